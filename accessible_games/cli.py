"""Command line: parse arguments, set up speech, sound and settings, and start the app."""

from __future__ import annotations

import argparse
import errno
import os
import sys
from typing import Any, Callable, NoReturn, Sequence

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
        """A UsageError: one line on stderr (naming the command), then exit 2."""
        command = self.prog.removeprefix("accessible-games").strip()
        detail = f"{command}: {message}" if command else message
        raise UsageError(catalog(self.lang).text("cli-error", detail=detail))


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


NOT_THE_APP = ("games", "doctor", "serve", "-h", "--help", "--version")
"""Words of a command line that prints, checks or serves instead of starting the app's screens."""


def runs_the_app(argv: Sequence[str]) -> bool:
    """True when the command line starts the app's screens and keys (play, host, join, watch)."""
    return not any(arg in NOT_THE_APP for arg in argv)


def warm_up_for(argv: Sequence[str]) -> None:
    """When the app is about to play, start opening sound and voice while the rest loads (see warmup)."""
    if not runs_the_app(argv) or not _keyboard():
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


APP_OPTIONS = ("speech", "no_sound", "transcript", "audio_buffer")
"""The options of every command that runs the app itself (its voice and sound)."""
GAME_OPTIONS = ("game", "variant", "option", "players", "seed", "bot_delay")
"""The options that set up a game."""
ONLINE_OPTIONS = ("password", "server", "cafile")
"""The options of every command that sits at an online table."""
COMMAND_OPTIONS: dict[str, tuple[str, ...]] = {
    "play": (*APP_OPTIONS, *GAME_OPTIONS, "resume", "host", "port", "version"),  # --continue: a home table's address
    "games": (),
    "doctor": ("speech",),
    "serve": ("host", "port", "data", "store", "password", "cert", "key", "origin", "limits"),
    "host": ("url", *GAME_OPTIONS, "code", "absence", "listed", *ONLINE_OPTIONS, "host", "port", *APP_OPTIONS),
    "join": ("url", "code_words", "name", *ONLINE_OPTIONS, *APP_OPTIONS),
    "watch": ("url", "code_words", *ONLINE_OPTIONS, *APP_OPTIONS),
}
"""The options each command accepts (the dests of its arguments), besides --help and --lang: no other."""
DEFAULTS: dict[str, Any] = {
    "url": None,
    "code_words": None,
    "lang": None,
    "speech": None,
    "no_sound": False,
    "transcript": None,
    "seed": None,
    "game": None,
    "variant": None,
    "option": [],
    "players": None,
    "bot_delay": "1.0",
    "resume": False,
    "audio_buffer": None,
    "host": None,
    "port": None,
    "data": None,
    "store": None,
    "server": [],
    "origin": [],
    "password": None,
    "cert": None,
    "key": None,
    "cafile": None,
    "code": None,
    "name": None,
    "absence": None,
    "listed": False,
}
"""What a command's namespace holds for the options it does not take (the app reads one shape of namespace)."""


OPTION_FLAGS: dict[str, tuple[tuple[str, ...], dict[str, Any], str]] = {
    "version": (
        ("--version",),
        {"action": "version", "version": f"accessible-games {__version__}"},
        "cli-help-version",
    ),
    "speech": (("--speech",), {}, "cli-help-speech"),
    "no_sound": (("--no-sound",), {"action": "store_true"}, "cli-help-no-sound"),
    "transcript": (("--transcript",), {"metavar": "FILE"}, "cli-help-transcript"),
    "seed": (("--seed",), {"metavar": "N"}, "cli-help-seed"),
    "game": (("--game",), {"metavar": "NAME"}, "cli-help-game"),
    "variant": (("--variant",), {"metavar": "NAME"}, "cli-help-variant"),
    "option": (("--option",), {"metavar": "KEY=VALUE", "action": "append"}, "cli-help-option"),
    "players": (("--players",), {"metavar": "SPEC"}, "cli-help-players"),
    "bot_delay": (("--bot-delay",), {"metavar": "SECONDS"}, "cli-help-bot-delay"),
    "resume": (("--continue",), {"dest": "resume", "action": "store_true"}, "cli-help-continue"),
    "audio_buffer": (("--audio-buffer",), {"metavar": "FRAMES"}, "audio-cli-help-buffer"),
    "host": (("--host",), {}, "net-cli-help-host"),
    "port": (("--port",), {}, "net-cli-help-port"),
    "data": (("--data",), {"metavar": "DIR"}, "net-cli-help-data"),
    "store": (("--store",), {"metavar": "URL"}, "net-cli-help-store"),
    "server": (("--server",), {"metavar": "URL", "action": "append"}, "net-cli-help-server"),
    "origin": (("--origin",), {"metavar": "URL", "action": "append"}, "net-cli-help-origin"),
    "password": (("--password",), {}, "net-cli-help-password"),
    "cert": (("--cert",), {"metavar": "FILE"}, "net-cli-help-cert"),
    "key": (("--key",), {"metavar": "FILE"}, "net-cli-help-key"),
    "cafile": (("--cafile",), {"metavar": "FILE"}, "link-cli-help-cafile"),
    "code": (("--code",), {"metavar": "WORDS"}, "net-cli-help-code"),
    "name": (("--name",), {}, "net-cli-help-name"),
    "absence": (("--absence",), {"metavar": "MINUTES"}, "online-cli-help-absence"),
    "listed": (("--open",), {"dest": "listed", "action": "store_true"}, "lobby-cli-help-open"),
}
"""Every option: its flags, its argparse settings and the message id of its help line. Declared here, with no
catalogue or package imported, so that telling an option's value from the command word costs nothing."""
VALUE_FLAGS = frozenset(
    {"--lang"}
    | {
        flag
        for flags, settings, _help in OPTION_FLAGS.values()
        if settings.get("action") in (None, "append")
        for flag in flags
    }
)
"""The options of the app (not the server's limits) that take a value (`--seed 4`)."""
FLAGS = frozenset(
    {"-h", "--help", *VALUE_FLAGS, *(flag for flags, _settings, _help in OPTION_FLAGS.values() for flag in flags)}
)
"""Every option of the app, besides the server's limits."""


def texts(lang: str, helps: bool = True) -> Callable[..., str]:
    """The catalogue's `text` for `lang`; with `helps` False, a stand-in giving empty help lines: a parser that
    only parses (its help is never shown) costs no formatting and no locale file."""
    return catalog(lang).text if helps else _no_text


def _no_text(_message_id: str, /, **_args: Any) -> str:
    """No text: the help of a parser that is never asked for its help."""
    return ""


def option_specs(lang: str, helps: bool = True) -> dict[str, tuple[tuple[str, ...], dict[str, Any]]]:
    """Every option: its flags and argparse settings, with help in `lang` (empty without `helps`)."""
    t = texts(lang, helps)
    return {
        dest: (flags, {**settings, "help": t(help_id)}) for dest, (flags, settings, help_id) in OPTION_FLAGS.items()
    }


def command_parser(lang: str, command: str, helps: bool = True) -> Parser:
    """The subparser of `command`, in the app's parser with one argparse subparser per command (only the one
    asked for is filled in: building every command's options would cost each start-up some milliseconds).
    Without `helps` the help lines are left empty (a parser that only parses)."""
    t = texts(lang, helps)
    formatter = help_formatter(lang) if helps else argparse.RawDescriptionHelpFormatter
    top = Parser(prog="accessible-games", add_help=False, formatter_class=formatter)
    top.lang = lang
    commands = top.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    parsers: dict[str, Parser] = {}
    for name in COMMANDS:
        first = (
            folders_epilog(lang) + "\n\n" if name == "doctor" == command and helps else ""
        )  # what a bug report needs first
        sub = commands.add_parser(
            name,
            help=t(f"cli-command-{name}"),
            description=first + t(f"cli-command-{name}"),
            add_help=False,
            formatter_class=formatter,
            allow_abbrev=False,
        )
        sub.lang = lang
        parsers[name] = sub
    add_command_arguments(parsers[command], lang, command, helps=helps)
    return parsers[command]


def build_parser(lang: str, command: str = "play", helps: bool = True) -> Parser:
    """The parser of one command (its own options only, help and headings in `lang`; empty help without `helps`)."""
    return command_parser(lang, command, helps)


def add_command_arguments(
    parser: Parser, lang: str, command: str, command_word: bool = False, helps: bool = True
) -> None:
    """A command's own arguments, in groups headed in `lang`: its address and code, if any, then its options."""
    t = texts(lang, helps)
    shown = COMMAND_OPTIONS[command]
    if command_word:  # the app's own help: the command that may come first (none: play)
        word = parser.add_argument_group(t("cli-help-positionals"))
        word.add_argument(
            "command", metavar="COMMAND", nargs="?", help=t("cli-help-command") + t("net-cli-help-commands")
        )
    if "url" in shown:
        words = parser.add_argument_group(t("cli-help-positionals"))
        url_help = t("cli-help-url-host") if command == "host" else t("cli-help-url")
        words.add_argument("url", metavar="URL", nargs="?", help=url_help)
        if "code_words" in shown:
            words.add_argument("code_words", metavar="CODE", nargs="?", help=t("cli-help-code-words"))
    options = parser.add_argument_group(t("cli-help-options"))
    options.add_argument("-h", "--help", action="help", help=t("cli-help-help"))
    options.add_argument("--lang", help=t("cli-help-lang"))
    specs = option_specs(lang, helps)
    for dest in shown:
        if dest in specs:
            flags, settings = specs[dest]
            options.add_argument(*flags, **settings)
    if "limits" in shown:
        add_server_limits(parser, lang, helps)


def app_parser(lang: str) -> Parser:
    """`accessible-games` with no command: play's parser, its help naming every command."""
    t = catalog(lang).text
    parser = Parser(
        prog="accessible-games",
        description=t("cli-description"),
        epilog=f"{t('cli-help-more')}\n\n{folders_epilog(lang)}",
        add_help=False,
        formatter_class=help_formatter(lang),
        allow_abbrev=False,
    )
    parser.lang = lang
    add_command_arguments(parser, lang, "play", command_word=True)
    return parser


def split_command(argv: Sequence[str]) -> tuple[str | None, list[str]]:
    """The command word (None: play, the default) and the rest: the first word that is no option's value
    (`join URL CODE`, `--lang ru join URL CODE`; `--seed 4` is play's)."""
    words = list(argv)
    index = 0
    while index < len(words):
        word = words[index]
        if word == "--":
            return None, words
        if not word.startswith("-"):
            before = words[index - 1] if index > 0 else ""
            after_unknown = before.startswith("-") and not is_known_flag(before.split("=")[0])
            if word not in COMMANDS and after_unknown:  # "--colour red": the option is what is wrong
                return None, words
            return word, words[:index] + words[index + 1 :]
        index += 2 if takes_value(word) else 1  # an option's value is never the command
    return None, words


def limit_flags() -> set[str]:
    """The serve command's limit flags (`--lookups 5`): the server's guard is imported to know them."""
    from .server.guard import LIMIT_FLAGS

    return set(LIMIT_FLAGS)


def takes_value(word: str) -> bool:
    """True when `word` is an option that takes a value; the server's limits are looked up only for a word
    that is none of the app's own options."""
    return word in VALUE_FLAGS or (word.startswith("--") and word not in FLAGS and word in limit_flags())


def is_known_flag(word: str) -> bool:
    """True when `word` is an option of some command (checked as `takes_value`, the limits last)."""
    return word in FLAGS or takes_value(word)


def help_command(argv: Sequence[str]) -> str | None:
    """The command whose help `argv` asks for ("join" in "join --help"), None for the app's own help;
    an empty string when `argv` asks for no help at all."""
    words = list(argv[: argv.index("--")] if "--" in argv else argv)
    if "-h" not in words and "--help" not in words:
        return ""
    command = split_command(words)[0]
    return command if command in COMMANDS else None


def command_help(lang: str, command: str | None) -> str:
    """One command's own help, short: its usage, what it does, and only the options it takes."""
    parser = app_parser(lang) if command is None else build_parser(lang, command)
    return parser.format_help()


def parse_command_line(argv: Sequence[str], lang: str) -> argparse.Namespace:
    """The command and its options: each command takes only its own (a wrong one is a usage error, exit 2);
    options may come before or after the address and the code. UsageError for a word that is no command."""
    command, rest = split_command(argv)
    if command is not None and command not in COMMANDS:
        raise bad(lang, "command", command, ", ".join(COMMANDS))
    args = build_parser(lang, command or "play", helps=False).parse_intermixed_args(rest)
    for dest, default in DEFAULTS.items():
        if not hasattr(args, dest) or getattr(args, dest) is None and default is not None:
            setattr(args, dest, list(default) if isinstance(default, list) else default)
    args.command = command or "play"
    args.targets = [value for value in (args.url, args.code_words) if value is not None]
    return args


def add_server_limits(parser: argparse.ArgumentParser, lang: str, helps: bool = True) -> None:
    """The serve command's limits, each with its default in its help line (empty without `helps`)."""
    from .server.guard import add_limit_arguments

    t = texts(lang, helps)
    add_limit_arguments(parser, t("guard-flags-title"), lambda name, default: t(f"guard-flag-{name}", default=default))


def validate_limits(args: argparse.Namespace, lang: str) -> dict[str, Any]:
    """The serve command's limits as typed; a value out of range is a usage error naming the flag."""
    from .server.guard import limits_from

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
    if not wanted[0] <= len(args.targets) <= wanted[1]:  # a command with no address or code takes no words
        usage = {"join": "join URL CODE", "watch": "watch URL CODE"}
        if args.command in usage and len(args.targets) < 2:
            missing = "link-cli-missing-code" if args.targets else "link-cli-missing-both"
            raise UsageError(catalog(lang).text(missing, command=args.command, usage=usage[args.command]))
        raise bad(lang, args.command, " ".join(args.targets), "-")
    out: dict[str, Any] = {}
    if args.targets:
        out["url"] = server_url(args.targets[0], lang)
    if len(args.targets) == 2:
        out["code"] = args.targets[1]
    if args.server:  # more addresses of the same table service, tried in turn when the link drops
        if args.command not in ONLINE:
            raise bad(lang, "--server", args.server[0], "host, join, watch")
        servers = [server_url(url, lang) for url in args.server]
        out.setdefault("url", servers[0])
        out["servers"] = list(dict.fromkeys([out["url"], *servers]))
    if args.cafile is not None:
        if args.command not in ONLINE:
            raise bad(lang, "--cafile", args.cafile, "host, join, watch")
        from .client.reach import BadCaFile, client_context

        try:
            client_context(args.cafile)
        except BadCaFile as error:
            raise UsageError(catalog(lang).render(error.reason)) from None
        out["cafile"] = args.cafile
    if args.store is not None and args.command != "serve":
        raise bad(lang, "--store", args.store, "serve")
    if args.command == "host" and "url" not in out:
        out["listen"] = args.host or HOME_LISTEN  # the app's own server: on the local network unless told
    if args.command == "host" and (args.game is None or args.players is None):
        raise UsageError(catalog(lang).text("net-cli-host-needs"))
    if args.code is not None and args.command != "host":
        raise bad(lang, "--code", args.code, "host")
    if args.listed:
        if args.command != "host":
            raise bad(lang, "--open", "", "host")
        out["listed"] = True
    if args.absence is not None:
        out["absence"] = absence_seconds(args.absence, args.command, lang)
    if args.name is not None:
        try:
            args.name = player_name(args.name)  # one rule for names, on the command line as everywhere
        except NameRefused as error:
            raise bad(lang, "--name", error.raw, catalog(lang).text("names-accepted")) from None
    if args.code is not None:
        from .core.codes import valid_chosen

        if not valid_chosen(args.code):
            raise bad(lang, "--code", args.code, catalog(lang).text("net-cli-code-accepted"))
    return out


def server_url(text: str, lang: str) -> str:
    """A server address typed on the command line, checked and made normal (one sentence when it cannot be)."""
    from .client.address import BadAddress, parse_address

    try:
        return parse_address(text).url
    except BadAddress as error:
        raise UsageError(catalog(lang).render(error.reason)) from None


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


EXIT_OUTPUT = 3
"""The exit status when the app's printed output (help, games, doctor) could not be written: closed or full."""


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of `accessible-games` and `python -m accessible_games`.

    A reader that goes away (`accessible-games games | head -1`) ends the app quietly, with exit
    status 0 whether it left before or after the last line was written: the output is flushed here,
    not at interpreter exit, so the outcome never depends on timing. An output that is closed (`>&-`)
    or full (`>/dev/full`) is one line on stderr and exit status 3, never a traceback.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    if sys.stdout is None or sys.stdout.closed:  # started with stdout closed (>&-)
        return output_failed(args, "closed")
    from .ui.early_keys import give_back, hold_keys

    held = hold_keys() if runs_the_app(args) else None  # keys typed while the app loads wait for it, unseen
    try:
        code = run_flushed(args)
    finally:
        give_back(held)  # the shell's own settings, before an exit that may be immediate
    screen_reader = sys.modules.get("accessible_games.speech.screenreader")
    if screen_reader is not None:  # never exit under a thread still inside the screen reader's library
        screen_reader.exit_after_native_calls(code)
    return code


def run_flushed(args: list[str]) -> int:
    """`run`, its output flushed here; a reader gone or an output closed or full is an exit status, not an error."""
    try:
        code = run(args)
        sys.stdout.flush()
        return code
    except SystemExit as done:  # --version: argparse printed and exits; its line is flushed here, not at exit
        if done.code == 0:
            try:
                sys.stdout.flush()
            except BrokenPipeError:
                pass
            except OSError as error:
                return output_failed(args, "full" if error.errno == errno.ENOSPC else "other", error)
        raise
    except BrokenPipeError:
        from .pipes import quiet_stdout

        quiet_stdout()
        return 0
    except OSError as error:
        if not stdout_broken(error):
            raise
        return output_failed(args, "full" if error.errno == errno.ENOSPC else "other", error)


def stdout_broken(error: OSError) -> bool:
    """True when `error` is stdout's: a write error whose kind stdout itself gives again (a full disk, a device
    gone). Only then is a line break written to it to find out; any other error is left to the caller."""
    if error.errno not in (errno.ENOSPC, errno.EIO, errno.EBADF, errno.EDQUOT, errno.EFBIG):
        return False
    try:
        os.write(sys.stdout.fileno(), b"\n")
    except (OSError, ValueError):
        return True
    return False


def output_failed(argv: Sequence[str], why: str, error: OSError | None = None) -> int:
    """The output could not be written: one line on stderr (where it still reads), and exit status 3."""
    from .pipes import quiet_stdout

    if sys.stdout is not None:
        quiet_stdout()  # the last flush at exit goes nowhere instead of failing again
    t = catalog(guess_language(argv)).text
    if why == "closed" and not any(word in argv for word in ("games", "doctor", "-h", "--help", "--version")):
        line = t("link-output-closed")  # the app itself needs a terminal to show its view
    else:
        reason = t(f"link-output-reason-{why}", detail=(error.strerror if error else None) or "-")
        line = t("link-output-failed", reason=reason)
    try:
        print(f"accessible-games: {line}", file=sys.stderr, flush=True)
    except (OSError, ValueError, AttributeError):  # no stderr either: nothing to say it on
        pass
    return EXIT_OUTPUT


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
    try:
        args = parse_command_line(argv, lang)
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
        from .serving.serve import run_serve

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
