"""Key to sound, measured where a player hears it: at the audio output of the real app.

The app runs in a pseudo-terminal (`python -m accessible_games`, route tts) with SDL's `disk`
audio driver, which hands every mixed buffer to a file at the pace a sound card would take it.
SDL writes that file through stdio (`fwrite`), buffered in 4 KB steps, so the file's growth is
off by up to 46 ms. Instead a tiny `fwrite` shim, compiled here with the system C compiler and
loaded with LD_PRELOAD, flushes each buffer of the audio file and logs the CLOCK_MONOTONIC time
it was handed over (the same clock as Python's `time.monotonic_ns`). A sample's audible time is
its buffer's write time plus its place in the buffer; "audible" means any sample other than zero
(espeak-ng's and the cues' silence is exact zeros). A real device plays each buffer later by its
own latency (see benchmarks/README.md); that latency is the same for every figure here.

One run reports, p50 / p95 / max in ms and each figure's ratio to the cue floor:
  - key -> first audible speech sample: menu moves, board moves, game choices (ru, en, fr), with
    cues off, so speech alone sounds;
  - key -> first audible cue sample (the floor: a cached sound started by the key), speech muted;
  - Ctrl+Space and navigation keys -> output silent (a navigation key at a list's edge with cues
    off cuts the speech and says the same item again: its old sound must stop first);
  - Escape -> first audible sound (the game menu opens and speaks);
  - keys pressed while five hard bots think, right after the player's choice;
  - start -> first audible word (main menu), next to the floor of starting Python, importing
    pygame-ce, opening the mixer and playing a cue.
Usage: python benchmarks/bench_audible.py [--quick] [--buffer FRAMES]
"""

from __future__ import annotations

import argparse
import json
import os
import pty
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RATE = 22050
FRAME_BYTES = 4  # 16-bit stereo
KEYS = {
    "up": b"\x1b[A",
    "down": b"\x1b[B",
    "right": b"\x1b[C",
    "left": b"\x1b[D",
    "tab": b"\t",
    "enter": b"\r",
    "escape": b"\x1b",
    "c-space": b"\x00",
    "home": b"\x1b[H",
}
SHIM_C = r"""
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static size_t (*real_fwrite)(const void *, size_t, size_t, FILE *);
static FILE *audio;
static int log_fd = -2;
static char target[PATH_MAX];

static int is_audio(FILE *stream) {
    char link[64], path[PATH_MAX];
    ssize_t n;
    if (stream == audio) return 1;
    if (!target[0]) {
        const char *name = getenv("SDL_DISKAUDIOFILE");
        if (!name || !realpath(name, target)) return 0;
    }
    snprintf(link, sizeof link, "/proc/self/fd/%d", fileno(stream));
    n = readlink(link, path, sizeof path - 1);
    if (n <= 0) return 0;
    path[n] = 0;
    if (strcmp(path, target) != 0) return 0;
    audio = stream;
    return 1;
}

size_t fwrite(const void *data, size_t size, size_t count, FILE *stream) {
    struct timespec now;
    size_t done;
    int mine;
    if (!real_fwrite) real_fwrite = (size_t (*)(const void *, size_t, size_t, FILE *))dlsym(RTLD_NEXT, "fwrite");
    mine = stream && is_audio(stream);
    if (mine) clock_gettime(CLOCK_MONOTONIC, &now);
    done = real_fwrite(data, size, count, stream);
    if (mine) {
        int64_t record[2];
        fflush(stream);
        if (log_fd == -2) {
            const char *name = getenv("AUDIBLE_WRITE_LOG");
            log_fd = name ? open(name, O_WRONLY | O_CREAT | O_APPEND, 0600) : -1;
        }
        record[0] = (int64_t)now.tv_sec * 1000000000LL + now.tv_nsec;
        record[1] = (int64_t)(done * size);
        if (log_fd >= 0 && write(log_fd, record, sizeof record) < 0) { /* nothing to do */ }
    }
    return done;
}
"""


def build_shim(folder: Path) -> Path | None:
    """Compile the fwrite shim with the system C compiler; None when there is none."""
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if compiler is None:
        return None
    source = folder / "fwrite_stamp.c"
    source.write_text(SHIM_C)
    library = folder / "fwrite_stamp.so"
    subprocess.run([compiler, "-O2", "-shared", "-fPIC", "-o", str(library), str(source), "-ldl"], check=True)
    return library


class AudioTap:
    """The audio the app has handed to the driver: samples, and the time of every buffer."""

    def __init__(self, folder: Path) -> None:
        self.raw = folder / "audio.raw"
        self.log = folder / "writes.bin"
        self.samples = array("h")
        self.writes: list[tuple[int, int, int]] = []  # (time ns, first frame, frames)
        self._log_offset = 0
        self._frames = 0

    def refresh(self) -> None:
        """Read the buffers written since the last look."""
        try:
            with self.log.open("rb") as handle:
                handle.seek(self._log_offset)
                data = handle.read()
        except FileNotFoundError:
            return
        data = data[: len(data) - len(data) % 16]
        if not data:
            return
        self._log_offset += len(data)
        records = array("q")
        records.frombytes(data)
        new_bytes = 0
        for n in range(0, len(records), 2):
            frames = records[n + 1] // FRAME_BYTES
            self.writes.append((records[n], self._frames, frames))
            self._frames += frames
            new_bytes += frames * FRAME_BYTES
        with self.raw.open("rb") as handle:
            handle.seek(len(self.samples) * 2)
            chunk = handle.read(new_bytes)
        self.samples.frombytes(chunk[: len(chunk) - len(chunk) % 2])

    def _audible_frame(self, start: int, stop: int) -> int | None:
        """The first frame in [start, stop) holding a sample other than zero."""
        samples = self.samples
        for frame in range(start, min(stop, len(samples) // 2)):
            if samples[2 * frame] or samples[2 * frame + 1]:
                return frame
        return None

    def _time_of(self, write: tuple[int, int, int], frame: int) -> int:
        return write[0] + (frame - write[1]) * 1_000_000_000 // RATE

    def first_sound_after(self, t_ns: int) -> int | None:
        """Audible time (ns) of the first sound in buffers handed over after `t_ns`."""
        found = self.first_sound_frame_after(t_ns)
        return None if found is None else found[0]

    def first_sound_frame_after(self, t_ns: int) -> tuple[int, int] | None:
        """(audible time ns, frame) of the first sound in buffers handed over after `t_ns`."""
        for write in self.writes:
            if write[0] < t_ns:
                continue
            frame = self._audible_frame(write[1], write[1] + write[2])
            if frame is not None:
                return self._time_of(write, frame), frame
        return None

    def silent_before(self, t_ns: int, span_ns: int) -> bool:
        """True when the buffers handed over in the `span_ns` before `t_ns` were all zeros."""
        for write in self.writes:
            if t_ns - span_ns <= write[0] < t_ns and self._audible_frame(write[1], write[1] + write[2]) is not None:
                return False
        return True

    def pattern(self, frame: int, frames: int = 48) -> bytes:
        """The samples of `frames` frames from `frame` (an utterance's first sound)."""
        return self.samples[2 * frame : 2 * (frame + frames)].tobytes()

    def pattern_after(self, t_ns: int, pattern: bytes) -> int | None:
        """Audible time (ns) where `pattern` next begins in buffers handed over after `t_ns`."""
        first = next((w for w in self.writes if w[0] >= t_ns), None)
        if first is None:
            return None
        data = self.samples[2 * first[1] :].tobytes()
        at = data.find(pattern)
        while at >= 0 and at % FRAME_BYTES:
            at = data.find(pattern, at + 1)
        if at < 0:
            return None
        frame = first[1] + at // FRAME_BYTES
        write = next(w for w in self.writes if w[1] <= frame < w[1] + w[2])
        return self._time_of(write, frame)

    def silence_since(self, t_ns: int, quiet_ns: int, gap_ns: int = 20_000_000) -> int | None:
        """When the sound playing at `t_ns` ended: the start of the first silence of `gap_ns` after
        `t_ns` (sound after such a gap is something new, such as a bot's move), once `quiet_ns` of
        silence or that new sound has followed it; else None."""
        end = t_ns
        for write in self.writes:
            finish = write[0] + write[2] * 1_000_000_000 // RATE
            if finish <= t_ns:
                continue
            first = self._audible_frame(write[1], write[1] + write[2])
            if first is not None:
                start = self._time_of(write, first)
                if start >= t_ns and start - end >= gap_ns:
                    return end
                for frame in range(write[1] + write[2] - 1, first - 1, -1):
                    if self.samples[2 * frame] or self.samples[2 * frame + 1]:
                        end = max(end, self._time_of(write, frame + 1))
                        break
            if finish - end >= quiet_ns:
                return end
        return None

    def quiet_for(self, quiet_ns: int) -> bool:
        """True when the last `quiet_ns` of handed-over audio are all zeros."""
        if not self.writes:
            return False
        last = self.writes[-1]
        needed = quiet_ns * RATE // 1_000_000_000
        start = max(0, last[1] + last[2] - needed)
        return self._frames >= needed and self._audible_frame(start, last[1] + last[2]) is None


class AppUnderTest:
    """One process in a pseudo-terminal whose audio goes through the tap."""

    def __init__(self, argv: list[str], shim: Path, env_extra: dict[str, str], home: Path | None = None) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="audible-"))
        self.home = home or self.folder / "home"
        self.tap = AudioTap(self.folder)
        env = dict(
            os.environ,
            TERM="xterm",
            SDL_AUDIODRIVER="disk",
            SDL_DISKAUDIOFILE=str(self.tap.raw),
            AUDIBLE_WRITE_LOG=str(self.tap.log),
            LD_PRELOAD=str(shim),
            ACCESSIBLE_GAMES_HOME=str(self.home),
            PYGAME_HIDE_SUPPORT_PROMPT="1",
            **env_extra,
        )
        env.pop("SDL_DISKAUDIODELAY", None)
        self.started = time.monotonic_ns()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.chdir(ROOT)
            os.execve(argv[0], argv, env)
        self._reader = threading.Thread(target=self._drain, daemon=True)
        self._reader.start()

    def _drain(self) -> None:
        """Read the terminal output so the app never blocks on a full pseudo-terminal."""
        while True:
            try:
                if not os.read(self.fd, 65536):
                    return
            except OSError:
                return

    def press(self, key: str) -> int:
        """Send one key; its time (monotonic ns)."""
        data = KEYS.get(key, key.encode())
        now = time.monotonic_ns()
        os.write(self.fd, data)
        return now

    def wait(self, check, timeout: float) -> object:
        """Poll the tap until `check()` gives something other than None (or the timeout)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.tap.refresh()
            found = check()
            if found is not None and found is not False:
                return found
            time.sleep(0.002)
        return None

    def wait_quiet(self, quiet_ms: float = 60, timeout: float = 10.0) -> bool:
        """Wait until the output has been silent for `quiet_ms`."""
        return self.wait(lambda: self.tap.quiet_for(int(quiet_ms * 1e6)) or None, timeout) is not None

    def onset(self, key: str, timeout: float = 3.0) -> float | None:
        """Press `key`; ms until its first audible sample."""
        sent = self.press(key)
        found = self.wait(lambda: self.tap.first_sound_after(sent), timeout)
        return None if found is None else (int(found) - sent) / 1e6

    def hush(self, key: str, quiet_ms: float = 150, timeout: float = 5.0) -> float | None:
        """Press `key` while something sounds; ms until the output is silent (and stays so)."""
        sent = self.press(key)
        found = self.wait(lambda: self.tap.silence_since(sent, int(quiet_ms * 1e6)), timeout)
        return None if found is None else max(0.0, (int(found) - sent) / 1e6)

    def close(self) -> None:
        """Kill the app and remove its files."""
        try:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        os.close(self.fd)
        shutil.rmtree(self.folder, ignore_errors=True)


APP_OPTIONS: list[str] = []
"""Options every launch of the app gets (--audio-buffer when asked for)."""


def app_argv(lang: str, *extra: str) -> list[str]:
    """The app's command line (tts route)."""
    return [sys.executable, "-m", "accessible_games", "--lang", lang, "--speech", "tts", *APP_OPTIONS, *extra]


def write_settings(home: Path, **values: object) -> None:
    """A settings file for the app under test."""
    folder = home / "config"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_text(json.dumps({"version": 1, **values}))


def speech_run(lang: str, shim: Path, env: dict[str, str], rounds: int, figures: dict[str, list[float]]) -> None:
    """Cues off, so only speech sounds: game choices, board moves, menu moves, Escape, edge keys,
    keys while five hard bots think; every answer is cut with Ctrl+Space after a moment (measured)."""
    players = ",".join(["Anna"] + ["bot:hard"] * 5)
    app = AppUnderTest(
        app_argv(lang, "--no-sound", "--game", "sixtyone", "--players", players, "--bot-delay", "0", "--seed", "7"),
        shim,
        env,
    )
    rng = random.Random(lang)
    try:
        if not app.wait(lambda: app.tap.first_sound_after(app.started), 30):
            raise RuntimeError("the app made no sound")

        def stop() -> None:
            """Let the answer sound a moment, then cut it with Ctrl+Space."""
            time.sleep(rng.uniform(0.03, 0.12))
            took = app.hush("c-space")
            if took is not None:
                figures["silent: Ctrl+Space"].append(took)

        def measure(name: str, key: str) -> int | None:
            """Key -> first audible sample from silence; the frame where the answer begins."""
            app.wait_quiet(40)
            sent = app.press(key)
            found = app.wait(lambda: app.tap.first_sound_frame_after(sent), 3.0)
            if found is None:
                return None
            took = (found[0] - sent) / 1e6
            figures[name].append(took)
            figures[f"speech: all ({lang})"].append(took)
            return found[1]

        def edge_cut() -> None:
            """At the list's first item, Up cuts the item being said and says it again from its start."""
            frame = measure("speech: game choice (move list)", "home")
            if frame is None:
                return
            pattern = app.tap.pattern(frame)
            for _ in range(2):
                time.sleep(rng.uniform(0.05, 0.15))
                sent = app.press("up")
                found = app.wait(lambda sent=sent: app.tap.pattern_after(sent, pattern), 3.0)
                if found is not None:
                    figures["silent: navigation key (old speech gone)"].append((int(found) - sent) / 1e6)
            stop()

        app.press("c-space")
        for _ in range(rounds):
            for key in ("down", "down", "up", "down"):
                if measure("speech: game choice (move list)", key) is not None:
                    stop()
            edge_cut()
            for name, key in (
                ("speech: escape -> game menu", "escape"),
                ("speech: menu move", "down"),
                ("speech: menu move", "down"),
                ("speech: menu move", "up"),
                ("speech: escape -> back to the game", "escape"),
                ("speech: board move (sheet)", "tab"),
                *[("speech: board move (sheet)", key) for key in ("right", "right", "down", "left", "up")],
                ("speech: game choice (move list)", "tab"),
            ):
                if measure(name, key) is not None:
                    stop()
            app.press("c-space")
            app.wait_quiet(40)
            app.press("enter")  # the player's choice: five hard bots now choose in turn
            chosen = time.monotonic()
            while time.monotonic() - chosen < 0.7:
                app.press("c-space")
                app.wait_quiet(20, timeout=0.3)
                sent = app.press(rng.choice(["t", "d", "s", "down", "up"]))  # each says something, whoever's turn
                found = app.wait(lambda sent=sent: app.tap.first_sound_after(sent), 3.0)
                if found is not None and app.tap.silent_before(sent, 15_000_000):
                    figures["speech: key while 5 hard bots think"].append((int(found) - sent) / 1e6)
                time.sleep(rng.uniform(0.02, 0.06))
            time.sleep(0.5)  # the bots finish; the next round's dice and prompt
            app.press("c-space")
    finally:
        app.close()


def cue_run(shim: Path, env: dict[str, str], keys: int, figures: dict[str, list[float]]) -> None:
    """Speech muted (volume 0), cues on: key -> first audible cue sample in the main menu (the floor)."""
    home = Path(tempfile.mkdtemp(prefix="audible-home-"))
    write_settings(home, lang="en", volume=0, speech="tts")
    app = AppUnderTest(app_argv("en"), shim, env, home=home)
    try:
        time.sleep(1.5)
        for n in range(keys):
            app.wait_quiet(30)
            took = app.onset("down" if n % 7 < 4 else "up")
            if took is not None:
                figures["cue floor: key -> first cue sample"].append(took)
    finally:
        app.close()
        shutil.rmtree(home, ignore_errors=True)


FLOOR_SCRIPT = """
import sys
import pygame
if sys.argv[3] == "with-prompt-toolkit":
    import prompt_toolkit.application
pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=int(sys.argv[2]))
pygame.mixer.Sound(sys.argv[1]).play()
import time
time.sleep(5)
"""


START_FLOOR = "start floor: python + pygame-ce + prompt_toolkit imports + mixer -> cue"


def start_runs(shim: Path, env: dict[str, str], runs: int, buffer: int, figures: dict[str, list[float]]) -> None:
    """Launch -> first audible sample: the app's main menu, and the import-and-mixer floor."""
    cue = str(ROOT / "sounds" / "move.wav")
    floor_argv = [sys.executable, "-c", FLOOR_SCRIPT, cue, str(buffer)]
    for n in range(runs + 1):  # the first of each warms the file cache and is not counted
        for name, argv in (
            ("start: app -> first audible word (main menu)", app_argv("en", "--no-sound")),
            (START_FLOOR, floor_argv + ["with-prompt-toolkit"]),
            ("start: python + pygame-ce + mixer -> cue (no prompt_toolkit)", floor_argv + ["bare"]),
        ):
            app = AppUnderTest(argv, shim, env)
            try:
                found = app.wait(lambda app=app: app.tap.first_sound_after(app.started), 20)
                if found is not None and n > 0:
                    figures[name].append((int(found) - app.started) / 1e6)
            finally:
                app.close()


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of the values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(share * len(ordered) + 0.5)) - 1))]


def main() -> int:
    """Run the measurements and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short run (under two minutes)")
    parser.add_argument("--buffer", type=int, default=0, help="mixer buffer in frames (default: the app's)")
    options = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="audible-shim-"))
    try:
        shim = build_shim(work)
    except (OSError, subprocess.CalledProcessError) as error:
        shim = None
        print(f"the fwrite shim did not compile: {error}")
    if shim is None:
        print("bench_audible: no C compiler (cc, gcc or clang), so audio writes cannot be timed exactly; skipped")
        return 0
    env: dict[str, str] = {}
    buffer = options.buffer
    if buffer:
        APP_OPTIONS.extend(["--audio-buffer", str(buffer)])
    else:
        sys.path.insert(0, str(ROOT))
        from accessible_games.audio import mixer

        buffer = mixer.BUFFER
    rounds, cue_keys, starts = (2, 40, 4) if options.quick else (6, 150, 12)
    figures: dict[str, list[float]] = {
        name: []
        for name in (
            "cue floor: key -> first cue sample",
            "speech: menu move",
            "speech: board move (sheet)",
            "speech: game choice (move list)",
            "speech: all (ru)",
            "speech: all (en)",
            "speech: all (fr)",
            "speech: escape -> game menu",
            "speech: escape -> back to the game",
            "speech: key while 5 hard bots think",
            "silent: Ctrl+Space",
            "silent: navigation key (old speech gone)",
            "start: app -> first audible word (main menu)",
            START_FLOOR,
            "start: python + pygame-ce + mixer -> cue (no prompt_toolkit)",
        )
    }
    began = time.monotonic()
    load = os.getloadavg()
    cue_run(shim, env, cue_keys, figures)
    for lang in ("ru", "en", "fr"):
        speech_run(lang, shim, env, rounds, figures)
    start_runs(shim, env, starts, buffer, figures)
    shutil.rmtree(work, ignore_errors=True)
    floor = percentile(figures["cue floor: key -> first cue sample"], 0.95)
    start_floor = percentile(figures[START_FLOOR], 0.95)
    print(
        f"bench_audible: mixer buffer {buffer} frames at {RATE} Hz; load average {load[0]:.2f} at the start, "
        f"{os.getloadavg()[0]:.2f} at the end; {time.monotonic() - began:.0f} s"
    )
    print("| measure | n | p50 ms | p95 ms | max ms | p95 / floor |")
    print("|---|---|---|---|---|---|")
    for name, values in figures.items():
        if not values:
            print(f"| {name} | 0 | - | - | - | - |")
            continue
        base = start_floor if name.startswith("start") else floor
        p95 = percentile(values, 0.95)
        print(
            f"| {name} | {len(values)} | {statistics.median(values):.1f} | {p95:.1f} | {max(values):.1f} | {p95 / base:.2f} |"
        )
    speech = [v for lang in ("ru", "en", "fr") for v in figures[f"speech: all ({lang})"]]
    silent = figures["silent: Ctrl+Space"] + figures["silent: navigation key (old speech gone)"]
    speech_p95 = percentile(speech, 0.95) if speech else float("nan")
    silent_p95 = percentile(silent, 0.95) if silent else float("nan")
    print(
        f"speech p95 {speech_p95:.1f} ms; cue floor p95 {floor:.1f} ms; ratio {speech_p95 / floor:.2f}; "
        f"silent p95 {silent_p95:.1f} ms"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
