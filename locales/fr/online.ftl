## Tables en ligne : retour, une place une connexion, coupures, pauses, tables à la maison

online-back = De retour à la table. { $moves ->
    [0] Rien n'a été joué depuis votre départ.
    [one] Un coup depuis votre départ.
   *[other] { $moves } coups depuis votre départ.
} Page précédente lit ce que vous avez manqué.
online-in-progress = Une partie en cours : { $moves ->
    [one] un coup joué.
   *[other] { $moves } coups joués.
} Page précédente les lit.
online-link-back = Connexion rétablie.
online-replaced = Cette place est maintenant jouée depuis une autre fenêtre. Celle-ci s'arrête ici ; Échap quitte la table.
online-wait-reconnecting = Reconnexion au serveur en cours ; vous pourrez jouer quand la table sera revenue. Le plateau et les annonces fonctionnent.
online-self-joined = Vous vous asseyez à la table.
online-self-back = Vous êtes de retour.
online-self-bot = Un bot joue pour vous jusqu'à votre retour.
online-self-chat = Vous : { $text }
online-game-begins = Toutes les places sont prises : la partie commence.
online-table-where = Code de la table { $code }, à l'adresse { $address }.
online-help = F3 : le code et l'adresse de la table, à donner à vos amis.
online-star = étoile
online-secret-deleted = effacé
online-secret-count = { $count ->
    [0] Rien de tapé.
    [one] 1 caractère tapé.
   *[other] { $count } caractères tapés.
}
online-absence-item = Un ami absent : { $minutes ->
    [-1] sa place l'attend, aucun bot ne la joue
    [one] un bot joue sa place après { $minutes } minute d'absence
   *[other] un bot joue sa place après { $minutes } minutes d'absence
}. Quand tous les joueurs sont absents, la table est en pause.
online-friend-seat = Joueur { $number } : la place d'un ami, prise avec le code de la table
online-cli-help-absence = host : minutes pendant lesquelles la place d'un joueur absent l'attend avant qu'un bot la joue (0 à 60, 2 par défaut), ou never
online-cli-absence-accepted = des minutes de 0 à 60, ou never
online-menu-mine = Mes tables sur cet ordinateur
online-mine-title = Mes tables sur cet ordinateur
online-mine-help = Haut et Bas choisissent une table, Entrée la rouvre sur le serveur de cet ordinateur ; vos amis reviennent avec la même commande join qu'avant. Échap revient en arrière.
online-mine-none = Aucune table inachevée n'est ouverte sur cet ordinateur.
online-mine-item = { $game }, table { $code } : { $players }
online-taken-over = Votre place est maintenant jouée ici ; l’autre onglet ou fenêtre s’arrête. { $moves ->
    [0] Rien de joué pour l’instant.
    [one] Un coup joué jusqu’ici.
   *[other] { $moves } coups joués jusqu’ici.
} Page précédente lit la partie jusqu’ici.
