"""Screenshots of the table page for docs/web.md: a Ramses II table in play at normal size and at 400% zoom.

Headless chromium (Debian's, through Selenium and chromium-driver) against a table server on
127.0.0.1. Zoom at 400% is what a 1024-pixel-wide window shows when every CSS pixel is four screen
pixels: a 256-pixel-wide layout, drawn four times larger.

    .venv/bin/python tools/web_screenshots.py
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from test_web_games import host_from_the_start_page  # noqa: E402
from web_helpers import PagePlayer, ServerThread, chromium, close, wait_until  # noqa: E402

OUT = ROOT / "docs" / "images"


def main() -> int:
    """Write docs/images/web-table.png and docs/images/web-table-400.png."""
    OUT.mkdir(parents=True, exist_ok=True)
    server = ServerThread(Path(tempfile.mkdtemp(prefix="shots-")), seeds=[1006])
    driver = chromium(width=1024, height=900)
    try:
        host_from_the_start_page(driver, server.http, "ramses", bots=1)
        player = PagePlayer(driver, seed=3, list_key="l")
        for _ in range(6):  # a few moves, so the history and the box show a game under way
            while not player.step():
                pass
        wait_until(lambda: player.state()["turn"], 20, "Anna's turn")
        driver.execute_script("window.scrollTo(0, 0)")
        driver.get_screenshot_as_file(str(OUT / "web-table.png"))
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride", {"width": 256, "height": 225, "deviceScaleFactor": 4, "mobile": False}
        )
        driver.execute_script("document.activeElement.scrollIntoView({block: 'center'})")
        driver.get_screenshot_as_file(str(OUT / "web-table-400.png"))
    finally:
        close(driver)
        server.stop()
    for name in ("web-table.png", "web-table-400.png"):
        print(f"{OUT / name}: {(OUT / name).stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    import argparse

    argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0]).parse_args()
    sys.exit(main())
