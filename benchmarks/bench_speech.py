"""Speech latency on the tts route, and pyttsx3's own say()/save_to_file() for comparison.

Figures (p50 / p95 / max, milliseconds):
1. key press (the speak() call) -> first speech samples handed to the mixer (Channel.play),
   messages of 10 to 200 characters in ru, en and fr: new texts (synthesized) and repeats (cache);
   (each message is spoken new, then at once again, as when walking a menu back and forth;
   the second time comes from the audio cache when the utterance is short enough to be kept);
2. key press -> previous speech stopped (speak(interrupt=True) returning with the old sound gone);
3. the same messages through pyttsx3's own engine: say() + runAndWait(), and
   save_to_file() + runAndWait(), in a separate process (espeak-ng initializes once per process).

Run: SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 .venv/bin/python benchmarks/bench_speech.py
(with no sound card, SDL's dummy driver consumes samples in real time, like a device would).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.audio.mixer import open_mixer  # noqa: E402
from accessible_games.speech.base import Voice  # noqa: E402
from accessible_games.speech.espeak import espeak_synth  # noqa: E402
from accessible_games.speech.tts import TtsSpeaker  # noqa: E402

TEMPLATES: dict[str, list[str]] = {
    "en": [
        "Play {n}",
        "Row {n}, column 4, empty.",
        "Anna rolled {n}, 3 and 5. Write 5 on the right skewer.",
        "Plus fifteen. Row {n}, column 4. The right skewer is complete: 5 acorns. Boris is next; he has 42 points and needs 19 more to win.",
        "Anna rolled {n}, 3 and 5 and wrote fifteen in row four, column six. The row is complete and scores a bonus of ten. "
        "Boris is next with forty-two points; first to sixty-one wins. Well done!",
    ],
    "ru": [
        "Играть {n}",
        "Ряд {n}, столбец 4, пусто.",
        "Анна выбросила {n}, 3 и 5. Записать 5 на правую шпажку.",
        "Плюс пятнадцать. Ряд {n}, столбец 4. Правая шпажка заполнена: 5 желудей. Ходит Борис; у него 42 очка.",
        "Анна выбросила {n}, 3 и 5 и записала пятнадцать в ряд четыре, столбец шесть. Ряд заполнен, бонус десять. "
        "Ходит Борис, у него сорок два очка; побеждает тот, кто первым наберёт шестьдесят одно очко.",
    ],
    "fr": [
        "Jouer {n}",
        "Rangée {n}, colonne 4, vide.",
        "Anna a fait {n}, 3 et 5. Écrire 5 sur la brochette de droite.",
        "Plus quinze. Rangée {n}, colonne 4. La brochette de droite est complète : 5 glands. Au tour de Boris, qui a 42 points.",
        "Anna a fait {n}, 3 et 5 et a écrit quinze en rangée quatre, colonne six. La rangée est complète : bonus de dix. "
        "Au tour de Boris, qui a quarante-deux points ; le premier à soixante et un gagne.",
    ],
}
ROUNDS = 12
"""Each template is spoken with ROUNDS different numbers: new texts, so each is synthesized."""


def messages(lang: str) -> list[str]:
    """The benchmark's messages for one language, each at most 200 characters."""
    out = [template.format(n=n) for n in range(1, ROUNDS + 1) for template in TEMPLATES[lang]]
    assert all(len(text) <= 200 for text in out), max(out, key=len)
    return out


def summary(values_ms: list[float]) -> str:
    """p50 / p95 / max in milliseconds."""
    ordered = sorted(values_ms)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return f"{statistics.median(ordered):7.2f} {p95:7.2f} {ordered[-1]:7.2f}  (n={len(ordered)})"


class FirstAudio:
    """Receives the speaker's first-samples notifications."""

    def __init__(self) -> None:
        self.at: dict[str, float] = {}
        self.cond = threading.Condition()

    def __call__(self, text: str, at: float) -> None:
        with self.cond:
            self.at[text] = at
            self.cond.notify_all()

    def wait(self, text: str) -> float:
        with self.cond:
            assert self.cond.wait_for(lambda: text in self.at, 5.0), text
            return self.at.pop(text)


def bench_tts() -> dict[str, list[float]]:
    """First samples and stop latency on the tts route; every speak() is a key press (interrupt)."""
    mixer = open_mixer()
    assert mixer.ok, mixer.error
    channel = mixer.speech_channel()
    speaker = TtsSpeaker(espeak_synth(), mixer, Voice("en"))
    first = FirstAudio()
    speaker.on_first_audio = first
    results: dict[str, list[float]] = {"new": [], "repeat": [], "stop": [], "stopped": []}
    for lang in ("en", "ru", "fr"):
        speaker.set_voice(Voice(lang))
        speaker.speak(TEMPLATES[lang][0].format(n=0), True)  # warm the voice up
        first.wait(TEMPLATES[lang][0].format(n=0))
        for text in messages(lang):
            for _ in range(2):  # heard once, then again (a menu walked back and forth)
                time.sleep(0.03)  # the previous message is playing when the key comes
                kind = "repeat" if (text, lang, 50) in speaker.cache else "new"
                playing = channel.get_sound()
                start = time.perf_counter()
                speaker.speak(text, True)
                returned = time.perf_counter()
                sound_now = channel.get_sound()
                results["stopped"].append(float(playing is not None and sound_now is not playing))
                if playing is not None:
                    results["stop"].append((returned - start) * 1000)
                results[kind].append((first.wait(text) - start) * 1000)
    speaker.close()
    return results


PYTTSX3_SCRIPT = r"""
import json, os, sys, tempfile, time
sys.stdout.flush()
devnull = os.open(os.devnull, os.O_WRONLY)
saved = os.dup(1)
os.dup2(devnull, 1); os.dup2(devnull, 2)   # pyttsx3 prints "Audio saved to"; aplay is absent here
import ctypes, espeakng_loader
ctypes.CDLL(espeakng_loader.get_library_path(), mode=ctypes.RTLD_GLOBAL)
os.environ["ESPEAK_DATA_PATH"] = espeakng_loader.get_data_path()
import pyttsx3
engine = pyttsx3.init()
voices = {"en": "gmw/en", "ru": "zle/ru", "fr": "roa/fr"}
texts = json.loads(sys.argv[1])
out = {"say": [], "save": []}
folder = tempfile.mkdtemp()
for lang, items in texts.items():
    engine.setProperty("voice", voices[lang])
    for text in items:
        start = time.perf_counter()
        engine.say(text)
        engine.runAndWait()
        out["say"].append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        engine.save_to_file(text, os.path.join(folder, "x.wav"))
        engine.runAndWait()
        out["save"].append((time.perf_counter() - start) * 1000)
os.write(saved, json.dumps(out).encode())
"""


def bench_pyttsx3() -> dict[str, list[float]]:
    """pyttsx3's own path for the same messages, in a fresh process."""
    texts = {lang: messages(lang) for lang in ("en", "ru", "fr")}
    done = subprocess.run(
        [sys.executable, "-c", PYTTSX3_SCRIPT, json.dumps(texts)],
        capture_output=True,
        text=True,
        timeout=600,
        env=dict(os.environ),
        cwd=Path(__file__).resolve().parent.parent,
    )
    if done.returncode != 0:
        raise RuntimeError(f"pyttsx3 benchmark failed with status {done.returncode}")
    return json.loads(done.stdout)


def main() -> int:
    """Run both and print the figures."""
    import shutil

    lengths = [len(text) for lang in ("en", "ru", "fr") for text in messages(lang)]
    print(f"messages: {len(lengths)} in ru, en and fr, {min(lengths)} to {max(lengths)} characters")
    tts = bench_tts()
    print("tts route (espeak-ng streaming into the pygame mixer), milliseconds: p50 p95 max")
    print(f"  key press -> first samples to mixer, text synthesized:        {summary(tts['new'])}")
    print(f"  key press -> first samples to mixer, text heard before, cached: {summary(tts['repeat'])}")
    print(f"  key press -> previous speech stopped:                        {summary(tts['stop'])}")
    print(f"  previous speech gone when speak() returned: {sum(tts['stopped']):.0f} of {len(tts['stopped'])}")
    py = bench_pyttsx3()
    aplay = "present" if shutil.which("aplay") else "absent, so say() spends no time playing"
    print(f"pyttsx3's own engine, same messages, milliseconds: p50 p95 max (aplay {aplay})")
    print(f"  say() + runAndWait():          {summary(py['say'])}")
    print(f"  save_to_file() + runAndWait(): {summary(py['save'])}")
    return 0


if __name__ == "__main__":
    import argparse

    argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0]).parse_args()
    raise SystemExit(main())
