"""What a trusted proxy says of its client (PROXY v1 and v2 headers, X-Forwarded-For), read strictly; and the
fair guessing limits in simulated time: a network over its allowance blocks its failing addresses, never a
clean one (an IPv6 /48 counting its /56 sites)."""

from __future__ import annotations

import socket
import struct

import pytest

from accessible_games.server.guard import Guesses, Limits, site_key
from accessible_games.core.paths import path_table, table_path
from accessible_games.server.proxied import BadHeader, TrustedProxies, proxy_header, starts_header

V2 = b"\r\n\r\n\x00\r\nQUIT\n"


def version_2(command: int, family: int, body: bytes) -> bytes:
    """A PROXY v2 header with this command (0 LOCAL, 1 PROXY), family byte and address block."""
    return V2 + bytes([0x20 | command, family]) + struct.pack("!H", len(body)) + body


def test_proxy_headers_of_both_versions_name_the_client_and_anything_else_is_refused() -> None:
    line = b"PROXY TCP4 192.0.2.7 10.0.0.1 4711 443\r\nGET / HTTP/1.1\r\n"
    assert proxy_header(line) == ("192.0.2.7", 40)
    assert proxy_header(b"PROXY TCP6 2001:db8::7 2001:db8::1 4711 443\r\n") == ("2001:db8::7", 45)
    assert proxy_header(b"PROXY UNKNOWN\r\n") == (None, 15)  # the proxy's own link: counted by its peer
    assert proxy_header(b"PROXY TCP4 192.0.2.7 10.0") is None  # more bytes needed
    ipv4 = socket.inet_aton("198.51.100.9") + socket.inet_aton("10.0.0.1") + struct.pack("!HH", 1, 2)
    assert proxy_header(version_2(1, 0x11, ipv4) + b"GET") == ("198.51.100.9", 28)
    ipv6 = socket.inet_pton(socket.AF_INET6, "2001:db8::9") + bytes(16) + struct.pack("!HH", 1, 2)
    assert proxy_header(version_2(1, 0x21, ipv6)) == ("2001:db8::9", 52)
    assert proxy_header(version_2(0, 0x00, b"")) == (None, 16)  # LOCAL: a health check
    assert proxy_header(version_2(1, 0x11, ipv4)[:20]) is None
    for bad in (
        b"PROXY TCP4 not-an-address 10.0.0.1 1 2\r\n",
        b"PROXY TCP6 192.0.2.7 10.0.0.1 1 2\r\n",  # the family and the address disagree
        b"PROXY TCP4 192.0.2.7\r\n",
        b"PROXY " + b"9" * 200,  # no end within the longest header
        V2 + bytes([0x31, 0x11, 0, 12]) + ipv4,  # version 3
        version_2(1, 0x11, ipv4[:6]),  # an IPv4 block too short
    ):
        with pytest.raises(BadHeader):
            proxy_header(bad)
    assert starts_header(b"PRO") is None and starts_header(b"\r\n\r") is None  # too short to tell
    assert starts_header(b"GET /ws HTTP/1.1") is False and starts_header(b"PROXY ") is True


def test_forwarded_for_is_read_from_the_right_and_only_from_a_trusted_peer() -> None:
    proxies = TrustedProxies(["10.0.0.0/8", "2001:db8:ff::/48"])
    assert proxies.trusts("10.1.2.3") and proxies.trusts("::ffff:10.1.2.3") and not proxies.trusts("192.0.2.1")
    # a client may write anything on the left; the nearest address a trusted proxy did not add is the client
    assert proxies.forwarded_for("6.6.6.6, 192.0.2.7", "10.0.0.1") == "192.0.2.7"
    assert proxies.forwarded_for("192.0.2.7, 10.0.0.2", "10.0.0.1") == "192.0.2.7"  # two proxies in a row
    assert proxies.forwarded_for("[2001:db8::5]:4711", "10.0.0.1") == "2001:db8::5"
    assert proxies.forwarded_for("192.0.2.7:4711", "10.0.0.1") == "192.0.2.7"
    assert proxies.forwarded_for("garbage, 192.0.2.7", "10.0.0.1") == "192.0.2.7"
    assert proxies.forwarded_for("192.0.2.7, garbage", "10.0.0.1") == "10.0.0.1"  # unreadable: the peer counts
    assert proxies.forwarded_for("192.0.2.7", "192.0.2.99") == "192.0.2.99"  # from an untrusted peer: ignored
    assert proxies.forwarded_for(None, "10.0.0.1") == "10.0.0.1"
    assert not TrustedProxies().trusts("127.0.0.1")  # nobody is trusted unless named


def test_paths_name_the_table_in_its_canonical_form() -> None:
    assert table_path("482 915 307 126") == "/t/482915307126/ws" and table_path(None) == "/ws"
    assert table_path("Chess Club Friday") == "/t/chessclubfriday/ws"
    assert path_table("/t/482915307126/ws?lang=fr") == (True, "482915307126")
    assert path_table("/t/Chess%20Club-Friday/ws") == (True, "chessclubfriday")
    assert (
        path_table("/ws") == (True, None)
        and path_table("/") == (True, None)
        and path_table("/web?lang=en") == (True, None)
    )
    assert path_table("/t//ws") == (False, None) and path_table("/elsewhere") == (False, None)
    assert path_table("/t/" + "9" * 500 + "/ws") == (False, None)


def test_a_network_over_its_allowance_blocks_its_failing_addresses_and_never_a_clean_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    now = [1000.0]
    monkeypatch.setattr("accessible_games.server.guard.time.monotonic", lambda: now[0])
    guesses = Guesses(Limits(lookups=10, lookup_refill=60, block=60, network_lookups=4))
    for n in range(4):  # four guessers of one /24, one failure each: the network's allowance is spent
        guesses.failed(f"10.0.0.{n}")
    assert not guesses.allowed("10.0.0.0")  # a guesser of it: refused while the network's block lasts
    assert all(guesses.allowed(f"10.0.0.{n}") for n in range(100, 200))  # clean addresses: never
    assert guesses.allowed("10.0.1.1")  # nor another network
    guesses.failed("10.0.0.50")  # a fresh guesser fails once: blocked at once, for twice the network's block
    assert guesses.wait("10.0.0.50") >= 2 * 60 - 1
    now[0] += guesses.wait("10.0.0.0")  # the network's block (grown by that failure) is over; the late guesser's not
    assert guesses.allowed("10.0.0.0") and not guesses.allowed("10.0.0.50")
    now[0] += 2 * 86400  # a day after their last failure guessers are clean again
    assert guesses.allowed("10.0.0.50")
    # an IPv6 network counts its sites (/56): another /64 of a failing site is a failing address
    assert site_key("2001:db8:1:2::/64") == site_key("2001:db8:1:3::/64") == "2001:db8:1::/56"
    assert site_key("2001:db8:1:100::/64") != site_key("2001:db8:1:2::/64") and site_key("10.0.0.7") == "10.0.0.7"
    for n in range(4):
        guesses.failed(f"2001:db8:1:{n}::/64")
    assert not guesses.allowed("2001:db8:1:9::/64")  # same /56 as the guessers
    assert guesses.allowed("2001:db8:1:900::/64")  # another site of the /48: a player, never refused
