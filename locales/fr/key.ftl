## Touches : le nom d'une touche, et la réponse à une touche qui ne fait rien sur cet écran

key-does-nothing = { $key } ne fait rien ici. F1 donne la liste des touches.
key-char = { $char }
key-control = Contrôle { $key }
key-shift = Majuscule { $key }
key-name = { $key ->
    [up] Flèche haut
    [down] Flèche bas
    [left] Flèche gauche
    [right] Flèche droite
    [enter] Entrée
    [space] Espace
    [tab] Tab
    [s-tab] Majuscule Tab
    [backspace] Retour arrière
    [delete] Supprimer
    [home] Début
    [end] Fin
    [insert] Insertion
    [pageup] Page précédente
   *[pagedown] Page suivante
}
