"""Piecewise-linear functions from a start to infinity, kept as their corners.

The paper-sheet table (dp.py) uses them for high scores, where the expected final score is the
best of finitely many lines: a handful of corners then stands for thousands of scores.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import Sequence

EPS = 1e-9  # values closer than this are equal (scores are integers, values sums of them / 6^k)


@dataclass(frozen=True)
class Tail:
    """A piecewise-linear function on [xs[0], infinity): corners (xs, ys), then `slope` beyond."""

    xs: list[float]
    ys: list[float]
    slope: float

    @property
    def start(self) -> float:
        """Where the function begins."""
        return self.xs[0]

    def at(self, x: float) -> float:
        """The value at `x` (x must not be below the start)."""
        i = bisect_right(self.xs, x) - 1
        if i < 0:
            raise ValueError(f"{x} is below the start {self.xs[0]}")
        if i == len(self.xs) - 1:
            return self.ys[-1] + self.slope * (x - self.xs[-1])
        x0, x1, y0, y1 = self.xs[i], self.xs[i + 1], self.ys[i], self.ys[i + 1]
        return y0 + (y1 - y0) * (x - x0) / (x1 - x0)

    def values(self, low: int, high: int) -> list[float]:
        """The values at every integer of [low, high), walking the corners once."""
        return self.at_sorted(range(low, high))

    def at_sorted(self, points: Sequence[float]) -> list[float]:
        """The values at increasing points, walking the corners once from the first point's segment."""
        xs, ys, last = self.xs, self.ys, len(self.xs) - 1
        i = max(0, bisect_right(xs, points[0]) - 1) if len(points) else 0
        out: list[float] = []
        for x in points:
            while i < last and xs[i + 1] <= x:
                i += 1
            if i == last:
                out.append(ys[-1] + self.slope * (x - xs[-1]))
            else:
                out.append(ys[i] + (ys[i + 1] - ys[i]) * (x - xs[i]) / (xs[i + 1] - xs[i]))
        return out

    def shifted(self, points: float) -> "Tail":
        """x -> f(x + points)."""
        return Tail([x - points for x in self.xs], self.ys, self.slope)

    def clipped(self, start: float) -> "Tail":
        """The same function from `start` (not below the current start) on."""
        if start <= self.xs[0]:
            return self
        i = bisect_right(self.xs, start)
        return Tail([start] + self.xs[i:], [self.at(start)] + self.ys[i:], self.slope)


def maximum(a: Tail, b: Tail) -> Tail:
    """The larger of two functions at every point, from the later start on."""
    start = max(a.start, b.start)
    a, b = a.clipped(start), b.clipped(start)
    xs: list[float] = []
    ys: list[float] = []
    previous: tuple[float, float, float] | None = None
    corners = sorted(set(a.xs) | set(b.xs))
    for x, ya, yb in zip(corners, a.at_sorted(corners), b.at_sorted(corners)):
        if previous is not None:
            px, pa, pb = previous
            before, now = pa - pb, ya - yb
            if (before > EPS and now < -EPS) or (before < -EPS and now > EPS):  # they cross in between
                cross = px + (x - px) * before / (before - now)
                xs.append(cross)
                ys.append(a.at(cross))
        xs.append(x)
        ys.append(max(ya, yb))
        previous = (x, ya, yb)
    assert previous is not None
    x, ya, yb = previous
    gap, turn = ya - yb, a.slope - b.slope
    if (gap > EPS and turn < 0) or (gap < -EPS and turn > 0):  # they cross after the last corner
        cross = x - gap / turn
        xs.append(cross)
        ys.append(ya + a.slope * (cross - x))
        slope = max(a.slope, b.slope)
    elif gap > EPS or (gap >= -EPS and a.slope >= b.slope):
        slope = a.slope
    else:
        slope = b.slope
    return _simplified(xs, ys, slope)


def mean(tails: list[Tail]) -> Tail:
    """The average of several functions, from the latest start on."""
    start = max(t.start for t in tails)
    tails = [t.clipped(start) for t in tails]
    scale = 1.0 / len(tails)
    xs = sorted(set().union(*(t.xs for t in tails)))
    ys = [sum(column) * scale for column in zip(*(t.at_sorted(xs) for t in tails))]
    return _simplified(xs, ys, sum(t.slope for t in tails) * scale)


def _simplified(xs: list[float], ys: list[float], slope: float) -> Tail:
    """Drop corners where the slope does not change (and merge corners at the same place)."""
    kept_x, kept_y = [xs[0]], [ys[0]]
    count = len(xs)
    for i in range(1, count):
        x, y = xs[i], ys[i]
        if x - kept_x[-1] <= EPS:
            kept_y[-1] = max(kept_y[-1], y)
            continue
        following = (ys[i + 1] - y) / (xs[i + 1] - x) if i + 1 < count else slope
        current = (y - kept_y[-1]) / (x - kept_x[-1])
        if abs(following - current) <= 1e-12:
            continue
        kept_x.append(x)
        kept_y.append(y)
    return Tail(kept_x, kept_y, slope)
