"""Oflameron rules: every value in every variant, moves, the shift, markers and every end."""

from __future__ import annotations

import pytest

from accessible_games.core.protocol import IllegalMove, Setup
from accessible_games.games.oflameron.cards import BASIC, END, standard_deck
from accessible_games.games.oflameron.rules import legal_moves
from accessible_games.games.oflameron.rules import MOVE, OFFER, OVER, PLACE, ROLL, TURN
from oflameron_helpers import GAME, kinds, make_state, moving, seed_rolling

FILLER = "+1"
TWO = {"players": 2, "markers": [[0], [0]], "scores": [500, 0]}  # the turn passes on, no shift yet


def grid_with_bottom(
    bottom: list[str], above: list[str] | None = None, top: list[str] | None = None
) -> list[list[str]]:
    """A three-row grid with the given rows (filler elsewhere)."""
    n = len(bottom)
    return [bottom, above or [FILLER] * n, top or [FILLER] * n]


# --- values ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "card, start, expected",
    [
        ("+1", 10, 11),
        ("+5", 10, 15),
        ("+10", 10, 20),
        ("+15", 10, 25),
        ("+25", 10, 35),
        ("-1", 10, 9),
        ("-5", 10, 5),
        ("-10", 10, 0),
        ("-15", 10, -5),
        ("-25", 10, -15),
        ("P", 10, 110),
        ("T", 10, 1010),
        ("Z", 990, 0),
    ],
)
def test_grid_values_on_a_move(card: str, start: int, expected: int) -> None:
    """Moving onto a card adds its value; T is 1000 in the grid; Z zeroes the score."""
    state = moving(make_state("grid", grid_with_bottom([FILLER, card, FILLER]), scores=[start], deck=["+1"] * 10), 1)
    events = GAME.apply(state, {"kind": "move", "steps": 1})
    moved = [e for e in events if e.kind == "moved"][0]
    assert moved.args["card"] == card
    assert moved.args["score"] == expected


@pytest.mark.parametrize(
    "card, start, expected",
    [
        ("+1", 10, 11),
        ("+5", 10, 15),
        ("+10", 10, 20),
        ("+15", 10, 25),
        ("+25", 10, 35),
        ("-1", 10, 9),
        ("-5", 10, 5),
        ("-10", 30, 20),
        ("-15", 30, 15),
        ("-25", 30, 5),
        ("P", 10, 110),
        ("T", 10, 510),
        ("B", 300, 100),
        ("Z", 300, 0),
        ("X", 300, 300),
    ],
)
def test_sheet_values(card: str, start: int, expected: int) -> None:
    """On the sheet T is 500 and B is minus 200."""
    field = [["+1"] * 5, ["+1", "+1", "+1", card, "+1"], ["+1"] * 5]
    state = moving(make_state("sheet", field, scores=[start], markers=[[1]], rows=[[0]]), 2)
    GAME.apply(state, {"kind": "move", "steps": 2})
    assert state.scores == [expected]
    assert state.markers == [[3]] and state.marker_rows == [[1]]


@pytest.mark.parametrize(
    "card, start, expected",
    [
        ("+1", 10, 11),
        ("+5", 10, 15),
        ("+10", 10, 20),
        ("+15", 10, 25),
        ("+25", 10, 35),
        ("-1", 10, 9),
        ("-5", 10, 5),
        ("-10", 30, 20),
        ("-15", 30, 15),
        ("-25", 30, 5),
        ("T", 10, 510),
        ("B", 300, 100),
        ("P", 0, 100),
        ("Z", 300, 0),
    ],
)
def test_loop_values(card: str, start: int, expected: int) -> None:
    """The loop uses the sheet's values: T 500, B minus 200."""
    track = ["+1"] * 12
    track[4] = card
    state = make_state("loop", [track], scores=[start], markers=[[1]], deck=["+5"] * 20, rng=seed_rolling(3))
    GAME.apply(state, {"kind": "roll"})
    assert state.markers == [[4]]
    assert state.scores == [expected]


def test_grid_b_draws_a_penalty_card_and_reshuffles() -> None:
    """B: the next card of the deck is drawn and its value lost; it goes back into the deck."""
    state = moving(make_state("grid", grid_with_bottom([FILLER, "B", FILLER]), **TWO, deck=["+1", "T", "-15"]), 1)
    events = GAME.apply(state, {"kind": "move", "steps": 1})
    moved = [e for e in events if e.kind == "moved"][0]
    assert moved.args["drawn"] == ["-15"]
    assert state.scores == [485, 0]  # a negative card costs its size too
    assert sorted(state.deck) == sorted(["+1", "T", "-15"])


@pytest.mark.parametrize("drawn, expected", [("P", 400), ("T", -500), ("Z", 0), ("+25", 475)])
def test_grid_b_penalty_of_each_kind(drawn: str, expected: int) -> None:
    """P costs 100, T costs 1000, Z zeroes the score, a number its size."""
    state = moving(make_state("grid", grid_with_bottom([FILLER, "B", FILLER]), **TWO, deck=["+1", drawn]), 1)
    GAME.apply(state, {"kind": "move", "steps": 1})
    assert state.scores == [expected, 0]


def test_grid_b_chain_draws_again_on_b_and_puts_end_back() -> None:
    """A drawn B means drawing again; an END drawn is put back and the next card drawn."""
    state = moving(
        make_state("grid", grid_with_bottom([FILLER, "B", FILLER]), **TWO, deck=["+1", "+10", END, "B", "B"]), 1
    )
    events = GAME.apply(state, {"kind": "move", "steps": 1})
    moved = [e for e in events if e.kind == "moved"][0]
    assert moved.args["drawn"] == ["B", "B", END, "+10"]
    assert state.scores == [490, 0]
    assert state.phase != OVER  # the END drawn does not end the game
    assert len(state.deck) == 5


def test_end_card_ends_the_grid_game() -> None:
    """Reaching an END card (an additional card) ends the game at once."""
    state = moving(
        make_state(
            "grid",
            grid_with_bottom([FILLER, FILLER, END]),
            players=2,
            scores=[40, 70],
            markers=[[0], [0]],
            options={"end_cards": "2"},
        ),
        2,
    )
    events = GAME.apply(state, {"kind": "move", "steps": 2})
    assert state.phase == OVER and state.end_reason == "end-card"
    assert events[-1].kind == "game-over" and events[-1].args["ender_player"] == 0
    assert state.scores == [40, 70]
    assert GAME.to_move(state) is None and GAME.ranking(state) == [2, 1]


@pytest.mark.parametrize("variant", ["sheet", "loop"])
def test_end_cell_ends_sheet_and_loop(variant: str) -> None:
    """END ends the paper sheet and the card loop too."""
    if variant == "sheet":
        state = moving(
            make_state("sheet", [["+1"] * 5, ["+1", "+1", END, "+1", "+1"]], scores=[30], markers=[[0]], rows=[[0]]), 2
        )
        GAME.apply(state, {"kind": "move", "steps": 2})
    else:
        state = make_state(
            "loop", [["+1", "+1", END] + ["+1"] * 9], scores=[30], markers=[[0]], deck=["+5"] * 5, rng=seed_rolling(2)
        )
        GAME.apply(state, {"kind": "roll"})
    assert state.phase == OVER and state.end_reason == "end-card" and state.scores == [30]


# --- moving ----------------------------------------------------------------------------------
def test_grid_moves_one_to_die_either_way() -> None:
    """After rolling d, the moves are 1..d to the left and to the right."""
    state = moving(make_state("grid", grid_with_bottom(["+1"] * 10)), 4)
    steps = sorted(m["steps"] for m in legal_moves(state, 0))
    assert steps == [-4, -3, -2, -1, 1, 2, 3, 4]


@pytest.mark.parametrize("start, steps, target", [(0, -1, 9), (1, -4, 7), (9, 1, 0), (8, 5, 3)])
def test_grid_wraps_around_both_ways(start: int, steps: int, target: int) -> None:
    """Moving past an end of the bottom row continues from the other end."""
    bottom = [f"+{v}" for v in (1, 5, 10, 15, 25)] * 2
    state = moving(make_state("grid", grid_with_bottom(bottom), markers=[[start]], deck=["+1"] * 10), abs(steps))
    GAME.apply(state, {"kind": "move", "steps": steps})
    assert state.markers == [[target]]


@pytest.mark.parametrize("start, steps, target", [(0, -2, 3), (4, 3, 2)])
def test_sheet_moves_up_exactly_the_die_and_wraps(start: int, steps: int, target: int) -> None:
    """On the sheet a marker goes one row up and exactly the die left or right, cyclically."""
    field = [["+1"] * 5 for _ in range(4)]
    state = moving(make_state("sheet", field, markers=[[start]], rows=[[0]]), abs(steps))
    assert sorted(m["steps"] for m in legal_moves(state, 0)) == [-abs(steps), abs(steps)]
    GAME.apply(state, {"kind": "move", "steps": steps})
    assert state.markers == [[target]] and state.marker_rows == [[1]]
    assert not GAME.legal_moves(state, 0) == [] and state.phase == TURN


def test_loop_moves_clockwise_and_replaces_the_card_left() -> None:
    """The card left goes back into the deck and a new card from the deck takes its place."""
    track = ["Z"] + ["+1"] * 11
    state = make_state("loop", [track], scores=[5], markers=[[11]], deck=["T"], rng=seed_rolling(3))
    track[11] = "-5"
    state.field = [list(track)]
    events = GAME.apply(state, {"kind": "roll"})
    assert state.markers == [[2]]  # 11 + 3, around the loop
    assert state.field[0][11] == "T"  # the only deck card replaced the card left
    assert state.deck == ["-5"]
    assert kinds(events) == ["rolled", "moved", "replaced", "round"]


def test_illegal_moves_are_refused() -> None:
    """Moves out of turn, too far, or of the wrong kind raise IllegalMove and change nothing."""
    state = moving(make_state("grid", grid_with_bottom(["+1"] * 5), players=2, markers=[[0], [0]]), 2)
    before = GAME.to_json(state)
    for move in ({"kind": "move", "steps": 3}, {"kind": "roll"}, {"kind": "buy", "column": 1}, {"kind": "fly"}):
        with pytest.raises(IllegalMove):
            GAME.apply(state, move)
    assert GAME.to_json(state) == before
    assert GAME.legal_moves(state, 1) == []


# --- placing ---------------------------------------------------------------------------------
def test_placing_markers_scores_and_starts_round_one() -> None:
    """Each player puts a marker on the bottom row, scoring its card; then round 1 begins."""
    state, _ = GAME.new_game(Setup(3, 2, "grid", {}))
    assert state.phase == PLACE and len(GAME.legal_moves(state, 0)) == 10
    bottom = list(state.field[0])
    GAME.apply(state, {"kind": "place", "column": 4})
    assert state.turn == 1 and state.markers[0] == [4]
    events = GAME.apply(state, {"kind": "place", "column": 4})  # players may share a card
    assert state.phase == TURN and state.turn == 0 and state.round == 1
    assert events[-1].kind == "round"
    for score in state.scores:
        card = bottom[4]
        if card in ("+1", "+5", "+10", "+15", "+25", "-1", "-5", "-10", "-15", "-25"):
            assert score == int(card)


def test_loop_place_anywhere() -> None:
    """In the loop a marker starts on any card of the track."""
    state, _ = GAME.new_game(Setup(3, 1, "loop", {}))
    assert [m["position"] for m in GAME.legal_moves(state, 0)] == list(range(24))


# --- the shift -------------------------------------------------------------------------------
def test_shift_moves_rows_down_and_scores_the_card_above() -> None:
    """After every player moved, rows move down; each marker scores the card that came onto it."""
    bottom = ["+1", "+1", "+1", "+1"]
    middle = ["-5", "P", "+10", "T"]
    top = ["Z", "+25", "-1", "B"]
    state = moving(
        make_state("grid", [bottom, middle, top], players=2, markers=[[0], [3]], scores=[0, 0], deck=["+5"] * 10), 1
    )
    GAME.apply(state, {"kind": "move", "steps": 1})  # player 0 to column 1: +1
    assert state.turn == 1 and state.phase == TURN
    GAME.apply(state, {"kind": "roll"})
    state.die = 1
    events = GAME.apply(state, {"kind": "move", "steps": -1})  # player 1 to column 2: +1
    assert "shift" in kinds(events)
    assert state.field[0] == middle and state.field[1] == top and len(state.field[2]) == 4
    shifted = [e.args for e in events if e.kind == "shifted"]
    assert [(s["player"], s["card"]) for s in shifted] == [(0, "P"), (1, "+10")]
    assert state.scores == [101, 11]
    assert state.round == 2 and state.turn == 0
    assert sorted(state.deck + state.field[2]) == sorted(["+5"] * 10 + bottom)


def test_shift_onto_z_zeroes_and_end_stops() -> None:
    """The card coming down counts like any other: Z zeroes the score, END ends the game."""
    state = moving(
        make_state("grid", [["+1"] * 3, ["Z", END, "+1"], ["+1"] * 3], scores=[500], markers=[[2]], deck=["+1"] * 5), 1
    )
    GAME.apply(state, {"kind": "move", "steps": 1})  # to column 0, then Z comes down
    assert state.scores == [0] and state.phase == TURN
    state = moving(
        make_state("grid", [["+1"] * 3, ["Z", END, "+1"], ["+1"] * 3], scores=[500], markers=[[2]], deck=["+1"] * 5), 2
    )
    GAME.apply(state, {"kind": "move", "steps": 2})  # to column 1, END comes down
    assert state.phase == OVER and state.end_reason == "end-card"


# --- markers ---------------------------------------------------------------------------------
def test_buying_a_marker_costs_2000_and_scores_its_card() -> None:
    """Before the roll, 2000 points buy a marker on any bottom-row card; its value counts."""
    state = make_state("grid", grid_with_bottom(["+1", "+25", "-5"]), scores=[2100], deck=["+1"] * 10)
    buys = [m for m in GAME.legal_moves(state, 0) if m["kind"] == "buy"]
    assert [m["column"] for m in buys] == [0, 1, 2]
    GAME.apply(state, {"kind": "buy", "column": 1})
    assert state.scores == [125] and state.markers == [[0, 1]]
    assert not [m for m in GAME.legal_moves(state, 0) if m["kind"] == "buy"]  # no more money


def test_marker_limit_and_no_buying_after_the_roll() -> None:
    """At most the agreed number of markers; buying only before the first roll of the turn."""
    state = make_state(
        "grid", grid_with_bottom(["+1"] * 4), scores=[10_000], deck=["+1"] * 10, options={"markers": "2"}
    )
    GAME.apply(state, {"kind": "buy", "column": 2})
    assert [m["kind"] for m in GAME.legal_moves(state, 0)] == ["roll"]
    state = make_state("grid", grid_with_bottom(["+1"] * 4), scores=[10_000], markers=[[0, 1]], deck=["+1"] * 10)
    GAME.apply(state, {"kind": "roll"})
    state.die = 1
    GAME.apply(state, {"kind": "move", "steps": 1})
    assert state.phase == ROLL and state.marker == 1
    assert GAME.legal_moves(state, 0) == [{"kind": "roll"}]


def test_several_markers_roll_each_and_z_zeroes_the_score() -> None:
    """With several markers the player rolls once per marker; Z under any of them zeroes."""
    state = make_state(
        "grid", grid_with_bottom(["+25", "+25", "Z", "+25"]), scores=[3000], markers=[[0, 3]], deck=["+1"] * 10
    )
    GAME.apply(state, {"kind": "roll"})
    state.die = 1
    GAME.apply(state, {"kind": "move", "steps": 1})
    assert state.scores == [3025] and state.phase == ROLL
    GAME.apply(state, {"kind": "roll"})
    assert state.phase == MOVE
    state.die = 1
    events = GAME.apply(state, {"kind": "move", "steps": -1})
    moved = [e for e in events if e.kind == "moved"][0]
    assert moved.args["marker"] == 1 and moved.args["card"] == "Z"
    assert [e.args["score"] for e in events if e.kind == "shifted"][0] == 1  # +1 came down on each
    assert state.scores == [2]


def test_sheet_x_offers_an_extra_marker_for_500() -> None:
    """X: with 500 points the player may place an extra marker on that row for 500, or decline."""
    field = [["+1"] * 5, ["X", "+25", "T", "-5", "+1"], ["+10", "+1", "+1", "P", "+1"], ["+1"] * 5]
    state = moving(make_state("sheet", field, scores=[600], markers=[[1]], rows=[[0]]), 1)
    GAME.apply(state, {"kind": "move", "steps": -1})
    assert state.phase == OFFER
    assert {"kind": "decline"} in GAME.legal_moves(state, 0)
    GAME.apply(state, {"kind": "extra", "column": 2})
    assert state.scores == [600 - 500 + 500]
    assert state.markers == [[0, 2]] and state.marker_rows == [[1, 1]]
    assert state.phase == TURN and state.base_row == [1]
    GAME.apply(state, {"kind": "roll"})
    state.die = 2
    GAME.apply(state, {"kind": "move", "steps": 2})  # first marker: column 2 of row 3
    assert state.phase == ROLL and state.marker == 1
    GAME.apply(state, {"kind": "roll"})
    state.die = 1
    GAME.apply(state, {"kind": "move", "steps": 1})  # second marker: column 3, P
    assert state.scores == [600 + 1 + 100] and state.marker_rows == [[2, 2]]


def test_sheet_x_declined_or_unaffordable() -> None:
    """Declining keeps one marker; below 500 points no offer is made."""
    field = [["+1"] * 5, ["X", "+1", "+1", "+1", "+1"], ["+1"] * 5]
    state = moving(make_state("sheet", field, scores=[600], markers=[[1]], rows=[[0]]), 1)
    GAME.apply(state, {"kind": "move", "steps": -1})
    GAME.apply(state, {"kind": "decline"})
    assert state.markers == [[0]] and state.scores == [600] and state.phase == TURN
    state = moving(make_state("sheet", field, scores=[499], markers=[[1]], rows=[[0]]), 1)
    events = GAME.apply(state, {"kind": "move", "steps": -1})
    assert state.phase == TURN and events[0].args["offer"] == "cannot-pay"


def test_sheet_x_cells_option_off() -> None:
    """With X cells off, no sheet ever holds an X."""
    for seed in range(20):
        state, _ = GAME.new_game(Setup(seed, 1, "sheet", {"x_cells": "no"}))
        assert all(cell != "X" for row in state.field for cell in row)


# --- the end ---------------------------------------------------------------------------------
def test_grid_ends_after_the_rounds_limit_including_the_last_shift() -> None:
    """After the agreed number of rounds the game ends, once the last shift has scored."""
    state = moving(
        make_state(
            "grid",
            [["+1"] * 3, ["+10"] * 3, ["+1"] * 3],
            scores=[0],
            round=5,
            options={"rounds": "5"},
            deck=["+1"] * 10,
        ),
        1,
    )
    events = GAME.apply(state, {"kind": "move", "steps": 1})
    assert kinds(events)[-3:] == ["shift", "shifted", "game-over"]
    assert state.scores == [11] and state.end_reason == "rounds"


@pytest.mark.parametrize("negative_ends, over", [("no", False), ("yes", True)])
def test_grid_negative_ends_option(negative_ends: str, over: bool) -> None:
    """A score below zero ends the grid game only with the "negative ends" option."""
    state = moving(
        make_state(
            "grid",
            grid_with_bottom(["+1", "-25", "+1"]),
            players=2,
            markers=[[0], [0]],
            scores=[10, 0],
            options={"negative_ends": negative_ends},
            deck=["+1"] * 10,
        ),
        1,
    )
    GAME.apply(state, {"kind": "move", "steps": 1})
    assert (state.phase == OVER) is over
    if over:
        assert state.end_reason == "negative"


@pytest.mark.parametrize("variant", ["sheet", "loop"])
def test_negative_score_ends_sheet_and_loop(variant: str) -> None:
    """On the sheet and the loop a score below zero ends the game at once."""
    if variant == "sheet":
        state = moving(
            make_state("sheet", [["+1"] * 5, ["B"] * 5, ["+1"] * 5], scores=[150], markers=[[0]], rows=[[0]]), 1
        )
        GAME.apply(state, {"kind": "move", "steps": 1})
    else:
        state = make_state("loop", [["-25"] * 12], scores=[20], markers=[[0]], deck=["+1"] * 5, rng=seed_rolling(1))
        GAME.apply(state, {"kind": "roll"})
    assert state.phase == OVER and state.end_reason == "negative" and state.scores[0] < 0


def test_sheet_ends_when_the_top_row_is_played() -> None:
    """The sheet ends when every player has moved onto its top row."""
    field = [["+1"] * 5, ["+5"] * 5, ["+10"] * 5]
    state = make_state("sheet", field, players=2, markers=[[0], [0]], rows=[[0], [0]], scores=[1, 1])
    for _ in range(2):
        for _player in range(2):
            GAME.apply(state, {"kind": "roll"})
            GAME.apply(state, GAME.legal_moves(state, state.turn)[0])
    assert state.phase == OVER and state.end_reason == "top"
    assert state.scores == [16, 16]


# --- options ---------------------------------------------------------------------------------
def test_grid_options_shape_the_deck_and_field() -> None:
    """Rows, columns, copies, decks and END cards make the field and the deck."""
    state, _ = GAME.new_game(
        Setup(5, 2, "grid", {"rows": "4", "columns": "7", "copies": "6", "decks": "2", "end_cards": "3"})
    )
    assert state.rows == 4 and state.columns == 7
    assert len(state.deck) + 28 == 14 * 6 * 2 + 3
    cards = state.deck + [c for row in state.field for c in row]
    assert sorted(cards) == sorted(standard_deck(6, 2, 3))


def test_default_options_and_die_of_three() -> None:
    """Defaults: 3 x 10 of 70 cards, 15 rounds; the die may have 3 sides."""
    state, _ = GAME.new_game(Setup(1, 1, "grid", {}))
    assert (state.rows, state.columns, len(state.deck)) == (3, 10, 40)
    assert set(BASIC) == set(state.deck + [c for row in state.field for c in row])
    state, _ = GAME.new_game(Setup(1, 1, "sheet", {"die": "3", "sheet_rows": "5", "sheet_columns": "7"}))
    assert (state.rows, state.columns, state.sides) == (5, 7, 3)
    rolled = set()
    for seed in range(40):
        probe = make_state("sheet", [["+1"] * 5] * 3, markers=[[0]], rows=[[0]], options={"die": "3"}, rng=seed)
        GAME.apply(probe, {"kind": "roll"})
        rolled.add(probe.die)
    assert rolled == {1, 2, 3}
    state, _ = GAME.new_game(Setup(1, 1, "loop", {"loop_cards": "16", "loop_end_cards": "4"}))
    assert state.columns == 16 and len(state.deck) + 16 == 74


def test_bad_options_and_seats_are_refused() -> None:
    """Unknown options, bad values and too many seats raise ValueError."""
    with pytest.raises(ValueError):
        GAME.new_game(Setup(1, 1, "grid", {"rows": "9"}))
    with pytest.raises(ValueError):
        GAME.new_game(Setup(1, 1, "grid", {"colour": "red"}))
    with pytest.raises(ValueError):
        GAME.new_game(Setup(1, 7, "grid", {}))
    with pytest.raises(ValueError):
        GAME.new_game(Setup(1, 1, "hexagon", {}))


def test_every_decision_is_an_option_for_its_variants() -> None:
    """The options of each variant are the [decision]s of the rules page."""
    assert GAME.variants == ("grid", "sheet", "loop")
    assert set(GAME.default_options("grid")) == {
        "die",
        "rows",
        "columns",
        "copies",
        "decks",
        "end_cards",
        "markers",
        "rounds",
        "negative_ends",
        "b_penalty",
    }
    assert GAME.default_options("grid")["b_penalty"] == "size"
    assert set(GAME.default_options("sheet")) == {"die", "sheet_columns", "sheet_rows", "x_cells"}
    assert set(GAME.default_options("loop")) == {"die", "loop_cards", "loop_end_cards"}
    assert GAME.default_options("grid")["rounds"] == "15" and GAME.default_options("sheet")["sheet_rows"] == "20"


# --- awkward cases found in the audit --------------------------------------------------------
def test_shift_scores_every_marker_before_an_end_card_ends_the_game() -> None:
    """The rows come down at once: END under one marker still lets every other marker score."""
    bottom = ["+1"] * 4
    middle = [END, "+1", "+1", "T"]
    state = moving(
        make_state(
            "grid",
            [bottom, middle, ["+1"] * 4],
            players=2,
            markers=[[0], [0]],
            scores=[0, 0],
            turn=1,
            options={"end_cards": "1"},
            deck=["+5"] * 10,
        ),
        1,
    )
    events = GAME.apply(state, {"kind": "move", "steps": -1})  # player 1 around to column 3; then the shift
    assert [(e.args["player"], e.args["card"]) for e in events if e.kind == "shifted"] == [(0, END), (1, "T")]
    assert state.phase == OVER and state.end_reason == "end-card"
    assert state.scores == [0, 1001]
    assert events[-1].kind == "game-over" and events[-1].args["ender_player"] == 0


@pytest.mark.parametrize("top_card, over", [("T", False), ("-1", True)])
def test_shift_judges_a_negative_score_once_every_marker_scored(top_card: str, over: bool) -> None:
    """With "negative ends", a score is judged after the whole shift, not between two markers."""
    middle = ["-25", top_card, "+1", "+1"]
    state = moving(
        make_state(
            "grid",
            [["+1"] * 4, middle, ["+1"] * 4],
            markers=[[0, 2]],
            scores=[10],
            options={"negative_ends": "yes"},
            deck=["+5"] * 10,
        ),
        1,
    )
    state.marker = 1  # the first marker has moved this turn; the second moves to column 1 (+1)
    GAME.apply(state, {"kind": "move", "steps": -1})  # 11, then the shift: -25 and the top card
    assert state.scores == [11 - 25 + (1000 if top_card == "T" else -1)]
    assert (state.phase == OVER) is over
    if over:
        assert state.end_reason == "negative"


def test_equal_scores_share_a_place() -> None:
    """The winner is the highest score; equal scores share their place."""
    state = make_state("grid", grid_with_bottom(["+1"] * 3), players=3, scores=[50, 120, 50])
    assert GAME.ranking(state) == [2, 1, 2]
    state.scores = [7, 7, 7]
    assert GAME.ranking(state) == [1, 1, 1]


def test_placing_on_end_ends_the_game_at_once() -> None:
    """A first marker put on an END card ends the game before anyone rolls."""
    state = make_state(
        "grid",
        grid_with_bottom([END, "+1", "+1"]),
        players=2,
        markers=[[], []],
        phase=PLACE,
        options={"end_cards": "1"},
    )
    events = GAME.apply(state, {"kind": "place", "column": 0})
    assert state.phase == OVER and state.end_reason == "end-card" and kinds(events)[-1] == "game-over"


def test_sheet_x_under_a_placed_marker_gives_nothing() -> None:
    """An X under a marker being placed (start or extra marker) makes no offer and no points."""
    state = make_state(
        "sheet", [["X", "+1", "+1"], ["+1"] * 3], players=2, markers=[[], []], rows=[[], []], phase=PLACE
    )
    events = GAME.apply(state, {"kind": "place", "column": 0})
    assert state.scores == [0, 0] and state.phase == PLACE and state.turn == 1
    assert "offer" not in events[0].args or not events[0].args["offer"]


@pytest.mark.parametrize(
    "b_penalty, drawn, expected",
    [("size", "-15", 485), ("signed", "-15", 515), ("signed", "+10", 490), ("signed", "T", -500), ("signed", "Z", 0)],
)
def test_grid_b_penalty_option_for_minus_cards(b_penalty: str, drawn: str, expected: int) -> None:
    """The [decision] on B as an option: a minus card drawn costs its size (default) or, signed, gives points back."""
    state = moving(
        make_state(
            "grid", grid_with_bottom([FILLER, "B", FILLER]), **TWO, deck=["+1", drawn], options={"b_penalty": b_penalty}
        ),
        1,
    )
    GAME.apply(state, {"kind": "move", "steps": 1})
    assert state.scores == [expected, 0]
