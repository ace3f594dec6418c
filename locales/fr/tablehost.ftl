tablehost-knock = { $name } demande à entrer. Le faire entrer ? Contrôle Y le fait entrer ; le menu de la table, Contrôle O, le renvoie.
tablehost-knocking = En attente que l'hôte vous fasse entrer.
tablehost-no-knock = Personne ne demande à entrer.
tablehost-chat-muted = Discussion coupée.
tablehost-chat-on = La discussion est de nouveau lue.
tablehost-chat-more = { $count ->
    [one] Une ligne de discussion de plus est dans l'historique.
   *[other] { $count } lignes de discussion de plus sont dans l'historique.
}
tablehost-muted-player = La discussion de { $name } est coupée.
tablehost-unmuted-player = La discussion de { $name } est de nouveau lue.
tablehost-letting-in = { $name } entre.
tablehost-turned-away = { $name } est renvoyé.
tablehost-menu-title = Table
tablehost-lock = Fermer la table : personne de nouveau ne s'assoit
tablehost-unlock = Rouvrir la table
tablehost-knock-on = Demander aux nouveaux venus de frapper d'abord
tablehost-knock-off = Laisser les nouveaux venus s'asseoir sans frapper
tablehost-listening-off = Fermer la table aux auditeurs
tablehost-listening-on = Rouvrir la table aux auditeurs
tablehost-let-in = Faire entrer { $name }
tablehost-turn-away = Renvoyer { $name }
tablehost-remove = Retirer { $name } de la place { $seat }
tablehost-remove-confirm = Retirer { $name } de la table ? La place s'ouvre pour quelqu'un d'autre.
tablehost-mute-player = Couper la discussion de { $name }
tablehost-unmute-player = Réentendre la discussion de { $name }
tablehost-chat-all-off = Couper toute la discussion
tablehost-chat-all-on = Lire de nouveau la discussion
tablehost-back = Retour
tablehost-help = Contrôle U : couper ou rétablir la discussion. Contrôle O : le menu de la table, pour couper la discussion d'un joueur et, pour l'hôte, fermer la table, faire frapper les nouveaux venus, retirer un joueur ou fermer la table aux auditeurs. Contrôle Y : faire entrer qui frappe.
