"""Locale files are parsed once and kept parsed beside them (as bytecode is), and a kept copy never misleads."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from accessible_games.i18n import locales_dir, parsed
from accessible_games.i18n.parsed import kept_copy, parse_file


def messages(resource: object) -> dict[str, str]:
    """Each message id of a parsed file with its serialized form (what the catalogue formats)."""
    from fluent.syntax import FluentSerializer

    serializer = FluentSerializer()
    return {entry.id.name: serializer.serialize_entry(entry) for entry in resource.body if hasattr(entry, "id")}  # type: ignore[attr-defined]


@pytest.fixture
def app_ftl(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the English app.ftl in a folder of its own, with bytecode (and so kept copies) allowed."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    path = tmp_path / "en" / "app.ftl"
    path.parent.mkdir()
    path.write_bytes((locales_dir() / "en" / "app.ftl").read_bytes())
    return path


def test_a_file_is_kept_parsed_and_read_back_the_same_without_parsing(
    app_ftl: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first read parses and keeps the result; the next reads it back, equal, without the parser."""
    first = parse_file(app_ftl)
    assert kept_copy(app_ftl, app_ftl.read_bytes()).exists()

    def no_parser(text: str) -> None:
        raise AssertionError("parsed again")

    monkeypatch.setattr("fluent.runtime.FluentResource", no_parser)
    again = parse_file(app_ftl)
    assert messages(again) == messages(first) and "settings-title" in messages(first)


def test_a_changed_file_is_parsed_anew_and_its_old_copy_dropped(app_ftl: Path) -> None:
    """Editing the file (a translator's fix) is heard at once: the kept copy of the old text is not used."""
    parse_file(app_ftl)
    old = kept_copy(app_ftl, app_ftl.read_bytes())
    app_ftl.write_text(app_ftl.read_text(encoding="utf-8") + "\nadded-line = A new line\n", encoding="utf-8")
    fresh = parse_file(app_ftl)
    assert messages(fresh)["added-line"].strip() == "added-line = A new line"
    assert not old.exists() and kept_copy(app_ftl, app_ftl.read_bytes()).exists()


@pytest.mark.parametrize("damage", [b"", b"\x80\x05garbage", b"not a pickle at all", None])
def test_a_damaged_or_foreign_copy_is_parsed_anew(app_ftl: Path, damage: bytes | None) -> None:
    """A copy cut short, garbled or holding something else than parsed messages: the file is parsed again."""
    import pickle

    kept = kept_copy(app_ftl, app_ftl.read_bytes())
    kept.parent.mkdir()
    kept.write_bytes(damage if damage is not None else pickle.dumps({"body": []}))
    resource = parse_file(app_ftl)
    assert "settings-title" in messages(resource)


def test_where_nothing_can_be_kept_the_file_is_parsed_every_time(app_ftl: Path) -> None:
    """Where the copy cannot be written (here its folder's name is taken by a file, as a read-only install refuses
    even its owner), the file is parsed and read as usual, without a word."""
    (app_ftl.parent / parsed.CACHE_FOLDER).write_text("not a folder", encoding="utf-8")
    assert "settings-title" in messages(parse_file(app_ftl))
    assert "settings-title" in messages(parse_file(app_ftl))
    assert (app_ftl.parent / parsed.CACHE_FOLDER).read_text(encoding="utf-8") == "not a folder"


def test_nothing_is_kept_when_python_keeps_no_bytecode(app_ftl: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PYTHONDONTWRITEBYTECODE (or -B) also means no parsed copy is written."""
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    assert "settings-title" in messages(parse_file(app_ftl))
    assert not (app_ftl.parent / parsed.CACHE_FOLDER).exists()
