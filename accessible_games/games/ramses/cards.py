"""The search cards: three stacks, treasure cards with a value, event cards and the End card.

A card is a short code: "<stack>-<treasure>" for a treasure card, "<stack>-<event>-<n>" for an
event card and "3-end" for the End card. Codes are unique, so hands and stacks are JSON lists.
"""

from __future__ import annotations

from .box import TREASURES

EVENTS: tuple[str, ...] = ("sandstorm", "gift", "risk", "fata", "poker")
EVENT_COUNTS: dict[str, int] = {"sandstorm": 3, "gift": 2, "risk": 2, "fata": 2, "poker": 2}
END = "3-end"
FINAL_VALUE = 4


def stack_one() -> list[str]:
    """Stack 1: one card per treasure, values 1, 2, 3 four times each."""
    return [f"1-{t}" for t in TREASURES]


def stack_two() -> list[str]:
    """Stack 2: one card per treasure (values 2 and 3 six times each) and 11 event cards."""
    cards = [f"2-{t}" for t in TREASURES]
    for event in EVENTS:
        cards.extend(f"2-{event}-{n}" for n in range(1, EVENT_COUNTS[event] + 1))
    return cards


def stack_three(end_card: bool) -> list[str]:
    """Stack 3: one card per treasure worth 4 points, and the End card unless left out."""
    cards = [f"3-{t}" for t in TREASURES]
    if end_card:
        cards.append(END)
    return cards


def card_stack(card: str) -> int:
    """The stack (1, 2 or 3) a card belongs to."""
    return int(card.split("-", 1)[0])


def card_treasure(card: str) -> str | None:
    """The treasure a treasure card asks for; None for event cards and the End card."""
    name = card.split("-")[1]
    return name if name in TREASURES else None


def card_event(card: str) -> str | None:
    """The event of an event card ("sandstorm", "gift", "risk", "fata", "poker"); else None."""
    name = card.split("-")[1]
    return name if name in EVENTS else None


def is_end(card: str) -> bool:
    """True for the End card."""
    return card == END


def card_value(card: str) -> int:
    """Points a treasure card is worth (0 for event cards and the End card)."""
    treasure = card_treasure(card)
    if treasure is None:
        return 0
    stack = card_stack(card)
    position = TREASURES.index(treasure)
    if stack == 1:
        return 1 + position % 3
    if stack == 2:
        return 2 + position % 2
    return FINAL_VALUE
