"""A small seeded random generator whose whole state is one JSON-friendly integer."""

from __future__ import annotations

import hashlib
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64 generator: fast, reproducible, and serializable as a single integer.

    Games keep one in their state, so a seed plus the list of moves replays a game exactly.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """Return the next 64-bit value."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def randint(self, low: int, high: int) -> int:
        """Return a uniform integer in [low, high], both ends included."""
        return low + self.below(high - low + 1)

    def die(self, sides: int = 6) -> int:
        """Roll one die with the given number of sides."""
        return self.randint(1, sides)

    def random(self) -> float:
        """Return a float in [0, 1)."""
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        """Pick one item uniformly."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self, salt: int) -> "Rng":
        """Return an independent generator derived from this one's state and a salt."""
        return Rng((self.state ^ (salt * 0xD1B54A32D192ED03)) & _MASK)


def derive_seed(*parts: int | str) -> int:
    """Mix several integers or strings into one 64-bit seed (stable across runs)."""
    acc = 0x243F6A8885A308D3
    for part in parts:
        if isinstance(part, int):
            data = part & _MASK
        else:
            data = int.from_bytes(hashlib.blake2b(part.encode("utf-8"), digest_size=8).digest(), "little")
        acc = Rng((acc ^ data) & _MASK).next64()
    return acc
