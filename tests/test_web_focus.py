"""What the screen reader says is focused is what is played, in a real browser, in every game.

For every move a seat makes at the page (by keys, then by taps on a phone-sized touch screen), the
test reads the accessible name of what is focused (or tapped) from the browser's accessibility tree
(DevTools Protocol) before Enter or the tap, and checks that the move the table applied is the one
that name describes: the focused cell's own move, or the menu line of that name. Then Tab leaves the
board and every key F1 lists answers, in every game.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.board_protocol import Menu
from accessible_games.core.messages import Msg
from web_helpers import (
    BROWSERS,
    PagePlayer,
    ServerThread,
    ax_focused,
    chromium,
    close,
    heard,
    need_browser,
    wait_until,
)

FAST = {"rate": 1000.0, "burst": 1000.0}
GAMES = [("sixtyone", None), ("ramses", None), ("oflameron", "grid"), ("oflameron", "sheet"), ("oflameron", "loop")]
IDS = [f"{game}-{variant}" if variant else game for game, variant in GAMES]
DECISIONS = 3  # moves of the page's own seat per game: enough to meet a menu and a cell of each kind
VARIANT = """
const send = WebSocket.prototype.send;
WebSocket.prototype.send = function (text) {
  const message = JSON.parse(text);
  if (message.type === "create") { message.variant = window.__variant; text = JSON.stringify(message); }
  return send.call(this, text);
};
"""
# The keys each game's F1 lists in the page (its own, then the page's shared keys), as the help names them.
SHARED = ["T", "S", "D", "R", "F4", "Page Up", "Page Down", "Escape", "Backspace", "Tab", "Enter"]
CHANGED = ("heard", "menu", "said", "active")  # what a key the page answers itself changes
LOCAL = {"R", "F4", "Page Up", "Page Down", "Escape", "Backspace", "Tab", "Home", "End"}  # keys the page answers itself
KEYS = {
    "sixtyone": ["M", "A", "L", "O", "V", "H", "1", "Delete", "Home", "End"],
    "ramses": ["L", "H", "C", "M", "G", "N", "V", "Home", "End"],
    "oflameron-grid": ["L", "B", "C", "F", "P", "K", "H", "W", "U", "M", "Home", "End"],
    "oflameron-sheet": ["A", "B", "F", "P", "H", "W", "L", "Home", "End"],
    "oflameron-loop": ["A", "B", "F", "P", "K", "H", "W"],
}


@pytest.fixture(autouse=True)
def browser_present() -> None:
    """These tests need chromium, chromium-driver and selenium (skip with the reason; fail under CI)."""
    need_browser()


@pytest.fixture()
def server(tmp_path: Path) -> Any:
    """A real table server on 127.0.0.1, its tables dealt from fixed seeds."""
    running = ServerThread(tmp_path, seeds=iter(range(2001, 2100)), **FAST)
    yield running
    running.stop()


def host(driver: Any, http: str, game: str, variant: str | None) -> str:
    """Host `game` (in `variant`) against one bot from the start page; the table's code once the board has the focus."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    driver.get(f"{http}/?lang=en")
    if variant:  # the start page offers each game's first variant; the page's own create message asks for another
        driver.execute_script(VARIANT + f"window.__variant = {variant!r};")
    driver.find_element(By.ID, "join-name").send_keys("Anna")
    Select(driver.find_element(By.ID, "host-game")).select_by_value(game)
    for field, value in (("host-guests", 0), ("host-bots", 1)):
        driver.find_element(By.ID, field).clear()
        driver.find_element(By.ID, field).send_keys(str(value))
    driver.find_element(By.ID, "host-button").click()
    wait_until(
        lambda: driver.execute_script("return document.activeElement.getAttribute('role')") == "gridcell",
        20,
        "the board to take the focus",
    )
    return str(driver.execute_script("return location.pathname").split("/")[-1])


class Seat:
    """The page's seat as the server holds it: its table, its view, its moves, its words."""

    def __init__(self, server: ServerThread, code: str) -> None:
        self.server = server
        self.table = server.server.tables[code]
        self.page = next(
            connection.page
            for connections in list(server.server.listeners.values())
            for connection in list(connections)
            if getattr(connection, "page", None) is not None
        )

    def on_loop(self, work: Any) -> Any:
        """`work()` on the server's loop (the table is the loop's)."""

        async def run() -> Any:
            return work()

        return self.server.call(run())

    def view(self) -> Any:
        """The seat's view now."""
        return self.on_loop(lambda: self.table.game.observe(self.table.state, 0))

    def moves(self) -> list[Any]:
        """The moves this seat made, in order."""
        return self.on_loop(
            lambda: [dict(e.data["move"]) for e in self.table.entries if e.kind == "move" and e.seat == 0]
        )

    def tr(self, message: Msg) -> str:
        """A message as this seat's page hears it."""
        return str(self.on_loop(lambda: self.page.tr(message)))


def answers(game: str) -> Any:
    """The game's answers to the board."""
    import importlib

    return importlib.import_module(f"accessible_games.games.{game}.answers").ANSWERS


def menus(game: str, view: Any, cell: tuple[int, int]) -> list[Menu]:
    """Every menu the game's board may open from `cell` (Enter there, or the game's list key)."""
    found: list[Any] = [answers(game).enter(view, cell)]
    if game == "sixtyone":
        from accessible_games.games.sixtyone.answers import choices, move_line, turn_head
        from accessible_games.core.board_protocol import Choice

        if view.legal:
            found.append(Menu(turn_head(view, False), tuple(Choice(move_line(view, m), m) for m in choices(view))))
    if game == "oflameron":
        found += [answers(game).move_list(view), answers(game).buy_menu(view)]
    out: list[Menu] = []
    while found:
        menu = found.pop()
        if isinstance(menu, Menu):
            out.append(menu)
            found += [choice.then for choice in menu.choices if choice.then is not None]
    return out


def cell_move_ok(game: str, view: Any, cell: tuple[int, int], move: dict[str, Any]) -> bool:
    """True when `move`, played by Enter on `cell` with no menu line chosen, is the move that cell names."""
    if game == "sixtyone":
        return "cell" in move and (move["area"] - 1, move["cell"]) == cell
    if game == "ramses":
        return bool(answers(game).enter(view, cell) == move)
    from accessible_games.games.oflameron.answers import target

    if move["kind"] == "place":
        return cell[0] == 0 and move.get("column", move.get("position")) == cell[1]
    if move["kind"] == "move":
        return target(view, move["steps"]) == cell
    return move["kind"] == "roll"  # Enter on the turn rolls the die, wherever the focus is (the prompt says so)


def described(seat: Seat, game: str, view: Any, cell: tuple[int, int], lines: list[str], move: dict[str, Any]) -> bool:
    """True when `move` is what the names heard describe: the focused cell, then the menu line chosen."""
    confirm = seat.tr(Msg("oflameron-confirm-yes")) if game == "oflameron" else None
    lines = [line for line in lines if line != confirm]  # "Yes, play it": the move is the one asked about
    if not lines:
        return cell_move_ok(game, view, cell, move)
    if game == "sixtyone" and "cell" in move and (move["area"] - 1, move["cell"]) != cell:
        return False  # a choice for another cell than the one Enter listed the choices of
    return any(
        choice.move == move and seat.tr(choice.label) == lines[-1]
        for menu in menus(game, view, cell)
        for choice in menu.choices
    )


def page_state(driver: Any) -> dict[str, Any]:
    """The page's menu, turn and end, as PagePlayer sees them."""
    return PagePlayer(driver).state()


def wait_for_decision(driver: Any, seat: Seat) -> bool:
    """Wait until the seat must decide (its turn or an open menu); False once the game is over."""
    now = wait_until(
        lambda: (lambda n: n if n["menu"] or n["turn"] or n["over"] else None)(page_state(driver)),
        60,
        "the seat's turn",
    )
    return bool(now["menu"] or not now["over"])


def answered(driver: Any, before: int) -> None:
    """Wait until the server answered the page (a move it made is then in the table's log)."""
    wait_until(lambda: page_state(driver)["received"] > before, 20, "the server's answer")


def ax_name(driver: Any, element: Any) -> tuple[str, str]:
    """The role and the accessible name of `element`, from the accessibility tree (DevTools Protocol; in Firefox,
    the browser's computed role and label, through WebDriver)."""
    if driver.name == "firefox":
        return str(element.aria_role), str(element.accessible_name)
    driver.execute_script("arguments[0].setAttribute('data-probe', 'yes');", element)
    try:
        document = driver.execute_cdp_cmd("DOM.getDocument", {"depth": 0})
        node = driver.execute_cdp_cmd(
            "DOM.querySelector", {"nodeId": document["root"]["nodeId"], "selector": "[data-probe]"}
        )
        tree = driver.execute_cdp_cmd(
            "Accessibility.getPartialAXTree", {"nodeId": node["nodeId"], "fetchRelatives": False}
        )
    finally:
        driver.execute_script("arguments[0].removeAttribute('data-probe');", element)
    own = [n for n in tree["nodes"] if not n.get("ignored")][0]
    return own["role"]["value"], own.get("name", {}).get("value", "")


def focused(driver: Any) -> tuple[str, str, str]:
    """The focused node's role and name from the accessibility tree, and the focused element's id."""
    if driver.name == "firefox":
        active = driver.switch_to.active_element
        return str(active.aria_role), str(active.accessible_name), str(active.get_attribute("id"))
    node = ax_focused(driver)
    assert node is not None, "nothing is focused"
    return (
        node["role"]["value"],
        node.get("name", {}).get("value", ""),
        str(driver.execute_script("return document.activeElement.id")),
    )


def settled(driver: Any, element_id: str, read: Any) -> tuple[str, str]:
    """The role and name `read` gets from the accessibility tree once they are the cell's own as the page holds it
    now (the tree follows the page's last update a moment later)."""

    def same() -> tuple[str, str] | None:
        role, name = read()
        label = driver.execute_script(f"return document.querySelector('#{element_id} .sr-only').textContent;")
        return (role, name) if name.strip() == str(label).strip() else None

    return tuple(wait_until(same, 10, f"the name of {element_id} in the accessibility tree"))  # type: ignore[return-value]


def cell_of(element_id: str) -> tuple[int, int]:
    """(row, cell) of a cell's id."""
    found = re.fullmatch(r"cell-(\d+)-(\d+)", element_id)
    assert found, element_id
    return int(found.group(1)), int(found.group(2))


def play(driver: Any, seat: Seat, game: str, rng: random.Random, by_touch: bool) -> int:
    """Play the seat's first decisions by keys or by taps, checking each move against the names heard; the moves made."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    made = 0
    lines: list[str] = []
    view: Any = None
    cell = (0, 0)
    for _attempt in range(80):
        if made >= DECISIONS or not wait_for_decision(driver, seat):
            break
        before_moves = len(seat.moves())
        before = page_state(driver)["received"]
        if page_state(driver)["menu"]:
            items = driver.find_elements("css selector", "#menu-items [role=menuitem]")
            pick = rng.randrange(len(items))
            if by_touch:
                role, name = ax_name(driver, items[pick])
                tap(driver, items[pick])
            else:
                for _ in range(pick):
                    ActionChains(driver).send_keys(Keys.ARROW_DOWN).perform()
                wait_until(
                    lambda line=items[pick]: driver.execute_script("return document.activeElement") == line,
                    10,
                    "the menu line",
                )
                role, name, _id = focused(driver)
                ActionChains(driver).send_keys(Keys.ENTER).perform()
            assert role == "menuitem" and name, (role, name)
            lines.append(name)
        else:
            wait_until(lambda: seat.view().legal, 20, "the seat's own move on the server")  # not a stale page's turn
            if by_touch:
                cells = driver.find_elements("css selector", "#board [role=gridcell]")
                if game == "oflameron" and seat.view().phase == "place" and rng.random() < 0.75:
                    cells = [c for c in cells if cell_of(c.get_attribute("id"))[0] == 0]  # markers start at the bottom
                element_id = cells[rng.randrange(len(cells))].get_attribute("id")
                role, name = settled(
                    driver, element_id, lambda i=element_id: ax_name(driver, driver.find_element("id", i))
                )
                cell = cell_of(element_id)
                view = seat.view()
                tap(driver, driver.find_element("id", element_id))
            else:
                walk(driver, game, seat.view(), rng)
                element_id = str(driver.execute_script("return document.activeElement.id"))
                if not element_id.startswith("cell-") and page_state(driver)["menu"]:
                    continue  # the table asked a question meanwhile: its menu has the focus, answered next time round
                assert element_id.startswith("cell-"), f"after the arrows the focus is on {element_id or 'no cell'}"
                role, name = settled(driver, element_id, lambda: focused(driver)[:2])
                cell = cell_of(element_id)
                view = seat.view()
                ActionChains(driver).send_keys(Keys.ENTER).perform()
            assert role == "gridcell" and name, (role, name)
            lines = []
        answered(driver, before)
        mine = seat.moves()
        if len(mine) > before_moves:
            move = mine[before_moves]
            assert described(seat, game, view, cell, lines, move), (
                f"heard {lines or 'the cell'} on cell {cell}, but the table applied {move}"
            )
            made += 1
            lines = []
    return made


def walk(driver: Any, game: str, view: Any, rng: random.Random) -> None:
    """A few arrows on the board, as a player looking for a cell: the page moves the focus (or the server does,
    where the arrows choose a move)."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    server_side = game == "oflameron" and view.phase == "move" and view.turn == view.player
    for _ in range(rng.randrange(4)):
        key = rng.choice([Keys.ARROW_UP, Keys.ARROW_DOWN, Keys.ARROW_LEFT, Keys.ARROW_RIGHT])
        before = page_state(driver)
        ActionChains(driver).send_keys(key).perform()
        if server_side:
            wait_until(
                lambda b=before: page_state(driver)["received"] > b["received"], 10, "the server's answer to an arrow"
            )
            wait_until(
                lambda: driver.execute_script("return document.activeElement.getAttribute('role')") == "gridcell",
                10,
                "the focus on the board",
            )
        else:
            wait_until(
                lambda b=before: (
                    lambda now: now["said"] != b["said"] or now["active"] != b["active"] or now["heard"] != b["heard"]
                )(page_state(driver)),
                10,
                "the arrow's answer",
            )


def tap(driver: Any, element: Any) -> None:
    """A finger's tap on `element` (touch events at its middle, as a phone's screen sends them); the element the
    page then gets the click on must be that one (what lies under the finger is what the name was read of)."""
    x, y = driver.execute_script(
        """
        const e = arguments[0];
        e.scrollIntoView({block: 'center', inline: 'center'});
        const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
        const under = document.elementFromPoint(x, y);
        window.__tapped = null;
        document.addEventListener('click', (c) => { window.__tapped = c.target; }, {once: true, capture: true});
        const v = window.visualViewport;  // touches land in the visual viewport, which a phone may have scrolled apart
        return (under === e || e.contains(under)) ? [(x - v.offsetLeft) * v.scale, (y - v.offsetTop) * v.scale] : [null, null];""",
        element,
    )
    assert x is not None, f"{element.get_attribute('id')} is not under the finger at its middle"
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    wait_until(lambda: driver.execute_script("return window.__tapped;"), 10, "the tap's click")
    assert driver.execute_script("return arguments[0].contains(window.__tapped);", element), "the click went elsewhere"


def phone(driver: Any) -> None:
    """A 390 × 844 touch screen."""
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}
    )
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})


# Chromium plays every game; Firefox plays Sixty-One alone, where three decisions meet a menu and the cells: what the
# browser changes is the role and name it computes for the focused cell or menu line (`focused`), read the same way
# in every game, while each game's moves reach the page through the same code in both browsers (Firefox's whole
# games: tests/test_web_games.py).
BY_KEYS = [pytest.param(game, variant, "chromium", id=f"{name}-chromium") for (game, variant), name in zip(GAMES, IDS)]
BY_KEYS.append(pytest.param("sixtyone", None, "firefox", id="sixtyone-firefox"))


@pytest.mark.parametrize(("game", "variant", "browser"), BY_KEYS)
def test_enter_plays_what_the_focused_name_says(
    server: ServerThread, game: str, variant: str | None, browser: str
) -> None:
    driver = BROWSERS[browser]()
    try:
        code = host(driver, server.http, game, variant)
        heard(driver)  # Firefox records the announcements from here on
        seat = Seat(server, code)
        made = play(driver, seat, game, random.Random(f"{game}-{variant}"), by_touch=False)
        assert made == DECISIONS or (seat.table.over and made), heard(driver)[-6:]  # the loop may end sooner
    finally:
        close(driver)


@pytest.mark.parametrize(("game", "variant"), GAMES, ids=IDS)
def test_a_tap_plays_what_the_tapped_name_says(server: ServerThread, game: str, variant: str | None) -> None:
    driver = chromium()
    try:
        phone(driver)
        code = host(driver, server.http, game, variant)
        seat = Seat(server, code)
        made = play(driver, seat, game, random.Random(7), by_touch=True)
        assert made == DECISIONS or (seat.table.over and made), heard(driver)[-6:]  # the loop may end sooner
    finally:
        close(driver)


def mentioned(key: str, help_text: str) -> bool:
    """True when F1's text names `key` (a letter as a word of its own, a named key by its name)."""
    if key == "1":
        return "1 to 6" in help_text
    return re.search(rf"(?<![\w-]){re.escape(key)}(?![\w-])", help_text) is not None


@pytest.mark.parametrize(("game", "variant"), GAMES, ids=IDS)
def test_tab_leaves_the_board_and_every_key_f1_lists_answers(
    server: ServerThread, game: str, variant: str | None
) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    from accessible_games.i18n import catalog

    nothing = catalog("en").text("web-key-nothing")
    driver = chromium()
    in_board = "return document.getElementById('board').contains(document.activeElement);"
    back = "document.querySelector('#board [tabindex=\"0\"]').focus();"
    try:
        host(driver, server.http, game, variant)
        ActionChains(driver).send_keys(Keys.TAB).perform()
        assert not driver.execute_script(in_board), "Tab stayed on the board"
        ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        assert driver.execute_script(in_board), "Shift+Tab did not come back to the board"
        ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        assert not driver.execute_script(in_board), "Shift+Tab stayed on the board"
        driver.execute_script(back)
        ActionChains(driver).send_keys(Keys.F1).perform()
        help_text = wait_until(
            lambda: driver.execute_script(
                "const h = document.getElementById('help'); return h.hidden ? '' : h.textContent;"
            ),
            10,
            "the keys (F1)",
        )
        ActionChains(driver).send_keys(Keys.F1).perform()
        wait_until(lambda: driver.execute_script(in_board), 10, "the board after F1")
        named = {
            "Page Up": Keys.PAGE_UP,
            "Page Down": Keys.PAGE_DOWN,
            "Escape": Keys.ESCAPE,
            "Backspace": Keys.BACKSPACE,
            "Tab": Keys.TAB,
            "Enter": Keys.ENTER,
            "Delete": Keys.DELETE,
            "Home": Keys.HOME,
            "End": Keys.END,
            "F4": Keys.F4,
        }
        for key in KEYS[game if variant is None else f"{game}-{variant}"] + SHARED:
            assert mentioned(key, help_text), f"F1 does not name {key}"
            driver.execute_script(back)
            before = page_state(driver)
            ActionChains(driver).send_keys(named.get(key, key.lower())).perform()
            if key in LOCAL:  # the page answers it itself
                now = wait_until(
                    lambda b=before: (lambda n: n if any(n[k] != b[k] for k in CHANGED) else None)(page_state(driver)),
                    10,
                    f"the answer to {key}",
                )
            else:  # the server answers it
                now = wait_until(
                    lambda b=before: (lambda n: n if n["received"] > b["received"] else None)(page_state(driver)),
                    10,
                    f"the server's answer to {key}",
                )
            last = heard(driver)[-1][1] if heard(driver) else ""
            assert last != nothing, f"{key} does nothing"
            if key == "Tab":
                assert not driver.execute_script(in_board)
            if key in ("Escape", "Backspace"):
                assert now["menu"], f"{key} did not open the table menu"
            if now["menu"] or page_state(driver)["menu"]:
                ActionChains(driver).send_keys(Keys.ESCAPE).perform()
                wait_until(lambda: not page_state(driver)["menu"], 10, "the menu to close")
    finally:
        close(driver)
