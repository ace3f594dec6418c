"""Menus every screen may open: the settings, the rules and the keys (they depend on no other screen)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.messages import Msg, msg
from ..games import games, get_game
from ..settings import CHOICES, NUMBERS
from ..speech.engine import VoiceInfo
from ..speech.factory import installed_voices
from .screen import Item, Menu, TextReader

if TYPE_CHECKING:
    from .app import App


class SettingsMenu(Menu):
    """Every setting; Left/Right (or Enter) changes it, at once and saved."""

    def __init__(self, app: "App") -> None:
        super().__init__(app, msg("settings-title"), help_id="help-settings")

    def build(self) -> list[Item]:
        """One item per setting."""
        items = []
        for key in (
            "lang",
            "speech",
            "rate",
            "volume",
            "cue_volume",
            "sound",
            "verbosity",
            "coordinates",
            "turn_cue",
            "turn_reminder",
            "reconnect",
            "chat",
        ):
            items.append(
                Item(
                    lambda key=key: self.setting_msg(key), adjust=lambda step, key=key: self.change(key, step), key=key
                )
            )
        items.insert(3, Item(self.voice_msg, adjust=self.change_voice, key="voice"))
        items.append(Item(msg("settings-done"), self.app.pop, key="done"))
        return items

    def setting_msg(self, key: str) -> Msg:
        """'Language: English'."""
        value = getattr(self.app.settings, key)
        shown = msg("value-percent", value=value) if key in NUMBERS else msg(f"setting-{key}-{value}")
        return msg("setting-line", name=msg(f"setting-{key}"), value=shown)

    def change(self, key: str, step: int) -> None:
        """Change one setting, save and apply it."""
        settings = self.app.settings
        if key in NUMBERS:
            low, high, size = NUMBERS[key]
            setattr(settings, key, max(low, min(high, getattr(settings, key) + step * size)))
        else:
            values = CHOICES[key]
            setattr(settings, key, values[(values.index(getattr(settings, key)) + step) % len(values)])
        self.app.settings_changed()

    def voices(self) -> list[VoiceInfo]:
        """The installed voices of the app's own speech for the current language."""
        return installed_voices(self.app.announcer.speaker, self.app.settings.lang)

    def voice_msg(self) -> Msg:
        """'Voice for English: English (gmw/en)', or the usual voice."""
        settings = self.app.settings
        language = msg(f"setting-lang-{settings.lang}")
        chosen = settings.voices.get(settings.lang)
        match = [v for v in self.voices() if v.identifier == chosen] if chosen else []
        if match:
            value = msg("setting-voice-named", name=match[0].name, identifier=match[0].identifier)
        else:
            value = msg("setting-voice-usual")
        return msg("setting-line", name=msg("setting-voice", language=language), value=value)

    def change_voice(self, step: int) -> None:
        """The next or previous installed voice of the language (the usual voice comes first), saved at once."""
        settings = self.app.settings
        choices: list[str | None] = [None, *(v.identifier for v in self.voices())]
        if len(choices) == 1:
            self.app.cue("invalid")
            return
        current = settings.voices.get(settings.lang)
        index = choices.index(current) if current in choices else 0
        new = choices[(index + step) % len(choices)]
        voices = dict(settings.voices)
        if new is None:
            voices.pop(settings.lang, None)
        else:
            voices[settings.lang] = new
        settings.voices = voices
        self.app.settings_changed()


class RulesMenu(Menu):
    """Choose a game to read its rules."""

    def __init__(self, app: "App") -> None:
        super().__init__(app, msg("rules-title"), help_id="help-menu")

    def build(self) -> list[Item]:
        """One item per game."""
        return [
            Item(msg(f"{name}-title"), lambda name=name: self.app.push(rules_reader(self.app, name)), key=name)
            for name in games()
        ]


def rules_reader(app: "App", game_name: str) -> TextReader:
    """A reader over the game's rules sections."""
    game = get_game(game_name)
    pages = [msg(section) for section in game.rules_sections]
    reader = TextReader(app, msg("rules-of", game=msg(f"{game_name}-title")), pages, help_id="help-reader")
    reader.rules_of = game_name
    return reader


def keys_reader(app: "App") -> TextReader:
    """The keys of the app, one group per page."""
    pages = [
        msg(page)
        for page in ("keys-page-menus", "keys-page-game", "keys-page-history", "keys-page-speech", "voice-keys-help")
    ]
    return TextReader(app, msg("keys-title"), pages, help_id="help-reader")
