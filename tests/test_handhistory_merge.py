"""The Merge network's XML: events in sequence, raises as street totals, winners and uncalled bets."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from pokerrank.handhistory import ActionKind, Outcome, audit, audit_hand, read
from pokerrank.handhistory.detect import detect_format


def _game(code: str = "5-1", ann_won: str = "7.70", players: str = "", description: bool = True) -> str:
    """ann and bob see a flop; bob bets, ann raises to 4, bob calls: ann's aces win; the
    events are listed out of their sequence."""
    head = '<description type="Holdem" stakes="No Limit ($0.50/$1)"/>\n' if description else ""
    return (
        head + f'<game id="{code}"><players dealer="0">'
        '<player seat="0" nickname="ann" balance="$100"/><player seat="3" nickname="bob" balance="$50"/>'
        f"{players}</players>"
        '<round id="BLINDS"><event sequence="2" type="BIG_BLIND" player="3" amount="1"/>'
        '<event sequence="1" type="SMALL_BLIND" player="0" amount="0.50"/></round>'
        '<round id="PREFLOP"><event sequence="3" type="CALL" player="0" amount="0.50"/>'
        '<event sequence="4" type="CHECK" player="3"/><cards type="HOLE" cards="As,Ah" player="0"/></round>'
        '<round id="POSTFLOP"><event sequence="5" type="BET" player="3" amount="1"/>'
        '<event sequence="6" type="RAISE" player="0" amount="3"/>'
        '<event sequence="7" type="CALL" player="3" amount="2"/>'
        '<cards type="COMMUNITY" cards="2c,7d,9h"/></round>'
        '<round id="POSTTURN"><cards type="COMMUNITY" cards="2c,7d,9h,Js"/></round>'
        '<round id="POSTRIVER"><cards type="COMMUNITY" cards="2c,7d,9h,Js,3c"/></round>'
        '<round id="SHOWDOWN"><cards type="SHOWN" cards="As,Ah" player="0"/>'
        '<cards type="SHOWN" cards="Kc,Kd" player="3"/></round>'
        f'<round id="END_OF_GAME"><winner amount="{ann_won}" uncalled="false" potnumber="1" player="0"/>'
        "</round></game>\n"
    )


def test_a_hand_is_read_in_sequence_and_matches() -> None:
    text = _game()
    assert detect_format(text) == "merge"
    hand = next(read(text))
    assert (hand.site, hand.game, hand.structure, hand.button, hand.players) == (
        "Merge",
        "holdem",
        "no-limit",
        0,
        ("ann", "bob"),
    )
    assert [(a.street, a.player, a.kind, hand.money(a.amount)) for a in hand.actions if a.amount] == [
        ("preflop", "ann", ActionKind.SMALL_BLIND, Decimal("0.5")),
        ("preflop", "bob", ActionKind.BIG_BLIND, 1),
        ("preflop", "ann", ActionKind.CALL, Decimal("0.5")),
        ("flop", "bob", ActionKind.BET, 1),
        ("flop", "ann", ActionKind.RAISE, 3),
        ("flop", "bob", ActionKind.CALL, 2),
    ]
    assert hand.boards == ("2c 7d 9h Js 3c",) and hand.hole == {"ann": "As Ah", "bob": "Kc Kd"}
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert str(hand.money(hand.rake or 0)) == "0.3"


@pytest.mark.parametrize("stamped", [True, False], ids=["2010 export (timestamps)", "2008 export"])
def test_a_raise_is_the_street_total_in_the_stamped_export_and_the_chips_added_before(stamped: bool) -> None:
    """ann raises from the small blind (0.50 in) to 3 and bob calls 2: the export with
    timestamps writes her raise as 3 (to 3), the export before them as 2.50 (2.50 more)."""
    preflop = '<event sequence="3" type="CALL" player="0" amount="0.50"/><event sequence="4" type="CHECK" player="3"/>'
    raised = '<event sequence="3" type="RAISE" player="0" amount="{}"/>'
    raised += '<event sequence="4" type="CALL" player="3" amount="2"/>'
    text = _game(ann_won="11.70").replace(preflop, raised.format("3" if stamped else "2.50"))
    if stamped:
        text = text.replace("<event ", '<event timestamp="1300000000000" ')
    hand = next(read(text))
    raise_ = next(a for a in hand.actions if a.kind is ActionKind.RAISE)
    assert (hand.money(raise_.amount), hand.money(raise_.to or 0)) == (Decimal("2.5"), 3)
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    if stamped:  # the same amounts without the timestamps are read as added: the format decides
        unstamped = next(read(text.replace(' timestamp="1300000000000"', "")))
        assert next(hand.money(a.to or 0) for a in unstamped.actions if a.kind is ActionKind.RAISE) == Decimal("3.5")


def test_a_pot_paid_short_is_a_mismatch() -> None:
    assert audit_hand(next(read(_game(ann_won="5")))).outcome is Outcome.MISMATCH


def test_one_description_serves_the_games_after_it_and_a_cut_game_is_unreadable() -> None:
    text = _game("5-1") + _game("5-2", description=False) + _game("5-3", description=False)[:200]
    hands = list(read(text))
    assert [(h.hand_id, h.ok) for h in hands] == [("5-1", True), ("5-2", True), ("?", False)]
    assert "truncated" in str(hands[2].error)


def test_hostile_xml_is_refused_unread() -> None:
    text = '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>\n' + _game().replace("ann", "&e;")
    hands = list(read(text))
    assert len(hands) == 1 and "DOCTYPE" in str(hands[0].error)


def test_a_game_of_the_network_pokerrank_does_not_audit() -> None:
    text = _game().replace('type="Holdem"', 'type="Badugi"')
    verdict = audit_hand(next(read(text)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "Badugi" in verdict.detail


@pytest.mark.shared
def test_the_shared_merge_files(shared_dir: Path) -> None:
    verdicts = [v for v in audit(shared_dir / "hand-histories" / "sites" / "merge") if v.hand.format == "merge"]
    played = [v for v in verdicts if v.hand.game is not None]
    assert not [v.detail for v in verdicts if v.outcome is Outcome.MISMATCH]
    assert len(played) > 60 and sum(v.outcome is Outcome.MATCH for v in played) >= 0.95 * len(played)
