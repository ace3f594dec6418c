"""Sixty-One: the placement rule and the acorns of each of the six areas, edge cases included."""

from __future__ import annotations

import pytest

from accessible_games.games.sixtyone.sheet import (
    CELLS,
    FOX,
    JOKER,
    LILIES,
    MARSHMALLOWS,
    MUGS,
    MUSHROOMS,
    PUMPKINS,
    Sheet,
    area_acorns,
    cell_open,
    open_cells,
)

X = JOKER
_ = None


def test_sheet_has_31_cells_and_51_cell_acorns_at_most() -> None:
    """Six areas of 4, 5, 5, 6, 6 and 5 cells; a full sheet would be worth 51 cell acorns."""
    sheet = Sheet()
    assert [len(sheet.cells(a)) for a in range(1, 7)] == [4, 5, 5, 6, 6, 5]
    assert sum(CELLS.values()) == 31
    full = {
        PUMPKINS: [2, 2, 5, 5],
        LILIES: [1, 2, 3, 4, 5],
        MARSHMALLOWS: [3, 3, 6, 6, 6],
        MUGS: [1, 2, 3, 4, 5, 6],
        FOX: [1, 2, 1, 3, 4, 1],
        MUSHROOMS: [1, 2, 3, 4, 5],
    }
    assert sum(area_acorns(area, cells) for area, cells in full.items()) == 51


# --- pumpkins -------------------------------------------------------------------------------


def test_pumpkin_either_cell_first_then_the_same_value() -> None:
    """Any value opens either cell of an empty pumpkin; its partner then needs that same value."""
    assert open_cells(PUMPKINS, [_, _, _, _], 4) == [0, 1, 2, 3]
    assert open_cells(PUMPKINS, [_, 4, _, _], 4) == [0, 2, 3]
    assert open_cells(PUMPKINS, [_, 4, _, _], 5) == [2, 3]


def test_second_pumpkin_may_start_before_the_first_is_done() -> None:
    """You need not finish one pumpkin before starting the other."""
    assert cell_open(PUMPKINS, [3, _, _, _], 2, 6)
    assert cell_open(PUMPKINS, [3, _, _, _], 3, 6)


def test_pumpkin_joker_matches_anything_both_ways() -> None:
    """An X partner accepts any value, and an X fits beside any value."""
    assert open_cells(PUMPKINS, [X, _, _, _], 6) == [1, 2, 3]
    assert cell_open(PUMPKINS, [5, _, _, _], 1, JOKER)


def test_pumpkin_acorns_only_for_full_pairs() -> None:
    """3 acorns per pumpkin with both cells filled, nothing for a half pumpkin."""
    assert area_acorns(PUMPKINS, [4, _, _, _]) == 0
    assert area_acorns(PUMPKINS, [4, 4, _, _]) == 3
    assert area_acorns(PUMPKINS, [4, 4, X, 1]) == 6


# --- water lilies ---------------------------------------------------------------------------


def test_lilies_in_order_only_the_next_one() -> None:
    """Only the next empty lily is open."""
    assert open_cells(LILIES, [_, _, _, _, _], 3) == [0]
    assert open_cells(LILIES, [1, 2, _, _, _], 3) == [2]


def test_lily_differs_from_every_earlier_lily() -> None:
    """A value already on any earlier lily is refused, not just the previous one."""
    cells = [1, 2, 3, _, _]
    assert not cell_open(LILIES, cells, 3, 1)
    assert not cell_open(LILIES, cells, 3, 3)
    assert cell_open(LILIES, cells, 3, 4)


def test_lily_joker_never_conflicts() -> None:
    """An X is accepted anywhere in turn and blocks no value afterwards."""
    assert cell_open(LILIES, [1, 2, _, _, _], 2, JOKER)
    assert cell_open(LILIES, [1, X, _, _, _], 2, 6)
    assert cell_open(LILIES, [1, X, X, _, _], 3, 4)


def test_lily_acorns() -> None:
    """1, 1, 2, 2 and 3 acorns."""
    assert area_acorns(LILIES, [1, _, _, _, _]) == 1
    assert area_acorns(LILIES, [1, 2, 3, _, _]) == 4
    assert area_acorns(LILIES, [1, 2, 3, 4, X]) == 9


# --- marshmallows ---------------------------------------------------------------------------


def test_skewer_any_empty_cell_and_equal_values() -> None:
    """Any empty cell of a skewer; every number on that skewer must be equal."""
    cells = [_, _, _, _, _]
    assert open_cells(MARSHMALLOWS, cells, 2) == [0, 1, 2, 3, 4]
    cells = [_, _, _, 5, _]
    assert open_cells(MARSHMALLOWS, cells, 5) == [0, 1, 2, 4]
    assert open_cells(MARSHMALLOWS, cells, 4) == [0, 1]


def test_skewers_are_independent() -> None:
    """The left skewer may hold a different number from the right one."""
    cells = [3, _, 6, _, _]
    assert cell_open(MARSHMALLOWS, cells, 1, 3)
    assert not cell_open(MARSHMALLOWS, cells, 1, 6)
    assert cell_open(MARSHMALLOWS, cells, 3, 6)
    assert not cell_open(MARSHMALLOWS, cells, 3, 3)


def test_skewer_with_a_joker_still_needs_equal_numbers() -> None:
    """X never conflicts, but the numbers around it must still be equal."""
    cells = [_, _, X, 4, _]
    assert cell_open(MARSHMALLOWS, cells, 4, 4)
    assert not cell_open(MARSHMALLOWS, cells, 4, 5)
    assert open_cells(MARSHMALLOWS, [_, _, X, _, _], 1) == [0, 1, 3, 4]


def test_skewer_acorns_only_when_full() -> None:
    """Left skewer 3, right skewer 5, and nothing for a partial skewer."""
    assert area_acorns(MARSHMALLOWS, [2, _, 5, 5, _]) == 0
    assert area_acorns(MARSHMALLOWS, [2, 2, 5, 5, _]) == 3
    assert area_acorns(MARSHMALLOWS, [2, _, 5, X, 5]) == 5
    assert area_acorns(MARSHMALLOWS, [2, X, 5, X, 5]) == 8


# --- mugs -----------------------------------------------------------------------------------


@pytest.mark.parametrize("value", range(1, 7))
def test_mug_takes_only_its_number(value: int) -> None:
    """Mug n accepts only n."""
    assert open_cells(MUGS, [_] * 6, value) == [value - 1]


def test_mug_joker_anywhere_and_acorns() -> None:
    """X fits any empty mug; mugs give 1 acorn each, mug 4 gives 2."""
    assert open_cells(MUGS, [1, _, _, _, _, _], JOKER) == [1, 2, 3, 4, 5]
    assert area_acorns(MUGS, [1, _, _, X, _, _]) == 3
    assert area_acorns(MUGS, [1, 2, 3, 4, 5, 6]) == 7


# --- fox den --------------------------------------------------------------------------------


def test_fox_bottom_open_at_once_upper_rows_wait() -> None:
    """Bottom cells are open; a middle cell waits for both cells below it, the top for both middles."""
    assert open_cells(FOX, [_] * 6, 3) == [0, 1, 2]
    assert open_cells(FOX, [1, 2, _, _, _, _], 3) == [2, 3]
    assert open_cells(FOX, [1, 2, 1, _, _, _], 3) == [3, 4]
    assert open_cells(FOX, [1, 2, 1, 3, _, _], 5) == [4]
    assert open_cells(FOX, [1, 2, 1, 3, 4, _], 5) == [5]


def test_fox_bottom_neighbours_differ_but_ends_may_match() -> None:
    """Bottom 1-2 and 2-3 touch; bottom 1 and bottom 3 do not."""
    assert not cell_open(FOX, [4, _, _, _, _, _], 1, 4)
    assert not cell_open(FOX, [_, 4, _, _, _, _], 2, 4)
    assert cell_open(FOX, [4, _, _, _, _, _], 2, 4)


def test_fox_middle_cells_differ_from_below_and_from_each_other() -> None:
    """Middle left differs from bottom 1, bottom 2 and middle right; but not from bottom 3."""
    cells = [1, 2, 3, _, 4, _]
    assert not cell_open(FOX, cells, 3, 1)
    assert not cell_open(FOX, cells, 3, 2)
    assert not cell_open(FOX, cells, 3, 4)
    assert cell_open(FOX, cells, 3, 3)
    cells = [1, 2, 3, 5, _, _]
    assert not cell_open(FOX, cells, 4, 2)
    assert not cell_open(FOX, cells, 4, 3)
    assert not cell_open(FOX, cells, 4, 5)
    assert cell_open(FOX, cells, 4, 1)


def test_fox_top_differs_from_both_middles_only() -> None:
    """The top touches the two middle cells, not the bottom row."""
    cells = [1, 2, 1, 3, 4, _]
    assert not cell_open(FOX, cells, 5, 3)
    assert not cell_open(FOX, cells, 5, 4)
    assert cell_open(FOX, cells, 5, 2)


def test_fox_joker_never_conflicts_and_opens_cells_above() -> None:
    """X fits an open cell whatever its neighbours, counts as filled, and conflicts with nothing."""
    cells = [X, 2, _, _, _, _]
    assert cell_open(FOX, cells, 3, 2) is False
    assert cell_open(FOX, cells, 3, 5)
    assert cell_open(FOX, cells, 3, JOKER)
    assert not cell_open(FOX, [_, 2, _, _, _, _], 3, JOKER)


def test_fox_acorns() -> None:
    """Bottom 1, middle 2, top 4."""
    assert area_acorns(FOX, [1, 2, 1, _, _, _]) == 3
    assert area_acorns(FOX, [1, 2, 1, 3, 4, 1]) == 11


# --- mushrooms ------------------------------------------------------------------------------


def test_mushrooms_in_order_first_takes_any_value() -> None:
    """Only the next mushroom; the first accepts any value."""
    for value in range(1, 7):
        assert open_cells(MUSHROOMS, [_] * 5, value) == [0]


def test_mushroom_next_differs_by_exactly_one() -> None:
    """After a 3 only 2 or 4."""
    cells = [3, _, _, _, _]
    assert [v for v in range(1, 7) if cell_open(MUSHROOMS, cells, 1, v)] == [2, 4]


def test_mushroom_six_and_one_are_neighbours() -> None:
    """6 then 1 and 1 then 6 are legal: the sequence wraps."""
    assert [v for v in range(1, 7) if cell_open(MUSHROOMS, [6, _, _, _, _], 1, v)] == [1, 5]
    assert [v for v in range(1, 7) if cell_open(MUSHROOMS, [1, _, _, _, _], 1, v)] == [2, 6]


def test_mushroom_after_a_joker_any_value() -> None:
    """After an X the next mushroom takes any value; the one after follows it again."""
    cells = [2, X, _, _, _]
    assert [v for v in range(1, 7) if cell_open(MUSHROOMS, cells, 2, v)] == [1, 2, 3, 4, 5, 6]
    assert [v for v in range(1, 7) if cell_open(MUSHROOMS, [2, X, 5, _, _], 3, v)] == [4, 6]


def test_mushroom_acorns() -> None:
    """1, 2, 2, 2 and 3 acorns."""
    assert area_acorns(MUSHROOMS, [2, _, _, _, _]) == 1
    assert area_acorns(MUSHROOMS, [2, 3, 4, 5, 6]) == 10


def test_filled_cell_is_never_open() -> None:
    """Nothing, not even a joker, goes into a filled cell."""
    assert not cell_open(MUGS, [1, _, _, _, _, _], 0, JOKER)
    assert not cell_open(PUMPKINS, [2, _, _, _], 0, 2)
