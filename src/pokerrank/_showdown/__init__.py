"""Showdowns: who gets what from every pot, and why (the public face of the package).

:func:`showdown` takes a game, the board and the players (their cards, the chips each put
in, whether they folded) and returns, for the main pot and each side pot in order, the
amount, who could win it, the winners of each side (high, low) with the cards that play and
the hand's name, each player's award, and a reason in plain English; then each player's
total. Everything is validated before anything is computed. Results are plain
dataclasses; ``to_dict()`` gives JSON-ready data in the same shape :func:`showdown_from_dict`
reads back.

>>> result = showdown(
...     "holdem", "Ah Kh 7d 4c 2s",
...     [Player("ann", "As Ad", bet=50), Player("bob", "Ks Kd", bet=200), Player("cid", "Qs Qd", bet=300)],
...     button="cid",
... )
>>> [(pot.name, pot.amount, pot.eligible, pot.awards) for pot in result.pots]
[('main pot', 150, ('ann', 'bob', 'cid'), {'ann': 150}), ('side pot 1', 300, ('bob', 'cid'), {'bob': 300})]
>>> result.returned, result.totals
({'cid': 100}, {'ann': 150, 'bob': 300, 'cid': 100})
>>> result.pots[1].reason
"bob wins with three of a kind, kings with ace and seven kickers over cid's pair of queens ..."

:func:`showdown_batch` decides many deals of one game at once (arrays of hole cards and
boards to strengths, winners and pot shares), for simulations.

The package, in the order a deal travels: the deal is validated once
(:mod:`pokerrank.deal`); each side is resolved once and every player's hand valued on the
scalar path (:mod:`~pokerrank._showdown.sides`); the pots are built (:mod:`pokerrank.pots`)
and each is decided (:mod:`~pokerrank._showdown.decide`) with its reason
(:mod:`~pokerrank._showdown.reasons`) into results (:mod:`~pokerrank._showdown.results`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from pokerrank._showdown.batch import BatchShowdown, showdown_batch
from pokerrank._showdown.decide import Table, decide_pot
from pokerrank._showdown.results import PlayerResult, PotResult, ShowdownResult, ShownHand, SideResult
from pokerrank._showdown.sides import side_hands, side_plan
from pokerrank.cards import CardsLike, format_cards
from pokerrank.deal import Player, read_deal, read_players
from pokerrank.errors import DealError
from pokerrank.games import Game, get_game
from pokerrank.hands import Hand
from pokerrank.i18n import DEFAULT_LANGUAGE, resolve_language
from pokerrank.pots import OddChipPolicy, build_pots, policy_name
from pokerrank.registry import shorten

__all__ = [
    "BatchShowdown",
    "Player",
    "PlayerResult",
    "PotResult",
    "ShowdownResult",
    "ShownHand",
    "SideResult",
    "showdown",
    "showdown_batch",
    "showdown_from_dict",
]


def showdown(
    game: str | Game,
    board: CardsLike | None,
    players: Iterable[Player | Mapping[str, Any] | CardsLike] | Mapping[str, Any],
    *,
    button: str | int | None = None,
    odd_chip: str = "wsop",
    chip: int = 1,
    lang: str | None = DEFAULT_LANGUAGE,
) -> ShowdownResult:
    """Decide every pot of a hand: who wins each side of each pot, how many chips, and why.

    ``players``: :class:`Player` values, or mappings with ``name``, ``cards``, ``bet``,
    ``folded`` and ``seat``, or a mapping of names to cards; in seat order (clockwise)
    unless seats are given. ``button``: the button's name or seat number (button games:
    odd chips go to the first tied winner clockwise from it; without a button, seat order
    from the first seat). ``odd_chip``: ``"wsop"`` (default, 2024 WSOP Rule 73),
    ``"roberts"`` or ``"seat"`` (see :mod:`pokerrank.pots`). ``chip``: the smallest chip in
    play; every bet is a whole number of it, and odd chips are of that size. ``lang``: the
    language of the reasons and hand names (``en``, ``nl``, ``fr``, ``de``; ``None``: from
    the environment, see :mod:`pokerrank.i18n`).

    Errors (each raised before anything is computed, naming the player and the cards):
    :class:`~pokerrank.errors.UnknownGameError`, :class:`~pokerrank.errors.CardCountError`,
    :class:`~pokerrank.errors.MissingCardsError`, :class:`~pokerrank.errors.DuplicateCardError`,
    :class:`~pokerrank.errors.InvalidCardError`, :class:`~pokerrank.errors.ChipAmountError`,
    :class:`~pokerrank.errors.DealError`.

    >>> result = showdown("holdem", "Ah Kh Qh Jh Th", {"ann": "2c 3d", "bob": "4c 5d"})
    >>> result.pots  # nobody put chips in: nothing to award
    ()
    >>> result.player("ann").hands["high"].name
    'royal flush'
    """
    code = resolve_language(lang)
    spec = get_game(game)
    policy: OddChipPolicy = policy_name(odd_chip)
    deal = read_deal(spec, board, read_players(players), button, chip)
    seats = deal.seats

    layout = build_pots({s.name: s.bet for s in seats}, folded={s.name for s in seats if s.folded})
    live = [s for s in seats if not s.folded]
    showing = [s for s in live if s.cards is not None]
    holes = [s.cards or () for s in showing]
    hands: dict[str, dict[str, Hand | None]] = {}
    shown: dict[str, dict[str, ShownHand]] = {}
    for side in spec.sides:
        if len(live) > 1 and showing:
            plan = side_plan(side, len(holes[0]), len(deal.board))
            side_hand = side_hands(plan, holes, deal.board)
        else:
            side_hand = [None] * len(showing)
        hands[side.name] = {s.name: h for s, h in zip(showing, side_hand, strict=True)}
        shown[side.name] = {
            s.name: ShownHand(s.name, side.name, h.strength, h, code)
            for s, h in zip(showing, side_hand, strict=True)
            if h is not None
        }

    order = [s.name for s in seats]
    table = Table(
        spec,
        hands,
        shown,
        order,
        deal.button,
        {s.name: (s.cards or ()) + deal.board for s in seats},
        policy,
        chip,
        code,
    )
    won = dict.fromkeys(order, 0)
    pots: list[PotResult] = []
    for index, pot in enumerate(layout.pots):
        decided = decide_pot(table, index, pot)
        pots.append(decided)
        for name, amount in decided.awards.items():
            won[name] += amount

    results = tuple(
        PlayerResult(
            s.name,
            s.seat,
            format_cards(s.cards) if s.cards else "",
            s.bet,
            s.folded,
            {side.name: shown[side.name].get(s.name) for side in spec.sides},
            layout.returned.get(s.name, 0),
            won[s.name],
        )
        for s in seats
    )
    button_name = seats[deal.button].name if deal.button is not None else None
    return ShowdownResult(
        spec.name, format_cards(deal.board), button_name, policy, chip, results, tuple(pots), layout.returned, code
    )


def showdown_from_dict(data: Mapping[str, Any]) -> ShowdownResult:
    """Replay a deal given as data in the shape :meth:`ShowdownResult.to_dict` emits.

    Only the deal is read (game, board, players with name, cards, bet, folded and seat,
    button, odd_chip, chip, lang); results in the data are ignored and computed afresh.

    >>> first = showdown("holdem", "2c 7d 9h Js Kd", {"a": "As Ad", "b": "Ks Kh"})
    >>> showdown_from_dict(first.to_dict()) == first
    True
    """
    if not isinstance(data, Mapping):
        raise DealError(f"a deal is a JSON object, got {type(data).__name__}")
    deal_keys = ("game", "board", "players", "button", "odd_chip", "chip", "lang")
    unknown = sorted(str(key) for key in data if key not in deal_keys and key not in ("pots", "returned", "totals"))
    if unknown:  # a typo such as "buton" must not be dropped without a word
        raise DealError(f"a deal has no key {shorten(unknown[0])}; its keys are {', '.join(deal_keys)}")
    for key in ("game", "players"):
        if key not in data:
            raise DealError(f"a deal needs {key!r}; its keys are {', '.join(deal_keys)}")
    return showdown(
        data["game"],
        data.get("board"),
        data["players"],
        button=data.get("button"),
        odd_chip=data.get("odd_chip", "wsop"),
        chip=data.get("chip", 1),
        lang=data.get("lang", DEFAULT_LANGUAGE),
    )
