"""The speechd route without a server: what it asks speech-dispatcher for, and the screenreader route's choices."""

from __future__ import annotations

import shutil
import socket
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from accessible_games.speech import factory, screenreader, speechd
from accessible_games.speech.base import Voice
from accessible_games.speech.detect import Found
from accessible_games.speech.factory import make_speaker
from accessible_games.speech.screenreader import RouteUnavailable
from accessible_games.speech.speechd import SPEECHD_STOPPED, SpeechdSpeaker
from accessible_games.speech.ssip import SsipConnection, SsipError, SsipVoice, choose_voice, server_address

ESPEAK_VOICES = [
    SsipVoice("English (Caribbean)", "en-029"),
    SsipVoice("English (Great Britain)", "en-GB"),
    SsipVoice("English (America)", "en-US"),
    SsipVoice("English (America)+Max", "en-US", "Max"),
    SsipVoice("French (Belgium)", "fr-BE"),
    SsipVoice("French (Switzerland)", "fr-CH"),
    SsipVoice("French (France)", "fr-FR"),
    SsipVoice("Russian", "ru"),
    SsipVoice("Russian+Anika", "ru"),
]
"""speech-dispatcher's espeak-ng list puts the regional voices first, as here."""


def test_a_standard_voice_per_language_never_a_regional_one() -> None:
    """en-US before en-029 and en-GB, fr-FR before fr-BE; a voice the player chose wins; none for German."""
    assert choose_voice(ESPEAK_VOICES, "en").name == "English (America)"
    assert choose_voice(ESPEAK_VOICES, "fr").name == "French (France)"
    assert choose_voice(ESPEAK_VOICES, "ru").name == "Russian"
    assert choose_voice(ESPEAK_VOICES, "ru", "Russian+Anika").name == "Russian+Anika"
    assert choose_voice(ESPEAK_VOICES, "fr", "Russian+Anika").name == "French (France)"  # not of the language
    assert choose_voice(ESPEAK_VOICES[4:6], "fr").name == "French (Belgium)"  # only regional ones: the first
    assert choose_voice(ESPEAK_VOICES, "de") is None


def test_the_server_is_found_where_the_official_client_looks(tmp_path: Path) -> None:
    """SPEECHD_ADDRESS first, then the user's runtime folder, then ~/.cache."""
    assert server_address({"SPEECHD_ADDRESS": "unix_socket:/run/sd.sock"}) == ("unix", "/run/sd.sock")
    assert server_address({"SPEECHD_ADDRESS": "inet_socket:10.0.0.2:7000"}) == ("inet", "10.0.0.2:7000")
    assert server_address({"XDG_RUNTIME_DIR": "/run/user/1000"}) == (
        "unix",
        "/run/user/1000/speech-dispatcher/speechd.sock",
    )
    assert server_address({"HOME": str(tmp_path)}) == ("unix", str(tmp_path / ".cache/speech-dispatcher/speechd.sock"))


class FakeServer:
    """A speech-dispatcher stand-in on a socket pair: answers each command like the real one, records
    what it got, and can stop answering (as a server whose audio has hung does)."""

    def __init__(self) -> None:
        self.ours, theirs = socket.socketpair()
        self.connection = SsipConnection(theirs, timeout=0.3)
        self.got: list[str] = []
        self.hung = threading.Event()
        self.refuse: set[str] = set()
        """Commands (or SPEAK texts) answered with an error, as a module without that setting answers."""
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        try:
            self._answer()
        except OSError:  # the test closed its end: the conversation is over
            return

    def _answer(self) -> None:
        buffer = b""
        speaking = False
        while True:
            chunk = self.ours.recv(4096)
            if not chunk:
                return
            buffer += chunk
            while b"\r\n" in buffer:
                raw, buffer = buffer.split(b"\r\n", 1)
                line = raw.decode()
                if self.hung.is_set():
                    continue
                if speaking:
                    if line == ".":
                        speaking = False
                        refused = self.got[-1][5:] in self.refuse
                        self.ours.sendall(
                            b"301 ERR NOT SPOKEN\r\n" if refused else b"225-1\r\n225 OK MESSAGE QUEUED\r\n"
                        )
                    else:
                        self.got.append("TEXT " + line)
                    continue
                self.got.append(line)
                if line in self.refuse:
                    self.ours.sendall(b"410 ERR INVALID PARAMETER\r\n")
                elif line == "SPEAK":
                    speaking = True
                    self.ours.sendall(b"230 OK RECEIVING DATA\r\n")
                elif line == "LIST SYNTHESIS_VOICES":
                    listing = "".join(f"249-{v.name}\t{v.language}\t{v.variant or 'none'}\r\n" for v in ESPEAK_VOICES)
                    self.ours.sendall((listing + "249 OK VOICE LIST SENT\r\n").encode())
                elif line == "QUIT":
                    self.ours.sendall(b"231 HAPPY HACKING\r\n")
                else:
                    self.ours.sendall(b"200 OK\r\n")


@pytest.fixture
def server() -> Any:
    fake = FakeServer()
    yield fake
    fake.ours.close()


def settings_sent(got: list[str]) -> list[str]:
    """The SET commands, in order."""
    return [line for line in got if line.startswith("SET self")]


def test_the_games_language_voice_rate_and_volume_reach_the_server(server: FakeServer) -> None:
    """French at 80 % rate and 40 % volume: LANGUAGE fr, the French of France, RATE 60, VOLUME -20."""
    speaker = SpeechdSpeaker(server.connection, Voice("fr", 80, 40))
    speaker.speak("Menu principal", interrupt=True)
    assert speaker.wait_idle(5)
    assert settings_sent(server.got) == [
        "SET self PRIORITY message",
        "SET self LANGUAGE fr",
        "SET self SYNTHESIS_VOICE French (France)",
        "SET self RATE 60",
        "SET self VOLUME -20",
    ]
    assert server.got[-3:] == ["CANCEL self", "SPEAK", "TEXT Menu principal"]
    server.got.clear()
    speaker.set_voice(Voice("fr", 85, 40))  # F6
    speaker.speak("Débit de parole 85 pour cent", interrupt=True)
    assert speaker.wait_idle(5)
    assert "SET self RATE 70" in server.got and "LIST SYNTHESIS_VOICES" not in server.got  # the list is asked once
    speaker.close()


def test_events_queue_and_navigation_cuts(server: FakeServer) -> None:
    """A game event is queued behind what is said; the answer to a key cancels it first."""
    speaker = SpeechdSpeaker(server.connection, Voice("en"))
    speaker.speak("Anna rolled 3, 3 and 5", interrupt=False)
    speaker.speak("Row 1,\ncolumn 4", interrupt=True)
    speaker.stop()
    assert speaker.wait_idle(5)
    said = [line for line in server.got if not line.startswith(("SET", "LIST"))]
    assert said == [
        "SPEAK",
        "TEXT Anna rolled 3, 3 and 5",
        "CANCEL self",
        "SPEAK",
        "TEXT Row 1, column 4",
        "CANCEL self",
    ]
    speaker.close()


def test_a_server_that_stops_answering_gives_way_to_lines_told_once(server: FakeServer) -> None:
    """No reply within the timeout: the line is printed, every later one too, and the player told once."""
    printed: list[str] = []
    problems: list[str] = []
    speaker = SpeechdSpeaker(server.connection, Voice("en"), fallback=printed.append)
    assert speaker.wait_idle(5)
    server.hung.set()
    speaker.speak("Your turn", interrupt=True)
    speaker.speak("Boris rolled 2", interrupt=False)  # queued behind the unanswered one
    assert speaker.wait_idle(5) and speaker.failed
    speaker.on_problem = problems.append  # attached late, as the app does after starting: still told
    speaker.speak("Anna rolled 6", interrupt=False)
    assert printed == ["Your turn", "Boris rolled 2", "Anna rolled 6"] and problems == [SPEECHD_STOPPED]
    speaker.close()


def test_also_print_writes_every_line_as_well(server: FakeServer) -> None:
    """With no screen reader running, the text is on the terminal too (a braille display, a helper)."""
    printed: list[str] = []
    speaker = SpeechdSpeaker(server.connection, Voice("en"), fallback=printed.append, also_print=True)
    speaker.speak("Main menu", interrupt=True)
    assert speaker.wait_idle(5)
    assert printed == ["Main menu"] and "TEXT Main menu" in server.got
    speaker.close()


def test_a_refusal_is_an_error_with_its_reply() -> None:
    """A 3xx or 4xx reply raises with the server's words; not a timeout."""
    ours, theirs = socket.socketpair()
    ours.sendall(b"410 ERR INVALID PARAMETER\r\n")
    with pytest.raises(SsipError, match="410") as error:
        SsipConnection(theirs, timeout=1).command("SET self RATE 500")
    assert not error.value.timeout
    ours.close()


# --- the screenreader route's choice on Linux ------------------------------------------------


class Backend:
    """A PRISM backend stand-in with a name."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.features = None


@pytest.fixture
def linux(monkeypatch: pytest.MonkeyPatch, server: FakeServer) -> FakeServer:
    """Linux, where PRISM's best backend is only speech-dispatcher and a server answers (the fake)."""
    monkeypatch.setattr(factory, "LINUX", True)
    monkeypatch.setattr(
        screenreader, "open_backend", lambda route="screenreader", prism=None, timeout=0: Backend("Speech Dispatcher")
    )
    monkeypatch.setattr(speechd, "open_connection", lambda timeout=0: server.connection)
    return server


def test_orca_before_49_gets_lines_it_reads_with_the_players_own_voice(linux: FakeServer) -> None:
    """Orca running, only speech-dispatcher answering: plain lines, and the reason, never a second voice."""
    lines: list[str] = []
    speaker, problems = make_speaker(
        "screenreader", Voice("fr"), write_line=lines.append, detect=lambda: Found("Orca", "process")
    )
    assert speaker.name == "lines" and problems == [factory.READER_READS_LINES]
    assert linux.got == []  # speech-dispatcher was not spoken to


def test_no_screen_reader_means_speech_dispatcher_with_the_apps_language(linux: FakeServer) -> None:
    """Nobody running: speechd speaks French (and prints the lines too), and says why."""
    lines: list[str] = []
    speaker, problems = make_speaker("screenreader", Voice("fr"), write_line=lines.append, detect=lambda: None)
    assert speaker.name == "speechd" and problems == [factory.NO_READER_SPEECHD]
    speaker.speak("Menu principal", interrupt=True)
    assert speaker.wait_idle(5)  # type: ignore[attr-defined]
    assert "SET self LANGUAGE fr" in linux.got and lines == ["Menu principal"]
    speaker.close()


def test_orcas_own_channel_is_taken_when_prism_reaches_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Orca 49 and newer: PRISM's best is Orca itself, spoken to directly."""
    monkeypatch.setattr(
        screenreader, "open_backend", lambda route="screenreader", prism=None, timeout=0: Backend("Orca")
    )
    speaker, problems = make_speaker(
        "screenreader", Voice("fr"), write_line=lambda _line: None, detect=lambda: Found("Orca", "process")
    )
    assert speaker.name == "screenreader" and problems == []
    speaker.close()


def test_speechd_chosen_while_a_screen_reader_runs_prints_nothing(linux: FakeServer) -> None:
    """The player asked for speechd with Fenrir running: speech only, so Fenrir does not read it again."""
    lines: list[str] = []
    speaker, problems = make_speaker(
        "speechd", Voice("ru"), write_line=lines.append, detect=lambda: Found("Fenrir", "process")
    )
    speaker.speak("Главное меню", interrupt=True)
    assert speaker.wait_idle(5)  # type: ignore[attr-defined]
    assert problems == [] and lines == [] and "TEXT Главное меню" in linux.got
    speaker.close()


def test_without_a_server_the_screenreader_route_says_nothing_answered(monkeypatch: pytest.MonkeyPatch) -> None:
    """Linux, no screen reader, no speech-dispatcher: plain lines and one reason."""
    monkeypatch.setattr(factory, "LINUX", True)
    monkeypatch.setattr(
        screenreader,
        "open_backend",
        lambda route="screenreader", prism=None, timeout=0: (_ for _ in ()).throw(
            RouteUnavailable(screenreader.PRISM_MISSING)
        ),
    )

    def no_server(timeout: float = 0) -> Any:
        raise speechd.SpeechdUnavailable(speechd.SPEECHD_MISSING)

    monkeypatch.setattr(speechd, "open_connection", no_server)
    speaker, problems = make_speaker("screenreader", Voice(), write_line=lambda _line: None, detect=lambda: None)
    assert speaker.name == "lines" and problems == [screenreader.NO_SCREEN_READER]


def test_doctor_tells_the_truth_with_orca_before_49(linux: FakeServer) -> None:
    """Orca running, only speech-dispatcher answering: doctor says plain lines are in use and why,
    and never that speech-dispatcher speaks for Orca."""
    import io

    from accessible_games import doctor

    out = io.StringIO()
    doctor.run_doctor("en", "auto", out, detect=lambda: Found("Orca", "process"))
    text = out.getvalue()
    assert (
        "your screen reader (screenreader): works, as plain lines: Orca is running, but the app cannot reach it"
        " directly"
    ) in text, text
    assert "in use: plain lines (lines)." in text
    assert "Speaking through: Speech Dispatcher" not in text


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="speech-dispatcher is a Linux service")
def test_causes_are_told_apart_when_no_server_runs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Not installed; installed but refusing to start (autospawn off): two reasons, at once, no waiting."""
    from accessible_games.speech import ssip

    monkeypatch.delenv("SPEECHD_ADDRESS", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    monkeypatch.setattr(ssip, "server_program", lambda: None)
    monkeypatch.setattr(speechd, "server_program", lambda: None)
    with pytest.raises(speechd.SpeechdUnavailable) as missing:
        speechd.open_connection()
    assert missing.value.reason == speechd.SPEECHD_MISSING
    refusing = shutil.which("false")
    assert refusing is not None
    monkeypatch.setattr(ssip, "server_program", lambda: refusing)
    monkeypatch.setattr(speechd, "server_program", lambda: refusing)
    with pytest.raises(speechd.SpeechdUnavailable) as refused:
        speechd.open_connection()
    assert refused.value.reason == speechd.SPEECHD_NO_ANSWER and "status 1" in refused.value.detail
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path}/elsewhere.sock")  # named outright: never started
    with pytest.raises(speechd.SpeechdUnavailable) as absent:
        speechd.open_connection()
    assert absent.value.reason == speechd.SPEECHD_NO_ANSWER


def test_a_refused_setting_or_message_does_not_end_the_route(server: FakeServer) -> None:
    """A module without that voice, a message it will not take: skipped or printed, and speech goes on."""
    server.refuse |= {"SET self SYNTHESIS_VOICE English (America)", "Bad line"}
    printed: list[str] = []
    problems: list[str] = []
    speaker = SpeechdSpeaker(server.connection, Voice("en", 60), fallback=printed.append)
    speaker.on_problem = problems.append
    speaker.speak("Bad line", interrupt=True)
    speaker.speak("Good line", interrupt=False)
    assert speaker.wait_idle(5)
    assert "SET self RATE 20" in server.got and "TEXT Good line" in server.got
    assert printed == ["Bad line"] and problems == [] and not speaker.failed
    speaker.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="speech-dispatcher is a Linux service")
def test_a_server_another_program_is_starting_is_waited_for(monkeypatch: pytest.MonkeyPatch) -> None:
    """A screen reader's library starts speech-dispatcher at the same moment as the app: the app's `--spawn` ends
    with "already running" (status 1) while the other start's socket is not open yet. The app waits for that
    socket and speaks through it, instead of giving up speech for the whole run."""
    import os

    from accessible_games.speech import ssip

    import tempfile

    runtime = Path(tempfile.mkdtemp(prefix="sd-", dir="/tmp"))  # a socket's path must stay short
    monkeypatch.delenv("SPEECHD_ADDRESS", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    _kind, where = server_address()
    folder = Path(where).parent
    (folder / "pid").mkdir(parents=True)
    (folder / "pid" / "speech-dispatcher.pid").write_text(f"{os.getpid()}\n")  # the other start, under way
    already_running = shutil.which("false")
    assert already_running is not None
    monkeypatch.setattr(ssip, "server_program", lambda: already_running)
    heard: list[bytes] = []

    def the_other_start() -> None:
        """Its socket opens a moment later and answers the app's first command."""
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        listener.settimeout(10)  # the app gave up (the behaviour this test guards against): nobody comes
        listener.bind(where)
        listener.listen(1)
        try:
            client, _ = listener.accept()
        except OSError:
            listener.close()
            return
        heard.append(client.recv(1024))
        client.sendall(b"208 OK CLIENT NAME SET\r\n")
        client.close()
        listener.close()

    other = threading.Timer(0.5, the_other_start)
    other.daemon = True
    other.start()
    try:
        connection = SsipConnection.open()
        connection.close()
    finally:
        other.join(15)
        shutil.rmtree(runtime, ignore_errors=True)
    assert heard and heard[0].startswith(b"SET self CLIENT_NAME")
