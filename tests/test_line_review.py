"""Line review: the last line heard word by word (' and Shift+'), spelled letter by letter (;), and copied to the
clipboard with Shift+; (OSC 52 where the terminal takes it; elsewhere said so, with the line)."""

from __future__ import annotations

import base64
import io
from pathlib import Path

from accessible_games.core.messages import msg
from accessible_games.ui.line_review import LineReview, osc52, terminal_copies
from accessible_games.ui.testing import Harness


class Terminal(io.StringIO):
    """What the app writes to a terminal."""

    def isatty(self) -> bool:
        return True


def in_game(tmp_path: Path, lang: str = "en") -> Harness:
    """Anna against a bot, her turn: the review keys work in the game screen."""
    h = Harness(tmp_path, lang=lang)
    h.start_game("oflameron", players="Anna,bot", seed=4)
    h.app.run_pending()
    return h


def heard_line(tmp_path: Path, lang: str = "en") -> Harness:
    """The app has just said a chat line: a name, a colon, a capital, signs."""
    h = in_game(tmp_path, lang)
    h.app.say(msg("net-chat", player=0, text="Hi, Anna!"))
    return h


def test_words_one_by_one_both_ways_with_an_edge_at_each_end(tmp_path: Path) -> None:
    """The line "Anna: Hi, Anna!" (a chat line, names as they are): ' gives Anna:, then Hi,; Shift+' goes back;
    past either end an edge cue and the same word; the line under review and R stay the same."""
    h = heard_line(tmp_path)
    h.clear()
    h.press("'")
    assert h.said() == ["Anna:"]
    h.press("'", '"', '"')
    assert h.said() == ["Anna:", "Hi,", "Anna:", "Anna:"] and h.cues.names()[-1] == "edge"
    h.clear()
    h.press("r")
    assert h.said() == [h.app.announcer.shown] and "Hi, Anna!" in h.said()[0]
    assert all("Hi," != line for line in h.app.announcer.history.lines)  # reviewing adds nothing to the history


def test_spelling_the_word_reached_or_the_whole_line(tmp_path: Path) -> None:
    """; before any word spells the whole line; after ' ' it spells the word reached: capitals and signs named."""
    h = in_game(tmp_path)
    h.app.say(msg("review-word", word="Go, Bo!"))
    h.clear()
    h.press(";")
    assert h.said() == ["capital G, o, comma, space, capital B, o, exclamation mark"]
    h.clear()
    h.press("'", "'", ";")
    assert h.said()[-1] == "capital B, o, exclamation mark"


def test_copy_sends_the_line_to_the_terminal_s_clipboard(tmp_path: Path) -> None:
    """Shift+; in a terminal that takes OSC 52: the request carries the line, and the app says it copied."""
    h = in_game(tmp_path)
    terminal = Terminal()
    h.app.review = LineReview(h.app, stream=terminal, environ={"TERM": "xterm-256color"})
    h.app.say(msg("review-word", word="Table 482 915 307"))
    h.clear()
    h.press(":")
    written = terminal.getvalue()
    assert written == osc52("Table 482 915 307")
    assert base64.b64decode(written[len("\x1b]52;c;") : -1]).decode() == "Table 482 915 307"
    assert h.said() == ["Copied: Table 482 915 307"]


def test_where_the_terminal_cannot_copy_the_line_is_said_instead(tmp_path: Path) -> None:
    """GNOME Terminal (VTE), the Linux console, or no terminal at all: nothing is written, the app says why and
    says the line, in the player's language."""
    for lang, said in (
        ("en", "This terminal does not let the app copy. The line: Table 7"),
        ("fr", "Ce terminal ne laisse pas l'application copier. La ligne\u00a0: Table 7"),
        ("ru", "Этот терминал не даёт приложению копировать. Строка: Table 7"),
    ):
        h = in_game(tmp_path / lang, lang=lang)
        terminal = Terminal()
        h.app.review = LineReview(h.app, stream=terminal, environ={"TERM": "xterm-256color", "VTE_VERSION": "7600"})
        h.app.say(msg("review-word", word="Table 7"))
        h.clear()
        h.press("ж" if lang == "ru" else ";")  # spelling first: the Russian key marked ; spells
        h.clear()
        h.press("Ж" if lang == "ru" else ":")
        assert terminal.getvalue() == "" and h.said() == [said]
    assert not terminal_copies({"TERM": "linux"}, Terminal())
    assert not terminal_copies({"TERM": "xterm"}, io.StringIO())  # not a terminal
    assert terminal_copies({"TERM": "xterm-kitty"}, Terminal())


def test_the_russian_keys_review_words(tmp_path: Path) -> None:
    """Э and Shift+Э (the keys marked ' and ") step through the words on a Russian layout."""
    h = in_game(tmp_path, lang="ru")
    h.app.say(msg("review-word", word="Ход Анны"))
    h.clear()
    h.press("э", "э", "Э")
    assert h.said() == ["Ход", "Анны", "Ход"]
