## Oflameron : noms

oflameron-title = Oflameron
oflameron-summary = Le jeu de logique russe aux cartes et au dé, de 1 à 6 joueurs : menez votre pion vers les meilleures cartes, évitez B et Z, et finissez avec le plus haut score.
oflameron-variant-grid = Grille de cartes
oflameron-variant-sheet = Feuille de papier
oflameron-variant-loop = Boucle de cartes

oflameron-option-die = Dé
oflameron-option-rows = Rangées de cartes
oflameron-option-columns = Cartes par rangée
oflameron-option-copies = Exemplaires de chaque valeur
oflameron-option-decks = Paquets
oflameron-option-end_cards = Cartes END dans le paquet
oflameron-option-markers = Pions par joueur
oflameron-option-rounds = Manches
oflameron-option-negative_ends = Un score négatif termine la partie
oflameron-option-negative_ends-no = non
oflameron-option-negative_ends-yes = oui
oflameron-option-b_penalty = Carte moins tirée pour B
oflameron-option-b_penalty-size = coûte sa valeur absolue
oflameron-option-b_penalty-signed = rend ses points
oflameron-option-sheet_columns = Colonnes de la feuille
oflameron-option-sheet_rows = Rangées de la feuille
oflameron-option-x_cells = Cases X, pion supplémentaire pour 500
oflameron-option-x_cells-yes = oui
oflameron-option-x_cells-no = non
oflameron-option-loop_cards = Cartes de la boucle
oflameron-option-loop_end_cards = Cartes END dans le paquet

## Oflameron : valeurs en toutes lettres

oflameron-card-plus-1 = plus un
oflameron-card-plus-5 = plus cinq
oflameron-card-plus-10 = plus dix
oflameron-card-plus-15 = plus quinze
oflameron-card-plus-25 = plus vingt-cinq
oflameron-card-minus-1 = moins un
oflameron-card-minus-5 = moins cinq
oflameron-card-minus-10 = moins dix
oflameron-card-minus-15 = moins quinze
oflameron-card-minus-25 = moins vingt-cinq
oflameron-card-p = prime P, plus cent
oflameron-card-t-1000 = prime T, plus mille
oflameron-card-t-500 = prime T, plus cinq cents
oflameron-card-b-draw = B, carte de pénalité tirée du paquet
oflameron-card-b-200 = B, moins deux cents
oflameron-card-z = Z, score à zéro
oflameron-card-end = END, fin de la partie
oflameron-card-x = X, pion supplémentaire pour cinq cents

oflameron-face-plus-1 = plus un
oflameron-face-plus-5 = plus cinq
oflameron-face-plus-10 = plus dix
oflameron-face-plus-15 = plus quinze
oflameron-face-plus-25 = plus vingt-cinq
oflameron-face-minus-1 = moins un
oflameron-face-minus-5 = moins cinq
oflameron-face-minus-10 = moins dix
oflameron-face-minus-15 = moins quinze
oflameron-face-minus-25 = moins vingt-cinq
oflameron-face-p = P
oflameron-face-t-1000 = T
oflameron-face-t-500 = T
oflameron-face-b-draw = B
oflameron-face-b-200 = B
oflameron-face-z = Z
oflameron-face-end = END
oflameron-face-x = X

oflameron-face-short-plus-1 = +1
oflameron-face-short-plus-5 = +5
oflameron-face-short-plus-10 = +10
oflameron-face-short-plus-15 = +15
oflameron-face-short-plus-25 = +25
oflameron-face-short-minus-1 = -1
oflameron-face-short-minus-5 = -5
oflameron-face-short-minus-10 = -10
oflameron-face-short-minus-15 = -15
oflameron-face-short-minus-25 = -25
oflameron-face-short-p = P
oflameron-face-short-t-1000 = T
oflameron-face-short-t-500 = T
oflameron-face-short-b-draw = B
oflameron-face-short-b-200 = B
oflameron-face-short-z = Z
oflameron-face-short-end = END
oflameron-face-short-x = X

## Oflameron : places sur le terrain

oflameron-row-named = { $name ->
    [bottom] rangée du bas
    [middle] rangée du milieu
   *[top] rangée du haut
}
oflameron-row-number = rangée { $row } sur { $rows }
oflameron-cell = { $coordinates ->
    [first] colonne { $column }, { $card }
    [off] { $card }
   *[last] { $card }, colonne { $column }
}
oflameron-sheet-cell = { $coordinates ->
    [first] rangée { $row }, colonne { $column }, { $card }
    [off] { $card }
   *[last] { $card }, rangée { $row }, colonne { $column }
}
oflameron-loop-cell = { $coordinates ->
    [first] carte { $column }, { $card }
    [off] { $card }
   *[last] { $card }, carte { $column }
}

## Oflameron : ce qui se passe

oflameron-start-grid = Grille de cartes : { $rows } rangées de { $columns } cartes. Chaque joueur pose un pion sur une carte de la rangée du bas.
oflameron-start-sheet = Feuille de papier : { $rows } rangées de { $columns } cases. Chaque joueur marque une case de la rangée du bas.
oflameron-start-loop = Boucle de { $columns } cartes. Chaque joueur pose un pion sur la carte de son choix.
oflameron-round = { $rounds ->
    [0] Manche { $round }.
   *[other] Manche { $round } sur { $rounds }.
}
oflameron-rolled = { $self ->
    [yes] Vous avez fait { $die }
   *[no] { $player } a fait { $die }
}{ $markers ->
    [1] .
   *[other] {" "}pour le pion { $marker }.
}
oflameron-placed-grid = { $card } : { $self ->
    [yes] vous commencez
   *[no] { $player } commence
} en colonne { $column }, score { $score }.
oflameron-placed-sheet = { $card } : { $self ->
    [yes] vous commencez
   *[no] { $player } commence
} en colonne { $column }, score { $score }.
oflameron-placed-loop = { $card } : { $self ->
    [yes] vous commencez
   *[no] { $player } commence
} sur la carte { $column }, score { $score }.
oflameron-bought = { $card } : { $self ->
    [yes] vous achetez
   *[no] { $player } achète
} le pion { $markers } pour { $price } points, en colonne { $column }, score { $score }.
oflameron-extra-placed = { $card } : { $self ->
    [yes] vous payez
   *[no] { $player } paie
} { $price } points pour le pion { $markers } en colonne { $column }, score { $score }.
oflameron-shifted = { $card } : descend sous { $self ->
    [yes] votre pion{ $markers ->
        [1] {""}
       *[other] {" "}{ $marker }
    }
   *[no] { $player }{ $markers ->
        [1] {""}
       *[other] , pion { $marker },
    }
} en colonne { $column }, score { $score }.
oflameron-moved-grid = { $card } : { $self ->
    [yes] vous allez
   *[no] { $player } va
} de { $distance } vers la { $direction ->
    [left] gauche
   *[right] droite
}, en colonne { $column }, score { $score }.
oflameron-moved-sheet = { $card } : { $self ->
    [yes] vous montez
   *[no] { $player } monte
} à la rangée { $row }, { $distance } vers la { $direction ->
    [left] gauche
   *[right] droite
}, en colonne { $column }, score { $score }.
oflameron-moved-loop = { $card } : { $self ->
    [yes] vous avancez
   *[no] { $player } avance
} de { $distance } jusqu'à la carte { $column }, score { $score }.
oflameron-penalty-again = Tiré : { $card }, { $face ->
    [end] remis dans le paquet, on tire encore.
   *[other] on tire encore.
}
oflameron-penalty-none = Plus de carte de pénalité dans le paquet : rien de perdu.
oflameron-x-offer = { $self ->
    [yes] Vous pouvez poser un pion supplémentaire sur cette rangée pour 500 points.
   *[no] { $player } peut poser un pion supplémentaire pour 500 points.
}
oflameron-x-cannot-pay = { $self ->
    [yes] Vous avez moins de 500 points : pas de pion supplémentaire.
   *[no] { $player } a moins de 500 points : pas de pion supplémentaire.
}
oflameron-replaced = Nouvelle carte { $column } : { $new }, à la place de { $old }.
oflameron-x-declined = { $self ->
    [yes] Vous refusez le pion supplémentaire.
   *[no] { $player } refuse le pion supplémentaire.
}
oflameron-over = { $reason ->
    [end-card] END atteint : la partie est finie.
    [negative] { $self ->
        [yes] Votre score est passé sous zéro : la partie est finie.
       *[no] { $ender_player } passe sous zéro : la partie est finie.
    }
    [rounds] Les { $rounds } manches sont jouées : la partie est finie.
   *[top] La rangée du haut de la feuille est jouée : la partie est finie.
}

## Oflameron : lire le terrain

oflameron-item = { $column } : { $card } ;
oflameron-row-read = { $row } :
oflameron-loop-read = La boucle, { $count } cartes dans le sens des aiguilles d'une montre :
oflameron-above-item = { $row } : { $card } ;
oflameron-column-read = { $count ->
    [0] Rien au-dessus de { $markers ->
        [1] votre pion
       *[other] votre pion { $marker }
    } en colonne { $column } : il est sur la rangée du haut.
   *[other] Au-dessus de { $markers ->
        [1] votre pion
       *[other] votre pion { $marker }
    } en colonne { $column } :
}
oflameron-ahead-item = { $steps } plus loin : { $card } ;
oflameron-ahead-read = Devant votre pion, sur la carte { $column } :
oflameron-deck-item = { $card } : { $count } ;
oflameron-deck-read = Le paquet contient { $count } cartes :
oflameron-score-line = { $self ->
    [yes] Vous : { $score }
   *[no] { $player } : { $score }
} { $score ->
    [one] point
   *[other] points
}{ $markers ->
    [0] .
    [1] .
   *[other] , { $markers } pions.
}
oflameron-position-line = { $self ->
    [yes] Vous
   *[no] { $player }
}{ $markers ->
    [1] {""}
   *[other] , pion { $marker }
} : { $cell }.
oflameron-no-markers = Aucun pion n'est encore posé.
oflameron-no-deck = La feuille de papier n'a pas de paquet.

## Oflameron : le plateau

oflameron-help = Touches d'Oflameron. Avant le premier coup, Gauche et Droite choisissent une carte de la rangée du bas, Haut et Bas parcourent sa colonne, Entrée y pose votre pion. À votre tour, Entrée lance le dé ; dans la grille de cartes, M achète un pion pour 2000 points avant le lancer. Après un lancer, Gauche ou Droite choisit la direction ; appuyer encore, ou Haut et Bas, ou un chiffre, règle la distance ; chaque choix annonce la carte atteinte et ce qui est au-dessus ; Entrée joue. L liste toutes les cartes atteignables du lancer. Hors du choix d'un coup, les flèches, Début et Fin parcourent le terrain. B lit votre rangée, C les cartes au-dessus de vos pions, F tout le terrain, A la boucle devant votre pion, P où sont tous les pions, K la composition du paquet, H un conseil : le coup du robot le plus fort, avec le score attendu ; Entrée le joue ensuite, et une liste s'ouvre sur lui ; H et W marchent aussi dans une liste. S tous les scores, D le dé, T à qui le tour. W après un conseil l'explique. U lit la rangée du haut en entier.
oflameron-prompt-place-grid = Posez votre pion sur une carte de la rangée du bas{ $verbosity ->
    [brief] .
   *[other] {"\u00A0"}: Gauche et Droite pour choisir, Entrée pour poser.
}
oflameron-prompt-place-sheet = Marquez une case de la rangée du bas{ $verbosity ->
    [brief] .
   *[other] {"\u00A0"}: Gauche et Droite pour choisir, Entrée pour poser.
}
oflameron-prompt-place-loop = Posez votre pion sur une carte de la boucle{ $verbosity ->
    [brief] .
   *[other] {"\u00A0"}: Gauche et Droite pour choisir, Entrée pour poser.
}
oflameron-prompt-roll = À vous, score { $score }{ $verbosity ->
    [brief] { $buy ->
        [yes] {"\u00A0"}; un pion à { $price } est en vente.
       *[no] .
    }
   *[other] { $buy ->
        [yes] {"\u00A0"}: Entrée pour lancer ou acheter un pion pour { $price } points, M pour acheter.
       *[no] {"\u00A0"}: Entrée lance le dé.
    }
}
oflameron-prompt-roll-marker = Pion { $marker } sur { $markers }, sur { $cell }{ $verbosity ->
    [brief] .
   *[other] {"\u00A0"}: Entrée lance le dé.
}
oflameron-prompt-move-grid = { $die ->
    [1] À gauche ou à droite, d'une carte
   *[other] À gauche ou à droite, de 1 à { $die } cartes
}{ $verbosity ->
    [brief] .
   *[other] {"\u00A0"}: la flèche choisit la direction ; la presser encore, Haut et Bas ou un chiffre règlent la distance. L liste les choix, Entrée joue.
}
oflameron-prompt-move-sheet = Une rangée plus haut et exactement { $die } { $die ->
    [one] colonne
   *[other] colonnes
} à gauche ou à droite{ $verbosity ->
    [brief] .
   *[other] {"\u00A0"}: Gauche ou Droite choisit. L liste les deux coups, Entrée joue.
}
oflameron-prompt-offer = X atteint, score { $score }{ $verbosity ->
    [brief] {"\u00A0"}: un pion supplémentaire à { $price } ?
   *[other] {"\u00A0"}: Entrée pour choisir une case de cette rangée pour un pion supplémentaire à { $price } points, ou pour refuser.
}
oflameron-whose-over = La partie est finie après la manche { $round }.
oflameron-whose = Manche { $round }{ $rounds ->
    [0] {""}
   *[other] {" "}sur { $rounds }
} : { $self ->
    [yes] à vous
   *[no] { $player } joue
}, { $phase ->
    [place] pose d'un pion.
    [turn] avant le lancer.
    [roll] lancer pour le pion { $marker } sur { $markers }.
    [move] choix du coup.
   *[offer] décision sur un pion supplémentaire.
}
oflameron-dice-none = { $self ->
    [yes] Vous n'avez pas encore lancé le dé ce tour-ci.
   *[no] { $player } n'a pas encore lancé le dé ce tour-ci.
}
oflameron-dice = { $self ->
    [yes] Vous avez fait { $die }
   *[no] { $player } a fait { $die }
}{ $count ->
    [1] .
   *[other] {" "}pour le pion { $marker }.
}
oflameron-final = { $variant ->
    [grid] La grille de cartes a duré
    [sheet] La feuille de papier a duré
   *[loop] La boucle de cartes a duré
} { $round ->
    [one] { $round } manche.
   *[other] { $round } manches.
}
oflameron-choose-turn = Score { $score }. Lancer, ou acheter un pion ?
oflameron-choice-roll = Lancer le dé
oflameron-choice-buy = Acheter un pion pour { $price } points : vous en avez { $markers } sur { $limit }
oflameron-cannot-buy = { $variant ->
    [grid] { $phase ->
        [turn] { $full_house ->
            [yes] Vous avez déjà { $limit ->
                [one] votre pion unique
               *[other] { $limit } pions
            }, le maximum.
           *[no] Un pion coûte { $price } points et vous en avez { $score }.
        }
       *[other] Les pions s'achètent avant le lancer.
    }
   *[other] Les pions ne s'achètent que dans la grille de cartes.
}
oflameron-choose-buy = Score { $score }. Un pion coûte { $price } : choisissez sa carte sur la rangée du bas.
oflameron-with-outcome = { $text }{ $outcome }
oflameron-outcome = { $ends ->
    [yes] {"\u00A0"}; score ensuite { $score } : la partie s'arrête
   *[no] { $verbosity ->
        [brief] {""}
       *[other] {"\u00A0"}; score ensuite { $score }
    }
}
oflameron-choice-cell = { $cell } ; { $above }
oflameron-choose-extra = Score { $score }. Un pion supplémentaire coûte { $price } : choisissez sa case sur cette rangée, ou refusez.
oflameron-choice-decline = Pas de pion supplémentaire
oflameron-choose-start = Votre premier coup : la carte où commence votre pion, { $variant ->
    [loop] sur la boucle
    [sheet] sur la rangée du bas de la feuille
   *[other] sur la rangée du bas
}.
oflameron-no-roll = Lancez d'abord le dé.
oflameron-choose-move = Vous avez fait { $die } : où aller ?
oflameron-direction-first = Choisissez d'abord une direction, Gauche ou Droite.
oflameron-too-far = Vous avez fait { $die } : pas plus loin.
oflameron-target = { $direction ->
    [left] Gauche
   *[right] Droite
} { $distance } : { $cell } ; { $above }
oflameron-above-nothing = { $variant ->
    [sheet] dernière rangée
   *[other] rien au-dessus
}
oflameron-above = au-dessus : { $card }
oflameron-focus = { $coordinates ->
    [first] { $row }, { $cell } ; { $above }
    [off] { $cell } ; { $above }
   *[last] { $cell }, { $row } ; { $above }
}
oflameron-marker-here = { $self ->
    [yes] Votre pion est ici.
   *[no] { $player } est ici.
}
## Oflameron : règles

oflameron-rules-values = Valeurs des cartes et des cases
    Oflameron est un jeu de logique russe : vous déplacez un pion sur des cartes ou des cases et ajoutez leur valeur à votre score. Le plus haut score gagne.
    Plus 1, 5, 10, 15 et 25 ajoutent autant de points ; moins 1, 5, 10, 15 et 25 en retirent autant. P est une prime de 100 points. Z remet le score à zéro. END termine la partie.
    T vaut 1000 points dans la grille de cartes, et 500 sur la feuille de papier et dans la boucle de cartes.
    B dans la grille de cartes : tirez la carte suivante du paquet et perdez sa valeur : un nombre coûte sa grandeur, P coûte 100, T coûte 1000, Z remet le score à zéro. Si la carte tirée est encore un B, tirez encore ; une carte END tirée est remise et la suivante tirée. Les cartes tirées retournent dans le paquet, qui est rebattu. Sur la feuille et dans la boucle, B vaut moins 200.
    X, sur la feuille seulement : vous pouvez poser un pion supplémentaire pour 500 points.
    Le dé a six faces, ou trois quand l'option du dé le dit.
oflameron-rules-grid = La grille de cartes
    Le paquet compte 5 cartes de chacune des 14 valeurs, 70 cartes : plus 1, 5, 10, 15, 25, moins 1, 5, 10, 15, 25, P, T, B et Z. On le bat et on pose 3 rangées de 10 cartes face visible ; le reste forme la pioche.
    Chaque joueur pose un pion sur une carte de la rangée du bas et ajoute sa valeur. Plusieurs pions peuvent partager une carte. Les pions ne vont que sur la rangée du bas.
    À son tour, chaque joueur lance le dé et déplace son pion le long de la rangée du bas, à gauche ou à droite à son choix, de 1 jusqu'au nombre obtenu. Au-delà d'un bout, on continue depuis l'autre bout. La valeur de la carte atteinte est ajoutée.
    Quand tous ont joué, les rangées descendent : la rangée du bas retourne dans le paquet, qui est rebattu, chaque rangée descend d'une place et une nouvelle rangée du haut est distribuée. Les pions gardent leur colonne et se trouvent donc sur la carte qui était au-dessus d'eux ; sa valeur est ajoutée aussi.
    Avant de lancer, un joueur qui a au moins 2000 points peut acheter un pion pour 2000 points, 3 pions au plus en tout, et le poser sur une carte de la rangée du bas en ajoutant sa valeur. Avec plusieurs pions, on lance une fois par pion et on les déplace l'un après l'autre. Si un pion atteint Z, le score tombe à zéro.
    La partie se termine après 15 manches, ou dès qu'un pion atteint une carte END, si le paquet en contient ; quand le décalage fait descendre un END, chaque pion compte d'abord sa nouvelle carte. Le plus haut score gagne ; à égalité, la place est partagée.
oflameron-rules-grid-options = Options de la grille de cartes
    Rangées de cartes : 2 à 5, 3 par défaut ; avec 3 rangées on les appelle bas, milieu et haut, sinon elles sont numérotées depuis le bas. Cartes par rangée : 3 à 12, 10 par défaut.
    Exemplaires de chaque valeur : 5, 6, 8 ou 10, 5 par défaut. Paquets : 1 à 3, 1 par défaut. Cartes END ajoutées au paquet : 0 à 4, aucune par défaut.
    Pions par joueur : 1 à 5, 3 par défaut, le premier compris. Manches : 5 à 30, 15 par défaut.
    Un score négatif termine la partie : non par défaut ; sinon la partie s'arrête aussitôt, comme sur la feuille (après un décalage, une fois que chaque pion a compté sa nouvelle carte).
    Carte moins tirée pour B : par défaut elle coûte sa valeur absolue, comme une carte plus ; l'autre choix soustrait sa valeur imprimée, elle rend donc ses points.
    Le dé : 1 à 6, ou 1 à 3.
oflameron-rules-sheet = La feuille de papier
    La feuille est un tableau de cases tirées au hasard, 15 colonnes sur 20 rangées par défaut ; les options permettent 5 à 15 colonnes et 5 à 20 rangées. Chaque case reçoit l'une des 14 valeurs avec la même chance, END environ une case sur 50 et X environ une case sur 40 ; les cases X peuvent être désactivées.
    Chaque joueur marque une case de la rangée du bas et ajoute sa valeur. Plusieurs joueurs peuvent partager une case.
    À son tour, chaque joueur lance le dé et monte son pion d'une rangée, exactement du nombre obtenu de colonnes vers la gauche ou vers la droite, à son choix. Au-delà d'un bord, on continue depuis l'autre bord. La valeur de la nouvelle case est ajoutée.
    X : quand un pion arrive sur un X et que son joueur a au moins 500 points, il peut payer 500 et poser un pion supplémentaire sur une case de cette rangée, en ajoutant sa valeur, ou refuser. Un X sous un pion que l'on pose ne compte pas. Ensuite le joueur lance une fois par pion et monte chacun d'une rangée.
    La partie s'arrête aussitôt qu'un score passe sous zéro ou qu'un pion atteint END, et sinon quand la rangée du haut a été jouée. Le plus haut score gagne.
oflameron-rules-loop = La boucle de cartes
    24 cartes du paquet de 70 auquel on ajoute 2 cartes END forment un circuit fermé ; les options permettent 12 à 36 cartes et 1 à 4 cartes END. Le reste du paquet forme la pioche.
    Chaque joueur pose un pion sur la carte de son choix et ajoute sa valeur. Plusieurs joueurs peuvent partager une carte.
    À son tour, chaque joueur lance le dé et avance son pion dans le sens des aiguilles d'une montre d'exactement autant de cartes, en ajoutant la valeur de la carte atteinte. La carte quittée retourne dans le paquet, qui est rebattu, et une nouvelle carte du paquet prend sa place.
    La partie s'arrête aussitôt qu'un score passe sous zéro ou qu'un pion atteint END. Le plus haut score gagne.
oflameron-rules-play = Jouer à l'oreille
    Chaque carte est annoncée avec sa valeur en toutes lettres. Les colonnes sont numérotées depuis la gauche ; la boucle se lit dans le sens des aiguilles d'une montre depuis votre pion.
    Dans la grille de cartes, après un lancer, Gauche ou Droite choisit la direction et la distance, et chaque choix annonce la carte atteinte et la carte au-dessus, que le décalage fera descendre ; C lit les cartes au-dessus de vos pions. Sur la feuille, les deux coups sont annoncés après le lancer, et A dit quelles deux cases chaque face du dé atteindrait. Dans la boucle, A lit les cartes devant vous. L liste toutes les cartes atteignables, B lit votre rangée, F tout le terrain, P où sont tous les pions, K la composition du paquet, S tous les scores. F1 donne les touches de la variante jouée.
    H donne un conseil : le coup du robot fort, le score attendu de toute votre position après lui et après le coup suivant en valeur, et une raison ; Entrée le joue ensuite. Un coup qui termine votre propre partie demande toujours confirmation. Le robot facile joue au hasard, le robot normal prend la meilleure carte à sa portée, le robot fort pèse chaque lancer du dé et chaque carte cachée ; sur la feuille, il joue parfaitement pour un pion.
oflameron-placed-grid-penalty = { $card } : { $self ->
    [yes] vous commencez
   *[no] { $player } commence
} en colonne { $column }.
oflameron-bought-penalty = { $card } : { $self ->
    [yes] vous achetez
   *[no] { $player } achète
} le pion { $markers } pour { $price } points, en colonne { $column }.
oflameron-moved-grid-penalty = { $card } : { $self ->
    [yes] vous allez
   *[no] { $player } va
} de { $distance } vers la { $direction ->
    [left] gauche
   *[right] droite
}, en colonne { $column }.
oflameron-shifted-penalty = { $card } : descend sous { $self ->
    [yes] votre pion{ $markers ->
        [1] {""}
       *[other] {" "}{ $marker }
    }
   *[no] { $player }{ $markers ->
        [1] {""}
       *[other] , pion { $marker },
    }
} en colonne { $column }.

## Oflameron : touches de chaque variante, aperçus de la feuille, conseils motivés, confirmer une fin

oflameron-help-list = Dans la liste aussi : T dit à qui le tour, S les scores, D le dé, C les cartes au-dessus de vos pions, B la rangée du bas, U la rangée du haut, F tout le terrain, A la boucle devant votre pion, P où sont tous les pions, K la composition du paquet ; W après un conseil l'explique.
oflameron-help-grid = Touches de la grille de cartes. Avant le premier coup, Gauche et Droite choisissent une carte de la rangée du bas, Haut et Bas parcourent sa colonne, Entrée y pose votre pion. À votre tour, Entrée lance le dé, ou demande d'abord s'il faut acheter un pion pour 2000 points ; M en achète un. Après un lancer, Gauche ou Droite choisit la direction ; appuyer encore, Haut et Bas ou un chiffre règlent la distance ; chaque choix annonce la carte atteinte et la carte au-dessus, que le décalage fera descendre sur votre pion ; Entrée joue. L liste toutes les cartes atteignables. Hors du choix d'un coup, les flèches, Début et Fin parcourent le terrain. B lit la rangée du bas, C les cartes au-dessus de vos pions, F tout le terrain, P où sont tous les pions, K la composition du paquet. H donne un conseil : le meilleur coup, le score attendu après lui et après le coup suivant en valeur, et pourquoi ; Entrée le joue ensuite, et une liste s'ouvre sur lui ; H et W marchent aussi dans une liste. Un coup qui termine votre partie demande confirmation. S tous les scores, D le dé, T à qui le tour. W après un conseil l'explique. U lit la rangée du haut en entier.
oflameron-help-sheet = Touches de la feuille de papier. Avant le premier coup, Gauche et Droite choisissent une case de la rangée du bas, Entrée la marque. À votre tour, Entrée lance le dé ; A dit quelles deux cases de la rangée suivante chaque face du dé atteindrait, en passant par les bords. Après un lancer, les deux coups sont annoncés ; Gauche ou Droite en choisit un, Entrée joue ; L liste les deux. Un X offre un pion supplémentaire : Entrée liste les cases de cette rangée. Hors du choix d'un coup, les flèches, Début et Fin parcourent la feuille. B lit la rangée suivante, F la feuille depuis votre rangée, P où sont tous les pions. H donne un conseil : le meilleur coup, le score final attendu après lui et après le coup suivant en valeur, et pourquoi ; Entrée le joue ensuite, et une liste s'ouvre sur lui ; H et W marchent aussi dans une liste. Un coup qui termine votre partie demande confirmation. S tous les scores, D le dé, T à qui le tour. W après un conseil l'explique.
oflameron-help-loop = Touches de la boucle de cartes. Avant le premier coup, Gauche et Droite font le tour de la boucle, Entrée pose votre pion sur la carte. À votre tour, Entrée lance le dé et le pion avance tout seul dans le sens des aiguilles d'une montre. A lit les cartes devant votre pion, B et F toute la boucle, P où sont tous les pions, K la composition du paquet. H donne un conseil : le meilleur départ, le score final attendu avec lui et avec le départ suivant en valeur, et pourquoi ; Entrée le joue ensuite. Un départ qui termine votre partie demande confirmation. S tous les scores, D le dé, T à qui le tour. W après un conseil l'explique.
oflameron-target-sheet = { $direction ->
    [left] Gauche
   *[right] Droite
} { $distance }{ $wrapped ->
    [yes] {" "}en passant par le bord
   *[no] {""}
} : { $cell }
oflameron-reach-face = { $die } : { $left } ; { $right }.
oflameron-reach-top = Votre pion est sur la rangée du haut : plus aucun coup.
oflameron-no-column = { $variant ->
    [sheet] C ne lit les colonnes que dans la grille de cartes. Sur la feuille, A dit quelles cases chaque face du dé atteint.
   *[loop] C ne lit les colonnes que dans la grille de cartes. Dans la boucle, A lit les cartes devant votre pion.
}
oflameron-move-label = { $kind ->
    [move] { $direction ->
        [left] gauche { $distance }
       *[right] droite { $distance }
    }
    [place] { $variant ->
        [loop] carte { $column }
       *[other] colonne { $column }
    }
    [buy] un pion en colonne { $column }
    [extra] le pion supplémentaire en colonne { $column }
    [decline] pas de pion supplémentaire
   *[roll] lancer
}
oflameron-reason-ending = Il termine la partie, mais tout autre coup devrait finir plus bas.
oflameron-reason-twice = { $card } maintenant, et encore au décalage des rangées.
oflameron-reason-then = Sûr : { $card } maintenant, puis { $then } au décalage des rangées{ $later ->
    [0] .
    [one] {"\u00A0"}; environ 1 point de plus en fin de partie qu'avec le deuxième meilleur coup, { $next }.
   *[other] {"\u00A0"}; environ { $later } points de plus en fin de partie qu'avec le deuxième meilleur coup, { $next }.
}
oflameron-reason-now = Sûr : { $card } maintenant{ $later ->
    [0] .
    [one] {"\u00A0"}; environ 1 point de plus en fin de partie qu'avec le deuxième meilleur coup, { $next }.
   *[other] {"\u00A0"}; environ { $later } points de plus en fin de partie qu'avec le deuxième meilleur coup, { $next }.
}
oflameron-reason-no-buy = Un pion à { $price } ne se rembourserait pas { $rounds ->
    [one] au dernier tour
   *[other] dans les { $rounds } tours restants
}.
oflameron-reason-buy = { $rounds ->
    [one] Le dernier tour devrait
   *[other] Les { $rounds } tours restants devraient
} rembourser les { $price } points.
oflameron-reason-decline = Un pion supplémentaire ne rembourserait pas ses { $price } points.
oflameron-confirm-end = Ce coup termine la partie tout de suite : { $card }, score final { $score }. Le jouer ?
oflameron-confirm-no = Non, choisir un autre coup
oflameron-confirm-yes = Oui, terminer la partie
oflameron-not-played = Pas joué : choisissez un autre coup.
oflameron-shift-top = Les rangées descendent. Nouvelle rangée du haut :
oflameron-penalty-card = Carte de pénalité { $card } : { $zero ->
    [yes] score à zéro.
    [back] plus { $gain }, score { $score }.
   *[other] score { $score }.
}
oflameron-option-line = { $text }.
oflameron-reason-less = Par rapport au deuxième meilleur coup, { $next } : { $now ->
    [one] 1 point
   *[other] { $now } points
} de moins tout de suite, mais environ { $later ->
    [one] 1 point
   *[other] { $later } points
} de plus en fin de partie.
oflameron-reason-more = Par rapport au deuxième meilleur coup, { $next } : { $now ->
    [one] 1 point
   *[other] { $now } points
} de plus tout de suite, et environ { $later ->
    [one] 1 point
   *[other] { $later } points
} de plus en fin de partie.
oflameron-reason-same = Par rapport au deuxième meilleur coup, { $next } : autant de points tout de suite, et environ { $later ->
    [one] 1 point
   *[other] { $later } points
} de plus en fin de partie.
oflameron-reason-tie = Le deuxième meilleur coup, { $next }, rapporte autant.
oflameron-reason-tie-ends = Le deuxième meilleur coup, { $next }, termine aussitôt la partie ; celui-ci la poursuit.

## Hint numbers: the runner-up that ends the game, and the paper sheet's assumption at a table
oflameron-hint-next-ends = Deuxième : { $move }, qui termine la partie, { $expected }.
oflameron-hint-alone = Compté comme si les autres joueurs ne terminaient pas la partie avant.
oflameron-hint = Conseil : { $move }{ $has_card ->
    [yes] , { $card }
   *[no] {""}
}, attendu { $expected }.
oflameron-hint-runner = Deuxième : { $move }, { $expected }.
oflameron-hint-why = { $horizon ->
    [final] Score final attendu.
   *[turns] Score attendu dans { $turns ->
        [one] 1 tour
       *[other] { $turns } tours
    }{ $markers ->
        [1] {""}
       *[other] , tous les pions comptés
    }.
}
oflameron-why-none = Pas encore de conseil : H en donne un, puis W l'explique.
oflameron-shift-landed = { $self ->
    [yes] Décalage, vous :
   *[no] Décalage, { $player } :
}
oflameron-shift-marker = { $card }, colonne { $column } ;
oflameron-shift-score = score { $score }.
oflameron-top-item = { $card },
oflameron-top-last = { $card }.
oflameron-no-top = U lit la rangée du haut seulement dans la grille de cartes.
oflameron-hint-action = { $kind ->
    [move] { $label }
    [place] partez en { $label }
    [buy] achetez { $label }
    [extra] prenez { $label }
    [decline] { $label }
   *[roll] lancez
}

oflameron-place-down = Les pions partent de la rangée du bas ; retour en bas : { $cell }. Entrée le pose ici.
oflameron-dice-last = Le dernier lancer :
oflameron-prompt-roll-again = Score { $score }{ $buy ->
    [yes] {"\u00A0"}: Entrée pour lancer ou acheter un autre pion pour { $price } points, M pour acheter.
   *[no] {"\u00A0"}: Entrée lance le dé.
}
