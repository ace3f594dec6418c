"""Ramses II, second pass by ear: coordinates fixed to the box or turning, the table's setup said,
clear card lists, stages not rounds, the final stage, an empty Gift, F1 without dice."""

from __future__ import annotations

from pathlib import Path

from accessible_games.core.protocol import Setup
from accessible_games.games.ramses import GAME, rules
from accessible_games.i18n import catalog
from accessible_games.ui.testing import Harness
from ramses_helpers import find, kinds, table, walk
from test_ramses_present import named

EN = catalog("en")


def heard(state: rules.RamsesState, events: list, viewer: int | None, lang: str = "en") -> list[str]:
    """What `viewer` hears of some events, with player names."""
    return [catalog(lang).render(named(m)) for m in GAME.present(GAME.observe(state, viewer), events)]


def start(
    tmp_path: Path,
    players: str = "Anna,bot",
    options: dict[str, str] | None = None,
    lang: str = "en",
    variant: str | None = None,
) -> Harness:
    """A started game; bots play until the human must act."""
    h = Harness(tmp_path, lang=lang)
    h.start_game("ramses", players=players, options=options, variant=variant, seed=7)
    h.app.run_pending()
    return h


def _install(h: Harness, state: rules.RamsesState) -> None:
    """Put a prepared table into the running game."""
    h.session.state = state
    h.game_screen.board.quarter = rules.frame(state)
    h.game_screen.announced_turn = -1
    h.game_screen.proceed()
    h.app.run_pending()


# --- item 8: coordinates --------------------------------------------------------------------


def test_fixed_coordinates_keep_every_cell_where_it_was_after_a_find_turns_the_box() -> None:
    """With "coordinates fixed to the box" the hole and every sighting keep their row and column."""
    state, _ = table(stage=2, stacks=[[], ["2-mummy", "2-crown"], []], options={"coordinates": "fixed"})
    before = GAME.observe(state, 0)
    events = walk(state, (1, 0), (2, 0))  # a blank, then the mummy: found, the box turns
    turned = find(events, "box-turned")
    view = GAME.observe(state, 1)
    assert state.quarter == 1 and turned.args["fixed"] is True
    assert (view.rows, view.cols, view.frame, view.quarter) == (6, 8, 0, 1)
    assert view.hole == (2, 0) and view.memory()[(1, 0)].chip == "blank"
    assert before.rows == view.rows
    said = heard(state, events, 0)
    assert (
        "The box turns a quarter clockwise. Coordinates stay fixed to the box: the hole is still at row 3, column 1."
        in said
    )
    assert not any("Coordinates have turned" in line for line in said)


def test_by_default_coordinates_turn_with_the_box_and_that_is_said() -> None:
    """The faithful default: rows and columns swap, every sighting moves, "Coordinates have turned."."""
    state, _ = table(stage=2, stacks=[[], ["2-mummy", "2-crown"], []])
    events = walk(state, (1, 0), (2, 0))
    view = GAME.observe(state, 1)
    assert (view.rows, view.cols, view.frame) == (8, 6, 1)
    assert any(line.endswith("Coordinates have turned.") for line in heard(state, events, 0))
    assert any(line.endswith("Координаты повернулись.") for line in heard(state, events, 0, "ru"))


def test_fixed_coordinates_are_an_option_of_the_games_with_a_turning_box() -> None:
    """Offered for standard and no-end-card; not for children (no turns) nor professional (no clues)."""
    spec = next(o for o in GAME.options if o.key == "coordinates")
    assert spec.default == "turning" and spec.applies_to("standard") and not spec.applies_to("professional")
    state, _ = GAME.new_game(Setup(3, 2, "standard", {"coordinates": "fixed"}))
    assert state.options["coordinates"] == "fixed"


def test_n_says_how_the_box_lies_and_history_keeps_the_coordinates_spoken(tmp_path: Path) -> None:
    """N after a turn of the box; an earlier line in the history keeps its old row and column."""
    h = start(tmp_path)
    state, _ = table(players=2, stage=2, stacks=[[], ["2-mummy", "2-crown"], []])
    _install(h, state)
    h.press("h", "left", "enter")  # box (1, 0): a blank next to the hole
    uncovered = h.last()
    assert uncovered == "empty, row 2, column 1."
    h.press("up", "enter")  # box (2, 0): the mummy is found, the box turns
    assert any("Coordinates have turned." in line for line in h.said())
    h.press("n")
    assert h.last().startswith(
        "The box has turned a quarter clockwise: the side that was nearest you at the start is now on your left."
    )
    history = h.app.announcer.history.lines
    assert uncovered in history  # the line keeps the coordinates it was spoken with


def test_n_with_fixed_coordinates_says_which_side_row_1_is(tmp_path: Path) -> None:
    """Fixed to the box: N tells that row 1 is now the side on the player's left."""
    h = start(tmp_path, options={"coordinates": "fixed"})
    state, _ = table(players=2, stage=2, stacks=[[], ["2-mummy", "2-crown"], []], options={"coordinates": "fixed"})
    state.quarter = 1
    state.log.append(["r", 1])
    _install(h, state)
    h.press("n")
    assert h.last().endswith("Coordinates stay fixed to the box: row 1 is now the side on your left.")


# --- item 9: what is said -------------------------------------------------------------------


def test_the_variant_and_options_are_said_at_the_start_and_on_v(tmp_path: Path) -> None:
    """The opening names the variant and every option; V says it again."""
    h = start(tmp_path, options={"neighbours": "8"})
    line = (
        "Variant: Standard. Pyramids that may slide into the hole: 8. A failed Gift search: ends the turn "
        "with no penalty. Coordinates after a turn of the box: turn with the box, as in the real game."
    )
    assert line in " ".join(h.said())
    h.press("v")
    assert h.last() == line
    hf = start(tmp_path / "fr", lang="fr", variant="children")
    assert "Variante\u00a0: Enfants\u00a0: pile 1 seulement. Pyramides qui" in " ".join(hf.said())


def test_m_lists_each_card_as_its_own_sentence(tmp_path: Path) -> None:
    """ "Card 1: crown, 1 point. Card 2: mummy, 2 points." - never "crown, 1 point mummy"."""
    h = start(tmp_path)
    state, _ = table(players=2, stacks=[["1-parrot", "1-dog"], [], []], hands=[["1-crown", "1-mummy"], []])
    _install(h, state)
    h.press("m")
    assert h.last() == "You hold 2 cards, 3 points: Card 1: crown, 1 point. Card 2: mummy, 2 points."


def test_a_resumed_game_says_its_stage_not_a_round(tmp_path: Path) -> None:
    """ "Ramses II resumed, stage 1."."""
    h = start(tmp_path)
    h.clear()
    screen = h.reload()
    h.app.run_pending()
    assert h.said()[0].startswith("Ramses II resumed, stage 1.")
    assert not any("round" in line for line in h.said())
    assert screen is h.game_screen


def test_f1_names_the_open_card_for_d_and_no_dice(tmp_path: Path) -> None:
    """Ramses has no dice: F1 says "D the open card"; D says the card."""
    h = start(tmp_path)
    h.press("f1")
    text = " ".join(h.said())
    assert "D the open card" in text and "dice" not in text
    h.press("d")
    assert h.said()[-2].startswith("Open card:")


def test_the_final_stage_says_the_box_stops_turning() -> None:
    """Stage 3 begins: 4 points, wrong treasure leaves, and the box no longer turns."""
    state, events = table(stage=2, stacks=[[], [], ["3-mummy", "3-crown"]])
    said = heard(state, events, 0)
    assert (
        "Final stage: every card is worth 4 points. Uncover a wrong treasure and you leave the game. "
        "The box no longer turns."
    ) in said


def test_a_gift_nobody_can_pay_is_said() -> None:
    """The gift is found but no other player holds a card of it: that is said, with the zero cue."""
    state, _ = table(stage=2, stacks=[[], ["2-gift-1", "2-mummy"], []], hands=[[], ["1-crown"], []])
    GAME.apply(state, {"kind": "name", "treasure": "trumpet"})
    events = walk(state, (0, 1), (0, 2))
    assert "gift-empty" in kinds(events)
    assert "Nobody else holds a card of the trumpet: the gift brings Anna nothing." in heard(state, events, 1)
    assert any(line.startswith("Ни у кого больше нет карточки «труба»") for line in heard(state, events, 0, "ru"))


def test_a_lost_risk_does_not_say_the_turn_ends_before_the_card_is_given() -> None:
    """The wrong treasure of a Risk: no "Your turn ends." (a give-away choice follows)."""
    state, _ = table(stage=2, stacks=[[], ["2-risk-1", "2-mummy"], []], hands=[["1-crown"], [], []])
    GAME.apply(state, {"kind": "name", "treasure": "trumpet"})
    GAME.apply(state, {"kind": "name", "treasure": "parrot"})
    events = walk(state, (0, 1), (0, 0))
    said = heard(state, events, 0)
    assert "Wrong treasure: you were looking for the trumpet." in said
    assert not any("Your turn ends" in line for line in said)
    plain, _ = table(stage=1, stacks=[["1-trumpet", "1-dog"], [], []])
    assert "Wrong treasure: you were looking for the trumpet. Your turn ends." in heard(
        plain, walk(plain, (1, 0), (0, 0)), 0
    )
