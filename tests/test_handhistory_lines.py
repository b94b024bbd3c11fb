"""Rooms written as plain lines of their own (Seals With Clubs, KingsClub): hand texts written
here, read, replayed and audited as every other room's."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.detect import detect_format
from pokerrank.handhistory.records import ActionKind, HandRecord
from pokerrank.handhistory.replay import to_deal
from pokerrank.handhistory.writers import to_phh

SWC_SPLIT = """Hand #100-1 - 2013-06-28 02:13:53
Game: NL Hold'em (40 - 200) - Blinds 1/2
Site: Seals With Clubs
Table: NLHE 6max 1/2 #7
Seat 1: Ann (200)
Seat 2: Bob (150.50)
Seat 3: Cid (80) - waiting for big blind
Ann has the dealer button
Bob posts small blind 1
Cid posts big blind 2
** Hole Cards **
Dealt to Ann [Ah Kd]
Ann raises to 6
Bob calls 5
Cid calls 4
** Flop ** [2c 7d 9h]
Bob bets 10
Cid folds
Ann calls 10
** Turn ** [Js]
Bob checks
Ann checks
** River ** [3s]
Bob checks
Ann checks
** Pot Show Down ** [2c 7d 9h Js 3s]
Bob shows [As Kc] (High Card, Ace +KJ97)
Ann shows [Ah Kd] (High Card, Ace +KJ97)
Bob splits Pot (18.53) with High Card
Ann splits Pot (18.52) with High Card
Rake (0.95)
"""

SWC_DEAD_BLIND = """Hand #100-2 - 2013-06-28 02:15:50
Game: NL Hold'em (40 - 200) - Blinds 1/2
Site: Seals With Clubs
Table: NLHE 6max 1/2 #7
Seat 1: Ann (200)
Seat 2: Bob (150)
Seat 3: Cid (80)
Seat 4: Dan (100)
Ann has the dealer button
Bob posts small blind 1
Cid posts big blind 2
Dan posts small & big blind 3
** Hole Cards **
Dealt to Dan [7c 2d]
Dan checks
Ann raises to 8
Bob folds
Cid folds
Dan folds
Ann refunded 6
Ann wins Pot (8)
Rake (0)
Dan adds 3 chips
"""

SWC_TOURNAMENT = """Hand #200-5 - 2013-04-20 12:00:00
Game: NL Hold'em (10+0) - Blinds 100/200 Ante 25
Site: Seals With Clubs
Table: Chicago - Table 1
Seat 1: Ann (1000)
Seat 2: Bob (500)
Seat 3: Cid (3000)
Ann has the dealer button
Ann posts ante 25
Bob posts ante 25
Cid posts ante 25
Bob posts small blind 100
Cid posts big blind 200
** Hole Cards **
Ann raises to 975 (All-in)
Bob calls 375 (All-in)
Cid calls 775
Eve moved from Table 3
** Flop ** [2c 7d 9h]
** Turn ** [Js]
** River ** [3s]
** Side Pot 1 Show Down ** [2c 7d 9h Js 3s]
Ann shows [Ah Ad] (a Pair of Aces +J97)
Cid shows [Kh Kd] (a Pair of Kings +J97)
Ann wins Side Pot 1 (1000)
** Main Pot Show Down ** [2c 7d 9h Js 3s]
Bob shows [Qh Qd] (a Pair of Queens +J97)
Ann wins Main Pot (1500)
Rake (0)
Bob finishes tournament in place #3
"""

SWC_HI_LO = """Hand #300-1 - 2013-05-10 10:00:00
Game: PL Omaha Hi-Lo (40 - 200) - Blinds 1/2
Site: Seals With Clubs
Table: PLO8 6max 1/2 #1
Seat 1: Ann (200)
Seat 2: Bob (200)
Seat 3: Cid (200)
Ann has the dealer button
Bob posts small blind 1
Cid posts big blind 2
** Hole Cards **
Ann raises to 6
Bob calls 5
Cid folds
** Flop ** [2c 5d 9h]
Bob checks
Ann checks
** Turn ** [Js]
Bob checks
Ann checks
** River ** [3s]
Bob checks
Ann checks
** Pot Show Down ** [2c 5d 9h Js 3s]
Bob shows [Qh Qd Ts 8s] (a Pair of Queens +J9)
Ann shows [Ah 4d Kc Kd] (Hi: a Straight, Ace to Five  Lo: 5432A)
Ann wins Hi Pot (6.65) with a Straight
Ann wins Lo Pot (6.65) with 5432A
Rake (0.70)
"""


def _one(text: str) -> HandRecord:
    hands = list(read(text))
    assert len(hands) == 1
    return hands[0]


def test_seals_with_clubs_is_detected_from_its_first_line() -> None:
    assert detect_format(SWC_SPLIT) == "sealswithclubs"
    assert detect_format("\ufeff\r\n" + SWC_TOURNAMENT) == "sealswithclubs"
    hands = list(read((SWC_SPLIT + "\n\n\n" + SWC_DEAD_BLIND).replace("\n", "\r\n").encode()))
    assert [hand.hand_id for hand in hands] == ["100-1", "100-2"]
    assert all(hand.site == "Seals With Clubs" and hand.ok for hand in hands)


def test_a_split_pot_gives_the_odd_hundredth_left_of_the_button() -> None:
    hand = _one(SWC_SPLIT)
    assert (hand.currency, str(hand.unit), hand.stakes, hand.rake) == ("mBTC", "0.01", (100, 200), 95)
    assert hand.boards == ("2c 7d 9h Js 3s",)
    assert [(c.player, c.amount) for c in hand.collected] == [("Bob", 1853), ("Ann", 1852)]
    assert audit_hand(hand).outcome is Outcome.MATCH
    wrong = _one(SWC_SPLIT.replace("Bob splits Pot (18.53)", "Bob splits Pot (18.52)").replace(
        "Ann splits Pot (18.52)", "Ann splits Pot (18.53)"))  # fmt: skip
    verdict = audit_hand(wrong)
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "payout"


def test_small_and_big_blind_posted_together_leave_the_small_one_dead() -> None:
    hand = _one(SWC_DEAD_BLIND)
    assert hand.dead == {"Dan": 100}
    assert hand.returned == {"Ann": 600}
    assert next(a.kind for a in hand.actions if a.player == "Dan") is ActionKind.DEAD_BLINDS
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_tournament_side_pots_in_chips() -> None:
    hand = _one(SWC_TOURNAMENT)
    assert (hand.currency, hand.unit, hand.tournament, hand.stakes) == (None, 1, "Chicago - Table 1", (100, 200))
    assert sorted((c.pot, c.amount) for c in hand.collected) == [("main pot", 1500), ("side pot 1", 1000)]
    assert audit_hand(hand).outcome is Outcome.MATCH
    paid_bob = SWC_TOURNAMENT.replace("Ann wins Main Pot (1500)", "Bob wins Main Pot (1500)")
    assert audit_hand(_one(paid_bob)).outcome is Outcome.MISMATCH


def test_hi_lo_words_with_the_low_after_two_spaces() -> None:
    hand = _one(SWC_HI_LO)
    assert hand.game == "omaha-hi-lo" and hand.claims[1].text.endswith("Lo: 5432A")
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH and all(check.ok for check in verdict.words)
    wrong = audit_hand(_one(SWC_HI_LO.replace("Lo: 5432A)", "Lo: 6432A)")))
    assert wrong.outcome is Outcome.MISMATCH and wrong.reason == "words"


@pytest.mark.parametrize(
    ("change", "reason", "quoted"),
    [
        (("Ann checks\n** River", "Ann sings\n** River"), "line not understood", "Ann sings"),
        (("Rake (0.95)", "Rake (0.90)"), "chips do not add up", ""),
        (("Bob splits Pot (18.53) with High Card\nAnn splits Pot (18.52) with High Card\nRake (0.95)\n", ""),
         "truncated", ""),
        (("Seat 2: Bob (150.50)", "Seat 2: Ann (150.50)"), "unreadable", "two seats"),
        (("Game: NL Hold'em", "Game: NL Razzle"), "game pokerrank does not play", "Razzle"),
    ],
)  # fmt: skip
def test_hands_that_cannot_be_audited_say_why(change: tuple[str, str], reason: str, quoted: str) -> None:
    text = SWC_SPLIT.replace(*change)
    assert text != SWC_SPLIT
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert verdict.reason == reason, verdict.detail
    assert quoted in (verdict.detail or "")


@pytest.mark.parametrize("text", [SWC_SPLIT, SWC_DEAD_BLIND, SWC_TOURNAMENT, SWC_HI_LO])
def test_converts_to_a_deal_and_to_phh(text: str) -> None:
    hand = _one(text)
    deal = to_deal(hand)
    assert deal["board"] == hand.boards[0]
    assert {p["name"] for p in deal["players"]} <= {s.name for s in hand.seats}
    if text in (SWC_DEAD_BLIND, SWC_HI_LO):  # dead money; pot-limit Omaha Hi/Lo: PHH has no place for them
        with pytest.raises(HandHistoryError, match="PHH has no"):
            to_phh(hand)
        return
    phh = to_phh(hand)
    assert f'hand = "{hand.hand_id}"' in phh and 'venue = "Seals With Clubs"' in phh


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_garbled_hands_are_read_or_refused_never_raise(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from([SWC_SPLIT, SWC_DEAD_BLIND, SWC_TOURNAMENT, SWC_HI_LO]))
    lines = text.splitlines()
    k = data.draw(st.integers(0, len(lines) - 1))
    cut = data.draw(st.integers(0, len(lines[k])))
    junk = data.draw(st.text(alphabet="$0123456789.: []()#-+AdeHlnPorstw", max_size=12))
    lines[k] = lines[k][:cut] + junk
    for hand in read("\n".join(lines)):
        assert audit_hand(hand).outcome in (Outcome.MATCH, Outcome.MISMATCH, Outcome.NOT_AUDITABLE)
