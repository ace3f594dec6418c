"""The GitHub Actions workflow is one GitHub accepts, and leaves out only tests marked for what its runners lack."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "test.yml"


def check(path: Path) -> subprocess.CompletedProcess[str]:
    """check-jsonschema against the GitHub workflow schema it carries (no network)."""
    command = [sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows", str(path)]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def test_the_workflow_passes_githubs_schema_and_a_broken_one_does_not(tmp_path: Path) -> None:
    done = check(WORKFLOW)
    assert done.returncode == 0, done.stdout + done.stderr
    broken = tmp_path / "broken.yml"
    broken.write_text(WORKFLOW.read_text(encoding="utf-8").replace("runs-on:", "runs_on:", 1), encoding="utf-8")
    assert check(broken).returncode != 0


def test_the_other_systems_leave_out_only_registered_markers() -> None:
    """Windows leaves out linux_only, browser, postgresql and posix; macOS (which has pseudo-terminals) the first three."""
    markers = {
        line.split(":")[0]
        for line in tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]["markers"]
    }
    text = WORKFLOW.read_text(encoding="utf-8")
    assert '-m "${{ matrix.leave_out }}"' in text
    expressions = dict(re.findall(r"- os: ([\w-]+)\s+leave_out: \"([^\"]+)\"", text))
    left_out = {system: set(re.findall(r"not (\w+)", expression)) for system, expression in expressions.items()}
    assert left_out == {
        "windows-latest": {"linux_only", "browser", "postgresql", "proxy", "posix"},
        "macos-latest": {"linux_only", "browser", "postgresql", "proxy"},
    }
    assert left_out["windows-latest"] <= markers


def test_every_job_has_a_time_limit_and_installs_the_pinned_tools() -> None:
    """A hung job stops (timeout-minutes), and the other systems install what constraints.txt pins, as make test does."""
    text = WORKFLOW.read_text(encoding="utf-8")
    assert text.count("timeout-minutes:") == text.count("runs-on:") == 2
    assert "-c constraints.txt" in text
