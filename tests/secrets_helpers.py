"""The frame of the secrecy tests (each game's own tests/test_<game>_secrets.py): a random game played move after
move, and after every move, for every seat and a spectator, what that seat is given checked: its observation
survives JSON and holds no hidden key, the messages presented to it are those of the events it may see, and a
spectator hears every public event. A game's table adds what only that game hides."""

from __future__ import annotations

import json
import random
from typing import Any, Iterator

from hypothesis import Phase

from accessible_games.core.messages import Msg
from accessible_games.core.protocol import Event, Game, Move, Setup
from accessible_games.core.rng import derive_seed
from accessible_games.games import get_game

NEVER_IN_A_VIEW = {"rng", "deck", "chips", "stacks", "log", "task", "discard"}
NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)  # a smaller seed is no simpler game
Case = tuple[str, str, dict[str, str], int]


def cases(name: str, options: tuple[dict[str, str], ...] = ({},)) -> list[Case]:
    """Every variant and seat count of a game, with each of the given option sets."""
    game = get_game(name)
    return [
        (name, variant, dict(chosen), players)
        for variant in game.variants
        for players in range(game.min_players, game.max_players + 1)
        for chosen in options
    ]


def case_id(case: Case) -> str:
    """A readable test id: game, variant, options, seats."""
    return "-".join([case[0], case[1], *case[2].values(), str(case[3])])


def keys(data: Any) -> Iterator[str]:
    """Every dict key anywhere in JSON data."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield key
            yield from keys(value)
    elif isinstance(data, list):
        for value in data:
            yield from keys(value)


class Table:
    """One random game being played, with what the checks remember between moves."""

    silent: frozenset[str] = frozenset()  # public events the game says nothing of, by design

    def __init__(self, name: str, variant: str, options: dict[str, str], players: int, seed: int) -> None:
        self.name = name
        self.game: Game[Any, Any] = get_game(name)
        self.players = players
        self.state, opening = self.game.new_game(Setup(seed, players, variant, options))
        self.rng = random.Random(seed)
        self.checks = 0
        self.start()
        self.check(opening)

    def start(self) -> None:
        """What the game's checks remember from the start."""

    def seats(self) -> list[int | None]:
        """A spectator and every seat."""
        return [None, *range(self.players)]

    def choose(self, view: Any) -> Move:
        """The move to play from the seat's view: a random legal one."""
        return self.rng.choice(view.legal)

    def play(self) -> bool:
        """One move; False when the game is over."""
        player = self.game.to_move(self.state)
        if player is None:
            return False
        self.check(self.game.apply(self.state, self.choose(self.game.observe(self.state, player))))
        return True

    def check(self, batch: list[Event]) -> None:
        """Everything a seat and a spectator receive after one move (or the opening)."""
        self.before(batch)
        self.checks += 1
        for seat in self.seats():
            view = self.game.observe(self.state, seat)
            if self.checks % 4 == 1:  # the view as it would travel: JSON, and back the same
                data = json.loads(json.dumps(view.to_json()))
                assert type(view).from_json(data) == view
                assert not NEVER_IN_A_VIEW & set(keys(data)), (seat, NEVER_IN_A_VIEW & set(keys(data)))
            visible = [e for e in batch if e.visible_to(seat)]
            messages = self.game.present(view, batch)
            assert messages == self.game.present(view, visible)
            self.check_seat(seat, view, batch, visible, messages)
        spectator = self.game.observe(self.state, None)
        for event in batch:
            if event.to is None and event.kind not in self.silent and self.told_aloud(event):
                assert self.game.present(spectator, [event]), f"a spectator hears nothing of {event}"
        self.after(batch)

    def before(self, batch: list[Event]) -> None:
        """What the game's checks learn from a move before the seats are checked."""

    def check_seat(
        self, seat: int | None, view: Any, batch: list[Event], visible: list[Event], messages: list[Msg]
    ) -> None:
        """What only this game hides from the seat (None: a spectator)."""

    def told_aloud(self, event: Event) -> bool:
        """False for a public event another line tells instead."""
        return True

    def after(self, batch: list[Event]) -> None:
        """What the game's checks learn from a move after the seats are checked."""


def play(table: type[Table], case: Case, seed: int, moves: int) -> None:
    """A random game of one case, checked after every move, for at most `moves` moves."""
    game = table(*case, seed=derive_seed(seed, *[str(part) for part in case]))
    for _ in range(moves):
        if not game.play():
            break
