"""A game in progress: rules state, seats, move list, spoken log, and its autosave file."""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .core.protocol import Event, Game, Move, Setup, get_game
from .core.rng import derive_seed
from .files import BadFile, atomic_write_json, data_dir, read_json
from .core.seats import Seat

SAVE_FORMAT = "accessible-games-save"
SAVE_VERSION = 1
LOG_LIMIT = 5000  # spoken lines kept in a save (the newest)


def saves_dir() -> Path:
    """The folder of autosaves and named saves."""
    return data_dir() / "saves"


@dataclass
class Session:
    """One game being played: everything needed to resume, replay or list it."""

    game: Game[Any]
    setup: Setup
    seats: list[Seat]
    state: Any
    moves: list[Move] = field(default_factory=list)
    log: list[list[str]] = field(default_factory=lambda: [[]])  # spoken lines: opening, then per move
    history: list[str] = field(default_factory=list)  # message history heard at this table
    game_id: str = field(default_factory=lambda: time.strftime("%Y%m%d-%H%M%S-") + uuid.uuid4().hex[:6])
    created: float = field(default_factory=time.time)
    updated: float = field(default_factory=time.time)
    opening: list[Event] = field(default_factory=list)

    @staticmethod
    def new(game_name: str, seats: list[Seat], variant: str | None, options: dict[str, str], seed: int | None) -> "Session":
        """Start a new game (raises ValueError on a bad variant, option or number of seats)."""
        game = get_game(game_name)
        variant = variant or game.variants[0]
        merged = game.check_options(variant, options)
        if not game.min_players <= len(seats) <= game.max_players:
            raise ValueError(f"players: {len(seats)}; accepted: {game.min_players} to {game.max_players}")
        if seed is None:
            seed = derive_seed(time.time_ns(), uuid.uuid4().hex)
        setup = Setup(seed=seed, players=len(seats), variant=variant, options=merged)
        state, events = game.new_game(setup)
        return Session(game, setup, list(seats), state, opening=events)

    # --- play ------------------------------------------------------------------------------
    def play(self, move: Move) -> list[Event]:
        """Apply a move for the player to move and remember it (the caller saves)."""
        events = self.game.apply(self.state, move)
        self.moves.append(move)
        self.log.append([])
        self.updated = time.time()
        return events

    def bot_move(self) -> Move:
        """The move the bot to move would play (deterministic from the seed and the move number)."""
        player = self.game.to_move(self.state)
        if player is None:
            raise ValueError("the game is over")
        level = self.seats[player].bot or "normal"
        return self.game.bot_move(self.state, player, level, derive_seed(self.setup.seed, len(self.moves), player))

    def record_spoken(self, text: str) -> None:
        """Remember a line heard during the current move (for replays and continuing)."""
        self.log[-1].append(text)
        self.history.append(text)

    @property
    def finished(self) -> bool:
        """True once the game has ended."""
        return self.game.is_over(self.state)

    # --- files -----------------------------------------------------------------------------
    def autosave_path(self) -> Path:
        """Where this game saves itself after every move."""
        return saves_dir() / f"autosave-{self.game_id}.json"

    def to_json(self) -> dict[str, Any]:
        """The save file's content: format, version, setup, seats, moves, state and spoken log."""
        log = self.log
        total = sum(len(lines) for lines in log)
        if total > LOG_LIMIT:  # keep the newest lines, with the move boundaries
            kept: list[list[str]] = []
            budget = LOG_LIMIT
            for lines in reversed(log):
                kept.append(lines[-budget:] if budget > 0 else [])
                budget -= len(lines)
            log = list(reversed(kept))
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game.name,
            "game_id": self.game_id,
            "variant": self.setup.variant,
            "options": self.setup.options,
            "seed": self.setup.seed,
            "seats": [{"name": s.name, "bot": s.bot} for s in self.seats],
            "moves": self.moves,
            "state": self.game.to_json(self.state),
            "round": self.game.round_number(self.state),
            "finished": self.finished,
            "created": self.created,
            "updated": self.updated,
            "log": log,
            "history": self.history[-LOG_LIMIT:],
        }

    def save(self, path: Path | None = None) -> None:
        """Write the save atomically (OSError propagates: the caller tells the player once)."""
        atomic_write_json(path or self.autosave_path(), self.to_json())

    @staticmethod
    def from_json(data: Any, path: Path) -> "Session":
        """Rebuild a session from save data; BadFile("foreign"/"newer"/"damaged") when it cannot be used."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise BadFile(path, "foreign")
        version = data.get("version")
        if not isinstance(version, int):
            raise BadFile(path, "damaged")
        if version > SAVE_VERSION:
            raise BadFile(path, "newer")
        try:
            game = get_game(data["game"])
            seats = [Seat(str(s["name"]), s.get("bot")) for s in data["seats"]]
            setup = Setup(int(data["seed"]), len(seats), str(data["variant"]), dict(data["options"]))
            state = game.from_json(data["state"])
            log = [list(map(str, lines)) for lines in data.get("log", [[]])] or [[]]
            return Session(
                game=game,
                setup=setup,
                seats=seats,
                state=state,
                moves=list(data["moves"]),
                log=log,
                history=list(map(str, data.get("history", []))),
                game_id=str(data.get("game_id") or path.stem),
                created=float(data.get("created", 0)),
                updated=float(data.get("updated", 0)),
            )
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            raise BadFile(path, "damaged") from error

    @staticmethod
    def load(path: Path) -> "Session":
        """Read a save file (BadFile on anything wrong with it; the file is never changed)."""
        return Session.from_json(read_json(path), path)

    def replayed_state(self) -> Any:
        """Rebuild the state from seed and moves alone (for replays and checks)."""
        state, _events = self.game.new_game(self.setup)
        for move in self.moves:
            self.game.apply(state, move)
        return state


@dataclass(frozen=True)
class SaveInfo:
    """One line of the load screen: a save file and what it holds."""

    path: Path
    game: str
    seats: list[str]
    round: int
    updated: float
    finished: bool
    autosave: bool


def list_saves() -> tuple[list[SaveInfo], list[tuple[Path, str]]]:
    """Every save, newest first, and the files that could not be read (path, reason)."""
    infos: list[SaveInfo] = []
    bad: list[tuple[Path, str]] = []
    folder = saves_dir()
    if not folder.is_dir():
        return infos, bad
    for path in folder.glob("*.json"):
        try:
            data = read_json(path)
            if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
                raise BadFile(path, "foreign")
            if not isinstance(data.get("version"), int) or data["version"] > SAVE_VERSION:
                raise BadFile(path, "newer" if isinstance(data.get("version"), int) else "damaged")
            infos.append(
                SaveInfo(
                    path=path,
                    game=str(data["game"]),
                    seats=[str(s["name"]) for s in data["seats"]],
                    round=int(data.get("round", 0)),
                    updated=float(data.get("updated", 0)),
                    finished=bool(data.get("finished", False)),
                    autosave=path.name.startswith("autosave-"),
                )
            )
        except BadFile as error:
            bad.append((path, error.reason))
        except (KeyError, TypeError, ValueError):
            bad.append((path, "damaged"))
    infos.sort(key=lambda info: info.updated, reverse=True)
    return infos, bad


def last_unfinished() -> SaveInfo | None:
    """The most recently played unfinished game, for "Continue"."""
    infos, _bad = list_saves()
    for info in infos:
        if not info.finished:
            return info
    return None
