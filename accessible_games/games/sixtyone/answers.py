"""Sixty-One's answers to the generic board, from one seat's view: the sheet as rows of cells (the six
areas, then the leaf row), the turn prompt, the reading keys (A the sheet, L the leaves)."""

from __future__ import annotations

from typing import Any, Callable

from ...core.board_protocol import Action, Choice, Drawing, Focus, Menu, Shape, Translate
from ...core.messages import Msg
from ...core.protocol import Move
from . import present as P
from .choices import decision, decisions, grouped
from .sheet import AREAS, CELLS, JOKER, LEAF_MARKS, LEAVES, Sheet, area_acorns
from .hard import Advice
from .view import SixtyOneView

LEAF_ROW = len(AREAS)  # the sheet's row after the six areas (rows count from 0: area 1 is row 0)


def sheet(view: SixtyOneView) -> Sheet:
    """The seat's own sheet (a spectator reads the first seat's, as everyone may know it)."""
    return view.sheets[view.player if view.player is not None else 0]


def not_yours(view: SixtyOneView) -> Msg:
    """Said when the seat has nothing to choose now."""
    if view.over:
        return Msg("sixtyone-whose-over", {"round": view.round})
    return Msg("sixtyone-not-your-turn", {"player": view.current})


def choices(view: SixtyOneView) -> list[Move]:
    """The move list: one line per distinct decision (equivalent cells of a skewer or the pumpkins once)."""
    return decisions(sheet(view), view.legal)


def turn_head(view: SixtyOneView, fresh: bool) -> Msg:
    """What the seat must decide now; right after the roll (`fresh`) the dice are not said again."""
    moves = choices(view)
    dice = P.dice_msg(view.dice)
    if moves[0]["kind"] == "joker":
        return Msg("sixtyone-turn-joker", {"count": len(moves)})
    if moves[0]["kind"] == "pass":
        return Msg("sixtyone-turn-pass", {"dice": dice})
    if fresh:
        return Msg("sixtyone-turn-count", {"count": len(moves)})
    return Msg("sixtyone-turn", {"count": len(moves), "dice": dice})


def move_line(view: SixtyOneView, move: Move) -> Msg:
    """One choice of the move list, with its consequence (a skewer or pumpkin named when any of its cells would do)."""
    mine = sheet(view)
    return P.move_line(mine, move, grouped(mine, move, view.legal))


def hint_msg(view: SixtyOneView, advice: Advice) -> Msg:
    """H: the hard bot's choice and its expected final score, then the runner-up's."""
    head = Msg("sixtyone-hint", {"move": move_line(view, advice.move), "expected": round(advice.expected, 1)})
    runner = advice.runner_up
    if runner is None:
        return head
    return head.with_parts(
        Msg("sixtyone-hint-next", {"move": move_line(view, runner[0]), "expected": round(runner[1], 1)})
    )


def listed(view: SixtyOneView, index: int) -> Msg:
    """Line `index` of the move list, with "n of N" as in menus."""
    moves = choices(view)
    return Msg("sixtyone-move-of", {"line": move_line(view, moves[index]), "n": index + 1, "count": len(moves)})


def moves_menu(view: SixtyOneView) -> Menu | Msg:
    """The move list as a menu (a page's M; Enter on its sheet when nothing fits): every choice of the turn."""
    moves = choices(view)
    if not moves:
        return not_yours(view)
    return Menu(turn_head(view, False), tuple(Choice(move_line(view, move), move) for move in moves))


def other_sheet(view: SixtyOneView, last: int | None) -> tuple[int, list[Msg]] | None:
    """O: the next other player after `last` (in seat order, cycling) and their sheet read out; None alone."""
    if view.players == 1:
        return None
    me = view.player if view.player is not None else 0
    other = ((last if last is not None else me) + 1) % view.players
    if other == me:
        other = (other + 1) % view.players
    mine = view.sheets[other]
    return other, [
        Msg("sixtyone-sheet-of", {"player": other, "self": other == view.player}),
        P.score_read(mine, other, view.player),
        *P.sheet_read(view, mine),  # type: ignore[arg-type]
    ]


def compare_msg(view: SixtyOneView, row: int) -> Msg:
    """V: one sheet row (an area, or the leaf row) across every player, as this seat may know the sheets."""
    if row == LEAF_ROW:
        return P.compare_leaves(view, view.player)  # type: ignore[arg-type]
    return P.compare_area(view, row + 1, view.player)  # type: ignore[arg-type]


def no_take_back(view: SixtyOneView) -> Msg:
    """Why the seat cannot take its choice back now."""
    reason = "over" if view.over else ("each" if view.announce == "each" or view.players == 1 else "none")
    return Msg("sixtyone-no-take-back", {"reason": reason})


def shift_notes(tr: Translate, taken: Callable[[str], bool]) -> list[Msg]:
    """F1's notes on the areas whose first letter, in the player's language, is a key of its own (`taken`):
    their jump in the move list needs Shift (in French T, in Russian В)."""
    clashes: dict[str, list[Msg]] = {}
    for area in AREAS:
        first = tr(P.area_name(area)).strip()[:1]
        if first and taken(first):
            clashes.setdefault(first.upper(), []).append(P.area_name(area))
    return [Msg("sixtyone-help-shift", {"letter": first, "areas": P.joined(names)}) for first, names in clashes.items()]


def list_lines(view: SixtyOneView, tr: Translate, index: int) -> list[str]:
    """The move list as the terminal draws it under the sheet, the focused line marked."""
    return [f"{'>' if n == index else ' '} {tr(move_line(view, move))}" for n, move in enumerate(choices(view))]


def list_index(view: SixtyOneView, move: Move, otherwise: int) -> int:
    """The move list's line of the decision `move` makes (the same writing on an equivalent cell); else `otherwise`."""
    key = decision(sheet(view), move)
    return next((n for n, other in enumerate(choices(view)) if decision(sheet(view), other) == key), otherwise)


def list_area(view: SixtyOneView, index: int) -> int:
    """The area of the move list's line `index` (area 1 when the list is empty or the line names none)."""
    moves = choices(view)
    return int(moves[min(index, len(moves) - 1)].get("area", 1)) if moves else 1


def sheet_and_list(
    view: SixtyOneView, tr: Translate, focus: Focus, index: int, on_list: bool
) -> tuple[list[str], Focus]:
    """The sheet drawn, the move list under it (line `index` marked), and where the cursor stands: on the
    focused cell, or on that line when the move list has the focus."""
    drawing = ANSWERS.draw(view, tr, focus)
    lines = list_lines(view, tr, index)
    cursor = drawing.cells.get(focus, (0, 0))
    if on_list:
        cursor = (len(drawing.lines) + 1 + index, 0) if index < len(lines) else (0, 0)
    return [*drawing.lines, *([""] + lines if lines else [])], cursor


class SixtyOneAnswers:
    """The sheet explorer's answers (the move list and its modes are board_host/sixtyone.py's)."""

    help_id = "sixtyone-help"
    reads = {"a": "sheet", "l": "leaves"}

    def shape(self, view: SixtyOneView) -> Shape:
        """Six areas of their own lengths, then the leaf row; Up goes to the area above."""
        return Shape(tuple(CELLS[area] for area in AREAS) + (LEAVES,), up=-1)

    def cell(self, view: SixtyOneView, focus: Focus) -> Msg:
        """A cell of an area (content, name, acorns, what fits it now), or a leaf."""
        row, cell = focus
        mine = sheet(view)
        if row == LEAF_ROW:
            filled = cell < len(mine.leaves)
            total = mine.leaves[cell] if filled else 0
            if filled and total in LEAF_MARKS:  # which bonus this leaf gave
                return Msg(
                    "sixtyone-leaf-cell-bonus", {"index": cell + 1, "total": total, "bonus": P.leaf_bonus_msg(total)}
                )
            return Msg("sixtyone-leaf-cell", {"index": cell + 1, "filled": filled, "total": total, "mark": False})
        joker = view.joker_pending and view.current == view.player
        return P.cell_line(view, mine, row + 1, cell, joker)  # type: ignore[arg-type]

    def edge(self, view: SixtyOneView, focus: Focus) -> Msg | None:
        """The edge cue, then the cell again."""
        return None

    def prompt(self, view: SixtyOneView) -> list[Msg]:
        """What to decide, with the dice."""
        return [turn_head(view, False)] if view.legal else []

    def start(self, view: SixtyOneView, focus: Focus) -> Focus:
        """The focus stays on the sheet where it was."""
        return focus

    def follow(self, view: SixtyOneView, events: list[Any], focus: Focus) -> Focus:
        """The focus stays."""
        return focus

    def enter(self, view: SixtyOneView, focus: Focus) -> Action | list[Msg]:
        """On a cell: the dice choices (or the joker) that fill it; on the leaf row: the leaves read back."""
        row, cell = focus
        if row == LEAF_ROW:
            return [P.leaf_read(sheet(view))]
        moves = [m for m in view.legal if m.get("area") == row + 1 and m.get("cell") == cell]
        if not moves:
            return Msg("sixtyone-cell-closed") if view.legal else not_yours(view)
        mine = sheet(view)  # the exact cell: its own name, never the skewer's
        return Menu(
            Msg("sixtyone-choose-cell", {"cell": P.cell_name(row + 1, cell)}),
            tuple(Choice(P.move_line(mine, m), m) for m in moves),
        )

    def read(self, view: SixtyOneView, name: str, focus: Focus) -> list[Msg]:
        """A: the whole sheet; L: the leaf row."""
        if name == "sheet":
            return P.sheet_read(view, sheet(view))  # type: ignore[arg-type]
        return [P.leaf_read(sheet(view))]

    def whose_turn(self, view: SixtyOneView) -> list[Msg]:
        """T: the round and who is choosing."""
        if view.over:
            return [Msg("sixtyone-whose-over", {"round": view.round})]
        return [
            Msg(
                "sixtyone-whose-turn",
                {
                    "round": view.round,
                    "player": view.current,
                    "self": view.current == view.player,
                    "joker": view.joker_pending,
                },
            )
        ]

    def scores(self, view: SixtyOneView) -> list[Msg]:
        """S: every seat's acorns, as this seat may know them."""
        return [P.score_read(s, p, view.player) for p, s in enumerate(view.sheets)]

    def dice(self, view: SixtyOneView) -> list[Msg]:
        """D: the shared roll of this round."""
        return [Msg("sixtyone-dice", {"dice": P.dice_msg(view.dice), "round": view.round})]

    def final(self, view: SixtyOneView) -> list[Msg]:
        """Every seat's score, area by area."""
        return P.final_read(view, view.player)  # type: ignore[arg-type]

    def draw(self, view: SixtyOneView, tr: Translate, focus: Focus) -> Drawing:
        """Header, the six areas as boxes with their acorns, the leaf row, the leaves and the score."""
        mine = sheet(view)
        dice = tr(Msg("sixtyone-dice-short", {"dice": P.dice_msg(view.dice)}))
        drawing = Drawing([f"{tr(Msg('sixtyone-title'))} · {tr(self.whose_turn(view)[0])} · {dice}"])
        width = max(len(tr(P.area_name(a))) for a in AREAS) + 3
        for area in AREAS:
            label = f"{area} {tr(P.area_name(area))}".ljust(width)
            boxes = ""
            for cell, value in enumerate(mine.cells(area)):
                drawing.cells[(area - 1, cell)] = (len(drawing.lines), len(label) + len(boxes) + 1)
                boxes += f"[{'X' if value == JOKER else (value if value is not None else ' ')}]"
            drawing.lines.append(f"{label}{boxes}  {area_acorns(area, mine.cells(area))}")
        label = f"7 {tr(Msg('sixtyone-leaves'))}".ljust(width)
        boxes = ""
        for index in range(LEAVES):
            drawing.cells[(LEAF_ROW, index)] = (len(drawing.lines), len(label) + len(boxes))
            boxes += f"{mine.leaves[index]:>3}" if index < len(mine.leaves) else "  ."
        drawing.lines.append(f"{label}{boxes}")
        drawing.lines.append(tr(P.leaf_read(mine)))
        seat = view.player if view.player is not None else 0
        drawing.lines.append(tr(P.score_read(mine, seat, view.player)))
        return drawing


ANSWERS = SixtyOneAnswers()
