"""A table server's address as a player types it, checked once for the command line and the Join dialog.

`parse_address` turns "ws://host:port", "wss://host", "host:port" (ws:// is added) or an IPv6 address in
brackets into one normal URL (the host name in its ASCII form, IDNA), or raises `BadAddress` whose message
id says what is wrong in a sentence: a port out of 1 to 65535, a bracket left open, a host name that no
server could have (an empty part, a part over 63 letters), or an invisible character (a control character,
a right-to-left mark) that would make the address read differently from what it is.
"""

from __future__ import annotations

import ipaddress
import unicodedata
from dataclasses import dataclass
from urllib.parse import urlsplit

from ..core.messages import Msg, msg

ADDRESS_LIMIT = 200  # characters of a typed address
SCHEMES = ("ws", "wss")
LABEL_LIMIT = 63  # letters of one part of a host name (DNS)
NAME_LIMIT = 253  # letters of a whole host name (DNS)


class BadAddress(ValueError):
    """A typed address no server could have: `reason` is the sentence that says why."""

    def __init__(self, reason: Msg) -> None:
        super().__init__(reason.id)
        self.reason = reason


@dataclass(frozen=True)
class Address:
    """A checked server address: scheme (ws or wss), host (ASCII), port, path, and the URL made of them."""

    scheme: str
    host: str
    port: int | None
    path: str

    @property
    def url(self) -> str:
        """The address as one URL (an IPv6 host in brackets)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        port = f":{self.port}" if self.port is not None else ""
        return f"{self.scheme}://{host}{port}{self.path}"

    @property
    def secure(self) -> bool:
        """True for wss:// (TLS)."""
        return self.scheme == "wss"


def invisible(text: str) -> bool:
    """True when `text` holds a control or format character (a bidi mark, a zero-width space, a newline)."""
    return any(unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp") for char in text)


def _ascii_host(host: str, shown: str) -> str:
    """The host in the ASCII form a resolver takes: an IP address as it is, a name through IDNA."""
    bad = BadAddress(msg("link-bad-host", address=shown))
    try:
        return str(ipaddress.ip_address(host))
    except ValueError:
        pass
    if not host or len(host) > NAME_LIMIT:
        raise bad
    labels = host.rstrip(".").split(".")
    if any(not label or len(label) > LABEL_LIMIT for label in labels):
        raise bad
    try:
        ascii_name = ".".join(label.encode("idna").decode("ascii") for label in labels).lower()
    except UnicodeError:
        raise bad from None
    if len(ascii_name) > NAME_LIMIT or any(len(label) > LABEL_LIMIT for label in ascii_name.split(".")):
        raise bad
    if not all(char.isalnum() or char in "-." for char in ascii_name) or any(
        label.startswith("-") or label.endswith("-") for label in ascii_name.split(".")
    ):
        raise bad
    return ascii_name


def parse_address(text: str) -> Address:
    """The server address `text` checked and made normal; BadAddress says in a sentence what is wrong."""
    raw = text.strip()
    shown = raw[:ADDRESS_LIMIT]
    if invisible(raw):
        raise BadAddress(msg("link-bad-invisible"))
    if not raw:
        raise BadAddress(msg("link-bad-empty"))
    if len(raw) > ADDRESS_LIMIT:
        raise BadAddress(msg("link-bad-long", limit=ADDRESS_LIMIT))
    if "://" not in raw:
        raw = f"ws://{raw}"
    scheme = raw.split("://", 1)[0].lower()
    if scheme not in SCHEMES:
        raise BadAddress(msg("link-bad-scheme", address=shown, scheme=scheme[:20]))
    try:
        parts = urlsplit(raw)
    except ValueError:  # "[::1" (a bracket left open)
        raise BadAddress(msg("link-bad-bracket", address=shown)) from None
    if parts.username is not None or parts.password is not None or parts.query or parts.fragment:
        raise BadAddress(msg("link-bad-extra", address=shown))
    netloc = parts.netloc.rpartition("@")[2]
    if netloc.startswith("[") and "]" not in netloc:
        raise BadAddress(msg("link-bad-bracket", address=shown))
    host = parts.hostname or ""
    if not host:
        raise BadAddress(msg("link-bad-no-host", address=shown))
    if netloc.startswith("["):
        try:
            ipaddress.IPv6Address(host.split("%", 1)[0])
        except ValueError:
            raise BadAddress(msg("link-bad-bracket", address=shown)) from None
    elif ":" in host:
        raise BadAddress(msg("link-bad-bracket", address=shown))
    port_text = netloc.rpartition("]")[2] if netloc.startswith("[") else netloc
    port_text = port_text.rpartition(":")[2] if ":" in port_text else ""
    port: int | None = None
    if ":" in (netloc.rpartition("]")[2] if netloc.startswith("[") else netloc):
        if not (port_text.isascii() and port_text.isdigit() and len(port_text) <= 5 and 1 <= int(port_text) <= 65535):
            raise BadAddress(msg("link-bad-port", port=port_text[:12] or "-"))
        port = int(port_text)
    return Address(scheme, _ascii_host(host, shown), port, parts.path.rstrip("/"))
