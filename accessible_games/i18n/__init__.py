"""Fluent message catalogues for ru, en and fr: every string the app says or shows."""

from __future__ import annotations

import locale as _locale
import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

from ..core.messages import Msg
from ..resources import resource_dir

LANGUAGES: tuple[str, ...] = ("ru", "en", "fr")
FALLBACK = "en"
FORMATTED_KEPT = 20_000  # formatted texts a catalogue keeps (a few MB at most); past it they are formatted anew


def locales_dir() -> Path:
    """The folder that holds `ru/`, `en/` and `fr/` with the .ftl files."""
    return resource_dir("locales")


def system_language() -> str:
    """The user's language from the environment or system locale, if we have it, else English."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            code = value.split(":")[0][:2].lower()
            return code if code in LANGUAGES else FALLBACK
    try:
        code = (_locale.getlocale()[0] or "")[:2].lower()
    except ValueError:
        code = ""
    return code if code in LANGUAGES else FALLBACK


class Catalog:
    """One language's messages, formatted without Unicode isolation marks (speech reads them)."""

    def __init__(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"language {lang!r}; accepted: {', '.join(LANGUAGES)}")
        self.lang = lang
        from fluent.runtime import FluentBundle  # loaded with the first catalogue, not with LANGUAGES

        self.bundle = FluentBundle([lang], use_isolating=False)
        # Files load when first needed: a message "ramses-..." loads ramses.ftl. Parsing every
        # file at start-up would cost a tenth of a second before the first word is spoken.
        self._pending: dict[str, Path] = {}
        self._folders: list[Path] = []
        self._take_folders([locales_dir(), *_GAME_LOCALES])
        self._load("app")
        self._formatted: dict[tuple[Any, ...], str] = {}  # text() answers already formatted (FORMATTED_KEPT at most)

    def _take_folders(self, folders: list[Path]) -> None:
        """Add the files of locale folders this catalogue has not seen yet to those it loads when needed."""
        for folder in folders:
            if folder not in self._folders:
                self._folders.append(folder)
                self._pending.update((path.stem, path) for path in sorted((folder / self.lang).glob("*.ftl")))

    def _take_new_folders(self) -> None:
        """After the games are found, take the locale folders they added since this catalogue was made: a
        catalogue made before a game folder was discovered still speaks its messages."""
        _discover_games()
        self._take_folders(_GAME_LOCALES)

    def _load(self, stem: str) -> None:
        path = self._pending.pop(stem, None)
        if path is not None:
            from .parsed import parse_file

            self.bundle.add_resource(parse_file(path))

    def _find(self, message_id: str) -> bool:
        """True when the message exists, loading the file it belongs to (or all files) if needed."""
        if self.bundle.has_message(message_id):
            return True
        stem = message_id.split("-", 1)[0]
        if not _GAME_LOCALES and not _discovered:  # the app's own files only: no game imported to find a message
            if stem in self._pending:
                self._load(stem)  # the usual case: the file named by the id
                if self.bundle.has_message(message_id):
                    return True
            holder = self._holder(message_id)  # else the file that defines it ("main-play-online" in net.ftl)
            if holder is not None:
                self._load(holder)
                if self.bundle.has_message(message_id):
                    return True
        self._take_new_folders()
        if not self._pending:
            return False
        if stem in self._pending:
            self._load(stem)
            if self.bundle.has_message(message_id):
                return True
        for other in list(self._pending):
            self._load(other)
        return self.bundle.has_message(message_id)

    def _holder(self, message_id: str) -> str | None:
        """The stem of the file not loaded yet that defines `message_id` (a line `message-id =`), found by reading
        the files, not parsing them; None when none does."""
        defined = re.compile(rf"^{re.escape(message_id)}[ \t]*=", re.MULTILINE)
        for stem, path in self._pending.items():
            if defined.search(path.read_text(encoding="utf-8")):
                return stem
        return None

    def has(self, message_id: str) -> bool:
        """True when this language defines `message_id`."""
        return self._find(message_id)

    def text(self, message_id: str, /, **args: Any) -> str:
        """Format one message; a missing id falls back to English, then to the id itself.

        A message found and formatted without error formats the same for the same arguments (a file loaded
        later never replaces it), so its text is kept: the next request with those arguments (the same menu
        line, the same cell) is answered without Fluent.
        """
        key: tuple[Any, ...] | None = None
        kept = None
        try:
            asked = (message_id, *sorted((name, type(value), value) for name, value in args.items()))
            kept = self._formatted.get(asked)
            key = asked
        except TypeError:  # an argument that cannot be a key (a list): formatted every time
            pass
        if kept is not None:
            return kept
        if not self._find(message_id):
            if self.lang != FALLBACK:
                return catalog(FALLBACK).text(message_id, **args)
            return message_id
        message = self.bundle.get_message(message_id)
        if message.value is None:
            return message_id
        text, errors = self.bundle.format_pattern(message.value, _fluent_args(args))
        formatted = str(text)
        if key is not None and not errors:  # a text with a gap (a reference not loaded yet) is not kept
            if len(self._formatted) >= FORMATTED_KEPT:
                self._formatted.clear()
            self._formatted[key] = formatted
        return formatted

    def attribute(self, message_id: str, attribute: str, /, **args: Any) -> str:
        """Format `message_id.attribute`."""
        self._find(message_id)
        message = self.bundle.get_message(message_id)
        text, _errors = self.bundle.format_pattern(message.attributes[attribute], _fluent_args(args))
        return str(text)

    def render(self, m: Msg, context: Mapping[str, Any] | None = None) -> str:
        """The text of a message and of the parts spoken with it, joined as one utterance.

        `context` gives every message (nested ones too) arguments it may select on, such as the
        player's "coordinates" and "verbosity" settings; the message's own arguments win.
        """
        context = context or {}
        pieces = [self.text(m.id, **{**context, **self._localized(m.args, context)})]
        pieces.extend(self.render(part, context) for part in m.parts)
        return " ".join(piece for piece in pieces if piece)

    def _localized(self, args: dict[str, Any], context: Mapping[str, Any]) -> dict[str, Any]:
        """Arguments that are themselves messages are rendered first (nested phrases)."""
        return {key: self.render(value, context) if isinstance(value, Msg) else value for key, value in args.items()}


def _fluent_args(args: dict[str, Any]) -> dict[str, Any]:
    """Fluent takes numbers and strings; booleans become "yes"/"no" for select expressions."""
    out: dict[str, Any] = {}
    for key, value in args.items():
        if isinstance(value, bool):
            out[key] = "yes" if value else "no"
        elif value is None:
            out[key] = ""
        else:
            out[key] = value
    return out


_GAME_LOCALES: list[Path] = []  # locale folders that games ship in their own folder


def add_locales(folder: Path) -> None:
    """Add a game's own locale folder (`<folder>/<lang>/*.ftl`), so a game folder holds its messages too; every
    catalogue, made before or after, finds them."""
    if folder not in _GAME_LOCALES:
        _GAME_LOCALES.append(folder)


_discovered = False


def _discover_games() -> None:
    """Find the games once: each game folder's own `locales/` joins the catalogues, whether or not its package
    calls `add_locales` (a game registered from elsewhere calls it)."""
    global _discovered
    if not _discovered:
        _discovered = True
        from .. import games

        games.games()
        for folder in games.__path__:
            for found in sorted(Path(folder).glob("*/locales")):
                if (found.parent / "__init__.py").is_file():
                    add_locales(found)


@lru_cache(maxsize=None)
def catalog(lang: str) -> Catalog:
    """The shared catalogue for `lang`."""
    return Catalog(lang)
