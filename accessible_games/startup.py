"""Builds the running app from parsed arguments: sound, speech route, transcript, first screen."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from .core.messages import Msg, msg
from .core.text import clean_text
from .i18n import catalog
from .pipes import is_output_closed
from .settings import Settings
from .speech.base import Voice
from .speech.announcer import Announcer
from .ui.app import App, AppOptions, NoCues, is_hang_up, terminal_gone


def voice_of(settings: Settings) -> Voice:
    """The speech voice the settings ask for."""
    return Voice(
        lang=settings.lang, rate=settings.rate, volume=settings.volume, name=settings.voices.get(settings.lang)
    )


def start_app(args: argparse.Namespace, extra: dict[str, Any], settings: Settings, settings_problem: str | None) -> int:
    """Open sound and speech, build the app and run it until the player quits."""
    from .audio.cues import CuePlayer
    from .audio.mixer import open_mixer
    from .speech.factory import make_speaker, missing_voice

    route = args.speech or settings.speech
    problems: list[Msg] = []
    if settings_problem is not None:
        problems.append(msg("settings-bad", reason=settings_problem))
    if args.no_sound:
        settings.sound = "off"
    needs_device = route in ("auto", "tts") or settings.sound == "on"
    mixer = open_mixer(extra.get("audio_buffer") or settings.audio_buffer) if needs_device else None
    speaker, speech_problems = make_speaker(route, voice_of(settings), mixer=mixer, transcript=args.transcript)
    problems.extend(msg(problem) for problem in speech_problems)
    if missing_voice(speaker, settings.lang):
        problems.append(msg("speech-voice-missing", language=msg(f"setting-lang-{settings.lang}")))
    running: list[App] = []  # the app, once built: cue problems are spoken through it
    cues: Any = NoCues()

    def cue_problem(problem: str) -> None:
        for app in running:
            app.event(msg(problem))

    if settings.sound == "on" and mixer is not None and mixer.ok:
        cues = CuePlayer(mixer, volume=settings.cue_volume, on_problem=cue_problem)
    announcer = Announcer(speaker, settings.lang, cues)
    visual = uses_full_screen(speaker.name)
    options = AppOptions(seed=extra.get("seed"), bot_delay=extra["bot_delay"], visual=visual)
    current = {"route": settings.speech}  # a --speech choice holds until the settings change the route

    def apply_voice(now: Settings) -> None:
        """Language, rate and volume at once; a new speech route from the settings is opened live."""
        if now.speech != current["route"]:
            new, new_problems = make_speaker(now.speech, voice_of(now), mixer=mixer, transcript=args.transcript)
            old, announcer.speaker = announcer.speaker, new
            old.close()
            current["route"] = now.speech
            for problem in new_problems:
                announcer.event(msg(problem))
        announcer.speaker.set_voice(voice_of(now))
        if missing_voice(announcer.speaker, now.lang):
            announcer.event(msg("speech-voice-missing", language=msg(f"setting-lang-{now.lang}")))

    app = App(settings, announcer, cues, options, apply_voice=apply_voice)
    running.append(app)
    for part in (speaker, getattr(speaker, "inner", None)):  # a transcript or a screen reader failing later
        if part is not None and hasattr(part, "on_problem"):
            part.on_problem = lambda problem: app.from_thread(lambda: app.event(msg(problem)))
    from .locks import sweep_autosave_temporaries, sweep_stale_locks
    from .saves import AUTOSAVE_PREFIX, saves_dir

    sweep_autosave_temporaries(saves_dir(), AUTOSAVE_PREFIX)  # left by a copy that was killed mid-write
    sweep_stale_locks(saves_dir())  # and the lock files of copies killed before they could remove them
    screens = first_screens(app, args, extra, problems)
    if visual:  # the full-screen view hides what was printed before it: print the problems for after
        for problem in problems:
            print(clean_text(app.text(problem)), file=sys.stderr, flush=True)

    def speak_problems() -> None:
        for problem in problems:
            app.event(problem)

    try:
        code = app.run(screens, on_start=speak_problems)
    except KeyboardInterrupt:
        code = 0
    except (EOFError, OSError) as error:
        if app.output_closed or is_output_closed(error):  # `| head` has read what it wanted
            app.output_gone()
            code = 0
        elif app.hung_up or is_hang_up(error) or terminal_gone():  # the terminal went away: save, say nothing
            app.hang_up()
            code = 129
        else:  # no keyboard to read: stdin is a file or closed
            print(catalog(settings.lang).text("cli-no-keyboard"), file=sys.stderr, flush=True)
            code = 1
    finally:
        announcer.speaker.close()
        if "accessible_games.ui.bot_worker" in sys.modules:  # a bot still thinking must not hold up the exit
            sys.modules["accessible_games.ui.bot_worker"].shutdown_workers()
    return code


def uses_full_screen(route: str) -> bool:
    """The full-screen view, redrawn at each key, suits the app's own voice; with the player's
    screen reader, speech-dispatcher or plain lines the view stays plain (only one voice speaks,
    and the lines stay where a screen reader and a braille display read them). A plain terminal
    (TERM=dumb) cannot draw a screen: plain, whatever the route."""
    return route not in ("screenreader", "speechd", "lines") and os.environ.get("TERM") != "dumb"


def first_screens(app: App, args: argparse.Namespace, extra: dict[str, Any], problems: list[Msg]) -> list[Any]:
    """The main menu, with a game over it for --continue or --game (the last screen is shown)."""
    from .ui.screens import MainMenu, NewGameMenu

    screens: list[Any] = [MainMenu(app)]
    if getattr(args, "command", "play") in ("host", "join", "watch"):
        from .ui.online_menu import online_screen_for

        screens.append(
            online_screen_for(
                app, args.command, extra, args.game, extra.get("variant"), args.name, args.code, args.password
            )
        )
    elif args.resume:
        from .files import FolderUnreadable
        from .ui.online_menu import home_table_screen, newest_home_table
        from .ui.open_game import folder_unreadable_msg
        from .ui.saves_screen import continue_choices, continue_newest

        try:
            infos, _ = continue_choices()
            home = newest_home_table(infos[0].updated if infos else 0.0)  # a table hosted here, played since
            if home is not None:
                screens.append(
                    home_table_screen(app, home.code, extra["port"] if args.port is not None else None, args.host)
                )
                return screens
            screen, told = continue_newest(app)
        except FolderUnreadable as error:
            problems.append(folder_unreadable_msg(error))
            return screens
        problems.extend(told)
        if screen is not None:
            screens.append(screen)
    elif args.game and "seats" in extra:
        from .session import Session
        from .ui.game_screen import GameScreen

        session = Session.new(args.game, extra["seats"], extra["variant"], extra["options"], extra.get("seed"))
        screens.append(GameScreen(app, session))
    elif args.game:
        screens.append(NewGameMenu(app, args.game))
    return screens
