"""Ramses II board: explore the box by ear, slide pyramids, answer the event cards' questions.

Rows are counted from the player's side (row 1 is nearest, drawn at the bottom), so Up moves
away from the player. Coordinates are always as the box lies now, after its turns.
"""

from __future__ import annotations

from typing import Any

from ..core.messages import Msg, column_pan, msg
from ..games.ramses import rules
from ..games.ramses.box import rotate, view_size
from ..games.ramses.cards import card_value
from ..games.ramses.present import card_msg, treasure_cue, treasure_msg
from .controller import BoardController, GameContext, View
from .keys import letter

MOVES = {"up": (1, 0), "down": (-1, 0), "left": (0, -1), "right": (0, 1)}
TOLD = {  # events that tell a searcher what they now seek, and the argument naming that searcher
    "card-turned": "player", "search-passes": "player", "gift-named": "player", "risk-named": "player",
    "risk-first-found": "player", "fata-drawn": "player", "poker-challenge": "opponent",
}


def direction(d_row: int, d_col: int) -> str:
    """Name of the way a pyramid moves: "up", "down-left"... (up = away from the player)."""
    vertical = {1: "up", -1: "down", 0: ""}[d_row]
    horizontal = {1: "right", -1: "left", 0: ""}[d_col]
    return "-".join(part for part in (vertical, horizontal) if part)


class Board(BoardController):
    """Keys and view of a Ramses II game."""

    help_id = "ramses-help"

    def __init__(self, ctx: GameContext) -> None:
        super().__init__(ctx)
        self.focus: tuple[int, int] = rules.hole_view(self.state)
        self.quarter = self.state.quarter
        self.announced: tuple[int, int, int] | None = None  # the search last announced by on_turn
        self.told: int | None = None  # turn serial of a search the viewer's own card event just named

    @property
    def state(self) -> rules.RamsesState:
        """The live game state."""
        return self.ctx.state  # type: ignore[no-any-return]

    # --- what is where -------------------------------------------------------------------
    def slide_direction(self, row: int, col: int) -> str | None:
        """The way the pyramid at (row, col) would move into the hole, if it can slide now."""
        for r, c, d_row, d_col in rules.slidable(self.state):
            if (r, c) == (row, col):
                return direction(-d_row, -d_col)
        return None

    def cell_msg(self, row: int, col: int) -> Msg:
        """What a cell is ("pyramid", "hole: parrot"), with its coordinates as the setting says."""
        if (row, col) == rules.hole_view(self.state):
            what = msg("ramses-what-hole", chip=rules.hole_chip(self.state))
            cue, pan = treasure_cue(rules.hole_chip(self.state)), column_pan(col, self.cols)
        else:
            way = self.slide_direction(row, col)
            what = msg("ramses-what-pyramid-slides", dir=way) if way else msg("ramses-what-pyramid")
            cue, pan = "move", column_pan(col, self.cols)
        return msg("ramses-at", cue=cue, pan=pan, what=what, row=row + 1, col=col + 1,
                   coords=self.ctx.setting("coordinates"))

    @property
    def rows(self) -> int:
        """Rows the player sees now."""
        return view_size(self.state.quarter)[0]

    @property
    def cols(self) -> int:
        """Columns the player sees now."""
        return view_size(self.state.quarter)[1]

    @property
    def full(self) -> bool:
        """True when the verbosity setting is full (event cards explained, slide counts said)."""
        return self.ctx.setting("verbosity") == "full"

    @property
    def coords(self) -> str:
        """Where coordinates go in a phrase: "first", "last" or "off" (the coordinates setting)."""
        return self.ctx.setting("coordinates")

    def mine(self) -> bool:
        """True when the viewer is the one to move."""
        viewer = self.ctx.viewer
        return viewer is not None and rules.to_move(self.state) == viewer

    # --- keys ----------------------------------------------------------------------------
    def handle_key(self, key: str) -> bool:
        """Arrows explore, Enter slides or answers, L lists slides, H hole, C M G N tell."""
        self._follow_box()
        if key in MOVES:
            self.move_focus(*MOVES[key])
        elif key in ("home", "end"):
            self.focus = (self.focus[0], 0 if key == "home" else self.cols - 1)
            self.ctx.say(self.cell_msg(*self.focus))
        elif key in ("enter", "space"):
            self.act()
        elif letter(key) == "l":
            self.list_slides()
        elif letter(key) == "h":
            self.focus = rules.hole_view(self.state)
            self.ctx.say(self.cell_msg(*self.focus))
        elif letter(key) == "c":
            self.ctx.say(*self.dice())
        elif letter(key) == "m":
            self.ctx.say(*self.my_cards())
        elif letter(key) == "g":
            self.ctx.say(self.stage_msg())
        elif letter(key) == "n":
            self.ctx.say(self.facing_msg())
        else:
            return False
        return True

    def move_focus(self, d_row: int, d_col: int) -> None:
        """Move the focus one cell; at the edge play the edge sound and stay."""
        row, col = self.focus[0] + d_row, self.focus[1] + d_col
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            self.ctx.say(msg("ramses-edge", cue="edge", pan=column_pan(self.focus[1], self.cols)))
            return
        self.focus = (row, col)
        self.ctx.say(self.cell_msg(row, col))

    def act(self) -> None:
        """Enter: slide the focused pyramid, or open the menu of the choice the player must make."""
        state = self.state
        if state.phase == rules.OVER:
            self.ctx.cue("invalid")
            self.ctx.say(msg("ramses-over"))
            return
        if not self.mine():
            self.ctx.cue("invalid")
            self.ctx.say(self.whose_turn()[0])
            return
        if state.phase == rules.SEARCH:
            row, col = self.focus
            if self.slide_direction(row, col) is None:
                self.ctx.cue("invalid")
                what = "hole" if (row, col) == rules.hole_view(state) else "far"
                self.ctx.say(msg("ramses-cannot-slide", what=what))
                return
            self.ctx.play({"kind": "slide", "row": row, "col": col})
        elif state.phase == rules.NAME:
            self.menu_name()
        elif state.phase == rules.PICK:
            self.menu_pick()
        elif state.phase == rules.GIVE:
            self.menu_give()

    def list_slides(self) -> None:
        """L: a short menu of the pyramids that can slide now; choosing one slides it."""
        state = self.state
        if state.phase != rules.SEARCH or not self.mine():
            self.ctx.cue("invalid")
            self.ctx.say(*(self.whose_turn() if not self.mine() else [msg("ramses-turn-decide", doing=self.deciding())]))
            return
        options = []
        for row, col, d_row, d_col in rules.slidable(self.state):
            label = msg("ramses-slide-item", row=row + 1, col=col + 1, dir=direction(-d_row, -d_col),
                        coords=self.coords)
            options.append((label, self._slider(row, col)))
        self.ctx.choose(msg("ramses-slides-title", count=len(options)), options)

    def _slider(self, row: int, col: int) -> Any:
        """A menu callback that focuses the pyramid at (row, col) and slides it."""
        def run() -> None:
            self.focus = (row, col)
            self.ctx.play({"kind": "slide", "row": row, "col": col})
        return run

    def _play(self, move: dict[str, Any]) -> Any:
        """A menu callback that plays `move`."""
        def run() -> None:
            self.ctx.play(move)
        return run

    def menu_name(self) -> None:
        """The menu of treasures the event card lets the player name."""
        purpose = self.state.task.get("for", "gift")
        if purpose == "risk" and self.state.task.get("names"):
            purpose = "risk-second"
        moves = rules.legal_moves(self.state, self.state.owner)
        options = [(treasure_msg(m["treasure"]), self._play(m)) for m in moves]
        self.ctx.choose(msg("ramses-menu-name", purpose=purpose), options)

    def menu_pick(self) -> None:
        """The menu of opponents who may be made to search (Desert poker)."""
        moves = rules.legal_moves(self.state, self.state.owner)
        options = [(msg("ramses-pick-item", player=m["player"], cards=len(self.state.hands[m["player"]])),
                    self._play(m)) for m in moves]
        self.ctx.choose(msg("ramses-menu-pick", treasure=self.state.task["names"][0]), options)

    def menu_give(self, to: int | None = None) -> None:
        """Choose whom to give a card (when free), then which card."""
        moves = rules.legal_moves(self.state, self.state.owner)
        takers = sorted({m["player"] for m in moves})
        if to is None and len(takers) > 1:
            options = [(msg("ramses-pick-item", player=p, cards=len(self.state.hands[p])), self._give_to(p))
                       for p in takers]
            self.ctx.choose(msg("ramses-menu-give-to"), options)
            return
        taker = to if to is not None else takers[0]
        cards = [m for m in moves if m["player"] == taker]
        options = [(card_msg(m["card"]), self._play(m)) for m in cards]
        self.ctx.choose(msg("ramses-menu-give-card", to_player=taker), options)

    def _give_to(self, player: int) -> Any:
        """A menu callback that goes on to the cards to give `player`."""
        def run() -> None:
            self.menu_give(player)
        return run

    # --- answers -------------------------------------------------------------------------
    def seeking(self) -> Msg | None:
        """What is being searched for now and by whom, as the viewer may know it."""
        state, viewer = self.state, self.ctx.viewer
        if state.phase != rules.SEARCH:
            return None
        task = state.task
        searcher = int(task["searcher"])
        secret = task["kind"] == "fata" and viewer not in (state.owner, task.get("victim"))
        if secret:
            return msg("ramses-seeking-secret", player=searcher, self=searcher == viewer)
        return msg("ramses-seeking", player=searcher, self=searcher == viewer, treasure=rules.sought(state),
                   kind=task["kind"], step=int(task["step"]) + 1, count=len(task["targets"]))

    def dice(self) -> list[Msg]:
        """C and D: the open search card and what is being searched for."""
        state = self.state
        out = [msg("ramses-open-card", card=card_msg(state.open_card, self.full)) if state.open_card
               else msg("ramses-open-none")]
        seeking = self.seeking()
        if seeking is not None and (state.open_card is None or state.task.get("kind") != "card"):
            out.append(seeking)
        elif seeking is not None:
            out.append(msg("ramses-seeker", player=state.task["searcher"], self=state.task["searcher"] == self.ctx.viewer))
        return out

    def my_cards(self) -> list[Msg]:
        """M: the viewer's cards and points."""
        viewer = self.ctx.viewer
        if viewer is None:
            return [msg("ramses-no-seat")]
        hand = self.state.hands[viewer]
        points = sum(card_value(c) for c in hand)
        head = msg("ramses-my-cards", count=len(hand), points=points)
        return [head.with_parts(*[card_msg(c) for c in hand])]

    def stage_msg(self) -> Msg:
        """G: the stage and the cards left in its stack."""
        state = self.state
        last = 1 if state.variant == "children" else 3
        return msg("ramses-stage-status", stage=state.stage, last=last, left=len(state.stacks[state.stage - 1]))

    def facing_msg(self) -> Msg:
        """N: how the box lies compared with the start (professional mode gives no clue)."""
        if self.state.variant == "professional":
            return msg("ramses-facing-pro")
        return msg("ramses-facing", facing=self.state.quarter, rows=self.rows, cols=self.cols)

    def scores(self) -> list[Msg]:
        """S: cards held by every player; points only of the viewer's own (cards lie face down)."""
        state, viewer = self.state, self.ctx.viewer
        if state.phase == rules.OVER:
            return [msg("ramses-final-line", player=p, self=p == viewer, cards=len(hand),
                        points=sum(card_value(c) for c in hand), out=not state.active[p])
                    for p, hand in enumerate(state.hands)]
        out = []
        for p, hand in enumerate(state.hands):
            out.append(msg("ramses-score-line", player=p, self=p == viewer, cards=len(hand),
                           points=sum(card_value(c) for c in hand), out=not state.active[p]))
        return out

    def final_summary(self) -> list[Msg]:
        """After the ranking (which gives the points): every player's number of cards, and who left."""
        state = self.state
        return [msg("ramses-final-cards", player=p, self=p == self.ctx.viewer, cards=len(hand), out=not state.active[p])
                for p, hand in enumerate(state.hands)]

    def whose_turn(self) -> list[Msg]:
        """T: who must act and what they are doing, and the stage."""
        state, viewer = self.state, self.ctx.viewer
        player = rules.to_move(state)
        if player is None:
            return [msg("ramses-over")]
        seeking = self.seeking()
        if seeking is not None:  # "Anna is searching for the crown": the name is in the phrase already
            return [msg("ramses-whose-turn-search", doing=seeking, stage=state.stage)]
        return [msg("ramses-whose-turn", player=player, self=player == viewer, stage=state.stage, doing=self.deciding())]

    def deciding(self) -> Msg:
        """What the player to move must decide (outside a search)."""
        state = self.state
        if state.phase == rules.NAME:
            purpose = state.task.get("for", "gift")
            if purpose == "risk" and state.task.get("names"):
                purpose = "risk-second"
            return msg("ramses-deciding-name", purpose=purpose)
        if state.phase == rules.PICK:
            return msg("ramses-deciding-pick", treasure=state.task["names"][0])
        return msg("ramses-deciding-give", reason=state.task.get("reason", "risk"))

    def on_turn(self) -> list[Msg]:
        """Spoken when the viewer's move begins: what to do, and where the hole is."""
        self._follow_box()
        state = self.state
        if state.phase == rules.SEARCH:
            search = (state.turn, int(state.task["searcher"]), int(state.task["step"]))
            if search == self.announced:
                return []  # the same search goes on: the uncovered chip was just said
            self.announced = search
            row, col = rules.hole_view(state)
            self.focus = (row, col)
            parts = [msg("ramses-hole-at", row=row + 1, col=col + 1, chip=rules.hole_chip(state), coords=self.coords)]
            if self.full:
                parts.append(msg("ramses-slidable-count", count=len(rules.slidable(state))))
            seeking = self.seeking()
            if self.told == state.turn or seeking is None:  # the card or the passed search was just said
                return [parts[0].with_parts(*parts[1:])]
            return [seeking.with_parts(*parts)]
        return [msg("ramses-turn-decide", doing=self.deciding())]

    def on_events(self, events: list[Any]) -> None:
        """After the viewer's slide the focus sits on the new hole; turns of the box carry it along."""
        quarter = self.quarter
        for event in events:
            if event.kind in TOLD:
                self._note_told(event.args[TOLD[event.kind]])
            if event.kind == "risk-first-found" and self.told == self.state.turn:
                # "First treasure found. Now the ..." just followed the chip: the same turn slides on
                self.announced = (self.state.turn, int(self.state.task["searcher"]), int(self.state.task["step"]))
            if event.kind == "uncovered" and event.args["player"] == self.ctx.viewer:
                self.focus = (event.args["row"], event.args["col"])
            elif event.kind == "box-turned":
                rows, cols = view_size(quarter)
                self.focus = rotate(self.focus[0], self.focus[1], rows, cols, event.args["quarters"])
                quarter = (quarter + event.args["quarters"]) % 4
        self.quarter = quarter
        self._follow_box()

    def _note_told(self, player: int) -> None:
        """An event told `player` what they now search for: remember it if the viewer is that searcher."""
        state = self.state
        told = player == self.ctx.viewer and state.phase == rules.SEARCH and int(state.task["searcher"]) == player
        self.told = state.turn if told else None

    def _follow_box(self) -> None:
        """Remap the focus when the box has turned since the board last looked."""
        quarters = (self.state.quarter - self.quarter) % 4
        if quarters:
            rows, cols = view_size(self.quarter)
            self.focus = rotate(self.focus[0], self.focus[1], rows, cols, quarters)
            self.quarter = self.state.quarter
        rows, cols = self.rows, self.cols
        self.focus = (min(self.focus[0], rows - 1), min(self.focus[1], cols - 1))

    # --- visual view ---------------------------------------------------------------------
    def view(self) -> View:
        """The box drawn with the far row on top; the cursor sits on the focused cell."""
        self._follow_box()
        state, tr = self.state, self.ctx.tr
        lines = [tr(msg("ramses-view-title", stage=state.stage, rows=self.rows, cols=self.cols))]
        lines.append("    " + "".join(f"{c + 1:^4}" for c in range(self.cols)))
        hole = rules.hole_view(state)
        cursor = (0, 0)
        for row in range(self.rows - 1, -1, -1):
            cells = []
            for col in range(self.cols):
                if (row, col) == hole:
                    cells.append(f"[{tr(msg('ramses-abbr', chip=rules.hole_chip(state))):^2}]")
                else:
                    cells.append("  ^ ")
                if (row, col) == self.focus:
                    cursor = (len(lines), 4 + 4 * col + 1)
            lines.append(f"{row + 1:>3} " + "".join(cells))
        for message in self.dice():
            lines.append(tr(message))
        lines.extend(tr(m) for m in self.scores())
        return View(lines, cursor)
