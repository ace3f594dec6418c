## Online play: table server and clients

net-chat = { $player }: { $text }
net-seat-joined = { $player } joins the table.
net-seat-away = { $player } lost the connection; the table waits.
net-seat-bot = A bot plays for { $player } until they return.
net-seat-back = { $player } is back.
net-serving = Serving on { $url }

net-error-malformed = The server did not understand that message.
net-error-too-large = That message is too long for the server.
net-error-rate-limited = Too many messages at once; wait a moment.
net-error-unknown-type = The server does not know that request.
net-error-bad-version = This version of the app cannot talk to that server; update one of them.
net-error-password = The server needs the right password.
net-error-no-table = No table has that code.
net-error-table-full = That table has no free seat.
net-error-no-spectators = That table does not allow listeners.
net-error-code-taken = That table code is taken or too short; choose another of at least 6 letters or digits, one of them a letter.
net-error-bad-token = That seat cannot be taken back from here.
net-error-not-seated = You are not seated at a table.
net-error-not-your-turn = It is not your turn.
net-error-illegal-move = That move is not allowed now.
net-error-not-started = The game starts when every seat is taken.
net-error-game-over = The game is over.
net-error-bad-setup = The server refused this game's setup.
net-error-not-over = The replay is ready when the game is over.
net-error-server-full = The server holds as many tables as it can; try later.

net-cli-help-commands = ; serve (run a table server), host (open an online table), join (sit at one), watch (listen to one)
net-cli-help-host = address to listen on (serve: default 127.0.0.1; host with no address: default 0.0.0.0, the local network; 127.0.0.1 keeps it to this computer)
net-cli-help-port = port to listen on (default 8765)
net-cli-help-data = folder of the server's database (default: the app's data folder)
net-cli-help-password = password players must give to use this server
net-cli-help-cert = TLS certificate file (PEM), with --key: serve wss://
net-cli-help-key = TLS private key file (PEM), with --cert
net-serve-tls-pair = --cert and --key go together: give both or neither.
net-serve-tls-bad = The certificate or key cannot be used: { $detail }
net-serve-data-bad = The server's database in { $folder } cannot be opened: { $detail }
net-serve-listen-bad = Cannot listen on { $address }: { $detail }
net-cli-help-store = where tables are kept: sqlite: (default, a file in --data) or postgresql://USER@HOST:PORT/DATABASE (shared by several server processes)
net-cli-help-server = another address of the same table service, tried in turn when the link drops (repeat for several)
net-cli-help-origin = serve: a public address of the browser page (https://games.example.org behind a proxy), the only origin its WebSocket accepts (repeat for several; default: the address served)
net-serve-store-url = The store { $store } is not one this server knows. Give sqlite: or postgresql://USER@HOST:PORT/DATABASE.
net-serve-store-driver = The PostgreSQL store needs the psycopg package: pip install "accessible-games[postgresql]".
net-serve-store-unreachable = Cannot use the PostgreSQL database at { $address }: { $detail }

## The online game screen
net-connecting = Connecting to { $address }…
net-server-unreachable = Cannot reach the server at { $address }. Check the address and that the server is running.
net-game-not-online = This game cannot be played online yet.
net-seated = { $game } at an online table: { $players }. { $seat ->
    [0] You are listening.
   *[other] You are seat { $seat }.
}
net-table-code = Table code: { $code }. Give it to your friends; they join with it.
net-open-seat = open seat
net-waiting = { $count ->
    [one] Waiting for one more player.
   *[other] Waiting for { $count } more players.
}
net-missed = { $count ->
    [0] Back at the table; nothing was missed.
    [one] Back at the table. One message you missed:
   *[other] Back at the table. { $count } messages you missed:
}
net-reconnecting = Connection lost; reconnecting…
net-server-gone = The server is gone. The board, the history and the read-outs still work; Escape leaves the table.
net-game-over-keys = To leave the table: Escape, then Leave the table.
net-no-save = An online game is kept by the server; it needs no saving here.
net-chat-prompt = Message to the table (Enter sends, Escape cancels)
net-help = Control T: a message to the table. The server keeps the game: leave with Escape, come back with the same command and your seat waits for you.
net-leave-confirm = Leave the table? Your seat waits for you; a bot plays for you if you are away too long.
net-menu-chat = Message to the table
net-menu-leave = Leave the table

## Play online menu
main-play-online = Play online
net-menu-title = Play online
net-menu-help = Up and Down choose, Enter opens. Host a table on this computer for friends on your network, host one on a server, see a server's open tables and join one, join a table with its code, or listen to one.
net-menu-host-here = Host a table on this computer
net-menu-host-server = Host a table on a server
net-menu-join = Join a table
net-menu-watch = Listen to a table
net-address-prompt = Server address, for example ws://192.168.1.20:8765
net-bad-address = That is not a server address; it starts with ws:// or wss://.
net-code-prompt = Table code
net-name-prompt = Your name at the table
net-starting = Starting the server on this computer…
net-hosting = Hosting on this computer. Others on your network join at { $address }.

## Command line of online play
net-cli-help-targets = for host: the server's address (none: host on this computer); for join and watch: the address and the table code
net-cli-help-code = host: choose the table code (at least 6 letters or digits, one of them a letter), for a table that meets every week
net-cli-help-name = join: your name at the table
net-cli-host-needs = host needs --game and --players, for example: host --game ramses --players "Anna,guest,bot"
net-cli-code-accepted = at least 6 letters or digits, one of them a letter
net-password-prompt = This server needs a password
net-menu-replay = Keep the replay of this game
net-replay-kept = The replay is kept with your saved games, as { $name }.
net-replay-failed = The replay could not be fetched or kept.
net-error-name-taken = Someone at that table already has this name; choose another (join … --name).
net-error-name-reserved = That name would be read as "you"; choose another (join … --name).
net-error-too-many-tables = This address has opened as many tables as it may; finish some first, or try later.
net-error-table-locked = The host has locked this table.
net-error-not-let-in = The host did not let you in.
net-error-not-host = Only the table's host can do that.
net-error-removed = The host removed you from the table.
net-error-chat-limit = Too many chat lines; wait a little before the next.
net-seat-removed = The host removed { $name } from seat { $seat }; the seat is open again.
net-table-locked = The host locked the table: no one new sits down.
net-table-unlocked = The host unlocked the table.
net-table-knock-on = Newcomers now ask the host before they sit down.
net-table-knock-off = Newcomers sit down without asking.
net-table-listening-off = The host turned listening off.
net-table-listening-on = Listeners may come to this table again.
net-back-soon = The server lost its database for a moment; the table will be back in a moment.
net-error-lookups-blocked = Too many wrong table codes or passwords came from your address, so it may look up no table for { $minutes ->
    [one] one more minute
   *[other] { $minutes } more minutes
}, until { $until }. A seat you already hold can still be taken back.
