## Игра по сети: сервер столов и клиенты

net-chat = { $player }: { $text }
net-seat-joined = { $player } садится за стол.
net-seat-away = { $player }: связь потеряна; стол ждёт.
net-seat-bot = Пока { $player } не за столом, вместо него играет бот.
net-seat-back = { $player } снова за столом.
net-serving = Сервер работает: { $url }

net-error-malformed = Сервер не понял это сообщение.
net-error-too-large = Сообщение слишком длинное для сервера.
net-error-rate-limited = Слишком много сообщений сразу; подождите немного.
net-error-unknown-type = Сервер не знает такого запроса.
net-error-bad-version = Эта версия программы не может говорить с этим сервером; обновите одну из них.
net-error-password = Серверу нужен правильный пароль.
net-error-no-table = Стола с таким кодом нет.
net-error-table-full = За этим столом нет свободных мест.
net-error-no-spectators = За этим столом нельзя слушать игру со стороны.
net-error-code-taken = Такой код стола занят или слишком короткий; выберите другой, не короче 6 букв или цифр.
net-error-bad-token = Отсюда нельзя вернуться на это место.
net-error-not-seated = Вы не сидите за столом.
net-error-not-your-turn = Сейчас не ваш ход.
net-error-illegal-move = Такой ход сейчас невозможен.
net-error-not-started = Игра начнётся, когда все места будут заняты.
net-error-game-over = Игра окончена.
net-error-bad-setup = Сервер не принял настройки этой игры.
net-error-not-over = Запись партии будет готова, когда игра закончится.
net-error-server-full = На сервере больше нет места для столов; попробуйте позже.

net-cli-help-commands = ; serve (запустить сервер столов), host (открыть сетевой стол), join (сесть за стол), watch (слушать игру)
net-cli-help-host = адрес, на котором слушать (serve: по умолчанию 127.0.0.1; host без адреса: по умолчанию 0.0.0.0, домашняя сеть; 127.0.0.1 — только этот компьютер)
net-cli-help-port = порт (по умолчанию 8765)
net-cli-help-data = папка базы данных сервера (по умолчанию папка данных программы)
net-cli-help-password = пароль, который игроки должны указать для этого сервера
net-cli-help-cert = файл сертификата TLS (PEM), вместе с --key: сервер wss://
net-cli-help-key = файл закрытого ключа TLS (PEM), вместе с --cert
net-serve-tls-pair = --cert и --key указываются вместе: оба или ни одного.
net-serve-tls-bad = Сертификат или ключ не подходит: { $detail }
net-serve-data-bad = Не удаётся открыть базу данных сервера в { $folder }: { $detail }
net-serve-listen-bad = Не удаётся слушать { $address }: { $detail }
net-cli-help-store = где хранятся столы: sqlite: (по умолчанию, файл в --data) или postgresql://ПОЛЬЗОВАТЕЛЬ@ХОСТ:ПОРТ/БАЗА (общая для нескольких процессов сервера)
net-cli-help-server = ещё один адрес той же службы столов; при обрыве связи адреса пробуются по очереди (можно повторить несколько раз)
net-cli-help-origin = serve: публичный адрес веб-страницы (https://games.example.org за прокси), единственный источник, который принимает её WebSocket (можно повторить; по умолчанию: адрес, на котором работает сервер)
net-serve-store-url = Хранилище { $store } этому серверу неизвестно. Укажите sqlite: или postgresql://ПОЛЬЗОВАТЕЛЬ@ХОСТ:ПОРТ/БАЗА.
net-serve-store-driver = Для хранилища PostgreSQL нужен пакет psycopg: pip install "accessible-games[postgresql]".
net-serve-store-unreachable = Не удаётся работать с базой PostgreSQL по адресу { $address }: { $detail }
net-serve-store-lost = Связь с базой данных потеряна; сервер остановлен. Его столы продолжаются в других процессах сервера.

## Экран сетевой игры
net-connecting = Подключение к { $address }…
net-server-unreachable = Сервер { $address } не отвечает. Проверьте адрес и что сервер запущен.
net-game-not-online = В эту игру пока нельзя играть по сети.
net-seated = { $game } за сетевым столом: { $players }. { $seat ->
    [0] Вы слушаете игру.
   *[other] Ваше место — { $seat }.
}
net-table-code = Код стола: { $code }. Сообщите его друзьям, чтобы они подключились.
net-open-seat = свободное место
net-waiting = { $count ->
    [one] Ждём ещё { $count } игрока.
    [few] Ждём ещё { $count } игроков.
   *[other] Ждём ещё { $count } игроков.
}
net-missed = { $count ->
    [0] Вы снова за столом; ничего не пропущено.
    [one] Вы снова за столом. Пропущено { $count } сообщение:
    [few] Вы снова за столом. Пропущено { $count } сообщения:
   *[other] Вы снова за столом. Пропущено { $count } сообщений:
}
net-reconnecting = Связь потеряна; переподключение…
net-server-gone = Сервер недоступен. Поле, история и подсказки по-прежнему работают; Escape — выйти из-за стола.
net-game-over-keys = Чтобы выйти из-за стола: Escape, затем «Выйти из-за стола».
net-no-save = Сетевую игру хранит сервер; сохранять её здесь не нужно.
net-chat-prompt = Сообщение для стола (Enter — отправить, Escape — отмена)
net-help = Control T: сообщение для стола. Игру хранит сервер: выйти — Escape, вернуться — той же командой, ваше место ждёт вас.
net-leave-confirm = Выйти из-за стола? Ваше место будет ждать; если вас долго нет, за вас сыграет бот.
net-menu-chat = Сообщение для стола
net-menu-leave = Выйти из-за стола

## Меню игры по сети
main-play-online = Игра по сети
net-menu-title = Игра по сети
net-menu-help = Стрелки вверх и вниз выбирают, Enter открывает. Создать стол на этом компьютере для друзей в вашей сети, создать стол на сервере, подключиться к столу по коду или послушать игру.
net-menu-host-here = Создать стол на этом компьютере
net-menu-host-server = Создать стол на сервере
net-menu-join = Подключиться к столу
net-menu-watch = Слушать игру за столом
net-address-prompt = Адрес сервера, например ws://192.168.1.20:8765
net-bad-address = Это не адрес сервера; он начинается с ws:// или wss://.
net-code-prompt = Код стола
net-name-prompt = Ваше имя за столом
net-starting = Запуск сервера на этом компьютере…
net-hosting = Стол на этом компьютере. Другие в вашей сети подключаются по адресу { $address }.

## Командная строка игры по сети
net-cli-help-targets = для host: адрес сервера (без него — стол на этом компьютере); для join и watch: адрес и код стола
net-cli-help-code = host: выбрать код стола (не короче 6 букв или цифр), например для еженедельной игры
net-cli-help-name = join: ваше имя за столом
net-cli-host-needs = host требует --game и --players, например: host --game ramses --players "Анна,guest,bot"
net-cli-code-accepted = не короче 6 букв или цифр
net-password-prompt = Этому серверу нужен пароль
net-menu-replay = Сохранить запись этой партии
net-replay-kept = Запись партии сохранена среди ваших игр под именем { $name }.
net-replay-failed = Не удалось получить или сохранить запись партии.
net-error-name-taken = За этим столом уже есть игрок с таким именем; выберите другое (join … --name).
net-error-name-reserved = Такое имя звучало бы как «вы»; выберите другое (join … --name).
net-error-too-many-tables = С этого адреса открыто столько столов, сколько можно; сначала доиграйте какие-то, или попробуйте позже.
net-error-table-locked = Ведущий закрыл этот стол для новых игроков.
net-error-not-let-in = Ведущий вас не впустил.
net-error-not-host = Это может только ведущий стола.
net-error-removed = Ведущий убрал вас из-за стола.
net-error-chat-limit = Слишком много сообщений в чате; подождите немного перед следующим.
net-seat-removed = Ведущий убрал игрока { $name } с места { $seat }; место снова свободно.
net-table-locked = Ведущий закрыл стол: новые игроки не садятся.
net-table-unlocked = Ведущий снова открыл стол.
net-table-knock-on = Теперь новые игроки спрашивают ведущего, прежде чем сесть.
net-table-knock-off = Новые игроки садятся без спроса.
net-table-listening-off = Ведущий запретил слушать стол.
net-table-listening-on = Слушатели снова могут приходить к этому столу.
