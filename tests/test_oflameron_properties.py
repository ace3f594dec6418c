"""Oflameron properties over random games: replays, JSON round trips, scores from the cards reached."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.core.protocol import Event, Setup
from accessible_games.games.oflameron.cards import NUMBERS, standard_deck
from accessible_games.games.oflameron.rules import max_markers
from accessible_games.games.oflameron.rules import OVER, OflameronState
from oflameron_helpers import GAME

GAMES = st.tuples(
    st.integers(0, 2**32),
    st.sampled_from(["grid", "sheet", "loop"]),
    st.integers(1, 4),
    st.sampled_from(
        [
            {},
            {"die": "3"},
            {"rows": "2", "columns": "4", "end_cards": "2", "negative_ends": "yes", "rounds": "5"},
            {"sheet_rows": "5", "sheet_columns": "5"},
            {"loop_cards": "12", "loop_end_cards": "1"},
        ]
    ),
)


def options_for(variant: str, options: dict[str, str]) -> dict[str, str]:
    """Keep only the options that apply to `variant`."""
    return {k: v for k, v in options.items() if any(o.key == k and o.applies_to(variant) for o in GAME.options)}


def play_random(
    seed: int, variant: str, players: int, options: dict[str, str], limit: int = 400
) -> tuple[OflameronState, list[dict[str, Any]], list[Event]]:
    """A game of random legal moves (with some normal-bot moves); returns state, moves and events."""
    chooser = random.Random(seed)
    state, events = GAME.new_game(Setup(seed, players, variant, options_for(variant, options)))
    moves: list[dict[str, Any]] = []
    while not GAME.is_over(state) and len(moves) < limit:
        player = GAME.to_move(state)
        assert player is not None
        if chooser.random() < 0.5:
            move = chooser.choice(GAME.legal_moves(state, player))
        else:
            move = GAME.bot_move(GAME.observe(state, player), "normal", seed)
        events.extend(GAME.apply(state, move))
        moves.append(move)
        check_invariants(state)
    return state, moves, events


def check_invariants(state: OflameronState) -> None:
    """What must hold in every reachable state."""
    over = state.phase == OVER
    assert (GAME.to_move(state) is None) == over
    if not over:
        assert GAME.legal_moves(state, state.turn)
        assert all(GAME.legal_moves(state, p) == [] for p in range(state.players) if p != state.turn)
    for player in range(state.players):
        assert len(state.markers[player]) <= max_markers(state)
        assert all(0 <= c < state.columns for c in state.markers[player])
        assert all(0 <= r < state.rows for r in state.marker_rows[player])
    if state.variant != "sheet":
        if state.variant == "grid":
            full = standard_deck(
                int(state.options["copies"]), int(state.options["decks"]), int(state.options["end_cards"])
            )
        else:
            full = standard_deck(5, 1, int(state.options["loop_end_cards"]))
        assert Counter(state.deck + [c for row in state.field for c in row]) == Counter(full)


def replay_scores(state: OflameronState, events: list[Event]) -> list[int]:
    """Every score rebuilt from the cards reached, as the rules page defines their values."""
    t_value = 1000 if state.variant == "grid" else 500
    scores = [0] * state.players
    for event in events:
        args = event.args
        if event.kind not in ("placed", "bought", "extra-placed", "moved", "shifted"):
            continue
        player = args["player"]
        score = scores[player] - args.get("price", 0)
        card = args["card"]
        if card in NUMBERS:
            score += int(card)
        elif card == "P":
            score += 100
        elif card == "T":
            score += t_value
        elif card == "Z":
            score = 0
        elif card == "B" and state.variant != "grid":
            score -= 200
        elif card == "B":
            last = args["drawn"][-1]
            score = (
                0 if last == "Z" else score - {"P": 100, "T": 1000}.get(last, abs(int(last)) if last in NUMBERS else 0)
            )
        assert args["score"] == score
        scores[player] = score
    return scores


@settings(max_examples=40, deadline=None)
@given(GAMES)
def test_seed_and_moves_replay_exactly(game: tuple[int, str, int, dict[str, str]]) -> None:
    """A seed plus the move list rebuilds the same game, event for event."""
    seed, variant, players, options = game
    state, moves, events = play_random(seed, variant, players, options)
    again, replayed = GAME.new_game(Setup(seed, players, variant, options_for(variant, options)))
    for move in moves:
        replayed.extend(GAME.apply(again, move))
    assert GAME.to_json(again) == GAME.to_json(state)
    assert [e.to_json() for e in replayed] == [e.to_json() for e in events]


@settings(max_examples=30, deadline=None)
@given(GAMES)
def test_json_round_trip_at_every_step(game: tuple[int, str, int, dict[str, str]]) -> None:
    """The state survives JSON text exactly, and play goes on identically from the copy."""
    seed, variant, players, options = game
    chooser = random.Random(seed)
    state, _ = GAME.new_game(Setup(seed, players, variant, options_for(variant, options)))
    steps = 0
    while not GAME.is_over(state) and steps < 150:
        data = GAME.to_json(state)
        copy = GAME.from_json(json.loads(json.dumps(data)))
        assert GAME.to_json(copy) == data
        move = chooser.choice(GAME.legal_moves(state, GAME.to_move(state)))
        assert [e.to_json() for e in GAME.apply(copy, dict(move))] == [e.to_json() for e in GAME.apply(state, move)]
        assert GAME.to_json(copy) == GAME.to_json(state)
        steps += 1


@settings(max_examples=40, deadline=None)
@given(GAMES)
def test_scores_are_the_sum_of_the_cards_reached(game: tuple[int, str, int, dict[str, str]]) -> None:
    """Every score equals the values of the cards its markers reached (Z restarting from zero)."""
    seed, variant, players, options = game
    state, _moves, events = play_random(seed, variant, players, options)
    assert replay_scores(state, events) == state.scores


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(["grid", "sheet", "loop"]))
def test_presenting_every_event_names_real_messages(seed: int, variant: str) -> None:
    """Every event of a random game becomes messages that exist in all three languages."""
    from accessible_games.i18n import catalog

    state, _moves, events = play_random(seed, variant, 2, {})
    messages = GAME.present(GAME.observe(state, 0), events)
    assert messages
    for lang in ("en", "ru", "fr"):
        book = catalog(lang)
        for message in messages:
            for part in (message, *message.parts):
                assert book.has(part.id), part.id
            text = book.render(message)
            assert "{" not in text and "oflameron-" not in text
