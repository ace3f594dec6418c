"""One client link: its limits and outbox, the task that writes to it, and its requests served in order.

Inbound messages are size- and rate-limited and checked against the schema in `wire`; a bad one gets an
error answer and is counted, and never stops the server.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Coroutine, Protocol

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Response
from websockets.protocol import State

from .guard import Bucket, address_key, client_address
from .hosting import Knock
from ..core.paths import path_table
from .table import Table
from ..core.wire import WireError, encode, parse_client
from .state import ServerState
from ..core.tasks import Tasks

if TYPE_CHECKING:
    from websockets.http11 import Request


log = logging.getLogger("accessible_games.net")

MAX_VIOLATIONS = 100  # refused messages before a connection is closed
OUTBOX = 1000  # messages queued for one slow connection before it is dropped
REPLACED = 4001  # close code: this seat is now held by a newer connection (the old client stops)
BACK_SOON = 1013  # close code (Try Again Later): the database is away; the table is back in a moment
LOOKUP_REFUSALS = frozenset({"no-table", "bad-token", "password", "lookups-blocked"})  # answered after refusal_time


@dataclass(eq=False)
class Connection:
    """One client link: the table it is bound to, its seat (None: spectator), its limits and outbox."""

    ws: ServerConnection
    address: str
    bucket: Bucket
    chat: Bucket
    key: str = ""  # what the limits count by: the address, or its IPv6 /64
    table: Table | None = None
    seat: int | None = None
    knock: Knock | None = None  # asking to join a table, waiting for its host
    path_code: str | None = None  # the table its link's path names (/t/<code>/ws); None: any table (/ws)
    hold_until: float = 0.0  # loop time before which nothing more is sent (a refused look-up's answer waits)
    violations: int = 0
    outbox: asyncio.Queue[str] = field(default_factory=asyncio.Queue)
    busy: asyncio.Future[None] | None = None  # its request being served, which the next one waits for
    tasks: Tasks = field(default_factory=Tasks)  # where its closing runs: the server's tasks
    idle: bool = False  # its writer waits for the next message, holding none (so one may go straight out)
    committing: dict[str, asyncio.Future[None]] = field(default_factory=dict)  # the writer's: steps not committed

    def send(self, kind: str, **fields: Any) -> None:
        """Queue one message."""
        self.send_text(encode(kind, **fields))

    def send_text(self, text: str) -> None:
        """Send one message already encoded: at once when nothing is queued or held before it, else queued for
        the link's writer; a connection too slow to read is closed rather than let memory grow."""
        if self.idle and self._clear() and write_now(self.ws, text):
            return
        if self.outbox.qsize() >= OUTBOX:
            self.outbox = asyncio.Queue()
            self.tasks.start(self.ws.close(1008, "too slow"), "closing a slow link")
            return
        self.outbox.put_nowait(text)

    def _clear(self) -> bool:
        """True when a message may leave now: nothing queued, no answer held back, its table's step committed."""
        if not self.outbox.empty():
            return False
        if self.hold_until and self.hold_until > asyncio.get_running_loop().time():
            return False
        return self.table is None or self.table.code not in self.committing


def write_now(ws: ServerConnection, text: str) -> bool:
    """Write one text frame to an open link at once, as `ws.send` would without a turn of the event loop (its
    writer task's wake-up, the send's coroutine and context): only when the link is open, sends nothing else
    and its transport takes more (not paused); False, and nothing written, otherwise (the writer sends it)."""
    busy = getattr(ws, "send_in_progress", getattr(ws, "fragmented_send_waiter", True))
    if busy is not None or getattr(ws, "paused", True) or not callable(getattr(ws, "send_data", None)):
        return False  # a websockets release without these: its writer sends, as before
    if ws.protocol.state is not State.OPEN:
        return False
    try:
        ws.protocol.send_text(text.encode())
        ws.send_data()
    except Exception:  # noqa: BLE001 - as `ws.send` does: the link is dropped, its reader sees it closed
        log.exception("a link's message could not be written")
        ws.transport.abort()
    return True


class Front(Protocol):
    """Another kind of seat served on the table server's port (a browser page's, web/site.py): its plain HTTP
    answers beside the WebSocket, and the connections that are its own. The server knows nothing more of it."""

    def process_request(self, ws: ServerConnection, request: Request) -> Response | None:
        """An HTTP answer to a request that is not a WebSocket handshake for the table (None: go on)."""

    def started(self, host: str, port: int) -> None:
        """The server listens on `host` and `port` (the front learns its own address)."""

    def is_page(self, ws: ServerConnection) -> bool:
        """True when this connection is one of the front's own seats."""

    async def seat(self, ws: ServerConnection) -> None:
        """Serve one of the front's connections until it goes (through the seat interface of `TableServer`)."""


class LinkServing(ServerState):
    """Serving the links: each one's writer, its requests in order, its leaving."""

    async def write(self, conn: Connection) -> None:
        """Send the connection's queued messages in order, until it closes (its writer task)."""
        await self._write(conn)

    async def drain(self, conn: Connection, limit: float = 1.0) -> None:
        """Give the writer up to `limit` seconds to send what is queued (the answers before a close)."""
        await self._drain(conn, limit)

    def receive(self, conn: Connection, raw: str | bytes) -> None:
        """One request from the connection (JSON text as a terminal client sends it), checked and acted on."""
        self._receive(conn, raw)

    def left(self, conn: Connection) -> None:
        """The connection went away: its seat waits for its return (a bot stands in after the absence)."""
        self._left(conn)

    async def handler(self, ws: ServerConnection) -> None:
        """Serve one client until it goes away; nothing it sends can stop the server."""
        if self.front is not None and self.front.is_page(ws):
            await self.front.seat(ws)
            return
        address = client_address(ws)
        conn = Connection(
            ws,
            address,
            Bucket(self.options.rate, self.options.burst),
            self.chat.link_bucket(),
            address_key(address),
            tasks=self.tasks,
        )
        conn.path_code = path_table(ws.request.path)[1] if ws.request is not None else None
        writer = asyncio.create_task(self._write(conn))
        try:
            async for raw in ws:
                if not conn.bucket.take():
                    self._refuse(conn, WireError("rate-limited"), None)
                elif (served := self._receive(conn, raw)) is not None:
                    await asyncio.wait((served,))  # the link's next message after this one's answer
                if conn.violations > MAX_VIOLATIONS:
                    await self._drain(conn)
                    await ws.close(1008, "too many refused messages")
                    break
        except ConnectionClosed:
            pass
        finally:
            self._left(conn)
            await asyncio.sleep(0)
            writer.cancel()
            await asyncio.gather(writer, return_exceptions=True)

    @staticmethod
    async def _drain(conn: Connection, limit: float = 1.0) -> None:
        """Give the writer up to `limit` seconds to send what is queued (the answers before a close)."""
        end = time.monotonic() + limit
        while not conn.outbox.empty() and time.monotonic() < end:
            await asyncio.sleep(0.01)

    async def _write(self, conn: Connection) -> None:
        """Send a connection's queued messages in order, each once the step it tells of is committed."""
        conn.committing = self.committing
        try:
            while True:
                conn.idle = conn.outbox.empty()
                try:
                    text = await conn.outbox.get()
                finally:
                    conn.idle = False
                wait = conn.hold_until - asyncio.get_running_loop().time()
                if wait > 0:  # a refused look-up is answered no sooner than any other would be
                    await asyncio.sleep(wait)
                table = conn.table
                committed = self.committing.get(table.code) if table is not None else None
                if committed is not None:
                    await asyncio.wait((committed,))
                await conn.ws.send(text)
        except ConnectionClosed:
            pass

    def _receive(self, conn: Connection, raw: str | bytes) -> asyncio.Future[None] | None:
        """Serve one message of a link, after the link's earlier ones; the future while it is still served."""
        earlier = conn.busy
        if earlier is not None and not earlier.done():
            conn.busy = self.working.start(self._after(earlier, self._serve(conn, raw)), "a request")
        else:
            conn.busy = self._start(self._serve(conn, raw))
        return conn.busy

    @staticmethod
    async def _after(earlier: asyncio.Future[None], work: Coroutine[Any, Any, None]) -> None:
        await asyncio.wait((earlier,))
        await work

    def _start(self, work: Coroutine[Any, Any, None]) -> asyncio.Future[None] | None:
        """Run work that may take a table's step. A store that waits (PostgreSQL): as a task, so the loop
        serves others meanwhile. One that never waits (SQLite): at once, start to end, as a plain call
        would (a browser seat's key and the update it causes reach the page together); None then."""
        if self.db.waits:
            return self.working.start(work, "a request")
        try:
            work.send(None)
        except StopIteration:
            return None
        work.close()
        raise RuntimeError("a store that never waits made a request wait")

    async def _serve(self, conn: Connection, raw: str | bytes) -> None:
        """Check one message and act on it; a bad one is answered and counted, a fault logged and survived."""
        ref = None
        started = asyncio.get_running_loop().time()
        try:
            data = parse_client(raw)
            ref = data.get("ref")
            self.stats[f"in-{data['type']}"] += 1
            await self._dispatch(conn, data)
        except WireError as error:
            if error.code in LOOKUP_REFUSALS:
                self._pace_refusal(conn, started)
            self._refuse(conn, error, ref)
        except Exception as error:  # noqa: BLE001 - a fault in one request is logged, answered, and survived
            if self._unreachable(error):
                await conn.ws.close(BACK_SOON, "back in a moment")  # no answer: the link comes back by itself
                return
            log.exception("a request failed")
            self._refuse(conn, WireError("malformed"), ref)
