## Ramsès II : noms

ramses-title = Ramsès II
ramses-summary = Faites glisser les pyramides, découvrez les trésors que demandent les cartes de recherche, et retenez où se trouve chaque jeton.
ramses-variant-standard = Standard
ramses-variant-children = Enfants : pile 1 seulement
ramses-variant-no-end-card = Sans carte Fin
ramses-variant-professional = Professionnel : la boîte ne dit plus comment elle a tourné
ramses-option-neighbours = Pyramides qui peuvent glisser dans le trou
ramses-option-gift-failure = Une recherche de Cadeau manquée
ramses-option-gift-failure-none = termine le tour sans pénalité
ramses-option-gift-failure-give = coûte une de vos cartes, donnée au joueur de votre choix

ramses-treasure = { $treasure ->
    [parrot] perroquet
    [trumpet] trompette
    [sphinx] sphinx d'or
    [dog] chien sacré
    [mummy] momie
    [dentures] dentier
    [glasses] lunettes
    [duck] canard de pierre
    [scarab] scarabée
    [crown] couronne
    [cat] statue de chat
   *[papyrus] rouleau de papyrus
}
ramses-treasure-acc = { $treasure ->
    [parrot] le perroquet
    [trumpet] la trompette
    [sphinx] le sphinx d'or
    [dog] le chien sacré
    [mummy] la momie
    [dentures] le dentier
    [glasses] les lunettes
    [duck] le canard de pierre
    [scarab] le scarabée
    [crown] la couronne
    [cat] la statue de chat
   *[papyrus] le rouleau de papyrus
}
ramses-chip = { $chip ->
    [blank] vide
    [parrot] perroquet
    [trumpet] trompette
    [sphinx] sphinx d'or
    [dog] chien sacré
    [mummy] momie
    [dentures] dentier
    [glasses] lunettes
    [duck] canard de pierre
    [scarab] scarabée
    [crown] couronne
    [cat] statue de chat
   *[papyrus] rouleau de papyrus
}
ramses-abbr = { $chip ->
    [blank] ·
    [parrot] Pe
    [trumpet] Tr
    [sphinx] Sp
    [dog] Ch
    [mummy] Mo
    [dentures] De
    [glasses] Lu
    [duck] Ca
    [scarab] Sc
    [crown] Co
    [cat] St
   *[papyrus] Pa
}
ramses-points = { $value ->
    [one] { $value } point
   *[other] { $value } points
}
ramses-card-treasure = { ramses-treasure }, { $value ->
    [one] { $value } point
   *[other] { $value } points
}
ramses-card-event = événement { $event ->
    [sandstorm] Tempête de sable : la boîte fait un demi-tour, puis le même joueur retourne la carte suivante
    [gift] Cadeau : nommez un trésor et allez-y ; si vous le trouvez, chaque joueur qui a une carte de recherche de ce trésor vous en donne une
    [risk] Risque : nommez deux trésors qui ne sont pas découverts et trouvez l'un puis l'autre ; réussite, vous piochez une carte à l'aveugle chez votre voisin de gauche, échec, vous donnez une de vos cartes au joueur de votre choix
    [fata] Fata Morgana : piochez une carte à l'aveugle chez votre voisin de droite et trouvez son trésor pendant ce tour pour la garder ; sinon elle repart, avec une de vos cartes
   *[poker] Poker du désert : nommez un trésor et choisissez un adversaire qui doit le trouver ; s'il le trouve, il pioche une de vos cartes à l'aveugle, sinon vous piochez une des siennes
}
ramses-card-event-short = événement { $event ->
    [sandstorm] Tempête de sable
    [gift] Cadeau
    [risk] Risque
    [fata] Fata Morgana
   *[poker] Poker du désert
}
ramses-card-end = la carte Fin : la partie s'arrête

## Événements

ramses-opening = La boîte a { $rows } rangées et { $cols } colonnes ; la rangée 1 est la plus proche de vous. Le trou est à la rangée { $row }, colonne { $col }, sur un jeton vide.
ramses-stage-began = { $stage ->
    [1] Étape 1 : cartes trésor de 1 à 3 points.
    [2] Étape 2 : cartes trésor et cartes événement. La boîte tourne d'un quart de tour après chaque trouvaille.
   *[3] Étape finale : chaque carte vaut 4 points. Qui découvre un mauvais trésor quitte la partie.
}
ramses-card-turned = { $self ->
    [yes] Votre carte : { $card }.
   *[no] Carte pour { $player } : { $card }.
} { $left ->
    [0] La pile est vide.
    [one] Encore { $left } carte.
   *[other] Encore { $left } cartes.
}
ramses-uncovered = { $coordinates ->
    [first] Rangée { $row }, colonne { $col } : { ramses-chip }.
    [off] { ramses-chip }.
   *[last] { ramses-chip }, rangée { $row }, colonne { $col }.
}
ramses-slid-back = { $self ->
    [yes] C'est la pyramide que vous venez de déplacer, remise en arrière : rien de nouveau dessous.
   *[no] { $player } remet en arrière la pyramide tout juste déplacée : rien de nouveau dessous.
}
ramses-just-moved = — la pyramide tout juste déplacée
ramses-found = { $self ->
    [yes] Trouvé ! Vous prenez la carte { ramses-treasure } : { ramses-points }.
   *[no] { $player } trouve { ramses-treasure-acc } et prend la carte : { ramses-points }.
}
ramses-lucky = Quelle chance ! Ce trésor est déjà découvert dans le trou : { ramses-treasure }.
ramses-wrong = { $self ->
    [yes] Mauvais trésor : vous cherchiez { ramses-treasure-acc }.{ $ends ->
        [yes] {" "}Votre tour s'arrête.
       *[no] {""}
    }
   *[no] Mauvais trésor : { $player } cherchait { ramses-treasure-acc }.
}
ramses-wrong-hidden = { $self ->
    [yes] Mauvais trésor. Votre tour s'arrête.
   *[no] Mauvais trésor pour { $player }.
}
ramses-left-game = { $self ->
    [yes] Vous quittez la partie et gardez { $cards ->
        [one] votre carte
       *[other] vos { $cards } cartes
    }.
   *[no] { $player } quitte la partie et garde { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }.
}
ramses-search-passes = { $self ->
    [yes] À vous : cherchez la même carte, { ramses-treasure-acc }.
   *[no] { $player } cherche la même carte, { ramses-treasure-acc }.
}
ramses-risk-first-found = Premier trésor trouvé. Maintenant, { ramses-treasure-acc }.
ramses-box-turned = { $quarters ->
    [2] Tempête de sable : la boîte fait un demi-tour.
   *[other] La boîte tourne d'un quart de tour dans le sens des aiguilles d'une montre.
} Elle a maintenant { $rows } rangées et { $cols } colonnes ; le trou est à la rangée { $row }, colonne { $col }.
ramses-box-turned-pro = La boîte tourne. Le trou est à la rangée { $row }, colonne { $col }.
ramses-gift-named = { $self ->
    [yes] Cadeau : vous allez vers { ramses-treasure-acc }.
   *[no] Cadeau : { $player } va vers { ramses-treasure-acc }.
}
ramses-gift-found = { $self ->
    [yes] Cadeau trouvé : { ramses-treasure-acc }.
   *[no] { $player } trouve le cadeau, { ramses-treasure-acc }.
}
ramses-gift-failed = { $self ->
    [yes] Cadeau perdu : vous n'avez pas trouvé { ramses-treasure-acc }.
   *[no] { $player } n'a pas trouvé { ramses-treasure-acc } : pas de cadeau.
}
ramses-gift-given = { $giver_self ->
    [yes] { $past ->
        [yes] Cadeau : vous avez donné à { $taker } votre carte { $card }.
       *[no] Vous donnez à { $taker } votre carte { $card }.
    }
   *[no] { $taker_self ->
        [yes] { $past ->
            [yes] Cadeau : { $giver } vous a donné la carte { $card }.
           *[no] { $giver } vous donne la carte { $card }.
        }
       *[no] { $giver } donne à { $taker } la carte { $card }.
    }
}
ramses-risk-named-first = { $self ->
    [yes] Risque : d'abord { ramses-treasure-acc }.
   *[no] Risque : { $player } nomme d'abord { ramses-treasure-acc }.
}
ramses-risk-named = { $self ->
    [yes] Risque : trouvez d'abord { $first }, puis { $second }.
   *[no] Risque : { $player } doit trouver d'abord { $first }, puis { $second }.
}
ramses-risk-won = { $self ->
    [yes] Risque gagné ! Vous piochez une carte à l'aveugle chez votre voisin de gauche.
   *[no] { $player } gagne le risque et pioche une carte à l'aveugle chez son voisin de gauche.
}
ramses-risk-lost = { $self ->
    [yes] Risque perdu.
   *[no] { $player } perd le risque et doit donner une carte.
}
ramses-card-drawn = { $taker_self ->
    [yes] { $past ->
        [yes] Vous avez pioché chez { $giver } : { $card }.
       *[no] Vous piochez chez { $giver } : { $card }.
    }
   *[no] { $past ->
        [yes] { $taker } a pioché votre carte : { $card }.
       *[no] { $taker } pioche votre carte : { $card }.
    }
}
ramses-card-drawn-hidden = { $taker } pioche une carte à l'aveugle chez { $giver }.
ramses-card-given = { $giver_self ->
    [yes] { $past ->
        [yes] Vous avez donné à { $taker } la carte { $card }.
       *[no] Vous donnez à { $taker } la carte { $card }.
    }
   *[no] { $past ->
        [yes] { $giver } vous a donné la carte { $card }.
       *[no] { $giver } vous donne la carte { $card }.
    }
}
ramses-card-given-hidden = { $giver } donne une carte face cachée à { $taker }.
ramses-gift-given-hidden = { $giver } donne à { $taker } une carte face cachée : { ramses-treasure }.
ramses-fata-drawn = { $self ->
    [yes] { $past ->
        [yes] Fata Morgana : vous avez pioché chez { $giver_player } la carte { $card } et cherché { ramses-treasure-acc }.
       *[no] Fata Morgana : vous piochez chez { $giver_player } la carte { $card }. Trouvez { ramses-treasure-acc } pendant ce tour pour la garder.
    }
   *[no] { $past ->
        [yes] Fata Morgana : { $player } a pioché votre carte { $card } et l'a cherchée.
       *[no] Fata Morgana : { $player } pioche votre carte { $card } et la cherche.
    }
}
ramses-fata-drawn-hidden = Fata Morgana : { $player } pioche une carte à l'aveugle chez { $giver_player } et cherche son trésor.
ramses-fata-won = { $self ->
    [yes] { $past ->
        [yes] Fata Morgana gagnée : vous avez gardé la carte { $card }.
       *[no] Fata Morgana gagnée : vous gardez la carte { $card }.
    }
   *[no] { $past ->
        [yes] Fata Morgana gagnée : { $player } a gardé la carte { $card }.
       *[no] Fata Morgana gagnée : { $player } garde la carte { $card }.
    }
}
ramses-fata-returned = { $self ->
    [yes] { $past ->
        [yes] Fata Morgana perdue : la carte { $card } est retournée à { $giver_player }.
       *[no] Fata Morgana perdue : la carte { $card } retourne à { $giver_player }.
    }
   *[no] { $past ->
        [yes] Fata Morgana perdue : votre carte { $card } vous est revenue.
       *[no] Fata Morgana perdue : votre carte { $card } vous revient.
    }
}
ramses-fata-returned-hidden = Fata Morgana perdue : la carte retourne à { $giver_player }.
ramses-fata-void = { $giver_self ->
    [yes] Fata Morgana : vous n'avez pas de carte, elle reste sans effet.
   *[no] Fata Morgana : { $giver_player } n'a pas de carte, elle reste sans effet.
} { $self ->
    [yes] Retournez la carte suivante.
   *[no] { $player } retourne la carte suivante.
}
ramses-poker-named = { $self ->
    [yes] Poker du désert : vous nommez { ramses-treasure-acc }.
   *[no] Poker du désert : { $player } nomme { ramses-treasure-acc }.
}
ramses-poker-challenge = { $opponent_self ->
    [yes] Poker du désert : { $player } vous fait chercher { ramses-treasure-acc }. Si vous réussissez, vous piochez une de ses cartes.
   *[no] { $self ->
        [yes] Poker du désert : { $opponent } doit chercher { ramses-treasure-acc }.
       *[no] Poker du désert : { $player } fait chercher { ramses-treasure-acc } à { $opponent }.
    }
}
ramses-poker-found = { $opponent_self ->
    [yes] Vous avez trouvé { ramses-treasure-acc } et gagnez le poker.
   *[no] { $opponent } trouve { ramses-treasure-acc } et gagne le poker.
}
ramses-poker-missed = { $opponent_self ->
    [yes] Vous avez manqué { ramses-treasure-acc } : poker perdu.
   *[no] { $opponent } a manqué { ramses-treasure-acc } : { $self ->
        [yes] vous gagnez le poker.
       *[no] { $player } gagne le poker.
    }
}
ramses-no-cards = { $self ->
    [yes] Vous n'avez pas de carte : rien à piocher.
   *[no] { $player } n'a pas de carte : rien à piocher.
}
ramses-cannot-give = { $self ->
    [yes] Vous n'avez aucune carte à donner.
   *[no] { $player } n'a aucune carte à donner.
}
ramses-must-give = { $self ->
    [yes] { $reason ->
        [fata] Donnez une de vos cartes à votre voisin de droite.
       *[other] Donnez une de vos cartes au joueur de votre choix.
    }
   *[no] { $player } doit donner une carte.
}
ramses-game-over = { $reason ->
    [end-card] La carte Fin : le pharaon arrête les recherches.
    [all-left] Tous les joueurs ont quitté la partie.
   *[other] La dernière pile est épuisée.
}
## Le plateau

ramses-help = Touches de Ramsès II : les flèches explorent la boîte, Haut s'éloigne de vous ; Début et Fin vont aux bouts de la rangée. Entrée ou Espace fait glisser la pyramide choisie dans le trou, ou ouvre le choix que demande une carte événement. L donne la liste des pyramides qui peuvent glisser ; choisissez-en une pour la faire glisser. H va au trou. C dit la carte de recherche ouverte, M vos cartes et vos points, G l'étape et les cartes restantes, N comment la boîte est tournée, V la variante et les options. S donne les cartes de chaque joueur, T à qui c'est le tour.
ramses-dir = { $dir ->
    [up] vers le haut
    [down] vers le bas
    [left] vers la gauche
    [right] vers la droite
    [up-left] en haut à gauche
    [up-right] en haut à droite
    [down-left] en bas à gauche
   *[down-right] en bas à droite
}
ramses-what-hole = trou : { ramses-chip }
ramses-what-pyramid = pyramide
ramses-what-pyramid-slides = pyramide, glisse { ramses-dir }
ramses-at = { $coordinates ->
    [first] Rangée { $row }, colonne { $col }, { $what }
    [off] { $what }
   *[last] { $what }, rangée { $row }, colonne { $col }
}
ramses-edge = Bord
ramses-over = La partie est finie.
ramses-cannot-slide = { $what ->
    [hole] C'est le trou. Choisissez une pyramide à côté.
   *[other] Cette pyramide n'est pas à côté du trou.
}
ramses-slides-title = { $count ->
    [one] { $count } pyramide peut glisser
   *[other] { $count } pyramides peuvent glisser
}
ramses-slide-item = { $coordinates ->
    [first] rangée { $row }, colonne { $col }, glisse { ramses-dir }
    [off] glisse { ramses-dir }
   *[last] glisse { ramses-dir }, rangée { $row }, colonne { $col }
}
ramses-menu-name = { $purpose ->
    [gift] Cadeau : nommez le trésor vers lequel vous allez
    [risk] Risque : nommez le premier trésor
    [risk-second] Risque : nommez le second trésor
   *[poker] Poker du désert : nommez le trésor que votre adversaire doit trouver
}
ramses-pick-item = { $player }, { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}
ramses-menu-pick = Poker du désert : qui doit chercher { ramses-treasure-acc } ?
ramses-menu-give-to = À qui donnez-vous une carte ?
ramses-menu-give-card = Quelle carte donnez-vous à { $to_player } ?
ramses-seeking = { $self ->
    [yes] Vous cherchez
   *[no] { $player } cherche
} { ramses-treasure-acc }{ $kind ->
    [risk] , trésor { $step } sur { $count }
    [gift] , un cadeau
    [fata] , une carte de Fata Morgana
    [poker] , dans un poker du désert
   *[card] {""}
}.
ramses-seeking-secret = { $self ->
    [yes] Vous cherchez
   *[no] { $player } cherche
} le trésor d'une carte piochée à l'aveugle.
ramses-seeker = { $self ->
    [yes] C'est vous qui cherchez.
   *[no] { $player } cherche.
}
ramses-open-card = Carte ouverte : { $verbosity ->
    [brief] { $brief }
   *[other] { $card }
}.
ramses-open-none = Aucune carte de recherche n'est ouverte.
ramses-no-seat = Vous n'avez pas de place à cette table.
ramses-my-cards = { $count ->
    [0] Vous n'avez aucune carte.
    [one] Vous avez { $count } carte, { ramses-points-total } :
   *[other] Vous avez { $count } cartes, { ramses-points-total } :
}
ramses-points-total = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
ramses-stage-status = Étape { $stage } sur { $last }. { $left ->
    [0] Sa pile est vide.
    [one] Encore { $left } carte dans sa pile.
   *[other] Encore { $left } cartes dans sa pile.
}
ramses-facing = { $facing ->
    [0] La boîte est comme au début.
    [1] La boîte a tourné d'un quart de tour dans le sens des aiguilles d'une montre : le côté qui était le plus proche de vous au début est maintenant à votre gauche.
    [2] La boîte a fait un demi-tour : le côté qui était le plus proche de vous au début est maintenant au fond.
   *[3] La boîte a tourné de trois quarts de tour dans le sens des aiguilles d'une montre : le côté qui était le plus proche de vous au début est maintenant à votre droite.
} { $rows } rangées, { $cols } colonnes.
ramses-facing-pro = Mode professionnel : la boîte ne dit pas comment elle a tourné.
ramses-score-line = { $self ->
    [yes] Vous : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }, { ramses-points-total }
   *[no] { $player } : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }
}{ $out ->
    [yes] , hors jeu
   *[no] {""}
}.
ramses-final-line = { $self ->
    [yes] Vous
   *[no] { $player }
} : { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}, { ramses-points-total }{ $out ->
    [yes] , hors jeu depuis la finale
   *[no] {""}
}.
ramses-final-cards = { $self ->
    [yes] Vous
   *[no] { $player }
} : { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}{ $out ->
    [yes] , hors jeu depuis la finale
   *[no] {""}
}{ $cards ->
    [0] .
    [one] {"\u00A0"}:
   *[other] { $order ->
        [yes] , de la plus forte à la plus faible{"\u00A0"}:
       *[no] {"\u00A0"}:
    }
}
ramses-final-card = { $card }{ $last ->
    [yes] .
   *[no] {"\u00A0"};
}
ramses-whose-turn = { $self ->
    [yes] À vous de jouer.
   *[no] { $player } joue.
} { $doing } Étape { $stage }.
ramses-whose-turn-search = { $doing } Étape { $stage }.
ramses-deciding-name = { $purpose ->
    [gift] Cadeau : choix du trésor à chercher.
    [risk] Risque : choix du premier trésor.
    [risk-second] Risque : choix du second trésor.
   *[poker] Poker du désert : choix du trésor.
}
ramses-deciding-pick = Poker du désert : choix de qui doit chercher { ramses-treasure-acc }.
ramses-deciding-give = { $reason ->
    [fata] Une carte à donner au voisin de droite.
   *[other] Une carte à donner au joueur de son choix.
}
ramses-hole-at = { $coordinates ->
    [first] Le trou est à la rangée { $row }, colonne { $col } : { ramses-chip }.
    [off] Dans le trou : { ramses-chip }.
   *[last] Dans le trou : { ramses-chip }, rangée { $row }, colonne { $col }.
}
ramses-slidable-count = { $verbosity ->
    [brief] {""}
   *[other] { $count ->
        [one] { $count } pyramide peut glisser.
       *[other] { $count } pyramides peuvent glisser.
    }
}
ramses-turn-decide = { $doing } Appuyez sur Entrée pour choisir.
ramses-view-title = Ramsès II, étape { $stage } : { $rows } rangées, { $cols } colonnes (rangée 1 la plus proche de vous)

## Règles, une section par message

ramses-rules-goal = But du jeu
    Ramsès II (Der zerstreute Pharao, 1997, de Gunter Baars), pour 2 à 5 joueurs. Des trésors sont cachés sous des pyramides dans une boîte. Faites glisser les pyramides une à une pour découvrir le trésor que demande votre carte de recherche. Celui qui réunit les cartes les plus précieuses gagne. Tout le jeu est dans la mémoire : un jeton ne se voit que tant qu'il est dans le trou.
ramses-rules-material = Matériel
    La boîte a 6 rangées et 8 colonnes, 48 cases, en 12 carrés de 2 sur 2 cases (3 carrés en hauteur, 4 en largeur). 48 jetons : 12 trésors et 36 jetons vides. Chaque carré contient exactement un trésor et trois jetons vides ; le trésor peut être dans n'importe laquelle de ses quatre cases. 47 pyramides couvrent toutes les cases sauf une, le trou. 48 cartes de recherche en trois piles marquées 1, 2 et 3.
    Les douze trésors : perroquet, trompette, sphinx d'or, chien sacré, momie, dentier, lunettes, canard de pierre, scarabée, couronne, statue de chat et rouleau de papyrus. Chacun a son propre son, entendu chaque fois qu'il est découvert ; un jeton vide a le son du vide.
ramses-rules-setup = Mise en place
    Le programme cache un trésor dans une case au hasard de chaque carré et ouvre le trou sur un jeton vide au hasard ; personne ne connaît la disposition. Les trois piles sont mélangées. Le premier joueur de la liste commence, puis on joue dans l'ordre des places.
ramses-rules-slide = Glisser
    Un glissement pousse une pyramide d'une case voisine du trou dans le trou. La case qu'elle quitte devient le nouveau trou, et son jeton est découvert et annoncé par son nom et son son. Le jeton qui était dans le trou est de nouveau couvert. Les trésors trouvés restent en place et peuvent être découverts à nouveau. Par défaut, « voisine du trou » désigne les quatre cases au-dessus, au-dessous, à gauche et à droite ; une option permet les huit cases autour, diagonales comprises.
ramses-rules-turn = Un tour
    Au début de votre tour, la carte du dessus de la pile en cours est retournée pour vous, sauf si le joueur précédent a échoué : vous cherchez alors la carte encore ouverte. Puis vous faites glisser les pyramides, une après l'autre.
    Un jeton vide apparaît : glissez encore.
    Un autre trésor apparaît : pas de chance, votre tour s'arrête et le joueur suivant cherche la même carte.
    Le trésor cherché apparaît : vous prenez la carte face cachée et votre tour s'arrête ; le joueur suivant retourne une nouvelle carte.
    Coup de chance : si le trésor d'une carte qu'on vient de retourner est déjà découvert dans le trou, le joueur prend la carte sans glisser, et le joueur suivant retourne une nouvelle carte.
    Un joueur sans carte ne peut rien donner, même si un événement l'exige, et on ne peut rien lui piocher.
ramses-rules-stage1 = Étape 1, pile 1
    Seulement des cartes trésor, valant 1, 2 ou 3 points. On joue jusqu'à ce que la pile 1 soit épuisée et sa dernière carte ouverte trouvée.
ramses-rules-stage2 = Étape 2, pile 2
    Des cartes trésor et des cartes événement. Après chaque trouvaille réussie (carte de recherche, coup de chance, ou trésor d'un Cadeau, d'un Risque, d'une Fata Morgana ou d'un Poker du désert), la boîte tourne d'un quart de tour dans le sens des aiguilles d'une montre : toutes les rangées et colonnes mémorisées bougent. Le programme annonce chaque rotation et la nouvelle place du trou. Une carte événement est exécutée aussitôt par le joueur qui l'a retournée.
ramses-rules-events = Les événements
    Tempête de sable : la boîte fait un demi-tour, puis le même joueur retourne la carte suivante.
    Cadeau : nommez un des douze trésors et allez-y, en le cherchant comme pour une carte de recherche ; vous pouvez nommer celui qui est à découvert dans le trou, et vous le trouvez alors aussitôt. Si vous le trouvez, chaque joueur qui possède une ou plusieurs cartes de recherche de ce trésor vous en donne une, celle de plus faible valeur. Une recherche manquée termine le tour sans pénalité ; une option la fait coûter une de vos cartes, donnée au joueur de votre choix.
    Risque : nommez deux trésors qui ne sont pas découverts et trouvez l'un puis l'autre dans le même tour. Réussite : vous piochez à l'aveugle une carte de recherche chez votre voisin de gauche, le joueur suivant. Échec, si un autre trésor apparaît d'abord : vous donnez une de vos cartes au joueur de votre choix.
    Fata Morgana : vous piochez à l'aveugle une carte de recherche chez votre voisin de droite, le joueur précédent, et essayez de trouver ce trésor pendant ce tour. Réussite : la carte reste à vous. Échec : la carte repart, et vous donnez en plus une de vos propres cartes à votre voisin de droite. Si votre voisin de droite n'a aucune carte, l'événement reste sans effet et vous retournez la carte suivante.
    Poker du désert : nommez un trésor et choisissez un adversaire, qui doit le chercher. S'il le trouve, il pioche à l'aveugle une de vos cartes ; sinon, vous piochez une des siennes.
    La gauche désigne le joueur suivant dans l'ordre des places, la droite le précédent. Seuls les deux joueurs concernés savent quelle carte a été piochée ou donnée. Après un événement, le joueur suivant retourne une nouvelle carte.
ramses-rules-stage3 = Étape finale, pile 3
    Chaque carte de recherche vaut 4 points. Un joueur qui découvre un mauvais trésor quitte la partie en gardant ses cartes, et le joueur suivant cherche la même carte. La boîte ne tourne plus. La partie s'arrête quand la carte Fin est retournée, quand la pile 3 est épuisée, ou quand tous les joueurs sont sortis.
ramses-rules-scoring = Décompte
    Chacun additionne les valeurs des cartes de recherche qu'il possède, y compris les joueurs sortis. Le plus haut total gagne ; les égalités partagent la place. Pendant la partie vos cartes sont face cachée : S donne le nombre de cartes de chacun et vos propres points.
ramses-rules-deck = Les cartes
    Pile 1 : 12 cartes trésor, une par trésor ; valeurs 1, 2 et 3, quatre fois chacune (perroquet 1, trompette 2, sphinx d'or 3, chien sacré 1, momie 2, dentier 3, lunettes 1, canard de pierre 2, scarabée 3, couronne 1, statue de chat 2, rouleau de papyrus 3).
    Pile 2 : 12 cartes trésor, une par trésor, valeurs 2 et 3 six fois chacune (perroquet, sphinx d'or, momie, lunettes, scarabée et statue de chat valent 2, les autres 3) ; et 11 cartes événement : 3 Tempête de sable, 2 Cadeau, 2 Risque, 2 Fata Morgana, 2 Poker du désert.
    Pile 3 : 12 cartes trésor, une par trésor, de 4 points chacune ; et la carte Fin.
    48 cartes en tout.
ramses-rules-variants = Variantes
    Standard : les trois piles.
    Enfants : la pile 1 seulement ; la partie s'arrête quand sa dernière carte est trouvée.
    Sans carte Fin : la pile 3 sans la carte Fin ; la partie s'arrête quand la pile 3 est épuisée ou que tous les joueurs sont sortis.
    Professionnel : dans le vrai jeu, les experts retirent les cales latérales et la boîte ne montre plus comment elle a tourné. Dans le programme, chaque rotation est annoncée sans dire de combien, la touche N ne donne aucun indice, et les coordonnées sont toujours dites comme vous voyez la boîte maintenant.
ramses-rules-options = Options
    Pyramides qui peuvent glisser : 4 (au-dessus, au-dessous, à gauche et à droite du trou ; par défaut) ou 8 (aussi en diagonale).
    Une recherche de Cadeau manquée : termine le tour sans pénalité (par défaut), ou coûte une de vos cartes, donnée au joueur de votre choix.
ramses-rules-by-ear = Jouer à l'oreille
    Les coordonnées sont données comme vous voyez la boîte maintenant : la rangée 1 est la plus proche de vous, la colonne 1 à votre gauche. Après une rotation de la boîte, les nombres de rangées et de colonnes peuvent s'échanger. Explorez la boîte avec les flèches à tout moment : une case couverte est une « pyramide », et dit de quel côté elle glisserait quand elle est voisine du trou ; le trou dit quel jeton il contient. Entrée fait glisser la pyramide choisie. L donne la liste des pyramides qui peuvent glisser. Chaque jeton découvert est dit par le nom de son trésor et joué avec son propre son, placé à gauche ou à droite selon sa colonne.
    Le réglage Coordonnées place la rangée et la colonne au début ou à la fin des réponses du plateau (une case, la liste des glissements, le trou au début de votre tour) ou les supprime. Avec la verbosité brève, une carte événement ouverte est nommée sans son explication, et le début du tour ne compte pas les pyramides qui peuvent glisser.

# Issue publique de la Fata Morgana pour les autres joueurs et les spectateurs (la carte reste cachée)
ramses-fata-won-hidden = Fata Morgana gagnée : { $player } trouve { ramses-treasure-acc } et garde la carte piochée chez { $giver_player }.

# Second passage à l'oreille : coordonnées fixées à la boîte, réglages de la table, listes de cartes plus claires
ramses-option-coordinates = Coordonnées après un tour de la boîte
ramses-option-coordinates-turning = elles tournent avec la boîte, comme dans le vrai jeu
ramses-option-coordinates-fixed = elles restent fixées à la boîte, plus facile
ramses-setup = Variante : { $variant }.
ramses-setup-option = { $option } : { $value }.
ramses-card-listed = Carte { $n } : { $card }.
ramses-wrong-then-give = { $self ->
    [yes] Mauvais trésor : vous cherchiez { ramses-treasure-acc }.
   *[no] Mauvais trésor : { $player } cherchait { ramses-treasure-acc }.
}
ramses-box-stops = La boîte ne tourne plus.
ramses-gift-empty = { $self ->
    [yes] Personne d'autre n'a de carte « { ramses-treasure } » : le cadeau ne vous rapporte rien.
   *[no] Personne d'autre n'a de carte « { ramses-treasure } » : le cadeau ne rapporte rien à { $player }.
}
ramses-box-turned-fixed = { $quarters ->
    [2] Tempête de sable : la boîte fait un demi-tour.
   *[other] La boîte tourne d'un quart de tour dans le sens des aiguilles d'une montre.
} Les coordonnées restent fixées à la boîte : le trou est toujours rangée { $row }, colonne { $col }.
ramses-coords-turned = Les coordonnées ont tourné.
ramses-facing-fixed = Les coordonnées restent fixées à la boîte : la rangée 1 est { $facing ->
    [0] le côté le plus proche de vous.
    [1] maintenant le côté à votre gauche.
    [2] maintenant le côté opposé.
   *[3] maintenant le côté à votre droite.
}
ramses-help-list = Dans la liste aussi : T dit à qui le tour, D et C disent la carte ouverte, S les cartes de chaque joueur, G l'étape et les cartes restantes, N comment la boîte est tournée, V la variante.
ramses-help-game = Partie : T à qui le tour, S scores, D la carte ouverte, R répéter, Contrôle S sauvegarder, Échap menu de la partie.
ramses-resumed = Reprise : { $game }, étape { $round }.
ramses-rules-coordinates = Coordonnées fixées à la boîte
    À l'étape 2 la boîte tourne après chaque trouvaille, et chaque rangée et colonne dont vous vous souvenez bouge avec elle : c'est la difficulté du jeu, et par défaut l'application la garde (après chaque tour elle dit « les coordonnées ont tourné », et N dit comment la boîte est posée par rapport au début). L'option « coordonnées après un tour de la boîte : elles restent fixées à la boîte » rend le jeu plus facile : les rangées et les colonnes se comptent toujours depuis le côté qui était le plus proche de vous au début, et un trésor garde ses coordonnées toute la partie. L'historique garde chaque ligne telle qu'elle a été dite.
ramses-hand-of = { $player } : { $count ->
    [0] aucune carte.
    [one] 1 carte, { ramses-points-total } :
   *[other] { $count } cartes, { ramses-points-total } :
}
