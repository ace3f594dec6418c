"""Command line: parse arguments, set up speech, sound and settings, and start the app."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any, NoReturn, Sequence

from . import __version__
from .core.protocol import BOT_LEVELS, BadSetting
from .games import games, get_game
from .core.names import NameRefused, player_name
from .core.seats import parse_players
from .core.text import clean_text
from .saves import SEED_LIMIT
from .i18n import LANGUAGES, catalog, system_language
from .resources import MISSING_LINE, resources_present
from .settings import AUDIO_BUFFERS, SPEECH_ROUTES, Settings, load_settings, settings_path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")  # SDL would swallow SIGTERM and SIGINT: the app handles them

COMMANDS = ("play", "games", "doctor", "serve", "host", "join", "watch")
ONLINE = ("host", "join", "watch")
DEFAULT_PORT = 8765
HOME_LISTEN = "0.0.0.0"  # the app's own server (host with no address) listens on the local network, for friends at home
SHOWN_VALUE = 60  # characters of a bad value repeated in an error line


class UsageError(Exception):
    """A bad command-line value: the message is one localized line."""


class Parser(argparse.ArgumentParser):
    """argparse that reports errors as one localized line and exit status 2, never a traceback."""

    lang: str = "en"

    def error(self, message: str) -> NoReturn:
        """One line on stderr, then exit 2."""
        print(f"accessible-games: {catalog(self.lang).text('cli-error', detail=message)}", file=sys.stderr)
        raise SystemExit(2)


def option_values(argv: Sequence[str], option: str) -> list[str]:
    """Every value given to `option` ("--lang en" or "--lang=en"), before the parser has run."""
    values = []
    for index, arg in enumerate(argv):
        if arg == option and index + 1 < len(argv):
            values.append(argv[index + 1])
        elif arg.startswith(option + "="):
            values.append(arg.split("=", 1)[1])
    return values


def guess_language(argv: Sequence[str]) -> str:
    """The language for help and errors: --lang if given and valid, else the system's."""
    for value in option_values(argv, "--lang"):
        if value in LANGUAGES:
            return value
    return system_language()


def _keyboard() -> bool:
    """True when a player's terminal is on stdin (the app will run, not a script or a test)."""
    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (OSError, ValueError):
        return False


def peek_settings() -> Settings:
    """The settings file read without touching it (a damaged one is reported and set aside later)."""
    try:
        from .files import read_json

        return Settings.from_json(read_json(settings_path()))
    except Exception:  # noqa: BLE001 - missing, unreadable or damaged: the defaults will do for a guess
        return Settings()


def warm_up_for(argv: Sequence[str]) -> None:
    """When the app is about to play, start opening sound and voice while the rest loads (see warmup)."""
    if any(arg in ("games", "doctor", "serve", "-h", "--help", "--version") for arg in argv) or not _keyboard():
        return
    settings = peek_settings()
    routes = [value for value in option_values(argv, "--speech") if value in SPEECH_ROUTES]
    buffers = [int(value) for value in option_values(argv, "--audio-buffer") if value in map(str, AUDIO_BUFFERS)]
    from .warmup import warm_up

    warm_up(
        routes[-1] if routes else settings.speech,
        settings.sound == "on" and "--no-sound" not in argv,
        buffers[-1] if buffers else settings.audio_buffer,
    )


def help_formatter(lang: str) -> type[argparse.RawDescriptionHelpFormatter]:
    """A help formatter whose "usage:" heading is in `lang`."""
    prefix = catalog(lang).text("cli-help-usage")

    class Formatter(argparse.RawDescriptionHelpFormatter):
        """argparse's layout, with the usage heading translated."""

        def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = prefix) -> None:
            """The usage line under the heading in the player's language."""
            super().add_usage(usage, actions, groups, prefix)

    return Formatter


def build_parser(lang: str) -> Parser:
    """The argument parser, with help text and headings in `lang`."""
    t = catalog(lang).text
    parser = Parser(
        prog="accessible-games",
        description=t("cli-description"),
        epilog=folders_epilog(lang),
        add_help=False,
        formatter_class=help_formatter(lang),
    )
    parser.lang = lang
    parser._positionals.title = t("cli-help-positionals")  # argparse's own headings stay English otherwise
    parser._optionals.title = t("cli-help-options")
    parser.add_argument("command", nargs="?", default="play", help=t("cli-help-command") + t("net-cli-help-commands"))
    parser.add_argument("targets", nargs="*", metavar="URL CODE", help=t("net-cli-help-targets"))
    parser.add_argument("-h", "--help", action="help", help=t("cli-help-help"))
    parser.add_argument(
        "--version", action="version", version=f"accessible-games {__version__}", help=t("cli-help-version")
    )
    parser.add_argument("--lang", help=t("cli-help-lang"))
    parser.add_argument("--speech", help=t("cli-help-speech"))
    parser.add_argument("--no-sound", action="store_true", help=t("cli-help-no-sound"))
    parser.add_argument("--transcript", metavar="FILE", help=t("cli-help-transcript"))
    parser.add_argument("--seed", metavar="N", help=t("cli-help-seed"))
    parser.add_argument("--game", metavar="NAME", help=t("cli-help-game"))
    parser.add_argument("--variant", metavar="NAME", help=t("cli-help-variant"))
    parser.add_argument("--option", metavar="KEY=VALUE", action="append", default=[], help=t("cli-help-option"))
    parser.add_argument("--players", metavar="SPEC", help=t("cli-help-players"))
    parser.add_argument("--bot-delay", metavar="SECONDS", default="1.0", help=t("cli-help-bot-delay"))
    parser.add_argument("--continue", dest="resume", action="store_true", help=t("cli-help-continue"))
    parser.add_argument("--audio-buffer", metavar="FRAMES", help=t("audio-cli-help-buffer"))
    add_net_arguments(parser, lang)
    # parse_intermixed_args keeps the usage line by cutting an English "usage: " off it: fix it here.
    parser.usage = parser.format_usage()[len(catalog(lang).text("cli-help-usage")) :].rstrip("\n")
    return parser


APP_OPTIONS = ("speech", "no_sound", "transcript", "audio_buffer")
"""The options of every command that runs the app itself (its voice and sound)."""
GAME_OPTIONS = ("game", "variant", "option", "players", "seed", "bot_delay")
"""The options that set up a game."""
COMMAND_OPTIONS: dict[str | None, tuple[str, ...]] = {
    None: ("command", *APP_OPTIONS, *GAME_OPTIONS, "resume", "version"),
    "play": (*APP_OPTIONS, *GAME_OPTIONS, "resume"),
    "games": (),
    "doctor": ("speech",),
    "serve": ("host", "port", "data", "store", "password", "cert", "key", "origin", "limits"),
    "host": ("url", *GAME_OPTIONS, "code", "absence", "password", "host", "port", "server", *APP_OPTIONS),
    "join": ("url", "code_words", "name", "password", "server", *APP_OPTIONS),
    "watch": ("url", "code_words", "password", "server", *APP_OPTIONS),
}
"""What each command's help shows (the dests of its arguments): `--help` alone shows play's, with the commands."""


def help_command(argv: Sequence[str]) -> str | None:
    """The command whose help `argv` asks for ("join" in "join --help"), None for the app's own help;
    an empty string when `argv` asks for no help at all."""
    words = list(argv[: argv.index("--")] if "--" in argv else argv)
    if "-h" not in words and "--help" not in words:
        return ""
    return next((word for word in words if word in COMMANDS), None)


def command_help(lang: str, command: str | None) -> str:
    """One command's own help, short: its usage, what it does, and only the options it takes."""
    t = catalog(lang).text
    full = build_parser(lang)
    shown = COMMAND_OPTIONS[command]
    first = folders_epilog(lang) + "\n\n" if command == "doctor" else ""  # what a bug report needs, first
    about = t("cli-description") if command is None else t(f"cli-command-{command}")
    helper = Parser(
        prog="accessible-games" + (f" {command}" if command else ""),
        description=first + about,
        epilog=t("cli-help-more") if command is None else None,
        add_help=False,
        formatter_class=help_formatter(lang),
    )
    helper._positionals.title = t("cli-help-positionals")
    helper._optionals.title = t("cli-help-options")
    if command == "host":
        helper.add_argument("url", metavar="URL", nargs="?", help=t("cli-help-url-host"))
    elif "url" in shown:
        helper.add_argument("url", metavar="URL", help=t("cli-help-url"))
    if "code_words" in shown:
        helper.add_argument("code_words", metavar="CODE", help=t("cli-help-code-words"))
    for group in full._action_groups:
        actions = [
            action
            for action in group._group_actions
            if action.dest in shown
            or action.dest in ("help", "lang")
            or (group.title == t("guard-flags-title") and "limits" in shown)
        ]
        if not actions:
            continue
        into = (
            helper._positionals
            if group is full._positionals
            else (helper._optionals if group is full._optionals else helper.add_argument_group(group.title))
        )
        for action in actions:
            into._add_action(action)
    text = helper.format_help()
    return text + ("\n" + folders_epilog(lang) + "\n" if command is None else "")


def add_net_arguments(parser: argparse.ArgumentParser, lang: str) -> None:
    """The options of online play (serve)."""
    t = catalog(lang).text
    parser.add_argument("--host", help=t("net-cli-help-host"))
    parser.add_argument("--port", help=t("net-cli-help-port"))
    parser.add_argument("--data", metavar="DIR", help=t("net-cli-help-data"))
    parser.add_argument("--store", metavar="URL", help=t("net-cli-help-store"))
    parser.add_argument("--server", metavar="URL", action="append", default=[], help=t("net-cli-help-server"))
    parser.add_argument("--origin", metavar="URL", action="append", default=[], help=t("net-cli-help-origin"))
    parser.add_argument("--password", help=t("net-cli-help-password"))
    parser.add_argument("--cert", metavar="FILE", help=t("net-cli-help-cert"))
    parser.add_argument("--key", metavar="FILE", help=t("net-cli-help-key"))
    parser.add_argument("--code", metavar="WORDS", help=t("net-cli-help-code"))
    parser.add_argument("--name", help=t("net-cli-help-name"))
    parser.add_argument("--absence", metavar="MINUTES", help=t("online-cli-help-absence"))
    add_server_limits(parser, lang)


def add_server_limits(parser: argparse.ArgumentParser, lang: str) -> None:
    """The serve command's limits, each with its default in its help line."""
    from .net.guard import add_limit_arguments

    t = catalog(lang).text
    add_limit_arguments(parser, t("guard-flags-title"), lambda name, default: t(f"guard-flag-{name}", default=default))


def validate_limits(args: argparse.Namespace, lang: str) -> dict[str, Any]:
    """The serve command's limits as typed; a value out of range is a usage error naming the flag."""
    from .net.guard import limits_from

    limits, wrong = limits_from(args)
    if wrong is not None:
        raise bad(lang, wrong[0], wrong[1], catalog(lang).text("guard-accepted-limit"))
    return {"limits": limits}


def folders_epilog(lang: str) -> str:
    """The end of --help: where settings, saves and logs live on this machine."""
    from .files import config_dir, crash_log_path, data_dir

    t = catalog(lang).text
    return "\n".join(
        [
            t("cli-help-folders"),
            "  " + t("cli-help-settings-folder", path=str(config_dir())),
            "  " + t("cli-help-saves-folder", path=str(data_dir() / "saves")),
            "  " + t("cli-help-log-folder", path=str(crash_log_path().parent)),
        ]
    )


def bad(lang: str, option: str, value: Any, accepted: str) -> UsageError:
    """A localized 'bad value' error; a long value is shown cut, with its length."""
    text = clean_text(str(value))
    if len(text) > SHOWN_VALUE:
        text = catalog(lang).text("cli-value-cut", start=text[:SHOWN_VALUE], length=len(text))
    return UsageError(
        catalog(lang).text("cli-bad-value", option=clean_text(option, SHOWN_VALUE), value=text, accepted=accepted)
    )


def validate(args: argparse.Namespace, lang: str) -> dict[str, Any]:
    """Check every value; return the parsed extras. Raises UsageError with one clear line."""
    out: dict[str, Any] = {}
    if args.command not in COMMANDS:
        raise bad(lang, "command", args.command, ", ".join(COMMANDS))
    if args.lang is not None and args.lang not in LANGUAGES:
        raise bad(lang, "--lang", args.lang, ", ".join(LANGUAGES))
    if args.speech is not None and args.speech not in SPEECH_ROUTES:
        raise bad(lang, "--speech", args.speech, ", ".join(SPEECH_ROUTES))
    if args.seed is not None:
        seed = args.seed.strip()
        if not (seed.isascii() and seed.isdigit() and len(seed) <= 20 and int(seed) < SEED_LIMIT):
            raise bad(lang, "--seed", args.seed, catalog(lang).text("cli-accepted-seed", high=str(SEED_LIMIT - 1)))
        out["seed"] = int(seed)
    try:
        delay = float(args.bot_delay)
    except ValueError:
        delay = -1.0
    if not 0 <= delay <= 60 or delay != delay:
        raise bad(lang, "--bot-delay", args.bot_delay, catalog(lang).text("cli-accepted-range", low=0, high=60))
    out["bot_delay"] = delay
    if args.audio_buffer is not None:
        if args.audio_buffer not in [str(size) for size in AUDIO_BUFFERS]:
            raise bad(lang, "--audio-buffer", args.audio_buffer, ", ".join(map(str, AUDIO_BUFFERS)))
        out["audio_buffer"] = int(args.audio_buffer)
    port = args.port if args.port is not None else str(DEFAULT_PORT)
    if not port.isdigit() or not 0 <= int(port) <= 65535:
        raise bad(lang, "--port", port, "0 … 65535")
    out["port"] = int(port)
    options: dict[str, str] = {}
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise bad(lang, "--option", item, "KEY=VALUE")
        options[key.strip()] = value.strip()
    out["options"] = options
    out.update(validate_online(args, lang))
    if args.command == "serve":
        out.update(validate_limits(args, lang))
    if args.origin:  # the page's public address (behind a proxy, under a DNS name): only serve has a page
        from .web.site import normal_origin

        if args.command != "serve":
            raise bad(lang, "--origin", args.origin[0], "serve")
        for origin in args.origin:
            if normal_origin(origin) is None:
                raise bad(lang, "--origin", origin, "http://HOST[:PORT], https://HOST[:PORT]")
    if args.game is not None:
        names = list(games())
        if args.game not in names:
            raise bad(lang, "--game", args.game, ", ".join(names))
        game = get_game(args.game)
        variant = args.variant or game.variants[0]
        try:
            game.check_options(variant, options)
        except BadSetting as error:
            raise bad(lang, error.setting, error.value, error.accepted) from None
        for spec in game.options:
            if spec.key in options and not spec.applies_to(variant):
                raise UsageError(
                    catalog(lang).text(
                        "cli-option-other-variant", option=spec.key, variant=variant, variants=", ".join(spec.variants)
                    )
                )
        out["variant"] = variant
        if args.players is not None and args.command != "host":
            try:
                seats = parse_players(
                    args.players, lambda n, level: catalog(lang).text("bot-name", number=n, level=level)
                )
            except BadSetting as error:
                raise bad(lang, error.setting, error.value, error.accepted) from None
            except NameRefused as error:
                raise bad(lang, "--players", error.raw, catalog(lang).text("names-accepted")) from None
            if not game.min_players <= len(seats) <= game.max_players:
                raise bad(
                    lang,
                    "--players",
                    args.players,
                    catalog(lang).text("cli-accepted-range", low=game.min_players, high=game.max_players),
                )
            out["seats"] = seats
        if args.command == "host":
            out["table"] = online_seats(args.players or "", game, lang)
    if args.game is None and (args.variant is not None or options or args.players is not None):
        raise UsageError(catalog(lang).text("cli-needs-game"))
    return out


def validate_online(args: argparse.Namespace, lang: str) -> dict[str, Any]:
    """host [URL], join URL CODE, watch URL CODE: the address and code; other commands take neither."""
    wanted = {"host": (0, 1), "join": (2, 2), "watch": (2, 2)}.get(args.command, (0, 0))
    if not wanted[0] <= len(args.targets) <= wanted[1]:
        usage = {"host": "host [URL] --game NAME --players SPEC", "join": "join URL CODE", "watch": "watch URL CODE"}
        raise bad(lang, args.command, " ".join(args.targets) or "-", usage.get(args.command, "-"))
    out: dict[str, Any] = {}
    if args.targets:
        url = args.targets[0]
        if not url.startswith(("ws://", "wss://")) or len(url) > 200:
            raise bad(lang, "URL", url, "ws://HOST:PORT, wss://HOST:PORT")
        out["url"] = url
    if len(args.targets) == 2:
        out["code"] = args.targets[1]
    if args.server:  # more addresses of the same table service, tried in turn when the link drops
        if args.command not in ONLINE:
            raise bad(lang, "--server", args.server[0], "host, join, watch")
        for url in args.server:
            if not url.startswith(("ws://", "wss://")) or len(url) > 200:
                raise bad(lang, "--server", url, "ws://HOST:PORT, wss://HOST:PORT")
        out.setdefault("url", args.server[0])
        out["servers"] = list(dict.fromkeys([out["url"], *args.server]))
    if args.store is not None and args.command != "serve":
        raise bad(lang, "--store", args.store, "serve")
    if args.command == "host" and "url" not in out:
        out["listen"] = args.host or HOME_LISTEN  # the app's own server: on the local network unless told
    if args.command == "host" and (args.game is None or args.players is None):
        raise UsageError(catalog(lang).text("net-cli-host-needs"))
    if args.code is not None and args.command != "host":
        raise bad(lang, "--code", args.code, "host")
    if args.absence is not None:
        out["absence"] = absence_seconds(args.absence, args.command, lang)
    if args.name is not None:
        try:
            args.name = player_name(args.name)  # one rule for names, on the command line as everywhere
        except NameRefused as error:
            raise bad(lang, "--name", error.raw, catalog(lang).text("names-accepted")) from None
    if args.code is not None:
        from .net.codes import valid_chosen

        if not valid_chosen(args.code):
            raise bad(lang, "--code", args.code, catalog(lang).text("net-cli-code-accepted"))
    return out


def absence_seconds(value: str, command: str, lang: str) -> float | None:
    """host --absence: minutes an absent player's seat waits before a bot plays it (0 to 60), or "never" (None)."""
    if command != "host":
        raise bad(lang, "--absence", value, "host")
    if value.strip().lower() == "never":
        return None
    try:
        minutes = float(value)
    except ValueError:
        minutes = -1.0
    if not 0 <= minutes <= 60:
        raise bad(lang, "--absence", value, catalog(lang).text("online-cli-absence-accepted"))
    return minutes * 60


def online_seats(spec: str, game: Any, lang: str) -> list[dict[str, Any]]:
    """--players for an online table: your name once, then guest seats and bots ("Anna,guest,bot:hard")."""
    seats: list[dict[str, Any]] = []
    accepted = "NAME, guest, bot, bot:" + "|".join(BOT_LEVELS)
    for raw in spec.split(","):
        entry = raw.strip()
        lowered = entry.lower()
        if lowered == "guest":
            seats.append({"kind": "guest"})
        elif lowered == "bot" or lowered.startswith("bot:"):
            level = lowered.partition(":")[2] or "normal"
            if level not in BOT_LEVELS:
                raise bad(lang, "--players", entry, accepted)
            seats.append({"kind": "bot", "level": level})
        elif entry and not any(seat["kind"] == "host" for seat in seats):
            try:
                seats.append({"kind": "host", "name": player_name(entry)})
            except NameRefused:
                raise bad(lang, "--players", entry, catalog(lang).text("names-accepted")) from None
        else:
            raise bad(lang, "--players", entry or spec, accepted)
    if not any(seat["kind"] == "host" for seat in seats):
        raise bad(lang, "--players", spec, accepted)
    if not game.min_players <= len(seats) <= game.max_players:
        raise bad(lang, "--players", spec, f"{game.min_players} … {game.max_players}")
    return seats


def list_games(lang: str) -> str:
    """The `games` command: every game with its variants and options (names, values, defaults)."""
    t = catalog(lang).text
    lines: list[str] = []
    for name, game in games().items():
        lines.append(f"{name}: {t(f'{name}-title')} — {t(f'{name}-summary')}")
        lines.append("  " + t("games-players", low=game.min_players, high=game.max_players))
        lines.append("  " + t("games-variants", variants=", ".join(game.variants), default=game.variants[0]))
        for spec in game.options:
            where = f" [{', '.join(spec.variants)}]" if spec.variants else ""
            lines.append(
                f"  --option {spec.key}={'|'.join(spec.values)}  ({t('games-default', value=spec.default)}){where}"
            )
            lines.append(f"      {t(f'{name}-option-{spec.key}')}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of `accessible-games` and `python -m accessible_games`.

    A reader that goes away (`accessible-games games | head -1`) ends the app quietly, with exit
    status 0 whether it left before or after the last line was written: the output is flushed here,
    not at interpreter exit, so the outcome never depends on timing.
    """
    try:
        code = run(argv)
        sys.stdout.flush()
        screen_reader = sys.modules.get("accessible_games.speech.screenreader")
        if screen_reader is not None:  # never exit under a thread still inside the screen reader's library
            screen_reader.exit_after_native_calls(code)
        return code
    except BrokenPipeError:
        from .pipes import quiet_stdout

        quiet_stdout()
        return 0


def run(argv: Sequence[str] | None = None) -> int:
    """Parse the command line and do what it asks."""
    argv = list(sys.argv[1:] if argv is None else argv)
    warm_up_for(argv)
    lang = guess_language(argv)
    if not resources_present("locales"):
        print(MISSING_LINE[lang], file=sys.stderr)
        return 1
    asked = help_command(argv)
    if asked != "":  # each command has a help of its own
        print(command_help(lang, asked), end="")
        return 0
    parser = build_parser(lang)
    args = parser.parse_intermixed_args(argv)  # options may come before or after the URL and the code
    try:
        extra = validate(args, lang)
    except UsageError as error:
        print(f"accessible-games: {error}", file=sys.stderr)
        return 2
    if args.command == "games":
        print(list_games(lang))
        return 0
    settings, problem = load_settings()
    if args.lang:
        settings.lang = args.lang
    elif problem is not None:
        settings.lang = lang
    if args.command == "serve":
        from pathlib import Path

        from .files import data_dir
        from .net.serve import run_serve

        folder = Path(args.data) if args.data else data_dir() / "server"
        return run_serve(
            args.host or "127.0.0.1",
            extra["port"],
            folder,
            args.password,
            args.cert,
            args.key,
            settings.lang,
            extra["limits"],
            args.store,
            tuple(args.origin),
        )
    if args.command == "doctor":
        from .doctor import run_doctor

        return run_doctor(settings.lang, args.speech or settings.speech)
    if sys.stdin is None or sys.stdin.closed:  # started with stdin closed (<&-): nothing to read keys from
        print(catalog(settings.lang).text("cli-no-keyboard"), file=sys.stderr, flush=True)
        return 1
    from .crashlog import log_error, record_errors
    from .startup import start_app

    log = record_errors()  # from here on, an unexpected error's details go to crash.log, never the terminal
    try:
        return start_app(args, extra, settings, problem)
    except Exception as error:  # noqa: BLE001 - the player gets one clear line; the details go to a log file
        log_error("the app stopped", error)
        where = str(log) if log.exists() else "-"
        try:
            print(f"accessible-games: {catalog(settings.lang).text('cli-crashed', log=where)}", file=sys.stderr)
        except OSError:  # no terminal left to say it on
            pass
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
