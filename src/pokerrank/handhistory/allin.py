"""The all-in of a hand and its exact value; an all-in cash-out against it.

Where betting closed with a player all in and cards still to come (docs/RULES.md, "All-in
adjusted winnings"), :func:`allin_spot` finds the spot: the players still in, their cards
known then, the board so far, the cards known dead, and the pots after the room's rake (the
audit's decision of the rake where there is one, else main pot first), each with who can
win it; :func:`pot_values` gives each player's exact expected winnings from those pots (every
runout enumerated). A cash-out (:class:`CashOut`) is the room's offer plus its fee against
that value: fair within the room's rounding (:data:`ROUNDING`). The audit
(:mod:`pokerrank.handhistory.room`) and the players' results (:mod:`pokerrank.results`) both
value an all-in here.

Aces against kings on a turn of 2c 7d 9h Js, a pot of $98 after rake: the kings need one of
the 2 kings left in 44 cards.

>>> from pokerrank.cards import parse_cards
>>> from pokerrank.games import get_game
>>> codes = lambda text: tuple(int(c) for c in parse_cards(text))
>>> hands, board = (codes("As Ad"), codes("Kc Kd")), codes("2c 7d 9h Js")
>>> means, (runouts, _) = pot_values(get_game("holdem"), hands, board, (), ((9800, (0, 1)),))
>>> means, runouts
([Fraction(102900, 11), Fraction(4900, 11)], 44)
>>> CashOut("ann", 9261, 94, means[0]).fair   # $92.61 and a $0.94 fee against $93.5454...
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from pokerrank.cards import Card, parse_cards
from pokerrank.errors import HandHistoryError, PokerRankError
from pokerrank.handhistory.records import ActionKind, HandRecord
from pokerrank.handhistory.runouts import known_shares, runout_values
from pokerrank.pots import build_pots, pot_rake

if TYPE_CHECKING:
    from pokerrank.games import Game
    from pokerrank.handhistory.decision import Decision
    from pokerrank.handhistory.replay import Replay
    from pokerrank.pots import PotLayout

__all__ = [
    "ROUNDING",
    "CashOut",
    "Spot",
    "Unvalued",
    "allin_spot",
    "cash_outs",
    "cashed_out_won",
    "grouped_pots",
    "pot_values",
    "priced",
    "spot_values",
    "still_in",
]


ROUNDING: int = 1
"""How far (in the hand's units: a cent) offer plus fee may be from the exact equity value
and still be the room's rounding: the offer and the fee are each rounded to the unit."""


@dataclass(frozen=True)
class CashOut:
    """An all-in cash-out (PokerStars "cashed out the hand") against the exact equity value of
    the player's pots (their equity of each pot times the pot after rake, when betting closed).

    >>> deal = CashOut("ann", 990, 10, Fraction(20011, 20))   # 9.90 + 0.10 against 10.0055
    >>> deal.difference, deal.fair
    (Fraction(-11, 20), True)
    """

    player: str
    offer: int
    fee: int
    value: Fraction

    @property
    def difference(self) -> Fraction:
        """Offer plus fee less the equity value: what the room paid above the equity."""
        return self.offer + self.fee - self.value

    @property
    def fair(self) -> bool:
        """Whether offer plus fee is the equity value within the room's rounding (:data:`ROUNDING`)."""
        return abs(self.difference) <= ROUNDING


class Unvalued(str):
    """Why an all-in cannot be valued (the text, in English), with a ``key`` for it: ``draw``
    (a draw still to come), ``street`` (the street's cards cannot be told), ``nobody`` (cards
    came with nobody all-in), ``behind`` (betting went on behind an all-in), ``shown`` (``name``
    never showed their cards)."""

    key: str
    name: str

    def __new__(cls, text: str, key: str, name: str = "") -> Unvalued:
        made = super().__new__(cls, text)
        made.key = key
        made.name = name
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return (Unvalued, (str(self), self.key, self.name))


@dataclass(frozen=True)
class Spot:
    """An all-in when betting closed: the street, the players still in (seat order), the
    game, their cards known then, the board so far, the cards known dead, and each pot after
    rake with the indices (into ``players``) of who can win it; ``layout``: the pots before
    rake (``layout.returned``: each player's uncalled bet back)."""

    street: str
    players: tuple[str, ...]
    game: Game
    hands: tuple[tuple[int, ...], ...]
    board: tuple[int, ...]
    dead: tuple[int, ...]
    pots: tuple[tuple[int, tuple[int, ...]], ...]
    layout: PotLayout

    @property
    def args(self) -> tuple[Any, ...]:
        """What :func:`pot_values` and :func:`~pokerrank.handhistory.runouts.runout_values` take."""
        return (self.game, self.hands, self.board, self.dead, self.pots)


_BET_KINDS = frozenset(
    {ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE, ActionKind.FOLD}
) | frozenset(kind for kind in ActionKind if kind.posts)
_DRAW_KINDS = frozenset({ActionKind.DISCARD, ActionKind.STAND_PAT})
_FOLD = ActionKind.FOLD
_BOARD_AT = {"preflop": 0, "flop": 3, "turn": 4, "river": 5}
_STUD_AT = {"third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7}


def still_in(record: HandRecord, play: Replay) -> tuple[set[str], list[str]]:
    """The players who folded, and the others who put chips in, in seat order."""
    folded = {a[1] for a in record.actions if a[2] is _FOLD}
    return folded, [name for name in play.players if name not in folded]


def cashed_out_won(record: HandRecord) -> dict[str, int]:
    """What the room says each player who cashed out won from the pots it did not award them
    (PokerStars: ``won ($109.08) ... (pot not awarded as player cashed out)``)."""
    if not record.pot_not_awarded:
        return {}
    return {
        name: record.summary_won.get(name, 0)
        for name in record.cash_outs
        if not any(c.player == name for c in record.collected)
    }


def allin_spot(
    record: HandRecord,
    play: Replay,
    rake: int,
    decided: Decision | Callable[[], Decision | None] | None,
    folded: set[str] | None = None,
    players: list[str] | None = None,
) -> Spot | Unvalued | None:
    """The all-in of a hand if betting closed with one and cards to come (:class:`Spot`), the
    reason it cannot be valued (:class:`Unvalued`, a string), or None where no card came after betting closed
    (``folded``, ``players``: :func:`still_in`, worked out when not given). ``decided``: the
    audit's decision (the rake's split between the pots), or what makes it, asked only where
    the rake is split between pots."""
    if folded is None or players is None:
        folded, players = still_in(record, play)
    actions = record.actions
    if len(players) < 2:  # most hands: won without a showdown, nothing to weigh
        return None
    at = next((i for i in range(len(actions) - 1, -1, -1) if actions[i].kind in _BET_KINDS), None)
    if at is None:
        return None
    last = actions[at]
    game = play.game
    if any(a.kind in _DRAW_KINDS for a in actions[at + 1 :]):
        return Unvalued("a draw was still to come", "draw")
    if game is None:
        return None  # nothing known to come: the game is not one pokerrank deals
    if game.discards and last.street in ("preflop", "flop"):  # (Irish: the cards kept not yet chosen)
        return Unvalued("a draw was still to come", "draw")
    known_board, to_come = _to_come(record, game, last.street)
    if to_come is None:
        return Unvalued(f"the cards dealt by {last.street!r} cannot be told", "street")
    if not to_come:  # most showdowns: every card was out when betting closed
        return None
    order: dict[str, int] = {}
    for action in actions:
        order.setdefault(action.street, len(order))
    stacks = {seat.name: seat.stack for seat in record.seats}
    all_in_at: dict[str, str] = {}
    for action in actions:
        if action.all_in and action.player not in all_in_at:
            all_in_at[action.player] = action.street
    back = play.uncalled[1] if play.uncalled else 0
    for name in players:
        if name not in all_in_at and play.put_in[name] - (
            back if play.uncalled and play.uncalled[0] == name else 0
        ) >= stacks.get(name, 1 << 62):
            street = next((a.street for a in reversed(actions) if a.player == name and a.amount), last.street)
            all_in_at[name] = street
    if not any(name in all_in_at for name in players):
        return Unvalued("cards came after betting closed with nobody all-in", "nobody")
    if any(order.get(all_in_at[name], 0) < order[last.street] for name in players if name in all_in_at):
        return Unvalued("betting went on behind an all-in", "behind")
    hands: list[tuple[int, ...]] = []
    for name in players:
        cards = _known(record, game, name, last.street)
        if cards is None:
            return Unvalued(f"{name}'s cards were never shown", "shown", name)
        hands.append(cards)
    dead: list[int] = []
    for name, text in record.hole.items():
        if name not in players and text:
            dead.extend(int(c) for c in parse_cards(text))
    if game.discards:  # (Irish: the cards thrown away in plain view, by players still in too, are out)
        for action in actions:
            if action.kind is ActionKind.DISCARD and action.cards:
                dead.extend(c for c in (int(card) for card in parse_cards(action.cards)) if c not in dead)
    # the pots the all-in players contest, after the rake the audit takes, main pot first
    index = {name: i for i, name in enumerate(players)}
    bets = {name: play.put_in[name] - play.dead.get(name, 0) for name in play.players}
    layout = build_pots(bets, folded & set(bets))
    gross = [pot.amount for pot in layout.pots]
    if not gross:
        return None
    gross[0] += sum(play.dead.values()) + record.added
    taken = _pot_takes(gross, rake, decided)
    pots = tuple(
        (amount - cut, tuple(index[n] for n in pot.eligible))
        for amount, cut, pot in zip(gross, taken, layout.pots, strict=True)
    )
    return Spot(last.street, tuple(players), game, tuple(hands), known_board, tuple(dead), pots, layout)


def spot_values(spot: Spot, game: Game | None = None) -> tuple[list[Fraction], tuple[int, tuple[Any, ...] | None]]:
    """:func:`pot_values` of a spot (``game``: in another game's rules, e.g. another ranking)."""
    return pot_values(game or spot.game, spot.hands, spot.board, spot.dead, spot.pots)


def cash_outs(record: HandRecord, spot: Spot) -> tuple[CashOut, ...]:
    """Each cash-out of the record by a player of the all-in, against the exact value of
    their pots (:func:`spot_values`; raises what it raises; :func:`priced`)."""
    means = spot_values(spot)[0]
    return priced(record, {name: means[k] for k, name in enumerate(spot.players)})


def priced(record: HandRecord, values: dict[str, Fraction]) -> tuple[CashOut, ...]:
    """Each cash-out of the record by a player with a value (the exact value of their pots).
    Where the room prints the premium it keeps rather than a fee (partypoker:
    ``extra["cash_out_premium"]``, per cent), the fee is that share of the value, to the unit;
    a cash-out of such a room without its premium is left out (its fee is not known)."""
    premiums = record.extra.get("cash_out_premium") if record.extra else None
    deals = []
    for name, (offer, fee) in record.cash_outs.items():
        value = values.get(name)
        if value is None:
            continue
        if isinstance(premiums, dict):
            if name not in premiums:
                continue
            fee = round(value * Fraction(str(premiums[name])) / 100)
        deals.append(CashOut(name, offer, fee, value))
    return tuple(deals)


def pot_values(
    game: Game,
    hands: tuple[tuple[int, ...], ...],
    board: tuple[int, ...],
    dead: tuple[int, ...],
    pots: tuple[tuple[int, tuple[int, ...]], ...],
) -> tuple[list[Fraction], tuple[int, tuple[Any, ...] | None]]:
    """Each player's exact expected winnings from the pots; the runouts, and for one pot
    contested heads-up the equity's (wins, ties, losses) of its first player (for the variance).

    Board games, per pot among its eligible players (the others' cards dead): Hold'em and
    short-deck by the kernel's integer counts (:func:`~pokerrank.handhistory.runouts.known_shares`),
    the others by :func:`pokerrank.equity`, its float read back as the exact fraction it rounds
    (shares are whole units of ``1 / (2 lcm(1..n))`` of a deal); the pot's fractions must add
    up to one. Stud: every runout (:func:`~pokerrank.handhistory.runouts.runout_values`)."""
    from pokerrank._equity import equity

    means = [Fraction(0)] * len(hands)
    if not game.board_cards:
        dist = runout_values(game, hands, board, dead, pots)
        return [dist.mean(i) for i in range(len(hands))], (dist.runouts, None)
    text = _text(board)
    runouts = 0
    counts = None
    for amount, eligible in pots:
        if len(eligible) == 1:
            means[eligible[0]] += amount
            continue
        others = tuple(c for i, hand in enumerate(hands) if i not in eligible for c in hand)
        fast = known_shares(game, [hands[i] for i in eligible], board, tuple(dead) + others)
        if fast is not None:  # Hold'em and short-deck: the kernel's integer counts, on this thread
            shares, deals, first_counts = fast
        else:
            result = equity(game, [_text(hands[i]) for i in eligible], text, _text(tuple(dead) + others))
            deals = result.deals
            unit = 2 * math.lcm(*range(1, len(eligible) + 1)) * deals
            shares = tuple(Fraction(round(p.equity * unit), unit) for p in result.players)
            first = result.players[0]
            first_counts = (first.wins, first.ties, first.losses)
        if sum(shares) != 1:
            raise PokerRankError(f"the equities of a pot add up to {sum(shares)}, not 1: {shares!r}")
        for i, share in zip(eligible, shares, strict=True):
            means[i] += share * amount
        runouts = max(runouts, deals)
        contested = sum(1 for _, who in pots if len(who) > 1)
        if contested == 1 and len(hands) == len(eligible) == 2 and len(game.sides) == 1:  # other pots: one's own
            counts = first_counts
    return means, (runouts, counts)


def _text(codes: Iterable[int]) -> str:
    return " ".join(str(Card(c)) for c in codes)


def grouped_pots(decided: Decision) -> list[tuple[int, dict[str, int]]]:
    """The decision's pots after rake, each pot's runs added together, main pot first."""
    order: dict[str, tuple[int, dict[str, int]]] = {}
    for name, amount, awards in decided.pots:
        base = name.split(", board ")[0]
        net, together = order.get(base, (0, {}))
        for player, won in awards.items():
            together[player] = together.get(player, 0) + won
        order[base] = (net + amount, together)
    return list(order.values())


def _pot_takes(gross: list[int], rake: int, decided: Decision | Callable[[], Decision | None] | None) -> list[int]:
    """Each pot's rake: the audit's decision where its pots are these, else main pot first
    (one pot takes the whole rake either way: the decision is not made for it)."""
    if not rake:
        return [0] * len(gross)
    if callable(decided):
        decided = decided() if len(gross) > 1 else None
    if decided is not None and decided.rake == rake:
        nets = grouped_pots(decided)
        if len(nets) == len(gross):
            taken = [amount - net for amount, (net, _) in zip(gross, nets, strict=True)]
            if sum(taken) == rake and min(taken) >= 0:
                return taken
    return pot_rake(gross, rake)


def _to_come(record: HandRecord, game: Game, street: str) -> tuple[tuple[int, ...], int | None]:
    """The board known when betting closed on ``street`` and how many cards were still to come
    (None when the street's cards cannot be told)."""
    if game.board_cards:
        at = _BOARD_AT.get(street)
        if at is None:
            return (), None
        if game.name.startswith("courchevel") and street == "preflop":
            at = 1
        if at >= game.board_cards:
            return (), 0  # betting closed on the river: nothing to come (the board not parsed)
        board = parse_cards(record.boards[0]) if record.boards and record.boards[0] else ()
        if len(board) < at:
            return (), 0  # the hand ended before this street's cards (nobody to show)
        return tuple(int(c) for c in board[:at]), game.board_cards - at
    if game.odd_chip == "stud":
        at = _STUD_AT.get(street)
        if at is None:
            return (), None
        if record.boards and record.boards[0]:
            return (), None  # the deck ran out: a shared card the runouts would have to deal too
        return (), game.hole_cards - at
    return (), 0  # a draw game with no draw to come: nothing left to deal


def _known(record: HandRecord, game: Game, name: str, street: str) -> tuple[int, ...] | None:
    """The cards of ``name`` known when betting closed (None when they were never shown)."""
    text = record.hole.get(name, "")
    cards = tuple(int(c) for c in parse_cards(text)) if text else ()
    if len(cards) != game.hole_cards:
        return None
    if game.odd_chip == "stud":
        at = _STUD_AT.get(street)
        if at is None:  # (replay() refuses such a record: one made by hand)
            raise HandHistoryError(
                f"betting closed on the {street!r} street, which {game.title} does not have",
                record.source,
                record.hand_id,
                record.line,
            )
        return cards[:at]  # the room shows a stud hand in the order it was dealt
    return cards
