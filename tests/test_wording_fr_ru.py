"""Wording heard in French and Russian games: "Vous écrivez 5 dans Nénuphars", the runner-up hint as "Deuxième :",
places as "1re place" and "2e place", and the Russian note on a letter that reads and jumps in one natural
sentence."""

from __future__ import annotations

from accessible_games.core.messages import Msg
from accessible_games.i18n import catalog

NB = "\u00a0"


def fr(message_id: str, **args: object) -> str:
    """One French message."""
    return catalog("fr").render(Msg(message_id, dict(args)), {})


def test_french_writes_a_number_in_an_area() -> None:
    """A choice written: the number goes "dans" the area, not after a colon."""
    line = fr("sixtyone-write", self=True, value=5, area="Nénuphars", cell="nénuphar 2", gain=0, leaf=1, total=12)
    assert line.startswith("Vous écrivez 5 dans Nénuphars, nénuphar 2"), line
    line = fr(
        "sixtyone-write", self=False, player="Anna", value=3, area="Citrouilles", cell="x", gain=1, leaf=1, total=2
    )
    assert line.startswith("Anna écrit 3 dans Citrouilles, "), line


def test_french_names_the_runner_up_second() -> None:
    """The hint's next best move is "Deuxième :", never "Ensuite :"."""
    assert fr("oflameron-hint-runner", move="droite 1", expected="12 points").startswith(f"Deuxième{NB}: droite 1")
    assert fr("oflameron-hint-next-ends", move="gauche 2", expected="3 points").startswith(f"Deuxième{NB}: gauche 2")


def test_french_places_are_ordinals() -> None:
    """ "1re place", "2e place", for you and for others, with points and with acorns."""
    assert fr("final-place", self=False, player="Anna", score=27, place=1) == f"Anna{NB}: 27 points, 1re place."
    assert fr("final-place", self=True, player="Anna", score=1, place=2) == f"Vous{NB}: 1 point, 2e place."
    assert fr("final-place-acorns", self=False, player="Boris", score=42, place=3) == f"Boris{NB}: 42 glands, 3e place."


def test_russian_reading_letter_note_reads_naturally() -> None:
    """The letter that reads aloud and, with Shift, jumps to an area."""
    line = catalog("ru").render(Msg("sixtyone-help-shift", {"letter": "В", "areas": "Водяные лилии"}), {})
    assert line == "Клавиша В читает вслух, а Shift+В переходит в область «Водяные лилии»."
