"""What decides between two hands, as facts and rule keys: no words.

A :class:`Verdict` says who wins and by which rule, in keys that the catalogs of
:mod:`pokerrank.i18n` turn into words in any language: ``category`` (a better category),
``higher_pair``, ``second_pair``, ``pair_kicker``, ``low_next_card``, ... (the first
deciding rank that differs, with its role), ``badugi_size``, ``low_unpaired``, ``no_low``,
and the ties ``tie_suits``, ``tie_best_five``, ``tie_unused``, ``tie_no_low``. Everything
here is read from what each ranking declares (:attr:`~pokerrank.rankings.base.Ranking.family`,
its categories, :meth:`~pokerrank.rankings.base.Ranking.deciding`), so a new ranking with the
usual categories needs nothing new.

>>> import pokerrank
>>> v = verdict(pokerrank.evaluate("Kh Kd 9s 9c 2h"), pokerrank.evaluate("Ks Kc 8s 8c Ah"))
>>> v.winner, v.rule, v.won, v.lost
(0, 'second_pair', 7, 6)
>>> name_key(pokerrank.evaluate("As Ks Qs Js Ts")), name_key(pokerrank.evaluate("5c 4d 3h 2s Ac", "razz"))
('royal_flush', 'wheel')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from pokerrank.errors import HandMismatchError
from pokerrank.hands import Hand

__all__ = ["Facts", "Verdict", "facts", "name_key", "qualifies", "verdict"]

_SHAPES: Final[dict[str, tuple[int, ...]]] = {
    "FOUR_OF_A_KIND": (4, 1),
    "FULL_HOUSE": (3, 2),
    "THREE_OF_A_KIND": (3, 1, 1),
    "TWO_PAIR": (2, 2, 1),
    "ONE_PAIR": (2, 1, 1, 1),
}
"""How often each deciding rank of a category stands in the five cards."""
_PAIRED: Final = frozenset(_SHAPES)
_ORDINAL_KICKERS: Final = frozenset({"trips_kicker", "pair_kicker", "low_trips_kicker", "low_pair_kicker"})
_COARSE: Final = {
    "category": "category",
    "badugi_size": "category",
    "low_unpaired": "category",
    "no_low": "category",
    "tie_suits": "tie",
    "tie_best_five": "tie",
    "tie_unused": "tie",
    "tie_no_low": "tie",
}


@dataclass(frozen=True)
class Facts:
    """A hand as the words see it: all keys and ranks, no words."""

    family: str
    """``'high'``, ``'low'`` (lower ranks win) or ``'badugi'``."""
    category: str
    """The category's catalog key (``full_house``, ``low``, ``badugi3``, ``no_low``, ...)."""
    key: str
    """The catalog key of the hand's name: the category's, or a special name
    (``royal_flush``, ``wheel``, ``number_one``, ``five_aces``, ...)."""
    deciding: tuple[int, ...]
    """The ranks that decide inside the category, in order."""
    cards: tuple[int, ...]
    """The ranks of the cards that play, highest first in the ranking's order (a wild card
    counted as the rank it plays as, where it is a low's joker)."""
    roles: tuple[str, ...]
    """The rule key of each deciding rank."""


def _low_cards(cat: str, deciding: tuple[int, ...]) -> tuple[int, ...]:
    """The five ranks of a low hand, highest first, from its deciding ranks.

    Built from the ranks rather than the cards so that a joker counts as the rank it
    plays: a straight from its top card down (the ace below the deuce where it is low,
    which is the only way a straight reaches it), a group as often as its size.
    """
    if cat in ("STRAIGHT", "STRAIGHT_FLUSH"):
        return tuple((deciding[0] - i) % 13 if deciding[0] - i >= 0 else 12 for i in range(5))
    shape = _SHAPES.get(cat)
    if shape is None:
        return deciding
    return tuple(rank for rank, size in zip(deciding, shape, strict=True) for _ in range(size))


def qualifies(hand: Hand | None) -> bool:
    """Whether ``hand`` is a hand at all: not None and not an eight-or-better "no low" (0)."""
    return hand is not None and not (hand.strength == 0 and hand.category.name == "NO_LOW")


def facts(hand: Hand) -> Facts:
    """What the words of a hand are made of (see :class:`Facts`)."""
    ranking = hand.ranking
    family = ranking.family
    category = hand.category
    cat = category.name
    wild_codes = ranking.wild_codes
    playing = [c for c in hand.cards if not (c.is_joker or c in wild_codes)]
    cards = tuple(int(c) >> 2 for c in playing)
    if not qualifies(hand):
        return Facts(family, "no_low", "no_low", (), cards, ())
    pairs = ranking.deciding(hand)
    deciding = tuple(rank for _, rank in pairs)
    roles = tuple(role for role, _ in pairs)

    if family == "badugi":
        size = f"badugi{int(category) + 1}"
        return Facts(family, size, size, deciding, cards, roles)

    if family == "low":
        cards = _low_cards(cat, deciding)
        if cat.endswith("_LOW"):
            if cat == "FIVE_LOW":
                key = "wheel"
            elif "ACE_LOW" in ranking.category_type.__members__ and cards == (5, 3, 2, 1, 0):
                key = "number_one"  # 7-5-4-3-2 where the ace is high: deuce-to-seven's best
            else:
                key = "low"
            return Facts(family, "low", key, deciding, cards, roles)
        key = "low_" + cat.lower()
        if cat == "STRAIGHT_FLUSH" and cards[:2] == (12, 11):
            key = "low_royal_flush"
        return Facts(family, cat.lower(), key, deciding, cards, roles)

    key = cat.lower()
    if cat == "FIVE_OF_A_KIND" and deciding[0] == 12:
        key = "five_aces"
    elif cat == "STRAIGHT_FLUSH" and deciding[0] == 12:
        key = "wild_royal_flush" if len(playing) < len(hand.cards) else "royal_flush"
    return Facts(family, cat.lower(), key, deciding, cards, roles)


def name_key(hand: Hand) -> str:
    """The catalog key of a hand's name: its category, or a special name."""
    return facts(hand).key


@dataclass(frozen=True)
class Verdict:
    """Who wins between hands ``a`` (0) and ``b`` (1), and the rule that decided.

    ``rule``: the rule key (see the module docstring). For a category rule, ``strong`` and
    ``weak`` are the facts of the better and the worse hand; for a rank rule, ``won`` and
    ``lost`` are the two ranks that differed and ``ordinal`` says which kicker or card it
    was (``("kicker", 0)``: the first kicker; ``("card", 1)``, ``("low_card", 1)``: the
    second card).
    """

    winner: int | None
    rule: str
    strong: Facts | None = None
    weak: Facts | None = None
    won: int | None = None
    lost: int | None = None
    ordinal: tuple[str, int] | None = None

    @property
    def kind(self) -> Literal["category", "rank", "tie"]:
        """The rule, coarsely: ``category``, ``rank`` or ``tie``."""
        return _COARSE.get(self.rule, "rank")  # type: ignore[return-value]


def verdict(a: Hand | None, b: Hand | None) -> Verdict:
    """Who wins between two hands of one ranking (``None``: no qualifying low), and why."""
    if not qualifies(a) or not qualifies(b):
        if not qualifies(a) and not qualifies(b):
            return Verdict(None, "tie_no_low")
        return Verdict(1 if not qualifies(a) else 0, "no_low")
    assert a is not None
    assert b is not None
    if a.ranking is not b.ranking:
        raise HandMismatchError(f"cannot compare hands of two rankings: {a.ranking.name} and {b.ranking.name}")
    if a.strength == b.strength:
        more_cards = max(len(a.all_cards), len(b.all_cards)) > len(a.cards)
        if a.ranking.family == "badugi":
            return Verdict(None, "tie_unused" if more_cards else "tie_suits")
        return Verdict(None, "tie_best_five" if more_cards else "tie_suits")
    winner = 0 if a.strength > b.strength else 1
    strong, weak = (a, b) if winner == 0 else (b, a)
    fs, fw = facts(strong), facts(weak)
    if strong.category != weak.category:
        if fs.family == "badugi":
            return Verdict(winner, "badugi_size", fs, fw)
        if fs.family == "low" and fs.category == "low" and weak.category.name in _PAIRED:
            return Verdict(winner, "low_unpaired", fs, fw)
        return Verdict(winner, "category", fs, fw)
    for i, (rs, rw) in enumerate(zip(fs.deciding, fw.deciding, strict=False)):
        if rs != rw:
            role = fs.roles[i] if i < len(fs.roles) else fs.roles[-1]
            ordinal = None
            if role in _ORDINAL_KICKERS:
                ordinal = ("kicker", i - 1)
            elif role in ("next_card", "low_next_card"):
                ordinal = ("card" if fs.family == "high" else "low_card", i)
            return Verdict(winner, role, won=rs, lost=rw, ordinal=ordinal)
    return Verdict(winner, "category", fs, fw)  # pragma: no cover - equal ranks, different strengths
