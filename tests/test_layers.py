"""The package's floors: every import goes down (or stays in its own package), so no package knows one above it."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "accessible_games"

# Lowest first. A unit (a subpackage, or a module at the top of the package) may import only units of
# lower floors; units that share a floor do not know each other (the server and the client, say).
FLOORS: list[set[str]] = [
    {"core"},
    {"games", "resources", "files"},
    {"i18n", "audio", "locks", "save_writer", "crashlog", "pipes"},
    {"saves", "settings", "speech"},
    {"session", "board_host", "warmup"},
    {"server", "client"},
    {"web"},
    {"serving"},
    {"ui"},
    {"doctor", "startup"},
    {"cli"},
    {"__main__"},
]
FLOOR = {unit: level for level, units in enumerate(FLOORS) for unit in units}


def unit_of(module: str) -> str:
    """The unit of a dotted module name inside the package ("server" for accessible_games.server.table)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def imports(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """(line, absolute module) of every import of the package that a source file makes, lazy ones too."""
    relative = path.relative_to(root).with_suffix("").parts
    module = ".".join(relative[:-1] if relative[-1] == "__init__" else relative)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target == "accessible_games":
                for alias in node.names:  # "from .. import games" names a unit; "import __version__" the root
                    unit = (PACKAGE / alias.name).is_dir() or (PACKAGE / f"{alias.name}.py").exists()
                    found.append((node.lineno, f"accessible_games.{alias.name}" if unit else target))
            elif target.startswith("accessible_games."):
                found.append((node.lineno, target))
        elif isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names if alias.name.startswith("accessible_games.")]
    return found


def test_every_unit_of_the_package_has_a_floor() -> None:
    packages = {path.name for path in PACKAGE.iterdir() if (path / "__init__.py").exists()}
    units = packages | {path.stem for path in PACKAGE.glob("*.py") if path.stem != "__init__"}
    assert units - set(FLOOR) == set(), "give each new package or top-level module a floor in FLOORS"


def test_no_import_goes_up_a_floor_or_across_one() -> None:
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        here = unit_of(".".join(path.relative_to(ROOT).with_suffix("").parts))
        if here == "__init__":
            continue
        for line, target in imports(path):
            there = unit_of(target)
            if there in (here, "__init__"):
                continue
            if FLOOR[there] >= FLOOR[here]:
                wrong.append(
                    f"{path.relative_to(ROOT)}:{line} ({here}, floor {FLOOR[here]}) imports {target} (floor {FLOOR[there]})"
                )
    assert wrong == []


def test_the_floor_check_sees_a_lazy_import_going_up(tmp_path: Path) -> None:
    """The check reads imports inside functions too: a server module that asked for the page would be caught."""
    source = tmp_path / "accessible_games" / "server" / "probe.py"
    source.parent.mkdir(parents=True)
    source.write_text("def f():\n    from ..web.site import WebSite\n    return WebSite\n", encoding="utf-8")
    assert imports(source, tmp_path) == [(2, "accessible_games.web.site")]
    assert FLOOR[unit_of("accessible_games.web.site")] > FLOOR["server"]
