"""Windows: COM set up in a thread before it drives a COM voice (SAPI5 through pyttsx3 is one)."""

from __future__ import annotations

import sys
import threading

COINIT_APARTMENTTHREADED = 0x2
"""A single-threaded apartment: pyttsx3's SAPI5 driver waits for its events by pumping this thread's messages."""
_done = threading.local()


def com_ready() -> None:
    """Initialise COM in the calling thread, once; nothing off Windows. A thread that never did gets
    CO_E_NOTINITIALIZED from SAPI5 (only the thread that first imports comtypes has COM set up by it)."""
    if sys.platform != "win32" or getattr(_done, "ready", False):
        return
    import ctypes

    ctypes.windll.ole32.CoInitializeEx(None, COINIT_APARTMENTTHREADED)  # S_FALSE or RPC_E_CHANGED_MODE: it was already
    _done.ready = True
