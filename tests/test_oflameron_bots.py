"""Oflameron bots: the paper-sheet dynamic program against brute force, and each level's choices."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from accessible_games.core.protocol import Setup
from accessible_games.core.rng import Rng
from accessible_games.games.oflameron.bots import advise, bot_move
from accessible_games.games.oflameron.view import observe
from accessible_games.games.oflameron.cards import EXTRA, random_sheet
from accessible_games.games.oflameron.dp import expected_start, solve
from oflameron_helpers import GAME, after, brute_force, make_state, moving


SMALL_SHEETS = st.tuples(
    st.integers(0, 2**32), st.integers(2, 4), st.integers(3, 6), st.sampled_from(["3", "6"]), st.booleans()
)


@settings(max_examples=25, deadline=None)
@given(SMALL_SHEETS)
@example((36605, 3, 5, "3", True))  # an X worth taking: the hint's value is above the all-declined optimum
def test_dynamic_program_equals_brute_force(sheet_case: tuple[int, int, int, str, bool]) -> None:
    """On small sheets the table's expected score is the brute-force optimum, and the hard bot's
    first choice reaches it."""
    seed, rows, columns, die, x_cells = sheet_case
    if die == "6" and rows == 4 and columns > 4:
        rows = 3  # keep the brute force small
    field = random_sheet(Rng(seed), rows, columns, x_cells)
    state = make_state("sheet", field, markers=[[]], rows=[[]], options={"die": die}, phase="place")
    state.markers, state.marker_rows = [[]], [[]]
    exact = brute_force(state, extras=False)
    table = solve(tuple(tuple(r) for r in field), int(die))
    assert expected_start(table) == pytest.approx(exact, abs=1e-9)
    advice = advise(observe(state, 0))
    if any(EXTRA in row for row in field):
        # The hint values X offers too (checked against a brute force that takes them in
        # test_oflameron_exact.py): never below the best game with every X declined.
        assert advice.expected >= exact - 1e-9
        return
    assert advice.expected == pytest.approx(exact, abs=1e-9)
    assert brute_force(after(state, advice.move), extras=False) == pytest.approx(exact, abs=1e-9)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 6), st.integers(0, 700))
def test_hard_sheet_move_is_optimal_mid_game(seed: int, die: int, score: int) -> None:
    """After any roll, from any score, the hard bot's move has the brute-force best value."""
    field = random_sheet(Rng(seed), 4, 5, False)
    state = moving(make_state("sheet", field, scores=[score], markers=[[seed % 5]], rows=[[0]]), die)
    values = {m["steps"]: brute_force(after(state, m), extras=False) for m in GAME.legal_moves(state, 0)}
    advice = advise(observe(state, 0))
    assert values[advice.move["steps"]] == pytest.approx(max(values.values()), abs=1e-9)
    assert advice.expected == pytest.approx(max(values.values()), abs=1e-9)


def test_normal_takes_the_best_card_in_reach_and_hard_looks_above() -> None:
    """Normal grabs +25 even with Z above it; hard takes +5 with P above instead."""
    bottom = ["+1", "+25", "-5", "+5", "-1"]
    middle = ["+1", "Z", "+1", "P", "+1"]
    state = moving(make_state("grid", [bottom, middle, ["+1"] * 5], scores=[3000], markers=[[2]], deck=["+1"] * 40), 1)
    assert bot_move(observe(state, 0), "normal", 1) == {"kind": "move", "steps": -1}
    assert bot_move(observe(state, 0), "hard", 1) == {"kind": "move", "steps": 1}


def test_normal_never_buys_and_hard_buys_early_when_rich() -> None:
    """A marker is worth 2000 only with rounds left to repay it (or cards that repay it at once)."""
    field = [["T", "+25", "P", "+15", "T", "+10", "P", "+5", "T", "+1"]] * 3
    state = make_state("grid", field, scores=[5000], deck=["+5"] * 40, round=2)
    assert bot_move(observe(state, 0), "normal", 1) == {"kind": "roll"}
    assert bot_move(observe(state, 0), "hard", 1)["kind"] == "buy"
    state.round = 15
    state.field = [["+25", "+10", "P", "+15", "+5", "+10", "P", "+5", "+25", "+1"]] * 3
    assert bot_move(observe(state, 0), "hard", 1) == {"kind": "roll"}


def test_easy_plays_legal_moves_of_every_kind() -> None:
    """The easy bot's moves are legal, and it sometimes buys."""
    state = make_state("grid", [["+1"] * 5] * 3, scores=[5000], deck=["+1"] * 40)
    picks = [bot_move(observe(state, 0), "easy", seed) for seed in range(30)]
    assert all(p in GAME.legal_moves(state, 0) for p in picks)
    assert {p["kind"] for p in picks} == {"roll", "buy"}


def test_hard_loop_starts_ahead_of_good_cards() -> None:
    """In the loop the hard bot starts where the cards the die can reach are best."""
    track = ["-25"] * 24
    for position in range(10, 16):
        track[position] = "T"
    state = make_state("loop", [track], markers=[[]], deck=["+1"] * 48, phase="place")
    state.markers, state.marker_rows = [[]], [[]]
    move = bot_move(observe(state, 0), "hard", 3)
    assert move["kind"] == "place" and 9 <= move["position"] <= 14


def test_hard_loop_with_rivals_does_not_start_by_ending_the_game_last() -> None:
    """With rivals, going below zero at once means last place: the hard bot (and the hint) start on T
    rather than on a minus one that a lone player might take as the smallest loss."""
    track = [
        "-1",
        "-10",
        "T",
        "Z",
        "P",
        "P",
        "-25",
        "-1",
        "+15",
        "+5",
        "-5",
        "+5",
        "+1",
        "-25",
        "Z",
        "B",
        "+25",
        "+5",
        "+15",
        "-25",
        "-25",
        "-15",
        "Z",
        "-25",
    ]
    state = make_state(
        "loop", [track], players=3, markers=[[], [], []], phase="place", deck=["-25", "Z", "+1", "+5"] * 12
    )
    advice = advise(observe(state, 0))
    assert track[advice.move["position"]] in ("T", "P") and advice.expected > 0
    assert bot_move(observe(state, 0), "hard", 5)["position"] == advice.move["position"]
    solo = make_state("loop", [track], markers=[[]], phase="place", deck=["-25", "Z", "+1", "+5"] * 12)
    assert advise(observe(solo, 0)).expected <= 0  # alone, the mean final score is all that counts


@pytest.mark.parametrize("variant", ["grid", "sheet", "loop"])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_finishes_a_game_with_legal_moves(variant: str, level: str) -> None:
    """Two bots of a level play a whole game of each variant with only legal moves."""
    state, _ = GAME.new_game(Setup(11, 2, variant, {"sheet_rows": "10"} if variant == "sheet" else {}))
    moves = 0
    while not GAME.is_over(state) and moves < 2000:
        player = GAME.to_move(state)
        move = GAME.bot_move(GAME.observe(state, player), level, moves)
        assert move in GAME.legal_moves(state, player)
        GAME.apply(state, move)
        moves += 1
    assert GAME.is_over(state)


def plain_table(sheet: tuple[tuple[str, ...], ...], sides: int) -> list[list[list[float]]]:
    """The same dynamic program with every score of every row in a plain list (the reference)."""
    from accessible_games.games.oflameron.cards import fixed_points
    from accessible_games.games.oflameron.dp import cell_gain

    rows, columns = len(sheet), len(sheet[0])
    limits, reach = [], 0
    for row in sheet:
        reach += max(cell_gain(cell) for cell in row)
        limits.append(reach)
    f: list[list[list[float]]] = [[] for _ in range(rows)]
    f[-1] = [[float(s) for s in range(limits[-1] + 1)] for _ in range(columns)]
    for row in range(rows - 1, 0, -1):
        size = limits[row - 1] + 1

        def enter(column: int, score: int) -> float:
            cell = sheet[row][column % columns]
            points = fixed_points(cell, "sheet")
            if points is not None:
                return float(score + points) if score + points < 0 else f[row][column % columns][score + points]
            if cell == "Z":
                return f[row][column % columns][0]
            return float(score) if cell == "END" else f[row][column % columns][score]

        f[row - 1] = [
            [sum(max(enter(c - d, s), enter(c + d, s)) for d in range(1, sides + 1)) / sides for s in range(size)]
            for c in range(columns)
        ]
    return f


@pytest.mark.parametrize("seed, sides", [(2, 6), (5, 3)])
def test_corners_equal_plain_tables_on_a_full_sheet(seed: int, sides: int) -> None:
    """On a default 15 x 20 sheet the table with corners gives every score's plain-table value."""
    sheet = tuple(tuple(r) for r in random_sheet(Rng(seed), 20, 15, True))
    table = solve(sheet, sides)
    reference = plain_table(sheet, sides)
    assert any(t is not None for row in table.tails for t in row)  # the corners are in use
    for row in range(20):
        for column in range(15):
            for score in range(0, len(reference[row][column]), 13):
                assert table.stay(row, column, score) == pytest.approx(
                    reference[row][column][score], rel=1e-9, abs=1e-9
                )


def test_hard_grid_last_round_too_large_to_search_still_answers() -> None:
    """Five markers in the last round are more than the exact search's budget: the hard bot and the hint
    still give a legal move, valued by the planner (the exact search raised TooLarge each time)."""
    from accessible_games.games.oflameron.endgame import LastRound, TooLarge

    field = [
        ["+5", "B", "-10", "T", "Z", "+1", "B", "P", "+25", "-5"],
        ["B", "+10", "Z", "+15", "B", "-1", "T", "+5", "B", "P"],
        ["+1"] * 10,
    ]
    state = make_state(
        "grid", field, scores=[40_000], markers=[[0, 2, 4, 6, 8]], deck=["+1"] * 40, options={"markers": "5"}, round=15
    )
    with pytest.raises(TooLarge):
        LastRound(field[0], field[1], 6, ["+1", "-5", "Z", "T"], markers_allowed=5).rolled((0, 2, 4, 6, 8), 0, 40_000)
    advice = advise(observe(state, 0))
    assert advice.move in GAME.legal_moves(state, 0)
    assert 0 < advice.expected < 60_000
