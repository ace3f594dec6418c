"""Bots: three levels that differ by memory, playing only from their own player view.

easy   recalls under half of the chips uncovered before this turn and cuts through unknown cells;
normal recalls about two thirds of them and is more careful;
hard   remembers every chip it saw (through turns of the box) and plans slides through cells it
       knows are blank, keeping away from treasures that would end its turn.
All of them reason that a square holds one treasure, so a known treasure marks its square's other
cells as blanks. The last few chips uncovered (2 for easy, 6 for normal) are never forgotten, so no
bot slides back onto the treasure that lay open when its turn began. Forgetting is a hash of (player, level, which sighting, which turn): a pure
function of what was seen, stable within a turn, so a bot never wavers between two paths. (The
seed argument changes with every move, so it only breaks ties.)
"""

from __future__ import annotations

import heapq
from ...core.protocol import Move
from ...core.rng import Rng, derive_seed
from .box import BLANK, neighbours
from .cards import card_event, card_value
from .view import RamsesView

RECALL: dict[str, tuple[float, float]] = {  # level: (chance to recall an old blank, an old treasure)
    "easy": (0.3, 0.5),
    "normal": (0.55, 0.75),
    "hard": (1.0, 1.0),
}
FRESH: dict[str, int] = {"easy": 2, "normal": 6, "hard": 10**9}  # latest sightings never forgotten
UNKNOWN_COST: dict[str, float] = {"easy": 0.5, "normal": 1.0, "hard": 2.5}
WRONG_COST = 1000.0

Cell = tuple[int, int]


def bot_move(view: RamsesView, level: str, seed: int) -> Move:
    """The move a bot of `level` plays for the view's seat, from that view only."""
    moves = list(view.legal)
    if not moves or view.player is None:
        raise ValueError("the bot has no move now")
    if len(moves) == 1:
        return moves[0]
    memory = recall(view, level)
    rng = Rng(derive_seed(seed, view.player, view.turn, len(view.sightings), sum(view.hand_sizes)))
    kind = moves[0]["kind"]
    if kind == "slide":
        return _slide(view, memory, level, moves, rng)
    if kind == "name":
        return _name(view, memory, moves, rng)
    if kind == "pick":
        return max(moves, key=lambda m: (view.hand_sizes[m["player"]], -m["player"]))
    return _give(view, moves)


def recall(view: RamsesView, level: str) -> dict[Cell, str]:
    """The chips this bot remembers now, by cell; this turn's sightings and the latest few are never forgotten.

    So a bot never walks back onto the treasure that lay open in the hole when its turn began.
    """
    blank_p, treasure_p = RECALL.get(level, RECALL["normal"])
    memory: dict[Cell, str] = {view.hole: view.hole_chip}
    newest = max((s.serial for s in view.sightings), default=0)
    fresh = FRESH.get(level, FRESH["normal"])
    for cell, seen in view.memory().items():
        if seen.turn == view.turn or cell == view.hole or newest - seen.serial < fresh:
            memory[cell] = seen.chip
            continue
        chance = blank_p if seen.chip == BLANK else treasure_p
        if chance >= 1.0 or _unit(view.player, level, seen.serial, view.turn) < chance:
            memory[cell] = seen.chip
    return memory


def _unit(player: int | None, level: str, serial: int, turn: int) -> float:
    """A stable pseudo-random number in [0, 1) for one memory of one sighting in one turn."""
    return Rng(derive_seed(-1 if player is None else player, level, serial, turn)).random()


def deduced(view: RamsesView, memory: dict[Cell, str]) -> dict[Cell, str]:
    """Memory plus the blanks it implies: a square whose treasure is known holds only blanks."""
    out = dict(memory)
    for (row, col), chip in memory.items():
        if chip != BLANK:
            top, left = row - row % 2, col - col % 2
            for cell in ((top, left), (top, left + 1), (top + 1, left), (top + 1, left + 1)):
                out.setdefault(cell, BLANK)
    return out


def locate(memory: dict[Cell, str], treasure: str) -> Cell | None:
    """Where this bot remembers `treasure` to be, if it does."""
    for cell, chip in memory.items():
        if chip == treasure:
            return cell
    return None


def _slide(view: RamsesView, memory: dict[Cell, str], level: str, moves: list[Move], rng: Rng) -> Move:
    """Head for the sought treasure if remembered, else for the nearest cell that may hold it."""
    target = view.sought
    known = deduced(view, memory)
    unknown_cost = UNKNOWN_COST.get(level, 1.0) * (2.0 if view.stage == 3 else 1.0)
    goals: set[Cell] = set()
    if target is not None:
        spot = locate(known, target)
        if spot is not None and spot != view.hole:
            goals = {spot}
    if not goals:
        goals = {
            (r, c) for r in range(view.rows) for c in range(view.cols) if (r, c) not in known and (r, c) != view.hole
        }
    legal = {(m["row"], m["col"]) for m in moves}
    if goals:
        step = _first_step(view, known, goals, target, unknown_cost)
        if step is not None and step in legal:
            return {"kind": "slide", "row": step[0], "col": step[1]}
    safe = [m for m in moves if known.get((m["row"], m["col"]), BLANK) in (BLANK, target)]
    return rng.choice(safe or moves)


def _first_step(
    view: RamsesView, known: dict[Cell, str], goals: set[Cell], target: str | None, unknown_cost: float
) -> Cell | None:
    """First slide of the cheapest path from the hole to a goal (Dijkstra over the view)."""
    start = view.hole
    best: dict[Cell, float] = {start: 0.0}
    first: dict[Cell, Cell | None] = {start: None}
    queue: list[tuple[float, Cell]] = [(0.0, start)]
    while queue:
        cost, cell = heapq.heappop(queue)
        if cost > best[cell]:
            continue
        if cell in goals:
            return first[cell]
        for row, col, _, _ in neighbours(cell[0], cell[1], view.rows, view.cols, view.diagonal):
            nxt = (row, col)
            chip = known.get(nxt)
            if nxt in goals or chip == target:
                step = 1.0
            elif chip is None:
                step = 1.0 + unknown_cost
            elif chip == BLANK:
                step = 1.0
            else:
                step = WRONG_COST
            total = cost + step
            if total < best.get(nxt, float("inf")):
                best[nxt] = total
                first[nxt] = nxt if first[cell] is None else first[cell]
                heapq.heappush(queue, (total, nxt))
    return None


def _distance(view: RamsesView, known: dict[Cell, str], goal: Cell) -> float:
    """How many slides this bot thinks a remembered cell lies from the hole (inf if unknown)."""
    best: dict[Cell, float] = {view.hole: 0.0}
    queue: list[tuple[float, Cell]] = [(0.0, view.hole)]
    while queue:
        cost, cell = heapq.heappop(queue)
        if cell == goal:
            return cost
        if cost > best[cell]:
            continue
        for row, col, _, _ in neighbours(cell[0], cell[1], view.rows, view.cols, view.diagonal):
            chip = known.get((row, col))
            step = 1.0 if (row, col) == goal or chip == BLANK else (2.0 if chip is None else WRONG_COST)
            if cost + step < best.get((row, col), float("inf")):
                best[(row, col)] = cost + step
                heapq.heappush(queue, (cost + step, (row, col)))
    return float("inf")


def _name(view: RamsesView, memory: dict[Cell, str], moves: list[Move], rng: Rng) -> Move:
    """Name what is easiest to find for itself (Gift, Risk) or hardest for a rival (poker)."""
    allowed = [m["treasure"] for m in moves]
    known = deduced(view, memory)
    reach: dict[str, float] = {}
    for treasure in allowed:
        spot = locate(known, treasure)
        reach[treasure] = _distance(view, known, spot) if spot is not None else 50.0
    event = _event_in_play(view)
    if event == "poker":
        ordered = sorted(allowed, key=lambda t: (-reach[t], rng.random()))
    else:
        ordered = sorted(allowed, key=lambda t: (reach[t], rng.random()))
    return {"kind": "name", "treasure": ordered[0]}


def _event_in_play(view: RamsesView) -> str | None:
    """The event of the face-up card, if it is an event card."""
    return card_event(view.open_card) if view.open_card else None


def _give(view: RamsesView, moves: list[Move]) -> Move:
    """Give away the cheapest card, to the player holding fewest cards."""
    return min(moves, key=lambda m: (card_value(m["card"]), view.hand_sizes[m["player"]], m["player"], m["card"]))
