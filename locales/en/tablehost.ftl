tablehost-knock = { $name } asks to join. Let them in? Control Y lets them in; the table menu, Control O, turns them away.
tablehost-knocking = Waiting for the host to let you in.
tablehost-no-knock = Nobody is asking to join.
tablehost-chat-muted = Chat muted.
tablehost-chat-on = Chat is spoken again.
tablehost-chat-more = { $count ->
    [one] One more chat line is in the history.
   *[other] { $count } more chat lines are in the history.
}
tablehost-muted-player = { $name }'s chat is muted.
tablehost-unmuted-player = { $name }'s chat is heard again.
tablehost-letting-in = Letting { $name } in.
tablehost-turned-away = { $name } is turned away.
tablehost-menu-title = Table
tablehost-lock = Lock the table: no one new sits down
tablehost-unlock = Unlock the table
tablehost-knock-on = Ask newcomers to knock first
tablehost-knock-off = Let newcomers sit down without knocking
tablehost-listening-off = Turn listening off
tablehost-listening-on = Let listeners in again
tablehost-let-in = Let { $name } in
tablehost-turn-away = Turn { $name } away
tablehost-remove = Remove { $name } from seat { $seat }
tablehost-remove-confirm = Remove { $name } from the table? The seat opens for someone else.
tablehost-mute-player = Mute { $name }'s chat
tablehost-unmute-player = Hear { $name }'s chat again
tablehost-chat-all-off = Mute all chat
tablehost-chat-all-on = Speak chat again
tablehost-back = Back
tablehost-help = Control U: mute or unmute chat. Control O: the table menu, to mute one player's chat and, for the host, to lock the table, ask newcomers to knock, remove a player or turn listening off. Control Y: let in who knocks.
