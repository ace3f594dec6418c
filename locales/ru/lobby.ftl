## Лобби: открытые столы сервера, вход по Enter

lobby-menu-item = Открытые столы
lobby-title = Открытые столы
lobby-help = Открытые столы: столы этого сервера, которые хозяева сделали открытыми; список обновляется сам. Стрелки вверх и вниз выбирают стол, Enter спрашивает ваше имя и сажает за него. Ctrl+L говорит, сколько столов открыто. Изменения списка не объявляются, кроме ухода из списка того стола, на котором вы стоите. Escape — назад. Чтобы ваш стол попал в список, выберите «открытый», когда создаёте его.
lobby-asking = Запрашиваю у сервера открытые столы.
lobby-none = Сейчас открытых столов нет. Список обновляется сам.
lobby-gone = Этот стол ушёл из списка: он заполнен, закрыт или игра окончена.
lobby-unreachable = Сервер недоступен; пробую снова.
lobby-count = { $count ->
    [0] Открытых столов нет.
    [one] { $count } открытый стол.
    [few] { $count } открытых стола.
   *[other] { $count } открытых столов.
}
lobby-table = { $game }, { $variant }, хозяин { $host }: { $free ->
    [one] свободно { $free } место
    [few] свободно { $free } места
   *[other] свободно { $free } мест
} из { $seats }, { $lang }, { $minutes ->
    [0] открыт только что
    [one] ждёт { $minutes } минуту
    [few] ждёт { $minutes } минуты
   *[other] ждёт { $minutes } минут
}
lobby-lang-en = по-английски
lobby-lang-ru = по-русски
lobby-lang-fr = по-французски
lobby-lang-unknown = язык не указан
lobby-host-private = Стол: закрытый, вход по коду
lobby-host-open = Стол: открытый, виден в списке открытых столов сервера
lobby-cli-help-open = host: показать стол среди открытых
lobby-page-heading = Открытые столы
lobby-page-none = Сейчас открытых столов нет. Список обновляется сам.
lobby-page-join = Сесть
lobby-page-game = Игра
lobby-page-host = Хозяин
lobby-page-seats = Свободных мест
lobby-page-lang = Язык
lobby-page-waited = Ждёт
lobby-page-count = { $count ->
    [0] Открытых столов нет.
    [one] { $count } открытый стол.
    [few] { $count } открытых стола.
   *[other] { $count } открытых столов.
}
lobby-page-minutes = { $minutes ->
    [0] только что открыт
    [one] { $minutes } минуту
    [few] { $minutes } минуты
   *[other] { $minutes } минут
}
lobby-page-announce = Объявлять изменения этого списка
lobby-page-open = Показать этот стол в списке открытых столов
