"""The app's menus: main menu, game list, new game (the settings and rules menus are in menus.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.messages import Msg, msg
from ..core.protocol import BOT_LEVELS, Game
from ..games import games, get_game
from ..core.seats import Seat
from ..core.names import NameRefused, player_name, refused_msg
from ..files import FolderUnreadable
from .menus import RulesMenu, SettingsMenu, keys_reader
from .screen import Item, Menu, TextEntry, confirm

if TYPE_CHECKING:
    from .app import App

SEAT_KINDS: tuple[str, ...] = ("human",) + BOT_LEVELS


def option_value_msg(game: Game[Any, Any], key: str, value: str) -> Msg:
    """How an option value is spoken: numbers as numbers, words through the game's messages."""
    if value.lstrip("-").isdigit():
        return msg("value-number", value=int(value))
    return msg(f"{game.name}-option-{key}-{value}")


class MainMenu(Menu):
    """Play, continue, saved games, settings, rules, keys, quit."""

    def __init__(self, app: "App") -> None:
        super().__init__(app, msg("main-title"), help_id="help-main")

    def build(self) -> list[Item]:
        """The main menu items."""
        return [
            Item(msg("main-play"), lambda: self.app.push(GameList(self.app)), key="play"),
            Item(msg("main-continue"), self.continue_game, key="continue"),
            Item(msg("main-load"), self.open_saves, key="load"),
            Item(msg("main-settings"), lambda: self.app.push(SettingsMenu(self.app)), key="settings"),
            Item(msg("main-play-online"), self.play_online, key="online"),
            Item(msg("main-rules"), lambda: self.app.push(RulesMenu(self.app)), key="rules"),
            Item(msg("main-keys"), lambda: self.app.push(keys_reader(self.app)), key="keys"),
            Item(msg("main-quit"), self.app.quit, key="quit"),
        ]

    def on_escape(self) -> None:
        """Escape on the main menu asks before quitting."""
        confirm(self.app, msg("quit-confirm"), self.app.quit)

    def play_online(self) -> None:
        """Play online: host, join or listen."""
        from .online_menu import PlayOnlineMenu

        self.app.push(PlayOnlineMenu(self.app))

    def continue_game(self) -> None:
        """Resume the newest unfinished game: a table hosted here played since the newest save, else the
        newest save that loads (saying first each newer save that could not be used)."""
        from .online_menu import home_table_screen, newest_home_table
        from .open_game import folder_unreadable_msg
        from .saves_screen import continue_choices, continue_newest

        try:
            infos, _ = continue_choices()
            home = newest_home_table(infos[0].updated if infos else 0.0)
            if home is not None:
                self.app.push(home_table_screen(self.app, home.code))
                return
            screen, told = continue_newest(self.app)
        except FolderUnreadable as error:
            self.app.cue("invalid")
            self.app.say(folder_unreadable_msg(error))
            return
        if screen is None:
            self.app.cue("invalid")
            self.app.say(*told)
            return
        for message in told:
            self.app.event(message)
        self.app.push(screen)

    def open_saves(self) -> None:
        """Open the list of saved games."""
        from .saves_screen import SavesMenu

        self.app.push(SavesMenu(self.app))


class GameList(Menu):
    """The registered games: title and one-line summary; Enter opens the new game screen."""

    def __init__(self, app: "App") -> None:
        super().__init__(app, msg("games-title"), help_id="help-games")

    def build(self) -> list[Item]:
        """One item per registered game."""
        items = []
        for name in games():
            items.append(
                Item(
                    msg("game-with-summary", title=msg(f"{name}-title"), summary=msg(f"{name}-summary")),
                    lambda name=name: self.app.push(NewGameMenu(self.app, name)),
                    key=name,
                )
            )
        return items


class NewGameMenu(Menu):
    """Variant, options and seats for a new game, then Start."""

    def __init__(self, app: "App", game_name: str) -> None:
        self.game = get_game(game_name)
        super().__init__(app, msg("new-title", game=msg(f"{game_name}-title")), help_id="help-new")
        self.variant = self.game.variants[0]
        self.values: dict[str, str] = self.game.default_options(self.variant)
        first = app.text(msg("default-player-name"))
        count = max(self.game.min_players, 2)
        self.seats: list[Seat] = [Seat(first)] + [self._bot_seat(n, "normal") for n in range(1, count)]

    def rules_game(self) -> str | None:
        """F2 here reads this game's rules."""
        return self.game.name

    def _bot_seat(self, number: int, level: str) -> Seat:
        return Seat(self.app.text(msg("bot-name", number=number, level=level)), level)

    def build(self) -> list[Item]:
        """Variant, options, seats, add/remove seat, start."""
        items: list[Item] = []
        if len(self.game.variants) > 1:
            items.append(
                Item(
                    lambda: msg("new-variant", value=msg(f"{self.game.name}-variant-{self.variant}")),
                    adjust=self.change_variant,
                    key="variant",
                )
            )
        for spec in self.game.options:
            if not spec.applies_to(self.variant):
                continue
            items.append(
                Item(
                    lambda spec=spec: msg(
                        "new-option",
                        name=msg(f"{self.game.name}-option-{spec.key}"),
                        value=option_value_msg(self.game, spec.key, self.values[spec.key]),
                    ),
                    adjust=lambda step, spec=spec: self.change_option(spec.key, step),
                    key=f"option-{spec.key}",
                )
            )
        for number in range(len(self.seats)):
            items.append(
                Item(
                    lambda number=number: self.seat_msg(number),
                    action=lambda number=number: self.rename(number),
                    adjust=lambda step, number=number: self.change_seat(number, step),
                    key=f"seat-{number}",
                )
            )
        if len(self.seats) < self.game.max_players:
            items.append(Item(msg("new-add-seat"), self.add_seat, key="add"))
        if len(self.seats) > self.game.min_players:
            items.append(Item(msg("new-remove-seat"), self.remove_seat, key="remove"))
        items.append(Item(msg("new-start"), self.start, key="start"))
        return items

    def seat_msg(self, number: int) -> Msg:
        """'Player 1: Anna, human', 'Player 2: Hard bot 1' (a bot's name says its level)."""
        seat = self.seats[number]
        return msg("setup-seat", number=number + 1, name=seat.name, kind=seat.bot or "human")

    def name_bots(self) -> None:
        """Name every bot by its current level and its place among the bots ("Easy bot 1", "Hard bot 2")."""
        bots = 0
        for number, seat in enumerate(self.seats):
            if seat.bot is not None:
                bots += 1
                self.seats[number] = self._bot_seat(bots, seat.bot)

    def change_variant(self, step: int) -> None:
        """Step to the next or previous variant; options reset to that variant's defaults."""
        variants = self.game.variants
        self.variant = variants[(variants.index(self.variant) + step) % len(variants)]
        self.values = self.game.default_options(self.variant)

    def change_option(self, key: str, step: int) -> None:
        """Step an option's value."""
        spec = next(o for o in self.game.options if o.key == key)
        values = spec.values
        self.values[key] = values[(values.index(self.values[key]) + step) % len(values)]

    def change_seat(self, number: int, step: int) -> None:
        """Cycle a seat through human, bot easy, normal, hard."""
        seat = self.seats[number]
        kind = seat.bot or "human"
        new_kind = SEAT_KINDS[(SEAT_KINDS.index(kind) + step) % len(SEAT_KINDS)]
        if new_kind == "human":
            self.seats[number] = Seat(self.app.text(msg("default-player-name-n", number=number + 1)))
        else:
            self.seats[number] = Seat(seat.name, new_kind)
        self.name_bots()

    def rename(self, number: int) -> None:
        """Enter on a human seat: type the player's name."""
        seat = self.seats[number]
        if seat.is_bot:
            self.change_seat(number, 1)
            self.refresh()
            self.app.say(self.item_msg())
            return

        def done(name: str) -> None:
            try:
                self.seats[number] = Seat(player_name(name))
            except NameRefused as error:  # nothing visible typed: ask again
                self.app.cue("invalid")
                self.app.push(TextEntry(self.app, msg("new-name-prompt", number=number + 1), "", done))
                self.app.say(refused_msg(error, number + 1), msg("new-name-prompt", number=number + 1))
                return
            self.refresh()
            self.app.say(self.item_msg())

        self.app.push(TextEntry(self.app, msg("new-name-prompt", number=number + 1), seat.name, done))

    def add_seat(self) -> None:
        """Add a bot seat (change it to a human with the arrows)."""
        self.seats.append(Seat("", "normal"))
        self.name_bots()
        self.refresh()
        self.index = [i.key for i in self.items].index(f"seat-{len(self.seats) - 1}")
        self.app.say(msg("new-seat-added"), self.item_msg())

    def remove_seat(self) -> None:
        """Remove the last seat."""
        self.seats.pop()
        self.name_bots()
        self.refresh()
        self.app.say(msg("new-seat-removed", count=len(self.seats)), self.item_msg())

    def start(self) -> None:
        """Start the game with these seats and options."""
        from ..session import Session
        from .game_screen import GameScreen

        session = Session.new(self.game.name, list(self.seats), self.variant, dict(self.values), self.app.options.seed)
        self.app.replace(GameScreen(self.app, session))
