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
    """The verdicts and the actions of ``text`` with its players renamed are those of
    ``text``, the names mapped back (and the text is audited: each hand matches)."""
    before = verdicts(text)
    assert before and all(outcome == "match" for outcome, _, _ in before), before
    assert verdicts(renamed(text, names), names) == before
    back = {new: old for old, new in names.items()}
    acted = [[(a.street, a.player, a.kind, a.amount) for a in hand.actions] for hand in read(text)]
    renamed_acts = [
        [(a.street, back.get(a.player, a.player), a.kind, a.amount) for a in hand.actions]
        for hand in read(renamed(text, names))
    ]
    assert renamed_acts == acted  # each action its own player's
