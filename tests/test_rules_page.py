"""Every rule choice the code makes is stated in docs/RULES.md, and each test here quotes the
sentence it proves: :func:`rule` fails when the sentence is no longer on the page,
so the page and the code cannot drift apart without a test failing.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pokerrank
from pokerrank.pots import build_pots

RULES = " ".join((Path(__file__).resolve().parents[1] / "docs" / "RULES.md").read_text(encoding="utf-8").split())
BOARD = "Ah Kh 7d 4c 2s"


def rule(text: str) -> None:
    """The sentence is on the rules page (whitespace as it may wrap)."""
    assert " ".join(text.split()) in RULES, f"docs/RULES.md no longer says: {text!r}"


def player(name: str, cards: str | None, bet: int, **more: Any) -> dict[str, Any]:
    return {"name": name, "cards": cards, "bet": bet, **more}


FOLDED = player("c", None, 1, folded=True)  # one chip more: the pot is odd


def test_no_second_odd_chip_from_the_same_pot() -> None:
    rule("A player never receives a second odd chip from the same pot (Robert's Rules of Poker): a winner who "
         "took an odd chip in one half of a pot comes last for the odd chips of the other half.")  # fmt: skip
    # a and b tie for the high (the wheel) and for the low (the wheel): 3 chips a half, one odd
    # chip in each; a is first from the button, so a takes the high's and b the low's
    result = pokerrank.showdown(
        "o8", "3d 4s 5c Jh 9c", [player("a", "Ac 2c Kd Qd", 3), player("b", "Ah 2h Ks Qs", 3)], button="b"
    )
    high, low = result.pots[0].sides
    assert (high.winners, low.winners) == (("a", "b"), ("a", "b"))
    assert (high.awards, low.awards) == ({"a": 2, "b": 1}, {"a": 1, "b": 2})
    assert result.totals == {"a": 3, "b": 3}


def test_in_stud_low_the_ace_counts_low_for_the_odd_chip() -> None:
    rule("In stud low odd-chip order the ace counts low: in razz and the low half of Stud Hi/Lo the ace is the "
         "lowest card, never the highest.")  # fmt: skip
    # both make the wheel; a's highest card by suit is 5c (not its As), b's is 5d: b takes it
    # (with the ace high, a's As would beat b's Ah)
    hands = [player("a", "As 2c 3c 4c 5c Kd Kh", 5), player("b", "Ah 2d 3d 4d 5d Qc Qh", 5), FOLDED]
    result = pokerrank.showdown("razz", None, hands)
    assert result.pots[0].awards == {"a": 5, "b": 6}
    roberts = pokerrank.showdown("razz", None, hands, odd_chip="roberts")  # the lowest card: Ah below As
    assert roberts.pots[0].awards == {"a": 5, "b": 6}


def test_of_equal_fives_the_one_with_the_highest_card_by_suit_plays() -> None:
    rule("Where a player has several equally good fives (they differ only by suit), the five with the highest "
         "card by suit is the one shown and the one used for the odd chip.")  # fmt: skip
    # a's ten-high straight can use Ts or Tc: Ts plays, and beats b's Th (b could use Th or Td)
    hands = [player("a", "Ts Tc 9h 8d 7c 6d 2h", 5), player("b", "Th Td 9c 8c 7d 6c 3h", 5), FOLDED]
    result = pokerrank.showdown("stud", None, hands)
    assert result.player("a").hands["high"].cards == "Ts 9h 8d 7c 6d"
    assert result.player("b").hands["high"].cards == "Th 9c 8c 7d 6c"
    assert result.pots[0].awards == {"a": 6, "b": 5}
    assert pokerrank.format_cards(pokerrank.evaluate("As Ad Ah Ac Kd Ks Kh").cards) == "As Ah Ad Ac Ks"


def test_in_badeucy_and_badacey_the_odd_chip_between_the_halves_goes_to_the_badugi_half() -> None:
    rule("In Badeucy and Badacey the odd chip between the halves goes to the Badugi half: the first half the "
         "game lists, as the high half is in the hi/lo games.")  # fmt: skip
    # a has the better badugi (5-4-3-2 against 6-4-3-2), b the better deuce-to-seven low
    hands = [player("a", "2c 3d 4h 5s Kc", 3), player("b", "2d 3c 4s 6h 7d", 3), player("c", None, 1, folded=True)]
    for game in ("badeucy", "badacey"):
        badugi, low = pokerrank.showdown(game, None, hands).pots[0].sides
        assert (badugi.side, badugi.winners, badugi.amount) == ("badugi", ("a",), 4), game
        assert (low.side, low.amount) == ("low", 3), game


def test_roberts_rules_in_stud_look_at_every_card() -> None:
    rule('Robert\'s Rules (`odd_chip="roberts"`) in stud games: to the highest card by suit among all the '
         "winner's cards, not only the five that play (in a low: the lowest card).")  # fmt: skip
    # both make a ten-high straight; a's top playing card Ts beats b's Th, but b holds As
    hands = [player("a", "Ts 9s 8h 7d 6c 2c 3c", 5), player("b", "Th 9h 8c 7c 6d As 2s", 5), FOLDED]
    assert pokerrank.showdown("stud", None, hands).pots[0].awards == {"a": 6, "b": 5}
    assert pokerrank.showdown("stud", None, hands, odd_chip="roberts").pots[0].awards == {"a": 5, "b": 6}


SEATED = [
    {"name": "a", "cards": "Qs Qd", "bet": 5, "seat": 1},
    {"name": "b", "cards": "Qc Qh", "bet": 5, "seat": 3},
    {"name": "c", "cards": None, "bet": 1, "folded": True, "seat": 5},
]


def _odd_chip_to(**options: Any) -> str:
    awards = pokerrank.showdown("holdem", BOARD, SEATED, **options).pots[0].awards
    return max(awards, key=awards.__getitem__)


def test_seat_order_without_a_button_or_by_choice() -> None:
    rule('`odd_chip="seat"`: to the first tied winner in seat order, in every game.')
    rule("Button games without a button: to the first tied winner in seat order.")
    assert _odd_chip_to(button=1) == "b"  # clockwise from a's button
    assert _odd_chip_to(button=1, odd_chip="seat") == "a"
    assert _odd_chip_to() == "a"


def test_a_dead_button_stands_at_the_nearest_seat_before_it() -> None:
    rule("A button on a seat where nobody sits is a dead button: the player in the nearest seat before it "
         "stands for the button (before the first seat comes the last).")  # fmt: skip
    assert _odd_chip_to(button=3) == "a"  # b's button: c folded, then a
    assert _odd_chip_to(button=4) == "a"  # seat 4 is empty: b stands for the button
    assert _odd_chip_to(button=2) == "b"  # seat 2 is empty: a stands for the button
    assert _odd_chip_to(button=0) == "a"  # before seat 1 comes seat 5 (c's): a is next


def test_folded_chips_above_every_live_level_and_pots_only_folded_players_paid() -> None:
    rule("Chips that folded players put in above the level of every player still in (a deal no real hand "
         "gives) join the last pot. When only folded players put chips in, the players still in share them as "
         "one pot.")  # fmt: skip
    layout = build_pots({"a": 10, "b": 10, "c": 30, "d": 25}, folded={"c", "d"})
    assert [(pot.amount, pot.eligible) for pot in layout.pots] == [(70, ("a", "b"))]
    assert layout.returned == {"c": 5}  # the chips nobody matched go back first
    layout = build_pots({"a": 0, "b": 0, "c": 30, "d": 20}, folded={"c", "d"})
    assert [(pot.amount, pot.eligible) for pot in layout.pots] == [(40, ("a", "b"))]


def test_a_showdown_without_chips_says_whose_hand_is_best() -> None:
    rule("Whose hand is best is decided whether or not chips were put in: for each side of the game, the best "
         "hand among the players still in, compared as in a pot they all contest (`ShowdownResult.best`). A "
         "player left alone is best without showing. With no chips there is no pot to award, and the showdown "
         "says so.")  # fmt: skip
    result = pokerrank.showdown("holdem", BOARD, {"a": "As Ad", "b": "Ks Kd"})
    assert result.pots == () and result.best[0].winners == ("a",)
    alone = pokerrank.showdown("holdem", BOARD, [player("a", None, 0), player("b", "Ks Kd", 0, folded=True)])
    assert alone.best[0].winners == ("a",) and alone.best[0].hands == ()


def test_every_rule_quoted_here_is_on_the_page() -> None:
    quoted = re.findall(r"\brule\(['\"]", Path(__file__).read_text(encoding="utf-8"))
    assert len(quoted) >= 10  # a test that quotes nothing proves nothing
