"""Crash recovery: the real app is killed with SIGKILL at random moments; --continue resumes the last autosave.

Bots draw their moves from the seed and the move number, so a game that is killed and continued any
number of times must end exactly as the same game played in one go: nothing lost, nothing changed.
"""

from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from accessible_games.core.seats import Seat
from accessible_games.files import BadFile
from accessible_games.session import Session
from app_helpers import AppProcess, autosaves, installed_games

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal and SIGKILL")

KILLS_WANTED = 20  # kills while the game was being played (kills during start-up come on top)
BOT_DELAY = {"sixtyone": "0.02", "ramses": "0.01", "oflameron": "0.02"}


def reference_moves(game: str, seed: int, players: int) -> list[dict]:
    """The moves of the same all-bot game played in one go, in this process."""
    seats = [Seat(f"Bot {n + 1}", "normal") for n in range(players)]
    session = Session.new(game, seats, None, {}, seed)
    while not session.finished:
        session.play(session.bot_move())
    return session.moves


def saved_moves(home: Path) -> tuple[list[dict], bool] | None:
    """The moves and finished flag of the game's autosave, loaded the way Continue loads it (None: none yet)."""
    files = autosaves(home)
    if not files:
        return None
    assert len(files) == 1, f"one game, one autosave: {files}"
    try:
        session = Session.load(files[0])  # checks the state against a replay of the moves
    except BadFile as error:
        raise AssertionError(f"a kill left a save that cannot be used: {error.reason}") from error
    return session.moves, session.finished


@dataclass
class Campaign:
    """One game killed and continued until it is finished."""

    game: str
    seed: int
    players: int
    home: Path
    kills_in_play: int = 0
    kills_at_start: int = 0
    launches: int = 0
    outputs: list[str] = field(default_factory=list)

    def args(self) -> list[str]:
        """A new game the first time (and while nothing was saved), then --continue."""
        common = ["--speech", "silent", "--no-sound", "--lang", "en", "--bot-delay", BOT_DELAY.get(self.game, "0.02")]
        if saved_moves(self.home) is None:
            spec = ",".join(["bot"] * self.players)
            return ["--game", self.game, "--players", spec, "--seed", str(self.seed), *common]
        return ["--continue", *common]

    def run(self, rng: random.Random, reference: list[dict]) -> None:
        """Launch, kill at a random moment, check the autosave; repeat until the game is finished."""
        previous: list[dict] = []
        while True:
            before = saved_moves(self.home)
            count_before = len(before[0]) if before else -1
            app = AppProcess(self.home, self.args())
            self.launches += 1
            at_start = self.launches % 4 == 0  # every fourth launch dies while starting up
            deadline = time.time() + 120  # generous: a loaded machine starts Python slowly
            progressed = at_start
            killed_in_play = False
            if at_start:
                time.sleep(rng.uniform(0.0, 0.8))
            else:
                while time.time() < deadline:  # wait until this process has played a move
                    now = saved_moves(self.home)
                    if now is not None and (len(now[0]) > count_before or now[1]):
                        progressed = True
                        break
                    time.sleep(0.005)
                time.sleep(rng.uniform(0.0, 0.4))
            alive = app.process.poll() is None
            app.kill()
            self.outputs.append(app.text())
            after = saved_moves(self.home)
            if after is not None and after[1]:  # finished, perhaps in the instant between the last look and the kill
                break
            assert alive, "the app ended by itself: " + app.text()[-400:]
            if after is not None:
                moves, _finished = after
                assert moves == reference[: len(moves)], "the autosave is not the game played so far"
                assert len(moves) >= len(previous), "a saved move was lost"
                killed_in_play = len(moves) > count_before and not at_start
                previous = moves
            if at_start:
                self.kills_at_start += 1
            elif killed_in_play:
                self.kills_in_play += 1
            assert progressed, "the game made no progress: " + self.outputs[-1][-600:]
        final = saved_moves(self.home)
        assert final is not None and final[1]
        assert final[0] == reference, "the continued game ended differently from the game played in one go"


def test_killed_at_random_moments_the_game_continues_and_ends_as_if_never_interrupted(tmp_path: Path) -> None:
    """At least 20 SIGKILLs during play over every game; each --continue resumes the last autosave exactly."""
    rng = random.Random(20261129)
    games = installed_games()  # started as real processes, which know the installed games only
    kills_in_play = kills_at_start = 0
    number = 0
    while kills_in_play < KILLS_WANTED or number < len(games):
        game = games[number % len(games)]
        home = tmp_path / f"{game}-{number}"
        home.mkdir()
        seed = rng.randrange(1, 10**6)
        players = 2 if number % 2 == 0 else 3
        campaign = Campaign(game, seed, players, home)
        campaign.run(rng, reference_moves(game, seed, players))
        for output in campaign.outputs:
            assert "Traceback" not in output and "went wrong" not in output, output[-1500:]
        kills_in_play += campaign.kills_in_play
        kills_at_start += campaign.kills_at_start
        number += 1
        assert number < 40, "too few kills landed during play"
    assert kills_in_play >= KILLS_WANTED
    assert number >= len(games), "every game was killed and continued"
    print(f"kills during play: {kills_in_play}, during start-up: {kills_at_start}, games: {number}")
