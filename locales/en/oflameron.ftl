## Oflameron: names

oflameron-title = Oflameron
oflameron-summary = The Russian logic game of cards and a die for 1 to 6 players: move your marker to the best cards, dodge B and Z, and end with the highest score.
oflameron-variant-grid = Card grid
oflameron-variant-sheet = Paper sheet
oflameron-variant-loop = Card loop

oflameron-option-die = Die
oflameron-option-rows = Rows of cards
oflameron-option-columns = Cards in a row
oflameron-option-copies = Copies of each value
oflameron-option-decks = Decks
oflameron-option-end_cards = END cards in the deck
oflameron-option-markers = Markers per player
oflameron-option-rounds = Rounds
oflameron-option-negative_ends = A score below zero ends the game
oflameron-option-negative_ends-no = no
oflameron-option-negative_ends-yes = yes
oflameron-option-b_penalty = A minus card drawn for B
oflameron-option-b_penalty-size = costs its size
oflameron-option-b_penalty-signed = gives its points back
oflameron-option-sheet_columns = Sheet columns
oflameron-option-sheet_rows = Sheet rows
oflameron-option-x_cells = X cells, extra marker for 500
oflameron-option-x_cells-yes = yes
oflameron-option-x_cells-no = no
oflameron-option-loop_cards = Cards in the loop
oflameron-option-loop_end_cards = END cards in the deck

## Oflameron: card values in words

oflameron-card-plus-1 = plus one
oflameron-card-plus-5 = plus five
oflameron-card-plus-10 = plus ten
oflameron-card-plus-15 = plus fifteen
oflameron-card-plus-25 = plus twenty-five
oflameron-card-minus-1 = minus one
oflameron-card-minus-5 = minus five
oflameron-card-minus-10 = minus ten
oflameron-card-minus-15 = minus fifteen
oflameron-card-minus-25 = minus twenty-five
oflameron-card-p = bonus P, plus one hundred
oflameron-card-t-1000 = bonus T, plus one thousand
oflameron-card-t-500 = bonus T, plus five hundred
oflameron-card-b-draw = B, penalty card from the deck
oflameron-card-b-200 = B, minus two hundred
oflameron-card-z = Z, score to zero
oflameron-card-end = END, game over
oflameron-card-x = X, extra marker for five hundred

oflameron-face-plus-1 = plus one
oflameron-face-plus-5 = plus five
oflameron-face-plus-10 = plus ten
oflameron-face-plus-15 = plus fifteen
oflameron-face-plus-25 = plus twenty-five
oflameron-face-minus-1 = minus one
oflameron-face-minus-5 = minus five
oflameron-face-minus-10 = minus ten
oflameron-face-minus-15 = minus fifteen
oflameron-face-minus-25 = minus twenty-five
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

## Oflameron: places on the field

oflameron-row-named = { $name ->
    [bottom] bottom row
    [middle] middle row
   *[top] top row
}
oflameron-row-number = row { $row } of { $rows }
oflameron-cell = { $coordinates ->
    [first] column { $column }, { $card }
    [off] { $card }
   *[last] { $card }, column { $column }
}
oflameron-sheet-cell = { $coordinates ->
    [first] row { $row }, column { $column }, { $card }
    [off] { $card }
   *[last] { $card }, row { $row }, column { $column }
}
oflameron-loop-cell = { $coordinates ->
    [first] card { $column }, { $card }
    [off] { $card }
   *[last] { $card }, card { $column }
}

## Oflameron: what happens

oflameron-start-grid = Card grid: { $rows } rows of { $columns } cards. Each player puts a marker on a card of the bottom row.
oflameron-start-sheet = Paper sheet: { $rows } rows of { $columns } cells. Each player marks a cell of the bottom row.
oflameron-start-loop = Card loop of { $columns } cards. Each player puts a marker on any card.
oflameron-round = { $rounds ->
    [0] Round { $round }.
   *[other] Round { $round } of { $rounds }.
}
oflameron-rolled = { $self ->
    [yes] You rolled { $die }
   *[no] { $player } rolled { $die }
}{ $markers ->
    [1] .
   *[other] {" "}for marker { $marker }.
}
oflameron-placed-grid = { $card }: { $self ->
    [yes] you start
   *[no] { $player } starts
} on column { $column }, score { $score }.
oflameron-placed-sheet = { $card }: { $self ->
    [yes] you start
   *[no] { $player } starts
} on column { $column }, score { $score }.
oflameron-placed-loop = { $card }: { $self ->
    [yes] you start
   *[no] { $player } starts
} on card { $column }, score { $score }.
oflameron-bought = { $card }: { $self ->
    [yes] you buy
   *[no] { $player } buys
} marker { $markers } for { $price } points, on column { $column }, score { $score }.
oflameron-extra-placed = { $card }: { $self ->
    [yes] you pay
   *[no] { $player } pays
} { $price } points for marker { $markers } on column { $column }, score { $score }.
oflameron-shifted = { $card }: comes down under { $self ->
    [yes] your
   *[no] { $player }'s
} { $markers ->
    [1] marker
   *[other] marker { $marker }
} in column { $column }, score { $score }.
oflameron-moved-grid = { $card }: { $self ->
    [yes] you move
   *[no] { $player } moves
} { $direction ->
    [left] left
   *[right] right
} { $distance } to column { $column }, score { $score }.
oflameron-moved-sheet = { $card }: { $self ->
    [yes] you go
   *[no] { $player } goes
} up to row { $row }, { $direction ->
    [left] left
   *[right] right
} { $distance } to column { $column }, score { $score }.
oflameron-moved-loop = { $card }: { $self ->
    [yes] you move
   *[no] { $player } moves
} { $distance } ahead to card { $column }, score { $score }.
oflameron-penalty-again = Drawn: { $card }, { $face ->
    [end] put back, draw again.
   *[other] draw again.
}
oflameron-penalty-none = No penalty card left in the deck: nothing lost.
oflameron-x-offer = { $self ->
    [yes] You may place an extra marker on this row for 500 points.
   *[no] { $player } may place an extra marker for 500 points.
}
oflameron-x-cannot-pay = { $self ->
    [yes] You have less than 500 points: no extra marker.
   *[no] { $player } has less than 500 points: no extra marker.
}
oflameron-replaced = New card { $column }: { $new }, in place of { $old }.
oflameron-x-declined = { $self ->
    [yes] You decline the extra marker.
   *[no] { $player } declines the extra marker.
}
oflameron-over = { $reason ->
    [end-card] END reached: the game is over.
    [negative] { $self ->
        [yes] Your score is below zero: the game is over.
       *[no] { $ender_player }'s score is below zero: the game is over.
    }
    [rounds] All { $rounds } rounds are played: the game is over.
   *[top] The top row of the sheet is played: the game is over.
}

## Oflameron: reading the field

oflameron-item = { $column }: { $card };
oflameron-row-read = { $row }:
oflameron-loop-read = The loop, { $count } cards clockwise:
oflameron-above-item = { $row }: { $card };
oflameron-column-read = { $count ->
    [0] Nothing above { $markers ->
        [1] your marker
       *[other] marker { $marker }
    } in column { $column }: it is on the top row.
   *[other] Above { $markers ->
        [1] your marker
       *[other] marker { $marker }
    } in column { $column }:
}
oflameron-ahead-item = { $steps } ahead: { $card };
oflameron-ahead-read = Ahead of your marker on card { $column }:
oflameron-deck-item = { $card }: { $count };
oflameron-deck-read = The deck holds { $count } cards:
oflameron-score-line = { $self ->
    [yes] You: { $score }
   *[no] { $player }: { $score }
} { $score ->
    [one] point
   *[other] points
}{ $markers ->
    [0] .
    [1] .
   *[other] , { $markers } markers.
}
oflameron-position-line = { $self ->
    [yes] You
   *[no] { $player }
}{ $markers ->
    [1] {""}
   *[other] , marker { $marker }
}: { $cell }.
oflameron-no-markers = No marker is on the field yet.
oflameron-no-deck = The paper sheet has no deck.

## Oflameron: the board

oflameron-help = Oflameron keys. Before the first move, Left and Right choose a card of the bottom row, Up and Down look along its column, Enter puts your marker there. On your turn Enter rolls the die; in the card grid, M buys a marker for 2000 points before the roll. After a roll, Left or Right chooses the direction; pressing it again, or Up and Down, or a digit, sets the distance; each choice says the card reached and what lies above it; Enter moves. L lists every reachable card of the roll to choose from. When no move is being chosen, the arrows, Home and End explore the field. B reads the row you play on, C the cards above your markers, F the whole field, A the loop ahead of your marker, P where every marker stands, K what the deck holds, H a hint: what the strongest bot would do, with the expected score; Enter then plays it, and a list opens on it; H and W work in a list too. S every score, D the dice, T whose turn. W after a hint says why. U reads the top row in full.
oflameron-prompt-place-grid = Put your marker on a card of the bottom row{ $verbosity ->
    [brief] .
   *[other] : Left and Right choose, Enter places.
}
oflameron-prompt-place-sheet = Mark a cell of the bottom row{ $verbosity ->
    [brief] .
   *[other] : Left and Right choose, Enter places.
}
oflameron-prompt-place-loop = Put your marker on any card of the loop{ $verbosity ->
    [brief] .
   *[other] : Left and Right choose, Enter places.
}
oflameron-prompt-roll = Your turn, score { $score }{ $verbosity ->
    [brief] { $buy ->
        [yes] ; a marker for { $price } is on offer.
       *[no] .
    }
   *[other] { $buy ->
        [yes] : Enter to roll or buy a marker for { $price } points, M to buy.
       *[no] : Enter rolls the die.
    }
}
oflameron-prompt-roll-marker = Marker { $marker } of { $markers }, on { $cell }{ $verbosity ->
    [brief] .
   *[other] : Enter rolls the die.
}
oflameron-prompt-move-grid = { $die ->
    [1] Left or Right, 1 card
   *[other] Left or Right, 1 to { $die } cards
}{ $verbosity ->
    [brief] .
   *[other] : the arrow chooses the direction; pressing it again, Up and Down or a digit set the distance. L lists the choices, Enter moves.
}
oflameron-prompt-move-sheet = One row up and exactly { $die } { $die ->
    [one] column
   *[other] columns
} left or right{ $verbosity ->
    [brief] .
   *[other] : Left or Right chooses. L lists both moves, Enter moves.
}
oflameron-prompt-offer = X reached, score { $score }{ $verbosity ->
    [brief] : an extra marker for { $price }?
   *[other] : Enter to choose a cell of this row for an extra marker for { $price } points, or to decline.
}
oflameron-whose-over = The game is over after round { $round }.
oflameron-whose = Round { $round }{ $rounds ->
    [0] {""}
   *[other] {" "}of { $rounds }
}: { $self ->
    [yes] your turn
   *[no] { $player }'s turn
}, { $phase ->
    [place] placing a marker.
    [turn] about to roll.
    [roll] marker { $marker } of { $markers } to roll.
    [move] choosing a move.
   *[offer] deciding on an extra marker.
}
oflameron-dice-none = { $self ->
    [yes] You have not rolled yet this turn.
   *[no] { $player } has not rolled yet this turn.
}
oflameron-dice = { $self ->
    [yes] You rolled { $die }
   *[no] { $player } rolled { $die }
}{ $count ->
    [1] .
   *[other] {" "}for marker { $marker }.
}
oflameron-final = { $variant ->
    [grid] The card grid was played for
    [sheet] The paper sheet was played for
   *[loop] The card loop was played for
} { $round ->
    [one] { $round } round.
   *[other] { $round } rounds.
}
oflameron-choose-turn = Score { $score }. Roll, or buy a marker?
oflameron-choice-roll = Roll the die
oflameron-choice-buy = Buy a marker for { $price } points: you have { $markers } of { $limit }
oflameron-cannot-buy = { $variant ->
    [grid] { $phase ->
        [turn] { $full_house ->
            [yes] You already have { $limit ->
                [one] your 1 marker
               *[other] { $limit } markers
            }, the most allowed.
           *[no] A marker costs { $price } points and you have { $score }.
        }
       *[other] Markers are bought before the roll.
    }
   *[other] Markers are bought only in the card grid.
}
oflameron-choose-buy = Score { $score }. A marker costs { $price }: choose its card on the bottom row.
oflameron-with-outcome = { $text }{ $outcome }
oflameron-outcome = { $ends ->
    [yes] ; score { $score }: the game ends
   *[no] { $verbosity ->
        [brief] {""}
       *[other] ; score { $score }
    }
}
oflameron-choice-cell = { $cell }; { $above }
oflameron-choose-extra = Score { $score }. An extra marker costs { $price }: choose its cell on this row, or decline.
oflameron-choice-decline = No extra marker
oflameron-choose-start = Your first move: the card your marker starts on, { $variant ->
    [loop] round the loop
    [sheet] on the bottom row of the sheet
   *[other] on the bottom row
}.
oflameron-no-roll = Roll the die first.
oflameron-choose-move = Rolled { $die }: where to?
oflameron-direction-first = Choose a direction first, Left or Right.
oflameron-too-far = You rolled { $die }: no farther.
oflameron-target = { $direction ->
    [left] Left
   *[right] Right
} { $distance }: { $cell }; { $above }
oflameron-above-nothing = { $variant ->
    [sheet] last row
   *[other] nothing above
}
oflameron-above = above: { $card }
oflameron-focus = { $coordinates ->
    [first] { $row }, { $cell }; { $above }
    [off] { $cell }; { $above }
   *[last] { $cell }, { $row }; { $above }
}
oflameron-marker-here = { $self ->
    [yes] Your marker is here.
   *[no] { $player } is here.
}
## Oflameron: rules

oflameron-rules-values = Values of the cards and cells
    Oflameron is a Russian logic game: you move a marker over cards or cells and add their values to your score. The highest score wins.
    Plus 1, 5, 10, 15 and 25 add that many points; minus 1, 5, 10, 15 and 25 take them away. P is a bonus of 100 points. Z sets the score to zero. END ends the game.
    T is worth 1000 points in the card grid, and 500 on the paper sheet and in the card loop.
    B in the card grid: draw the next card of the deck and lose its value: a number costs its size, P costs 100, T costs 1000, Z sets the score to zero. If the card drawn is B again, draw again; an END card drawn is put back and the next one drawn. The drawn cards go back into the deck, which is reshuffled. On the paper sheet and in the card loop, B is minus 200.
    X, only on the paper sheet: you may place an extra marker for 500 points.
    The die has six sides, or three when the die option says so.
oflameron-rules-grid = The card grid
    The deck has 5 cards of each of the 14 values, 70 cards: plus 1, 5, 10, 15, 25, minus 1, 5, 10, 15, 25, P, T, B and Z. It is shuffled and 3 rows of 10 cards are laid out face up; the rest is the draw pile.
    Each player puts a marker on any card of the bottom row and adds its value. Several markers may share a card. Markers live only on the bottom row.
    In turn, each player rolls the die and moves the marker along the bottom row, left or right as they choose, by 1 up to the number rolled. Moving past an end continues from the other end. The value of the card reached is added.
    When every player has moved, the rows shift: the bottom row goes back into the deck, which is reshuffled, every row moves down one place, and a new top row is dealt. Markers keep their columns, so each now stands on the card that was above it, and that card's value is added too.
    Before rolling, a player with at least 2000 points may buy a marker for 2000 points, up to 3 markers in all, and put it on any card of the bottom row, adding its value. With several markers you roll once for each marker and move each in turn. If any marker reaches Z, the score becomes zero.
    The game ends after 15 rounds, or at once when a marker reaches an END card, if the deck has any; when the shift brings END down, every marker still scores its new card first. The highest score wins; equal scores share the place.
oflameron-rules-grid-options = Options of the card grid
    Rows of cards: 2 to 5, 3 by default; with 3 rows they are called bottom, middle and top, otherwise they are numbered from the bottom. Cards in a row: 3 to 12, 10 by default.
    Copies of each value: 5, 6, 8 or 10, 5 by default. Decks: 1 to 3, 1 by default. END cards added to the deck: 0 to 4, none by default.
    Markers per player: 1 to 5, 3 by default, counting the first one. Rounds: 5 to 30, 15 by default.
    A score below zero ends the game: off by default; when on, the game ends at once as on the paper sheet (after a shift, once every marker has scored its new card).
    A minus card drawn for B: by default it costs its size like a plus card; the other choice subtracts its value as printed, so it gives its points back.
    The die: 1 to 6, or 1 to 3.
oflameron-rules-sheet = The paper sheet
    The sheet is a table of random cells, 15 columns by 20 rows by default; the options allow 5 to 15 columns and 5 to 20 rows. Each cell gets one of the 14 values with equal chances, END about one cell in 50 and X about one cell in 40; X cells may be switched off.
    Each player marks any cell of the bottom row and adds its value. Players may share a cell.
    In turn, each player rolls the die and moves the marker one row up and exactly the number rolled to the left or to the right, as they choose. Moving past an edge continues from the other edge. The new cell's value is added.
    X: when a marker moves onto an X and its player has at least 500 points, they may pay 500 and place an extra marker on any cell of that row, adding that cell's value, or decline. An X under a marker being placed counts nothing. From then on the player rolls once for each marker and moves each one row up.
    The game ends at once when a score drops below zero or a marker reaches END, and otherwise when the top row has been played. The highest score wins.
oflameron-rules-loop = The card loop
    24 cards from the 70-card deck with 2 END cards added are laid out as a closed track; the options allow 12 to 36 cards and 1 to 4 END cards. The rest of the deck is the draw pile.
    Each player puts a marker on any card and adds its value. Players may share a card.
    In turn, each player rolls the die and moves the marker clockwise exactly that many cards, adding the value of the card reached. The card the marker left goes back into the deck, which is reshuffled, and a new card from the deck takes its place.
    The game ends at once when a score drops below zero or a marker reaches END. The highest score wins.
oflameron-rules-play = Playing by ear
    Every card is spoken with its value in words. Columns are numbered from the left; the loop is read clockwise from your marker.
    In the card grid, after a roll, Left or Right chooses the direction and the distance, and each choice says the card reached and the card above it, which the shift will bring down; C reads the cards above your markers. On the paper sheet both moves are said after the roll, and A says which two cells each face of the die would reach. In the loop A reads the cards ahead. L lists every reachable card, B reads your row, F the whole field, P where every marker stands, K the deck's make-up, S every score. F1 gives the keys of the variant being played.
    H gives a hint: the move of the hard bot, the expected score of your whole position after it and after the next best move, and a reason; Enter then plays it. A move that ends your own game always asks first. The easy bot plays at random, the normal bot takes the best card in reach, the hard bot weighs every roll of the die and every unseen card; on the paper sheet it plays perfectly for one marker.

## Oflameron: keys for each variant, sheet previews, hints with reasons, confirming an ending

oflameron-help-list = In the list too: T says whose turn it is, S the scores, D the die, C the cards above your markers, B the bottom row, U the top row, F the whole field, A the loop ahead of your marker, P where every marker stands, K what the deck holds; W after a hint explains it.
oflameron-help-grid = Card grid keys. Before the first move, Left and Right choose a card of the bottom row, Up and Down look along its column, Enter puts your marker there. On your turn Enter rolls the die, or first asks whether to buy a marker for 2000 points; M buys one. After a roll, Left or Right chooses the direction; pressing it again, Up and Down, or a digit set the distance; each choice says the card reached and the card above it, which the shift brings down onto your marker; Enter moves. L lists every reachable card. When no move is being chosen, the arrows, Home and End explore the field. B reads the bottom row, C the cards above your markers, F the whole field, P where every marker stands, K what the deck holds. H gives a hint: the best move, the expected score after it and after the next best move, and why; Enter then plays it, and a list opens on it; H and W work in a list too. A move that ends your game asks first. S every score, D the dice, T whose turn. W after a hint says why. U reads the top row in full.
oflameron-help-sheet = Paper sheet keys. Before the first move, Left and Right choose a cell of the bottom row, Enter marks it. On your turn Enter rolls the die; A says which two cells each face of the die would reach on the next row up, going round the edges. After a roll both moves are said; Left or Right chooses one, Enter moves; L lists both. An X offers an extra marker: Enter lists the cells of that row. When no move is being chosen, the arrows, Home and End explore the sheet. B reads the next row up, F the sheet from your row up, P where every marker stands. H gives a hint: the best move, the expected final score after it and after the next best move, and why; Enter then plays it, and a list opens on it; H and W work in a list too. A move that ends your game asks first. S every score, D the dice, T whose turn. W after a hint says why.
oflameron-help-loop = Card loop keys. Before the first move, Left and Right go round the loop, Enter puts your marker on the card. On your turn Enter rolls the die and the marker moves clockwise by itself. A reads the cards ahead of your marker, B and F the whole loop, P where every marker stands, K what the deck holds. H gives a hint: the best start, the expected final score after it and after the next best start, and why; Enter then plays it. A start that ends your game asks first. S every score, D the dice, T whose turn. W after a hint says why.
oflameron-target-sheet = { $direction ->
    [left] Left
   *[right] Right
} { $distance }{ $wrapped ->
    [yes] {" "}round the edge
   *[no] {""}
}: { $cell }
oflameron-reach-face = { $die }: { $left }; { $right }.
oflameron-reach-top = Your marker is on the top row: no move is left.
oflameron-no-column = { $variant ->
    [sheet] C reads columns only in the card grid. On the paper sheet, A says which cells each face of the die reaches.
   *[loop] C reads columns only in the card grid. In the loop, A reads the cards ahead of your marker.
}
oflameron-move-label = { $kind ->
    [move] { $direction ->
        [left] left { $distance }
       *[right] right { $distance }
    }
    [place] { $variant ->
        [loop] card { $column }
       *[other] column { $column }
    }
    [buy] a marker on column { $column }
    [extra] the extra marker on column { $column }
    [decline] no extra marker
   *[roll] rolling
}
oflameron-reason-ending = It ends the game, and every other move is expected to end lower.
oflameron-reason-twice = { $card } now, and again when the rows shift.
oflameron-reason-then = Certain: { $card } now, then { $then } when the rows shift{ $later ->
    [0] .
    [one] ; about 1 point more by the end of the game than with the next best move, { $next }.
   *[other] ; about { $later } points more by the end of the game than with the next best move, { $next }.
}
oflameron-reason-now = Certain: { $card } now{ $later ->
    [0] .
    [one] ; about 1 point more by the end of the game than with the next best move, { $next }.
   *[other] ; about { $later } points more by the end of the game than with the next best move, { $next }.
}
oflameron-reason-no-buy = A marker for { $price } would not repay itself in the { $rounds ->
    [one] last round
   *[other] { $rounds } rounds left
}.
oflameron-reason-buy = The { $rounds ->
    [one] last round
   *[other] { $rounds } rounds left
} should repay the { $price } points.
oflameron-reason-decline = An extra marker would not repay its { $price } points.
oflameron-confirm-end = This ends the game at once: { $card }, final score { $score }. Play it?
oflameron-confirm-no = No, choose another move
oflameron-confirm-yes = Yes, end the game
oflameron-not-played = Not played: choose another move.
oflameron-shift-top = The rows shift down. New top row:
oflameron-penalty-card = Penalty card { $card }: { $zero ->
    [yes] score to zero.
    [back] plus { $gain }, score { $score }.
   *[other] score { $score }.
}
# a B reached in the card grid: the score follows the penalty card
oflameron-placed-grid-penalty = { $card }: { $self ->
    [yes] you start
   *[no] { $player } starts
} on column { $column }.
oflameron-bought-penalty = { $card }: { $self ->
    [yes] you buy
   *[no] { $player } buys
} marker { $markers } for { $price } points, on column { $column }.
oflameron-moved-grid-penalty = { $card }: { $self ->
    [yes] you move
   *[no] { $player } moves
} { $direction ->
    [left] left
   *[right] right
} { $distance } to column { $column }.
oflameron-shifted-penalty = { $card }: comes down under { $self ->
    [yes] your
   *[no] { $player }'s
} { $markers ->
    [1] marker
   *[other] marker { $marker }
} in column { $column }.
oflameron-option-line = { $text }.
oflameron-reason-less = Compared with the next best move, { $next }: { $now ->
    [one] 1 point
   *[other] { $now } points
} fewer now, but about { $later ->
    [one] 1 point
   *[other] { $later } points
} more by the end of the game.
oflameron-reason-more = Compared with the next best move, { $next }: { $now ->
    [one] 1 point
   *[other] { $now } points
} more now, and about { $later ->
    [one] 1 point
   *[other] { $later } points
} more by the end of the game.
oflameron-reason-same = Compared with the next best move, { $next }: as many points now, and about { $later ->
    [one] 1 point
   *[other] { $later } points
} more by the end of the game.
oflameron-reason-tie = The next best move, { $next }, is worth as much.
oflameron-reason-tie-ends = The next best move, { $next }, ends the game at once; this one plays on.

## Hint numbers: the runner-up that ends the game, and the paper sheet's assumption at a table
oflameron-hint-next-ends = Next: { $move }, which ends the game, { $expected }.
oflameron-hint-alone = Counted as if the other players never end the game first.
oflameron-hint = Hint: { $move }{ $has_card ->
    [yes] , { $card }
   *[no] {""}
}, expecting { $expected }.
oflameron-hint-runner = Next: { $move }, { $expected }.
oflameron-hint-why = { $horizon ->
    [final] Expected final score.
   *[turns] Expected score after { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    }{ $markers ->
        [1] {""}
       *[other] , every marker counted
    }.
}
oflameron-why-none = No hint yet: H gives one, then W says why.
oflameron-shift-landed = { $self ->
    [yes] Shift, you:
   *[no] Shift, { $player }:
}
oflameron-shift-marker = { $card }, column { $column };
oflameron-shift-score = score { $score }.
oflameron-top-item = { $card },
oflameron-top-last = { $card }.
oflameron-no-top = U reads the top row only in the card grid.
oflameron-hint-action = { $kind ->
    [move] { $label }
    [place] start on { $label }
    [buy] buy { $label }
    [extra] take { $label }
    [decline] { $label }
   *[roll] roll
}

oflameron-place-down = Markers start on the bottom row; back down: { $cell }. Enter places it here.
oflameron-dice-last = The last roll:
oflameron-prompt-roll-again = Score { $score }{ $buy ->
    [yes] : Enter to roll or buy another marker for { $price } points, M to buy.
   *[no] : Enter rolls the die.
}
