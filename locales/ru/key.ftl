## Клавиши: как называется клавиша, и ответ на клавишу, которая на этом экране ничего не делает

key-does-nothing = { $key } здесь ничего не делает. F1 — список клавиш.
key-char = { $char }
key-control = Control { $key }
key-shift = Shift { $key }
key-name = { $key ->
    [up] Стрелка вверх
    [down] Стрелка вниз
    [left] Стрелка влево
    [right] Стрелка вправо
    [enter] Enter
    [space] Пробел
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
