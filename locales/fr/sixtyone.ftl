## Sixty-One : noms

sixtyone-title = Soixante et un
sixtyone-summary = Jeu de dés et de feuille pour 1 à 6 joueurs : trois dés communs à chaque manche remplissent les six zones de votre feuille pendant que votre rangée de feuilles grimpe vers 61.
sixtyone-variant-standard = Standard
sixtyone-option-announce = Annonce des choix
sixtyone-option-announce-round = tous ensemble à la fin de chaque manche
sixtyone-option-announce-each = dès que chaque joueur a choisi

sixtyone-area = { $area ->
    [1] Citrouilles
    [2] Nénuphars
    [3] Guimauves
    [4] Tasses de chocolat chaud
    [5] Terrier du renard
   *[6] Champignons
}
sixtyone-cell = { $area ->
    [1] citrouille { $group }, case { $pos }
    [2] nénuphar { $pos }
    [3] { $group ->
        [1] brochette de gauche
       *[other] brochette de droite
    }, guimauve { $pos }
    [4] tasse { $pos }
    [5] { $cell ->
        [1] en bas à gauche
        [2] en bas au milieu
        [3] en bas à droite
        [4] au milieu à gauche
        [5] au milieu à droite
       *[other] au sommet
    }
   *[other] champignon { $pos }
}
sixtyone-group = { $area ->
    [1] citrouille { $group } : { $cells }
    [3] { $group ->
        [1] brochette de gauche
       *[other] brochette de droite
    } : { $cells }
   *[other] { $group ->
        [1] en bas
        [2] au milieu
       *[other] au sommet
    } : { $cells }
}
sixtyone-value = { $value ->
    [0] X
   *[other] { $value }
}
sixtyone-empty = vide
sixtyone-list-and = { $first } et { $second }
sixtyone-list-comma = { $first }, { $second }
sixtyone-list-semicolon = { $first } ; { $second }

## Sixty-One : ce qui se passe

sixtyone-roll = Manche { $round }. Les dés donnent { $dice }.
sixtyone-write = { $self ->
    [yes] Vous écrivez
   *[no] { $player } écrit
} { $value } dans { $area }, { $cell }{ $gain ->
    [0] , pas encore de gland
    [one] , plus { $gain } gland
   *[other] , plus { $gain } glands
}. Feuilles plus { $leaf }, total { $total }.
sixtyone-pass = { $self ->
    [yes] Rien ne convient : vous passez.
   *[no] Rien ne convient : { $player } passe.
} Feuilles plus { $leaf }, total { $total }.
sixtyone-leaf-bonus = { $self ->
    [yes] Vous atteignez
   *[no] { $player } atteint
} { $total } sur la rangée de feuilles : { $acorns } glands de bonus !
sixtyone-joker-won = { $self ->
    [yes] Total des feuilles { $total } : vous gagnez un joker X.
   *[no] Total des feuilles { $total } : { $player } gagne un joker X.
}
sixtyone-joker-lost = { $self ->
    [yes] Total des feuilles { $total } : aucune case n'est ouverte, votre joker X est perdu.
   *[no] Total des feuilles { $total } : aucune case n'est ouverte, { $player } perd le joker X.
}
sixtyone-joker-placed = { $self ->
    [yes] Vous placez
   *[no] { $player } place
} le joker X : { $area }, { $cell }{ $gain ->
    [0] , pas encore de gland
    [one] , plus { $gain } gland
   *[other] , plus { $gain } glands
}.
sixtyone-area-complete = { $self ->
    [yes] Vous complétez
   *[no] { $player } complète
} la zone { $area } !
sixtyone-area-first = Zone { $area } complétée en premier : { $self ->
    [yes] vous gagnez
   *[no] { $player } gagne
} { $acorns } glands de bonus{ $shared ->
    [yes] , comme tous ceux qui l'ont complétée à cette manche
   *[no] {""}
}.
sixtyone-reveal = Manche { $round } : tout le monde a choisi.
sixtyone-end-leaves = Une rangée de feuilles a atteint 61 : la partie s'arrête à la manche { $round }.
sixtyone-end-rounds = La manche { $round } était la dernière : la partie est finie.

## Sixty-One : choisir

sixtyone-move-write = { $area }, { $cell } : écrire { $value } ({ $gain ->
    [0] pas encore de gland
    [one] { $gain } gland
   *[other] { $gain } glands
}) ; feuilles plus { $leaf }, total { $total }{ $complete ->
    [yes] {"\u00A0"}; complète la zone
   *[no] {""}
}{ $effect ->
    [acorns] {"\u00A0"}; bonus de { $acorns } glands
    [joker] {"\u00A0"}; bonus : un joker X
    [joker-lost] {"\u00A0"}; joker X perdu, aucune case ouverte
   *[none] {""}
}{ $end ->
    [yes] {"\u00A0"}; termine la partie
   *[no] {""}
}
sixtyone-move-pass = Passer, rien ne convient : feuilles plus { $leaf }, total { $total }{ $effect ->
    [acorns] {"\u00A0"}; bonus de { $acorns } glands
    [joker] {"\u00A0"}; bonus : un joker X
    [joker-lost] {"\u00A0"}; joker X perdu, aucune case ouverte
   *[none] {""}
}{ $end ->
    [yes] {"\u00A0"}; termine la partie
   *[no] {""}
}
sixtyone-move-joker = { $area }, { $cell } : joker X ({ $gain ->
    [0] pas encore de gland
    [one] { $gain } gland
   *[other] { $gain } glands
}){ $complete ->
    [yes] {"\u00A0"}; complète la zone
   *[no] {""}
}
sixtyone-turn = { $count ->
    [one] Un choix
   *[other] { $count } choix
} pour { $dice }.
sixtyone-turn-count = { $count ->
    [one] Un choix.
   *[other] { $count } choix.
}
sixtyone-turn-pass = Rien ne convient à { $dice } : choisissez le dé de votre rangée de feuilles.
sixtyone-turn-joker = Placez votre joker X : { $count ->
    [one] une case ouverte
   *[other] { $count } cases ouvertes
}.
sixtyone-mode-list = Liste des coups.
sixtyone-mode-sheet = Feuille de score.
sixtyone-not-your-turn = C'est { $player } qui choisit.
sixtyone-no-choice-area = Aucun choix dans la zone { $area }.
sixtyone-cell-closed = Cette case n'est pas ouverte pour ce lancer.
sixtyone-choose-cell = Choix pour la case : { $cell }.
sixtyone-no-other = Vous êtes le seul joueur.
sixtyone-whose-turn = Manche { $round } sur 20. { $self ->
    [yes] À vous
   *[no] { $player } choisit
}{ $joker ->
    [yes] {"\u00A0"}: une case pour le joker X.
   *[no] .
}
sixtyone-whose-over = La partie est finie, après la manche { $round }.
sixtyone-dice = Dés { $dice }, manche { $round }.
sixtyone-dice-short = Dés { $dice }.
sixtyone-help = Touches de Soixante et un. Tab passe de la liste des coups à la feuille de score et inversement. Dans la liste : flèches haut et bas, Début et Fin, la première lettre d'une zone y saute, Entrée joue le choix. Sur la feuille : flèches haut et bas pour changer de zone, gauche et droite pour changer de case, Début et Fin pour la première et la dernière case, Entrée sur une case ouverte donne les choix de dés qui la remplissent. Partout : 1 à 6 lisent une zone (dans la liste, ils sautent aussi à ses choix), A lit toute la feuille, L la rangée de feuilles, O la feuille d'un autre joueur, S tous les scores, D les dés, T à qui le tour. V compare la zone en cours chez tous les joueurs. Retour arrière reprend votre choix de la manche tant que les choix de la manche ne sont pas dévoilés. H donne un conseil : le choix du bot le plus fort avec le score final attendu, puis le deuxième choix ; la liste des coups se place sur ce choix et Entrée le joue ; la liste des choix de dés d'une case s'ouvre aussi sur lui, et H y marche.
sixtyone-help-page = Touches de Soixante et un. Le plateau est votre feuille de score : flèches haut et bas pour changer de zone, gauche et droite pour changer de case, Début et Fin pour la première et la dernière case ; Entrée (ou un toucher) sur une case ouverte donne les choix de dés qui la remplissent. M donne tous les choix de votre tour ; quand rien ne convient, Entrée aussi, pour choisir le dé de votre rangée de feuilles. 1 à 6 lisent une zone et y vont, A lit toute la feuille, L la rangée de feuilles, O la feuille d'un autre joueur, V la zone en cours chez tous les joueurs. Suppr reprend votre choix de la manche tant que les choix de la manche ne sont pas dévoilés. H donne un conseil : le choix du bot le plus fort avec le score final attendu, puis le deuxième choix ; le focus va sur sa case.
sixtyone-help-shift = { $letter } seul est une touche de lecture : Maj+{ $letter } va à { $areas }.

## Sixty-One : relire la feuille

sixtyone-cell-line = { $coordinates ->
    [first] { $cell }, { $area } : { $content }
    [off] { $content }
   *[last] { $content }, { $cell }, { $area }
}{ $verbosity ->
    [brief] {""}
   *[other] { $group ->
        [yes] , { $acorns } glands pour tout le groupe
       *[no] , { $acorns ->
            [one] { $acorns } gland
           *[other] { $acorns } glands
        }
    }
}{ $open ->
    [yes] . Accepte : { $fits }.
   *[no] { $filled ->
        [yes] .
       *[no] . Rien ne va ici pour ce lancer.
    }
}
sixtyone-area-read = { $area } : { $cells }. { $acorns ->
    [one] { $acorns } gland
   *[other] { $acorns } glands
}. { $empty ->
    [0] Complète{ $first ->
        [yes] , en premier : 3 glands de bonus
       *[no] {""}
    }.
   *[other] { $empty } à remplir, { $any ->
        [yes] accepte toute valeur
       *[no] { $none ->
            [yes] rien ne convient pour l'instant
           *[no] accepte { $takes }
        }
    }.{ $verbosity ->
        [brief] {""}
       *[other] { $bonus ->
            [taken] {" "}Un autre joueur l'a complétée en premier.
            [open] {" "}La compléter en premier rapporte 3 glands.
           *[none] {""}
        }
    }
}
sixtyone-leaf-read = Rangée de feuilles : total { $total }, { $left } feuilles sur 20 restantes. Prochain bonus à { $mark } : { $bonus }, encore { $distance }.
sixtyone-leaf-past = Rangée de feuilles : total { $total }, tous les bonus sont passés ; { $left } feuilles sur 20 restantes.
sixtyone-leaf-cell = Feuille { $index } : { $filled ->
    [yes] { $total }{ $mark ->
        [yes] , bonus
       *[no] {""}
    }
   *[no] vide
}.
sixtyone-leaves = Feuilles
sixtyone-bonus-joker = un joker X
sixtyone-bonus-acorns = { $acorns } glands
sixtyone-score = { $self ->
    [yes] Vous
   *[no] { $player }
} : { $total ->
    [one] { $total } gland
   *[other] { $total } glands
} (cases { $cells }, premières zones { $first }, bonus de feuilles { $leaves }) ; total des feuilles { $leaf }.
sixtyone-sheet-of = { $self ->
    [yes] Votre feuille.
   *[no] Feuille : { $player }.
}
sixtyone-area-acorns = { $area } { $acorns }
sixtyone-final = { $self ->
    [yes] Vous
   *[no] { $player }
} : { $total } glands. Zones : { $areas }. Premières zones { $first }, bonus de feuilles { $leaves }.

## Sixty-One : règles

sixtyone-rules-goal = But et matériel
    Soixante et un est le jeu français 61 Feuilles d'automne, créé pour Accessijeux. Récoltez le plus de glands à la fin de la manche 20, ou à la fin de la manche où la rangée de feuilles d'un joueur atteint 61 ou plus.
    Trois dés à six faces sont lancés une fois par manche et servent à tous les joueurs. Chaque joueur a une feuille de score : six zones de 31 cases en tout, une rangée de 20 feuilles, six bonus de feuilles et six badges de première zone complétée. De 1 à 6 joueurs, humains et robots dans n'importe quel mélange.
sixtyone-rules-round = Une manche
    Les trois dés sont lancés une fois, et tous les joueurs utilisent les trois mêmes valeurs. Chaque joueur donne trois rôles aux dés : le dé de zone choisit la zone 1 à 6 par sa valeur ; le dé de valeur est écrit dans une case ouverte de cette zone, selon la règle de la zone ; le dé de feuilles s'ajoute à la rangée de feuilles. Deux dés peuvent montrer la même valeur : avec 3, 3 et 5, on peut choisir la zone 3, écrire 3 et ajouter 5 aux feuilles.
    Si aucun dé de zone, dé de valeur et case ne vont ensemble, vous passez : rien n'est écrit, et vous choisissez l'un des trois dés pour la rangée de feuilles. On ne peut passer que si rien ne convient.
    Les joueurs choisissent l'un après l'autre, sans entendre les choix des autres. Quand tout le monde a choisi, tous les choix sont annoncés ensemble, avec les bonus.
sixtyone-rules-leaves = La rangée de feuilles et le joker
    Le dé de feuilles s'ajoute au total précédent, 0 avant la manche 1, et le nouveau total est écrit dans la feuille suivante. Un total d'exactement 11, 31 ou 51 donne un joker X ; exactement 21 donne 2 glands, exactement 41 donne 3 glands, exactement 61 donne 5 glands. Sauter par-dessus une de ces valeurs ne donne rien ; un total au-delà de 61 ne donne rien et ne coûte rien.
    Le joker X se place aussitôt, dans le même tour, dans n'importe quelle case de n'importe quelle zone ouverte selon la règle de cette zone. Il remplace n'importe quelle valeur, n'entre jamais en conflit et rapporte les mêmes glands qu'un nombre. On ne peut pas le garder pour plus tard ; si aucune case n'est ouverte nulle part, il est perdu.
sixtyone-rules-areas-first = Zones 1 à 3
    Zone 1, Citrouilles, les paires : 2 citrouilles de 2 cases. L'une ou l'autre case d'une citrouille peut être remplie en premier ; la seconde doit porter la même valeur, et un joker va avec tout. Inutile de finir une citrouille avant de commencer l'autre. Chaque citrouille dont les deux cases sont remplies rapporte 3 glands.
    Zone 2, Nénuphars, tous différents : 5 nénuphars remplis dans l'ordre, seulement le prochain vide. Sa valeur doit différer de celle de chaque nénuphar précédent ; un joker n'entre jamais en conflit. Les nénuphars rapportent 1, 1, 2, 2 et 3 glands.
    Zone 3, Guimauves, toutes pareilles : une brochette de gauche de 2 cases et une brochette de droite de 3. On remplit n'importe quelle case vide d'une brochette ; tous les nombres d'une même brochette doivent être égaux, et les deux brochettes sont indépendantes. La brochette de gauche pleine rapporte 3 glands, celle de droite 5 glands.
sixtyone-rules-areas-second = Zones 4 à 6
    Zone 4, Tasses de chocolat chaud, uniques : 6 tasses numérotées de 1 à 6 ; la tasse n n'accepte que la valeur n, ou un joker. Chaque tasse rapporte 1 gland, la tasse 4 en rapporte 2.
    Zone 5, Terrier du renard, une pyramide : 3 cases en bas, 2 au milieu, 1 au sommet. Les cases du bas sont ouvertes dès le début ; une case du milieu s'ouvre quand les deux cases en dessous sont remplies, le sommet quand les deux cases du milieu le sont. Des cases qui se touchent doivent porter des valeurs différentes : en bas à gauche et en bas au milieu, en bas au milieu et en bas à droite ; au milieu à gauche diffère d'en bas à gauche, d'en bas au milieu et d'au milieu à droite ; au milieu à droite d'en bas au milieu, d'en bas à droite et d'au milieu à gauche ; le sommet des deux cases du milieu. Un joker n'entre jamais en conflit. Les cases du bas rapportent 1 gland, celles du milieu 2, le sommet 4.
    Zone 6, Champignons, une suite : 5 champignons remplis dans l'ordre. Le premier accepte toute valeur ; chaque suivant doit différer d'exactement 1 du précédent, et 6 et 1 sont voisins. Après un joker, le champignon suivant accepte toute valeur. Les champignons rapportent 1, 2, 2, 2 et 3 glands.
sixtyone-rules-end = Fin de manche, fin de partie, score
    À la fin de chaque manche, chaque joueur qui a rempli pendant cette manche la dernière case d'une zone gagne 3 glands de bonus pour elle, si personne n'a complété cette zone lors d'une manche précédente. Les joueurs qui la complètent à la même manche gagnent tous le bonus ; en solo, chaque zone complétée le rapporte.
    La partie s'arrête à la fin de la manche où une rangée de feuilles atteint 61 ou plus, ou après la manche 20. Chaque joueur remplit une feuille par manche : tous arrivent ensemble à la feuille 20.
    Score final : les glands des cases, plus 3 pour chaque zone complétée en premier, plus les bonus de feuilles. Le plus grand total gagne ; les totaux égaux partagent la place, sans départage. 31 cases mais au plus 20 écritures et 3 jokers : aucune feuille ne peut être complète.
sixtyone-rules-options = Options
    Annonce des choix : tous ensemble à la fin de chaque manche, par défaut, pour que les joueurs d'un même clavier choisissent sans s'entendre ; ou dès que chaque joueur a choisi.
    Touches : Tab passe de la liste des coups, où chaque choix permis est une ligne avec sa conséquence, à la feuille de score, où les flèches parcourent zones et cases. 1 à 6 lisent une zone, A toute la feuille, L la rangée de feuilles, O la feuille d'un autre joueur, S tous les scores.

## Soixante et un : second passage à l'oreille (choix distincts, reprise, comparaison, bilan final)
sixtyone-spot = { $area ->
    [1] { $new ->
        [yes] une citrouille vide
       *[no] la citrouille { $group }
    }
   *[3] { $group ->
        [1] la brochette de gauche
       *[other] la brochette de droite
    }
}
sixtyone-move-of = { $line }, { $n } sur { $count }
sixtyone-taken-back = { $self ->
    [yes] Choix repris :
   *[no] { $player } reprend un choix :
}
sixtyone-no-take-back = { $reason ->
    [each] Rien à reprendre : dans cette partie chaque choix est public dès qu'il est fait.
    [over] La partie est finie.
   *[other] Rien à reprendre : vous n'avez pas de choix caché dans cette manche.
}
sixtyone-final-parts = { $self ->
    [yes] Vous
   *[no] { $player }
} : zones { $areas } ; premières zones { $first }, bonus de feuilles { $leaves }.
sixtyone-final-solo = { $self ->
    [yes] Votre score
   *[no] { $player }
} : { $total ->
    [one] { $total } gland
   *[other] { $total } glands
}. Zones { $areas } ; premières zones { $first }, bonus de feuilles { $leaves }.
sixtyone-leaf-cell-bonus = Feuille { $index } : { $total }, bonus { $bonus }.
sixtyone-who = { $self ->
    [yes] vous
   *[no] { $player }
}
sixtyone-first-by = Bonus de première zone pris par { $players }.
sixtyone-compare = { $area } : { $players }.
sixtyone-compare-one = { $self ->
    [yes] vous
   *[no] { $player }
}, { $filled } sur { $size }, { $acorns ->
    [one] { $acorns } gland
   *[other] { $acorns } glands
}{ $first ->
    [yes] , premier à la compléter
   *[no] {""}
}

sixtyone-compare-leaves = Rangée de feuilles : { $players }.
sixtyone-compare-leaf-one = { $self ->
    [yes] vous
   *[no] { $player }
}, total { $total } en { $leaves } { $leaves ->
    [one] feuille
   *[other] feuilles
}, bonus de feuilles { $acorns ->
    [one] { $acorns } gland
   *[other] { $acorns } glands
}

## The hint (H): the hard bot's choice, its expected final score and the runner-up
sixtyone-hint = Conseil : { $move }. Score final attendu { $expected }.
sixtyone-hint-next = Deuxième choix, { $move } : { $expected }.
