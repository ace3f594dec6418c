"""Ramses II's lines by ear: R repeats a whole answer, a slid-back pyramid said once, the L list, the end
card, a gift and a lost Fata Morgana, Russian wording, the held line's past tense, every hand at the end."""

from __future__ import annotations

from pathlib import Path
from accessible_games.games.ramses import rules as ramses_rules
from accessible_games.ui.testing import Harness
from test_ramses_ui import start as ramses_start
from accessible_games.core.protocol import Event
from accessible_games.games.ramses import present as ramses_present
from accessible_games.i18n import catalog
from ramses_helpers import table


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


def test_r_repeats_the_whole_answer_not_its_last_line(tmp_path: Path) -> None:
    """S gives one line a player; R says all of them again."""
    h = Harness(tmp_path)
    h.start_game("ramses", players="Anna,bot,bot", seed=7)
    h.app.run_pending()
    h.press("s")
    answer = h.said()[-3:]
    h.clear()
    h.press("r")
    assert h.said() == [" ".join(answer)]


def test_the_end_card_and_a_gift_say_only_what_happened() -> None:
    """The End card does not claim every treasure was found; a gift found does not promise a card."""
    en = catalog("en")
    assert en.text("ramses-game-over", reason="end-card") == "The End card: the pharaoh calls off the search."
    assert en.text("ramses-gift-found", self=True, player="Anna", treasure="dog") == "Gift found: the sacred dog."


def test_a_lost_fata_morgana_does_not_end_the_turn_before_the_card_is_given() -> None:
    """ "Wrong treasure: you were looking for the crown." and no "Your turn ends" (a card is given first)."""
    state, _events = table(stage=2, stacks=[[], ["2-mummy"], []])
    from accessible_games.games.ramses.view import observe

    wrong = Event("wrong", {"player": 0, "chip": "dog", "treasure": "crown", "kind": "fata"}, (0, 1))
    said = [catalog("en").render(m) for m in ramses_present.present(observe(state, 0), [wrong])]
    assert said == ["Wrong treasure: you were looking for the crown."]
    poker = Event("wrong", {"player": 0, "chip": "dog", "treasure": "crown", "kind": "poker"})
    assert "Your turn ends" not in catalog("en").render(ramses_present.present(observe(state, 0), [poker])[0])
    card = Event("wrong", {"player": 0, "chip": "dog", "treasure": "crown", "kind": "card"})
    assert catalog("en").render(ramses_present.present(observe(state, 0), [card])[0]).endswith("Your turn ends.")


def test_in_russian_the_glasses_are_not_the_points() -> None:
    """«очки» means points; the treasure is «пенсне»."""
    ru = catalog("ru")
    assert ru.text("ramses-treasure", treasure="glasses") == "пенсне"
    assert ru.text("ramses-points", value=2) != ru.text("ramses-treasure", treasure="glasses")


def test_a_held_line_is_told_in_the_past_tense() -> None:
    """Lines kept for a seat until its hand-over say what happened, not what is happening."""
    en = catalog("en")
    assert (
        en.text("ramses-card-drawn", taker_self=False, taker="Bot 1", giver="Anna", card="crown", past=True)
        == "Bot 1 drew your card: crown."
    )
    assert en.text("handover-away") == "While you were away:"
