"""A certificate made for a test (self-signed, for localhost and 127.0.0.1), as a club makes its own."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

NEEDS_OPENSSL = pytest.mark.skipif(
    shutil.which("openssl") is None, reason="needs the openssl tool to make a certificate"
)


def make_certificate(folder: Path, name: str = "localhost", loopback: bool = True) -> tuple[Path, Path]:
    """A self-signed certificate and its key (PEM files in `folder`) for `name`, and for 127.0.0.1 with `loopback`."""
    folder.mkdir(parents=True, exist_ok=True)
    cert, key = folder / f"{name}.pem", folder / f"{name}-key.pem"
    names = f"DNS:{name}" + (",IP:127.0.0.1" if loopback else "")
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
            "-days",
            "2",
            "-subj",
            f"/CN={name}",
            "-addext",
            f"subjectAltName={names}",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        check=True,
        capture_output=True,
    )
    return cert, key
