"""Every parameter checked at the edge, no crash, no hang (the reproducers).

Each test here failed before its fix: a leak of Python's own errors, a silent wrong answer,
a traceback from the command line, or work that grew faster than the input. The generated
hostile inputs are in tests/test_fuzz.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest
from _helpers import run_cli as run

import pokerrank
from pokerrank._checks import check_flag, check_int, check_name, decode_text, load_json, shorten
from pokerrank.cli import one_line
from pokerrank.errors import InvalidStrengthError, PokerRankError

# -- quoting what the user gave ----------------------------------------------------------------


class _BadRepr:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")


def _nested(depth: int) -> list[object]:
    value: list[object] = []
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize(
    "value",
    [
        "x" * 1_000_000,
        b"x" * 1_000_000,
        10**5000,  # repr() refuses ints past 4,300 digits
        -(10**100_000),
        _nested(100_000),  # repr() recurses
        _BadRepr(),
        [_BadRepr()],
        {"k": _BadRepr()},
        np.zeros((2000, 2000)),
        float("nan"),
    ],
    ids=["str", "bytes", "huge-int", "huger-int", "deep", "bad-repr", "bad-item", "bad-value", "array", "nan"],
)
def test_shorten_never_fails_and_stays_short(value: object) -> None:
    text = shorten(value)
    assert isinstance(text, str) and 0 < len(text) <= 60


def test_shorten_keeps_short_values_as_repr() -> None:
    assert shorten("As Kd") == "'As Kd'"
    assert shorten([1, 2, 3]) == "[1, 2, 3]"
    assert shorten("x" * 100, 20) == "'xxxxxxxx…xxxxxxxxx'"


# -- the checks themselves --------------------------------------------------------------------


@pytest.mark.parametrize("value", [True, False, 1.0, 2.5, Decimal(3), Fraction(3), "3", None, [3], np.float64(3)])
def test_check_int_refuses_what_is_not_a_whole_number(value: object) -> None:
    with pytest.raises(PokerRankError, match="must be a whole number"):
        check_int(value, "samples")


def test_check_int_takes_numpy_integers_and_checks_the_range() -> None:
    assert check_int(np.int64(5), "samples", low=1) == 5
    assert type(check_int(np.uint8(5), "samples")) is int
    with pytest.raises(PokerRankError, match="at least 1, got 0"):
        check_int(0, "samples", low=1)
    with pytest.raises(PokerRankError, match="at most 10"):
        check_int(10**5000, "samples", high=10)


@pytest.mark.parametrize("value", ["no", "", None, 2, -1, 0.5, [True]])
def test_check_flag_refuses_what_is_not_true_or_false(value: object) -> None:
    with pytest.raises(PokerRankError, match="must be True or False"):
        check_flag(value, "jokers")


@pytest.mark.parametrize(
    ("value", "match"),
    [
        (None, "must be a string"),
        (5, "must be a string"),
        ("", "must not be empty"),
        ("   ", "must not be empty"),
        ("a" * 201, "at most 200 characters, got 201"),
        ("ann\nbob", "control characters"),
        ("ann\x00", "control characters"),
        ("\udcff", "lone surrogate"),
    ],
)
def test_check_name(value: object, match: str) -> None:
    with pytest.raises(PokerRankError, match=match):
        check_name(value, "a player's name")


def test_check_name_takes_any_printable_name() -> None:
    for name in ("ann", "Zoë", "玩家", "[afk]bob", "x[/]", "a b", "🂡"):
        assert check_name(name, "a name") == name


@pytest.mark.parametrize(
    ("data", "match"),
    [
        ("{}".encode("utf-16"), "UTF-16 text, not UTF-8"),
        ("{}".encode("utf-32"), "UTF-32 text, not UTF-8"),
        (bytes(range(256)), "not UTF-8 text"),
        ("é".encode("latin-1"), "not UTF-8 text"),
    ],
)
def test_decode_text_refuses_what_is_not_utf8(data: bytes, match: str) -> None:
    with pytest.raises(PokerRankError, match=match):
        decode_text(data, "the deal")


def test_decode_text_takes_utf8_with_or_without_bom() -> None:
    assert decode_text("Zoë".encode(), "x") == "Zoë"
    assert decode_text(b"\xef\xbb\xbf" + "Zoë".encode(), "x") == "Zoë"


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested more than 64 levels"),
        ("[" * 65 + "]" * 65, "nested more than 64 levels"),
        ('{"chip": ' + "9" * 5000 + "}", "an integer of 5,000 digits"),
        ('{"chip": NaN}', "NaN is not a JSON value"),
        ('{"chip": -Infinity}', "-Infinity is not a JSON value"),
        ('{"chip": 1e999}', "too large"),
        ("{not json", "not valid JSON"),
        ("", "not valid JSON"),
    ],
)
def test_load_json_limits(text: str, match: str) -> None:
    with pytest.raises(PokerRankError, match=match):
        load_json(text, "the deal")


def test_load_json_takes_a_deal() -> None:
    deal = {"game": "holdem", "players": [{"name": "ann", "cards": "As Ad", "bet": 10**18}]}
    assert load_json(json.dumps(deal).encode(), "the deal") == deal
    assert load_json("[" * 64 + "]" * 64, "x") is not None


# -- cards ------------------------------------------------------------------------------------


@pytest.mark.parametrize("codes", [[53], [-1], [52 + 256], [1.5], [True], [None], ["Xx"]])
def test_format_cards_refuses_what_is_not_a_card(codes: list[object]) -> None:
    # [53] raised IndexError and [-1] gave 'Jk' (a list read from the end)
    with pytest.raises(pokerrank.InvalidCardError):
        pokerrank.format_cards(codes)  # type: ignore[arg-type]


def test_format_cards_takes_cards_codes_and_text() -> None:
    assert pokerrank.format_cards([51, np.uint8(46), "2c", 52]) == "As Kh 2c Jk"
    assert pokerrank.format_cards("as kd", sep="") == "AsKd"
    assert pokerrank.format_cards([]) == pokerrank.format_cards("") == ""
    with pytest.raises(pokerrank.InvalidCardError, match="sep must be a string"):
        pokerrank.format_cards([1], sep=None)  # type: ignore[arg-type]


@pytest.mark.parametrize("hands", [None, 5, 1.5, b"As Kd", [1.0, 2.0], [True, False], [None], [[1, 2], [3]]])
def test_cards_to_array_refuses(hands: object) -> None:
    with pytest.raises(PokerRankError):
        pokerrank.cards_to_array(hands)  # type: ignore[arg-type]


def test_cards_to_array_takes_numpy_codes_and_jokers() -> None:
    assert pokerrank.cards_to_array([np.int64(51), np.uint8(47)]).tolist() == [51, 47]
    assert pokerrank.cards_to_array(np.array([51, 47])).tolist() == [51, 47]
    assert pokerrank.cards_to_array(np.array([[51, 47], [0, 1]])).tolist() == [[51, 47], [0, 1]]
    assert pokerrank.cards_to_array("Jk As").tolist() == [52, 51]


@pytest.mark.parametrize(
    "array", [[[1, 2], [3]], np.array([1.0, 2.0]), np.array([True]), [0.5], np.zeros((1, 1, 1), int), None, [53]]
)
def test_array_to_cards_refuses(array: object) -> None:
    with pytest.raises(pokerrank.InvalidCardError):
        pokerrank.array_to_cards(array)  # type: ignore[arg-type]


@pytest.mark.parametrize("jokers", [True, 1.0, "1", None, 2])
def test_deck_takes_0_or_1_jokers_as_a_number(jokers: object) -> None:
    with pytest.raises(pokerrank.InvalidCardError):
        pokerrank.deck(jokers=jokers)  # type: ignore[arg-type]


def test_parse_cards_flags_are_bools() -> None:
    with pytest.raises(pokerrank.InvalidCardError, match="jokers must be True or False"):
        pokerrank.parse_cards("As Kd", jokers="no")  # type: ignore[arg-type]
    assert pokerrank.parse_cards("Jk", jokers=1) == (pokerrank.Card(52),)


def test_card_errors_quote_a_shortened_input() -> None:
    with pytest.raises(pokerrank.InvalidCardError) as caught:
        pokerrank.parse_cards("As " + "Xd " * 300_000)
    assert len(str(caught.value)) < 300


# -- the command line -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "match"),
    [
        (bytes(range(256)) * 4, "not UTF-8 text"),
        ('{"game": "holdem"}'.encode("utf-16"), "UTF-16 text, not UTF-8"),
        (("[" * 100_000 + "]" * 100_000).encode(), "nested more than 64 levels"),
        (('{"game": "holdem", "players": [], "chip": ' + "9" * 5000 + "}").encode(), "5,000 digits"),
    ],
    ids=["binary", "utf-16", "deep", "huge-int"],
)
def test_showdown_file_that_is_not_a_deal_is_one_line(data: bytes, match: str) -> None:
    code, out, err = run("showdown", "--file", "-", stdin=data)
    assert code == 2 and not out
    assert err.startswith("error: --file") and match in err and err.count("\n") == 1


def test_showdown_file_takes_utf8_with_a_bom() -> None:
    deal = {"game": "holdem", "board": "Ah Kh 7d 4c 2s", "players": {"Zoë": "As Ad", "bob": "Ks Kd"}}
    code, out, err = run("showdown", "--file", "-", "--json", stdin=b"\xef\xbb\xbf" + json.dumps(deal).encode())
    assert code == 0, err
    assert json.loads(out)["players"][0]["name"] == "Zoë"


def test_error_with_a_newline_is_one_line() -> None:
    code, _, err = run("rank", "As\nXd Kc Qd Jh")
    assert code == 2 and err.count("\n") == 1 and "\\n" in err


def test_error_for_a_megabyte_of_input_is_short() -> None:
    code, _, err = run("rank", "X" * 1_000_000)
    assert code == 2 and err.count("\n") == 1 and len(err) < 1100


def test_one_line() -> None:
    assert one_line("a\nb\r\tc\x00\x85\u2028") == "a\\nb\\r\\tc\\x00\\x85\\u2028"
    long = one_line("x" * 10**6)
    assert len(long) < 1100 and " … " in long


def _console(*args: str, env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "pokerrank.cli", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, **(env or {})},
    )


@pytest.mark.slow
@pytest.mark.parametrize("args", [("games",), ("games", "--json"), ("rankings",)])
def test_a_reader_that_stops_reading_ends_the_command_quietly(args: tuple[str, ...]) -> None:
    # `pokerrank games | head -1` exited 1 (click's broken-pipe handling)
    with _console(*args) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.close()
        assert process.wait(timeout=60) == 0
        assert process.stderr.read() == b""


@pytest.mark.slow
def test_a_name_strict_output_cannot_encode_is_refused_in_one_line() -> None:
    # a command line that is not UTF-8 gives Python lone surrogates; printing them raised
    # UnicodeEncodeError with a traceback
    name = os.fsdecode(b"\xff")
    with _console(
        "showdown", "-g", "holdem", "-b", "Ah Kh 7d 4c 2s", "-p", f"{name}=As Ad", "-p", "bob=Ks Kd",
        env={"PYTHONIOENCODING": "utf-8:strict"},
    ) as process:  # fmt: skip
        _, err = process.communicate(timeout=60)
    assert process.returncode == 2, err
    assert err.startswith(b"error: ") and err.count(b"\n") == 1 and b"Traceback" not in err


@pytest.mark.slow
def test_text_the_output_cannot_encode_is_escaped() -> None:
    with _console(
        "showdown", "-g", "holdem", "-b", "Ah Kh 7d 4c 2s", "-p", "玩家=As Ad", "-p", "bob=Ks Kd",
        env={"PYTHONIOENCODING": "latin-1:strict"},
    ) as process:  # fmt: skip
        out, err = process.communicate(timeout=60)
    assert process.returncode == 0 and not err
    assert b"\\u73a9\\u5bb6" in out


# -- bounded work ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    ["a" + " " * 20_000 + "!", "holdem" + " with wild joker" * 497, "x" * 1_000_000, "holdem with wild " + "j" * 10**6],
)
def test_get_game_refuses_a_long_name_at_once(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Such a name once took 52 s and a RecursionError: the Registry now refuses a name past
    its cap without looking for close names (difflib's matching is quadratic in the length)."""
    import difflib

    def no_matching(*args: object, **kwargs: object) -> None:
        raise AssertionError("a close name was looked for")

    monkeypatch.setattr(difflib, "get_close_matches", no_matching)
    monkeypatch.setattr(difflib, "SequenceMatcher", no_matching)
    with pytest.raises(pokerrank.UnknownGameError) as info:
        pokerrank.get_game(name)
    assert len(str(info.value)) < 1000  # the name is shortened in the message


# -- value objects -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("ranking", "strength", "cards", "error"),
    [
        (pokerrank.HIGH, 99999, (), pokerrank.PokerRankError),  # describe() raised IndexError
        (pokerrank.HIGH, 5, (), pokerrank.EmptyInputError),  # str() raised KeyError 'd0'
        (pokerrank.HIGH, 7000, "As Ks Qs Js Ts", pokerrank.PokerRankError),  # not what the cards make
        (pokerrank.HIGH, True, "As Ks Qs Js Ts", pokerrank.PokerRankError),
        (pokerrank.HIGH, 7462.0, "As Ks Qs Js Ts", pokerrank.PokerRankError),
        (pokerrank.HIGH, 7462, "As As Qs Js Ts", pokerrank.DuplicateCardError),
        (pokerrank.HIGH, 7462, "As Ks Qs Js", pokerrank.HandSizeError),
        (pokerrank.BADUGI, 1, "As Ks Qs Js Ts", pokerrank.HandSizeError),
        (None, 7462, "As Ks Qs Js Ts", pokerrank.HandMismatchError),  # AttributeError
        ("high", 7462, "As Ks Qs Js Ts", pokerrank.HandMismatchError),
    ],
)
def test_a_hand_is_built_only_in_a_state_a_ranking_makes(
    ranking: object, strength: object, cards: object, error: type[Exception]
) -> None:
    with pytest.raises(error):
        pokerrank.Hand(ranking, strength, cards)  # type: ignore[arg-type]


def test_a_hand_built_by_hand_is_the_hand_evaluate_makes() -> None:
    made = pokerrank.Hand(pokerrank.HIGH, 7462, pokerrank.parse_cards("As Ks Qs Js Ts 2c 3d"))
    assert made == pokerrank.evaluate("As Ks Qs Js Ts 2c 3d") and made.describe("de") == "Royal Flush"
    no_low = pokerrank.Hand(pokerrank.EIGHT_OR_BETTER, 0, pokerrank.parse_cards("Kc Qd Jh 9s 8c"))
    assert no_low.describe() == "no qualifying low"


# -- strengths ---------------------------------------------------------------------------------


@pytest.mark.parametrize("ranking", ["high", "razz", "2-7", "short-deck", "high-wild", "badugi"])
@pytest.mark.parametrize("first", [True, False, 1.0, 0.0, Decimal(1), Fraction(1), np.float64(1.0), np.True_], ids=repr)
def test_strength_refuses_what_evaluate_refuses(ranking: str, first: object) -> None:
    # strength([True, 51, 47, 43, 30]) returned 1255 (True read as 2d) while evaluate refused it
    codes = [first, 51, 47, 43, 30] if ranking != "badugi" else [first, 51, 46, 41]
    with pytest.raises(pokerrank.InvalidCardError):
        pokerrank.evaluate(codes, ranking)
    with pytest.raises(pokerrank.InvalidCardError):
        pokerrank.strength(codes, ranking)
    array = np.array(codes)
    if array.dtype.kind not in "iu":  # numpy reads [True, 51, ...] as the ints [1, 51, ...] itself
        with pytest.raises(pokerrank.InvalidCardError):
            pokerrank.strength(array, ranking)


def test_strength_takes_numpy_integers_and_still_refuses_bools_after() -> None:
    expected = pokerrank.strength([1, 51, 47, 43, 30])
    assert pokerrank.strength([np.uint8(1), np.int64(51), 47, 43, 30]) == expected
    assert pokerrank.strength(np.array([1, 51, 47, 43, 30], np.uint8)) == expected
    with pytest.raises(pokerrank.InvalidCardError):
        pokerrank.strength([True, 51, 47, 43, 30])


@pytest.mark.parametrize(
    ("enum", "value", "error"),
    [
        (pokerrank.Rank, 13, pokerrank.InvalidCardError),
        (pokerrank.Rank, None, pokerrank.InvalidCardError),
        (pokerrank.Suit, 4, pokerrank.InvalidCardError),
        (pokerrank.Suit, "s", pokerrank.InvalidCardError),
        (pokerrank.Category, 99, InvalidStrengthError),
        (pokerrank.Category, -1, InvalidStrengthError),
    ],
)
def test_enums_refuse_a_value_they_do_not_have(enum: type, value: object, error: type[Exception]) -> None:
    # a plain ValueError from the enum before
    with pytest.raises(error):
        enum(value)


@pytest.mark.parametrize("enum", [pokerrank.Rank, pokerrank.Suit, pokerrank.Category])
@pytest.mark.parametrize("value", [np.array([]), np.array([1, 2]), [1], {}], ids=["empty", "array", "list", "dict"])
def test_enums_refuse_a_value_that_cannot_be_hashed(enum: type, value: object) -> None:
    # an array was compared with each member: "the truth value of an array is ambiguous"
    with pytest.raises(PokerRankError):
        enum(value)


# -- outs, hand histories, preflop tables --------------------------------------------------------


def test_outs_player_takes_names_as_text() -> None:
    result = pokerrank.outs("holdem", {"a": "Ac Kc", "b": "Qd Qs"}, board="2c 7c Qh Jd")
    for name, side in [(np.array([]), None), ("a", 5), (None, None), ("a", "x" * 10_000)]:
        # an array name raised numpy's "truth value of an empty array is ambiguous"
        with pytest.raises(pokerrank.DealError) as caught:
            result.player(name, side)  # type: ignore[arg-type]
        assert len(str(caught.value)) < 300


@pytest.mark.parametrize("source", [None, 5, {"a": 1}, [None], [5]])
def test_audit_refuses_what_is_not_a_hand_history(source: object) -> None:
    from pokerrank.handhistory import audit

    # audit(None) raised TypeError: 'NoneType' object is not iterable
    with pytest.raises(pokerrank.PokerRankError):
        list(audit(source))


def test_audit_hand_refuses_what_is_not_a_record() -> None:
    from pokerrank.handhistory import audit_hand

    with pytest.raises(pokerrank.PokerRankError):
        audit_hand("PokerStars Hand #1")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "options",
    [
        {"scheduler": 1.5},  # TypeError from dask.distributed.Client, after the boards were built
        {"scheduler": ""},
        {"progress": 5},
        {"out": 3},
        {"samples": 10**13},  # days of work
        {"samples": 10**5000},
        {"seed": 2**128},  # past the one seed range, 0 to 2**128 - 1 (2**70 is a seed like any other)
    ],
)
def test_preflop_tables_refuse_where_they_cannot_run_before_any_work(options: dict[str, object]) -> None:
    from pokerrank import preflop

    options = {"samples": 1000, **options}
    with pytest.raises(pokerrank.PokerRankError):
        preflop.vs_random("short-deck", **options)  # type: ignore[arg-type]
    with pytest.raises(pokerrank.PokerRankError):
        preflop.matchups("short-deck", "AA, KK", **options)  # type: ignore[arg-type]


def test_shorten_quotes_an_array_on_one_line() -> None:
    # a numpy array's repr runs over lines: error messages quoting it did too
    text = shorten(np.arange(20).reshape(4, 5))
    assert "\n" not in text and text.startswith("array([[")


def test_more_entry_points_refuse_what_they_cannot_use() -> None:
    from pokerrank import preflop
    from pokerrank.handhistory import audit

    calls = [
        lambda: pokerrank.cards_to_array(np.array(5)),  # TypeError: iteration over a 0-d array
        lambda: list(audit(np.array(5))),
        lambda: preflop.matchups("holdem", 1.5, samples=100),  # type: ignore[arg-type]
        lambda: pokerrank.showdown("holdem", "Ah Kh 7d 4c 2s", {"a": "As Ad", "b": "Ks Kd"}).player(np.array([])),
        lambda: pokerrank.outs("holdem", None),  # type: ignore[arg-type]
        lambda: pokerrank.outs("holdem", {1: "As Ad", "b": "Ks Kd"}),  # type: ignore[dict-item]
        lambda: pokerrank.outs("holdem", {"a": "As Ad", "b": "Ks Kd"}, board="2c 3d 4h", cards=1.0),  # type: ignore[arg-type]
        lambda: pokerrank.icm_call({"a": 5, "b": 3}, [3, 1], {"": np.zeros((2, 5))}, "a", 0.5),  # type: ignore[arg-type]
        lambda: pokerrank.icm({"a": 10**19, "b": 3}, [3, 1]),
        lambda: pokerrank.icm({"a": Decimal("1e999999"), "b": 3}, [3, 1]),  # a million-digit Fraction
        lambda: pokerrank.icm({"a": 10**5000, "b": 3}, [3, 1]),
    ]
    for call in calls:
        with pytest.raises(PokerRankError) as caught:
            call()
        assert "\n" not in str(caught.value) and len(str(caught.value)) < 400


def test_reading_a_name_too_long_for_a_path_is_one_short_error() -> None:
    from pokerrank.handhistory import read

    # OSError: [Errno 36] File name too long, from Path.is_dir()
    with pytest.raises(pokerrank.PokerRankError) as caught:
        list(read("x" * 10_000))
    assert "cannot be read" in str(caught.value) and len(str(caught.value)) < 300


@pytest.mark.parametrize("value", [10**5000, 12.0, True, "12"], ids=["huge", "float", "bool", "text"])
def test_enums_take_only_whole_numbers(value: object) -> None:
    # 10**5000 raised ValueError from the enum's repr(); 12.0 gave the ace
    with pytest.raises(PokerRankError):
        pokerrank.Rank(value)
    assert pokerrank.Rank(np.int64(12)) is pokerrank.Rank.ACE is pokerrank.Rank(pokerrank.Rank.ACE)
