"""The cost of core.text.clean_text, which every spoken message and every outside name or chat line goes through.

Figures: microseconds per call (best of 5 runs of 20,000 calls), for a spoken line in English, French and
Russian, a chat line of 299 combining marks on 14 letters, and a 40-character name, with and without capping
stacked combining marks.

Run: .venv/bin/python benchmarks/bench_clean_text.py
"""

from __future__ import annotations

import sys
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.core import text  # noqa: E402

SAMPLES = {
    "English line": "Round 1. Rolled 3, 5 and 6. Water lilies, write 4 in lily 1 (1 acorn); leaf plus 5, total 5, 1 of 10",
    "French line": "Manche 1. Dés 3, 5 et 6. Nénuphars, écrire 4 dans le nénuphar 1 (1 gland) ; feuille plus 5, total 5, 1 sur 10",
    "Russian line": "Раунд 1. Выпало 3, 5 и 6. Лилии, записать 4 в лилию 1 (1 жёлудь); лист плюс 5, всего 5, 1 из 10",
    "stacked chat line": "".join(letter + "\u030a\u0353\u20dd" * 23 for letter in "Hello, friends") + "!",
    "name": "Anna-Maria Éloïse Жанна 李 😀 Nguyễn",
}
CALLS = 20_000


def per_call_us(function: object, sample: str) -> float:
    """The best of five runs, in microseconds a call."""
    timer = timeit.Timer(lambda: function(sample))  # type: ignore[operator]
    return min(timer.repeat(5, CALLS)) / CALLS * 1e6


def main() -> None:
    """Print one row a sample: with the cap (as the app runs) and without it."""
    uncapped = text.cap_marks
    print(f"{'sample':20} {'chars':>5} {'clean_text us':>14} {'without the cap us':>19}")
    for name, sample in SAMPLES.items():
        capped = per_call_us(text.clean_text, sample)
        text.cap_marks = lambda value: value  # type: ignore[assignment]
        try:
            plain = per_call_us(text.clean_text, sample)
        finally:
            text.cap_marks = uncapped
        print(f"{name:20} {len(sample):>5} {capped:>14.2f} {plain:>19.2f}")


if __name__ == "__main__":
    import argparse

    argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0]).parse_args()
    main()
