"""Sixty-One properties: no illegal sheet is ever reached; replays and JSON round trips are exact."""

from __future__ import annotations

import json
from unittest.mock import patch

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.core.protocol import Setup
from accessible_games.games import get_game
from accessible_games.games.sixtyone import hard
from accessible_games.games.sixtyone.rules import SixtyOneState
from accessible_games.games.sixtyone.sheet import (
    FOX,
    FOX_BELOW,
    FOX_TOUCH,
    JOKER,
    LEAF_JOKERS,
    LILIES,
    MARSHMALLOWS,
    MUGS,
    MUSHROOMS,
    PUMPKINS,
    SKEWERS,
    Sheet,
)

GAME = get_game("sixtyone")


def assert_legal_sheet(sheet: Sheet) -> None:
    """Check a sheet against the rules, written out independently of the placement code."""
    pumpkins = sheet.cells(PUMPKINS)
    for pair in (0, 2):
        a, b = pumpkins[pair], pumpkins[pair + 1]
        assert a in (None, JOKER) or b in (None, JOKER) or a == b, pumpkins
    for area in (LILIES, MUSHROOMS):
        cells = sheet.cells(area)
        filled = [v for v in cells if v is not None]
        assert cells[: len(filled)] == filled, f"area {area} not filled in order: {cells}"
    lilies = [v for v in sheet.cells(LILIES) if v not in (None, JOKER)]
    assert len(lilies) == len(set(lilies)), lilies
    mushrooms = sheet.cells(MUSHROOMS)
    for before, after in zip(mushrooms, mushrooms[1:]):
        if before not in (None, JOKER) and after not in (None, JOKER):
            assert (after - before) % 6 in (1, 5), mushrooms
    marsh = sheet.cells(MARSHMALLOWS)
    for skewer in SKEWERS:
        numbers = {marsh[c] for c in skewer} - {None, JOKER}
        assert len(numbers) <= 1, marsh
    for index, value in enumerate(sheet.cells(MUGS)):
        assert value in (None, JOKER, index + 1)
    fox = sheet.cells(FOX)
    for cell, below in FOX_BELOW.items():
        if fox[cell] is not None:
            assert all(fox[b] is not None for b in below), fox
    for cell, touching in FOX_TOUCH.items():
        for other in touching:
            if fox[cell] not in (None, JOKER):
                assert fox[cell] != fox[other], fox
    steps = [b - a for a, b in zip([0] + sheet.leaves, sheet.leaves)]
    assert all(1 <= step <= 6 for step in steps)
    jokers = sum(1 for area in range(1, 7) for v in sheet.cells(area) if v == JOKER)
    assert jokers <= sum(1 for total in sheet.leaves if total in LEAF_JOKERS)


def play(seed: int, players: int, picks: list[int], announce: str = "round") -> tuple[SixtyOneState, list[dict]]:
    """Play a game choosing moves by the given indexes (cycled), checking every state on the way."""
    state, _ = GAME.new_game(Setup(seed, players, "standard", {"announce": announce}))
    moves: list[dict] = []
    step = 0
    while not GAME.is_over(state):
        player = GAME.to_move(state)
        legal = GAME.legal_moves(state, player)
        assert legal, "a player to move always has a move"
        assert all(GAME.legal_moves(state, other) == [] for other in range(players) if other != player)
        if legal[0]["kind"] == "pass":
            assert all(m["kind"] == "pass" for m in legal)
        move = legal[picks[step % len(picks)] % len(legal)]
        GAME.apply(state, move)
        moves.append(move)
        step += 1
        for sheet in state.sheets:
            assert_legal_sheet(sheet)
        if not state.over:
            for seat, sheet in enumerate(state.sheets):
                chose = seat < state.current or (seat == state.current and state.joker_pending)
                assert len(sheet.leaves) == state.round - (0 if chose else 1)
    return state, moves


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(min_value=0, max_value=2**63),
    players=st.integers(min_value=1, max_value=4),
    picks=st.lists(st.integers(min_value=0, max_value=40), min_size=1, max_size=30),
    announce=st.sampled_from(["round", "each"]),
)
def test_random_games_never_reach_an_illegal_sheet(seed: int, players: int, picks: list[int], announce: str) -> None:
    """Whatever legal moves are chosen, every sheet obeys every area rule and the game ends properly."""
    state, _moves = play(seed, players, picks, announce)
    assert state.round <= 20
    assert state.end_reason == ("leaves" if any(s.total >= 61 for s in state.sheets) else "rounds")
    if state.end_reason == "rounds":
        assert state.round == 20
    assert all(len(s.leaves) == state.round for s in state.sheets)
    assert GAME.scores(state) == [s.score() for s in state.sheets]


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=2**63),
    players=st.integers(min_value=1, max_value=3),
    picks=st.lists(st.integers(min_value=0, max_value=40), min_size=1, max_size=20),
)
def test_seed_and_moves_replay_exactly_and_json_round_trips(seed: int, players: int, picks: list[int]) -> None:
    """Replaying the moves from the seed gives identical states and events; JSON is lossless."""
    state, moves = play(seed, players, picks)
    again, events_a = GAME.new_game(Setup(seed, players, "standard", {}))
    original, events_b = GAME.new_game(Setup(seed, players, "standard", {}))
    assert [e.to_json() for e in events_a] == [e.to_json() for e in events_b]
    for move in moves:
        data = json.loads(json.dumps(GAME.to_json(again)))
        restored = GAME.from_json(data)
        assert GAME.to_json(restored) == GAME.to_json(again)
        a = GAME.apply(again, move)
        b = GAME.apply(restored, json.loads(json.dumps(move)))
        assert [e.to_json() for e in a] == [e.to_json() for e in b]
        assert GAME.to_json(restored) == GAME.to_json(again)
    assert GAME.to_json(again) == GAME.to_json(state)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**63), level=st.sampled_from(["easy", "normal", "hard"]))
def test_bots_play_legal_moves_to_the_end(seed: int, level: str) -> None:
    """A bot of each level only plays legal moves, and the same seed gives the same move (the hard bot with a
    twentieth of its play-outs: which moves are legal does not depend on how many games weigh them)."""
    with patch.object(hard, "BUDGET", hard.BUDGET // 20):
        play_bots_to_the_end(seed, level)


def play_bots_to_the_end(seed: int, level: str) -> None:
    """Two bots of `level` play a whole game; every move legal and repeatable, every sheet legal."""
    state, _ = GAME.new_game(Setup(seed, 2, "standard", {}))
    while not GAME.is_over(state):
        player = GAME.to_move(state)
        move = GAME.bot_move(GAME.observe(state, player), level, seed)
        assert move in GAME.legal_moves(state, player)
        assert GAME.bot_move(GAME.observe(state, player), level, seed) == move
        GAME.apply(state, move)
        for sheet in state.sheets:
            assert_legal_sheet(sheet)
