"""The table server as it is served: the server of tables (server/) with the browser page (web/) on its port.

The server knows nothing of the page: it answers WebSocket clients, and hands plain HTTP requests and the
page's own connections to its `front` when it has one. This is where the two meet, for `serve`, for a
table hosted on a player's own computer, and for tests that want the page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..server.server import ServerOptions, TableServer

if TYPE_CHECKING:
    from ..server.pgstore import PostgresStore
    from ..server.store import Store


def table_server(
    store: "Store | PostgresStore",
    options: ServerOptions | None = None,
    page: bool = True,
    origins: tuple[str, ...] = (),
) -> TableServer:
    """A table server over `store`; with the browser page and its seats on the same port unless `page` is False,
    its WebSocket taken from pages of `origins` (`serve --origin`; none: the address the server listens on)."""
    server = TableServer(store, options)
    if page:
        from ..web.site import WebSite  # the page and the browser seat load only for a server that serves them

        server.front = WebSite(server, origins)
    return server
