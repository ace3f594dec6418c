"""Shared helpers of the saves, faults, fuzz and crash tests (no tests of its own)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from accessible_games.games import games
from accessible_games.core.rng import derive_seed
from accessible_games.saves import saves_dir
from accessible_games.session import Session
from accessible_games.ui.game_screen import GameScreen
from accessible_games.ui.testing import Harness


def playable_games() -> list[str]:
    """Every game the registry holds now, whatever its board (the generic one or board_host/<game>.py): the game
    folders of accessible_games/games, then the template of docs/adding-a-game.md (tests/pebble) unless a game
    folder has its name (a copy of it installed as a game), and any other game a test registered."""
    if "pebble" not in games():
        import pebble  # noqa: F401  (registers itself; tests/ is on the path)
    return list(games())


def installed_games() -> list[str]:
    """The games a fresh `python -m accessible_games` knows: those found in accessible_games/games (a game a
    test registers in this process is not among them)."""
    return [name for name, game in games().items() if game.package.startswith("accessible_games.games.")]


def seats_for(game: str, humans: int = 1) -> str:
    """A --players spec with `humans` humans (Anna, Boris...) and bots to reach the game's minimum of 2."""
    low = max(games()[game].min_players, 2)
    people = ["Anna", "Boris", "Vera"][:humans]
    return ",".join(people + ["bot"] * max(0, low - len(people)))


def autosaves(home: Path) -> list[Path]:
    """The autosave files under a test home."""
    return sorted((home / "data" / "saves").glob("autosave-*.json"))


def read(path: Path) -> dict[str, Any]:
    """A save file's JSON."""
    return json.loads(path.read_text(encoding="utf-8"))


def finished_session(game: str, seed: int = 3, players: str = "bot,bot") -> Session:
    """A whole bots-only game played in memory (no screen), then saved to its autosave path."""
    from accessible_games.core.seats import parse_players

    seats = parse_players(players, lambda n, _level: f"Bot {n}")
    session = Session.new(game, seats, None, {}, seed)
    while not session.finished:
        session.play(session.bot_move())
    session.save()
    return session


def assert_consistent(screen: GameScreen) -> None:
    """The live game is a legal state: it round-trips through JSON, replays from seed and moves, and equals its autosave."""
    session = screen.session
    game = session.game
    data = game.to_json(session.state)
    assert json.loads(json.dumps(data)) == data
    assert game.to_json(game.from_json(data)) == data
    assert game.to_json(session.replayed_state()) == data
    path = session.autosave_path()
    if path.exists() and not screen.save_warned:
        on_disk = Session.load(path)
        assert game.to_json(on_disk.state) == data
        assert on_disk.moves == session.moves


def play_human_turn(h: Harness) -> bool:
    """Play the move a normal bot would choose for the human to move, through the game screen; False when none is to move."""
    screen = h.game_screen
    game = screen.game
    player = game.to_move(screen.state)
    if player is None or screen.seats[player].is_bot:
        return False
    screen.play(game.bot_move(game.observe(screen.state, player), "normal", derive_seed(7, len(screen.session.moves))))
    h.app.run_pending()
    return True


def play_to_end(h: Harness, limit: int = 5000) -> None:
    """Finish the game on the harness: bots move, the humans play as a normal bot would."""
    for _ in range(limit):
        h.run_bots()
        if h.session.finished:
            return
        if not play_human_turn(h):
            h.app.run_pending()
    raise AssertionError("the game did not end")


def saves_folder() -> Path:
    """The saves folder of the current test home."""
    return saves_dir()


def save_as(h: Harness, name: str) -> None:
    """Ctrl+S, clear the suggested name, type `name`, Enter."""
    h.press("c-s")
    h.press(*["backspace"] * 40)
    h.press(*name, "enter")


ROOT = Path(__file__).resolve().parent.parent


class AppProcess:
    """`python -m accessible_games` in a pseudo-terminal (as a player runs it), its output collected."""

    def __init__(
        self,
        home: Path,
        args: list[str],
        env: dict[str, str] | None = None,
        root: Path = ROOT,
        python_options: tuple[str, ...] = (),
        stderr: Path | None = None,
    ) -> None:
        """Start it from the package under `root` (a copy of the checkout, say), its home in `home`; `python_options`
        go to the interpreter before `-m` (`-X importtime`, say); `stderr`, a file its standard error goes to instead
        of the terminal (a log that the screen's output must not cut into)."""
        import os
        import pty
        import subprocess
        import sys
        import threading

        self.output = bytearray()
        master, slave = pty.openpty()
        environment = dict(
            os.environ,
            ACCESSIBLE_GAMES_HOME=str(home),
            SDL_AUDIODRIVER="dummy",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
            TERM="xterm",
            PYTHONPATH=str(root),
            LANG="en_US.UTF-8",
        )
        environment.update(env or {})
        errors = stderr.open("wb") if stderr is not None else None
        self.process = subprocess.Popen(
            [sys.executable, *python_options, "-m", "accessible_games", *args],
            stdin=slave,
            stdout=slave,
            stderr=errors if errors is not None else slave,
            env=environment,
            cwd=str(root),
            close_fds=True,
            start_new_session=True,
        )
        os.close(slave)
        if errors is not None:
            errors.close()  # the app holds its own copy
        self.master = master
        self.stopping = threading.Event()
        self.released = False
        self.reader = threading.Thread(target=self._drain, daemon=True)
        self.reader.start()

    def _drain(self) -> None:
        import os
        import select

        # A read blocked on the master would keep it open after os.close (the kernel holds the file for
        # the read), so the terminal would never hang up: wait with a timeout and stop when told.
        while not self.stopping.is_set():
            try:
                ready, _, _ = select.select([self.master], [], [], 0.1)
                if not ready:
                    continue
                chunk = os.read(self.master, 65536)
            except (OSError, ValueError):
                return
            if not chunk:
                return
            self.output.extend(chunk)

    def close_window(self) -> None:
        """The terminal window closes: the master side goes away for good (the app sees a hang-up)."""
        import os

        self.stopping.set()
        self.reader.join(timeout=5)
        if not self.released:
            self.released = True
            os.close(self.master)

    def press(self, data: bytes) -> None:
        """Type bytes at the terminal."""
        import os

        os.write(self.master, data)

    def text(self) -> str:
        """Everything the process wrote so far, escape sequences removed, spaces squeezed."""
        import re

        raw = bytes(self.output).decode("utf-8", "replace")
        plain = re.sub(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]", " ", raw)
        return " ".join(plain.split())

    def wait(self, timeout: float = 20.0) -> int:
        """Wait for the process to end; kill it (and fail) when it does not."""
        import subprocess

        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError("the app did not end: " + self.text()[-500:]) from None

    def quit(self, confirm: bool = False, timeout: float = 30.0) -> int:
        """Ctrl+Q (then Down, Enter for Yes when a game asks), again until the app ends: a key typed
        before the app holds the terminal's keys (while Python itself starts) is lost (Ctrl+Q is XON to a
        cooked terminal)."""
        import subprocess
        import time

        deadline = time.time() + timeout
        while time.time() < deadline:
            self.press(b"\x11")
            if confirm:
                time.sleep(0.3)
                self.press(b"\x1b[B\r")
            try:
                return self.process.wait(1.5)
            except subprocess.TimeoutExpired:
                continue
        self.kill()
        raise AssertionError("the app did not quit: " + self.text()[-500:])

    def kill(self) -> None:
        """SIGKILL, as a power cut or a crash would."""
        import signal

        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
        self.process.wait()
        self.close()

    def close(self) -> None:
        """Release the terminal."""
        import os

        self.reader.join(timeout=2)
        self.stopping.set()
        if self.released:  # closed already: the number may belong to another file now
            return
        self.released = True
        try:
            os.close(self.master)
        except OSError:
            pass


def run_until(app: AppProcess, text: str, timeout: float = 25.0) -> bool:
    """Wait until `text` shows in the app's output."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if text in app.text():
            return True
        if app.process.poll() is not None:
            return text in app.text()
        time.sleep(0.05)
    return False
