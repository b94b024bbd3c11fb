"""Outs: which of the cards still to come change who wins, grouped by what they make.

:func:`outs` takes a game, the players' cards and the board (and dead cards), and tries
every card that can come next (``cards=1``), or every pair of the next two (``cards=2``).
For each side of the pot (high, low) it reports who wins now, and which cards would hand
that side to someone else, grouped by who then wins and what they make, each group with a
count and a few words: ``any heart: flush``. Every player also gets their own outs: the
cards with which they win a side they do not win now, the cards with which they split it,
and the cards that take it away from them.

What "wins" means (the rule, RULES.md "Outs"): the hands are compared as they stand once
the new cards are out, as if no further card came. On the turn (``cards=1``), and on the
flop with ``cards=2``, the board is then complete and this is the showdown; on the flop
with ``cards=1`` it is who leads on the turn.

- Board games (Hold'em, Short-deck, Omaha 4/5/6, Omaha Hi/Lo, Big O, Courchevel, and their
  wild-card forms): the next card is a board card, shared by everyone. Outs are counted
  from the flop (three board cards) on; before the flop the next cards come three at once.
- Stud games (Seven Card Stud, Stud Hi/Lo, Razz): the next card goes to one player only.
  A player's outs are the cards that, dealt to them, make them win a side against the other
  hands as they stand now; the other players' next cards are not guessed at. This is what
  a player asking "what are my outs?" means. Each player who can still receive the cards
  is tried in turn (or only ``player``). Hands count from five cards (fifth street) on, so
  that each can be ranked now.

Draw games and Badugi have no next card to count (the cards drawn are a choice).

Hands are ranked in batches (:func:`pokerrank.evaluate_array`), never one showdown at a
time: all 45 turn cards of a heads-up Hold'em flop are one call per side.

>>> import pokerrank
>>> r = pokerrank.outs("holdem", {"ann": "Ah Kh", "bob": "9s 9d"}, board="2h 7h 9c")
>>> r.now[0].winners, r.now[0].makes
(('bob',), 'three of a kind')
>>> ann = r.player("ann")
>>> len(ann.wins), ann.wins_text
(8, 'any heart but 9h')
>>> r.groups[0].makes, r.groups[0].best
('flush', 'ace-high flush')

The package: :mod:`._spot` validates the spot, :mod:`._rank` ranks batches of deals,
:mod:`._words` says sets of cards in words, :mod:`._results` holds the result types; this
module puts them together, one side and one receiver of the next cards at a time.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pokerrank._outs._rank import SCALAR_MOST, best, category_words, families, hand
from pokerrank._outs._results import Lead, OutGroup, OutsResult, PlayerOuts
from pokerrank._outs._spot import BOARD, Spot, read_spot
from pokerrank._outs._words import describe_cards, one_card_text, two_card_text, vocabulary
from pokerrank.cards import CardsLike, format_cards
from pokerrank.games import Game, Side, SideRules, side_rules

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["SCALAR_MOST", "Lead", "OutGroup", "OutsResult", "PlayerOuts", "describe_cards", "outs"]


def outs(
    game: str | Game,
    hands: Sequence[CardsLike] | Mapping[str, CardsLike],
    board: CardsLike = "",
    dead: CardsLike = "",
    *,
    cards: int = 1,
    player: str | None = None,
    lang: str | None = "en",
) -> OutsResult:
    """Which next cards (``cards=1``) or next two (``cards=2``) change who wins each side.

    ``hands``: one entry per player (a list, or a mapping from names to cards). Board
    games need the flop (or the turn, for one card); stud hands need five to seven cards,
    and ``player`` names the one who receives the cards (default: each who can, in turn).
    ``lang``: the language of the hand names and of the card words (``en``, ``nl``, ``fr``,
    ``de``; ``makes`` stays the category's English name, a key). Errors are
    raised before anything is computed: :class:`~pokerrank.UnknownGameError`,
    :class:`~pokerrank.CardCountError`, :class:`~pokerrank.DuplicateCardError`,
    :class:`~pokerrank.InvalidCardError`, :class:`~pokerrank.DealError`.

    >>> r = outs("omaha-hi-lo", {"ann": "As 2s Kd Qc", "bob": "Kh Kc 9d 9c"}, board="Ks 8h 3d")
    >>> [(lead.side, lead.winners, lead.makes) for lead in r.now]
    [('high', ('bob',), 'three of a kind'), ('low', (), 'no qualifying low')]
    >>> [(g.side, g.winners, g.makes, g.count, g.text) for g in r.groups]
    [('low', ('ann',), 'eight low', 16, 'any seven, any six, any five, any four')]
    >>> r = outs("stud", {"ann": "Ah Kh 7h 2h 9c", "bob": "Qs Qd 5c 5d 8s"}, player="ann")
    >>> r.player("ann").wins_text
    'any heart'
    """
    from pokerrank._compile import prepare
    from pokerrank.i18n import describe, resolve_language

    no_hand = describe(None, lang)  # an unknown language fails here, before any work
    spot = read_spot(game, hands, board, dead, cards, player)
    prepare(*families(spot))  # before the deals are built: a first run's compile notice shows at once
    deals = _Deals(spot.deals(), frozenset(spot.unseen), vocabulary(resolve_language(lang)))
    leads: list[Lead] = []
    groups: list[OutGroup] = []
    player_outs: list[PlayerOuts] = []
    for side in spot.game.sides:
        rules = side_rules(side)
        now = _now(spot, rules)
        leads.append(_lead(spot, rules, now, lang, no_hand))
        for receiver in spot.receivers:
            after = _after(spot, rules, now, deals.cards, receiver)
            groups += _groups(spot, rules, now, after, receiver, deals, lang, no_hand)
            player_outs += _player_outs(spot, side, now, after, receiver, deals)
    return OutsResult(
        game=spot.game.name,
        kind=spot.kind,
        board=format_cards(spot.board),
        dead=format_cards(spot.dead),
        cards=spot.cards,
        names=spot.names,
        hands=tuple(format_cards(h) for h in spot.hands),
        unseen=len(spot.unseen),
        deals=len(deals.cards),
        now=tuple(leads),
        groups=tuple(groups),
        outs=tuple(player_outs),
        lang=lang,
    )


# -- the pieces ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Deals:
    """The next cards tried: ``cards[i]`` is deal i (one card, or a pair), and their words."""

    cards: npt.NDArray[np.uint8]
    unseen: frozenset[int]
    words: Mapping[str, Any]

    def listed(self, rows: npt.NDArray[np.intp]) -> tuple[str, ...]:
        """The deals at ``rows``, each as text (``"7h 8h"``), in deck order."""
        return tuple(format_cards(sorted((int(c) for c in deal), reverse=True)) for deal in self.cards[rows])

    def text(self, rows: npt.NDArray[np.intp]) -> str:
        """The deals at ``rows`` in words (``"any heart but 9h"``)."""
        picked = self.cards[rows]
        if picked.shape[1] == 1:
            return one_card_text({int(x) for x in picked[:, 0]}, set(self.unseen), self.words)
        return two_card_text({(int(a), int(b)) for a, b in picked}, set(self.unseen), self.words)


@dataclass(frozen=True)
class _Now:
    """The hands as they stand: each player's cards (then the board), strength and whether
    they win the side."""

    held: tuple[tuple[int, ...], ...]
    strengths: npt.NDArray[np.int64]
    win: npt.NDArray[np.bool_]


def _now(spot: Spot, rules: SideRules) -> _Now:
    """Each player's strength for one side now (stud hands may differ in size: one batch per size)."""
    import numpy as np

    board = tuple(int(c) for c in spot.board)
    held = tuple(tuple(int(c) for c in h) + board for h in spot.hands)
    strengths = np.zeros(len(held), dtype=np.int64)
    for size in sorted({len(h) for h in spot.hands}):
        who = [p for p, h in enumerate(spot.hands) if len(h) == size]
        rows = np.array([held[p] for p in who], dtype=np.uint8)
        strengths[who] = best(rules, rows, size, len(board))
    top = int(strengths.max())
    return _Now(held, strengths, (strengths == top) & (strengths > 0))


def _lead(spot: Spot, rules: SideRules, now: _Now, lang: str | None, no_hand: str | None) -> Lead:
    """Who wins the side now, what they make, and the hand's name."""
    from pokerrank.i18n import describe

    side = rules.side
    winners = [int(p) for p in now.win.nonzero()[0]]
    if not winners:
        return Lead(side.name, (), f"no qualifying {side.name}", no_hand)
    first = winners[0]
    made = hand(side, now.held[first], len(spot.hands[first]), len(spot.board))
    makes = category_words(rules.ranking, int(now.strengths[first]))
    return Lead(side.name, tuple(spot.names[p] for p in winners), makes, describe(made, lang))


@dataclass(frozen=True)
class CardsOf:
    """Where a player's cards are after one deal: the ranked ``rows`` (a board deal: every
    player's, player by player; stud: the receiver's), the others' cards as they stand."""

    rows: npt.NDArray[np.uint8]
    receiver: int
    n_deals: int
    n_hole: int
    n_board: int
    held: tuple[tuple[int, ...], ...]

    def __call__(self, p: int, at: int) -> tuple[list[int], int, int]:
        """Player ``p``'s cards after deal ``at``, with how many are hole and board cards."""
        if self.receiver == BOARD:
            return [int(c) for c in self.rows[p * self.n_deals + at]], self.n_hole, self.n_board
        if p == self.receiver:
            return [int(c) for c in self.rows[at]], self.n_hole, 0
        return list(self.held[p]), len(self.held[p]), 0


@dataclass(frozen=True)
class _After:
    """Every player's strength after each deal, ``(N, P)``, the best of each deal, who wins
    it, and where each player's cards are."""

    strengths: npt.NDArray[np.int64]
    top: npt.NDArray[np.int64]
    win: npt.NDArray[np.bool_]
    cards_of: CardsOf


def _after(spot: Spot, rules: SideRules, now: _Now, deals: npt.NDArray[np.uint8], receiver: int) -> _After:
    """The strengths after each deal: a board card goes to everyone (every player's rows in
    one batch); in stud the cards go to the receiver, and the others stand as they are."""
    import numpy as np

    n_deals, n_players = len(deals), len(spot.hands)
    strengths = np.repeat(now.strengths[None, :], n_deals, axis=0)
    if receiver == BOARD:
        hole = spot.game.hole_cards
        n_board = len(spot.board) + spot.cards
        pockets = np.array([[int(c) for c in h] for h in spot.hands], dtype=np.uint8)  # (P, h)
        known = np.broadcast_to(np.array([int(c) for c in spot.board], dtype=np.uint8), (n_deals, len(spot.board)))
        boards = np.concatenate([known, deals], axis=1)
        rows = np.concatenate(
            [np.broadcast_to(pockets[:, None, :], (n_players, n_deals, hole)),
             np.broadcast_to(boards[None, :, :], (n_players, n_deals, n_board))], axis=2,
        ).reshape(n_players * n_deals, hole + n_board)  # fmt: skip
        strengths[:] = best(rules, rows, hole, n_board).reshape(n_players, n_deals).T
        cards_of = CardsOf(rows, BOARD, n_deals, hole, n_board, now.held)
    else:
        mine = np.array([int(c) for c in spot.hands[receiver]], dtype=np.uint8)
        rows = np.concatenate([np.broadcast_to(mine, (n_deals, len(mine))), deals], axis=1)
        strengths[:, receiver] = best(rules, rows, len(mine) + spot.cards, 0)
        cards_of = CardsOf(rows, receiver, n_deals, len(mine) + spot.cards, 0, now.held)
    top = strengths.max(axis=1)
    win = (strengths == top[:, None]) & (top[:, None] > 0)
    return _After(strengths, top, win, cards_of)


_CATEGORIES = 64
"""A group's key is its winners' bit mask times this, plus its category + 1 (0: no hand)."""


def _groups(
    spot: Spot,
    rules: SideRules,
    now: _Now,
    after: _After,
    receiver: int,
    deals: _Deals,
    lang: str | None,
    no_hand: str | None,
) -> list[OutGroup]:
    """Every change of winner, grouped by the new winners and what they make, biggest first."""
    import numpy as np

    from pokerrank.rankings import categories

    side, ranking, names = rules.side, rules.ranking, spot.names
    n_players, top, win = len(names), after.top, after.win
    changed = (win != now.win[None, :]).any(axis=1)
    masks = (win.astype(np.int64) * (1 << np.arange(n_players, dtype=np.int64))).sum(axis=1)
    cats = np.zeros(len(top), dtype=np.int64)
    scored = top > 0
    if scored.any():
        cats[scored] = categories(top[scored].astype(np.int32), ranking).astype(np.int64) + 1
    keys = masks * _CATEGORIES + cats
    receiver_name = names[receiver] if receiver != BOARD else None
    found: list[tuple[int, OutGroup]] = []
    for key in (int(k) for k in np.unique(keys[changed])):
        rows = np.flatnonzero(changed & (keys == key))
        winners = tuple(names[p] for p in range(n_players) if key // _CATEGORIES >> p & 1)
        if key % _CATEGORIES:
            strongest, weakest = (int(rows[pick(top[rows])]) for pick in (np.argmax, np.argmin))
            makes = category_words(ranking, int(top[strongest]))
            best_name, worst_name = (_winning_hand(side, after, at, lang) for at in (strongest, weakest))
        else:
            makes, best_name, worst_name = f"no qualifying {side.name}", no_hand, no_hand
        group = OutGroup(
            side.name, receiver_name, winners, makes, best_name, worst_name, deals.listed(rows), deals.text(rows)
        )
        found.append((len(rows), group))
    found.sort(key=lambda item: -item[0])
    return [group for _, group in found]


def _winning_hand(side: Side, after: _After, at: int, lang: str | None) -> str | None:
    """The name of the hand the first winner of deal ``at`` makes."""
    import numpy as np

    from pokerrank.i18n import describe

    cards, n_hole, n_board = after.cards_of(int(np.flatnonzero(after.win[at])[0]), at)
    return describe(hand(side, cards, n_hole, n_board), lang)


def _player_outs(spot: Spot, side: Side, now: _Now, after: _After, receiver: int, deals: _Deals) -> list[PlayerOuts]:
    """Each player's outs for the side (in stud, the receiver's): the deals with which they
    win it alone where they do not now, split it where they win none of it now, lose it
    where they win or share it now."""
    import numpy as np

    win = after.win
    alone = win & (win.sum(axis=1) == 1)[:, None]
    found = []
    for p in range(len(spot.names)) if receiver == BOARD else [receiver]:
        status = "loses" if not now.win[p] else ("wins" if now.win.sum() == 1 else "splits")
        wins = np.flatnonzero(alone[:, p] & (status != "wins"))
        splits = np.flatnonzero(win[:, p] & ~alone[:, p] & (status == "loses"))
        loses = np.flatnonzero(~win[:, p] & (status != "loses"))
        found.append(
            PlayerOuts(
                spot.names[p], side.name, status,
                deals.listed(wins), deals.listed(splits), deals.listed(loses),
                deals.text(wins), deals.text(splits), deals.text(loses),
            )
        )  # fmt: skip
    return found
