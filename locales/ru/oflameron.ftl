## Офламерон: названия

oflameron-title = Офламерон
oflameron-summary = Русская логическая игра с картами и кубиком для 1–6 игроков: ведите фишку к лучшим картам, обходите B и Z и наберите больше всех очков.
oflameron-variant-grid = Карточное поле
oflameron-variant-sheet = Игровой бланк
oflameron-variant-loop = Карточная дорожка

oflameron-option-die = Кубик
oflameron-option-rows = Рядов карт
oflameron-option-columns = Карт в ряду
oflameron-option-copies = Карт каждого номинала
oflameron-option-decks = Колод
oflameron-option-end_cards = Карт END в колоде
oflameron-option-markers = Фишек у игрока
oflameron-option-rounds = Раундов
oflameron-option-negative_ends = Отрицательный счёт заканчивает игру
oflameron-option-negative_ends-no = нет
oflameron-option-negative_ends-yes = да
oflameron-option-b_penalty = Карта с минусом, вытянутая для B
oflameron-option-b_penalty-size = отнимает свою величину
oflameron-option-b_penalty-signed = возвращает очки
oflameron-option-sheet_columns = Столбцов бланка
oflameron-option-sheet_rows = Рядов бланка
oflameron-option-x_cells = Ячейки X, дополнительная фишка за 500
oflameron-option-x_cells-yes = да
oflameron-option-x_cells-no = нет
oflameron-option-loop_cards = Карт в дорожке
oflameron-option-loop_end_cards = Карт END в колоде

## Офламерон: номиналы словами

oflameron-card-plus-1 = плюс один
oflameron-card-plus-5 = плюс пять
oflameron-card-plus-10 = плюс десять
oflameron-card-plus-15 = плюс пятнадцать
oflameron-card-plus-25 = плюс двадцать пять
oflameron-card-minus-1 = минус один
oflameron-card-minus-5 = минус пять
oflameron-card-minus-10 = минус десять
oflameron-card-minus-15 = минус пятнадцать
oflameron-card-minus-25 = минус двадцать пять
oflameron-card-p = премия P, плюс сто
oflameron-card-t-1000 = премия T, плюс тысяча
oflameron-card-t-500 = премия T, плюс пятьсот
oflameron-card-b-draw = B, штрафная карта из колоды
oflameron-card-b-200 = B, минус двести
oflameron-card-z = Z, счёт обнуляется
oflameron-card-end = END, конец игры
oflameron-card-x = X, дополнительная фишка за пятьсот

oflameron-face-plus-1 = плюс один
oflameron-face-plus-5 = плюс пять
oflameron-face-plus-10 = плюс десять
oflameron-face-plus-15 = плюс пятнадцать
oflameron-face-plus-25 = плюс двадцать пять
oflameron-face-minus-1 = минус один
oflameron-face-minus-5 = минус пять
oflameron-face-minus-10 = минус десять
oflameron-face-minus-15 = минус пятнадцать
oflameron-face-minus-25 = минус двадцать пять
oflameron-face-p = P
oflameron-face-t-1000 = T
oflameron-face-t-500 = T
oflameron-face-b-draw = B
oflameron-face-b-200 = B
oflameron-face-z = Z
oflameron-face-end = END
oflameron-face-x = X

oflameron-face-short-plus-1 = +1
oflameron-face-short-plus-5 = +5
oflameron-face-short-plus-10 = +10
oflameron-face-short-plus-15 = +15
oflameron-face-short-plus-25 = +25
oflameron-face-short-minus-1 = -1
oflameron-face-short-minus-5 = -5
oflameron-face-short-minus-10 = -10
oflameron-face-short-minus-15 = -15
oflameron-face-short-minus-25 = -25
oflameron-face-short-p = P
oflameron-face-short-t-1000 = T
oflameron-face-short-t-500 = T
oflameron-face-short-b-draw = B
oflameron-face-short-b-200 = B
oflameron-face-short-z = Z
oflameron-face-short-end = END
oflameron-face-short-x = X

## Офламерон: места на поле

oflameron-row-named = { $name ->
    [bottom] нижний ряд
    [middle] средний ряд
   *[top] верхний ряд
}
oflameron-row-number = ряд { $row } из { $rows }
oflameron-cell = { $coordinates ->
    [first] колонка { $column }, { $card }
    [off] { $card }
   *[last] { $card }, колонка { $column }
}
oflameron-sheet-cell = { $coordinates ->
    [first] ряд { $row }, столбец { $column }, { $card }
    [off] { $card }
   *[last] { $card }, ряд { $row }, столбец { $column }
}
oflameron-loop-cell = { $coordinates ->
    [first] карта { $column }, { $card }
    [off] { $card }
   *[last] { $card }, карта { $column }
}

## Офламерон: что происходит

oflameron-start-grid = Карточное поле: { $rows } { $rows ->
    [one] ряд
    [few] ряда
   *[other] рядов
} по { $columns } { $columns ->
    [one] карте
   *[other] карт
}. Каждый игрок ставит фишку на карту нижнего ряда.
oflameron-start-sheet = Игровой бланк: { $rows } { $rows ->
    [one] ряд
    [few] ряда
   *[other] рядов
} по { $columns } { $columns ->
    [one] ячейке
   *[other] ячеек
}. Каждый игрок отмечает ячейку нижнего ряда.
oflameron-start-loop = Дорожка из { $columns } { $columns ->
    [one] карты
   *[other] карт
}. Каждый игрок ставит фишку на любую карту.
oflameron-round = { $rounds ->
    [0] Раунд { $round }.
   *[other] Раунд { $round } из { $rounds }.
}
oflameron-rolled = { $self ->
    [yes] У вас выпало { $die }
   *[no] У игрока { $player } выпало { $die }
}{ $markers ->
    [1] .
   *[other] {" "}для фишки { $marker }.
}
oflameron-placed-grid = { $card }: { $self ->
    [yes] вы начинаете
   *[no] { $player } начинает
} с колонки { $column }, счёт { $score }.
oflameron-placed-sheet = { $card }: { $self ->
    [yes] вы начинаете
   *[no] { $player } начинает
} со столбца { $column }, счёт { $score }.
oflameron-placed-loop = { $card }: { $self ->
    [yes] вы начинаете
   *[no] { $player } начинает
} с карты { $column }, счёт { $score }.
oflameron-bought = { $card }: { $self ->
    [yes] вы покупаете
   *[no] { $player } покупает
} фишку { $markers } за { $price } очков, колонка { $column }, счёт { $score }.
oflameron-extra-placed = { $card }: { $self ->
    [yes] вы платите
   *[no] { $player } платит
} { $price } очков за фишку { $markers } в столбце { $column }, счёт { $score }.
oflameron-shifted = { $card }: опускается под { $markers ->
    [1] {""}
   *[other] фишку { $marker }{" "}
}{ $self ->
    [yes] { $markers ->
        [1] вашу фишку
       *[other] из ваших
    }
   *[no] { $markers ->
        [1] фишку игрока { $player }
       *[other] игрока { $player }
    }
} в колонке { $column }, счёт { $score }.
oflameron-moved-grid = { $card }: { $self ->
    [yes] вы идёте
   *[no] { $player } идёт
} { $direction ->
    [left] влево
   *[right] вправо
} на { $distance } в колонку { $column }, счёт { $score }.
oflameron-moved-sheet = { $card }: { $self ->
    [yes] вы поднимаетесь
   *[no] { $player } поднимается
} в ряд { $row }, { $direction ->
    [left] влево
   *[right] вправо
} на { $distance }, в столбец { $column }, счёт { $score }.
oflameron-moved-loop = { $card }: { $self ->
    [yes] вы идёте
   *[no] { $player } идёт
} на { $distance } вперёд, на карту { $column }, счёт { $score }.
oflameron-penalty-again = Вытянута { $card }, { $face ->
    [end] она возвращается в колоду, тянем ещё.
   *[other] тянем ещё.
}
oflameron-penalty-none = В колоде нет штрафной карты: ничего не потеряно.
oflameron-x-offer = { $self ->
    [yes] Можно поставить дополнительную фишку в этот ряд за 500 очков.
   *[no] { $player } может поставить дополнительную фишку за 500 очков.
}
oflameron-x-cannot-pay = { $self ->
    [yes] У вас меньше 500 очков: дополнительной фишки не будет.
   *[no] У игрока { $player } меньше 500 очков: дополнительной фишки не будет.
}
oflameron-replaced = Новая карта { $column }: { $new }, вместо карты { $old }.
oflameron-x-declined = { $self ->
    [yes] Вы отказываетесь от дополнительной фишки.
   *[no] { $player } отказывается от дополнительной фишки.
}
oflameron-over = { $reason ->
    [end-card] Фишка дошла до END: игра окончена.
    [negative] { $self ->
        [yes] Ваш счёт ниже нуля: игра окончена.
       *[no] Счёт игрока { $ender_player } ниже нуля: игра окончена.
    }
    [rounds] Сыграно { $rounds } { $rounds ->
        [one] раунд
        [few] раунда
       *[other] раундов
    }: игра окончена.
   *[top] Верхний ряд бланка сыгран: игра окончена.
}

## Офламерон: чтение поля

oflameron-item = { $column }: { $card };
oflameron-row-read = { $row }:
oflameron-loop-read = Дорожка, { $count } { $count ->
    [one] карта
    [few] карты
   *[other] карт
} по часовой стрелке:
oflameron-above-item = { $row }: { $card };
oflameron-column-read = { $count ->
    [0] Над { $markers ->
        [1] вашей фишкой
       *[other] фишкой { $marker }
    } в колонке { $column } ничего нет: это верхний ряд.
   *[other] Над { $markers ->
        [1] вашей фишкой
       *[other] фишкой { $marker }
    } в колонке { $column }:
}
oflameron-ahead-item = на { $steps } вперёд: { $card };
oflameron-ahead-read = Впереди вашей фишки на карте { $column }:
oflameron-deck-item = { $card }: { $count };
oflameron-deck-read = В колоде { $count } { $count ->
    [one] карта
    [few] карты
   *[other] карт
}:
oflameron-score-line = { $self ->
    [yes] Вы: { $score } { $score ->
        [one] очко
        [few] очка
       *[other] очков
    }
   *[no] { $player }: { $score } { $score ->
        [one] очко
        [few] очка
       *[other] очков
    }
}{ $markers ->
    [0] .
    [1] .
   *[other] , фишек: { $markers }.
}
oflameron-position-line = { $self ->
    [yes] Вы
   *[no] { $player }
}{ $markers ->
    [1] {""}
   *[other] , фишка { $marker }
}: { $cell }.
oflameron-no-markers = На поле ещё нет фишек.
oflameron-no-deck = У игрового бланка нет колоды.

## Офламерон: игровое поле

oflameron-help = Клавиши Офламерона. Перед первым ходом стрелки влево и вправо выбирают карту нижнего ряда, вверх и вниз показывают её колонку, Enter ставит фишку. В свой ход Enter бросает кубик; на карточном поле M перед броском покупает фишку за 2000 очков. После броска стрелка влево или вправо выбирает направление; повторное нажатие, стрелки вверх и вниз или цифра задают расстояние; каждый выбор называет карту и то, что лежит над ней; Enter делает ход. L перечисляет все доступные карты броска. Когда ход не выбирается, стрелки, Home и End ходят по полю. B читает ваш ряд, C карты над вашими фишками, F всё поле, A дорожку впереди фишки, P где стоят все фишки, K состав колоды, H подсказку: что сделал бы сильнейший бот и какой счёт он ожидает; Enter затем делает этот ход, а список открывается на нём; H и W работают и в списке. S все счета, D кубик, T чей ход. W после подсказки объясняет её. U читает верхний ряд целиком.
oflameron-prompt-place-grid = Поставьте фишку на карту нижнего ряда{ $verbosity ->
    [brief] .
   *[other] : стрелки влево и вправо выбирают, Enter ставит.
}
oflameron-prompt-place-sheet = Отметьте ячейку нижнего ряда{ $verbosity ->
    [brief] .
   *[other] : стрелки влево и вправо выбирают, Enter ставит.
}
oflameron-prompt-place-loop = Поставьте фишку на любую карту дорожки{ $verbosity ->
    [brief] .
   *[other] : стрелки влево и вправо выбирают, Enter ставит.
}
oflameron-prompt-roll = Ваш ход, счёт { $score }{ $verbosity ->
    [brief] { $buy ->
        [yes] ; можно купить фишку за { $price }.
       *[no] .
    }
   *[other] { $buy ->
        [yes] : Enter — бросить кубик или купить фишку за { $price } очков, M — купить.
       *[no] : Enter бросает кубик.
    }
}
oflameron-prompt-roll-marker = Фишка { $marker } из { $markers }, здесь { $cell }{ $verbosity ->
    [brief] .
   *[other] : Enter бросает кубик.
}
oflameron-prompt-move-grid = { $die ->
    [1] Влево или вправо на 1 карту
   *[other] Влево или вправо, от 1 до { $die } карт
}{ $verbosity ->
    [brief] .
   *[other] : стрелка выбирает направление; повторное нажатие, стрелки вверх и вниз или цифра задают расстояние. L — список, Enter — ход.
}
oflameron-prompt-move-sheet = На ряд выше и ровно на { $die } { $die ->
    [one] столбец
    [few] столбца
   *[other] столбцов
} влево или вправо{ $verbosity ->
    [brief] .
   *[other] : стрелка влево или вправо выбирает. L — оба хода, Enter — ход.
}
oflameron-prompt-offer = X, счёт { $score }{ $verbosity ->
    [brief] : дополнительная фишка за { $price }?
   *[other] : Enter — выбрать ячейку этого ряда для дополнительной фишки за { $price } очков или отказаться.
}
oflameron-whose-over = Игра окончена после раунда { $round }.
oflameron-whose = Раунд { $round }{ $rounds ->
    [0] {""}
   *[other] {" "}из { $rounds }
}: { $self ->
    [yes] ваш ход
   *[no] ходит { $player }
}, { $phase ->
    [place] фишка ставится на поле.
    [turn] перед броском.
    [roll] бросок для фишки { $marker } из { $markers }.
    [move] выбор хода.
   *[offer] решение о дополнительной фишке.
}
oflameron-dice-none = { $self ->
    [yes] Вы ещё не бросали кубик в этом ходу.
   *[no] { $player } ещё не бросал кубик в этом ходу.
}
oflameron-dice = { $self ->
    [yes] У вас выпало { $die }
   *[no] У игрока { $player } выпало { $die }
}{ $count ->
    [1] .
   *[other] {" "}для фишки { $marker }.
}
oflameron-final = { $variant ->
    [grid] Игра на карточном поле длилась { $round } { $round ->
        [one] раунд
        [few] раунда
       *[other] раундов
    }.
    [sheet] Игра на бланке длилась { $round } { $round ->
        [one] раунд
        [few] раунда
       *[other] раундов
    }.
   *[loop] Игра на дорожке длилась { $round } { $round ->
        [one] раунд
        [few] раунда
       *[other] раундов
    }.
}
oflameron-choose-turn = Счёт { $score }. Бросить кубик или купить фишку?
oflameron-choice-roll = Бросить кубик
oflameron-choice-buy = Купить фишку за { $price } очков: у вас { $markers } из { $limit }
oflameron-cannot-buy = { $variant ->
    [grid] { $phase ->
        [turn] { $full_house ->
            [yes] У вас уже { $limit } { $limit ->
                [one] фишка
                [few] фишки
               *[other] фишек
            }, больше нельзя.
           *[no] Фишка стоит { $price } очков, а у вас { $score } { $score ->
                [one] очко
                [few] очка
               *[other] очков
            }.
        }
       *[other] Фишки покупают перед броском.
    }
   *[other] Фишки покупают только на карточном поле.
}
oflameron-choose-buy = Счёт { $score }. Фишка стоит { $price }: выберите для неё карту нижнего ряда.
oflameron-with-outcome = { $text }{ $outcome }
oflameron-outcome = { $ends ->
    [yes] ; счёт станет { $score }: игра закончится
   *[no] { $verbosity ->
        [brief] {""}
       *[other] ; счёт станет { $score }
    }
}
oflameron-choice-cell = { $cell }; { $above }
oflameron-choose-extra = Счёт { $score }. Дополнительная фишка стоит { $price }: выберите ячейку этого ряда или откажитесь.
oflameron-choice-decline = Без дополнительной фишки
oflameron-choose-start = Ваш первый ход: карта, с которой начнёт фишка, { $variant ->
    [loop] на петле
    [sheet] в нижнем ряду листа
   *[other] в нижнем ряду
}.
oflameron-no-roll = Сначала бросьте кубик.
oflameron-choose-move = Выпало { $die }: куда идти?
oflameron-direction-first = Сначала выберите направление, влево или вправо.
oflameron-too-far = Выпало { $die }: дальше нельзя.
oflameron-target = { $direction ->
    [left] Влево
   *[right] Вправо
} на { $distance }: { $cell }; { $above }
oflameron-above-nothing = { $variant ->
    [sheet] последний ряд
   *[other] выше ничего
}
oflameron-above = выше: { $card }
oflameron-focus = { $coordinates ->
    [first] { $row }, { $cell }; { $above }
    [off] { $cell }; { $above }
   *[last] { $cell }, { $row }; { $above }
}
oflameron-marker-here = { $self ->
    [yes] Здесь ваша фишка.
   *[no] Здесь { $player }.
}
## Офламерон: правила

oflameron-rules-values = Номиналы карт и ячеек
    Офламерон — русская логическая игра: вы передвигаете фишку по картам или ячейкам и прибавляете их номиналы к своему счёту. Побеждает наибольший счёт.
    Плюс 1, 5, 10, 15 и 25 прибавляют столько очков; минус 1, 5, 10, 15 и 25 отнимают. P — премия 100 очков. Z обнуляет счёт. END заканчивает игру.
    T на карточном поле стоит 1000 очков, на игровом бланке и на дорожке — 500.
    B на карточном поле: возьмите следующую карту колоды и вычтите её значение: число стоит своей величины, P — 100, T — 1000, Z обнуляет счёт. Если снова вытянута B, тяните ещё; вытянутая карта END возвращается, и тянется следующая. Вытянутые карты возвращаются в колоду, колода тасуется. На бланке и на дорожке B — минус 200.
    X, только на бланке: можно поставить дополнительную фишку за 500 очков.
    Кубик шестигранный или, по выбору, с номиналами от 1 до 3.
oflameron-rules-grid = Карточное поле
    В колоде по 5 карт каждого из 14 номиналов, всего 70: плюс 1, 5, 10, 15, 25, минус 1, 5, 10, 15, 25, P, T, B и Z. Колоду тасуют и раскладывают в открытую 3 ряда по 10 карт; остальное — колода для добора.
    Каждый игрок ставит фишку на любую карту нижнего ряда и прибавляет её номинал. Несколько фишек могут стоять на одной карте. Фишки бывают только в нижнем ряду.
    По очереди каждый бросает кубик и передвигает фишку по нижнему ряду влево или вправо, по своему выбору, на число карт от 1 до выпавшего. Дойдя до края, фишка продолжает с другого края. Номинал карты, на которую пришла фишка, прибавляется.
    Когда все походили, ряды сдвигаются: нижний ряд возвращается в колоду, колода тасуется, каждый ряд опускается на одно место, сверху выкладывается новый ряд. Фишки остаются в своих колонках и оказываются на картах, лежавших над ними; номинал этих карт тоже прибавляется.
    Перед броском игрок, у которого не меньше 2000 очков, может купить фишку за 2000 очков, всего не больше 3 фишек, и поставить её на любую карту нижнего ряда, прибавив её номинал. С несколькими фишками кубик бросают для каждой и передвигают каждую по очереди. Если любая фишка попала на Z, счёт обнуляется.
    Игра заканчивается после 15 раундов или сразу, когда фишка дошла до карты END, если такие карты есть в колоде; если END опустилась при сдвиге, сначала все фишки получают свои новые карты. Побеждает наибольший счёт; при равенстве место делится.
oflameron-rules-grid-options = Настройки карточного поля
    Рядов карт: от 2 до 5, по умолчанию 3; при 3 рядах они называются нижний, средний и верхний, иначе нумеруются снизу. Карт в ряду: от 3 до 12, по умолчанию 10.
    Карт каждого номинала: 5, 6, 8 или 10, по умолчанию 5. Колод: от 1 до 3, по умолчанию 1. Карт END в колоде: от 0 до 4, по умолчанию нет.
    Фишек у игрока: от 1 до 5, по умолчанию 3, считая первую. Раундов: от 5 до 30, по умолчанию 15.
    Отрицательный счёт заканчивает игру: по умолчанию нет; если да, игра сразу заканчивается, как на бланке (при сдвиге — когда все фишки получили свои новые карты).
    Карта с минусом, вытянутая для B: по умолчанию отнимает свою величину, как карта с плюсом; по другому выбору её значение вычитается как напечатано, и она возвращает очки.
    Кубик: от 1 до 6 или от 1 до 3.
oflameron-rules-sheet = Игровой бланк
    Бланк — таблица случайных ячеек, по умолчанию 15 столбцов и 20 рядов; настройки позволяют от 5 до 15 столбцов и от 5 до 20 рядов. Каждая ячейка получает один из 14 номиналов с равной вероятностью, END примерно в одной ячейке из 50 и X примерно в одной из 40; ячейки X можно отключить.
    Каждый игрок отмечает любую ячейку нижнего ряда и прибавляет её номинал. Игроки могут начать с одной ячейки.
    По очереди каждый бросает кубик и передвигает фишку на ряд вверх и ровно на выпавшее число столбцов влево или вправо, по своему выбору. Дойдя до края, фишка продолжает с другого края. Номинал новой ячейки прибавляется.
    X: когда фишка приходит на X и у игрока не меньше 500 очков, он может заплатить 500 и поставить дополнительную фишку на любую ячейку этого ряда, прибавив её номинал, или отказаться. X под ставящейся фишкой ничего не даёт. Дальше игрок бросает кубик для каждой фишки и поднимает каждую на ряд.
    Игра заканчивается сразу, когда чей-то счёт становится отрицательным или фишка доходит до END, а иначе — когда сыгран верхний ряд. Побеждает наибольший счёт.
oflameron-rules-loop = Карточная дорожка
    24 карты из колоды в 70 карт с добавленными 2 картами END выкладываются замкнутой дорожкой; настройки позволяют от 12 до 36 карт и от 1 до 4 карт END. Остаток колоды — для добора.
    Каждый игрок ставит фишку на любую карту и прибавляет её номинал. Игроки могут начать с одной карты.
    По очереди каждый бросает кубик и передвигает фишку по часовой стрелке ровно на выпавшее число карт, прибавляя номинал карты. Карта, с которой ушла фишка, возвращается в колоду, колода тасуется, и на её место выкладывается новая карта из колоды.
    Игра заканчивается сразу, когда чей-то счёт становится отрицательным или фишка доходит до END. Побеждает наибольший счёт.
oflameron-rules-play = Игра на слух
    Каждая карта называется номиналом словами. Колонки нумеруются слева; дорожка читается по часовой стрелке от вашей фишки.
    На карточном поле после броска стрелка влево или вправо выбирает направление и расстояние, и каждый выбор называет карту и карту над ней, которую опустит сдвиг; C читает карты над вашими фишками. На листе после броска называются оба хода, а A говорит, до каких двух ячеек дойдёт каждое число на кубике. На дорожке A читает карты впереди. L перечисляет все доступные карты, B читает ваш ряд, F всё поле, P где стоят все фишки, K состав колоды, S все счета. F1 называет клавиши того варианта, в который вы играете.
    H даёт подсказку: ход сильного бота, ожидаемый счёт всей вашей позиции после него и после следующего по силе хода, и причину; Enter затем делает этот ход. Ход, который заканчивает вашу игру, всегда требует подтверждения. Лёгкий бот ходит наугад, обычный берёт лучшую карту в пределах броска, сильный взвешивает каждый бросок кубика и каждую невидимую карту; на бланке он играет безупречно для одной фишки.
oflameron-placed-grid-penalty = { $card }: { $self ->
    [yes] вы начинаете
   *[no] { $player } начинает
} с колонки { $column }.
oflameron-bought-penalty = { $card }: { $self ->
    [yes] вы покупаете
   *[no] { $player } покупает
} фишку { $markers } за { $price } очков, колонка { $column }.
oflameron-moved-grid-penalty = { $card }: { $self ->
    [yes] вы идёте
   *[no] { $player } идёт
} { $direction ->
    [left] влево
   *[right] вправо
} на { $distance } в колонку { $column }.
oflameron-shifted-penalty = { $card }: опускается под { $markers ->
    [1] {""}
   *[other] фишку { $marker }{" "}
}{ $self ->
    [yes] { $markers ->
        [1] вашу фишку
       *[other] из ваших
    }
   *[no] { $markers ->
        [1] фишку игрока { $player }
       *[other] игрока { $player }
    }
} в колонке { $column }.

## Oflameron: клавиши каждого варианта, подсказки на листе, подсказки с причиной, подтверждение конца

oflameron-help-list = В списке тоже: T говорит, чей ход, S — счёт, D — кубик, C — карты над вашими фишками, B — нижний ряд, U — верхний ряд, F — всё поле, A — петля перед вашей фишкой, P — где стоят все фишки, K — что в колоде; W после совета объясняет его.
oflameron-help-grid = Клавиши карточного поля. Перед первым ходом стрелки влево и вправо выбирают карту нижнего ряда, вверх и вниз показывают её колонку, Enter ставит туда фишку. В свой ход Enter бросает кубик или сначала спрашивает, не купить ли фишку за 2000 очков; M покупает фишку. После броска стрелка влево или вправо выбирает направление; повторное нажатие, стрелки вверх и вниз или цифра задают расстояние; каждый выбор называет карту и карту над ней, которая при сдвиге опустится на вашу фишку; Enter делает ход. L перечисляет все доступные карты. Когда ход не выбирается, стрелки, Home и End ходят по полю. B читает нижний ряд, C карты над вашими фишками, F всё поле, P где стоят все фишки, K состав колоды. H даёт подсказку: лучший ход, ожидаемый счёт после него и после следующего по силе хода, и почему; Enter затем делает этот ход, а список открывается на нём; H и W работают и в списке. Ход, который заканчивает вашу игру, сначала требует подтверждения. S все счета, D кубик, T чей ход. W после подсказки объясняет её. U читает верхний ряд целиком.
oflameron-help-sheet = Клавиши бумажного листа. Перед первым ходом стрелки влево и вправо выбирают ячейку нижнего ряда, Enter отмечает её. В свой ход Enter бросает кубик; A говорит, до каких двух ячеек следующего ряда дойдёт каждое число на кубике, с переходом через край. После броска называются оба хода; стрелка влево или вправо выбирает, Enter делает ход; L перечисляет оба. X предлагает дополнительную фишку: Enter перечисляет ячейки этого ряда. Когда ход не выбирается, стрелки, Home и End ходят по листу. B читает следующий ряд, F лист от вашего ряда вверх, P где стоят все фишки. H даёт подсказку: лучший ход, ожидаемый итоговый счёт после него и после следующего по силе хода, и почему; Enter затем делает этот ход, а список открывается на нём; H и W работают и в списке. Ход, который заканчивает вашу игру, сначала требует подтверждения. S все счета, D кубик, T чей ход. W после подсказки объясняет её.
oflameron-help-loop = Клавиши карточной дорожки. Перед первым ходом стрелки влево и вправо ходят по кругу, Enter ставит фишку на карту. В свой ход Enter бросает кубик, и фишка сама идёт по часовой стрелке. A читает карты впереди фишки, B и F всю дорожку, P где стоят все фишки, K состав колоды. H даёт подсказку: лучшее начало, ожидаемый итоговый счёт при нём и при следующем по силе, и почему; Enter затем ставит фишку туда. Начало, которое заканчивает вашу игру, сначала требует подтверждения. S все счета, D кубик, T чей ход. W после подсказки объясняет её.
oflameron-target-sheet = { $direction ->
    [left] Влево
   *[right] Вправо
} на { $distance }{ $wrapped ->
    [yes] {" "}через край
   *[no] {""}
}: { $cell }
oflameron-reach-face = { $die }: { $left }; { $right }.
oflameron-reach-top = Ваша фишка на верхнем ряду: ходов больше нет.
oflameron-no-column = { $variant ->
    [sheet] C читает колонки только на карточном поле. На листе A говорит, до каких ячеек дойдёт каждое число на кубике.
   *[loop] C читает колонки только на карточном поле. На дорожке A читает карты впереди фишки.
}
oflameron-move-label = { $kind ->
    [move] { $direction ->
        [left] влево на { $distance }
       *[right] вправо на { $distance }
    }
    [place] { $variant ->
        [loop] карта { $column }
        [sheet] столбец { $column }
       *[other] колонка { $column }
    }
    [buy] фишка на колонку { $column }
    [extra] дополнительная фишка в столбец { $column }
    [decline] без дополнительной фишки
   *[roll] бросок
}
oflameron-reason-ending = Это конец игры, но любой другой ход в среднем кончится хуже.
oflameron-reason-twice = { $card } сейчас и ещё раз при сдвиге рядов.
oflameron-reason-then = Наверняка: сейчас { $card }, потом при сдвиге { $then }{ $later ->
    [0] .
   *[other] ; к концу игры в среднем на { $later } { $later ->
        [one] очко
        [few] очка
       *[other] очков
    } больше, чем после следующего по силе хода: { $next }.
}
oflameron-reason-now = Наверняка: сейчас { $card }{ $later ->
    [0] .
   *[other] ; к концу игры в среднем на { $later } { $later ->
        [one] очко
        [few] очка
       *[other] очков
    } больше, чем после следующего по силе хода: { $next }.
}
oflameron-reason-no-buy = Фишка за { $price } не окупится { $rounds ->
    [one] в последнем раунде
   *[other] за { $rounds } { $rounds ->
        [one] оставшийся раунд
        [few] оставшихся раунда
       *[other] оставшихся раундов
    }
}.
oflameron-reason-buy = { $rounds ->
    [one] Последний раунд должен
   *[other] { $rounds } { $rounds ->
        [one] оставшийся раунд должен
        [few] оставшихся раунда должны
       *[other] оставшихся раундов должны
    }
} окупить { $price } очков.
oflameron-reason-decline = Дополнительная фишка не окупит { $price } очков.
oflameron-confirm-end = Этот ход сразу заканчивает игру: { $card }, итоговый счёт { $score }. Сделать его?
oflameron-confirm-no = Нет, выбрать другой ход
oflameron-confirm-yes = Да, закончить игру
oflameron-not-played = Ход не сделан: выберите другой.
oflameron-shift-top = Ряды сдвигаются вниз. Новый верхний ряд:
oflameron-penalty-card = Штрафная карта { $card }: { $zero ->
    [yes] счёт обнулён.
    [back] плюс { $gain }, счёт { $score }.
   *[other] счёт { $score }.
}
oflameron-option-line = { $text }.
oflameron-reason-less = По сравнению со следующим по силе ходом ({ $next }): сейчас на { $now } { $now ->
    [one] очко
    [few] очка
   *[other] очков
} меньше, зато к концу игры в среднем на { $later } { $later ->
    [one] очко
    [few] очка
   *[other] очков
} больше.
oflameron-reason-more = По сравнению со следующим по силе ходом ({ $next }): сейчас на { $now } { $now ->
    [one] очко
    [few] очка
   *[other] очков
} больше и к концу игры в среднем на { $later } { $later ->
    [one] очко
    [few] очка
   *[other] очков
} больше.
oflameron-reason-same = По сравнению со следующим по силе ходом ({ $next }): сейчас столько же очков, а к концу игры в среднем на { $later } { $later ->
    [one] очко
    [few] очка
   *[other] очков
} больше.
oflameron-reason-tie = Следующий по силе ход ({ $next }) ничем не хуже.
oflameron-reason-tie-ends = Следующий по силе ход ({ $next }) сразу заканчивает игру, а этот её продолжает.

## Hint numbers: the runner-up that ends the game, and the paper sheet's assumption at a table
oflameron-hint-next-ends = Следующий по силе ход: { $move }, он заканчивает игру, { $expected }.
oflameron-hint-alone = Счёт в предположении, что другие игроки не закончат игру раньше.
oflameron-hint = Подсказка: { $move }{ $has_card ->
    [yes] , { $card }
   *[no] {""}
}, ожидается { $expected }.
oflameron-hint-runner = Следующий по силе ход: { $move }, { $expected }.
oflameron-hint-why = { $horizon ->
    [final] Ожидаемый итоговый счёт.
   *[turns] Ожидаемый счёт через { $turns } { $turns ->
        [one] ход
        [few] хода
       *[other] ходов
    }{ $markers ->
        [1] {""}
       *[other] , с учётом всех фишек
    }.
}
oflameron-why-none = Подсказки ещё не было: H даёт подсказку, потом W объясняет её.
oflameron-shift-landed = { $self ->
    [yes] Сдвиг, вы:
   *[no] Сдвиг, { $player }:
}
oflameron-shift-marker = { $card }, колонка { $column };
oflameron-shift-score = счёт { $score }.
oflameron-top-item = { $card },
oflameron-top-last = { $card }.
oflameron-no-top = U читает верхний ряд только на карточном поле.
oflameron-hint-action = { $kind ->
    [move] { $label }
    [place] ставьте фишку: { $label }
    [buy] купите: { $label }
    [extra] возьмите: { $label }
    [decline] { $label }
   *[roll] бросайте
}

oflameron-place-down = Фишки ставятся только в нижний ряд; вернулись вниз: { $cell }. Enter ставит фишку сюда.
oflameron-dice-last = Последний бросок:
oflameron-prompt-roll-again = Счёт { $score }{ $buy ->
    [yes] : Enter — бросить кубик или купить ещё фишку за { $price } очков, M — купить.
   *[no] : Enter бросает кубик.
}
