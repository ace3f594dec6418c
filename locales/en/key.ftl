## Keys: how a key is named, and the answer to a key that does nothing on this screen

key-does-nothing = { $key } does nothing here. F1 lists the keys.
key-char = { $char }
key-control = Control { $key }
key-shift = Shift { $key }
key-name = { $key ->
    [up] Up arrow
    [down] Down arrow
    [left] Left arrow
    [right] Right arrow
    [enter] Enter
    [space] Space
    [tab] Tab
    [s-tab] Shift Tab
    [backspace] Backspace
    [delete] Delete
    [home] Home
    [end] End
    [insert] Insert
    [pageup] Page Up
   *[pagedown] Page Down
}
