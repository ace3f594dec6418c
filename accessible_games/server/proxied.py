"""The client's real address behind a reverse proxy (`serve --trusted-proxy CIDR`).

A link from a trusted proxy names its client in a PROXY protocol header (version 1, text, or version 2,
binary) sent before anything else, or else in the HTTP request's `X-Forwarded-For` header. Both are
believed only from a peer inside a trusted network: anyone else could write them, so from any other peer
the header is not even looked for, and the link's address is its peer's. Every limit then counts the
client's address, not the proxy's.
"""

from __future__ import annotations

import ipaddress
import struct
from typing import Iterable

V1 = b"PROXY "
V2 = b"\r\n\r\n\x00\r\nQUIT\n"
V1_LONGEST = 107  # bytes of the longest version 1 header, its CRLF included
V2_LONGEST = 16 + 216  # a version 2 header's fixed part and the most we accept after it (addresses, a few TLVs)

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


class BadHeader(ValueError):
    """A trusted peer sent a PROXY header that cannot be read: the link is closed."""


class TrustedProxies:
    """The networks whose links may name their client."""

    def __init__(self, networks: Iterable[str] = ()) -> None:
        self.networks: tuple[Network, ...] = tuple(ipaddress.ip_network(text, strict=False) for text in networks)

    def __bool__(self) -> bool:
        return bool(self.networks)

    def trusts(self, address: str) -> bool:
        """True when `address` (a peer's IP, as the socket gives it) lies in a trusted network."""
        try:
            ip = ipaddress.ip_address(address.split("%", 1)[0])
        except ValueError:
            return False
        if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
            ip = ip.ipv4_mapped
        return any(ip.version == network.version and ip in network for network in self.networks)

    def forwarded_for(self, header: str | None, peer: str) -> str:
        """The client named by `X-Forwarded-For` from a trusted `peer`: the nearest address that is not itself
        a trusted proxy (what lies beyond it, the client could have written). The peer when there is none."""
        if header is None or not self.trusts(peer):
            return peer
        named = peer
        for part in reversed(header.split(",")):
            text = part.strip().strip('"')
            if text.startswith("[") and "]" in text:  # "[2001:db8::1]:4711"
                text = text[1 : text.index("]")]
            elif text.count(":") == 1:  # "192.0.2.1:4711"
                text = text.split(":", 1)[0]
            try:
                named = str(ipaddress.ip_address(text))
            except ValueError:
                return named  # garbage further on was written by someone untrusted
            if not self.trusts(named):
                return named
        return named


def proxy_header(data: bytes) -> tuple[str | None, int] | None:
    """Read a PROXY protocol header at the start of `data`: (the client's address, or None for a proxy's own
    link such as a health check; the header's length), None when more bytes are needed. `BadHeader` when the
    data is neither a header nor its beginning: a trusted proxy that sends PROXY headers sends them always."""
    if data[: len(V2)] == V2[: len(data)] and data[:1] == b"\r":
        return _version_2(data)
    if data[: len(V1)] == V1[: len(data)]:
        return _version_1(data)
    raise BadHeader("no PROXY header")


def starts_header(data: bytes) -> bool | None:
    """True when `data` opens a PROXY header, False when it cannot (plain HTTP), None when too short to tell."""
    for signature in (V1, V2):
        if data[: len(signature)] == signature[: len(data)]:
            return True if len(data) >= len(signature) else None
    return False


def _version_1(data: bytes) -> tuple[str | None, int] | None:
    end = data.find(b"\r\n", 0, V1_LONGEST)
    if end < 0:
        if len(data) >= V1_LONGEST:
            raise BadHeader("PROXY v1 header too long")
        return None
    parts = data[:end].decode("ascii", "replace").split(" ")
    if len(parts) >= 2 and parts[1] == "UNKNOWN":
        return None, end + 2
    if len(parts) != 6 or parts[1] not in ("TCP4", "TCP6"):
        raise BadHeader("PROXY v1 header malformed")
    try:
        ip = ipaddress.ip_address(parts[2])
        int(parts[4]), int(parts[5])
    except ValueError:
        raise BadHeader("PROXY v1 address malformed") from None
    if (ip.version == 4) != (parts[1] == "TCP4"):
        raise BadHeader("PROXY v1 family mismatch")
    return str(ip), end + 2


def _version_2(data: bytes) -> tuple[str | None, int] | None:
    if len(data) < 16:
        return None
    if data[:12] != V2:
        raise BadHeader("PROXY v2 signature malformed")
    version_command, family, length = data[12], data[13], struct.unpack("!H", data[14:16])[0]
    if version_command >> 4 != 2 or version_command & 0x0F not in (0, 1) or 16 + length > V2_LONGEST:
        raise BadHeader("PROXY v2 header malformed")
    if len(data) < 16 + length:
        return None
    body = data[16 : 16 + length]
    if version_command & 0x0F == 0:  # LOCAL: the proxy's own link (a health check)
        return None, 16 + length
    if family >> 4 == 1 and len(body) >= 12:
        return str(ipaddress.IPv4Address(body[:4])), 16 + length
    if family >> 4 == 2 and len(body) >= 36:
        return str(ipaddress.IPv6Address(body[:16])), 16 + length
    if family >> 4 in (0, 3):  # UNSPEC, or a UNIX socket: no address to count by
        return None, 16 + length
    raise BadHeader("PROXY v2 address malformed")
