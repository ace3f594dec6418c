# accessible-games doctor: что работает для речи и звука на этой машине.
doctor-title = Accessible Games { $version }: проверка речи и звука на этом компьютере.
doctor-audio-ok = Звуковое устройство: открыто ({ $driver }, { $frequency } Гц).
doctor-audio-failed = Звуковое устройство: не открывается ({ $reason }).
doctor-routes = Способы речи:
doctor-route-works = { $route }: работает.
doctor-route-fails = { $route }: недоступен. { $reason }
doctor-route-tts = собственный голос программы (tts)
doctor-route-screenreader = ваша программа экранного доступа (screenreader)
doctor-route-speechd = Speech Dispatcher (speechd)
doctor-route-silent = без речи (silent)
doctor-voices = Голоса { $engine } (всего установлено: { $count }):
doctor-voices-none = Голоса: нет, синтезатор речи не загрузился.
doctor-voice = { $language }: { $voice } ({ $identifier }).
doctor-voice-missing = { $language }: голос не установлен.
doctor-language-ru = Русский
doctor-language-en = Английский
doctor-language-fr = Французский
doctor-settings-folder = Папка настроек: { $path }
doctor-saves-folder = Папка сохранений: { $path }
doctor-using = Запрошенный способ речи: { $asked }; используется: { $route }.
doctor-test-phrase = Говорит Accessible Games. Если вы слышите эту фразу, речь работает.
doctor-test-spoken = Проверочная фраза отправлена. Способ речи: { $route }.
doctor-test-unfinished = Проверочная фраза не закончилась за { $seconds } с.
doctor-why-no-audio-device = Звуковое устройство не открылось.
doctor-why-tts-unavailable = Библиотека синтеза речи не загрузилась.

# Программы экранного доступа, способы речи через них и файлы самой программы.
doctor-route-lines = простые строки (lines)
doctor-route-works-through = { $route }: работает, через { $backend }.
doctor-screen-reader-found = Программа экранного доступа запущена: { $name } (найдена { $how }).
doctor-screen-reader-none = Программа экранного доступа: не найдена.
doctor-found-by-prism = через мост к программам экранного доступа
doctor-found-by-process = среди запущенных программ
doctor-found-by-speakup = как модуль ядра Speakup
doctor-found-by-at-spi = по настройке специальных возможностей рабочего стола
doctor-why-auto-screen-reader = Почему: запущена программа { $name }, поэтому игра оставляет речь ей (через её собственный канал, если он доступен, иначе простыми строками, которые она читает) и выводит простой вид: двух голосов сразу не будет.
doctor-why-auto-no-screen-reader = Почему: программа экранного доступа не запущена, поэтому игра говорит своим голосом, если открылось звуковое устройство, иначе выводит простые строки.
doctor-why-auto-dumb-terminal = Почему: это простой терминал (TERM=dumb), поэтому каждое сообщение выводится простой строкой.
doctor-speaking-through = Речь идёт через: { $backend }.
doctor-why-detail = { $reason } ({ $detail })
doctor-why-prism-missing = Пакет prismatoid не установлен.
doctor-why-prism-broken = Пакет prismatoid установлен, но его библиотека не загрузилась.
doctor-why-screenreader-none = Не ответили ни программа экранного доступа, ни речевой сервер.
doctor-why-speechd-not-here = Speech Dispatcher есть только в Linux.
doctor-why-speechd-missing = Speech Dispatcher не установлен (Debian и Ubuntu: apt install speech-dispatcher).
doctor-why-speechd-no-answer = Speech Dispatcher установлен, но его сервер не ответил.
doctor-why-speechd-timeout = Сервер Speech Dispatcher не ответил вовремя.
doctor-game-files = Файлы игры (тексты и звуки): { $path }
doctor-game-files-missing = Файлы игры (тексты и звуки): отсутствуют; переустановите программу.
doctor-crash-log = Журнал сбоев: { $path }
doctor-route-auto = автоматически (auto)

# The screen reader route's decision, and Speech Dispatcher's voice.
doctor-route-works-screenreader-lines = { $route }: работает строками: { $name } запущена, но приложение не может обратиться к ней напрямую (к Orca можно начиная с версии 49), поэтому каждое сообщение выводится строкой, и { $name } читает его вашим голосом, с вашей скоростью и на вашем брайлевском дисплее.
doctor-route-works-screenreader-speechd = { $route }: работает через Speech Dispatcher: программа экранного доступа не запущена, поэтому он говорит на языке игры, со скоростью и громкостью приложения.
doctor-speechd-voice = Speech Dispatcher, { $language }: голос { $voice } ({ $code }), скорость { $rate } %, громкость { $volume } %.
doctor-speechd-voice-missing = Speech Dispatcher, { $language }: голоса этого языка нет; он читает голосом по умолчанию.
doctor-test-failed = Проверочную фразу не удалось сказать через { $route }: она выведена строкой.
