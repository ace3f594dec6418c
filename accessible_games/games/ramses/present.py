"""Ramses events as messages for one viewer: self/other phrasing, treasure sounds panned by column.

Rules never know names: events carry seat indexes, and the game screen puts names in for every
argument called player, opponent, giver, taker or ending in _player. Treasures travel as ids in a
`treasure` argument (or `chip`, `first`, `second`), so each locale chooses its own case forms.
"""

from __future__ import annotations

from typing import Any

from ...core.messages import Msg, column_pan, msg
from ...core.protocol import Event
from .box import BLANK
from .cards import card_event, card_treasure, card_value, is_end
from .view import RamsesView

SILENT_EVENTS = {"search-began", "must-name", "must-give"}  # the turn prompt says what to choose
CHOICE_EVENTS = {"gift", "risk", "poker"}  # event cards whose owner names a treasure; the others act at once


def treasure_cue(chip: str) -> str:
    """The sound of a chip: "treasure-<id>" for a treasure, "blank" for an empty chip."""
    return "blank" if chip == BLANK else f"treasure-{chip}"


def treasure_msg(treasure: str) -> Msg:
    """A treasure's name (nominative), for lists and menus."""
    return msg("ramses-treasure", treasure=treasure)


def card_msg(card: str, full: bool = True) -> Msg:
    """A search card described: its treasure and value, or its event (explained when `full`), or the End card."""
    treasure = card_treasure(card)
    if treasure is not None:
        return msg("ramses-card-treasure", treasure=treasure, value=card_value(card))
    event = card_event(card)
    if event is not None:
        return msg("ramses-card-event" if full else "ramses-card-event-short", event=event)
    return msg("ramses-card-end")


def setup_msg(variant: str, options: dict[str, str]) -> Msg:
    """The variant and every option of the table, as one line ("Variant: standard. Slides: 4...")."""
    parts = []
    for key, value in options.items():
        spoken: Any = value if value.isdigit() else msg(f"ramses-option-{key}-{value}")
        parts.append(msg("ramses-setup-option", option=msg(f"ramses-option-{key}"), value=spoken))
    return msg("ramses-setup", variant=msg(f"ramses-variant-{variant}")).with_parts(*parts)


def card_list(hand: list[str]) -> list[Msg]:
    """The cards of a hand, each its own numbered sentence, so the parts never run together."""
    return [msg("ramses-card-listed", n=n, card=card_msg(card)) for n, card in enumerate(hand, 1)]


def present(view: RamsesView, events: list[Event]) -> list[Msg]:
    """Messages about `events` for the view's seat; events that seat may not learn are skipped."""
    viewer = view.player
    professional = view.variant == "professional"
    out: list[Msg] = []
    for index, event in enumerate(events):
        if not event.visible_to(viewer) or event.kind in SILENT_EVENTS:
            continue
        if viewer is not None and viewer in event.args.get("told", ()):
            continue  # the public twin of a private event this seat has just heard in full
        if event.kind == "game-started":
            out.append(setup_msg(view.variant, view.options))
        if event.kind == "wrong" and _gives_next(events[index + 1 :], event.args["player"]):
            out.append(_wrong_then_give(event, viewer))
            continue
        out.extend(_one(event, viewer, professional))
    return out


def _gives_next(later: list[Event], player: int) -> bool:
    """True when a wrong treasure does not end the player's turn at once: a card must be given first."""
    return any(e.kind == "must-give" and e.args["player"] == player for e in later)


def _wrong_then_give(event: Event, viewer: int | None) -> Msg:
    """A wrong treasure that costs a card: said without "your turn ends", since a choice follows."""
    a = event.args
    self = a["player"] == viewer and viewer is not None
    return msg(
        "ramses-wrong-then-give",
        cue="treasure-wrong",
        player=a["player"],
        self=self,
        chip=a["chip"],
        treasure=a["treasure"],
    )


def _self(args: dict[str, Any], viewer: int | None, *keys: str) -> dict[str, Any]:
    """Event args plus `self` (and `<key>_self`) flags telling whether a seat is the viewer."""
    out = dict(args)
    for key in keys:
        flag = "self" if key == "player" else f"{key.removesuffix('_player')}_self"
        out[flag] = args.get(key) == viewer and viewer is not None
    return out


def _one(event: Event, viewer: int | None, professional: bool) -> list[Msg]:
    """The messages of one event."""
    kind, a = event.kind, event.args
    if kind == "game-started":
        return [msg("ramses-opening", rows=a["rows"], cols=a["cols"], row=a["row"] + 1, col=a["col"] + 1)]
    if kind == "stage-began":
        began = msg("ramses-stage-began", stage=a["stage"], cue="event")
        return [began.with_parts(msg("ramses-box-stops"))] if a["stage"] == 3 else [began]
    if kind == "card-turned":
        if is_end(a["card"]):
            return []  # the game-over line that follows names the End card
        args = _self(a, viewer, "player")
        explain = args["self"] and card_event(a["card"]) in CHOICE_EVENTS  # the owner must choose: say how
        return [
            msg(
                "ramses-card-turned",
                cue="card",
                card=card_msg(a["card"], explain),
                player=a["player"],
                self=args["self"],
                left=a["left"],
                stage=a["stage"],
            )
        ]
    if kind == "uncovered":
        pan = column_pan(a["col"], a["cols"])
        line = msg(
            "ramses-uncovered", cue=treasure_cue(a["chip"]), pan=pan, chip=a["chip"], row=a["row"] + 1, col=a["col"] + 1
        )
        if a.get("back") == 1:  # the first slide back and forth of a row: said once, not at each slide
            args = _self(a, viewer, "player")
            line = line.with_parts(msg("ramses-slid-back", player=a["player"], self=args["self"]))
        return [line]
    if kind == "found":
        args = _self(a, viewer, "player")
        return [
            msg(
                "ramses-found",
                cue="treasure-found",
                player=a["player"],
                self=args["self"],
                treasure=a["treasure"],
                value=a["value"],
            )
        ]
    if kind == "lucky":
        args = _self(a, viewer, "player")
        return [msg("ramses-lucky", cue="bonus", player=a["player"], self=args["self"], treasure=a["treasure"])]
    if kind == "wrong":
        args = _self(a, viewer, "player")
        # only a searcher's own card or gift ends their turn here; a Fata Morgana costs a card first,
        # and a desert-poker opponent searches on another player's turn
        ends = a.get("kind", "card") in ("card", "gift")
        return [
            msg(
                "ramses-wrong",
                cue="treasure-wrong",
                player=a["player"],
                self=args["self"],
                chip=a["chip"],
                treasure=a["treasure"],
                ends=ends,
            )
        ]
    if kind == "wrong-hidden":
        args = _self(a, viewer, "player")
        return [msg("ramses-wrong-hidden", cue="treasure-wrong", player=a["player"], self=args["self"])]
    if kind == "left-game":
        args = _self(a, viewer, "player")
        return [msg("ramses-left-game", cue="penalty", player=a["player"], self=args["self"], cards=a["cards"])]
    if kind == "search-passes":
        args = _self(a, viewer, "player")
        return [msg("ramses-search-passes", player=a["player"], self=args["self"], treasure=a["treasure"])]
    if kind == "risk-first-found":
        args = _self(a, viewer, "player")
        return [
            msg("ramses-risk-first-found", cue="score-up", player=a["player"], self=args["self"], treasure=a["next"])
        ]
    if kind == "box-turned":
        return [_box_turned(a, professional)]
    if kind in ("gift-named", "gift-found", "gift-failed", "poker-named", "risk-named-first"):
        args = _self(a, viewer, "player")
        cue = {"gift-found": "treasure-found", "gift-failed": "zero"}.get(kind)
        return [msg(f"ramses-{kind}", cue=cue, player=a["player"], self=args["self"], treasure=a["treasure"])]
    if kind == "risk-named":
        args = _self(a, viewer, "player")
        return [
            msg(
                "ramses-risk-named",
                player=a["player"],
                self=args["self"],
                first=msg("ramses-treasure-acc", treasure=a["first"]),
                second=msg("ramses-treasure-acc", treasure=a["second"]),
            )
        ]
    if kind == "gift-empty":
        args = _self(a, viewer, "player")
        return [msg("ramses-gift-empty", cue="zero", player=a["player"], self=args["self"], treasure=a["treasure"])]
    if kind in ("risk-won", "risk-lost"):
        args = _self(a, viewer, "player")
        cue = "bonus" if kind == "risk-won" else "penalty"
        return [msg(f"ramses-{kind}", cue=cue, player=a["player"], self=args["self"])]
    if kind == "gift-given":
        args = _self(a, viewer, "giver", "taker")
        return [
            msg(
                "ramses-gift-given",
                cue="score-up" if args["taker_self"] else ("score-down" if args["giver_self"] else None),
                giver=a["giver"],
                taker=a["taker"],
                giver_self=args["giver_self"],
                taker_self=args["taker_self"],
                card=card_msg(a["card"]),
                past=False,
            )
        ]
    if kind in ("card-drawn", "card-given"):
        args = _self(a, viewer, "giver", "taker")
        cue = "score-up" if args["taker_self"] else "score-down"
        return [
            msg(
                f"ramses-{kind}",
                cue=cue,
                giver=a["giver"],
                taker=a["taker"],
                giver_self=args["giver_self"],
                taker_self=args["taker_self"],
                card=card_msg(a["card"]),
                past=False,
            )
        ]
    if kind == "gift-given-hidden":
        return [msg("ramses-gift-given-hidden", cue="card", giver=a["giver"], taker=a["taker"], treasure=a["treasure"])]
    if kind in ("card-drawn-hidden", "card-given-hidden"):
        return [msg(f"ramses-{kind}", cue="card", giver=a["giver"], taker=a["taker"])]
    if kind == "fata-drawn":
        args = _self(a, viewer, "player", "giver_player")
        return [
            msg(
                "ramses-fata-drawn",
                cue="card",
                player=a["player"],
                self=args["self"],
                giver_player=a["giver_player"],
                giver_self=args["giver_self"],
                treasure=a["treasure"],
                card=card_msg(a["card"]),
                past=False,
            )
        ]
    if kind == "fata-drawn-hidden":
        return [msg("ramses-fata-drawn-hidden", cue="card", player=a["player"], giver_player=a["giver_player"])]
    if kind == "fata-won":
        args = _self(a, viewer, "player")
        return [
            msg(
                "ramses-fata-won",
                cue="treasure-found",
                player=a["player"],
                self=args["self"],
                card=card_msg(a["card"]),
                past=False,
            )
        ]
    if kind == "fata-won-hidden":
        return [
            msg(
                "ramses-fata-won-hidden",
                cue="treasure-found",
                player=a["player"],
                giver_player=a["giver_player"],
                treasure=a["treasure"],
            )
        ]
    if kind == "fata-returned":
        args = _self(a, viewer, "player", "giver_player")
        return [
            msg(
                "ramses-fata-returned",
                player=a["player"],
                self=args["self"],
                giver_player=a["giver_player"],
                giver_self=args["giver_self"],
                card=card_msg(a["card"]),
                past=False,
            )
        ]
    if kind == "fata-returned-hidden":
        return [msg("ramses-fata-returned-hidden", player=a["player"], giver_player=a["giver_player"])]
    if kind == "fata-void":
        args = _self(a, viewer, "player", "giver_player")
        return [
            msg(
                "ramses-fata-void",
                player=a["player"],
                self=args["self"],
                giver_player=a["giver_player"],
                giver_self=args["giver_self"],
            )
        ]
    if kind == "poker-challenge":
        args = _self(a, viewer, "player", "opponent")
        return [
            msg(
                "ramses-poker-challenge",
                player=a["player"],
                self=args["self"],
                opponent=a["opponent"],
                opponent_self=args["opponent_self"],
                treasure=a["treasure"],
            )
        ]
    if kind in ("poker-found", "poker-missed"):
        args = _self(a, viewer, "player", "opponent")
        return [
            msg(
                f"ramses-{kind}",
                player=a["player"],
                self=args["self"],
                opponent=a["opponent"],
                opponent_self=args["opponent_self"],
                treasure=a["treasure"],
            )
        ]
    if kind == "no-cards":
        args = _self(a, viewer, "player")
        return [msg("ramses-no-cards", cue="zero", player=a["player"], self=args["self"])]
    if kind == "cannot-give":
        args = _self(a, viewer, "player")
        return [msg("ramses-cannot-give", cue="zero", player=a["player"], self=args["self"])]
    if kind == "must-give":  # the others hear the card change hands; the giver hears the demand
        if a["player"] != viewer:
            return []
        return [msg("ramses-must-give", player=a["player"], self=True, reason=a["reason"])]
    if kind == "game-over":
        return [msg("ramses-game-over", reason=a["reason"])]
    return []


def _box_turned(a: dict[str, Any], professional: bool) -> Msg:
    """A turn of the box: how far (not in professional mode) and where the hole is now."""
    cue = "box-turn"
    where = dict(row=a["row"] + 1, col=a["col"] + 1, rows=a["rows"], cols=a["cols"])
    if a.get("fixed"):
        return msg("ramses-box-turned-fixed", cue=cue, quarters=a["quarters"], **where)
    coords = msg("ramses-coords-turned")
    if professional:
        return msg("ramses-box-turned-pro", cue=cue, **where).with_parts(coords)
    return msg("ramses-box-turned", cue=cue, quarters=a["quarters"], facing=a["facing"], **where).with_parts(coords)
