"""The game protocol every game implements (the games themselves are found by `accessible_games.games`).

A game state is plain data that serializes to JSON and back losslessly. Moves are small
JSON-friendly dicts with a "kind" key. `apply` checks a move, changes the state and returns
events (plain data). Chance comes from the seeded `Rng` kept in the state, so a seed plus the
move list replays a game exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Generic, Protocol, TypeVar

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


class PlainView:
    """A view whose JSON data is `plain(self)`: its dataclass's fields, deeply (every game's view here). The
    server may then encode the dataclass straight to JSON text (`wire.view_text`): the same data, without
    the copy `plain` makes on the way. Its `legal` field, where it has one, holds the seat's legal moves
    now (as the game's `legal_moves` gives them, a tuple), which the server then takes from the view it
    made rather than working them out again."""

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data."""
        return plain(self)  # type: ignore[no-any-return]


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


def no_rounds(state: Any) -> int:
    """A game without rounds: its saves list no round."""
    return 0


def none_out_of_turn(state: Any, player: int) -> list[Move]:
    """A game where nobody moves out of turn."""
    return []


@dataclass(frozen=True, eq=False)
class Game(Generic[S, V]):
    """One game, declared once in its folder's `__init__.py` (the shape of boardgame.io's game object): its name
    and settings, and the folder's own functions for setup, moves, the view per seat, presentation, bots and
    the end. The core calls them; nothing forwards call by call. The protocol itself checks the seats and
    options of a new game and the legality of every move, once for every game. Nothing here speaks, plays
    sound or draws; `present` only maps events to message ids.
    """

    name: str
    package: str
    """The game folder's module (its `__name__`): where the board finds its answers (`<package>.answers`)."""
    new_state: Callable[[Setup], tuple[S, list[Event]]]
    """The initial state (chance already resolved) and the opening events, for a checked setup."""
    to_json: Callable[[S], dict[str, Any]]
    from_json: Callable[[dict[str, Any]], S]
    to_move: Callable[[S], int | None]
    """The player who must choose now, or None when the game is over."""
    legal_moves: Callable[[S, int], list[Move]]
    """Every legal move for a player now (empty when it is not their turn)."""
    play: Callable[[S, Move], list[Event]]
    """Play a move already checked legal, changing the state; return the events."""
    is_over: Callable[[S], bool]
    scores: Callable[[S], list[int]]
    """The current score of every player, in seat order."""
    observe: Callable[[S, int | None], V]
    """What a seat may know now (None: a spectator, public information only)."""
    bot_move: Callable[[V, str, int], Move]
    """The move a bot of a level plays for the view's seat, given that seat's view only, and a seed."""
    present: Callable[[V, list[Event]], list[Msg]]
    """Events as messages for the view's seat (None: spectator); events hidden from it are skipped."""
    order: int = 100  # place in the list of games
    variants: tuple[str, ...] = ("standard",)
    options: tuple[OptionSpec, ...] = ()
    min_players: int = 1
    max_players: int = 6
    rules_sections: tuple[str, ...] = ()  # message ids, one per section of the rules text
    round_number: Callable[[S], int] = no_rounds
    """The current round (1-based), for save listings; 0 when the game has no rounds."""
    out_of_turn_kinds: tuple[str, ...] = ()  # kinds of move a seat may send when it is not its turn (a take-back)
    out_of_turn: Callable[[S, int], list[Move]] = none_out_of_turn
    """The moves a player may play now although it is not their turn; `apply` checks and plays them."""
    play_out_of_turn: Callable[[S, Move], list[Event]] | None = None
    """Check and play a move of `out_of_turn_kinds` (IllegalMove when it is not allowed now)."""
    costly_levels: tuple[str, ...] = ()
    """Bot levels that think for tens of milliseconds or more a move: the app sends their decisions to its worker
    process from the first (any other level thinks on the app's bot thread until one of its decisions is costly)."""
    observe_shared: Callable[[S, int | None, dict[Any, Any]], V] | None = None
    """`observe` with a dict the caller keeps for one state (and empties when the state changes), through which
    the views of several seats share the read-only copies they have in common (None: `observe` alone)."""

    def new_game(self, setup: Setup) -> tuple[S, list[Event]]:
        """Check the seats and options, then create the initial state and the opening events."""
        if not self.min_players <= setup.players <= self.max_players:
            raise BadSetting("--players", str(setup.players), f"{self.min_players} to {self.max_players}")
        options = self.check_options(setup.variant, setup.options)
        return self.new_state(Setup(setup.seed, setup.players, setup.variant, options))

    def apply(self, state: S, move: Move) -> list[Event]:
        """Check `move` for the player to move (IllegalMove if it is not legal), play it, return the events; a move
        of a kind played out of turn goes to the game's own check."""
        if self.play_out_of_turn is not None and move.get("kind") in self.out_of_turn_kinds:
            return self.play_out_of_turn(state, move)
        player = self.to_move(state)
        if player is None:
            raise IllegalMove("the game is over")
        if move not in self.legal_moves(state, player):
            raise IllegalMove(f"not legal now: {move!r}")
        return self.play(state, move)

    def ranking(self, state: S) -> list[int]:
        """Place of every player (1 = first); equal scores share a place."""
        scores = self.scores(state)
        return [1 + sum(1 for other in scores if other > mine) for mine in scores]

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
