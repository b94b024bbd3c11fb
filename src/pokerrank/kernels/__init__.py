"""numba kernels over uint8 arrays: no objects, no validation (floor 3 of the package).

Importing this package chooses the folder of numba's cache before any kernel module
imports numba (:func:`pokerrank._compile.configure_cache`); the kernels compile by family,
on first use (:mod:`pokerrank.kernels.families`).
"""

from pokerrank._compile import configure_cache

configure_cache()
