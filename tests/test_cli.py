"""The command line: bad values exit 2 with one clear line, never a traceback; games lists options."""

from __future__ import annotations

import subprocess
import sys

import pytest

from accessible_games.cli import main


@pytest.mark.parametrize(
    ("argv", "named", "accepted"),
    [
        (["--lang", "de"], "de", "ru, en, fr"),
        (["--speech", "loud"], "loud", "auto, tts, screenreader, speechd, lines, silent"),
        (["--seed", "abc"], "abc", "--seed"),
        (["--seed", "-3"], "-3", "--seed"),
        (["--bot-delay", "fast"], "fast", "0 to 60"),
        (["--bot-delay", "-1"], "-1", "0 to 60"),
        (["--game", "chess"], "chess", "sixtyone"),
        (["--option", "novalue"], "novalue", "KEY=VALUE"),
        (["frobnicate"], "frobnicate", "play, games, doctor"),
    ],
)
def test_bad_value_exits_2_with_one_line(
    argv: list[str], named: str, accepted: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The line names the bad value and what is accepted."""
    assert main(["--lang", "en", *argv] if argv[0] != "--lang" else argv) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err
    assert named in err and accepted in err
    assert "Traceback" not in err


def test_unknown_argument_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    """argparse's own errors are one line too, with status 2."""
    assert main(["--lang", "en", "--colour", "red"]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "--colour" in err


def test_bad_players_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    """A bad bot level, option or player count names it."""
    assert main(["--lang", "en", "--game", "sixtyone", "--players", "Anna,bot:genius"]) == 2
    assert "genius" in capsys.readouterr().err
    assert main(["--lang", "en", "--game", "sixtyone", "--option", "colour=red"]) == 2
    assert "colour" in capsys.readouterr().err
    assert main(["--lang", "en", "--players", "Anna,bot"]) == 2
    assert "--game" in capsys.readouterr().err


def test_errors_in_russian(capsys: pytest.CaptureFixture[str]) -> None:
    """The chosen language is used for errors."""
    assert main(["--lang", "ru", "--speech", "loud"]) == 2
    assert "неверное значение" in capsys.readouterr().err


def test_games_lists_variants_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    """`games` prints every registered game with its variants and options."""
    assert main(["--lang", "en", "games"]) == 0
    out = capsys.readouterr().out
    from accessible_games.games import games

    for name, game in games().items():
        assert f"{name}:" in out
        for variant in game.variants:
            assert variant in out
        for spec in game.options:
            assert f"--option {spec.key}=" in out and spec.default in out


def test_version_and_help_run_as_a_program() -> None:
    """python -m accessible_games --version and --help work and exit 0."""
    version = subprocess.run(
        [sys.executable, "-m", "accessible_games", "--version"], capture_output=True, text=True, timeout=60
    )
    assert version.returncode == 0 and "accessible-games" in version.stdout
    helped = subprocess.run(
        [sys.executable, "-m", "accessible_games", "--help", "--lang", "fr"], capture_output=True, text=True, timeout=60
    )
    assert helped.returncode == 0 and "--players" in helped.stdout and "langue" in helped.stdout


COMMAND_HELP = {
    # command: (options its help shows, options it leaves to other commands)
    "play": (["--players", "--game", "--continue", "--speech"], ["--cert", "--name", "--max-tables", "--store"]),
    "games": (["--lang"], ["--players", "--speech", "--cert"]),
    "doctor": (["--speech", "--lang"], ["--players", "--cert", "--game"]),
    "serve": (["--cert", "--store", "--data", "--origin", "--max-tables"], ["--players", "--speech", "--name"]),
    "host": (
        ["URL", "--players", "--code", "--absence", "--server"],
        ["--cert", "--store", "--name", "--continue", "--origin"],
    ),
    "join": (["URL", "CODE", "--name", "--server"], ["--players", "--cert", "--game", "--code"]),
    "watch": (["URL", "CODE", "--server"], ["--players", "--cert", "--name"]),
}


@pytest.mark.parametrize("command", sorted(COMMAND_HELP))
def test_each_command_has_its_own_short_help(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`accessible-games join --help` shows join's usage and options alone, not the 111 lines every command shared."""
    assert main([command, "--help", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: accessible-games {command} ")
    shows, leaves = COMMAND_HELP[command]
    for option in shows:
        assert option in out, option
    for option in leaves:
        assert option not in out, option
    options = out.count("\n  -")
    assert len(out.splitlines()) < 12 + 3 * options  # its own options, about three lines each, not every command's


def test_doctor_help_and_report_begin_with_the_folders_a_bug_report_needs(capsys: pytest.CaptureFixture[str]) -> None:
    """The crash log and the saves folder come right after the usage line, not at the end of a long page."""
    import os

    home = os.environ["ACCESSIBLE_GAMES_HOME"]
    assert main(["doctor", "--help", "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("usage: accessible-games doctor")
    assert lines[2:6] == [
        "Where the app keeps its files on this computer:",
        f"  settings: {home}/config",
        f"  saved games: {home}/data/saves",
        f"  logs (crash.log): {home}/log",
    ]


def test_the_apps_help_lists_the_commands_and_says_each_has_its_own(capsys: pytest.CaptureFixture[str]) -> None:
    """--help alone: play's options (the default command), every command named, and how to get a command's help."""
    assert main(["--lang", "en", "--help"]) == 0
    out = capsys.readouterr().out
    for command in ("play", "games", "doctor", "serve", "host", "join", "watch"):
        assert command in out
    assert "accessible-games COMMAND --help" in out and "--players" in out and "--cert" not in out
