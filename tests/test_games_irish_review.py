"""What a review of Irish (the catalogue's ``Game.discards``, Full Tilt's discard round) and of
the audit of uncontested pots of games pokerrank does not play found, each pinned: a
tournament's name naming Irish, Irish in the preflop tables and in equity before the flop, an
all-in before the discard round valued as Hold'em, Full Tilt's two-line show joined in a
high-only game, discards twice or outside the discard round, the messages of a hand of four
cards, the "every other player folded" note where nobody else acted, and ``games --json``.
Every hand text here is written for these tests."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner
from test_games_irish import ALL_IN, SHOWDOWN
from test_handhistory_fulltilt_lines import FT_HI_LO
from test_handhistory_sites import gg_hand
from test_handhistory_unplayed_games import FOLDED

import pokerrank
from pokerrank.errors import CardCountError, PokerRankError, UnknownGameError
from pokerrank.handhistory import Outcome, audit_hand, read


def one(text: str):  # type: ignore[no-untyped-def]
    (record,) = read(text)
    return record


# -- 1. only Full Tilt's own table names Irish ------------------------------------------------------


def _chips(text: str) -> str:
    return re.sub(r"\$([\d.]+)", lambda m: str(round(float(m.group(1)) * 100)), text)


def test_a_tournament_named_irish_deals_the_game_its_first_line_names_after_it() -> None:
    head = "Poker Hand #TM1: Tournament #77, Irish No Limit Special 5 Hold'em No Limit - Level3 (10/20) - 2020/06/13"
    hand = one(_chips(gg_hand(head=head)))
    assert (hand.game, hand.game_text) == ("holdem", "Hold'em No Limit"), hand.error
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_tournament_named_irish_of_a_game_pokerrank_does_not_play_is_no_game() -> None:
    head = "Poker Hand #TM1: Tournament #77, Irish No Limit Special - Zorbix Pot Limit - Level3 (10/20) - 2020/06/13"
    hand = one(_chips(gg_hand(head=head)))
    assert hand.game is None


def test_full_tilt_still_deals_irish_from_its_own_table() -> None:
    assert one(SHOWDOWN).game == "irish"


# -- 2. the preflop tables and equity before the flop -------------------------------------------------


def test_the_preflop_tables_refuse_irish() -> None:
    from pokerrank import preflop

    with pytest.raises(UnknownGameError, match="Irish"):
        preflop.hand_classes("irish")
    with pytest.raises(UnknownGameError, match="Irish"):
        preflop.vs_random("irish", samples=200, seed=1, tasks=1)


@pytest.mark.parametrize("board", ["", "Ac 9d"])
@pytest.mark.parametrize("options", [{}, {"samples": 1000, "seed": 1}])
def test_irish_equity_before_the_flop_is_refused(board: str, options: dict[str, int]) -> None:
    with pytest.raises(CardCountError, match=r"irish each player holds 4 cards until the flop's betting ends"):
        pokerrank.equity("irish", ["Ah Kd", "Qs Qd"], board=board, **options)  # type: ignore[arg-type]


def test_irish_range_equity_and_outs_before_the_flop_are_refused() -> None:
    with pytest.raises(CardCountError, match="from the flop on"):
        pokerrank.range_equity("irish", ["AA", "KK"])
    with pytest.raises(CardCountError, match="three board cards"):
        pokerrank.outs("irish", ["Ah Kd", "Qs Qd"], board="2h 3h")


def test_irish_equity_from_the_flop_on_is_holdems_of_the_cards_kept() -> None:
    for board in ("2h 3h 4h", "2h 3h 4h 9c"):
        irish = pokerrank.equity("irish", ["Ah Kd", "Qs Qd"], board=board)
        holdem = pokerrank.equity("holdem", ["Ah Kd", "Qs Qd"], board=board)
        assert [p.wins for p in irish.players] == [p.wins for p in holdem.players]
        assert irish.game == "irish"


# -- 3. an all-in before the discard round --------------------------------------------------------


@pytest.mark.parametrize("cut", ["discard lines", "discard round"])
def test_an_irish_all_in_before_the_discard_round_is_never_valued_as_holdem(cut: str) -> None:
    from pokerrank.results import Status, hand_result

    text = ALL_IN.replace("ann discards [7c 7s]\n", "").replace("bob discards\n", "")
    if cut == "discard round":
        text = text.replace("*** DISCARD ROUND *** (Total Pot: $100, 2 Players)\n", "")
    record = one(text)
    assert audit_hand(record).outcome is Outcome.MATCH
    result = hand_result(record)
    assert result.status is Status.UNADJUSTABLE and result.reason == "a draw was still to come"


# -- 4. Full Tilt's show line over two lines: hi/lo games only ----------------------------------------


def test_full_tilt_two_line_show_in_a_high_only_game_stays_a_line_not_understood() -> None:
    text = FT_HI_LO.replace("Limit Omaha H/L", "Limit Omaha Hi")
    text = text.replace(
        "bob wins the high pot ($9.50) with a flush, Ace high\nann wins the low pot ($9.50) with 7,4,3,2,A",
        "bob wins the pot ($19) with a flush, Ace high",
    )
    text = text.replace(
        "showed [7d 2c Ks Ad] and won ($9.50) with HI: two pair, Aces and Sevens; LO: 7,4,3,2,A",
        "showed [7d 2c Ks Ad] and lost with two pair, Aces and Sevens",
    )
    text = text.replace(
        "showed [3c 9h As Qs] and won ($9.50) with HI: a flush, Ace high; LO: 8,7,4,3,A",
        "showed [3c 9h As Qs] and won ($19) with a flush, Ace high",
    )
    record = one(text)
    assert record.game == "omaha"
    assert [line for _, line in record.unparsed] == ["(8,7,4,3,A)", "(7,4,3,2,A)"]
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "line not understood"
    assert one(FT_HI_LO).unparsed == ()  # (the hi/lo hand: read whole, as before)


# -- 5. a discard twice, or outside the discard round ---------------------------------------------------


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (("cid discards\n", "cid discards\ncid discards\n"), "'cid' throws cards away a second time"),
        (
            ("ann discards [7c 7s]\n", "ann discards [7c 7s]\nann discards [Ah Kd]\n"),
            "'ann' throws cards away a second",
        ),
        (
            ("ann calls $5\n", "ann calls $5\nann discards [7c 7s]\n"),
            "'ann' throws cards away before the discard round",
        ),
        (
            ("ann checks\ncid checks\n*** RIVER", "ann discards [7c 7s]\nann checks\ncid checks\n*** RIVER"),
            "on the turn",
        ),
    ],
    ids=["opponent-twice", "hero-twice", "preflop", "turn"],
)
def test_a_discard_twice_or_outside_the_discard_round_is_refused_naming_it(change: tuple[str, str], words: str) -> None:
    text = SHOWDOWN
    if words.startswith("'ann' throws cards away before") or words == "on the turn":  # (ann's one discard, moved)
        text = text.replace("ann discards [7c 7s]\n", "")
    assert text.count(change[0]) == 1
    record = one(text.replace(*change))
    assert record.error is not None and words in record.error.reason, record.error
    assert "discards" in record.error.reason  # (the line's words)
    assert audit_hand(record).outcome is Outcome.NOT_AUDITABLE


_ROUND = "*** DISCARD ROUND *** (Total Pot: $34, 2 Players)\n"


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (("ann discards [7c 7s]\n", "ann discards [7c 7s]\n" + _ROUND), "the discard round begins a second time"),
        (("cid discards\n", _ROUND + "cid discards\n"), "the discard round begins a second time"),
        (("ann checks\ncid checks\n*** RIVER", "ann checks\ncid checks\n" + _ROUND + "*** RIVER"), "after the turn"),
        # (the pot before the flop: $14)
        (("*** FLOP ***", _ROUND.replace("$34", "$14") + "*** FLOP ***"), "before the flop"),
        (("cid discards\n", "cid checks\ncid discards\n"), "'cid' checks in the discard round"),
        (("ann discards [7c 7s]\n", "ann discards [7c 7s]\nann checks\n"), "'ann' checks in the discard round"),
    ],
    ids=["marker-again", "marker-twice-at-once", "marker-on-the-turn", "marker-before-the-flop", "check", "late-check"],
)
def test_a_second_discard_round_or_a_check_in_it_is_refused_quoting_the_line(
    change: tuple[str, str], words: str
) -> None:
    # was: MATCH (a second `*** DISCARD ROUND ***` only set the street again; a check in a round
    # with no betting passed as a check)
    assert SHOWDOWN.count(change[0]) == 1
    text = SHOWDOWN.replace(*change)
    record = one(text)
    assert record.error is not None and words in record.error.reason, record.error
    rows = text.splitlines()
    added = len(SHOWDOWN.split(change[0])[0].splitlines()) + change[1].splitlines().index(
        next(row for row in change[1].splitlines() if row not in change[0].splitlines())
    )  # (the row the change added: the one refused, quoted)
    assert record.error.line == added + 1 and repr(rows[added]) in record.error.reason
    assert audit_hand(record).outcome is Outcome.NOT_AUDITABLE


_FOLDED_IN_THE_ROUND = SHOWDOWN.split("*** DISCARD ROUND ***")[0] + """*** DISCARD ROUND *** (Total Pot: $34, 2 Players)
cid folds
ann discards [7c 7s]
ann wins the pot ($33)
*** SUMMARY ***
Total pot $34 | Rake $1
Board: [Ac 9d 4h]
Seat 1: ann (small blind) collected ($33), mucked
Seat 2: bob (big blind) folded before the Flop
Seat 3: cid (button) folded on the Flop
"""


def test_a_fold_in_the_discard_round_is_a_fold() -> None:
    # a player may give the hand up in any round: the discard round's fold is read, the pot the
    # last player's (a MATCH as paid, a MISMATCH where the room pays the player who folded)
    assert audit_hand(one(_FOLDED_IN_THE_ROUND)).outcome is Outcome.MATCH
    paid_to_folder = (
        _FOLDED_IN_THE_ROUND.replace("ann wins the pot", "cid wins the pot")
        .replace("ann (small blind) collected ($33), mucked", "ann (small blind) folded on the Flop")
        .replace("cid (button) folded on the Flop", "cid (button) collected ($33), mucked")
    )
    assert audit_hand(one(paid_to_folder)).outcome is Outcome.MISMATCH
    moved = ("cid folds\nann discards [7c 7s]\n", "cid discards\nann discards [7c 7s]\ncid folds\n")
    late = _FOLDED_IN_THE_ROUND.replace(*moved)
    assert audit_hand(one(late)).outcome is Outcome.MATCH


# -- 6. the messages of a hand of four cards ---------------------------------------------------------


def test_a_showdown_of_four_irish_cards_says_four_are_dealt_and_two_kept() -> None:
    players = [{"name": "a", "cards": "Ah Kd 5c 6c", "bet": 1}, {"name": "b", "cards": "Qs Qd", "bet": 1}]
    with pytest.raises(CardCountError, match=r"irish deals 4 hole cards and keeps exactly 2") as caught:
        pokerrank.showdown("irish", "Ac 9d 4h 2s Jc", players)
    assert "deals exactly 2" not in str(caught.value)


def test_a_batch_of_four_irish_cards_says_four_are_dealt_and_two_kept() -> None:
    import numpy as np

    holes = np.array([[[0, 1, 2, 3], [4, 5, 6, 7]]], dtype=np.uint8)
    boards = np.array([[8, 9, 10, 11, 12]], dtype=np.uint8)
    with pytest.raises(CardCountError, match=r"irish deals 4 hole cards and keeps exactly 2, the array holds 4"):
        pokerrank.showdown_batch("irish", holes, boards)


# -- 7. the note of a pot nobody else contested ---------------------------------------------------------

_PHH = """variant = 'XX'
antes = [0, 0, 0]
blinds_or_straddles = [0, 0, 0]
min_bet = 100
starting_stacks = [10000, 10000, 5000]
actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 7c2d', 'p3 cbr 300']
players = ['ann', 'bob', 'cid']
finishing_stacks = [10000, 10000, 5000]
"""


def test_a_hand_nobody_else_acted_in_is_not_said_to_be_won_by_folds() -> None:
    verdict = audit_hand(one(_PHH))
    assert verdict.outcome is Outcome.MATCH  # (its finishing stacks are as the file says)
    assert verdict.detail.endswith("no ranking was needed (no other player contested the pot)"), verdict.detail
    assert "every other player folded" not in verdict.detail


def test_a_hand_every_other_player_folded_says_so() -> None:
    verdict = audit_hand(one(FOLDED))
    assert verdict.outcome is Outcome.MATCH
    assert verdict.detail.endswith("no ranking was needed (every other player folded)"), verdict.detail


_UNOPPOSED = {
    "de": "gehört nicht zu den Spielen von pokerrank: keine Rangfolge war nötig (kein anderer Spieler hat um den Pot"
    " gespielt)",
    "fr": "ne fait pas partie des jeux de pokerrank : aucun classement n'était nécessaire (aucun autre joueur n'a"
    " disputé le pot)",
    "nl": "zit niet in de spellen van pokerrank: geen rangorde nodig (geen andere speler speelde om de pot)",
}


@pytest.mark.parametrize("lang", sorted(_UNOPPOSED))
def test_the_note_of_a_pot_nobody_contested_is_in_every_language(lang: str) -> None:
    said = audit_hand(one(_PHH), lang=lang).detail
    assert said.endswith(f", FB {_UNOPPOSED[lang]}"), said  # (the game's name, then the language's sentence)


# -- 9. games --json and the writers -------------------------------------------------------------------


def test_games_json_gives_each_games_discards() -> None:
    from pokerrank.cli import cli

    result = CliRunner().invoke(cli, ["games", "--json"])
    assert result.exit_code == 0, result.output
    document = json.loads(result.output)
    assert document["format_version"] == 2
    discards = {game["name"]: game["discards"] for game in document["games"]}
    assert discards["irish"] == 2 and discards["holdem"] == 0 and discards["2-7-drawmaha"] == 0


def test_the_pokerstars_writer_refuses_a_game_that_throws_cards_away_by_its_discards() -> None:
    from pokerrank.handhistory import to_pokerstars

    with pytest.raises(PokerRankError, match=r"Irish .*discard round has no marker"):
        to_pokerstars(one(SHOWDOWN))
