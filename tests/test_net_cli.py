"""Online commands on the command line: bad addresses, codes and seats exit 2 with one clear line."""

from __future__ import annotations

import pytest

from accessible_games.cli import main


@pytest.mark.parametrize(
    ("argv", "named"),
    [
        (["join", "ws://127.0.0.1:8765"], "join"),
        (["watch"], "watch"),
        (["join", "http://example.org", "123456789"], "http://example.org"),
        (["play", "ws://127.0.0.1:8765"], "play"),
        (["host", "--game", "ramses"], "--players"),
        (["host", "--game", "ramses", "--players", "Anna,Boris"], "Boris"),
        (["host", "--game", "ramses", "--players", "guest,bot"], "guest,bot"),
        (["host", "--game", "ramses", "--players", "Anna,bot:genius"], "bot:genius"),
        (["host", "--game", "ramses", "--players", "Anna"], "Anna"),
        (["host", "--game", "ramses", "--players", "Anna,guest", "--code", "abc"], "abc"),
        (["join", "ws://h:1", "123456789", "--code", "mytable1"], "--code"),
        (["join", "ws://h:1", "123456789", "--open"], "--open"),
        (["serve", "--port", "http"], "http"),
    ],
)
def test_bad_online_arguments_exit_2_with_one_line(
    argv: list[str], named: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--lang", "en", *argv]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and named in err and "Traceback" not in err


def test_host_seats_are_your_name_guests_and_bots() -> None:
    from accessible_games.cli import online_seats
    from accessible_games.games import get_game

    seats = online_seats("Anna, guest, bot:hard, GUEST", get_game("sixtyone"), "en")
    assert seats == [
        {"kind": "host", "name": "Anna"},
        {"kind": "guest"},
        {"kind": "bot", "level": "hard"},
        {"kind": "guest"},
    ]


def test_options_may_come_between_the_command_and_its_address() -> None:
    from accessible_games.cli import parse_command_line, validate

    args = parse_command_line(["join", "--name", "Boris", "ws://127.0.0.1:8765", "--lang", "ru", "482 915 307"], "en")
    assert validate(args, "en") | {"options": {}} == {
        "url": "ws://127.0.0.1:8765",
        "code": "482 915 307",
        "bot_delay": 1.0,
        "port": 8765,
        "options": {},
    }
    assert args.name == "Boris"
