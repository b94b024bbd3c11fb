"""The room's words read by one regex per family (:mod:`pokerrank.handhistory.words`): the
same facts as trying each of the family's patterns in turn, the first that matches winning
(the reference below); and a found hand's facts the same as counting its ranks with a
``Counter`` (the reference below), for every category of every ranking the audit checks."""

from __future__ import annotations

import itertools
import random
import re
from collections import Counter
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_handhistory_room_words import holdem

import pokerrank
from pokerrank.handhistory import Outcome, audit_hand, read, words
from pokerrank.handhistory.words import hand_facts, parse_claim
from pokerrank.rankings.base import natural_order

RANKS = ("Deuce", "Two", "Trey", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen",
         "King", "Ace")  # fmt: skip
PLURALS = ("Deuces", "Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines", "Tens", "Jacks",
           "Queens", "Kings", "Aces", "9s", "7")  # fmt: skip
TEMPLATES = (
    "pair of {a} and pair of {b}", "three {a}", "four {a}", "{a} high flush", "{a}-high straight flush",
    "{a}-high straight", "{a} full over {b}", "{a}-high", "{a} high", "a straight flush, {a} high",
    "straight, {a} high", "high card {a}", "a pair of {a}", "one pair of {a}", "pair of {a}", "two pair, {a} and {b}",
    "two pairs, {a} and {b}", "three of a kind, {a}", "a straight flush, {a} to {b}", "a Royal Flush", "royal flush",
    "a straight, {a} to {b}", "a flush, {a} high", "flush {a} high", "a full house, {a} full of {b}",
    "four of a kind, {a}", "a straight flush", "four of kind", "a full house", "flush", "a straight",
    "three of kind", "Two Pairs", "one pair", "a high card", "High Card: {a}", "One Pair: {a}",
    "Two Pairs: {a}, {b}", "Three of a Kind: {a}", "Straight, {a} high", "Flush, {a} high",
    "Full House, {a} over {b}", "high card : {a}", "one pair : {a}", "two pairs : {a} and {b}", "trips of {a}",
    "straight {a} high", "flush {a} high", "full of {a} and {b}", "full house : {a} full of {b}", "quads of {a}",
    "straight flush {a} high", "{a}", "a pair of {a} - {b} kicker", "a straight,{a} to {b}", "three  {a}",
    "a pair of {a} with {b} kicker", "two pairs, {a} and {b}, with {a} as kicker", "a Pair of {a} +KJ9",
    "High Card {a} +QJ65", "three of a kind, {a} with {b}, {a} kickers", "a straight, {a} to {b} +K",
    "One pair of Ks (kicker J)", "Two pairs. 10s and 4s (kicker A)", "Two pairs. Qs and 9s", "Straight to 10",
    "Three Of Kind of As", "Full House (3/8)", "High card A", "Flush, T high", "three of a kind, Set of {a}",
)  # fmt: skip
"""The shapes of every pattern of the module (and near misses), ranks filled in below."""
RANK_LETTERS = "23456789TJQKA"
TWISTS = (
    lambda t: t, str.upper, str.lower, str.title, lambda t: t + " ", lambda t: " " + t, lambda t: t + " and more",
    lambda t: t + "\n", lambda t: t.replace("s", "\u017f"), lambda t: t.replace("K", "\u212a"),
    lambda t: t.replace("i", "\u0131"), lambda t: t.replace(" ", "  ", 1), lambda t: t[:-1], lambda t: "x" + t,
)  # fmt: skip
"""Case, spaces, a word after, and the letters a case-blind regex matches beyond ASCII (long s,
the Kelvin sign, dotless i): the words as any room might write them, or garble them."""


def first_match(patterns: tuple[tuple[re.Pattern[str], str], ...], text: str) -> tuple[str, list[str]] | None:
    """The key and the named words of the first of ``patterns`` to match (the module's order)."""
    for pattern, key in patterns:
        match = pattern.match(text)
        if match is not None:
            return key, [g for g in match.groups() if g]
    return None


def letter(c: str) -> int:
    """A kicker's rank letter, or the module's error for any other character."""
    if c.upper() not in RANK_LETTERS or len(c.upper()) != 1:
        raise words._UnknownRankError(c)
    return RANK_LETTERS.index(c.upper())


def high_reference(text: str) -> words.Facts | None:
    """:func:`words._high` as it was: each pattern in turn, then the bare ones."""
    kicked = words._KICKERS.search(text)  # the kickers after the words (the module's pattern)
    if kicked is not None:
        letters = kicked.groups()[-1]
        named = kicked.groups()
        said = [words._rank(w) for w in named[:-1] if w]
        alone = len(said) == 1 and " with " in f" {kicked.group(0).strip(' ,')}"  # partypoker's "with X kicker"
        kickers = [letter(c) for c in letters] if letters else [words.AMONG, *said] if alone else said
        found = high_reference(text[: kicked.start()])
        if found is None or not kickers:
            return found
        return (found[0], found[1] + tuple(kickers)) if found[0] in words._KICKED and found[1] else None
    text = text.split(" - ")[0].strip()
    found = first_match(words._HIGH_PATTERNS, text)
    if found is None:
        bare = first_match(words._BARE, text)
        if bare is None:
            return None
        return ("STRAIGHT_FLUSH", ()) if bare[0] == "ROYAL" else (bare[0], ())
    key, said = found
    if key == "HIGH_CARD_KICKERS":  # the highest card's word, then the kickers' letters
        return "HIGH_CARD", (words._rank(said[0]), *(letter(c) for c in "".join(said[1:])))
    ranks = [words._rank(w) for w in said]
    if key in ("HIGH_CARDS", "HIGH_CARDS_FLUSH"):
        return ("HIGH_CARD" if key == "HIGH_CARDS" else "FLUSH"), tuple(ranks)
    if key == "ONE_PAIR_KICKER":  # WPN's "(kicker J)": among those that play
        return "ONE_PAIR", (ranks[0], words.AMONG, *ranks[1:]) if len(ranks) > 1 else (ranks[0],)
    if key == "TWO_PAIR_KICKER":
        pairs = sorted(ranks[:2], reverse=True)
        return "TWO_PAIR", (*pairs, words.AMONG, *ranks[2:]) if len(ranks) > 2 else tuple(pairs)
    if key == "ROYAL":
        return "STRAIGHT_FLUSH", (12,)
    if key in ("STRAIGHT_TOP", "STRAIGHT_FLUSH_TOP"):
        return key.removesuffix("_TOP"), (ranks[0],)
    if key in ("STRAIGHT", "STRAIGHT_FLUSH"):
        return key, (words._straight_top(ranks[0], ranks[1]),)
    if key == "TWO_PAIR":
        return key, tuple(sorted(ranks, reverse=True))
    return key, tuple(ranks)


def winamax_reference(text: str, game: str) -> dict[str, words.Facts] | None:
    """:func:`words._winamax` as it was: each pattern in turn."""
    found = first_match(words._WINAMAX, text)
    if found is None:
        return None
    if game in words._HI_LO:
        return {}
    key, said = found
    ranks = tuple(words._DIGITS[w] if w in words._DIGITS else words._rank(w) for w in said)
    return {"high": (key, tuple(sorted(ranks, reverse=True)) if key == "TWO_PAIR" else ranks)}


def outcome(read: Callable[..., object], *args: str) -> object:
    """What ``read`` gives, or the type of what it raises."""
    try:
        return read(*args)
    except Exception as exc:  # the very error is compared
        return type(exc)


def texts() -> list[str]:
    out = []
    for template, twist in itertools.product(TEMPLATES, TWISTS):
        for a, b in [*zip(RANKS, reversed(RANKS), strict=True), *zip(PLURALS, PLURALS[3:] + PLURALS[:3], strict=True)]:
            out.append(twist(template.format(a=a, b=b)))
    return out


def test_every_shape_reads_as_the_patterns_in_turn_read_it() -> None:
    read = 0
    for text in texts():
        assert outcome(words._high, text) == outcome(high_reference, text), text
        for game in ("holdem", "omaha-hi-lo"):
            assert outcome(words._winamax, text, game) == outcome(winamax_reference, text, game), (text, game)
        read += type(outcome(high_reference, text)) is tuple
    assert read > 1000  # the shapes are read, not only refused


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([*RANKS, *PLURALS, "a", "of", "pair", "high", "straight", "flush", "full", "to",
                                 "and", "over", "house", "kind", "card", ",", ":", "-", " ", "royal", "trips",
                                 "quads", "Straight,", "pairs"]), max_size=8))  # fmt: skip
def test_any_words_read_as_the_patterns_in_turn_read_them(parts: list[str]) -> None:
    text = " ".join(parts)
    assert outcome(words._high, text) == outcome(high_reference, text)
    assert outcome(words._winamax, text, "holdem") == outcome(winamax_reference, text, "holdem")


def test_parse_claim_of_each_room_family() -> None:
    assert parse_claim("One Pair: 7s", "holdem") == {"high": ("ONE_PAIR", (5,))}  # PKR: its ranks in digits
    assert parse_claim("a straight, Seven to Jack", "holdem") == {"high": ("STRAIGHT", (9,))}
    assert parse_claim("Straight King high", "holdem") == {"high": ("STRAIGHT", (11,))}  # Winamax
    assert parse_claim("Kings Full over Tens", "holdem") == {"high": ("FULL_HOUSE", (11, 8))}  # GGPoker
    assert parse_claim("HI: a flush, Ace high; LO: 5,4,3,2,A", "omaha-hi-lo") == {
        "high": ("FLUSH", (12,)),
        "low": ("LOW", (3, 2, 1, 0, -1)),
    }


def facts_reference(category: str, cards: list[int], side: str, ace_low: bool, short_deck: bool) -> words.Facts:
    """:func:`words.hand_facts` as it was: the ranks counted with a ``Counter``."""
    ranks = [int(c) >> 2 for c in cards]
    if side == "badugi" or (side == "low" and category not in words._MADE):
        low = sorted(((r + 1) % 13 - 1 if ace_low else r for r in ranks), reverse=True)
        return (category if side == "badugi" else "LOW"), tuple(low)
    counts = Counter(ranks)
    by_count = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    if category in ("STRAIGHT", "STRAIGHT_FLUSH"):
        top = max(ranks)
        wheel = (3, 2, 1, 0) if not short_deck else (7, 6, 5, 4)
        if top == 12 and all(r in set(ranks) for r in wheel):
            top = max(wheel)
        return category, (top,)
    if category == "TWO_PAIR":  # the two higher pairs, then the highest card left
        pairs = sorted((r for r in counts if counts[r] == 2), reverse=True)[:2]
        return category, (*pairs, max(r for r in ranks if r not in pairs))
    if category == "FULL_HOUSE":
        return category, (by_count[0], by_count[1])
    if category in ("HIGH_CARD", "FLUSH"):  # the five highest, from the top
        return category, tuple(sorted(ranks, reverse=True)[:5])
    kickers = sorted((r for r in ranks if r != by_count[0]), reverse=True)  # the group, then its kickers
    return category, (by_count[0], *kickers[: 5 - counts[by_count[0]]])


def test_found_hands_facts_as_counted() -> None:
    rng = random.Random(2026)
    seen: set[str] = set()
    for ranking, size, side, ace_low, short in (
        (pokerrank.HIGH, 7, "high", False, False),
        (pokerrank.get_ranking("short-deck"), 7, "high", False, True),
        (pokerrank.get_ranking("razz"), 7, "low", True, False),
        (pokerrank.get_ranking("2-7"), 5, "low", False, False),
    ):
        deck = [c for c in range(52) if not short or c >> 2 >= 4]
        for _ in range(3000):
            hand = ranking.evaluate(pokerrank.cards.Card(c) for c in rng.sample(deck, size))
            name = hand.category.name
            seen.add(name)
            assert hand_facts(name, hand.cards, side, ace_low, short) == facts_reference(
                name, list(hand.cards), side, ace_low, short
            ), (hand, side)
    for cards in ([12 * 4, 0, 4, 8, 12], [12 * 4 + 1, 7 * 4, 6 * 4, 5 * 4, 4 * 4]):  # the wheels, made to order
        for short in (False, True):
            assert hand_facts("STRAIGHT", cards, "high", False, short) == facts_reference(
                "STRAIGHT", cards, "high", False, short
            )
    assert {"STRAIGHT", "FLUSH", "FULL_HOUSE", "TWO_PAIR", "HIGH_CARD", "ONE_PAIR", "THREE_OF_A_KIND"} <= seen


def test_a_rank_written_with_a_letter_beyond_ascii_is_words_not_known() -> None:
    """A case-blind pattern takes the dotless i, the long s and the Kelvin sign for i, s and
    k: such a rank word is no English rank, and the words are not read (they raised a KeyError
    out of the audit)."""
    for text in (
        "a pair of K\u0131ngs",
        "three of a kind, \u017fixes",
        "trips of K\u0131ngs",
        "HI: a pair of K\u0131ngs",
    ):
        assert parse_claim(text, "holdem") is None, text
    kelvin = parse_claim("a pair of \u212aings", "holdem")  # the Kelvin sign's lower is k: a King
    assert kelvin == {"high": ("ONE_PAIR", (11,))}
    text = holdem("Ks Kd", "2c 3d", ["Ah", "9s", "7c", "Jd", "4h"], "a pair of K\u0131ngs", "high card Ace")
    (record,) = read(text)
    audited = audit_hand(record)
    assert audited.outcome is Outcome.MATCH
    checked = [(check.printed, check.ok) for check in audited.words]
    assert checked == [("high card Ace", True)]  # ann's words not read, not checked


def test_natural_order_counts_as_a_counter_would() -> None:
    """:func:`pokerrank.rankings.base.natural_order` (the cards a found hand shows, for the
    words check) counts ranks with a dict: the same order as with a ``Counter``, for every
    multiset of five ranks, random suits, both a plain and an ace-low rank order."""
    rng = random.Random(5)
    for ranks in itertools.combinations_with_replacement(range(13), 5):
        if max(Counter(ranks).values()) > 4:
            continue
        suits = {r: rng.sample(range(4), 4) for r in set(ranks)}
        seen: Counter[int] = Counter()
        cards = []
        for r in ranks:
            cards.append(pokerrank.cards.Card(r * 4 + suits[r][seen[r]]))
            seen[r] += 1
        rng.shuffle(cards)
        for order in (lambda rank: rank, lambda rank: -1 if rank == 12 else rank):
            counts = Counter(int(c) >> 2 for c in cards)
            expected = tuple(
                sorted(cards, key=lambda c: (counts[int(c) >> 2], order(int(c) >> 2), int(c)), reverse=True)
            )
            assert natural_order(cards, order) == expected, cards


def test_only_an_unknown_rank_word_makes_the_words_unknown(monkeypatch: pytest.MonkeyPatch) -> None:
    """A rank word no rank ("Kıngs") makes the words not ones the reader knows; any other
    error inside the reading is no such answer (a bug would silently check nothing)."""

    def broken(text: str) -> None:
        raise KeyError("a bug")

    monkeypatch.setattr(words, "_high", broken)
    monkeypatch.setattr(words, "_CLAIMS", {})
    with pytest.raises(KeyError, match="a bug"):
        words.parse_claim("a pair of Queens, one more time", "holdem")
