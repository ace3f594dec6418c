# Sound output: the mixer buffer.
audio-cli-help-buffer = tampon du mélangeur en trames : 256 (par défaut, le plus rapide), 512, 1024, 2048 ou 4096 pour un périphérique qui grésille ; aussi le réglage audio_buffer
