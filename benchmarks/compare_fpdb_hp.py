"""pokerrank's net won per player against fpdb's expected ``totalProfit`` (its ``*.hp`` files).

    python benchmarks/compare_fpdb_hp.py [FOLDER]

fpdb's regression data keeps, beside some hand-history files, a ``NAME.hp`` file: a Python
dictionary of each player's stats in the file's hand. This script reads every ``*.hp`` under
FOLDER (default ``../shared/hand-histories/sites``: every room folder, so a room pokerrank
comes to read is compared the day it does), reads the hand history beside it with
:func:`pokerrank.handhistory.read`, and compares per player, in fpdb's hundredths of the money
(cents for a cash game, a hundred per chip for a tournament's chips), :data:`FIELDS`:
``totalProfit`` against :func:`pokerrank.results.hand_result`'s net, ``rake`` against the rake
charged to the player, ``sawShowdown`` against ``showdown``, and ``allInEV`` (where fpdb stores
one) against the adjusted net. One line per file:

- ``same``: every field of every player is fpdb's;
- ``DIFFERENT``: the fields that differ, fpdb's and pokerrank's side by side;
- ``not read``: pokerrank does not read the hand (its reason), or the hand-history file is not
  beside the ``.hp`` file.

The files are read where they are, never copied. On the shared corpus (35 ``.hp`` files),
run on 2026-12-04 with every reader of that day: 25 same, 7 not read, 3 different:

- same: Full Tilt (draw, flop and a Razz tournament), iPoker stud, Merge Hold'em (its 2008
  export gives a RAISE as the chips added) and Omaha, Winamax (cash side pots and a
  tournament: fpdb counts a hundred per chip, as here), OnGame, Cake, Everleaf, Absolute;
- not read: 4 ``.hp`` files without their hand history beside them (888, Absolute, two
  win2day); 3 Merge hands of games pokerrank's Merge reader does not name (2-7 and A-5 triple
  draw, seven-card stud: "game pokerrank does not play", so no chips are read);
- different: Boss ``PLO-EUR-0.05-0.10-Date-unknown.Sample``: Boss's export before 2014 writes
  a call as the street total (the small blind's CALL 0.10 completes to 0.10, as the printed
  flop pot of 0.50 shows); fpdb adds it to the 0.05 blind (Player3 -0.15, and a pot of 0.55);
- different: PKR ``NLHE-2max-USD-0.02-0.04-200903.All-in.on.turn``: fpdb reads ``calls
  $0.04`` as chips added, where the room's own stacks after the hand (Player2 $5.28 to $5.08,
  Hero $4 to $3.08) show the street total: pokerrank is right;
- different: Winamax ``PLO-FR-EUR-0.02-0.05-201009.Real.side.pot.with.bad.collected``, the
  rake only: Winamax rakes each pot (0.17 of the main pot, 0.05 of side pot 1, 0.22 in all),
  and pokerrank charges each pot's rake to that pot's winner (Player7 0.17, Player25 0.05);
  fpdb charges the whole 0.22 to Player7. Nets and showdowns agree.

Before pokerrank counted a player who mucks at the showdown as having been there, the draw
hands of Full Tilt differed on ``sawShowdown`` (fpdb counts them, as the trackers do).
"""

from __future__ import annotations

import ast
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

SITES = Path(__file__).resolve().parents[2] / "shared" / "hand-histories" / "sites"


def expected(hp: Path) -> dict[str, dict[str, Any]]:
    """fpdb's stats per player of one ``.hp`` file (a Python 2 dictionary literal)."""
    data = ast.literal_eval(hp.read_text(encoding="utf-8", errors="replace"))
    return {str(name): stats for name, stats in data.items()}


FIELDS = ("totalProfit", "rake", "sawShowdown", "allInEV")
"""What is compared: fpdb's net, the rake it charges each player, whether the player saw the
showdown, and its all-in EV where it stores one (not zero) against pokerrank's adjusted net."""


def compare(hp: Path) -> tuple[str, str]:
    """(verdict, detail) for one ``.hp`` file: ``same`` (every field of :data:`FIELDS` of
    every player), ``DIFFERENT`` (each differing field, fpdb's and pokerrank's side by side)
    or ``not read``."""
    from pokerrank.errors import PokerRankError
    from pokerrank.handhistory import read
    from pokerrank.results import Status, hand_result

    source = hp.with_name(hp.name[: -len(".hp")])
    if not source.exists():
        return "not read", "the hand-history file is not beside the .hp file"
    want = expected(hp)
    try:
        records = list(read(str(source)))
    except PokerRankError as exc:
        return "not read", str(exc).split(";")[0][:120]
    if len(records) != 1:
        return "not read", f"{len(records)} hands in the file (fpdb's .hp holds one)"
    result = hand_result(records[0])
    if result.status is Status.NOT_READ:
        return "not read", str(result.reason).split(";")[0][:120]
    hundredths = records[0].unit * 100

    def money(value: Any) -> int:  # pokerrank's exact amount in fpdb's hundredths, rounded half-even
        return round(Fraction(value) * Fraction(hundredths))

    ours: dict[str, dict[str, Any]] = {}
    for p in result.players:
        ours[p.player] = {
            "totalProfit": money(p.net),
            "rake": money(p.rake),
            "sawShowdown": p.showdown,
            "allInEV": money(p.adjusted),
        }
    nobody = {"totalProfit": 0, "rake": 0, "sawShowdown": False, "allInEV": 0}
    wrong = []
    for name in sorted(set(want) | set(ours)):
        theirs, mine = want.get(name, {}), ours.get(name, nobody)
        for key in FIELDS:
            fpdb = theirs.get(key, nobody[key])
            if key == "allInEV" and not fpdb:
                continue  # fpdb stores none for this hand
            if (bool(fpdb) if key == "sawShowdown" else int(fpdb)) != mine[key]:
                wrong.append(f"{name} {key}: fpdb {fpdb}, pokerrank {mine[key]}")
    if wrong:
        return "DIFFERENT", "; ".join(wrong)
    return "same", f"{sum(1 for n in want if want[n].get('totalProfit'))} players with a net"


def main() -> None:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else SITES
    counts: dict[str, int] = {}
    for hp in sorted(folder.rglob("*.hp")):
        verdict, detail = compare(hp)
        counts[verdict] = counts.get(verdict, 0) + 1
        print(f"{verdict:<9} {hp.relative_to(folder)}: {detail}")
    print(", ".join(f"{n} {verdict}" for verdict, n in sorted(counts.items())))


if __name__ == "__main__":
    main()
