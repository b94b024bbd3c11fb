"""Deciding one pot: the winners of each side, the chips, the odd chips, and the reason.

RULES.md "Split pots, hi/lo, side pots, odd chips": each pot is split on its own; a pot split
between sides (hi/lo) gives each side its share, the odd chip between the halves to the first
side; a side nobody qualifies for goes to the other side; tied winners share, the odd chips
going by the game's odd-chip rule and the chosen policy (:mod:`pokerrank.pots`).

A pot is decided in two steps: :func:`award_pot` works out the chips (who wins each side,
each side's share, each winner's chips: what a game server needs), and :func:`pot_result`
turns that award into a :class:`~pokerrank._showdown.results.PotResult` with the winners'
hands and the reason, when the result's pots are first read.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, partial
from typing import NamedTuple

from pokerrank._showdown.reasons import best_reason, pot_name, pot_words, say, side_reason, side_word
from pokerrank._showdown.results import PotResult, ShownHand, SideResult, worded_later
from pokerrank.cards import Card
from pokerrank.games import Game
from pokerrank.hands import Hand
from pokerrank.pots import OddChipPolicy, Pot, odd_chip_order, split_among, split_sides

__all__ = ["PotAward", "Table", "award_pot", "best_hands", "pot_result"]


@dataclass
class Table:
    """What every pot of one showdown is decided from: the hands, the seats and the rules."""

    game: Game
    hands: Mapping[str, Mapping[str, Hand | None]]
    """Side name -> player -> the player's hand for that side (None: no qualifying hand)."""
    order: Sequence[str]
    """Every player in seat order."""
    button: int | None
    held: Mapping[str, tuple[Card, ...]]
    """Each player's cards (hole cards and board), for stud odd chips by Robert's Rules."""
    policy: OddChipPolicy
    chip: int
    lang: str
    reasons: dict[tuple[str, str, str], str] = field(default_factory=dict)
    """What decided between two hands, once per (side, player, player)."""

    @cached_property
    def shown(self) -> dict[str, dict[str, ShownHand]]:
        """Side name -> player -> the hand as shown in results (qualifying hands only), made
        when a result first shows a hand."""
        lang = self.lang
        return {
            side: {name: ShownHand(name, side, hand.strength, hand, lang) for name, hand in hands.items() if hand}
            for side, hands in self.hands.items()
        }


class PotAward(NamedTuple):
    """The chips of one pot: each side's winners and share, each side's awards, and the total
    each winner takes from the pot (winners of nothing left out)."""

    winners: tuple[list[str], ...]
    shares: tuple[int, ...]
    side_awards: tuple[dict[str, int], ...]
    paid: dict[str, int]


def _best_of(hands: Mapping[str, Hand | None], contenders: Sequence[str]) -> list[str]:
    """The contenders whose hand is strongest (none when nobody has a hand for the side)."""
    top = -1
    winners: list[str] = []
    for p in contenders:
        hand = hands.get(p)
        if hand is None:
            continue
        if hand.strength > top:
            top, winners = hand.strength, [p]
        elif hand.strength == top:
            winners.append(p)
    return winners


def award_pot(table: Table, pot: Pot) -> PotAward:
    """Who wins each side of ``pot`` and how many chips each winner takes (no words)."""
    eligible = pot.eligible
    if len(eligible) == 1:
        only = {eligible[0]: pot.amount}
        rest = range(len(table.game.sides) - 1)
        alone = ([eligible[0]], *([eligible[0]] for _ in rest))
        return PotAward(alone, (pot.amount, *(0 for _ in rest)), (only, *({} for _ in rest)), only)
    game, chip, order = table.game, table.chip, table.order
    sides = game.sides
    winners_by_side = [_best_of(table.hands[side.name], eligible) for side in sides]
    playing = [i for i, winners in enumerate(winners_by_side) if winners]
    if len(playing) == len(sides):
        amount = pot.amount
        if len(sides) == 1:
            shares: tuple[int, ...] = (amount,)
        elif len(sides) == 2 and not amount % chip:  # hi/lo: the odd chip to the high half
            high = (amount // chip + 1) // 2 * chip
            shares = (high, amount - high)
        else:
            shares = tuple(split_sides(amount, len(sides), chip=chip))
    else:
        share_of = dict(zip(playing, split_sides(pot.amount, len(playing), chip=chip), strict=True))
        shares = tuple(share_of.get(i, 0) for i in range(len(sides)))
    had_odd: set[str] = set()
    paid: dict[str, int] = {}
    side_awards: list[dict[str, int]] = []
    for side, winners, share in zip(sides, winners_by_side, shares, strict=True):
        if len(winners) == 1:
            awarded = {winners[0]: share}
        elif not winners:
            awarded = {}
        elif (share // chip) % len(winners) == 0:  # no odd chip to place
            each = share // len(winners)
            awarded = {w: each for w in order if w in winners}
        else:
            hands = table.hands[side.name]
            playing_cards = {w: hand.cards for w in winners if (hand := hands[w]) is not None}
            ranked = odd_chip_order(
                winners,
                policy=table.policy,
                mode=game.odd_chip,
                seats=order,
                button=table.button,
                playing=playing_cards if game.odd_chip == "stud" else None,
                held=table.held,
                low=side.name != "high",
                ace_low=side.ace_low,
            )
            split = split_among(share, ranked, chip=chip, had_odd=had_odd)
            awarded = {w: split[w] for w in order if w in split}
        side_awards.append(awarded)
        for w, chips in awarded.items():
            if chips:
                paid[w] = paid.get(w, 0) + chips
    if len(paid) > 1:  # in the order of the eligible players, as each side lists them
        paid = {p: paid[p] for p in eligible if p in paid}
    return PotAward(tuple(winners_by_side), shares, tuple(side_awards), paid)


def pot_result(table: Table, index: int, pot: Pot, award: PotAward, run: int = 0) -> PotResult:
    """The result of pot ``index`` (0: the main pot) from its award, with hands and reason."""
    if len(pot.eligible) == 1:
        return _uncontested(table, index, pot, run)
    game, lang, eligible = table.game, table.lang, pot.eligible
    playing = [i for i, winners in enumerate(award.winners) if winners]
    sides: list[SideResult] = []
    for i, side in enumerate(game.sides):
        winners = award.winners[i]
        shown = table.shown[side.name]
        reason = partial(
            side_reason, side, winners, table.hands[side.name], shown, eligible, game.split, table.reasons, lang
        )
        if not winners and game.split:
            reason = partial(_whole_pot, lang, reason, game.sides[playing[0]].name)
        hands = tuple(shown[w] for w in winners)
        result = SideResult(side.name, side.ranking, award.shares[i], tuple(winners), hands, award.side_awards[i], "")
        sides.append(worded_later(result, reason))
    decided = PotResult(pot_name(index), pot.amount, eligible, tuple(sides), award.paid, "", run)
    return worded_later(decided, partial(_pot_reason, lang, game.split, decided.sides))


def _uncontested(table: Table, index: int, pot: Pot, run: int) -> PotResult:
    only = pot.eligible[0]
    lang = table.lang
    if len(table.order) > 1 and index == 0:
        why = say(lang, "uncontested", player=only, pot=pot_words(lang, index))
    else:
        why = say(lang, "no_showdown", player=only)
    sides = tuple(
        SideResult(
            side.name, side.ranking, pot.amount if i == 0 else 0, (only,), (), {only: pot.amount} if i == 0 else {}, why
        )
        for i, side in enumerate(table.game.sides)
    )
    return PotResult(pot_name(index), pot.amount, pot.eligible, sides, {only: pot.amount}, why, run)


def best_hands(table: Table, contenders: Sequence[str]) -> tuple[SideResult, ...]:
    """Whose hand is best on each side among ``contenders`` (the players still in), with no
    chips at stake: one :class:`SideResult` per side of the game, without chips or awards, its
    reason saying who has the best hand and what decided (RULES.md, "A showdown without
    chips")."""
    results = []
    for side in table.game.sides:
        hands = table.hands[side.name]
        winners = list(contenders) if len(contenders) == 1 else _best_of(hands, contenders)
        shown = table.shown[side.name]
        reason = partial(
            best_reason, side, winners, hands, shown, contenders, table.game.split, table.reasons, table.lang
        )
        result = SideResult(
            side.name, side.ranking, 0, tuple(winners), tuple(shown[w] for w in winners if w in shown), {}, ""
        )
        results.append(worded_later(result, reason))
    return tuple(results)


def _whole_pot(lang: str, reason: Callable[[], str], other: str) -> str:
    """The reason of a side nobody qualified for, its share going to the ``other`` side."""
    return say(lang, "whole_pot", reason=reason(), side=side_word(lang, other))


def _pot_reason(lang: str, split: bool, sides: Sequence[SideResult]) -> str:
    """A pot's reason: its sides' reasons, or that one player scoops them all."""
    all_winners = {w for side in sides for w in side.winners}
    separator = say(lang, "separator")
    if split and len(all_winners) == 1 and all(side.winners for side in sides):
        return say(lang, "scoops", player=next(iter(all_winners)), reasons=separator.join(s.reason for s in sides))
    return separator.join(side.reason for side in sides)
