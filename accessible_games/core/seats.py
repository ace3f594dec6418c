"""Seats at the table: who plays, human or bot."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .names import player_name
from .protocol import BOT_LEVELS, BadSetting


@dataclass(frozen=True)
class Seat:
    """One seat at the table: a player's name and, for a bot, its level ("easy", "normal", "hard")."""

    name: str
    bot: str | None = None

    @property
    def is_bot(self) -> bool:
        """True for a bot seat."""
        return self.bot is not None


def parse_players(spec: str, bot_name: Callable[[int, str], str]) -> list[Seat]:
    """Parse "Anna,bot,bot:hard" into seats; the n-th bot (from 1) is named bot_name(n, level).

    Raises BadSetting naming the bad entry and the accepted forms, and NameRefused (from core.names)
    for a name with nothing visible in it; every name passes core.names.player_name.
    """
    seats: list[Seat] = []
    bots = 0
    for raw in spec.split(","):
        entry = raw.strip()
        if not entry:
            raise BadSetting("--players", spec, f"NAME, bot, bot:{'|'.join(BOT_LEVELS)}")
        lowered = entry.lower()
        if lowered == "bot" or lowered.startswith("bot:"):
            level = lowered.partition(":")[2] or "normal"
            if level not in BOT_LEVELS:
                raise BadSetting("--players", entry, ", ".join(f"bot:{name}" for name in BOT_LEVELS))
            bots += 1
            seats.append(Seat(bot_name(bots, level), level))
        else:
            seats.append(Seat(player_name(entry), None))
    return seats
