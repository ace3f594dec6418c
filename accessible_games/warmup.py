"""Open the audio device and load the voice on a second thread while the interface code loads.

Both are mostly C work (SDL opening the device, espeak-ng reading its phoneme data) that can run
while the main thread imports and parses the rest of the app, so the first word comes sooner.
Nothing here is required: the main thread opens the same shared mixer and synthesizer when it
needs them, waiting for this thread if it is still at it, and reports any failure itself.
"""

from __future__ import annotations

import os
import threading


def warm_up(route: str, sound: bool, buffer: int) -> threading.Thread | None:
    """Start opening what the speech `route` (and cues, if `sound`) will need; None when nothing."""
    speaks = route == "tts" or (route == "auto" and os.environ.get("TERM") != "dumb")
    if not speaks and not sound:
        return None
    thread = threading.Thread(target=_open, args=(speaks, buffer), name="warm-up", daemon=True)
    thread.start()
    return thread


def _open(speaks: bool, buffer: int) -> None:
    """The mixer, then espeak-ng; errors are left for the main thread to meet and report."""
    try:
        from .audio.mixer import open_mixer

        mixer = open_mixer(buffer)
        if speaks and mixer.ok:
            from .speech.espeak import espeak_synth

            espeak_synth()
    except Exception:  # noqa: BLE001 - the main thread opens the same things and says what failed
        pass
