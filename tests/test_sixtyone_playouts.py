"""Sixty-One play-outs: a round played on many sheets at once takes the choice a slow count through the
rules finds best, play-outs add up their rounds, and the hard bot's weighing is repeatable and honest."""

from __future__ import annotations

import random

import numpy as np
import pytest

from accessible_games.core.protocol import Setup
from accessible_games.games import get_game
from accessible_games.games.sixtyone.bots import hard_advice
from accessible_games.games.sixtyone.choices import decisions
from accessible_games.games.sixtyone.hard import _played, advise, pending_acorns, weigh
from accessible_games.games.sixtyone.playouts import (
    FIRST_DICE,
    FIRST_ROLL,
    FIRST_SPLIT,
    SPLITS,
    first_options,
    fitted_tables,
    forced_round,
    greedy_round,
    play_out,
    rolled_out,
)
from accessible_games.games.sixtyone.rules import SixtyOneState, legal_moves, write_moves
from accessible_games.games.sixtyone.sheet import AREAS, JOKER, LEAF_END, LEAF_JOKERS, LEAVES, Sheet
from accessible_games.games.sixtyone.value import canonical, fitted, sheet_keys, time_left

GAME = get_game("sixtyone")
BONUS = (True,) * 6


def future(sheet: Sheet, rounds: int | None = None) -> float:
    """The fitted value of what a sheet still earns."""
    return fitted().future(
        sheet_keys(sheet.areas), sheet.total, len(sheet.leaves), time_left(sheet.total, len(sheet.leaves), rounds)
    )


def slow_best(sheet: Sheet, dice: tuple[int, int, int]) -> float:
    """The best acorns-now-plus-value over every legal move of the roll, a joker it wins placed at best,
    move by move through the rules."""
    state = SixtyOneState(players=1, dice=sorted(dice), sheets=[sheet.copy()], choices=[None])
    best = -1e9
    for move in legal_moves(state, 0):
        after, earned = _played(sheet, BONUS, move)
        value = earned + future(after)
        if after.total in LEAF_JOKERS and after.any_open(JOKER):
            value = max(earned + joker_earned + future(placed) for placed, joker_earned in jokers(after))
        best = max(best, value)
    return best


def jokers(sheet: Sheet) -> list[tuple[Sheet, int]]:
    """Every sheet a joker can make, with the acorns it earns."""
    out = []
    for area in AREAS:
        for cell, value in enumerate(sheet.cells(area)):
            if value is None:
                move = {"kind": "joker", "area": area, "cell": cell}
                state = SixtyOneState(players=1, dice=[1, 1, 1], sheets=[sheet.copy()], choices=[None])
                state.joker_pending = True
                if move in legal_moves(state, 0):
                    out.append(_played(sheet, BONUS, move))
    return out


def random_sheet(rng: random.Random) -> Sheet:
    """A sheet after some rounds of random legal play (jokers placed at random)."""
    state, _ = GAME.new_game(Setup(rng.randrange(10**6), 1, "standard", {}))
    for _ in range(rng.randrange(0, 60)):
        if GAME.is_over(state):
            break
        GAME.apply(state, rng.choice(GAME.legal_moves(state, 0)))
    while state.joker_pending:
        GAME.apply(state, rng.choice(GAME.legal_moves(state, 0)))
    return state.sheets[0]


def sheet_from(keys: list[int], total: int, leaves: int) -> Sheet:
    """A sheet with the areas of table rows `keys` and a leaf row ending at `total`."""
    tables = fitted_tables()
    rows = {g: entry for entry, g in tables.index.items()}
    sheet = Sheet()
    for area, g in zip(AREAS, keys):
        sheet.areas[area - 1] = list(rows[g][1])
    sheet.leaves = [0] * (leaves - 1) + [total] if leaves else []
    return sheet


def test_a_round_of_play_outs_takes_the_best_choice_of_a_slow_count_through_the_rules() -> None:
    """300 sheets and rolls, passes and jokers among them: the choice made earns what the best legal move
    (its joker placed at best) is worth, counted move by move."""
    rng = random.Random(61)
    tables = fitted_tables()
    sheets, rolls = [], []
    while len(sheets) < 300:
        sheet = random_sheet(rng)
        if sheet.total < LEAF_END and len(sheet.leaves) < LEAVES:
            sheets.append(sheet)
            rolls.append(tuple(rng.randint(1, 6) for _ in range(3)))
    keys = np.array([tables.rows(sheet_keys(s.areas)) for s in sheets])
    totals = np.array([s.total for s in sheets])
    leaves = np.array([len(s.leaves) for s in sheets])
    new, reached, after, earned = greedy_round(
        tables, keys, totals, leaves, np.array(rolls), np.ones(6, dtype=np.int64)
    )
    passes = jokers_won = 0
    for i, (sheet, roll) in enumerate(zip(sheets, rolls)):
        played = sheet_from(list(new[i]), int(reached[i]), int(after[i]))
        assert played.total - sheet.total in roll
        assert [canonical(a, played.cells(a)) for a in AREAS] == list(sheet_keys(played.areas))
        assert earned[i] + future(played) == pytest.approx(slow_best(sheet, roll), abs=1e-9)
        written = sum(v is not None for c in played.areas for v in c) - sum(
            v is not None for c in sheet.areas for v in c
        )
        passes += written == 0
        jokers_won += written == 2
    assert passes and jokers_won  # both awkward cases were met


def test_a_forced_split_gives_the_dice_its_roles_and_is_illegal_only_where_the_rules_refuse_it() -> None:
    """Every split of at least 150 rolls on random sheets (until a pass is met): the leaf die it names goes to the leaf row and the area
    die's area is the one written, and the round is refused exactly where that split has no legal write
    while another split has one."""
    rng = random.Random(62)
    tables = fitted_tables()
    refused = forced_passes = tried = 0
    while tried < 150 or not forced_passes:
        tried += 1
        assert tried < 3000, "no pass met"
        sheet = random_sheet(rng)
        if sheet.total >= LEAF_END or len(sheet.leaves) >= LEAVES:
            continue
        roll = [rng.randint(1, 6) for _ in range(3)]
        writes = write_moves(sheet, sorted(roll))
        keys = np.array([tables.rows(sheet_keys(sheet.areas))] * len(SPLITS))
        new, reached, _after, _earned, legal, _value = forced_round(
            tables,
            keys,
            np.full(len(SPLITS), sheet.total),
            np.full(len(SPLITS), len(sheet.leaves)),
            np.array([roll] * len(SPLITS)),
            np.ones(6, dtype=np.int64),
            force=np.arange(len(SPLITS)),
        )
        for split, (a, v, lf) in enumerate(SPLITS):
            fits = any((m["area"], m["value"], m["leaf"]) == (roll[a], roll[v], roll[lf]) for m in writes)
            assert legal[split] == (fits or not writes)
            refused += not legal[split]
            forced_passes += not writes
            if fits:
                assert reached[split] - sheet.total == roll[lf]
                written = [area for area in AREAS if new[split][area - 1] != keys[split][area - 1]]
                assert roll[a] in written
    assert refused and forced_passes


def test_one_roll_deeper_on_the_last_round_is_the_mean_of_the_best_acorns_over_the_56_rolls() -> None:
    """From sheets with one round left, the deeper weighing is exact: over the 56 rolls with their
    chances, the most acorns a legal move of the roll earns (a joker it wins placed at best), counted
    move by move through the rules."""
    rng = random.Random(63)
    tables = fitted_tables()
    sheets = []
    while len(sheets) < 12:
        sheet = random_sheet(rng)
        if sheet.total < LEAF_END - 6:
            sheet.leaves = [0] * (LEAVES - 2) + [sheet.total]
            sheets.append(sheet)
    keys = np.array([tables.rows(sheet_keys(s.areas)) for s in sheets])
    totals = np.array([s.total for s in sheets])
    leaves = np.array([len(s.leaves) for s in sheets])
    deeper = rolled_out(tables, keys, totals, leaves, np.zeros((0, 1, 3), dtype=np.int64), np.ones(6, dtype=np.int64))
    for i, sheet in enumerate(sheets):
        rolls = [(a, b, c) for a in range(1, 7) for b in range(1, 7) for c in range(1, 7)]
        slow = sum(slow_best(sheet, roll) for roll in rolls) / len(rolls)
        assert deeper[i] == pytest.approx(slow, abs=1e-9)
    assert len(set(np.round(deeper, 6))) > 1


def test_the_deeper_stage_plays_out_each_rolls_best_legal_splits_by_the_fitted_value() -> None:
    """Kept to 2 splits a roll, the options are, for every roll, its 2 legal splits with the best acorns
    now plus fitted value (the first of equal ones), and every legal one when not kept; none for a sheet
    whose game is over."""
    rng = random.Random(64)
    tables = fitted_tables()
    sheets = [random_sheet(rng) for _ in range(6)]
    sheets.append(sheet_from(list(tables.rows(sheet_keys(Sheet().areas))), LEAF_END, 17))
    keys = np.array([tables.rows(sheet_keys(s.areas)) for s in sheets])
    totals = np.array([s.total for s in sheets])
    leaves = np.array([len(s.leaves) for s in sheets])
    bonus = np.ones(6, dtype=np.int64)
    kept = set(zip(*(a.tolist() for a in first_options(tables, keys, totals, leaves, bonus, None, 2))))
    every = set(zip(*(a.tolist() for a in first_options(tables, keys, totals, leaves, bonus))))
    expected, legal_all = set(), set()
    for i, sheet in enumerate(sheets):
        if sheet.total >= LEAF_END or len(sheet.leaves) >= LEAVES:
            continue
        n = len(FIRST_SPLIT)
        *_rest, legal, value = forced_round(
            tables,
            np.repeat(keys[i : i + 1], n, axis=0),
            np.full(n, sheet.total),
            np.full(n, len(sheet.leaves)),
            FIRST_DICE,
            bonus,
            force=FIRST_SPLIT,
        )
        legal_all |= {(i, o) for o in range(n) if legal[o]}
        for roll in set(FIRST_ROLL.tolist()):
            ranked = sorted((o for o in range(n) if FIRST_ROLL[o] == roll and legal[o]), key=lambda o: (-value[o], o))
            expected |= {(i, o) for o in ranked[:2]}
    assert kept == expected and every == legal_all
    assert len(kept) < len(every) and all(i < len(sheets) - 1 for i, _o in every)


def test_a_play_out_adds_up_its_rounds_and_stops_at_the_end() -> None:
    """Played round by round on the same dice, the acorns are the same, and no round is played after
    leaf 20, after 61, or after the rounds a rival leaves."""
    tables = fitted_tables()
    rng = np.random.default_rng(5)
    n = 200
    keys = np.array([tables.rows(sheet_keys(Sheet().areas))] * n)
    totals = np.zeros(n, dtype=np.int64)
    leaves = np.zeros(n, dtype=np.int64)
    bonus = np.ones(6, dtype=np.int64)
    dice = rng.integers(1, 7, size=(LEAVES, n, 3))
    for rounds in (None, 7):
        whole = play_out(tables, keys, totals, leaves, dice, bonus, rounds)
        k, t, lv, summed = keys.copy(), totals.copy(), leaves.copy(), np.zeros(n)
        for r in range(LEAVES if rounds is None else rounds):
            for i in range(n):
                if t[i] < LEAF_END and lv[i] < LEAVES:
                    cap = None if rounds is None else rounds - r - 1
                    new, total, leaf, acorns = greedy_round(
                        tables, k[i : i + 1], t[i : i + 1], lv[i : i + 1], dice[r, i : i + 1], bonus, cap
                    )
                    k[i], t[i], lv[i] = new[0], total[0], leaf[0]
                    summed[i] += acorns[0]
        assert whole == pytest.approx(summed, abs=1e-9)
        if rounds is None:
            assert ((t >= LEAF_END) | (lv == LEAVES)).all()
            assert 40 < whole.mean() < 50  # a whole solo game's acorns, as the bot scores
        else:
            assert (lv == 7).all() and whole.mean() < 25


def test_on_the_last_round_the_hard_bot_takes_the_most_acorns_now() -> None:
    """With no round after this one, nothing is left to play out: every number is the score the choice
    ends the game with (a joker it wins placed where it earns most), and the choice is the best of them."""
    state, _ = GAME.new_game(Setup(8, 2, "standard", {}))
    while state.round < 5 or state.current != 0:
        GAME.apply(state, GAME.bot_move(GAME.observe(state, state.current), "normal", 1))
    view = GAME.observe(state, 0)
    sheet = view.sheets[0]
    flags = tuple(first is None for first in view.first_round)
    now = sheet.score() + pending_acorns(view, sheet)
    ends = {}
    for move in decisions(sheet, view.legal):
        after, earned = _played(sheet, flags, move)
        won = max((acorns for _s, acorns in jokers(after)), default=0) if after.total in LEAF_JOKERS else 0
        ends[str(move)] = now + earned + won
    advice = weigh(view, advise(view, 1), 1)
    said = {str(move): value for move, value in [(advice.move, advice.expected), *advice.others]}
    assert said == pytest.approx(ends, abs=1e-9)
    assert advice.expected == max(ends.values())


def test_the_hard_bot_weighs_the_same_view_the_same_way_and_says_every_choice() -> None:
    """Asked twice, the same choice and numbers; the hint names every distinct choice once."""
    state, _ = GAME.new_game(Setup(21, 1, "standard", {}))
    for _ in range(6):
        GAME.apply(state, hard_advice(GAME.observe(state, 0)).move)
    view = GAME.observe(state, 0)
    first, second = hard_advice(view), hard_advice(view)
    assert first == second
    said = [first.move, *(move for move, _v in first.others)]
    assert sorted(map(str, said)) == sorted(map(str, decisions(view.sheets[0], view.legal)))
    assert [v for _m, v in first.others] == sorted((v for _m, v in first.others), reverse=True)
