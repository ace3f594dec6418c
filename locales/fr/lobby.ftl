## Le salon : les tables ouvertes d'un serveur, rejointes avec Entrée

lobby-menu-item = Tables ouvertes
lobby-title = Tables ouvertes
lobby-help = Tables ouvertes : les tables de ce serveur que leur hôte a ouvertes, mises à jour d'elles-mêmes. Haut et Bas choisissent une table, Entrée demande votre nom et vous y assoit. Ctrl+L dit combien de tables sont ouvertes. Un changement de la liste n'est pas annoncé, sauf si la table où vous êtes la quitte. Échap revient en arrière. Pour lister votre table, choisissez « ouverte » en la créant.
lobby-asking = Demande des tables ouvertes au serveur.
lobby-none = Aucune table ouverte pour l'instant. La liste se met à jour d'elle-même.
lobby-gone = Cette table a quitté la liste : elle est complète, fermée ou terminée.
lobby-unreachable = Le serveur est injoignable ; nouvel essai.
lobby-count = { $count ->
    [0] Aucune table ouverte.
    [one] Une table ouverte.
   *[other] { $count } tables ouvertes.
}
lobby-table = { $game }, { $variant }, hôte { $host } : { $free ->
    [one] une place libre
   *[other] { $free } places libres
} sur { $seats }, { $lang }, { $minutes ->
    [0] ouverte à l'instant
    [one] attend depuis 1 minute
   *[other] attend depuis { $minutes } minutes
}
lobby-lang-en = en anglais
lobby-lang-ru = en russe
lobby-lang-fr = en français
lobby-lang-unknown = langue non précisée
lobby-host-private = Table : privée, rejointe avec son code
lobby-host-open = Table : ouverte, listée dans les tables ouvertes du serveur
lobby-cli-help-open = host : lister la table parmi les ouvertes
lobby-page-heading = Tables ouvertes
lobby-page-none = Aucune table ouverte pour l'instant. Cette liste se met à jour d'elle-même.
lobby-page-join = Rejoindre
lobby-page-game = Jeu
lobby-page-host = Hôte
lobby-page-seats = Places libres
lobby-page-lang = Langue
lobby-page-waited = Attente
lobby-page-count = { $count ->
    [0] Aucune table ouverte.
    [one] Une table ouverte.
   *[other] { $count } tables ouvertes.
}
lobby-page-minutes = { $minutes ->
    [0] ouverte à l'instant
    [one] 1 minute
   *[other] { $minutes } minutes
}
lobby-page-announce = Annoncer les changements de cette liste
lobby-page-open = Lister cette table dans les tables ouvertes
