"""The words the page's review keys say (buffers, words, spelling, copying), worked out in the reader's language."""

from __future__ import annotations

from typing import Any

from ..core.signs import SIGNS
from ..i18n import catalog
from ..speech.announcer import BUFFERS

SLOT = "\ue000"
"""Where the page puts a character or a line into a sentence worked out here."""
COUNTS = 120
"""Counts worked out for each buffer's name (0 to 119); the page takes a larger count's plural form from one of
these with the same last two digits (below 20) or the same last digit, as Fluent's plural rules for en, ru and fr
do, and writes its own number in."""


def review_strings(lang: str) -> dict[str, Any]:
    """Each buffer's name with its count of lines, each sign's spoken name, and the sentences with a slot."""
    words = catalog(lang)
    return {
        "review-buffers": {
            name: [words.text("history-buffer", buffer=name, count=n) for n in range(COUNTS)] for name in BUFFERS
        },
        "review-signs": {char: words.text("review-sign", sign=sign) for char, sign in SIGNS.items()},
        "review-capital": words.text("review-capital", char=SLOT),
        "review-copied": words.text("review-copied", text=SLOT),
        "review-cannot-copy": words.text("web-cannot-copy", text=SLOT),
    }
