"""One hand's results per player: net won, rake paid, showdown or not, all-in adjusted winnings.

:func:`hand_result` takes a hand record and gives each player who put chips in (docs/RULES.md,
"All-in adjusted winnings"):

- ``net``: what the room paid the player (pots collected, the uncalled bet back, a cash-out)
  less every chip they put in, in the hand's units;
- ``rake``: the rake of each pot (taken main pot first, as the audit decides it) charged to
  the pot's winners in proportion to what each won of it; ``fee``: a cash-out fee;
- ``showdown``: whether the player was still in at a showdown: betting ended with two or
  more players in, and a player who then mucked rather than show was there too (fpdb's
  ``sawShowdown``); their ``net`` is then showdown winnings, else non-showdown winnings;
- ``adjusted``: where betting closed with an all-in and cards still to come, the player's
  exact equity of each pot (every runout of the unseen cards enumerated) times the pot after
  rake, plus the uncalled bet, less what they put in; elsewhere ``net``.

Every hand is checked: the pots the room paid must add up to every chip put in plus money
the room added less the rake (a record where they do not, such as a hand declared dead with
nobody paid, is ``NOT_READ`` with the sums as its reason: it contradicts itself, and the
audit does not find it a match either); then the players' net and adjusted winnings must
add up to the same (:class:`ConservationError` when they do not: a bug, never rounded), and
with a cash-out the room's side of it (``transfer``) is what separates ``net`` from the pots.

>>> from pokerrank.handhistory import read
>>> from pokerrank.handhistory.examples import ALL_IN_SHOWDOWN
>>> result = hand_result(next(read(ALL_IN_SHOWDOWN)))
>>> result.status.value, [(p.player, p.net, round(float(p.adjusted))) for p in result.players]
('adjusted', [('ann', -5000, 3113), ('bob', 4900, -3213), ('cid', -200, -200)])
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from typing import Any, NamedTuple

from pokerrank._checks import plainly
from pokerrank.errors import HandHistoryError, PokerRankError, TooManyDealsError
from pokerrank.handhistory.allin import (
    ROUNDING,
    CashOut,
    allin_spot,
    cashed_out_won,
    grouped_pots,
    priced,
    spot_values,
    still_in,
)
from pokerrank.handhistory.decision import Decision, decide
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.replay import Replay, replay
from pokerrank.handhistory.runouts import runout_values
from pokerrank.pots import build_pots
from pokerrank.results.exact import preflop_values

__all__ = [
    "ROUNDING",
    "AllIn",
    "CashOut",
    "ConservationError",
    "HandResult",
    "PlayerHand",
    "Status",
    "hand_result",
    "hand_results",
]


class ConservationError(PokerRankError, ArithmeticError):
    """A hand's results do not add up (see :mod:`pokerrank.results.hand`): a bug or a record
    that contradicts itself, never rounded away."""


class Status(StrEnum):
    """How a hand's adjusted winnings were found."""

    ADJUSTED = "adjusted"
    """Betting closed with an all-in and cards to come: adjusted by the exact equities."""
    NOT_ALL_IN = "not all-in"
    """No cards came after betting closed: the adjusted winnings are the actual ones."""
    UNADJUSTABLE = "unadjustable"
    """An all-in with cards to come that cannot be valued (``reason`` says why): actual stands."""
    NOT_READ = "not read"
    """The hand could not be read, was cancelled, or does not add up as a deal: no results."""


class PlayerHand(NamedTuple):
    """One player's results in one hand (amounts in the hand's units; see the module docstring).

    A named tuple: a corpus makes one per player and hand, and a tuple is made four times
    faster than a frozen dataclass (a sixth of the results' own time on the Pluribus hands)."""

    player: str
    put_in: int
    net: int
    rake: Fraction | int
    showdown: bool
    adjusted: Fraction | int
    """Exact: a ``Fraction`` where the hand was adjusted, else the net as an ``int``."""
    transfer: int = 0
    """A cash-out: what the room paid the player less what the pots paid them (PokerStars: the
    offer less the pots; GGPoker: the cash-out it paid, or less the cash-out risk it took)."""
    fee: int = 0
    """A cash-out fee the room kept."""

    @property
    def luck(self) -> Fraction:
        """Actual less adjusted winnings: how much more than their equity the player won."""
        return Fraction(self.net) - self.adjusted


@dataclass(frozen=True)
class AllIn:
    """An adjusted all-in: the players still in, each one's equity of all the pots together
    (their expected share, exact), their actual share, and the street it closed on."""

    street: str
    players: tuple[str, ...]
    equities: tuple[Fraction, ...]
    actual: tuple[Fraction, ...]
    pots: tuple[tuple[int, tuple[str, ...]], ...]
    """Each pot after rake and who could win it."""
    runouts: int
    cashed_out: dict[str, tuple[int, int, Fraction]] = field(default_factory=dict)
    """Players who cashed out: (offer, fee, the exact value of their pots: equity times pot)."""
    spot: tuple[Any, ...] = field(default=(), repr=False)
    """What :func:`~pokerrank.handhistory.runouts.runout_values` takes for this all-in."""
    _variances: dict[str, Fraction] = field(default_factory=dict, repr=False)

    @property
    def cash_outs(self) -> tuple[CashOut, ...]:
        """Each cash-out of the all-in with its verdict (:class:`CashOut`)."""
        return tuple(CashOut(name, *deal) for name, deal in self.cashed_out.items())

    def variance(self, player: str) -> Fraction:
        """The exact variance of ``player``'s winnings over the runouts (0 for a player not in
        the all-in). An all-in before the flop of a board game has it from the pass that
        valued it (:mod:`pokerrank.results.exact`); heads-up for one pot of a one-sided game,
        the equity's win, tie and loss counts give it; elsewhere it is worked out on first
        use, every runout enumerated."""
        if player not in self.players:
            return Fraction(0)
        if not self._variances:
            self._variances.update(_variances(self))
        return self._variances[player]


@dataclass(frozen=True)
class HandResult:
    """One hand's results (see the module docstring)."""

    record: HandRecord
    status: Status
    reason: str | None
    players: tuple[PlayerHand, ...] = ()
    rake: int = 0
    added: int = 0
    allin: AllIn | None = None

    @property
    def big_blind(self) -> int | None:
        """The hand's big blind (big bet in limit) in units, from the stakes; None without."""
        return self.record.stakes[1] if len(self.record.stakes) > 1 else None


def hand_results(
    records: Iterable[HandRecord | Any], *, workers: int | None = None, scheduler: str | None = None
) -> Iterator[HandResult]:
    """:func:`hand_result` for every hand of ``records`` (hand records, or anything
    :func:`~pokerrank.handhistory.read` takes: paths, folders, text), in order.

    ``workers=N`` works on a Dask LocalCluster of N processes, ``scheduler="tcp://host:8786"``
    (or ``POKERRANK_SCHEDULER``) on an existing Dask cluster, as
    :func:`~pokerrank.handhistory.audit` does: the same results in the same order.

    >>> from pokerrank.handhistory import read
    >>> [r.status.value for r in hand_results(read("PokerStars Hand #1: no hand here"))]
    ['not read']
    """
    from pokerrank import _cluster
    from pokerrank.handhistory.reader import read

    _cluster.check_placement(workers, scheduler)
    workers, scheduler = _cluster.placement(workers, scheduler)
    if workers is not None or scheduler is not None:
        from pokerrank.handhistory._distributed import audit_on_dask

        judge: Any = _judge
        yield from audit_on_dask(records, judge, lang=None, workers=workers, scheduler=scheduler)  # type: ignore[misc]
        return
    for record in records:
        if isinstance(record, HandRecord):
            yield hand_result(record)
        else:
            for found in read(record):
                yield hand_result(found)


def _judge(record: HandRecord, *, lang: str | None = None) -> HandResult:
    """:func:`hand_result` in the shape the distributed audit calls (a task on a worker)."""
    return hand_result(record)


def hand_result(record: HandRecord) -> HandResult:
    """The results of one hand (see the module docstring). Raises
    :class:`ConservationError` when they do not add up."""
    if not isinstance(record, HandRecord):
        raise HandHistoryError(f"hand_result() takes a hand record (from read()), not {plainly(record)}")
    if record.error is not None:
        return HandResult(record, Status.NOT_READ, record.error.reason)
    if record.cancelled:
        return HandResult(record, Status.NOT_READ, "the hand was cancelled")
    try:
        play = replay(record)
    except PokerRankError as exc:
        return HandResult(record, Status.NOT_READ, str(exc))
    if not play.players:
        return HandResult(record, Status.NOT_READ, "no chips were put in")
    total = play.total + record.added
    paid, rake = _paid(record, play, total)
    if sum(paid.values()) != total - rake:  # the record contradicts itself (the audit finds no match)
        return HandResult(
            record,
            Status.NOT_READ,
            f"the room paid {sum(paid.values())} of the {total} put in with {rake} rake: the record does not add up",
        )
    decided: Decision | None = None
    if rake and play.showdown and not play.missing and play.game is not None:  # the rake's split by pot
        try:
            decided = decide(play, rake, record.pots, added=record.added)
        except PokerRankError:
            decided = None
    folded, in_at_end = still_in(record, play)
    status, reason, allin, values = _adjust(record, play, rake, decided, paid, folded, in_at_end)
    rake_of = _rake_paid(play, paid, rake, decided) if rake else None
    players = []
    shown = frozenset(in_at_end) if len(in_at_end) > 1 else frozenset()  # mucking there is being there
    cash_outs = record.cash_outs
    put_ins = play.put_in
    deals = _side_deals(record) if record.extra and "side_deals" in record.extra else None
    if deals is not None and not isinstance(deals, dict):
        return HandResult(record, Status.NOT_READ, deals)
    if not (cash_outs or deals or values or rake_of):  # most hands: net and adjusted are what the pots paid
        make = tuple.__new__
        for name in play.players:
            net = paid[name] - put_ins[name]
            players.append(make(PlayerHand, (name, put_ins[name], net, 0, name in shown, net, 0, 0)))
        plain = HandResult(record, status, reason, tuple(players), rake, record.added, allin)
        _check(plain)
        return plain
    for name in play.players:
        put_in = put_ins[name]
        transfer = fee = 0
        if cash_outs and name in cash_outs:
            offer, fee = cash_outs[name]
            transfer = offer - (paid[name] - play_returned(play, record, name))
        if deals:
            transfer += deals.get(name, 0)
        net = paid[name] + transfer - put_in
        adjusted: Fraction | int = values.get(name, net) if values else net
        rake_paid: Fraction | int = rake_of.get(name, 0) if rake_of else 0
        players.append(PlayerHand(name, put_in, net, rake_paid, name in shown, adjusted, transfer, fee))
    result = HandResult(record, status, reason, tuple(players), rake, record.added, allin)
    _check(result)
    return result


_SIDE_DEALS = {"Pays Cashout Risk": -1, "Receives Cashout": 1}
"""GGPoker's all-in cash-out (its "EV Cashout"), a deal between a player and the room beside
the pots: what the room takes from (-1) or pays to (+1) the player."""


def _side_deals(record: HandRecord) -> dict[str, int] | str | None:
    """What the room paid each player beside the pots (a GGPoker cash-out), or the reason a
    deal cannot be counted (words pokerrank does not know)."""
    deals = record.extra.get("side_deals")
    if not deals:
        return None
    out: dict[str, int] = {}
    for player, words, amount in deals:
        sign = _SIDE_DEALS.get(words)
        if sign is None:
            return f"{player} made a deal with the room pokerrank does not count: {words!r}"
        out[player] = out.get(player, 0) + sign * amount
    return out


def play_returned(play: Replay, record: HandRecord, name: str) -> int:
    """The uncalled bet the room gave back to ``name``."""
    if record.returned:
        return record.returned.get(name, 0)
    return play.uncalled[1] if play.uncalled and play.uncalled[0] == name else 0


def _check(result: HandResult) -> None:
    """The conservation check (module docstring)."""
    record = result.record
    players = result.players
    house = sum([p[6] for p in players])  # transfer
    expected = result.added - result.rake
    net = sum([p[2] for p in players])  # net
    if net - house != expected:
        raise ConservationError(
            f"hand {record.hand_id!r} ({record.source}): the players' net winnings add up to {net - house}"
            f" before cash-outs, not {expected} (the room's added money less the rake)"
        )
    if result.allin is None:
        return  # adjusted is net for everyone
    net -= house  # a cash-out is valued at the equity of its pots: the room's side apart
    adjusted = sum((p.adjusted for p in result.players), Fraction(0))
    if adjusted != net:
        raise ConservationError(
            f"hand {record.hand_id!r} ({record.source}): the adjusted winnings add up to {adjusted},"
            f" not the {net} the net winnings add up to"
        )


def _paid(record: HandRecord, play: Replay, total: int) -> tuple[dict[str, int], int]:
    """What the pots and the uncalled bet paid each player (a cash-out apart), and the rake
    (``total``: every chip put in and added)."""
    if record.format == "phh" and record.finishing_stacks is not None:
        finish, put_in = record.finishing_stacks, play.put_in
        paid = {}
        for seat in record.seats:
            name = seat.name
            if name in put_in:
                paid[name] = finish.get(name, 0) - seat.stack + put_in[name]
        return paid, total - sum(paid.values())
    paid = dict.fromkeys(play.players, 0)
    if record.format == "phh":
        if record.winnings is not None and any(record.winnings.values()):
            for name, amount in record.winnings.items():
                if name in paid:
                    paid[name] += amount
            if play.uncalled and sum(paid.values()) + play.uncalled[1] <= total:
                paid[play.uncalled[0]] += play.uncalled[1]
            return paid, total - sum(paid.values())
        decided = decide(play, 0, ())
        return {name: decided.totals.get(name, 0) for name in play.players}, 0
    for collection in record.collected:
        paid[collection.player] = paid.get(collection.player, 0) + collection.amount
    rake = record.rake or 0
    returned = dict(record.returned)
    if not returned and play.uncalled is not None and sum(paid.values()) + rake < total:
        returned[play.uncalled[0]] = play.uncalled[1]
    for name, amount in returned.items():
        paid[name] = paid.get(name, 0) + amount
    for name, amount in cashed_out_won(record).items():  # the room kept the pots of those who cashed out
        paid[name] += amount
    if record.format != "pokerstars" and record.rake is None:
        rake = total - sum(paid.values())
    return paid, rake


def _rake_paid(play: Replay, paid: Mapping[str, int], rake: int, decided: Decision | None) -> dict[str, Fraction]:
    """Each pot's rake charged to its winners, in proportion to what each won of it."""
    if not rake:
        return {}
    out: dict[str, Fraction] = {}
    if decided is not None and decided.rake == rake:
        gross = _gross_pots(play)
        nets = grouped_pots(decided)
        if len(nets) == len(gross):
            for (net, awards), amount in zip(nets, gross, strict=True):
                taken = amount - net
                if taken and net:
                    for name, share in awards.items():
                        out[name] = out.get(name, Fraction(0)) + Fraction(taken * share, net)
            if sum(out.values()) == rake:
                return out
    out = {}
    won = {name: paid[name] - (play.uncalled[1] if play.uncalled and play.uncalled[0] == name else 0) for name in paid}
    positive = {name: amount for name, amount in won.items() if amount > 0}
    whole = sum(positive.values())
    for name, amount in positive.items():
        out[name] = Fraction(rake * amount, whole)
    return out


def _gross_pots(play: Replay, folded: Iterable[str] | None = None) -> list[int]:
    bets = {name: play.put_in[name] - play.dead.get(name, 0) for name in play.players}
    gone = set(play.folded if folded is None else folded)
    layout = build_pots(bets, gone & set(bets) if len(gone) < len(bets) else set())
    amounts = [pot.amount for pot in layout.pots]
    if amounts:
        amounts[0] += sum(play.dead.values()) + play.record.added
    return amounts


def _adjust(
    record: HandRecord,
    play: Replay,
    rake: int,
    decided: Decision | None,
    paid: Mapping[str, int],
    folded: set[str],
    players: list[str],
) -> tuple[Status, str | None, AllIn | None, dict[str, Fraction]]:
    """The all-in of a hand, if betting closed with one and cards to come, valued exactly
    (:func:`~pokerrank.handhistory.allin.allin_spot`; ``folded``: the players who folded;
    ``players``: the others, in seat order)."""
    spot = allin_spot(record, play, rake, decided, folded, players)
    if spot is None:
        return Status.NOT_ALL_IN, None, None, {}
    if isinstance(spot, str):
        return Status.UNADJUSTABLE, str(spot), None, {}  # the plain text
    fast = None
    try:
        fast = preflop_values(spot.game, spot.hands, spot.dead, spot.pots) if not spot.board else None
        means, counts = (fast.means, (fast.runouts, fast.counts)) if fast is not None else spot_values(spot)
    except TooManyDealsError as exc:
        return Status.UNADJUSTABLE, str(exc), None, {}
    except PokerRankError as exc:
        return Status.UNADJUSTABLE, f"the spot is not a deal: {exc}", None, {}
    index = {name: i for i, name in enumerate(spot.players)}
    values: dict[str, Fraction] = {}
    pot_total = sum(net for net, _ in spot.pots)
    equities = []
    actual = []
    for name in play.players:
        returned = spot.layout.returned.get(name, 0)
        if name in index:
            mean = means[index[name]]
            values[name] = mean + returned - play.put_in[name]
            equities.append(mean / pot_total if pot_total else Fraction(0))
            actual.append(Fraction(paid[name] - returned, pot_total) if pot_total else Fraction(0))
        else:
            values[name] = Fraction(returned - play.put_in[name])
    priced_deals = priced(record, {name: means[k] for name, k in index.items()})
    cashed = {deal.player: (deal.offer, deal.fee, deal.value) for deal in priced_deals}
    allin = AllIn(
        spot.street,
        spot.players,
        tuple(equities),
        tuple(actual),
        tuple((net, tuple(spot.players[i] for i in who)) for net, who in spot.pots),
        counts[0],
        cashed,
        (*spot.args, counts[1]),
    )
    if fast is not None and fast.variances is not None:  # worked out with the equities
        allin._variances.update(zip(spot.players, fast.variances, strict=True))
    return Status.ADJUSTED, None, allin, values


def _variances(allin: AllIn) -> dict[str, Fraction]:
    game, hands, board, dead, pots, counts = allin.spot
    if counts is not None:  # heads-up, one pot contested, one side: a share of 1, 1/2 or 0
        wins, ties, losses = counts  # (a pot of one player's own is the same in every runout: no variance)
        deals = wins + ties + losses
        amount = next(net for net, who in pots if len(who) > 1)
        mean = Fraction(2 * wins + ties, 2 * deals)
        square = Fraction(4 * wins + ties, 4 * deals)
        var = (square - mean * mean) * amount * amount
        return dict.fromkeys(allin.players, var)
    dist = runout_values(game, hands, board, dead, pots)
    return {name: dist.variance(i) for i, name in enumerate(allin.players)}
