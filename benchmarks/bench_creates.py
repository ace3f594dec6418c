"""What a new table's check costs the server's event loop with many tables open: the guard's allowance and
open-table limits (`Creators.refusal`) and the count of the new table (`Creators.created`), timed over many
creates at each number of open tables. Both run on the loop between two moves, so every move waiting then waits
this long too.

    .venv/bin/python benchmarks/bench_creates.py [--open 100,1000,10000] [--creates 500]

The open tables come from 200 addresses in 20 IPv4 /24 networks, a tenth of them bots alone.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.server.guard import Creators, Limits  # noqa: E402


def address(index: int) -> str:
    """One of 200 addresses, ten to each of 20 networks."""
    return f"198.18.{index % 20}.{10 + index % 200 // 20}"


def creators_with(open_tables: int) -> Creators:
    """A guard with `open_tables` tables open, every limit far above them."""
    many = 10**9
    creators = Creators(
        Limits(creates=many, network_creates=many, open_per_address=many, open_per_network=many, bot_tables=many)
    )
    for index in range(open_tables):
        creators.created(f"OPEN{index}", address(index), index % 10 == 0)
    return creators


def per_create(open_tables: int, creates: int) -> float:
    """Microseconds of CPU a create's check and count take with `open_tables` tables open."""
    creators = creators_with(open_tables)
    started = time.process_time()
    for index in range(creates):
        key = address(index * 7)
        assert creators.refusal(key, False) is None
        creators.created(f"NEW{index}", key, False)
        creators.closed(f"NEW{index}")
    return (time.process_time() - started) / creates * 1e6


def main() -> None:
    """Print the cost of a create at each number of open tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--open", default="100,1000,10000", help="numbers of open tables, comma-separated")
    parser.add_argument("--creates", type=int, default=500)
    args = parser.parse_args()
    for open_tables in (int(part) for part in args.open.split(",")):
        best = min(per_create(open_tables, args.creates) for _ in range(3))
        print(f"{open_tables:>6} open tables: a create's check and count {best:9.1f} µs of CPU (best of 3)")


if __name__ == "__main__":
    main()
