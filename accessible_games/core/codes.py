"""Table codes: short to say on the phone in any language, hard to guess.

A generated code is twelve digits said in four groups ("482 915 307 126"): digits are spoken by
every voice in every language and typed the same on Latin and Cyrillic keyboards. With 10^12
codes, the server's cap of failed look-ups (per address and per network; see docs/server.md for
the arithmetic) makes finding an open table by guessing take years.
A host may choose a code (a club's weekly table: "chess club friday"), with a letter in it so that
it never looks like a generated one; codes compare with case, spaces and punctuation ignored.
"""

from __future__ import annotations

import secrets

from .wire import CODE_LIMIT

DIGITS = 12
MIN_CHOSEN = 6  # a chosen code needs at least this many letters or digits


def new_code() -> str:
    """A fresh random code of twelve digits, in its canonical form."""
    return "".join(secrets.choice("0123456789") for _ in range(DIGITS))


def normalize(code: str) -> str:
    """The canonical form of a typed code: lower case, letters and digits only."""
    return "".join(char for char in code[:CODE_LIMIT].casefold() if char.isalnum())


def valid_chosen(code: str) -> bool:
    """True when a code chosen by a host is long enough to be hard to guess and holds a letter: a code of
    digits alone could be a generated one, and creating a table with it would tell whether that table exists."""
    canonical = normalize(code)
    return len(canonical) >= MIN_CHOSEN and not canonical.isdigit()


def spoken(code: str) -> str:
    """How a canonical code is said and shown: digits in groups of three, words as they are."""
    if code.isdigit():
        return " ".join(code[i : i + 3] for i in range(0, len(code), 3))
    return code
