"""Text from outside the app (files, the network, file names) made safe to print, speak and log."""

from __future__ import annotations

import re
import unicodedata

# Whole terminal escape sequences, so "\x1b[31mAnna" becomes "Anna" rather than "[31mAnna":
# CSI (ESC [ or 0x9b) parameters and a final byte; OSC, DCS, SOS, PM and APC strings up to their
# terminator (BEL, ESC \ or 0x9c) or the end of the text; any other ESC with its intermediates.
_ESCAPES = re.compile(
    r"(?:\x1b\[|\x9b)[\x30-\x3f]*[\x20-\x2f]*[\x40-\x7e]?"
    r"|(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|\x1b[\x20-\x2f]*[\x30-\x7e]?"
)
# Characters that separate words or lines: they become one space each, so words stay apart.
_SPACES = frozenset("\t\n\v\f\r\x1c\x1d\x1e\x1f\x85\u2028\u2029")
MARKS_PER_LETTER = 3
"""Combining marks kept on one character: every language's accents (Vietnamese stacks two, Hebrew points
three), never a tower of dozens that covers the lines around it and that a voice reads mark by mark."""
_MARKS = ("Mn", "Me")  # non-spacing and enclosing marks: the ones that pile up on a letter
# Runs where a stack may hide: more characters in a row than a letter may carry marks, none of them a Latin or
# Cyrillic letter, digit or sign (no mark is one), so English, French and Russian text is looked at in C alone.
_MAYBE_STACKED = re.compile(r"[^\x00-\u02ff\u0400-\u0482\u048a-\u04ff]{%d,}" % (MARKS_PER_LETTER + 1))


def _clean_char(char: str) -> str:
    """One character as it may be printed or spoken: a space, itself, U+FFFD or nothing."""
    if char in _SPACES:
        return " "
    category = unicodedata.category(char)
    if category == "Cs":  # a lone surrogate: an undecodable byte of a file name
        return "\ufffd"
    if category in ("Cc", "Cf"):  # C0/C1 controls; bidi overrides, isolates, zero-width marks, tags
        return ""
    return char


def cap_marks(text: str) -> str:
    """Keep at most MARKS_PER_LETTER combining marks in a row: the rest of a stack (a "Zalgo" name) is dropped."""
    return _MAYBE_STACKED.sub(lambda run: _cap_run(run.group()), text)


def _cap_run(text: str) -> str:
    """`text` with each row of marks cut to MARKS_PER_LETTER."""
    kept: list[str] = []
    run = 0
    for char in text:
        if unicodedata.category(char) in _MARKS:
            run += 1
            if run > MARKS_PER_LETTER:
                continue
        else:
            run = 0
        kept.append(char)
    return "".join(kept) if len(kept) < len(text) else text


def clean_text(text: str, limit: int | None = None) -> str:
    """Strip control and format characters (escape codes, bidi controls), newlines and tabs to spaces, cap stacked
    combining marks, cut to `limit`."""
    if not text.isprintable():
        text = "".join(char if char.isprintable() else _clean_char(char) for char in _ESCAPES.sub("", text))
    if not text.isascii():
        text = cap_marks(text)
    if limit is not None:
        text = text[: max(limit, 0)]
    return text
