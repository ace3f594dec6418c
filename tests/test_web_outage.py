"""A browser seat while the database under a real `serve --store postgresql://...` restarts: the page says
that the table will be back in a moment (the terminal client's words), then that it is back, and plays on."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from accessible_games.i18n import catalog
from net_processes import ServeProcess
from pg_cluster import Cluster
from pg_helpers import cluster_fixture  # noqa: F401 - the session's fixture `cluster`
from test_web_games import host_from_the_start_page
from web_helpers import PagePlayer, chromium, close, heard, need_browser, wait_until


@pytest.fixture(autouse=True)
def browser_present() -> None:
    """These tests need chromium, chromium-driver and selenium (skip with the reason; fail under CI)."""
    need_browser()


@pytest.fixture
def own(cluster: Cluster) -> Iterator[Cluster]:
    """A database server of its own, to restart under the serve process."""
    running = Cluster(cluster.bin)
    yield running
    running.stop()


def test_the_page_hears_the_table_will_be_back_while_the_database_restarts(tmp_path: Path, own: Cluster) -> None:
    words = catalog("en")
    serve = ServeProcess(tmp_path, 0, "--store", own.new_database())
    driver = chromium()
    try:
        host_from_the_start_page(driver, f"http://127.0.0.1:{serve.port}", "ramses", bots=1)
        start = len(heard(driver))
        own.restart()
        wait_until(
            lambda: ("polite", words.text("net-back-soon")) in heard(driver)[start:],
            20,
            "the page to say the table will be back in a moment",
        )
        wait_until(
            lambda: ("polite", words.text("web-link-back")) in heard(driver)[start:],
            30,
            "the page to come back by itself",
        )
        count = len(heard(driver))
        PagePlayer(driver).ask("t")  # the server answers again: whose turn
        assert heard(driver)[count:] and heard(driver)[-1][1] not in (words.text("web-offline"), words.text("web-lost"))
        said = [text for _how, text in heard(driver)[start:]]
        assert words.text("web-reconnecting") not in said and said.count(words.text("net-back-soon")) == 1
        assert serve.process.poll() is None
    finally:
        close(driver)
        serve.stop()
