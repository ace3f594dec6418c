"""Synthesize the cue set into sounds/*.wav: small mono 16-bit files, each clearly its own sound.

Run from anywhere: `python tools/make_sounds.py` (stdlib only). The output is deterministic, so
the committed files are exactly what this script makes.
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from pathlib import Path
from typing import Callable, Iterable

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "sounds"
Wave = Callable[[float], float]


# --- waveforms (phase in cycles) -------------------------------------------------------------


def sine(phase: float) -> float:
    """A pure tone."""
    return math.sin(2 * math.pi * phase)


def triangle(phase: float) -> float:
    """Soft, flute-like."""
    p = phase % 1.0
    return 4 * p - 1 if p < 0.5 else 3 - 4 * p


def square(phase: float) -> float:
    """Hollow and buzzy, softened by a few harmonics only."""
    return sum(math.sin(2 * math.pi * k * phase) / k for k in (1, 3, 5, 7)) * 0.9


def brass(phase: float) -> float:
    """A band-limited sawtooth: bright, trumpet-like."""
    return sum(math.sin(2 * math.pi * k * phase) / k for k in range(1, 9)) * 0.6


def nasal(phase: float) -> float:
    """Strong upper harmonics, like a duck's quack."""
    return 0.3 * sine(phase) + 0.5 * sine(3 * phase) + 0.4 * sine(5 * phase) + 0.3 * sine(7 * phase)


# --- building blocks -------------------------------------------------------------------------


def silence(seconds: float) -> list[float]:
    """An empty stretch."""
    return [0.0] * int(seconds * RATE)


def tone(
    start_hz: float,
    seconds: float,
    end_hz: float | None = None,
    wave: Wave = sine,
    attack: float = 0.005,
    decay: float | None = None,
    vibrato: tuple[float, float] = (0.0, 0.0),
    tremolo: tuple[float, float] = (0.0, 0.0),
) -> list[float]:
    """A note gliding from start_hz to end_hz (exponentially), with an envelope and modulation."""
    end_hz = start_hz if end_hz is None else end_hz
    count = int(seconds * RATE)
    out: list[float] = []
    phase = 0.0
    vib_hz, vib_depth = vibrato
    trem_hz, trem_depth = tremolo
    for i in range(count):
        t = i / RATE
        frac = i / max(1, count - 1)
        hz = start_hz * (end_hz / start_hz) ** frac
        if vib_depth:
            hz *= 1 + vib_depth * math.sin(2 * math.pi * vib_hz * t)
        phase += hz / RATE
        level = min(1.0, t / attack) if attack > 0 else 1.0
        if decay is not None:
            level *= math.exp(-t / decay)
        release = min(1.0, (count - i) / (0.006 * RATE))
        if trem_depth:
            level *= 1 - trem_depth * (0.5 + 0.5 * math.sin(2 * math.pi * trem_hz * t))
        out.append(wave(phase) * level * release)
    return out


def bell(hz: float, seconds: float, decay: float = 0.15, ratio: float = 3.5, index: float = 2.0) -> list[float]:
    """An FM bell: inharmonic partials that ring and fade."""
    count = int(seconds * RATE)
    out = []
    for i in range(count):
        t = i / RATE
        level = math.exp(-t / decay) * min(1.0, t / 0.002)
        modulator = index * math.exp(-t / (decay * 0.7)) * math.sin(2 * math.pi * hz * ratio * t)
        release = min(1.0, (count - i) / (0.006 * RATE))
        out.append(math.sin(2 * math.pi * hz * t + modulator) * level * release)
    return out


def noise(
    seconds: float, seed: int, smooth: float = 0.0, decay: float | None = None, attack: float = 0.002
) -> list[float]:
    """White noise; `smooth` 0..0.99 low-passes it (darker), negative values high-pass it."""
    rng = random.Random(seed)
    count = int(seconds * RATE)
    out = []
    low = 0.0
    for i in range(count):
        t = i / RATE
        x = rng.uniform(-1, 1)
        low = low * abs(smooth) + x * (1 - abs(smooth))
        sample = low if smooth >= 0 else x - low
        level = min(1.0, t / attack) if attack > 0 else 1.0
        if decay is not None:
            level *= math.exp(-t / decay)
        release = min(1.0, (count - i) / (0.004 * RATE))
        out.append(sample * level * release)
    return out


def click(hz: float, seconds: float = 0.03, seed: int = 1) -> list[float]:
    """A short knock: a fast-decaying tone with a touch of noise (wood, teeth, a die)."""
    body = tone(hz, seconds, hz * 0.8, attack=0.0005, decay=seconds / 5)
    grit = noise(seconds, seed, smooth=0.3, decay=seconds / 8, attack=0.0005)
    return mix((0.0, body), (0.0, scale(grit, 0.5)))


def scale(samples: list[float], gain: float) -> list[float]:
    """Samples times a gain."""
    return [s * gain for s in samples]


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Lay (start seconds, samples) parts over one another."""
    length = max(int(start * RATE) + len(samples) for start, samples in parts)
    out = [0.0] * length
    for start, samples in parts:
        offset = int(start * RATE)
        for i, s in enumerate(samples):
            out[offset + i] += s
    return out


def sequence(notes: Iterable[list[float]], gap: float = 0.0) -> list[float]:
    """Notes one after another."""
    out: list[float] = []
    for note in notes:
        out.extend(note)
        out.extend(silence(gap))
    return out


def lowpass(samples: list[float], amount: float) -> list[float]:
    """A one-pole low-pass filter (amount 0..0.99: higher is darker)."""
    out = []
    y = 0.0
    for s in samples:
        y = y * amount + s * (1 - amount)
        out.append(y)
    return out


def note(name: str) -> float:
    """The frequency of a note name like "C5" or "F#4"."""
    names = {
        "C": -9,
        "C#": -8,
        "D": -7,
        "D#": -6,
        "E": -5,
        "F": -4,
        "F#": -3,
        "G": -2,
        "G#": -1,
        "A": 0,
        "A#": 1,
        "B": 2,
    }
    pitch, octave = name[:-1], int(name[-1])
    return 440.0 * 2 ** ((names[pitch] + 12 * (octave - 4)) / 12)


# --- the cues --------------------------------------------------------------------------------


def make_cues() -> dict[str, tuple[list[float], float]]:
    """Every cue: (samples, peak level). Meanings are in design.md, "Sounds"."""
    n = note
    cues: dict[str, tuple[list[float], float]] = {}

    # Navigation: short and quiet, heard hundreds of times.
    cues["move"] = (tone(1046, 0.035, 1100, attack=0.001, decay=0.012), 0.45)
    cues["edge"] = (
        mix((0, tone(140, 0.09, 70, attack=0.001, decay=0.03)), (0, noise(0.03, 2, smooth=0.8, decay=0.008))),
        0.8,
    )
    cues["invalid"] = (
        sequence([tone(233, 0.09, wave=square, decay=0.2), tone(196, 0.13, wave=square, decay=0.2)], gap=0.02),
        0.7,
    )

    # Turns and chance.
    rng = random.Random(7)
    rattle = [
        (t, click(rng.uniform(900, 1600), 0.035, seed=i))
        for i, t in enumerate((0.0, 0.045, 0.1, 0.13, 0.19, 0.24, 0.28))
    ]
    cues["dice"] = (mix(*rattle), 0.8)
    cues["your-turn"] = (
        mix((0, bell(n("E5"), 0.3, 0.12, 2.0, 1.2)), (0.12, bell(n("A5"), 0.28, 0.12, 2.0, 1.2))),
        0.75,
    )

    # Scores.
    cues["score-up"] = (
        sequence(
            [tone(n(p), 0.07, wave=triangle, decay=0.1) for p in ("C5", "E5", "G5")]
            + [tone(n("C6"), 0.12, wave=triangle, decay=0.08)]
        ),
        0.75,
    )
    cues["score-down"] = (
        sequence(
            [tone(n(p), 0.08, wave=triangle, decay=0.12) for p in ("G4", "E4")]
            + [tone(n("C4"), 0.16, wave=triangle, decay=0.1)]
        ),
        0.75,
    )
    cues["bonus"] = (
        mix(*[(0.045 * i, bell(n(p), 0.2, 0.08, 1.41, 1.5)) for i, p in enumerate(("C6", "E6", "G6", "C7", "E7"))]),
        0.7,
    )
    cues["joker"] = (tone(220, 0.35, 880, wave=triangle, decay=0.4, vibrato=(14, 0.12)), 0.75)
    cues["zero"] = (
        mix((0, tone(330, 0.16, 150, attack=0.003, decay=0.06)), (0.0, noise(0.02, 3, smooth=0.5, decay=0.005))),
        0.75,
    )
    buzz = tone(110, 0.34, 104, wave=brass, attack=0.004, tremolo=(22, 0.5))
    cues["penalty"] = (mix((0, buzz), (0, scale(lowpass(noise(0.34, 12, attack=0.004, decay=0.2), 0.6), 0.12))), 0.7)

    # Areas and boards.
    chord = [(0.0, tone(n(p), 0.4, wave=triangle, decay=0.16)) for p in ("C5", "E5", "G5")]
    cues["area-complete"] = (mix(*chord, (0.0, bell(n("C6"), 0.4, 0.12, 2.0, 0.8))), 0.75)
    cues["area-first"] = (
        sequence(
            [
                lowpass(tone(n(p), d, wave=brass, attack=0.01), 0.45)
                for p, d in (("G4", 0.07), ("C5", 0.07), ("E5", 0.07), ("G5", 0.18))
            ],
            gap=0.012,
        ),
        0.75,
    )
    cues["treasure-found"] = (
        mix(*[(0.06 * i, bell(n(p), 0.25, 0.1, 3.0, 2.5)) for i, p in enumerate(("G5", "B5", "D6", "G6"))]),
        0.75,
    )
    cues["treasure-wrong"] = (
        lowpass(tone(311, 0.36, 196, wave=brass, attack=0.02, decay=0.4, vibrato=(5, 0.03)), 0.4),
        0.7,
    )
    cues["blank"] = (lowpass(noise(0.22, 4, smooth=0.0, attack=0.08, decay=0.06), 0.7), 0.6)
    cues["box-turn"] = (mix((0, click(420, 0.05, 5)), (0.07, click(310, 0.06, 6))), 0.8)
    cues["card"] = (noise(0.07, 8, smooth=-0.6, attack=0.001, decay=0.015), 0.7)
    cues["event"] = (bell(660, 0.18, 0.07, 1.0, 1.0), 0.65)
    cues["marker"] = (mix((0, click(1250, 0.05, 9)), (0.0, tone(1250, 0.08, attack=0.0005, decay=0.02))), 0.75)
    cues["shift"] = (tone(400, 0.2, 950, wave=triangle, attack=0.02, decay=0.25), 0.7)
    cues["game-over"] = (
        sequence([bell(n(p), d, 0.2, 2.0, 1.0) for p, d in (("G4", 0.18), ("E4", 0.18), ("D4", 0.18), ("C4", 0.5))]),
        0.8,
    )

    # Ramses treasures: twelve little motifs a player learns to name.
    squawk = lambda: tone(1800, 0.09, 2600, wave=nasal, attack=0.004, vibrato=(45, 0.08))  # noqa: E731
    cues["treasure-parrot"] = (sequence([squawk(), squawk()], gap=0.04), 0.7)
    cues["treasure-trumpet"] = (
        sequence(
            [
                lowpass(tone(n("G4"), 0.1, wave=brass, attack=0.015), 0.3),
                lowpass(tone(n("C5"), 0.26, wave=brass, attack=0.015, vibrato=(6, 0.01)), 0.3),
            ],
            gap=0.02,
        ),
        0.75,
    )
    cues["treasure-sphinx"] = (
        mix(
            (0, tone(n("A2"), 0.45, wave=triangle, attack=0.18, decay=0.5)),
            (0, tone(n("E3"), 0.45, wave=triangle, attack=0.2, decay=0.5)),
            (0.05, tone(n("C4"), 0.4, attack=0.2, decay=0.3, vibrato=(5, 0.01))),
        ),
        0.75,
    )

    def woof(seed: int) -> list[float]:
        """One bark of the sacred dog."""
        return mix(
            (0, tone(320, 0.11, 150, wave=brass, attack=0.005, decay=0.06)),
            (0, noise(0.11, seed, smooth=0.6, decay=0.04)),
        )

    cues["treasure-dog"] = (sequence([woof(10), woof(11)], gap=0.06), 0.8)
    cues["treasure-mummy"] = (
        tone(330, 0.45, 220, wave=triangle, attack=0.05, decay=0.6, vibrato=(5, 0.04), tremolo=(7, 0.5)),
        0.7,
    )
    cues["treasure-dentures"] = (
        mix(
            *[
                (0.16 * group + 0.04 * i, click(2600 - 400 * i, 0.025, 20 + 3 * group + i))
                for group in range(2)
                for i in range(3)
            ]
        ),
        0.75,
    )
    cues["treasure-glasses"] = (
        mix(
            (0, bell(2400, 0.35, 0.09, 1.53, 0.6)),
            (0.0, bell(3700, 0.3, 0.06, 1.21, 0.4)),
            (0.08, bell(2400, 0.25, 0.07, 1.53, 0.6)),
        ),
        0.6,
    )
    quack = lambda: tone(520, 0.12, 380, wave=nasal, attack=0.004, decay=0.15, tremolo=(40, 0.4))  # noqa: E731
    cues["treasure-duck"] = (sequence([quack(), quack()], gap=0.05), 0.75)
    cues["treasure-scarab"] = (tone(170, 0.3, 240, wave=nasal, attack=0.03, decay=0.35, tremolo=(55, 0.9)), 0.7)
    cues["treasure-crown"] = (
        mix(
            *[
                (0.07 * i, tone(n(p), 0.3 - 0.05 * i, wave=brass, attack=0.01, decay=0.15))
                for i, p in enumerate(("C5", "E5", "G5"))
            ],
            (0.21, bell(n("C6"), 0.2, 0.1, 2.0, 1.0)),
        ),
        0.75,
    )
    cues["treasure-cat"] = (
        lowpass(
            sequence(
                [
                    tone(500, 0.12, 800, wave=nasal, attack=0.03, vibrato=(6, 0.02)),
                    tone(800, 0.2, 420, wave=nasal, decay=0.25, vibrato=(6, 0.02)),
                ]
            ),
            0.35,
        ),
        0.7,
    )
    cues["treasure-papyrus"] = (
        mix(*[(0.05 * i, noise(0.07, 60 + i, smooth=-0.2, attack=0.01, decay=0.025)) for i in range(6)]),
        0.55,
    )
    return cues


def write_wav(path: Path, samples: list[float], peak: float) -> None:
    """Normalize to `peak` and write mono 16-bit PCM at RATE."""
    top = max((abs(s) for s in samples), default=0.0) or 1.0
    gain = peak / top
    pcm = array("h", (int(max(-1.0, min(1.0, s * gain)) * 32767) for s in samples))
    if sys.byteorder == "big":
        pcm.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())


def main(folder: Path = OUT) -> int:
    """Write every cue and list them with their lengths."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, (samples, peak) in make_cues().items():
        write_wav(folder / f"{name}.wav", samples, peak)
        print(f"{name:20} {len(samples) / RATE:5.2f} s")
    return 0


def cli() -> int:
    """Parse the command line (a folder, sounds/ by default) and write the cues there."""
    import argparse

    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=OUT, help=f"where the cues go (default {OUT})")
    return main(parser.parse_args().folder)


if __name__ == "__main__":
    raise SystemExit(cli())
