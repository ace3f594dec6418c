"""Oflameron bots: easy (random legal), normal (best immediate value), hard (expected score).

Every bot sees only what its player may know: the face-up field, the scores, and the make-up
of the deck (never its order). The hard bot:
- sheet: plays by the exact dynamic program of dp.py (optimal for one marker);
- grid: expectimax over the dice and the visible rows (three turns deep: each move, the card the
  shift brings down, the next rolls), with the unseen cards and B's penalty weighted by the make-up
  of the deck; it buys a marker when the rounds left are expected to repay 2000;
- loop: the only choice is where to start; it rolls out the forced moves to the end of the game,
  drawing replacement cards from the unseen make-up, and starts where the mean final score is best.
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
from .rules import MOVE, OFFER, PLACE, ROLL, TURN, OflameronTable, negative_ends, option, rounds_limit
from .view import OflameronView


@dataclass(frozen=True)
class Advice:
    """The hard bot's choice and the expected score it leads to (final score on the sheet and the
    loop; the score after the turns looked ahead in the grid)."""

    move: Move
    expected: float


def bot_move(view: OflameronView, level: str, seed: int) -> Move:
    """The move a bot of `level` makes for the view's seat, from that view only."""
    if view.player is None or not view.legal:
        raise ValueError("the bot has no move now")
    if level == "easy":
        return easy_move(view, seed)
    if level == "normal":
        return normal_move(view)
    return advise(view, seed).move


# --- easy ----------------------------------------------------------------------------------
def easy_move(view: OflameronView, seed: int) -> Move:
    """A random legal move: first a random kind of move, then one of that kind."""
    moves = list(view.legal)
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
    """The (row, column) a place or move lands on."""
    if move["kind"] == "place":
        return 0, move.get("column", move.get("position", 0))
    current = state.markers[player][state.marker]
    row = state.marker_rows[player][state.marker] + (1 if state.variant == SHEET else 0)
    return row, (current + move["steps"]) % state.columns


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
    """Sheet: the dynamic program's best move."""
    sheet = tuple(tuple(row) for row in state.field)
    score = state.scores[player]
    if state.phase == PLACE:
        table = table_for(sheet, state.sides, -1, 0)
        values = [(table.enter(0, c, score), {"kind": "place", "column": c}) for c in range(state.columns)]
        return _best(values)
    row = state.marker_rows[player][state.marker] if state.markers[player] else 0
    table = table_for(sheet, state.sides, row, max(score, 0))
    if state.phase in (TURN, ROLL):
        column = state.markers[player][state.marker]
        return Advice({"kind": "roll"}, table.stay(row, column, score))
    if state.phase == MOVE:
        column = state.markers[player][state.marker]
        values = [
            (table.enter(row + 1, column + m["steps"], score), m) for m in state.legal
        ]
        return _best(values)
    return _offer_advice(state, player, table, row)


def _offer_advice(state: OflameronView, player: int, table: SheetTable, row: int) -> Advice:
    """Sheet X: take the extra marker when its own expected gain beats its price.

    The value of two markers is estimated as the first marker's value after paying plus the
    second marker's expected gain on its own (the dynamic program covers one marker exactly).
    """
    score = state.scores[player]
    column = state.markers[player][state.marker]
    best = Advice({"kind": "decline"}, table.stay(row, column, score))
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
        if value > best.expected:
            best = Advice({"kind": "extra", "column": c}, value)
    return best


def _best(values: list[tuple[float, Move]]) -> Advice:
    """The first move with the highest value."""
    value, move = max(values, key=lambda pair: pair[0])
    return Advice(move, value)


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
    """Grid: the move with the best expected score over the visible rows; buy when it pays."""
    planner = GridPlanner(state, player)
    score = float(state.scores[player])
    if state.phase == PLACE:
        values = []
        for c in range(state.columns):
            after, ends = planner.outlook.effect(state.card_at(0, c), score)
            value = after if ends else planner.after_shift(1, c, after, planner.depth)
            values.append((value, {"kind": "place", "column": c}))
        return _best(values)
    if state.phase == MOVE:
        column = state.markers[player][state.marker]
        values = [
            (planner.after_move(0, (column + m["steps"]) % state.columns, score, planner.depth), m)
            for m in state.legal
        ]
        return _best(values)
    column = state.markers[player][state.marker]
    roll = Advice({"kind": "roll"}, planner.roll_value(column, score, planner.depth))
    if state.phase != TURN or not any(m["kind"] == "buy" for m in state.legal):
        return roll
    return _buy_advice(state, player, planner, roll)


def _buy_advice(state: OflameronView, player: int, planner: GridPlanner, roll: Advice) -> Advice:
    """Buy a marker when the rounds left should repay its 2000 points with a margin for Z."""
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
    return Advice({"kind": "buy", "column": best_column}, best_value + per_round * (rounds_left - 1))


# loop -------------------------------------------------------------------------------------
LOOP_ROLLOUTS = 100
LOOP_HORIZON = 40
# With rivals, a score below zero ends the game with the player last, whatever its size: such an
# end is valued this much lower. Each rival's own walk ends the game too, about once in 12 moves
# (a solo loop game lasts about 12 moves, see benchmarks/README.md).
LOOP_BUST_PENALTY = 1000.0
LOOP_RIVAL_HAZARD = 1 / 12


def _loop_advice(state: OflameronView, player: int, seed: int) -> Advice:
    """Loop: pick the start by rolling out the forced moves; later there is only the roll."""
    if state.phase == PLACE:
        outcomes = [_loop_rollouts(state, p, float(state.scores[player]), seed, placed=False) for p in range(state.columns)]
        best = max(range(state.columns), key=lambda p: outcomes[p][0])
        return Advice({"kind": "place", "position": best}, outcomes[best][1])
    position = state.markers[player][0]
    return Advice({"kind": "roll"}, _loop_rollouts(state, position, float(state.scores[player]), seed, placed=True)[1])


def _loop_rollouts(state: OflameronView, position: int, score: float, seed: int, placed: bool) -> tuple[float, float]:
    """From `position`, over sampled dice and replacement cards: the value to choose by (with rivals, an
    end below zero costs `LOOP_BUST_PENALTY` more) and the mean final score."""
    outlook = Outlook(state)
    unseen = outlook.unseen or ["+1"]
    rng = Rng(derive_seed(seed, "oflameron-loop"))  # the same dice for every start compared
    total, judged = 0.0, 0.0
    length = state.columns
    rivals = state.players - 1
    rival_end = 1.0 - (1.0 - LOOP_RIVAL_HAZARD) ** rivals  # chance per move that a rival ends the game
    for _ in range(LOOP_ROLLOUTS):
        track = list(state.field[0])
        pile = list(unseen)
        value = score
        where = position
        ended = False
        if not placed:
            value, ended = outlook.effect(track[where], value)
        steps = 0
        while not ended and steps < LOOP_HORIZON:
            if rivals and rng.random() < rival_end:
                break
            die = rng.die(state.sides)
            pile.append(track[where])
            track[where] = pile.pop(rng.below(len(pile)))
            where = (where + die) % length
            value, ended = outlook.effect(track[where], value)
            steps += 1
        total += value
        judged += value - LOOP_BUST_PENALTY if rivals and value < 0 else value  # last place, however small the minus
    return judged / LOOP_ROLLOUTS, total / LOOP_ROLLOUTS


__all__ = ["Advice", "advise", "bot_move", "easy_move", "normal_move", "unseen_cards"]
