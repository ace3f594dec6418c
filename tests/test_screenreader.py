"""The screen-reader routes through PRISM (with stand-in backends), and finding a running screen reader."""

from __future__ import annotations

import sys
import threading
import types
from pathlib import Path
from typing import Any

import pytest

from accessible_games.speech.base import Voice
from accessible_games.speech.detect import Found, detect_screen_reader, screen_reader_process
from accessible_games.speech.screenreader import (
    FAILED_LATER,
    NO_SCREEN_READER,
    PRISM_BROKEN,
    PRISM_MISSING,
    PrismSpeaker,
    RouteUnavailable,
    is_speech_dispatcher,
    load_prism,
    open_backend,
)


class FakeBackend:
    """Records the calls a PRISM backend gets; offers the features it is given."""

    def __init__(self, name: str = "NVDA", fail: bool = False, **features: bool) -> None:
        self.name = name
        self.fail = fail
        self.features = types.SimpleNamespace(**features)
        self.calls: list[tuple[Any, ...]] = []
        self.voices = [("English (America)", "en-us"), ("Russian", "ru"), ("Russian+Anika", "ru"), ("French", "fr")]

    def output(self, text: str, interrupt: bool) -> None:
        if self.fail:
            raise OSError("the screen reader went away")
        self.calls.append(("output", text, interrupt))

    def speak(self, text: str, interrupt: bool) -> None:
        if self.fail:
            raise OSError("the screen reader went away")
        self.calls.append(("speak", text, interrupt))

    def braille(self, text: str) -> None:
        self.calls.append(("braille", text))

    def stop(self) -> None:
        self.calls.append(("stop",))

    def __setattr__(self, name: str, value: Any) -> None:
        if name in ("rate", "volume", "voice"):
            self.calls.append((name, value))
        object.__setattr__(self, name, value)

    @property
    def voices_count(self) -> int:
        return len(self.voices)

    def get_voice_name(self, index: int) -> str:
        return self.voices[index][0]

    def get_voice_language(self, index: int) -> str:
        return self.voices[index][1]


def settle(speaker: PrismSpeaker) -> None:
    """Wait for the worker to hand every call to the backend."""
    assert speaker.wait_idle(5.0)


# --- the speaker ---------------------------------------------------------------------------


def test_output_sends_speech_and_braille_in_one_call_and_keeps_interrupt() -> None:
    """A screen reader that offers output gets each line once; navigation interrupts, events queue."""
    backend = FakeBackend(supports_output=True, supports_braille=True, supports_stop=True)
    speaker = PrismSpeaker(backend, "screenreader")
    speaker.speak("Row 1,\ncolumn 4\x1b[2J", interrupt=True)
    speaker.speak("Anna rolled 3, 3 and 5", interrupt=False)
    speaker.speak("  ", interrupt=True)
    speaker.stop()
    settle(speaker)
    assert backend.calls == [
        ("output", "Row 1, column 4", True),
        ("output", "Anna rolled 3, 3 and 5", False),
        ("stop",),
    ]
    speaker.close()


def test_without_output_speech_and_braille_go_separately() -> None:
    """A backend with speak and braille but no output: both, in order; no braille where none is offered."""
    backend = FakeBackend(supports_braille=True)
    speaker = PrismSpeaker(backend, "screenreader")
    speaker.speak("Your turn", interrupt=True)
    speaker.stop()  # stop is not offered: nothing is sent
    settle(speaker)
    assert backend.calls == [("speak", "Your turn", True), ("braille", "Your turn")]
    plain = FakeBackend()
    other = PrismSpeaker(plain, "screenreader")
    other.speak("Your turn", interrupt=False)
    settle(other)
    assert plain.calls == [("speak", "Your turn", False)]


def test_the_screen_reader_keeps_its_own_voice() -> None:
    """Rate, volume and a voice never reach the player's screen reader."""
    features = dict(
        supports_set_rate=True, supports_set_volume=True, supports_set_voice=True, supports_get_voice_language=True
    )
    reader = FakeBackend(**features)
    speaker = PrismSpeaker(reader, "screenreader", Voice("ru", 80, 40))
    speaker.set_voice(Voice("fr", 10, 10))
    speaker.speak("Bonjour", interrupt=True)
    settle(speaker)
    assert reader.calls == [("speak", "Bonjour", True)]


def test_a_backend_that_fails_later_falls_back_to_lines_and_says_so_once() -> None:
    """The screen reader quits mid-game: the line is still printed, the problem told once, no traceback."""
    backend = FakeBackend(fail=True, supports_output=True)
    printed: list[str] = []
    problems: list[str] = []
    speaker = PrismSpeaker(backend, "screenreader", fallback=printed.append)
    speaker.on_problem = problems.append
    speaker.speak("Main menu", interrupt=True)
    settle(speaker)
    speaker.speak("Play, 1 of 7", interrupt=True)
    assert printed == ["Main menu", "Play, 1 of 7"]
    assert problems == [FAILED_LATER]


# --- opening a route: one cause per failure -----------------------------------------------


def fake_prism(create: Any = None, best: Any = None) -> Any:
    """A stand-in prism module whose Context creates what it is told (or raises it)."""

    class Context:
        def create(self, backend_id: Any) -> Any:
            if create is None:
                raise ValueError("Backend not available")
            if isinstance(create, BaseException):
                raise create
            return create

        def create_best(self) -> Any:
            if isinstance(best, BaseException):
                raise best
            return best

    return types.SimpleNamespace(
        __name__="fake_prism", Context=Context, BackendId=types.SimpleNamespace(SPEECH_DISPATCHER=1)
    )


@pytest.mark.parametrize("platform", ["win32", "darwin", "linux"])
def test_the_screenreader_route_takes_prisms_best_backend_on_every_system(
    platform: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """NVDA on Windows, VoiceOver on macOS, Orca on Linux: whatever PRISM ranks first; none gives a reason."""
    monkeypatch.setattr(sys, "platform", platform)
    best = {"win32": "NVDA", "darwin": "VoiceOver", "linux": "Orca"}[platform]
    assert open_backend("screenreader", fake_prism(best=FakeBackend(best))).name == best
    with pytest.raises(RouteUnavailable) as error:
        open_backend("screenreader", fake_prism(best=ValueError("Invalid or unsupported backend")))
    assert error.value.reason == NO_SCREEN_READER


def test_prisms_speech_dispatcher_backend_is_not_taken_for_a_screen_reader() -> None:
    """Orca before 49 has no channel of its own: PRISM's best is then speech-dispatcher, which the route
    does not use as if it were the player's screen reader."""
    assert is_speech_dispatcher(FakeBackend("Speech Dispatcher"))
    assert not is_speech_dispatcher(FakeBackend("Orca")) and not is_speech_dispatcher(FakeBackend("NVDA"))


class HangingBackend(FakeBackend):
    """A screen reader that answers the first call, then never returns from the next one."""

    def __init__(self) -> None:
        super().__init__(supports_output=True)
        self.release = threading.Event()

    def output(self, text: str, interrupt: bool) -> None:
        if self.calls:
            self.release.wait(30)
        self.calls.append(("output", text, interrupt))


def test_a_backend_that_hangs_ends_the_route_and_lines_take_over() -> None:
    """A call that never returns: after the call timeout, every message is printed and the player told once."""
    backend = HangingBackend()
    printed: list[str] = []
    problems: list[str] = []
    speaker = PrismSpeaker(backend, "screenreader", fallback=printed.append, call_timeout=0.2)
    speaker.speak("Main menu", interrupt=True)
    settle(speaker)
    speaker.speak("Play, 1 of 7", interrupt=True)  # hangs in the backend
    speaker.speak("Anna rolled 6", interrupt=False)  # queued behind it
    assert speaker.wait_idle(10.0) is False and speaker.failed
    speaker.on_problem = problems.append  # attached after the failure: still told, once
    speaker.speak("Settings, 2 of 7", interrupt=True)
    assert printed == ["Play, 1 of 7", "Anna rolled 6", "Settings, 2 of 7"]  # nothing unheard is lost
    assert problems == [FAILED_LATER]
    backend.release.set()
    speaker.close()


def test_prism_missing_and_prism_broken_are_told_apart(monkeypatch: pytest.MonkeyPatch) -> None:
    """Not installed vs installed but its native library does not load (an old system library, say)."""
    monkeypatch.setitem(sys.modules, "prism", None)
    with pytest.raises(RouteUnavailable) as missing:
        load_prism()
    assert missing.value.reason == PRISM_MISSING
    import builtins

    real_import = builtins.__import__

    def failing_import(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "prism":
            raise OSError("libgiomm-2.68.so.1: cannot open shared object file")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", failing_import)
    with pytest.raises(RouteUnavailable) as broken:
        load_prism()
    assert broken.value.reason == PRISM_BROKEN and "libgiomm" in broken.value.detail


def test_the_real_prism_package_loads_and_lists_its_backends() -> None:
    """prismatoid is a dependency where it ships wheels: it loads, and knows this system's backends."""
    pytest.importorskip("prism", reason="prismatoid has no wheel for this system")
    prism = load_prism()
    context = prism.Context()
    names = {context.id_of(index).name for index in range(context.backends_count)}
    expected = {"linux": {"ORCA", "SPEECH_DISPATCHER"}, "win32": {"NVDA", "SAPI"}, "darwin": {"VOICE_OVER"}}
    assert expected.get(sys.platform, set()) <= names


# --- finding a running screen reader ---------------------------------------------------------


def fake_proc(tmp_path: Path, processes: dict[int, tuple[str, list[str]]]) -> Path:
    """A /proc with the given processes: pid -> (command name, argv)."""
    proc = tmp_path / "proc"
    for pid, (comm, argv) in processes.items():
        folder = proc / str(pid)
        folder.mkdir(parents=True)
        (folder / "comm").write_text(comm + "\n", encoding="utf-8")
        (folder / "cmdline").write_bytes(b"\0".join(arg.encode() for arg in argv) + b"\0")
    (proc / "self").mkdir(parents=True, exist_ok=True)
    return proc


def test_screen_readers_are_found_by_command_or_script_name(tmp_path: Path) -> None:
    """Orca by its name; Fenrir run by python3 by its script; nothing else counts."""
    proc = fake_proc(tmp_path, {1: ("systemd", ["/sbin/init"]), 42: ("orca", ["/usr/bin/python3", "/usr/bin/orca"])})
    assert screen_reader_process(proc) == "Orca"
    fenrir = fake_proc(tmp_path / "b", {7: ("python3", ["/usr/bin/python3", "/usr/local/bin/fenrir"])})
    assert screen_reader_process(fenrir) == "Fenrir"
    nobody = fake_proc(tmp_path / "c", {7: ("bash", ["bash"]), 8: ("orcaslicer", ["orcaslicer"])})
    assert screen_reader_process(nobody) is None
    assert screen_reader_process(tmp_path / "absent") is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the process and kernel checks are Linux's")
def test_detection_order_process_then_speakup_then_prism_then_at_spi(tmp_path: Path) -> None:
    """A process first (cheap); then the Speakup module; then PRISM (Orca's D-Bus service); then the desktop's flag."""
    proc = fake_proc(tmp_path, {42: ("orca", ["orca"])})
    empty = fake_proc(tmp_path / "e", {})
    modules = tmp_path / "modules"
    modules.mkdir()
    assert detect_screen_reader(lambda: "Orca", proc, modules, lambda: False) == Found("Orca", "process")
    assert detect_screen_reader(lambda: "Orca", empty, modules, lambda: True) == Found("Orca", "prism")
    assert detect_screen_reader(lambda: None, proc, modules, lambda: False) == Found("Orca", "process")
    assert detect_screen_reader(lambda: None, empty, modules, lambda: False) is None
    assert detect_screen_reader(lambda: None, empty, modules, lambda: True) == Found("AT-SPI", "at-spi")
    (modules / "speakup").mkdir()
    assert detect_screen_reader(lambda: None, empty, modules, lambda: False) == Found("Speakup", "speakup")


def test_outside_linux_only_prism_is_asked(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """On Windows and macOS PRISM knows the screen readers (NVDA, JAWS, VoiceOver); /proc is never read."""
    monkeypatch.setattr("accessible_games.speech.detect.sys.platform", "win32")
    proc = fake_proc(tmp_path, {42: ("orca", ["orca"])})
    assert detect_screen_reader(lambda: "JAWS", proc) == Found("JAWS", "prism")
    assert detect_screen_reader(lambda: None, proc, atspi=lambda: True) is None


def test_a_running_orca_process_is_found(orca_standin: Any) -> None:
    """The real /proc: the stand-in named orca is found as Orca."""
    assert screen_reader_process() == "Orca"
    assert detect_screen_reader(lambda: None, atspi=lambda: False) == Found("Orca", "process")
