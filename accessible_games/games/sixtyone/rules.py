"""Sixty-One rules: the shared roll, dice roles, passing, leaf bonuses, jokers, area bonuses, end.

Pure: no speech, sound or UI. Players choose in seat order within a round; each choice stays
hidden from the others (events addressed to the chooser only) until the round ends, when every
choice is revealed together with the first-completion bonuses.

Moves:
- {"kind": "write", "area": a, "value": v, "cell": c, "leaf": l}: dice a, v, l are the roll.
- {"kind": "pass", "leaf": l}: only when no write is legal.
- {"kind": "joker", "area": a, "cell": c}: follow-up of the same player after a joker total.
- {"kind": "take-back", "by": p}: seat p takes back its own choice of this round while the round's
  choices are still hidden (never listed by `legal_moves`: bots and hints never take back; see
  `can_take_back`). It may be played out of turn; p then chooses again, the others' choices stand.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from itertools import product
from typing import Any

from ...core.protocol import Event, IllegalMove, Move, Setup
from ...core.rng import Rng
from .sheet import AREAS, FIRST_BONUS, JOKER, LEAF_ACORNS, LEAF_END, LEAF_JOKERS, LEAVES, Sheet, open_cells, write_gain

ANNOUNCE_ROUND = "round"  # choices announced together when the round ends (the rules' decision)
ANNOUNCE_EACH = "each"  # every choice announced as soon as it is made


@dataclass
class SixtyOneState:
    """The whole game: sheets, this round's roll and choices, who chooses now."""

    players: int
    announce: str = ANNOUNCE_ROUND
    rng: int = 0
    round: int = 1
    dice: list[int] = field(default_factory=list)
    sheets: list[Sheet] = field(default_factory=list)
    current: int = 0  # seat choosing now
    joker_pending: bool = False  # the current seat must place a joker before the turn passes
    choices: list[dict[str, Any] | None] = field(default_factory=list)  # this round, per seat
    first_round: list[int | None] = field(default_factory=lambda: [None] * 6)  # per area
    over: bool = False
    end_reason: str = ""  # "leaves" (61 reached) or "rounds" (round 20 played)

    def to_json(self) -> dict[str, Any]:
        """Plain dict form (exact round trip)."""
        return {
            "players": self.players,
            "announce": self.announce,
            "rng": self.rng,
            "round": self.round,
            "dice": list(self.dice),
            "sheets": [sheet.to_json() for sheet in self.sheets],
            "current": self.current,
            "joker_pending": self.joker_pending,
            "choices": [dict(c) if c is not None else None for c in self.choices],
            "first_round": list(self.first_round),
            "over": self.over,
            "end_reason": self.end_reason,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> "SixtyOneState":
        """Inverse of `to_json`."""
        return SixtyOneState(
            players=data["players"],
            announce=data["announce"],
            rng=data["rng"],
            round=data["round"],
            dice=list(data["dice"]),
            sheets=[Sheet.from_json(s) for s in data["sheets"]],
            current=data["current"],
            joker_pending=data["joker_pending"],
            choices=[dict(c) if c is not None else None for c in data["choices"]],
            first_round=list(data["first_round"]),
            over=data["over"],
            end_reason=data["end_reason"],
        )


def roll(state: SixtyOneState) -> list[int]:
    """Roll the three shared dice from the state's generator (kept sorted, as they are read)."""
    rng = Rng(state.rng)
    dice = sorted(rng.die() for _ in range(3))
    state.rng = rng.state
    return dice


def new_state(setup: Setup) -> tuple[SixtyOneState, list[Event]]:
    """A fresh game with round 1 rolled."""
    state = SixtyOneState(
        players=setup.players,
        announce=setup.options.get("announce", ANNOUNCE_ROUND),
        rng=Rng(setup.seed).next64(),
        sheets=[Sheet() for _ in range(setup.players)],
        choices=[None] * setup.players,
    )
    state.dice = roll(state)
    return state, [Event("roll", {"round": 1, "dice": list(state.dice)})]


def to_move(state: SixtyOneState) -> int | None:
    """The seat choosing now, None once the game is over."""
    return None if state.over else state.current


@cache
def three_dice_rolls() -> tuple[tuple[tuple[int, int, int], float], ...]:
    """The 56 rolls of three dice, each as its sorted dice with its chance (ways out of 216), in sorted order."""
    ways = Counter(tuple(sorted(dice)) for dice in product(range(1, 7), repeat=3))
    return tuple(((a, b, c), n / 216) for (a, b, c), n in sorted(ways.items()))


def role_splits(dice: list[int]) -> list[tuple[int, int, int]]:
    """Every distinct (area die, value die, leaf die) assignment of the roll."""
    a, b, c = dice
    return sorted({(a, b, c), (a, c, b), (b, a, c), (b, c, a), (c, a, b), (c, b, a)})


def write_moves(sheet: Sheet, dice: list[int]) -> list[Move]:
    """Every legal write for this sheet and roll, grouped by area, then cell."""
    moves = [
        {"kind": "write", "area": area, "value": value, "cell": cell, "leaf": leaf}
        for area, value, leaf in role_splits(dice)
        for cell in open_cells(area, sheet.cells(area), value)
    ]
    moves.sort(key=lambda m: (m["area"], m["cell"], m["value"], m["leaf"]))
    return moves


def joker_moves(sheet: Sheet) -> list[Move]:
    """Every cell a joker may go in now."""
    return [
        {"kind": "joker", "area": area, "cell": cell}
        for area in AREAS
        for cell in open_cells(area, sheet.cells(area), JOKER)
    ]


def legal_moves(state: SixtyOneState, player: int) -> list[Move]:
    """Every legal move of `player` now; a pass is offered only when no write is legal."""
    if state.over or player != state.current:
        return []
    sheet = state.sheets[player]
    if state.joker_pending:
        return joker_moves(sheet)
    moves = write_moves(sheet, state.dice)
    if moves:
        return moves
    return [{"kind": "pass", "leaf": leaf} for leaf in sorted(set(state.dice))]


def _private(state: SixtyOneState, player: int) -> tuple[int, ...] | None:
    """Who may hear of a choice now: only the chooser while choices are hidden."""
    return None if state.announce == ANNOUNCE_EACH or state.players == 1 else (player,)


def _fill(state: SixtyOneState, player: int, area: int, cell: int, value: int) -> tuple[int, bool]:
    """Write a value in a cell; return the acorns gained and whether the area became complete."""
    sheet = state.sheets[player]
    cells = sheet.cells(area)
    gain = write_gain(area, cells, cell, value)
    cells[cell] = value
    completed = sheet.completed[area - 1] is None and sheet.is_complete(area)
    if completed:
        sheet.completed[area - 1] = state.round
    return gain, completed


def can_take_back(state: SixtyOneState, player: int | None) -> bool:
    """True when `player` may take back its own choice of this round: made, still hidden, no one's joker waiting.

    Choices are hidden until the round ends (with announce=each, or alone, each is public at once).
    """
    if player is None or state.over or not 0 <= player < state.players:
        return False
    if state.announce == ANNOUNCE_EACH or state.players == 1:
        return False
    if state.joker_pending and state.current != player:
        return False  # another seat is placing its joker now: its turn is not interrupted
    return state.choices[player] is not None


def take_backs(state: SixtyOneState, player: int) -> list[Move]:
    """The take-back `player` may send now, whoever chooses (none when it may not take its choice back)."""
    return [{"kind": "take-back", "by": player}] if can_take_back(state, player) else []


def take_back(state: SixtyOneState, move: Move) -> list[Event]:
    """Check and play a take-back: seat `by` undoes its choice of this round (cells, joker, leaf, completions)
    and chooses again; the others' choices stand."""
    player = move.get("by")
    if (
        set(move) != {"kind", "by"}
        or move.get("kind") != "take-back"
        or not isinstance(player, int)
        or isinstance(player, bool)
    ):
        raise IllegalMove(f"not a take-back: {move!r}")
    if not can_take_back(state, player):
        raise IllegalMove(f"seat {player} has no hidden choice to take back")
    choice = state.choices[player] or {}
    _unwrite(state.sheets[player], choice, state.round)
    state.choices[player] = None
    state.joker_pending = False
    state.current = player
    return [Event("take-back", {"player": player, "choice": dict(choice)}, (player,))]


def apply(state: SixtyOneState, move: Move) -> list[Event]:
    """Play a legal `move` (the protocol checked it) for the seat choosing now; return the events."""
    player = state.current
    to = _private(state, player)
    sheet = state.sheets[player]
    events: list[Event] = []
    if move["kind"] == "joker":
        area, cell = move["area"], move["cell"]
        gain, completed = _fill(state, player, area, cell, JOKER)
        choice = state.choices[player] or {}
        choice["joker"] = {"area": area, "cell": cell, "gain": gain}
        state.choices[player] = choice
        events.append(Event("joker", {"player": player, "area": area, "cell": cell, "gain": gain}, to))
        if completed:
            choice["complete"] = [*choice.get("complete", []), area]
            events.append(Event("area-complete", {"player": player, "area": area}, to))
        state.joker_pending = False
        return events + _advance(state)

    leaf = move["leaf"]
    total = sheet.total + leaf
    if move["kind"] == "write":
        area, cell, value = move["area"], move["cell"], move["value"]
        gain, completed = _fill(state, player, area, cell, value)
        sheet.leaves.append(total)
        choice = {
            "kind": "write",
            "area": area,
            "cell": cell,
            "value": value,
            "leaf": leaf,
            "total": total,
            "gain": gain,
        }
        events.append(Event("write", {"player": player, **choice}, to))
        if completed:
            choice["complete"] = [area]
            events.append(Event("area-complete", {"player": player, "area": area}, to))
    else:
        sheet.leaves.append(total)
        choice = {"kind": "pass", "leaf": leaf, "total": total}
        events.append(Event("pass", {"player": player, "leaf": leaf, "total": total}, to))
    state.choices[player] = choice
    if total in LEAF_ACORNS:
        events.append(Event("leaf-bonus", {"player": player, "total": total, "acorns": LEAF_ACORNS[total]}, to))
    elif total in LEAF_JOKERS:
        if sheet.any_open(JOKER):
            state.joker_pending = True
            events.append(Event("joker-won", {"player": player, "total": total}, to))
        else:
            choice["joker_lost"] = True
            events.append(Event("joker-lost", {"player": player, "total": total}, to))
    if state.joker_pending:
        return events
    return events + _advance(state)


def _advance(state: SixtyOneState) -> list[Event]:
    """Pass the turn to the first seat still to choose this round, or end the round when all have."""
    waiting = [p for p, choice in enumerate(state.choices) if choice is None]
    if waiting:
        state.current = waiting[0]
        return []
    state.current = state.players
    return _end_round(state)


def _end_round(state: SixtyOneState) -> list[Event]:
    """Reveal the round's choices, give first-completion bonuses, then end or roll again."""
    events: list[Event] = []
    if state.announce != ANNOUNCE_EACH and state.players > 1:
        for player, choice in enumerate(state.choices):
            events.append(Event("reveal", {"round": state.round, "player": player, "choice": dict(choice or {})}))
    for area in AREAS:
        if state.first_round[area - 1] is not None:
            continue
        finishers = [p for p, sheet in enumerate(state.sheets) if sheet.completed[area - 1] == state.round]
        if not finishers:
            continue
        state.first_round[area - 1] = state.round
        for player in finishers:
            state.sheets[player].first[area - 1] = True
            events.append(
                Event(
                    "area-first",
                    {"player": player, "area": area, "acorns": FIRST_BONUS, "shared": len(finishers) > 1},
                )
            )
    if any(sheet.total >= LEAF_END for sheet in state.sheets) or state.round >= LEAVES:
        state.over = True
        state.end_reason = "leaves" if any(sheet.total >= LEAF_END for sheet in state.sheets) else "rounds"
        state.joker_pending = False
        events.append(
            Event(
                "game-over",
                {"reason": state.end_reason, "round": state.round, "scores": [s.score() for s in state.sheets]},
            )
        )
        return events
    state.round += 1
    state.current = 0
    state.choices = [None] * state.players
    state.dice = roll(state)
    events.append(Event("roll", {"round": state.round, "dice": list(state.dice)}))
    return events


def hidden_this_round(state: SixtyOneState, owner: int, viewer: int | None) -> bool:
    """True when `viewer` may not yet see what `owner` chose this round."""
    if owner == viewer or state.over or state.announce == ANNOUNCE_EACH or state.players == 1:
        return False
    return state.choices[owner] is not None


def visible_sheet(state: SixtyOneState, owner: int, viewer: int | None) -> Sheet:
    """`owner`'s sheet as `viewer` may know it: this round's hidden choice taken back."""
    sheet = state.sheets[owner]
    if not hidden_this_round(state, owner, viewer):
        return sheet
    seen = sheet.copy()
    _unwrite(seen, state.choices[owner] or {}, state.round)
    return seen


def _unwrite(sheet: Sheet, choice: dict[str, Any], round_: int) -> None:
    """Remove one round's choice from a sheet: its cell, its joker, its leaf and the completions it made."""
    if choice.get("kind") == "write":
        sheet.cells(choice["area"])[choice["cell"]] = None
    if "joker" in choice:
        sheet.cells(choice["joker"]["area"])[choice["joker"]["cell"]] = None
    sheet.leaves.pop()
    sheet.completed = [None if r == round_ else r for r in sheet.completed]


def scores(state: SixtyOneState) -> list[int]:
    """Every player's acorns so far, in seat order."""
    return [sheet.score() for sheet in state.sheets]
