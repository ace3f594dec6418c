"""The exact searches against a brute force through the rules: the paper sheet with X offers, and the
card grid's last round."""

from __future__ import annotations

import copy
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.core.rng import Rng
from accessible_games.games.oflameron.bots import advise
from accessible_games.games.oflameron.cards import EXTRA, random_sheet, standard_deck
from accessible_games.games.oflameron.rules import MOVE, OFFER, OflameronState
from accessible_games.games.oflameron.view import observe
from oflameron_helpers import GAME, after, brute_force, make_state, moving


def sheet_with_x(seed: int, rows: int, columns: int) -> list[list[str]]:
    """A small random sheet with X cells on, and at least one X above the bottom row."""
    rng = Rng(seed)
    field = random_sheet(rng, rows, columns, True)
    if not any(EXTRA in row for row in field[1:]):
        field[1 + seed % (rows - 1)][seed % columns] = EXTRA
    return field


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32), st.integers(3, 4), st.integers(3, 4), st.sampled_from(["3", "6"]))
def test_first_marker_and_its_value_equal_brute_force_with_x_cells(
    seed: int, rows: int, columns: int, die: str
) -> None:
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
    state = make_state(
        "sheet",
        field,
        scores=[score],
        markers=[columns],
        rows=[[0] * markers],
        options={"die": "3"},
        phase=MOVE,
        die=die,
    )
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


# --- the card grid's last round (endgame.py) ------------------------------------------------
def last_round_brute_force(state: OflameronState) -> float:
    """Expected final score of a solo last round of the grid, played by the rules: every die, every move,
    every marker bought, and a B reached by a move drawing each card the deck may give (the deck holds
    exactly the cards not face up, as in a real game)."""
    if GAME.is_over(state):
        return float(state.scores[0])
    if state.phase == MOVE:
        return max(by_chance(state, m) for m in GAME.legal_moves(state, 0))
    total = 0.0
    for die in range(1, state.sides + 1):
        copy = GAME.from_json(GAME.to_json(state))
        copy.phase, copy.die, copy.dice = MOVE, die, [*copy.dice, die]
        total += last_round_brute_force(copy)
    value = total / state.sides
    buys = [m for m in GAME.legal_moves(state, 0) if m["kind"] == "buy"]
    return max([value] + [by_chance(state, m) for m in buys])


def by_chance(state: OflameronState, move: dict[str, int]) -> float:
    """`move` played by the rules; when it reaches a B, averaged over the card the deck puts on top."""
    column = (state.markers[0][state.marker] + move["steps"]) if move["kind"] == "move" else move["column"]
    if state.field[0][column % state.columns] != "B":
        return last_round_brute_force(after(state, move))
    drawable = [card for card in state.deck if card not in ("B", "END")]
    total = 0.0
    for card in sorted(set(drawable)):
        copy = GAME.from_json(GAME.to_json(state))
        copy.deck.remove(card)
        copy.deck.append(card)  # the next card drawn
        GAME.apply(copy, move)
        total += drawable.count(card) / len(drawable) * last_round_brute_force(copy)
    return total


def last_round(seed: int, score: int, markers: int) -> OflameronState:
    """A solo last round on a random 3 x 5 grid with a die of 2 and two markers allowed; a B may lie on
    the bottom row (drawn by a move), never above it (the shift draws after a reshuffle)."""
    rng = Rng(seed)
    deck = standard_deck()
    rng.shuffle(deck)
    field = [deck[:5], [card if card != "B" else "T" for card in deck[5:10]], deck[10:15]]
    unseen = Counter(standard_deck())
    unseen.subtract(Counter(card for row in field for card in row))
    columns = [seed % 5, (seed // 5) % 5][:markers]
    return make_state(
        "grid",
        field,
        scores=[score],
        markers=[columns],
        deck=sorted(unseen.elements()),
        options={"die": "2", "columns": "5", "markers": "2"},
        round=15,
    )


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([0, 150, 1990, 2600, 6000]), st.integers(1, 2))
def test_grid_last_round_equals_brute_force(seed: int, score: int, markers: int) -> None:
    """In the grid's last round the hint's number is the rules' own expected final score of the best play
    (buying a marker included), before the roll and after each die, and its move reaches it."""
    state = last_round(seed, score, markers)
    exact = last_round_brute_force(state)
    advice = advise(observe(state, 0))
    assert advice.expected == pytest.approx(exact, abs=1e-6)
    if advice.move["kind"] == "buy":
        assert by_chance(state, advice.move) == pytest.approx(exact, abs=1e-6)
    for die in (1, 2):
        rolled = moving(copy.deepcopy(state), die)
        hint = advise(observe(rolled, 0))
        best = last_round_brute_force(rolled)
        assert hint.expected == pytest.approx(best, abs=1e-6)
        assert by_chance(rolled, hint.move) == pytest.approx(best, abs=1e-6)


def test_grid_last_round_buys_a_marker_that_repays_itself() -> None:
    """A last round where a bought marker repays its 2000 points (a T to stand on, T's to reach and T's to
    come down): the hint buys, and its number is the rules' expected final score."""
    field = [["T", "-5", "T", "+1", "-25"], ["T", "T", "-10", "T", "+5"], ["P"] * 5]
    unseen = Counter(standard_deck())
    unseen.subtract(Counter(card for row in field for card in row))
    state = make_state(
        "grid",
        field,
        scores=[2500],
        markers=[[1]],
        deck=sorted(unseen.elements()),
        options={"die": "2", "columns": "5", "markers": "2"},
        round=15,
    )
    advice = advise(observe(state, 0))
    assert advice.move["kind"] == "buy"
    assert advice.expected == pytest.approx(last_round_brute_force(state), abs=1e-6)
    assert advice.expected == pytest.approx(by_chance(state, advice.move), abs=1e-6)
