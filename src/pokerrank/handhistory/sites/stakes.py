"""The blinds a hand's lines post, against the stakes its first line prints: a check of the
rooms that print a no-limit or pot-limit cash table's blinds (``$0.10/$0.25``) but whose
readers work the bet nobody called out by the rules or print it only through the stacks after
the hand (PokerTracker's exports, Full Tilt and Everest, Winamax: :func:`blinds_as_printed`;
KingsClub and Seals With Clubs: :func:`plain_blinds_as_printed`): there a blind a chip off, or
a blind written onto the line of the player who posts the other, went back as part of the bet
nobody called, or into the rake a room does not print, and the hand had MATCHed (docs/RULES.md,
"PokerTracker's export", "KingsClub").

The rules (a cash game of no limit or pot limit, the stakes printed, no tournament; a limit
table's only where its room's stakes name its big blind, KingsClub's: the small bet, the small
blind less than it):

- a small blind is the small blind, or both blinds together where another player posts the
  small blind as printed (Winamax writes a player coming in who posts both as ``Player4 posts
  small blind 3€ out of position`` at ``1€/2€``, then ``posts big blind 0€ out of position``: a
  post of nothing moves no chips and is not judged);
- a big blind is the big blind, or both blinds together where another player posts the big
  blind as printed (PokerTracker writes a player coming in who posts both as ``Player4: Post BB
  $1.50`` at ``$0.50/$1``): the hand's only big blind is the big blind;
- a dead blind (``posts small & big blinds``, ``Post DB``, Everest's ``posts the dead blind
  of $0.50``, Microgaming's ``posted to play`` in PokerTracker's export) is the small blind, the
  big blind or both blinds;
- each less only where it puts its player all in (marked so, or every chip of the seat in);
- a player posts the small blind once and the big blind once, never both on two lines (a post
  of both is one line; a small blind written onto the line of the player who posts the big
  blind had MATCHed) but with dead money (a missed small blind made up) or beside other
  players' small and big blinds (a player coming in, whatever the order of the lines), and a
  player's blinds together are at most both blinds.

A hand against them is NOT AUDITABLE, the line quoted with the amounts (``record contradicts
itself``: the room's own first line against its lines). One pass over the posts that open a
hand (the rooms print them first), in every such hand's path: a few tuples.

>>> from decimal import Decimal
>>> from pokerrank.handhistory.records import Action, ActionKind, HandRecord, Seat
>>> seats = (Seat(1, "ann", 1000), Seat(2, "bob", 1000))
>>> posts = (Action("preflop", "ann", ActionKind.SMALL_BLIND, 10, line=3),
...          Action("preflop", "bob", ActionKind.BIG_BLIND, 26, line=4))
>>> hand = HandRecord("t", "1", "Merge", structure="no-limit", stakes=(10, 25), seats=seats, actions=posts,
...                   line=1, unit=Decimal("0.01"), currency="USD")
>>> text = "MERGE_GAME #1: Holdem NL $0.10/$0.25\\nSeat 1: ann\\nann: Post SB $0.10\\nbob: Post BB $0.26"
>>> try:
...     blinds_as_printed(hand, text)
... except HandHistoryError as exc:
...     print(exc.line, "|", exc.reason.replace(" (nor all", "\\n(nor all"))
4 | line 4: 'bob: Post BB $0.26': bob's big blind of $0.26 is not the $0.25 the hand's stakes name
(nor all the player's chips)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import takewhile
from typing import TYPE_CHECKING, Final

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import _posts  # (a module: _posts reads sites.vocabulary, which loads this one)
from pokerrank.handhistory.records import Action, ActionKind, HandRecord, Seat
from pokerrank.handhistory.sites.vocabulary import lines_of
from pokerrank.handhistory.verdicts import INCONSISTENT

if TYPE_CHECKING:
    from pokerrank.handhistory.owntext import TextHand

__all__ = ["blind_contradiction", "blinds_as_printed", "plain_blinds_as_printed"]

_SMALL, _BIG, _DEAD, _ANTE = ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND, ActionKind.DEAD_BLINDS, ActionKind.ANTE
_OPENING: Final = frozenset((_SMALL, _BIG, _DEAD, _ANTE, ActionKind.STRADDLE, ActionKind.BUTTON_BLIND))
"""The posts that open a hand: the reading stops at the first other action."""
_TABLES: Final = frozenset(("no-limit", "pot-limit"))
_WORDS: Final = {_SMALL: "small blind", _BIG: "big blind", _DEAD: "dead blind"}
_OTHER: Final = {_SMALL: _BIG, _BIG: _SMALL}
"""Each blind's other: a player posts one of them (a post of both is one line)."""


def blinds_as_printed(record: HandRecord, text: str) -> None:
    """Refuse ``record`` (read from ``text``, the hand as written) where a blind its lines
    post is not what the stakes its first line prints allow (the rules above): NOT AUDITABLE,
    the line quoted with the amounts (the PokerStars family's ``check_record``). A limit table's
    or a tournament's blinds (a tournament's stakes may not be printed) are not held to sizes,
    only to being posted once and not on two lines; a record holding a line no rule reads is not
    judged (that line is its verdict). Then a player who acts without an ante where two or more
    others post one: the own-text rooms' rule
    (:func:`~pokerrank.handhistory._posts.forced_bet_contradiction`, without stakes)."""
    if record.unparsed:
        return
    actions = record.actions
    if _posts._plain_posts(actions, (), None)[0] and _blinds_plain(
        actions, *_judged(record.stakes, record.structure, False, record.tournament is None)
    ):
        return  # (nothing the rules could find: the short way, the same answer)
    found = blind_contradiction(
        actions, record.stakes, record.structure, record.seats, record.dead, record.format_money,
        sizes=record.tournament is None,
    )  # fmt: skip
    if found is not None:
        said: tuple[int, str] | None = (found[0][8], found[1])
    else:  # (an ante left out where others ante: every room's rule, its twice-posts and antes judged again)
        said = _posts.forced_bet_contradiction(
            actions, {seat[1]: seat[2] for seat in record.seats}, (), None, record.format_money
        )
    if said is not None:
        at, why = said
        raise HandHistoryError(_quoted(text, record.line, at, why), record.source, record.hand_id, at, INCONSISTENT)


def plain_blinds_as_printed(hand: TextHand) -> None:
    """:func:`blinds_as_printed` of a plain-lines hand being read (its room's ``finish``): a
    limit table's blinds judged too (``limit``: KingsClub's stakes name the small bet, its big
    blind)."""
    if hand.unparsed:
        return
    if _blinds_plain(hand.actions, *_judged(hand.stakes, hand.structure, True, hand.tournament is None)):
        return  # (nothing the rules could find: the short way, the same answer)
    found = blind_contradiction(
        hand.actions, hand.stakes, hand.structure, hand.seats, hand.dead, hand.money_text, True,
        hand.tournament is None,
    )  # fmt: skip
    if found is not None:
        action, why = found
        at = action[8]
        raise hand.fail(_quoted(hand.text, hand.line, at, why), at, INCONSISTENT)


def _quoted(text: str, first: int, at: int, why: str) -> str:
    """``why``, after the line ``at`` of ``text`` (whose first line is ``first``) quoted."""
    rows = lines_of(text)
    row = rows[at - first].strip() if 0 <= at - first < len(rows) else ""
    return f"line {at}: {shorten(row, 80)}: {why}" if row else why


def _judged(stakes: tuple[int, ...], structure: str, limit: bool, sizes: bool) -> tuple[int, int]:
    """(small blind, big blind) that :func:`blind_contradiction` holds the posts to: (0, 0) where
    the stakes name no sizes judged, (0, the small bet) at a limit table judged (``limit``)."""
    small = big = 0  # (the blinds' sizes judged: none where the stakes do not name them)
    if sizes and len(stakes) >= 2:
        if structure in _TABLES:
            small, big = stakes[0], stakes[1]
        elif limit and structure == "limit":
            small, big = 0, stakes[0]
        if not 0 <= small <= big:
            small = big = 0
    return small, big


def _blinds_plain(actions: Sequence[Action], small: int, big: int) -> bool:
    """Whether :func:`blind_contradiction` surely finds nothing in the posts that open
    ``actions``, the blinds judged at ``small`` and ``big`` (:func:`_judged`): every player posts
    one blind at most, no dead blind where the small blind is judged, each small blind ``small``
    (a limit table's, ``small`` 0: at most ``big``) and each big blind ``big`` (where ``big`` is
    judged). False: the full reading decides (and words what it finds). A short way that must
    agree with it (tests/test_handhistory_stakes_plain.py)."""
    named: set[str] = set()
    for action in actions:
        kind = action[2]
        if kind not in _OPENING:
            break
        amount = action[3]
        if kind is _ANTE or kind not in _WORDS or not amount:
            continue
        if kind is _DEAD:
            if small:
                return False
            continue  # (a dead blind where the small blind is not judged: not read)
        name = action[1]
        if name in named:
            return False
        named.add(name)
        if big and (amount != big if kind is _BIG else amount != small if small else amount > big):
            return False  # (a blind of another size: judged in full, all in for less or not)
    return True


def blind_contradiction(
    actions: Sequence[Action],
    stakes: tuple[int, ...],
    structure: str,
    seats: Sequence[Seat],
    dead: Mapping[str, int],
    money: Callable[[int], str],
    limit: bool = False,
    sizes: bool = True,
) -> tuple[Action, str] | None:
    """The first blind of ``actions`` (the posts that open them) the rules above forbid, as
    (that action, why), or None. ``stakes``, ``structure``: what the first line prints (a
    limit table's judged only with ``limit``: its stakes' first figure the big blind);
    ``seats``: for the stacks (a blind less than the rules' all in); ``dead``: each player's
    dead money (a player with some may post both blinds on two lines); ``sizes`` False (a
    tournament, whose stakes the first line may not print): only a blind posted twice, or
    both on two lines, is judged."""
    small, big = _judged(stakes, structure, limit, sizes)
    both = small + big if small else 0
    opening = list(takewhile(lambda action: action[2] in _OPENING, actions))
    # (a player's two blinds on two lines are a newcomer's only beside other players' small and big blinds)
    posters = {kind: {action[1] for action in opening if action[2] is kind} for kind in (_SMALL, _BIG)}
    printed = {(action[2], action[1]) for action in opening if big and action[3] == (small, big)[action[2] is _BIG]}
    put: dict[str, int] = {}
    blinds: dict[str, int] = {}
    posted: dict[tuple[str, ActionKind], int] = {}  # the line of each player's small blind and big blind
    for action in actions:
        kind = action[2]
        if kind not in _OPENING:
            break
        name, amount = action[1], action[3]
        before = put.get(name, 0)
        put[name] = before + amount
        if kind is _ANTE or kind not in _WORDS or not amount or (not small and kind is _DEAD):
            continue
        mine = blinds[name] = blinds.get(name, 0) + amount
        again = first = None
        if kind is not _DEAD and not dead.get(name):  # (the small blind's other is the big, and back)
            first = posted.get((name, _OTHER[kind]))
            if posters[_SMALL] - {name} and posters[_BIG] - {name}:  # (the hand's own blinds another's)
                first = None
            again = posted.get((name, kind))
            posted.setdefault((name, kind), action[8])
        # (both blinds in one post only where another player posts that blind at its printed size)
        alone = not any(kind is poster[0] and poster[1] != name for poster in printed)
        allowed: tuple[int, ...] = (small, big, both) if kind is _DEAD else (small,) if kind is _SMALL else (big,)
        if kind is not _DEAD and not alone:
            allowed += (both,)
        if not small and kind is _SMALL:  # (a limit table's small blind: less than the big)
            allowed = (amount,) if amount < big else (big,)
        if big and amount not in allowed:
            stack = next((seat[2] for seat in seats if seat[1] == name), None)
            if not (amount < max(allowed) and (action[5] or (stack is not None and before + amount == stack))):
                if not small and kind is _SMALL:
                    return (
                        action,
                        f"{name}'s small blind of {money(amount)} is not less than the {money(big)} big blind",
                    )
                if amount == both:  # (both blinds, where no other player posts this blind as printed)
                    return action, (
                        f"{name}'s {_WORDS[kind]} of {money(amount)} is both blinds, but no other player posts the"
                        f" {money(allowed[0])} {_WORDS[kind]} the hand's stakes name: a player coming in posts both"
                        " beside the hand's own blinds"
                    )
                also = f"nor both blinds, {money(both)}, " if both in allowed else ""
                if kind is _DEAD:
                    also = f"nor the {money(big)} big blind, {also}"
                return action, (
                    f"{name}'s {_WORDS[kind]} of {money(amount)} is not the {money(allowed[0])} the hand's stakes"
                    f" name ({also}nor all the player's chips)"
                )
        if again is not None:
            return (
                action,
                f"{name} posts the {_WORDS[kind]} a second time (line {again}): a player posts it once a hand",
            )
        if first is not None:
            return action, (
                f"{name} posts the {_WORDS[kind]} and the {_WORDS[_OTHER[kind]]} (line {first}) on two lines: the"
                " small blind is one player's and the big blind the next one's, and a player who posts both posts"
                " them together, on one line"
            )
        if both and mine > both:
            return action, (
                f"{name} posts {money(mine)} of blinds, more than both blinds ({money(both)}) the hand's stakes"
                " name: a player posts each blind once"
            )
    return None
