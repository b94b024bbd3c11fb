"""The order of play on a betting round, one rule for every room whose reader judges it: the
own-text rooms (OnGame, Everleaf, Cake, Entraction, PKR: :mod:`~pokerrank.handhistory._rounds`;
Bovada; the bracket rooms, 888, partypoker and Betfair), the plain-lines rooms (KingsClub, Seals
With Clubs, Action Poker, old WPN) and the XML rooms that ask it (Merge, Boss Media)
(docs/RULES.md, "The order of play").

- A player takes a turn (a fold, check, call, bet, raise or bring-in) again on a round only
  facing a bet or raise made since his last turn there. A bet or raise is a line that says so
  (a bet, a raise or completion, a bring-in; an all-in by what it comes to, as the reader
  classes it), whatever its size: its size is the replay's to judge (docs/RULES.md, "Bet
  sizes"), so that a raise line that raises nothing is named there, not as the next player's
  turn out of order. An all-in raise for less than a full raise is one: the players before it
  face it (they may call or fold; whether they may raise again is the replay's rules). A post
  (a blind, a straddle, an ante, dead money) is no bet or raise a player faces anew, and a
  draw ends the round (the betting after it is another).
- A blind or a straddle is posted before the round's first turn: one written after any
  player's turn on its round (``ann checks``, ``bob posts big blind``) is out of order in
  itself, the post's line named. A dead blind (:attr:`ActionKind.DEAD_BLINDS`) and an ante
  are judged alike: no room's rules post one after a turn.

Each is NOT AUDITABLE, the lines quoted (:func:`acted_again_words`, :func:`late_post_words`).

>>> from pokerrank.handhistory.records import Action, ActionKind as K
>>> def play(*acts):
...     return [Action("preflop", name, kind, chips, None, False, None, None, at) for at, (name, kind, chips)
...             in enumerate(acts, 1)]
>>> order_fault(play(("ann", K.SMALL_BLIND, 1), ("bob", K.BIG_BLIND, 2), ("ann", K.CALL, 1), ("bob", K.CHECK, 0)))
>>> found = order_fault(play(("ann", K.CHECK, 0), ("bob", K.CHECK, 0), ("ann", K.CHECK, 0)))
>>> found[0].line, found[1].line, found[2]
(3, 1, False)
>>> found = order_fault(play(("ann", K.CHECK, 0), ("bob", K.BIG_BLIND, 2), ("ann", K.CALL, 2)))
>>> found[0].line, found[1].line, found[2]
(2, 1, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from pokerrank.handhistory.records import Action, ActionKind

__all__ = ["LATE_POSTS", "TURNS", "acted_again_words", "late_post_words", "order_fault"]

TURNS: Final = frozenset(
    (ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE, ActionKind.BRING_IN)
)
"""The actions that are a player's turn on a round (not a post, a draw, a show or a muck)."""
LATE_POSTS: Final = frozenset(
    (
        ActionKind.SMALL_BLIND,
        ActionKind.BIG_BLIND,
        ActionKind.DEAD_BLINDS,
        ActionKind.STRADDLE,
        ActionKind.BUTTON_BLIND,
        ActionKind.ANTE,
    )
)
"""The posts made before a round's first turn: one after a turn on its round is out of order."""
_DRAWS: Final = frozenset((ActionKind.DISCARD, ActionKind.STAND_PAT))
_FOLD: Final = ActionKind.FOLD
_RAISING: Final = frozenset((ActionKind.BET, ActionKind.RAISE, ActionKind.BRING_IN))
"""The turns that are a bet or raise the players who acted before face anew."""


def order_fault(
    actions: Sequence[Action], *, posts: bool = True, declined: int = 0
) -> tuple[Action, Action, bool] | None:
    """The first action of ``actions`` (a hand's, in the order written) out of the order of
    play, as (that action, the earlier turn it follows, whether it is a post), or None. A turn
    taken again with no bet or raise since the player's last turn on the round: (the turn, his
    last turn, False); with ``posts``, a blind, straddle or ante posted after a turn on its
    round: (the post, the round's first turn, True); with ``declined`` (888's rule: the line of
    the deal, ``** Dealing down cards **``), a fold written on a line before it, before the
    round's first other turn, is a player declining his blind, no turn that a post after it
    follows (888 writes ``Tigran64 folds`` between the small and the big blind, before the cards
    are dealt: #440729020); a fold after the deal is a turn like any other. One pass."""
    street = None
    turns: dict[str, int] = {}  # each player who took a turn on the round: the round's bets and raises then
    raises = 0  # the round's bets and raises so far
    opened: Action | None = None  # the round's first turn
    turn_kinds, raising, late, draws = TURNS, _RAISING, LATE_POSTS, _DRAWS
    for action in actions:
        if action[0] != street:
            street, turns, raises, opened = action[0], {}, 0, None
        kind = action[2]
        if kind in turn_kinds:
            name = action[1]
            if turns.get(name, -1) == raises:  # (nothing new to face since his last turn)
                return action, _last_turn(actions, action), False
            if kind in raising:
                raises += 1
            turns[name] = raises
            if opened is None and not (kind is _FOLD and declined and (action[8] or declined) < declined):
                opened = action
        elif opened is not None:
            if posts and kind in late:
                return action, opened, True
            if kind in draws:  # (a draw ends the round: the betting after it is another)
                turns, raises, opened = {}, 0, None
    return None


def _last_turn(actions: Sequence[Action], action: Action) -> Action:
    """The last turn of ``action``'s player before it (found by identity: the XML rooms' actions
    have no line)."""
    index = next(k for k, one in enumerate(actions) if one is action)
    name = action[1]
    for earlier in reversed(actions[:index]):
        if earlier[1] == name and earlier[2] in TURNS:
            return earlier
    return action  # pragma: no cover - order_fault finds one


def acted_again_words(name: str, first: str, then: str) -> str:
    """Why a turn taken again is refused: ``name`` acts (``first``: his last turn, as the room's
    lines or elements say it), then again (``then``) with no bet or raise between."""
    return (
        f"{name} acts ({first}), then acts again ({then}) with no bet or raise between: the action goes round the"
        " table, and a player acts again only facing a bet or raise made since"
    )


_POSTED: Final = {
    ActionKind.SMALL_BLIND: "a small blind",
    ActionKind.BIG_BLIND: "a big blind",
    ActionKind.DEAD_BLINDS: "dead small and big blinds",
    ActionKind.STRADDLE: "a straddle",
    ActionKind.BUTTON_BLIND: "a button blind",
    ActionKind.ANTE: "an ante",
}
"""Each post of :data:`LATE_POSTS` as a sentence says it posted (its article and noun: ``an
ante``, not ``a ante``)."""


def late_post_words(name: str, post: str, kind: ActionKind, opener: str, first: str, street: str) -> str:
    """Why a post after a turn is refused: ``name`` posts (``post``, a ``kind``) after
    ``opener``'s turn (``first``) on ``street``.

    >>> late_post_words("ann", "line 9", ActionKind.ANTE, "bob", "line 8", "flop")[:48]
    "ann posts an ante (line 9) after bob's turn (lin"
    """
    posted = _POSTED.get(kind) or f"a {kind.value}"
    return (
        f"{name} posts {posted} ({post}) after {opener}'s turn ({first}) on the {street}: the blinds, straddles"
        " and antes are posted before the round's first turn"
    )
