# Problems met while starting speech and sound cues; each is spoken (or printed) once.
speech-no-audio-device = No audio device could be opened, so every message is printed as a line for your screen reader.
speech-tts-unavailable = The built-in voice could not start, so every message is printed as a line for your screen reader.
speech-speechd-unavailable = Speech Dispatcher is not available here, so every message is printed as a line for your screen reader.
speech-transcript-unwritable = The transcript file cannot be written; the game goes on without a transcript.
speech-transcript-failed = Writing the transcript failed; the transcript stops here.
speech-cue-no-device = No audio device: sound cues are off.
speech-cue-missing = Some sound cue files are missing; those cues stay silent.
speech-cue-broken = Some sound cue files are damaged; those cues stay silent.
speech-voice-missing = There is no voice for { $language } here; another voice reads the messages.
