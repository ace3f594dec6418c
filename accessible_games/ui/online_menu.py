"""Play online from the main menu: host a table here or on a server, join one, or listen to one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..core.names import NameRefused, player_name, refused_msg
from ..core.messages import msg
from ..games import games
from ..client.address import BadAddress, parse_address
from ..client.client import TableClient
from ..client.seats_kept import last_visit
from ..serving.sitting import Embedded, Opening, hosting, hosting_here, joining, reopening_here, watching
from .lobby_screen import OpenTablesMenu
from .online_screen import OnlineScreen
from .screen import Item, Menu, TextEntry
from .screens import NewGameMenu

if TYPE_CHECKING:
    from .app import App

URL_LIMIT = 200
DEFAULT_ABSENCE = 120.0  # seconds an absent player's seat waits before a bot stands in
ABSENCES = (60.0, 120.0, 300.0, 600.0, 1800.0, None)  # the host menu's choices (None: no stand-in bot)


def table_settings(bot_delay: float, absence: float | None) -> dict[str, Any]:
    """A new table's own settings: its bot pace and how long an absent player's seat waits (None: for ever)."""
    if absence is None:
        return {"bot_delay": bot_delay, "stand_in": False}
    return {"bot_delay": bot_delay, "absence": absence}


def default_name() -> str:
    """The player's name to offer: the name they last used at a table, else nothing (never the login name)."""
    return last_visit().get("name", "")[:40]


def table_seats(seats: list[Any]) -> list[dict[str, Any]]:
    """Seats for a new online table: the first human is the host, other humans are open guest seats."""
    out: list[dict[str, Any]] = []
    for seat in seats:
        if seat.is_bot:
            out.append({"kind": "bot", "level": seat.bot})
        elif not any(s["kind"] == "host" for s in out):
            out.append({"kind": "host", "name": seat.name})
        else:
            out.append({"kind": "guest"})
    return out


def open_table(app: "App", url: str, opening: Opening, embedded: Embedded | None = None, host: bool = False) -> None:
    """Show an online table screen over what is there."""
    screen = OnlineScreen(
        app,
        TableClient(url),
        opening,
        on_close=embedded.stop if embedded else None,
        announce_code=host,
        share=embedded.address if embedded else None,
    )
    app.push(screen)


class PlayOnlineMenu(Menu):
    """Host here, host on a server, join, listen."""

    def __init__(self, app: "App") -> None:
        super().__init__(app, msg("net-menu-title"), help_id="net-menu-help")

    def build(self) -> list[Item]:
        """The ways to play online."""
        return [
            Item(msg("net-menu-host-here"), lambda: self.app.push(OnlineGameList(self.app, None)), key="host-here"),
            Item(
                msg("net-menu-host-server"),
                lambda: ask_address(self.app, lambda url: self.app.push(OnlineGameList(self.app, url))),
                key="host-server",
            ),
            Item(
                msg("lobby-menu-item"),
                lambda: ask_address(self.app, lambda url: self.app.push(OpenTablesMenu(self.app, url))),
                key="open-tables",
            ),
            Item(msg("online-menu-mine"), lambda: self.app.push(HomeTablesMenu(self.app)), key="mine"),
            Item(msg("net-menu-join"), self.join, key="join"),
            Item(msg("net-menu-watch"), self.watch, key="watch"),
        ]

    def join(self) -> None:
        """Address, table code, name; then the table."""

        def with_code(url: str, code: str) -> None:
            def sit(typed: str) -> None:
                if not typed.strip():
                    typed = default_name() or self.app.text(msg("default-player-name"))
                try:
                    name = player_name(typed)
                except NameRefused as error:  # nothing visible typed: say so and ask again
                    self.app.cue("invalid")
                    self.app.say(refused_msg(error))
                    with_code(url, code)
                    return
                open_table(self.app, url, joining(code, name))

            self.app.push(TextEntry(self.app, msg("net-name-prompt"), default_name(), sit))

        ask_address(self.app, lambda url: ask_code(self.app, lambda code: with_code(url, code)))

    def watch(self) -> None:
        """Address and table code; then listen."""
        ask_address(self.app, lambda url: ask_code(self.app, lambda code: open_table(self.app, url, watching(code))))


def home_table_screen(app: "App", code: str, port: int | None = None, listen: str | None = None) -> OnlineScreen:
    """The screen that starts this computer's server again and sits back at our seat of a home table: on the
    address and port it last listened on (unless told), so friends' join commands reach it again."""
    last = last_visit()
    if port is None:
        port = int(last["home_port"]) if last.get("home_port", "").isdigit() else 8765
    embedded = Embedded(port, listen or last.get("home_listen") or "0.0.0.0")
    return OnlineScreen(
        app,
        TableClient(""),
        reopening_here(embedded, code),
        on_close=embedded.stop,
        announce_code=True,
        share=embedded.address,
    )


def newest_home_table(since: float = 0.0) -> Any:
    """The most recently played unfinished home table, if it was played after `since` (a time), else None."""
    from ..serving.home import home_tables

    tables = home_tables()
    return tables[0] if tables and tables[0].updated > since else None


class HomeTablesMenu(Menu):
    """My tables: the unfinished tables hosted on this computer; Enter reopens one (friends rejoin with their command)."""

    def __init__(self, app: "App") -> None:
        from ..serving.home import read_home_tables

        self.tables, self.skipped = read_home_tables()
        super().__init__(app, msg("online-mine-title"), help_id="online-mine-help")

    def on_show(self) -> None:
        """The menu; the first time, how many tables could not be read (said once, the others listed)."""
        super().on_show()
        if self.skipped:
            self.app.event(msg("link-home-skipped", count=self.skipped))
            self.skipped = 0

    def build(self) -> list[Item]:
        """One item per unfinished home table, or a line saying there is none."""
        if not self.tables:
            return [Item(msg("online-mine-none"), self.app.pop, key="none")]
        return [
            Item(
                msg(
                    "online-mine-item",
                    game=msg(f"{home.game}-title"),
                    code=home.shown,
                    players=", ".join(name for name in home.names if name),
                ),
                lambda home=home: self.reopen(home.code),
                key=home.code,
            )
            for home in self.tables
        ]

    def reopen(self, code: str) -> None:
        """Start this computer's server and sit back at the table."""
        self.app.pop(announce=False)
        self.app.push(home_table_screen(self.app, code))


def ask_address(app: "App", then: Callable[[str], None]) -> None:
    """Ask for a server address (ws://host:port or wss://...); a bare host:port gets ws://."""

    def done(text: str) -> None:
        try:
            url = parse_address(text).url
        except BadAddress as error:  # said in a sentence, and the address asked again, as typed, to correct it
            entry = TextEntry(app, msg("net-address-prompt"), text.strip()[:URL_LIMIT], done, limit=URL_LIMIT)
            app.push(entry)
            app.cue("invalid")
            app.say(error.reason, entry.title, entry.current_msg())
            return
        then(url)

    app.push(TextEntry(app, msg("net-address-prompt"), last_visit().get("url", ""), done, limit=URL_LIMIT))


def ask_code(app: "App", then: Callable[[str], None]) -> None:
    """Ask for a table code."""

    def done(text: str) -> None:
        if text.strip():
            then(text.strip())

    app.push(TextEntry(app, msg("net-code-prompt"), "", done, limit=40))


class OnlineGameList(Menu):
    """The games, to host one online."""

    def __init__(self, app: "App", url: str | None) -> None:
        self.url = url
        super().__init__(app, msg("games-title"), help_id="help-games")

    def build(self) -> list[Item]:
        """One item per registered game."""
        return [
            Item(
                msg("game-with-summary", title=msg(f"{name}-title"), summary=msg(f"{name}-summary")),
                lambda name=name: self.app.push(HostMenu(self.app, name, self.url)),
                key=name,
            )
            for name in games()
        ]


class HostMenu(NewGameMenu):
    """Variant, options and seats for an online table: your seat, friends' seats (other human seats), bots,
    and how long an absent friend's seat waits before a bot plays it."""

    def __init__(self, app: "App", game_name: str, url: str | None) -> None:
        super().__init__(app, game_name)
        self.url = url
        self.absence: float | None = DEFAULT_ABSENCE
        self.listed = False  # private by default: joined by its code alone

    def build(self) -> list[Item]:
        """The new-game items, with the absence allowance before Start."""
        items = super().build()
        absence = Item(
            lambda: msg("online-absence-item", minutes=-1 if self.absence is None else round(self.absence / 60)),
            adjust=self.change_absence,
            key="absence",
        )
        listed = Item(
            lambda: msg("lobby-host-open" if self.listed else "lobby-host-private"),
            adjust=self.change_listed,
            key="listed",
        )
        return items[:-1] + [absence, listed, items[-1]]

    def change_listed(self, step: int) -> None:
        """Open (listed in the server's lobby) or private (joined by its code alone)."""
        self.listed = not self.listed

    def change_absence(self, step: int) -> None:
        """Step through the allowances (one minute to half an hour, or no stand-in bot)."""
        self.absence = ABSENCES[(ABSENCES.index(self.absence) + step) % len(ABSENCES)]

    def seat_msg(self, number: int) -> Any:
        """Your seat as usual; every other human seat is a friend's seat, taken with the table code."""
        humans = [n for n, seat in enumerate(self.seats) if not seat.is_bot]
        if number in humans[1:]:
            return msg("online-friend-seat", number=number + 1)
        return super().seat_msg(number)

    def start(self) -> None:
        """Open the table: on this computer's own server, or on the server given."""
        seats = table_seats(self.seats)
        table = table_settings(self.app.options.bot_delay, self.absence)
        if self.listed:
            table.update(listed=True, lang=self.app.settings.lang)
        self.app.pop(announce=False)
        if self.url is None:
            embedded = Embedded()
            open_table(
                self.app,
                "",
                hosting_here(embedded, self.game.name, seats, self.variant, dict(self.values), table=table),
                embedded,
                host=True,
            )
        else:
            open_table(
                self.app,
                self.url,
                hosting(self.game.name, seats, self.variant, dict(self.values), table=table),
                host=True,
            )


def online_screen_for(
    app: "App",
    command: str,
    extra: dict[str, Any],
    game: str | None,
    variant: str | None,
    name: str | None,
    code: str | None,
    password: str | None = None,
) -> OnlineScreen:
    """The table screen the `host`, `join` and `watch` commands open."""
    url = extra.get("url")
    if command == "host":
        assert game is not None
        options = extra.get("options", {})
        table = table_settings(extra.get("bot_delay", 1.0), extra["absence"] if "absence" in extra else DEFAULT_ABSENCE)
        if extra.get("listed"):
            table.update(listed=True, lang=app.settings.lang)
        if url is None:
            embedded = Embedded(extra.get("port", 8765), extra.get("listen", "0.0.0.0"), password)
            opening = hosting_here(embedded, game, extra["table"], variant, options, code, table)
            screen = OnlineScreen(
                app, TableClient(""), opening, on_close=embedded.stop, announce_code=True, share=embedded.address
            )
        else:
            screen = OnlineScreen(
                app, TableClient(url), hosting(game, extra["table"], variant, options, code, table), announce_code=True
            )
    elif command == "join":
        screen = OnlineScreen(
            app,
            TableClient(url or ""),
            joining(extra["code"], name or default_name() or app.text(msg("default-player-name"))),
        )
    else:
        screen = OnlineScreen(app, TableClient(url or ""), watching(extra["code"]))
    screen.client.password = password
    screen.client.cafile = extra.get("cafile")
    screen.client.use_servers(extra.get("servers", []))
    return screen
