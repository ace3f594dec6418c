"""Sixty-One as heard: every message in three languages, self/other phrasing, cues, read-backs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from accessible_games.core.messages import Msg
from accessible_games.core.protocol import Event, Setup
from accessible_games.games import get_game
from accessible_games.games.sixtyone import present as P
from accessible_games.games.sixtyone.sheet import FOX, JOKER, MARSHMALLOWS, MUGS, MUSHROOMS, PUMPKINS
from accessible_games.i18n import LANGUAGES, catalog, locales_dir

GAME = get_game("sixtyone")


def ids(lang: str) -> dict[str, ast.Message]:
    """The sixtyone messages of one language."""
    resource = FluentParser().parse((locales_dir() / lang / "sixtyone.ftl").read_text(encoding="utf-8"))
    assert not [e for e in resource.body if isinstance(e, ast.Junk)]
    return {e.id.name: e for e in resource.body if isinstance(e, ast.Message)}


def render(lang: str, messages: list[Msg], **settings: str) -> list[str]:
    """Messages as text in `lang`, player indexes named as the game screen does, with the player's settings."""
    names = ["Anna", "Boris", "Vera"]

    def named(m: Msg) -> Msg:
        args = {
            k: (names[v] if k == "player" and isinstance(v, int) else named(v) if isinstance(v, Msg) else v)
            for k, v in m.args.items()
        }
        return Msg(m.id, args, m.cue, m.pan, tuple(named(p) for p in m.parts))

    return [catalog(lang).render(named(m), settings) for m in messages]


@pytest.mark.parametrize("lang", ["ru", "fr"])
def test_every_message_exists_in_every_language(lang: str) -> None:
    """Same ids in en, ru and fr."""
    assert sorted(ids(lang)) == sorted(ids("en"))


def test_game_names_its_messages() -> None:
    """Title, summary, variant, option names and the rules sections all exist."""
    english = ids("en")
    needed = ["sixtyone-title", "sixtyone-summary", "sixtyone-variant-standard", "sixtyone-help"]
    for option in GAME.options:
        needed.append(f"sixtyone-option-{option.key}")
        needed += [f"sixtyone-option-{option.key}-{value}" for value in option.values]
    needed += list(GAME.rules_sections)
    assert [m for m in needed if m not in english] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_sections_are_complete(lang: str) -> None:
    """Each rules section has a title line and mentions the decisive numbers of the rules."""
    text = "\n".join(catalog(lang).text(section) for section in GAME.rules_sections)
    for number in ("11", "21", "31", "41", "51", "61", "20", "31", "1, 1, 2, 2", "1, 2, 2, 2", "X"):
        assert number in text, number
    for section in GAME.rules_sections:
        assert "\n" in catalog(lang).text(section)


def full_game(players: int, seed: int) -> list[tuple[list[Event], object]]:
    """A whole bot game: every move's events with a state snapshot."""
    state, events = GAME.new_game(Setup(seed, players, "standard", {}))
    out = [(events, GAME.from_json(GAME.to_json(state)))]
    while not GAME.is_over(state):
        player = GAME.to_move(state)
        events = GAME.apply(state, GAME.bot_move(GAME.observe(state, player), "normal", seed))
        out.append((events, GAME.from_json(GAME.to_json(state))))
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_whole_game_renders_without_holes(lang: str) -> None:
    """Every event of whole games, every read-back, in every language: no id, no brace, no None."""
    for seed in (1, 2):
        for events, state in full_game(3, seed):
            for viewer in (None, 0, 1):
                texts = render(lang, GAME.present(GAME.observe(state, viewer), events))
                texts += render(lang, P.sheet_read(state, state.sheets[0]))
                texts += render(lang, P.scores_read(state, viewer))
                for text in texts:
                    assert "sixtyone-" not in text and "{" not in text and "None" not in text, text
        texts = render(lang, P.final_read(state, 0))
        assert len(texts) == 3


def test_roll_is_spoken_with_the_dice_cue() -> None:
    """Round and dice, lowest first, with a dice sound."""
    state, _ = GAME.new_game(Setup(1, 1, "standard", {}))
    msgs = GAME.present(GAME.observe(state, 0), [Event("roll", {"round": 3, "dice": [5, 2, 5]})])
    assert render("en", msgs) == ["Round 3. Rolled 2, 5 and 5."]
    assert msgs[0].cue == "dice"
    assert render("ru", msgs) == ["Раунд 3. Выпало 2, 5 и 5."]
    assert render("fr", msgs) == ["Manche 3. Les dés donnent 2, 5 et 5."]


def test_self_and_other_phrasing_and_hidden_choices() -> None:
    """You write / Anna writes; a hidden choice is not heard by others."""
    state, _ = GAME.new_game(Setup(1, 2, "standard", {}))
    state.dice = [2, 4, 4]
    events = GAME.apply(state, {"kind": "write", "area": MUGS, "value": 4, "cell": 3, "leaf": 2})
    assert render("en", GAME.present(GAME.observe(state, 0), events)) == [
        "You write 4 in Hot chocolate mugs, mug 4, plus 2 acorns. Leaf plus 2, total 2."
    ]
    assert GAME.present(GAME.observe(state, 1), events) == []
    events = GAME.apply(state, {"kind": "write", "area": 2, "value": 4, "cell": 0, "leaf": 4})
    heard_by_boris = render("en", GAME.present(GAME.observe(state, 1), events))
    assert heard_by_boris[:3] == [
        "You write 4 in Water lilies, lily 1, plus 1 acorn. Leaf plus 4, total 4.",
        "Round 1: everyone has chosen.",
        "Anna writes 4 in Hot chocolate mugs, mug 4, plus 2 acorns. Leaf plus 2, total 2.",
    ]
    assert not any("Boris writes" in t for t in heard_by_boris)  # his own choice is not repeated
    assert not any("You write" in t for t in heard_by_boris[1:])
    assert heard_by_boris[-1].startswith("Round 2. Rolled")
    russian = render("ru", GAME.present(GAME.observe(state, 1), events))
    assert "Anna вписывает 4: Чашки с горячим шоколадом, чашка 4, плюс 2 жёлудя. Листья: плюс 2, всего 2." in russian


def test_bonus_joker_and_area_cues() -> None:
    """Bonus, joker, area complete and area completed first each have their own cue."""
    state, _ = GAME.new_game(Setup(1, 1, "standard", {}))
    state.dice = [4, 5, 6]
    state.sheets[0].leaves = [5]
    state.sheets[0].areas[MUGS - 1] = [1, 2, 3, 4, None, 6]
    events = GAME.apply(state, {"kind": "write", "area": MUGS, "value": 5, "cell": 4, "leaf": 6})
    msgs = GAME.present(GAME.observe(state, 0), events)
    assert [m.cue for m in msgs] == ["marker", "area-complete", "joker"]
    events = GAME.apply(state, {"kind": "joker", "area": PUMPKINS, "cell": 0})
    msgs = GAME.present(GAME.observe(state, 0), events)
    assert [m.cue for m in msgs][:2] == ["joker", "area-first"]
    assert render("en", msgs)[1] == "You are first to complete Hot chocolate mugs: 3 bonus acorns."
    state.dice = [1, 2, 2]
    state.sheets[0].leaves[-1] = 19
    events = GAME.apply(state, {"kind": "write", "area": PUMPKINS, "value": 2, "cell": 2, "leaf": 2})
    msgs = GAME.present(GAME.observe(state, 0), events)
    assert msgs[1].cue == "bonus"
    assert render("en", msgs)[1] == "You reach 21 on the leaf row: 2 bonus acorns!"
    assert render("ru", msgs)[1] == "В вашем ряду листьев ровно 21: 2 бонусных жёлудя!"


def test_move_line_says_the_consequence() -> None:
    """Area, value, cell and acorns; leaf step and total; completion and leaf bonus."""
    state, _ = GAME.new_game(Setup(1, 1, "standard", {}))
    sheet = state.sheets[0]
    sheet.leaves = [19]
    sheet.areas[MUSHROOMS - 1] = [3, 4, None, None, None]
    line = P.move_line(sheet, {"kind": "write", "area": MUSHROOMS, "value": 5, "cell": 2, "leaf": 2})
    assert render("en", [line]) == [
        "Mushrooms, write 5 in mushroom 3 (2 acorns); leaf plus 2, total 21; bonus 2 acorns"
    ]
    sheet.areas[MARSHMALLOWS - 1] = [6, None, None, None, None]
    line = P.move_line(sheet, {"kind": "write", "area": MARSHMALLOWS, "value": 6, "cell": 1, "leaf": 1})
    assert render("en", [line]) == [
        "Marshmallows, write 6 in left skewer, marshmallow 2 (3 acorns); leaf plus 1, total 20"
    ]
    sheet.areas[MUGS - 1] = [1, 2, 3, 4, None, 6]
    line = P.move_line(sheet, {"kind": "joker", "area": MUGS, "cell": 4})
    assert render("en", [line]) == ["Hot chocolate mugs, joker X in mug 5 (1 acorn); completes the area"]
    line = P.move_line(sheet, {"kind": "pass", "leaf": 6})
    assert render("en", [line]) == ["Pass, nothing fits: leaf plus 6, total 25"]
    sheet.leaves = [57]
    line = P.move_line(sheet, {"kind": "pass", "leaf": 4})
    assert render("en", [line]) == ["Pass, nothing fits: leaf plus 4, total 61; bonus 5 acorns; ends the game"]
    assert render("fr", [line]) == [
        "Passer, rien ne convient\u00a0: feuilles plus 4, total 61\u00a0; bonus de 5 glands\u00a0; termine la partie"
    ]
    sheet.leaves = [5]
    line = P.move_line(sheet, {"kind": "write", "area": MUSHROOMS, "value": 5, "cell": 2, "leaf": 6})
    assert render("en", [line]) == ["Mushrooms, write 5 in mushroom 3 (2 acorns); leaf plus 6, total 11; bonus joker X"]
    sheet.leaves = [19]
    assert render(
        "ru", [P.move_line(sheet, {"kind": "write", "area": MUSHROOMS, "value": 5, "cell": 2, "leaf": 2})]
    ) == ["Грибы, гриб 3: вписать 5 (2 жёлудя); листья плюс 2, всего 21; бонус 2 жёлудя"]


def test_move_line_warns_when_the_joker_it_wins_would_be_lost() -> None:
    """A write that fills the last open cell and reaches 11 wins a joker with nowhere to go: the line says so."""
    state, _ = GAME.new_game(Setup(1, 1, "standard", {}))
    sheet = state.sheets[0]
    sheet.areas = [[JOKER] * len(cells) for cells in sheet.areas]
    sheet.areas[MUGS - 1][0] = None
    sheet.leaves = [6]
    state.dice = [1, 4, 5]
    move = {"kind": "write", "area": MUGS, "value": 1, "cell": 0, "leaf": 5}
    assert GAME.legal_moves(state, 0) == [move]
    assert render("en", [P.move_line(sheet, move)]) == [
        "Hot chocolate mugs, write 1 in mug 1 (1 acorn); leaf plus 5, total 11; completes the area; joker X lost, no cell open"
    ]
    assert render("ru", [P.move_line(sheet, move)]) == [
        "Чашки с горячим шоколадом, чашка 1: вписать 1 (1 жёлудь); листья плюс 5, всего 11; область заполнена; "
        "джокер X пропадёт: открытых ячеек нет"
    ]
    events = GAME.apply(state, move)
    assert "joker-lost" in [e.kind for e in events]


def test_area_and_leaf_read_back() -> None:
    """An area: values, empty cells, acorns, what fits; the leaf row: total, next bonus, distance."""
    state, _ = GAME.new_game(Setup(1, 1, "standard", {}))
    sheet = state.sheets[0]
    sheet.areas[FOX - 1] = [4, 2, None, None, None, None]
    sheet.areas[PUMPKINS - 1] = [5, None, JOKER, 1]
    assert render("en", [P.area_read(state, sheet, FOX)], verbosity="brief") == [
        "Fox den: bottom: 4, 2, empty; middle: empty, empty; top: empty. 2 acorns. 4 to fill, takes 1, 3, 4, 5 and 6."
    ]
    assert render("en", [P.area_read(state, sheet, PUMPKINS)]) == [
        "Pumpkins: pumpkin 1: 5, empty; pumpkin 2: X, 1. 3 acorns. 1 to fill, takes 5. Completing it first gives 3 acorns."
    ]
    sheet.leaves = [4, 9, 14]
    assert render("en", [P.leaf_read(sheet)]) == [
        "Leaf row: total 14, 17 of 20 leaves left. Next bonus at 21: 2 acorns, 7 away."
    ]
    sheet.leaves = [60, 64]
    assert render("en", [P.leaf_read(sheet)]) == ["Leaf row: total 64, past the last bonus; 18 of 20 leaves left."]
    assert render("ru", [P.area_read(state, sheet, FOX)], verbosity="brief") == [
        "Лисья нора: низ: 4, 2, пусто; середина: пусто, пусто; верхушка: пусто. 2 жёлудя. Осталось 4, подходит 1, 3, 4, 5 и 6."
    ]
    sheet.areas[MUGS - 1] = [1, 2, 3, JOKER, 5, 6]
    sheet.first[MUGS - 1] = True
    assert render("ru", [P.area_read(state, sheet, MUGS)]) == [
        "Чашки с горячим шоколадом: 1, 2, 3, X, 5, 6. 7 желудей. Заполнено, бонус за первое заполнение: 3 жёлудя."
    ]
    assert render("en", [P.area_read(state, sheet, MUGS)]) == [
        "Hot chocolate mugs: 1, 2, 3, X, 5, 6. 7 acorns. Complete, first: 3 bonus acorns."
    ]


def test_cell_line_says_open_for_this_roll() -> None:
    """A cell: content, name, area, acorns (full), and the dice values that fit it now."""
    state, _ = GAME.new_game(Setup(1, 1, "standard", {}))
    state.dice = [3, 5, 6]
    sheet = state.sheets[0]
    assert render("en", [P.cell_line(state, sheet, MUSHROOMS, 0, False)]) == [
        "empty, mushroom 1, Mushrooms, 1 acorn. Open: 3 and 5."
    ]
    assert render("en", [P.cell_line(state, sheet, MUGS, 0, False)]) == [
        "empty, mug 1, Hot chocolate mugs, 1 acorn. Closed for this roll."
    ]
    sheet.areas[PUMPKINS - 1][0] = 2
    assert render("en", [P.cell_line(state, sheet, PUMPKINS, 0, False)], verbosity="brief") == [
        "2, pumpkin 1, cell 1, Pumpkins."
    ]
    # Russian and French wording that fits masculine and feminine cells alike (гриб, чашка; champignon, tasse)
    assert render("ru", [P.cell_line(state, sheet, MUSHROOMS, 0, False)], verbosity="brief") == [
        "пусто, гриб 1, Грибы. Подходит: 3 и 5."
    ]
    assert render("ru", [P.cell_line(state, sheet, MUGS, 0, False)], verbosity="brief") == [
        "пусто, чашка 1, Чашки с горячим шоколадом. Для этого броска ничего не подходит."
    ]
    assert render("fr", [P.cell_line(state, sheet, MUGS, 0, False)], verbosity="brief") == [
        "vide, tasse 1, Tasses de chocolat chaud. Rien ne va ici pour ce lancer."
    ]


def test_russian_acorn_plurals() -> None:
    """1 жёлудь, 2 жёлудя, 5 желудей, 21 жёлудь, 11 желудей."""
    ru = catalog("ru")
    forms = {n: ru.text("sixtyone-bonus-acorns", acorns=n) for n in (1, 2, 5, 21, 11)}
    assert forms == {1: "1 жёлудь", 2: "2 жёлудя", 5: "5 желудей", 21: "21 жёлудь", 11: "11 желудей"}


def test_locale_files_use_no_variable_english_lacks() -> None:
    """Translations never invent a variable."""

    def variables(message: ast.Message) -> set[str]:
        names: set[str] = set()

        def walk(node: object) -> None:
            if isinstance(node, ast.VariableReference):
                names.add(node.id.name)
            if isinstance(node, ast.BaseNode):
                for value in vars(node).values():
                    for item in value if isinstance(value, list) else [value]:
                        walk(item)

        walk(message)
        return names

    english = ids("en")
    for lang in ("ru", "fr"):
        for mid, message in ids(lang).items():
            assert variables(message) <= variables(english[mid]), (lang, mid)


def test_ftl_files_exist_for_every_language() -> None:
    """One sixtyone.ftl per language."""
    for lang in LANGUAGES:
        assert Path(locales_dir() / lang / "sixtyone.ftl").is_file()


def test_cell_line_follows_the_coordinates_setting() -> None:
    """Coordinates first, last (the default) or off."""
    state, _ = GAME.new_game(Setup(1, 1, "standard", {}))
    state.dice = [3, 5, 6]
    sheet = state.sheets[0]
    sheet.areas[MUSHROOMS - 1][0] = 4
    line = {
        c: render("en", [P.cell_line(state, sheet, MUSHROOMS, 0, False)], verbosity="brief", coordinates=c)[0]
        for c in ("first", "last", "off")
    }
    assert line == {"first": "mushroom 1, Mushrooms: 4.", "last": "4, mushroom 1, Mushrooms.", "off": "4."}
    assert render("fr", [P.cell_line(state, sheet, MUSHROOMS, 1, False)], verbosity="brief", coordinates="first") == [
        "champignon 2, Champignons\u00a0: vide. Accepte\u00a0: 3 et 5."
    ]


def test_french_names_are_never_after_de_or_que() -> None:
    """French needs "d'Anna": a player's name never follows "de" or "que", so no elision is missed."""
    text = (Path(__file__).resolve().parent.parent / "locales" / "fr" / "sixtyone.ftl").read_text(encoding="utf-8")
    assert not re.search(r"\b(de|que|le) \{ \$player \}", text)
