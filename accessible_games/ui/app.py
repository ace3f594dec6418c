"""The application: a stack of screens, one key dispatcher, speech and cues, and the visual view."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Awaitable, Callable, Iterator, Mapping, cast

from ..core.messages import Msg, msg
from ..pipes import is_output_closed, quiet_stdout, to_null
from ..settings import Settings, settings_path, write_settings
from ..speech.announcer import Announcer
from ..board_host.keys import BUFFER_KEYS, HISTORY, REVIEW_KEYS, command, key_name, letter
from .keys import normalize, spoken
from .line_review import LineReview
from .menus import RulesMenu, rules_reader
from .screen import Screen
from .voice_keys import handle_voice_key, voice_keys_help

if TYPE_CHECKING:  # prompt_toolkit loads after the first screen has started speaking (see App.run)
    from prompt_toolkit.application import Application
    from prompt_toolkit.data_structures import Point
    from prompt_toolkit.formatted_text import StyleAndTextTuples
    from prompt_toolkit.input import Input
    from prompt_toolkit.output import Output


STYLE = {
    "": "#ffffff bg:#000000",
    "title": "bold #ffff00 bg:#000000",
    "focus": "bold #000000 bg:#ffff00",
    "status": "#00ffff bg:#000000",
}


class SettingsContext(Mapping[str, str]):
    """The player's settings that messages select on ($coordinates, $verbosity): the one way they reach a message."""

    KEYS = ("coordinates", "verbosity")

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def __getitem__(self, key: str) -> str:
        if key not in self.KEYS:
            raise KeyError(key)
        return str(getattr(self.settings, key))

    def __iter__(self) -> Iterator[str]:
        return iter(self.KEYS)

    def __len__(self) -> int:
        return len(self.KEYS)


class NoCues:
    """Cue player used when sound is off or no device opened: does nothing."""

    def play(self, name: str, pan: float = 0.0) -> None:
        """Do nothing."""

    def set_volume(self, volume: int) -> None:
        """Do nothing."""


@dataclass
class AppOptions:
    """Start-up choices from the command line that are not saved settings."""

    seed: int | None = None
    bot_delay: float = 1.0
    visual: bool = True  # False in screenreader mode: plain appended lines, no redraws
    save_settings: bool = True


class App:
    """Keyboard-only app: every key goes to the top screen first, then to the shared keys."""

    def __init__(
        self,
        settings: Settings,
        announcer: Announcer,
        cues: Any = None,
        options: AppOptions | None = None,
        apply_voice: Callable[[Settings], None] | None = None,
    ) -> None:
        self.settings = settings
        self.announcer = announcer
        self.cues = cues if cues is not None else NoCues()
        self.announcer.cues = self.cues
        self.announcer.context = self.message_context()
        self.options = options or AppOptions()
        self.apply_voice = apply_voice or (lambda _settings: None)
        self.stack: list[Screen] = []
        self.pending: list[Callable[[], None]] = []  # work scheduled while no event loop runs (tests)
        self.pt_app: "Application[int] | None" = None
        self._early: list[tuple[float, Callable[[], None]]] | None = None  # scheduled before the loop runs (App.run)
        self._drawn: Any = None  # the view being drawn (a board's view may take milliseconds to build)
        self.running = True
        self.exit_code = 0
        self.errors: list[Exception] = []  # unexpected errors caught at the top (tests check it stays empty)
        self.tasks: set[Any] = set()  # async work started by screens (held, so none is collected half-way)
        self.unstarted: list[Callable[[], Awaitable[Any]]] = []  # async work asked for while no loop could run it
        self.hung_up = False  # the terminal went away: nothing more is written to it
        self.watched_signals: list[int] = []  # the signals the app's loop answers while it runs
        self.output_closed = False  # the reader of stdout went away: nothing more is written to it
        self.continued: Any = None  # while stopped by Ctrl+Z: set by the SIGCONT that may bring the app back
        self.ending = False  # an ending signal came: the app saves and leaves (a SIGCONT then changes nothing)
        self.review = LineReview(self)  # ' " ; : review the last line heard

    # --- speech --------------------------------------------------------------------------
    def say(self, *messages: Msg) -> None:
        """Navigation echo (interrupts)."""
        self.announcer.say(*messages)

    def event(self, *messages: Msg, private: bool = False) -> None:
        """Game events (queued); private ones belong to the seat at the keyboard."""
        self.announcer.event(*messages, private=private)

    def text(self, message: Msg) -> str:
        """Localized text of a message."""
        return self.announcer.text(message)

    @property
    def loop_running(self) -> bool:
        """True while prompt_toolkit's loop runs (keys are being answered); False before it starts, after
        it ends, and in tests and benchmarks, which call `dispatch` and `run_pending` themselves."""
        return self.pt_app is not None and self.pt_app.is_running

    def problem(self, message: Msg) -> None:
        """A problem the player must know of: spoken, and printed when no full-screen view shows it."""
        self.say(message)
        if not self.loop_running:
            import sys

            print(self.text(message), file=sys.stderr, flush=True)

    def cue(self, name: str, pan: float = 0.0) -> None:
        """Play a sound cue."""
        self.cues.play(name, pan)

    # --- screens -------------------------------------------------------------------------
    @property
    def top(self) -> Screen | None:
        """The screen that has the keyboard."""
        return self.stack[-1] if self.stack else None

    def push(self, screen: Screen) -> None:
        """Show a screen over the current one."""
        self.stack.append(screen)
        screen.on_show()

    def pop(self, announce: bool = True) -> None:
        """Close the top screen and say where the player is now."""
        if self.stack:
            self.stack.pop()
        if not self.stack:
            self.quit()
        elif announce:
            self.stack[-1].on_show()

    def replace(self, screen: Screen) -> None:
        """Swap the top screen for another."""
        if self.stack:
            self.stack.pop()
        self.push(screen)

    def quit(self) -> None:
        """Leave the app."""
        self.running = False
        if (
            self.loop_running
            and self.pt_app is not None
            and self.pt_app.future is not None
            and not self.pt_app.future.done()
        ):
            self.pt_app.exit(result=self.exit_code)

    # --- settings ------------------------------------------------------------------------
    def message_context(self) -> "SettingsContext":
        """The settings every message may select on (where coordinates go, how much is said), read live."""
        return SettingsContext(self.settings)

    def settings_changed(self) -> None:
        """Save the settings and apply voice, language and volumes at once."""
        self.announcer.set_language(self.settings.lang)
        self.announcer.context = self.message_context()
        self.apply_voice(self.settings)
        if hasattr(self.cues, "set_volume"):
            self.cues.set_volume(self.settings.cue_volume if self.settings.sound == "on" else 0)
        if self.options.save_settings:
            error = write_settings(self.settings)
            if error is not None:
                from .open_game import cause_msg  # with the saves and the session it needs, not at every start

                self.say(msg("settings-not-saved-where", folder=str(settings_path().parent), cause=cause_msg(error)))

    # --- scheduling ----------------------------------------------------------------------
    def later(self, delay: float, work: Callable[[], None]) -> None:
        """Run `work` after `delay` seconds on the UI loop (or at the next `run_pending` in tests)."""
        if self._early is not None:
            self._early.append((time.monotonic() + max(0.0, delay), work))
        elif self.loop_running:
            import asyncio

            loop = asyncio.get_running_loop()

            def run() -> None:
                self._guarded(work)
                if self.pt_app is not None:
                    self.pt_app.invalidate()

            loop.call_later(max(0.0, delay), run)
        else:
            self.pending.append(work)

    def spawn(self, work: Callable[[], Awaitable[Any]]) -> None:
        """Start async work (a connection, a request) on the UI loop: at once when a loop runs, else
        when the app's loop starts (the first screen starts before it). Never onto a loop that may not run."""

        def start() -> None:
            import asyncio

            task = asyncio.get_running_loop().create_task(self._watched(work))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)

        if self._early is not None:
            self.later(0.0, start)
            return
        try:
            import asyncio

            asyncio.get_running_loop()
        except RuntimeError:  # no loop at all (a test without one, or after the app's loop ended): kept, not run
            self.unstarted.append(work)
            return
        self._guarded(start)

    async def _watched(self, work: Callable[[], Awaitable[Any]]) -> None:
        """Run async work; an unexpected error is reported like any other, never lost in a task."""
        try:
            await work()
        except Exception as error:  # noqa: BLE001 - the last line of defence for the player
            self.report_error(error)

    def from_thread(self, work: Callable[[], None]) -> None:
        """Run `work` on the UI loop, from any thread (a speech backend's worker, for one)."""
        loop = getattr(self.pt_app, "loop", None) if self.loop_running else None
        if loop is not None:
            loop.call_soon_threadsafe(self._guarded, work)
        else:
            self.pending.append(work)

    def run_pending(self, limit: int = 100000) -> int:
        """Run scheduled work until none is left (tests and benchmarks); returns how many ran."""
        count = 0
        while self.pending and count < limit:
            work = self.pending.pop(0)
            self._guarded(work)
            count += 1
        return count

    # --- keys ----------------------------------------------------------------------------
    def dispatch(self, key: str) -> None:
        """Handle one normalized key: shared keys that always apply, then the screen, then the rest."""
        self._guarded(lambda: self._dispatch(key))

    def _dispatch(self, key: str) -> None:
        screen = self.top
        if screen is None:
            return
        self.announcer.cut()  # any key cuts what is being said at once, even one that says nothing
        if key == "c-space":
            self.announcer.stop()
        elif key == "f1":
            self.say(*screen.help_messages(), voice_keys_help())
        elif key in ("f2", "c-f1"):
            self.open_rules(screen.rules_game())
        elif key in ("c-q", "c-c", "c-d"):  # Ctrl+C and Ctrl+D end the app as in any terminal program
            self.request_quit()
        elif key == "c-z" and self.suspend(whole_group=True):  # as in any terminal program: `fg` brings it back
            pass
        elif handle_voice_key(self, key):
            pass
        elif key == "escape":
            screen.on_escape()
        elif key == "f4":
            self.announcer.repeat()
        elif key in ("pageup", "pagedown", "s-pageup", "s-pagedown"):
            self.read_history(HISTORY[key])
        elif screen.handle_key(key):
            pass
        elif command(key) in HISTORY:
            self.read_history(HISTORY[command(key)])
        elif command(key) in BUFFER_KEYS:
            self.switch_buffer(BUFFER_KEYS[command(key)])
        elif command(key) in REVIEW_KEYS:
            self.review.key(REVIEW_KEYS[command(key)])
        elif letter(key) == "r":
            self.announcer.repeat()
        else:
            self.cue("invalid")
            if spoken(key):
                self.say(msg("key-does-nothing", key=key_name(key)))

    def read_history(self, where: str) -> None:
        """Step through the message history (an edge cue at either end)."""
        history = self.announcer.history
        if history.at_edge(where) and where in ("previous", "next"):
            self.cue("edge")
        line = history.step(where)
        if line is None:
            self.say(msg("history-empty"))
        else:
            self.announcer.raw(line)

    def switch_buffer(self, step: int) -> None:
        """[ or ]: the previous or next review buffer, named with its count of lines, then its newest line (Page Up
        goes on from there)."""
        history = self.announcer.history
        name = history.switch(step)
        lines = history.lines
        self.announcer.say(msg("history-buffer", buffer=name, count=len(lines)), record=False)
        if lines:
            history.position = len(lines) - 1
            self.announcer.raw(lines[-1], interrupt=False)

    def request_quit(self) -> None:
        """Ctrl+Q: screens that hold a game ask first."""
        for screen in reversed(self.stack):
            asker = getattr(screen, "confirm_quit", None)
            if asker is not None:
                asker()
                return
        self.quit()

    def open_rules(self, game_name: str | None) -> None:
        """Open the rules reader for a game, or the list of games to choose one."""
        if isinstance(self.top, RulesMenu) or getattr(self.top, "rules_of", None) is not None:
            cast(Screen, self.top).on_show()  # already reading rules: say where, do not stack another reader
        elif game_name is None:
            self.push(RulesMenu(self))
        else:
            self.push(rules_reader(self, game_name))

    def _guarded(self, work: Callable[[], None]) -> None:
        """Run UI work; an unexpected error is spoken and shown, never a traceback or a dead app."""
        try:
            work()
        except Exception as error:  # noqa: BLE001 - the last line of defence for the player
            self.report_error(error)

    def report_error(self, error: Exception) -> None:
        """Tell the player in one sentence that something went wrong inside the app (the details go to
        crash.log through logging, never to the terminal), and keep going. A terminal or an output that
        went away is no such thing: the games are saved and the app ends quietly."""
        if is_hang_up(error) and terminal_gone():  # the terminal went away in the middle of a write: no bug
            self.hang_up()
            self.quit()
            return
        if is_output_closed(error):  # `| head` has read what it wanted: no bug, and nothing more to print
            self.output_gone()
            return
        from ..crashlog import log_error

        log_error("unexpected error", error)
        self.errors.append(error)
        self.say(msg("error-internal", detail=type(error).__name__))

    def close_games(self) -> None:
        """Close every open screen that holds a game: each saves it and frees its lock."""
        for screen in reversed(self.stack):
            close = getattr(screen, "close", None)
            if close is not None:
                self._guarded(close)

    def shutdown(self, signum: int) -> None:
        """SIGTERM, SIGHUP or SIGINT: save every open game and leave, the terminal restored (or, when
        the terminal is gone, nothing more written to it)."""
        import signal

        from .suspend import ignore_terminal_stops, in_foreground, let_go_of_terminal

        self.ending = True
        if self.continued is not None:
            self.continued.set()
        if signum == getattr(signal, "SIGHUP", None) and terminal_gone():
            self.hang_up()
        elif self.pt_app is not None and not in_foreground(self.pt_app.input.fileno()):
            ignore_terminal_stops()  # a stopped job the shell ends (SIGTERM, then SIGCONT): end, never stop again
            self.hang_up()  # the terminal is the shell's now: nothing more is written to it, nor set
            let_go_of_terminal()
        self.close_games()
        self.exit_code = 128 + signum
        self.quit()

    def hang_up(self) -> None:
        """The terminal went away (closed window, dropped connection): what the app would still print
        goes nowhere, quietly, and every open game is saved."""
        if not self.hung_up:
            self.hung_up = True
            quiet_terminal()
        self.close_games()

    def suspend(self, whole_group: bool = False) -> bool:
        """Ctrl+Z or SIGTSTP: leave the view and raw mode for the shell, then stop until `fg` (see ui.suspend);
        False where there is no job control or no terminal loop."""
        from .suspend import CAN_SUSPEND, shell_can_continue

        if not CAN_SUSPEND or not self.loop_running or self.pt_app is None:
            return False
        if self.continued is not None:  # already stopped and waiting to be in the foreground again
            return True
        if not shell_can_continue():  # no shell could bring the app back: Ctrl+Z does nothing here, and says so
            self.cue("invalid")
            self.say(msg("suspend-no-job-control"))
            return True
        self.announcer.cut()
        self.spawn(lambda: self._stopped(whole_group))
        return True

    async def _stopped(self, whole_group: bool) -> None:
        """The terminal handed back to the shell, the stop, and the wait to be in the foreground again: continued
        in the background (a shell ending its jobs sends SIGTERM and SIGCONT), the app keeps its hands off the
        terminal, and a SIGTERM or SIGHUP is answered (save and leave) rather than stopped by SIGTTOU."""
        import asyncio

        from prompt_toolkit.application.run_in_terminal import in_terminal

        from .suspend import in_foreground, stop_here

        self.continued = asyncio.Event()
        async with in_terminal():
            stop_here(whole_group)
            fd = self.pt_app.input.fileno() if self.pt_app is not None else -1
            while not self.ending and not in_foreground(fd):
                self.continued.clear()
                await self.continued.wait()  # the next SIGCONT (`fg`), or an ending signal
        self.continued = None

    def resumed(self) -> None:
        """SIGCONT: the terminal in raw mode again, the view redrawn, and where the player is said afresh."""
        from .suspend import take_terminal_again

        if self.continued is not None:  # back from Ctrl+Z: the stop's own wait takes it from here
            self.continued.set()
            return
        if self.pt_app is None or not self.loop_running or self.hung_up or self.ending:
            return
        take_terminal_again(self.pt_app)
        if self.top is not None:
            self.top.on_show()

    def output_gone(self) -> None:
        """The reader of the app's output went away (`accessible-games --speech lines | head`): every open game
        is saved and the app ends, with exit status 0, saying so in one line where stderr still reads."""
        if self.output_closed:
            return
        self.output_closed = True
        quiet_stdout()
        self.close_games()
        try:
            import sys

            print(f"accessible-games: {self.text(msg('cli-output-closed'))}", file=sys.stderr, flush=True)
        except (OSError, ValueError):  # stderr is gone too
            pass
        self.exit_code = 0
        self.quit()

    def _watch_signals(self) -> None:
        """Route the ending signals to `shutdown` on the UI loop (SDL's own handlers are off), and the
        job-control ones to `suspend` and `resumed`."""
        import asyncio
        import signal

        from .suspend import SIGCONT, SIGTSTP

        loop = asyncio.get_running_loop()
        if SIGTSTP is not None and SIGCONT is not None:
            loop.add_signal_handler(SIGTSTP, self.suspend)
            # After the handlers of signals already pending (the SIGTERM a shell sends before SIGCONT): those first.
            loop.add_signal_handler(SIGCONT, lambda: loop.call_soon(self._guarded, self.resumed))
            self.watched_signals += [SIGTSTP, SIGCONT]
        for name in ("SIGTERM", "SIGHUP", "SIGINT"):
            signum = getattr(signal, name, None)
            if signum is None:
                continue
            self.watched_signals.append(signum)
            try:
                loop.add_signal_handler(signum, self.shutdown, int(signum))
            except (NotImplementedError, RuntimeError, ValueError):  # Windows: no loop signal handlers
                signal.signal(signum, lambda number, _frame: loop.call_soon_threadsafe(self.shutdown, number))

    def _unwatch_signals(self) -> None:
        """The loop is about to close: its signals get their usual actions back while it can still take them
        (a signal that reached a closing loop's wake-up socket was a BrokenPipeError in crash.log; closing the
        window sends SIGHUP and SIGCONT together). SIGHUP is ignored from here: the app is ending and saving."""
        import asyncio
        import signal

        loop = asyncio.get_running_loop()
        watched, self.watched_signals = self.watched_signals, []
        try:
            for signum in watched:
                try:
                    loop.remove_signal_handler(signum)  # the default action again (SIGINT: KeyboardInterrupt)
                except (NotImplementedError, RuntimeError):  # Windows: set with signal.signal
                    signal.signal(signum, signal.default_int_handler if signum == signal.SIGINT else signal.SIG_DFL)
            if hasattr(signal, "SIGHUP") and watched:
                signal.signal(signal.SIGHUP, signal.SIG_IGN)
        except ValueError:  # not the main thread (a test's loop): no signal was watched either
            pass

    def _watch_loop_errors(self) -> None:
        """An error in a callback of the loop goes to crash.log and is said in one sentence (prompt_toolkit
        would print its traceback over the view)."""
        import asyncio

        def handle(_loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
            error = context.get("exception")
            if isinstance(error, Exception):
                self.report_error(error)
            else:
                from ..crashlog import LOGGER
                import logging

                logging.getLogger(LOGGER).error("event loop: %s", context.get("message", "?"))

        asyncio.get_running_loop().set_exception_handler(handle)

    # --- the terminal --------------------------------------------------------------------
    def build(self, input: "Input | None" = None, output: "Output | None" = None) -> "Application[int]":
        """Make the prompt_toolkit application (full-screen visual view, or plain lines)."""
        from prompt_toolkit.application import Application
        from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
        from prompt_toolkit.keys import Keys
        from prompt_toolkit.layout import HSplit, Layout, Window
        from prompt_toolkit.layout.controls import FormattedTextControl
        from prompt_toolkit.styles import Style

        from .escape_key import answer_escape_at_once

        bindings = KeyBindings()

        @bindings.add(Keys.Any)
        def _any(event: KeyPressEvent) -> None:
            for press in event.key_sequence:
                self.dispatch(normalize(press))
            if not self.running and event.app.future is not None and not event.app.future.done():
                event.app.exit(result=self.exit_code)

        if self.options.visual:
            body = Window(
                FormattedTextControl(self._fragments, get_cursor_position=self._cursor, show_cursor=True),
                wrap_lines=True,
                always_hide_cursor=False,
            )
            status = Window(FormattedTextControl(self._status), height=2, wrap_lines=True, style="class:status")
            layout = Layout(HSplit([body, status]))
        else:  # plain view: the terminal gets the printed lines and nothing else (no cursor moves, no CPR)
            from prompt_toolkit.output import DummyOutput

            layout = Layout(Window(FormattedTextControl(""), height=0))
            output = output if output is not None else DummyOutput()
        app: Application[int] = Application(
            layout=layout,
            key_bindings=bindings,
            style=Style.from_dict(STYLE),
            full_screen=self.options.visual,
            input=input,
            output=output,
            mouse_support=False,
            erase_when_done=not self.options.visual,
        )
        app.ttimeoutlen = 0.05  # a key sequence split across reads; a lone Escape is answered at once:
        answer_escape_at_once(app.input)
        app.timeoutlen = 0.05
        self.pt_app = app
        return app

    def _view(self) -> Any:
        screen = self.top
        return screen.view() if screen is not None else None

    def _fragments(self) -> "StyleAndTextTuples":
        view = self._drawn = self._view()  # the cursor of the same redraw reads this view, not a second one
        if view is None:
            return []
        out: "StyleAndTextTuples" = []
        for number, line in enumerate(view.lines):
            style = "class:title" if number == 0 else ("class:focus" if number == view.cursor[0] else "")
            out.append((style, line + "\n"))
        return out

    def _cursor(self) -> "Point":
        from prompt_toolkit.data_structures import Point

        view, self._drawn = self._drawn or self._view(), None
        if view is None:
            return Point(0, 0)
        return Point(x=view.cursor[1], y=view.cursor[0])

    def _status(self) -> "StyleAndTextTuples":
        return [("class:status", self.announcer.shown)]

    def start(self, screens: list[Screen], on_start: Callable[[], None] | None = None) -> None:
        """Put the screens on the stack (the last one is shown and speaks), then run `on_start`."""
        self.stack.extend(screens[:-1])
        self.push(screens[-1])
        if on_start is not None:
            on_start()

    def run(
        self,
        screens: list[Screen],
        input: "Input | None" = None,
        output: "Output | None" = None,
        on_start: Callable[[], None] | None = None,
    ) -> int:
        """Show the screens and handle keys until the player quits.

        The first screen starts speaking before prompt_toolkit is even imported (a tenth of a second
        sooner on a slow machine); work it schedules meanwhile runs on the loop, when it is due. Keys
        typed meanwhile wait unseen: the command line held them as the app began loading (ui.early_keys).
        """
        self._early = []
        try:
            self._guarded(lambda: self.start(screens, on_start))
        finally:
            early, self._early = self._early, None
        app = self.build(input, output)

        def resume() -> None:
            for due, work in early:
                self.later(due - time.monotonic(), work)
            waiting, self.pending = self.pending, []  # handed over from other threads before the loop ran
            for work in waiting:  # (a transcript that failed at its first line, for one)
                self.later(0.0, work)

        app.pre_run_callables.append(self._watch_signals)
        app.pre_run_callables.append(self._watch_loop_errors)
        app.pre_run_callables.append(resume)
        if not self.running:  # the player cannot have quit yet, but a screen may have closed the app
            return self.exit_code
        import asyncio

        async def run_until_done() -> int:
            try:
                return await app.run_async(handle_sigint=False)
            finally:
                self._unwatch_signals()

        result = asyncio.run(run_until_done())
        return result if isinstance(result, int) else self.exit_code


def is_hang_up(error: BaseException) -> bool:
    """True for the error a write to or read from a terminal that went away gives (EIO)."""
    import errno

    return isinstance(error, OSError) and error.errno == errno.EIO


def terminal_gone() -> bool:
    """True when the player's terminal went away (closed window): asking it its settings fails with EIO."""
    import sys

    try:
        import termios
    except ImportError:  # Windows: a closed console ends the process itself
        return False
    for stream in (sys.stdout, sys.stdin):
        try:
            if stream is not None:
                termios.tcgetattr(stream.fileno())  # not a terminal at all: ENOTTY, not EIO
        except termios.error as error:
            if error.args and error.args[0] == 5:  # EIO
                return True
        except (OSError, ValueError):
            continue
    return False


def quiet_terminal() -> None:
    """Point stdout and stderr at the null device: a terminal that went away takes no more writes."""
    import sys

    to_null(sys.stdout, sys.stderr)
