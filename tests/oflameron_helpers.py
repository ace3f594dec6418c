"""Helpers for the Oflameron tests: states built by hand, with a chosen die."""

from __future__ import annotations

from typing import Any

from accessible_games.games import get_game
from accessible_games.core.rng import Rng
from accessible_games.games.oflameron.rules import MOVE, OFFER, TURN, OflameronState

GAME = get_game("oflameron")


def seed_rolling(die: int, sides: int = 6) -> int:
    """A generator state whose next die is `die`."""
    for seed in range(10_000):
        if Rng(seed).die(sides) == die:
            return seed
    raise AssertionError("no seed found")


def make_state(
    variant: str,
    field: list[list[str]],
    *,
    players: int = 1,
    deck: list[str] | None = None,
    scores: list[int] | None = None,
    markers: list[list[int]] | None = None,
    rows: list[list[int]] | None = None,
    options: dict[str, str] | None = None,
    phase: str = TURN,
    die: int = 0,
    turn: int = 0,
    round: int = 1,
    rng: int = 1,
) -> OflameronState:
    """A state with exactly this field, deck, scores and markers."""
    markers = markers if markers is not None else [[0] for _ in range(players)]
    return OflameronState(
        variant=variant,
        options=dict(options or {}),
        players=players,
        sides=int((options or {}).get("die", "6")),
        rng=rng,
        field=[list(row) for row in field],
        deck=list(deck or []),
        scores=list(scores or [0] * players),
        markers=[list(m) for m in markers],
        marker_rows=[list(r) for r in rows] if rows is not None else [[0] * len(m) for m in markers],
        turn=turn,
        phase=phase,
        die=die,
        dice=[die] if die else [],
        round=round,
        base_row=[min(r) if r else 0 for r in rows] if rows is not None else [0] * players,
    )


def moving(state: OflameronState, die: int) -> OflameronState:
    """The same state with `die` just rolled for the current marker."""
    state.phase = MOVE
    state.die = die
    state.dice = [die]
    return state


def kinds(events: list[Any]) -> list[str]:
    """The kinds of a list of events."""
    return [e.kind for e in events]


def after(state: OflameronState, move: dict[str, Any]) -> OflameronState:
    """A copy of `state` with `move` played."""
    copy = GAME.from_json(GAME.to_json(state))
    GAME.apply(copy, move)
    return copy


def brute_force(state: OflameronState, extras: bool = True) -> float:
    """Expected final score of a solo game: every die of every marker and every legal move (each
    direction, and at an X every cell for the extra marker or declining) played by the rules.
    `extras` False declines every X, as the sheet's dynamic program values it."""
    if GAME.is_over(state):
        return float(state.scores[0])
    if state.phase in (MOVE, OFFER, "place"):
        return max(
            brute_force(after(state, move), extras)
            for move in GAME.legal_moves(state, 0)
            if extras or move["kind"] != "extra"
        )
    total = 0.0
    for die in range(1, state.sides + 1):
        copy = GAME.from_json(GAME.to_json(state))
        copy.phase, copy.die, copy.dice = MOVE, die, [*copy.dice, die]
        total += brute_force(copy, extras)
    return total / state.sides
