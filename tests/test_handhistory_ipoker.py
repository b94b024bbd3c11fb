"""The iPoker network's XML: reading, money layouts, the audit by win=, hostile and broken XML."""

from __future__ import annotations

import re
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from pokerrank.handhistory import Action, ActionKind, Outcome, audit, audit_hand, read
from pokerrank.handhistory.detect import detect_format
from pokerrank.handhistory.ipoker import limits_shown, read_ipoker


def _session(games: str, gametype: str = "Holdem NL $1/$2", currency: str = "USD") -> str:
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n<session sessioncode="9">\n'
        f"<general><gametype>{gametype}</gametype><tablename>T, 1</tablename>"
        f"<currency>{currency}</currency></general>\n"
        f"{games}</session>\n"
    )


def _game(code: str = "77", money: str = "${}", ann_win: str = "7.70", bob_win: str = "0", bob_bet: str = "4") -> str:
    """ann (button, small blind) and bob check it down after a flop bet; ann's aces win.
    Actions are listed per player, out of order, as iPoker writes them."""

    def m(value: str) -> str:
        return money.format(value)

    return f"""<game gamecode="{code}"><general><players>
<player seat="1" name="ann" chips="{m("100")}" dealer="1" win="{m(ann_win)}" bet="{m("4")}"/>
<player seat="2" name="bob" chips="{m("100")}" dealer="0" win="{m(bob_win)}" bet="{m(bob_bet)}"/>
<player seat="3" name="" chips="{m("0")}" dealer="0" win="{m("0")}" bet="{m("0")}"/>
</players></general>
<round no="0"><action no="2" player="bob" type="2" sum="{m("2")}"/>
<action no="1" player="ann" type="1" sum="{m("1")}"/></round>
<round no="1"><cards type="Pocket" player="ann">SA HA</cards><action no="3" player="ann" type="3" sum="{m("1")}"/>
<cards type="Pocket" player="bob">C10 D10</cards><action no="4" player="bob" type="4" sum="{m("0")}"/></round>
<round no="2"><cards type="Flop" player="">C2 D7 H9</cards><action no="5" player="bob" type="5" sum="{m("2")}"/>
<action no="6" player="ann" type="3" sum="{m("2")}"/></round>
<round no="3"><cards type="Turn" player="">SJ</cards><action no="8" player="ann" type="4" sum="{m("0")}"/>
<action no="7" player="bob" type="4" sum="{m("0")}"/></round>
<round no="4"><cards type="River" player="">C3</cards></round>
</game>
"""


def test_a_hand_is_read_in_the_order_of_its_action_numbers_and_matches() -> None:
    text = _session(_game())
    assert detect_format(text) == "ipoker"
    hand = next(read(text))
    assert (hand.site, hand.format, hand.game, hand.structure, hand.button) == (
        "iPoker",
        "ipoker",
        "holdem",
        "no-limit",
        1,
    )
    assert hand.players == ("ann", "bob")
    assert [(a.street, a.player, a.kind, hand.money(a.amount)) for a in hand.actions] == [
        ("preflop", "ann", ActionKind.SMALL_BLIND, 1),
        ("preflop", "bob", ActionKind.BIG_BLIND, 2),
        ("preflop", "ann", ActionKind.CALL, 1),
        ("preflop", "bob", ActionKind.CHECK, 0),
        ("flop", "bob", ActionKind.BET, 2),
        ("flop", "ann", ActionKind.CALL, 2),
        ("turn", "bob", ActionKind.CHECK, 0),
        ("turn", "ann", ActionKind.CHECK, 0),
    ]
    assert (hand.boards, hand.hole) == (("2c 7d 9h Js 3c",), {"ann": "As Ah", "bob": "Tc Td"})
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert str(hand.money(hand.rake or 0)) == "0.3"


def test_a_win_paid_to_the_wrong_player_is_a_mismatch() -> None:
    verdict = audit_hand(next(read(_session(_game(ann_win="0", bob_win="7.70")))))
    assert verdict.outcome is Outcome.MISMATCH


def test_a_bet_the_actions_do_not_make_is_not_auditable() -> None:
    verdict = audit_hand(next(read(_session(_game(bob_bet="5")))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert "bob" in verdict.detail and "bet=" in verdict.detail


@pytest.mark.parametrize(
    ("money", "gametype", "win", "stack"),
    [
        ("{}€", "Holdem NL 2,50€/5€", "7,70", "100"),
        ("{} €", "Holdem NL 0,50 €/1 €", "7,70", "100"),
        ("RSD{}", "Holdem NL RSD1/RSD2", "7.70", "100"),
        ("£{}", "Holdem NL £1/£2", "7.70", "100"),
    ],
)
def test_money_is_read_by_the_layout_the_format_declares(money: str, gametype: str, win: str, stack: str) -> None:
    hand = next(read(_session(_game(money=money, ann_win=win), gametype)))
    assert hand.ok, hand.error
    assert hand.money(hand.seats[0].stack) == 100
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_thousands_separators() -> None:
    big = _game(money="{}€", ann_win="7,70").replace('chips="100€"', 'chips="1 001,24€"', 1)
    hand = next(read(_session(big, "Omaha PL 2,50€/5€")))
    assert str(hand.money(hand.seats[0].stack)) == "1001.24"
    dollars = _game().replace('chips="$100"', 'chips="$1,110.25"', 1)
    hand = next(read(_session(dollars)))
    assert str(hand.money(hand.seats[0].stack)) == "1110.25"
    chips = _game(money="{}").replace('chips="100"', 'chips="1,500"', 1)
    hand = next(read(_session(chips, "Holdem NL")))
    assert hand.money(hand.seats[0].stack) == 1500


EMPTY_THEN_ANN = '<cards type="Pocket" player="x"></cards><cards type="Pocket" player="ann">'


def test_xml_escapes_comments_and_empty_cards_are_read_as_xml() -> None:
    """What a real XML parser gives: ``&amp;`` in a name, a comment and a line break inside a
    card list, an empty ``<cards>`` element before one with cards, single-quoted attributes."""
    game = (
        _game()
        .replace('name="bob"', 'name="b&amp;b"')
        .replace('player="bob"', "player='b&amp;b'")
        .replace("SA HA</cards>", "SA<!-- the ace of hearts: -->\nHA</cards>")
        .replace('<cards type="Pocket" player="ann">', EMPTY_THEN_ANN)
    )
    hand = next(read(_session(game)))
    assert hand.ok, hand.error
    assert hand.players == ("ann", "b&b") and hand.hole == {"ann": "As Ah", "b&b": "Tc Td"}
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_broken_game_is_one_unreadable_record_and_the_rest_is_read() -> None:
    broken = _game("78").replace('<action no="3" player="ann" type="3"', '<action no="3" player="ann" type="3" <', 1)
    text = _session(_game("77") + broken + _game("79"))
    hands = list(read_ipoker(text, "s.xml"))
    assert [(h.hand_id, h.ok) for h in hands] == [("77", True), ("78", False), ("79", True)]
    error = hands[1].error
    assert error is not None and error.source == "s.xml" and error.hand_id == "78"
    assert error.line is not None and error.line > text.count("\n", 0, text.index('gamecode="78"'))
    cut = _session(_game("77") + _game("80")[:300])
    assert [(h.hand_id, h.ok) for h in read(cut)] == [("77", True), ("80", False)]


BILLION_LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<session><general><gametype>&lol9;</gametype></general>
<game gamecode="1"><general><players><player seat="1" name="&lol9;" chips="$1" win="$0" bet="$0"/>
</players></general></game>
</session>
"""

EXTERNAL_ENTITY = """<?xml version="1.0"?>
<!DOCTYPE session [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<session><general><gametype>Holdem NL $1/$2</gametype></general>
<game gamecode="1"><general><players><player seat="1" name="&secret;" chips="$1" win="$0" bet="$0"/>
</players></general></game>
</session>
"""


@pytest.mark.parametrize("text", [BILLION_LAUGHS, EXTERNAL_ENTITY], ids=["billion laughs", "external entity"])
def test_hostile_xml_is_refused_unread(text: str, tmp_path: Path) -> None:
    tracemalloc.start()
    try:
        hands = list(read(text))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 4_000_000  # nothing expanded: a few MB at most
    assert len(hands) == 1 and not hands[0].ok
    assert "DOCTYPE" in str(hands[0].error) and "passwd" not in str(hands[0].error)
    (tmp_path / "a.xml").write_text(text)
    (tmp_path / "b.xml").write_text(_session(_game()))
    verdicts = list(audit(tmp_path))
    assert [v.outcome for v in verdicts] == [Outcome.NOT_AUDITABLE, Outcome.MATCH]


def _stud(gametype: str = "7 Card Stud L $0.05/$0.10", ann_win: str | None = None, big_from: int = 4) -> str:
    """Seven-card stud to the showdown: ann's aces up beat bob's kings; each street's cards
    per player ("X" for a card face down that nobody saw until the end); ann bets the small bet
    ($0.05) up to street ``big_from`` (4: fifth street, the big bet's first by the rules), the big
    bet ($0.10) from it: $0.38 each in, $0.76 paid less $0.03 rake ($0.33 each where the betting
    starts the big bet on sixth street, off the rules' sizes, proving no limits)."""
    bet = 3 + sum(5 if number < big_from else 10 for number in (3, 4, 5, 6))  # (cents: the antes and the bring-in)
    if ann_win is None:
        ann_win = f"{(2 * bet - 3) / 100:.2f}"
    rounds = [
        '<round no="0"><action no="2" player="bob" type="15" sum="$0.01"/>'
        '<action no="1" player="ann" type="15" sum="$0.01"/></round><round no="1"></round>',
        '<round no="2"><cards type="Third Street" player="ann">SA HA D2</cards>'
        '<action no="4" player="ann" type="3" sum="$0.02"/>'
        '<cards type="Third Street" player="bob">SK HK C3</cards><action no="3" player="bob" type="16" sum="$0.02"/>'
        '<action no="5" player="bob" type="4" sum="$0"/></round>',
    ]
    for number, street, (a, b) in (
        (3, "Fourth Street", ("D9", "C8")),
        (4, "Fifth Street", ("H7", "D6")),
        (5, "Sixth Street", ("S5", "H4")),
        (6, "River", ("CJ", "DQ")),
    ):
        sum_ = "$0.05" if number < big_from else "$0.10"
        rounds.append(
            f'<round no="{number}"><cards type="{street}" player="ann">{a}</cards>'
            f'<action no="{10 * number}" player="ann" type="5" sum="{sum_}"/>'
            f'<cards type="{street}" player="bob">{b}</cards>'
            f'<action no="{10 * number + 1}" player="bob" type="3" sum="{sum_}"/></round>'
        )
    game = (
        '<game gamecode="5"><general><players>'
        f'<player seat="1" name="ann" chips="$5" dealer="0" win="${ann_win}" bet="${bet / 100:.2f}"/>'
        f'<player seat="2" name="bob" chips="$5" dealer="0" win="$0" bet="${bet / 100:.2f}"/>'
        f"</players></general>{''.join(rounds)}</game>"
    )
    return _session(game, gametype)


def test_seven_card_stud_is_read_street_by_street_and_audited() -> None:
    hand = next(read(_stud()))
    assert hand.ok, hand.error
    assert (hand.game, hand.structure, hand.button) == ("stud", "limit", None)
    assert hand.hole == {"ann": "As Ah 2d 9d 7h 5s Jc", "bob": "Ks Kh 3c 8c 6d 4h Qd"}
    assert [a.street for a in hand.actions if a.player == "ann"] == [
        "third",
        "third",
        "fourth",
        "fifth",
        "sixth",
        "seventh",
    ]
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert audit_hand(next(read(_stud(ann_win="0.40")))).outcome is Outcome.MISMATCH


def _five_card_stud(ann_win: str = "0.56") -> str:
    """Five card stud to the showdown: bob (the three up) brings in, ann's aces beat his kings."""
    rounds = [
        '<round no="0"><action no="2" player="bob" type="15" sum="$0.01"/>'
        '<action no="1" player="ann" type="15" sum="$0.01"/></round><round no="1"></round>',
        '<round no="2"><cards type="Second Street" player="ann">SA D9</cards>'
        '<cards type="Second Street" player="bob">SK C3</cards><action no="3" player="bob" type="16" sum="$0.02"/>'
        '<action no="4" player="ann" type="3" sum="$0.02"/></round>',
    ]
    for number, street, (a, b), sum_ in (
        (3, "Third Street", ("HA", "HK"), "$0.05"),
        (4, "Fourth Street", ("D7", "D6"), "$0.10"),
        (5, "River", ("S5", "H4"), "$0.10"),
    ):
        rounds.append(
            f'<round no="{number}"><cards type="{street}" player="ann">{a}</cards>'
            f'<action no="{10 * number}" player="ann" type="5" sum="{sum_}"/>'
            f'<cards type="{street}" player="bob">{b}</cards>'
            f'<action no="{10 * number + 1}" player="bob" type="3" sum="{sum_}"/></round>'
        )
    game = (
        '<game gamecode="6"><general><players>'
        f'<player seat="1" name="ann" chips="$5" dealer="0" win="${ann_win}" bet="$0.28"/>'
        '<player seat="2" name="bob" chips="$5" dealer="0" win="$0" bet="$0.28"/>'
        f"</players></general>{''.join(rounds)}</game>"
    )
    return _session(game, "5 Card Stud L $0.05/$0.10")


def test_five_card_stud_is_read_street_by_street_and_audited() -> None:
    from pokerrank.engine import from_record

    hand = next(read(_five_card_stud()))
    assert hand.ok, hand.error
    assert (hand.game, hand.structure) == ("five-card-stud", "limit")
    assert hand.hole == {"ann": "As 9d Ah 7d 5s", "bob": "Ks 3c Kh 6d 4h"}
    assert [a.street for a in hand.actions if a.player == "ann"] == ["second", "second", "third", "fourth", "fifth"]
    assert [street for street, player, _ in hand.dealt if player == "ann"] == ["second", "third", "fourth", "fifth"]
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert from_record(hand).status == "ok"  # every action legal: bob's three up brings in
    assert audit_hand(next(read(_five_card_stud(ann_win="0.40")))).outcome is Outcome.MISMATCH


@pytest.mark.shared
def test_the_shared_ipoker_files(shared_dir: Path) -> None:
    verdicts = list(audit(shared_dir / "hand-histories" / "sites" / "ipoker"))
    played = [v for v in verdicts if v.hand.game is not None]
    matched = sum(v.outcome is Outcome.MATCH for v in played)
    assert not [v.detail for v in verdicts if v.outcome is Outcome.MISMATCH]
    assert len(played) > 250 and matched >= 0.95 * len(played)


def _stud_raise_to(bob_bet: str = "188", bob_raise: tuple[str, str] = ("23", "120")) -> str:
    """A stud hand's third street (antes of 8, cat's bring-in of 15, ann's completion
    to 60, bob's raise to 120 written as iPoker's type 23, the street's total; ann calls 60
    more), then bob bets 60 on fourth street and ann folds: bob is paid the 339 put in."""
    kind, sum_ = bob_raise
    players = (
        ("ann", "1,000", "0", "128"),
        ("bob", "1,000", "339", bob_bet),
        ("cat", "1,000", "0", "23"),
    )
    seats = "".join(
        f'<player seat="{seat}" name="{name}" chips="{chips}" dealer="0" win="{win}" bet="{bet}"/>'
        for seat, (name, chips, win, bet) in enumerate(players, 1)
    )
    antes = "".join(
        f'<action no="{no}" player="{name}" type="15" sum="8"/>' for no, name in enumerate(("ann", "bob", "cat"), 1)
    )
    game = (
        f'<game gamecode="4"><general><players>{seats}</players></general>'
        f'<round no="0">{antes}</round><round no="1"></round>'
        '<round no="2"><cards type="Third Street" player="ann">X X C9</cards>'
        '<action no="5" player="ann" type="5" sum="60"/><action no="9" player="ann" type="3" sum="60"/>'
        '<cards type="Third Street" player="bob">X X HA</cards>'
        f'<action no="6" player="bob" type="{kind}" sum="{sum_}"/>'
        '<cards type="Third Street" player="cat">X X C2</cards><action no="4" player="cat" type="16" sum="15"/>'
        '<action no="7" player="cat" type="0" sum="0"/></round>'
        '<round no="3"><cards type="Fourth Street" player="ann">HQ</cards>'
        '<action no="21" player="ann" type="0" sum="0"/>'
        '<cards type="Fourth Street" player="bob">DQ</cards><action no="20" player="bob" type="5" sum="60"/></round>'
        "</game>"
    )
    return _session(game, "7 Card Stud L")


def test_a_stud_raise_to_a_street_total_adds_what_the_player_had_not_yet_put_in() -> None:
    hand = next(read(_stud_raise_to()))
    assert hand.ok, hand.error
    raise_ = next(a for a in hand.actions if a.player == "bob" and a.kind is ActionKind.RAISE)
    assert (raise_.street, raise_.amount * hand.unit, raise_.to * hand.unit) == ("third", 120, 120)
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_stud_raise_to_after_the_players_own_bet_adds_only_the_difference() -> None:
    # ann re-raises to 180 over her own completion to 60 (120 more), bob calls 60 more
    text = _stud_raise_to(bob_bet="248").replace(
        '<action no="9" player="ann" type="3" sum="60"/>',
        '<action no="9" player="ann" type="23" sum="180"/><action no="10" player="bob" type="3" sum="60"/>',
    )
    text = text.replace('bet="128"', 'bet="188"').replace('win="339"', 'win="459"')
    hand = next(read(text))
    assert hand.ok, hand.error
    reraise = [a for a in hand.actions if a.player == "ann"][2]
    assert (reraise.kind, reraise.amount * hand.unit, reraise.to * hand.unit) == (ActionKind.RAISE, 120, 180)
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_bet_that_counts_a_raisers_ante_twice_is_a_record_contradicting_itself() -> None:
    # the iPoker stud tournament of 2012 (#4044860560 and 12 others): bet= of a player who
    # raised to a total is the actions and the ante again, while the actions and wins agree
    verdict = audit_hand(next(read(_stud_raise_to(bob_bet="196"))))
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, "record contradicts itself")
    assert "'bob' bet 196 by the room's bet=, but the actions put in 188" in verdict.detail
    assert "the ante of 8 twice" in verdict.detail


@pytest.mark.parametrize(
    ("bob_bet", "bob_raise"),
    [
        ("197", ("23", "120")),  # more than the ante off: not the room's ante slip
        ("180", ("23", "120")),  # less
        ("196", ("6", "120")),  # the ante over, but bob raised by what he added (type 6), not to a total
    ],
)
def test_other_bets_the_actions_do_not_make_stay_unreadable(bob_bet: str, bob_raise: tuple[str, str]) -> None:
    verdict = audit_hand(next(read(_stud_raise_to(bob_bet, bob_raise))))
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, "unreadable")
    assert "twice" not in verdict.detail and "'bob' bet" in verdict.detail


def _stud_no_limits(fourth: str = "60", fifth: str | None = "120", bob_fourth: str = "DQ") -> str:
    """A stud tournament hand whose title prints no limits (``7 Card Stud L``): antes of 8,
    cat's bring-in of 15, ann's completion to 60 and bob's call; on fourth street bob (ace
    high showing) bets ``fourth`` and ann calls; on fifth (where ``fifth`` is given) bob bets
    it and ann folds, else ann folds on fourth. Bob is paid all that was put in."""
    ann_bet = 8 + 60 + (int(fourth) if fifth is not None else 0)
    bob_bet = 8 + 60 + int(fourth) + (int(fifth) if fifth is not None else 0)
    players = (("ann", ann_bet, 0), ("bob", bob_bet, ann_bet + bob_bet + 23), ("cat", 23, 0))
    seats = "".join(
        f'<player seat="{seat}" name="{name}" chips="1,000" dealer="0" win="{win}" bet="{bet}"/>'
        for seat, (name, bet, win) in enumerate(players, 1)
    )
    antes = "".join(
        f'<action no="{no}" player="{name}" type="15" sum="8"/>' for no, name in enumerate(("ann", "bob", "cat"), 1)
    )
    fourth_street = (
        f'<round no="3"><cards type="Fourth Street" player="ann">HQ</cards>'
        f'<cards type="Fourth Street" player="bob">{bob_fourth}</cards>'
        f'<action no="8" player="bob" type="5" sum="{fourth}"/>'
    )
    if fifth is None:
        rest = '<action no="9" player="ann" type="0" sum="0"/></round>'
    else:
        rest = (
            f'<action no="9" player="ann" type="3" sum="{fourth}"/></round>'
            '<round no="4"><cards type="Fifth Street" player="ann">D5</cards>'
            '<cards type="Fifth Street" player="bob">C7</cards>'
            f'<action no="10" player="bob" type="5" sum="{fifth}"/>'
            '<action no="11" player="ann" type="0" sum="0"/></round>'
        )
    game = (
        f'<game gamecode="12"><general><players>{seats}</players></general>'
        f'<round no="0">{antes}</round><round no="1"></round>'
        '<round no="2"><cards type="Third Street" player="ann">X X C9</cards>'
        '<cards type="Third Street" player="bob">X X HA</cards>'
        '<cards type="Third Street" player="cat">X X C2</cards><action no="4" player="cat" type="16" sum="15"/>'
        '<action no="5" player="ann" type="5" sum="60"/><action no="6" player="bob" type="3" sum="60"/>'
        '<action no="7" player="cat" type="0" sum="0"/></round>'
        f"{fourth_street}{rest}</game>"
    )
    return _session(game, "7 Card Stud L", currency="")  # tournament chips


def test_stud_limits_the_title_leaves_out_are_taken_where_the_betting_proves_both() -> None:
    from pokerrank.engine import audit_with_rules

    hand = next(read(_stud_no_limits()))
    assert hand.ok, hand.error
    assert hand.stakes == (60, 120)  # the completion and the fourth-street bet: 60; the fifth-street bet: 120
    assert audit_hand(hand).outcome is Outcome.MATCH
    checked = audit_with_rules(hand, rules="wsop-2024")
    assert checked.outcome is Outcome.MATCH, checked.detail


def test_stud_limits_stay_unknown_where_the_betting_shows_one_of_them() -> None:
    from pokerrank.engine import audit_with_rules

    hand = next(read(_stud_no_limits(fifth=None)))  # the hand ends on fourth street: no big bet made
    assert hand.ok and hand.stakes == ()
    assert audit_hand(hand).outcome is Outcome.MATCH  # the payouts are audited all the same
    checked = audit_with_rules(hand, rules="wsop-2024")
    assert checked.outcome is Outcome.NOT_AUDITABLE and "limit needs its bets" in checked.detail


def test_a_fourth_street_bet_over_an_open_pair_proves_no_small_bet() -> None:
    from pokerrank.engine import audit_with_rules

    # bob's aces showing: his big bet of 120 on fourth street is allowed (E9), and is no small bet
    paired = next(read(_stud_no_limits(fourth="120", bob_fourth="SA")))
    assert paired.ok and paired.stakes == (60, 120)
    assert audit_with_rules(paired, rules="wsop-2024").outcome is Outcome.MATCH
    # no pair showing: 120 on fourth street and the completion to 60 disagree: neither is taken
    assert next(read(_stud_no_limits(fourth="120"))).stakes == ()


def test_stud_up_cards_are_kept_street_by_street_for_the_rules() -> None:
    hand = next(read(_stud_no_limits()))
    assert hand.dealt[:3] == (("third", "ann", "9c"), ("third", "bob", "Ah"), ("third", "cat", "2c"))
    assert ("fifth", "bob", "7c") in hand.dealt
    seen = next(read(_stud()))  # every card known: each street's whole
    assert seen.dealt[:2] == (("third", "ann", "As Ah 2d"), ("third", "bob", "Ks Kh 3c"))


def _act(street: str, kind: ActionKind, amount: int, to: int | None = None, all_in: bool = False) -> Action:
    return Action(street, "p", kind, amount, to, all_in)


@pytest.mark.parametrize(
    ("actions", "expected"),
    [
        # a completion to twice the bring-in may be a raise over a bring-in of the full bet
        ([("third", "bring-in", 30), ("third", "bet", 60), ("sixth", "bet", 120)], ()),
        ([("third", "bring-in", 30), ("third", "bet", 60), ("fourth", "bet", 60), ("sixth", "bet", 120)], (60, 120)),
        # an all-in raise, and the raise after it, prove nothing
        ([("third", "bet", 60), ("fifth", "bet", 120), ("fifth", "allin", 200), ("fifth", "raise", 320)], (60, 120)),
        ([("third", "bet", 60), ("fifth", "allin", 100), ("fifth", "raise", 220)], ()),
        # raises by the small bet on the bring-in's round, by the big one later
        ([("third", "bring-in", 10), ("third", "raise", 40), ("third", "raise", 80), ("seventh", "bet", 80)], (40, 80)),
        ([("third", "bet", 40), ("seventh", "bet", 80), ("seventh", "raise", 160)], (40, 80)),
        ([("third", "bring-in", 10), ("third", "bet", 40), ("third", "raise", 100), ("seventh", "bet", 80)], ()),
        # proofs that disagree, or a small bet not under the big one
        ([("third", "bet", 40), ("fourth", "bet", 50), ("fifth", "bet", 100)], ()),
        ([("third", "bet", 100), ("fifth", "bet", 100)], ()),
    ],
)
def test_limits_shown_takes_only_what_the_betting_proves(
    actions: list[tuple[str, str, int]], expected: tuple[int, ...]
) -> None:
    built, high, street = [], 0, ""
    for where, what, to in actions:
        if where != street:
            street, high = where, 0
        if what == "bring-in":
            built.append(_act(where, ActionKind.BRING_IN, to))
        else:
            kind = ActionKind.BET if what == "bet" else ActionKind.RAISE
            built.append(_act(where, kind, to - high, to, what == "allin"))
        high = max(high, to)
    assert limits_shown(built, "stud", pair_showing=False) == expected


@settings(max_examples=300)
@given(
    small=st.integers(2, 500),
    times=st.integers(2, 4),
    bring_in_share=st.integers(1, 4),
    rounds=st.lists(st.lists(st.tuples(st.booleans(), st.integers(1, 3000)), max_size=3), min_size=1, max_size=5),
    pair=st.booleans(),
    big_on_fourth=st.booleans(),
)
@example(small=60, times=2, bring_in_share=1, rounds=[[(False, 1)], [], [(True, 77)]], pair=False, big_on_fourth=False)
@example(small=60, times=3, bring_in_share=4, rounds=[[(False, 1)], [], [(False, 1)]], pair=False, big_on_fourth=False)
@example(small=60, times=2, bring_in_share=1, rounds=[[], [(False, 1)], [(False, 1)]], pair=True, big_on_fourth=True)
def test_limits_shown_never_names_limits_the_hand_was_not_played_at(
    small: int,
    times: int,
    bring_in_share: int,
    rounds: list[list[tuple[bool, int]]],
    pair: bool,
    big_on_fourth: bool,
) -> None:
    """Any fixed-limit stud betting (a bring-in up to the small bet, completions and raises by
    the round's bet, all-ins of any size, the big bet on fourth street over an open pair):
    the limits found are the hand's, or none."""
    big = small * times
    bring_in = max(1, small * bring_in_share // 4)
    built: list[Action] = []
    for street, moves in zip(("third", "fourth", "fifth", "sixth", "seventh"), rounds, strict=False):
        bet = small if street == "third" or (street == "fourth" and not (pair and big_on_fourth)) else big
        high = 0
        if street == "third":
            built.append(_act(street, ActionKind.BRING_IN, bring_in))
            high = bring_in
        for all_in, odd in moves:
            if all_in:
                to = high + odd  # any size
            elif street == "third" and high == bring_in and bring_in < small:
                to = small  # the completion
            else:
                to = high + bet
            built.append(_act(street, ActionKind.RAISE if high else ActionKind.BET, to - high, to, all_in))
            high = to
    assert limits_shown(built, "stud", pair_showing=pair) in ((), (small, big))


def test_attributes_left_out_read_as_their_defaults() -> None:
    # a dealer="0", a check's sum and a board's player may be left out: the same hand
    whole = next(read(_session(_game())))
    sparse = _session(_game()).replace(' dealer="0"', "").replace('type="4" sum="$0"', 'type="4"')
    sparse = sparse.replace('<cards type="Flop" player="">', '<cards type="Flop">')
    assert sparse.count('type="4"/>') == 3 and 'dealer="0"' not in sparse
    hand = next(read(sparse))
    assert hand.ok, hand.error
    for field in ("seats", "actions", "boards", "hole", "button", "collected", "rake", "stakes"):
        assert getattr(hand, field) == getattr(whole, field), field


@pytest.mark.shared
def test_stud_hands_that_print_their_limits_prove_the_same_or_nothing(shared_dir: Path) -> None:
    # the shared stud cash hands read with the limits taken out of their titles
    folder = shared_dir / "hand-histories" / "sites" / "ipoker"
    found = []
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and "Stud" in p.parts):
        text = path.read_text(encoding="utf-8", errors="replace")
        printed = {hand.hand_id: hand.stakes for hand in read_ipoker(text) if hand.ok and hand.stakes}
        bare = re.sub(r"(<gametype>[^<]*? L) [^<]*</gametype>", r"\1</gametype>", text)
        for hand in read_ipoker(bare):
            if hand.hand_id in printed:
                assert hand.stakes in ((), printed[hand.hand_id])
                found.append(bool(hand.stakes))
    assert len(found) >= 8 and sum(found) >= 5


def test_each_session_of_a_file_gives_its_own_games_their_table_and_currency() -> None:
    """A tracker's archive holds several sessions: each game is read with the ``<general>``
    of the session it is in (its table, game and money), not the file's first."""
    first = _session(_game("77"))
    second = _session(_game("78", money="€{}"), gametype="Holdem NL €1/€2", currency="EUR")
    second = second.replace("<tablename>T, 1</tablename>", "<tablename>U, 2</tablename>")
    second = second.replace('<?xml version="1.0" encoding="utf-8"?>\n', "")
    hands = list(read(first + second))
    read_as = [(hand.hand_id, hand.table, hand.currency) for hand in hands]
    assert read_as == [("77", "T, 1", "USD"), ("78", "U, 2", "EUR")]
    assert all(audit_hand(hand).outcome is Outcome.MATCH for hand in hands)


def test_a_session_without_games_gives_its_fields_to_none_of_the_next_sessions_games() -> None:
    empty = _session("", gametype="Holdem NL $1/$2", currency="USD").replace("T, 1", "EMPTY")
    second = _session(_game("78", money="€{}"), gametype="Holdem NL €1/€2", currency="EUR")
    second = second.replace('<?xml version="1.0" encoding="utf-8"?>\n', "").replace("T, 1", "U, 2")
    hand = next(read(empty + second))
    assert (hand.hand_id, hand.table, hand.currency, hand.game_text) == ("78", "U, 2", "EUR", "Holdem NL €1/€2")


def test_many_sessions_take_linear_work_and_a_lone_surrogate_in_one_is_no_crash() -> None:
    from linearwork import least_time

    def timed(n: int) -> float:
        text = _session(_game("77")) + "<session>" * n + _session(_game("78"))
        return least_time(lambda: list(read(text)), rounds=3)[0]

    assert timed(40_000) < 24 * timed(5_000)  # (linear: 8x the work; quadratic: 64x)
    broken = _session(_game("77")) + _session(_game("78")).replace("T, 1", "T \ud800")
    assert [hand.hand_id for hand in read(broken)] == ["77", "78"]


_AMOUNT_PIECES = [
    *("0", "1", "5", "9", "00", "123", "1234", ".", ",", "$", "€", "£", " ", "\u00a0"),  # (as amounts hold them)
    *("EUR", "x", "-", "\u0663"),  # (a code, a letter, a sign, a digit not ASCII: the pattern's)
]


@settings(max_examples=400, deadline=None)
@given(
    st.lists(st.sampled_from(_AMOUNT_PIECES), max_size=7).map("".join),
    st.sampled_from([".", ","]),
)
@example("1" * 18, ".")
@example("1" * 19, ".")
@example("111,111,111,111,111,111", ".")
@example("1.500", ",")
@example("$1.", ".")
@example("€0.10", ".")
@example("1.000,50€", ",")
def test_an_amount_read_without_the_pattern_is_what_the_pattern_reads(raw: str, point: str) -> None:
    # the reader's plain road (a sign, digits, thousands by the layout's mark, a decimal point)
    # gives what the pattern of the layout gives, or nothing (the pattern then reads it)
    from pokerrank.handhistory._xmlgame import read_number
    from pokerrank.handhistory.ipoker import _COMMA_DECIMAL, _POINT_DECIMAL, _plain_number

    fast = _plain_number(raw, point)
    assert fast is None or fast == read_number(raw, _POINT_DECIMAL if point == "." else _COMMA_DECIMAL, point)


@given(
    st.sampled_from(["", "$", "€", "£"]),
    st.integers(0, 10**12),
    st.sampled_from(["", "0", "5", "50", "05", "125"]),
    st.booleans(),
    st.booleans(),
)
def test_amounts_as_the_rooms_write_them_take_the_plain_road(
    sign: str, whole: int, decimals: str, grouped: bool, comma: bool
) -> None:
    from pokerrank.handhistory._xmlgame import read_number
    from pokerrank.handhistory.ipoker import _COMMA_DECIMAL, _POINT_DECIMAL, _plain_number

    point, mark = (",", ".") if comma else (".", ",")
    digits = f"{whole:,}".replace(",", mark) if grouped else str(whole)
    number = digits + (point + decimals if decimals else "")
    raw = f"{number}{sign}" if comma else f"{sign}{number}"
    found = _plain_number(raw, point)
    assert found is not None and found == read_number(raw, _COMMA_DECIMAL if comma else _POINT_DECIMAL, point)


def _games_of_every_shape() -> list[str]:
    """The test's game as iPoker writes it (three ways), and each way out of the format's shape."""
    game = _game()
    return [
        game,
        game.replace("<general><players>", "<general><startdate>2020-01-01</startdate><players>"),
        game.replace('<round no="4"><cards type="River" player="">C3</cards></round>', ""),
        game.replace('<action no="3"', '<action no="3" extra="1"'),
        game.replace(
            '<action no="3" player="ann" type="3" sum="$1"/>',
            '<action no="3" player="ann" type="3" sum="$1"><x/></action>',
        ),
        game.replace('<round no="2">', '<round no="7">'),
        game.replace('<round no="4">', '<round no="4" x="$1">'),
        game.replace("</players></general>", '</players></general><player seat="4" name="cy" chips="$1"/>'),
        game.replace("</players></general>", "</players><players/></general>"),
        game.replace("</players></general>", "</players><tablename>T</tablename></general>"),
        game.replace("<general><players>", '<general x="1"><players>'),
        game.replace('<cards type="Turn" player="">SJ</cards>', '<cards type="Turn" player="" x="1">SJ</cards>'),
        game.replace('<cards type="Turn" player="">SJ</cards>', "<note>hi</note>"),
        game.replace("<general><players>", "<general><startdate/><startdate/><players>"),
        game.replace('<game gamecode="77">', '<game gamecode="77" x="1">'),
        game.replace("<general><players>", '<general><startdate a="1"/><players>'),
        game.replace('<player seat="3" name=""', '<player seat="3" bad="1" name=""'),
        game.replace(
            '</round>\n<round no="1">', '</round><action no="9" player="ann" type="4" sum="$0"/>\n<round no="1">'
        ),
    ]


@pytest.mark.parametrize("game", _games_of_every_shape())
def test_a_game_read_by_its_shape_is_what_the_element_by_element_read_gives(game: str) -> None:
    # the shape iPoker writes is read by that shape; anything else falls to the careful walk,
    # which names it: where the shape's road reads a game, it reads what the careful one does
    from pokerrank.handhistory._xmlgame import tree
    from pokerrank.handhistory.ipoker import _Game

    reader = _Game(game, "t.xml", "utf-8", 1, {})
    root = tree(game)
    fast = reader.as_written(root)
    careful = reader.any_shape(root)
    assert fast is None or (fast == careful and reader.strayed is None)
    assert (fast is not None) == (game in _games_of_every_shape()[:3])


@pytest.mark.shared
def test_the_shared_ipoker_games_read_by_their_shape_read_as_element_by_element(shared_dir: Path) -> None:
    from pokerrank.handhistory._xmlgame import games, tree
    from pokerrank.handhistory.ipoker import _Game

    read_so = 0
    for path in sorted((shared_dir / "hand-histories" / "sites" / "ipoker").rglob("*.*")):
        for game, line, _ in games(path.read_text(encoding="utf-8", errors="replace"), "game"):
            reader = _Game(game, str(path), "utf-8", line, {})
            try:
                root = tree(game)
            except SyntaxError:
                continue
            fast = reader.as_written(root)
            if fast is not None:
                read_so += 1
                assert fast == reader.any_shape(root) and reader.strayed is None, (path, line)
    assert read_so > 250


_GENERAL_BITS = (
    "a", "_", "1", ".", "-", ":", " ", "\t", "\n", "\r", "\r\n", "\xa0", "é", "€", "\U0001f600", "<", ">", "/", "&",
    "&amp;", "]]>", "]]", "\x00", "\x0b", "\x1f", "\x7f", "\x85", "\ud800", "\ufffe", "<a>", "</a>", "<a/>",
    "<!--c-->", "<![CDATA[c]]>", "<?p?>", "<a x='1'>", "</a >",
)  # fmt: skip
_FIELD_TAGS = ("gametype", "tablename", "a", "x.y", "_q", "A1", "1a", "a:b")


@st.composite
def _generals(draw: st.DrawFn) -> str:
    """A session's ``<general>``: fields of any tag and any text (markup, entities, characters
    XML has not, line ends), things between them, most of them as iPoker writes them."""
    parts = []
    for _ in range(draw(st.integers(0, 4))):
        before = draw(st.sampled_from(["", " ", "\n  ", "\r\n ", "\t", "x", "\xa0"]))
        tag = draw(st.sampled_from(_FIELD_TAGS))
        body = "".join(draw(st.lists(st.sampled_from(_GENERAL_BITS), max_size=4)))
        parts.append(f"{before}<{tag}>{body}</{tag}>")
    end = draw(st.sampled_from(["", "\n", "\r", " x"]))
    return f"<general>{''.join(parts)}{end}</general>"


@settings(max_examples=3000, deadline=None)
@given(_generals())
@example("<general>\n <gametype>Holdem NL $1/$2</gametype>\r\n <tablename> T\r1\r\n2 </tablename>\n</general>")
@example("<general><tablename>a]]>b</tablename></general>")
@example("<general><tablename>a\x01</tablename></general>")
def test_a_session_s_general_read_without_a_parser_is_what_the_parser_reads(general: str) -> None:
    """The fields of a session's ``<general>`` (its game, table, currency) are what the
    standard library's parser reads, whatever the text: a ``<general>`` as iPoker writes one
    is read without a parser (one fewer a file), any other parsed."""
    from xml.etree.ElementTree import XMLParser

    from pokerrank.handhistory.ipoker import _session

    parser = XMLParser()
    try:
        parser.feed(general)
        element = parser.close()
    except (SyntaxError, ValueError):
        expected = {}
    else:
        expected = {child.tag: (child.text or "").strip() for child in element}
    assert _session(general) == expected


@pytest.mark.parametrize("keep_unknown", [False, True])
@pytest.mark.parametrize(
    "text", ["X X X X", "x X", "SA X", "X SA", "X ZZ", "ZZ X", "SA C10 h2", "S10x", "", "X", "HA HA", "D1"]
)
def test_cards_with_unseen_ones_read_as_one_by_one(text: str, keep_unknown: bool) -> None:
    """A hand's cards, some nobody saw (``X``), read at once as each card read alone reads them:
    all unknown (one ``?``), or each unseen one a ``?`` where kept (stud's); a card that is none,
    before any unseen one, the error it is."""
    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory import ipoker

    game = ipoker._Game('<game gamecode="1"></game>', "f", "utf-8", 1, {})
    ipoker._CARDS[keep_unknown].clear()
    try:
        one_by_one: object = " ".join(game.careful_cards(text, keep_unknown))
    except HandHistoryError as exc:  # (the error compared as said)
        one_by_one = str(exc)
    try:
        at_once: object = game.cards(text, keep_unknown)
    except HandHistoryError as exc:
        at_once = str(exc)
    assert at_once == one_by_one
    ipoker._CARDS[keep_unknown].clear()


def test_a_limit_titles_bets_are_kept_by_title_layout_and_scale_in_either_order() -> None:
    """The store of a limit title's bets (``_TITLE_BETS``) keys each title by the hand's layout
    (a decimal point or comma) and scale: a title read one way never gives another hand the
    bets read the other way (a review found no test would fail were the key the title alone)."""
    from pokerrank.handhistory import ipoker

    title = "Holdem L $1,000/$2,000"

    def bets(chips: str, scale: int) -> tuple[int, ...]:
        game = ipoker._Game(f'<game gamecode="1"><player chips="{chips}"/></game>', "<t>", "utf-8", 1, {})
        return game.limit_bets(title, scale, [])

    expected = {("$100", 100): (100000, 200000), ("100€", 100): (100, 200), ("$100", 1): (1000, 2000)}
    for order in (list(expected), list(reversed(expected))):
        ipoker._TITLE_BETS.clear()
        for chips, scale in order:
            assert bets(chips, scale) == expected[chips, scale], (chips, scale, order)


def _tournament(ann_win: str) -> str:
    # the heads-up hand in tournament chips: 8 put in, no rake ever; the cash hand's 7.70 is 0.30 rake
    session = _session(_game(money="{}", ann_win=ann_win), currency="")
    return session.replace("<currency></currency>", "<currency></currency><tournamentcode>55</tournamentcode>")


def test_a_tournament_pot_keeps_no_rake_so_wins_short_of_it_are_chips_that_do_not_add_up() -> None:
    paid = audit_hand(next(read(_tournament("8"))))
    assert paid.outcome is Outcome.MATCH, paid.detail
    assert paid.hand.tournament == "55" and not paid.hand.rake
    short = audit_hand(next(read(_tournament("7"))))  # (a rake the room would keep at a cash table)
    assert short.outcome is Outcome.NOT_AUDITABLE and short.reason == "chips do not add up"
    assert "the wins come to 7, not the 8 put in: a tournament hand's pots keep no rake" in short.detail


def test_a_player_written_twice_is_a_record_that_contradicts_itself() -> None:
    # (the second <player> of one name was read over the first: its win= and bet= counted once, MATCH)
    twice = '<player seat="2" name="bob" chips="$100" dealer="0" win="$0" bet="$4"/>\n'
    text = _session(_game()).replace(twice, twice * 2)
    assert text.count(twice) == 2
    verdict = audit_hand(next(read(text)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "record contradicts itself"
    assert "two <player> elements named 'bob'" in verdict.detail
