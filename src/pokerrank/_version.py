"""The version of pokerrank: the one place it is written.

``pyproject.toml`` reads it (``[tool.setuptools.dynamic]``), ``pokerrank.__version__``
re-exports it and ``pokerrank --version`` prints it. Kept free of imports, so the build
reads it without importing pokerrank.
"""

__version__ = "0.2.0"
