# Problèmes rencontrés au démarrage de la parole et des signaux sonores ; chacun est dit (ou affiché) une fois.
speech-no-audio-device = Aucun périphérique audio n'a pu être ouvert : chaque message est affiché sur une ligne pour votre lecteur d'écran.
speech-tts-unavailable = La voix intégrée n'a pas pu démarrer : chaque message est affiché sur une ligne pour votre lecteur d'écran.
speech-speechd-unavailable = Speech Dispatcher n'est pas disponible ici : chaque message est affiché sur une ligne pour votre lecteur d'écran.
speech-transcript-unwritable = Impossible d'écrire le fichier de transcription ; la partie continue sans transcription.
speech-transcript-failed = L'écriture de la transcription a échoué ; la transcription s'arrête ici.
speech-cue-no-device = Aucun périphérique audio : les signaux sonores sont coupés.
speech-cue-missing = Certains fichiers de signaux sonores manquent ; ces signaux restent muets.
speech-cue-broken = Certains fichiers de signaux sonores sont abîmés ; ces signaux restent muets.
speech-voice-missing = Aucune voix pour { $language } ici ; une autre voix lit les messages.
