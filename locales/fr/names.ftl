## Noms des joueurs

names-refused = { $number ->
    [0] {""}
   *[other] Joueur { $number } :{" "}
}{ $reason ->
    [empty] un nom ne peut pas être vide.
   *[invisible] ce nom n’a aucune lettre, aucun chiffre ni aucun signe visible ou lisible. Tapez un nom qui en a au moins un.
}
names-accepted = un nom avec au moins une lettre, un chiffre ou un signe visible
