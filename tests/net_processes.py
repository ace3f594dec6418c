"""Helpers of the real-process online tests: `serve` in a child process, and players in pseudo-terminals
who press arrows and Enter (as a player learning the keys would) until their table's game is over, or
who play Ramses II with purpose: each move chosen from the table as the server stores it, then made
with the keys a player uses (H to the hole, an arrow, Enter; Enter, arrows and Enter in a menu)."""

from __future__ import annotations

import json
import os
import random
import re
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

from accessible_games.core.board_protocol import Menu
from accessible_games.core.messages import Coordinates, Msg, Verbosity, context
from accessible_games.core.protocol import Move, Setup
from accessible_games.games import get_game
from accessible_games.games.ramses.answers import ANSWERS
from accessible_games.core.codes import normalize
from accessible_games.board_host.public import table_seats
from accessible_games.speech.base import SilentSpeaker
from accessible_games.speech.announcer import Announcer
from app_helpers import ROOT, AppProcess

KEYS = {"enter": b"\r", "up": b"\x1b[A", "down": b"\x1b[B", "right": b"\x1b[C", "left": b"\x1b[D"}
GAME_OVER = ("Game over.", "Игра окончена.", "Partie terminée.")
PLACE = re.compile(r"(\d+)\D+?(\d+)\D*$")
ARROWS = {(1, 0): "up", (-1, 0): "down", (0, 1): "right", (0, -1): "left"}  # Ramses: row 1 is nearest the player
PACE = 0.1  # seconds between one player's moves at least: about as fast as fingers go, within the server's allowance


class ServeProcess:
    """`accessible-games serve` on 127.0.0.1 and a free port (or the given one), its database in `folder`."""

    def __init__(self, folder: Path, port: int = 0, *extra: str, log: Path | None = None, root: Path = ROOT) -> None:
        """Start it from the package under `root`; the URL it printed is in `url` (its log in `log`, if given)."""
        env = dict(os.environ, ACCESSIBLE_GAMES_HOME=str(folder / "home"), PYTHONPATH=str(root))
        self.log = log.open("w", encoding="utf-8") if log is not None else None
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "accessible_games",
                "serve",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--data",
                str(folder / "data"),
                "--lang",
                "en",
                *extra,
            ],
            stdout=subprocess.PIPE,
            stderr=self.log or subprocess.DEVNULL,
            text=True,
            env=env,
            cwd=str(root),
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline().strip()
        assert line.startswith(("Serving on ws://", "Serving on wss://")), line
        self.url = line.removeprefix("Serving on ")
        self.port = int(self.url.rsplit(":", 1)[1])

    def stop(self) -> None:
        """SIGTERM, as an operator stops it."""
        if self.process.poll() is None:
            self.process.terminate()
        self.process.wait(20)
        if self.log is not None:
            self.log.close()

    def kill(self) -> None:
        """SIGKILL, as a crash or a power cut would."""
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(20)
        if self.log is not None:
            self.log.close()


class Player:
    """One app in a pseudo-terminal, silent, every message it speaks appended to its transcript."""

    def __init__(
        self,
        home: Path,
        args: list[str],
        lang: str | None = "en",
        seed: int = 1,
        speech: str = "silent",
        env: dict[str, str] | None = None,
        transcript: Path | None = None,
    ) -> None:
        """Start the app (`speech` "lines": the plain-line view, as with a screen reader), `env` added to its
        own; `transcript`: where its words go (another app may share its home)."""
        home.mkdir(parents=True, exist_ok=True)
        self.transcript = transcript or home / "transcript.txt"
        self.lang = lang
        self.app = AppProcess(
            home,
            [
                *args,
                *(["--lang", lang] if lang else []),
                "--speech",
                speech,
                "--no-sound",
                "--transcript",
                str(self.transcript),
            ],
            env,
        )
        self.home = home
        self.keys = random.Random(seed)
        self.words: Announcer | None = None  # what the app's words are, to know a line when it is said

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

    def heard_as(self, message: Msg, seats: list[dict[str, Any]]) -> str:
        """The line this app says for `message`: in its language, with the default settings, and the
        players named as the table's public `seats` name them in that language (bots too)."""
        if self.words is None:
            self.words = Announcer(SilentSpeaker(), self.lang or "en")  # type: ignore[arg-type]
            self.words.context = context(Coordinates.LAST, Verbosity.FULL)
        self.words.names = []
        self.words.names = [seat.name for seat in table_seats(seats, self.words.text)]
        return " ".join(self.words.text(message).split())  # as the transcript writes it (a no-break space as a space)

    def hears_after(self, keys: list[str], expected: list[str], timeout: float) -> bool:
        """Press `keys`, then wait until the app says the `expected` lines in that order (other lines may
        come between): False when it does not in time (what it answered shows it knows something else)."""
        before = len(self.lines())
        self.press(*keys)
        deadline = time.time() + timeout
        while time.time() < deadline:
            waiting = list(expected)
            for line in self.lines()[before:]:
                if waiting and line == waiting[0]:
                    waiting.pop(0)
            if not waiting:
                return True
            time.sleep(0.01)
        return False

    def make(self, view: Any, move: Move, seats: list[dict[str, Any]]) -> bool:
        """Make a Ramses II move as a player does by ear, once T and H say the table as `view` has it
        (the app has this seat's latest update): H to the hole, the arrow towards the pyramid, Enter;
        or Enter for the choice's menu, heard by its title, then Down to the choice and Enter (twice for
        a card to give: whom, then which). False when the app did not say what was expected (it has
        not heard the last move yet: the caller looks again and retries)."""
        if move["kind"] == "slide":
            row, col = view.hole
            told = [self.heard_as(line, seats) for line in (*ANSWERS.whose_turn(view), ANSWERS.cell(view, view.hole))]
            if not self.hears_after(["t", "h"], told, 0.3):
                return False
            self.press(ARROWS[(move["row"] - row, move["col"] - col)], "enter")
            return True
        menu = ANSWERS.enter(view, view.hole)
        assert isinstance(menu, Menu), menu
        if not self.hears_after(["enter"], [self.heard_as(menu.title, seats)], 1.0):
            return False
        self.press(*menu_keys(menu, move))
        return True

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
            said = lines[start + 1 : start + 1 + players]
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


def menu_keys(menu: Menu, move: Move) -> list[str]:
    """Down to the choice that plays `move` (through the menus it opens), Enter at each."""
    for index, choice in enumerate(menu.choices):
        if choice.move == move:
            return ["down"] * index + ["enter"]
        if choice.then is not None and any(m.move == move for m in choice.then.choices):
            return ["down"] * index + ["enter"] + menu_keys(choice.then, move)
    raise AssertionError(f"{move} is not in the menu")


class StoredTable:
    """A table as the server's SQLite database holds it, read only, replayed with the rules core: the
    truth a test player chooses moves from (the keys still go through the app)."""

    def __init__(self, database: Path, code: str) -> None:
        """Look at the table with this code in `database` (it may not be there yet)."""
        self.database = database
        self.code = normalize(code)
        self.db: sqlite3.Connection | None = None
        self.game: Any = None
        self.state: Any = None
        self.seats: list[dict[str, Any]] = []  # name, kind ("human", "bot", "open") and level of each seat
        self.seq = 0  # the last log step replayed
        self.moves = 0  # moves replayed

    def refresh(self) -> None:
        """Replay the moves stored since the last look."""
        if self.db is None:
            if not self.database.exists():
                return
            self.db = sqlite3.connect(f"file:{self.database}?mode=ro", uri=True, isolation_level=None, timeout=5)
        self.seats = [
            {"name": name, "kind": kind, "level": level}
            for name, kind, level in self.db.execute(
                "SELECT name, kind, level FROM seats WHERE code = ? ORDER BY seat", (self.code,)
            )
        ]
        if self.state is None and self.seats:
            row = self.db.execute(
                "SELECT game, variant, options, seed FROM tables WHERE code = ?", (self.code,)
            ).fetchone()
            if row is None:
                return
            self.game = get_game(row[0])
            self.state, _events = self.game.new_game(Setup(row[3], len(self.seats), row[1], json.loads(row[2])))
        for seq, data in self.db.execute(
            "SELECT seq, data FROM log WHERE code = ? AND kind = 'move' AND seq > ? ORDER BY seq", (self.code, self.seq)
        ).fetchall():
            self.game.apply(self.state, json.loads(data)["move"])
            self.seq, self.moves = seq, self.moves + 1

    def to_move(self) -> int | None:
        """The seat to move now (None before the game or after it)."""
        return None if self.state is None else self.game.to_move(self.state)

    def wait_for_move(self, moves: int, timeout: float) -> bool:
        """Wait until more than `moves` moves are stored."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            self.refresh()
            if self.moves > moves:
                return True
            time.sleep(0.01)
        return False

    def close(self) -> None:
        """Let go of the database."""
        if self.db is not None:
            self.db.close()
            self.db = None


def play_ramses_to_the_end(
    table: StoredTable, seats: dict[int, Player], everyone: list[Player], timeout: float = 150.0
) -> None:
    """Each seated player plays as one who remembers every chip uncovered (the hard bot's choice from
    that seat's view), with the app's keys and at a player's pace, until every app has heard the end."""
    deadline = time.time() + timeout
    last: dict[int, float] = {}
    while time.time() < deadline:
        if all(player.over() for player in everyone):
            table.refresh()  # the last moves (a bot's, perhaps) are replayed too
            return
        table.refresh()
        seat = table.to_move()
        player = seats.get(seat) if seat is not None else None
        if seat is None or player is None or player.over():
            time.sleep(0.02)
            continue
        time.sleep(max(0.0, last.get(seat, 0.0) + PACE - time.time()))
        view = table.game.observe(table.state, seat)
        moves = table.moves
        if player.make(view, table.game.bot_move(view, "hard", moves), table.seats):
            last[seat] = time.time()
            table.wait_for_move(moves, 1.0)
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
