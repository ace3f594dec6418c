"""Sixty-One, second pass by ear: distinct choices, taking back a hidden choice, the final summary,
leaf and first-completion read-backs, and comparing one area across the players."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.core.protocol import IllegalMove, Setup
from accessible_games.games.sixtyone import rules
from accessible_games.games.sixtyone.choices import decisions
from accessible_games.games.sixtyone.game import SixtyOne
from accessible_games.games.sixtyone.sheet import Sheet
from accessible_games.i18n import catalog
from accessible_games.ui.testing import Harness

GAME = SixtyOne()


def start(
    tmp_path: Path, players: str = "Anna,bot", seed: int = 7, options: dict[str, str] | None = None, lang: str = "en"
) -> Harness:
    """A started game; bots play until a human must choose."""
    h = Harness(tmp_path, lang=lang)
    h.start_game("sixtyone", players=players, seed=seed, options=options or {})
    h.app.run_pending()
    return h


def new_state(players: int = 3, dice: tuple[int, int, int] = (2, 3, 4), **options: str) -> rules.SixtyOneState:
    """A fresh game with a chosen roll."""
    state, _ = GAME.new_game(Setup(1, players, "standard", dict(options)))
    state.dice = list(dice)
    return state


# --- item 10: one line per decision -----------------------------------------------------------


def test_equivalent_skewer_and_pumpkin_cells_give_one_line_each() -> None:
    """2, 3, 4 on a fresh sheet: 14 legal writes, 8 decisions (each skewer once per value)."""
    state = new_state(dice=(2, 3, 4))
    moves = GAME.legal_moves(state, 0)
    distinct = decisions(state.sheets[0], moves)
    assert len(moves) == 14 and len(distinct) == 8
    assert sum(1 for m in distinct if m["area"] == 3) == 4  # left and right skewer, values 2 and 4
    pumpkins = new_state(dice=(1, 2, 3))
    listed = [m for m in decisions(pumpkins.sheets[0], GAME.legal_moves(pumpkins, 0)) if m["area"] == 1]
    assert len(listed) == 2  # "8 lines for 2 decisions" no more
    sheet = Sheet()
    sheet.cells(1)[0] = 2  # pumpkin 1 half filled: completing it differs from starting pumpkin 2
    assert len([m for m in decisions(sheet, rules.write_moves(sheet, [1, 2, 2])) if m["area"] == 1]) == 2


def test_the_move_list_names_the_skewer_says_n_of_n_and_the_sheet_still_picks_the_exact_cell(tmp_path: Path) -> None:
    """The list: "Marshmallows, write 2 in the left skewer ..., 3 of 8"; the sheet's Enter plays marshmallow 2."""
    h = start(tmp_path)
    h.session.state.dice = [2, 3, 4]
    h.press("3")
    assert h.said()[-2] == ("Marshmallows, write 2 in the left skewer (no acorns yet); leaf plus 4, total 4, 3 of 8")
    h.press("down")
    assert h.said()[-1].endswith(", 4 of 8")
    h.press("tab", "3", "home", "right")
    h.press("enter")
    assert h.said()[-1].startswith("Marshmallows, write 2 in left skewer, marshmallow 2")
    h.press("enter")
    assert h.session.moves[0] == {"kind": "write", "area": 3, "value": 2, "cell": 1, "leaf": 4}


# --- item 11: take back -----------------------------------------------------------------------


def test_take_back_restores_the_state_exactly_and_the_seat_chooses_again() -> None:
    """A choice then its take-back: the same state as before the choice (JSON equal), same seat to move."""
    state = new_state(players=3)
    before = state.to_json()
    move = GAME.legal_moves(state, 0)[3]
    GAME.apply(state, move)
    assert GAME.to_move(state) == 1 and rules.can_take_back(state, 0)
    events = GAME.apply(state, {"kind": "take-back", "by": 0})
    assert [e.kind for e in events] == ["take-back"] and events[0].to == (0,)
    assert state.to_json() == before
    GAME.apply(state, GAME.legal_moves(state, 0)[0])
    GAME.apply(state, GAME.legal_moves(state, 1)[0])
    GAME.apply(state, {"kind": "take-back", "by": 0})  # out of turn, while seat 2 is still to choose
    assert GAME.to_move(state) == 0 and state.choices[1] is not None and state.choices[2] is None
    GAME.apply(state, GAME.legal_moves(state, 0)[1])
    assert GAME.to_move(state) == 2  # seat 1's choice stands: the turn goes to the seat still to choose


def test_only_the_choosers_own_hidden_choice_can_be_taken_back() -> None:
    """Not before choosing, not another's joker turn, not once revealed, not with announce=each, never listed."""
    state = new_state(players=2)
    with pytest.raises(IllegalMove):
        GAME.apply(state, {"kind": "take-back", "by": 0})
    with pytest.raises(IllegalMove):
        GAME.apply(state, {"kind": "take-back", "by": 5})
    with pytest.raises(IllegalMove):
        GAME.apply(state, {"kind": "take-back", "by": 0, "extra": 1})
    GAME.apply(state, GAME.legal_moves(state, 0)[0])
    assert not any(m["kind"] == "take-back" for m in GAME.legal_moves(state, 1))  # bots never see it
    assert not rules.can_take_back(state, 1)
    state.joker_pending = True  # seat 1 is placing its joker: seat 0 may not interrupt it
    assert not rules.can_take_back(state, 0)
    state.joker_pending = False
    GAME.apply(state, GAME.legal_moves(state, 1)[0])  # the round ends: revealed
    assert not rules.can_take_back(state, 0) and not rules.can_take_back(state, 1)
    each = new_state(players=2, announce="each")
    GAME.apply(each, GAME.legal_moves(each, 0)[0])
    assert not rules.can_take_back(each, 0)
    assert GAME.observe(state, 0).take_back is False


def test_backspace_takes_back_before_the_bot_moves_and_the_save_replays_exactly(tmp_path: Path) -> None:
    """Enter, then Backspace before the bot's delayed move: "Taken back: You write ...", the list again."""
    h = start(tmp_path)
    h.app.dispatch("enter")  # the bot's move waits for its delay (run_pending not called)
    first = h.session.moves[0]
    h.clear()
    h.app.dispatch("backspace")
    said = h.said()
    assert said[0].startswith(f"Taken back: You write {first['value']}")
    assert said[1] == "8 choices for 2, 3 and 4." and said[2].endswith(", 1 of 8")  # the decision again
    assert h.session.state.choices[0] is None and h.session.state.current == 0
    h.app.run_pending()  # the bot's step finds the human to move: nothing happens
    assert len(h.session.moves) == 2
    h.press("down", "enter")
    h.reload(check=True)  # the autosave (take-back included) replays to the same state
    h.app.run_pending()
    assert h.session.moves[1] == {"kind": "take-back", "by": 0}
    h.press("backspace")
    assert h.said()[-1] == "Nothing to take back: you have no hidden choice in this round."
    assert h.cues.names()[-1] == "invalid"


# --- item 13: summary and read-backs ------------------------------------------------------------


def test_solo_final_summary_says_the_score_once_and_no_place(tmp_path: Path) -> None:
    """Alone: "Your score: N acorns. Areas ..." and no "place 1"."""
    h = start(tmp_path, players="Anna")
    h.session.state.round = 20
    h.clear()
    h.press("enter")
    said = h.said()
    total = h.session.state.sheets[0].score()
    assert "Game over." in said and not any("place" in t for t in said)
    assert sum(1 for t in said[said.index("Game over.") :] if f"{total} acorn" in t) == 1
    assert any(t.startswith(f"Your score: {total} acorn") for t in said)


def test_the_ranking_gives_the_total_and_the_summary_only_its_parts(tmp_path: Path) -> None:
    """With others: "You: 39 acorns, place 1." then "You: areas ...", never the total twice."""
    h = start(tmp_path)
    h.session.state.round = 20
    h.clear()
    h.press("enter")
    said = h.said()
    mine = next(t for t in said if t.startswith("You: areas"))
    assert "acorns." not in mine and any(t.startswith("You: ") and "place" in t for t in said)


def test_a_replay_says_1_point_in_figures() -> None:
    """ "Anna: 1 point", like every other number."""
    assert catalog("en").text("replay-score", name="Anna", score=1) == "Anna: 1 point"


def test_a_leaf_says_which_bonus_it_gave(tmp_path: Path) -> None:
    """On the leaf row: "Leaf 2: 11, bonus a joker X."; "Leaf 3: 21, bonus 2 acorns."."""
    h = start(tmp_path)
    h.session.state.sheets[0].leaves = [5, 11, 21]
    h.press("tab", "6", "down")
    assert h.said()[-1] == "Leaf 3: 21, bonus 2 acorns."
    h.press("left")
    assert h.said()[-1] == "Leaf 2: 11, bonus a joker X."
    h.press("left")
    assert h.said()[-1] == "Leaf 1: 5."


def test_an_area_says_who_took_its_first_completion_bonus(tmp_path: Path) -> None:
    """Reading an area someone else completed first names them."""
    h = start(tmp_path)
    state = h.session.state
    state.sheets[1].first[5] = True
    state.first_round[5] = 1
    h.press("6")
    assert h.said()[-1].endswith("First-completion bonus taken by Bot 1.")


def test_v_compares_one_area_across_every_player(tmp_path: Path) -> None:
    """V on the sheet's mushrooms: "Mushrooms: you, 3 of 5, 5 acorns; Bot 1, 1 of 5, 1 acorn."."""
    h = start(tmp_path)
    state = h.session.state
    state.sheets[0].cells(6)[:3] = [2, 3, 4]
    state.sheets[1].cells(6)[:1] = [6]
    h.press("tab", "6", "v")
    assert h.said()[-1] == "Mushrooms: you, 3 of 5, 5 acorns; Bot 1, 1 of 5, 1 acorn."
    hr = start(tmp_path / "ru", lang="ru")
    hr.session.state.sheets[0].cells(6)[:3] = [2, 3, 4]
    hr.press("tab", "6", "v")
    assert hr.said()[-1].startswith("Грибы: вы, 3 из 5, 5 желудей;")


def test_at_one_keyboard_backspace_at_the_hand_over_gives_the_choice_back(tmp_path: Path) -> None:
    """Anna chooses; before Boris takes the keyboard, Backspace takes it back: Anna is asked back, hears what was undone."""
    h = start(tmp_path, players="Anna,Boris", seed=3)
    h.press("enter", "enter")  # Anna takes the keyboard and chooses
    assert h.said()[-1].startswith("Boris, your turn")
    first = h.session.moves[0]
    h.clear()
    h.press("backspace")
    assert h.said()[-1].startswith("Anna, your turn")
    assert not any("Taken back" in t for t in h.said())  # private to Anna until she has the keyboard
    h.clear()
    h.press("enter")
    said = h.said()
    assert said[0].startswith("Taken back: You write") and f"write {first['value']}" in said[0].replace(
        "You write", "write"
    )
    assert h.session.state.current == 0 and h.session.state.choices[0] is None
    h.press("enter")
    assert h.said()[-1].startswith("Boris, your turn")
    h.clear()
    h.press("enter", "backspace")  # Boris has the keyboard: he cannot take back Anna's choice
    assert h.session.state.choices[0] is not None
    assert h.said()[-1] == "Nothing to take back: you have no hidden choice in this round."
