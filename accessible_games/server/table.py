"""One table on the server: the full game state, its seats, and the log each seat hears from.

Nothing here does input or output: the server feeds a table moves, chat lines and seat changes,
and a table answers with log entries. Each entry holds, for every viewer (a seat, or None for a
spectator), the events that viewer may see and the messages they are presented as, so what a
connection receives is decided here once, from `Event.visible_to` and the game's `present`.
"""

from __future__ import annotations

import hashlib
import hmac
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Collection

from ..core.messages import Msg
from ..core.protocol import Event, Game, Move, PlainView, Setup
from ..core.rng import derive_seed
from ..core.text import clean_text
from ..core.names import NameRefused, player_name
from ..core.wire import CHAT_LIMIT, NAME_LIMIT, WireError, dumps, msg_to_json, view_text

HUMAN, BOT, OPEN = "human", "bot", "open"
KEPT = 400  # log steps kept in memory for returning connections (the database keeps them all)
TAKEOVER_LEVEL = "normal"  # the bot that plays for an absent seat


def _json(value: Any) -> str:
    return dumps(value)


def token_hash(token: str) -> str:
    """What the server keeps of a seat token: its SHA-256, never the token itself."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def clean_name(name: str) -> str:
    """A player's name by the app's one rule for names (core.names): "" when nothing visible is left."""
    try:
        return player_name(name, NAME_LIMIT)
    except NameRefused:
        return ""


@dataclass
class TableSeat:
    """A seat: who sits there (a human, a bot, or open for a guest) and whether a bot stands in."""

    name: str
    kind: str
    level: str | None = None
    token: str | None = None  # SHA-256 of the seat token
    stand_in: bool = False  # a bot plays for this absent human

    def to_public(self, present: bool) -> dict[str, Any]:
        """What every client may know of this seat."""
        return {
            "name": self.name,
            "kind": self.kind,
            "level": self.level,
            "present": present,
            "stand_in": self.stand_in,
        }


@dataclass
class Entry:
    """One step of the table's log: the opening, a move, a chat line or a seat notice.

    What each viewer gets of it is kept as JSON text (messages, events), made once: text costs
    the garbage collector nothing, where hundreds of tables of message objects would. A game step is
    presented at once only to the viewers someone listens as; the others' text is made when asked
    (`Table.heard`), from the rules replayed on the side.
    """

    seq: int
    kind: str  # "open", "move", "chat", "notice"
    seat: int | None
    data: dict[str, Any]  # what is stored: the move, the text, the notice id
    moves: int = 0  # the moves played up to this step (its views are of the state after them)
    heard: dict[int | None, tuple[str, str]] = field(default_factory=dict)  # viewer -> (messages, events) JSON
    said: list[Event] | None = None  # a chat line's or seat notice's events (presented without a view)


class Table:
    """A game at a table: authoritative state, seats, and the log of what each viewer heard."""

    def __init__(
        self,
        code: str,
        shown: str,
        game: Game[Any, Any],
        setup: Setup,
        seats: list[TableSeat],
        absence: float = 120.0,
        spectators: bool = True,
        bot_delay: float = 1.0,
    ) -> None:
        self.code = code
        self.shown = shown
        self.game = game
        self.setup = setup
        self.seats = seats
        self.absence = absence
        self.spectators = spectators
        self.bot_delay = bot_delay
        self.host: int | None = None  # the seat of the table's host (None: a table of bots alone)
        self.locked = False  # the host let no one new sit down
        self.knock = False  # a newcomer asks first, and the host lets them in
        self.listed = False  # the host listed it in the lobby (open); False: private, joined by its code alone
        self.lang = ""  # the host's language, as the lobby shows it ("" unknown)
        self.opened = time.time()  # when it was made (the lobby says how long it has waited)
        self.replaying = False  # while a stored log is replayed (seats as they were)
        self.archived = False  # finished and marked so in the database
        self.chat_seqs: list[int] = []  # the log steps of chat lines, oldest first
        self.held_elsewhere: dict[int, int] = {}  # seats a connection on another server process holds -> its id
        self.holder_gone: dict[int, int] = {}  # seats whose link was on a process that died, unsaid -> its id
        self.moves: list[Move] = []
        self.state, opening = game.new_game(setup)
        self.entries: list[Entry] = []
        self._observed: dict[int | None, str] = {}
        self._views: dict[int | None, Any] = {}
        self._shared: dict[Any, Any] = {}  # what this step's views share (the game's `observe_shared`)
        self._legal: tuple[int, int, list[Any]] = (-1, -1, [])  # (step, seat, its legal moves): asked up to 3 times
        # The viewers someone listens as now (None: everyone a connection may hear as, as for a table on its own).
        self.hearing: Callable[[], Collection[int | None]] | None = None
        self._add("open", None, {}, opening)

    # --- what viewers may know ---------------------------------------------------------
    def view(self, viewer: int | None) -> Any:
        """The viewer's view (the game's observation), made once per step."""
        view = self._views.get(viewer)
        if view is None:
            shared = self.game.observe_shared
            if shared is not None:
                view = self._views[viewer] = shared(self.state, viewer, self._shared)
            else:
                view = self._views[viewer] = self.game.observe(self.state, viewer)
        return view

    def observation(self, viewer: int | None) -> str:
        """The viewer's observation as JSON text (its view's `to_json`), made once per step."""
        seen = self._observed.get(viewer)
        if seen is None:
            seen = self._observed[viewer] = view_text(self.view(viewer))
        return seen

    def legal(self, viewer: int | None) -> list[Move]:
        """The moves this viewer may play now (none when it is not their turn)."""
        if viewer is None or not self.started or self.over or self.game.to_move(self.state) != viewer:
            return []
        return self._legal_moves(viewer)

    def _legal_moves(self, seat: int) -> list[Any]:
        """The seat's legal moves at this step, worked out once (the update, the move's check and a bot's
        job each ask; the state changes only with a new step)."""
        step, asked, moves = self._legal
        if step != self.seq or asked != seat:
            view = self._views.get(seat)  # made this step already: a view's `legal` holds these moves
            known = getattr(view, "legal", None) if isinstance(view, PlainView) else None
            moves = list(known) if isinstance(known, tuple) else self.game.legal_moves(self.state, seat)
            self._legal = (self.seq, seat, moves)
        return moves

    @property
    def seq(self) -> int:
        """The number of the newest log step."""
        return self.entries[-1].seq if self.entries else 0

    def forget_observations(self) -> None:
        """Drop the observations made for the current step (once every connection has its update)."""
        self._observed.clear()
        self._views.clear()
        self._shared = {}  # not kept for a bot's view a second later: copies that outlive the step cost the GC more

    @property
    def started(self) -> bool:
        """True once every seat is taken (play begins); a stored log replays as it was played."""
        return self.replaying or all(seat.kind != OPEN for seat in self.seats)

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.game.is_over(self.state)

    def ranking(self) -> list[int] | None:
        """Final places (1 = first) once the game is over."""
        return self.game.ranking(self.state) if self.over else None

    def names(self) -> list[str]:
        """Seat names, in seat order (an open seat has an empty name)."""
        return [seat.name for seat in self.seats]

    # --- seats ---------------------------------------------------------------------------
    def seat_of(self, token: str) -> int | None:
        """The seat whose token this is, or None."""
        wanted = token_hash(token)
        for index, seat in enumerate(self.seats):
            if seat.token is not None and hmac.compare_digest(seat.token, wanted):
                return index
        return None

    def open_seat(self) -> int | None:
        """The first seat open for a guest, or None when the table is full."""
        return next((i for i, seat in enumerate(self.seats) if seat.kind == OPEN), None)

    def take_seat(self, index: int, name: str, token: str) -> Entry:
        """A guest sits down: the seat becomes theirs; every viewer hears who joined."""
        seat = self.seats[index]
        seat.kind, seat.name, seat.token = HUMAN, clean_name(name), token_hash(token)
        return self.notice("net-seat-joined", index, {"name": seat.name})

    def bots_alone(self) -> bool:
        """True for a table with no human seat (and none open for one)."""
        return all(seat.kind == BOT for seat in self.seats)

    def remove_seat(self, index: int) -> Entry:
        """The host removes a player: the seat is open again (its token no longer works); everyone hears it."""
        seat = self.seats[index]
        name = seat.name
        seat.kind, seat.name, seat.token, seat.stand_in = OPEN, "", None, False
        return self._add(
            "notice",
            index,
            {"notice": "net-seat-removed", "name": name},
            [Event("net-seat-removed", {"name": name, "seat": index + 1})],
        )

    def to_bot(self) -> tuple[int, str] | None:
        """The seat a bot must play now, with its level, or None (a human's turn, waiting, over)."""
        if not self.started or self.over:
            return None
        player = self.game.to_move(self.state)
        if player is None:
            return None
        seat = self.seats[player]
        if seat.kind == BOT:
            return player, seat.level or "normal"
        if seat.stand_in:
            return player, TAKEOVER_LEVEL
        return None

    def bot_job(self, player: int, level: str) -> tuple[str, Any, str, int]:
        """What a bot needs to choose `player`'s move: the game, that seat's view, its level and a seed."""
        seed = derive_seed(self.setup.seed, len(self.moves), player)
        return self.game.name, self.view(player), level, seed

    # --- changes (each returns the new log entry) ---------------------------------------------
    def play(self, seat: int, move: Any) -> Entry:
        """Play `move` for `seat`; raise WireError (nothing changes) if it is not theirs or not legal."""
        if not self.started:
            raise WireError("not-started")
        if self.over:
            raise WireError("game-over")
        aside = next((candidate for candidate in self.game.out_of_turn(self.state, seat) if candidate == move), None)
        if aside is not None:  # a take-back: played whoever chooses now (the game's own move, not the one sent)
            events = self.game.apply(self.state, aside)
            self.moves.append(aside)
            return self._add("move", seat, {"move": aside}, events)
        if self.game.to_move(self.state) != seat:
            raise WireError("not-your-turn")
        legal = self._legal_moves(seat)
        chosen = next((candidate for candidate in legal if candidate == move), None)
        if chosen is None:
            raise WireError("illegal-move")
        events = self.game.play(self.state, chosen)  # checked legal just above
        self.moves.append(chosen)
        return self._add("move", seat, {"move": chosen}, events)

    def chat(self, seat: int | None, text: str) -> Entry:
        """A chat line from a seat: cleaned of control characters, at most CHAT_LIMIT characters."""
        line = " ".join(clean_text(text, CHAT_LIMIT * 2).split())[:CHAT_LIMIT]
        if not line:
            raise WireError("malformed", "empty chat line")
        entry = self._add("chat", seat, {"text": line}, [Event("chat", {"player": seat, "text": line})])
        self.chat_seqs.append(entry.seq)
        return entry

    def notice(self, notice: str, seat: int, data: dict[str, Any] | None = None) -> Entry:
        """A public seat notice ("net-seat-joined", "-away", "-bot", "-back"); it may change the stand-in flag."""
        if notice == "net-seat-bot":
            self.seats[seat].stand_in = True
        elif notice == "net-seat-back":
            self.seats[seat].stand_in = False
        return self._add("notice", seat, {"notice": notice, **(data or {})}, [Event(notice, {"player": seat})])

    def listeners(self) -> list[int | None]:
        """The viewers a connection may ever hear as: every seat but a bot's (a bot seat stays a bot's), and the
        spectator (None)."""
        return [*(index for index, seat in enumerate(self.seats) if seat.kind != BOT), None]

    def _add(self, kind: str, seat: int | None, data: dict[str, Any], events: list[Event]) -> Entry:
        entry = Entry(self.seq + 1, kind, seat, data, len(self.moves))
        self.forget_observations()
        viewers = self.listeners()
        if kind in ("open", "move"):  # presented now only to those who listen; the others' when asked
            if self.hearing is not None:
                hearing = self.hearing()
                viewers = [viewer for viewer in viewers if viewer in hearing]
        else:  # a chat line or seat notice: the same for everyone and cheap (no view), so presented to all
            entry.said = events
        self._hear(entry, events, viewers)
        self.entries.append(entry)
        if len(self.entries) > KEPT:
            del self.entries[: len(self.entries) - KEPT]
        return entry

    def _hear(self, entry: Entry, events: list[Event], viewers: list[int | None], state: Any = None) -> None:
        """Present `entry` (its `events`) to each of `viewers`, as JSON text kept in the entry; a game step's views
        are of `state` (None: the table's own, at this step)."""
        plain = [event.to_json() for event in events]
        encoded: dict[tuple[int, ...], str] = {}  # the events' text, once per set of events seen (most are public)
        for viewer in viewers:
            shown = tuple(index for index, event in enumerate(events) if event.visible_to(viewer))
            if shown not in encoded:
                encoded[shown] = _json([plain[index] for index in shown])
            messages = [msg_to_json(message) for message in self._present(entry.kind, events, viewer, state)]
            entry.heard[viewer] = (_json(messages), encoded[shown])

    def heard(self, entry: Entry, viewer: int | None) -> tuple[str, str]:
        """What `viewer` hears of a kept step (its messages and events as JSON text): made at the step when
        someone listened as `viewer`, else now, exactly as it would have been then."""
        found = entry.heard.get(viewer)
        if found is None:
            self._hear_missed(viewer)
            found = entry.heard[viewer]
        return found

    def _hear_missed(self, viewer: int | None) -> None:
        """Present to `viewer` every kept step nobody heard as `viewer` when it was played. A chat line or notice
        needs no view; a game step is presented from the state after it and the step's events, both from the
        table's moves replayed on a fresh game of the same setup (the rules are deterministic: a restarted server
        rebuilds its tables the same way)."""
        later: dict[int, list[Entry]] = {}  # moves played -> the game steps of that state not yet heard
        for entry in self.entries:
            if viewer in entry.heard:
                continue
            if entry.said is not None:
                self._hear(entry, entry.said, [viewer])
            else:
                later.setdefault(entry.moves, []).append(entry)
        if not later:
            return
        state, opening = self.game.new_game(self.setup)
        for entry in later.get(0, ()):
            self._hear(entry, opening, [viewer], state)
        for played, move in enumerate(self.moves[: max(later)], start=1):
            events = self.game.apply(state, move)
            for entry in later.get(played, ()):
                self._hear(entry, events, [viewer], state)

    def _present(self, kind: str, events: list[Event], viewer: int | None, state: Any = None) -> list[Msg]:
        """The messages `viewer` hears for an entry: the game's own (its view of `state`, None: of the table's own
        state at this step), or a chat line or seat notice."""
        if kind == "chat":
            return [Msg("net-chat", dict(events[0].args))] if events else []
        if kind == "notice":
            return [Msg(events[0].kind, dict(events[0].args))]
        view = self.view(viewer) if state is None else self.game.observe(state, viewer)
        return self.game.present(view, [e for e in events if e.visible_to(viewer)])

    # --- the stored form ------------------------------------------------------------------
    def replay_entry(self, kind: str, seat: int | None, data: dict[str, Any]) -> Entry:
        """Re-apply one stored log step (a restarted server rebuilding this table exactly)."""
        if kind == "move":
            if seat is None:
                raise ValueError("a stored move without a seat")
            return self.play(seat, data["move"])
        if kind == "chat":
            if not data.get("text"):  # an old line whose text the database no longer keeps
                entry = self._add("chat", seat, {}, [])
                self.chat_seqs.append(entry.seq)
                return entry
            return self.chat(seat, str(data.get("text", "")))
        if kind == "notice" and seat is not None and data.get("notice") == "net-seat-removed":
            name = str(data.get("name", ""))
            return self._add("notice", seat, dict(data), [Event("net-seat-removed", {"name": name, "seat": seat + 1})])
        if kind == "notice" and seat is not None:
            if data.get("notice") == "net-seat-joined":
                self.seats[seat].name = clean_name(str(data.get("name", "")))
            return self.notice(str(data["notice"]), seat, {k: v for k, v in data.items() if k != "notice"})
        raise ValueError(f"a stored step of unknown kind {kind!r}")
