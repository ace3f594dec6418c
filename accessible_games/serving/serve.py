"""Running a table server from the command line: TLS, the store (SQLite in a folder, or PostgreSQL shared by
several processes), signals, one printed line."""

from __future__ import annotations

import asyncio
import logging
import signal
import ssl
import sys
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from ..core.text import clean_text
from ..i18n import catalog
from ..server.guard import Limits, raise_open_files
from .local import table_server
from ..server.server import ServerOptions, TableServer
from ..server.store import Store

if TYPE_CHECKING:
    from ..server.pgstore import PostgresStore

DATABASE = "tables.sqlite"
log = logging.getLogger("accessible_games.net")


class ServeError(Exception):
    """A server that cannot start: `message` and `args` name a locale message for the reason."""

    def __init__(self, message: str, **args: str) -> None:
        super().__init__(message)
        self.message = message
        self.fields = args


def tls_context(cert: str | None, key: str | None) -> ssl.SSLContext | None:
    """A server TLS context from a certificate and key file (PEM), or None without them."""
    if cert is None and key is None:
        return None
    if cert is None or key is None:
        raise ServeError("net-serve-tls-pair")
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(cert, key)
    except (OSError, ssl.SSLError) as error:
        raise ServeError("net-serve-tls-bad", detail=str(error)) from None
    return context


def open_store(folder: Path, store: str | None = None) -> "Store | PostgresStore":
    """The server's store: SQLite in `folder` (made if missing; the folder 0700, the file 0600) unless `store`
    names a PostgreSQL database (postgresql://USER@HOST:PORT/DATABASE), shared with other server processes."""
    if store is None or store in ("sqlite", "sqlite:"):
        try:
            return Store(folder / DATABASE)
        except Exception as error:  # noqa: BLE001 - sqlite3 and OS errors alike: one clear line
            raise ServeError("net-serve-data-bad", folder=str(folder), detail=str(error)) from None
    if not store.startswith(("postgresql://", "postgres://")):
        raise ServeError("net-serve-store-url", store=shown_store(store))
    try:
        from ..server.pgstore import PostgresStore
    except ImportError:
        raise ServeError("net-serve-store-driver") from None
    try:
        return PostgresStore(store)
    except Exception as error:  # noqa: BLE001 - a wrong URL, a server down, a refused login: one clear line
        detail = " ".join(clean_text(str(error), 500).split()) or type(error).__name__
        raise ServeError("net-serve-store-unreachable", address=shown_store(store), detail=detail) from None


def shown_store(store: str) -> str:
    """A store URL as it may be printed: no password, no control characters, not too long."""
    try:
        parts = urlsplit(store)
        netloc = parts.netloc.rsplit("@", 1)[-1]
        user = parts.username
        text = f"{parts.scheme}://{user + '@' if user else ''}{netloc}{parts.path}" if parts.scheme else store
    except ValueError:
        text = store
    return clean_text(text, 200)


async def serve_forever(
    host: str,
    port: int,
    folder: Path,
    password: str | None,
    tls: ssl.SSLContext | None,
    lang: str,
    limits: Limits | None = None,
    store: str | None = None,
    origins: tuple[str, ...] = (),
) -> None:
    """Start a server, print `Serving on URL` and its connection limits, and run until SIGINT or SIGTERM;
    `origins`: the page's public origins (none: the address it serves)."""
    open_files = raise_open_files()
    limits = (limits or Limits()).fitted(open_files)
    server = table_server(open_store(folder, store), ServerOptions(password=password, limits=limits), origins=origins)
    try:
        await server.start(host, port, tls)
    except OSError as error:
        await server.db.close()
        raise ServeError(
            "net-serve-listen-bad", address=f"{host}:{port}", detail=error.strerror or str(error)
        ) from None
    scheme = "wss" if tls is not None else "ws"
    shown_host = f"[{host}]" if ":" in host else host
    print(catalog(lang).text("net-serving", url=f"{scheme}://{shown_host}:{server.port()}"), flush=True)
    print(
        catalog(lang).text(
            "guard-serving-limits", files=open_files, links=limits.connections, per_address=limits.per_address
        ),
        flush=True,
    )
    page_host = "127.0.0.1" if host in ("0.0.0.0", "") else ("[::1]" if host == "::" else shown_host)
    print(
        catalog(lang).text(
            "web-serving", url=f"{'https' if tls is not None else 'http'}://{page_host}:{server.port()}/"
        ),
        flush=True,
    )
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C arrives as KeyboardInterrupt
            pass
    reporter = asyncio.ensure_future(report_now_and_then(server))
    try:
        await stop.wait()
    finally:
        reporter.cancel()
        report(server)
        await server.stop()


REPORT_EVERY = 600.0  # seconds between summaries in the server's log


def report(server: TableServer) -> None:
    """One log line: tables, connections, and every counter (requests, refusals by error code)."""
    counters = ", ".join(f"{key} {value}" for key, value in sorted(server.stats.items()))
    log.info(
        "open tables %d (%d in memory), links %d; %s",
        server.open_count,
        len(server.tables),
        server.links.total,
        counters or "nothing yet",
    )


async def report_now_and_then(server: TableServer) -> None:
    """Log a summary every REPORT_EVERY seconds."""
    while True:
        await asyncio.sleep(REPORT_EVERY)
        report(server)


def run_serve(
    host: str,
    port: int,
    folder: Path,
    password: str | None,
    cert: str | None,
    key: str | None,
    lang: str,
    limits: Limits | None = None,
    store: str | None = None,
    origins: tuple[str, ...] = (),
) -> int:
    """The `serve` command: 0 after a clean stop, 1 with one localized line when it cannot start."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s", stream=sys.stderr)
    logging.getLogger("websockets").setLevel(logging.WARNING)  # not a line per connection: the summary counts them
    logging.getLogger("psycopg.pool").setLevel(logging.WARNING)  # nor three lines each time a step takes a connection
    try:
        tls = tls_context(cert, key)
        asyncio.run(serve_forever(host, port, folder, password, tls, lang, limits, store, origins))
    except ServeError as error:
        print(f"accessible-games: {catalog(lang).text(error.message, **error.fields)}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    return 0
