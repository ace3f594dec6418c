"""Oflameron speech: every value in words in each language, Russian plurals, coordinates placement."""

from __future__ import annotations

import pytest

from accessible_games.core.messages import Msg
from accessible_games.games.oflameron.cards import ALL_VALUES, GRID, LOOP, SHEET
from accessible_games.games.oflameron.present import card_msg, cell_msg, scores_read
from accessible_games.i18n import catalog
from oflameron_helpers import make_state


@pytest.mark.parametrize("lang", ["en", "ru", "fr"])
@pytest.mark.parametrize("variant", [GRID, SHEET, LOOP])
def test_every_value_is_spoken_in_words(lang: str, variant: str) -> None:
    """No card is read as a bare symbol or a number: each has its own words in every language."""
    book = catalog(lang)
    spoken = {card: book.render(card_msg(card, variant)) for card in ALL_VALUES}
    assert len(set(spoken.values())) == len(spoken)
    for card, text in spoken.items():
        assert not any(ch.isdigit() for ch in text), (card, text)
        assert "oflameron-" not in text


def test_values_differ_by_variant_where_the_rules_do() -> None:
    """T is a thousand in the grid and five hundred elsewhere; B draws in the grid, costs 200 elsewhere."""
    en = catalog("en")
    assert en.render(card_msg("T", GRID)) == "bonus T, plus one thousand"
    assert en.render(card_msg("T", SHEET)) == "bonus T, plus five hundred"
    assert en.render(card_msg("B", GRID)) == "B, penalty card from the deck"
    assert en.render(card_msg("B", LOOP)) == "B, minus two hundred"
    assert catalog("ru").render(card_msg("Z", GRID)) == "Z, счёт обнуляется"
    assert catalog("fr").render(card_msg("P", SHEET)) == "prime P, plus cent"


@pytest.mark.parametrize(
    "score, words", [(1, "1 очко"), (3, "3 очка"), (5, "5 очков"), (21, "21 очко"), (11, "11 очков")]
)
def test_russian_points_take_the_right_form(score: int, words: str) -> None:
    """Russian scores: 1 очко, 3 очка, 5 очков, 21 очко, 11 очков."""
    state = make_state("grid", [["+1"] * 3] * 3, scores=[score])
    assert catalog("ru").render(scores_read(state, 0)[0]) == f"Вы: {words}."


def test_russian_rounds_and_rows() -> None:
    """Russian rounds and rows agree with their numbers."""
    ru = catalog("ru")
    assert (
        ru.render(Msg("oflameron-over", {"reason": "rounds", "rounds": 5, "self": False}))
        == "Сыграно 5 раундов: игра окончена."
    )
    assert (
        ru.render(Msg("oflameron-over", {"reason": "rounds", "rounds": 21, "self": False}))
        == "Сыграно 21 раунд: игра окончена."
    )
    text = ru.render(Msg("oflameron-start-grid", {"rows": 3, "columns": 10, "players": 2}))
    assert text.startswith("Карточное поле: 3 ряда по 10 карт.")


@pytest.mark.parametrize(
    "coordinates, expected",
    [("first", "column 2, plus twenty-five"), ("last", "plus twenty-five, column 2"), ("off", "plus twenty-five")],
)
def test_coordinates_first_last_or_off(coordinates: str, expected: str) -> None:
    """The coordinates setting puts the column before, after or nowhere near the value."""
    state = make_state("grid", [["+1", "+25", "-5"]] * 3)
    assert catalog("en").render(cell_msg(state, 0, 1), {"coordinates": coordinates}) == expected


def test_other_players_are_named_and_the_viewer_is_you() -> None:
    """Self and other phrasing in the events."""
    from accessible_games.core.protocol import Event
    from accessible_games.games.oflameron.present import present
    from accessible_games.games.oflameron.view import observe

    state = make_state("grid", [["+1"] * 3] * 3, players=2, markers=[[0], [0]])
    event = Event(
        "moved",
        {
            "player": 1,
            "marker": 0,
            "steps": -2,
            "column": 1,
            "row": 0,
            "card": "+15",
            "score": 30,
            "delta": 15,
            "drawn": [],
            "offer": "",
        },
    )
    en = catalog("en")
    assert en.render(present(observe(state, 0), [event])[0]) == "plus fifteen: 1 moves left 2 to column 2, score 30."
    assert en.render(present(observe(state, 1), [event])[0]) == "plus fifteen: you move left 2 to column 2, score 30."


@pytest.mark.parametrize("lang, forbidden", [("en", "game over"), ("ru", "конец игры"), ("fr", "fin de la partie")])
def test_an_end_drawn_for_b_is_named_by_its_face_and_put_back(lang: str, forbidden: str) -> None:
    """B's chain names a drawn END by its face and says it goes back, never "END, game over"."""
    from accessible_games.core.protocol import Event
    from accessible_games.games.oflameron.present import present
    from accessible_games.games.oflameron.view import observe

    state = make_state("grid", [["+1"] * 3] * 3)
    event = Event(
        "moved",
        {
            "player": 0,
            "marker": 0,
            "steps": 1,
            "column": 1,
            "row": 0,
            "card": "B",
            "score": 90,
            "delta": -10,
            "drawn": ["B", "END", "+10"],
            "offer": "",
        },
    )
    book = catalog(lang)
    spoken = [book.render(m) for m in present(observe(state, 0), [event])[0].parts]
    assert forbidden not in " ".join(spoken).lower()
    assert (
        spoken[0]
        == {"en": "Drawn: B, draw again.", "ru": "Вытянута B, тянем ещё.", "fr": "Tiré\u00a0: B, on tire encore."}[lang]
    )
    assert (
        spoken[1]
        == {
            "en": "Drawn: END, put back, draw again.",
            "ru": "Вытянута END, она возвращается в колоду, тянем ещё.",
            "fr": "Tiré\u00a0: END, remis dans le paquet, on tire encore.",
        }[lang]
    )


def test_a_shift_is_one_line_for_each_player_with_every_marker_and_the_score() -> None:
    """ "Shift, you: Z, column 1; score 0.": one line a player, the cards by their faces, never a run-on."""
    from accessible_games.core.protocol import Event
    from accessible_games.games.oflameron.present import present
    from accessible_games.games.oflameron.view import observe

    state = make_state("grid", [["+1"] * 3] * 3, players=2, markers=[[0], [1]])
    event = Event(
        "shifted", {"player": 0, "marker": 0, "column": 0, "row": 0, "card": "Z", "score": 0, "delta": -40, "drawn": []}
    )
    assert catalog("en").render(present(observe(state, 0), [event])[0]) == "Shift, you: Z, column 1; score 0."
    assert catalog("ru").render(present(observe(state, 0), [event])[0]) == "Сдвиг, вы: Z, колонка 1; счёт 0."


def test_reaching_end_is_said_once() -> None:
    """Reaching END: the move, then "END reached: the game is over", with no "The game ends" between."""
    from accessible_games.core.protocol import Event
    from accessible_games.games.oflameron.present import present
    from accessible_games.games.oflameron.view import observe

    state = make_state("sheet", [["+1"] * 5, ["+1"] * 5], markers=[[0]], rows=[[0]])
    events = [
        Event(
            "moved",
            {
                "player": 0,
                "marker": 0,
                "steps": 2,
                "column": 2,
                "row": 1,
                "card": "END",
                "score": 30,
                "delta": 0,
                "drawn": [],
                "offer": "",
            },
        ),
        Event("game-over", {"reason": "end-card", "scores": [30], "ender_player": 0}),
    ]
    spoken = [catalog("en").render(m) for m in present(observe(state, 0), events)]
    assert spoken == [
        "END, game over: you go up to row 2, right 2 to column 3, score 30.",
        "END reached: the game is over.",
    ]


@pytest.mark.parametrize(
    "lang, one, many",
    [("en", "You: 1 point.", "You: 2 points."), ("fr", "Vous\u00a0: 1 point.", "Vous\u00a0: 2 points.")],
)
def test_english_and_french_points_and_rounds_take_the_singular(lang: str, one: str, many: str) -> None:
    """ "1 point" and "1 round", not "1 points" or "1 rounds"."""
    book = catalog(lang)

    def line(score: int) -> str:
        return book.render(Msg("oflameron-score-line", {"self": True, "player": 0, "score": score, "markers": 1}))

    assert (line(1), line(2)) == (one, many)
    final = book.render(Msg("oflameron-final", {"round": 1, "variant": "loop"}))
    assert final.endswith(" 1 round." if lang == "en" else " 1 manche.")


def test_sheet_rounds_are_counted_against_the_rows_left() -> None:
    """The sheet's top row ends it, so its rounds are said "of" the rows above the bottom one."""
    from accessible_games.core.protocol import Event
    from accessible_games.games.oflameron.present import present
    from accessible_games.games.oflameron.view import observe

    state = make_state("sheet", [["+1"] * 5] * 20, markers=[[0]], rows=[[0]])
    assert catalog("en").render(present(observe(state, 0), [Event("round", {"round": 3})])[0]) == "Round 3 of 19."
    loop = make_state("loop", [["+1"] * 12], markers=[[0]])
    assert catalog("en").render(present(observe(loop, 0), [Event("round", {"round": 3})])[0]) == "Round 3."


@pytest.mark.parametrize(
    "lang, expected",
    [
        ("en", "Penalty card minus fifteen: plus 15, score 515."),
        ("ru", "Штрафная карта минус пятнадцать: плюс 15, счёт 515."),
        ("fr", "Carte de pénalité moins quinze\u00a0: plus 15, score 515."),
    ],
)
def test_a_signed_b_penalty_that_gives_points_back_is_said_as_a_gain(lang: str, expected: str) -> None:
    """With the signed B option a drawn minus card is heard as "plus 15", never "minus -15"."""
    from accessible_games.core.protocol import Event
    from accessible_games.games.oflameron.present import present
    from accessible_games.games.oflameron.view import observe

    state = make_state("grid", [["+1"] * 3] * 3, options={"b_penalty": "signed"})
    event = Event(
        "moved",
        {
            "player": 0,
            "marker": 0,
            "steps": 1,
            "column": 1,
            "row": 0,
            "card": "B",
            "score": 515,
            "delta": 15,
            "drawn": ["-15"],
            "offer": "",
        },
    )
    assert catalog(lang).render(present(observe(state, 0), [event])[0].parts[-1]) == expected
