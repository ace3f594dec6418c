"""The Oflameron game state: plain data that round-trips through JSON exactly."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Protocol, Sequence

PLACE = "place"  # each player puts a first marker on the field
TURN = "turn"  # before a roll: roll (or, in the card grid, buy a marker first)
ROLL = "roll"  # the next marker of the same turn must roll
MOVE = "move"  # a die is rolled: choose where the marker goes
OFFER = "offer"  # paper sheet: an X was reached, place an extra marker for 500 or decline
OVER = "over"


@dataclass
class OflameronState:
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
    deck: list[str] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    markers: list[list[int]] = field(default_factory=list)
    marker_rows: list[list[int]] = field(default_factory=list)
    turn: int = 0
    phase: str = PLACE
    marker: int = 0  # the marker of the player to move that rolls or moves next
    die: int = 0  # the die rolled for that marker (0: none yet)
    dice: list[int] = field(default_factory=list)  # every die rolled this turn
    round: int = 1
    base_row: list[int] = field(default_factory=list)  # sheet: the row each player moves up from
    end_reason: str = ""

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

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data."""
        return asdict(self)

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

    variant: str
    options: dict[str, str]
    players: int
    sides: int
    phase: str
    turn: int
    marker: int
    die: int
    round: int

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
