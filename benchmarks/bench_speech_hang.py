"""How long a player waits before a hung speech route gives way to printed lines.

A real speech-dispatcher (Debian's, headless: espeak-ng into libao's null driver, from a
configuration in a temporary folder) is stopped with SIGSTOP, as a server whose audio output hangs
stops answering; the time is from the next message handed to the speaker to the moment that
message is printed instead. The same for a screen reader (PRISM backend) whose call never returns,
with a stand-in backend. Bounded: a few rounds, each at most a few seconds.

    .venv/bin/python benchmarks/bench_speech_hang.py [--rounds N]
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import statistics
import sys
import tempfile
import threading
import time
import types
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.speech.base import Voice  # noqa: E402
from accessible_games.speech.screenreader import PrismSpeaker  # noqa: E402
from accessible_games.speech.speechd import SpeechdSpeaker, open_connection  # noqa: E402

CONFIG = """LogLevel 1
AudioOutputMethod "libao"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
DefaultLanguage "en"
Timeout 30
"""


def speechd_round(folder: Path) -> float:
    """One real server, stopped: seconds from the message to its printed line."""
    home = folder / "home"
    (home / ".config" / "speech-dispatcher").mkdir(parents=True, exist_ok=True)
    (home / ".config" / "speech-dispatcher" / "speechd.conf").write_text(CONFIG, encoding="utf-8")
    (home / ".libao").write_text("default_driver=null\n", encoding="utf-8")
    runtime = Path(tempfile.mkdtemp(prefix="sd-", dir="/tmp"))
    os.environ.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_RUNTIME_DIR=str(runtime))
    printed = threading.Event()
    try:
        speaker = SpeechdSpeaker(open_connection(), Voice("en"), fallback=lambda _line: printed.set())
        speaker.speak("Main menu", interrupt=True)
        speaker.wait_idle(30)
        pids = [int(path.read_text().strip()) for path in runtime.rglob("*.pid")]
        for pid in pids:
            os.kill(pid, signal.SIGSTOP)
        start = time.perf_counter()
        speaker.speak("Play a new game, 1 of 8", interrupt=True)
        printed.wait(10)
        took = time.perf_counter() - start
        speaker.close()
        return took
    finally:
        for path in runtime.rglob("*.pid"):
            for signum in (signal.SIGCONT, signal.SIGTERM):
                try:
                    os.kill(int(path.read_text().strip()), signum)
                except (OSError, ValueError):
                    pass
        shutil.rmtree(runtime, ignore_errors=True)


def prism_round() -> float:
    """A screen reader whose call never returns: seconds from the message to its printed line."""
    release = threading.Event()
    backend = types.SimpleNamespace(
        name="NVDA",
        features=types.SimpleNamespace(supports_output=True),
        output=lambda _text, _interrupt: release.wait(30),
    )
    printed = threading.Event()
    speaker = PrismSpeaker(backend, "screenreader", fallback=lambda _line: printed.set())
    start = time.perf_counter()
    speaker.speak("Main menu", interrupt=True)  # hangs; printed once the route has given up
    printed.wait(10)
    took = time.perf_counter() - start
    release.set()
    speaker.close()
    return took


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    rounds = max(1, min(20, parser.parse_args().rounds))
    saved = dict(os.environ)
    figures = [prism_round() for _ in range(rounds)]
    print(f"screen reader call hung -> lines: median {statistics.median(figures):.2f} s, worst {max(figures):.2f} s")
    if shutil.which("speech-dispatcher") is None:
        print("speech-dispatcher is not installed: its round is skipped")
        return
    with tempfile.TemporaryDirectory() as folder:
        figures = [speechd_round(Path(folder) / str(index)) for index in range(rounds)]
    os.environ.clear()
    os.environ.update(saved)
    print(f"speech-dispatcher stopped -> lines: median {statistics.median(figures):.2f} s, worst {max(figures):.2f} s")


if __name__ == "__main__":
    main()
