"""Focus is always on a live control: through every change of the page (the table menu closed by Escape and by
its first line, the keys' help, Settings left by Escape, a game menu cancelled, the seat taken by a second tab and
taken back, the link dropped and back) `document.activeElement` is never the page's body, so Enter and the
letters always reach something."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from accessible_games.i18n import catalog
from test_web_games import host_from_the_start_page
from web_helpers import PagePlayer, ServerThread, chromium, close, heard, need_browser, record_announcements, wait_until

# Polls the focus every 10 ms and on every focus change, recording when it is the body (or nothing).
WATCH = """
window.__astray = [];
const look = (why) => { const a = document.activeElement; if (!a || a === document.body) window.__astray.push(why); };
setInterval(() => look('poll'), 10);
document.addEventListener('focusout', () => setTimeout(() => look('focusout'), 0), true);
"""


@pytest.fixture(autouse=True)
def browser_present() -> None:
    """These tests need chromium, chromium-driver and selenium (skip with the reason; fail under CI)."""
    need_browser()


def astray(driver: Any) -> list[str]:
    """The moments the focus was on the body since the watch began."""
    return list(driver.execute_script("return window.__astray;"))


def on_a_cell(driver: Any) -> bool:
    """True when a board cell has the focus."""
    return bool(driver.execute_script("return document.activeElement.getAttribute('role') === 'gridcell';"))


def test_the_focus_never_falls_to_the_body(tmp_path: Path) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    words = catalog("en")
    server = ServerThread(tmp_path, seeds=iter(range(3001, 3100)), rate=1000.0, burst=1000.0)
    driver = chromium()
    try:
        code = host_from_the_start_page(driver, server.http, "sixtyone", bots=1)
        player = PagePlayer(driver, seed=2)
        wait_until(lambda: player.state()["turn"] and not player.state()["menu"], 20, "our turn")
        driver.execute_script(WATCH)

        player.press(Keys.ESCAPE)  # the table menu, closed by Escape
        assert player.state()["inMenu"]
        player.press(Keys.ESCAPE)
        wait_until(lambda: on_a_cell(driver), 5, "the focus back on the board after Escape")
        player.press(Keys.ESCAPE)  # the table menu, closed by its first line
        player.press(Keys.ENTER)
        wait_until(lambda: on_a_cell(driver), 5, "the focus back on the board after Back to the board")
        player.press(Keys.F1)  # the keys' help, opened and closed
        ActionChains(driver).send_keys(Keys.F1).perform()
        wait_until(lambda: on_a_cell(driver), 5, "the focus back on the board after the help")
        player.press(Keys.ESCAPE)  # Settings, from the table menu, left by Escape
        player.press(Keys.END, Keys.ARROW_UP, Keys.ENTER)
        assert driver.execute_script("return document.activeElement.id") == "voice-on"
        player.press(Keys.ESCAPE)
        wait_until(lambda: on_a_cell(driver), 5, "the focus back on the board after Settings")
        assert player.ask("m")["inMenu"]  # a game menu (the round's choices), cancelled by Escape
        player.ask(Keys.ESCAPE)
        wait_until(lambda: on_a_cell(driver), 5, "the focus back on the board after the choices")

        first = driver.current_window_handle  # a second tab takes the seat; the first takes it back
        driver.switch_to.new_window("tab")
        record_announcements(driver)
        driver.get(f"{server.http}/t/{code}?lang=en")
        wait_until(lambda: on_a_cell(driver), 20, "the second tab on the board")
        driver.close()
        driver.switch_to.window(first)
        wait_until(lambda: ("assertive", words.text("web-replaced")) in heard(driver), 20, "the seat taken elsewhere")
        assert driver.execute_script("return document.activeElement.id") == "take-back"
        player.press(Keys.ENTER)
        wait_until(
            lambda: on_a_cell(driver) and player.state()["received"] > 0, 20, "the seat back, focus on the board"
        )
        assert player.ask("t")["said"]  # Enter and letters reach the board at once, no Tab needed

        count = len(heard(driver))  # the link drops (the server closes it) and comes back by itself
        conns = list(server.server.listeners.get(server.server.tables[code].code, ()))
        for conn in conns:
            server.loop.call_soon_threadsafe(lambda c=conn: c.ws.transport.close())
        assert conns, "no link to drop"
        back = words.text("web-link-back")
        wait_until(lambda: any(back in text for _how, text in heard(driver)[count:]), 30, "the link back by itself")
        wait_until(lambda: on_a_cell(driver), 5, "the focus on the board after the link came back")
        assert not any("lost the connection" in text for _how, text in heard(driver)[count:])  # never about yourself
        assert player.ask("t")["said"]
        assert astray(driver) == []
    finally:
        close(driver)
        server.stop()
