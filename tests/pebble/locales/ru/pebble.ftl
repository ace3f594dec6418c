pebble-title = Камушек
pebble-summary = Спрячьте камушек там, куда кубик не ударит: игра со скрытым выбором для 1–4 игроков, три раунда.
pebble-variant-standard = Обычная
pebble-rules = Четыре клетки, от 1 до 4 очков. Каждый раунд все прячут камушек в клетку; затем четырёхгранный кубик бьёт по клетке: камушки там ничего не получают, остальные получают очки своей клетки. Три раунда.
pebble-help = Камушек: стрелки влево и вправо — по клеткам, Enter прячет камушек, P говорит, где он.
pebble-cell = клетка { $cell }, { $points } { $points ->
    [one] очко
    [few] очка
   *[other] очков
}
pebble-focus = { $cell }{ $mine ->
    [yes] , ваш камушек
   *[no] {""}
}
pebble-start = Камушек, раундов: { $rounds }.
pebble-prompt = Раунд { $round }: спрячьте камушек.
pebble-you-hid = Вы прячете камушек: { $cell }.
pebble-hid = { $player } спрятал камушек.
pebble-rolled = Кубик бьёт по клетке { $die }.
pebble-revealed = { $self ->
    [yes] Ваш камушек
   *[no] Камушек игрока { $player }
}: { $cell }, плюс { $gain }, всего { $total }.
pebble-no-pebble = В этом раунде камушек ещё не спрятан.
pebble-mine = Ваш камушек: { $cell }.
pebble-turn = Раунд { $round }. { $self ->
    [yes] Ваша очередь прятать.
   *[no] Прячет { $player }.
}
pebble-over = Игра окончена.
pebble-score = { $self ->
    [yes] Вы
   *[no] { $player }
}: { $points }.
pebble-die = Последний бросок: { $die }.
