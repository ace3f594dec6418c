"""A hint that takes a while (the first Sixty-One hint of a game loads its tables) is announced at once as being
worked out, then said when it comes; a quick hint says nothing more than itself."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from test_sixtyone_choices_and_summary import start as sixtyone_start


def test_a_slow_hint_says_thinking_then_the_hint(tmp_path: Path) -> None:
    """The worker holds the answer: H, and once the short wait is over, "Thinking…"; then the hint itself."""
    h = sixtyone_start(tmp_path, seed=11)
    held: list[tuple[Callable[..., Any], tuple[Any, ...], Callable[[Any], None]]] = []
    h.game_screen.thinking.aside = lambda work, args, on_ready: held.append((work, args, on_ready))  # type: ignore[method-assign]
    h.clear()
    h.press("h")
    assert h.said() == ["Thinking…"]
    work, args, on_ready = held[0]
    on_ready(work(*args))
    assert h.said()[-1].startswith("Hint: "), h.said()


def test_a_quick_hint_is_only_the_hint(tmp_path: Path) -> None:
    """Answered before the wait is over: no "Thinking…"."""
    h = sixtyone_start(tmp_path, seed=11)
    h.clear()
    h.press("h")
    assert h.said() and h.said()[0].startswith("Hint: ") and "Thinking…" not in h.said(), h.said()
