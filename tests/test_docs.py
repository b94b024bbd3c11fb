"""Every code example on every page of the documentation site (docs/*.md) and of the README
runs, and shows what it really prints.

- ```python blocks run as scripts (a block that starts with ``>>>`` runs as a doctest);
- ```pycon blocks run as doctests (ELLIPSIS on): the output shown must be the output;
- ```console blocks hold ``$ pokerrank ...`` commands (``\\`` continues a line, ``|`` pipes
  one command into the next) followed by what they print, run through click's CliRunner at
  80 columns: the output must match (``...`` stands for any text), and a command whose
  output starts with ``error:`` must exit with status 2, any other with 0;
- ```sh blocks: each ``pokerrank`` command runs and exits 0 (install and test commands are
  not run);
- ```json blocks parse; a deal among them is read by ``pokerrank showdown --file``.

The blocks of one page share one namespace, in order, as a reader would run them. The
docstring examples of the API reference run as doctests of the package.
"""

from __future__ import annotations

import doctest
import json
import re
import shlex
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from pokerrank.cli import cli

ROOT = Path(__file__).resolve().parents[1]
PAGES = [*sorted((ROOT / "docs").glob("*.md")), ROOT / "README.md"]
FENCE = re.compile(r"^(?P<indent>[ \t]*)```(?P<lang>\w*)[^\n]*\n(?P<body>.*?)^(?P=indent)```[ \t]*$", re.S | re.M)
FLAGS = doctest.ELLIPSIS


def blocks(path: Path) -> list[tuple[str, str, int]]:
    """(language, code, line number) of each fenced block of a page, indentation removed."""
    text = path.read_text(encoding="utf-8")
    out = []
    for match in FENCE.finditer(text):
        indent = match["indent"]
        body = "\n".join(line.removeprefix(indent) for line in match["body"].split("\n"))
        out.append((match["lang"], body, text.count("\n", 0, match.start()) + 2))
    return out


def run_doctest(code: str, namespace: dict[str, Any], name: str, lineno: int) -> None:
    test = doctest.DocTestParser().get_doctest(code, namespace, name, name, lineno)
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    report: list[str] = []
    runner.run(test, out=report.append, clear_globs=False)
    namespace.update(test.globs)  # the DocTest ran on a copy: later blocks see its names
    assert runner.failures == 0, "".join(report)


def pokerrank(argv: list[str], stdin: str | None = None) -> Any:
    assert argv[0] == "pokerrank", f"only pokerrank commands run here, not {argv[0]!r}"
    return CliRunner(env={"COLUMNS": "80"}).invoke(cli, argv[1:], input=stdin, prog_name="pokerrank")


def run_command(command: str) -> Any:
    """A shell line of pokerrank commands joined by pipes: the last command's result."""
    result, stdin = None, None
    for part in command.split(" | "):
        result = pokerrank(shlex.split(part), stdin)
        stdin = result.stdout
    return result


def console(code: str, name: str, lineno: int) -> int:
    """Run a console block; the number of commands run."""
    commands: list[tuple[str, list[str]]] = []
    continued = False
    for line in code.rstrip("\n").split("\n"):
        if continued:
            commands[-1] = (commands[-1][0] + " " + line.strip().removesuffix("\\"), commands[-1][1])
            continued = line.endswith("\\")
        elif line.startswith("$ "):
            commands.append((line[2:].removesuffix("\\"), []))
            continued = line.endswith("\\")
        else:
            assert commands, f"{name}:{lineno}: output before any command"
            commands[-1][1].append(line)
    checker = doctest.OutputChecker()
    for command, expected_lines in commands:
        result = run_command(command)
        got = "\n".join(line.rstrip() for line in result.output.rstrip("\n").split("\n")) + "\n"
        expected = "\n".join(expected_lines) + "\n"
        assert checker.check_output(expected, got, FLAGS), f"{name}:{lineno}: $ {command}\n{got}"
        status = 2 if expected.startswith("error:") else 0
        assert result.exit_code == status, f"{name}:{lineno}: $ {command} exited {result.exit_code}\n{got}"
    return len(commands)


ENVIRONMENT = re.compile(r"^(?:[A-Z_][A-Z0-9_]*=\S*\s+)+")
"""Variables set for one command (``NAME=value command``)."""

NOT_RUN = ("python3 -m venv", "pip ", "pytest", "python benchmarks/", "python -m pokerrank.tables", "mkdocs ")


def shell(code: str, name: str, lineno: int) -> int:
    """Run the pokerrank commands of a sh block (exit 0 each); the number run."""
    text = re.sub(r"\\\n\s*", " ", code)
    ran = 0
    for line in text.split("\n"):
        line = ENVIRONMENT.sub("", line.strip())  # POKERRANK_X=1 pytest ...: the command after them
        if not line.startswith("pokerrank "):
            assert not line or line.startswith("#") or line.startswith(NOT_RUN), f"{name}:{lineno}: {line!r}"
            continue
        command = line.split("  #", 1)[0].strip()  # a comment after the command says what it does
        result = run_command(command)
        assert result.exit_code == 0, f"{name}:{lineno}: $ {command}\n{result.output}"
        ran += 1
    return ran


def check_json(code: str, name: str, lineno: int) -> None:
    snippet = re.fullmatch(r'--8<-- "([^"]+)"', code.strip())
    if snippet:  # a file included when the site is built (pymdownx.snippets)
        code = (ROOT / snippet[1]).read_text(encoding="utf-8")
    data = json.loads(code)
    if isinstance(data, dict) and data.get("format") == "pokerrank.deal":
        result = pokerrank(["pokerrank", "showdown", "--file", "-", "--json"], code)
        assert result.exit_code == 0, f"{name}:{lineno}: {result.output}"


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT)) for p in PAGES])
def test_every_example_on_the_page_runs(page: Path) -> None:
    namespace: dict[str, Any] = {"__name__": "__docs__"}
    name = str(page.relative_to(ROOT))
    for lang, code, lineno in blocks(page):
        if lang == "pycon" or (lang == "python" and code.lstrip().startswith(">>>")):
            run_doctest(code, namespace, name, lineno)
        elif lang == "python":
            exec(compile(code, f"{name}:{lineno}", "exec"), namespace)
        elif lang == "console":
            console(code, name, lineno)
        elif lang == "sh":
            shell(code, name, lineno)
        elif lang == "json":
            check_json(code, name, lineno)
        elif lang == "sql":  # queries of a hand store: tests/test_store.py runs them on a store
            assert name == "docs/store.md", f"{name}:{lineno}: a ```sql block that no test runs"
        else:
            assert lang in ("bash", "text", ""), f"{name}:{lineno}: a ```{lang} block that no test runs"


def test_the_pages_have_examples_and_the_checker_catches_a_wrong_one() -> None:
    counted = {lang for page in PAGES for lang, _, _ in blocks(page)}
    assert {"python", "pycon", "console", "sh", "json"} <= counted
    with pytest.raises(AssertionError, match="royal flush"):
        console("$ pokerrank rank As Ks Qs Js Ts\nstraight flush\n", "test", 1)
    with pytest.raises(AssertionError, match="Expected"):
        run_doctest(">>> 1 + 1\n3\n", {}, "test", 1)
    with pytest.raises(AssertionError, match="exited 2"):
        console("$ pokerrank rank As Ks Qs Js\n...\n", "test", 1)
