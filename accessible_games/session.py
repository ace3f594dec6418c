"""A game in progress: rules state, seats, move list, spoken log, its save file, and the one replay loop
(the save format's checks and the list of saves are in saves.py)."""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from .core.protocol import Event, Game, Move, Setup
from .games import get_game
from .core.rng import derive_seed
from .core.seats import Seat
from .core.text import clean_text
from .files import BadFile, atomic_write_json, inside, read_json
from .saves import (AUTOSAVE_PREFIX, LOAD_ERRORS, SAVE_FORMAT, SAVE_VERSION, SEED_LIMIT, bot_value, check_header,
                    game_id_value, int_value, list_value, log_value, name_value, new_game_id, options_value,
                    saves_dir, text_value, time_value)

LOG_LIMIT = 20000  # spoken game lines kept in a save (the newest; older moves are rebuilt on replay)
LOG_CHARS = 800_000  # and at most this many characters of them
HISTORY_LIMIT = 5000  # message history lines kept in a save (the newest)
HISTORY_CHARS = 500_000  # and at most this many characters (rules pages read in a game are long)


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
    game_id: str = field(default_factory=new_game_id)
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
        """Remember a line heard: game lines (events) join the move's log, every line the history.

        A private line (one seat's secret at one keyboard) is kept in neither: a resumed game reads
        the history back to whoever sits down first, and anyone may replay the save.
        """
        if private:
            return
        if event:
            self.log[-1].append(text)
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
        """Where this game saves itself after every move (checked to lie in the saves folder)."""
        return inside(saves_dir(), f"{AUTOSAVE_PREFIX}{self.game_id}.json")

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
            seats = [Seat(name_value(s["name"]), bot_value(s.get("bot"))) for s in data["seats"]]
            setup = Setup(int_value(data["seed"], SEED_LIMIT), len(seats), str(data["variant"]), options_value(data["options"]))
            if setup.variant not in game.variants or not game.min_players <= len(seats) <= game.max_players:
                raise ValueError("variant or seats")
            game.check_options(setup.variant, setup.options)
            moves = data["moves"]
            if not isinstance(moves, list) or not all(isinstance(m, dict) for m in moves):
                raise ValueError("moves")
            replayed, rounds, movers = replay(game, setup, moves)
            state = game.from_json(data["state"])
            if game.to_json(state) != game.to_json(replayed):
                raise ValueError("the state is not the one the moves lead to")
            log = log_value(data.get("log"), len(moves))
            log_start = min(max(int_value(data.get("log_start", 0)), 0), len(log))
            if all(not lines for lines in log) and moves:
                log_start = len(log)  # no spoken lines at all: every step is rebuilt on replay
            return Session(
                game=game,
                setup=setup,
                seats=seats,
                state=state,
                moves=[dict(m) for m in moves],
                log=log,
                history=[clean_text(text_value(line)) for line in list_value(data.get("history", []))],
                game_id=game_id_value(data.get("game_id") or path.stem.removeprefix(AUTOSAVE_PREFIX)),
                created=time_value(data.get("created", 0)),
                updated=time_value(data.get("updated", 0)),
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
        self.game_id = new_game_id()


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


def open_for_play(path: Path) -> Session:
    """Load a save to play on; a named save whose game went on elsewhere is forked, never overwriting that game."""
    session = Session.load(path)
    autosave = session.autosave_path()
    if path.name.startswith(AUTOSAVE_PREFIX):
        if autosave.name != path.name:  # an autosave naming another game: play on under a new id
            session.fork()
        return session
    if autosave.exists():
        try:
            other = read_json(autosave)
            same = isinstance(other, dict) and other.get("moves") == session.moves
        except BadFile:
            same = False
        if not same:
            session.fork()
    return session


