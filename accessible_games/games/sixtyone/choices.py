"""The move list's distinct decisions: equivalent cells of a skewer or of the pumpkins give one line.

Any empty cell of a marshmallow skewer is worth the same (a skewer's cells differ only by place),
and so is any empty pumpkin cell whose partner holds the same thing. The move list offers one
move per class, the first in rules order; the sheet still lets a player pick the exact cell.
"""

from __future__ import annotations

from typing import Any, Hashable

from ...core.protocol import Move
from .sheet import MARSHMALLOWS, PUMPKINS, Sheet, skewer_of


def spot(sheet: Sheet, area: int, cell: int) -> tuple[Hashable, ...]:
    """The class of a cell: cells of one class are interchangeable for any value or joker."""
    if area == PUMPKINS:
        return ("pumpkin", sheet.cells(area)[cell ^ 1])
    if area == MARSHMALLOWS:
        return ("skewer", skewer_of(cell))
    return ("cell", cell)


def decision(sheet: Sheet, move: Move) -> tuple[Any, ...]:
    """What a move decides, leaving out which of several equivalent cells it fills."""
    if move["kind"] == "pass":
        return ("pass", move["leaf"])
    where = spot(sheet, move["area"], move["cell"])
    if move["kind"] == "joker":
        return ("joker", move["area"], where)
    return ("write", move["area"], move["value"], move["leaf"], where)


def decisions(sheet: Sheet, moves: tuple[Move, ...] | list[Move]) -> list[Move]:
    """One move per distinct decision, in the order given (take-backs are never listed)."""
    seen: set[tuple[Any, ...]] = set()
    out: list[Move] = []
    for move in moves:
        if move.get("kind") == "take-back":
            continue
        key = decision(sheet, move)
        if key not in seen:
            seen.add(key)
            out.append(move)
    return out


def grouped(sheet: Sheet, move: Move, moves: tuple[Move, ...] | list[Move]) -> bool:
    """True when other legal moves fill an equivalent cell (the line then names the skewer or pumpkin)."""
    if move["kind"] == "pass":
        return False
    key = decision(sheet, move)
    return any(
        m is not move and m.get("kind") != "take-back" and m.get("cell") != move["cell"] and decision(sheet, m) == key
        for m in moves
    )
