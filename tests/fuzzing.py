"""The fuzzing harness: every public entry point, its generated arguments, and what a right
answer looks like.

Each :class:`Target` names one entry point (everything in ``pokerrank.__all__`` that can be
called, the constructors of the value objects, ``pokerrank.handhistory``,
``pokerrank.preflop``, the ``pokerrank`` command through click's ``CliRunner``, and deal
files), a strategy for its arguments (tests/strategies.py) and a check of a result it
returns. A call may only

- return a result that passes the check (else a *wrong answer*: a result where an error was
  due, or a result that contradicts another entry point, such as ``strength`` against
  ``evaluate``, or chips that do not add up), or
- raise a :class:`~pokerrank.errors.PokerRankError` (else a *leak*),

within ``seconds + per_unit * size(arguments)`` (else a *hang*), without taking the process
down (else a *crash*). Calls run in a worker process (:class:`Worker`, started once): a
crash or a hang there is seen, the worker is replaced, and pytest goes on.
"""

from __future__ import annotations

import contextlib
import io
import json
import math
import multiprocessing
import os
import pickle
import re
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

import numpy as np
import strategies as gen
from hypothesis import strategies as st

import pokerrank
from pokerrank.errors import PokerRankError

Args = tuple[tuple[Any, ...], dict[str, Any]]


class WrongAnswerError(AssertionError):
    """A result that is not a right answer."""


def expect(condition: object, message: str) -> None:
    """Raise :class:`WrongAnswerError` with ``message`` unless ``condition`` holds."""
    if not condition:
        raise WrongAnswerError(message)


@dataclass(frozen=True)
class Target:
    """One entry point under fuzzing."""

    name: str
    call: Callable[..., Any]
    args: st.SearchStrategy[Args]
    check: Callable[[Any, tuple[Any, ...], dict[str, Any]], None] = lambda result, args, kwargs: None
    seconds: float = 5.0
    """The time a call may take whatever its input (first calls load tables and kernels)."""
    per_unit: float = 2e-5
    """Seconds more per unit of input (a character, an item, an array element)."""
    examples: int | None = None
    """Calls in the long run (None: the run's default); fewer for the slow entry points."""


def size(value: Any, depth: int = 0) -> int:
    """The size of an input: characters, items and array elements, counted through containers."""
    if depth > 20:
        return 1
    if isinstance(value, (str, bytes, bytearray)):
        return len(value) + 1
    if isinstance(value, np.ndarray):
        return int(value.size) + 1
    if isinstance(value, int) and not isinstance(value, bool):
        return max(1, value.bit_length() // 64)
    try:
        if isinstance(value, dict):
            return 1 + sum(size(k, depth + 1) + size(v, depth + 1) for k, v in dict.items(value))
        if isinstance(value, list):
            return 1 + sum(size(v, depth + 1) for v in list.__iter__(value))
        if isinstance(value, (tuple, set, frozenset)):
            return 1 + sum(size(v, depth + 1) for v in value)
    except Exception:  # a hostile item
        return 1
    return 1


def args_of(*params: st.SearchStrategy[Any], **named: st.SearchStrategy[Any]) -> st.SearchStrategy[Args]:
    """Positional and keyword arguments, each keyword present or left out."""

    @st.composite
    def build(draw: st.DrawFn) -> Args:
        args = tuple(draw(p) for p in params)
        kwargs = {k: draw(v) for k, v in named.items() if draw(st.booleans())}
        return args, kwargs

    return build()


P = gen.param
RANKING = P(gen.ranking_names(), st.sampled_from(list(pokerrank.RANKINGS.values())))
GAME = P(gen.game_names())
LANG = P(gen.languages())


# -- checks --------------------------------------------------------------------------------------


def _ranking(value: Any) -> pokerrank.Ranking:
    return pokerrank.get_ranking(value)


def _codes(cards: Any) -> list[int] | None:
    """``cards`` as plain int codes, if it is a sequence of true integers (no bools, no floats)."""
    if isinstance(cards, (str, bytes)) or (isinstance(cards, np.ndarray) and cards.dtype.kind not in "iu"):
        return None
    try:
        items = list(cards)
    except Exception:
        return None
    out = []
    for item in items:
        if isinstance(item, bool) or not isinstance(item, (int, np.integer)):
            return None
        out.append(int(item))
    return out


def check_hand(hand: Any, ranking: pokerrank.Ranking) -> None:
    expect(isinstance(hand, pokerrank.Hand), f"not a Hand: {hand!r}")
    expect(hand.ranking is ranking, "the hand's ranking is not the one asked for")
    expect(
        ranking.category_bounds[0] <= hand.strength <= ranking.max_strength, f"strength {hand.strength} out of range"
    )
    for lang in pokerrank.languages():
        expect(isinstance(hand.describe(lang), str) and hand.describe(lang), "no name")
    expect(len(hand.cards) <= 5 or ranking.min_cards > 5, "more than five cards play")
    expect(set(hand.cards) <= set(hand.all_cards), "a card plays that the hand does not hold")


def check_evaluate(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    ranking = _ranking(args[1] if len(args) > 1 else kwargs.get("ranking", "high"))
    if result is None:
        expect(ranking.name in ("eight-or-better", "eight-or-better-joker"), "None from a ranking without a qualifier")
        return
    check_hand(result, ranking)
    codes = [int(c) for c in result.all_cards]
    expect(pokerrank.strength(codes, ranking) == result.strength, "strength() disagrees with evaluate()")


def check_strength(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    ranking = _ranking(args[1] if len(args) > 1 else kwargs.get("ranking", "high"))
    expect(type(result) is int, f"strength is not an int: {result!r}")
    expect(ranking.category_bounds[0] <= result <= ranking.max_strength, f"strength {result} out of range")
    try:
        hand = ranking.evaluate(args[0])
    except PokerRankError as exc:
        raise WrongAnswerError(f"strength() returned {result} where evaluate() refuses the cards: {exc}") from None
    expect((hand.strength if hand is not None else 0) == result, "strength() disagrees with evaluate()")


def check_evaluate_array(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    ranking = _ranking(args[1] if len(args) > 1 else kwargs.get("ranking", "high"))
    expect(isinstance(result, np.ndarray) and result.dtype == np.int32 and result.ndim == 1, "not an int32 vector")
    rows = np.asarray(args[0])
    expect(len(result) == len(rows), "one strength per row")
    checked = kwargs.get("check", True)
    for i in range(min(len(rows), 16)):
        row = [int(c) for c in rows[i]]
        try:
            expected = ranking.checked_strength(row)
        except PokerRankError as exc:
            if checked is False:
                continue  # unchecked: any value, but no crash
            raise WrongAnswerError(f"evaluate_array() valued row {i} {row} that strength() refuses: {exc}") from None
        expect(int(result[i]) == expected, f"row {i}: evaluate_array() {int(result[i])}, strength() {expected}")


def check_categories(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    ranking = _ranking(args[1] if len(args) > 1 else kwargs.get("ranking", "high"))
    values = np.asarray(args[0])
    expect(isinstance(result, np.ndarray) and result.shape == values.shape, "one category per strength")
    for value, category in zip(values.ravel()[:32], result.ravel()[:32], strict=False):
        expect(int(ranking.category(int(value))) == int(category), f"category of {value}")


def check_parse_cards(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    expect(isinstance(result, tuple) and result and all(type(c) is pokerrank.Card for c in result), "not cards")
    if not kwargs.get("allow_duplicates", False):
        expect(len(set(result)) == len(result), "a card twice without allow_duplicates")
    if not kwargs.get("jokers", False):
        expect(pokerrank.JOKER not in result, "a joker without jokers=True")
    again = pokerrank.parse_cards(pokerrank.format_cards(result), jokers=True, allow_duplicates=True)
    expect(again == result, "format_cards() does not read back")


def check_format_cards(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    expect(isinstance(result, str), "not text")
    try:
        parsed = pokerrank.parse_cards(args[0], jokers=True, allow_duplicates=True)
    except pokerrank.EmptyInputError:
        expect(result == "", "no cards, yet text")
        return
    except PokerRankError as exc:
        raise WrongAnswerError(f"format_cards() wrote {result!r} for what parse_cards() refuses: {exc}") from None
    sep = args[1] if len(args) > 1 else kwargs.get("sep", " ")
    if sep.strip(", \t\n") == "":  # text between the cards reads back only as a separator parse_cards knows
        expect(pokerrank.parse_cards(result, jokers=True, allow_duplicates=True) == parsed, "does not read back")


def check_cards_to_array(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    expect(isinstance(result, np.ndarray) and result.dtype == np.uint8 and result.ndim in (1, 2), "not a uint8 array")
    expect(result.size == 0 or int(result.max()) <= 52, "a code past the joker")
    back = pokerrank.array_to_cards(result)
    expect(len(back) == len(result), "array_to_cards() does not read back")


def check_array_to_cards(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    hands = result if isinstance(result, list) else [result]
    expect(all(isinstance(h, tuple) and all(type(c) is pokerrank.Card for c in h) for h in hands), "not cards")


def check_game(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    expect(isinstance(result, pokerrank.Game), "not a Game")
    expect(pokerrank.get_game(result) is result, "a Game is not its own game")


def check_ranking(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    expect(isinstance(result, pokerrank.Ranking), "not a Ranking")
    expect(pokerrank.get_ranking(result.name) is result, "not found again by its name")


def check_describe(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    expect(isinstance(result, str) and result, "no name")


def check_comparison(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    expect(result.winner in (0, 1, None), f"winner {result.winner!r}")
    expect(isinstance(result.text if hasattr(result, "text") else result.reason, str), "no reason")
    if isinstance(result, pokerrank.Comparison) and result.a is not None and result.b is not None:
        expected = (
            None if result.a.strength == result.b.strength else (0 if result.a.strength > result.b.strength else 1)
        )
        expect(result.winner == expected, "the winner is not the stronger hand")


def check_showdown(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    expect(isinstance(result, pokerrank.ShowdownResult), "not a ShowdownResult")
    bets = sum(p.bet for p in result.players)
    paid = sum(p.total for p in result.players)
    expect(paid + result.rake == bets, f"chips not conserved: bets {bets}, paid {paid}, rake {result.rake}")
    expect(all(p.won >= 0 and p.returned >= 0 for p in result.players), "a negative award")
    for pot in result.pots:
        expect(sum(pot.awards.values()) <= pot.amount, f"{pot.name} pays more than it holds")
        for part in pot.sides:
            strengths = {h.player: h.strength for h in part.hands}
            if part.winners and strengths and all(w in strengths for w in part.winners):
                best = max(strengths[w] for w in part.winners)
                expect(all(s <= best for s in strengths.values()), f"{pot.name} {part.side}: a stronger hand lost")
    data = result.to_dict()
    text = json.dumps(data, ensure_ascii=False)
    expect(pokerrank.showdown_from_dict(json.loads(text)) == result, "to_dict() does not replay to the same result")


def check_showdown_batch(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    expect(result is not None, "no result")


def check_equity(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    total = sum(p.equity for p in result.players)
    expect(
        not result.players or result.interrupted or abs(total - 1) < 1e-6 or result.deals == 0,
        f"equities sum to {total}",
    )
    expect(all(-1e-9 <= p.equity <= 1 + 1e-9 for p in result.players), "an equity outside [0, 1]")


def check_icm(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    expect(all(p.equity >= -1e-9 for p in result.players), "a negative equity")
    if result.exact:
        exact = sum((p.exact_equity or Fraction(0)) for p in result.players)
        paid = sum(Fraction(x) for x in result.payouts[: len(result.players)])
        # payouts come back as floats: 5/11 given reads back as the float nearest it
        expect(
            abs(exact - paid) <= Fraction(1, 10**12) * max(1, abs(paid)),
            f"exact equities sum to {exact}, the paid places to {paid}",
        )


def check_icm_call(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    expect(result.decision in ("call", "fold", "either"), f"decision {result.decision!r}")


def check_outs(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    expect(all(g.count == len(g.cards) for g in result.groups), "a group's count is not its cards")
    expect(all(0 < g.count <= result.deals for g in result.groups), "a group larger than the deals")


def check_parse_range(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    expect(len(set(result.combos)) == len(result.combos), "a combo twice")
    expect(len(result.weights) == len(result.combos), "a weight per combo")
    expect(all(0 < w <= 1 for w in result.weights), "a weight outside (0, 1]")


def check_card(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    expect(0 <= int(result) <= 52 and str(result), "a card past the joker")


def check_hand_object(result: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    check_hand(result, result.ranking)


# -- calls ---------------------------------------------------------------------------------------


def call_hand_methods(hand_cards: Any, ranking: Any, lang: Any, other: Any) -> Any:
    """Evaluate, then use every method of the hand with fuzzed arguments."""
    hand = pokerrank.evaluate(hand_cards, ranking)
    if hand is None:
        return None
    hand.describe(lang)
    with contextlib.suppress(TypeError):  # comparing with what is not a Hand is Python's TypeError
        _ = hand < other
    repr(hand)
    return hand


def call_showdown_result(deal: Any, name: Any) -> Any:
    """A showdown, then its methods with fuzzed arguments."""
    result = pokerrank.showdown_from_dict(deal)
    with contextlib.suppress(PokerRankError):
        result.player(name)
    return result


def call_outs_result(spot: dict[str, Any], name: Any, side: Any) -> Any:
    result = pokerrank.outs(spot["game"], spot["hands"], spot["board"], spot["dead"])
    with contextlib.suppress(PokerRankError):
        result.player(name, side)
    return result


def call_enum(enum: Any, value: Any) -> Any:
    return enum(value)


def call_read_hand_histories(data: Any, errors: Any) -> Any:
    """Read every hand of a file, audit each, convert each to a deal and to PHH and back."""
    from pokerrank.handhistory import audit_hand, read, replay, to_deal, to_phh

    records = list(read(data, errors=errors)) if errors is not None else list(read(data))
    for record in records[:5]:
        if record.error is not None:
            expect(isinstance(record.error, PokerRankError), "a record's error is not a PokerRankError")
            continue
        audit_hand(record)
        with contextlib.suppress(PokerRankError):
            replay(record)
        with contextlib.suppress(PokerRankError):
            deal = to_deal(record)
            with contextlib.suppress(PokerRankError):  # a deal the rules refuse is a verdict, not a leak
                pokerrank.showdown_from_dict(json.loads(json.dumps(deal)))
        with contextlib.suppress(PokerRankError):
            list(read(to_phh(record)))
    return records


def call_audit(data: Any, lang: Any) -> Any:
    from pokerrank.handhistory import audit

    return list(audit(data, lang=lang))


def call_preflop(function: str, kwargs: dict[str, Any]) -> Any:
    """A preflop table with at least one hostile parameter: it must be refused before any work."""
    from pokerrank import preflop

    return getattr(preflop, function)(**kwargs)


def call_preflop_load(data: bytes) -> Any:
    from pokerrank import preflop

    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "table.json")
        with open(path, "wb") as file:
            file.write(data)
        return preflop.load(path)


def call_cli(argv: list[str], stdin: bytes | None) -> tuple[int, str, str]:
    """Run the command as a user would; only exit statuses 0, 1 (an audit that mismatched)
    and 2 (bad input, with one line ``error: ...``) are right."""
    from click.testing import CliRunner

    from pokerrank.cli import cli

    runner = CliRunner()
    with runner.isolated_filesystem():
        result = runner.invoke(cli, argv, input=stdin)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        exc = result.exception
        raise exc.with_traceback(result.exc_info[2] if result.exc_info else None)
    code, err = result.exit_code, result.stderr
    expect(code in (0, 1, 2), f"exit status {code}: {err[-300:]!r}")
    if code == 2:
        lines = err.splitlines()
        expect(len(lines) == 1 and lines[0].startswith("error: "), f"not one error line: {err[-500:]!r}")
        expect(len(err) < 2000, f"an error line of {len(err)} characters")
        raise CommandRefusedError(lines[0])
    return code, result.stdout, err


class CommandRefusedError(PokerRankError):
    """The command refused its input in one line with status 2 (a right answer)."""


def call_deal_file(data: bytes) -> Any:
    return call_cli(["showdown", "--file", "-", "--json"], data)


def _hostile_kw(
    names: Sequence[str], valid: Mapping[str, st.SearchStrategy[Any]], required: Sequence[str] = ()
) -> st.SearchStrategy[dict[str, Any]]:
    """Keyword arguments where at least one is hostile (so the call must refuse at once).
    The ``required`` valid ones are always given (unless hostile): a hostile value that is
    valid after all (workers=5) then makes a small job, not a whole exact table."""

    @st.composite
    def build(draw: st.DrawFn) -> dict[str, Any]:
        bad = draw(st.sampled_from(list(names)))
        kwargs = {k: draw(v) for k, v in valid.items() if k in required or draw(st.booleans())}
        kwargs[bad] = draw(gen.hostile(1).map(lambda v: 0.5 if v is None else v))  # None would mean the default
        return kwargs

    return build()


def _json_text(value: Any) -> str:
    """``value`` as JSON where it can be (anything else as its repr, or a placeholder)."""
    for attempt in (lambda: json.dumps(value, ensure_ascii=False, default=repr), lambda: repr(value)):
        with contextlib.suppress(Exception):
            return attempt()
    return "{}"


def _json_bytes(value: Any) -> bytes:
    return _json_text(value).encode("utf-8", "surrogatepass")


def _deal_bytes() -> st.SearchStrategy[bytes]:
    def encode(deal: Any, how: str) -> bytes:
        text = _json_text(deal)
        data = text.encode("utf-8", "surrogatepass")
        if how == "bom":
            return b"\xef\xbb\xbf" + data
        if how == "utf-16":
            return text.encode("utf-16", "surrogatepass")
        if how == "cut":
            return data[: len(data) // 2]
        if how == "deep":
            return b"[" * 5000 + data
        return data

    return st.builds(encode, gen.deals(), st.sampled_from(["plain", "plain", "plain", "bom", "utf-16", "cut", "deep"]))


def _equity_args(ranged: bool = False) -> st.SearchStrategy[Args]:
    @st.composite
    def build(draw: st.DrawFn) -> Args:
        spot = draw(gen.equity_spots())
        samples = draw(st.sampled_from([None, 1000, 20_000]))
        kwargs: dict[str, Any] = {"samples": samples, "seed": draw(st.integers(0, 2**32))}
        if samples is None:
            kwargs["max_deals"] = 200_000
        for name, values in (
            ("samples", st.sampled_from([0, -1, True, 1.5, 1e17, 2**70, "100", None, 10**5000])),
            ("seed", st.sampled_from([-1, "abc", [1, 2], 1.5, True, 2**64, 2**70, None])),
            ("max_deals", st.sampled_from([None, 0, -1, 1.5, True, "10", 2**70])),
            ("progress", st.sampled_from([5, "x", gen.raising_progress, gen.quiet_progress])),
            ("interruptible", st.sampled_from([1, "yes", None])),
        ):
            if draw(st.integers(0, 7)) == 0:
                kwargs[name] = draw(values)
        game = draw(P(st.just(spot["game"])))
        hands = draw(P(st.just(spot["hands"]), st.just(dict(zip("abcd", spot["hands"], strict=False)))))
        board = draw(P(st.just(spot["board"])))
        dead = draw(P(st.just(spot["dead"])))
        if ranged:
            players = draw(P(st.lists(gen.range_texts(), min_size=2, max_size=3), st.just(["random"] * 23)))
            return (draw(P(st.just("holdem"), st.just("short-deck"))), players, board, dead), kwargs
        return (game, hands, board, dead), kwargs

    return build()


def _icm_call_args() -> st.SearchStrategy[Args]:
    @st.composite
    def build(draw: st.DrawFn) -> Args:
        stacks = draw(gen.stacks())
        names = list(stacks) if isinstance(stacks, dict) else [f"player {i + 1}" for i in range(len(stacks))]
        hero = draw(P(st.sampled_from(names or ["x"])))
        villain = draw(P(st.sampled_from(names or ["x"])))
        equity = draw(P(st.floats(0, 1), st.sampled_from([1.5, -0.1, float("nan"), Fraction(1, 3), "55%", True])))
        kwargs = {"pot": draw(P(st.integers(0, 500), st.sampled_from([-1, float("inf"), "5"])))}
        return (stacks, draw(gen.payouts()), hero, villain, equity), kwargs

    return build()


def _showdown_args() -> st.SearchStrategy[Args]:
    @st.composite
    def build(draw: st.DrawFn) -> Args:
        deal = draw(gen.valid_deals())
        players = draw(P(st.just(deal["players"]), gen.mutated(deal["players"])))
        kwargs: dict[str, Any] = {}
        for key, near in (
            ("button", st.sampled_from([0, 1, 99, -1, "nobody", True, 1.5])),
            ("odd_chip", st.sampled_from(["wsop", "roberts", "seat", "WSOP", "x"])),
            ("chip", st.sampled_from([1, 0, -5, True, 2.0, 10**30, 10**5000])),
            ("lang", gen.languages()),
            ("rake", st.sampled_from([0, 3, -1, 10**9, 1.5, {"rate": 0.05, "cap": 3}, {"rate": 2}, "3"])),
        ):
            if key in deal and draw(st.booleans()):
                kwargs[key] = draw(P(st.just(deal[key]), near))
            elif draw(st.integers(0, 3)) == 0:
                kwargs[key] = draw(P(near))
        return (draw(P(st.just(deal["game"]))), draw(P(st.just(deal["board"]))), players), kwargs

    return build()


def _showdown_batch_args() -> st.SearchStrategy[Args]:
    @st.composite
    def build(draw: st.DrawFn) -> Args:
        game = pokerrank.get_game(draw(st.sampled_from(["holdem", "omaha", "omaha-hi-lo", "stud", "razz", "badugi"])))
        n_deals, n_players = draw(st.integers(0, 4)), draw(st.integers(1, 4))
        rows_h, rows_b = [], []
        for _ in range(n_deals):
            deck = draw(st.permutations(sorted(game.deck.codes)))
            rows_b.append(deck[: game.board_cards])
            rest = deck[game.board_cards :]
            rows_h.append([rest[i * game.hole_cards : (i + 1) * game.hole_cards] for i in range(n_players)])
        holes = np.array(rows_h, dtype=np.uint8).reshape(n_deals, n_players, game.hole_cards)
        boards = np.array(rows_b, dtype=np.uint8).reshape(n_deals, game.board_cards) if game.board_cards else None
        holes_arg = draw(
            P(st.just(holes), gen.hostile_arrays(), st.just(holes.astype(np.float64)), st.just(holes + 60))
        )
        boards_arg = draw(P(st.just(boards), gen.hostile_arrays()))
        return (draw(P(st.just(game.name))), holes_arg, boards_arg), {"check": draw(P(st.booleans()))}

    return build()


def _hand_args() -> st.SearchStrategy[Args]:
    @st.composite
    def build(draw: st.DrawFn) -> Args:
        ranking = draw(st.sampled_from(list(pokerrank.RANKINGS.values())))
        cards = draw(gen.hands_of(ranking.min_cards, sorted(ranking.codes)))
        hand = ranking.evaluate(cards)
        strength = hand.strength if hand is not None else 0
        all_cards = tuple(pokerrank.Card(c) for c in cards)
        return (
            draw(P(st.just(ranking), gen.ranking_names())),
            draw(P(st.just(strength), gen.strengths())),
            draw(P(st.just(all_cards), st.just(tuple(reversed(all_cards))), gen.cards_like())),
        ), {}

    return build()


def _cli_stdin() -> st.SearchStrategy[Args]:
    return st.tuples(gen.command_lines(), st.none()).map(lambda t: (t, {}))


def _small(kwargs: dict[str, Any]) -> dict[str, Any]:
    """A "hostile" sample count that is valid after all (123456789) made small: a long valid
    job is not a hang."""
    samples = kwargs.get("samples")
    if type(samples) is int and 5000 < samples <= 10**12:  # above that, refused: kept
        return {**kwargs, "samples": 5000}
    return kwargs


def _preflop_targets() -> list[Target]:
    valid = {
        "game": st.sampled_from(["holdem", "short-deck"]),
        "samples": st.sampled_from([1000]),
        "seed": st.integers(0, 10),
        "workers": st.sampled_from([1]),
        "tasks": st.sampled_from([1, 2]),
    }
    hostile_names = ["game", "samples", "seed", "workers", "tasks", "scheduler", "out", "progress"]
    targets = []
    # 90 s a call: a valid call on a local cluster starts worker processes that import numba
    # and load the kernels (tens of seconds on a loaded 2-core machine), then runs its tasks
    for function in ("vs_random", "matchups"):
        extra = {"hands": st.sampled_from(["QQ+, AKs", "AA"])} if function == "matchups" else {}
        strategy = _hostile_kw([*hostile_names, *extra], {**valid, **extra}, required=["samples", *extra]).map(_small)
        targets.append(
            Target(f"preflop.{function}", call_preflop, strategy.map(lambda kw, f=function: ((f, kw), {})), seconds=90)
        )
    targets.append(
        Target(
            "preflop.hand_classes",
            lambda game: __import__("pokerrank.preflop", fromlist=["hand_classes"]).hand_classes(game),
            args_of(P(st.sampled_from(["holdem", "short-deck", "omaha"]))),
        )
    )
    table = {"format": "pokerrank.preflop-table", "format_version": 1}
    targets.append(
        Target(
            "preflop.load",
            call_preflop_load,
            st.one_of(
                st.binary(max_size=200),
                st.builds(_json_bytes, gen.mutated(table)),
                st.builds(_json_bytes, gen.hostile(2)),
            ).map(lambda b: ((b,), {})),
        )
    )
    return targets


# -- the targets ---------------------------------------------------------------------------------


def _targets() -> list[Target]:
    cards = P(gen.cards_like())
    targets = [
        Target("evaluate", pokerrank.evaluate, args_of(cards, RANKING), check_evaluate),
        Target(
            "strength",
            pokerrank.strength,
            args_of(P(gen.card_code_lists(4, 9), gen.card_texts()), RANKING),
            check_strength,
        ),
        Target(
            "evaluate_array",
            pokerrank.evaluate_array,
            args_of(P(gen.card_arrays()), RANKING, check=P(st.booleans())),
            check_evaluate_array,
            seconds=30,  # the first call of a ranking compiles or loads its kernel
        ),
        Target(
            "evaluate_array[check=False]",
            lambda cards, ranking: pokerrank.evaluate_array(cards, ranking, check=False),
            args_of(P(gen.card_arrays(), gen.hostile_arrays()), st.sampled_from(list(pokerrank.RANKINGS))),
            lambda r, a, k: check_evaluate_array(r, a, {**k, "check": False}),
            seconds=30,
        ),
        Target(
            "categories",
            pokerrank.categories,
            args_of(P(st.lists(gen.strengths(), max_size=8)), RANKING),
            check_categories,
        ),
        Target(
            "parse_cards",
            pokerrank.parse_cards,
            args_of(cards, jokers=P(st.booleans()), allow_duplicates=P(st.booleans())),
            check_parse_cards,
        ),
        Target("parse_card", pokerrank.parse_card, args_of(P(gen.card_tokens()), jokers=P(st.booleans())), check_card),
        Target(
            "format_cards",
            pokerrank.format_cards,
            args_of(cards, P(st.sampled_from([" ", ",", "", "-"])), symbols=P(st.booleans())),
            check_format_cards,
        ),
        Target(
            "cards_to_array",
            pokerrank.cards_to_array,
            args_of(
                P(st.lists(gen.card_texts(), max_size=4), gen.card_code_lists(), gen.card_texts(), gen.card_arrays())
            ),
            check_cards_to_array,
        ),
        Target(
            "array_to_cards",
            pokerrank.array_to_cards,
            args_of(P(gen.card_arrays(53), gen.card_code_lists())),
            check_array_to_cards,
        ),
        Target("deck", pokerrank.deck, args_of(jokers=P(st.sampled_from([0, 1])))),
        Target("Card", pokerrank.Card, args_of(P(gen.card_code())), check_card),
        Target("Rank", call_enum, args_of(st.just(pokerrank.Rank), P(st.integers(-2, 14)))),
        Target("Suit", call_enum, args_of(st.just(pokerrank.Suit), P(st.integers(-2, 5)))),
        Target("Category", call_enum, args_of(st.just(pokerrank.Category), P(st.integers(-2, 11)))),
        Target("Hand", pokerrank.Hand, _hand_args(), check_hand_object),
        Target("Hand methods", call_hand_methods, args_of(P(gen.hands_of(7)), RANKING, LANG, gen.hostile(1))),
        Target("get_game", pokerrank.get_game, args_of(GAME), check_game),
        Target("get_ranking", pokerrank.get_ranking, args_of(RANKING), check_ranking),
        Target("with_wild", pokerrank.with_wild, args_of(GAME, P(gen.wild_names())), check_game),
        Target("wild_ranking", pokerrank.wild_ranking, args_of(RANKING, P(gen.wild_names())), check_ranking),
        Target("languages", pokerrank.languages, args_of()),
        Target(
            "describe",
            lambda cards, ranking, lang: pokerrank.describe(pokerrank.evaluate(cards, ranking), lang),
            args_of(P(gen.hands_of(5)), RANKING, LANG),
            check_describe,
        ),
        Target("describe[any]", pokerrank.describe, args_of(gen.hostile(1), LANG), check_describe),
        Target("compare", pokerrank.compare, args_of(cards, cards, RANKING, lang=LANG), check_comparison),
        Target("explain", pokerrank.explain, args_of(cards, cards, LANG, ranking=RANKING), check_comparison),
        Target("showdown", pokerrank.showdown, _showdown_args(), check_showdown, seconds=10),
        Target("showdown_from_dict", pokerrank.showdown_from_dict, args_of(gen.deals()), check_showdown, seconds=10),
        Target(
            "ShowdownResult methods",
            call_showdown_result,
            args_of(gen.valid_deals(), P(gen.player_names())),
            seconds=10,
        ),
        Target(
            "Player",
            pokerrank.Player,
            args_of(P(gen.player_names()), cards, bet=P(st.integers(0, 100)), folded=P(st.booleans())),
        ),
        Target("showdown_batch", pokerrank.showdown_batch, _showdown_batch_args(), check_showdown_batch, seconds=20),
        Target("equity", pokerrank.equity, _equity_args(), check_equity, seconds=60),
        Target("range_equity", pokerrank.range_equity, _equity_args(ranged=True), check_equity, seconds=60),
        Target("parse_range", pokerrank.parse_range, args_of(P(gen.range_texts())), check_parse_range),
        Target(
            "icm",
            pokerrank.icm,
            args_of(
                gen.stacks(),
                gen.payouts(),
                samples=P(st.sampled_from([None, 100, 1000])),
                seed=P(st.integers(0, 9)),
                max_steps=P(st.sampled_from([65536, 10, 0])),
            ),
            check_icm,
            seconds=20,
        ),
        Target("icm_call", pokerrank.icm_call, _icm_call_args(), check_icm_call, seconds=20),
        Target(
            "outs",
            lambda spot, kwargs: pokerrank.outs(spot["game"], spot["hands"], spot["board"], spot["dead"], **kwargs),
            st.tuples(
                gen.equity_spots(max_players_=3),
                st.fixed_dictionaries(
                    {}, optional={"cards": P(st.sampled_from([1, 2])), "player": P(gen.player_names()), "lang": LANG}
                ),
            ).map(lambda t: (t, {})),
            check_outs,
            seconds=60,
        ),
        Target(
            "outs[any]",
            pokerrank.outs,
            args_of(GAME, P(st.lists(gen.card_texts(), max_size=3)), cards, cards),
            check_outs,
            seconds=60,
        ),
        Target(
            "OutsResult methods",
            call_outs_result,
            args_of(gen.equity_spots(max_players_=2), P(gen.player_names()), P(st.sampled_from(["high", "low"]))),
            seconds=60,
        ),
        Target(
            "handhistory.read+audit",
            call_read_hand_histories,
            args_of(
                P(gen.hand_history_bytes(), gen.hand_history_texts()), st.sampled_from([None, "keep", "raise", "x"])
            ),
            seconds=20,
            per_unit=1e-3,
        ),
        Target("handhistory.audit", call_audit, args_of(P(gen.hand_history_bytes()), LANG), seconds=20, per_unit=1e-3),
        *_preflop_targets(),
        Target("cli", call_cli, _cli_stdin(), seconds=60, per_unit=1e-4),
        Target("deal file", call_deal_file, _deal_bytes().map(lambda b: ((b,), {})), seconds=20, per_unit=1e-4),
    ]
    return targets


LONG_RUN_EXAMPLES = {
    "showdown": 1000, "showdown_from_dict": 1000, "ShowdownResult methods": 500, "showdown_batch": 500,
    "equity": 300, "range_equity": 300, "icm": 1000, "icm_call": 1000, "outs": 300, "outs[any]": 500,
    "OutsResult methods": 200, "handhistory.read+audit": 500, "handhistory.audit": 500, "cli": 500,
    "deal file": 1000, "preflop.vs_random": 300, "preflop.matchups": 300,
}  # fmt: skip
"""Calls in the long run for the entry points that take longer per call (the rest: 2,000)."""

TARGETS: list[Target] = [
    replace(t, examples=LONG_RUN_EXAMPLES.get(t.name)) if t.name in LONG_RUN_EXAMPLES else t for t in _targets()
]
BY_NAME: dict[str, Target] = {t.name: t for t in TARGETS}


# -- running calls in a worker ----------------------------------------------------------------------


@dataclass
class Verdict:
    """What one call did: ``ok``, ``refused``, ``propagated`` (see :func:`run_here`), ``leak``,
    ``message``, ``wrong``, ``hang`` or ``crash``."""

    outcome: str
    detail: str = ""
    seconds: float = 0.0

    @property
    def good(self) -> bool:
        return self.outcome in ("ok", "refused", "propagated")


HOSTILE = "of a hostile object"
"""The words of every error a hostile test object raises (tests/strategies.py)."""


def run_here(name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Verdict:
    """Run one call in this process and judge it: ``ok``, ``refused`` (a PokerRankError with a
    short one-line message), ``propagated`` (the caller's own object raised, and the error
    came through as it was), ``leak``, ``message`` (a PokerRankError whose message runs over
    lines or 2,000 characters) or ``wrong`` (the result fails its check)."""
    target = BY_NAME[name]
    start = time.perf_counter()
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            result = target.call(*args, **kwargs)
    except WrongAnswerError as exc:
        return Verdict("wrong", str(exc)[:2000], time.perf_counter() - start)
    except PokerRankError as exc:
        message = str(exc)
        seconds = time.perf_counter() - start
        if len(message) > 2000 or ("\n" in message.strip() and not isinstance(exc, CommandRefusedError)):
            return Verdict(
                "message", f"{type(exc).__name__}: a message of {len(message)} characters: {message[:200]!r}", seconds
            )
        return Verdict("refused", f"{type(exc).__name__}: {message[:300]}", seconds)
    except BaseException as exc:  # everything else is a leak of Python's own errors
        if isinstance(exc, KeyboardInterrupt):
            raise
        seconds = time.perf_counter() - start
        text = str(exc)
        if HOSTILE in text and not text.startswith("repr()"):
            return Verdict("propagated", f"{type(exc).__name__}: {text[:100]}", seconds)
        tb = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__, limit=-3))
        return Verdict("leak", f"{type(exc).__name__}: {text[:300]}\n{tb[-1500:]}", seconds)
    seconds = time.perf_counter() - start
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            target.check(result, args, kwargs)
    except BaseException as exc:  # a failed check, or a result that breaks another entry point
        if isinstance(exc, KeyboardInterrupt):
            raise
        if HOSTILE in str(exc):
            return Verdict("ok", "", seconds)
        kind = "" if isinstance(exc, WrongAnswerError) else f"{type(exc).__name__} in the check: "
        tb = "" if isinstance(exc, WrongAnswerError) else "".join(traceback.format_exception(exc, limit=-2))[-800:]
        return Verdict("wrong", f"{kind}{str(exc)[:1000]}\n{tb}".strip(), seconds)
    return Verdict("ok", "", seconds)


def _worker_main(connection: Any) -> None:
    os.environ["POKERRANK_LANG"] = "en"
    os.chdir(tempfile.mkdtemp(prefix="pokerrank-fuzz-"))  # calls that write files write there
    while True:
        try:
            message = connection.recv()
        except EOFError:
            return
        name, payload = message
        args, kwargs = pickle.loads(payload)
        verdict = run_here(name, args, kwargs)
        connection.send((verdict.outcome, verdict.detail, verdict.seconds))


@dataclass
class Worker:
    """A process that runs calls one at a time; replaced after a crash or a hang."""

    process: Any = None
    connection: Any = None
    started: int = 0

    def start(self) -> None:
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        # not a daemon: a daemon cannot start processes, and a preflop table may start a Dask cluster
        self.process = context.Process(target=_worker_main, args=(child,), daemon=False)
        self.process.start()
        child.close()
        self.connection = parent
        self.started += 1

    def stop(self) -> None:
        if self.process is not None:
            with contextlib.suppress(Exception):
                self.connection.close()
            self.process.kill()
            self.process.join(10)
            self.process = None

    def run(self, target: Target, args: tuple[Any, ...], kwargs: dict[str, Any], warm: bool = True) -> Verdict:
        try:
            payload = pickle.dumps((args, kwargs))
        except Exception:  # not picklable: judge it here (no crash guard, but a hang is still timed)
            return run_here(target.name, args, kwargs)
        if self.process is None or not self.process.is_alive():
            self.start()
            self._warm()
        bound = target.seconds + target.per_unit * size((args, kwargs))
        start = time.perf_counter()
        self.connection.send((target.name, payload))
        if not self.connection.poll(bound):  # the worker is killed: a hang
            self.stop()
            return Verdict("hang", f"no answer in {bound:.1f} s", time.perf_counter() - start)
        try:
            outcome, detail, seconds = self.connection.recv()
        except (EOFError, OSError):
            self.process.join(5)
            code = self.process.exitcode
            self.stop()
            return Verdict("crash", f"the worker died (exit status {code})", time.perf_counter() - start)
        if seconds > bound:
            return Verdict("hang", f"took {seconds:.1f} s, the bound is {bound:.1f} s", seconds)
        return Verdict(outcome, detail, seconds)

    def _warm(self) -> None:
        """Load the tables and kernels once, so that no first call is charged for them."""
        warm = [
            ("evaluate_array", ((np.array([[0, 1, 2, 3, 5, 9, 13]], np.uint8), "high"), {})),
            ("evaluate_array", ((np.array([[0, 1, 2, 3]], np.uint8), "badugi"), {})),
            ("equity", (("holdem", ["As Ks", "Qd Qc"], "2c 3d 4h", ""), {})),
            ("equity", (("holdem", ["As Ks", "Qd Qc"]), {"samples": 1000, "seed": 1})),
            ("showdown_batch", (("holdem", np.zeros((0, 2, 2), np.uint8), np.zeros((0, 5), np.uint8)), {})),
        ]
        for name, (args, kwargs) in warm:
            self.connection.send((name, pickle.dumps((args, kwargs))))
            if not self.connection.poll(600):
                raise RuntimeError("the fuzzing worker did not start")
            self.connection.recv()


# -- what the run saw ---------------------------------------------------------------------------------


@dataclass
class Tally:
    """Calls per target and outcome, and the smallest reproducer of each distinct failure."""

    calls: Counter[tuple[str, str]] = field(default_factory=Counter)
    failures: dict[tuple[str, str, str], tuple[int, str, str]] = field(default_factory=dict)
    slowest: dict[str, float] = field(default_factory=dict)

    def add(self, target: str, verdict: Verdict, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        self.calls[target, verdict.outcome] += 1
        self.slowest[target] = max(self.slowest.get(target, 0.0), verdict.seconds)
        if verdict.good:
            return
        signature = (target, verdict.outcome, failure_signature(verdict.detail))
        call = f"{target}(*{_show(args)}, **{_show(kwargs)})"
        known = self.failures.get(signature)
        if known is None or len(call) < known[0]:
            self.failures[signature] = (len(call), call, verdict.detail)

    def report(self) -> dict[str, Any]:
        targets = sorted({t for t, _ in self.calls})
        rows = {t: {o: n for (tt, o), n in self.calls.items() if tt == t} for t in targets}
        return {
            "calls": rows,
            "slowest_seconds": {t: round(s, 3) for t, s in sorted(self.slowest.items())},
            "totals": dict(Counter(o for (_, o) in self.calls.elements())),
            "failures": [
                {"target": t, "outcome": o, "signature": sig, "reproducer": call, "detail": detail}
                for (t, o, sig), (_, call, detail) in sorted(self.failures.items())
            ],
        }


def load_report(path: str) -> dict[str, Any]:
    """The report at ``path`` (an empty one if there is none yet)."""
    try:
        with open(path, encoding="utf-8") as file:
            report: dict[str, Any] = json.load(file)
    except FileNotFoundError:
        return {}
    return report


def save_report(
    path: str,
    tally: Tally,
    known: Callable[[str, Verdict], str | None],
    *,
    done: Mapping[str, float] | None = None,
    only: str | None = None,
) -> None:
    """Merge what ``tally`` saw (of the entry point ``only``, or all it saw) into the report at
    ``path``: an entry point's rows are replaced, the others kept, so that a long run in pieces
    adds up. ``done`` marks entry points finished (with their seconds); ``known(target,
    verdict)`` names the owner of a known failure."""
    old = load_report(path)
    new = tally.report()
    names = {only} if only is not None else set(new["calls"])
    calls = {t: n for t, n in old.get("calls", {}).items() if t not in names}
    calls.update({t: n for t, n in new["calls"].items() if t in names})
    slowest = {t: s for t, s in old.get("slowest_seconds", {}).items() if t not in names}
    slowest.update({t: s for t, s in new["slowest_seconds"].items() if t in names})
    failures = [f for f in old.get("failures", []) if f["target"] not in names]
    for failure in new["failures"]:
        if failure["target"] in names:
            failure["known"] = known(failure["target"], Verdict(failure["outcome"], failure["detail"]))
            failures.append(failure)
    totals: Counter[str] = Counter()
    for row in calls.values():
        totals.update(row)
    report = {
        "calls": dict(sorted(calls.items())),
        "totals": dict(totals),
        "slowest_seconds": dict(sorted(slowest.items())),
        "done": {**old.get("done", {}), **(done or {})},
        "failures": sorted(failures, key=lambda f: (f["target"], f["outcome"], f["signature"])),
    }
    temporary = f"{path}.part"
    with open(temporary, "w", encoding="utf-8") as file:
        json.dump(report, file, indent=2, ensure_ascii=False)
    os.replace(temporary, path)


def failure_signature(detail: str) -> str:
    """What tells one failure from another: the error's type and its message without numbers or quotes."""
    first = detail.splitlines()[0] if detail else ""
    first = re.sub(r"'[^']*'|\"[^\"]*\"", "'…'", first)
    first = re.sub(r"\d+(\.\d+)?", "N", first)
    return first[:120]


def _show(value: Any) -> str:
    with contextlib.suppress(Exception):
        text = repr(value)
        return text if len(text) <= 600 else text[:300] + " … " + text[-300:]
    return f"<{type(value).__name__}>"


def known_bound(target: Target) -> float:
    """The time bound of a call with no input."""
    return target.seconds


def finite(value: float) -> bool:
    return math.isfinite(value)
