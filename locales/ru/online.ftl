## Сетевые столы: возвращение, одно место — одно подключение, обрывы, паузы, домашние столы

online-back = Вы снова за столом. { $moves ->
    [one] С вашего ухода сделан { $moves } ход.
    [few] С вашего ухода сделано { $moves } хода.
   *[other] С вашего ухода сделано { $moves } ходов.
} Page Up читает пропущенное.
online-in-progress = Игра идёт: { $moves ->
    [one] сделан { $moves } ход.
    [few] сделано { $moves } хода.
   *[other] сделано { $moves } ходов.
} Page Up читает их.
online-link-back = Связь восстановлена.
online-replaced = За это место теперь играют из другого окна. Здесь игра остановлена; Escape — выйти из-за стола.
online-wait-reconnecting = Идёт переподключение к серверу; ход можно будет сделать, когда стол вернётся. Поле и справки работают.
online-self-joined = Вы садитесь за стол.
online-self-back = Вы вернулись.
online-self-bot = Пока вас нет, за вас играет бот.
online-self-chat = Вы: { $text }
online-game-begins = Все места заняты: игра начинается.
online-table-where = Код стола { $code }, адрес { $address }.
online-help = F3: код и адрес стола, чтобы передать друзьям.
online-no-take-back = За сетевым столом ход назад не берётся: отправленный выбор окончателен.
online-star = звёздочка
online-secret-deleted = стёрто
online-secret-count = { $count ->
    [0] Ничего не набрано.
    [one] Набран { $count } знак.
    [few] Набрано { $count } знака.
   *[other] Набрано { $count } знаков.
}
online-absence-item = Если друг отошёл: { $minutes ->
    [-1] место ждёт его, бот за него не играет
    [one] бот играет за него через { $minutes } минуту
    [few] бот играет за него через { $minutes } минуты
   *[other] бот играет за него через { $minutes } минут
}. Пока отошли все игроки, стол стоит на паузе.
online-friend-seat = Игрок { $number }: место друга, он садится по коду стола
online-cli-help-absence = host: сколько минут место отошедшего игрока ждёт, прежде чем за него сыграет бот (от 0 до 60, по умолчанию 2), или never
online-cli-absence-accepted = минуты от 0 до 60 или never
online-menu-mine = Мои столы на этом компьютере
online-mine-title = Мои столы на этом компьютере
online-mine-help = Вверх и вниз выбирают стол, Enter снова открывает его на сервере этого компьютера; друзья возвращаются той же командой join, что и раньше. Escape — назад.
online-mine-none = На этом компьютере нет неоконченных столов.
online-mine-item = { $game }, стол { $code }: { $players }
