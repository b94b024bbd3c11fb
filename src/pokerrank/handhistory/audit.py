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

import dataclasses
import os
from collections.abc import Iterable, Iterator, Mapping
from operator import attrgetter, itemgetter
from typing import Any, Final, cast

from pokerrank._checks import plainly
from pokerrank.cards import Card
from pokerrank.errors import HandHistoryError, PokerRankError, UnknownLanguageError
from pokerrank.handhistory.phh import audit_phh
from pokerrank.handhistory.records import NOTE, ActionKind, HandRecord, a_record
from pokerrank.handhistory.replay import Replay, replay, with_hole
from pokerrank.handhistory.room import audit_room
from pokerrank.handhistory.verdicts import (
    CANCELLED,
    CARDS_NOT_SHOWN,
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
    language,
    noted,
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
    record = a_record(record, "audit_hand()")
    if record.extra and NOTE in record.extra:  # what the reader said of the text around the hand
        return noted(_audit_hand(record, lang), lang)
    return _audit_hand(record, lang)


def _audit_hand(record: HandRecord, lang: str | None) -> Verdict:
    """:func:`audit_hand` of a record checked to be one."""
    if record.error is not None:
        return Verdict(record, Outcome.NOT_AUDITABLE, record.error.kind, record.error.reason)
    if record.cancelled:
        return Verdict(record, Outcome.NOT_AUDITABLE, CANCELLED, say(lang, "cancelled"))
    play: Replay | None = None
    if record.game is None:  # a game pokerrank does not play: auditable on its chips alone if no pot was contested
        play = _uncontested(record)
        if play is None:
            game = record.game_text or say(lang, "the_game")
            return Verdict(record, Outcome.NOT_AUDITABLE, UNKNOWN_GAME, say(lang, "unknown_game", game=game))
    if record.unparsed:
        number, line = record.unparsed[0]
        detail = say(lang, "unparsed", line=str(number), text=repr(line[:80]))
        return Verdict(record, Outcome.NOT_AUDITABLE, UNPARSED, detail)
    plain = _all_plain(record)  # every card as most rooms write it: no word among them, none unreadable
    word = None if plain else _word_among_cards(record)
    if word is not None:
        player, token = word
        key, values = ("not_a_card", {"player": player}) if player else ("not_a_board_card", {})
        return Verdict(record, Outcome.NOT_AUDITABLE, UNREADABLE_CARD, say(lang, key, card=repr(token), **values))
    if play is None:
        try:
            play = replay(record)
        except PokerRankError as exc:
            return Verdict(record, Outcome.NOT_AUDITABLE, INCONSISTENT, str(exc))
    if not play.players:
        return Verdict(record, Outcome.NOT_AUDITABLE, NOT_DEALT, say(lang, "not_dealt"))
    rake = record.rake
    held = play.total - (play.uncalled[1] if play.uncalled else 0) + record.added  # (money the room added: a pot)
    if type(rake) is int and not 0 <= rake <= held:
        why = f"the rake {rake} is more than the pots hold ({held})" if rake > 0 else f"a rake below 0: {rake}"
        return Verdict(record, Outcome.NOT_AUDITABLE, INCONSISTENT, why)
    if play.game is None:  # (uncontested: no card decides anything)
        verdict = _decided(record, play, lang)
        if verdict.outcome is Outcome.NOT_AUDITABLE:
            return verdict
        key = "unknown_game_uncontested" if _all_others_folded(record, play) else "unknown_game_unopposed"
        return _noted(verdict, record, lang, key, game=record.game_text or say(lang, "the_game"))
    try:
        unreadable = (  # (the replay's cards are the record's: none unreadable where all are plain)
            _unreadable_cards(play.cards, play.game is not None and bool(play.game.deck.jokers)) if not plain else []
        )
        if unreadable:
            return _around_unreadable(record, play, unreadable, lang)
        verdict = _decided(record, play, lang)
        if play.missing and verdict.reason == CARDS_NOT_SHOWN:
            return _around_unseen(record, play, verdict, lang)
    except UnknownLanguageError:
        raise  # (the caller's argument, not the record)
    except PokerRankError as exc:  # (a record made by hand: a card twice, chips that cannot be, ...)
        return Verdict(record, Outcome.NOT_AUDITABLE, INCONSISTENT, str(exc))
    return verdict


def _uncontested(record: HandRecord) -> Replay | None:
    """The replay of a hand of a game pokerrank does not play whose every pot went uncontested
    (every player but one who put chips in folded: no showdown, no muck, so no ranking decides
    anything and its chips alone can be audited); None for any other (one contested at the
    end, one no one acted in, one that does not replay: NOT AUDITABLE naming the game, as
    before)."""
    if record.error is not None or record.run_hole or len(record.boards) > 1:
        return None
    try:
        play = replay(record)
    except PokerRankError:
        return None
    folded = {action.player for action in record.actions if action.kind is ActionKind.FOLD}
    if len(play.contenders) != 1 or sum(name not in folded for name in play.players) != 1:
        return None
    return play


def _all_others_folded(record: HandRecord, play: Replay) -> bool:
    """Whether every player but the pot's one contender who was dealt in or put chips in folded
    (a hand no one else acted in, a PHH hand cut after one bet, is only not contested)."""
    folded = {action.player for action in record.actions if action.kind is ActionKind.FOLD}
    others = {*play.players, *record.hole, *(name for _, name, _ in record.dealt)} - set(play.contenders)
    return others <= folded


def _decided(record: HandRecord, play: Replay, lang: str | None, shared: dict[str, Any] | None = None) -> Verdict:
    """The verdict of a replayed hand whose cards can all be read (``shared``: :func:`audit_room`'s)."""
    if record.format == "phh":
        return audit_phh(record, play, lang=lang)
    if record.format == "ohh" and record.rake is None:  # an OHH hand without pots: nothing to check
        return Verdict(record, Outcome.NOT_AUDITABLE, NO_RESULT, say(lang, "no_pots"), showdown=play.showdown)
    return audit_room(record, play, lang, shared=shared)


def _audit_known(record: HandRecord, lang: str | None, like: Replay, shared: dict[str, Any] | None = None) -> Verdict:
    """:func:`audit_hand` for a hand tried with some of its cards filled in: no second round of
    trying (a card still unreadable, or a card still never shown, leaves it NOT AUDITABLE).
    ``like``: the replay of the hand as the room wrote it, the same but for the cards (the
    replay of a hand that replayed cannot fail with other cards); ``shared``: kept between the
    tries of ``like`` (:func:`audit_room`'s)."""
    play = with_hole(like, record)
    if _unreadable_cards(play.cards, play.game is not None and bool(play.game.deck.jokers)):
        return Verdict(record, Outcome.NOT_AUDITABLE, UNREADABLE_CARD, "")
    return _decided(record, play, lang, shared)


MAX_UNREADABLE: Final = 2
"""At most this many unreadable cards are tried one by one (every card they could be)."""


MAX_CARD_TEXT: Final = 3
"""The longest text a card is written with (``10h``): a longer token among a hand's cards is no
garbled card (``[of]``, ``8t``, tried as every card it could be) but a word."""


def _word_among_cards(record: HandRecord) -> tuple[str, str] | None:
    """(player, token) of the first token among a hand's cards (any player's, folded or not,
    then the boards' with player ``""``) longer than any card's text: a word in a card list
    (``Dealing to Hero: [Qd insurance 6c]``), which no card replaces. A room's hidden-card marks
    never come this far (each reader leaves them out)."""
    plain = _PLAIN_CODES
    for name, text in record.hole.items():
        for token in text.split():
            if token not in plain and len(token) > MAX_CARD_TEXT:
                return name, token
    for board in record.boards:
        for token in board.split():
            if token not in plain and len(token) > MAX_CARD_TEXT:
                return "", token
    return None


def _all_plain(record: HandRecord) -> bool:
    """Whether every token of the hand's cards (every player's, then the boards') is a card as
    most rooms write it (``Ah``): then no word is among them (:func:`_word_among_cards`) and
    no card of a player still in is unreadable (:func:`_unreadable_cards`: the replay's cards
    are the record's), found in one pass over the text rather than token by token."""
    hole, boards = record.hole, record.boards
    try:
        if len(boards) == 1:
            text = " ".join((*hole.values(), boards[0])) if hole else boards[0]
        else:
            text = " ".join((*hole.values(), *boards))
    except TypeError:  # (a record built by hand with a card text that is no text: the scans say)
        return False
    return _PLAIN_SET.issuperset(text.split())


def _unreadable_cards(cards: Mapping[str, str], jokers: bool = False) -> list[tuple[str, str]]:
    """(player, text) of each card of a player still in at the end that is no card (a garbled
    ``[of]`` in a room's file; ``jokers``: the game's deck has a joker, ``Jk``, a card)."""
    out = []
    plain = _PLAIN_CODES
    for name, text in cards.items():
        for token in text.split():
            if token in plain:
                continue  # a card as every room writes most of them: no need to parse it
            from pokerrank.cards import parse_card  # (imported for the few cards written otherwise)

            try:
                parse_card(token, jokers=jokers)
            except PokerRankError:
                out.append((name, token))
    return out


def _chips(verdict: Verdict) -> tuple[Any, ...]:
    """What a verdict says of the chips alone: each payout, and whether all were paid right."""
    return verdict.payouts, verdict.outcome is Outcome.MATCH or verdict.words_only


def _around_unreadable(
    record: HandRecord, play: Replay, unreadable: list[tuple[str, str]], lang: str | None
) -> Verdict:
    """The verdict of a hand some of whose cards cannot be read: the hand decided with each
    card they could be (every card of the deck not seen elsewhere in the hand); when every
    one gives the same payouts, that verdict (with the room's words checked against a card
    that agrees with them where one does), else NOT AUDITABLE "unreadable card"."""
    import itertools

    from pokerrank.games import get_game

    player, card = unreadable[0]
    refused = Verdict(
        record, Outcome.NOT_AUDITABLE, UNREADABLE_CARD, say(lang, "unreadable_card", player=player, card=repr(card))
    )
    if len(unreadable) > MAX_UNREADABLE:
        return refused
    codes = get_game(record.game or "").deck.codes
    if 52 in codes:  # the card could be the joker, a card no name of ours replaces it with
        return refused
    seen = _codes((*record.hole.values(), *record.boards))
    deck = sorted(code for code in codes if code not in seen)
    plain = _PLAIN_NAMES
    names = {code: plain[code] if code < 52 else str(Card(code)) for code in deck}
    chosen, _ = _try_each(
        record, play, _replaced(record.hole, unreadable, itertools.permutations(deck, len(unreadable)), names), lang
    )
    if chosen is None:  # a card that could change who is paid what, or a hand no card makes auditable
        return refused
    return _noted(chosen, record, lang, "unreadable_harmless", player=player, card=repr(card))


def _replaced(
    hole: dict[str, str], unreadable: list[tuple[str, str]], choices: Iterable[tuple[int, ...]], names: dict[int, str]
) -> Iterator[dict[str, str]]:
    """The players' cards with each unreadable card replaced by the card of each choice, in turn."""
    for choice in choices:
        tried = dict(hole)
        for (name, token), code in zip(unreadable, choice, strict=True):
            tried[name] = tried[name].replace(token, names[code], 1)
        yield tried


def _try_each(
    record: HandRecord, play: Replay, holes: Iterable[dict[str, str]], lang: str | None
) -> tuple[Verdict | None, bool]:
    """The hand audited with each of ``holes`` for its players' cards: (the verdict every one
    gives, by the chips: one whose words agree with the room's where one does; None where they
    differ or one is NOT AUDITABLE, or none was tried) and whether two of them pay differently.
    ``play``: the hand's replay (each try's is made from it, sharing what does not depend on
    the cards: the room's payouts and rake rule)."""

    first: Verdict | None = None
    agreeing: Verdict | None = None
    names = _FIELDS if type(record) is HandRecord else tuple(f.name for f in dataclasses.fields(record) if f.init)
    fields = dict(zip(names, attrgetter(*names)(record), strict=True))  # (dataclasses.replace's, read once)
    shared: dict[str, Any] = {}
    for hole in holes:
        fields["hole"] = hole
        verdict = _audit_known(type(record)(**fields), lang, play, shared)
        if verdict.outcome is Outcome.NOT_AUDITABLE:
            return None, False
        if first is None:
            first = verdict
        elif _chips(verdict) != _chips(first):  # the cards tried could change who is paid what
            return None, True
        if agreeing is None and all(w.ok for w in verdict.words):
            agreeing = verdict
    return agreeing or first, False


_FIELDS: Final = tuple(field.name for field in dataclasses.fields(HandRecord) if field.init)
"""The names of a hand record's fields (each one its ``__init__`` takes)."""


def _noted(chosen: Verdict, record: HandRecord, lang: str | None, key: str, **values: str) -> Verdict:
    """``chosen``'s verdict for ``record``, its detail followed by the note ``key`` (with
    ``values``) in the language ``lang``: resolved now (an unknown one refused here), worded
    when the detail is first read (an audit's reader may never read it)."""
    code = language(lang)
    return Verdict.deferred(
        record,
        chosen.outcome,
        chosen.reason,
        lambda: f"{chosen.detail}{separator(code)}{say(code, key, **values)}",
        chosen.payouts,
        chosen.words,
        chosen.showdown,
        chosen.rake,
    )


MAX_UNSEEN: Final = MAX_UNREADABLE
"""At most this many cards never shown (of the players still in at the showdown, all together)
are tried one by one: every card they could be."""

_EXTREMES_FIRST: Final = "A2K3Q4J5T6978"
"""Ranks in the order cards never shown are tried: the highest and the lowest first, where a
card is likeliest to change who wins (so a hand whose pots depend on it is found out soon)."""

MAX_UNSEEN_SHOWDOWNS: Final = 2000
"""At most this many showdowns are decided to try the cards never shown; a hand that would need
more stays NOT AUDITABLE "cards never shown"."""


def _around_unseen(record: HandRecord, play: Replay, refused: Verdict, lang: str | None) -> Verdict:
    """The verdict of a hand some of whose players still in at the showdown never showed (all of)
    their cards: the hand decided with every card those could be (every card of the deck seen
    nowhere else in the hand). When every one gives the same payouts, that verdict (MATCH or
    MISMATCH) with a note naming the players; when they do not, ``refused`` (NOT AUDITABLE
    "cards never shown") with a note that the pots depend on them. More than :data:`MAX_UNSEEN`
    cards, more than :data:`MAX_UNSEEN_SHOWDOWNS` showdowns, a deck with a joker, a draw run
    more than once: ``refused`` as it is.

    Only the players the replay keeps in to the end (``play.missing``: not folded, not mucked)
    are filled in, each with just the cards they lack; a room that paid one of them is right
    only if it is right whatever they held, and that is what is checked."""
    import math

    from pokerrank.handhistory.unseen import one_of_each_kind

    game = play.game
    if game is None or record.run_hole or game.deck.jokers:
        return refused
    need = game.hole_cards
    lacking = [(name, need - len(play.cards[name].split())) for name in play.missing]
    count = sum(n for _, n in lacking)
    if count > MAX_UNSEEN or any(n <= 0 for _, n in lacking):
        return refused
    deck = _unseen_deck(record, play)
    tries = 1
    left = len(deck)
    for _, n in lacking:
        tries *= math.comb(left, n)
        left -= n
    if tries > MAX_UNSEEN_SHOWDOWNS or left < 0:
        return refused
    names = _PLAIN_NAMES  # each card's name by its code (no joker: refused above)
    deck.sort(key=_EXTREMES_PLACE.__getitem__)  # a fill that changes the pots, early (no joker: refused above)
    fillings = one_of_each_kind(record, play, lacking, deck)  # the same verdict, far fewer showdowns
    if fillings is None:  # a hand not decided by the order of the hands alone: every filling
        fillings = _fillings(deck, [n for _, n in lacking])
    holes = (
        {
            **record.hole,
            **{
                name: " ".join([*record.hole.get(name, "").split(), *map(names.__getitem__, cards)])
                for (name, _), cards in zip(lacking, choice, strict=True)
            },
        }
        for choice in fillings
    )
    chosen, differ = _try_each(record, play, holes, lang)
    if differ:
        return _noted(refused, record, lang, "unseen_matter", count=str(count))
    if chosen is None:
        return refused
    return _noted(chosen, record, lang, "unseen_harmless", names=", ".join(play.missing), count=str(count))


def _unseen_deck(record: HandRecord, play: Replay) -> list[int]:
    """The cards a card never shown could be: the game's deck less every card seen in the hand.
    In a stud or board game that is every board, every player's cards and every card dealt face
    up; in a draw game only the boards and the final cards of the players still in (the
    discards, folded hands among them, may be shuffled and dealt again)."""
    game = play.game
    assert game is not None
    texts: list[str] = list(record.boards)
    if game.dealt == "draw" or game.board_draw:
        texts.extend(play.cards[name] for name in play.contenders)
    else:
        texts.extend(record.hole.values())
        texts.extend(map(_DEALT_CARDS, record.dealt))
    return sorted(game.deck.codes - _codes(texts))


_DEALT_CARDS: Final = itemgetter(2)
"""The cards of a card dealt face up (``HandRecord.dealt``: street, player, cards)."""


def _codes(texts: Iterable[str]) -> set[int]:
    """The codes of every card written in ``texts`` (words that are no card left out).

    >>> [str(Card(code)) for code in sorted(_codes(["Ah 10d", "xx  kc", ""]))]
    ['Td', 'Kc', 'Ah']
    """
    plain = _PLAIN_CODES
    tokens = " ".join(texts).split()
    seen = set(map(plain.get, tokens))  # the cards as every room writes most of them
    if None in seen:  # a word written otherwise: a card parsed, or no card (left out)
        seen.discard(None)
        from pokerrank.cards import parse_card

        for token in tokens:
            if token not in plain:
                try:
                    seen.add(int(parse_card(token)))
                except PokerRankError:
                    continue
    return cast("set[int]", seen)


_PLAIN_CODES: Final = {str(Card(code)): code for code in range(52)}
"""The code of each card written as most rooms write it (``Ah``)."""

_PLAIN_SET: Final = frozenset(_PLAIN_CODES)
"""The cards as most rooms write them (:data:`_PLAIN_CODES`' names), as a set."""

_PLAIN_NAMES: Final = tuple(_PLAIN_CODES)
"""Each card of the deck by its code, written so (``str(Card(code))``)."""

_EXTREMES_PLACE: Final = tuple(_EXTREMES_FIRST.index(name[0]) for name in _PLAIN_NAMES)
"""Each card's place (by its code) in the order :data:`_EXTREMES_FIRST` tries its rank."""


def _fillings(deck: list[int], counts: list[int]) -> Iterator[tuple[tuple[int, ...], ...]]:
    """Every way to give each player their count of cards from ``deck``, no card twice (each
    player's cards in no particular order: a hand is a set).

    >>> list(_fillings([1, 2, 3], [1, 1]))
    [((1,), (2,)), ((1,), (3,)), ((2,), (1,)), ((2,), (3,)), ((3,), (1,)), ((3,), (2,))]
    """
    import itertools

    if not counts:
        yield ()
        return
    for mine in itertools.combinations(deck, counts[0]):
        rest = [code for code in deck if code not in mine]
        for others in _fillings(rest, counts[1:]):
            yield (mine, *others)
