"""The browsers the page's tests share (tests/web_helpers.py keeps one Chromium a test process and hands it from test
to test): each test gets it as a fresh one, and a browser that crashed or hung is replaced, never handed on."""

from __future__ import annotations

import contextlib
import os
import signal
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Iterator

import pytest
import web_helpers
from web_helpers import chromium, close, heard, need_browser

PAGE = b"""<!doctype html><html lang="en"><title>A page that keeps things</title>
<button id="speak">Speak</button><div id="live" aria-live="polite"></div>
<script>document.getElementById('speak').onclick = () => {
  const p = document.createElement('p'); p.textContent = 'said once'; document.getElementById('live').append(p);
};</script>"""


class _Page(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
        """The same small page at every address."""
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(PAGE)))
        self.end_headers()
        self.wfile.write(PAGE)

    def log_message(self, *args: Any) -> None:
        """Nothing printed."""


@pytest.fixture
def site() -> Iterator[str]:
    """One origin on 127.0.0.1, the same for every browser of the test (the worst case: a later test's server on
    a port used before)."""
    need_browser()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Page)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


STORED = """
const done = arguments[arguments.length - 1];
const read = {local: localStorage.getItem('kept'), session: sessionStorage.getItem('kept'), cookie: document.cookie};
indexedDB.databases().then((found) => navigator.permissions.query({name: 'clipboard-read'}).then((p) =>
  done({...read, databases: found.map((d) => d.name), clipboard: p.state})));
"""

MAKE_A_DATABASE = """
const done = arguments[arguments.length - 1];
const open = indexedDB.open('kept', 1);
open.onupgradeneeded = () => open.result.createObjectStore('things');
open.onsuccess = () => { open.result.close(); done(true); };
"""

LOOKS = (
    "return {width: innerWidth, height: innerHeight, touch: navigator.maxTouchPoints,"
    " visible: document.visibilityState, focused: document.hasFocus()};"
)


def test_a_browser_given_back_is_handed_to_the_next_test_as_a_fresh_one(site: str) -> None:
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.common.by import By

    fresh = chromium()
    try:
        fresh.get(f"{site}/")
        looks = fresh.execute_script(LOOKS)
        before = fresh.execute_async_script(STORED)
        assert before == {"local": None, "session": None, "cookie": "", "databases": [], "clipboard": "prompt"}
    finally:
        close(fresh)

    driver = chromium()
    session = driver.session_id
    try:
        driver.get(f"{site}/")
        driver.execute_script(
            "localStorage.setItem('kept', 'a'); sessionStorage.setItem('kept', 'b');"
            "document.cookie = 'kept=c; max-age=3600';"
        )
        driver.execute_async_script(MAKE_A_DATABASE)
        driver.execute_cdp_cmd(
            "Browser.grantPermissions",
            {"origin": site, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]},
        )
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        driver.set_window_size(500, 600)
        kept = driver.execute_async_script(STORED)
        assert kept == {"local": "a", "session": "b", "cookie": "kept=c", "databases": ["kept"], "clipboard": "granted"}
        assert driver.execute_script(LOOKS)["touch"] == 5
        first = driver.current_window_handle
        driver.switch_to.new_window("tab")
        driver.get(f"{site}/second")
        driver.switch_to.window(first)
        driver.execute_script("setTimeout(() => alert('left open'), 0);")
        web_helpers.wait_until(lambda: _alert_open(driver), 10, "the alert")
    finally:
        close(driver)

    again = chromium()
    try:
        assert again.session_id == session, "the browser was not handed on (nothing checked)"
        assert len(again.window_handles) == 1
        with pytest.raises(NoAlertPresentException):
            again.switch_to.alert.text  # noqa: B018 (reading it is the check)
        assert again.execute_script("return location.href;") == "about:blank"
        again.get(f"{site}/")
        assert again.execute_async_script(STORED) == before
        assert again.execute_script(LOOKS) == looks
        again.find_element(By.ID, "speak").click()
        web_helpers.wait_until(lambda: heard(again), 10, "the announcement")
        assert heard(again) == [("polite", "said once")]  # recorded, and recorded once
    finally:
        close(again)


def _alert_open(driver: Any) -> bool:
    """Whether the page shows an alert."""
    from selenium.common.exceptions import NoAlertPresentException

    try:
        driver.switch_to.alert  # noqa: B018 (switching to it is the check)
    except NoAlertPresentException:
        return False
    return True


def _browser_processes(driver: Any) -> list[int]:
    """The processes of the browser itself (under its chromedriver)."""
    return web_helpers._processes(driver)[1:]


@pytest.mark.parametrize("fault", ["crashed", "hung"])
def test_a_browser_that_crashed_or_hung_is_replaced(site: str, fault: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(web_helpers, "RESET_LIMIT", 3.0)
    driver = chromium()
    session = driver.session_id
    broken = _browser_processes(driver)
    assert broken
    try:
        driver.get(f"{site}/")
        for pid in broken:
            with contextlib.suppress(ProcessLookupError):  # a killed browser's helpers may end by themselves first
                os.kill(pid, signal.SIGKILL if fault == "crashed" else signal.SIGSTOP)
    finally:
        close(driver)
    assert driver not in web_helpers._IDLE and driver not in web_helpers._RUNNING
    assert driver.service.process.poll() is not None, "its chromedriver still runs"

    again = chromium()
    try:
        assert again.session_id != session
        again.get(f"{site}/")
        assert again.execute_script("return document.title;") == "A page that keeps things"
    finally:
        close(again)
    for pid in broken:  # nothing of the broken browser is left running (a stopped one was killed)
        assert not _alive(pid), pid


def _alive(pid: int) -> bool:
    """Whether a process runs (a zombie waiting for its parent counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False
