"""Nothing a Sixty-One seat receives tells it a secret, and a spectator hears every public event: random games of
every seat count with both ways of announcing choices, checked after every move for every seat and a spectator."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.core.messages import Msg
from accessible_games.core.protocol import Event
from accessible_games.games.sixtyone.rules import ANNOUNCE_EACH, ANNOUNCE_ROUND
from secrets_helpers import NO_SHRINK, Case, Table, case_id, cases, play

CHOICE_LINES = {
    "sixtyone-write",
    "sixtyone-pass",
    "sixtyone-joker-placed",
    "sixtyone-leaf-bonus",
    "sixtyone-joker-won",
    "sixtyone-joker-lost",
    "sixtyone-area-complete",
}


class SixtyOneTable(Table):
    """A seat's choice stays hidden until its round ends; the dice to come are nobody's."""

    def start(self) -> None:
        """The sheets at the round's start, and the hidden choices not yet revealed."""
        self.round_start = self.sheets()
        self.unrevealed: set[tuple[int, int]] = set()  # (round, seat) of choices not yet revealed

    def sheets(self) -> list[dict[str, Any]]:
        """Every sheet now, as JSON."""
        return [s.to_json() for s in self.state.sheets]

    def before(self, batch: list[Event]) -> None:
        """A new round: every choice so far is revealed."""
        if any(e.kind == "roll" for e in batch):
            self.round_start = self.sheets()

    def check_seat(
        self, seat: int | None, view: Any, batch: list[Event], visible: list[Event], messages: list[Msg]
    ) -> None:
        """Another seat's choice of this round stays out of the view, the events and the messages."""
        state = self.state
        hidden = state.announce != ANNOUNCE_EACH and state.players > 1 and not state.over
        for owner in range(state.players):
            if owner == seat or not hidden:
                continue
            assert view.sheets[owner].to_json() == self.round_start[owner]
            assert view.choices[owner] is None
            assert not any(
                e.args.get("player") == owner and e.kind != "area-first"
                for e in visible
                if e.kind not in ("reveal", "roll", "game-over")
            )
            if not any(e.kind == "reveal" for e in batch):
                assert not any(m.id in CHOICE_LINES and m.args.get("player") == owner for m in messages)
        if hidden and seat != state.current:
            assert not view.joker_pending
        other = self.game.from_json(self.game.to_json(state))
        other.rng ^= 0x5DEECE66D
        assert self.game.observe(other, seat) == view  # the dice to come are nobody's

    def after(self, batch: list[Event]) -> None:
        """Every hidden choice is revealed to everybody when its round ends."""
        for event in batch:
            if event.to is not None:
                assert event.to == (event.args["player"],)
                self.unrevealed.add((self.state.round, event.args["player"]))
            elif event.kind == "reveal":
                self.unrevealed.discard((event.args["round"], event.args["player"]))
        assert all(r == self.state.round and not self.state.over for r, _ in self.unrevealed)


@pytest.mark.parametrize(
    "case", cases("sixtyone", ({"announce": ANNOUNCE_ROUND}, {"announce": ANNOUNCE_EACH})), ids=case_id
)
@settings(max_examples=2, deadline=None, phases=NO_SHRINK, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31))
def test_no_seat_receives_a_secret_and_a_spectator_hears_every_public_event(case: Case, seed: int) -> None:
    """Random games of every seat count and way of announcing."""
    play(SixtyOneTable, case, seed, moves=100)
