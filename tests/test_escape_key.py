"""Escape is answered when it is read, not 50 ms later; arrows and Alt combinations stay whole."""

from __future__ import annotations

import os
from typing import Iterator

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.keys import Keys

from accessible_games.ui.escape_key import answer_escape_at_once

pytestmark = pytest.mark.skipif(os.name != "posix", reason="terminal byte streams are read on POSIX")


@pytest.fixture
def pipe() -> Iterator[object]:
    with create_pipe_input() as terminal:
        yield terminal


def test_a_lone_escape_is_a_key_at_once(pipe: object) -> None:
    """Without the change the parser holds ESC until a timeout flushes it; with it, the key is there."""
    pipe.send_bytes(b"\x1b")  # type: ignore[attr-defined]
    assert pipe.read_keys() == []  # type: ignore[attr-defined]  # prompt_toolkit alone: still waiting
    pipe.flush_keys()  # type: ignore[attr-defined]
    assert answer_escape_at_once(pipe)
    pipe.send_bytes(b"\x1b")  # type: ignore[attr-defined]
    assert [press.key for press in pipe.read_keys()] == [Keys.Escape]  # type: ignore[attr-defined]


def test_sequences_that_start_with_escape_are_still_whole_keys(pipe: object) -> None:
    """Up, F1 and Alt+X arrive as one read each and are read as before."""
    answer_escape_at_once(pipe)
    for data, expected in ((b"\x1b[A", [Keys.Up]), (b"\x1bOP", [Keys.F1]), (b"\x1bx", [Keys.Escape, "x"])):
        pipe.send_bytes(data)  # type: ignore[attr-defined]
        keys = pipe.read_keys() + pipe.flush_keys()  # type: ignore[attr-defined]
        assert [press.key for press in keys] == expected


def test_a_sequence_split_after_its_escape_still_waits_for_the_rest(pipe: object) -> None:
    """ESC then '[' in a later read: the partial 'ESC [' is held until the rest comes."""
    answer_escape_at_once(pipe)
    pipe.send_bytes(b"\x1b[")  # type: ignore[attr-defined]
    assert pipe.read_keys() == []  # type: ignore[attr-defined]
    pipe.send_bytes(b"B")  # type: ignore[attr-defined]
    assert [press.key for press in pipe.read_keys()] == [Keys.Down]  # type: ignore[attr-defined]
