"""What one player may know: the per-player view that bots (and tests) are built on.

It is made only from public knowledge (the log of uncovered chips and turns of the box, the
face-up card, stack sizes, hand sizes) and that player's own secrets (their hand, a card they drew
blindly). It never holds the layout: a cell is known only if its chip was uncovered.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core.protocol import Event
from .box import BLANK, rotate, view_size
from .rules import RamsesState, diagonal, hole_chip, hole_view, to_move


@dataclass(frozen=True)
class Sighting:
    """One uncovered chip as remembered: where it lies now (view coordinates) and when it was seen."""

    serial: int   # position of the sighting in the public log (stable through turns of the box)
    turn: int     # the turn serial it was seen in
    row: int
    col: int
    chip: str


@dataclass
class PlayerView:
    """Everything `player` may know now."""

    player: int
    players: int
    rows: int
    cols: int
    hole: tuple[int, int]
    hole_chip: str
    sightings: dict[tuple[int, int], Sighting]  # latest sighting of each cell, current coordinates
    hand: list[str]
    hand_sizes: list[int]
    active: list[bool]
    stage: int
    stack_sizes: list[int]
    open_card: str | None
    phase: str
    to_move: int | None
    owner: int
    turn: int
    sought: str | None           # the treasure searched for now, if this player may know it
    search_kind: str | None
    names: list[str] = field(default_factory=list)
    diagonal: bool = False


def player_view(state: RamsesState, player: int) -> PlayerView:
    """Build `player`'s view from the public log and their own secrets only."""
    sightings: dict[tuple[int, int], Sighting] = {}
    quarter = 0
    for serial, entry in enumerate(state.log):
        if entry[0] == "u":
            _, turn, row, col, chip = entry
            sightings[(row, col)] = Sighting(serial, turn, row, col, chip)
        else:
            sightings = _turned(sightings, quarter, int(entry[1]))
            quarter = (quarter + int(entry[1])) % 4
    rows, cols = view_size(quarter)
    task = state.task
    sought = None
    kind = task.get("kind") if state.phase == "search" else None
    if kind is not None:
        secret = kind == "fata" and player not in (state.owner, task.get("victim"))
        if not secret:
            sought = str(task["targets"][task["step"]])
    return PlayerView(
        player=player, players=state.players, rows=rows, cols=cols, hole=hole_view(state),
        hole_chip=hole_chip(state), sightings=sightings, hand=list(state.hands[player]),
        hand_sizes=[len(h) for h in state.hands], active=list(state.active), stage=state.stage,
        stack_sizes=[len(s) for s in state.stacks], open_card=state.open_card, phase=state.phase,
        to_move=to_move(state), owner=state.owner, turn=state.turn, sought=sought, search_kind=kind,
        names=list(task.get("names", [])), diagonal=diagonal(state),
    )


def sightings_from_events(events: list[Event], player: int) -> dict[tuple[int, int], Sighting]:
    """The same memory as `player_view` builds, from the events `player` was entitled to see.

    It shows that the public log in the state holds nothing but what those events told.
    """
    sightings: dict[tuple[int, int], Sighting] = {}
    quarter, serial = 0, 0
    for event in events:
        if not event.visible_to(player):
            continue
        args = event.args
        if event.kind == "game-started":
            sightings[(args["row"], args["col"])] = Sighting(serial, 0, args["row"], args["col"], BLANK)
            serial += 1
        elif event.kind == "uncovered":
            row, col = args["row"], args["col"]
            sightings[(row, col)] = Sighting(serial, args["turn"], row, col, args["chip"])
            serial += 1
        elif event.kind == "box-turned":
            sightings = _turned(sightings, quarter, int(args["quarters"]))
            quarter = (quarter + int(args["quarters"])) % 4
            serial += 1
    return sightings


def _turned(sightings: dict[tuple[int, int], Sighting], quarter: int, quarters: int) -> dict[tuple[int, int], Sighting]:
    """Remap remembered cells after the box turned `quarters` clockwise from orientation `quarter`."""
    rows, cols = view_size(quarter)
    out: dict[tuple[int, int], Sighting] = {}
    for s in sightings.values():
        row, col = rotate(s.row, s.col, rows, cols, quarters)
        out[(row, col)] = Sighting(s.serial, s.turn, row, col, s.chip)
    return out
