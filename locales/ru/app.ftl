## Меню и общие экраны

menu-item = { $label }, { $position } из { $count }
menu-empty = Здесь ничего нет.
reader-position = Страница { $position } из { $count }.
answer-yes = Да
answer-no = Нет
entry-current = Набрано: { $text }
entry-empty = Пусто. Наберите буквы и нажмите Enter.
entry-deleted = Удалено: { $char }
entry-space = пробел
entry-char = { $char }
hint-thinking = Думаю…
history-empty = Сообщений пока нет.
history-buffer = { $buffer ->
    [all] Все сообщения
    [events] События игры
    [talk] Разговор за столом
   *[mine] Ваши клавиши и ходы
}, { $count ->
    [0] пусто.
   *[other] строк: { $count }.
}
review-word = { $word }
review-char = { $char }
review-capital = заглавная { $char }
review-sign = { $sign ->
    [space] пробел
    [comma] запятая
    [period] точка
    [colon] двоеточие
    [semicolon] точка с запятой
    [dash] тире
    [apostrophe] апостроф
    [exclamation] восклицательный знак
    [question] вопросительный знак
    [parenthesis] скобка
    [plus] плюс
   *[quote] кавычка
}
review-copied = Скопировано: { $text }
review-cannot-copy = Этот терминал не даёт приложению копировать. Строка: { $text }
help-review = Последняя услышанная строка: Э читает её следующее слово, Shift+Э — предыдущее, Ж произносит по буквам выбранное слово (или всю строку), Shift+Ж копирует строку в буфер обмена.
help-buffers = Журналы: клавиши Х и Ъ (квадратные скобки в латинской раскладке) переключают все сообщения, события игры, разговор за столом и ваши клавиши и ходы; Page Up и Page Down читают текущий, сейчас { $buffer ->
    [all] все сообщения
    [events] события игры
    [talk] разговор за столом
   *[mine] ваши клавиши и ходы
}.
error-internal = Внутри программы что-то пошло не так ({ $detail }); подробности записаны в журнал ошибок, можно продолжать.
value-percent = { $value }
value-number = { $value }
choice-required = Этот выбор нельзя пропустить.

## Главное меню

main-title = Доступные игры. Главное меню.
main-play = Новая игра
main-continue = Продолжить последнюю игру
main-load = Сохранённые игры и повторы
main-settings = Настройки
main-rules = Правила игр
main-keys = Клавиши
main-quit = Выход
quit-confirm = Выйти из программы?
continue-none = Нет незаконченной игры, которую можно продолжить.
save-bad = { $reason ->
    [oversized] Файл { $file } слишком велик для сохранённой игры. Он оставлен без изменений.
    [foreign] Файл { $file } не является сохранённой игрой этой программы. Он оставлен без изменений.
    [newer] Сохранённая игра { $file } создана более новой версией программы. Файл оставлен без изменений.
   *[other] Сохранённая игра { $file } повреждена и не читается. Файл оставлен без изменений.
}
settings-bad = { $reason ->
    [newer] Файл настроек создан более новой версией программы. Он отложен в сторону, действуют настройки по умолчанию.
   *[other] Файл настроек был повреждён. Он отложен в сторону, действуют настройки по умолчанию.
}

## Игры и новая игра

games-title = Выберите игру.
game-with-summary = { $title }: { $summary }
new-title = Новая игра: { $game }. Выберите вариант, параметры и игроков, затем «Начать игру».
new-variant = Вариант: { $value }
new-option = { $name }: { $value }
new-add-seat = Добавить игрока
new-remove-seat = Убрать последнего игрока
new-start = Начать игру
new-name-prompt = Имя игрока { $number }. Наберите его и нажмите Enter.
new-seat-added = Игрок добавлен.
new-seat-removed = Игрок убран. { $count ->
    [one] Остался { $count } игрок.
    [few] Теперь { $count } игрока.
   *[other] Теперь { $count } игроков.
}
default-player-name = Игрок
default-player-name-n = Игрок { $number }
bot-name = { $level ->
    [easy] Лёгкий бот { $number }
    [hard] Сильный бот { $number }
   *[normal] Бот { $number }
}

## Настройки

settings-title = Настройки. Стрелки влево и вправо меняют значение; оно сразу сохраняется.
settings-done = Назад
setting-line = { $name }: { $value }
setting-lang = Язык
setting-lang-ru = Русский
setting-lang-en = English
setting-lang-fr = Français
setting-speech = Способ речи
setting-speech-auto = автоматически
setting-speech-tts = собственный голос программы
setting-speech-screenreader = моя программа экранного доступа
setting-speech-speechd = speech-dispatcher
setting-speech-silent = без речи
setting-rate = Скорость речи
setting-volume = Громкость речи
setting-cue_volume = Громкость звуковых сигналов
setting-sound = Звуковые сигналы
setting-sound-on = включены
setting-sound-off = выключены
setting-verbosity = Подробность
setting-verbosity-brief = кратко
setting-verbosity-full = подробно
setting-coordinates = Координаты
setting-coordinates-first = в начале
setting-coordinates-last = в конце
setting-coordinates-off = не называть
setting-turn_cue = Сигнал о вашем ходе
setting-turn_cue-on = включён
setting-turn_cue-off = выключен
setting-turn_reminder = Напоминание, если ход затянулся
setting-turn_reminder-off = выключено
setting-turn_reminder-30 = через 30 секунд, затем каждые 30
setting-turn_reminder-60 = через минуту, затем каждую минуту
setting-turn_reminder-120 = через 2 минуты, затем каждые 2
turn-reminder = { $self ->
    [yes] Всё ещё ваш ход.
   *[no] { $player }, всё ещё ваш ход.
}

## Правила и клавиши

rules-title = Правила. Выберите игру.
rules-of = Правила игры «{ $game }». Стрелки вверх и вниз переходят между разделами.
keys-title = Клавиши. Стрелки вверх и вниз переходят между страницами.
keys-page-menus = В меню: стрелки вверх и вниз перемещают; Home и End — к первому и последнему пункту; буква — к следующему пункту на эту букву; Enter или пробел выбирают; стрелки влево и вправо меняют настройку или параметр; Escape — назад.
keys-page-game = В игре: F1 называет клавиши игры; F2 или Control F1 читают её правила; T — чей ход; S — счёт; D — кубики или открытая карточка; R или F4 повторяют последнее сообщение; Control S сохраняет под именем; Escape открывает меню игры; Control Q — выход после подтверждения. Игра сама сохраняется после каждого хода.
keys-page-history = История сообщений: Page Up или запятая — предыдущее сообщение, Page Down или точка — следующее; с Shift, или клавишами «меньше» и «больше», — первое и последнее.
keys-page-speech = Речь: любая клавиша прерывает рассказ о поле; Control пробел останавливает всю речь. Игровые события ждут своей очереди и не теряются: их можно перечитать клавишами истории.

## Справка (F1)

help-shared = Везде: F1 — справка, F2 — правила, Page Up и Page Down — история сообщений, F4 — повтор, Control пробел — тишина, Escape — назад, Control Q — выход.
help-menu = Меню: стрелки вверх и вниз, Home, End или первая буква для перемещения; Enter — выбрать; Escape — назад.
help-main = Главное меню: стрелки вверх и вниз для перемещения, Enter для выбора. «Новая игра» начинает игру, «Продолжить» возвращает к последней игре.
help-games = Список игр: стрелки вверх и вниз называют игры, Enter открывает настройку новой партии.
help-new = Новая игра: стрелки вверх и вниз проходят по варианту, параметрам и игрокам. Стрелки влево и вправо меняют значение. На игроке-человеке Enter позволяет набрать имя; стрелки влево и вправо превращают игрока в бота и обратно. Последний пункт — «Начать игру».
help-settings = Настройки: стрелки вверх и вниз перемещают; стрелки влево и вправо или Enter меняют значение; изменения сохраняются сразу.
help-reader = Чтение: стрелки вверх и вниз переходят между страницами; Home и End — к первой и последней; Enter читает страницу ещё раз; Escape закрывает.
help-entry = Ввод: буквы и цифры добавляются; Backspace удаляет последнюю; стрелка вверх читает набранное; Enter подтверждает; Escape отменяет.
help-confirm = Вопрос: стрелками вверх и вниз выберите «да» или «нет», Enter подтверждает, Escape означает «нет».
help-list = Список «{ $title }», строк: { $count }. Стрелки вверх и вниз идут по нему, Home и End — к его концам, Enter выбирает строку{ $cancel ->
    [yes] , Escape закрывает список
   *[no] ; ответить нужно
}{ $hint ->
    [yes] ; H даёт совет и переходит к его строке
   *[no] {""}
}.
help-list-keys = В списке тоже: T говорит, чей ход, S — счёт, D — кубики.
help-choice = Выбор: стрелки вверх и вниз называют варианты, Enter выбирает.
help-game = Игра: T — чей ход, S — счёт, D — кубики или карточка, R — повтор, Control S — сохранить, Escape — меню игры.
help-game-menu = Меню игры: вернуться, сохранить, правила, клавиши, настройки или выйти в главное меню.

## Экран игры

game-started = Новая игра: { $game }. Игроки: { $players }.
game-resumed = Игра «{ $game }» продолжается, раунд { $round }.
game-back = Снова в игре «{ $game }».
game-not-your-turn = Сейчас не ваш ход.
game-move-not-allowed = Такой ход сейчас невозможен.
game-over = Игра окончена.
final-place = { $self ->
    [yes] Вы: { $score } { $score ->
        [one] очко
        [few] очка
       *[other] очков
    }, место { $place }.
   *[no] { $player }: { $score } { $score ->
        [one] очко
        [few] очка
       *[other] очков
    }, место { $place }.
}
game-over-keys = Чтобы вернуться в главное меню: Escape, затем «Выйти в главное меню».
save-name-prompt = Сохранить игру под именем. Наберите имя и нажмите Enter.
saved-as = Игра сохранена как { $name }.
quit-game-confirm = Выйти сейчас? Игра сохранена, «Продолжить» вернёт к ней.
leave-confirm = Выйти из игры в главное меню? Она сохранена, «Продолжить» вернёт к ней.
game-menu-title = Меню игры.
game-menu-resume = Вернуться к игре
game-menu-save = Сохранить под именем
game-menu-rules = Правила этой игры
game-menu-keys = Клавиши этой игры
game-menu-settings = Настройки
game-menu-leave = Выйти в главное меню

## Командная строка

cli-description = Настольные игры на слух и с клавиатуры: «Шестьдесят один», «Рамзес II» и «Офламерон».
cli-help-command = play (по умолчанию), games (список игр и их параметров) или doctor (проверка речи и звука)
cli-help-help = показать эту справку и выйти
cli-help-version = показать версию и выйти
cli-help-lang = язык: ru, en или fr
cli-help-speech = способ речи: auto, tts, screenreader, speechd, lines или silent
cli-help-no-sound = без звуковых сигналов
cli-help-transcript = дописывать каждое произнесённое сообщение в FILE, по строке
cli-help-seed = зерно для кубиков и перемешивания, чтобы повторить партию
cli-help-game = сразу начать новую игру NAME
cli-help-variant = вариант игры
cli-help-option = параметр игры, можно повторять
cli-help-players = места за столом, например "Anna,bot" или "Anna,Boris,bot:hard"; одни боты играют сами
cli-help-bot-delay = пауза между ходами ботов в секундах (по умолчанию 1, можно 0)
cli-help-continue = продолжить последнюю незаконченную игру
cli-error = { $detail }
cli-bad-value = неверное значение { $option }: { $value }. Допустимо: { $accepted }.
cli-accepted-integer = целое число, 0 или больше
cli-needs-game = --variant, --option и --players требуют --game NAME.
games-players = игроков: от { $low } до { $high }
games-variants = варианты: { $variants } (по умолчанию { $default })
games-default = по умолчанию { $value }
cli-no-keyboard = Нет клавиатуры для ввода: запустите программу в терминале.
cli-crashed = программа остановилась из-за непредвиденной ошибки. Подробности записаны в { $log }.
cli-output-closed = вывод закрыт, поэтому программа завершилась; все открытые партии сохранены.

## Файлы: почему не удалось прочитать или записать, честные вопросы при выходе, пределы командной строки

fault-cause = { $fault ->
    [disk-full] диск переполнен
    [permission] нет прав доступа
    [read-only] диск только для чтения
    [missing] его нет
    [not-folder] это не папка
    [too-large] файл был бы больше, чем приложение может прочитать
    [not-text] в нём есть символы, которые нельзя записать
   *[other] система отказала
}
quit-game-confirm-unsaved = Выйти сейчас? Последние ходы НЕ сохранены: в папку сохранений нельзя записывать. Если выйти, они пропадут.
leave-confirm-unsaved = Выйти из игры в главное меню? Последние ходы НЕ сохранены: в папку сохранений нельзя записывать. Если выйти, они пропадут.
cli-value-cut = { $start }… (всего символов: { $length })
cli-accepted-seed = целое число от 0 до { $high }
cli-option-other-variant = --option { $option } относится к варианту { $variants }, а не к { $variant }. Выберите этот вариант или уберите параметр.
settings-not-saved-where = Не удалось сохранить настройки в папку { $folder }: { $cause }. Они действуют до выхода из программы.

# Способы речи, голоса и папки программы.
setting-speech-lines = простые строки
setting-voice = Голос для языка { $language }
setting-voice-usual = обычный голос
setting-voice-named = { $name } ({ $identifier })
cli-help-folders = Где программа хранит свои файлы на этом компьютере:
cli-help-settings-folder = настройки: { $path }
cli-help-saves-folder = сохранённые игры: { $path }
cli-help-log-folder = журналы (crash.log): { $path }

## Setup names, text entry suggestions, menu lines after a sentence, ranges

setup-seat = Игрок { $number }: { $kind ->
    [human] { $name }, человек
    [normal] { $name }, обычный уровень
   *[other] { $name }
}
seat-bot-level = { $name } на { $level ->
    [easy] лёгком
    [hard] сильном
   *[normal] обычном
} уровне
entry-suggested = Предложено: { $text }, выделено. Набранный текст заменит его; стрелка вправо оставит его, чтобы дописать; Enter примет как есть.
entry-cleared = Стёрто. Наберите новый текст и нажмите Enter.
entry-kept = Оставлено: { $text }. Набранное добавится в конец.
help-entry-suggestion = Предложенный текст выделен: первая набранная буква заменит его; Backspace стирает его; стрелка вправо или End оставляет его, чтобы дописать; Enter принимает его как есть.
menu-item-after-sentence = { $label } { $position } из { $count }.
cli-accepted-range = от { $low } до { $high }
setting-reconnect = За сетевым столом после обрыва связи пытаться переподключиться
setting-reconnect-10 = 10 минут
setting-reconnect-30 = 30 минут
setting-reconnect-60 = час
setting-chat = Чат за сетевыми столами
setting-chat-on = читается
setting-chat-off = выключен

# Headings of --help.
cli-help-usage = использование:{" "}
cli-help-positionals = позиционные аргументы
cli-help-options = параметры
final-place-acorns = { $self ->
    [yes] Вы: { $score } { $score ->
        [one] жёлудь
        [few] жёлудя
       *[other] желудей
    }, место { $place }.
   *[no] { $player }: { $score } { $score ->
        [one] жёлудь
        [few] жёлудя
       *[other] желудей
    }, место { $place }.
}
# Справка каждой команды (accessible-games КОМАНДА --help).
cli-command-play = Играть: меню или сразу партия с --game и --players. Команда по умолчанию.
cli-command-games = Список игр с их вариантами и настройками.
cli-command-doctor = Проверить речь, голоса и звук на этом компьютере и показать, где программа хранит свои файлы (приложите это к сообщению об ошибке).
cli-command-serve = Запустить сервер столов для игры по сети.
cli-command-host = Открыть стол для игры по сети: на этом компьютере или на сервере по адресу URL.
cli-command-join = Сесть за стол по сети: адрес его сервера и код стола.
cli-command-watch = Слушать стол по сети, не играя.
cli-help-more = У каждой команды своя справка: accessible-games КОМАНДА --help
cli-help-url = адрес сервера: ws://ХОСТ:ПОРТ или wss://ХОСТ:ПОРТ
cli-help-url-host = адрес сервера (без него стол будет на этом компьютере)
cli-help-code-words = код стола, например «482 915 307 126»
