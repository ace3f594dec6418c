"""The start page's list of open tables: its fixed words in the page, and the words its script fills rows with."""

from __future__ import annotations

import html
from typing import Any

from ..games import games
from ..i18n import catalog

FIELDS = ("heading", "none", "game", "host", "seats", "lang", "waited", "join", "announce", "open")
"""The page template's $lobby_* fields (message `lobby-page-<field>`)."""


def lobby_fields(lang: str) -> dict[str, str]:
    """The template's fields for the list of open tables, escaped for HTML."""
    words = catalog(lang)
    return {f"lobby_{key}": html.escape(words.text(f"lobby-page-{key}")) for key in FIELDS}


def lobby_strings(lang: str) -> dict[str, Any]:
    """What the page's script needs to write a row in the reader's language: game and variant names, the
    host's language, counts and minutes (plural forms worked out here, for 0 to 99, as the catalogue says them)."""
    words = catalog(lang)
    names = {}
    variants = {}
    for name, game in games().items():
        names[name] = words.text(f"{name}-title")
        for variant in game.variants:
            variants[f"{name}/{variant}"] = words.text(f"{name}-variant-{variant}")
    return {
        "lobby-games": names,
        "lobby-variants": variants,
        "lobby-langs": {code: words.text(f"lobby-lang-{code}") for code in ("en", "ru", "fr", "unknown")},
        "lobby-count": [words.text("lobby-page-count", count=n) for n in range(100)],
        "lobby-minutes": [words.text("lobby-page-minutes", minutes=n) for n in range(100)],
        "lobby-join": words.text("lobby-page-join"),
        "lobby-none": words.text("lobby-page-none"),
    }
