"""``import pokerrank`` stays light: numpy and numba load on first use."""

from __future__ import annotations

import ast
import subprocess
import sys

import pytest


@pytest.mark.slow
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


@pytest.mark.slow
def test_import_and_one_showdown_leave_the_engines_unloaded() -> None:
    """A ranking, a comparison and a single showdown take the scalar path: the equity engine
    (its thread pool and logging), the compile machinery, ICM, outs, ranges and the batch
    showdown load only when first used (issue 12: a showdown in a new process stays fast)."""
    lazy = (
        "concurrent.futures",
        "logging",
        "pokerrank._compile",
        "pokerrank._equity",
        "pokerrank._showdown.batch",
        "pokerrank.kernels",
        "pokerrank.ranges",
    )
    code = (
        "import sys, pokerrank\n"
        "pokerrank.compare('As Ad Kc Qd 2h', 'Ks Kd Kh 3c 4c')\n"
        "pokerrank.showdown('omaha-hi-lo', 'Ah Kh 7d 4c 2s', {'ann': 'As 3s Qd Qc', 'bob': '8h 6h 5c Kd'})\n"
        f"print(sorted(m for m in {lazy!r} if m in sys.modules))\n"
        "pokerrank.equity, pokerrank.showdown_batch, pokerrank.parse_range\n"
        f"print(sorted(m for m in {lazy!r} if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    before, after = out.splitlines()
    assert before == "[]"
    assert {"pokerrank._equity", "pokerrank._showdown.batch", "pokerrank.ranges"} <= set(ast.literal_eval(after))


def test_lazy_names_resolve_to_their_modules() -> None:
    import pokerrank
    from pokerrank import _equity, _showdown, ranges

    assert pokerrank.equity is _equity.equity and pokerrank.range_equity is _equity.range_equity
    assert pokerrank.showdown_batch is _showdown.showdown_batch is _showdown.batch.showdown_batch
    assert pokerrank.parse_range is ranges.parse_range and pokerrank.HandRange is ranges.HandRange
    assert set(pokerrank.__all__) <= set(dir(pokerrank))
    with pytest.raises(AttributeError, match="no_such_name"):
        pokerrank.no_such_name  # noqa: B018


@pytest.mark.slow
def test_import_leaves_what_a_call_does_not_need_unloaded() -> None:
    """``import pokerrank`` loads neither Omaha's pair tables, nor ICM and outs, nor the
    did-you-mean matcher; each loads with the first call that needs it (an Omaha showdown, a
    misspelt name). The shipped tables and catalogs are read without ``importlib.resources``."""
    lazy = (
        "difflib",
        "importlib.resources",
        "pokerrank._icm",
        "pokerrank._outs",
        "pokerrank.tables.omaha",
    )
    code = (
        "import sys\n"
        "already = set(sys.modules)\n"
        "import pokerrank\n"
        f"lazy = [m for m in {lazy!r} if m not in already]\n"
        "print(lazy)\n"
        "print(sorted(m for m in lazy if m in sys.modules))\n"
        "pokerrank.showdown('holdem', 'Ah Kh 7d 4c 2s', {'ann': 'As 3s', 'bob': '8h 6h'})\n"
        "print(sorted(m for m in lazy if m in sys.modules))\n"
        "pokerrank.showdown('omaha-hi-lo', 'Ah Kh 7d 4c 2s', {'ann': 'As 3s Qd Qc', 'bob': '8h 6h 5c Kd'})\n"
        "pokerrank.languages()\n"
        "try:\n"
        "    pokerrank.get_game('holdme')\n"
        "except pokerrank.UnknownGameError:\n"
        "    pass\n"
        "print(sorted(m for m in lazy if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    lazy_here, at_import, after_holdem, after_more = (ast.literal_eval(line) for line in out.splitlines())
    assert at_import == []
    assert after_holdem == []
    # each loads with the call that needs it (ICM and outs: not called here)
    assert set(after_more) == {"difflib", "pokerrank.tables.omaha"} & set(lazy_here)
