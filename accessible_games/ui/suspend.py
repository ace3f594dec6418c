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


def in_foreground(fd: int) -> bool:
    """True unless the terminal on `fd` belongs to another process group (the job runs in the background, or the
    shell took the terminal back): then a change of its settings would stop the app with SIGTTOU."""
    try:
        return os.tcgetpgrp(fd) == os.getpgrp()
    except (OSError, AttributeError):  # not a terminal (tests, a pipe), or no job control: nothing to guard
        return True


def shell_can_continue() -> bool:
    """True when a shell could bring the app back after Ctrl+Z: some process of the app's group (the app, or
    `make` above it) has its parent in the same session but in another group (a job-control shell). A terminal
    started with the app as its command, or a desktop launcher, leaves the group orphaned: SIGTSTP does nothing
    there. Where the parents cannot be read, a shell is assumed (the stop is tried, as before)."""
    try:
        group, session, pid = os.getpgrp(), os.getsid(0), os.getpid()
        for _ in range(64):
            parent = os.getppid() if pid == os.getpid() else parent_of(pid)
            if parent is None:
                return True
            if parent <= 0:
                return False
            if os.getpgid(parent) != group:
                return os.getsid(parent) == session
            pid = parent
    except (OSError, AttributeError):
        return True
    return True


def parent_of(pid: int) -> int | None:
    """The parent of process `pid` (from /proc), None where it cannot be read."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
            return int(stat.read().rpartition(")")[2].split()[1])
    except (OSError, ValueError, IndexError):
        return None


def ignore_terminal_stops() -> None:
    """From the background, the app's last changes to the terminal (leaving raw mode) are made, not stopped by
    SIGTTOU: a job the shell is ending must end, not stop for ever holding its game's lock."""
    sigttou = getattr(signal, "SIGTTOU", None)
    if sigttou is not None:
        try:
            signal.signal(sigttou, signal.SIG_IGN)
        except ValueError:  # not the main thread
            pass


def let_go_of_terminal() -> None:
    """The app is ending in the background: its input becomes an empty pipe (kept open, so it never reads as
    ended), so leaving raw mode on the way out finds no terminal to change under the shell's feet."""
    try:
        read_end, _write_end = os.pipe()  # the write end stays open until the process ends
        os.dup2(read_end, 0)
        os.close(read_end)
    except OSError:
        pass


def take_terminal_again(app: "Application[Any]") -> None:
    """After SIGCONT: raw mode again (the shell left its own settings) and the whole view drawn anew."""
    if getattr(app, "_running_in_terminal", False):  # stopping or back from it: prompt_toolkit restores raw mode
        return
    import termios

    from prompt_toolkit.input.vt100 import raw_mode

    try:
        if not in_foreground(app.input.fileno()):  # continued in the background (`bg`, or a shell that is ending)
            return
        raw_mode(app.input.fileno()).__enter__()  # the settings from before the app stay saved by its own raw_mode
    except (NotImplementedError, OSError, ValueError, termios.error):  # no terminal (tests), or one that went away
        return
    app.renderer.reset()  # what the shell printed meanwhile is on the screen: draw everything again
    app.invalidate()
