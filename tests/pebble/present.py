"""Pebble's events as messages for one seat."""

from __future__ import annotations

from accessible_games.core.messages import Msg, column_pan, msg
from accessible_games.core.protocol import Event

from .rules import CELLS
from .view import PebbleView


def cell_msg(cell: int) -> Msg:
    """A cell by its number and points."""
    return msg("pebble-cell", cell=cell + 1, points=CELLS[cell])


def present(view: PebbleView, events: list[Event]) -> list[Msg]:
    """The events the view's seat may see, as messages ("You" for its own)."""
    viewer = view.player
    out: list[Msg] = []
    for event in events:
        if not event.visible_to(viewer):
            continue
        a = event.args
        if event.kind == "start":
            out.append(msg("pebble-start", rounds=a["rounds"]))
        elif event.kind == "hidden":
            out.append(
                msg("pebble-you-hid", cell=cell_msg(a["cell"]), cue="marker", pan=column_pan(a["cell"], len(CELLS)))
            )
        elif event.kind == "hid" and a["player"] != viewer:
            out.append(msg("pebble-hid", player=a["player"]))
        elif event.kind == "rolled":
            out.append(msg("pebble-rolled", die=a["die"], cue="dice"))
        elif event.kind == "revealed":
            out.append(
                msg(
                    "pebble-revealed",
                    player=a["player"],
                    self=a["player"] == viewer,
                    cell=cell_msg(a["cell"]),
                    gain=a["gain"],
                    total=a["total"],
                    cue="score-up" if a["gain"] else "zero",
                )
            )
    return out
