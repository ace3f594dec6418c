"""The browser seat: Enter to the announcement in the page, through a real `serve` process, moves and
refusals timed apart, and the bytes a first visit transfers.

`accessible-games serve` on 127.0.0.1 in its own process, and Debian's headless chromium driven by
Selenium. The page records, in its own clock (performance.now), the moment each Enter reaches it (a
keydown listener installed before the page's script) and the moment the answer's text is put into a
live region (or the focus is put on an opened menu's line, which the screen reader reads); the
difference is what a screen reader user waits for. Sixty-One against two hard bots:
at each of the page's turns the focus goes to a cell the roll fits (read from the server's database,
replayed with the rules), Enter there opens the cell's choices, and Enter in them plays the move
("You write ..."). Each press is timed and counted by what it did: a menu opened, a move the server
logged, or a refusal (said, nothing played). Tables are hosted again until `--moves` moves are timed.
Then the server is frozen with SIGSTOP `--stalls` times, just after a key it answered, and the time
until the page says "The table is not answering" is printed (the heartbeat's promise: within 5 s).

    .venv/bin/python benchmarks/bench_web.py [--moves 100] [--stalls 5]
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from accessible_games.i18n import catalog  # noqa: E402
from net_processes import ServeProcess, StoredTable  # noqa: E402
from web_helpers import CHROMEDRIVER, CHROMIUM, PagePlayer, chromium, close, wait_until  # noqa: E402

TIMER = """
window.__keys = [];
window.__said = [];
window.__texts = [];
document.addEventListener('keydown', (e) => { if (e.key === 'Enter') window.__keys.push(performance.now()); }, true);
new MutationObserver((changes) => {
  for (const change of changes) for (const node of change.addedNodes) {
    if (change.target.closest && change.target.closest('[aria-live]') && node.textContent) {
      window.__said.push(performance.now());
      window.__texts.push([performance.now(), node.textContent]);
    }
  }
}).observe(document, {childList: true, subtree: true});
document.addEventListener('focusin', (e) => {  // a menu opened: the screen reader reads its focused line
  if (e.target.getAttribute && e.target.getAttribute('role') === 'menuitem') window.__said.push(performance.now());
}, true);
"""

WEIGHT = """
const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
return entries.map((e) => [e.name, e.transferSize, e.encodedBodySize]);
"""


def first_visit(driver: object, http: str) -> list[tuple[str, int, int]]:
    """The documents a first visit to a table's page fetches: (address, bytes transferred, body bytes)."""
    driver.get(f"{http}/t/482915307?lang=en")  # type: ignore[attr-defined]
    wait_until(lambda: driver.execute_script("return document.readyState") == "complete", 10)  # type: ignore[attr-defined]
    time.sleep(0.3)
    return [tuple(row) for row in driver.execute_script(WEIGHT)]  # type: ignore[attr-defined]


def host(driver: Any, http: str) -> str:
    """Host Sixty-One against two hard bots from the start page; the table's code."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    driver.get(f"{http}/?lang=en")
    driver.find_element(By.ID, "join-name").send_keys("Anna")
    Select(driver.find_element(By.ID, "host-game")).select_by_value("sixtyone")
    Select(driver.find_element(By.ID, "host-level")).select_by_value("hard")
    for field, value in (("host-guests", 0), ("host-bots", 2)):
        driver.find_element(By.ID, field).clear()
        driver.find_element(By.ID, field).send_keys(str(value))
    driver.find_element(By.ID, "host-button").click()
    wait_until(lambda: "/t/" in driver.execute_script("return location.pathname"), 20, "the table's page")
    return str(driver.execute_script("return location.pathname").split("/")[-1])


def timed_enter(driver: Any, player: PagePlayer) -> float:
    """Press Enter; the milliseconds from the key reaching the page to the first announcement after it."""
    keys = driver.execute_script("return window.__keys.length")
    said = driver.execute_script("return window.__said.length")
    player.ask("\ue007")
    pressed = wait_until(lambda: driver.execute_script(f"return window.__keys[{keys}]"), 10)
    answered = wait_until(
        lambda: driver.execute_script(f"return window.__said.slice({said}).find((t) => t >= {pressed})"), 10
    )
    return float(answered - pressed)


def fitting_cell(stored: StoredTable, rng: random.Random) -> tuple[int, int] | None:
    """A cell the roll fits for seat 0, as the page numbers its cells (None: the roll fits no cell)."""
    stored.refresh()
    writes = [m for m in stored.game.legal_moves(stored.state, 0) if m.get("kind") == "write"]
    if not writes:
        return None
    move = rng.choice(writes)
    return move["area"] - 1, move["cell"]


def percentiles(waits: list[float]) -> str:
    """p50, p95 and the worst of a list of milliseconds."""
    if not waits:
        return "none"
    waits = sorted(waits)
    p95 = waits[min(len(waits) - 1, int(round(0.95 * len(waits))) - 1)]
    return f"{len(waits)} presses: p50 {statistics.median(waits):.1f} ms, p95 {p95:.1f} ms, worst {waits[-1]:.1f} ms"


def said_after(driver: Any, since: float, text: str) -> float | None:
    """When the page first announced something holding `text` after `since` (its clock), or None."""
    found = driver.execute_script(
        "return (window.__texts.find(([t, said]) => t >= arguments[0] && said.includes(arguments[1])) || [])[0]",
        since,
        text,
    )
    return None if found is None else float(found)


def stall_said(driver: Any, serve: ServeProcess, stall: str, again: str) -> float:
    """Freeze the server (SIGSTOP) right after a key the table answered; the milliseconds until the page says
    the table is not answering. The server is woken again before returning."""
    player = PagePlayer(driver)
    player.ask("t")
    os.kill(serve.process.pid, signal.SIGSTOP)
    try:
        frozen = float(driver.execute_script("return performance.now()"))
        said = wait_until(lambda: said_after(driver, frozen, stall), 20)
    finally:
        os.kill(serve.process.pid, signal.SIGCONT)
    wait_until(lambda: said_after(driver, frozen, again), 20)  # the page heard the table again
    return float(said) - frozen


def main() -> int:
    """Print p50 and p95 of Enter to announcement for moves, cells opened and refusals apart, and the page's weight."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=100)
    parser.add_argument("--stalls", type=int, default=5)
    args = parser.parse_args()
    if not (Path(CHROMIUM).is_file() and Path(CHROMEDRIVER).is_file()):
        print(
            f"bench_web: nothing measured: it needs {CHROMIUM} and {CHROMEDRIVER} (apt-get install chromium chromium-driver)"
        )
        return 0
    folder = Path(tempfile.mkdtemp(prefix="bench-web-"))
    serve = ServeProcess(folder)
    http = serve.url.replace("ws://", "http://")
    driver = chromium()
    rng = random.Random(61)
    timed: dict[str, list[float]] = {"move": [], "open": [], "refused": []}
    try:
        weight = first_visit(driver, http)
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": TIMER})
        while len(timed["move"]) < args.moves:
            code = host(driver, http)
            stored = StoredTable(folder / "data" / "tables.sqlite", code)
            player = PagePlayer(driver)
            while len(timed["move"]) < args.moves and not player.state()["over"]:
                now = player.state()
                if not now["turn"] or now["menu"]:
                    time.sleep(0.005)
                    continue
                cell = fitting_cell(stored, rng)
                if cell is not None:
                    driver.execute_script(f"document.getElementById('cell-{cell[0]}-{cell[1]}').focus();")
                moves = stored.moves
                wait = timed_enter(driver, player)  # a cell: its choices (or, if nothing fits, the list of passes)
                if player.state()["menu"]:
                    timed["open"].append(wait)
                    wait = timed_enter(driver, player)  # the menu's first line: the move
                if stored.wait_for_move(moves, 5):
                    timed["move"].append(wait)
                else:
                    timed["refused"].append(wait)
            stored.close()
        stall, again = catalog("en").text("web-stalled"), catalog("en").text("web-answering-again")
        stalls = [stall_said(driver, serve, stall, again) for _ in range(args.stalls)]
        print("Enter to the announcement in the page, through `serve`, Sixty-One against two hard bots:")
        print(f"  a move played (Enter in a cell's choices): {percentiles(timed['move'])}")
        print(f"  a cell's choices opened (Enter on a cell the roll fits): {percentiles(timed['open'])}")
        print(f"  refused (nothing played): {percentiles(timed['refused'])}")
        print(
            f"server frozen (SIGSTOP) to the page saying so, {len(stalls)} times: "
            + ", ".join(f"{ms / 1000:.1f} s" for ms in stalls)
        )
        total = sum(row[1] for row in weight)
        print(f"first visit to a table's page: {total} bytes transferred in {len(weight)} responses")
        for name, transferred, body in weight:
            print(f"  {name.replace(http, '') or '/'}: {transferred} bytes transferred, body {body} bytes")
    finally:
        close(driver)
        serve.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
