"""Ctrl+Z and `fg` in a real shell: the app gives the terminal back as it found it, and answers keys at once again."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from app_helpers import ROOT, AppProcess, autosaves

pytestmark = [
    pytest.mark.linux_only,  # finds the app's process through /proc
    pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal and job control"),
    pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash for job control"),
]

WAIT_S = 60.0
"""How long a step may take on a loaded machine (a key that never arrives fails after it)."""


def controlling_terminal() -> None:
    """In the child, after setsid: the pseudo-terminal on stdin becomes its controlling terminal, as in a terminal window."""
    import fcntl
    import termios

    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class Shell(AppProcess):
    """An interactive bash with job control in a pseudo-terminal: the app is started, stopped and brought back in it
    (its output is read, and keys typed, as for an app started in a pseudo-terminal of its own)."""

    def __init__(self, home: Path, prompt_after: float = 0.0) -> None:  # bash instead of the app, same plumbing
        """`prompt_after`: seconds between the shell's job messages and its prompt (as a PROMPT_COMMAND that looks
        something up makes it), so that a key typed before the prompt is there would show."""
        import pty

        self.output = bytearray()
        master, slave = pty.openpty()
        env = dict(
            os.environ,
            ACCESSIBLE_GAMES_HOME=str(home),
            SDL_AUDIODRIVER="dummy",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
            TERM="xterm",
            PYTHONPATH=str(ROOT),
            LANG="en_US.UTF-8",
            PS1="shell> ",
            HISTFILE="/dev/null",
        )
        if prompt_after:
            env["PROMPT_COMMAND"] = f"sleep {prompt_after}"
        self.process = subprocess.Popen(
            ["bash", "--norc", "--noprofile", "-i"],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            cwd=str(ROOT),
            close_fds=True,
            start_new_session=True,
            preexec_fn=controlling_terminal,
        )
        os.close(slave)
        self.master = master
        self.stopping = threading.Event()
        self.released = False
        self.reader = threading.Thread(target=self._drain, daemon=True)
        self.reader.start()

    def wait_output(self, pattern: bytes, after: int = 0) -> None:
        """Wait until the terminal shows `pattern` past byte `after`."""
        deadline = time.time() + WAIT_S
        while not re.search(pattern, bytes(self.output[after:])):
            if time.time() > deadline or self.process.poll() is not None:
                raise AssertionError(f"never saw {pattern!r}: {bytes(self.output[-600:])!r}")
            time.sleep(0.05)

    def wait_keys_read_at_once(self) -> None:
        """Wait until the terminal hands over each key as typed (no line editing): the app took it, once the shell
        had given its command a cooked terminal (a Linux pseudo-terminal's master reads its settings)."""
        import termios

        deadline = time.time() + WAIT_S
        while termios.tcgetattr(self.master)[3] & termios.ICANON:
            if time.time() > deadline:
                raise AssertionError("the app never took the keyboard")
            time.sleep(0.05)

    def start_game(self, transcript: Path, speech: str = "silent", seed: int = 4) -> int:
        """Start the app from the shell on a Sixty-One game against a bot; once it has said round 1 and has the
        keyboard (a key typed before is the shell's), its process id."""
        self.wait_output(rb"shell> ")
        self.press(
            f"{sys.executable} -m accessible_games --speech {speech} --no-sound --lang en --transcript "
            f"{transcript} --game sixtyone --players Anna,bot --seed {seed} --bot-delay 0\r".encode()
        )
        wait_heard(transcript, "Round 1")
        self.wait_keys_read_at_once()
        pid = app_pid(self)
        wait_stops_answered(pid)
        return pid

    def end(self, *apps: int) -> None:
        """End the shell and the app it runs (a job of its own process group)."""
        for pid in apps:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        self.kill()


def app_pid(shell: Shell) -> int:
    """The app's process: the shell's one child."""
    deadline = time.time() + WAIT_S
    while time.time() < deadline:
        children = Path(f"/proc/{shell.process.pid}/task/{shell.process.pid}/children")
        found = children.read_text().split() if children.exists() else []
        if found:
            return int(found[0])
        time.sleep(0.05)
    raise AssertionError("the app never started")


def wait_stops_answered(pid: int) -> None:
    """Wait until the app answers SIGTSTP itself (/proc's mask of the signals it catches): its keys loop runs. The
    app holds the keys typed while its first words are said, before that loop runs, so a terminal that hands
    over each key as typed no longer tells that the loop is there."""
    tstp = 1 << (signal.SIGTSTP - 1)
    deadline = time.time() + WAIT_S
    while True:
        status = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
        caught = int(re.search(r"^SigCgt:\s*([0-9a-f]+)", status, re.MULTILINE).group(1), 16)  # type: ignore[union-attr]
        if caught & tstp:
            return
        if time.time() > deadline:
            raise AssertionError("the app never caught SIGTSTP")
        time.sleep(0.05)


def wait_heard(transcript: Path, text: str, count: int = 1) -> None:
    """Wait until the transcript holds `text` at least `count` times (a key that is not answered fails here)."""
    deadline = time.time() + WAIT_S
    while not (transcript.exists() and transcript.read_text(encoding="utf-8").count(text) >= count):
        if time.time() > deadline:
            heard = transcript.read_text(encoding="utf-8") if transcript.exists() else ""
            raise AssertionError(f"never heard {text!r} {count} times: {heard[-600:]!r}")
        time.sleep(0.05)


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="finds the app's process through /proc")
@pytest.mark.parametrize("how, speech", [("ctrl-z", "silent"), ("sigtstp", "silent"), ("ctrl-z", "lines")])
def test_after_a_suspend_and_fg_keys_answer_at_once_and_ctrl_q_quits(tmp_path: Path, how: str, speech: str) -> None:
    """Ctrl+Z (or `kill -TSTP`), then `fg`: the shell got a cooked terminal back; the app, back, hears each key
    without Enter, says where the player is, and Ctrl+Q, Down, Enter quits rather than playing a move."""
    transcript = tmp_path / "heard.txt"
    shell = Shell(tmp_path, prompt_after=0.5)  # a key typed before the prompt is there, or an old prompt, would show
    pid = 0
    try:
        pid = shell.start_game(transcript, speech)
        mark = len(shell.output)
        if how == "ctrl-z":
            shell.press(b"\x1a")
        else:
            os.kill(pid, signal.SIGTSTP)
        # The stop's message, then the shell's prompt a moment later: the next prompt past the mark is the app's end.
        shell.wait_output(rb"(?s)Stopped.*shell> ", mark)
        if speech == "silent":
            assert b"\x1b[?1049l" in bytes(shell.output[mark:])  # the full-screen view was left for the shell
        mark = len(shell.output)
        shell.press(b"fg\r")
        wait_heard(transcript, "Back to Sixty-One")  # where the player is, said again
        heard = transcript.read_text(encoding="utf-8").count("\n")
        shell.press(b"\x1b[B")  # one arrow, no Enter: answered at once
        deadline = time.time() + WAIT_S
        while transcript.read_text(encoding="utf-8").count("\n") == heard and time.time() < deadline:
            time.sleep(0.05)
        assert transcript.read_text(encoding="utf-8").count("\n") > heard, "the arrow was not answered without Enter"
        shell.press(b"\x11")  # Ctrl+Q asks first; Down, Enter says yes
        wait_heard(transcript, "Quit now?")
        shell.press(b"\x1b[B\r")
        shell.wait_output(rb"shell> ", mark)  # the app ended and the shell is back
        assert not process_state(pid), "the prompt taken for the shell's was an earlier one: the app still runs"
        shell.press(b"echo status=$?\r")
        shell.wait_output(rb"status=0", mark)
    finally:
        shell.end(*([pid] if pid else []))
    assert autosaves(tmp_path)
    assert b"Traceback" not in bytes(shell.output)
    assert not (tmp_path / "log" / "crash.log").exists()


RUNS = 50
"""Ctrl+Z, `exit`, `exit`: how many times the scenario runs (a stuck app in 12 of 98 runs before)."""
AT_ONCE = 5
"""Shells running the scenario together: each spends most of a run waiting for its app, so five share the wait."""


def process_state(pid: int) -> str:
    """The process's state letter from /proc ("" once it is gone or a zombie)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except (OSError, IndexError):
        return ""
    return "" if state in ("Z", "X") else state


def exit_twice(home: Path, run: int) -> str | None:
    """One run of Ctrl+Z, `exit`, `exit` in a shell of its own; what went wrong, or None."""
    home.mkdir()
    shell = Shell(home)
    pid = 0
    try:
        pid = shell.start_game(home / "heard.txt", seed=run)  # the app runs and answers its signals
        mark = len(shell.output)
        shell.press(b"\x1a")
        shell.wait_output(rb"Stopped", mark)
        shell.press(b"exit\r")
        shell.wait_output(rb"stopped jobs", mark)
        shell.press(b"exit\r")
        deadline = time.time() + WAIT_S
        while process_state(pid) and time.time() < deadline:
            time.sleep(0.02)
        if process_state(pid):
            return f"run {run}: stuck in state {process_state(pid)}"
    except AssertionError as error:
        return f"run {run}: {error}"
    finally:
        shell.end(*([pid] if pid and process_state(pid) else []))
    if not autosaves(home):
        return f"run {run}: the game was not saved"
    crash = home / "log" / "crash.log"
    if crash.exists():
        return f"run {run}: crash.log written: {crash.read_text(encoding='utf-8')[-1500:]}"
    return None


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="finds the app's process through /proc")
def test_ctrl_z_then_exit_twice_never_leaves_the_app_stopped(tmp_path: Path) -> None:
    """The shell ends a stopped job with SIGTERM then SIGCONT: the app, continued in the background, must save and
    end without touching the terminal (a change of its settings from the background stopped it again, for good,
    holding its game's lock). Run many times, five shells at once: the stop came in about one run in eight."""
    with ThreadPoolExecutor(AT_ONCE) as pool:
        problems = [
            problem for problem in pool.map(lambda run: exit_twice(tmp_path / f"run{run}", run), range(RUNS)) if problem
        ]
    assert problems == []


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="finds the app's process through /proc")
def test_continued_in_the_background_the_app_leaves_the_terminal_alone_and_ends_on_sigterm(tmp_path: Path) -> None:
    """Stopped with Ctrl+Z, then continued while the shell keeps the terminal (SIGCONT first, as a shell ending its
    jobs may deliver it): the app must not change the terminal's settings from the background (SIGTTOU stopped it
    again, and the SIGTERM that followed was never handled); it ends on SIGTERM, its game saved."""
    transcript = tmp_path / "heard.txt"
    shell = Shell(tmp_path)
    pid = 0
    try:
        pid = shell.start_game(transcript)
        mark = len(shell.output)
        shell.press(b"\x1a")
        shell.wait_output(rb"Stopped", mark)
        os.kill(pid, signal.SIGCONT)  # continued, in the background: the shell holds the terminal
        deadline = time.time() + 5.0
        while time.time() < deadline and process_state(pid) not in ("T", "t"):
            time.sleep(0.05)  # a stop from the background comes within this (it came at once before)
        assert process_state(pid) not in ("T", "t"), "the app stopped again in the background"
        os.kill(pid, signal.SIGTERM)
        deadline = time.time() + WAIT_S
        while process_state(pid) and time.time() < deadline:
            time.sleep(0.05)
        assert not process_state(pid), f"the app did not end: state {process_state(pid)}"
    finally:
        shell.end(*([pid] if pid and process_state(pid) else []))
    assert autosaves(tmp_path)
    assert not (tmp_path / "log" / "crash.log").exists()


def test_ctrl_z_where_no_shell_could_continue_the_app_says_so(tmp_path: Path) -> None:
    """The app as its terminal's own command (a session of its own, as a terminal started with the app or a
    desktop launcher runs it): Ctrl+Z cannot stop it for a shell to continue, and says so in words."""
    from app_helpers import AppProcess

    transcript = tmp_path / "heard.txt"
    process = AppProcess(
        tmp_path,
        [
            "--speech",
            "silent",
            "--no-sound",
            "--lang",
            "en",
            "--transcript",
            str(transcript),
            "--game",
            "sixtyone",
            "--players",
            "Anna,bot",
            "--seed",
            "4",
            "--bot-delay",
            "0",
        ],
    )
    try:
        wait_heard(transcript, "Round 1")
        deadline = time.time() + WAIT_S
        while "no shell could bring the app back" not in transcript.read_text(encoding="utf-8"):
            assert time.time() < deadline, transcript.read_text(encoding="utf-8")[-400:]
            process.press(b"\x1a")  # typed until the app has the keyboard in raw mode
            time.sleep(0.3)
        assert process.process.poll() is None  # still running: not stopped, not ended
        assert process.quit(confirm=True) == 0
    finally:
        process.kill()
