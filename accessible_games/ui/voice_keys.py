"""Voice keys, on every screen: F5/F6 speech rate, F7/F8 speech volume, F9/F10 sound cue volume.

Each press changes the setting by one step, says the new value at once (in the new rate or
volume, so the player hears the change) and saves it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.messages import Msg, msg
from ..settings import NUMBERS

if TYPE_CHECKING:
    from .app import App

VOICE_KEYS: dict[str, tuple[str, int]] = {
    "f5": ("rate", -1),
    "f6": ("rate", 1),
    "f7": ("volume", -1),
    "f8": ("volume", 1),
    "f9": ("cue_volume", -1),
    "f10": ("cue_volume", 1),
}
"""Key -> (setting, direction). F1-F4 are help, rules and repeat; F9/F10 for sound as in PlayPalace."""
OWN_VOICE_ROUTES = ("screenreader", "lines")
"""Routes where the player's screen reader speaks: the app's rate and volume do not apply."""


def handle_voice_key(app: "App", key: str) -> bool:
    """Change rate, speech volume or cue volume for `key`; False when `key` is not a voice key."""
    if key not in VOICE_KEYS:
        return False
    setting, direction = VOICE_KEYS[key]
    low, high, step = NUMBERS[setting]
    old = getattr(app.settings, setting)
    new = max(low, min(high, old + direction * step))
    if new == old:
        app.cue("edge")
    else:
        setattr(app.settings, setting, new)
        app.settings_changed()
    if setting == "cue_volume":
        app.cue("move")  # heard at the new volume
    app.say(voice_key_msg(app, setting, new))
    return True


def voice_key_msg(app: "App", setting: str, value: int) -> Msg:
    """'Speech rate 60 percent' (with a note when the screen reader keeps its own rate and volume)."""
    route = getattr(app.announcer.speaker, "name", "")
    own = setting in ("rate", "volume") and route in OWN_VOICE_ROUTES
    return msg(f"voice-key-{setting.replace('_', '-')}", value=value, own=own)


def voice_keys_help() -> Msg:
    """The F1 line listing the voice keys."""
    return msg("voice-keys-help")
