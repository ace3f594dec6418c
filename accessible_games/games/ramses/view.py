"""What one seat may know of a Ramses table: the view that the board, hints and bots work from.

It is made only from public knowledge (the log of uncovered chips and turns of the box, the
face-up card, stack sizes, hand sizes, what the turn's owner must do) and that seat's own secrets
(its hand, a card it drew blindly or that was drawn from it). It never holds the layout: a cell
is known only if its chip was uncovered. Once the game is over every hand is shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.protocol import Event, Move, frozen, PlainView
from .box import BLANK, box_to_view, rotate, view_size, view_to_box
from .cards import card_value
from .rules import (
    GIVE,
    NAME,
    OVER,
    PICK,
    SEARCH,
    RamsesState,
    diagonal,
    fixed,
    hole_chip,
    hole_view,
    legal_moves,
    to_move,
)

Cell = tuple[int, int]


@dataclass(frozen=True)
class Sighting:
    """One uncovered chip as remembered: where it lies now (view coordinates) and when it was seen."""

    serial: int  # position of the sighting in the public log (stable through turns of the box)
    turn: int  # the turn serial it was seen in
    row: int
    col: int
    chip: str


@dataclass(frozen=True)
class RamsesView(PlainView):
    """Everything seat `player` (None: a spectator) may know now."""

    player: int | None
    players: int
    variant: str
    options: dict[str, str]
    rows: int
    cols: int
    quarter: int  # quarter turns of the box so far (every player sees it turn)
    frame: int  # the quarter turns coordinates follow (0 when fixed to the box)
    hole: Cell
    hole_chip: str
    sightings: tuple[Sighting, ...]  # latest sighting of each cell, current coordinates, by serial
    hands: tuple[tuple[str, ...] | None, ...]  # the seat's own hand; others' only once the game is over
    hand_sizes: tuple[int, ...]
    active: tuple[bool, ...]
    stage: int
    stack_sizes: tuple[int, ...]
    open_card: str | None
    phase: str
    to_move: int | None
    owner: int
    turn: int
    searcher: int | None  # who searches now (search phase)
    search_kind: str | None  # "card", "gift", "risk", "fata", "poker" (search phase)
    sought: str | None  # the treasure searched for now, if this seat may know it
    step: int  # 0 or 1: which of a Risk's two treasures is sought
    targets: int  # how many treasures this search asks for (2 for a Risk)
    purpose: str | None  # the event card a name or a pick is for ("gift", "risk", "poker")
    names: tuple[str, ...]  # treasures named so far for that card
    give_to: int | None  # a give that must go to this seat (Fata Morgana)
    give_reason: str | None  # why the owner must give ("risk", "fata", "gift")
    diagonal: bool
    end_reason: str | None
    legal: tuple[Move, ...]  # this seat's legal moves now

    @property
    def hand(self) -> list[str]:
        """The seat's own cards (none for a spectator)."""
        own = self.hands[self.player] if self.player is not None else None
        return list(own or ())

    def points(self, seat: int) -> int | None:
        """Points of `seat`'s cards when this view may know them, else None (cards lie face down)."""
        cards = self.hands[seat]
        return None if cards is None else sum(card_value(c) for c in cards)

    def memory(self) -> dict[Cell, Sighting]:
        """The latest sighting of every cell ever uncovered, by (row, col) now."""
        return {(s.row, s.col): s for s in self.sightings}

    @staticmethod
    def from_json(data: dict[str, Any]) -> "RamsesView":
        """Inverse of `to_json`."""
        values = frozen(data)
        values["options"] = dict(data["options"])
        values["sightings"] = tuple(Sighting(**s) for s in data["sightings"])
        values["legal"] = tuple(dict(m) for m in data["legal"])
        return RamsesView(**values)


def observe(state: RamsesState, player: int | None) -> RamsesView:
    """Build `player`'s view (None: a spectator) from the public log and that seat's own secrets only."""
    quarter, sightings = _remembered(state)
    frame = 0 if fixed(state) else quarter
    rows, cols = view_size(frame)
    task = state.task
    searching = state.phase == SEARCH
    kind = task.get("kind") if searching else None
    sought = None
    if kind is not None:
        secret = kind == "fata" and player not in (state.owner, task.get("victim"))
        if not secret:
            sought = str(task["targets"][task["step"]])
    over = state.phase == OVER
    hands = tuple(tuple(h) if over or p == player else None for p, h in enumerate(state.hands))
    return RamsesView(
        player=player,
        players=state.players,
        variant=state.variant,
        options=dict(state.options),
        rows=rows,
        cols=cols,
        quarter=quarter,
        frame=frame,
        hole=hole_view(state),
        hole_chip=hole_chip(state),
        sightings=tuple(sorted(sightings.values(), key=lambda s: s.serial)),
        hands=hands,
        hand_sizes=tuple(len(h) for h in state.hands),
        active=tuple(state.active),
        stage=state.stage,
        stack_sizes=tuple(len(s) for s in state.stacks),
        open_card=state.open_card,
        phase=state.phase,
        to_move=to_move(state),
        owner=state.owner,
        turn=state.turn,
        searcher=int(task["searcher"]) if searching else None,
        search_kind=kind,
        sought=sought,
        step=int(task.get("step", 0)) if searching else 0,
        targets=len(task["targets"]) if searching else 0,
        purpose=task.get("for") if state.phase in (NAME, PICK) else None,
        names=tuple(task.get("names", ())) if state.phase in (NAME, PICK) else (),
        give_to=task.get("to") if state.phase == GIVE else None,
        give_reason=task.get("reason") if state.phase == GIVE else None,
        diagonal=diagonal(state),
        end_reason=state.end_reason,
        legal=tuple(legal_moves(state, player)) if player is not None else (),
    )


def _remembered(state: RamsesState) -> tuple[int, dict[Cell, Sighting]]:
    """The box's quarter turns and the latest sighting of each cell, replayed from the public log.

    Each sighting is kept by its box cell while the log is read and placed in the view once at the end
    (what remapping every sighting at every turn of the box gives, in the same order, for a fraction of it:
    a seat's view is built at every key).
    """
    turning = not fixed(state)
    seen: dict[int, tuple[int, int, str]] = {}  # box cell: serial, turn, chip
    quarter = 0
    for serial, entry in enumerate(state.log):
        if entry[0] == "u":
            _, turn, row, col, chip = entry
            seen[view_to_box(row, col, quarter if turning else 0)] = (serial, turn, chip)
        else:
            quarter = (quarter + int(entry[1])) % 4
    frame = quarter if turning else 0
    sightings: dict[Cell, Sighting] = {}
    for cell, (serial, turn, chip) in seen.items():
        row, col = box_to_view(cell, frame)
        sightings[(row, col)] = Sighting(serial, turn, row, col, chip)
    return quarter, sightings


def sightings_from_events(events: list[Event], player: int | None) -> dict[Cell, Sighting]:
    """The same memory as `observe` builds, from the events `player` was entitled to see.

    It shows that the public log in the state holds nothing but what those events told.
    """
    sightings: dict[Cell, Sighting] = {}
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
            if not args.get("fixed"):
                sightings = _turned(sightings, quarter, int(args["quarters"]))
            quarter = (quarter + int(args["quarters"])) % 4
            serial += 1
    return sightings


def _turned(sightings: dict[Cell, Sighting], quarter: int, quarters: int) -> dict[Cell, Sighting]:
    """Remap remembered cells after the box turned `quarters` clockwise from orientation `quarter`."""
    rows, cols = view_size(quarter)
    out: dict[Cell, Sighting] = {}
    for s in sightings.values():
        row, col = rotate(s.row, s.col, rows, cols, quarters)
        out[(row, col)] = Sighting(s.serial, s.turn, row, col, s.chip)
    return out
