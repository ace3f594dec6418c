"""A game at an online table: the same board, keys, speech, cues and history as offline.

The screen holds no game state: it drives the game's board from the view its seat received from
the server (through `TableClient`), speaks the server's messages as queued game events, and sends
the moves the board makes. Navigation echo stays local and instant. If the server goes away the
screen says so once and stays usable: history, read-outs and the board still answer.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any, Awaitable, Callable

from ..core.messages import Msg, msg
from ..core.protocol import Event, Game, Move
from ..games import get_game
from ..core.seats import Seat
from ..board_host.catch_up import as_listener_hears, catching_up, summarized, summary_head
from ..client.client import ServerGone, ServerRefused, TableClient
from ..client.reach import refusal_reason
from ..files import BadFile
from ..core.codes import spoken
from ..board_host.public import table_seats, view_class
from ..client.replays import keep_replay
from ..core.wire import CHAT_LIMIT
from ..board_host.board import Board
from .bot_worker import WorkAside
from ..board_host.controller import BoardController, View
from .game_screen import BoardHost, ChoiceMenu, board_for, players_text
from .turn_reminder import AppReminder
from ..board_host.keys import HISTORY, command
from .menus import SettingsMenu, rules_reader
from .online_table import TableMenu, TableSide
from .screen import Item, Menu, Screen, TextEntry, confirm

if TYPE_CHECKING:
    from ..serving.serve import ServeError
    from ..serving.sitting import Opening
    from .app import App


def serve_error() -> type[ServeError]:
    """The app's own server's start-up error: imported (with the server) only when an error reaches the clause that
    names it, so a player who only joins never loads the table server."""
    from ..serving.serve import ServeError

    return ServeError


CHAT_KEY = "c-t"  # T for talk; F5 to F10 are the voice keys
TABLE_KEY = "f3"  # the table's address and code, again


class SecretEntry(TextEntry):
    """Type a password: each character is heard as "star", and nothing typed reaches the history or a transcript."""

    def on_show(self) -> None:
        """Say what to type (the text itself is never said)."""
        self.app.say(self.title, self.current_msg())

    def current_msg(self) -> Msg:
        """How many characters are typed."""
        return msg("online-secret-count", count=len(self.text))

    def handle_key(self, key: str) -> bool:
        """Typing keys; echo is "star", and is kept out of the history."""
        if key == "enter" or key in ("up", "down", "home", "end", "left", "right"):
            self.selected = False
            return super().handle_key(key)
        if key == "backspace":
            if self.text:
                self.text = self.text[:-1]
                self.app.announcer.say(msg("online-secret-deleted"), record=False)
            else:
                self.app.cue("edge")
        elif (key == "space" or (len(key) == 1 and key.isprintable())) and len(self.text) < self.limit:
            self.text += " " if key == "space" else key
            self.app.announcer.say(msg("online-star"), record=False)
        else:
            return False
        return True

    def view(self) -> View:
        """The prompt and one star per character typed."""
        return View([self.app.text(self.title), "", "*" * len(self.text)], (2, len(self.text)))


def online_board(game_name: str) -> type[BoardController]:
    """The game's board class, reading its seat's view from the screen instead of a game state."""
    base = board_for(game_name)
    if not issubclass(base, Board):
        raise LookupError(game_name)
    return type(f"Online{base.__name__}", (base,), {"view_now": lambda self: self.ctx.current_view()})


class OnlineScreen(BoardHost, Screen):
    """An online table seen from one seat (or as a listener). Implements GameContext for the board."""

    help_id = "help-game"

    def __init__(
        self,
        app: "App",
        client: TableClient,
        opening: Opening,
        on_close: Callable[[], Awaitable[None]] | None = None,
        announce_code: bool = False,
        share: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(app)
        self.share = share  # hosting on this computer: the address others connect to
        self.client = client
        client.reconnect_for = int(app.settings.reconnect) * 60.0  # the player's setting: 10 minutes at least
        self.opening = opening
        self.on_close = on_close
        self.announce_code = announce_code
        self.game: Game[Any, Any] | None = None
        self.board: BoardController | None = None  # type: ignore[assignment]  # None until the table's first view
        self._view_class: Any = None
        self._view: Any = None
        self.announced_step = -1
        self.end_announced = False
        self.opened = False
        self.closed = False
        self.refs = itertools.count(1)
        self.dropped = False  # the link dropped: the next update says it is back
        self.waiting = -1  # open seats last said ("Waiting for one more player"), said again only when it changes
        client.on_update = self.on_update
        client.on_lost = self.on_lost
        client.on_error = self.on_error
        client.on_drop = self.on_drop
        client.on_replaced = self.on_replaced
        client.on_damaged = self.on_damaged
        self.damaged_said = False  # something the server sent could not be used: said once
        self.table_side = TableSide(self)  # chat muting and the host's door and seats
        self.thinking = WorkAside(app, self.current_view)  # a hint is worked out off the interface thread
        self.reminder = AppReminder(app, self.reminder_line)

    def reminder_line(self) -> Msg | None:
        """What the turn reminder says: this seat is to move and its screen (or a menu over the board) is shown."""
        if self.closed or self.board is None or self.client.over or self.client.seat is None:
            return None
        if self.client.to_move != self.client.seat or not self.client.legal:
            return None
        if self.app.top is not self and not isinstance(self.app.top, ChoiceMenu):
            return None
        return msg("turn-reminder", player=self.client.seat, self=True)

    # --- GameContext ---------------------------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        """The seats as this client knows them (bots named in this player's language)."""
        return table_seats(self.client.seats, self.app.text)

    @property
    def state(self) -> Any:
        """An online screen holds no game state: the board reads `current_view`."""
        return None

    @property
    def viewer(self) -> int | None:
        """This client's seat (None: a listener)."""
        return self.client.seat

    def current_view(self) -> Any:
        """The seat's view, as last received from the server."""
        return self._view

    def play(self, move: Move) -> None:
        """Send a move the board made; the server's answer comes back as game events."""
        aside = self.game is not None and move.get("kind") in self.game.out_of_turn_kinds  # a take-back: sent anytime
        if self.client.replaced:
            self.app.cue("invalid")
            self.app.say(msg("online-replaced"))
        elif self.client.reconnecting:
            self.app.cue("invalid")
            self.app.say(msg("online-wait-reconnecting"))
        elif self.client.lost:
            self.app.cue("invalid")
            self.app.say(msg("net-server-gone"))
        elif self.client.seat is None or (
            not aside and (self.client.to_move != self.client.seat or move not in self.client.legal)
        ):
            self.app.cue("invalid")
            self.app.say(msg("game-not-your-turn"))
        else:
            ref = next(self.refs)
            self.client.hold(ref)  # one move at a time: the next legal moves come with the server's answer
            self.app.spawn(lambda: self._send(self.client.move(move, ref=ref)))

    def think_aside(self, work: Callable[..., Any], args: tuple[Any, ...], on_ready: Callable[[Any], None]) -> None:
        """Long work for the board (a hint) off the interface thread; its answer is dropped if the seat's
        view changed meanwhile (a move was played) or the table was left."""
        self.aside_saying_so(lambda ready: self.thinking.aside(work, args, ready), on_ready)

    # --- connecting ------------------------------------------------------------------------
    def on_show(self) -> None:
        """First show: connect and sit down; later (back from a menu): say where we are."""
        if not self.opened:
            self.opened = True
            self.app.say(
                msg("net-starting") if self.share is not None else msg("net-connecting", address=self.client.url)
            )
            self.app.spawn(self._open)
        elif self.game is not None:
            self.app.say(msg("game-back", game=msg(f"{self.game.name}-title")))
            self.announced_step = -1
            self._prompt()

    async def _open(self) -> None:
        try:
            await self.opening(self.client)
            if self.board is None and not self.closed:  # the table's first update could not be used
                self._fail(msg("link-damaged"))
        except ServerGone as gone:
            self._fail(gone.reason or msg("net-server-unreachable", address=self.client.url))
        except serve_error() as error:
            self._fail(Msg(error.message, dict(error.fields)))  # its fields are the message's arguments, never a cue
        except OSError as error:  # the app's own server could not listen
            self._fail(msg("net-serve-listen-bad", address=self.listening(), detail=error.strerror or str(error)))
        except ServerRefused as refused:
            if refused.code == "password":
                self.ask_password()
            else:
                self._fail(refusal_reason(refused.code, **refused.fields))
        except LookupError:
            self._fail(msg("net-game-not-online"))

    def listening(self) -> str:
        """Where the app's own server was asked to listen (for a message when it cannot)."""
        embedded = getattr(self.share, "__self__", None)
        return f"{getattr(embedded, 'host', '0.0.0.0')}:{getattr(embedded, 'port', '')}"

    def ask_password(self) -> None:
        """The server is private: ask for its password, then try again (Escape gives up)."""

        def done(password: str) -> None:
            self.client.password = password
            self.app.spawn(self._open)

        entry = SecretEntry(self.app, msg("net-password-prompt"), "", done, limit=200)
        entry.on_escape = lambda: (self.app.pop(announce=False), self.leave())  # type: ignore[method-assign, assignment]
        self.app.push(entry)

    def keep_replay(self) -> None:
        """After the game: fetch its replay from the server and keep it with the saves."""

        async def fetch() -> None:
            try:
                data = await self.client.replay()
                names = [seat.name for seat in self.seats]  # bots are named in this player's language
                for seat, name in zip(data.get("seats") or [], names):
                    if isinstance(seat, dict) and not seat.get("name"):
                        seat["name"] = name
                path = keep_replay(data)
            except (ServerGone, ServerRefused, BadFile, OSError, KeyError, TypeError, ValueError, AttributeError):
                self.app.cue("invalid")
                self.app.event(msg("net-replay-failed"))
                return
            self.app.event(msg("net-replay-kept", name=path.stem))

        self.app.spawn(fetch)

    def _fail(self, reason: Msg) -> None:
        """The table could not be reached: say why and go back to the menu before."""
        self.app.cue("invalid")
        self.app.event(reason)
        self.leave(quietly=True)

    def _seated(self) -> None:
        """The first update: the game, its board, who is where; the host hears the table code."""
        self.game = get_game(self.client.game)
        players = len(self.client.seats)
        self._view_class = view_class(self.game, self.client.variant, self.client.options, players)
        self._view = self._view_class.from_json(self.client.view)
        self.board = online_board(self.game.name)(self)  # type: ignore[arg-type]  # no think_aside yet: H (hint) fails here
        self.app.announcer.names = [seat.name for seat in self.seats]
        self.app.say(
            msg(
                "net-seated",
                game=msg(f"{self.game.name}-title"),
                players=self.players_msg(),
                seat=self.client.seat + 1 if self.client.seat is not None else 0,
            )
        )
        if self.share is not None:
            self.app.event(msg("net-hosting", address=self.share()))
        if self.announce_code or self.share is not None:
            self.app.event(msg("net-table-code", code=self.shown_code()))
            if self.client.code:  # friends without the app open the table's page in a browser
                from ..web.site import link_msg

                self.app.event(link_msg(self.address(), self.client.code))

    def shown_code(self) -> str:
        """The table code as it is said."""
        return self.client.shown or spoken(self.client.code or "")

    def address(self) -> str:
        """The address others use to reach this table's server."""
        return self.share() if self.share is not None else self.client.url

    def players_msg(self) -> str:
        """The players as one localized list ("Anna, Easy bot 1 and Hard bot 2")."""
        return players_text(self.app, self.seats)

    # --- what the server says ---------------------------------------------------------------
    def on_update(self, data: dict[str, Any], heard: list[Msg]) -> None:
        """An update: the new view, the lines to hear (queued), the turn prompt, the end."""
        if self.closed:
            return
        first = self.board is None
        if first:
            self._seated()
        else:
            self._view = self._view_class.from_json(self.client.view)
            self.app.announcer.names = [seat.name for seat in self.seats]
        if self.dropped:
            self.dropped = False
            self.app.event(msg("online-link-back"))
        heard = [as_listener_hears(message, self.client.seat) for message in heard]
        assert self.board is not None
        events = self.client.events[len(self.client.events) - len(data.get("events") or []) :]
        self.board.on_events([Event.from_json(e.to_json()) for e in events])
        catch_up = catching_up(data)  # the first update after sitting down (or coming back)
        if summarized(data, heard):
            self.summarize(heard, data, first)
            self.table_side.hear(data, [])  # the door and the table's state; the lines went to the history
        else:
            if catch_up and data.get("missed") and not first:
                self.app.event(msg("net-missed", count=len(heard)))
            self.table_side.hear(data, heard)  # the game's lines first, then the door, then chat
        if not self.client.started:
            waiting = sum(1 for seat in self.client.seats if seat.get("kind") == "open")
            if waiting != self.waiting:
                self.waiting = waiting
                self.app.event(msg("net-waiting", count=waiting))
        elif self.waiting > 0 or (first and catch_up and not int(data.get("played") or 0) and not self.client.over):
            self.waiting = 0
            self.app.event(msg("online-game-begins"))
        self._prompt()
        if self.client.over:
            self.announce_end()
        invalidate = getattr(getattr(self.app, "pt_app", None), "invalidate", None)
        if invalidate is not None:
            invalidate()

    def summarize(self, heard: list[Msg], data: dict[str, Any], first: bool) -> None:
        """Coming back (or listening from the middle of a game): a short summary is said, what was
        missed goes into the history to page through."""
        assert self.board is not None
        self.app.announcer.file(*heard)
        head = summary_head(data, listening_late=first and self.client.seat is None)
        if self.client.over:
            self.app.event(head)
            return
        self.app.event(head, *self.board.whose_turn(), *self.board.scores())

    def _prompt(self) -> None:
        """The turn prompt, once per step, when this seat is to move."""
        if self.board is None or self.client.over or self.client.to_move != self.client.seat or not self.client.legal:
            return
        if self.announced_step == self.client.seq or self.app.top is not self:
            return
        self.announced_step = self.client.seq
        self.reminder.start()
        prompt = self.board.on_turn()
        if prompt:
            if self.app.settings.turn_cue == "on":
                self.app.cue("your-turn")
            self.app.event(*prompt)

    def announce_end(self) -> None:
        """The final ranking from the server, the game's own summary, the game-over cue (once)."""
        if self.end_announced or self.board is None:
            return
        self.end_announced = True
        places = self.client.ranking or []
        scores = self.client.scores or [0] * len(places)
        order = sorted(range(len(places)), key=lambda n: (places[n], n))
        lines = [msg("game-over", cue="game-over")]
        lines += [
            msg("final-place", place=places[n], player=n, score=scores[n], self=n == self.client.seat) for n in order
        ]
        self.app.event(*lines, *self.board.final_summary())
        self.app.event(msg("net-game-over-keys"))

    def on_error(self, code: str) -> None:
        """The server refused a move or a chat line."""
        self.app.cue("invalid")
        self.app.event(refusal_reason(code))

    def on_damaged(self) -> None:
        """The server sent an answer or update this app cannot use: said once; the next update brings the whole
        view again (before the table's first view, opening it fails with the same sentence and leaves)."""
        if self.board is not None and not self.closed and not self.damaged_said:
            self.damaged_said = True
            self.app.cue("invalid")
            self.app.event(msg("link-damaged"))

    def on_drop(self) -> None:
        """The link dropped: said once; the client reconnects by itself."""
        if not self.closed and not self.dropped:
            self.dropped = True
            self.app.cue("invalid")
            self.app.event(msg("net-back-soon" if self.client.back_soon else "net-reconnecting"))

    def on_replaced(self) -> None:
        """A newer connection took this seat (another window or computer): said once; this one stops."""
        if not self.closed:
            self.app.cue("invalid")
            self.app.event(msg("online-replaced"))

    def on_lost(self) -> None:
        """The server is gone for good: say it once; the board, history and read-outs stay."""
        if not self.closed and self.board is not None:
            self.app.cue("invalid")
            self.app.event(msg("net-server-gone"))

    async def _send(self, sending: Awaitable[None]) -> None:
        try:
            await sending
        except ServerGone:
            self.on_lost()

    # --- keys ----------------------------------------------------------------------------------
    def handle_key(self, key: str) -> bool:
        """Shared game keys, the chat key, then the board's own keys."""
        self.reminder.heard()
        if self.board is None:
            if command(key) in HISTORY:
                return False
            self.app.say(msg("net-connecting", address=self.client.url))
            return True
        return self.answer_key(key)

    def own_key(self, action: str | None, key: str) -> bool:
        """Ctrl+T opens the chat line; Ctrl+S says that online games are kept by the server."""
        if key == CHAT_KEY:
            self.open_chat()
        elif key == TABLE_KEY:
            self.app.say(msg("online-table-where", code=self.shown_code(), address=self.address()))
        elif action == "save":
            self.app.say(msg("net-no-save"))
        elif not self.table_side.handle_key(key):
            return False
        return True

    def open_chat(self) -> None:
        """Ctrl+T: type a line for the table (seated players only)."""
        if self.client.seat is None:
            self.app.cue("invalid")
            self.app.say(msg("net-error-not-seated"))
            return

        def send(text: str) -> None:
            if text.strip():
                self.app.spawn(lambda: self._send(self.client.chat(text)))

        self.app.push(TextEntry(self.app, msg("net-chat-prompt"), "", send, limit=CHAT_LIMIT))

    def help_messages(self) -> list[Msg]:
        """F1: the board's keys, the shared game keys, chat, the keys everywhere."""
        board = (
            [msg(self.board.help_id), *self.board.help_notes()] if self.board is not None and self.board.help_id else []
        )
        return board + [
            msg("help-game"),
            msg("net-help"),
            msg("online-help"),
            msg("tablehost-help"),
            msg("help-shared"),
            msg("help-buffers", buffer=self.app.announcer.history.buffer),
            msg("help-review"),
        ]

    def rules_game(self) -> str | None:
        """F2 reads this game's rules."""
        return self.game.name if self.game is not None else None

    def view(self) -> View:
        """The board's visual view (while connecting, the address)."""
        if self.board is None:
            return View([self.tr(msg("net-connecting", address=self.client.url))], (0, 0))
        return self.board.view()

    def on_escape(self) -> None:
        """Escape: the table menu."""
        self.app.push(OnlineMenu(self.app, self))

    def confirm_quit(self) -> None:
        """Ctrl+Q at a table asks first while the game is on."""
        if self.client.over or self.client.lost or self.board is None:
            self._close()
            self.app.quit()
            return
        confirm(self.app, msg("net-leave-confirm"), lambda: (self._close(), self.app.quit()))

    def leave(self, quietly: bool = False) -> None:
        """Leave the table (the seat stays; a bot stands in after the table's allowance) and go back."""
        self._close()
        while self.app.top is not None and self.app.top is not self:
            self.app.stack.pop()
        if self.app.top is self:
            self.app.pop(announce=not quietly)

    def _close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.thinking.close()
        self.reminder.stop()
        self.app.announcer.names = []

        async def closing() -> None:
            await self.client.close()
            if self.on_close is not None:
                await self.on_close()

        self.app.spawn(closing)


class OnlineMenu(Menu):
    """Escape at a table: resume, chat, rules, keys, settings, leave."""

    def __init__(self, app: "App", screen: OnlineScreen) -> None:
        self.screen = screen
        super().__init__(app, msg("game-menu-title"), help_id="help-game-menu")

    def build(self) -> list[Item]:
        """The table menu items."""
        items = [Item(msg("game-menu-resume"), self.app.pop, key="resume")]
        if self.screen.client.seat is not None and self.screen.client.over and not self.screen.client.lost:
            items.append(
                Item(
                    msg("net-menu-replay"),
                    lambda: (self.app.pop(announce=False), self.screen.keep_replay()),
                    key="replay",
                )
            )
        if self.screen.client.seat is not None:
            items.append(
                Item(msg("net-menu-chat"), lambda: (self.app.pop(announce=False), self.screen.open_chat()), key="chat")
            )
        items.append(
            Item(
                msg("tablehost-menu-title"),
                lambda: self.app.push(TableMenu(self.app, self.screen.table_side)),
                key="table",
            )
        )
        if self.screen.game is not None:
            name = self.screen.game.name
            items.append(Item(msg("game-menu-rules"), lambda: self.app.push(rules_reader(self.app, name)), key="rules"))
        items += [
            Item(msg("game-menu-keys"), lambda: self.app.say(*self.screen.help_messages()), key="keys"),
            Item(msg("game-menu-settings"), lambda: self.app.push(SettingsMenu(self.app)), key="settings"),
            Item(msg("net-menu-leave"), self.leave, key="leave"),
        ]
        return items

    def leave(self) -> None:
        """Leave the table (asks first while the game is on)."""
        if self.screen.client.over or self.screen.client.lost:
            self.screen.leave()
        else:
            confirm(self.app, msg("net-leave-confirm"), self.screen.leave)

    def rules_game(self) -> str | None:
        """F2 reads this game's rules."""
        return self.screen.rules_game()
