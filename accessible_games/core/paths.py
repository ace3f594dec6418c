"""The paths a WebSocket link opens (docs/server.md, "Several processes behind a proxy").

A link about an existing table (join, resume, watch, replay, the page's socket) opens `/t/<code>/ws`, so a
proxy that hashes on the path keeps every link of a table on one process; a link that creates a table
opens `/ws` (any process may take it). The old paths `/` (the app) and `/web` (the page) stay accepted.
"""

from __future__ import annotations

from urllib.parse import quote, unquote

from .codes import normalize
from .wire import CODE_LIMIT

ANY_TABLE = "/ws"
OLD = ("/", "/web")


def table_path(code: str | None) -> str:
    """The path of a link about the table `code` (its canonical form), or of one that creates a table (None)."""
    return f"/t/{quote(normalize(code), safe='')}/ws" if code else ANY_TABLE


def path_table(path: str) -> tuple[bool, str | None]:
    """(whether a WebSocket may open at `path`, the canonical code it names or None). The query is ignored."""
    path = path.partition("?")[0]
    if path == ANY_TABLE or path in OLD:
        return True, None
    if path.startswith("/t/") and path.endswith("/ws") and len(path) <= 6 + CODE_LIMIT * 3:
        code = normalize(unquote(path[3:-3]))
        return bool(code), code or None
    return False, None
