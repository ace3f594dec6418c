"""The table page in a real browser: real focus, names, live regions, announcements in three languages.

The focused element and the accessibility tree (read through the DevTools Protocol) must agree on
where the focus is and what it is called; every cell and control has a name; the live regions are
in the page before anything is said; each language hears its own words in order; a repeated answer
is announced again (a fresh node, another region).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from accessible_games.i18n import catalog
from test_web_games import host_from_the_start_page
from web_helpers import PagePlayer, ServerThread, ax_focused, chromium, close, heard, need_browser, wait_until

NAMED_ROLES = {
    "gridcell",
    "button",
    "textbox",
    "combobox",
    "checkbox",
    "slider",
    "menuitem",
    "link",
    "spinbutton",
    "grid",
}


@pytest.fixture(autouse=True)
def browser_present() -> None:
    """These tests need chromium, chromium-driver and selenium (skip with the reason; fail under CI)."""
    need_browser()


@pytest.fixture()
def server(tmp_path: Path) -> Any:
    """A real table server on 127.0.0.1 for the test."""
    running = ServerThread(tmp_path, seeds=iter(range(1001, 1100)), rate=1000.0, burst=1000.0)
    yield running
    running.stop()


def focused_cell(driver: Any) -> tuple[str, str]:
    """The focused element's id and the name its content gives it."""
    return tuple(
        driver.execute_script(
            "const a = document.activeElement; return [a.id, a.querySelector('.sr-only') ? a.querySelector('.sr-only').textContent : ''];"
        )
    )


def test_arrows_move_real_focus_and_the_accessibility_tree_agrees(server: ServerThread) -> None:
    from selenium.webdriver.common.keys import Keys

    driver = chromium()
    try:
        host_from_the_start_page(driver, server.http, "sixtyone", bots=1)
        assert driver.execute_script("return !document.getElementById('hint-button').hidden")  # Sixty-One's H: a hint
        player = PagePlayer(driver)  # Sixty-One in a page: the board is the sheet, where the arrows walk the cells
        wait_until(lambda: driver.execute_script("return document.activeElement.id") == "cell-0-0", 10, "the sheet")
        for key, expected in (
            (Keys.ARROW_RIGHT, "cell-0-1"),
            (Keys.ARROW_DOWN, "cell-1-1"),
            (Keys.ARROW_UP, "cell-0-1"),
            (Keys.END, None),
            (Keys.HOME, "cell-0-0"),
        ):
            player.press(key)
            cell_id, name = focused_cell(driver)
            if expected is not None:
                assert cell_id == expected
            node = ax_focused(driver)
            assert node is not None and node["role"]["value"] == "gridcell"
            assert node["name"]["value"] == name and name
            assert driver.execute_script("return document.activeElement.tabIndex") == 0
            assert driver.execute_script("return document.querySelectorAll('#board [tabindex=\"0\"]').length") == 1
    finally:
        close(driver)


def test_every_cell_and_control_has_a_name_and_the_live_regions_are_there_at_load(server: ServerThread) -> None:
    driver = chromium()
    try:
        driver.get(f"{server.http}/?lang=en")
        regions = driver.execute_script(
            "return Array.from(document.querySelectorAll('[aria-live]')).map((r) => [r.getAttribute('aria-live'), r.textContent]);"
        )
        assert sorted(how for how, _text in regions) == ["assertive", "assertive", "polite", "polite", "polite"]
        assert all(text == "" for _how, text in regions)
        host_from_the_start_page(driver, server.http, "ramses", bots=1)
        tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
        shown = [node for node in tree if not node.get("ignored") and node.get("role", {}).get("value") in NAMED_ROLES]
        cells = [node for node in shown if node["role"]["value"] == "gridcell"]
        assert len(cells) == 48  # Ramses II: the box of 6 rows of 8
        unnamed = [node["role"]["value"] for node in shown if not node.get("name", {}).get("value", "").strip()]
        assert not unnamed
    finally:
        close(driver)


@pytest.mark.parametrize("lang", ["ru", "en", "fr"])
def test_the_announcements_come_in_order_in_each_language_and_a_repeated_answer_is_said_again(
    server: ServerThread, lang: str
) -> None:
    words = catalog(lang)
    driver = chromium()
    try:
        host_from_the_start_page(driver, server.http, "sixtyone", bots=1, lang=lang)
        said = wait_until(lambda: heard(driver)[:2] if len(heard(driver)) >= 2 else None, 10, "the first words")
        assert said[0] == ("polite", words.text("web-connecting"))
        assert said[1][0] == "polite" and said[1][1].startswith(words.text("sixtyone-title"))
        assert f"{server.http}/t/" in said[1][1]  # the host hears the link to give friends
        player = PagePlayer(driver)
        count = len(heard(driver))
        player.press("t")
        wait_until(lambda: len(heard(driver)) > count, 10, "the answer to T")
        player.press("t")
        wait_until(lambda: len(heard(driver)) > count + 1, 10, "the answer to T again")
        first, second = heard(driver)[count : count + 2]
        assert first == second and first[0] == "assertive" and first[1]
        regions = driver.execute_script(
            "return Array.from(document.querySelectorAll('[aria-live=assertive]')).map((r) => r.textContent);"
        )
        assert sorted(regions) == ["", first[1]]  # the second answer went into the other region, the first was cleared
        player.press("9")  # a key that does nothing here: said so, in this language
        assert heard(driver)[-1] == ("assertive", words.text("web-key-nothing"))
        driver.execute_script(
            "window.__spoken = []; speechSynthesis.speak = (u) => window.__spoken.push([u.text, u.lang]);"
            "speechSynthesis.cancel = () => window.__spoken.push(['cut']);"
            "document.getElementById('voice-on').click();"
        )  # the page's own voice, for no screen reader
        player.press("t")
        spoken = driver.execute_script("return window.__spoken;")
        assert [words.text("web-self-voicing-on"), lang] in spoken and spoken[-1] == [first[1], lang]
        assert ["cut"] in spoken[1:]  # the key cut what the page was saying
    finally:
        close(driver)


async def drop_pages(server: ServerThread) -> None:
    """Close every page's link from the server's side, as a dropped connection would."""
    for connections in list(server.server.listeners.values()):
        for connection in list(connections):
            if getattr(connection, "page", None) is not None:
                await connection.ws.close(1011, "dropped")


def test_backspace_opens_the_table_menu_history_keys_chat_and_coming_back_after_a_reload(server: ServerThread) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    words = catalog("en")
    driver = chromium()
    try:
        code = host_from_the_start_page(driver, server.http, "ramses", bots=1)
        player = PagePlayer(driver, seed=1, list_key="l")
        for _ in range(3):
            while not player.step():
                pass
        while not (player.state()["turn"] and not player.state()["menu"]):
            player.step()
        assert any(
            "/sounds/" in name
            for name in driver.execute_script("return performance.getEntriesByType('resource').map((e) => e.name);")
        )  # cues play once a key was pressed
        player.press(Keys.BACKSPACE)  # Ramses has no Backspace of its own: it doubles Escape
        assert player.state()["inMenu"]
        assert driver.find_element(By.ID, "menu-title").text == words.text("web-menu-title")
        player.press(Keys.ESCAPE)
        assert (
            not player.state()["menu"]
            and driver.execute_script("return document.activeElement.getAttribute('role')") == "gridcell"
        )
        lines = driver.execute_script(
            "return Array.from(document.querySelectorAll('#history li')).map((li) => li.textContent);"
        )
        player.press(Keys.PAGE_UP)
        assert heard(driver)[-1] == ("assertive", lines[-2])  # the message before the last, said again
        player.press(Keys.ESCAPE)
        items = driver.execute_script(
            "return Array.from(document.querySelectorAll('#menu-items li')).map((li) => li.textContent);"
        )
        player.press(*([Keys.ARROW_DOWN] * items.index(words.text("web-menu-chat"))), Keys.ENTER)
        assert driver.execute_script("return document.activeElement.id") == "chat-line"
        driver.switch_to.active_element.send_keys("good luck", Keys.ENTER)
        wait_until(lambda: any("good luck" in text for _how, text in heard(driver)), 10, "the chat line")
        count = len(heard(driver))
        server.call(drop_pages(server))  # the link drops: the page comes back to its seat by itself
        wait_until(
            lambda: any(text == words.text("web-reconnecting") for _how, text in heard(driver)[count:]),
            20,
            "the page to say it reconnects",
        )
        wait_until(
            lambda: any("Back at the table. One message you missed" in text for _how, text in heard(driver)[count:]),
            20,
            "the page to be back, with what it missed",
        )
        assert not any("lost the connection" in text for _how, text in heard(driver)[count:])  # never about yourself
        seat_name = driver.execute_script("return document.title")
        driver.refresh()  # the page kept the seat's token: it comes back to the same seat with a summary
        wait_until(
            lambda: any(text.startswith(words.text("ramses-title")) for _how, text in heard(driver)), 20, "coming back"
        )
        said = " ".join(text for _how, text in heard(driver))
        assert "You are seat 1" in said and ("before you sat down" in said or "Back at the table" in said)
        assert driver.execute_script("return location.pathname") == f"/t/{code}"
        assert driver.execute_script("return document.title") == seat_name
        assert (
            driver.execute_script("return document.querySelectorAll('#history li').length;") > 1
        )  # the rest is in the history
    finally:
        close(driver)


SCREEN_READER_NUMBERS = """
return Array.from(document.querySelectorAll('#board [role=gridcell]')).map((cell) => {
  const row = cell.closest('[role=row]'), rows = Array.from(document.querySelectorAll('#board [role=row]'));
  const rowNumber = row.hasAttribute('aria-rowindex') ? Number(row.getAttribute('aria-rowindex')) : rows.indexOf(row) + 1;
  const colNumber = cell.hasAttribute('aria-colindex') ? Number(cell.getAttribute('aria-colindex'))
    : Array.from(row.children).indexOf(cell) + 1;
  return [rowNumber, colNumber, cell.querySelector('.sr-only').textContent, row.getBoundingClientRect().top];
});
"""


def test_the_row_and_column_a_screen_reader_says_are_the_games_and_a_menu_choice_moves_the_focus_once(
    server: ServerThread,
) -> None:
    import re

    from selenium.webdriver.common.keys import Keys

    driver = chromium()
    try:
        host_from_the_start_page(driver, server.http, "ramses", bots=1)
        cells = driver.execute_script(SCREEN_READER_NUMBERS)
        assert len(cells) == 48
        tops = {}
        for row, col, name, top in cells:  # the numbers a screen reader reads from the grid (aria-rowindex, or the
            said = re.search(r"row (\d+), column (\d+)", name)  # row's place) are the ones in the cell's own name
            assert said and (int(said[1]), int(said[2])) == (row, col), (row, col, name)
            tops[row] = top
        assert tops[1] > tops[6]  # row 1, nearest the player, is still drawn at the bottom
        player = PagePlayer(driver)
        player.ask("l")  # the slides as a menu
        assert player.state()["inMenu"]
        driver.execute_script(
            "window.__focused = []; document.addEventListener('focusin', (e) => window.__focused.push(e.target.id));"
        )
        player.ask(Keys.ENTER)
        wait_until(lambda: not player.state()["menu"], 10, "the menu to close")
        focused = driver.execute_script("return window.__focused;")
        assert focused == [driver.execute_script("return document.activeElement.id")]  # once, straight to the new cell
        assert focused[0].startswith("cell-")
    finally:
        close(driver)


SMALL_TARGETS = """
const shown = (el) => el.offsetParent !== null && !el.closest('[hidden]') && !el.closest('.sr-only');
return Array.from(document.querySelectorAll('button, select, input, a, [role=gridcell], [role=menuitem]'))
  .filter((el) => shown(el) && !el.classList.contains('skip'))
  .map((el) => [el.id || el.textContent.trim().slice(0, 30), el.getBoundingClientRect()])
  .filter(([_name, r]) => r.width < 44 || r.height < 44)
  .map(([name, r]) => [name, Math.round(r.width), Math.round(r.height)]);
"""


def narrow_and_large_enough(driver: Any) -> None:
    """At 320 px wide (a small phone, or 400 % zoom) the page never scrolls sideways, and every control a finger
    touches is at least 44 px each way."""
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": 320, "height": 700, "deviceScaleFactor": 2, "mobile": True}
    )
    try:
        wait_until(lambda: driver.execute_script("return window.innerWidth") == 320, 10, "the narrow screen")
        sideways = driver.execute_script(
            "return document.documentElement.scrollWidth - document.documentElement.clientWidth;"
        )
        assert sideways <= 0, f"the page scrolls {sideways} px sideways at 320 px"
        assert driver.execute_script(SMALL_TARGETS) == []
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_a_phone_reaches_every_action_by_swiping_and_a_tapped_cell_plays_as_focus_and_enter(
    server: ServerThread,
) -> None:
    from selenium.webdriver.common.by import By

    words = catalog("en")
    driver = chromium(width=400, height=850)
    try:
        driver.get(f"{server.http}/?lang=en")
        narrow_and_large_enough(driver)  # the start page
        code = host_from_the_start_page(driver, server.http, "ramses", bots=1)
        narrow_and_large_enough(driver)  # the table, its long link included
        tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
        by_id = {node["nodeId"]: node for node in tree}
        landmark = next(
            node
            for node in tree
            if node.get("role", {}).get("value") == "navigation"
            and node.get("name", {}).get("value") == words.text("web-actions")
        )
        inside, stack = [], list(landmark.get("childIds", []))
        while stack:  # the landmark's buttons, in reading order (the order a swipe goes)
            node = by_id.get(stack.pop(0))
            if node is None:
                continue
            if node.get("role", {}).get("value") == "button" and not node.get("ignored"):
                inside.append(node["name"]["value"])
            stack[:0] = node.get("childIds", [])
        expected = [
            words.text(f"web-action-{name}")
            for name in (
                "turn",
                "scores",
                "dice",
                "repeat",
                "previous",
                "next",
                "buffer",
                "word",
                "spell",
                "copy",
                "chat",
            )
        ]
        assert inside == expected[:3] + expected[3:] + [words.text("web-menu-button"), words.text("web-help-button")]
        assert words.text("web-action-hint") not in inside  # Ramses II's H reads the hole: no hint to offer
        order = driver.execute_script(
            "const all = Array.from(document.querySelectorAll('#board, #actions, #history'));"
            "return all.map((el) => el.id);"
        )
        assert order == ["board", "actions", "history"]  # after the board in reading order, before the history

        def tap(name: str) -> tuple[str, str]:
            count = len(heard(driver))
            driver.find_element(By.XPATH, f"//nav[@id='actions']//button[normalize-space()='{name}']").click()
            return wait_until(lambda: heard(driver)[count:] and heard(driver)[-1], 10, f"the answer to {name}")

        player = PagePlayer(driver)
        for button, key in (("turn", "t"), ("scores", "s"), ("dice", "d")):
            driver.execute_script("document.querySelector('#board [tabindex=\"0\"]').focus();")
            by_key = (player.ask(key), heard(driver)[-1])[1]
            assert tap(words.text(f"web-action-{button}")) == by_key  # the button says what the key says
        assert tap(words.text("web-action-repeat")) == by_key
        lines = driver.execute_script(
            "return Array.from(document.querySelectorAll('#history li')).map((li) => li.textContent);"
        )
        assert tap(words.text("web-action-previous")) == ("assertive", lines[-2])
        driver.find_element(By.ID, "menu-button").click()
        assert player.state()["inMenu"]
        player.press("\ue00c")  # Escape closes it
        driver.find_element(By.ID, "chat-button").click()
        assert driver.execute_script("return document.activeElement.id") == "chat-line"
        slides = driver.execute_script(
            "return Array.from(document.querySelectorAll('#board [role=gridcell]')).filter((c) => c.textContent.includes('slides'))"
            ".map((c) => c.id);"
        )
        assert slides
        row, col = (int(n) for n in slides[0].split("-")[1:])
        at_table = server.server.tables[code]
        before = len(at_table.moves)
        driver.find_element(By.ID, slides[0]).click()  # a tap on a pyramid that slides: the slide of that very pyramid
        wait_until(lambda: len(at_table.moves) > before, 10, "the tapped cell's move")
        assert at_table.moves[before] == {"kind": "slide", "row": row, "col": col}
    finally:
        close(driver)


VISIBLE_OPTIONS = """
return Array.from(document.querySelectorAll('#host-form select')).filter((s) => s.offsetParent !== null && s.id.startsWith('host-option-'))
  .map((s) => [s.closest('[data-key]').dataset.key, document.querySelector('label[for="' + s.id + '"]').textContent,
               Array.from(s.options).map((o) => o.value), s.value]);
"""


def test_the_start_page_hosts_every_variant_with_the_options_the_games_declare(server: ServerThread) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    from accessible_games.games import games

    words = catalog("en")
    driver = chromium()
    try:
        driver.get(f"{server.http}/?lang=en")
        for game in games().values():
            if game.name.startswith("net-"):
                continue
            Select(driver.find_element(By.ID, "host-game")).select_by_value(game.name)
            variant_box = driver.find_element(By.ID, f"host-variant-{game.name}")
            assert variant_box.is_displayed() == (len(game.variants) > 1)
            assert [o.get_attribute("value") for o in Select(variant_box).options] == list(game.variants)
            assert Select(variant_box).first_selected_option.get_attribute("value") == game.variants[0]
            for variant in game.variants:
                if len(game.variants) > 1:
                    Select(variant_box).select_by_value(variant)
                shown = driver.execute_script(VISIBLE_OPTIONS)
                expected = [
                    [spec.key, words.text(f"{game.name}-option-{spec.key}"), list(spec.values), spec.default]
                    for spec in game.options
                    if spec.applies_to(variant)
                ]
                assert shown == expected, (game.name, variant)
        Select(driver.find_element(By.ID, "host-game")).select_by_value("oflameron")
        Select(driver.find_element(By.ID, "host-variant-oflameron")).select_by_value("sheet")
        Select(driver.find_element(By.ID, "host-option-oflameron-sheet_rows")).select_by_value("10")
        driver.find_element(By.ID, "join-name").send_keys("Anna")
        for field, value in (("host-guests", 0), ("host-bots", 1)):
            driver.find_element(By.ID, field).clear()
            driver.find_element(By.ID, field).send_keys(str(value))
        driver.find_element(By.ID, "host-button").click()
        wait_until(lambda: driver.execute_script("return location.pathname").startswith("/t/"), 20, "the table")
        code = driver.execute_script("return location.pathname").split("/")[-1]
        setup = server.server.tables[code].setup
        assert setup.variant == "sheet" and setup.options["sheet_rows"] == "10" and setup.options["x_cells"] == "yes"
        wait_until(
            lambda: driver.execute_script("return document.querySelectorAll('#board [role=row]').length") == 10,
            20,
            "the sheet's ten rows",
        )
    finally:
        close(driver)


def test_f1_reads_each_paragraph_once_and_sixty_ones_squares_show_only_their_own_text(server: ServerThread) -> None:
    from selenium.webdriver.common.keys import Keys

    words = catalog("en")
    driver = chromium()
    try:
        host_from_the_start_page(driver, server.http, "sixtyone", bots=1)
        shown = driver.execute_script(
            "return Array.from(document.querySelectorAll('#board .short')).map((s) => s.textContent);"
        )
        assert shown and not [
            text for text in shown if "]" in text or "[" in text
        ]  # no area's total in its last square
        last_squares = driver.execute_script(
            "return Array.from(document.querySelectorAll('#board [role=row]')).slice(0, 6).map((row) =>"
            " [Array.from(row.querySelectorAll('[role=gridcell]')).pop().querySelector('.short').textContent,"
            "  row.querySelector('.row-note').textContent]);"
        )
        assert (
            last_squares == [["·", "0"]] * 6
        )  # empty, as every other square of a new sheet; the area's total after it
        PagePlayer(driver).press(Keys.F1)
        said = wait_until(  # the table's opening line, queued before F1, may still be said after the keys
            lambda: next(
                (text for _how, text in reversed(heard(driver)) if words.text("web-help-intro") in text), None
            ),
            10,
            "the keys",
        )
        assert said.count(words.text("web-help-focus")) == 1
        assert said.count(words.text("web-help-keys")) == 1
    finally:
        close(driver)


def test_the_arrow_buttons_choose_the_move_when_the_arrows_do(server: ServerThread) -> None:
    """On a phone: Oflameron after the roll, where the arrows choose a move, the Actions' arrow and Enter buttons
    do what the keys do (a tap on a card is Enter on it: tests/test_web_focus.py plays whole games so)."""
    import time

    from selenium.webdriver.common.by import By

    from accessible_games.games.oflameron.rules import MOVE

    words = catalog("en")
    driver = chromium(width=400, height=850)
    try:
        code = host_from_the_start_page(driver, server.http, "oflameron", bots=1)
        at_table = server.server.tables[code]
        buttons = driver.find_element(By.ID, "choice-buttons")
        assert not buttons.is_displayed()  # placing markers: the arrows walk the cards, so a tap chooses one
        player = PagePlayer(driver)

        def rolled() -> bool:
            view = at_table.game.observe(at_table.state, 0)
            return view.phase == MOVE and view.turn == 0

        deadline = time.monotonic() + 60
        while not rolled():  # markers placed and the die rolled, as a player presses Enter at each prompt
            assert time.monotonic() < deadline, "Anna never rolled"
            if not player.step():
                time.sleep(0.01)
        wait_until(buttons.is_displayed, 10, "the arrow buttons")  # after the roll the arrows choose the move

        def button(name: str) -> Any:
            return driver.find_element(
                By.XPATH, f"//nav[@id='actions']//button[normalize-space()='{words.text(name)}']"
            )

        before, moves = player.state()["received"], len(at_table.moves)
        button("web-action-turn").click()
        wait_until(lambda: player.state()["received"] > before, 10, "the answer to whose turn")
        assert len(at_table.moves) == moves  # a button that only reads plays nothing
        before = player.state()["received"]
        button("web-action-right").click()  # as the Right arrow: a direction for the die's distance
        wait_until(lambda: player.state()["received"] > before, 10, "the move the Right button aims")
        aimed = str(driver.execute_script("return document.activeElement.id"))
        assert aimed.startswith("cell-"), aimed  # the focus stands on the card the move reaches
        button("web-action-enter").click()
        wait_until(
            lambda: len(at_table.moves) > moves or at_table.game.observe(at_table.state, 0).phase != MOVE,
            10,
            "the move the Enter button plays",
        )
    finally:
        close(driver)


def test_a_listener_whose_link_dropped_hears_only_what_it_missed(server: ServerThread) -> None:
    import time

    words = catalog("en")
    anna, listener = chromium(), chromium()
    try:
        code = host_from_the_start_page(anna, server.http, "ramses", bots=1)
        player = PagePlayer(anna, seed=1, list_key="l")
        at_table = server.server.tables[code]
        while len(at_table.moves) < 4:
            if not player.step():
                time.sleep(0.01)
        listener.get(
            f"{server.http}/t/{code}?listen&lang=en"
        )  # arriving in the middle: the game in progress, summed up
        wait_until(
            lambda: any("A game in progress" in text for _how, text in heard(listener)), 20, "the listener's summary"
        )
        wait_until(lambda: player.state()["turn"] and not player.state()["menu"], 20, "Anna's turn")
        lines = listener.execute_script("return document.querySelectorAll('#history li').length;")
        count = len(heard(listener))
        server.call(drop_pages(server))
        wait_until(lambda: ("polite", words.text("web-link-back")) in heard(listener)[count:], 30, "the listener back")
        again = listener.execute_script("return document.querySelectorAll('#history li').length;")
        said = [text for _how, text in heard(listener)[count:]]
        assert not any("A game in progress" in text for text in said), said  # not the whole game again
        history = listener.execute_script(
            "return Array.from(document.querySelectorAll('#history li')).map((li) => li.textContent);"
        )
        assert again > lines and not set(history[lines:]) & set(history[:lines]), history[lines:]  # nothing twice
    finally:
        close(anna)
        close(listener)
