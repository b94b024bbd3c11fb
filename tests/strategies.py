"""Hypothesis strategies for pokerrank: valid values, near misses, and hostile values.

Three kinds of value for every parameter of every public function:

- *valid*: what a careful caller gives (cards dealt from the game's deck, a game's name,
  a deal that adds up), so that generated calls reach the deep code, not only the checks;
- *near misses*: a valid value with one thing wrong (a card dealt twice, a code of 53, a
  name with a typo, a bet of -1, a player without cards, a key misspelt);
- *hostile*: anything at all (:func:`hostile`): ``None``, ``True`` where a number goes,
  ``nan``, ``Decimal``, ``Fraction``, ``10**5000``, a megabyte of text, lone surrogates,
  bytes, numpy scalars and arrays of every dtype and shape, ragged lists, deep nesting, and
  objects whose ``repr``, ``len``, ``iter``, ``hash`` or ``==`` raise.

:func:`param` mixes the three for one parameter. Every value generated here can be pickled
(the fuzzing harness sends risky calls to a worker process, see tests/fuzzing.py).
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterator, Sequence
from decimal import Decimal
from fractions import Fraction
from typing import Any

import numpy as np
from hypothesis import strategies as st

from pokerrank.cards import Card
from pokerrank.games import GAMES, Game, get_game
from pokerrank.rankings import RANKINGS

# -- hostile objects ---------------------------------------------------------------------------


class BadRepr:
    """Its ``repr`` raises: an error message that quotes it must still be built."""

    def __repr__(self) -> str:
        raise RuntimeError("repr() of a hostile object")


class BadLen:
    """A sequence whose ``len`` raises."""

    def __len__(self) -> int:
        raise RuntimeError("len() of a hostile object")

    def __iter__(self) -> Iterator[int]:
        return iter([0, 1, 2, 3, 4])

    def __getitem__(self, index: int) -> int:
        return [0, 1, 2, 3, 4][index]


class BadIter:
    """An iterable whose iteration raises half way."""

    def __iter__(self) -> Iterator[int]:
        yield 51
        raise RuntimeError("iter() of a hostile object")


class BadEq(int):
    """An int whose ``==`` raises: a lookup by value must not trust it."""

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("== of a hostile object")

    def __hash__(self) -> int:  # hashes as the int (Hypothesis hashes what it samples)
        return int.__hash__(self)


class IntLike:
    """Not an int, but has ``__index__`` and ``__int__`` (a stand-in numbers library)."""

    def __index__(self) -> int:
        return 5

    def __int__(self) -> int:
        return 5


def raising_progress(*args: object) -> None:
    """A progress callback that raises."""
    raise RuntimeError("a progress callback of a hostile object")


def quiet_progress(*args: object) -> None:
    """A progress callback that does nothing."""


HOSTILE_CONSTANTS: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    1,
    2**31,
    2**63,
    -(2**63) - 1,
    2**70,
    10**5000,
    -(10**5000),
    0.0,
    -0.0,
    0.5,
    1.0,
    52.0,
    1e17,
    1e308,
    float("nan"),
    float("inf"),
    float("-inf"),
    Decimal("1"),
    Decimal("NaN"),
    Decimal("1e999999"),
    Fraction(1, 3),
    Fraction(10, 1),
    1j,
    "",
    " ",
    "\n",
    "\x00",
    "\udcff",
    "\ufeff",
    "\u2028",
    "nan",
    "-1",
    "1e9",
    "None",
    "True",
    "As",
    "As Ks Qs Js Ts",
    "holdem",
    "high",
    "en",
    "random",
    "x" * 10_000,
    "As " * 5_000,
    "[" * 1000,
    b"",
    b"As Ks",
    bytearray(b"As"),
    (),
    [],
    {},
    set(),
    frozenset({1, 2}),
    [None],
    [[[[[]]]]],
    [1, [2, [3]]],
    {"a": 1},
    {1: 2},
    {None: None},
    (1, 2, 3),
    range(5),
    range(10**12),
    np.int64(-1),
    np.uint8(255),
    np.uint64(2**64 - 1),
    np.float64(1.5),
    np.float32("nan"),
    np.bool_(True),
    np.str_("As"),
    np.array(5),
    np.array([]),
    np.array([[1, 2], [3, 4]]),
    np.array([1.5, 2.5]),
    np.array(["As", "Kd"]),
    np.array([None, 1], dtype=object),
    np.zeros((0, 5), dtype=np.uint8),
    np.zeros((3, 0), dtype=np.uint8),
    np.full((2, 5), 255, dtype=np.uint8),
    np.arange(60, dtype=np.int64).reshape(12, 5),
    Card(51),
    BadRepr(),
    BadLen(),
    BadIter(),
    BadEq(5),
    IntLike(),
    object,
    Ellipsis,
    NotImplemented,
    raising_progress,
)
"""Values that have broken parsers before, or could: one of each kind of trouble."""


def hostile_scalars() -> st.SearchStrategy[Any]:
    """A hostile scalar: any number, text or byte string, or one of :data:`HOSTILE_CONSTANTS`."""
    return st.one_of(
        st.sampled_from(HOSTILE_CONSTANTS),
        st.integers(),
        st.integers(min_value=-(2**80), max_value=2**80),
        st.floats(allow_nan=True, allow_infinity=True),
        st.decimals(allow_nan=True, allow_infinity=True),
        st.fractions(),
        st.text(max_size=40),
        st.text(alphabet=st.characters(codec="utf-8"), max_size=20),
        st.binary(max_size=40),
    )


def hostile_arrays() -> st.SearchStrategy[Any]:
    """numpy arrays of every kind: dtypes, shapes (0-d to 3-d, empty), codes in and out of any
    deck, non-contiguous and read-only views."""

    @st.composite
    def build(draw: st.DrawFn) -> Any:
        dtype = draw(st.sampled_from(["uint8", "int8", "int16", "int64", "uint64", "float64", "bool", "object"]))
        shape = draw(
            st.one_of(
                st.just(()),
                st.tuples(st.integers(0, 12)),
                st.tuples(st.integers(0, 6), st.integers(0, 10)),
                st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 3)),
            )
        )
        size = int(np.prod(shape)) if shape else 1
        values = draw(st.lists(st.integers(-300, 300), min_size=size, max_size=size))
        if dtype in ("uint8", "uint64"):
            values = [v % 256 for v in values]
        elif dtype == "int8":
            values = [max(-128, min(127, v)) for v in values]
        arr = np.array(values, dtype=dtype).reshape(shape)
        if draw(st.booleans()) and arr.ndim == 2 and arr.shape[0] > 1:
            arr = arr[::2]  # not contiguous
        if draw(st.booleans()) and arr.ndim >= 1:
            arr = np.asfortranarray(arr)
        if draw(st.booleans()):
            arr.flags.writeable = False
        return arr

    return build()


def hostile(depth: int = 2) -> st.SearchStrategy[Any]:
    """Anything: a hostile scalar, array or object, or lists, tuples and dicts of them."""
    base = st.one_of(hostile_scalars(), hostile_arrays())
    if depth <= 0:
        return base
    inner = hostile(depth - 1)
    return st.one_of(
        base,
        st.lists(inner, max_size=6),
        st.lists(inner, max_size=6).map(tuple),
        st.dictionaries(st.one_of(st.text(max_size=8), st.integers(), st.none()), inner, max_size=5),
    )


def param(valid: st.SearchStrategy[Any], *near: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """One parameter's values: mostly valid, then near misses, then anything at all."""
    options: list[st.SearchStrategy[Any]] = [valid, valid, valid, *near, hostile()]
    return st.one_of(*options)


# -- cards -------------------------------------------------------------------------------------

RANK_TEXT = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "t", "10", "J", "j", "Q", "q", "K", "k", "A", "a"]
SUIT_TEXT = ["c", "d", "h", "s", "C", "D", "H", "S", "♣", "♦", "♥", "♠", "♧", "♢", "♡", "♤"]
NOISE_TEXT = ["X", "1", "0", "11", "Zz", "♠", "10", "Jk", "jk", "Joker", "JOKER", "joke", "", "-", "+", "ß", "\x00"]
SEPARATORS = [" ", " ", "", ",", ", ", "\t", "\n", "\u00a0", "  ", ";"]


def card_tokens() -> st.SearchStrategy[str]:
    """One card as a user writes it, or a near miss."""
    good = st.builds(lambda r, s: r + s, st.sampled_from(RANK_TEXT), st.sampled_from(SUIT_TEXT))
    return st.one_of(good, good, good, st.sampled_from(NOISE_TEXT), st.text(max_size=3))


def card_texts(max_cards: int = 9) -> st.SearchStrategy[str]:
    """Cards as text: tokens and separators, mostly cards, sometimes not."""

    @st.composite
    def build(draw: st.DrawFn) -> str:
        tokens = draw(st.lists(card_tokens(), max_size=max_cards))
        seps = draw(st.lists(st.sampled_from(SEPARATORS), min_size=len(tokens), max_size=len(tokens)))
        return "".join(t + s for t, s in zip(tokens, seps, strict=True)).strip(draw(st.sampled_from(["", " "])))

    return build()


def card_code() -> st.SearchStrategy[Any]:
    """One card code: mostly 0-52, sometimes just outside, sometimes not an int at all."""
    return st.one_of(
        st.integers(0, 51),
        st.integers(0, 51),
        st.integers(-3, 60),
        st.integers(0, 51).map(np.uint8),
        st.integers(0, 51).map(np.int64),
        st.integers(0, 51).map(Card),
        st.sampled_from([True, False, 1.0, 51.0, Decimal(3), Fraction(4), "As", None, 10**5000, -1, 52, 53, 255, 256]),
    )


def card_code_lists(min_size: int = 0, max_size: int = 10) -> st.SearchStrategy[list[Any]]:
    """A hand as codes: mostly distinct valid codes, sometimes repeated or bad ones."""
    distinct = st.lists(st.integers(0, 51), min_size=min_size, max_size=max_size, unique=True)
    return st.one_of(distinct, distinct, st.lists(card_code(), min_size=min_size, max_size=max_size))


def cards_like(max_cards: int = 9) -> st.SearchStrategy[Any]:
    """Cards as any caller gives them: text, a list or tuple of codes or card text, an array."""
    return st.one_of(
        card_texts(max_cards),
        card_code_lists(max_size=max_cards),
        card_code_lists(max_size=max_cards).map(tuple),
        st.lists(card_tokens(), max_size=max_cards),
        st.lists(st.integers(0, 51), max_size=max_cards, unique=True).map(lambda c: np.array(c, dtype=np.uint8)),
    )


def hands_of(n_cards: int, deck: Sequence[int] = range(52)) -> st.SearchStrategy[list[int]]:
    """A valid hand: ``n_cards`` distinct codes from ``deck``."""
    return st.permutations(list(deck)).map(lambda codes: sorted(codes[:n_cards]))


def card_arrays(deck_size: int = 52) -> st.SearchStrategy[Any]:
    """An (N, k) batch of hands: valid uint8 rows, other dtypes, repeats, codes past the deck,
    ragged lists, and every hostile array."""

    @st.composite
    def valid(draw: st.DrawFn) -> Any:
        k = draw(st.integers(4, 9))
        n = draw(st.integers(0, 8))
        rows = [draw(hands_of(k, range(deck_size))) for _ in range(n)]
        dtype = draw(st.sampled_from(["uint8", "uint8", "int64", "int32", "uint16"]))
        arr = np.array(rows, dtype=dtype).reshape(n, k)
        return arr if draw(st.booleans()) else arr.tolist()

    @st.composite
    def near(draw: st.DrawFn) -> Any:
        arr = draw(valid())
        arr = np.array(arr, dtype=np.int64).reshape(-1, len(arr[0]) if len(arr) else 5)
        if arr.size:
            i = draw(st.integers(0, arr.shape[0] - 1))
            j = draw(st.integers(0, arr.shape[1] - 1))
            arr[i, j] = draw(st.sampled_from([-1, 52, 53, 99, 100, 255, 256, 2**40, int(arr[i, 0])]))
        dtype = draw(st.sampled_from(["uint8", "int64", "float64"]))
        with np.errstate(all="ignore"):
            return arr.astype(dtype) if dtype != "uint8" else (arr % 256).astype(np.uint8)

    ragged = st.lists(st.lists(st.integers(0, 51), max_size=8), min_size=2, max_size=4)
    return st.one_of(valid(), valid(), near(), ragged, hostile_arrays())


def strengths() -> st.SearchStrategy[Any]:
    """Strength values: in and just outside every ranking's range."""
    return st.one_of(
        st.integers(-5, 7500), st.integers(-5, 7500).map(np.int32), st.sampled_from([0, 1, 7462, 7463, 2**40])
    )


# -- names -------------------------------------------------------------------------------------


def _names(registry_names: Sequence[str], aliases: Sequence[str]) -> st.SearchStrategy[str]:
    known = list(registry_names) + list(aliases)

    @st.composite
    def typo(draw: st.DrawFn) -> str:
        name = draw(st.sampled_from(known))
        if not name:
            return name
        i = draw(st.integers(0, len(name) - 1))
        op = draw(st.sampled_from(["drop", "swap", "upper", "space", "junk"]))
        if op == "drop":
            return name[:i] + name[i + 1 :]
        if op == "swap" and i + 1 < len(name):
            return name[:i] + name[i + 1] + name[i] + name[i + 2 :]
        if op == "upper":
            return name.upper()
        if op == "space":
            return name[:i] + " " + name[i:]
        return name[:i] + draw(st.sampled_from(["!", "é", "\n", "\x00", "/", "+", "9"])) + name[i:]

    return st.one_of(st.sampled_from(known), st.sampled_from(known), typo())


def ranking_names() -> st.SearchStrategy[str]:
    """Ranking names and aliases, some misspelt."""
    return _names(list(RANKINGS), [alias for r in RANKINGS.values() for alias in r.aliases])


def game_names() -> st.SearchStrategy[str]:
    """Game names, titles and aliases, "X with wild Y", some misspelt, some very long."""
    plain = _names(list(GAMES), [a for g in GAMES.values() for a in (g.title, *g.aliases)])
    wild = st.builds(
        lambda g, w: f"{g} with wild {w}",
        st.sampled_from(list(GAMES)),
        st.sampled_from(["joker", "bug", "2", "deuces", "x"]),
    )
    long = st.sampled_from(
        ["holdem" + " with wild joker" * 50, "a" + " " * 5000 + "!", "o" * 300, "hold" + "-" * 1000 + "em"]
    )
    return st.one_of(plain, plain, wild, long)


def wild_names() -> st.SearchStrategy[str]:
    """Wild cards as people name them."""
    return st.sampled_from(["joker", "Joker", "jokers", "bug", "BUG", "2", "deuces", "deuce", "twos", "x", "", "3"])


def languages() -> st.SearchStrategy[Any]:
    """Language codes and locale strings, known and not."""
    return st.sampled_from(
        ["en", "nl", "fr", "de", None, "EN", "de_DE.UTF-8", "fr-CA", "xx", "", "english", "C", "POSIX"]
    )


def player_names() -> st.SearchStrategy[str]:
    """Names players use, and names that are not names."""
    usual = st.text(alphabet=string.ascii_letters + string.digits + "_-. ", min_size=1, max_size=12).filter(str.strip)
    odd = st.sampled_from(["Zoë", "玩家", "[afk]bob", "x[/]", "a" * 200, "a" * 201, "", " ", "ann\nbob", "\udcff", "1"])
    return st.one_of(usual, usual, odd)


# -- deals -------------------------------------------------------------------------------------


def max_players(game: Game) -> int:
    """The most players the game's deck can deal to."""
    return min(10, (len(game.deck.codes) - game.board_cards) // game.hole_cards)


@st.composite
def valid_deals(draw: st.DrawFn, games: Sequence[str] | None = None) -> dict[str, Any]:
    """A deal that is right in every way, as ``showdown_from_dict`` reads it: distinct names,
    the game's number of cards dealt once from its deck, whole bets, at least one player
    still in."""
    name = draw(st.sampled_from(list(games or GAMES)))
    game = get_game(name)
    n = draw(st.integers(1, max_players(game)))
    deck = draw(st.permutations(sorted(game.deck.codes)))
    board = deck[: game.board_cards]
    rest = deck[game.board_cards :]
    chip = draw(st.sampled_from([1, 1, 1, 5, 25]))
    names = draw(st.lists(player_names().filter(_plain_name), min_size=n, max_size=n, unique=True))
    players = []
    for i, player in enumerate(names):
        cards = rest[i * game.hole_cards : (i + 1) * game.hole_cards]
        folded = draw(st.booleans()) if i else False
        entry: dict[str, Any] = {
            "name": player,
            "cards": " ".join(str(Card(c)) for c in cards),
            "bet": chip * draw(st.integers(0, 200)),
            "folded": folded,
        }
        if folded and draw(st.booleans()):
            entry["cards"] = None
        players.append(entry)
    if draw(st.booleans()):
        for seat, entry in zip(draw(st.permutations(range(1, 11))), players, strict=False):
            entry["seat"] = seat
    deal: dict[str, Any] = {"game": name, "board": " ".join(str(Card(c)) for c in board), "players": players}
    if draw(st.booleans()):
        deal["button"] = draw(st.sampled_from(names))
    if chip != 1:
        deal["chip"] = chip
    deal["odd_chip"] = draw(st.sampled_from(["wsop", "roberts", "seat"]))
    deal["lang"] = draw(st.sampled_from(["en", "nl", "fr", "de"]))
    return deal


def _plain_name(name: str) -> bool:
    return name.isprintable() and bool(name.strip()) and len(name) <= 200 and "\udcff" not in name


@st.composite
def mutated(draw: st.DrawFn, value: Any, depth: int = 0) -> Any:
    """``value`` with one thing changed somewhere inside: a key dropped, added or misspelt, a
    value replaced by a near or hostile one, an item dropped or repeated."""
    if isinstance(value, dict) and value and depth < 4:
        key = draw(st.sampled_from(sorted(value, key=repr)))
        op = draw(st.sampled_from(["inner", "inner", "drop", "add", "rename", "replace"]))
        out = dict(value)
        if op == "inner":
            out[key] = draw(mutated(value[key], depth + 1))
        elif op == "drop":
            del out[key]
        elif op == "add":
            out[draw(st.one_of(st.text(max_size=8), st.integers(), st.none(), st.sampled_from(["pots", "rake"])))] = (
                draw(hostile(1))
            )
        elif op == "rename":
            out[str(key) + draw(st.sampled_from(["s", "_", " "]))] = out.pop(key)
        else:
            out[key] = draw(hostile(1))
        return out
    if isinstance(value, list) and value and depth < 4:
        i = draw(st.integers(0, len(value) - 1))
        op = draw(st.sampled_from(["inner", "inner", "drop", "repeat", "replace"]))
        out_list = list(value)
        if op == "inner":
            out_list[i] = draw(mutated(value[i], depth + 1))
        elif op == "drop":
            del out_list[i]
        elif op == "repeat":
            out_list.append(value[i])
        else:
            out_list[i] = draw(hostile(1))
        return out_list
    if isinstance(value, str):
        return draw(st.one_of(card_texts(), player_names(), game_names(), hostile_scalars(), st.just(value * 3)))
    if isinstance(value, bool):
        return draw(st.sampled_from([not value, None, 0, 1, "false", "true", "no"]))
    if isinstance(value, int):
        return draw(st.sampled_from([-1, 0, value + 1, 10**20, 1.5, float("nan"), str(value), True, 10**5000]))
    return draw(hostile(1))


def deals() -> st.SearchStrategy[Any]:
    """Deals for ``showdown_from_dict`` and ``showdown --file``: valid, mutated, hostile."""
    return st.one_of(valid_deals(), valid_deals(), valid_deals().flatmap(mutated), hostile())


@st.composite
def equity_spots(draw: st.DrawFn, max_players_: int = 4) -> dict[str, Any]:
    """An equity spot for a board game, stud or draw: some hands (some partial), the board so
    far, dead cards; cards dealt once from the game's deck."""
    name = draw(st.sampled_from(["holdem", "omaha", "omaha-hi-lo", "short-deck", "stud", "razz", "badugi", "2-7 td"]))
    game = get_game(name)
    n = draw(st.integers(2, min(max_players_, max_players(game))))
    deck = draw(st.permutations(sorted(game.deck.codes)))
    board_size = draw(st.sampled_from([0, 3, 4, 5])) if game.board_cards else 0
    board, rest = deck[:board_size], deck[board_size:]
    per = draw(st.integers(2, 7)) if game.dealt == "stud" else game.hole_cards
    hands = [" ".join(str(Card(c)) for c in rest[i * per : (i + 1) * per]) for i in range(n)]
    dead_from = n * per
    dead = " ".join(str(Card(c)) for c in rest[dead_from : dead_from + draw(st.integers(0, 2))])
    return {"game": name, "hands": hands, "board": " ".join(str(Card(c)) for c in board), "dead": dead}


# -- tournaments, ranges -------------------------------------------------------------------------


def stacks() -> st.SearchStrategy[Any]:
    """Tournament stacks: mappings of names to chips, lists of chips, near misses."""
    chips = st.one_of(
        st.integers(0, 10_000), st.integers(1, 10_000), st.floats(0, 1e4), st.sampled_from([-1, True, None, "5"])
    )
    return st.one_of(
        st.dictionaries(player_names(), st.integers(1, 10_000), min_size=1, max_size=8),
        st.lists(st.integers(1, 10_000), min_size=1, max_size=8),
        st.dictionaries(player_names(), chips, max_size=8),
        st.lists(chips, max_size=14),
    )


def payouts() -> st.SearchStrategy[Any]:
    """Prize lists: decreasing, flat, empty, negative, huge."""
    return st.one_of(
        st.lists(st.integers(0, 1000), min_size=1, max_size=6).map(lambda p: sorted(p, reverse=True)),
        st.lists(st.one_of(st.integers(-5, 1000), st.floats(allow_nan=True), st.fractions()), max_size=14),
    )


RANGE_TOKENS = [
    "AKs", "AKo", "AK", "TT+", "22+", "A5s-A2s", "KQo", "QQ+", "random", "AKs:0.5", "AKs:0", "AsKs", "72o",
    "JTs+", "T9s-65s", "K9+", "AA", "XX", "AKs:2", "AKs:-1", "AKs:nan", "A", "AKx", "QQ-", "+", "", "99-22",
]  # fmt: skip


def range_texts() -> st.SearchStrategy[str]:
    """Hold'em ranges: tokens joined by commas, some bad."""
    return st.lists(st.sampled_from(RANGE_TOKENS), max_size=5).map(", ".join)


# -- hand histories --------------------------------------------------------------------------------

POKERSTARS = """PokerStars Hand #1: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
ann: posts small blind $1
bob: posts big blind $2
*** HOLE CARDS ***
ann: raises $98 to $100 and is all-in
bob: calls $98 and is all-in
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3c]
*** SHOW DOWN ***
ann: shows [As Ad] (a pair of Aces)
bob: shows [Ks Kd] (a pair of Kings)
ann collected $197 from pot
*** SUMMARY ***
Total pot $200 | Rake $3
"""

POKERSTARS_O8 = """PokerStars Hand #2: Omaha Hi/Lo Pot Limit ($0.50/$1 USD) - 2024/01/01 12:00:00 ET
Table 'T' 6-max Seat #3 is the button
Seat 1: ann ($50 in chips)
Seat 2: bob ($80 in chips)
Seat 3: cid ($20 in chips)
ann: posts small blind $0.50
bob: posts big blind $1
*** HOLE CARDS ***
cid: raises $19 to $20 and is all-in
ann: calls $19.50
bob: calls $19
*** FLOP *** [Ah Kh 7d]
ann: checks
bob: checks
*** TURN *** [Ah Kh 7d] [4c]
ann: checks
bob: checks
*** RIVER *** [Ah Kh 7d 4c] [2s]
ann: checks
bob: checks
*** SHOW DOWN ***
ann: shows [As 3s Qd Qc] (HI: a pair of Aces; LO: 7,4,3,2,A)
bob: shows [8h 6h 5c Kd] (HI: a pair of Kings; LO: 7,6,5,4,2)
cid: shows [Jc Js 9d 9s] (HI: a pair of Jacks)
ann collected $30 from pot
ann collected $30 from pot
*** SUMMARY ***
Total pot $60 | Rake $0
"""

PHH = """variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 200]
actions = ["d dh p1 AsAd", "d dh p2 KsKd", "p1 cbr 200", "p2 cc", "d db 2c7d9h", "d db Js", "d db 3c",
           "p1 sm AsAd", "p2 sm KsKd"]
players = ["ann", "bob"]
"""

HAND_HISTORY_SEEDS = (POKERSTARS, POKERSTARS_O8, PHH)


@st.composite
def hand_history_texts(draw: st.DrawFn) -> str:
    """A hand history with lines dropped, repeated, swapped or edited, numbers made huge."""
    text = draw(st.sampled_from(HAND_HISTORY_SEEDS))
    lines = text.splitlines()
    for _ in range(draw(st.integers(0, 4))):
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        op = draw(st.sampled_from(["drop", "repeat", "swap", "edit", "number", "cards"]))
        if op == "drop":
            del lines[i]
        elif op == "repeat":
            lines.insert(i, lines[i])
        elif op == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "edit":
            k = draw(st.integers(0, len(lines[i])))
            lines[i] = lines[i][:k] + draw(st.text(max_size=6)) + lines[i][k + draw(st.integers(0, 4)) :]
        elif op == "number":
            digits = [k for k, ch in enumerate(lines[i]) if ch.isdigit()]
            if digits:
                k = draw(st.sampled_from(digits))
                lines[i] = (
                    lines[i][:k]
                    + draw(st.sampled_from(["9" * 30, "0", "-1", "1.5", "9" * 5000, "nan"]))
                    + lines[i][k + 1 :]
                )
        else:
            lines[i] = lines[i].replace("As", draw(st.sampled_from(["Ks", "Xx", "As As", "Jk", ""])))
    return "\n".join(lines) + draw(st.sampled_from(["\n", "", "\r\n", "\n\n\n"]))


def hand_history_bytes() -> st.SearchStrategy[bytes]:
    """Hand-history files as bytes: UTF-8 (with a BOM or not), UTF-16, Windows-1252, broken."""

    def encode(text: str, how: str) -> bytes:
        if how == "utf-8-sig":
            return b"\xef\xbb\xbf" + text.encode("utf-8", "surrogatepass")
        if how == "cut":
            data = text.encode("utf-8", "surrogatepass")
            return data[: len(data) // 2]
        if how == "binary":
            return bytes(range(256)) + text.encode("utf-8", "surrogatepass")
        return text.encode(how, "replace")

    return st.builds(
        encode,
        hand_history_texts(),
        st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "cp1252", "latin-1", "cut", "binary"]),
    )


# -- command lines -------------------------------------------------------------------------------

ARG_JUNK = ["", "-1", "0", "1", "1e9", "99999999999999999999999", "nan", "-", "--", "\n", "As\nKd", "x" * 5000,
            "\udcff", "%s", "[red]x[/]", "{}", "=", "a=", "=5"]  # fmt: skip


def arg_text(valid: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """One command-line argument: valid text, junk, or any text."""
    return st.one_of(valid, valid, st.sampled_from(ARG_JUNK), st.text(max_size=12))


def numbers_as_text() -> st.SearchStrategy[str]:
    """Numbers as a command line gives them."""
    return st.one_of(
        st.integers(-5, 1000).map(str), st.sampled_from(["1e3", "0x10", "1_000", "10**9", "1.5", "50%", "-0"])
    )


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    """An argv for ``pokerrank``: a command and options, each valid or not."""
    command = draw(
        st.sampled_from(["rank", "compare", "stats", "rankings", "games", "showdown", "equity", "icm", "outs"])
    )
    args: list[str] = [command]
    maybe = st.booleans()
    if command == "rank":
        args += draw(st.lists(arg_text(card_texts()), min_size=0, max_size=3))
        if draw(maybe):
            args += ["--ranking", draw(arg_text(ranking_names()))]
        if draw(maybe):
            args += ["--wild", draw(arg_text(wild_names()))]
    elif command == "compare":
        args += [draw(arg_text(card_texts())), draw(arg_text(card_texts()))]
        if draw(maybe):
            args += ["--ranking", draw(arg_text(ranking_names()))]
    elif command == "stats":
        args += ["--ranking", draw(arg_text(st.sampled_from(["high", "badugi", "razz", "2-7", "short-deck"])))]
        args += ["--cards", draw(arg_text(st.sampled_from(["5", "4", "6", "3", "10"])))]
    elif command == "showdown":
        deal = draw(valid_deals())
        args += ["--game", draw(arg_text(st.just(deal["game"])))]
        if deal["board"] or draw(maybe):
            args += ["--board", draw(arg_text(st.just(deal["board"])))]
        for p in deal["players"]:
            args += (
                ["--player", f"{p['name']}={p['cards'] or ''}"]
                if draw(st.integers(0, 9))
                else ["--player", draw(arg_text(st.just("x=As")))]
            )
            if draw(maybe):
                args += ["--bet", f"{p['name']}={draw(arg_text(numbers_as_text()))}"]
            if p["folded"]:
                args += ["--fold", p["name"]]
        if draw(maybe):
            args += ["--chip", draw(arg_text(numbers_as_text()))]
        if draw(maybe):
            args += ["--odd-chip", draw(arg_text(st.sampled_from(["wsop", "roberts", "seat"])))]
        if draw(maybe):
            args += ["--button", draw(arg_text(st.sampled_from([p["name"] for p in deal["players"]] + ["1", "9"])))]
    elif command == "equity":
        spot = draw(equity_spots(max_players_=3))
        args += ["--game", draw(arg_text(st.just(spot["game"])))]
        args += [draw(arg_text(st.just(h))) for h in spot["hands"]]
        if spot["board"]:
            args += ["--board", spot["board"]]
        args += ["--samples", draw(arg_text(st.sampled_from(["1000", "100", "0", "-5", "1e17", str(2**70)])))]
        if draw(maybe):
            args += ["--seed", draw(arg_text(st.sampled_from(["1", "0", "-1", str(2**64), str(2**70)])))]
    elif command == "icm":
        for name, chips in draw(st.lists(st.tuples(player_names(), numbers_as_text()), min_size=1, max_size=6)):
            args += ["--stack", f"{name}={chips}"]
        args += [
            "--payout",
            draw(arg_text(st.sampled_from(["500 300 200", "100", "", "1 2 3 4 5 6 7 8", "-1", "nan"]))),
        ]
        if draw(maybe):
            args += ["--samples", draw(arg_text(numbers_as_text())), "--seed", draw(arg_text(numbers_as_text()))]
    elif command == "outs":
        spot = draw(equity_spots(max_players_=3))
        args += ["--game", spot["game"], *spot["hands"]]
        if spot["board"]:
            args += ["--board", spot["board"]]
        if draw(maybe):
            args += ["--cards", draw(arg_text(st.sampled_from(["1", "2", "0", "3", "-1"])))]
    if draw(st.booleans()):
        args.append("--json")
    if command in ("rank", "compare", "showdown", "outs") and draw(maybe):
        args += ["--lang", draw(arg_text(languages().filter(lambda v: isinstance(v, str))))]
    return args


def shuffled(values: Sequence[Any]) -> st.SearchStrategy[list[Any]]:
    """The values in some order."""
    return st.permutations(list(values))


def one_of_calls(*makers: Callable[[], st.SearchStrategy[Any]]) -> st.SearchStrategy[Any]:
    """One value from any of the strategy makers."""
    return st.one_of(*(maker() for maker in makers))
