"""Nothing a Ramses II seat receives tells it a secret, and a spectator hears every public event: one whole random
game of every variant and seat count (about 240 moves), checked after every move for every seat and a spectator:
no other hand, no covered chip, no card drawn blindly by others, no Fata Morgana target, every private event with
a public twin."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.core.messages import Msg
from accessible_games.core.protocol import Event, Move
from accessible_games.games.ramses import rules
from accessible_games.games.ramses.box import view_to_box
from accessible_games.games.ramses.cards import END
from accessible_games.games.ramses.present import SILENT_EVENTS
from secrets_helpers import NO_SHRINK, Case, Table, case_id, cases, play

PUBLIC_CARD_EVENTS = {"card-turned", "found", "game-over"}  # a card face up, or shown by the rules


def card_lines(messages: list[Msg]) -> set[tuple[str, int]]:
    """(treasure, value) of every Ramses treasure card named anywhere in some messages."""
    found: set[tuple[str, int]] = set()
    stack = list(messages)
    while stack:
        m = stack.pop()
        if m.id == "ramses-card-treasure":
            found.add((m.args["treasure"], m.args["value"]))
        stack.extend(v for v in m.args.values() if isinstance(v, Msg))
        stack.extend(m.parts)
    return found


class RamsesTable(Table):
    """A Ramses II game where the bots slide (so searches end) and the other moves are random."""

    silent = frozenset(SILENT_EVENTS)

    def start(self) -> None:
        """The cards told to some seats only, as they are learnt."""
        self.secret: dict[str, set[int]] = {}  # card -> seats that were told which card it is

    def choose(self, view: Any) -> Move:
        """A bot's slide, so that searches end; any other move at random."""
        if view.legal[0]["kind"] == "slide":
            return self.game.bot_move(view, self.rng.choice(("easy", "normal")), self.rng.randrange(1 << 30))
        return self.rng.choice(view.legal)

    def told_aloud(self, event: Event) -> bool:
        """The end card, turned, is named by the game-over line."""
        return event.args.get("card") != END

    def check_seat(
        self, seat: int | None, view: Any, batch: list[Event], visible: list[Event], messages: list[Msg]
    ) -> None:
        """No other hand, no covered chip, no card drawn blindly by others, no Fata Morgana target."""
        state = self.state
        over = state.phase == rules.OVER
        for player, hand in enumerate(view.hands):
            assert hand is None if player != seat and not over else list(hand) == state.hands[player]
        uncovered, quarter = set(), 0
        for entry in state.log:
            if entry[0] == "u":
                uncovered.add(view_to_box(entry[2], entry[3], quarter))
            else:
                quarter = (quarter + entry[1]) % 4
        for s in view.sightings:
            cell = view_to_box(s.row, s.col, state.quarter)
            assert cell in uncovered and state.chips[cell] == s.chip
        task = state.task
        if state.phase == rules.SEARCH and task["kind"] == "fata" and seat not in (state.owner, task["victim"]):
            assert view.sought is None
        for event in visible:
            card = event.args.get("card")
            told = self.secret.get(card) if card else None
            if told is not None and seat not in told and event.to is None:
                assert event.kind in PUBLIC_CARD_EVENTS, f"seat {seat} learns a hidden card from {event}"
        if not over:
            told_cards = {
                (e.args["treasure"], e.args["value"]) for e in visible if "card" in e.args and e.args.get("treasure")
            }
            assert card_lines(messages) <= told_cards
        if seat is None and self.checks % 8 == 0:
            self.layout_unseen(view)

    def layout_unseen(self, spectator: Any) -> None:
        """Swapping two chips nobody has seen changes no seat's view."""
        state = self.state
        seen = {view_to_box(s.row, s.col, state.quarter) for s in spectator.sightings}
        covered = [c for c in range(48) if c not in seen and c != state.hole]
        pairs = [(a, b) for a in covered for b in covered if state.chips[a] != state.chips[b]]
        if not pairs:
            return
        a, b = self.rng.choice(pairs)
        other = self.game.from_json(self.game.to_json(state))
        other.chips[a], other.chips[b] = other.chips[b], other.chips[a]
        for seat in self.seats():
            assert self.game.observe(other, seat) == self.game.observe(state, seat)

    def after(self, batch: list[Event]) -> None:
        """Every private event has a public twin naming the seats told; their card becomes a secret."""
        for event in batch:
            if event.to is None:
                continue
            twin = next(
                (
                    e
                    for e in batch
                    if e.kind == f"{event.kind}-hidden" and e.to is None and e.args["told"] == list(event.to)
                ),
                None,
            )
            assert twin is not None, f"no public twin for {event}"
            assert not {"card", "value"} & set(twin.args)
            if "card" in event.args:
                self.secret[event.args["card"]] = set(event.to)


@pytest.mark.parametrize("case", cases("ramses"), ids=case_id)
@settings(max_examples=1, deadline=None, phases=NO_SHRINK, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31))
def test_no_seat_receives_a_secret_and_a_spectator_hears_every_public_event(case: Case, seed: int) -> None:
    """One whole random game of every variant and seat count."""
    play(RamsesTable, case, seed, moves=400)
