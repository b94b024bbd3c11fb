"""Deciding one pot: the winners of each side, the chips, the odd chips, and the reason.

RULES.md "Split pots, hi/lo, side pots, odd chips": each pot is split on its own; a pot split
between sides (hi/lo) gives each side its share, the odd chip between the halves to the first
side; a side nobody qualifies for goes to the other side; tied winners share, the odd chips
going by the game's odd-chip rule and the chosen policy (:mod:`pokerrank.pots`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial

from pokerrank._showdown.reasons import best_reason, pot_name, pot_words, say, side_reason, side_word
from pokerrank._showdown.results import PotResult, ShownHand, SideResult, worded_later
from pokerrank.cards import Card
from pokerrank.games import Game
from pokerrank.hands import Hand
from pokerrank.pots import OddChipPolicy, Pot, odd_chip_order, split_among, split_sides

__all__ = ["Table", "best_hands", "decide_pot"]


@dataclass
class Table:
    """What every pot of one showdown is decided from: the hands, the seats and the rules."""

    game: Game
    hands: Mapping[str, Mapping[str, Hand | None]]
    """Side name -> player -> the player's hand for that side (None: no qualifying hand)."""
    shown: Mapping[str, Mapping[str, ShownHand]]
    """Side name -> player -> the hand as shown in results (qualifying hands only)."""
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


def _uncontested(table: Table, index: int, pot: Pot) -> PotResult:
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
    return PotResult(pot_name(index), pot.amount, pot.eligible, sides, {only: pot.amount}, why)


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


def decide_pot(table: Table, index: int, pot: Pot) -> PotResult:
    """The result of pot ``index`` (0: the main pot)."""
    if len(pot.eligible) == 1:
        return _uncontested(table, index, pot)
    game, lang, chip, eligible = table.game, table.lang, table.chip, pot.eligible

    winners_by_side = [_best_of(table.hands[side.name], eligible) for side in game.sides]

    playing = [i for i, winners in enumerate(winners_by_side) if winners]
    share_of = dict(zip(playing, split_sides(pot.amount, len(playing), chip=chip), strict=True))
    had_odd: set[str] = set()
    awards = dict.fromkeys(eligible, 0)
    sides: list[SideResult] = []
    for i, side in enumerate(game.sides):
        hands = table.hands[side.name]
        winners = winners_by_side[i]
        share = share_of.get(i, 0)
        side_awards: dict[str, int] = {}
        reason = partial(
            side_reason, side, winners, hands, table.shown[side.name], eligible, game.split, table.reasons, lang
        )
        if len(winners) == 1 or (winners and (share // chip) % len(winners) == 0):  # no odd chip to place
            side_awards = {w: share // len(winners) for w in table.order if w in winners}
        elif winners:
            playing_cards = {w: hand.cards for w in winners if (hand := hands[w]) is not None}
            ranked = odd_chip_order(
                winners,
                policy=table.policy,
                mode=game.odd_chip,
                seats=table.order,
                button=table.button,
                playing=playing_cards if game.odd_chip == "stud" else None,
                held=table.held,
                low=side.name != "high",
                ace_low=side.ace_low,
            )
            split = split_among(share, ranked, chip=chip, had_odd=had_odd)
            side_awards = {w: split[w] for w in table.order if w in split}
        elif game.split:
            reason = partial(_whole_pot, lang, reason, game.sides[playing[0]].name)
        for w, chips in side_awards.items():
            awards[w] += chips
        shown = tuple(table.shown[side.name][w] for w in winners)
        result = SideResult(side.name, side.ranking, share, tuple(winners), shown, side_awards, "")
        sides.append(worded_later(result, reason))

    paid = {p: a for p, a in awards.items() if a}
    decided = PotResult(pot_name(index), pot.amount, eligible, tuple(sides), paid, "")
    return worded_later(decided, partial(_pot_reason, lang, game.split, decided.sides))


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
