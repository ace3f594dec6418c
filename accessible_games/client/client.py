"""The client side of a table: one WebSocket link that keeps what its seat knows and heard.

`TableClient` sends requests (create, join, watch, move, chat, replay), keeps the latest update for
its seat (observation, whose turn, its legal moves, seats, ranking) and every message heard, and
reconnects by itself after a dropped link (a seat with its token, a listener with the table code),
asking for what it missed, for as long as `reconnect_for` allows (ten minutes by default, with a
growing pause between attempts), trying each address of the table service in turn (`servers`: processes
sharing one store). A seat taken over by a newer connection stops for good. The token
is kept private: never printed, never part of a repr.
"""

from __future__ import annotations

import asyncio
import json
import logging
import ssl
from typing import Any, Callable

from urllib.parse import urlsplit, urlunsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..core.messages import Msg, msg
from ..core.protocol import Event, Move
from ..core.paths import table_path
from .reach import client_context, failure_reason
from ..core.wire import MAX_FRAME, RECONNECT_DELAYS, RECONNECT_FOR, WireError, msg_from_json, refusal_args, request

log = logging.getLogger("accessible_games.net")

REPLY_TIMEOUT = 10.0
REPLACED = 4001  # the server's close code: a newer connection holds this seat now
BACK_SOON = 1013  # the server's close code while its database is away: the table is back in a moment
BACK_SOON_EVERY = 1.0  # seconds between attempts after such a close (the server is up and says so)
BACK_SOON_FOR = 60.0  # for this long; then the usual growing delays
KNOCK_TIMEOUT = 150.0  # seconds to wait once the server says the host is asked to let us in


def link_url(server: str, code: str | None) -> str:
    """The URL a link to the table service at `server` opens: `/t/<code>/ws` for one about the table `code`
    (so a proxy keeps every link of a table on one process), `/ws` for one that creates a table."""
    parts = urlsplit(server)
    return urlunsplit((parts.scheme, parts.netloc, parts.path.rstrip("/") + table_path(code), "", ""))


class ServerGone(Exception):
    """The server cannot be reached (any more); `reason` says why in a sentence when the link never opened."""

    def __init__(self, detail: str = "", reason: Msg | None = None) -> None:
        super().__init__(detail)
        self.reason = reason


class ServerRefused(Exception):
    """The server answered a request with an error; `code` names it (a `net-error-<code>` message)."""

    def __init__(self, code: str, wait: Any = None) -> None:
        super().__init__(code)
        self.code = code
        self.fields = refusal_args(code, wait)  # the message's arguments (how long a blocked address waits)


def update_fields(data: dict[str, Any], seq: int) -> dict[str, Any]:
    """An update's fields as the client keeps them; ValueError or TypeError when one has the wrong shape."""
    fields: dict[str, Any] = {
        "seq": int(data.get("seq", seq)),
        "view": data.get("view") or {},
        "legal": list(data.get("legal") or []),
        "to_move": data.get("to_move"),
        "seats": list(data.get("seats") or []),
        "started": bool(data.get("started")),
        "over": bool(data.get("over")),
        "ranking": data.get("ranking"),
        "scores": data.get("scores"),
    }
    if not isinstance(fields["view"], dict) or not all(isinstance(seat, dict) for seat in fields["seats"]):
        raise ValueError("update")
    if fields["to_move"] is not None and type(fields["to_move"]) is not int:
        raise ValueError("to_move")
    for name in ("ranking", "scores"):
        value = fields[name]
        if value is not None and not (isinstance(value, list) and all(type(n) is int for n in value)):
            raise ValueError(name)
    return fields


class TableClient:
    """One seat's (or a spectator's) link to a table on a server."""

    def __init__(
        self,
        url: str,
        password: str | None = None,
        tls: ssl.SSLContext | None = None,
        reconnect: bool = True,
        record: bool = False,
        reconnect_for: float = RECONNECT_FOR,
        cafile: str | None = None,
    ) -> None:
        self.url = url
        self.servers: list[str] = [url]  # addresses of one table service, tried in turn
        self.reconnect_for = reconnect_for
        self.reconnecting = False  # the link dropped; trying to come back
        self.back_soon = False  # the last drop was the server's database going away for a moment
        self.replaced = False  # a newer connection took this seat: this one stops
        self.on_replaced: Callable[[], None] | None = None
        self.on_token: Callable[[str, str], None] | None = None  # a seat's token arrived (to keep it)
        self.password = password
        self.tls = tls  # the context of wss:// links (made from the system's trust store and `cafile` when None)
        self.cafile = cafile
        self.reconnect = reconnect
        self.ws: ClientConnection | None = None
        self.code: str | None = None
        self.shown: str = ""
        self.seat: int | None = None
        self.game: str = ""
        self.variant: str = ""
        self.options: dict[str, str] = {}
        self.__token: str | None = None
        self.seq = 0
        self.view: dict[str, Any] = {}
        self.legal: list[Move] = []
        self.to_move: int | None = None
        self.seats: list[dict[str, Any]] = []
        self.started = False
        self.over = False
        self.ranking: list[int] | None = None
        self.heard: list[Msg] = []  # every message received, in order
        self.events: list[Event] = []  # every event received, in order
        self.record = record
        self.updates: list[dict[str, Any]] = []  # raw updates, kept only when `record` (tests)
        self.received = 0  # updates received
        self.errors: list[str] = []
        self.lost = False  # True once the server is gone for good
        self.on_update: Callable[[dict[str, Any], list[Msg]], None] | None = None
        self.on_lost: Callable[[], None] | None = None
        self.on_error: Callable[[str], None] | None = None  # an error answer to a move or chat line
        self.on_drop: Callable[[], None] | None = None  # the link dropped; reconnecting
        self.on_knocking: Callable[[], None] | None = None  # a join waits for the host to let us in
        self.on_damaged: Callable[[], None] | None = None  # the server sent something this app cannot use
        self.damaged = 0  # answers and updates that could not be used
        self.scores: list[int] | None = None
        self.moving: int | None = None  # the ref of a move sent and not answered yet
        self._offered: tuple[int, list[Move]] = (0, [])  # the step and legal moves it was chosen from
        self._replies: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self._changed = asyncio.Condition()
        self._reader: asyncio.Task[None] | None = None
        self._returning: asyncio.Task[None] | None = None
        self._closing = False
        self._parked: asyncio.Future[None] | None = None  # while the link moves to its table's path: sends wait
        self._mover: asyncio.Task[Any] | None = None  # the task moving it (its own sends go at once)

    def __repr__(self) -> str:
        return f"TableClient({self.url!r}, table={self.shown!r}, seat={self.seat})"

    @property
    def token(self) -> str | None:
        """The seat's secret token (for the client's own reconnect file; never shown)."""
        return self.__token

    # --- the link ------------------------------------------------------------------------
    def use_servers(self, servers: list[str]) -> None:
        """Every address of the table service (the first is used first); a dropped link tries them in turn."""
        if servers:
            self.servers = list(dict.fromkeys(servers))
            self.url = self.servers[0]

    async def connect(self, code: str | None = None) -> None:
        """Open the link to the current address, else to the next ones in turn (ServerGone when none answers);
        `code`: the table the link is about (None: a link that creates one)."""
        if self.url not in self.servers:  # an address set since (the app's own server once it listens)
            self.servers = [self.url, *(url for url in self.servers if url and url != self.url)]
        start = self.servers.index(self.url)
        failure, reason = "", None
        for step in range(len(self.servers)):
            url = self.servers[(start + step) % len(self.servers)]
            try:
                tls = self.tls_for(url)
                self.ws = await connect(
                    link_url(url, code), ssl=tls, max_size=MAX_FRAME * 64, open_timeout=REPLY_TIMEOUT
                )
            except (OSError, InvalidHandshake, InvalidURI, asyncio.TimeoutError, ValueError, EOFError) as error:
                failure, reason = (
                    str(error),
                    failure_reason(error, url),
                )  # said in a sentence; the next address is tried
                continue
            self.url = url
            self._reader = asyncio.create_task(self._read(self.ws))
            return
        raise ServerGone(failure, reason)

    def tls_for(self, url: str) -> ssl.SSLContext | None:
        """The TLS context of a wss:// link (the system's trust store, and --cafile), None for ws://."""
        if not url.lower().startswith("wss://"):
            return None
        if self.tls is None:
            self.tls = client_context(self.cafile)
        return self.tls

    async def close(self) -> None:
        """Close the link on purpose (no reconnect)."""
        self._closing = True
        if self._returning is not None:
            self._returning.cancel()
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)

    async def send_raw(self, text: str) -> None:
        """Send text as it is (tests of what the server refuses)."""
        if self._parked is not None and asyncio.current_task() is not self._mover:
            await asyncio.wait((self._parked,))  # sent on the new link, once the seat is back on it
        if self.ws is None:
            raise ServerGone("not connected")
        try:
            await self.ws.send(text)
        except ConnectionClosed:
            raise ServerGone("closed") from None

    async def _send(self, kind: str, **fields: Any) -> None:
        if self.password is not None and kind in ("create", "join", "resume", "watch"):
            fields["password"] = self.password
        await self.send_raw(request(kind, **fields))

    async def _ask(self, kind: str, answers: tuple[str, ...], **fields: Any) -> dict[str, Any]:
        """Send a request and wait for its answer (ServerRefused on an error answer)."""
        while not self._replies.empty():
            self._replies.get_nowait()
        await self._send(kind, **fields)
        timeout = REPLY_TIMEOUT
        while True:
            try:
                reply = await asyncio.wait_for(self._replies.get(), timeout)
            except asyncio.TimeoutError:
                raise ServerGone("no answer") from None
            if reply.get("type") == "knocking":
                timeout = KNOCK_TIMEOUT
                if self.on_knocking is not None:
                    self.on_knocking()
                continue
            if reply.get("type") == "gone":
                raise ServerGone("closed")
            if reply.get("type") == "damaged":
                raise ServerGone("damaged", msg("link-damaged"))
            if reply.get("type") == "error":
                raise ServerRefused(str(reply.get("code")), reply.get("wait"))
            if reply.get("type") in answers:
                return reply

    # --- requests ---------------------------------------------------------------------------
    async def create(self, game: str, seats: list[dict[str, Any]], **fields: Any) -> None:
        """Create a table and sit at its host seat; then move the link to the table's own path (behind a
        proxy, the process every other link of the table goes to), keeping this one should that fail."""
        await self._sit("create", game=game, seats=seats, **fields)
        if self.__token is not None and self.code is not None and "code" not in fields:
            await self._move_to_table_path(self.code, self.__token)

    async def _move_to_table_path(self, code: str, token: str) -> None:
        """Open a link on the table's path and come back to our seat through it; the first link then closes.
        Meanwhile what the app sends waits for the new link, and the first link's messages are left unread
        (the seat's return brings back whatever they told)."""
        first, reader = self.ws, self._reader
        self._parked, self._mover = asyncio.get_running_loop().create_future(), asyncio.current_task()
        try:
            await self.connect(code)
            await self.resume(code, token)
        except ServerRefused:  # refused before sitting down: the first link still holds the seat
            moved, self.ws, self._reader = self.ws, first, reader
            if moved is not None and moved is not first:
                await moved.close()
            return
        except ServerGone:
            if self.ws is first:  # the table's path could not be opened: the first link goes on
                return
            # the new link broke after it was opened: the seat may already sit on it, so it is the link now,
            # and its loss is a dropped link like any (the client comes back through the table's path)
        finally:
            self._parked.set_result(None)
            self._parked = self._mover = None
        if first is not None:
            await first.close()

    async def join(self, code: str, name: str) -> None:
        """Take the first open guest seat at a table."""
        await self._sit("join", code=code, name=name)

    async def watch(self, code: str) -> None:
        """Listen to a table as a spectator."""
        await self._sit("watch", code=code, seen=self.seq)

    async def resume(self, code: str | None = None, token: str | None = None) -> None:
        """Sit again at our seat with its token; the server sends what was missed since `seq`."""
        code = code or self.code
        token = token or self.__token
        if code is None or token is None:
            raise ServerRefused("bad-token")
        await self._sit("resume", code=code, token=token, seen=self.seq)
        self.__token = token

    async def move(self, move: Move, ref: int | None = None) -> None:
        """Send a move (the answer comes as an update, or an error in `errors`)."""
        await self._send("move", move=move, **({"ref": ref} if ref is not None else {}))

    def hold(self, ref: int) -> None:
        """A move with this ref is about to be sent: no other until the server answers. Its update
        brings the next legal moves; a refusal gives these back (the seat is never left waiting)."""
        self._offered = (self.seq, self.legal)
        self.legal = []
        self.moving = ref

    def _refused(self, code: str, ref: Any) -> bool:
        """True when an error answers the move in flight: its ref, or a refusal for speed (which the
        server sends before reading the message, so with no ref). The move's legal moves come back."""
        if self.moving is None or not (ref == self.moving or (ref is None and code == "rate-limited")):
            return False
        self.moving = None
        seq, legal = self._offered
        if seq == self.seq:
            self.legal = legal
        return True

    async def chat(self, text: str) -> None:
        """Send a chat line to the table."""
        await self._send("chat", text=text)

    async def replay(self) -> dict[str, Any]:
        """The finished table's replay, as save-file data (ServerGone with a reason when it is not usable)."""
        save = (await self._ask("replay", ("replay",))).get("save")
        if not isinstance(save, dict):
            raise ServerGone("damaged", msg("link-damaged"))
        return save

    async def _sit(self, kind: str, **fields: Any) -> None:
        """Sit at a table (create, join, watch, resume) and wait for the table's first update."""
        updates, damaged = self.received, self.damaged
        await self._ask(kind, ("seated",), **fields)
        try:
            await self.wait_for(lambda c: c.received > updates or c.damaged > damaged, REPLY_TIMEOUT)
        except asyncio.TimeoutError:
            raise ServerGone("no answer") from None
        if self.received == updates:  # the table's first update came damaged: said, and the table left
            raise ServerGone("damaged", msg("link-damaged"))

    def _seated(self, reply: dict[str, Any]) -> None:
        code, seat = reply["code"], reply.get("seat")
        options = reply.get("options") or {}
        if not isinstance(code, str) or not (seat is None or (type(seat) is int and 0 <= seat < 64)):
            raise ValueError("seated")
        if not isinstance(options, dict) or not all(isinstance(v, str) for v in options.values()):
            raise ValueError("seated options")
        self.code = code
        self.shown = str(reply.get("shown", ""))
        self.seat = seat
        self.game = str(reply.get("game", ""))
        self.variant = str(reply.get("variant", ""))
        self.options = {str(key): value for key, value in options.items()}
        if reply.get("token"):
            self.__token = str(reply["token"])
            if self.on_token is not None:
                self.on_token(self.code, self.__token)  # kept at once: an app killed a moment later still comes back

    # --- waiting -------------------------------------------------------------------------------
    async def wait_for(self, condition: Callable[["TableClient"], bool], timeout: float = 30.0) -> None:
        """Wait until `condition(self)` holds (asyncio.TimeoutError after `timeout`)."""

        async def waiting() -> None:
            async with self._changed:
                await self._changed.wait_for(lambda: condition(self))

        await asyncio.wait_for(waiting(), timeout)

    # --- what arrives ----------------------------------------------------------------------------
    async def _read(self, ws: ClientConnection) -> None:
        try:
            async for raw in ws:
                if ws is self.ws:  # a link being replaced by a newer one is not listened to
                    await self._take(raw)
        except ConnectionClosed:
            pass
        if self._closing or ws is not self.ws:
            return
        self._replies.put_nowait({"type": "gone"})
        if self.reconnecting:  # a link opened while coming back dropped: `_come_back` tries again
            return
        if ws.close_code == REPLACED:
            self.replaced = True
            await self._gone(replaced=True)
        elif self.reconnect and self.code is not None and (self.__token is not None or self.seat is None):
            self.reconnecting = True
            self.back_soon = ws.close_code == BACK_SOON
            if self.on_drop is not None:
                self.on_drop()
            self._returning = asyncio.create_task(self._come_back())
            async with self._changed:
                self._changed.notify_all()
        else:
            await self._gone()

    async def _take(self, raw: str | bytes) -> None:
        try:
            data = json.loads(raw)
            kind = data.get("type")
        except (ValueError, AttributeError):
            return
        if kind == "update":
            try:
                heard = [msg_from_json(item) for item in data.get("messages") or []]
                events = [Event.from_json(item) for item in data.get("events") or []]
                fields = update_fields(data, self.seq)
            except (WireError, KeyError, TypeError, ValueError, AttributeError):
                self._damaged("an update")
                return
            for name, value in fields.items():
                setattr(self, name, value)
            self.moving = None  # whatever was in flight, the legal moves are the server's word now
            self.heard.extend(heard)
            self.events.extend(events)
            self.received += 1
            if self.record:
                self.updates.append(data)
            if self.on_update is not None:
                try:
                    self.on_update(data, heard)
                except Exception:  # noqa: BLE001 - a fault in what listens must not cut the link; it is said
                    log.exception("an update could not be handled")
                    self._damaged("")
        else:
            if kind == "seated":
                try:
                    self._seated(data)
                except (KeyError, TypeError, ValueError, AttributeError):
                    self._damaged("a seating answer")
                    return
            if kind == "error":
                code, ref = str(data.get("code")), data.get("ref")
                self.errors.append(code)
                refused = self._refused(code, ref)  # a chat line's refusal has no ref, but only a chat line gets it
                if self.on_error is not None and (ref is not None or refused or code == "chat-limit"):
                    self.on_error(code)
            self._replies.put_nowait(data)
        async with self._changed:
            self._changed.notify_all()

    def _damaged(self, what: str) -> None:
        """The server sent something this app cannot use: counted, logged, and said by whoever listens."""
        if what:
            log.warning("the server sent %s this app cannot read", what)
        self.damaged += 1
        self._replies.put_nowait({"type": "damaged"})
        if self.on_damaged is not None:
            self.on_damaged()

    async def _come_back(self) -> None:
        """Reconnect after a dropped link (a seat with its token, a listener by the code), waiting longer
        between attempts, for `reconnect_for` seconds; then give up. Each attempt asks for what was missed."""
        loop = asyncio.get_running_loop()
        started = loop.time()
        deadline = started + self.reconnect_for
        attempt = 0
        while True:
            delay = RECONNECT_DELAYS[min(attempt, len(RECONNECT_DELAYS) - 1)]
            if self.back_soon and loop.time() - started < BACK_SOON_FOR:
                delay = min(delay, BACK_SOON_EVERY)  # the database is back in a moment: a try a second meanwhile
            attempt += 1
            if loop.time() + delay > deadline:
                break
            await asyncio.sleep(delay)
            try:
                if self.ws is not None:
                    await self.ws.close()
                await self.connect(self.code)
                if self.__token is not None:
                    await self.resume()
                else:
                    await self.watch(self.code or "")
            except ServerGone:
                continue
            except ServerRefused:
                break
            self.reconnecting = False
            async with self._changed:
                self._changed.notify_all()
            return
        self.reconnecting = False
        await self._gone()

    async def _gone(self, replaced: bool = False) -> None:
        self.lost = True
        if replaced and self.on_replaced is not None:
            self.on_replaced()
        elif self.on_lost is not None:
            self.on_lost()
        async with self._changed:
            self._changed.notify_all()
