"""Escape answered at once: a lone ESC byte read by itself is the Escape key, not the start of a sequence.

A terminal sends ESC alone for the Escape key, and ESC followed by more bytes, in the same write,
for arrows, function keys and Alt combinations. prompt_toolkit cannot tell a lone ESC from the
start of a sequence still to come, so it waits `ttimeoutlen` (50 ms here) before it calls it
Escape. A terminal emulator writes each key's sequence whole, so when one read returns exactly
ESC, the key is Escape: it is passed on at once. Where a terminal (or a slow link) delivers ESC
apart from the rest of its sequence, the same read would still hold a partial sequence such as
"ESC [", and the usual timeout applies.
"""

from __future__ import annotations

from typing import Any

ESC = "\x1b"


def answer_escape_at_once(terminal_input: Any) -> bool:
    """Make `terminal_input` (prompt_toolkit's Vt100Input) report a lone ESC read as Escape at once.

    Returns False, changing nothing, for inputs that do not read a terminal byte stream (Windows).
    """
    reader = getattr(terminal_input, "stdin_reader", None)
    read_keys = getattr(terminal_input, "read_keys", None)
    flush_keys = getattr(terminal_input, "flush_keys", None)
    if reader is None or read_keys is None or flush_keys is None or not hasattr(reader, "read"):
        return False
    read_chunk = reader.read
    last = {"chunk": ""}

    def read(count: int = 1024) -> str:
        """Read as before, remembering what this read returned."""
        last["chunk"] = read_chunk(count)
        return last["chunk"]

    def read_keys_now() -> list[Any]:
        """The keys of this read; a lone ESC is flushed out as the Escape key instead of held."""
        keys = list(read_keys())
        if last["chunk"] == ESC:
            keys.extend(flush_keys())
        return keys

    reader.read = read
    terminal_input.read_keys = read_keys_now
    return True
