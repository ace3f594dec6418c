"""Reaching a table server: the TLS context a wss:// link uses, and why a link could not open, in a sentence.

A wss:// server is checked against the system's trust store, as a browser does; a club with a certificate
of its own gives its file (`--cafile FILE`), trusted besides. Every way a link can fail to open (a name
no resolver knows, nobody listening, a certificate that is not trusted, out of date or made for another
name, a plain server asked for TLS or the reverse, no answer in time) becomes one message the player hears.
"""

from __future__ import annotations

import asyncio
import socket
import ssl
from pathlib import Path
from typing import Any

from websockets.exceptions import InvalidHandshake, InvalidStatus, InvalidURI

from ..core.messages import Msg, msg
from ..core.text import clean_text

DETAIL_LIMIT = 120  # characters of a system's own wording kept in a message

# OpenSSL's verify codes (X509_V_ERR_*) that a player can act on.
EXPIRED = (9, 10)  # not yet valid, expired
SELF_SIGNED = (18, 19, 20, 21)  # self-signed, in the chain, no local issuer, cannot verify the first
WRONG_NAME = (62, 64)  # host name mismatch, IP address mismatch


class BadCaFile(ValueError):
    """A --cafile that cannot be read as certificates: `reason` says why."""

    def __init__(self, reason: Msg) -> None:
        super().__init__(reason.id)
        self.reason = reason


def client_context(cafile: str | None = None) -> ssl.SSLContext:
    """A TLS context that checks the server: the system's trust store, plus `cafile`'s certificates when given."""
    context = ssl.create_default_context(ssl.Purpose.SERVER_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    if cafile is not None:
        path = Path(cafile)
        if not path.is_file():
            raise BadCaFile(msg("link-cafile-missing", path=clean_text(cafile, DETAIL_LIMIT)))
        try:
            context.load_verify_locations(cafile=str(path))
        except (OSError, ssl.SSLError, ValueError) as error:
            raise BadCaFile(
                msg("link-cafile-bad", path=clean_text(cafile, DETAIL_LIMIT), detail=detail(error))
            ) from None
    return context


def detail(error: BaseException) -> str:
    """The system's own words about `error`, short and with nothing a terminal would act on."""
    text = getattr(error, "verify_message", None) or getattr(error, "strerror", None) or str(error)
    return clean_text(str(text), DETAIL_LIMIT) or type(error).__name__


def failure_reason(error: BaseException, address: str) -> Msg:
    """Why a link to `address` did not open, as the sentence the player hears."""
    shown = clean_text(address, DETAIL_LIMIT)
    if isinstance(error, BadCaFile):
        return error.reason
    if isinstance(error, ssl.SSLCertVerificationError):
        code = getattr(error, "verify_code", 0)
        if code in EXPIRED:
            return msg("link-tls-expired", address=shown)
        if code in WRONG_NAME:
            return msg("link-tls-wrong-name", address=shown)
        if code in SELF_SIGNED:
            return msg("link-tls-untrusted", address=shown)
        return msg("link-tls-refused", address=shown, detail=detail(error))
    if isinstance(error, ssl.SSLError) or (
        isinstance(error, ConnectionResetError) and address.lower().startswith("wss://")
    ):  # wss:// to a server without TLS (it answers the TLS greeting with an HTTP error, or drops it)
        return msg("link-tls-not-tls", address=shown)
    if isinstance(error, socket.gaierror):
        return msg("link-no-such-host", address=shown)
    if isinstance(error, ConnectionRefusedError):
        return msg("link-refused", address=shown)
    if isinstance(error, (asyncio.TimeoutError, TimeoutError)):
        return msg("link-timeout", address=shown)
    if isinstance(error, (InvalidURI, ValueError, UnicodeError)):
        return msg("link-bad-host", address=shown)
    if isinstance(error, InvalidStatus):  # an HTTP server, not a table server (or a proxy's error page)
        return msg("link-not-a-server", address=shown, detail=str(error.response.status_code))
    if isinstance(error, (InvalidHandshake, EOFError)):  # ws:// to a TLS server, or another protocol
        return msg("link-not-a-server-plain", address=shown)
    if isinstance(error, OSError):
        return msg("link-unreachable", address=shown, detail=detail(error))
    return msg("link-unreachable", address=shown, detail=type(error).__name__)


def refusal_reason(code: str, **fields: Any) -> Msg:
    """The sentence for a server's error code (with its arguments, such as how long a blocked address waits); a
    code this app does not know gets a general one that names it."""
    known = code.isascii() and len(code) <= 40 and all(char.isalnum() or char == "-" for char in code)
    if known:
        from ..i18n import catalog

        if catalog("en").has(f"net-error-{code}"):
            return msg(f"net-error-{code}", **fields)
    return msg("link-error-unknown", code=clean_text(code, 40) or "-")
