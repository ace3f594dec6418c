"""Sixty-One: dice roles, passing, the leaf row and its bonuses, jokers, area bonuses, end, score."""

from __future__ import annotations

import pytest

from accessible_games.core.protocol import IllegalMove, Setup
from accessible_games.games import get_game
from accessible_games.games.sixtyone import rules
from accessible_games.games.sixtyone.rules import SixtyOneState, legal_moves, visible_sheet
from accessible_games.games.sixtyone.sheet import FOX, JOKER, LILIES, MARSHMALLOWS, MUGS, MUSHROOMS, PUMPKINS

GAME = get_game("sixtyone")
X = JOKER
_ = None


def make(players: int = 1, dice: list[int] | None = None, announce: str = "round", seed: int = 3) -> SixtyOneState:
    """A new game with the roll of round 1 replaced by `dice`."""
    state, _events = GAME.new_game(Setup(seed, players, "standard", {"announce": announce}))
    if dice is not None:
        state.dice = sorted(dice)
    return state


def write(area: int, value: int, cell: int, leaf: int) -> dict[str, object]:
    """A write move."""
    return {"kind": "write", "area": area, "value": value, "cell": cell, "leaf": leaf}


def kinds(events: list) -> list[str]:
    """The kinds of a list of events."""
    return [e.kind for e in events]


# --- dice roles -----------------------------------------------------------------------------


def test_every_role_assignment_of_the_roll_is_offered() -> None:
    """With 1, 2, 4 on an empty sheet: area 1, 2 or 4 from one die, value and leaf from the others."""
    state = make(dice=[1, 2, 4])
    moves = legal_moves(state, 0)
    assert {(m["area"], m["value"], m["leaf"]) for m in moves} == {
        (1, 2, 4),
        (1, 4, 2),
        (2, 1, 4),
        (2, 4, 1),
        (4, 1, 2),
        (4, 2, 1),
    }
    assert write(MUGS, 2, 1, 1) in moves
    assert write(MUGS, 1, 0, 2) in moves
    assert all(m["kind"] == "write" for m in moves)


def test_two_dice_with_the_same_value_may_be_area_and_value() -> None:
    """3-3-5: area 3, write 3, leaf 5 is legal."""
    state = make(dice=[3, 3, 5])
    assert write(MARSHMALLOWS, 3, 0, 5) in legal_moves(state, 0)
    events = GAME.apply(state, write(MARSHMALLOWS, 3, 0, 5))
    assert state.sheets[0].cells(MARSHMALLOWS)[0] == 3
    assert state.sheets[0].leaves == [5]
    assert kinds(events)[0] == "write"


def test_a_move_not_matching_the_roll_is_refused() -> None:
    """Dice not rolled, a closed cell, or a pass while something fits: IllegalMove, nothing changes."""
    state = make(dice=[1, 2, 4])
    before = GAME.to_json(state)
    for move in (
        write(MUGS, 3, 2, 1),
        write(LILIES, 4, 1, 1),
        {"kind": "pass", "leaf": 4},
        {"kind": "joker", "area": 1, "cell": 0},
    ):
        with pytest.raises(IllegalMove):
            GAME.apply(state, move)
    assert GAME.to_json(state) == before


# --- passing --------------------------------------------------------------------------------


def blocked_state() -> SixtyOneState:
    """Roll 4, 4, 4 where area 4 (mugs) has mug 4 filled: nothing fits."""
    state = make(dice=[4, 4, 4])
    state.sheets[0].cells(MUGS)[3] = 4
    return state


def test_pass_only_when_nothing_fits_and_any_die_for_the_leaf() -> None:
    """No legal write: the only moves are passes, one per distinct die value."""
    state = blocked_state()
    assert legal_moves(state, 0) == [{"kind": "pass", "leaf": 4}]
    state = make(dice=[2, 4, 4])
    state.sheets[0].cells(MUGS)[1] = 2
    state.sheets[0].cells(MUGS)[3] = 4
    state.sheets[0].areas[1] = [2, 4, 1, 3, 5]  # lilies full
    assert legal_moves(state, 0) == [{"kind": "pass", "leaf": 2}, {"kind": "pass", "leaf": 4}]


def test_pass_adds_the_die_to_the_leaf_row_and_writes_nothing() -> None:
    """A pass fills a leaf and no cell."""
    state = blocked_state()
    cells = [list(c) for c in state.sheets[0].areas]
    events = GAME.apply(state, {"kind": "pass", "leaf": 4})
    assert state.sheets[0].leaves == [4]
    assert state.sheets[0].areas == cells
    assert kinds(events)[0] == "pass"


# --- leaf row -------------------------------------------------------------------------------


@pytest.mark.parametrize("total, acorns", [(21, 2), (41, 3), (61, 5)])
def test_exact_leaf_totals_give_acorns(total: int, acorns: int) -> None:
    """Exactly 21, 41, 61: 2, 3, 5 acorns at once."""
    state = make(dice=[1, 2, 4])
    state.sheets[0].leaves = [total - 4]
    events = GAME.apply(state, write(PUMPKINS, 2, 0, 4))
    bonus = [e for e in events if e.kind == "leaf-bonus"]
    assert bonus and bonus[0].args["acorns"] == acorns
    assert state.sheets[0].score() == acorns


@pytest.mark.parametrize("start", [18, 19, 38, 39, 58, 59, 60, 62])
def test_jumping_over_or_beyond_a_bonus_value_gives_nothing(start: int) -> None:
    """A total that skips 21/41/61 or lies past 61 brings nothing and costs nothing."""
    state = make(dice=[1, 2, 4])
    state.sheets[0].leaves = [start]
    events = GAME.apply(state, write(PUMPKINS, 2, 0, 4))
    assert not any(e.kind in ("leaf-bonus", "joker-won", "joker-lost") for e in events)
    assert state.sheets[0].score() == 0


@pytest.mark.parametrize("total", [11, 31, 51])
def test_joker_totals_give_a_joker_placed_at_once_by_the_same_player(total: int) -> None:
    """Exactly 11, 31, 51: the same player must place an X before the turn passes."""
    state = make(players=2, dice=[1, 2, 4])
    state.sheets[0].leaves = [total - 4]
    events = GAME.apply(state, write(PUMPKINS, 2, 0, 4))
    assert "joker-won" in kinds(events)
    assert GAME.to_move(state) == 0
    moves = legal_moves(state, 0)
    assert moves and all(m["kind"] == "joker" for m in moves)
    assert {"kind": "joker", "area": PUMPKINS, "cell": 1} in moves
    assert {"kind": "joker", "area": FOX, "cell": 3} not in moves  # not open yet
    events = GAME.apply(state, {"kind": "joker", "area": PUMPKINS, "cell": 1})
    assert state.sheets[0].cells(PUMPKINS)[:2] == [2, X]
    assert events[0].kind == "joker" and events[0].args["gain"] == 3
    assert GAME.to_move(state) == 1


def test_joker_goes_only_where_the_area_rule_opens_a_cell() -> None:
    """Lilies and mushrooms: only the next one; filled cells never."""
    state = make(dice=[1, 2, 4])
    state.sheets[0].leaves = [7]
    state.sheets[0].areas[LILIES - 1] = [3, 5, _, _, _]
    GAME.apply(state, write(PUMPKINS, 2, 0, 4))
    moves = legal_moves(state, 0)
    lilies = [m["cell"] for m in moves if m["area"] == LILIES]
    mushrooms = [m["cell"] for m in moves if m["area"] == MUSHROOMS]
    assert lilies == [2] and mushrooms == [0]
    assert {"kind": "joker", "area": PUMPKINS, "cell": 0} not in moves


def test_joker_is_lost_only_when_no_cell_is_open() -> None:
    """With every open cell filled, the joker is lost and the turn passes on."""
    state = make(players=2, dice=[1, 2, 4])
    sheet = state.sheets[0]
    sheet.areas = [
        [2, 2, 5, _],  # the write below fills cell 3 with 5
        [1, 2, 3, 4, 5],
        [1, 1, 2, 2, 2],
        [1, 2, 3, 4, 5, 6],
        [1, 2, 1, 3, 4, 1],
        [1, 2, 3, 4, 5],
    ]
    sheet.leaves = [7]
    state.dice = [1, 4, 5]
    events = GAME.apply(state, write(PUMPKINS, 5, 3, 4))
    assert "joker-lost" in kinds(events)
    assert not state.joker_pending
    assert GAME.to_move(state) == 1


def test_joker_completing_an_area_counts_as_a_completion() -> None:
    """An X in the last empty cell completes the area."""
    state = make(dice=[1, 2, 4])
    state.sheets[0].leaves = [7]
    state.sheets[0].areas[MUGS - 1] = [1, 2, 3, 4, _, 6]
    GAME.apply(state, write(PUMPKINS, 2, 0, 4))
    events = GAME.apply(state, {"kind": "joker", "area": MUGS, "cell": 4})
    assert "area-complete" in kinds(events)
    assert state.sheets[0].first[MUGS - 1]  # solo: end of round 1 gives the bonus


# --- first-completion bonus -----------------------------------------------------------------


def nearly_full_mugs(state: SixtyOneState, player: int) -> None:
    """Mugs filled except mug 5."""
    state.sheets[player].areas[MUGS - 1] = [1, 2, 3, 4, _, 6]


def test_first_completion_ties_in_the_same_round_all_score() -> None:
    """Two players completing mugs in the same round both get 3 acorns; a later one gets nothing."""
    state = make(players=3, dice=[4, 5, 6])
    for player in range(3):
        nearly_full_mugs(state, player)
    GAME.apply(state, write(MUGS, 5, 4, 6))
    GAME.apply(state, write(MUGS, 5, 4, 6))
    events = GAME.apply(state, write(FOX, 4, 0, 6))
    firsts = [e for e in events if e.kind == "area-first"]
    assert [(e.args["player"], e.args["area"], e.args["shared"]) for e in firsts] == [(0, MUGS, True), (1, MUGS, True)]
    assert state.sheets[0].first[MUGS - 1] and state.sheets[1].first[MUGS - 1]
    assert state.first_round[MUGS - 1] == 1
    # Round 2: the third player completes mugs too, too late.
    state.dice = [4, 5, 6]
    GAME.apply(state, write(FOX, 4, 0, 6))
    GAME.apply(state, write(FOX, 4, 0, 6))
    events = GAME.apply(state, write(MUGS, 5, 4, 6))
    assert "area-complete" in kinds(events) or any(
        e.kind == "reveal" and e.args["choice"].get("complete") == [MUGS] for e in events
    )
    assert not any(e.kind == "area-first" for e in events)
    assert not state.sheets[2].first[MUGS - 1]
    scores = GAME.scores(state)
    assert scores[0] - scores[2] == 3


def test_single_first_completion_is_not_shared() -> None:
    """One finisher: the bonus is not marked shared."""
    state = make(players=2, dice=[4, 5, 6])
    nearly_full_mugs(state, 0)
    GAME.apply(state, write(MUGS, 5, 4, 6))
    events = GAME.apply(state, write(FOX, 4, 0, 6))
    firsts = [e for e in events if e.kind == "area-first"]
    assert len(firsts) == 1 and firsts[0].args == {"player": 0, "area": MUGS, "acorns": 3, "shared": False}


# --- simultaneous choices -------------------------------------------------------------------


def test_choices_stay_hidden_until_the_round_ends() -> None:
    """A choice event goes to the chooser only; others' views of that sheet hide it; the reveal is public."""
    state = make(players=2, dice=[1, 2, 4])
    events = GAME.apply(state, write(MUGS, 2, 1, 1))
    assert all(e.to == (0,) for e in events)
    assert visible_sheet(state, 0, 1).cells(MUGS)[1] is None
    assert visible_sheet(state, 0, 1).leaves == []
    assert visible_sheet(state, 0, 0).cells(MUGS)[1] == 2
    assert GAME.legal_moves(state, 0) == [] and GAME.to_move(state) == 1
    events = GAME.apply(state, write(LILIES, 4, 0, 1))
    reveals = [e for e in events if e.kind == "reveal"]
    assert [e.args["player"] for e in reveals] == [0, 1] and all(e.to is None for e in reveals)
    assert reveals[0].args["choice"]["area"] == MUGS
    assert events[-1].kind == "roll" and state.round == 2
    assert visible_sheet(state, 0, 1).cells(MUGS)[1] == 2


def test_announce_each_makes_choices_public_at_once() -> None:
    """With the option "each", choices are public and no reveal is repeated."""
    state = make(players=2, dice=[1, 2, 4], announce="each")
    events = GAME.apply(state, write(MUGS, 2, 1, 1))
    assert all(e.to is None for e in events)
    events = GAME.apply(state, write(MUGS, 2, 1, 1))
    assert "reveal" not in kinds(events)


def test_options_and_seats_are_checked() -> None:
    """Unknown option values and seat counts outside 1-6 are refused."""
    with pytest.raises(ValueError):
        GAME.new_game(Setup(1, 2, "standard", {"announce": "never"}))
    with pytest.raises(ValueError):
        GAME.new_game(Setup(1, 7, "standard", {}))
    state, events = GAME.new_game(Setup(1, 6, "standard", {}))
    assert events[0].kind == "roll" and len(state.sheets) == 6


# --- end of the game ------------------------------------------------------------------------


def test_game_ends_at_the_end_of_the_round_a_leaf_total_reaches_61() -> None:
    """Reaching 61+ does not stop the round: the others still choose, then the game ends."""
    state = make(players=2, dice=[1, 2, 6])
    state.sheets[0].leaves = [50] * 1
    GAME.apply(state, write(PUMPKINS, 2, 0, 6))  # 56: not yet
    GAME.apply(state, write(PUMPKINS, 2, 0, 6))
    assert not state.over
    state.dice = [1, 2, 6]
    GAME.apply(state, write(PUMPKINS, 2, 1, 6))  # 62
    assert not state.over and GAME.to_move(state) == 1
    events = GAME.apply(state, write(PUMPKINS, 2, 1, 6))
    assert state.over and state.end_reason == "leaves"
    assert events[-1].kind == "game-over" and events[-1].args["reason"] == "leaves"
    assert GAME.to_move(state) is None and GAME.legal_moves(state, 0) == []
    with pytest.raises(IllegalMove):
        GAME.apply(state, {"kind": "pass", "leaf": 1})


def test_game_ends_after_round_20() -> None:
    """Twenty rounds of small leaves: the game ends after round 20 with 20 leaves each."""
    state = make(players=2)
    while not state.over:
        player = GAME.to_move(state)
        moves = legal_moves(state, player)
        move = min(moves, key=lambda m: (m.get("leaf", 0), str(m)))
        GAME.apply(state, move)
    if state.end_reason == "rounds":
        assert state.round == 20
        assert all(len(sheet.leaves) == 20 for sheet in state.sheets)
    # Force the round-limit case regardless of the dice drawn.
    state = make()
    state.round = 20
    state.sheets[0].leaves = [1] * 19
    state.dice = [1, 1, 1]
    events = GAME.apply(state, legal_moves(state, 0)[0])
    assert state.over and state.end_reason == "rounds"
    assert events[-1].args == {"reason": "rounds", "round": 20, "scores": GAME.scores(state)}


def test_score_is_cells_plus_first_completions_plus_leaf_bonuses() -> None:
    """Final score breakdown and the ranking with shared places."""
    state = make(players=3)
    sheet = state.sheets[0]
    sheet.areas[MUGS - 1] = [1, 2, 3, 4, 5, 6]
    sheet.areas[PUMPKINS - 1] = [2, 2, 5, _]
    sheet.first[MUGS - 1] = True
    sheet.leaves = [11, 21, 30, 41]
    assert sheet.breakdown() == {"areas": [3, 0, 0, 7, 0, 0], "first": 3, "leaves": 5, "total": 18}
    state.sheets[1].areas[MUGS - 1] = [1, 2, 3, 4, 5, 6]
    state.sheets[1].first[MUGS - 1] = True
    state.sheets[1].leaves = [11, 21, 30, 41]
    state.sheets[1].areas[PUMPKINS - 1] = [3, 3, _, _]
    assert GAME.scores(state) == [18, 18, 0]
    assert GAME.ranking(state) == [1, 1, 3]


def test_json_round_trip_keeps_a_pending_joker() -> None:
    """A save taken while a joker waits restores the same state and the same moves."""
    state = make(players=2, dice=[1, 2, 4])
    state.sheets[0].leaves = [7]
    GAME.apply(state, write(PUMPKINS, 2, 0, 4))
    data = GAME.to_json(state)
    again = GAME.from_json(data)
    assert GAME.to_json(again) == data
    assert legal_moves(again, 0) == legal_moves(state, 0)
    assert rules.to_move(again) == 0 and again.joker_pending


def test_a_pass_that_reaches_a_joker_total_still_gives_the_joker() -> None:
    """Nothing fits the dice, but the leaf die lands on 11: the joker goes into any open cell."""
    state = blocked_state()
    state.sheets[0].leaves = [7]
    events = GAME.apply(state, {"kind": "pass", "leaf": 4})
    assert kinds(events) == ["pass", "joker-won"]
    moves = legal_moves(state, 0)
    assert {"kind": "joker", "area": MUGS, "cell": 0} in moves
    assert {"kind": "joker", "area": MUGS, "cell": 3} not in moves
    GAME.apply(state, {"kind": "joker", "area": MUGS, "cell": 0})
    assert state.sheets[0].cells(MUGS)[:4] == [X, None, None, 4]


def test_the_bots_see_each_of_the_56_rolls_with_its_true_chance() -> None:
    """The rolls the bots and the hint weigh: every sorted roll of three dice once, a triple at 1 in 216, a pair at
    3, three different dice at 6, and the chances add up to one."""
    rolls = dict(rules.three_dice_rolls())
    assert len(rolls) == 56 and list(rolls) == sorted(rolls)
    assert rolls[(1, 1, 1)] == 1 / 216 and rolls[(2, 2, 5)] == 3 / 216 and rolls[(1, 2, 3)] == 6 / 216
    assert sum(rolls.values()) == pytest.approx(1.0)
    assert all(list(dice) == sorted(dice) for dice in rolls)
