"""Following a server's lobby from the app: one link on `/ws` that receives each new list of open tables."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from dataclasses import dataclass
from typing import Any, Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .client import link_url
from ..core.wire import MAX_FRAME, NAME_LIMIT, request

log = logging.getLogger("accessible_games.net")

LIST_LIMIT = 50  # entries kept from one list, whatever a server sends
RETRY_EVERY = 2.0  # seconds between attempts after a dropped link
OPEN_TIMEOUT = 10.0


@dataclass(frozen=True)
class OpenTable:
    """One table of the lobby, as checked from the server's list."""

    code: str
    shown: str
    game: str
    variant: str
    host: str
    free: int
    seats: int
    lang: str
    since: float  # time.monotonic() when it was opened, by the server's count

    def waited(self, now: float | None = None) -> int:
        """Whole seconds it has waited for players."""
        return max(0, int((time.monotonic() if now is None else now) - self.since))


def parse_tables(data: Any, now: float) -> list[OpenTable]:
    """The entries of a `lobby` message that are well formed (a bad one is left out, never trusted)."""
    tables: list[OpenTable] = []
    if not isinstance(data, list):
        return tables
    for item in data[:LIST_LIMIT]:
        if not isinstance(item, dict):
            continue
        texts = [item.get(key) for key in ("code", "shown", "game", "variant", "host", "lang")]
        numbers = [item.get(key) for key in ("free", "seats", "waited")]
        if not all(isinstance(t, str) and len(t) <= NAME_LIMIT * 4 for t in texts):
            continue
        if not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 10**9 for n in numbers):
            continue
        code, shown, game, variant, host, lang = (str(t) for t in texts)
        free, seats, waited = (int(n) for n in numbers)  # type: ignore[arg-type]
        tables.append(OpenTable(code, shown, game, variant, host, free, seats, lang, now - waited))
    return tables


class LobbyClient:
    """A link following one server's lobby; `on_list` hears each new list, `on_error` a refusal or a lost link."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.tables: list[OpenTable] = []
        self.on_list: Callable[[list[OpenTable]], None] | None = None
        self.on_error: Callable[[str], None] | None = None
        self.ws: ClientConnection | None = None
        self.task: asyncio.Task[None] | None = None
        self.lists = 0  # lists received

    def start(self) -> None:
        """Follow the lobby in the running event loop, coming back after a dropped link."""
        self.task = asyncio.ensure_future(self._follow())

    async def _follow(self) -> None:
        failed = False
        while True:
            try:
                async with connect(
                    link_url(self.url, None), max_size=MAX_FRAME, open_timeout=OPEN_TIMEOUT, compression=None
                ) as ws:
                    self.ws = ws
                    await ws.send(request("lobby"))
                    failed = False
                    async for raw in ws:
                        self._take(raw)
            except (OSError, ConnectionClosed, InvalidHandshake, InvalidURI, asyncio.TimeoutError) as error:
                log.info("lobby link lost: %s", error)
            if not failed and self.on_error is not None:
                self.on_error("unreachable")
            failed = True
            await asyncio.sleep(RETRY_EVERY)

    def _take(self, raw: str | bytes) -> None:
        """One message from the server: a new list, or a refusal."""
        try:
            data = json.loads(raw)
        except (ValueError, RecursionError):
            return
        if not isinstance(data, dict):
            return
        if data.get("type") == "lobby":
            self.tables = parse_tables(data.get("tables"), time.monotonic())
            self.lists += 1
            if self.on_list is not None:
                self.on_list(self.tables)
        elif data.get("type") == "error" and self.on_error is not None:
            self.on_error(str(data.get("code"))[:40])

    async def close(self) -> None:
        """Stop following."""
        if self.task is not None:
            self.task.cancel()
        if self.ws is not None:
            await self.ws.close()
