"""The paper sheet with X offers: the hard bot's values against a brute force through the rules."""

from __future__ import annotations


import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.core.rng import Rng
from accessible_games.games.oflameron.bots import advise
from accessible_games.games.oflameron.cards import EXTRA, random_sheet
from accessible_games.games.oflameron.rules import MOVE, OFFER
from accessible_games.games.oflameron.view import observe
from oflameron_helpers import GAME, after, brute_force, make_state


def sheet_with_x(seed: int, rows: int, columns: int) -> list[list[str]]:
    """A small random sheet with X cells on, and at least one X above the bottom row."""
    rng = Rng(seed)
    field = random_sheet(rng, rows, columns, True)
    if not any(EXTRA in row for row in field[1:]):
        field[1 + seed % (rows - 1)][seed % columns] = EXTRA
    return field


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32), st.integers(3, 4), st.integers(3, 4), st.sampled_from(["3", "6"]))
def test_first_marker_and_its_value_equal_brute_force_with_x_cells(seed: int, rows: int, columns: int, die: str) -> None:
    """From the start, the hint's expected final score is the brute-force optimum, X offers included,
    and the start it picks reaches it."""
    if die == "6":
        rows = 3  # keep the brute force small
    field = sheet_with_x(seed, rows, columns)
    state = make_state("sheet", field, markers=[[]], rows=[[]], options={"die": die}, phase="place")
    state.markers, state.marker_rows = [[]], [[]]
    exact = brute_force(state)
    advice = advise(observe(state, 0))
    assert advice.expected == pytest.approx(exact, abs=1e-9)
    assert brute_force(after(state, advice.move)) == pytest.approx(exact, abs=1e-9)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 3), st.integers(500, 1200), st.integers(1, 3))
def test_moves_offers_and_several_markers_equal_brute_force(seed: int, die: int, score: int, markers: int) -> None:
    """With one to three markers on the row and a score that can pay for X, after a roll and at an
    offer, the hard bot's choice is the brute-force best and its value the brute-force value (three
    markers on a two-row sheet: one turn, every marker in order, offers between them)."""
    rows = {1: 4, 2: 3, 3: 2}[markers]
    field = sheet_with_x(seed, rows, 3)
    columns = [(seed >> (2 * i)) % 3 for i in range(markers)]
    state = make_state("sheet", field, scores=[score], markers=[columns], rows=[[0] * markers],
                       options={"die": "3"}, phase=MOVE, die=die)
    state.dice = [die]
    values = {repr(m): brute_force(after(state, m)) for m in GAME.legal_moves(state, 0)}
    advice = advise(observe(state, 0))
    assert values[repr(advice.move)] == pytest.approx(max(values.values()), abs=1e-9)
    assert advice.expected == pytest.approx(max(values.values()), abs=1e-9)
    for move in GAME.legal_moves(state, 0):  # any offer the move leads to is answered exactly too
        offered = after(state, move)
        if offered.phase == OFFER:
            options = {repr(m): brute_force(after(offered, m)) for m in GAME.legal_moves(offered, 0)}
            hint = advise(observe(offered, 0))
            assert options[repr(hint.move)] == pytest.approx(max(options.values()), abs=1e-9)
            assert hint.expected == pytest.approx(max(options.values()), abs=1e-9)


def test_an_x_worth_taking_is_taken_and_valued() -> None:
    """A sheet where the X's second marker is clearly worth 500: the hint steps onto the X, counts
    the extra marker in its expected score, then takes the offer."""
    field = [
        ["+1", "+1", "+1", "+1"],
        ["-5", "X", "-5", "-5"],
        ["T", "T", "T", "T"],
        ["T", "T", "T", "T"],
    ]
    state = make_state("sheet", field, scores=[600], markers=[[0]], rows=[[0]], options={"die": "3"}, phase=MOVE, die=1)
    state.dice = [1]
    advice = advise(observe(state, 0))
    assert advice.move == {"kind": "move", "steps": 1}
    assert advice.expected == pytest.approx(brute_force(state))
    offered = after(state, advice.move)
    assert offered.phase == OFFER
    assert advise(observe(offered, 0)).move["kind"] == "extra"
