# accessible-games doctor : ce qui marche pour la parole et le son sur cette machine.
doctor-title = Accessible Games { $version } : vérification de la parole et du son sur cet ordinateur.
doctor-audio-ok = Périphérique audio : ouvert ({ $driver }, { $frequency } Hz).
doctor-audio-failed = Périphérique audio : impossible à ouvrir ({ $reason }).
doctor-routes = Modes de parole :
doctor-route-works = { $route } : fonctionne.
doctor-route-fails = { $route } : indisponible. { $reason }
doctor-route-tts = la voix de l'application (tts)
doctor-route-screenreader = votre lecteur d'écran (screenreader)
doctor-route-speechd = Speech Dispatcher (speechd)
doctor-route-silent = muet (silent)
doctor-voices = Voix du synthétiseur { $engine } (installées au total : { $count }) :
doctor-voices-none = Voix : aucune, aucun synthétiseur vocal n'a pu être chargé.
doctor-voice = { $language } : { $voice } ({ $identifier }).
doctor-voice-missing = { $language } : aucune voix installée.
doctor-language-ru = Russe
doctor-language-en = Anglais
doctor-language-fr = Français
doctor-settings-folder = Dossier des réglages : { $path }
doctor-saves-folder = Dossier des sauvegardes : { $path }
doctor-using = Mode de parole demandé : { $asked } ; en service : { $route }.
doctor-test-phrase = Ici Accessible Games. Si vous entendez cette phrase, la parole fonctionne.
doctor-test-spoken = Phrase de test dite par { $route }.
doctor-test-unfinished = La phrase de test n'a pas fini en { $seconds } secondes.
doctor-why-no-audio-device = Aucun périphérique audio ne s'est ouvert.
doctor-why-tts-unavailable = La bibliothèque de synthèse vocale ne s'est pas chargée.

# Les lecteurs d'écran, les voies qui passent par eux et les fichiers de l'application.
doctor-route-lines = lignes simples (lines)
doctor-route-works-through = { $route } : fonctionne, par { $backend }.
doctor-screen-reader-found = Lecteur d'écran en marche : { $name } (trouvé { $how }).
doctor-screen-reader-none = Lecteur d'écran en marche : aucun trouvé.
doctor-found-by-prism = par le pont vers les lecteurs d'écran
doctor-found-by-process = parmi les programmes en cours
doctor-found-by-speakup = comme module du noyau Speakup
doctor-found-by-at-spi = par le réglage d'accessibilité du bureau
doctor-why-auto-screen-reader = Pourquoi : { $name } est en marche, donc l'application lui laisse la parole (par son propre canal quand elle peut l'atteindre, sinon en lignes simples qu'il lit) et garde l'affichage simple : jamais deux voix à la fois.
doctor-why-auto-no-screen-reader = Pourquoi : aucun lecteur d'écran n'est en marche, donc l'application parle avec sa propre voix si un périphérique audio s'ouvre, sinon en lignes simples.
doctor-why-auto-dumb-terminal = Pourquoi : ce terminal est un terminal simple (TERM=dumb), donc chaque message est une ligne simple.
doctor-speaking-through = Parole transmise par : { $backend }.
doctor-why-detail = { $reason } ({ $detail })
doctor-why-prism-missing = Le paquet prismatoid n'est pas installé.
doctor-why-prism-broken = Le paquet prismatoid est installé, mais sa bibliothèque ne s'est pas chargée.
doctor-why-screenreader-none = Ni lecteur d'écran ni serveur de parole n'a répondu.
doctor-why-speechd-not-here = Speech Dispatcher n'existe que sous Linux.
doctor-why-speechd-missing = Speech Dispatcher n'est pas installé (Debian et Ubuntu : apt install speech-dispatcher).
doctor-why-speechd-no-answer = Speech Dispatcher est installé, mais son serveur n'a pas répondu.
doctor-why-speechd-timeout = Le serveur Speech Dispatcher n'a pas répondu à temps.
doctor-game-files = Fichiers du jeu (textes et sons) : { $path }
doctor-game-files-missing = Fichiers du jeu (textes et sons) : absents ; réinstallez l'application.
doctor-crash-log = Journal des plantages : { $path }
doctor-route-auto = automatique (auto)

# The screen reader route's decision, and Speech Dispatcher's voice.
doctor-route-works-screenreader-lines = { $route } : fonctionne, en lignes simples : { $name } fonctionne, mais l'application ne peut pas lui parler directement (Orca le permet à partir de la version 49) ; chaque message est affiché sur une ligne, que { $name } lit avec votre voix, votre débit et votre afficheur braille.
doctor-route-works-screenreader-speechd = { $route } : fonctionne, par Speech Dispatcher : aucun lecteur d'écran ne fonctionne, il parle donc dans la langue du jeu, au débit et au volume de l'application.
doctor-speechd-voice = Speech Dispatcher, { $language } : voix { $voice } ({ $code }), débit { $rate } pour cent, volume { $volume } pour cent.
doctor-speechd-voice-missing = Speech Dispatcher, { $language } : aucune voix de cette langue ; il lit avec sa voix par défaut.
doctor-test-failed = La phrase de test n'a pas pu être dite par { $route } : elle a été affichée à la place.
