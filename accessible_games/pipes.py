"""A standard output whose reader went away (`accessible-games --speech lines | head`): told apart, then written nowhere."""

from __future__ import annotations

import os
import select
import sys
from typing import TextIO


def is_output_closed(error: BaseException) -> bool:
    """True when `error` is a write to stdout whose reader went away (a pipe closed by `head`), not some other
    broken pipe (a network peer's, a speech server's): stdout itself reports the hang-up."""
    if not isinstance(error, BrokenPipeError):
        return False
    if not hasattr(select, "poll"):  # Windows: a closed stdout is the broken pipe the app meets
        return True
    try:
        poller = select.poll()
        poller.register(sys.stdout.fileno(), select.POLLOUT)
        return any(events & (select.POLLERR | select.POLLHUP) for _, events in poller.poll(0))
    except (AttributeError, OSError, ValueError):  # no stdout at all
        return False


def quiet_stdout() -> None:
    """Point stdout at the null device, so a last flush at exit cannot fail on the closed pipe again."""
    to_null(sys.stdout)


def to_null(*streams: TextIO | None) -> None:
    """Point each stream's file at the null device: whatever is still written to it goes nowhere, quietly."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        return
    for stream in streams:
        try:
            if stream is not None:
                os.dup2(devnull, stream.fileno())
        except (AttributeError, OSError, ValueError):
            pass
    os.close(devnull)
