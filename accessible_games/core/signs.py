"""The characters a line review spells by a name of their own (the terminal's and the page's)."""

SIGNS = {
    " ": "space",
    "\u00a0": "space",
    ",": "comma",
    ".": "period",
    ":": "colon",
    ";": "semicolon",
    "-": "dash",
    "\u2014": "dash",
    "\u2013": "dash",
    "'": "apostrophe",
    "\u2019": "apostrophe",
    "!": "exclamation",
    "?": "question",
    "(": "parenthesis",
    ")": "parenthesis",
    "+": "plus",
    "«": "quote",
    "»": "quote",
    '"': "quote",
}
"""Characters spelled by a name of their own (message review-sign); others are said as they are."""
