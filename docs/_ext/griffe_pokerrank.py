"""A griffe extension for pokerrank's API reference (loaded by mkdocs.yml; not part of the package).

1. Every name in ``pokerrank.__all__`` is documented where users call it, ``pokerrank.<name>``,
   even where a submodule has the same name: ``pokerrank.showdown`` is the function (as at run
   time), not the module ``pokerrank/showdown.py``. The reference pages therefore never name
   the modules, which may move.
2. Docstrings are written for ``help()`` and doctest (reST roles, ``>>>`` examples); they are
   turned into Markdown: each run of ``>>>`` lines and their output becomes a ``pycon`` code
   block (else Markdown reads ``>>>`` as a quote), ``:func:`x``` becomes ```x```.
"""

from __future__ import annotations

import importlib
import re
from typing import Any

import griffe

_ROLE = re.compile(r":(?:func|class|meth|mod|data|attr|exc|obj|const):`(~?)([^`]+)`")
_PROMPT = re.compile(r"^(\s*)>>> ")


def markdown(text: str) -> str:
    """A docstring as Markdown: doctest runs fenced, reST roles as code, ``::`` as ``:``."""
    text = _ROLE.sub(lambda m: f"``{m[2].rsplit('.', 1)[-1] if m[1] else m[2]}``", text)
    out: list[str] = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        prompt = _PROMPT.match(lines[i])
        if prompt is None:
            line = lines[i]
            out.append(line[:-1] if line.endswith("::") else line)
            i += 1
            continue
        indent = prompt[1]
        block = []
        while i < len(lines) and lines[i].strip():
            block.append(lines[i].removeprefix(indent))
            i += 1
        if out and out[-1].strip():
            out.append("")
        out += [f"{indent}```pycon", *(indent + line for line in block), f"{indent}```"]
    return "\n".join(out)


class PokerrankReference(griffe.Extension):
    """Public names at ``pokerrank.<name>``; docstrings as Markdown."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is not None and obj.path.startswith("pokerrank"):
            obj.docstring.value = markdown(obj.docstring.value)

    def on_package(self, *, pkg: griffe.Module, loader: griffe.GriffeLoader, **kwargs: Any) -> None:
        if pkg.name != "pokerrank":
            return
        # resolve every alias while the submodules are still reachable by their paths
        loader.resolve_aliases(implicit=True, external=False)
        runtime = importlib.import_module("pokerrank")
        for name in runtime.__all__:
            member = pkg.members.get(name)
            if member is None or member.is_alias or not member.is_module:
                continue
            value = getattr(runtime, name)
            if type(value).__name__ == "module":
                continue
            # a submodule shadows the public name (pokerrank.showdown the module, not the function)
            target = loader.modules_collection[f"{value.__module__}.{value.__qualname__}"]
            pkg.members[name] = griffe.Alias(name, target, parent=pkg)
