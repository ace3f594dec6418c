"""What every part of the table server keeps: its options, tables, connections, seats held and tasks.

The server is put together from parts (seating, presence, play, upkeep, sharing, connections, refusals,
the host's controls), each a class of its own module mixed into `TableServer` (server.py); the methods one
part calls of another are named here, with their types.
"""

from __future__ import annotations

import asyncio
import collections
import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, AsyncContextManager, Callable, Coroutine

from websockets.asyncio.server import Server

from .bots import BotRunner
from ..core.codes import new_code
from .guard import Chat, Creators, Guesses, Limits, Links
from .hosting import Knock
from .lobby import Lobby
from .store import Store
from .stores import TableStore, table_store
from .table import Table
from ..core.tasks import Tasks
from ..core.wire import WireError

if TYPE_CHECKING:
    from .connection import Connection, Front

    from .pgstore import PostgresStore

RATE = 10.0  # messages a connection may send per second, on average
BURST = 30.0  # and in one burst


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


class ServerState:
    """The table server's state, and the calls its parts make of one another."""

    _adopt_now_and_then: Callable[..., Coroutine[Any, Any, None]]
    _bring_up_to_date: Callable[..., Coroutine[Any, Any, None]]
    _check_guard: Callable[..., None]
    _check_password: Callable[..., None]
    _checkpoint_now_and_then: Callable[..., Coroutine[Any, Any, None]]
    _dispatch: Callable[..., Coroutine[Any, Any, None]]
    _drop: Callable[..., None]
    _drop_if_unheld: Callable[..., None]
    _drop_unheld_now_and_then: Callable[..., Coroutine[Any, Any, None]]
    _duties: Callable[..., None]
    _expire_now_and_then: Callable[..., Coroutine[Any, Any, None]]
    _failed_lookup: Callable[..., WireError]
    _follow_notifications: Callable[..., Coroutine[Any, Any, None]]
    _forget: Callable[..., None]
    _left: Callable[..., None]
    _load_open_tables: Callable[..., Coroutine[Any, Any, None]]
    _on_chat: Callable[..., None]
    _on_replay: Callable[..., None]
    _pace_refusal: Callable[..., None]
    _publish: Callable[..., None]
    _refuse: Callable[..., None]
    _relay: Callable[..., None]
    _start: Callable[..., asyncio.Future[None] | None]
    _step: Callable[..., AsyncContextManager[None]]
    _sweep_unplayed_now_and_then: Callable[..., Coroutine[Any, Any, None]]
    _token_right: Callable[..., Coroutine[Any, Any, bool]]
    _unreachable: Callable[..., bool]
    _update: Callable[..., str]
    _wake_bots: Callable[..., None]
    knock: Callable[..., None]
    knock_withdrawn: Callable[..., None]
    table: Callable[..., Coroutine[Any, Any, Table | None]]
    table_fields: Callable[..., dict[str, Any]]

    def __init__(self, store: "Store | PostgresStore | TableStore", options: ServerOptions | None = None) -> None:
        self.store = store
        self.db = table_store(store)  # what the server calls: coroutines, whichever database holds the tables
        self.locks: dict[str, asyncio.Lock] = {}  # one step of a table at a time in this process
        self.committing: dict[str, asyncio.Future[None]] = {}  # a table's step whose COMMIT is on its way
        self.catching: set[str] = set()  # tables whose catch-up waits for its turn
        self.working = Tasks()  # requests and leavings being served (a store that waits)
        self.tasks = Tasks()  # everything else this server runs in the background: awaited or cancelled by stop
        self.options = options or ServerOptions()
        self.limits = self.options.limits
        self.guesses = Guesses(self.limits, self.db)  # shared by every process on PostgreSQL
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
        self.saying_away: set[tuple[str, int]] = set()  # seats left on a process that died, being said away
        self.bots: dict[str, asyncio.Future[None]] = {}
        self.stats: collections.Counter[str] = collections.Counter()
        self.server: Server | None = None
        self.runner = BotRunner(self.options.bot_workers)
        self.background: list[asyncio.Future[None]] = []
        self.front: Front | None = None  # another kind of seat on this port (a browser page's): see serving/local.py
        self.outage = False  # the shared store's link broke: links at tables are closed, handshakes refused
        self.store_back = asyncio.Event()  # set while the store is reachable
        self.store_back.set()
        self.riding: asyncio.Future[None] | None = None  # the reconnecting, while an outage lasts
        self.lobby = Lobby(
            lambda: self.tables.values(),
            lambda t: t.host is not None and self._held(t, t.host),
            getattr(self.db, "open_tables", None) if self.db.shared else None,  # the whole club's, from the store
        )

    def _lock(self, code: str) -> asyncio.Lock:
        """The table's lock: its steps, catch-ups and loading take turns (they wait on the database)."""
        lock = self.locks.get(code)
        if lock is None:
            lock = self.locks[code] = asyncio.Lock()
        return lock

    def _held(self, table: Table, index: int) -> bool:
        """True when a connection holds this seat, here or on another process sharing the store."""
        return (table.code, index) in self.holders or index in table.held_elsewhere

    def _in_memory(self, table: Table) -> None:
        """Hold `table` here; its game steps are presented at once only to the viewers a link here listens as
        (the others' when one comes: `Table.heard`)."""
        code, listeners = table.code, self.listeners
        table.hearing = lambda: {conn.seat for conn in listeners.get(code, ())}
        self.tables[code] = table
