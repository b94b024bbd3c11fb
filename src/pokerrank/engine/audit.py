"""The audit with the rules of play: a hand whose record shows an action the rules forbid
is a MISMATCH that names the player, the action and the rule.

:func:`audit_with_rules` takes the payout audit's verdict
(:func:`pokerrank.handhistory.audit_hand`) and drives the record through the engine
(:func:`~pokerrank.engine.from_record`) under a rule set: the room's own by default. A hand
the payout audit matched but with an illegal action becomes a MISMATCH with the reason
:data:`ILLEGAL_ACTION`; a payout mismatch keeps its reason and says the illegal action too.
A hand whose payout cannot be checked (NOT AUDITABLE: the file gives no result, a hand is
never shown) but whose actions can be driven is a MISMATCH too when one of them is illegal:
the illegal action is the reason, and why the payout was not checked is said after it. A
hand that could not be read stays NOT AUDITABLE.

>>> from pokerrank.handhistory import read
>>> from pokerrank.handhistory.examples import PHH_ALL_IN_PREFLOP
>>> text = PHH_ALL_IN_PREFLOP.replace("cbr 100", "cbr 3").replace("[200, 0]", "[103, 97]")  # a raise below the minimum
>>> verdict = audit_with_rules(next(read(text)))
>>> verdict.outcome.value, verdict.reason
('mismatch', 'illegal action')
>>> said, _, payout = verdict.detail.partition("; ")  # (the payout audit's own refusal said after it)
>>> said, "less than the 2 big blind" in payout
('p2 raises to 3, which rule E2 of the wsop-2024 rule set forbids', True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from pokerrank.engine.drive import from_record, room_rules
from pokerrank.engine.rules import RuleSet, get_rules

if TYPE_CHECKING:
    from pokerrank.handhistory.records import Action, HandRecord
    from pokerrank.handhistory.verdicts import Verdict

__all__ = ["ILLEGAL_ACTION", "RULES_UNCHECKED", "audit_with_rules", "illegal_sentence"]

ILLEGAL_ACTION: Final = "illegal action"
"""The reason of a verdict whose hand has an action the rules forbid."""

RULES_UNCHECKED: Final = "rules not checkable"
"""The reason of a verdict whose payout matched but whose actions could not be checked
against the rules (the record does not hold what the rules need: stud's cards face up, the
big blind; or a game the engine does not play)."""


def illegal_sentence(record: HandRecord, action: Action, rule: str, rules: str, lang: str | None = "en") -> str:
    """The sentence naming an illegal action and its rule, in a language.

    >>> from pokerrank.handhistory.records import Action, ActionKind, HandRecord
    >>> hand = HandRecord("t.txt", "1")
    >>> fold = Action("preflop", "ann", ActionKind.FOLD, 0)
    >>> illegal_sentence(hand, fold, "E1", "tda", "de")
    'ann steigt aus: das verbietet Regel E1 des Regelwerks tda'
    """
    from pokerrank.handhistory.verdicts import money, say

    kind = action.kind.value
    if kind == "bet" or kind == "raise":
        amount = action.to if action.to is not None else action.amount
        what = say(lang, f"illegal_{kind}", amount=money(record, amount, lang))
    elif kind == "discard":
        what = say(lang, "illegal_discard", n=str(action.drawn or 0))
    else:
        what = say(lang, "illegal_" + kind.replace("-", "_").replace(" ", "_"))
    return say(lang, "illegal", player=action.player, action=what, rule=rule, rules=rules)


def audit_with_rules(
    record: HandRecord, verdict: Verdict | None = None, rules: str | RuleSet | None = None, *, lang: str | None = "en"
) -> Verdict:
    """``verdict`` (the payout audit's, made here when None), with the legality of every
    action under ``rules`` (None: the room's, as :func:`~pokerrank.engine.from_record` takes
    them): see the module docstring."""
    from pokerrank.handhistory import audit_hand
    from pokerrank.handhistory.records import NOTE
    from pokerrank.handhistory.verdicts import Outcome, Verdict, noted

    if verdict is None:
        verdict = audit_hand(record, lang=lang)
    elif not isinstance(verdict, Verdict):  # audit_with_rules(record, "tda"): the rules passed second
        from pokerrank.errors import ArgumentError

        raise ArgumentError(
            f"audit_with_rules takes the record's verdict (or None) second, not {verdict!r}: "
            "name the rule set with rules="
        )
    if verdict.outcome is Outcome.NOT_AUDITABLE and record.error is not None:
        return verdict  # nothing to drive
    if record.extra and NOTE in record.extra:  # the reader's note ends the verdict, whatever the rules add
        return noted(_ruled(record, verdict, rules, lang), lang)
    return _ruled(record, verdict, rules, lang)


def _ruled(record: HandRecord, verdict: Verdict, rules: str | RuleSet | None, lang: str | None) -> Verdict:
    """:func:`audit_with_rules` of a hand to drive."""
    from pokerrank.handhistory.verdicts import Outcome, Verdict, say, separator

    result = from_record(record, rules)
    name = get_rules(room_rules(record) if rules is None else rules).name
    if result.status == "not drivable":
        return _unchecked(verdict, result.reason, name, lang)
    if result.status != "illegal" or result.action is None or result.error is None:
        return verdict
    rule = result.error.rule.partition(":")[0]
    illegal = illegal_sentence(record, result.action, rule, name, lang)
    if verdict.outcome is Outcome.NOT_AUDITABLE:  # the actions say what the payout cannot
        detail = f"{illegal}{separator(lang)}{verdict.detail}" if verdict.detail else illegal
        return Verdict(record, Outcome.MISMATCH, ILLEGAL_ACTION, detail, verdict.payouts, verdict.words,
                       verdict.showdown, verdict.rake)  # fmt: skip
    if verdict.outcome is Outcome.MISMATCH and not verdict.words_only:  # the payout mismatch stays the reason
        detail = f"{verdict.detail}{separator(lang)}{illegal}"
        return Verdict(record, Outcome.MISMATCH, verdict.reason, detail, verdict.payouts, verdict.words,
                       verdict.showdown, verdict.rake)  # fmt: skip
    # a match, or a mismatch of words alone: the illegal action is the reason; the words the room
    # got wrong are said in the sentence (so that the verdict is not counted as words alone)
    parts = [illegal]
    parts += [say(lang, "words_wrong", player=w.player, printed=repr(w.printed), found=w.found)
              for w in verdict.words if not w.ok]  # fmt: skip
    words = tuple(w for w in verdict.words if w.ok)
    return Verdict(record, Outcome.MISMATCH, ILLEGAL_ACTION, separator(lang).join(parts), verdict.payouts, words,
                   verdict.showdown, verdict.rake)  # fmt: skip


def _unchecked(verdict: Verdict, why: str, rules: str, lang: str | None) -> Verdict:
    """``verdict``, saying that the actions could not be checked against ``rules`` and why: a
    matched payout becomes NOT AUDITABLE (:data:`RULES_UNCHECKED`), never a silent MATCH; a
    mismatch or a payout not auditable keeps its reason, the sentence added."""
    from pokerrank.handhistory.verdicts import Outcome, Verdict, say, separator

    unchecked = say(lang, "rules_unchecked", rules=rules, why=why)
    if verdict.outcome is Outcome.MATCH:
        parts = (unchecked, say(lang, "rules_unchecked_paid"), verdict.detail)
        detail = separator(lang).join(part for part in parts if part)
        return Verdict(verdict.hand, Outcome.NOT_AUDITABLE, RULES_UNCHECKED, detail, verdict.payouts, verdict.words,
                       verdict.showdown, verdict.rake)  # fmt: skip
    detail = f"{verdict.detail}{separator(lang)}{unchecked}" if verdict.detail else unchecked
    return Verdict(verdict.hand, verdict.outcome, verdict.reason, detail, verdict.payouts, verdict.words,
                   verdict.showdown, verdict.rake)  # fmt: skip
