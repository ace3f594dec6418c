"""The end of a Ramses II game reads each player's cards in a stated order: highest value first (equal values by
treasure), and the line says so."""

from __future__ import annotations

from pathlib import Path

from ramses_helpers import table
from test_ramses_ui import _install
from test_ramses_ui import start as ramses_start


def test_each_hand_is_read_highest_first_and_says_so(tmp_path: Path) -> None:
    """Anna holds four cards dealt in no order; the summary gives them highest first and says so once."""
    h = ramses_start(tmp_path, players="Anna,Boris")
    state, _ = table(
        players=2,
        stage=3,
        stacks=[[], [], ["3-end"]],
        hands=[["1-crown", "3-dog", "2-cat", "2-trumpet"], ["1-parrot", "3-mummy"]],
    )
    h.clear()
    _install(h, state)
    said = h.said()
    assert (
        "Anna: 4 cards, highest first: sacred dog, 4 points; trumpet, 3 points; cat statue, 2 points; crown, 1 point."
        in said
    ), said
    assert "Boris: 2 cards: mummy, 4 points; parrot, 1 point." in said, said  # the order is said once
