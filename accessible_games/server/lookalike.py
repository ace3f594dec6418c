"""Names that look alike: the Unicode confusable skeleton of UTS #39, so "Аnna" (a Cyrillic А) is
Anna's name at a table and "Yоu" (a Cyrillic о) reads as "you".

The data is Unicode's own (confusables.txt and the Default_Ignorable_Code_Point property), kept
beside this module in confusables.txt and refreshed by tools/refresh_confusables.py. The skeleton
first folds compatibility forms (NFKC: the fullwidth "Ａｎｎａ" is "Anna") and drops every default
ignorable code point (variation selectors, the combining grapheme joiner, Hangul fillers: nothing
a reader sees), then takes the standard's steps: NFD, each character to its prototype, NFD again.
The table's rule for names also ignores case, so names compare by the skeletons of their forms as
written, case-folded and capitalised ("Υou" with a Greek Υ, "Мe" with a Cyrillic М, "Bы" for "Вы").
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from importlib import resources


class Confusables:
    """Unicode's data for skeletons: each confusable character's prototype, and the ignorable code points."""

    def __init__(self, text: str) -> None:
        self.version = ""
        self.prototypes: dict[str, str] = {}
        self.ignorable: dict[int, None] = {}  # for str.translate: each ignorable code point to nothing
        for line in text.splitlines():
            if not line or line.startswith("#"):
                continue
            if line.startswith("version "):
                self.version = line.split()[1]
            elif line.startswith("ignorable "):
                for part in line.split()[1:]:
                    first, _, last = part.partition("-")
                    self.ignorable.update(dict.fromkeys(range(int(first, 16), int(last or first, 16) + 1)))
            else:
                key, _, points = line.partition(":")
                prototype = "".join(chr(int(point, 16)) for point in key.split("+"))
                for point in points.split():
                    self.prototypes[chr(int(point, 16))] = prototype


@lru_cache(maxsize=1)
def confusables() -> Confusables:
    """The data shipped with the package (read once)."""
    return Confusables(
        resources.files("accessible_games.server").joinpath("confusables.txt").read_text(encoding="utf-8")
    )


def skeleton(text: str) -> str:
    """The skeleton of `text` (NFKC, ignorables dropped, then UTS #39's): two strings with the same skeleton
    are drawn alike."""
    data = confusables()
    text = unicodedata.normalize("NFD", unicodedata.normalize("NFKC", text).translate(data.ignorable))
    mapped = data.prototypes
    return unicodedata.normalize("NFD", "".join(mapped.get(char, char) for char in text))


def name_keys(name: str) -> frozenset[str]:
    """What a name is compared by: the skeletons of the name as written, case-folded and in capitals
    ("Аnna", "ANNA" and "anna" share one; so do "Вы" and "Bы", whose capitals are drawn alike)."""
    base = unicodedata.normalize("NFKC", name)
    return frozenset(skeleton(form) for form in (base, base.casefold(), base.upper()))


def look_alike(first: str, second: str) -> bool:
    """True when two names would be read as the same name ("Ivan" and "lvan", "Вы" and "Bы", "Аnna" and
    "anna", "Anna" and "Anna" with a variation selector)."""
    return not name_keys(first).isdisjoint(name_keys(second))
