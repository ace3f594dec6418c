"""The Sixty-One hard bot and hint: one roll of expectimax over the fitted afterstate values.

For each distinct choice of this roll (a write, a pass, a joker's cell) the bot takes the acorns it
earns now, then the mean over the 56 rolls of the next round of the best next choice's acorns plus
the fitted value of the sheet after it (lookahead.py). The expected final score of a choice is the
sheet's acorns now plus that. The values were fitted in solo play; at a table the time left is cut
short where a rival's leaf pace ends the game sooner, and an area whose first-completion bonus is
already taken earns no bonus here.
"""

from __future__ import annotations

from ...core.advice import Advice
from ...core.protocol import Move
from .choices import decisions
from .lookahead import Position, fitted, look_ahead
from .search import two_rolls
from .sheet import AREAS, FIRST_BONUS, JOKER, LEAF_JOKERS, Sheet, cell_open
from .value import Key, canonical, leaf_acorns, sheet_keys, successors
from .view import SixtyOneView

DEEP = 3  # the best choices by one roll that are weighed again with two
WIDTH = 2  # the choices of each next roll (and the joker cells of a choice) looked at again


def _position(sheet: Sheet, bonus: tuple[bool, ...]) -> Position:
    """The sheet as the values see it."""
    return Position(sheet_keys(sheet.areas), sheet.total, len(sheet.leaves), bonus)


def _played(sheet: Sheet, bonus: tuple[bool, ...], move: Move) -> tuple[Sheet, int]:
    """A copy of the sheet with `move` played, and the acorns it earns (cells, leaf bonus, completion)."""
    after = sheet.copy()
    earned = 0
    if move["kind"] in ("write", "joker"):
        area, cell = move["area"], move["cell"]
        cells = after.cells(area)
        before = canonical(area, cells)
        cells[cell] = move.get("value", JOKER)
        for new, gain, done in successors(area, before, move.get("value", JOKER)):
            if new == canonical(area, cells):
                earned += gain + (FIRST_BONUS if done and bonus[area - 1] else 0)
                break
    if move["kind"] in ("write", "pass"):
        total = after.total + move["leaf"]
        after.leaves.append(total)
        earned += leaf_acorns(total)
    return after, earned


def _endings(sheet: Sheet, bonus: tuple[bool, ...], move: Move) -> list[tuple[int, Position]]:
    """Where `move` may leave the sheet, with the acorns it earns: one position, or one per cell of the joker it wins."""
    after, earned = _played(sheet, bonus, move)
    if move["kind"] != "joker" and after.total in LEAF_JOKERS and after.any_open(JOKER):
        out = []
        for area in AREAS:
            for cell in _open_joker_cells(after, area):
                placed, gain = _played(after, bonus, {"kind": "joker", "area": area, "cell": cell})
                out.append((earned + gain, _position(placed, bonus)))
        return out
    return [(earned, _position(after, bonus))]


def _open_joker_cells(sheet: Sheet, area: int) -> list[int]:
    """One cell per distinct result of a joker in `area`."""
    seen: set[Key] = set()
    out: list[int] = []
    cells = sheet.cells(area)
    for cell, value in enumerate(cells):
        if value is not None:
            continue
        if not cell_open(area, cells, cell, JOKER):
            continue
        trial = list(cells)
        trial[cell] = JOKER
        key = canonical(area, trial)
        if key not in seen:
            seen.add(key)
            out.append(cell)
    return out


def pending_acorns(view: SixtyOneView, sheet: Sheet) -> int:
    """First-completion acorns of this round not yet on the sheet's score (given when the round ends)."""
    return sum(
        FIRST_BONUS
        for area in range(6)
        if sheet.completed[area] == view.round and view.first_round[area] is None and not sheet.first[area]
    )


def advise(view: SixtyOneView, rounds: int | None = None) -> Advice:
    """The hard bot's choice for the view's seat, with the expected final score of every distinct choice.

    Every choice is weighed with one roll of look-ahead; the `DEEP` best of them again with two rolls
    (`search.two_rolls`), and those come first, in their new order. `rounds`: the rounds the game may
    still last, this one included, when a rival ends it sooner."""
    player = view.player
    if player is None or not view.legal:
        raise ValueError("no choice to make")
    sheet = view.sheets[player]
    bonus = tuple(view.first_round[a] is None for a in range(6))
    values = fitted()
    after_rounds = None if rounds is None else rounds - 1
    now = sheet.score() + pending_acorns(view, sheet)
    weighed = []
    for move in decisions(sheet, view.legal):
        endings = sorted(((earned + look_ahead(values, position, after_rounds), earned, position)
                          for earned, position in _endings(sheet, bonus, move)), key=lambda e: -e[0])
        weighed.append((now + endings[0][0], move, endings))
    weighed.sort(key=lambda item: -item[0])
    if len(weighed) > 1:
        known: dict = {}
        deeper = []
        for _one, move, endings in weighed[:DEEP]:
            best = max(earned + two_rolls(values, position, after_rounds, WIDTH, known)
                       for _value, earned, position in endings[:WIDTH])
            deeper.append((now + best, move, endings))
        deeper.sort(key=lambda item: -item[0])
        weighed[:DEEP] = deeper
    (best, move, _endings_of_best), rest = weighed[0], weighed[1:]
    return Advice(move, best, tuple((m, v) for v, m, _e in rest))
