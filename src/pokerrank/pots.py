"""Pots: side pots from the chips each player put in, and who gets the odd chips.

RULES.md ("Split pots, hi/lo, side pots, odd chips"):

- each all-in level makes a pot; a player is eligible for the pots whose level they
  reached and did not fold; folded chips stay in the pots; a bet nobody matched goes back
  to its owner; each pot is split on its own;
- amounts are whole numbers of the smallest chip in play; a pot split between sides
  (hi/lo) gives the odd chip between the halves to the first side (the high);
- odd chips between tied winners follow a policy (:data:`ODD_CHIP_POLICIES`):

  ``"wsop"`` (the default, 2024 WSOP Tournament Rule 73): button games, the first tied
  winner clockwise from the button; stud games (razz included), the tied hand holding the
  highest card by suit among its five playing cards (the ace low in an ace-low ranking).

  ``"roberts"`` (Robert's Rules of Poker): button games as above; stud games, the highest
  card by suit among *all* the player's cards for a high hand, the lowest card by suit for
  a low hand.

  ``"seat"``: the first tied winner in seat order, from the first seat, in every game.

  In every policy no player takes a second odd chip from one pot while a tied winner of
  that pot has none (Robert's Rules: "no player may receive more than one odd chip"; the
  WSOP rules are silent, so RULES.md's fallback to Robert's applies).

Whatever happens, the chips paid out equal the chips put in.

>>> layout = build_pots({"ann": 50, "bob": 200, "cid": 500}, folded=())
>>> [(pot.amount, pot.eligible) for pot in layout.pots], layout.returned
([(150, ('ann', 'bob', 'cid')), (300, ('bob', 'cid'))], {'cid': 300})
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from numbers import Integral
from typing import TYPE_CHECKING, Final, Literal

from pokerrank._checks import MAX_CHIPS, check_chips, did_you_mean, plainly, shorten
from pokerrank.cards import Card
from pokerrank.errors import ChipAmountError, DealError
from pokerrank.registry import Registry

if TYPE_CHECKING:  # fractions and decimal load with the first rake, not with pokerrank
    from decimal import Decimal
    from fractions import Fraction

__all__ = [
    "ODD_CHIP_POLICIES",
    "OddChipPolicy",
    "Pot",
    "PotLayout",
    "Rake",
    "build_pots",
    "chip_amount",
    "layout_pots",
    "odd_chip_order",
    "pot_parts",
    "pot_rake",
    "rake_by_pots",
    "split_among",
    "split_runs",
    "split_sides",
]

OddChipPolicy = Literal["wsop", "roberts", "seat"]
ODD_CHIP_POLICIES: Final[dict[str, str]] = {
    "wsop": "2024 WSOP Tournament Rule 73: clockwise from the button; stud: highest card by suit of the five that play",
    "roberts": "Robert's Rules of Poker: clockwise from the button; stud: highest (low: lowest) card by suit of all",
    "seat": "the first tied winner in seat order, from the first seat",
}
_POLICIES: Final[Registry[str]] = Registry("odd-chip policy", plural="odd-chip policies")
_POLICIES.add("wsop", "wsop", ("rule 73", "wsop 2024", "default"))
_POLICIES.add("roberts", "roberts", ("robert's rules", "robert", "robert's rules of poker"))
_POLICIES.add("seat", "seat", ("first seat", "seat order", "first winner", "first winner in seat order"))


def policy_name(policy: str) -> OddChipPolicy:
    """The canonical odd-chip policy for a name such as ``"WSOP"`` or ``"Robert's Rules"``.

    >>> policy_name("Robert's Rules")
    'roberts'
    """
    found: OddChipPolicy = _POLICIES.canonical(policy)  # type: ignore[assignment]
    return found


def chip_amount(value: object, what: str) -> int:
    """A chip amount as an int: whole, not negative and at most :data:`~pokerrank._checks.MAX_CHIPS`
    (10**18), or :class:`ChipAmountError`.

    >>> chip_amount(100, "alice's bet"), chip_amount(60.0, "bob's bet")
    (100, 60)
    >>> chip_amount(2.5, "bob's bet")
    Traceback (most recent call last):
    ...
    pokerrank.errors.ChipAmountError: bob's bet 2.5 is not a whole number of chips
    """
    if type(value) is int and 0 <= value <= MAX_CHIPS:  # the common case, first
        return value
    if isinstance(value, bool):
        raise ChipAmountError(f"{what} must be a number of chips, got {plainly(value)}")
    if isinstance(value, float):
        if not value.is_integer():
            raise ChipAmountError(f"{what} {value!r} is not a whole number of chips")
        value = int(value)
    if isinstance(value, Integral):  # numpy integers too
        value = int(value)
    if not isinstance(value, int):
        raise ChipAmountError(f"{what} must be a whole number of chips, got {plainly(value)}")
    if value < 0:
        raise ChipAmountError(f"{what} {shorten(value)} is negative")
    return check_chips(value, what, error=ChipAmountError)


@dataclass(frozen=True, init=False)
class Pot:
    """One pot: its chips, the players who can win it (seat order), and its top level."""

    amount: int
    eligible: tuple[str, ...]
    level: int
    """Each eligible player put in at least this much; the pot holds the chips up to it."""

    def __init__(self, amount: int, eligible: tuple[str, ...], level: int) -> None:
        # what @dataclass(frozen=True) writes, at half the cost (several pots every showdown)
        fields = self.__dict__
        fields["amount"] = amount
        fields["eligible"] = eligible
        fields["level"] = level


@dataclass(frozen=True, init=False)
class PotLayout:
    """The main pot and the side pots in order, and the bets returned uncalled."""

    pots: tuple[Pot, ...]
    returned: dict[str, int] = field(default_factory=dict)

    def __init__(self, pots: tuple[Pot, ...], returned: dict[str, int] | None = None) -> None:
        # what @dataclass(frozen=True) writes, at half the cost (one layout every showdown)
        fields = self.__dict__
        fields["pots"] = pots
        fields["returned"] = {} if returned is None else returned


def build_pots(contributions: Mapping[str, int], folded: Collection[str] = ()) -> PotLayout:
    """Side pots from each player's chips in the pot (players in seat order).

    The largest contribution's excess over the second largest was never called: it goes
    back to its owner. Every other chip stays in play: each distinct contribution of a
    player still in the hand closes a pot, which every player who reached it and did not
    fold can win; folded chips count in the pots they reached. Chips of folded players
    above every live player's level (an input a real hand cannot give) join the last pot.

    >>> layout = build_pots({"a": 100, "b": 100, "c": 40}, folded={"b"})
    >>> [(pot.amount, pot.eligible) for pot in layout.pots]
    [(120, ('a', 'c')), (120, ('a',))]
    """
    bets = {
        name: amount if type(amount) is int and 0 <= amount <= MAX_CHIPS else chip_amount(amount, f"{name}'s bet")
        for name, amount in contributions.items()
    }
    unknown = [name for name in folded if name not in bets]
    if unknown:
        hint = did_you_mean(unknown[0], bets)
        raise DealError(
            f"folded player {shorten(unknown[0])} is not among the players {shorten(list(bets), 200)}{hint}"
        )
    live = [name for name in bets if name not in folded]
    if not live:
        raise DealError("every player folded: someone must remain to win the pot")
    return layout_pots(bets, live)


def layout_pots(bets: dict[str, int], live: Sequence[str]) -> PotLayout:
    """:func:`build_pots` for bets already checked (whole chips, not negative; ``bets`` a new
    dict, changed here) and the players still in (at least one, in seat order)."""
    amounts, eligibles, levels, returned = pot_parts(bets, live)
    return PotLayout(tuple(map(Pot, amounts, eligibles, levels)), returned)


def pot_parts(
    bets: dict[str, int], live: Sequence[str]
) -> tuple[list[int], list[tuple[str, ...]], list[int], dict[str, int]]:
    """:func:`layout_pots`' pots as plain lists, no :class:`Pot` made (the audit's quick
    showdown reads their numbers alone): each pot's amount, eligible players and level, and
    the bets returned; the same arguments, checked as :func:`layout_pots`' are (``bets`` changed
    here): nothing is checked here (:func:`build_pots` checks its input).

    >>> pot_parts({"ann": 50, "bob": 80, "cid": 20}, ["ann", "bob", "cid"])
    ([60, 60], [('ann', 'bob', 'cid'), ('ann', 'bob')], [20, 50], {'bob': 30})
    """
    put_in = list(bets.values())
    level = put_in[0] if put_in else 0
    if level > 0 and put_in.count(level) == len(put_in):  # everyone put in the same: one pot, nothing back
        return [level * len(put_in)], [tuple(live)], [level], {}
    returned: dict[str, int] = {}
    if len(bets) > 1:
        ordered = sorted(bets.values(), reverse=True)
        excess = ordered[0] - ordered[1]
        if excess:
            top = next(name for name, amount in bets.items() if amount == ordered[0])
            returned[top] = excess
            bets[top] -= excess
    levels = sorted({bets[name] for name in live if bets[name] > 0})
    amounts: list[int] = []
    eligibles: list[tuple[str, ...]] = []
    tops: list[int] = []
    previous = 0
    put_in = list(bets.values())
    last = len(levels) - 1
    for i, level in enumerate(levels):
        if i == last:  # the last pot takes any dead chips above it
            amount = sum([bet - previous for bet in put_in if bet > previous])
        else:
            amount = sum([(bet if bet < level else level) - previous for bet in put_in if bet > previous])
        if amount:
            amounts.append(amount)
            eligibles.append(tuple([name for name in live if bets[name] >= level]))
            tops.append(level)
        previous = level
    if not levels:
        dead: int = sum(put_in)
        if dead:  # only folded players put chips in: the live players share them
            return [dead], [tuple(live)], [0], returned
    return amounts, eligibles, tops, returned


def split_among(amount: int, order: Sequence[str], *, chip: int = 1, had_odd: set[str] | None = None) -> dict[str, int]:
    """Split ``amount`` among tied winners: equal shares of whole chips, odd chips one each.

    ``order``: the winners in the order the odd chips go. ``had_odd``: players who already
    took an odd chip from this pot; they come last (and the set is updated).

    >>> split_among(101, ["bob", "ann"])
    {'bob': 51, 'ann': 50}
    >>> split_among(50, ["bob", "ann", "cid"], chip=5)
    {'bob': 20, 'ann': 15, 'cid': 15}
    """
    if not order:
        raise DealError("split_among needs at least one winner")
    units, rest = divmod(amount, chip)
    if rest:
        raise ChipAmountError(f"{amount} chips are not a whole number of the smallest chip {chip}")
    base, odd = divmod(units, len(order))
    had = had_odd if had_odd is not None else set()
    awards = dict.fromkeys(order, base * chip)
    takers = [n for n in order if n not in had] + [n for n in order if n in had]
    for name in takers[:odd]:
        awards[name] += chip
        had.add(name)
    return awards


def split_sides(amount: int, n_sides: int, *, chip: int = 1) -> list[int]:
    """The chips of each side (high first) of a pot split between ``n_sides`` sides.

    >>> split_sides(105, 2, chip=5)
    [55, 50]
    """
    units, rest = divmod(amount, chip)
    if rest:
        raise ChipAmountError(f"{amount} chips are not a whole number of the smallest chip {chip}")
    base, odd = divmod(units, n_sides)
    return [(base + (1 if i < odd else 0)) * chip for i in range(n_sides)]


def _card_key(card: int, ace_low: bool) -> tuple[int, int]:
    rank = card >> 2
    if ace_low and rank == 12:
        rank = -1
    return rank, card & 3


def odd_chip_order(
    winners: Sequence[str],
    *,
    policy: OddChipPolicy,
    mode: Literal["button", "stud"],
    seats: Sequence[str],
    button: int | None = None,
    playing: Mapping[str, Sequence[Card]] | None = None,
    held: Mapping[str, Sequence[Card]] | None = None,
    low: bool = False,
    ace_low: bool = False,
) -> list[str]:
    """Tied winners in the order odd chips go to them.

    ``seats``: every player in seat order (clockwise); ``button``: the index in ``seats``
    of the button (the seat after it is first). In stud games ``playing`` holds each
    winner's cards that play and ``held`` all their cards; ``low`` says the side is a low
    (Robert's Rules then look for the lowest card); ``ace_low`` ranks the ace below the
    deuce.

    >>> odd_chip_order(["a", "c"], policy="wsop", mode="button", seats=["a", "b", "c"], button=0)
    ['c', 'a']
    >>> from pokerrank.cards import parse_cards
    >>> hands = {"a": parse_cards("Kh Qh 9h 7h 5h"), "b": parse_cards("Ks Qs 9s 7s 5s")}
    >>> odd_chip_order(["a", "b"], policy="wsop", mode="stud", seats=["a", "b"], playing=hands)
    ['b', 'a']
    """
    position = {name: i for i, name in enumerate(seats)}
    if policy == "seat" or (mode == "button" and button is None):
        return sorted(winners, key=position.__getitem__)
    if mode == "button":
        start = (button or 0) + 1
        n = len(seats)
        return sorted(winners, key=lambda name: (position[name] - start) % n)
    if policy == "roberts":
        cards = held if held is not None else playing
        if cards is None:
            raise DealError("stud odd chips need the winners' cards")
        if low:
            return sorted(winners, key=lambda name: min(_card_key(int(c), ace_low) for c in cards[name]))
        return sorted(winners, key=lambda name: max(_card_key(int(c), ace_low) for c in cards[name]), reverse=True)
    if playing is None:
        raise DealError("stud odd chips need the winners' playing cards")
    return sorted(winners, key=lambda name: max(_card_key(int(c), ace_low) for c in playing[name]), reverse=True)


def split_runs(amount: int, runs: int, *, chip: int = 1) -> list[int]:
    """A pot's chips over ``runs`` boards (run it twice, three times): equal shares of whole
    chips, the odd chips to the first runs (PokerStars pays the first board the odd cent).

    >>> split_runs(22317, 2), split_runs(100, 3, chip=5)
    ([11159, 11158], [35, 35, 30])
    """
    if runs < 1:
        raise DealError(f"a pot is run at least once, got {runs} runs")
    units, rest = divmod(amount, chip)
    if rest:
        raise ChipAmountError(f"{amount} chips are not a whole number of the smallest chip {chip}")
    base, odd = divmod(units, runs)
    return [(base + (1 if i < odd else 0)) * chip for i in range(runs)]


def rake_by_pots(
    pots: Sequence[int], rake: int, *, rate: float | Fraction | Decimal | str | None = None, chip: int = 1
) -> list[int]:
    """The rake each pot pays when the room takes ``rake`` main pot first (RULES.md, "Rake").

    The rake of a pot is a function of its size: ``floor(rate * size)`` in whole chips,
    capped at ``rake``. Pot k (the main pot is pot 0) pays what the pots up to it bring
    less what the pots before it brought: ``min(rake, floor(rate * c_k)) - min(rake,
    floor(rate * c_(k-1)))`` with ``c_k`` the chips of pots 0 to k. Without a ``rate``, the
    rate is the one the hand shows (``rake`` over all the chips), so every pot pays its
    share, rounded down, and the last pots take what rounding left. Whatever happens, the
    shares add up to ``rake``.

    >>> rake_by_pots([247, 93, 30], 18, rate=0.05)
    [12, 5, 1]
    >>> rake_by_pots([2337, 8134], 100, rate=0.0425)
    [99, 1]
    >>> rake_by_pots([300, 100], 20)
    [15, 5]
    """
    from fractions import Fraction

    if rake < 0:
        raise ChipAmountError(f"the rake {rake} is negative")
    total = sum(pots)
    if rake > total:
        raise ChipAmountError(f"the rake {rake} is more than the pots hold ({total})")
    if not rake:
        return [0] * len(pots)
    exact = Fraction(rake, total) if rate is None else _fraction(rate).limit_denominator(10**9)
    shares: list[int] = []
    before = cumulative = 0
    for amount in pots:
        cumulative += amount
        upto = min(rake, int(exact * cumulative / chip) * chip)
        shares.append(upto - before)
        before = upto
    shares[-1] += rake - before  # a rate too low for the rake the room took: the last pot pays the rest
    return shares


def _fraction(rate: float | Fraction | Decimal | str) -> Fraction:
    from decimal import InvalidOperation
    from fractions import Fraction

    if isinstance(rate, bool):
        raise ChipAmountError(f"a rake rate is a fraction of the pot (0.05 for 5%), got {plainly(rate)}")
    try:
        value = Fraction(rate)
    except (TypeError, ValueError, InvalidOperation, ZeroDivisionError):
        raise ChipAmountError(f"a rake rate is a fraction of the pot (0.05 for 5%), got {plainly(rate)}") from None
    if not 0 <= value < 1:
        raise ChipAmountError(
            f"a rake rate is a fraction of the pot between 0 and 1 (0.05 for 5%), got {plainly(rate)}"
        )
    return value


@dataclass(frozen=True)
class Rake:
    """A room's rake: ``rate`` of the chips in the pots (``0.05`` for 5%), rounded down to
    whole chips, and at most ``cap`` chips in all (None: no cap). RULES.md, "Rake".

    >>> Rake(0.05, cap=300).amount(2000), Rake(0.05, cap=300).amount(100_000)
    (100, 300)
    """

    rate: float | Fraction | Decimal | str
    cap: int | None = None

    def amount(self, chips: int, chip: int = 1) -> int:
        """The rake on ``chips`` chips in all."""
        taken = int(_fraction(self.rate) * chips / chip) * chip
        return taken if self.cap is None else min(taken, self.cap)


def pot_rake(pots: Sequence[int], rake: int | Rake | Mapping[str, object] | None, *, chip: int = 1) -> list[int]:
    """The rake each pot pays, main pot first (:func:`rake_by_pots`): ``rake`` is the chips the
    room took (the rate is then the one the hand shows), or a :class:`Rake` (a rate and a cap;
    as JSON ``{"rate": 0.05, "cap": 300}``), or None (no rake).

    >>> pot_rake([247, 93, 30], Rake("0.05")), pot_rake([300, 100], 20), pot_rake([300, 100], None)
    ([12, 5, 1], [15, 5], [0, 0])
    """
    if rake is None:
        return [0] * len(pots)
    if isinstance(rake, Mapping):
        unknown = sorted(str(key) for key in rake if key not in ("rate", "cap"))
        if unknown or "rate" not in rake:
            got = shorten(dict(rake)).replace("\n", " ")  # (a key of 5,000 letters, an array's lines: one short line)
            raise ChipAmountError(f"a rake is a number of chips, or {{'rate': 0.05, 'cap': 300}}; got {got}")
        cap = rake.get("cap")
        from decimal import Decimal
        from fractions import Fraction

        rate = rake["rate"]
        if not isinstance(rate, (int, float, Fraction, Decimal, str)):
            raise ChipAmountError(f"a rake rate is a fraction of the pot (0.05 for 5%), got {plainly(rate)}")
        rake = Rake(rate, None if cap is None else chip_amount(cap, "the rake's cap"))
    if isinstance(rake, Rake):
        total = rake.amount(sum(pots), chip)
        return rake_by_pots(pots, total, rate=rake.rate, chip=chip)
    taken = chip_amount(rake, "the rake")
    if taken % chip:
        raise ChipAmountError(f"the rake {taken} is not a whole number of the smallest chip {chip}")
    return rake_by_pots(pots, taken, chip=chip)
