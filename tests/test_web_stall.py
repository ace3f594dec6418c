"""A table that stops answering while its link stays open (the server frozen with SIGSTOP, as a stuck process or
a dead route would): the page says so within seconds, refuses the keys pressed meanwhile with that sentence, never
plays late a key that waited (the seat refuses it and says so), and its answers arriving together never overwrite
each other in the live regions. In Chromium and Firefox at once, each at a table of one real `serve` process
frozen for both (the waits the freezes take are the test's length, so both browsers share them)."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path
from typing import Any

import pytest

from accessible_games.i18n import catalog
from net_processes import ServeProcess, StoredTable
from test_web_games import host_from_the_start_page
from web_helpers import PagePlayer, chromium, close, firefox, heard, need_browser, record_announcements, wait_until

# How long each announcement stays in its live region before another replaces it (ms), recorded in the page.
STAYS = """
if (!window.__stayed) {
  window.__stayed = [];
  const added = new Map();
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (!(change.target.closest && change.target.closest('[aria-live]'))) continue;
      for (const node of change.addedNodes) added.set(node, performance.now());
      for (const node of change.removedNodes) if (added.has(node)) {
        window.__stayed.push([node.textContent, performance.now() - added.get(node)]);
        added.delete(node);
      }
    }
  }).observe(document.getElementById('live'), {childList: true, subtree: true});
}
"""


@pytest.fixture(autouse=True)
def browser_present() -> None:
    """These tests need a browser, its driver and selenium (skip with the reason; fail under CI)."""
    need_browser()


def keys(driver: Any, *pressed: str) -> None:
    """Press keys on the focused element, waiting for nothing (the table may not answer)."""
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(driver).send_keys(*pressed).perform()


def said_since(driver: Any, count: int, politeness: str | None = None) -> list[str]:
    """The announcements made after the first `count` (of one politeness, if given)."""
    return [text for how, text in heard(driver)[count:] if politeness in (None, how)]


def open_choices(player: PagePlayer) -> None:
    """M: the round's choices open as a menu."""
    wait_until(lambda: player.state()["turn"] and not player.state()["menu"], 30, "our turn")
    assert player.ask("m")["menu"], "M opened no menu of choices"


class Seat:
    """One browser seated at its own table of the frozen server: its page, the table as stored, what it heard."""

    def __init__(self, driver: Any, http: str, data: Path) -> None:
        self.driver = driver
        code = host_from_the_start_page(driver, http, "sixtyone", bots=1)
        record_announcements(driver)
        driver.execute_script(STAYS)
        self.stored = StoredTable(data / "tables.sqlite", code)
        self.player = PagePlayer(driver, seed=5)
        self.count = 0  # announcements made before the table froze
        self.moves = 0  # moves stored before the table froze

    def said(self, politeness: str | None = None) -> list[str]:
        """What the page said since the table froze."""
        return said_since(self.driver, self.count, politeness)


def test_a_frozen_table_is_said_its_keys_refused_and_none_played_late(tmp_path: Path) -> None:
    """Chromium and Firefox each sit at a table of one `serve` process, frozen twice (10 s, then 60 s) for both at
    once: every step below is checked in each browser."""
    from selenium.webdriver.common.keys import Keys

    words = catalog("en")
    stall, again, late = words.text("web-stalled"), words.text("web-answering-again"), words.text("web-key-late")
    serve = ServeProcess(tmp_path / "server")
    http = serve.url.replace("ws://", "http://")
    drivers: list[Any] = []
    frozen = False
    try:
        for start in (chromium, firefox):
            drivers.append(start())
        seats = [Seat(driver, http, tmp_path / "server" / "data") for driver in drivers]
        whose_turn = {}
        for seat in seats:
            player = seat.player
            wait_until(lambda p=player: p.state()["turn"] and not p.state()["menu"], 30, "our first turn")
            whose_turn[seat] = player.ask("t")["said"]

        # 10 s: three keys sent as the table froze wait in the link; the stall is said; a key pressed during it
        # is refused at once; when the table wakes, the three are refused as late, said one after the other.
        for seat in seats:
            seat.count = len(heard(seat.driver))
        os.kill(serve.process.pid, signal.SIGSTOP)
        frozen, stopped = True, time.monotonic()
        for seat in seats:
            keys(seat.driver, "t", "s", "d")
        for seat in seats:
            wait_until(lambda s=seat: stall in s.said("assertive"), 20, "the stall to be said")
            keys(seat.driver, "t")
        for seat in seats:
            wait_until(lambda s=seat: s.said().count(stall) == 2, 5, "the key refused with the stall's sentence")
        time.sleep(max(0.0, 10 - (time.monotonic() - stopped)))
        os.kill(serve.process.pid, signal.SIGCONT)
        frozen = False
        for seat in seats:
            wait_until(lambda s=seat: " ".join(s.said("assertive")).count(late) == 3, 20, "three late keys")
            wait_until(lambda s=seat: again in s.said("polite"), 20, "the table answering again")
            assert whose_turn[seat] not in seat.said()  # the T that waited was not answered as if it were new
            stayed = seat.driver.execute_script("return window.__stayed;")
            assert all(ms >= 100 for _text, ms in stayed), stayed  # each said before the next took its place
            assert seat.player.ask("t")["said"] == whose_turn[seat]  # the table plays again

        # 60 s: a move chosen in a cell's menu as the table froze is not played when it wakes; the menu stays.
        for seat in seats:
            open_choices(seat.player)
            seat.stored.refresh()
            seat.moves = seat.stored.moves
            seat.count = len(heard(seat.driver))
        os.kill(serve.process.pid, signal.SIGSTOP)
        frozen, stopped = True, time.monotonic()
        for seat in seats:
            keys(seat.driver, Keys.ENTER)
        for seat in seats:
            wait_until(lambda s=seat: stall in s.said("assertive"), 20, "the stall to be said")
            keys(seat.driver, Keys.ESCAPE)  # the menu's Escape would tell the table: refused at once too
        for seat in seats:
            wait_until(lambda s=seat: s.said().count(stall) == 2, 5, "Escape refused with the stall's sentence")
            assert seat.player.state()["menu"] and seat.player.state()["inMenu"]
        time.sleep(max(0.0, 60 - (time.monotonic() - stopped)))
        os.kill(serve.process.pid, signal.SIGCONT)
        frozen = False
        for seat in seats:
            wait_until(lambda s=seat: late in " ".join(s.said("assertive")), 20, "the late choice refused")
            wait_until(lambda s=seat: again in s.said("polite"), 20, "the table answering again")
            seat.stored.refresh()
            assert seat.stored.moves == seat.moves  # the server's log: nothing played late
            state = seat.player.state()
            assert state["menu"] and state["inMenu"]  # the choices are still open, focus on them
            seat.player.ask(Keys.ENTER)
            assert seat.stored.wait_for_move(seat.moves, 20)  # chosen again now: played
            seat.stored.close()
    finally:
        if frozen:
            os.kill(serve.process.pid, signal.SIGCONT)
        for driver in drivers:
            close(driver)
        serve.stop()
