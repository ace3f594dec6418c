"""Sixty-One on the game screen: the move list, the sheet explorer and the sheet read-back keys."""

from __future__ import annotations

from typing import Any

from ..core.messages import Msg
from ..core.protocol import Event, Move
from ..games.sixtyone import present as P
from ..games.sixtyone.rules import SixtyOneState, visible_sheet
from ..games.sixtyone.sheet import AREAS, CELLS, JOKER, LEAF_MARKS, LEAVES, Sheet, area_acorns
from .controller import BoardController, GameContext, View
from .keys import letter

LEAF_ROW = 7  # the sheet explorer's row after the six areas
LIST, SHEET = "list", "sheet"

# The board's letters (A whole sheet, L leaves, O others; any layout, see ui/keys.py). W is left
# free for the first-letter jump to "Water lilies".


class Board(BoardController):
    """Two ways to choose (a move list and the sheet) and keys that read the sheet back."""

    help_id = "sixtyone-help"

    def __init__(self, ctx: GameContext) -> None:
        super().__init__(ctx)
        self.mode = LIST
        self.index = 0  # focus in the move list
        self.area = 1  # focus on the sheet: area 1-6, or LEAF_ROW
        self.cell = 0
        self.other: int | None = None  # the last other player read with O
        # Hot seat: the reveal leaves out the viewer's own choice, which the other humans at the
        # keyboard were asked not to hear; it is told when the next human's turn begins.
        self.unheard: list[Msg] = []
        # The roll was the last thing heard (a new round, or the opening): the prompt need not repeat it.
        state = self.state
        self.roll_just_heard = state.round == 1 and not any(sheet.leaves for sheet in state.sheets)

    # --- what the screen asks ------------------------------------------------------------
    @property
    def state(self) -> SixtyOneState:
        """The game state."""
        return self.ctx.state  # type: ignore[no-any-return]

    @property
    def full(self) -> bool:
        """True when the verbosity setting is full."""
        return self.ctx.setting("verbosity") == "full"

    def sheet(self) -> Sheet:
        """My sheet as I may see it."""
        return visible_sheet(self.state, self.me, self.ctx.viewer)

    def moves(self) -> list[Move]:
        """My legal moves now (none while another seat chooses)."""
        state = self.state
        if self.ctx.viewer is None or self.ctx.game.to_move(state) != self.ctx.viewer:
            return []
        return self.ctx.game.legal_moves(state, self.ctx.viewer)

    def on_turn(self) -> list[Msg]:
        """The decision to make now, then the focused choice or cell."""
        moves = self.moves()
        self.index = 0
        if not moves:
            return []
        told, self.unheard = self.unheard, []
        fresh, self.roll_just_heard = self.roll_just_heard and not told, False
        dice = P.dice_msg(self.state.dice)
        if moves[0]["kind"] == "joker":
            head = Msg("sixtyone-turn-joker", {"count": len(moves)})
        elif moves[0]["kind"] == "pass":
            head = Msg("sixtyone-turn-pass", {"dice": dice})
        elif fresh:
            head = Msg("sixtyone-turn-count", {"count": len(moves)})
        else:
            head = Msg("sixtyone-turn", {"count": len(moves), "dice": dice})
        return [*told, head, self.focus_msg()]

    def on_events(self, events: list[Any]) -> None:
        """A new roll or a joker to place puts the move list back on its first line."""
        if any(isinstance(e, Event) and e.kind in ("roll", "joker-won") for e in events):
            self.index = 0
        if any(isinstance(e, Event) and e.kind == "roll" for e in events):
            self.roll_just_heard = True
        elif any(isinstance(e, Event) and e.visible_to(self.ctx.viewer) for e in events):
            self.roll_just_heard = False
        self.keep_unheard(events)

    def keep_unheard(self, events: list[Any]) -> None:
        """Hot seat: keep the viewer's revealed choice for the humans who did not hear it."""
        viewer = self.ctx.viewer
        if viewer is None or not self.hot_seat():
            return
        for event in events:
            if isinstance(event, Event) and event.kind == "reveal" and event.args["player"] == viewer:
                round_ = event.args["round"]
                head = Msg("sixtyone-choice-of", {"player": viewer, "round": round_})
                self.unheard = [head, *P.choice_messages(viewer, event.args["choice"], None)]

    def scores(self) -> list[Msg]:
        """Every player's acorns, as the viewer may know them."""
        return P.scores_read(self.state, self.ctx.viewer)

    def whose_turn(self) -> list[Msg]:
        """Round and who is choosing."""
        state = self.state
        if state.over:
            return [Msg("sixtyone-whose-over", {"round": state.round})]
        player = state.current
        return [
            Msg(
                "sixtyone-whose-turn",
                {"round": state.round, "player": player, "self": player == self.ctx.viewer, "joker": state.joker_pending},
            )
        ]

    def dice(self) -> list[Msg]:
        """The shared roll of this round."""
        return [Msg("sixtyone-dice", {"dice": P.dice_msg(self.state.dice), "round": self.state.round})]

    def final_summary(self) -> list[Msg]:
        """The last choice some human did not hear (hot seat), then every player's score, area by area."""
        told, self.unheard = self.unheard, []
        viewer = None if self.hot_seat() else self.ctx.viewer  # at one keyboard, "you" would be whoever chose last
        return [*told, *P.final_read(self.state, viewer)]

    def hot_seat(self) -> bool:
        """True when several humans share the keyboard."""
        return sum(1 for seat in self.ctx.seats if not seat.is_bot) > 1

    # --- keys ----------------------------------------------------------------------------
    def handle_key(self, key: str) -> bool:
        """The board's keys (see sixtyone-help)."""
        if key == "tab" or key == "s-tab":
            self.mode = SHEET if self.mode == LIST else LIST
            self.ctx.say(Msg(f"sixtyone-mode-{self.mode}"), self.focus_msg())
        elif letter(key) == "a":
            self.ctx.say(*P.sheet_read(self.state, self.sheet(), self.full))
        elif letter(key) == "l":
            self.ctx.say(P.leaf_read(self.sheet()))
        elif letter(key) == "o":
            self.read_other()
        elif key in ("1", "2", "3", "4", "5", "6"):
            self.jump_area(int(key))
        elif self.mode == LIST:
            return self.list_key(key)
        else:
            return self.sheet_key(key)
        return True

    def read_other(self) -> None:
        """O: the next other player's sheet, in seat order, cycling."""
        players = self.state.players
        if players == 1:
            self.ctx.say(Msg("sixtyone-no-other"))
            return
        start = self.other if self.other is not None else self.me
        other = (start + 1) % players
        if other == self.me:
            other = (other + 1) % players
        self.other = other
        self.ctx.say(*P.player_sheet(self.state, other, self.ctx.viewer, self.full))

    def jump_area(self, area: int) -> None:
        """1-6: read the area; in the move list, also go to its first choice."""
        read = P.area_read(self.state, self.sheet(), area, self.full)
        if self.mode == SHEET:
            self.area, self.cell = area, 0
            self.ctx.say(read)
            return
        moves = self.moves()
        for index, move in enumerate(moves):
            if move.get("area") == area:
                self.index = index
                self.ctx.say(self.focus_msg(), read)
                return
        if moves:
            self.ctx.say(Msg("sixtyone-no-choice-area", {"area": P.area_name(area)}), read)
        else:
            self.ctx.say(read)

    def list_key(self, key: str) -> bool:
        """Keys of the move list."""
        moves = self.moves()
        if key in ("up", "down", "home", "end", "enter", "space") and not moves:
            self.ctx.cue("invalid")
            self.ctx.say(self.not_yours())
            return True
        if key in ("up", "down"):
            step = -1 if key == "up" else 1
            target = self.index + step
            if not 0 <= target < len(moves):
                self.ctx.cue("edge")
            else:
                self.index = target
            self.ctx.say(self.focus_msg())
        elif key in ("home", "end"):
            self.index = 0 if key == "home" else len(moves) - 1
            self.ctx.say(self.focus_msg())
        elif key in ("enter", "space"):
            self.ctx.play(moves[min(self.index, len(moves) - 1)])
        elif len(key) == 1 and key.isalpha():
            self.letter_jump(key, moves)
        else:
            return False
        return True

    def letter_jump(self, letter: str, moves: list[Move]) -> None:
        """The next choice whose spoken line starts with `letter` (cycling)."""
        mine = self.state.sheets[self.me]
        count = len(moves)
        for offset in range(1, count + 1):
            index = (self.index + offset) % count
            text = self.ctx.tr(P.move_line(mine, moves[index])).strip()
            if text[:1].lower() == letter.lower():
                self.index = index
                self.ctx.say(self.focus_msg())
                return
        self.ctx.cue("invalid")

    def sheet_key(self, key: str) -> bool:
        """Keys of the sheet explorer."""
        if key in ("up", "down"):
            target = self.area + (-1 if key == "up" else 1)
            if not 1 <= target <= LEAF_ROW:
                self.ctx.cue("edge")
            else:
                self.area = target
                self.cell = self.entry_cell()
            self.ctx.say(self.focus_msg())
        elif key in ("left", "right"):
            target = self.cell + (-1 if key == "left" else 1)
            if not 0 <= target < self.row_length():
                self.ctx.cue("edge")
            else:
                self.cell = target
            self.ctx.say(self.focus_msg())
        elif key in ("home", "end"):
            self.cell = 0 if key == "home" else self.row_length() - 1
            self.ctx.say(self.focus_msg())
        elif key in ("enter", "space"):
            self.act_on_cell()
        else:
            return False
        return True

    def row_length(self) -> int:
        """Cells in the focused row of the sheet."""
        return LEAVES if self.area == LEAF_ROW else CELLS[self.area]

    def entry_cell(self) -> int:
        """Where the focus lands in a row: the same place when it fits, the last leaf in the leaf row."""
        if self.area == LEAF_ROW:
            return max(0, len(self.sheet().leaves) - 1)
        return min(self.cell, CELLS[self.area] - 1)

    def act_on_cell(self) -> None:
        """Enter on a cell: the dice choices (or the joker) that fill it."""
        if self.area == LEAF_ROW:
            self.ctx.say(P.leaf_read(self.sheet()))
            return
        moves = [m for m in self.moves() if m.get("area") == self.area and m.get("cell") == self.cell]
        if not moves:
            self.ctx.cue("invalid")
            self.ctx.say(Msg("sixtyone-cell-closed") if self.moves() else self.not_yours())
            return
        mine = self.state.sheets[self.me]
        options = [(P.move_line(mine, m), self._player(m)) for m in moves]
        self.ctx.choose(Msg("sixtyone-choose-cell", {"cell": P.cell_name(self.area, self.cell)}), options)

    def _player(self, move: Move) -> Any:
        """A callback that plays `move`."""
        return lambda: self.ctx.play(move)

    def not_yours(self) -> Msg:
        """Said when the viewer has nothing to choose now."""
        state = self.state
        if state.over:
            return Msg("sixtyone-whose-over", {"round": state.round})
        return Msg("sixtyone-not-your-turn", {"player": state.current})

    # --- what the focus says -------------------------------------------------------------
    def focus_msg(self) -> Msg:
        """The focused choice or cell."""
        if self.mode == LIST:
            moves = self.moves()
            if not moves:
                return self.not_yours()
            self.index = min(self.index, len(moves) - 1)
            return P.move_line(self.state.sheets[self.me], moves[self.index])
        sheet = self.sheet()
        if self.area == LEAF_ROW:
            leaves = sheet.leaves
            filled = self.cell < len(leaves)
            total = leaves[self.cell] if filled else 0
            return Msg(
                "sixtyone-leaf-cell",
                {"index": self.cell + 1, "filled": filled, "total": total, "mark": filled and total in LEAF_MARKS},
            )
        joker = self.state.joker_pending and self.ctx.game.to_move(self.state) == self.ctx.viewer
        return P.cell_line(self.state, sheet, self.area, self.cell, self.full, joker, self.ctx.setting("coordinates"))

    # --- the visual view -----------------------------------------------------------------
    def view(self) -> View:
        """Header, the six areas as boxes, the leaf row, then the move list."""
        state = self.state
        sheet = self.sheet()
        tr = self.ctx.tr
        dice = tr(Msg("sixtyone-dice-short", {"dice": P.dice_msg(state.dice)}))
        lines: list[str] = [f"{tr(Msg('sixtyone-title'))} · {tr(self.whose_turn()[0])} · {dice}"]
        cursor = (0, 0)
        width = max(len(tr(P.area_name(a))) for a in AREAS) + 3
        for area in AREAS:
            label = f"{area} {tr(P.area_name(area))}".ljust(width)
            boxes = ""
            for cell, value in enumerate(sheet.cells(area)):
                if self.mode == SHEET and area == self.area and cell == self.cell:
                    cursor = (len(lines), len(label) + len(boxes) + 1)
                boxes += f"[{'X' if value == JOKER else (value if value is not None else ' ')}]"
            lines.append(f"{label}{boxes}  {area_acorns(area, sheet.cells(area))}")
        label = f"7 {tr(Msg('sixtyone-leaves'))}".ljust(width)
        boxes = ""
        for index in range(LEAVES):
            if self.mode == SHEET and self.area == LEAF_ROW and index == self.cell:
                cursor = (len(lines), len(label) + len(boxes))
            boxes += f"{sheet.leaves[index]:>3}" if index < len(sheet.leaves) else "  ."
        lines.append(f"{label}{boxes}")
        lines.append(tr(P.leaf_read(sheet)))
        lines.append(tr(P.score_read(sheet, self.me, self.ctx.viewer)))
        moves = self.moves()
        if moves:
            lines.append("")
            mine = state.sheets[self.me]
            for index, move in enumerate(moves):
                marker = ">" if index == self.index else " "
                if self.mode == LIST and index == self.index:
                    cursor = (len(lines), 0)
                lines.append(f"{marker} {tr(P.move_line(mine, move))}")
        return View(lines, cursor)
