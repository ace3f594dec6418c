"""Voice keys on every screen (rate, speech volume, cue volume), Ctrl+C and Ctrl+D, and the voice choice."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.settings import load_settings
from accessible_games.speech.base import Voice
from accessible_games.startup import voice_of
from accessible_games.ui.screens import SettingsMenu
from accessible_games.ui.testing import Harness


def harness(home: Path) -> Harness:
    """The app with its voice applied to the recording speaker, as start-up wires it."""
    h = Harness(home)
    h.app.apply_voice = lambda settings: h.speaker.set_voice(voice_of(settings))
    return h


def test_rate_keys_speak_the_new_value_and_save_it(tmp_path: Path) -> None:
    """F6 faster, F5 slower: the value is said at once, the voice gets it, the settings file has it."""
    h = harness(tmp_path)
    h.open_menu()
    h.clear()
    h.press("f6")
    assert h.said() == ["Speech rate 55 percent"]
    assert h.speaker.voice.rate == 55
    assert load_settings()[0].rate == 55
    h.press("f5", "f5")
    assert h.last() == "Speech rate 45 percent"
    assert load_settings()[0].rate == 45


def test_volume_keys_stop_at_the_edges_with_the_edge_cue(tmp_path: Path) -> None:
    """F8 at 100 stays at 100 (edge cue, value said again); F7 lowers by 10."""
    h = Harness(tmp_path)
    h.open_menu()
    h.clear()
    h.press("f8")
    assert h.last() == "Speech volume 100 percent" and "edge" in h.cues.names()
    h.press("f7")
    assert h.last() == "Speech volume 90 percent" and load_settings()[0].volume == 90


def test_cue_volume_keys_play_a_cue_at_the_new_volume(tmp_path: Path) -> None:
    """F9 quieter, F10 louder: the cue player gets the volume, then a cue is heard at it."""
    h = Harness(tmp_path)
    h.open_menu()
    h.clear()
    h.press("f9")
    assert h.last() == "Sound cue volume 70 percent"
    assert h.cues.volume == 70 and h.cues.names()[-1] == "move"
    assert load_settings()[0].cue_volume == 70


def test_voice_keys_work_in_a_game_and_in_settings(tmp_path: Path) -> None:
    """Everywhere: on the board, and in the settings menu (where the rate line then agrees)."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,bot", seed=5)
    h.run_bots()
    h.clear()
    h.press("f6")
    assert h.last() == "Speech rate 55 percent"
    h.app.push(SettingsMenu(h.app))
    h.press("f6")
    assert h.last() == "Speech rate 60 percent"
    assert "Speech rate: 60" in [h.app.text(item.text_msg()) for item in h.app.top.items]


def test_with_a_screen_reader_the_rate_key_says_the_screen_reader_keeps_its_own(tmp_path: Path) -> None:
    """The screen reader's own rate applies; the key says so rather than pretend."""
    h = Harness(tmp_path)
    h.speaker.name = "screenreader"
    h.open_menu()
    h.press("f6")
    assert h.last() == "Speech rate 55 percent, for the app's own voice; your screen reader keeps its own rate."


@pytest.mark.parametrize("key", ["c-c", "c-d"])
def test_ctrl_c_and_ctrl_d_in_a_game_ask_like_ctrl_q(tmp_path: Path, key: str) -> None:
    """In a game they ask first (No focused); at the main menu they quit."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,bot", seed=5)
    h.run_bots()
    h.clear()
    h.press(key)
    assert h.said() == ["Quit now? The game is saved; Continue resumes it.", "No, 1 of 2"]
    assert h.app.running
    menu = Harness(tmp_path / "menu")
    menu.open_menu()
    menu.press(key)
    assert not menu.app.running


def test_a_voice_is_chosen_per_language_and_reaches_the_synthesizer(tmp_path: Path) -> None:
    """Settings: the voice line cycles through the installed English voices, saved at once."""
    h = Harness(tmp_path)
    applied: list[Voice] = []
    h.app.apply_voice = lambda settings: applied.append(
        Voice(settings.lang, settings.rate, settings.volume, settings.voices.get(settings.lang))
    )
    h.app.push(SettingsMenu(h.app))
    menu = h.app.top
    menu.index = [item.key for item in menu.items].index("voice")
    h.clear()
    h.press("right")
    chosen = load_settings()[0].voices.get("en")
    if chosen is None:
        pytest.skip("no English voice installed for the app's own speech")
    assert h.last().startswith("Voice for English: ") and f"({chosen})" in h.last()
    assert applied[-1].name == chosen
    h.press("left")
    assert h.last().startswith("Voice for English: the usual voice")
    assert load_settings()[0].voices == {}


@pytest.mark.linux_only  # espeak-ng comes from espeakng-loader, which ships for Linux alone
def test_espeak_uses_the_chosen_voice() -> None:
    """A chosen voice of the language changes the sound; an unknown one is ignored."""
    from accessible_games.speech.espeak import espeak_synth

    synth = espeak_synth()
    english = [v.identifier for v in synth.voices_of("en")]
    if len(english) < 2:
        pytest.skip("fewer than two English voices installed")
    other = next(identifier for identifier in english if identifier != "gmw/en")

    def samples() -> bytes:
        out = bytearray()
        synth.configure("en", 50)
        synth.synthesize("Row four, column six.", lambda chunk: out.extend(chunk) or True)
        return bytes(out)

    try:
        synth.choose_voice("en", None)
        usual = samples()
        synth.choose_voice("en", other)
        assert synth.voice_for("en").identifier == other
        assert samples() != usual
        synth.choose_voice("en", "no/such-voice")
        assert synth.voice_for("en").identifier == "gmw/en"
    finally:
        synth.choose_voice("en", None)
