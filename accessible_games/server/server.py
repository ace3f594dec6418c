"""The table server: WebSocket connections (the `websockets` library), tables, bots and absences.

The server is authoritative. It holds every table's full state and checks every move with the
rules core; each connection is a seat (with its secret token) or a spectator, and receives only
that viewer's observation and the events and messages the table decided it may know. Inbound
messages are size- and rate-limited and checked against the schema in `wire`; a bad one gets an
error answer and is counted, and never stops the server.
"""

from __future__ import annotations

import asyncio
import collections
import gc
import hmac
from http import HTTPStatus
import logging
import math
import secrets
import ssl
import time
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any, AsyncIterator, Callable, Coroutine, Protocol

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Response

from ..core.protocol import BOT_LEVELS, BadSetting, Setup
from ..games import games
from ..core.seats import Seat
from .bots import BotRunner
from ..core.codes import new_code, normalize, spoken, valid_chosen
from .guard import (
    DAY,
    Bucket,
    Chat,
    Creators,
    Guesses,
    Limits,
    Links,
    address_key,
    client_address,
    guarded_connection,
    quiet_accept_errors,
)
from .hosting import HostControls, Knock
from .lobby import Lobby, host_lang
from .lookalike import look_alike, name_keys
from ..core.paths import path_table
from .proxied import TrustedProxies
from .store import Store
from .stores import TableStore, table_store
from .table import BOT, HUMAN, OPEN, Entry, Table, TableSeat, clean_name, token_hash
from ..core.wire import MAX_FRAME, RESERVED_NAMES, Blocked, WireError, encode, parse_client

if TYPE_CHECKING:  # the PostgreSQL store is imported by `serve` only when asked for
    from websockets.http11 import Request

    from .pgstore import PostgresStore

log = logging.getLogger("accessible_games.net")

RATE = 10.0  # messages a connection may send per second, on average
BURST = 30.0  # and in one burst
MAX_VIOLATIONS = 100  # refused messages before a connection is closed
CATCH_UP = 400  # log steps re-sent at most to a returning connection
CATCH_UP_BYTES = {True: 65536, False: 16384}  # and at most this much text (a seat, a listener)
EXPIRE_EVERY = 3600.0  # seconds between clearings of expired tables
CHECKPOINT_EVERY = 5.0  # seconds between checkpoints of the database's write-ahead log
ADOPT_EVERY = 1.0  # seconds between looks for tables whose owning process is gone (a shared store)
ADOPT_BATCH = 500  # such tables taken over in one look
OUTBOX = 1000  # messages queued for one slow connection before it is dropped
STOP_WAIT = 5.0  # seconds a stopping server gives the requests it serves to finish
REPLACED = 4001  # close code: this seat is now held by a newer connection (the old client stops)
BACK_SOON = 1013  # close code (Try Again Later): the database is away; the table is back in a moment
OUTAGE_DELAYS = (0.25, 0.5, 1.0, 2.0)  # seconds between tries to reach the database again; the last repeats
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

    def send(self, kind: str, **fields: Any) -> None:
        """Queue one message."""
        self.send_text(encode(kind, **fields))

    def send_text(self, text: str) -> None:
        """Queue one message already encoded; a connection too slow to read is closed rather than let memory grow."""
        if self.outbox.qsize() >= OUTBOX:
            self.outbox = asyncio.Queue()
            asyncio.ensure_future(self.ws.close(1008, "too slow"))
            return
        self.outbox.put_nowait(text)


@dataclass
class ServerOptions:
    """How a server runs: password, limits, bot pace, where chance comes from."""

    password: str | None = None
    limits: Limits = field(default_factory=Limits)
    default_absence: float = 120.0
    default_bot_delay: float = 1.0
    rate: float = RATE
    burst: float = BURST
    seed_source: Callable[[], int] = field(default_factory=lambda: lambda: secrets.randbits(62))
    code_source: Callable[[], str] = new_code
    bot_workers: int | None = None  # worker processes for the bots (None: one less than the cores, at least one)


@lru_cache(maxsize=1)
def reserved_keys() -> frozenset[str]:
    """The skeletons of the names that read as "you" (RESERVED_NAMES), in every case."""
    return frozenset(key for word in RESERVED_NAMES for key in name_keys(word))


def _name(name: Any) -> str:
    """A player's name from a client, cleaned; an empty name is refused."""
    cleaned = clean_name(name) if isinstance(name, str) else ""  # a long name is cut, not refused
    if not cleaned:
        raise WireError("malformed", "empty name")
    if not name_keys(cleaned.strip(".!?")).isdisjoint(reserved_keys()):  # "Yоu" with a Cyrillic о reads as "you" too
        raise WireError("name-reserved")
    return cleaned


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


class TableServer(HostControls):
    """Every table this process holds, and the connections that sit at them."""

    def __init__(self, store: "Store | PostgresStore | TableStore", options: ServerOptions | None = None) -> None:
        self.store = store
        self.db = table_store(store)  # what the server calls: coroutines, whichever database holds the tables
        self.locks: dict[str, asyncio.Lock] = {}  # one step of a table at a time in this process
        self.committing: dict[str, asyncio.Future[None]] = {}  # a table's step whose COMMIT is on its way
        self.catching: set[str] = set()  # tables whose catch-up waits for its turn
        self.working: set[asyncio.Future[None]] = set()  # requests and leavings being served (a store that waits)
        self.options = options or ServerOptions()
        self.limits = self.options.limits
        self.guesses = Guesses(self.limits)
        self.creators = Creators(self.limits)
        self.links = Links(self.limits)
        self.chat = Chat(self.limits)
        self.knocks: dict[int, Knock] = {}
        self.open_count = 0
        self.damaged: set[str] = set()
        self.unplayed: dict[str, float] = {}  # table code -> since when it has had no move and nobody at it
        self.tables: dict[str, Table] = {}
        self.listeners: dict[str, set[Connection]] = collections.defaultdict(set)
        self.holders: dict[tuple[str, int], Connection] = {}
        self.timers: dict[tuple[str, int], asyncio.TimerHandle] = {}
        self.bots: dict[str, asyncio.Task[None]] = {}
        self.stats: collections.Counter[str] = collections.Counter()
        self.server: Server | None = None
        self.runner = BotRunner(self.options.bot_workers)
        self.background: list[asyncio.Future[None]] = []
        self.front: Front | None = None  # another kind of seat on this port (a browser page's): see serving/local.py
        self.outage = False  # the shared store's link broke: links at tables are closed, handshakes refused
        self.store_back = asyncio.Event()  # set while the store is reachable
        self.store_back.set()
        self.riding: asyncio.Task[None] | None = None  # the reconnecting, while an outage lasts
        self.lobby = Lobby(
            lambda: self.tables.values(),
            lambda t: t.host is not None and self._held(t, t.host),
            getattr(self.db, "open_tables", None) if self.db.shared else None,  # the whole club's, from the store
        )

    # --- starting and stopping ---------------------------------------------------------
    async def table(self, code: str) -> Table | None:
        """The table with this (canonical) code: in memory, or rebuilt from the database on first need."""
        table = self.tables.get(code)
        if table is not None or code in self.damaged:
            return table
        async with self._lock(code):  # one copy only, however many ask for it at once
            table = self.tables.get(code)
            if table is not None or code in self.damaged:
                return table
            return await self._load(code)

    async def _load(self, code: str) -> Table | None:
        """Rebuild a table from the database into memory, and take up its owner's duties if no process has."""
        try:
            table = await self.db.load_table(code)
        except Exception as error:  # noqa: BLE001 - one damaged table must not keep the others closed
            if self._unreachable(error):
                raise
            log.exception("a stored table could not be rebuilt")
            self.stats["damaged-table"] += 1
            self.damaged.add(code)
            return None
        if table is None:
            return None
        if table.bots_alone():
            table.bot_delay = max(table.bot_delay, self.limits.bot_delay)
        self.tables[code] = table
        self.stats["tables-loaded"] += 1
        if table.over:
            if await self.db.is_open(code):  # finished before archives existed, or between a step and its mark
                await self.db.archive(code)
                self.open_count -= 1
            return table
        await self.db.own(code)  # a shared store: the first process to load a table owns it (bots, absences)
        self._duties(table)
        return table

    def _lock(self, code: str) -> asyncio.Lock:
        """The table's lock: its steps, catch-ups and loading take turns (they wait on the database)."""
        lock = self.locks.get(code)
        if lock is None:
            lock = self.locks[code] = asyncio.Lock()
        return lock

    def _duties(self, table: Table) -> None:
        """What the table's owning process does: an absence timer for each human seat no connection holds
        (anywhere), none for a held one, and the bots woken. A process that does not own it does none of it."""
        code = table.code
        if table.over or not self.db.owns(code):
            for key in [key for key in self.timers if key[0] == code]:
                self.timers.pop(key).cancel()
            task = self.bots.pop(code, None)
            if task is not None:
                task.cancel()
            return
        for index, seat in enumerate(table.seats):
            if seat.kind == HUMAN and not self._held(table, index):
                if (code, index) not in self.timers and not seat.stand_in:
                    self._start_absence(table, index)
            else:
                timer = self.timers.pop((code, index), None)
                if timer is not None:
                    timer.cancel()
        self._wake_bots(table)

    def _held(self, table: Table, index: int) -> bool:
        """True when a connection holds this seat, here or on another process sharing the store."""
        return (table.code, index) in self.holders or index in table.held_elsewhere

    @asynccontextmanager
    async def _step(self, table: Table) -> AsyncIterator[None]:
        """One change to a table, as one transaction of the store: what other processes added first (relayed
        to this process's connections), then the change. A store fault leaves the table to be reloaded.

        The change itself runs at once (no waiting inside it); what it sends leaves once its COMMIT is done
        (`_write` waits for it), so no one hears a step the database may not keep."""
        async with self._lock(table.code):
            committed = None
            try:
                async with self.db.step(table) as caught:
                    if caught:
                        self._relay(table, caught)
                    if self.db.waits:  # from here (the row is locked) to the COMMIT: what is sent waits
                        committed = self.committing[table.code] = asyncio.get_running_loop().create_future()
                    yield
            except WireError:
                raise
            except Exception as error:
                if self._unreachable(error):
                    pass
                elif self.db.shared:
                    self._drop(table.code)
                raise
            finally:
                if committed is not None:
                    committed.set_result(None)
                    if self.committing.get(table.code) is committed:
                        del self.committing[table.code]

    def _drop(self, code: str, close: int = 1011, reason: str = "table reloaded") -> None:
        """Forget a table whose copy may be wrong; its connections are closed, and come back to a fresh copy."""
        if close != BACK_SOON:
            log.error("table %s: the copy in memory is dropped after a store fault", code)
        self.stats["tables-dropped"] += 1
        for conn in list(self.listeners.get(code, ())):
            conn.table = None
            asyncio.ensure_future(conn.ws.close(close, reason))
        for key in [key for key in self.holders if key[0] == code]:
            del self.holders[key]
        self._forget(code)

    async def _follow_notifications(self) -> None:
        """Other processes changed tables: bring the copies here up to date and tell their connections,
        each table in a task of its own (a slow one holds up no other), one waiting per table at most."""
        while True:
            await self.db.changed.wait()
            codes = self.db.take()
            if self.db.broken or self.outage:
                self._store_lost()
                await self.store_back.wait()
                continue
            for code in codes:
                if code in self.tables and code not in self.catching:
                    self.catching.add(code)
                    self._start(self._bring_up_to_date(code))

    async def _bring_up_to_date(self, code: str) -> None:
        """Catch one table's copy up with the steps stored elsewhere, and relay them."""
        table = self.tables.get(code)
        if table is None:
            self.catching.discard(code)
            return
        async with self._lock(code):
            self.catching.discard(code)  # a notification from now on asks for another catch-up
            if self.tables.get(code) is not table:
                return
            try:
                caught = await self.db.catch_up(table)
            except Exception as error:  # noqa: BLE001 - this table is reloaded; the others go on
                if not self._unreachable(error):
                    log.exception("table %s could not be brought up to date", code)
                    self._drop(code)
                return
            self._relay(table, caught)

    def _unreachable(self, error: BaseException) -> bool:
        """True when `error` says the shared store cannot be reached (then the outage is ridden out)."""
        if not self.db.shared or self.db.closed or not (self.outage or self.db.unreachable(error)):
            return False
        self._store_lost()
        return True

    def _store_lost(self) -> None:
        """The shared store's link broke (the database restarts, crashed or cannot be reached): every table
        leaves memory (its copy may be behind what the database keeps), each link at one is closed with
        "back in a moment" and comes back by itself; new links wait until the database is reached again."""
        if self.outage or self.db.closed:
            return
        self.outage = True
        self.store_back.clear()
        self.stats["store-outages"] += 1
        log.error("the connection to the database is lost; the tables are back once it is reached again")
        for code in list(self.tables):
            self._drop(code, BACK_SOON, "back in a moment")
        for knock in list(self.knocks.values()):
            asyncio.ensure_future(knock.conn.ws.close(BACK_SOON, "back in a moment"))
        self.riding = asyncio.ensure_future(self._ride_out())

    async def _ride_out(self) -> None:
        """Reach the database again, waiting longer between tries (up to two seconds); then serve again:
        the tables load as their players come back, and the orphans' look takes up the rest at once."""
        tries = 0
        while not self.db.closed:
            await asyncio.sleep(OUTAGE_DELAYS[min(tries, len(OUTAGE_DELAYS) - 1)])
            tries += 1
            try:
                await self.db.reopen()
                self.open_count = await self.db.count_open()
            except Exception as error:  # noqa: BLE001 - not yet: tried again
                if tries in (1, 10) or tries % 100 == 0:
                    log.warning("the database is not reached yet (%s)", " ".join(str(error).split())[:200])
                continue
            self.outage = False
            self.store_back.set()
            self.riding = None
            log.info("the database is reached again after %d tries; the tables are back", tries)
            return

    def _relay(self, table: Table, caught: list[Entry]) -> None:
        """Steps another process stored: send each connection what it may know of them, stop connections whose
        seat a newer connection elsewhere holds, and take up the owner's duties."""
        code = table.code
        if caught:
            self.stats["relayed"] += len(caught)
            if table.over and not table.archived:
                table.archived = True
                self.creators.closed(code)
                self.chat.forget(code)
            texts: dict[int | None, str] = {}
            for conn in list(self.listeners.get(code, ())):
                if conn.seat not in texts:
                    texts[conn.seat] = self._update(table, caught, conn.seat)
                conn.send_text(texts[conn.seat])
            table.forget_observations()
        for index in list(table.held_elsewhere):
            old = self.holders.pop((code, index), None)
            if old is not None:  # the newest connection wins: this one is told and stops
                old.table = None
                self.listeners[code].discard(old)
                asyncio.ensure_future(old.ws.close(REPLACED, "replaced"))
        self._duties(table)

    async def _adopt_now_and_then(self) -> None:
        """A shared store: take over the open tables no process owns (an owner died, or none loaded them yet, or
        it let one go to the process where its players sit). A table this process holds a copy of is taken at
        once; another only when it was still without an owner at the look before, so the process where its
        players sit comes first."""
        before: set[str] = set()
        while True:
            try:
                orphans = await self.db.orphans(ADOPT_BATCH)
                waiting = {code for code in orphans if code not in self.tables}
                for code in orphans:
                    if code in waiting and code not in before:
                        continue
                    if not await self.db.own(code):
                        continue
                    if code in self.tables:
                        await self._bring_up_to_date(code)  # relayed, and the owner's duties taken up
                    else:
                        await self.table(code)
                    self.stats["tables-taken-over"] += 1
                before = waiting
                self.open_count = await self.db.count_open()
            except Exception as error:  # noqa: BLE001 - tried again at the next look
                if self.db.closed:
                    return
                if not self._unreachable(error):
                    log.exception("tables without an owner could not be taken over")
            if self.outage:
                await self.store_back.wait()  # the tables of this process are orphans now: taken back at once
            else:
                await asyncio.sleep(ADOPT_EVERY)

    async def _load_open_tables(self) -> None:
        """Bring every open table into memory, most recently played first, one at a time between requests."""
        for code in await self.db.open_codes():
            await self.table(code)
            await asyncio.sleep(0)
        gc.freeze()  # the rebuilt tables live long: later collections need not walk them
        log.info("open tables loaded: %d", len(self.tables))

    async def start(self, host: str, port: int, tls: ssl.SSLContext | None = None) -> Server:
        """Listen at once; open tables load in the background (or when first asked for); finished ones stay stored."""
        await self.db.open()
        self.open_count = await self.db.count_open()
        loop = asyncio.get_running_loop()
        quiet_accept_errors(loop)
        self.server = await serve(
            self.handler,
            host,
            port,
            ssl=tls,
            max_size=MAX_FRAME,
            compression=None,  # updates are small: deflating each cost more CPU than the bytes it saved
            max_queue=32,
            ping_interval=20,
            ping_timeout=40,
            close_timeout=2,
            open_timeout=self.limits.handshake,
            create_connection=guarded_connection(self.links, self.stats, TrustedProxies(self.limits.trusted_proxies)),
            process_request=self._process_request,
        )
        if self.front is not None:
            self.front.started(host, self.port())
        if self.db.shared:  # tables load as they are asked for, or as this process takes them over
            self.background = [
                asyncio.ensure_future(self._adopt_now_and_then()),
                asyncio.ensure_future(self._follow_notifications()),
            ]
        else:
            self.background = [
                asyncio.ensure_future(self._load_open_tables()),
                asyncio.ensure_future(self._checkpoint_now_and_then()),
            ]
        self.background.append(asyncio.ensure_future(self._expire_now_and_then()))
        self.background.append(asyncio.ensure_future(self._sweep_unplayed_now_and_then()))
        self.background.append(asyncio.ensure_future(self._drop_unheld_now_and_then()))
        loop.run_in_executor(None, reserved_keys)  # the table of lookalike letters is read off the loop
        return self.server

    def _process_request(self, ws: ServerConnection, request: Request) -> Response | None:
        """A request arrived: its link counted by the client a trusted proxy names; while the database is away a
        handshake is turned away (the client tries again by itself); a WebSocket only on a path of ours (paths.py);
        anything else to the front (the page), if any."""
        name_client = getattr(ws, "name_client", None)
        if name_client is not None and not name_client(request.headers.get("X-Forwarded-For")):
            return ws.respond(HTTPStatus.SERVICE_UNAVAILABLE, "Too many links\n")
        upgrade = "websocket" in request.headers.get("Upgrade", "").lower()
        if self.outage and upgrade:
            self.stats["refused-in-outage"] += 1
            refused = ws.respond(503, "The table will be back in a moment.\n")
            refused.headers["Retry-After"] = "1"
            return refused
        if upgrade and not path_table(request.path)[0]:
            self.stats["link-bad-path"] += 1
            return ws.respond(HTTPStatus.NOT_FOUND, "Not Found\n")
        return self.front.process_request(ws, request) if self.front is not None else None

    async def _expire_now_and_then(self) -> None:
        """Remove tables finished (or abandoned) longer ago than the keeping time, now and every hour."""
        while True:
            await asyncio.sleep(1.0)
            try:
                await self.expire()
            except Exception as error:  # noqa: BLE001 - retried at the next round; nothing is lost by waiting
                if not self._unreachable(error):
                    log.exception("expired tables could not be removed")
            await asyncio.sleep(EXPIRE_EVERY)

    async def expire(self) -> int:
        """Remove expired tables (none with a link at it); return how many went. Finished tables
        brought into memory by a look-up and left by everyone go back to the archive."""
        for code in [code for code, table in self.tables.items() if table.over and not self.listeners.get(code)]:
            self._forget(code)
        codes = [
            code
            for code in await self.db.expired(time.time() - self.limits.keep_days * DAY)
            if not self.listeners.get(code)
        ]
        for start in range(0, len(codes), 200):
            batch = codes[start : start + 200]
            for code in batch:
                self._forget(code)
            await self.db.remove(batch)
            await asyncio.sleep(0)
        if codes:
            self.open_count = await self.db.count_open()
            self.stats["tables-expired"] += len(codes)
            log.info("expired tables removed: %d", len(codes))
        return len(codes)

    async def _sweep_unplayed_now_and_then(self) -> None:
        """Remove tables with no move that nobody sits at, a few times within the time they are kept."""
        every = max(0.1, min(60.0, self.limits.unplayed / 4))
        while True:
            await asyncio.sleep(every)
            try:
                await self.sweep_unplayed()
            except Exception as error:  # noqa: BLE001 - retried at the next round
                if not self._unreachable(error):
                    log.exception("unplayed tables could not be removed")

    async def sweep_unplayed(self) -> int:
        """Remove the tables that have had no move and nobody at them for the `--unplayed-keep` time (a
        table opened and left, or made only to fill the server); return how many went."""
        now = time.monotonic()
        gone = []
        for code, table in self.tables.items():
            if (
                table.moves
                or table.over
                or self.listeners.get(code)
                or table.held_elsewhere
                or any(knock.table is table for knock in self.knocks.values())
                or not self.db.owns(code)
            ):
                self.unplayed.pop(code, None)
            elif now - self.unplayed.setdefault(code, now) >= self.limits.unplayed:
                gone.append(code)
        if not gone:
            return 0
        for code in gone:
            self.unplayed.pop(code, None)
            self._forget(code)
        await self.db.remove(gone)
        self.open_count = await self.db.count_open()
        self.stats["tables-unplayed"] += len(gone)
        log.info("tables with no move and nobody at them removed: %d", len(gone))
        return len(gone)

    def _unheld(self, code: str) -> bool:
        """True when no link of this process sits at, listens to or knocks at the table, and this process need not
        keep it: finished, owned by another process, or owned here while its players sit at other processes
        (they take it over once it is let go). A table owned here that nobody holds anywhere stays: its
        bots, absences and pause are this process's duties."""
        table = self.tables.get(code)
        if table is None or self.listeners.get(code) or any(knock.table is table for knock in self.knocks.values()):
            return False
        if any(key[0] == code for key in self.holders):
            return False
        return table.over or not self.db.owns(code) or bool(table.held_elsewhere)

    def _drop_if_unheld(self, code: str) -> None:
        """Forget a table a failed look-up brought in, unless something of this process holds it."""
        if self._unheld(code):
            self.stats["tables-unheld"] += 1
            self._forget(code)

    async def _drop_unheld_now_and_then(self) -> None:
        """Every `drop_idle` seconds, forget the tables found unheld at this look and the one before (so a table
        goes within two looks of its last link here: a minute by default), sparing what a link holds meanwhile."""
        seen: set[str] = set()
        while True:
            await asyncio.sleep(self.limits.drop_idle)
            unheld = {code for code in self.tables if self._unheld(code)}
            for code in unheld & seen:
                lock = self.locks.get(code)
                if lock is None or not lock.locked():  # no step of it on its way
                    self.stats["tables-unheld"] += 1
                    self._forget(code)
            seen = {code for code in unheld if code in self.tables}

    def _forget(self, code: str) -> None:
        """Drop a table from memory: its bots, timers and limits (the database keeps it until it expires)."""
        self.tables.pop(code, None)
        self.listeners.pop(code, None)
        task = self.bots.pop(code, None)
        if task is not None:
            task.cancel()
        for key in [key for key in self.timers if key[0] == code]:
            self.timers.pop(key).cancel()
        self.creators.closed(code)
        self.chat.forget(code)
        self.db.disown(code)
        lock = self.locks.get(code)
        if lock is not None and not lock.locked():  # none holds it nor waits for it
            del self.locks[code]

    async def _checkpoint_now_and_then(self) -> None:
        """Checkpoint the database's log every few seconds on a worker thread, so its fsync never stalls play."""
        while True:
            await asyncio.sleep(CHECKPOINT_EVERY)
            try:
                await self.db.checkpoint()
            except Exception:  # noqa: BLE001 - a failed checkpoint is retried; the log keeps every step meanwhile
                log.exception("checkpoint failed")

    # --- the seat interface: what a front's seat (web/seat.py) uses, as a terminal client's link does ---------
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

    def port(self) -> int:
        """The port listened on (useful when started on port 0)."""
        assert self.server is not None
        return int(next(iter(self.server.sockets)).getsockname()[1])

    async def stop(self) -> None:
        """Stop listening, cancel bots and timers, close the database."""
        for task in [*self.bots.values(), *self.background, *([self.riding] if self.riding is not None else [])]:
            task.cancel()
        for timer in self.timers.values():
            timer.cancel()
        self.lobby.stop()
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
            self.server = None
        if self.working:  # what the links' last messages and leavings started: stored before the database closes
            await asyncio.wait(list(self.working), timeout=STOP_WAIT)
        self.runner.close()
        await self.db.close()

    # --- one connection ------------------------------------------------------------------
    async def handler(self, ws: ServerConnection) -> None:
        """Serve one client until it goes away; nothing it sends can stop the server."""
        if self.front is not None and self.front.is_page(ws):
            await self.front.seat(ws)
            return
        address = client_address(ws)
        conn = Connection(
            ws, address, Bucket(self.options.rate, self.options.burst), self.chat.link_bucket(), address_key(address)
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

    @staticmethod
    async def _drain(conn: Connection, limit: float = 1.0) -> None:
        """Give the writer up to `limit` seconds to send what is queued (the answers before a close)."""
        end = time.monotonic() + limit
        while not conn.outbox.empty() and time.monotonic() < end:
            await asyncio.sleep(0.01)

    async def _write(self, conn: Connection) -> None:
        """Send a connection's queued messages in order, each once the step it tells of is committed."""
        try:
            while True:
                text = await conn.outbox.get()
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
            conn.busy = asyncio.ensure_future(self._after(earlier, self._serve(conn, raw)))
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
            task = asyncio.ensure_future(work)
            self.working.add(task)
            task.add_done_callback(self.working.discard)
            return task
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

    def _pace_refusal(self, conn: Connection, started: float) -> None:
        """A refused look-up's answer leaves `refusal_time` after its request arrived, whether the code named a
        table (loaded, searched) or none: the time it took tells nothing. One that took longer is counted."""
        loop_time = asyncio.get_running_loop().time()
        due = started + self.limits.refusal_time
        if loop_time > due and self.limits.refusal_time > 0:
            self.stats["refusal-late"] += 1
            late = self.stats["refusal-late"]
            if late & (late - 1) == 0:  # the 1st, 2nd, 4th, 8th ... time: the log stays readable under a flood
                log.warning(
                    "refused look-ups took longer than --refusal-time %d times (%.3f s)", late, loop_time - started
                )
        conn.hold_until = max(conn.hold_until, due)

    def _refuse(self, conn: Connection, error: WireError, ref: Any) -> None:
        """Answer an error and count it."""
        self.stats[error.code] += 1
        if error.code not in ("not-your-turn", "illegal-move"):
            conn.violations += 1
        fields = {"wait": error.wait} if isinstance(error, Blocked) else {}
        conn.send("error", code=error.code, ref=ref, **fields)

    async def _dispatch(self, conn: Connection, data: dict[str, Any]) -> None:
        kind = data["type"]
        if kind == "ping":
            conn.send("pong")
            return
        if kind == "lobby":
            await self._on_lobby(conn)
            return
        if kind in ("create", "join", "resume", "watch"):
            if conn.table is not None or conn.knock is not None:
                raise WireError("malformed", "already at a table")
            if conn.path_code is not None and normalize(str(data.get("code") or "")) != conn.path_code:
                raise WireError("malformed", "the link's path names another table")  # no table mixed with another
            rationed = kind != "resume" or (self.guesses.wait(conn.key) > 0 and not await self._token_right(data))
            self._check_password(conn, data, rationed)  # before any table is looked up
            code = normalize(str(data.get("code") or ""))
            loaded = code in self.tables
            try:
                await getattr(self, f"_on_{kind}")(conn, data)
            except WireError:
                if code and not loaded:
                    self._drop_if_unheld(code)  # a failed look-up leaves no table behind
                raise
            return
        table = conn.table
        if table is None or (conn.seat is None and kind != "replay"):
            raise WireError("not-seated")
        async with self._step(table):
            if conn.table is not table:  # a newer connection elsewhere took this seat meanwhile
                raise WireError("not-seated")
            if kind == "move":
                assert conn.seat is not None
                self._publish(table, table.play(conn.seat, data["move"]))
            elif kind == "chat":
                self._on_chat(conn, table, data["text"])
            elif kind == "replay":
                self._on_replay(conn, table)
            else:
                self.host_command(conn, table, kind, data)

    async def _on_lobby(self, conn: Connection) -> None:
        """Follow the lobby: the open tables now and each change, on a link at no table (`/ws`); a private
        server's lobby needs its password as a join does."""
        if conn.table is not None or conn.knock is not None or conn.path_code is not None:
            raise WireError("malformed", "the lobby is asked for on a link at no table")
        if self.options.password is not None:
            raise WireError("password")  # a private server lists nothing: its password is given to join
        if not await self.lobby.follow(conn):
            raise WireError("server-full")

    def _on_chat(self, conn: Connection, table: Table, text: str) -> None:
        """A chat line, within the link's and the table's allowance; the database keeps the newest lines' text."""
        if not self.chat.allowed(conn.chat, table.code, len(table.chat_seqs)):
            raise WireError("chat-limit")
        entry = table.chat(conn.seat, text)
        kept = self.limits.chat_kept
        forget = table.chat_seqs[-kept - 1] if len(table.chat_seqs) > kept else None
        self._publish(table, entry, forget_chat=forget)

    def _check_password(self, conn: Connection, data: dict[str, Any], rationed: bool = True) -> None:
        """A private server: a wrong password is refused and counts as a failed guess from that address.
        `rationed` False (a seat coming back with its right token): a blocked address is still let in."""
        wanted = self.options.password
        if wanted is None:
            return
        if rationed:
            self._check_guard(conn)
        if not hmac.compare_digest(str(data.get("password", "")).encode(), wanted.encode()):
            raise self._failed_lookup(conn, "password")

    # --- sitting down ----------------------------------------------------------------------
    async def _on_create(self, conn: Connection, data: dict[str, Any]) -> None:
        if self.open_count >= self.limits.tables:
            raise WireError("server-full")
        game = games().get(data["game"])
        if game is None:
            raise WireError("bad-setup", "game")
        variant = data.get("variant") or game.variants[0]
        try:
            options = game.check_options(variant, data.get("options", {}))
        except BadSetting:
            raise WireError("bad-setup", "variant or option") from None
        asked = data["seats"]
        kinds = [s["kind"] for s in asked]
        if (
            not game.min_players <= len(asked) <= game.max_players
            or kinds.count("host") > 1
            or ("host" not in kinds and "guest" in kinds)
        ):
            raise WireError("bad-setup", "seats")
        seats: list[TableSeat] = []
        for wanted in asked:
            if wanted["kind"] == "bot":
                level = wanted.get("level") or "normal"
                if level not in BOT_LEVELS:
                    raise WireError("bad-setup", "bot level")
                seats.append(TableSeat("", BOT, level))  # each client names bots in its own language
            elif wanted["kind"] == "host":
                seats.append(TableSeat(_name(wanted.get("name")), HUMAN))
            else:
                seats.append(TableSeat("", OPEN))
        alone = "host" not in kinds
        refusal = self.creators.refusal(conn.key, alone)
        if refusal is not None:
            raise WireError(refusal)
        code, shown = await self._new_code(conn, data.get("code"))
        setup = Setup(self.options.seed_source(), len(seats), variant, options)
        delay = float(data.get("bot_delay", self.options.default_bot_delay))
        absence = float(data.get("absence", self.options.default_absence)) if data.get("stand_in", True) else math.inf
        table = Table(
            code,
            shown,
            game,
            setup,
            seats,
            absence,
            bool(data.get("spectators", True)),
            max(delay, self.limits.bot_delay) if alone else delay,
        )
        host = kinds.index("host") if "host" in kinds else None  # no host: an all-bot table, its creator listens
        table.host = host
        table.listed = bool(data.get("listed", False)) and host is not None
        table.lang = host_lang(data.get("lang"))
        token = secrets.token_urlsafe(24) if host is not None else None
        if host is not None and token is not None:
            seats[host].token = token_hash(token)
        await self.db.add_table(table)
        self.tables[code] = table
        self.open_count += 1
        self.creators.created(code, conn.key, alone)
        self.stats["tables-created"] += 1
        async with self._step(table):
            self._seat(conn, table, host, token, 0)
        self._wake_bots(table)

    async def _new_code(self, conn: Connection, chosen: str | None) -> tuple[str, str]:
        """A free table code and how it is said; a chosen one must be long enough and free.

        A chosen code is a look-up of that code: whether it is free or taken tells the asker what a join
        would, so it is rationed as a join is (refused while the address or its network is blocked, and
        counted against both), except for the creator of a table asking for its own table's code again."""
        if chosen is not None:
            code = normalize(chosen)
            mine = self.creators.owner.get(code, ("", False))[0] == conn.key
            if not mine:
                self._check_guard(conn)
            if not valid_chosen(chosen):
                raise WireError("code-taken")
            taken = code in self.tables or await self.db.has_code(code)
            if not mine:
                self.guesses.failed(conn.key)
            if taken:
                raise WireError("code-taken")
            return code, " ".join(clean_name(chosen).split())
        while True:
            code = self.options.code_source()
            if code not in self.tables and not await self.db.has_code(code):
                return code, spoken(code)

    async def _find(self, conn: Connection, code: str) -> Table:
        """The table with this code. Codes are secrets: an address (or a network) over its allowance of
        failed look-ups gets no answer at all, right code or wrong."""
        self._check_guard(conn)
        table = await self.table(normalize(code))
        if table is None:
            raise self._failed_lookup(conn, "no-table")
        return table

    def _check_guard(self, conn: Connection) -> None:
        """Refuse every look-up from a blocked address, saying for how long (nothing is looked up)."""
        wait = self.guesses.wait(conn.key)
        if wait > 0:
            raise Blocked(wait)

    def _failed_lookup(self, conn: Connection, code: str) -> WireError:
        """The error for a wrong code, token or password, counted against the address and the server."""
        self.guesses.failed(conn.key)
        return WireError(code)

    async def _on_join(self, conn: Connection, data: dict[str, Any]) -> None:
        table = await self._find(conn, data["code"])
        name = _name(data["name"])
        async with self._step(table):
            self._join(conn, table, name)

    def _join(self, conn: Connection, table: Table, name: str) -> None:
        if table.locked:
            raise WireError("table-locked")
        if table.open_seat() is None:
            raise WireError("table-full")
        if any(look_alike(seat.name, name) for seat in table.seats if seat.kind == HUMAN):
            raise WireError("name-taken")  # names are unique at a table, whatever their case or lookalike letters
        if table.knock and table.host is not None:
            self.knock(conn, table, name)
            return
        self.sit_guest(conn, table, name)

    def sit_guest(self, conn: Connection, table: Table, name: str) -> None:
        """A guest takes the first open seat (the host let them in, or the table needs no knock); in the table's step."""
        index = table.open_seat()
        if index is None or table.locked:
            raise WireError("table-full" if index is None else "table-locked")
        if any(look_alike(seat.name, name) for seat in table.seats if seat.kind == HUMAN):
            raise WireError("name-taken")  # someone took the name while this guest knocked
        token = secrets.token_urlsafe(24)
        self._publish(table, table.take_seat(index, name, token), seat_changed=index)
        self._seat(conn, table, index, token, 0)
        self._wake_bots(table)

    async def _token_right(self, data: dict[str, Any]) -> bool:
        """True when the request's seat token is right for its code: the copy in memory, else one index look-up
        of the token's hash (no table is read). Nothing is counted."""
        code, token = normalize(str(data.get("code") or "")), str(data.get("token") or "")
        table = self.tables.get(code)
        if table is not None:
            return table.seat_of(token) is not None
        return code not in self.damaged and await self.db.has_token(code, token_hash(token))

    async def _on_resume(self, conn: Connection, data: dict[str, Any]) -> None:
        """A seat comes back with its token. A token is 192 random bits, beyond guessing, so a right one always
        comes back, even from a blocked address; a wrong one (or a code with no table: the answer is the same,
        and so is its time) counts as a failed look-up, and leaves no table loaded for it."""
        code, token = normalize(str(data["code"])), str(data["token"])
        if not await self._token_right(data):
            raise self._failed_lookup(conn, "bad-token")  # no table is read for a wrong token
        table = await self.table(code)
        if table is None or table.seat_of(token) is None:
            raise self._failed_lookup(conn, "bad-token")
        async with self._step(table):
            self._resume(conn, table, data)

    def _resume(self, conn: Connection, table: Table, data: dict[str, Any]) -> None:
        index = table.seat_of(data["token"])
        if index is None:
            raise self._failed_lookup(conn, "bad-token")
        old = self.holders.get((table.code, index))
        if old is not None:
            old.table = None  # the new link replaces it without an "away" notice; the old client stops
            self.listeners[table.code].discard(old)
            asyncio.ensure_future(old.ws.close(REPLACED, "replaced"))
        timer = self.timers.pop((table.code, index), None)
        if timer is not None:
            timer.cancel()
        if old is None and index not in table.held_elsewhere and not table.over:  # a link moving: not "back"
            self._publish(table, table.notice("net-seat-back", index))
        self._seat(conn, table, index, None, int(data.get("seen", 0)), taken=old is not None)
        self._wake_bots(table)  # a paused table goes on when one of its players is back

    async def _on_watch(self, conn: Connection, data: dict[str, Any]) -> None:
        table = await self._find(conn, data["code"])
        async with self._step(table):
            if not table.spectators:
                raise WireError("no-spectators")
            self._seat(conn, table, None, None, int(data.get("seen", 0)))

    def _seat(
        self, conn: Connection, table: Table, seat: int | None, token: str | None, seen: int, taken: bool = False
    ) -> None:
        """Bind a connection to its table and seat; tell it who it is, then what it missed (`taken`: the seat was
        played from another link until now, so nothing was missed by the player)."""
        conn.table, conn.seat = table, seat
        self.lobby.leave(conn)
        self.listeners[table.code].add(conn)
        if seat is not None:
            self.holders[(table.code, seat)] = conn
            table.held_elsewhere.pop(seat, None)
            self.db.hold(table.code, seat)
        fields: dict[str, Any] = {
            "code": table.code,
            "shown": table.shown,
            "seat": seat,
            "game": table.game.name,
            "variant": table.setup.variant,
            "options": table.setup.options,
        }
        if token is not None:
            fields["token"] = token
        conn.send("seated", **fields)
        missed = self._catch_up(table, seen, seat)  # all of it goes to the history; the summary counts moves
        if seen == 0 and seat is not None:  # an app started again: what was played since this seat went away
            away = [
                entry.seq
                for entry in table.entries
                if entry.kind == "notice" and entry.seat == seat and entry.data.get("notice") == "net-seat-away"
            ]
            seen = away[-1] if away else 0
        moves = (
            len(table.moves)
            if seen == 0
            else sum(1 for entry in table.entries if entry.kind == "move" and entry.seq > seen)
        )
        extra = {"taken": True} if taken else {}
        conn.send_text(
            self._update(table, missed, seat, missed=len(missed), moves=moves, played=len(table.moves), **extra)
        )
        table.forget_observations()

    @staticmethod
    def _catch_up(table: Table, seen: int, viewer: int | None) -> list[Entry]:
        """The steps a connection missed since `seen`, newest kept, within a step and a size budget."""
        budget = CATCH_UP_BYTES[viewer is not None]
        missed: list[Entry] = []
        for entry in reversed(table.entries[-CATCH_UP:]):
            if entry.seq <= seen:
                break
            messages, events = entry.heard[viewer]
            budget -= len(messages) + len(events)
            if budget < 0:
                break
            missed.append(entry)
        missed.reverse()
        return missed

    # --- leaving and coming back --------------------------------------------------------
    def _left(self, conn: Connection) -> None:
        self.lobby.leave(conn)
        if conn.knock is not None:
            self.knock_withdrawn(conn.knock)
        table, seat = conn.table, conn.seat
        if table is None:
            return
        self.listeners[table.code].discard(conn)
        if (table.over or not self.db.owns(table.code)) and not self.listeners[table.code]:
            self._forget(table.code)  # archived (stored for replays), or owned by another process: out of memory
        if seat is None or self.holders.get((table.code, seat)) is not conn:
            return
        del self.holders[(table.code, seat)]
        self._start(self._leave(table, seat))

    async def _leave(self, table: Table, seat: int) -> None:
        """A seat's link went: the seat is free in the store and, at a game going on, the table hears it."""
        if self.db.closed:  # a stopped server: the seat is free once its process is gone
            return
        try:
            if table.over:
                await self.db.release(table.code, seat)
                return
            async with self._step(table):
                if (table.code, seat) in self.holders:
                    return  # the seat's player came back here meanwhile
                if not await self.db.release(table.code, seat) or table.over:
                    return  # a newer connection on another process holds the seat now
                self._publish(table, table.notice("net-seat-away", seat))
        except Exception as error:  # noqa: BLE001 - the link is gone either way; the table is reloaded when next needed
            if not self._unreachable(error):
                log.exception("a seat's leaving could not be stored")
            return
        self._start_absence(table, seat)

    def _start_absence(self, table: Table, seat: int) -> None:
        """After the table's absence allowance, a bot stands in for this seat until it returns (never, at
        a table whose allowance is infinite); while every player is away the table pauses (see `present`)."""
        if math.isinf(table.absence) or not self.db.owns(table.code):
            return

        def expire() -> None:
            self.timers.pop((table.code, seat), None)
            if self.tables.get(table.code) is table:
                self._start(self._stand_in(table, seat))

        old = self.timers.pop((table.code, seat), None)
        if old is not None:
            old.cancel()
        self.timers[(table.code, seat)] = asyncio.get_running_loop().call_later(table.absence, expire)

    async def _stand_in(self, table: Table, seat: int) -> None:
        """The absence allowance is over: a bot stands in for the seat, unless its player is back."""
        try:
            async with self._step(table):
                if not self._held(table, seat) and not table.over and not table.seats[seat].stand_in:
                    self._publish(table, table.notice("net-seat-bot", seat))
        except Exception as error:  # noqa: BLE001 - the table is reloaded when next needed
            if not self._unreachable(error):
                log.exception("a bot could not stand in at table %s", table.shown)

    # --- telling the table -----------------------------------------------------------------
    def _publish(
        self, table: Table, entry: Entry, seat_changed: int | None = None, forget_chat: int | None = None
    ) -> None:
        """Store a new log step (one transaction), send each connection what it may know of it, wake the bots.

        The step that ends the game archives the table: it no longer counts toward any cap.
        """
        self.db.add_entry(table, entry, seat_changed, forget_chat)
        self.stats[entry.kind] += 1
        if table.over and not table.archived:
            table.archived = True
            self.open_count -= 1
            self.creators.closed(table.code)
            self.chat.forget(table.code)
            self.stats["tables-finished"] += 1
        texts: dict[int | None, str] = {}
        for conn in list(self.listeners.get(table.code, ())):
            if conn.seat not in texts:
                texts[conn.seat] = self._update(table, [entry], conn.seat)
            conn.send_text(texts[conn.seat])
        table.forget_observations()
        self._wake_bots(table)

    def _update(self, table: Table, entries: list[Entry], viewer: int | None, **extra: Any) -> str:
        """One viewer's update as JSON text: the messages and events it may know of `entries` (kept
        as text in each entry), its observation, the seats, whose turn, its legal moves."""
        to_move = None if table.over else table.game.to_move(table.state)
        head = encode(
            "update",
            seq=table.seq,
            view=table.observation(viewer),
            seats=[seat.to_public(seat.kind == BOT or self._held(table, i)) for i, seat in enumerate(table.seats)],
            to_move=to_move,
            legal=table.legal(viewer),
            started=table.started,
            over=table.over,
            ranking=table.ranking(),
            scores=table.game.scores(table.state) if table.over else None,
            **self.table_fields(table, viewer),
            **extra,
        )
        messages = ",".join(entry.heard[viewer][0][1:-1] for entry in entries if len(entry.heard[viewer][0]) > 2)
        events = ",".join(entry.heard[viewer][1][1:-1] for entry in entries if len(entry.heard[viewer][1]) > 2)
        return f'{head[:-1]},"messages":[{messages}],"events":[{events}]}}'

    # --- bots ----------------------------------------------------------------------------------
    def present(self, table: Table) -> bool:
        """True when a human player of the table is connected, or it has none (bots alone play on);
        a table whose every player is away pauses: no bot finishes a game for absent friends."""
        humans = [index for index, seat in enumerate(table.seats) if seat.kind == HUMAN]
        return not humans or any(self._held(table, index) for index in humans)

    def _wake_bots(self, table: Table) -> None:
        """Start the table's bot player if a bot (or a stand-in) is to move and none is thinking."""
        task = self.bots.get(table.code)
        if not self.db.owns(table.code):
            return
        if table.to_bot() is not None and self.present(table) and (task is None or task.done()):
            self.bots[table.code] = asyncio.ensure_future(self._bot_turns(table))

    async def _bot_turns(self, table: Table) -> None:
        """Play bot moves at the table's pace until a human is to move; the thinking runs off the loop.

        A table whose every player is away pauses (no bot finishes a game for absent friends). A
        table with no person at it (bots alone) moves no faster than the server's floor and waits in
        the bot pool behind every table with people; the tables of one creator take one turn between them.
        """
        while (turn := table.to_bot()) is not None and self.present(table):
            alone = self._unattended(table)
            await asyncio.sleep(max(table.bot_delay, self.limits.bot_delay) if alone else table.bot_delay)
            if table.to_bot() != turn or not self.present(table):
                continue
            moves = len(table.moves)
            try:
                creator = self.creators.owner.get(table.code, ("", False))[
                    0
                ]  # tables rebuilt after a restart share a lane
                move = await self.runner.move(table.bot_job(*turn), alone=alone, address=creator, table=table.code)
            except Exception:  # noqa: BLE001 - a failing bot is logged; the table waits rather than the server falling
                log.exception("a bot failed at table %s", table.shown)
                self.stats["bot-failed"] += 1
                return
            if self.tables.get(table.code) is not table or not self.db.owns(table.code):
                return
            try:
                async with self._step(table):
                    if table.to_bot() != turn or len(table.moves) != moves or not self.present(table):
                        continue
                    self._publish(table, table.play(turn[0], move))
            except Exception as error:  # noqa: BLE001 - the table is reloaded (its bot with it); the server goes on
                if not self._unreachable(error):
                    log.exception("a bot's move could not be stored at table %s", table.shown)
                return

    def _unattended(self, table: Table) -> bool:
        """True when no person is at the table now: bots alone, or every human seat away (bots stand in)."""
        return not any(seat.kind == HUMAN and self._held(table, index) for index, seat in enumerate(table.seats))

    def _on_replay(self, conn: Connection, table: Table) -> None:
        """A finished table's replay, as a save file the app opens, for the table's players only."""
        if conn.seat is None:
            raise WireError("not-seated")
        if not table.over:
            raise WireError("not-over")
        from ..session import Session

        session = Session(
            table.game,
            table.setup,
            [Seat(s.name, s.level if s.kind == BOT else None) for s in table.seats],
            table.state,
            moves=list(table.moves),
        )
        conn.send("replay", save=session.to_json())
