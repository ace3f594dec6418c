tablehost-knock = { $name } просится за стол. Впустить? Control Y впускает; меню стола, Control O, отказывает.
tablehost-knocking = Ждём, когда ведущий вас впустит.
tablehost-no-knock = Никто не просится за стол.
tablehost-chat-muted = Чат выключен.
tablehost-chat-on = Чат снова читается.
tablehost-chat-more = { $count ->
    [one] Ещё { $count } строка чата в истории.
    [few] Ещё { $count } строки чата в истории.
   *[other] Ещё { $count } строк чата в истории.
}
tablehost-muted-player = Чат игрока { $name } выключен.
tablehost-unmuted-player = Чат игрока { $name } снова слышен.
tablehost-letting-in = Впускаем: { $name }.
tablehost-turned-away = Отказано: { $name }.
tablehost-menu-title = Стол
tablehost-lock = Закрыть стол: новые игроки не садятся
tablehost-unlock = Открыть стол
tablehost-knock-on = Новые игроки сначала просятся
tablehost-knock-off = Новые игроки садятся без спроса
tablehost-listening-off = Запретить слушать стол
tablehost-listening-on = Снова пускать слушателей
tablehost-let-in = Впустить: { $name }
tablehost-turn-away = Отказать: { $name }
tablehost-remove = Убрать игрока { $name } с места { $seat }
tablehost-remove-confirm = Убрать игрока { $name } из-за стола? Место освободится для другого.
tablehost-mute-player = Выключить чат игрока { $name }
tablehost-unmute-player = Снова слышать чат игрока { $name }
tablehost-chat-all-off = Выключить весь чат
tablehost-chat-all-on = Снова читать чат
tablehost-back = Назад
tablehost-help = Control U: выключить или включить чат. Control O: меню стола, чтобы выключить чат одного игрока, а ведущему — закрыть стол, попросить новых игроков проситься, убрать игрока или запретить слушать. Control Y: впустить того, кто просится.
