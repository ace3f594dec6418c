"""A least-recently-used store of synthesized utterances, bounded by their size in bytes."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Hashable


class AudioCache:
    """Keeps ready-to-play sounds of repeated texts (menu items, cell names) up to `max_bytes`."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self.size = 0
        self._items: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()

    def get(self, key: Hashable) -> Any:
        """The cached sound for `key` (now the most recently used), or None."""
        item = self._items.get(key)
        if item is None:
            return None
        self._items.move_to_end(key)
        return item[0]

    def put(self, key: Hashable, sound: Any, size: int) -> None:
        """Remember `sound` of `size` bytes, dropping the least recently used beyond the bound."""
        if size > self.max_bytes:
            return
        old = self._items.pop(key, None)
        if old is not None:
            self.size -= old[1]
        self._items[key] = (sound, size)
        self.size += size
        while self.size > self.max_bytes:
            _key, (_sound, dropped) = self._items.popitem(last=False)
            self.size -= dropped

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items
