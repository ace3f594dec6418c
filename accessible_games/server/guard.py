"""The server's limits against strangers: guessing codes, filling the server, flooding chat, links and pages.

Every limit has a default and a `serve` flag (`LIMIT_FLAGS`); docs/server.md explains each. The
rule behind all of them: a limit that only changes the error word is no limit. Once an address is
over its allowance of failed look-ups, every look-up from it is refused, the right code as well as
a wrong one, until the block lifts; blocks grow longer each time. IPv6 addresses count by their
/64 network, since one machine usually holds a whole /64. Networks (an IPv4 /24, an IPv6 /48) have
an allowance of their own: once it is spent, each address of the network that fails a look-up is
blocked at once (for the network's growing block), so many addresses of one network guess little
faster than a few, while an address that made no failed look-up itself is never refused. Guesses
from other networks never hold a player back, and a seat's token (unguessable) is never rationed.
"""

from __future__ import annotations

import asyncio
import collections
import functools
import ipaddress
import logging
import math
import time
from dataclasses import dataclass, fields
from typing import Any, Protocol

from websockets.asyncio.server import ServerConnection

from ..core.tasks import Tasks
from .proxied import BadHeader, TrustedProxies, proxy_header, starts_header

log = logging.getLogger("accessible_games.net")

DAY = 86400.0
MAX_BLOCK = DAY  # the longest block an address gets, however often it comes back
FORGIVE_AFTER = DAY  # a blocked address that stays clean this long starts again from the first block
MAX_TRACKED = 100_000  # addresses remembered at once (the fullest and clean ones are forgotten first)
MINUTE = 60.0  # the failed look-ups shared through the database are counted per address and minute
RESERVED_FILES = 64  # open files kept for the database, logs and bot workers


@dataclass
class Limits:
    """Every limit the server enforces, with its default; each is a `serve` flag (see LIMIT_FLAGS)."""

    lookups: int = 10  # failed look-ups (code, token, password) an address may make before a block
    lookup_refill: float = 60.0  # seconds to win back one failed look-up
    block: float = 60.0  # seconds of the first block; each further one doubles, up to a day
    network_lookups: int = 40  # failed look-ups a network (IPv4 /24, IPv6 /48) may make before a block
    tables: int = 5000  # open tables (finished ones are archived and do not count)
    creates: int = 20  # tables one address may create an hour
    open_per_address: int = 10  # open tables one address may have created
    network_creates: int = 60  # tables one network (IPv4 /24, IPv6 /48) may create an hour
    open_per_network: int = 30  # open tables one network may have created
    unplayed: float = 600.0  # seconds a table with no move and nobody at it is kept
    bot_tables: int = 2  # open tables of bots alone one address may have created
    bot_delay: float = 0.5  # seconds at least between bot moves at a table with no person at it
    keep_days: float = 30.0  # days a finished (or abandoned) table is kept for replays
    connections: int = 4000  # links at once (lowered to fit the open-files limit)
    per_address: int = 50  # links at once from one address (or IPv6 /64)
    handshake: float = 10.0  # seconds a new link has to finish its WebSocket handshake
    chat_per_minute: float = 20.0  # chat lines one link may send a minute (bursts of five, or a quarter minute's)
    table_chat_per_minute: float = 60.0  # chat lines a table takes a minute from all its links (bursts of 15)
    chat_lines: int = 2000  # chat lines a table takes in its whole life
    chat_kept: int = 200  # newest chat lines whose text the database keeps per table
    pages_per_minute: float = (
        120.0  # HTTP requests (pages, scripts, sounds) one address may make a minute (bursts of 60)
    )
    refusal_time: float = 0.1  # seconds before a refused look-up is answered, whatever it cost (no timing oracle)
    drop_idle: float = 30.0  # seconds between looks for tables no link of this process holds (dropped at the second)
    trusted_proxies: tuple[str, ...] = ()  # networks whose PROXY header or X-Forwarded-For names the client

    def fitted(self, open_files: int) -> "Limits":
        """These limits with the connection caps lowered below `open_files` (one file a link, some kept back)."""
        room = max(16, open_files - RESERVED_FILES)
        connections = min(self.connections, room)
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        values.update(connections=connections, per_address=min(self.per_address, connections))
        return Limits(**values)


# flag -> Limits field; the help text of each is the locale message "guard-flag-<field>".
LIMIT_FLAGS: dict[str, str] = {
    "--lookups": "lookups",
    "--lookup-refill": "lookup_refill",
    "--block": "block",
    "--network-lookups": "network_lookups",
    "--max-tables": "tables",
    "--creates": "creates",
    "--open-per-address": "open_per_address",
    "--network-creates": "network_creates",
    "--open-per-network": "open_per_network",
    "--unplayed-keep": "unplayed",
    "--bot-tables": "bot_tables",
    "--min-bot-delay": "bot_delay",
    "--keep-days": "keep_days",
    "--max-connections": "connections",
    "--per-address": "per_address",
    "--handshake-timeout": "handshake",
    "--chat-per-minute": "chat_per_minute",
    "--table-chat-per-minute": "table_chat_per_minute",
    "--chat-lines": "chat_lines",
    "--chat-kept": "chat_kept",
    "--pages-per-minute": "pages_per_minute",
    "--refusal-time": "refusal_time",
    "--drop-idle": "drop_idle",
}
HIGHEST: dict[str, float] = {
    "keep_days": 3650.0,
    "block": DAY,
    "lookup_refill": DAY,
    "handshake": 600.0,
    "bot_delay": 60.0,
    "unplayed": DAY,
    "refusal_time": 5.0,
    "drop_idle": 3600.0,
}


def parse_limit(name: str, text: str) -> int | float | None:
    """The value of limit `name` typed on the command line, or None when it is not a sensible one."""
    kind = type(getattr(Limits(), name))
    try:
        value = kind(text)
    except ValueError:
        return None
    if value != value or value < 0 or value > HIGHEST.get(name, 10_000_000):
        return None
    return value


@functools.lru_cache(maxsize=4096)  # asked at every create, close and refused look-up; parsing takes microseconds
def network_key(key: str) -> str:
    """The network an address key belongs to, for the limits of whole networks: an IPv4 /24, an IPv6 /48."""
    try:
        network = ipaddress.ip_network(key, strict=False)
    except ValueError:
        return key
    prefix = 24 if network.version == 4 else 48
    return str(network.supernet(new_prefix=prefix)) if network.prefixlen > prefix else str(network)


def address_key(address: str) -> str:
    """What limits count by: an IPv4 address, or an IPv6 address's /64 network."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((int(ip) >> 64 << 64, 64)))
    return str(ip)


class Bucket:
    """A token bucket: `take` is True while the sender stays within rate and burst."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.level = burst
        self.stamp = time.monotonic()

    def fill(self) -> float:
        """The level now."""
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.stamp) * self.rate)
        self.stamp = now
        return self.level

    def take(self) -> bool:
        """Spend one token if there is one."""
        if self.fill() < 1:
            return False
        self.level -= 1
        return True


class Allowance:
    """One address's (or network's) failed look-ups: a bucket, and the block it is under (if any) and how many it had."""

    def __init__(self, lookups: int, refill: float) -> None:
        self.bucket = Bucket(1.0 / max(refill, 0.001), max(lookups, 1))
        self.until = 0.0
        self.strikes = 0


class Allowances:
    """Failed look-ups per key (addresses, or networks), each with its allowance and growing blocks."""

    def __init__(self, lookups: int, refill: float, block: float) -> None:
        self.lookups, self.refill, self.block = lookups, refill, block
        self.keys: dict[str, Allowance] = {}

    def blocked(self, key: str) -> bool:
        """True while this key is blocked."""
        allowance = self.keys.get(key)
        return allowance is not None and time.monotonic() < allowance.until

    def failed(self, key: str) -> None:
        """Count one failed look-up; past the allowance the key is blocked, longer each time."""
        allowance = self.keys.get(key)
        if allowance is None:
            self._forget_some()
            allowance = self.keys[key] = Allowance(self.lookups, self.refill)
        now = time.monotonic()
        if allowance.until and now - allowance.until > FORGIVE_AFTER:
            allowance.strikes = 0
        allowance.bucket.take()
        if allowance.bucket.level < 1:  # the allowance is spent: no look-up at all until the block lifts
            allowance.strikes += 1
            allowance.until = now + min(MAX_BLOCK, self.block * 2 ** min(allowance.strikes - 1, 20))
            log.info("look-ups from %s blocked for %.0f s (block %d)", key, allowance.until - now, allowance.strikes)

    def _forget_some(self) -> None:
        """Keep memory bounded: forget keys that are not blocked (their allowance starts full again)."""
        if len(self.keys) < MAX_TRACKED:
            return
        now = time.monotonic()
        for key in [key for key, a in self.keys.items() if a.until < now][: MAX_TRACKED // 2]:
            del self.keys[key]
        if len(self.keys) >= MAX_TRACKED:
            self.keys.clear()


def site_key(key: str) -> str:
    """Who counts as one guesser inside a network whose allowance is spent: an IPv4 address (one household
    behind its router), an IPv6 /56 (the smallest prefix a provider gives a customer site)."""
    if ":" not in key:
        return key
    try:
        network = ipaddress.ip_network(key, strict=False)
    except ValueError:
        return key
    return str(network.supernet(new_prefix=56)) if network.prefixlen > 56 else str(network)


class SharedGuesses(Protocol):
    """A store that keeps the failed look-ups of every server process (PostgreSQL's `guesses` table)."""

    async def count_failed(self, address: str, network: str, minute: int) -> None:
        """Count one failed look-up of `address` and its `network` in this minute (one upsert)."""

    async def failed_counts(self, address: str, network: str, since: int) -> list[tuple[str, str, int, int]]:
        """(kind 'a' or 'n', key, minute, failed look-ups) of the address and its network since `since`."""


class Guesses:
    """Failed look-ups per address and per network. A blocked address gets no look-up at all. A network
    whose allowance is spent closes to nobody: it blocks only the addresses in it that fail (each at its
    first failed look-up, for the network's block, which grows each time), so an address that made no failed
    look-up itself is never refused, whatever others on its network do. Nothing is counted for the whole
    server: guessing elsewhere never holds a player back.

    With a shared store (several processes on one PostgreSQL database) each failed look-up is also counted
    there, per address and network and minute, and `refresh` reads those counts before a look-up: the
    failures made on other processes are counted here as if made here, so N processes give a guesser one
    allowance, not N."""

    def __init__(self, limits: Limits, store: Any = None) -> None:
        self.limits = limits
        self.addresses = Allowances(limits.lookups, limits.lookup_refill, limits.block)
        # a network wins back its whole allowance in the time an address does
        refill = limits.lookup_refill * max(limits.lookups, 1) / max(limits.network_lookups, 1)
        self.networks = Allowances(limits.network_lookups, refill, limits.block)
        self.sites: dict[str, float] = {}  # site (see site_key) -> when it last failed a look-up
        shared = getattr(store, "shared", False) and hasattr(store, "count_failed")
        self.shared: SharedGuesses | None = store if shared else None
        self.seen: dict[tuple[str, str, int], int] = {}  # (kind, key, minute) -> failures counted here
        self.writing = Tasks()  # this process's counts on their way to the store
        # minutes read back: the time an allowance takes to fill up again (a failure older than that is forgiven)
        self.horizon = min(int(DAY // MINUTE), math.ceil(limits.lookup_refill * max(limits.lookups, 1) / MINUTE) + 1)
        self.store_errors = 0

    def failing(self, key: str) -> bool:
        """True when this address's site failed a look-up within the last FORGIVE_AFTER seconds."""
        last = self.sites.get(site_key(key))
        return last is not None and time.monotonic() - last < FORGIVE_AFTER

    def wait(self, key: str) -> float:
        """Seconds until this address may look a table up again; 0 when it may now."""
        now = time.monotonic()
        waits = [self._until(self.addresses, key) - now]
        if self.failing(key):
            waits.append(self._until(self.networks, network_key(key)) - now)
        return max(0.0, *waits)

    def allowed(self, key: str) -> bool:
        """False while this address is blocked, or its network is and the address has failed look-ups itself."""
        return self.wait(key) <= 0

    def failed(self, key: str) -> None:
        """Count one failed look-up against the address and its network; in a network already over its
        allowance the address is blocked at once, for as long as the network's growing block. With a shared
        store the failure is counted there too (`stored` waits until it is)."""
        network = network_key(key)
        hot = self._until(self.networks, network) > time.monotonic()
        self.networks.failed(network)
        self._address_failed(key, network, hot)
        if self.shared is not None:
            minute = int(time.time() // MINUTE)
            for row in (("a", key, minute), ("n", network, minute)):
                self.seen[row] = self.seen.get(row, 0) + 1
            self.writing.start(self._store_failure(self.shared, key, network, minute), "a failed look-up's count")

    def _address_failed(self, key: str, network: str, hot: bool) -> None:
        """The address's own count of one failure (`hot`: its network was over its allowance before it)."""
        now = time.monotonic()
        self.addresses.failed(key)
        if len(self.sites) >= MAX_TRACKED:
            self.sites = {site: at for site, at in self.sites.items() if now - at < FORGIVE_AFTER}
            if len(self.sites) >= MAX_TRACKED:
                self.sites.clear()
        self.sites[site_key(key)] = now
        if hot:
            shared = self.networks.keys[network]
            mine = self.addresses.keys[key]
            longest = min(MAX_BLOCK, self.networks.block * 2 ** min(shared.strikes, 20))
            if mine.until < now + longest:
                mine.strikes += 1
                mine.until = now + longest
                log.info("look-ups from %s blocked for %.0f s (its network is over its allowance)", key, longest)

    async def _store_failure(self, shared: SharedGuesses, key: str, network: str, minute: int) -> None:
        try:
            await shared.count_failed(key, network, minute)
        except Exception as error:  # noqa: BLE001 - the database is away: this process still counts it
            self._store_error(error)

    def _store_error(self, error: BaseException) -> None:
        self.store_errors += 1
        if self.store_errors & (self.store_errors - 1) == 0:  # the 1st, 2nd, 4th ... time
            log.warning(
                "failed look-ups could not be shared through the database (%d times): %s", self.store_errors, error
            )

    async def stored(self) -> None:
        """Wait until this process's failed look-ups are counted in the shared store (a refusal is answered
        after it, so the guesser's next look-up, on any process, finds it counted)."""
        if self.writing.running:
            await asyncio.wait(list(self.writing.running))

    async def refresh(self, key: str) -> None:
        """Before a look-up by this address: count here the failures other processes stored for it and its
        network since this process last looked (nothing to do without a shared store)."""
        if self.shared is None:
            return
        network = network_key(key)
        since = int(time.time() // MINUTE) - self.horizon
        try:
            rows = await self.shared.failed_counts(key, network, since)
        except Exception as error:  # noqa: BLE001 - the database is away: this process's own counts hold
            self._store_error(error)
            return
        others = {"a": 0, "n": 0}
        for kind, _key, minute, count in rows:
            row = (kind, key if kind == "a" else network, int(minute))
            new = int(count) - self.seen.get(row, 0)
            if new > 0:
                self.seen[row] = int(count)
                others[kind] += new
        for _ in range(min(others["n"], self.limits.network_lookups + 1)):  # the network first: then `hot` is right
            self.networks.failed(network)
        hot = self._until(self.networks, network) > time.monotonic()
        for _ in range(min(others["a"], self.limits.lookups + 1)):
            self._address_failed(key, network, hot)
        if len(self.seen) >= MAX_TRACKED:
            self.seen = {row: count for row, count in self.seen.items() if row[2] >= since}
            if len(self.seen) >= MAX_TRACKED:
                self.seen.clear()

    @staticmethod
    def _until(allowances: Allowances, key: str) -> float:
        allowance = allowances.keys.get(key)
        return allowance.until if allowance is not None else 0.0


class Creators:
    """Tables created per address and per network: the hourly allowances, and the open ones (all, and of
    bots alone)."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.buckets: dict[str, Bucket] = {}
        self.network_buckets: dict[str, Bucket] = {}
        self.owner: dict[str, tuple[str, bool]] = {}  # table code -> (address key, bots alone)
        # The open tables counted as they open and close, so a create costs the same with ten tables open or ten
        # thousand (counting them over `owner` at each create read every open table's address).
        self.open: collections.Counter[str] = collections.Counter()  # address key -> its open tables
        self.open_bots: collections.Counter[str] = collections.Counter()  # address key -> its tables of bots alone
        self.open_in: collections.Counter[str] = collections.Counter()  # network -> its open tables

    def refusal(self, key: str, bots_alone: bool) -> str | None:
        """The error code refusing a new table from this address, or None when it may create one."""
        network = network_key(key)
        if self.open[key] >= self.limits.open_per_address:
            return "too-many-tables"
        if bots_alone and self.open_bots[key] >= self.limits.bot_tables:
            return "too-many-tables"
        if self.open_in[network] >= self.limits.open_per_network:
            return "too-many-tables"
        if len(self.buckets) > MAX_TRACKED:
            self.buckets.clear()
        if len(self.network_buckets) > MAX_TRACKED:
            self.network_buckets.clear()
        bucket = self.buckets.setdefault(key, Bucket(self.limits.creates / 3600.0, max(self.limits.creates, 1)))
        shared = self.network_buckets.setdefault(
            network, Bucket(self.limits.network_creates / 3600.0, max(self.limits.network_creates, 1))
        )
        if self.limits.creates < 1 or self.limits.network_creates < 1 or bucket.fill() < 1 or shared.fill() < 1:
            return "too-many-tables"
        bucket.take()
        shared.take()
        return None

    def created(self, code: str, key: str, bots_alone: bool) -> None:
        """A table this address created is open."""
        self.closed(code)
        self.owner[code] = (key, bots_alone)
        self._count(key, bots_alone, 1)

    def closed(self, code: str) -> None:
        """The table is over (or gone): it no longer counts for its creator."""
        gone = self.owner.pop(code, None)
        if gone is not None:
            self._count(*gone, -1)

    def _count(self, key: str, bots_alone: bool, change: int) -> None:
        """Add `change` to the open tables of this address and of its network (a count at zero is dropped)."""
        counters = [(self.open, key), (self.open_in, network_key(key))]
        if bots_alone:
            counters.append((self.open_bots, key))
        for counter, name in counters:
            counter[name] += change
            if counter[name] <= 0:
                del counter[name]


class Pages:
    """HTTP requests per address: a bucket each; an address over it gets 429 until it refills."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.buckets: dict[str, Bucket] = {}

    def allowed(self, key: str) -> bool:
        """Spend one request of this address's allowance; False when there is none left."""
        if len(self.buckets) > MAX_TRACKED:
            self.buckets.clear()
        per_minute = self.limits.pages_per_minute
        bucket = self.buckets.setdefault(key, Bucket(per_minute / 60.0, max(1.0, per_minute / 2)))
        return per_minute > 0 and bucket.take()


class Links:
    """Links held at once, in all and per address; a link over either cap is closed as it arrives."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.total = 0
        self.per: dict[str, int] = {}
        self.refused = 0

    def admit(self, key: str | None) -> bool:
        """Count a new link (against its address's cap too, when `key` is known); False (and nothing counted)
        when a cap is reached."""
        if self.total >= self.limits.connections:
            self.refused += 1
            return False
        if key is not None and not self.place(key):
            return False
        self.total += 1
        return True

    def place(self, key: str) -> bool:
        """Count an admitted link against its address's cap; False (and nothing counted) when it is reached."""
        if self.per.get(key, 0) >= self.limits.per_address:
            self.refused += 1
            return False
        self.per[key] = self.per.get(key, 0) + 1
        return True

    def release(self, key: str | None) -> None:
        """A counted link has closed (`key`: the address it was counted against, None when none yet)."""
        self.total -= 1
        if key is None:
            return
        left = self.per.get(key, 1) - 1
        if left > 0:
            self.per[key] = left
        else:
            self.per.pop(key, None)


class Chat:
    """Chat allowances: per link and per table, and the lines a table takes in its life."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.tables: dict[str, Bucket] = {}

    def link_bucket(self) -> Bucket:
        """A new link's chat allowance."""
        return Bucket(self.limits.chat_per_minute / 60.0, max(5.0, self.limits.chat_per_minute / 4))

    def allowed(self, link: Bucket, code: str, lines_so_far: int) -> bool:
        """True when one more chat line may be taken from this link at this table."""
        if lines_so_far >= self.limits.chat_lines:
            return False
        per_minute = self.limits.table_chat_per_minute
        table = self.tables.setdefault(code, Bucket(per_minute / 60.0, max(10.0, per_minute / 4)))
        if link.fill() < 1 or table.fill() < 1:
            return False
        link.take()
        table.take()
        return True

    def forget(self, code: str) -> None:
        """The table is archived or gone."""
        self.tables.pop(code, None)


def client_address(ws: Any) -> str:
    """A link's client: the address its trusted proxy named, else its peer's ("?" when unknown)."""
    named = getattr(ws, "client", "")
    if named:
        return str(named)
    peer = ws.remote_address
    return str(peer[0]) if peer else "?"


def guarded_connection(links: Links, stats: Any, proxies: TrustedProxies | None = None) -> type[ServerConnection]:
    """The server's connection class: each link counted against the caps as it is accepted, closed if over.
    A link from a trusted proxy is counted by the client the proxy names (its PROXY header, read here before
    the HTTP request; or its X-Forwarded-For, read by `name_client` with the request)."""
    trusted = proxies or TrustedProxies()

    class Guarded(ServerConnection):
        """A link counted from the moment it is accepted (by its client once known) until it is lost."""

        key = ""
        client = ""
        admitted = False
        placed = False
        waiting: bytes | None = None  # a trusted proxy's link: the bytes read before its PROXY header ends

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)
            peer = transport.get_extra_info("peername")
            address = str(peer[0]) if peer else "?"
            self.admitted = links.admit(None)
            if not self.admitted:
                self._refuse()
            elif trusted and trusted.trusts(address):
                self.waiting = b""
            else:
                self.place(address)

        def place(self, address: str) -> bool:
            """Count the link against its client's cap (once); False (and the link closed) when it is over."""
            if self.placed:
                return True
            self.client, self.key = address, address_key(address)
            self.placed = links.place(self.key)
            if not self.placed:
                self._refuse()
            return self.placed

        def _refuse(self) -> None:
            stats["link-refused"] += 1
            self.transport.abort()  # an accepted TCP link's transport

        def data_received(self, data: bytes) -> None:
            if self.waiting is None:
                super().data_received(data)
                return
            buffered = self.waiting + data
            opens = starts_header(buffered)
            if opens is None:
                self.waiting = buffered
                return
            self.waiting = None
            if not opens:  # plain HTTP: X-Forwarded-For may name the client (see name_client)
                super().data_received(buffered)
                return
            try:
                read = proxy_header(buffered)
            except BadHeader:
                stats["proxy-header-bad"] += 1
                self.transport.abort()
                return
            if read is None:
                self.waiting = buffered
                return
            address, length = read
            if self.place(address or str(self.remote_address[0] if self.remote_address else "?")):
                super().data_received(buffered[length:])

        def name_client(self, forwarded_for: str | None) -> bool:
            """The request arrived: a trusted proxy's link not yet named by a PROXY header is counted by its
            X-Forwarded-For (or by the proxy itself without one); False when that client is over its cap."""
            if self.placed:
                return True
            peer = str(self.remote_address[0]) if self.remote_address else "?"
            return self.place(trusted.forwarded_for(forwarded_for, peer))

        def connection_lost(self, exc: Exception | None) -> None:
            if self.admitted:
                self.admitted = False
                links.release(self.key if self.placed else None)
            super().connection_lost(exc)

    return Guarded


ACCEPT_ERRORS = ("socket.accept() out of system resource",)


def quiet_accept_errors(loop: asyncio.AbstractEventLoop, every: float = 1.0) -> None:
    """Log the event loop's accept errors (out of files) at most once every `every` seconds, with a count."""
    state = {"last": 0.0, "skipped": 0}
    default = loop.get_exception_handler()

    def handler(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        if str(context.get("message", "")).startswith(ACCEPT_ERRORS):
            now = time.monotonic()
            if now - state["last"] < every:
                state["skipped"] += 1
                return
            log.error(
                "%s: %s (%d more since the last report)",
                context.get("message"),
                context.get("exception"),
                state["skipped"],
            )
            state["last"], state["skipped"] = now, 0
            return
        if default is not None:
            default(loop, context)
        else:
            loop.default_exception_handler(context)

    loop.set_exception_handler(handler)


def raise_open_files() -> int:
    """Raise the soft open-files limit to the hard one where the system allows; return the soft limit now."""
    try:
        import resource
    except ImportError:  # Windows: no such limit to raise
        return 8192
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else 65536
    wanted = min(wanted, 1 << 20)
    if soft == resource.RLIM_INFINITY:
        return 1 << 20
    if wanted > soft:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass
    return int(soft)


def add_limit_arguments(parser: Any, title: str, help_of: Any) -> None:
    """The `serve` flags of every limit, in one argparse group; `help_of(field, default)` gives each help line."""
    group = parser.add_argument_group(title)
    defaults = Limits()
    for flag, name in LIMIT_FLAGS.items():
        group.add_argument(flag, dest=f"limit_{name}", metavar="N", help=help_of(name, getattr(defaults, name)))
    group.add_argument(
        "--trusted-proxy",
        dest="limit_trusted_proxies",
        metavar="CIDR",
        action="append",
        default=[],
        help=help_of("trusted_proxies", "-"),
    )


def limits_from(args: Any) -> tuple[Limits, tuple[str, str] | None]:
    """The limits given on the command line, and the first (flag, value) that is not sensible, if any."""
    values: dict[str, Any] = {}
    for flag, name in LIMIT_FLAGS.items():
        text = getattr(args, f"limit_{name}", None)
        if text is None:
            continue
        value = parse_limit(name, text)
        if value is None:
            return Limits(), (flag, text)
        values[name] = value
    proxies = []
    for text in getattr(args, "limit_trusted_proxies", None) or []:
        try:
            proxies.append(str(ipaddress.ip_network(text.strip(), strict=False)))
        except ValueError:
            return Limits(), ("--trusted-proxy", text)
    values["trusted_proxies"] = tuple(proxies)
    return Limits(**values), None
