"""The audit of all-in cash-outs: the room's offer plus fee against the exact value of the
player's pots, counted here by brute force over every river."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from pathlib import Path

import pytest
from test_handhistory import ps
from test_handhistory_sites import gg_hand

from pokerrank import showdown
from pokerrank.cards import Card, parse_cards
from pokerrank.handhistory import Outcome, audit, audit_hand, read
from pokerrank.handhistory.allin import ROUNDING
from pokerrank.i18n import catalog

BOARD = "2c 7d 9h Js"
ANN, BOB = "As Ad", "Kc Kd"
POT, RAKE = 10000, 200  # $100 put in, $2 rake: $98 after rake


def _exact_value() -> Fraction:
    """ann's share of the $98 over every river (brute force: each river decided by showdown)."""
    seen = set(parse_cards(f"{ANN} {BOB} {BOARD}"))
    share = Fraction(0)
    rivers = [Card(c) for c in range(52) if Card(c) not in seen]
    for (river,) in combinations(rivers, 1):
        result = showdown("holdem", f"{BOARD} {river}", {"ann": ANN, "bob": BOB}, dead=2)  # a pot of 2 chips
        share += Fraction(result.totals.get("ann", 0), sum(result.totals.values()))
    return share / len(rivers) * (POT - RAKE)


def hand(offer: int, fee: int, *, collected: str = "bob collected $98 from pot", awarded: bool = True) -> str:
    """ann all in on the turn with aces against kings; she cashes out; the river is a 3c."""
    money = lambda units: f"${units // 100}.{units % 100:02d}"  # noqa: E731
    won = "" if awarded else " (pot not awarded as player cashed out)"
    return ps(
        "PokerStars Hand #361: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET",
        "Table 'Mu' 6-max Seat #1 is the button",
        "Seat 1: ann ($50 in chips)",
        "Seat 2: bob ($100 in chips)",
        "ann: posts small blind $1",
        "bob: posts big blind $2",
        "*** HOLE CARDS ***",
        "ann: raises $2 to $4",
        "bob: calls $2",
        "*** FLOP *** [2c 7d 9h]",
        "ann: bets $6",
        "bob: calls $6",
        "*** TURN *** [2c 7d 9h] [Js]",
        "ann: bets $40 and is all-in",
        "bob: calls $40",
        "*** RIVER *** [2c 7d 9h Js] [Kh]",
        "*** SHOW DOWN ***",
        f"ann: shows [{ANN}] (a pair of Aces)",
        f"bob: shows [{BOB}] (three of a kind, Kings)",
        collected,
        f"ann cashed out the hand for {money(offer)} | Cash Out Fee {money(fee)}",
        "*** SUMMARY ***",
        "Total pot $100 | Rake $2",
        "Board [2c 7d 9h Js Kh]",
        f"Seat 1: ann (button) (small blind) showed [{ANN}] and lost with a pair of Aces (cashed out){won}",
        f"Seat 2: bob (big blind) showed [{BOB}] and won ($98) with three of a kind, Kings",
    )


def _fair() -> tuple[int, int]:
    value = _exact_value()
    fee = round(value / 100)
    return round(value) - fee, fee


def test_a_fair_cash_out_is_a_match_that_says_it() -> None:
    offer, fee = _fair()
    verdict = audit_hand(next(read(hand(offer, fee))))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert "ann cashed out for" in verdict.detail and "within the room's rounding" in verdict.detail


@pytest.mark.parametrize("off", [-ROUNDING - 1, ROUNDING + 1, 37])
def test_a_cash_out_off_by_more_than_the_rounding_is_a_mismatch(off: int) -> None:
    offer, fee = _fair()
    value = _exact_value()
    verdict = audit_hand(next(read(hand(offer + off, fee))))
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "cash-out", verdict.detail
    exact = f"${float(value) / 100:.4f}"
    difference = float(offer + off + fee - value) / 100
    sign = "-" if difference < 0 else ""
    assert f"ann cashed out for ${(offer + off) / 100:.2f} with a ${fee / 100:.2f} fee" in verdict.detail
    assert f"pokerrank's exact value of their pots is {exact}, {sign}${abs(difference):.4f} off" in verdict.detail
    for lang in ("nl", "fr", "de"):  # said in each language, with the numbers
        said = audit_hand(next(read(hand(offer + off, fee))), lang=lang).detail
        assert "pokerrank" in said and "cashed" not in said and f"{float(value) / 100:.4f}".replace(".", ",") in said


def test_within_the_rounding_stays_a_match() -> None:
    offer, fee = _fair()
    value = _exact_value()
    for off in range(-3, 4):
        verdict = audit_hand(next(read(hand(offer + off, fee))))
        fair = abs(offer + off + fee - value) <= ROUNDING
        assert (verdict.outcome is Outcome.MATCH) is fair, (off, verdict.detail)


def test_a_pot_not_awarded_is_audited_with_the_cash_out() -> None:
    """ann cashed out and the river gave her the pot: the room paid her the cash-out instead."""
    offer, fee = _fair()

    def kept(text: str) -> str:
        text = text.replace("Js] [Kh]", "Js] [3h]").replace("Board [2c 7d 9h Js Kh]", "Board [2c 7d 9h Js 3h]")
        text = text.replace("bob collected $98 from pot\n", "").replace("(three of a kind, Kings)", "(a pair of Kings)")
        text = text.replace("lost with a pair of Aces (cashed out)", "won ($98) with a pair of Aces")
        return text.replace("and won ($98) with three of a kind, Kings", "and lost with a pair of Kings")

    verdict = audit_hand(next(read(kept(hand(offer, fee, awarded=False)))))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert "did not award the pot" in verdict.detail and "within the room's rounding" in verdict.detail
    wrong = audit_hand(next(read(kept(hand(offer + 50, fee, awarded=False)))))
    assert wrong.outcome is Outcome.MISMATCH and wrong.reason == "cash-out"


def test_a_cash_out_whose_cards_are_unknown_is_said_not_checked() -> None:
    offer, fee = _fair()
    text = hand(offer, fee).replace(f"bob: shows [{BOB}] (three of a kind, Kings)\n", "")
    text = text.replace(f"showed [{BOB}] and won", "won")
    verdict = audit_hand(next(read(text)))
    assert verdict.outcome is not Outcome.MATCH
    assert "ann's cash-out for" in verdict.detail and "bob's cards were never shown" in verdict.detail


def test_betting_behind_the_all_in_is_said_not_checked() -> None:
    offer, fee = _fair()
    three = hand(offer, fee).replace(
        "Seat 2: bob ($100 in chips)", "Seat 2: bob ($100 in chips)\nSeat 3: cid ($100 in chips)"
    )
    three = three.replace("ann: raises $2 to $4\nbob: calls $2", "cid: calls $2\nann: raises $2 to $4\nbob: calls $2")
    three = three.replace("bob: calls $2\n*** FLOP", "bob: calls $2\ncid: calls $2\n*** FLOP")
    three = three.replace("ann: bets $6\nbob: calls $6", "ann: bets $46 and is all-in\nbob: calls $46\ncid: calls $46")
    three = three.replace("ann: bets $40 and is all-in\nbob: calls $40", "bob: bets $10\ncid: folds")
    three = three.replace("Total pot $100", "Total pot $150").replace("bob collected $98", "bob collected $148")
    three = three.replace("won ($98)", "won ($148)")
    verdict = audit_hand(next(read(three)))
    assert "ann's cash-out for" in verdict.detail and "betting went on behind the all-in" in verdict.detail, (
        verdict.detail
    )


SHORT_DECK = """PokerStars Hand #362:  6+ Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET
Table 'Mu' 6-max Seat #1 is the button
Seat 1: ann ($50 in chips)
Seat 2: bob ($100 in chips)
ann: posts small blind $1
bob: posts big blind $2
*** HOLE CARDS ***
ann: raises $2 to $4
bob: calls $2
*** FLOP *** [9s 8d 7c]
ann: bets $46 and is all-in
bob: calls $46
*** TURN *** [9s 8d 7c] [6h]
*** RIVER *** [9s 8d 7c 6h] [Ah]
*** SHOW DOWN ***
ann: shows [9h 9c] (three of a kind, Nines)
bob: shows [Jc Td] (a straight, Jack to Seven)
ann collected $98 from pot
ann cashed out the hand for {offer} | Cash Out Fee {fee}
*** SUMMARY ***
Total pot $100 | Rake $2
Board [9s 8d 7c 6h Ah]
Seat 1: ann (button) (small blind) showed [9h 9c] and won ($98) with three of a kind, Nines (cashed out)
Seat 2: bob (big blind) showed [Jc Td] and lost with a straight, Jack to Seven"""


def test_a_short_deck_cash_out_priced_under_the_other_ranking_says_so() -> None:
    """PokerStars' 6+ Hold'em ranks three of a kind over a straight: the set of nines is ahead
    of the made straight on every runout; an offer priced as if the straight were ahead (the
    set must fill up) is a mismatch that says which ranking makes it fair."""
    from pokerrank.games import get_game

    deck = [Card(c) for c in sorted(get_game("short-deck-classic").deck.codes)]
    seen = set(parse_cards("9h 9c Jc Td 9s 8d 7c"))
    shares = Fraction(0)
    runouts = list(combinations([c for c in deck if c not in seen], 2))
    for turn, river in runouts:
        result = showdown("short-deck-classic", f"9s 8d 7c {turn} {river}", {"ann": "9h 9c", "bob": "Jc Td"}, dead=2)
        shares += Fraction(result.totals.get("ann", 0), 2)
    classic = shares / len(runouts) * 9800
    fee = round(classic / 100)
    money = lambda units: f"${units // 100}.{units % 100:02d}"  # noqa: E731
    verdict = audit_hand(next(read(SHORT_DECK.format(offer=money(round(classic) - fee), fee=money(fee)))))
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "cash-out"
    assert "exact value of their pots is $98," in verdict.detail  # trips over a straight: ann cannot lose
    assert f"were a straight to beat three of a kind, the value would be ${float(classic) / 100:.4f}" in verdict.detail
    fair = audit_hand(next(read(SHORT_DECK.format(offer="$97.02", fee="$0.98"))))
    assert fair.outcome is Outcome.MATCH and "straight" not in fair.detail


def test_a_ggpoker_cash_out_is_said_not_judged() -> None:
    text = gg_hand(extra="ann: Chooses to EV Cashout \nbob: Chooses to EV Cashout\nann: Pays Cashout Risk ($0.13)\n")
    said = "and won ($1.68) with a pair of Kings"  # (GGPoker's summary names the figure too: it must)
    text = text.replace(said, f"{said}, Cashout Risk ($0.13)")
    verdict = audit_hand(next(read(text)))
    assert verdict.outcome is Outcome.MATCH
    assert "ann paid the room $0.13 of cash-out risk beside the pot" in verdict.detail
    nl = audit_hand(next(read(text)), lang="nl").detail
    assert catalog("nl")["audit"]["side_deal_pays"].split("{amount}")[1][:20] in nl


# -- the shared hand histories -------------------------------------------------------------------

# Every PokerStars cash-out of the shared corpus: hand id -> (verdict, {player: fair?}).
# 212598594281 is off by 0.0112 dollars beyond the cent; 257180854570 is 17/19 of the pot after
# rake where the cards give 37/42; 213326978771 is fair only were a straight to beat trips.
POKERSTARS_CASH_OUTS = {
    "232772509770": ("match", {"Hero": True, "Player1": True}),
    "212394558154": ("match", {"Hero": True}),
    "212598594281": ("mismatch", {"Hero": False}),
    "257180854570": ("mismatch", {"Player3": False}),
    "213326978771": ("mismatch", {"Player0": False, "Hero": False}),
}


@pytest.mark.shared
def test_every_shared_cash_out_is_judged(shared_dir: Path) -> None:
    folder = shared_dir / "hand-histories" / "pokerstars" / "cash" / "Stars" / "Flop"
    dead_cards = folder / "6-Card-PLO-6max-USD-0.10-0.25-202201.multiway.allin.deadcards.txt"
    files = [*sorted(folder.glob("*[Cc]ash*[Oo]ut*")), dead_cards]
    found = {}
    for verdict in audit(files):
        if verdict.hand.cash_outs:
            found[verdict.hand.hand_id] = verdict
    assert set(found) == set(POKERSTARS_CASH_OUTS)
    for hand_id, (outcome, fair) in POKERSTARS_CASH_OUTS.items():
        verdict = found[hand_id]
        assert verdict.outcome.value == outcome, (hand_id, verdict.detail)
        assert verdict.reason == (None if outcome == "match" else "cash-out")
        assert all(f"{player} cashed out for" in verdict.detail for player in fair)
        assert verdict.detail.count("within the room's rounding") == sum(fair.values())
    assert verdict.detail.count("were a straight to beat three of a kind") == 2  # 213326978771, both players
    gg = shared_dir / "hand-histories" / "sites" / "ggpoker"
    deals = [v for v in audit(gg) if v.hand.extra and v.hand.extra.get("side_deals")]
    assert len(deals) == 35 and sum(len(v.hand.extra["side_deals"]) for v in deals) == 36  # one hand has two
    assert sum(v.detail.count("not judged") for v in deals) == 36  # GGPoker's deals: said, never judged
    assert all(v.reason != "cash-out" for v in deals)


def test_why_a_spot_is_not_valued_travels_to_a_worker() -> None:
    """The reason travels pickled (the audit and the results on Dask workers), key and all."""
    import pickle

    from pokerrank.handhistory.allin import Unvalued

    why = pickle.loads(pickle.dumps(Unvalued("bob's cards were never shown", "shown", "bob")))
    assert (str(why), why.key, why.name) == ("bob's cards were never shown", "shown", "bob")


@pytest.mark.parametrize("cash_out", [True, False])
@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"rake": 10**6}, "the rake 1000000 is more than the pots hold (10000)"),
        ({"rake": 10001}, "the rake 10001 is more than the pots hold (10000)"),
        ({"rake": -1}, "a rake below 0: -1"),
        ({"hole": {"ann": "Kc Kc", "bob": BOB}}, "duplicate card 'Kc'"),
    ],
)
def test_a_record_made_by_hand_that_contradicts_itself_is_not_auditable(
    cash_out: bool, change: dict[str, object], why: str
) -> None:
    # a record changed by hand (no reader writes these): NOT AUDITABLE with the reason, by the
    # cash-out's road and the plain one alike (the cash-out's raised, the plain one paid a pot below 0)
    import dataclasses

    fair = _fair()
    text = hand(*fair)
    if not cash_out:
        lines = text.replace(" (cashed out)", "").splitlines(keepends=True)
        text = "".join(line for line in lines if "cashed out the hand" not in line)
    (record,) = read(text)
    assert audit_hand(record).outcome is Outcome.MATCH
    verdict = audit_hand(dataclasses.replace(record, **change))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert why in verdict.detail
    assert (
        audit_hand(dataclasses.replace(record, rake=10000)).outcome is not Outcome.NOT_AUDITABLE
    )  # (all of it: may be)
