"""The browser seat: Enter on a cell to the announcement in the page, through the real server, and
the bytes a first visit transfers.

A real table server on 127.0.0.1 (bots move at once) and Debian's headless chromium driven by
Selenium. The page records, in its own clock (performance.now), the moment each Enter reaches it
(a keydown listener installed before the page's script) and the moment the answer's text is put
into a live region; the difference is what a screen reader user waits for. Sixty-One against one
bot, where the board is the sheet: Enter on a cell opens its list of dice choices (or says why nothing
fits) and Enter in that list plays the move ("You write ..."); each is one timed press. Tables are hosted
again from the start page until `--moves` presses are timed.

    .venv/bin/python benchmarks/bench_web.py [--moves 200]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from test_web_games import host_from_the_start_page  # noqa: E402
from web_helpers import CHROMEDRIVER, CHROMIUM, PagePlayer, ServerThread, chromium, close, wait_until  # noqa: E402

TIMER = """
window.__keys = [];
window.__said = [];
document.addEventListener('keydown', (e) => { if (e.key === 'Enter') window.__keys.push(performance.now()); }, true);
new MutationObserver((changes) => {
  for (const change of changes) for (const node of change.addedNodes) {
    if (change.target.closest && change.target.closest('[aria-live]') && node.textContent) window.__said.push(performance.now());
  }
}).observe(document, {childList: true, subtree: true});
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


def main() -> int:
    """Print p50 and p95 of Enter to announcement, and the first visit's weight."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200)
    args = parser.parse_args()
    if not (Path(CHROMIUM).is_file() and Path(CHROMEDRIVER).is_file()):
        print(
            f"bench_web: nothing measured: it needs {CHROMIUM} and {CHROMEDRIVER} (apt-get install chromium chromium-driver)"
        )
        return 0
    folder = Path(tempfile.mkdtemp(prefix="bench-web-"))
    server = ServerThread(folder, rate=1000.0, burst=1000.0)
    driver = chromium()
    try:
        weight = first_visit(driver, server.http)
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": TIMER})
        waits: list[float] = []
        while len(waits) < args.moves:
            host_from_the_start_page(driver, server.http, "sixtyone", bots=1)
            player = PagePlayer(driver)
            while len(waits) < args.moves and not player.state()["over"]:
                if not player.state()["turn"]:
                    time.sleep(0.005)
                    continue
                keys = driver.execute_script("return window.__keys.length")
                said = driver.execute_script("return window.__said.length")
                player.press("\ue007")  # Enter
                pressed = wait_until(lambda k=keys: driver.execute_script(f"return window.__keys[{k}]"), 10)
                answered = wait_until(
                    lambda s=said, p=pressed: driver.execute_script(
                        f"return window.__said.slice({s}).find((t) => t >= {p})"
                    ),
                    10,
                )
                waits.append(answered - pressed)
        waits.sort()
        p95 = waits[min(len(waits) - 1, int(round(0.95 * len(waits))) - 1)]
        print(
            f"Enter to the announcement in the page, {len(waits)} presses (a cell: its choices; a choice: the move): "
            f"p50 {statistics.median(waits):.1f} ms, p95 {p95:.1f} ms, worst {waits[-1]:.1f} ms"
        )
        total = sum(row[1] for row in weight)
        print(f"first visit to a table's page: {total} bytes transferred in {len(weight)} responses")
        for name, transferred, body in weight:
            print(f"  {name.replace(server.http, '') or '/'}: {transferred} bytes transferred, body {body} bytes")
    finally:
        close(driver)
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
