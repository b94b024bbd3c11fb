"""Cards never shown, tried cheaply: of every way to fill in the cards that players still in at
the showdown never showed, only the fillings that could give a verdict of their own.

The audit around cards never shown (:mod:`pokerrank.handhistory.audit`) decides the hand with
every filling, in one order, and stops at the first that pays otherwise (or cannot be audited).
Most fillings cannot pay otherwise. The decision (:mod:`~pokerrank.handhistory.decision`,
:func:`pokerrank.showdown`) reads the players' cards only through their hands' strengths: each
pot, on each board and each side, goes to the eligible players whose hand is strongest (a low
side to those with a qualifying low), and a tie's odd chip goes by seat, or in stud by the tied
players' cards. The room's words for a hand are checked against the hand's category and ranks,
which its strength says (no wild cards). Everything else (pots, rake, uncalled bets, what the
room paid) is the same for every filling. So two fillings are of one *kind*, and give the same
payouts, the same outcome and the same verdict on the room's words, when they:

- put all the hands in the same order on every board and side (ties, and no qualifying low,
  included);
- in stud, give the same cards to each filled-in player whose hand could tie another's;
- give a filled-in player whose hand the room described a hand of the same strengths.

:func:`one_of_each_kind` gives the first filling of each kind, in the audit's order: the
audit decides only those, and its verdict is word for word the one deciding every filling gives
(it stops at the same filling, and keeps the same one). Each player's hand is valued once per
filling of their own cards (:func:`~pokerrank._showdown.sides.deal_hands`, as the showdown values
it), not once per filling of the table. Hands audited otherwise (PHH, an OHH hand without pots,
cash-outs and side deals, a ranking with wild cards, a board or a hand the showdown would refuse)
get None: every filling is decided, as before.
"""

from __future__ import annotations

import itertools
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from operator import itemgetter
from typing import Final, cast

from pokerrank._showdown.sides import SidePlan, deal_hands, side_plan, whole_strengths
from pokerrank.cards import Card, parse_cards
from pokerrank.errors import PokerRankError
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.replay import Replay

__all__ = ["Filling", "one_of_each_kind"]

Filling = tuple[tuple[int, ...], ...]
"""The codes given to each player who lacks cards, in the order of the players."""

Values = tuple[int | None, ...]
"""A hand's strength on each board and side, in turn (None: no qualifying hand for the side)."""

_FIRST_CHUNK: Final = 2
_LAST_CHUNK: Final = 32
"""Hands valued together when a single player's fillings are tried one after the other: the
first few alone (a hand whose pots depend on the cards is most often found out by its first
fillings: the audit tries the extremes first), then twice as many each time, up to
:data:`_LAST_CHUNK` (a hand that pays alike whatever the cards values them all)."""


def one_of_each_kind(
    record: HandRecord, play: Replay, lacking: Sequence[tuple[str, int]], deck: Sequence[int]
) -> Iterator[Filling] | None:
    """The first filling of each kind (see the module docstring) among every way to give each
    player of ``lacking`` (name, cards lacking) their cards from ``deck``, no card twice, in the
    order the audit tries them (each player's cards as :func:`itertools.combinations` of
    ``deck``, the first player's outermost); None where the hand is not decided by the hands'
    order alone (every filling must be tried).

    >>> import dataclasses
    >>> from pokerrank.cards import parse_cards
    >>> from pokerrank.handhistory import read
    >>> from pokerrank.handhistory.examples import ALL_IN_SHOWDOWN
    >>> from pokerrank.handhistory.replay import replay
    >>> record = dataclasses.replace(next(read(ALL_IN_SHOWDOWN)), hole={"ann": "As Ad"}, claims=())
    >>> play = replay(record)
    >>> seen = {int(card) for card in parse_cards(f"As Ad {play.boards[0]}")}
    >>> deck = [code for code in range(52) if code not in seen]
    >>> kinds = one_of_each_kind(record, play, [("bob", 2)], deck)
    >>> [" ".join(map(str, parse_cards(list(cards)))) for (cards,) in kinds]
    ['2d 2h', '2d 3c', 'Ac Ah']

    Of bob's 990 pairs three are given: one that beats ann's aces (three deuces), one that
    loses to them, one that ties.
    """
    game = play.game
    if game is None or not lacking or record.format == "phh" or (record.format == "ohh" and record.rake is None):
        return None
    if record.cash_outs or (record.extra and record.extra.get("side_deals")):
        return None
    names = [name for name, _ in lacking]
    described = [any(claim.player == name for claim in record.claims) for name in names]
    need = game.hole_cards
    try:
        boards = [parse_cards(text) if text else () for text in play.boards]
        if any(len(board) != game.board_cards for board in boards):
            return None
        plans = [[side_plan(side, need, len(board)) for side in game.sides] for board in boards]
        if any(plan.ranking.is_wild for plan in plans[0]):
            return None
        known = [parse_cards(play.cards[name]) for name in play.contenders if name not in names]
        if any(len(hole) != need for hole in known):
            return None
        fixed = _valued(plans, boards, known)
        bases = [parse_cards(play.cards[name]) if play.cards.get(name) else () for name in names]

        def valued(player: int, combos: Sequence[tuple[int, ...]]) -> list[Values]:
            base = bases[player]
            columns = [
                whole_strengths(plan, base, board, combos)
                for plan_row, board in zip(plans, boards, strict=True)
                for plan in plan_row
            ]
            if None not in columns:  # every side valued whole: the cards all fillings share summed once
                return list(zip(*columns, strict=True))
            return _valued(plans, boards, [base + tuple(_CARDS[code] for code in combo) for combo in combos])

        for player, (_, count) in enumerate(lacking):  # a hand of each valued here: the rest alike
            if len(deck) >= count:  # (as the showdown values it: what it would refuse, refused)
                _valued(plans, boards, [bases[player] + tuple(_CARDS[code] for code in deck[:count])])
    except PokerRankError:  # the showdown says what is wrong, every filling alike
        return None
    width = len(game.sides) * len(boards)
    stud = game.odd_chip == "stud"
    if len(lacking) == 1:
        return _alone(valued, fixed, width, lacking[0][1], deck, stud, described[0])
    return _together(valued, fixed, width, [n for _, n in lacking], deck, stud, described)


_CARDS: Final = tuple(Card(code) for code in range(52))


def _valued(plans: list[list[SidePlan]], boards: list[tuple[Card, ...]], holes: list[tuple[Card, ...]]) -> list[Values]:
    """Each hand's strength on each board and side in turn (:func:`deal_hands`, as the showdown
    values them)."""
    if not holes:
        return []
    rows: list[list[int | None]] = []
    for plan, board in zip(plans, boards, strict=True):
        for hands in deal_hands(plan, holes, board):
            rows.append([hand.strength if hand is not None else None for hand in hands])
    return list(zip(*rows, strict=True))


def _place(values: Values, known: list[list[int]]) -> tuple[int, ...]:
    """Where a hand stands among the known hands' distinct strengths ``known`` on each board and
    side: between two of them (even) or level with one (odd); -1 with no qualifying hand."""
    out = []
    for value, strengths in zip(values, known, strict=True):
        if value is None:
            out.append(-1)
            continue
        at = bisect_left(strengths, value)
        out.append(2 * at + (at < len(strengths) and strengths[at] == value))
    return tuple(out)


Valuer = Callable[[int, Sequence[tuple[int, ...]]], list[Values]]
"""The values of a lacking player's hand (by their place in ``lacking``) with each filling given."""


def _alone(
    valued: Valuer, fixed: list[Values], width: int, count: int, deck: Sequence[int], stud: bool, described: bool
) -> Iterator[Filling]:
    """One player lacks cards: each filling in turn (valued a few at a time), the first of each
    place among the known hands. In stud a filling level with a known hand is a kind of its own
    (its cards can take an odd chip); for a player whose hand the room described, each value of
    their hand is."""
    known = [sorted({hand[k] for hand in fixed if hand[k] is not None}) for k in range(width)]  # type: ignore[type-var]
    seen: set[object] = set()
    combos = itertools.combinations(deck, count)
    size = _FIRST_CHUNK
    while chunk := list(itertools.islice(combos, size)):
        size = min(2 * size, _LAST_CHUNK)
        for combo, values in zip(chunk, valued(0, chunk), strict=True):
            place = _place(values, known)  # type: ignore[arg-type]
            level = stud and any(at >= 0 and at % 2 for at in place)
            key = (place, combo if level else None, values if described else None)
            if key not in seen:
                seen.add(key)
                yield (combo,)


def _together(
    valued: Valuer,
    fixed: list[Values],
    width: int,
    counts: list[int],
    deck: Sequence[int],
    stud: bool,
    described: list[bool],
) -> Iterator[Filling]:
    """Several players lack cards: every player's fillings valued once and grouped by their
    values (in stud a filling whose values another player's hand can equal is a group of its
    own); then the groups' combinations in the order of their first fillings, the first
    filling of each new order of all the hands given (for a player whose hand the room
    described, of each value of their hand too). Where no player's hand was described and
    every filling gives one order (:func:`_one_order`), that is one kind: its first filling
    alone, without grouping."""
    combos = [list(itertools.combinations(deck, n)) for n in counts]
    values = [valued(player, mine) for player, mine in enumerate(combos)]
    if not any(described) and _one_order(fixed, values, width):  # one kind: its first filling
        first = _first_filling(combos)
        if first is not None:
            yield first
        return
    groups: list[list[int]] = []  # per player: each filling's group
    members: list[list[list[tuple[int, ...]]]] = []  # per player, per group: its fillings in order
    kinds: list[list[Kind]] = []  # per player, per group: the values, and the cards where they count
    for player, (mine, valued_mine) in enumerate(zip(combos, values, strict=True)):
        others = [*fixed, *(hand for other, of in enumerate(values) if other != player for hand in of)]
        level = [{hand[k] for hand in others} - {None} for k in range(width)] if stud else []
        index: dict[Kind, int] = {}
        group_of: list[int] = []
        in_group: list[list[tuple[int, ...]]] = []
        player_kinds: list[Kind] = []
        for combo, hand in zip(mine, valued_mine, strict=True):
            tie = stud and any(value in level[k] for k, value in enumerate(hand))
            kind = (hand, combo if tie else None)
            group = index.get(kind)
            if group is None:
                group = index[kind] = len(player_kinds)
                player_kinds.append(kind)
                in_group.append([])
            group_of.append(group)
            in_group[group].append(combo)
        groups.append(group_of)
        members.append(in_group)
        kinds.append(player_kinds)
    seen: set[object] = set()
    for filling, chosen in _first_of_groups(combos, groups, members):
        hands = [kinds[player][group] for player, group in enumerate(chosen)]
        key = (
            _order([*fixed, *(hand for hand, _ in hands)], width),
            tuple(cards for _, cards in hands),
            tuple(hand if said else None for (hand, _), said in zip(hands, described, strict=True)),
        )
        if key not in seen:
            seen.add(key)
            yield filling


def _one_order(fixed: list[Values], values: list[list[Values]], width: int) -> bool:
    """Whether every filling puts the hands in one order, no lacking player's hand level with
    another's: on every board and side, the range of each lacking player's strengths (over all
    their fillings) meets no other hand's strength nor range (the known hands may tie among
    themselves); False where some filling has no qualifying hand or a player has no filling.

    >>> _one_order([(5,)], [[(1,), (3,)], [(7,), (9,)]], 1), _one_order([(5,)], [[(1,), (5,)]], 1)
    (True, False)
    """
    for k in range(width):
        spans: list[tuple[int, int, bool]] = []
        for hand in fixed:
            value = hand[k]
            if value is None:
                return False
            spans.append((value, value, False))
        for mine in values:
            column = list(map(itemgetter(k), mine))
            if not column or None in column:
                return False
            known = cast("list[int]", column)  # (None is not in it)
            spans.append((min(known), max(known), True))
        spans.sort()
        for (_, high, lacking), (low, _, next_lacking) in itertools.pairwise(spans):
            if (lacking or next_lacking) and high >= low:
                return False
    return True


def _first_filling(combos: list[list[tuple[int, ...]]]) -> Filling | None:
    """The first filling in the audit's order: each player's first cards none before took
    (None: no filling; a player short of cards leaves every later one shorter still)."""
    used: set[int] = set()
    filling = []
    for mine in combos:
        combo = next((combo for combo in mine if used.isdisjoint(combo)), None)
        if combo is None:
            return None
        used.update(combo)
        filling.append(combo)
    return tuple(filling)


Kind = tuple[Values, tuple[int, ...] | None]
"""A group of one player's fillings: their hand's values, and the cards where those count too."""


def _order(hands: list[Values], width: int) -> tuple[tuple[int, ...], ...]:
    """The order of the hands on each board and side: each hand's rank among the distinct
    strengths there (-1: no qualifying hand)."""
    out = []
    for k in range(width):
        column = [hand[k] for hand in hands]
        rank = {value: at for at, value in enumerate(sorted({v for v in column if v is not None}))}
        out.append(tuple(rank[v] if v is not None else -1 for v in column))
    return tuple(out)


def _first_of_groups(
    combos: list[list[tuple[int, ...]]], groups: list[list[int]], members: list[list[list[tuple[int, ...]]]]
) -> Iterator[tuple[Filling, tuple[int, ...]]]:
    """Each combination of the players' groups that some filling gives (no card twice), with its
    first filling, in the order of those first fillings: the first players' fillings in turn
    (passing over those whose groups so far have met every group of the players after them), the
    last player's groups each at its first filling that fits."""
    last = len(combos) - 1
    position = {combo: at for at, combo in enumerate(combos[last])}
    full = [1] * (last + 1)  # how many combinations of groups the players after each have
    for player in range(last - 1, -1, -1):
        full[player] = full[player + 1] * len(members[player + 1])
    met: Counter[tuple[int, ...]] = Counter()  # the first players' groups -> combinations met after them
    seen: set[tuple[int, ...]] = set()

    def walk(
        player: int, used: frozenset[int], prefix: tuple[int, ...], given: Filling
    ) -> Iterator[tuple[Filling, tuple[int, ...]]]:
        if player == last:
            found = []
            for group, fillings in enumerate(members[player]):
                if (*prefix, group) not in seen:
                    combo = next((combo for combo in fillings if used.isdisjoint(combo)), None)
                    if combo is not None:
                        found.append((position[combo], group, combo))
            for _, group, combo in sorted(found):
                chosen = (*prefix, group)
                seen.add(chosen)
                for size in range(1, len(chosen)):
                    met[chosen[:size]] += 1
                yield (*given, combo), chosen
            return
        for combo, group in zip(combos[player], groups[player], strict=True):
            chosen = (*prefix, group)
            if met[chosen] < full[player] and used.isdisjoint(combo):
                yield from walk(player + 1, used.union(combo), chosen, (*given, combo))

    return walk(0, frozenset(), (), ())
