## Un seul clavier pour plusieurs joueurs : passer le clavier avant de dire quoi que ce soit de privé

handover = { $player }, à vous. Les autres, merci de ne pas écouter. { $player }, appuyez sur Entrée pour commencer votre tour.
help-handover = Passage du clavier : { $player } prend le clavier et appuie sur Entrée pour commencer son tour ; rien de privé n'est dit avant. R répète, Page précédente et Page suivante lisent les messages publics.
game-resumed-turn = { $self ->
    [yes] À vous de jouer.
   *[no] Au tour de { $player }.
}
handover-private = Un message rien que pour { $player }. Les autres, merci de ne pas écouter. { $player }, appuyez sur Entrée pour l'écouter.
handover-all-clear = Tout le monde peut écouter à nouveau.
handover-away = Pendant votre absence :
table-turn = { $player }, à vous.
handover-cancelled = Passage du clavier annulé : rien n'a été dit pour { $player }. Tout le monde peut écouter.
help-handover-cancel = Échap annule le passage du clavier.
