"""The game protocol every game implements (the games themselves are found by `accessible_games.games`).

A game state is plain data that serializes to JSON and back losslessly. Moves are small
JSON-friendly dicts with a "kind" key. `apply` checks a move, changes the state and returns
events (plain data). Chance comes from the seeded `Rng` kept in the state, so a seed plus the
move list replays a game exactly.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from .messages import Msg

Move = dict[str, Any]
S = TypeVar("S")
V = TypeVar("V", bound="View")

BOT_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


class IllegalMove(ValueError):
    """Raised by `apply` when a move is not legal in the current state."""


class BadSetting(ValueError):
    """A bad variant, option, bot level or seat: which setting, the bad value, the accepted ones."""

    def __init__(self, setting: str, value: str, accepted: str) -> None:
        super().__init__(f"{setting}: {value!r}; accepted: {accepted}")
        self.setting = setting
        self.value = value
        self.accepted = accepted


@dataclass(frozen=True)
class Event:
    """Something that happened in a game: a kind plus JSON-friendly arguments.

    `to` limits who may learn of it (player indexes); None means everybody.
    """

    kind: str
    args: dict[str, Any] = field(default_factory=dict)
    to: tuple[int, ...] | None = None

    def to_json(self) -> dict[str, Any]:
        """Plain dict form."""
        data: dict[str, Any] = {"kind": self.kind, "args": self.args}
        if self.to is not None:
            data["to"] = list(self.to)
        return data

    @staticmethod
    def from_json(data: dict[str, Any]) -> "Event":
        """Inverse of `to_json`."""
        to = data.get("to")
        return Event(data["kind"], dict(data.get("args", {})), tuple(to) if to is not None else None)

    def visible_to(self, player: int | None) -> bool:
        """True when `player` (None: a spectator who sees only public events) may learn of this."""
        if self.to is None:
            return True
        return player is not None and player in self.to


class View(Protocol):
    """What one seat may know of a game (`player` None: a spectator), as plain JSON-friendly data.

    Every game defines its own frozen dataclass with `to_json()` and `from_json(data)`; bots, hints
    and the board read a view, never the full state.
    """

    @property
    def player(self) -> int | None:
        """The seat this view belongs to (None: a spectator)."""

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data of the view."""


_SCALARS = frozenset({int, str, float, bool, type(None)})
_FIELDS: dict[type, tuple[str, ...]] = {}  # each dataclass's field names, looked up once


def plain(value: Any) -> Any:
    """JSON data of a view's value: dataclasses become dicts, tuples become lists (deep copies).

    Every update sends a view, so the common shapes go first: scalars, then plain tuples, lists and dicts."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is tuple or kind is list:
        return [item if type(item) in _SCALARS else plain(item) for item in value]
    if kind is dict:
        return {key: item if type(item) in _SCALARS else plain(item) for key, item in value.items()}
    names = _FIELDS.get(kind)
    if names is None:
        fields = getattr(value, "__dataclass_fields__", None)
        if fields is None:
            if isinstance(value, dict):
                return {key: plain(item) for key, item in value.items()}
            if isinstance(value, (list, tuple)):
                return [plain(item) for item in value]
            return value
        names = _FIELDS[kind] = tuple(fields)
    return {name: plain(getattr(value, name)) for name in names}


def frozen(value: Any) -> Any:
    """Lists in JSON data turned into tuples, deeply (dicts are copied), for a frozen view."""
    if isinstance(value, dict):
        return {k: frozen(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return tuple(frozen(v) for v in value)
    return value


@dataclass(frozen=True)
class OptionSpec:
    """A game option: key, allowed values (strings), default, and the message ids that name them.

    Message ids: `{game}-option-{key}` for the option, `{game}-option-{key}-{value}` for a value
    (values that are plain numbers are spoken as numbers and need no message).
    """

    key: str
    values: tuple[str, ...]
    default: str
    variants: tuple[str, ...] = ()  # variants this option applies to; empty means all

    def applies_to(self, variant: str) -> bool:
        """True when this option matters for `variant`."""
        return not self.variants or variant in self.variants


@dataclass(frozen=True)
class Setup:
    """Everything needed to start a game: seed, number of seats, variant and options."""

    seed: int
    players: int
    variant: str
    options: dict[str, str]


class Game(ABC, Generic[S, V]):
    """One game: its rules as pure functions over a plain-data state, and a view per seat.

    Subclasses set the class attributes and implement the abstract methods (each forwards to the
    game folder's function of the same name). The protocol itself checks the seats and options of
    a new game and the legality of every move, once for every game. Nothing here speaks, plays
    sound or draws; `present` only maps events to message ids.
    """

    name: str = ""
    order: int = 100  # place in the list of games
    variants: tuple[str, ...] = ("standard",)
    options: tuple[OptionSpec, ...] = ()
    min_players: int = 1
    max_players: int = 6
    rules_sections: tuple[str, ...] = ()  # message ids, one per section of the rules text

    # --- setup and serialization -------------------------------------------------------
    def new_game(self, setup: Setup) -> tuple[S, list[Event]]:
        """Check the seats and options, then create the initial state and the opening events."""
        if not self.min_players <= setup.players <= self.max_players:
            raise BadSetting("--players", str(setup.players), f"{self.min_players} to {self.max_players}")
        options = self.check_options(setup.variant, setup.options)
        return self.new_state(Setup(setup.seed, setup.players, setup.variant, options))

    @abstractmethod
    def new_state(self, setup: Setup) -> tuple[S, list[Event]]:
        """The initial state (chance already resolved) and the opening events, for a checked setup."""

    @abstractmethod
    def to_json(self, state: S) -> dict[str, Any]:
        """Serialize a state to plain JSON data."""

    @abstractmethod
    def from_json(self, data: dict[str, Any]) -> S:
        """Rebuild a state from `to_json` output."""

    # --- play --------------------------------------------------------------------------
    @abstractmethod
    def to_move(self, state: S) -> int | None:
        """The player who must choose now, or None when the game is over."""

    @abstractmethod
    def legal_moves(self, state: S, player: int) -> list[Move]:
        """Every legal move for `player` now (empty when it is not their turn)."""

    def apply(self, state: S, move: Move) -> list[Event]:
        """Check `move` for the player to move (IllegalMove if it is not legal), play it, return the events."""
        player = self.to_move(state)
        if player is None:
            raise IllegalMove("the game is over")
        if move not in self.legal_moves(state, player):
            raise IllegalMove(f"not legal now: {move!r}")
        return self.play(state, move)

    out_of_turn_kinds: tuple[str, ...] = ()  # kinds of move a seat may send when it is not its turn (a take-back)

    def out_of_turn(self, state: S, player: int) -> list[Move]:
        """The moves `player` may play now although it is not their turn (none unless the game has such moves);
        `apply` checks and plays them."""
        return []

    @abstractmethod
    def play(self, state: S, move: Move) -> list[Event]:
        """Play a move already checked legal, changing `state`; return the events."""

    @abstractmethod
    def is_over(self, state: S) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def scores(self, state: S) -> list[int]:
        """Current score of every player, in seat order."""

    @abstractmethod
    def observe(self, state: S, player: int | None) -> V:
        """What `player` may know now (None: a spectator, public information only)."""

    def ranking(self, state: S) -> list[int]:
        """Place of every player (1 = first); equal scores share a place."""
        scores = self.scores(state)
        return [1 + sum(1 for other in scores if other > mine) for mine in scores]

    # --- bots --------------------------------------------------------------------------
    @abstractmethod
    def bot_move(self, view: V, level: str, seed: int) -> Move:
        """The move a bot of `level` plays for the view's seat: it is given that seat's view only."""

    # --- speech ------------------------------------------------------------------------
    @abstractmethod
    def present(self, view: V, events: list[Event]) -> list[Msg]:
        """Turn events into messages for the view's seat (None: spectator); events hidden from it are skipped."""

    def round_number(self, state: S) -> int:
        """The current round (1-based), for save listings; 0 when the game has no rounds."""
        return 0

    def default_options(self, variant: str) -> dict[str, str]:
        """Default value of every option that applies to `variant`."""
        return {o.key: o.default for o in self.options if o.applies_to(variant)}

    def check_options(self, variant: str, options: dict[str, str]) -> dict[str, str]:
        """Merge `options` over the defaults; raise BadSetting naming a bad variant, key or value."""
        if variant not in self.variants:
            raise BadSetting("--variant", variant, ", ".join(self.variants))
        merged = self.default_options(variant)
        known = {o.key: o for o in self.options}
        for key, value in options.items():
            spec = known.get(key)
            if spec is None:
                raise BadSetting("--option", key, ", ".join(known) or "-")
            if value not in spec.values:
                raise BadSetting(f"--option {key}", value, ", ".join(spec.values))
            merged[key] = value
        return merged
