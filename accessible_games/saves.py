"""The saved games: the save format's header, the checks every value read from a save passes
(a save is untrusted), and the list of saves that Load and Continue read."""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .core.names import NAME_LIMIT, player_name
from .files import BadFile, data_dir, json_files, read_json, sweep_temporary
from .games import get_game
from .locks import GAME_ID

SAVE_FORMAT = "accessible-games-save"
SAVE_VERSION = 1
AUTOSAVE_PREFIX = "autosave-"
LOAD_ERRORS = (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError, RecursionError)
SEED_LIMIT = 1 << 64  # seeds are 64-bit: a larger one in a save is refused
COUNT_LIMIT = 1_000_000  # rounds and move counts read from a save for the list


def new_game_id() -> str:
    """A fresh game id: the start time and six random hex digits."""
    return time.strftime("%Y%m%d-%H%M%S-") + uuid.uuid4().hex[:6]


def saves_dir() -> Path:
    """The folder of autosaves and named saves."""
    return data_dir() / "saves"


def check_header(data: Any, path: Path) -> None:
    """Raise BadFile unless `data` is a save of this app that this version can read."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise BadFile(path, "foreign")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise BadFile(path, "damaged")
    if version > SAVE_VERSION:
        raise BadFile(path, "newer")


def text_value(value: Any) -> str:
    """A string (TypeError otherwise)."""
    if not isinstance(value, str):
        raise TypeError("text expected")
    return value


def int_value(value: Any, limit: int = COUNT_LIMIT) -> int:
    """A whole number from 0 up to (not including) `limit`."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError("integer expected")
    if not 0 <= value < limit:
        raise ValueError("integer out of range")
    return value


def list_value(value: Any) -> list[Any]:
    """A list (TypeError otherwise)."""
    if not isinstance(value, list):
        raise TypeError("list expected")
    return value


def name_value(value: Any) -> str:
    """A player's name from a file, by the rule every name follows (core.names; ValueError when refused)."""
    return player_name(text_value(value)[: NAME_LIMIT * 8])


def game_id_value(value: Any) -> str:
    """A game id read from a file, if it has the fixed shape; any other value gets a fresh id."""
    if isinstance(value, str) and GAME_ID.fullmatch(value):
        return value
    return new_game_id()


def time_value(value: Any) -> float:
    """A save's timestamp: seconds since 1970, a real date (not NaN, not centuries away)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("time expected")
    if not 0 <= value < 1e11:  # also refuses NaN
        raise ValueError("time out of range")
    return float(value)


def bot_value(value: Any) -> str | None:
    """A seat's bot level, or None for a human."""
    if value is None:
        return None
    if value not in ("easy", "normal", "hard"):
        raise ValueError("bot level")
    return str(value)


def options_value(value: Any) -> dict[str, str]:
    """Game options: text keys and text values."""
    if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        raise TypeError("options")
    return dict(value)


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
    moves: int = 0

    @property
    def name(self) -> str:
        """The name a named save was given (the file name without .json); "" for an autosave."""
        return "" if self.autosave else self.path.stem


def save_info(path: Path) -> SaveInfo:
    """What the load screen shows of one save file, read without replaying it (BadFile when unusable)."""
    data = read_json(path)
    check_header(data, path)
    try:
        game = text_value(data["game"])
        try:
            rules = get_game(game)
        except KeyError as error:
            raise BadFile(path, "unknown-game") from error
        moves = data["moves"]
        if not isinstance(moves, list) or len(moves) >= COUNT_LIMIT:
            raise TypeError("moves")
        seats = list_value(data["seats"])
        if not rules.min_players <= len(seats) <= rules.max_players:  # counted before any name is read
            raise ValueError("seats")
        return SaveInfo(
            path=path,
            game=game,
            seats=[name_value(s["name"]) for s in seats],
            round=int_value(data.get("round", 0)),
            updated=time_value(data.get("updated", 0)),
            finished=bool(data.get("finished", False)),
            autosave=path.name.startswith(AUTOSAVE_PREFIX),
            moves=len(moves),
        )
    except LOAD_ERRORS as error:
        raise BadFile(path, "damaged") from error


def list_saves() -> tuple[list[SaveInfo], list[tuple[Path, str]]]:
    """Every save, newest first, and the files that could not be read (path, reason), by name.

    Raises FolderUnreadable when the folder cannot be listed, so no one is told there are no saves.
    """
    infos: list[SaveInfo] = []
    bad: list[tuple[Path, str]] = []
    folder = saves_dir()
    paths = json_files(folder)
    sweep_temporary(folder)
    for path in paths:
        try:
            infos.append(save_info(path))
        except BadFile as error:
            bad.append((path, error.reason))
    infos.sort(key=lambda info: (info.updated, info.autosave), reverse=True)
    return infos, bad


def continue_choices() -> tuple[list[SaveInfo], list[tuple[Path, str]]]:
    """The games "Continue" may resume, newest first (it takes the first that loads), and the autosaves
    written after the newest of them that cannot be read (to say so)."""
    infos, bad = list_saves()
    unfinished = [i for i in infos if not i.finished]
    since = unfinished[0].updated if unfinished else 0.0
    newer: list[tuple[Path, str]] = []
    for path, reason in bad:
        if not path.name.startswith(AUTOSAVE_PREFIX):
            continue
        try:
            written = path.stat().st_mtime
        except OSError:
            continue
        if written >= since:
            newer.append((path, reason))
    return unfinished, newer
