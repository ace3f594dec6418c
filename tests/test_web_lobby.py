"""The start page's open tables in a real browser: a table created open appears in the list by itself, a
private one never does, the list is a table with named columns and Join buttons, joining takes the seat, and a
table closed to newcomers leaves the list; changes are not announced unless the player asks for it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from accessible_games.client.client import TableClient
from accessible_games.core.wire import request
from web_helpers import ServerThread, chromium, close, heard, need_browser, record_announcements, wait_until

GUEST = {"kind": "guest"}


@pytest.fixture(autouse=True)
def browser_present() -> None:
    """These tests need chromium, chromium-driver and selenium (skip with the reason; fail under CI)."""
    need_browser()


@pytest.fixture()
def server(tmp_path: Path) -> Any:
    """A real table server on 127.0.0.1 for the test."""
    running = ServerThread(tmp_path, rate=1000.0, burst=1000.0)
    yield running
    running.stop()


def hosted(server: ServerThread, name: str, seats: int, **fields: Any) -> TableClient:
    """A host's link at a new Sixty-One table (run on the server's loop, as a terminal app would be elsewhere)."""

    async def create() -> TableClient:
        client = TableClient(server.url)
        await client.connect()
        await client.create("sixtyone", [{"kind": "host", "name": name}] + [GUEST] * (seats - 1), **fields)
        return client

    return server.call(create())


ROWS = "return Array.from(document.querySelectorAll('#lobby-rows tr')).map((tr) => tr.textContent);"


def test_an_open_table_appears_on_the_start_page_and_is_joined_with_enter(server: ServerThread) -> None:
    from selenium.webdriver.common.keys import Keys

    driver = chromium()
    try:
        record_announcements(driver)
        driver.get(f"{server.http}/?lang=en")
        wait_until(lambda: "No open table" in driver.find_element("id", "lobby-count").text, what="the empty list")
        carl = hosted(server, "Carl", 2)  # private: the default
        anna = hosted(server, "Anna", 3, listed=True, lang="ru")
        rows = wait_until(lambda: driver.execute_script(ROWS), what="Anna's table in the list")
        assert len(rows) == 1 and "Anna" in rows[0] and "2 / 3" in rows[0] and "in Russian" in rows[0], rows
        assert "Carl" not in driver.find_element("id", "lobby").text
        headers = driver.execute_script(
            "return Array.from(document.querySelectorAll('#lobby-table th[scope=col]')).map((th) => th.textContent);"
        )
        assert headers[:5] == ["Game", "Host", "Seats free", "Language", "Waiting"], headers
        assert not any("open table" in line.lower() for _, line in heard(driver))  # changes kept quiet unless asked
        name = driver.find_element("id", "join-name")
        name.clear()
        name.send_keys("Dora")
        button = driver.find_element("css selector", "#lobby-rows button")
        assert button.get_attribute("aria-label").startswith("Join: Sixty-One"), button.get_attribute("aria-label")
        button.send_keys(Keys.ENTER)
        wait_until(lambda: driver.find_element("id", "start").get_attribute("hidden") is not None, what="the table")
        server.call(anna.wait_for(lambda c: any(seat["name"] == "Dora" for seat in c.seats)))
        server.call(anna.send_raw(request("host", lock=True)))  # closed to newcomers: gone from the lists
        other = chromium()
        try:
            record_announcements(other)
            other.get(f"{server.http}/?lang=en")
            wait_until(lambda: "No open table" in other.find_element("id", "lobby-count").text, what="the empty list")
            server.call(anna.send_raw(request("host", lock=False)))
            wait_until(lambda: len(other.execute_script(ROWS)) == 1, what="the table listed again")
            assert not any("open table" in line.lower() for _, line in heard(other))  # not asked: not said
            other.find_element("id", "lobby-announce").click()  # asked: a change is said
            server.call(anna.send_raw(request("host", lock=True)))
            wait_until(lambda: other.execute_script(ROWS) == [], what="the closed table gone")
            wait_until(lambda: any("No open table" in line for _, line in heard(other)), what="the change said")
        finally:
            close(other)
        for client in (anna, carl):
            server.call(client.close())
    finally:
        close(driver)


def test_a_table_hosted_open_from_the_start_page_is_listed_with_the_hosts_language(server: ServerThread) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    host, guest = chromium(), chromium()
    try:
        guest.get(f"{server.http}/?lang=en")
        wait_until(lambda: "No open table" in guest.find_element("id", "lobby-count").text, what="the empty list")
        host.get(f"{server.http}/?lang=fr")
        host.find_element(By.ID, "join-name").send_keys("Eve")
        Select(host.find_element(By.ID, "host-game")).select_by_value("sixtyone")
        host.find_element(By.ID, "host-guests").clear()
        host.find_element(By.ID, "host-guests").send_keys("1")
        host.find_element(By.ID, "host-open").click()
        host.find_element(By.ID, "host-button").click()
        rows = wait_until(lambda: guest.execute_script(ROWS), what="Eve's table in the list")
        assert len(rows) == 1 and "Eve" in rows[0] and "in French" in rows[0] and "1 / 2" in rows[0], rows
    finally:
        close(host)
        close(guest)
