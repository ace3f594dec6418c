"""Moves and bots on a table: each step published to the connections that may know it, bots playing at pace."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from ..core.seats import Seat
from .table import BOT, HUMAN, Entry, Table
from ..core.wire import WireError, encode
from .state import ServerState
from .connection import Connection


log = logging.getLogger("accessible_games.net")


class Play(ServerState):
    """Steps told to the table, and its bots."""

    def _publish(
        self, table: Table, entry: Entry, seat_changed: int | None = None, forget_chat: int | None = None
    ) -> None:
        """Store a new log step (one transaction), send each connection what it may know of it, wake the bots.

        The step that ends the game archives the table: it no longer counts toward any cap.
        """
        self.db.add_entry(table, entry, seat_changed, forget_chat)
        self.stats[entry.kind] += 1
        if table.over and not table.archived:
            table.archived = True
            self.open_count -= 1
            self.creators.closed(table.code)
            self.chat.forget(table.code)
            self.stats["tables-finished"] += 1
        texts: dict[int | None, str] = {}
        for conn in list(self.listeners.get(table.code, ())):
            if conn.seat not in texts:
                texts[conn.seat] = self._update(table, [entry], conn.seat)
            conn.send_text(texts[conn.seat])
        table.forget_observations()
        self._wake_bots(table)

    def _update(self, table: Table, entries: list[Entry], viewer: int | None, **extra: Any) -> str:
        """One viewer's update as JSON text: the messages and events it may know of `entries` (kept
        as text in each entry), its observation (text, made once a step), the seats, whose turn, its legal moves."""
        to_move = None if table.over else table.game.to_move(table.state)
        head = encode(
            "update",
            seq=table.seq,
            seats=[seat.to_public(seat.kind == BOT or self._held(table, i)) for i, seat in enumerate(table.seats)],
            to_move=to_move,
            legal=table.legal(viewer),
            started=table.started,
            over=table.over,
            ranking=table.ranking(),
            scores=table.game.scores(table.state) if table.over else None,
            **self.table_fields(table, viewer),
            **extra,
        )
        heard = [table.heard(entry, viewer) for entry in entries]
        messages = ",".join(said[1:-1] for said, _ in heard if len(said) > 2)
        events = ",".join(seen[1:-1] for _, seen in heard if len(seen) > 2)
        view = table.observation(viewer)
        return f'{head[:-1]},"view":{view},"messages":[{messages}],"events":[{events}]}}'

    def present(self, table: Table) -> bool:
        """True when a human player of the table is connected, or it has none (bots alone play on);
        a table whose every player is away pauses: no bot finishes a game for absent friends."""
        humans = [index for index, seat in enumerate(table.seats) if seat.kind == HUMAN]
        return not humans or any(self._held(table, index) for index in humans)

    def _wake_bots(self, table: Table) -> None:
        """Start the table's bot player if a bot (or a stand-in) is to move and none is thinking."""
        task = self.bots.get(table.code)
        if not self.db.owns(table.code):
            return
        if table.to_bot() is not None and self.present(table) and (task is None or task.done()):
            self.bots[table.code] = self.tasks.start(self._bot_turns(table), "a table's bots")

    async def _bot_turns(self, table: Table) -> None:
        """Play bot moves at the table's pace until a human is to move; the thinking runs off the loop.

        A table whose every player is away pauses (no bot finishes a game for absent friends). A
        table with no person at it (bots alone) moves no faster than the server's floor and waits in
        the bot pool behind every table with people; the tables of one creator take one turn between them.
        """
        while (turn := table.to_bot()) is not None and self.present(table):
            alone = self._unattended(table)
            await asyncio.sleep(max(table.bot_delay, self.limits.bot_delay) if alone else table.bot_delay)
            if table.to_bot() != turn or not self.present(table):
                continue
            moves = len(table.moves)
            try:
                creator = self.creators.owner.get(table.code, ("", False))[
                    0
                ]  # tables rebuilt after a restart share a lane
                move = await self.runner.move(table.bot_job(*turn), alone=alone, address=creator, table=table.code)
            except Exception:  # noqa: BLE001 - a failing bot is logged; the table waits rather than the server falling
                log.exception("a bot failed at table %s", table.shown)
                self.stats["bot-failed"] += 1
                return
            if self.tables.get(table.code) is not table or not self.db.owns(table.code):
                return
            try:
                async with self._step(table):
                    if table.to_bot() != turn or len(table.moves) != moves or not self.present(table):
                        continue
                    self._publish(table, table.play(turn[0], move))
            except Exception as error:  # noqa: BLE001 - the table is reloaded (its bot with it); the server goes on
                if not self._unreachable(error):
                    log.exception("a bot's move could not be stored at table %s", table.shown)
                return

    def _unattended(self, table: Table) -> bool:
        """True when no person is at the table now: bots alone, or every human seat away (bots stand in)."""
        return not any(seat.kind == HUMAN and self._held(table, index) for index, seat in enumerate(table.seats))

    def _on_replay(self, conn: Connection, table: Table) -> None:
        """A finished table's replay, as a save file the app opens, for the table's players only."""
        if conn.seat is None:
            raise WireError("not-seated")
        if not table.over:
            raise WireError("not-over")
        from ..session import Session

        session = Session(
            table.game,
            table.setup,
            [Seat(s.name, s.level if s.kind == BOT else None) for s in table.seats],
            table.state,
            moves=list(table.moves),
        )
        conn.send("replay", save=session.to_json())

    def _on_chat(self, conn: Connection, table: Table, text: str) -> None:
        """A chat line, within the link's and the table's allowance; the database keeps the newest lines' text."""
        if not self.chat.allowed(conn.chat, table.code, len(table.chat_seqs)):
            raise WireError("chat-limit")
        entry = table.chat(conn.seat, text)
        kept = self.limits.chat_kept
        forget = table.chat_seqs[-kept - 1] if len(table.chat_seqs) > kept else None
        self._publish(table, entry, forget_chat=forget)
