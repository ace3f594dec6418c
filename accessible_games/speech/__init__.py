"""Speech: one small Speaker protocol and its backends (tts, screenreader, speechd, silent, record)."""
