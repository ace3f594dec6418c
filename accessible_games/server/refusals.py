"""Refusals: an error answered and counted, a private server's password, and the guard on look-ups.

A refused look-up is answered no sooner than any other would be, so its time tells nothing.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
from typing import Any

from ..core.wire import Blocked, WireError
from .state import ServerState
from .connection import Connection


log = logging.getLogger("accessible_games.net")


class Refusals(ServerState):
    """Answering refusals, and rationing look-ups by address."""

    def _pace_refusal(self, conn: Connection, started: float) -> None:
        """A refused look-up's answer leaves `refusal_time` after its request arrived, whether the code named a
        table (loaded, searched) or none: the time it took tells nothing. One that took longer is counted."""
        loop_time = asyncio.get_running_loop().time()
        due = started + self.limits.refusal_time
        if loop_time > due and self.limits.refusal_time > 0:
            self.stats["refusal-late"] += 1
            late = self.stats["refusal-late"]
            if late & (late - 1) == 0:  # the 1st, 2nd, 4th, 8th ... time: the log stays readable under a flood
                log.warning(
                    "refused look-ups took longer than --refusal-time %d times (%.3f s)", late, loop_time - started
                )
        conn.hold_until = max(conn.hold_until, due)

    def _refuse(self, conn: Connection, error: WireError, ref: Any) -> None:
        """Answer an error and count it."""
        self.stats[error.code] += 1
        if error.code not in ("not-your-turn", "illegal-move"):
            conn.violations += 1
        fields = {"wait": error.wait} if isinstance(error, Blocked) else {}
        conn.send("error", code=error.code, ref=ref, **fields)

    def _check_password(self, conn: Connection, data: dict[str, Any], rationed: bool = True) -> None:
        """A private server: a wrong password is refused and counts as a failed guess from that address.
        `rationed` False (a seat coming back with its right token): a blocked address is still let in."""
        wanted = self.options.password
        if wanted is None:
            return
        if rationed:
            self._check_guard(conn)
        if not hmac.compare_digest(str(data.get("password", "")).encode(), wanted.encode()):
            raise self._failed_lookup(conn, "password")

    def _check_guard(self, conn: Connection) -> None:
        """Refuse every look-up from a blocked address, saying for how long (nothing is looked up)."""
        wait = self.guesses.wait(conn.key)
        if wait > 0:
            raise Blocked(wait)

    def _failed_lookup(self, conn: Connection, code: str) -> WireError:
        """The error for a wrong code, token or password, counted against the address and the server."""
        self.guesses.failed(conn.key)
        return WireError(code)
