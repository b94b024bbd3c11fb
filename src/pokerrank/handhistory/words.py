"""The room's words for a hand ("a flush, Ace high", "HI: ...; LO: 7,6,5,4,3") as facts to check.

A claim becomes, for each side of the pot it names (high, low, badugi), a category key
(``"FLUSH"``, ``"TWO_PAIR"``, ``"LOW"``, ``"NO_LOW"``, ``"FOUR_CARD_BADUGI"``, ...) and
the ranks it names (the pair's rank, a straight's top card, a low's five cards). The same
facts are taken from the hand pokerrank finds, so the two can be compared.

>>> parse_claim("two pair, Aces and Tens", "holdem")
{'high': ('TWO_PAIR', (12, 8))}
>>> parse_claim("HI: a straight, Ace to Five; LO: 5,4,3,2,A", "omaha-hi-lo")
{'high': ('STRAIGHT', (3,)), 'low': ('LOW', (3, 2, 1, 0, -1))}
>>> parse_claim("3-card: 5,4,2", "badugi")
{'badugi': ('THREE_CARD_HAND', (3, 2, 0))}
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

__all__ = ["hand_facts", "parse_claim"]

Facts = tuple[str, tuple[int, ...]]

_RANK_WORDS: Final = {
    "deuce": 0, "two": 0, "three": 1, "trey": 1, "four": 2, "five": 3, "six": 4, "seven": 5, "eight": 6, "nine": 7,
    "ten": 8, "jack": 9, "queen": 10, "king": 11, "ace": 12,
}  # fmt: skip
_RANK_LETTERS: Final = {c: i for i, c in enumerate("23456789TJQKA")}
_WORD: Final = r"(Deuce|Two|Trey|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace)(?:e?s)?"
_RANK: Final = r"(Deuce|Two|Trey|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace|[2-9]|10)(?:e?s)?"
"""A rank in words or digits (PKR's "7s", "5 high")."""
_LETTER: Final = r"(10|[2-9TJQKA])s?"
"""A rank as a letter or digit, maybe plural (WPN's "Ks", "10s", "As")."""
_HIGH_PATTERNS: Final = (
    # GGPoker's words of 2020-2022 ("Pair of Kings and Pair of Tens", "Three Aces", "King High
    # Flush", "Aces-High Straight", "Kings Full over Tens", "Ace-High"), before the common ones
    (re.compile(rf"^pair of {_WORD} and pair of {_WORD}$", re.I), "TWO_PAIR"),
    (re.compile(rf"^three {_WORD}$", re.I), "THREE_OF_A_KIND"),
    (re.compile(rf"^four {_WORD}$", re.I), "FOUR_OF_A_KIND"),
    (re.compile(rf"^{_WORD} high flush$", re.I), "FLUSH"),
    (re.compile(rf"^{_WORD}-high straight flush$", re.I), "STRAIGHT_FLUSH_TOP"),
    (re.compile(rf"^{_WORD}-high straight$", re.I), "STRAIGHT_TOP"),
    (re.compile(rf"^{_WORD} full over {_WORD}$", re.I), "FULL_HOUSE"),
    (re.compile(rf"^{_WORD}[- ]high$", re.I), "HIGH_CARD"),
    # Full Tilt: "a straight, Ten high", "a straight flush, Jack high"
    (re.compile(rf"^(?:a )?straight flush, {_WORD} high$", re.I), "STRAIGHT_FLUSH_TOP"),
    (re.compile(rf"^(?:a )?straight, {_WORD} high$", re.I), "STRAIGHT_TOP"),
    (re.compile(rf"^high card {_WORD}", re.I), "HIGH_CARD"),
    (re.compile(rf"^(?:a |one )?pair of {_WORD}", re.I), "ONE_PAIR"),
    (re.compile(rf"^two pairs?, {_WORD} and {_WORD}", re.I), "TWO_PAIR"),
    (re.compile(rf"^three of a kind, {_WORD}", re.I), "THREE_OF_A_KIND"),
    (re.compile(rf"^(?:a )?straight flush, {_WORD} to {_WORD}", re.I), "STRAIGHT_FLUSH"),
    (re.compile(r"^(?:a )?royal flush", re.I), "ROYAL"),
    (re.compile(rf"^(?:a )?straight, {_WORD} to {_WORD}", re.I), "STRAIGHT"),
    (re.compile(rf"^(?:a )?flush,? {_WORD} high", re.I), "FLUSH"),
    (re.compile(rf"^(?:a )?full house, {_WORD} full of {_WORD}", re.I), "FULL_HOUSE"),
    (re.compile(rf"^four of a kind, {_WORD}", re.I), "FOUR_OF_A_KIND"),
    # The category, then its ranks without "of" or the comma above, in words or digits:
    # OnGame's ("PAIR QUEEN", "TWO PAIR EIGHT, SIX", "THREE OF A KIND JACK", "FLUSH ACE",
    # "FULL HOUSE KING, SIX"), PKR's ("One Pair: 7s", "Straight, 5 high"), Cake's ("Three of a
    # Kind Aces", "Two Pairs Aces and Tens", "Full House Aces full of Tens"), Absolute's ("One
    # pair, tens"), Seals With Clubs' ("High Card, Ace +KJ97"), Full Tilt's "Ace King high"
    (re.compile(rf"^high card[,:]? {_RANK}(?: \+([2-9TJQKA]{{1,4}}))?$", re.I), "HIGH_CARD_KICKERS"),
    (re.compile(rf"^{_WORD} {_WORD}(?: {_WORD})?(?: {_WORD})?(?: {_WORD})? high$", re.I), "HIGH_CARDS"),
    (re.compile(rf"^(?:a |one )?pair[,:]? (?:of )?{_RANK}$", re.I), "ONE_PAIR"),
    (re.compile(rf"^two pairs?[,:]? {_RANK}(?:,| and) {_RANK}$", re.I), "TWO_PAIR"),
    (re.compile(rf"^three of (?:a )?kind[,:]? {_RANK}$", re.I), "THREE_OF_A_KIND"),
    (re.compile(rf"^straight flush[,:]? {_RANK}(?: high)?$", re.I), "STRAIGHT_FLUSH_TOP"),
    (re.compile(rf"^straight[,:]? {_RANK}(?: high)?$", re.I), "STRAIGHT_TOP"),
    (re.compile(rf"^(?:a )?flush[,:]? {_RANK}(?: high)?$", re.I), "FLUSH"),
    (re.compile(rf"^(?:a )?flush[,:]? {_WORD} and {_WORD} high$", re.I), "HIGH_CARDS_FLUSH"),
    (re.compile(rf"^full house[,:]? {_RANK}(?:,| full of) {_RANK}$", re.I), "FULL_HOUSE"),
    (re.compile(rf"^four of (?:a )?kind[,:]? {_RANK}$", re.I), "FOUR_OF_A_KIND"),
    # WPN's ranks in letters ("One pair of Ks (kicker J)", "Two pairs. 10s and 4s", "Three Of Kind of
    # As", "High card A", "Flush, A high", "Straight to 8", "Full House (3/8)"), and "Set of Jacks"
    (re.compile(rf"^one pair of {_LETTER}(?: \(kicker {_LETTER}\))?$", re.I), "ONE_PAIR_KICKER"),
    (re.compile(rf"^two pairs\. {_LETTER} and {_LETTER}(?: \(kicker {_LETTER}\))?$", re.I), "TWO_PAIR_KICKER"),
    (re.compile(rf"^three of kind of {_LETTER}$", re.I), "THREE_OF_A_KIND"),
    (re.compile(rf"^four of kind of {_LETTER}$", re.I), "FOUR_OF_A_KIND"),
    (re.compile(rf"^high card {_LETTER}$", re.I), "HIGH_CARD"),
    (re.compile(rf"^flush, {_LETTER} high$", re.I), "FLUSH"),
    (re.compile(rf"^straight flush to {_LETTER}$", re.I), "STRAIGHT_FLUSH_TOP"),
    (re.compile(rf"^straight to {_LETTER}$", re.I), "STRAIGHT_TOP"),
    (re.compile(rf"^full house \({_LETTER}/{_LETTER}\)$", re.I), "FULL_HOUSE"),
    (re.compile(rf"^three of a kind, set of {_WORD}", re.I), "THREE_OF_A_KIND"),
    (re.compile(rf"^full house[,:]? {_RANK} over {_RANK}$", re.I), "FULL_HOUSE"),  # PKR's "Full House, Kings over 7s"
)
# Words without ranks (Run It Once's "Two Pairs [cards]", "Three of Kind ...", partypoker's "a straight"):
# the category only.
_BARE: Final = (
    (re.compile(r"^(?:a )?straight flush\b", re.I), "STRAIGHT_FLUSH"),
    (re.compile(r"^(?:a )?royal flush\b", re.I), "ROYAL"),
    (re.compile(r"^(?:a )?four of (?:a )?kind\b", re.I), "FOUR_OF_A_KIND"),
    (re.compile(r"^(?:a )?full house\b", re.I), "FULL_HOUSE"),
    (re.compile(r"^(?:a )?flush\b", re.I), "FLUSH"),
    (re.compile(r"^(?:a )?straight\b", re.I), "STRAIGHT"),
    (re.compile(r"^(?:a )?three of (?:a )?kind\b", re.I), "THREE_OF_A_KIND"),
    (re.compile(r"^(?:a )?two pairs?\b", re.I), "TWO_PAIR"),
    (re.compile(r"^(?:a |one )?pair\b", re.I), "ONE_PAIR"),
    (re.compile(r"^(?:a )?high card\b", re.I), "HIGH_CARD"),
)
# Winamax's words ("One pair : Tens", "Two pairs : 9 and 7", "Trips of Kings", "Straight King
# high", "Quads of Jack"): ranks as words or digits
_WX: Final = r"(Deuce|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace|[2-9])(?:e?s)?"
_WINAMAX: Final = (
    (re.compile(rf"^high card : {_WX}$", re.I), "HIGH_CARD"),
    (re.compile(rf"^one pair : {_WX}$", re.I), "ONE_PAIR"),
    (re.compile(rf"^two pairs : {_WX} and {_WX}$", re.I), "TWO_PAIR"),
    (re.compile(rf"^trips of {_WX}$", re.I), "THREE_OF_A_KIND"),
    (re.compile(rf"^straight {_WX} high$", re.I), "STRAIGHT"),
    (re.compile(rf"^flush {_WX} high$", re.I), "FLUSH"),
    (re.compile(rf"^full of {_WX} and {_WX}$", re.I), "FULL_HOUSE"),
    (re.compile(rf"^full house : {_WX} full of {_WX}$", re.I), "FULL_HOUSE"),
    (re.compile(rf"^quads of {_WX}$", re.I), "FOUR_OF_A_KIND"),
    (re.compile(rf"^straight flush {_WX} high$", re.I), "STRAIGHT_FLUSH"),
)
_DIGITS: Final = {str(d): d - 2 for d in range(2, 10)}
_HI_LO: Final = frozenset({"omaha-hi-lo", "big-o", "stud-hi-lo", "courchevel-hi-lo"})
_DEUCE_TO_SEVEN: Final = frozenset({"2-7-single-draw", "2-7-triple-draw", "2-7-razz", "2-7-drawmaha", "badeucy"})
"""The games whose low counts the ace high (a low's "A" is its highest card)."""
_ONE_SIDE: Final = ("high hand:", "low hand:")
"""How the words of one side of a hi/lo pot begin (PKR's "ties, and wins $5 with high hand: ...")."""
_LOW_ONLY: Final = frozenset(
    {
        "razz",
        "2-7-razz",
        "2-7-single-draw",
        "2-7-triple-draw",
        "a-5-triple-draw",
        "a-5-single-draw",
        "california-lowball",
    }
)
"""The games of one side, a low: a bare list of ranks is that low."""


def _one_pattern(
    patterns: Iterable[tuple[re.Pattern[str], str]],
) -> tuple[re.Pattern[str], dict[int, tuple[str, int, int]]]:
    """``patterns`` (each matched from the text's start, the first that matches wins) as one
    regex whose alternatives are they, in their order (the regex engine tries them so: the
    same first match, one call), and, by the group number of each alternative, its key and
    the span of its own groups."""
    parts: list[str] = []
    spans: dict[int, tuple[str, int, int]] = {}
    group = 1
    for pattern, key in patterns:
        if pattern.flags & re.I == 0:  # pragma: no cover - every words' pattern ignores case
            raise ValueError(f"a words' pattern that heeds case: {pattern.pattern!r}")
        parts.append(f"({pattern.pattern})")
        spans[group] = (key, group, group + pattern.groups)  # its groups: group + 1 .. group + pattern.groups
        group += pattern.groups + 1
    return re.compile("|".join(parts), re.I), spans


_WINAMAX_ANY, _WINAMAX_SPANS = _one_pattern(_WINAMAX)
""":data:`_WINAMAX` as one regex (:func:`_one_pattern`)."""


def _winamax(text: str, game: str) -> dict[str, Facts] | None:
    """Winamax's words for a hand, as facts (None when they are not Winamax's). In a hi/lo
    game they name one of the two hands without saying which: not checked (an empty dict)."""
    match = _WINAMAX_ANY.match(text)
    if match is None:
        return None
    if game in _HI_LO:
        return {}
    key, first, last = _WINAMAX_SPANS[match.lastindex]  # type: ignore[index]
    ranks = tuple(_DIGITS[w] if w in _DIGITS else _rank(w) for w in match.groups()[first:last] if w)
    if key == "TWO_PAIR":
        ranks = tuple(sorted(ranks, reverse=True))
    return {"high": (key, ranks)}


_LOW_LIST: Final = re.compile(r"^[0-9TJQKA](?:, ?[0-9TJQKA])*$")
"""A low's ranks, with or without a space after each comma (Full Tilt's badugi "8, 6, 4, 3")."""
_NUMBERS: Final = frozenset(str(n) for n in range(2, 11))
_LETTERS: Final = frozenset("23456789TJQKAtjqka")


class _UnknownRankError(Exception):
    """A rank word the case-blind patterns took that is no rank ("Kıngs", "ſixes": letters
    beyond ASCII a case-blind match accepts): the words are not ones this reader knows."""


def _rank(word: str) -> int:
    if len(word) == 1 and word in _LETTERS:  # a rank's letter (WPN's "Ks"): its rank
        return _RANK_LETTERS[word.upper()]
    rank = _RANK_WORDS.get(word.lower()) if not word.isdigit() else int(word) - 2 if word in _NUMBERS else None
    if rank is None:
        raise _UnknownRankError(word)
    return rank


def _letter(letter: str) -> int:
    """A rank's letter or digit ("K", "9"; what a case-blind pattern took beyond ASCII, the
    Kelvin sign, is no rank: :class:`_UnknownRankError`)."""
    rank = _RANK_LETTERS.get(letter.upper())
    if rank is None:
        raise _UnknownRankError(letter)
    return rank


def _straight_top(one: int, other: int) -> int:
    """A straight's top card from its two ends, named in either order ("Ace to Ten" at
    GGPoker, "Ten to Ace" at PokerStars): the higher end, or the other end when the ace plays
    low (the wheel's "Ace to Five", short deck's "Ace to Nine"). Ends that are no straight's
    ("Queen to Ten", "Deuce to Five") give no straight's top (-1): the words disagree with any hand."""
    low, high = sorted((one, other))
    if high - low == 4:
        return high
    if high == 12 and low in (3, 7):
        return low
    return -1


_HIGH_ANY, _HIGH_SPANS = _one_pattern((*_HIGH_PATTERNS, *_BARE))
""":data:`_HIGH_PATTERNS`, then :data:`_BARE`, as one regex (:func:`_one_pattern`)."""
_BARE_FROM: Final = sum(pattern.groups + 1 for pattern, _ in _HIGH_PATTERNS) + 1
"""The group number of :data:`_BARE`'s first alternative in :data:`_HIGH_ANY`."""


_KICKERS: Final = re.compile(
    rf"(?:,? with {_WORD}(?:, {_WORD})?(?:, {_WORD})?(?:,? and {_WORD})?(?: as)? kickers?"
    rf"| - {_WORD}(?:\+{_WORD})?(?:\+{_WORD})?(?:\+{_WORD})? kicker| \+([2-9TJQKA]{{1,4}}))$",
    re.I,
)
"""The kickers after a hand's words: partypoker's "with King kicker", "with Eight as kicker", "with
Ten, Nine kickers", PokerStars' " - King kicker", Seals With Clubs' letters "+KJ9"."""
AMONG: Final = -9
"""In a claim's ranks, before a kicker its words name alone ("with Jack kicker", WPN's "(kicker
J)"): partypoker names the hole card's kicker, which plays but is not always the first, so it is
checked among the hand's kickers. Kickers named in a row are the first ones, in order: PokerStars'
" - King kicker" (the kickers up to the one that decides), Cake's "with Ace, King, Nine kickers",
Seals With Clubs' letters "+KJ9"."""
_KICKED: Final = frozenset({"HIGH_CARD", "ONE_PAIR", "TWO_PAIR", "THREE_OF_A_KIND", "FOUR_OF_A_KIND", "FLUSH"})
"""The categories whose words may name kickers after their own ranks."""


def _high(text: str) -> Facts | None:
    kicked = _KICKERS.search(text)
    kickers: tuple[int, ...] = ()
    if kicked is not None:
        named = kicked.groups()
        letters = named[-1]
        words = [_rank(word) for word in named[:-1] if word]
        if letters:  # Seals With Clubs' "+KJ9": every kicker, in order
            kickers = tuple(map(_letter, letters))
        elif len(words) == 1 and kicked.group(0).lstrip(", ").startswith("with"):  # partypoker's hole card's
            kickers = (AMONG, *words)
        else:  # PokerStars' " - King+Queen kicker", Cake's "with Ace, King, Nine kickers": from the first
            kickers = tuple(words)
        text = text[: kicked.start()]
    facts = _high_words(text.split(" - ")[0].strip())
    if facts is None or not kickers:
        return facts
    key, ranks = facts
    return (key, ranks + kickers) if key in _KICKED and ranks else None  # (kickers after no ranks: words not known)


def _high_words(text: str) -> Facts | None:
    """The facts of a hand's words without kickers (:func:`_high`)."""
    match = _HIGH_ANY.match(text)
    if match is None:
        return None
    key, first, last = _HIGH_SPANS[match.lastindex]  # type: ignore[index]
    if first >= _BARE_FROM:  # one of _BARE: the category only
        return ("STRAIGHT_FLUSH", ()) if key == "ROYAL" else (key, ())
    groups = match.groups()[first:last]
    if key == "HIGH_CARD_KICKERS":  # "Ace +KJ97": the highest card, then the kickers in letters
        return "HIGH_CARD", (_rank(groups[0]), *map(_letter, groups[1] or ""))
    ranks = [_rank(w) for w in groups if w]
    if key in ("ONE_PAIR_KICKER", "TWO_PAIR_KICKER"):  # WPN's "(kicker J)": one of those that play
        pairs = ranks[:1] if key == "ONE_PAIR_KICKER" else sorted(ranks[:2], reverse=True)
        kicker = ranks[len(pairs) :]
        return key.removesuffix("_KICKER"), (*pairs, AMONG, *kicker) if kicker else tuple(pairs)
    if key in ("HIGH_CARDS", "HIGH_CARDS_FLUSH"):  # the highest cards, named from the top
        return ("HIGH_CARD" if key == "HIGH_CARDS" else "FLUSH"), tuple(ranks)
    if key == "ROYAL":
        return "STRAIGHT_FLUSH", (12,)
    if key in ("STRAIGHT_TOP", "STRAIGHT_FLUSH_TOP"):
        return key.removesuffix("_TOP"), (ranks[0],)
    if key in ("STRAIGHT", "STRAIGHT_FLUSH"):
        return key, (_straight_top(ranks[0], ranks[1]),)
    if key == "TWO_PAIR":
        return key, tuple(sorted(ranks, reverse=True))
    return key, tuple(ranks)


def _low_list(text: str, ace_low: bool) -> Facts | None:
    text = text.strip()
    if len(text) == 5 and text.isalnum():  # "6543A" (Seals With Clubs)
        text = ",".join(text)
    if not _LOW_LIST.match(text):
        return None
    ranks = [_RANK_LETTERS.get(c, -2) if c != "A" or not ace_low else -1 for c in text.replace(" ", "").split(",")]
    return "LOW", tuple(sorted(ranks, reverse=True))


def parse_claim(text: str, game: str) -> dict[str, Facts] | None:
    """The facts a room's description of a hand states, per side; None when the words are
    not ones this reader knows (then nothing is checked). The result is shared between
    calls with the same words: read it, do not change it."""
    key = (text, game)
    found = _CLAIMS.get(key, _UNSEEN)
    if found is _UNSEEN:
        try:
            found = _parse_claim(text, game)
        except _UnknownRankError:  # ("Kıngs", "ſixes": letters a case-blind match took): not words it knows
            found = None
        if len(_CLAIMS) < 100_000 and len(text) <= 200:  # rooms repeat the same few thousand short descriptions
            _CLAIMS[key] = found
    return found  # type: ignore[return-value]


_CLAIMS: Final[dict[tuple[str, str], dict[str, Facts] | None]] = {}
_UNSEEN: Final = object()
_BADUGI: Final = re.compile(r"^(?:a )?(Badugi|([1-4])-[cC]ard):\s*(.*)$")


def _parse_claim(text: str, game: str) -> dict[str, Facts] | None:
    text = text.strip()
    if " : " in text or text[:5] in ("Trips", "Strai", "Flush", "Quads", "Full "):
        found = _winamax(text, game)
        if found is not None:
            return found or None
    if text[:10].lower().startswith(_ONE_SIDE):  # one side's words alone: PKR's "high hand: Straight, 5 high"
        side, _, rest = text.partition(":")
        if side.lower().startswith("high"):
            high = _high(rest.strip())
            return {"high": high} if high is not None else None
        low = _low_list(rest, ace_low=game not in _DEUCE_TO_SEVEN)  # "low hand: A2345"
        return {"low": low} if low is not None else None
    if text[:5] == "HI - ":  # WPN's "HI - a pair of Threes [3d 3c As Kc Tc] | LO - [7,6,5,3,1]"
        high_text, _, low_text = text[5:].partition(" | LO - ")
        high = _high(high_text.partition(" [")[0])
        if high is None:
            return None
        if not low_text:  # (the high's words alone: the low not said)
            return {"high": high}
        low = _low_list(",".join("A" if c == "1" else c for c in low_text.strip("[] ").split(",")), ace_low=True)
        return {"high": high, "low": low} if low is not None else None
    if text.upper().startswith("HI:"):
        low_at = text.upper().find(" LO:")  # "HI: ...; LO: ..." or Seals With Clubs' "Hi: ...  Lo: 6543A"
        high_text, low_text = (text[3:low_at].rstrip().rstrip(";"), text[low_at:]) if low_at > 0 else (text[3:], "")
        high = _high(high_text.strip())
        if high is None:
            return None
        facts = {"high": high}
        low_text = low_text.strip()
        if low_text.upper().startswith("LO:") and low_text[3:].strip().lower() == "none":  # Seals With Clubs'
            facts["low"] = ("NO_LOW", ())
        elif low_text.upper().startswith("LO:"):
            low = _low_list(low_text[3:], ace_low=True)
            if low is None:
                return None
            facts["low"] = low
        else:
            facts["low"] = ("NO_LOW", ())
        return facts
    if text.startswith(("Lo:", "LO:")):
        rest = text[3:].strip()
        ace_low = game not in _DEUCE_TO_SEVEN
        low = _low_list(rest, ace_low=ace_low)
        if low is None:
            high = _high(rest)
            return {"low": high} if high is not None else None
        return {"low": low}
    if game in _LOW_ONLY and _LOW_LIST.match(text):  # a low game's low alone: Full Tilt's razz "7,6,4,3,2"
        low = _low_list(text, ace_low=game not in _DEUCE_TO_SEVEN)
        return {"low": low} if low is not None else None
    match = _BADUGI.match(text)
    if match is not None:
        size = 4 if match.group(1) == "Badugi" else int(match.group(2))
        key = ("ONE_CARD_HAND", "TWO_CARD_HAND", "THREE_CARD_HAND", "FOUR_CARD_BADUGI")[size - 1]
        low = _low_list(match.group(3), ace_low=True)
        return {"badugi": (key, low[1] if low else ())}
    high = _high(text)
    return {"high": high} if high is not None else None


def hand_facts(category: str, cards: Iterable[int], side: str, ace_low: bool, short_deck: bool = False) -> Facts:
    """The same facts for a hand pokerrank found: its category's name and the ranks the room
    would name, from the cards that play (codes)."""
    ranks = [int(c) >> 2 for c in cards]
    if side == "badugi":
        low = sorted(((r + 1) % 13 - 1 if ace_low else r for r in ranks), reverse=True)
        return category, tuple(low)
    if side == "low" and category not in _MADE:
        low = sorted(((r + 1) % 13 - 1 if ace_low else r for r in ranks), reverse=True)
        return "LOW", tuple(low)
    if category in ("STRAIGHT", "STRAIGHT_FLUSH"):
        top = max(ranks)
        if top == 12:
            wheel = (3, 2, 1, 0) if not short_deck else (7, 6, 5, 4)
            if all(r in ranks for r in wheel):
                top = wheel[0]
        return category, (top,)
    if category in ("HIGH_CARD", "FLUSH"):  # the five highest, from the top (the room may name the first few)
        return category, tuple(sorted(ranks, reverse=True)[:5])
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    if category == "TWO_PAIR":  # the two highest pairs, then the highest other card
        pairs = sorted((r for r, n in counts.items() if n == 2), reverse=True)[:2]
        rest = [r for r in ranks if r not in pairs]
        return category, (*pairs, max(rest)) if rest else tuple(pairs)
    by_count = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    if category == "FULL_HOUSE":
        return category, (by_count[0], by_count[1])
    group = by_count[0]  # one pair, trips, quads: the group, then the kickers that play with it
    rest = sorted((r for r in ranks if r != group), reverse=True)
    return category, (group, *rest[: 5 - counts[group]])


_MADE: Final = frozenset(
    {
        "HIGH_CARD", "ONE_PAIR", "TWO_PAIR", "THREE_OF_A_KIND", "STRAIGHT", "FLUSH", "FULL_HOUSE",
        "FOUR_OF_A_KIND", "STRAIGHT_FLUSH",
    }
)  # fmt: skip


def agree(claimed: Facts, found: Facts) -> bool:
    """Whether the room's facts for one side agree with pokerrank's (ranks only where named)."""
    key, ranks = claimed
    found_key, found_ranks = found
    if key != found_key:
        return False
    if key in _MADE:  # "Ace King high", "a Pair of Queens +J9": the hand's first ranks, as far as named
        if AMONG in ranks:  # "a pair of Queens with Jack kicker": the kickers named are among the hand's
            at = ranks.index(AMONG)
            kickers = found_ranks[at:]
            return found_ranks[:at] == ranks[:at] and all(kicker in kickers for kicker in ranks[at + 1 :])
        return found_ranks[: len(ranks)] == ranks
    return not ranks or ranks == found_ranks
