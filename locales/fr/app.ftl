## Menus et écrans communs

menu-item = { $label }, { $position } sur { $count }
menu-empty = Rien ici.
reader-position = Page { $position } sur { $count }.
answer-yes = Oui
answer-no = Non
entry-current = Saisi : { $text }
entry-empty = Vide. Tapez des lettres, puis Entrée.
entry-deleted = { $char } effacé
entry-space = espace
entry-char = { $char }
hint-thinking = Je réfléchis…
history-empty = Aucun message pour l'instant.
history-buffer = { $buffer ->
    [all] Tous les messages
    [events] Événements de la partie
    [talk] Conversation de la table
   *[mine] Vos touches et vos coups
}, { $count ->
    [0] vide.
    [one] 1 ligne.
   *[other] { $count } lignes.
}
review-word = { $word }
review-char = { $char }
review-capital = { $char } majuscule
review-sign = { $sign ->
    [space] espace
    [comma] virgule
    [period] point
    [colon] deux-points
    [semicolon] point-virgule
    [dash] tiret
    [apostrophe] apostrophe
    [exclamation] point d'exclamation
    [question] point d'interrogation
    [parenthesis] parenthèse
    [plus] plus
   *[quote] guillemet
}
review-copied = Copié : { $text }
review-cannot-copy = Ce terminal ne laisse pas l'application copier. La ligne : { $text }
help-review = La dernière ligne entendue : apostrophe lit son mot suivant, Maj apostrophe le mot précédent, point-virgule épelle le mot atteint (ou toute la ligne), Maj point-virgule copie la ligne dans le presse-papiers.
help-buffers = Historiques : crochet ouvrant et crochet fermant passent de tous les messages aux événements de la partie, à la conversation de la table, puis à vos touches et vos coups ; Page précédente et Page suivante lisent celui où vous êtes, maintenant { $buffer ->
    [all] tous les messages
    [events] les événements de la partie
    [talk] la conversation de la table
   *[mine] vos touches et vos coups
}.
error-internal = Un problème est survenu dans l'application ({ $detail }) ; les détails sont dans le journal d'erreurs, et vous pouvez continuer.
value-percent = { $value }
value-number = { $value }
choice-required = Ce choix est obligatoire.

## Menu principal

main-title = Jeux accessibles. Menu principal.
main-play = Nouvelle partie
main-continue = Reprendre la dernière partie
main-load = Parties sauvegardées et relectures
main-settings = Réglages
main-rules = Règles des jeux
main-keys = Touches
main-quit = Quitter
quit-confirm = Quitter Jeux accessibles ?
continue-none = Aucune partie en cours à reprendre.
save-bad = { $reason ->
    [oversized] Le fichier { $file } est trop gros pour être une sauvegarde. Il n'a pas été modifié.
    [foreign] Le fichier { $file } n'est pas une sauvegarde de cette application. Il n'a pas été modifié.
    [newer] La sauvegarde { $file } vient d'une version plus récente de l'application. Elle n'a pas été modifiée.
   *[other] La sauvegarde { $file } est endommagée et illisible. Elle n'a pas été modifiée.
}
settings-bad = { $reason ->
    [newer] Le fichier de réglages vient d'une version plus récente. Il a été mis de côté ; les réglages par défaut s'appliquent.
   *[other] Le fichier de réglages était endommagé. Il a été mis de côté ; les réglages par défaut s'appliquent.
}

## Jeux et nouvelle partie

games-title = Choisissez un jeu.
game-with-summary = { $title } : { $summary }
new-title = Nouvelle partie : { $game }. Choisissez la variante, les options et les joueurs, puis Commencer.
new-variant = Variante : { $value }
new-option = { $name } : { $value }
new-add-seat = Ajouter un joueur
new-remove-seat = Retirer le dernier joueur
new-start = Commencer la partie
new-name-prompt = Nom du joueur { $number }. Tapez-le, puis Entrée.
new-seat-added = Joueur ajouté.
new-seat-removed = Joueur retiré. { $count ->
    [one] Il reste un joueur.
   *[other] { $count } joueurs maintenant.
}
default-player-name = Joueur
default-player-name-n = Joueur { $number }
bot-name = { $level ->
    [easy] Robot facile { $number }
    [hard] Robot fort { $number }
   *[normal] Robot { $number }
}

## Réglages

settings-title = Réglages. Les flèches gauche et droite changent un réglage ; il est enregistré aussitôt.
settings-done = Retour
setting-line = { $name } : { $value }
setting-lang = Langue
setting-lang-ru = Русский
setting-lang-en = English
setting-lang-fr = Français
setting-speech = Voie de parole
setting-speech-auto = automatique
setting-speech-tts = la voix de l'application
setting-speech-screenreader = mon lecteur d'écran
setting-speech-speechd = speech-dispatcher
setting-speech-silent = muette
setting-rate = Débit de parole
setting-volume = Volume de la parole
setting-cue_volume = Volume des sons
setting-sound = Sons
setting-sound-on = activés
setting-sound-off = désactivés
setting-verbosity = Verbosité
setting-verbosity-brief = brève
setting-verbosity-full = complète
setting-coordinates = Coordonnées
setting-coordinates-first = au début
setting-coordinates-last = à la fin
setting-coordinates-off = non dites
setting-turn_cue = Son à votre tour
setting-turn_cue-on = activé
setting-turn_cue-off = désactivé
setting-turn_reminder = Rappel quand votre tour s'éternise
setting-turn_reminder-off = désactivé
setting-turn_reminder-30 = après 30 secondes, puis toutes les 30
setting-turn_reminder-60 = après une minute, puis chaque minute
setting-turn_reminder-120 = après 2 minutes, puis toutes les 2
turn-reminder = { $self ->
    [yes] C'est toujours à vous de jouer.
   *[no] { $player }, c'est toujours à vous de jouer.
}

## Règles et touches

rules-title = Règles. Choisissez un jeu.
rules-of = Règles : { $game }. Les flèches haut et bas passent d'une section à l'autre.
keys-title = Touches. Les flèches haut et bas passent d'une page à l'autre.
keys-page-menus = Dans les menus : les flèches haut et bas déplacent ; Début et Fin vont au premier et au dernier élément ; une lettre va à l'élément suivant qui commence par elle ; Entrée ou Espace choisit ; les flèches gauche et droite changent un réglage ou une option ; Échap revient en arrière.
keys-page-game = En partie : F1 donne les touches du jeu ; F2 ou Contrôle F1 lit ses règles ; T dit à qui c'est le tour ; S donne les scores ; D les dés ou la carte ouverte ; R ou F4 répète le dernier message ; Contrôle S sauvegarde sous un nom ; Échap ouvre le menu de la partie ; Contrôle Q quitte, après confirmation. La partie se sauvegarde après chaque coup.
keys-page-history = Historique des messages : Page précédente ou virgule lit le message précédent, Page suivante ou point le suivant ; avec Maj, ou les touches inférieur et supérieur, le premier et le dernier.
keys-page-speech = Parole : toute touche coupe ce qui est dit sur le plateau ; Contrôle Espace arrête toute parole. Les événements de jeu attendent leur tour et ne se perdent jamais : relisez-les avec les touches d'historique.

## Aide (F1)

help-shared = Partout : F1 aide, F2 règles, Page précédente et Page suivante l'historique des messages, F4 répéter, Contrôle Espace silence, Échap retour, Contrôle Q quitter.
help-menu = Menu : flèches haut et bas, Début, Fin ou une première lettre pour se déplacer ; Entrée pour choisir ; Échap pour revenir.
help-main = Menu principal : flèches haut et bas pour se déplacer, Entrée pour choisir. Nouvelle partie lance un jeu, Reprendre revient à votre dernière partie.
help-games = Liste des jeux : flèches haut et bas pour entendre chaque jeu, Entrée pour préparer une partie.
help-new = Nouvelle partie : les flèches haut et bas parcourent variante, options et joueurs. Les flèches gauche et droite changent la valeur. Sur un joueur humain, Entrée permet de taper son nom ; gauche et droite le changent en robot et inversement. Commencer la partie est le dernier élément.
help-settings = Réglages : flèches haut et bas pour se déplacer ; flèches gauche et droite, ou Entrée, pour changer la valeur ; tout est enregistré aussitôt.
help-reader = Lecture : flèches haut et bas pour changer de page ; Début et Fin pour la première et la dernière ; Entrée relit la page ; Échap ferme.
help-entry = Saisie : lettres et chiffres s'ajoutent ; Retour arrière efface le dernier ; flèche haut relit la saisie ; Entrée valide ; Échap annule.
help-confirm = Question : flèches haut et bas pour choisir oui ou non, Entrée pour valider, Échap pour non.
help-list = Liste « { $title } », { $count } lignes : Haut et Bas la parcourent, Début et Fin vont à ses extrémités, Entrée choisit la ligne atteinte{ $cancel ->
    [yes] , Échap la ferme
   *[no]  ; il faut répondre
}{ $hint ->
    [yes]  ; H donne le conseil et va à sa ligne
   *[no] {""}
}.
help-list-keys = Dans la liste aussi : T dit à qui le tour, S les scores, D les dés.
help-choice = Choix : flèches haut et bas pour entendre les choix, Entrée pour choisir.
help-game = Partie : T à qui le tour, S scores, D dés ou carte, R répéter, Contrôle S sauvegarder, Échap menu de la partie.
help-game-menu = Menu de la partie : reprendre, sauvegarder, règles, touches, réglages, ou revenir au menu principal.

## Écran de jeu

game-started = Nouvelle partie : { $game }. Joueurs : { $players }.
game-resumed = Reprise : { $game }, manche { $round }.
game-back = Retour à la partie : { $game }.
game-not-your-turn = Ce n'est pas votre tour.
game-move-not-allowed = Ce coup n'est pas permis maintenant.
game-over = Partie terminée.
final-place = { $self ->
    [yes] Vous : { $score } { $score ->
        [one] point
       *[other] points
    }, { $place ->
        [1] 1re place
       *[other] { $place }e place
    }.
   *[no] { $player } : { $score } { $score ->
        [one] point
       *[other] points
    }, { $place ->
        [1] 1re place
       *[other] { $place }e place
    }.
}
game-over-keys = Pour revenir au menu principal : Échap, puis Quitter la partie pour le menu principal.
save-name-prompt = Sauvegarder la partie sous un nom. Tapez le nom, puis Entrée.
saved-as = Partie sauvegardée sous le nom { $name }.
quit-game-confirm = Quitter maintenant ? La partie est sauvegardée ; Reprendre la retrouve.
leave-confirm = Quitter cette partie pour le menu principal ? Elle est sauvegardée ; Reprendre la retrouve.
game-menu-title = Menu de la partie.
game-menu-resume = Retour à la partie
game-menu-save = Sauvegarder sous un nom
game-menu-rules = Règles de ce jeu
game-menu-keys = Touches de ce jeu
game-menu-settings = Réglages
game-menu-leave = Quitter la partie pour le menu principal

## Ligne de commande

cli-description = Jeux de société à l'oreille et au clavier : Soixante et un, Ramsès II et Oflameron.
cli-help-command = play (par défaut), games (liste des jeux et de leurs options) ou doctor (vérifier la parole et le son ici)
cli-help-help = afficher cette aide et quitter
cli-help-version = afficher la version et quitter
cli-help-lang = langue : ru, en ou fr
cli-help-speech = voie de parole : auto, tts, screenreader, speechd, lines ou silent
cli-help-no-sound = sans sons
cli-help-transcript = ajouter chaque message dit au fichier FILE, une ligne par message
cli-help-seed = graine des dés et des mélanges, pour rejouer une partie
cli-help-game = commencer tout de suite une partie de NAME
cli-help-variant = la variante du jeu
cli-help-option = une option du jeu, répétable
cli-help-players = les places, par exemple "Anna,bot" ou "Anna,Boris,bot:hard" ; que des robots : la partie se joue seule
cli-help-bot-delay = pause entre les coups des robots, en secondes (1 par défaut, 0 permis)
cli-help-continue = reprendre la dernière partie inachevée
cli-error = { $detail }
cli-bad-value = valeur incorrecte pour { $option } : { $value }. Valeurs acceptées : { $accepted }.
cli-accepted-integer = un nombre entier, 0 ou plus
cli-needs-game = --variant, --option et --players demandent --game NAME.
games-players = joueurs : de { $low } à { $high }
games-variants = variantes : { $variants } (par défaut { $default })
games-default = par défaut { $value }
cli-no-keyboard = Aucun clavier à lire : lancez l'application dans un terminal.
cli-crashed = l'application s'est arrêtée après une erreur inattendue. Les détails sont dans { $log }.
cli-output-closed = la sortie a été fermée, l'application s'est donc arrêtée ; toute partie en cours est enregistrée.

## Fichiers : pourquoi une lecture ou une écriture a échoué, questions honnêtes avant de quitter, limites de la ligne de commande

fault-cause = { $fault ->
    [disk-full] le disque est plein
    [permission] accès refusé
    [read-only] le disque est en lecture seule
    [missing] il n'existe pas
    [not-folder] ce n'est pas un dossier
    [too-large] il serait plus gros que ce que l'application peut relire
    [not-text] il contient des caractères qui ne peuvent pas être écrits
   *[other] le système a refusé
}
quit-game-confirm-unsaved = Quitter maintenant ? Les derniers coups ne sont PAS sauvegardés : impossible d'écrire dans le dossier des sauvegardes. Si vous quittez, ils seront perdus.
leave-confirm-unsaved = Quitter cette partie pour le menu principal ? Les derniers coups ne sont PAS sauvegardés : impossible d'écrire dans le dossier des sauvegardes. Si vous partez, ils seront perdus.
cli-value-cut = { $start }… ({ $length } caractères)
cli-accepted-seed = un nombre entier de 0 à { $high }
cli-option-other-variant = --option { $option } appartient à la variante { $variants }, pas à { $variant }. Choisissez cette variante ou retirez l'option.
settings-not-saved-where = Impossible d'enregistrer les réglages dans le dossier { $folder } : { $cause }. Ils restent valables jusqu'à ce que vous quittiez.

# Voies de parole, voix et dossiers de l'application.
setting-speech-lines = lignes simples
setting-voice = Voix pour { $language }
setting-voice-usual = la voix habituelle
setting-voice-named = { $name } ({ $identifier })
cli-help-folders = Où l'application range ses fichiers sur cet ordinateur :
cli-help-settings-folder = réglages : { $path }
cli-help-saves-folder = parties enregistrées : { $path }
cli-help-log-folder = journaux (crash.log) : { $path }

## Setup names, text entry suggestions, menu lines after a sentence, ranges

setup-seat = Joueur { $number } : { $kind ->
    [human] { $name }, humain
    [normal] { $name }, niveau normal
   *[other] { $name }
}
seat-bot-level = { $name } au niveau { $level ->
    [easy] facile
    [hard] fort
   *[normal] normal
}
entry-suggested = Proposé : { $text }, sélectionné. Ce que vous tapez le remplace ; flèche droite le garde pour le compléter ; Entrée l'accepte.
entry-cleared = Effacé. Tapez le nouveau texte, puis appuyez sur Entrée.
entry-kept = Gardé : { $text }. Ce que vous tapez maintenant s'y ajoute.
help-entry-suggestion = Une proposition est sélectionnée : la première lettre tapée la remplace ; Retour arrière l'efface ; flèche droite ou Fin la garde pour la compléter ; Entrée l'accepte telle quelle.
menu-item-after-sentence = { $label } { $position } sur { $count }.
cli-accepted-range = de { $low } à { $high }
setting-reconnect = En ligne, après une coupure, essayer de se reconnecter pendant
setting-reconnect-10 = 10 minutes
setting-reconnect-30 = 30 minutes
setting-reconnect-60 = une heure
setting-chat = Discussion aux tables en ligne
setting-chat-on = lue
setting-chat-off = coupée

# Headings of --help.
cli-help-usage = utilisation :{" "}
cli-help-positionals = arguments positionnels
cli-help-options = options
final-place-acorns = { $self ->
    [yes] Vous : { $score } { $score ->
        [one] gland
       *[other] glands
    }, { $place ->
        [1] 1re place
       *[other] { $place }e place
    }.
   *[no] { $player } : { $score } { $score ->
        [one] gland
       *[other] glands
    }, { $place ->
        [1] 1re place
       *[other] { $place }e place
    }.
}
# Aide propre à chaque commande (accessible-games COMMANDE --help).
cli-command-play = Jouer : les menus, ou une partie tout de suite avec --game et --players. La commande par défaut.
cli-command-games = Lister les jeux avec leurs variantes et leurs options.
cli-command-doctor = Vérifier la parole, les voix et le son sur cet ordinateur, et dire où l'application range ses fichiers (à joindre à un signalement de bogue).
cli-command-serve = Lancer un serveur de tables pour jouer en ligne.
cli-command-host = Ouvrir une table en ligne, sur cet ordinateur ou sur le serveur à l'adresse URL.
cli-command-join = S'asseoir à une table en ligne : l'adresse de son serveur et le code de la table.
cli-command-watch = Écouter une table en ligne sans jouer.
cli-help-more = Chaque commande a sa propre aide : accessible-games COMMANDE --help
cli-help-url = l'adresse du serveur : ws://HÔTE:PORT ou wss://HÔTE:PORT
cli-help-url-host = l'adresse du serveur (sans elle : la table est sur cet ordinateur)
cli-help-code-words = le code de la table, par exemple « 482 915 307 126 »
