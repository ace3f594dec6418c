## The lobby: open tables listed by a server, joined with Enter

lobby-menu-item = Open tables
lobby-title = Open tables
lobby-help = Open tables: the tables of this server whose hosts listed them, updated by themselves. Up and Down choose a table, Enter asks for your name and joins it. Ctrl+L says how many tables are open. A change in the list is not announced, except when the table you are on leaves it. Escape goes back. To list your own table, choose "Open" when you host it.
lobby-asking = Asking the server for its open tables.
lobby-none = No open table right now. The list updates by itself.
lobby-gone = That table has left the list: it is full, closed or over.
lobby-unreachable = The server cannot be reached; trying again.
lobby-count = { $count ->
    [0] No open table.
    [one] One open table.
   *[other] { $count } open tables.
}
lobby-table = { $game }, { $variant }, hosted by { $host }: { $free ->
    [one] one seat free
   *[other] { $free } seats free
} of { $seats }, { $lang }, { $minutes ->
    [0] opened just now
    [one] waiting for 1 minute
   *[other] waiting for { $minutes } minutes
}
lobby-lang-en = in English
lobby-lang-ru = in Russian
lobby-lang-fr = in French
lobby-lang-unknown = language not given
lobby-host-private = Table: private, joined with its code
lobby-host-open = Table: open, listed in the server's open tables
lobby-cli-help-open = host: list the table among open tables
lobby-page-heading = Open tables
lobby-page-none = No open table right now. This list updates by itself.
lobby-page-join = Join
lobby-page-game = Game
lobby-page-host = Host
lobby-page-seats = Seats free
lobby-page-lang = Language
lobby-page-waited = Waiting
lobby-page-count = { $count ->
    [0] No open table.
    [one] One open table.
   *[other] { $count } open tables.
}
lobby-page-minutes = { $minutes ->
    [0] just opened
    [one] 1 minute
   *[other] { $minutes } minutes
}
lobby-page-announce = Announce changes to this list
lobby-page-open = List this table in the open tables
