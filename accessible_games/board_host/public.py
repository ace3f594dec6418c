"""A table's public data as a player's side uses it (the app's online screen and the browser seat alike):
the seats as named players, and the class of the game's views."""

from __future__ import annotations

from typing import Any, Callable

from ..core.messages import Msg, msg
from ..core.protocol import Game, Setup
from ..core.seats import Seat


def table_seats(public: list[dict[str, Any]], tr: Callable[[Msg], str]) -> list[Seat]:
    """The seats a table sent, as players: bots named ("Bot 1") and open seats called so by `tr`, in the listener's language."""
    seats: list[Seat] = []
    bots = 0
    for seat in public:
        if seat.get("kind") == "bot":
            bots += 1
            level = str(seat.get("level") or "normal")
            seats.append(Seat(tr(msg("bot-name", number=bots, level=level)), level))
        else:
            seats.append(Seat(str(seat.get("name") or tr(msg("net-open-seat")))))
    return seats


def view_class(game: Game[Any, Any], variant: str, options: dict[str, str], players: int) -> Any:
    """The class of the game's views (each has `from_json`), found from a throwaway game."""
    state, _events = game.new_game(Setup(0, players, variant, options))
    return type(game.observe(state, None))
