## Ramses II: names

ramses-title = Ramses II
ramses-summary = Slide the pyramids, uncover the treasures the search cards ask for, and remember where every chip lies.
ramses-variant-standard = Standard
ramses-variant-children = Children: stack 1 only
ramses-variant-no-end-card = No End card
ramses-variant-professional = Professional: the box gives no clue how it has turned
ramses-option-neighbours = Pyramids that may slide into the hole
ramses-option-gift-failure = A failed Gift search
ramses-option-gift-failure-none = ends the turn with no penalty
ramses-option-gift-failure-give = costs one of your cards, given to a player of your choice

ramses-treasure = { $treasure ->
    [parrot] parrot
    [trumpet] trumpet
    [sphinx] golden sphinx
    [dog] sacred dog
    [mummy] mummy
    [dentures] dentures
    [glasses] glasses
    [duck] stone duck
    [scarab] scarab
    [crown] crown
    [cat] cat statue
   *[papyrus] papyrus scroll
}
ramses-treasure-acc = { $treasure ->
    [parrot] the parrot
    [trumpet] the trumpet
    [sphinx] the golden sphinx
    [dog] the sacred dog
    [mummy] the mummy
    [dentures] the dentures
    [glasses] the glasses
    [duck] the stone duck
    [scarab] the scarab
    [crown] the crown
    [cat] the cat statue
   *[papyrus] the papyrus scroll
}
ramses-chip = { $chip ->
    [blank] empty
    [parrot] parrot
    [trumpet] trumpet
    [sphinx] golden sphinx
    [dog] sacred dog
    [mummy] mummy
    [dentures] dentures
    [glasses] glasses
    [duck] stone duck
    [scarab] scarab
    [crown] crown
    [cat] cat statue
   *[papyrus] papyrus scroll
}
ramses-abbr = { $chip ->
    [blank] ·
    [parrot] Pa
    [trumpet] Tr
    [sphinx] Sp
    [dog] Do
    [mummy] Mu
    [dentures] De
    [glasses] Gl
    [duck] Du
    [scarab] Sc
    [crown] Cr
    [cat] Ca
   *[papyrus] Py
}
ramses-points = { $value ->
    [one] { $value } point
   *[other] { $value } points
}
ramses-card-treasure = { ramses-treasure }, { $value ->
    [one] { $value } point
   *[other] { $value } points
}
ramses-card-event = event card { $event ->
    [sandstorm] Sandstorm: the box turns half round, then the same player turns the next card
    [gift] Gift: name a treasure and go to it; if you find it, every player holding a search card of that treasure gives you one
    [risk] Risk: name two treasures not uncovered now and find first one, then the other; success draws a card blindly from your left neighbour, failure costs you a card given to a player of your choice
    [fata] Fata Morgana: draw a card blindly from your right neighbour and find its treasure this turn to keep it; if not, it goes back together with one of your own cards
   *[poker] Desert poker: name a treasure and pick an opponent who must find it; if they do, they draw one of your cards blindly, if not, you draw one of theirs
}
ramses-card-event-short = event card { $event ->
    [sandstorm] Sandstorm
    [gift] Gift
    [risk] Risk
    [fata] Fata Morgana
   *[poker] Desert poker
}
ramses-card-end = the End card: the game ends

## Events

ramses-opening = The box lies with { $rows } rows and { $cols } columns; row 1 is nearest you. The hole is at row { $row }, column { $col }, over an empty chip.
ramses-stage-began = { $stage ->
    [1] Stage 1: treasure cards worth 1 to 3 points.
    [2] Stage 2: treasure cards and event cards. The box turns a quarter after every find.
   *[3] Final stage: every card is worth 4 points. Uncover a wrong treasure and you leave the game.
}
ramses-card-turned = { $self ->
    [yes] Your card: { $card }.
   *[no] Card for { $player }: { $card }.
} { $left ->
    [0] The stack is empty.
    [one] 1 card left.
   *[other] { $left } cards left.
}
ramses-uncovered = { $coordinates ->
    [first] Row { $row }, column { $col }: { ramses-chip }.
    [off] { ramses-chip }.
   *[last] { ramses-chip }, row { $row }, column { $col }.
}
ramses-slid-back = { $self ->
    [yes] That is the pyramid you just moved, moved back: nothing new lies under it.
   *[no] { $player } moves back the pyramid just moved: nothing new lies under it.
}
ramses-just-moved = — the pyramid just moved
ramses-found = { $self ->
    [yes] Found! You take the { ramses-treasure } card: { ramses-points }.
   *[no] { $player } finds { ramses-treasure-acc } and takes the card: { ramses-points }.
}
ramses-lucky = Lucky: { ramses-treasure-acc } already lies uncovered in the hole.
ramses-wrong = { $self ->
    [yes] Wrong treasure: you were looking for { ramses-treasure-acc }.{ $ends ->
        [yes] {" "}Your turn ends.
       *[no] {""}
    }
   *[no] Wrong treasure: { $player } was looking for { ramses-treasure-acc }.
}
ramses-wrong-hidden = { $self ->
    [yes] Wrong treasure. Your turn ends.
   *[no] Wrong treasure for { $player }.
}
ramses-left-game = { $self ->
    [yes] You leave the game and keep your { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }.
   *[no] { $player } leaves the game, keeping { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }.
}
ramses-search-passes = { $self ->
    [yes] Your turn: search for the same card, { ramses-treasure-acc }.
   *[no] { $player } searches for the same card, { ramses-treasure-acc }.
}
ramses-risk-first-found = First treasure found. Now { ramses-treasure-acc }.
ramses-box-turned = { $quarters ->
    [2] Sandstorm: the box turns half round.
   *[other] The box turns a quarter clockwise.
} It now has { $rows } rows and { $cols } columns; the hole is at row { $row }, column { $col }.
ramses-box-turned-pro = The box turns. The hole is at row { $row }, column { $col }.
ramses-gift-named = { $self ->
    [yes] Gift: you go to { ramses-treasure-acc }.
   *[no] Gift: { $player } goes to { ramses-treasure-acc }.
}
ramses-gift-found = { $self ->
    [yes] Gift found: { ramses-treasure-acc }.
   *[no] { $player } finds the gift, { ramses-treasure-acc }.
}
ramses-gift-failed = { $self ->
    [yes] The gift is lost: { ramses-treasure-acc } was not found.
   *[no] { $player } did not find { ramses-treasure-acc }: no gift.
}
ramses-gift-given = { $giver_self ->
    [yes] { $past ->
        [yes] Gift: you gave { $taker } your card { $card }.
       *[no] You give { $taker } your card { $card }.
    }
   *[no] { $taker_self ->
        [yes] { $past ->
            [yes] Gift: { $giver } gave you the card { $card }.
           *[no] { $giver } gives you the card { $card }.
        }
       *[no] { $giver } gives { $taker } the card { $card }.
    }
}
ramses-risk-named-first = { $self ->
    [yes] Risk: first { ramses-treasure-acc }.
   *[no] Risk: { $player } names { ramses-treasure-acc } first.
}
ramses-risk-named = { $self ->
    [yes] Risk: find { $first } first, then { $second }.
   *[no] Risk: { $player } must find { $first } first, then { $second }.
}
ramses-risk-won = { $self ->
    [yes] Risk won! You draw a card blindly from your left neighbour.
   *[no] { $player } wins the risk and draws a card blindly from the left neighbour.
}
ramses-risk-lost = { $self ->
    [yes] Risk lost.
   *[no] { $player } loses the risk and must give a card away.
}
ramses-card-drawn = { $taker_self ->
    [yes] { $past ->
        [yes] You drew from { $giver }: { $card }.
       *[no] You draw from { $giver }: { $card }.
    }
   *[no] { $past ->
        [yes] { $taker } drew your card: { $card }.
       *[no] { $taker } draws your card: { $card }.
    }
}
ramses-card-drawn-hidden = { $taker } draws a card blindly from { $giver }.
ramses-card-given = { $giver_self ->
    [yes] { $past ->
        [yes] You gave { $taker } the card { $card }.
       *[no] You give { $taker } the card { $card }.
    }
   *[no] { $past ->
        [yes] { $giver } gave you the card { $card }.
       *[no] { $giver } gives you the card { $card }.
    }
}
ramses-card-given-hidden = { $giver } gives { $taker } a card, face down.
ramses-gift-given-hidden = { $giver } gives { $taker } a card of { ramses-treasure-acc }.
ramses-fata-drawn = { $self ->
    [yes] { $past ->
        [yes] Fata Morgana: you drew from { $giver_player } the card { $card } and searched for { ramses-treasure-acc }.
       *[no] Fata Morgana: you draw from { $giver_player } the card { $card }. Find { ramses-treasure-acc } this turn to keep it.
    }
   *[no] { $past ->
        [yes] Fata Morgana: { $player } drew your card { $card } and searched for it.
       *[no] Fata Morgana: { $player } draws your card { $card } and searches for it.
    }
}
ramses-fata-drawn-hidden = Fata Morgana: { $player } draws a card blindly from { $giver_player } and searches for its treasure.
ramses-fata-won = { $self ->
    [yes] { $past ->
        [yes] Fata Morgana won: you kept the card { $card }.
       *[no] Fata Morgana won: you keep the card { $card }.
    }
   *[no] { $past ->
        [yes] Fata Morgana won: { $player } kept the card { $card }.
       *[no] Fata Morgana won: { $player } keeps the card { $card }.
    }
}
ramses-fata-returned = { $self ->
    [yes] { $past ->
        [yes] Fata Morgana lost: the card { $card } went back to { $giver_player }.
       *[no] Fata Morgana lost: the card { $card } goes back to { $giver_player }.
    }
   *[no] { $past ->
        [yes] Fata Morgana lost: your card { $card } came back to you.
       *[no] Fata Morgana lost: your card { $card } comes back to you.
    }
}
ramses-fata-returned-hidden = Fata Morgana lost: the card goes back to { $giver_player }.
ramses-fata-void = { $giver_self ->
    [yes] Fata Morgana: you have no cards, so it does nothing.
   *[no] Fata Morgana: { $giver_player } has no cards, so it does nothing.
} { $self ->
    [yes] Turn the next card.
   *[no] { $player } turns the next card.
}
ramses-poker-named = { $self ->
    [yes] Desert poker: you name { ramses-treasure-acc }.
   *[no] Desert poker: { $player } names { ramses-treasure-acc }.
}
ramses-poker-challenge = { $opponent_self ->
    [yes] Desert poker: { $player } makes you search for { ramses-treasure-acc }. Find it and you draw one of their cards.
   *[no] { $self ->
        [yes] Desert poker: { $opponent } must search for { ramses-treasure-acc }.
       *[no] Desert poker: { $player } makes { $opponent } search for { ramses-treasure-acc }.
    }
}
ramses-poker-found = { $opponent_self ->
    [yes] You found { ramses-treasure-acc } and win the poker.
   *[no] { $opponent } finds { ramses-treasure-acc } and wins the poker.
}
ramses-poker-missed = { $opponent_self ->
    [yes] You missed { ramses-treasure-acc }: you lose the poker.
   *[no] { $opponent } missed { ramses-treasure-acc }: { $self ->
        [yes] you win the poker.
       *[no] { $player } wins the poker.
    }
}
ramses-no-cards = { $self ->
    [yes] You have no cards: nothing is drawn.
   *[no] { $player } has no cards: nothing is drawn.
}
ramses-cannot-give = { $self ->
    [yes] You have no card to give.
   *[no] { $player } has no card to give.
}
ramses-must-give = { $self ->
    [yes] { $reason ->
        [fata] Give your right neighbour one of your cards.
       *[other] Give one of your cards to a player of your choice.
    }
   *[no] { $player } must give a card away.
}
ramses-game-over = { $reason ->
    [end-card] The End card: the pharaoh calls off the search.
    [all-left] Every player has left the game.
   *[other] The last stack is used up.
}
## The board

ramses-help = Ramses II keys: arrows explore the box, Up goes away from you; Home and End go to the ends of the row. Enter or Space slides the focused pyramid into the hole, or opens the choice an event card asks for. L lists the pyramids that can slide now; choose one to slide it. H goes to the hole. C says the open search card, M your cards and points, G the stage and cards left, N how the box is turned, V the variant and options. S says every player's cards, T whose turn it is.
ramses-dir = { $dir ->
    [up] up
    [down] down
    [left] left
    [right] right
    [up-left] up and left
    [up-right] up and right
    [down-left] down and left
   *[down-right] down and right
}
ramses-what-hole = hole: { ramses-chip }
ramses-what-pyramid = pyramid
ramses-what-pyramid-slides = pyramid, slides { ramses-dir }
ramses-at = { $coordinates ->
    [first] Row { $row }, column { $col }, { $what }
    [off] { $what }
   *[last] { $what }, row { $row }, column { $col }
}
ramses-edge = Edge
ramses-over = The game is over.
ramses-cannot-slide = { $what ->
    [hole] This is the hole. Choose a pyramid next to it.
   *[other] This pyramid is not next to the hole.
}
ramses-slides-title = { $count ->
    [one] 1 pyramid can slide
   *[other] { $count } pyramids can slide
}
ramses-slide-item = { $coordinates ->
    [first] row { $row }, column { $col }, slides { ramses-dir }
    [off] slides { ramses-dir }
   *[last] slides { ramses-dir }, row { $row }, column { $col }
}
ramses-menu-name = { $purpose ->
    [gift] Gift: name the treasure you go to
    [risk] Risk: name the first treasure
    [risk-second] Risk: name the second treasure
   *[poker] Desert poker: name the treasure your opponent must find
}
ramses-pick-item = { $player }, { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}
ramses-menu-pick = Desert poker: who must search for { ramses-treasure-acc }?
ramses-menu-give-to = Whom do you give a card?
ramses-menu-give-card = Which card do you give { $to_player }?
ramses-seeking = { $self ->
    [yes] You are searching
   *[no] { $player } is searching
} for { ramses-treasure-acc }{ $kind ->
    [risk] , treasure { $step } of { $count }
    [gift] , a gift
    [fata] , a Fata Morgana card
    [poker] , in a desert poker
   *[card] {""}
}.
ramses-seeking-secret = { $self ->
    [yes] You are searching
   *[no] { $player } is searching
} for the treasure of a card drawn blindly.
ramses-seeker = { $self ->
    [yes] You are searching.
   *[no] { $player } is searching.
}
ramses-open-card = Open card: { $verbosity ->
    [brief] { $brief }
   *[other] { $card }
}.
ramses-open-none = No search card is open.
ramses-no-seat = You have no seat at this table.
ramses-my-cards = { $count ->
    [0] You hold no cards.
    [one] You hold 1 card, { ramses-points-total }:
   *[other] You hold { $count } cards, { ramses-points-total }:
}
ramses-points-total = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
ramses-stage-status = Stage { $stage } of { $last }. { $left ->
    [0] Its stack is empty.
    [one] 1 card left in its stack.
   *[other] { $left } cards left in its stack.
}
ramses-facing = { $facing ->
    [0] The box lies as at the start.
    [1] The box has turned a quarter clockwise: the side that was nearest you at the start is now on your left.
    [2] The box has turned half round: the side that was nearest you at the start is now the far side.
   *[3] The box has turned three quarters clockwise: the side that was nearest you at the start is now on your right.
} { $rows } rows, { $cols } columns.
ramses-facing-pro = Professional mode: the box gives no clue how it has turned.
ramses-score-line = { $self ->
    [yes] You: { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }, { ramses-points-total }
   *[no] { $player }: { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }
}{ $out ->
    [yes] , out of the game
   *[no] {""}
}.
ramses-final-line = { $self ->
    [yes] You
   *[no] { $player }
}: { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}, { ramses-points-total }{ $out ->
    [yes] , left the game in the final stage
   *[no] {""}
}.
ramses-final-cards = { $self ->
    [yes] You
   *[no] { $player }
}: { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}{ $out ->
    [yes] , left the game in the final stage
   *[no] {""}
}{ $cards ->
    [0] .
    [one] :
   *[other] { $order ->
        [yes] , highest first:
       *[no] :
    }
}
ramses-final-card = { $card }{ $last ->
    [yes] .
   *[no] ;
}
ramses-whose-turn = { $self ->
    [yes] Your move.
   *[no] { $player }'s move.
} { $doing } Stage { $stage }.
ramses-whose-turn-search = { $doing } Stage { $stage }.
ramses-deciding-name = { $purpose ->
    [gift] Gift: naming the treasure to go to.
    [risk] Risk: naming the first treasure.
    [risk-second] Risk: naming the second treasure.
   *[poker] Desert poker: naming the treasure.
}
ramses-deciding-pick = Desert poker: picking who must search for { ramses-treasure-acc }.
ramses-deciding-give = { $reason ->
    [fata] Giving a card to the right neighbour.
   *[other] Giving a card to a player of choice.
}
ramses-hole-at = { $coordinates ->
    [first] The hole is at row { $row }, column { $col }: { ramses-chip }.
    [off] In the hole: { ramses-chip }.
   *[last] In the hole: { ramses-chip }, row { $row }, column { $col }.
}
ramses-slidable-count = { $verbosity ->
    [brief] {""}
   *[other] { $count ->
        [one] 1 pyramid can slide.
       *[other] { $count } pyramids can slide.
    }
}
ramses-turn-decide = { $doing } Press Enter to choose.
ramses-view-title = Ramses II, stage { $stage }: { $rows } rows, { $cols } columns (row 1 nearest you)

## Rules, one section each

ramses-rules-goal = Goal
    Ramses II (Der zerstreute Pharao, 1997, by Gunter Baars), for 2 to 5 players. Treasures lie hidden under pyramids in a box. Slide the pyramids one by one to uncover the treasure your search card asks for. Whoever gathers the most valuable search cards wins. Memory is the whole game: a chip is seen only while it lies in the hole.
ramses-rules-material = Material
    The box has 6 rows and 8 columns, 48 cells, in 12 squares of 2 by 2 cells (3 squares down, 4 across). 48 chips: 12 treasures and 36 empty chips. Each square holds exactly one treasure and three empty chips; the treasure may sit in any of its four cells. 47 pyramids cover every cell but one, the hole. 48 search cards in three stacks, marked 1, 2 and 3.
    The twelve treasures: parrot, trumpet, golden sphinx, sacred dog, mummy, dentures, glasses, stone duck, scarab, crown, cat statue and papyrus scroll. Each has its own sound, heard whenever it is uncovered; an empty chip has the empty sound.
ramses-rules-setup = Set-up
    The app hides one treasure in a random cell of each square and opens the hole over a random empty chip; nobody knows the layout. The three stacks are shuffled. The first player listed begins; play goes round in seating order.
ramses-rules-slide = Sliding
    A slide moves one pyramid from a cell next to the hole into the hole. The cell it left becomes the new hole, and its chip is uncovered and announced with its name and sound. The chip that was in the hole is covered again. Found treasures stay where they are and can be uncovered again. By default "next to the hole" means the four cells above, below, left and right of it; an option allows the eight cells around it, diagonals included.
ramses-rules-turn = A turn
    At the start of your turn the top card of the current stack is turned for you, unless the previous player failed: then you search for the card still open. Then you slide, one pyramid after another.
    An empty chip is uncovered: slide again.
    A different treasure is uncovered: bad luck, your turn ends, and the next player searches for the same card.
    The treasure you seek is uncovered: you take the card face down and your turn ends; the next player turns a new card.
    Lucky case: if the treasure on a card just turned already lies uncovered in the hole, the player takes the card without sliding, and the next player turns a new card.
    A player with no cards cannot give one away, even when an event demands it, and nothing can be drawn from them.
ramses-rules-stage1 = Stage 1, stack 1
    Treasure cards only, each worth 1, 2 or 3 points. Play until stack 1 is used up and its last open card is found.
ramses-rules-stage2 = Stage 2, stack 2
    Treasure cards and event cards. After every successful find (a search card, the lucky case, or the treasure of a Gift, a Risk, a Fata Morgana or a Desert poker), the box turns a quarter clockwise, so every row and column you remember moves: the app announces each turn and where the hole is now. An event card is carried out at once by the player who turned it.
ramses-rules-events = The events
    Sandstorm: the box turns half round, then the same player turns the next card.
    Gift: name one of the twelve treasures and go to it, searching for it as for a search card; you may name the one lying open in the hole, and then you find it at once. If you find it, every player holding one or more search cards of that treasure gives you one of them, the one of lowest value. A failed search ends the turn with no penalty; an option makes it cost one of your cards instead, given to a player of your choice.
    Risk: name two treasures that are not uncovered now and find first one, then the other, in one turn. Success: you draw one search card blindly from your left neighbour, the next player. Failure, when any other treasure turns up first: you give one of your cards to a player of your choice.
    Fata Morgana: you draw one search card blindly from your right neighbour, the previous player, and try to find that treasure in this turn. Success: the card stays with you. Failure: the card goes back, and you also give your right neighbour one of your own cards. If your right neighbour has no cards, the event does nothing and you turn the next card.
    Desert poker: name a treasure and pick an opponent, who must search for it. If the opponent finds it, they draw one of your cards blindly; if not, you draw one of theirs.
    Left means the next player in seating order, right the previous one. Only the players concerned learn which card was drawn or given. After an event, the next player turns a new card.
ramses-rules-stage3 = Final stage, stack 3
    Every search card is worth 4 points. A player who uncovers a wrong treasure leaves the game, keeping their cards, and the next player searches for the same card. The box no longer turns. The game ends when the End card is turned, when stack 3 is used up, or when every player has left.
ramses-rules-scoring = Scoring
    Each player adds up the values of the search cards they hold, including those of players who left. The highest total wins; equal totals share the place. During the game your cards lie face down: S tells every player's number of cards and your own points.
ramses-rules-deck = The deck
    Stack 1: 12 treasure cards, one per treasure; values 1, 2 and 3, four times each (parrot 1, trumpet 2, golden sphinx 3, sacred dog 1, mummy 2, dentures 3, glasses 1, stone duck 2, scarab 3, crown 1, cat statue 2, papyrus scroll 3).
    Stack 2: 12 treasure cards, one per treasure, values 2 and 3 six times each (parrot, golden sphinx, mummy, glasses, scarab and cat statue are worth 2, the others 3); and 11 event cards: 3 Sandstorm, 2 Gift, 2 Risk, 2 Fata Morgana, 2 Desert poker.
    Stack 3: 12 treasure cards, one per treasure, worth 4 points each; and the End card.
    48 cards in all.
ramses-rules-variants = Variants
    Standard: all three stacks.
    Children: stack 1 only; the game ends when its last card is found.
    No End card: stack 3 without the End card; the game ends when stack 3 is used up or every player has left.
    Professional: in the real game experts take the side inserts out, so the box no longer shows which way it has turned. In the app, each turn of the box is announced without saying how far, the N key gives no clue, and coordinates are always spoken as you see the box now.
ramses-rules-options = Options
    Pyramids that may slide: 4 (above, below, left and right of the hole; the default) or 8 (diagonals too).
    A failed Gift search: ends the turn with no penalty (the default), or costs one of your cards, given to a player of your choice.
ramses-rules-by-ear = Playing by ear
    Coordinates are given as you see the box now: row 1 is the row nearest you, column 1 on your left. After a turn of the box the number of rows and columns may swap. Explore the box at any time with the arrows: a covered cell is "pyramid", and tells which way it would slide when it is next to the hole; the hole says which chip lies in it. Enter slides the focused pyramid. L lists the pyramids that can slide. Every uncovered chip is spoken with its treasure's name and played with its own sound, panned left or right by its column.
    The coordinates setting puts the row and column first or last in the board's answers (a cell, the list of slides, the hole when your turn begins) or leaves them out. With brief verbosity an open event card is named without its explanation, and the turn prompt does not count the pyramids that can slide.

# Public outcome of a Fata Morgana for the other players and spectators (the card stays hidden)
ramses-fata-won-hidden = Fata Morgana won: { $player } finds { ramses-treasure-acc } and keeps the card drawn from { $giver_player }.

# Second pass by ear: coordinates fixed to the box, the table's setup, clearer card lists and turns
ramses-option-coordinates = Coordinates after a turn of the box
ramses-option-coordinates-turning = turn with the box, as in the real game
ramses-option-coordinates-fixed = stay fixed to the box, an easier way to play
ramses-setup = Variant: { $variant }.
ramses-setup-option = { $option }: { $value }.
ramses-card-listed = Card { $n }: { $card }.
ramses-wrong-then-give = { $self ->
    [yes] Wrong treasure: you were looking for { ramses-treasure-acc }.
   *[no] Wrong treasure: { $player } was looking for { ramses-treasure-acc }.
}
ramses-box-stops = The box no longer turns.
ramses-gift-empty = { $self ->
    [yes] Nobody else holds a card of { ramses-treasure-acc }: the gift brings you nothing.
   *[no] Nobody else holds a card of { ramses-treasure-acc }: the gift brings { $player } nothing.
}
ramses-box-turned-fixed = { $quarters ->
    [2] Sandstorm: the box turns half round.
   *[other] The box turns a quarter clockwise.
} Coordinates stay fixed to the box: the hole is still at row { $row }, column { $col }.
ramses-coords-turned = Coordinates have turned.
ramses-facing-fixed = Coordinates stay fixed to the box: row 1 is { $facing ->
    [0] the side nearest you.
    [1] now the side on your left.
    [2] now the far side.
   *[3] now the side on your right.
}
ramses-help-list = In the list too: T says whose turn it is, D and C say the open card, S every player's cards, G the stage and cards left, N how the box is turned, V the variant.
ramses-help-game = Game: T whose turn, S scores, D the open card, R repeat, Control S save, Escape game menu.
ramses-resumed = { $game } resumed, stage { $round }.
ramses-rules-coordinates = Coordinates fixed to the box
    In stage 2 the box turns after every find, and every row and column you remember moves with it: that is the game's difficulty, and by default the app keeps it (after each turn it says "coordinates have turned", and N tells how the box lies now compared with the start). The option "coordinates after a turn of the box: stay fixed to the box" makes it easier: rows and columns always count from the side that was nearest you at the start, so a treasure keeps its coordinates for the whole game. The history keeps every line as it was spoken.
ramses-hand-of = { $player }: { $count ->
    [0] no cards.
    [one] 1 card, { ramses-points-total }:
   *[other] { $count } cards, { ramses-points-total }:
}
