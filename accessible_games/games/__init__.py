"""The games: every sub-package here is one game, found with pkgutil, exposing its `GAME` object."""

from __future__ import annotations

import pkgutil
from functools import cache
from importlib import import_module
from typing import Any

from ..core.protocol import Game

_ADDED: dict[str, Game[Any, Any]] = {}


@cache
def _found() -> tuple[Game[Any, Any], ...]:
    """The game of every sub-package of this package, in menu order."""
    found = [import_module(f"{__name__}.{info.name}").GAME for info in pkgutil.iter_modules(__path__) if info.ispkg]
    return tuple(sorted(found, key=lambda game: (game.order, game.name)))


def games() -> dict[str, Game[Any, Any]]:
    """Every game by name, in menu order: the packages here, then any given to `register`."""
    return {**{game.name: game for game in _found()}, **_ADDED}


def get_game(name: str) -> Game[Any, Any]:
    """The game called `name` (KeyError when unknown)."""
    return games()[name]


def register(game: Game[Any, Any]) -> Game[Any, Any]:
    """Offer a game defined outside this package (a test's own game) like the built-in ones."""
    _ADDED[game.name] = game
    return game
