## Liste des parties sauvegardées

saves-title = Parties sauvegardées et rediffusions, les plus récentes d'abord. { $count ->
    [0] Aucune partie sauvegardée pour l'instant.
    [one] Une partie sauvegardée.
   *[other] { $count } parties sauvegardées.
}{ $bad ->
    [0] {""}
    [one] {" "}Un fichier est illisible.
   *[other] {" "}{ $bad } fichiers sont illisibles.
}
saves-bad-note = { $count ->
    [one] Il figure en fin de liste, tel quel : il n'est jamais modifié.
   *[other] Ils figurent en fin de liste, tels quels : ils ne sont jamais modifiés.
}
saves-item = { $game }{ $named ->
    [yes] , sauvegardée sous le nom { $name }
   *[no] {""}
} : { $players }. { $finished ->
    [yes] Terminée
   *[no] { $round ->
        [0] { $moves ->
            [one] { $moves } coup joué
           *[other] { $moves } coups joués
        }
       *[other] Manche { $round }
    }
}, { $date }
saves-players-none = aucun joueur
saves-players-one = { $name }
saves-players-two = { $first } et { $last }
saves-players-more = { $first }, { $rest }
saves-date-today = aujourd'hui à { $hour } h { NUMBER($minute, minimumIntegerDigits: 2) }
saves-date-yesterday = hier à { $hour } h { NUMBER($minute, minimumIntegerDigits: 2) }
saves-date = le { $day } { $month ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
} { $year } à { $hour } h { NUMBER($minute, minimumIntegerDigits: 2) }
saves-bad-item = Fichier { $file } : { $reason ->
    [oversized] trop grand pour être une sauvegarde
    [foreign] ce n'est pas une sauvegarde de cette application
    [newer] il vient d'une version plus récente de l'application
    [unknown-game] un jeu que cette version ne connaît pas
   *[other] endommagé
} ; laissé intact
saves-bad = { $reason ->
    [oversized] Le fichier { $file } est trop grand pour être une partie sauvegardée.
    [foreign] Le fichier { $file } n'est pas une partie sauvegardée de cette application.
    [newer] La partie sauvegardée { $file } vient d'une version plus récente de l'application.
    [unknown-game] La partie sauvegardée { $file } est d'un jeu que cette version de l'application ne connaît pas.
   *[other] La partie sauvegardée { $file } est endommagée et illisible.
} Le fichier a été laissé intact.
saves-help = Parties sauvegardées : les flèches haut et bas annoncent chaque sauvegarde, la plus récente d'abord : jeu, joueurs, manche et date. Entrée propose de reprendre la partie, d'écouter la rediffusion, de l'exporter en texte ou de la supprimer. Les fichiers illisibles figurent en fin de liste et ne sont jamais modifiés. Échap revient en arrière.
saves-actions-title = { $save }. Que voulez-vous faire ?
saves-actions-help = Une partie sauvegardée : les flèches haut et bas choisissent, Entrée valide. Reprendre la partie la continue ; la rediffusion la rejoue coup par coup ; l'export l'écrit dans un fichier texte à côté des sauvegardes ; la suppression demande d'abord confirmation. Échap revient à la liste.
saves-action-continue = Reprendre la partie
saves-action-replay = Écouter la rediffusion, coup par coup
saves-action-export = Exporter dans un fichier texte
saves-action-delete = Supprimer cette sauvegarde
saves-delete-confirm = Supprimer définitivement cette sauvegarde ? { $save }.
saves-deleted = Sauvegarde supprimée.

## Rediffusion

replay-title = Rediffusion de { $game }, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, avec { $players }. Les flèches gauche et droite passent d'un coup à l'autre ; haut et bas vont au début ou à la fin d'une manche ; Début et Fin au premier et au dernier coup ; E exporte la partie en texte.
replay-step-opening = Début de la partie{ $round ->
    [0] {""}
   *[other] , manche { $round }
}, avant { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}.
replay-step = Coup { $move } sur { $count }, { $name }{ $round ->
    [0] {""}
   *[other] , manche { $round }
}.
replay-nothing-heard = Rien n'a été dit à ce coup.
replay-help = Rediffusion : flèches gauche et droite, le coup précédent et le suivant ; flèche haut, le début de la manche, puis celui de la manche d'avant ; flèche bas, la fin de la manche, puis celle de la manche d'après ; Début et Fin, le premier et le dernier coup ; Entrée répète ce coup ; S les scores à ce moment ; E exporte la partie dans un fichier texte à côté des sauvegardes ; Échap revient en arrière.
replay-score = { $name } : { $score ->
    [one] { $score } point
   *[other] { $score } points
}
replay-place = { $place ->
    [1] 1re place
   *[other] { $place }e place
} : { $name }, { $score ->
    [one] { $score } point
   *[other] { $score } points
}.
replay-export-title = { $game } : la partie telle qu'elle a été entendue.
replay-export-players = Joueurs : { $players }.
replay-export-setup = Variante : { $variant }. Graine : { $seed }. { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, { $finished ->
    [yes] la partie est terminée.
   *[no] la partie n'est pas terminée.
}
replay-export-source = Fichier de sauvegarde : { $file }
replay-exported = La partie a été exportée en texte dans { $path }

## Fichiers venus d'ailleurs, pannes et parties ouvertes dans une autre copie

save-failed-where = Impossible de sauvegarder cette partie dans le dossier { $folder } : { $cause }. Vous pouvez continuer à jouer ; elle sera de nouveau sauvegardée après chaque coup.
save-works-again = La partie est de nouveau sauvegardée.
save-as-failed = Impossible de sauvegarder la partie sous le nom { $name } dans le dossier { $folder } : { $cause }.
save-name-refused = Le nom { $name } ne peut pas servir de nom de fichier. Appuyez sur Contrôle+S et choisissez un autre nom.
save-name-taken-bad = Un fichier nommé { $name } se trouve déjà dans le dossier des sauvegardes et ne peut pas être lu ; il est conservé. Appuyez sur Contrôle+S et choisissez un autre nom.
save-replace-confirm = Une sauvegarde de cette partie nommée { $name } existe déjà. La remplacer par la partie telle qu'elle est maintenant ?
save-replace-other-confirm = Le nom { $name } est déjà pris par une autre partie : { $save }. Remplacer cette partie par celle-ci ? Elle serait perdue.
save-unreadable = La partie sauvegardée { $file } ne peut pas être lue : { $cause }. Le fichier n'a pas été modifié.
saves-unreadable-item = Fichier { $file } : illisible ; laissé intact
saves-folder-unreadable = Le dossier des sauvegardes { $folder } ne peut pas être lu : { $cause }. Aucune partie sauvegardée ne peut être listée ni reprise tant qu'il reste ainsi.
export-failed-where = Impossible d'exporter la partie dans le dossier { $folder } : { $cause }.
game-busy = Cette partie de { $game } est ouverte dans une autre copie d'Accessible Games, qui la sauvegarde. Ici, vous pouvez l'écouter, ou la continuer comme une copie.
game-busy-replay = Écouter la partie, coup par coup
game-busy-copy = Continuer comme une copie (l'autre copie garde sa partie)
game-busy-back = Retour
game-busy-help = Une partie jouée dans une autre copie de l'application : flèches haut et bas pour choisir, Entrée pour valider. L'écoute ne fait que lire la partie ; une copie continue comme une partie à part, si bien qu'aucune copie n'écrase l'autre. Échap pour revenir.
game-busy-copied = Ceci est une copie : elle est sauvegardée comme une partie à part.
saves-delete-failed-where = Impossible de supprimer cette sauvegarde du dossier { $folder } : { $cause }.
saves-delete-busy = Cette sauvegarde ne peut pas être supprimée maintenant : une autre copie d'Accessible Games la joue et l'écrirait à nouveau. { $save }.
saves-title-plain = Parties sauvegardées et rediffusions.
game-lock-failed = Cette partie de { $game } ne peut pas être verrouillée : le dossier locks du dossier des sauvegardes n'est pas un dossier de l'application, ou son fichier de verrou ne peut pas être ouvert. Une autre copie d'Accessible Games la joue peut-être ; ici, vous pouvez l'écouter, ou la continuer comme une copie.
