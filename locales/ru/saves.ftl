## Список сохранённых игр

saves-title = Сохранённые игры и повторы, сначала новые. { $count ->
    [0] Сохранённых игр пока нет.
    [one] { $count } сохранённая игра.
    [few] { $count } сохранённые игры.
   *[many] { $count } сохранённых игр.
}{ $bad ->
    [0] {""}
    [one] {" "}{ $bad } файл не читается.
    [few] {" "}{ $bad } файла не читаются.
   *[many] {" "}{ $bad } файлов не читаются.
}
saves-bad-note = { $count ->
    [one] Он стоит в конце списка как есть и никогда не изменяется.
   *[other] Они стоят в конце списка как есть и никогда не изменяются.
}
saves-item = { $game }{ $named ->
    [yes] , сохранена под именем { $name }
   *[no] {""}
}: { $players }. { $finished ->
    [yes] Закончена
   *[no] { $round ->
        [0] { $moves ->
            [one] Сделан { $moves } ход
            [few] Сделано { $moves } хода
           *[many] Сделано { $moves } ходов
        }
       *[other] Раунд { $round }
    }
}, { $date }
saves-players-none = без игроков
saves-players-one = { $name }
saves-players-two = { $first } и { $last }
saves-players-more = { $first }, { $rest }
saves-date-today = сегодня в { $hour }:{ NUMBER($minute, minimumIntegerDigits: 2) }
saves-date-yesterday = вчера в { $hour }:{ NUMBER($minute, minimumIntegerDigits: 2) }
saves-date = { $day } { $month ->
    [1] января
    [2] февраля
    [3] марта
    [4] апреля
    [5] мая
    [6] июня
    [7] июля
    [8] августа
    [9] сентября
    [10] октября
    [11] ноября
   *[12] декабря
} { $year } года в { $hour }:{ NUMBER($minute, minimumIntegerDigits: 2) }
saves-bad-item = Файл { $file }: { $reason ->
    [oversized] слишком велик для сохранения
    [foreign] не сохранение этой программы
    [newer] из более новой версии программы
    [unknown-game] игра, которой нет в этой версии
   *[other] повреждён
}; оставлен без изменений
saves-bad = { $reason ->
    [oversized] Файл { $file } слишком велик для сохранённой игры.
    [foreign] Файл { $file } не является сохранённой игрой этой программы.
    [newer] Сохранённая игра { $file } создана более новой версией программы.
    [unknown-game] Сохранённая игра { $file } относится к игре, которой нет в этой версии программы.
   *[other] Сохранённая игра { $file } повреждена и не читается.
} Файл оставлен без изменений.
saves-help = Сохранённые игры: стрелки вверх и вниз озвучивают каждое сохранение, сначала новые: игра, игроки, раунд и дата. Enter открывает действия: продолжить игру, прослушать повтор, выгрузить в текст или удалить. Нечитаемые файлы стоят в конце списка и никогда не изменяются. Escape возвращает назад.
saves-actions-title = { $save }. Что сделать?
saves-actions-help = Сохранённая игра: стрелки вверх и вниз выбирают действие, Enter выполняет. «Продолжить игру» возобновляет её; повтор проигрывает её ход за ходом; выгрузка записывает её текстовым файлом рядом с сохранениями; удаление сначала спрашивает. Escape возвращает к списку.
saves-action-continue = Продолжить игру
saves-action-replay = Прослушать повтор, ход за ходом
saves-action-export = Выгрузить в текстовый файл
saves-action-delete = Удалить это сохранение
saves-delete-confirm = Удалить это сохранение навсегда? { $save }.
saves-deleted = Сохранение удалено.
saves-delete-failed = Не удалось удалить сохранение: в папку сохранений нельзя записывать.

## Повтор

replay-title = Повтор игры { $game }: { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}, играют { $players }. Стрелки влево и вправо переходят по ходам; вверх и вниз — к началу или концу раунда; Home и End — к первому и последнему ходу; E выгружает игру в текст.
replay-step-opening = Начало игры{ $round ->
    [0] {""}
   *[other] , раунд { $round }
}, впереди { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}.
replay-step = Ход { $move } из { $count }, { $name }{ $round ->
    [0] {""}
   *[other] , раунд { $round }
}.
replay-nothing-heard = На этом ходу ничего не прозвучало.
replay-help = Повтор: стрелки влево и вправо — предыдущий и следующий ход; стрелка вверх — начало раунда, затем предыдущего; стрелка вниз — конец раунда, затем следующего; Home и End — первый и последний ход; Enter повторяет этот ход; S — счёт на этот момент; E выгружает игру текстовым файлом рядом с сохранениями; Escape возвращает назад.
replay-score = { $name }: { $score ->
    [one] { $score } очко
    [few] { $score } очка
   *[many] { $score } очков
}
replay-place = { $place }-е место: { $name }, { $score ->
    [one] { $score } очко
    [few] { $score } очка
   *[many] { $score } очков
}.
replay-export-title = { $game }: игра, как она прозвучала.
replay-export-players = Игроки: { $players }.
replay-export-setup = Вариант: { $variant }. Зерно случайности: { $seed }. { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}, { $finished ->
    [yes] игра закончена.
   *[no] игра не закончена.
}
replay-export-source = Файл сохранения: { $file }
replay-exported = Игра выгружена в текстовый файл { $path }
replay-export-failed = Не удалось выгрузить игру: в папку сохранений нельзя записывать.
