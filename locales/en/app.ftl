## Menus and generic screens

menu-item = { $label }, { $position } of { $count }
menu-empty = Nothing here.
reader-position = Page { $position } of { $count }.
answer-yes = Yes
answer-no = No
entry-current = Typed so far: { $text }
entry-empty = Empty. Type letters, then press Enter.
entry-deleted = Deleted { $char }
entry-space = space
entry-char = { $char }
hint-thinking = Thinking…
history-empty = No messages yet.
history-buffer = { $buffer ->
    [all] All messages
    [events] Game events
    [talk] Table talk
   *[mine] Your own keys and moves
}, { $count ->
    [0] empty.
    [one] 1 line.
   *[other] { $count } lines.
}
review-word = { $word }
review-char = { $char }
review-capital = capital { $char }
review-sign = { $sign ->
    [space] space
    [comma] comma
    [period] period
    [colon] colon
    [semicolon] semicolon
    [dash] dash
    [apostrophe] apostrophe
    [exclamation] exclamation mark
    [question] question mark
    [parenthesis] parenthesis
    [plus] plus
   *[quote] quote
}
review-copied = Copied: { $text }
review-cannot-copy = This terminal does not let the app copy. The line: { $text }
help-review = The last line heard: apostrophe reads its next word, Shift apostrophe the previous word, semicolon spells the word reached (or the whole line), Shift semicolon copies the line to the clipboard.
help-buffers = Review buffers: left bracket and right bracket move between all messages, game events, table talk, and your own keys and moves; Page Up and Page Down read the one you are in, now { $buffer ->
    [all] all messages
    [events] game events
    [talk] table talk
   *[mine] your own keys and moves
}.
error-internal = Something went wrong inside the app ({ $detail }); its details are in the crash log, and you can go on.
value-percent = { $value }
value-number = { $value }
choice-required = This choice cannot be skipped.

## Main menu

main-title = Accessible Games. Main menu.
main-play = Play a new game
main-continue = Continue the last game
main-load = Saved games and replays
main-settings = Settings
main-rules = Rules of the games
main-keys = Keys
main-quit = Quit
quit-confirm = Quit Accessible Games?
continue-none = There is no unfinished game to continue.
save-bad = { $reason ->
    [oversized] The saved game { $file } is too large to be a save. It was left untouched.
    [foreign] The file { $file } is not a saved game of this app. It was left untouched.
    [newer] The saved game { $file } comes from a newer version of the app. It was left untouched.
   *[other] The saved game { $file } is damaged and cannot be read. It was left untouched.
}
settings-bad = { $reason ->
    [newer] The settings file comes from a newer version of the app. It was kept aside; default settings are used.
   *[other] The settings file was damaged. It was kept aside; default settings are used.
}

## Games and new game

games-title = Choose a game.
game-with-summary = { $title }: { $summary }
new-title = New game of { $game }. Choose the variant, options and players, then Start.
new-variant = Variant: { $value }
new-option = { $name }: { $value }
new-add-seat = Add a player
new-remove-seat = Remove the last player
new-start = Start the game
new-name-prompt = Name of player { $number }. Type it, then press Enter.
new-seat-added = Player added.
new-seat-removed = Player removed. { $count ->
    [one] One player left.
   *[other] { $count } players now.
}
default-player-name = Player
default-player-name-n = Player { $number }
bot-name = { $level ->
    [easy] Easy bot { $number }
    [hard] Hard bot { $number }
   *[normal] Bot { $number }
}

## Settings

settings-title = Settings. Left and right arrows change a setting; it is saved at once.
settings-done = Back
setting-line = { $name }: { $value }
setting-lang = Language
setting-lang-ru = Русский
setting-lang-en = English
setting-lang-fr = Français
setting-speech = Speech route
setting-speech-auto = automatic
setting-speech-tts = the app's own voice
setting-speech-screenreader = my screen reader
setting-speech-speechd = speech-dispatcher
setting-speech-silent = silent
setting-rate = Speech rate
setting-volume = Speech volume
setting-cue_volume = Sound cue volume
setting-sound = Sound cues
setting-sound-on = on
setting-sound-off = off
setting-verbosity = Verbosity
setting-verbosity-brief = brief
setting-verbosity-full = full
setting-coordinates = Coordinates
setting-coordinates-first = said first
setting-coordinates-last = said last
setting-coordinates-off = not said
setting-turn_cue = Sound on your turn
setting-turn_cue-on = on
setting-turn_cue-off = off
setting-turn_reminder = Reminder when your turn is quiet
setting-turn_reminder-off = off
setting-turn_reminder-30 = after 30 seconds, then every 30
setting-turn_reminder-60 = after a minute, then every minute
setting-turn_reminder-120 = after 2 minutes, then every 2
turn-reminder = { $self ->
    [yes] Still your turn.
   *[no] { $player }, it is still your turn.
}

## Rules and keys

rules-title = Rules. Choose a game.
rules-of = Rules of { $game }. Up and down arrows move between sections.
keys-title = Keys. Up and down arrows move between pages.
keys-page-menus = In menus: up and down arrows move; Home and End jump to the first and last item; a letter jumps to the next item starting with it; Enter or Space chooses; left and right arrows change a setting or an option; Escape goes back.
keys-page-game = In a game: F1 says the keys of the game; F2 or Control F1 reads its rules; T says whose turn it is; S says the scores; D says the dice or the open card; R or F4 repeats the last message; Control S saves under a name; Escape opens the game menu; Control Q quits, after asking. The game saves itself after every move.
keys-page-history = Message history: Page Up or comma reads the previous message, Page Down or period the next one; with Shift, or the less-than and greater-than keys, the first and the last.
keys-page-speech = Speech: any key cuts what is being said about the board; Control Space stops all speech. Game events wait their turn and are never lost: read them again with the history keys.

## Help (F1)

help-shared = Everywhere: F1 help, F2 rules, Page Up and Page Down the message history, F4 repeat, Control Space silence, Escape back, Control Q quit.
help-menu = Menu: up and down arrows, Home, End, or a first letter to move; Enter to choose; Escape to go back.
help-main = Main menu: up and down arrows to move, Enter to choose. Play starts a new game, Continue resumes your last game.
help-games = Game list: up and down arrows to hear each game, Enter to set up a new game of it.
help-new = New game: up and down arrows move through variant, options and players. Left and right arrows change the focused value. On a human player, Enter types the name; left and right turn a player into a bot and back. Start the game is the last item.
help-settings = Settings: up and down arrows move; left and right arrows, or Enter, change the value; changes are saved at once.
help-reader = Reader: up and down arrows move between pages; Home and End go to the first and last; Enter reads the page again; Escape closes.
help-entry = Typing: letters and digits are added; Backspace deletes the last one; up arrow reads what you typed; Enter confirms; Escape cancels.
help-confirm = Question: up and down arrows to choose yes or no, Enter to confirm, Escape for no.
help-list = List "{ $title }", { $count } lines: Up and Down go through it, Home and End to its ends, Enter chooses the focused line{ $cancel ->
    [yes] , Escape closes it
   *[no] ; it must be answered
}{ $hint ->
    [yes] ; H gives the hint and goes to its line
   *[no] {""}
}.
help-list-keys = In the list too: T says whose turn it is, S the scores, D the dice.
help-choice = Choice: up and down arrows to hear the choices, Enter to choose.
help-game = Game: T whose turn, S scores, D dice or card, R repeat, Control S save, Escape game menu.
help-game-menu = Game menu: resume, save, rules, keys, settings, or leave to the main menu.

## Game screen

game-started = New game of { $game }. Players: { $players }.
game-resumed = { $game } resumed, round { $round }.
game-back = Back to { $game }.
game-not-your-turn = It is not your turn.
game-move-not-allowed = That move is not allowed now.
game-over = Game over.
final-place = { $self ->
    [yes] You: { $score } { $score ->
        [one] point
       *[other] points
    }, place { $place }.
   *[no] { $player }: { $score } { $score ->
        [one] point
       *[other] points
    }, place { $place }.
}
game-over-keys = To return to the main menu: Escape, then Leave to the main menu.
save-name-prompt = Save the game under a name. Type the name, then press Enter.
saved-as = Game saved as { $name }.
quit-game-confirm = Quit now? The game is saved; Continue resumes it.
leave-confirm = Leave this game for the main menu? It is saved; Continue resumes it.
game-menu-title = Game menu.
game-menu-resume = Back to the game
game-menu-save = Save under a name
game-menu-rules = Rules of this game
game-menu-keys = Keys of this game
game-menu-settings = Settings
game-menu-leave = Leave to the main menu

## Command line

cli-description = Board games played by ear and keyboard: Sixty-One, Ramses II and Oflameron.
cli-help-command = play (the default), games (list the games and their options) or doctor (check speech and sound here)
cli-help-help = show this help and exit
cli-help-version = show the version and exit
cli-help-lang = language: ru, en or fr
cli-help-speech = speech route: auto, tts, screenreader, speechd, lines or silent
cli-help-no-sound = no sound cues
cli-help-transcript = append every spoken message to FILE, one line each
cli-help-seed = seed of the dice and shuffles, to replay a game
cli-help-game = start a new game of NAME at once
cli-help-variant = the game's variant
cli-help-option = a game option, repeatable
cli-help-players = seats, for example "Anna,bot" or "Anna,Boris,bot:hard"; only bots make a game that plays itself
cli-help-bot-delay = pause between bot moves in seconds (default 1, 0 allowed)
cli-help-continue = resume the last unfinished game
cli-error = { $detail }
cli-bad-value = bad value for { $option }: { $value }. Accepted: { $accepted }.
cli-accepted-integer = a whole number, 0 or more
cli-needs-game = --variant, --option and --players need --game NAME.
games-players = players: { $low } to { $high }
games-variants = variants: { $variants } (default { $default })
games-default = default { $value }
cli-no-keyboard = No keyboard to read: start the app in a terminal.
cli-crashed = the app stopped after an unexpected error. Details were written to { $log }.
cli-output-closed = the output was closed, so the app ended; every open game is saved.

## Files: why a read or write failed, truthful quit questions, command-line limits

fault-cause = { $fault ->
    [disk-full] the disk is full
    [permission] permission denied
    [read-only] the disk is read-only
    [missing] it does not exist
    [not-folder] it is not a folder
    [too-large] it would be larger than the app can read back
    [not-text] it holds characters that cannot be written
   *[other] the system refused
}
quit-game-confirm-unsaved = Quit now? The last moves are NOT saved: the saves folder cannot be written. If you quit, they are lost.
leave-confirm-unsaved = Leave this game for the main menu? The last moves are NOT saved: the saves folder cannot be written. If you leave, they are lost.
cli-value-cut = { $start }… ({ $length } characters)
cli-accepted-seed = a whole number from 0 to { $high }
cli-option-other-variant = --option { $option } belongs to the variant { $variants }, not to { $variant }. Choose that variant or leave the option out.
settings-not-saved-where = The settings could not be saved in the folder { $folder }: { $cause }. They apply until you quit.

# Speech routes, voices and the app's folders.
setting-speech-lines = plain lines
setting-voice = Voice for { $language }
setting-voice-usual = the usual voice
setting-voice-named = { $name } ({ $identifier })
cli-help-folders = Where the app keeps its files on this computer:
cli-help-settings-folder = settings: { $path }
cli-help-saves-folder = saved games: { $path }
cli-help-log-folder = logs (crash.log): { $path }

## Setup names, text entry suggestions, menu lines after a sentence, ranges

setup-seat = Player { $number }: { $kind ->
    [human] { $name }, human
    [normal] { $name }, normal level
   *[other] { $name }
}
seat-bot-level = { $name } playing { $level ->
    [easy] easy
    [hard] hard
   *[normal] normal
}
entry-suggested = Suggested: { $text }, selected. Typing replaces it; right arrow keeps it to add to it; Enter accepts it.
entry-cleared = Cleared. Type the new text, then press Enter.
entry-kept = Kept: { $text }. What you type now is added to it.
help-entry-suggestion = A suggestion is selected: the first letter you type replaces it; Backspace clears it; right arrow or End keeps it so that you can add to it; Enter accepts it as it is.
menu-item-after-sentence = { $label } { $position } of { $count }.
cli-accepted-range = { $low } to { $high }
setting-reconnect = Online, after the connection drops, keep trying for
setting-reconnect-10 = 10 minutes
setting-reconnect-30 = 30 minutes
setting-reconnect-60 = an hour
setting-chat = Chat at online tables
setting-chat-on = spoken
setting-chat-off = muted

# Headings of --help.
cli-help-usage = usage:{" "}
cli-help-positionals = positional arguments
cli-help-options = options
final-place-acorns = { $self ->
    [yes] You: { $score } { $score ->
        [one] acorn
       *[other] acorns
    }, place { $place }.
   *[no] { $player }: { $score } { $score ->
        [one] acorn
       *[other] acorns
    }, place { $place }.
}
# Each command's own help (accessible-games COMMAND --help).
cli-command-play = Play: the menus, or a game at once with --game and --players. The default command.
cli-command-games = List the games with their variants and options.
cli-command-doctor = Check speech, voices and sound on this computer, and say where the app keeps its files (give these with a bug report).
cli-command-serve = Run a table server for online play.
cli-command-host = Open an online table, on this computer or on the server at URL.
cli-command-join = Sit at an online table: its server's address and the table's code.
cli-command-watch = Listen to an online table without playing.
cli-help-more = Each command has its own help: accessible-games COMMAND --help
cli-help-url = the server's address: ws://HOST:PORT or wss://HOST:PORT
cli-help-url-host = the server's address (none: the table is on this computer)
cli-help-code-words = the table's code, for example "482 915 307 126"
