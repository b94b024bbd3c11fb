"""The words of a showdown: pot names and the reason each side of each pot went where it went.

Every phrase is a template of the ``showdown`` section of a catalog (:mod:`pokerrank.i18n`);
what decided between two hands is :func:`pokerrank.comparison.decide`, memoized per pair.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from pokerrank._showdown.results import ShownHand
from pokerrank.comparison import decide
from pokerrank.games import Side
from pokerrank.hands import Hand
from pokerrank.i18n import catalog

__all__ = ["and_list", "best_reason", "pot_name", "pot_words", "say", "side_reason", "side_word"]


def pot_name(index: int) -> str:
    """The pot's name in results: ``main pot``, ``side pot 1``, ... (the same in every language)."""
    return "main pot" if index == 0 else f"side pot {index}"


def say(lang: str, key: str, **params: Any) -> str:
    """A showdown phrase in a language (the ``showdown`` section of its catalog)."""
    template: str = catalog(lang)["showdown"][key]
    return template.format(**params)


def pot_words(lang: str, index: int) -> str:
    """The pot's name in a language."""
    return say(lang, "main_pot") if index == 0 else say(lang, "side_pot", n=index)


def side_word(lang: str, side: str) -> str:
    """The word for a side (``high``, ``low``, ``badugi``) in a language."""
    word: str = catalog(lang)["showdown"]["sides"].get(side, side)
    return word


def and_list(names: Sequence[str], lang: str) -> str:
    """``ann``, ``ann and bob``, ``ann, bob and cid`` in a language."""
    if len(names) <= 1:
        return "".join(names)
    return say(lang, "and", first=", ".join(names[:-1]), last=names[-1])


@dataclass(frozen=True)
class _Phrases:
    """The catalog keys of one kind of reason: who won a side's chips, or whose hand is best."""

    alone: str  # the only player left
    tie: str
    what: str  # what was won (or is best) in a game of one side
    what_split: str  # the same in a split game
    win: str
    win_split: str


_SIDE = _Phrases("only_player", "tie", "the_pot", "the_side", "wins", "wins_side")
_BEST = _Phrases("only_left", "tie_best", "best_hand", "best_side_hand", "has_best", "has_best")


def _reason(
    phrases: _Phrases,
    side: Side,
    winners: Sequence[str],
    hands: Mapping[str, Hand | None],
    shown: Mapping[str, ShownHand],
    contenders: Sequence[str],
    split: bool,
    memo: dict[tuple[str, str, str], str],
    lang: str,
) -> str:
    """The reason in ``phrases``' words (no qualifier, the only player, a tie or a win)."""

    def why(a: str, b: str) -> str:
        key = (side.name, a, b)
        if key not in memo:
            memo[key] = decide(hands[a], hands[b], lang)[1]
        return memo[key]

    word = side_word(lang, side.name)
    if not winners:
        if side.qualifier:
            qualifier = catalog(lang)["showdown"]["qualifiers"].get(side.qualifier.name, side.qualifier.name)
            return say(lang, "no_qualifier_named", side=word, qualifier=qualifier)
        return say(lang, "no_qualifier", side=word)
    if len(contenders) == 1:
        return say(lang, phrases.alone, player=contenders[0])
    what = say(lang, phrases.what_split, side=word) if split else say(lang, phrases.what)
    if len(winners) > 1:
        named = shown[winners[0]].name
        return say(lang, phrases.tie, players=and_list(winners, lang), hand=named, what=what, why=why(*winners[:2]))
    others = [(hand, name) for name in contenders if name not in winners and (hand := hands.get(name)) is not None]
    if not others:
        return say(lang, "only_qualifying", player=winners[0], side=word, hand=shown[winners[0]].name)
    runner = max(others, key=lambda item: item[0].strength)[1]
    return say(
        lang,
        phrases.win_split if split else phrases.win,
        player=winners[0],
        side=word,
        what=what,
        hand=shown[winners[0]].name,
        runner=runner,
        runner_hand=shown[runner].name,
        why=why(winners[0], runner),
    )


#: Why the side went to ``winners`` among ``contenders`` (or to nobody: no qualifier).
side_reason = partial(_reason, _SIDE)
#: Whose hand is best on a side among ``contenders``, and what decided it, with no chips in
#: play: the words of :attr:`pokerrank.ShowdownResult.best`.
best_reason = partial(_reason, _BEST)
