"""Oflameron after a second pass by ear: hints Enter plays, endings that ask first, an easy bot that
never ends the game at once, previews and keys that fit each variant, hints with the next best move
and a reason, and shorter speech."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from accessible_games.core.protocol import Setup
from accessible_games.games.oflameron.bots import advise, bot_move, ends_at_once
from accessible_games.games.oflameron.cards import END
from accessible_games.games.oflameron.rules import MOVE, OFFER, OVER, PLACE
from accessible_games.games.oflameron.view import observe
from accessible_games.i18n import catalog
from oflameron_helpers import GAME, make_state
from test_oflameron_ui import no_errors, put_state, start


# 1. the loop's start ------------------------------------------------------------------------
def test_loop_seed_5_hint_and_hard_bot_do_not_start_on_end(tmp_path: Path) -> None:
    """The issue's repro: H no longer says END, and the hard bot does not end the game by its start."""
    h = start(tmp_path, variant="loop", players="Me,bot:hard", seed=5)
    h.clear()
    h.press("h")
    hint = h.last()
    assert hint.startswith("Hint: start on card ") and "END" not in hint.split(".")[0]
    assert re.search(r"Next: card \d+, -?[\d,]+\.$", hint), hint  # the runner-up, with its own number
    h.press("w")  # the reason, on its own key
    assert h.last().startswith("Expected final score.") and h.last().endswith(" more by the end of the game."), h.last()
    h.press("enter")
    h.app.run_pending()
    state = h.session.state
    assert state.phase != OVER and state.markers[1]
    no_errors(h)


def test_loop_hints_never_say_end_when_another_start_is_better() -> None:
    """Seeds 201-230 (two players): the hint's start is END only when every other start is expected lower."""
    for seed in range(201, 231):
        state, _ = GAME.new_game(Setup(seed, 2, "loop", {}))
        advice = advise(observe(state, 0))
        if state.field[0][advice.move["position"]] == END:
            assert all(value < advice.expected for _, value in advice.others), seed
        assert [v for _, v in advice.others] == sorted((v for _, v in advice.others), reverse=True)


def test_an_end_hint_says_every_other_move_is_worse_and_asks_before_playing(tmp_path: Path) -> None:
    """When only END avoids a loss, the hint says so, and Enter still asks before it ends the game."""
    h = start(tmp_path, variant="loop", players="Anna")
    track = ["B"] * 12
    track[4] = END
    put_state(h, make_state("loop", [track], markers=[[]], phase=PLACE, deck=["B"] * 20))
    h.press("h")
    assert h.last() == "Hint: start on card 5, END, expecting 0. Next: card 1, which ends the game, -200."
    h.press("w")
    assert h.last().endswith("It ends the game, and every other move is expected to end lower.")
    h.clear()
    h.press("enter")
    assert h.said()[0] == "This ends the game at once: END, game over, final score 0. Play it?"
    assert h.session.state.phase == PLACE
    h.press("down", "enter")
    assert h.session.state.phase == OVER and h.session.moves[-1] == {"kind": "place", "position": 4}


# 2. Enter plays the hint; endings ask first --------------------------------------------------
SHEET_SEED_7 = (
    ["right", "right", "enter"],
    ["enter", "right", "enter"],
    ["enter", "right", "enter"],
    ["enter", "left", "enter"],
    ["enter", "right", "enter"],
)


def test_enter_after_the_x_hint_takes_the_hinted_extra_marker(tmp_path: Path) -> None:
    """The issue's sheet repro (seed 7): X reached, H names a cell, Enter places the marker there."""
    h = start(tmp_path, variant="sheet", players="Anna,bot:hard", seed=7)
    for keys in SHEET_SEED_7:
        h.press(*keys)
        h.app.run_pending()
    assert h.session.state.phase == OFFER
    h.clear()
    h.press("h")
    assert h.last().startswith("Hint: take the extra marker on column 11, T")
    played = len(h.session.moves)
    h.press("enter")
    assert h.session.moves[played] == {"kind": "extra", "column": 10}
    no_errors(h)


def test_enter_after_a_buy_hint_buys(tmp_path: Path) -> None:
    """The issue's grid repro (seed 7): the hint says buy, and Enter buys on that column, never rolls."""
    h = start(tmp_path, players="Anna", seed=7)
    for _ in range(40):
        h.press("h")
        if h.last().startswith("Hint: buy a marker"):
            break
        h.press("enter")
        h.app.run_pending()
    hint = h.last()
    assert hint.startswith("Hint: buy a marker on column ")
    column = int(hint.split("column ")[1].split(",")[0]) - 1
    h.press("enter")
    assert h.session.moves[-1] == {"kind": "buy", "column": column}


def test_an_arrow_after_a_hint_lets_the_player_choose_again(tmp_path: Path) -> None:
    """After H, moving the focus means the player chooses: Enter places on the focused card."""
    h = start(tmp_path, players="Anna")
    h.press("h")
    hinted = h.game_screen.board.focus[1]
    h.press("left" if hinted > 0 else "right")
    focus = h.game_screen.board.focus[1]
    h.press("enter")
    assert h.session.moves[-1] == {"kind": "place", "column": focus}


def test_a_sheet_move_below_zero_asks_first(tmp_path: Path) -> None:
    """Chosen by arrow or from the list, a move that ends the player's game asks; No keeps the turn."""
    h = start(tmp_path, variant="sheet", players="Anna")
    field = [["+1"] * 5, ["+25", "-25", "+1", "B", "+1"], ["+1"] * 5]
    put_state(h, make_state("sheet", field, scores=[20], markers=[[2]], rows=[[0]], phase=MOVE, die=1))
    h.press("left")
    h.clear()
    h.press("enter")
    assert h.said() == [
        "This ends the game at once: minus twenty-five, final score -5. Play it?",
        "No, choose another move, 1 of 2",
    ]
    h.press("enter")
    assert h.last() == "Not played: choose another move." and h.session.state.phase == MOVE
    h.press("l", "down", "enter")  # the list's second line: right, B
    assert h.said()[-2].startswith("This ends the game at once: B, minus two hundred, final score -180.")
    h.press("down", "enter")
    assert h.session.state.phase == OVER


# 3. the easy bot ---------------------------------------------------------------------------
@pytest.mark.parametrize("variant, seeds", [("sheet", range(41, 49)), ("loop", range(41, 47))])
def test_easy_bot_never_ends_the_game_by_its_start(variant: str, seeds: range) -> None:
    """The issue's repro (hard and easy bots): the easy bot's placement never ends the game at once."""
    for seed in seeds:
        state, _ = GAME.new_game(Setup(seed, 2, variant, {}))
        for player in (0, 1):
            GAME.apply(state, bot_move(observe(state, player), "hard" if player == 0 else "easy", seed))
        assert state.phase != OVER, seed


def test_easy_bot_takes_an_ending_move_only_when_nothing_else_is_left() -> None:
    """Sheet: of two moves, one below zero, the easy bot always takes the other; with both ending, either."""
    field = [["+1"] * 5, ["-25", "+1", "+1", "-25", "+1"], ["+1"] * 5]
    state = make_state("sheet", field, scores=[20], markers=[[2]], rows=[[0]], phase=MOVE, die=2)
    view = observe(state, 0)
    assert [ends_at_once(view, 0, m) for m in view.legal] == [True, False]
    assert {bot_move(view, "easy", seed)["steps"] for seed in range(20)} == {2}
    state.field[1][4] = "-25"
    assert len({bot_move(observe(state, 0), "easy", seed)["steps"] for seed in range(20)}) == 2


# 4. previews, keys and F1 for each variant --------------------------------------------------
def test_sheet_says_what_each_die_face_reaches_round_the_edges(tmp_path: Path) -> None:
    """Sheet: A before the roll names both cells of every face (with wrap-around); after it, both moves
    are said at once and A names the rolled face; no "above" anywhere; C is refused."""
    h = start(tmp_path, variant="sheet", players="Anna")
    field = [["+1"] * 5, ["+5", "+10", "+15", "+25", "P"], ["+1"] * 5]
    put_state(h, make_state("sheet", field, scores=[0], markers=[[0]], rows=[[0]], options={"die": "3"}))
    h.press("a")
    assert h.said() == [
        "1: Left 1 round the edge: bonus P, plus one hundred, row 2, column 5; score 100; "
        "Right 1: plus ten, row 2, column 2; score 10.",
        "2: Left 2 round the edge: plus twenty-five, row 2, column 4; score 25; Right 2: plus fifteen, row 2, column 3; score 15.",
        "3: Left 3 round the edge: plus fifteen, row 2, column 3; score 15; Right 3: plus twenty-five, row 2, column 4; score 25.",
    ]
    h.press("right")
    assert "above" not in h.last()
    h.clear()
    h.press("c")
    assert "invalid" in h.cues.names()
    assert h.last() == (
        "C reads columns only in the card grid. On the paper sheet, A says which cells each face of the die reaches."
    )
    no_errors(h)


def test_sheet_move_prompt_names_both_moves(tmp_path: Path) -> None:
    """After a roll on the sheet, the prompt says both moves with the cells they reach."""
    h = start(tmp_path, variant="sheet", players="Anna")
    prompt = [t for t in h.said() if t.startswith("Mark a cell")]
    assert prompt
    h.press("enter")
    h.app.run_pending()
    h.clear()
    h.press("enter")
    h.app.run_pending()
    die = h.session.state.die
    move_prompt = next(t for t in h.said() if t.startswith("One row up and exactly"))
    assert f"Left {die}" in move_prompt and f"Right {die}" in move_prompt and "above" not in move_prompt


@pytest.mark.parametrize(
    "variant, heading", [("grid", "Card grid keys."), ("sheet", "Paper sheet keys."), ("loop", "Card loop keys.")]
)
def test_f1_fits_the_variant(tmp_path: Path, variant: str, heading: str) -> None:
    """F1 starts with the variant's own keys: C only in the grid, A's faces only on the sheet."""
    h = start(tmp_path, variant=variant, players="Anna")
    h.clear()
    h.press("f1")
    text = h.said()[0]
    assert text.startswith(heading)
    assert ("C the cards above your markers" in text) == (variant == "grid")
    assert ("each face of the die" in text) == (variant == "sheet")


# 5. hints: whole position, next best, reason -------------------------------------------------
def test_hint_counts_every_marker_and_names_the_next_best_move_and_a_reason(tmp_path: Path) -> None:
    """Grid, two markers: the hint's score counts both; it names the next best move and why."""
    h = start(tmp_path, players="Anna")
    field = [["P", "+1", "-25", "T", "T", "T"], ["P", "+1", "-25", "T", "T", "T"], ["+1"] * 6]
    state = make_state("grid", field, scores=[3000], markers=[[1, 4]], phase=MOVE, die=1, deck=["+5"] * 40)
    put_state(h, state)
    h.press("h")
    hint = h.last()
    assert hint.startswith("Hint: left 1, P, expecting ")
    assert "Next: right 1, " in hint
    h.press("w")
    assert h.last() == "Expected final score. bonus P, plus one hundred now, and again when the rows shift."
    one = make_state("grid", field, scores=[3000], markers=[[1]], phase=MOVE, die=1, deck=["+5"] * 40)
    both, alone = advise(observe(state, 0)), advise(observe(one, 0))
    assert both.expected > alone.expected + 1000  # the second marker's turns (on T) are counted too
    h.press("enter")
    assert h.session.moves[-1] == {"kind": "move", "steps": -1}


def test_a_hint_that_gives_up_points_now_says_what_it_gains_later(tmp_path: Path) -> None:
    """Sheet: plus one now leads nearer T; plus twenty-five nearer minus cells: the hint says so."""
    h = start(tmp_path, variant="sheet", players="Anna")
    field = [["+1"] * 5, ["+1", "+1", "+1", "+25", "+1"], ["T", "-25", "-25", "-25", "-25"]]
    put_state(h, make_state("sheet", field, scores=[20], markers=[[2]], rows=[[0]], phase=MOVE, die=1))
    h.press("h")
    assert h.last() == "Hint: left 1, +1, expecting 258. Next: right 1, 195."
    h.press("w")
    assert (
        h.last()
        == "Expected final score. Compared with the next best move, right 1: 24 points fewer now, but about 63 "
        "points more by the end of the game."
    )


# 6. shorter and better ordered speech --------------------------------------------------------
def test_penalty_card_comes_before_the_score(tmp_path: Path) -> None:
    """Grid B: the line says the penalty card, then the resulting score, once."""
    h = start(tmp_path, players="Anna")
    field = [["+1", "B", "+1"], ["+1"] * 3, ["+1"] * 3]
    put_state(h, make_state("grid", field, scores=[4319], markers=[[0]], phase=MOVE, die=1, deck=["+5"] * 30 + ["-15"]))
    h.press("right", "enter")
    said = " ".join(h.said())
    assert (
        "B, penalty card from the deck: you move right 1 to column 2. Penalty card minus fifteen: score 4,304." in said
    )
    assert "score 4,319" not in said


def test_the_long_move_instruction_is_said_only_in_the_first_rounds(tmp_path: Path) -> None:
    """At full verbosity the keys follow the roll in rounds 1 and 2; from round 3 the short form."""
    h = start(tmp_path, players="Anna")
    field = [["+1"] * 5] * 3
    for round_number, long in ((2, True), (3, False)):
        put_state(h, make_state("grid", field, scores=[10], markers=[[0]], phase=MOVE, die=3, round=round_number))
        prompt = h.game_screen.board.on_turn()[0]
        text = catalog("en").render(prompt, {"verbosity": "full"})
        assert text.startswith("Left or Right, 1 to 3 cards")
        assert ("L lists the choices" in text) == long
