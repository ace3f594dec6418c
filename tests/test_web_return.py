"""Coming back to a browser seat by its link, and one seat open in two tabs.

Coming back is the summary a terminal seat hears (moves since you left, whose turn, the scores), the
rest in the history; a second tab for the same seat takes it over, and the older tab says so once
and can take it back.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from accessible_games.i18n import catalog
from test_web_games import host_from_the_start_page
from web_helpers import PagePlayer, ServerThread, chromium, close, heard, need_browser, record_announcements, wait_until


@pytest.fixture(autouse=True)
def browser_present() -> None:
    """These tests need chromium, chromium-driver and selenium (skip with the reason; fail under CI)."""
    need_browser()


@pytest.fixture()
def server(tmp_path: Path) -> Any:
    """A real table server on 127.0.0.1 for the test."""
    running = ServerThread(tmp_path, seeds=iter(range(1001, 1100)), rate=1000.0, burst=1000.0)
    yield running
    running.stop()


def answer(driver: Any, key: str) -> str:
    """What the server answers a read-out key with (T, S): the next assertive announcement (the table's own
    updates are polite)."""
    count = len(heard(driver))
    PagePlayer(driver).ask(key)
    return wait_until(
        lambda: next((text for how, text in heard(driver)[count:] if how == "assertive"), None),
        10,
        f"the answer to {key}",
    )


def test_coming_back_by_the_link_is_the_terminals_summary_and_a_second_tab_can_be_taken_back(
    server: ServerThread,
) -> None:
    words = catalog("en")
    driver = chromium()
    try:
        code = host_from_the_start_page(driver, server.http, "ramses", bots=1)
        player = PagePlayer(driver, seed=1, list_key="l")
        at_table = server.server.tables[code]
        while len(at_table.moves) < 8:  # a few turns each: more than a few lines to catch up on
            if not player.step():
                time.sleep(0.01)
        wait_until(lambda: player.state()["turn"] and not player.state()["menu"], 20, "our turn again")
        whose_turn, scores = answer(driver, "t"), answer(driver, "s")
        first_tab = driver.current_window_handle
        driver.switch_to.new_window("tab")
        record_announcements(driver)
        driver.get(f"{server.http}/t/{code}?lang=en")  # the same seat's link again: the page kept its token
        said = wait_until(
            lambda: [text for _how, text in heard(driver) if "Your seat is now played here" in text],
            20,
            "the summary of taking the seat over",
        )
        assert whose_turn in said[0] and scores in said[0]  # what T and S said, as a terminal seat hears it
        assert "moves played so far" in said[0]  # the player never left: the other tab played until now
        assert not any("since you left" in text or "lost the connection" in text for _how, text in heard(driver))
        assert not any("before you sat down" in text for _how, text in heard(driver))
        assert (
            driver.execute_script("return document.querySelectorAll('#history li').length;") > 6
        )  # the rest, to page through
        second_tab = driver.current_window_handle
        driver.switch_to.window(first_tab)
        replaced = words.text("web-replaced")
        wait_until(lambda: ("assertive", replaced) in heard(driver), 20, "the first tab to say the seat went elsewhere")
        assert driver.execute_script("return document.activeElement.id") == "take-back"
        count = len(heard(driver))
        driver.execute_script("document.getElementById('cell-0-0').focus();")
        player.press("t")  # a key meant for the table: this tab no longer plays
        assert heard(driver)[count:] == [("assertive", replaced)]
        assert [text for _how, text in heard(driver)].count(replaced) == 2  # once when it happened, once for the key
        received = player.state()["received"]
        driver.execute_script("document.getElementById('take-back').click();")
        wait_until(
            lambda: player.state()["received"] >= received + 2, 20, "the seat taken back (seated, then the board)"
        )
        assert driver.execute_script("return document.getElementById('take-back-line').hidden")
        assert answer(driver, "t") == whose_turn  # this tab plays again
        driver.switch_to.window(second_tab)
        wait_until(lambda: ("assertive", replaced) in heard(driver), 20, "the second tab to be told in its turn")
    finally:
        close(driver)
