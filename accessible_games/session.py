"""A game in progress: rules state, seats, move list, history heard, its save file, and the one replay loop
(the save format's checks and the list of saves are in saves.py)."""

from __future__ import annotations

import re
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from .core.protocol import Event, Game, Move, Setup
from .games import get_game
from .core.rng import derive_seed
from .core.seats import Seat
from .core.messages import Msg
from .core.text import clean_text
from .core.wire import msg_from_json, msg_to_json
from .files import (
    MAX_JSON_BYTES,
    BadFile,
    WriteRefused,
    atomic_write_bytes,
    encode_for_file,
    inside,
    json_text,
    read_json,
)
from .saves import (
    AUTOSAVE_PREFIX,
    GAME_ID,
    LOAD_ERRORS,
    SAVE_FORMAT,
    SAVE_VERSION,
    SEED_LIMIT,
    bot_value,
    check_header,
    game_id_value,
    int_value,
    list_value,
    name_value,
    new_game_id,
    options_value,
    saves_dir,
    text_value,
    time_value,
)

MESSAGE_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,99}")
HISTORY_LIMIT = 5000  # message history lines kept in a save (the newest)
HISTORY_CHARS = 500_000  # and at most this many characters (rules pages read in a game are long)


@dataclass(frozen=True)
class BotRequest:
    """One bot decision: the game, what the bot's seat sees, its level and seed (plain, picklable data)."""

    game_name: str
    view: Any
    level: str
    seed: int

    def think(self) -> Move:
        """The bot's move."""
        return get_game(self.game_name).bot_move(self.view, self.level, self.seed)


@dataclass
class Session:
    """One game being played: everything needed to resume, replay or list it."""

    game: Game[Any, Any]
    setup: Setup
    seats: list[Seat]
    state: Any
    moves: list[Move] = field(default_factory=list)
    history: list[str] = field(default_factory=list)  # every line heard at this table
    game_id: str = field(default_factory=new_game_id)
    created: float = field(default_factory=time.time)
    updated: float = field(default_factory=time.time)
    opening: list[Event] = field(default_factory=list)
    rounds: list[int] = field(default_factory=list)  # round number at the start, then after each move
    movers: list[int] = field(default_factory=list)  # the seat that played each move
    unheard: dict[int, list[Msg]] = field(default_factory=dict)  # one keyboard: lines kept for a seat's hand-over

    def __post_init__(self) -> None:
        if not self.rounds:
            self.rounds = [self.game.round_number(self.state)] if not self.moves else []

    @staticmethod
    def new(
        game_name: str, seats: list[Seat], variant: str | None, options: dict[str, str], seed: int | None
    ) -> "Session":
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
        self.movers.append(player if player is not None else -1)
        self.rounds.append(self.game.round_number(self.state))
        self.updated = time.time()
        return events

    def bot_move(self) -> Move:
        """The move the bot to move would play (deterministic from the seed and the move number)."""
        return self.bot_request().think()

    def bot_request(self) -> "BotRequest":
        """What the bot to move needs to choose its move, as plain data another process can take."""
        player = self.game.to_move(self.state)
        if player is None:
            raise ValueError("the game is over")
        level = self.seats[player].bot or "normal"
        view = self.game.observe(self.state, player)
        return BotRequest(self.game.name, view, level, derive_seed(self.setup.seed, len(self.moves), player))

    def record_spoken(self, text: str, private: bool = False) -> None:
        """Remember a line heard in the history a resumed game reads back (PageUp).

        A private line (one seat's secret at one keyboard) is not kept: a resumed game reads the
        history back to whoever sits down first. Replays never read it: they are rebuilt from the moves.
        """
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
        """Where this game saves itself after every move (checked to lie in the saves folder)."""
        return inside(saves_dir(), f"{AUTOSAVE_PREFIX}{self.game_id}.json")

    def _kept_history(self, chars: int = HISTORY_CHARS) -> list[str]:
        """The newest history lines within HISTORY_LIMIT lines and `chars` characters."""
        recent = self.history[-HISTORY_LIMIT:]
        if sum(len(line) for line in recent) <= chars:
            return recent
        kept: list[str] = []
        total = 0
        for line in reversed(recent):
            total += len(line)
            if total > chars:
                break
            kept.append(line)
        return kept[::-1]

    def to_json(self, history_chars: int = HISTORY_CHARS) -> dict[str, Any]:
        """The save file's content: format, version, setup, seats, moves, state and the history heard."""
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
            "history": self._kept_history(history_chars),
            "unheard": {
                str(seat): [msg_to_json(line) for line in lines] for seat, lines in self.unheard.items() if lines
            },
        }

    def save(self, path: Path | None = None) -> None:
        """Write the save durably (see files.atomic_write_bytes); the caller tells the player when it fails.

        Raises OSError, UnsafePath, or WriteRefused when the file would be one the app cannot read
        back: the history heard is cut first (it is only read back, never needed), the game never.
        """
        target = path or self.autosave_path()
        atomic_write_bytes(target, self.encoded(target))

    def encoded(self, target: Path) -> bytes:
        """The save's bytes, under the size a save may have (WriteRefused when the game alone is larger)."""
        chars = HISTORY_CHARS
        while True:
            try:
                return encode_for_file(target, json_text(self.to_json(chars)), MAX_JSON_BYTES)
            except WriteRefused as error:
                if error.reason != "too-large" or chars == 0:
                    raise
                chars //= 4
            except ValueError as error:  # NaN or a circular value in a game's state: not a file this app reads
                raise WriteRefused(target, "not-text") from error

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
            listed = list_value(data["seats"])
            if not game.min_players <= len(listed) <= game.max_players:  # counted before any name is read
                raise ValueError("seats")
            seats = [Seat(name_value(s["name"]), bot_value(s.get("bot"))) for s in listed]
            setup = Setup(
                int_value(data["seed"], SEED_LIMIT), len(seats), str(data["variant"]), options_value(data["options"])
            )
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
            return Session(
                game=game,
                setup=setup,
                seats=seats,
                state=state,
                moves=[dict(m) for m in moves],
                history=[clean_text(text_value(line)) for line in list_value(data.get("history", []))],
                game_id=save_game_id(data.get("game_id"), path),
                created=time_value(data.get("created", 0)),
                updated=time_value(data.get("updated", 0)),
                rounds=rounds,
                movers=movers,
                unheard=unheard_value(data.get("unheard", {}), seats),
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


def replay(
    game: Game[Any, Any], setup: Setup, moves: list[Move], on_step: Callable[[Any, list[Event]], None] | None = None
) -> tuple[Any, list[int], list[int]]:
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


MAX_UNHEARD = 500  # lines kept for one seat at most (a few rounds of secrets)


def unheard_value(data: Any, seats: list[Seat]) -> dict[int, list[Msg]]:
    """The lines kept for each human seat until its hand-over, as saved: known seats only, every line a
    message of the shape the app writes, its text arguments cleaned of control characters."""
    if not isinstance(data, dict):
        raise ValueError("unheard")
    kept: dict[int, list[Msg]] = {}
    for key, lines in data.items():
        seat = int(key) if isinstance(key, str) and key.isdigit() and len(key) < 4 else -1
        if not 0 <= seat < len(seats) or seats[seat].is_bot or not isinstance(lines, list) or len(lines) > MAX_UNHEARD:
            raise ValueError("unheard")
        kept[seat] = [_clean_msg(msg_from_json(line)) for line in lines]
    return kept


def _clean_msg(message: Msg) -> Msg:
    """A message read from a file with control characters stripped from every text in it."""
    if not MESSAGE_ID.fullmatch(message.id):
        raise ValueError("message id")
    args = {
        key: _clean_msg(value) if isinstance(value, Msg) else clean_text(value) if isinstance(value, str) else value
        for key, value in message.args.items()
    }
    return Msg(message.id, args, message.cue, message.pan, tuple(_clean_msg(part) for part in message.parts))


def save_game_id(value: Any, path: Path) -> str:
    """The game id of a loaded save: an autosave's own file name says it (so playing on writes that file,
    whatever id its content claims); a named save keeps the id in it; anything else gets a fresh id."""
    if path.name.startswith(AUTOSAVE_PREFIX) and path.suffix == ".json":
        named = path.stem.removeprefix(AUTOSAVE_PREFIX)
        if GAME_ID.fullmatch(named):
            return named
    return game_id_value(value)


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
