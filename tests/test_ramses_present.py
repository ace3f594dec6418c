"""Ramses messages: every event is heard in ru, en and fr, with self/other phrasing and its sound."""

from __future__ import annotations

from typing import Any

import pytest

from accessible_games.core.messages import Msg, column_pan
from accessible_games.core.protocol import Event, Setup
from accessible_games.games.ramses import GAME
from accessible_games.games.ramses.game import RULES_SECTIONS
from accessible_games.games.ramses.box import TREASURES
from accessible_games.i18n import LANGUAGES, catalog
from accessible_games.speech.announcer import NAME_KEYS
from accessible_games.games.ramses import rules
from ramses_helpers import table, walk

CUES = {
    "move",
    "edge",
    "invalid",
    "dice",
    "your-turn",
    "score-up",
    "score-down",
    "bonus",
    "joker",
    "zero",
    "penalty",
    "area-complete",
    "area-first",
    "treasure-found",
    "treasure-wrong",
    "blank",
    "box-turn",
    "card",
    "event",
    "marker",
    "shift",
    "game-over",
} | {f"treasure-{t}" for t in TREASURES}
NAMES = ["Anna", "Boris", "Clara", "Dmitri", "Eve"]


def named(m: Msg) -> Msg:
    """Seat indexes replaced by names, as the game screen does."""
    args: dict[str, Any] = {}
    for key, value in m.args.items():
        if isinstance(value, Msg):
            args[key] = named(value)
        elif isinstance(value, int) and not isinstance(value, bool) and (key in NAME_KEYS or key.endswith("_player")):
            args[key] = NAMES[value]
        else:
            args[key] = value
    return Msg(m.id, args, m.cue, m.pan, tuple(named(p) for p in m.parts))


def render_strict(lang: str, m: Msg) -> str:
    """Render a message, failing on a missing id, a Fluent error or a variable left unfilled."""
    cat = catalog(lang)
    assert cat.has(m.id), f"{lang}: {m.id} missing"
    for value in m.args.values():
        if isinstance(value, Msg):
            render_strict(lang, value)
    message = cat.bundle.get_message(m.id)
    args = {"coordinates": "last", "verbosity": "full"}  # the settings the app gives every message
    args.update(
        {
            k: ("yes" if v else "no") if isinstance(v, bool) else (cat.render(v) if isinstance(v, Msg) else v)
            for k, v in named(m).args.items()
        }
    )
    text, errors = cat.bundle.format_pattern(message.value, args)
    assert not errors, f"{lang} {m.id}: {errors}"
    assert "{" not in text and "None" not in text, text
    return text


def all_events_game() -> tuple[Any, list[Event]]:
    """A few bot games' events: every kind of event the rules produce shows up."""
    events: list[Event] = []
    last = None
    for seed in range(6):
        state, opening = GAME.new_game(Setup(seed, 3 + seed % 3, "standard", {}))
        events += opening
        n = 0
        while not GAME.is_over(state):
            player = GAME.to_move(state)
            assert player is not None
            events += GAME.apply(
                state, GAME.bot_move(GAME.observe(state, player), ("easy", "normal", "hard")[player % 3], n)
            )
            n += 1
        last = state
    return last, events


STATE, EVENTS = all_events_game()


def test_bot_games_produce_every_kind_of_event() -> None:
    """The sample covers the events (so the next test checks them all)."""
    seen = {e.kind for e in EVENTS}
    for kind in (
        "uncovered",
        "found",
        "wrong",
        "left-game",
        "box-turned",
        "gift-found",
        "risk-won",
        "fata-drawn",
        "fata-drawn-hidden",
        "poker-challenge",
        "card-drawn",
        "card-drawn-hidden",
        "game-over",
        "stage-began",
        "search-passes",
    ):
        assert kind in seen, kind


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_renders_in_every_language_for_every_viewer(lang: str) -> None:
    """No missing message, no Fluent error, only known cues."""
    for viewer in (None, 0, 1, 2):
        for m in GAME.present(GAME.observe(STATE, viewer), EVENTS):
            assert render_strict(lang, m)
            assert m.cue is None or m.cue in CUES


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hand_made_events_render(lang: str) -> None:
    """Events bot games rarely make: gifts, failed risks, void Fata Morgana, giving cards."""
    state, events = table(
        stage=2,
        options={"gift-failure": "give"},
        stacks=[[], ["2-gift-1", "2-fata-1", "2-mummy"], []],
        hands=[["1-crown"], [], []],
    )
    events += GAME.apply(state, {"kind": "name", "treasure": "trumpet"})
    events += walk(state, (0, 1), (0, 0))
    events += GAME.apply(state, {"kind": "give", "card": "1-crown", "player": 2})
    kinds = {e.kind for e in events}
    assert {"gift-failed", "must-give", "card-given", "card-given-hidden", "fata-void"} <= kinds
    for viewer in (0, 1, 2):
        for m in GAME.present(GAME.observe(state, viewer), events):
            render_strict(lang, m)


def test_self_and_other_phrasing() -> None:
    """ "Found! You take..." for the finder, "Anna finds..." for the others."""
    state, _ = table(stacks=[["1-parrot", "1-trumpet"], [], []])
    events = walk(state, (0, 1), (0, 0))
    en = catalog("en")
    mine = [en.render(named(m)) for m in GAME.present(GAME.observe(state, 0), events)]
    theirs = [en.render(named(m)) for m in GAME.present(GAME.observe(state, 1), events)]
    assert "Found! You take the parrot card: 1 point." in mine
    assert "Anna finds the parrot and takes the card: 1 point." in theirs
    assert "Card for Boris: trumpet, 2 points. The stack is empty." in mine


def test_an_uncovered_chip_is_heard_with_its_treasure_sound_panned_by_column() -> None:
    """Treasure first, then where; the cue is the treasure's own, panned left for column 1."""
    state, _ = table(stacks=[["1-parrot"], [], []])
    events = walk(state, (0, 1), (0, 0))
    uncovered = [m for m in GAME.present(GAME.observe(state, 0), events) if m.id == "ramses-uncovered"]
    assert [(m.cue, m.pan) for m in uncovered] == [("blank", column_pan(1, 8)), ("treasure-parrot", -0.8)]
    assert catalog("en").render(uncovered[1]) == "parrot, row 1, column 1."
    assert catalog("ru").render(uncovered[1]) == "попугай, ряд 1, столбец 1."
    assert catalog("fr").render(uncovered[0]) == "vide, rangée 1, colonne 2."


def test_turns_of_the_box_say_how_far_except_in_professional_mode() -> None:
    """Normal mode names the quarter turn; professional mode only says the box turned."""
    for variant, expected in (("standard", "The box turns a quarter clockwise."), ("professional", "The box turns.")):
        state, _ = table(variant=variant, stage=2, stacks=[[], ["2-parrot", "2-trumpet"], []])
        events = walk(state, (0, 1), (0, 0))
        text = [catalog("en").render(named(m)) for m in GAME.present(GAME.observe(state, 1), events) if "box" in m.id][
            0
        ]
        assert text.startswith(expected)
        assert ("quarter" in text) == (variant == "standard")


def test_russian_plurals_and_cases() -> None:
    """Russian: accusative treasure names and plural points."""
    ru = catalog("ru")
    assert (
        ru.text("ramses-found", self=False, player="Анна", treasure="dog", value=3)
        == "Анна находит священную собаку и забирает карточку: 3 очка."
    )
    assert ru.text("ramses-points-total", points=21) == "21 очко"
    assert ru.text("ramses-points-total", points=11) == "11 очков"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_text_options_and_variants_exist(lang: str) -> None:
    """Rules sections (title first), the title, summary, variants, options and their values."""
    cat = catalog(lang)
    for section in RULES_SECTIONS:
        text = cat.text(section)
        assert "\n" in text and len(text) > 80, section
    ids = ["ramses-title", "ramses-summary"] + [f"ramses-variant-{v}" for v in GAME.variants]
    for option in GAME.options:
        ids.append(f"ramses-option-{option.key}")
        ids += [f"ramses-option-{option.key}-{v}" for v in option.values if not v.isdigit()]
    for message_id in ids:
        assert cat.has(message_id), message_id
    deck = cat.text("ramses-rules-deck")
    assert "48" in deck and "11" in deck


def test_a_turn_of_the_box_has_its_own_sound() -> None:
    """The box-turn cue goes with every turn of the box, a quarter or half round."""
    state, events = table(stage=2, stacks=[[], ["2-sandstorm-1", "2-parrot", "2-trumpet"], []])
    events += walk(state, (0, 1), (0, 0))
    turns = [m for m in GAME.present(GAME.observe(state, 0), events) if m.id == "ramses-box-turned"]
    assert [(m.args["quarters"], m.cue) for m in turns] == [(2, "box-turn"), (1, "box-turn")]


def heard(events: list[Event], viewer: int | None, lang: str = "en") -> list[str]:
    """What `viewer` hears of some events, names filled in."""
    state, _ = table()
    return [catalog(lang).render(named(m)) for m in GAME.present(GAME.observe(state, viewer), events)]


def test_an_event_card_is_explained_only_to_its_owner_when_they_must_choose() -> None:
    """The others and an automatic event hear the card's name; the events that follow tell what it does."""
    _, gift = table(stage=2, stacks=[[], ["2-gift-1", "2-mummy"], []])
    assert heard(gift, 0)[0].startswith("Your card: event card Gift: name a treasure and go to it;")
    assert heard(gift, 1)[0] == "Card for Anna: event card Gift. 1 card left."
    _, storm = table(stage=2, stacks=[[], ["2-sandstorm-1", "2-mummy"], []])
    assert heard(storm, 0)[:2] == [
        "Your card: event card Sandstorm. 1 card left.",
        "Sandstorm: the box turns half round. It now has 6 rows and 8 columns; "
        "the hole is at row 5, column 7. Coordinates have turned.",
    ]
    assert heard(storm, 1, "ru")[0] == "Карточка для игрока Anna: событие «Песчаная буря». Осталась 1 карточка."


def test_the_end_card_is_heard_once_as_the_end_of_the_game() -> None:
    """No "Your card: the End card... 10 cards left" before the line that ends the game."""
    state, events = table(stage=3, stacks=[[], [], ["3-end", "3-parrot"]])
    assert state.phase == rules.OVER
    assert heard(events, 0) == ["The End card: the pharaoh calls off the search."]


def test_a_spectator_and_the_third_player_hear_a_fata_morgana_without_the_card() -> None:
    """The blind draw, the wrong treasure and the card going back are public; the card stays with the two concerned."""
    state, opening = table(stage=2, stacks=[[], ["2-fata-1", "2-mummy"], []], hands=[["1-crown"], [], ["1-trumpet"]])
    events = opening + walk(state, (0, 1), (0, 0))
    story = [
        "Fata Morgana: Anna draws a card blindly from Clara and searches for its treasure.",
        "Wrong treasure for Anna.",
        "Fata Morgana lost: the card goes back to Clara.",
    ]
    for listener in (None, 1):
        lines = heard(events, listener)
        assert [line for line in lines if line in story] == story
        assert not any("trumpet" in line.lower() for line in lines)
    anna = heard(events, 0)
    assert not any(line in story for line in anna)  # she hears her own version once, with the card
    assert any("trumpet" in line.lower() for line in anna)


def test_a_won_fata_morgana_tells_the_others_the_treasure_found_but_not_the_card() -> None:
    """The treasure was found in the open; the card's value stays with the drawer and the victim."""
    state, opening = table(stage=2, stacks=[[], ["2-fata-1", "2-mummy"], []], hands=[["1-crown"], [], ["1-parrot"]])
    events = opening + walk(state, (0, 1), (0, 0))
    line = "Fata Morgana won: Anna finds the parrot and keeps the card drawn from Clara."
    for listener in (None, 1):
        assert heard(events, listener)[3:5] == ["parrot, row 1, column 1.", line]
    assert heard(events, 2)[4] == "Fata Morgana won: Anna keeps the card parrot, 1 point."
