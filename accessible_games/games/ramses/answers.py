"""Ramses II's answers to the generic board, from one seat's view.

Rows are counted from the player's side (row 1 is nearest, drawn at the bottom), so Up moves
away from the player. Coordinates are always as the box lies now, after its turns.
"""

from __future__ import annotations

from typing import Any

from ...core.board_protocol import Action, Choice, Drawing, Focus, Menu, Shape, Translate
from ...core.messages import Msg, column_pan, msg
from .box import neighbours, rotate, view_size
from .cards import card_value
from .present import card_list, card_msg, setup_msg, treasure_cue, treasure_msg
from .rules import GIVE, NAME, OVER, PICK, SEARCH
from .view import RamsesView


def direction(d_row: int, d_col: int) -> str:
    """Name of the way a pyramid moves: "up", "down-left"... (up = away from the player)."""
    vertical = {1: "up", -1: "down", 0: ""}[d_row]
    horizontal = {1: "right", -1: "left", 0: ""}[d_col]
    return "-".join(part for part in (vertical, horizontal) if part)


def slidable(view: RamsesView) -> list[tuple[int, int, int, int]]:
    """Pyramids next to the hole, as (row, col, d_row, d_col)."""
    return neighbours(*view.hole, view.rows, view.cols, view.diagonal)


def slide_direction(view: RamsesView, focus: Focus) -> str | None:
    """The way the pyramid at `focus` would move into the hole, if it can slide now."""
    for row, col, d_row, d_col in slidable(view):
        if (row, col) == focus:
            return direction(-d_row, -d_col)
    return None


def just_moved(view: RamsesView) -> Focus | None:
    """The pyramid the last slide of this turn moved (it stands where the hole was): sliding it back uncovers
    nothing new. None before the turn's first slide."""
    if view.phase != SEARCH or len(view.sightings) < 2:
        return None
    before, last = view.sightings[-2:]
    if (last.row, last.col) != view.hole or last.turn != view.turn:
        return None
    cell = (before.row, before.col)
    return cell if slide_direction(view, cell) is not None else None


def mine(view: RamsesView) -> bool:
    """True when the seat is the one to move."""
    return view.player is not None and view.to_move == view.player


def seeking(view: RamsesView) -> Msg | None:
    """What is being searched for now and by whom, as the seat may know it."""
    if view.phase != SEARCH or view.searcher is None:
        return None
    searcher = view.searcher
    if view.sought is None:  # a Fata Morgana drawn between two others: the treasure stays secret
        return msg("ramses-seeking-secret", player=searcher, self=searcher == view.player)
    return msg(
        "ramses-seeking",
        player=searcher,
        self=searcher == view.player,
        treasure=view.sought,
        kind=view.search_kind,
        step=view.step + 1,
        count=view.targets,
    )


def deciding(view: RamsesView) -> Msg:
    """What the seat to move must decide (outside a search)."""
    if view.phase == NAME:
        purpose = view.purpose or "gift"
        if purpose == "risk" and view.names:
            purpose = "risk-second"
        return msg("ramses-deciding-name", purpose=purpose)
    if view.phase == PICK:
        return msg("ramses-deciding-pick", treasure=view.names[0])
    return msg("ramses-deciding-give", reason=view.give_reason or "risk")


def hole_prompt(view: RamsesView) -> list[Msg]:
    """Where the hole is and what lies in it, then (full verbosity) how many pyramids can slide."""
    row, col = view.hole
    return [
        msg("ramses-hole-at", row=row + 1, col=col + 1, chip=view.hole_chip),
        msg("ramses-slidable-count", count=len(slidable(view))),
    ]


TOLD = {  # events that tell a searcher what they now seek, and the argument naming that searcher
    "card-turned": "player",
    "search-passes": "player",
    "gift-named": "player",
    "risk-named": "player",
    "risk-first-found": "player",
    "fata-drawn": "player",
    "poker-challenge": "opponent",
}


def slide_item(row: int, col: int, way: str, back: bool) -> Msg:
    """A line of the L list: the pyramid, the way it slides, and whether it is the one just moved."""
    item = msg("ramses-slide-item", row=row + 1, col=col + 1, dir=way)
    return item.with_parts(msg("ramses-just-moved")) if back else item


class RamsesAnswers:
    """The box as a grid of cells, the event cards' menus and the reading keys (L H C M G N V)."""

    help_id = "ramses-help"
    reads = {"l": "slides", "h": "hole", "c": "card", "m": "cards", "g": "stage", "n": "facing", "v": "setup"}

    def shape(self, view: RamsesView) -> Shape:
        """The box as it lies now: row 1 nearest the player."""
        return Shape((view.cols,) * view.rows)

    def cell(self, view: RamsesView, focus: Focus) -> Msg:
        """What a cell is ("pyramid, slides down", "hole: parrot"), with its coordinates as the setting says."""
        row, col = focus
        if focus == view.hole:
            what, cue = msg("ramses-what-hole", chip=view.hole_chip), treasure_cue(view.hole_chip)
        else:
            way = slide_direction(view, focus)
            what = msg("ramses-what-pyramid-slides", dir=way) if way else msg("ramses-what-pyramid")
            cue = "move"
        at = msg("ramses-at", cue=cue, pan=column_pan(col, view.cols), what=what, row=row + 1, col=col + 1)
        return at.with_parts(msg("ramses-just-moved")) if focus == just_moved(view) else at

    def edge(self, view: RamsesView, focus: Focus) -> Msg | None:
        """ "Edge", with the edge cue panned to the column."""
        return msg("ramses-edge", cue="edge", pan=column_pan(focus[1], view.cols))

    def prompt(self, view: RamsesView) -> list[Msg]:
        """The search (what, then the hole), or the decision an event card asks for."""
        if view.phase == SEARCH:
            head = seeking(view)
            parts = hole_prompt(view)
            return [head.with_parts(*parts)] if head is not None else [parts[0].with_parts(*parts[1:])]
        return [msg("ramses-turn-decide", doing=deciding(view))]

    def start(self, view: RamsesView, focus: Focus) -> Focus:
        """A search starts at the hole."""
        return view.hole if view.phase == SEARCH else focus

    def follow(self, view: RamsesView, events: list[Any], focus: Focus) -> Focus:
        """After the seat's slide the focus sits on the new hole; turns of the box carry it along."""
        quarter = view.quarter - sum(e.args["quarters"] for e in events if e.kind == "box-turned")
        for event in events:
            if event.kind == "uncovered" and event.args["player"] == view.player:
                focus = (event.args["row"], event.args["col"])
            elif event.kind == "box-turned" and not event.args.get("fixed"):
                rows, cols = view_size(quarter % 4)
                focus = rotate(focus[0], focus[1], rows, cols, event.args["quarters"])
                quarter += event.args["quarters"]
        return focus

    def enter(self, view: RamsesView, focus: Focus) -> Action:
        """Slide the focused pyramid, or open the menu of the choice the seat must make."""
        if view.phase == OVER:
            return msg("ramses-over")
        if not mine(view):
            return self.whose_turn(view)[0]
        if view.phase == SEARCH:
            if slide_direction(view, focus) is None:
                return msg("ramses-cannot-slide", what="hole" if focus == view.hole else "far")
            return {"kind": "slide", "row": focus[0], "col": focus[1]}
        if view.phase == NAME:
            return self.name_menu(view)
        if view.phase == PICK:
            return Menu(
                msg("ramses-menu-pick", treasure=view.names[0]),
                tuple(
                    Choice(msg("ramses-pick-item", player=m["player"], cards=view.hand_sizes[m["player"]]), m)
                    for m in view.legal
                ),
            )
        return self.give_menu(view)

    def name_menu(self, view: RamsesView) -> Menu:
        """The treasures the event card lets the seat name."""
        purpose = view.purpose or "gift"
        if purpose == "risk" and view.names:
            purpose = "risk-second"
        return Menu(
            msg("ramses-menu-name", purpose=purpose), tuple(Choice(treasure_msg(m["treasure"]), m) for m in view.legal)
        )

    def give_menu(self, view: RamsesView, to: int | None = None) -> Menu:
        """Whom to give a card (when free), then which card."""
        assert view.phase == GIVE
        takers = sorted({m["player"] for m in view.legal})
        if to is None and len(takers) > 1:
            return Menu(
                msg("ramses-menu-give-to"),
                tuple(
                    Choice(msg("ramses-pick-item", player=p, cards=view.hand_sizes[p]), then=self.give_menu(view, p))
                    for p in takers
                ),
            )
        taker = to if to is not None else takers[0]
        return Menu(
            msg("ramses-menu-give-card", to_player=taker),
            tuple(Choice(card_msg(m["card"]), m) for m in view.legal if m["player"] == taker),
        )

    def read(self, view: RamsesView, name: str, focus: Focus) -> list[Msg] | Menu | Msg | Focus:
        """L the slides, H the hole, C the open card, M my cards, G the stage, N how the box lies, V the variant."""
        if name == "slides":
            if view.phase != SEARCH or not mine(view):
                return self.whose_turn(view)[0] if not mine(view) else msg("ramses-turn-decide", doing=deciding(view))
            back = just_moved(view)
            options = tuple(
                Choice(
                    slide_item(row, col, direction(-d_row, -d_col), (row, col) == back),
                    {"kind": "slide", "row": row, "col": col},
                )
                for row, col, d_row, d_col in slidable(view)
            )
            return Menu(msg("ramses-slides-title", count=len(options)), options)
        if name == "hole":
            return view.hole
        if name == "card":
            return self.dice(view)
        if name == "cards":
            return self.my_cards(view)
        if name == "stage":
            last = 1 if view.variant == "children" else 3
            return [msg("ramses-stage-status", stage=view.stage, last=last, left=view.stack_sizes[view.stage - 1])]
        if name == "setup":
            return [setup_msg(view.variant, view.options)]
        if view.variant == "professional":
            return [msg("ramses-facing-pro")]
        facing = msg("ramses-facing", facing=view.quarter, rows=view.rows, cols=view.cols)
        if view.frame != view.quarter:  # coordinates fixed to the box: say which side row 1 is now
            return [facing.with_parts(msg("ramses-facing-fixed", facing=view.quarter))]
        return [facing]

    def my_cards(self, view: RamsesView) -> list[Msg]:
        """M: the seat's cards and points."""
        if view.player is None:
            return [msg("ramses-no-seat")]
        hand = view.hand
        head = msg("ramses-my-cards", count=len(hand), points=sum(card_value(c) for c in hand))
        return [head.with_parts(*card_list(hand))]

    def every_hand(self, view: RamsesView) -> list[Msg]:
        """After the game, M at one keyboard: every seat's cards, by name (nothing is secret any more)."""
        out = []
        for seat, hand in enumerate(view.hands):
            cards = list(hand or ())
            head = msg("ramses-hand-of", player=seat, count=len(cards), points=sum(card_value(c) for c in cards))
            out.append(head.with_parts(*card_list(cards)))
        return out

    def dice(self, view: RamsesView) -> list[Msg]:
        """C and D: the open search card and what is being searched for."""
        card = view.open_card
        out = [
            msg("ramses-open-card", card=card_msg(card), brief=card_msg(card, False))
            if card
            else msg("ramses-open-none")
        ]
        searching = seeking(view)
        if searching is not None and (card is None or view.search_kind != "card"):
            out.append(searching)
        elif searching is not None:
            out.append(msg("ramses-seeker", player=view.searcher, self=view.searcher == view.player))
        return out

    def whose_turn(self, view: RamsesView) -> list[Msg]:
        """T: who must act and what they are doing, and the stage."""
        if view.to_move is None:
            return [msg("ramses-over")]
        searching = seeking(view)
        if searching is not None:  # "Anna is searching for the crown": the name is in the phrase already
            return [msg("ramses-whose-turn-search", doing=searching, stage=view.stage)]
        return [
            msg(
                "ramses-whose-turn",
                player=view.to_move,
                self=view.to_move == view.player,
                stage=view.stage,
                doing=deciding(view),
            )
        ]

    def scores(self, view: RamsesView) -> list[Msg]:
        """S: cards held by every seat; points only of the seat's own (cards lie face down) until the end."""
        line = "ramses-final-line" if view.phase == OVER else "ramses-score-line"
        return [
            msg(
                line,
                player=p,
                self=p == view.player,
                cards=view.hand_sizes[p],
                points=view.points(p) or 0,
                out=not view.active[p],
            )
            for p in range(view.players)
        ]

    def final(self, view: RamsesView) -> list[Msg]:
        """After the ranking (which gives the points): every seat's cards by name (every hand is open now), and who left."""
        out = []
        stated = False  # the order is said once, with the first hand of several cards
        for p in range(view.players):
            hand = sorted(view.hands[p] or (), key=lambda card: (-card_value(card), card))  # highest first, as said
            order = not stated and len(hand) > 1
            stated = stated or order
            head = msg(
                "ramses-final-cards",
                player=p,
                self=p == view.player,
                cards=view.hand_sizes[p],
                out=not view.active[p],
                order=order,
            )
            out.append(
                head.with_parts(
                    *(
                        msg("ramses-final-card", card=card_msg(card), last=n == len(hand) - 1)
                        for n, card in enumerate(hand)
                    )
                )
            )
        return out

    def draw(self, view: RamsesView, tr: Translate, focus: Focus) -> Drawing:
        """The box drawn with the far row on top, the hole marked, then the card and the scores."""
        drawing = Drawing([tr(msg("ramses-view-title", stage=view.stage, rows=view.rows, cols=view.cols))])
        drawing.lines.append("    " + "".join(f"{c + 1:^4}" for c in range(view.cols)))
        for row in range(view.rows - 1, -1, -1):
            cells = []
            for col in range(view.cols):
                if (row, col) == view.hole:
                    cells.append(f"[{tr(msg('ramses-abbr', chip=view.hole_chip)):^2}]")
                else:
                    cells.append("  ^ ")
                drawing.cells[(row, col)] = (len(drawing.lines), 4 + 4 * col + 1)
            drawing.lines.append(f"{row + 1:>3} " + "".join(cells))
        drawing.lines.extend(tr(m) for m in self.dice(view))
        drawing.lines.extend(tr(m) for m in self.scores(view))
        return drawing


ANSWERS = RamsesAnswers()
