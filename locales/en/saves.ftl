## Saved games list

saves-title = Saved games and replays, newest first. { $count ->
    [0] No saved games yet.
    [one] One saved game.
   *[other] { $count } saved games.
}{ $bad ->
    [0] {""}
    [one] {" "}One file cannot be read.
   *[other] {" "}{ $bad } files cannot be read.
}
saves-bad-note = { $count ->
    [one] It is listed last, as it is: it is never changed.
   *[other] They are listed last, as they are: they are never changed.
}
saves-item = { $game }{ $named ->
    [yes] , saved as { $name }
   *[no] {""}
}: { $players }. { $finished ->
    [yes] Finished
   *[no] { $round ->
        [0] { $moves ->
            [one] One move played
           *[other] { $moves } moves played
        }
       *[other] Round { $round }
    }
}, { $date }
saves-players-none = no players
saves-players-one = { $name }
saves-players-two = { $first } and { $last }
saves-players-more = { $first }, { $rest }
saves-date-today = today at { $hour }:{ NUMBER($minute, minimumIntegerDigits: 2) }
saves-date-yesterday = yesterday at { $hour }:{ NUMBER($minute, minimumIntegerDigits: 2) }
saves-date = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $day }, { $year } at { $hour }:{ NUMBER($minute, minimumIntegerDigits: 2) }
saves-bad-item = File { $file }: { $reason ->
    [oversized] too large to be a save
    [foreign] not a save of this app
    [newer] from a newer version of the app
    [unknown-game] a game this version does not have
   *[other] damaged
}; left untouched
saves-bad = { $reason ->
    [oversized] The file { $file } is too large to be a saved game.
    [foreign] The file { $file } is not a saved game of this app.
    [newer] The saved game { $file } comes from a newer version of the app.
    [unknown-game] The saved game { $file } is of a game this version of the app does not have.
   *[other] The saved game { $file } is damaged and cannot be read.
} It was left untouched.
saves-help = Saved games: up and down arrows hear each save, newest first: game, players, round and date. Enter chooses what to do with it: continue playing, listen to the replay, export it as text, or delete it. Files that cannot be read are listed last and never changed. Escape goes back.
saves-actions-title = { $save }. What do you want to do?
saves-actions-help = A saved game: up and down arrows move; Enter chooses. Continue playing resumes it; the replay plays it back move by move; export writes it as a text file beside the saves; delete asks first. Escape goes back to the list.
saves-action-continue = Continue playing
saves-action-replay = Listen to the replay, move by move
saves-action-export = Export as a text file
saves-action-delete = Delete this save
saves-delete-confirm = Delete this save for good? { $save }.
saves-deleted = Save deleted.

## Replay

replay-title = Replay of { $game }, { $moves ->
    [one] one move
   *[other] { $moves } moves
}, with { $players }. Left and right arrows step through the moves; up and down jump to the start or the end of a round; Home and End to the first and last move; E exports the game as text.
replay-step-opening = Start of the game{ $round ->
    [0] {""}
   *[other] , round { $round }
}, before { $count ->
    [one] one move
   *[other] { $count } moves
}.
replay-step = Move { $move } of { $count }, { $name }{ $round ->
    [0] {""}
   *[other] , round { $round }
}.
replay-nothing-heard = Nothing was said at this move.
replay-help = Replay: left and right arrows, the previous and next move; up arrow, the start of the round, then of the round before; down arrow, the end of the round, then of the round after; Home and End, the first and last move; Enter says this move again; S the scores at this point; E exports the game as a text file beside the saves; Escape goes back.
replay-score = { $name }: { $score ->
    [one] { $score } point
   *[other] { $score } points
}
replay-place = Place { $place }: { $name }, { $score ->
    [one] { $score } point
   *[other] { $score } points
}.
replay-export-title = { $game }: the game as it was heard.
replay-export-players = Players: { $players }.
replay-export-setup = Variant: { $variant }. Seed: { $seed }. { $moves ->
    [one] One move
   *[other] { $moves } moves
}, { $finished ->
    [yes] the game is finished.
   *[no] the game is not finished.
}
replay-export-source = Save file: { $file }
replay-exported = The game was exported as text to { $path }

## Untrusted files, faults and games open in another copy

save-failed-where = This game could not be saved in the folder { $folder }: { $cause }. You can go on playing; it is saved again after every move.
save-works-again = The game is saved again.
save-as-failed = The game could not be saved as { $name } in the folder { $folder }: { $cause }.
save-name-refused = The name { $name } cannot be a file name. Press Control+S and choose another name.
save-name-taken-bad = A file named { $name } is already in the saves folder and cannot be read; it is kept. Press Control+S and choose another name.
save-replace-confirm = A save named { $name } of this game already exists. Replace it with the game as it is now?
save-replace-other-confirm = The name { $name } is already used by another game: { $save }. Replace that game with this one? It would be lost.
save-unreadable = The saved game { $file } cannot be read: { $cause }. It was left untouched.
saves-unreadable-item = File { $file }: cannot be read; left untouched
saves-folder-unreadable = The saves folder { $folder } cannot be read: { $cause }. No saved game can be listed or continued until it can.
export-failed-where = The game could not be exported to the folder { $folder }: { $cause }.
game-busy = This game of { $game } is open in another copy of Accessible Games, which saves it. Here you can listen to it, or play on as a copy.
game-busy-replay = Listen to the replay, move by move
game-busy-copy = Play on as a copy (the other copy keeps its game)
game-busy-back = Back
game-busy-help = A game that another running copy of the app is playing: up and down arrows move; Enter chooses. The replay only reads the game; a copy goes on as a new game of its own, so neither copy writes over the other. Escape goes back.
game-busy-copied = This is a copy: it is saved as a game of its own.
saves-delete-failed-where = This save could not be deleted from the folder { $folder }: { $cause }.
saves-delete-busy = This save cannot be deleted now: another copy of Accessible Games is playing it and would write it again. { $save }.
saves-title-plain = Saved games and replays.
game-lock-failed = This game of { $game } cannot be locked: the locks folder in the saves folder is not a folder of this app, or its lock file cannot be opened. Another copy of Accessible Games may be playing it, so here you can listen to it, or play on as a copy.
