"""The Merge network's XML: events in sequence, raises as street totals, winners and uncalled bets."""

from __future__ import annotations

import re
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest
from _renaming import assert_renaming_holds, renamed, verdicts

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
    if stamped:  # the same amounts without the timestamps are read as added: the format decides (ann's
        # raise to 3.50, which bob's call of 2 leaves short, and bob acts on: the betting round refuses it)
        unstamped = next(read(text.replace(' timestamp="1300000000000"', "")))
        assert unstamped.error is not None and "'bob' puts $3 in on the preflop, short of 'ann''s $3.50" in str(
            unstamped.error
        )


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
    # the network's stud, draw and mixed games (HORSE's hold'em and Omaha Hi/Lo among them) are all audited
    matched = Counter(v.hand.game for v in verdicts if v.outcome is Outcome.MATCH)
    assert {game: matched[game] for game in _STUD_AND_DRAW} == _STUD_AND_DRAW
    assert not [v for v in verdicts if v.hand.game is None and v.hand.error is None]


_STUD_AND_DRAW = {"stud": 5, "stud-hi-lo": 10, "razz": 4, "2-7-triple-draw": 2, "a-5-triple-draw": 1, "badugi": 2,
                  "five-card-draw": 1}  # fmt: skip


def _event(n: int, kind: str, seat: int, amount: str = "", text: str = "") -> str:
    extra = (f' amount="{amount}"' if amount else "") + (f' text="{text}"' if text else "")
    return f'<event sequence="{n}" type="{kind}" timestamp="{1000 + n}" player="{seat}"{extra}/>'


def _stud(ann_won: str = "90", cid_won: str = "90") -> str:
    """A HORSE tournament's stud Hi/Lo hand: cid's 2c brings in, ann completes, both call and
    check it down; ann's kings take the high half, cid's 8-7-5-4-2 the low."""
    streets = "".join(
        f'<round id="{street}_STREET">' + "".join(_event(10 * k + i, "CHECK", i) for i in range(3)) + "</round>"
        for k, street in enumerate(("FOURTH", "FIFTH", "SIXTH", "SEVENTH"), 2)
    )
    shown = {0: "Ac,Kh,Kd,Ks,Qd,Jh,9c", 1: "Tc,Th,9s,Jc,Qc,3d,4d", 2: "4c,5c,2c,7d,8h,Qs,Js"}
    return (
        '<description type="HORSE Tournament" stakes="Limit"/>\n'
        '<game id="9-1" gametype="77" multigametype="45"><players dealer="0">'
        + "".join(f'<player seat="{i}" nickname="{n}" balance="1000"/>' for i, n in enumerate(("ann", "bob", "cid")))
        + '</players><round id="BLINDS">'
        + "".join(_event(i + 1, "ANTE", i, "10") for i in range(3))
        + '</round><round id="BRING_IN">'
        + _event(4, "BRING_IN", 2, "15")
        + "".join(f'<cards type="DRAW_DRAWN_CARDS" cards="null,null,{c}" player="{i}"/>' for i, c in
                  enumerate(("Kd", "9s", "2c")))
        + '</round><round id="THIRD_STREET">'
        + _event(5, "COMPLETE", 0, "50") + _event(6, "CALL", 1, "50") + _event(7, "CALL", 2, "35")
        + "</round>" + streets + '<round id="SHOWDOWN">'
        + "".join(f'<cards type="SHOWN" cards="{c}" player="{i}"/>' for i, c in shown.items())
        + '</round><round id="END_OF_GAME">'
        f'<winner amount="{ann_won}" uncalled="false" potnumber="1" player="0"/>'
        f'<winner amount="{cid_won}" uncalled="false" potnumber="1" player="2"/></round></game>\n'
    )  # fmt: skip


def test_a_stud_hand_of_a_mixed_game_is_read_street_by_street_and_audited() -> None:
    hand = next(read(_stud()))
    # the game is the one its multigametype names (45: stud Hi/Lo in a HORSE tournament)
    assert (hand.game, hand.tournament) == ("stud-hi-lo", "HORSE Tournament")
    assert [(a.street, a.player, a.kind, a.amount, a.to) for a in hand.actions if a.amount] == [
        ("third", "ann", ActionKind.ANTE, 10, None), ("third", "bob", ActionKind.ANTE, 10, None),
        ("third", "cid", ActionKind.ANTE, 10, None), ("third", "cid", ActionKind.BRING_IN, 15, None),
        ("third", "ann", ActionKind.RAISE, 50, 50), ("third", "bob", ActionKind.CALL, 50, None),
        ("third", "cid", ActionKind.CALL, 35, None)]  # fmt: skip
    assert [a.street for a in hand.actions if a.kind is ActionKind.CHECK][::3] == [
        "fourth",
        "fifth",
        "sixth",
        "seventh",
    ]
    assert hand.hole["cid"] == "4c 5c 2c 7d 8h Qs Js" and hand.shown == {"ann", "bob", "cid"}
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    # the cards decide: the low half paid to the high hand is a mismatch
    assert audit_hand(next(read(_stud(ann_won="180", cid_won="0")))).outcome is Outcome.MISMATCH
    # the cards dealt face up, street by street (the hand's own shown at the showdown), and a
    # cash table's bets as its stakes print them: the bring-in and the order of play checked
    assert hand.dealt == (("third", "ann", "Kd"), ("third", "bob", "9s"), ("third", "cid", "2c"))
    cash = _stud().replace('type="HORSE Tournament" stakes="Limit"', 'type="7-Stud H/L8" stakes="Limit $50/$100"')
    hand = next(read(cash.replace('gametype="77" multigametype="45"', 'gametype="43"')))
    assert (hand.game, hand.currency, hand.stakes) == ("stud-hi-lo", "USD", (5000, 10000))
    from pokerrank.engine import audit_with_rules

    verdict = audit_with_rules(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    # on fourth street ann's kings showing act first: bob checking before her is out of turn
    cash = cash.replace('gametype="77" multigametype="45"', 'gametype="43"')
    early = cash.replace('sequence="20"', 'sequence="X"').replace('sequence="21"', 'sequence="20"')
    verdict = audit_with_rules(next(read(early.replace('sequence="X"', 'sequence="21"'))))
    assert verdict.outcome is Outcome.MISMATCH and "bob checks" in verdict.detail, verdict.detail


def _triple_draw(hero_won: str = "0", villain_won: str = "13.50") -> str:
    """2-7 triple draw: Villain raises, Hero calls; Hero draws 2, 1, 0 and Villain 1, 0, 0;
    Villain's 8-7-6-4-2 beats Hero's 9-7-6-4-3."""
    rounds = [
        ("BLINDS", _event(1, "SMALL_BLIND", 1, "0.50") + _event(2, "BIG_BLIND", 3, "1.00")),
        ("PRE_FIRST_DRAW", _event(3, "RAISE", 1, "2.00") + _event(4, "CALL", 3, "1.00")
         + '<cards type="HOLE" cards="Qh,Tc,4s,6h,7h" player="3"/>'),
        ("FIRST_DRAW", _event(5, "DRAW", 3, text="2") + _event(6, "DRAW", 1, text="1")),
        ("POST_FIRST_DRAW", _event(7, "CHECK", 3) + _event(8, "BET", 1, "1.00") + _event(9, "CALL", 3, "1.00")),
        ("SECOND_DRAW", _event(10, "DRAW", 3, text="1") + _event(11, "DRAW", 1, text="0")),
        ("POST_SECOND_DRAW", _event(12, "CHECK", 3) + _event(13, "BET", 1, "2.00") + _event(14, "RAISE", 3, "4.00")
         + _event(15, "CALL", 1, "2.00")),
        ("THIRD_DRAW", _event(16, "DRAW", 3, text="0") + _event(17, "DRAW", 1, text="0")
         + '<cards type="DRAW_DRAWN_CARDS" cards="3c,9c,4s,6h,7h" player="3"/>'),
        ("POST_THIRD_DRAW", _event(18, "CHECK", 3) + _event(19, "CHECK", 1)),
        ("SHOWDOWN", '<cards type="SHOWN" cards="3c,9c,4s,6h,7h" player="3"/>'
         '<cards type="SHOWN" cards="2d,6c,4c,8s,7c" player="1"/>'),
        ("END_OF_GAME", f'<winner amount="{villain_won}" uncalled="false" potnumber="1" player="1"/>'
         f'<winner amount="{hero_won}" uncalled="false" potnumber="1" player="3"/>'),
    ]  # fmt: skip
    return (
        '<description type="2-7 Lowball" stakes="Limit $1/$2"/>\n<game id="7-14" gametype="67"><players dealer="1">'
        '<player seat="1" nickname="Villain" balance="$32.80"/><player seat="3" nickname="Hero" balance="$46.80"/>'
        "</players>" + "".join(f'<round id="{r}">{body}</round>' for r, body in rounds) + "</game>\n"
    )


@pytest.mark.parametrize("text", ["1.5", "-2", "9", "6", "", "²", None])
def test_a_draw_of_anything_but_a_whole_number_up_to_the_hand_is_a_typed_error(text: str | None) -> None:
    # Hero's first DRAW: a count of cards from 0 to 5 (a 2-7 hand holds 5), else the hand is
    # unreadable with an error naming Hero and the DRAW, never a count made up
    old = 'type="DRAW" timestamp="1005" player="3" text="2"'
    assert old in _triple_draw()
    hand = next(
        read(
            _triple_draw().replace(
                old, 'type="DRAW" timestamp="1005" player="3"' + (f' text="{text}"' if text is not None else "")
            )
        )
    )
    assert hand.error is not None and "DRAW" in str(hand.error) and "'Hero'" in str(hand.error)
    assert "0 to 5" in str(hand.error)
    hand = next(read(_triple_draw().replace(old, 'type="DRAW" timestamp="1005" player="3" text="5"')))
    assert hand.error is None and next(a.drawn for a in hand.actions if a.drawn) == 5


def test_a_long_amount_text_is_read_but_never_kept() -> None:
    import pokerrank.handhistory.merge as merge

    long = "$" + " " * 40 + "1.00"  # (Merge reads an amount's digits and point, whatever else it holds)
    hand = next(read(_triple_draw().replace('amount="1.00"', f'amount="{long}"', 1)))
    assert hand.error is None and hand.game == "2-7-triple-draw"
    assert long not in merge._NUMBERS and long not in merge._PARSED
    assert all(len(raw) <= 32 for raw in (*merge._NUMBERS, *merge._PARSED))


def test_a_triple_draw_hand_is_read_draw_by_draw_and_audited() -> None:
    hand = next(read(_triple_draw()))
    assert (hand.game, hand.structure) == ("2-7-triple-draw", "limit")
    draws = [(a.street, a.player, a.kind, a.drawn) for a in hand.actions if a.drawn is not None]
    assert draws == [
        ("draw 1", "Hero", ActionKind.DISCARD, 2), ("draw 1", "Villain", ActionKind.DISCARD, 1),
        ("draw 2", "Hero", ActionKind.DISCARD, 1), ("draw 2", "Villain", ActionKind.STAND_PAT, 0),
        ("draw 3", "Hero", ActionKind.STAND_PAT, 0), ("draw 3", "Villain", ActionKind.STAND_PAT, 0)]  # fmt: skip
    villain = [
        (a.street, a.kind, str(hand.money(a.amount))) for a in hand.actions if a.player == "Villain" and a.amount
    ]
    assert villain == [
        ("deal", ActionKind.SMALL_BLIND, "0.5"), ("deal", ActionKind.RAISE, "1.5"),
        ("draw 1", ActionKind.BET, "1"), ("draw 2", ActionKind.BET, "2"), ("draw 2", ActionKind.CALL, "2")]  # fmt: skip
    assert hand.hole == {"Hero": "3c 9c 4s 6h 7h", "Villain": "2d 6c 4c 8s 7c"}
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert str(hand.money(hand.rake or 0)) == "0.5"
    assert audit_hand(next(read(_triple_draw(hero_won="13.50", villain_won="0")))).outcome is Outcome.MISMATCH


@pytest.mark.shared
def test_fpdb_s_own_results_of_the_merge_hands_agree_with_the_audit(shared_dir: Path) -> None:
    # fpdb keeps each player's expected net, rake and showdown beside three of its Merge stud
    # and draw samples (and two Hold'em and Omaha ones): pokerrank's reading gives the same
    from _helpers import load_bench

    module = load_bench("compare_fpdb_hp")
    merge = shared_dir / "hand-histories" / "sites" / "merge"
    verdicts = {hp.name: module.compare(hp)[0] for hp in sorted(merge.rglob("*.hp"))}
    assert len(verdicts) == 5 and set(verdicts.values()) == {"same"}, verdicts


@pytest.mark.parametrize("junk", ["$xxxx1.00", "1.00abc", "-1.00", "1e2", "$1.00\u00a0USD"])
def test_an_amount_with_anything_but_digits_money_signs_and_spaces_is_refused(junk: str) -> None:
    hand = next(read(_triple_draw().replace('amount="1.00"', f'amount="{junk}"', 1)))
    assert hand.error is not None and "is not an amount" in str(hand.error) and repr(junk)[:10] in str(hand.error)


DIGIT_NAMES = (
    '<description type="Holdem" stakes="Limit $0.02/$0.04"/>\n<game id="33-500" numholecards="2" gametype="2">'
    '<players dealer="1"><player seat="1" nickname="ann" balance="$0.35"/>'
    '<player seat="2" nickname="bob" balance="$0.27"/><player seat="7" nickname="cid" balance="$2.65"/></players>'
    '<round id="BLINDS"><event sequence="1" type="SMALL_BLIND" player="2" amount="0.01"/>'
    '<event sequence="2" type="BIG_BLIND" player="7" amount="0.02"/></round>'
    '<round id="PREFLOP"><event sequence="3" type="CHAT" player="ann" text="hi"/>'
    '<event sequence="4" type="RAISE" player="1" amount="0.04"/><event sequence="5" type="FOLD" player="2"/>'
    '<event sequence="6" type="FOLD" player="7"/></round>'
    '<round id="END_OF_FOLDED_GAME"><winner amount="0.05" uncalled="false" potnumber="1" player="1"/>'
    '<winner amount="0.02" uncalled="true" potnumber="2" player="1"/></round></game>\n'
)


@pytest.mark.parametrize(
    "names",
    [{"ann": "7"}, {"ann": "2", "bob": "1"}, {"ann": "7", "bob": "1", "cid": "2"}, {"cid": "12345", "bob": "100"}],
)
def test_a_nickname_of_digits_is_a_player_and_the_events_name_seats(names: dict[str, str]) -> None:
    # the events' player= is the seat (a CHAT's the speaker): a nickname "7" beside seat 7 is not seat 7
    assert_renaming_holds(DIGIT_NAMES, names)


def test_a_game_naming_players_by_nickname_and_seat_alike_is_not_audited_where_one_could_be_either() -> None:
    by_name = DIGIT_NAMES.replace('type="FOLD" player="7"', 'type="FOLD" player="cid"')
    assert verdicts(by_name) == verdicts(DIGIT_NAMES)  # a nickname no seat number shares: that player
    assert verdicts(renamed(by_name, {"ann": "5"}), {"ann": "5"}) == verdicts(DIGIT_NAMES)  # no seat 5
    for names, seat in (({"ann": "7"}, "cid"), ({"bob": "1"}, "ann")):  # player="7": seat 7 or the player 7?
        verdict = audit_hand(next(read(renamed(by_name, names))))
        assert verdict.outcome is Outcome.NOT_AUDITABLE
        number = "7" if seat == "cid" else "1"
        assert f"player={number!r} may be seat {number} ({seat!r})" in verdict.detail


def test_a_board_s_player_minus_one_is_no_nickname() -> None:
    # the board's <cards type="COMMUNITY" player="-1">: not a player named by nickname, so a
    # player nicknamed "-1" beside a nickname "7" (seat 7's number) leaves the game readable
    with_board = DIGIT_NAMES.replace(
        '<round id="END_OF_FOLDED_GAME">', '<round id="POSTFLOP"><cards type="COMMUNITY" player="-1"></cards></round>'
        '<round id="END_OF_FOLDED_GAME">'
    )  # fmt: skip
    names = {"ann": "7", "bob": "-1"}
    assert verdicts(renamed(with_board, names), names) == verdicts(DIGIT_NAMES)


@pytest.mark.parametrize(
    ("description", "said"),
    [
        ("Omaha", "the <description type='Omaha'> names omaha, but the game's gametype='2' names holdem"),
        ("7-Stud", "the <description type='7-Stud'> names stud, but the game's gametype='2' names holdem"),
    ],
)
def test_a_description_naming_another_game_than_the_gametype_contradicts_itself(description: str, said: str) -> None:
    # was: MATCH, the game taken from the gametype code and the description never looked at
    coded = _game().replace('<game id="5-1">', '<game id="5-1" gametype="2">')
    assert audit_hand(next(read(coded))).outcome is Outcome.MATCH
    verdict = audit_hand(next(read(coded.replace('type="Holdem"', f'type="{description}"'))))
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, "record contradicts itself"), verdict.detail
    assert said in verdict.detail


def test_a_description_that_agrees_with_its_code_is_read_as_before() -> None:
    coded = _game().replace('<game id="5-1">', '<game id="5-1" gametype="23">')
    for description, won in (("Holdem", "7.70"), ("Holdem Tournament", "8")):  # (a tournament's pot: no rake)
        text = coded.replace('type="Holdem"', f'type="{description}"').replace('amount="7.70"', f'amount="{won}"')
        if description.endswith("Tournament"):  # (a tournament's chips are whole: the blinds 1 and 2, all doubled)
            text = re.sub(r'amount="([\d.]+)"', lambda found: f'amount="{2 * Decimal(found[1]):f}"', text)
        hand = next(read(text))
        assert hand.game == "holdem" and audit_hand(hand).outcome is Outcome.MATCH
    # HORSE names its mix: a game of the mix by its multigametype agrees, another does not
    horse = coded.replace('type="Holdem"', 'type="HORSE"').replace('gametype="23"', 'gametype="77" multigametype="23"')
    assert audit_hand(next(read(horse))).outcome is Outcome.MATCH
    draw = horse.replace('multigametype="23"', 'multigametype="67"')
    verdict = audit_hand(next(read(draw)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "multigametype='67' names 2-7-triple-draw" in verdict.detail


@pytest.mark.parametrize("description", ["HOSE", "Zorbix"])
def test_a_description_not_known_is_decided_by_the_gametype_code(description: str) -> None:
    # Merge deals mixes (HOSE, HA, HO, RASH, SHOE, HAR) whose hands carry the game being played in
    # the code: a description pokerrank does not know contradicts nothing (it was refused naming it)
    coded = _game().replace('<game id="5-1">', '<game id="5-1" gametype="2">')
    verdict = audit_hand(next(read(coded.replace('type="Holdem"', f'type="{description}"'))))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
