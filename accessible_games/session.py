"""A game in progress: rules state, seats, move list, spoken log, and its autosave file."""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from .core.protocol import Event, Game, Move, Setup, get_game
from .core.rng import derive_seed
from .core.seats import Seat
from .files import BadFile, atomic_write_json, data_dir, read_json, sweep_temporary

SAVE_FORMAT = "accessible-games-save"
SAVE_VERSION = 1
LOG_LIMIT = 20000  # spoken game lines kept in a save (the newest; older moves are rebuilt on replay)
LOG_CHARS = 800_000  # and at most this many characters of them
HISTORY_LIMIT = 5000  # message history lines kept in a save (the newest)
HISTORY_CHARS = 500_000  # and at most this many characters (rules pages read in a game are long)
AUTOSAVE_PREFIX = "autosave-"
LOAD_ERRORS = (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError, RecursionError)


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
    log: list[list[str]] = field(default_factory=lambda: [[]])  # game lines heard: opening, then per move
    history: list[str] = field(default_factory=list)  # every line heard at this table
    game_id: str = field(default_factory=lambda: time.strftime("%Y%m%d-%H%M%S-") + uuid.uuid4().hex[:6])
    created: float = field(default_factory=time.time)
    updated: float = field(default_factory=time.time)
    opening: list[Event] = field(default_factory=list)
    rounds: list[int] = field(default_factory=list)  # round number at the start, then after each move
    movers: list[int] = field(default_factory=list)  # the seat that played each move
    log_start: int = 0  # steps before this one lost their spoken lines to LOG_LIMIT

    def __post_init__(self) -> None:
        if not self.rounds:
            self.rounds = [self.game.round_number(self.state)] if not self.moves else []

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
        player = self.game.to_move(self.state)
        events = self.game.apply(self.state, move)
        self.moves.append(move)
        self.log.append([])
        self.movers.append(player if player is not None else -1)
        self.rounds.append(self.game.round_number(self.state))
        self.updated = time.time()
        return events

    def bot_move(self) -> Move:
        """The move the bot to move would play (deterministic from the seed and the move number)."""
        player = self.game.to_move(self.state)
        if player is None:
            raise ValueError("the game is over")
        level = self.seats[player].bot or "normal"
        view = self.game.observe(self.state, player)
        return self.game.bot_move(view, level, derive_seed(self.setup.seed, len(self.moves), player))

    def record_spoken(self, text: str, event: bool = True, private: bool = False) -> None:
        """Remember a line heard: game lines (events) join the move's log, public lines the history.

        A private line (one seat's secret at one keyboard) is never kept in the history a resumed
        game reads back to whoever sits down first.
        """
        if event:
            self.log[-1].append(text)
        if not private:
            self.history.append(text)

    @property
    def finished(self) -> bool:
        """True once the game has ended."""
        return self.game.is_over(self.state)

    @property
    def round(self) -> int:
        """The current round (0 for games without rounds)."""
        return self.game.round_number(self.state)

    # --- files -----------------------------------------------------------------------------
    def autosave_path(self) -> Path:
        """Where this game saves itself after every move."""
        return saves_dir() / f"{AUTOSAVE_PREFIX}{self.game_id}.json"

    def _kept_log(self) -> tuple[list[list[str]], int]:
        """The spoken log trimmed to LOG_LIMIT lines and LOG_CHARS characters (whole moves, newest kept)
        and its first full step, so a save always stays well under the size a save may have."""
        lines_total = sum(len(lines) for lines in self.log)
        chars_total = sum(len(line) for lines in self.log for line in lines)
        if lines_total <= LOG_LIMIT and chars_total <= LOG_CHARS:
            return self.log, self.log_start
        kept_lines = kept_chars = 0
        start = len(self.log)
        while start > 0:
            lines = self.log[start - 1]
            size = sum(len(line) for line in lines)
            if kept_lines + len(lines) > LOG_LIMIT or kept_chars + size > LOG_CHARS:
                break
            start -= 1
            kept_lines += len(lines)
            kept_chars += size
        return [[] for _ in range(start)] + self.log[start:], max(start, self.log_start)

    def _kept_history(self) -> list[str]:
        """The newest history lines within HISTORY_LIMIT lines and HISTORY_CHARS characters."""
        recent = self.history[-HISTORY_LIMIT:]
        if sum(len(line) for line in recent) <= HISTORY_CHARS:
            return recent
        kept: list[str] = []
        chars = 0
        for line in reversed(recent):
            chars += len(line)
            if chars > HISTORY_CHARS:
                break
            kept.append(line)
        return kept[::-1]

    def to_json(self) -> dict[str, Any]:
        """The save file's content: format, version, setup, seats, moves, state and spoken log."""
        log, log_start = self._kept_log()
        if len(self.rounds) != len(self.moves) + 1 or len(self.movers) != len(self.moves):
            _state, self.rounds, self.movers = replay(self.game, self.setup, self.moves)
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
            "rounds": self.rounds,
            "movers": self.movers,
            "log": log,
            "log_start": log_start,
            "history": self._kept_history(),
        }

    def save(self, path: Path | None = None) -> None:
        """Write the save atomically (OSError propagates: the caller tells the player once).

        The autosave, written after every move, reaches the disk a moment later from a background
        thread (see files.atomic_write_text); a save under a name is flushed before it is renamed.
        """
        atomic_write_json(path or self.autosave_path(), self.to_json(), durable=path is not None)

    @staticmethod
    def from_json(data: Any, path: Path) -> "Session":
        """Rebuild a session from save data; BadFile("foreign"/"newer"/"damaged"/"unknown-game") when it cannot be used.

        The seed and the move list are replayed and must give the saved state, so a file that was
        edited or damaged in a way JSON cannot see is refused rather than played.
        """
        check_header(data, path)
        try:
            game = get_game(str(data["game"]))
        except KeyError as error:
            raise BadFile(path, "unknown-game") from error
        try:
            seats = [Seat(_text(s["name"]), _bot(s.get("bot"))) for s in data["seats"]]
            setup = Setup(_int(data["seed"]), len(seats), str(data["variant"]), _options(data["options"]))
            if setup.variant not in game.variants or not game.min_players <= len(seats) <= game.max_players:
                raise ValueError("variant or seats")
            moves = data["moves"]
            if not isinstance(moves, list) or not all(isinstance(m, dict) for m in moves):
                raise ValueError("moves")
            replayed, rounds, movers = replay(game, setup, moves)
            state = game.from_json(data["state"])
            if game.to_json(state) != game.to_json(replayed):
                raise ValueError("the state is not the one the moves lead to")
            log = _log(data.get("log"), len(moves))
            log_start = min(max(_int(data.get("log_start", 0)), 0), len(log))
            if all(not lines for lines in log) and moves:
                log_start = len(log)  # no spoken lines at all: every step is rebuilt on replay
            return Session(
                game=game,
                setup=setup,
                seats=seats,
                state=state,
                moves=[dict(m) for m in moves],
                log=log,
                history=[_text(line) for line in data.get("history", [])],
                game_id=_text(data.get("game_id") or path.stem.removeprefix(AUTOSAVE_PREFIX)),
                created=_time(data.get("created", 0)),
                updated=_time(data.get("updated", 0)),
                rounds=rounds,
                movers=movers,
                log_start=log_start,
            )
        except LOAD_ERRORS as error:
            raise BadFile(path, "damaged") from error
        except BadFile:
            raise
        except Exception as error:  # noqa: BLE001 - a game's own checks on nonsense data
            raise BadFile(path, "damaged") from error

    @staticmethod
    def load(path: Path) -> "Session":
        """Read a save file (BadFile on anything wrong with it; the file is never changed)."""
        return Session.from_json(read_json(path), path)

    def replayed_state(self) -> Any:
        """Rebuild the state from seed and moves alone (for replays and checks)."""
        state, _rounds, _movers = replay(self.game, self.setup, self.moves)
        return state

    def fork(self) -> None:
        """Give this game a new identity, so it autosaves beside (not over) the game it came from."""
        self.game_id = time.strftime("%Y%m%d-%H%M%S-") + uuid.uuid4().hex[:6]


def replay(game: Game[Any], setup: Setup, moves: list[Move],
           on_step: Callable[[Any, list[Event]], None] | None = None) -> tuple[Any, list[int], list[int]]:
    """Play `moves` from the seed: the final state, the round after each step, and each move's player.

    `on_step(state, events)` hears the opening and then every move as it is played (a replay
    presents them again from it).
    """
    state, events = game.new_game(setup)
    if on_step is not None:
        on_step(state, events)
    rounds = [game.round_number(state)]
    movers: list[int] = []
    for move in moves:
        player = game.to_move(state)
        if player is None:
            raise ValueError("a move after the end of the game")
        events = game.apply(state, move)
        if on_step is not None:
            on_step(state, events)
        movers.append(player)
        rounds.append(game.round_number(state))
    return state, rounds, movers


def check_header(data: Any, path: Path) -> None:
    """Raise BadFile unless `data` is a save of this app that this version can read."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise BadFile(path, "foreign")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise BadFile(path, "damaged")
    if version > SAVE_VERSION:
        raise BadFile(path, "newer")


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError("text expected")
    return value


def _int(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError("integer expected")
    return value


def _time(value: Any) -> float:
    """A save's timestamp: seconds since 1970, a real date (not NaN, not centuries away)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("time expected")
    if not 0 <= value < 1e11:  # also refuses NaN
        raise ValueError("time out of range")
    return float(value)


def _bot(value: Any) -> str | None:
    if value is None:
        return None
    if value not in ("easy", "normal", "hard"):
        raise ValueError("bot level")
    return str(value)


def _options(value: Any) -> dict[str, str]:
    if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        raise TypeError("options")
    return dict(value)


def _log(value: Any, moves: int) -> list[list[str]]:
    """The spoken log, one list per step (opening + each move); missing steps are empty."""
    steps = moves + 1
    if value is None:
        return [[] for _ in range(steps)]
    if not isinstance(value, list) or len(value) > steps:
        raise ValueError("log")
    log = [[_text(line) for line in lines] for lines in value]
    return log + [[] for _ in range(steps - len(log))]


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
        game = _text(data["game"])
        try:
            get_game(game)
        except KeyError as error:
            raise BadFile(path, "unknown-game") from error
        moves = data["moves"]
        if not isinstance(moves, list):
            raise TypeError("moves")
        return SaveInfo(
            path=path,
            game=game,
            seats=[_text(s["name"]) for s in data["seats"]],
            round=_int(data.get("round", 0)),
            updated=_time(data.get("updated", 0)),
            finished=bool(data.get("finished", False)),
            autosave=path.name.startswith(AUTOSAVE_PREFIX),
            moves=len(moves),
        )
    except LOAD_ERRORS as error:
        raise BadFile(path, "damaged") from error


def list_saves() -> tuple[list[SaveInfo], list[tuple[Path, str]]]:
    """Every save, newest first, and the files that could not be read (path, reason), by name."""
    infos: list[SaveInfo] = []
    bad: list[tuple[Path, str]] = []
    folder = saves_dir()
    if not folder.is_dir():
        return infos, bad
    sweep_temporary(folder)
    for path in sorted(folder.glob("*.json")):
        try:
            infos.append(save_info(path))
        except BadFile as error:
            bad.append((path, error.reason))
    infos.sort(key=lambda info: (info.updated, info.autosave), reverse=True)
    return infos, bad


def last_unfinished() -> SaveInfo | None:
    """The most recently played unfinished game, for "Continue" (its autosave when a named save ties)."""
    infos, _bad = list_saves()
    for info in infos:
        if not info.finished:
            return info
    return None


def open_for_play(path: Path) -> Session:
    """Load a save to play on; a named save whose game went on elsewhere is forked, never overwriting that game."""
    session = Session.load(path)
    if path.name.startswith(AUTOSAVE_PREFIX):
        return session
    autosave = session.autosave_path()
    if autosave.exists():
        try:
            other = read_json(autosave)
            same = isinstance(other, dict) and other.get("moves") == session.moves
        except BadFile:
            same = False
        if not same:
            session.fork()
    return session


def continue_choice() -> tuple[SaveInfo | None, list[tuple[Path, str]]]:
    """The game "Continue" resumes, and the autosaves written after it that cannot be read (to say so)."""
    infos, bad = list_saves()
    info = next((i for i in infos if not i.finished), None)
    since = info.updated if info is not None else 0.0
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
    return info, newer
