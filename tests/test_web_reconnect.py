"""A browser seat through a server outage and back, against the real `serve` process.

The page keeps trying to come back for as long as the terminal client does (its policy comes from
the server), says the loss and the return once each, and answers every key while the link is down.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from accessible_games.i18n import catalog
from accessible_games.core.wire import RECONNECT_DELAYS, RECONNECT_FOR
from net_processes import ServeProcess
from test_web_games import host_from_the_start_page
from web_helpers import PagePlayer, chromium, close, heard, need_browser, wait_until

OUTAGE = (
    20.0  # seconds with no server: longer than the page used to keep trying (15.7 s), as long as the test can afford
)


@pytest.fixture(autouse=True)
def browser_present() -> None:
    """These tests need chromium, chromium-driver and selenium (skip with the reason; fail under CI)."""
    need_browser()


def test_the_page_comes_back_by_itself_after_the_server_was_down_and_answers_keys_meanwhile(tmp_path: Path) -> None:
    from selenium.webdriver.common.keys import Keys

    words = catalog("en")
    offline, lost = words.text("web-offline"), words.text("web-lost")
    serve = ServeProcess(tmp_path)
    driver = chromium()
    try:
        http = f"http://127.0.0.1:{serve.port}"
        host_from_the_start_page(driver, http, "ramses", bots=1)
        policy = driver.execute_script("return [document.body.dataset.retry, document.body.dataset.retryFor];")
        assert policy == [",".join(f"{d:g}" for d in RECONNECT_DELAYS), f"{RECONNECT_FOR:g}"]  # the terminal's own
        player = PagePlayer(driver)
        start = len(heard(driver))
        serve.stop()
        down = time.monotonic()
        wait_until(
            lambda: ["polite", words.text("web-reconnecting")] in [list(h) for h in heard(driver)[start:]],
            20,
            "the page to say the link dropped",
        )
        answered = 0
        while time.monotonic() - down < OUTAGE:
            for key in ("t", Keys.ENTER, "s"):  # keys the server answers: the page answers them itself now
                count = len(heard(driver))
                player.press(key)
                assert heard(driver)[count:] == [("assertive", offline)], f"the answer to {key!r} during the outage"
                answered += 1
            time.sleep(2)
        assert answered >= 9
        serve = ServeProcess(tmp_path, serve.port)  # the same port and the same store
        wait_until(
            lambda: ("polite", words.text("web-link-back")) in heard(driver)[start:],
            30,
            "the page to come back by itself",
        )
        count = len(heard(driver))
        player.ask("t")  # the server answers again
        assert heard(driver)[count:] and heard(driver)[-1][1] not in (offline, lost)
        said = [text for _how, text in heard(driver)[start:]]
        assert said.count(words.text("web-reconnecting")) == 1 and said.count(words.text("web-link-back")) == 1
        assert lost not in said
        assert driver.execute_script("return document.activeElement.getAttribute('role')") == "gridcell"
    finally:
        close(driver)
        serve.stop()
