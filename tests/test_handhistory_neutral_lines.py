"""Lines a room writes that say nothing about the cards or the money (chat, an observer's
chat, a player standing up, XML attributes in another order): a hand read with them reads
as it reads without them. Each text is the room's syntax, written here."""

from __future__ import annotations

import re

import pytest
from test_handhistory_merge import _game as _merge_game
from test_handhistory_party import CASH as PARTY_CASH
from test_handhistory_xmlrooms import _boss, _mg

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.boss import looks_like_boss
from pokerrank.handhistory.detect import detect_format, hand_starts
from pokerrank.handhistory.merge import looks_like_merge
from pokerrank.handhistory.microgaming import looks_like_microgaming
from pokerrank.handhistory.sites.vocabulary import cut_hands


def _one(text: str):  # type: ignore[no-untyped-def]
    hands = list(read(text))
    assert len(hands) == 1, [hand.hand_id for hand in hands]
    return hands[0]


def _facts(text: str) -> tuple[object, ...]:
    """What a hand's audit rests on: its actions (all but their line numbers),
    what was collected and returned, and the verdict with its payouts."""
    hand = _one(text)
    verdict = audit_hand(hand)
    acts = tuple((a.street, a.player, a.kind, a.amount, a.to, a.all_in, a.cards, a.drawn) for a in hand.actions)
    collected = tuple((c.player, c.amount) for c in hand.collected)
    payouts = tuple((p.player, p.rules, p.paid) for p in verdict.payouts)
    return hand.unparsed, acts, collected, hand.returned, verdict.outcome, verdict.reason, payouts, hand.hand_id


def _with(text: str, after: str, inserted: str) -> str:
    """``text`` with the line ``inserted`` after its (one) line ``after``."""
    assert text.count(after + "\n") == 1, after
    return text.replace(after + "\n", f"{after}\n{inserted}\n")


# -- Full Tilt: "X stands up" mid-hand is no "stands pat" ------------------------------------------

FT_HOLDEM = """Full Tilt Poker Game #20000000901: Table Lille (6 max) - $1/$2 - No Limit Hold'em - 21:00:00 ET - 2010/08/13
Seat 1: ann ($200)
Seat 2: bob ($200)
ann posts the small blind of $1
bob posts the big blind of $2
The button is in seat #1
*** HOLE CARDS ***
Dealt to ann [Ah Ad]
ann raises to $6
bob calls $4
*** FLOP *** [2c 7d 9h] (Total Pot: $12, 2 Players)
bob bets $10
ann raises to $30
bob raises to $90
ann calls $60
*** TURN *** [2c 7d 9h] [Js] (Total Pot: $192, 2 Players)
bob checks
ann checks
*** RIVER *** [2c 7d 9h Js] [3c] (Total Pot: $192, 2 Players)
bob checks
ann checks
*** SHOW DOWN ***
bob shows [Kc Kd] a pair of Kings
ann shows [Ah Ad] a pair of Aces
ann wins the pot ($192) with a pair of Aces
*** SUMMARY ***
Total pot $192 | Rake $0
Board: [2c 7d 9h Js 3c]
Seat 1: ann (small blind) showed [Ah Ad] and won ($192) with a pair of Aces
Seat 2: bob (big blind) showed [Kc Kd] and lost with a pair of Kings
"""  # noqa: E501

FT_DRAW = """Full Tilt Poker Game #25319060901: Table Shady Oak (6 max) - $0.10/$0.20 - Limit 5 Card Draw - 12:04:00 ET - 2010/11/06
Seat 1: ann ($4)
Seat 3: bob ($5)
ann posts the small blind of $0.05
bob posts the big blind of $0.10
The button is in seat #1
*** HOLE CARDS ***
Dealt to ann [7h 7d 7s Qh 2c]
ann raises to $0.20
bob calls $0.10
*** DRAW *** (Pot: $0.40)
ann discards 1 card [2c]
bob is dealt 1 card
bob discards 1 card
ann is dealt 1 card
bob bets $0.20
ann raises to $0.40
bob raises to $0.60
ann calls $0.20
*** SHOW DOWN ***
ann shows [7h 7d 7s Qh Qs] a full house, Sevens full of Queens
bob mucks
ann wins the pot ($1.60)
*** SUMMARY ***
Total pot $1.60 | Rake $0
Seat 1: ann (small blind) showed [7h 7d 7s Qh Qs] and won ($1.60) with a full house, Sevens full of Queens
Seat 3: bob (big blind) mucked
"""  # noqa: E501


@pytest.mark.parametrize(
    ("text", "after", "who"),
    [
        (FT_HOLDEM, "ann raises to $30", "ann"),
        (FT_HOLDEM, "bob raises to $90", "ann"),
        (FT_HOLDEM, "ann raises to $6", "bob"),
        (FT_DRAW, "ann raises to $0.40", "bob"),
        (FT_DRAW, "ann raises to $0.20", "ann"),
    ],
    ids=["flop, the raiser", "flop, the one to act", "preflop", "after the draw", "before the draw"],
)
def test_full_tilt_stands_up_mid_hand_changes_nothing(text: str, after: str, who: str) -> None:
    plain = _facts(text)
    assert plain[0] == () and plain[4] is Outcome.MATCH, plain
    assert _facts(_with(text, after, f"{who} stands up")) == plain


def test_full_tilt_stands_pat_is_still_a_draw_line() -> None:
    """The draw's own line, "stands pat", is read as before: no cards drawn."""
    text = FT_DRAW.replace("bob discards 1 card\n", "bob stands pat\n").replace("bob is dealt 1 card\n", "")
    hand = _one(text)
    assert hand.unparsed == () and audit_hand(hand).outcome is Outcome.MATCH
    assert next(a.kind.value for a in hand.actions if a.player == "bob" and a.street == "draw 1") == "stand pat"


# -- Full Tilt: a player's chat "name: text" and an observer's -------------------------------------

_FT_CHAT = [
    "bob: Seat 1: ann showed [Ah Ad] and won ($192) with a pair of Aces",
    "bob: ann raises to $500 lol",
    "ann: 2 outer [Kc Kd]",
    "bob: ann wins the pot ($1.90)",
    "Kibitz77 (Observer): bob wins the pot ($1.90)",
    "Kibitz77 (Observer): Uncalled bet of $5 returned to bob",
]


@pytest.mark.parametrize("chat", _FT_CHAT)
@pytest.mark.parametrize("after", ["bob calls $4", "ann raises to $30", "ann calls $60"])
def test_full_tilt_chat_is_chat_whatever_it_says(chat: str, after: str) -> None:
    assert _facts(_with(FT_HOLDEM, after, chat)) == _facts(FT_HOLDEM)


def test_full_tilt_chat_is_only_a_seated_name_s() -> None:
    """A line "name: " whose name no player has is no chat: it stays unread, quoted."""
    hand = _one(_with(FT_HOLDEM, "bob calls $4", "carl: ann raises to $500"))
    assert [line for _, line in hand.unparsed] == ["carl: ann raises to $500"]
    assert audit_hand(hand).outcome is Outcome.NOT_AUDITABLE


def test_full_tilt_a_seated_name_holding_a_colon_still_acts() -> None:
    """Seated "ann" and "ann: 2": a line of the longer name is that player's, never chat."""
    text = FT_DRAW.replace("Seat 3: bob ($5)", "Seat 3: ann: 2 ($5)").replace("bob ", "ann: 2 ")
    plain = _facts(text)
    assert plain[0] == () and plain[4] is Outcome.MATCH, plain
    collected = _one(text).collected
    assert [(c.player, c.amount) for c in collected] == [("ann", 160)]


# -- PokerStars: a chat quoting a hand's first line ------------------------------------------------

PS_HAND = """PokerStars Hand #5: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
ann: posts small blind $1
bob: posts big blind $2
*** HOLE CARDS ***
ann: raises $4 to $6
bob: calls $4
*** FLOP *** [2c 7d 9h]
bob: checks
ann: bets $6
bob: folds
Uncalled bet ($6) returned to ann
ann collected $11.50 from pot
*** SUMMARY ***
Total pot $12 | Rake $0.50
Board [2c 7d 9h]
Seat 1: ann (button) (small blind) collected ($11.50)
Seat 2: bob (big blind) folded on the Flop
"""


@pytest.mark.parametrize(
    "said",
    [
        "PokerStars Hand #5: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:00:00 ET",
        "PokerStars Hand #6: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:01:00 ET",
        "look: PokerStars Game #7: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:01:00 ET",
    ],
)
def test_pokerstars_chat_quoting_a_first_line_starts_no_hand(said: str) -> None:
    text = _with(PS_HAND, "bob: calls $4", f'bob said, "{said}"')
    assert hand_starts(text) == [0]
    assert _facts(text) == _facts(PS_HAND)


def test_pokerstars_a_hand_glued_to_a_cut_off_line_still_starts_there() -> None:
    cut = PS_HAND[: PS_HAND.index("$4 to $6") + 2] + PS_HAND
    assert len(hand_starts(cut)) == 2 and len(list(read(cut))) == 2
    cut_chat = PS_HAND[: PS_HAND.index("bob: calls")] + 'bob said, "hel' + PS_HAND
    assert len(hand_starts(cut_chat)) == 2


# -- partypoker: a chat quoting a hand's first line ------------------------------------------------

PARTY_HAND = PARTY_CASH.split("\n", 2)[2]  # (from its "#Game No" line: the hand as many files begin)


@pytest.mark.parametrize(
    "chat",
    ["ann: ***** Hand History for Game 901 *****", "bob: #Game No : 901", "bob:  ***** Hand History For Game 9 *****"],
)
def test_partypoker_chat_quoting_a_first_line_starts_no_hand(chat: str) -> None:
    text = _with(PARTY_HAND, "ann: anyone here?", chat)
    assert _facts(text) == _facts(PARTY_HAND)


@pytest.mark.parametrize("chat", ["bob: #Game No : 901", "ann: anyone? #Game No : 7"])
def test_a_chat_refused_as_a_first_line_leaves_the_next_hand_whole(chat: str) -> None:
    # partypoker's first-line pattern runs from '#Game No : N' over the next line's '*****': a
    # chat ending in those words, the last line of a hand, is refused, and the real first line
    # after it is still tried (it was swallowed with the refused match: the next hand lost)
    second = PARTY_HAND.replace("900", "901").replace("#Game No : 901\n", "")  # a hand as many files begin
    text = PARTY_HAND + chat + "\n" + second
    hands = list(read(text))
    assert [hand.hand_id for hand in hands] == ["900", "901"]
    assert audit_hand(hands[0]).outcome is Outcome.MATCH  # (the chat cuts no hand: h-loose3 cut it)
    assert audit_hand(hands[1]).outcome is Outcome.MATCH
    start = re.compile(r"(?:#N [0-9]+\n)?\*{3}")
    cut = "#N 1\n***\nann: #N 2\n*** x\n"  # (a chat: the hand goes on after it, `*** x` a street's marker)
    assert [line for _, line in cut_hands(cut, start)] == [1, 4]
    assert [line for _, line in cut_hands(cut, start, anchor="***", lookback=8)] == [1, 4]


def test_cut_hands_starts_no_hand_after_a_chat_prefix() -> None:
    start = re.compile(r"H[0-9]")
    text = "H1 a\nann: H2 b\n*** FLOP ***\nc H3 d\n"  # (a chat: the hand goes on after it)
    assert [line for _, line in cut_hands(text, start)] == [1, 4]
    assert [line for _, line in cut_hands(text, start, anchor="H")] == [1, 4]


# -- XML: attributes in any order ------------------------------------------------------------------

_ATTRIBUTE = re.compile(r'[\w:.-]+="[^"]*"')


def _reversed(text: str, tag: str) -> str:
    """``text`` with the attributes of every ``<tag ...>`` in reverse order."""

    def turn(match: re.Match[str]) -> str:
        attributes = _ATTRIBUTE.findall(match.group(2))
        assert len(attributes) >= 2
        return f"<{match.group(1)} " + " ".join(reversed(attributes)) + match.group(3) + ">"

    turned, count = re.subn(rf"<({tag})\s((?:[^>/]|/(?!>))*?)(\s*/?)>", turn, text)
    assert count >= 1
    return turned


@pytest.mark.parametrize(
    ("text", "tag", "form"),
    [
        (_boss(cards="1 14 27 40 5"), "HISTORY", "boss"),
        (_merge_game(), "description", "merge"),
        (_merge_game().replace('<game id="5-1">', '<game id="5-1" starttime="20110428093003">'), "game", "merge"),
        (_mg(), "Game", "microgaming"),
    ],
    ids=["boss HISTORY", "merge description", "merge game", "microgaming Game"],
)
def test_xml_formats_are_found_whatever_the_order_of_attributes(text: str, tag: str, form: str) -> None:
    turned = _reversed(text, tag)
    assert turned != text and detect_format(turned) == detect_format(text) == form
    assert _facts(turned) == _facts(text) and _facts(text)[4] is Outcome.MATCH


def test_xml_formats_in_any_order_are_still_told_apart() -> None:
    """An element of another room, or one without the attribute detection reads, is not taken."""
    assert not looks_like_merge('<description type="x"/><game gamecode="1">')  # iPoker's <game gamecode=...>
    assert not looks_like_merge('<description types="x"/><game id="1">')
    assert not looks_like_microgaming('<Game stakes="1|2" gameid="1">')
    assert not looks_like_boss('<HISTORY GAME="GAME_THM" HISTORYID="1">')
    assert not looks_like_boss('<HISTORY ID="1" GAME="THM">')
