"""Hidden information: a player's view, and so a bot, holds only chips that were uncovered."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.core.protocol import Setup
from accessible_games.core.rng import Rng
from accessible_games.games.ramses import GAME, rules
from accessible_games.games.ramses.box import BLANK, CELLS, cell_index, view_to_box
from accessible_games.games.ramses.bots import recall
from accessible_games.games.ramses.view import RamsesView, Sighting, observe as player_view, sightings_from_events
from accessible_games.games.ramses.view import _turned as turned
from ramses_helpers import play_random, table, walk


def uncovered_cells(state: rules.RamsesState) -> set[int]:
    """Box cells whose chip was ever uncovered, from the public log."""
    cells, quarter = set(), 0
    for entry in state.log:
        if entry[0] == "u":
            cells.add(view_to_box(entry[2], entry[3], quarter))
        else:
            quarter = (quarter + entry[1]) % 4
    return cells


def states_along(seed: int, players: int, every: int = 7) -> list[rules.RamsesState]:
    """Copies of the state every few moves of a bot game."""
    state, _ = GAME.new_game(Setup(seed, players, "standard", {}))
    out, n = [], 0
    levels = ["hard", "normal", "easy", "hard", "normal"]
    while not GAME.is_over(state):
        player = GAME.to_move(state)
        assert player is not None
        GAME.apply(state, GAME.bot_move(GAME.observe(state, player), levels[player], seed + n))
        n += 1
        if n % every == 0:
            out.append(GAME.from_json(GAME.to_json(state)))
    return out


def test_the_view_has_no_field_for_the_layout_the_stacks_or_the_rng() -> None:
    """Nothing in a view can carry the hidden layout, the deck order or the random state."""
    names = {f.name for f in dataclasses.fields(RamsesView)}
    assert not names & {"chips", "stacks", "rng", "log", "task", "discard"}


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5))
def test_every_remembered_chip_was_uncovered_and_lies_where_the_view_says_through_turns(
    seed: int, players: int
) -> None:
    """Sightings remapped through every turn of the box match the real chips; no other cell is known."""
    for state in states_along(seed, players):
        seen = uncovered_cells(state)
        for player in range(players):
            view = player_view(state, player)
            assert (view.rows, view.cols) == ((6, 8) if state.quarter % 2 == 0 else (8, 6))
            for (row, col), sighting in view.memory().items():
                cell = view_to_box(row, col, state.quarter)
                assert cell in seen
                assert state.chips[cell] == sighting.chip
            assert len(view.sightings) == len(seen)
            assert view.hand == state.hands[player]


@pytest.mark.parametrize("seed", [2, 6])
def test_the_view_is_what_the_events_a_player_saw_told(seed: int) -> None:
    """Memory rebuilt from the events each player was entitled to see equals the view's, at every move."""
    state, events = GAME.new_game(Setup(seed, 4, "standard", {}))
    moves = 0
    while not GAME.is_over(state):
        player = GAME.to_move(state)
        assert player is not None
        events += GAME.apply(state, GAME.bot_move(GAME.observe(state, player), "hard", moves))
        moves += 1
        if moves % 9 == 0:
            for viewer in range(4):
                assert sightings_from_events(events, viewer) == player_view(state, viewer).memory()


def test_a_bots_move_does_not_depend_on_chips_never_uncovered() -> None:
    """Swapping two covered, never-seen chips changes nothing a bot does."""
    checked = 0
    for state in states_along(11, 4, every=5):
        player = GAME.to_move(state)
        if player is None:
            continue
        hidden = [c for c in range(CELLS) if c not in uncovered_cells(state) and c != state.hole]
        treasure = next((c for c in hidden if state.chips[c] != BLANK), None)
        blank = next((c for c in hidden if state.chips[c] == BLANK), None)
        if treasure is None or blank is None:
            continue
        other = GAME.from_json(GAME.to_json(state))
        other.chips[treasure], other.chips[blank] = other.chips[blank], other.chips[treasure]
        for level in ("easy", "normal", "hard"):
            assert GAME.bot_move(GAME.observe(state, player), level, 3) == GAME.bot_move(
                GAME.observe(other, player), level, 3
            )
        checked += 1
    assert checked > 10


def test_a_card_drawn_blindly_is_known_only_to_the_two_players_concerned() -> None:
    """Fata Morgana: the drawer and the victim know the card; the third player only that one was drawn."""
    state, events = table(stage=2, stacks=[[], ["2-fata-1", "2-mummy"], []], hands=[[], [], ["1-parrot"]])
    assert player_view(state, 0).sought == "parrot"
    assert player_view(state, 2).sought == "parrot"
    assert player_view(state, 1).sought is None
    messages = GAME.present(GAME.observe(state, 1), events)
    ids = [m.id for m in messages]
    assert "ramses-fata-drawn-hidden" in ids and "ramses-fata-drawn" not in ids
    assert all("card" not in m.args for m in messages if m.id.startswith("ramses-fata"))


def test_the_hard_bot_remembers_a_chip_through_a_turn_of_the_box() -> None:
    """After a quarter turn the remembered parrot sits at the new coordinates of its cell."""
    state, _ = table(stage=2, stacks=[[], ["2-trumpet", "2-mummy"], []])
    walk(state, (0, 1), (0, 0), (0, 1), (0, 2))  # parrot seen (wrong), then player 1 finds the trumpet
    assert state.quarter == 1
    view = player_view(state, 2)
    memory = recall(view, "hard")
    assert memory[(7, 0)] == "parrot"  # near-left corner went far-left
    assert memory[(5, 0)] == "trumpet"  # the near row became the left column


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_forgetting_is_deterministic_and_keeps_this_turns_sightings(level: str) -> None:
    """The same view gives the same memory; what was seen this turn is never forgotten."""
    for state in states_along(5, 3, every=23):
        player = GAME.to_move(state)
        if player is None:
            continue
        view = player_view(state, player)
        first, second = recall(view, level), recall(view, level)
        assert first == second
        for cell, sighting in view.memory().items():
            if sighting.turn == view.turn:
                assert first[cell] == sighting.chip


def test_easy_remembers_less_than_normal_and_normal_less_than_hard() -> None:
    """Three levels by memory."""
    totals = {"easy": 0, "normal": 0, "hard": 0}
    for state in states_along(8, 4, every=11):
        player = GAME.to_move(state)
        if player is None:
            continue
        view = player_view(state, player)
        for level in totals:
            totals[level] += len(recall(view, level))
    assert totals["easy"] < totals["normal"] < totals["hard"]


def test_bots_never_make_an_illegal_move_and_finish_every_kind_of_game() -> None:
    """Bots of every level play whole games of every variant, on both neighbour options."""
    rng = Rng(9)
    for variant in rules.VARIANTS:
        for neighbours in ("4", "8"):
            state, _ = GAME.new_game(Setup(rng.below(10**6), 2 + rng.below(4), variant, {"neighbours": neighbours}))
            moves = 0
            while not GAME.is_over(state):
                player = GAME.to_move(state)
                assert player is not None
                level = ("easy", "normal", "hard")[player % 3]
                move = GAME.bot_move(GAME.observe(state, player), level, moves)
                assert move in GAME.legal_moves(state, player)
                GAME.apply(state, move)
                moves += 1
                assert moves < 5000


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_no_bot_slides_back_onto_the_treasure_that_lay_open_when_its_turn_began(level: str) -> None:
    """The parrot was in the hole at the start of the bot's turn: after one slide away it is not gone from memory."""
    for seed in range(40):
        state, _ = table(players=2, first=1, stacks=[["1-trumpet", "1-crown"], [], []], hole=cell_index(1, 0))
        walk(state, (0, 0))  # seat 1 uncovers the parrot: the trumpet passes to seat 0
        assert GAME.to_move(state) == 0 and rules.hole_chip(state) == "parrot"
        move = GAME.bot_move(GAME.observe(state, 0), level, seed)
        GAME.apply(state, move)
        assert rules.hole_chip(state) == BLANK
        back = GAME.bot_move(GAME.observe(state, 0), level, seed + 1)
        assert (back["row"], back["col"]) != (0, 0), (level, seed, move)


def remapped_at_every_turn(state: rules.RamsesState) -> tuple[Sighting, ...]:
    """The memory as the log tells it read the plain way: every sighting moved in the view at every turn of the box
    (oldest sighting first, as a view holds them)."""
    sightings: dict[tuple[int, int], Sighting] = {}
    quarter = 0
    for serial, entry in enumerate(state.log):
        if entry[0] == "u":
            _, turn, row, col, chip = entry
            sightings[(row, col)] = Sighting(serial, turn, row, col, chip)
        else:
            if not rules.fixed(state):
                sightings = turned(sightings, quarter, int(entry[1]))
            quarter = (quarter + int(entry[1])) % 4
    return tuple(sorted(sightings.values(), key=lambda sighting: sighting.serial))


@pytest.mark.parametrize(
    ("seed", "players", "variant"), [(3, 2, "standard"), (8, 5, "professional"), (4, 3, "children")]
)
def test_the_memory_is_the_log_remapped_at_every_turn_of_the_box(seed: int, players: int, variant: str) -> None:
    """Every seat's sightings, in order, are those of moving each one at every turn of the box, at every move."""
    _final, moves = play_random(seed, players, variant)
    state, _ = GAME.new_game(Setup(seed, players, variant, {}))
    for move in moves:
        GAME.apply(state, move)
        assert player_view(state, GAME.to_move(state)).sightings == remapped_at_every_turn(state)
