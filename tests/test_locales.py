"""Every message exists in ru, en and fr, with the same variables, and every id the code names exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from accessible_games.i18n import LANGUAGES, catalog, locales_dir

ROOT = Path(__file__).resolve().parent.parent


class _Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802 - visitor API
        self.names.add(node.id.name)
        self.generic_visit(node)


def _messages(lang: str) -> dict[str, set[str]]:
    """Message id (and id.attribute) -> the variables it uses, for one language; junk fails."""
    out: dict[str, set[str]] = {}
    for path in sorted((locales_dir() / lang).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                pytest.fail(f"{path}: syntax error near {entry.content[:80]!r}")
            if isinstance(entry, ast.Message):
                assert entry.id.name not in out, f"{path}: {entry.id.name} defined twice"
                finder = _Variables()
                finder.visit(entry)
                out[entry.id.name] = finder.names
    return out


MESSAGES = {lang: _messages(lang) for lang in LANGUAGES}


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_same_ids_as_english(lang: str) -> None:
    """No message is missing in any locale, and no locale has one English lacks."""
    english, other = set(MESSAGES["en"]), set(MESSAGES[lang])
    assert sorted(english - other) == [], f"missing in {lang}"
    assert sorted(other - english) == [], f"only in {lang}"


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_no_variable_english_lacks(lang: str) -> None:
    """A translation may drop a variable (Russian plurals often do) but never invent one."""
    bad = {
        mid: sorted(names - MESSAGES["en"][mid])
        for mid, names in MESSAGES[lang].items()
        if mid in MESSAGES["en"] and names - MESSAGES["en"][mid]
    }
    assert bad == {}


def test_code_names_only_existing_messages() -> None:
    """Every literal message id in the code is defined (in English, hence everywhere)."""
    pattern = re.compile(r"""\bmsg\(\s*["']([a-z0-9][a-z0-9_-]*)["']""")
    missing = set()
    for path in (ROOT / "accessible_games").rglob("*.py"):
        for message_id in pattern.findall(path.read_text(encoding="utf-8")):
            if message_id not in MESSAGES["en"]:
                missing.add(f"{path.name}: {message_id}")
    assert sorted(missing) == []


def test_russian_plurals() -> None:
    """Russian counts take the right form: 1 игрок, 3 игрока, 5 игроков, 21 игрок, 11 игроков."""
    ru = catalog("ru")
    assert ru.text("new-seat-removed", count=1).endswith("Остался 1 игрок.")
    assert ru.text("new-seat-removed", count=3).endswith("3 игрока.")
    assert ru.text("new-seat-removed", count=5).endswith("5 игроков.")
    assert ru.text("final-place", self=False, player="Анна", score=21, place=1) == "Анна: 21 очко, место 1."
    assert ru.text("final-place", self=False, player="Анна", score=11, place=2) == "Анна: 11 очков, место 2."


def test_no_isolation_marks() -> None:
    """Speech engines read Unicode isolation marks aloud; the catalogue never produces them."""
    text = catalog("fr").text("game-started", game="Ramsès II", players="Anna, Robot 1")
    assert "\u2068" not in text and "\u2069" not in text
    assert text == "Nouvelle partie\u00a0: Ramsès II. Joueurs\u00a0: Anna, Robot 1."
