"""Oflameron rules: the state (plain data) and pure functions over it: setup, legal moves, effects.

The three variants share the turn structure (place a marker, then in turn roll and move) and
differ in the field, the way a marker moves and the end of the game:

- grid: a field of cards, markers on the bottom row, move 1..die left or right (cyclic), the
  bottom row is replaced after every round and markers score the card that comes down on them;
- sheet: a paper sheet, markers go one row up and exactly the die left or right (cyclic);
- loop: a closed track of cards, markers go clockwise by the die, the card left is replaced.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dataclass_field  # the table has a field (of cards) of its own
from typing import Any, Protocol, Sequence

from ...core.plain import as_plain
from ...core.protocol import Event, Move, Setup
from ...core.rng import Rng
from .cards import (
    END,
    EXTRA,
    GRID,
    LOOP,
    MARKER_PRICE,
    SHEET,
    fixed_points,
    penalty_points,
    random_sheet,
    standard_deck,
)

PLACE = "place"  # each player puts a first marker on the field
TURN = "turn"  # before a roll: roll (or, in the card grid, buy a marker first)
ROLL = "roll"  # the next marker of the same turn must roll
MOVE = "move"  # a die is rolled: choose where the marker goes
OFFER = "offer"  # paper sheet: an X was reached, place an extra marker for 500 or decline
OVER = "over"


class FieldGeometry:
    """Rows, columns and wrapping card look-up of a field, for the state and for a seat's view."""

    field: Sequence[Sequence[str]]

    @property
    def rows(self) -> int:
        """Number of rows of the field (1 for the loop)."""
        return len(self.field)

    @property
    def columns(self) -> int:
        """Cards in a row of the field (the loop's length)."""
        return len(self.field[0])

    def card_at(self, row: int, column: int) -> str:
        """The card or cell value at a row and column (columns wrap around)."""
        return self.field[row][column % self.columns]


@dataclass
class OflameronState(FieldGeometry):
    """Everything about one game of Oflameron in any of its three variants.

    `field` is the card grid (rows, bottom row first), the paper sheet (rows, bottom first) or
    the card loop (one row, positions clockwise). `deck` is the face-down draw pile (top card
    last). `markers[p]` holds player p's marker columns (loop: positions); `marker_rows[p]` the
    sheet row of each marker (0 in the other variants).
    """

    variant: str
    options: dict[str, str]
    players: int
    sides: int
    rng: int
    field: list[list[str]]
    deck: list[str] = dataclass_field(default_factory=list)
    scores: list[int] = dataclass_field(default_factory=list)
    markers: list[list[int]] = dataclass_field(default_factory=list)
    marker_rows: list[list[int]] = dataclass_field(default_factory=list)
    turn: int = 0
    phase: str = PLACE
    marker: int = 0  # the marker of the player to move that rolls or moves next
    die: int = 0  # the die rolled for that marker (0: none yet)
    dice: list[int] = dataclass_field(default_factory=list)  # every die rolled this turn
    round: int = 1
    base_row: list[int] = dataclass_field(default_factory=list)  # sheet: the row each player moves up from
    end_reason: str = ""

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data."""
        return as_plain(self)

    @staticmethod
    def from_json(data: dict[str, Any]) -> "OflameronState":
        """Inverse of `to_json` (copies every list, so the data can be reused)."""
        return OflameronState(
            variant=data["variant"],
            options=dict(data["options"]),
            players=data["players"],
            sides=data["sides"],
            rng=data["rng"],
            field=[list(row) for row in data["field"]],
            deck=list(data["deck"]),
            scores=list(data["scores"]),
            markers=[list(m) for m in data["markers"]],
            marker_rows=[list(m) for m in data["marker_rows"]],
            turn=data["turn"],
            phase=data["phase"],
            marker=data["marker"],
            die=data["die"],
            dice=list(data["dice"]),
            round=data["round"],
            base_row=list(data["base_row"]),
            end_reason=data["end_reason"],
        )


class OflameronTable(Protocol):
    """The public face of a table, shared by the full state and a seat's view: what rules helpers,
    the presenter and the bots may read (never the deck's order or the random state)."""

    @property
    def variant(self) -> str:
        """The variant: grid, sheet or loop."""

    @property
    def options(self) -> dict[str, str]:
        """The options given for this game."""

    @property
    def players(self) -> int:
        """Number of seats."""

    @property
    def sides(self) -> int:
        """Sides of the die."""

    @property
    def phase(self) -> str:
        """What the player to move does now."""

    @property
    def turn(self) -> int:
        """The seat to move."""

    @property
    def marker(self) -> int:
        """The marker of the seat to move that rolls or moves next."""

    @property
    def die(self) -> int:
        """The die rolled for that marker (0: none yet)."""

    @property
    def round(self) -> int:
        """The current round."""

    @property
    def field(self) -> Sequence[Sequence[str]]:
        """The face-up cards (or sheet cells), bottom row first."""

    @property
    def scores(self) -> Sequence[int]:
        """Every player's score."""

    @property
    def markers(self) -> Sequence[Sequence[int]]:
        """Every player's marker columns (loop: positions)."""

    @property
    def marker_rows(self) -> Sequence[Sequence[int]]:
        """The row of every marker."""

    @property
    def dice(self) -> Sequence[int]:
        """Every die rolled this turn."""

    @property
    def rows(self) -> int:
        """Number of rows of the field."""

    @property
    def columns(self) -> int:
        """Cards in a row of the field."""

    def card_at(self, row: int, column: int) -> str:
        """The card at a row and column (columns wrap around)."""


# Option defaults, one per [decision] of the rules (see game.py for the option lists).
DEFAULTS: dict[str, str] = {
    "die": "6",
    "rows": "3",
    "columns": "10",
    "copies": "5",
    "decks": "1",
    "end_cards": "0",
    "markers": "3",
    "rounds": "15",
    "negative_ends": "no",
    "b_penalty": "size",
    "sheet_rows": "20",
    "sheet_columns": "15",
    "x_cells": "yes",
    "loop_cards": "24",
    "loop_end_cards": "2",
}


def option(state: OflameronTable, key: str) -> str:
    """An option's value in this game (its default when it was not given)."""
    return state.options.get(key, DEFAULTS[key])


def int_option(state: OflameronTable, key: str) -> int:
    """A numeric option's value."""
    return int(option(state, key))


def negative_ends(state: OflameronTable) -> bool:
    """True when a score below zero ends the game (always on the sheet and the loop)."""
    return state.variant != GRID or option(state, "negative_ends") == "yes"


def max_markers(state: OflameronTable) -> int:
    """How many markers a player may own at most (grid: the agreed number; elsewhere unlimited)."""
    return int_option(state, "markers") if state.variant == GRID else 1_000


def rounds_limit(state: OflameronTable) -> int:
    """The number of rounds after which the card grid ends (0: no limit in that variant)."""
    return int_option(state, "rounds") if state.variant == GRID else 0


# --- setup ---------------------------------------------------------------------------------
def new_state(setup: Setup) -> tuple[OflameronState, list[Event]]:
    """Shuffle and lay out the field for the setup's variant; every player must then place a marker."""
    variant, options, players, seed = setup.variant, setup.options, setup.players, setup.seed
    rng = Rng(seed)
    values = {**DEFAULTS, **options}
    deck: list[str] = []
    if variant == GRID:
        deck = standard_deck(int(values["copies"]), int(values["decks"]), int(values["end_cards"]))
        rng.shuffle(deck)
        rows, columns = int(values["rows"]), int(values["columns"])
        field = [[deck.pop() for _ in range(columns)] for _ in range(rows)]
    elif variant == SHEET:
        field = random_sheet(rng, int(values["sheet_rows"]), int(values["sheet_columns"]), values["x_cells"] == "yes")
    elif variant == LOOP:
        deck = standard_deck(5, 1, int(values["loop_end_cards"]))
        rng.shuffle(deck)
        field = [[deck.pop() for _ in range(int(values["loop_cards"]))]]
    else:
        raise ValueError(f"variant {variant!r}")
    state = OflameronState(
        variant=variant,
        options=dict(options),
        players=players,
        sides=int(values["die"]),
        rng=rng.state,
        field=field,
        deck=deck,
        scores=[0] * players,
        markers=[[] for _ in range(players)],
        marker_rows=[[] for _ in range(players)],
        base_row=[0] * players,
    )
    event = Event("start", {"variant": variant, "rows": state.rows, "columns": state.columns, "players": players})
    return state, [event]


def to_move(state: OflameronState) -> int | None:
    """The player who acts now (None once the game is over)."""
    return None if state.phase == OVER else state.turn


def is_over(state: OflameronState) -> bool:
    """True once the game has ended."""
    return state.phase == OVER


def scores(state: OflameronState) -> list[int]:
    """Every player's score, in seat order."""
    return list(state.scores)


# --- legal moves ---------------------------------------------------------------------------
def legal_moves(state: OflameronState, player: int) -> list[Move]:
    """Every move `player` may make now."""
    if state.phase == OVER or player != state.turn:
        return []
    if state.phase == PLACE:
        key = "position" if state.variant == LOOP else "column"
        return [{"kind": "place", key: c} for c in range(state.columns)]
    if state.phase == TURN:
        moves: list[Move] = [{"kind": "roll"}]
        if can_buy(state, player):
            moves.extend({"kind": "buy", "column": c} for c in range(state.columns))
        return moves
    if state.phase == ROLL:
        return [{"kind": "roll"}]
    if state.phase == MOVE:
        if state.variant == GRID:
            return [{"kind": "move", "steps": s * k} for s in (-1, 1) for k in range(1, state.die + 1)]
        return [{"kind": "move", "steps": -state.die}, {"kind": "move", "steps": state.die}]
    if state.phase == OFFER:
        return [{"kind": "extra", "column": c} for c in range(state.columns)] + [{"kind": "decline"}]
    return []


def can_buy(state: OflameronTable, player: int) -> bool:
    """True when `player` may buy a marker now (grid, before the roll, 2000 points, under the limit)."""
    return (
        state.variant == GRID
        and state.phase == TURN
        and state.turn == player
        and len(state.markers[player]) < max_markers(state)
        and state.scores[player] >= MARKER_PRICE[GRID]
    )


# --- effects -------------------------------------------------------------------------------
def score_card(
    state: OflameronState, player: int, card: str, placing: bool = False, check_negative: bool = True
) -> dict[str, Any]:
    """Apply a reached card's value to `player`'s score; return what happened (for events).

    Z zeroes the score, END ends the game, X does nothing here (the sheet's offer is the
    caller's), the grid's B draws penalty cards. A card a marker is placed on counts the same.
    `check_negative=False` leaves a score below zero for the caller to judge (the shift).
    """
    before = state.scores[player]
    drawn: list[str] = []
    after = before
    points = fixed_points(card, state.variant)
    if points is not None:
        after = before + points
    elif card == "Z":
        after = 0
    elif card == "B":
        drawn, after = draw_penalty(state, before)
    elif card == END:
        state.end_reason = "end-card"
    state.scores[player] = after
    if check_negative and after < 0 and negative_ends(state) and not state.end_reason:
        state.end_reason = "negative"
    result: dict[str, Any] = {"card": card, "score": after, "delta": after - before, "drawn": drawn}
    if placing:
        result["placing"] = True
    return result


def landing_preview(state: OflameronTable, player: int, card: str, cost: int = 0) -> tuple[int, bool] | None:
    """The score `player` would have after paying `cost` and reaching `card`, and whether that ends
    the game (a score below zero where it ends the game); None when chance decides (the grid's B)
    or the card itself ends the game (END)."""
    if card == END or (card == "B" and state.variant == GRID):
        return None
    before = state.scores[player] - cost
    points = fixed_points(card, state.variant)
    after = 0 if card == "Z" else before + (points or 0)
    return after, after < 0 and negative_ends(state)


def draw_penalty(state: OflameronState, before: int) -> tuple[list[str], int]:
    """The grid's B: draw until a card that is neither B nor END; its value is the penalty.

    A number costs its size, P 100, T 1000, Z zeroes the score. The drawn cards go back into
    the deck, which is reshuffled.
    """
    drawn: list[str] = []
    after = before
    while state.deck:
        card = state.deck.pop()
        drawn.append(card)
        if card == "Z":
            after = 0
            break
        if card not in ("B", END):
            after = before - penalty_points(card, option(state, "b_penalty") == "signed")
            break
    state.deck.extend(drawn)
    reshuffle(state)
    return drawn, after


def reshuffle(state: OflameronState) -> None:
    """Shuffle the deck with the game's generator."""
    rng = Rng(state.rng)
    rng.shuffle(state.deck)
    state.rng = rng.state


def roll(state: OflameronState) -> int:
    """Roll the game's die."""
    rng = Rng(state.rng)
    value = rng.die(state.sides)
    state.rng = rng.state
    return value


# --- moves ---------------------------------------------------------------------------------
def apply(state: OflameronState, move: Move) -> list[Event]:
    """Play a legal `move` (the protocol checked it) for the player to move; return the events."""
    player = state.turn
    kind = move["kind"]
    events: list[Event] = []
    if kind == "place":
        _place(state, player, move, events)
    elif kind == "buy":
        _buy(state, player, move["column"], events)
    elif kind == "roll":
        _roll(state, player, events)
    elif kind == "move":
        _move(state, player, move["steps"], events)
    elif kind == "extra":
        _extra(state, player, move["column"], events)
    elif kind == "decline":
        events.append(Event("x-declined", {"player": player}))
        _next_marker(state, player, events)
    return events


def _place(state: OflameronState, player: int, move: Move, events: list[Event]) -> None:
    """A player's first marker goes on the bottom row (the loop: any card)."""
    where = move["position"] if state.variant == LOOP else move["column"]
    state.markers[player] = [where]
    state.marker_rows[player] = [0]
    card = state.card_at(0, where)
    landing = score_card(state, player, card, placing=True)
    events.append(Event("placed", {"player": player, "column": where, "row": 0, **landing}))
    if _ended(state, player, events):
        return
    state.turn += 1
    if state.turn == state.players:
        state.turn = 0
        state.phase = TURN
        events.append(Event("round", {"round": state.round}))


def _buy(state: OflameronState, player: int, column: int, events: list[Event]) -> None:
    """Grid: pay 2000 for one more marker and put it on a bottom-row card, scoring that card."""
    state.scores[player] -= MARKER_PRICE[GRID]
    state.markers[player].append(column)
    state.marker_rows[player].append(0)
    landing = score_card(state, player, state.card_at(0, column), placing=True)
    events.append(
        Event(
            "bought",
            {
                "player": player,
                "column": column,
                "price": MARKER_PRICE[GRID],
                "markers": len(state.markers[player]),
                **landing,
            },
        )
    )
    _ended(state, player, events)


def _roll(state: OflameronState, player: int, events: list[Event]) -> None:
    """Roll for the current marker; in the loop the marker then moves at once (no choice)."""
    die = roll(state)
    state.die = die
    state.dice.append(die)
    count = len(state.markers[player])
    events.append(Event("rolled", {"player": player, "die": die, "marker": state.marker, "markers": count}))
    if state.variant != LOOP:
        state.phase = MOVE
        return
    start = state.markers[player][state.marker]
    target = (start + die) % state.columns
    left = state.field[0][start]
    state.deck.append(left)
    reshuffle(state)
    replacement = state.deck.pop()
    state.field[0][start] = replacement
    state.markers[player][state.marker] = target
    landing = score_card(state, player, state.field[0][target])
    events.append(
        Event("moved", {"player": player, "marker": state.marker, "steps": die, "column": target, "row": 0, **landing})
    )
    events.append(Event("replaced", {"player": player, "column": start, "old": left, "new": replacement}))
    _next_marker(state, player, events)


def _move(state: OflameronState, player: int, steps: int, events: list[Event]) -> None:
    """Grid and sheet: move the current marker `steps` columns (negative: left), cyclically."""
    index = state.marker
    column = (state.markers[player][index] + steps) % state.columns
    row = state.marker_rows[player][index] + (1 if state.variant == SHEET else 0)
    state.markers[player][index] = column
    state.marker_rows[player][index] = row
    card = state.card_at(row, column)
    landing = score_card(state, player, card)
    offer = ""
    if card == EXTRA and not state.end_reason:
        offer = "offer" if state.scores[player] >= MARKER_PRICE[SHEET] else "cannot-pay"
    events.append(
        Event(
            "moved",
            {
                "player": player,
                "marker": index,
                "steps": steps,
                "column": column,
                "row": row,
                "offer": offer,
                **landing,
            },
        )
    )
    state.die = 0
    if offer == "offer":
        state.phase = OFFER
        return
    _next_marker(state, player, events)


def _extra(state: OflameronState, player: int, column: int, events: list[Event]) -> None:
    """Sheet: pay 500 for one more marker on any cell of the X's row, scoring that cell."""
    row = state.marker_rows[player][state.marker]
    state.scores[player] -= MARKER_PRICE[SHEET]
    state.markers[player].append(column)
    state.marker_rows[player].append(row)
    card = state.card_at(row, column)
    landing = score_card(state, player, card, placing=True)
    events.append(
        Event(
            "extra-placed",
            {
                "player": player,
                "column": column,
                "row": row,
                "price": MARKER_PRICE[SHEET],
                "markers": len(state.markers[player]),
                **landing,
            },
        )
    )
    _next_marker(state, player, events)


def _next_marker(state: OflameronState, player: int, events: list[Event]) -> None:
    """After a marker moved: the player's next marker rolls, or the turn passes on."""
    if _ended(state, player, events):
        return
    base = state.base_row[player]
    following = state.marker + 1
    while following < len(state.markers[player]) and state.marker_rows[player][following] != base:
        following += 1  # an extra marker placed this turn already stands on the new row
    if following < len(state.markers[player]):
        state.marker = following
        state.phase = ROLL
        return
    if state.variant == SHEET:
        state.base_row[player] += 1
    state.marker = 0
    state.die = 0
    state.dice = []
    state.turn += 1
    state.phase = TURN
    if state.turn < state.players:
        return
    state.turn = 0
    if state.variant == GRID:
        _shift(state, events)
        if state.end_reason:
            return
        if state.round >= rounds_limit(state):
            _finish(state, "rounds", None, events)
            return
    if state.variant == SHEET and state.base_row[0] >= state.rows - 1:
        _finish(state, "top", None, events)
        return
    state.round += 1
    events.append(Event("round", {"round": state.round}))


def _shift(state: OflameronState, events: list[Event]) -> None:
    """Grid: the bottom row goes back to the deck, rows move down, a new top row is dealt, and
    every marker scores the card that came down onto it, even after one of them ended the game."""
    state.deck.extend(state.field[0])
    reshuffle(state)
    state.field = state.field[1:] + [[state.deck.pop() for _ in range(state.columns)]]
    events.append(Event("shift", {"round": state.round, "top": list(state.field[-1])}))
    ender: int | None = None
    for player in range(state.players):
        for index, column in enumerate(state.markers[player]):
            landing = score_card(state, player, state.card_at(0, column), check_negative=False)
            events.append(Event("shifted", {"player": player, "marker": index, "column": column, "row": 0, **landing}))
            if state.end_reason and ender is None:
                ender = player
    if ender is None and negative_ends(state):
        ender = next((p for p in range(state.players) if state.scores[p] < 0), None)
        if ender is not None:
            state.end_reason = "negative"
    if ender is not None:  # the rows come down at once: every marker scores before the end
        _finish(state, state.end_reason, ender, events)


def _ended(state: OflameronState, player: int, events: list[Event]) -> bool:
    """Finish the game when the last card reached ended it; True when it did."""
    if not state.end_reason:
        return False
    _finish(state, state.end_reason, player, events)
    return True


def _finish(state: OflameronState, reason: str, player: int | None, events: list[Event]) -> None:
    """The game is over: record why and announce it with the final scores."""
    state.end_reason = reason
    state.phase = OVER
    args: dict[str, Any] = {"reason": reason, "scores": list(state.scores)}
    if player is not None:
        args["ender_player"] = player
    events.append(Event("game-over", args))
