"""Renaming the players of a hand text: a reader must read the format, not the names it met.

A test writes a hand, renames its players (every whole-word occurrence, the longest name first)
to names the room allows (digits only, colons, brackets, `` (``) and checks the verdict is the
one the hand had, with the names mapped back.
"""

from __future__ import annotations

import re

from pokerrank.handhistory import audit_hand, read


def renamed(text: str, names: dict[str, str]) -> str:
    """``text`` with each player ``old`` of ``names`` written ``new`` (whole words only)."""
    pattern = re.compile(
        r"(?<!\w)(" + "|".join(re.escape(old) for old in sorted(names, key=len, reverse=True)) + r")(?!\w)"
    )
    return pattern.sub(lambda found: names[found.group(1)], text)


def verdicts(text: str, names: dict[str, str] | None = None) -> list[tuple[str, str, list[tuple[str, str, str]]]]:
    """Each hand's outcome, reason and payouts (player, rules, paid), the players named back by
    ``names`` (new -> old) where given."""
    back = {new: old for old, new in (names or {}).items()}
    out = []
    for hand in read(text):
        verdict = audit_hand(hand)
        payouts = sorted(
            (back.get(p.player, p.player), str(hand.money(p.rules)), str(hand.money(p.paid))) for p in verdict.payouts
        )
        out.append((verdict.outcome.value, verdict.reason, payouts))
    return out


def assert_renaming_holds(text: str, names: dict[str, str]) -> None:
    """The verdicts of ``text`` with its players renamed are those of ``text`` (and the text
    is audited: a hand that matches before renaming still matches)."""
    before = verdicts(text)
    assert before and all(outcome == "match" for outcome, _, _ in before), before
    assert verdicts(renamed(text, names), names) == before
