"""Review buffers and line review at the page, with the terminal's keys: [ and ] move between all messages, game
events, table talk and the player's own keys, each read on its own with Page Up; ' and " step through the words of
the line under review, ; spells, : copies it with the Clipboard API (or says the line when the browser refuses)."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.i18n import catalog
from accessible_games.client.client import TableClient
from test_web_take_back import host_with_a_friend
from web_helpers import PagePlayer, ServerThread, chromium, close, heard, need_browser, wait_until

TALK = "Boris: Good luck, Anna!"


@pytest.fixture(autouse=True)
def browser_present() -> None:
    """These tests need chromium, chromium-driver and selenium (skip with the reason; fail under CI)."""
    need_browser()


def test_buffers_word_steps_spelling_and_copy_at_the_page(tmp_path: Path) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    server = ServerThread(tmp_path, seeds=iter(range(4001, 4100)), rate=1000.0, burst=1000.0)
    driver = chromium()
    boris = TableClient(server.url)
    words = catalog("en")
    try:
        code = host_with_a_friend(driver, server.http)

        async def join_and_talk() -> None:  # Boris sits down and says something to the table
            await boris.connect()
            await boris.join(code, "Boris")
            await boris.chat("Good luck, Anna!")

        server.call(join_and_talk())
        player = PagePlayer(driver, seed=3)
        wait_until(lambda: any(TALK in text for _how, text in heard(driver)), 20, "Boris's words")
        wait_until(lambda: player.state()["turn"] and not player.state()["menu"], 20, "our turn")
        player.press(Keys.F1)  # the keys name the buffers and the review keys
        said = heard(driver)[-1][1]
        assert words.text("web-help-buffers") in said and words.text("help-review") in said, said
        ActionChains(driver).send_keys(Keys.ESCAPE).perform()  # the keys close; the focus is on the board again
        wait_until(
            lambda: driver.execute_script("return document.getElementById('help').hidden"), 10, "the keys closed"
        )
        player.ask("t")  # an answer to the player's own key

        def last() -> str:
            said = heard(driver)[-1]
            assert said[0] == "assertive", said
            return said[1]

        player.press("]")
        events = last()
        assert events.startswith("Game events, ") and "Good luck" not in events, events
        player.press("]")
        assert last() == f"Table talk, 1 line. {TALK}"
        player.press(Keys.PAGE_UP)  # the only line of the buffer, read at its edge
        assert last() == TALK
        player.press("]")
        mine = last()
        assert mine.startswith("Your own keys and moves, ") and "Good luck" not in mine, mine
        player.press("]", "]")  # round to all messages, then to game events: the talk is in neither of the others
        player.press("]")
        assert last() == f"Table talk, 1 line. {TALK}"

        player.press("'")
        assert last() == "Boris:"
        player.press("'")
        assert last() == "Good"
        player.press(";")
        assert last() == "capital G, o, o, d"
        player.press('"', '"')  # back past the first word: an edge, the first word again
        assert last() == "Boris:"

        origin = server.http.rstrip("/")
        driver.execute_cdp_cmd(
            "Browser.grantPermissions",
            {"origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]},
        )
        player.press(":")
        assert last() == f"Copied: {TALK}"
        copied = driver.execute_async_script(
            "const done = arguments[0]; navigator.clipboard.readText().then(done, (e) => done('refused: ' + e));"
        )
        assert copied == TALK

        driver.execute_cdp_cmd(
            "Browser.setPermission",
            {"origin": origin, "permission": {"name": "clipboard-write"}, "setting": "denied"},
        )
        player.press(":")
        assert last() == words.text("web-cannot-copy", text=TALK)

        for selector, expected in (("[data-review=next-word]", "Good"), ("[data-buffer]", "Your own keys and moves, ")):
            count = len(heard(driver))  # the Actions' buttons do what the keys do
            driver.find_element(By.CSS_SELECTOR, selector).click()
            wait_until(lambda count=count: len(heard(driver)) > count, 10, f"the answer to {selector}")
            assert last().startswith(expected), last()
    finally:
        close(driver)
        server.call(boris.close())
        server.stop()


def test_a_russian_keyboard_reaches_the_same_keys_in_russian_words(tmp_path: Path) -> None:
    """Х and Ъ move between the buffers, Э steps the words and Ж spells, where the brackets, the apostrophe and
    the semicolon are on a Russian layout; each buffer is named in Russian."""
    server = ServerThread(tmp_path, seeds=iter(range(4101, 4200)), rate=1000.0, burst=1000.0)
    driver = chromium()
    boris = TableClient(server.url)
    words = catalog("ru")
    talk = "Boris: Удачи, Анна!"
    try:
        code = host_with_a_friend(driver, server.http, "ru")

        async def join_and_talk() -> None:
            await boris.connect()
            await boris.join(code, "Boris")
            await boris.chat("Удачи, Анна!")

        server.call(join_and_talk())
        player = PagePlayer(driver, seed=3)
        wait_until(lambda: any(talk in text for _how, text in heard(driver)), 20, "Boris's words")
        wait_until(lambda: player.state()["turn"] and not player.state()["menu"], 20, "our turn")
        player.press("ъ", "ъ")
        assert heard(driver)[-1] == ("assertive", f"{words.text('history-buffer', buffer='talk', count=1)} {talk}")
        player.press("э", "э")
        assert heard(driver)[-1] == ("assertive", "Удачи,")
        player.press("ж")
        spelled = [words.text("review-capital", char="У"), "д", "а", "ч", "и", words.text("review-sign", sign="comma")]
        assert heard(driver)[-1] == ("assertive", ", ".join(spelled))
        player.press("х")
        assert heard(driver)[-1][1].startswith(words.text("history-buffer", buffer="events", count=0).split(",")[0])

        driver.refresh()  # back at the seat: what came before is in the history, the talk in its own buffer
        wait_until(lambda: player.state()["turn"] and not player.state()["menu"], 20, "our turn after the reload")
        player.press("ъ", "ъ")
        assert heard(driver)[-1] == ("assertive", f"{words.text('history-buffer', buffer='talk', count=1)} {talk}")
    finally:
        close(driver)
        server.call(boris.close())
        server.stop()
