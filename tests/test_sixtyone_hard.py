"""Sixty-One hard bot: its one-roll look-ahead equals a slow count through the rules, its shortlist's numbers
are that look-ahead, and its choice is legal and repeatable (play-outs: test_sixtyone_playouts.py)."""

from __future__ import annotations

import itertools

import pytest

from accessible_games.core.protocol import Setup
from accessible_games.games import get_game
from accessible_games.games.sixtyone.bots import hard_advice
from accessible_games.games.sixtyone.choices import decisions
from accessible_games.games.sixtyone.hard import _played, _position, advise, look_ahead
from accessible_games.games.sixtyone.rules import SixtyOneState, legal_moves
from accessible_games.games.sixtyone.sheet import FOX, JOKER, LILIES, MARSHMALLOWS, MUGS, MUSHROOMS, PUMPKINS, Sheet
from accessible_games.games.sixtyone.value import Values, fitted, sheet_keys, time_left

GAME = get_game("sixtyone")
BONUS = (True,) * 6


def slow_look_ahead(values: Values, sheet: Sheet) -> float:
    """The mean over all 216 rolls of the best choice's acorns plus the fitted value after it, move by move
    through the rules."""
    mean = 0.0
    for dice in itertools.product(range(1, 7), repeat=3):
        state = SixtyOneState(players=1, dice=sorted(dice), sheets=[sheet.copy()], choices=[None])
        best = -1e9
        for move in legal_moves(state, 0):
            after, earned = _played(sheet, BONUS, move)
            time = time_left(after.total, len(after.leaves))
            best = max(best, earned + values.future(sheet_keys(after.areas), after.total, len(after.leaves), time))
        mean += best / 216
    return mean


def sheet_of(areas: dict[int, list[int | None]], leaves: list[int]) -> Sheet:
    """A sheet with some areas filled and a leaf row."""
    sheet = Sheet()
    for area, cells in areas.items():
        sheet.areas[area - 1] = list(cells)
    sheet.leaves = list(leaves)
    return sheet


SHEETS = {  # no joker total (11, 31, 51) within one die of these leaf totals
    "fresh": sheet_of({}, []),
    "early": sheet_of(
        {PUMPKINS: [3, None, None, None], FOX: [1, 2, 1, None, None, None], MUSHROOMS: [4, 5, None, None, None]},
        [2, 6, 12],
    ),
    "late, nearly full": sheet_of(
        {
            MUGS: [1, 2, None, 4, 5, 6],
            LILIES: [2, 4, 6, 1, None],
            MARSHMALLOWS: [5, None, JOKER, 3, None],
            FOX: [1, 2, 3, 4, None, None],
        },
        [3, 7, 12, 16, 21, 24, 27, 32],
    ),
    "last round": sheet_of({PUMPKINS: [2, None, 6, 6]}, [3 * i for i in range(1, 20)]),
}


@pytest.mark.parametrize("name", sorted(SHEETS))
def test_the_look_ahead_equals_a_slow_count_through_the_rules(name: str) -> None:
    """Every roll and every legal choice: the look-ahead's per-area shortcut gives the same mean."""
    sheet = SHEETS[name]
    values = fitted()
    fast = look_ahead(values, _position(sheet, BONUS), None)
    assert fast == pytest.approx(slow_look_ahead(values, sheet), abs=1e-9)


def test_the_shortlist_number_is_the_score_plus_the_look_ahead_of_the_choice() -> None:
    """The shortlist the play-outs start from (and H's number for a choice too far behind to be played out):
    acorns now, plus what the move earns, plus the mean over the next roll; best first, one per distinct decision."""
    state, _ = GAME.new_game(Setup(5, 1, "standard", {}))
    for _ in range(4):
        GAME.apply(state, hard_advice(GAME.observe(state, 0)).move)
    view = GAME.observe(state, 0)
    advice = advise(view)
    sheet = view.sheets[0]
    ranked = [(advice.move, advice.expected), *advice.others]
    assert len(ranked) == len(decisions(sheet, view.legal)) > 1
    assert advice.runner_up == ranked[1]
    for move, said in ranked:
        after, earned = _played(sheet, BONUS, move)
        assert after.total not in (11, 31, 51)  # a joker's cell is chosen inside the number
        assert said == pytest.approx(
            sheet.score() + earned + look_ahead(fitted(), _position(after, BONUS), None), abs=1e-9
        )
    assert [said for _m, said in ranked] == sorted((said for _m, said in ranked), reverse=True)


def test_the_hard_bot_plays_legal_moves_and_the_same_game_twice() -> None:
    """A whole solo game: every move legal, and the same seed gives the same moves and score."""

    def game(seed: int) -> tuple[list[dict[str, object]], int]:
        state, _ = GAME.new_game(Setup(seed, 1, "standard", {}))
        moves = []
        while not GAME.is_over(state):
            view = GAME.observe(state, 0)
            move = GAME.bot_move(view, "hard", 3)
            assert move in view.legal
            GAME.apply(state, move)
            moves.append(move)
        return moves, GAME.scores(state)[0]

    first = game(12)
    assert first == game(12)
    assert first[1] > 20
