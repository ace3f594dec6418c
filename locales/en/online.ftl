## Online tables: coming back, one seat one connection, outages, pauses, home tables

online-back = Back at the table. { $moves ->
    [0] Nothing was played since you left.
    [one] One move since you left.
   *[other] { $moves } moves since you left.
} Page Up reads what you missed.
online-in-progress = A game in progress: { $moves ->
    [one] one move so far.
   *[other] { $moves } moves so far.
} Page Up reads them.
online-link-back = Connection back.
online-replaced = This seat is now played from another window. This one stops here; Escape leaves the table.
online-wait-reconnecting = Reconnecting to the server; your move can be made once the table is back. The board and the read-outs still work.
online-self-joined = You sit at the table.
online-self-back = You are back.
online-self-bot = A bot plays for you until you return.
online-self-chat = You: { $text }
online-game-begins = Every seat is taken: the game begins.
online-table-where = Table code { $code }, at { $address }.
online-help = F3: the table's code and address, to give to friends.
online-star = star
online-secret-deleted = deleted
online-secret-count = { $count ->
    [0] Nothing typed.
    [one] 1 character typed.
   *[other] { $count } characters typed.
}
online-absence-item = A friend away: { $minutes ->
    [-1] the seat waits for them, no bot plays it
    [one] a bot plays their seat after { $minutes } minute away
   *[other] a bot plays their seat after { $minutes } minutes away
}. While every player is away, the table pauses.
online-friend-seat = Player { $number }: a friend's seat, taken with the table code
online-cli-help-absence = host: minutes an absent player's seat waits before a bot plays it (0 to 60, default 2), or never
online-cli-absence-accepted = minutes from 0 to 60, or never
online-menu-mine = My tables hosted on this computer
online-mine-title = My tables hosted on this computer
online-mine-help = Up and Down choose a table, Enter opens it again on this computer's server; your friends rejoin with the same join command as before. Escape goes back.
online-mine-none = No unfinished table is hosted on this computer.
online-mine-item = { $game }, table { $code }: { $players }
online-taken-over = Your seat is now played here; your other tab or window stops. { $moves ->
    [0] Nothing played yet.
    [one] One move played so far.
   *[other] { $moves } moves played so far.
} Page Up reads the game so far.
