"""The table server: WebSocket connections (the `websockets` library), tables, bots and absences.

The server is authoritative. It holds every table's full state and checks every move with the
rules core; each connection is a seat (with its secret token) or a spectator, and receives only
that viewer's observation and the events and messages the table decided it may know. Its parts are
modules of their own: seating.py (create, join, resume, watch), presence.py (leaving, absences, stand-ins),
play.py (steps told to the table, bots), connection.py (one link and its requests), refusals.py (errors
and the guard on look-ups), upkeep.py (tables kept and let go), sharing.py (a store shared by processes),
hosting.py (the host's controls); state.py holds what they share. Here: a table's copy and its steps,
starting and stopping, and each request sent to its part.
"""

from __future__ import annotations

import asyncio
from http import HTTPStatus
import logging
import ssl
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, AsyncIterator

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.http11 import Response

from ..core.codes import normalize
from .guard import guarded_connection, quiet_accept_errors
from .hosting import HostControls
from ..core.paths import path_table
from .proxied import TrustedProxies
from .table import Table
from ..core.wire import MAX_FRAME, WireError
from .connection import BACK_SOON, Connection, LinkServing
from .play import Play
from .presence import Presence
from .refusals import Refusals
from .seating import Seating, reserved_keys
from .sharing import Sharing
from .state import ServerOptions, ServerState
from .upkeep import Upkeep

if TYPE_CHECKING:  # the PostgreSQL store is imported by `serve` only when asked for
    from websockets.http11 import Request


log = logging.getLogger("accessible_games.net")

STOP_WAIT = 5.0  # seconds a stopping server gives the requests it serves to finish

__all__ = ["ServerOptions", "TableServer"]


class TableServer(LinkServing, Refusals, Seating, Presence, Play, Upkeep, Sharing, HostControls, ServerState):
    """Every table this process holds, and the connections that sit at them."""

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
        self._in_memory(table)
        self.stats["tables-loaded"] += 1
        if table.over:
            if await self.db.is_open(code):  # finished before archives existed, or between a step and its mark
                await self.db.archive(code)
                self.open_count -= 1
            return table
        await self.db.own(code)  # a shared store: the first process to load a table owns it (bots, absences)
        self._duties(table)
        return table

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
            self.tasks.start(conn.ws.close(close, reason), "closing a link")
        for key in [key for key in self.holders if key[0] == code]:
            del self.holders[key]
        self._forget(code)

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
                self.tasks.start(self._adopt_now_and_then(), "taking over tables"),
                self.tasks.start(self._follow_notifications(), "following other processes"),
            ]
        else:
            self.background = [
                self.tasks.start(self._load_open_tables(), "loading the open tables"),
                self.tasks.start(self._checkpoint_now_and_then(), "checkpoints"),
            ]
        self.background.append(self.tasks.start(self._expire_now_and_then(), "expiring tables"))
        self.background.append(self.tasks.start(self._sweep_unplayed_now_and_then(), "removing unplayed tables"))
        self.background.append(self.tasks.start(self._drop_unheld_now_and_then(), "letting tables go"))
        self.tasks.start(loop.run_in_executor(None, reserved_keys), "reading the lookalike letters")  # off the loop
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
        await self.lobby.stop()
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
            self.server = None
        await self.working.close(STOP_WAIT)  # what the links' last messages and leavings started: stored first
        await self.tasks.close()  # bots, looks, closings: cancelled and awaited before the database closes
        self.runner.close()
        await self.db.close()

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
            await self.guesses.refresh(conn.key)  # the failed look-ups other processes counted for this address
            rationed = kind != "resume" or (self.guesses.wait(conn.key) > 0 and not await self._token_right(data))
            code = normalize(str(data.get("code") or ""))
            loaded = code in self.tables
            try:
                self._check_password(conn, data, rationed)  # before any table is looked up
                await getattr(self, f"_on_{kind}")(conn, data)
            except WireError:
                if code and not loaded:
                    self._drop_if_unheld(code)  # a failed look-up leaves no table behind
                await self.guesses.stored()  # counted for every process before the refusal is heard
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
