"""A limit draw game's bets and raises are of the round's size (E4), as hold'em's and stud's:
a triple draw (2-7, A-5, Badugi, Badeucy) bets the small bet before the first draw and after
it, the big bet after the second and the third; a single draw the small bet before its draw and
the big bet after it. Before, the replay judged no draw game but five-card draw."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import INCONSISTENT

# $1/$2 limit, three players of $50: ann (small blind), bob (big blind), cid (button). Before
# the first draw cid raises to $2 and both call ($6 in); after the first draw ann bets {first},
# both call; after the second draw bob bets {second}, both call; after the third all check and
# ann's 7-5 low takes the pot (3 x (2 + first + second)), no rake.
TRIPLE = """PokerStars Hand #91000000001:  {title} Limit ($1/$2 USD) - 2014/03/02 20:44:17 ET
Table 'Vesta' 6-max Seat #3 is the button
Seat 1: ann ($50 in chips)
Seat 2: bob ($50 in chips)
Seat 3: cid ($50 in chips)
ann: posts small blind $0.50
bob: posts big blind $1
*** DEALING HANDS ***
cid: raises $1 to $2
ann: calls $1.50
bob: calls $1
*** FIRST DRAW ***
ann: discards 2 cards
bob: discards 3 cards
cid: discards 1 card
ann: bets {first}
bob: calls {first}
cid: calls {first}
*** SECOND DRAW ***
ann: stands pat
bob: discards 1 card
cid: discards 1 card
ann: checks
bob: bets {second}
cid: calls {second}
ann: calls {second}
*** THIRD DRAW ***
ann: stands pat
bob: discards 1 card
cid: stands pat
ann: checks
bob: checks
cid: checks
*** SHOW DOWN ***
ann: shows {ann}
bob: shows {bob}
cid: shows {cid}
ann collected {pot} from pot
*** SUMMARY ***
Total pot {pot} | Rake $0
Seat 1: ann (small blind) showed {ann} and won ({pot})
Seat 2: bob (big blind) showed {bob} and lost
Seat 3: cid (button) showed {cid} and lost
"""
LOWBALL = {"ann": "[7c 5d 4h 3s 2c]", "bob": "[9c 8d 6h 4s 3c]", "cid": "[Kc Qd Jh 9s 8c]"}
BADUGI = {"ann": "[4c 3d 2h As]", "bob": "[6c 5d 3h 2s]", "cid": "[Kc Kd Jh 9s]"}
GAMES = [("Triple Draw 2-7 Lowball", LOWBALL), ("Badugi", BADUGI)]


def _verdict(title: str, cards: dict[str, str], first: int, second: int):  # type: ignore[no-untyped-def]
    pot = f"${3 * (2 + first + second)}"
    text = TRIPLE.format(title=title, first=f"${first}", second=f"${second}", pot=pot, **cards)
    return audit_hand(next(read(text)))


@pytest.mark.parametrize(("title", "cards"), GAMES)
def test_a_triple_draw_of_the_round_s_sizes_matches(title: str, cards: dict[str, str]) -> None:
    verdict = _verdict(title, cards, 1, 2)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(("title", "cards"), GAMES)
def test_the_big_bet_after_the_first_draw_is_off_its_size(title: str, cards: dict[str, str]) -> None:
    verdict = _verdict(title, cards, 2, 2)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert "'ann' bets (line 16: 'ann: bets $2') to $2 after the first draw," in verdict.detail, verdict.detail
    assert "not by the small bet of $1 and not all in: a limit game's bets and raises are of the round's size" in (
        verdict.detail
    )


@pytest.mark.parametrize(("title", "cards"), GAMES)
def test_the_small_bet_after_the_second_draw_is_off_its_size(title: str, cards: dict[str, str]) -> None:
    verdict = _verdict(title, cards, 1, 1)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert "'bob' bets (line 24: 'bob: bets $1') to $1 after the second draw," in verdict.detail, verdict.detail
    assert "not by the big bet of $2 and not all in" in verdict.detail


# Five-card draw and 2-7 single draw at $1/$2 limit, heads up: bob (button, small blind) calls,
# ann checks; after the draw ann bets {after} and bob calls.
SINGLE = """PokerStars Hand #91000000002:  {title} Limit ($1/$2 USD) - 2014/03/02 20:50:17 ET
Table 'Vesta' 6-max Seat #2 is the button
Seat 1: ann ($50 in chips)
Seat 2: bob ($50 in chips)
bob: posts small blind $0.50
ann: posts big blind $1
*** DEALING HANDS ***
bob: calls $0.50
ann: checks
*** FIRST DRAW ***
ann: discards 1 card
bob: discards 2 cards
ann: bets {after}
bob: calls {after}
*** SHOW DOWN ***
ann: shows {ann}
bob: shows {bob}
ann collected {pot} from pot
*** SUMMARY ***
Total pot {pot} | Rake $0
Seat 1: ann (big blind) showed {ann} and won ({pot})
Seat 2: bob (button) (small blind) showed {bob} and lost
"""


@pytest.mark.parametrize(
    ("title", "ann", "bob"),
    [
        ("5 Card Draw", "[Ac Ad Ah 3s 2c]", "[Kc Kd 6h 4s 3c]"),
        ("Single Draw 2-7 Lowball", "[7c 5d 4h 3s 2c]", "[9c 8d 6h 4s 3c]"),
    ],
)
@pytest.mark.parametrize(("after", "outcome"), [(2, Outcome.MATCH), (1, Outcome.NOT_AUDITABLE)])
def test_a_single_draw_bets_the_big_bet_after_its_draw(
    title: str, ann: str, bob: str, after: int, outcome: Outcome
) -> None:
    text = SINGLE.format(title=title, after=f"${after}", pot=f"${2 + 2 * after}", ann=ann, bob=bob)
    verdict = audit_hand(next(read(text)))
    assert verdict.outcome is outcome, verdict.detail
    if outcome is Outcome.NOT_AUDITABLE:
        assert "not by the big bet of $2" in verdict.detail, verdict.detail
