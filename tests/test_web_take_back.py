"""Sixty-One's take-back at the page: Delete takes the seat's own hidden choice back while another seat still
chooses, with the sentence a terminal seat hears (tests/test_take_back_online.py), as the answer to the key
(assertive); the server's log holds the take-back, and the seat chooses again."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from accessible_games.client.client import TableClient
from test_take_back_online import logged_moves
from web_helpers import PagePlayer, ServerThread, chromium, close, heard, need_browser, wait_until


@pytest.fixture(autouse=True)
def browser_present() -> None:
    """These tests need chromium, chromium-driver and selenium (skip with the reason; fail under CI)."""
    need_browser()


def host_with_a_friend(driver: Any, http: str, lang: str = "en") -> str:
    """Host Sixty-One from the start page in `lang` with one seat for a friend; the table's code."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    driver.get(f"{http}/?lang={lang}")
    driver.find_element(By.ID, "join-name").send_keys("Anna")
    Select(driver.find_element(By.ID, "host-game")).select_by_value("sixtyone")
    for field, value in (("host-guests", 1), ("host-bots", 0)):
        driver.find_element(By.ID, field).clear()
        driver.find_element(By.ID, field).send_keys(str(value))
    driver.find_element(By.ID, "host-button").click()
    wait_until(lambda: "/t/" in driver.execute_script("return location.pathname"), 20, "the table's page")
    return str(driver.execute_script("return location.pathname").split("/")[-1])


def test_delete_takes_the_hidden_choice_back_while_the_friend_chooses(tmp_path: Path) -> None:
    from selenium.webdriver.common.keys import Keys

    server = ServerThread(tmp_path, seeds=iter(range(4001, 4100)), rate=1000.0, burst=1000.0)
    driver = chromium()
    boris = TableClient(server.url)
    try:
        code = host_with_a_friend(driver, server.http)

        async def join() -> None:  # Boris sits down and thinks: the round's second choice stays his
            await boris.connect()
            await boris.join(code, "Boris")

        server.call(join())
        player = PagePlayer(driver, seed=3)
        wait_until(lambda: player.state()["turn"] and not player.state()["menu"], 20, "our turn")
        table = server.server.tables[code]
        count = len(heard(driver))
        player.ask(Keys.DELETE)
        assert [text for how, text in heard(driver)[count:] if how == "assertive"] == [
            "Nothing to take back: you have no hidden choice in this round."
        ]
        assert player.ask("m")["menu"]
        player.ask(Keys.ENTER)  # the menu's first choice: played
        wait_until(lambda: table.game.to_move(table.state) == 1, 20, "Boris to choose")
        wait_until(lambda: not player.state()["turn"], 20, "the page to know it is Boris's turn")
        count = len(heard(driver))
        player.ask(Keys.DELETE)
        wait_until(lambda: player.state()["turn"], 20, "our turn again")
        said = heard(driver)[count:]
        assert [how for how, text in said if text.startswith("Taken back:")] == ["assertive"], said
        assert not any("not your turn" in text for _how, text in said)
        assert logged_moves(tmp_path, table.code)[-1] == (0, {"kind": "take-back", "by": 0})
    finally:
        close(driver)
        server.call(boris.close())
        server.stop()
