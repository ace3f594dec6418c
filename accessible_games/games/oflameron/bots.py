"""Oflameron bots: easy (random legal), normal (best immediate value), hard (expected score).

Every bot sees only what its player may know: the face-up field, the scores, and the make-up
of the deck (never its order). The hard bot:
- sheet: the exact expected final score with X offers, every marker and offer (exact.py), while
  the game left fits its budget; beyond it dp.py's one-marker table with each X's offer estimated;
- grid: expectimax over the dice and the visible rows (three turns deep: each move, the card the
  shift brings down, the next rolls), with the unseen cards and B's penalty weighted by the make-up
  of the deck, then the rounds after that by a fit of its own play (`grid_final`) and a calibration
  per round (`ROUND_OFFSET`); it buys a marker when that expected final score is higher than rolling.
  The last round, where every card still to score is face up, is searched exactly (endgame.py);
- loop: the only choice is where to start; it starts where the expected final score is best
  (loop.py: the forced moves played out by the rules, the same luck for every start, in two stages).
`advise` gives the hard bot's move with its expected final score and the runner-up's, for the hint
key: one quantity in every variant and for every kind of move.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Callable, Sequence, cast

from ...core.advice import Advice
from ...core.protocol import Move
from ...core.rng import Rng, derive_seed
from .cards import (
    END,
    EXTRA,
    GRID,
    LOOP,
    MARKER_PRICE,
    SHEET,
    CardLine,
    card_line,
    landed,
    penalty_points,
    standard_deck,
)
from .dp import SheetTable, table_for
from .endgame import LastRound
from .endgame import TooLarge as TurnTooLarge
from .exact import Solver, TooLarge
from .loop import best_starts, played_out
from .rules import (
    MOVE,
    OFFER,
    PLACE,
    ROLL,
    TURN,
    OflameronTable,
    landing_preview,
    max_markers,
    negative_ends,
    option,
    rounds_limit,
)
from .view import OflameronView


def bot_move(view: OflameronView, level: str, seed: int) -> Move:
    """The move a bot of `level` makes for the view's seat, from that view only."""
    if view.player is None or not view.legal:
        raise ValueError("the bot has no move now")
    if len(view.legal) == 1:  # a forced move (the loop's roll) needs no thought
        return view.legal[0]
    if level == "easy":
        return easy_move(view, seed)
    if level == "normal":
        return normal_move(view)
    return advise(view, seed).move


# --- easy ----------------------------------------------------------------------------------
def easy_move(view: OflameronView, seed: int) -> Move:
    """A random legal move: first a random kind of move, then one of that kind; never one that ends
    the game at once while another move exists."""
    player = seat(view)
    moves = [m for m in view.legal if not ends_at_once(view, player, m)] or list(view.legal)
    rng = Rng(derive_seed(seed, "oflameron-easy"))
    kinds = sorted({m["kind"] for m in moves})
    kind = rng.choice(kinds)
    return rng.choice([m for m in moves if m["kind"] == kind])


# --- card effects as a player can foresee them ---------------------------------------------
# A cell on the planner's last turn: its CardLine, then the slope and intercept of the card the shift brings down.
LastCell = tuple[float, float, bool, float, float]


class Outlook:
    """What a player can expect from a card: its effect on a score, with the grid's B averaged over
    the deck's make-up. `effect` returns (score after, True when the game ends there)."""

    def __init__(self, state: OflameronTable) -> None:
        self.variant = state.variant
        self.negative_ends = negative_ends(state)
        signed = state.variant == GRID and option(state, "b_penalty") == "signed"
        self.unseen = unseen_cards(state)
        counts = Counter(self.unseen)
        size = len(self.unseen)
        penalties = {card: n for card, n in counts.items() if card not in ("B", END)}
        total = sum(penalties.values())
        # B in the grid: with chance keep, the score loses a penalty card's value (mean `loss`);
        # otherwise (a Z is drawn) it drops to zero.
        self.keep = sum(n for card, n in penalties.items() if card != "Z") / total if total else 1.0
        self.loss = (
            sum(n * penalty_points(card, signed) for card, n in penalties.items() if card != "Z") / total
            if total
            else 0.0
        )
        # Each card's line, worked out once: the planner asks millions of times.
        self._lines: dict[str, CardLine] = {}
        # Every card's effect is a line of the score, so the mean after an unseen card is one too.
        weights = [(self.line(card), n / size) for card, n in counts.items()] if size else [((1.0, 0.0, False), 1.0)]
        self.unseen_slope = sum(weight * slope for (slope, _, _), weight in weights)
        self.unseen_intercept = sum(weight * intercept for (_, intercept, _), weight in weights)

    def line(self, card: str) -> CardLine:
        """The card's effect as (slope, intercept, always ends): the score after it is slope * score + intercept."""
        known = self._lines.get(card)
        if known is None:
            known = self._lines[card] = card_line(card, self.variant, self.keep, self.loss)
        return known

    def effect(self, card: str, score: float) -> tuple[float, bool]:
        """Expected score after reaching `card` with `score`, and whether the game then ends."""
        slope, intercept, always = self.line(card)
        after = slope * score + intercept
        return after, always or (after < 0 and self.negative_ends)

    def immediate(self, card: str, score: float) -> float:
        """The change a card makes to the score (for the normal bot)."""
        return self.effect(card, score)[0] - score

    def unseen_mean(self, score: float) -> float:
        """Mean score after an unseen card (each card of the deck's make-up at its chance)."""
        return self.unseen_slope * score + self.unseen_intercept


def unseen_cards(state: OflameronTable) -> list[str]:
    """The cards a player cannot see: every card of the game that is not face up on the field."""
    if state.variant == SHEET:
        return []
    if state.variant == GRID:
        copies, decks, ends = (int(option(state, k)) for k in ("copies", "decks", "end_cards"))
        every = Counter(standard_deck(copies, decks, ends))
    else:
        every = Counter(standard_deck(5, 1, int(option(state, "loop_end_cards"))))
    every.subtract(Counter(card for row in state.field for card in row))
    return sorted(every.elements())


# --- normal --------------------------------------------------------------------------------
def normal_move(state: OflameronView) -> Move:
    """The move whose card changes the score most right now (never buys or pays for markers)."""
    moves = list(state.legal)
    player = seat(state)
    outlook = Outlook(state)
    score = state.scores[player]
    if state.phase in (TURN, ROLL):
        return {"kind": "roll"}
    if state.phase == OFFER:
        return {"kind": "decline"}

    def gain(move: Move) -> float:
        row, column = landing(state, player, move)
        return outlook.immediate(state.card_at(row, column), score)

    return max(moves, key=gain)


def seat(view: OflameronView) -> int:
    """The view's seat (a bot or a hint always has one)."""
    if view.player is None:
        raise ValueError("a spectator has no move")
    return view.player


def landing(state: OflameronTable, player: int, move: Move) -> tuple[int, int]:
    """The (row, column) a place, buy, extra marker or move lands on."""
    if move["kind"] in ("place", "buy"):
        return 0, cast(int, move.get("column", move.get("position", 0)))
    if move["kind"] == "extra":
        return state.marker_rows[player][state.marker], move["column"]
    current = state.markers[player][state.marker]
    row = state.marker_rows[player][state.marker] + (1 if state.variant == SHEET else 0)
    return row, (current + move["steps"]) % state.columns


def ends_at_once(state: OflameronTable, player: int, move: Move) -> bool:
    """True when `move` surely ends the game at once: it reaches END, or leaves a score below zero
    where that ends the game (a roll, or the grid's B, leave it to chance)."""
    if move["kind"] not in ("place", "buy", "extra", "move"):
        return False
    row, column = landing(state, player, move)
    card = state.card_at(row, column)
    if card == END:
        return True
    cost = MARKER_PRICE[state.variant] if move["kind"] in ("buy", "extra") else 0
    preview = landing_preview(state, player, card, cost)
    return preview is not None and preview[1]


# --- hard ----------------------------------------------------------------------------------
def advise(state: OflameronView, seed: int = 0) -> Advice:
    """The hard bot's move for the view's seat, with the expected score behind it."""
    player = seat(state)
    handler: Callable[[OflameronView, int, int], Advice] = {
        SHEET: _sheet_advice,
        GRID: _grid_advice,
        LOOP: _loop_advice,
    }[state.variant]
    return handler(state, player, seed)


def _sheet_advice(state: OflameronView, player: int, seed: int) -> Advice:
    """Sheet: the exact best move with X offers valued (exact.py) when the rest of the game fits the
    search's budget; otherwise dp.py's table, with an X's offer valued by its estimate (`_offer_values`)."""
    sheet = tuple(tuple(row) for row in state.field)
    score = state.scores[player]
    row = state.marker_rows[player][state.marker] if state.markers[player] else -1
    table = table_for(sheet, state.sides, row, max(score, 0))
    solver = solver_for(sheet, state.sides, table)
    size = (state.base_row[player], len(state.markers[player]))
    if solver.too_large is None or size[0] > solver.too_large[0] or size[1] < solver.too_large[1]:
        try:
            return _sheet_exact(state, player, solver)
        except TooLarge:
            solver.too_large = size  # not again from this row down with as many markers
    if state.phase == PLACE:
        values = [(table.enter(0, c, score), {"kind": "place", "column": c}) for c in range(state.columns)]
        return _best(values)
    column = state.markers[player][state.marker]
    rest = _sheet_others(state, player, table, score)
    if state.phase in (TURN, ROLL):
        return Advice({"kind": "roll"}, table.stay(row, column, score) + rest)
    if state.phase == MOVE:
        values = [
            (_sheet_landing(state, table, row + 1, (column + m["steps"]) % state.columns, score), m)
            for m in state.legal
        ]
        return _best(values, rest)
    return _best(_offer_values(state, table, row, column, score), rest)


def _sheet_exact(state: OflameronView, player: int, solver: Solver) -> Advice:
    """Every legal move valued by the exact search (raises TooLarge when the game left is too big)."""
    solver.spent = 0
    score = state.scores[player]
    if state.phase == PLACE:
        return _best([(solver.placed(c, score), {"kind": "place", "column": c}) for c in range(state.columns)])
    markers = tuple(zip(state.marker_rows[player], state.markers[player]))
    base, index = state.base_row[player], state.marker
    if state.phase in (TURN, ROLL):
        return Advice({"kind": "roll"}, solver.value(markers, base, index, score))
    if state.phase == MOVE:
        return _best([(solver.moved(markers, base, index, score, m["steps"]), m) for m in state.legal])
    values = [(solver.offer(markers, base, index, score, m.get("column")), m) for m in state.legal]
    return _best(values)


def _sheet_landing(state: OflameronView, table: SheetTable, row: int, column: int, score: int) -> float:
    """dp.py's value of reaching (row, column), an X's offer valued by its estimate when it can be paid."""
    value = table.enter(row, column, score)
    if state.card_at(row, column) == EXTRA and score >= MARKER_PRICE[SHEET] and table.covers(row, score):
        value = max(value, max(v for v, _ in _offer_values(state, table, row, column, score)))
    return value


def _sheet_others(state: OflameronView, player: int, table: SheetTable, score: int) -> float:
    """What the player's markers other than the one to play are expected to add (each on its own)."""
    gain = 0.0
    for index, column in enumerate(state.markers[player]):
        row = state.marker_rows[player][index]
        if index != state.marker and score >= 0 and table.covers(row, score):
            gain += table.stay(row, column, score) - score
    return gain


def _offer_values(
    state: OflameronView, table: SheetTable, row: int, column: int, score: int
) -> list[tuple[float, Move]]:
    """An X's offer, estimated where the exact search is too large: decline, or each cell for the extra
    marker, valued as the first marker's value after paying plus the second marker's expected gain on its
    own (dp.py covers one marker; the two share the score, which this estimate leaves aside)."""
    values: list[tuple[float, Move]] = [(table.stay(row, column, score), {"kind": "decline"})]
    paid = score - MARKER_PRICE[SHEET]
    for c in range(state.columns):
        card = state.card_at(row, c)
        after, ends = landed(card, paid, SHEET)
        if ends or not table.covers(row, after):
            value = float(after)
        else:
            value = table.stay(row, column, after) + table.stay(row, c, after) - after
        values.append((value, {"kind": "extra", "column": c}))
    return values


_SOLVERS: dict[tuple[tuple[tuple[str, ...], ...], int], Solver] = {}


def solver_for(sheet: tuple[tuple[str, ...], ...], sides: int, table: SheetTable) -> Solver:
    """The exact search for `sheet`, kept between questions (its positions stay valid all game)."""
    key = (sheet, sides)
    solver = _SOLVERS.get(key)
    if solver is None or len(solver.memo) > 400_000:
        _SOLVERS.clear()
        solver = _SOLVERS[key] = Solver(sheet, sides, table)
    solver.table = table
    return solver


def _best(values: list[tuple[float, Move]], shift: float = 0.0) -> Advice:
    """The first move with the highest value, and the others best first (`shift` added to every
    value: what the rest of the position adds whatever the choice)."""
    ranked = sorted(enumerate(values), key=lambda item: (-item[1][0], item[0]))
    (_, (value, move)), rest = ranked[0], ranked[1:]
    return Advice(move, value + shift, tuple((m, v + shift) for _, (v, m) in rest))


# grid -----------------------------------------------------------------------------------


class GridPlanner:
    """Expectimax over the dice and the face-up rows of the card grid, for one marker (columns are
    given within the row, 0 to columns - 1: the die's reach wraps them)."""

    def __init__(self, state: OflameronView, player: int) -> None:
        self.state = state
        self.outlook = Outlook(state)
        self.rows = state.rows
        self.columns = state.columns
        self.sides = state.sides
        self.depth = planning_depth(state)
        # Each face-up cell's line (Outlook.line), by row then column: read millions of times.
        self._lines = [[self.outlook.line(card) for card in row] for row in state.field]
        self._negative_ends = self.outlook.negative_ends
        self._reach = die_reach(self.columns, self.sides)
        self._last = self._last_turn_table()
        self._memo: dict[tuple[int, int, float, int], float] = {}

    def _last_turn_table(self) -> list[list[LastCell]]:
        """For the last turn looked ahead, per cell: its line, then the line of the card the shift brings
        down onto it (the unseen mean above the top row), whose ending no longer matters."""
        table = []
        for row, cells in enumerate(self._lines):
            if row + 1 < self.rows:
                above = [(slope, intercept) for slope, intercept, _ in self._lines[row + 1]]
            else:
                above = [(self.outlook.unseen_slope, self.outlook.unseen_intercept)] * self.columns
            table.append([(*line, *shift) for line, shift in zip(cells, above)])
        return table

    def after_move(self, row: int, column: int, score: float, turns: int) -> float:
        """Expected score after moving onto (row, column), the shift, and `turns - 1` more turns."""
        key = (row, column, score, turns)
        value = self._memo.get(key)
        if value is None:
            value = self._memo[key] = self._moved(row, column, score, turns)
        return value

    def _moved(self, row: int, column: int, score: float, turns: int) -> float:
        """`after_move` worked out (not remembered)."""
        slope, intercept, always = self._lines[row][column]
        value = slope * score + intercept
        if always or (value < 0 and self._negative_ends):
            return value
        return self.after_shift(row + 1, column, value, turns)

    def after_shift(self, row: int, column: int, score: float, turns: int) -> float:
        """The card at `row` comes down onto the marker; then the next turn, if looked ahead."""
        if row >= self.rows:
            return self.outlook.unseen_mean(score)
        slope, intercept, always = self._lines[row][column]
        value = slope * score + intercept
        if turns <= 1 or always or (value < 0 and self._negative_ends):
            return value
        return self._roll_mean(row, column, value, turns - 1)

    def _roll_mean(self, row: int, column: int, score: float, turns: int) -> float:
        """Mean over the die of the best reachable card: a roll of d reaches what d-1 reached plus
        the two cards at distance d, so each card is weighed once. On the last turn looked ahead the
        positions seldom repeat, so they are worked out at once (`_last_turn`), without the memo."""
        targets, pairs = self._reach[column]
        if turns > 1:
            after_move = self.after_move
            values = [after_move(row, target, score, turns) for target in targets]
        else:
            values = self._last_turn(row, targets, score)
        best = float("-inf")
        total = 0.0
        for left, right in pairs:  # the running maximum, compared by hand: max() costs a call
            value = values[left]
            if value > best:
                best = value
            value = values[right]
            if value > best:
                best = value
            total += best
        return total / self.sides

    def _last_turn(self, row: int, targets: tuple[int, ...], score: float) -> list[float]:
        """`_moved` with one turn left for each target column of `row`: the card moved onto, then the
        card the shift brings down (or an unseen one), with the cells' lines read from one table."""
        cells = self._last[row]
        negative_ends = self._negative_ends
        values = []
        for target in targets:
            slope, intercept, always, then_slope, then_intercept = cells[target]
            value = slope * score + intercept
            if not (always or (value < 0 and negative_ends)):
                value = then_slope * value + then_intercept
            values.append(value)
        return values

    def roll_value(self, column: int, score: float, turns: int) -> float:
        """Expected score of rolling for a marker on the bottom row's `column`."""
        return self._roll_mean(0, column, score, turns)


Reach = tuple[tuple[int, ...], tuple[tuple[int, int], ...]]


@lru_cache(maxsize=64)
def die_reach(columns: int, sides: int) -> tuple[Reach, ...]:
    """For each column of a row of `columns`, the columns a die of `sides` reaches from it (each once)
    and, for each face 1..sides, the indexes in that tuple of the cells it reaches left and right."""
    reach = []
    for column in range(columns):
        targets: list[int] = []
        pairs = []
        for die in range(1, sides + 1):
            ends = []
            for target in ((column - die) % columns, (column + die) % columns):
                if target not in targets:
                    targets.append(target)
                ends.append(targets.index(target))
            pairs.append((ends[0], ends[1]))
        reach.append((tuple(targets), tuple(pairs)))
    return tuple(reach)


def planning_depth(state: OflameronTable) -> int:
    """How many turns the grid's planner looks ahead: three, or fewer when the rounds or the rows end sooner."""
    rounds_left = rounds_limit(state) - state.round  # full rounds after this one
    return min(3, 1 + max(0, rounds_left), state.rows)


# The grid's rounds after the planner's horizon, by the hard bot's own play: a round takes a score s
# to about GROWTH * s + GAIN (by markers owned; fitted by least squares on 300 solo games of the hard
# bot, seeds 5000..5299, from each round's start to the next). GROWTH below 1 is the share a Z or a B
# takes; with more markers the bot can dodge more of them.
ROUND_FIT: dict[int, tuple[float, float]] = {1: (0.8127, 642.6), 2: (0.8763, 1092.4), 3: (0.9985, 1757.9)}


# What the horizon and ROUND_FIT leave out (mostly the markers the bot buys later, and the last round,
# which the bot searches exactly), by the rounds still to play after the current one (the index; the
# last round's entry serves only a turn too large to search): the final score minus the planner's
# number for the move the hard bot played, the mean over games of each game's mean over its decisions
# of that round, every game's round counting once as the hint is measured round by round
# (tools/fit_oflameron_grid.py, 3,000 solo games of 15 rounds, seeds 5000..7999).
# It is the same for every move of one decision, so it never changes a choice; longer games take the
# last entry for their early rounds.
ROUND_OFFSET: tuple[int, ...] = (
    6,
    -17,
    4134,
    3714,
    3282,
    2878,
    2543,
    2384,
    2663,
    3757,
    6014,
    9818,
    13422,
    15253,
    15715,
)


def grid_final(score: float, rounds: int, markers: int) -> float:
    """Expected final score of a grid game from `score` with `rounds` full rounds still to play after
    the planner's horizon and `markers` markers (ROUND_FIT's rounds, applied `rounds` times)."""
    growth, gain = ROUND_FIT[min(max(markers, 1), 3)]
    if markers > 3:
        gain *= markers / 3
    for _ in range(max(0, rounds)):
        score = growth * score + gain
    return score


def round_offset(state: OflameronTable) -> float:
    """The calibration the planner's numbers take in the current round (ROUND_OFFSET)."""
    rounds_left = max(0, rounds_limit(state) - state.round)
    return ROUND_OFFSET[min(rounds_left, len(ROUND_OFFSET) - 1)]


def in_last_round(state: OflameronTable) -> bool:
    """True when the grid's turn is one of the last round, which `endgame.LastRound` solves exactly."""
    return state.variant == GRID and state.phase != PLACE and state.round >= rounds_limit(state)


def _grid_advice(state: OflameronView, player: int, seed: int) -> Advice:
    """Grid: every choice valued as the expected final score of the game under the bot's own play: in
    the last round exactly (`endgame.LastRound`); before it, the planner's expectimax over the visible
    rows for `depth` turns (every marker counted), then `grid_final` for the rounds after, calibrated by
    `round_offset`; a marker is bought when that is higher than rolling."""
    exact = _grid_last_round(state, player) if in_last_round(state) else None
    return exact if exact is not None else grid_planned(state, player)


def grid_planned(state: OflameronView, player: int) -> Advice:
    """Grid: every choice valued by the planner's expectimax for `depth` turns, `grid_final` after it
    and `round_offset`."""
    planner = GridPlanner(state, player)
    score = float(state.scores[player])
    after = max(0, rounds_limit(state) - (state.round + planner.depth - 1))  # full rounds after the horizon
    markers = len(state.markers[player])
    offset = round_offset(state)
    if state.phase == PLACE:
        values = []
        for c in range(state.columns):
            reached, ends = planner.outlook.effect(state.card_at(0, c), score)
            value = reached if ends else grid_final(planner.after_shift(1, c, reached, planner.depth), after, 1)
            values.append((value, {"kind": "place", "column": c}))
        return _best(values, offset)
    if state.phase == MOVE:
        rest = _grid_others(state, player, planner, score)
        column = state.markers[player][state.marker]
        values = [
            (
                grid_final(
                    planner.after_move(0, (column + m["steps"]) % state.columns, score, planner.depth) + rest,
                    after,
                    markers,
                ),
                m,
            )
            for m in state.legal
        ]
        return _best(values, offset)
    roll = grid_final(_grid_turn(state, player, planner, score, state.markers[player]), after, markers)
    values = [(roll, {"kind": "roll"})]
    if state.phase == TURN:
        for move in state.legal:
            if move["kind"] == "buy":
                values.append((_buy_value(state, player, planner, move["column"], after), move))
    return _best(values, offset)


def _grid_last_round(state: OflameronView, player: int) -> Advice | None:
    """Grid, last round: every move valued exactly by `endgame.LastRound` (buys, rolls, moves); when a
    purchase followed by another is too large to search, each purchase is valued as then rolling; None
    when even that is too large (five markers allowed), for the planner to answer."""
    for buy_again in (True, False):
        try:
            return _last_round_values(state, player, buy_again)
        except TurnTooLarge:
            pass
    return None


def _last_round_values(state: OflameronView, player: int, buy_again: bool) -> Advice:
    """The last round's moves valued by one search (raises TurnTooLarge when it exceeds its budget)."""
    solver = LastRound(
        state.field[0],
        state.field[1],
        state.sides,
        unseen_cards(state),
        markers_allowed=max_markers(state),
        negative_ends=negative_ends(state),
        signed=option(state, "b_penalty") == "signed",
        buy_again=buy_again,
    )
    score = state.scores[player]
    columns = tuple(state.markers[player])
    if state.phase == MOVE:
        return _best([(solver.moved(columns, state.marker, score, m["steps"]), m) for m in state.legal])
    values = [(solver.rolled(columns, state.marker, score), {"kind": "roll"})]
    values += [(solver.bought(columns, m["column"], score), m) for m in state.legal if m["kind"] == "buy"]
    return _best(values)


def _grid_turn(state: OflameronView, player: int, planner: GridPlanner, score: float, columns: Sequence[int]) -> float:
    """Expected score after the horizon when the markers on `columns` still have this turn's rolls to
    make (each marker's gain weighed on its own)."""
    value = score
    for index, column in enumerate(columns):
        if index < state.marker:
            value += planner.after_shift(1, column, score, planner.depth) - score
        else:
            value += planner.roll_value(column, score, planner.depth) - score
    return value


def _grid_others(state: OflameronView, player: int, planner: GridPlanner, score: float) -> float:
    """What the player's markers other than the one to play are expected to add over the horizon:
    those already moved this turn score the card the shift brings down, then roll; the rest roll."""
    gain = 0.0
    for index, column in enumerate(state.markers[player]):
        if index < state.marker:
            gain += planner.after_shift(1, column, score, planner.depth) - score
        elif index > state.marker:
            gain += planner.roll_value(column, score, planner.depth) - score
    return gain


def _buy_value(state: OflameronView, player: int, planner: GridPlanner, column: int, after: int) -> float:
    """Expected final score of buying a marker for 2000 on `column` now, then rolling every marker."""
    paid = float(state.scores[player] - MARKER_PRICE[GRID])
    reached, ends = planner.outlook.effect(state.card_at(0, column), paid)
    if ends:
        return reached
    columns = [*state.markers[player], column]
    return grid_final(_grid_turn(state, player, planner, reached, columns), after, len(columns))


# loop -------------------------------------------------------------------------------------
# With rivals, each rival's own walk ends the game too, about once in 12 moves (a solo loop game
# lasts about 12 moves, see benchmarks/README.md): the chance per move that the game stops before
# this player's next roll.
LOOP_RIVAL_HAZARD = 1 / 12
# The starts are valued by sampling (loop.py), about 10 points either way: a start that ends the game
# at once is taken only when every other start is expected lower by more than this.
LOOP_MARGIN = 25.0


def _playing_on(state: OflameronView, player: int, advice: Advice, margin: float) -> Advice:
    """The best move that does not end the game at once, when it is within `margin` of an ending best."""
    if not ends_at_once(state, player, advice.move):
        return advice
    ranked = ((advice.move, advice.expected),) + advice.others
    for index, (move, value) in enumerate(ranked):
        if not ends_at_once(state, player, move) and value >= advice.expected - margin:
            rest = ranked[:index] + ranked[index + 1 :]
            return Advice(move, value, rest)
    return advice


def loop_hazard(state: OflameronTable) -> float:
    """The chance per move that a rival ends the loop game before this player's next roll."""
    return 1.0 - (1.0 - LOOP_RIVAL_HAZARD) ** (state.players - 1)


def _loop_advice(state: OflameronView, player: int, seed: int) -> Advice:
    """Loop: the start with the best expected final score (two stages of play-outs, loop.py); later
    there is only the roll."""
    track = tuple(state.field[0])
    unseen = unseen_cards(state) or ["+1"]
    hazard = loop_hazard(state)
    score = state.scores[player]
    if state.phase == PLACE:
        starts: dict[int, int] = {}
        values: list[tuple[float, Move]] = []
        for position in range(state.columns):
            after, ended = landed(track[position], score, LOOP)
            if not ended:
                starts[position] = after
        means = best_starts(track, unseen, starts, state.sides, hazard, seed)
        for position in range(state.columns):
            value = means[position] if position in means else float(landed(track[position], score, LOOP)[0])
            values.append((value, {"kind": "place", "position": position}))
        return _playing_on(state, player, _best(values), LOOP_MARGIN)
    position = state.markers[player][0]
    return Advice({"kind": "roll"}, played_out(track, unseen, position, score, state.sides, hazard, seed))


__all__ = ["Advice", "advise", "bot_move", "easy_move", "ends_at_once", "normal_move", "unseen_cards"]


def hint_advice(view: OflameronView) -> tuple[Advice, int]:
    """The hard bot's advice for the view's seat and, on the grid, how many turns it looks ahead
    (plain data in and out, so it may be worked out away from the keyboard's thread)."""
    return advise(view), planning_depth(view) if view.variant == GRID else 0
