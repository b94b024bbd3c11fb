"""What no rule of the XML rooms (Merge, iPoker, Microgaming, Boss, Everest) and of OHH reads:
an element where the room writes none, an unknown attribute or field that carries money. Each
makes its hand NOT AUDITABLE naming it (never a silent MATCH); an unknown field that carries
no money (a time, an id, a word) is the format's growth and leaves the hand as it was."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_handhistory_ipoker import _game as _ipoker_game
from test_handhistory_ipoker import _session
from test_handhistory_merge import _game as _merge_game
from test_handhistory_ohh import _hand, _text
from test_handhistory_xmlrooms import _EVEREST, _boss, _mg

from pokerrank.handhistory import Outcome, audit_hand, boss, merge, read
from pokerrank.handhistory._xmlgame import money_field


def _ipoker() -> str:
    return _session(_ipoker_game())


def _everest() -> str:
    return _EVEREST.format(won="17750")


def _boss_dealt_out() -> str:
    return _boss(cards="13 26 2 4 6")  # (the whole board: a hand that MATCHes)


_PLAIN = {"merge": _merge_game, "ipoker": _ipoker, "microgaming": _mg, "boss": _boss_dealt_out, "everest": _everest}
"""Each room's hand that MATCHes as written."""

_STRAYS: dict[tuple[str, str], tuple[str, str, str]] = {
    ("merge", "an unknown element in a round"): (
        '<event sequence="4" type="CHECK" player="3"/>',
        '<event sequence="4" type="CHECK" player="3"/><insurance sequence="8" type="RAISE" player="3" amount="1"/>',
        '<insurance sequence="8" type="RAISE" player="3" amount="1"> (an element no Merge hand holds there)',
    ),
    ("merge", "an event outside any round"): (
        "</players>",
        '</players><event sequence="9" type="BET" player="3" amount="5"/>',
        '<event sequence="9" type="BET" player="3" amount="5">',
    ),
    ("merge", "a round no game has"): (
        '<round id="POSTTURN">',
        '<round id="INSURANCE"><cards type="COMMUNITY" cards="2c,7d,9h"/></round><round id="POSTTURN">',
        '<round id="INSURANCE"> (a round no holdem hand of Merge has)',
    ),
    ("merge", "a round in a round"): (
        '<round id="POSTTURN">',
        '<round id="POSTTURN"><round id="PREFLOP"><event sequence="9" type="CHAT" player="ann"/></round>',
        '<round id="PREFLOP"> (an element no Merge hand holds there)',
    ),
    ("merge", "a money attribute on a player"): (
        'nickname="bob" balance="$50"/>',
        'nickname="bob" balance="$50" insurance="$2"/>',
        'insurance="$2" (an attribute no Merge file carries)',
    ),
    ("merge", "an element between two games"): (
        "<game ",
        '<event sequence="9" type="BET" player="3" amount="5"/>\n<game ',
        '<event sequence="9" type="BET" player="3" amount="5"/> (between two games',
    ),
    ("ipoker", "an unknown element in a round"): (
        '<action no="6" player="ann" type="3" sum="$2"/>',
        '<action no="6" player="ann" type="3" sum="$2"/><insurance no="9" player="bob" type="3" sum="$1"/>',
        '<insurance no="9" player="bob" type="3" sum="$1"> (an element no iPoker hand holds there)',
    ),
    ("ipoker", "an action before the first round"): (
        "</players></general>",
        '</players></general><action no="9" player="bob" type="3" sum="$1"/>',
        '<action no="9" player="bob" type="3" sum="$1"> (an element no iPoker hand holds there)',
    ),
    ("ipoker", "a round numbered out of turn"): (
        '<round no="4">',
        '<round no="7">',
        '<round no="7"> (a round numbered out of turn',
    ),
    ("ipoker", "a money attribute on a player"): (
        'dealer="0" win="$0" bet="$4"/>',
        'dealer="0" win="$0" bet="$4" insurance="$2"/>',
        'insurance="$2" (an attribute no iPoker file carries)',
    ),
    ("ipoker", "a money field in the game's general"): (
        "</players></general>",
        "</players><insurance>$2</insurance></general>",
        "<insurance>'$2'</insurance> (an element no iPoker hand holds there)",
    ),
    ("microgaming", "an unknown element in the seats"): (
        "</Seats>",
        '<Insurance seat="2" value="10.00"/></Seats>',
        '<Insurance seat="2" value="10.00"> (an element no Microgaming hand holds there)',
    ),
    ("microgaming", "an action outside the gameplay"): (
        "</Seats>",
        '</Seats><Action seq="13" type="Bet" seat="2" value="10.00"/>',
        '<Action seq="13" type="Bet" seat="2" value="10.00"> (an element no Microgaming hand holds there)',
    ),
    ("microgaming", "a money attribute on an action"): (
        '<Action seq="9" type="Bet" seat="2" value="3.00"/>',
        '<Action seq="9" type="Bet" seat="2" value="3.00" bounty="2.00"/>',
        'bounty="2.00" (an attribute no Microgaming file carries)',
    ),
    ("boss", "an unknown element"): (
        "<SHOWDOWN ",
        '<INSURANCE TYPE="ACTION_CALL" PLAYER="bob" VALUE="2.00"></INSURANCE><SHOWDOWN ',
        '<INSURANCE TYPE="ACTION_CALL" PLAYER="bob" VALUE="2.00"> (an element no Boss hand holds there)',
    ),
    ("boss", "an action in a deal"): (
        '<ACTION TYPE="HAND_DEAL" PLAYER="bob">',
        '<ACTION TYPE="HAND_DEAL" PLAYER="bob"><ACTION TYPE="ACTION_CALL" PLAYER="bob" VALUE="2.00"></ACTION>',
        '<ACTION TYPE="ACTION_CALL" PLAYER="bob" VALUE="2.00"> (an element no Boss hand holds there)',
    ),
    ("boss", "a money attribute on a dealt card"): (
        '<CARD LINK="39"></CARD><CARD LINK="0"></CARD></ACTION>',
        '<CARD LINK="39" BOUNTY="2.00"></CARD><CARD LINK="0"></CARD></ACTION>',
        'BOUNTY="2.00" (an attribute no Boss file carries) in <CARD LINK="39" BOUNTY="2.00">',
    ),
    ("boss", "an element in a card"): (
        '<CARD LINK="51"></CARD>',
        '<CARD LINK="51"><CARD LINK="50"></CARD></CARD>',
        '<CARD LINK="50"> (an element no Boss hand holds there)',
    ),
    ("boss", "a card in an unknown element in a deal"): (
        '<ACTION TYPE="HAND_DEAL" PLAYER="bob">',
        '<ACTION TYPE="HAND_DEAL" PLAYER="bob"><PACK><CARD LINK="50"></CARD></PACK>',
        "<PACK> (an element no Boss hand holds there)",
    ),
    ("boss", "a money attribute on a player"): (
        'SEAT="3" AMOUNT="100.00"',
        'SEAT="3" AMOUNT="100.00" insurance="3.00"',
        'insurance="3.00" (an attribute no Boss file carries)',
    ),
    ("everest", "a bounty on a bet, in whole hundredths"): (
        '<BET position="0" amount="2500"/>',
        '<BET position="0" amount="2500" bounty="200"/>',
        'bounty="200" (an attribute no Everest file carries)',
    ),
}
"""Each room, what is written in its plain hand, what it becomes, and what the audit then names."""


@pytest.mark.parametrize(("room", "where"), sorted(_STRAYS))
def test_what_no_rule_reads_is_named_never_a_silent_match(room: str, where: str) -> None:
    old, new, named = _STRAYS[room, where]
    plain = _PLAIN[room]()
    assert plain.count(old) == 1
    assert audit_hand(next(read(plain))).outcome is Outcome.MATCH
    verdict = audit_hand(next(read(plain.replace(old, new))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert named[:70] in verdict.detail, verdict.detail


_GROWN: dict[tuple[str, str], tuple[str, str]] = {
    ("merge", "a time on a player"): (
        'nickname="bob" balance="$50"/>',
        'nickname="bob" balance="$50" since="1338274747"/>',
    ),
    ("merge", "a zero bounty on an event"): (
        '<event sequence="4" type="CHECK" player="3"/>',
        '<event sequence="4" type="CHECK" player="3" bounty="0.00"/>',
    ),
    ("ipoker", "a word in the game's general"): (
        "</players></general>",
        "</players><tablename>T, 1</tablename></general>",
    ),
    ("ipoker", "an id on a player"): ('dealer="0" win="$0" bet="$4"/>', 'dealer="0" win="$0" bet="$4" avatar="12"/>'),
    ("microgaming", "a version on an action"): (
        '<Action seq="9" type="Bet" seat="2" value="3.00"/>',
        '<Action seq="9" type="Bet" seat="2" value="3.00" client="5.1"/>',
    ),
    ("boss", "a word on a player"): ('SEAT="3" AMOUNT="100.00"', 'SEAT="3" AMOUNT="100.00" COUNTRY="SE"'),
    ("everest", "a time on a bet"): ('<BET position="0" amount="2500"/>', '<BET position="0" amount="2500" time="3"/>'),
}
"""Fields the rooms' formats could grow that carry no money."""


@pytest.mark.parametrize(("room", "where"), sorted(_GROWN))
def test_an_unknown_field_that_carries_no_money_leaves_the_hand_as_it_was(room: str, where: str) -> None:
    old, new = _GROWN[room, where]
    plain = _PLAIN[room]()
    assert plain.count(old) == 1
    before, after = audit_hand(next(read(plain))), audit_hand(next(read(plain.replace(old, new))))
    assert (after.outcome, after.detail) == (before.outcome, before.detail) and after.outcome is Outcome.MATCH


def test_an_ipoker_action_type_not_known_is_named_before_the_bet_it_leaves_out() -> None:
    """An action type no rule reads, with a sum: its chips are missing from what the actions
    put in, so bet= disagrees; the action is what is named, not the bet."""
    text = _ipoker().replace(
        '<action no="6" player="ann" type="3" sum="$2"/>', '<action no="6" player="ann" type="77" sum="$2"/>'
    )
    verdict = audit_hand(next(read(text)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert '<action no="6" player="ann" type="77" sum="$2"> (action type' in verdict.detail
    assert "bet=" not in verdict.detail
    line = text[: text.index('type="77"')].count("\n") + 1
    assert f"line {line} " in verdict.detail


def _ohh(change: Any) -> str:
    hand = _hand()
    change(hand)
    return _text(hand)


_OHH_STRAYS: dict[str, tuple[Any, str]] = {
    "an action's bounty": (
        lambda h: h["rounds"][0]["actions"][2].update(bounty=2),
        '"bounty": 2 (a field OHH does not define) in an action',
    ),
    "a player's insurance": (
        lambda h: h["players"][1].update(insurance=1.5),
        '"insurance": 1.5 (a field OHH does not define) in a player',
    ),
    "a win's insurance amount": (
        lambda h: h["pots"][0]["player_wins"][0].update(insurance_amount=3),
        '"insurance_amount": 3 (a field OHH does not define) in a player_wins entry',
    ),
    "the hand's insurance": (
        lambda h: h.update(insurance=[{"player_id": 1, "amount": 4}]),
        '"insurance": [{"player_id": 1, "amount": 4}] (a field OHH does not define) in the hand',
    ),
    "a pot's tip": (
        lambda h: h["pots"][1].update(tip=0.25),
        '"tip": 0.25 (a field OHH does not define) in a pot',
    ),
}


@pytest.mark.parametrize("where", sorted(_OHH_STRAYS))
def test_an_ohh_field_the_standard_does_not_define_that_carries_money_is_named(where: str) -> None:
    change, named = _OHH_STRAYS[where]
    assert audit_hand(next(read(_text(_hand())))).outcome is Outcome.MATCH
    verdict = audit_hand(next(read(_ohh(change))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert named[:70] in verdict.detail, verdict.detail


def test_an_ohh_field_that_carries_no_money_is_ignored() -> None:
    def grow(hand: dict[str, Any]) -> None:
        hand["players"][0].update(avatar_id=12, country="SE")
        hand["rounds"][0]["actions"][2].update(time_ms=1338274747859, note="tank")
        hand.update(client="tracker 2.1", bounty_fee=0)

    before, after = audit_hand(next(read(_text(_hand())))), audit_hand(next(read(_ohh(grow))))
    assert after.outcome is Outcome.MATCH and after.detail == before.detail


def test_an_ohh_field_outside_the_hand_that_carries_money_is_named() -> None:
    text = json.dumps({"ohh": _hand(), "cashout_fee": 0.5})
    verdict = audit_hand(next(read(text)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and '"cashout_fee": 0.5' in verdict.detail


@pytest.mark.parametrize(
    ("name", "value", "money"),
    [
        ("bounty", "2", True),
        ("insurance", "0.00", False),
        ("insurance", "", False),
        ("cashoutFee", "$1", True),
        ("RAKE2", "15", True),
        ("tip", "1.50", True),
        ("extra", "2,50€", True),
        ("extra", "RSD1", False),
        ("time", "1338274747", False),
        ("version", "2.1", False),
        ("date", "12.05.2011", False),
        ("flag", "$", False),
        ("note", "tank", False),
        ("fee", 0.5, True),
        ("extra", 0.25, False),
        ("seat", 3, False),
        ("extra", True, False),
        ("insurance", [{"player_id": 1, "amount": 0}], False),
        ("insurance", {"amount": 4}, True),
    ],
)
def test_money_field(name: str, value: object, money: bool) -> None:
    assert money_field(name, value) is money


@pytest.mark.parametrize(
    ("name", "value", "money"),
    [
        ("RAKEID", "4", False),
        ("pot_count", "2", False),
        ("total_players", "6", False),
        ("blindlevel", "3", False),
        ("server", "ABC123", False),
        ("avatar", "12%", False),
        ("clientversion", "5.10", False),
        ("tip", "1", True),
        ("straddle", "2", True),
        ("dealer_tip", "1", True),
        ("insuranceAmount", "3", True),
    ],
)
def test_a_field_is_money_by_the_last_word_of_its_name_or_a_currency_sign(name: str, value: str, money: bool) -> None:
    # (the review of h-xmlfix: names matched inside a word, any symbol or three capitals by a
    # number, or two decimals, refused ids, counts and versions; tips and straddles passed)
    assert money_field(name, value) is money


def test_a_huge_number_in_an_unknown_field_is_judged_at_once() -> None:
    from decimal import Decimal

    assert money_field("x", Decimal("1E+5000000")) is False  # (int() of it took minutes)
    assert money_field("bounty", Decimal("1E+5000000")) is True


def test_ipoker_elements_out_of_place_are_named_even_where_their_counts_balance_out() -> None:
    # a player's cards among the players and an empty seat in a round: the counts the quick
    # check took (elements in rounds, players) came out even, and the hand MATCHed with ann's
    # other cards dropped (the review of h-xmlfix)
    text = _session(_ipoker_game())
    seat = '<player seat="4" name="" chips="$0" dealer="0" win="$0" bet="$0"/>'
    moved = text.replace("</players>", '<cards type="Pocket" player="ann">S2 S3</cards></players>').replace(
        '<round no="4">', '<round no="4">' + seat
    )
    verdict = audit_hand(next(read(moved)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert '<cards type="Pocket" player="ann">' in verdict.detail


_INSERTS = {
    "merge": [
        '<insurance amount="1"/>',
        "<note/>",
        '<event sequence="9" type="BET" player="3" amount="5"/>',
        '<cards type="HOLE" cards="Kc,Kd" player="3"/>',
        '<winner amount="1" uncalled="false" potnumber="1" player="3"/>',
        '<player seat="5" nickname="cy" balance="$9"/>',
        '<round id="PREFLOP"></round>',
        '<players dealer="3"></players>',
        "<event><x/></event>",
    ],
    "boss": [
        '<INSURANCE VALUE="1.00"></INSURANCE>',
        "<NOTE/>",
        '<CARD LINK="5"></CARD>',
        '<CARD LINK="5"><CARD LINK="6"/></CARD>',
        '<ACTION TYPE="ACTION_BET" PLAYER="bob" VALUE="5.00"></ACTION>',
        '<RESULT PLAYER="bob" WIN="0.00"></RESULT>',
        '<PLAYER NAME="cy" SEAT="4" AMOUNT="9.00"></PLAYER>',
        '<SHOWDOWN NAME="HAND_SHOWDOWN" POT="0.00"></SHOWDOWN>',
        "<X><CARD LINK='1'/></X>",
    ],
}
_ATTRIBUTES = [' insurance="$2"', ' BOUNTY="1"', ' tip="0"', ' clientversion="5.10"', ' data="x"', ' LINK="3"']
_CAREFUL = {
    "merge": ("plain", property(lambda self: False, lambda self, value: None)),  # (never set: the careful walk)
    "boss": ("_plain", lambda game: False),
}
"""Each room's check on the way, and what makes its reader walk every hand carefully in its place."""
_ROOMS = {"merge": (_merge_game, merge._Game), "boss": (_boss_dealt_out, boss)}


@pytest.mark.parametrize("room", sorted(_CAREFUL))
@given(data=st.data())
def test_what_a_room_checks_on_the_way_names_what_the_careful_walk_names(room: str, data: st.DataObject) -> None:
    """Merge and Boss check each element's place and attributes on the way (Merge as it reads
    them, Boss in one walk of the game's own elements), and run the careful walk
    (``XmlGame.strays``) only where that check fails: the records, their verdicts and what they
    name are those of the careful walk run on every hand, whatever is put in the hand."""
    text, owner = _ROOMS[room][0](), _ROOMS[room][1]
    inserts = data.draw(
        st.lists(st.tuples(st.integers(0, 10_000), st.sampled_from(_INSERTS[room] + _ATTRIBUTES)), max_size=3)
    )
    for at, piece in inserts:
        ends = [at for at in range(len(text)) if text[at] == ">" and text.rfind("<", 0, at) > text.find("<HISTORY")]
        end = ends[at % len(ends)]
        if piece.startswith(" "):  # an attribute: inside the tag that ends there
            end -= text[end - 1] == "/"
            text = text[:end] + piece + text[end:]
        else:  # an element: after it
            text = text[: end + 1] + piece + text[end + 1 :]

    def said(text: str) -> list[tuple[Any, ...]]:
        out = []
        for hand in read(text):
            verdict = audit_hand(hand)
            error = hand.error and hand.error.reason
            out.append((hand.unparsed, error, verdict.outcome, verdict.reason, verdict.detail))
        return out

    walked = said(text)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(owner, *_CAREFUL[room])
        assert said(text) == walked
