"""A game state's fields as plain data: what `dataclasses.asdict` gives, without its deep copy of every scalar."""

from __future__ import annotations

import copy
import dataclasses
from typing import Any


def plain_copy(value: Any) -> Any:
    """A copy of lists, dicts, tuples and dataclasses (as `asdict` makes them); a str, int, float, bool or None is
    shared, as asdict's deep copy of one shares it too."""
    kind = type(value)
    if kind is list:
        return [plain_copy(item) for item in value]
    if kind is dict:
        return {plain_copy(key): plain_copy(item) for key, item in value.items()}
    if kind in (str, int, float, bool) or value is None:
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return as_plain(value)
    if isinstance(value, (list, tuple, dict)):  # subclasses and tuples: asdict's own way
        return dataclasses.asdict(_Holder(value))["value"]
    return copy.deepcopy(value)  # anything else (a set, say): copied as asdict copies it


def as_plain(state: Any) -> dict[str, Any]:
    """A dataclass's fields by name, in their order, each a `plain_copy` (equal to `dataclasses.asdict(state)`):
    a state is turned into data for every save, check and replay, and asdict spent most of that time copying
    strings and numbers that need no copy."""
    return {item.name: plain_copy(getattr(state, item.name)) for item in dataclasses.fields(state)}


@dataclasses.dataclass
class _Holder:
    """One value wrapped, so `asdict` copies a container of a kind this module does not copy itself."""

    value: Any
