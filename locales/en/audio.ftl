# Sound output: the mixer buffer.
audio-cli-help-buffer = mixer buffer in sample frames: 256 (default, quickest), 512, 1024, 2048 or 4096 for a device that crackles; also the audio_buffer setting
