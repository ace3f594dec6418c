## One keyboard, several players: handing the keyboard over before anything private is said

handover = { $player }, your turn. Everyone else, please do not listen. { $player }, press Enter when ready.
help-handover = Handing over: { $player } takes the keyboard and presses Enter when ready; nothing private is said before. R repeats, Page Up and Page Down read the public lines.
game-resumed-turn = { $self ->
    [yes] Your turn.
   *[no] Turn: { $player }.
}
handover-private = Something for { $player } alone. Everyone else, please do not listen. { $player }, press Enter when ready.
handover-all-clear = Everyone may listen again.
handover-away = While you were away:
table-turn = { $player }, your turn.
handover-cancelled = Hand-over called off: nothing was said for { $player }. Everyone may listen.
help-handover-cancel = Escape calls the hand-over off.
