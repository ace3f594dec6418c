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
import logging
import math
import secrets
import ssl
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..core.protocol import BOT_LEVELS, BadSetting, Setup
from ..games import games
from ..core.seats import Seat
from .bots import BotRunner
from .codes import new_code, normalize, spoken, valid_chosen
from .store import Store
from .table import BOT, HUMAN, OPEN, Entry, Table, TableSeat, clean_name, token_hash
from .wire import MAX_FRAME, RESERVED_NAMES, WireError, encode, parse_client

log = logging.getLogger("accessible_games.net")

RATE = 10.0           # messages a connection may send per second, on average
BURST = 30.0          # and in one burst
LOOKUP_RATE = 0.5     # failed table look-ups an address may make per second
LOOKUP_BURST = 10.0
MAX_VIOLATIONS = 100  # refused messages before a connection is closed
CATCH_UP = 400        # log steps re-sent at most to a returning connection
CHECKPOINT_EVERY = 5.0  # seconds between checkpoints of the database's write-ahead log
OUTBOX = 1000         # messages queued for one slow connection before it is dropped
REPLACED = 4001       # close code: this seat is now held by a newer connection (the old client stops)


class Bucket:
    """A token bucket: `take` is True while the sender stays within rate and burst."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.level = burst
        self.stamp = time.monotonic()

    def take(self) -> bool:
        """Spend one token if there is one."""
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


@dataclass(eq=False)
class Connection:
    """One client link: the table it is bound to, its seat (None: spectator), its limits and outbox."""

    ws: ServerConnection
    address: str
    bucket: Bucket
    table: Table | None = None
    seat: int | None = None
    violations: int = 0
    outbox: asyncio.Queue[str] = field(default_factory=asyncio.Queue)

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
    max_tables: int = 5000
    default_absence: float = 120.0
    default_bot_delay: float = 1.0
    rate: float = RATE
    burst: float = BURST
    seed_source: Callable[[], int] = field(default_factory=lambda: (lambda: secrets.randbits(62)))
    code_source: Callable[[], str] = new_code
    bot_workers: int | None = None  # worker processes for slow bots (None: one less than the cores)


def _name(name: Any) -> str:
    """A player's name from a client, cleaned; an empty name is refused."""
    cleaned = clean_name(name) if isinstance(name, str) else ""  # a long name is cut, not refused
    if not cleaned:
        raise WireError("malformed", "empty name")
    if cleaned.casefold().strip(".!?") in RESERVED_NAMES:
        raise WireError("name-reserved")
    return cleaned


class TableServer:
    """Every table this process holds, and the connections that sit at them."""

    def __init__(self, store: Store, options: ServerOptions | None = None) -> None:
        self.store = store
        self.options = options or ServerOptions()
        self.tables: dict[str, Table] = {}
        self.listeners: dict[str, set[Connection]] = collections.defaultdict(set)
        self.holders: dict[tuple[str, int], Connection] = {}
        self.timers: dict[tuple[str, int], asyncio.TimerHandle] = {}
        self.bots: dict[str, asyncio.Task[None]] = {}
        self.lookups: dict[str, Bucket] = {}
        self.stats: collections.Counter[str] = collections.Counter()
        self.server: Server | None = None
        self.runner = BotRunner(self.options.bot_workers)
        self.checkpoints: asyncio.Future[None] | None = None

    # --- starting and stopping ---------------------------------------------------------
    def load(self) -> int:
        """Rebuild every stored table; a table that cannot be rebuilt is logged and left out."""
        loaded = self.store.load_tables()
        while True:
            try:
                table = next(loaded)
            except StopIteration:
                break
            except Exception:  # noqa: BLE001 - one damaged table must not keep the others closed
                log.exception("a stored table could not be rebuilt")
                self.stats["damaged-table"] += 1
                continue
            self.tables[table.code] = table
        return len(self.tables)

    async def start(self, host: str, port: int, tls: ssl.SSLContext | None = None) -> Server:
        """Load the stored tables and listen; absent seats get their time to come back, bots resume."""
        self.load()
        gc.freeze()  # the rebuilt tables live long: later collections need not walk them
        for table in self.tables.values():
            for index, seat in enumerate(table.seats):
                if seat.kind == HUMAN and not table.over:
                    self._start_absence(table, index)
            self._wake_bots(table)
        self.checkpoints = asyncio.ensure_future(self._checkpoint_now_and_then())
        self.server = await serve(self.handler, host, port, ssl=tls, max_size=MAX_FRAME, max_queue=32,
                                  ping_interval=20, ping_timeout=40, close_timeout=2)
        return self.server

    async def _checkpoint_now_and_then(self) -> None:
        """Checkpoint the database's log every few seconds on a worker thread, so its fsync never stalls play."""
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(CHECKPOINT_EVERY)
            try:
                await loop.run_in_executor(None, self.store.checkpoint)
            except Exception:  # noqa: BLE001 - a failed checkpoint is retried; the log keeps every step meanwhile
                log.exception("checkpoint failed")

    def port(self) -> int:
        """The port listened on (useful when started on port 0)."""
        assert self.server is not None
        return int(next(iter(self.server.sockets)).getsockname()[1])

    async def stop(self) -> None:
        """Stop listening, cancel bots and timers, close the database."""
        for task in [*self.bots.values(), *([self.checkpoints] if self.checkpoints else [])]:
            task.cancel()
        for timer in self.timers.values():
            timer.cancel()
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
            self.server = None
        self.runner.close()
        self.store.close()

    # --- one connection ------------------------------------------------------------------
    async def handler(self, ws: ServerConnection) -> None:
        """Serve one client until it goes away; nothing it sends can stop the server."""
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        conn = Connection(ws, address, Bucket(self.options.rate, self.options.burst))
        writer = asyncio.create_task(self._write(conn))
        try:
            async for raw in ws:
                if not conn.bucket.take():
                    self._refuse(conn, WireError("rate-limited"), None)
                else:
                    self._receive(conn, raw)
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
        """Send a connection's queued messages in order."""
        try:
            while True:
                text = await conn.outbox.get()
                await conn.ws.send(text)
        except ConnectionClosed:
            pass

    def _receive(self, conn: Connection, raw: str | bytes) -> None:
        ref = None
        try:
            data = parse_client(raw)
            ref = data.get("ref")
            self.stats[f"in-{data['type']}"] += 1
            self._dispatch(conn, data)
        except WireError as error:
            self._refuse(conn, error, ref)
        except Exception:  # noqa: BLE001 - a fault in one request is logged, answered, and survived
            log.exception("a request failed")
            self._refuse(conn, WireError("malformed"), ref)

    def _refuse(self, conn: Connection, error: WireError, ref: Any) -> None:
        """Answer an error and count it."""
        self.stats[error.code] += 1
        if error.code not in ("not-your-turn", "illegal-move"):
            conn.violations += 1
        conn.send("error", code=error.code, ref=ref)

    def _dispatch(self, conn: Connection, data: dict[str, Any]) -> None:
        kind = data["type"]
        if kind == "ping":
            conn.send("pong")
            return
        if kind in ("create", "join", "resume", "watch"):
            if conn.table is not None:
                raise WireError("malformed", "already at a table")
            self._check_password(conn, data)
            getattr(self, f"_on_{kind}")(conn, data)
            return
        table = conn.table
        if table is None or (conn.seat is None and kind != "replay"):
            raise WireError("not-seated")
        if kind == "move":
            assert conn.seat is not None
            self._publish(table, table.play(conn.seat, data["move"]))
        elif kind == "chat":
            self._publish(table, table.chat(conn.seat, data["text"]))
        elif kind == "replay":
            self._on_replay(conn, table)

    def _check_password(self, conn: Connection, data: dict[str, Any]) -> None:
        """A private server: a wrong password is refused and counts as a failed guess from that address."""
        wanted = self.options.password
        if wanted is not None and not hmac.compare_digest(str(data.get("password", "")).encode(), wanted.encode()):
            raise self._failed_lookup(conn, "password")

    # --- sitting down ----------------------------------------------------------------------
    def _on_create(self, conn: Connection, data: dict[str, Any]) -> None:
        if len(self.tables) >= self.options.max_tables:
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
        if not game.min_players <= len(asked) <= game.max_players or kinds.count("host") > 1 or (
                "host" not in kinds and "guest" in kinds):
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
        code, shown = self._new_code(data.get("code"))
        setup = Setup(self.options.seed_source(), len(seats), variant, options)
        absence = float(data.get("absence", self.options.default_absence)) if data.get("stand_in", True) else math.inf
        table = Table(code, shown, game, setup, seats, absence,
                      bool(data.get("spectators", True)), float(data.get("bot_delay", self.options.default_bot_delay)))
        host = kinds.index("host") if "host" in kinds else None  # no host: an all-bot table, its creator listens
        token = secrets.token_urlsafe(24) if host is not None else None
        if host is not None and token is not None:
            seats[host].token = token_hash(token)
        self.store.add_table(table)
        self.tables[code] = table
        self.stats["tables-created"] += 1
        self._seat(conn, table, host, token, 0)
        self._wake_bots(table)

    def _new_code(self, chosen: str | None) -> tuple[str, str]:
        """A free table code and how it is said; a chosen one must be long enough and free."""
        if chosen is not None:
            code = normalize(chosen)
            if not valid_chosen(chosen) or code in self.tables or self.store.has_code(code):
                raise WireError("code-taken")
            return code, " ".join(clean_name(chosen).split())
        while True:
            code = self.options.code_source()
            if code not in self.tables and not self.store.has_code(code):
                return code, spoken(code)

    def _find(self, conn: Connection, code: str) -> Table:
        """The table with this code; failed look-ups are rate-limited per address (codes are secrets)."""
        table = self.tables.get(normalize(code))
        if table is None:
            raise self._failed_lookup(conn, "no-table")
        return table

    def _failed_lookup(self, conn: Connection, code: str) -> WireError:
        """The error for a wrong code or token: `code`, or "rate-limited" once the address guesses too fast."""
        if len(self.lookups) > 10000:
            self.lookups.clear()
        bucket = self.lookups.setdefault(conn.address, Bucket(LOOKUP_RATE, LOOKUP_BURST))
        return WireError(code if bucket.take() else "rate-limited")

    def _on_join(self, conn: Connection, data: dict[str, Any]) -> None:
        table = self._find(conn, data["code"])
        index = table.open_seat()
        if index is None:
            raise WireError("table-full")
        name = _name(data["name"])
        if any(seat.name.casefold() == name.casefold() for seat in table.seats if seat.kind == HUMAN):
            raise WireError("name-taken")  # names are unique at a table, whatever their case
        token = secrets.token_urlsafe(24)
        self._publish(table, table.take_seat(index, name, token), seat_changed=index)
        self._seat(conn, table, index, token, 0)
        self._wake_bots(table)

    def _on_resume(self, conn: Connection, data: dict[str, Any]) -> None:
        table = self._find(conn, data["code"])
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
        if old is None and not table.over:
            self._publish(table, table.notice("net-seat-back", index))
        self._seat(conn, table, index, None, int(data.get("seen", 0)))
        self._wake_bots(table)  # a paused table goes on when one of its players is back

    def _on_watch(self, conn: Connection, data: dict[str, Any]) -> None:
        table = self._find(conn, data["code"])
        if not table.spectators:
            raise WireError("no-spectators")
        self._seat(conn, table, None, None, int(data.get("seen", 0)))

    def _seat(self, conn: Connection, table: Table, seat: int | None, token: str | None, seen: int) -> None:
        """Bind a connection to its table and seat; tell it who it is, then what it missed."""
        conn.table, conn.seat = table, seat
        self.listeners[table.code].add(conn)
        if seat is not None:
            self.holders[(table.code, seat)] = conn
        fields: dict[str, Any] = {"code": table.code, "shown": table.shown, "seat": seat, "game": table.game.name,
                                  "variant": table.setup.variant, "options": table.setup.options}
        if token is not None:
            fields["token"] = token
        conn.send("seated", **fields)
        missed = [entry for entry in table.entries[-CATCH_UP:] if entry.seq > seen]
        if seen == 0 and seat is not None:  # an app started again: what was played since this seat went away
            away = [entry.seq for entry in table.entries if entry.kind == "notice" and entry.seat == seat
                    and entry.data.get("notice") == "net-seat-away"]
            seen = away[-1] if away else 0
        moves = len(table.moves) if seen == 0 else sum(1 for entry in missed if entry.kind == "move" and entry.seq > seen)
        conn.send_text(self._update(table, missed, seat, missed=len(missed), moves=moves, played=len(table.moves)))
        table.forget_observations()

    # --- leaving and coming back --------------------------------------------------------
    def _left(self, conn: Connection) -> None:
        table, seat = conn.table, conn.seat
        if table is None:
            return
        self.listeners[table.code].discard(conn)
        if seat is None or self.holders.get((table.code, seat)) is not conn:
            return
        del self.holders[(table.code, seat)]
        if table.over:
            return
        self._publish(table, table.notice("net-seat-away", seat))
        self._start_absence(table, seat)

    def _start_absence(self, table: Table, seat: int) -> None:
        """After the table's absence allowance, a bot stands in for this seat until it returns (never, at
        a table whose allowance is infinite); while every player is away the table pauses (see `present`)."""
        if math.isinf(table.absence):
            return
        def expire() -> None:
            self.timers.pop((table.code, seat), None)
            if (table.code, seat) not in self.holders and not table.over and not table.seats[seat].stand_in:
                self._publish(table, table.notice("net-seat-bot", seat))
        self.timers[(table.code, seat)] = asyncio.get_running_loop().call_later(table.absence, expire)

    # --- telling the table -----------------------------------------------------------------
    def _publish(self, table: Table, entry: Entry, seat_changed: int | None = None) -> None:
        """Store a new log step (one transaction), send each connection what it may know of it, wake the bots."""
        self.store.add_entry(table, entry, seat_changed)
        self.stats[entry.kind] += 1
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
            seats=[seat.to_public(seat.kind == BOT or (table.code, i) in self.holders) for i, seat in enumerate(table.seats)],
            to_move=to_move,
            legal=table.legal(viewer),
            started=table.started,
            over=table.over,
            ranking=table.ranking(),
            scores=table.game.scores(table.state) if table.over else None,
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
        return not humans or any((table.code, index) in self.holders for index in humans)

    def _wake_bots(self, table: Table) -> None:
        """Start the table's bot player if a bot (or a stand-in) is to move and none is thinking."""
        task = self.bots.get(table.code)
        if table.to_bot() is not None and self.present(table) and (task is None or task.done()):
            self.bots[table.code] = asyncio.ensure_future(self._bot_turns(table))

    async def _bot_turns(self, table: Table) -> None:
        """Play bot moves at the table's pace until a human is to move; the thinking runs off the loop."""
        while (turn := table.to_bot()) is not None and self.present(table):
            await asyncio.sleep(table.bot_delay)
            if table.to_bot() != turn or not self.present(table):
                continue
            moves = len(table.moves)
            try:
                move = await self.runner.move(table.bot_job(*turn))
            except Exception:  # noqa: BLE001 - a failing bot is logged; the table waits rather than the server falling
                log.exception("a bot failed at table %s", table.shown)
                self.stats["bot-failed"] += 1
                return
            if table.to_bot() != turn or len(table.moves) != moves or not self.present(table):
                continue
            self._publish(table, table.play(turn[0], move))

    def _on_replay(self, conn: Connection, table: Table) -> None:
        """A finished table's replay, as a save file the app opens, for the table's players only."""
        if conn.seat is None:
            raise WireError("not-seated")
        if not table.over:
            raise WireError("not-over")
        from ..session import Session

        session = Session(table.game, table.setup, [Seat(s.name, s.level if s.kind == BOT else None) for s in table.seats],
                          table.state, moves=list(table.moves))
        conn.send("replay", save=session.to_json())
