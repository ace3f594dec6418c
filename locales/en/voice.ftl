# Voice keys, on every screen: F5 and F6 speech rate, F7 and F8 speech volume, F9 and F10 sound cue volume.
voice-key-rate = Speech rate { $value } percent{ $own ->
    [yes] {", "}for the app's own voice; your screen reader keeps its own rate.
   *[no] {""}
}
voice-key-volume = Speech volume { $value } percent{ $own ->
    [yes] {", "}for the app's own voice; your screen reader keeps its own volume.
   *[no] {""}
}
voice-key-cue-volume = Sound cue volume { $value } percent
voice-keys-help = Voice keys, everywhere: F5 and F6 slower and faster speech, F7 and F8 quieter and louder speech, F9 and F10 quieter and louder sound cues. Control C or Control D quits, like Control Q.
