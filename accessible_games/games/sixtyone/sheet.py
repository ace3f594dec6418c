"""The Sixty-One score sheet: six areas, their placement rules and acorns, and the leaf row.

Pure data and pure functions. A cell holds None (empty), a die value 1-6, or JOKER (an X).
Areas are numbered 1-6 as on the sheet; cells are 0-based inside an area.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

JOKER = 0

PUMPKINS, LILIES, MARSHMALLOWS, MUGS, FOX, MUSHROOMS = 1, 2, 3, 4, 5, 6
AREAS: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
AREA_KEYS: dict[int, str] = {
    PUMPKINS: "pumpkins",
    LILIES: "lilies",
    MARSHMALLOWS: "marshmallows",
    MUGS: "mugs",
    FOX: "fox",
    MUSHROOMS: "mushrooms",
}
CELLS: dict[int, int] = {PUMPKINS: 4, LILIES: 5, MARSHMALLOWS: 5, MUGS: 6, FOX: 6, MUSHROOMS: 5}

LILY_ACORNS = (1, 1, 2, 2, 3)
MUG_ACORNS = (1, 1, 1, 2, 1, 1)
FOX_ACORNS = (1, 1, 1, 2, 2, 4)
MUSHROOM_ACORNS = (1, 2, 2, 2, 3)
PUMPKIN_ACORNS = 3
SKEWERS: tuple[tuple[int, ...], ...] = ((0, 1), (2, 3, 4))
SKEWER_ACORNS = (3, 5)

# Fox den: cells 0-2 bottom (left to right), 3-4 middle, 5 top.
FOX_BELOW: dict[int, tuple[int, ...]] = {3: (0, 1), 4: (1, 2), 5: (3, 4)}
FOX_TOUCH: dict[int, tuple[int, ...]] = {
    0: (1, 3),
    1: (0, 2, 3, 4),
    2: (1, 4),
    3: (0, 1, 4, 5),
    4: (1, 2, 3, 5),
    5: (3, 4),
}

FIRST_BONUS = 3
LEAF_ACORNS: dict[int, int] = {21: 2, 41: 3, 61: 5}
LEAF_JOKERS: frozenset[int] = frozenset({11, 31, 51})
LEAF_MARKS: tuple[int, ...] = (11, 21, 31, 41, 51, 61)
LEAF_END = 61
LEAVES = 20

Cell = int | None


def skewer_of(cell: int) -> int:
    """Index of the marshmallow skewer (0 left, 1 right) that holds `cell`."""
    return 0 if cell < 2 else 1


def next_empty(cells: list[Cell]) -> int | None:
    """First empty cell of an in-order area (lilies, mushrooms), None when full."""
    for index, value in enumerate(cells):
        if value is None:
            return index
    return None


def cell_open(area: int, cells: list[Cell], cell: int, value: int) -> bool:
    """True when `value` (1-6, or JOKER) may be written in `cell` of `area` now."""
    if cells[cell] is not None:
        return False
    joker = value == JOKER
    if area == PUMPKINS:
        partner = cells[cell ^ 1]
        return joker or partner is None or partner == JOKER or partner == value
    if area == LILIES:
        return cell == next_empty(cells) and (joker or value not in cells[:cell])
    if area == MARSHMALLOWS:
        skewer = SKEWERS[skewer_of(cell)]
        return joker or all(cells[other] in (None, JOKER, value) for other in skewer)
    if area == MUGS:
        return joker or value == cell + 1
    if area == FOX:
        if any(cells[below] is None for below in FOX_BELOW.get(cell, ())):
            return False
        return joker or all(cells[other] != value for other in FOX_TOUCH[cell])
    if area == MUSHROOMS:
        if cell != next_empty(cells):
            return False
        previous = cells[cell - 1] if cell else None
        return joker or previous is None or previous == JOKER or (value - previous) % 6 in (1, 5)
    raise ValueError(f"area {area}")


def open_cells(area: int, cells: list[Cell], value: int) -> list[int]:
    """Every cell of `area` where `value` (or JOKER) may be written now."""
    return [cell for cell in range(len(cells)) if cell_open(area, cells, cell, value)]


def area_acorns(area: int, cells: list[Cell]) -> int:
    """Acorns the filled cells of one area are worth (area bonuses not included)."""
    filled = [value is not None for value in cells]
    if area == PUMPKINS:
        return PUMPKIN_ACORNS * sum(1 for pair in (0, 2) if filled[pair] and filled[pair + 1])
    if area == MARSHMALLOWS:
        return sum(acorns for skewer, acorns in zip(SKEWERS, SKEWER_ACORNS) if all(filled[c] for c in skewer))
    table = {LILIES: LILY_ACORNS, MUGS: MUG_ACORNS, FOX: FOX_ACORNS, MUSHROOMS: MUSHROOM_ACORNS}[area]
    return sum(acorns for acorns, full in zip(table, filled) if full)


def write_gain(area: int, cells: list[Cell], cell: int, value: int) -> int:
    """Cell acorns that writing `value` (or JOKER) in `cell` adds to the area at once."""
    after = list(cells)
    after[cell] = value
    return area_acorns(area, after) - area_acorns(area, cells)


def cell_acorns(area: int, cell: int) -> int:
    """Acorns tied to one cell: its own value, or its pumpkin's or skewer's when it is a group."""
    if area == PUMPKINS:
        return PUMPKIN_ACORNS
    if area == MARSHMALLOWS:
        return SKEWER_ACORNS[skewer_of(cell)]
    return {LILIES: LILY_ACORNS, MUGS: MUG_ACORNS, FOX: FOX_ACORNS, MUSHROOMS: MUSHROOM_ACORNS}[area][cell]


def leaf_bonus_acorns(totals: list[int]) -> int:
    """Acorns from exact leaf totals 21, 41 and 61."""
    return sum(LEAF_ACORNS.get(total, 0) for total in totals)


def next_mark(total: int) -> int | None:
    """The next leaf value with a bonus above `total`, None past 61."""
    for mark in LEAF_MARKS:
        if mark > total:
            return mark
    return None


@dataclass
class Sheet:
    """One player's score sheet."""

    areas: list[list[Cell]] = field(default_factory=lambda: [[None] * CELLS[a] for a in AREAS])
    leaves: list[int] = field(default_factory=list)  # running total written in each leaf
    completed: list[int | None] = field(default_factory=lambda: [None] * 6)  # round an area was filled
    first: list[bool] = field(default_factory=lambda: [False] * 6)  # first-completion badges

    def cells(self, area: int) -> list[Cell]:
        """The cells of area 1-6."""
        return self.areas[area - 1]

    @property
    def total(self) -> int:
        """The current leaf total (0 before the first round)."""
        return self.leaves[-1] if self.leaves else 0

    def is_complete(self, area: int) -> bool:
        """True when every cell of the area is filled."""
        return all(value is not None for value in self.cells(area))

    def cell_acorns(self) -> int:
        """Acorns from cells in all areas."""
        return sum(area_acorns(area, self.cells(area)) for area in AREAS)

    def score(self) -> int:
        """Final-score acorns so far: cells, first-completion bonuses and leaf bonuses."""
        return self.cell_acorns() + FIRST_BONUS * sum(self.first) + leaf_bonus_acorns(self.leaves)

    def breakdown(self) -> dict[str, Any]:
        """Score by source: acorns of each area, area bonuses, leaf bonuses and the total."""
        return {
            "areas": [area_acorns(area, self.cells(area)) for area in AREAS],
            "first": FIRST_BONUS * sum(self.first),
            "leaves": leaf_bonus_acorns(self.leaves),
            "total": self.score(),
        }

    def any_open(self, value: int) -> bool:
        """True when `value` (or JOKER) fits some cell anywhere on the sheet."""
        return any(open_cells(area, self.cells(area), value) for area in AREAS)

    def to_json(self) -> dict[str, Any]:
        """Plain dict form."""
        return {
            "areas": [list(cells) for cells in self.areas],
            "leaves": list(self.leaves),
            "completed": list(self.completed),
            "first": list(self.first),
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> "Sheet":
        """Inverse of `to_json`."""
        return Sheet(
            [list(cells) for cells in data["areas"]],
            list(data["leaves"]),
            list(data["completed"]),
            list(data["first"]),
        )

    def copy(self) -> "Sheet":
        """An independent copy."""
        return Sheet([list(c) for c in self.areas], list(self.leaves), list(self.completed), list(self.first))
