"""One version, written once (src/pokerrank/_version.py): the package, the command, the
metadata, pyproject.toml and the changelog agree; the license is in the repository."""

from __future__ import annotations

import importlib.metadata
import re
import tomllib
from pathlib import Path

from click.testing import CliRunner

import pokerrank
from pokerrank._version import __version__
from pokerrank.cli import cli

ROOT = Path(__file__).resolve().parents[1]


def test_the_package_the_command_and_the_metadata_say_the_same_version() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)
    assert pokerrank.__version__ == __version__
    result = CliRunner().invoke(cli, ["--version"])
    assert result.exit_code == 0 and result.stdout == f"pokerrank, version {__version__}\n"
    # the installed metadata: a stale install (pip install -e . not rerun) shows here
    assert importlib.metadata.version("pokerrank") == __version__


def test_pyproject_reads_the_version_from_the_one_place() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "pokerrank._version.__version__"}


def test_the_changelog_has_a_section_for_this_version_and_the_first() -> None:
    headings = re.findall(r"^## (\S+) - (\S+)$", (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"), re.M)
    assert headings[0][0] == __version__
    assert headings[-1] == ("0.1.0", "2026-11-30")


def test_the_license_is_mit_in_pyproject_and_in_the_file() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["license"] == "MIT"
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n\nCopyright (c) 2026 the pokerrank developers\n")
    assert 'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND' in text
