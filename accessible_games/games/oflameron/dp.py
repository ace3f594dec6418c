"""The paper sheet solved exactly: expected final score of a marker on every cell, for every score.

Let f[r][c][s] be the expected final score of a player whose (only) marker stands on row r,
column c with score s, before the next roll, when the player always picks the better direction.
On the top row the sheet is used up, so f = s. Below it,

    f[r][c][s] = mean over the die d of max(enter(r+1, c-d, s), enter(r+1, c+d, s))

where enter applies the cell's value: a number, P, T or B adds its points (a negative result
ends the game with that score), Z continues from 0, END ends the game with s. X is valued as
declined (the offer of an extra marker is judged apart, see bots.py). Scores are integers, so
each f[r][c] is a table over 0..M[r], M[r] being the highest score reachable on row r. This is
exact for one player on one marker; the brute force in the tests checks it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import END, fixed_points

Sheet = tuple[tuple[str, ...], ...]


def cell_gain(cell: str) -> int:
    """The most a cell can add to a score (0 for cells that never add)."""
    points = fixed_points(cell, "sheet")
    return max(0, points or 0)


@dataclass
class SheetTable:
    """f[r][c] as lists over scores 0..limits[r] for one sheet and one die."""

    sheet: Sheet
    sides: int
    base: int
    limits: list[int]
    values: list[list[list[float]]]

    def covers(self, row: int, score: int) -> bool:
        """True when the table holds f[row][.][score] (row -1: before the marker is placed)."""
        limit = self.base if row < 0 else self.limits[row]
        return 0 <= score <= limit

    def stay(self, row: int, column: int, score: int) -> float:
        """Expected final score standing on (row, column) with `score`, before the next roll."""
        return self.values[row][column][score]

    def enter(self, row: int, column: int, score: int) -> float:
        """Expected final score of stepping onto (row, column) with `score` before its value counts."""
        cell = self.sheet[row][column % len(self.sheet[row])]
        column %= len(self.sheet[row])
        points = fixed_points(cell, "sheet")
        if points is not None:
            after = score + points
            return float(after) if after < 0 else self.values[row][column][after]
        if cell == "Z":
            return self.values[row][column][0]
        if cell == END:
            return float(score)
        return self.values[row][column][score]  # X, valued as declined


def solve(sheet: Sheet, sides: int, base: int = 0) -> SheetTable:
    """Fill f for every cell of `sheet`, for scores up to `base` plus the most each row can add."""
    rows, columns = len(sheet), len(sheet[0])
    limits: list[int] = []
    reach = base
    for row in sheet:
        reach += max(cell_gain(cell) for cell in row)
        limits.append(reach)
    values: list[list[list[float]]] = [[] for _ in range(rows)]
    top = [float(s) for s in range(limits[-1] + 1)]
    values[-1] = [top for _ in range(columns)]
    for row in range(rows - 1, 0, -1):
        size = limits[row - 1] + 1
        entering = [_entering(sheet[row][c], values[row][c], size) for c in range(columns)]
        values[row - 1] = [_mean_best(entering, c, sides, columns) for c in range(columns)]
    return SheetTable(sheet, sides, base, limits, values)


def _entering(cell: str, after: list[float], size: int) -> list[float]:
    """enter(cell, s) for s in 0..size-1, given f on that cell."""
    points = fixed_points(cell, "sheet")
    if points is not None:
        if points >= 0:
            return after[points : points + size]
        lost = min(-points, size)
        return [float(s + points) for s in range(lost)] + after[: size - lost]
    if cell == "Z":
        return [after[0]] * size
    if cell == END:
        return [float(s) for s in range(size)]
    return after[:size]


def _mean_best(entering: list[list[float]], column: int, sides: int, columns: int) -> list[float]:
    """Mean over the die of the better of the two directions, for every score."""
    pairs: list[list[float]] = []
    for d in range(1, sides + 1):
        pairs.append(entering[(column - d) % columns])
        pairs.append(entering[(column + d) % columns])
    scale = 1.0 / sides
    if sides == 6:
        return [
            ((a if a > b else b) + (c if c > d else d) + (e if e > f else f) + (g if g > h else h) + (i if i > j else j) + (k if k > l else l)) * scale
            for a, b, c, d, e, f, g, h, i, j, k, l in zip(*pairs)
        ]
    if sides == 3:
        return [
            ((a if a > b else b) + (c if c > d else d) + (e if e > f else f)) * scale for a, b, c, d, e, f in zip(*pairs)
        ]
    return [sum(max(v[2 * i], v[2 * i + 1]) for i in range(sides)) * scale for v in zip(*pairs)]


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
