"""Rebuild the shipped tables: ``python -m pokerrank.tables``."""

from pokerrank.tables.store import write_all

for path in write_all():
    print(f"wrote {path} ({path.stat().st_size:,} bytes)")
