"""``python -m pokerrank``: the same as the ``pokerrank`` command."""

from pokerrank.cli import main

main()
