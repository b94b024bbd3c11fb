"""The audit's check of the room's words for each shown hand, remembered per game, words,
language and hands (:func:`pokerrank.handhistory.room._words`): a check looked up is the check
worked out afresh, in every language, for ``lang=None`` as the environment says, never a wild
hand's, never another game's."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.handhistory import Outcome, WordCheck, audit_hand, read
from pokerrank.handhistory import room as room_module
from pokerrank.handhistory.records import HandRecord

LANGS = ("en", "de", "fr", "nl")
CARDS = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
CLAIMS = (
    "high card Ace",
    "a pair of Kings",
    "two pair, Aces and Tens",
    "three of a kind, Sevens",
    "a straight, Ten to Ace",
    "a straight, Ace to Five",
    "a flush, King high",
    "a full house, Aces full of Kings",
    "four of a kind, Deuces",
    "a straight flush, Five to Nine",
    "a Royal Flush",
    "words no room prints",
)


def holdem(ann: str, bob: str, board: list[str], ann_says: str, bob_says: str, hand_id: int = 7) -> str:
    """Two players check a hand down; both show with the words given; ann takes the $4 pot
    (the payout may be wrong: the words are checked whatever the verdict)."""
    b = board
    return f"""PokerStars Hand #{hand_id}: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
ann: posts small blind $1
bob: posts big blind $2
*** HOLE CARDS ***
ann: calls $1
bob: checks
*** FLOP *** [{b[0]} {b[1]} {b[2]}]
bob: checks
ann: checks
*** TURN *** [{b[0]} {b[1]} {b[2]}] [{b[3]}]
bob: checks
ann: checks
*** RIVER *** [{b[0]} {b[1]} {b[2]} {b[3]}] [{b[4]}]
bob: checks
ann: checks
*** SHOW DOWN ***
bob: shows [{bob}] ({bob_says})
ann: shows [{ann}] ({ann_says})
ann collected $4 from pot
*** SUMMARY ***
Total pot $4 | Rake $0
Board [{" ".join(b)}]
Seat 1: ann (button) (small blind) showed [{ann}] and won ($4) with {ann_says}
Seat 2: bob (big blind) showed [{bob}] and lost with {bob_says}
"""


def one(text: str) -> HandRecord:
    (record,) = read(text)
    return record


class _NoStore(dict):  # type: ignore[type-arg]
    """A store of checks that keeps nothing: every check worked out afresh."""

    def __setitem__(self, key: object, value: object) -> None:
        pass


def fresh_words(record: HandRecord, lang: str | None) -> tuple[WordCheck, ...]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(room_module, "_CHECKED", _NoStore())
        return audit_hand(record, lang=lang).words


@pytest.fixture
def forget() -> Iterator[None]:
    room_module._forget_checks()
    yield
    room_module._forget_checks()


@settings(max_examples=60, deadline=None)
@given(
    cards=st.permutations(CARDS).map(lambda deck: deck[:9]),
    said=st.tuples(st.sampled_from(CLAIMS), st.sampled_from(CLAIMS)),
    langs=st.permutations(LANGS),
)
def test_a_check_looked_up_is_the_check_worked_out(cards: list[str], said: tuple[str, str], langs: list[str]) -> None:
    room_module._forget_checks()
    record = one(holdem(" ".join(cards[:2]), " ".join(cards[2:4]), cards[4:], *said))
    for lang in langs:  # each language after others were remembered: nothing of theirs comes back
        expected = fresh_words(record, lang)
        assert len(expected) == sum(text != "words no room prints" for text in said)
        assert audit_hand(record, lang=lang).words == expected  # worked out (or looked up after another hand)
        assert audit_hand(record, lang=lang).words == expected  # looked up


def test_words_that_agree_and_words_that_do_not(forget: None) -> None:
    # ann: Ah Ad on Ac 7d 2s 9h Kc is three of a kind, Aces; bob: Kd Qd a pair of Kings
    right = one(holdem("Ah Ad", "Kd Qd", ["Ac", "7d", "2s", "9h", "Kc"], "three of a kind, Aces", "a pair of Kings"))
    wrong = one(holdem("Ah Ad", "Kd Qd", ["Ac", "7d", "2s", "9h", "Kc"], "a pair of Aces", "a pair of Kings"))
    for _ in range(2):  # worked out, then looked up
        verdict = audit_hand(right)
        assert verdict.outcome is Outcome.MATCH and [(w.player, w.ok) for w in verdict.words] == [
            ("bob", True),
            ("ann", True),
        ]
        verdict = audit_hand(wrong)
        assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "words"
        assert [(w.player, w.printed, w.ok) for w in verdict.words] == [
            ("bob", "a pair of Kings", True),
            ("ann", "a pair of Aces", False),
        ]
        assert "three of a kind" in verdict.words[1].found


def test_each_language_names_the_hand_in_its_own_words(forget: None) -> None:
    record = one(holdem("Ah Ad", "Kd Qd", ["Ac", "7d", "2s", "9h", "Kc"], "three of a kind, Aces", "a pair of Kings"))
    found = {lang: audit_hand(record, lang=lang).words[1].found for lang in LANGS}
    assert found == {lang: audit_hand(record, lang=lang).words[1].found for lang in reversed(LANGS)}
    assert len(set(found.values())) == len(LANGS)  # four languages, four names
    assert found["en"].startswith("three of a kind")


def test_lang_none_follows_the_environment_of_each_audit(forget: None, monkeypatch: pytest.MonkeyPatch) -> None:
    record = one(holdem("Ah Ad", "Kd Qd", ["Ac", "7d", "2s", "9h", "Kc"], "three of a kind, Aces", "a pair of Kings"))
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE", "POKERRANK_LANG"):
        monkeypatch.delenv(name, raising=False)
    for lang in ("de", "en", "fr", "de"):
        monkeypatch.setenv("POKERRANK_LANG", lang)
        assert audit_hand(record, lang=None).words == audit_hand(record, lang=lang).words


def test_a_hi_lo_hand_has_each_side_checked(forget: None) -> None:
    # Omaha Hi/Lo: ann Ah 2h Kc Kd on 3c 5d 8s Ks Qh: three of a kind, Kings, and the low
    # 8,5,3,2,A; bob Qd Qc 9h 9s: three of a kind, Queens, no low
    text = (
        holdem("Ah 2h Kc Kd", "Qd Qc 9h 9s", ["3c", "5d", "8s", "Ks", "Qh"], "", "")
        .replace("Hold'em No Limit", "Omaha Hi/Lo Pot Limit")
        .replace("shows [Qd Qc 9h 9s] ()", "shows [Qd Qc 9h 9s] (HI: three of a kind, Queens)")
        .replace("shows [Ah 2h Kc Kd] ()", "shows [Ah 2h Kc Kd] (HI: three of a kind, Kings; LO: 8,5,3,2,A)")
    )
    record = one(text)
    for _ in range(2):
        words = audit_hand(record).words
        assert [(w.player, w.ok) for w in words] == [("bob", True), ("ann", True)]
        assert "Queens" in words[0].printed and ";" in words[1].found  # both sides named
    wrong_low = one(text.replace("LO: 8,5,3,2,A)", "LO: 8,6,3,2,A)"))
    assert [w.ok for w in audit_hand(wrong_low).words] == [True, False]


def test_a_hi_lo_hand_names_its_sides_in_the_language_of_the_key(forget: None, monkeypatch: pytest.MonkeyPatch) -> None:
    # lang=None with the environment's German and lang="de" share a check: both name the sides
    # in German, whichever came first, as a check worked out afresh does
    text = (
        holdem("Ah 2h Kc Kd", "Qd Qc 9h 9s", ["3c", "5d", "8s", "Ks", "Qh"], "", "")
        .replace("Hold'em No Limit", "Omaha Hi/Lo Pot Limit")
        .replace("shows [Qd Qc 9h 9s] ()", "shows [Qd Qc 9h 9s] (HI: three of a kind, Queens)")
        .replace("shows [Ah 2h Kc Kd] ()", "shows [Ah 2h Kc Kd] (HI: three of a kind, Kings; LO: 8,5,3,2,A)")
    )
    record = one(text)
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE", "POKERRANK_LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("POKERRANK_LANG", "de")
    german = fresh_words(record, "de")
    assert german[1].found != fresh_words(record, "en")[1].found  # the sides are named in each language
    for order in ((None, "de"), ("de", None)):
        room_module._forget_checks()
        for lang in order:
            assert audit_hand(record, lang=lang).words == german
    assert fresh_words(record, None) == german


def test_a_wild_hand_is_never_remembered(forget: None) -> None:
    record = one(holdem("2c Ad", "Kd Qd", ["As", "7h", "9d", "Kc", "3s"], "three of a kind, Aces", "a pair of Kings"))
    wild = dataclasses.replace(record, game="holdem with wild 2")
    verdict = audit_hand(wild)
    assert [w.player for w in verdict.words] == ["bob", "ann"] and verdict.words[1].ok
    remembered = [held for game, held in room_module._CHECKED.values() if game.sides[0].ranking == "high-deuces-wild"]
    assert remembered == [{}]
    assert audit_hand(wild).words == verdict.words


def test_a_new_game_at_a_freed_identity_is_not_served_anothers_checks(forget: None) -> None:
    record = one(holdem("Ah Ad", "Kd Qd", ["Ac", "7d", "2s", "9h", "Kc"], "three of a kind, Aces", "a pair of Kings"))
    expected = audit_hand(record).words
    ((game, held),) = room_module._CHECKED.values()
    poisoned = dict.fromkeys(held, ("not pokerrank's words", False))
    room_module._CHECKED[id(game)] = (object(), poisoned)  # type: ignore[assignment]  # another game, gone
    assert audit_hand(record).words == expected


def test_the_checks_held_stay_under_the_cap(forget: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(room_module, "_MOST_CHECKED", 3)
    boards = (["Ac", "7d", "2s", "9h", "Kc"], ["Ac", "7d", "3s", "9h", "Kc"], ["Ac", "8d", "3s", "9h", "Kc"])
    for board in boards * 2:  # three boards, six checks of different hands: never more than three held
        record = one(holdem("Ah Ad", "Kd Qd", board, "three of a kind, Aces", "a pair of Kings"))
        assert audit_hand(record).words == fresh_words(record, "en")
        assert 1 <= sum(len(held) for _, held in room_module._CHECKED.values()) <= 3
