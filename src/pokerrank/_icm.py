"""Tournament equity from stacks: the Independent Chip Model (Malmuth-Harville).

In the Malmuth-Harville model a player finishes first with probability equal to their
share of the chips; given who finished in the places above, a player takes the next place
with probability equal to their share of the chips still in play (Harville 1973, for
horse races; Malmuth 1987, for poker). A player's ICM equity is the prize money they can
expect: the payout of each place times the chance of finishing there.

:func:`icm` computes it exactly, in rational arithmetic, by dynamic programming over the
sets of players who fill the top places (one step per set, never one per finishing order:
a ten-player table visits 1,023 sets where the orders number 3,628,800). The equities sum
to the prize pool exactly. Beyond :data:`MAX_EXACT_STEPS` steps (every table of up to
twelve players stays below it, and so do larger fields where only a few places pay),
``samples=N`` draws N finishing orders from the same model, reproducibly from ``seed``,
with a standard error for each player.

:func:`icm_call` turns an all-in into the decision it poses: the chips and the prize money
a player can expect when they call, and when they fold.

>>> import pokerrank
>>> r = pokerrank.icm({"ann": 5000, "bob": 3000, "cid": 2000}, [70, 30])
>>> [round(p.equity, 4) for p in r.players]
[45.1786, 32.25, 22.5714]
>>> sum(p.exact_equity for p in r.players)
Fraction(100, 1)

Bad input raises :class:`~pokerrank.errors.ICMError` (a ``ValueError``) naming the stack
or payout at fault: a stack that is not a positive finite number of chips, a payout that
is negative or larger than the one for the place above, no payouts at all. Payouts longer
than the list of players are allowed: the places below the last player left were paid
when those players were knocked out, so only the first places count (the result says so
in its ``notes``: English text, each a :class:`~pokerrank.i18n.Phrase` that says itself in
another language with ``note.say(lang)``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from itertools import islice
from numbers import Rational, Real
from typing import TYPE_CHECKING, Any, Final

from pokerrank._checks import MAX_SAMPLES, check_int, check_run_options, find_named, fresh_seed, plainly
from pokerrank.errors import ICMError, UnknownPlayerError
from pokerrank.i18n.phrases import Phrase
from pokerrank.registry import did_you_mean, shorten

if TYPE_CHECKING:
    from pokerrank._equity import EquityResult, PlayerEquity

__all__ = [
    "MAX_AMOUNT",
    "MAX_EXACT_STEPS",
    "MAX_PLAYERS",
    "CallEV",
    "ICMResult",
    "PlayerICM",
    "exact_sets",
    "icm",
    "icm_call",
    "sample_seconds",
]

MAX_EXACT_STEPS: Final = 1 << 16
"""The most steps an exact run takes: the sets of finishers it visits times the players (a
ten-player table with every place paid takes 10,230 steps, twelve players 49,140, fifty
players paying three places 63,800); past it, give ``samples=N``."""

_CHUNK_CELLS: Final = 1 << 21
"""Random numbers drawn per step of a sampled run (the step's rows times the players)."""
ORDER_SECONDS: Final = 1e-7
PLAYER_SECONDS: Final = 2e-8
"""A sampled finishing order costs about ``ORDER_SECONDS`` plus ``PLAYER_SECONDS`` a player
(numpy on one core, CPU time of 4 million orders: 0.08 us heads-up, 0.16 us for 4 players,
0.22 us for 9, 0.63 us for 30, 1.6 us for 100; the estimate leans long, 1.2-1.7 times that),
for :func:`sample_seconds`."""


def sample_seconds(players: int, samples: int) -> float:
    """About how long sampling ``samples`` finishing orders of ``players`` players takes (the
    ``pokerrank icm`` guard, ``--max-seconds``).

    >>> round(sample_seconds(4, 10**9))
    180
    """
    return samples * (ORDER_SECONDS + PLAYER_SECONDS * players)


# -- results ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlayerICM:
    """One player's tournament equity.

    ``equity``: the expected prize; ``exact_equity``: the same as a fraction (``None`` when
    sampled); ``std_error``: its standard error (0.0 when exact); ``places``: the chance of
    finishing in each paid place, first place first; ``chips``: the player's share of the
    chips in play.
    """

    player: str
    stack: float
    chips: float
    equity: float
    std_error: float
    places: tuple[float, ...]
    exact_equity: Fraction | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data (the exact equity as a string such as ``"1265/28"``)."""
        return {
            "player": self.player,
            "stack": self.stack,
            "chips": self.chips,
            "equity": self.equity,
            "std_error": self.std_error,
            "places": list(self.places),
            "exact_equity": None if self.exact_equity is None else str(self.exact_equity),
        }


@dataclass(frozen=True)
class ICMResult:
    """The ICM equities of a tournament spot, one :class:`PlayerICM` per player in input order.

    ``payouts``: the prizes in play, first place first (places below the last player left
    are dropped); ``prize_pool``: their sum; ``exact``: computed exactly (``samples`` and
    ``seed`` are then ``None``); ``sets``: the sets of finishers an exact run visited.
    """

    players: tuple[PlayerICM, ...]
    payouts: tuple[float, ...]
    prize_pool: float
    exact: bool
    samples: int | None = None
    seed: int | None = None
    sets: int | None = None
    notes: tuple[str, ...] = field(default=())

    def player(self, name: str) -> PlayerICM:
        """The result of the player called ``name``.

        >>> icm({"ann": 2, "bob": 1}, [1]).player("bob").equity
        0.3333333333333333
        """
        return find_named(self.players, "player", name, "no player is called {}")

    @property
    def equities(self) -> dict[str, float]:
        """Each player's expected prize, by name."""
        return {p.player: p.equity for p in self.players}

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON.

        >>> icm([3, 1], [10]).to_dict()["players"][0]["exact_equity"]
        '15/2'
        """
        return {
            "exact": self.exact,
            "payouts": list(self.payouts),
            "prize_pool": self.prize_pool,
            "samples": self.samples,
            "seed": self.seed,
            "sets": self.sets,
            "players": [p.to_dict() for p in self.players],
            "notes": list(self.notes),
        }


# -- validation -----------------------------------------------------------------------------


def _short(value: object) -> str:
    return shorten(value, 40)


def _number(value: object, what: str) -> Fraction:
    """An exact rational from an int, float, Fraction or Decimal; anything else is an ICMError."""
    if isinstance(value, bool) or type(value).__name__ in ("bool", "bool_"):  # numpy's too
        raise ICMError(f"{what} is {shorten(value)}, a truth value; give a number")
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise ICMError(f"{what} is {shorten(value)}; give a finite number")
        if not -40 <= value.adjusted() <= 40:  # Fraction(Decimal("1e999999")) is a million digits
            raise ICMError(f"{what} is {shorten(value)}; give a number of at most 10**18, to at most 18 decimals")
        return _bounded(Fraction(value), value, what)
    if isinstance(value, Rational):
        return _bounded(Fraction(int(value.numerator), int(value.denominator)), value, what)
    if isinstance(value, Real):
        number = float(value)
        if not math.isfinite(number):
            raise ICMError(f"{what} is {shorten(number)}; give a finite number")
        return _bounded(Fraction(repr(number)), value, what)  # the decimal the float was written as: 0.55 is 11/20
    raise ICMError(f"{what} is {_short(value)}, not a number")


MAX_AMOUNT: Final = 10**18
"""The largest chip count or prize ICM takes, and the finest fraction (1/10**18): exact
arithmetic on numbers past these would grow without bound."""
MAX_PLAYERS: Final = 1 << 20
"""The most stacks (players) and payouts (places) ICM reads: 1,048,576, more than any
tournament has had. A longer list is refused, and an endless one (``range(10**12)``) is not
read to the end."""


def _bounded(number: Fraction, value: object, what: str) -> Fraction:
    if abs(number) > MAX_AMOUNT or number.denominator > MAX_AMOUNT:
        raise ICMError(f"{what} is {_quoted(value)}; give a number of at most 10**18, to at most 18 decimals")
    return number


def _quoted(value: object) -> str:
    """A number as a message quotes it: a fraction as a person writes it (``-5``, ``1/3``, not
    ``Fraction(-5, 1)``), cut in the middle when long; anything else as :func:`shorten` does.

    >>> _quoted(Fraction(-5)), _quoted(Fraction(1, 3)), _quoted(Fraction(10**400))
    ('-5', '1/3', '<a number of about 401 digits>')
    """
    if type(value) is Fraction:
        bits = max(value.numerator.bit_length(), value.denominator.bit_length())
        if bits > 200:  # (its digits are not written out: a number of a million digits makes no such text)
            return f"<a number of about {bits * 30103 // 100000 + 1} digits>"
        return str(value)
    return shorten(value)


def _stacks(stacks: Mapping[str, Any] | Iterable[Any]) -> tuple[list[str], list[Any], list[Fraction]]:
    if isinstance(stacks, Mapping):
        if len(stacks) > MAX_PLAYERS:
            raise ICMError(f"ICM takes at most {MAX_PLAYERS:,} stacks, got {len(stacks):,}")
        names, raw = [], []
        for name, value in stacks.items():
            if not isinstance(name, str) or not name:
                raise ICMError(f"a player is named by a non-empty string, got {plainly(name)}")
            names.append(name)
            raw.append(value)
    elif isinstance(stacks, str | bytes):
        raise ICMError(f"stacks are a list of numbers or a mapping of names to numbers, got {plainly(stacks)}")
    else:
        try:
            raw = list(islice(stacks, MAX_PLAYERS + 1))
        except TypeError:
            raise ICMError(
                f"stacks are a list of numbers or a mapping of names to numbers, got {plainly(stacks)}"
            ) from None
        if len(raw) > MAX_PLAYERS:
            raise ICMError(f"ICM takes at most {MAX_PLAYERS:,} stacks, got more in {shorten(stacks)}")
        names = [f"player {i + 1}" for i in range(len(raw))]
    if not raw:
        raise ICMError("no stacks: ICM needs at least one player")
    exact = []
    for name, value in zip(names, raw, strict=True):
        number = _number(value, f"the stack of {shorten(name)}")
        if number <= 0:
            raise ICMError(
                f"the stack of {shorten(name)} is {number}; a stack is a positive number of chips "
                "(a player with no chips is out: leave them out, with the place they took)"
            )
        exact.append(number)
    return names, raw, exact


def _payouts(payouts: Iterable[Any], n_players: int) -> tuple[list[Fraction], tuple[str, ...]]:
    if isinstance(payouts, str | bytes | Mapping):
        raise ICMError(f"payouts are a list of prizes, first place first, got {plainly(payouts)}")
    try:
        raw = list(islice(payouts, MAX_PLAYERS + 1))
    except TypeError:
        raise ICMError(f"payouts are a list of prizes, first place first, got {plainly(payouts)}") from None
    if len(raw) > MAX_PLAYERS:
        raise ICMError(f"ICM takes at most {MAX_PLAYERS:,} payouts, got more in {shorten(payouts)}")
    if not raw:
        raise ICMError("no payouts: give the prize of each paid place, first place first")
    exact: list[Fraction] = []
    for place, value in enumerate(raw, 1):
        number = _number(value, f"the payout for place {place}")
        if number < 0:
            raise ICMError(f"the payout for place {place} is {_quoted(value)}; a prize is zero or more")
        if exact and number > exact[-1]:
            raise ICMError(
                f"the payout for place {place} ({_quoted(value)}) is more than for place {place - 1} "
                f"({_quoted(raw[place - 2])}); "
                "give the payouts in order, first place first"
            )
        exact.append(number)
    notes: tuple[str, ...] = ()
    if len(exact) > n_players:
        dropped = len(exact) - n_players
        counted = Phrase("notes.players_one" if n_players == 1 else "notes.players_many", n=n_players)
        key = "notes.payouts_dropped_one" if dropped == 1 else "notes.payouts_dropped_many"
        notes = (Phrase(key, payouts=len(exact), players=counted, dropped=dropped, n=n_players),)
        exact = exact[:n_players]
    if not any(exact):
        raise ICMError(f"every payout in play is zero ({_short(raw[:n_players])}): there is no prize to share")
    return exact, notes


def exact_sets(n_players: int, n_paid: int) -> int:
    """How many sets of finishers an exact run visits: the sets of fewer than ``n_paid`` players.

    >>> exact_sets(10, 10), exact_sets(20, 3), exact_sets(12, 12)
    (1023, 211, 4095)
    """
    return sum(math.comb(n_players, k) for k in range(min(n_paid, n_players)))


# -- the exact model --------------------------------------------------------------------------


def _places_exact(stacks: Sequence[Fraction], n_paid: int) -> list[list[Fraction]]:
    """``places[i][k]``: the chance that player i finishes in place k + 1, for k < n_paid.

    A level holds, for each set of players who fill the top places, the chance that exactly
    they do (in any order) and their chips; the next player is drawn with chance equal to
    their share of the chips left.
    """
    n = len(stacks)
    total = sum(stacks, Fraction(0))
    places = [[Fraction(0)] * n_paid for _ in range(n)]
    level: dict[int, tuple[Fraction, Fraction]] = {0: (Fraction(1), Fraction(0))}
    for k in range(n_paid):
        following: dict[int, tuple[Fraction, Fraction]] = {}
        last = k == n_paid - 1
        for mask, (chance, taken) in level.items():
            step = chance / (total - taken)
            for i in range(n):
                if mask >> i & 1:
                    continue
                p = step * stacks[i]
                places[i][k] += p
                if not last:
                    key = mask | 1 << i
                    before = following.get(key)
                    following[key] = (p, taken + stacks[i]) if before is None else (before[0] + p, before[1])
        level = following
    return places


# -- the sampled model ------------------------------------------------------------------------


def _sample(
    stacks: Sequence[float], payouts: Sequence[float], samples: int, seed: int
) -> tuple[list[float], list[float], list[list[float]]]:
    """Means and standard errors of each player's prize, and place frequencies, over sampled orders.

    A finishing order of the Malmuth-Harville (Plackett-Luce) model is the order of
    ``E_i / s_i`` for independent standard exponentials ``E_i``: the smallest is first with
    chance ``s_i / sum(s)``, and by memorylessness the rest follow the same rule.
    """
    import numpy as np

    n, paid = len(stacks), len(payouts)
    weights = np.asarray(stacks, dtype=np.float64)
    prizes = np.asarray(payouts, dtype=np.float64)
    rng = np.random.default_rng(seed)
    total = np.zeros(n)
    square = np.zeros(n)
    counts = np.zeros((n, paid))
    rows = max(1, _CHUNK_CELLS // n)
    done = 0
    while done < samples:
        batch = min(rows, samples - done)
        keys = rng.standard_exponential((batch, n)) / weights
        if paid < n:
            top = np.argpartition(keys, paid - 1, axis=1)[:, :paid]
            order = np.take_along_axis(top, np.argsort(np.take_along_axis(keys, top, axis=1), axis=1), axis=1)
        else:
            order = np.argsort(keys, axis=1)
        won = np.zeros((batch, n))
        np.put_along_axis(won, order, np.broadcast_to(prizes, order.shape), axis=1)
        total += won.sum(axis=0)
        square += (won * won).sum(axis=0)
        for place in range(paid):
            counts[:, place] += np.bincount(order[:, place], minlength=n)
        done += batch
    mean = total / samples
    variance = np.maximum(square / samples - mean * mean, 0.0)
    error = np.sqrt(variance / samples)
    return mean.tolist(), error.tolist(), (counts / samples).tolist()


# -- the public functions ----------------------------------------------------------------------


def _run_options(samples: object, seed: object) -> tuple[int | None, int | None]:
    """``samples`` and ``seed`` by the policy of every sampled run
    (:func:`~pokerrank._checks.check_run_options`): at most :data:`MAX_SAMPLES` finishing
    orders, a seed from 0 to 2**128 - 1, and no seed for an exact run."""
    return check_run_options(
        samples, seed, error=ICMError, most=MAX_SAMPLES, draws="samples (finishing orders to draw)", run="ICM"
    )


def icm(
    stacks: Mapping[str, Any] | Iterable[Any],
    payouts: Iterable[Any],
    *,
    samples: int | None = None,
    seed: int | None = None,
    max_steps: int = MAX_EXACT_STEPS,
) -> ICMResult:
    """Each player's tournament equity (expected prize) under the Malmuth-Harville model.

    ``stacks``: a mapping of names to chips, or a list (the players are then ``player 1``,
    ``player 2``, ...); any positive finite numbers (int, float, Fraction, Decimal).
    ``payouts``: the prize of each paid place, first place first, never more than the place
    above; unpaid places may be left out. ``samples=None`` computes exactly (raising
    :class:`~pokerrank.errors.ICMError` past ``max_steps``: sets of finishers visited
    times players); ``samples=N`` draws N finishing orders (at most ``MAX_SAMPLES``, 2**36)
    from ``seed`` (a whole number from 0 to 2**128 - 1; a fresh one when None, recorded in
    the result; a seed without ``samples`` is an error, as in :func:`~pokerrank.equity`).
    Numbers of numpy's integer types are taken wherever a whole number is.

    >>> r = icm([5000, 3000, 1500, 500], [500, 300, 200])
    >>> [round(p.equity, 2) for p in r.players], r.prize_pool
    ([377.78, 312.89, 225.6, 83.73], 1000.0)
    >>> [round(x, 3) for x in r.players[3].places]
    [0.05, 0.08, 0.173]
    >>> s = icm([5000, 3000, 1500, 500], [500, 300, 200], samples=100_000, seed=1)
    >>> abs(s.players[0].equity - 377.78) < 4 * s.players[0].std_error
    True
    """
    samples, seed = _run_options(samples, seed)
    names, raw, exact_stacks = _stacks(stacks)
    exact_payouts, notes = _payouts(payouts, len(names))
    n, paid = len(names), len(exact_payouts)
    total = sum(exact_stacks, Fraction(0))
    pool = sum(exact_payouts, Fraction(0))
    shown = [float(x) if not isinstance(x, int) or isinstance(x, bool) else x for x in raw]
    if samples is None:
        sets = exact_sets(n, paid)
        max_steps = check_int(max_steps, "max_steps (sets of finishers times players)", low=1, error=ICMError)
        if sets * n > max_steps:
            raise ICMError(
                f"an exact ICM for {n} players with {paid} paid place{'s' if paid != 1 else ''} visits {sets:,} "
                f"sets of finishers, {sets * n:,} steps (more than {max_steps:,}); give samples=N for a sampled "
                "estimate"
            )
        places = _places_exact(exact_stacks, paid)
        players = []
        for i, name in enumerate(names):
            value = sum((p * prize for p, prize in zip(places[i], exact_payouts, strict=True)), Fraction(0))
            players.append(
                PlayerICM(
                    name, float(shown[i]), float(exact_stacks[i] / total), float(value), 0.0,
                    tuple(float(p) for p in places[i]), value,
                )
            )  # fmt: skip
        return ICMResult(tuple(players), tuple(float(x) for x in exact_payouts), float(pool), True, sets=sets,
                         notes=notes)  # fmt: skip
    used_seed = fresh_seed() if seed is None else seed
    mean, error, frequency = _sample(
        [float(x / total) for x in exact_stacks], [float(x) for x in exact_payouts], samples, used_seed
    )
    players = [
        PlayerICM(name, float(shown[i]), float(exact_stacks[i] / total), mean[i], error[i], tuple(frequency[i]))
        for i, name in enumerate(names)
    ]
    return ICMResult(
        tuple(players), tuple(float(x) for x in exact_payouts), float(pool), False, samples, used_seed, notes=notes
    )


# -- an all-in: call or fold -------------------------------------------------------------------


@dataclass(frozen=True)
class CallEV:
    """An all-in faced by ``hero``: what calling and folding are worth, in chips and in prize money.

    ``win``, ``tie``, ``lose``: the chances of the outcomes of a call; ``tie_share``: the
    hero's share of the pot in a tie (one half heads-up; in a hi/lo game the average of the
    partial shares). ``risk``: the chips the hero puts in to call; ``pot``: the pot once
    called. ``chips_call`` / ``chips_fold``: the hero's expected stack; ``dollars_call`` /
    ``dollars_fold``: the hero's ICM equity. ``chip_break_even`` / ``icm_break_even``: the
    pot share the hero needs for a call to be worth a fold, by chips and by prize money
    (ties counted as shares); the difference is the ICM risk premium. ``decision``: ``"call"``
    or ``"fold"`` by prize money (``"either"`` when equal).
    """

    hero: str
    villain: str
    equity: float
    win: float
    tie: float
    lose: float
    tie_share: float
    risk: float
    pot: float
    chips_call: float
    chips_fold: float
    dollars_call: float
    dollars_fold: float
    chip_break_even: float
    icm_break_even: float
    decision: str
    exact: bool

    @property
    def chip_ev(self) -> float:
        """Chips gained by calling rather than folding (negative: folding keeps more)."""
        return self.chips_call - self.chips_fold

    @property
    def dollar_ev(self) -> float:
        """Prize money gained by calling rather than folding."""
        return self.dollars_call - self.dollars_fold

    @property
    def risk_premium(self) -> float:
        """The extra pot share ICM asks for above the chip break-even."""
        return self.icm_break_even - self.chip_break_even

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON (the derived figures included)."""
        data = {name: getattr(self, name) for name in self.__dataclass_fields__}
        data.update(chip_ev=self.chip_ev, dollar_ev=self.dollar_ev, risk_premium=self.risk_premium)
        return data


def _outcomes(
    equity: float | Fraction | EquityResult | PlayerEquity, hero: str
) -> tuple[Fraction, Fraction, Fraction, Fraction]:
    """(win, tie, lose, tie share) of the hero's call, from a number or an equity result."""
    from pokerrank._equity import EquityResult, PlayerEquity

    row: PlayerEquity | None = None
    if isinstance(equity, EquityResult):
        if len(equity.players) != 2:
            raise ICMError(f"an all-in call is heads-up: the equity result holds {len(equity.players)} players")
        found = [p for p in equity.players if p.player == hero]
        if not found:
            raise UnknownPlayerError(
                f"the equity result has no player called {shorten(hero)} (it has "
                f"{[p.player for p in equity.players]}); name the hands as the stacks, "
                "such as equity(game, {'alice': ..., 'bob': ...})"
                f"{did_you_mean(hero, [p.player for p in equity.players])}"
            )
        row = found[0]
    elif isinstance(equity, PlayerEquity):
        row = equity
    if row is not None:
        deals = row.wins + row.ties + row.losses
        win, tie, lose = Fraction(row.wins, deals), Fraction(row.ties, deals), Fraction(row.losses, deals)
        share = Fraction(row.equity) if row.ties == 0 else (Fraction(row.equity) - win) / tie
        if row.ties:
            share = min(max(share, Fraction(0)), Fraction(1))
        return win, tie, lose, share if row.ties else Fraction(1, 2)
    number = _number(equity, "the equity")
    if not 0 <= number <= 1:
        raise ICMError(f"the equity is {shorten(equity)}; give the hero's chance of winning, from 0 to 1")
    return number, Fraction(0), 1 - number, Fraction(1, 2)


def icm_call(
    stacks: Mapping[str, Any] | Iterable[Any],
    payouts: Iterable[Any],
    hero: str,
    villain: str,
    equity: float | Fraction | EquityResult | PlayerEquity,
    *,
    pot: float | Fraction = 0,
    samples: int | None = None,
    seed: int | None = None,
) -> CallEV:
    """Chip EV and prize-money ($) EV of calling ``villain``'s all-in, against folding.

    ``stacks``: every player's chips behind, before the all-in (not counting what is
    already in the pot); ``pot``: the chips already in the middle (blinds and antes, the
    hero's and the villain's included). The villain moves all in; the hero calls with
    ``min(hero, villain)`` chips or folds, and a fold gives the pot to the villain.
    ``equity``: the hero's chance of winning (a number; no ties), or an
    :class:`~pokerrank.EquityResult` of the two hands named as in ``stacks`` (or the hero's
    :class:`~pokerrank.PlayerEquity`), whose wins, ties and losses are used. A player who
    loses every chip finishes last of the players left and takes that place's payout.
    ``samples`` and ``seed`` are passed to :func:`icm` for fields too large to compute exactly.

    >>> r = icm_call({"hero": 3000, "villain": 5000, "c": 1500, "d": 500}, [50, 30, 20],
    ...              "hero", "villain", 0.55, pot=150)
    >>> round(r.chip_break_even, 3), round(r.icm_break_even, 3), r.decision
    (0.488, 0.765, 'fold')
    """
    samples, seed = _run_options(samples, seed)
    names, _, exact_stacks = _stacks(stacks)
    exact_payouts, _ = _payouts(payouts, len(names))
    for who, role in ((hero, "hero"), (villain, "villain")):
        if not isinstance(who, str):
            raise ICMError(f"the {role} is named by a player's name, got {plainly(who)}")
        if who not in names:
            raise UnknownPlayerError(
                f"the {role} {shorten(who)} is not one of the players {names}{did_you_mean(who, names)}"
            )
    if hero == villain:
        raise ICMError(f"the hero and the villain are both {shorten(hero)}; an all-in needs two players")
    dead = _number(pot, "the pot")
    if dead < 0:
        raise ICMError(f"the pot is {_quoted(pot)}; give the chips already in the middle, zero or more")
    win, tie, lose, share = _outcomes(equity, hero)
    if samples is not None and seed is None:
        seed = fresh_seed()  # one seed for every outcome: their differences are sampled alike
    h, v = names.index(hero), names.index(villain)
    risk = min(exact_stacks[h], exact_stacks[v])
    total_pot = dead + 2 * risk

    def prize(after: list[Fraction]) -> tuple[Fraction, bool]:
        """The hero's ICM equity with these stacks (a stack of 0 is out: last place of those left)."""
        alive = [i for i, s in enumerate(after) if s > 0]
        if h not in alive:
            place = len(alive)  # the hero finishes just below every player left
            return (exact_payouts[place] if place < len(exact_payouts) else Fraction(0)), True
        result = icm({names[i]: after[i] for i in alive}, exact_payouts[: len(alive)], samples=samples, seed=seed)
        value = result.player(hero).exact_equity
        return (Fraction(result.player(hero).equity) if value is None else value), result.exact

    def stacks_after(hero_share: Fraction) -> list[Fraction]:
        after = list(exact_stacks)
        after[h] = exact_stacks[h] - risk + hero_share * total_pot
        after[v] = exact_stacks[v] - risk + (1 - hero_share) * total_pot
        return after

    folded = list(exact_stacks)
    folded[v] += dead
    fold_value, exact_fold = prize(folded)
    won_value, exact_won = prize(stacks_after(Fraction(1)))
    lost_value, exact_lost = prize(stacks_after(Fraction(0)))
    tie_value, exact_tie = prize(stacks_after(share)) if tie else (Fraction(0), True)
    call_value = win * won_value + lose * lost_value + tie * tie_value
    pot_share = win + tie * share
    chips_call = exact_stacks[h] - risk + pot_share * total_pot
    chips_fold = exact_stacks[h]
    chip_even = risk / total_pot
    icm_even = (fold_value - lost_value) / (won_value - lost_value) if won_value != lost_value else Fraction(1)
    decision = "call" if call_value > fold_value else "fold" if call_value < fold_value else "either"
    return CallEV(
        hero, villain, float(pot_share), float(win), float(tie), float(lose), float(share), float(risk),
        float(total_pot), float(chips_call), float(chips_fold), float(call_value), float(fold_value),
        float(chip_even), float(icm_even), decision, exact_fold and exact_won and exact_lost and exact_tie,
    )  # fmt: skip
