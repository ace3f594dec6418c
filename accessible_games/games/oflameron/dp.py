"""The paper sheet solved exactly: expected final score of a marker on every cell, for every score.

Let f[r][c](s) be the expected final score of a player whose (only) marker stands on row r,
column c with score s, before the next roll, when the player always picks the better direction.
On the top row the sheet is used up, so f = s. Below it,

    f[r][c](s) = mean over the die d of max(enter(r+1, c-d, s), enter(r+1, c+d, s))

where enter applies the cell's value: a number, P, T or B adds its points (a negative result
ends the game with that score), Z continues from 0, END ends the game with s. X is valued as
declined (the offer of an extra marker is judged apart, see bots.py).

Scores are integers. Below a row's safe score (the most the rows above can still take away)
f is a table over every score. From the safe score up no path can end below zero, so for any
fixed way of playing the final score is linear in s (slope: the chance of never meeting Z), and
f, the best of finitely many such lines, is convex and piecewise linear: it is kept as its
corners (tail.py) while they stay few, which they do on the upper rows, where the scores run
into thousands; lower rows, with more corners but smaller scores, stay plain tables. This is
exact; the tests check it against brute force and against plain tables.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import END, fixed_points
from .tail import Tail, maximum, mean

Sheet = tuple[tuple[str, ...], ...]
MAX_CORNERS = 100  # above this many corners a row is cheaper as a plain table


def cell_gain(cell: str) -> int:
    """The most a cell can add to a score (0 for cells that never add)."""
    points = fixed_points(cell, "sheet")
    return max(0, points or 0)


def cell_loss(cell: str) -> int:
    """The most a cell can take from a score without zeroing it (Z is not a loss below zero)."""
    points = fixed_points(cell, "sheet")
    return max(0, -(points or 0))


@dataclass
class SheetTable:
    """f for one sheet and one die: a table below each row's safe score, corners above it."""

    sheet: Sheet
    sides: int
    base: int
    limits: list[int]  # the highest score reachable on each row
    safe: list[int]  # from this score up, nothing on the rows above can end the game below zero
    dense: list[list[list[float]]]  # f[r][c](s) for s below min(safe, limit + 1)
    tails: list[list[Tail | None]]  # f[r][c] from the safe score up (None when never reached)

    def covers(self, row: int, score: int) -> bool:
        """True when the table holds f[row][.](score) (row -1: before the marker is placed)."""
        if row < 0:
            return 0 <= score <= self.base
        return 0 <= score < len(self.dense[row][0]) or (self.tails[row][0] is not None and score >= self.safe[row])

    def stay(self, row: int, column: int, score: int) -> float:
        """Expected final score standing on (row, column) with `score`, before the next roll."""
        table = self.dense[row][column]
        if score < len(table):
            return table[score]
        tail = self.tails[row][column]
        assert tail is not None and score >= self.safe[row]
        return tail.at(score)

    def enter(self, row: int, column: int, score: int) -> float:
        """Expected final score of stepping onto (row, column) with `score` before its value counts."""
        column %= len(self.sheet[row])
        cell = self.sheet[row][column]
        points = fixed_points(cell, "sheet")
        if points is not None:
            after = score + points
            return float(after) if after < 0 else self.stay(row, column, after)
        if cell == "Z":
            return self.stay(row, column, 0)
        if cell == END:
            return float(score)
        return self.stay(row, column, score)  # X, valued as declined

    def values(self, row: int, column: int, low: int, high: int) -> list[float]:
        """f[row][column] at every score of [low, high)."""
        table = self.dense[row][column]
        out = table[low:high] if low < len(table) else []
        if high > len(table):
            tail = self.tails[row][column]
            assert tail is not None
            out = out + tail.values(max(low, len(table)), high)
        return out


def solve(sheet: Sheet, sides: int, base: int = 0) -> SheetTable:
    """Fill f for every cell of `sheet`, for scores up to `base` plus the most each row can add."""
    rows, columns = len(sheet), len(sheet[0])
    limits: list[int] = []
    reach = base
    for cells in sheet:
        reach += max(cell_gain(cell) for cell in cells)
        limits.append(reach)
    safe = [0] * rows
    for row in range(rows - 2, -1, -1):
        safe[row] = safe[row + 1] + max(cell_loss(cell) for cell in sheet[row + 1])
    table = SheetTable(sheet, sides, base, limits, safe, [[] for _ in range(rows)], [[] for _ in range(rows)])
    table.dense[-1] = [[] for _ in range(columns)]
    table.tails[-1] = [Tail([0.0], [0.0], 1.0) for _ in range(columns)]
    corners = True  # corners are kept while they stay few; below, plain tables are cheaper
    for row in range(rows - 1, 0, -1):
        below = row - 1
        tails: list[Tail | None] = [None] * columns
        if corners and safe[below] <= limits[below]:
            entering_tails = [_entering_tail(table, row, c, safe[below]) for c in range(columns)]
            tails = [_mean_best_tail(entering_tails, c, sides, columns) for c in range(columns)]
            if max(len(t.xs) for t in tails if t is not None) > MAX_CORNERS:
                corners, tails = False, [None] * columns
        elif safe[below] <= limits[below]:
            corners = False
        size = limits[below] + 1 if tails[0] is None else min(safe[below], limits[below] + 1)
        entering = [_entering(table, row, c, size) for c in range(columns)]
        table.dense[below] = [_mean_best(entering, c, sides, columns) for c in range(columns)]
        table.safe[below] = safe[below] if tails[0] is not None else limits[below] + 1
        table.tails[below] = tails
    return table


def _entering(table: SheetTable, row: int, column: int, size: int) -> list[float]:
    """enter(row, column, s) for s in 0..size-1."""
    cell = table.sheet[row][column]
    points = fixed_points(cell, "sheet")
    if points is not None:
        if points >= 0:
            return table.values(row, column, points, points + size)
        lost = min(-points, size)
        return [float(s + points) for s in range(lost)] + table.values(row, column, 0, size - lost)
    if cell == "Z":
        return [table.stay(row, column, 0)] * size
    if cell == END:
        return [float(s) for s in range(size)]
    return table.values(row, column, 0, size)


def _entering_tail(table: SheetTable, row: int, column: int, start: int) -> Tail:
    """enter(row, column, s) for s from `start` (a safe score of the row below) up."""
    cell = table.sheet[row][column]
    points = fixed_points(cell, "sheet")
    if cell == "Z":
        return Tail([float(start)], [table.stay(row, column, 0)], 0.0)
    if cell == END:
        return Tail([float(start)], [float(start)], 1.0)
    tail = table.tails[row][column]
    assert tail is not None
    return tail.shifted(points or 0).clipped(float(start))


def _mean_best(entering: list[list[float]], column: int, sides: int, columns: int) -> list[float]:
    """Mean over the die of the better of the two directions, for every score."""
    pairs: list[list[float]] = []
    for d in range(1, sides + 1):
        pairs.append(entering[(column - d) % columns])
        pairs.append(entering[(column + d) % columns])
    scale = 1.0 / sides
    if sides == 6:
        return [
            (
                (a if a > b else b)
                + (c if c > d else d)
                + (e if e > f else f)
                + (g if g > h else h)
                + (i if i > j else j)
                + (k if k > l else l)
            )
            * scale
            for a, b, c, d, e, f, g, h, i, j, k, l in zip(*pairs)
        ]
    if sides == 3:
        return [
            ((a if a > b else b) + (c if c > d else d) + (e if e > f else f)) * scale
            for a, b, c, d, e, f in zip(*pairs)
        ]
    return [sum(max(v[2 * i], v[2 * i + 1]) for i in range(sides)) * scale for v in zip(*pairs)]


def _mean_best_tail(entering: list[Tail], column: int, sides: int, columns: int) -> Tail:
    """The same mean of maxima, on the corners of the tails."""
    return mean(
        [maximum(entering[(column - d) % columns], entering[(column + d) % columns]) for d in range(1, sides + 1)]
    )


_CACHE: dict[tuple[Sheet, int], SheetTable] = {}


def table_for(sheet: Sheet, sides: int, row: int, score: int) -> SheetTable:
    """The solved table of `sheet`, computed once per sheet and die while it covers (row, score)."""
    key = (sheet, sides)
    table = _CACHE.get(key)
    if table is not None and table.covers(row, score):
        return table
    reach_before = 0 if row < 0 else sum(max(cell_gain(c) for c in r) for r in sheet[: row + 1])
    base = max(0, score - reach_before)
    if table is not None:
        base = max(base, 2 * table.base)
    table = solve(sheet, sides, base)
    if len(_CACHE) >= 2:
        _CACHE.clear()
    _CACHE[key] = table
    return table


def expected_start(table: SheetTable) -> float:
    """Expected final score of a solo game when the marker starts on the best bottom cell."""
    return max(table.enter(0, c, 0) for c in range(len(table.sheet[0])))
