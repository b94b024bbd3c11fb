"""from_record of a room's fixed-limit hand whose first big blind is posted all in for less:
the limit's bets come from the blinds the room prints, not from the short post."""

from __future__ import annotations

import pytest

from pokerrank.engine import from_record
from pokerrank.handhistory import audit_hand, read
from pokerrank.handhistory.verdicts import Outcome


def limit_hand(title: str, small_blind: int, big_blind: int, raise_to: int = 40) -> str:
    """A three-handed fixed-limit Hold'em hand at blinds 10/20 (bets 20/40): cid posts the big
    blind all in for ``big_blind``; ann raises to ``raise_to`` (20: calls the full big blind), bob
    calls, then a bet of 20 on the flop and of 40 on the turn, each called; bob's Queens win both
    pots."""
    put = small_blind + big_blind + 2 * raise_to - small_blind
    main = 3 * big_blind
    side = put - main + 2 * 20 + 2 * 40
    lines = [
        f"PokerStars Hand #300: {title} - 2024/01/01 12:00:00 ET",
        "Table 'Eps 1' 6-max Seat #1 is the button",
        "Seat 1: ann (1000 in chips)",
        "Seat 2: bob (1000 in chips)",
        f"Seat 3: cid ({big_blind} in chips)",
        f"bob: posts small blind {small_blind}",
        f"cid: posts big blind {big_blind} and is all-in",
        "*** HOLE CARDS ***",
        # (PokerStars' X: the raise over the most put in, the short post's or the small blind's, not
        # over the blinds' level: its own files' "posts big blind 630 and is all-in" at 350/700,
        # then "raises 1470 to 2100", #47659234486)
        f"ann: raises {raise_to - max(small_blind, big_blind)} to {raise_to}" if raise_to > 20 else "ann: calls 20",
        f"bob: calls {raise_to - small_blind}",
        "*** FLOP *** [2h 7h 9c]",
        "bob: bets 20",
        "ann: calls 20",
        "*** TURN *** [2h 7h 9c] [Jd]",
        "bob: bets 40",
        "ann: calls 40",
        "*** RIVER *** [2h 7h 9c Jd] [3s]",
        "bob: checks",
        "ann: checks",
        "*** SHOW DOWN ***",
        "bob: shows [Qs Qd] (a pair of Queens)",
        "ann: shows [Ah Kh] (high card Ace)",
        f"bob collected {side} from side pot",
        "cid: shows [8s 8d] (a pair of Eights)",
        f"bob collected {main} from main pot",
        "*** SUMMARY ***",
        f"Total pot {main + side} Main pot {main}. Side pot {side}. | Rake 0",
        "Board [2h 7h 9c Jd 3s]",
        "Seat 1: ann (button) showed [Ah Kh] and lost with high card Ace",
        f"Seat 2: bob (small blind) showed [Qs Qd] and won ({main + side}) with a pair of Queens",
        "Seat 3: cid (big blind) showed [8s 8d] and lost with a pair of Eights",
    ]
    return "\n".join(lines) + "\n"


TOURNAMENT = "Tournament #2, $1+$0.10 USD Hold'em Limit - Level I (10/20)"


@pytest.mark.parametrize("big_blind", [15, 19, 8, 1])
def test_a_limit_hand_whose_big_blind_is_all_in_for_less_drives_with_the_printed_blinds_bets(big_blind: int) -> None:
    # the title prints the blinds (10/20): the bets are 20 and 40, whatever cid's short post
    record = next(read(limit_hand(TOURNAMENT, 10, big_blind)))
    assert record.error is None and record.stakes == (10, 20)
    assert audit_hand(record).outcome is Outcome.MATCH
    result = from_record(record)
    assert result.status == "ok", result.reason
    pot = 10 + big_blind + 40 + 30 + 2 * 20 + 2 * 40
    assert result.stacks == {"ann": 1000 - 40 - 20 - 40, "bob": 1000 - 40 - 20 - 40 + pot, "cid": 0}


@pytest.mark.parametrize("big_blind", [15, 8])
def test_the_others_call_a_short_big_blind_at_the_printed_blind(big_blind: int) -> None:
    record = next(read(limit_hand(TOURNAMENT, 10, big_blind, raise_to=20)))
    assert audit_hand(record).outcome is Outcome.MATCH
    result = from_record(record)
    assert result.status == "ok", result.reason
    pot = 10 + big_blind + 20 + 10 + 2 * 20 + 2 * 40
    assert result.stacks == {"ann": 1000 - 20 - 20 - 40, "bob": 1000 - 20 - 20 - 40 + pot, "cid": 0}


def test_the_same_hand_with_its_big_blind_in_full_drives_as_before() -> None:
    record = next(read(limit_hand(TOURNAMENT, 10, 20)))
    result = from_record(record)
    assert result.status == "ok", result.reason
    assert result.stacks == {"ann": 900, "bob": 1000 - 100 + 220, "cid": 0}


def test_a_title_of_the_bets_keeps_them_beside_a_short_big_blind() -> None:
    # a title of the bets (20/40: blinds 10/20): the short big blind changes nothing
    record = next(read(limit_hand("Hold'em Limit (20/40)", 10, 15)))
    assert record.stakes == (20, 40)
    result = from_record(record)
    assert result.status == "ok", result.reason
    assert result.stacks == {"ann": 900, "bob": 1000 - 100 + 215, "cid": 0}


def test_a_raise_of_the_short_blinds_size_is_illegal() -> None:
    # bets of the short post (15 and 30) are not the table's: a raise to 30 is one of them, illegal here
    record = next(read(limit_hand(TOURNAMENT, 10, 15, raise_to=30)))
    assert record.error is None
    result = from_record(record)
    assert result.status == "illegal" and result.action is not None and result.action.to == 30


def test_a_phh_limit_hand_giving_its_small_bet_alone_is_not_drivable_by_name() -> None:
    # a stud hand of PHH with ``small_bet`` and no ``big_bet``: from_record raised KeyError('big_bet')
    text = (
        "variant = 'F7S'\nantes = [5, 5, 5]\nbring_in = 5\nsmall_bet = 20\nstarting_stacks = [1000, 1000, 1000]\n"
        "actions = ['d dh p1 Qh6cJd', 'd dh p2 8s5d3c', 'd dh p3 7d4dTs', 'p2 pb', 'p3 f', 'p1 cbr 20', 'p2 f']\n"
        "finishing_stacks = [1015, 990, 995]\n"
    )
    record = next(read(text))
    assert record.error is None
    result = from_record(record)
    assert result.status == "not drivable" and "bets" in result.reason
    fixed = next(read(text.replace("small_bet = 20\n", "small_bet = 20\nbig_bet = 40\n")))
    assert from_record(fixed).status == "ok"


@pytest.mark.parametrize(("given", "raise_to"), [("small_bet = 2\n", 4), ("small_bet = 2\n", 3), ("big_bet = 4\n", 4)])
def test_a_phh_limit_board_game_giving_one_bet_alone_is_not_drivable(given: str, raise_to: int) -> None:
    # Fixed-limit Hold'em of PHH with blinds and one of its two bets: the blinds were taken as
    # the bets (a raise to 4, legal at a small bet of 2, came back "illegal"; a raise to 3 "ok")
    text = (
        "variant = 'FT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\n" + given
        + "starting_stacks = [100, 100, 100]\n"
        f"actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 QsQd', 'p3 cbr {raise_to}', 'p1 f', 'p2 f']\n"
    )  # fmt: skip
    record = next(read(text))
    assert record.error is None
    result = from_record(record)
    assert result.status == "not drivable" and "small_bet" in result.reason and "big_bet" in result.reason


@pytest.mark.parametrize("big_blind", [20, 15])
def test_a_limit_hand_printing_its_blinds_written_as_phh_drives_back_the_same(big_blind: int) -> None:
    # `Level I (10/20)` prints the blinds: PHH's small_bet and big_bet are 20 and 40 (they were
    # written 10 and 20, and the PHH drove "illegal" where the room's record drove "ok")
    from pokerrank.handhistory.writers import to_phh

    record = next(read(limit_hand(TOURNAMENT, 10, big_blind)))
    text = to_phh(record)
    assert "small_bet = 20" in text and "big_bet = 40" in text
    back = next(read(text))
    assert audit_hand(back).outcome is Outcome.MATCH
    driven, again = from_record(record), from_record(back)
    assert driven.status == again.status == "ok", again.reason
    assert again.stacks == driven.stacks
