"""H at an online table, as players start one: `host` (with its own server) and `join`, each a real process
in its own pseudo-terminal. The hint is worked out off the interface thread there as it is at home, and
said; nobody hears that something went wrong."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from net_processes import Player
from test_net_processes import free_port

WENT_WRONG = "Something went wrong"
TABLES = [
    ("sixtyone", None, "Hint:"),
    ("oflameron", "grid", "Hint:"),
    ("oflameron", "sheet", "Hint:"),
    ("oflameron", "loop", "Hint:"),
    ("ramses", None, "hole"),
]  # Ramses II has no hint: H goes to the hole


def heard_after(player: Player, before: int, text: str, timeout: float = 40.0) -> bool:
    """Wait until `player` says a line holding `text` (any case) after its first `before` lines."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if any(text.lower() in line.lower() for line in player.lines()[before:]):
            return True
        time.sleep(0.05)
    return False


@pytest.mark.parametrize(("game", "variant", "answer"), TABLES, ids=[f"{g}-{v}" if v else g for g, v, _a in TABLES])
def test_h_at_an_online_table_is_answered_in_the_terminal(
    tmp_path: Path, game: str, variant: str | None, answer: str
) -> None:
    port = free_port()
    host = [
        "host",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--game",
        game,
        *(["--variant", variant] if variant else []),
        "--players",
        "Anna,guest",
        "--bot-delay",
        "0",
        "--seed",
        "3",
    ]
    anna = Player(tmp_path / "anna", host, "en", seed=1)
    players = [anna]
    try:
        assert anna.wait_for("Table code: "), anna.lines()
        code = next(line for line in anna.lines() if line.startswith("Table code: ")).split(": ")[1].split(".")[0]
        boris = Player(tmp_path / "boris", ["join", f"ws://127.0.0.1:{port}", code, "--name", "Boris"], "en", seed=2)
        players.append(boris)
        assert boris.wait_for("game begins"), boris.lines()
        assert anna.wait_for("Boris"), anna.lines()
        time.sleep(0.5)  # the opening lines are said: H comes after them
        before = len(anna.lines())
        anna.press("h")  # the first seat is to move first in every game
        assert heard_after(anna, before, answer), anna.lines()[before - 3 :]
        boris.press("h")  # not Boris's turn (or his own hint in a game of simultaneous choices): no fault either way
        time.sleep(1.0)
        for player in players:
            assert not any(WENT_WRONG in line for line in player.lines()), player.lines()[-6:]
    finally:
        for player in players:
            player.kill()
