pebble-title = Caillou
pebble-summary = Cachez un caillou là où le dé ne frappera pas : un jeu de choix cachés pour 1 à 4 joueurs, en trois manches.
pebble-variant-standard = Standard
pebble-rules = Quatre cases de 1 à 4 points. À chaque manche, chacun cache un caillou dans une case ; puis un dé à quatre faces frappe une case : les cailloux qui s'y trouvent ne marquent rien, les autres marquent leur case. Trois manches.
pebble-help = Caillou : flèches gauche et droite pour parcourir les cases, Entrée cache votre caillou, P dit où il est.
pebble-cell = case { $cell }, { $points } { $points ->
    [one] point
   *[other] points
}
pebble-focus = { $cell }{ $mine ->
    [yes] , votre caillou
   *[no] {""}
}
pebble-start = Caillou, { $rounds } manches.
pebble-prompt = Manche { $round } : cachez votre caillou.
pebble-you-hid = Vous cachez votre caillou : { $cell }.
pebble-hid = { $player } a caché un caillou.
pebble-rolled = Le dé frappe la case { $die }.
pebble-revealed = { $self ->
    [yes] Votre caillou
   *[no] Le caillou de { $player }
} : { $cell }, plus { $gain }, total { $total }.
pebble-no-pebble = Pas encore de caillou caché dans cette manche.
pebble-mine = Votre caillou : { $cell }.
pebble-turn = Manche { $round }. { $self ->
    [yes] À vous de cacher.
   *[no] { $player } cache.
}
pebble-over = La partie est finie.
pebble-score = { $self ->
    [yes] Vous
   *[no] { $player }
} : { $points }.
pebble-die = Dernier dé : { $die }.
