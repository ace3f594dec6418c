"""Oflameron's hints by ear: the move list and the buy menu open on the hinted move, H in a list, W and its
reasons in plain words against the next best move, the sheet's assumption said once, U and the shift line."""

from __future__ import annotations

from pathlib import Path
import pytest
from accessible_games.games.oflameron.rules import MOVE
from accessible_games.ui.game_screen import ChoiceMenu
from accessible_games.ui.testing import Harness
from oflameron_helpers import make_state
from test_oflameron_ui import no_errors as oflameron_no_errors
from test_oflameron_ui import put_state
from test_oflameron_ui import start as oflameron_start
from accessible_games.i18n import catalog
from accessible_games.core.protocol import Event
from accessible_games.games.oflameron.present import present as oflameron_present
from accessible_games.games.oflameron.view import observe as oflameron_observe


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


def test_oflameron_hint_reasons_say_why_against_the_next_best(tmp_path: Path) -> None:
    """W on the sheet says what the move gains over the next best, not only the card; against a runner-up
    that ends the game at once (loop seed 221) it says so instead of "worth as much"."""
    h = oflameron_start(tmp_path, variant="sheet", players="Anna", seed=15)
    h.press("h", "w")
    assert (
        h.said()[-1]
        == "Expected final score. Certain: bonus P, plus one hundred now; about 1 point more by the end of "
        "the game than with the next best move, column 13."
    )
    ru = oflameron_start(tmp_path / "ru", variant="sheet", players="Anna", seed=15, lang="ru")
    ru.press("h", "w")
    assert ru.said()[-1].endswith(
        "; к концу игры в среднем на 1 очко больше, чем после следующего по силе хода: столбец 13."
    )
    loop = oflameron_start(tmp_path / "loop", variant="loop", players="Anna", seed=221)
    loop.press("h")
    assert loop.said()[-1].endswith("Next: card 8, which ends the game, -1.")
    loop.press("w")
    assert (
        loop.said()[-1] == "Expected final score. The next best move, card 8, ends the game at once; this one plays on."
    )


def test_oflameron_w_says_why_and_u_reads_the_top_row(tmp_path: Path) -> None:
    """W before a hint says how to get one; after H, the why. U reads the new top row in full."""
    h = Harness(tmp_path)
    h.start_game("oflameron", players="Anna", seed=4)
    h.app.run_pending()
    h.clear()
    h.press("w")
    assert h.last() == "No hint yet: H gives one, then W says why."
    h.press("h")
    assert h.last().startswith("Hint: start on column ")
    h.press("w")
    assert h.last().startswith("Expected final score.")
    h.press("u")
    assert h.last().startswith("top row: 1: ")


def test_oflameron_shift_is_one_line_a_player() -> None:
    """Three markers brought down by one shift: one line, every marker, then the score."""
    field = [["+5"] * 10, ["T"] * 10, ["+1"] * 10]
    state = make_state("grid", field, scores=[3000], markers=[[1, 4, 7]])
    events = [
        Event(
            "shifted",
            {"player": 0, "marker": m, "card": "T", "column": c, "row": 0, "score": 4000 + 1000 * m, "delta": 1000},
        )
        for m, c in enumerate((1, 4, 7))
    ]
    lines = [catalog("en").render(m) for m in oflameron_present(oflameron_observe(state, 0), events)]
    assert lines == ["Shift, you: T, column 2; T, column 5; T, column 8; score 6,000."]
