"""A game folder's own messages are heard by every catalogue, including one made before the folder was found:
the menus, `accessible-games games` and the page keep the catalogue they first took."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games import i18n
from accessible_games.i18n import add_locales, catalog


def game_folder(root: Path, name: str, titles: dict[str, str]) -> Path:
    """A game's `locales/` folder holding `<name>-title` in each language."""
    for lang, title in titles.items():
        (root / "locales" / lang).mkdir(parents=True)
        (root / "locales" / lang / f"{name}.ftl").write_text(f"{name}-title = {title}\n", encoding="utf-8")
    return root / "locales"


def test_a_catalogue_taken_before_a_game_folder_is_added_speaks_its_messages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The English and French catalogues in use before the game registers say its title, not the message id."""
    monkeypatch.setattr(i18n, "_GAME_LOCALES", list(i18n._GAME_LOCALES))
    english, french = catalog("en"), catalog("fr")
    assert english.text("zircon-title") == "zircon-title"  # not known yet: the id, as before
    add_locales(game_folder(tmp_path, "zircon", {"en": "Zircon", "fr": "Zircon rouge", "ru": "Циркон"}))
    assert english.text("zircon-title") == "Zircon"
    assert french.text("zircon-title") == "Zircon rouge"
    assert catalog("ru") is catalog("ru") and catalog("ru").text("zircon-title") == "Циркон"
    assert english is catalog("en")  # one shared catalogue: nobody holds a stale copy


def test_a_message_only_english_has_falls_back_to_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_GAME_LOCALES", list(i18n._GAME_LOCALES))
    russian = catalog("ru")
    add_locales(game_folder(tmp_path, "quartz", {"en": "Quartz"}))
    assert russian.text("quartz-title") == "Quartz"


def test_a_message_heard_with_a_gap_is_heard_whole_once_the_file_it_names_is_loaded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A message naming one in a file not loaded yet is said with a gap at first; once that file is loaded the
    same request says it whole (formatted texts are kept, but never one with a gap)."""
    monkeypatch.setattr(i18n, "_GAME_LOCALES", list(i18n._GAME_LOCALES))
    (tmp_path / "locales" / "en").mkdir(parents=True)
    (tmp_path / "locales" / "en" / "tourmaline.ftl").write_text(
        "tourmaline-title = { obsidian-name } tourmaline\n", encoding="utf-8"
    )
    (tmp_path / "locales" / "en" / "obsidian.ftl").write_text("obsidian-name = Obsidian\n", encoding="utf-8")
    add_locales(tmp_path / "locales")
    english = catalog("en")
    assert english.text("tourmaline-title") == "{obsidian-name} tourmaline"
    assert english.text("obsidian-name") == "Obsidian"
    assert english.text("tourmaline-title") == "Obsidian tourmaline"


def test_the_same_arguments_of_other_types_are_formatted_each_by_its_type(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A kept text answers only the same arguments of the same types: yes is not 1, 1.5 is not 1."""
    monkeypatch.setattr(i18n, "_GAME_LOCALES", list(i18n._GAME_LOCALES))
    (tmp_path / "locales" / "en").mkdir(parents=True)
    (tmp_path / "locales" / "en" / "garnet.ftl").write_text(
        "garnet-count = { $n ->\n    [yes] all of them\n    [one] one garnet\n   *[other] { $n } garnets\n}\n",
        encoding="utf-8",
    )
    add_locales(tmp_path / "locales")
    english = catalog("en")
    assert english.text("garnet-count", n=1) == "one garnet"
    assert english.text("garnet-count", n=True) == "all of them"
    assert english.text("garnet-count", n=1.5) == "1.5 garnets"
    assert english.text("garnet-count", n=1) == "one garnet"
