"""The audit: for every hand, did the room pay what the rules say, to the chip?

Each hand gets one :class:`Verdict`:

- ``MATCH``: pokerrank, deciding every pot of the replayed hand (rake off the top by the
  room's policy, run by run, side by side, odd chips by the rules), pays each player what
  the room paid; and every hand the room described in words is the hand pokerrank finds.
- ``MISMATCH``: some player was paid differently (each pot and player shown, the rules
  against the room), or the room's words for a hand are not pokerrank's.
- ``NOT AUDITABLE``, with a reason: the hand could not be read, was cancelled, is of a
  game pokerrank does not play, a needed card was never shown, the pot was replaced by a
  cash-out, the record contradicts itself, or it holds a line no rule reads.

Rake (docs/RULES.md, "Rake"): the room's rake comes off the pots in order, the main pot
first; a pot split over several runs, between hi and lo, or between tied winners is split
after the rake. When the room prints each pot after rake, the audit works out the rate from
there and checks that it follows that order (some rake rate gives it). Every showdown is
decided by :func:`pokerrank.showdown` itself, runs and rake included
(:mod:`~pokerrank.handhistory.decision`).

>>> from pokerrank.handhistory import read
>>> from pokerrank.handhistory.examples import ALL_IN_SHOWDOWN
>>> verdict = audit_hand(next(read(ALL_IN_SHOWDOWN)))
>>> verdict.outcome.value, verdict.detail
('match', 'bob wins $99 (pot $102 less $3 rake), as paid')
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, Final

from pokerrank._checks import plainly
from pokerrank.errors import HandHistoryError, PokerRankError
from pokerrank.handhistory.phh import audit_phh
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.replay import replay
from pokerrank.handhistory.room import audit_room
from pokerrank.handhistory.verdicts import (
    CANCELLED,
    INCONSISTENT,
    NO_RESULT,
    NOT_DEALT,
    UNKNOWN_GAME,
    UNPARSED,
    UNREADABLE_CARD,
    Outcome,
    Payout,
    Summary,
    Verdict,
    WordCheck,
    say,
    separator,
)

__all__ = ["Outcome", "Payout", "Summary", "Verdict", "WordCheck", "audit", "audit_hand"]


def audit(
    source: Iterable[HandRecord] | Any,
    *,
    lang: str | None = "en",
    workers: int | None = None,
    scheduler: str | None = None,
) -> Iterator[Verdict]:
    """A verdict for every hand: ``source`` is hand records, or anything
    :func:`~pokerrank.handhistory.read` takes (paths, folders, text). Hands that cannot be
    read get a NOT AUDITABLE verdict too: nothing is skipped.

    ``lang``: the language of the hand names in the evidence (``en``, ``nl``, ``fr``, ``de``).

    ``workers=N`` audits on a Dask LocalCluster of N processes on this machine,
    ``scheduler="tcp://host:8786"`` (or ``POKERRANK_SCHEDULER``) on an existing Dask cluster
    (the ``pokerrank[distributed]`` extra), cut into tasks by files or chunks of hands: the
    same verdicts in the same order (:mod:`pokerrank.handhistory._distributed`).
    """
    from pokerrank import _cluster
    from pokerrank.handhistory.reader import read

    _cluster.check_placement(workers, scheduler)
    if isinstance(source, (str, bytes, os.PathLike)) or hasattr(source, "read"):
        records: Iterable[object] = read(source)  # type: ignore[arg-type]
    elif isinstance(source, Iterable) and not isinstance(source, Mapping) and getattr(source, "ndim", 1) != 0:
        records = source  # records, or paths and texts among them (a 0-d numpy array says it is iterable, and is not)
    else:
        raise HandHistoryError(
            f"audit() takes hand records, or paths, folders, text, bytes or an open file, not {plainly(source)}"
        )
    workers, scheduler = _cluster.placement(workers, scheduler)
    if workers is not None or scheduler is not None:
        from pokerrank.handhistory._distributed import audit_on_dask

        yield from audit_on_dask(source, audit_hand, lang=lang, workers=workers, scheduler=scheduler)
        return
    for record in records:
        if isinstance(record, HandRecord):
            yield audit_hand(record, lang=lang)
        else:  # a path, a text, bytes among the records: read it
            for found in read(record):  # type: ignore[arg-type]  # read() refuses anything else, typed
                yield audit_hand(found, lang=lang)


def audit_hand(record: HandRecord, *, lang: str | None = "en") -> Verdict:
    """The verdict for one hand (see the module docstring)."""
    if not isinstance(record, HandRecord):
        raise HandHistoryError(f"audit_hand() takes a hand record (from read()), not {plainly(record)}")
    if record.error is not None:
        return Verdict(record, Outcome.NOT_AUDITABLE, record.error.kind, record.error.reason)
    if record.cancelled:
        return Verdict(record, Outcome.NOT_AUDITABLE, CANCELLED, say(lang, "cancelled"))
    if record.game is None:
        game = record.game_text or say(lang, "the_game")
        return Verdict(record, Outcome.NOT_AUDITABLE, UNKNOWN_GAME, say(lang, "unknown_game", game=game))
    if record.unparsed:
        number, line = record.unparsed[0]
        detail = say(lang, "unparsed", line=str(number), text=repr(line[:80]))
        return Verdict(record, Outcome.NOT_AUDITABLE, UNPARSED, detail)
    try:
        play = replay(record)
    except PokerRankError as exc:
        return Verdict(record, Outcome.NOT_AUDITABLE, INCONSISTENT, str(exc))
    if not play.players:
        return Verdict(record, Outcome.NOT_AUDITABLE, NOT_DEALT, say(lang, "not_dealt"))
    unreadable = _unreadable_cards(play.cards)
    if unreadable:
        return _around_unreadable(record, unreadable, lang)
    if record.format == "phh":
        return audit_phh(record, play, lang=lang)
    if record.format == "ohh" and record.rake is None:  # an OHH hand without pots: nothing to check
        return Verdict(record, Outcome.NOT_AUDITABLE, NO_RESULT, say(lang, "no_pots"), showdown=play.showdown)
    return audit_room(record, play, lang)


MAX_UNREADABLE: Final = 2
"""At most this many unreadable cards are tried one by one (every card they could be)."""


def _unreadable_cards(cards: Mapping[str, str]) -> list[tuple[str, str]]:
    """(player, text) of each card of a player still in at the end that is no card (a garbled
    ``[of]`` in a room's file)."""
    from pokerrank.cards import parse_card

    out = []
    for name, text in cards.items():
        for token in text.split():
            if len(token) == 2 and token[0] in _RANKS and token[1] in _SUITS:
                continue  # a card as every room writes most of them: no need to parse it
            try:
                parse_card(token)
            except PokerRankError:
                out.append((name, token))
    return out


_RANKS: Final = frozenset("23456789TJQKA")
_SUITS: Final = frozenset("cdhs")


def _chips(verdict: Verdict) -> tuple[Any, ...]:
    """What a verdict says of the chips alone: each payout, and whether all were paid right."""
    return verdict.payouts, verdict.outcome is Outcome.MATCH or verdict.words_only


def _around_unreadable(record: HandRecord, unreadable: list[tuple[str, str]], lang: str | None) -> Verdict:
    """The verdict of a hand some of whose cards cannot be read: the hand decided with each
    card they could be (every card of the deck not seen elsewhere in the hand); when every
    one gives the same payouts, that verdict (with the room's words checked against a card
    that agrees with them where one does), else NOT AUDITABLE "unreadable card"."""
    import dataclasses
    import itertools

    from pokerrank.cards import Card, parse_card
    from pokerrank.games import get_game

    player, card = unreadable[0]
    refused = Verdict(
        record, Outcome.NOT_AUDITABLE, UNREADABLE_CARD, say(lang, "unreadable_card", player=player, card=repr(card))
    )
    if len(unreadable) > MAX_UNREADABLE:
        return refused
    seen = set()
    for text in (*record.hole.values(), *record.boards):
        for token in text.split():
            try:
                seen.add(int(parse_card(token)))
            except PokerRankError:
                continue
    deck = sorted(code for code in get_game(record.game or "").deck.codes if code < 52 and code not in seen)
    names = {code: str(Card(code)) for code in deck}
    first: Verdict | None = None
    agreeing: Verdict | None = None
    for choice in itertools.permutations(deck, len(unreadable)):
        hole = dict(record.hole)
        for (name, token), code in zip(unreadable, choice, strict=True):
            hole[name] = hole[name].replace(token, names[code], 1)
        verdict = audit_hand(dataclasses.replace(record, hole=hole), lang=lang)
        if verdict.outcome is Outcome.NOT_AUDITABLE:
            return refused
        if first is None:
            first = verdict
        elif _chips(verdict) != _chips(first):  # the card could change who is paid what
            return refused
        if agreeing is None and all(w.ok for w in verdict.words):
            agreeing = verdict
    chosen = agreeing or first
    if chosen is None:
        return refused
    note = say(lang, "unreadable_harmless", player=player, card=repr(card))
    return Verdict(
        record,
        chosen.outcome,
        chosen.reason,
        f"{chosen.detail}{separator(lang)}{note}",
        chosen.payouts,
        chosen.words,
        chosen.showdown,
        chosen.rake,
    )
