"""Settings are saved atomically, read back equal, and a damaged file gives defaults and is kept aside."""

from __future__ import annotations

import json
from pathlib import Path

from accessible_games.settings import Settings, load_settings, save_settings, settings_path


def test_round_trip() -> None:
    """Every setting survives a save and a load."""
    settings = Settings(
        lang="fr",
        speech="screenreader",
        rate=70,
        volume=40,
        cue_volume=20,
        verbosity="brief",
        coordinates="first",
        turn_cue="off",
        sound="off",
    )
    assert save_settings(settings)
    loaded, problem = load_settings()
    assert problem is None
    assert loaded == settings


def test_damaged_file_gives_defaults_and_is_kept(tmp_path: Path) -> None:
    """A damaged file is renamed aside (content intact) and defaults are used."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"lang": "ru", "rate": ', encoding="utf-8")
    loaded, problem = load_settings()
    assert problem == "damaged"
    assert loaded.rate == Settings().rate
    kept = list(path.parent.glob("settings.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == '{"lang": "ru", "rate": '
    assert not path.exists()


def test_newer_version_is_kept_aside() -> None:
    """A settings file from a newer version is not overwritten."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 99, "lang": "fr"}), encoding="utf-8")
    _loaded, problem = load_settings()
    assert problem == "newer"
    assert list(path.parent.glob("settings.json.damaged-*"))


def test_out_of_range_values_fall_back() -> None:
    """Unknown values keep the default; numbers are clamped."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "lang": "xx", "rate": 500, "verbosity": "loud"}), encoding="utf-8")
    loaded, problem = load_settings()
    assert problem is None
    assert loaded.rate == 100 and loaded.verbosity == "full" and loaded.lang in ("ru", "en", "fr")


def test_unwritable_folder_reports_false(tmp_path: Path) -> None:
    """Saving into a folder that cannot be written returns False instead of raising."""
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    assert save_settings(Settings(), blocker / "settings.json") is False


def test_default_language_follows_the_system(monkeypatch) -> None:
    """LANG=ru_RU gives Russian, fr_CA French, an unknown or C locale English."""
    from accessible_games.i18n import system_language

    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    for value, expected in (("ru_RU.UTF-8", "ru"), ("fr_CA.UTF-8", "fr"), ("de_DE.UTF-8", "en"), ("en_GB.UTF-8", "en")):
        monkeypatch.setenv("LANG", value)
        assert system_language() == expected
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    assert system_language() == "fr"
    assert Settings.from_json({}).lang == "fr"
