"""The template of docs/adding-a-game.md makes a fourth game: tests/pebble copied into a fresh copy of the package as
accessible_games/games/pebble, no other file touched, passes mypy, is listed by `accessible-games games` in its own
words, and passes the conformance suite there (by ear at the terminal in a real process, at the page's seat on a real
server, and in the rules). The copy plays in all three seats: at the terminal, online (the copy's `serve` in a process
of its own, the copy's app hosting there with a bot), and in a real browser on that server, each to the end."""

from __future__ import annotations

import filecmp
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest

from app_helpers import AppProcess
from net_processes import ServeProcess
from test_conformance import required_messages

ROOT = Path(__file__).resolve().parent.parent
COPIED = ("accessible_games", "locales", "sounds", "tests", "pyproject.toml", "setup.py", "prismatoid-wheels.txt")
NOT_SOURCE = shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis", ".pytest_cache", ".mypy_cache")
GUIDE = ROOT / "docs" / "adding-a-game.md"


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the package, its resources and tests, with the template copied in as the guide says."""
    tree = tmp_path_factory.mktemp("fourth-game") / "tree"
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, tree / name, ignore=NOT_SOURCE)
        else:
            shutil.copy2(source, tree / name)
    shutil.copytree(ROOT / "tests" / "pebble", tree / "accessible_games" / "games" / "pebble", ignore=NOT_SOURCE)
    return tree


def run(tree: Path, *args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    """A Python command in the copy, which imports the copy's package, not this checkout's."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("PYTEST_", "PYTHON"))}
    env.update(PYTHONPATH=str(tree), ACCESSIBLE_GAMES_HOME=str(tree.parent / "home"), LANG="en_US.UTF-8")
    return subprocess.run(
        [sys.executable, *args], cwd=tree, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )


def changed_files(tree: Path) -> list[str]:
    """The files of the copy that differ from this checkout's or are new (relative paths)."""
    changed = []
    for path in sorted(tree.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and ".mypy_cache" not in path.parts:
            relative = path.relative_to(tree)
            original = ROOT / relative
            if not original.is_file() or not filecmp.cmp(path, original, shallow=False):
                changed.append(relative.as_posix())
    return changed


def test_the_copied_template_is_one_new_folder_and_passes_mypy(tree: Path) -> None:
    """Adding the game touched no shared file; the project's mypy settings find no error in the new folder."""
    assert {path.split("/")[:3] == ["accessible_games", "games", "pebble"] for path in changed_files(tree)} == {True}
    done = run(tree, "-m", "mypy", "--cache-dir", str(tree.parent / "mypy-cache"), "accessible_games/games/pebble")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]


@pytest.mark.parametrize(("lang", "title"), [("en", "Pebble"), ("fr", "Caillou"), ("ru", "Камушек")])
def test_the_games_command_lists_the_new_game_in_its_own_words(tree: Path, lang: str, title: str) -> None:
    """`accessible-games games` names it by its title, summary and variant from its folder's locales, never by id."""
    done = run(tree, "-m", "accessible_games", "games", "--lang", lang, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    listed = next(line for line in done.stdout.splitlines() if line.startswith("pebble: "))
    assert listed.startswith(f"pebble: {title} — ") and "pebble-" not in done.stdout, done.stdout


def test_the_conformance_suite_passes_on_the_installed_copy(tree: Path) -> None:
    """Every test of tests/test_conformance.py runs for the copied game, the one found in the package (the process
    in a pseudo-terminal included where there is one), and passes."""
    where = run(tree, "-c", "import accessible_games.games.pebble as p; print(p.__file__)", timeout=60)
    assert where.stdout.strip().startswith(str(tree)), where.stdout + where.stderr
    done = run(
        tree,
        *("-m", "pytest", "tests/test_conformance.py", "-k", "pebble", "-p", "no:cacheprovider", "-p", "no:xdist"),
        *("-o", "addopts=", "-q", "-rs"),
    )
    assert done.returncode == 0, done.stdout[-5000:] + done.stderr[-2000:]
    passed = re.search(r"(\d+) passed", done.stdout)
    wanted = (
        6 if hasattr(os, "openpty") else 5
    )  # one variant: one play-through test  # the terminal's test needs a pseudo-terminal
    assert passed is not None and int(passed.group(1)) == wanted and "skipped" not in done.stdout, done.stdout[-3000:]


@pytest.fixture(scope="module")
def served(tree: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServeProcess]:
    """The copy's own `accessible-games serve`, a real process on a free loopback port."""
    serve = ServeProcess(tmp_path_factory.mktemp("fourth-game-serve"), root=tree)
    try:
        yield serve
    finally:
        serve.stop()


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="the app's online seat runs in a pseudo-terminal")
def test_the_copys_app_hosts_the_new_game_online_and_plays_it_to_the_end(
    tree: Path, served: ServeProcess, tmp_path: Path
) -> None:
    """The copy's app, started as a player starts it (`host URL --game pebble --players Anna,bot`), sits at the
    copy's server with a bot seat; Anna presses Enter at every turn until the end is heard with her place, in the
    game's own words, never a raw message id."""
    transcript = tmp_path / "anna.txt"
    app = AppProcess(
        tmp_path / "home",
        ["--speech", "lines", "--no-sound", "--lang", "en", "--transcript", str(transcript)]
        + ["host", served.url, "--game", "pebble", "--players", "Anna,bot", "--code", "pebble online"],
        root=tree,
    )

    def heard() -> str:
        return transcript.read_text(encoding="utf-8") if transcript.is_file() else ""

    try:
        deadline = time.monotonic() + 90
        while "Game over" not in heard():
            assert time.monotonic() < deadline and app.process.poll() is None, heard()[-1500:] or app.text()[-1500:]
            app.press(b"\r")  # Enter at every prompt: the hidden pebble goes in the focused cell
            time.sleep(0.2)
        assert "Pebble" in heard(), heard()[:800]  # the game by its title, from the copied folder's locales
        ranking = re.compile(r"^You: \d+ points?, place [12]", re.MULTILINE)
        while not ranking.search(heard()):  # the ranking follows "Game over" in the same answer: it may be on its way
            assert time.monotonic() < deadline and app.process.poll() is None, heard()[-800:]
            time.sleep(0.05)
        assert "pebble-" not in heard(), heard()
        assert app.quit(confirm=False) == 0
    finally:
        app.close()


def test_a_browser_hosts_the_new_game_from_the_copys_start_page_and_plays_it_to_the_end(served: ServeProcess) -> None:
    """Chromium on the copy's server: the start page offers the game by its title, a seat hosts it against a bot,
    plays it by keys to the end, and hears the end and its ranking in the game's own words."""
    from test_web_games import host_from_the_start_page
    from web_helpers import PagePlayer, chromium, close, heard, need_browser, wait_until

    need_browser()
    http = f"http://127.0.0.1:{served.port}"
    driver = chromium()
    try:
        driver.get(f"{http}/?lang=en")
        offered = driver.execute_script(
            "return Array.from(document.querySelectorAll('#host-game option')).map((o) => [o.value, o.textContent]);"
        )
        assert ["pebble", "Pebble"] in [[value, text.strip()] for value, text in offered], offered
        host_from_the_start_page(driver, http, "pebble", bots=1)
        player = PagePlayer(driver, seed=5)
        deadline = time.monotonic() + 90
        while not player.state()["over"]:
            assert time.monotonic() < deadline, f"the game did not end: {heard(driver)[-6:]}"
            if not player.step():
                time.sleep(0.05)
        results = wait_until(lambda: player.state()["results"], 20, "the final ranking")
        assert sorted(name for name, _place in results) == ["Anna", "Bot 1"], results
        said = " ".join(text for _how, text in heard(driver))
        assert "Game over" in said and "pebble-" not in said, said[-1500:]
    finally:
        close(driver)


def test_the_guide_lists_the_messages_the_app_asks_of_a_game() -> None:
    """docs/adding-a-game.md's table of required messages is the list the conformance suite checks, and the README
    links to the guide."""
    import pebble

    text = GUIDE.read_text(encoding="utf-8")
    section = text.split("## Messages every game needs", 1)[1].split("\n## ", 1)[0]
    patterns = re.findall(r"^\| `([^`]+)` \|", section, re.MULTILINE)
    game = pebble.GAME
    listed: set[str] = set()
    for pattern in patterns:
        if pattern == "<rules_sections>":
            listed |= set(game.rules_sections)
        elif pattern == "<help_id>":
            listed.add("pebble-help")
        elif "<variant>" in pattern:
            listed |= {pattern.replace("<name>", "pebble").replace("<variant>", v) for v in game.variants}
        elif "<key>" not in pattern:  # Pebble has no options: those rows name no message of its own
            listed.add(pattern.replace("<name>", "pebble"))
    assert "<name>-option-<key>" in patterns and "<name>-option-<key>-<value>" in patterns
    assert listed == required_messages(game)
    assert "(docs/adding-a-game.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
