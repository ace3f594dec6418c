"""Oflameron events and field as messages: every card in words, the changing thing first."""

from __future__ import annotations

from typing import Any

from ...core.messages import Msg, column_pan
from ...core.protocol import Event
from .cards import END, EXTRA, GRID, LOOP, NUMBERS, SHEET, card_slug, make_up
from .rules import OflameronTable, rounds_limit
from .view import OflameronView


def round_total(state: OflameronTable) -> int:
    """The rounds a game lasts at most, as said with the round: the grid's agreed number, the sheet's
    rows above the bottom one (the top row ends it), 0 for the loop (no limit)."""
    if state.variant == SHEET:
        return state.rows - 1
    return rounds_limit(state)


def card_msg(card: str, variant: str) -> Msg:
    """A card or cell value in words ("plus fifteen", "Z, score to zero")."""
    return Msg(f"oflameron-card-{card_slug(card, variant)}")


def card_cue(card: str, delta: int) -> str:
    """The sound of reaching a card: bonus, penalty, zero, marker, or the score's direction."""
    if card in ("P", "T"):
        return "bonus"
    if card == "B":
        return "penalty"
    if card == "Z":
        return "zero"
    if card == EXTRA:
        return "marker"
    if card == END:
        return "event"
    if card in NUMBERS:
        return "score-up" if delta > 0 else "score-down"
    return "move"


def row_name(state: OflameronTable, row: int) -> Msg:
    """A row as the player knows it: bottom, middle, top (grid of 2 or 3 rows), or its number."""
    if state.variant == GRID and state.rows <= 3:
        names = ["bottom", "top"] if state.rows == 2 else ["bottom", "middle", "top"]
        return Msg("oflameron-row-named", {"name": names[row]})
    return Msg("oflameron-row-number", {"row": row + 1, "rows": state.rows})


def cell_msg(state: OflameronTable, row: int, column: int, coordinates: str | None = None) -> Msg:
    """A card with where it lies, first, last or not at all as the player's $coordinates setting says
    (`coordinates` overrides it where the place must be said, as in a hint)."""
    column %= state.columns
    card = card_msg(state.field[row][column], state.variant)
    args: dict[str, Any] = {"card": card, "column": column + 1}
    if coordinates is not None:
        args["coordinates"] = coordinates
    if state.variant == LOOP:
        return Msg("oflameron-loop-cell", args)
    if state.variant == SHEET:
        args["row"] = row + 1
        return Msg("oflameron-sheet-cell", args)
    return Msg("oflameron-cell", args)


def _pan(state: OflameronTable, column: int) -> float:
    return column_pan(column % state.columns, state.columns)


def _landing_args(state: OflameronTable, args: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    """The arguments every landing message shares."""
    return {
        "player": args["player"],
        "self": args["player"] == viewer,
        "card": card_msg(args["card"], state.variant),
        "column": args["column"] + 1,
        "row": args.get("row", 0) + 1,
        "score": args["score"],
        "delta": args["delta"],
    }


def _penalty_parts(state: OflameronTable, args: dict[str, Any]) -> tuple[Msg, ...]:
    """The grid's B: every card drawn, and what the last one cost."""
    drawn: list[str] = args.get("drawn", [])
    parts: list[Msg] = []
    for card in drawn[:-1]:  # only B and END are drawn again; by their faces (END does not end here)
        parts.append(
            Msg(
                "oflameron-penalty-again",
                {"card": Msg(f"oflameron-face-{card_slug(card, GRID)}"), "face": card.lower()},
            )
        )
    if drawn:
        last = drawn[-1]
        if last in ("B", END):
            parts.append(Msg("oflameron-penalty-none"))
        else:
            parts.append(
                Msg(
                    "oflameron-penalty-card",
                    {
                        "card": Msg(f"oflameron-face-{card_slug(last, GRID)}"),
                        "zero": "yes" if last == "Z" else "back" if args["delta"] > 0 else "no",
                        "score": args["score"],
                        "loss": -args["delta"],
                        "gain": args["delta"],
                    },
                )
            )
    return tuple(parts)


def present(view: OflameronView, events: list[Event]) -> list[Msg]:
    """Events as messages for the view's seat (every Oflameron event is public)."""
    out: list[Msg] = []
    shifted: list[Event] = []  # one player's markers brought down by the same shift: said as one line
    over = any(event.kind == "game-over" for event in events)
    for event in events:
        if not event.visible_to(view.player) or (over and event.kind == "replaced"):  # no card is needed after the end
            continue
        if shifted and (event.kind != "shifted" or event.args["player"] != shifted[0].args["player"]):
            out.append(_shifted_msg(view, shifted, view.player))
            shifted = []
        if event.kind == "shifted" and view.variant == GRID:
            shifted.append(event)
            continue
        out.extend(_event_msgs(view, event, view.player))
    if shifted:
        out.append(_shifted_msg(view, shifted, view.player))
    return out


def _shifted_msg(state: OflameronTable, events: list[Event], viewer: int | None) -> Msg:
    """Every marker of one player after a shift, in one line: "Shift, you: T, column 7; +5, column 2; score 1,110"."""
    first = events[0].args
    parts: list[Msg] = []
    for event in events:
        a = event.args
        short = Msg(f"oflameron-face-short-{card_slug(a['card'], state.variant)}")
        parts.append(Msg("oflameron-shift-marker", {"card": short, "column": a["column"] + 1}))
        parts.extend(_penalty_parts(state, a))
    parts.append(Msg("oflameron-shift-score", {"score": events[-1].args["score"]}))
    head = Msg(
        "oflameron-shift-landed",
        {"player": first["player"], "self": first["player"] == viewer},
        cue=card_cue(first["card"], first["delta"]),
        pan=_pan(state, first["column"]),
    )
    return head.with_parts(*parts)


def _event_msgs(state: OflameronTable, event: Event, viewer: int | None) -> list[Msg]:
    args = event.args
    kind = event.kind
    if kind == "start":
        return [
            Msg(
                f"oflameron-start-{args['variant']}",
                {"rows": args["rows"], "columns": args["columns"], "players": args["players"]},
            )
        ]
    if kind == "round":
        return [Msg("oflameron-round", {"round": args["round"], "rounds": round_total(state)})]
    if kind == "rolled":
        return [
            Msg(
                "oflameron-rolled",
                {
                    "player": args["player"],
                    "self": args["player"] == viewer,
                    "die": args["die"],
                    "marker": args["marker"] + 1,
                    "markers": args["markers"],
                },
                cue="dice",
            )
        ]
    if kind in ("placed", "bought", "extra-placed", "moved", "shifted"):
        return [_landing_msg(state, event, viewer)]
    if kind == "replaced":
        return [
            Msg(
                "oflameron-replaced",
                {"new": card_msg(args["new"], LOOP), "old": card_msg(args["old"], LOOP), "column": args["column"] + 1},
                cue="card",
                pan=_pan(state, args["column"]),
            )
        ]
    if kind == "shift":  # the new top row, briefly: its faces left to right (U reads it in full)
        cards = args.get("top", [])
        top = [
            Msg(
                "oflameron-top-item" if c < len(cards) - 1 else "oflameron-top-last",
                {"card": Msg(f"oflameron-face-short-{card_slug(card, state.variant)}")},
            )
            for c, card in enumerate(cards)
        ]
        return [Msg("oflameron-shift-top", {"round": args["round"]}, cue="shift").with_parts(*top)]
    if kind == "x-declined":
        return [Msg("oflameron-x-declined", {"player": args["player"], "self": args["player"] == viewer})]
    if kind == "game-over":
        over_args: dict[str, Any] = {"reason": args["reason"], "rounds": rounds_limit(state)}
        if "ender_player" in args:
            over_args["ender_player"] = args["ender_player"]
            over_args["self"] = args["ender_player"] == viewer
        else:
            over_args["self"] = False
        return [Msg("oflameron-over", over_args)]
    return []


def _landing_msg(state: OflameronTable, event: Event, viewer: int | None) -> Msg:
    """A marker reached a card: the card first, then who, where, and the score."""
    args = event.args
    kind = event.kind
    common = _landing_args(state, args, viewer)
    cue = card_cue(args["card"], args["delta"])
    pan = _pan(state, args["column"])
    drawn = args.get("drawn", [])
    # the grid's B: the score is said after the penalty card, not before it
    penalty = "-penalty" if drawn and drawn[-1] not in ("B", END) else ""
    if kind == "placed":
        message = Msg(f"oflameron-placed-{state.variant}{penalty}", common, cue=cue, pan=pan)
    elif kind == "bought":
        message = Msg(
            f"oflameron-bought{penalty}",
            {**common, "price": args["price"], "markers": args["markers"]},
            cue=cue,
            pan=pan,
        )
    elif kind == "extra-placed":
        message = Msg(
            "oflameron-extra-placed", {**common, "price": args["price"], "markers": args["markers"]}, cue=cue, pan=pan
        )
    elif kind == "shifted":
        message = Msg(
            f"oflameron-shifted{penalty}",
            {**common, "marker": args["marker"] + 1, "markers": len(state.markers[args["player"]])},
            cue=cue,
            pan=pan,
        )
    else:
        steps = args["steps"]
        moved = {**common, "direction": "left" if steps < 0 else "right", "distance": abs(steps)}
        message = Msg(f"oflameron-moved-{state.variant}{penalty}", moved, cue=cue, pan=pan)
    parts = list(_penalty_parts(state, args))  # END needs no part: the game-over message follows at once
    offer = args.get("offer", "")
    if offer:
        parts.append(Msg(f"oflameron-x-{offer}", {"player": args["player"], "self": args["player"] == viewer}))
    return message.with_parts(*parts) if parts else message


# --- reading the field (for the board's keys) ----------------------------------------------
def row_read(state: OflameronTable, row: int) -> Msg:
    """One whole row: its name, then every card left to right with its column."""
    items = [
        Msg("oflameron-item", {"column": c + 1, "card": card_msg(card, state.variant)})
        for c, card in enumerate(state.field[row])
    ]
    return Msg("oflameron-row-read", {"row": row_name(state, row)}).with_parts(*items)


def loop_read(state: OflameronTable) -> Msg:
    """The whole loop, position by position clockwise."""
    items = [
        Msg("oflameron-item", {"column": c + 1, "card": card_msg(card, LOOP)}) for c, card in enumerate(state.field[0])
    ]
    return Msg("oflameron-loop-read", {"count": state.columns}).with_parts(*items)


def column_read(state: OflameronTable, player: int, marker: int) -> Msg:
    """The cards above one marker, from the next row up to the top."""
    column = state.markers[player][marker]
    row = state.marker_rows[player][marker]
    items = [
        Msg(
            "oflameron-above-item", {"row": row_name(state, r), "card": card_msg(state.field[r][column], state.variant)}
        )
        for r in range(row + 1, state.rows)
    ]
    head = Msg(
        "oflameron-column-read",
        {"column": column + 1, "marker": marker + 1, "markers": len(state.markers[player]), "count": len(items)},
        pan=_pan(state, column),
    )
    return head.with_parts(*items)


def loop_ahead(state: OflameronTable, player: int, count: int) -> Msg:
    """The cards ahead of the player's marker, by steps clockwise."""
    position = state.markers[player][0]
    items = [
        Msg("oflameron-ahead-item", {"steps": k, "card": card_msg(state.card_at(0, position + k), LOOP)})
        for k in range(1, count + 1)
    ]
    return Msg("oflameron-ahead-read", {"column": position + 1, "count": count}).with_parts(*items)


def deck_read(cards: list[str], variant: str) -> Msg:
    """The make-up of a pile: how many of each value."""
    counts = make_up(cards)
    items = [
        Msg("oflameron-deck-item", {"count": n, "card": Msg(f"oflameron-face-{card_slug(card, variant)}")})
        for card, n in counts.items()
    ]
    return Msg("oflameron-deck-read", {"count": len(cards)}).with_parts(*items)


def scores_read(state: OflameronTable, viewer: int | None) -> list[Msg]:
    """Every player's score and markers, in seat order."""
    return [
        Msg(
            "oflameron-score-line",
            {"player": p, "self": p == viewer, "score": state.scores[p], "markers": len(state.markers[p])},
        )
        for p in range(state.players)
    ]


def positions_read(state: OflameronTable, viewer: int | None) -> list[Msg]:
    """Where every player's markers stand, with the card under each."""
    out: list[Msg] = []
    for p in range(state.players):
        for index, column in enumerate(state.markers[p]):
            row = state.marker_rows[p][index]
            out.append(
                Msg(
                    "oflameron-position-line",
                    {
                        "player": p,
                        "self": p == viewer,
                        "marker": index + 1,
                        "markers": len(state.markers[p]),
                        "cell": cell_msg(state, row, column),
                    },
                    pan=_pan(state, column),
                )
            )
    if not out:
        out.append(Msg("oflameron-no-markers"))
    return out
