"""One hand in progress: forced bets, betting rounds, draws, the showdown, by a rule set.

A :class:`Hand` deals, posts the antes and blinds (or the stud bring-in) and then waits for
the players: :meth:`Hand.legal` says who acts and what they may do, :meth:`Hand.act` takes
exactly that (anything else is an :class:`~pokerrank.engine.legal.IllegalActionError` and
changes nothing). When the betting is over the hand goes to the showdown in the order the
rules give and :func:`pokerrank.showdown` decides every pot. Chips are whole numbers.

>>> hand = Hand("holdem", [100, 100, 100], blinds=(1, 2), seed=7, names=["ann", "bob", "cid"])
>>> hand.act("raise", 6); hand.act("fold"); hand.act("call")
>>> hand.street, hand.legal().name
('flop', 'bob')
>>> hand.act("check"); hand.act("bet", 10); hand.act("fold")
>>> hand.over, hand.stacks
(True, [99, 94, 107])

State is plain lists of ints; :meth:`Hand.copy` copies them (no deep copy), so a search can
branch a hand cheaply. Separate hands share nothing mutable: each may live in its own thread.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from contextlib import suppress
from dataclasses import replace
from itertools import chain, compress, filterfalse, islice, pairwise, repeat
from operator import add as _add
from operator import gt as _gt
from operator import index, itemgetter
from operator import sub as _sub
from typing import Any, Final, Literal

from pokerrank._checks import MAX_CHIPS, check_chips, did_you_mean, shorten
from pokerrank.cards import Card, CardsLike, format_cards, parse_cards
from pokerrank.deal import MAX_PLAYERS, Player, check_cards
from pokerrank.engine.legal import BrokenHandError, IllegalActionError, Legal
from pokerrank.engine.rules import RuleSet, get_rules
from pokerrank.errors import (
    ArgumentError,
    CardCountError,
    ChipAmountError,
    DealError,
    InvalidCardError,
    PokerRankError,
    UnknownGameError,
    UnknownPlayerError,
)
from pokerrank.games import Game, get_game
from pokerrank.handhistory.records import Action, ActionKind, Collection, HandRecord, Seat

__all__ = ["Hand"]

_BET, _DRAW, _SHOW, _RUN, _OVER, _BROKEN = 0, 1, 2, 3, 4, 5
_PHASES = ("bet", "draw", "show", "run", "over", "broken")
_NL, _PL, _FL, _SL = 0, 1, 2, 3
_STRUCTURES = {
    "no-limit": _NL,
    "nl": _NL,
    "pot-limit": _PL,
    "pl": _PL,
    "limit": _FL,
    "fixed-limit": _FL,
    "fl": _FL,
    "spread-limit": _SL,
    "spread": _SL,
}
_STRUCTURE_NAMES = ("no-limit", "pot-limit", "limit", "spread-limit")
_TRIPLE = frozenset({"badugi", "badeucy", "badacey"})

# a street: (name, hole cards down, hole cards up, board cards, draw first, big bet in limit)
Street = tuple[str, int, int, int, bool, bool]

_K = ActionKind
# the kinds as module constants: an Enum member read from its class costs a descriptor call
_K_ANTE = _K.ANTE
_K_BIG_BLIND = _K.BIG_BLIND
_K_BRING_IN = _K.BRING_IN
_K_DEAD_BLINDS = _K.DEAD_BLINDS
_K_DISCARD = _K.DISCARD
_K_MUCK = _K.MUCK
_K_SHOW = _K.SHOW
_K_SMALL_BLIND = _K.SMALL_BLIND
_K_STAND_PAT = _K.STAND_PAT
_K_STRADDLE = _K.STRADDLE
_FOLD, _CHECK, _CALL, _BETK, _RAISE = _K.FOLD, _K.CHECK, _K.CALL, _K.BET, _K.RAISE
_tuple_new = tuple.__new__
_NEVER = float("inf")
"""Limit: the least all-in total for which the round's kept bet or raise is a player's as it is,
where an opponent may be unable to call it (see ``Hand._option``): none."""
_new_object = object.__new__


def streets_of(game: Game) -> tuple[Street, ...]:
    """The streets of a game: name, cards dealt (down, up, board), a draw, the big bet.

    >>> [s[0] for s in streets_of(get_game("stud"))]
    ['third', 'fourth', 'fifth', 'sixth', 'seventh']
    >>> [s[0] for s in streets_of(get_game("badugi"))]
    ['deal', 'draw 1', 'draw 2', 'draw 3']
    """
    if game.dealt == "board":
        if game.name.startswith("courchevel"):  # the first flop card is dealt face up before the first round
            return (
                ("preflop", game.hole_cards, 0, 1, False, False),
                ("flop", 0, 0, 2, False, False),
                ("turn", 0, 0, 1, False, True),
                ("river", 0, 0, 1, False, True),
            )
        return (
            ("preflop", game.hole_cards, 0, 0, False, False),
            ("flop", 0, 0, 3, False, False),
            ("turn", 0, 0, 1, game.board_draw, True),  # drawmaha: one draw before the turn's round
            ("river", 0, 0, 1, False, True),
        )
    if game.dealt == "stud" and game.hole_cards == 5:  # five card stud: one down and one up, then three up
        return (
            ("second", 1, 1, 0, False, False),
            ("third", 0, 1, 0, False, False),
            ("fourth", 0, 1, 0, False, True),
            ("fifth", 0, 1, 0, False, True),
        )
    if game.dealt == "stud":
        return (
            ("third", 2, 1, 0, False, False),
            ("fourth", 0, 1, 0, False, False),
            ("fifth", 0, 1, 0, False, True),
            ("sixth", 0, 1, 0, False, True),
            ("seventh", 1, 0, 0, False, True),
        )
    deal: Street = ("deal", game.hole_cards, 0, 0, False, False)
    if "triple" in game.name or game.name in _TRIPLE:
        return (
            deal,
            ("draw 1", 0, 0, 0, True, False),
            ("draw 2", 0, 0, 0, True, True),
            ("draw 3", 0, 0, 0, True, True),
        )
    return (deal, ("draw 1", 0, 0, 0, True, True))


_GAMES: dict[str, Game] = {}
"""Games by the name a caller gave (get_game, once per name)."""
_STREETS: dict[str, tuple[Game, tuple[Street, ...]]] = {}
_DEFAULT_RULES = get_rules()
_DEFAULT_NAMES = [tuple(f"p{i + 1}" for i in range(n)) for n in range(24)]
_ZEROS = [(0,) * n for n in range(24)]


def _players_from(n: int, start: int) -> tuple[int, ...]:
    """The ``n`` players in turn from player ``start``."""
    return tuple((start + k) % n for k in range(n))


def _players_after(n: int, p: int) -> tuple[int, ...]:
    """The other players of ``n`` in turn after player ``p``."""
    return _players_from(n, p)[1:]


_FROM: list[tuple[tuple[int, ...], ...]] = []
_AFTER: list[tuple[tuple[int, ...], ...]] = []
"""``_FROM[n][start]`` and ``_AFTER[n][p]``: the orders of play of a table of ``n`` players, one for
each player (plain lists, read on every action: made by :func:`_orders` when a table of ``n`` is set up)."""


def _orders(n: int) -> None:
    """Make :data:`_FROM` and :data:`_AFTER` hold the orders of play of a table of ``n`` players."""
    if n >= len(_FROM):  # (_AFTER before _FROM, each time: a thread that finds _FROM[n] finds _AFTER[n])
        _AFTER.extend([()] * (n + 1 - len(_AFTER)))
        _FROM.extend([()] * (n + 1 - len(_FROM)))
    if not _FROM[n]:
        _AFTER[n] = tuple(_players_after(n, p) for p in range(n))
        _FROM[n] = tuple(_players_from(n, p) for p in range(n))


def _int(value: object, what: str) -> int:
    """``value``, a whole number of chips 0 or more, as an ``int`` (numpy's integers too, by
    :func:`operator.index`; never a bool or a float), else :class:`ChipAmountError`."""
    whole = _whole_number(value)
    if whole is None or whole < 0:
        raise ChipAmountError(f"{what} must be a whole number of chips, 0 or more, got {shorten(value)}")
    return check_chips(whole, what, error=ChipAmountError)  # (at most MAX_CHIPS: what a showdown pays)


def _whole_number(value: Any) -> int | None:
    """``value`` as an ``int`` where it is a whole number of an integer type (numpy's too, by
    :func:`operator.index`), never a bool; else None."""
    if type(value) is int:
        return value
    if isinstance(value, bool):
        return None
    try:
        whole: int = index(value)
    except TypeError:
        return None
    return whole


def _amounts(value: Any, what: str) -> list[Any]:
    """The amounts of a list (a tuple, a numpy array), or :class:`ChipAmountError` for a value that is none."""
    if isinstance(value, _UNORDERED):
        raise ChipAmountError(
            f"{what}: a list of whole numbers of chips in the players' order (a set or a dict has none),"
            f" got {shorten(value)}"
        )
    if not isinstance(value, (str, bytes)):
        with suppress(TypeError):
            return list(_bounded(value, what))
    raise ChipAmountError(f"{what}: a list of whole numbers of chips, got {shorten(value)}")


def _quoted(amounts: Any) -> str:
    """A list of amounts for a message: whole as ``repr`` where it is a table's plain numbers, else
    :func:`~pokerrank._checks.shorten`'s (a number of 5,000 digits, a list of thousands)."""
    listed = list(amounts)
    if len(listed) <= 100 and all(type(v) is int and -MAX_CHIPS <= v <= MAX_CHIPS for v in listed):
        return repr(listed)
    return shorten(listed)


def _bounded(value: Any, what: str, error: type[ChipAmountError | DealError] = ChipAmountError) -> tuple[Any, ...]:
    """The items of ``value`` (a list, a tuple, any iterable) as a tuple, at most
    :data:`~pokerrank.deal.MAX_PLAYERS` of them: an endless one (``range(10**12)``, a generator)
    is not read to its end but refused naming ``what``; a ``TypeError`` where it is no iterable."""
    if type(value) is list or type(value) is tuple:  # (in memory already: read whole)
        return tuple(value)
    read = tuple(islice(value, MAX_PLAYERS + 1))
    if len(read) > MAX_PLAYERS:
        raise error(f"{what}: at most {MAX_PLAYERS:,} items, one a player, got more in {shorten(value)}")
    return read


_IN_MEMORY: Final = frozenset({list, tuple})
"""Lists of amounts read whole (:func:`_bounded` reads any other at most MAX_PLAYERS items)."""
_UNORDERED: Final = (set, frozenset, Mapping)
"""Collections with no order of seats (a set, a dict): never a list of amounts."""


def _per_player(value: int | Sequence[int], n: int, what: str) -> list[int]:
    if isinstance(value, int) or not hasattr(value, "__iter__"):  # one amount for every player
        return [_int(value, what)] * n
    out = _amounts(value, what)
    for k, v in enumerate(out):
        if type(v) is not int or v < 0 or v > MAX_CHIPS:
            out[k] = _int(v, what)
    if len(out) != n:
        raise ChipAmountError(f"{what}: one amount per player ({n}), got {len(out)}: {_quoted(value)}")
    return out


def blinds_pair(blinds: Any) -> list[int]:
    """The blinds (small, big) as ints, the small blind at most the big (none: an empty list),
    else :class:`ChipAmountError` naming them."""
    pair = [_int(b, "blinds") for b in _amounts(blinds, "blinds")]
    if pair and (len(pair) != 2 or pair[0] > pair[1]):
        raise ChipAmountError(f"blinds: (small, big), the small blind at most the big, got {blinds!r}")
    return pair


def _chips(value: Any, what: str) -> int | list[Any]:
    """One amount for every player (numpy's integers too: an ``int``) or a list of amounts
    (a numpy array too), read once; else :class:`ChipAmountError`."""
    if type(value) is int:
        return value
    whole = _whole_number(value)
    if whole is not None:
        return whole
    if isinstance(value, bool) or not hasattr(value, "__iter__"):
        return _int(value, what)  # (refused: a bool, a float)
    return _amounts(value, what)


def _listed(value: Any) -> Any:
    """Blinds or straddles: a list or a tuple as given (its repr is the message's), or any other
    iterable (a numpy array) as a list; anything else as given, for the check that names it."""
    if type(value) is list or type(value) is tuple or isinstance(value, (str, bytes)):
        return value
    if value is None:  # (none: no blinds or straddles)
        return ()
    if isinstance(value, _UNORDERED):  # (no order of seats: for the check that names it)
        return value
    try:
        return list(value)
    except TypeError:
        return value


def _names(names: Any) -> tuple[Any, ...]:
    """The players' names as given: texts as ``str`` (a ``str`` subclass, numpy's ``str_``, too),
    anything else kept for the check that names it; one text is one name."""
    if isinstance(names, str):
        return (names,)
    if isinstance(names, _UNORDERED):
        raise DealError(f"names: the players' names in their seats' order (a set or a dict has none), got {names!r}")
    try:
        given = tuple(names)
    except TypeError:
        raise DealError(f"names: a list of the players' names, got {names!r}") from None
    return tuple(str.__str__(name) if isinstance(name, str) and type(name) is not str else name for name in given)


class Hand:
    """One hand of ``game`` between players with ``stacks`` (seat order, clockwise).

    ``structure``: ``"no-limit"`` (the default), ``"pot-limit"`` or ``"limit"`` (the default
    in stud games). ``blinds``: (small, big)
    posted by the two players after the button (heads-up, the button posts the small blind),
    ``straddles``: live straddles after the big blind, or ``posts``: every player's blind or
    straddle as one list (PHH's ``blinds_or_straddles``). ``antes``: one amount for each
    player or a list; ``ante``: ``"each"``, ``"button"`` or ``"big blind"`` (one player posts
    ``antes`` for the table). ``button``: the button's index (default: the last player).
    ``bets``: the small and big bet in limit (default: the big blind and twice it).
    ``bring_in``: the stud bring-in. ``min_bet``: the least bet (default: the big blind).
    ``rules``: a rule set or its name (default ``wsop-2024``). ``names``: the players'
    names (default ``p1``, ``p2``, ...). ``cards``: the cards each player is dealt, in
    the order dealt (``None`` for a card not known: dealt from the deck); ``board``: the
    board cards in order. Other cards come from a deck shuffled with ``seed``. ``max_runs``:
    the most times the players may agree to run the board once the betting is closed.
    ``auto_show``: every player still in shows at the end (False: each shows or mucks in
    turn). ``rake``: passed on to :func:`pokerrank.showdown` (a fixed rake is at most the
    pot, E25). ``dead``: dead money each player posts (a missed small blind); ``added``:
    money the room adds to the pot. ``big_blind``: the big blind the others must call when the
    player in the big blind is short or absent.
    ``cap``: a cap game (capped no-limit or pot-limit, E20): the most each player may put in
    the hand; a player who reaches it is all in, the rest of their stack staying behind.
    ``spread``: spread limit (``structure="spread-limit"``, E22): the least and the most bet of
    every betting round, one pair for all (``(2, 10)``) or one per round (``[(1, 5), (1, 5),
    (1, 5), (1, 10)]``). ``button_straddle``: a Mississippi straddle of this amount posted by
    the button, where the rule set allows one (E23: the player left of the big blind acts
    first before the flop, the straddler last). ``chip``: the smallest chip in play (E14):
    every stack, blind, ante and bet is a whole number of it, a bet or raise that is not is
    refused (E18), and the showdown's odd chips are chips of that size.

    Read as the hand goes (plain fields, as the stacks are: read, never set): ``over``, whether
    the hand is over (the pots are paid); ``stacks``, ``pot``, ``hole``, ``board``, ``events``.

    >>> hand = Hand("omaha", [500, 500], structure="pot-limit", blinds=(5, 10), seed=3)
    >>> legal = hand.legal()
    >>> legal.name, legal.call, legal.min_to, legal.max_to, hand.over
    ('p2', 5, 20, 30, False)
    """

    __slots__ = (
        "_acted",
        "_added",
        "_aggressor",
        "_all_in_seen",
        "_antes_total",
        "_behind",
        "_best_up",
        "_big_now",
        "_bring_in_player",
        "_broken",
        "_cards_left",
        "_chip",
        "_cover_floor",
        "_current",
        "_dead",
        "_dead_by",
        "_deck_less",
        "_draw_queue",
        "_drawn",
        "_full_level",
        "_last_full_to",
        "_level",
        "_min_inc",
        "_muck",
        "_n_bets",
        "_offer",
        "_open_pair",
        "_pending_runs",
        "_preset",
        "_preset_board",
        "_preset_runs",
        "_result",
        "_reveal",
        "_rng",
        "_round_uncapped",
        "_show_queue",
        "_skip",
        "_spread",
        "_stakes",
        "_street",
        "_street_index",
        "_to_act",
        "_uncalled",
        "_up",
        "active",
        "auto_show",
        "bets",
        "big_bet",
        "board",
        "boards",
        "bring_in",
        "button",
        "events",
        "folded",
        "game",
        "hole",
        "kind",
        "live",
        "max_runs",
        "min_bet",
        "mucked",
        "n",
        "names",
        "over",
        "phase",
        "pot",
        "put_in",
        "rake",
        "rules",
        "shown",
        "small_bet",
        "stacks",
        "starting",
        "streets",
        "structure",
        "won",
    )

    def __init__(
        self,
        game: str | Game = "holdem",
        stacks: Sequence[int] = (),
        *,
        structure: str | None = None,
        blinds: Sequence[int] = (),
        straddles: Sequence[int] = (),
        posts: Sequence[int] | None = None,
        antes: int | Sequence[int] = 0,
        ante: str = "each",
        button: int | None = None,
        bets: Sequence[int] | None = None,
        bring_in: int = 0,
        min_bet: int | None = None,
        rules: str | RuleSet | None = None,
        names: Sequence[str] | None = None,
        cards: Sequence[CardsLike | Sequence[Any] | None] | Mapping[str, Any] | None = None,
        board: CardsLike | Sequence[Any] | None = None,
        boards: Sequence[CardsLike] | None = None,
        dead: int | Sequence[int] = 0,
        added: int = 0,
        big_blind: int | None = None,
        seed: int | None = None,
        max_runs: int = 1,
        auto_show: bool = True,
        rake: Any = None,
        cap: int | None = None,
        spread: Sequence[int] | Sequence[Sequence[int]] | None = None,
        button_straddle: int = 0,
        chip: int = 1,
    ) -> None:
        key, given = _prepared_key(
            game, stacks, structure, blinds, straddles, posts, antes, ante, button, bets, bring_in, min_bet,
            rules, names, dead, added, big_blind, max_runs, auto_show, rake, cap, spread, button_straddle,
        )  # fmt: skip
        if type(chip) is not int or chip != 1:  # a smallest chip of its own (E14): set up and checked each time
            key = _unkept(key, given)
        prepared = None
        new_stacks = False
        if key is not None and key[0] is not None:  # a table's set-up: kept by everything but the stacks
            try:
                prepared = _PREPARED.get(key)
            except TypeError:  # an argument that cannot be part of a key: set up each time
                key = _unkept(key, given)
            if prepared is not None and given != prepared[4]:  # new stacks (as the key read them)
                posted = prepared[3]  # (served where every player keeps chips after the forced bets)
                if posted is None or not all(map(_gt, given, posted)) or max(given, default=0) > MAX_CHIPS:
                    prepared = None  # (set up anew: a stack past MAX_CHIPS is refused there)
                else:
                    new_stacks = True
        if prepared is None:
            if key is not None and not _NOT_READ.issuperset(
                map(type, (stacks, blinds, straddles, posts, antes, dead, bets, names))
            ):  # an iterator the key read (a generator): read from the key
                stacks, blinds, straddles, posts, antes, dead, bets, names = _read_again(
                    key, given, stacks, blinds, straddles, posts, antes, dead, bets, names
                )
            self._chip = 1
            forced, nominal_bb = self._set_up(
                game, stacks, structure, blinds, straddles, posts, antes, ante, button, bets, bring_in, min_bet,
                rules, names, dead, added, big_blind, max_runs, auto_show, rake, cap, spread, button_straddle,
            )  # fmt: skip
            if type(chip) is not int or chip != 1:
                self._chip = self._smallest_chip(chip, cap)
            if key is not None and key[0] is not None:  # the set-up of a table, kept for its next hands
                self._keep(key, given, forced, nominal_bb)
        else:
            template, forced, nominal_bb, posted, _, last = prepared
            _copy_state(template, self)
            if new_stacks:  # the table's set-up with these stacks: each less what the forced bets took
                assert posted is not None  # (see above: a set-up that serves any stacks)
                self.starting: list[int] = list(given)
                self.stacks: list[int] = list(map(_sub, given, posted))
                if template._to_act >= 0 and self.kind == _FL:  # (the open round's floor: see _start_round)
                    self._cover_floor = min(map(_add, self.bets, self.stacks))
                if last[0] == given:  # the same new stacks twice running: kept as they are, for the next hands
                    assert key is not None  # (a kept set-up's key)
                    again = _new_object(Hand)
                    _copy_state(self, again)  # (no card dealt yet: the whole deck, as the kept set-up's)
                    _PREPARED[key] = (again, forced, nominal_bb, posted, given, [()])
                else:
                    last[0] = given
            if cards is None and board is None and boards is None:
                self._rng = _seed(seed)  # (_deal_cards of no card: the copy holds the whole deck already)
            else:
                self._deal_cards(cards, board, boards, seed)
            if template._to_act >= 0:  # the first round already open (it does not depend on the cards)
                self._deal_street(self.streets[0])
                if self._bring_in_player >= 0:  # (stud)
                    self._bring_in_found()
                return
            self._street_index = 0
            self._street = self.streets[0][0]
            self._deal_street(self.streets[0])
            self._start_round(first=True, forced=forced, nominal_bb=nominal_bb)
            return
        self._deal_cards(cards, board, boards, seed)

        # the first street
        self._street_index = 0
        self._street = self.streets[0][0]
        self._deal_street(self.streets[0])
        self._start_round(first=True, forced=forced, nominal_bb=nominal_bb)

    def _keep(self, table: tuple[Any, ...], given: tuple[int, ...], forced: list[int], nominal_bb: int) -> None:
        """Keep this set-up (no cards yet) in :data:`_PREPARED` for the table's next hands, by
        ``table``, its key (every argument but the stacks, and their number). Where every player
        keeps chips after the forced bets (and the table has no cap: a cap game is set up every
        hand), the set-up is the same for any stacks that do too, less what each player posted:
        a next hand with new stacks copies it (``posted``), and the same new stacks twice running
        are kept as they are, for the hands after (the last new stacks served: the entry's last
        item). Else it serves only these stacks (``given``), and never replaces one that serves
        any."""
        n = self.n
        posted = None
        if self.active == n and not self._all_in_seen and self._behind is None:
            posted = tuple(map(_sub, self.starting, self.stacks))
        else:
            old = _PREPARED.get(table)
            if old is not None and old[3] is not None:
                return
        if len(_PREPARED) >= _PREPARED_LIMIT:
            _PREPARED.clear()
        template = self._opened(forced, nominal_bb) or self.copy()
        template._cards_left = list(_full_deck(template.game)[0])  # no card given yet: the whole deck
        template._preset = [[] for _ in range(n)]
        _PREPARED[table] = (template, forced, nominal_bb, posted, given, [()])

    def _opened(self, forced: list[int], nominal_bb: int) -> Hand | None:
        """A copy of this set-up (no cards yet) with its first betting round open, where that
        does not depend on the cards: a game whose first round has a player to act (a round
        nobody can bet in deals the next street). Dealing the first street's cards onto it then
        gives the hand a full start would; in stud, with the bring-in and the first to act
        found from the cards (``_bring_in_player`` is set: see ``__init__``)."""
        if not (self.active >= 2 or self._needs_first()):  # (stud: no blind to face, nobody needs to act first)
            return None
        opened = self.copy()
        opened._street_index = 0
        opened._street = opened.streets[0][0]
        opened._start_round(first=True, forced=forced, nominal_bb=nominal_bb)
        return opened if opened.phase == _BET and opened._to_act >= 0 else None

    def _smallest_chip(self, chip: object, cap: int | None) -> int:
        """``chip``, the smallest chip in play (E14), checked: a positive whole number of which
        every amount of the set-up is a whole number (each stack, forced bet, bet size, cap and
        fixed rake, a rate rake's cap), or a :class:`~pokerrank.errors.ChipAmountError` naming the amount."""
        chip = _chip_value(chip)
        amounts: list[tuple[str, object]] = [(f"{self.names[i]}'s stack", s) for i, s in enumerate(self.starting)]
        amounts += [(f"{e.player}'s {e.kind.value}", e.amount) for e in self.events]
        amounts += [("the small bet", self.small_bet), ("the big bet", self.big_bet), ("the bring-in", self.bring_in)]
        amounts += [("the least bet", self.min_bet), ("the cap", cap), ("the added money", self._added)]
        amounts += [("the blinds", b) for b in self._stakes[0]] + [("the rake", self.rake)]
        amounts += [("the spread", a) for pair in self._spread or () for a in pair]
        rake = self.rake  # a rate's cap too (the set-up took it as a whole number: pots.pot_rake)
        rake_cap = rake.get("cap") if isinstance(rake, Mapping) else getattr(rake, "cap", None)
        amounts += [("the rake's cap", None if rake_cap is None else index(rake_cap))]
        for what, amount in amounts:
            if type(amount) is int and amount % chip:
                raise ChipAmountError(f"{what} {amount!r} is not a whole number of the smallest chip {chip!r}")
        return chip

    def _set_up(
        self,
        game: str | Game,
        stacks: Sequence[int],
        structure: str | None,
        blinds: Sequence[int],
        straddles: Sequence[int],
        posts: Sequence[int] | None,
        antes: int | Sequence[int],
        ante: str,
        button: int | None,
        bets: Sequence[int] | None,
        bring_in: int,
        min_bet: int | None,
        rules: str | RuleSet | None,
        names: Sequence[str] | None,
        dead: int | Sequence[int],
        added: int,
        big_blind: int | None,
        max_runs: int,
        auto_show: bool,
        rake: Any,
        cap: int | None,
        spread: Sequence[int] | Sequence[Sequence[int]] | None,
        button_straddle: int,
    ) -> tuple[list[int], int]:
        """Everything before the cards: the players, the stakes and the forced bets (the same
        for every hand of a table with the same stacks). Returns the forced bets and the
        nominal big blind, for the first round."""
        spec = _GAMES.get(game) if type(game) is str else None
        if spec is None:
            spec = get_game(game)
            if type(game) is str and len(_GAMES) < 256:  # (each spelling of a name a key: bounded)
                _GAMES[game] = spec
        if spec.discards:  # (docs/engine.md, "Games")
            raise UnknownGameError(
                f"the hand engine does not deal {spec.name!r} ({spec.title}): it has no discard round"
                " where each player throws cards away and draws none"
            )
        self.game = spec
        self.rules = rule_set = _DEFAULT_RULES if rules is None else get_rules(rules)
        if structure is None:
            structure = "limit" if spec.dealt == "stud" else "no-limit"
        kind = _STRUCTURES.get(structure.lower()) if isinstance(structure, str) else None
        if kind is None:
            raise PokerRankError(f"unknown betting structure {structure!r}; known: no-limit, pot-limit, limit")
        self.kind = kind
        self.structure = _STRUCTURE_NAMES[kind]
        if type(stacks) is not list and type(stacks) is not tuple:
            stacks = _amounts(stacks, "stacks")
        n = len(stacks)
        if n < 2:
            raise DealError(f"a hand needs two players or more, got stacks {_quoted(stacks)}")
        self.n = n
        self.stacks = _per_player(stacks, n, "stacks")
        if 0 in self.stacks:
            raise ChipAmountError(f"every player needs chips to be dealt in, got stacks {_quoted(stacks)}")
        self.starting = self.stacks[:]
        self._behind: list[int] | None = None
        if cap is not None:  # a cap game: the chips over the cap stay behind, out of play (E20)
            cap = _int(cap, "cap")
            if cap <= 0:
                raise ChipAmountError(f"cap: the most a player may put in, a positive number, got {cap!r}")
            self._behind = [s - cap if s > cap else 0 for s in self.stacks]
            self.stacks = [s if s < cap else cap for s in self.stacks]
        if names is None:
            self.names = _DEFAULT_NAMES[n] if n < len(_DEFAULT_NAMES) else tuple(f"p{i + 1}" for i in range(n))
        else:
            self.names = _names(names)
            odd = [name for name in self.names if type(name) is not str or not name]  # (None too)
            if odd and len(self.names) == n:
                raise DealError(f"names: each player's name is a text, got {odd[0]!r} in {list(self.names)!r}")
            if len(self.names) != n or len(set(self.names)) != n:
                raise DealError(f"names: {n} different names wanted, got {list(self.names)!r}")
        streets = _STREETS.get(spec.name)
        if streets is None or streets[0] is not spec:
            streets = _STREETS[spec.name] = (spec, streets_of(spec))
        self.streets = streets[1]
        stud = spec.dealt == "stud"
        if stud:  # every player's cards up to the last street, then at least the card in the middle (E17)
            need = n * sum(street[1] + street[2] for street in self.streets[:-1]) + 1
        else:
            need = n * sum(street[1] + street[2] for street in self.streets) + sum(street[3] for street in self.streets)
        if need > len(spec.deck.codes):
            how = " (a card each on every street but the last, then one in the middle for all, E17)" if stud else ""
            raise DealError(
                f"{spec.title} for {n} players needs {need} cards{how}, the deck has {len(spec.deck.codes)}"
            )
        _orders(n)  # (after the deck's check: a table of a thousand players is refused before n * n orders)
        self.button = None if stud else (n - 1 if button is None else _seat_index(button))
        if self.button is not None and not (type(self.button) is int and 0 <= self.button < n):
            raise DealError(f"button: a player's index 0..{n - 1}, got {button!r}")
        runs = _whole_number(max_runs)  # (numpy's integers too; never 1.0 nor True)
        if runs is None or runs < 1:
            raise DealError(
                f"max_runs: the most times the board may be run, a whole number, 1 or more, got {max_runs!r}"
            )
        self.max_runs = runs
        if auto_show is not True and auto_show is not False:
            raise ArgumentError(f"auto_show must be True or False, got {auto_show!r}")
        self.auto_show = auto_show
        if rake is not None:  # a rake the showdown would refuse is refused now, not half way through paying (E25)
            from pokerrank.pots import Rake, pot_rake

            try:
                pot_rake([1_000_000], rake)
                if isinstance(rake, (Rake, Mapping)):  # a rate: its cap whole chips, as every amount of the set-up
                    rake_cap = rake.get("cap") if isinstance(rake, Mapping) else rake.cap
                    if rake_cap is not None:
                        _int(rake_cap, "the rake's cap")
                else:  # chips (numpy's integers too: an int, as the showdown reads it; a float refused, as antes)
                    rake = _int(rake, "the rake")
            except ChipAmountError as error:
                raise ChipAmountError(f"rake {rake!r}: {error}") from None
        self.rake = rake
        self.bets = [0] * n
        self.put_in = [0] * n
        self.folded = [False] * n
        self.mucked = [False] * n
        self.shown = [False] * n
        self._acted = [-1] * n
        self.live = n
        self.active = n
        self.pot = 0
        self._dead = 0
        self._dead_by: tuple[int, ...] | None = None  # each player's dead money: dead antes and blinds
        self._added = 0
        self._antes_total = 0
        self._all_in_seen = False
        self.events: list[Action] = []
        self._result: Any = None
        self._broken: str | None = None  # why the hand cannot go on (its showdown raised), see _finish
        self._offer: tuple[str, int, int] | Literal[False] | None = False  # (see legal(): False, nothing offered)
        self.won = [0] * n
        self._uncalled: tuple[int, int] | None = None
        self._pending_runs = 1
        self._show_queue: list[int] = []
        self._draw_queue: list[int] = []
        self._drawn: list[tuple[int, int, tuple[int, ...]]] = []
        self._muck: list[int] = []
        self._open_pair = False
        self._best_up = (-1, -1)  # stud: (the street, the player showing best then), see _best_showing
        self._big_now = False
        self._bring_in_player = -1

        self._street_index = 0  # the round: opened by _start_round
        self._street = self.streets[0][0]  # (its name: streets[_street_index][0], kept for the events)
        self.phase = _BET
        self.over = False  # (phase == _OVER, read by a caller once an action: a plain field)
        self._to_act: int = -1
        self._aggressor = -1
        self._current = self._n_bets = self._full_level = self._last_full_to = self._min_inc = 0
        self._round_uncapped = False
        self._cover_floor = 0  # limit: the least any player can put in this round (bet and stack), see _option
        self._level: tuple[tuple[str, int, int] | None, float, bool] | None = None  # limit: see _option
        self._rng = 0  # the cards: dealt by _deal_cards
        self._preset: list[list[int | None]] = []
        self._preset_board: list[int | None] = []
        self._preset_runs: list[list[int | None]] = []
        self._reveal: dict[int, tuple[int, ...]] | None = None
        self._cards_left: list[int] | None = []  # the deck (None: not built yet, see _deck)
        self._deck_less: AbstractSet[int] = frozenset()
        self.hole: list[tuple[int, ...]] = [()] * n
        self._up: list[tuple[bool, ...]] = [()] * n
        self.board: list[int] = []
        self.boards: list[list[int]] = []

        # stakes: numpy's integers and arrays read once, as ints and lists (nothing later sees numpy)
        if type(antes) is not int:
            antes = _chips(antes, "antes")
        if type(dead) is not int:
            dead = _chips(dead, "dead")
        if type(blinds) is not tuple or type(straddles) is not tuple:  # (a numpy array has no truth value)
            blinds, straddles = _listed(blinds), _listed(straddles)
        if posts is not None:
            if blinds or straddles:  # the posts are the forced bets: blinds or straddles beside them would be lost
                raise DealError(
                    f"posts: each player's forced bet, given in full: no blinds or straddles beside them, got"
                    f" posts {posts!r} with {'blinds' if blinds else 'straddles'} {blinds or straddles!r}"
                )
            forced = _per_player(posts, n, "posts")
        else:
            forced = [0] * n
            pair = blinds_pair(blinds)
            if not stud:  # (stud: refused below, blinds and straddles alike)
                _check_straddles(straddles, pair, n)
            if pair and self.button is not None:
                if n == 2 and rule_set.heads_up_button_small_blind:
                    sb, bb = self.button, (self.button + 1) % 2
                else:
                    sb, bb = (self.button + 1) % n, (self.button + 2) % n
                forced[sb] += pair[0]
                forced[bb] += pair[1]
                for k, amount in enumerate(straddles):
                    forced[(bb + 1 + k) % n] += _int(amount, "straddles")
        self._skip = -1
        if type(button_straddle) is not int:  # (0.0 refused, as every amount that is not an integer; numpy's taken)
            button_straddle = _int(button_straddle, "button_straddle")
        if button_straddle:
            blinds_posted = bool(blinds) or (posts is not None and any(forced))  # (posts: a record's blinds)
            given = (blinds, straddles) if posts is None else None  # (posts: a record's, as they were posted)
            self._skip = self._mississippi(forced, _int(button_straddle, "button_straddle"), blinds_posted, given)
        top_blind = max(forced) if any(forced) else 0
        if stud and (any(forced) or (posts is None and (blinds or straddles))):
            raise DealError("stud games have no blinds: give antes and a bring-in")
        self.bring_in = _int(bring_in, "bring_in")
        if bets is not None:
            small, big = _bets(bets)
        elif kind == _FL:
            if top_blind == 0 and big_blind is None:
                raise ChipAmountError("limit needs its bets (small, big) or a big blind")
            small = big_blind if big_blind is not None else top_blind
            big = 2 * small
        else:
            small = big = 0
        self.small_bet, self.big_bet = small, big
        if stud and self.bring_in >= small and self.bring_in and kind != _SL:  # a bring-in is less than a bet (E8)
            raise ChipAmountError(
                f"stud: the bring-in ({self.bring_in}) must be less than the small bet the bring-in player may"
                f" complete to, got bets {bets!r} (no-limit and pot-limit stud: give bets=(small, big) too)"
            )
        if kind == _FL and small < 1:
            raise ChipAmountError(f"limit: the small bet is 1 chip or more, got bets ({small}, {big})")
        nominal_bb = _int(big_blind, "big_blind") if big_blind is not None else _nominal_big_blind(forced, blinds)
        # the table's blinds as set, not as posted: a big blind all in for less is still a big blind of
        # the stakes (the record's stakes are the table's, the short post is in its actions)
        table_blinds = {a for a in forced if 0 < a <= nominal_bb}
        # (and, for the record, each player's forced bet as set, the Mississippi straddler, who posts the
        # antes and the cap: see to_record)
        one_ante = ante if isinstance(antes, int) and antes and ante != "each" else "each"
        table_stakes = tuple(sorted(table_blinds | {nominal_bb})) if table_blinds else ()
        self._stakes = (table_stakes, tuple(forced), self._skip, one_ante, cap)
        self._spread: tuple[tuple[int, int], ...] | None = None
        if kind == _SL:
            self._spread = _spread_rounds(spread, len(self.streets))
            if stud and self.bring_in >= self._spread[0][1]:  # the bring-in player may open for more (E22)
                raise ChipAmountError(
                    f"spread limit stud: the bring-in ({self.bring_in}) must be less than the first round's most bet,"
                    f" got spread {spread!r}"
                )
        elif spread is not None:
            raise PokerRankError(f"spread: the least and most bets of spread limit, not of {self.structure}")
        if min_bet is not None:
            self.min_bet = _int(min_bet, "min_bet")
        else:  # (spread limit with no blinds and no small bet: the first round's least bet, E22)
            self.min_bet = nominal_bb or small or (self._spread[0][0] if self._spread else 1)
        if self.min_bet < 1:
            raise ChipAmountError(f"min_bet: the least bet is 1 chip or more, got {min_bet!r}")

        # antes
        if isinstance(antes, int) and ante != "each":
            per = [0] * n
            if ante == "button" and self.button is not None:
                per[self.button] = _int(antes, "antes")
            elif ante == "big blind" and self.button is not None:
                per[_first_max(forced, self.button, n)] = _int(antes, "antes")
            else:
                raise DealError(f"ante: 'each', 'button' or 'big blind' (with a button), got {ante!r}")
            ante_list = per
            dead_ante = ante == "button" or rule_set.big_blind_ante_dead  # posted for the table: dead money
        else:
            ante_list = _per_player(antes, n, "antes")
            dead_ante = False
        first_street = self.streets[0][0]
        events = self.events
        blind_first = ante == "big blind" and rule_set.big_blind_ante_blind_first
        if not blind_first and antes != 0:
            self._post_antes(ante_list, dead_ante, first_street)
        if dead != 0:
            self._post(_per_player(dead, n, "dead"), True, first_street, _K_DEAD_BLINDS)
        # blinds and straddles
        for offset in range(n):
            i = (self.button + 1 + offset) % n if self.button is not None else offset
            amount = forced[i]
            if not amount:
                continue
            paid = min(amount, self.stacks[i])
            self._put(i, paid)
            self.bets[i] = paid
            if amount < nominal_bb:
                what = _K_SMALL_BLIND
            elif amount > nominal_bb:
                what = _K_STRADDLE
            else:
                what = _K_BIG_BLIND
            events.append(
                _tuple_new(Action, (first_street, self.names[i], what, paid, None, self.stacks[i] == 0, None, None, 0))
            )
        if blind_first:
            self._post_antes(ante_list, dead_ante, first_street)

        if type(added) is not int:  # (0.0 refused, as every amount that is not an integer; numpy's taken)
            added = _int(added, "added")
        if added:  # money the room adds to the pot (a splash): dead money in the main pot
            self._added = added = _int(added, "added")
            self._dead += added
            self.pot += added

        return forced, nominal_bb

    def _bring_in_found(self) -> None:
        """Stud, on a table's prepared copy with its first round open (:meth:`_opened`): who
        brings in (E8) and so acts first, by the cards just dealt. Nothing in other games."""
        if self._bring_in_player >= 0:
            self._bring_in_player = p = self._bring_in_seat()
            if p != self._skip and not self.folded[p] and self.stacks[p] and self.active >= 2 and self._acted[p] < 0:
                self._to_act = p  # (_from's first look)
            else:
                self._to_act = self._from(p)

    def _deal_cards(
        self,
        cards: Sequence[CardsLike | Sequence[Any] | None] | Mapping[str, Any] | None,
        board: CardsLike | Sequence[Any] | None,
        boards: Sequence[CardsLike] | None,
        seed: int | None,
    ) -> None:
        """The cards given (checked: no card twice) and the deck of the rest, shuffled with ``seed``."""
        n = self.n
        spec = self.game
        self._rng = _seed(seed)
        known: set[int] = set()
        preset: list[list[int | None]] = []
        flat: list[Any] | None = None
        if cards is not None:
            if type(cards) is list or type(cards) is tuple:
                rows = list(cards)
            elif isinstance(cards, Mapping):
                _check_card_names(cards, self.names)
                rows = [cards.get(name) for name in self.names]
            elif isinstance(cards, (str, bytes)) or not hasattr(cards, "__iter__"):
                raise DealError(f"cards: one entry per player ({n}), each a text or a list of cards, got {cards!r}")
            else:
                rows = list(cards)
            if len(rows) != n:
                raise DealError(f"cards: one entry per player ({n}), got {len(rows)}: {cards!r}")
            lists: list[Any] = rows
            if set(map(type, lists)) <= _LIST_TYPE:  # lists of Card values (as from_record gives them): at once
                flat = [card for row in lists for card in row]
                if not (set(map(type, flat)) <= _CARD_TYPE and (spec.deck.jokers or _JOKER not in flat)):
                    flat = None
            if flat is not None:
                preset = [row[::-1] for row in lists]  # popped from the end
            else:
                try:
                    known_rows = [_known_cards(row, spec) for row in rows]
                except (InvalidCardError, TypeError):  # again, to name the player
                    names = self.names
                    known_rows = [_given_cards(row, spec, f"{names[i]}'s cards") for i, row in enumerate(rows)]
                flat = [card for row in known_rows for card in row if card is not None]
                preset = [row[::-1] for row in known_rows]
        else:
            preset = [[] for _ in range(n)]
        runs_preset: list[list[int | None]] = []
        if boards is not None and not _sequence(boards):
            raise DealError(f"boards: one board a run, each a text or a list of cards, got {boards!r}")
        if boards is not None and len(boards) > 0:
            board = boards[0]
            runs_preset = [_given_cards(b, spec, f"run {k + 2}'s board") for k, b in enumerate(boards[1:])]
        try:
            board_preset = _known_cards(board, spec) if board is not None else []
        except (InvalidCardError, TypeError):  # again, to name the board
            board_preset = _given_cards(board, spec, "the board")
        most = _MOST_CARDS.get(spec.name)
        if most is None or most[0] is not spec:
            most = _MOST_CARDS[spec.name] = (spec, *_most_cards(spec, self.streets))
        if (preset and max(map(len, preset)) > most[1]) or len(board_preset) > most[2] or runs_preset:
            self._check_counts(preset, board_preset, runs_preset, most[1], most[2])
        if cards is not None or board_preset:
            flat = flat or []
            given = flat + [card for card in board_preset if card is not None] if board_preset else flat
            known = set(given)
            if len(known) != len(given):
                twice = next(card for k, card in enumerate(given) if card in given[:k])
                raise DealError(f"card {format_cards([twice])!r} is given twice")
        self._preset = preset
        self._preset_board = board_preset[::-1]
        self._preset_runs = runs_preset
        self._reveal = None
        for row in runs_preset:
            known.update(c for c in row if c is not None)
        if known and most[3] is not None and not known <= most[3]:  # a card of another deck (short-deck's 2s)
            groups: list[tuple[str, Any]] = [
                (f"{name}'s cards", row) for name, row in zip(self.names, preset, strict=True)
            ]
            groups.append(("the board", board_preset))
            for owner, row in groups + [(f"run {k + 2}'s board", row) for k, row in enumerate(runs_preset)]:
                check_cards(spec, [(owner, [card for card in row if card is not None])])
        if known:  # the deck in the order of its codes, less the cards given: built when first needed
            self._cards_left = None  # (a record whose every card is known may never draw from it)
            self._deck_less = known
        else:
            self._cards_left = list(_full_deck(spec)[0])
        self.hole = [()] * n
        self._up = [()] * n
        self.board = []
        self.boards = []

    def _check_counts(
        self, preset: list[list[int | None]], board: list[int | None], runs: list[list[int | None]], *most: int
    ) -> None:
        """No player given more cards than the game deals them (their draws' too), no board more
        than the game's board: a card too many is refused, never dropped (:class:`CardCountError`).
        ``most``: :func:`_most_cards`."""
        hole, on_board = most
        for i, row in enumerate(preset):
            if len(row) > hole:
                raise CardCountError(
                    f"{self.names[i]}'s cards: {self.game.title} deals a player {hole} cards at most, got {len(row)}:"
                    f" {_given(row[::-1])!r}"
                )
        for what, row in (("the board", board), *((f"run {k + 2}'s board", r) for k, r in enumerate(runs))):
            if len(row) > on_board:
                raise CardCountError(
                    f"{what}: {self.game.title} deals {on_board} board cards at most, got {len(row)}: {_given(row)!r}"
                )

    # -- set-up ------------------------------------------------------------------------------

    def _mississippi(
        self, forced: list[int], amount: int, blinds: bool, given: tuple[Sequence[int], Sequence[int]] | None
    ) -> int:
        """The button posts a Mississippi straddle (E23): allowed by the rule set, with blinds
        and three players or more; where the hand sets the blinds and straddles (``given``, not a
        record's posts), larger than the blind or straddle before it and by a player who posts no
        other blind or straddle (E6). Returns the straddler, who acts last before the flop."""
        button = self.button
        if button is None or self.n < 3 or not blinds:
            raise DealError("a button straddle needs a button, the blinds and three players or more")
        if not self.rules.mississippi_straddle:
            from pokerrank.engine.rulebook import RULES

            name = self.names[button]
            raise IllegalActionError(
                name, f"straddle {amount} on the button", f"{name!r} may not straddle", f"E23: {RULES['E23']}"
            )
        if given is not None and forced[button]:  # (a blind or a straddle already: a short table's straddles)
            raise DealError(
                f"button_straddle: the button ({self.names[button]!r}) posts {forced[button]} already"
                f" (blinds {tuple(given[0])!r}, straddles {tuple(given[1])!r}): one straddle a player (E6)"
            )
        if given is not None and amount <= max(forced):
            raise ChipAmountError(
                f"button_straddle: larger than the blind or straddle before it ({max(forced)}), got {amount!r} (E6)"
            )
        forced[button] += amount
        return button

    def _post_antes(self, ante_list: list[int], dead: bool, street: str) -> None:
        self._post(ante_list, dead, street, _K_ANTE)

    def _post(self, amounts: list[int], dead: bool, street: str, kind: ActionKind) -> None:
        """Antes (``kind`` ante) or dead blinds: each player's amount, or all they have; dead
        money counts towards nobody's bets."""
        ante = kind is _K_ANTE
        for i, amount in enumerate(amounts):
            if amount and self.stacks[i]:  # (a player the blinds put all in posts nothing more)
                paid = min(amount, self.stacks[i])
                self.stacks[i] -= paid
                if self.stacks[i] == 0:
                    self.active -= 1
                    self._all_in_seen = True
                if dead:
                    self._dead += paid
                    by = list(self._dead_by or (0,) * self.n)
                    by[i] += paid
                    self._dead_by = tuple(by)
                else:
                    self.put_in[i] += paid
                self.pot += paid
                if ante:
                    self._antes_total += paid
                all_in = ante and self.stacks[i] == 0  # (a dead blind's event says no all-in)
                self.events.append(_tuple_new(Action, (street, self.names[i], kind, paid, None, all_in, None, None, 0)))

    @property
    def _deck(self) -> list[int]:
        """The cards left to deal, in the order of their codes less the cards given at first,
        then as the draws leave them (built at the first look: a hand whose cards are all
        given may never need it)."""
        deck = self._cards_left
        if deck is None:
            deck = self._cards_left = sorted(_full_deck(self.game)[1] - self._deck_less)
        return deck

    def _put(self, i: int, amount: int) -> None:
        stacks = self.stacks
        stacks[i] -= amount
        self.put_in[i] += amount
        self.pot += amount
        if stacks[i] == 0 and amount:
            self.active -= 1
            self._all_in_seen = True

    def _card(self, row: list[int | None] | None) -> int:
        if row:
            card = row.pop()
            if card is not None:
                return card
        return self._draw_cards(1)[0]

    def _cards(self, row: list[int | None], k: int) -> list[int]:
        """``k`` cards, each from the end of ``row`` (the cards given), else from the deck (:meth:`_card`).
        (Its own method: a comprehension in the hot methods that call it would make their names cells.)"""
        return [self._card(row) for _ in range(k)]

    def _draw_cards(self, k: int) -> list[int]:
        """``k`` cards from the deck, at random (a 64-bit LCG: its state is one int, cheap to copy)."""
        deck = self._cards_left
        if deck is None:
            deck = self._deck
        m = len(deck)
        if m < k:
            raise DealError("the deck ran out of cards")
        x = self._rng
        out: list[int] = [0] * k
        t = 0
        while t < k:  # (a while loop: no range object, the most calls are of a card or three)
            x = (x * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
            j = ((x >> 32) * m) >> 32  # (m: the cards left before this one)
            m -= 1
            out[t] = deck[j]  # the card drawn leaves, the last card takes its place
            deck[j] = deck[m]
            t += 1
        del deck[m:]
        self._rng = x
        return out

    def _deal_street(self, street: Street) -> None:
        _, down, up, on_board, _, _ = street
        count = down + up
        if count:
            dealt_as = self.game.dealt
            stud = False
            if dealt_as == "stud":
                stud = True
            preset = self._preset
            need = count * self.live
            left = self._cards_left  # (the deck: built, unless every card so far was given)
            if (
                stud
                and need > len(left if left is not None else self._deck)
                and need > len(self._deck) + sum(len(r) for r in preset)
            ):
                # the deck ran out: one card face up in the middle plays for everyone (E17)
                self.board.append(self._card(self._preset_board))
            elif not any(preset):  # no card given: the street's cards in one go
                hole = self.hole
                folded = self.folded
                dealt = self._draw_cards(need)
                k = 0
                if stud:
                    flags = _FLAGS[down, up]
                    ups = self._up
                    if count == 1:  # (fourth to seventh street: one card each)
                        was: tuple[bool, ...] | None = None  # (players dealt alike share one tuple, see _showing)
                        now = flags
                        for i in range(self.n):
                            if not folded[i]:
                                hole[i] += (dealt[k],)
                                if ups[i] is not was:
                                    was = ups[i]
                                    now = was + flags
                                ups[i] = now
                                k += 1
                    elif need == count * self.n and not any(hole):  # (the first street: all in, nothing dealt yet)
                        hole[:] = zip(*[iter(dealt)] * count, strict=True)  # (each player's cards in turn, as below)
                        ups[:] = [flags] * self.n  # (() + flags is flags: one tuple for all, as below)
                    else:
                        for i in range(self.n):
                            if not folded[i]:
                                hole[i] = hole[i] + tuple(dealt[k : k + count])
                                ups[i] = ups[i] + flags
                                k += count
                elif need == count * self.n and not any(hole):  # (the first street, everybody in: as below, at once)
                    hole[:] = zip(*[iter(dealt)] * count, strict=True)  # (each player's cards in turn)
                    if dealt_as == "draw":
                        self._drawn.extend(zip(repeat(self._street_index), range(self.n), hole))
                else:
                    drawn = self._drawn if dealt_as == "draw" else None
                    for i in range(self.n):
                        if not folded[i]:
                            new = tuple(dealt[k : k + count])
                            k += count
                            hole[i] = hole[i] + new if hole[i] else new
                            if drawn is not None:
                                drawn.append((self._street_index, i, new))
            else:
                hole = self.hole
                folded = self.folded
                draw = dealt_as == "draw"
                flags = (False,) * down + (True,) * up if stud else ()
                for i in range(self.n):
                    if folded[i]:
                        continue
                    row = preset[i]
                    if len(row) >= count and None not in row[-count:]:  # all known: taken at once
                        new = tuple(row[: -count - 1 : -1])  # type: ignore[arg-type]  # no None: checked
                        del row[-count:]
                    elif row:
                        new = tuple(self._cards(row, count))
                    else:
                        new = tuple(self._draw_cards(count))
                    hole[i] = hole[i] + new if hole[i] else new
                    if draw:
                        self._drawn.append((self._street_index, i, new))
                    if stud:
                        self._up[i] = self._up[i] + flags
        if on_board:
            given = self._preset_board
            if self._muck and len(self._deck) < on_board:  # the draws emptied the deck: the discards shuffled in (E15)
                self._deck.extend(self._muck)
                self._muck = []
            if given:
                if len(given) >= on_board and None not in given[-on_board:]:  # all known: taken at once
                    self.board.extend(given[: -on_board - 1 : -1])  # type: ignore[arg-type]  # no None: checked
                    del given[-on_board:]
                else:
                    for _ in range(on_board):
                        self.board.append(self._card(given))
            else:
                self.board.extend(self._draw_cards(on_board))

    def _start_round(self, *, first: bool = False, forced: list[int] | None = None, nominal_bb: int = 0) -> None:
        """Open the betting round of the current street (the forced bets are in)."""
        self._level = None
        self._offer = False
        n = self.n
        self._acted = [-1] * n
        self._aggressor = -1
        self._n_bets = 0
        self._full_level = 0
        self._last_full_to = 0
        big = self.streets[self._street_index][5]
        self._big_now = big
        self._open_pair = False
        kind = self.kind
        if kind == _FL:
            self._min_inc = self.big_bet if big else self.small_bet
            # (a bet and a stack add up the same all round; a player who folded counts too: a floor all the same;
            # after the first round nobody has bet yet)
            self._cover_floor = min(map(_add, self.bets, self.stacks)) if first else min(self.stacks)
        else:
            if kind == _SL:
                assert self._spread is not None
                self.min_bet = self._spread[self._street_index][0]  # the least bet of this round (E22)
            self._min_inc = self.min_bet
        stud = False
        if self.game.dealt == "stud":
            stud = True
        self._current = 0
        if first and forced is not None and any(forced):
            top = max(*forced, nominal_bb)  # a big blind short or missing is called in full (E18)
            self._current = top
            self._last_full_to = top
            if kind == _FL:
                self._full_level = top
                self._n_bets = _full_blinds(forced, nominal_bb)
            else:
                inc = _largest_increment(forced, nominal_bb)
                self._min_inc = max(self.min_bet, top if self.rules.straddle_min_raise == "straddle" else inc)
                self._last_full_to = top
                if kind == _SL:  # the blind is the round's bet (the cap counts it); a raise is at most the spread's
                    self._n_bets = _full_blinds(forced, nominal_bb)
                    self._min_inc = min(self._min_inc, self._spread_most())
        self._round_uncapped = False
        if self.active == 2 and self.rules.heads_up_uncapped != "never":
            self._round_uncapped = True
        showing = -1
        if stud:
            if first:
                self._bring_in_player = self._bring_in_seat()
            else:  # who shows best acts first (E10); fourth street: an open pair allows the big bet (E9)
                pair = False
                if self._street_index == 1 and self.game.name == "stud" and self.rules.open_pair_big_bet:
                    pair = True
                if pair:
                    showing, self._open_pair = self._showing(pair)
                    self._best_up = (self._street_index, showing)
                else:
                    showing = self._best_showing()
                    self._open_pair = False
        if self.active < 2 and not (first and self._needs_first()):
            self._to_act = -1
            self.phase = _BET
            self._close_round()
            return
        self.phase = _BET
        if stud:
            start = self._bring_in_player if first else showing
            if start != self._skip and not self.folded[start] and self.stacks[start] and self.active >= 2:
                self._to_act = start  # (_from's first look: nobody has acted in this round yet)
                return
        elif first and self._skip >= 0 and self.button is not None:
            start = (self.button + 3) % n  # a Mississippi straddle: the player left of the big blind (E23)
        elif first and forced is not None and any(forced) and self.button is not None:
            start = (_first_max(forced, self.button, n) + 1) % n
        else:
            start = (self.button + 1) % n if self.button is not None else 0
        self._to_act = self._from(start)
        if self._to_act < 0:
            self._close_round()

    def _needs_first(self) -> bool:
        # a player who has chips faces a blind bigger than their own bet
        current = self._current
        return any(not self.folded[i] and self.stacks[i] > 0 and self.bets[i] < current for i in range(self.n))

    def _bring_in_seat(self) -> int:
        best = -1
        best_key = 0
        game = self.game
        low = _low_of(game)
        hole, ups, folded = self.hole, self._up, self.folded
        keys = _BRING_IN_KEYS[low]
        flags = ups[0]
        if True not in folded and ups.count(flags) == len(ups):  # (the usual case: everybody in, dealt alike)
            at = flags.index(True) if True in flags else -1
            if at < 0:
                return 0
            shown = list(map(keys.__getitem__, map(_ITEMS[at], hole)))
            return shown.index(max(shown))  # (the first of the largest, as below)
        last: tuple[bool, ...] | None = None
        at = -1
        for i in range(self.n):
            flags = ups[i]
            if flags is not last:  # (the players were dealt alike, sharing one tuple: looked up once)
                last = flags
                at = flags.index(True) if True in flags else -1
            if folded[i] or at < 0:
                continue
            key = keys[hole[i][at]]
            if best < 0 or key > best_key:
                best, best_key = i, key
        return best if best >= 0 else 0

    def _best_showing(self) -> int:
        """:meth:`_showing`'s player. The one found before is still it where nothing has been
        dealt face up since (seventh street's card is down; no card in the middle) and that player
        is still in: the others' cards are as they were, and fewer of them can only leave the best."""
        found, best = self._best_up
        s = self._street_index
        if (
            best >= 0
            and (found == s or (found == s - 1 and not self.streets[s][2]))
            and not self.folded[best]
            and not self.board
        ):
            return best
        best = self._showing(False)[0]
        self._best_up = (s, best)
        return best

    def _showing(self, pair: bool) -> tuple[int, bool]:
        """The player still in who shows the best cards face up (E10: the first of them from
        the first seat), and with ``pair``, whether any of them shows a pair of their own
        (E9, the board not counted)."""
        game = self.game
        low = _low_of(game)
        best = -1
        best_key = 0
        paired = False
        hole, flags, folded, board = self.hole, self._up, self.folded, self.board
        known = _BY_UP[low]
        dealt = _BY_DEALT[low]
        shown = _SHOWN
        last: tuple[bool, ...] | None = None
        start = stop = -1
        small = False
        for i in range(self.n):
            if folded[i]:
                continue
            f = flags[i]
            if f is not last:  # (the players still in were dealt alike, sharing their flags: looked up once)
                found_slice = _UP_SLICES.get(f)
                start, stop = found_slice if found_slice is not None else _up_slice(f)
                last = f
                small = False
                if start >= 0 and stop - start < 4 and not board:
                    small = True
            if small:  # the usual case: by the cards face up, in order
                up = hole[i][start:stop]
                found = dealt.get(up)  # (as dealt: no sorting where these were seen before)
                if found is not None:
                    key, own_pair = found
                    if own_pair and pair:
                        paired = True
                    if best < 0 or key > best_key:
                        best, best_key = i, key
                    continue
                as_dealt = up
                if len(up) == 2:  # (in order by hand: quicker than sorted for two or three)
                    a, b = up
                    up = (a, b) if a < b else (b, a)
                elif len(up) == 3:
                    a, b, c = up
                    if a > b:
                        a, b = b, a
                    if b > c:
                        b, c = c, b
                        if a > b:
                            a, b = b, a
                    up = (a, b, c)
                found = known.get(up)
                if found is None:
                    found = _up_found(known, tuple(sorted(up)), low)
                if len(dealt) >= _DEALT_LIMIT:
                    dealt.clear()
                dealt[as_dealt] = found
                key, own_pair = found
            elif stop - start == 4 and start >= 0 and not board:  # four cards face up: _up_key, written out
                a, b, c, d = sorted(hole[i][start:stop])
                ra, rb, rc, rd = _RANKS[a], _RANKS[b], _RANKS[c], _RANKS[d]
                found_ranks = shown.get((low, (ra, rb, rc, rd)))
                if found_ranks is None:
                    found_ranks = _ranks_found(low, (ra, rb, rc, rd))
                key, top = found_ranks
                if not low:  # the best suit of the top group: its last card
                    key = key * 4 + ((d if rd == top else c if rc == top else b if rb == top else a) & 3)
                own_pair = ra == rb or rb == rc or rc == rd
            elif start >= 0 and not board:  # more cards face up: _up_key, written out for cards in order
                in_order = sorted(hole[i][start:stop])
                ranks_showing = tuple(map(_RANK_OF, in_order))  # (in order too)
                found_ranks = shown.get((low, ranks_showing))
                if found_ranks is None:
                    found_ranks = _ranks_found(low, ranks_showing)
                key, top = found_ranks
                if not low:  # the best suit of the top group: its last card
                    k = len(in_order) - 1
                    while _RANK_OF(in_order[k]) != top:
                        k -= 1
                    key = key * 4 + (in_order[k] & 3)
                own_pair = pair and len(set(ranks_showing)) < len(ranks_showing)
            else:  # the cards face up (extra cards have no flag) and the board's
                cards: Sequence[int] = hole[i][start:stop] if start >= 0 else list(compress(hole[i], f))
                key, own_pair = _up_key(cards, board, low)
            if own_pair and pair:
                paired = True
            if best < 0 or key > best_key:
                best, best_key = i, key
        return (best if best >= 0 else 0), paired

    # -- whose turn ----------------------------------------------------------------------------

    def _needs(self, q: int) -> bool:
        if self.folded[q] or self.stacks[q] == 0:
            return False
        if self.bets[q] < self._current:
            return True
        return self._acted[q] < 0 and self.active >= 2

    def _from(self, start: int) -> int:
        n = self.n
        skip = self._skip
        folded, stacks, bets, acted = self.folded, self.stacks, self.bets, self._acted
        current = self._current
        open_ = False
        if self.active >= 2:
            open_ = True
        for q in _FROM[n][start]:  # (start is a player's index)
            if q != skip and not folded[q] and stacks[q] and (bets[q] < current or (open_ and acted[q] < 0)):
                return q
        return skip if skip >= 0 and self._needs(skip) else -1

    # -- what is allowed -----------------------------------------------------------------------

    def _aggression(self, p: int) -> tuple[str, int, int] | None:
        """The aggressive option of player p: (word, least total, most total), or None."""
        bp = self.bets[p]
        return self._option(p, bp, bp + self.stacks[p])

    def _option(self, p: int, bp: int, all_to: int) -> tuple[str, int, int] | None:
        """:meth:`_aggression` of player ``p`` who has ``bp`` in this round, ``all_to`` all in."""
        current = self._current
        if all_to <= current or self.active < 2:  # somebody else must be able to answer
            return None
        acted = self._acted[p]
        if self.kind == _FL:  # limit first: the hot path of the limit games
            if acted >= 0 and self._last_full_to <= acted:
                return None
            level = self._level
            if level is None:  # (the same for every player until the round's bets change)
                # the bet or raise any player may make now, before their own stack and the opponents'
                # (None: the cap is reached), and whether an opponent may be unable to call it
                n_bets = self._n_bets
                cap = self.rules.limit_raises
                if cap is not None and n_bets > cap and self._capped():
                    level = None, 0, False
                else:
                    if current == 0:
                        word = "bet"
                        big_now = self._big_now
                        least = most = self.big_bet if big_now else self.small_bet
                        if self._open_pair and not big_now:
                            most = self.big_bet
                    elif n_bets == 0 and self._street_index == 0 and self._bring_in_player >= 0:
                        word = "complete"  # stud: only the bring-in so far
                        least = most = self.small_bet
                    else:
                        word = "raise"
                        big_now = self._big_now
                        base = self._full_level
                        least = most = base + (self.big_bet if big_now else self.small_bet)
                        if self._open_pair and not big_now:
                            most = base + self.big_bet
                    # (an opponent may be unable to call it; else every player can; kept with the least
                    # all-in total for which the option is the player's as it is: legal() reads it too)
                    covering = current < least and least > self._cover_floor
                    level = (word, least, most), _NEVER if covering else most, covering
                self._level = level
            option, plain_to, covering = level
            if plain_to <= all_to:  # (no bet or raise at all: 0)
                return option
            assert option is not None  # (plain_to > 0: an option)
            word, least, most = option
            # a raise only as far as the most any opponent can call is a raise too (E4; E18: the rest would go back)
            if covering:
                cover = 0
                folded, bets, stacks = self.folded, self.bets, self.stacks
                for q in _AFTER[self.n][p]:  # (the next player in usually covers)
                    if not folded[q]:
                        total = bets[q] + stacks[q]
                        if total > cover:
                            cover = total
                            if cover >= least:
                                break
                if current < cover < least:
                    least = cover
            if most > all_to:  # (least is at most most)
                most = all_to
                if least > all_to:
                    least = all_to
            return word, least, most
        if current == 0:
            word = "bet"
        elif self._n_bets == 0 and self._street_index == 0 and self._bring_in_player >= 0:
            word = "complete"  # stud: only the bring-in so far
        else:
            word = "raise"
        rules = self.rules
        if acted >= 0 and not rules.short_all_in_reopens:
            if rules.cumulative_reopen:
                if current - acted < self._min_inc:
                    return None
            elif self._last_full_to <= acted:
                return None
        if self.kind == _SL and self._capped():
            return None
        least = self.min_bet if current == 0 else current + self._min_inc
        if self.kind == _SL:
            most = current + self._spread_most()  # a bet or raise of at most the spread's (E22)
        elif self.kind == _PL:
            pot = self.pot
            if not rules.pot_limit_counts_antes:
                pot -= self._antes_total
            most = current + pot + (current - bp)
        else:
            most = all_to
        if least > all_to:
            least = all_to
        if most < least:
            most = least
        if most > all_to:
            most = all_to
        return word, least, most

    def _capped(self) -> bool:
        """Limit and spread limit: the round has its bet and every raise the cap allows (E5)."""
        rules = self.rules
        cap = rules.limit_raises
        if cap is None or self._n_bets < cap + 1:
            return False
        if rules.heads_up_uncapped == "never":
            return True
        return not self._round_uncapped

    def _spread_most(self) -> int:
        assert self._spread is not None
        return self._spread[self._street_index][1]

    def aggressive_word(self) -> str:
        """The word for a bet or raise now: ``"bet"`` (nothing bet on this street yet),
        ``"complete"`` (stud: only the bring-in so far) or ``"raise"``.

        >>> Hand("holdem", [100, 100], blinds=(1, 2), seed=1).aggressive_word()
        'raise'
        """
        opening = self._bring_in_player >= 0 and self._street_index == 0 and self._n_bets == 0
        if opening and (self._current > 0 or (self.phase == _BET and self._bringing_in(self._to_act))):
            return "complete"
        if self._current == 0:
            return "bet"
        return "raise"

    def legal(self) -> Legal:
        """Who acts now and what they may do (see :class:`~pokerrank.engine.legal.Legal`).

        >>> hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=1)
        >>> hand.legal()
        Legal(bet: 'p2' may fold, call 1, raise to 4..100)
        """
        phase = self.phase
        if phase != _BET:
            if phase == _DRAW:
                p = self._draw_queue[0]
                legal = _new_object(Legal)  # (as in a betting round, below: without calling __init__)
                legal.phase, legal.player, legal.name = "draw", p, self.names[p]
                held = len(self.hole[p])
                left = self._cards_left  # (the deck, built: a random deal's always is)
                legal.draw = held if held <= len(left if left is not None else self._deck) else self._most_drawn(p)
                return legal
            return self._not_betting(phase)
        p = self._to_act
        legal = _new_object(Legal)  # Legal("bet", p, name) without calling __init__ (once an action)
        legal.phase, legal.player, legal.name = "bet", p, self.names[p]
        bp = self.bets[p]
        stack = self.stacks[p]
        legal.all_in = all_to = bp + stack
        current = self._current
        if self._bring_in_player == p and current == 0 and not self._street_index and self._bringing_in(p):
            legal.bring_in = min(self.bring_in, stack)
            legal.aggressive, legal.min_to, legal.max_to = self._opening(p)
            return legal
        # (every field a caller reads in a betting round set on the object, its class's default too: a field
        # read from the class costs the caller more than one set here)
        legal.bring_in = None
        legal.fold = True
        owed = current - bp
        if owed <= 0:
            legal.check = True
            legal.call = None
        else:
            legal.check = False
            legal.call = owed if owed < stack else stack
        level = self._level  # (limit: the round's bet or raise, kept until the bets change; see _option)
        if level is not None and level[1] <= all_to:
            option = None  # (_option's answer where every player can call the round's raise and p can make it)
            if all_to > current and self.active >= 2:
                acted = self._acted[p]
                if acted < 0 or self._last_full_to > acted:
                    option = level[0]
        else:
            option = self._option(p, bp, all_to)
        self._offer = option  # act() takes it again unless the hand moved on (_after and _start_round forget it)
        if option is not None:
            legal.aggressive, legal.min_to, legal.max_to = option
        else:
            legal.aggressive = None
        return legal

    def _not_betting(self, phase: int) -> Legal:
        """:meth:`legal` outside a betting round and a draw."""
        if phase == _OVER:
            return Legal("over")
        if phase == _BROKEN:
            raise BrokenHandError("act", self._broken or "")
        if phase == _RUN:
            legal = Legal("run")
            legal.runs = self._most_runs()
            return legal
        if phase == _SHOW:
            p = self._show_queue[0]
            legal = Legal("show", p, self.names[p])
            legal.show = True
            legal.muck = self._may_muck(p)
            return legal
        raise AssertionError(phase)  # (no other phase)

    def _may_muck(self, p: int) -> bool:
        if self.rules.all_in_face_up and self._all_in_seen:
            return False
        others = sum(1 for i in range(self.n) if i != p and not self.folded[i] and not self.mucked[i])
        return others > 0

    # -- acting --------------------------------------------------------------------------------

    def act(self, action: str, amount: int | None = None, cards: CardsLike | None = None) -> None:
        """Take one action of the player to act: ``"fold"``, ``"check"``, ``"call"``,
        ``"bet"``, ``"raise"`` or ``"complete"`` to a total of ``amount``, ``"bring-in"``,
        ``"draw"`` (``cards``: the cards discarded; or ``amount``: how many, when the cards are
        not known), ``"show"``, ``"muck"``, ``"run"`` (``amount``: how many times).

        Anything :meth:`legal` does not offer raises
        :class:`~pokerrank.engine.legal.IllegalActionError` and changes nothing.

        >>> hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=1, names=["ann", "bob"])
        >>> try:
        ...     hand.act("raise", 3)
        ... except IllegalActionError as exc:
        ...     exc.player, exc.action, exc.allowed, exc.rule[:3]
        ('bob', 'raise to 3', "'bob' may fold, call 1, raise to 4..100", 'E2:')
        """
        phase = self.phase
        if not phase:  # (phase == _BET, which is 0: a test the interpreter need not specialise, over a long jump)
            if cards is not None:  # (no betting action takes cards)
                self._refuse(action, amount, cards)
            p = self._to_act
            if action == "call":
                owed = self._current - self.bets[p]
                # (owed: so a bet to call, the bring-in player is offered it before anything is bet)
                if owed > 0 and amount is None:
                    self._call(p, owed)
                    return
                return self._retry(action, amount, cards)  # (a call of the amount offered is taken)
            bringing = False
            if self._bring_in_player == p and self._current == 0 and not self._street_index:  # (a test, not a value)
                bringing = self._bringing_in(p)
            if action == "check":
                if self._current == self.bets[p] and not bringing and amount is None:
                    self._check(p)
                    return
            elif action == "fold":
                if not bringing and amount is None:
                    self._fold(p)
                    return
            elif action == "raise" or action == "bet" or action == "complete":
                if bringing:
                    option: tuple[str, int, int] | None = self._opening(p)
                else:
                    offer = self._offer  # (what legal() offered, the hand unchanged since; False: nothing)
                    option = offer if offer is not False else self._aggression(p)
                if option is not None and option[0] == action and type(amount) is int:
                    word, least, most = option
                    if ((least <= amount <= most) if self.kind != _FL else (amount in (least, most))) and (
                        not amount % self._chip
                    ):
                        self._aggressive(p, amount, word)
                        return
            elif action == "bring-in" and bringing and amount is None:
                self._bring_in(p)
                return
            self._retry(action, amount, cards)
        elif phase == _DRAW:
            if action == "draw" and cards is None and type(amount) is int:  # the usual draw: how many, the last held
                p = self._draw_queue[0]
                held = self.hole[p]
                if 0 <= amount <= len(held):
                    self._draw_count(p, amount, held)
                    return
            if action in ("draw", "discard", "stand pat"):
                self._draw(action, amount, cards)
            else:
                self._refuse(action, amount, cards)
        elif phase == _SHOW and action in ("show", "muck") and amount is None and cards is None:
            p = self._show_queue[0]
            if action == "muck" and not self._may_muck(p):
                self._refuse(action, amount, cards)
            self._show(p, action == "show")
        elif phase == _RUN and action == "run" and cards is None and type(amount) is int and amount > 0:
            if amount > self._most_runs():
                self._refuse(action, amount, cards)
            self._pending_runs = amount
            self._run_out()
        else:
            self._retry(action, amount, cards)

    def _bringing_in(self, p: int) -> bool:
        return (
            self._bring_in_player == p
            and self._street_index == 0
            and self._acted[p] < 0
            and self._current == 0
            and self.bring_in > 0
        )

    def _retry(self, action: str, amount: int | None, cards: CardsLike | None) -> None:
        """:meth:`act` again where the amount is a whole number of another type (numpy's
        integers, by :func:`operator.index`), or a call names the amount :meth:`legal` offers;
        else the refusal (:meth:`_refuse`). Only ever reached on the way to a refusal."""
        if amount is not None:
            whole = _whole_number(amount)
            if whole is not None:
                if action == "call" or action == "bring-in":  # the amount offered: taken
                    offered = getattr(self.legal(), action.replace("-", "_")) if self.phase == _BET else None
                    if cards is None and whole == offered:
                        return self.act(action)
                    amount = whole
                elif type(amount) is not int:
                    return self.act(action, whole, cards)
        self._refuse(action, amount, cards)

    def _refuse(self, action: str, amount: int | None, cards: CardsLike | None) -> None:
        what = (
            action
            if amount is None
            else f"{action} {'to ' if action in ('bet', 'raise', 'complete') else ''}{shorten(amount)}"
        )
        if cards is not None:
            what += f" discarding {shorten(cards)}" if action in _DRAWING else f" with cards={shorten(cards)}"
        if self.phase == _BROKEN:
            raise BrokenHandError(what, self._broken or "")
        legal = self.legal()
        allowed = legal.describe(fixed=self.kind == _FL)
        if amount is not None and action in _NO_AMOUNT:
            allowed += f" ({action} takes {'no amount but the one offered' if action == 'bring-in' else 'no amount'})"
        if cards is not None and action not in _DRAWING:
            allowed += f" ({action} takes no cards)"
        raise IllegalActionError(legal.name, what, allowed, self._rule_for(legal, action, amount))

    def _rule_for(self, legal: Legal, action: str, amount: int | None) -> str:
        from pokerrank.engine.rulebook import rule_for

        return rule_for(self, legal, action, amount)

    def _record(self, p: int, kind: ActionKind, amount: int, to: int | None) -> None:
        self.events.append(
            _tuple_new(
                Action,
                (
                    self._street,
                    self.names[p],
                    kind,
                    amount,
                    to,
                    self.stacks[p] == 0 and amount > 0,
                    None,
                    None,
                    0,
                ),
            )
        )

    def _call(self, p: int, owed: int) -> None:
        stacks = self.stacks
        stack = stacks[p]
        pay = owed if owed < stack else stack
        self.bets[p] += pay
        stacks[p] = stack - pay
        self.put_in[p] += pay
        self.pot += pay
        all_in = False
        if pay == stack:
            self.active -= 1
            self._all_in_seen = all_in = True
        self._acted[p] = self._current
        self.events.append(
            _tuple_new(
                Action,
                (self._street, self.names[p], _CALL, pay, None, all_in, None, None, 0),
            )
        )
        self._after(p)

    def _check(self, p: int) -> None:
        self._acted[p] = self._current
        street = self._street
        self.events.append(_tuple_new(Action, (street, self.names[p], _CHECK, 0, None, False, None, None, 0)))
        self._after(p)

    def _fold(self, p: int) -> None:
        self.folded[p] = True
        self.live -= 1
        if self.stacks[p] > 0:
            self.active -= 1
        street = self._street
        self.events.append(_tuple_new(Action, (street, self.names[p], _FOLD, 0, None, False, None, None, 0)))
        if self.live == 1:
            self._finish()
            return
        self._after(p)

    def _concede(self, p: int) -> None:
        """A player all in gives up the hand (a record's fold for a player all in, read as a
        muck: RULES.md E19): their chips stay in the pots, which they can no longer win."""
        self.folded[p] = True
        self.live -= 1
        self._offer = False
        self.events.append(_tuple_new(Action, (self.street, self.names[p], _K_MUCK, 0, None, False, None, None, 0)))
        if self.live == 1 and self.phase != _OVER:
            self._finish()

    def _opening(self, p: int) -> tuple[str, int, int]:
        """What the bring-in player ``p`` may open with instead of the bring-in: complete to
        the small bet (E8); in spread limit, any bet above the bring-in from the round's least
        to its most (E22). All in for less where the stack is short (E18)."""
        stack = self.stacks[p]
        if self.kind == _SL:
            assert self._spread is not None
            least, most = self._spread[0]
            least = max(least, self.bring_in + self._chip)  # (more than the bring-in: one smallest chip more)
            return "complete", min(least, stack), min(most, stack)
        least = min(self.small_bet, stack)
        return "complete", least, least

    def _bring_in(self, p: int) -> None:
        self._level = None
        pay = min(self.bring_in, self.stacks[p])
        self.bets[p] = pay
        self._put(p, pay)
        self._current = self.bring_in
        self._acted[p] = self._current
        if self.kind == _SL:  # spread limit: the bring-in is the round's first bet (E22)
            self._n_bets = 1
            self._min_inc = max(self._min_inc, self.bring_in)
            self._last_full_to = self.bring_in
        self._record(p, _K_BRING_IN, pay, None)
        self._after(p)

    def _aggressive(self, p: int, to: int, word: str) -> None:
        self._level = None  # (the round's bets change)
        current = self._current
        pay = to - self.bets[p]
        self.bets[p] = to
        stacks = self.stacks
        left = stacks[p] = stacks[p] - pay  # (_put, written out)
        self.put_in[p] += pay
        self.pot += pay
        all_in = False
        if left == 0 and pay:
            self.active -= 1
            self._all_in_seen = True
            all_in = pay > 0
        if self.kind == _FL:
            if word == "complete":
                step = to  # (a full completion is to the small bet)
                size = self.small_bet
                self._n_bets = 0
            else:
                step = to - self._full_level if word == "raise" else to
                if self._big_now:
                    size = self.big_bet
                else:
                    size = self.small_bet
                    if self._open_pair and step >= self.big_bet:
                        self._big_now = True
                        size = self.big_bet
            if step >= size:
                self._n_bets += 1
                self._last_full_to = self._full_level = to  # reopens the betting (E4)
            elif self.rules.half_bet_rule and 2 * step >= size:
                self._n_bets += 1
                self._last_full_to = to
                if self.rules.half_bet_raise_from == "all-in":
                    self._full_level = to
        elif word == "bet":
            if to >= self.min_bet:
                self._min_inc = max(self._min_inc, to)
                self._last_full_to = to
                self._n_bets += 1
        elif to - current >= self._min_inc:
            self._min_inc = to - current
            self._last_full_to = to
            self._n_bets += 1
        if to > current:
            self._current = current = to
        self._acted[p] = current
        self._aggressor = p
        self.events.append(
            _tuple_new(
                Action,
                (
                    self._street, self.names[p], _BETK if word == "bet" else _RAISE, pay, to, all_in, None, None, 0,
                ),
            )
        )  # fmt: skip
        if self.active == 2 and self.rules.heads_up_uncapped == "before cap":
            self._round_uncapped = True
        self._after(p)

    def _after(self, p: int) -> None:
        # the next player who must act (_needs, written out: the hot path of every action)
        self._offer = False  # (the hand moved on: what legal() offered is no longer)
        if self._skip >= 0:  # a Mississippi straddler acts last in the first round (E23)
            if p == self._skip:
                self._skip = -1
            else:
                self._to_act = self._from((p + 1) % self.n)
                if self._to_act < 0:
                    self._close_round()
                return
        folded, stacks, bets = self.folded, self.stacks, self.bets
        current = self._current
        if self.active >= 2:  # a player who has not acted this round acts too
            acted = self._acted
            for q in _AFTER[self.n][p]:
                if not folded[q] and stacks[q] and (bets[q] < current or acted[q] < 0):
                    self._to_act = q
                    return
        else:  # (nobody else can bet: only a player facing a bet acts)
            for q in _AFTER[self.n][p]:
                if not folded[q] and stacks[q] and bets[q] < current:
                    self._to_act = q
                    return
        self._to_act = -1
        self._skip = -1  # (_close_round, written out: every round ends here but the ones nobody can bet in)
        bets[:] = _ZEROS[self.n] if self.n < len(_ZEROS) else [0] * self.n
        self._advance()

    # -- between rounds ------------------------------------------------------------------------

    def _close_round(self) -> None:
        self._skip = -1
        self.bets[:] = _ZEROS[self.n] if self.n < len(_ZEROS) else [0] * self.n
        self._advance()

    def _advance(self) -> None:
        while True:
            if self.live == 1:
                self._finish()
                return
            self._street_index += 1
            if self._street_index >= len(self.streets):
                self._street_index = len(self.streets) - 1
                self._start_showdown()
                return
            street = self.streets[self._street_index]
            if (
                self.active < 2
                and self.max_runs > 1
                and self.game.dealt == "board"
                and self._pending_runs == 1
                and street[3]
                and self.phase != _RUN
            ):
                self.phase = _RUN
                self._street_index -= 1
                return
            self._street = street[0]
            if street[4]:  # a draw: who is in, in turn from the button's left (a draw street's own cards first)
                if street[1] or street[2] or street[3]:
                    self._deal_street(street)
                folded = self.folded
                start = (self.button + 1) % self.n if self.button is not None else 0
                self._draw_queue = list(filterfalse(folded.__getitem__, _FROM[self.n][start]))  # (those still in)
                self.phase = _DRAW
                return
            self._deal_street(street)
            if self.active >= 2:
                self._start_round()
                return

    def _in_turn(self, start: int) -> list[int]:
        """The players still in, in turn from player ``start``."""
        return list(filterfalse(self.folded.__getitem__, _FROM[self.n][start]))  # (no comprehension: no cell)

    def _draw(self, action: str, amount: int | None, cards: CardsLike | None) -> None:
        p = self._draw_queue[0]  # (a draw by count is act()'s, straight to _draw_count)
        hand = list(self.hole[p])
        if action == "stand pat":
            out: list[int] = []
            if amount not in (None, 0) or cards is not None:
                self._refuse(action, amount, cards)
        elif cards is not None:
            try:
                out = list(parse_cards(cards, jokers=self.game.deck.jokers))
            except PokerRankError:
                self._refuse(action, amount, cards)
            if any(c not in hand for c in out) or len(set(out)) != len(out):
                self._refuse(action, amount, cards)
            if amount is not None and amount != len(out):  # (the cards and how many must agree)
                self._refuse(action, amount, cards)
        elif type(amount) is int and 0 <= amount <= len(hand):
            out = hand[len(hand) - amount :]
            hand = hand[: len(hand) - amount]  # (a hand's cards are all different: the rest is kept)
        else:
            return self._retry(action, amount, cards)
        keep = [c for c in hand if c not in out] if cards is not None else hand
        if len(out) > len(self._deck) and len(out) > self._most_drawn(p):
            self._refuse(action, amount, cards)  # more than the deck and the discards hold (E15)
        row = self._preset[p]
        self._reshuffle(row, len(out))
        new = self._cards(row, len(out)) if row else self._draw_cards(len(out))  # the same cards, in one go
        self._muck.extend(out)
        if new:
            self._drawn.append((self._street_index, p, tuple(new)))
        self.hole[p] = tuple(keep + new)
        kind = _K_DISCARD if out else _K_STAND_PAT
        street = self._street
        shown = _text(out) if out else None
        self.events.append(_tuple_new(Action, (street, self.names[p], kind, 0, None, False, shown, len(out), 0)))
        self._draw_queue.pop(0)
        if not self._draw_queue:
            if self.active >= 2:
                self._start_round()
            else:
                self._advance()

    def _from_deck(self, row: list[int | None], amount: int) -> int:
        """How many of ``amount`` new cards come from the deck, the player's cards given in
        ``row`` (taken from its end; None: from the deck) apart."""
        if not row:
            return amount
        return amount - sum(1 for card in row[-amount:] if card is not None) if amount else 0

    def _most_drawn(self, p: int) -> int:
        """The most cards player ``p`` may draw (E15): their hand, as far as the deck and the
        discards so far (not their own) give the new cards."""
        room = len(self._deck) + len(self._muck)
        most = len(self.hole[p])
        row = self._preset[p]
        while most and self._from_deck(row, most) > room:
            most -= 1
        return most

    def _reshuffle(self, row: list[int | None], amount: int) -> None:
        """The discards so far (not the drawing player's) shuffled into the deck, where it
        cannot give the ``amount`` new cards alone (E15)."""
        if self._from_deck(row, amount) > len(self._deck):
            self._deck.extend(self._muck)
            self._muck = []

    def _draw_count(self, p: int, amount: int, held: tuple[int, ...]) -> None:
        """Player ``p`` discards their last ``amount`` of the cards ``held`` and draws as many
        (:meth:`_draw` for a draw by count, without its lists), or is refused (E15)."""
        if amount:
            row = self._preset[p]
            left = self._cards_left
            if row or amount > len(left if left is not None else self._deck):  # (else the deck gives them)
                if amount > len(left if left is not None else self._deck) and amount > self._most_drawn(p):
                    self._refuse("draw", amount, None)  # more than the deck and the discards hold (E15)
                self._reshuffle(row, amount)
            size = len(held) - amount
            out = held[size:]
            new = tuple(self._cards(row, amount) if row else self._draw_cards(amount))
            self._muck.extend(out)
            self._drawn.append((self._street_index, p, new))
            self.hole[p] = held[:size] + new
            shown = _TEXT_OF(out[0]) if amount == 1 else " ".join(map(_TEXT_OF, out))  # (_text, written out)
            action = _tuple_new(Action, (self._street, self.names[p], _K_DISCARD, 0, None, False, shown, amount, 0))
        else:
            action = _tuple_new(Action, (self._street, self.names[p], _K_STAND_PAT, 0, None, False, None, 0, 0))
        self.events.append(action)
        queue = self._draw_queue
        del queue[0]
        if not queue:
            if self.active >= 2:
                self._start_round()
            else:
                self._advance()

    def _most_runs(self) -> int:
        """The most times the players may agree to run the board (E16): the hand's
        ``max_runs``, as far as the deck gives every run its cards (the cards given for a
        run apart)."""
        rest = self.streets[self._street_index + 1 :]
        per_run = sum(street[3] for street in rest)
        room = len(self._deck) - self._from_deck(self._preset_board, per_run)
        start = len(self.board)
        runs = 1
        while runs < self.max_runs:
            row = self._preset_runs[runs - 1] if runs - 1 < len(self._preset_runs) else []
            room -= sum(1 for j in range(start, start + per_run) if j >= len(row) or row[j] is None)
            if room < 0:
                break
            runs += 1
        return runs

    def _run_out(self) -> None:
        runs = self._pending_runs
        self.phase = _BET
        if runs == 1:
            self._pending_runs = 0  # agreed: the board is run once, and nobody is asked again
            self._advance()
            return
        base = list(self.board)
        rest = self.streets[self._street_index + 1 :]
        self.boards = []
        for r in range(runs):
            board = list(base)
            for street in rest:
                for _ in range(street[3]):
                    if r == 0:
                        board.append(self._card(self._preset_board))
                    else:
                        row = self._preset_runs[r - 1] if r - 1 < len(self._preset_runs) else []
                        known = row[len(board)] if len(board) < len(row) else None
                        board.append(known if known is not None and known not in board else self._card(None))
            self.boards.append(board)
        self.board = self.boards[0]
        self._street_index = len(self.streets) - 1
        self._street = self.streets[-1][0]
        self._start_showdown()

    # -- the end -------------------------------------------------------------------------------

    def _start_showdown(self) -> None:
        if self._reveal:
            for i, cards in self._reveal.items():
                if not self.folded[i]:
                    self.hole[i] = cards
            self._check_revealed()
        order = self._showdown_order()
        if self.auto_show:
            for p in order:
                self.shown[p] = True
                self.events.append(
                    _tuple_new(
                        Action,
                        ("showdown", self.names[p], _K_SHOW, 0, None, False, _text(self.hole[p]), None, 0),
                    )
                )
            self._finish()
            return
        self._show_queue = order
        self.phase = _SHOW

    def _check_revealed(self) -> None:
        """The cards a record shows (put back at the showdown, :func:`~pokerrank.engine.from_record`)
        with each board: a card dealt twice is refused (the record contradicts itself), never valued."""
        players: list[tuple[str, Any]] = [
            (f"{self.names[i]}'s hand", self.hole[i]) for i in range(self.n) if not self.folded[i]
        ]
        for board in self.boards or [self.board]:  # (the engine's cards are the Card values the showdown takes)
            on_board: Any = board
            check_cards(self.game, [("the board", on_board), *players])

    def _showdown_order(self) -> list[int]:
        n = self.n
        if self._aggressor >= 0 and not self.folded[self._aggressor]:
            start = self._aggressor
        elif self.game.dealt == "stud":
            start = self._best_showing()
        else:
            start = (self.button + 1) % n if self.button is not None else 0
        return self._in_turn(start)

    def _show(self, p: int, show: bool) -> None:
        self._show_queue.pop(0)
        if show:
            self.shown[p] = True
            self.events.append(
                _tuple_new(Action, ("showdown", self.names[p], _K_SHOW, 0, None, False, _text(self.hole[p]), None, 0))
            )
        else:
            self.mucked[p] = True
            self.events.append(_tuple_new(Action, ("showdown", self.names[p], _K_MUCK, 0, None, False, None, None, 0)))
        left = [i for i in range(self.n) if not self.folded[i] and not self.mucked[i]]
        if len(left) == 1 or not self._show_queue:
            self._finish()

    def _finish(self) -> None:
        """Decide the pots and pay the players."""
        self.phase = _OVER
        self.over = True
        self._to_act = -1
        behind = self._behind
        if behind is not None:  # the chips a cap kept out of play come back
            stacks = self.stacks
            for i, b in enumerate(behind):
                stacks[i] += b
            self._behind = None
        n = self.n
        folded = self.folded
        if self.live == 1 and not self.mucked[folded.index(False)]:  # (everybody else folded: the usual end)
            contenders = [folded.index(False)]
        else:
            contenders = _contenders(folded, self.mucked)
        put_in = self.put_in
        ordered = sorted(put_in)  # (the two largest last)
        if ordered[-1] > ordered[-2]:
            top = put_in.index(ordered[-1])
            self._uncalled = (top, ordered[-1] - ordered[-2])
        if len(contenders) == 1 and self.rake is None:
            winner = contenders[0]
            pot = self.pot
            uncalled = self._uncalled
            if uncalled is not None and uncalled[0] != winner:  # (a player who folded more than anybody
                top, back = uncalled  # put in live, the blinds of one all in on dead money: his own back)
                self.won[top] = back
                self.stacks[top] += back
                pot -= back
            self.won[winner] = pot
            self.stacks[winner] += pot
            return
        try:
            # each pot to its one best hand, by the showdown's own values, where every pot has one: paid at
            # once, the ShowdownResult written out when asked for (a tie, a hand that does not qualify, two
            # sides, a rake or several runs: pokerrank.showdown decides, its odd chips and all)
            strengths = None
            if self.rake is None and len(self.boards) <= 1 and len(self.game.sides) == 1:
                strengths = self._strengths(contenders)
            if strengths is not None:
                best = -1
                best_strength = -1
                tie = False
                for i, strength in zip(contenders, strengths, strict=True):
                    if strength > best_strength:
                        best, best_strength, tie = i, strength, False
                    elif strength == best_strength:
                        tie = True
                if put_in[best] == ordered[-1]:  # the best hand covers every bet: the whole pot, or a tie for it
                    if not tie:
                        self.won[best] = self.pot
                        self.stacks[best] += self.pot
                        self._result = _LATER
                        return
                elif (paid := _pay_layers(put_in, contenders, strengths, self._dead)) is not None:  # (side pots)
                    won, stacks = self.won, self.stacks
                    for i, got in paid:
                        won[i] = got
                        stacks[i] += got
                    self._result = _LATER
                    return
            result = self._showdown(contenders)
            rules = self.rules
            if (rules.runs_odd_chip != "first run" and len(self.boards) > 1) or (
                rules.rake_split != "main pot first" and result.rake
            ):
                result = self._room_paid(result)
            self._result = result
        except BaseException as exc:  # nothing paid, every chip still in the pots: the hand cannot go on
            # (the action that reached the showdown is in the record, the cards dealt: it cannot be taken
            # back, nor the hand go on as though the showdown were still to come; every later action or
            # legal() raises BrokenHandError naming this; the error goes to the caller)
            self.phase, self.over, self._to_act, self._uncalled = _BROKEN, False, -1, None
            self._broken = f"its showdown raised {exc!r}: nothing was paid"
            if behind is not None:
                for i, b in enumerate(behind):
                    self.stacks[i] -= b
                self._behind = behind
            raise
        totals = result.totals
        for i in range(n):
            got = totals.get(self.names[i], 0)
            self.won[i] = got
            self.stacks[i] += got

    def _strengths(self, contenders: list[int]) -> list[int] | None:
        """The contenders' strengths by the showdown's own scalar evaluation (the tables
        :func:`pokerrank.showdown` reads), else None (a stud hand dealt a card on the board,
        hands of different sizes, a hand that does not qualify)."""
        game = self.game
        if game.dealt == "stud" and self.board:
            return None
        hole = self.hole
        size = len(hole[contenders[0]])
        for i in contenders:
            if len(hole[i]) != size:
                return None
        board = tuple(self.board) if game.board_cards else ()
        found = _WHOLE.get((game.name, size, len(board)))
        if found is None or found[0] is not game:
            found = _whole_valuer(game, size, len(board))
        valuer = found[1]
        if valuer is not None:  # every card plays: the strengths from the ranking's kernel at once
            key_of, start, finish, pick_hole, pick_board = valuer
            strengths = []
            if key_of is None:  # (a ranking valued hand by hand, Badugi: its strength_of, the least that plays)
                on_board = pick_board(board)
                for i in contenders:
                    strength = start(pick_hole(hole[i]) + on_board)
                    if strength < finish:
                        return None
                    strengths.append(strength)
            elif pick_hole is None and not board:  # (the player's cards alone, in order)
                for i in contenders:
                    cards = hole[i]
                    strengths.append(finish(sum(map(key_of, cards), start), cards))
            else:
                on_board = pick_board(board)
                for i in contenders:
                    cards = (hole[i] if pick_hole is None else pick_hole(hole[i])) + on_board
                    strengths.append(finish(sum(map(key_of, cards), start), cards))
        else:
            plans, deal_hands = _EVALUATION or _evaluation()
            hands = deal_hands(plans(game, size, len(board)), list(map(hole.__getitem__, contenders)), board)[0]
            if any(hand is None for hand in hands):
                return None
            strengths = [hand.strength for hand in hands]
        return strengths

    def _showdown(self, contenders: list[int]) -> Any:
        """:func:`pokerrank.showdown` on the hand as it ended. A fixed rake is at most what the
        pots hold, the uncalled bet given back (E25)."""
        from pokerrank._showdown import showdown

        n = self.n
        put_in = self.put_in
        rake = self.rake
        if type(rake) is int and rake:
            uncalled = self._uncalled
            rake = min(rake, self.pot - (uncalled[1] if uncalled is not None else 0))
        game = self.game
        if game.dealt == "stud" and self.board:
            game = replace(game, hole_cards=game.hole_cards - len(self.board), board_cards=len(self.board))
        several = len(contenders) > 1
        players = [
            Player(self.names[i], self.hole[i] if several and i in contenders else None, put_in[i], i not in contenders)
            for i in range(n)
        ]
        button = self.names[self.button] if self.button is not None else None
        if len(self.boards) > 1:
            return showdown(
                game, None, players, button=button, odd_chip=self.rules.odd_chip, boards=self.boards,
                rake=rake, dead=self._dead, chip=self._chip,
            )  # fmt: skip
        board = self.board if game.board_cards else None
        return showdown(
            game, board, players, button=button, odd_chip=self.rules.odd_chip, rake=rake, dead=self._dead,
            chip=self._chip,
        )  # fmt: skip

    def _room_paid(self, result: Any) -> Any:
        """``result`` paid by the rule set's own rules where they differ from the showdown's: the
        odd chips between runs by seat (E26), the rake in proportion to the pots (E27). Each by
        the function the audit pays a room's hand by (:mod:`pokerrank.handhistory.decision`),
        so the engine and the audit pay alike; the pots, the players' wins and each pot's rake
        follow."""
        from pokerrank.handhistory.decision import (
            Decision,
            _odd_runs_by_seat,
            _places_from_button,
            _rake_in_proportion,
        )

        pots = [(pot.name if not pot.run else f"{pot.name}, board {pot.run}", pot.amount, pot.awards)
                for pot in result.pots]  # fmt: skip
        decided = Decision(result.totals, pots, result.rake, result)
        rules = self.rules
        names = self.names
        if rules.runs_odd_chip == "by seat" and len(self.boards) > 1:
            n, button = self.n, self.button if self.button is not None else -1
            places = _places_from_button({names[i]: i for i in range(n)}, button, n)
            decided = _odd_runs_by_seat(decided, places, self._chip)
        gross: list[int] = []
        if rules.rake_split == "in proportion" and len(self.boards) <= 1 and len(result.pot_rake) == len(pots) > 1:
            gross = [amount + fee for (_, amount, _), fee in zip(pots, result.pot_rake, strict=True)]
            decided = _rake_in_proportion(decided, gross, self._split_pot, chip=self._chip)
        if decided.pots == pots:
            return result
        changed = tuple(
            _repaid(pot, amount, awards, self._chip, self._odd_chip_order)
            for pot, (_, amount, awards) in zip(result.pots, decided.pots, strict=True)
        )
        won = dict.fromkeys(names, 0)
        for pot in changed:
            for name, got in pot.awards.items():
                won[name] += got
        players = tuple(replace(player, won=won[player.name]) for player in result.players)
        if gross:
            return replace(result, pots=changed, players=players,
                           pot_rake=tuple(g - pot.amount for g, pot in zip(gross, changed, strict=True)))  # fmt: skip
        return replace(result, pots=changed, players=players)

    def _odd_chip_order(self, side: Any) -> list[str]:
        """The tied winners of ``side`` (a :class:`~pokerrank.SideResult` of this hand's
        showdown) in the order the showdown gives them odd chips: the hand's odd-chip policy
        (E14), from the button's left or, in stud, by the cards."""
        from pokerrank.pots import odd_chip_order, policy_name

        game = self.game
        ace_low = next((spec.ace_low for spec in game.sides if spec.name == side.side), False)
        stud = game.odd_chip == "stud"
        index_of = {name: i for i, name in enumerate(self.names)}
        return odd_chip_order(
            side.winners,
            policy=policy_name(self.rules.odd_chip),
            mode="stud" if stud else "button",
            seats=self.names,
            button=self.button,
            playing={shown.player: shown.hand.cards for shown in side.hands} if stud else None,
            held={name: [Card(c) for c in (*self.hole[index_of[name]], *self.board)] for name in side.winners}
            if stud
            else None,
            low=side.side != "high",
            ace_low=ace_low,
        )

    def _split_pot(self, awards: Mapping[str, int], chips: int) -> dict[str, int]:
        """``chips`` shared between a pot's winners (``awards``' names) as the showdown shares
        a pot between them: the winners alone, in their seats, the button and odd-chip policy
        of the hand (E14)."""
        from pokerrank.handhistory.decision import _share_among

        game = self.game
        if game.dealt == "stud" and self.board:
            game = replace(game, hole_cards=game.hole_cards - len(self.board), board_cards=len(self.board))
        index_of = {name: i for i, name in enumerate(self.names)}
        among = [Player(name, self.hole[index_of[name]], 0, False, index_of[name] + 1) for name in awards]
        button = self.button + 1 if self.button is not None else None
        board = self.board if game.board_cards else None
        return _share_among(game, board, None, among, button, self.rules.odd_chip, self._chip, chips)

    @property
    def result(self) -> Any:
        """The :class:`~pokerrank.ShowdownResult` of a hand that went to a showdown (every pot,
        its winners and why), else None. A showdown with one clear winner is paid at once and
        its result written out only when asked for.

        >>> hand = Hand("holdem", [100, 100], blinds=(1, 2), cards=[["As", "Ad"], ["Ks", "Kd"]],
        ...             board="2c 7d 9h Js 3c", seed=1)
        >>> hand.act("call"); hand.act("check")
        >>> for _ in range(3):
        ...     hand.act("check"); hand.act("check")
        >>> hand.result.totals
        {'p1': 4, 'p2': 0}
        """
        if self._result is _LATER:
            self._result = self._showdown([i for i in range(self.n) if not self.folded[i] and not self.mucked[i]])
        return self._result

    # -- reading the state ---------------------------------------------------------------------

    @property
    def street(self) -> str:
        """The name of the current street (``preflop``, ``flop``, ... ``third`` ... ``draw 1``)."""
        return self._street

    @property
    def to_act(self) -> int | None:
        """The index of the player to act, or None."""
        phase = self.phase
        if phase == _BET:
            return self._to_act if self._to_act >= 0 else None
        if phase == _DRAW:
            return self._draw_queue[0]
        if phase == _SHOW:
            return self._show_queue[0]
        return None

    @property
    def winnings(self) -> dict[str, int]:
        """Each player's chips after the hand less their chips before it."""
        return {name: self.stacks[i] - self.starting[i] for i, name in enumerate(self.names)}

    def copy(self) -> Hand:
        """An independent copy of the hand (the lists copied, nothing deep).

        >>> hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=1)
        >>> other = hand.copy(); other.act("fold")
        >>> hand.over, other.over
        (False, True)
        """
        new = _new_object(Hand)
        _copy_state(self, new)
        return new

    __copy__ = copy  # copy.copy(hand): the same independent copy (not the fields shared)

    def __setstate__(self, state: Any) -> None:
        """A hand unpickled: its fields, and the orders of play of its table made in this process
        (which may never have set up a table of its size)."""
        fields, slots = state if isinstance(state, tuple) else (state, None)
        for given in (fields, slots):
            for name, value in (given or {}).items():
                object.__setattr__(self, name, value)
        self._offer = False  # (legal() asked again: nothing offered is carried across a pickle)
        _orders(self.n)

    def view(self, seat: int | str | None = None) -> dict[str, Any]:
        """What the player at ``seat`` (an index, or the player's name) may see: every public
        fact, their own cards, the others' cards dealt face up or shown, and for hidden cards
        only how many (None: a spectator's view). A seat that is not at the table is an
        :class:`~pokerrank.errors.UnknownPlayerError`.

        >>> hand = Hand("holdem", [100, 100], blinds=(1, 2), cards=[["As", "Ad"], ["Ks", "Kd"]], seed=1)
        >>> [p["cards"] for p in hand.view(0)["players"]]
        [['As', 'Ad'], ['??', '??']]
        >>> hand.view("p2")["players"][1]["cards"]
        ['Ks', 'Kd']
        """
        if seat is not None:
            seat = self._seat(seat)
        players = []
        for i in range(self.n):
            hole = self.hole[i]
            ups = self._up[i]
            if seat == i or self.shown[i]:
                shown = [format_cards([c]) for c in hole]
            else:
                shown = [format_cards([c]) if (ups and ups[k]) else "??" for k, c in enumerate(hole)]
            players.append(
                {
                    "name": self.names[i],
                    "stack": self.stacks[i] + (self._behind[i] if self._behind is not None else 0),
                    "bet": self.bets[i],
                    "put_in": self.put_in[i],
                    "folded": self.folded[i],
                    "cards": shown,
                }
            )
        legal = self.legal() if self.phase != _BROKEN else Legal("over")  # (a broken hand: nobody acts)
        return {
            "game": self.game.name,
            "structure": self.structure,
            "street": self.street,
            "board": [format_cards([c]) for c in self.board],
            "pot": self.pot,
            "button": self.button,
            "to_act": self.to_act,
            "legal": legal.describe(fixed=self.kind == _FL) if legal.player == seat or seat is None else None,
            "players": players,
        }

    def _seat(self, seat: object) -> int:
        """The index of a seat given as an index (numpy's integers too) or a player's name."""
        if isinstance(seat, str):
            return _index_of(seat, self.names, "")
        found = _whole_number(seat)
        if found is not None and 0 <= found < self.n:
            return found
        raise UnknownPlayerError(f"seat: a player's index 0..{self.n - 1} or name, got {seat!r}")

    def to_record(self, hand_id: str = "1") -> HandRecord:
        """The hand as a :class:`~pokerrank.handhistory.records.HandRecord` (what happened, the
        cards, who was paid what, the rake the room took and, with side pots, each pot after
        its rake), to write as PHH (:func:`pokerrank.handhistory.writers.to_phh`) or PokerStars
        text (:func:`pokerrank.handhistory.writers_text.to_pokerstars`), audit or re-read.

        >>> hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=1)
        >>> hand.act("fold")
        >>> record = hand.to_record()
        >>> [a.kind.value for a in record.actions], record.finishing_stacks
        (['big blind', 'small blind', 'fold'], {'p1': 101, 'p2': 99})
        """
        names = self.names
        if self.kind == _FL:
            stakes: tuple[int, ...] = (self.small_bet, self.big_bet)
        else:
            stakes = self._stakes[0] or (self.bring_in,)
        hole = {names[i]: format_cards(self.hole[i]) for i in range(self.n) if self.hole[i]}
        returned: dict[str, int] = {}
        if self._uncalled is not None:
            returned[names[self._uncalled[0]]] = self._uncalled[1]
        collected = tuple(
            Collection(names[i], self.won[i] - returned.get(names[i], 0))
            for i in range(self.n)
            if self.won[i] - returned.get(names[i], 0) > 0
        )
        if len(self.boards) > 1 and self.phase == _OVER:  # run more than once: what each run paid whom
            by_run: dict[tuple[int, int], int] = {}
            for pot in self._result.pots:
                for name, amount in pot.awards.items():
                    key = (pot.run or 1, names.index(name))
                    by_run[key] = by_run.get(key, 0) + amount
            collected = tuple(
                Collection(names[i], amount, "pot", run) for (run, i), amount in sorted(by_run.items()) if amount
            )
        boards = tuple(format_cards(b) for b in self.boards) if len(self.boards) > 1 else (format_cards(self.board),)
        dealt: list[tuple[str, str, str]] = []
        if self.game.dealt == "draw":
            dealt = [(self.streets[k][0], names[i], format_cards(cards)) for k, i, cards in self._drawn]
        elif self.game.dealt == "stud":
            start = 0  # each street's cards: as many as it deals down and up (three, then one; five-card stud two)
            for street, down, up, *_ in self.streets:
                for i in range(self.n):
                    cards = self.hole[i][start : start + down + up]
                    if cards:
                        dealt.append((street, names[i], format_cards(cards)))
                start += down + up
        taken, pots = self._rake_taken() if self.rake is not None and self.phase == _OVER else (None, ())
        return HandRecord(
            source="pokerrank.engine",
            hand_id=hand_id,
            site="pokerrank",
            format="engine",
            game=self.game.name,
            game_text=self.game.title,
            structure=self.structure if self._stakes[4] is None else f"capped {self.structure}",
            stakes=stakes,
            button=(self.button + 1) if self.button is not None else None,
            seats=tuple(Seat(i + 1, names[i], self.starting[i]) for i in range(self.n)),
            actions=tuple(self.events),
            boards=boards,
            hole=hole,
            shown=frozenset(names[i] for i in range(self.n) if self.shown[i]),
            mucked=frozenset(names[i] for i in range(self.n) if self.mucked[i]),
            returned=returned,
            dead={names[i]: amount for i, amount in enumerate(self._dead_by) if amount} if self._dead_by else {},
            collected=collected,
            total_pot=self.pot,
            pots=pots,
            rake=taken,
            added=self._added,
            dealt=tuple(dealt),
            finishing_stacks={names[i]: self.stacks[i] for i in range(self.n)} if self.over else None,
            extra={
                "family": self.game.dealt,
                "rules": self.rules.name,
                "bring_in": self.bring_in,
                "bets": (self.small_bet, self.big_bet),
                **({"chip": self._chip} if self._chip != 1 else {}),  # (the smallest chip in play, E14)
                # (the odd-chip policy, where not WSOP's: the audit pays the odd chips by it, E14)
                **({"odd_chip": self.rules.odd_chip} if self.rules.odd_chip != "wsop" else {}),
                # (a room's rules of the runs' odd chips and of the rake between pots, where not the books', E26, E27)
                **({"runs_odd_chip": self.rules.runs_odd_chip} if self.rules.runs_odd_chip != "first run" else {}),
                **({"rake_split": self.rules.rake_split} if self.rules.rake_split != "main pot first" else {}),
                **self._set_up_record(),
            },
        )

    def _set_up_record(self) -> dict[str, Any]:
        """What :meth:`to_record`'s actions and stakes do not say of the table's set-up, for
        :func:`~pokerrank.engine.from_record` to set it up again: ``straddles``, the level of
        each straddle posted all in for less (the others call it in full, as a short big blind,
        E18; the action says only what was posted); ``button_straddle``, the button who posted a
        Mississippi straddle (E23: the order of play is not the blinds'); ``ante``, ``"button"`` or
        ``"big blind"`` where one player posts the table's ante (E12: after the blind; dead money
        by the rule set); ``rake``, the hand's rake rule (where the pots are split, which pot pays);
        ``cap``, the most each player may put in (E20); ``spread``, spread limit's least and most bet
        of each betting round (E22); ``blinds``, limit's blinds (its stakes are the bets);
        ``min_bet``, no-limit's and pot-limit's least bet where it is not the big blind."""
        found: dict[str, Any] = {}
        blinds, forced, skip, ante, cap = self._stakes
        names = self.names
        if self.kind == _FL and blinds:  # (limit's stakes are its bets)
            found["blinds"] = blinds
        elif (self.kind == _NL or self.kind == _PL) and self.min_bet != (
            blinds[-1] if blinds else (self.small_bet or 1) if self.game.dealt == "stud" else 0
        ):  # (stud's least bet by default: its small bet)
            found["min_bet"] = self.min_bet
        if cap is not None:
            found["cap"] = cap
        if self._spread is not None:
            found["spread"] = self._spread
        if skip >= 0:
            found["button_straddle"] = names[skip]
        if ante != "each":
            found["ante"] = ante
            if ante == "button" or self.rules.big_blind_ante_dead:  # (its ante is in the record's dead money)
                found["ante_dead"] = True
        if self.rake is not None:
            found["rake"] = self.rake
        short = {
            a.player: forced[names.index(a.player)]
            for a in self.events
            if a.kind is _K_STRADDLE and a.all_in and a.amount < forced[names.index(a.player)]
        }
        if short:
            found["straddles"] = short
        return found

    def _rake_taken(self) -> tuple[int, tuple[int, ...]]:
        """What the room took of a raked hand that is over, and, where there are side pots, each
        pot after its rake, main pot first (as PokerStars prints them: the audit finds the rate
        from them). The pots are laid out as a room lays them out, a player who mucked still in
        them, with the rake each pays by the hand's own rake rule (in proportion, E27: as paid)."""
        from pokerrank.pots import build_pots, pot_rake

        taken: int = self._result.rake
        names = self.names
        bets = {names[i]: self.put_in[i] for i in range(self.n)}
        gross = [pot.amount for pot in build_pots(bets, [names[i] for i in range(self.n) if self.folded[i]]).pots]
        if len(gross) < 2 or not taken:
            return taken, ()
        gross[0] += self._dead
        if taken == sum(gross):  # the room took every pot: none to print (E25)
            return taken, ()
        paid = self._result.pot_rake
        if self.rules.rake_split == "in proportion" and len(paid) == len(gross):  # each pot's share as paid (E27)
            charged = list(paid)
        else:
            charged = pot_rake(gross, taken if type(self.rake) is int else self.rake, chip=self._chip)  # (E14, E25)
        return taken, tuple(amount - cut for amount, cut in zip(gross, charged, strict=True))

    def __repr__(self) -> str:
        return f"<Hand {self.game.name} {self.structure} {self.street} {_PHASES[self.phase]}: stacks {self.stacks}>"


_FLAT_FIELDS = (
    "_added",
    "_best_up",
    "_aggressor",
    "_all_in_seen",
    "_antes_total",
    "_big_now",
    "_bring_in_player",
    "_broken",
    "_chip",
    "_cover_floor",
    "_current",
    "_dead",
    "_dead_by",
    "_deck_less",
    "_full_level",
    "_last_full_to",
    "_level",
    "_min_inc",
    "_n_bets",
    "_open_pair",
    "over",
    "_pending_runs",
    "_preset_runs",
    "_reveal",
    "_rng",
    "_round_uncapped",
    "_skip",
    "_spread",
    "_stakes",
    "_street",
    "_street_index",
    "_to_act",
    "_uncalled",
    "active",
    "auto_show",
    "big_bet",
    "bring_in",
    "button",
    "game",
    "kind",
    "live",
    "max_runs",
    "min_bet",
    "n",
    "names",
    "phase",
    "pot",
    "rake",
    "_result",
    "_offer",
    "rules",
    "small_bet",
    "streets",
    "structure",
)
"""The fields :meth:`Hand.copy` shares: numbers, strings, tuples and what never changes."""
_LIST_FIELDS = (
    "_acted",
    "_draw_queue",
    "_drawn",
    "_muck",
    "_preset_board",
    "_show_queue",
    "_up",
    "bets",
    "board",
    "events",
    "folded",
    "hole",
    "mucked",
    "put_in",
    "shown",
    "stacks",
    "starting",
    "won",
)
"""The fields it copies one level deep (lists of numbers, tuples and bools)."""


def _copier() -> Callable[[Hand, Hand], None]:
    """``copy_state(src, dst)``: every field of ``src`` into ``dst``, the lists copied
    (nothing deep), written out once as straight-line code (a loop of ``setattr`` costs
    several times more, and :meth:`Hand.copy` is on the hot path of a search)."""
    lines = [f"    dst.{name} = src.{name}" for name in _FLAT_FIELDS]
    lines += [f"    dst.{name} = src.{name}[:]" for name in _LIST_FIELDS]
    lines += [
        "    dst._behind = src._behind[:] if src._behind is not None else None",
        "    dst._cards_left = src._cards_left[:] if src._cards_left is not None else None",
        "    dst._preset = list(map(list.copy, src._preset))",
        "    dst.boards = [board[:] for board in src.boards] if src.boards else []",
    ]
    namespace: dict[str, Any] = {}
    exec("def copy_state(src, dst):\n" + "\n".join(lines), namespace)  # our own field names
    copy_state: Callable[[Hand, Hand], None] = namespace["copy_state"]
    return copy_state


_copy_state = _copier()
_covered = {*_FLAT_FIELDS, *_LIST_FIELDS, "_behind", "_cards_left", "_preset", "boards"}
assert _covered == set(Hand.__slots__), sorted(_covered ^ set(Hand.__slots__))


_PREPARED: dict[
    tuple[Any, ...], tuple[Hand, list[int], int, tuple[int, ...] | None, tuple[int, ...], list[tuple[int, ...]]]
] = {}
"""Prepared set-ups: a table's hand with its forced bets in and no cards yet, by the
arguments that made it but the stacks (:func:`_prepared_key`: the stacks as their number),
copied for the table's next hand: with its forced bets and nominal big blind, what each player
posted (None: it serves only its own stacks), the stacks it was set up with and the last new
stacks it served (:meth:`Hand._keep`)."""
_PREPARED_LIMIT = 512
_NOT_READ = frozenset({list, tuple, int, type(None)})
"""Types of arguments :func:`_prepared_key` reads without using them up (the usual: no iterator)."""
_NO_AMOUNT = frozenset({"fold", "check", "show", "muck", "bring-in"})
"""The actions :meth:`Hand.act` takes no amount for (a bring-in: only the amount offered)."""
_DRAWING = frozenset({"draw", "discard", "stand pat"})
"""The actions :meth:`Hand.act` takes ``cards`` for (the cards thrown away); no other takes any."""
_SIMPLE = (int, type(None))
_INT_TYPE = frozenset({int})
_chain = chain.from_iterable
_IS_TUPLE = tuple.__instancecheck__


def _chip_value(chip: object) -> int:
    """``chip``, the smallest chip in play (E14): a positive whole number (a numpy integer too,
    not True nor 1.0), or a :class:`~pokerrank.errors.ChipAmountError`."""
    try:
        value = index(chip) if not isinstance(chip, bool) else 0  # type: ignore[arg-type]
    except TypeError:
        value = 0
    if value <= 0:
        raise ChipAmountError(f"chip: the smallest chip in play, a positive whole number, got {chip!r}")
    return value


def _prepared_key(
    game: Any, stacks: Any, structure: Any, blinds: Any, straddles: Any, posts: Any, antes: Any, ante: Any,
    button: Any, bets: Any, bring_in: Any, min_bet: Any, rules: Any, names: Any, dead: Any, added: Any,
    big_blind: Any, max_runs: Any, auto_show: Any, rake: Any, cap: Any, spread: Any = None, button_straddle: Any = 0,
) -> tuple[tuple[Any, ...] | None, Any]:  # fmt: skip
    """The key of a set-up in :data:`_PREPARED` and the stacks read (a tuple). The key of a set-up
    kept holds every argument but the stacks, and their number (a table's set-up serves its next
    hands with new stacks: see :meth:`Hand._keep`). Where one is not kept, a key whose first item
    is None (holding the amounts, stacks included, and names read, for :func:`_read_again`), or
    None: every amount must be a plain ``int`` (so that ``1.0`` or ``True``, equal to ``1`` as
    keys, still meet the checks of a first set-up). A key that cannot be hashed (an argument of
    an odd type) is not kept either: :class:`Hand` finds that out when it looks the key up."""
    given = (stacks, names, blinds, straddles, antes, dead, bets, posts)
    if not _NOT_READ.issuperset(map(type, given)) and any(isinstance(value, _UNORDERED) for value in given):
        return None, None  # (a set or a dict: no order of seats, never the key of a kept set-up; the set-up names it)
    try:  # (those that may be one amount first, then the others in the reverse of the order set-up checks them)
        head: tuple[Any, ...] = (
            _kept(posts, "posts") if posts is not None else None,
            antes if type(antes) is int else _kept(antes, "antes"),
            dead if type(dead) is int else _kept(dead, "dead"),
            _kept(bets, "bets") if bets is not None else None,
            tuple(straddles) if type(straddles) in _IN_MEMORY else _bounded(straddles, "straddles"),
            tuple(blinds) if type(blinds) in _IN_MEMORY else _bounded(blinds, "blinds"),
        )  # fmt: skip
        read = tuple(stacks) if type(stacks) in _IN_MEMORY else _bounded(stacks, "stacks")
        amounts = (*head, read)
        if names is not None and not isinstance(names, str):  # (an endless iterable of names: refused)
            names = _bounded(names, "names", DealError)
        every = _chain(filter(_IS_TUPLE, head))  # (every amount's type, read in C)
        if not (set(map(type, read)) <= _INT_TYPE and set(map(type, every)) <= _INT_TYPE):
            return (None, amounts, _names_key(names)), read
        if not (
            type(button) in _SIMPLE and type(bring_in) is int and type(min_bet) in _SIMPLE and type(added) is int
            and type(big_blind) in _SIMPLE and type(max_runs) is int and type(cap) in _SIMPLE
            and type(auto_show) is bool and (rake is None or type(rake) is int) and spread is None
            and type(button_straddle) is int
        ):  # fmt: skip
            return (None, amounts, _names_key(names)), read  # (a spread-limit table is set up each time)
        return (  # (one text is one name: a key no table keeps, a hand has two players or more)
            game if type(game) is str else id(game), head, structure, ante, button, bring_in, min_bet,
            rules, ((names,) if isinstance(names, str) else tuple(names)) if names is not None else None,
            added, big_blind, max_runs, auto_show, rake, cap, button_straddle, len(read),
        ), read  # fmt: skip  # (hashable or not: Hand.__init__ finds out once, looking it up)
    except TypeError:  # (no list where amounts or names are wanted: the set-up that follows names it)
        done = locals().get("amounts")  # (the amounts, where the names were the culprit: an iterator read once)
        return (None, None) if done is None else ((None, done, names), done[6])


def _kept(value: Any, what: str) -> tuple[Any, ...]:
    """An argument of amounts as a key's tuple (an iterator read once, see :func:`_read_again`); one
    amount (``posts=5``) as a tuple with None, which keeps no key."""
    try:
        return _bounded(value, what)
    except TypeError:
        return value, None


def _names_key(names: Any) -> Any:
    """The names read for a key never kept (:func:`_unkept`): an iterable as a tuple (an iterator
    read once), one text as one name, anything else as given (for the set-up to name)."""
    if names is None or isinstance(names, str):
        return names
    try:
        return tuple(names)
    except TypeError:
        return names


def _unkept(key: tuple[Any, ...] | None, stacks: Any) -> tuple[Any, ...] | None:
    """A key as one never kept (its first item None): only its amounts (``stacks``, the stacks
    read, among them) and names, read again by :func:`_read_again`."""
    return key if key is None or key[0] is None else (None, (*key[1], stacks), key[8])


def _read_again(key: tuple[Any, ...], read_stacks: Any, *given: Any) -> tuple[Any, ...]:
    """The arguments of amounts and the names as given, but an iterator (a generator, read by
    :func:`_prepared_key`) as the tuple the key read from it (the stacks: ``read_stacks``)."""
    posts, antes, dead, bets, straddles, blinds = key[1][:6]
    stacks = read_stacks
    read = (stacks, blinds, straddles, posts, antes, dead, bets, key[2] if key[0] is None else key[8])
    return tuple(again if isinstance(value, Iterator) else value for value, again in zip(given, read, strict=True))


_EVALUATION: list[Any] = []
"""The showdown's plans of a game's sides and its evaluation of every player's hand
(``pokerrank._showdown``: imported at the first showdown, ``import pokerrank`` stays light)."""


def _evaluation() -> list[Any]:
    from pokerrank._showdown import _plans
    from pokerrank._showdown.sides import deal_hands

    _EVALUATION[:] = [_plans, deal_hands]
    return _EVALUATION


_WHOLE_LIMIT = 4096
_WHOLE: dict[tuple[str, int, int], tuple[Game, Any]] = {}
"""By a game's name, hole cards and board cards: the game and, where its one side values every
player's cards whole (see :func:`_whole_valuer`), ``(key_of, start, finish, pick_hole, pick_board)``
(``pick_hole`` None: all the player's cards, in order); where it values one pick of the
player's cards and one of the board by its ranking (Badugi, 2-7 razz),
``(None, strength_of, threshold, pick_hole, pick_board)``; else None."""


def _whole_valuer(game: Game, size: int, on_board: int) -> tuple[Game, Any]:
    """:data:`_WHOLE`'s entry: where the showdown's plan of a one-sided game values all of a
    player's cards and the board as one combination (``pokerrank._showdown.sides._whole``:
    Hold'em, stud, draw without a qualifier): its ranking's scalar kernel in parts (a card's key,
    the key's start and ``finish``: ``keyed`` with the keys summed in C) and the two functions
    picking the cards, which give the very strengths ``deal_hands`` gives without making its
    hands."""
    from pokerrank.tables.hashing import FLUSH_INIT

    plans = (_EVALUATION or _evaluation())[0](game, size, on_board)
    valuer = None
    if len(plans) == 1:
        plan = plans[0]
        if plan.by_rank_key is not None and plan.threshold <= 1 and len(plan.holes) == 1 and len(plan.boards) == 1:
            scalar = plan.ranking.scalar  # (keyed(cards): finish(FLUSH_INIT + the cards' keys, cards))
            whole = plan.holes[0] == tuple(range(size))
            pick_hole = None if whole else plan.pickers[0][0]
            valuer = (scalar.card_keys.__getitem__, FLUSH_INIT, scalar.finish, pick_hole, plan.pickers[1][0])
        elif plan.by_rank_key is None and not plan.keyed and len(plan.pickers[0]) == 1 and len(plan.pickers[1]) == 1:
            # one way to pick the cards that play, valued by the ranking (Badugi): the showdown's general
            # path (``side_hands``) with its one hole pick and one board pick, without making its hands
            valuer = (None, plan.ranking.strength_of, plan.threshold, plan.pickers[0][0], plan.pickers[1][0])
    if len(_WHOLE) >= _WHOLE_LIMIT:  # (a program making a new game object per hand grows no cache without bound)
        _WHOLE.clear()
    found = _WHOLE[game.name, size, on_board] = (game, valuer)
    return found


def _pay_layers(
    put_in: list[int], contenders: list[int], strengths: list[int], dead: int
) -> list[tuple[int, int]] | None:
    """What each player takes (``(seat, chips)``) from a showdown with side pots (or an
    uncalled bet) paid at once by :meth:`Hand._finish`: the pots laid out as
    :func:`pokerrank.pots.layout_pots` lays them out (the uncalled bet back to the player who
    put in most; a pot at each level a contender put in, from the lowest; the last pot with the
    chips folded players put in above it; ``dead``, chips nobody bet, in the main pot), each paid
    whole to its one best hand among the contenders who put in its level; None where a pot's
    best hand is tied (its split and odd chips are the showdown's)."""
    bets = put_in[:]
    paid: dict[int, int] = {}
    top = max(bets)
    ordered = sorted(bets)
    if ordered[-1] > ordered[-2]:  # (the first player who put in the most, as the layout's)
        first = bets.index(top)
        paid[first] = top - ordered[-2]
        bets[first] = ordered[-2]
    levels = sorted({bets[i] for i in contenders if bets[i] > 0})
    if not levels:
        return None
    by_strength = sorted(zip(strengths, contenders, strict=True), reverse=True)
    previous = 0
    best_strength = -1
    last = levels[-1]
    for level in levels:
        if level == last:
            amount = sum([bet - previous for bet in bets if bet > previous])
        else:
            amount = sum([(bet if bet < level else level) - previous for bet in bets if bet > previous])
        if previous == 0:
            amount += dead
        best = -1
        for strength, i in by_strength:  # (the strongest first: the first who may win the pot is its winner)
            if bets[i] >= level:
                if best >= 0:
                    if strength == best_strength:
                        return None
                    break
                best, best_strength = i, strength
        paid[best] = paid.get(best, 0) + amount
        previous = level
    return list(paid.items())


_MASK = (1 << 64) - 1


class _Later:
    """The mark of a showdown paid at once whose result is written out when asked for: one
    object, kept the same by a pickle or a deep copy (a bare ``object()`` would come back as
    another object, and the copy's ``result`` would be that object)."""

    __slots__ = ()

    def __reduce__(self) -> str:
        return "_LATER"

    def __copy__(self) -> _Later:
        return self

    def __deepcopy__(self, memo: Any) -> _Later:
        return self


_LATER: Any = _Later()
"""The result of a showdown paid at once, to write out when asked for."""


def _full_blinds(forced: list[int], nominal_bb: int) -> int:
    """The bets the first round's forced bets count as in limit (at least one): the different
    amounts of a full big blind or more."""
    return len({a for a in forced if a >= nominal_bb and a}) or 1


def _contenders(folded: list[bool], mucked: list[bool]) -> list[int]:
    """The players neither folded nor mucked, in seat order."""
    return [i for i, (out, gone) in enumerate(zip(folded, mucked, strict=True)) if not out and not gone]


def _seed(seed: int | None) -> int:
    """The dealing generator's state from a seed (splitmix64), or from the system's randomness."""
    if seed is None:
        return random.getrandbits(64)
    if type(seed) is not int:
        whole = _whole_number(seed)  # (numpy's integers too)
        if whole is None:
            raise DealError(f"seed: a whole number, got {seed!r}")
        seed = whole
    z = (seed + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


_CARD: tuple[Card, ...] = parse_cards(list(range(53)), jokers=True)
"""Every card by its code, as the Card objects pokerrank.showdown takes without parsing."""
_TEXT: tuple[str, ...] = tuple(str(card) for card in _CARD)
_JOKER: Card = _CARD[52]
_CARD_TYPE = frozenset({Card})
_RANKS: dict[int, int] = {card: card >> 2 for card in _CARD}  # (keyed by the Card values the engine deals)
_RANK_OF = _RANKS.__getitem__
"""A card's rank, by look-up."""
_TEXTS: dict[int, str] = {card: _TEXT[card] for card in _CARD}
"""Each card's text by the Card values the engine deals (a dict's look-up by a Card is quicker than a tuple's)."""
_TEXT_OF = _TEXTS.__getitem__
_LIST_TYPE = frozenset({list})
"""Each card's text by its code (what :func:`~pokerrank.cards.format_cards` writes)."""
_DECKS: dict[str, tuple[tuple[Card, ...], frozenset[Card]]] = {}


def _full_deck(game: Game) -> tuple[tuple[Card, ...], frozenset[Card]]:
    """The game's deck in the order of its codes, and as a set (kept by the deck's name)."""
    full = _DECKS.get(game.deck.name)
    if full is None:
        ordered = tuple(_CARD[c] for c in sorted(game.deck.codes))
        full = _DECKS[game.deck.name] = (ordered, frozenset(ordered))
    return full


def _text(cards: Sequence[int]) -> str:
    """The cards' text (``"As Kd"``), by look-up: :func:`~pokerrank.cards.format_cards` for
    the engine's own cards, which are always valid."""
    return " ".join(map(_TEXT_OF, cards))


_CODES = {f"{rank}{suit}": _CARD[4 * r + k] for r, rank in enumerate("23456789TJQKA") for k, suit in enumerate("cdhs")}
"""Card text as the hand histories write it, to card codes (anything else goes through parse_cards)."""


def card_codes(text: str, *, jokers: bool = False) -> list[int]:
    """The cards of ``text`` (``"As Kd"``) as :class:`~pokerrank.cards.Card` codes: a quick
    look-up for plain cards, else :func:`pokerrank.cards.parse_cards` (which raises for bad cards).

    >>> card_codes("2c As")
    [Card('2c'), Card('As')]
    """
    try:
        return [_CODES[token] for token in text.split()]
    except KeyError:
        return list(parse_cards(text, jokers=jokers))


def _known_cards(row: Any, game: Game) -> list[int | None]:
    if row is None:
        return []
    jokers = game.deck.jokers
    if isinstance(row, str):
        return list(card_codes(row, jokers=jokers))
    if type(row) is list and set(map(type, row)) <= _CARD_TYPE and (jokers or _JOKER not in row):
        return row[:]  # Card values already (the way from_record gives them)
    if isinstance(row, _UNORDERED):
        raise DealError(f"cards in order wanted (a set or a dict has none), got {row!r}")
    out: list[int | None] = []
    top = 53 if jokers else 52
    for item in row:
        if item is None:
            out.append(None)
        elif type(item) is Card and (jokers or item != 52):
            out.append(item)
        elif type(item) is int and 0 <= item < top:
            out.append(_CARD[item])
        elif item == "??":
            out.append(None)
        elif isinstance(item, str):
            out.extend(card_codes(item, jokers=jokers))
        else:
            out.extend(parse_cards([item], jokers=jokers))
    return out


def _first_max(forced: list[int], button: int, n: int) -> int:
    """The player with the largest blind, the first of them clockwise from the button; where
    the two blinds are equal (OnGame's $0.50/$0.50), the second of them: the big blind."""
    top = max(forced)
    for k in range(1, n + 1):
        i = (button + k) % n
        if forced[i] == top:
            if k == 1 and n > 2 and forced[(i + 1) % n] == top:
                return (i + 1) % n  # equal blinds: the small blind's, then the big blind's
            return i
    return button


def _nominal_big_blind(forced: list[int], blinds: Sequence[int]) -> int:
    if len(blinds) == 2:
        return int(blinds[1])
    amounts = sorted({a for a in forced if a}, reverse=True)
    if not amounts:
        return 0
    if len(amounts) == 1:
        return amounts[0]
    # with straddles the big blind is the second distinct amount from the bottom
    return sorted(amounts)[1]


def _largest_increment(forced: list[int], nominal_bb: int) -> int:
    levels = sorted({a for a in forced if a})
    best = nominal_bb
    for low, high in pairwise(levels):
        if low >= nominal_bb:
            best = max(best, high - low)
    return best


_MOST_CARDS: dict[str, tuple[Game, int, int, frozenset[Card] | None]] = {}
"""By a game's name: the game and :func:`_most_cards`."""


def _most_cards(game: Game, streets: tuple[Street, ...]) -> tuple[int, int, frozenset[Card] | None]:
    """The most cards a player of ``game`` receives (dealt on every street, and a new hand at each
    draw), the most board cards (stud: the card in the middle, E17) and, for a deck short of some
    of the 52 cards (short deck), its cards (None: every card given is the deck's)."""
    dealt = sum(street[1] + street[2] for street in streets)
    drawn = sum(game.hole_cards for street in streets if street[4])
    on_board = 1 if game.dealt == "stud" else sum(street[3] for street in streets)
    deck = _full_deck(game)[1]
    return dealt + drawn, on_board, (deck if not set(_CARD[:52]) <= deck else None)


def _given(row: list[int | None]) -> str:
    """Cards given for a hand, as text (``??`` for a card not known)."""
    return " ".join("??" if card is None else _TEXT[card] for card in row)


def _given_cards(row: Any, game: Game, owner: str) -> list[int | None]:
    """:func:`_known_cards` of one player's cards or a board (``owner``: whose, for a message):
    a card that is none, or cards of no kind, named with their owner."""
    try:
        return _known_cards(row, game)
    except InvalidCardError as error:
        raise InvalidCardError(f"{owner}: {error}") from None
    except TypeError:
        raise DealError(f"{owner}: cards as a text ('As Kd') or a list of cards, got {row!r}") from None


def _seat_index(seat: Any) -> Any:
    """A seat's index given as any integer type (numpy's too) as an ``int``; anything else as it
    is, for the caller to refuse."""
    whole = _whole_number(seat)
    return whole if whole is not None else seat


def _check_card_names(cards: Mapping[str, Any], names: Sequence[str]) -> None:
    """Cards given by name only for the hand's players (:class:`UnknownPlayerError`)."""
    for name in cards:
        _index_of(name, names, "cards: ")


def _index_of(name: object, names: Sequence[str], where: str) -> int:
    """The index of the player called ``name``, else :class:`UnknownPlayerError` (``where``: the
    start of its message, what the name was given for)."""
    if name in names:
        return names.index(name)
    raise UnknownPlayerError(
        f"{where}no player is called {name!r}; the players are {list(names)!r}{did_you_mean(name, names)}"
    )


def _check_straddles(straddles: Sequence[int], blinds: list[int], n: int) -> None:
    """Live straddles (E6): after the blinds, one a player left of the big blind (the blinds'
    players never straddle), each larger than the blind or straddle before it."""
    amounts = [_int(a, "straddles") for a in _amounts(straddles, "straddles")]
    if not amounts:
        return
    if not blinds:
        raise DealError(f"straddles: a straddle follows the blinds, and no blinds were given: straddles {straddles!r}")
    if len(amounts) > n - 2:
        raise DealError(
            f"straddles: one a player after the big blind, at most {n - 2} at a table of {n}, got {straddles!r}"
        )
    before = blinds[1]
    for amount in amounts:
        if amount <= before:
            raise ChipAmountError(
                f"straddles: each straddle is larger than the blind or straddle before it ({before}),"
                f" got {straddles!r} after the blinds {tuple(blinds)!r}"
            )
        before = amount


def _bets(bets: Sequence[int]) -> tuple[int, int]:
    """The small and the big bet: whole chips, 1 <= small <= big, or :class:`ChipAmountError`."""
    pair = [_int(b, "bets") for b in _amounts(bets, "bets")]
    if len(pair) != 2 or not 1 <= pair[0] <= pair[1]:
        raise ChipAmountError(f"bets: (small, big), whole chips with 1 <= small <= big, got {bets!r}")
    return pair[0], pair[1]


_BRING_IN_KEYS = (
    tuple(-card for card in range(53)),
    tuple((card // 4 + 1) % 13 * 4 + card % 4 for card in range(53)),
    tuple(range(53)),
)
"""Which first card face up brings in (the largest key, E8), by :func:`_low_showing`'s reading and the
card's code: stud, the lowest by rank, then suit (clubs lowest); razz, the highest with the ace low (spades
highest); 2-7 razz, the highest with the ace high."""


def _low_showing(game: Game) -> int:
    """How a stud game's cards face up are read (E10): 0 high (stud), 1 low with the ace low
    (razz), 2 low with the ace high (2-7 razz); a split game reads them high."""
    side = game.sides[0]
    if game.split or side.name != "low":
        return 0
    return 1 if side.ace_low else 2


def _showing_key(cards: list[int], low: int) -> int:
    """How good the cards face up look (E10): pairs, two pairs, trips and fours count,
    straights and flushes do not. First what the groups of a rank make (fours, trips, two
    pairs, a pair, no pair: the groups' sizes, largest first), then their ranks (the larger
    groups first, then the higher ranks), then (high) the best suit of the top group; as one
    number, each part a run of fixed-width digits, so that players compare as those lists
    would. Low (razz): fewer of a rank, then lower ranks, look better. The part the ranks
    decide is kept by the ranks showing (a few thousand of them come back hand after hand).
    """
    ranks_showing = tuple(sorted([c >> 2 for c in cards]))
    found = _SHOWN.get((low, ranks_showing))
    if found is None:
        found = _ranks_found(low, ranks_showing)
    key, top = found
    if low:
        return key
    top_suit = 0
    for c in cards:
        if c >> 2 == top and c & 3 > top_suit:
            top_suit = c & 3
    return key * 4 + top_suit


_FLAGS = {(down, up): (False,) * down + (True,) * up for down in range(3) for up in range(3)}
"""Stud: which of a street's new cards are dealt face up, by (cards down, cards up)."""
_SHOWN: dict[tuple[int, tuple[int, ...]], tuple[int, int]] = {}
""":func:`_showing_key`'s part by the ranks showing: (the key, the top group's rank)."""


def _up_key(cards: Sequence[int], board: Sequence[int], low: int) -> tuple[int, bool]:
    """How good a stud player's ``cards`` face up look with the ``board`` (E10: the key of
    :func:`_showing_key`, larger is better), and whether the cards face up pair (E9, the
    board not counted)."""
    own = list(map(_RANK_OF, cards))
    paired = len(set(own)) < len(own)
    if board:
        cards = [*cards, *board]
    # _showing_key, written out (the ranks by look-up: a Card's arithmetic is slower than an int's)
    ranks_showing = tuple(sorted(map(_RANK_OF, cards)))
    found = _SHOWN.get((low, ranks_showing))
    if found is None:
        found = _ranks_found(low, ranks_showing)
    key, top = found
    if not low:
        top_suit = 0
        for c in cards:
            if c >> 2 == top and c & 3 > top_suit:
                top_suit = c & 3
        key = key * 4 + top_suit
    return key, paired


def _up_found(known: dict[tuple[int, ...], tuple[int, bool]], up: tuple[int, ...], low: int) -> tuple[int, bool]:
    """:func:`_up_key` of the cards face up ``up`` (no board), kept in ``known`` (one of :data:`_BY_UP`)."""
    found = known[up] = _up_key(up, (), low)
    return found


_LOWS: dict[int, tuple[Game, int]] = {}
"""Per game (by identity: a game replaced under its name is another), whether a low shows best."""


def _low_of(game: Game) -> int:
    """:func:`_low_showing` of ``game``, kept (at most 256 games)."""
    found = _LOWS.get(id(game))
    if found is not None and found[0] is game:
        return found[1]
    low = _low_showing(game)
    if len(_LOWS) >= 256:
        _LOWS.clear()
    _LOWS[id(game)] = (game, low)
    return low


_BY_UP: tuple[dict[tuple[int, ...], tuple[int, bool]], ...] = ({}, {}, {})
""":func:`_up_key` by three cards face up or fewer, in order of their codes (no board), one dict
for each way of reading them (:func:`_low_showing`). Each holds at most the sets of one, two or
three cards of a deck: 52 + 1,326 + 22,100 = 23,478 (24,857 from a deck of 53)."""


def _up_slice(flags: tuple[bool, ...]) -> tuple[int, int]:
    """Where the cards dealt face up lie in a stud hand with these ``flags`` (one a card):
    (start, stop) when one after another, else (-1, -1) (none, or apart)."""
    found = _UP_SLICES.get(flags)
    if found is None:
        where = [k for k, up in enumerate(flags) if up]
        found = _UP_SLICES[flags] = (
            (where[0], where[-1] + 1) if where and where == list(range(where[0], where[-1] + 1)) else (-1, -1)
        )
    return found


_BY_DEALT: tuple[dict[tuple[int, ...], tuple[int, bool]], ...] = ({}, {}, {})
""":data:`_BY_UP`'s entries by the cards face up in the order dealt (so :meth:`Hand._showing` need
not sort them), at most :data:`_DEALT_LIMIT` of them in each (then emptied and filled again): room
for every one, two or three cards of a deck in every order (52 + 2,652 + 132,600 = 135,304; 143,365
from a deck of 53), about 14 MB for one way of reading them once a long run has seen them all."""
_DEALT_LIMIT = 150_000
_ITEMS = tuple(itemgetter(k) for k in range(8))
"""A player's card ``k`` (stud: the first card face up, :meth:`Hand._bring_in_seat`)."""
_UP_SLICES: dict[tuple[bool, ...], tuple[int, int]] = {}
"""Where the cards face up lie in a stud hand, by its flags: (start, stop) when one after another, else (-1, -1)."""


def _ranks_found(low: int, ranks_showing: tuple[int, ...]) -> tuple[int, int]:
    """:func:`_ranks_key`, kept in :data:`_SHOWN`."""
    if len(_SHOWN) >= 100_000:
        _SHOWN.clear()
    found = _SHOWN[low, ranks_showing] = _ranks_key(ranks_showing, low)
    return found


def _ranks_key(ranks_showing: tuple[int, ...], low: int) -> tuple[int, int]:
    counts: dict[int, int] = {}
    for r in ranks_showing:
        if low == 1:
            r = (r + 1) % 13  # the ace is the lowest
        counts[r] = counts.get(r, 0) + 1
    groups = sorted([k * 16 + r for r, k in counts.items()], reverse=True)  # (size, rank), largest first
    sizes = ranks = 0
    for g in groups:
        if low:
            sizes = sizes * 8 + (7 - (g >> 4))  # fewer of a rank is better
            ranks = ranks * 16 + (12 - (g & 15))  # a lower rank is better
        else:
            sizes = sizes * 8 + (g >> 4)
            ranks = ranks * 16 + (g & 15)
    pad = 8 - len(groups)  # eight groups at most: a shorter list is the lesser, as a shorter tuple is
    key = ((sizes << (3 * pad)) << 32) + (ranks << (4 * pad))
    return key, (groups[0] & 15 if groups else -1)


def _spread_rounds(spread: Any, rounds: int) -> tuple[tuple[int, int], ...]:
    """Spread limit's least and most bet for each betting round, from one pair or one a round."""
    if spread is None:
        raise ChipAmountError("spread limit needs its spread: (least, most) or one pair a betting round")
    wanted = "spread: (least, most), whole chips with 1 <= least <= most, or one such pair a betting round"
    items = _listed(spread)  # (a numpy array too: its integers are whole numbers)
    if not _sequence(items) or not (
        all(_whole_number(v) is not None for v in items) or all(_sequence(_listed(v)) for v in items)
    ):
        raise ChipAmountError(f"{wanted}, got {spread!r}")
    pairs = [items] if items and _whole_number(items[0]) is not None else [_listed(pair) for pair in items]
    if len(pairs) == 1:
        pairs = pairs * rounds
    out = []
    for pair in pairs:
        least, most = [_whole_number(v) for v in pair] if len(pair) == 2 else [None, None]
        if least is None or most is None or not 1 <= least <= most:
            raise ChipAmountError(f"{wanted}, got {spread!r}")
        out.append((least, most))
    if len(out) != rounds:
        raise ChipAmountError(f"spread: one pair for every round or one a round ({rounds}), got {len(out)}")
    return tuple(out)


def _sequence(value: object) -> bool:
    return isinstance(value, Sequence) and not isinstance(value, (str, bytes))


def _repaid(
    pot: Any, amount: int, awards: Mapping[str, int], chip: int = 1, order: Callable[[Any], list[str]] | None = None
) -> Any:
    """``pot`` (a :class:`~pokerrank.PotResult`) paid ``awards`` (``amount`` in all) instead,
    its sides made again as the showdown makes them: ``amount`` split between the sides that
    pay anybody in whole ``chip`` (the odd chips to the first, the high; what is less than a
    chip with it too), each side to its own winners: a side of one winner all his, the shares
    of a side tied between winners made again by the showdown's odd-chip rule (``order``: a
    side's tied winners in the order the odd chips go to them; their seats' order without it),
    no winner a second odd chip of the pot while a tied winner has none, the last tied side
    what each of its winners has left, so that each winner's sides add up to his award.
    Unchanged where nothing changed; the sides as they were, but for the first paying each
    winner, where ``awards`` is no such split (a winner no side paid).

    >>> from pokerrank import Player, showdown
    >>> players = [Player("ann", "Ah 2h 3c Kd", 100), Player("bob", "Ks Kc 8d 9d", 100)]
    >>> pot = showdown("omaha-hi-lo", "4s 5d 6h Tc Jd", players).pots[0]
    >>> [(side.side, side.amount) for side in _repaid(pot, 199, {"ann": 199}).sides]
    [('high', 100), ('low', 99)]
    """
    if amount == pot.amount and dict(awards) == dict(pot.awards):
        return pot
    sides = _sides_repaid(pot.sides, amount, awards, chip, order)
    if sides is None:
        sides = [dict(side.awards) for side in pot.sides]
        for name, got in awards.items():
            change = got - pot.awards.get(name, 0)
            paid = next((paid for paid in sides if name in paid), None) if change else None
            if paid is None and change:  # (a winner no side paid: cannot happen, the shares are the same winners')
                return replace(pot, amount=amount, awards=dict(awards))
            if paid is not None:
                paid[name] += change
    changed = tuple(
        side if paid == side.awards else replace(side, amount=sum(paid.values()), awards=paid)
        for side, paid in zip(pot.sides, sides, strict=True)
    )
    return replace(pot, amount=amount, awards=dict(awards), sides=changed)


def _sides_repaid(
    sides: Sequence[Any],
    amount: int,
    awards: Mapping[str, int],
    chip: int,
    order: Callable[[Any], list[str]] | None = None,
) -> list[dict[str, int]] | None:
    """Each side's awards of a pot of ``amount`` paid ``awards`` (:func:`_repaid`), or None
    where they are no split of it between the sides' winners."""
    paying = [k for k, side in enumerate(sides) if side.awards]
    if not paying:
        return None
    units, less = divmod(amount, chip)
    base, odd = divmod(units, len(paying))
    share = {
        k: (base + (1 if place < odd else 0)) * chip + (less if place == 0 else 0) for place, k in enumerate(paying)
    }
    out: list[dict[str, int]] = [{} for _ in sides]
    left = dict(awards)
    tied = []
    for k in paying:
        winners = list(sides[k].awards)
        if len(winners) == 1:
            out[k] = {winners[0]: share[k]}
            left[winners[0]] = left.get(winners[0], 0) - share[k]
        else:
            tied.append(k)
    had_odd: set[str] = set()
    for place, k in enumerate(tied):
        winners = list(sides[k].awards)
        if place == len(tied) - 1:  # the last tied side: what each winner has left
            out[k] = {name: left.get(name, 0) for name in winners}
        else:  # the showdown's split of the new amount: odd chips by its own rule
            ranked = order(sides[k]) if order is not None else winners
            out[k] = _reshared(winners, ranked, share[k], chip, had_odd)
        for name in winners:
            left[name] = left.get(name, 0) - out[k][name]
    if any(left.values()) or any(
        got < 0 or sum(paid.values()) != share[k] for k, paid in enumerate(out) if k in share for got in paid.values()
    ):
        return None
    return out


def _reshared(
    winners: Sequence[str], ranked: Sequence[str], amount: int, chip: int, had_odd: set[str]
) -> dict[str, int]:
    """``amount`` shared between a side's tied ``winners`` (in the side's order) in whole
    ``chip`` as the showdown shares it: the odd chips one each in the order ``ranked``, those
    in ``had_odd`` (an odd chip of the pot already theirs, the set updated) last; what is less
    than a chip to the first."""
    from pokerrank.pots import split_among

    order = [name for name in ranked if name in winners] or list(winners)
    units, less = divmod(amount, chip)
    split = split_among(units * chip, order, chip=chip, had_odd=had_odd)
    out = {name: split.get(name, 0) for name in winners}
    out[order[0]] += less
    return out
