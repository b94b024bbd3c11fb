"""A table's hands one after another: the button and the blinds move, players come and go,
and a player who misses the blinds owes them (docs/RULES.md, E24).

A :class:`Table` holds what lasts between hands: who sits where with how many chips, who is
away, who owes which blinds, where the button and the blinds were. :meth:`Table.deal` starts
the next hand (a :class:`~pokerrank.engine.hand.Hand` of the players dealt in, the blinds and
the missed blinds posted); when it is over, the next :meth:`Table.deal` takes its stacks.

>>> table = Table("holdem", [100, 100, 100, 100], blinds=(1, 2))
>>> hand = table.deal(seed=1)
>>> [hand.names[i] for i in (hand.button,)], hand.bets
(['p1'], [0, 1, 2, 0])
>>> while not hand.over:
...     hand.act("fold")
>>> table.sit_out(2)          # p3 leaves the table for a while
>>> hand = table.deal(seed=2)  # the big blind moves on to p4; p3, away, misses the small blind
>>> hand.names, table.owes[2]
(('p1', 'p2', 'p4'), 'small')
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Final, Literal

from pokerrank.engine.hand import Hand, _chip_value, blinds_pair
from pokerrank.engine.rules import RuleSet, get_rules
from pokerrank.errors import ArgumentError, ChipAmountError, DealError, PokerRankError

__all__ = ["Table"]

Owed = Literal["", "small", "big", "both"]

_PER_SEAT: Final = ("stacks", "owes", "waiting")
"""What a table holds per seat that a hand changes (:meth:`Table.void` puts it back seat by seat)."""

_TABLES_OWN = frozenset(
    {"posts", "dead", "big_blind", "button", "names", "rules", "seed", "straddles", "button_straddle"}
)
"""The keywords of :class:`~pokerrank.engine.hand.Hand` a table sets for each hand itself (or, the
straddles, does not play): never an option of its hands."""


def _not_own(options: dict[str, Any]) -> None:
    """Options of a table's hands, or :class:`ArgumentError` for one the table sets itself."""
    own = sorted(_TABLES_OWN & options.keys())
    if own:  # (a Table posts the blinds, and the blinds owed, itself: no straddles)
        raise ArgumentError(f"Table: {own[0]}= is not an option of a table's hands: the table posts their forced bets")


class Table:
    """Seats with ``stacks`` (None: an empty seat), clockwise; ``blinds`` (small, big);
    ``button``: the first hand's button seat (an index). ``rules``: a rule set or its name:
    ``dead_button`` (the big blind moves one player a hand, the button may be dead) or a button
    that moves to the next player; ``missed_blinds`` (``"post"`` or ``"wait"``, what a player
    coming back does unless :meth:`sit_in` says). Other keywords go to every
    :class:`~pokerrank.engine.hand.Hand` (``structure``, ``antes``, ``bets``, ``max_runs``,
    ``rake``, ``chip``: the smallest chip, refused here if it is not a positive whole number).

    A player owing the big blind in the seat right after the big blind, in a hand where no
    small blind is posted, is not dealt in until the next hand (their big blind could not be
    told from the big blind's); where that or everybody owing leaves fewer than two players not
    owing, the game begins again (:attr:`new_game`). A failed :meth:`deal` changes nothing.
    """

    def __init__(
        self,
        game: Any = "holdem",
        stacks: Sequence[int | None] = (),
        *,
        blinds: Sequence[int],
        names: Sequence[str] | None = None,
        button: int = 0,
        rules: str | RuleSet | None = None,
        **options: Any,
    ) -> None:
        self.game = game
        self.stacks: list[int | None] = list(stacks)
        n = len(self.stacks)
        self.names = list(names) if names is not None else [f"p{i + 1}" for i in range(n)]
        if len(self.names) != n or len(set(self.names)) != n:
            raise DealError(f"names: {n} different names wanted, got {self.names!r}")
        pair = blinds_pair(blinds)
        if not pair or not pair[1]:
            raise ChipAmountError(f"blinds: (small, big), a big blind of 1 chip or more, got {blinds!r}")
        _not_own(options)
        small, big = pair
        self.blinds = (small, big)
        self.rules = get_rules(rules)
        if not (type(button) is int and 0 <= button < n):
            raise DealError(f"button: a seat's index 0..{n - 1}, got {button!r}")
        self.button = button
        if "chip" in options:  # the smallest chip refused now, not at the first deal (E14)
            options["chip"] = _chip_value(options["chip"])
        for key, value in options.items():  # (an iterator read once, kept for every hand: bets=, spread=)
            if isinstance(value, Iterator):
                options[key] = tuple(value)
        self.options = options
        self.away = [False] * n
        self.owes: list[Owed] = [""] * n
        """What each seat owes: the ``small`` blind, the ``big``, ``both`` (E24), or nothing."""
        self.waiting = [False] * n
        """Seats back from a break who wait for the big blind rather than post (E24)."""
        self.small_blind: int | None = None
        """The seat that posted the small blind last hand (None: none was posted)."""
        self.big_blind: int | None = None
        """The seat that posted the big blind last hand."""
        self.hand: Hand | None = None
        self.new_game = True
        """Whether the last hand dealt began the game: the first hand, or a hand where all but one
        player ready owed blinds (nobody in the game owes then, the button and the blinds set
        afresh; a player away keeps what they owe)."""
        self._seats: tuple[int, ...] = ()
        self._small_seat: int | None = None  # where the small blind was, posted or dead
        self._last_big: int | None = None  # the big blind before the game began again
        self._big_name: str | None = None  # the player who posted the big blind last hand (not the seat's next)

    # -- coming and going ------------------------------------------------------------------------

    def sit_out(self, seat: int) -> None:
        """The player at ``seat`` is away from the next hand on (their chips stay)."""
        self._seated(seat)
        self.away[seat] = True

    def sit_in(self, seat: int, *, post: bool | None = None) -> None:
        """The player at ``seat`` is back: they post what they owe in their next hand (``post``
        True) or wait until the big blind reaches them (False); None: the rule set's
        ``missed_blinds``."""
        self._seated(seat)
        self.away[seat] = False
        if post is None:
            post = self.rules.missed_blinds == "post"
        self.waiting[seat] = bool(self.owes[seat]) and not post

    def join(self, seat: int, name: str, stack: int, *, post: bool | None = None) -> None:
        """A new player takes the empty ``seat``: they owe a big blind, posted in their first
        hand or waited for, as a player coming back (E24); between the button and the big
        blind they wait until the button has passed them (TDA Rule 9), and right after a big
        blind with no small blind posted they wait one hand (the big blind may then reach them:
        they post it alone)."""
        self._collect()
        if self.stacks[seat] is not None:
            raise DealError(f"seat {seat} is taken by {self.names[seat]!r}")
        if name in self.names:
            raise DealError(f"a player named {name!r} is already at the table")
        if type(stack) is not int or stack <= 0:
            raise DealError(f"stack: a positive whole number of chips, got {stack!r}")
        self.stacks[seat], self.names[seat] = stack, name
        self.owes[seat] = "big" if self.big_blind is not None else ""
        self.away[seat] = False
        self.sit_in(seat, post=post)

    def leave(self, seat: int) -> None:
        """The player at ``seat`` leaves the table: the seat is empty (what they owed goes)."""
        self._seated(seat)
        self._collect()
        if self.hand is not None and seat in self._seats:
            raise PokerRankError(f"{self.names[seat]!r} is in a hand: {self._unfinished()} before they leave")
        self.stacks[seat] = None
        self.away[seat] = self.waiting[seat] = False
        self.owes[seat] = ""

    def _seated(self, seat: int) -> None:
        if not (type(seat) is int and 0 <= seat < len(self.stacks)) or self.stacks[seat] is None:
            raise DealError(f"no player at seat {seat!r}")

    # -- the next hand ---------------------------------------------------------------------------

    def _live(self, seat: int) -> bool:
        stack = self.stacks[seat]
        return stack is not None and stack > 0 and not self.away[seat]

    def _next(self, seat: int, live: Sequence[bool], step: int = 1) -> int:
        """The next player in the game clockwise from ``seat`` (``step`` -1: before it)."""
        n = len(self.stacks)
        for k in range(1, n + 1):
            q = (seat + step * k) % n
            if live[q]:
                return q
        raise DealError("no player at the table can play")

    def deal(self, *, seed: int | None = None, **options: Any) -> Hand:
        """The next hand: the button and the blinds moved by the rule set (E24), the players
        dealt in (not away, not waiting for the big blind, not new or back between the button
        and the big blind), their blinds and missed blinds posted. ``options`` go to the
        :class:`~pokerrank.engine.hand.Hand` (``cards``, ``board``...)."""
        if options:
            _not_own(options)
        self._collect()
        if self.hand is not None:
            raise PokerRankError(f"the last hand is not over: {self._unfinished()} before dealing the next")
        kept = {
            key: list(value) if type(value) is list else value for key, value in vars(self).items() if key != "_before"
        }
        try:
            hand = self._deal(seed, options)
        except BaseException:  # a hand that cannot be dealt (cards=, a bad option) moves nothing
            vars(self).update(kept)
            raise
        self._before: dict[str, Any] | None = kept  # (the table as it was: void() puts it back)
        return hand

    def _unfinished(self) -> str:
        """What to do with the hand in play, in words (a broken hand cannot be finished)."""
        hand = self.hand
        if hand is not None and hand._broken is not None:
            return f"the hand is broken ({hand._broken}): void() it"
        return "finish it (or void() it)"

    def void(self) -> None:
        """The hand in play declared void (a misdeal, or a hand whose showdown broke: see
        :class:`~pokerrank.engine.legal.BrokenHandError`): the table as it was before that hand
        was dealt, every stack, the button, the blinds and what each player owed; a player who
        joined or left since (not in the hand) stays so, and who is away stays as they said; the
        next :meth:`deal` deals the hand again. A hand over is paid: voiding it is a
        :class:`~pokerrank.errors.PokerRankError`, as is voiding with no hand in play.

        >>> table = Table("holdem", [100, 100, 100], blinds=(1, 2))
        >>> hand = table.deal(seed=1)
        >>> hand.act("raise", 10)
        >>> table.void()
        >>> table.stacks, table.deal(seed=1).bets
        ([100, 100, 100], [0, 1, 2])
        """
        self._collect()
        before = getattr(self, "_before", None)
        if self.hand is None or before is None:
            raise PokerRankError("void(): no hand in play (the last one is over and paid)")
        # the seats as the deal left them: a player who joined or left since (not in the hand) stays
        # so, and who is away is the players' own say; the rest as before the deal
        names, stacks = before["names"], before["stacks"]
        same = [
            q for q in range(len(self.stacks)) if self.names[q] == names[q] and None not in (self.stacks[q], stacks[q])
        ]
        for key, value in before.items():
            if key in _PER_SEAT:
                now = getattr(self, key)
                for q in same:
                    now[q] = value[q]
            elif key not in ("names", "away"):
                setattr(self, key, value)
        self._before = None

    def _deal(self, seed: int | None, options: dict[str, Any]) -> Hand:
        n = len(self.stacks)
        live = [self._live(q) for q in range(n)]
        if sum(live) < 2:
            raise DealError("fewer than two players can play")
        button, small_seat, big = self._positions(live)
        self._missed(big, small_seat)
        if self.waiting[big]:
            self.waiting[big] = False  # the big blind reached them: they play it
            self.owes[big] = ""
        dealt = [q for q in range(n) if live[q] and not self.waiting[q]]
        # a player new to the table or back, who owes blinds, is not dealt in between the button and
        # the big blind (the small blind's seat included): they wait until the button passes (E24);
        # nor in a hand the button and the blinds play heads-up while others are ready
        heads_up = button == small_seat
        kept = [q for q in dealt if not (self.owes[q] and q != big and (heads_up or _between(button, q, big, n)))]
        while small_seat not in kept and len(kept) > 2:  # with no small blind, the hand could not tell a big
            after = kept[(kept.index(big) + 1) % len(kept)]  # blind posted right after the table's from it: that
            if self.owes[after] in ("", "small"):  # player waits one hand more (the small blind is posted then)
                break
            kept.remove(after)
        if len(dealt) < 2:
            raise DealError("fewer than two players can play")
        if len(kept) < 2 or sum(not self.owes[q] for q in dealt) < 2:
            # hardly anybody in the game but players who owe: it starts again, nobody in it owing
            # (a player away keeps what they owe, and posts it coming back)
            self._last_big = self.big_blind
            self.big_blind = self._small_seat = None
            for q in range(n):
                if live[q]:
                    self.owes[q], self.waiting[q] = "", False
            return self._deal(seed, options)
        dealt = kept
        self.new_game = self.big_blind is None
        small = small_seat if small_seat in dealt and small_seat != big else None
        sb, bb = self.blinds
        posts = dict.fromkeys(dealt, 0)
        dead = dict.fromkeys(dealt, 0)
        if small is not None:
            posts[small] += sb
        posts[big] += bb
        for q in dealt:
            owed = self.owes[q]
            if q != big and owed:  # back, or new: the big blind live, the small blind dead (E21)
                if owed != "small":
                    posts[q] = bb  # (in the small blind's seat, heads-up: the big blind live for both)
                if owed != "big" or q == small:
                    dead[q] += sb
            if q == big or owed:
                self.owes[q] = ""
        self.button, self.small_blind, self.big_blind, self._small_seat = button, small, big, small_seat
        self._big_name = self.names[big]
        self._seats = tuple(dealt)
        if len(dealt) == 2:  # heads-up: the hand's button is the player who is not the big blind (E11)
            hand_button = dealt.index(big) ^ 1
        else:  # the button's player, or (a dead button) the last player before it
            hand_button = max((i for i, q in enumerate(dealt) if q <= button), default=len(dealt) - 1)
        stacks = [self.stacks[q] or 0 for q in dealt]
        kw = {**self.options, **options}
        self.hand = Hand(
            self.game,
            stacks,
            posts=[posts[q] for q in dealt],
            dead=[dead[q] for q in dealt],
            big_blind=bb,
            button=hand_button,
            names=[self.names[q] for q in dealt],
            rules=self.rules,
            seed=seed,
            **kw,
        )
        return self.hand

    def _collect(self) -> None:
        """The last hand's stacks back at the seats, once it is over."""
        hand = self.hand
        if hand is None or not hand.over:
            return
        for q, stack in zip(self._seats, hand.stacks, strict=True):
            self.stacks[q] = stack
        self.hand = None

    def _positions(self, live: Sequence[bool]) -> tuple[int, int | None, int]:
        """This hand's button, small blind (posted there if a player is in) and big blind seats."""
        n = len(self.stacks)
        ready = [live[q] and not self.waiting[q] for q in range(n)]
        if self.big_blind is None:  # the first hand (or the game begun again: not the same big blind)
            button = self.button if ready[self.button] else self._next(self.button, ready)
            while True:
                small = button if sum(ready) == 2 else self._next(button, ready)
                big = self._next(small, ready)
                if big != self._last_big:
                    return button, small, big
                button = self._next(button, ready)
        # the big blind moves one player (reaching a player who waits for it, they play it)
        big = self._next(self.big_blind, live)
        if sum(ready) + self.waiting[big] == 2:  # heads-up: the button posts the small blind, and
            button = self._next(big, ready)  # the big blind alternates (E11)
            return button, button, big
        if not self.rules.dead_button:
            return self._moving(live, ready, self.big_blind)
        # the dead button: the small blind is last hand's big blind (if still in), the button is
        # where last hand's small blind was (E24); where that is not before the blinds with nobody
        # between (from heads-up, the small blind was the button), the player before the small blind
        small_seat = self.big_blind
        button = self._small_seat if self._small_seat is not None else self.button
        if (
            button in (small_seat, big)
            or not _between(button, small_seat, big, n)
            or any(ready[q] and not self.owes[q] and _between(button, q, small_seat, n) for q in range(n))
        ):
            button = self._next(small_seat, live, -1)
        return button, small_seat, big

    def _moving(self, live: Sequence[bool], ready: Sequence[bool], last_big: int) -> tuple[int, int | None, int]:
        """A moving button (E24, PokerStars' forward-moving button): the button moves on to the
        next player who owes no blind, the small blind is the next such player after it and the
        big blind the next player after that. A player may so skip the big blind, when the one
        before them leaves, and nobody posts it twice running (the same player, whoever sits in
        the seat). A player waiting for the big blind plays it when it would pass them, the two
        players before them the small blind and the button. From heads-up (the button posted the
        small blind) the big blind moves one player, last hand's big blind posts the small blind
        and the player before them takes the button: nobody skips the big blind."""
        n = len(self.stacks)
        settled = [ready[q] and not self.owes[q] for q in range(n)]
        if sum(settled) < 2:
            settled = list(ready)
        if (self._small_seat == self.button or len(self._seats) == 2) and ready[last_big]:  # out of heads-up
            # (heads-up with no small blind too: a player waiting for the big blind played it)
            big = self._next(last_big, live)
            small = last_big
            return self._next(small, ready, -1), small, big
        button = self._next(self.button, settled)
        small = self._next(button, settled)
        big = self._next(small, live)
        if big == last_big and self.names[big] == self._big_name:  # (a player back before the button took
            button, small, big = small, big, self._next(big, live)  # it) nobody posts it twice running
        waiting = next((q for q in self._round(last_big, big) if live[q] and self.waiting[q]), None)
        if waiting is not None:  # the big blind reaches a player who waits for it: they play it
            big = waiting
            small = self._next(big, settled, -1)
            button = self._next(small, settled, -1)
        if big == button:  # two players in the turn of the button: as heads-up
            big = self._next(last_big, settled)
            button = small = self._next(big, settled)
        return button, small, big

    def _round(self, start: int, stop: int) -> list[int]:
        """The seats strictly after ``start`` and before ``stop`` clockwise (all others when the same)."""
        n = len(self.stacks)
        return [(start + k) % n for k in range(1, (stop - start - 1) % n + 1)]

    def _missed(self, big: int, small: int | None) -> None:
        """Every player away whom the big blind passed over (from last hand's big blind to
        this one's) missed it; every one away whom the small blind passed over, or at whose seat
        it stopped, missed that (both, once the big blind had passed them too)."""
        if self.big_blind is None:
            return
        n = len(self.stacks)
        passes: tuple[tuple[int | None, int | None, Owed], ...] = (
            (self.big_blind, big, "big"),
            (self._small_seat, small, "small"),
        )
        for start, stop, what in passes:
            if start is None or stop is None or start == stop:
                continue
            q = (start + 1) % n
            while True:
                if self.stacks[q] is not None and self.away[q]:
                    owed = self.owes[q]
                    self.owes[q] = what if owed in ("", what) else "both"
                if q == stop or (what == "big" and (q + 1) % n == stop):
                    break
                q = (q + 1) % n


def _between(start: int, seat: int, stop: int, n: int) -> bool:
    """Whether ``seat`` comes strictly between ``start`` and ``stop``, clockwise round ``n`` seats."""
    return 0 < (seat - start) % n < (stop - start) % n
