"""The paper sheet solved exactly with X offers: every marker, every offer, every score.

dp.py values a sheet for one marker with every X declined. Taking an X's extra marker (pay 500,
place it on any cell of that row) gives two markers that share one score, and from then on the
markers' choices depend on each other (a Z from either zeroes both), so the value is no longer one
marker's table. This module takes the expectation over every die of every marker in the rules'
order and the best of every choice (each direction, each offer: decline or each cell), with the
score exact, memoized on (markers, base row, marker to play, score).

Assumption: the other players never end the game early (each player's value is that of a solo game
on the same sheet: their ends, a negative score or END, are not foreseen). With one player it is exact.

The search has a budget of positions: when the rest of the game is too large (two or more markers far
from the top of a full sheet, where the positions number in the millions), `Solver.value` raises
`TooLarge` and the bot falls back on dp.py's table with the offer's own estimate (bots.py). A marker
alone on the sheet with no X left above it is answered by dp.py's table, which is then exact.
"""

from __future__ import annotations

from .cards import EXTRA, MARKER_PRICE, SHEET, landed
from .dp import SheetTable

BUDGET = 2_000  # positions solved at most for one question (about 0.1 s of CPU)


class TooLarge(Exception):
    """The rest of the game has more positions than the budget allows."""


Markers = tuple[tuple[int, int], ...]  # (row, column) of each marker, in the rules' order


class Solver:
    """Exact expected final score of a solo paper-sheet game from any position of one player."""

    def __init__(
        self, sheet: tuple[tuple[str, ...], ...], sides: int, table: SheetTable | None = None, budget: int = BUDGET
    ) -> None:
        self.sheet = sheet
        self.sides = sides
        self.rows = len(sheet)
        self.columns = len(sheet[0])
        self.table = table
        self.budget = budget
        self.memo: dict[tuple[Markers, int, int, int], float] = {}
        self.spent = 0  # positions solved for the current question
        self.too_large: tuple[int, int] | None = None  # (base row, markers) of the last question over budget
        # the lowest row from which no X lies above (a lone marker there is dp.py's exact case)
        self.clear_from = next((r for r in range(self.rows - 1, -1, -1) if EXTRA in sheet[r]), -1)

    # --- the turn, as the rules play it ------------------------------------------------------
    def value(self, markers: Markers, base: int, index: int, score: int) -> float:
        """Expected final score before marker `index` (on row `base`) rolls."""
        if len(markers) == 1 and base >= self.clear_from and self.table is not None and self.table.covers(base, score):
            row, column = markers[0]
            return self.table.stay(row, column, score)
        key = (markers, base, index, score)
        known = self.memo.get(key)
        if known is not None:
            return known
        self.spent += 1
        if self.spent > self.budget:
            raise TooLarge
        total = 0.0
        for die in range(1, self.sides + 1):
            total += max(self.moved(markers, base, index, score, steps) for steps in (-die, die))
        value = total / self.sides
        self.memo[key] = value
        return value

    def moved(self, markers: Markers, base: int, index: int, score: int, steps: int) -> float:
        """Expected final score after marker `index` moves `steps` columns onto the next row."""
        row, column = base + 1, (markers[index][1] + steps) % self.columns
        after = markers[:index] + ((row, column),) + markers[index + 1 :]
        cell = self.sheet[row][column]
        reached, ended = landed(cell, score, SHEET)
        if ended:
            return float(reached)
        if cell == EXTRA and reached >= MARKER_PRICE[SHEET]:
            return max(self.offer(after, base, index, reached, c) for c in [None, *range(self.columns)])
        return self.following(after, base, index, reached)

    def offer(self, markers: Markers, base: int, index: int, score: int, column: int | None) -> float:
        """An X's offer: decline (column None) or pay 500 for a marker on `column` of the X's row."""
        if column is None:
            return self.following(markers, base, index, score)
        row = base + 1
        reached, ended = landed(self.sheet[row][column], score - MARKER_PRICE[SHEET], SHEET)
        if ended:
            return float(reached)
        return self.following(markers + ((row, column),), base, index, reached)

    def following(self, markers: Markers, base: int, index: int, score: int) -> float:
        """After a marker moved: the next marker on the base row rolls, or the next turn starts."""
        nxt = index + 1
        while nxt < len(markers) and markers[nxt][0] != base:
            nxt += 1
        if nxt < len(markers):
            return self.value(markers, base, nxt, score)
        if base + 1 >= self.rows - 1:
            return float(score)  # the top row is played: the sheet is used up
        return self.value(markers, base + 1, 0, score)

    # --- the questions the bot asks ----------------------------------------------------------
    def placed(self, column: int, score: int) -> float:
        """Expected final score of putting the first marker on `column` of the bottom row."""
        reached, ended = landed(self.sheet[0][column], score, SHEET)
        if ended:
            return float(reached)
        if self.rows <= 1:
            return float(reached)
        return self.value(((0, column),), 0, 0, reached)
