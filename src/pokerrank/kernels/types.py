"""The numba types of the kernels' arguments: each batch kernel is compiled for one signature.

Inputs are C-contiguous read-only arrays (callers pass read-only views, which cost
nothing), outputs C-contiguous writable ones, tables one bundle
(:mod:`pokerrank.kernels.bundles`). A call with other types would compile another
specialisation; the tests check that none does.
"""

from __future__ import annotations

from typing import Any

import numba as nb
import numpy as np
import numpy.typing as npt

from pokerrank.kernels.bundles import IndexedTables, KeyedTables

__all__ = [
    "BOOLS2",
    "BOOLS3",
    "CARDS",
    "CARDS3",
    "COMBOS",
    "INDEXED",
    "INT32S3",
    "INT64S",
    "INT64S2",
    "KEYED",
    "OUT",
    "OUT2",
    "OUT2F",
    "OUT3B",
    "OUT64",
    "Bools",
    "Codes",
    "Floats",
    "Index",
    "Int32s",
    "Int64s",
]


def _readonly(dtype: type, ndim: int) -> nb.types.Array:
    return nb.types.Array(nb.from_dtype(np.dtype(dtype)), ndim, "C", readonly=True)


def _example(dtype: type, ndim: int = 1) -> npt.NDArray[Any]:
    arr: npt.NDArray[Any] = np.zeros((1,) * ndim, dtype=dtype)
    arr.flags.writeable = False
    return arr


CARDS = _readonly(np.uint8, 2)
"""(N, k) card codes."""
CARDS3 = _readonly(np.uint8, 3)
"""(N, P, h) hole cards."""
COMBOS = _readonly(np.intp, 2)
"""(C, m) column indexes."""
INT64S = _readonly(np.int64, 1)
INT64S2 = _readonly(np.int64, 2)
INT32S3 = _readonly(np.int32, 3)
BOOLS2 = _readonly(np.bool_, 2)
BOOLS3 = _readonly(np.bool_, 3)
OUT = nb.types.Array(nb.int32, 1, "C")
OUT2 = nb.types.Array(nb.int32, 2, "C")
OUT64 = nb.types.Array(nb.int64, 1, "C")
OUT2F = nb.types.Array(nb.float64, 2, "C")
OUT3B = nb.types.Array(nb.bool_, 3, "C")
_I64, _U8, _U16 = _example(np.int64), _example(np.uint8), _example(np.uint16)
# Shorter annotations for the kernels' parameters (the signatures above are what numba compiles).
Codes = npt.NDArray[np.uint8]
Index = npt.NDArray[np.intp]
Int32s = npt.NDArray[np.int32]
Int64s = npt.NDArray[np.int64]
Bools = npt.NDArray[np.bool_]
Floats = npt.NDArray[np.float64]

KEYED = nb.typeof(KeyedTables(_I64, _I64, _U8, _U16, _U16, 0, 0, 0))  # type: ignore[no-untyped-call]
"""The bundle's type: that of a bundle of read-only arrays."""
INDEXED = nb.typeof(IndexedTables(_example(np.int64, 2), _example(np.uint16)))  # type: ignore[no-untyped-call]
