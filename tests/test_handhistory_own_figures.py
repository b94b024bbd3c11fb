"""Figures the own-text and XML rooms write and no rule compared (last session's mutation fuzz:
an amount changed by one unit, a line deleted or doubled, words appended, and the hand still
MATCHed): each is now checked against the hand, and one that disagrees is NOT AUDITABLE quoting
its line (a file that disagrees with itself)."""

from __future__ import annotations

import pytest
from test_handhistory_pkr import CASH
from test_handhistory_xmlrooms import _EVEREST, _boss

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import Verdict

MICROGAMING = """<Game hhversion="4" id="9" stakes="1|2" betlimit="NL" gametype="Hold&apos;em" \
currencysymbol="rCA=" istournament="0" rake="10"><Seats>
<Seat num="1" alias="ann" balance="100.00" endbalance="103.90" dealer="true"/>
<Seat num="2" alias="bob" balance="100.00" endbalance="96.00"/>
<Seat num="3" alias="cy" balance="50.00" endbalance="0.00" sittingout="true"/></Seats><Gameplay>
<Action seq="1" type="SmallBlind" seat="1" value="1.00"/>
<Action seq="2" type="BigBlind" seat="2" value="2.00"/>
<Action seq="3" type="Raise" seat="1" value="3.00"/>
<Action seq="4" type="Call" seat="2" value="2.00"/>
<Action seq="5" type="DealFlop"><Card value="10" suit="c"/><Card value="2" suit="d"/>
<Card value="7" suit="h"/></Action>
<Action seq="6" type="Check" seat="2"/><Action seq="7" type="Bet" seat="1" value="4.00"/>
<Action seq="8" type="Fold" seat="2"/><Action seq="9" type="MoneyReturned" seat="1" value="4.00"/>
<Action type="Win"><Seat num="1" amount="7.90" pot="0" type="" lowhandwin="0"/></Action>
</Gameplay></Game>"""
"""Microgaming (hhversion 4): each seat's ``endbalance``, a seat sitting out that left (0.00)."""
MICROGAMING_OLD = (
    MICROGAMING.replace('hhversion="4" ', "")
    .replace('<Action seq="9" type="MoneyReturned" seat="1" value="4.00"/>', "")
    .replace('type="Raise" seat="1" value="3.00"', 'type="Raise" seat="1" value="4.00"')
    .replace('type="Call" seat="2" value="2.00"', 'type="Call" seat="2" value="4.00"')
)
"""The same hand before hhversion 2: the raise names the street total, the bet nobody called is
in no line (the endbalance has it back)."""


def _verdict(text: str) -> Verdict:
    hands = list(read(text))
    assert len(hands) == 1
    return audit_hand(hands[0])


@pytest.mark.parametrize("text", [MICROGAMING, MICROGAMING_OLD], ids=["Microgaming", "Microgaming before v2"])
def test_the_texts_as_written_match(text: str) -> None:
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(
    ("text", "old", "new", "quoted"),
    [
        (MICROGAMING, 'endbalance="103.90"', 'endbalance="103.91"', '<Seat num="1" alias="ann" balance="100.00"'),
        (MICROGAMING, 'endbalance="96.00"', 'endbalance="95.99"', "endbalance 95.99 of 'bob'"),
        (MICROGAMING_OLD, 'endbalance="103.90"', 'endbalance="99.90"', "endbalance 99.90 of 'ann'"),  # none back
    ],
)
def test_microgaming_an_endbalance_that_disagrees(text: str, old: str, new: str, quoted: str) -> None:
    assert old in text
    verdict = _verdict(text.replace(old, new))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert verdict.reason == "chips do not add up"
    assert quoted in verdict.detail


@pytest.mark.parametrize(
    ("old", "new", "quoted"),
    [
        ('value="2.00"/>\n<Action seq="3"', 'value="2.00"/> all in\n<Action seq="3"', "'all in'"),
        ("</Seats>", "</Seats>wins 9", "'wins 9'"),
    ],
)
def test_microgaming_words_outside_any_tag_are_quoted(old: str, new: str, quoted: str) -> None:
    verdict = _verdict(MICROGAMING.replace(old, new))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert quoted in verdict.detail


ONGAME = """***** History for hand R5-1-1 *****
Start hand: Wed Aug 18 19:32:32 GMT+0100 2010
Table: T [1] (NO_LIMIT TEXAS_HOLDEM $1/$2, Real money)
Button: seat 1
Seat 1: ann ($100)
Seat 2: bob ($100)
Seat 3: cy ($50)
ann posts small blind ($1)
bob posts big blind ($2)
---
Dealing pocket cards
cy folds
ann raises $5 to $6
bob folds
---
Summary:
Main pot: $4 won by ann ($4)
Rake taken: $0
Seat 1: ann ($102), net: +$2
Seat 2: bob ($98), net: -$2
Seat 3: cy ($50)
***** End of hand R5-1-1 *****
"""
"""OnGame: each seat's stack after the hand (and its net, where it played)."""


@pytest.mark.parametrize(
    ("old", "new", "quoted"),
    [
        ("Seat 1: ann ($102), net", "Seat 1: ann ($103), net", "ann"),  # a stack by one unit
        ("Seat 3: cy ($50)\n*", "Seat 3: cy ($51)\n*", "cy"),  # a seat that put nothing in
        ("Seat 2: bob ($98), net: -$2\n", "Seat 2: bob ($98), net: -$2\nSeat 2: bob ($97), net: -$3\n", "bob ($97)"),
        ("Seat 2: bob ($98), net: -$2\n", "Seat 2: bob ($98), net: -$2\n" * 2, "Seat 2: bob ($98)"),  # doubled
        ("Seat 3: cy ($50)\n*", "Seat 3: cy ($50)\nSeat 3: cy ($49)\n*", "($49)"),
        # the seat's opening line copied (its stack unchanged) beside the line that says it played
        ("Seat 2: bob ($98), net: -$2\n", "Seat 2: bob ($100)\nSeat 2: bob ($98), net: -$2\n", "bob"),
        ("Seat 2: bob ($98), net: -$2\n", "Seat 2: bob ($98), net: -$2\nSeat 2: bob ($100)\n", "bob ($100)"),
    ],
)
def test_ongame_a_summary_seat_that_disagrees_or_is_written_twice(old: str, new: str, quoted: str) -> None:
    assert _verdict(ONGAME).outcome is Outcome.MATCH
    assert old in ONGAME
    verdict = _verdict(ONGAME.replace(old, new))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert quoted in verdict.detail


def _boss_texts() -> tuple[str, str, str]:
    new = _boss(cards="1 14 27 40 5")
    unraked = _boss(False, cards="1 14 27 40 5").replace(' RAKE="0.20" MAINPOT="9.80"', "")  # (2010-2011: no RAKE)
    tournament = (  # the 2011 tournament export: the antes (1 each) in the pots, in no action
        _boss(False, cards="1 14 27 40 5")
        .replace("GAMEKIND_CASH", "GAMEKIND_TOURNAMENT")
        .replace('POT="19.40" RAKE="0.60" MAINPOT="19.40"', 'POT="22.00" RAKE="0.00" MAINPOT="22.00"')
        .replace('POT="9.80" RAKE="0.20" MAINPOT="9.80"', 'POT="12.00"')
        .replace('WIN="19.40"', 'WIN="22.00"')
    )
    return new, unraked, tournament


def test_boss_boards_as_written_match() -> None:
    for text in _boss_texts():
        verdict = _verdict(text)
        assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(
    ("which", "old", "new", "said"),
    [
        (0, 'POT="9.80" RAKE="0.20" MAINPOT="9.80"', 'POT="9.81" RAKE="0.20" MAINPOT="9.81"', "add up to 10.01"),
        (0, 'POT="9.80" RAKE="0.20" MAINPOT="9.80"', 'POT="9.80" RAKE="0.19" MAINPOT="9.80"', "add up to 9.99"),
        (0, 'POT="9.80" RAKE="0.20" MAINPOT="9.80"', 'POT="9.10" RAKE="0.90" MAINPOT="9.10"', "0.90, outside"),
        (1, 'VALUE="BOARD_FLOP" POT="9.80"', 'VALUE="BOARD_FLOP" POT="9.30"', "0.70, outside 0.00"),  # > the rake
        (1, 'VALUE="BOARD_FLOP" POT="9.80"', 'VALUE="BOARD_FLOP" POT="10.01"', "-0.01, outside"),  # > put in
        (2, 'POT="12.00">', 'POT="13.00">', "-1, outside 0 (the board before) to 0"),  # (a tournament's: whole chips)
    ],
)
def test_boss_a_board_pot_or_rake_that_disagrees(which: int, old: str, new: str, said: str) -> None:
    text = _boss_texts()[which]
    assert text.count(old) == 1
    verdict = _verdict(text.replace(old, new))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert verdict.reason == "chips do not add up"
    assert said in verdict.detail and "HAND_BOARD" in verdict.detail


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        ("Pot sizes: $25\n", "Pot sizes: $26\n", "the pot was $26, but the actions before put in $25"),  # preflop
        ("Pot sizes: $45\nDealing Turn", "Pot sizes: $44\nDealing Turn", "the pot was $44"),  # the flop's
        ("Pot sizes: $25\n", "Pot sizes: $20\n\nPot sizes: $6\n", "the pots were $20 and $6"),  # two pots
    ],
)
def test_pkr_an_earlier_streets_pot_sizes_that_disagree(old: str, new: str, said: str) -> None:
    assert _verdict(CASH).outcome is Outcome.MATCH
    assert CASH.count(old) == 1
    verdict = _verdict(CASH.replace(old, new))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert said in verdict.detail and "Pot sizes" in verdict.detail


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        ('<SWEEP rake="150" tax="100">5750<', '<SWEEP rake="150" tax="100">5751<', "57.51 and its rake"),
        ('<SWEEP rake="150" tax="100">5750<', '<SWEEP rake="151" tax="100">5750<', "2.51 are not"),
        ('<SWEEP rake="150" tax="100">5750<', '<SWEEP rake="300" tax="100">5600<', "less than the 4.00"),
    ],
)
def test_everest_an_earlier_sweep_that_disagrees(old: str, new: str, said: str) -> None:
    text = _EVEREST.format(won="17750")
    assert _verdict(text).outcome is Outcome.MATCH
    assert text.count(old) == 1
    verdict = _verdict(text.replace(old, new))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert verdict.reason == "chips do not add up"
    assert said in verdict.detail and "</SWEEP>" in verdict.detail


EVERLEAF = """Everleaf Gaming Game #1
***** Hand history for game #1 *****
Blinds $0.05/$0.10 NL Hold'em - 2010/08/29 - 11:00:02
Table Budapest
Seat 1 is the button
Total number of players: 2
Seat 1: ann (  $ 10 USD )
Seat 2: bob (  $ 10 USD )
ann: posts small blind [$ 0.05 USD]
bob: posts big blind [$ 0.10 USD]
** Dealing down cards **
ann raises [$ 0.25 USD]
bob folds
ann does not show cards
ann wins $ 0.20 USD from main pot
"""
"""Everleaf: a chat is a seated name, a colon and words (``Player8: might be it``)."""


@pytest.mark.parametrize(
    "chat",
    [
        "bob: bets are off",
        "bob: calls it a night",
        "bob: raises the stakes next time",
        "bob: posts small blind next hand",
        "bob: shows [ no mercy ]",
        "bob: wins $ 5 USD from main pot lol",
        "bob: folds",
    ],
)
def test_everleaf_a_chat_that_starts_with_a_verb_is_chat(chat: str) -> None:
    text = EVERLEAF.replace("bob folds\n", f"bob folds\n{chat}\n")
    hand = next(iter(read(text)))
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert [(a.player, a.kind.value, a.amount) for a in hand.actions] == [
        ("ann", "small blind", 5),
        ("bob", "big blind", 10),
        ("ann", "raise", 25),
        ("bob", "fold", 0),
    ]


@pytest.mark.parametrize(
    "line",
    [
        "bob: bets [$ 0.50 USD] at once",
        "bob: posts big blind [$ 0.10 USD] again",
        "bob: bets [lots]",
        "bob: calls [$ 5 USD] too much",
        "bob: calls [$ 0.50 USD]",  # the action's words with a colon the room never writes before 'calls'
        "bob: posts big blind $ 0.10 USD",  # a post whose amount lost its brackets: damage, not chat
    ],
)
def test_everleaf_an_action_in_the_rooms_form_with_more_words_is_still_quoted(line: str) -> None:
    verdict = _verdict(EVERLEAF.replace("bob folds\n", f"bob folds\n{line}\n"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert (line if "lots" not in line else "'lots' is not an amount") in verdict.detail


def test_everleaf_a_post_whose_brackets_are_lost_is_quoted_not_read_as_chat() -> None:
    # (read as chat, the blind went missing and the hand was a MISMATCH blaming the room)
    damaged = EVERLEAF.replace("ann: posts small blind [$ 0.05 USD]", "ann: posts small blind $ 0.05 USD")
    verdict = _verdict(damaged)
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert "ann: posts small blind $ 0.05 USD" in verdict.detail


def test_microgaming_words_in_an_attribute_no_file_carries_stay_the_formats_growth() -> None:
    # (words outside any tag are quoted; an unknown attribute of no money is not: the XML rooms'
    # rule, tests/test_handhistory_xmlstrays.py)
    text = MICROGAMING.replace(
        '<Action seq="8" type="Fold" seat="2"/>', '<Action seq="8" type="Fold" seat="2" at="5"/>'
    )
    assert _verdict(text).outcome is Outcome.MATCH
