"""``import pokerrank`` stays light: numpy and numba load on first use."""

from __future__ import annotations

import subprocess
import sys


def test_import_does_not_load_numpy_or_numba() -> None:
    code = (
        "import sys, pokerrank\n"
        "pokerrank.evaluate('As Ks Qs Js Ts 2c 3d')\n"
        "pokerrank.strength([51, 47, 43, 39, 35])\n"
        "print(sorted(m for m in ('numpy', 'numba', 'click', 'rich') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_public_names_are_exported() -> None:
    import pokerrank

    for name in pokerrank.__all__:
        assert hasattr(pokerrank, name), name
