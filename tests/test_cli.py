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
def test_bad_value_exits_2_with_one_line(argv: list[str], named: str, accepted: str, capsys: pytest.CaptureFixture[str]) -> None:
    """The line names the bad value and what is accepted."""
    assert main(["--lang", "en", *argv] if argv[0] != "--lang" else argv) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err
    assert named in err and accepted in err
    assert "Traceback" not in err


def test_unknown_argument_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    """argparse's own errors are one line too, with status 2."""
    with pytest.raises(SystemExit) as exit_info:
        main(["--lang", "en", "--colour", "red"])
    assert exit_info.value.code == 2
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
    version = subprocess.run([sys.executable, "-m", "accessible_games", "--version"], capture_output=True, text=True, timeout=60)
    assert version.returncode == 0 and "accessible-games" in version.stdout
    helped = subprocess.run([sys.executable, "-m", "accessible_games", "--help", "--lang", "fr"], capture_output=True, text=True, timeout=60)
    assert helped.returncode == 0 and "--players" in helped.stdout and "langue" in helped.stdout
