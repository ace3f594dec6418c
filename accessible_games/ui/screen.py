"""The screen base class and the generic screens: menus, text readers, text entry, confirmations."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Sequence

from ..core.messages import Msg, msg
from ..board_host.controller import View
from ..board_host.keys import key_name

if TYPE_CHECKING:
    from .app import App


SENTENCE_ENDS = (".", "!", "?", "…", ":", ";")


def as_sentences(text: str) -> str:
    """A page of several lines as one utterance: a line without an end (a heading) ends with a period.

    Speech turns line breaks into spaces, so "Goal and material" would run into the text after it.
    """
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return " ".join(line if line.endswith(SENTENCE_ENDS) else f"{line}." for line in lines)


class Screen:
    """One screen of the app: it speaks when shown, handles keys, and draws its visual view."""

    help_id: str = "help-menu"

    def __init__(self, app: "App") -> None:
        self.app = app

    def on_show(self) -> None:
        """Called when the screen becomes the top of the stack: say where the player is."""

    def handle_key(self, key: str) -> bool:
        """React to a key; False when the key means nothing here."""
        return False

    def view(self) -> View:
        """The visual view."""
        return View([])

    def on_escape(self) -> None:
        """Escape: go back one screen (screens that need a confirmation override this)."""
        self.app.pop()

    def help_messages(self) -> list[Msg]:
        """What F1 says on this screen (its own keys first, then the shared keys)."""
        return [msg(self.help_id), msg("help-shared")]

    def rules_game(self) -> str | None:
        """The game whose rules F2 / Ctrl+F1 opens from here (None: the game choice menu)."""
        return None


@dataclass
class Item:
    """One menu line: its label, what Enter does, and (for settings) what Left/Right do."""

    label: Msg | Callable[..., Msg]
    action: Callable[..., object] | None = None  # what it returns is not used
    adjust: Callable[..., object] | None = None
    key: str = ""  # a stable name, for tests and for keeping the focus across rebuilds

    def text_msg(self) -> Msg:
        """The label as a message."""
        return self.label() if callable(self.label) else self.label


class Menu(Screen):
    """A vertical menu: arrows, Home/End, first letter, Enter/Space, Left/Right to change a value."""

    def __init__(self, app: "App", title: Msg, items: Sequence[Item] = (), help_id: str = "help-menu") -> None:
        super().__init__(app)
        self.title = title
        self.items: list[Item] = list(items)
        self.index = 0
        self.help_id = help_id

    def build(self) -> list[Item]:
        """Menus whose items change (settings, new game) rebuild them here."""
        return self.items

    def refresh(self) -> None:
        """Rebuild the items, keeping the focus on the same item key when it still exists."""
        current = self.items[self.index].key if self.items else ""
        self.items = self.build()
        keys = [item.key for item in self.items]
        if current and current in keys:
            self.index = keys.index(current)
        self.index = max(0, min(self.index, len(self.items) - 1))

    def on_show(self) -> None:
        """Say the menu's title and the focused item."""
        self.refresh()
        self.app.say(self.title, self.item_msg())

    def item_msg(self) -> Msg:
        """The focused item with its position ("Play, 1 of 6")."""
        if not self.items:
            return msg("menu-empty")
        label = self.items[self.index].text_msg()
        ends_sentence = self.app.text(label).rstrip().endswith(SENTENCE_ENDS)  # "towards 61." takes no comma after it
        return msg(
            "menu-item-after-sentence" if ends_sentence else "menu-item",
            label=label,
            position=self.index + 1,
            count=len(self.items),
        )

    def focus(self, index: int) -> None:
        """Move the focus and say the item; at an edge play the edge cue."""
        if not self.items:
            self.app.cue("edge")
            return
        if index < 0 or index >= len(self.items):
            self.app.cue("edge")
            self.app.say(self.item_msg())
            return
        self.index = index
        self.app.cue("move")
        self.app.say(self.item_msg())

    def handle_key(self, key: str) -> bool:
        """Menu keys."""
        if key == "up":
            self.focus(self.index - 1)
        elif key == "down":
            self.focus(self.index + 1)
        elif key == "home":
            self.focus(0)
        elif key == "end":
            self.focus(len(self.items) - 1)
        elif key in ("enter", "space"):
            self.activate()
        elif key in ("left", "right"):
            item = self.items[self.index] if self.items else None
            if item is None or item.adjust is None:
                return False
            item.adjust(-1 if key == "left" else 1)
            self.refresh()
            self.app.say(self.item_msg())
        elif len(key) == 1 and key.isalnum():
            self.jump(key)
        else:
            return False
        return True

    def activate(self) -> None:
        """Enter on the focused item: its action, else step its value."""
        if not self.items:
            self.app.cue("invalid")
            return
        item = self.items[self.index]
        if item.action is not None:
            item.action()
        elif item.adjust is not None:
            item.adjust(1)
            self.refresh()
            self.app.say(self.item_msg())
        else:
            self.app.cue("invalid")

    def jump(self, letter: str) -> None:
        """Jump to the next item whose label starts with `letter` (digits jump to that position)."""
        if letter.isdigit() and not any(self.app.text(i.text_msg()).lower().startswith(letter) for i in self.items):
            position = int(letter) - 1
            if 0 <= position < len(self.items):
                self.focus(position)
            else:
                self.nothing(letter)
            return
        count = len(self.items)
        for step in range(1, count + 1):
            candidate = (self.index + step) % count
            if self.app.text(self.items[candidate].text_msg()).lower().startswith(letter.lower()):
                self.focus(candidate)
                return
        self.nothing(letter)

    def nothing(self, key: str) -> None:
        """A key that does nothing in this list: the invalid cue, and words for it (cues may be off)."""
        self.app.cue("invalid")
        self.app.say(msg("key-does-nothing", key=key_name(key)))

    def view(self) -> View:
        """Title, then one line per item; the cursor sits on the focused item."""
        lines = [self.app.text(self.title), ""]
        for number, item in enumerate(self.items):
            marker = ">" if number == self.index else " "
            lines.append(f"{marker} {self.app.text(item.text_msg())}")
        return View(lines, (2 + self.index, 2))


class TextReader(Screen):
    """Reads a list of texts one at a time (help, rules sections): Up/Down, Home/End, Enter repeats."""

    def __init__(self, app: "App", title: Msg, pages: Sequence[Msg], help_id: str = "help-reader") -> None:
        super().__init__(app)
        self.title = title
        self.pages = list(pages)
        self.index = 0
        self.help_id = help_id
        self.rules_of: str | None = None  # the game whose rules this reader reads, if any

    def on_show(self) -> None:
        """Say the title and the first page."""
        self.app.say(self.title)
        self.say_page(interrupt=False)

    def say_page(self, interrupt: bool = True) -> None:
        """Say the page (a heading ends with a pause, not running into the text), then where it is."""
        if not self.pages:
            self.app.say(msg("menu-empty"))
            return
        page = as_sentences(self.app.text(self.pages[self.index]))
        position = self.app.text(msg("reader-position", position=self.index + 1, count=len(self.pages)))
        announcer = self.app.announcer
        for number, text in enumerate((page, position)):
            announcer.raw(text, interrupt=interrupt and number == 0)
            announcer.history.add(text, kind="mine")

    def handle_key(self, key: str) -> bool:
        """Reader keys."""
        moves = {
            "down": self.index + 1,
            "up": self.index - 1,
            "home": 0,
            "end": len(self.pages) - 1,
            "right": self.index + 1,
            "left": self.index - 1,
        }
        if key in moves:
            target = moves[key]
            if not 0 <= target < len(self.pages):
                self.app.cue("edge")
                return True
            self.index = target
            self.app.cue("move")
            self.say_page()
        elif key in ("enter", "space"):
            self.say_page()
        else:
            return False
        return True

    def view(self) -> View:
        """The title and the current page, wrapped by the terminal."""
        lines = [self.app.text(self.title), ""]
        if self.pages:
            lines.extend(self.app.text(self.pages[self.index]).splitlines())
            lines.append("")
            lines.append(self.app.text(msg("reader-position", position=self.index + 1, count=len(self.pages))))
        return View(lines, (2, 0))


class TextEntry(Screen):
    """Type a short text (a player's name): letters are echoed, Backspace deletes, Enter confirms."""

    help_id = "help-entry"

    def __init__(self, app: "App", title: Msg, initial: str, done: Callable[[str], None], limit: int = 30) -> None:
        super().__init__(app)
        self.title = title
        self.text = initial
        self.done = done
        self.limit = limit
        self.selected = bool(initial)  # a suggestion starts selected: typing replaces it, Right keeps it

    def on_show(self) -> None:
        """Say what to type and what is there now (a suggestion: that it is selected and how to keep it)."""
        self.app.say(self.title, self.current_msg())

    def current_msg(self) -> Msg:
        """The text so far, or that the suggestion is selected, or that nothing is typed."""
        if self.selected:
            return msg("entry-suggested", text=self.text)
        return msg("entry-current", text=self.text) if self.text else msg("entry-empty")

    def handle_key(self, key: str) -> bool:
        """Typing keys."""
        if key == "enter":
            value = self.text.strip()
            if not value:
                self.app.cue("invalid")
                self.app.say(msg("entry-empty"))
                return True
            self.app.pop(announce=False)
            self.done(value)  # `done` says what happened (the screen below is not re-announced)
        elif self.selected and key in ("backspace", "delete"):
            self.text, self.selected = "", False
            self.app.say(msg("entry-cleared"))
        elif self.selected and key in ("right", "end"):
            self.selected = False
            self.app.say(msg("entry-kept", text=self.text))
        elif key == "backspace":
            if self.text:
                removed, self.text = self.text[-1], self.text[:-1]
                self.app.say(msg("entry-deleted", char=removed))
            else:
                self.app.cue("edge")
        elif key == "space" and (self.selected or len(self.text) < self.limit):
            self._type(" ")
            self.app.say(msg("entry-space"))
        elif len(key) == 1 and key.isprintable() and (self.selected or len(self.text) < self.limit):
            self._type(key)
            self.app.say(msg("entry-char", char=key))
        elif key in ("up", "down", "home", "end", "left", "right"):
            self.app.say(self.current_msg())
        else:
            return False
        return True

    def _type(self, char: str) -> None:
        """Add a character; a selected suggestion is replaced by it."""
        self.text = char if self.selected else self.text + char
        self.selected = False

    def view(self) -> View:
        """The prompt and the text typed so far, cursor after it (a selected suggestion is marked)."""
        lines = [self.app.text(self.title), "", self.text]
        if self.selected:
            lines += ["", self.app.text(msg("entry-suggested", text=self.text))]
        return View(lines, (2, 0 if self.selected else len(self.text)))

    def help_messages(self) -> list[Msg]:
        """F1: the typing keys, and while a suggestion is selected how to replace or keep it."""
        own = [msg(self.help_id)] + ([msg("help-entry-suggestion")] if self.selected else [])
        return own + [msg("help-shared")]


def confirm(app: "App", question: Msg, on_yes: Callable[[], object]) -> None:
    """Ask a yes/no question (No is focused first); Yes runs `on_yes`."""

    def yes() -> None:
        app.pop(announce=False)
        on_yes()

    items = [Item(msg("answer-no"), app.pop, key="no"), Item(msg("answer-yes"), yes, key="yes")]
    app.push(Menu(app, question, items, help_id="help-confirm"))
