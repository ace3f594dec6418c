"""Sixty-One played through the real game screen: keys, speech, the sheet, hot seat, whole games."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from accessible_games.games.sixtyone import present as P
from accessible_games.games.sixtyone.answers import choices, move_line
from accessible_games.games.sixtyone.sheet import JOKER, LEAF_JOKERS
from accessible_games.ui.testing import Harness


def no_errors(h: Harness) -> None:
    """Nothing went wrong inside the app."""
    assert not [t for t in h.said() if "went wrong" in t or "sixtyone-" in t]


def start(
    tmp_path: Path,
    players: str = "Anna,bot,bot:hard",
    lang: str = "en",
    seed: int = 7,
    options: dict[str, str] | None = None,
) -> Harness:
    """A harness with a Sixty-One game started and bots run until a human must choose."""
    h = Harness(tmp_path, lang=lang)
    h.start_game("sixtyone", players=players, seed=seed, options=options or {})
    h.app.run_pending()
    return h


def board(h: Harness) -> Any:
    """The Sixty-One board controller."""
    return h.game_screen.board


def test_opening_says_the_roll_the_choice_count_and_the_first_choice(tmp_path: Path) -> None:
    """Round, dice, how many choices, then the first line of the move list, with the dice cue."""
    h = start(tmp_path)
    said = h.said()
    dice = h.session.state.dice
    assert f"Round 1. Rolled {dice[0]}, {dice[1]} and {dice[2]}." in said
    moves = choices(board(h).view_now())
    assert said[-2] == f"{len(moves)} choices."  # the dice were just heard in the roll: not repeated
    assert said[-1].startswith(h.app.text(P.area_name(moves[0]["area"])))
    assert ", write " in said[-1] and "total" in said[-1] and said[-1].endswith(f", 1 of {len(moves)}")
    assert "dice" in h.cues.names() and "your-turn" in h.cues.names()
    no_errors(h)


def test_move_list_arrows_edges_home_end_and_enter(tmp_path: Path) -> None:
    """Up at the top gives the edge cue; End goes to the last line; Enter plays the focused choice."""
    h = start(tmp_path)
    moves = choices(board(h).view_now())
    h.clear()
    h.press("up")
    assert "edge" in h.cues.names()
    h.press("end")
    assert board(h).index == len(moves) - 1
    h.press("home", "down")
    assert board(h).index == 1
    chosen = moves[1]
    h.press("enter")
    assert h.session.moves[0] == chosen
    said = h.said()
    assert any(t.startswith("You write") for t in said)
    assert "Round 1: everyone has chosen." in said
    assert any(t.startswith("Bot 1 writes") or t.startswith("Nothing fits: Bot 1") for t in said)
    assert any(t.startswith("Round 2. Rolled") for t in said)
    no_errors(h)


def test_first_letter_and_number_jumps(tmp_path: Path) -> None:
    """A digit reads the area and jumps to its first choice; a letter jumps to a choice starting with it."""
    h = start(tmp_path)
    moves = choices(board(h).view_now())
    area = moves[-1]["area"]
    h.clear()
    h.press(str(area))
    assert moves[board(h).index]["area"] == area
    assert board(h).index == min(i for i, m in enumerate(moves) if m["area"] == area)
    assert h.said()[0] == h.app.text(board(h).focus_msg())
    assert h.said()[1].split(":")[0] in h.said()[0] and "to fill" in h.said()[1]
    lines = [h.app.text(move_line(board(h).view_now(), m)) for m in moves]
    letter = next(line[0].lower() for line in reversed(lines) if line[0].lower() not in "walovhtsdr")
    h.press("home", letter)
    assert board(h).index == next(i for i, line in enumerate(lines) if i > 0 and line[0].lower() == letter)
    assert h.said()[-1] == f"{lines[board(h).index]}, {board(h).index + 1} of {len(lines)}"
    no_errors(h)


def test_sheet_view_cells_and_enter_on_an_open_cell(tmp_path: Path) -> None:
    """Tab to the sheet; each cell says content, name, area and whether it is open; Enter offers its dice choices."""
    h = start(tmp_path)
    state = h.session.state
    moves = h.session.game.legal_moves(state, 0)
    target = moves[0]
    h.press("tab")
    assert h.said()[-2] == "Sheet."
    h.press(str(target["area"]), "home")
    for _ in range(target["cell"]):
        h.press("right")
    assert "Open:" in h.said()[-1]
    h.clear()
    h.press("enter")
    cell = h.app.text(P.cell_name(target["area"], target["cell"]))
    assert h.said()[0] == f"Choices for {cell}."
    h.press("enter")
    played = h.session.moves[0]
    assert played["area"] == target["area"] and played["cell"] == target["cell"]
    no_errors(h)


def test_closed_cell_and_edges_on_the_sheet(tmp_path: Path) -> None:
    """Enter on a closed cell is refused with the invalid cue; moving past the sides gives the edge cue."""
    h = start(tmp_path)
    h.press("tab", "6", "left")
    assert "edge" in h.cues.names()
    state = h.session.state
    open_cells = {(m["area"], m["cell"]) for m in h.session.game.legal_moves(state, 0)}
    closed = next(
        (a, c)
        for a in range(1, 7)
        for c in range(6 if a in (4, 5) else (4 if a == 1 else 5))
        if (a, c) not in open_cells
    )
    h.press(str(closed[0]), *["right"] * closed[1])
    h.clear()
    h.press("enter")
    assert h.cues.names() == ["invalid"] and h.said() == ["Not open for this roll."]
    h.press("down")
    while board(h).area != 7:
        h.press("down")
    assert h.said()[-1].startswith("Leaf 1: empty") or h.said()[-1].startswith("Leaf 1:")
    no_errors(h)


def test_read_back_keys(tmp_path: Path) -> None:
    """A the whole sheet, 1-6 an area, L the leaf row, O another player's sheet, S, T and D."""
    h = start(tmp_path)
    h.press(*["enter"])  # play one round so there is something to read
    h.clear()
    h.press("a")
    whole = h.said()
    assert len(whole) == 7 and whole[0].startswith("Pumpkins:") and whole[-1].startswith("Leaf row: total")
    h.clear()
    h.press("A")
    assert h.said() == whole
    h.clear()
    h.press("l")
    assert h.said()[0].startswith("Leaf row: total")
    h.clear()
    h.press("o")
    assert h.said()[0] == "Sheet of Bot 1." and h.said()[1].startswith("Bot 1:")
    h.clear()
    h.press("o")
    assert h.said()[0] == "Sheet of Bot 2."
    h.clear()
    h.press("o")
    assert h.said()[0] == "Sheet of Bot 1."
    h.clear()
    h.press("s")
    scores = h.said()
    assert scores[0].startswith("You: ") and scores[1].startswith("Bot 1: ") and len(scores) == 3
    h.clear()
    h.press("t", "d")
    assert h.said()[0] == "Round 2 of 20. Your turn."
    assert h.said()[1].startswith("Dice ")
    no_errors(h)


def test_brief_verbosity_is_shorter(tmp_path: Path) -> None:
    """Brief leaves out acorn values of cells and the first-completion note."""
    h = start(tmp_path)
    h.press("a")
    full = " ".join(h.said())
    h.app.settings.verbosity = "brief"
    h.clear()
    h.press("a")
    brief = " ".join(h.said())
    assert len(brief) < len(full) and "Completing it first" not in brief
    h.press("tab")
    assert "acorn" not in h.said()[-1]


def test_hot_seat_choices_are_hidden_until_the_round_ends(tmp_path: Path) -> None:
    """Anna and Boris at one keyboard: Boris hears neither Anna's choice nor sees it on her sheet."""
    h = start(tmp_path, players="Anna,Boris", seed=3)
    h.press("enter", "enter")  # Anna takes the keyboard, then chooses
    anna_move = h.session.moves[0]
    said = h.said()
    assert any(t.startswith("You write") or t.startswith("Nothing fits: you") for t in said)
    assert said[-1].startswith("Boris, your turn")
    h.clear()
    h.press("enter", "o")
    sheet_of_anna = " ".join(h.said())
    assert "Anna: 0 acorns" in sheet_of_anna and "leaf total 0" in sheet_of_anna
    h.clear()
    h.press("enter")
    said = h.said()
    index = said.index("Round 1: everyone has chosen.")
    assert any(t.startswith("Anna writes") or t.startswith("Nothing fits: Anna") for t in said[index:])
    if anna_move["kind"] == "write":
        assert any(f"Anna writes {anna_move['value']}" in t for t in said[index:])
    no_errors(h)


def test_joker_is_announced_and_placed_from_the_move_list(tmp_path: Path) -> None:
    """Aim the leaf row at 11: the app says a joker was won and lists where it may go."""
    h = start(tmp_path, players="Anna", seed=11)
    for _ in range(12):
        state = h.session.state
        moves = choices(board(h).view_now())
        total = state.sheets[0].total
        hits = [i for i, m in enumerate(moves) if total + m.get("leaf", 0) in LEAF_JOKERS]
        index = hits[0] if hits else min(range(len(moves)), key=lambda i: moves[i].get("leaf", 0))
        h.clear()
        board(h).index = index
        h.press("enter")
        if h.session.state.joker_pending:
            break
    assert h.session.state.joker_pending
    said = h.said()
    won = [i for i, t in enumerate(said) if t.endswith("you win a joker X.")]
    assert won and said[won[0] + 1].startswith("Place your joker X:")  # one instruction, not two
    assert "joker" in h.cues.names()
    assert "joker X in" in said[-1]
    h.press("enter")
    assert h.session.moves[-1]["kind"] == "joker"
    assert any(t.startswith("You place the joker X") for t in h.said())
    no_errors(h)


@pytest.mark.parametrize("players, seed", [("bot,bot:hard,bot:easy", 5), ("bot:hard", 9)])
def test_whole_bot_games_saved_and_reloaded_after_every_move(tmp_path: Path, players: str, seed: int) -> None:
    """Bots play whole games through the screen; after every move the autosave reloads identically."""
    h = start(tmp_path, players=players, seed=seed)
    h.run_bots(reload_each_move=True)
    state = h.session.state
    assert state.over
    said = h.said()
    assert "Game over." in said
    assert any(t.startswith("Bot 1: areas Pumpkins") or t.startswith("Score of Bot 1: ") for t in said)
    assert "game-over" in h.cues.names()
    no_errors(h)


def test_whole_game_by_keyboard_in_russian_with_reloads(tmp_path: Path) -> None:
    """A human plays every turn with Enter against two bots, in Russian; the autosave reloads at each step."""
    h = start(tmp_path, players="Anna,bot,bot:hard", lang="ru", seed=21)
    turns = 0
    while not h.session.state.over:
        h.press("enter")
        turns += 1
        h.reload(check=True)
        h.app.run_pending()
        h.run_bots(reload_each_move=True)
        assert turns < 80
    said = h.said()
    assert any(t.startswith("Вы вписываете") for t in said)
    assert any("все сделали выбор" in t for t in said)
    assert any(t.startswith("Вы: области Тыквы") for t in said)
    no_errors(h)


def test_visual_view_puts_the_cursor_on_the_focus(tmp_path: Path) -> None:
    """The view lists the areas and the move list, the cursor on the focused line or cell."""
    h = start(tmp_path)
    view = h.game_screen.view()
    assert view.lines[view.cursor[0]].startswith("> ")
    dice = h.session.state.dice
    assert view.lines[0] == f"Sixty-One · Round 1 of 20. Your turn. · Dice {dice[0]}, {dice[1]} and {dice[2]}."
    h.press("tab", "3", "right")
    view = h.game_screen.view()
    line = view.lines[view.cursor[0]]
    assert line.startswith("3 Marshmallows") and line[view.cursor[1] - 1] == "["


def test_announce_each_option_speaks_every_choice_at_once(tmp_path: Path) -> None:
    """Hot seat, choices announced as they are made: each choice is said to the table by name; no reveal."""
    h = start(tmp_path, players="Anna,Boris", seed=3, options={"announce": "each"})
    h.press("enter")  # Anna takes the keyboard
    h.clear()
    h.press("enter")  # and chooses: the table hears it by name before Boris is asked to take over
    said = h.said()
    anna_line = next(i for i, t in enumerate(said) if t.startswith("Anna writes") or t.startswith("Nothing fits: Anna"))
    assert said[-1].startswith("Boris, your turn") and anna_line < len(said) - 1
    h.press("enter", "o")
    anna = h.session.state.sheets[0]
    assert f"leaf total {anna.total}" in " ".join(h.said()) and anna.total > 0
    h.clear()
    h.press("enter")
    said = h.said()
    assert "Round 1: everyone has chosen." not in said
    assert any(t.startswith("Boris writes") or t.startswith("Nothing fits: Boris") for t in said)
    assert not any(t.startswith("Anna writes") for t in said)  # already heard when she chose
    no_errors(h)


def test_w_jumps_to_the_water_lilies_and_shift_t_to_the_french_mugs(tmp_path: Path) -> None:
    """No area's first letter is taken by a reading key: W reaches the lilies, Shift+T the French mugs."""
    h = start(tmp_path)
    h.session.state.dice = [2, 4, 5]
    h.press("end", "w")
    assert h.said()[-1].startswith("Water lilies, write")
    h.press("home", "W")
    assert h.said()[-1].startswith("Water lilies, write")
    h = start(tmp_path / "fr", lang="fr")
    h.session.state.dice = [2, 4, 5]
    h.press("home", "T")
    assert h.said()[-1].startswith("Tasses de chocolat chaud")
    h.press("t")
    assert h.said()[-1].startswith("Manche 1 sur 20.")
    no_errors(h)


def test_russian_leaf_cells_are_not_confused_with_the_sheet(tmp_path: Path) -> None:
    """In Russian the sheet is "лист" and a leaf of the leaf row is "листик"."""
    h = start(tmp_path, lang="ru")
    h.press("tab")
    assert h.said()[-2] == "Ваш лист."
    while board(h).area != 7:
        h.press("down")
    assert h.said()[-1] == "Листик 1: пусто."
    no_errors(h)


def test_hot_seat_reveal_tells_every_choice_to_the_table_before_the_new_roll(tmp_path: Path) -> None:
    """Anna and Boris at one keyboard: the reveal names both choices, in seat order, then the roll."""
    h = start(tmp_path, players="Anna,Boris", seed=3)
    h.press("enter", "enter", "enter")  # Anna takes the keyboard and chooses; Boris takes it
    h.clear()
    h.press("enter")
    anna_move, boris_move = h.session.moves[0], h.session.moves[1]
    said = h.said()
    reveal = said.index("Round 1: everyone has chosen.")
    roll = next(i for i, t in enumerate(said) if t.startswith("Round 2. Rolled"))
    anna = next(i for i, t in enumerate(said) if t.startswith("Anna writes") or t.startswith("Nothing fits: Anna"))
    boris = next(i for i, t in enumerate(said) if t.startswith("Boris writes") or t.startswith("Nothing fits: Boris"))
    assert reveal < anna < boris < roll
    if boris_move["kind"] == "write":
        assert f"Boris writes {boris_move['value']}" in said[boris]
    if anna_move["kind"] == "write":
        assert f"Anna writes {anna_move['value']}" in said[anna]
    assert said[-1].startswith("Anna, your turn")
    h.clear()
    h.press("enter")
    assert not any("the choice of" in t or "writes" in t for t in h.said())  # nothing told twice
    no_errors(h)


def test_one_human_among_bots_hears_no_recap_of_their_own_choice(tmp_path: Path) -> None:
    """With a single human, the reveal is not followed by the human's own choice again."""
    h = start(tmp_path)
    h.press("enter")
    assert not any("the choice of" in t for t in h.said())
    no_errors(h)


def test_russian_cell_choices_title_fits_every_cell_gender(tmp_path: Path) -> None:
    """Enter on a mushroom (masculine in Russian) names the cell without a feminine pronoun."""
    h = start(tmp_path, lang="ru")
    h.session.state.dice = [1, 2, 6]
    h.press("tab", "6")
    h.clear()
    h.press("enter")
    assert h.said()[0] == "Варианты для ячейки: гриб 1."
    no_errors(h)


def test_a_forced_pass_and_a_lost_joker_are_said_with_their_cause(tmp_path: Path) -> None:
    """Nothing fits 1, 1 and 1 on a full sheet: the prompt says so, the only line is the pass, the joker at 11 is lost."""
    h = start(tmp_path, players="Anna")
    state = h.session.state
    state.dice = [1, 1, 1]
    state.sheets[0].areas = [[JOKER] * len(cells) for cells in state.sheets[0].areas]
    state.sheets[0].leaves = [10]
    prompt = [h.app.text(m) for m in board(h).on_turn()]
    assert prompt == [
        "Nothing fits 1, 1 and 1: choose the die for your leaf row.",
        "Pass, nothing fits: leaf plus 1, total 11; joker X lost, no cell open, 1 of 1",
    ]
    h.clear()
    h.press("enter")
    said = h.said()
    assert "Nothing fits: you pass. Leaf plus 1, total 11." in said
    assert "Leaf total 11: no cell is open, your joker X is lost." in said
    assert not h.session.state.joker_pending
    no_errors(h)


def test_dice_are_repeated_in_the_prompt_only_when_something_came_between(tmp_path: Path) -> None:
    """Right after the roll the prompt gives the count only; in hot seat, after the other's turn, the dice too."""
    h = start(tmp_path)
    h.clear()
    h.press("enter")
    said = h.said()
    roll = next(i for i, t in enumerate(said) if t.startswith("Round 2. Rolled"))
    assert said[roll + 1].endswith("choices.") or said[roll + 1] == "One choice."
    h = start(tmp_path / "hot", players="Anna,Boris", seed=3)
    h.press("enter")
    h.clear()
    h.press("enter", "enter")
    dice = h.session.state.dice
    said = h.said()
    turn = next(i for i, t in enumerate(said) if t.startswith("Boris, your turn"))
    assert said[turn + 1].endswith(f"for {dice[0]}, {dice[1]} and {dice[2]}.")
    h.press("d")
    assert h.said()[-1].startswith("Dice ")
    no_errors(h)


def test_hot_seat_last_choice_of_the_game_is_told_before_the_final_scores(tmp_path: Path) -> None:
    """The game ends on Boris's choice: every choice is told before "Game over", then the summary by name."""
    h = start(tmp_path, players="Anna,Boris", seed=3)
    h.session.state.round = 20
    h.press("enter", "enter", "enter")
    h.clear()
    h.press("enter")
    assert h.session.state.over
    said = h.said()
    boris = next(i for i, t in enumerate(said) if t.startswith("Boris writes") or t.startswith("Nothing fits: Boris"))
    anna = next(i for i, t in enumerate(said) if t.startswith("Anna writes") or t.startswith("Nothing fits: Anna"))
    over = said.index("Game over.")
    assert said.index("Round 20: everyone has chosen.") < anna < boris < over
    parts = [t for t in said[over:] if t.startswith("Anna: areas") or t.startswith("Boris: areas")]
    assert len(parts) == 2  # names, not "you"; the total was said once, in the ranking
    no_errors(h)


def test_in_a_page_the_sheet_is_the_board_and_tab_and_backspace_are_the_pages(tmp_path: Path) -> None:
    """A browser page's Sixty-One board: no invisible move list (Enter on a cell never plays another cell's
    choice), M lists every choice as a menu, Tab and Backspace are left to the page."""
    from accessible_games.board_host.sixtyone import Board
    from accessible_games.ui.game_screen import ChoiceMenu

    h = start(tmp_path, players="Anna,bot")
    page = type("PageBoard", (Board,), {"in_page": True})(h.game_screen)
    h.game_screen.board = page
    assert page.walks_grid() and page.help_id == "sixtyone-help-page"
    assert not any(page.handle_key(key) for key in ("tab", "s-tab", "backspace"))
    view = page.view_now()
    closed = next(
        (a, c)
        for a in range(6)
        for c in range(page.shape().lengths[a])
        if not any(m.get("area") == a + 1 and m.get("cell") == c for m in view.legal)
    )
    page.focus = closed
    h.clear()
    page.handle_key("enter")
    assert h.session.moves == [] and h.said() == ["Not open for this roll."]  # the move list's first line is not played
    page.handle_key("m")
    assert isinstance(h.app.top, ChoiceMenu)
    assert [h.app.text(item.label) for item in h.app.top.items] == [
        h.app.text(move_line(view, m)) for m in choices(view)
    ]
    no_errors(h)
