"""Sound cues: every cue exists, is small and audible, sounds unlike the others, and plays (or quietly not)."""

from __future__ import annotations

import cmath
import itertools
import math
import os
import wave
from array import array
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from accessible_games.audio import cues
from accessible_games.audio.cues import CUE_NAMES, CuePlayer, pan_volumes, sounds_dir
from accessible_games.audio.mixer import Mixer, open_mixer, to_mixer_format

ROOT = Path(__file__).resolve().parent.parent
FRAME = 512
BAND_EDGES = [100 * 80 ** (i / 12) for i in range(13)]
"""Twelve half-octave bands from 100 Hz to 8 kHz."""


def read(path: Path) -> tuple[list[float], int]:
    """Samples (-1..1) and rate of a mono 16-bit WAV."""
    with wave.open(str(path)) as wav:
        assert (wav.getnchannels(), wav.getsampwidth()) == (1, 2)
        samples = array("h")
        samples.frombytes(wav.readframes(wav.getnframes()))
        return [s / 32768 for s in samples], wav.getframerate()


def fft(x: list[complex]) -> list[complex]:
    """Radix-2 FFT (len(x) a power of two)."""
    if len(x) == 1:
        return x
    even, odd = fft(x[0::2]), fft(x[1::2])
    turned = [cmath.exp(-2j * math.pi * k / len(x)) * odd[k] for k in range(len(x) // 2)]
    return [even[k] + turned[k] for k in range(len(x) // 2)] + [even[k] - turned[k] for k in range(len(x) // 2)]


HANN = [0.5 - 0.5 * math.cos(2 * math.pi * i / FRAME) for i in range(FRAME)]


def band_energies(frame: list[float], rate: int) -> list[float]:
    """Energy of one windowed frame in each band."""
    padded = frame + [0.0] * (FRAME - len(frame))
    spectrum = fft([complex(s * w) for s, w in zip(padded, HANN)])
    energies = [0.0] * 12
    for k in range(1, FRAME // 2):
        hz = k * rate / FRAME
        for band in range(12):
            if BAND_EDGES[band] <= hz < BAND_EDGES[band + 1]:
                energies[band] += abs(spectrum[k]) ** 2
                break
    return energies


def signature(samples: list[float], rate: int) -> list[float]:
    """What the ear tells apart: the spectrum of each third of the cue, and its loudness contour."""
    frames = [band_energies(samples[i : i + FRAME], rate) for i in range(0, len(samples), FRAME)]
    vector: list[float] = []
    for third in range(3):
        chosen = frames[third * len(frames) // 3 : (third + 1) * len(frames) // 3] or frames[-1:]
        energies = [sum(f[band] for f in chosen) for band in range(12)]
        total = sum(energies) or 1e-12
        vector += [math.log10(e / total + 1e-4) for e in energies]
    eighth = max(1, len(samples) // 8)
    contour = [math.sqrt(sum(s * s for s in samples[i * eighth : (i + 1) * eighth]) / eighth) for i in range(8)]
    top = max(contour) or 1.0
    return vector + [2 * c / top for c in contour]


def distance(a: list[float], b: list[float]) -> float:
    """Root mean square difference of two signatures."""
    return math.sqrt(sum((x - y) ** 2 for x, y in zip(a, b)) / len(a))


@pytest.fixture(scope="module")
def library() -> dict[str, tuple[float, list[float], float]]:
    """name -> (seconds, signature, rms) for every committed cue."""
    out = {}
    for name in CUE_NAMES:
        samples, rate = read(sounds_dir() / f"{name}.wav")
        assert rate == 22050
        rms = math.sqrt(sum(s * s for s in samples) / len(samples))
        out[name] = (len(samples) / rate, signature(samples, rate), rms)
    return out


def test_the_cue_set_is_exactly_the_list_games_use() -> None:
    """One file per cue name, nothing missing, nothing extra."""
    assert sorted(p.stem for p in sounds_dir().glob("*.wav")) == sorted(CUE_NAMES)


def test_committed_files_are_what_the_script_makes(tmp_path: Path) -> None:
    """tools/make_sounds.py is the source of the cues: running it again gives the same bytes."""
    import runpy

    module = runpy.run_path(str(ROOT / "tools" / "make_sounds.py"))
    module["main"](tmp_path)
    for name in CUE_NAMES:
        assert (tmp_path / f"{name}.wav").read_bytes() == (sounds_dir() / f"{name}.wav").read_bytes(), name


def test_cues_are_short_and_audible(library: dict[str, tuple[float, list[float], float]]) -> None:
    """Mostly under 0.45 s (game over may take a second), and none is near silence."""
    for name, (seconds, _signature, rms) in library.items():
        assert seconds <= (1.1 if name == "game-over" else 0.46), name
        assert rms > 0.04, name


def test_every_pair_of_cues_sounds_clearly_different(library: dict[str, tuple[float, list[float], float]]) -> None:
    """Each pair differs in spectrum and contour, or (less so) in spectrum and length by half again."""
    close = []
    for (a, (len_a, sig_a, _)), (b, (len_b, sig_b, _)) in itertools.combinations(library.items(), 2):
        apart = distance(sig_a, sig_b)
        longer = max(len_a, len_b) / min(len_a, len_b)
        if not (apart >= 0.6 or (apart >= 0.4 and longer >= 1.5)):
            close.append((a, b, round(apart, 3), round(longer, 2)))
    assert close == []


def test_the_signature_ignores_loudness_but_not_pitch_direction() -> None:
    """The measure used above: same sound quieter is the same; the same notes reversed are not."""
    samples, rate = read(sounds_dir() / "score-up.wav")
    base = signature(samples, rate)
    assert distance(base, signature([s * 0.3 for s in samples], rate)) < 0.05
    assert distance(base, signature(samples[::-1], rate)) > 0.3


# --- the player ----------------------------------------------------------------------------


def test_pan_keeps_the_centre_at_full_volume() -> None:
    """Left edge: right side silent; centre: both full; right of centre: left side softer."""
    assert pan_volumes(1.0, -1.0) == (1.0, 0.0)
    assert pan_volumes(1.0, 0.0) == (1.0, 1.0)
    assert pan_volumes(0.5, 0.5) == (0.25, 0.5)
    assert pan_volumes(1.0, 7.0) == (0.0, 1.0)


def test_a_cue_plays_panned_on_a_channel_other_than_speech() -> None:
    """Cues never take the speech channel."""
    mixer = open_mixer()
    player = CuePlayer(mixer, volume=100)
    assert player.play("dice", pan=-0.8)
    busy = [i for i in range(1, 24) if mixer._pygame.mixer.Channel(i).get_busy()]
    assert busy and not mixer.speech_channel().get_busy()
    player.stop()
    assert player.problems == []


def test_missing_cue_is_a_silent_no_op_reported_once(tmp_path: Path) -> None:
    """A missing file: nothing plays, nothing raises, one problem message for the app."""
    heard: list[str] = []
    player = CuePlayer(open_mixer(), folder=tmp_path, on_problem=heard.append)
    assert not player.play("dice")
    assert not player.play("dice")
    assert not player.play("edge")
    assert heard == [cues.MISSING] and player.problems == [cues.MISSING]


def test_broken_cue_file_is_a_silent_no_op(tmp_path: Path) -> None:
    """A damaged file: nothing plays, one problem."""
    (tmp_path / "dice.wav").write_bytes(b"RIFF....not a wave at all")
    player = CuePlayer(open_mixer(), folder=tmp_path)
    assert not player.play("dice")
    assert player.problems == [cues.BROKEN]


def test_no_audio_device_makes_cues_quiet_no_ops() -> None:
    """No device: play does nothing and says so once."""
    heard: list[str] = []
    player = CuePlayer(Mixer(ok=False, error="none"), on_problem=heard.append)
    player.preload()
    assert not player.play("move")
    assert not player.play("edge", pan=1.0)
    player.stop()
    assert heard == [cues.NO_DEVICE]


def test_cues_off_or_at_zero_volume_play_nothing() -> None:
    """The sound setting and the cue volume are obeyed."""
    assert not CuePlayer(open_mixer(), enabled=False).play("move")
    player = CuePlayer(open_mixer(), volume=50)
    player.set_volume(0)
    assert not player.play("move")
    player.set_volume(140)
    assert player.volume == 100 and player.play("move")


def test_samples_are_converted_to_the_mixer_format() -> None:
    """Mono 22050 Hz to stereo, and to 44100 Hz by repeating samples."""
    mono = array("h", [1, -2, 3]).tobytes()
    assert array("h", to_mixer_format(mono, 22050, 1, 22050, 2)).tolist() == [1, 1, -2, -2, 3, 3]
    assert array("h", to_mixer_format(mono, 22050, 1, 44100, 1)).tolist() == [1, 1, -2, -2, 3, 3]
    stereo = array("h", [5, 6, 7, 8]).tobytes()
    assert array("h", to_mixer_format(stereo, 22050, 2, 22050, 1)).tolist() == [5, 7]


PAN_CHECK = r"""
import array, os, sys, time
from accessible_games.audio.cues import CuePlayer
from accessible_games.audio.mixer import open_mixer

mixer = open_mixer()
player = CuePlayer(mixer, volume=100)
assert player.play("dice", pan=float(sys.argv[1]))
deadline = time.monotonic() + 20
while mixer._pygame.mixer.get_busy() and time.monotonic() < deadline:  # the cue plays to its end, however slowly
    time.sleep(0.05)
time.sleep(0.2)
mixer.close()
samples = array.array("h")
samples.frombytes(open(os.environ["SDL_DISKAUDIOFILE"], "rb").read())
left, right = samples[0::2], samples[1::2]
print(max(map(abs, left)), max(map(abs, right)))
"""


def _captured_peaks(tmp_path: Path, pan: float) -> tuple[int, int]:
    """The loudest left and right samples the mixer wrote while one cue played at this pan (SDL's disk driver)."""
    import subprocess
    import sys

    out = tmp_path / f"out{pan}.raw"
    env = dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(out))
    result = subprocess.run(
        [sys.executable, "-c", PAN_CHECK, str(pan)], env=env, cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    left, right = map(int, result.stdout.split())
    return left, right


def test_a_cue_panned_hard_left_is_silent_on_the_right(tmp_path: Path) -> None:
    """Captured from the mixer: centred, both sides sound; panned left, the right side is silent. Each cue is
    captured by a run of its own, so how fast a loaded machine writes the sound cannot mix the two."""
    centre_left, centre_right = _captured_peaks(tmp_path, 0.0)
    left, right = _captured_peaks(tmp_path, -1.0)
    assert centre_left > 5000 and centre_right > 5000
    assert left > 5000 and right == 0
