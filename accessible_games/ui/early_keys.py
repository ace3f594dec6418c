"""Keys typed while the app loads, before prompt_toolkit has the terminal: kept for the app, not echoed.

Until prompt_toolkit is imported and takes the terminal (a few tenths of a second after launch, after the first
words), the terminal is as the shell left it: a key typed then is echoed onto the screen and held until Enter, and
the terminal itself takes Ctrl+Q and Ctrl+S (flow control), Ctrl+C and Ctrl+Z (signals). So the command line puts
the terminal in prompt_toolkit's raw mode as soon as it knows the app will run (cli.main), before loading the rest:
those keys wait, unseen, until the app reads them. prompt_toolkit keeps whatever settings it finds and puts them
back when it ends, so the settings from before are put back here after it.
"""

from __future__ import annotations

import sys
from typing import Any

from .suspend import in_foreground

Settings = list[Any]
"""A terminal's settings as termios reads them."""


def hold_keys() -> Settings | None:
    """Put the player's terminal (standard input) in raw mode now; its settings from before, or None when
    nothing was changed (not a terminal, a job in the background, or no termios)."""
    try:
        import termios
    except ImportError:  # Windows: the console delivers keys to the app as they come
        return None
    try:
        fd = sys.stdin.fileno()
        if not sys.stdin.isatty() or not in_foreground(fd):
            return None
        before = termios.tcgetattr(fd)
        raw = termios.tcgetattr(fd)
        raw[3] &= ~(termios.ECHO | termios.ICANON | termios.IEXTEN | termios.ISIG)  # local modes, as prompt_toolkit's
        raw[0] &= ~(termios.IXON | termios.IXOFF | termios.ICRNL | termios.INLCR | termios.IGNCR)  # input modes
        raw[6][termios.VMIN] = 1
        raw[6][termios.VTIME] = 0
        termios.tcsetattr(fd, termios.TCSANOW, raw)  # now: the keys typed already stay to be read
    except (AttributeError, OSError, ValueError, termios.error):  # no standard input, or a terminal gone
        return None
    return before


def give_back(before: Settings | None) -> None:
    """Put back the terminal's settings from before `hold_keys` (nothing when it changed nothing, or when the
    terminal has gone or belongs to another job by now)."""
    if before is None:
        return
    import termios

    try:
        fd = sys.stdin.fileno()
        if sys.stdin.isatty() and in_foreground(fd):
            termios.tcsetattr(fd, termios.TCSANOW, before)
    except (AttributeError, OSError, ValueError, termios.error):
        pass
