"""Speech problems met during play are told to the player once: a missing voice, a failing transcript."""

from __future__ import annotations

from pathlib import Path

from accessible_games.speech.base import RecordSpeaker
from accessible_games.speech.factory import missing_voice
from accessible_games.speech.transcript import FAILED, TranscriptSpeaker


class _Synth:
    def __init__(self, voices: dict[str, str]) -> None:
        self.voices = voices

    def voice_for(self, lang: str) -> str | None:
        return self.voices.get(lang)


class _SelfVoicing(RecordSpeaker):
    def __init__(self, synth: _Synth) -> None:
        super().__init__()
        self.synth = synth


def test_missing_voice_is_detected_through_a_transcript() -> None:
    """No voice at all for the language: reported; a voice present, or a screen reader: not reported."""
    speaker = _SelfVoicing(_Synth({"en": "gmw/en"}))
    assert missing_voice(speaker, "ru")
    assert not missing_voice(speaker, "en")
    assert not missing_voice(RecordSpeaker(), "ru")


def test_transcript_failure_mid_game_is_told_once(tmp_path: Path) -> None:
    """A write that fails after start-up calls on_problem once; speech goes on."""
    inner = RecordSpeaker()
    speaker = TranscriptSpeaker(inner, tmp_path / "t.txt")
    told: list[str] = []
    speaker.on_problem = told.append
    speaker.speak("one", True)
    speaker._file.close()  # the disk goes away under the transcript
    speaker.speak("two", False)
    speaker.speak("three", False)
    assert told == [FAILED]
    assert inner.texts() == ["one", "two", "three"]
    assert (tmp_path / "t.txt").read_text(encoding="utf-8") == "one\n"
