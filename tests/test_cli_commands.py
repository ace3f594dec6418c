"""Each command has a parser of its own: it takes only its own options, says what is missing, and the README's
command lines still parse as written."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from accessible_games.cli import COMMANDS, main, parse_command_line, validate
from net_processes import readme_commands
from app_helpers import ROOT
from tls_helpers import NEEDS_OPENSSL, make_certificate


@pytest.mark.parametrize(
    "argv, said",
    [
        (["games", "--max-tables", "5"], "games: unrecognized arguments: --max-tables 5"),
        (["games", "--speech", "silent"], "games: unrecognized arguments: --speech silent"),
        (["doctor", "--game", "ramses"], "doctor: unrecognized arguments: --game ramses"),
        (["serve", "--name", "Boris"], "serve: unrecognized arguments: --name Boris"),
        (["watch", "ws://127.0.0.1:1", "123", "--name", "Boris"], "watch: unrecognized arguments: --name Boris"),
        (["--max-tables", "5"], "play: unrecognized arguments: --max-tables 5"),
        (["play", "play"], "play: unrecognized arguments: play"),
        (["join"], "join needs the server's address and the table's code, for example: accessible-games join URL CODE"),
        (["watch", "ws://127.0.0.1:1"], "watch needs the table's code after the server's address"),
        (["join", "ws://127.0.0.1:1", "123", "456"], "join: unrecognized arguments: 456"),
        (["chess"], "bad value for command: chess. Accepted: play, games, doctor, serve, host, join, watch."),
    ],
)
def test_a_command_takes_only_its_own_options_and_says_what_is_missing(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--lang", "en", *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and said in err and "Traceback" not in err, err


@NEEDS_OPENSSL
def test_every_command_line_in_the_readme_parses_as_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    make_certificate(tmp_path, "club")  # the club's certificate file the TLS lines name
    monkeypatch.chdir(tmp_path)
    commands = [shlex.split(line)[1:] for line in readme_commands(ROOT / "README.md")]
    assert len(commands) > 10
    for args in commands:
        if "--help" in args:
            continue
        parsed = parse_command_line(args, "en")
        assert parsed.command in COMMANDS
        validate(parsed, "en")


def test_options_may_come_before_the_command_word_when_they_take_a_value() -> None:
    parsed = parse_command_line(["--lang", "ru", "join", "ws://127.0.0.1:8765", "482 915", "--name", "Boris"], "en")
    assert (parsed.command, parsed.targets, parsed.lang, parsed.name) == (
        "join",
        ["ws://127.0.0.1:8765", "482 915"],
        "ru",
        "Boris",
    )
    assert parse_command_line(["--seed", "4", "--game", "sixtyone"], "en").command == "play"
