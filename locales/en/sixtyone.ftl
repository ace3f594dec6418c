## Sixty-One: names

sixtyone-title = Sixty-One
sixtyone-summary = Roll and write for 1 to 6 players: three shared dice each round fill the six areas of your sheet while your leaf row climbs towards 61.
sixtyone-variant-standard = Standard
sixtyone-option-announce = Announce the choices
sixtyone-option-announce-round = together at the end of each round
sixtyone-option-announce-each = as soon as each player chooses

sixtyone-area = { $area ->
    [1] Pumpkins
    [2] Water lilies
    [3] Marshmallows
    [4] Hot chocolate mugs
    [5] Fox den
   *[6] Mushrooms
}
sixtyone-cell = { $area ->
    [1] pumpkin { $group }, cell { $pos }
    [2] lily { $pos }
    [3] { $group ->
        [1] left skewer
       *[other] right skewer
    }, marshmallow { $pos }
    [4] mug { $pos }
    [5] { $cell ->
        [1] bottom left
        [2] bottom middle
        [3] bottom right
        [4] middle left
        [5] middle right
       *[other] top
    }
   *[other] mushroom { $pos }
}
sixtyone-group = { $area ->
    [1] pumpkin { $group }: { $cells }
    [3] { $group ->
        [1] left skewer
       *[other] right skewer
    }: { $cells }
   *[other] { $group ->
        [1] bottom
        [2] middle
       *[other] top
    }: { $cells }
}
sixtyone-value = { $value ->
    [0] X
   *[other] { $value }
}
sixtyone-empty = empty
sixtyone-list-and = { $first } and { $second }
sixtyone-list-comma = { $first }, { $second }
sixtyone-list-semicolon = { $first }; { $second }

## Sixty-One: what happens

sixtyone-roll = Round { $round }. Rolled { $dice }.
sixtyone-write = { $self ->
    [yes] You write
   *[no] { $player } writes
} { $value } in { $area }, { $cell }{ $gain ->
    [0] , no acorns yet
    [one] , plus { $gain } acorn
   *[other] , plus { $gain } acorns
}. Leaf plus { $leaf }, total { $total }.
sixtyone-pass = { $self ->
    [yes] Nothing fits: you pass.
   *[no] Nothing fits: { $player } passes.
} Leaf plus { $leaf }, total { $total }.
sixtyone-leaf-bonus = { $self ->
    [yes] You reach
   *[no] { $player } reaches
} { $total } on the leaf row: { $acorns } bonus acorns!
sixtyone-joker-won = { $self ->
    [yes] Leaf total { $total }: you win a joker X.
   *[no] Leaf total { $total }: { $player } wins a joker X.
}
sixtyone-joker-lost = { $self ->
    [yes] Leaf total { $total }: no cell is open, your joker X is lost.
   *[no] Leaf total { $total }: no cell is open, { $player } loses the joker X.
}
sixtyone-joker-placed = { $self ->
    [yes] You place
   *[no] { $player } places
} the joker X in { $area }, { $cell }{ $gain ->
    [0] , no acorns yet
    [one] , plus { $gain } acorn
   *[other] , plus { $gain } acorns
}.
sixtyone-area-complete = { $self ->
    [yes] You complete
   *[no] { $player } completes
} { $area }!
sixtyone-area-first = { $self ->
    [yes] You are
   *[no] { $player } is
} first to complete { $area }: { $acorns } bonus acorns{ $shared ->
    [yes] , like everyone who completed it this round
   *[no] {""}
}.
sixtyone-reveal = Round { $round }: everyone has chosen.
sixtyone-end-leaves = A leaf row reached 61: the game ends with round { $round }.
sixtyone-end-rounds = Round { $round } was the last one: the game ends.

## Sixty-One: choosing

sixtyone-move-write = { $area }, write { $value } in { $cell } ({ $gain ->
    [0] no acorns yet
    [one] { $gain } acorn
   *[other] { $gain } acorns
}); leaf plus { $leaf }, total { $total }{ $complete ->
    [yes] ; completes the area
   *[no] {""}
}{ $effect ->
    [acorns] ; bonus { $acorns } acorns
    [joker] ; bonus joker X
    [joker-lost] ; joker X lost, no cell open
   *[none] {""}
}{ $end ->
    [yes] ; ends the game
   *[no] {""}
}
sixtyone-move-pass = Pass, nothing fits: leaf plus { $leaf }, total { $total }{ $effect ->
    [acorns] ; bonus { $acorns } acorns
    [joker] ; bonus joker X
    [joker-lost] ; joker X lost, no cell open
   *[none] {""}
}{ $end ->
    [yes] ; ends the game
   *[no] {""}
}
sixtyone-move-joker = { $area }, joker X in { $cell } ({ $gain ->
    [0] no acorns yet
    [one] { $gain } acorn
   *[other] { $gain } acorns
}){ $complete ->
    [yes] ; completes the area
   *[no] {""}
}
sixtyone-turn = { $count ->
    [one] One choice
   *[other] { $count } choices
} for { $dice }.
sixtyone-turn-count = { $count ->
    [one] One choice.
   *[other] { $count } choices.
}
sixtyone-turn-pass = Nothing fits { $dice }: choose the die for your leaf row.
sixtyone-turn-joker = Place your joker X: { $count ->
    [one] one open cell
   *[other] { $count } open cells
}.
sixtyone-mode-list = Move list.
sixtyone-mode-sheet = Sheet.
sixtyone-not-your-turn = { $player } is choosing now.
sixtyone-no-choice-area = No choice in { $area }.
sixtyone-cell-closed = Not open for this roll.
sixtyone-choose-cell = Choices for { $cell }.
sixtyone-no-other = You are the only player.
sixtyone-whose-turn = Round { $round } of 20. { $self ->
    [yes] Your turn
   *[no] { $player } is choosing
}{ $joker ->
    [yes] : a place for the joker X.
   *[no] .
}
sixtyone-whose-over = The game is over, after round { $round }.
sixtyone-dice = Dice { $dice }, round { $round }.
sixtyone-dice-short = Dice { $dice }.
sixtyone-help = Sixty-One keys. Tab switches between the move list and the sheet. In the move list: up and down arrows, Home and End, the first letter of an area jumps to it, Enter plays the choice. On the sheet: up and down arrows change the area, left and right the cell, Home and End go to the first and last cell, Enter on an open cell lists the dice choices that fill it. Anywhere: 1 to 6 read one area (in the move list they also jump to its choices), A reads the whole sheet, L the leaf row, O another player's sheet, S every score, D the dice, T whose turn. V compares the focused area across every player. Backspace takes back your choice of this round until the round's choices are revealed. H gives a hint: the strongest bot's choice with its expected final score, then the next best; the move list then stands on it and Enter plays it; a cell's list of dice choices opens on it too, and H works there.
sixtyone-help-page = Sixty-One keys. The board is your sheet: up and down arrows change the area, left and right the cell, Home and End go to the first and last cell; Enter (or a tap) on an open cell lists the dice choices that fill it. M lists every choice of your turn; when nothing fits, Enter does too, to choose the die for your leaf row. 1 to 6 read one area and go to it, A reads the whole sheet, L the leaf row, O another player's sheet, V the focused area across every player. Delete takes back your choice of this round until the round's choices are revealed. H gives a hint: the strongest bot's choice with its expected final score, then the next best; the focus goes to its cell.
sixtyone-help-shift = { $letter } alone is a reading key: Shift+{ $letter } jumps to { $areas }.

## Sixty-One: reading the sheet

sixtyone-cell-line = { $coordinates ->
    [first] { $cell }, { $area }: { $content }
    [off] { $content }
   *[last] { $content }, { $cell }, { $area }
}{ $verbosity ->
    [brief] {""}
   *[other] { $group ->
        [yes] , { $acorns } acorns for the whole group
       *[no] , { $acorns ->
            [one] { $acorns } acorn
           *[other] { $acorns } acorns
        }
    }
}{ $open ->
    [yes] . Open: { $fits }.
   *[no] { $filled ->
        [yes] .
       *[no] . Closed for this roll.
    }
}
sixtyone-area-read = { $area }: { $cells }. { $acorns ->
    [one] { $acorns } acorn
   *[other] { $acorns } acorns
}. { $empty ->
    [0] Complete{ $first ->
        [yes] , first: 3 bonus acorns
       *[no] {""}
    }.
   *[other] { $empty } to fill, { $any ->
        [yes] takes any value
       *[no] { $none ->
            [yes] nothing fits now
           *[no] takes { $takes }
        }
    }.{ $verbosity ->
        [brief] {""}
       *[other] { $bonus ->
            [taken] {" "}Another player completed it first.
            [open] {" "}Completing it first gives 3 acorns.
           *[none] {""}
        }
    }
}
sixtyone-leaf-read = Leaf row: total { $total }, { $left } of 20 leaves left. Next bonus at { $mark }: { $bonus }, { $distance } away.
sixtyone-leaf-past = Leaf row: total { $total }, past the last bonus; { $left } of 20 leaves left.
sixtyone-leaf-cell = Leaf { $index }: { $filled ->
    [yes] { $total }{ $mark ->
        [yes] , bonus
       *[no] {""}
    }
   *[no] empty
}.
sixtyone-leaves = Leaves
sixtyone-bonus-joker = a joker X
sixtyone-bonus-acorns = { $acorns } acorns
sixtyone-score = { $self ->
    [yes] You
   *[no] { $player }
}: { $total ->
    [one] { $total } acorn
   *[other] { $total } acorns
} (cells { $cells }, first completions { $first }, leaf bonuses { $leaves }); leaf total { $leaf }.
sixtyone-sheet-of = { $self ->
    [yes] Your sheet.
   *[no] Sheet of { $player }.
}
sixtyone-area-acorns = { $area } { $acorns }
sixtyone-final = { $self ->
    [yes] You
   *[no] { $player }
}: { $total } acorns. Areas: { $areas }. First completions { $first }, leaf bonuses { $leaves }.

## Sixty-One: rules

sixtyone-rules-goal = Goal and material
    Sixty-One is the French game 61 Autumn Leaves, made for Accessijeux. Collect the most acorns by the end of round 20, or by the end of the round in which someone's leaf row reaches 61 or more.
    There are three six-sided dice, rolled once per round and shared by every player. Each player has a score sheet with six areas of 31 cells in all, a leaf row of 20 leaves, six leaf bonuses and six first-completion badges. From 1 to 6 players, humans and bots in any mix.
sixtyone-rules-round = A round
    The three dice are rolled once, and every player uses the same three values. Each player gives the dice three roles: the area die selects area 1 to 6 by its value; the value die is written into one open cell of that area, following the area's rule; the leaf die is added to the leaf row. Two dice may show the same value: with 3, 3 and 5 you may choose area 3, write 3 and add 5 to the leaves.
    If no area die, value die and cell fit together, you pass: nothing is written, and you choose any one of the three dice for the leaf row. You may pass only when nothing fits.
    Players choose one after another, each without hearing the others. When everyone has chosen, all the choices are announced together, with any bonuses.
sixtyone-rules-leaves = The leaf row and the joker
    The leaf die is added to the previous total, 0 before round 1, and the new total is written in the next leaf. If the new total is exactly 11, 31 or 51 you win a joker X; exactly 21 gives 2 acorns, exactly 41 gives 3 acorns, exactly 61 gives 5 acorns. Jumping over one of these values gives nothing; a total above 61 gives nothing and costs nothing.
    A joker X is placed at once, in the same turn, in any cell of any area that is open under that area's rule. It stands for any value, never conflicts, and earns the same acorns as a number. It cannot be kept for later; if no cell anywhere is open, it is lost.
sixtyone-rules-areas-first = Areas 1 to 3
    Area 1, Pumpkins, pairs: 2 pumpkins of 2 cells. Either cell of a pumpkin may be filled first; the second must hold the same value, and a joker matches anything. You need not finish one pumpkin before starting the other. Each pumpkin with both cells filled gives 3 acorns.
    Area 2, Water lilies, all different: 5 lilies filled in order, only the next empty one. Its value must differ from every earlier lily; a joker never conflicts. The lilies give 1, 1, 2, 2 and 3 acorns.
    Area 3, Marshmallows, all the same: a left skewer of 2 and a right skewer of 3. Fill any empty cell of a skewer; every number on one skewer must be the same, and the two skewers are independent. A full left skewer gives 3 acorns, a full right skewer 5 acorns.
sixtyone-rules-areas-second = Areas 4 to 6
    Area 4, Hot chocolate mugs, unique: 6 mugs numbered 1 to 6; mug n takes only the value n, or a joker. Each mug gives 1 acorn, mug 4 gives 2.
    Area 5, Fox den, a pyramid: 3 cells at the bottom, 2 in the middle, 1 on top. The bottom cells are open at once; a middle cell opens when both cells below it are filled, the top when both middle cells are filled. Touching cells must hold different values: bottom left and bottom middle, bottom middle and bottom right; middle left differs from bottom left, bottom middle and middle right; middle right from bottom middle, bottom right and middle left; the top from both middle cells. A joker never conflicts. Bottom cells give 1 acorn, middle cells 2, the top 4.
    Area 6, Mushrooms, a sequence: 5 mushrooms filled in order. The first takes any value; each next one must differ by exactly 1 from the one before, and 6 and 1 are neighbours. After a joker, the next mushroom takes any value. The mushrooms give 1, 2, 2, 2 and 3 acorns.
sixtyone-rules-end = End of a round, end of the game, score
    At the end of each round, every player who filled the last cell of an area during that round gets 3 bonus acorns for it, if nobody completed that area in an earlier round. Players who complete it in the same round all get the bonus; playing alone, every area you complete gets it.
    The game ends at the end of the round in which any leaf row reaches 61 or more, or after round 20. Every player fills one leaf per round, so all reach leaf 20 together.
    Final score: the acorns of the cells, plus 3 for each area completed first, plus the leaf bonuses. The highest total wins; equal totals share the place, with no tie-breaker. 31 cells but at most 20 writes and 3 jokers: no sheet can be completed.
sixtyone-rules-options = Options
    Announce the choices: together at the end of each round, the default, so that players at one keyboard choose without hearing each other; or as soon as each player chooses.
    Keys: Tab switches between the move list, where every legal choice is one line with its consequence, and the sheet, where the arrows move over areas and cells. 1 to 6 read an area, A the whole sheet, L the leaf row, O another player's sheet, S every score.

## Sixty-One: second pass by ear (distinct choices, take back, compare, final summary)
sixtyone-spot = { $area ->
    [1] { $new ->
        [yes] an empty pumpkin
       *[no] pumpkin { $group }
    }
   *[3] { $group ->
        [1] the left skewer
       *[other] the right skewer
    }
}
sixtyone-move-of = { $line }, { $n } of { $count }
sixtyone-taken-back = { $self ->
    [yes] Taken back:
   *[no] { $player } takes back a choice:
}
sixtyone-no-take-back = { $reason ->
    [each] Nothing to take back: in this game every choice is public as soon as it is made.
    [over] The game is over.
   *[other] Nothing to take back: you have no hidden choice in this round.
}
sixtyone-final-parts = { $self ->
    [yes] You
   *[no] { $player }
}: areas { $areas }; first completions { $first }, leaf bonuses { $leaves }.
sixtyone-final-solo = { $self ->
    [yes] Your score
   *[no] Score of { $player }
}: { $total ->
    [one] { $total } acorn
   *[other] { $total } acorns
}. Areas { $areas }; first completions { $first }, leaf bonuses { $leaves }.
sixtyone-leaf-cell-bonus = Leaf { $index }: { $total }, bonus { $bonus }.
sixtyone-who = { $self ->
    [yes] you
   *[no] { $player }
}
sixtyone-first-by = First-completion bonus taken by { $players }.
sixtyone-compare = { $area }: { $players }.
sixtyone-compare-one = { $self ->
    [yes] you
   *[no] { $player }
}, { $filled } of { $size }, { $acorns ->
    [one] { $acorns } acorn
   *[other] { $acorns } acorns
}{ $first ->
    [yes] , first to complete
   *[no] {""}
}

sixtyone-compare-leaves = Leaf row: { $players }.
sixtyone-compare-leaf-one = { $self ->
    [yes] you
   *[no] { $player }
}, total { $total } in { $leaves } { $leaves ->
    [one] leaf
   *[other] leaves
}, leaf bonuses { $acorns ->
    [one] { $acorns } acorn
   *[other] { $acorns } acorns
}

## The hint (H): the hard bot's choice, its expected final score and the runner-up
sixtyone-hint = Hint: { $move }. Expected final score { $expected }.
sixtyone-hint-next = Next best, { $move }: { $expected }.
