"""Sixty-One events and sheets as messages: rolls, choices, bonuses, read-backs of the sheet.

Only message ids and arguments: every word lives in locales/<lang>/sixtyone.ftl.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...core.messages import Msg, column_pan
from ...core.protocol import Event, Move
from .rules import SixtyOneState, visible_sheet
from .view import SixtyOneView
from .sheet import (
    AREAS,
    FOX,
    JOKER,
    LEAF_ACORNS,
    LEAF_END,
    LEAF_JOKERS,
    LEAVES,
    MARSHMALLOWS,
    PUMPKINS,
    Cell,
    Sheet,
    area_acorns,
    cell_acorns,
    leaf_bonus_acorns,
    cell_open,
    next_mark,
    open_cells,
    skewer_of,
    write_gain,
)

AREA_GROUPS: dict[int, tuple[tuple[int, tuple[int, ...]], ...]] = {
    PUMPKINS: ((1, (0, 1)), (2, (2, 3))),
    MARSHMALLOWS: ((1, (0, 1)), (2, (2, 3, 4))),
    FOX: ((1, (0, 1, 2)), (2, (3, 4)), (3, (5,))),
}


def area_pan(area: int) -> float:
    """Stereo pan of an area: areas 1 to 6 from left to right."""
    return column_pan(area - 1, 6)


def area_name(area: int) -> Msg:
    """The area's name."""
    return Msg("sixtyone-area", {"area": area})


def cell_name(area: int, cell: int) -> Msg:
    """A cell's name inside its area ("mushroom 3", "left skewer, marshmallow 2", "top")."""
    if area == PUMPKINS:
        group, pos = cell // 2 + 1, cell % 2 + 1
    elif area == MARSHMALLOWS:
        group, pos = skewer_of(cell) + 1, (cell + 1 if cell < 2 else cell - 1)
    else:
        group, pos = 1, cell + 1
    return Msg("sixtyone-cell", {"area": area, "cell": cell + 1, "group": group, "pos": pos})


def value_msg(value: Cell) -> Msg:
    """A cell's content: a number, X, or empty."""
    if value is None:
        return Msg("sixtyone-empty")
    return Msg("sixtyone-value", {"value": value})


def joined(items: Sequence[Msg], last: str = "sixtyone-list-and", sep: str = "sixtyone-list-comma") -> Msg:
    """Several phrases as one list: "2, 5 and 5" (`last` joins the final two, `sep` the others)."""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return Msg(last, {"first": items[0], "second": items[1]})
    return Msg(sep, {"first": items[0], "second": joined(items[1:], last, sep)})


def numbers(values: Sequence[int]) -> Msg:
    """Numbers as a spoken list ("2, 5 and 5")."""
    return joined([value_msg(v) for v in values])


def dice_msg(dice: Sequence[int]) -> Msg:
    """The roll as a phrase."""
    return numbers(sorted(dice))


# --- events -------------------------------------------------------------------------------


def present(view: SixtyOneView, events: list[Event]) -> list[Msg]:
    """Events as messages for the view's seat; a choice that seat already heard is not repeated."""
    viewer = view.player
    out: list[Msg] = []
    revealed_round = False
    for event in events:
        if not event.visible_to(viewer):
            continue
        if event.kind == "reveal":
            if not revealed_round:
                revealed_round = True
                out.append(Msg("sixtyone-reveal", {"round": event.args["round"]}))
            if event.args["player"] != viewer:
                out.extend(choice_messages(event.args["player"], event.args["choice"], viewer))
            continue
        out.extend(event_messages(event, viewer))
    return out


def _who(player: int, viewer: int | None) -> dict[str, Any]:
    """The self/other arguments of a player's phrase."""
    return {"player": player, "self": player == viewer}


def event_messages(event: Event, viewer: int | None) -> list[Msg]:
    """One event as messages."""
    a = event.args
    kind = event.kind
    if kind == "roll":
        return [Msg("sixtyone-roll", {"round": a["round"], "dice": dice_msg(a["dice"])}, cue="dice")]
    if kind == "game-over":
        return [Msg(f"sixtyone-end-{a['reason']}", {"round": a["round"]})]
    who = _who(a["player"], viewer)
    if kind == "take-back":
        return [
            Msg("sixtyone-taken-back", who, cue="move").with_parts(*choice_messages(a["player"], a["choice"], viewer))
        ]
    if kind == "write":
        return [
            Msg(
                "sixtyone-write",
                {
                    **who,
                    "value": a["value"],
                    "area": area_name(a["area"]),
                    "cell": cell_name(a["area"], a["cell"]),
                    "gain": a["gain"],
                    "leaf": a["leaf"],
                    "total": a["total"],
                },
                cue="marker",
                pan=area_pan(a["area"]),
            )
        ]
    if kind == "pass":
        return [Msg("sixtyone-pass", {**who, "leaf": a["leaf"], "total": a["total"]}, cue="zero")]
    if kind == "leaf-bonus":
        return [Msg("sixtyone-leaf-bonus", {**who, "total": a["total"], "acorns": a["acorns"]}, cue="bonus")]
    if kind == "joker-won":
        return [Msg("sixtyone-joker-won", {**who, "total": a["total"]}, cue="joker")]
    if kind == "joker-lost":
        return [Msg("sixtyone-joker-lost", {**who, "total": a["total"]}, cue="zero")]
    if kind == "joker":
        return [
            Msg(
                "sixtyone-joker-placed",
                {**who, "area": area_name(a["area"]), "cell": cell_name(a["area"], a["cell"]), "gain": a["gain"]},
                cue="joker",
                pan=area_pan(a["area"]),
            )
        ]
    if kind == "area-complete":
        return [
            Msg(
                "sixtyone-area-complete",
                {**who, "area": area_name(a["area"])},
                cue="area-complete",
                pan=area_pan(a["area"]),
            )
        ]
    if kind == "area-first":
        return [
            Msg(
                "sixtyone-area-first",
                {**who, "area": area_name(a["area"]), "acorns": a["acorns"], "shared": a["shared"]},
                cue="area-first",
                pan=area_pan(a["area"]),
            )
        ]
    return []


def choice_messages(player: int, choice: dict[str, Any], viewer: int | None) -> list[Msg]:
    """A player's whole round choice (write or pass, leaf bonus, joker, completions) as messages."""
    events: list[Event] = []
    total = choice.get("total", 0)
    if choice.get("kind") == "write":
        events.append(Event("write", {"player": player, **choice}))
    elif choice.get("kind") == "pass":
        events.append(Event("pass", {"player": player, "leaf": choice["leaf"], "total": total}))
    if total in LEAF_ACORNS:
        events.append(Event("leaf-bonus", {"player": player, "total": total, "acorns": LEAF_ACORNS[total]}))
    elif total in LEAF_JOKERS:
        if choice.get("joker_lost"):
            events.append(Event("joker-lost", {"player": player, "total": total}))
        else:
            events.append(Event("joker-won", {"player": player, "total": total}))
    if "joker" in choice:
        events.append(Event("joker", {"player": player, **choice["joker"]}))
    for area in choice.get("complete", []):
        events.append(Event("area-complete", {"player": player, "area": area}))
    return [m for e in events for m in event_messages(e, viewer)]


# --- moves --------------------------------------------------------------------------------


def completes(sheet: Sheet, area: int, cell: int) -> bool:
    """True when filling `cell` fills the last empty cell of the area."""
    cells = sheet.cells(area)
    return all(v is not None for i, v in enumerate(cells) if i != cell)


def leaf_effect(total: int, joker_fits: bool = True) -> dict[str, Any]:
    """What reaching a leaf total brings, as message arguments: a bonus, a joker (or its loss), the end."""
    if total in LEAF_ACORNS:
        effect = "acorns"
    elif total in LEAF_JOKERS:
        effect = "joker" if joker_fits else "joker-lost"
    else:
        effect = "none"
    return {"effect": effect, "acorns": LEAF_ACORNS.get(total, 0), "end": total >= LEAF_END}


def spot_msg(sheet: Sheet, area: int, cell: int) -> Msg:
    """Where a move list line writes when any of several equivalent cells would do: "left skewer", "an empty pumpkin"."""
    if area == PUMPKINS:
        partner = sheet.cells(area)[cell ^ 1]
        return Msg("sixtyone-spot", {"area": area, "group": cell // 2 + 1, "new": partner is None})
    if area == MARSHMALLOWS:
        return Msg("sixtyone-spot", {"area": area, "group": skewer_of(cell) + 1, "new": False})
    return cell_name(area, cell)


def move_line(sheet: Sheet, move: Move, grouped: bool = False) -> Msg:
    """One choice of the move list, with its consequence (no final stop: it is also a menu item).

    `grouped`: the line stands for every equivalent cell, so it names the skewer or pumpkin only.
    """
    kind = move["kind"]
    if kind == "pass":
        total = sheet.total + move["leaf"]
        return Msg(
            "sixtyone-move-pass", {"leaf": move["leaf"], "total": total, **leaf_effect(total, sheet.any_open(JOKER))}
        )
    area, cell = move["area"], move["cell"]
    value = move.get("value", JOKER)
    args: dict[str, Any] = {
        "area": area_name(area),
        "cell": spot_msg(sheet, area, cell) if grouped else cell_name(area, cell),
        "gain": write_gain(area, sheet.cells(area), cell, value),
        "complete": completes(sheet, area, cell),
    }
    if kind == "joker":
        return Msg("sixtyone-move-joker", args, pan=area_pan(area))
    total = sheet.total + move["leaf"]
    after = sheet.copy()
    after.cells(area)[cell] = value
    args.update(value=value, leaf=move["leaf"], total=total, **leaf_effect(total, after.any_open(JOKER)))
    return Msg("sixtyone-move-write", args, pan=area_pan(area))


# --- reading the sheet back -----------------------------------------------------------------


def open_values(sheet: Sheet, area: int) -> list[int]:
    """Die values that fit some cell of the area now."""
    cells = sheet.cells(area)
    return [v for v in range(1, 7) if open_cells(area, cells, v)]


def roll_fits(state: SixtyOneState, sheet: Sheet, area: int, cell: int) -> list[int]:
    """Values of this roll that can be written in the cell now (the area die must show `area`)."""
    dice = list(state.dice)
    if area not in dice:
        return []
    rest = list(dice)
    rest.remove(area)
    cells = sheet.cells(area)
    return sorted({v for v in rest if cell_open(area, cells, cell, v)})


def cell_line(state: SixtyOneState, sheet: Sheet, area: int, cell: int, joker: bool) -> Msg:
    """The sheet cursor on one cell: content, name ($coordinates: first, last or off), acorns ($verbosity
    full), and whether it is open now."""
    value = sheet.cells(area)[cell]
    if joker:
        fits: list[int] = [JOKER] if cell_open(area, sheet.cells(area), cell, JOKER) else []
    else:
        fits = roll_fits(state, sheet, area, cell) if not state.over else []
    args: dict[str, Any] = {
        "content": value_msg(value),
        "area": area_name(area),
        "cell": cell_name(area, cell),
        "acorns": cell_acorns(area, cell),
        "group": area in (PUMPKINS, MARSHMALLOWS),
        "open": bool(fits),
        "fits": numbers(fits) if fits else "",
        "filled": value is not None,
    }
    return Msg("sixtyone-cell-line", args, pan=area_pan(area))


def area_cells_msg(sheet: Sheet, area: int) -> Msg:
    """The cells of an area, grouped by pumpkin, skewer or den row."""
    cells = sheet.cells(area)
    groups = AREA_GROUPS.get(area)
    if groups is None:
        return joined([value_msg(v) for v in cells], "sixtyone-list-comma")
    parts = [
        Msg(
            "sixtyone-group",
            {
                "area": area,
                "group": group,
                "cells": joined([value_msg(cells[c]) for c in members], "sixtyone-list-comma"),
            },
        )
        for group, members in groups
    ]
    return joined(parts, "sixtyone-list-semicolon", "sixtyone-list-semicolon")


def area_read(state: SixtyOneState, sheet: Sheet, area: int) -> Msg:
    """One area read back: cells, acorns so far, what still completes it, and ($verbosity full) its bonus."""
    cells = sheet.cells(area)
    empty = sum(1 for v in cells if v is None)
    values = open_values(sheet, area)
    if sheet.first[area - 1] or state.over:
        bonus = "none"
    else:
        bonus = "taken" if state.first_round[area - 1] is not None else "open"
    read = Msg(
        "sixtyone-area-read",
        {
            "area": area_name(area),
            "cells": area_cells_msg(sheet, area),
            "acorns": area_acorns(area, cells),
            "empty": empty,
            "takes": numbers(values) if values else "",
            "any": len(values) == 6,
            "none": not values,
            "first": sheet.first[area - 1],
            "bonus": bonus,
        },
        pan=area_pan(area),
    )
    takers = [p for p, other in enumerate(state.sheets) if other.first[area - 1]]
    if not takers or (sheet.first[area - 1] and len(takers) == 1):
        return read
    viewer = getattr(state, "player", None)
    names = joined([Msg("sixtyone-who", _who(p, viewer)) for p in takers])
    return read.with_parts(Msg("sixtyone-first-by", {"players": names, "count": len(takers)}))


def leaf_read(sheet: Sheet) -> Msg:
    """The leaf row: total, leaves used, next bonus and how far it is."""
    total = sheet.total
    mark = next_mark(total)
    if mark is None:
        return Msg(
            "sixtyone-leaf-past", {"total": total, "leaves": len(sheet.leaves), "left": LEAVES - len(sheet.leaves)}
        )
    bonus = (
        Msg("sixtyone-bonus-joker")
        if mark in LEAF_JOKERS
        else Msg("sixtyone-bonus-acorns", {"acorns": LEAF_ACORNS[mark]})
    )
    return Msg(
        "sixtyone-leaf-read",
        {
            "total": total,
            "leaves": len(sheet.leaves),
            "left": LEAVES - len(sheet.leaves),
            "mark": mark,
            "bonus": bonus,
            "distance": mark - total,
        },
    )


def score_read(sheet: Sheet, player: int, viewer: int | None) -> Msg:
    """A player's acorns with their breakdown."""
    b = sheet.breakdown()
    return Msg(
        "sixtyone-score",
        {
            **_who(player, viewer),
            "total": b["total"],
            "cells": sum(b["areas"]),
            "first": b["first"],
            "leaves": b["leaves"],
            "leaf": sheet.total,
        },
    )


def sheet_read(state: SixtyOneState, sheet: Sheet) -> list[Msg]:
    """The whole sheet, area by area, then the leaf row."""
    return [area_read(state, sheet, area) for area in AREAS] + [leaf_read(sheet)]


def player_sheet(state: SixtyOneState, owner: int, viewer: int | None) -> list[Msg]:
    """Another player's sheet as the viewer may know it (this round's hidden choice left out)."""
    sheet = visible_sheet(state, owner, viewer)
    head = score_read(sheet, owner, viewer)
    return [Msg("sixtyone-sheet-of", {**_who(owner, viewer)}), head] + sheet_read(state, sheet)


def scores_read(state: SixtyOneState, viewer: int | None) -> list[Msg]:
    """Every player's score, as the viewer may know it."""
    return [score_read(visible_sheet(state, p, viewer), p, viewer) for p in range(state.players)]


def final_read(state: SixtyOneState, viewer: int | None) -> list[Msg]:
    """The final breakdown of every player, area by area; the total only when no ranking said it (alone)."""
    out: list[Msg] = []
    for player, sheet in enumerate(state.sheets):
        b = sheet.breakdown()
        areas = joined(
            [Msg("sixtyone-area-acorns", {"area": area_name(a), "acorns": b["areas"][a - 1]}) for a in AREAS]
        )
        out.append(
            Msg(
                "sixtyone-final-solo" if state.players == 1 else "sixtyone-final-parts",
                {
                    **_who(player, viewer),
                    "total": b["total"],
                    "areas": areas,
                    "first": b["first"],
                    "leaves": b["leaves"],
                },
            )
        )
    return out


def leaf_bonus_msg(total: int) -> Msg | str:
    """The bonus a leaf total gives ("a joker X", "2 acorns"), or "" when it gives none."""
    if total in LEAF_JOKERS:
        return Msg("sixtyone-bonus-joker")
    if total in LEAF_ACORNS:
        return Msg("sixtyone-bonus-acorns", {"acorns": LEAF_ACORNS[total]})
    return ""


def compare_area(state: SixtyOneState, area: int, viewer: int | None) -> Msg:
    """One area across every player: "Mushrooms: you 3 of 5, Anna 4 of 5 (first)", as the viewer may know them."""
    size = len(state.sheets[0].cells(area))
    parts = [
        Msg(
            "sixtyone-compare-one",
            {
                **_who(p, viewer),
                "filled": sum(1 for v in sheet.cells(area) if v is not None),
                "size": size,
                "acorns": area_acorns(area, sheet.cells(area)),
                "first": sheet.first[area - 1],
            },
        )
        for p, sheet in enumerate(state.sheets)
    ]
    return Msg(
        "sixtyone-compare",
        {"area": area_name(area), "players": joined(parts, "sixtyone-list-semicolon", "sixtyone-list-semicolon")},
        pan=area_pan(area),
    )


def compare_leaves(state: SixtyOneState, viewer: int | None) -> Msg:
    """The leaf row across every player: each one's leaf total and the acorns its leaf bonuses gave."""
    parts = [
        Msg(
            "sixtyone-compare-leaf-one",
            {
                **_who(p, viewer),
                "total": sheet.total,
                "leaves": len(sheet.leaves),
                "acorns": leaf_bonus_acorns(sheet.leaves),
            },
        )
        for p, sheet in enumerate(state.sheets)
    ]
    return Msg(
        "sixtyone-compare-leaves", {"players": joined(parts, "sixtyone-list-semicolon", "sixtyone-list-semicolon")}
    )
