"""A fifth pass by ear over whole games: lists that open on the hinted move and answer H, Ramses
hand-overs once a seat an event, a slide back said, a hand-over asked for with M that can be called
off, plain W answers, letters in either case, sheet hints said once, and the Ramses end naming cards."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.games.oflameron.rules import MOVE
from accessible_games.games.ramses import rules as ramses_rules
from accessible_games.games.sixtyone.answers import choices
from accessible_games.ui.game_screen import ChoiceMenu
from accessible_games.ui.testing import Harness
from oflameron_helpers import make_state
from test_oflameron_ui import no_errors as oflameron_no_errors
from test_oflameron_ui import put_state
from test_oflameron_ui import start as oflameron_start
from test_hot_seat_ramses import CALL, keys_for_turn
from test_ramses_ui import start as ramses_start
from test_sixtyone_choices_and_summary import start as sixtyone_start


# 1. the list remembers the hint ----------------------------------------------------------------
def penalties_but_one(h: Harness) -> None:
    """Anna's marker on column 5 of the grid, a 3 rolled: five moves reach a minus twenty-five, right 3 a plus."""
    bottom = ["+1", "-25", "-25", "-25", "+1", "-25", "-25", "+25", "+1", "+1"]
    state = make_state(
        "grid", [bottom, ["+1"] * 10, ["+1"] * 10], scores=[100], markers=[[4]], deck=["+1"] * 40, phase=MOVE, die=3
    )
    put_state(h, state)


def test_oflameron_the_move_list_opens_on_the_hinted_move(tmp_path: Path) -> None:
    """H, then L: the list stands on the hinted plus twenty-five, and Enter plays it, not the first line."""
    h = oflameron_start(tmp_path, players="Anna", seed=4)
    penalties_but_one(h)
    h.press("h")
    assert h.last().startswith("Hint: right 3, +25")
    h.press("l")
    assert isinstance(h.app.top, ChoiceMenu)
    assert h.last().startswith("Right 3: plus twenty-five") and h.last().endswith(", 6 of 6"), h.last()
    h.press("enter")
    h.app.run_pending()
    assert h.session.moves[-1] == {"kind": "move", "steps": 3}
    oflameron_no_errors(h)


@pytest.mark.parametrize("key", ["h", "H", "р", "Р"])
def test_oflameron_h_in_the_move_list_gives_the_hint_and_goes_to_its_line(tmp_path: Path, key: str) -> None:
    """L first, then H (in either case, on either layout): the hint, and Enter plays the hinted move."""
    h = oflameron_start(tmp_path, players="Anna", seed=4)
    penalties_but_one(h)
    h.press("l")
    assert h.last().endswith(", 1 of 6")
    h.clear()
    h.press(key)
    assert h.last().startswith("Hint: right 3, +25"), h.said()
    h.press("w" if key.islower() else "W")
    assert h.last().startswith("Expected final score.")
    assert "invalid" not in h.cues.names()
    h.press("enter")
    h.app.run_pending()
    assert h.session.moves[-1] == {"kind": "move", "steps": 3}
    oflameron_no_errors(h)


def test_oflameron_the_buy_menu_opens_on_the_hinted_column(tmp_path: Path) -> None:
    """A hint to buy a marker: M's list of cards stands on the hinted column."""
    h = oflameron_start(tmp_path, players="Anna", seed=4)
    field = [["+1", "+1", "+1", "+1", "+1", "T", "+1", "+1", "+1", "+1"]] * 3
    put_state(h, make_state("grid", field, scores=[5000], deck=["+5"] * 40, round=2))
    h.press("h")
    hint = h.last()
    assert hint.startswith("Hint: buy a marker on column ")
    column = int(hint.removeprefix("Hint: buy a marker on column ").split(",")[0])
    assert column > 1
    h.press("m")
    assert h.last().endswith(f", {column} of 10"), h.last()
    h.press("enter")
    h.app.run_pending()
    assert h.session.moves[-1] == {"kind": "buy", "column": column - 1}


def test_sixtyone_the_move_list_keeps_the_hinted_line_after_a_menu(tmp_path: Path) -> None:
    """H puts the move list on the hinted line; the game menu and back leave it there, so Enter plays it."""
    h = sixtyone_start(tmp_path, seed=11)
    board = h.game_screen.board
    h.press("h")
    assert h.last().startswith("Hint: ")
    hinted = board.index
    assert hinted > 0, "a seed whose hint is not the first line"
    expected = choices(board.view_now())[hinted]
    h.press("escape", "escape")
    h.clear()
    h.press("enter")
    h.app.run_pending()
    assert h.session.moves[0] == expected


def test_sixtyone_h_in_a_cell_s_menu_gives_the_hint(tmp_path: Path) -> None:
    """On the sheet, Enter on a cell opens its choices; H there is the hint, not "does nothing here"."""
    h = sixtyone_start(tmp_path, seed=11)
    move = next(m for m in h.game_screen.board.view_now().legal if "cell" in m)
    h.press("tab", str(move["area"]), *["right"] * move["cell"], "enter")
    assert isinstance(h.app.top, ChoiceMenu)
    h.clear()
    h.press("h")
    assert h.last().startswith("Hint: ") and "invalid" not in h.cues.names(), h.said()


# 2. one Ramses hand-over a seat an event ---------------------------------------------------------
def ramses_keys(h: Harness) -> list[str]:
    """What the player at the keyboard presses: Enter at a hand-over and in menus, the bot's slide from the L list
    (never M: only the hand-overs the game itself asks for are counted)."""
    return keys_for_turn(h, set(range(len(h.session.moves) + 1)))


@pytest.mark.parametrize("seed", [31, 32, 33, 77, 4])
def test_ramses_at_one_keyboard_calls_each_seat_once_an_event(tmp_path: Path, seed: int) -> None:
    """Anna, Boris and a bot, the whole game by keys: between two moves no seat is asked twice to take the
    keyboard, and "Everyone may listen again" comes once after each hand-over at most (seed 4: Anna's Fata
    Morgana fails, she hears why, that the card goes back, and gives a card, all at one hand-over)."""
    h = Harness(tmp_path)
    heard: list[tuple[int, str, int | None]] = []
    h.app.announcer.listeners.append(lambda text: heard.append((len(h.session.moves), text, h.game_screen.waiting)))
    h.start_game("ramses", players="Anna,Boris,bot", seed=seed)
    h.app.run_pending()
    for _ in range(20000):
        if h.session.finished:
            break
        keys = ramses_keys(h)
        if not keys:
            assert h.app.run_pending(), "nothing to do and the game is not over"
            continue
        h.press(*keys)
    assert h.session.finished and not h.app.errors
    calls: dict[tuple[int, int], int] = {}
    clear = 0
    previous: tuple[int, int] | None = None
    for moves, text, waiting in heard:
        if waiting is not None and CALL in text:
            if previous != (moves, waiting):  # the same call said again is no new hand-over
                calls[(moves, waiting)] = calls.get((moves, waiting), 0) + 1
            previous = (moves, waiting)
            continue
        previous = None
        clear += text == "Everyone may listen again."
    assert calls and max(calls.values()) == 1, {k: v for k, v in calls.items() if v > 1}
    assert clear <= len(calls)


# 3. a pyramid slid back and forth ------------------------------------------------------------------
def test_ramses_a_pyramid_slid_back_says_so_once_and_the_list_warns(tmp_path: Path) -> None:
    """Anna slides the pyramid above the hole (a blank under it), then back and forth: the first slide back
    says it was the pyramid just moved, the next ones do not say it again; the cell and the L list warn first."""
    h = ramses_start(tmp_path)
    state = h.session.state
    row, col = ramses_rules.hole_view(state)
    state.chips[state.hole + 8] = "blank"  # one row further from the player, as the box lies at the start
    h.press("h", "up", "enter")
    assert h.session.moves[-1] == {"kind": "slide", "row": row + 1, "col": col}
    h.press("down")
    assert h.last() == f"pyramid, slides up, row {row + 1}, column {col + 1} — the pyramid just moved", h.last()
    h.clear()
    h.press("l", "down", "down", "down")
    items = [line for line in h.said() if " of 4" in line]
    assert [line for line in items if "the pyramid just moved" in line] == [
        f"slides up, row {row + 1}, column {col + 1} — the pyramid just moved, 2 of 4"
    ]
    h.press("escape")
    h.clear()
    h.press("enter")
    assert h.session.moves[-1] == {"kind": "slide", "row": row, "col": col}
    said = " ".join(h.said())
    assert "That is the pyramid you just moved, moved back: nothing new lies under it." in said, said
    for key in ("up", "down", "up", "down"):
        h.clear()
        h.press(key, "enter")
        assert "moved back" not in " ".join(h.said())
    assert len(h.session.moves) == 6


# 4. a hand-over asked for with M ------------------------------------------------------------------
def ramses_search_at_the_table(tmp_path: Path) -> Harness:
    """Anna, Boris and a bot at one keyboard, played until a human searches with everyone listening."""
    h = Harness(tmp_path)
    h.start_game("ramses", players="Anna,Boris,bot", seed=31)
    h.app.run_pending()
    for _ in range(2000):
        screen = h.game_screen
        player = screen.game.to_move(screen.state)
        if (
            screen.waiting is None
            and not isinstance(h.app.top, ChoiceMenu)
            and player is not None
            and not screen.seats[player].is_bot
            and screen.state.phase == "search"
            and screen.at_table
        ):
            return h
        keys = ramses_keys(h)
        if keys:
            h.press(*keys)
        else:
            h.app.run_pending()
    raise AssertionError("no search at the table")


def test_ramses_a_hand_over_asked_with_m_can_be_called_off(tmp_path: Path) -> None:
    """M asks the others not to listen; Escape calls it off (F1 says so), nothing private is said, and the
    slide goes on at the table; the game menu is one more Escape away."""
    h = ramses_search_at_the_table(tmp_path)
    player = h.game_screen.game.to_move(h.session.state)
    name = h.game_screen.seats[player].name
    h.press("m")
    assert h.game_screen.waiting == player
    h.clear()
    h.press("f1")
    assert "Escape calls the hand-over off." in h.said()
    h.clear()
    h.app.dispatch("escape")
    h.app.run_pending()
    assert h.said() == [f"Hand-over called off: nothing was said for {name}. Everyone may listen."]
    assert h.game_screen.waiting is None and h.app.top is h.game_screen and h.game_screen.at_table
    h.press("l", "enter")
    assert h.session.moves[-1]["kind"] == "slide" or h.session.finished
    h.app.dispatch("escape")
    assert h.app.top is not h.game_screen  # the game menu


def test_ramses_everyone_may_listen_again_once_the_cards_are_said(tmp_path: Path) -> None:
    """M, Enter: the seat's cards, then at once "Everyone may listen again", before any slide."""
    h = ramses_search_at_the_table(tmp_path)
    moves = len(h.session.moves)
    h.press("m")
    h.clear()
    h.press("enter")
    said = h.said()
    assert said[0].startswith("You hold "), said
    assert said[-1] == "Everyone may listen again.", said
    assert len(h.session.moves) == moves and h.game_screen.at_table


# 5. plain W answers, letters in either case, the sheet's note once, the cards at the end -----------------
def test_oflameron_w_names_the_next_best_move_in_plain_words(tmp_path: Path) -> None:
    """Sheet, plus one now against plus twenty-five: W compares with the next best move, named, in each language."""
    field = [["+1"] * 5, ["+1", "+1", "+1", "+25", "+1"], ["T", "-25", "-25", "-25", "-25"]]
    said = {}
    for lang in ("en", "fr", "ru"):
        h = oflameron_start(tmp_path / lang, variant="sheet", players="Anna", lang=lang)
        put_state(h, make_state("sheet", field, scores=[20], markers=[[2]], rows=[[0]], phase=MOVE, die=1))
        h.press("h", "w")
        said[lang] = h.last()
    assert said["en"].endswith(
        "Compared with the next best move, right 1: 24 points fewer now, but about 63 points more "
        "by the end of the game."
    ), said["en"]
    assert said["fr"].endswith(
        "Par rapport au deuxième meilleur coup, droite 1\u00a0: 24 points de moins tout de suite, "
        "mais environ 63 points de plus en fin de partie."
    ), said["fr"]
    assert said["ru"].endswith(
        "По сравнению со следующим по силе ходом (вправо на 1): сейчас на 24 очка меньше, зато к "
        "концу игры в среднем на 63 очка больше."
    ), said["ru"]


@pytest.mark.parametrize("game", ["oflameron", "ramses", "sixtyone"])
def test_capital_t_s_d_and_their_russian_twins_answer_as_the_small_ones(tmp_path: Path, game: str) -> None:
    """Shift or Caps Lock: T, S, D say whose turn, the scores and the dice, as t, s, d do, on either layout."""
    h = Harness(tmp_path)
    h.start_game(game, players="Anna,bot", seed=5)
    h.app.run_pending()
    if game == "sixtyone":
        h.press("tab")  # the sheet: no first-letter jumps there
    for small, capitals in (("t", ("T", "Е")), ("s", ("S", "Ы")), ("d", ("D", "В"))):
        h.clear()
        h.press(small)
        expected = h.said()
        for capital in capitals:
            h.clear()
            h.press(capital)
            assert h.said() == expected and "invalid" not in h.cues.names(), (capital, h.said())


def test_oflameron_the_sheet_s_assumption_is_said_with_the_first_hint_only(tmp_path: Path) -> None:
    """Two players on the paper sheet: the first hint says the values assume nobody ends the game first; later
    hints do not repeat it; W says it each time."""
    note = "Counted as if the other players never end the game first."
    h = oflameron_start(tmp_path, variant="sheet", players="Anna,bot", seed=15)
    h.press("h")
    assert h.last().endswith(note), h.last()
    h.press("w")
    assert h.last().endswith(note)
    h.press("enter")  # the hinted start
    h.app.run_pending()
    h.press("enter")  # roll
    h.app.run_pending()
    h.clear()
    h.press("h")
    assert h.last().startswith("Hint: ") and note not in h.last(), h.last()
    h.press("w")
    assert h.last().endswith(note)


def test_ramses_the_end_names_every_player_s_cards(tmp_path: Path) -> None:
    """After the ranking, each player's cards by name, in each language."""
    from ramses_helpers import table
    from test_ramses_ui import _install

    expected = {
        "en": "Anna: 2 cards, highest first: sacred dog, 4 points; crown, 1 point.",
        "fr": "Anna\u00a0: 2 cartes, de la plus forte à la plus faible\u00a0: chien sacré, 4 points\u00a0; couronne, 1 point.",
        "ru": "Anna: 2 карточки, от самой ценной: священная собака, 4 очка; корона, 1 очко.",
    }
    for lang, line in expected.items():
        h = ramses_start(tmp_path / lang, players="Anna,Boris", lang=lang)
        state, _ = table(players=2, stage=3, stacks=[[], [], ["3-end"]], hands=[["1-crown", "3-dog"], ["2-cat"]])
        h.clear()
        _install(h, state)
        assert line in h.said(), h.said()


def test_ramses_the_l_list_does_not_open_on_the_pyramid_just_moved(tmp_path: Path) -> None:
    """After sliding the pyramid below the hole up, it is the first line of L: the list opens on the second, so L
    and Enter at once slide another pyramid instead of that one straight back."""
    h = ramses_start(tmp_path)
    state = h.session.state
    row, col = ramses_rules.hole_view(state)
    assert row > 0
    state.chips[state.hole - 8] = "blank"  # one row nearer the player, as the box lies at the start
    h.press("h", "down", "enter")
    assert h.session.moves[-1] == {"kind": "slide", "row": row - 1, "col": col}
    h.clear()
    h.press("l")
    assert h.last().endswith(" 2 of 4") or h.last().endswith(" 2 of 3"), h.said()
    assert "just moved" not in h.last()
    h.press("up")
    assert h.last().endswith("— the pyramid just moved, 1 of " + h.last()[-1])
