# accessible-games doctor: what works for speech and sound on this machine.
doctor-title = Accessible Games { $version }: checking speech and sound on this machine.
doctor-audio-ok = Audio device: opened ({ $driver }, { $frequency } Hz).
doctor-audio-failed = Audio device: cannot be opened ({ $reason }).
doctor-routes = Speech routes:
doctor-route-works = { $route }: works.
doctor-route-fails = { $route }: not available. { $reason }
doctor-route-tts = the app's own voice (tts)
doctor-route-screenreader = your screen reader (screenreader)
doctor-route-speechd = Speech Dispatcher (speechd)
doctor-route-silent = silent (silent)
doctor-voices = Voices of { $engine } ({ $count } installed in all):
doctor-voices-none = Voices: none, no speech synthesizer could be loaded.
doctor-voice = { $language }: { $voice } ({ $identifier }).
doctor-voice-missing = { $language }: no voice installed.
doctor-language-ru = Russian
doctor-language-en = English
doctor-language-fr = French
doctor-settings-folder = Settings folder: { $path }
doctor-saves-folder = Saves folder: { $path }
doctor-using = Speech route asked for: { $asked }; in use: { $route }.
doctor-test-phrase = This is Accessible Games speaking. If you hear this sentence, speech works.
doctor-test-spoken = Test phrase said through { $route }.
doctor-test-unfinished = The test phrase did not finish within { $seconds } seconds.
doctor-why-no-audio-device = No audio device opened.
doctor-why-tts-unavailable = The speech library did not load.

# Screen readers, the routes through them, and the app's own files.
doctor-route-lines = plain lines (lines)
doctor-route-works-through = { $route }: works, through { $backend }.
doctor-screen-reader-found = Screen reader running: { $name } (found { $how }).
doctor-screen-reader-none = Screen reader running: none found.
doctor-found-by-prism = by the screen reader bridge
doctor-found-by-process = among the running programs
doctor-found-by-speakup = as the Speakup kernel module
doctor-found-by-at-spi = by the desktop's accessibility setting
doctor-why-auto-screen-reader = Why: { $name } is running, so the app leaves the speaking to it (through its own channel where the app can reach it, else as plain lines it reads) and uses the plain view: never two voices at once.
doctor-why-auto-no-screen-reader = Why: no screen reader is running, so the app speaks with its own voice when an audio device opens, else in plain lines.
doctor-why-auto-dumb-terminal = Why: this is a plain terminal (TERM=dumb), so every message is a plain line.
doctor-speaking-through = Speaking through: { $backend }.
doctor-why-detail = { $reason } ({ $detail })
doctor-why-prism-missing = The prismatoid package is not installed.
doctor-why-prism-broken = The prismatoid package is installed, but its library did not load.
doctor-why-screenreader-none = No screen reader and no speech server answered.
doctor-why-speechd-not-here = Speech Dispatcher exists only on Linux.
doctor-why-speechd-missing = Speech Dispatcher is not installed (Debian and Ubuntu: apt install speech-dispatcher).
doctor-why-speechd-no-answer = Speech Dispatcher is installed, but its server did not answer.
doctor-why-speechd-timeout = The Speech Dispatcher server did not answer in time.
doctor-game-files = Game files (texts and sounds): { $path }
doctor-game-files-missing = Game files (texts and sounds): missing; reinstall the app.
doctor-crash-log = Crash log: { $path }
doctor-route-auto = automatic (auto)

# The screen reader route's decision, and Speech Dispatcher's voice.
doctor-route-works-screenreader-lines = { $route }: works, as plain lines: { $name } is running, but the app cannot reach it directly (Orca can be reached from version 49 on), so each message is printed as a line for { $name } to read with your own voice, rate and braille display.
doctor-route-works-screenreader-speechd = { $route }: works, through Speech Dispatcher: no screen reader is running, so it speaks in the game's language at the app's rate and volume.
doctor-speechd-voice = Speech Dispatcher, { $language }: voice { $voice } ({ $code }), rate { $rate } percent, volume { $volume } percent.
doctor-speechd-voice-missing = Speech Dispatcher, { $language }: no voice of this language; it reads with its default voice.
doctor-test-failed = The test phrase could not be said through { $route }: it was printed instead.
