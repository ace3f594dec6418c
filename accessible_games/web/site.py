"""The page the table server serves on its own port: plain HTTP beside the WebSocket.

`/` is the start page (join with a code, listen, host a table), `/t/<code>` opens a table (with
`?name=` and `?lang=`), `/static/...` the page's script and style, `/sounds/<cue>.wav` the cues.
Everything comes from this server: a strict Content-Security-Policy allows no inline script and no
other origin. The page's WebSocket (`/t/<code>/ws?lang=`, `/ws?lang=` to host; `/web` before) must come from a page of this server: a handshake that
carries an Origin other than the server's public origins (`serve --origin`, by default the address it
serves) is refused, so a stranger's site cannot sit a visitor down at a table; the request's own
`Host` header, which the stranger's page could have made agree, is not trusted. Terminal clients
send no Origin and connect as before.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
from functools import lru_cache
from http import HTTPStatus
from importlib import resources
from pathlib import Path
from string import Template
from typing import TYPE_CHECKING, Any, Callable
from urllib.parse import parse_qs, quote, unquote, urlsplit

from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from ..core.messages import msg
from ..games import games
from ..i18n import FALLBACK, LANGUAGES, catalog
from ..core.codes import normalize
from ..server.guard import Pages, address_key, client_address
from ..core.paths import OLD
from ..core.wire import CODE_LIMIT, NAME_LIMIT, RECONNECT_DELAYS, RECONNECT_FOR
from ..resources import resource_dir
from ..board_host.reminder import REMINDER_SECONDS
from .lobby_page import lobby_fields, lobby_strings
from .review_page import review_strings

if TYPE_CHECKING:
    from websockets.asyncio.server import ServerConnection

    from ..server.server import TableServer

WEB_PATH = "/web"  # the page's WebSocket
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; media-src 'self'; "
    "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
TYPES = {
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".wav": "audio/wav",
    ".html": "text/html; charset=utf-8",
    ".png": "image/png",
}
STATIC = ("app.js", "remind.js", "page.css")
CUE = re.compile(r"[a-z][a-z0-9-]{0,40}")
RETRY_AFTER = 30  # seconds an address over its allowance of HTTP requests is told to wait

# The page's own strings, by message id (web.ftl); the page reads them from the JSON block it is given.
PAGE_STRINGS = (
    "web-connecting",
    "web-reconnecting",
    "net-back-soon",
    "web-lost",
    "web-menu-title",
    "web-menu-resume",
    "web-menu-chat",
    "web-menu-keys",
    "web-menu-settings",
    "web-menu-leave",
    "web-left",
    "web-history-empty",
    "web-nothing-to-repeat",
    "web-key-nothing",
    "web-self-voicing-on",
    "web-self-voicing-off",
    "web-code-needed",
    "web-name-needed",
    "web-board-label",
    "web-offline",
    "web-link-back",
    "web-replaced",
    "web-stalled",
    "web-answering-again",
)


def static_dir() -> Path:
    """The page's script and style, shipped inside the package."""
    return Path(str(resources.files(__package__))) / "static"


@lru_cache(maxsize=None)
def static_file(name: str) -> tuple[bytes, str]:
    """A static file's bytes and its ETag (read once)."""
    data = (static_dir() / name).read_bytes()
    return data, hashlib.sha256(data).hexdigest()[:16]


@lru_cache(maxsize=None)
def cue_file(name: str) -> bytes | None:
    """A cue's WAV bytes, or None when there is no such cue."""
    path = resource_dir("sounds") / f"{name}.wav"
    return path.read_bytes() if path.is_file() else None


def page_language(query: dict[str, list[str]], accept: str | None) -> str:
    """`?lang=` when it is one of ours, else the browser's first language we have, else English."""
    asked = (query.get("lang") or [""])[0].lower()
    if asked in LANGUAGES:
        return asked
    for part in (accept or "").split(","):
        code = part.split(";")[0].strip()[:2].lower()
        if code in LANGUAGES:
            return code
    return FALLBACK


def headers(kind: str, length: int, cache: str = "no-cache", etag: str | None = None) -> Headers:
    """Response headers: type, length, the policy, no sniffing, no referrer (a table link holds its code)."""
    out = Headers()
    out["Content-Type"] = kind
    out["Content-Length"] = str(length)
    out["Content-Security-Policy"] = CSP
    out["X-Content-Type-Options"] = "nosniff"
    out["Referrer-Policy"] = "no-referrer"
    out["Cache-Control"] = cache
    out["Cross-Origin-Opener-Policy"] = "same-origin"
    out["Cross-Origin-Resource-Policy"] = "same-origin"
    out["Permissions-Policy"] = "camera=(), microphone=(), geolocation=()"
    if etag is not None:
        out["ETag"] = f'"{etag}"'
    return out


def respond(status: HTTPStatus, body: bytes, kind: str, cache: str = "no-cache", etag: str | None = None) -> Response:
    """One HTTP response."""
    return Response(status.value, status.phrase, headers(kind, len(body), cache, etag), body)


class WebSite:
    """The HTTP side of a table server: pages, static files, cues, and the check of the page's Origin."""

    def __init__(self, server: "TableServer", origins: tuple[str, ...] = ()) -> None:
        self.server = server
        self.pages = Pages(server.limits)
        self.given = frozenset(origin for origin in map(normal_origin, origins) if origin is not None)
        self.origins: frozenset[str] = self.given  # where the page's WebSocket may come from (set at start)

    def started(self, host: str, port: int) -> None:
        """The server listens: without public origins given, the page's own are the address it serves."""
        self.origins = self.given or served_origins(host, port)

    def is_page(self, ws: "ServerConnection") -> bool:
        """True for the page's own WebSocket, which gets a browser seat rather than the table protocol: on
        `/t/<code>/ws` or `/ws` the page asks for its language (`?lang=`), a terminal client never does;
        `/web` is the page's older path."""
        request = ws.request
        if request is None:
            return False
        path, _, query = request.path.partition("?")
        return path == WEB_PATH or (path not in OLD and "lang" in parse_qs(query, max_num_fields=4))

    async def seat(self, ws: "ServerConnection") -> None:
        """Serve one page's seat until the page goes, in the language its address asks for."""
        from .seat import WebSeat

        query = parse_qs(ws.request.path.partition("?")[2], max_num_fields=4) if ws.request is not None else {}
        lang = (query.get("lang") or [FALLBACK])[0]
        await WebSeat(self.server, ws, lang if lang in LANGUAGES else FALLBACK).run()

    def process_request(self, connection: "ServerConnection", request: Request) -> Response | None:
        """Answer a plain HTTP request; let a WebSocket handshake through (checked for its Origin)."""
        path, _, query_text = request.path.partition("?")
        if "websocket" in request.headers.get("Upgrade", "").lower():
            origin = request.headers.get("Origin")
            if origin is not None and normal_origin(origin) not in self.origins:
                self.server.stats["web-foreign-origin"] += 1
                return respond(HTTPStatus.FORBIDDEN, b"Forbidden\n", "text/plain; charset=utf-8")
            return None
        self.server.stats["web-http"] += 1
        query = parse_qs(query_text, keep_blank_values=True, max_num_fields=8)
        lang = page_language(query, request.headers.get("Accept-Language"))
        if not self.pages.allowed(address_key(client_address(connection))):
            self.server.stats["web-http-limited"] += 1
            refused = respond(
                HTTPStatus.TOO_MANY_REQUESTS,
                catalog(lang).text("web-too-many-requests").encode() + b"\n",
                "text/plain; charset=utf-8",
            )
            refused.headers["Retry-After"] = str(RETRY_AFTER)
            return refused
        if path == "/":
            return self.page(lang, "", query)
        if path.startswith("/t/") and 0 < len(path) - 3 <= CODE_LIMIT * 3:
            code = normalize(unquote(path[3:]))
            if code:
                return self.page(lang, code, query)
        if path == "/favicon.ico":
            return Response(204, "No Content", headers("text/plain", 0, cache="public, max-age=86400"), b"")
        if path.startswith("/static/") and path[8:] in STATIC:
            return self.static(path[8:], request)
        if path.startswith("/sounds/") and path.endswith(".wav") and CUE.fullmatch(path[8:-4]):
            data = cue_file(path[8:-4])
            if data is not None:
                return respond(HTTPStatus.OK, data, TYPES[".wav"], cache="public, max-age=86400")
        return respond(
            HTTPStatus.NOT_FOUND, catalog(lang).text("web-not-found").encode() + b"\n", "text/plain; charset=utf-8"
        )

    def static(self, name: str, request: Request) -> Response:
        """The page's script or style, revalidated by its ETag."""
        data, etag = static_file(name)
        if request.headers.get("If-None-Match") == f'"{etag}"':
            return Response(304, "Not Modified", headers(TYPES[Path(name).suffix], 0, etag=etag), b"")
        return respond(HTTPStatus.OK, data, TYPES[Path(name).suffix], etag=etag)

    def page(self, lang: str, code: str, query: dict[str, list[str]]) -> Response:
        """The start page, or a table's page (`code`), in `lang`."""
        body = render_page(
            lang,
            code,
            (query.get("name") or [""])[0][: NAME_LIMIT * 2],
            "listen" in query,
            self.server.options.password is not None,
        )
        return respond(HTTPStatus.OK, body.encode("utf-8"), TYPES[".html"])


DEFAULT_PORTS = {"http": 80, "https": 443}


def normal_origin(origin: str) -> str | None:
    """An origin as browsers send it (scheme://host[:port], lower case, no default port), or None when
    `origin` is not an http(s) origin at all."""
    try:
        parts = urlsplit(origin.strip())
        port = parts.port
    except ValueError:
        return None
    if parts.scheme.lower() not in DEFAULT_PORTS or not parts.hostname or parts.path not in ("", "/") or parts.query:
        return None
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    shown = "" if port is None or port == DEFAULT_PORTS[parts.scheme.lower()] else f":{port}"
    return f"{parts.scheme.lower()}://{host.lower()}{shown}"


def served_origins(host: str, port: int) -> frozenset[str]:
    """The origins of this server's own pages when no public origin is given: the address it listens on
    (for every address of the machine, this machine's names and addresses), by http or https."""
    import socket

    from ..server.machine import local_address

    if host in ("0.0.0.0", "::", ""):
        names = {"127.0.0.1", "localhost", "::1", local_address(), socket.gethostname(), socket.getfqdn()}
    else:
        names = {host.strip("[]")} | (
            {"localhost", "127.0.0.1", "::1"} if host in ("127.0.0.1", "::1", "localhost") else set()
        )
    found = set()
    for name in names:
        shown = f"[{name}]" if ":" in name else name
        for scheme in DEFAULT_PORTS:
            origin = normal_origin(f"{scheme}://{shown}:{port}")
            if origin is not None:
                found.add(origin)
    return frozenset(found)


def remind_choices(t: Callable[[str], str]) -> str:
    """The turn reminder's intervals as the options of the page's setting (the value in seconds, 0: off)."""
    values = [("0", "off"), *((str(n), str(n)) for n in REMINDER_SECONDS)]
    return "".join(f'<option value="{value}">{t(f"setting-turn_reminder-{name}")}</option>' for value, name in values)


def _strings(lang: str) -> str:
    """The page's own strings as JSON safe inside a non-script data block."""
    words = catalog(lang)
    data: dict[str, Any] = {key[4:]: words.text(key) for key in PAGE_STRINGS}
    data.update(lobby_strings(lang))
    data.update(review_strings(lang))
    return json.dumps(data, ensure_ascii=False).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


@lru_cache(maxsize=1)
def page_template() -> Template:
    """The page's HTML with its $fields (read once)."""
    return Template((static_dir() / "page.html").read_text(encoding="utf-8"))


def host_choices(lang: str) -> str:
    """Each game's variants and options for the host form, as the games declare them (the names, values and
    defaults `accessible-games games` prints); the page shows those of the chosen game and variant."""
    words = catalog(lang)

    def t(key: str) -> str:
        return html.escape(words.text(key))

    def select(ident: str, attrs: str, label: str, choices: list[tuple[str, str]], default: str) -> str:
        options = "".join(
            f'<option value="{html.escape(value)}"{" selected" if value == default else ""}>{shown}</option>'
            for value, shown in choices
        )
        return f'<p {attrs}><label for="{ident}">{label}</label> <select id="{ident}">{options}</select></p>'

    parts = []
    for game in hosted_games():
        variants = [(variant, t(f"{game.name}-variant-{variant}")) for variant in game.variants]
        single = ' data-single="yes"' if len(variants) == 1 else ""
        parts.append(
            select(
                f"host-variant-{game.name}",
                f'data-game="{game.name}" class="host-variant"{single} hidden',
                t("web-variant-label"),
                variants,
                game.variants[0],
            )
        )
        for spec in game.options:
            values = [
                (
                    value,
                    html.escape(value) if value.lstrip("-").isdigit() else t(f"{game.name}-option-{spec.key}-{value}"),
                )
                for value in spec.values
            ]
            parts.append(
                select(
                    f"host-option-{game.name}-{spec.key}",
                    f'data-game="{game.name}" data-key="{html.escape(spec.key)}" '
                    f'data-variants="{" ".join(spec.variants)}" class="host-option" hidden',
                    t(f"{game.name}-option-{spec.key}"),
                    values,
                    spec.default,
                )
            )
    return "\n".join(parts)


def hosted_games() -> list[Any]:
    """The games a page may host (not the network's own test games)."""
    return [game for game in games().values() if not game.name.startswith("net-")]


def render_page(lang: str, code: str, name: str, listen: bool, private: bool) -> str:
    """The page's HTML: every word from the locale files, escaped; the script and style as files."""
    words = catalog(lang)

    def t(key: str, **args: Any) -> str:
        return html.escape(words.text(key, **args))

    game_options = "".join(
        f'<option value="{html.escape(game.name)}">{t(f"{game.name}-title")}</option>' for game in hosted_games()
    )
    languages = "".join(
        f'<a href="?lang={other}" lang="{other}" hreflang="{other}">{t(f"web-language-{other}")}</a> '
        for other in LANGUAGES
        if other != lang
    )
    template = page_template()
    fields = {
        key.replace("-", "_"): t(f"web-{key}")
        for key in (
            "heading",
            "start-heading",
            "join-heading",
            "code-label",
            "name-label",
            "password-label",
            "join-button",
            "listen-button",
            "host-heading",
            "game-label",
            "guests-label",
            "bots-label",
            "level-label",
            "host-button",
            "table-heading",
            "chat-label",
            "chat-button",
            "menu-button",
            "help-button",
            "history-heading",
            "settings-heading",
            "voice-label",
            "voice-choice-label",
            "rate-label",
            "volume-label",
            "sounds-label",
            "large-label",
            "results-heading",
            "help-heading",
            "help-close",
            "link-label",
            "skip",
            "level-easy",
            "level-normal",
            "level-hard",
            "languages",
            "take-back",
            "reader-heading",
            "reader-intro",
            "reader-nvda",
            "reader-jaws",
            "reader-voiceover-mac",
            "reader-voiceover-ios",
            "reader-talkback",
            "reader-orca",
            "actions",
            "action-turn",
            "action-scores",
            "action-dice",
            "action-hint",
            "action-repeat",
            "action-previous",
            "action-next",
            "action-buffer",
            "action-word",
            "action-spell",
            "action-copy",
            "action-chat",
            "action-up",
            "action-down",
            "action-left",
            "action-right",
            "action-enter",
        )
    }
    fields.update(
        lang=lang,
        title=t("web-title"),
        code=html.escape(code),
        name=html.escape(name),
        listen="yes" if listen else "",
        private="yes" if private else "",
        games=game_options,
        languages_links=languages,
        strings=_strings(lang),
        host_choices=host_choices(lang),
        retry=",".join(f"{delay:g}" for delay in RECONNECT_DELAYS),
        retry_for=f"{RECONNECT_FOR:g}",
        help_focus=t("web-help-focus"),
        help_intro=t("web-help-intro"),
        remind_label=t("setting-turn_reminder"),
        remind_choices=remind_choices(t),
        **lobby_fields(lang),
    )
    return template.substitute(fields)


def table_link(url: str, code: str) -> str:
    """The page of a table for a server's WebSocket address (ws -> http, wss -> https)."""
    base = url.rstrip("/")
    if base.startswith("wss://"):
        base = "https://" + base[6:]
    elif base.startswith("ws://"):
        base = "http://" + base[5:]
    return f"{base}/t/{quote(normalize(code))}"


def link_msg(url: str, code: str) -> Any:
    """The message that says a table's link."""
    return msg("web-table-link", link=table_link(url, code))
