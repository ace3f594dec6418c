"""Ramses II by keyboard and ear: exploring, sliding, event menus, query keys, whole games with reloads."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.core.messages import msg
from accessible_games.core.messages import column_pan
from accessible_games.games.ramses import GAME, rules
from accessible_games.games.ramses.box import cell_index
from accessible_games.games.ramses.cards import card_value
from accessible_games.i18n import catalog
from accessible_games.ui.testing import Harness
from ramses_helpers import table, walk

EN = catalog("en")


def start(
    tmp_path: Path,
    players: str = "Anna,bot,bot:hard",
    variant: str | None = None,
    seed: int = 7,
    lang: str = "en",
    run: bool = True,
) -> Harness:
    """A game started the command line's way; with `run`, bots play until a human must act."""
    h = Harness(tmp_path, lang=lang)
    h.start_game("ramses", players=players, variant=variant, seed=seed)
    if run:
        h.app.run_pending()
    return h


def cell_text(h: Harness, row: int, col: int) -> str:
    """What the board says for a view cell (0-based), with the default coordinates setting."""
    board = h.game_screen.board
    return h.app.text(board.answers.cell(board.view_now(), (row, col)))


def test_the_opening_says_the_box_the_hole_and_the_first_card(tmp_path: Path) -> None:
    """The first player hears the box, the stage, their card and where the hole is."""
    h = start(tmp_path)
    said = " ".join(h.said())
    state = h.session.state
    row, col = rules.hole_view(state)
    assert "The box lies with 6 rows and 8 columns" in said
    assert "Stage 1: treasure cards worth 1 to 3 points." in said
    assert f"You are searching for the {EN.text('ramses-treasure', treasure=rules.sought(state))}" in said
    assert f"In the hole: empty, row {row + 1}, column {col + 1}. 4 pyramids can slide." in said


def test_arrows_explore_the_box_and_the_edge_is_heard(tmp_path: Path) -> None:
    """H goes to the hole; Up goes away from the player; past the far row: the edge sound."""
    h = start(tmp_path)
    state = h.session.state
    row, col = rules.hole_view(state)
    h.clear()
    h.press("h")
    assert h.last() == f"hole: empty, row {row + 1}, column {col + 1}"
    h.press("up")
    assert h.last() == f"pyramid, slides down, row {row + 2}, column {col + 1}"
    for _ in range(6):
        h.press("up")
    assert h.last() == "Edge" and h.cues.names()[-1] == "edge"
    h.press("home")
    assert h.last() == "pyramid, row 6, column 1"
    h.press("right")
    assert h.last() == "pyramid, row 6, column 2"


def test_the_coordinates_setting_puts_them_first(tmp_path: Path) -> None:
    """With coordinates first: "Row 3, column 5, pyramid"."""
    h = start(tmp_path)
    h.app.settings.coordinates = "first"
    h.press("h", "end")
    row, _ = rules.hole_view(h.session.state)
    assert h.last() == f"Row {row + 1}, column 8, pyramid"


def test_enter_slides_the_focused_pyramid_and_the_chip_is_heard_with_its_sound(tmp_path: Path) -> None:
    """Enter next to the hole slides; the uncovered chip is spoken and its sound played, panned."""
    h = start(tmp_path)
    state = h.session.state
    row, col = rules.hole_view(state)
    box_cell = state.hole + 8  # one row further from the player at the start
    chip = state.chips[box_cell]
    h.press("h", "up")
    h.clear()
    h.press("enter")
    assert len(h.session.moves) >= 1 and h.session.moves[0] == {"kind": "slide", "row": row + 1, "col": col}
    assert f"{EN.text('ramses-chip', chip=chip)}, row {row + 2}, column {col + 1}." in h.said()
    expected = "blank" if chip == "blank" else f"treasure-{chip}"
    assert (expected, column_pan(col, 8)) in h.cues.played


def test_enter_on_a_far_pyramid_or_the_hole_is_refused(tmp_path: Path) -> None:
    """Only a pyramid next to the hole can slide; the refusal says why."""
    h = start(tmp_path)
    h.press("h")
    h.clear()
    h.press("enter")
    assert h.last() == "This is the hole. Choose a pyramid next to it." and "invalid" in h.cues.names()
    h.press("up", "up", "enter")
    assert h.last() == "This pyramid is not next to the hole."
    assert h.session.moves == []


def test_l_lists_the_slidable_pyramids_and_choosing_one_slides_it(tmp_path: Path) -> None:
    """A short menu with each pyramid's way; Enter on an item plays it."""
    h = start(tmp_path)
    count = len(rules.slidable(h.session.state))
    h.clear()
    h.press("l")
    assert h.said()[0] == f"{count} pyramids can slide"
    h.press("enter")
    assert len(h.session.moves) >= 1 and h.session.moves[0]["kind"] == "slide"


def test_query_keys_card_cards_stage_orientation_scores_turn(tmp_path: Path) -> None:
    """C, M, G, N, S and T answer at once."""
    h = start(tmp_path)
    state = h.session.state
    card = EN.render(msg("ramses-card-treasure", treasure=rules.sought(state), value=card_value(state.open_card)))
    h.press("c")
    assert h.said()[-2:] == [f"Open card: {card}.", "You are searching."]
    h.press("m")
    assert h.last() == "You hold no cards."
    h.press("g")
    assert h.last() == "Stage 1 of 3. 11 cards left in its stack."
    h.press("n")
    assert h.last() == "The box lies as at the start. 6 rows, 8 columns."
    h.press("s")
    assert h.said()[-3:] == ["You: 0 cards, 0 points.", "Bot 1: 0 cards.", "Bot 2: 0 cards."]
    h.press("t")
    assert h.last() == "You are searching for the scarab. Stage 1."


def test_professional_mode_gives_no_clue_how_the_box_turned(tmp_path: Path) -> None:
    """N in professional mode."""
    h = start(tmp_path, variant="professional")
    h.press("n")
    assert h.last() == "Professional mode: the box gives no clue how it has turned."


def _install(h: Harness, state: rules.RamsesState) -> None:
    """Put a prepared table into the running game (for the event menus)."""
    h.session.state = state
    h.game_screen.board.quarter = state.quarter
    h.game_screen.announced_turn = -1
    h.game_screen.proceed()
    h.app.run_pending()
    if h.game_screen.waiting is not None:  # one keyboard: the seat to move takes it first
        h.press("enter")


def test_event_menus_name_a_treasure_pick_an_opponent_give_a_card(tmp_path: Path) -> None:
    """Every choice an event needs is a short menu opened by Enter."""
    h = start(tmp_path, players="Anna,Boris,Clara")
    state, _ = table(stage=2, stacks=[[], ["2-poker-1", "2-mummy"], []], hands=[["1-crown"], ["1-dog"], []])
    _install(h, state)
    h.clear()
    h.press("enter")
    assert h.said()[0] == "Desert poker: name the treasure your opponent must find"
    assert h.said()[1].startswith("parrot")
    h.press("down", "enter")
    assert h.session.state.phase == rules.PICK and h.session.state.task["names"] == ["trumpet"]
    h.press("enter")
    assert h.said()[-2] == "Desert poker: who must search for the trumpet?"
    assert h.last().startswith("Boris, 1 card")
    h.press("enter")
    assert rules.to_move(h.session.state) == 1 and rules.sought(h.session.state) == "trumpet"

    state, _ = table(stage=2, stacks=[[], ["2-risk-1", "2-mummy"], []], hands=[["1-crown", "1-cat"], [], []])
    _install(h, state)
    h.press("enter", "enter")  # Risk: first treasure, parrot
    h.press("enter", "down", "enter")  # second: sphinx (trumpet is first in the list now)
    assert h.session.state.task["targets"] == ["parrot", "sphinx"]
    h.press("h", "right", "enter")  # a blank at box (1, 2)
    h.press("up", "enter")  # box (2, 2): the dentures, a wrong treasure
    assert h.session.state.phase == rules.GIVE
    h.clear()
    h.press("enter")  # at one keyboard Anna's cards are read to her alone: the keyboard is handed to her first
    assert h.said() == ["Something for Anna alone. Everyone else, please do not listen. Anna, press Enter when ready."]
    h.press("enter")
    assert h.said()[1] == "Whom do you give a card?"
    h.press("down", "enter")
    assert h.said()[-2] == "Which card do you give Clara?"
    h.press("enter")
    assert h.session.state.hands[2] == ["1-crown"]


def _keys(h: Harness, *keys: str) -> None:
    """Press keys without letting the bots answer yet (so every move can be reloaded on its own)."""
    for key in keys:
        h.app.dispatch(key)


def _play_anna(h: Harness) -> None:
    """Anna's move by keys: the slide a hard player would choose, picked from the L menu; else menus."""
    state = h.session.state
    if state.phase == rules.SEARCH:
        move = GAME.bot_move(GAME.observe(state, 0), "hard", len(h.session.moves))
        places = [(r, c) for r, c, _, _ in rules.slidable(state)]
        _keys(h, "l", *["down"] * places.index((move["row"], move["col"])), "enter")
    else:
        _keys(h, "enter", "enter")
        if h.session.state.phase == rules.GIVE and h.game_screen is not h.screen:
            _keys(h, "enter")


def _bots_one_move_at_a_time(h: Harness) -> int:
    """Run bot moves one by one, reloading the autosave (and comparing it) after each; moves made."""
    made = 0
    while not GAME.is_over(h.session.state):
        before = len(h.session.moves)
        h.app.run_pending(limit=1)
        if len(h.session.moves) == before:
            if not h.app.pending:
                return made
            continue
        made += len(h.session.moves) - before
        h.reload(check=True)
    return made


@pytest.mark.parametrize("players,seed", [("bot,bot:hard,bot:easy", 3), ("Anna,bot:easy,bot:hard,bot", 4)])
def test_whole_games_from_the_ui_saved_and_reloaded_after_every_move(tmp_path: Path, players: str, seed: int) -> None:
    """Bots (and Anna by keys) play a whole game; the autosave is reloaded and compared after each move."""
    h = start(tmp_path, players=players, seed=seed, run=False)
    reloads = 0
    for _ in range(3000):
        if GAME.is_over(h.session.state):
            break
        reloads += _bots_one_move_at_a_time(h)
        if GAME.is_over(h.session.state):
            break
        before = len(h.session.moves)
        _play_anna(h)
        assert len(h.session.moves) > before
        h.reload(check=True)
        reloads += 1
    state = h.session.state
    assert GAME.is_over(state) and reloads == len(h.session.moves)
    said = h.said()
    assert "Game over." in said
    assert any(line.startswith("Final stage") for line in said)
    assert GAME.to_json(h.session.replayed_state()) == GAME.to_json(state)


def test_the_visual_view_draws_the_far_row_on_top_with_the_cursor_on_the_focus(tmp_path: Path) -> None:
    """Low vision: the box as text, the hole marked, the terminal cursor on the focused cell."""
    h = start(tmp_path)
    h.press("h")
    row, col = rules.hole_view(h.session.state)
    view = h.game_screen.view()
    grid = view.lines[2:8]
    assert grid[0].strip().startswith("6") and grid[-1].strip().startswith("1")
    line, column = view.cursor
    assert view.lines[line] == grid[5 - row]
    assert view.lines[line][column - 1 : column + 3] == "[· ]"
    assert view.lines[line][column - 1] == "[" and column == 4 + 4 * col + 1


def test_the_slide_list_and_the_hole_follow_the_coordinates_setting(tmp_path: Path) -> None:
    """L items and the turn prompt put the way or the chip first by default, coordinates first or not at all."""
    state, _ = table(stacks=[["1-parrot", "1-trumpet"], [], []], hole=cell_index(0, 7))  # view row 1, column 8
    h = start(tmp_path, players="Anna,Boris")
    _install(h, state)
    h.clear()
    h.press("l")
    assert h.said() == ["2 pyramids can slide", "slides down, row 2, column 8, 1 of 2"]
    h.press("escape")
    h.app.settings.coordinates = "first"
    h.press("l")
    assert h.last() == "row 2, column 8, slides down, 1 of 2"
    h.press("escape")
    h.app.settings.coordinates = "off"
    h.press("l")
    assert h.last() == "slides down, 1 of 2"
    h.press("escape")
    h.app.settings.coordinates = "first"
    assert prompt(h).startswith("Anna is searching for the parrot. The hole is at row 1, column 8: empty.")
    h.app.settings.coordinates = "off"
    assert prompt(h) == ("Anna is searching for the parrot. In the hole: empty. 2 pyramids can slide.")


def test_brief_verbosity_names_event_cards_without_explaining_them_and_drops_the_slide_count(tmp_path: Path) -> None:
    """Full explains an open event card and counts the slides; brief says only what is needed."""
    h = start(tmp_path, players="Anna,Boris")
    state, _ = table(stage=2, stacks=[[], ["2-gift-1", "2-mummy"], []])
    _install(h, state)
    h.press("c")
    assert h.said()[-1].startswith("Open card: event card Gift: name a treasure and go to it;")
    h.app.settings.verbosity = "brief"
    h.press("c")
    assert h.last() == "Open card: event card Gift."
    state, _ = table(stacks=[["1-parrot", "1-trumpet"], [], []])
    _install(h, state)
    assert prompt(h) == ("Anna is searching for the parrot. In the hole: empty, row 2, column 2.")


def test_a_search_that_was_just_announced_is_not_repeated_by_the_turn_prompt(tmp_path: Path) -> None:
    """After "Your turn: search for the same card, the trumpet" the prompt gives only the hole."""
    h = start(tmp_path, players="Anna,bot")
    state, _ = table(players=2, first=1, stacks=[["1-trumpet", "1-crown"], [], []])
    events = walk(state, (0, 1), (0, 0))  # the bot uncovers the parrot: the trumpet passes to Anna
    h.session.state = state
    board = h.game_screen.board
    board.announced = None
    assert prompt(h) == "You are searching for the trumpet. In the hole: parrot, row 1, column 1. 2 pyramids can slide."
    heard = [h.app.text(m) for m in GAME.present(GAME.observe(state, 0), events)]
    assert heard[-1] == "Your turn: search for the same card, the trumpet."
    board.on_events(events)
    assert prompt(h) == "In the hole: parrot, row 1, column 1. 2 pyramids can slide."


def prompt(h: Harness) -> str:
    """What the board says when the viewer's turn begins (as if for the first time)."""
    board = h.game_screen.board
    board.announced = None
    return h.app.text(board.on_turn()[0])


def test_l_outside_the_players_own_search_says_what_is_going_on_instead_of_a_useless_list(tmp_path: Path) -> None:
    """While an event card asks for a choice, L points to Enter; it never lists slides that would be refused."""
    h = start(tmp_path, players="Anna,Boris")
    state, _ = table(stage=2, stacks=[[], ["2-gift-1", "2-mummy"], []])
    _install(h, state)
    h.clear()
    h.press("l")
    assert h.said() == ["Gift: naming the treasure to go to. Press Enter to choose."]
    assert h.cues.names()[-1] == "invalid" and h.game_screen.app.top is h.game_screen


def test_the_end_gives_points_once_in_the_ranking_then_cards_and_who_left(tmp_path: Path) -> None:
    """After "1st place, 5 points" the summary adds cards and who left, not the points again; S still gives both."""
    h = start(tmp_path, players="Anna,Boris")
    state, _ = table(players=2, stage=3, stacks=[[], [], ["3-end"]], hands=[["1-crown", "3-dog"], ["2-cat"]])
    state.active = [True, False]
    h.clear()
    _install(h, state)
    said = h.said()
    # Two players at one keyboard: after the game nobody is "you", every seat is named.
    assert "Anna: 2 cards, highest first: sacred dog, 4 points; crown, 1 point." in said
    assert "Boris: 1 card, left the game in the final stage: cat statue, 2 points." in said
    h.press("s")
    assert h.said()[-2:] == ["Anna: 2 cards, 5 points.", "Boris: 1 card, 2 points, left the game in the final stage."]


def test_an_event_choice_is_asked_once_and_the_risk_goes_on_without_a_new_prompt(tmp_path: Path) -> None:
    """Naming, losing and giving are each said once; after the first Risk treasure the turn just goes on."""
    h = start(tmp_path, players="Anna,Boris,Clara")
    state, _ = table(stage=2, stacks=[[], ["2-risk-1", "2-risk-2", "2-mummy"], []], hands=[["1-crown"], [], []])
    _install(h, state)
    h.clear()
    h.press("enter", "enter")  # first: parrot
    assert h.said()[-2:] == [
        "Risk: Anna names the parrot first.",
        "Risk: naming the second treasure. Press Enter to choose.",
    ]
    h.press("enter", "enter")  # second: trumpet
    assert h.said()[-2:] == [
        "Risk: Anna must find the parrot first, then the trumpet.",
        "In the hole: empty, row 2, column 2. 4 pyramids can slide.",
    ]
    h.press("down", "enter", "left", "enter")  # row 1 column 2 (blank), then the parrot in row 1 column 1
    assert h.said()[-2:] == ["parrot, row 1, column 1.", "First treasure found. Now the trumpet."]
    h.press("right", "enter", "right", "enter")  # blank, then the trumpet: won, nothing to draw from Boris
    assert "Anna wins the risk and draws a card blindly from the left neighbour." in h.said()


def test_a_lost_risk_asks_for_the_card_once(tmp_path: Path) -> None:
    """ "Risk lost." then the prompt to give: the demand is not said three times over."""
    h = start(tmp_path, players="Anna,Boris,Clara")
    state, _ = table(stage=2, stacks=[[], ["2-risk-1", "2-mummy"], []], hands=[["1-crown"], [], []])
    _install(h, state)
    h.press("enter", "down", "enter", "enter", "enter")  # trumpet first, then parrot
    h.clear()
    h.press("down", "enter", "left", "enter")  # the parrot turns up before the trumpet
    assert h.said()[-3:] == [
        "Wrong treasure: Anna was looking for the trumpet.",
        "Anna loses the risk and must give a card away.",
        "Giving a card to a player of choice. Press Enter to choose.",
    ]
