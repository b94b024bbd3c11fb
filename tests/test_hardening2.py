"""Issue 16, second part: what the long fuzz run (tests/test_fuzz.py, ``pytest -m fuzz``) and
the atheris harness (fuzz/fuzz_parsers.py) found, each as a test that failed before its fix.
"""

from __future__ import annotations

import numpy as np
import pytest

import pokerrank
from pokerrank.errors import PokerRankError


@pytest.mark.parametrize("holes", [np.array(5), np.array([1, 2]), 7, None])
def test_showdown_batch_refuses_hole_cards_of_too_few_dimensions(holes: object) -> None:
    # np.array(5) leaked TypeError "len() of unsized object" before the shape check
    with pytest.raises(PokerRankError, match="3-D"):
        pokerrank.showdown_batch("holdem", holes, None)  # type: ignore[arg-type]
