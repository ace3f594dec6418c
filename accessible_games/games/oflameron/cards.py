"""Oflameron card and cell values, the decks and the paper sheet they are drawn from."""

from __future__ import annotations

from collections import Counter

from ...core.rng import Rng

NUMBERS: tuple[str, ...] = ("+1", "+5", "+10", "+15", "+25", "-1", "-5", "-10", "-15", "-25")
BASIC: tuple[str, ...] = NUMBERS + ("P", "T", "B", "Z")  # the 14 values of the standard deck
END = "END"
EXTRA = "X"  # paper sheet only: an extra marker for 500
ALL_VALUES: tuple[str, ...] = BASIC + (END, EXTRA)

GRID = "grid"
SHEET = "sheet"
LOOP = "loop"
VARIANTS: tuple[str, ...] = (GRID, SHEET, LOOP)

BONUS_P = 100
MARKER_PRICE = {GRID: 2000, SHEET: 500}


def bonus_t(variant: str) -> int:
    """What T adds: 1000 in the card grid (the manual), 500 on the sheet and the loop (the article)."""
    return 1000 if variant == GRID else 500


def fixed_points(card: str, variant: str) -> int | None:
    """The points a card adds (negative: subtracts), or None for Z, END, X and the grid's B."""
    if card in NUMBERS:
        return int(card)
    if card == "P":
        return BONUS_P
    if card == "T":
        return bonus_t(variant)
    if card == "B" and variant != GRID:
        return -200
    return None


# A card's effect on a score as a line, `slope * score + intercept`, and True when reaching it always
# ends the game (END); any other card ends it when the score falls below zero where that rule is on.
CardLine = tuple[float, float, bool]


def card_line(card: str, variant: str, keep: float, loss: float) -> CardLine:
    """A card's effect on a score as a line (points added; Z to zero; the grid's B keeps `keep` of the
    score less a mean `loss`; X nothing) and whether it always ends the game (END)."""
    points = fixed_points(card, variant)
    if points is not None:
        return 1.0, float(points), False
    if card == "Z":
        return 0.0, 0.0, False
    if card == "B":
        return keep, -loss, False
    return 1.0, 0.0, card == END


def landed(card: str, score: int, variant: str) -> tuple[int, bool]:
    """The score after reaching `card` (not the grid's B, which chance decides) with `score`, and
    whether the game ends there: END, or a score below zero."""
    if card == END:
        return score, True
    if card == "Z":
        return 0, False
    after = score + (fixed_points(card, variant) or 0)
    return after, after < 0


def penalty_points(card: str, signed: bool = False) -> int:
    """What a card drawn for the grid's B costs: a number's size (`signed`: its value, so a minus
    card gives points back), P 100, T 1000 (Z is handled apart)."""
    if card in NUMBERS:
        return int(card) if signed else abs(int(card))
    if card == "P":
        return BONUS_P
    if card == "T":
        return bonus_t(GRID)
    raise ValueError(f"{card} is not a penalty card")


def card_slug(card: str, variant: str) -> str:
    """The message id suffix that names a card's value in words in `variant`."""
    if card in NUMBERS:
        number = int(card)
        return f"{'plus' if number > 0 else 'minus'}-{abs(number)}"
    if card == "T":
        return f"t-{bonus_t(variant)}"
    if card == "B":
        return "b-draw" if variant == GRID else "b-200"
    return card.lower()


def standard_deck(copies: int = 5, decks: int = 1, end_cards: int = 0) -> list[str]:
    """`copies` of each of the 14 values, times `decks`, plus `end_cards` END cards (unshuffled)."""
    cards = [value for value in BASIC for _ in range(copies * decks)]
    cards.extend([END] * end_cards)
    return cards


def make_up(cards: list[str]) -> dict[str, int]:
    """How many cards of each value a pile holds, in the standard order of values."""
    counts = Counter(cards)
    return {value: counts[value] for value in ALL_VALUES if counts[value]}


def random_cell(rng: Rng, x_cells: bool) -> str:
    """One paper-sheet cell: END about 1 in 50, X about 1 in 40, else one of the 14 values evenly."""
    roll = rng.below(200)
    if roll < 4:
        return END
    if x_cells and roll < 9:
        return EXTRA
    return BASIC[rng.below(len(BASIC))]


def random_sheet(rng: Rng, rows: int, columns: int, x_cells: bool) -> list[list[str]]:
    """A fresh paper sheet, bottom row first."""
    return [[random_cell(rng, x_cells) for _ in range(columns)] for _ in range(rows)]
