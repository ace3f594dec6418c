# Problèmes rencontrés au démarrage de la parole et des signaux sonores ; chacun est dit (ou affiché) une fois.
speech-no-audio-device = Aucun périphérique audio n'a pu être ouvert : chaque message est affiché sur une ligne pour votre lecteur d'écran.
speech-tts-unavailable = La voix intégrée n'a pas pu démarrer : chaque message est affiché sur une ligne pour votre lecteur d'écran.
speech-transcript-unwritable = Impossible d'écrire le fichier de transcription ; la partie continue sans transcription.
speech-transcript-failed = L'écriture de la transcription a échoué ; la transcription s'arrête ici.
speech-cue-no-device = Aucun périphérique audio : les signaux sonores sont coupés.
speech-cue-missing = Certains fichiers de signaux sonores manquent ; ces signaux restent muets.
speech-cue-broken = Certains fichiers de signaux sonores sont abîmés ; ces signaux restent muets.
speech-voice-missing = Aucune voix pour { $language } ici ; une autre voix lit les messages.

# La parole par le lecteur d'écran du joueur (le pont PRISM) et Speech Dispatcher : pourquoi une voie n'a pas pu s'ouvrir.
speech-prism-missing = Le pont vers les lecteurs d'écran (le paquet prismatoid) n'est pas installé : chaque message est affiché sur une ligne pour votre lecteur d'écran.
speech-prism-broken = Le pont vers les lecteurs d'écran (le paquet prismatoid) n'a pas pu se charger ici : chaque message est affiché sur une ligne pour votre lecteur d'écran.
speech-screenreader-none = Ni lecteur d'écran ni serveur de parole n'a répondu : chaque message est affiché sur une ligne pour votre lecteur d'écran.
speech-speechd-not-here = Speech Dispatcher n'existe que sous Linux : chaque message est affiché sur une ligne pour votre lecteur d'écran.
speech-speechd-missing = Speech Dispatcher n'est pas installé : chaque message est affiché sur une ligne pour votre lecteur d'écran.
speech-speechd-no-answer = Speech Dispatcher n'a pas répondu : chaque message est affiché sur une ligne pour votre lecteur d'écran.
speech-speechd-timeout = Speech Dispatcher a mis trop de temps à répondre : chaque message est affiché sur une ligne pour votre lecteur d'écran.
speech-route-failed = Votre lecteur d'écran ne répond plus ; désormais chaque message est affiché sur une ligne.

# Speech through Speech Dispatcher and through a screen reader the app cannot reach directly.
speech-speechd-stopped = Speech Dispatcher ne répond plus : désormais chaque message est affiché sur une ligne.
speech-screenreader-lines = Votre lecteur d'écran fonctionne, mais l'application ne peut pas lui parler directement (Orca le permet à partir de la version 49) : chaque message est affiché sur une ligne, qu'il lit avec votre voix, votre débit et votre afficheur braille.
speech-screenreader-speechd = Aucun lecteur d'écran ne fonctionne : Speech Dispatcher parle, dans la langue du jeu, au débit et au volume de l'application ; chaque message est aussi affiché sur une ligne.
