"""What the long fuzz run (tests/test_fuzz.py, ``pytest -m fuzz``) and
the atheris harness (fuzz/fuzz_parsers.py) found, each as a test that failed before its fix.
"""

from __future__ import annotations

import itertools
import warnings
from decimal import Decimal
from fractions import Fraction
from typing import Any

import numpy as np
import pytest

import pokerrank
from pokerrank.errors import ArgumentError, ChipAmountError, PokerRankError


@pytest.mark.parametrize("holes", [np.array(5), np.array([1, 2]), 7, None])
def test_showdown_batch_refuses_hole_cards_of_too_few_dimensions(holes: object) -> None:
    # np.array(5) leaked TypeError "len() of unsized object" before the shape check
    with pytest.raises(PokerRankError, match="3-D"):
        pokerrank.showdown_batch("holdem", holes, None)  # type: ignore[arg-type]


def test_range_equity_with_the_game_twice_is_a_pokerrank_error() -> None:
    # the old order with one string of players: a plain TypeError from the argument-order shim
    with pytest.raises(ArgumentError, match=r"the game twice: the text 'QQ\+' first and game=the text 'holdem'"):
        pokerrank.range_equity("QQ+", game="holdem")


@pytest.mark.parametrize("game", [None, 5, 1.5, np.array([]), b"holdem"])
def test_range_equity_names_a_game_that_is_not_one(game: object) -> None:
    # with four arguments and a first one that is not a game nor players, the shim took the old
    # order and passed five arguments on: TypeError "takes from 2 to 4 positional arguments"
    with pytest.raises(PokerRankError, match="game"):
        pokerrank.range_equity(game, ["AA", "KK"], "", "")  # type: ignore[call-overload]


@pytest.mark.parametrize(
    ("code", "words"),
    [(Decimal(1), "the decimal number 1"), (Fraction(3), "the fraction 3"), (Fraction(1, 2), "the fraction 1/2")],
)
def test_a_decimal_or_fraction_code_is_not_quoted_as_an_int(code: object, words: str) -> None:
    # plainly(Decimal(1)) gave "got 1", which reads as a valid card code
    with pytest.raises(PokerRankError, match=f"got {words}$"):
        pokerrank.strength([code, 51, 47, 43, 30])


@pytest.mark.parametrize(
    "call",
    [
        lambda: pokerrank.evaluate(range(10**12), "ace-to-five"),  # list() of it: MemoryError
        lambda: pokerrank.parse_cards(iter(range(10**12))),
        lambda: pokerrank.strength(range(10**12)),
        lambda: pokerrank.cards_to_array(range(10**12)),
        lambda: pokerrank.cards_to_array(iter(range(10**12))),
    ],
    ids=["evaluate", "parse_cards", "strength", "cards_to_array", "cards_to_array-iterator"],
)
def test_an_endless_iterable_of_cards_is_refused_without_reading_it_all(call: object) -> None:
    with pytest.raises(PokerRankError, match="at most"):
        call()  # type: ignore[operator]


@pytest.mark.parametrize("ranking", ["high", "a5-low", "deuce-to-seven", "badugi", "short-deck"])
@pytest.mark.parametrize("check", [{}, "no", 2, None, 0.5])
def test_evaluate_array_check_must_be_a_bool(ranking: str, check: object) -> None:
    # check={} reached a numba kernel (TypingError) or was read as False (unchecked) silently
    rows = np.array([[19, 33, 34, 37, 44, 1, 2]], np.int32)[:, : 4 if ranking == "badugi" else 7]
    with pytest.raises(ArgumentError, match="check must be True or False"):
        pokerrank.evaluate_array(rows, ranking, check=check)  # type: ignore[arg-type]


def test_evaluate_array_check_takes_numpy_bools() -> None:
    rows = np.array([[21, 13, 10, 7, 0, 51, 47]])
    assert pokerrank.evaluate_array(rows, "deuce-to-seven", check=np.True_).tolist() == [7462]  # type: ignore[arg-type]
    assert pokerrank.evaluate_array(rows, "high", check=np.False_).tolist() == pokerrank.evaluate_array(rows).tolist()  # type: ignore[arg-type]


def test_deuce_to_seven_refuses_ragged_rows_as_every_ranking_does() -> None:
    # np.ndim() of a ragged list leaked numpy's ValueError ("inhomogeneous shape")
    with pytest.raises(PokerRankError, match="rows differ in length"):
        pokerrank.evaluate_array([[21, 13, 10, 7, 0, 51, 47], [1, 2]], "deuce-to-seven")
    with pytest.raises(PokerRankError):
        pokerrank.evaluate_array([-5.9e-29, []], "deuce-to-seven")


def test_categories_of_one_strength_is_an_array() -> None:
    # a numpy scalar came back for one strength (the contract and the annotation say an array)
    result = pokerrank.categories(471, "high")
    assert (
        isinstance(result, np.ndarray)
        and result.shape == ()
        and int(result) == pokerrank.get_ranking("high").category(471)
    )
    assert pokerrank.categories([[7462, 1]]).tolist() == [[8, 0]]


@pytest.mark.parametrize(
    ("args", "kwargs", "error"),
    [
        (("AsKs", "QdQc", np.array([])), {}, "a ranking is named by a string"),
        (("AsKsQhJh2c", "QdQc5h6h7h", "en"), {"ranking": np.array([])}, "a ranking is named by a string"),
        (("AsKsQhJh2c", "QdQc5h6h7h", 10**5000), {"ranking": "high"}, "about 5001 digits"),
        (("AsKsQhJh2c", "QdQc5h6h7h", "high", "en"), {}, "takes 2 or 3 positional arguments"),
    ],
    ids=["array-ranking", "array-ranking-keyword", "huge-language", "four-arguments"],
)
def test_explain_with_odd_third_arguments_says_what_is_wrong(args: tuple, kwargs: dict, error: str) -> None:
    # an array ranking beside a third argument made "truth value of an array is ambiguous"
    # (ranking == "high"), a huge int "Exceeds the limit" (its repr in the warning)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        with pytest.raises(PokerRankError, match=error):
            pokerrank.explain(*args, **kwargs)


@pytest.mark.parametrize("ranking", ["high", "badugi-ace-high", "ace-to-six"])
def test_evaluate_array_refuses_an_endless_list_of_hands_without_reading_it(ranking: str) -> None:
    # np.asarray(range(10**12)) raised MemoryError
    with pytest.raises(PokerRankError, match="at most 1,000,000 hands"):
        pokerrank.evaluate_array(range(10**12), ranking)


def test_evaluate_array_refuses_bad_codes_before_compiling(monkeypatch: pytest.MonkeyPatch) -> None:
    # ace-to-six rows of seven compiled their kernel family (seconds on a cold cache) before
    # the code 100 was refused: the fuzz run's "hang"
    import pokerrank._compile

    def no_compile(*families: object) -> None:
        raise AssertionError(f"compiled {families} for input that is refused")

    monkeypatch.setattr(pokerrank._compile, "prepare", no_compile)
    rows = np.array([[4, 5, 15, 20, 24, 33, 34], [10, 15, 100, 33, 25, 47, 51]])
    for ranking in ("ace-to-six", "ace-to-five", "badugi"):
        with pytest.raises(PokerRankError, match="100"):
            pokerrank.evaluate_array(rows[:, : 4 if ranking == "badugi" else 7], ranking, check=False)


@pytest.mark.slow
@pytest.mark.parametrize(
    "name", ["high", "ace-to-five", "badugi", "short-deck", "ace-to-five-joker", "high-deuces-wild"]
)
def test_a_registered_ranking_unpickles_as_the_registered_object(name: str) -> None:
    # the fuzz run passes arguments to a worker process by pickle: get_ranking(<Ranking high>)
    # came back as a copy that get_ranking("high") did not find again (Dask workers alike)
    import pickle
    import subprocess
    import sys

    ranking = pokerrank.get_ranking(name)
    assert pickle.loads(pickle.dumps(ranking)) is ranking
    code = "import pickle, sys, pokerrank; r = pickle.load(sys.stdin.buffer); print(r is pokerrank.get_ranking(r.name))"
    found = subprocess.run([sys.executable, "-c", code], input=pickle.dumps(ranking), capture_output=True, check=True)
    assert found.stdout.decode().strip() == "True"


def test_explain_refuses_a_third_argument_that_is_no_language_without_a_deprecation_warning() -> None:
    # explain(a, b, -782, ranking=...) warned "explain(a, b, lang) is deprecated" (an error
    # under -W error) before it said that -782 is no language
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(PokerRankError, match="language"):
            pokerrank.explain("As Ks Qs Js Ts", "Ad Kd Qd Jd 9d", -782, ranking="high")
        with pytest.raises(PokerRankError, match="language"):
            pokerrank.explain([], [11143, "6o"], (), ranking="high-wild")
    with pytest.warns(DeprecationWarning, match="deprecated"):
        pokerrank.explain("As Ks Qs Js Ts", "Ad Kd Qd Jd 9d", "fr", ranking="high")


@pytest.mark.parametrize(
    "document",
    [
        {"format": "pokerrank.preflop-table", "format_version": "As " * 5000},
        {"format": "x" * 9999, "format_version": 1},
        {"format": "pokerrank.preflop-table", "format_version": 1, "table": "y" * 9999},
    ],
    ids=["long-version", "long-format", "long-table"],
)
def test_a_preflop_table_file_with_long_values_gets_a_short_message(tmp_path: object, document: dict) -> None:
    # preflop.load quoted the whole format_version: a message of 15,075 characters
    import json
    from pathlib import Path

    from pokerrank import preflop

    path = Path(str(tmp_path)) / "table.json"
    path.write_text(json.dumps(document))
    with pytest.raises(PokerRankError) as caught:
        preflop.load(path)
    assert len(str(caught.value)) < 300


def test_a_format_version_of_5000_digits_is_named_not_printed() -> None:
    from pokerrank.formats import DEAL, read_format

    with pytest.raises(PokerRankError, match="digits") as caught:
        read_format({"format": DEAL, "format_version": 10**5000}, [DEAL], "deal")
    assert len(str(caught.value)) < 300


@pytest.mark.parametrize("out", ["", "  "])
def test_a_preflop_table_refuses_an_empty_output_folder(out: str) -> None:
    # out="" wrote manifest.json, result.json and tasks/ into the current folder (and the long
    # fuzz run, which expects hostile values refused before any work, waited for a whole table)
    from pokerrank import preflop

    with pytest.raises(PokerRankError, match="out must name a folder"):
        preflop.matchups("holdem", "AA", samples=1000, out=out)
    with pytest.raises(PokerRankError, match="out must name a folder"):
        preflop.vs_random("holdem", samples=1000, out=out)


def _phh(blinds: str) -> str:
    return (
        'variant = "NT"\nantes = [0, 0]\n'
        f"blinds_or_straddles = [{blinds}, 2]\nmin_bet = 2\nstarting_stacks = [200, 200]\n"
        'actions = ["d dh p1 AsAd", "d dh p2 KsKd", "p2 f"]\n'
    )


@pytest.mark.parametrize(
    ("source", "error"),
    [
        ("\x00", "NUL character"),
        (np.array(0, dtype=np.uint8), "not an object of type ndarray"),
        ([np.array(-24.0)], "not an object of type ndarray"),
    ],
    ids=["nul", "0-d-array", "list-of-0-d-array"],
)
def test_hand_history_sources_that_are_not_sources_are_refused(source: object, error: str) -> None:
    # the long fuzz run: ValueError embedded null byte, TypeError iteration over a 0-d array
    from pokerrank.handhistory import audit, read

    for function in (read, audit):
        with pytest.raises(PokerRankError, match=error):
            list(function(source))  # type: ignore[arg-type]


@pytest.mark.parametrize("encode", [False, True])
def test_a_phh_number_of_thousands_of_digits_is_a_hand_that_cannot_be_read(encode: bool) -> None:
    # int() of 5,000 digits raised ValueError from the PHH reader
    import sys

    from pokerrank.handhistory import read

    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        text = _phh("9" * 5000)
    finally:
        sys.set_int_max_str_digits(old)
    (record,) = read(text.encode() if encode else text)
    assert record.error is not None and "too long" in str(record.error)


@pytest.mark.parametrize("amount", ["5" * 19, "5²", "٥٠"])
def test_a_pokerstars_amount_of_many_or_odd_digits_is_refused(amount: str) -> None:
    # int() of 5,000 digits raised ValueError; '²' passes str.isdigit() and fails int()
    from pokerrank.handhistory import read

    text = (
        "PokerStars Hand #2: Hold'em No Limit ($0.50/$1 USD) - 2024/01/01 12:00:00 ET\n"
        "Table 'T' 6-max Seat #1 is the button\n"
        f"Seat 1: ann (${amount} in chips)\nSeat 2: bob ($50 in chips)\n"
        "ann: posts small blind $0.50\nbob: posts big blind $1\n*** HOLE CARDS ***\n"
        "ann: folds\nUncalled bet ($0.50) returned to bob\nbob collected $1 from pot\n"
        "*** SUMMARY ***\nTotal pot $1 | Rake $0\nSeat 1: ann (small blind) folded before Flop\n"
        "Seat 2: bob (big blind) collected ($1)\n"
    )
    (record,) = read(text)
    assert record.error is not None and "is not an amount" in str(record.error)


@pytest.mark.parametrize("workers", [253_880, 10**6])
def test_a_local_cluster_of_absurdly_many_workers_is_refused_before_it_starts(workers: int) -> None:
    # workers=253880 started worker processes for minutes (the long fuzz run's preflop 'hang')
    from pokerrank import preflop
    from pokerrank.handhistory import audit

    with pytest.raises(PokerRankError, match=r"at most .* local processes"):
        preflop.vs_random("holdem", samples=1000, workers=workers)
    with pytest.raises(PokerRankError, match=r"at most .* local processes"):
        list(audit("variant = 'NT'\n", workers=workers))


def test_a_stack_that_is_not_positive_is_named_as_a_number() -> None:
    # the command said "the stack of 'a' is Fraction(-5, 1)" (Python's words)
    from click.testing import CliRunner

    from pokerrank.cli import cli

    result = CliRunner().invoke(cli, ["icm", "--stack", "a=-5", "--stack", "b=3", "--payout", "10 5"])
    assert result.exit_code == 2
    assert "the stack of 'a' is -5;" in result.output and "Fraction" not in result.output


# -- the long fuzz run of 2026-12-06: a list numpy would read without end, a 5,000-digit chip,
# -- a message quoting a megabyte player name


@pytest.mark.parametrize(
    "codes",
    [range(10**12), [range(10**12)], [[1, 2], range(10**12)], range(10**20), [[range(10**20)]]],
    ids=["range", "row", "second-row", "past-ssize_t", "deep"],
)
@pytest.mark.parametrize("entry", ["array_to_cards", "evaluate_array", "categories"])
def test_an_endless_list_of_codes_is_refused_before_numpy_reads_it(entry: str, codes: object) -> None:
    # np.asarray(range(10**12)) raised a bare MemoryError; len(range(10**20)) OverflowError
    call = getattr(pokerrank, entry)
    with pytest.raises(PokerRankError, match=r"at most 1,000,000 hands|more than 16,777,216 numbers") as caught:
        call(codes)
    assert len(str(caught.value)) < 200 and "range(0, 10000" in str(caught.value)


def test_cards_to_array_refuses_more_hands_than_a_length_can_say() -> None:
    # len(range(10**20)) raised OverflowError
    with pytest.raises(PokerRankError, match="at most 1,000,000 hands"):
        pokerrank.cards_to_array(range(10**20))


def test_array_to_cards_refuses_an_array_of_more_hands_than_it_makes_at_once() -> None:
    # an array of a billion rows of no cards holds no bytes, and was made into a billion tuples;
    # one row past the limit was made into 1,000,001
    from pokerrank.cards import MAX_HANDS

    for rows in (MAX_HANDS + 1, 10**12):
        with pytest.raises(pokerrank.InvalidCardError, match="at most 1,000,000 hands"):
            pokerrank.array_to_cards(np.empty((rows, 0), np.uint8))
    assert len(pokerrank.array_to_cards(np.zeros((3, 2), np.uint8))) == 3


def test_a_list_of_codes_within_the_limit_is_still_read() -> None:
    from pokerrank._checks import check_array_input

    check_array_input([[0, 1]] * 4, "the hands", most=8)  # the numbers, not the rows: exactly at the limit
    check_array_input([[[0, 1]] * 2] * 2, "the hands", most=8)
    for over in ([[0, 1]] * 4 + [[0]], [[0, 1], range(7)], [[[0, 1]] * 2] * 2 + [[[0]]], range(9)):
        with pytest.raises(PokerRankError, match="more than 8 numbers"):
            check_array_input(over, "the hands", most=8)
    parse = pokerrank.parse_cards
    assert pokerrank.array_to_cards([[51, 45], [0, 1]]) == [parse("As Kd"), parse("2c 2d")]


@pytest.mark.parametrize("where", ["chip", "bet", "chip-quick"])
@pytest.mark.parametrize("amount", [10**5000, 10**18 + 1], ids=["5001-digits", "past-10**18"])
def test_showdown_refuses_a_chip_amount_past_the_bound_naming_it(where: str, amount: int) -> None:
    # chip=10**5000 raised ValueError "Exceeds the limit (4300 digits)" from the message's str()
    from pokerrank.errors import ChipAmountError

    bet = amount if where == "bet" else 100
    players = [{"name": "ann", "cards": "As Ks", "bet": bet}, {"name": "bob", "cards": "Qd Qc", "bet": bet}]
    if where == "chip-quick":  # the quick read: no mappings
        players = [pokerrank.Player("ann", "As Ks", bet=100), pokerrank.Player("bob", "Qd Qc", bet=100)]
    chip = 1 if where == "bet" else amount
    with pytest.raises(ChipAmountError, match=r"must be at most 10\*\*18 chips") as caught:
        pokerrank.showdown("holdem", "2c 3d 4h 8s 9s", players, chip=chip)
    name = "ann's bet" if where == "bet" else "the smallest chip"
    assert str(caught.value).startswith(name) and len(str(caught.value)) < 120


def test_showdown_takes_chip_amounts_up_to_the_bound() -> None:
    top = 10**18
    players = [pokerrank.Player("ann", "As Ks", bet=top), pokerrank.Player("bob", "Qd Qc", bet=top)]
    result = pokerrank.showdown("holdem", "2c 3d 4h 8s 9s", players, chip=top)
    assert result.totals == {"ann": 0, "bob": 2 * top}


@pytest.mark.parametrize(
    "player", ["x" * 100_000, 10**5000, ["x" * 1000] * 1000, "ann\n" * 50], ids=["long", "huge-int", "list", "lines"]
)
def test_outs_quotes_a_player_it_refuses_in_one_short_line(player: object) -> None:
    # stud outs said "player 'xxx…' is not one of the players" with all 100,000 characters
    # (a list: a million); a 5,000-digit int raised ValueError from its repr
    hands = {"ann": "As Ad 2c 3c 4c", "bob": "Ks Kd 2d 3d 4d"}
    with pytest.raises(PokerRankError) as caught:
        pokerrank.outs("stud", hands, player=player)  # type: ignore[arg-type]
    message = str(caught.value)
    assert "player=" in message and len(message) < 200 and "\n" not in message


def test_outs_lists_many_long_names_in_a_short_message() -> None:
    # 23 names of 200 characters made a message of about 4,700 characters (8 in stud: 1,700)
    board = pokerrank.parse_cards("Ah Kh Qh")
    cards = [c for c in pokerrank.deck() if c not in board]
    names = [f"{i:02d}" + "n" * 198 for i in range(23)]
    stud = {name: cards[5 * i : 5 * i + 5] for i, name in enumerate(names[:8])}
    with pytest.raises(pokerrank.UnknownPlayerError) as caught:
        pokerrank.outs("stud", stud, player="nobody")
    assert len(str(caught.value)) < 600
    holdem = {name: cards[2 * i : 2 * i + 2] for i, name in enumerate(names)}
    result = pokerrank.outs("holdem", holdem, board=board)
    with pytest.raises(pokerrank.UnknownPlayerError) as caught:
        result.player("nobody")
    assert len(str(caught.value)) < 700 and "\n" not in str(caught.value)


def test_a_preflop_table_quotes_a_long_class_name_shortened() -> None:
    # the long fuzz run (seed 2): "unknown starting-hand class 'As As As …'" of 15,170 characters
    from pokerrank import preflop

    with pytest.raises(PokerRankError, match="unknown starting-hand class") as caught:
        preflop.matchups("holdem", hands=["As " * 5000], samples=1000, seed=8)
    assert len(str(caught.value)) < 400


def test_outs_refuses_an_endless_list_of_hands_without_reading_it() -> None:
    # the long fuzz run (seed 4): list(range(10**12)) raised MemoryError
    with pytest.raises(PokerRankError, match="at most 52 players"):
        pokerrank.outs("short deck holdem", range(10**12), [], [])  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: pokerrank.equity("holdem", range(10**12)), "at most 52 players"),
        (lambda: pokerrank.icm(range(10**12), [1]), "at most 1,048,576 stacks"),
        (lambda: pokerrank.icm([3, 2, 1], range(10**12)), "at most 1,048,576 payouts"),
        (lambda: pokerrank.showdown("holdem", "2c 3d 4h 8s 9s", range(10**12)), "at most 10,000 players"),
    ],
    ids=["equity", "icm-stacks", "icm-payouts", "showdown"],
)
def test_an_endless_list_of_players_is_refused_without_reading_it(call: Any, words: str) -> None:
    # list(range(10**12)) raised MemoryError in equity's, ICM's and the deal's readers
    with pytest.raises(PokerRankError, match=words) as caught:
        call()
    assert "range(0, 1000000000000)" in str(caught.value) and len(str(caught.value)) < 200


def test_the_bounds_on_players_still_take_a_full_table() -> None:
    assert len(pokerrank.icm(range(1, 11), [50, 30, 20]).players) == 10
    deck = [str(c) for c in pokerrank.deck()]
    hands = (" ".join(deck[2 * i : 2 * i + 2]) for i in range(23))  # a generator: read, not counted
    assert len(pokerrank.equity("holdem", hands, " ".join(deck[46:51])).players) == 23
    many = [{"name": f"p{i}", "folded": True, "bet": 1} for i in range(9_998)]
    players = [*many, {"name": "ann", "cards": "As Ks"}, {"name": "bob", "cards": "Qd Qc"}]
    assert pokerrank.showdown("holdem", "2c 3d 4h 8s 9s", iter(players)).totals["bob"] == 9_998
    with pytest.raises(pokerrank.DealError, match="at most 10,000 players, got 10,001"):
        pokerrank.showdown("holdem", "2c 3d 4h 8s 9s", [*players, {"name": "cy", "folded": True}])


@pytest.mark.parametrize("where", ["rake", "dead", "chip_amount"])
def test_a_rake_or_dead_money_of_5000_digits_is_a_chip_amount_error(where: str) -> None:
    # rake=10**5000 raised ValueError "Exceeds the limit (4300 digits)" from rake_by_pots'
    # message, dead=10**5000 the same from the dead money's
    from pokerrank.errors import ChipAmountError
    from pokerrank.pots import chip_amount

    players = [pokerrank.Player("ann", "As Ks", bet=100), pokerrank.Player("bob", "Qd Qc", bet=100)]
    def call() -> object:
        if where == "chip_amount":
            return chip_amount(10**5000, "the rake cap")
        return pokerrank.showdown("holdem", "2c 3d 4h 8s 9s", players, **{where: 10**5000})

    with pytest.raises(ChipAmountError, match=r"must be at most 10\*\*18 chips") as caught:
        call()
    assert len(str(caught.value)) < 120
    with pytest.raises(ChipAmountError, match=r"is negative"):
        chip_amount(-(10**5000), "the rake cap")
    assert chip_amount(10**18, "the rake cap") == 10**18 and chip_amount(float(10**18), "x") == 10**18


_HOLES = [[[51, 50], [0, 5]]]
_BOARDS = [[8, 13, 22, 31, 40]]


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"holes": [range(10**12)]}, "the hole cards hold more than"),
        ({"boards": [range(10**12)]}, "the boards hold more than"),
        ({"bets": [range(10**12)]}, "the bets hold more than"),
        ({"folded": [range(10**12)]}, "the folded flags hold more than"),
    ],
    ids=["holes", "boards", "bets", "folded"],
)
def test_showdown_batch_refuses_endless_lists_before_numpy_reads_them(kwargs: dict, words: str) -> None:
    # np.asarray([range(10**12)]) raised MemoryError
    args = {"holes": _HOLES, "boards": _BOARDS, **kwargs}
    with pytest.raises(PokerRankError, match=words):
        pokerrank.showdown_batch("holdem", args.pop("holes"), args.pop("boards"), **args)


def test_showdown_batch_refuses_bets_past_the_bound_instead_of_wrapping_them() -> None:
    # a uint64 bet of 2**63 became -2**63 in the int64 copy, and the deal was decided on it
    from pokerrank.errors import ChipAmountError

    bets = np.array([2**63, 2**63], dtype=np.uint64)
    with pytest.raises(ChipAmountError, match="at most 10\\*\\*18 chips"):
        pokerrank.showdown_batch("holdem", _HOLES, _BOARDS, bets=bets)
    top = np.array([10**18, 10**18], dtype=np.uint64)
    assert pokerrank.showdown_batch("holdem", _HOLES, _BOARDS, bets=top).chips.tolist() == [[2e18, 0.0]]


def test_the_showdown_command_quotes_a_bet_of_5000_digits_shortened() -> None:
    # "--bet ann=<5,000 digits>" printed the whole bet in its message
    from click.testing import CliRunner

    from pokerrank.cli import cli

    args = ["showdown", "-g", "holdem", "-b", "2c 3d 4h 8s 9s", "-p", "ann=As Ks", "-p", "bob=Qd Qc"]
    result = CliRunner().invoke(cli, [*args, "--bet", "ann=" + "9" * 5000])
    assert result.exit_code != 0 and "is more than 10**18 chips" in result.output  # (it said "not a whole number")
    assert len(result.output) < 300
    for bet, said in (("9" * 30, "at most 10**18 chips"), ("1.5", "is not a whole number of chips")):
        result = CliRunner().invoke(cli, [*args, "--bet", "ann=" + bet])
        assert result.exit_code != 0 and said in result.output, (bet, result.output)


@pytest.mark.parametrize("boards", [range(10**12), range(10**20), ["2c 3d 4h 8s 9s"] * 1001], ids=str)
def test_showdown_refuses_endless_boards_without_reading_them(boards: Any) -> None:
    # list(range(10**12)) raised MemoryError; range(10**20) OverflowError
    with pytest.raises(pokerrank.DealError, match="at most 1,000 runs"):
        pokerrank.showdown("holdem", None, ["As Ks", "Qd Qc"], boards=boards)
    runs = ["2c 3d 4h 8s 9s", "2c 3d 4h 8s Kd"]
    assert pokerrank.showdown("holdem", None, ["As Ks", "Qd Qc"], boards=runs).boards == tuple(runs)


def test_build_pots_refuses_a_bet_past_the_bound_naming_it() -> None:
    # build_pots({"ann": 10**30, ...}) was taken as it was, chips no showdown takes
    from pokerrank.errors import ChipAmountError
    from pokerrank.pots import build_pots

    with pytest.raises(ChipAmountError, match=r"ann's bet must be at most 10\*\*18 chips"):
        build_pots({"ann": 10**30, "bob": 100})
    assert [pot.amount for pot in build_pots({"ann": 10**18, "bob": 10**18}).pots] == [2 * 10**18]


@pytest.mark.parametrize("hands", [lambda: range(10**12), lambda: itertools.cycle(["AA"])], ids=["range", "cycle"])
def test_preflop_an_endless_list_of_classes_is_refused_naming_it(hands: Any) -> None:
    from pokerrank import preflop
    from pokerrank.errors import RangeError

    with pytest.raises(RangeError, match="starting-hand class"):
        preflop.matchups("holdem", hands=hands())


@pytest.mark.parametrize("source", [{"ohh": {}}, {}, [{"spec_version": "1.4.6"}]], ids=["ohh-dict", "empty", "in-list"])
def test_a_mapping_is_no_source_of_hands_not_a_list_of_paths(source: object) -> None:
    """``read(to_ohh(hand))`` said ``ohh: no such file`` (the dict's keys read as paths; an
    empty dict read as no hands at all): a mapping is refused, naming it and the road to take."""
    from pokerrank.handhistory import audit, read

    with pytest.raises(PokerRankError, match=r"read\(\) takes .* not a mapping .*read\(json\.dumps\(hand\)\)"):
        list(read(source))  # type: ignore[arg-type]
    with pytest.raises(PokerRankError, match=r"\(\) takes .* not a mapping"):  # (audit() as it said before)
        list(audit(source))  # type: ignore[arg-type]


def test_an_ohh_text_nested_too_deep_is_a_record_that_cannot_be_read() -> None:
    # the fuzz run of this session: RecursionError from json on 2,500 brackets (2.5 kB)
    from pokerrank.handhistory import Outcome, audit_hand, read

    (record,) = read('{"ohh": ' + "[" * 2500 + "}")
    assert record.error is not None and "nested too deep" in record.error.reason
    assert audit_hand(record).outcome is Outcome.NOT_AUDITABLE


@pytest.mark.parametrize("rake", [2.0, np.int64(2), 0.0])
def test_a_whole_rake_given_as_a_float_or_numpy_integer_is_that_rake(rake: object) -> None:
    # the fuzz run: TypeError 'float' object is not iterable (the rake rule's JSON read it as a mapping)
    players = [{"name": "a", "cards": "As Ad", "bet": 10}, {"name": "b", "cards": "Ks Kd", "bet": 10}]
    given = pokerrank.showdown("holdem", "2c 7d 9h Js 3c", players, rake=rake)  # type: ignore[arg-type]
    whole = pokerrank.showdown("holdem", "2c 7d 9h Js 3c", players, rake=int(rake))  # type: ignore[call-overload]
    assert given.to_dict() == whole.to_dict()
    assert pokerrank.showdown_from_dict(given.to_dict()).to_dict() == given.to_dict()


@pytest.mark.parametrize("rake", [{"x" * 5000: 1}, {"rate": np.zeros((3, 3)), "x": 1}], ids=["long-key", "array"])
def test_a_rake_mapping_refused_is_quoted_on_one_short_line(rake: dict[str, object]) -> None:
    # the fuzz run: a message of 5,071 characters, or of several lines (an array's repr)
    players = [{"name": "a", "cards": "As Ad", "bet": 10}, {"name": "b", "cards": "Ks Kd", "bet": 10}]
    with pytest.raises(ChipAmountError, match="a rake is a number of chips") as caught:
        pokerrank.showdown("holdem", "2c 7d 9h Js 3c", players, rake=rake)  # type: ignore[arg-type]
    assert len(str(caught.value)) < 300 and "\n" not in str(caught.value)


@pytest.mark.parametrize("value", [None, 5, "text", {}], ids=["none", "int", "text", "dict"])
def test_replay_of_what_is_no_hand_record_is_refused_naming_it(value: object) -> None:
    # this session's new-user review: AttributeError "... has no attribute 'error'" from replay()
    from pokerrank.handhistory import replay

    with pytest.raises(PokerRankError, match=r"replay\(\) takes a hand record"):
        replay(value)  # type: ignore[arg-type]
