"""The guessing arithmetic of docs/server.md, from the server's own `Guesses` class in simulated time.

For one address and for one network (default limits), the most failed look-ups a day an attacker
gets: guessing whenever allowed, or stopping after K blocks and waiting out the clean day that
restarts them (the best K is searched). Then the expected time to find one of T open tables among
10^12 codes for attackers spread over N networks, one address each.

    .venv/bin/python benchmarks/bench_guessing_budget.py [--networks 500] [--days 60]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import accessible_games.net.guard as guard  # noqa: E402
from accessible_games.net.guard import DAY, Allowances, Limits  # noqa: E402

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


def main() -> int:
    """Print the budgets and the expected times to a hit."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--networks", type=int, default=500)
    parser.add_argument("--days", type=int, default=60)
    args = parser.parse_args()
    limits = Limits()
    address, k_address = best(limits.lookups, limits.lookup_refill, limits.block, args.days)
    network_refill = limits.lookup_refill * limits.lookups / limits.network_lookups
    network, k_network = best(limits.network_lookups, network_refill, limits.block, args.days)
    print(f"one address: at most {address:.1f} failed look-ups a day (stopping after {k_address} blocks)")
    print(f"one network: at most {network:.1f} failed look-ups a day (stopping after {k_network} blocks)")
    daily = args.networks * address
    print(f"{args.networks} addresses in as many networks: {daily:,.0f} look-ups a day")
    for tables in (1000, limits.tables):
        days = CODES / (tables * daily)
        print(f"  {tables} open tables: a hit in {days:,.0f} days on average ({days / 365.25:,.1f} years)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
