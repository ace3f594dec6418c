"""Helpers of the real-process online tests: `serve` in a child process, and players in pseudo-terminals
who press arrows and Enter (as a player learning the keys would) until their table's game is over."""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

from test_saves_helpers import ROOT, AppProcess

KEYS = {"enter": b"\r", "up": b"\x1b[A", "down": b"\x1b[B", "right": b"\x1b[C", "left": b"\x1b[D"}
GAME_OVER = ("Game over.", "Игра окончена.", "Partie terminée.")
PLACE = re.compile(r"(\d+)\D+?(\d+)\D*$")


class ServeProcess:
    """`accessible-games serve` on 127.0.0.1 and a free port (or the given one), its database in `folder`."""

    def __init__(self, folder: Path, port: int = 0, *extra: str) -> None:
        """Start it; the URL it printed is in `url`."""
        env = dict(os.environ, ACCESSIBLE_GAMES_HOME=str(folder / "home"), PYTHONPATH=str(ROOT))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "accessible_games", "serve", "--host", "127.0.0.1", "--port", str(port),
             "--data", str(folder / "data"), "--lang", "en", *extra],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=str(ROOT))
        assert self.process.stdout is not None
        line = self.process.stdout.readline().strip()
        assert line.startswith("Serving on ws://"), line
        self.url = line.removeprefix("Serving on ")
        self.port = int(self.url.rsplit(":", 1)[1])

    def stop(self) -> None:
        """SIGTERM, as an operator stops it."""
        if self.process.poll() is None:
            self.process.terminate()
        self.process.wait(20)

    def kill(self) -> None:
        """SIGKILL, as a crash or a power cut would."""
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(20)


class Player:
    """One app in a pseudo-terminal, silent, every message it speaks appended to its transcript."""

    def __init__(self, home: Path, args: list[str], lang: str | None = "en", seed: int = 1, speech: str = "silent") -> None:
        """Start the app (`speech` "lines": the plain-line view, as with a screen reader)."""
        home.mkdir(parents=True, exist_ok=True)
        self.transcript = home / "transcript.txt"
        self.lang = lang
        self.app = AppProcess(home, [*args, *(["--lang", lang] if lang else []), "--speech", speech, "--no-sound",
                                     "--transcript", str(self.transcript)])
        self.keys = random.Random(seed)

    def lines(self) -> list[str]:
        """What the app has said so far, one message a line."""
        try:
            return self.transcript.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return []

    def said(self, text: str) -> bool:
        """True once `text` is part of a line said."""
        return any(text in line for line in self.lines())

    def wait_for(self, text: str, timeout: float = 30.0) -> bool:
        """Wait until the app says a line holding `text` (False when it does not in time, or ends)."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.said(text):
                return True
            if self.app.process.poll() is not None:
                return self.said(text)
            time.sleep(0.05)
        return False

    def press(self, *keys: str) -> None:
        """Press named keys (enter, arrows) or type text."""
        for key in keys:
            self.app.press(KEYS.get(key, key.encode("utf-8")))

    def fumble(self) -> None:
        """One step of a player who knows only the arrows and Enter: a random arrow, then Enter."""
        self.press(self.keys.choice(("up", "down", "left", "right")), "enter")

    def over(self) -> bool:
        """True once the game-over line has been said."""
        return any(line.startswith(GAME_OVER) for line in self.lines())

    def ranking(self, players: int, timeout: float = 20.0) -> list[tuple[int, int]]:
        """(score, place) of every player, in the order said after the first game-over line (waiting
        until every place has been said: the lines after "Game over" may still be on their way)."""
        deadline = time.time() + timeout
        while True:
            lines = self.lines()
            start = next(i for i, line in enumerate(lines) if line.startswith(GAME_OVER))
            said = lines[start + 1:start + 1 + players]
            if len(said) == players or time.time() > deadline:
                break
            time.sleep(0.05)
        places = []
        for line in said:
            found = PLACE.search(line)
            assert found, line
            places.append((int(found.group(1)), int(found.group(2))))
        assert len(places) == players, lines[start:]
        return places

    def quit(self) -> None:
        """Ctrl+Q, confirming when asked, until the app ends."""
        self.app.quit(confirm=True)
        self.app.close()

    def kill(self) -> None:
        """SIGKILL."""
        self.app.kill()


def play_to_the_end(seated: list[Player], everyone: list[Player], timeout: float = 240.0) -> None:
    """The seated players fumble with arrows and Enter until every app (listeners too) has heard the end."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if all(player.over() for player in everyone):
            return
        for player in seated:
            if not player.over():
                player.fumble()
        time.sleep(0.03)
    raise AssertionError("the game did not end: " + " | ".join(" / ".join(p.lines()[-12:]) for p in everyone))


def readme_commands(readme: Path) -> Iterator[str]:
    """Every command line README.md shows: code-block lines and inline `accessible-games ...` spans,
    leaving out the synopsis lines (with [ ] or ...), and shell pipelines."""
    text = readme.read_text(encoding="utf-8")
    found: list[str] = []
    for block in re.findall(r"```\n(.*?)```", text, flags=re.S):
        found += [line.split("  #")[0].strip() for line in block.splitlines()]
    found += re.findall(r"`(accessible-games[^`]*)`", text)
    seen: set[str] = set()
    for line in found:
        if not line.startswith("accessible-games") or any(mark in line for mark in ("[", "...", "|", "…")):
            continue
        if line not in seen:
            seen.add(line)
            yield line
