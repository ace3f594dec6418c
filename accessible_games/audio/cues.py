"""Sound cues: short WAV files from sounds/, played with volume and left-right pan."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from ..resources import resource_dir
from .mixer import Mixer, open_mixer

CUE_NAMES: tuple[str, ...] = (
    "move",
    "edge",
    "invalid",
    "dice",
    "your-turn",
    "score-up",
    "score-down",
    "bonus",
    "joker",
    "zero",
    "penalty",
    "area-complete",
    "area-first",
    "treasure-found",
    "treasure-wrong",
    "blank",
    "box-turn",
    "card",
    "event",
    "marker",
    "shift",
    "game-over",
    "treasure-parrot",
    "treasure-trumpet",
    "treasure-sphinx",
    "treasure-dog",
    "treasure-mummy",
    "treasure-dentures",
    "treasure-glasses",
    "treasure-duck",
    "treasure-scarab",
    "treasure-crown",
    "treasure-cat",
    "treasure-papyrus",
)
"""Every cue the games may ask for; tools/make_sounds.py makes one file for each."""

NO_DEVICE = "speech-cue-no-device"
MISSING = "speech-cue-missing"
BROKEN = "speech-cue-broken"


def sounds_dir() -> Path:
    """The folder that holds the cue files (in a checkout or an installed copy)."""
    return resource_dir("sounds")


def pan_volumes(volume: float, pan: float) -> tuple[float, float]:
    """Left and right gains for a pan of -1 (left) .. 1 (right); the centre keeps full volume."""
    pan = max(-1.0, min(1.0, pan))
    return volume * min(1.0, 1.0 - pan), volume * min(1.0, 1.0 + pan)


class CuePlayer:
    """Plays cues by name; without a device or a file it does nothing and reports it once."""

    def __init__(
        self,
        mixer: Mixer | None = None,
        volume: int = 80,
        enabled: bool = True,
        folder: Path | None = None,
        on_problem: Callable[[str], None] | None = None,
    ) -> None:
        self.volume = volume
        self.enabled = enabled
        self.folder = folder if folder is not None else sounds_dir()
        self.problems: list[str] = []
        self._on_problem = on_problem
        self._mixer = mixer
        self._sounds: dict[str, Any] = {}
        self._failed: set[str] = set()

    def play(self, name: str, pan: float = 0.0) -> bool:
        """Play cue `name` panned -1..1; True when it reached the mixer."""
        if not self.enabled or self.volume <= 0:
            return False
        mixer = self._device()
        if mixer is None:
            return False
        sound = self._sound(mixer, name)
        if sound is None:
            return False
        channel = mixer.cue_channel()
        if channel is None:
            return False
        channel.set_volume(*pan_volumes(self.volume / 100, pan))  # before play: no sample unpanned
        channel.play(sound)
        return True

    def set_volume(self, volume: int) -> None:
        """Cue volume 0-100 from the next cue on (0 silences cues)."""
        self.volume = max(0, min(100, volume))

    def preload(self, names: tuple[str, ...] = CUE_NAMES) -> None:
        """Load cues ahead of time so the first play of each is instant."""
        mixer = self._device()
        if mixer is not None:
            for name in names:
                self._sound(mixer, name)

    def stop(self) -> None:
        """Stop every cue now playing (speech keeps its own channel)."""
        mixer = self._device()
        if mixer is not None:
            for sound in self._sounds.values():
                sound.stop()

    def _device(self) -> Mixer | None:
        """The open mixer, opened on first use; None (reported once) without a device."""
        if self._mixer is None:
            self._mixer = open_mixer()
        if not self._mixer.ok:
            self._report(NO_DEVICE)
            return None
        return self._mixer

    def _sound(self, mixer: Mixer, name: str) -> Any:
        """The cached Sound for `name`, loading it the first time; None when missing or broken."""
        sound = self._sounds.get(name)
        if sound is not None or name in self._failed:
            return sound
        path = self.folder / f"{name}.wav"
        if not path.is_file():
            self._failed.add(name)
            self._report(MISSING)
            return None
        try:
            sound = mixer.sound_from_file(str(path))
        except Exception:
            self._failed.add(name)
            self._report(BROKEN)
            return None
        self._sounds[name] = sound
        return sound

    def _report(self, message_id: str) -> None:
        """Tell the app about a problem, once per kind."""
        if message_id in self.problems:
            return
        self.problems.append(message_id)
        if self._on_problem is not None:
            self._on_problem(message_id)
