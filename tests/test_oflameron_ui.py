"""Oflameron played through the real game screen: keys, speech, menus, hints, whole games."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from accessible_games.games.oflameron.rules import MOVE, OFFER
from accessible_games.i18n import catalog
from accessible_games.ui.testing import Harness
from oflameron_helpers import make_state


def start(
    tmp_path: Path,
    variant: str = "grid",
    players: str = "Anna,bot:hard",
    lang: str = "en",
    seed: int = 7,
    options: dict[str, str] | None = None,
) -> Harness:
    """A harness with an Oflameron game started and bots run until a human must act."""
    h = Harness(tmp_path, lang=lang)
    h.start_game("oflameron", players=players, variant=variant, seed=seed, options=options or {})
    h.app.run_pending()
    return h


def board(h: Harness) -> Any:
    """The Oflameron board controller."""
    return h.game_screen.board


def no_errors(h: Harness) -> None:
    """Nothing went wrong and no message id leaked into speech."""
    assert not [t for t in h.said() if "went wrong" in t or "oflameron-" in t or "{" in t]


def put_state(h: Harness, state: Any) -> None:
    """Replace the session's state by a hand-made one (for situations chance rarely deals)."""
    h.session.state = state
    h.clear()


def test_opening_placement_by_arrows_and_enter(tmp_path: Path) -> None:
    """The opening says the field and the prompt; arrows read cards in words; Enter places."""
    h = start(tmp_path)
    said = h.said()
    assert "Card grid: 3 rows of 10 cards. Each player puts a marker on a card of the bottom row." in said
    assert any(t.startswith("Put your marker") for t in said)
    state = h.session.state
    h.clear()
    h.press("right")
    assert h.last().endswith(f"column 2, bottom row; above: {_words(state.field[1][1])}")
    h.press("up")
    assert "middle row" in h.last()
    h.press("down", "left", "left")
    assert "edge" in h.cues.names()
    h.press("end")
    assert "column 10" in h.last()
    h.press("enter")
    assert h.session.moves[0] == {"kind": "place", "column": 9}
    assert any("you start on column 10" in t for t in h.said())
    no_errors(h)


def _words(card: str) -> str:
    return {
        "+1": "plus one",
        "+5": "plus five",
        "+10": "plus ten",
        "+15": "plus fifteen",
        "+25": "plus twenty-five",
        "-1": "minus one",
        "-5": "minus five",
        "-10": "minus ten",
        "-15": "minus fifteen",
        "-25": "minus twenty-five",
        "P": "bonus P, plus one hundred",
        "T": "bonus T, plus one thousand",
        "B": "B, penalty card from the deck",
        "Z": "Z, score to zero",
        "END": "END, game over",
    }[card]


def test_roll_then_direction_and_distance_then_enter(tmp_path: Path) -> None:
    """Enter rolls (dice cue); Left/Right set the direction, again or Up/Down the distance; Enter moves."""
    h = start(tmp_path)
    h.press("enter")  # place on column 1
    h.app.run_pending()
    h.clear()
    h.press("enter")
    state = h.session.state
    assert state.phase == MOVE and "dice" in h.cues.names()
    die = state.die
    assert any(t.startswith(f"You rolled {die}.") for t in h.said())
    h.clear()
    h.press("up")
    assert h.last() == "Choose a direction first, Left or Right."
    h.press("right")
    target = state.field[0][1]
    assert h.last().startswith(f"Right 1: {_words(target)}, column 2; above: ")
    for _ in range(die + 1):
        h.press("right")
    assert "edge" in h.cues.names()
    assert h.last().startswith(f"Right {die}:")
    h.press("down") if die > 1 else None
    distance = max(1, die - 1)
    played = len(h.session.moves)
    h.press("enter")
    assert h.session.moves[played] == {"kind": "move", "steps": distance}
    spoken = " ".join(h.said())
    assert f"you move right {distance} to column {1 + distance}" in spoken
    top = ", ".join(h.session.state.field[-1])  # briefly, by the cards' faces; U reads the row in full
    assert f"The rows shift down. New top row: {top}." in spoken
    assert "Shift, you: " in spoken
    no_errors(h)


def test_reachable_list_chooses_a_move(tmp_path: Path) -> None:
    """L lists every reachable card of the roll with the card above; choosing one plays it."""
    h = start(tmp_path, players="Anna")
    h.press("enter", "enter")
    die = h.session.state.die
    h.clear()
    h.press("l")
    said = h.said()
    assert said[0] == f"Rolled {die}: where to?"
    assert said[1].startswith("Left 1: ") and "above: " in said[1]
    h.press("down", "enter")
    assert h.session.moves[-1] == {"kind": "move", "steps": -2} if die >= 2 else {"kind": "move", "steps": 1}
    no_errors(h)


def test_reading_keys(tmp_path: Path) -> None:
    """B, C, F, K, P, H, S, D and T answer in words."""
    h = start(tmp_path)
    h.press("enter")
    h.app.run_pending()
    state = h.session.state
    checks = {
        "b": "bottom row: 1: ",
        "c": "Above your marker in column 1: middle row: ",
        "k": "The deck holds 40 cards: ",
        "p": "You: ",
        "h": "Hint: roll, expecting ",
        "s": "You: ",
        "d": "You have not rolled yet this turn.",
        "t": "Round 1 of 15: your turn, about to roll.",
    }
    for key, expected in checks.items():
        h.clear()
        h.press(key)
        assert h.said()[0].startswith(expected), (key, h.said())
    h.clear()
    h.press("f")
    assert [t.split(":")[0] for t in h.said()] == ["bottom row", "middle row", "top row"]
    assert _words(state.field[2][9]) in h.said()[2]
    no_errors(h)


def test_buying_a_marker_from_the_menu(tmp_path: Path) -> None:
    """With 2000 points Enter offers roll or buy; buying lists the bottom row; the marker is heard."""
    h = start(tmp_path, players="Anna")
    state = make_state(
        "grid", [["+1", "+25", "-5", "P"], ["Z", "T", "+1", "+1"], ["+1"] * 4], scores=[2500], deck=["+5"] * 40
    )
    put_state(h, state)
    h.press("enter")
    assert h.said()[0] == "Score 2,500. Roll, or buy a marker?"
    h.press("down")
    assert h.last().startswith("Buy a marker for 2,000 points: you have 1 of 3")
    h.press("enter")
    assert h.said()[-2].startswith("Score 2,500. A marker costs 2,000: choose its card on the bottom row.")
    h.press("down")
    assert h.last().startswith("plus twenty-five, column 2; above: bonus T, plus one thousand; score 525")
    h.press("enter")
    assert h.session.moves[-1] == {"kind": "buy", "column": 1}
    assert any("plus twenty-five: you buy marker 2 for 2,000 points, on column 2, score 525." in t for t in h.said())
    no_errors(h)


def test_m_refuses_when_buying_is_not_allowed(tmp_path: Path) -> None:
    """M without 2000 points is refused with the reason and the invalid cue."""
    h = start(tmp_path, players="Anna")
    h.press("enter")
    h.clear()
    h.press("m")
    assert "invalid" in h.cues.names()
    assert h.last().startswith("A marker costs 2,000 points")


def test_sheet_moves_and_x_offer_menu(tmp_path: Path) -> None:
    """On the sheet Left/Right give exactly the die; an X opens the extra-marker menu."""
    h = start(tmp_path, variant="sheet", players="Anna")
    field = [["+1"] * 5, ["X", "+25", "T", "-5", "+1"], ["+10", "+1", "+1", "P", "+1"], ["+1"] * 5]
    state = make_state("sheet", field, scores=[600], markers=[[1]], rows=[[0]], phase=MOVE, die=1)
    put_state(h, state)
    h.press("right")
    assert (
        h.last() == "Right 1: bonus T, plus five hundred, row 2, column 3; score 1,100"
    )  # nothing above: no move reaches it
    h.press("up")
    assert "edge" in h.cues.names()
    h.press("left", "enter")
    assert state.phase == OFFER
    assert any("You may place an extra marker on this row for 500 points." in t for t in h.said())
    h.clear()
    h.press("enter")
    assert h.said()[0].startswith("Score 600. An extra marker costs 500")
    h.press("down", "down", "enter")
    assert h.session.moves[-1] == {"kind": "extra", "column": 2}
    assert any("you pay 500 points for marker 2 on column 3, score 600." in t for t in h.said())
    no_errors(h)


def test_loop_reading_ahead_and_forced_move(tmp_path: Path) -> None:
    """In the loop A reads the cards ahead; Enter rolls and moves clockwise; the new card is heard."""
    h = start(tmp_path, variant="loop", players="Anna")
    h.press("right", "right", "enter")
    assert h.session.state.markers == [[2]]
    state = h.session.state
    h.clear()
    h.press("a")
    ahead = h.said()[0]
    assert ahead.startswith("Ahead of your marker on card 3: 1 ahead: ")
    assert f"2 ahead: {_loop_words(state.field[0][4])};" in ahead
    h.clear()
    h.press("enter")
    spoken = " ".join(h.said())
    die = h.session.state.dice[0] if h.session.state.dice else None
    assert "You rolled" in spoken and "ahead to card" in spoken and "New card 3:" in spoken
    assert die is None or state.markers == [[(2 + die) % 24]]
    no_errors(h)


def _loop_words(card: str) -> str:
    return {"T": "bonus T, plus five hundred", "B": "B, minus two hundred"}.get(card) or _words(card)


def test_hint_names_the_hard_move_and_expected_score(tmp_path: Path) -> None:
    """H after a roll says the hard bot's move with its expected final score (sheet)."""
    h = start(tmp_path, variant="sheet", players="Anna", options={"sheet_rows": "5", "sheet_columns": "5"})
    h.press("enter", "enter")
    h.clear()
    h.press("h")
    assert h.last().startswith("Hint: ") and ", expecting " in h.last()
    h.press("w")
    assert h.last().startswith("Expected final score.")
    h.clear()
    from accessible_games.games.oflameron.bots import advise

    hinted = advise(h.session.game.observe(h.session.state, 0)).move
    played = len(h.session.moves)
    h.press("enter")  # Enter plays the hinted move at once
    assert h.session.moves[played] == hinted
    no_errors(h)


def test_speech_in_russian_and_french(tmp_path: Path) -> None:
    """The same opening and move in Russian and French."""
    for lang, start_text, rolled in (
        ("ru", "Карточное поле: 3 ряда по 10 карт.", "У вас выпало"),
        ("fr", "Grille de cartes\u00a0: 3 rangées de 10 cartes.", "Vous avez fait"),
    ):
        h = start(tmp_path / lang, players="Anna", lang=lang)
        assert any(t.startswith(start_text) for t in h.said())
        h.press("enter", "enter")
        assert any(t.startswith(rolled) for t in h.said())
        h.press("right", "enter")
        no_errors(h)


def test_view_shows_the_field_and_cursor(tmp_path: Path) -> None:
    """The visual view: rows top first, card faces, player numbers under markers, the cursor on focus."""
    h = start(tmp_path)
    h.press("right", "right")
    view = board(h).view()
    assert len([line for line in view.lines if line.strip().startswith(("1 ", "2 ", "3 "))]) >= 3
    line, column = view.cursor
    assert view.lines[line][column : column + 5].strip() in {
        "+1",
        "+5",
        "+10",
        "+15",
        "+25",
        "-1",
        "-5",
        "-10",
        "-15",
        "-25",
        "P",
        "T",
        "B",
        "Z",
    }


@pytest.mark.parametrize("players", ["bot:hard,bot:normal", "bot:easy,bot:normal,bot:hard"])
@pytest.mark.parametrize("variant, options", [("grid", {"rounds": "5"}), ("sheet", {}), ("loop", {})])
def test_whole_bot_games_saved_and_reloaded_after_every_move(
    tmp_path: Path, variant: str, options: dict[str, str], players: str
) -> None:
    """Bots play a whole game from the UI; the autosave is reloaded and compared after each move."""
    h = Harness(tmp_path, lang="en")
    h.start_game("oflameron", players=players, variant=variant, seed=3, options=options)
    made = h.run_bots(reload_each_move=True)
    assert h.session.finished
    if players == "bot:hard,bot:normal":
        assert made >= 15
    said = h.said()
    assert any("the game is over" in t for t in said)
    assert any(t.startswith("Game over.") for t in said)
    no_errors(h)


def test_hints_for_placing_buying_the_loop_and_x(tmp_path: Path) -> None:
    """H at every kind of decision names the hard bot's choice and its expected score."""
    h = start(tmp_path, players="Anna")
    h.clear()
    h.press("h")
    assert h.last().startswith("Hint: start on column ") and ", expecting " in h.last()
    h.press("w")
    assert h.last().startswith("Expected final score.")
    field = [["T", "+25", "P", "+15", "T", "+10", "P", "+5", "T", "+1"]] * 3
    put_state(h, make_state("grid", field, scores=[5000], deck=["+5"] * 40, round=2))
    h.press("h")
    assert h.last().startswith("Hint: buy a marker on column ") and ", expecting " in h.last()
    h.press("w")
    assert h.last().startswith("Expected final score.") and "rounds left should repay the 2,000 points." in h.last()
    h = start(tmp_path / "loop", variant="loop", players="Anna")
    put_state(h, make_state("loop", [["+5", "T", "-1", "P"] * 6], scores=[40], markers=[[3]], deck=["+1"] * 48))
    h.press("h")
    assert h.last().startswith("Hint: roll, expecting ")
    h = start(tmp_path / "sheet", variant="sheet", players="Anna")
    field = [["+1"] * 5, ["X", "+25", "T", "-5", "+1"], ["+10", "+1", "+1", "P", "+1"], ["+1"] * 5]
    put_state(h, make_state("sheet", field, scores=[600], markers=[[0]], rows=[[1]], phase=OFFER))
    h.press("h")
    assert h.last().startswith(
        ("Hint: take the extra marker on column 3, T, expecting", "Hint: no extra marker, expecting")
    )
    no_errors(h)


def test_move_prompt_does_not_repeat_the_die_and_brief_drops_the_keys(tmp_path: Path) -> None:
    """After "You rolled 3." the prompt names the reach, not the die again; brief verbosity drops the keys."""
    h = start(tmp_path, players="Anna")
    h.press("enter")  # place
    h.app.run_pending()
    h.clear()
    h.press("enter")  # roll
    die = h.session.state.die
    said = h.said()
    rolled = said.index(f"You rolled {die}.")
    prompt = said[rolled + 1]
    assert not prompt.startswith(f"{die}")
    assert prompt.startswith("Left or Right, 1 card:" if die == 1 else f"Left or Right, 1 to {die} cards:")
    assert "L lists the choices" in prompt
    h.app.settings.verbosity = "brief"
    brief = h.app.text(board(h).on_turn()[0])
    assert brief == ("Left or Right, 1 card." if die == 1 else f"Left or Right, 1 to {die} cards.")
    no_errors(h)


def test_brief_verbosity_prompts_keep_the_decision_without_the_keys(tmp_path: Path) -> None:
    """Brief: "Your turn, score 25." and the offer of a marker, without naming Enter or M."""
    h = start(tmp_path, players="Anna")
    state = make_state("grid", [["+1"] * 4, ["+1"] * 4, ["+1"] * 4], scores=[2500], deck=["+5"] * 40)
    put_state(h, state)
    assert (
        h.app.text(board(h).on_turn()[0])
        == "Your turn, score 2,500: Enter to roll or buy a marker for 2,000 points, M to buy."
    )
    h.app.settings.verbosity = "brief"
    assert h.app.text(board(h).on_turn()[0]) == "Your turn, score 2,500; a marker for 2,000 is on offer."
    state.scores = [25]
    assert h.app.text(board(h).on_turn()[0]) == "Your turn, score 25."


def test_m_says_why_a_marker_cannot_be_bought(tmp_path: Path) -> None:
    """M names the player's score when it is short, or the limit when every marker is owned."""
    h = start(tmp_path, players="Anna")
    put_state(h, make_state("grid", [["+1"] * 4] * 3, scores=[120], deck=["+5"] * 40))
    h.press("m")
    assert h.last() == "A marker costs 2,000 points and you have 120."
    put_state(h, make_state("grid", [["+1"] * 4] * 3, scores=[9000], markers=[[0, 1, 2]], deck=["+5"] * 40))
    h.press("m")
    assert h.last() == "You already have 3 markers, the most allowed."
    assert "invalid" in h.cues.names()


def test_a_choice_that_ends_the_game_says_so(tmp_path: Path) -> None:
    """On the loop a first marker on a minus card ends the game: the focused card says it, in any verbosity."""
    h = start(tmp_path, variant="loop", players="Anna")
    h.app.settings.verbosity = "brief"
    state = make_state("loop", [["+5", "-10", "Z"] + ["+1"] * 9], markers=[[]], phase="place", deck=["+1"] * 5)
    put_state(h, state)
    h.press("right")
    assert h.last() == "minus ten, card 2; score -10: the game ends"
    h.press("right")
    assert h.last() == "Z, score to zero, card 3"  # brief: no score unless the game would end
    h.app.settings.verbosity = "full"
    h.press("left", "left")
    assert h.last() == "plus five, card 1; score 5"


def test_move_choices_carry_the_score_they_leave(tmp_path: Path) -> None:
    """Sheet: each direction names the cell, what lies above and the score; below zero it says the game ends."""
    h = start(tmp_path, variant="sheet", players="Anna")
    field = [["+1"] * 5, ["+25", "-25", "+1", "B", "+1"], ["+1"] * 5]
    put_state(h, make_state("sheet", field, scores=[20], markers=[[2]], rows=[[0]], phase=MOVE, die=1))
    h.press("left")
    assert h.last() == "Left 1: minus twenty-five, row 2, column 2; score -5: the game ends"
    h.press("right")
    assert h.last() == "Right 1: B, minus two hundred, row 2, column 4; score -180: the game ends"
    no_errors(h)


def test_the_next_marker_to_roll_says_where_it_stands(tmp_path: Path) -> None:
    """With several markers, the prompt for the next roll names that marker's card and column."""
    h = start(tmp_path, players="Anna")
    state = make_state(
        "grid",
        [["+1", "+5", "P", "-5"], ["+1"] * 4, ["+1"] * 4],
        scores=[100],
        markers=[[0, 2]],
        deck=["+5"] * 40,
        phase="roll",
    )
    state.marker = 1
    put_state(h, state)
    assert (
        h.app.text(board(h).on_turn()[0])
        == "Marker 2 of 2, on bonus P, plus one hundred, column 3: Enter rolls the die."
    )
    h.app.settings.coordinates = "first"
    assert (
        catalog("ru").render(board(h).on_turn()[0], h.app.announcer.context)
        == "Фишка 2 из 2, здесь колонка 3, премия P, плюс сто: Enter бросает кубик."
    )


def test_a_digit_beyond_the_die_is_refused_aloud(tmp_path: Path) -> None:
    """Any digit past the die, even 7 to 9, says "no farther" instead of nothing."""
    h = start(tmp_path, players="Anna")
    put_state(h, make_state("grid", [["+1"] * 10] * 3, scores=[10], markers=[[4]], deck=["+5"] * 40, phase=MOVE, die=2))
    h.press("right")
    for digit in ("3", "7", "9"):
        h.clear()
        h.press(digit)
        assert h.said() == ["You rolled 2: no farther."] and "invalid" in h.cues.names()
    h.press("2")
    assert h.last().startswith("Right 2: plus one, column 7")


@pytest.mark.parametrize(
    "coordinates, expected",
    [
        ("last", "plus five, column 2, middle row; above: Z, score to zero"),
        ("first", "middle row, column 2, plus five; above: Z, score to zero"),
        ("off", "plus five; above: Z, score to zero"),
    ],
)
def test_the_focused_card_puts_its_row_with_its_column(tmp_path: Path, coordinates: str, expected: str) -> None:
    """The grid's row name follows the coordinates setting like the column: first, last or off."""
    h = start(tmp_path, players="Anna")
    put_state(
        h,
        make_state(
            "grid", [["+1"] * 4, ["+1", "+5", "+1", "+1"], ["+1", "Z", "+1", "+1"]], scores=[10], deck=["+5"] * 40
        ),
    )
    h.app.settings.coordinates = coordinates
    board(h).focus = (0, 1)  # row 1, column 2
    h.press("up")
    assert h.last() == expected


def test_loop_field_is_read_clockwise_from_the_marker(tmp_path: Path) -> None:
    """F on the loop: before placing, cards by number; once placed, every other card by steps ahead."""
    h = start(tmp_path, variant="loop", players="Anna")
    track = ["+1", "+5", "P", "Z"] + ["+10"] * 8
    put_state(h, make_state("loop", [track], markers=[[]], phase="place", deck=["+1"] * 5))
    h.press("f")
    assert h.last().startswith("The loop, 12 cards clockwise: 1: plus one; 2: plus five;")
    put_state(h, make_state("loop", [track], markers=[[2]], deck=["+1"] * 5))
    h.press("f")
    assert h.last().startswith("Ahead of your marker on card 3: 1 ahead: Z, score to zero; 2 ahead: plus ten;")
    assert h.last().endswith("10 ahead: plus one; 11 ahead: plus five;")


def test_enter_after_a_roll_plays_the_move_to_the_focused_card_never_a_move_prepared_before(tmp_path: Path) -> None:
    """Right prepares a move; Home then takes the focus to a card no move reaches: Enter lists the moves instead
    of playing the one prepared, and back on a reachable card Enter plays the move that reaches it."""
    h = start(tmp_path, players="Anna")
    put_state(h, make_state("grid", [["+1"] * 10] * 3, scores=[10], markers=[[4]], deck=["+5"] * 40, phase=MOVE, die=2))
    h.press("right")
    assert h.last().startswith("Right 1:")
    h.press("home")
    assert "column 1" in h.last()
    h.press("enter")
    assert h.session.moves == [] and h.app.top is not h.game_screen  # the list of moves, to choose from
    h.press("escape")
    board(h).focus = (0, 2)  # column 3: two cards to the left of the marker
    h.press("enter")
    assert h.session.moves == [{"kind": "move", "steps": -2}]
    no_errors(h)
