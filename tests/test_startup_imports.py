"""A local start imports only what it uses: no table server, no WebSocket library, no database driver.

The app runs in a pseudo-terminal as a player starts it, with Python's own import log on
(`-X importtime`: every module imported is one line on stderr), goes to its main menu and quits.
What is online (the server, the page, the client, websockets, psycopg) is imported when the player
first hosts or plays online, and the games (their rules and bots) when the game list opens, never on
the way to the main menu.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tests.app_helpers import AppProcess, run_until

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")

ONLINE_MODULES = (
    "accessible_games.server",
    "accessible_games.web",
    "accessible_games.serving",
    "accessible_games.client",
    "websockets",
    "psycopg",
)
IMPORTED = re.compile(r"import time: *-?\d+ *\| *-?\d+ *\| *([A-Za-z_][\w.]*)")
"""One line of the log; a self time is negative when another thread imported meanwhile (the warm-up thread)."""


def imported_modules(text: str) -> set[str]:
    """The modules named in an import log (`import time: self | cumulative | name` lines)."""
    return set(IMPORTED.findall(text))


def games_in(modules: set[str]) -> list[str]:
    """The games' own modules (rules, bots, presentation) among `modules`: the package that finds them aside."""
    return sorted(name for name in modules if name.startswith("accessible_games.games."))


def online(modules: set[str]) -> list[str]:
    """The modules of `modules` that belong to the online part, or to a library only it needs."""
    return sorted(name for name in modules if any(name == top or name.startswith(top + ".") for top in ONLINE_MODULES))


def test_the_import_log_is_read_as_module_names() -> None:
    log = "import time: self [us] | cumulative | imported package import time:  1035 |  788482 |   asyncio "
    log += "import time: 49732 | 985125 | accessible_games.server.guard import time: 12 | 12 | websockets"
    log += " import time: -438200 | 96814 | accessible_games.ui.app"
    assert imported_modules(log) == {
        "asyncio",
        "accessible_games.server.guard",
        "websockets",
        "accessible_games.ui.app",
    }
    assert online(imported_modules(log)) == ["accessible_games.server.guard", "websockets"]
    assert online({"accessible_games.serverless", "websocketsx", "accessible_games.ui.app"}) == []


@pytest.mark.parametrize(
    "args",
    [
        ["--speech", "lines", "--no-sound"],  # the plain view, as the tests and a braille reader run it
        ["--speech", "silent"],  # the full-screen view, sound cues on
    ],
)
def test_a_start_to_the_main_menu_imports_nothing_online_and_no_game(tmp_path: Path, args: list[str]) -> None:
    log = tmp_path / "imports.log"  # apart from the terminal: the screen's output would cut into its lines
    app = AppProcess(tmp_path, [*args, "--lang", "en"], python_options=("-X", "importtime"), stderr=log)
    try:
        assert run_until(app, "Main menu"), app.text()[-500:]
        assert app.quit() == 0
    finally:
        app.kill()
    modules = imported_modules(log.read_text(encoding="utf-8", errors="replace"))
    assert "accessible_games.ui.app" in modules, log.read_text(encoding="utf-8")[-2000:]  # the app's modules are in it
    assert online(modules) == []
    assert games_in(modules) == []  # the games load when the player opens the game list, not for the main menu


def test_a_host_whose_own_server_cannot_open_its_database_hears_why(tmp_path: Path) -> None:
    """The app's own server, imported only when the player hosts, still reports its start-up error in a sentence
    (the error is named by the online screen without importing the server before it is needed)."""
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "server").write_text("not a folder", encoding="utf-8")
    args = ["--speech", "lines", "--no-sound", "--lang", "en", "host", "--game", "sixtyone", "--players", "Anna,bot"]
    app = AppProcess(tmp_path, [*args, "--port", "0"])
    try:
        assert run_until(app, "cannot be opened"), app.text()[-500:]
        assert f"The server's database in {tmp_path / 'data' / 'server'} cannot be opened" in app.text()
        assert "Traceback" not in app.text()
    finally:
        app.kill()
