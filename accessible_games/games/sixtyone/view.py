"""What one seat may know of a Sixty-One game: the view that the board, hints and bots work from.

The roll, the round and whose turn it is are public. Each sheet is shown as the seat may know it:
its own in full, the others' without this round's choices while choices stay hidden until the
round ends (they are revealed together then). The random generator is never in a view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.protocol import Move, frozen, plain, PlainView
from .rules import ANNOUNCE_EACH, SixtyOneState, can_take_back, hidden_this_round, legal_moves, visible_sheet
from .sheet import Sheet


@dataclass(frozen=True)
class SixtyOneView(PlainView):
    """Everything seat `player` (None: a spectator) may know now."""

    player: int | None
    players: int
    announce: str
    round: int
    dice: tuple[int, ...]
    sheets: tuple[Sheet, ...]  # every sheet as this seat may know it (read them, never change them)
    current: int | None  # the seat choosing now, None once the game is over
    joker_pending: bool  # the seat choosing now must place a joker (if this seat may know it)
    choices: tuple[dict[str, Any] | None, ...]  # this round's choices this seat may know, per seat
    first_round: tuple[int | None, ...]  # per area: the round someone first completed it
    over: bool
    end_reason: str
    legal: tuple[Move, ...]  # this seat's legal moves now
    take_back: bool = False  # this seat may take back its own hidden choice of this round

    @property
    def sheet(self) -> Sheet | None:
        """The seat's own sheet (None for a spectator)."""
        return self.sheets[self.player] if self.player is not None else None

    def scores(self) -> list[int]:
        """Every seat's acorns as this seat may know them."""
        return [sheet.score() for sheet in self.sheets]

    @staticmethod
    def from_json(data: dict[str, Any]) -> "SixtyOneView":
        """Inverse of `to_json`."""
        values = frozen(data)
        values["sheets"] = tuple(Sheet.from_json(s) for s in data["sheets"])
        values["choices"] = tuple(dict(c) if c is not None else None for c in data["choices"])
        values["legal"] = tuple(dict(m) for m in data["legal"])
        return SixtyOneView(**values)


def observe(state: SixtyOneState, player: int | None, shared: dict[Any, Any] | None = None) -> SixtyOneView:
    """Build `player`'s view (None: a spectator): others' choices of this round stay hidden until revealed.

    `shared`: kept by the caller for this one state, so that the views of several seats hold one copy of
    each sheet they all see in full (a view's sheets are read, never changed)."""
    public = state.announce == ANNOUNCE_EACH or state.players == 1 or state.over
    return SixtyOneView(
        player=player,
        players=state.players,
        announce=state.announce,
        round=state.round,
        dice=tuple(state.dice),
        sheets=tuple(_seen(state, owner, player, shared) for owner in range(state.players)),
        current=None if state.over else state.current,
        joker_pending=state.joker_pending and (public or player == state.current),
        choices=tuple(
            None if c is None or hidden_this_round(state, owner, player) else _copy(c)
            for owner, c in enumerate(state.choices)
        ),
        first_round=tuple(state.first_round),
        over=state.over,
        end_reason=state.end_reason,
        legal=tuple(legal_moves(state, player)) if player is not None else (),
        take_back=can_take_back(state, player),
    )


def _seen(state: SixtyOneState, owner: int, player: int | None, shared: dict[Any, Any] | None) -> Sheet:
    """`owner`'s sheet as `player` may know it, apart from the state's: the copy `visible_sheet` made to take
    this round's hidden choice back, or a copy of the state's sheet (one for every view sharing `shared`)."""
    if shared is None:
        sheet = visible_sheet(state, owner, player)
        return sheet.copy() if sheet is state.sheets[owner] else sheet
    key = (owner, hidden_this_round(state, owner, player))  # every other seat sees a choice hidden alike
    copy = shared.get(key)
    if copy is None:
        sheet = visible_sheet(state, owner, player)
        copy = shared[key] = sheet.copy() if sheet is state.sheets[owner] else sheet
    return copy  # type: ignore[no-any-return]


def _copy(choice: dict[str, Any]) -> dict[str, Any]:
    """A deep copy of a choice record (plain JSON data)."""
    return plain(choice)  # type: ignore[no-any-return]
