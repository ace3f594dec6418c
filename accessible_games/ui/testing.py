"""A test harness: the real app with the record speech backend, no audio, and data in a folder."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..core.seats import Seat, parse_players
from ..i18n import catalog
from ..session import Session
from ..settings import Settings
from ..speech.base import RecordSpeaker
from ..speech.announcer import Announcer
from .app import App, AppOptions
from .game_screen import GameScreen
from .screens import MainMenu


class RecordCues:
    """Remembers every cue played, in order, with its pan."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []
        self.volume: int | None = None

    def play(self, name: str, pan: float = 0.0) -> None:
        """Record the cue."""
        self.played.append((name, pan))

    def set_volume(self, volume: int) -> None:
        """Remember the volume."""
        self.volume = volume

    def names(self) -> list[str]:
        """The cue names played so far."""
        return [name for name, _pan in self.played]


class Harness:
    """Drives the app by key names, as a player would, and records what it says."""

    def __init__(self, home: Path, lang: str = "en", seed: int | None = 1) -> None:
        os.environ["ACCESSIBLE_GAMES_HOME"] = str(home)
        self.home = home
        self.speaker = RecordSpeaker()
        self.cues = RecordCues()
        self.settings = Settings(lang=lang)
        self.app = App(
            self.settings, Announcer(self.speaker, lang), self.cues, AppOptions(seed=seed, bot_delay=0.0, visual=True)
        )

    # --- starting ------------------------------------------------------------------------
    def open_menu(self) -> None:
        """Start at the main menu."""
        self.app.start([MainMenu(self.app)])
        self.app.run_pending()

    def start_game(
        self,
        game: str,
        players: str = "Anna,bot",
        variant: str | None = None,
        options: dict[str, str] | None = None,
        seed: int | None = None,
    ) -> GameScreen:
        """Start a game straight away, over the main menu (as --game and --players do)."""
        # Bots are named as at level normal ("Bot 2"), whatever their level, so tests read simply.
        seats: list[Seat] = parse_players(
            players, lambda n, _level: catalog(self.settings.lang).text("bot-name", number=n, level="normal")
        )
        session = Session.new(game, seats, variant, options or {}, seed if seed is not None else self.app.options.seed)
        screen = GameScreen(self.app, session)
        self.app.start([MainMenu(self.app), screen])
        return screen

    @property
    def screen(self) -> Any:
        """The screen on top."""
        return self.app.top

    @property
    def game_screen(self) -> GameScreen:
        """The game screen in the stack."""
        for screen in reversed(self.app.stack):
            if isinstance(screen, GameScreen):
                return screen
        raise LookupError("no game screen")

    @property
    def session(self) -> Session:
        """The session being played."""
        return self.game_screen.session

    # --- keys and speech -----------------------------------------------------------------
    def press(self, *keys: str) -> None:
        """Press keys (normalized names), one after another, running any bot work between."""
        for key in keys:
            self.app.dispatch(key)
            self.app.run_pending()

    def said(self) -> list[str]:
        """Everything spoken so far."""
        return self.speaker.texts()

    def last(self) -> str:
        """The last thing spoken."""
        return self.speaker.said[-1].text if self.speaker.said else ""

    def clear(self) -> None:
        """Forget what was said so far."""
        self.speaker.clear()
        self.cues.played.clear()

    # --- bots and saves ------------------------------------------------------------------
    def run_bots(self, reload_each_move: bool = False, limit: int = 100000) -> int:
        """Let bots play until a human must act or the game ends; returns the number of moves made.

        With reload_each_move, after every move the session is reloaded from its autosave, checked
        equal to the live one, and play goes on from the reloaded copy.
        """
        made = 0
        while made < limit:
            screen = self.game_screen
            before = len(screen.session.moves)
            self.app.run_pending(limit=1 if reload_each_move else 100000)
            if len(screen.session.moves) == before:
                break
            made += len(screen.session.moves) - before
            if reload_each_move:
                self.reload(check=True)
        return made

    def reload(self, check: bool = False) -> GameScreen:
        """Rebuild the game screen from the autosave on disk (as Continue does)."""
        old = self.game_screen
        path = old.session.autosave_path()
        loaded = Session.load(path)
        if check:
            game = old.session.game
            assert game.to_json(loaded.state) == game.to_json(old.session.state), "autosave differs from the live game"
            assert loaded.moves == old.session.moves, "autosave move list differs"
        old.close()
        self.app.stack.remove(old)
        while self.app.top is not None and not isinstance(self.app.top, MainMenu):
            self.app.stack.pop()
        self.app.pending.clear()
        screen = GameScreen(self.app, loaded, resumed=True)
        self.app.push(screen)
        return screen
