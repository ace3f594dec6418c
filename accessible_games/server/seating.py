"""Sitting down at a table: create, join, resume, watch; a connection bound to its seat and told what it missed."""

from __future__ import annotations

import math
import secrets
from functools import lru_cache
from typing import Any

from ..core.protocol import BOT_LEVELS, BadSetting, Setup
from ..games import games
from ..core.codes import normalize, spoken, valid_chosen
from .lobby import host_lang
from .lookalike import look_alike, name_keys
from .table import BOT, HUMAN, OPEN, Entry, Table, TableSeat, clean_name, token_hash
from ..core.wire import RESERVED_NAMES, WireError
from .state import ServerState
from .connection import REPLACED, Connection


CATCH_UP = 400  # log steps re-sent at most to a returning connection
CATCH_UP_BYTES = {True: 65536, False: 16384}  # and at most this much text (a seat, a listener)


@lru_cache(maxsize=1)
def reserved_keys() -> frozenset[str]:
    """The skeletons of the names that read as "you" (RESERVED_NAMES), in every case."""
    return frozenset(key for word in RESERVED_NAMES for key in name_keys(word))


def _name(name: Any) -> str:
    """A player's name from a client, cleaned; an empty name is refused."""
    cleaned = clean_name(name) if isinstance(name, str) else ""  # a long name is cut, not refused
    if not cleaned:
        raise WireError("malformed", "empty name")
    if not name_keys(cleaned.strip(".!?")).isdisjoint(reserved_keys()):  # "Yоu" with a Cyrillic о reads as "you" too
        raise WireError("name-reserved")
    return cleaned


class Seating(ServerState):
    """Tables made, joined, resumed and watched."""

    async def _on_create(self, conn: Connection, data: dict[str, Any]) -> None:
        if self.open_count >= self.limits.tables:
            raise WireError("server-full")
        game = games().get(data["game"])
        if game is None:
            raise WireError("bad-setup", "game")
        variant = data.get("variant") or game.variants[0]
        try:
            options = game.check_options(variant, data.get("options", {}))
        except BadSetting:
            raise WireError("bad-setup", "variant or option") from None
        asked = data["seats"]
        kinds = [s["kind"] for s in asked]
        if (
            not game.min_players <= len(asked) <= game.max_players
            or kinds.count("host") > 1
            or ("host" not in kinds and "guest" in kinds)
        ):
            raise WireError("bad-setup", "seats")
        seats: list[TableSeat] = []
        for wanted in asked:
            if wanted["kind"] == "bot":
                level = wanted.get("level") or "normal"
                if level not in BOT_LEVELS:
                    raise WireError("bad-setup", "bot level")
                seats.append(TableSeat("", BOT, level))  # each client names bots in its own language
            elif wanted["kind"] == "host":
                seats.append(TableSeat(_name(wanted.get("name")), HUMAN))
            else:
                seats.append(TableSeat("", OPEN))
        alone = "host" not in kinds
        refusal = self.creators.refusal(conn.key, alone)
        if refusal is not None:
            raise WireError(refusal)
        code, shown = await self._new_code(conn, data.get("code"))
        setup = Setup(self.options.seed_source(), len(seats), variant, options)
        delay = float(data.get("bot_delay", self.options.default_bot_delay))
        absence = float(data.get("absence", self.options.default_absence)) if data.get("stand_in", True) else math.inf
        table = Table(
            code,
            shown,
            game,
            setup,
            seats,
            absence,
            bool(data.get("spectators", True)),
            max(delay, self.limits.bot_delay) if alone else delay,
        )
        host = kinds.index("host") if "host" in kinds else None  # no host: an all-bot table, its creator listens
        table.host = host
        table.listed = bool(data.get("listed", False)) and host is not None
        table.lang = host_lang(data.get("lang"))
        token = secrets.token_urlsafe(24) if host is not None else None
        if host is not None and token is not None:
            seats[host].token = token_hash(token)
        await self.db.add_table(table)
        self._in_memory(table)
        self.open_count += 1
        self.creators.created(code, conn.key, alone)
        self.stats["tables-created"] += 1
        async with self._step(table):
            self._seat(conn, table, host, token, 0)
        self._wake_bots(table)

    async def _new_code(self, conn: Connection, chosen: str | None) -> tuple[str, str]:
        """A free table code and how it is said; a chosen one must be long enough and free.

        A chosen code is a look-up of that code: whether it is free or taken tells the asker what a join
        would, so it is rationed as a join is (refused while the address or its network is blocked, and
        counted against both), except for the creator of a table asking for its own table's code again."""
        if chosen is not None:
            code = normalize(chosen)
            mine = self.creators.owner.get(code, ("", False))[0] == conn.key
            if not mine:
                self._check_guard(conn)
            if not valid_chosen(chosen):
                raise WireError("code-taken")
            taken = code in self.tables or await self.db.has_code(code)
            if not mine:
                self.guesses.failed(conn.key)
            if taken:
                raise WireError("code-taken")
            return code, " ".join(clean_name(chosen).split())
        while True:
            code = self.options.code_source()
            if code not in self.tables and not await self.db.has_code(code):
                return code, spoken(code)

    async def _find(self, conn: Connection, code: str) -> Table:
        """The table with this code. Codes are secrets: an address (or a network) over its allowance of
        failed look-ups gets no answer at all, right code or wrong."""
        self._check_guard(conn)
        table = await self.table(normalize(code))
        if table is None:
            raise self._failed_lookup(conn, "no-table")
        return table

    async def _on_join(self, conn: Connection, data: dict[str, Any]) -> None:
        table = await self._find(conn, data["code"])
        name = _name(data["name"])
        async with self._step(table):
            self._join(conn, table, name)

    def _join(self, conn: Connection, table: Table, name: str) -> None:
        if table.locked:
            raise WireError("table-locked")
        if table.open_seat() is None:
            raise WireError("table-full")
        if any(look_alike(seat.name, name) for seat in table.seats if seat.kind == HUMAN):
            raise WireError("name-taken")  # names are unique at a table, whatever their case or lookalike letters
        if table.knock and table.host is not None:
            self.knock(conn, table, name)
            return
        self.sit_guest(conn, table, name)

    def sit_guest(self, conn: Connection, table: Table, name: str) -> None:
        """A guest takes the first open seat (the host let them in, or the table needs no knock); in the table's step."""
        index = table.open_seat()
        if index is None or table.locked:
            raise WireError("table-full" if index is None else "table-locked")
        if any(look_alike(seat.name, name) for seat in table.seats if seat.kind == HUMAN):
            raise WireError("name-taken")  # someone took the name while this guest knocked
        token = secrets.token_urlsafe(24)
        self._publish(table, table.take_seat(index, name, token), seat_changed=index)
        self._seat(conn, table, index, token, 0)
        self._wake_bots(table)

    async def _token_right(self, data: dict[str, Any]) -> bool:
        """True when the request's seat token is right for its code: the copy in memory, else one index look-up
        of the token's hash (no table is read). Nothing is counted."""
        code, token = normalize(str(data.get("code") or "")), str(data.get("token") or "")
        table = self.tables.get(code)
        if table is not None:
            return table.seat_of(token) is not None
        return code not in self.damaged and await self.db.has_token(code, token_hash(token))

    async def _on_resume(self, conn: Connection, data: dict[str, Any]) -> None:
        """A seat comes back with its token. A token is 192 random bits, beyond guessing, so a right one always
        comes back, even from a blocked address; a wrong one (or a code with no table: the answer is the same,
        and so is its time) counts as a failed look-up, and leaves no table loaded for it."""
        code, token = normalize(str(data["code"])), str(data["token"])
        if not await self._token_right(data):
            raise self._failed_lookup(conn, "bad-token")  # no table is read for a wrong token
        table = await self.table(code)
        if table is not None and table.seat_of(token) in table.held_elsewhere:
            await self._bring_up_to_date(code)  # a link moving, or one whose process died: the store says which
            table = await self.table(code)
        if table is None or table.seat_of(token) is None:
            raise self._failed_lookup(conn, "bad-token")
        async with self._step(table):
            self._resume(conn, table, data)

    def _resume(self, conn: Connection, table: Table, data: dict[str, Any]) -> None:
        index = table.seat_of(data["token"])
        if index is None:
            raise self._failed_lookup(conn, "bad-token")
        old = self.holders.get((table.code, index))
        if old is not None:
            old.table = None  # the new link replaces it without an "away" notice; the old client stops
            self.listeners[table.code].discard(old)
            self.tasks.start(old.ws.close(REPLACED, "replaced"), "closing a link")
        timer = self.timers.pop((table.code, index), None)
        if timer is not None:
            timer.cancel()
        if old is None and index not in table.held_elsewhere and not table.over:  # a link moving: not "back"
            self._publish(table, table.notice("net-seat-back", index))
        self._seat(conn, table, index, None, int(data.get("seen", 0)), taken=old is not None)
        self._wake_bots(table)  # a paused table goes on when one of its players is back

    async def _on_watch(self, conn: Connection, data: dict[str, Any]) -> None:
        table = await self._find(conn, data["code"])
        async with self._step(table):
            if not table.spectators:
                raise WireError("no-spectators")
            self._seat(conn, table, None, None, int(data.get("seen", 0)))

    def _seat(
        self, conn: Connection, table: Table, seat: int | None, token: str | None, seen: int, taken: bool = False
    ) -> None:
        """Bind a connection to its table and seat; tell it who it is, then what it missed (`taken`: the seat was
        played from another link until now, so nothing was missed by the player)."""
        conn.table, conn.seat = table, seat
        self.lobby.leave(conn)
        self.listeners[table.code].add(conn)
        if seat is not None:
            self.holders[(table.code, seat)] = conn
            table.held_elsewhere.pop(seat, None)
            table.holder_gone.pop(seat, None)
            self.db.hold(table.code, seat)
        fields: dict[str, Any] = {
            "code": table.code,
            "shown": table.shown,
            "seat": seat,
            "game": table.game.name,
            "variant": table.setup.variant,
            "options": table.setup.options,
        }
        if token is not None:
            fields["token"] = token
        conn.send("seated", **fields)
        missed = self._catch_up(table, seen, seat)  # all of it goes to the history; the summary counts moves
        if seen == 0 and seat is not None:  # an app started again: what was played since this seat went away
            away = [
                entry.seq
                for entry in table.entries
                if entry.kind == "notice" and entry.seat == seat and entry.data.get("notice") == "net-seat-away"
            ]
            seen = away[-1] if away else 0
        moves = (
            len(table.moves)
            if seen == 0
            else sum(1 for entry in table.entries if entry.kind == "move" and entry.seq > seen)
        )
        extra = {"taken": True} if taken else {}
        conn.send_text(
            self._update(table, missed, seat, missed=len(missed), moves=moves, played=len(table.moves), **extra)
        )
        table.forget_observations()

    @staticmethod
    def _catch_up(table: Table, seen: int, viewer: int | None) -> list[Entry]:
        """The steps a connection missed since `seen`, newest kept, within a step and a size budget."""
        budget = CATCH_UP_BYTES[viewer is not None]
        missed: list[Entry] = []
        for entry in reversed(table.entries[-CATCH_UP:]):
            if entry.seq <= seen:
                break
            messages, events = table.heard(entry, viewer)
            budget -= len(messages) + len(events)
            if budget < 0:
                break
            missed.append(entry)
        missed.reverse()
        return missed
