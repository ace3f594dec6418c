"""Nothing an Oflameron seat receives tells it a secret, and a spectator hears every public event: random games of
every variant and seat count, checked after every move for every seat and a spectator."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.core.messages import Msg
from accessible_games.core.protocol import Event
from secrets_helpers import NO_SHRINK, Case, Table, case_id, cases, play


class OflameronTable(Table):
    """The table is public; the deck's order and the generator are nobody's."""

    def check_seat(
        self, seat: int | None, view: Any, batch: list[Event], visible: list[Event], messages: list[Msg]
    ) -> None:
        """The same view whatever the deck's order and the generator."""
        assert view.deck_size == len(self.state.deck)
        other = self.game.from_json(self.game.to_json(self.state))
        other.deck.reverse()
        other.rng ^= 0x5DEECE66D
        assert self.game.observe(other, seat) == view


@pytest.mark.parametrize("case", cases("oflameron"), ids=case_id)
@settings(max_examples=2, deadline=None, phases=NO_SHRINK, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31))
def test_no_seat_receives_a_secret_and_a_spectator_hears_every_public_event(case: Case, seed: int) -> None:
    """Random games of every variant and seat count."""
    play(OflameronTable, case, seed, moves=100)
