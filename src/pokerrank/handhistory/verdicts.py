"""What an audit says about a hand: the verdict, its reason, and the evidence; and the words
of its sentences in a language.

A verdict's ``detail`` is said in the language the audit was asked for (``audit(...,
lang="fr")``; English by default): every sentence comes from the ``audit`` section of the
catalogs (:func:`say`), money as the language writes it (:func:`money`), pots by their
names in the language (:func:`pot_name`). Keys (``reason``, ``outcome``, ``Payout.pot``) stay
keys.

>>> summary = Summary()
>>> summary.hands, summary.matched, Outcome.MATCH.value
(0, 0, 'match')
>>> say("fr", "cancelled")
"la salle a annulé la main : rien n'a été gagné"
>>> pot_name("de", "side pot 2, board 2"), pot_name("nl", "finishing stack")
('Side Pot 2, Durchgang 2', 'eindstapel')
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import FrozenInstanceError
from enum import StrEnum
from fractions import Fraction
from operator import attrgetter
from typing import TYPE_CHECKING, Any, NamedTuple

from pokerrank.handhistory.records import NOTE, HandRecord
from pokerrank.i18n.catalogs import catalog, resolve_language
from pokerrank.i18n.numbers import number
from pokerrank.i18n.phrases import Phrase, sentence

__all__ = [
    "CANCELLED",
    "CARDS_NOT_SHOWN",
    "CASHED_OUT",
    "CASH_OUT",
    "INCONSISTENT",
    "NOT_DEALT",
    "NO_RESULT",
    "ROOM_RULE",
    "UNKNOWN_GAME",
    "UNPARSED",
    "UNREADABLE",
    "Outcome",
    "Payout",
    "Summary",
    "Verdict",
    "WordCheck",
    "language",
    "money",
    "pot_name",
    "say",
    "separator",
    "wrong_payouts",
]


class Outcome(StrEnum):
    """A hand's verdict."""

    MATCH = "match"
    MISMATCH = "mismatch"
    NOT_AUDITABLE = "not auditable"


# Reasons a hand is not auditable, as short keys (the detail says more).
UNREADABLE = "unreadable"
CANCELLED = "hand cancelled"
UNKNOWN_GAME = "game pokerrank does not play"
ROOM_RULE = "room rule not stated"
"""A payout made by a rule of the room's own that the hand does not state (PKR's disconnection
protection: how much a disconnected player may win, and who is paid the rest)."""
UNPARSED = "line not understood"
CARDS_NOT_SHOWN = "cards never shown"
CASHED_OUT = "pot replaced by a cash-out"
CASH_OUT = "cash-out"
"""What mismatched: an all-in cash-out off the exact value of the player's pots."""
INCONSISTENT = "record contradicts itself"
NO_RESULT = "no result recorded"
NOT_DEALT = "no cards dealt"
UNREADABLE_CARD = "unreadable card"


class Payout(NamedTuple):
    """One player's chips from one pot (or from the whole hand: ``pot == "total"``): what the
    rules give and what the room paid."""

    pot: str
    player: str
    rules: int
    paid: int

    @property
    def ok(self) -> bool:
        """Whether the room paid what the rules give."""
        return self.rules == self.paid


class WordCheck(NamedTuple):
    """The room's words for one player's hand on one run, against pokerrank's hand."""

    player: str
    run: int
    printed: str
    found: str
    ok: bool


def _frozen(verdict: Verdict, value: Any = None) -> None:
    raise FrozenInstanceError("a verdict's fields cannot be assigned or deleted")


class Verdict:
    """One hand's verdict: the outcome, a reason key (not auditable, or what mismatched), a
    sentence, and the evidence (payouts per pot and player, words checked).

    Immutable, compared and hashed by its fields (the hand by identity), as a frozen
    dataclass would be. Every hand of an audit gets one, so it is a class with slots, and the
    sentence of a verdict made by :meth:`deferred` is worded on its first read (most verdicts
    of a long audit are counted, never read).

    >>> from pokerrank.handhistory.records import HandRecord
    >>> hand = HandRecord("t.txt", "1")
    >>> late = Verdict.deferred(hand, Outcome.MATCH, None, lambda: "as paid")
    >>> late == Verdict(hand, Outcome.MATCH, None, "as paid"), late.detail
    (True, 'as paid')
    """

    __slots__ = ("_detail", "_hand", "_outcome", "_payouts", "_rake", "_reason", "_say", "_showdown", "_words")

    def __init__(
        self,
        hand: HandRecord,
        outcome: Outcome,
        reason: str | None,
        detail: str,
        payouts: tuple[Payout, ...] = (),
        words: tuple[WordCheck, ...] = (),
        showdown: bool = False,
        rake: int = 0,
    ) -> None:
        self._hand = hand
        self._outcome = outcome
        self._reason = reason
        self._detail: str | None = detail
        self._payouts = payouts
        self._words = words
        self._showdown = showdown
        self._rake = rake
        self._say: Callable[[], str] | None = None

    @classmethod
    def deferred(
        cls,
        hand: HandRecord,
        outcome: Outcome,
        reason: str | None,
        say: Callable[[], str],
        payouts: tuple[Payout, ...] = (),
        words: tuple[WordCheck, ...] = (),
        showdown: bool = False,
        rake: int = 0,
    ) -> Verdict:
        """A verdict whose ``detail`` is ``say()``, called once, when it is first read."""
        verdict = cls(hand, outcome, reason, "", payouts, words, showdown, rake)
        verdict._detail = None
        verdict._say = say
        return verdict

    if TYPE_CHECKING:  # read-only fields (properties over the slots, below)

        @property
        def hand(self) -> HandRecord: ...
        @property
        def outcome(self) -> Outcome: ...
        @property
        def reason(self) -> str | None: ...
        @property
        def payouts(self) -> tuple[Payout, ...]: ...
        @property
        def words(self) -> tuple[WordCheck, ...]: ...
        @property
        def showdown(self) -> bool: ...
        @property
        def rake(self) -> int: ...

    else:
        hand = property(attrgetter("_hand"), _frozen, _frozen, "The hand record.")
        outcome = property(attrgetter("_outcome"), _frozen, _frozen, "MATCH, MISMATCH or NOT AUDITABLE.")
        reason = property(attrgetter("_reason"), _frozen, _frozen, "Why not auditable, or what mismatched (a key).")
        payouts = property(attrgetter("_payouts"), _frozen, _frozen, "What the rules give and the room paid.")
        words = property(attrgetter("_words"), _frozen, _frozen, "The room's words for each shown hand, checked.")
        showdown = property(attrgetter("_showdown"), _frozen, _frozen, "Whether the cards decided.")
        rake = property(attrgetter("_rake"), _frozen, _frozen, "The rake the room took, in the hand's units.")

    @property
    def detail(self) -> str:
        """The verdict in one sentence, in the audit's language."""
        detail = self._detail
        if detail is None:
            say = self._say  # (None: another thread worded it since _detail was read)
            if say is None:
                return self._detail  # type: ignore[return-value]
            detail = self._detail = say()  # (two threads may both word it: the same sentence)
            self._say = None
        return detail

    @detail.setter
    def detail(self, value: str) -> None:
        _frozen(self, value)

    @detail.deleter
    def detail(self) -> None:
        _frozen(self)

    def _fields(self) -> tuple[Any, ...]:
        return (self.hand, self.outcome, self.reason, self.detail, self.payouts, self.words, self.showdown, self.rake)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (
            f"{type(self).__qualname__}(outcome={self.outcome!r}, reason={self.reason!r}, detail={self.detail!r}, "
            f"payouts={self.payouts!r}, words={self.words!r}, showdown={self.showdown!r}, rake={self.rake!r})"
        )

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), self._fields())

    @property
    def words_only(self) -> bool:
        """Whether this is a mismatch of words alone: the room paid every chip as the rules
        give, but its words for some hand are not pokerrank's (a payout mismatch is not).

        >>> hand = HandRecord("t.txt", "1")
        >>> words = (WordCheck("ann", 1, "a straight, Nine to Six", "a straight, Ten to Six", False),)
        >>> Verdict(hand, Outcome.MISMATCH, "words", "", (Payout("main pot", "ann", 10, 10),), words).words_only
        True
        >>> Verdict(hand, Outcome.MISMATCH, "payout", "", (Payout("main pot", "ann", 10, 9),), words).words_only
        False
        """
        return (
            self.outcome is Outcome.MISMATCH and all(p.ok for p in self.payouts) and any(not w.ok for w in self.words)
        )

    @property
    def game(self) -> str:
        """The hand's game (pokerrank's name, or the room's words when pokerrank has none)."""
        return self.hand.game or self.hand.game_text or "?"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data (amounts in the hand's units and as the room's money)."""
        hand = self.hand
        return {
            "source": hand.source,
            "hand": hand.hand_id,
            "line": hand.line,
            "site": hand.site,
            "game": self.game,
            "outcome": self.outcome.value,
            "reason": self.reason,
            "words_only": self.words_only,
            "detail": self.detail,
            "showdown": self.showdown,
            "rake": self.rake,
            "unit": str(hand.unit),
            "payouts": [
                {"pot": p.pot, "player": p.player, "rules": p.rules, "paid": p.paid, "ok": p.ok} for p in self.payouts
            ],
            "words": [
                {"player": w.player, "run": w.run, "printed": w.printed, "pokerrank": w.found, "ok": w.ok}
                for w in self.words
            ],
        }


class Summary:
    """Counts of an audit: files, hands, showdowns, and verdicts per game and reason.

    ``mismatched`` counts every mismatch; ``words_only`` those of them where every chip was
    paid as the rules give and only the room's words for a hand differ
    (:attr:`Verdict.words_only`), so ``payout_mismatched`` is the rest. A file where no hand
    was found (not a hand history: its text has no hand's first line) is in ``files`` but
    not in ``files_with_hands``; a hand found but not read whole (truncated, chips that do
    not add up) is a hand, NOT AUDITABLE with its reason.

    >>> summary = Summary()
    >>> summary.hands, summary.matched
    (0, 0)
    >>> from pokerrank.errors import HandHistoryError
    >>> unread = HandRecord("notes.txt", "?", error=HandHistoryError("not a hand history", "notes.txt"))
    >>> summary.add(Verdict(unread, Outcome.NOT_AUDITABLE, UNREADABLE, "not a hand history"))
    >>> summary.files_without_hands
    ['notes.txt']
    """

    def __init__(self) -> None:
        self.files: set[str] = set()
        self.files_with_hands: set[str] = set()
        self.hands = 0
        self.showdowns = 0
        self.matched = 0
        self.mismatched = 0
        self.words_only = 0
        self.not_auditable: Counter[str] = Counter()
        self.by_game: dict[str, Counter[str]] = {}

    @property
    def payout_mismatched(self) -> int:
        """Mismatches where the room paid some player otherwise than the rules give."""
        return self.mismatched - self.words_only

    @property
    def files_without_hands(self) -> list[str]:
        """The files where no hand was found, sorted."""
        return sorted(self.files - self.files_with_hands)

    def add(self, verdict: Verdict) -> None:
        """Count one verdict."""
        source = verdict.hand.source
        self.files.add(source)
        if verdict.hand.error is None or verdict.hand.hand_id != "?":  # a hand, if only its first line
            self.files_with_hands.add(source)
        self.hands += 1
        self.showdowns += verdict.showdown
        game = self.by_game.setdefault(verdict.game, Counter())
        if verdict.outcome is Outcome.MATCH:
            self.matched += 1
            game["match"] += 1
        elif verdict.outcome is Outcome.MISMATCH:
            self.mismatched += 1
            self.words_only += verdict.words_only
            game["mismatch"] += 1
        else:
            reason = verdict.reason or "?"
            self.not_auditable[reason] += 1
            game[f"not auditable: {reason}"] += 1

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready counts."""
        return {
            "files": len(self.files),
            "hands": self.hands,
            "showdowns": self.showdowns,
            "matched": self.matched,
            "mismatched": self.mismatched,
            "payout_mismatched": self.payout_mismatched,
            "words_only": self.words_only,
            "not_auditable": dict(sorted(self.not_auditable.items())),
            "by_game": {game: dict(sorted(counts.items())) for game, counts in sorted(self.by_game.items())},
            "files_without_hands": self.files_without_hands,
        }


# -- words ----------------------------------------------------------------------------------


def say(lang: str | None, key: str, **params: Any) -> str:
    """One sentence of the audit (the ``audit`` section of the catalogs) in a language; a
    :class:`~pokerrank.i18n.Phrase` among the parameters says itself in it too.

    >>> say("de", "wins", player="ann", amount="11,50 $")
    'ann gewinnt 11,50 $'
    """
    return sentence(lang, f"audit.{key}", **params)


def language(lang: str | None) -> str:
    """:func:`~pokerrank.i18n.resolve_language`, remembered for each name (every hand of an
    audit asks it again); ``None`` reads the environment each time.

    >>> language("Deutsch"), language("en")
    ('de', 'en')
    """
    if type(lang) is not str:
        return resolve_language(lang)
    code = _LANGUAGES.get(lang)
    if code is None:
        code = resolve_language(lang)  # an unknown language raises: nothing remembered
        if len(_LANGUAGES) < 1_000:
            _LANGUAGES[lang] = code
    return code


_LANGUAGES: dict[str, str] = {}


def separator(lang: str | None) -> str:
    """What separates the parts of a sentence in a language (``"; "``, French ``" ; "``)."""
    found: str = catalog(language(lang))["showdown"]["separator"]
    return found


def noted(verdict: Verdict, lang: str | None) -> Verdict:
    """``verdict`` ending with the reader's note on its hand (``HandRecord.extra["note"]``: an
    iPoker file cut right after a whole hand's last round), once, after the language's
    separator; ``verdict`` itself where the hand has no note or its sentence ends with it. A
    note a verdict made from another carries in the middle is moved to the end.

    >>> hand = HandRecord("t.xml", "1", extra={NOTE: "the file ends here"})
    >>> first = noted(Verdict(hand, Outcome.MATCH, None, "ann wins 3, as paid"), "en")
    >>> first.detail, noted(first, "en") is first
    ('ann wins 3, as paid; the file ends here', True)
    >>> noted(Verdict(hand, Outcome.MATCH, None, f"{first.detail}; more"), "fr").detail
    'ann wins 3, as paid; more ; the file ends here'
    """
    extra = verdict.hand.extra
    note = str(extra[NOTE]) if extra and NOTE in extra else ""
    said = verdict.detail if note else ""
    if not note or said.endswith(note):
        return verdict
    for between in {separator(lang), separator("en")}:
        said = said.replace(f"{between}{note}", "")
    sep = separator(lang)
    return Verdict.deferred(
        verdict.hand,
        verdict.outcome,
        verdict.reason,
        lambda: f"{said}{sep}{note}" if said else note,
        verdict.payouts,
        verdict.words,
        verdict.showdown,
        verdict.rake,
    )


def phrase(text: str, lang: str | None) -> str:
    """A sentence made without a language (a :class:`~pokerrank.i18n.Phrase`) in ``lang``."""
    return text.say(lang) if isinstance(text, Phrase) else text


_MONEY = re.compile(r"(-?)(\D*)(\d+)(?:\.(\d+))?")


def money(record: HandRecord, amount: int, lang: str | None) -> str:
    """An amount of the hand (in its units) as money in a language: English as the room
    wrote it (``$11.50``, ``1500``), other languages with their own separators and the
    currency where they put it (``11,50 $``, ``$ 11,50``, ``1.500``).

    >>> from decimal import Decimal
    >>> hand = HandRecord("t.txt", "1", unit=Decimal("0.01"), currency="USD")
    >>> money(hand, 123450, "en"), money(hand, 123450, "nl"), money(hand, 1150, "de")
    ('$1234.50', '$ 1.234,50', '11,50\xa0$')
    """
    code = language(lang)
    if code == "en":
        return record.format_money(amount)
    text = record.plain_money(amount)  # (read back into the language's own separators)
    found = _MONEY.fullmatch(text)
    if found is None:
        return text
    sign, symbol, whole, part = found.groups()
    part = part or ""
    value = sign + number(Fraction(int(whole + part), 10 ** len(part)), code, len(part))
    return say(code, "money", symbol=symbol, n=value) if symbol else value


def wrong_payouts(record: HandRecord, payouts: Iterable[Payout], key: str, lang: str | None) -> str:
    """Each payout that is not the rules', as the sentence ``key`` (``paid_wrong``,
    ``stack_wrong``, ``winnings_wrong``: player, rules, paid) says it, joined."""
    return separator(lang).join(
        say(lang, key, player=p.player, rules=money(record, p.rules, lang), paid=money(record, p.paid, lang))
        for p in payouts
        if not p.ok
    )


_POT = re.compile(r"(main pot|side pot (\d+)|total|finishing stack|winnings)(?:, board (\d+))?")


def pot_name(lang: str | None, name: str) -> str:
    """A pot of the audit (``main pot``, ``side pot 2``, ``total``, ``finishing stack``,
    ``winnings``, each maybe with ``, board 2``) in a language; any other name as it is."""
    code = language(lang)
    found = _POT.fullmatch(name)
    if found is None:
        return name
    kind, side, run = found.groups()
    words = catalog(code)["showdown"]
    if side is not None:
        label: str = words["side_pot"].format(n=side)
    elif kind == "main pot":
        label = words["main_pot"]
    elif kind == "total":
        label = catalog(code)["cli"]["audit"]["total"]
    elif kind == "winnings":
        label = say(code, "winnings")
    else:
        label = say(code, "finishing_stack")
    return say(code, "pot_run", name=label, run=run) if run else label
