"""What the page is shown of a board: its rows of labelled cells, a menu, the final ranking, the keys.

Plain functions of the game's answers (core/board_protocol.py) on a seat's view, in the seat's language:
the page turns them into a grid, a menu and a list, knowing nothing of the game.
"""

from __future__ import annotations

from typing import Any, Callable

from ..core.board_protocol import Drawing, Focus
from ..core.messages import Msg, msg
from ..core.text import clean_text
from ..board_host.board import Board
from ..board_host.controller import BoardController

SHORT = 6  # characters of a cell's drawn text shown in its square

Translate = Callable[[Msg], str]


def cell_text(drawing: Drawing, focus: Focus) -> str:
    """What the game's drawing shows at a cell, cut at the next cell of its line (for the square)."""
    where = drawing.cells.get(focus)
    if where is None or where[0] >= len(drawing.lines):
        return ""
    line_no, column = where
    line = drawing.lines[line_no]
    starts = sorted(col for (ln, col) in drawing.cells.values() if ln == line_no and col > column)
    end = starts[0] if starts else len(line)
    if column > 0 and line[column - 1] == "[":  # a square: only what its brackets hold (not the row's total after it)
        close = line.find("]", column, end)
        return line[column : close if close >= 0 else end].strip()[:SHORT]
    return line[column:end].strip().strip("[]").strip()[:SHORT]


def row_note(drawing: Drawing, last: Focus) -> str:
    """What the drawing shows after a row's last square, on the same line (a Sixty-One area's total)."""
    where = drawing.cells.get(last)
    if where is None or where[0] >= len(drawing.lines):
        return ""
    line_no, column = where
    line = drawing.lines[line_no]
    if column == 0 or line[column - 1] != "[":
        return ""
    close = line.find("]", column)
    return clean_text(line[close + 1 :]).strip()[:SHORT] if close >= 0 else ""


def drawn_cells(board: Board, view: Any, tr: Translate) -> dict[str, Any]:
    """The board's rows of cells (each with what it says and what its square shows), what each row shows
    after its last square, how the arrows walk them, and the drawing's other lines (the card, the scores)."""
    shape = board.shape()
    drawing = board.answers.draw(view, tr, board.focus)
    rows, notes = [], []
    for row, length in enumerate(shape.lengths):
        notes.append(row_note(drawing, (row, length - 1)) if length else "")
        cells = []
        for col in range(length):
            said = board.answers.cell(view, (row, col))
            cell: dict[str, Any] = {"name": clean_text(tr(said)), "text": cell_text(drawing, (row, col))}
            if said.cue:
                cell["cue"], cell["pan"] = said.cue, said.pan
            cells.append(cell)
        rows.append(cells)
    placed = {line for line, _col in drawing.cells.values()}
    facts = [clean_text(line).strip() for n, line in enumerate(drawing.lines) if n not in placed and line.strip()]
    return {"rows": rows, "notes": notes, "up": shape.up, "wrap": shape.wrap, "facts": facts}


def menu_shown(
    title: Msg, options: list[tuple[Msg, Callable[[], None]]], can_cancel: bool, tr: Translate
) -> dict[str, Any]:
    """A menu the board opened: its title and lines (the page answers with a line's number)."""
    return {"title": tr(title), "items": [tr(label) for label, _run in options], "cancel": can_cancel}


def results_shown(
    ranking: list[int], scores: list[int] | None, names: list[str], seat: int | None, tr: Translate
) -> list[dict[str, Any]]:
    """The final ranking, best first, each line as the seat hears it."""
    scores = scores or [0] * len(ranking)
    order = sorted(range(len(ranking)), key=lambda n: (ranking[n], n))
    return [
        {
            "place": ranking[n],
            "name": names[n],
            "score": scores[n],
            "text": tr(msg("final-place", place=ranking[n], player=n, score=scores[n], self=n == seat)),
        }
        for n in order
    ]


def help_lines(board: BoardController) -> list[Msg]:
    """F1 in the page: the board's own keys and the shared keys as the page has them (the page's help
    section adds the paragraph on focus mode itself, once)."""
    own = [msg(board.help_id)] if board.help_id else []
    return own + [msg("web-help-keys"), msg("web-help-buffers"), msg("help-review")]
