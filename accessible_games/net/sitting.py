"""How a client sits down at a table: host a new one, join (or come back to) one, or listen."""

from __future__ import annotations

from typing import Any, Awaitable, Callable

from .client import ServerRefused, TableClient
from .seats_kept import recall, remember

Opening = Callable[[TableClient], Awaitable[None]]


def hosting(game: str, seats: list[dict[str, Any]], variant: str | None = None, options: dict[str, str] | None = None,
            code: str | None = None) -> Opening:
    """Create a table (seats: one {"kind": "host", "name"}, guests, bots) and sit at the host's seat."""
    async def opening(client: TableClient) -> None:
        await client.connect()
        fields: dict[str, Any] = {"options": options or {}}
        if variant:
            fields["variant"] = variant
        if code:
            fields["code"] = code
        await client.create(game, seats, **fields)
        if client.code and client.token:
            remember(client.url, client.code, client.token)
    return opening


def joining(code: str, name: str) -> Opening:
    """Come back to our seat at the table if we hold one there, else take its first open seat."""
    async def opening(client: TableClient) -> None:
        await client.connect()
        token = recall(client.url, code)
        if token is not None:
            try:
                await client.resume(code, token)
                return
            except ServerRefused as refused:
                if refused.code != "bad-token":
                    raise
        await client.join(code, name)
        if client.code and client.token:
            remember(client.url, client.code, client.token)
    return opening


def watching(code: str) -> Opening:
    """Listen to a table as a spectator."""
    async def opening(client: TableClient) -> None:
        await client.connect()
        await client.watch(code)
    return opening
