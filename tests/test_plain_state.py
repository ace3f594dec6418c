"""A game state turned into data (`core.plain.as_plain`, what every save, check and replay does) is exactly what
`dataclasses.asdict` gives, value for value and type for type, and shares no list or dict with the live state."""

from __future__ import annotations

import dataclasses
from typing import Any

from accessible_games.core.plain import as_plain
from accessible_games.core.protocol import Setup
from accessible_games.games import get_game
from accessible_games.games.ramses import rules as ramses_rules
from ramses_helpers import play_random


def same(made: Any, wanted: Any) -> bool:
    """Equal, and of the same types all the way down (a tuple is not a list here)."""
    if type(made) is not type(wanted):
        return False
    if isinstance(wanted, dict):
        return list(made) == list(wanted) and all(same(made[key], wanted[key]) for key in wanted)
    if isinstance(wanted, (list, tuple)):
        return len(made) == len(wanted) and all(same(a, b) for a, b in zip(made, wanted))
    return bool(made == wanted)


def containers(value: Any) -> list[int]:
    """The ids of every list and dict inside `value`, itself included."""
    if isinstance(value, dict):
        return [id(value), *(n for item in value.values() for n in containers(item))]
    if isinstance(value, list):
        return [id(value), *(n for item in value for n in containers(item))]
    return []


def check(state: Any) -> None:
    """as_plain equals asdict exactly and shares no container with the state."""
    made = as_plain(state)
    assert same(made, dataclasses.asdict(state))
    live = set(containers([getattr(state, item.name) for item in dataclasses.fields(state)]))
    assert not live & set(containers(made))


def test_ramses_states_of_whole_games_become_the_data_asdict_gives() -> None:
    """Every seventh state of seeded Ramses II games (each variant, two to five players) turns into asdict's data
    (asdict is the slow part of the check)."""
    for seed, (players, variant) in enumerate(zip((2, 3, 4, 5), ramses_rules.VARIANTS * 2)):
        _final, moves = play_random(seed, players, variant)
        game = get_game("ramses")
        state, _ = game.new_game(Setup(seed, players, variant, {}))
        check(state)
        for number, move in enumerate(moves, 1):
            game.apply(state, move)
            if number % 7 == 0 or number == len(moves):
                check(state)


def test_oflameron_states_of_whole_games_become_the_data_asdict_gives() -> None:
    """Every state of Oflameron games in the grid, the sheet and the loop turns into asdict's data."""
    game = get_game("oflameron")
    for seed, variant in enumerate(("grid", "sheet", "loop")):
        state, _ = game.new_game(Setup(seed, 2, variant, {}))
        check(state)
        while not game.is_over(state):
            player = game.to_move(state)
            assert player is not None
            game.apply(state, game.bot_move(game.observe(state, player), "normal", seed))
            check(state)


@dataclasses.dataclass
class Odd:
    """A state holding what the games do not (yet): a tuple, a set, a nested dataclass."""

    pair: tuple[list[int], str]
    seen: set[int]
    inner: Any
    plain: dict[str, list[float]]


def test_tuples_sets_and_nested_dataclasses_are_copied_as_asdict_copies_them() -> None:
    """A tuple stays a tuple (its lists copied), a set is a copy, a dataclass inside becomes a dict."""
    state = Odd(([1, 2], "a"), {3}, Odd(([4], "b"), set(), None, {}), {"x": [0.5, -1.0]})
    check(state)
    assert as_plain(state)["seen"] is not state.seen
