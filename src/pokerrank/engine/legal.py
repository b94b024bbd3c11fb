"""What the player to act may do: one :class:`Legal` object, and the error for anything else.

>>> from pokerrank.engine import Hand
>>> hand = Hand("holdem", [200, 200, 200], blinds=(1, 2), seed=1)
>>> legal = hand.legal()
>>> legal.name, legal.fold, legal.check, legal.call, legal.aggressive, legal.min_to, legal.max_to
('p3', True, False, 2, 'raise', 4, 200)
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from pokerrank.errors import PokerRankError

__all__ = ["BrokenHandError", "IllegalActionError", "Legal"]

# what a Legal may offer, in the order Legal.actions names it: (attribute, the action's name; None: the
# attribute's value is the name). An attribute offers its action unless it is None or False.
_ACTIONS = (
    ("fold", "fold"),
    ("check", "check"),
    ("call", "call"),
    ("bring_in", "bring-in"),
    ("aggressive", None),
    ("draw", "draw"),
    ("show", "show"),
    ("muck", "muck"),
    ("runs", "run"),
)
_OFFERED = attrgetter(*(attribute for attribute, _ in _ACTIONS))
_WORDS = tuple(word for _, word in _ACTIONS)


class IllegalActionError(PokerRankError, ValueError):
    """An action the rules do not allow now. ``player``, ``action``, ``allowed`` (what
    :meth:`Hand.legal` offered, in words) and ``rule`` (the rule's number in docs/RULES.md and
    its words) say which; the hand is left exactly as it was."""

    def __init__(self, player: str | None, action: str, allowed: str, rule: str) -> None:
        self.player = player
        self.action = action
        self.allowed = allowed
        self.rule = rule
        if player is not None:
            super().__init__(f"{player!r} may not {action}: {allowed} ({rule})")
        else:  # (nobody to act: the hand is over, or the players agree on the runs)
            super().__init__(f"no player may {action} now: {allowed} ({rule})")

    def __reduce__(self) -> tuple[Any, ...]:  # (pickled whole: across processes, as raised)
        return (type(self), (self.player, self.action, self.allowed, self.rule))


class BrokenHandError(IllegalActionError):
    """Any action, or :meth:`Hand.legal`, on a hand that cannot go on: its showdown raised (the
    error went to the caller of the action that reached it) and nothing was paid, every chip
    still in the pots. ``reason`` says why; the hand is left as it was."""

    def __init__(self, action: str, reason: str) -> None:
        self.reason = reason
        super().__init__(None, action, f"the hand is broken: {reason}", "the hand cannot go on")

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.action, self.reason))


class Legal:
    """Who acts now and what they may do (read-only by convention).

    ``phase``: ``"bet"``, ``"draw"``, ``"show"``, ``"run"`` (the players may agree to run the
    board more than once) or ``"over"``. In a betting round: ``fold`` and ``check`` (bools),
    ``call`` (the chips a call puts in, None when there is nothing to call), ``aggressive``
    (``"bet"``, ``"raise"``, ``"complete"`` or None) with ``min_to`` and ``max_to`` (the
    player's total on this street after it; in limit only these two amounts, often equal),
    ``bring_in`` (the bring-in amount when the player must bring it in or complete),
    ``all_in`` (the player's total when all in). In a draw: ``draw`` (the most cards the player
    may discard). At the showdown: ``show`` and ``muck``. ``runs``: the most runs the players
    may agree to.
    """

    # every field not set by __init__ reads the class's default: a new Legal sets only what it offers
    fold: bool = False
    check: bool = False
    call: int | None = None
    aggressive: str | None = None
    min_to: int | None = None
    max_to: int | None = None
    bring_in: int | None = None
    all_in: int | None = None
    draw: int | None = None
    show: bool = False
    muck: bool = False
    runs: int | None = None

    def __init__(self, phase: str, player: int | None = None, name: str | None = None) -> None:
        self.phase = phase
        self.player = player
        self.name = name

    @property
    def actions(self) -> tuple[str, ...]:
        """The names :meth:`Hand.act` takes now.

        >>> from pokerrank.engine import Hand
        >>> Hand("holdem", [200, 200], blinds=(1, 2), seed=1).legal().actions
        ('fold', 'call', 'raise')
        """
        out: list[str] = []
        for word, value in zip(_WORDS, _OFFERED(self), strict=True):
            if value is not None and value is not False:
                out.append(word or value)
        return tuple(out)

    def describe(self, fixed: bool = False) -> str:
        """What is allowed, in words (the text of an :class:`IllegalActionError`). ``fixed``:
        limit, where ``min_to`` and ``max_to`` are the only two amounts (``bet to 2 or 4``),
        not the ends of a range (``bet to 2..4``).

        >>> from pokerrank.engine import Hand
        >>> aces_up = [["2c", "3c", "Ah", "Ad"], ["2d", "3d", "2h", "5s"]]  # an open pair on fourth street (E9)
        >>> hand = Hand("stud", [100, 100], antes=1, bring_in=1, bets=(2, 4), cards=aces_up)
        >>> hand.act("bring-in"); hand.act("call")
        >>> hand.legal().describe(fixed=True)
        "'p1' may fold, check, bet to 2 or 4"
        """
        if self.phase == "over":
            return "the hand is over"
        parts: list[str] = []
        for name in self.actions:
            if name == "call":
                parts.append(f"call {self.call}")
            elif name == "bring-in":
                parts.append(f"bring in {self.bring_in}")
            elif name in ("bet", "raise", "complete"):
                if self.min_to == self.max_to:
                    parts.append(f"{name} to {self.min_to}")
                elif fixed:
                    parts.append(f"{name} to {self.min_to} or {self.max_to}")
                else:
                    parts.append(f"{name} to {self.min_to}..{self.max_to}")
            elif name == "draw":
                parts.append(f"draw 0..{self.draw}")
            elif name == "run":
                parts.append(f"run 1..{self.runs} times")
            else:
                parts.append(name)
        who = repr(self.name) if self.name is not None else "the players"
        return f"{who} may " + ", ".join(parts)

    def __repr__(self) -> str:
        return f"Legal({self.phase}: {self.describe()})"
