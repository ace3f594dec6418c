"""User settings: what they are, their allowed values, and how they are loaded and saved."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from .files import BadFile, atomic_write_json, config_dir, read_json, set_aside
from .i18n import LANGUAGES, system_language

SPEECH_ROUTES: tuple[str, ...] = ("auto", "tts", "screenreader", "speechd", "lines", "silent")
CHOICES: dict[str, tuple[str, ...]] = {
    "lang": LANGUAGES,
    "speech": SPEECH_ROUTES,
    "verbosity": ("brief", "full"),
    "coordinates": ("first", "last", "off"),
    "turn_cue": ("on", "off"),
    "turn_reminder": ("off", "30", "60", "120"),  # seconds of quiet on your turn before a reminder
    "sound": ("on", "off"),
    "reconnect": ("10", "30", "60"),  # minutes an online table keeps trying to reach its server after a drop
    "chat": ("on", "off"),
}
AUDIO_BUFFERS: tuple[int, ...] = (256, 512, 1024, 2048, 4096)
"""Mixer buffer sizes in frames: the smallest answers keys soonest; larger ones suit devices that crackle."""
NUMBERS: dict[str, tuple[int, int, int]] = {  # key: (low, high, step)
    "rate": (0, 100, 5),
    "volume": (0, 100, 10),
    "cue_volume": (0, 100, 10),
}


MAX_VOICE_ID = 100


@dataclass
class Settings:
    """Every user setting, with its default."""

    lang: str = "en"
    speech: str = "auto"
    rate: int = 50
    volume: int = 100
    cue_volume: int = 80
    verbosity: str = "full"
    coordinates: str = "last"
    turn_cue: str = "on"
    turn_reminder: str = "off"
    sound: str = "on"
    audio_buffer: int = 256
    reconnect: str = "10"
    chat: str = "on"  # chat lines at online tables spoken, or muted
    voices: dict[str, str] = field(default_factory=dict)
    """The voice chosen for each language (an installed voice's identifier); none: the usual voice."""

    def to_json(self) -> dict[str, Any]:
        """Plain dict for the settings file."""
        return {"version": 1, **asdict(self)}

    @staticmethod
    def from_json(data: Any) -> "Settings":
        """Read known keys, keeping defaults for anything missing or out of range."""
        settings = Settings(lang=system_language())
        if not isinstance(data, dict):
            raise ValueError("settings must be an object")
        for f in fields(Settings):
            value = data.get(f.name)
            if f.name in CHOICES and value in CHOICES[f.name]:
                setattr(settings, f.name, value)
            elif f.name in NUMBERS and isinstance(value, int) and not isinstance(value, bool):
                low, high, _step = NUMBERS[f.name]
                setattr(settings, f.name, max(low, min(high, value)))
            elif f.name == "audio_buffer" and value in AUDIO_BUFFERS and not isinstance(value, bool):
                settings.audio_buffer = value
        settings.voices = valid_voices(data.get("voices"))
        return settings


def valid_voices(data: Any) -> dict[str, str]:
    """The voice choices of a settings file that make sense: a known language, a short plain identifier."""
    if not isinstance(data, dict):
        return {}
    return {
        lang: value
        for lang, value in data.items()
        if lang in LANGUAGES and isinstance(value, str) and 0 < len(value) <= MAX_VOICE_ID and value.isprintable()
    }


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """Load settings; on a bad file return defaults and the problem ("damaged"...), setting the file aside."""
    path = path or settings_path()
    if not path.exists():
        return Settings(lang=system_language()), None
    try:
        data = read_json(path)
        if not isinstance(data, dict):
            raise BadFile(path, "damaged")
        if isinstance(data.get("version"), int) and data["version"] > 1:
            raise BadFile(path, "newer")
        return Settings.from_json(data), None
    except (BadFile, ValueError) as error:
        reason = error.reason if isinstance(error, BadFile) else "damaged"
        set_aside(path)
        return Settings(lang=system_language()), reason


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write settings atomically; False when the folder cannot be written."""
    return write_settings(settings, path) is None


def write_settings(settings: Settings, path: Path | None = None) -> OSError | None:
    """Write settings atomically; the error when they could not be written (to say where and why)."""
    try:
        atomic_write_json(path or settings_path(), settings.to_json())
        return None
    except OSError as error:
        return error
