"""The game screen: one game in progress, its shared keys, its bots, its autosave and its speech."""

from __future__ import annotations

import importlib
import os
import re
from typing import TYPE_CHECKING, Any, Callable

from ..core.messages import Msg, msg
from ..core.protocol import Event, Game, IllegalMove, Move
from ..core.seats import Seat
from ..files import BadFile, UnsafePath, inside, read_json
from ..locks import GameBusy, GameLock
from ..session import Session, save_info, saves_dir
from .controller import BoardController, View
from .open_game import cause_msg, lock_game
from .voice_keys import voice_keys_help
from .screen import Item, Menu, Screen, TextEntry, confirm

if TYPE_CHECKING:
    from .app import App

KEPT_KEYS = {"r", "t", "s", "d", "c-s", ",", ".", "<", ">"}


def board_for(game_name: str) -> type[BoardController]:
    """The game's board controller class (module accessible_games.ui.<game>, class Board)."""
    module = importlib.import_module(f"{__package__}.{game_name}")
    return module.Board  # type: ignore[no-any-return]


class GameScreen(Screen):
    """Plays one session: speaks events, runs bots, saves after every move. Implements GameContext."""

    help_id = "help-game"

    def __init__(self, app: "App", session: Session, resumed: bool = False, lock: GameLock | None = None,
                 note: Msg | None = None) -> None:
        super().__init__(app)
        if lock is None:  # a new game (a fresh id); a game opened elsewhere is never written: it becomes a copy
            try:
                lock = lock_game(session)
            except GameBusy:
                session.fork()
                lock = lock_game(session)
        self.lock = lock
        self.note = note  # said with the first announcement (a game opened as a copy)
        self.saved = resumed  # whether the file on disk holds the game as it is now
        self.session = session
        self.game: Game[Any] = session.game
        self.seats: list[Seat] = session.seats
        self.resumed = resumed
        self.started = False
        self.announced_turn = -1  # move count at which the current turn was announced
        self.end_announced = False
        self.bot_pending = False
        self.save_warned = False
        self.closed = False
        humans = [n for n, seat in enumerate(self.seats) if not seat.is_bot]
        self.humans = humans
        self._viewer: int | None = humans[0] if humans else None
        self.board: BoardController = board_for(self.game.name)(self)
        self.app.announcer.names = [seat.name for seat in self.seats]
        if resumed and session.history:
            self.app.announcer.history.lines[:0] = session.history
            self.app.announcer.history.position = len(self.app.announcer.history.lines)
        self.app.announcer.listeners.append(self._record)

    # --- GameContext ---------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The current game state."""
        return self.session.state

    @property
    def viewer(self) -> int | None:
        """The seat the screen speaks to now."""
        return self._viewer

    def setting(self, key: str) -> str:
        """A user setting as a string."""
        return str(getattr(self.app.settings, key))

    def play(self, move: Move) -> None:
        """Play a human's move; an illegal one is refused with a message and nothing changes."""
        player = self.game.to_move(self.state)
        if player is None or self.seats[player].is_bot:
            self.app.cue("invalid")
            self.app.say(msg("game-not-your-turn"))
            return
        self._apply(move)

    def say(self, *messages: Msg) -> None:
        """Navigation echo."""
        self.app.say(*messages)

    def cue(self, name: str, pan: float = 0.0) -> None:
        """Play a cue."""
        self.app.cue(name, pan)

    def tr(self, message: Msg) -> str:
        """Localized text."""
        return self.app.text(message)

    def choose(self, title: Msg, options: list[tuple[Msg, Callable[[], None]]], can_cancel: bool = True) -> None:
        """Open a short menu over the board."""
        self.app.push(ChoiceMenu(self.app, title, options, can_cancel))

    # --- flow ----------------------------------------------------------------------------
    def on_show(self) -> None:
        """First show: announce the game; later (back from a menu): say where we are."""
        self.app.announcer.names = [seat.name for seat in self.seats]
        if not self.started:
            self.started = True
            if self.resumed:
                resumed = msg("game-resumed", game=msg(f"{self.game.name}-title"), round=self.game.round_number(self.state))
                self.app.say(resumed, *([self.note] if self.note is not None else []))
            else:
                self.app.say(msg("game-started", game=msg(f"{self.game.name}-title"), players=self.players_msg()))
                self.app.event(*self.game.present(self.game.observe(self.state, self._viewer), self.session.opening))
                self.save()
        else:
            self.app.say(msg("game-back", game=msg(f"{self.game.name}-title")))
        self.announced_turn = -1
        self.proceed()

    def players_msg(self) -> str:
        """The players as one localized list ("Anna, Bot 1 (hard)")."""
        names = [self.app.text(msg("seat-described", name=s.name, kind=s.bot or "human")) for s in self.seats]
        return ", ".join(names)

    def proceed(self) -> None:
        """After every move: end the game, run a bot, or hand the turn to a human."""
        if self.closed or self.app.top is not self:
            return
        if self.game.is_over(self.state):
            self.announce_end()
            return
        player = self.game.to_move(self.state)
        if player is None:
            return
        if self.seats[player].is_bot:
            if not self.bot_pending:
                self.bot_pending = True
                self.app.later(self.app.options.bot_delay, self.bot_step)
            return
        if self.announced_turn == len(self.session.moves):
            return
        self.announced_turn = len(self.session.moves)
        if len(self.humans) > 1 and player != self._viewer:
            self.app.event(msg("turn-pass", player=player))
        self._viewer = player
        prompt = self.board.on_turn()
        if not prompt:  # the same turn goes on (a Ramses search after a blank): no new cue
            return
        if self.app.settings.turn_cue == "on":
            self.app.cue("your-turn")
        self.app.event(*prompt)

    def bot_step(self) -> None:
        """One bot move (scheduled after the bot delay)."""
        self.bot_pending = False
        if self.closed or self.game.is_over(self.state):
            return
        if self.app.top is not self:  # a menu is open: wait until the player is back
            return
        player = self.game.to_move(self.state)
        if player is None or not self.seats[player].is_bot:
            self.proceed()
            return
        self._apply(self.session.bot_move())

    def _apply(self, move: Move) -> None:
        try:
            events = self.session.play(move)
        except IllegalMove:
            self.app.cue("invalid")
            self.app.say(msg("game-move-not-allowed"))
            return
        self.app.event(*self.game.present(self.game.observe(self.state, self._viewer), events))
        self.board.on_events(events)
        try:
            self.proceed()  # the turn prompt is heard before the save, so Continue restores it too
        finally:
            self.save()

    def announce_end(self) -> None:
        """The final ranking, the game's own summary, the game-over cue (once)."""
        if self.end_announced:
            return
        self.end_announced = True
        scores = self.game.scores(self.state)
        places = self.game.ranking(self.state)
        order = sorted(range(len(self.seats)), key=lambda n: (places[n], n))
        lines = [msg("game-over", cue="game-over")]
        for n in order:
            lines.append(msg("final-place", place=places[n], player=n, score=scores[n],
                             self=n == self._viewer and len(self.humans) == 1))  # hot seat: names for all
        self.app.event(*lines, *self.board.final_summary())
        self.app.event(msg("game-over-keys"))
        self.save()

    def save(self) -> None:
        """Autosave; if it fails, say once where and why, play on, and say when saving works again."""
        try:
            self.session.save()
        except (OSError, UnsafePath) as error:
            self.saved = False
            if not self.save_warned:
                self.save_warned = True
                self.app.event(msg("save-failed-where", folder=str(saves_dir()), cause=cause_msg(error)))
            return
        if not self.saved and self.save_warned:
            self.save_warned = False
            self.app.event(msg("save-works-again"))
        self.saved = True

    def _record(self, text: str) -> None:
        if not self.closed:
            self.session.record_spoken(text, event=self.app.announcer.speaking_event)

    def close(self) -> None:
        """Leave the game (it stays saved, with every line heard until now)."""
        if not self.closed:
            self.save()
            self.lock.release()
        self.closed = True
        if self._record in self.app.announcer.listeners:
            self.app.announcer.listeners.remove(self._record)
        self.app.announcer.names = []

    # --- keys ----------------------------------------------------------------------------
    def handle_key(self, key: str) -> bool:
        """Shared game keys first, then the board's own."""
        if key in ("r", "R"):
            self.app.announcer.repeat()
        elif key == "t":
            self.app.say(*self.board.whose_turn())
        elif key == "s":
            self.app.say(*self.board.scores())
        elif key == "d":
            self.app.say(*self.board.dice())
        elif key == "c-s":
            self.save_as()
        elif key in KEPT_KEYS:
            return False  # history keys: the app handles them
        else:
            return self.board.handle_key(key)
        return True

    def help_messages(self) -> list[Msg]:
        """F1: the board's keys, the shared game keys, the keys everywhere."""
        messages = [msg(self.board.help_id)] if self.board.help_id else []
        return messages + [msg("help-game"), msg("help-shared")]

    def rules_game(self) -> str | None:
        """F2 reads this game's rules."""
        return self.game.name

    def view(self) -> View:
        """The board's visual view."""
        return self.board.view()

    def on_escape(self) -> None:
        """Escape: the game menu."""
        self.app.push(GameMenu(self.app, self))

    def confirm_quit(self) -> None:
        """Ctrl+Q in a game asks first, saying truly whether the game is saved."""
        confirm(self.app, msg("quit-game-confirm" if self.saved else "quit-game-confirm-unsaved"), self.app.quit)

    def leave(self) -> None:
        """Back to the main menu."""
        self.close()
        while self.app.top is not None and self.app.top is not self:
            self.app.stack.pop()
        self.app.pop()

    def save_as(self) -> None:
        """Ctrl+S: save under a name the player types."""
        self.app.push(TextEntry(self.app, msg("save-name-prompt"), self.game.name, self.save_named))

    def save_named(self, name: str) -> None:
        """Save under a typed name; an existing save of that name is replaced only after a question."""
        safe = save_file_name(name)
        try:
            path = inside(saves_dir(), f"{safe}.json")
        except UnsafePath:
            self.app.cue("invalid")
            self.app.say(msg("save-name-refused", name=safe))
            return
        if not os.path.lexists(path):
            self._write_named(path, safe)
            return
        try:
            info = save_info(path)
            same = read_json(path).get("game_id") == self.session.game_id
        except BadFile:  # a damaged or foreign file is never overwritten
            self.app.cue("invalid")
            self.app.say(msg("save-name-taken-bad", name=safe))
            return
        from .saves_screen import save_msg

        question = msg("save-replace-confirm", name=safe) if same else \
            msg("save-replace-other-confirm", name=safe, save=save_msg(info))
        confirm(self.app, question, lambda: self._write_named(path, safe))

    def _write_named(self, path: Any, safe: str) -> None:
        try:
            self.session.save(path)
        except OSError as error:
            self.app.cue("invalid")
            self.app.say(msg("save-as-failed", name=safe, folder=str(saves_dir()), cause=cause_msg(error)))
            return
        self.app.say(msg("saved-as", name=safe))


def save_file_name(name: str) -> str:
    """The file name (without .json) a typed save name becomes: letters, digits, spaces, - and _ only."""
    safe = re.sub(r"[^\w\- ]+", "_", name, flags=re.UNICODE).strip()[:80] or "game"
    if safe.lower().startswith("autosave"):  # that prefix marks the automatic saves
        safe = f"saved-{safe}"
    return safe



class ChoiceMenu(Menu):
    """A short menu a game opens for a decision (name a treasure, pick an opponent...)."""

    help_id = "help-choice"

    def __init__(self, app: "App", title: Msg, options: list[tuple[Msg, Callable[[], None]]], can_cancel: bool) -> None:
        items = [Item(label, self._chosen(callback), key=f"choice-{n}") for n, (label, callback) in enumerate(options)]
        super().__init__(app, title, items, help_id="help-choice")
        self.can_cancel = can_cancel

    def _chosen(self, callback: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.app.pop(announce=False)
            callback()
            top = self.app.top
            if isinstance(top, GameScreen):
                top.proceed()

        return run

    def on_escape(self) -> None:
        """Escape closes the menu only when the decision can wait."""
        if self.can_cancel:
            self.app.pop()
        else:
            self.app.cue("invalid")
            self.app.say(msg("choice-required"), self.item_msg())


class GameMenu(Menu):
    """Escape in a game: resume, save, rules, keys, settings, leave."""

    def __init__(self, app: "App", screen: GameScreen) -> None:
        self.screen = screen
        super().__init__(app, msg("game-menu-title"), help_id="help-game-menu")

    def build(self) -> list[Item]:
        """The game menu items."""
        from .screens import SettingsMenu, keys_reader, rules_reader

        return [
            Item(msg("game-menu-resume"), self.app.pop, key="resume"),
            Item(msg("game-menu-save"), lambda: (self.app.pop(announce=False), self.screen.save_as()), key="save"),
            Item(msg("game-menu-rules"), lambda: self.app.push(rules_reader(self.app, self.screen.game.name)), key="rules"),
            Item(msg("game-menu-keys"), lambda: self.app.say(*self.screen.help_messages(), voice_keys_help()), key="keys"),
            Item(msg("game-menu-settings"), lambda: self.app.push(SettingsMenu(self.app)), key="settings"),
            Item(msg("game-menu-leave"), self.leave, key="leave"),
        ]

    def leave(self) -> None:
        """Leave to the main menu (asks first while the game is on)."""
        if self.screen.game.is_over(self.screen.state) and self.screen.saved:
            self.screen.leave()
        else:
            question = "leave-confirm" if self.screen.saved else "leave-confirm-unsaved"
            confirm(self.app, msg(question), self.screen.leave)

    def rules_game(self) -> str | None:
        """F2 reads this game's rules."""
        return self.screen.game.name
