"""Whole games in a real browser (Debian's chromium through Selenium) against a real table server.

A terminal host (the app, as a real process in a pseudo-terminal) and a web guest play Sixty-One to
the end while a web listener hears it; a web seat plays Ramses II (drawing and giving cards) and
Oflameron against a bot. Every seat ends with the same ranking, and axe-core finds no serious or
critical violation on the start page, a table in play, a menu and the end of a game. Firefox ESR (through
geckodriver) plays one whole game, Oflameron against a bot, to the same end.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import pytest

from app_helpers import AppProcess
from web_helpers import (
    BROWSERS,
    PagePlayer,
    ServerThread,
    axe_violations,
    browsers,
    chromium,
    close,
    heard,
    need_browser,
    wait_until,
)

FAST = {"rate": 1000.0, "burst": 1000.0}  # the page plays as fast as the test can press; limits are tested elsewhere


@pytest.fixture(autouse=True)
def browser_present() -> None:
    """These tests need chromium, chromium-driver and selenium (skip with the reason; fail under CI)."""
    need_browser()


def table(server: ServerThread, code: str) -> Any:
    """The server's table (read from the test's thread: whose turn, the end)."""
    return server.server.tables[code]


def ranking_of(results: list[list[Any]]) -> dict[str, int]:
    """A page's final ranking as name -> place."""
    return {str(name): int(place) for name, place in results}


def no_serious_violations(driver: Any, where: str) -> None:
    """axe-core finds nothing serious or critical on the page as it is now."""
    found = axe_violations(driver)
    assert not found, f"{where}: " + "; ".join(f"{v['id']}: {[n['html'] for n in v['nodes']][:3]}" for v in found)


def test_a_terminal_host_and_a_web_guest_play_sixty_one_to_the_end_and_a_web_listener_hears_it(tmp_path: Path) -> None:
    server = ServerThread(tmp_path, seeds=[1001], **FAST)
    transcript = tmp_path / "anna.txt"
    host = AppProcess(
        tmp_path / "home",
        [
            "--speech",
            "silent",
            "--lang",
            "en",
            "--transcript",
            str(transcript),
            "host",
            server.url,
            "--game",
            "sixtyone",
            "--players",
            "Anna,guest",
            "--code",
            "sixty one web",
        ],
    )
    try:
        link = f"{server.http}/t/sixtyoneweb"
        wait_until(
            lambda: transcript.is_file() and f"In a web browser: {link}" in transcript.read_text(),
            30,
            "the host's app to say the table's link",
        )
        with browsers(2) as (boris, listener):
            boris.get(link + "?name=Boris&lang=ru")
            wait_until(lambda: any("Шестьдесят один" in text for _how, text in heard(boris)), 20, "Boris to sit down")
            listener.get(link + "?listen&lang=fr")
            wait_until(lambda: any("Soixante et un" in text for _how, text in heard(listener)), 20, "the listener")
            player = PagePlayer(boris, list_key="m")  # M: the move list, as a menu
            at_table = table(server, "sixtyoneweb")
            deadline = time.monotonic() + 120
            while not at_table.over:
                assert time.monotonic() < deadline, "the game did not end"
                if at_table.game.to_move(at_table.state) == 0:
                    host.press(b"\r")  # Enter at every prompt, as the terminal's player does
                    time.sleep(0.1)
                elif not player.step():
                    time.sleep(0.02)
            expected = {name: place for name, place in zip(["Anna", "Boris"], at_table.ranking())}
            for driver in (boris, listener):
                results = wait_until(lambda d=driver: PagePlayer(d).state()["results"], 20, "the final ranking")
                assert ranking_of(results) == expected
            said = wait_until(  # both lines: the transcript may be read between the first and the second
                lambda: (lambda found: found if len(found) >= len(expected) else None)(
                    re.findall(r"(You|Boris): \d+ points?, place (\d)", transcript.read_text())
                ),
                20,
                "the host's ranking",
            )
            assert {("Anna" if who == "You" else who): int(place) for who, place in said} == expected
            assert any("Игра окончена" in text for _how, text in heard(boris))
            assert any("Partie terminée" in text for _how, text in heard(listener))
        assert host.quit(confirm=False) == 0
    finally:
        if host.process.poll() is None:
            host.kill()
        server.stop()


def host_from_the_start_page(driver: Any, http: str, game: str, bots: int, lang: str = "en") -> str:
    """Fill the start page's host form (the name, the game, no guests, bots) and sit down; the table's code."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    driver.get(f"{http}/?lang={lang}")
    driver.find_element(By.ID, "join-name").send_keys("Anna")
    Select(driver.find_element(By.ID, "host-game")).select_by_value(game)
    for field, value in (("host-guests", 0), ("host-bots", bots)):
        driver.find_element(By.ID, field).clear()
        driver.find_element(By.ID, field).send_keys(str(value))
    driver.find_element(By.ID, "host-button").click()
    wait_until(
        lambda: driver.execute_script("return document.activeElement.getAttribute('role')") == "gridcell",
        20,
        "the board to take the focus",
    )
    return str(driver.execute_script("return location.pathname").split("/")[-1])


def play_against_a_bot(
    server: ServerThread, game: str, list_key: str | None, seed: int, browser: str = "chromium"
) -> tuple[Any, Any, str]:
    """A web seat hosts `game` against a bot and plays it to the end; a web listener hears it. Returns both
    drivers (still open) and the table's code."""
    anna, listener = BROWSERS[browser](), BROWSERS[browser]()
    code = host_from_the_start_page(anna, server.http, game, bots=1)
    listener.get(f"{server.http}/t/{code}?listen&lang=en")
    player = PagePlayer(anna, seed=seed, list_key=list_key)
    at_table = table(server, code)
    deadline = time.monotonic() + 600  # a bound against a hang, far above the minute it takes on a quiet machine
    while not at_table.over:
        assert time.monotonic() < deadline, "the game did not end"
        if not player.step():
            time.sleep(0.01)
    return anna, listener, code


def test_a_web_seat_plays_ramses_to_the_end_drawing_and_giving_cards(tmp_path: Path) -> None:
    server = ServerThread(tmp_path, seeds=[1006], **FAST)
    try:
        anna, listener, code = play_against_a_bot(server, "ramses", "l", seed=3)
        try:
            at_table = table(server, code)
            gives = [move for move in at_table.moves if move["kind"] == "give"]
            assert gives, "the web seat never gave a card"
            kinds = {
                event.get("kind") for entry in at_table.entries for event in json.loads(at_table.heard(entry, 0)[1])
            }
            assert kinds & {"card-drawn", "fata-drawn"}, "no card was drawn from or by the web seat"
            expected = {name: place for name, place in zip(["Anna", "Bot 1"], at_table.ranking())}
            for driver in (anna, listener):
                results = wait_until(lambda d=driver: PagePlayer(d).state()["results"], 20, "the final ranking")
                assert ranking_of(results) == expected
            assert anna.execute_script("return document.activeElement !== document.body")  # the end keeps the focus
            no_serious_violations(anna, "the end of a Ramses II game")
        finally:
            close(anna)
            close(listener)
    finally:
        server.stop()


def test_in_firefox_a_web_seat_plays_a_whole_game_and_both_pages_end_with_its_ranking(tmp_path: Path) -> None:
    """Firefox plays one whole game, Oflameron against a bot (the shortest): what a game's end asks of the browser
    (the ranking on the seat's page and the listener's, the focus kept at the end) is the same in every game, and
    the games' own turns (Ramses II's cards, Sixty-One's hosts) are played to the end in Chromium above."""
    server = ServerThread(tmp_path, seeds=[1000], **FAST)
    try:
        anna, listener, code = play_against_a_bot(server, "oflameron", None, seed=5, browser="firefox")
        try:
            at_table = table(server, code)
            assert any(entry.kind == "move" and entry.seat == 0 for entry in at_table.entries), "Anna made no move"
            expected = {name: place for name, place in zip(["Anna", "Bot 1"], at_table.ranking())}
            for driver in (anna, listener):
                results = wait_until(lambda d=driver: PagePlayer(d).state()["results"], 20, "the final ranking")
                assert ranking_of(results) == expected
            assert anna.execute_script("return document.activeElement !== document.body")  # the end keeps the focus
        finally:
            close(anna)
            close(listener)
    finally:
        server.stop()


def test_a_web_seat_plays_oflameron_on_the_grid_and_axe_finds_nothing_serious(tmp_path: Path) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    server = ServerThread(tmp_path, seeds=[1000], **FAST)
    try:
        anna, listener = chromium(), chromium()
        try:
            anna.get(f"{server.http}/")
            no_serious_violations(anna, "the start page")
            code = host_from_the_start_page(anna, server.http, "oflameron", bots=1)
            no_serious_violations(anna, "a table in play")
            ActionChains(anna).send_keys(Keys.ESCAPE).perform()
            wait_until(lambda: PagePlayer(anna).state()["inMenu"], 10, "the table menu")
            no_serious_violations(anna, "the table menu")
            ActionChains(anna).send_keys(Keys.ESCAPE).perform()
            wait_until(lambda: not PagePlayer(anna).state()["menu"], 10, "the menu to close")
            listener.get(f"{server.http}/t/{code}?listen&lang=en")
            player = PagePlayer(anna, seed=5)
            at_table = table(server, code)
            deadline = time.monotonic() + 90
            while not at_table.over:
                assert time.monotonic() < deadline, "the game did not end"
                if not player.step():
                    time.sleep(0.01)
            expected = {name: place for name, place in zip(["Anna", "Bot 1"], at_table.ranking())}
            for driver in (anna, listener):
                try:
                    results = wait_until(lambda d=driver: PagePlayer(d).state()["results"], 20, "the final ranking")
                except AssertionError:
                    print(driver is anna, PagePlayer(driver).state(), heard(driver)[-3:], driver.get_log("browser"))
                    raise
                assert ranking_of(results) == expected
            no_serious_violations(anna, "the end of the game")
            no_serious_violations(listener, "a listener's page at the end")
        finally:
            close(anna)
            close(listener)
    finally:
        server.stop()
