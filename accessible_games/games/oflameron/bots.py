"""Oflameron bots: easy (random legal), normal (best immediate value), hard (expected score).

Every bot sees only what its player may know: the face-up field, the scores, and the make-up
of the deck (never its order). The hard bot:
- sheet: plays by the exact dynamic program of dp.py (optimal for one marker);
- grid: expectimax over the dice and the visible rows (three turns deep: each move, the card the
  shift brings down, the next rolls), with the unseen cards and B's penalty weighted by the make-up
  of the deck; it buys a marker when the rounds left are expected to repay 2000;
- loop: the only choice is where to start; it starts where the expected final score is best
  (loop.py: the forced moves played out by the rules, the same luck for every start).
`advise` gives the hard bot's move with its expected score, for the hint key.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Callable

from ...core.protocol import Move
from ...core.rng import Rng, derive_seed
from .cards import END, EXTRA, GRID, LOOP, MARKER_PRICE, SHEET, fixed_points, penalty_points, standard_deck
from .dp import SheetTable, table_for
from .loop import played_out
from .loop import step as loop_step
from .rules import MOVE, OFFER, PLACE, ROLL, TURN, OflameronTable, landing_preview, negative_ends, option, rounds_limit
from .view import OflameronView


@dataclass(frozen=True)
class Advice:
    """The hard bot's choice and the expected score of the whole position it leads to (final score
    on the sheet and the loop; the score after the turns looked ahead in the grid, every marker
    counted), with the other moves weighed the same way, best first (empty when there is no other)."""

    move: Move
    expected: float
    others: tuple[tuple[Move, float], ...] = ()

    @property
    def runner_up(self) -> tuple[Move, float] | None:
        """The next best move and its expected score."""
        return self.others[0] if self.others else None


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
        self.unseen_weights = [(card, n / size) for card, n in counts.items()] if size else []
        penalties = {card: n for card, n in counts.items() if card not in ("B", END)}
        total = sum(penalties.values())
        # B in the grid: with chance keep, the score loses a penalty card's value (mean `loss`);
        # otherwise (a Z is drawn) it drops to zero.
        self.keep = sum(n for card, n in penalties.items() if card != "Z") / total if total else 1.0
        self.loss = sum(n * penalty_points(card, signed) for card, n in penalties.items() if card != "Z") / total if total else 0.0
        self._unseen_memo: dict[float, tuple[float, float]] = {}

    def effect(self, card: str, score: float) -> tuple[float, bool]:
        """Expected score after reaching `card` with `score`, and whether the game then ends."""
        points = fixed_points(card, self.variant)
        if points is not None:
            after = score + points
        elif card == "Z":
            after = 0.0
        elif card == END:
            return score, True
        elif card == "B":
            after = self.keep * score - self.loss
        else:
            after = score  # X
        return after, after < 0 and self.negative_ends

    def immediate(self, card: str, score: float) -> float:
        """The change a card makes to the score (for the normal bot)."""
        return self.effect(card, score)[0] - score

    def unseen_effect(self, score: float) -> tuple[float, float]:
        """Mean score after an unseen card, and the chance that card ends the game."""
        known = self._unseen_memo.get(score)
        if known is not None:
            return known
        if not self.unseen_weights:
            return score, 0.0
        total, ending = 0.0, 0.0
        for card, weight in self.unseen_weights:
            after, ends = self.effect(card, score)
            total += weight * after
            if ends:
                ending += weight
        self._unseen_memo[score] = (total, ending)
        return total, ending


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
        return 0, move.get("column", move.get("position", 0))
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
    """Sheet: the dynamic program's best move, with what the player's other markers add."""
    sheet = tuple(tuple(row) for row in state.field)
    score = state.scores[player]
    if state.phase == PLACE:
        table = table_for(sheet, state.sides, -1, 0)
        values = [(table.enter(0, c, score), {"kind": "place", "column": c}) for c in range(state.columns)]
        return _best(values)
    row = state.marker_rows[player][state.marker] if state.markers[player] else 0
    table = table_for(sheet, state.sides, row, max(score, 0))
    column = state.markers[player][state.marker]
    rest = _sheet_others(state, player, table, score)
    if state.phase in (TURN, ROLL):
        return Advice({"kind": "roll"}, table.stay(row, column, score) + rest)
    if state.phase == MOVE:
        values = [(table.enter(row + 1, column + m["steps"], score), m) for m in state.legal]
        return _best(values, rest)
    return _offer_advice(state, player, table, row, rest)


def _sheet_others(state: OflameronView, player: int, table: SheetTable, score: int) -> float:
    """What the player's markers other than the one to play are expected to add (each on its own)."""
    gain = 0.0
    for index, column in enumerate(state.markers[player]):
        row = state.marker_rows[player][index]
        if index != state.marker and score >= 0 and table.covers(row, score):
            gain += table.stay(row, column, score) - score
    return gain


def _offer_advice(state: OflameronView, player: int, table: SheetTable, row: int, rest: float) -> Advice:
    """Sheet X: take the extra marker when its own expected gain beats its price.

    The value of two markers is estimated as the first marker's value after paying plus the
    second marker's expected gain on its own (the dynamic program covers one marker exactly).
    """
    score = state.scores[player]
    column = state.markers[player][state.marker]
    values: list[tuple[float, Move]] = [(table.stay(row, column, score), {"kind": "decline"})]
    outlook = Outlook(state)
    paid = score - MARKER_PRICE[SHEET]
    for c in range(state.columns):
        card = state.card_at(row, c)
        after, ends = (float(paid), False) if card == EXTRA else outlook.effect(card, paid)
        whole = int(after)
        if ends or not table.covers(row, whole):
            value = after
        else:
            value = table.stay(row, column, whole) + table.stay(row, c, whole) - whole
        values.append((value, {"kind": "extra", "column": c}))
    return _best(values, rest)


def _best(values: list[tuple[float, Move]], shift: float = 0.0) -> Advice:
    """The first move with the highest value, and the others best first (`shift` added to every
    value: what the rest of the position adds whatever the choice)."""
    ranked = sorted(enumerate(values), key=lambda item: (-item[1][0], item[0]))
    (_, (value, move)), rest = ranked[0], ranked[1:]
    return Advice(move, value + shift, tuple((m, v + shift) for _, (v, m) in rest))


# grid -----------------------------------------------------------------------------------
BUY_MARGIN = 1.5  # a bought marker must be expected to earn 1.5 times its price in the rounds left


class GridPlanner:
    """Expectimax over the dice and the face-up rows of the card grid, for one marker."""

    def __init__(self, state: OflameronView, player: int) -> None:
        self.state = state
        self.outlook = Outlook(state)
        self.rows = state.rows
        self.columns = state.columns
        self.sides = state.sides
        rounds_left = rounds_limit(state) - state.round  # full rounds after this one
        self.depth = min(3, 1 + max(0, rounds_left), self.rows)
        self._memo: dict[tuple[int, int, float, int], float] = {}

    def after_move(self, row: int, column: int, score: float, turns: int) -> float:
        """Expected score after moving onto (row, column), the shift, and `turns - 1` more turns."""
        key = (row, column, score, turns)
        if key in self._memo:
            return self._memo[key]
        value, ends = self.outlook.effect(self.state.card_at(row, column), score)
        if not ends:
            value = self.after_shift(row + 1, column, value, turns)
        self._memo[key] = value
        return value

    def after_shift(self, row: int, column: int, score: float, turns: int) -> float:
        """The card at `row` comes down onto the marker; then the next turn, if looked ahead."""
        if row >= self.rows:
            return self.outlook.unseen_effect(score)[0]
        value, ends = self.outlook.effect(self.state.card_at(row, column), score)
        if ends or turns <= 1:
            return value
        return self._roll_mean(row, column, value, turns - 1)

    def _roll_mean(self, row: int, column: int, score: float, turns: int) -> float:
        """Mean over the die of the best reachable card: a roll of d reaches what d-1 reached plus
        the two cards at distance d, so each card is weighed once."""
        best = float("-inf")
        total = 0.0
        for die in range(1, self.sides + 1):
            best = max(
                best,
                self.after_move(row, (column - die) % self.columns, score, turns),
                self.after_move(row, (column + die) % self.columns, score, turns),
            )
            total += best
        return total / self.sides

    def roll_value(self, column: int, score: float, turns: int) -> float:
        """Expected score of rolling for a marker on the bottom row's `column`."""
        return self._roll_mean(0, column, score, turns)


def _grid_advice(state: OflameronView, player: int, seed: int) -> Advice:
    """Grid: the move with the best expected score over the visible rows, every marker counted;
    buy when it pays."""
    planner = GridPlanner(state, player)
    score = float(state.scores[player])
    if state.phase == PLACE:
        values = []
        for c in range(state.columns):
            after, ends = planner.outlook.effect(state.card_at(0, c), score)
            value = after if ends else planner.after_shift(1, c, after, planner.depth)
            values.append((value, {"kind": "place", "column": c}))
        return _best(values)
    rest = _grid_others(state, player, planner, score)
    if state.phase == MOVE:
        column = state.markers[player][state.marker]
        values = [
            (planner.after_move(0, (column + m["steps"]) % state.columns, score, planner.depth), m)
            for m in state.legal
        ]
        return _best(values, rest)
    column = state.markers[player][state.marker]
    roll = Advice({"kind": "roll"}, planner.roll_value(column, score, planner.depth) + rest)
    if state.phase != TURN or not any(m["kind"] == "buy" for m in state.legal):
        return roll
    return _buy_advice(state, player, planner, roll)


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


def _buy_advice(state: OflameronView, player: int, planner: GridPlanner, roll: Advice) -> Advice:
    """Buy a marker when the rounds left should repay its 2000 points with a margin for Z.

    A bought marker is judged at the game's end, the roll over the turns looked ahead, so neither
    is given as the other's runner-up."""
    score = float(state.scores[player])
    rounds_left = rounds_limit(state) - state.round + 1
    one_turn = GridPlanner(state, player)
    one_turn.depth = 1
    gains = [one_turn.roll_value(c, score, 1) - score for c in range(state.columns)]
    per_round = sum(gains) / len(gains)
    if per_round * rounds_left < MARKER_PRICE[GRID] * BUY_MARGIN:
        return roll
    paid = score - MARKER_PRICE[GRID]
    best_column, best_value = 0, float("-inf")
    for c in range(state.columns):
        after, ends = planner.outlook.effect(state.card_at(0, c), paid)
        value = after if ends else planner.roll_value(c, after, 1)
        if value > best_value:
            best_column, best_value = c, value
    markers = len(state.markers[player])
    return Advice({"kind": "buy", "column": best_column}, best_value + per_round * ((rounds_left - 1) + markers * rounds_left))


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
            rest = ranked[:index] + ranked[index + 1:]
            return Advice(move, value, rest)
    return advice


def loop_hazard(state: OflameronTable) -> float:
    """The chance per move that a rival ends the loop game before this player's next roll."""
    return 1.0 - (1.0 - LOOP_RIVAL_HAZARD) ** (state.players - 1)


def _loop_advice(state: OflameronView, player: int, seed: int) -> Advice:
    """Loop: the start with the best expected final score; later there is only the roll."""
    track = tuple(state.field[0])
    unseen = unseen_cards(state) or ["+1"]
    hazard = loop_hazard(state)
    score = state.scores[player]
    if state.phase == PLACE:
        values: list[tuple[float, Move]] = []
        for position in range(state.columns):
            after, ended = loop_step(track[position], score)
            value = float(after) if ended else played_out(track, unseen, position, after, state.sides, hazard, seed)
            values.append((value, {"kind": "place", "position": position}))
        return _playing_on(state, player, _best(values), LOOP_MARGIN)
    position = state.markers[player][0]
    return Advice({"kind": "roll"}, played_out(track, unseen, position, score, state.sides, hazard, seed))


__all__ = ["Advice", "advise", "bot_move", "easy_move", "ends_at_once", "normal_move", "unseen_cards"]
