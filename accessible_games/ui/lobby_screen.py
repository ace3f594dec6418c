"""Play online → Open tables: a server's open tables, updated live, one joined with Enter.

The list follows the server's lobby over one link. A change rebuilds the list quietly, keeping the focus on
the same table; the app says nothing unless asked (Ctrl+L says how many tables are open), except that the
table under the focus leaving the list is said, since Enter would no longer reach it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.messages import Msg, msg
from ..core.names import NameRefused, player_name, refused_msg
from ..games import games
from ..client.lobby_client import LobbyClient, OpenTable
from ..serving.sitting import joining
from .screen import Item, Menu, TextEntry

if TYPE_CHECKING:
    from .app import App

LANG_IDS = {"en": "lobby-lang-en", "ru": "lobby-lang-ru", "fr": "lobby-lang-fr"}


def known(table: OpenTable) -> bool:
    """True for a table of a game and variant this app knows (it can name them, and play them)."""
    game = games().get(table.game)
    return game is not None and table.variant in game.variants


def table_msg(table: OpenTable) -> Msg:
    """One table as said: game, variant, host, seats free, language, how long it has waited."""
    waited = table.waited()
    return msg(
        "lobby-table",
        game=msg(f"{table.game}-title"),
        variant=msg(f"{table.game}-variant-{table.variant}"),
        host=table.host,
        free=table.free,
        seats=table.seats,
        lang=msg(LANG_IDS.get(table.lang, "lobby-lang-unknown")),
        minutes=waited // 60,
    )


class OpenTablesMenu(Menu):
    """The open tables of one server; Enter asks for a name and joins."""

    def __init__(self, app: "App", url: str) -> None:
        self.url = url
        self.tables: list[OpenTable] = []
        self.heard = False  # a first list arrived
        self.client = LobbyClient(url)
        self.client.on_list = self.changed
        self.client.on_error = self.refused
        super().__init__(app, msg("lobby-title"), help_id="lobby-help")
        app.spawn(self._start)

    async def _start(self) -> None:
        self.client.start()

    def build(self) -> list[Item]:
        """One item per open table, or a line saying there is none (yet)."""
        if not any(known(table) for table in self.tables):
            return [Item(msg("lobby-none" if self.heard else "lobby-asking"), None, key="none")]
        return [
            Item(lambda table=table: table_msg(table), lambda table=table: self.join(table), key=table.code)
            for table in self.tables
            if known(table)
        ]

    def changed(self, tables: list[OpenTable]) -> None:
        """A new list from the server: rebuilt quietly, the focus kept on its table."""
        focused = self.items[self.index].key if self.items else ""
        first = not self.heard
        self.heard = True
        self.tables = tables
        self.refresh()
        if self.app.top is not self:
            return
        if first:
            self.app.say(self.item_msg())
        elif focused not in ("", "none") and focused not in {t.code for t in tables}:
            self.app.say(msg("lobby-gone"), self.item_msg())
        invalidate = getattr(getattr(self.app, "pt_app", None), "invalidate", None)
        if invalidate is not None:
            invalidate()

    def refused(self, code: str) -> None:
        """The server refused the list, or cannot be reached (the link tries again by itself)."""
        if self.app.top is self:
            self.app.cue("invalid")
            self.app.say(msg("lobby-unreachable" if code == "unreachable" else f"net-error-{code}"))

    def handle_key(self, key: str) -> bool:
        """Ctrl+L says how many tables are open; the rest are menu keys."""
        if key == "c-l":
            self.app.say(msg("lobby-count", count=len(self.tables)))
            return True
        return super().handle_key(key)

    def join(self, table: OpenTable) -> None:
        """A name (the last one used is offered), then the table."""
        from .online_menu import default_name, open_table

        def sit(typed: str) -> None:
            if not typed.strip():
                typed = default_name() or self.app.text(msg("default-player-name"))
            try:
                name = player_name(typed)
            except NameRefused as error:
                self.app.cue("invalid")
                self.app.say(refused_msg(error))
                self.join(table)
                return
            self.close()
            self.app.pop(announce=False)  # this list
            open_table(self.app, self.url, joining(table.code, name))

        self.app.push(TextEntry(self.app, msg("net-name-prompt"), default_name(), sit))

    def close(self) -> None:
        """Stop following the lobby."""
        self.app.spawn(self.client.close)

    def on_escape(self) -> None:
        """Escape: stop following and go back."""
        self.close()
        self.app.pop()
