"""The box: 6 x 8 cells in 12 squares of 2 x 2, its quarter turns and the neighbours of a cell.

Box coordinates are fixed to the box: row 0 is the side nearest the players before any turn,
column 0 their left. View coordinates are what the players see now, after the box turned a
number of quarter turns clockwise: row 0 is again the nearest side, column 0 the left.
"""

from __future__ import annotations

BOX_ROWS = 6
BOX_COLUMNS = 8
CELLS = BOX_ROWS * BOX_COLUMNS
SQUARE_SIZE = 2
SQUARES = (BOX_ROWS // SQUARE_SIZE) * (BOX_COLUMNS // SQUARE_SIZE)

TREASURES: tuple[str, ...] = (
    "parrot",
    "trumpet",
    "sphinx",
    "dog",
    "mummy",
    "dentures",
    "glasses",
    "duck",
    "scarab",
    "crown",
    "cat",
    "papyrus",
)
BLANK = "blank"

ORTHOGONAL: tuple[tuple[int, int], ...] = ((1, 0), (-1, 0), (0, -1), (0, 1))
DIAGONAL: tuple[tuple[int, int], ...] = ((1, -1), (1, 1), (-1, -1), (-1, 1))


def cell_index(row: int, col: int) -> int:
    """Box cell number (0..47) of box coordinates."""
    return row * BOX_COLUMNS + col


def cell_coords(index: int) -> tuple[int, int]:
    """Box coordinates (row, column) of a box cell number."""
    return divmod(index, BOX_COLUMNS)


def square_of(index: int) -> int:
    """The 2 x 2 square (0..11) a box cell lies in."""
    row, col = cell_coords(index)
    return (row // SQUARE_SIZE) * (BOX_COLUMNS // SQUARE_SIZE) + col // SQUARE_SIZE


def square_cells(square: int) -> list[int]:
    """The four box cells of a square."""
    per_row = BOX_COLUMNS // SQUARE_SIZE
    top, left = (square // per_row) * SQUARE_SIZE, (square % per_row) * SQUARE_SIZE
    return [cell_index(top + dr, left + dc) for dr in range(SQUARE_SIZE) for dc in range(SQUARE_SIZE)]


def view_size(quarter_turns: int) -> tuple[int, int]:
    """(rows, columns) the players see after `quarter_turns` clockwise quarter turns."""
    return (BOX_ROWS, BOX_COLUMNS) if quarter_turns % 2 == 0 else (BOX_COLUMNS, BOX_ROWS)


def rotate_once(row: int, col: int, rows: int, cols: int) -> tuple[int, int]:
    """Where a cell at (row, col) of a rows x cols view lies after one clockwise quarter turn.

    Rows count from the near side (upwards), so the far-left corner goes to the far-right corner.
    """
    return cols - 1 - col, row


def rotate(row: int, col: int, rows: int, cols: int, quarter_turns: int) -> tuple[int, int]:
    """Where (row, col) of a rows x cols view lies after `quarter_turns` clockwise quarter turns."""
    for _ in range(quarter_turns % 4):
        row, col = rotate_once(row, col, rows, cols)
        rows, cols = cols, rows
    return row, col


def box_to_view(index: int, quarter_turns: int) -> tuple[int, int]:
    """View coordinates of a box cell when the box has turned `quarter_turns` clockwise."""
    row, col = cell_coords(index)
    return rotate(row, col, BOX_ROWS, BOX_COLUMNS, quarter_turns)


def view_to_box(row: int, col: int, quarter_turns: int) -> int:
    """Box cell number shown at view coordinates (row, col) after `quarter_turns` clockwise."""
    rows, cols = view_size(quarter_turns)
    back = (4 - quarter_turns % 4) % 4
    box_row, box_col = rotate(row, col, rows, cols, back)
    return cell_index(box_row, box_col)


def neighbours(row: int, col: int, rows: int, cols: int, diagonal: bool) -> list[tuple[int, int, int, int]]:
    """Cells next to (row, col) inside a rows x cols grid, as (row, col, d_row, d_col)."""
    steps = ORTHOGONAL + DIAGONAL if diagonal else ORTHOGONAL
    out: list[tuple[int, int, int, int]] = []
    for d_row, d_col in steps:
        r, c = row + d_row, col + d_col
        if 0 <= r < rows and 0 <= c < cols:
            out.append((r, c, d_row, d_col))
    return out
