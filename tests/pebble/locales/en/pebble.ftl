pebble-title = Pebble
pebble-summary = Hide a pebble, guess where the die will not strike: a hidden-choice game for 1 to 4 players, three rounds.
pebble-variant-standard = Standard
pebble-rules = Four cells worth 1 to 4 points. Each round every player hides a pebble in a cell; then a four-sided die strikes a cell: pebbles there score nothing, the others score their cell. Three rounds.
pebble-help = Pebble: Left and Right arrows go over the cells, Enter hides your pebble, P says where it is.
pebble-cell = cell { $cell }, { $points } { $points ->
    [one] point
   *[other] points
}
pebble-focus = { $cell }{ $mine ->
    [yes] , your pebble
   *[no] {""}
}
pebble-start = Pebble, { $rounds } rounds.
pebble-prompt = Round { $round }: hide your pebble.
pebble-you-hid = You hide your pebble in { $cell }.
pebble-hid = { $player } has hidden a pebble.
pebble-rolled = The die strikes cell { $die }.
pebble-revealed = { $self ->
    [yes] Your pebble
   *[no] { $player }'s pebble
} was in { $cell }: plus { $gain }, total { $total }.
pebble-no-pebble = No pebble hidden yet this round.
pebble-mine = Your pebble is in { $cell }.
pebble-turn = Round { $round }. { $self ->
    [yes] Your turn to hide.
   *[no] { $player } hides.
}
pebble-over = The game is over.
pebble-score = { $self ->
    [yes] You
   *[no] { $player }
}: { $points }.
pebble-die = Last die: { $die }.
