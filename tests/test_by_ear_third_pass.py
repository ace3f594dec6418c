"""Small things heard in whole games by ear: R after a long answer, the cards after the game at one
keyboard, the End card's words, a Fata Morgana lost, the Russian glasses, Oflameron's W and U."""

from __future__ import annotations

from pathlib import Path

from accessible_games.core.protocol import Event
from accessible_games.games.oflameron.present import present as oflameron_present
from accessible_games.games.oflameron.view import observe as oflameron_observe
from accessible_games.games.ramses import present as ramses_present
from accessible_games.i18n import catalog
from accessible_games.ui.testing import Harness
from oflameron_helpers import make_state
from ramses_helpers import table


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


def test_after_a_hot_seat_game_m_reads_every_hand_by_name(tmp_path: Path) -> None:
    """Nothing is secret once the game is over: M names every seat and its cards."""
    h = Harness(tmp_path)
    h.start_game("ramses", players="Anna,Boris", seed=31)
    h.app.run_pending()
    for _ in range(5000):
        if h.session.finished and h.game_screen.waiting is None:  # the last secrets are heard first
            break
        if h.game_screen.waiting is not None or h.app.top is not h.game_screen:
            h.press("enter")
            continue
        h.game_screen.play(h.session.bot_move())
        h.app.run_pending()
    h.clear()
    h.press("m")
    said = h.said()
    assert said[0].startswith("Anna: ") and said[1].startswith("Boris: ")
    assert "no seat" not in " ".join(said)


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
