"""PokerTracker's export of Everest hands: its ``P collects $X`` line is the summary's; printed
before ``*** SUMMARY ***`` (a mutant of the fuzz, h-fuzz4) it read as a body's collect line
with no pot named and raised ``IndexError`` (a crash: a defect). Now it is the collection it
says, in the pot."""

from __future__ import annotations

from pokerrank.handhistory import Outcome, audit_hand, read

EVEREST = """EverestPoker Game #900004: Table Vega-1 - $0.50/$1 - No Limit Hold'em - 20:08:18 - 2011/01/10
Seat 1: ann ($50.00)
Seat 2: bob ($50.00)
Seat 3: cid ($50.00)
bob posts the small blind of $0.50
cid posts the big blind of $1.00
The button is in seat #1
*** HOLE CARDS ***
ann raises to $3.00
bob folds
cid folds
Uncalled bet of $2.00 returned to ann
{body}*** SUMMARY ***
{summary}"""


def test_a_collect_line_before_the_summary_is_the_collection() -> None:
    for body, summary in (("", "ann collects $2.50\n"), ("ann collects $2.50\n", "")):
        (record,) = read(EVEREST.format(body=body, summary=summary))
        verdict = audit_hand(record)
        assert verdict.outcome is Outcome.MATCH, (body, verdict.detail)
        assert [(c.player, c.amount) for c in record.collected] == [("ann", 250)]
