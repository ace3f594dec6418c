"""Helpers for network tests: a tiny game with hidden choices, and a real server on a free port."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, AsyncIterator, Iterator

from accessible_games.core.messages import Msg
from accessible_games.core.protocol import Event, Game, Move, Setup
from accessible_games.games import _ADDED, register
from accessible_games.core.rng import Rng
from accessible_games.server.server import ServerOptions, TableServer
from accessible_games.serving.local import table_server
from accessible_games.server.store import Store

ROUNDS = 2


@dataclass
class SecretsState:
    """Each round every player secretly picks 1-3; when all have picked, the picks are revealed."""

    players: int
    seed: int
    round: int = 1
    turn: int = 0
    picks: list[int | None] | None = None
    scores: list[int] | None = None
    bonus: int = 0


@dataclass(frozen=True)
class SecretsView:
    """What one seat knows: public scores and round, and its own pick only."""

    seat: int | None
    round: int
    turn: int | None
    scores: tuple[int, ...]
    my_pick: int | None
    picked: tuple[bool, ...]

    def to_json(self) -> dict[str, Any]:
        """Plain data."""
        return asdict(self)

    @staticmethod
    def from_json(data: dict[str, Any]) -> "SecretsView":
        """Inverse of to_json."""
        return SecretsView(**{k: tuple(v) if isinstance(v, list) else v for k, v in data.items()})


class SecretsGame(Game[SecretsState, SecretsView]):
    """A test-only game with a hidden choice per seat and a public die."""

    name = "net-secrets"
    min_players = 1
    max_players = 4

    def new_state(self, setup: Setup) -> tuple[SecretsState, list[Event]]:
        state = SecretsState(setup.players, setup.seed, picks=[None] * setup.players, scores=[0] * setup.players)
        return state, [Event("start", {"players": setup.players})]

    def to_json(self, state: SecretsState) -> dict[str, Any]:
        return asdict(state)

    def from_json(self, data: dict[str, Any]) -> SecretsState:
        return SecretsState(**data)

    def to_move(self, state: SecretsState) -> int | None:
        return None if state.round > ROUNDS else state.turn

    def legal_moves(self, state: SecretsState, player: int) -> list[Move]:
        if self.to_move(state) != player:
            return []
        return [{"kind": "pick", "value": v} for v in (1, 2, 3)]

    def play(self, state: SecretsState, move: Move) -> list[Event]:
        player = state.turn
        assert state.picks is not None and state.scores is not None
        state.picks[player] = move["value"]
        events = [
            Event("picked", {"player": player, "value": move["value"]}, to=(player,)),
            Event("someone-picked", {"player": player}),
        ]
        if player + 1 < state.players:
            state.turn += 1
            return events
        die = Rng(state.seed + state.round).die()
        for seat, pick in enumerate(state.picks):
            state.scores[seat] += (pick or 0) * die
        events.append(Event("reveal", {"picks": list(state.picks), "die": die}))
        state.picks = [None] * state.players
        state.turn = 0
        state.round += 1
        if state.round > ROUNDS:
            events.append(Event("over", {"scores": list(state.scores)}))
        return events

    def is_over(self, state: SecretsState) -> bool:
        return state.round > ROUNDS

    def scores(self, state: SecretsState) -> list[int]:
        return list(state.scores or [])

    def observe(self, state: SecretsState, player: int | None) -> SecretsView:
        picks = state.picks or []
        return SecretsView(
            player,
            state.round,
            self.to_move(state),
            tuple(state.scores or []),
            picks[player] if player is not None else None,
            tuple(p is not None for p in picks),
        )

    def bot_move(self, view: SecretsView, level: str, seed: int) -> Move:
        return {"kind": "pick", "value": 1 + seed % 3}

    def present(self, view: SecretsView, events: list[Event]) -> list[Msg]:
        return [Msg(f"secrets-{event.kind}", dict(event.args)) for event in events if event.visible_to(view.seat)]


GAME = SecretsGame()


@contextlib.contextmanager
def secrets_registered() -> Iterator[None]:
    """The test game is known to the app only inside this block (other tests list every game)."""
    register(GAME)
    try:
        yield
    finally:
        _ADDED.pop(GAME.name, None)


@contextlib.asynccontextmanager
async def running_server(folder: Path, **options: Any) -> AsyncIterator[tuple[TableServer, str]]:
    """A real table server on 127.0.0.1 on a free port, with its database in `folder` (and the page, as `serve` has it)."""
    seeds = itertools.count(1000)
    options.setdefault("seed_source", lambda: next(seeds))
    options.setdefault("default_bot_delay", 0.0)
    server = table_server(Store(folder / "tables.sqlite"), ServerOptions(**options))
    await server.start("127.0.0.1", 0)
    try:
        yield server, f"ws://127.0.0.1:{server.port()}"
    finally:
        await server.stop()


def run(coroutine: Any, timeout: float = 60.0) -> Any:
    """Run a test coroutine with an upper bound on its time."""
    return asyncio.run(asyncio.wait_for(coroutine, timeout))
