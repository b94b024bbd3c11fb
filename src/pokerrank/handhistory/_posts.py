"""The forced bets a hand's lines post, against the rules every room plays them by: what the
readers of the rooms that print neither the bet nobody called nor the players' stacks after
the hand check (Everleaf, Cake, 888poker, Merge), where a post the rules forbid would otherwise be
taken for a bet that went back or a rake (docs/RULES.md, "Everleaf"), and those of OnGame, PKR,
Bovada, Boss and PokerNow, where its extra chips went back as the bet nobody called and the
nets, stacks and pots printed agreed with it.

- A player posts the ante once a hand, the small blind once and the big blind once.
- Every ante of a hand is the same, but a smaller one that puts its player all in.
- Where two or more players post antes, every player who acts posted one (one player's ante
  alone is the table's: a big blind's or a button's ante).
- In a no-limit or pot-limit game whose stakes the room prints, a small blind is the small
  blind and a big blind the big blind, but a smaller one that puts its player all in (a small
  blind all in up to the big blind: OnGame names a big blind all in for less so), and a
  player's who posts dead money too (a missed blind made up).

>>> from pokerrank.handhistory.records import Action, ActionKind
>>> def post(name, kind, amount, line):
...     return Action("preflop", name, kind, amount, line=line)
>>> antes = [("ann", 10, 5), ("bob", 11, 6), ("cid", 10, 7)]
>>> actions = [post(name, ActionKind.ANTE, amount, line) for name, amount, line in antes]
>>> forced_bet_contradiction(actions, {"ann": 500, "bob": 500, "cid": 500})
(6, "bob's ante of 11 is not ann's 10 (line 5) nor all the player's chips: every player posts the same ante")
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Container, Iterable, Iterator, Mapping, Sequence
from functools import partial
from operator import itemgetter
from typing import TYPE_CHECKING

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.records import Action, ActionKind, HandRecord, lines_of
from pokerrank.handhistory.verdicts import INCONSISTENT

if TYPE_CHECKING:
    from pokerrank.handhistory.owntext import TextHand

__all__ = [
    "ante_contradiction",
    "blind_out_of_turn",
    "blind_tag_against",
    "check_posts",
    "forbidden_opening",
    "forced_bet_contradiction",
    "posts_checked",
    "spent_all",
]

_ANTE, _SMALL, _BIG = ActionKind.ANTE, ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND
_WORDS = {_ANTE: "ante", _SMALL: "small blind", _BIG: "big blind"}
_DEAD, _BUTTON = ActionKind.DEAD_BLINDS, ActionKind.BUTTON_BLIND
_NAME_STACK, _NAME_SEAT = itemgetter(1, 2), itemgetter(1, 0)  # (a Seat's name and stack; its name and number)
_TOGETHER = frozenset((_DEAD, _BUTTON))  # (blinds posted together; a button's)


def forced_bet_contradiction(
    actions: Sequence[Action],
    stacks: Mapping[str, int],
    stakes: tuple[int, ...] = (),
    dead: Mapping[str, int] | None = None,
    money: Callable[[int], str] = str,
) -> tuple[int, str] | None:
    """The first post of ``actions`` the rules above forbid, as (its line, why), or None.
    ``stacks``: each player's chips before the hand (a player missing is not checked for all
    in); ``stakes``: the small and big blind the room prints, for a no-limit or pot-limit
    game (else empty: the blinds' sizes are not checked; a small blind of 0: its size not
    printed, a limit table's, held to no more than the big blind); ``dead``: the dead money each
    player posted; ``money``: how an amount is written in the reason."""
    return _line_of(_forbidden_post(actions, stacks, stakes, dead, money))


def _line_of(found: tuple[Action, str] | None) -> tuple[int, str] | None:
    """(the action's line, why) of a post found against the rules, or None."""
    return None if found is None else (found[0].line, found[1])


def forbidden_opening(
    posts: Iterable[Action],
    all_in: Callable[[Action], bool | None],
    money: Callable[[int], str] = str,
    until: Container[ActionKind] | None = None,
) -> tuple[Action, str] | None:
    """The first of ``posts`` (a hand's actions, in order) the rules above forbid of a player's
    own posts, as (that action, why), or None: the ante, the small blind or the big blind posted
    a second time; an ante unlike the one most players it leaves with chips post, but a smaller
    one that puts its player all in (where as many post one ante as another, the two are named;
    where every ante puts its player all in, none is judged). ``all_in``: whether a post put its
    player all in (None: not known, the player's stack not printed; asked only where antes
    differ); ``until``: the kinds of the opening posts, the reading stopping at the first action
    of another kind (the PokerStars family prints its posts first: only those are read), else
    every action is read. One rule for every room: the own-text readers
    (:func:`forced_bet_contradiction`), the PokerStars family's opening posts and the plain-lines
    rooms' antes.

    >>> from pokerrank.handhistory.records import ActionKind as K
    >>> posts = [Action("preflop", "ann", K.ANTE, 6, line=3), Action("preflop", "bob", K.ANTE, 6, line=4),
    ...          Action("preflop", "cid", K.ANTE, 5, line=5), Action("preflop", "dan", K.ANTE, 5, line=6)]
    >>> forbidden_opening(posts, lambda post: False)[1].partition(":")[0]
    "ann's ante of 6 (line 3) and cid's of 5 differ, and neither is all the player's chips"
    >>> forbidden_opening(posts, lambda post: True) is None  # (every ante all in: none is the hand's)
    True
    """
    posted: dict[tuple[str, ActionKind], Action] = {}
    antes: list[Action] = []
    for action in posts:
        kind = action.kind
        if until is not None and kind not in until:
            break
        if kind is _ANTE or kind is _SMALL or kind is _BIG:
            key = (action.player, kind)
            first = posted.get(key)
            if first is not None:
                where = f" (line {first.line} posted it)" if first.line else ""
                return action, (
                    f"{action.player} posts the {_WORDS[kind]} a second time{where}: a player posts it once a hand"
                )
            posted[key] = action
            if kind is _ANTE:
                antes.append(action)
    if len(antes) < 2 or all(ante.amount == antes[0].amount for ante in antes):
        return None
    short = [all_in(ante) for ante in antes]
    whole = [ante.amount for ante, spent in zip(antes, short, strict=True) if not spent]
    if not whole:  # (every ante put its player all in: a short stack's is all its chips, whatever it is)
        return None
    most = max(map(whole.count, whole))
    tied = sum(1 for amount in set(whole) if whole.count(amount) == most) > 1
    # (the most posted by players it left with chips, the first of those; where a stack is not known, of
    # amounts posted as often the largest: a smaller one may be all in, whatever the order of the lines)
    usual = next(amount for amount in whole if whole.count(amount) == most)
    if tied and None in short:
        usual = max(amount for amount in whole if whole.count(amount) == most)
    model, model_spent = next(
        (ante, spent) for ante, spent in zip(antes, short, strict=True) if not spent and ante.amount == usual
    )
    for ante, spent in zip(antes, short, strict=True):
        if ante.amount == usual or (ante.amount < usual and spent is not False):
            continue  # (a smaller ante puts its player all in, or may: the stack not known)
        line = f" (line {model.line})" if model.line else ""
        if spent:  # (all in, but for more than the others: an ante all in is the smaller one)
            return ante, (
                f"{ante.player}'s ante of {money(ante.amount)}, all the player's chips, is more than"
                f" {model.player}'s {money(usual)}{line}: every player posts the same ante"
            )
        if tied:  # (as many post one ante as another: neither is the hand's more than the other)
            known = spent is False and model_spent is False  # (both stacks known: neither all in)
            return ante, (
                f"{model.player}'s ante of {money(usual)}{line} and {ante.player}'s of {money(ante.amount)} differ,"
                + (" and neither is all the player's chips" if known else "")
                + ": every player posts the same ante"
            )
        return ante, (
            f"{ante.player}'s ante of {money(ante.amount)} is not {model.player}'s {money(usual)}{line}"
            + ("" if spent is None else " nor all the player's chips")
            + ": every player posts the same ante"
        )
    return None


def ante_contradiction(
    actions: Sequence[Action], stacks: Mapping[str, int], money: Callable[[int], str] = str
) -> tuple[int, str] | None:
    """:func:`forbidden_opening` of the antes of ``actions`` alone, as (the ante's line, why), or
    None: the plain-lines rooms' check (their readers take a second small blind for dead money,
    so their blinds are not judged). Whether an ante put its player all in counts every chip
    he put in before it (an ante after the big blind with the rest of the stack)."""
    antes = [action for action in actions if action.kind is _ANTE]
    return _line_of(forbidden_opening(antes, partial(spent_all, actions, stacks), money))


_TAGGED = {"small blind": _SMALL, "big blind": _BIG}  # (a summary seat's tags)


def blind_tag_against(line: str, at: int, player: str, actions: Sequence[Action]) -> str | None:
    """Why a summary seat line contradicts the hand's posts, or None: its tags from ``at`` (the
    words after the player's name: `` (button) (small blind) folded ...``, Absolute's
    ``(dealer)``) name ``player`` the small or the big blind while the hand's lines show other
    players posting that blind and not this one (a blind written onto another player's line).
    A blind nobody posted is not judged (the seat's player all in for the ante, a dead hand:
    the summary still names the seat).

    >>> ann = Action("preflop", "ann", ActionKind.SMALL_BLIND, 1, line=4)
    >>> blind_tag_against("Seat 2: bob (small blind) folded", 11, "bob", [ann])
    "the summary names bob the small blind ('Seat 2: bob (small blind) folded') but ann (line 4) posted it"
    >>> blind_tag_against("Seat 2: ann (button) (small blind) folded", 11, "ann", [ann]) is None
    True
    >>> blind_tag_against("Seat 2: bob (big blind) folded", 11, "bob", [ann]) is None
    True
    """
    while line.startswith(" (", at):
        close = line.find(")", at)
        if close < 0:
            return None
        tag = line[at + 2 : close]
        kind = _TAGGED.get(tag)
        if kind is not None:
            posters = [action for action in actions if action[2] is kind]
            if posters and all(action[1] != player for action in posters):
                posted = ", ".join(f"{post[1]} (line {post[8]})" for post in posters)
                return f"the summary names {player} the {tag} ({shorten(line.strip(), 120)}) but {posted} posted it"
        at = close + 1
    return None


def spent_all(actions: Sequence[Action], stacks: Mapping[str, int], post: Action) -> bool | None:
    """Whether ``post`` put its player all in: marked so, or his chips put in up to it all of
    his stack (None: his stack not known)."""
    if post.all_in:
        return True
    stack = stacks.get(post.player)
    if stack is None:
        return None
    given = 0
    for action in actions:
        if action.player == post.player:
            given += action.amount
        if action is post:
            break
    return given == stack


_UNREAD: tuple[Action, int] = (Action("", "", _BIG), -1)  # (the blinds not found yet: read them)


def _plain_posts(
    actions: Sequence[Action], stakes: tuple[int, ...], dead: Mapping[str, int] | None
) -> tuple[bool, tuple[Action, int] | None]:
    """One pass over a hand's ``actions`` for what most hands need of :func:`_forbidden_post`
    and :func:`_plain_blinds`: (whether none of the rules :func:`_forbidden_post` judges can
    find a post of them, the small blind and the big blind's place as :func:`_found_blinds`
    finds them, or :data:`_UNREAD` where the first is False). True only where nobody posts a
    blind or an ante twice, every ante is the same, where two or more players ante every
    player who acts anted, and where the stakes are printed every blind but a dead one's is
    their size (or a small blind of no printed size at most the big blind): anything else,
    False, and :func:`_forbidden_post` reads the hand to find the post and say why (a blind
    all in for less, antes of which the smaller is all in: no finding, but judged there).
    """
    posted: set[tuple[str, ActionKind]] = set()
    anted: list[str] = []
    ante = -1
    sized = len(stakes) >= 2
    blinds = (stakes[0], stakes[1]) if sized else (0, 0)
    paid = dead or {}
    small: Action | None = None
    at = -1
    plain = not (dead and any(dead.values()))
    k = -1
    for action in actions:
        k += 1
        kind = action[2]
        if kind is _ANTE or kind is _SMALL or kind is _BIG:
            player = action[1]
            key = (player, kind)
            if key in posted:
                return False, _UNREAD  # (posted a second time)
            posted.add(key)
            amount = action[3]
            if kind is _ANTE:
                if ante < 0:
                    ante = amount
                elif amount != ante:
                    return False, _UNREAD  # (antes that differ: one may be all in)
                anted.append(player)
                continue
            if sized and not paid.get(player):
                blind = blinds[0] if kind is _SMALL else blinds[1]
                if amount != blind and (blind or amount > blinds[1]):
                    return False, _UNREAD  # (a blind not the stakes': all in for less, or not)
            if kind is _SMALL:
                if small is not None:
                    plain = False
                small = action
            elif at >= 0:
                plain = False
            else:
                at = k
        elif kind is _DEAD or kind is _BUTTON:
            plain = False
    if len(anted) > 1:
        players = set(anted)
        if any(action[1] not in players for action in actions):
            return False, _UNREAD  # (one acts who posted no ante)
    return True, ((small, at) if plain and small is not None and at >= 0 else None)


def _forbidden_post(
    actions: Sequence[Action],
    stacks: Mapping[str, int],
    stakes: tuple[int, ...],
    dead: Mapping[str, int] | None,
    money: Callable[[int], str],
) -> tuple[Action, str] | None:
    """:func:`forced_bet_contradiction`'s post, as (that action, why)."""
    found = forbidden_opening(actions, partial(spent_all, actions, stacks), money)
    if found is not None:
        return found
    anted = {action.player for action in actions if action.kind is _ANTE}
    if len(anted) > 1:  # (one player's ante is the table's: a big blind's or a button's ante)
        for action in actions:
            if action.player not in anted:
                return action, (f"{action.player} acts but posted no ante, where {len(anted)} other players did")
    if len(stakes) >= 2:
        dead = dead or {}
        put: dict[str, int] = {}
        for action in actions:
            kind = action.kind
            before = put.get(action.player, 0)
            put[action.player] = before + action.amount
            if (kind is not _SMALL and kind is not _BIG) or dead.get(action.player):
                continue
            blind = stakes[0] if kind is _SMALL else stakes[1]
            if action.amount == blind:
                continue
            if not blind:  # (a small blind of a size the stakes do not print, a limit table's: below the big)
                if action.amount <= stakes[1]:
                    continue
                return action, (
                    f"{action.player}'s small blind of {money(action.amount)} is more than the"
                    f" {money(stakes[1])} big blind the hand's stakes name"
                )
            stack = stacks.get(action.player)
            most = blind if kind is _BIG else stakes[1]  # (OnGame names a big blind all in for less "small blind")
            if action.amount <= most and (stack is None or before + action.amount == stack):
                continue  # all in for less (or a stack not known)
            return action, (
                f"{action.player}'s {_WORDS[kind]} of {money(action.amount)} is not the {money(blind)} the hand's"
                " stakes name" + (" (nor all the player's chips)" if action.amount <= most else "")
            )
    return None


def blind_out_of_turn(
    actions: Sequence[Action],
    seats: Mapping[str, int],
    dealt: Collection[str] = (),
    stacks: Mapping[str, int] | None = None,
    button: int | None = None,
    dead: Mapping[str, int] | None = None,
    tournament: bool = False,
) -> tuple[int, str] | None:
    """The big blind, as (its line, why), where it is not posted by the next player after the
    small blind, clockwise by seat number, of those who play on from it (who act from that post
    on, or are dealt cards: a player who declined to post and folded before it sits out, and so
    does one all in before it, on the ante: ``stacks``, each player's chips before the hand);
    else None. ``seats``: each player's seat number; ``button``: the button's seat, where known.
    Judged only in a hand of plain blinds: one small blind smaller than one big blind, nobody's
    dead money (``dead``) nor blinds posted together, and the small blind the first player's
    after the button (heads-up the button's) where the button is known: in a cash game
    (``tournament`` False) a player who plays and posts no blind between the button and the
    small blind puts the small blind out of place; in a tournament a player moved to the table
    is dealt in there (888 #143941885, #143944112), so the blinds' places are not judged when
    the small blind is not the first player's after the button. A newcomer's or a
    returning player's post, a dead small blind (its player gone: the small blind posted, if at
    all, by another), equal blinds or a heads-up table's newcomer are left alone: where they
    come in, the blinds' places are the room's dead-button or moving-button rules, not this.

    >>> from pokerrank.handhistory.records import Action, ActionKind
    >>> acts = [Action("preflop", "ann", ActionKind.SMALL_BLIND, 1, line=5),
    ...         Action("preflop", "cid", ActionKind.BIG_BLIND, 2, line=6),
    ...         Action("preflop", "bob", ActionKind.FOLD, 0, line=7)]
    >>> at, why = blind_out_of_turn(acts, {"ann": 1, "bob": 2, "cid": 3})
    >>> at, why.partition(", who plays")[0]
    (6, 'cid posts the big blind from seat 3, but bob (seat 2)')
    >>> blind_out_of_turn(acts, {"ann": 1, "cid": 2, "bob": 3}) is None
    True
    """
    return _line_of(_blinds_out_of_place(actions, seats, dealt, stacks, button, dead, tournament))


def _blinds_out_of_place(
    actions: Sequence[Action],
    seats: Mapping[str, int],
    dealt: Iterable[str],
    stacks: Mapping[str, int] | None,
    button: int | None,
    dead: Mapping[str, int] | None,
    tournament: bool,
    found: tuple[Action, int] | None = _UNREAD,
) -> tuple[Action, str] | None:
    """:func:`blind_out_of_turn`'s blind, as (that action, why): in a hand of plain blinds,
    the small blind's place after the button (:func:`_small_blind_out_of_place`), and where
    that is not in question, the big blind's after the small blind (:func:`_big_blind_out_of_turn`).
    ``found``: the blinds as :func:`_found_blinds` finds them, where already known."""
    blinds = _plain_blinds(actions, seats, dead, found)
    if blinds is None:
        return None
    small, at = blinds
    if _next_seats(actions, small, at, seats, stacks, button):
        return None
    playing = _playing(actions, at, small.player, dealt, stacks)
    order = sorted(seats[name] for name in playing if name in seats)
    first = seats[small.player]
    if button is not None and first != button:  # (the small blind is the first player's after the button)
        ahead = [
            seat for seat in order if button < seat < first or (first < button and (seat > button or seat < first))
        ]
        if ahead and not tournament:  # (players between the button and the small blind: each posts a blind)
            return _small_blind_out_of_place(actions, small, playing, seats, ahead, button)
    return _big_blind_out_of_turn(small, actions[at], playing, seats, order)


def _plain_blinds(
    actions: Sequence[Action],
    seats: Mapping[str, int],
    dead: Mapping[str, int] | None,
    found: tuple[Action, int] | None = _UNREAD,
) -> tuple[Action, int] | None:
    """The small blind and the big blind's place in ``actions``, where the hand's blinds are
    plain (one small blind smaller than one big blind, both players seated, nobody's dead money
    nor blinds posted together), else None: the blinds' places are not judged. ``found``: what
    :func:`_found_blinds` finds of them, where already known."""
    if found is _UNREAD:
        found = _found_blinds(actions, dead)
    if found is None:
        return None
    small, at = found
    big = actions[at]
    if small.player not in seats or big.player not in seats or not 0 < small.amount < big.amount:
        return None
    return found


def _found_blinds(actions: Sequence[Action], dead: Mapping[str, int] | None) -> tuple[Action, int] | None:
    """The small blind and the big blind's place in ``actions``, where nobody posts dead money,
    a second small blind, a second big blind or blinds together, else None."""
    if dead and any(dead.values()):
        return None
    small: Action | None = None
    at: int | None = None
    for k, action in enumerate(actions):
        kind = action.kind
        if kind is _SMALL or kind is _BIG:
            if (kind is _SMALL and small is not None) or (kind is _BIG and at is not None):
                return None  # (two small blinds or two big blinds: a newcomer's or a returning player's post)
            if kind is _SMALL:
                small = action
            else:
                at = k
        elif kind in _TOGETHER:
            return None
    if small is None or at is None:
        return None
    return small, at


def _next_seats(
    actions: Sequence[Action],
    small: Action,
    at: int,
    seats: Mapping[str, int],
    stacks: Mapping[str, int] | None,
    button: int | None,
) -> bool:
    """Whether the plain blinds (``small``, and the big blind the action ``at``) are where
    :func:`_blinds_out_of_place` finds nothing to say, seen from the seats alone: the big
    blind's player, who plays on from his post (another than the small blind's, not all in
    before it), sits next to the small blind clockwise, nobody seated between them, and
    nobody sits between the button (where known) and the small blind. False: the players
    who play on are looked at."""
    big = actions[at]
    if big.player == small.player:
        return False
    first, posted = seats[small.player], seats[big.player]
    if first == posted:
        return False
    ahead = button is not None and button != first  # (seats between the button and the small blind looked at)
    after = -1 if button is None else button
    for seat in seats.values():
        if (first < seat < posted if first < posted else seat > first or seat < posted) or (
            ahead and (after < seat < first if after < first else seat > after or seat < first)
        ):
            return False
    if stacks:  # (the big blind's player all in before it, on the ante: not one who plays on)
        chips = sum(action.amount for action in actions[:at] if action.player == big.player)
        if chips and stacks.get(big.player) == chips:
            return False
    return True


def _playing(
    actions: Sequence[Action], at: int, small: str, dealt: Iterable[str], stacks: Mapping[str, int] | None
) -> set[str]:
    """The players but the small blind's (``small``) who play on from the big blind (the
    action ``at``): who act from it on, or are dealt cards, but one all in before it, on the
    ante (``stacks``: each player's chips before the hand)."""
    playing = {action.player for action in actions[at:]}.union(dealt).difference((small,))
    if stacks:  # (a player all in before the big blind, on the ante, has no chips to post it with)
        before: dict[str, int] = {}
        for action in actions[:at]:
            before[action.player] = before.get(action.player, 0) + action.amount
        playing -= {name for name, chips in before.items() if chips and stacks.get(name) == chips}
    return playing


def _small_blind_out_of_place(
    actions: Sequence[Action],
    small: Action,
    playing: Collection[str],
    seats: Mapping[str, int],
    ahead: Collection[int],
    button: int,
) -> tuple[Action, str] | None:
    """The small blind, where a player who plays and posts no blind sits at one of the seats
    ``ahead`` of it (between the button and it, in a cash game): the small blind is the first
    player's after the button. Where every player there posts a blind, None: a dead small blind
    or the posts of players coming back, which this rule leaves alone."""
    posting = {action.player for action in actions if action.kind.posts and action.kind is not _ANTE}
    idle = [name for name in playing if seats.get(name) in ahead and name not in posting]
    if not idle:
        return None
    who = min(idle, key=lambda name: (seats[name] - button) % 1000)
    return small, (
        f"{small.player} posts the small blind from seat {seats[small.player]}, but {who} (seat {seats[who]}),"
        f" who plays and posts no blind, sits between the button (seat {button}) and it: the small"
        " blind is the first player's after the button"
    )


def _big_blind_out_of_turn(
    small: Action, big: Action, playing: Collection[str], seats: Mapping[str, int], order: Sequence[int]
) -> tuple[Action, str] | None:
    """The big blind, where it is not posted by the next player after the small blind,
    clockwise by seat number, of those ``playing`` (their seats in ``order``)."""
    first, posted = seats[small.player], seats[big.player]
    after = [seat for seat in order if seat > first] + [seat for seat in order if seat < first]
    if not after or after[0] == posted:
        return None
    between = next(name for name in playing if seats.get(name) == after[0])
    where = f"line {small.line}" if small.line else ""
    return big, (
        f"{big.player} posts the big blind from seat {posted}, but {between} (seat {after[0]}), who plays, sits"
        f" between it and {small.player}'s small blind (seat {first}{', ' + where if where else ''}): the big"
        " blind is the next player's"
    )


def check_posts(hand: TextHand, lines: list[str], stakes: tuple[int, ...] = (), *, order: bool = True) -> None:
    """Refuse a hand being read whose posts the rules forbid (:func:`forced_bet_contradiction`;
    ``stakes``: the blinds the room prints, for a no-limit or pot-limit game): NOT AUDITABLE,
    the line quoted. A hand with a line not understood is left to the audit, which names that
    line: it may be the post that seems missing or wrong."""
    if hand.unparsed:
        return
    stacks = dict(map(_NAME_STACK, hand.seats))
    clear, blinds = _plain_posts(hand.actions, stakes, hand.dead)
    found = None if clear else _forbidden_post(hand.actions, stacks, stakes, hand.dead, hand.money_text)
    if found is None and order:
        found = _out_of_turn(hand, stacks, blinds)
    if found is not None:
        action, why = found
        at = action.line
        row = lines[at - hand.line].strip() if 0 <= at - hand.line < len(lines) else ""
        raise hand.fail(f"line {at}: {shorten(row, 80)}: {why}", at, INCONSISTENT)


def _out_of_turn(
    posted: TextHand | HandRecord, stacks: Mapping[str, int], found: tuple[Action, int] | None = _UNREAD
) -> tuple[Action, str] | None:
    """:func:`blind_out_of_turn`'s blind (the action) of a hand being read or of a record
    (``found``: its blinds as :func:`_found_blinds` finds them, where already known)."""
    return _blinds_out_of_place(
        posted.actions,
        dict(map(_NAME_SEAT, posted.seats)),
        _dealt(posted.hole),
        stacks,
        posted.button,
        posted.dead,
        posted.tournament is not None,
        found,
    )


def _dealt(hole: Mapping[str, str]) -> Iterator[str]:
    """The players dealt cards the hand shows (read only where the blinds' places are in question)."""
    return (name for name, cards in hole.items() if cards)


def posts_checked(
    record: HandRecord,
    stakes: tuple[int, ...] = (),
    quote: Callable[[Action], tuple[int, str]] | None = None,
) -> HandRecord:
    """``record``, or where its posts are what the rules forbid (:func:`forced_bet_contradiction`;
    ``stakes``: the blinds the room prints, for a no-limit or pot-limit game, else the blinds'
    sizes are not checked), the record of a hand refused: NOT AUDITABLE, the line quoted (a
    record with a line not understood is left as it is: the audit names that line).
    ``quote``: the line of an action and its text as the file writes it (an XML event, a CSV
    row: the reader knows where it stands), for a record whose text is not its lines;
    else the action's line of :attr:`HandRecord.text` is quoted."""
    if record.error is not None or record.unparsed:
        return record
    stacks = dict(map(_NAME_STACK, record.seats))
    clear, blinds = _plain_posts(record.actions, stakes, record.dead)
    found = None if clear else _forbidden_post(record.actions, stacks, stakes, record.dead, record.format_money)
    if found is None:
        found = _out_of_turn(record, stacks, blinds)
    if found is None:
        return record
    action, why = found
    if quote is not None:
        at, row = quote(action)
    else:
        at = action.line
        rows = lines_of(record.text) if record.text else []
        row = rows[at - record.line].strip() if at and 0 <= at - record.line < len(rows) else ""
    said = f"line {at}: {shorten(row, 80)}: {why}" if row else why
    error = HandHistoryError(said, record.source, record.hand_id, at or record.line, INCONSISTENT)
    return HandRecord(
        record.source, record.hand_id, record.site, record.format, record.line,
        error=error, encoding=record.encoding, text=record.text,
    )  # fmt: skip
