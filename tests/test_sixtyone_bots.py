"""Sixty-One bots: they use only what their player may know, and choose sensibly."""

from __future__ import annotations

import pytest

from accessible_games.core.protocol import Setup
from accessible_games.games import get_game
from accessible_games.games.sixtyone import bots
from accessible_games.games.sixtyone.rules import SixtyOneState
from accessible_games.games.sixtyone.sheet import FOX, MUGS

GAME = get_game("sixtyone")


def midgame(seed: int = 4) -> SixtyOneState:
    """A three-player game after a few rounds of normal bots, with player 0 about to choose."""
    state, _ = GAME.new_game(Setup(seed, 3, "standard", {}))
    while state.round < 6:
        player = GAME.to_move(state)
        GAME.apply(state, GAME.bot_move(GAME.observe(state, player), "normal", seed))
    return state


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_ignore_other_sheets_and_the_hidden_dice(level: str) -> None:
    """Changing the opponents' cells or the game's dice generator does not change a bot's choice."""
    state = midgame()
    player = GAME.to_move(state)
    move = GAME.bot_move(GAME.observe(state, player), level, 99)
    other = GAME.from_json(GAME.to_json(state))
    for seat, sheet in enumerate(other.sheets):
        if seat != player:
            sheet.areas[MUGS - 1] = [1, 2, 3, 4, 5, None]
    other.rng ^= 0x5DEECE66D
    assert GAME.bot_move(GAME.observe(other, player), level, 99) == move


def test_hard_bot_expects_a_short_game_from_a_rival_s_visible_leaf_pace() -> None:
    """A rival at 10 a round with 50 shown ends the game in about 2 rounds; this round's hidden choice is not read."""
    state, _ = GAME.new_game(Setup(1, 2, "standard", {}))
    assert bots.rounds_left(GAME.observe(state, 0), 0) == 20
    state.round, state.current = 6, 1
    state.sheets[0].leaves = [10, 20, 30, 40, 50, 56]
    state.choices[0] = {"kind": "pass", "leaf": 6, "total": 56}
    state.sheets[1].leaves = [1, 2, 3, 4, 5]
    assert bots.rounds_left(GAME.observe(state, 1), 1) == 2
    state.sheets[0].leaves[-1] = 61  # hidden this round: changes nothing
    assert bots.rounds_left(GAME.observe(state, 1), 1) == 2
    state.sheets[0].leaves = [2, 4, 6, 8, 10, 12]  # a slow rival: the bot's own 15 leaves decide
    assert bots.rounds_left(GAME.observe(state, 1), 1) == 15
    solo, _ = GAME.new_game(Setup(1, 1, "standard", {}))
    solo.sheets[0].leaves = [30, 60]
    assert bots.rounds_left(GAME.observe(solo, 0), 0) == 18  # alone, only the round limit counts


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bots_take_a_first_completion_and_its_bonus(level: str) -> None:
    """With mugs one cell short and the roll to fill it, normal and hard bots complete the area."""
    state, _ = GAME.new_game(Setup(2, 1, "standard", {}))
    state.dice = [3, 4, 5]
    state.sheets[0].areas[MUGS - 1] = [1, 2, 3, 4, None, 6]
    move = GAME.bot_move(GAME.observe(state, 0), level, 1)
    assert (move["area"], move["cell"], move["value"]) == (MUGS, 4, 5)


def test_normal_bot_places_its_joker_where_it_pays_at_once() -> None:
    """A joker goes into the fox den's top (4 acorns and the area bonus) rather than a 1-acorn cell."""
    state, _ = GAME.new_game(Setup(2, 1, "standard", {}))
    state.dice = [1, 2, 6]
    state.sheets[0].areas[FOX - 1] = [1, 2, 1, 3, 4, None]
    state.sheets[0].leaves = [5]
    GAME.apply(state, {"kind": "write", "area": 1, "value": 2, "cell": 0, "leaf": 6})
    assert state.joker_pending
    assert GAME.bot_move(GAME.observe(state, 0), "normal", 3) == {"kind": "joker", "area": FOX, "cell": 5}
    assert GAME.bot_move(GAME.observe(state, 0), "hard", 3) in GAME.legal_moves(state, 0)
