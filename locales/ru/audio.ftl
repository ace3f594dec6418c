# Sound output: the mixer buffer.
audio-cli-help-buffer = буфер микшера в кадрах: 256 (по умолчанию, быстрее всего), 512, 1024, 2048 или 4096 для устройства, которое трещит; также настройка audio_buffer
