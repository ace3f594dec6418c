"""Sixty-One hard bot: its look-ahead equals a slow count through the rules, its values load or fall back
plainly, its choice is legal and repeatable, and its hint's number is the expectation it plays by."""

from __future__ import annotations

import itertools
import logging
from pathlib import Path

import numpy as np
import pytest

from accessible_games.core.protocol import Setup
from accessible_games.games import get_game
from accessible_games.games.sixtyone import lookahead
from accessible_games.games.sixtyone.bots import hard_advice
from accessible_games.games.sixtyone.choices import decisions
from accessible_games.games.sixtyone.hard import DEEP, WIDTH, _played, _position
from accessible_games.games.sixtyone.lookahead import Position, Values, look_ahead, value
from accessible_games.games.sixtyone.search import two_rolls
from accessible_games.games.sixtyone.rules import SixtyOneState, joker_moves, legal_moves
from accessible_games.games.sixtyone.sheet import FOX, JOKER, LILIES, MARSHMALLOWS, MUGS, MUSHROOMS, PUMPKINS, Sheet
from accessible_games.games.sixtyone.value import sheet_keys

GAME = get_game("sixtyone")


def slow_look_ahead(values: Values, sheet: Sheet) -> float:
    """The mean over all 216 rolls of the best choice's acorns plus the value after it, move by move through
    the rules (a joker won placed at its best cell), with no shortcut of the fast look-ahead."""
    bonus = (True,) * 6

    def after_value(after: Sheet) -> float:
        return value(values, Position(sheet_keys(after.areas), after.total, len(after.leaves), bonus))

    position = Position(sheet_keys(sheet.areas), sheet.total, len(sheet.leaves), bonus)
    if value(values, position) == 0.0 and (sheet.total >= 61 or len(sheet.leaves) >= 20):
        return 0.0
    mean = 0.0
    for dice in itertools.product(range(1, 7), repeat=3):
        state = SixtyOneState(players=1, dice=sorted(dice), sheets=[sheet.copy()], choices=[None])
        best = -1e9
        for move in legal_moves(state, 0):
            after, earned = _played(sheet, bonus, move)
            score = earned + after_value(after)
            if after.total in (11, 31, 51) and after.any_open(JOKER):
                holder = SixtyOneState(players=1, sheets=[after], choices=[None], joker_pending=True)
                score = max(earned + placed_earned + after_value(placed)
                            for joker in joker_moves(holder.sheets[0])
                            for placed, placed_earned in [_played(after, bonus, joker)])
            best = max(best, score)
        mean += best / 216
    return mean


def some_values(seed: int) -> Values:
    """Random weights of the fitted shape (the look-ahead must be exact whatever the weights)."""
    rng = np.random.default_rng(seed)
    rows = lookahead.layout().rows
    hidden = lookahead.HIDDEN
    return Values(rng.normal(0, 0.3, (rows, hidden)), rng.normal(0, 0.3, hidden), rng.normal(0, 0.3, (hidden, hidden)),
                  rng.normal(0, 0.3, hidden), rng.normal(0, 1.0, hidden), rng.normal(0, 1.0, rows), 5.0)


def sheet_of(areas: dict[int, list[int | None]], leaves: list[int]) -> Sheet:
    """A sheet with some areas filled and a leaf row."""
    sheet = Sheet()
    for area, cells in areas.items():
        sheet.areas[area - 1] = list(cells)
    sheet.leaves = list(leaves)
    return sheet


SHEETS = {
    "fresh": sheet_of({}, []),
    "joker ahead": sheet_of({PUMPKINS: [3, None, None, None], FOX: [1, 2, 1, None, None, None],
                             MUSHROOMS: [4, 5, None, None, None]}, [2, 5, 8]),
    "late, nearly full": sheet_of({MUGS: [1, 2, None, 4, 5, 6], LILIES: [2, 4, 6, 1, None],
                                   MARSHMALLOWS: [5, None, JOKER, 3, None], FOX: [1, 2, 3, 4, None, None]},
                                  [3, 7, 12, 16, 21, 24, 27, 28]),
    "last round": sheet_of({PUMPKINS: [2, None, 6, 6]}, [3 * i for i in range(1, 20)]),
}


@pytest.mark.parametrize("name", sorted(SHEETS))
def test_the_look_ahead_equals_a_slow_count_through_the_rules(name: str) -> None:
    """Every roll, every legal choice, every joker cell: the vectorised mean is the same number."""
    values = some_values(7)
    sheet = SHEETS[name]
    fast = look_ahead(values, _position(sheet, (True,) * 6))
    assert fast == pytest.approx(slow_look_ahead(values, sheet), abs=1e-9)


def slow_two_rolls(values: Values, sheet: Sheet, width: int) -> float:
    """The two-roll number through the rules: over all 216 rolls, the `width` distinct choices (a joker won
    placed in each cell) best by acorns plus fitted value, the best of them by acorns plus its look-ahead."""
    bonus = (True,) * 6

    def position(after: Sheet) -> Position:
        return Position(sheet_keys(after.areas), after.total, len(after.leaves), bonus)

    mean = 0.0
    for dice in itertools.product(range(1, 7), repeat=3):
        state = SixtyOneState(players=1, dice=sorted(dice), sheets=[sheet.copy()], choices=[None])
        reached: dict[tuple[object, int], tuple[int, Position]] = {}
        for move in legal_moves(state, 0):
            after, earned = _played(sheet, bonus, move)
            endings = [(earned, after)]
            if after.total in (11, 31, 51) and after.any_open(JOKER):
                endings = [(earned + gain, placed) for joker in joker_moves(after)
                           for placed, gain in [_played(after, bonus, joker)]]
            for acorns, placed in endings:
                where = position(placed)
                reached.setdefault((where.keys, where.total), (acorns, where))
        ranked = sorted(reached.values(), key=lambda c: -(c[0] + value(values, c[1])))
        mean += max(acorns + look_ahead(values, where) for acorns, where in ranked[:width]) / 216
    return mean


@pytest.mark.parametrize("name", ["joker ahead", "late, nearly full"])
def test_two_rolls_equal_a_slow_count_through_the_rules(name: str) -> None:
    """The closest choices' second roll: the same number through the rules, move by move."""
    values = some_values(11)
    sheet = SHEETS[name]
    fast = two_rolls(values, _position(sheet, (True,) * 6), None, 2, {})
    assert fast == pytest.approx(slow_two_rolls(values, sheet, 2), abs=1e-9)


def test_the_hint_number_is_the_score_plus_the_expectation_the_bot_plays_by() -> None:
    """H's expected final: acorns now, plus what the move earns, plus the mean over the next rolls: two
    rolls for the bot's closest choices (said first), one roll for the others."""
    state, _ = GAME.new_game(Setup(5, 1, "standard", {}))
    for _ in range(4):
        GAME.apply(state, hard_advice(GAME.observe(state, 0)).move)
    view = GAME.observe(state, 0)
    advice = hard_advice(view)
    sheet = view.sheets[0]
    bonus = (True,) * 6
    values = lookahead.fitted()
    ranked = [(advice.move, advice.expected), *advice.others]
    assert len(ranked) == len(decisions(sheet, view.legal)) > DEEP
    for rank, (move, said) in enumerate(ranked):
        after, earned = _played(sheet, bonus, move)
        assert after.total not in (11, 31, 51)  # a joker's cells are weighed inside; the slow counts cover them
        ahead = two_rolls(values, _position(after, bonus), None, WIDTH, {}) if rank < DEEP \
            else look_ahead(values, _position(after, bonus))
        assert said == pytest.approx(sheet.score() + earned + ahead, abs=1e-9)
    assert [said for _m, said in ranked[:DEEP]] == sorted((said for _m, said in ranked[:DEEP]), reverse=True)


def test_the_hard_bot_plays_legal_moves_and_the_same_game_twice() -> None:
    """A whole solo game: every move legal, and the same seed gives the same moves."""
    def game(seed: int) -> list[dict[str, object]]:
        state, _ = GAME.new_game(Setup(seed, 1, "standard", {}))
        moves = []
        while not GAME.is_over(state):
            view = GAME.observe(state, 0)
            move = GAME.bot_move(view, "hard", 3)
            assert move in view.legal
            GAME.apply(state, move)
            moves.append(move)
        return moves

    assert game(12) == game(12)


def test_the_fitted_values_load_and_expect_a_sensible_game() -> None:
    """The committed weights fit the layout; at a fresh game's first roll the hint expects a full game's acorns."""
    lookahead.load(lookahead.WEIGHTS)
    state, _ = GAME.new_game(Setup(8, 1, "standard", {}))
    assert 35 < hard_advice(GAME.observe(state, 0)).expected < 60
    assert lookahead.WEIGHTS.stat().st_size < 200_000


@pytest.mark.parametrize("damage", ["missing", "garbage", "wrong shape", "not finite"])
def test_damaged_values_fall_back_with_a_warning(damage: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 caplog: pytest.LogCaptureFixture) -> None:
    """A missing or damaged weights file: a logged warning and zero values (one roll ahead over acorns), no traceback."""
    path = tmp_path / "values.npz"
    if damage == "garbage":
        path.write_bytes(b"PK\x03\x04 not a real archive")
    elif damage == "wrong shape":
        np.savez(path, embed=np.zeros((3, 3)), bias=np.zeros(3), inner=np.zeros((3, 3)), inner_bias=np.zeros(3),
                 out=np.zeros(3), linear=np.zeros(3), offset=np.zeros(1))
    elif damage == "not finite":
        good = lookahead.load(lookahead.WEIGHTS)
        good.linear[0] = np.nan
        good.save(path)
    with pytest.raises(ValueError):
        lookahead.load(path)
    monkeypatch.setattr(lookahead, "WEIGHTS", path)
    lookahead.fitted.cache_clear()
    try:
        with caplog.at_level(logging.WARNING, logger="accessible_games.sixtyone"):
            state, _ = GAME.new_game(Setup(3, 1, "standard", {}))
            advice = hard_advice(GAME.observe(state, 0))
        assert advice.move in GAME.observe(state, 0).legal
        assert any("without its fitted values" in r.getMessage() for r in caplog.records)
        assert not lookahead.fitted().out.any()
    finally:
        lookahead.fitted.cache_clear()
