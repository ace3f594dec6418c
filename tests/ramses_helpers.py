"""Helpers for the Ramses tests: a table with a known layout, stacks and hands (no tests here)."""

from __future__ import annotations

from typing import Any

from accessible_games.core.protocol import Event, Setup
from accessible_games.games.ramses import GAME, rules
from accessible_games.games.ramses.box import BLANK, CELLS, TREASURES, cell_index, square_cells

# Known layout: the treasure of square s lies in its near-left cell, in TREASURES order.
# Box rows 0, 2, 4 hold treasures in columns 0, 2, 4, 6:
#   row 0: parrot, trumpet, sphinx, dog;  row 2: mummy, dentures, glasses, duck;
#   row 4: scarab, crown, cat, papyrus.   Every other cell is blank.
LAYOUT: list[str] = [BLANK] * CELLS
for _square, _treasure in enumerate(TREASURES):
    LAYOUT[square_cells(_square)[0]] = _treasure
HOLE = cell_index(1, 1)


def table(
    players: int = 3,
    variant: str = "standard",
    options: dict[str, str] | None = None,
    stage: int = 1,
    stacks: list[list[str]] | None = None,
    hands: list[list[str]] | None = None,
    hole: int = HOLE,
    first: int = 0,
    quarter: int = 0,
) -> tuple[rules.RamsesState, list[Event]]:
    """A table with the known layout; `stacks` list each stack top card first; `first` turns a card."""
    setup = Setup(seed=5, players=players, variant=variant, options=options or {})
    state, _ = GAME.new_game(setup)
    state.chips = list(LAYOUT)
    state.hole = hole
    state.quarter = quarter
    state.stage = stage
    state.log = []
    if stacks is not None:
        state.stacks = [list(reversed(stack)) for stack in stacks]
    if hands is not None:
        state.hands = [list(hand) for hand in hands]
    state.open_card = None
    state.discard = []
    events: list[Event] = []
    rules._begin_turn(state, first, events)
    return state, events


def kinds(events: list[Event]) -> list[str]:
    """The kinds of some events, in order."""
    return [e.kind for e in events]


def slide_box(state: rules.RamsesState, box_row: int, box_col: int) -> list[Event]:
    """Slide the pyramid at box coordinates (converted to the view the players see now)."""
    from accessible_games.games.ramses.box import box_to_view

    row, col = box_to_view(cell_index(box_row, box_col), rules.frame(state))
    return GAME.apply(state, {"kind": "slide", "row": row, "col": col})


def walk(state: rules.RamsesState, *cells: tuple[int, int]) -> list[Event]:
    """Slide along box cells in order; all the events."""
    events: list[Event] = []
    for row, col in cells:
        events += slide_box(state, row, col)
    return events


def find(events: list[Event], kind: str) -> Event:
    """The first event of a kind."""
    for event in events:
        if event.kind == kind:
            return event
    raise AssertionError(f"no {kind} in {[e.kind for e in events]}")


def play_random(
    seed: int, players: int = 3, variant: str = "standard", options: dict[str, str] | None = None, limit: int = 4000
) -> tuple[rules.RamsesState, list[dict[str, Any]]]:
    """A whole game of seeded random legal moves (bots for slides, so it ends); the moves played."""
    from accessible_games.core.rng import Rng

    state, _ = GAME.new_game(Setup(seed, players, variant, options or {}))
    rng = Rng(seed)
    moves: list[dict[str, Any]] = []
    while not GAME.is_over(state) and len(moves) < limit:
        player = GAME.to_move(state)
        assert player is not None
        legal = GAME.legal_moves(state, player)
        move = (
            GAME.bot_move(GAME.observe(state, player), "normal", seed + len(moves))
            if rng.random() < 0.7
            else rng.choice(legal)
        )
        GAME.apply(state, move)
        moves.append(move)
    return state, moves
