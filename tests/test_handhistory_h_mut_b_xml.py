"""The XML rooms' money mutants that MATCHed (issues 23/24, the twenty-second session's h-mut-b):
each hand text below MATCHes as written, and a mutant the mutation fuzz found MATCHing (a line
deleted, written twice, or an amount moved by a cent, changing what was paid) is now NOT
AUDITABLE, the record contradicting itself; a legitimate hand of the same shape (a bet nobody
called, an all-in for less, a split pot) still MATCHes. Each refusal was checked to fail before
the fix (the mutant MATCHed on the session's start, 84299c13)."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory._xmlgame import betting_contradiction
from pokerrank.handhistory.records import Action, ActionKind, HandRecord, Seat

_FLOP_CARDS = "".join(f'<CARD LINK="{n}"></CARD>' for n in (1, 14, 27))
_TURN_CARD = '<CARD LINK="40"></CARD>'
_RIVER_CARD = '<CARD LINK="5"></CARD>'
_PLAYERS = ("ann", "bob", "cid", "dan")


def _boss_2011(
    streets: list[str],
    boards: list[str],
    pot: str,
    wins: dict[str, str],
    stacks: str = "5000.00",
    shown: dict[str, str] | None = None,
) -> str:
    """A hand of Boss's 2011 tournament export at 100/200 (no antes written, every amount a
    street total, each stack printed after its ante): four players, each street's actions
    (``streets``: the preflop's, then the flop's, the turn's and the river's as given), each
    board's pot as printed (``boards``), the hand's ``pot``, and the cards ``shown``."""
    shown = shown or {}
    seats = "".join(
        f'<PLAYER NAME="{name}" SEAT="{n}" AMOUNT="{stacks}"></PLAYER>\n' for n, name in enumerate(_PLAYERS, 1)
    )
    deal = "".join(
        f'<ACTION TYPE="HAND_DEAL" PLAYER="{name}"><CARD LINK="b"></CARD><CARD LINK="b"></CARD></ACTION>\n'
        for name in _PLAYERS
    )
    results = "".join(
        f'<RESULT PLAYER="{name}" WIN="{wins.get(name, "0.00")}" HAND="">{shown.get(name, "")}</RESULT>'
        for name in _PLAYERS
    )
    played = streets[0]
    values = ("BOARD_FLOP", "BOARD_TURN", "BOARD_RIVER")  # (each board the cards so far)
    cards_dealt = (_FLOP_CARDS, _FLOP_CARDS + _TURN_CARD, _FLOP_CARDS + _TURN_CARD + _RIVER_CARD)
    for value, cards, board, actions in zip(values, cards_dealt, boards, streets[1:], strict=False):
        played += f'<ACTION TYPE="HAND_BOARD" VALUE="{value}" POT="{board}">{cards}</ACTION>\n{actions}'
    return f"""<HISTORY ID="7" TABLE="Poker 101" GAME="GAME_THM" GAMEKIND="GAMEKIND_TOURNAMENT"
 TABLECURRENCY="CAD" LIMIT="NL" STAKES="100.00/200.00" DATE="1295495050" WIN="0.00" LOSS="0.00">
{seats}{deal}{played}<SHOWDOWN NAME="HAND_SHOWDOWN" POT="{pot}" RAKE="0.00">{results}</SHOWDOWN></HISTORY>
"""


def _act(kind: str, name: str, value: str = "") -> str:
    if kind in ("SB", "BB"):
        return f'<ACTION TYPE="HAND_BLINDS" PLAYER="{name}" KIND="HAND_{kind}" VALUE="{value}"></ACTION>\n'
    said = f' VALUE="{value}"' if value else ""
    return f'<ACTION TYPE="ACTION_{kind}" PLAYER="{name}"{said}></ACTION>\n'


# ann and bob post, cid and dan call, ann completes, bob checks (800 in); on the flop bob bets
# 400, cid calls, dan and ann fold; on the turn bob bets 1000 and cid folds: bob takes the pot
# of 1600, the 1000 nobody called handed back
_BLINDS = _act("SB", "ann", "100.00") + _act("BB", "bob", "200.00")
_DAN_CALLS = _act("CALL", "dan", "200.00")
_PREFLOP = _BLINDS + _act("CALL", "cid", "200.00") + _DAN_CALLS + _act("CALL", "ann", "200.00")
_PREFLOP += _act("CHECK", "bob")
_CID_CALLS = _act("CALL", "cid", "400.00")
_FLOP = _act("CHECK", "ann") + _act("BET", "bob", "400.00") + _CID_CALLS + _act("FOLD", "dan") + _act("FOLD", "ann")
_TURN = _act("BET", "bob", "1000.00") + _act("FOLD", "cid")
BOSS = _boss_2011([_PREFLOP, _FLOP, _TURN], ["800.00", "1600.00"], "1600.00", {"bob": "1600.00"})


def _verdict(text: str) -> tuple[Outcome, str]:
    records = list(read(text))
    assert len(records) == 1
    verdict = audit_hand(records[0])
    return verdict.outcome, verdict.detail


def test_boss_the_hand_as_written_matches() -> None:
    outcome, detail = _verdict(BOSS)
    assert outcome is Outcome.MATCH, detail


def test_boss_a_call_left_out_is_a_betting_round_that_never_ended() -> None:
    """dan's call before the flop deleted: the pot's 200 the actions no longer put in were
    shared out as antes of 50 (the export leaves its antes out; the boards' pots agree) and the
    hand MATCHed; dan, 0 in before the flop behind the 200 called, folds on the flop: the first
    round's betting never ended."""
    outcome, detail = _verdict(BOSS.replace(_DAN_CALLS, "", 1))
    assert outcome is Outcome.NOT_AUDITABLE
    assert "'dan' puts 0 in on the preflop, short of 'ann''s 200, and is not all in" in detail
    assert "then acts on the flop (fold)" in detail
    fold = _act("FOLD", "dan").strip().removesuffix("</ACTION>")
    assert detail.startswith(f"line 20: {fold!r}")  # (dan's fold quoted, its line)


def test_boss_a_bet_written_twice_is_a_turn_taken_twice() -> None:
    """(In this export the second bet, a street total, adds nothing: the replay refused it as a
    raise of nothing; the 2014 export's, which adds, MATCHed: Turn.txt #2089896542.)"""
    bet = _act("BET", "bob", "1000.00")
    outcome, detail = _verdict(BOSS.replace(bet, bet + bet, 1))
    assert outcome is Outcome.NOT_AUDITABLE
    assert "'bob' acts (raise 1000), then acts again" not in detail  # (the second is read as a raise: named by kind)
    assert "then acts again" in detail and "with no bet or raise between" in detail  # (_order's words)


def test_boss_a_second_turn_with_no_bet_to_face() -> None:
    """bob's re-raise deleted: cid, who raised, folds with nothing more to call (the raise's
    chips had become antes of 200, the hand MATCHing): the action comes back to a player only to
    face a bet or a raise made after their turn."""
    preflop = _BLINDS + _act("RAISE", "cid", "600.00") + _act("FOLD", "dan") + _act("FOLD", "ann")
    reraise = _act("RAISE", "bob", "2000.00")
    text = _boss_2011([preflop + reraise + _act("FOLD", "cid")], [], "1300.00", {"bob": "1300.00"})
    outcome, detail = _verdict(text)
    assert outcome is Outcome.MATCH, detail
    outcome, detail = _verdict(text.replace(reraise, "", 1))
    assert outcome is Outcome.NOT_AUDITABLE
    assert "cid acts (raise 600), then acts again (fold) with no bet or raise between" in detail  # (_order's words)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            '<ACTION TYPE="ACTION_BET" PLAYER="bob" VALUE="1000.00">',
            '<ACTION TYPE="ACTION_BET" PLAYER="bob" VALUE="999.99">',
        ),
        ('<PLAYER NAME="dan" SEAT="4" AMOUNT="5000.00">', '<PLAYER NAME="dan" SEAT="4" AMOUNT="5000.01">'),
        ('<RESULT PLAYER="ann" WIN="0.00"', '<RESULT PLAYER="ann" WIN="0.01"'),
    ],
    ids=["a bet nobody called", "a stack", "a result"],
)
def test_boss_a_tournament_amount_that_is_a_fraction_of_a_chip(old: str, new: str) -> None:
    """A cent moved on the bet nobody called (or a stack) MATCHed: only the hand's unit changed."""
    assert BOSS.count(old) == 1
    outcome, detail = _verdict(BOSS.replace(old, new))
    assert outcome is Outcome.NOT_AUDITABLE
    assert detail.endswith("is a fraction of a chip: a tournament's chips are whole")
    assert repr(new.split('"')[-2]) in detail


def test_boss_a_short_all_in_on_the_flop_and_the_others_play_on_match() -> None:
    """cid calls the flop's 400 all in for 300 (his stack): behind the bet, and not judged; ann
    and bob play on to a showdown of a main pot and a side pot."""
    flop = _act("CHECK", "ann") + _act("BET", "bob", "400.00") + _act("ALLIN", "cid", "300.00")
    flop += _act("FOLD", "dan") + _act("CALL", "ann", "400.00")
    turn = river = _act("CHECK", "ann") + _act("CHECK", "bob")
    shown = {
        "ann": '<CARD LINK="11"></CARD><CARD LINK="24"></CARD>',
        "bob": '<CARD LINK="12"></CARD><CARD LINK="25"></CARD>',
    }
    shown["cid"] = '<CARD LINK="19"></CARD><CARD LINK="28"></CARD>'
    text = _boss_2011(
        [_PREFLOP, flop, turn, river], ["800.00", "1900.00", "1900.00"], "1900.00", {"bob": "1900.00"}, "500.00", shown
    ).replace('<PLAYER NAME="ann" SEAT="1" AMOUNT="500.00">', '<PLAYER NAME="ann" SEAT="1" AMOUNT="5000.00">')
    text = text.replace('<PLAYER NAME="bob" SEAT="2" AMOUNT="500.00">', '<PLAYER NAME="bob" SEAT="2" AMOUNT="5000.00">')
    outcome, detail = _verdict(text)
    assert outcome is Outcome.MATCH, detail


# --- Merge --------------------------------------------------------------------------------


def _merge(description: str, events: str, winners: str, balance: str = "$100") -> str:
    players = "".join(
        f'<player seat="{n}" nickname="{name}" balance="{balance}"/>' for n, name in enumerate(_PLAYERS[:3])
    )
    return (
        f'<description type="Holdem" stakes="{description}"/>\n'
        f'<game id="9-1"><players dealer="0">{players}</players>\n{events}'
        f'<round id="END_OF_GAME">{winners}</round></game>\n'
    )


def _event(n: int, kind: str, seat: int, amount: str = "") -> str:
    said = f' amount="{amount}"' if amount else ""
    return f'<event sequence="{n}" type="{kind}" player="{seat}"{said}/>'


# bob (seat 1) and cid (seat 2) post 0.25/0.50; ann (seat 0, the button) raises to 2, bob folds,
# cid calls 1.50; on the flop cid checks, ann bets 3, cid folds: ann takes 4.25 less 0.20 rake,
# and the 3 nobody called comes back to her as a winner uncalled="true"
_M_BLINDS = '<round id="BLINDS">' + _event(1, "SMALL_BLIND", 1, "0.25") + _event(2, "BIG_BLIND", 2, "0.50") + "</round>"
_M_PREFLOP = '<round id="PREFLOP">' + _event(3, "RAISE", 0, "2") + _event(4, "FOLD", 1)
_M_CID_CALLS = _event(5, "CALL", 2, "1.50")
_M_PREFLOP += _M_CID_CALLS + "</round>"
_M_FLOP = '<round id="POSTFLOP"><cards type="COMMUNITY" cards="2c,7d,9h"/>'
_M_FLOP += _event(6, "CHECK", 2) + _event(7, "BET", 0, "3") + _event(8, "FOLD", 2) + "</round>\n"
_M_UNCALLED = '<winner amount="3" uncalled="true" potnumber="2" player="0"/>'
MERGE = _merge(
    "No Limit ($0.25/$0.50)",
    _M_BLINDS + _M_PREFLOP + _M_FLOP,
    '<winner amount="4.05" uncalled="false" potnumber="1" player="0"/>' + _M_UNCALLED,
)


def test_merge_the_hand_as_written_matches() -> None:
    outcome, detail = _verdict(MERGE)
    assert outcome is Outcome.MATCH, detail


@pytest.mark.parametrize("blind", ["0.24", "0.26"])
def test_merge_a_small_blind_not_the_printed_stakes(blind: str) -> None:
    """A cent moved on the small blind MATCHed: the pot a cent different, the rake Merge does
    not print the other way. The description prints the stakes: $0.25/$0.50."""
    outcome, detail = _verdict(
        MERGE.replace('type="SMALL_BLIND" player="1" amount="0.25"', f'type="SMALL_BLIND" player="1" amount="{blind}"')
    )
    assert outcome is Outcome.NOT_AUDITABLE
    assert f"bob's small blind of ${blind} is not the $0.25 the hand's stakes name" in detail


def test_merge_a_small_blind_all_in_for_less_matches() -> None:
    """bob has 0.10 and posts it all in: short of the printed small blind, and allowed."""
    text = MERGE.replace('nickname="bob" balance="$100"', 'nickname="bob" balance="$0.10"').replace(
        '<event sequence="1" type="SMALL_BLIND" player="1" amount="0.25"/>',
        '<event sequence="1" type="ALL_IN" player="1" amount="0.10"/>',
    )
    text = text.replace('<winner amount="4.05"', '<winner amount="3.90"')
    outcome, detail = _verdict(text)
    assert outcome is Outcome.MATCH, detail


def test_merge_a_limit_tables_big_blind_is_its_small_bet() -> None:
    """A limit table's big blind is its small bet; its small blind is not printed ($3/$6 tables
    post $1/$3 in many rooms, $0.50/$1 ones $0.25/$0.50): held only to no more than the big
    blind (a review: half the small bet had refused $1/$3 at `Limit $3/$6`)."""
    limit = (
        _merge(  # (the no-limit hand's actions at limit's sizes: a raise to $1, a re-raise to $1.50, a bet of $0.50)
            "Limit $0.50/$1",
            _M_BLINDS
            + '<round id="PREFLOP">'
            + _event(3, "RAISE", 0, "1")
            + _event(4, "FOLD", 1)
            + _event(5, "RAISE", 2, "1")
            + _event(6, "CALL", 0, "0.50")
            + '</round><round id="POSTFLOP"><cards type="COMMUNITY" cards="2c,7d,9h"/>'
            + _event(7, "CHECK", 2)
            + _event(8, "BET", 0, "0.50")
            + _event(9, "FOLD", 2)
            + "</round>\n",
            '<winner amount="3.05" uncalled="false" potnumber="1" player="0"/>'
            '<winner amount="0.50" uncalled="true" potnumber="2" player="0"/>',
        )
    )
    outcome, detail = _verdict(limit)
    assert outcome is Outcome.MATCH, detail
    outcome, detail = _verdict(limit.replace('player="2" amount="0.50"', 'player="2" amount="0.51"'))
    assert outcome is Outcome.NOT_AUDITABLE and "cid's big blind of $0.51 is not the $0.50" in detail, detail
    outcome, detail = _verdict(limit.replace('player="1" amount="0.25"', 'player="1" amount="0.20"'))
    assert outcome is Outcome.MATCH, detail  # (a small blind of another size: not printed, not judged)
    outcome, detail = _verdict(limit.replace('player="1" amount="0.25"', 'player="1" amount="0.60"'))
    assert outcome is Outcome.NOT_AUDITABLE, detail
    assert "bob's small blind of $0.60 is more than the $0.50 big blind the hand's stakes name" in detail


@pytest.mark.parametrize(("stakes", "held"), [("No Limit ($10/$20)", True), ("No Limit ($250/$500)", False)])
def test_merge_stakes_a_thousand_times_the_blinds_are_not_held(stakes: str, held: bool) -> None:
    """Stakes that are not the hand's are refused; stakes a thousand times its blinds are another
    unit (fpdb's play-chip file #33325037-507: `No Limit ($10/$20)` over $0.01/$0.02), not held."""
    outcome, detail = _verdict(MERGE.replace("No Limit ($0.25/$0.50)", stakes))
    if held:
        assert outcome is Outcome.NOT_AUDITABLE and "is not the $10 the hand's stakes name" in detail, detail
    else:
        assert outcome is Outcome.MATCH, detail


@pytest.mark.parametrize("back", ["2.99", "1"])
def test_merge_an_uncalled_bet_handed_back_short(back: str) -> None:
    """The winner uncalled="true" is the whole bet nobody called where Merge prints one: a cent
    short MATCHed (the cent taken for the rake Merge does not print)."""
    text = MERGE.replace(_M_UNCALLED, _M_UNCALLED.replace('amount="3"', f'amount="{back}"'))
    outcome, detail = _verdict(text)
    assert outcome is Outcome.NOT_AUDITABLE
    assert f"hands 'ann' back ${back.rstrip('0').rstrip('.') if '.' in back else back}" in detail
    assert "but the bet nobody called is $3 ($5 of live chips put in against $2)" in detail


# ann (the button) limps, bob completes his small blind, cid checks; on the flop bob checks, cid
# bets 4, ann calls, bob folds; checked down, ann's aces beat cid's kings: the pot of 9.50 less
# 0.45 rake
_M_COMPLETES = _event(4, "CALL", 1, "0.25")
_M_LIMPED = '<round id="PREFLOP">' + _event(3, "CALL", 0, "0.50") + _M_COMPLETES + _event(5, "CHECK", 2) + "</round>"
_M_BET = _event(7, "BET", 2, "4")
_M_CALLED = (
    '<round id="POSTFLOP"><cards type="COMMUNITY" cards="2c,7d,9h"/>'
    + _event(6, "CHECK", 1) + _M_BET + _event(8, "CALL", 0, "4") + _event(9, "FOLD", 1) + "</round>"
    + '<round id="POSTTURN"><cards type="COMMUNITY" cards="2c,7d,9h,Js"/>' + _event(10, "CHECK", 2)
    + _event(11, "CHECK", 0) + "</round>"
    + '<round id="POSTRIVER"><cards type="COMMUNITY" cards="2c,7d,9h,Js,3c"/>' + _event(12, "CHECK", 2)
    + _event(13, "CHECK", 0) + "</round>"
    + '<round id="SHOWDOWN"><cards type="SHOWN" cards="As,Ah" player="0"/>'
    + '<cards type="SHOWN" cards="Kc,Kd" player="2"/></round>\n'
)  # fmt: skip
MERGE_SHOWDOWN = _merge(
    "No Limit ($0.25/$0.50)",
    _M_BLINDS + _M_LIMPED + _M_CALLED,
    '<winner amount="9.05" uncalled="false" potnumber="1" player="0"/>',
)


def test_merge_a_call_left_out_is_a_betting_round_that_never_ended() -> None:
    """bob's completion of his small blind deleted: the pot 0.25 less, the rake Merge does not
    print 0.25 less, and the hand MATCHed; bob, 0.25 in before the flop behind the 0.50 the
    others have in, checks on the flop: the first round's betting never ended."""
    outcome, detail = _verdict(MERGE_SHOWDOWN)
    assert outcome is Outcome.MATCH, detail
    outcome, detail = _verdict(MERGE_SHOWDOWN.replace(_M_COMPLETES, "", 1))
    assert outcome is Outcome.NOT_AUDITABLE
    assert "'bob' puts $0.25 in on the preflop, short of 'cid''s $0.50, and is not all in" in detail
    assert detail.startswith('line 3: \'<event sequence="6" type="CHECK" player="1">\'')


def test_merge_a_bet_written_twice_is_a_turn_taken_twice() -> None:
    """ann's flop bet of 0.50, nobody calling it, written twice: 0.50 more in, the rake Merge
    does not print 0.50 more, and the hand MATCHed (as a limit table's bet did, Limit5
    #56160970-16)."""
    bet = _event(7, "BET", 0, "0.50")
    small = MERGE.replace(_event(7, "BET", 0, "3"), bet).replace(_M_UNCALLED, _M_UNCALLED.replace('"3"', '"0.50"'))
    outcome, detail = _verdict(small)
    assert outcome is Outcome.MATCH, detail
    outcome, detail = _verdict(small.replace(bet, bet + bet, 1))
    assert outcome is Outcome.NOT_AUDITABLE
    assert "ann acts (bet $0.50), then acts again (bet $0.50) with no bet or raise between" in detail


def test_merge_a_tournament_amount_that_is_a_fraction_of_a_chip() -> None:
    tournament = _merge(
        "Tournament No Limit",
        _M_BLINDS.replace('amount="0.25"', 'amount="25"').replace('amount="0.50"', 'amount="50"')
        + _M_PREFLOP.replace('amount="2"', 'amount="200"').replace('amount="1.50"', 'amount="150"')
        + _M_FLOP.replace('amount="3"', 'amount="300"'),
        '<winner amount="425" uncalled="false" potnumber="1" player="0"/>'
        '<winner amount="300" uncalled="true" potnumber="2" player="0"/>',
        balance="1500",
    ).replace('type="Holdem"', 'type="Holdem Tournament"')
    outcome, detail = _verdict(tournament)
    assert outcome is Outcome.MATCH, detail
    outcome, detail = _verdict(tournament.replace('nickname="cid" balance="1500"', 'nickname="cid" balance="1500.01"'))
    assert outcome is Outcome.NOT_AUDITABLE
    assert "the amount '1500.01' (cid's balance) is a fraction of a chip: a tournament's chips are whole" in detail


# --- the rule itself, on records ------------------------------------------------------------


def _record(*actions: tuple[str, str, ActionKind, int, bool]) -> HandRecord:
    made = tuple(Action(street, name, kind, amount, all_in=all_in) for street, name, kind, amount, all_in in actions)
    seats = tuple(Seat(n, name, 1000) for n, name in enumerate(_PLAYERS[:3], 1))
    return HandRecord("t", "1", "Merge", "merge", seats=seats, actions=made)


_K = ActionKind


def test_the_rule_leaves_a_big_blind_with_a_dead_small_blind_and_a_bring_in_alone() -> None:
    # cid posts a missed small blind with his big blind (dead money): his live chips are the big blind's
    posts = _record(
        ("preflop", "ann", _K.SMALL_BLIND, 1, False),
        ("preflop", "bob", _K.BIG_BLIND, 2, False),
        ("preflop", "cid", _K.SMALL_BLIND, 1, False),
        ("preflop", "cid", _K.BIG_BLIND, 2, False),
        ("preflop", "ann", _K.CALL, 1, False),
        ("preflop", "bob", _K.CHECK, 0, False),
        ("preflop", "cid", _K.CHECK, 0, False),
        ("flop", "ann", _K.CHECK, 0, False),
    )
    assert betting_contradiction(posts) is None
    # stud: the bring-in is the level the others call; the bring-in's player need not act again
    stud = _record(
        ("third", "ann", _K.BRING_IN, 5, False),
        ("third", "bob", _K.CALL, 5, False),
        ("third", "cid", _K.CALL, 5, False),
        ("fourth", "ann", _K.CHECK, 0, False),
    )
    assert betting_contradiction(stud) is None
    raised = _record(
        ("third", "ann", _K.BRING_IN, 5, False),
        ("third", "bob", _K.RAISE, 10, False),
        ("third", "cid", _K.CALL, 10, False),
        ("fourth", "ann", _K.CHECK, 0, False),
    )
    found = betting_contradiction(raised)
    assert found is not None and "'ann' puts 5 in on the third, short of 'bob''s 10" in found[1]
