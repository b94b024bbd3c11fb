"""Cards in words: the few words :func:`pokerrank.outs` finds for a set of next cards.

Single cards are said as whole suits and ranks ("any heart", "any seven"), a suit or rank
but a few cards ("any heart but 9h"), or "any card but" the few that are left out, whichever
is shorter; pairs of cards as a card with any other, two of a suit, two of a rank, a rank with
a rank, then a card with the cards it pairs with. The words come from each language's catalog
(the ``outs`` section), so the same sets read "n'importe quel cœur" in French.

>>> describe_cards(["Ah", "Kh", "Qh", "3h"], "Ah Kh Qh 3h 7c 7d")
'any heart'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Any, Final

from pokerrank.cards import Card, CardsLike, format_cards, parse_cards
from pokerrank.errors import CardCountError, InvalidCardError

__all__ = ["describe_cards", "one_card_text", "two_card_text", "vocabulary"]

_MAX_PARTS: Final = 8
"""Parts of a card description shown before the rest is summed up as "and N more"."""


@cache
def vocabulary(code: str) -> dict[str, Any]:
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


def one_card_text(chosen: set[int], unseen: set[int], w: Mapping[str, Any]) -> str:
    """Single cards out of ``unseen`` in words (``w``: a :func:`vocabulary`)."""
    return _words_for(chosen, unseen, w)


def _pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


def _pair_text(pair: tuple[int, int], w: Mapping[str, Any]) -> str:
    return " ".join(_card_list(pair, w))


def two_card_text(chosen: set[tuple[int, int]], unseen: set[int], w: Mapping[str, Any]) -> str:
    """Pairs of cards out of ``unseen`` in words: a card with any other, two of a suit, two of a rank, a rank
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

    w = vocabulary(resolve_language(lang))
    pool = {int(c) for c in parse_cards(unseen, jokers=True)}
    chosen = [tuple(int(c) for c in parse_cards(item, jokers=True)) for item in cards]
    for item in chosen:
        extra = set(item) - pool
        if extra:
            raise InvalidCardError(f"{format_cards(sorted(extra))!r} is not among the unseen cards")
    sizes = {len(item) for item in chosen}
    if sizes == {1}:
        return one_card_text({item[0] for item in chosen}, pool, w)
    if sizes == {2}:
        return two_card_text({(item[0], item[1]) for item in chosen}, pool, w)
    if not chosen:
        return ""
    raise CardCountError(f"describe single cards or pairs of cards, one size for all, got sizes {sorted(sizes)}")
