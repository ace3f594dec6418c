"""The guessing arithmetic of docs/server.md, from the server's own `Allowances` and `Guesses` in simulated time.

For one address (default limits), the most failed look-ups a day an attacker gets: guessing whenever
allowed, or stopping after K blocks and waiting out the clean day that restarts them (the best K is
searched). For one whole network (every one of its 256 addresses, or an IPv6 /48's 256 /56 sites, guessing
whenever the server's `Guesses` lets it), the failed look-ups a day once the network is over its allowance:
each of its failing addresses is then blocked at once for the network's growing block. Then the expected
time to find one of T open tables among 10^12 codes for attackers spread over N networks, one address each,
and holding N whole networks.

    .venv/bin/python benchmarks/bench_guessing_budget.py [--networks 500] [--days 60] [--network-days 20]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import accessible_games.server.guard as guard  # noqa: E402
from accessible_games.server.guard import DAY, Allowances, Guesses, Limits  # noqa: E402

CODES = 10**12


def per_day(lookups: int, refill: float, block: float, stop_after: int, days: int) -> float:
    """Failed look-ups a day one key gets, guessing whenever allowed and, after `stop_after` blocks,
    waiting out a clean day (the blocks start again from the first)."""
    now = [0.0]
    real = guard.time.monotonic
    guard.time.monotonic = lambda: now[0]  # type: ignore[assignment]
    try:
        allowances = Allowances(lookups, refill, block)
        made = 0
        while now[0] < days * DAY:
            if allowances.blocked("x"):
                now[0] = allowances.keys["x"].until  # nothing is answered until the block lifts
                continue
            allowances.failed("x")
            made += 1
            state = allowances.keys["x"]
            if state.until > now[0] and state.strikes >= stop_after:
                now[0] = state.until + DAY + 1
            elif state.until <= now[0]:
                now[0] += 1.0
    finally:
        guard.time.monotonic = real  # type: ignore[assignment]
    return made / days


def best(lookups: int, refill: float, block: float, days: int) -> tuple[float, int]:
    """The most look-ups a day over every stopping point, and that point (99: never stopping)."""
    return max((per_day(lookups, refill, block, k, days), k) for k in (*range(1, 25), 99))


def whole_network(addresses: int, days: int) -> float:
    """Failed look-ups a day a network gets with `addresses` of its own guessing whenever allowed (the first
    day, while the blocks grow, left out)."""
    now = [0.0]
    real = guard.time.monotonic
    guard.time.monotonic = lambda: now[0]  # type: ignore[assignment]
    try:
        guesses = Guesses(Limits())
        keys = [f"10.0.0.{n}" for n in range(addresses)]
        made = 0
        while now[0] < days * DAY:
            waits = [guesses.wait(key) for key in keys]
            allowed = [key for key, wait in zip(keys, waits) if wait <= 0]
            if not allowed:
                now[0] += min(waits)
                continue
            for key in allowed:
                if guesses.wait(key) <= 0:  # the look-ups before it may have blocked it meanwhile
                    guesses.failed(key)
                    made += now[0] >= DAY
            now[0] += 1.0  # a look-up a second from each address, as fast as a link answers
    finally:
        guard.time.monotonic = real  # type: ignore[assignment]
    return made / (days - 1)


def main() -> int:
    """Print the budgets and the expected times to a hit."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--networks", type=int, default=500)
    parser.add_argument("--days", type=int, default=60)
    parser.add_argument("--network-days", type=int, default=20)
    args = parser.parse_args()
    limits = Limits()
    address, k_address = best(limits.lookups, limits.lookup_refill, limits.block, args.days)
    network = whole_network(256, args.network_days)
    print(f"one address: at most {address:.1f} failed look-ups a day (stopping after {k_address} blocks)")
    print(f"one whole network (256 addresses guessing): {network:.1f} failed look-ups a day")
    for label, daily in (
        (f"{args.networks} addresses in as many networks", args.networks * address),
        (f"{args.networks} whole networks", args.networks * network),
    ):
        print(f"{label}: {daily:,.0f} look-ups a day")
        for tables in (1000, limits.tables):
            days = CODES / (tables * daily)
            print(f"  {tables} open tables: a hit in {days:,.0f} days on average ({days / 365.25:,.1f} years)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
