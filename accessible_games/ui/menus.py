"""Menus every screen may open: the settings, the rules and the keys (they depend on no other screen)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.messages import Msg, msg
from ..games import games, get_game
from ..settings import CHOICES, NUMBERS
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
        for key in ("lang", "speech", "rate", "volume", "cue_volume", "sound", "verbosity", "coordinates", "turn_cue"):
            items.append(Item(lambda key=key: self.setting_msg(key), adjust=lambda step, key=key: self.change(key, step), key=key))
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


class RulesMenu(Menu):
    """Choose a game to read its rules."""

    def __init__(self, app: "App") -> None:
        super().__init__(app, msg("rules-title"), help_id="help-menu")

    def build(self) -> list[Item]:
        """One item per game."""
        return [Item(msg(f"{name}-title"), lambda name=name: self.app.push(rules_reader(self.app, name)), key=name)
                for name in games()]


def rules_reader(app: "App", game_name: str) -> TextReader:
    """A reader over the game's rules sections."""
    game = get_game(game_name)
    pages = [msg(section) for section in game.rules_sections]
    reader = TextReader(app, msg("rules-of", game=msg(f"{game_name}-title")), pages, help_id="help-reader")
    reader.rules_of = game_name
    return reader


def keys_reader(app: "App") -> TextReader:
    """The keys of the app, one group per page."""
    pages = [msg(page) for page in ("keys-page-menus", "keys-page-game", "keys-page-history", "keys-page-speech")]
    return TextReader(app, msg("keys-title"), pages, help_id="help-reader")
