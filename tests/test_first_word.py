"""The first word never waits on a speech back end: a route that is slow to open (a screen reader's channel, a
speech-dispatcher that accepts the connection and never answers) is attached when it answers; until then
every message is printed at once as a line, which a running screen reader reads from the terminal."""

from __future__ import annotations

import shutil
import socket
import tempfile
import threading
from pathlib import Path

import pytest

from accessible_games.speech.base import RecordSpeaker, Voice
from accessible_games.speech.factory import make_speaker
from accessible_games.speech.pending import PendingSpeaker


def test_messages_are_printed_until_the_route_answers_then_spoken_by_it() -> None:
    printed: list[str] = []
    answering = threading.Event()
    route = RecordSpeaker()

    def open_route(problems: list[str]) -> RecordSpeaker:
        answering.wait(30)  # a back end that does not answer yet
        problems.append("speech-speechd-timeout")
        return route

    from accessible_games.speech.lines import LinesSpeaker

    speaker = PendingSpeaker("screenreader", open_route, LinesSpeaker(printed.append))
    told: list[str] = []
    speaker.on_problem = told.append
    speaker.set_voice(Voice(lang="fr"))
    speaker.speak("Main menu", interrupt=True)
    assert printed == ["Main menu"] and route.texts() == []  # at once, while the back end is still silent
    answering.set()
    assert speaker.wait_open(30)
    assert route.texts() == ["Main menu"]  # the late voice says once where the player is
    speaker.speak("Play", interrupt=True)
    assert route.texts() == ["Main menu", "Play"] and printed == ["Main menu"]
    assert told == ["speech-speechd-timeout"]  # a problem met while opening is still told, once


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="needs a Unix socket")
def test_a_stuck_speech_dispatcher_does_not_hold_the_first_word(monkeypatch: pytest.MonkeyPatch) -> None:
    """speech-dispatcher's socket accepts and never answers: the first message is printed while the app is still
    waiting for its answer (before, it waited for the answer's time-out, and PRISM's for 10 s)."""
    folder = Path(tempfile.mkdtemp(prefix="sd-"))  # a socket's path must stay short: not under tmp_path
    path = folder / "speechd.sock"
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(path))
    listener.listen(4)
    accepted: list[socket.socket] = []
    gave_up = threading.Event()
    release = threading.Event()

    def hold() -> None:
        """Accept, then send a byte now and then and never a whole reply (each keeps the client waiting), until
        the test releases it; then fall silent until the client gives up and closes its end."""
        connection, _ = listener.accept()
        accepted.append(connection)
        connection.settimeout(0.2)
        try:
            while True:
                try:
                    if not connection.recv(4096):
                        break
                except socket.timeout:
                    if not release.is_set():
                        connection.sendall(b"2")
        except OSError:
            pass
        gave_up.set()  # the client closed its end: it stopped waiting

    threading.Thread(target=hold, daemon=True).start()
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{path}")
    printed: list[str] = []
    try:
        made: list[tuple[object, list[str]]] = []
        opening = threading.Thread(
            target=lambda: made.append(make_speaker("speechd", Voice(), write_line=printed.append, detect=lambda: None))
        )
        opening.start()
        opening.join(30)  # the back end is held the whole time: the speaker must come without it
        assert made, "the speaker waited for the back end to answer"
        speaker, problems = made[0]
        speaker.speak("Main menu", interrupt=True)  # type: ignore[attr-defined]
        assert printed == ["Main menu"]
        assert not gave_up.is_set(), "the first word waited until the back end was given up"
        assert problems == []  # the reason comes later, through on_problem, when the route gives up
        told: list[str] = []
        speaker.on_problem = told.append  # type: ignore[attr-defined]
        release.set()  # the back end times out from now on
        assert gave_up.wait(30)
        assert isinstance(speaker, PendingSpeaker) and speaker.wait_open(30)
        assert told and told[0].startswith("speech-speechd")
        speaker.speak("Play", interrupt=True)
        assert printed[-1] == "Play"
        speaker.close()
    finally:
        release.set()
        listener.close()
        for connection in accepted:
            connection.close()
        shutil.rmtree(folder, ignore_errors=True)
