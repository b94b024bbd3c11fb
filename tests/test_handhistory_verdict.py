"""A hand's :class:`Verdict` behaves as the frozen dataclass it was (issue 10's speed work made
it a class with slots whose MATCH sentence is worded on first read): equal and hashed by its
fields, immutable, pickled and copied with its sentence, and the late sentence is the one the
audit said at once before (the same words in every language, and for ``lang=None``)."""

from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError

import pytest

from pokerrank.errors import UnknownLanguageError
from pokerrank.handhistory import Outcome, Payout, Verdict, audit_hand, read
from pokerrank.handhistory.decision import decide
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.replay import replay
from pokerrank.handhistory.room import _summary

HAND = """PokerStars Hand #5: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
Seat 3: cid ($100 in chips)
ann: posts small blind $1
bob: posts big blind $2
*** HOLE CARDS ***
cid: folds
ann: raises $4 to $6
bob: calls $4
*** FLOP *** [2c 7d 9h]
bob: checks
ann: checks
*** TURN *** [2c 7d 9h] [Js]
bob: checks
ann: checks
*** RIVER *** [2c 7d 9h Js] [Kd]
bob: checks
ann: checks
*** SHOW DOWN ***
bob: shows [Ks Qs] (a pair of Kings)
ann: shows [Ah Ad] (a pair of Aces)
ann collected $11.50 from pot
*** SUMMARY ***
Total pot $12 | Rake $0.50
Board [2c 7d 9h Js Kd]
Seat 1: ann (button) (small blind) showed [Ah Ad] and won ($11.50) with a pair of Aces
Seat 2: bob (big blind) showed [Ks Qs] and lost with a pair of Kings
Seat 3: cid folded before Flop (didn't bet)"""


def record() -> HandRecord:
    return next(read(HAND))


@pytest.mark.parametrize("lang", ["en", "nl", "fr", "de"])
def test_the_late_match_sentence_is_the_one_said_at_once(lang: str) -> None:
    hand = record()
    verdict = audit_hand(hand, lang=lang)
    assert verdict.outcome is Outcome.MATCH
    at_once = _summary(hand, decide(replay(hand), 50, lang=lang), lang)
    assert verdict.detail == at_once
    assert verdict.detail is verdict.detail  # worded once
    if lang == "en":
        assert at_once == "ann wins $11.50 (pot $12 less $0.50 rake), as paid"


def test_an_unknown_language_is_refused_by_the_audit_not_on_first_read() -> None:
    with pytest.raises(UnknownLanguageError):
        audit_hand(record(), lang="xx")


def test_lang_none_reads_the_environment_when_the_audit_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE", "POKERRANK_LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("POKERRANK_LANG", "de")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    verdict = audit_hand(record(), lang=None)
    monkeypatch.setenv("POKERRANK_LANG", "en")
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert verdict.detail == audit_hand(record(), lang="de").detail
    assert "gewinnt" in verdict.detail


def test_a_verdict_is_equal_hashed_pickled_and_copied_by_its_fields() -> None:
    hand = record()
    payouts = (Payout("total", "ann", 1150, 1150),)
    eager = Verdict(hand, Outcome.MATCH, None, "as paid", payouts, (), True, 50)
    late = Verdict.deferred(hand, Outcome.MATCH, None, lambda: "as paid", payouts, (), True, 50)
    assert late == eager and hash(late) == hash(eager)
    assert late != Verdict(hand, Outcome.MATCH, None, "other words", payouts, (), True, 50)
    assert late != Verdict(record(), Outcome.MATCH, None, "as paid", payouts, (), True, 50)  # another hand
    assert (late == (hand, Outcome.MATCH)) is False
    for twin in (pickle.loads(pickle.dumps(late)), copy.copy(late), copy.deepcopy(late)):
        assert (twin.outcome, twin.reason, twin.detail, twin.payouts, twin.showdown, twin.rake) == (
            Outcome.MATCH, None, "as paid", payouts, True, 50
        )  # fmt: skip
        assert twin.hand.hand_id == "5"
    assert repr(late) == (
        "Verdict(outcome=<Outcome.MATCH: 'match'>, reason=None, detail='as paid', payouts=(Payout(pot='total', "
        "player='ann', rules=1150, paid=1150),), words=(), showdown=True, rake=50)"
    )
    with pytest.raises(FrozenInstanceError):
        late.outcome = Outcome.MISMATCH  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del late.rake  # type: ignore[misc]
    with pytest.raises(AttributeError):
        late.colour = "red"  # type: ignore[attr-defined]
    assert late.to_dict() == eager.to_dict()
    assert late.to_dict()["detail"] == "as paid"


def test_the_remembered_language_is_resolve_languages() -> None:
    from pokerrank.handhistory.verdicts import language
    from pokerrank.i18n import resolve_language

    for name in ("en", "de_CH.UTF-8", "Français", "NL", " nl "):
        assert language(name) == language(name) == resolve_language(name)
    for bad in ("xx", "klingon", ["en"], 3):
        for _ in range(2):  # refused every time, not remembered
            with pytest.raises(UnknownLanguageError):
                language(bad)  # type: ignore[arg-type]


def test_a_late_sentence_holds_its_numbers_not_the_decision() -> None:
    """A long audit may keep many verdicts unread: each waits with the hand (which it holds
    anyway) and a few numbers, not the pots, hands and showdown of its decision."""
    from pokerrank.handhistory.decision import Decision

    verdict = audit_hand(record())
    say = verdict._say
    assert say is not None and say.__closure__ is not None
    held = [cell.cell_contents for cell in say.__closure__]
    assert not any(isinstance(value, Decision) for value in held)
    assert {type(value) for value in held} <= {HandRecord, dict, int, str}
    assert verdict.detail == "ann wins $11.50 (pot $12 less $0.50 rake), as paid" and verdict._say is None
