"""Locale files parsed once: a file's parsed messages are kept beside it, as Python keeps a module's bytecode.

Fluent's parser is written in Python: app.ftl takes about 40 ms to parse and a game's file 50 to 75, at
every start of the app and of a server. The parsed resource is kept in the file's folder, under
`__pycache__/`, named by a digest of the file's text and of the parser's files, so a changed file or
parser is parsed anew (and the copy it replaces removed). It is as trusted as the bytecode there: both
sit in the installed package, which only its owner may write. Where the folder cannot be written, or
Python is told not to write bytecode (PYTHONDONTWRITEBYTECODE), nothing is kept and each start parses.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fluent.syntax.ast import Resource

CACHE_FOLDER = "__pycache__"


@cache
def _parser_version() -> bytes:
    """What identifies the installed parser: the size and time of its syntax tree's and parser's files (a new
    release of fluent.syntax changes them; reading its version from the package's metadata takes 50 ms), looked at
    once a process."""
    from fluent.syntax import ast, parser

    stamps = []
    for module in (ast, parser):
        info = os.stat(module.__file__ or "")
        stamps.append(f"{info.st_size}:{info.st_mtime_ns}")
    return " ".join(stamps).encode()


def kept_copy(path: Path, text: bytes) -> Path:
    """Where the parsed form of `path` with this `text` is kept."""
    digest = hashlib.sha256(_parser_version() + b"\0" + text).hexdigest()[:20]
    return path.parent / CACHE_FOLDER / f"{path.stem}.{digest}.ftl.pickle"


def parse_file(path: Path) -> Resource:
    """The messages of one .ftl file, parsed now or read from the copy kept when it was last parsed."""
    from fluent.runtime import FluentResource
    from fluent.syntax.ast import Resource

    text = path.read_bytes()
    kept = kept_copy(path, text)
    try:
        resource = pickle.loads(kept.read_bytes())
    except Exception:  # none kept yet, or one left half written or by another version: parsed anew
        resource = None
    if isinstance(resource, Resource):
        return resource
    resource = FluentResource(text.decode("utf-8"))
    if not sys.dont_write_bytecode:
        _keep(kept, resource)
    return resource


def _keep(kept: Path, resource: Resource) -> None:
    """Write the parsed copy in one piece (a reader never sees half of it) and drop older copies of the file."""
    try:
        kept.parent.mkdir(exist_ok=True)
        for old in kept.parent.glob(f"{kept.name.split('.', 1)[0]}.*.ftl.pickle"):
            if old != kept:
                old.unlink(missing_ok=True)
        part = kept.with_name(f"{kept.name}.{os.getpid()}.part")
        part.write_bytes(pickle.dumps(resource, protocol=pickle.HIGHEST_PROTOCOL))
        os.replace(part, kept)
    except OSError:  # a read-only install: each start parses
        pass
