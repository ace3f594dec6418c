"""How a client sits down at a table: host a new one, join (or come back to) one, or listen."""

from __future__ import annotations

from typing import Any, Awaitable, Callable

from ..client.client import ServerRefused, TableClient
from ..client.seats_kept import recall, remember, remember_visit
from ..server.machine import local_address

Opening = Callable[[TableClient], Awaitable[None]]


HOME = "home"  # the key our seats at this computer's own server are kept under (its port may change)


def hosting(
    game: str,
    seats: list[dict[str, Any]],
    variant: str | None = None,
    options: dict[str, str] | None = None,
    code: str | None = None,
    table: dict[str, Any] | None = None,
    kept_as: str | None = None,
) -> Opening:
    """Create a table (seats: one {"kind": "host", "name"}, guests, bots) and sit at the host's seat.

    `table` holds the table's own settings: "bot_delay" (seconds), "absence" (seconds before a bot
    stands in for an absent player) or "stand_in": False. With a chosen `code` at which we already
    hold a seat, the same command sits down there again instead (a weekly table, or a host whose
    app was closed). The seat's token is kept under `kept_as` (default: the server's address)."""

    async def opening(client: TableClient) -> None:
        await client.connect(code)  # a chosen code: the table's own path, whether it is made or come back to
        key = kept_as or client.url
        host = next((str(seat.get("name") or "") for seat in seats if seat.get("kind") == "host"), "")
        token = recall(key, code, host) if code else None
        if code and token is not None:
            try:
                await client.resume(code, token)
                return
            except ServerRefused as refused:
                if refused.code not in ("bad-token", "no-table"):
                    raise
        fields: dict[str, Any] = {"options": options or {}, **{k: v for k, v in (table or {}).items() if v is not None}}
        if variant:
            fields["variant"] = variant
        if code:
            fields["code"] = code
        client.on_token = lambda table, token: remember(key, table, token, host)
        await client.create(game, seats, **fields)
        remember_visit("", host)

    return opening


def hosting_here(
    embedded: "Embedded",
    game: str,
    seats: list[dict[str, Any]],
    variant: str | None = None,
    options: dict[str, str] | None = None,
    code: str | None = None,
    table: dict[str, Any] | None = None,
) -> Opening:
    """Start the app's own server on the local network, then create the table on it (kept as a home table)."""
    create = hosting(game, seats, variant, options, code, table, kept_as=HOME)

    async def opening(client: TableClient) -> None:
        client.url = await embedded.start()
        await create(client)

    return opening


def reopening_here(embedded: "Embedded", code: str) -> Opening:
    """Start the app's own server again and sit back at our seat of one of its tables (a home table)."""

    async def opening(client: TableClient) -> None:
        client.url = await embedded.start()
        await client.connect(code)
        token = recall(HOME, code)
        if token is None:
            raise ServerRefused("bad-token")
        await client.resume(code, token)

    return opening


def joining(code: str, name: str) -> Opening:
    """Come back to our seat at the table if we hold one there, else take its first open seat."""

    async def opening(client: TableClient) -> None:
        await client.connect(code)
        token = recall(client.url, code, name)
        if token is not None:
            try:
                await client.resume(code, token)
                remember_visit(client.url)
                return
            except ServerRefused as refused:
                if refused.code != "bad-token":
                    raise
        client.on_token = lambda table, token: remember(client.url, table, token, name)
        await client.join(code, name)
        remember_visit(client.url, name)

    return opening


def watching(code: str) -> Opening:
    """Listen to a table as a spectator."""

    async def opening(client: TableClient) -> None:
        await client.connect(code)
        await client.watch(code)
        remember_visit(client.url)

    return opening


class Embedded:
    """A table server inside the app, for hosting friends at home: on the local network by default
    (`host` 0.0.0.0), or on one address; private with a password. Its tables are kept on disk."""

    def __init__(self, port: int = 8765, host: str = "0.0.0.0", password: str | None = None) -> None:
        self.port = port
        self.host = host
        self.password = password
        self.server: Any = None

    async def start(self) -> str:
        """Start listening (on the given port, else any free one); return the URL this app connects to."""
        from ..files import data_dir
        from .local import table_server
        from .serve import open_store
        from ..server.server import ServerOptions

        store = open_store(data_dir() / "server")
        self.server = table_server(store, ServerOptions(password=self.password))
        try:
            await self.server.start(self.host, self.port)
        except OSError:
            if self.port == 0:
                raise
            await self.server.start(self.host, 0)  # the usual port is taken: any free one
        remember_visit("", home_listen=self.host, home_port=str(self.server.port()))  # reopened on the same address
        local = "127.0.0.1" if self.host in ("0.0.0.0", "", "::") else self.host
        return f"ws://{local}:{self.server.port()}" if ":" not in local else f"ws://[{local}]:{self.server.port()}"

    def address(self) -> str:
        """The address others connect to: this machine's on the local network, or the one listened on."""
        host = local_address() if self.host in ("0.0.0.0", "", "::") else self.host
        shown = f"[{host}]" if ":" in host else host
        return f"ws://{shown}:{self.server.port() if self.server else self.port}"

    async def stop(self) -> None:
        """Stop the server (its tables stay in the database for the next time)."""
        if self.server is not None:
            await self.server.stop()
            self.server = None
