"""Cards never shown: a player still in at the showdown whose cards the record never shows is
tried with every card they could be (at most two such cards); the pots decided for each say
whether the room's payout depends on them (docs/RULES.md, "Cards never shown")."""

from __future__ import annotations

import dataclasses
import importlib
import itertools
import random
from pathlib import Path

import pytest

from pokerrank.cards import Card
from pokerrank.handhistory import audit, audit_hand, read
from pokerrank.handhistory.records import Claim
from pokerrank.handhistory.verdicts import CARDS_NOT_SHOWN, UNREADABLE_CARD, Outcome

audit_module = importlib.import_module("pokerrank.handhistory.audit")  # the package names its function audit

HOLDEM = """\
PokerStars Hand #7: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($50 in chips)
Seat 3: cid ($200 in chips)
bob: posts small blind $1
cid: posts big blind $2
*** HOLE CARDS ***
ann: raises $8 to $10
bob: raises $40 to $50 and is all-in
cid: folds
ann: calls $40
*** FLOP *** [{flop}]
*** TURN *** [{flop}] [{turn}]
*** RIVER *** [{flop} {turn}] [{river}]
*** SHOW DOWN ***
bob: shows [{bob}]
{ann_line}{winner} collected $99 from pot
*** SUMMARY ***
Total pot $102 | Rake $3
Board [{flop} {turn} {river}]
"""

NUTS = {"flop": "Ah Kh Qh", "turn": "Jh", "river": "2c", "bob": "Th 3d"}
"""bob's royal flush: nothing ann holds beats or ties it."""

BEATABLE = {"flop": "Ah Kh 7h", "turn": "2d", "river": "9s", "bob": "As Ad"}
"""bob's three aces: ann's two unseen hearts (Qh Jh) would make a flush and win; 8s 6s would lose."""


def _hand(board: dict[str, str], winner: str = "bob", ann_line: str = "") -> str:
    return HOLDEM.format(winner=winner, ann_line=ann_line, **board)


def _ann_shows(board: dict[str, str], cards: str, winner: str = "bob") -> str:
    return _hand(board, winner, f"ann: shows [{cards}]\n")


def test_cards_that_cannot_change_the_pots_give_a_match_and_say_so() -> None:
    verdict = audit_hand(next(read(_hand(NUTS))))
    assert verdict.outcome is Outcome.MATCH
    assert "ann: 2 card(s) never shown" in verdict.detail
    assert "every card they could be" in verdict.detail
    assert [(p.player, p.rules, p.paid) for p in verdict.payouts if p.player == "bob"] == [("bob", 9900, 9900)]


def test_the_match_holds_for_every_card_ann_could_have_shown() -> None:
    """The reference: the same hand with ann's cards shown, for a sample of every pair of cards
    seen nowhere in the hand, is a MATCH each time (bob's royal flush wins whatever she holds)."""
    seen = set(" ".join(NUTS.values()).split())
    free = [str(Card(code)) for code in range(52) if str(Card(code)) not in seen]
    pairs = list(itertools.combinations(free, 2))
    assert len(pairs) == 45 * 44 // 2
    for first, second in random.Random(7).sample(pairs, 40):
        shown = audit_hand(next(read(_ann_shows(NUTS, f"{first} {second}"))))
        assert shown.outcome is Outcome.MATCH, (first, second, shown.detail)


def test_a_room_that_paid_the_player_who_cannot_win_is_a_mismatch() -> None:
    verdict = audit_hand(next(read(_hand(NUTS, winner="ann"))))
    assert verdict.outcome is Outcome.MISMATCH
    assert "ann: 2 card(s) never shown" in verdict.detail
    assert {(p.player, p.rules, p.paid) for p in verdict.payouts} == {("bob", 9900, 0), ("ann", 0, 9900)}


def test_cards_that_could_change_the_pots_stay_not_auditable_and_say_so() -> None:
    verdict = audit_hand(next(read(_hand(BEATABLE))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == CARDS_NOT_SHOWN
    assert verdict.detail.startswith("ann stayed in to the end but the record never shows all of their cards")
    assert "the pots depend on the 2 card(s) never shown" in verdict.detail
    # the reference: ann's cards shown, one pair loses to bob and another beats him
    assert audit_hand(next(read(_ann_shows(BEATABLE, "8s 6s")))).outcome is Outcome.MATCH
    assert audit_hand(next(read(_ann_shows(BEATABLE, "Qh Jh")))).outcome is Outcome.MISMATCH
    for lang, word in (("nl", "nooit getoonde"), ("fr", "jamais montrée"), ("de", "nie gezeigten")):
        assert word in audit_hand(next(read(_hand(BEATABLE))), lang=lang).detail


def test_a_player_who_mucked_is_not_tried() -> None:
    """ann mucks: she gave up the pot, whatever she held; bob alone is in, and is paid."""
    verdict = audit_hand(next(read(_hand(BEATABLE, ann_line="ann: mucks hand\n"))))
    assert verdict.outcome is Outcome.MATCH
    assert "never shown" not in verdict.detail


def test_more_showdowns_than_the_bound_are_not_tried(monkeypatch: pytest.MonkeyPatch) -> None:
    """ann's two cards could be any of 45 * 44 / 2 = 990 pairs: over a bound of 989, untried."""
    before = audit_hand(next(read(_hand(NUTS))))
    assert before.outcome is Outcome.MATCH
    monkeypatch.setattr(audit_module, "MAX_UNSEEN_SHOWDOWNS", 989)
    verdict = audit_hand(next(read(_hand(NUTS))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == CARDS_NOT_SHOWN
    assert verdict.detail == "ann stayed in to the end but the record never shows all of their cards"
    monkeypatch.setattr(audit_module, "MAX_UNSEEN_SHOWDOWNS", 990)
    assert audit_hand(next(read(_hand(NUTS)))).outcome is Outcome.MATCH


THREE_WAY = """\
PokerStars Hand #8: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
Seat 3: cid ($100 in chips)
bob: posts small blind $1
cid: posts big blind $2
*** HOLE CARDS ***
ann: raises $8 to $10
bob: calls $9
cid: calls $8
*** FLOP *** [Ah Kh Qh]
ann: checks
bob: checks
cid: checks
*** TURN *** [Ah Kh Qh] [Jh]
ann: checks
bob: checks
cid: checks
*** RIVER *** [Ah Kh Qh Jh] [2c]
ann: checks
bob: checks
cid: checks
*** SHOW DOWN ***
bob: shows [Th 3d]
bob collected $29 from pot
*** SUMMARY ***
Total pot $30 | Rake $1
Board [Ah Kh Qh Jh 2c]
"""


def test_more_than_two_cards_never_shown_are_not_tried() -> None:
    """ann's and cid's cards, four in all, are never shown: over the limit of two, untried,
    though bob's royal flush wins whatever they are."""
    assert audit_module.MAX_UNSEEN == 2
    verdict = audit_hand(next(read(THREE_WAY)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == CARDS_NOT_SHOWN
    assert verdict.detail == "ann, cid stayed in to the end but the record never shows all of their cards"
    one_card_each = THREE_WAY.replace("bob: shows [Th 3d]\n", "bob: shows [Th 3d]\nann: shows [9c]\ncid: shows [8c]\n")
    shown = audit_hand(next(read(one_card_each)))  # one card each never shown: two in all, tried
    assert shown.outcome is Outcome.MATCH and "ann, cid: 2 card(s) never shown" in shown.detail


STUD = """\
PokerStars Game #9: 7 Card Stud Limit ($0.04/$0.08 USD) - 2009/11/26 10:23:32 ET
Table 'Dawn II' 8-max
Seat 2: ann ($1.60 in chips)
Seat 3: bob ($1.43 in chips)
ann: posts the ante $0.01
bob: posts the ante $0.01
*** 3rd STREET ***
Dealt to ann [9h]
Dealt to bob [4s]
bob: brings in for $0.02
ann: calls $0.02
*** 4th STREET ***
Dealt to ann [9h] [Ah]
Dealt to bob [4s] [5c]
ann: checks
bob: checks
*** 5th STREET ***
Dealt to ann [9h Ah] [Ad]
Dealt to bob [4s 5c] [8h]
ann: checks
bob: checks
*** 6th STREET ***
Dealt to ann [9h Ah Ad] [Ac]
Dealt to bob [4s 5c 8h] [Qh]
ann: checks
bob: checks
*** RIVER ***
ann: checks
bob: checks
*** SHOW DOWN ***
ann: shows [{ann}]
bob: shows [3d 7c 4s 5c 8h Qh]
{winner} collected $0.06 from pot
*** SUMMARY ***
Total pot $0.06 | Rake $0
"""


def test_a_stud_hand_whose_seventh_card_was_never_shown() -> None:
    """bob's seventh card is never shown: a straight at best (3-4-5-7-8 wants a 6) against
    ann's four aces, whatever it is; ann's three aces lose to the straight a 6 makes."""
    quads = audit_hand(next(read(STUD.format(ann="As 3c 9h Ah Ad Ac Kd", winner="ann"))))
    assert quads.outcome is Outcome.MATCH and "bob: 1 card(s) never shown" in quads.detail
    aces = STUD.format(ann="As 3c 9h Ah Ad Ac Kd", winner="ann").replace("Ac", "Tc")
    verdict = audit_hand(next(read(aces)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == CARDS_NOT_SHOWN
    assert "depend" in verdict.detail
    # the reference: bob's seventh card shown, a 6 wins for him and any other card loses
    assert audit_hand(next(read(aces.replace("8h Qh]", "8h Qh 6d]")))).outcome is Outcome.MISMATCH
    assert audit_hand(next(read(aces.replace("8h Qh]", "8h Qh 2d]")))).outcome is Outcome.MATCH


def test_hands_without_cards_never_shown_audit_as_before() -> None:
    verdicts = list(audit(_ann_shows(NUTS, "2d 3s") + "\n\n" + _ann_shows(BEATABLE, "Qh Jh", winner="ann")))
    assert [v.outcome for v in verdicts] == [Outcome.MATCH, Outcome.MATCH]
    assert not any("never shown" in v.detail for v in verdicts)


def _reference(board: dict[str, str], winner: str) -> str:
    """The verdict every pair of cards ann could hold gives, her cards shown in the text: 'match'
    or 'mismatch' when each pair gives it with the same payouts, else 'not auditable'."""
    seen = set(" ".join(board.values()).split())
    free = [str(Card(code)) for code in range(52) if str(Card(code)) not in seen]
    found = set()
    for first, second in itertools.combinations(free, 2):
        shown = audit_hand(next(read(_ann_shows(board, f"{first} {second}", winner))))
        found.add((shown.outcome.value, tuple((p.player, p.rules, p.paid) for p in shown.payouts)))
        if len(found) > 1:
            return "not auditable"
    return found.pop()[0]


DEALS = [
    NUTS,
    BEATABLE,
    {"flop": "2c 2d 2h", "turn": "2s", "river": "Ac", "bob": "Ad Ah"},  # quads on the board, bob's aces full
    {"flop": "9c 9d 9h", "turn": "9s", "river": "Kc", "bob": "Ac 3d"},  # four nines and an ace: only a tie at best
    {"flop": "Tc Jc Qc", "turn": "Kc", "river": "4d", "bob": "Ac 2s"},  # bob's royal flush in clubs
    {"flop": "5s 6d 8h", "turn": "Jc", "river": "Kd", "bob": "7c 9c"},  # bob's straight: a higher one beats it
]


@pytest.mark.parametrize("deal", DEALS, ids=[deal["flop"] for deal in DEALS])
@pytest.mark.parametrize("winner", ["bob", "ann"])
def test_every_verdict_is_the_one_every_card_ann_could_show_gives(deal: dict[str, str], winner: str) -> None:
    """The brute-force reference: the same hand with ann's cards shown, for every pair of cards
    seen nowhere in the hand."""
    verdict = audit_hand(next(read(_hand(deal, winner))))
    assert verdict.outcome.value == _reference(deal, winner)
    assert "never shown" in verdict.detail  # which cards, and whether the pots depend on them


QUEENS = {"flop": "Ks Kd Qd", "turn": "Qc", "river": "3h", "bob": "Qh Qs"}
"""bob's four queens: only the last king (Kh) beside ann's Kc beats them."""


def test_a_card_dealt_to_a_player_who_folded_is_not_one_the_unseen_card_could_be() -> None:
    """ann shows one card (Kc) of two; the other could beat bob's four queens only as the Kh,
    which cid was dealt and folded: in a board game no card dealt comes back, so bob wins
    whatever ann holds. Without the line that shows cid's cards, the Kh could be ann's."""
    text = _hand(QUEENS, ann_line="ann: shows [Kc]\n")
    open_kh = audit_hand(next(read(text)))
    assert open_kh.outcome is Outcome.NOT_AUDITABLE and "depend" in open_kh.detail
    dealt = text.replace("*** HOLE CARDS ***\n", "*** HOLE CARDS ***\nDealt to cid [Kh 7c]\n")
    folded_kh = audit_hand(next(read(dealt)))
    assert folded_kh.outcome is Outcome.MATCH and "ann: 1 card(s) never shown" in folded_kh.detail


DRAW = """\
PokerStars Hand #231: 5 Card Draw Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET
Table 'Eta' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
Seat 3: cid ($100 in chips)
bob: posts small blind $0.50
cid: posts big blind $1
*** DEALING HANDS ***
Dealt to cid [Kh 7c 7d 8c 9d]
ann: calls $1
bob: calls $0.50
cid: folds
bob: stands pat
ann: stands pat
bob: checks
ann: checks
*** SHOW DOWN ***
bob: shows [{bob}]
ann: shows [Ks Kd Kc 2d]
bob collected $3 from pot
*** SUMMARY ***
Total pot $3 | Rake $0
"""


def test_in_a_draw_game_a_folded_hand_may_come_back() -> None:
    """The same in 5-card draw: the discards and the folded hands may be shuffled and dealt
    again, so cid's Kh could be ann's fifth card, and her four kings would beat bob's four
    queens; against four aces nothing she holds wins."""
    queens = audit_hand(next(read(DRAW.format(bob="Qh Qs Qd Qc 3h"))))
    assert queens.outcome is Outcome.NOT_AUDITABLE and queens.reason == CARDS_NOT_SHOWN
    assert "depend" in queens.detail
    aces = audit_hand(next(read(DRAW.format(bob="Ah As Ad Ac 3h"))))
    assert aces.outcome is Outcome.MATCH and "ann: 1 card(s) never shown" in aces.detail


def test_in_a_game_with_a_joker_no_card_is_tried() -> None:
    """A deck with a joker: the card never shown, or unreadable, could be the joker, which the
    names tried do not hold: NOT AUDITABLE, untried. The same hand read as 5-card draw (no
    joker) is decided."""
    hand = next(read(DRAW.format(bob="Ah As Ad Ac 3h")))
    garbled = dataclasses.replace(hand, hole={**hand.hole, "ann": "Ks Kd Kc 2d of"})
    assert audit_hand(garbled).outcome is Outcome.MATCH
    for record, reason in ((hand, CARDS_NOT_SHOWN), (garbled, UNREADABLE_CARD)):
        joker = audit_hand(dataclasses.replace(record, game="california-lowball"))
        assert joker.outcome is Outcome.NOT_AUDITABLE and joker.reason == reason
        assert "depend" not in joker.detail and "every card" not in joker.detail


@pytest.mark.shared
def test_the_cards_most_likely_to_change_the_pots_are_tried_first(
    shared_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Aces and deuces, kings and threes, ... first: a hand whose pots depend on the cards never
    shown is found out after a few showdowns (PokerBros' export #1111111111, the loser's two
    cards never shown: tried from the lowest card up it took 325 showdowns)."""
    tried = []
    real = audit_module._audit_known
    monkeypatch.setattr(
        audit_module,
        "_audit_known",
        lambda record, lang, like, shared=None: tried.append(1) or real(record, lang, like, shared),
    )
    path = shared_dir / "hand-histories/sites/partypoker/fpdb-chaz/cash/Flop/NLHE-USD-0.50-1.00-202103.PokerBros.txt"
    (hand,) = [hand for hand in read(path) if hand.hand_id == "1111111111"]
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "depend" in verdict.detail
    assert len(tried) <= 10, len(tried)


# --- the kinds of filling: only the first filling of each order of the hands is decided -------

unseen_module = importlib.import_module("pokerrank.handhistory.unseen")


def _every_filling(record: object, monkeypatch: pytest.MonkeyPatch) -> object:
    """The reference: the verdict with every filling decided by a full audit (the road before
    the kinds of filling, kept reachable: ``one_of_each_kind`` answering None)."""
    with monkeypatch.context() as patch:
        patch.setattr(unseen_module, "one_of_each_kind", lambda *args: None)
        return audit_hand(record)  # type: ignore[arg-type]


def _said(verdict: object) -> tuple[object, ...]:
    """Everything a verdict says: outcome, reason, the words in full, payouts, the room's words."""
    return (
        verdict.outcome,  # type: ignore[attr-defined]
        verdict.reason,  # type: ignore[attr-defined]
        verdict.detail,  # type: ignore[attr-defined]
        verdict.payouts,  # type: ignore[attr-defined]
        verdict.words,  # type: ignore[attr-defined]
        verdict.showdown,  # type: ignore[attr-defined]
        verdict.rake,  # type: ignore[attr-defined]
    )


def _kinds(
    record: object, monkeypatch: pytest.MonkeyPatch, *, every: bool
) -> tuple[list[tuple[object, ...]], tuple[object, ...]]:
    """Each filling the audit decides (every filling, or the first of each kind): its cards and
    what it gives by the chips, with whether it is NOT AUDITABLE and whether the room's words
    agree, each decided in full (none passed over where one pays otherwise); and the verdict."""
    decided: list[tuple[object, ...]] = []
    real = audit_module._try_each

    def each(record: object, play: object, holes: object, lang: object) -> object:
        holes = list(holes)  # type: ignore[call-overload]
        for hole in holes:
            verdict = audit_module._audit_known(dataclasses.replace(record, hole=hole), lang, play)  # type: ignore[type-var]
            ok = all(w.ok for w in verdict.words)
            said = (audit_module._chips(verdict), verdict.outcome is Outcome.NOT_AUDITABLE, ok)
            decided.append((tuple(sorted(hole.items())), said))  # type: ignore[attr-defined]
        return real(record, play, holes, lang)

    with monkeypatch.context() as patch:
        patch.setattr(audit_module, "_try_each", each)
        if every:
            patch.setattr(unseen_module, "one_of_each_kind", lambda *args: None)
        verdict = audit_hand(record)  # type: ignore[arg-type]
    return decided, _said(verdict)


def _same_kinds(record: object, monkeypatch: pytest.MonkeyPatch) -> int:
    """Checks that the first filling of each kind gives every outcome that any filling gives,
    the first filling first (what the verdict is made of), and the verdict is word for word
    the one every filling decided gives; the number of fillings decided."""
    (every, reference), (kinds, verdict) = (
        _kinds(record, monkeypatch, every=True),
        _kinds(record, monkeypatch, every=False),
    )
    assert verdict == reference
    assert kinds and kinds[0] == every[0]
    assert {said for _, said in kinds} == {said for _, said in every}
    at = [every.index(kind) for kind in kinds]  # each a filling, in the order of every filling
    assert at == sorted(set(at))
    return len(kinds)


def _counted(record: object, monkeypatch: pytest.MonkeyPatch) -> tuple[object, int]:
    """The verdict, and how many fillings were decided with a full audit."""
    tried = []
    real = audit_module._audit_known
    with monkeypatch.context() as patch:
        patch.setattr(
            audit_module,
            "_audit_known",
            lambda record, lang, like, shared=None: tried.append(1) or real(record, lang, like, shared),
        )
        verdict = audit_hand(record)  # type: ignore[arg-type]
    return verdict, len(tried)


STUD3 = """\
PokerStars Game #{number}: {game} Limit ($0.04/$0.08 USD) - 2009/11/26 10:23:32 ET
Table 'Dawn II' 8-max
Seat 1: cid ($1 in chips)
Seat 2: ann ($1.60 in chips)
Seat 3: bob ($1.43 in chips)
cid: posts the ante $0.01
ann: posts the ante $0.01
bob: posts the ante $0.01
*** 3rd STREET ***
Dealt to cid [{cid}]
Dealt to ann [{a[2]}]
Dealt to bob [{b[2]}]
bob: brings in for $0.02
cid: folds
ann: calls $0.02
*** 4th STREET ***
Dealt to ann [{a[2]}] [{a[3]}]
Dealt to bob [{b[2]}] [{b[3]}]
ann: checks
bob: checks
*** 5th STREET ***
Dealt to ann [{a[2]} {a[3]}] [{a[4]}]
Dealt to bob [{b[2]} {b[3]}] [{b[4]}]
ann: checks
bob: checks
*** 6th STREET ***
Dealt to ann [{a[2]} {a[3]} {a[4]}] [{a[5]}]
Dealt to bob [{b[2]} {b[3]} {b[4]}] [{b[5]}]
ann: checks
bob: checks
*** RIVER ***
ann: checks
bob: checks
*** SHOW DOWN ***
ann: shows [{ann}]
bob: shows [{bob}]
{paid}*** SUMMARY ***
Total pot $0.07 | Rake $0
"""
"""Seven-card stud, razz or stud hi/lo heads-up at the showdown, a pot of 7 cents: a split
leaves an odd chip, which stud gives by the cards (the highest card by suit)."""

PAID = {
    "ann": "ann collected $0.07 from pot\n",
    "bob": "bob collected $0.07 from pot\n",
    "ann+": "ann collected $0.04 from pot\nbob collected $0.03 from pot\n",
    "bob+": "ann collected $0.03 from pot\nbob collected $0.04 from pot\n",
}


def _stud(game: str, ann: list[str], bob: list[str], cid: str, paid: str, shown: tuple[int, int] = (6, 6)) -> str:
    """The text of a STUD3 hand: each player's seven cards (down, down, four up, down), of which
    the first ``shown`` are shown."""
    return STUD3.format(
        number=7,
        game=game,
        a=ann,
        b=bob,
        cid=cid,
        ann=" ".join(ann[: shown[0]]),
        bob=" ".join(bob[: shown[1]]),
        paid=PAID[paid],
    )


def test_a_stud_tie_whose_odd_chip_the_unseen_card_could_move_is_decided_card_by_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ann and bob both hold a straight to the ace whatever bob's seventh card, never shown: a
    tie, and the odd chip of the 7-cent pot goes by the highest playing card by suit (stud):
    ann's Ad over bob's Ac, unless his seventh card is the Ah or the As, and then bob's. Every
    filling ties, and a tie's cards can move the odd chip: in stud each filling that ties is a
    kind of its own, so the verdict is the one every filling gives, NOT AUDITABLE (two cards
    pay bob the odd chip), whatever the room paid; taken as one kind, it would be the first
    filling's (the Ah: a MISMATCH for a room that paid ann the odd chip). The same with ann's
    seventh card never shown too (her Ah or As takes the odd chip back)."""
    ann = ["Ad", "Kd", "Qh", "Jh", "Tc", "2c", "3c"]
    bob = ["Ac", "Ks", "Qs", "Jd", "Th", "4d", "5h"]
    for paid in PAID:
        record = next(read(_stud("7 Card Stud", ann, bob, "2s", paid, shown=(7, 6))))
        verdict = audit_hand(record)
        assert _said(verdict) == _said(_every_filling(record, monkeypatch))
        assert verdict.outcome is Outcome.NOT_AUDITABLE and "depend" in verdict.detail
        both = next(read(_stud("7 Card Stud", ann, bob, "2s", paid, shown=(6, 6))))  # ann's seventh unseen too
        assert _same_kinds(both, monkeypatch) > 1
        assert audit_hand(both).outcome is Outcome.NOT_AUDITABLE and "depend" in audit_hand(both).detail
    play = audit_module.replay(record)
    free = audit_module._unseen_deck(record, play)
    seen = {*ann, *bob[:6], "2s"}
    assert sorted(free) == [code for code in range(52) if str(Card(code)) not in seen]
    assert len(list(unseen_module.one_of_each_kind(record, play, [("bob", 1)], free))) == len(free)
    holdem = next(read(_hand({"flop": "Ah Kh Qs", "turn": "Jd", "river": "Tc", "bob": "2c 3d"})))
    play = audit_module.replay(holdem)
    kinds = unseen_module.one_of_each_kind(holdem, play, [("ann", 2)], audit_module._unseen_deck(holdem, play))
    assert len(list(kinds)) == 1  # the board plays for both whatever ann holds: a tie, odd chips by seat


def _deals(rng: random.Random, players: int, cards: int) -> list[list[str]]:
    deck = [str(Card(code)) for code in range(52)]
    rng.shuffle(deck)
    return [deck[cards * k : cards * (k + 1)] for k in range(players)]


@pytest.mark.parametrize("game", ["7 Card Stud", "Razz", "7 Card Stud Hi/Lo"])
def test_stud_with_a_card_never_shown_on_each_side_gives_what_every_filling_gives(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The brute force on stud: ann's and bob's seventh cards never shown (about 1,500
    fillings, each player's cards valued once), random deals and payouts, ties made likelier
    (bob's up cards of ann's ranks half the time: odd chips by the cards); every filling decided
    against the first of each kind."""
    rng = random.Random(f"unseen {game}")
    for _ in range(6):
        ann, bob, rest = _deals(rng, 3, 7)
        if rng.random() < 0.5:
            twins = sorted({f"{card[0]}{suit}" for card in ann[2:6] for suit in "cdhs"} - set(ann))
            bob[2:6] = rng.sample(twins, 4)
            bob[:2] = [card for card in rest if card not in bob][:2]
            bob[6] = next(card for card in reversed(rest) if card not in bob)
        cid = next(card for card in rest if card not in ann + bob)
        shown = rng.choice([(6, 6), (6, 6), (7, 6)])
        record = next(read(_stud(game, ann, bob, cid, rng.choice(list(PAID)), shown)))
        assert _same_kinds(record, monkeypatch) < 400


def test_a_razz_hand_one_player_wins_whatever_decides_one_showdown(monkeypatch: pytest.MonkeyPatch) -> None:
    """As KingsClub razz #3537921: bob's six cards make a seven low whatever his seventh, ann's
    at best a nine; each player's seventh card never shown, about 1,500 fillings in all, one
    order of the hands: one showdown decides it (the same verdict as every filling gives)."""
    ann = ["Td", "5s", "4h", "9d", "7d", "7h", "Kc"]
    bob = ["2h", "Ad", "3c", "8s", "6s", "7s", "Qc"]
    record = next(read(_stud("Razz", ann, bob, "Jc", "bob")))
    verdict, decided = _counted(record, monkeypatch)
    assert verdict.outcome is Outcome.MATCH and "ann, bob: 2 card(s) never shown" in verdict.detail
    assert decided == 1
    assert _same_kinds(record, monkeypatch) == 1


@pytest.mark.parametrize("seed", range(3))
def test_holdem_with_cards_never_shown_gives_what_every_filling_gives(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The brute force on Hold'em: ann's two cards never shown (990 fillings, one player: each
    filling valued in turn; the hand run twice one time in three), and ann's and cid's second
    cards never shown in a three-way pot (about 1,900 fillings, two players: each one's cards
    valued once), random boards and payouts; every filling decided against the first of each
    kind."""
    rng = random.Random(seed)
    for _ in range(2):
        bob, board, second = _deals(rng, 3, 5)
        if rng.random() < 0.5:  # a board that plays, or nearly: ties
            board[:3] = [card for card in ("Ah", "Kh", "Qs", "Jd", "Tc") if card not in bob][:3]
            bob = [card for card in bob if card not in board]
        deal = {"flop": " ".join(board[:3]), "turn": board[3], "river": board[4], "bob": " ".join(bob[:2])}
        record = next(read(_hand(deal, winner=rng.choice(["ann", "bob"]))))
        if seed == 0:
            second[:3] = board[:3]  # a second run sharing the flop
            free = [card for card in second[3:] + _deals(rng, 1, 52)[0] if card not in {*bob[:2], *board}]
            record = dataclasses.replace(record, boards=(record.boards[0], " ".join([*board[:3], *free[:2]])))
        assert _same_kinds(record, monkeypatch) < 400
        text = THREE_WAY.replace("Ah Kh Qh Jh 2c", " ".join(board)).replace("Ah Kh Qh", " ".join(board[:3]))
        flop = " ".join(board[:3])  # (the river line's turn card too: one board)
        text = text.replace(f"{flop} Jh] [", f"{flop} {board[3]}] [")
        text = text.replace("[Jh]", f"[{board[3]}]").replace("[2c]", f"[{board[4]}]")
        text = text.replace("Th 3d", f"{bob[2]} {bob[3]}")
        text = text.replace("bob: shows", f"ann: shows [{bob[0]}]\ncid: shows [{bob[1]}]\nbob: shows")
        record = next(read(text.replace("bob collected", f"{rng.choice(['ann', 'bob', 'cid'])} collected")))
        assert _same_kinds(record, monkeypatch) < 400


CLAIMS = (
    "a pair of Aces",
    "two pair, Kings and Queens",
    "a straight, Ten to Ace",
    "a flush, Ace high",
    "high card Ace",
)


@pytest.mark.parametrize("seed", range(2))
def test_words_for_a_hand_never_fully_shown_keep_the_verdict_every_filling_gives(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The room described the hand of a player whose cards are not all shown (as Action Poker
    prints a winner's best five): the words are checked against each filling's hand, and the
    verdict keeps the first filling whose hand agrees with them. Fillings whose hands differ in
    strength are then of different kinds, one player lacking cards or two; the verdict is word
    for word the one every filling decided gives."""
    rng = random.Random(f"words {seed}")
    for _ in range(3):
        bob, board = _deals(rng, 2, 5)
        deal = {"flop": " ".join(board[:3]), "turn": board[3], "river": board[4], "bob": " ".join(bob[:2])}
        record = next(read(_hand(deal, winner=rng.choice(["ann", "bob"]))))
        record = dataclasses.replace(record, claims=(Claim("ann", rng.choice(CLAIMS)),))
        assert _same_kinds(record, monkeypatch) < 600
        text = THREE_WAY.replace("Ah Kh Qh Jh 2c", " ".join(board)).replace("Ah Kh Qh", " ".join(board[:3]))
        flop = " ".join(board[:3])  # (the river line's turn card too: one board)
        text = text.replace(f"{flop} Jh] [", f"{flop} {board[3]}] [")
        text = text.replace("[Jh]", f"[{board[3]}]").replace("[2c]", f"[{board[4]}]")
        text = text.replace("Th 3d", f"{bob[2]} {bob[3]}")
        text = text.replace("bob: shows", f"ann: shows [{bob[0]}]\ncid: shows [{bob[1]}]\nbob: shows")
        record = next(read(text.replace("bob collected", f"{rng.choice(['ann', 'bob', 'cid'])} collected")))
        record = dataclasses.replace(record, claims=(Claim(rng.choice(["ann", "cid"]), rng.choice(CLAIMS)),))
        assert _same_kinds(record, monkeypatch) < 600


def _fillings_of(record: object, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> tuple[list[object], int]:
    """One player's fillings (every kind's first), valued ``size`` (first, last) hands at a
    time, in the audit's order; and the hands valued before the second came (0: no second)."""
    play = audit_module.replay(record)
    deck = audit_module._unseen_deck(record, play)
    deck.sort(key=lambda code: audit_module._EXTREMES_FIRST.index(str(Card(code))[0]))
    valued = [0]
    real, whole = unseen_module.deal_hands, unseen_module.whole_strengths

    def counted(plans: object, holes: list[object], board: object) -> object:
        valued[0] += len(holes)
        return real(plans, holes, board)  # type: ignore[arg-type]

    def counted_whole(plan: object, hole: object, board: object, added: list[object]) -> object:
        valued[0] += len(added)  # (Hold'em's one side: each hand valued once, on this road)
        return whole(plan, hole, board, added)  # type: ignore[arg-type]

    with monkeypatch.context() as patch:
        patch.setattr(unseen_module, "_FIRST_CHUNK", size[0])
        patch.setattr(unseen_module, "_LAST_CHUNK", size[1])
        patch.setattr(unseen_module, "deal_hands", counted)
        patch.setattr(unseen_module, "whole_strengths", counted_whole)
        kinds = unseen_module.one_of_each_kind(record, play, [("ann", 2)], deck)
        assert kinds is not None
        before = valued[0]  # (the hands valued to check the deal, before any filling)
        first = [next(kinds), next(kinds)]
        at_second = valued[0] - before
        return [*first, *kinds], at_second


@pytest.mark.parametrize(
    "board",
    [
        BEATABLE,
        {"flop": "Ah Kh 7h", "turn": "2d", "river": "9s", "bob": "Kd Ks"},
        {"flop": "Td 9c 4s", "turn": "3h", "river": "2c", "bob": "Ac Kc"},
    ],
)
def test_fillings_valued_a_few_first_are_the_ones_valued_in_chunks(
    board: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """One player's cards never shown: the fillings are valued two first, then twice as many each
    time; the fillings given are the same, in the same order, however many are valued at once
    (one, thirty-two, a few first)."""
    record = next(read(_hand(board)))
    reference, _ = _fillings_of(record, (1, 1), monkeypatch)
    assert len(reference) >= 2  # (ann's hand below bob's and above it at least: kinds to keep in order)
    for size in ((32, 32), (2, 32), (unseen_module._FIRST_CHUNK, unseen_module._LAST_CHUNK), (3, 7)):
        assert _fillings_of(record, size, monkeypatch)[0] == reference, size


def test_a_hand_whose_pots_depend_on_the_cards_is_found_out_valuing_a_few_hands(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """bob's kings against ann's two cards never shown: her aces (tried first) beat them, her ace
    and deuce do not; that second kind of filling (where the audit stops: the pots depend on
    the cards) comes after a few hands valued, not after a chunk of thirty-two (as BetOnline
    #1605375848: the winner of a side pot never showed, and the main pot depends on it)."""
    record = next(read(_hand({"flop": "Qs 9h 5c", "turn": "3d", "river": "8h", "bob": "Kd Kc"})))
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "depend" in verdict.detail
    _, valued = _fillings_of(record, (unseen_module._FIRST_CHUNK, unseen_module._LAST_CHUNK), monkeypatch)
    assert 4 <= valued <= 8, valued
    assert _fillings_of(record, (32, 32), monkeypatch)[1] == 32  # the chunk of before: all of it valued


@pytest.mark.parametrize(
    "name", ["holdem", "short-deck", "stud", "razz", "stud-hi-lo", "2-7-single-draw", "5-card-draw", "badugi", "omaha"]
)
def test_hands_valued_with_the_shared_cards_summed_once_are_valued_as_the_showdown_values_them(name: str) -> None:
    """``whole_strengths`` (the cards every filling shares summed once, each filling's added):
    on random deals, each side it values gets the strengths ``deal_hands`` gives the same
    hands; the sides where every card plays (Hold'em, stud, draw) are valued on it, the others
    (a qualifier, Omaha's parts, badugi's ranking) are left to ``deal_hands``."""
    from pokerrank._showdown.sides import deal_hands, side_plan, whole_strengths
    from pokerrank.games import get_game

    game = get_game(name)
    rng = random.Random(f"whole {name}")
    deck_codes = sorted(game.deck.codes)
    valued_whole = 0
    for _ in range(20):
        cards = [Card(code) for code in rng.sample(deck_codes, game.board_cards + game.hole_cards + 12)]
        board, hole, spare = tuple(cards[: game.board_cards]), cards[game.board_cards :], cards[-12:]
        lack = rng.randint(1, 2)
        base = tuple(hole[: game.hole_cards - lack])
        added = [tuple(int(card) for card in combo) for combo in itertools.combinations(spare, lack)]
        for side in game.sides:
            plan = side_plan(side, game.hole_cards, game.board_cards)
            fast = whole_strengths(plan, base, board, added)
            if fast is None:
                continue
            valued_whole += 1
            hands = deal_hands([plan], [base + tuple(Card(code) for code in combo) for combo in added], board)[0]
            assert fast == [hand.strength if hand is not None else None for hand in hands]
    whole = name not in ("badugi", "omaha")
    assert (valued_whole > 0) is whole


@pytest.mark.parametrize("game", ["Razz", "7 Card Stud", "7 Card Stud Hi/Lo"])
def test_fillings_of_one_order_are_the_first_of_the_kinds_found_otherwise(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two players' seventh cards never shown, random deals: where every filling puts the hands
    in one order (no hand level with another's), the first filling alone is given; the same
    fillings as grouping every player's fillings by their values gives (that road kept
    reachable: ``_one_order`` answering False), and the road is taken on some deals (not in stud
    hi/lo, where a filling without a qualifying low leaves it)."""
    rng = random.Random(f"one order {game}")
    taken = 0
    real = unseen_module._one_order
    for _ in range(12):
        ann, bob, rest = _deals(rng, 3, 7)
        cid = next(card for card in rest if card not in ann + bob)
        record = next(read(_stud(game, ann, bob, cid, rng.choice(list(PAID)))))
        play = audit_module.replay(record)
        deck = audit_module._unseen_deck(record, play)
        deck.sort(key=lambda code: audit_module._EXTREMES_FIRST.index(str(Card(code))[0]))
        lacking = [(name, 7 - len(play.cards[name].split())) for name in play.missing]
        assert [n for _, n in lacking] == [1, 1]
        fillings = unseen_module.one_of_each_kind(record, play, lacking, deck)
        assert fillings is not None
        quick = list(fillings)
        with monkeypatch.context() as patch:
            patch.setattr(unseen_module, "_one_order", lambda *args: False)
            grouped = unseen_module.one_of_each_kind(record, play, lacking, deck)
            assert grouped is not None
            assert quick == list(grouped)
        taken += real(*_one_order_arguments(record, play, lacking, deck))
    assert (taken > 0) is (game != "7 Card Stud Hi/Lo"), taken


def _one_order_arguments(
    record: object, play: object, lacking: list[tuple[str, int]], deck: list[int]
) -> tuple[object, ...]:
    """``_one_order``'s arguments on the hand (caught from the audit's own call)."""
    caught: list[tuple[object, ...]] = []
    real = unseen_module._one_order
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(unseen_module, "_one_order", lambda *args: caught.append(args) or real(*args))
        list(unseen_module.one_of_each_kind(record, play, lacking, deck) or ())  # type: ignore[arg-type]
    return caught[0]


SIDE_POT = """\
PokerStars Hand #9: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($30 in chips)
Seat 3: cid ($100 in chips)
bob: posts small blind $1
cid: posts big blind $2
*** HOLE CARDS ***
ann: raises $8 to $10
bob: raises $20 to $30 and is all-in
cid: calls $28
ann: calls $20
*** FLOP *** [{flop}]
cid: bets $20
ann: calls $20
*** TURN *** [{flop}] [{turn}]
cid: checks
ann: checks
*** RIVER *** [{flop} {turn}] [{river}]
cid: checks
ann: checks
*** SHOW DOWN ***
cid: shows [{cid}]
bob: shows [{bob}]
{main} collected $87 from main pot
{side} collected $39 from side pot
*** SUMMARY ***
Total pot $130 Main pot $87. Side pot $39. | Rake $4
Board [{flop} {turn} {river}]
"""
"""ann never shows; the room's printed pots after rake tell its rate (a rake rule worked out
from the pots, the same for every card ann could hold)."""


@pytest.mark.parametrize("seed", range(6))
def test_the_tries_of_unseen_cards_share_the_rake_rule_and_give_what_each_alone_gives(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The rake's rule and what the room paid are worked out once for all the tries of the
    cards ann never showed (side pots, printed pots after rake, random boards and winners, or
    cid's royal flush paid right or wrong), and the verdict, every word of it in three
    languages, is the one each try worked out alone gives."""
    decision_module = importlib.import_module("pokerrank.handhistory.decision")
    rng = random.Random(seed)
    cards = [str(Card(code)) for code in range(52)]
    if seed < 3:  # cid's royal flush: nothing ann holds changes the pots
        cards = ["Ah", "Kh", "Qh", "Jh", "2c", "Th", "3d", "9s", "9d"]
    else:
        rng.shuffle(cards)
    deal = {
        "flop": " ".join(cards[:3]),
        "turn": cards[3],
        "river": cards[4],
        "cid": " ".join(cards[5:7]),
        "bob": " ".join(cards[7:9]),
    }
    main, side = (
        [("cid", "cid"), ("bob", "cid"), ("cid", "ann")][seed % 3]
        if seed < 3
        else rng.choice([("bob", "cid"), ("cid", "cid"), ("ann", "ann"), ("bob", "ann")])
    )
    record = next(read(SIDE_POT.format(main=main, side=side, **deal)))
    rules = 0
    rake_rule = decision_module._rake_rule

    def counted(*args: object) -> object:
        nonlocal rules
        rules += 1
        return rake_rule(*args)

    monkeypatch.setattr(decision_module, "_rake_rule", counted)
    known = audit_module._audit_known
    for lang in ("en", "fr", "de"):
        rules = 0
        shared = audit_hand(record, lang=lang)
        assert rules == 1  # the first try: the others share it (the hand as written stops before: ann never showed)
        with monkeypatch.context() as patch:  # each try alone
            patch.setattr(audit_module, "_audit_known", lambda r, lg, p, s=None: known(r, lg, p, None))
            rules = 0
            alone = audit_hand(record, lang=lang)
            assert rules > 1
        assert _said(shared) == _said(alone)
        assert shared.outcome is (Outcome.MATCH if seed == 0 else Outcome.MISMATCH if seed < 3 else shared.outcome)


def test_a_shared_store_given_another_rake_works_the_rule_out_again() -> None:
    """``decide``'s ``shared`` keeps the rule of one rake and printed pots: asked with others,
    it decides as without it."""
    from pokerrank.handhistory.decision import decide
    from pokerrank.handhistory.replay import replay

    deal = {"flop": "2c 7d 9h", "turn": "Js", "river": "Kd", "cid": "Ah Ad", "bob": "Kh Ks", "main": "cid"}
    text = SIDE_POT.format(side="cid", **deal).replace("*** SHOW DOWN ***\n", "*** SHOW DOWN ***\nann: shows [3c 4c]\n")
    play = replay(next(read(text)))
    shared: dict[str, object] = {}
    first = decide(play, 4, (87, 39), shared=shared)
    assert first.totals == decide(play, 4, (87, 39)).totals
    for rake, pots in (((3, (88, 39))), (4, (86, 40)), (4, ())):
        again = decide(play, rake, pots, shared=shared)
        alone = decide(play, rake, pots)
        assert (again.totals, again.pots, again.rake, again.rake_note) == (
            alone.totals,
            alone.pots,
            alone.rake,
            alone.rake_note,
        )


# -- found by a review of the tries' shared store ------------------------------------------------------


def test_a_store_handed_from_one_hand_to_another_is_never_read_for_it() -> None:
    # (audit_room's and decide()'s shared= store: kept for one hand's tries; another hand's audit
    # with it read the first hand's payouts, a MISMATCH where the hand alone is a MATCH)
    from pokerrank.handhistory import examples, replay
    from pokerrank.handhistory.room import audit_room

    first, second = next(read(examples.ALL_IN_SHOWDOWN)), next(read(examples.HEADS_UP_STEAL))
    alone = audit_room(second, replay(second))
    store: dict[str, object] = {}
    audit_room(first, replay(first), shared=store)
    after = audit_room(second, replay(second), shared=store)
    assert alone.outcome is Outcome.MATCH
    assert (after.outcome, after.detail, after.payouts) == (alone.outcome, alone.detail, alone.payouts)


def test_a_record_of_a_subclass_with_a_field_made_after_init_is_tried_as_before() -> None:
    # (each try's record was made with every field, those __init__ does not take too: a TypeError)
    import dataclasses

    from pokerrank.handhistory import examples
    from pokerrank.handhistory.records import HandRecord

    @dataclasses.dataclass
    class Tagged(HandRecord):
        tag: str = dataclasses.field(init=False, default="x")

    record = next(read(examples.ALL_IN_SHOWDOWN))
    plain = dataclasses.replace(record, hole={**record.hole, "ann": record.hole["ann"].split()[0]})
    tagged = Tagged(**{f.name: getattr(plain, f.name) for f in dataclasses.fields(HandRecord)})
    expected = audit_hand(plain)
    got = audit_hand(tagged)
    assert (got.outcome, got.reason, got.detail) == (expected.outcome, expected.reason, expected.detail)
