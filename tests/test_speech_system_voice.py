"""The system voice of Windows and macOS (pyttsx3's SAPI5 or NSSpeech), driven from the threads the app speaks on."""

from __future__ import annotations

import sys
import threading
import types
from typing import Any

import pytest

from accessible_games.speech import savefile


class FakeEngine:
    """A pyttsx3 engine that notes the thread of every call, as a COM voice would care."""

    def __init__(self, threads: list[tuple[str, int]]) -> None:
        self.threads = threads
        self.threads.append(("init", threading.get_ident()))

    def getProperty(self, name: str) -> Any:  # noqa: N802 - pyttsx3's API
        self.threads.append(("getProperty", threading.get_ident()))
        return [types.SimpleNamespace(id="fr-voice", name="Amélie", languages=["fr_FR"])]

    def setProperty(self, name: str, value: Any) -> None:  # noqa: N802 - pyttsx3's API
        self.threads.append(("setProperty", threading.get_ident()))

    def save_to_file(self, text: str, path: str) -> None:
        self.threads.append(("save_to_file", threading.get_ident()))
        open(path, "wb").close()

    def runAndWait(self) -> None:  # noqa: N802 - pyttsx3's API
        self.threads.append(("runAndWait", threading.get_ident()))


class FakeMixer:
    """Just enough of a mixer: the file the engine wrote becomes some samples."""

    frequency = 22050
    channels = 1

    def sound_from_file(self, path: str) -> Any:
        return types.SimpleNamespace(get_raw=lambda: b"\x01\x00" * 10)


def test_the_engine_is_made_and_driven_on_one_thread_where_com_is_set_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """SAPI5 is a COM server: made on a thread with COM set up, and every later call (from the speaking
    thread, the interface thread, the doctor) made on that same thread; called from a worker thread that had
    never initialised COM it failed with CO_E_NOTINITIALIZED."""
    threads: list[tuple[str, int]] = []
    com_threads: list[int] = []
    monkeypatch.setitem(sys.modules, "pyttsx3", types.SimpleNamespace(init=lambda driver=None: FakeEngine(threads)))
    monkeypatch.setattr(savefile, "com_ready", lambda: com_threads.append(threading.get_ident()))
    synth = savefile.SaveFileSynth(FakeMixer(), driver="sapi5")  # type: ignore[arg-type]
    heard: list[bytes] = []

    def speak() -> None:
        synth.configure("fr", 50)
        synth.synthesize("Bonjour", lambda pcm: heard.append(pcm) or True)

    speak()
    worker = threading.Thread(target=speak)  # the tts route's own speaking thread
    worker.start()
    worker.join(10)
    assert len(heard) == 2 and synth.voice_for("fr") is not None
    assert len(com_threads) == 1
    assert {name for name, _ in threads} == {"init", "getProperty", "setProperty", "save_to_file", "runAndWait"}
    assert {thread for _, thread in threads} == set(com_threads)
    assert com_threads[0] not in (threading.get_ident(), worker.ident)
