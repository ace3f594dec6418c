"""Every server address a player types is either used or refused with a sentence: the same parser for the
command line and the Join dialog, and a link that cannot open (TLS or not) said in words, never an error."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_games.i18n import LANGUAGES, catalog
from accessible_games.client.address import BadAddress, parse_address
from accessible_games.client.client import ServerGone, TableClient
from accessible_games.client.reach import client_context, refusal_reason
from accessible_games.serving.serve import tls_context
from accessible_games.server.store import Store
from accessible_games.serving.local import table_server
from accessible_games.server.server import ServerOptions
from accessible_games.ui.online_menu import PlayOnlineMenu
from accessible_games.ui.testing import Harness
from net_helpers import run
from app_helpers import ROOT
from tls_helpers import NEEDS_OPENSSL, make_certificate

REFUSED = [  # what a player typed, and the sentence that says what is wrong
    ("ws://host:99999", "link-bad-port"),
    ("ws://127.0.0.1:-1", "link-bad-port"),
    ("ws://127.0.0.1:0", "link-bad-port"),
    ("ws://127.0.0.1:http", "link-bad-port"),
    ("ws://[::1", "link-bad-bracket"),
    ("ws://[::1:8765", "link-bad-bracket"),
    ("ws://[nonsense]:1", "link-bad-bracket"),
    ("ws://::1:8765", "link-bad-no-host"),
    ("ws://" + "a" * 70 + ".example.org:8765", "link-bad-host"),
    ("ws://..:1", "link-bad-host"),
    ("ws://a..b:1", "link-bad-host"),
    ("ws://-bad-.org:1", "link-bad-host"),
    ("ws://ex\u200fample.org:8765", "link-bad-invisible"),
    ("ws://\u202eexample.org:8765", "link-bad-invisible"),
    ("ws://example.org:87\n65", "link-bad-invisible"),
    ("ws://exa\x1b[2Jmple.org", "link-bad-invisible"),
    ("http://example.org", "link-bad-scheme"),
    ("ws://anna:secret@example.org:8765", "link-bad-extra"),
    ("ws://example.org:8765/?x=1", "link-bad-extra"),
    ("ws://:8765", "link-bad-no-host"),
    ("   ", "link-bad-empty"),
    ("ws://" + "a" * 250, "link-bad-long"),
]

ACCEPTED = [  # what a player typed, and the address the app opens
    ("ws://192.168.1.20:8765", "ws://192.168.1.20:8765"),
    ("192.168.1.20:8765", "ws://192.168.1.20:8765"),
    ("  WSS://Games.Example.ORG  ", "wss://games.example.org"),
    ("wss://bücher.example:443", "wss://xn--bcher-kva.example:443"),
    ("ws://[::1]:8765", "ws://[::1]:8765"),
    ("ws://[::1]", "ws://[::1]"),
    ("ws://localhost:65535/", "ws://localhost:65535"),
]


@pytest.mark.parametrize("typed, reason", REFUSED)
def test_a_typo_is_refused_with_a_sentence(typed: str, reason: str) -> None:
    with pytest.raises(BadAddress) as refused:
        parse_address(typed)
    assert refused.value.reason.id == reason
    for lang in LANGUAGES:  # a sentence in every language, with what was typed made safe to say
        text = catalog(lang).render(refused.value.reason)
        assert text.isprintable() and "link-" not in text


@pytest.mark.parametrize("typed, url", ACCEPTED)
def test_an_address_is_made_normal(typed: str, url: str) -> None:
    assert parse_address(typed).url == url


@pytest.mark.parametrize("typed, reason", REFUSED[:14])
def test_the_command_line_refuses_a_typo_in_one_line_without_a_crash_log(
    tmp_path: Path, typed: str, reason: str
) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "accessible_games", "join", typed, "123456789012", "--lang", "en"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=str(ROOT),
        env={"ACCESSIBLE_GAMES_HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
    )
    expected = catalog("en").render(parse_error(typed))
    assert done.returncode == 2 and done.stderr.strip() == f"accessible-games: {expected}", done.stderr
    assert not list(tmp_path.glob("**/crash.log"))


def parse_error(typed: str) -> object:
    """The reason the parser gives for `typed`."""
    with pytest.raises(BadAddress) as refused:
        parse_address(typed)
    return refused.value.reason


def test_the_join_dialog_says_why_and_asks_again_with_the_address_as_typed(tmp_path: Path) -> None:
    h = Harness(tmp_path, "fr")
    h.open_menu()
    menu = PlayOnlineMenu(h.app)
    h.app.push(menu)
    menu.join()
    for char in "ws://host:99999":
        h.press(char)
    h.clear()
    h.press("enter")
    said = " ".join(h.said())
    assert "Le port 99999 est impossible : un port est un nombre de 1 à 65535." in said, said
    assert h.app.top is not None and getattr(h.app.top, "text", None) == "ws://host:99999"  # to correct, not retype
    assert not h.app.errors


def test_a_client_given_a_broken_address_says_why_and_never_raises_a_value_error() -> None:
    async def scenario() -> None:
        for url in ("ws://host:99999", "ws://[::1", "ws://" + "a" * 70 + ".org:1", "wss://..:1"):
            client = TableClient(url, reconnect=False)
            with pytest.raises(ServerGone) as gone:
                await client.connect()
            assert gone.value.reason is not None and gone.value.reason.id.startswith("link-"), url

    run(scenario(), 30)


def test_an_unknown_error_code_has_a_sentence_that_names_it() -> None:
    assert refusal_reason("table-full").id == "net-error-table-full"
    for code in ("maintenance", "x" * 300, "\x1b[2J", "net-error-../../etc"):
        reason = refusal_reason(code)
        assert reason.id == "link-error-unknown"
        text = catalog("en").render(reason)
        assert text.startswith("The server refused with a reason this version") and text.isprintable()
    assert "(maintenance)" in catalog("ru").render(refusal_reason("maintenance"))


@NEEDS_OPENSSL
@pytest.mark.parametrize("trusted", [True, False])
def test_the_join_dialog_reaches_a_wss_server_through_the_systems_trust_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, trusted: bool
) -> None:
    """Play online, Join: a wss:// address typed in the dialog opens with the system's trust store (here
    SSL_CERT_FILE names it); a certificate the store does not hold is said, and the menu comes back."""
    cert, key = make_certificate(tmp_path / "certs")
    if trusted:
        monkeypatch.setenv("SSL_CERT_FILE", str(cert))
    else:
        monkeypatch.setenv("SSL_CERT_FILE", str(tmp_path / "no-such-store.pem"))
    boris = Harness(tmp_path / "boris", "en")

    async def scenario() -> None:
        server = table_server(Store(tmp_path / "tables.sqlite"), ServerOptions(default_bot_delay=0.0))
        await server.start("127.0.0.1", 0, tls_context(str(cert), str(key)))
        url = f"wss://localhost:{server.port()}"
        try:
            host = TableClient(url, tls=client_context(str(cert)), reconnect=False)
            await host.connect()
            await host.create("ramses", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}])
            boris.open_menu()
            menu = PlayOnlineMenu(boris.app)
            boris.app.push(menu)
            menu.join()
            for text in (url, host.shown, "Boris"):
                boris.press(*text)
                boris.press("enter")
            for _ in range(200):
                await asyncio.sleep(0.05)
                if any("online table" in line or "certificate" in line for line in boris.said()):
                    break
            said = " ".join(boris.said())
            if trusted:
                assert "online table" in said, said
            else:
                assert f"The server at {url} shows a certificate this computer does not trust" in said, said
            assert not boris.app.errors
            await host.close()
        finally:
            await server.stop()

    run(scenario(), 60)
