"""iPoker: the three reader gaps a review of every non-MATCH hand found (issue 25): the number
layout an Italian skin's session tells, a file cut right after a hand's last round, the
table's currency against the account's. Each test failed before its fix but two guards of
what stays as it was (marked)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pokerrank.handhistory import Outcome, Verdict, audit_hand, read
from pokerrank.handhistory.writers_ohh import to_ohh


def _tournament(general: str, chips: str = "15.000", blinds: tuple[str, str] = ("1.000", "2.000")) -> str:
    """A heads-up Sit & Go hand in chips without a currency, every amount written with a dot
    (15,000 chips, blinds of 1,000 and 2,000 on an Italian skin): ann shoves, bob calls, ann's
    aces win both stacks. ``general``: what the session's ``<general>`` says besides the game
    (a buy-in, a prize); ``chips``: each stack and what each puts in; ``blinds``: the blinds."""
    small, big = blinds
    return (
        '<session sessioncode="5"><general><gametype>Holdem NL</gametype><tablename>T</tablename>'
        f"<currency>EUR</currency><tournamentname>Double Up 6</tournamentname>{general}</general>\n"
        '<game gamecode="31"><general><players>'
        f'<player seat="1" name="ann" chips="{chips}" dealer="1" win="30.000" bet="{chips}"/>'
        f'<player seat="2" name="bob" chips="{chips}" dealer="0" win="0" bet="{chips}"/>'
        "</players></general>\n"
        f'<round no="0"><action no="1" player="ann" type="1" sum="{small}"/>'
        f'<action no="2" player="bob" type="2" sum="{big}"/></round>\n'
        '<round no="1"><cards type="Pocket" player="ann">SA HA</cards><cards type="Pocket" player="bob">CK DK</cards>'
        f'<action no="3" player="ann" type="23" sum="{chips}"/><action no="4" player="bob" type="7" sum="13.000"/>'
        "</round>\n"
        '<round no="2"><cards type="Flop" player="">C2 D7 H9</cards></round>\n'
        '<round no="3"><cards type="Turn" player="">SJ</cards></round>\n'
        '<round no="4"><cards type="River" player="">C3</cards></round>\n'
        "</game></session>\n"
    )


ITALIAN = "<buyin>€0,50</buyin><totalbuyin>Iscriviti[ €0,40 + €0,10 N2EFE10CC57E3ATN ]</totalbuyin><win>€0,80</win>"
"""An Italian skin's session money: a currency before a decimal comma."""


def test_an_italian_session_s_money_tells_that_its_dots_group_thousands() -> None:
    hand = next(read(_tournament(ITALIAN)))
    assert hand.ok, hand.error
    assert [hand.money(seat.stack) for seat in hand.seats] == [15000, 15000]
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert verdict.detail == "ann wins 30000 (pot 30000), as paid"  # (30, a thousand times too few, before)


@pytest.mark.parametrize(
    "general",
    [
        "",  # no money in the session at all
        "<bets>8.290</bets><wins>11.380</wins>",  # amounts without a currency: either layout
        "<buyin>€1.500</buyin>",  # a currency, and three digits after its one mark: either layout
        "<buyin>€0,50</buyin><win>€0.80</win>",  # two amounts that disagree
    ],
)
def test_a_tournament_amount_no_money_tells_the_layout_of_is_not_guessed(general: str) -> None:
    # read with a decimal point the hand adds up, in chips a thousand times too few: a silent MATCH before
    verdict = audit_hand(next(read(_tournament(general))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert verdict.detail.startswith("the tournament amount '1.000' is 1 by a decimal point, 1000 where dots group")
    assert verdict.detail.endswith("no money in the session says which")
    fraction = audit_hand(next(read(_tournament(general, "1500", ("12.5", "25")).replace("13.000", "1475"))))
    assert fraction.outcome is Outcome.NOT_AUDITABLE
    assert fraction.detail.startswith("the tournament amount '12.5' reads as 12.5 chips, a fraction of a chip")


def test_a_session_whose_money_writes_a_decimal_point_keeps_commas_between_thousands() -> None:
    # (a guard: passed before too)
    text = _tournament("<buyin>$2,000.00+$50.00</buyin>", "15,000", ("1,000", "2,000"))
    hand = next(read(text.replace("13.000", "13,000").replace("30.000", "30,000")))
    assert [hand.money(seat.stack) for seat in hand.seats] == [15000, 15000]
    assert audit_hand(hand).outcome is Outcome.MATCH
    assert audit_hand(next(read(text.replace("$2,000.00+$50.00", "")))).outcome is Outcome.NOT_AUDITABLE


# -- a file cut before the hand's </game> ---------------------------------------------------------

_SESSION_HEAD = (
    '<session sessioncode="9"><general><gametype>Holdem NL $1/$2</gametype><tablename>T</tablename>'
    "<currency>USD</currency></general>\n"
)


def _cash(rounds: str, ann_win: str = "$7.70", ann_bet: str = "$4", bob_win: str = "$0", bob_bet: str = "$4") -> str:
    """The head of a heads-up hand (ann on the button) and the ``rounds`` written after it."""
    return (
        f'{_SESSION_HEAD}<game gamecode="88"><general><players>'
        f'<player seat="1" name="ann" chips="$100" dealer="1" win="{ann_win}" bet="{ann_bet}"/>'
        f'<player seat="2" name="bob" chips="$100" dealer="0" win="{bob_win}" bet="{bob_bet}"/>'
        "</players></general>\n"
        '<round no="0"><action no="1" player="ann" type="1" sum="$1"/><action no="2" player="bob" type="2" sum="$2"/>'
        "</round>\n"
        '<round no="1"><cards type="Pocket" player="ann">SA HA</cards><cards type="Pocket" player="bob">CK DK</cards>'
        '<action no="4" player="bob" type="4" sum="$0"/><action no="3" player="ann" type="3" sum="$1"/></round>\n'
        f"{rounds}"
    )


_FLOP_CALLED = (
    '<round no="2"><cards type="Flop" player="">C2 D7 H9</cards><action no="5" player="bob" type="5" sum="$2"/>'
    '<action no="6" player="ann" type="3" sum="$2"/></round>\n'
)
_TO_THE_RIVER = (
    f'{_FLOP_CALLED}<round no="3"><cards type="Turn" player="">SJ</cards></round>\n'
    '<round no="4"><cards type="River" player="">C3</cards></round>\n\t'
)


def _verdict(text: str) -> str:
    hands = list(read(text))
    assert len(hands) == 1 and hands[0].error is not None and hands[0].error.kind == "truncated"
    verdict = audit_hand(hands[0])
    assert verdict.outcome is Outcome.NOT_AUDITABLE  # a cut file is never audited (docs/ipoker.md)
    assert verdict.detail.startswith("the hand ends before </game> (a truncated file?)")
    return verdict.detail


def _whole_cut(text: str) -> Verdict:
    """The verdict of a hand the file cuts right after its last round, whole as written:
    audited as written, the verdict saying the cut."""
    hands = list(read(text))
    assert len(hands) == 1 and hands[0].error is None
    verdict = audit_hand(hands[0])
    assert verdict.detail.endswith(
        "; the file ends before this hand's </game> (a truncated file?), right after its last round: the hand is"
        " whole as written (each player's bet= is what their actions put in, and the hand is over) and is audited"
        " as written"
    )
    return verdict


def test_a_file_cut_right_after_a_whole_hand_s_last_round_is_audited_saying_the_cut() -> None:
    uncut = audit_hand(next(read(f"{_cash(_TO_THE_RIVER)}</game></session>")))
    cut = _whole_cut(_cash(_TO_THE_RIVER))
    assert uncut.outcome is cut.outcome is Outcome.MATCH
    assert cut.payouts == uncut.payouts and cut.detail.startswith(uncut.detail)
    wrong = _whole_cut(_cash(_TO_THE_RIVER, ann_win="$7", bob_win="$0.70"))  # (bob paid a share of ann's pot)
    assert wrong.outcome is Outcome.MISMATCH
    folded = '<round no="2"><cards type="Flop" player="">C2 D7 H9</cards><action no="5" player="bob" type="5" '
    folded += 'sum="$2"/><action no="6" player="ann" type="0" sum="$0"/></round>\n'
    one_left = _cash(folded, ann_win="$0", ann_bet="$2", bob_win="$5.70")  # (pot $4 less $0.30 rake, his $2 back)
    assert _whole_cut(one_left).outcome is Outcome.MATCH  # over on the flop: bob alone is left


def test_the_cut_ends_every_verdict_of_the_hand_on_every_road(tmp_path: Path) -> None:
    from _helpers import run_cli

    from pokerrank.engine import audit_with_rules

    # ann bets first on the flop, out of turn (bob, the big blind, acts first after the flop heads-up): the
    # rules road makes the illegal action the verdict's reason and sentence, and the cut still ends it
    out_of_turn = _TO_THE_RIVER.replace('player="bob" type="5"', 'player="ann" type="5"', 1)
    out_of_turn = out_of_turn.replace('player="ann" type="3" sum="$2"', 'player="bob" type="3" sum="$2"', 1)
    hand = next(read(_cash(out_of_turn)))
    note = "and is audited as written"
    ruled = audit_with_rules(hand, audit_hand(hand))
    assert ruled.reason == "illegal action" and "ann bets" in ruled.detail
    assert ruled.detail.endswith(note) and ruled.detail.count(note) == 1
    french = audit_hand(hand, lang="fr")  # (the note in the reader's English, after the language's separator)
    assert "comme payé ; the file ends before this hand's </game>" in french.detail and french.detail.endswith(note)
    assert french.detail.count(note) == 1
    path = tmp_path / "cut.xml"
    path.write_text(_cash(_TO_THE_RIVER))
    code, out, _ = run_cli("audit", str(path), "--show", "problems", "--json")
    shown = json.loads(out)["verdicts"]
    assert code == 0 and [(v["hand"], v["outcome"]) for v in shown] == [("88", "match")]
    assert shown[0]["detail"].endswith(note)
    code, out, _ = run_cli("audit", str(path), "--rules", "room", "--show", "all", "--json")
    assert code == 0 and json.loads(out)["verdicts"][0]["detail"].endswith(note)


def test_a_file_cut_before_the_last_street_with_players_still_in_says_a_payout_may_be_cut() -> None:
    detail = _verdict(_cash(_FLOP_CALLED))
    assert "ends after its round 2 with 2 players still in, before the last street" in detail
    assert "whole" not in detail


def test_a_file_cut_inside_a_round_or_whose_written_part_does_not_read_says_so() -> None:
    assert _verdict(_cash(_TO_THE_RIVER[:60])).endswith(": the file ends inside it")
    detail = _verdict(_cash(_TO_THE_RIVER, bob_bet="$9"))  # bet= more than the actions written put in
    assert "what is written does not read" in detail and "'bob' bet 9" in detail
    stray = _TO_THE_RIVER.replace("</cards></round>", '</cards><insurance player="bob" sum="$5"/></round>', 1)
    assert "what is written holds <insurance" in _verdict(_cash(stray))


# -- the table's currency ------------------------------------------------------------------------


def _currency_game(account: str, table: str | None, money: str) -> str:
    """ann (small blind) calls, bob checks, bets the pot (0.40) on the flop and ann folds: bob is
    paid 0.80 (the pot of 0.40 and his bet back); every amount written in ``money``."""
    named = f"<tablecurrency>{table}</tablecurrency>" if table is not None else ""
    m = money.format
    return (
        f'<session sessioncode="9"><general><gametype>Omaha PL {m("0.10")}/{m("0.20")}</gametype>'
        f"<tablename>T</tablename>{named}<currency>{account}</currency></general>\n"
        '<game gamecode="41"><general><players>'
        f'<player seat="1" name="ann" chips="{m("20")}" dealer="1" win="{m("0")}" bet="{m("0.20")}"/>'
        f'<player seat="2" name="bob" chips="{m("20")}" dealer="0" win="{m("0.80")}" bet="{m("0.60")}"/>'
        "</players></general>\n"
        f'<round no="0"><action no="1" player="ann" type="1" sum="{m("0.10")}"/>'
        f'<action no="2" player="bob" type="2" sum="{m("0.20")}"/></round>\n'
        '<round no="1"><cards type="Pocket" player="ann">SA HA S2 H3</cards>'
        '<cards type="Pocket" player="bob">X X X X</cards>'
        f'<action no="3" player="ann" type="3" sum="{m("0.10")}"/><action no="4" player="bob" type="4" sum="{m("0")}"/>'
        "</round>\n"
        '<round no="2"><cards type="Flop" player="">C9 D7 H4</cards>'
        f'<action no="5" player="bob" type="5" sum="{m("0.40")}"/><action no="6" player="ann" type="0" sum="{m("0")}"/>'
        "</round>\n</game></session>\n"
    )


@pytest.mark.parametrize(
    ("account", "table", "money", "currency", "said"),
    [
        ("CAD", "EUR", "€{}", "EUR", "€"),  # the account's CAD, the table's €: "CAD" for a € table before
        ("GBP", None, "€{}", "EUR", "€"),  # no <tablecurrency>: the amounts' sign, not the account's
        ("EUR", "USD", "${}", "USD", "$"),
        ("", "GBP", "£{}", "GBP", "£"),  # an empty <currency>: no currency before
        ("CNY", "EUR", "€{}", "EUR", "€"),
        ("EUR", None, "${}", None, ""),  # a $ nothing names: which dollar is not said
        ("CAD", None, "${}", "CAD", "$"),  # the account's dollar, its sign on the amounts (a guard: so before too)
        ("USD", "GBP", "€{}", "EUR", "€"),  # a <tablecurrency> the amounts contradict: the amounts'
        ("", "RSD", "RSD{}", "RSD", ""),
    ],
)
def test_a_hand_s_currency_is_its_table_s(
    account: str, table: str | None, money: str, currency: str | None, said: str
) -> None:
    hand = next(read(_currency_game(account, table, money)))
    assert hand.ok, hand.error
    assert hand.currency == currency
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    pot = "0.40" if currency else "0.4"  # (money of no known currency: as written, no cents added)
    assert verdict.detail == f"bob wins {said}{pot} (pot {said}{pot}), as paid"  # (his bet back apart)
    assert to_ohh(hand)["ohh"].get("currency") == currency


def test_a_cash_session_whose_money_writes_a_currency_before_a_decimal_comma_is_read_so() -> None:
    # an Italian skin's cash table: €0,10, as its session's stakes (Omaha PL €0,10/€0,20) or bets tell
    text = _currency_game("EUR", "EUR", "€{}").replace("€0.", "€0,").replace("€1.", "€1,")
    untold = text.replace("Omaha PL €0,10/€0,20", "Omaha PL")
    by_bets = untold.replace("<currency>EUR</currency>", "<currency>EUR</currency><bets>€12,50</bets>")
    for told in (text, by_bets):
        hand = next(read(told))
        assert hand.ok, hand.error
        assert audit_hand(hand).detail == "bob wins €0.40 (pot €0.40), as paid"
    assert not next(read(untold)).ok  # nothing tells: a currency before the number has a decimal point


# -- the shared files: the hands the review named ------------------------------------------------

_CUT_WHOLE = {
    "fpdb-chaz/cash/Flop/LHE-USD-10-20-201204.new.date.format.txt": "3256372946",
    "fpdb-chaz/cash/Flop/NLHE-RSD-1.00-2.00-201210.Serbian.Dinar.txt": "1712488009",
    "fpdb-chaz/cash/Flop/NLHE-USD-0.05-0.10-201312.player.antes.then.sits.out.txt": "5338624766",
    "fpdb-chaz/cash/Flop/PLO-EUR-0.10-0.20-201207.CNY.currency.txt": "3359865320",
    "fpdb-chaz/tour/Flop/NLHE-EUR-MTT-30-201302.slight.format.change.txt": "4528040825",
}


@pytest.mark.shared
def test_the_hands_the_review_named(shared_dir: Path) -> None:
    folder = shared_dir / "hand-histories" / "sites" / "ipoker"
    italian = [audit_hand(hand) for hand in read(folder / "fpdb-chaz/tour/Flop/NLHE-EUR-SNG-0.50.iPoker.it.txt")]
    assert [(v.hand.hand_id, v.outcome, v.detail) for v in italian] == [
        ("3025312304", Outcome.MATCH, "Player2 wins 3060 (pot 3060), as paid")
    ]
    for name, hand_id in _CUT_WHOLE.items():
        verdicts = [audit_hand(hand) for hand in read(folder / name)]
        # (each file ends right after the hand's last round; the review re-added each by hand: paid as the rules give)
        assert verdicts[-1].hand.hand_id == hand_id and verdicts[-1].outcome is Outcome.MATCH
        assert "the hand is whole as written" in verdicts[-1].detail
    tables = {
        "fpdb-chaz/cash/Flop/PLO8-GBP-40-80-202308.txt": {"EUR"},  # <currency>GBP, € amounts
        "fpdb-chaz/cash/Flop/PLO-EUR-0.10-0.20-201604.export.bad.players.txt": {"EUR"},  # <currency>CAD
        "fpdb-chaz/cash/Stud/7-StudHL-EUR-0.05-0.10-201405.txt": {"EUR"},  # <currency>USD
        "hhsmithy/CashGame/Tables/Table3.txt": {"USD"},  # <currency>EUR, $ amounts
        "hhsmithy/CashGame/MultipleHandsTests/10MultipleHands.txt": {"EUR"},  # <currency> empty
    }
    for name, currencies in tables.items():
        assert {hand.currency for hand in read(folder / name)} == currencies, name
