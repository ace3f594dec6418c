"""At an online table: chat heard as chat (muted for all, or for one player), and the host's door and seats.

Chat lines arrive with the game's messages. They are heard after the game events of the same
update, at most CHAT_AT_ONCE of them (the rest go to the history, with a count), so a chatty
table never holds back a roll or a move. Ctrl+U mutes chat (the `chat` setting); the table menu
(Ctrl+O) mutes one player's chat and, for the host, locks the table, asks newcomers to knock,
lets them in or not, removes a player and turns listening off. Ctrl+Y lets in who knocks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..core.messages import Msg, msg
from ..core.wire import request
from .screen import Item, Menu, confirm

if TYPE_CHECKING:
    from .online_screen import OnlineScreen

CHAT_AT_ONCE = 2  # chat lines heard from one update; the others go to the history
MUTE_KEY = "c-u"  # mute or unmute chat
LET_IN_KEY = "c-y"  # let in the player knocking
TABLE_MENU_KEY = "c-o"  # the table menu


class TableSide:
    """What an online screen adds for chat and for the table's host."""

    def __init__(self, screen: "OnlineScreen") -> None:
        self.screen = screen
        self.app = screen.app
        self.muted: set[str] = set()  # names of players whose chat this player does not hear
        self.knocks: list[dict[str, Any]] = []  # newcomers waiting for the host (the host's updates only)
        self.table: dict[str, Any] = {}  # the table's host seat and the host's choices
        screen.client.on_knocking = lambda: self.app.event(msg("tablehost-knocking"))

    # --- what arrives -----------------------------------------------------------------------
    def hear(self, data: dict[str, Any], heard: list[Msg]) -> None:
        """An update's messages: the game's first, then the door, then the chat lines not muted."""
        game = [message for message in heard if message.id != "net-chat"]
        if game:
            self.app.event(*game)
        self.table = {key: data.get(key) for key in ("host", "locked", "knock", "spectators")}
        self._door(data.get("knocks"))
        self._chat([message for message in heard if message.id == "net-chat"])
        if "missed" not in data and self._removed(heard):
            self.screen.client.reconnect = False  # the seat's token no longer works: no coming back
            self.app.cue("invalid")
            self.app.event(msg("net-error-removed"))
            self.screen.leave(quietly=True)

    def _removed(self, heard: list[Msg]) -> bool:
        """True when the host has just removed this player's own seat."""
        seat = self.screen.client.seat
        return seat is not None and any(m.id == "net-seat-removed" and m.args.get("seat") == seat + 1 for m in heard)

    def _door(self, knocks: Any) -> None:
        """The host hears each new knock once."""
        if not isinstance(knocks, list):
            return
        known = {knock["id"] for knock in self.knocks}
        self.knocks = [
            k for k in knocks if isinstance(k, dict) and isinstance(k.get("id"), int) and isinstance(k.get("name"), str)
        ]
        for knock in self.knocks:
            if knock["id"] not in known:
                self.app.cue("your-turn")
                self.app.event(msg("tablehost-knock", name=knock["name"]))

    def _chat(self, lines: list[Msg]) -> None:
        """Chat lines as chat: none when chat is muted or its player is; a few heard, the rest kept."""
        if self.app.settings.chat == "off":
            return
        names = [seat.name for seat in self.screen.seats]
        lines = [line for line in lines if self._player_name(line, names) not in self.muted]
        if lines[:CHAT_AT_ONCE]:
            self.app.event(*lines[:CHAT_AT_ONCE])
        for line in lines[CHAT_AT_ONCE:]:
            self.app.announcer.history.add(self.app.text(line), kind="talk")
        if len(lines) > CHAT_AT_ONCE:
            self.app.event(msg("tablehost-chat-more", count=len(lines) - CHAT_AT_ONCE))

    @staticmethod
    def _player_name(line: Msg, names: list[str]) -> str:
        player = line.args.get("player")
        return names[player] if isinstance(player, int) and 0 <= player < len(names) else ""

    # --- keys -------------------------------------------------------------------------------
    def handle_key(self, key: str) -> bool:
        """Ctrl+U, Ctrl+Y and Ctrl+O; False for any other key."""
        if key == MUTE_KEY:
            self.toggle_chat()
        elif key == LET_IN_KEY:
            if self.is_host() and self.knocks:
                self.answer(self.knocks[0], True)
            else:
                self.app.cue("invalid")
                self.app.say(msg("tablehost-no-knock"))
        elif key == TABLE_MENU_KEY:
            self.app.push(TableMenu(self.app, self))
        else:
            return False
        return True

    def is_host(self) -> bool:
        """True when this player holds the table's host seat."""
        seat = self.screen.client.seat
        return seat is not None and seat == self.table.get("host")

    def toggle_chat(self) -> None:
        """Mute or unmute all chat (the setting is saved)."""
        self.app.settings.chat = "off" if self.app.settings.chat == "on" else "on"
        self.app.settings_changed()
        self.app.say(msg("tablehost-chat-muted" if self.app.settings.chat == "off" else "tablehost-chat-on"))

    def toggle_player(self, name: str) -> None:
        """Mute or unmute one player's chat."""
        if name in self.muted:
            self.muted.discard(name)
            self.app.say(msg("tablehost-unmuted-player", name=name))
        else:
            self.muted.add(name)
            self.app.say(msg("tablehost-muted-player", name=name))

    # --- the host's commands --------------------------------------------------------------
    def send(self, kind: str, **fields: Any) -> None:
        """Send a host command; the server's answer comes as a notice every seat hears."""
        self.app.spawn(lambda: self.screen._send(self.screen.client.send_raw(request(kind, **fields))))

    def answer(self, knock: dict[str, Any], yes: bool) -> None:
        """Let a newcomer in, or turn them away."""
        self.knocks = [k for k in self.knocks if k is not knock]
        self.send("let-in", knock=knock["id"], yes=yes)
        self.app.say(msg("tablehost-letting-in" if yes else "tablehost-turned-away", name=knock["name"]))


class TableMenu(Menu):
    """Ctrl+O: the host's door and seats, and muting a player's chat."""

    def __init__(self, app: Any, side: TableSide) -> None:
        self.side = side
        super().__init__(app, msg("tablehost-menu-title"), help_id="help-menu")

    def build(self) -> list[Item]:
        """The host's choices (for the host only), then a mute item per other player, then chat for all."""
        side, client = self.side, self.side.screen.client
        items: list[Item] = []
        if side.is_host():
            table = side.table
            items += [
                self._do(
                    msg("tablehost-unlock" if table.get("locked") else "tablehost-lock"),
                    "lock",
                    lambda: side.send("host", lock=not table.get("locked")),
                ),
                self._do(
                    msg("tablehost-knock-off" if table.get("knock") else "tablehost-knock-on"),
                    "knock",
                    lambda: side.send("host", knock=not table.get("knock")),
                ),
                self._do(
                    msg("tablehost-listening-off" if table.get("spectators") else "tablehost-listening-on"),
                    "listening",
                    lambda: side.send("host", spectators=not table.get("spectators")),
                ),
            ]
            for knock in side.knocks:
                items.append(
                    self._do(
                        msg("tablehost-let-in", name=knock["name"]),
                        f"let-in-{knock['id']}",
                        lambda knock=knock: side.answer(knock, True),
                    )
                )
                items.append(
                    self._do(
                        msg("tablehost-turn-away", name=knock["name"]),
                        f"away-{knock['id']}",
                        lambda knock=knock: side.answer(knock, False),
                    )
                )
        names = [seat.name for seat in side.screen.seats]
        for index, seat in enumerate(client.seats):
            if index == client.seat or seat.get("kind") != "human":
                continue
            name = names[index]
            if side.is_host():
                items.append(
                    Item(
                        msg("tablehost-remove", name=name, seat=index + 1),
                        lambda index=index, name=name: self._remove(index, name),
                        key=f"remove-{index}",
                    )
                )
            label = "tablehost-unmute-player" if name in side.muted else "tablehost-mute-player"
            items.append(self._do(msg(label, name=name), f"mute-{index}", lambda name=name: side.toggle_player(name)))
        items.append(
            self._do(
                msg("tablehost-chat-all-on" if self.app.settings.chat == "off" else "tablehost-chat-all-off"),
                "chat",
                side.toggle_chat,
            )
        )
        items.append(Item(msg("tablehost-back"), self.app.pop, key="back"))
        return items

    def _do(self, label: Msg, key: str, action: Callable[..., object]) -> Item:
        """An item that closes the menu, then acts."""
        return Item(label, lambda: (self.app.pop(announce=False), action()), key=key)

    def _remove(self, index: int, name: str) -> None:
        """Remove a player, after a question."""

        def remove() -> None:
            self.app.pop(announce=False)
            self.side.send("remove", seat=index)

        confirm(self.app, msg("tablehost-remove-confirm", name=name), remove)
