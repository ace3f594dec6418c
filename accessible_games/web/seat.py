"""A browser's seat at a table: the server drives the game's board on that seat's view for the page.

A web page knows no game. For its seat the server keeps what a terminal client keeps (the update it
was sent: the seat's view, whose turn, the legal moves, the messages it may hear), runs the same
board (board_host/board.py, driven by the game's answers in core/board_protocol.py) on that view, and sends the page
the board as rows of labelled cells, the menus a move needs, and what to say, already in the seat's
language. Because the seat is fed the very updates a terminal client receives, it cannot hold
anything its view does not: privacy is the same as at a terminal, by construction.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, cast

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from ..core.messages import Coordinates, Msg, Verbosity, context, msg, names_msg
from ..core.protocol import Event, Game, Move
from ..core.seats import Seat
from ..core.text import clean_text
from ..games import games
from ..server.guard import address_key, client_address
from ..core.paths import path_table
from ..server.server import Bucket, Connection
from ..core.wire import WireError, dumps, msg_from_json, refusal_args, request
from ..speech.announcer import Announcer, kind_of
from ..board_host.board import Board, board_for
from ..board_host.controller import BoardController, GameContext
from ..board_host.keys import GAME, command
from ..board_host.catch_up import as_listener_hears, catching_up, not_about_self_gone, summarized, summary_head
from ..core.codes import spoken
from ..board_host.public import table_seats, view_class
from .keys import page_key, valid_focus
from .shown import drawn_cells, help_lines, menu_shown, results_shown
from .site import link_msg
from .wire import parse_page
from ..board_host.reminder import REMINDER_SECONDS, TurnReminder

if TYPE_CHECKING:
    from ..server.server import TableServer

log = logging.getLogger("accessible_games.net")

ASSERTIVE, POLITE = "assertive", "polite"
KEY_RATE = 3  # keys a page may send, as a multiple of the table's message rate and burst
BOARD_KEYS = ("key", "focus", "choose", "cancel")
ACTING = ("key", "choose", "cancel")  # what a page sends that acts: refused when it reaches the seat late
LATE = 4.0  # seconds a key may take from the page to its seat beyond the link's quickest; later, it is not played


class PageLines:
    """The speech route of a web seat: every line, with whether it answers the player's key (assertive) and the
    review buffer it belongs to (the announcer's, once it records the line)."""

    name = "web"

    def __init__(self) -> None:
        self.said: list[tuple[str, str, str]] = []
        self.loudness = POLITE

    def speak(self, text: str, interrupt: bool) -> None:
        """Keep a line for the next message to the page (an answer to a key is the player's own until told)."""
        self.said.append((text, self.loudness, "mine" if interrupt else "events"))

    def recorded(self, kind: str) -> None:
        """The announcer put the line just spoken into its `kind` buffer: the page files it there too."""
        if self.said:
            text, loudness, _ = self.said[-1]
            self.said[-1] = (text, loudness, kind)

    def stop(self) -> None:
        """Nothing plays here: the page speaks."""

    def set_voice(self, voice: Any) -> None:
        """The page's own voice settings apply."""

    def close(self) -> None:
        """Nothing to release."""


class PageCues:
    """The cues a web seat's page plays (through Web Audio, panned)."""

    def __init__(self) -> None:
        self.played: list[dict[str, Any]] = []

    def play(self, name: str, pan: float = 0.0) -> None:
        """Keep a cue for the next message to the page."""
        self.played.append({"name": name, "pan": round(float(pan), 3)})


@dataclass(eq=False)
class WebConnection(Connection):
    """A table connection whose messages from the table go to a web seat rather than straight to the socket."""

    page: "WebSeat | None" = None

    def send_text(self, text: str) -> None:
        """What the table sends this seat is turned into what its page shows and says."""
        if self.page is not None:
            self.page.from_table(text)

    def to_page(self, text: str) -> None:
        """Queue one message to the page (a page too slow to read is closed, as any connection)."""
        Connection.send_text(self, text)


def seat_board(game_name: str) -> type[BoardController]:
    """The game's board, reading the seat's view from the web seat rather than a game state."""
    base = board_for(game_name)
    if not issubclass(base, Board):
        raise LookupError(game_name)
    return type(f"Web{base.__name__}", (base,), {"view_now": lambda self: self.ctx.current_view(), "in_page": True})


class WebSeat:
    """One page's seat (or a listener) at a table: a GameContext for the board, fed by the table's updates."""

    def __init__(self, server: "TableServer", ws: ServerConnection, lang: str) -> None:
        self.server = server
        self.ws = ws
        self.lang = lang
        self.lines = PageLines()
        self.cues = PageCues()
        self.announcer = Announcer(self.lines, lang, self.cues)  # type: ignore[arg-type]
        self.announcer.context = context(Coordinates.LAST, Verbosity.FULL)
        self.announcer.listeners.append(lambda _text: self.lines.recorded(self.announcer.history.kinds[-1]))
        address = client_address(ws)
        self.conn = WebConnection(
            ws,
            address,
            Bucket(server.options.rate, server.options.burst),
            server.chat.link_bucket(),
            address_key(address),
            page=self,
        )
        self.conn.path_code = path_table(ws.request.path)[1] if ws.request is not None else None
        # Keys held down repeat: they have an allowance of their own, and a key over it is dropped, not counted
        # against the page (the table's own requests keep the table's limits).
        self.keys = Bucket(server.options.rate * KEY_RATE, server.options.burst * KEY_RATE)
        self._drawn: tuple[Any, tuple[str, ...], dict[str, Any]] | None = None  # the rows drawn for a view
        self.game: Game[Any, Any] | None = None
        self.board: BoardController | None = None
        self.seat: int | None = None
        self.code = ""
        self.shown = ""
        self.variant = ""
        self.options: dict[str, str] = {}
        self._view_class: Any = None
        self._view: Any = None
        self.public_seats: list[dict[str, Any]] = []
        self.legal: list[Move] = []
        self.to_move: int | None = None
        self.started = False
        self.over = False
        self.ranking: list[int] | None = None
        self.scores: list[int] | None = None
        self.seq = 0
        self.resuming = False
        self.reconnected = False  # the page's link dropped and it came back (it knows the table already)
        self.watching = False
        self.hosting = False  # this page created the table: it hears the code and the link to give friends
        self.history: list[str] = []  # lines for the page's history that are not announced (a summary's rest)
        self.history_kinds: list[str] = []  # each of those lines' review buffer (table talk or a game event)
        self.menu: tuple[Msg, list[tuple[Msg, Callable[[], None]]], bool] | None = None
        self.moves: list[Move] = []
        self.refs = 0
        self.announced_step = -1
        self.end_announced = False
        self.board_changed = False
        self.answering = False
        self.closed = False
        self.quickest: float | None = None  # the smallest (arrival - the page's sending time) seen: the clocks' offset
        self.own_moves = 0  # moves sent for this page and not yet answered: their update answers the player's key
        self.remind_every: float | None = None  # the page's turn reminder setting (None: off)
        self.reminder = TurnReminder(self.reminder_line, lambda: self.remind_every, self._remind, self._later)

    # --- GameContext ---------------------------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        """The seats as this page knows them (bots named in this player's language)."""
        return table_seats(self.public_seats, self.tr)

    @property
    def state(self) -> Any:
        """A web seat holds no game state: the board reads `current_view`."""
        return None

    @property
    def viewer(self) -> int | None:
        """This page's seat (None: a listener)."""
        return self.seat

    def current_view(self) -> Any:
        """The seat's view, as the table last sent it."""
        return self._view

    def play(self, move: Move) -> None:
        """A move the board made: sent to the table once the key's answer has gone to the page. A move the game
        lets a seat play out of turn (Sixty-One's take-back, which the board checked on this seat's view) goes
        whoever chooses now; the table checks it again."""
        aside = self.game is not None and move.get("kind") in self.game.out_of_turn_kinds
        if self.seat is None or (not aside and (self.to_move != self.seat or move not in self.legal)):
            self.cue("invalid")
            self.say(msg("game-not-your-turn"))
            return
        if not aside:
            self.legal = []  # one move per turn: the next comes with the table's update
        self.moves.append(move)

    def say(self, *messages: Msg) -> None:
        """The answer to the player's own key: assertive."""
        self.lines.loudness = ASSERTIVE
        self.announcer.say(*messages)

    def event(self, *messages: Msg) -> None:
        """Game events: polite, queued."""
        self.lines.loudness = POLITE
        self.announcer.event(*messages)

    def cue(self, name: str, pan: float = 0.0) -> None:
        """A cue alone (the page plays it)."""
        self.cues.play(name, pan)

    def tr(self, message: Msg) -> str:
        """Localized text, seats named."""
        return self.announcer.text(message)

    def choose(
        self,
        title: Msg,
        options: list[tuple[Msg, Callable[[], None]]],
        can_cancel: bool = True,
        start: int = 0,
        keys: Any = None,
    ) -> None:
        """A menu the board needs: shown in the page; the page's choice comes back by its number (the page
        opens it on its first line and keeps its keys to itself)."""
        self.menu = (title, options, can_cancel)
        self.board_changed = True

    def think_aside(self, work: Callable[..., Any], args: tuple[Any, ...], on_ready: Callable[[Any], None]) -> None:
        """Long work for the board (a hint) on a worker thread; its answer goes to the page unless a move came first."""
        seq = self.seq
        future = asyncio.get_running_loop().run_in_executor(None, work, *args)

        def done(finished: asyncio.Future[Any]) -> None:
            if finished.cancelled() or finished.exception() is not None or self.seq != seq or self.closed:
                return
            on_ready(finished.result())
            self.board_changed = True  # a hint may move the focus to its cell
            self.flush()

        future.add_done_callback(done)

    # --- the page's link --------------------------------------------------------------------
    async def run(self) -> None:
        """Serve the page until it goes; nothing it sends can stop the server."""
        writer = asyncio.create_task(self.server.write(self.conn))
        try:
            async for raw in self.ws:
                self.receive(raw)
                if self.conn.violations > 100:
                    await self.server.drain(self.conn)
                    await self.ws.close(1008, "too many refused messages")
                    break
        except ConnectionClosed:
            pass
        finally:
            self.closed = True
            self.reminder.stop()
            self.server.left(self.conn)
            await asyncio.sleep(0)
            writer.cancel()

    def receive(self, raw: str | bytes) -> None:
        """One message from the page: checked, then acted on; a bad one is answered and counted."""
        try:
            data = parse_page(raw)
        except WireError as error:
            self.refuse(error.code if self.conn.bucket.take() else "rate-limited")
            return
        if data["type"] in BOARD_KEYS and not self.keys.take():
            self.cue("invalid")  # a key held down faster than its allowance: dropped, not held against the page
            self.flush()
            return
        if data["type"] not in BOARD_KEYS and not self.conn.bucket.take():
            self.refuse("rate-limited")
            return
        if data["type"] not in ("ping", "remind"):  # the player did something: the quiet starts again
            self.reminder.heard()
        if self.late(data):  # the link stalled and the key waited: playing it now would surprise the player
            self.cue("invalid")
            self.say(msg("web-key-late"))
            self.board_changed = True  # an open menu stays open on the page
            self.flush()
            return
        self.answering = True  # the key's answer and the table's update it causes go to the page as one message
        try:
            getattr(self, f"on_{data['type']}")(data)
            self.send_moves()
        except WireError as error:
            self.refuse(error.code)
            return
        except Exception:  # noqa: BLE001 - a fault in one request is logged, answered, and survived
            log.exception("a page request failed")
            self.refuse("malformed")
            return
        finally:
            self.answering = False
        self.flush()

    def late(self, data: dict[str, Any]) -> bool:
        """True for a key (or a menu choice) that reached this seat more than LATE seconds after the quickest any
        message of this page took: the page's own clock, sent with it, against the server's."""
        at = data.get("at")
        if at is None:
            return False
        gap = time.monotonic() - float(at) / 1000
        if self.quickest is None or gap < self.quickest:
            self.quickest = gap
        return data["type"] in ACTING and gap - self.quickest > LATE

    def refuse(self, code: str, **args: Any) -> None:
        """Say why a page's request was refused."""
        self.conn.violations += code not in ("not-your-turn", "illegal-move")
        self.cue("invalid")
        self.say(msg(f"net-error-{code}", **args))
        self.flush(error=code)

    def to_table(self, kind: str, **fields: Any) -> None:
        """A request to the table, through the same checks as a terminal client's."""
        self.server.receive(self.conn, request(kind, **fields))

    def send_moves(self) -> None:
        """The moves the board made while answering a key, now that the answer has gone."""
        moves, self.moves = self.moves, []
        for move in moves:
            self.refs += 1
            self.own_moves += 1
            self.to_table("move", move=move, ref=self.refs)

    # --- what the page asks ----------------------------------------------------------------------
    def on_join(self, data: dict[str, Any]) -> None:
        """Take an open seat."""
        self.to_table("join", code=data["code"], name=data["name"], **self.password(data))

    def on_watch(self, data: dict[str, Any]) -> None:
        """Listen to a table."""
        self.watching = True
        self.reconnected = int(data.get("seen", 0)) > 0  # a listener whose link dropped hears only what it missed
        self.to_table("watch", code=data["code"], seen=int(data.get("seen", 0)), **self.password(data))

    def on_resume(self, data: dict[str, Any]) -> None:
        """Sit again at our seat (the page kept its token); what was missed comes as a summary."""
        self.resuming = True
        self.reconnected = int(data.get("seen", 0)) > 0
        self.to_table(
            "resume", code=data["code"], token=data["token"], seen=int(data.get("seen", 0)), **self.password(data)
        )

    def on_create(self, data: dict[str, Any]) -> None:
        """Host a new table: this page's seat, then guest seats, then bots."""
        seats: list[dict[str, Any]] = [{"kind": "host", "name": data["name"]}]
        seats += [{"kind": "guest"}] * int(data.get("guests", 0))
        seats += [{"kind": "bot", "level": str(data.get("level") or "normal")}] * int(data.get("bots", 0))
        fields: dict[str, Any] = {"game": data["game"], "seats": seats}
        for key in ("variant", "options", "bot_delay"):
            if key in data:
                fields[key] = data[key]
        if data.get("listed"):
            fields.update(listed=True, lang=self.lang)
        self.hosting = True
        self.to_table("create", **fields, **self.password(data))

    @staticmethod
    def password(data: dict[str, Any]) -> dict[str, Any]:
        """The password field, when the page gave one."""
        return {"password": data["password"]} if data.get("password") else {}

    def on_chat(self, data: dict[str, Any]) -> None:
        """A chat line for the table."""
        if self.seat is None:
            raise WireError("not-seated")
        self.to_table("chat", text=data["text"])

    def on_ping(self, data: dict[str, Any]) -> None:
        """The page's heartbeat: answered at once, so a page whose table stops answering can say so."""
        self.conn.to_page('{"type":"pong"}')

    def on_remind(self, data: dict[str, Any]) -> None:
        """The page's turn reminder setting: seconds of quiet on this seat's turn before a reminder (0: off)."""
        seconds = data["seconds"]
        if seconds != 0 and seconds not in REMINDER_SECONDS:
            raise WireError("malformed", "no such interval")
        self.remind_every = float(seconds) if seconds else None
        self.reminder.heard()
        self.reminder.start()

    def reminder_line(self) -> Msg | None:
        """What the reminder says now: this seat is to move (None: it is not)."""
        if self.closed or self.board is None or self.over or self.seat is None:
            return None
        if self.to_move != self.seat or not self.legal:
            return None
        return msg("turn-reminder", player=self.seat, self=True)

    def _remind(self, line: Msg) -> None:
        self.cue("your-turn")
        self.event(line)
        self.flush()

    @staticmethod
    def _later(delay: float, work: Callable[[], None]) -> None:
        asyncio.get_running_loop().call_later(delay, work)

    def on_focus(self, data: dict[str, Any]) -> None:
        """The page moved the focus by itself: the board follows, so the next event moves it from there."""
        if self.board is not None and self._board_focus(data["focus"]):
            self.board.focus = tuple(data["focus"])  # type: ignore[attr-defined]

    def _board_focus(self, focus: Any) -> bool:
        """True when `focus` is a cell of the board as it is now."""
        return isinstance(self.board, Board) and valid_focus(focus, self.board.shape().lengths)

    def on_key(self, data: dict[str, Any]) -> None:
        """A key the page does not answer itself: T, S, D, Enter, the game's letters, arrows off the grid."""
        key = page_key(data["key"])
        if self.board is None or self.menu is not None:
            self.cue("invalid")
            self.say(msg("web-not-now"))
            return
        if "focus" in data and self._board_focus(data["focus"]):
            self.board.focus = tuple(data["focus"])  # type: ignore[attr-defined]
        action = GAME.get(command(key))
        if action == "whose-turn":
            self.say(*self.board.whose_turn())
        elif action == "scores":
            self.say(*self.board.scores())
        elif action == "dice":
            self.say(*self.board.dice())
        elif not self.board.handle_key(key):
            self.flush(unhandled=key)
            return
        self.board_changed = True  # the focus, a menu or the board's mode may have changed

    def on_choose(self, data: dict[str, Any]) -> None:
        """A line of the open menu was chosen: its move is played or the next menu opens."""
        if self.menu is None or not 0 <= data["index"] < len(self.menu[1]):
            raise WireError("malformed", "no such menu line")
        _title, options, _cancel = self.menu
        self.menu = None
        self.board_changed = True
        options[data["index"]][1]()

    def on_cancel(self, data: dict[str, Any]) -> None:
        """Escape in a menu that may be closed."""
        if self.menu is not None and self.menu[2]:
            self.menu = None
            self.board_changed = True
            self.say(msg("web-menu-closed"))

    # --- what the table says -------------------------------------------------------------------
    def from_table(self, text: str) -> None:
        """One message from the table to this seat: seated, an update or an error."""
        try:
            data = json.loads(text)
        except ValueError:
            return
        kind = data.get("type")
        if kind == "seated":
            self.seated(data)
        elif kind == "update":
            self.update(data)
        elif kind == "error":
            self.own_moves = max(0, self.own_moves - 1) if data.get("ref") is not None else self.own_moves
            if data.get("code") in ("password",):
                self.flush(error="password")
            else:
                self.refuse(str(data.get("code")), **refusal_args(str(data.get("code")), data.get("wait"), zone=True))

    def seated(self, data: dict[str, Any]) -> None:
        """The table tells who we are; the page keeps the token to come back."""
        self.code, self.shown = str(data["code"]), str(data.get("shown", ""))
        self.seat = data.get("seat")
        self.variant = str(data.get("variant", ""))
        self.options = dict(data.get("options") or {})
        self.game = games()[str(data["game"])]
        fields = {
            "code": self.code,
            "shown": self.shown,
            "seat": self.seat,
            "title": self.tr(msg(f"{self.game.name}-title")),
        }
        if data.get("token"):
            fields["token"] = data["token"]
        self.conn.to_page(json.dumps({"type": "seated", **fields}, ensure_ascii=False))

    def update(self, data: dict[str, Any]) -> None:
        """An update: the new view, the lines to hear, the turn prompt, the end."""
        assert self.game is not None
        heard = [msg_from_json(item) for item in data.get("messages", [])]
        events = [Event.from_json(item) for item in data.get("events", [])]
        self.seq = int(data.get("seq", self.seq))
        self.public_seats = list(data.get("seats") or [])
        self.legal = list(data.get("legal") or [])
        self.to_move = data.get("to_move")
        self.started, self.over = bool(data.get("started")), bool(data.get("over"))
        self.ranking, self.scores = data.get("ranking"), data.get("scores")
        if self._view_class is None:
            self._view_class = view_class(self.game, self.variant, self.options, len(self.public_seats))
        self._view = self._view_class.from_json(data.get("view") or {})
        self.announcer.names = [seat.name for seat in self.seats]
        first = self.board is None
        if first:
            self.board = seat_board(self.game.name)(cast(GameContext, self))  # seated: its game is known
            if not self.reconnected:  # a page whose link dropped knows the table already
                self.event(
                    msg(
                        "net-seated",
                        game=msg(f"{self.game.name}-title"),
                        players=self.players_msg(),
                        seat=self.seat + 1 if self.seat is not None else 0,
                    )
                )
            if self.hosting:
                self.event(
                    msg("net-table-code", code=self.shown or spoken(self.code)), link_msg(self.page_url(), self.code)
                )
        self.board_changed = True
        board = self.board
        assert board is not None
        heard = [as_listener_hears(line, self.seat) for line in heard if not_about_self_gone(line, self.seat)]
        own = self.own_moves > 0 and not first  # the update that answers this page's own move: said assertively
        if own:
            self.own_moves -= 1
        board.on_events(events)
        if first and summarized(data, heard):  # coming back is the terminal's summary; the rest is in the history
            self.history.extend(clean_text(self.tr(line)) for line in heard)
            self.history_kinds.extend(kind_of(line, False) for line in heard)
            head = summary_head(data, listening_late=not (self.resuming or self.reconnected))
            if self.over:
                self.event(head)
            else:
                self.event(head, *board.whose_turn(), *board.scores())
        else:
            if first and self.resuming and catching_up(data) and data.get("missed"):
                self.event(msg("net-missed", count=len(heard)))
            if heard:
                (self.say if own else self.event)(*heard)
        if not self.started:
            self.event(msg("net-waiting", count=sum(1 for seat in self.public_seats if seat.get("kind") == "open")))
        self.prompt()
        if self.over:
            self.announce_end()
        if not self.answering:
            self.flush()

    def page_url(self) -> str:
        """This server's address as the page reached it (its Host header), with the page's scheme."""
        request = self.ws.request
        host = request.headers.get("Host", "") if request is not None else ""
        secure = self.ws.transport.get_extra_info("sslcontext") is not None if self.ws.transport is not None else False
        return f"{'wss' if secure else 'ws'}://{host}"

    def players_msg(self) -> Msg:
        """The players as one localized list ("Anna, Boris and Bot 1")."""
        return names_msg([seat.name for seat in self.seats])

    def prompt(self) -> None:
        """The turn prompt, once per step, when this seat is to move."""
        if self.board is None or self.over or self.to_move != self.seat or not self.legal or self.seat is None:
            return
        if self.announced_step == self.seq:
            return
        self.announced_step = self.seq
        said = self.board.on_turn()
        self.board_changed = True
        if said:
            self.cue("your-turn")
            self.event(*said)

    def announce_end(self) -> None:
        """The final ranking, the game's own summary, the game-over cue (once)."""
        if self.end_announced or self.board is None:
            return
        self.end_announced = True
        places = self.ranking or []
        scores = self.scores or [0] * len(places)
        order = sorted(range(len(places)), key=lambda n: (places[n], n))
        lines = [msg("game-over", cue="game-over")]
        lines += [msg("final-place", place=places[n], player=n, score=scores[n], self=n == self.seat) for n in order]
        self.event(*lines, *self.board.final_summary(), msg("web-game-over-keys"))

    # --- to the page ---------------------------------------------------------------------------------
    def flush(self, unhandled: str | None = None, error: str | None = None) -> None:
        """Send the page what changed: what to say (assertive, then polite, each merged), cues, the board."""
        said, self.lines.said = self.lines.said, []
        cues, self.cues.played = self.cues.played, []
        out: dict[str, Any] = {"type": "show", "seq": self.seq}
        kinds: dict[str, list[str]] = {}
        for loudness in (ASSERTIVE, POLITE):
            lines = [(text, kind) for text, how, kind in said if how == loudness]
            if lines:
                out[loudness] = [text for text, _ in lines]
                kinds[loudness] = [kind for _, kind in lines]
        if kinds:
            out["kinds"] = kinds  # each line's review buffer besides "all", in the order of its list
        if cues:
            out["cues"] = cues
        if self.history:
            out["history"], self.history = self.history, []
            out["history-kinds"], self.history_kinds = self.history_kinds, []
        if unhandled is not None:
            out["unhandled"] = unhandled
        if error is not None:
            out["error"] = error
        if self.board_changed and self.board is not None:
            out["board"] = self.render()
            self.board_changed = False
        if len(out) > 2:
            if ASSERTIVE in out or POLITE in out:
                self.reminder.heard()  # the page spoke: the quiet starts again
            self.conn.to_page(dumps(out))

    def render(self) -> dict[str, Any]:
        """The board as the page shows it: rows of labelled cells, the focus, the menu, the end."""
        board = self.board
        assert board is not None and self.game is not None
        out: dict[str, Any] = {
            "help": [self.tr(line) for line in help_lines(board)],
            "over": self.over,
            "turn": self.seat is not None and self.to_move == self.seat and bool(self.legal),
            "hint": getattr(board, "advise", None) is not None,  # Ramses II has none: its H reads the hole
        }  # H gives a hint (the page shows its button)
        if isinstance(board, Board):
            if hasattr(board, "follow_box"):
                board.follow_box()
            names = tuple(self.announcer.names)
            if self._drawn is None or self._drawn[0] is not self._view or self._drawn[1] != names:
                self._drawn = (
                    self._view,
                    names,
                    drawn_cells(board, self._view, self.tr),
                )  # once per view: keys reuse it
            out.update(self._drawn[2], focus=list(board.focus), walk=board.walks_grid())
        if self.menu is not None:
            out["menu"] = menu_shown(*self.menu, self.tr)
        if self.over and self.ranking:
            out["results"] = results_shown(
                self.ranking, self.scores, [seat.name for seat in self.seats], self.seat, self.tr
            )
        return out
