## Jeu en ligne : serveur de tables et clients

net-chat = { $player } : { $text }
net-seat-joined = { $player } s'assoit à la table.
net-seat-away = { $player } a perdu la connexion ; la table attend.
net-seat-bot = Un robot joue pour { $player } jusqu'à son retour.
net-seat-back = { $player } est de retour.
net-serving = Serveur à l'écoute sur { $url }

net-error-malformed = Le serveur n'a pas compris ce message.
net-error-too-large = Ce message est trop long pour le serveur.
net-error-rate-limited = Trop de messages à la fois ; attendez un instant.
net-error-unknown-type = Le serveur ne connaît pas cette demande.
net-error-bad-version = Cette version de l'application ne peut pas parler à ce serveur ; mettez l'un des deux à jour.
net-error-password = Le serveur demande le bon mot de passe.
net-error-no-table = Aucune table n'a ce code.
net-error-table-full = Cette table n'a plus de place libre.
net-error-no-spectators = Cette table n'accepte pas d'auditeurs.
net-error-code-taken = Ce code de table est pris ou trop court ; choisissez-en un autre d'au moins 6 lettres ou chiffres, dont au moins une lettre.
net-error-bad-token = Cette place ne peut pas être reprise d'ici.
net-error-not-seated = Vous n'êtes assis à aucune table.
net-error-not-your-turn = Ce n'est pas votre tour.
net-error-illegal-move = Ce coup n'est pas permis maintenant.
net-error-not-started = La partie commence quand toutes les places sont prises.
net-error-game-over = La partie est terminée.
net-error-bad-setup = Le serveur a refusé les réglages de cette partie.
net-error-not-over = L'enregistrement sera prêt à la fin de la partie.
net-error-server-full = Le serveur tient déjà autant de tables qu'il peut ; réessayez plus tard.

net-cli-help-commands = ; serve (lancer un serveur de tables), host (ouvrir une table en ligne), join (s'y asseoir), watch (l'écouter)
net-cli-help-host = adresse d'écoute (serve : 127.0.0.1 par défaut ; host sans adresse : 0.0.0.0 par défaut, le réseau local ; 127.0.0.1 la garde sur cet ordinateur)
net-cli-help-port = port d'écoute (8765 par défaut)
net-cli-help-data = dossier de la base de données du serveur (par défaut : le dossier de données de l'application)
net-cli-help-password = mot de passe que les joueurs doivent donner pour utiliser ce serveur
net-cli-help-cert = fichier de certificat TLS (PEM), avec --key : serveur wss://
net-cli-help-key = fichier de clé privée TLS (PEM), avec --cert
net-serve-tls-pair = --cert et --key vont ensemble : donnez les deux ou aucun.
net-serve-tls-bad = Le certificat ou la clé est inutilisable : { $detail }
net-serve-data-bad = La base de données du serveur dans { $folder } ne peut pas être ouverte : { $detail }
net-serve-listen-bad = Impossible d'écouter sur { $address } : { $detail }
net-cli-help-store = où les tables sont gardées : sqlite: (par défaut, un fichier dans --data) ou postgresql://UTILISATEUR@HÔTE:PORT/BASE (partagée par plusieurs processus serveur)
net-cli-help-server = une autre adresse du même service de tables, essayée à son tour quand la liaison tombe (à répéter pour plusieurs)
net-cli-help-origin = serve : une adresse publique de la page web (https://jeux.example.org derrière un proxy), seule origine acceptée par son WebSocket (à répéter pour plusieurs ; par défaut : l'adresse servie)
net-serve-store-url = Le stockage { $store } n'est pas connu de ce serveur. Donnez sqlite: ou postgresql://UTILISATEUR@HÔTE:PORT/BASE.
net-serve-store-driver = Le stockage PostgreSQL demande le paquet psycopg : pip install "accessible-games[postgresql]".
net-serve-store-unreachable = Impossible d'utiliser la base PostgreSQL à { $address } : { $detail }

## L'écran de jeu en ligne
net-connecting = Connexion à { $address }…
net-server-unreachable = Impossible de joindre le serveur { $address }. Vérifiez l'adresse et que le serveur tourne.
net-game-not-online = Ce jeu ne se joue pas encore en ligne.
net-seated = { $game } à une table en ligne : { $players }. { $seat ->
    [0] Vous écoutez la partie.
   *[other] Vous êtes à la place { $seat }.
}
net-table-code = Code de la table : { $code }. Donnez-le à vos amis pour qu'ils vous rejoignent.
net-open-seat = place libre
net-waiting = { $count ->
    [one] On attend encore un joueur.
   *[other] On attend encore { $count } joueurs.
}
net-missed = { $count ->
    [0] De retour à la table ; rien de manqué.
    [one] De retour à la table. Un message manqué :
   *[other] De retour à la table. { $count } messages manqués :
}
net-reconnecting = Connexion perdue ; reconnexion…
net-server-gone = Le serveur est parti. Le plateau, l'historique et les lectures marchent toujours ; Échap quitte la table.
net-game-over-keys = Pour quitter la table : Échap, puis Quitter la table.
net-no-save = Une partie en ligne est gardée par le serveur ; inutile de l'enregistrer ici.
net-chat-prompt = Message à la table (Entrée envoie, Échap annule)
net-help = Contrôle T : un message à la table. Le serveur garde la partie : quittez avec Échap, revenez avec la même commande et votre place vous attend.
net-leave-confirm = Quitter la table ? Votre place vous attend ; un robot joue pour vous si vous êtes absent trop longtemps.
net-menu-chat = Message à la table
net-menu-leave = Quitter la table

## Menu du jeu en ligne
main-play-online = Jouer en ligne
net-menu-title = Jouer en ligne
net-menu-help = Haut et Bas choisissent, Entrée ouvre. Ouvrir une table sur cet ordinateur pour des amis de votre réseau, en ouvrir une sur un serveur, voir les tables ouvertes d'un serveur et en rejoindre une, rejoindre une table avec son code ou en écouter une.
net-menu-host-here = Ouvrir une table sur cet ordinateur
net-menu-host-server = Ouvrir une table sur un serveur
net-menu-join = Rejoindre une table
net-menu-watch = Écouter une table
net-address-prompt = Adresse du serveur, par exemple ws://192.168.1.20:8765
net-bad-address = Ce n'est pas une adresse de serveur ; elle commence par ws:// ou wss://.
net-code-prompt = Code de la table
net-name-prompt = Votre nom à la table
net-starting = Démarrage du serveur sur cet ordinateur…
net-hosting = Table ouverte sur cet ordinateur. Les autres joueurs de votre réseau la rejoignent à { $address }.

## Ligne de commande du jeu en ligne
net-cli-help-targets = pour host : l'adresse du serveur (sans elle : table sur cet ordinateur) ; pour join et watch : l'adresse et le code de la table
net-cli-help-code = host : choisir le code de la table (au moins 6 lettres ou chiffres, dont au moins une lettre), pour une table qui se retrouve chaque semaine
net-cli-help-name = join : votre nom à la table
net-cli-host-needs = host demande --game et --players, par exemple : host --game ramses --players "Anna,guest,bot"
net-cli-code-accepted = au moins 6 lettres ou chiffres, dont au moins une lettre
net-password-prompt = Ce serveur demande un mot de passe
net-menu-replay = Garder l'enregistrement de cette partie
net-replay-kept = L'enregistrement est gardé avec vos parties, sous le nom { $name }.
net-replay-failed = L'enregistrement n'a pas pu être récupéré ni gardé.
net-error-name-taken = Quelqu'un à cette table porte déjà ce nom ; choisissez-en un autre (join … --name).
net-error-name-reserved = Ce nom se lirait comme « vous » ; choisissez-en un autre (join … --name).
net-error-too-many-tables = Cette adresse a ouvert autant de tables qu'elle le peut ; terminez-en d'abord, ou réessayez plus tard.
net-error-table-locked = L'hôte a fermé cette table aux nouveaux venus.
net-error-not-let-in = L'hôte ne vous a pas fait entrer.
net-error-not-host = Seul l'hôte de la table peut faire cela.
net-error-removed = L'hôte vous a retiré de la table.
net-error-chat-limit = Trop de messages de discussion ; attendez un peu avant le suivant.
net-seat-removed = L'hôte a retiré { $name } de la place { $seat } ; la place est de nouveau libre.
net-table-locked = L'hôte a fermé la table : personne de nouveau ne s'assoit.
net-table-unlocked = L'hôte a rouvert la table.
net-table-knock-on = Les nouveaux venus demandent maintenant à l'hôte avant de s'asseoir.
net-table-knock-off = Les nouveaux venus s'assoient sans demander.
net-table-listening-off = L'hôte a fermé la table aux auditeurs.
net-table-listening-on = Les auditeurs peuvent de nouveau venir à cette table.
net-back-soon = Le serveur a perdu sa base de données un instant ; la table revient dans un moment.
net-error-lookups-blocked = Trop de codes de table ou de mots de passe erronés sont venus de votre adresse, qui ne peut plus chercher de table pendant { $minutes ->
    [one] encore une minute
   *[other] encore { $minutes } minutes
}, jusqu'à { $until }. Une place que vous occupez déjà peut toujours être reprise.
