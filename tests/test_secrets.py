"""Nothing a seat receives tells it a secret, and a spectator hears every public event.

Hypothesis plays random games of every game, variant and seat count (Sixty-One with both ways of
announcing choices). After every move, for every seat and for a spectator, it checks what that
seat is given: its observation, the events it may see and the messages presented to it.
"""

from __future__ import annotations

import json
import random
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from accessible_games.core.messages import Msg
from accessible_games.core.protocol import Event, Game, Setup
from accessible_games.core.rng import derive_seed
from accessible_games.games import get_game
from accessible_games.games.ramses import rules as ramses_rules
from accessible_games.games.ramses.box import view_to_box
from accessible_games.games.ramses.cards import (
    END,  # turned, it is named by the game-over line
)
from accessible_games.games.ramses.present import SILENT_EVENTS as RAMSES_SILENT
from accessible_games.games.sixtyone.rules import ANNOUNCE_EACH, ANNOUNCE_ROUND

MAX_MOVES = {"sixtyone": 100, "ramses": 400, "oflameron": 100}  # a Ramses game lasts about 240 moves
NEVER_IN_A_VIEW = {"rng", "deck", "chips", "stacks", "log", "task", "discard"}
SILENT = {"ramses": RAMSES_SILENT, "sixtyone": set(), "oflameron": set()}
PUBLIC_CARD_EVENTS = {"card-turned", "found", "game-over"}  # a card face up, or shown by the rules
SIXTYONE_CHOICE_LINES = {
    "sixtyone-write",
    "sixtyone-pass",
    "sixtyone-joker-placed",
    "sixtyone-leaf-bonus",
    "sixtyone-joker-won",
    "sixtyone-joker-lost",
    "sixtyone-area-complete",
}


def cases() -> list[tuple[str, str, dict[str, str], int]]:
    """Every game, variant and seat count (and both Sixty-One announcing options)."""
    out: list[tuple[str, str, dict[str, str], int]] = []
    for name in ("sixtyone", "ramses", "oflameron"):
        game = get_game(name)
        for variant in game.variants:
            for players in range(game.min_players, game.max_players + 1):
                announces = (ANNOUNCE_ROUND, ANNOUNCE_EACH) if name == "sixtyone" else (None,)
                for announce in announces:
                    out.append((name, variant, {"announce": announce} if announce else {}, players))
    return out


def case_id(case: tuple[str, str, dict[str, str], int]) -> str:
    """A readable test id: game, variant, announcing option, seats."""
    return "-".join([case[0], case[1], *case[2].values(), str(case[3])])


def keys(data: Any) -> Iterator[str]:
    """Every dict key anywhere in JSON data."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield key
            yield from keys(value)
    elif isinstance(data, list):
        for value in data:
            yield from keys(value)


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


class Table:
    """One random game being played, with what the checks remember between moves."""

    def __init__(self, name: str, variant: str, options: dict[str, str], players: int, seed: int) -> None:
        self.name = name
        self.game: Game[Any, Any] = get_game(name)
        self.players = players
        self.state, opening = self.game.new_game(Setup(seed, players, variant, options))
        self.rng = random.Random(seed)
        self.round_start = self._sheets()
        self.unrevealed: set[tuple[int, int]] = set()  # Sixty-One: (round, seat) of choices not yet revealed
        self.secret: dict[str, set[int]] = {}  # Ramses: card -> seats that were told which card it is
        self.checks = 0
        self.check(opening)

    def seats(self) -> list[int | None]:
        """A spectator and every seat."""
        return [None, *range(self.players)]

    def _sheets(self) -> list[dict[str, Any]]:
        """Sixty-One: every sheet now, as JSON."""
        return [s.to_json() for s in self.state.sheets] if self.name == "sixtyone" else []

    def play(self) -> bool:
        """One move: a bot's for Ramses slides (so searches end), else a random legal move; False when over."""
        player = self.game.to_move(self.state)
        if player is None:
            return False
        view = self.game.observe(self.state, player)
        if self.name == "ramses" and view.legal[0]["kind"] == "slide":
            move = self.game.bot_move(view, self.rng.choice(("easy", "normal")), self.rng.randrange(1 << 30))
        else:
            move = self.rng.choice(view.legal)
        self.check(self.game.apply(self.state, move))
        return True

    # --- the checks ----------------------------------------------------------------------
    def check(self, batch: list[Event]) -> None:
        """Everything a seat and a spectator receive after one move (or the opening)."""
        if self.name == "sixtyone" and any(e.kind == "roll" for e in batch):
            self.round_start = self._sheets()  # a new round: every choice so far is revealed
        self.checks += 1
        for seat in self.seats():
            view = self.game.observe(self.state, seat)
            if self.checks % 4 == 1:  # the view as it would travel: JSON, and back the same
                data = json.loads(json.dumps(view.to_json()))
                assert type(view).from_json(data) == view
                assert not NEVER_IN_A_VIEW & set(keys(data)), (seat, NEVER_IN_A_VIEW & set(keys(data)))
            visible = [e for e in batch if e.visible_to(seat)]
            messages = self.game.present(view, batch)
            assert messages == self.game.present(view, visible)
            getattr(self, f"_{self.name}")(seat, view, batch, visible, messages)
        spectator = self.game.observe(self.state, None)
        for event in batch:
            if event.to is None and event.kind not in SILENT[self.name] and event.args.get("card") != END:
                assert self.game.present(spectator, [event]), f"a spectator hears nothing of {event}"
        if self.name == "sixtyone":
            self._sixtyone_reveals(batch)
        if self.name == "ramses":
            self._ramses_twins(batch)

    def _sixtyone(
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
                assert not any(m.id in SIXTYONE_CHOICE_LINES and m.args.get("player") == owner for m in messages)
        if hidden and seat != state.current:
            assert not view.joker_pending
        other = self.game.from_json(self.game.to_json(state))
        other.rng ^= 0x5DEECE66D
        assert self.game.observe(other, seat) == view  # the dice to come are nobody's

    def _sixtyone_reveals(self, batch: list[Event]) -> None:
        """Every hidden choice is revealed to everybody when its round ends."""
        for event in batch:
            if event.to is not None:
                assert event.to == (event.args["player"],)
                self.unrevealed.add((self.state.round, event.args["player"]))
            elif event.kind == "reveal":
                self.unrevealed.discard((event.args["round"], event.args["player"]))
        assert all(r == self.state.round and not self.state.over for r, _ in self.unrevealed)

    def _ramses(
        self, seat: int | None, view: Any, batch: list[Event], visible: list[Event], messages: list[Msg]
    ) -> None:
        """No other hand, no covered chip, no card drawn blindly by others, no Fata Morgana target."""
        state = self.state
        over = state.phase == ramses_rules.OVER
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
        if state.phase == ramses_rules.SEARCH and task["kind"] == "fata" and seat not in (state.owner, task["victim"]):
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
            self._layout_unseen(view)

    def _layout_unseen(self, spectator: Any) -> None:
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

    def _ramses_twins(self, batch: list[Event]) -> None:
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

    def _oflameron(
        self, seat: int | None, view: Any, batch: list[Event], visible: list[Event], messages: list[Msg]
    ) -> None:
        """The table is public; the deck's order and the generator are nobody's."""
        assert view.deck_size == len(self.state.deck)
        other = self.game.from_json(self.game.to_json(self.state))
        other.deck.reverse()
        other.rng ^= 0x5DEECE66D
        assert self.game.observe(other, seat) == view


def play(case: tuple[str, str, dict[str, str], int], seed: int) -> None:
    """A random game of one case, checked after every move."""
    table = Table(*case, seed=derive_seed(seed, *[str(part) for part in case]))
    for _ in range(MAX_MOVES[case[0]]):
        if not table.play():
            break


NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)  # a smaller seed is no simpler game


@pytest.mark.parametrize("case", [c for c in cases() if c[0] != "ramses"], ids=case_id)
@settings(max_examples=2, deadline=None, phases=NO_SHRINK, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31))
def test_no_seat_receives_a_secret_and_a_spectator_hears_every_public_event(
    case: tuple[str, str, dict[str, str], int], seed: int
) -> None:
    """Sixty-One and Oflameron: random games of every variant and seat count (and way of announcing)."""
    play(case, seed)


@pytest.mark.parametrize("case", [c for c in cases() if c[0] == "ramses"], ids=case_id)
@settings(max_examples=1, deadline=None, phases=NO_SHRINK, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31))
def test_no_ramses_seat_receives_a_secret_and_a_spectator_hears_every_public_event(
    case: tuple[str, str, dict[str, str], int], seed: int
) -> None:
    """Ramses: one whole random game of every variant and seat count (a game is about 240 moves)."""
    play(case, seed)
