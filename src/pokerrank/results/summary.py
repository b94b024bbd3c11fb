"""Players' results over many hands: totals, luck, classic stats, sliced by game, stakes, position, day or site.

:func:`summarize` adds up :class:`~pokerrank.results.hand.HandResult` values per player (and
per slice with ``by``) and per money (:func:`money_of`: a currency, play chips or tournament
chips): amounts are in each hand's own money (units times the hand's unit), and money of
different kinds is never added: a player who played in euros, in dollars and in tournaments
has three rows. Big blinds per 100 hands take each hand's own big blind.

Luck is ``net - adjusted`` (what the player won beyond their equity in all-ins: positive is
good luck); its standard deviation is the square root of the sum of the exact variances of
the player's all-in results (runouts are independent between hands), and ``z`` their ratio.

The classic stats are done / opportunity pairs, counted from each hand's actions ("first
round": preflop, third street in stud, the deal in draw games; "second round": the flop,
fourth street, the first draw):

- VPIP: the player put chips in voluntarily in the first round (a call, bet or raise; posts
  do not count) / hands where they acted in the first round;
- PFR: raised (or bet) in the first round / the same hands;
- 3-bet: re-raised a single raise in the first round / first-round turns facing exactly one raise;
- fold to 3-bet: folded as the first raiser facing a re-raise / first raisers facing one;
- c-bet: bet the second round as the last first-round raiser, when nobody had bet before
  them / last first-round raisers who acted in the second round with no bet before them;
- WTSD: still in at a showdown / hands where the player saw the second round;
- W$SD: won chips at a showdown / showdowns;
- aggression: bets and raises / calls after the first round (the aggression factor is their ratio).

>>> from pokerrank.handhistory import read
>>> from pokerrank.results import hand_results
>>> from pokerrank.handhistory.examples import HEADS_UP_STEAL
>>> rows = summarize(hand_results(read(HEADS_UP_STEAL)))
>>> [(r.player, r.money, str(r.net), r.hands, r.stats["PFR"]) for r in rows]
[('ann', 'USD', '0.02', 1, (1, 1)), ('bob', 'USD', '-0.02', 1, (0, 1))]
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from typing import Any

from pokerrank.handhistory.records import ActionKind, HandRecord
from pokerrank.results.hand import HandResult, Status

__all__ = [
    "BY",
    "PLAY_CHIPS",
    "STATS",
    "TOURNAMENT_CHIPS",
    "PlayerSummary",
    "hand_stats",
    "money_of",
    "slice_of",
    "summarize",
]

STATS = ("VPIP", "PFR", "3-bet", "fold to 3-bet", "c-bet", "WTSD", "W$SD", "aggression")
"""The classic stats, in the order they are shown (definitions in the module docstring)."""

BY = ("game", "stakes", "position", "day", "site")
"""What results can be sliced by."""

TOURNAMENT_CHIPS = "tournament chips"
"""The money of a tournament's hands (:func:`money_of`)."""

PLAY_CHIPS = "play chips"
"""The money of a cash game that names no currency: play money, a PHH file without one."""

_VOLUNTARY = frozenset({ActionKind.CALL, ActionKind.BET, ActionKind.RAISE})
_RAISES = frozenset({ActionKind.BET, ActionKind.RAISE})
_DATE = re.compile(r"(\d{4})[/-](\d{2})[/-](\d{2})")


@dataclass
class PlayerSummary:
    """One player's totals over their hands (of one slice): money as ``Decimal``."""

    player: str
    slice: str = ""
    money: str = ""
    """What the amounts are counted in (:func:`money_of`): ``USD``, ``EUR``, ..., ``play chips``
    or ``tournament chips``; a row never mixes two."""
    hands: int = 0
    net: Decimal = Decimal(0)
    adjusted: Fraction = Fraction(0)
    showdown: Decimal = Decimal(0)
    non_showdown: Decimal = Decimal(0)
    rake: Fraction = Fraction(0)
    fees: Decimal = Decimal(0)
    big_blinds: Fraction = Fraction(0)
    """Net won in big blinds, each hand by its own big blind (hands without one left out)."""
    bb_hands: int = 0
    adjusted_hands: int = 0
    unadjustable_hands: int = 0
    variance: Fraction = Fraction(0)
    stats: dict[str, tuple[int, int]] = field(default_factory=lambda: dict.fromkeys(STATS, (0, 0)))
    curve: list[tuple[float, float, float, float]] = field(default_factory=list, repr=False)
    """After each hand: net, adjusted, showdown and non-showdown winnings so far (for the graph)."""

    @property
    def luck(self) -> Fraction:
        """Net less adjusted winnings: positive when the player won more than their equity."""
        return Fraction(self.net) - self.adjusted

    @property
    def luck_sd(self) -> float:
        """The standard deviation of :attr:`luck` (from the exact runout distributions)."""
        return math.sqrt(self.variance)

    @property
    def z(self) -> float | None:
        """The luck in standard deviations (None without all-ins to measure it on)."""
        return float(self.luck) / self.luck_sd if self.variance else None

    @property
    def bb_per_100(self) -> float | None:
        """Big blinds won per 100 hands."""
        return float(self.big_blinds) * 100 / self.bb_hands if self.bb_hands else None

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON (money as strings, exact)."""
        return {
            "player": self.player,
            "slice": self.slice,
            "money": self.money,
            "hands": self.hands,
            "net": str(self.net),
            "adjusted": _money(self.adjusted),
            "showdown": str(self.showdown),
            "non_showdown": str(self.non_showdown),
            "rake": _money(self.rake),
            "fees": str(self.fees),
            "bb_per_100": self.bb_per_100,
            "luck": _money(self.luck),
            "luck_sd": self.luck_sd,
            "z": self.z,
            "adjusted_hands": self.adjusted_hands,
            "unadjustable_hands": self.unadjustable_hands,
            "stats": {name: {"done": done, "of": of} for name, (done, of) in self.stats.items()},
        }


def _money(value: Fraction) -> str:
    """An exact amount as text to the hundredth of a cent (the exact fraction is in the API)."""
    return str(round(Decimal(value.numerator) / Decimal(value.denominator), 6).normalize())


def summarize(
    results: Iterable[HandResult], *, by: str | None = None, player: str | None = None
) -> list[PlayerSummary]:
    """Each player's totals per money (:func:`money_of`; per slice too with ``by``: one of
    :data:`BY`), sorted by slice, money, then net won, best first; ``player``: that player
    only. See the module docstring."""
    if by is not None and by not in BY:
        from pokerrank.errors import ArgumentError

        raise ArgumentError(f"results cannot be sliced by {by!r}: choose one of {', '.join(BY)}")
    rows: dict[tuple[str, str, str], PlayerSummary] = {}
    for result in results:
        if result.status is Status.NOT_READ:
            continue
        record = result.record
        unit = record.unit
        money = money_of(record)
        stats = hand_stats(result)
        bb = result.big_blind
        for hand in result.players:
            if player is not None and hand.player != player:
                continue
            key = slice_of(result, hand.player, by) if by else ""
            row = rows.get((key, money, hand.player))
            if row is None:
                row = rows[key, money, hand.player] = PlayerSummary(hand.player, key, money)
            row.hands += 1
            net = hand.net * unit
            row.net += net
            row.adjusted += hand.adjusted * Fraction(unit)
            if hand.showdown:
                row.showdown += net
            else:
                row.non_showdown += net
            row.rake += hand.rake * Fraction(unit)
            row.fees += hand.fee * unit
            if bb:
                row.big_blinds += Fraction(hand.net, bb)
                row.bb_hands += 1
            if result.status is Status.ADJUSTED and result.allin is not None and hand.player in result.allin.players:
                row.adjusted_hands += 1
                row.variance += result.allin.variance(hand.player) * Fraction(unit) ** 2
            elif result.status is Status.UNADJUSTABLE:
                row.unadjustable_hands += 1
            for name, (done, of) in stats.get(hand.player, {}).items():
                had_done, had_of = row.stats[name]
                row.stats[name] = (had_done + done, had_of + of)
            last = row.curve[-1] if row.curve else (0.0, 0.0, 0.0, 0.0)
            row.curve.append(
                (
                    last[0] + float(net),
                    last[1] + float(hand.adjusted * Fraction(unit)),
                    last[2] + (float(net) if hand.showdown else 0.0),
                    last[3] + (0.0 if hand.showdown else float(net)),
                )
            )
    return sorted(rows.values(), key=lambda r: (r.slice, r.money, -r.net, r.player))


def money_of(record: HandRecord) -> str:
    """What a hand's amounts are counted in: :data:`TOURNAMENT_CHIPS` in a tournament, else
    the currency (``USD``, ``EUR``, ...), else :data:`PLAY_CHIPS`. Amounts of two kinds are
    never added (a euro is no dollar, a tournament chip no money).

    >>> from pokerrank.handhistory import HandRecord
    >>> money_of(HandRecord("a.txt", "1", currency="EUR")), money_of(HandRecord("a.txt", "2", tournament="7"))
    ('EUR', 'tournament chips')
    >>> money_of(HandRecord("a.txt", "3"))
    'play chips'
    """
    if record.tournament is not None:
        return TOURNAMENT_CHIPS
    return record.currency or PLAY_CHIPS


def slice_of(result: HandResult, player: str, by: str) -> str:
    """The slice a player's hand falls in (see :data:`BY`)."""
    record = result.record
    if by == "game":
        return record.game or record.game_text or "unknown"
    if by == "site":
        return record.site
    if by == "stakes":
        stakes = "/".join(record.plain_money(s) for s in record.stakes[:2])
        return f"{stakes} {record.currency}" if record.currency else stakes or "unknown"
    if by == "day":
        found = _DATE.search(record.text[:300]) if record.text else None
        return "-".join(found.groups()) if found else "unknown"
    return _position(record, player)


def _position(record: HandRecord, player: str) -> str:
    """The player's position at a button game (BTN, SB, BB, UTG, ..., CO); stud and draw
    games without a button, and hands where a player joined after the seats were listed (where
    they sat is not known): ``none``."""
    button = record.button
    if button is None or "joined" in record.extra:  # a player joined whose seat is not known
        return "none"
    seats = [seat for seat in record.seats if not seat.sitting_out]
    order = sorted(seats, key=lambda s: ((s.seat - button - 1) % 100, s.seat))  # the button last
    names = [seat.name for seat in order]
    if player not in names:
        return "none"
    n = len(names)
    index = names.index(player)
    if n == 2:
        return "BTN" if index == 1 else "BB"
    middle = [f"UTG+{i}" if i else "UTG" for i in range(max(0, n - 5))] + ["HJ", "CO"]
    labels = ["SB", "BB", *middle[len(middle) - (n - 3) :], "BTN"]
    return labels[index] if index < len(labels) else "none"


def hand_stats(result: HandResult) -> dict[str, dict[str, tuple[int, int]]]:
    """Each player's classic stats in one hand, as (done, opportunity) pairs (module docstring)."""
    record = result.record
    streets: list[str] = []
    for action in record.actions:
        if action.street not in streets and action.kind not in (ActionKind.SHOW, ActionKind.MUCK):
            streets.append(action.street)
    out: dict[str, dict[str, tuple[int, int]]] = {}

    def add(name: str, stat: str, done: bool, of: int = 1) -> None:
        mine = out.setdefault(name, dict.fromkeys(STATS, (0, 0)))
        had_done, had_of = mine[stat]
        mine[stat] = (had_done + int(done), had_of + of)

    if not streets:
        return out
    first = streets[0]
    second = streets[1] if len(streets) > 1 else None
    raises = 0
    opener: str | None = None
    last_raiser: str | None = None
    acted: set[str] = set()
    faced_three: set[str] = set()
    for action in record.actions:
        if action.street != first or action.kind.posts:
            continue
        name = action.player
        if name not in acted:
            acted.add(name)
            add(name, "VPIP", action.kind in _VOLUNTARY)
            add(name, "PFR", action.kind in _RAISES)
        else:
            if action.kind in _VOLUNTARY and out[name]["VPIP"][0] == 0:
                out[name]["VPIP"] = (1, out[name]["VPIP"][1])
            if action.kind in _RAISES and out[name]["PFR"][0] == 0:
                out[name]["PFR"] = (1, out[name]["PFR"][1])
        if raises == 1 and name != opener:
            add(name, "3-bet", action.kind in _RAISES)
        if raises >= 2 and name == opener and name not in faced_three:
            faced_three.add(name)
            add(name, "fold to 3-bet", action.kind is ActionKind.FOLD)
        if action.kind in _RAISES:
            raises += 1
            last_raiser = name
            if raises == 1:
                opener = name
    if second is not None:
        seen = {a.player for a in record.actions if a.street == second}
        bet_before = False
        for action in record.actions:
            if action.street != second:
                continue
            if action.player == last_raiser and not bet_before:
                add(action.player, "c-bet", action.kind in _RAISES)
                last_raiser = None
            if action.kind in _RAISES:
                bet_before = True
        shown = {p.player for p in result.players if p.showdown}
        for name in seen:
            add(name, "WTSD", name in shown)
    for hand in result.players:
        if hand.showdown:
            add(hand.player, "W$SD", hand.net + hand.put_in - _returned(record, hand.player) > 0)
    for action in record.actions:
        if action.street != first and action.kind in _RAISES:
            add(action.player, "aggression", True, 0)
        elif action.street != first and action.kind is ActionKind.CALL:
            add(action.player, "aggression", False, 1)
    return out


def _returned(record: HandRecord, name: str) -> int:
    return record.returned.get(name, 0)
