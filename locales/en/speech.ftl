# Problems met while starting speech and sound cues; each is spoken (or printed) once.
speech-no-audio-device = No audio device could be opened, so every message is printed as a line for your screen reader.
speech-tts-unavailable = The built-in voice could not start, so every message is printed as a line for your screen reader.
speech-transcript-unwritable = The transcript file cannot be written; the game goes on without a transcript.
speech-transcript-failed = Writing the transcript failed; the transcript stops here.
speech-cue-no-device = No audio device: sound cues are off.
speech-cue-missing = Some sound cue files are missing; those cues stay silent.
speech-cue-broken = Some sound cue files are damaged; those cues stay silent.
speech-voice-missing = There is no voice for { $language } here; another voice reads the messages.

# Speech through the player's own screen reader (the PRISM bridge) and Speech Dispatcher: why a route could not open.
speech-prism-missing = The screen reader bridge (the prismatoid package) is not installed, so every message is printed as a line for your screen reader.
speech-prism-broken = The screen reader bridge (the prismatoid package) could not load here, so every message is printed as a line for your screen reader.
speech-screenreader-none = No screen reader and no speech server answered, so every message is printed as a line for your screen reader.
speech-speechd-not-here = Speech Dispatcher exists only on Linux, so every message is printed as a line for your screen reader.
speech-speechd-missing = Speech Dispatcher is not installed, so every message is printed as a line for your screen reader.
speech-speechd-no-answer = Speech Dispatcher did not answer, so every message is printed as a line for your screen reader.
speech-speechd-timeout = Speech Dispatcher took too long to answer, so every message is printed as a line for your screen reader.
speech-route-failed = Your screen reader stopped answering; from now on every message is printed as a line.

# Speech through Speech Dispatcher and through a screen reader the app cannot reach directly.
speech-speechd-stopped = Speech Dispatcher stopped answering; from now on every message is printed as a line.
speech-screenreader-lines = Your screen reader is running, but the app cannot reach it directly (Orca can be reached from version 49 on), so every message is printed as a line for it to read with your own voice, rate and braille display.
speech-screenreader-speechd = No screen reader is running, so Speech Dispatcher speaks, in the game's language, at the app's rate and volume; every message is also printed as a line.
