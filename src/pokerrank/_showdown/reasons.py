"""The words of a showdown: pot names and the reason each side of each pot went where it went.

Every phrase is a template of the ``showdown`` section of a catalog (:mod:`pokerrank.i18n`);
what decided between two hands is :func:`pokerrank.comparison.decide`, memoized per pair.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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


def side_reason(
    side: Side,
    winners: Sequence[str],
    hands: Mapping[str, Hand | None],
    shown: Mapping[str, ShownHand],
    contenders: Sequence[str],
    split: bool,
    memo: dict[tuple[str, str, str], str],
    lang: str,
) -> str:
    """Why the side went to ``winners`` among ``contenders`` (or to nobody: no qualifier)."""

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
        return say(lang, "only_player", player=winners[0])
    if len(winners) > 1:
        what = say(lang, "the_side", side=word) if split else say(lang, "the_pot")
        named = shown[winners[0]].name
        return say(lang, "tie", players=and_list(winners, lang), hand=named, what=what, why=why(winners[0], winners[1]))
    others: list[tuple[Hand, str]] = []
    for name in contenders:
        hand = hands.get(name)
        if name not in winners and hand is not None:
            others.append((hand, name))
    if not others:
        return say(lang, "only_qualifying", player=winners[0], side=word, hand=shown[winners[0]].name)
    runner = max(others, key=lambda item: item[0].strength)[1]
    return say(
        lang,
        "wins_side" if split else "wins",
        player=winners[0],
        side=word,
        hand=shown[winners[0]].name,
        runner=runner,
        runner_hand=shown[runner].name,
        why=why(winners[0], runner),
    )


def best_reason(
    side: Side,
    winners: Sequence[str],
    hands: Mapping[str, Hand | None],
    shown: Mapping[str, ShownHand],
    contenders: Sequence[str],
    split: bool,
    memo: dict[tuple[str, str, str], str],
    lang: str,
) -> str:
    """Whose hand is best on a side among ``contenders``, and what decided it, with no chips
    in play: the words of :attr:`pokerrank.ShowdownResult.best`."""
    word = side_word(lang, side.name)
    if len(contenders) == 1:
        return say(lang, "only_left", player=contenders[0])
    if not winners:
        if side.qualifier:
            qualifier = catalog(lang)["showdown"]["qualifiers"].get(side.qualifier.name, side.qualifier.name)
            return say(lang, "no_qualifier_named", side=word, qualifier=qualifier)
        return say(lang, "no_qualifier", side=word)
    what = say(lang, "best_side_hand", side=word) if split else say(lang, "best_hand")

    def why(a: str, b: str) -> str:
        key = (side.name, a, b)
        if key not in memo:
            memo[key] = decide(hands[a], hands[b], lang)[1]
        return memo[key]

    if len(winners) > 1:
        named = shown[winners[0]].name
        return say(lang, "tie_best", players=and_list(winners, lang), what=what, hand=named, why=why(*winners[:2]))
    others = [(hand, name) for name in contenders if name not in winners and (hand := hands.get(name)) is not None]
    if not others:
        return say(lang, "only_qualifying", player=winners[0], side=word, hand=shown[winners[0]].name)
    runner = max(others, key=lambda item: item[0].strength)[1]
    return say(
        lang,
        "has_best",
        player=winners[0],
        what=what,
        hand=shown[winners[0]].name,
        runner=runner,
        runner_hand=shown[runner].name,
        why=why(winners[0], runner),
    )
