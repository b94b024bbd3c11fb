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
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from math import comb
from typing import TYPE_CHECKING, Any, Final

from pokerrank._checks import check_name, plainly, shorten
from pokerrank.cards import Card, CardsLike, format_cards, parse_cards
from pokerrank.errors import CardCountError, DealError, DuplicateCardError, EmptyInputError, InvalidCardError
from pokerrank.registry import did_you_mean

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from pokerrank._compile import Family
    from pokerrank.games import Game
    from pokerrank.hands import Hand
    from pokerrank.rankings import Ranking

__all__ = ["SCALAR_MOST", "Lead", "OutGroup", "OutsResult", "PlayerOuts", "describe_cards", "outs"]

_MAX_PARTS: Final = 8
"""Parts of a card description shown before the rest is summed up as "and N more"."""


# -- results ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Lead:
    """Who wins one side as the hands stand now: the winners (empty: no qualifying hand),
    what they make (the ranking's category, in English words) and the hand's name (in the
    language asked for)."""

    side: str
    winners: tuple[str, ...]
    makes: str
    hand: str | None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {"side": self.side, "winners": list(self.winners), "makes": self.makes, "hand": self.hand}


@dataclass(frozen=True)
class OutGroup:
    """The next cards that give one side to the same winners, making the same kind of hand.

    ``receiver``: in stud, the player the cards are dealt to (``None`` for board cards).
    ``winners``: who wins the side after these cards (empty: nobody qualifies for it);
    ``makes``: the category of their hand in English words ("flush", "seven low") or
    ``"no qualifying low"``; ``best`` and ``worst``: the names of the strongest and weakest
    winning hands in the group (in the language asked for). ``cards``: each card, or each
    pair of cards (``"7h 8h"``), in deck order; ``text``: the same in words ("any heart but
    9h", in the language asked for: "n'importe quel cœur sauf 9h").
    """

    side: str
    receiver: str | None
    winners: tuple[str, ...]
    makes: str
    best: str | None
    worst: str | None
    cards: tuple[str, ...]
    text: str

    @property
    def count(self) -> int:
        """How many cards (or pairs of cards) the group holds."""
        return len(self.cards)

    def __str__(self) -> str:
        """The group in one line.

        >>> print(outs("holdem", {"ann": "Ah Kh", "bob": "9s 9d"}, board="2h 7h 9c").groups[0])
        any heart but 9h: flush (8, ann wins the high)
        """
        who = " and ".join(self.winners) or "nobody"
        verb = "wins" if len(self.winners) <= 1 else "split"
        to = f" to {self.receiver}" if self.receiver else ""
        return f"{self.text}{to}: {self.makes} ({self.count}, {who} {verb} the {self.side})"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {
            "side": self.side,
            "receiver": self.receiver,
            "winners": list(self.winners),
            "makes": self.makes,
            "best": self.best,
            "worst": self.worst,
            "count": self.count,
            "text": self.text,
            "cards": list(self.cards),
        }


@dataclass(frozen=True)
class PlayerOuts:
    """One player's outs for one side.

    ``now``: ``"wins"``, ``"splits"`` or ``"loses"`` the side as the hands stand;
    ``wins``: the cards (or pairs) with which the player wins the side alone, where they do
    not now; ``splits``: with which they share it, where they win none of it now;
    ``loses``: with which they win none of a side they win or share now. ``*_text``: the
    same in words. In stud, the cards are dealt to this player.
    """

    player: str
    side: str
    now: str
    wins: tuple[str, ...]
    splits: tuple[str, ...]
    loses: tuple[str, ...]
    wins_text: str
    splits_text: str
    loses_text: str

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {
            "player": self.player,
            "side": self.side,
            "now": self.now,
            "wins": {"count": len(self.wins), "text": self.wins_text, "cards": list(self.wins)},
            "splits": {"count": len(self.splits), "text": self.splits_text, "cards": list(self.splits)},
            "loses": {"count": len(self.loses), "text": self.loses_text, "cards": list(self.loses)},
        }


@dataclass(frozen=True)
class OutsResult:
    """The outs of one spot (JSON-ready through :meth:`to_dict`).

    ``cards``: 1 (the next card) or 2 (the next two); ``unseen``: the cards that can come;
    ``deals``: what was tried for each receiver (cards, or pairs of cards); ``kind``:
    ``"board"`` or ``"stud"``; ``now``: who wins each side as the hands stand; ``groups``:
    every change of winner, biggest first within each receiver and side; ``outs``: each
    player's outs for each side.
    """

    game: str
    kind: str
    board: str
    dead: str
    cards: int
    names: tuple[str, ...]
    hands: tuple[str, ...]
    unseen: int
    deals: int
    now: tuple[Lead, ...]
    groups: tuple[OutGroup, ...]
    outs: tuple[PlayerOuts, ...]
    lang: str | None = "en"

    def player(self, name: str, side: str | None = None) -> PlayerOuts:
        """The outs of the player called ``name`` for ``side`` (default: the game's first side).

        >>> r = outs("holdem", {"a": "Ac Kc", "b": "Qd Qs"}, board="2c 7c Qh Jd")
        >>> r.player("a").wins_text  # Qc gives b four queens, Jc a full house
        'any club but Qc and Jc, any ten'
        """
        if not isinstance(name, str) or (side is not None and not isinstance(side, str)):
            bad = ("name", name) if not isinstance(name, str) else ("side", side)
            raise DealError(f"player() takes a player's name and a side as text; the {bad[0]} is {plainly(bad[1])}")
        wanted = side or self.now[0].side
        for found in self.outs:
            if found.player == name and found.side == wanted:
                return found
        sides = sorted({o.side for o in self.outs})
        hint = did_you_mean(name, self.names) if name not in self.names else did_you_mean(wanted, sides)
        raise DealError(f"no outs for {shorten(name)} on the {shorten(wanted)} side; "
                        f"the players are {list(self.names)}, the sides {sides}{hint}")  # fmt: skip

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON.

        >>> import json
        >>> r = outs("holdem", ["Ah Kh", "9s 9d"], board="2h 7h 9c 3s")
        >>> json.loads(json.dumps(r.to_dict()))["groups"][0]["text"]
        'any heart but 9h and 3h'
        """
        return {
            "game": self.game,
            "kind": self.kind,
            "board": self.board,
            "dead": self.dead,
            "cards": self.cards,
            "players": [{"player": n, "cards": h} for n, h in zip(self.names, self.hands, strict=True)],
            "unseen": self.unseen,
            "deals": self.deals,
            "now": [lead.to_dict() for lead in self.now],
            "groups": [group.to_dict() for group in self.groups],
            "outs": [o.to_dict() for o in self.outs],
            "lang": self.lang,
        }


# -- cards in words ----------------------------------------------------------------------------


@cache
def _vocabulary(code: str) -> dict[str, Any]:
    """The words for cards of one language (the ``outs`` section of its catalog, the
    separator of its lists), and its code."""
    from pokerrank.i18n.catalogs import catalog

    return {**catalog(code)["outs"], "separator": catalog(code)["showdown"]["separator"], "code": code}


def _card_list(cards: Iterable[int], w: Mapping[str, Any]) -> list[str]:
    return [str(Card(c)) if c != 52 else w["joker"] for c in sorted(cards, reverse=True)]


def _and(items: Sequence[str], word: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {word} {items[-1]}"


def _partition(cards: Iterable[int]) -> tuple[list[set[int]], list[set[int]]]:
    """The cards by suit and by rank (a joker in neither)."""
    suits: list[set[int]] = [set() for _ in range(4)]
    ranks: list[set[int]] = [set() for _ in range(13)]
    for c in cards:
        if c < 52:
            suits[c & 3].add(c)
            ranks[c >> 2].add(c)
    return suits, ranks


def _single_parts(chosen: set[int], unseen: set[int], article: str, w: Mapping[str, Any]) -> list[str]:
    """Words for a set of single cards: whole suits, whole ranks, then the cards left.
    ``article``: ``"any"`` ("any heart") or ``"a"`` ("a heart", said after "any card but")."""
    parts: list[str] = []
    covered: set[int] = set()
    suits, ranks = _partition(unseen)
    for suit in (2, 3, 1, 0):  # hearts, spades, diamonds, clubs
        all_of = suits[suit]
        have = chosen & all_of
        missing = all_of - have
        if len(all_of) >= 2 and not missing:
            parts.append(w[f"suit_{article}"][suit])
            covered |= have
        elif article == "any" and len(have) >= 4 and len(missing) <= 3 and len(have) >= 2 * len(missing):
            parts.append(w["but"].format(cards=w["suit_any"][suit], missing=_and(_card_list(missing, w), w["and"])))
            covered |= have
    for rank in range(12, -1, -1):
        all_of = ranks[rank]
        have = chosen & all_of
        if not have - covered:
            continue
        if len(all_of) >= 2 and have == all_of:
            parts.append(w[f"rank_{article}"][rank])
            covered |= have
        elif article == "any" and len(all_of) >= 3 and len(have) == len(all_of) - 1:
            but = _and(_card_list(all_of - have, w), w["and"])
            parts.append(w["but"].format(cards=w["rank_any"][rank], missing=but))
            covered |= have
    parts += _card_list(chosen - covered, w)
    return parts


def _join(parts: list[str], w: Mapping[str, Any], sep: str = ", ") -> str:
    if len(parts) > _MAX_PARTS:
        from pokerrank.i18n.numbers import number

        shown = parts[: _MAX_PARTS - 1]
        more: str = w["more"].format(n=number(len(parts) - len(shown), w["code"]))
        return sep.join(shown) + sep + more
    return sep.join(parts)


def _words_for(chosen: set[int], unseen: set[int], w: Mapping[str, Any], joiner: str = "") -> str:
    """Single cards in words: whole suits and ranks, or "any card but" the others when shorter.
    ``joiner``: the catalog's word ("or") that joins the parts, when not commas alone."""
    if not chosen:
        return ""
    if chosen == unseen:
        return str(w["any_card"])
    parts = _single_parts(chosen, unseen, "any", w)
    direct = _and(parts, w[joiner]) if joiner and len(parts) <= _MAX_PARTS else _join(parts, w)
    if 2 * len(chosen) > len(unseen):
        others = _single_parts(unseen - chosen, unseen, "a", w)
        but = str(w["any_card_but"].format(cards=_and(others, w["or"])))
        if len(others) <= _MAX_PARTS and len(but) <= len(direct):
            return but
    return direct


def _one_card_text(chosen: set[int], unseen: set[int], w: Mapping[str, Any]) -> str:
    return _words_for(chosen, unseen, w)


def _pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


def _pair_text(pair: tuple[int, int], w: Mapping[str, Any]) -> str:
    return " ".join(_card_list(pair, w))


def _two_card_text(chosen: set[tuple[int, int]], unseen: set[int], w: Mapping[str, Any]) -> str:
    """Words for a set of pairs: a card with any other, two of a suit, two of a rank, a rank
    with a rank, then a card with the cards it pairs with."""
    if not chosen:
        return ""
    pairs = {_pair(*p) for p in chosen}
    n_all = len(unseen) * (len(unseen) - 1) // 2
    if len(pairs) == n_all:
        return str(w["any_two"])
    parts: list[str] = []
    partners: dict[int, set[int]] = {c: set() for c in unseen}
    for a, b in pairs:
        partners[a].add(b)
        partners[b].add(a)
    with_any = {c for c, mates in partners.items() if len(mates) == len(unseen) - 1}
    if with_any:
        parts.append(w["with_any"].format(cards=_join(_single_parts(with_any, unseen, "any", w), w)))
        pairs = {p for p in pairs if p[0] not in with_any and p[1] not in with_any}
    rest = unseen - with_any
    suits, ranks = _partition(rest)
    groups: list[tuple[str, set[int], set[int]]] = []
    for suit in (2, 3, 1, 0):
        groups.append((w["suit_two"][suit], suits[suit], suits[suit]))
    for rank in range(12, -1, -1):
        groups.append((w["rank_two"][rank], ranks[rank], ranks[rank]))
    for high in range(12, -1, -1):
        for low in range(high - 1, -1, -1):
            if ranks[high] and ranks[low]:
                words = w["pair"].format(high=w["rank_pair"][high], low=w["rank_pair"][low])
                groups.append((words, ranks[high], ranks[low]))
    present = {c for pair in pairs for c in pair}
    for words, one, other in groups:
        if not pairs:
            break
        if not (one & present and other & present):
            continue
        block = {_pair(x, y) for x in one for y in other if x != y}
        inside, missing = block & pairs, block - pairs
        if block and not missing:
            parts.append(words)
        elif len(inside) >= 3 and len(missing) <= 2 and 4 * len(missing) <= len(block):
            shown = _and([_pair_text(p, w) for p in sorted(missing, reverse=True)], w["or"])
            parts.append(w["except"].format(cards=words, pairs=shown))
        else:
            continue
        pairs -= inside
        present = {c for pair in pairs for c in pair}
    done: set[int] = set()  # cards whose pairs are described already
    while pairs:
        count: dict[int, int] = {}
        for a, b in pairs:
            count[a] = count.get(a, 0) + 1
            count[b] = count.get(b, 0) + 1
        card = max(count, key=lambda c: (count[c], c))
        mates = {b if a == card else a for a, b in pairs if card in (a, b)}
        name = _card_list([card], w)[0]
        parts.append(w["with"].format(card=name, cards=_words_for(mates, rest - done - {card}, w, "or")))
        pairs = {p for p in pairs if card not in p}
        done.add(card)
    return _join(parts, w, w["separator"])


def describe_cards(cards: Iterable[CardsLike], unseen: CardsLike, *, lang: str | None = "en") -> str:
    """Cards (or pairs of cards) out of ``unseen`` in a few words, as :func:`outs` words them,
    in a language (``en``, ``nl``, ``fr``, ``de``; ``None``: from the environment).

    >>> describe_cards(["Ah", "Kh", "Qh", "3h"], "Ah Kh Qh 3h 7c 7d")
    'any heart'
    >>> describe_cards(["Ah", "Kh", "Qh", "7c", "7d"], "Ah Kh Qh 3h 7c 7d 2s")
    'any card but 3h or 2s'
    >>> describe_cards(["Ah Kh", "Ah Qh", "Kh Qh", "7c 7d"], "Ah Kh Qh 7c 7d 2s")
    'two hearts; two sevens'
    >>> describe_cards(["Ah", "Kh", "Qh", "3h"], "Ah Kh Qh 3h 7c 7d", lang="fr")
    "n'importe quel cœur"
    >>> describe_cards(["Ah Kh", "Ah Qh", "Kh Qh", "7c 7d"], "Ah Kh Qh 7c 7d 2s", lang="de")
    'zwei Herz; zwei Siebenen'
    """
    from pokerrank.i18n.catalogs import resolve_language

    w = _vocabulary(resolve_language(lang))
    pool = {int(c) for c in parse_cards(unseen, jokers=True)}
    chosen = [tuple(int(c) for c in parse_cards(item, jokers=True)) for item in cards]
    for item in chosen:
        extra = set(item) - pool
        if extra:
            raise InvalidCardError(f"{format_cards(sorted(extra))!r} is not among the unseen cards")
    sizes = {len(item) for item in chosen}
    if sizes == {1}:
        return _one_card_text({item[0] for item in chosen}, pool, w)
    if sizes == {2}:
        return _two_card_text({(item[0], item[1]) for item in chosen}, pool, w)
    if not chosen:
        return ""
    raise CardCountError(f"describe single cards or pairs of cards, one size for all, got sizes {sorted(sizes)}")


# -- the spot ----------------------------------------------------------------------------------


@dataclass
class _Spot:
    game: Game
    kind: str
    names: list[str]
    hands: list[tuple[Card, ...]]
    board: tuple[Card, ...]
    dead: tuple[Card, ...]
    cards: int
    receivers: list[int]
    unseen: list[int]


def _parse(cards: CardsLike, where: str, jokers: bool) -> tuple[Card, ...]:
    if isinstance(cards, str) and not cards.strip():
        return ()
    try:
        return parse_cards(cards, jokers=jokers)
    except EmptyInputError:
        return ()
    except (DuplicateCardError, InvalidCardError) as exc:
        raise type(exc)(f"{where}: {exc}") from None


def _label(name: str) -> str:
    return name if name.startswith("player ") else f"player {name!r}"


def _spot(
    game: str | Game,
    hands: Sequence[CardsLike] | Mapping[str, CardsLike],
    board: CardsLike,
    dead: CardsLike,
    cards: int,
    player: str | None,
) -> _Spot:
    from pokerrank.games import get_game

    spec = get_game(game)
    if spec.board_cards:
        kind = "board"
    elif spec.odd_chip == "stud":
        kind = "stud"
    else:
        raise DealError(
            f"outs are counted in board games and stud games; in {spec.title} the players draw, "
            "so there is no next card to count"
        )
    if isinstance(cards, bool) or not isinstance(cards, int) or cards not in (1, 2):
        raise DealError(f"cards is 1 (the next card) or 2 (the next two), got {plainly(cards)}")
    if isinstance(hands, Mapping):
        names = [check_name(name, "a player's name", error=DealError) for name in hands]
        raw = list(hands.values())
    elif isinstance(hands, str):
        raise EmptyInputError(f"hands are given one per player (a list), got the single string {shorten(hands)}")
    else:
        try:
            raw = list(hands)
        except TypeError:
            raise DealError(
                f"hands are given one per player, as a list or a mapping of names to cards, got {plainly(hands)}"
            ) from None
        names = [f"player {i + 1}" for i in range(len(raw))]
    if len(raw) < 2:
        raise DealError(f"outs need at least two players, got {len(raw)}")
    for name in names:
        if not name:
            raise DealError("every player needs a name (a non-empty string)")
    jokers = spec.deck.jokers
    parsed = [_parse(h, f"{_label(n)}'s hand", jokers) for n, h in zip(names, raw, strict=True)]
    board_cards = _parse(board, "the board", jokers) if board else ()
    dead_cards = _parse(dead, "the dead cards", jokers) if dead else ()
    places = [*((f"{_label(n)}'s hand", h) for n, h in zip(names, parsed, strict=True)),
              ("the board", board_cards), ("the dead cards", dead_cards)]  # fmt: skip
    seen: dict[int, str] = {}
    for where, held in places:
        for card in held:
            if int(card) not in spec.deck.codes:
                raise InvalidCardError(f"card {str(card)!r} in {where} is not in the {spec.deck.description} deck")
            if int(card) in seen:
                first = seen[int(card)]
                place = f"twice in {where}" if first == where else f"in {first} and {where}"
                raise DuplicateCardError(f"duplicate card {str(card)!r} {place}")
            seen[int(card)] = where
    if kind == "board":
        for name, held in zip(names, parsed, strict=True):
            if len(held) != spec.hole_cards:
                raise CardCountError(
                    f"{_label(name)} has {len(held)} cards ({format_cards(held) or 'none'}); "
                    f"in {spec.title} each player holds exactly {spec.hole_cards}"
                )
        n_board, most = len(board_cards), spec.board_cards - cards
        if not 3 <= n_board <= most:
            shown = f" ({format_cards(board_cards)})" if board_cards else ""
            if n_board < 3:
                why = (
                    "outs are counted from the flop on (three board cards): before it the next cards come three at once"
                )
            elif most < 3:
                why = f"{spec.title} deals {spec.board_cards} board cards"  # pragma: no cover
            else:
                left = spec.board_cards - n_board
                why = f"{left} board card{'s' if left != 1 else ''} to come, not {cards}"
            raise CardCountError(f"the board has {n_board} cards{shown}; {why}")
        if player is not None:
            raise DealError(
                "player= chooses who receives the next card in stud; in a board game every player shares it"
            )
        receivers = [-1]
    else:
        if board_cards:
            raise CardCountError(f"{spec.title} has no board, got {format_cards(board_cards)!r}")
        for name, held in zip(names, parsed, strict=True):
            if not 5 <= len(held) <= spec.hole_cards:
                raise CardCountError(
                    f"{_label(name)} shows {len(held)} cards ({format_cards(held) or 'none'}); outs in "
                    f"{spec.title} are counted from fifth street on: 5 to {spec.hole_cards} cards per player"
                )
        room = [i for i, held in enumerate(parsed) if len(held) + cards <= spec.hole_cards]
        if player is not None:
            if player not in names:
                raise DealError(f"player {player!r} is not one of the players {names}{did_you_mean(player, names)}")
            wanted = names.index(player)
            if wanted not in room:
                raise CardCountError(
                    f"{_label(player)} holds {len(parsed[wanted])} cards; {spec.title} deals "
                    f"{spec.hole_cards}, so there is no room for {cards} more"
                )
            receivers = [wanted]
        else:
            receivers = room
            if not receivers:
                raise CardCountError(f"every player holds too many cards to receive {cards} more in {spec.title}")
    unseen = sorted(c for c in spec.deck.codes if c not in seen)
    if len(unseen) < cards:  # pragma: no cover - the decks are far larger than any deal
        raise DealError(f"only {len(unseen)} cards are left to deal")
    return _Spot(spec, kind, names, parsed, board_cards, dead_cards, cards, receivers, unseen)


# -- ranking many deals at once ----------------------------------------------------------------


def _threshold(side: Any, ranking: Ranking) -> int:
    from pokerrank.rankings import evaluate

    if side.qualifier is None:
        return 0
    worst = evaluate(side.qualifier.worst, ranking)
    return worst.strength if worst is not None else 0


SCALAR_MOST: Final = 100_000
"""The most hands a batch ranks one by one in Python (about a microsecond each) when its
kernels are not loaded yet: below it that is cheaper than importing numba and loading a
kernel (about a second), let alone compiling one. Larger batches, and every batch once the
kernels are loaded, go through :func:`pokerrank.evaluate_array`."""


def _on_kernels(ranking: Ranking, n_hands: int, width: int) -> bool:
    """Whether a batch of ``n_hands`` hands of ``width`` cards is ranked by the kernels."""
    return n_hands > SCALAR_MOST or all(f.ready for f in ranking.kernel_families(width, check=False))


def _best(
    side: Any, ranking: Ranking, threshold: int, rows: npt.NDArray[np.uint8], n_hole: int, n_board: int
) -> npt.NDArray[np.int64]:
    """Each row's strength for one side (rows: hole cards, then board); 0 below the qualifier.

    Every combination the game allows, of every row, is ranked in one batch (the kernels),
    or one by one for a small batch (:data:`SCALAR_MOST`): the same strengths either way.
    """
    import numpy as np

    from pokerrank.rankings import evaluate_array

    choices = side.columns(n_hole, n_board)
    n_rows, n_columns, width = len(rows), len(choices), len(choices[0])
    best: npt.NDArray[np.int64]
    if _on_kernels(ranking, n_rows * n_columns, width):
        columns = np.array(choices, dtype=np.intp)  # (C, w)
        picked = np.ascontiguousarray(rows[:, columns].reshape(n_rows * n_columns, width))
        values = evaluate_array(picked, ranking, check=False)  # small batches stay on one thread (run_split)
        best = values.reshape(n_rows, n_columns).max(axis=1).astype(np.int64)
    else:
        strength = ranking.strength_of  # trusted: the spot's cards are checked
        whole = choices == (tuple(range(rows.shape[1])),)
        listed = rows.tolist()
        if whole:
            found = [strength(row) for row in listed]
        else:
            found = [max(strength([row[i] for i in cols]) for cols in choices) for row in listed]
        best = np.array(found, dtype=np.int64).reshape(n_rows)
    if threshold:
        best[best < threshold] = 0
    return best


def _families(spot: _Spot) -> tuple[Family, ...]:
    """The kernel families the spot's batches run (:func:`_best`): each side's ranking at the
    width of the hands it ranks, now and after the next cards, for the batches too large to
    rank one by one."""
    from pokerrank.rankings import get_ranking

    n_players, n_board = len(spot.hands), len(spot.board)
    n_deals = comb(len(spot.unseen), spot.cards)
    batches = [((len(held), n_board), n_players) for held in spot.hands]  # (hole, board), rows
    if spot.kind == "board":
        batches.append(((spot.game.hole_cards, n_board + spot.cards), n_players * n_deals))
    else:
        batches += [((len(spot.hands[r]) + spot.cards, 0), n_deals) for r in spot.receivers]
    found: list[Family] = []
    for side in spot.game.sides:
        ranking = get_ranking(side.ranking)
        for (n_hole, n_board_cards), n_rows in batches:
            choices = side.columns(n_hole, n_board_cards)
            if _on_kernels(ranking, n_rows * len(choices), len(choices[0])):
                found += [f for f in ranking.kernel_families(len(choices[0]), check=False) if f not in found]
    return tuple(found)


def _hand(side: Any, ranking: Ranking, cards: Sequence[int], n_hole: int, n_board: int) -> Hand | None:
    """The hand a player makes for one side (the best of the combinations the game allows);
    None for no qualifying low under eight-or-better."""
    from pokerrank.rankings import evaluate, strength

    best = max(side.columns(n_hole, n_board), key=lambda cols: strength([cards[i] for i in cols], ranking))
    return evaluate([cards[i] for i in best], ranking)


def _words(category: Any) -> str:
    return str(category.name).lower().replace("_", " ")


# -- outs -----------------------------------------------------------------------------------------


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
    import numpy as np

    from pokerrank.i18n import describe, resolve_language
    from pokerrank.rankings import categories, get_ranking

    code = lang
    no_hand = describe(None, code)  # an unknown language fails here, before any work
    vocabulary = _vocabulary(resolve_language(code))
    spot = _spot(game, hands, board, dead, cards, player)
    from pokerrank._compile import prepare

    prepare(*_families(spot))  # before the deals are built: a first run's compile notice shows at once
    spec = spot.game
    names, n_players = spot.names, len(spot.names)
    deck = np.array(spot.unseen, dtype=np.uint8)
    deal_index = np.array(list(combinations(range(len(deck)), cards)), dtype=np.intp)
    deals = deck[deal_index]  # (N, cards)
    n_deals = len(deals)
    unseen_set = set(spot.unseen)

    def text(rows: Any) -> str:
        picked = deals[rows]
        if cards == 1:
            return _one_card_text({int(x) for x in picked[:, 0]}, unseen_set, vocabulary)
        return _two_card_text({(int(a), int(b)) for a, b in picked}, unseen_set, vocabulary)

    def card_text(rows: Any) -> tuple[str, ...]:
        return tuple(format_cards(sorted((int(c) for c in deal), reverse=True)) for deal in deals[rows])

    leads: list[Lead] = []
    groups: list[OutGroup] = []
    player_outs: list[PlayerOuts] = []
    board_now = [int(c) for c in spot.board]
    for side in spec.sides:
        ranking = get_ranking(side.ranking)
        threshold = _threshold(side, ranking)

        # each player's strength now (stud hands may differ in size: one batch per size)
        held = [[int(c) for c in h] + board_now for h in spot.hands]
        now = np.zeros(n_players, dtype=np.int64)
        for size in sorted({len(h) for h in spot.hands}):
            who = [p for p, h in enumerate(spot.hands) if len(h) == size]
            rows = np.array([held[p] for p in who], dtype=np.uint8)
            now[who] = _best(side, ranking, threshold, rows, size, len(board_now))
        top_now = int(now.max())
        win_now = (now == top_now) & (now > 0)

        winners_now = tuple(names[i] for i in np.flatnonzero(win_now))
        if top_now:
            first = int(np.flatnonzero(win_now)[0])
            lead_hand = describe(_hand(side, ranking, held[first], len(spot.hands[first]), len(board_now)), code)
            lead_makes = _words(ranking.category(top_now))
        else:
            lead_hand, lead_makes = no_hand, f"no qualifying {side.name}"
        leads.append(Lead(side.name, winners_now, lead_makes, lead_hand))

        for receiver in spot.receivers:
            # strengths after each deal, (N, P), and a way to find each player's cards in a deal
            after = np.repeat(now[None, :], n_deals, axis=0)
            if receiver < 0:  # a board card for everyone: every player's rows in one batch
                hole = spot.game.hole_cards
                n_board_after = len(board_now) + cards
                pockets = np.array([[int(c) for c in h] for h in spot.hands], dtype=np.uint8)  # (P, h)
                known = np.broadcast_to(np.array(board_now, dtype=np.uint8), (n_deals, len(board_now)))
                boards = np.concatenate([known, deals], axis=1)
                rows = np.concatenate(
                    [np.broadcast_to(pockets[:, None, :], (n_players, n_deals, hole)),
                     np.broadcast_to(boards[None, :, :], (n_players, n_deals, n_board_after))], axis=2,
                ).reshape(n_players * n_deals, hole + n_board_after)  # fmt: skip
                after[:] = _best(side, ranking, threshold, rows, hole, n_board_after).reshape(n_players, n_deals).T

                def cards_of(p: int, at: int) -> tuple[list[int], int, int]:
                    return [int(c) for c in rows[p * n_deals + at]], hole, n_board_after  # noqa: B023
            else:  # stud: the cards go to the receiver; the others stand as they are
                mine = [int(c) for c in spot.hands[receiver]]
                rows = np.concatenate([np.broadcast_to(np.array(mine, dtype=np.uint8), (n_deals, len(mine))), deals], 1)
                after[:, receiver] = _best(side, ranking, threshold, rows, len(mine) + cards, 0)

                def cards_of(p: int, at: int) -> tuple[list[int], int, int]:
                    if p == receiver:  # noqa: B023
                        return [int(c) for c in rows[at]], len(mine) + cards, 0  # noqa: B023
                    return held[p], len(held[p]), 0  # noqa: B023

            top = after.max(axis=1)
            win = (after == top[:, None]) & (top[:, None] > 0)
            changed = (win != win_now[None, :]).any(axis=1)
            weights = 1 << np.arange(n_players, dtype=np.int64)
            masks = (win.astype(np.int64) * weights).sum(axis=1)
            cats = np.zeros(n_deals, dtype=np.int64)
            scored = top > 0
            if scored.any():
                cats[scored] = categories(top[scored].astype(np.int32), ranking).astype(np.int64) + 1
            receiver_name = names[receiver] if receiver >= 0 else None
            found: list[tuple[int, OutGroup]] = []
            keys = masks * 64 + cats
            for key in np.unique(keys[changed]):
                rows_in = np.flatnonzero(changed & (keys == key))
                winners = tuple(names[p] for p in range(n_players) if int(key) // 64 >> p & 1)
                if int(key) % 64:
                    strongest = rows_in[np.argmax(top[rows_in])]
                    weakest = rows_in[np.argmin(top[rows_in])]
                    makes = _words(ranking.category(int(top[strongest])))
                    names_found = []
                    for at in (strongest, weakest):
                        cards_p, n_hole_p, n_board_p = cards_of(int(np.flatnonzero(win[at])[0]), int(at))
                        names_found.append(describe(_hand(side, ranking, cards_p, n_hole_p, n_board_p), code))
                    best_name, worst_name = names_found
                else:
                    makes, best_name, worst_name = f"no qualifying {side.name}", no_hand, no_hand
                group = OutGroup(
                    side.name, receiver_name, winners, makes, best_name, worst_name, card_text(rows_in), text(rows_in)
                )
                found.append((len(rows_in), group))
            found.sort(key=lambda item: -item[0])
            groups += [group for _, group in found]

            alone = win & (win.sum(axis=1) == 1)[:, None]
            for p in range(n_players) if receiver < 0 else [receiver]:
                status = "loses" if not win_now[p] else ("wins" if win_now.sum() == 1 else "splits")
                wins_rows = np.flatnonzero(alone[:, p] & (status != "wins"))
                splits_rows = np.flatnonzero(win[:, p] & ~alone[:, p] & (status == "loses"))
                loses_rows = np.flatnonzero(~win[:, p] & (status != "loses"))
                player_outs.append(
                    PlayerOuts(
                        names[p], side.name, status,
                        card_text(wins_rows), card_text(splits_rows), card_text(loses_rows),
                        text(wins_rows), text(splits_rows), text(loses_rows),
                    )
                )  # fmt: skip
    return OutsResult(
        game=spec.name,
        kind=spot.kind,
        board=format_cards(spot.board),
        dead=format_cards(spot.dead),
        cards=cards,
        names=tuple(names),
        hands=tuple(format_cards(h) for h in spot.hands),
        unseen=len(spot.unseen),
        deals=n_deals,
        now=tuple(leads),
        groups=tuple(groups),
        outs=tuple(player_outs),
        lang=code,
    )
