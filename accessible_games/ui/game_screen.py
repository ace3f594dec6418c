"""The game screen: one game in progress, its shared keys, its bots, its autosave and its speech."""

from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING, Any, Callable

from ..core.messages import Msg, msg, names_msg
from ..core.protocol import Event, Game, IllegalMove, Move
from ..core.seats import Seat
from ..files import WRITE_ERRORS, BadFile, UnsafePath, inside, read_json
from ..i18n import LANGUAGES, catalog
from ..locks import GameLock
from ..saves import save_info, saves_dir
from ..save_writer import save_writer, saves_written
from ..session import Session
from ..board_host.board import board_for
from .bot_worker import BotThinking
from ..board_host.controller import BoardController, MenuKeys, View
from ..board_host.keys import GAME, HISTORY, command
from .menus import SettingsMenu, rules_reader
from .open_game import cause_msg, lock_new_game, save_msg
from .voice_keys import voice_keys_help
from .turn_reminder import AppReminder
from .screen import Item, Menu, Screen, TextEntry, confirm

if TYPE_CHECKING:
    from .app import App


def says_level(seat: Seat, count: int, first: str = "en") -> bool:
    """True when a seat's name already says what it is: a human's, or a bot's default name for its level in any
    language (a game started in another keeps its names). The player's language `first` is looked at first: the
    others' files are read only for a name that is not a default one of it."""
    if seat.bot is None:
        return True
    return any(
        catalog(lang).text("bot-name", number=n, level=seat.bot) == seat.name
        for lang in (first, *(other for other in LANGUAGES if other != first))
        for n in range(1, count + 1)
    )


def players_text(app: "App", seats: list[Seat]) -> str:
    """The players as one localized list ("Anna, Easy bot 1 and Hard bot 2"); a bot whose name
    does not say its level is described ("Boris playing hard")."""
    count = len(seats)
    names = [
        seat.name
        if says_level(seat, count, app.settings.lang)
        else app.text(msg("seat-bot-level", name=seat.name, level=seat.bot))
        for seat in seats
    ]
    return app.text(names_msg(names))


SLOW_ANSWER = 0.2
"""Seconds a hint may take before the player hears that it is being worked out."""


class BoardHost:
    """What a game screen, at this computer or online, gives its board: speech, cues, menus, shared keys."""

    app: "App"
    board: BoardController

    def say(self, *messages: Msg) -> None:
        """Navigation echo."""
        self.app.say(*messages)

    def cue(self, name: str, pan: float = 0.0) -> None:
        """Play a cue."""
        self.app.cue(name, pan)

    def tr(self, message: Msg) -> str:
        """Localized text."""
        return self.app.text(message)

    def choose(
        self,
        title: Msg,
        options: list[tuple[Msg, Callable[[], None]]],
        can_cancel: bool = True,
        start: int = 0,
        keys: MenuKeys | None = None,
    ) -> None:
        """Open a short menu over the board, on line `start`, with the board's own keys in it."""
        self.app.push(ChoiceMenu(self.app, title, options, can_cancel, start, keys))

    def answer_key(self, key: str) -> bool:
        """R, T, S, D, then the screen's own keys, then the board's; False for history keys (the app's). A capital
        letter the board does not take (a first-letter jump) does what the letter does (Caps Lock may be on)."""
        action = GAME.get(command(key))
        if action == "repeat":
            self.app.announcer.repeat()
        elif action == "whose-turn":
            self.app.say(*self.board.whose_turn())
        elif action == "scores":
            self.app.say(*self.board.scores())
        elif action == "dice":
            self.app.say(*self.board.dice())
        elif self.own_key(action, key):
            pass
        elif command(key) in HISTORY:
            return False
        elif self.board.handle_key(key):
            pass
        elif len(key) == 1 and key.isalpha() and key != key.lower():  # Shift or Caps Lock: the letter's own key
            return self.answer_key(key.lower())
        else:
            return False
        return True

    def own_key(self, action: str | None, key: str) -> bool:
        """A key only this screen answers (True when it did)."""
        return False

    def aside_saying_so(self, start: Callable[[Callable[[Any], None]], None], on_ready: Callable[[Any], None]) -> None:
        """Start long work (a hint) with `start(ready)`; when no answer has come SLOW_ANSWER seconds later (the first
        hint of a game loads its tables), say at once that it is being worked out, so the key is never silent."""
        answered = False

        def ready(found: Any) -> None:
            nonlocal answered
            answered = True
            on_ready(found)

        def still_waiting() -> None:
            if not answered and self.app.top is self:
                self.app.say(msg("hint-thinking"))

        start(ready)
        if not answered:
            self.app.later(SLOW_ANSWER, still_waiting)


class GameScreen(BoardHost, Screen):
    """Plays one session: speaks events, runs bots, saves after every move. Implements GameContext."""

    help_id = "help-game"

    def __init__(
        self, app: "App", session: Session, resumed: bool = False, lock: GameLock | None = None, note: Msg | None = None
    ) -> None:
        super().__init__(app)
        if lock is None:  # a new game (a fresh id); a game opened elsewhere is never written: it becomes a copy
            lock = lock_new_game(session)
        self.lock = lock
        self.note = note  # said with the first announcement (a game opened as a copy)
        self.saved = resumed  # whether the file on disk holds the game as it is now
        self.session = session
        self.game: Game[Any, Any] = session.game
        self.seats: list[Seat] = session.seats
        self.resumed = resumed
        self.started = False
        self.announced_turn = -1  # move count at which the current turn was announced
        self.end_announced = False
        self.bot_pending = False
        self.thinking = BotThinking(app, session)  # bots choose off the interface thread while keys are answered
        self.save_warned = False
        self.closed = False
        humans = [n for n, seat in enumerate(self.seats) if not seat.is_bot]
        self.humans = humans
        self.hot_seat = len(humans) > 1
        # The seat at the keyboard, to whom private lines may be spoken. At one keyboard nobody
        # is there until the first hand-over is confirmed; with one human it is always them.
        self._viewer: int | None = humans[0] if len(humans) == 1 else None
        self.waiting: int | None = None  # hot seat: the seat asked to press Enter when ready
        self.handing_over: int | None = None  # hot seat: the seat that had the keyboard before that request
        # hot seat: private lines kept for a seat until its hand-over (kept in the save, so --continue has them)
        self.unheard: dict[int, list[Msg]] = {n: list(session.unheard.get(n, [])) for n in humans}
        session.unheard = self.unheard
        self.outbox: list[tuple[int | None, list[Msg]]] = []  # hot seat: lines waiting for a hand-over, in order
        self.then: Callable[[], None] | None = None  # hot seat: a private answer to give once its seat is alone
        self.prompted: int | None = None  # the seat the last turn prompt was for
        self.board: BoardController = board_for(self.game.name)(self)
        self.app.announcer.names = [seat.name for seat in self.seats]
        history = self.app.announcer.history
        if resumed and session.history and session.game_id not in history.games:  # once a run: not again on Continue
            history.prepend(session.history)
        history.games.add(session.game_id)
        self.app.announcer.seat_at_keyboard(None, everyone=not self.hot_seat)
        self.app.announcer.listeners.append(self._record)
        self.reminder = AppReminder(app, self.reminder_line)

    def reminder_line(self) -> Msg | None:
        """What the turn reminder says now: the human to move is named at one keyboard; None when nobody waits
        for a human here (a bot's turn, the game over, a hand-over waiting, a menu of the app open)."""
        if self.closed or self.end_announced or self.waiting is not None or self.game.is_over(self.state):
            return None
        if self.app.top is not self and not isinstance(self.app.top, ChoiceMenu):
            return None
        player = self.game.to_move(self.state)
        if player is None or self.seats[player].is_bot:
            return None
        return msg("turn-reminder", player=player, self=not self.hot_seat)

    # --- GameContext ---------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The current game state."""
        return self.session.state

    @property
    def viewer(self) -> int | None:
        """The seat the board acts for: the seat alone at the keyboard, or at one keyboard the human to move."""
        if self._viewer is not None or not self.hot_seat or self.waiting is not None:
            return self._viewer
        player = self.game.to_move(self.state)
        return player if player is not None and not self.seats[player].is_bot else None

    @property
    def at_table(self) -> bool:
        """True at one keyboard while everyone listens: only public answers may be said."""
        return self.hot_seat and self._viewer is None

    def privately(self, seat: int, answer: Callable[[], None]) -> None:
        """Give `seat` an answer nobody else may hear (its cards): at one keyboard after a hand-over to it."""
        if not self.hot_seat or self._viewer == seat:
            answer()
            return
        self.then = answer
        self.call(seat)

    def play(self, move: Move) -> None:
        """Play a human's move; an illegal one is refused with a message and nothing changes."""
        player = self.game.to_move(self.state)
        by = move.get("by")  # a move a seat may make out of turn (Sixty-One: take back its own hidden choice)
        at_keyboard = self._viewer if self.waiting is None else self.handing_over
        if by is not None and by == at_keyboard and not self.game.is_over(self.state):
            self._apply(move)
            return
        if player is None or self.seats[player].is_bot:
            self.app.cue("invalid")
            self.app.say(msg("game-not-your-turn"))
            return
        self._apply(move)

    def think_aside(self, work: Callable[..., Any], args: tuple[Any, ...], on_ready: Callable[[Any], None]) -> None:
        """Long work for the board (a hint) off the interface thread; see GameContext."""
        self.aside_saying_so(lambda ready: self.thinking.aside(work, args, ready), on_ready)

    # --- flow ----------------------------------------------------------------------------
    def on_show(self) -> None:
        """First show: announce the game; later (back from a menu): say where we are."""
        self.app.announcer.names = [seat.name for seat in self.seats]
        if not self.started:
            self.started = True
            if self.resumed:
                said = getattr(self.board, "resumed_id", "game-resumed")  # a game of stages says "stage"
                resumed = msg(said, game=msg(f"{self.game.name}-title"), round=self.game.round_number(self.state))
                player = self.game.to_move(self.state)
                if player is not None and not self.hot_seat:  # at one keyboard the hand-over names the seat
                    resumed = resumed.with_parts(msg("game-resumed-turn", player=player, self=player == self._viewer))
                self.app.say(resumed, *([self.note] if self.note is not None else []))
            else:
                self.app.say(msg("game-started", game=msg(f"{self.game.name}-title"), players=self.players_msg()))
                self.speak_events(self.session.opening)
                self.save()
        else:
            self.app.say(msg("game-back", game=msg(f"{self.game.name}-title")))
            if self.waiting is not None:  # back from the game menu during a hand-over: ask again
                self.app.event(self.call_msg())
        self.announced_turn = -1
        self.proceed()

    def players_msg(self) -> str:
        """The players as one localized list ("Anna, Easy bot 1 and Hard bot 2")."""
        return players_text(self.app, self.seats)

    def proceed(self) -> None:
        """After every move: end the game, run a bot, or hand the turn to a human."""
        if self.closed or self.app.top is not self or self.waiting is not None:
            return
        if not self.flush():
            return
        if self.game.is_over(self.state):
            self.announce_end()
            return
        player = self.game.to_move(self.state)
        if player is None:
            return
        if self.seats[player].is_bot:
            self.all_clear()
            if not self.bot_pending:
                self.bot_pending = True
                self.thinking.start()
                self.app.later(self.app.options.bot_delay, self.bot_step)
            return
        if self.hot_seat and player != self._viewer:
            # a game whose every turn holds a secret (a hidden choice; any game that does not say otherwise)
            # hands the keyboard over each turn; otherwise only a seat with lines kept for it is called
            # (lines that can wait, a Gift's card value, call nobody: they go with the seat's next hand-over)
            if getattr(self.board, "private_turns", True) or any(
                not line.args.get("waits") for line in self.unheard[player]
            ):
                self.call(player, turn=True)
                return
        private = self.hot_seat and getattr(self.board, "private_turns", True)
        # a seat already alone at the keyboard for a secret decision (the card it must give) keeps it
        alone = self.hot_seat and not private and player == self._viewer and self.board.decides_alone()
        if self.hot_seat and not private and not alone:
            self.all_clear()
        self.reminder.start()
        if self.announced_turn == len(self.session.moves):
            return
        self.announced_turn = len(self.session.moves)
        prompt = self.board.on_turn()
        if not prompt:  # the same turn goes on (a Ramses search after a blank): no new cue
            return
        if self.app.settings.turn_cue == "on" and (not self.hot_seat or not private):  # a hand-over had it
            self.app.cue("your-turn")
        if (
            self.hot_seat and not private and not alone and player != self.prompted
        ):  # a new seat's turn, said to the table
            prompt = [msg("table-turn", player=player).with_parts(prompt[0]), *prompt[1:]]
        self.prompted = player
        self.app.event(*prompt, private=private or alone)

    def call(self, player: int, turn: bool = False) -> None:
        """Hot seat: ask `player` to take the keyboard; nothing private is said until they press Enter."""
        if self.waiting == player:
            return
        self.handing_over = self._viewer if self._viewer is not None else self.viewer  # may still take a choice back
        self.waiting, self._viewer = player, None
        self.app.announcer.seat_at_keyboard(None)
        if self.app.settings.turn_cue == "on" and turn:
            self.app.cue("your-turn")
        self.app.event(self.call_msg())

    def call_msg(self) -> Msg:
        """The hand-over line: the seat called by name in the sentence that asks for Enter."""
        player = self.waiting
        turn = player == self.game.to_move(self.state) and self.then is None
        return msg("handover" if turn else "handover-private", player=player)

    def hand_over(self, player: int) -> None:
        """Hot seat: call `player` to the keyboard for their turn."""
        self.call(player, turn=True)

    def all_clear(self) -> None:
        """Hot seat: the private moment is over; everyone may listen again (said once)."""
        if not self.hot_seat or self._viewer is None:
            return
        self._viewer = None
        self.handing_over = None
        self.app.announcer.seat_at_keyboard(None)
        self.app.event(msg("handover-all-clear"))

    def take_keyboard(self) -> None:
        """Enter at the hand-over: the seat alone hears its kept lines, then what was waiting for it."""
        player, self.waiting = self.waiting, None
        if player is None:
            return
        self._viewer = player
        self.app.announcer.seat_at_keyboard(player)
        kept, self.unheard[player] = self.unheard[player], []
        if kept:
            self.tell(msg("handover-away"), *kept, private=True)
            self.save()  # told: not to be told again after --continue
        if not self.flush():
            return
        answer, self.then = self.then, None
        if answer is not None:
            answer()
            if (
                self.app.top is self
                and not getattr(self.board, "private_turns", True)
                and not self.board.decides_alone()
            ):
                self.all_clear()  # the private answer is said (no decision of its own follows): the table listens again
            return
        self.announced_turn = -1
        self.proceed()

    def flush(self) -> bool:
        """Say the lines waiting at one keyboard, in order, calling a seat before its private ones;
        False while a hand-over waits for Enter."""
        while self.outbox:
            owner, lines = self.outbox[0]
            if owner is None:
                self.all_clear()
                self.tell(*lines)
            elif owner == self._viewer:
                self.tell(*lines, private=True)
            else:
                self.call(owner)
                return False
            self.outbox.pop(0)
        return True

    def speak_events(self, events: list[Event], mover: int | None = None) -> None:
        """Speak events to the seat at the keyboard; at one keyboard, keep other seats' secrets for them.

        Public events are said to everyone present (at one keyboard by name). An event shown only to
        some seats is said to the seat at the keyboard if it is one of them; at one keyboard it waits
        for a hand-over to the seat that moved, the seat to move now, or the seat alone at the keyboard,
        and is kept, in the past tense, for each other human among them until their next hand-over.
        """
        again = self.board.told_again(events) if self.hot_seat else set()
        here: list[Msg] = []  # hot seat: private lines for the seat at the keyboard now, said before it leaves
        public: list[Msg] = []
        called: dict[int, list[Msg]] = {}  # hot seat: each other seat's private lines, said at one hand-over
        start = 0
        while start < len(events):
            to = events[start].to
            end = start
            while end < len(events) and events[end].to == to:
                end += 1
            run = events[start:end]
            start = end
            if not self.hot_seat:
                if to is None or self._viewer in to:
                    self.tell(*self.game.present(self.game.observe(self.state, self._viewer), run))
                continue
            if to is None:
                public.extend(self.game.present(self.game.observe(self.state, None), run))
                continue
            for seat in to:
                if seat not in self.unheard or seat in again:
                    continue
                news = [event for event in run if seat not in self.board.known_already(event)]
                lines = self.game.present(self.game.observe(self.state, seat), news) if news else []
                if not lines:
                    continue
                if seat == self._viewer:
                    here.extend(lines)
                elif seat in (mover, self.game.to_move(self.state)) and not all(map(self.board.can_wait, news)):
                    called.setdefault(seat, []).extend(lines)
                else:
                    waits = all(map(self.board.can_wait, news))
                    self.unheard[seat].extend(past(line, waits) for line in lines)
        if self.hot_seat:
            self.batch(here, public, called)
            self.flush()

    def batch(self, here: list[Msg], public: list[Msg], called: dict[int, list[Msg]]) -> None:
        """Hot seat: one move's lines in as few hand-overs as can be, one a seat at most: the private lines of
        the seat at the keyboard while it is still there, then the table's, then each other seat's at its own
        hand-over, the seat to move last (it keeps the keyboard for its decision)."""
        if here:
            self.outbox.append((self._viewer, here))
        if public:
            self.outbox.append((None, public))
        to_move = self.game.to_move(self.state)
        for seat in sorted(called, key=lambda seat: seat == to_move):
            self.outbox.append((seat, called[seat]))

    def tell(self, *messages: Msg, private: bool = False) -> None:
        """Speak the game's own lines (events, the final ranking)."""
        self.app.event(*messages, private=private)

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
        move = self.thinking.take(when_ready=self.bot_step)
        if move is None:  # still thinking: this runs again when the move arrives
            self.bot_pending = True
            return
        self._apply(move)

    def _apply(self, move: Move) -> None:
        mover = move.get("by", self.game.to_move(self.state))  # a seat may act out of turn (take back its choice)
        try:
            events = self.session.play(move)
        except IllegalMove:
            self.app.cue("invalid")
            self.app.say(msg("game-move-not-allowed"))
            return
        if mover != self.prompted:  # another seat played since the last prompt: the next one names its seat again
            self.prompted = None
        self.speak_events(events, mover if mover is not None and not self.seats[mover].is_bot else None)
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
        self.waiting = None
        self.then = None
        if self.hot_seat:  # after the game nobody at one keyboard is "you": every seat is named
            self.all_clear()
            self._viewer = None
        self.app.announcer.seat_at_keyboard(None, everyone=True)  # the game is over: every line may be reviewed
        scores = self.game.scores(self.state)
        places = self.game.ranking(self.state)
        order = sorted(range(len(self.seats)), key=lambda n: (places[n], n))
        lines = [msg("game-over", cue="game-over")]
        place_id = getattr(self.board, "final_place_id", "final-place")  # the game's own unit (Sixty-One: acorns)
        for n in order if len(self.seats) > 1 else ():  # alone there is no place: the summary gives the score
            lines.append(msg(place_id, place=places[n], player=n, score=scores[n], self=n == self._viewer))
        self.tell(*lines, *self.board.final_summary())
        for kept in self.unheard.values():  # the game is over: every hand is open (M), nothing is kept any more
            kept.clear()
        self.app.event(msg("game-over-keys"))
        self.save()

    def save(self) -> None:
        """Autosave; if it fails, say once where and why, play on, and say when saving works again.

        While the app's loop runs, the bytes are made here and written durably by the save writer,
        so the disk's flushes never hold the next key; otherwise (tests, the last save) they are
        written before this returns."""
        try:
            if self.closed or not self.app.loop_running:
                saves_written()  # an older save still being written must not land after this one
                self.session.save()
            else:
                path = self.session.autosave_path()
                save_writer().put(
                    path, self.session.encoded(path), lambda error: self.app.from_thread(lambda: self._saved(error))
                )
                return
        except WRITE_ERRORS as error:
            self._saved(error)
            return
        self._saved(None)

    def _saved(self, error: BaseException | None) -> None:
        """How an autosave ended: said once when saving fails, and once when it works again."""
        if error is not None:
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
            announcer = self.app.announcer
            self.session.record_spoken(text, private=announcer.speaking_owner is not None)

    def close(self) -> None:
        """Leave the game (it stays saved, with every line heard until now)."""
        if not self.closed:
            self.closed = True
            self.save()  # closed: written before the lock is let go
            self.lock.release()
        self.thinking.close()
        self.reminder.stop()
        if self._record in self.app.announcer.listeners:
            self.app.announcer.listeners.remove(self._record)
        self.app.announcer.names = []
        self.app.announcer.seat_at_keyboard(None, everyone=True)

    # --- keys ----------------------------------------------------------------------------
    def handle_key(self, key: str) -> bool:
        """Shared game keys first, then the board's own; at a hand-over only Enter goes on."""
        action = GAME.get(command(key))
        self.reminder.heard()
        if self.waiting is not None and not (action == "repeat" or command(key) in HISTORY):
            if key in ("enter", "space"):
                self.take_keyboard()
            elif key == "backspace" and self.handing_over is not None and hasattr(self.board, "take_back_at_handover"):
                self.board.take_back_at_handover(self.handing_over)  # the seat that just chose takes it back
            else:
                self.app.say(self.call_msg())
            return True
        return self.answer_key(key)

    def own_key(self, action: str | None, key: str) -> bool:
        """Ctrl+S: save under a name."""
        if action == "save":
            self.save_as()
            return True
        return False

    def help_messages(self) -> list[Msg]:
        """F1: the board's keys, the shared game keys, the keys everywhere."""
        if self.waiting is not None:
            cancel = [msg("help-handover-cancel")] if self.then is not None else []
            return [msg("help-handover", player=self.waiting), *cancel, msg("help-shared")]
        messages = [msg(self.board.help_id), *self.board.help_notes()] if self.board.help_id else []
        shared = getattr(self.board, "game_help_id", "help-game")  # a game without dice says "D: the card"
        buffers = msg("help-buffers", buffer=self.app.announcer.history.buffer)
        return messages + [msg(shared), msg("help-shared"), buffers, msg("help-review")]

    def rules_game(self) -> str | None:
        """F2 reads this game's rules."""
        return self.game.name

    def view(self) -> View:
        """The board's visual view (at a hand-over, only the name of the seat called)."""
        if self.waiting is not None:
            return View([self.tr(msg(f"{self.game.name}-title")), "", self.tr(self.call_msg())], (2, 0))
        return self.board.view()

    def on_escape(self) -> None:
        """Escape: calls off a hand-over a player asked for (M: their cards); otherwise the game menu."""
        if self.waiting is not None and self.then is not None:
            self.call_off()
            return
        self.app.push(GameMenu(self.app, self))

    def call_off(self) -> None:
        """Hot seat: the hand-over asked for is called off; nothing private was said, the table listens on."""
        player, self.waiting, self.then, self.handing_over = self.waiting, None, None, None
        self._viewer = None
        self.app.announcer.seat_at_keyboard(None)
        self.app.say(msg("handover-cancelled", player=player))

    def confirm_quit(self) -> None:
        """Ctrl+Q in a game asks first, saying truly whether the game is saved."""
        confirm(self.app, msg("quit-game-confirm" if self.saved else "quit-game-confirm-unsaved"), self.app.quit)

    def leave(self) -> None:
        """Back to the main menu: every screen above it goes (the game, and the menus that set it up)."""
        self.close()
        stack = self.app.stack
        if not stack or stack[0] is self:  # started with nothing below: leaving ends the app
            self.app.quit()
            return
        del stack[1:]
        stack[0].on_show()

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
        question = (
            msg("save-replace-confirm", name=safe)
            if same
            else msg("save-replace-other-confirm", name=safe, save=save_msg(info))
        )
        confirm(self.app, question, lambda: self._write_named(path, safe))

    def _write_named(self, path: Any, safe: str) -> None:
        try:
            self.session.save(path)
        except WRITE_ERRORS as error:
            self.app.cue("invalid")
            self.app.say(msg("save-as-failed", name=safe, folder=str(saves_dir()), cause=cause_msg(error)))
            return
        self.app.say(msg("saved-as", name=safe))


def past(line: Msg, waits: bool = False) -> Msg:
    """A line kept for a seat until its hand-over, told in the past tense (messages select on `past`); `waits`
    marks a line worth no hand-over of its own."""
    args = {**line.args, "past": True, **({"waits": True} if waits else {})}
    return Msg(line.id, args, line.cue, line.pan, tuple(past(part) for part in line.parts))


def save_file_name(name: str) -> str:
    """The file name (without .json) a typed save name becomes: letters, digits, spaces, - and _ only."""
    safe = re.sub(r"[^\w\- ]+", "_", name, flags=re.UNICODE).strip()[:80] or "game"
    if safe.lower().startswith("autosave"):  # that prefix marks the automatic saves
        safe = f"saved-{safe}"
    return safe


class ChoiceMenu(Menu):
    """A short menu a game opens for a decision (name a treasure, pick an opponent...)."""

    help_id = "help-choice"

    def __init__(
        self,
        app: "App",
        title: Msg,
        options: list[tuple[Msg, Callable[[], None]]],
        can_cancel: bool,
        start: int = 0,
        keys: MenuKeys | None = None,
    ) -> None:
        items = [Item(label, self._chosen(callback), key=f"choice-{n}") for n, (label, callback) in enumerate(options)]
        super().__init__(app, title, items, help_id="help-choice")
        self.can_cancel = can_cancel
        self.index = max(0, min(start, len(items) - 1))  # a hinted line, else the first
        self.keys = keys

    def handle_key(self, key: str) -> bool:
        """The board's keys in its menu first (H: the hint), then the menu's own."""
        if self.keys is not None and self.keys(key, self.move_to):
            return True
        return super().handle_key(key)

    def help_messages(self) -> list[Msg]:
        """F1: this list's own keys, from the board that opened it; then the keys everywhere."""
        host = next((screen for screen in reversed(self.app.stack) if isinstance(screen, BoardHost)), None)
        board = getattr(host, "board", None)
        menu_help = getattr(board, "menu_help", None)
        if menu_help is None:
            return super().help_messages()
        return [*menu_help(self.title, len(self.items), self.can_cancel), msg("help-shared")]

    def move_to(self, index: int) -> None:
        """Put the cursor on line `index` without a word (the hint that moved it has named the line)."""
        if self.app.top is self and 0 <= index < len(self.items):
            self.index = index

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
        return [
            Item(msg("game-menu-resume"), self.app.pop, key="resume"),
            Item(msg("game-menu-save"), lambda: (self.app.pop(announce=False), self.screen.save_as()), key="save"),
            Item(
                msg("game-menu-rules"),
                lambda: self.app.push(rules_reader(self.app, self.screen.game.name)),
                key="rules",
            ),
            Item(
                msg("game-menu-keys"), lambda: self.app.say(*self.screen.help_messages(), voice_keys_help()), key="keys"
            ),
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
