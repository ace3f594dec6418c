"""Coming back to a table, or listening from the middle of a game: a short summary, the rest to the history.

The first update after sitting down carries what the seat missed ("missed", "played", "moves"). A
terminal seat and a browser seat decide alike what is said and what is only filed: a few missed
lines are said as they are; more make one summary (moves since you left, whose turn, the scores).
"""

from __future__ import annotations

from typing import Any

from ..core.messages import Msg, msg

SHORT_CATCH_UP = 6  # missed lines said as they are; more make a short summary (the rest goes to the history)
SELF_NOTICES = {
    "net-seat-joined": "online-self-joined",
    "net-seat-back": "online-self-back",
    "net-seat-bot": "online-self-bot",
    "net-chat": "online-self-chat",
}


def as_listener_hears(message: Msg, seat: int | None) -> Msg:
    """A seat notice or chat line about this seat, said to this seat as "you"."""
    if seat is not None and message.id in SELF_NOTICES and message.args.get("player") == seat:
        return Msg(SELF_NOTICES[message.id], dict(message.args))
    return message


def not_about_self_gone(message: Msg, seat: int | None) -> bool:
    """False for a notice that this very seat lost its link: a player coming back is never told they were gone."""
    return not (seat is not None and message.id == "net-seat-away" and message.args.get("player") == seat)


def catching_up(data: dict[str, Any]) -> bool:
    """True for the first update after sitting down or coming back (it says what was missed)."""
    return "missed" in data


def summarized(data: dict[str, Any], heard: list[Msg]) -> bool:
    """True when what was missed is too long to say: a summary is said and the lines are filed."""
    return catching_up(data) and bool(int(data.get("played") or 0)) and len(heard) > SHORT_CATCH_UP


def summary_head(data: dict[str, Any], listening_late: bool) -> Msg:
    """The summary's first line: moves since this seat left, or (a listener arriving) moves so far."""
    moves = int(data.get("moves") or 0)
    if data.get("taken"):  # the player never left: another tab or window of theirs held the seat until now
        return msg("online-taken-over", moves=moves)
    return msg("online-in-progress", moves=moves) if listening_late else msg("online-back", moves=moves)
