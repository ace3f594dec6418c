"""Names that read as another player's or as "you", against a real `serve` on 127.0.0.1: compatibility forms
(fullwidth letters), invisible code points and letters of other scripts are refused with the server's own
messages, and the confusables data is Unicode's current one."""

from __future__ import annotations

import runpy
import unicodedata
from pathlib import Path
from typing import Any, Iterator

import pytest

from accessible_games.server.lookalike import confusables
from guard_helpers import GUEST, HOST, ask, link
from net_helpers import run
from net_processes import ServeProcess

# "Anna" and what a stranger adds to sit beside her under a name drawn the same
INVISIBLE = [
    "\u034f",
    *(chr(point) for point in range(0xFE00, 0xFE10)),
    "\u3164",
    "\uffa0",
    "\u115f",
    "\u1160",
    "\u17b4",
]
LIKE_ANNA = ["\uff21\uff4e\uff4e\uff41", *(f"Anna{mark}" for mark in INVISIBLE)]
LIKE_YOU = ["\u03a5ou", "\uff39\uff4f\uff55", "\u041ce", "B\u044b"]  # a Greek Υ, fullwidth, a Cyrillic М, "Вы"


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServeProcess]:
    """`serve` on 127.0.0.1 with its default limits."""
    serving = ServeProcess(tmp_path / "server")
    yield serving
    serving.stop()


def test_names_drawn_like_a_seated_one_or_like_you_are_refused(server: ServeProcess) -> None:
    async def scenario() -> None:
        anna = await link(server.url, "127.0.0.1")
        made = await ask(anna, "create", game="sixtyone", seats=[HOST, GUEST, GUEST])
        assert made["type"] == "seated"
        answers = {}
        for number, name in enumerate(LIKE_ANNA + LIKE_YOU):
            guest = await link(server.url, f"127.0.3.{number + 1}")
            reply = await ask(guest, "join", code=made["code"], name=name)
            answers[name] = reply.get("code", reply["type"])
            await guest.close()
        assert answers == {**dict.fromkeys(LIKE_ANNA, "name-taken"), **dict.fromkeys(LIKE_YOU, "name-reserved")}
        for number, name in enumerate(LIKE_YOU):  # a host may not take them either
            host = await link(server.url, f"127.0.4.{number + 1}")
            reply = await ask(host, "create", game="sixtyone", seats=[{"kind": "host", "name": name}, GUEST])
            assert reply.get("code") == "name-reserved", (name, reply)
            await host.close()
        boris = await link(server.url, "127.0.0.2")  # a name of its own still sits
        assert (await ask(boris, "join", code=made["code"], name="Boris"))["type"] == "seated"

    run(scenario(), 120)


def test_the_shipped_data_is_a_current_unicode_version() -> None:
    data = confusables()
    assert tuple(int(part) for part in data.version.split(".")[:1]) >= (16,)
    assert data.prototypes["\u0410"] == "A" and data.prototypes["\u03a5"] == "Y"  # Cyrillic А, Greek Υ
    for mark in INVISIBLE + ["\u00ad", "\u200b", "\u2060", "\ufeff", "\U000e0001"]:
        assert ord(mark) in data.ignorable, f"U+{ord(mark):04X}"
    assert not any(
        unicodedata.category(chr(point)).startswith("L") and point < 0x3000 and point not in (0x115F, 0x1160)
        for point in data.ignorable
    )


def test_the_refresh_script_reads_unicodes_own_files(tmp_path: Path) -> None:
    (tmp_path / "confusables.txt").write_text(
        "# confusables.txt\n# Version: 17.0.0\n0410 ;\t0041 ;\tMA\t# A\n0475 ;\t0056 0308 ;\tMA\n", encoding="utf-8"
    )
    (tmp_path / "derived.txt").write_text(
        "034F          ; Default_Ignorable_Code_Point # Mn\nFE00..FE0F    ; Default_Ignorable_Code_Point\n"
        "0041..005A    ; Uppercase\n",
        encoding="utf-8",
    )
    tool: dict[str, Any] = runpy.run_path(
        str(Path(__file__).resolve().parent.parent / "tools" / "refresh_confusables.py")
    )
    version, mapping, ignorable = tool["from_unicode_files"](tmp_path / "confusables.txt", tmp_path / "derived.txt")
    text = tool["render"](version, "a test", mapping, ignorable)
    assert "version 17.0.0\nignorable 34F FE00-FE0F\n41:410\n56+308:475\n" in text
