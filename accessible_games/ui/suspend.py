"""Ctrl+Z and `fg`: the terminal handed back to the shell as it was, and taken again in raw mode on return.

A shell puts its own terminal settings (echo, lines ended by Enter) back when a job stops, and leaves
them when `fg` continues it: an app that only redraws would then read each key after Enter, echoed.
So the app leaves its view and raw mode before it stops, and sets raw mode again on every SIGCONT
(a stop it never saw coming, SIGSTOP, included).
"""

from __future__ import annotations

import os
import signal
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from prompt_toolkit.application import Application

SIGTSTP = getattr(signal, "SIGTSTP", None)
SIGCONT = getattr(signal, "SIGCONT", None)
CAN_SUSPEND = SIGTSTP is not None and SIGCONT is not None
"""Job control exists here (not on Windows)."""


def stop_here(whole_group: bool) -> None:
    """Stop as the terminal's Ctrl+Z stops a job (the whole process group, as a pipeline stops), until SIGCONT.

    The stop signal's own action is put back for the moment: SIGTSTP is sent from the main thread,
    so it is taken before the kill returns, and the app's handler is back once the job continues.
    A process group no shell could continue (an orphan) is not stopped by SIGTSTP: the app goes on.
    """
    assert SIGTSTP is not None
    handler = signal.getsignal(SIGTSTP)
    signal.signal(SIGTSTP, signal.SIG_DFL)
    try:
        os.kill(0 if whole_group else os.getpid(), SIGTSTP)
    finally:
        signal.signal(SIGTSTP, handler)


def take_terminal_again(app: "Application[Any]") -> None:
    """After SIGCONT: raw mode again (the shell left its own settings) and the whole view drawn anew."""
    if getattr(app, "_running_in_terminal", False):  # stopping or back from it: prompt_toolkit restores raw mode
        return
    import termios

    from prompt_toolkit.input.vt100 import raw_mode

    try:
        raw_mode(app.input.fileno()).__enter__()  # the settings from before the app stay saved by its own raw_mode
    except (NotImplementedError, OSError, ValueError, termios.error):  # no terminal (tests), or one that went away
        return
    app.renderer.reset()  # what the shell printed meanwhile is on the screen: draw everything again
    app.invalidate()
