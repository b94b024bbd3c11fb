"""``python -m pokerrank.cli``."""

from pokerrank.cli import main

main()
