"""Ramses II rules: slides, the search-card flow, stages, events, turns of the box, the end."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.core.protocol import IllegalMove, Setup
from accessible_games.games.ramses import GAME, rules
from accessible_games.games.ramses.box import (
    BLANK,
    CELLS,
    TREASURES,
    box_to_view,
    cell_index,
    square_of,
    view_size,
    view_to_box,
)
from accessible_games.games.ramses.cards import card_value
from ramses_helpers import find, kinds, play_random, slide_box, table, walk


# --- set-up -------------------------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5), variant=st.sampled_from(rules.VARIANTS))
def test_new_game_hides_one_treasure_per_square_and_opens_the_hole_over_a_blank(
    seed: int, players: int, variant: str
) -> None:
    """Every square holds one treasure, all twelve differ, the hole lies over a blank, stacks are full."""
    state, events = GAME.new_game(Setup(seed, players, variant, {}))
    per_square = [0] * 12
    for cell, chip in enumerate(state.chips):
        if chip != BLANK:
            per_square[square_of(cell)] += 1
    assert per_square == [1] * 12
    assert sorted(c for c in state.chips if c != BLANK) == sorted(TREASURES)
    assert events[0].kind == "game-started"
    assert state.log[0] == ["u", 0, *box_to_view(state.hole, 0), BLANK]
    total = sum(len(s) for s in state.stacks) + len(state.hands[0]) + (state.open_card is not None)
    assert total == (47 if variant == "no-end-card" else 48) - len(state.discard) - sum(len(h) for h in state.hands[1:])
    assert kinds(events)[:3] == ["game-started", "stage-began", "card-turned"]


def test_the_default_deck_follows_the_table() -> None:
    """Stack 1: values 1-3 four times each; stack 2: 2 and 3 six times each plus 11 events; stack 3: 4s and End."""
    state, _ = GAME.new_game(Setup(1, 2, "standard", {}))
    cards = [c for s in state.stacks for c in s] + ([state.open_card] if state.open_card else []) + state.discard
    cards += [c for h in state.hands for c in h]
    one = [c for c in cards if c.startswith("1-")]
    two = [c for c in cards if c.startswith("2-")]
    three = [c for c in cards if c.startswith("3-")]
    assert len(cards) == 48 and len(one) == 12 and len(two) == 23 and len(three) == 13
    assert sorted(card_value(c) for c in one) == [1] * 4 + [2] * 4 + [3] * 4
    assert sorted(card_value(c) for c in two if c.split("-")[1] in TREASURES) == [2] * 6 + [3] * 6
    events = sorted(c.split("-")[1] for c in two if c.split("-")[1] not in TREASURES)
    assert events == ["fata"] * 2 + ["gift"] * 2 + ["poker"] * 2 + ["risk"] * 2 + ["sandstorm"] * 3
    assert "3-end" in three and all(card_value(c) == 4 for c in three if c != "3-end")


def test_bad_player_counts_and_variants_are_refused() -> None:
    """2 to 5 seats; unknown variants and option values are named in the error."""
    with pytest.raises(ValueError):
        GAME.new_game(Setup(1, 1, "standard", {}))
    with pytest.raises(ValueError):
        GAME.new_game(Setup(1, 6, "standard", {}))
    with pytest.raises(ValueError, match="neighbours"):
        GAME.new_game(Setup(1, 3, "standard", {"neighbours": "6"}))


# --- slides -------------------------------------------------------------------------------


def test_only_pyramids_next_to_the_hole_slide() -> None:
    """Four orthogonal neighbours by default; all eight with the option; fewer at the edge."""
    state, _ = table(stacks=[["1-parrot"], [], []])
    assert sorted((m["row"], m["col"]) for m in GAME.legal_moves(state, 0)) == [(0, 1), (1, 0), (1, 2), (2, 1)]
    assert GAME.legal_moves(state, 1) == []
    with pytest.raises(IllegalMove):
        GAME.apply(state, {"kind": "slide", "row": 3, "col": 3})
    diagonal, _ = table(stacks=[["1-parrot"], [], []], options={"neighbours": "8"})
    assert len(GAME.legal_moves(diagonal, 0)) == 8
    corner, _ = table(stacks=[["1-parrot"], [], []], hole=cell_index(0, 7))
    assert sorted((m["row"], m["col"]) for m in GAME.legal_moves(corner, 0)) == [(0, 6), (1, 7)]


def test_a_slide_moves_the_hole_and_uncovers_the_chip_a_blank_lets_the_player_slide_again() -> None:
    """The pyramid's cell becomes the hole and its chip is announced; on a blank the same player goes on."""
    state, _ = table(stacks=[["1-parrot", "1-trumpet"], [], []])
    events = slide_box(state, 0, 1)
    uncovered = find(events, "uncovered")
    assert uncovered.args["chip"] == BLANK and uncovered.args["player"] == 0
    assert (uncovered.args["row"], uncovered.args["col"]) == (0, 1)
    assert (uncovered.args["from_row"], uncovered.args["from_col"]) == (1, 1)
    assert state.hole == cell_index(0, 1) and GAME.to_move(state) == 0


def test_finding_the_sought_treasure_takes_the_card_and_the_next_player_turns_a_new_one() -> None:
    """The card goes face down to the finder; the chip stays; the next player's card is turned."""
    state, _ = table(stacks=[["1-parrot", "1-trumpet"], [], []])
    events = walk(state, (0, 1), (0, 0))
    found = find(events, "found")
    assert found.args["player"] == 0 and found.args["treasure"] == "parrot" and found.args["value"] == 1
    assert state.hands[0] == ["1-parrot"]
    assert state.chips[cell_index(0, 0)] == "parrot"
    assert GAME.to_move(state) == 1 and state.open_card == "1-trumpet" and rules.sought(state) == "trumpet"


def test_a_wrong_treasure_ends_the_turn_and_the_next_player_searches_for_the_same_card() -> None:
    """Bad luck: the card stays open and passes on."""
    state, _ = table(stacks=[["1-trumpet", "1-crown"], [], []])
    events = walk(state, (0, 1), (0, 0))
    assert kinds(events)[-4:] == ["uncovered", "wrong", "search-passes", "search-began"]
    assert find(events, "wrong").args == {"player": 0, "chip": "parrot", "treasure": "trumpet", "kind": "card"}
    assert GAME.to_move(state) == 1 and state.open_card == "1-trumpet" and rules.sought(state) == "trumpet"
    assert state.hands == [[], [], []]


def test_lucky_case_the_sought_treasure_already_lies_in_the_hole() -> None:
    """A card naming the treasure in the hole is taken without sliding; the next player turns a card."""
    state, events = table(stacks=[["1-parrot", "1-trumpet"], [], []], hole=cell_index(0, 0))
    assert "lucky" in kinds(events)
    assert state.hands[0] == ["1-parrot"]
    assert GAME.to_move(state) == 1 and rules.sought(state) == "trumpet"
    assert state.slides == [0, 0, 0]


# --- stages -------------------------------------------------------------------------------


def test_three_stages_in_order_the_box_turns_only_in_stage_two_and_the_end_card_ends() -> None:
    """Stage 1 ends with its last find, stage 2 turns the box after each find, the End card ends it all."""
    state, _ = table(stacks=[["1-parrot"], ["2-trumpet"], ["3-sphinx", "3-end"]])
    events = walk(state, (0, 1), (0, 0))
    assert find(events, "stage-began").args == {"stage": 2}
    assert state.stage == 2 and GAME.to_move(state) == 1
    events = walk(state, (0, 1), (0, 2))
    turned = find(events, "box-turned")
    assert turned.args["quarters"] == 1 and turned.args["cause"] == "find" and state.quarter == 1
    assert (turned.args["rows"], turned.args["cols"]) == (8, 6)
    assert state.stage == 3 and GAME.to_move(state) == 2
    events = walk(state, (0, 3), (0, 4))
    assert "box-turned" not in kinds(events) and state.quarter == 1
    assert GAME.is_over(state) and state.end_reason == "end-card"
    assert GAME.scores(state) == [1, 3, 4] and GAME.ranking(state) == [3, 2, 1]
    assert GAME.to_move(state) is None and GAME.legal_moves(state, 0) == []


def test_children_variant_ends_after_stack_one() -> None:
    """Children: the game ends when the last card of stack 1 is found."""
    state, _ = table(variant="children", stacks=[["1-parrot"], ["2-trumpet"], ["3-end"]])
    events = walk(state, (0, 1), (0, 0))
    assert GAME.is_over(state) and state.end_reason == "stack-exhausted"
    assert "stage-began" not in kinds(events)


def test_no_end_card_game_ends_when_stack_three_is_used_up() -> None:
    """Without the End card the final stack simply runs out."""
    state, _ = GAME.new_game(Setup(3, 2, "no-end-card", {}))
    assert "3-end" not in state.stacks[2]
    state, _ = table(variant="no-end-card", stage=3, stacks=[[], [], ["3-parrot"]])
    walk(state, (0, 1), (0, 0))
    assert GAME.is_over(state) and state.end_reason == "stack-exhausted"


def test_stage_three_wrong_treasure_leaves_the_game_and_the_others_play_on() -> None:
    """A player out keeps their cards and is skipped; the next one searches for the same card."""
    state, _ = table(stage=3, stacks=[[], [], ["3-trumpet", "3-mummy", "3-end"]], hands=[["1-crown"], [], []])
    events = walk(state, (0, 1), (0, 0))
    assert find(events, "left-game").args == {"player": 0, "cards": 1}
    assert state.active == [False, True, True] and GAME.to_move(state) == 1 and rules.sought(state) == "trumpet"
    walk(state, (0, 1), (0, 2))
    assert state.hands[1] == ["3-trumpet"] and GAME.to_move(state) == 2
    events = walk(state, (1, 2), (1, 1), (1, 0), (2, 0))
    turned = [e for e in events if e.kind == "card-turned"]
    assert turned[-1].args["player"] == 1 and turned[-1].args["card"] == "3-end"
    assert GAME.is_over(state) and GAME.scores(state) == [1, 4, 4] and GAME.ranking(state) == [3, 1, 1]


def test_stage_three_ends_when_every_player_has_left() -> None:
    """One wrong treasure after another: nobody is left, the game is over."""
    state, _ = table(players=2, stage=3, stacks=[[], [], ["3-trumpet", "3-end"]])
    walk(state, (0, 1), (0, 0))  # parrot: player 0 leaves
    events = walk(state, (1, 0), (2, 0))  # mummy: player 1 leaves
    assert kinds(events)[-1] == "game-over" and state.end_reason == "all-left"
    assert state.active == [False, False] and GAME.to_move(state) is None


# --- turns of the box ---------------------------------------------------------------------


def test_a_chips_position_after_90_180_and_270_degrees() -> None:
    """The parrot in the near-left corner goes far-left, far-right, then near-right."""
    parrot = cell_index(0, 0)
    assert box_to_view(parrot, 0) == (0, 0)
    assert box_to_view(parrot, 1) == (7, 0) and view_size(1) == (8, 6)
    assert box_to_view(parrot, 2) == (5, 7) and view_size(2) == (6, 8)
    assert box_to_view(parrot, 3) == (0, 5) and view_size(3) == (8, 6)
    assert box_to_view(parrot, 4) == (0, 0)


@pytest.mark.parametrize("quarter", [0, 1, 2, 3])
def test_view_coordinates_map_back_to_every_box_cell(quarter: int) -> None:
    """view_to_box inverts box_to_view for every cell and every turn."""
    rows, cols = view_size(quarter)
    seen = set()
    for cell in range(CELLS):
        row, col = box_to_view(cell, quarter)
        assert 0 <= row < rows and 0 <= col < cols
        assert view_to_box(row, col, quarter) == cell
        seen.add((row, col))
    assert len(seen) == CELLS


def test_after_a_turn_the_same_slide_is_named_by_new_coordinates() -> None:
    """Slides are given as the players see the box now."""
    state, _ = table(stage=2, stacks=[[], ["2-parrot", "2-trumpet"], []], quarter=1)
    hole = rules.hole_view(state)
    assert hole == box_to_view(cell_index(1, 1), 1) == (6, 1)
    events = slide_box(state, 0, 1)
    assert (find(events, "uncovered").args["row"], find(events, "uncovered").args["col"]) == box_to_view(
        cell_index(0, 1), 1
    )
    events = slide_box(state, 0, 0)
    assert state.quarter == 2 and find(events, "box-turned").args["facing"] == 2


def test_sandstorm_turns_the_box_half_round_and_the_same_player_turns_the_next_card() -> None:
    """Sandstorm: 180 degrees, then the next card for the same player."""
    state, events = table(stage=2, stacks=[[], ["2-sandstorm-1", "2-parrot"], []])
    turned = find(events, "box-turned")
    assert turned.args["quarters"] == 2 and turned.args["cause"] == "sandstorm" and state.quarter == 2
    assert GAME.to_move(state) == 0 and rules.sought(state) == "parrot"
    assert "2-sandstorm-1" in state.discard
    assert rules.hole_view(state) == (4, 6)


# --- events -------------------------------------------------------------------------------


def test_gift_found_every_holder_gives_one_card_of_that_treasure() -> None:
    """Gift: the named treasure is searched for; holders give their lowest card of it, others nothing."""
    state, events = table(
        stage=2, stacks=[[], ["2-gift-1", "2-mummy"], []], hands=[[], ["2-parrot", "1-parrot", "1-dog"], ["1-trumpet"]]
    )
    assert state.phase == rules.NAME and GAME.to_move(state) == 0
    assert len(GAME.legal_moves(state, 0)) == 12
    events = GAME.apply(state, {"kind": "name", "treasure": "parrot"})
    assert find(events, "gift-named").args["treasure"] == "parrot" and rules.sought(state) == "parrot"
    events = walk(state, (0, 1), (0, 0))
    given = [e for e in events if e.kind == "gift-given"]
    assert [(e.args["giver"], e.args["card"]) for e in given] == [(1, "1-parrot")]
    assert state.hands == [["1-parrot"], ["2-parrot", "1-dog"], ["1-trumpet"]]
    assert state.quarter == 1 and GAME.to_move(state) == 1 and "2-gift-1" in state.discard


def test_gift_may_name_the_treasure_lying_in_the_hole_and_finds_it_at_once() -> None:
    """The seed: Gift goes "to one of the twelve treasures"; the one open in the hole is found at once."""
    state, _ = table(
        stage=2, stacks=[[], ["2-gift-1", "2-mummy"], []], hole=cell_index(0, 0), hands=[[], ["1-parrot"], []]
    )
    named = [m["treasure"] for m in GAME.legal_moves(state, 0)]
    assert "parrot" in named and len(named) == 12
    events = GAME.apply(state, {"kind": "name", "treasure": "parrot"})
    assert kinds(events)[:5] == ["gift-named", "search-began", "lucky", "gift-found", "gift-given"]
    assert state.hands[0] == ["1-parrot"] and state.quarter == 1


def test_risk_still_cannot_name_the_treasure_lying_in_the_hole() -> None:
    """Only Risk asks for "two treasures which are not yet open"."""
    state, _ = table(stage=2, stacks=[[], ["2-risk-1", "2-mummy"], []], hole=cell_index(0, 0))
    named = [m["treasure"] for m in GAME.legal_moves(state, 0)]
    assert "parrot" not in named and len(named) == 11


def test_gift_failed_ends_the_turn_without_penalty_by_default() -> None:
    """A failed Gift search costs nothing."""
    state, _ = table(stage=2, stacks=[[], ["2-gift-1", "2-mummy"], []], hands=[["1-crown"], [], []])
    GAME.apply(state, {"kind": "name", "treasure": "trumpet"})
    events = walk(state, (0, 1), (0, 0))
    assert "gift-failed" in kinds(events) and state.hands[0] == ["1-crown"]
    assert GAME.to_move(state) == 1 and state.quarter == 0


def test_gift_failed_with_the_give_option_costs_a_card_to_a_player_of_choice() -> None:
    """Option gift-failure=give: the player gives one card to whom they choose."""
    state, _ = table(
        stage=2, options={"gift-failure": "give"}, stacks=[[], ["2-gift-1", "2-mummy"], []], hands=[["1-crown"], [], []]
    )
    GAME.apply(state, {"kind": "name", "treasure": "trumpet"})
    walk(state, (0, 1), (0, 0))
    assert state.phase == rules.GIVE
    assert GAME.legal_moves(state, 0) == [
        {"kind": "give", "card": "1-crown", "player": 1},
        {"kind": "give", "card": "1-crown", "player": 2},
    ]
    events = GAME.apply(state, {"kind": "give", "card": "1-crown", "player": 2})
    assert state.hands == [[], [], ["1-crown"]]
    private, public = find(events, "card-given"), find(events, "card-given-hidden")
    assert private.to == (0, 2) and private.args["card"] == "1-crown"
    assert public.to is None and public.args["told"] == [0, 2] and "card" not in public.args


def test_risk_success_draws_a_card_blindly_from_the_left_neighbour() -> None:
    """Risk: two treasures in order; success takes a random card of the next player."""
    state, _ = table(stage=2, stacks=[[], ["2-risk-1", "2-mummy"], []], hands=[[], ["1-dog"], ["1-cat"]])
    GAME.apply(state, {"kind": "name", "treasure": "parrot"})
    assert "parrot" not in [m["treasure"] for m in GAME.legal_moves(state, 0)]
    GAME.apply(state, {"kind": "name", "treasure": "trumpet"})
    events = walk(state, (0, 1), (0, 0))
    assert kinds(events)[-1] == "risk-first-found" and rules.sought(state) == "trumpet"
    events = walk(state, (0, 1), (0, 2))
    assert "risk-won" in kinds(events)
    drawn = find(events, "card-drawn")
    assert drawn.to == (0, 1) and drawn.args == {"taker": 0, "giver": 1, "card": "1-dog", "treasure": "dog", "value": 1}
    assert find(events, "card-drawn-hidden").to is None and find(events, "card-drawn-hidden").args["told"] == [0, 1]
    assert state.hands == [["1-dog"], [], ["1-cat"]] and GAME.to_move(state) == 1


def test_risk_names_are_not_uncovered_now() -> None:
    """Neither named treasure may lie in the hole."""
    state, _ = table(stage=2, stacks=[[], ["2-risk-1", "2-mummy"], []], hole=cell_index(0, 0))
    assert "parrot" not in [m["treasure"] for m in GAME.legal_moves(state, 0)]


def test_risk_failure_gives_a_chosen_card_to_a_chosen_player() -> None:
    """Another treasure before the named ones: the player gives one of their cards to whom they choose."""
    state, _ = table(stage=2, stacks=[[], ["2-risk-1", "2-mummy"], []], hands=[["1-crown", "1-cat"], [], []])
    GAME.apply(state, {"kind": "name", "treasure": "trumpet"})
    GAME.apply(state, {"kind": "name", "treasure": "parrot"})
    events = walk(state, (0, 1), (0, 0))
    assert kinds(events)[-3:] == ["wrong", "risk-lost", "must-give"]
    assert len(GAME.legal_moves(state, 0)) == 4
    GAME.apply(state, {"kind": "give", "card": "1-cat", "player": 1})
    assert state.hands == [["1-crown"], ["1-cat"], []] and GAME.to_move(state) == 1


def test_risk_with_no_cards_a_player_cannot_give_and_nothing_is_drawn_from_an_empty_hand() -> None:
    """A player with no cards gives nothing; a neighbour with none gives nothing either."""
    state, _ = table(stage=2, stacks=[[], ["2-risk-1", "2-risk-2", "2-mummy"], []])
    GAME.apply(state, {"kind": "name", "treasure": "trumpet"})
    GAME.apply(state, {"kind": "name", "treasure": "sphinx"})
    events = walk(state, (0, 1), (0, 0))
    assert kinds(events)[-4:-2] == ["risk-lost", "cannot-give"] and GAME.to_move(state) == 1
    GAME.apply(state, {"kind": "name", "treasure": "trumpet"})
    GAME.apply(state, {"kind": "name", "treasure": "sphinx"})
    events = walk(state, (0, 1), (0, 2), (0, 3), (0, 4))
    assert "risk-won" in kinds(events) and find(events, "no-cards").args == {"player": 2, "taker": 1}


def test_fata_morgana_success_keeps_the_card_drawn_from_the_right_neighbour() -> None:
    """The card comes from the previous player; only the two of them learn which it is."""
    state, events = table(stage=2, stacks=[[], ["2-fata-1", "2-mummy"], []], hands=[[], [], ["1-parrot"]])
    drawn = find(events, "fata-drawn")
    assert drawn.to == (0, 2) and drawn.args["card"] == "1-parrot"
    assert find(events, "fata-drawn-hidden").to is None and "card" not in find(events, "fata-drawn-hidden").args
    assert "treasure" not in find(events, "search-began").args
    assert state.hands[2] == [] and rules.sought(state) == "parrot"
    events = walk(state, (0, 1), (0, 0))
    assert "fata-won" in kinds(events) and state.hands == [["1-parrot"], [], []]


def test_fata_morgana_failure_returns_the_card_and_the_player_gives_the_right_neighbour_one() -> None:
    """Failure: the card goes back, and one of the player's own goes with it (to that neighbour only)."""
    state, _ = table(stage=2, stacks=[[], ["2-fata-1", "2-mummy"], []], hands=[["1-crown"], [], ["1-trumpet"]])
    walk(state, (0, 1), (0, 0))
    assert state.phase == rules.GIVE and state.hands[2] == ["1-trumpet"]
    assert GAME.legal_moves(state, 0) == [{"kind": "give", "card": "1-crown", "player": 2}]
    GAME.apply(state, {"kind": "give", "card": "1-crown", "player": 2})
    assert state.hands == [[], [], ["1-trumpet", "1-crown"]] and GAME.to_move(state) == 1


def test_fata_morgana_failure_with_no_cards_gives_nothing() -> None:
    """A player with no card of their own cannot give one."""
    state, _ = table(stage=2, stacks=[[], ["2-fata-1", "2-mummy"], []], hands=[[], [], ["1-trumpet"]])
    events = walk(state, (0, 1), (0, 0))
    assert "cannot-give" in kinds(events) and state.hands == [[], [], ["1-trumpet"]]


def test_fata_morgana_with_an_empty_right_neighbour_does_nothing_and_the_next_card_follows() -> None:
    """Nothing to draw: the event is void and the same player turns the next card."""
    state, events = table(stage=2, stacks=[[], ["2-fata-1", "2-mummy"], []], hands=[[], ["1-dog"], []])
    assert "fata-void" in kinds(events) and GAME.to_move(state) == 0 and rules.sought(state) == "mummy"


def test_fata_morgana_lucky_when_the_drawn_treasure_lies_in_the_hole() -> None:
    """The lucky case holds for a drawn card too."""
    state, events = table(
        stage=2, stacks=[[], ["2-fata-1", "2-mummy"], []], hands=[[], [], ["1-parrot"]], hole=cell_index(0, 0)
    )
    assert "lucky" in kinds(events) and "fata-won" in kinds(events) and state.hands[0] == ["1-parrot"]


def test_desert_poker_found_the_opponent_draws_from_the_player() -> None:
    """The picked opponent searches; finding it, they draw one of the player's cards blindly."""
    state, _ = table(stage=2, stacks=[[], ["2-poker-1", "2-mummy"], []], hands=[["1-crown"], [], []])
    GAME.apply(state, {"kind": "name", "treasure": "parrot"})
    assert state.phase == rules.PICK
    assert GAME.legal_moves(state, 0) == [{"kind": "pick", "player": 1}, {"kind": "pick", "player": 2}]
    GAME.apply(state, {"kind": "pick", "player": 1})
    assert GAME.to_move(state) == 1 and GAME.legal_moves(state, 0) == []
    events = walk(state, (0, 1), (0, 0))
    assert "poker-found" in kinds(events) and state.hands == [[], ["1-crown"], []]
    assert GAME.to_move(state) == 1 and rules.sought(state) == "mummy"


def test_desert_poker_missed_the_player_draws_from_the_opponent() -> None:
    """If the opponent fails, the player draws one of theirs."""
    state, _ = table(stage=2, stacks=[[], ["2-poker-1", "2-mummy"], []], hands=[[], ["1-dog"], []])
    GAME.apply(state, {"kind": "name", "treasure": "trumpet"})
    GAME.apply(state, {"kind": "pick", "player": 1})
    events = walk(state, (0, 1), (0, 0))
    assert "poker-missed" in kinds(events) and state.hands == [["1-dog"], [], []]


def test_desert_poker_with_two_players_needs_no_pick_and_an_empty_hand_gives_nothing() -> None:
    """The only opponent is picked at once; a player with no cards loses nothing."""
    state, _ = table(players=2, stage=2, stacks=[[], ["2-poker-1", "2-mummy"], []])
    events = GAME.apply(state, {"kind": "name", "treasure": "parrot"})
    assert "poker-challenge" in kinds(events) and GAME.to_move(state) == 1
    events = walk(state, (0, 1), (0, 0))
    assert find(events, "no-cards").args == {"player": 0, "taker": 1}


# --- whole games --------------------------------------------------------------------------


def _cards_everywhere(state: rules.RamsesState) -> int:
    held = sum(len(h) for h in state.hands) + sum(len(s) for s in state.stacks) + len(state.discard)
    held += state.open_card is not None
    held += 1 if state.phase == rules.SEARCH and state.task.get("kind") == "fata" else 0
    return held


@settings(max_examples=8, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    players=st.integers(2, 5),
    variant=st.sampled_from(rules.VARIANTS),
    diagonal=st.booleans(),
)
def test_replay_and_json_round_trip_at_every_move(seed: int, players: int, variant: str, diagonal: bool) -> None:
    """Seed + moves replay exactly; every state survives JSON; no card is lost or made; chips never move."""
    options = {"neighbours": "8" if diagonal else "4"}
    final, moves = play_random(seed, players, variant, options)
    assert GAME.is_over(final)
    deck = 47 if variant == "no-end-card" else 48  # children play stack 1 only; the others stay boxed
    state, _ = GAME.new_game(Setup(seed, players, variant, options))
    chips = list(state.chips)
    for move in moves:
        copy = GAME.from_json(json.loads(json.dumps(GAME.to_json(state))))
        assert GAME.to_json(copy) == GAME.to_json(state)
        assert GAME.apply(copy, dict(move)) == GAME.apply(state, move)
        assert GAME.to_json(copy) == GAME.to_json(state)
        assert state.chips == chips
        assert _cards_everywhere(state) == deck
    assert GAME.to_json(state) == GAME.to_json(final)
    assert sum(GAME.scores(state)) == sum(card_value(c) for h in state.hands for c in h)


# --- awkward cases ------------------------------------------------------------------------


def test_turns_wrap_around_the_table_from_the_last_seat_to_the_first() -> None:
    """After the last player the first one turns the next card; a failure there passes to the first too."""
    state, _ = table(first=2, stacks=[["1-trumpet", "1-crown", "1-dog"], [], []])
    assert GAME.to_move(state) == 2
    walk(state, (0, 1), (0, 0))  # parrot: wrong, the same card passes on
    assert GAME.to_move(state) == 0 and rules.sought(state) == "trumpet"
    walk(state, (0, 1), (0, 2))
    assert state.hands[0] == ["1-trumpet"] and GAME.to_move(state) == 1 and rules.sought(state) == "crown"


def test_stage_one_goes_on_until_its_last_open_card_is_found() -> None:
    """The stack is empty but its last card is still open after a failure: stage 2 waits for the find."""
    state, _ = table(stacks=[["1-trumpet"], ["2-mummy"], []])
    assert state.stacks[0] == []
    events = walk(state, (0, 1), (0, 0))  # parrot: wrong
    assert "stage-began" not in kinds(events) and state.stage == 1 and rules.sought(state) == "trumpet"
    events = walk(state, (0, 1), (0, 2))
    assert find(events, "stage-began").args == {"stage": 2} and state.stage == 2
    assert state.hands[1] == ["1-trumpet"] and state.quarter == 0  # a stage 1 find never turns the box


def test_the_lucky_case_in_stage_two_turns_the_box_and_moves_on() -> None:
    """A lucky find is a find: the box turns a quarter and the next player turns a card."""
    state, events = table(stage=2, stacks=[[], ["2-parrot", "2-trumpet"], []], hole=cell_index(0, 0))
    assert kinds(events)[:4] == ["card-turned", "lucky", "found", "box-turned"]
    assert state.quarter == 1 and state.hands[0] == ["2-parrot"] and GAME.to_move(state) == 1


def test_sandstorm_as_the_last_card_of_stack_two_leads_into_the_final_stage() -> None:
    """After the half turn the same player turns the first card of stack 3."""
    state, events = table(stage=2, stacks=[[], ["2-sandstorm-1"], ["3-parrot", "3-end"]])
    assert kinds(events)[:4] == ["card-turned", "box-turned", "stage-began", "card-turned"]
    assert state.stage == 3 and GAME.to_move(state) == 0 and rules.sought(state) == "parrot"


def test_risk_uncovering_the_second_treasure_first_fails() -> None:
    """The order counts: the second named treasure before the first is a wrong treasure."""
    state, _ = table(stage=2, stacks=[[], ["2-risk-1", "2-mummy"], []], hands=[["1-crown"], [], []])
    GAME.apply(state, {"kind": "name", "treasure": "trumpet"})
    GAME.apply(state, {"kind": "name", "treasure": "parrot"})
    events = walk(state, (0, 1), (0, 0))
    assert kinds(events)[-3:] == ["wrong", "risk-lost", "must-give"] and state.quarter == 0


def test_risk_turns_the_box_once_after_both_finds_not_between_them() -> None:
    """The box turns after the successful Risk, a single quarter."""
    state, _ = table(stage=2, stacks=[[], ["2-risk-1", "2-mummy"], []])
    GAME.apply(state, {"kind": "name", "treasure": "parrot"})
    GAME.apply(state, {"kind": "name", "treasure": "trumpet"})
    events = walk(state, (0, 1), (0, 0))
    assert "box-turned" not in kinds(events) and state.quarter == 0
    events = walk(state, (0, 1), (0, 2))
    assert kinds(events).count("box-turned") == 1 and state.quarter == 1


def test_after_desert_poker_the_turn_passes_to_the_players_neighbour_not_the_opponents() -> None:
    """The opponent searched, but the next card is turned by the player after the card's owner."""
    state, _ = table(stage=2, stacks=[[], ["2-poker-1", "2-mummy"], []], hands=[["1-crown"], [], []])
    GAME.apply(state, {"kind": "name", "treasure": "parrot"})
    GAME.apply(state, {"kind": "pick", "player": 2})
    assert GAME.to_move(state) == 2
    events = walk(state, (0, 1), (0, 0))
    assert "poker-found" in kinds(events) and state.hands == [[], [], ["1-crown"]]
    assert state.quarter == 1 and GAME.to_move(state) == 1 and rules.sought(state) == "mummy"


def test_fata_morgana_draws_from_the_previous_player_wrapping_round_the_table() -> None:
    """Seat 0's right neighbour is the last seat."""
    state, events = table(
        players=4, stage=2, stacks=[[], ["2-fata-1", "2-mummy"], []], hands=[[], ["1-dog"], [], ["1-cat"]]
    )
    assert find(events, "fata-drawn").args["giver_player"] == 3 and rules.sought(state) == "cat"


def test_a_player_who_left_is_skipped_when_the_turn_comes_round() -> None:
    """In the final stage seats that left never turn a card again, even after a wrap-around."""
    state, _ = table(players=3, stage=3, first=1, stacks=[[], [], ["3-trumpet", "3-crown", "3-sphinx", "3-end"]])
    walk(state, (0, 1), (0, 0))  # seat 1 uncovers the parrot: out
    assert state.active == [True, False, True] and GAME.to_move(state) == 2
    walk(state, (0, 1), (0, 2))  # seat 2 finds the trumpet
    assert GAME.to_move(state) == 0 and rules.sought(state) == "crown"
    walk(state, (1, 2), (1, 3), (1, 4), (1, 5), (1, 6), (0, 6))  # seat 0 uncovers the dog: out
    assert state.active == [False, False, True] and GAME.to_move(state) == 2 and rules.sought(state) == "crown"


def test_equal_totals_share_the_place() -> None:
    """Two players with the same points are both first; the next is third."""
    state, _ = table(stacks=[["1-parrot"], [], []], hands=[["1-crown", "1-dog"], ["1-mummy"], ["1-glasses"]])
    assert GAME.scores(state) == [2, 2, 1] and GAME.ranking(state) == [1, 1, 3]


def test_a_failed_fata_morgana_does_not_tell_the_others_which_card_was_drawn() -> None:
    """The wrong treasure is public, the treasure sought (the drawn card) only for the two players concerned."""
    state, _ = table(stage=2, stacks=[[], ["2-fata-1", "2-mummy"], []], hands=[["1-crown"], [], ["1-trumpet"]])
    events = walk(state, (0, 1), (0, 0))
    wrong = find(events, "wrong")
    assert wrong.to == (0, 2) and wrong.args["treasure"] == "trumpet"
    hidden = find(events, "wrong-hidden")
    assert (
        hidden.to is None
        and hidden.args["told"] == [0, 2]
        and "treasure" not in hidden.args
        and hidden.args["chip"] == "parrot"
    )
    for event in events:
        if event.visible_to(1):
            assert "trumpet" not in str(event.args), event
