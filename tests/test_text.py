"""clean_text: text from files and the network can neither steer the terminal nor garble speech."""

from __future__ import annotations

import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.core.text import MARKS_PER_LETTER, clean_text


def test_terminal_escape_sequences_are_removed_whole() -> None:
    """A name that would retitle the window and turn the text red is just the name."""
    assert clean_text("\x1b]2;PWNED\x07\x1b[31mAnna") == "Anna"
    assert clean_text("\x9b31mAnna\x9d0;title\x9c!") == "Anna!"
    assert clean_text("Anna\x1b[0m\x1b(B") == "Anna"
    assert clean_text("bell\x07 and null\x00") == "bell and null"


def test_bidi_and_format_characters_are_removed() -> None:
    """Overrides, isolates, zero-width marks and tag characters cannot reorder or hide text."""
    assert clean_text("\u202eannA\u202c") == "annA"
    assert clean_text("\u2066Anna\u2069\u200b\ufeff\U000e0041") == "Anna"
    assert clean_text("a\u00adb") == "ab"


def test_line_breaks_and_tabs_become_spaces() -> None:
    """A name cannot start a new transcript line or a fake message."""
    assert clean_text("Anna\nYou won\r\tbye\u2028x\x85y") == "Anna You won  bye x y"


def test_undecodable_file_name_bytes_become_replacement_characters() -> None:
    """A surrogate-escaped byte (a file name that is not UTF-8) can be written as UTF-8."""
    cleaned = clean_text("save\udcff.json")
    assert cleaned == "save\ufffd.json"
    cleaned.encode("utf-8")


def test_ordinary_text_is_unchanged_and_cut_to_limit() -> None:
    """Letters, digits, punctuation and no-break spaces of every language stay as they are."""
    for text in ("Анна", "Éloïse", "12 : 5\u00a0€", "李", "👩\u200d👩".replace("\u200d", "")):
        assert clean_text(text) == text
    assert clean_text("Alexandra", limit=4) == "Alex"
    assert clean_text("\x1b[1mAlexandra", limit=4) == "Alex"
    assert clean_text("abc", limit=0) == ""


@settings(max_examples=300, deadline=None)
@given(st.text(), st.one_of(st.none(), st.integers(min_value=0, max_value=50)))
def test_nothing_unsafe_survives(text: str, limit: int | None) -> None:
    """For any text: no control, format or surrogate character remains, it encodes, and fits the limit."""
    cleaned = clean_text(text, limit)
    assert all(unicodedata.category(char) not in ("Cc", "Cf", "Cs", "Zl", "Zp") for char in cleaned)
    cleaned.encode("utf-8")
    if limit is not None:
        assert len(cleaned) <= limit
    assert clean_text(cleaned) == cleaned
    assert longest_mark_stack(cleaned) <= MARKS_PER_LETTER


def longest_mark_stack(text: str) -> int:
    """The most non-spacing or enclosing marks in a row in `text`."""
    longest = run = 0
    for char in text:
        run = run + 1 if unicodedata.category(char) in ("Mn", "Me") else 0
        longest = max(longest, run)
    return longest


def test_a_tower_of_combining_marks_is_cut_to_a_few_per_letter() -> None:
    """36 marks on one letter of a name, 299 in a chat line: each letter keeps three, so the text stays on its
    line and a voice does not read mark after mark; the letters themselves all stay."""
    tower = "A" + "\u0301\u0316\u0336\u0489" * 9 + "nna"
    assert clean_text(tower) == "A\u0301\u0316\u0336nna"
    line = "".join(letter + "\u030a\u0353\u20dd" * 23 for letter in "Hello, friends") + "!"
    cleaned = clean_text(line)
    assert longest_mark_stack(line) == 69 and longest_mark_stack(cleaned) == 3
    assert "".join(char for char in cleaned if unicodedata.category(char) not in ("Mn", "Me")) == "Hello, friends!"


def test_accents_of_every_language_keep_their_marks() -> None:
    """Decomposed accents (as a Mac writes file names), Vietnamese, Hebrew points and Hindi stay as typed."""
    for text in (unicodedata.normalize("NFD", "Éloïse Nguyễn Thị Hằng"), "שָׁלוֹם", "हिंदी", "Ёжик"):
        assert clean_text(text) == text
