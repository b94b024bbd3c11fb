"""The family of rooms whose players' lines name the player and then say what they did, an
amount in brackets after it (``ann raises [$0.62]``): 888poker and its skins, partypoker in its
three generations, Betfair. One grammar reads them all; a room is a :class:`Grammar` (its
patterns, its verbs' meanings and a function for its first lines), in its own module
(:mod:`~pokerrank.handhistory.pacific`, :mod:`~pokerrank.handhistory.party`). The record is
made by the builder every room with a text of its own shares
(:class:`~pokerrank.handhistory.owntext.TextHand`); this module adds the family's own checks.

What the rooms share: no rake printed (Betfair and partypoker from 2013 excepted), and no bet
nobody called: the bet nobody called goes back by the rules (the largest contribution's
excess over the second) unless what the room paid holds it; the rake is what was put in less
what was handed back and collected, at most :data:`MAX_INFERRED_RAKE` of the pot
(docs/RULES.md). Tournaments take none.

>>> from pokerrank.handhistory.pacific import PACIFIC
>>> text = '''#Game No : 9
... ***** 888poker Hand History for Game 9 *****
... $1/$2 Blinds No Limit Holdem - *** 03 12 2015 15:12:29
... Table Frisco (Real Money)
... Seat 4 is the button
... Seat 4: cid ( $200 )
... Seat 6: dan ( $150 )
... cid posts small blind [$1]
... dan posts big blind [$2]
... ** Dealing down cards **
... cid raises [$5]
... dan calls [$4]
... ** Dealing flop ** [ 2d, 7d, Kh ]
... dan bets [$6]
... cid folds
... ** Summary **
... dan collected [ $11.50 ]'''
>>> hand = next(read_bracketed(PACIFIC, text, "<text>", "utf-8"))
>>> [(a.kind.value, a.amount, a.to) for a in hand.actions if a.player == "cid"]
[('small blind', 100, None), ('raise', 500, 600), ('fold', 0, None)]
>>> hand.returned, hand.rake
({'dan': 600}, 50)
"""

from __future__ import annotations

import functools
import operator
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Final, NamedTuple

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory._posts import check_posts, forced_bet_contradiction, spent_all
from pokerrank.handhistory.owntext import QuietLines, TextHand, guarded, repeated_line, stray_text
from pokerrank.handhistory.records import Action, ActionKind, Claim, Collection, HandRecord, Seat
from pokerrank.handhistory.sites.uncalled import BET_IN_WIN, ShortBack, short_back_said
from pokerrank.handhistory.sites.vocabulary import PLAIN_NUMBER, cut_hands, lines_of
from pokerrank.handhistory.verdicts import INCONSISTENT, UNPARSED

__all__ = ["MAX_INFERRED_RAKE", "MEANINGS", "Grammar", "Header", "PlayerLines", "read_bracketed"]

MAX_INFERRED_RAKE: Final = Decimal("0.25")
"""The most the unprinted rake (put in less handed back and collected) may be, as a share of
the pot: more is chips the room did not pay, which the audit shows. A cent of a micro-stakes
pot is a large share (a $0.03 pot pays $0.02 at 0.01/0.02)."""

_RAKE_SHARE: Final = MAX_INFERRED_RAKE.as_integer_ratio()
""":data:`MAX_INFERRED_RAKE` as a ratio of two whole numbers (1, 4)."""

_PREMIUM: Final = re.compile(r"^(?P<name>.+?) Cash-out Premium % is (?P<premium>\d+(?:\.\d+)?)\s*$", re.MULTILINE)
"""partypoker's share of a cash-out's value the room keeps, per cent (``ann Cash-out Premium % is 1.0``)."""

MEANINGS: Final = frozenset(
    {
        "fold", "check", "call", "bet", "raise", "raise-to", "all-in", "small blind", "big blind", "ante",
        "dead blind", "big blind + dead", "button blind", "bring-in", "complete", "collect", "show", "muck",
        "hidden", "quiet", "balance",
    }
)  # fmt: skip
"""What a room's verb may mean: ``raise`` adds the amount to what the player has in on the
street, ``raise-to`` raises to it; ``all-in`` is a call, bet or raise by what it comes to (or,
without an amount, says the player's last action was all in); ``muck`` with cards names them
(the hand is still in); ``hidden``: the player did not show (nothing known); ``balance``: a
summary line with the player's balance and what they ``collected``."""


_CALLED_IN_FULL: Final = frozenset((ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND, ActionKind.BRING_IN))
"""The posts called at their full level where posted all in for less (E18)."""
_NO_DROP: Final = frozenset(("partypoker", "Betfair", "888poker"))
"""The rooms whose cash hands that end before the flop keep no rake (none of the shared ones does:
docs/RULES.md, "888poker", "partypoker"); another room's hands in their format (an exporter's:
PokerBros, WPN) keep their own policy (a review: a PokerBros hand's unprinted rake had become a
MISMATCH)."""
_DECLINED: Final = {"888poker": "** Dealing down cards"}
"""The rooms that write a player declining his blind as a fold before the blinds are posted, and
the line of their deal (888: ``Tigran64 folds`` between the small and the big blind, before
``** Dealing down cards **``, #440729020; docs/RULES.md, "The order of play"): a fold written
before the deal opens no round, no turn a post after it follows; one after the deal is a turn."""


class Header(NamedTuple):
    """What a hand's first lines say: the room's name, the game (pokerrank's name, None for
    one it does not play) and the room's words for it, the betting structure, the currency
    (None for chips), the scale (100: cents, 1: chips), the tournament, the table, the
    button's seat, and the index of the first line after them."""

    site: str
    game: str | None
    game_text: str
    structure: str
    currency: str | None
    scale: int
    tournament: str | None
    table: str | None
    button: int | None
    body: int
    comma_decimal: bool | None
    """Whether a comma is the decimal mark (888's ``297,50 €``); None: decided per amount, a
    comma before two last digits being one (partypoker's ``$1,10 USD`` beside ``$2,697 USD``)."""
    blinds: tuple[int, int] | None = None
    """Blinds the room posts without a line (partypoker's tournaments): small and big."""
    bets: tuple[int, int] | None = None
    """A limit game's small and big bet, where the first lines print them (``$15/$30 USD
    Texas Hold'em``); otherwise the big blind and twice it."""
    printed: tuple[str | None, str] | None = None
    """A no-limit or pot-limit cash game's small and big blind as the first lines print them
    (888's ``$0.05/$0.10 Blinds``, partypoker's ``$0.05/$0.10 USD NL``), read in the hand's
    layout: the posts are judged against them (:func:`~pokerrank.handhistory._posts.check_posts`).
    None where the first lines print none (partypoker's ``$25 USD NL`` is a buy-in); the small
    blind None where the first lines' is not the one the room posts (888's ``$0.12/$0.25
    Blinds`` posts a $0.10 small blind, NLHE #6551093: the big blind alone is judged)."""


@dataclass(frozen=True, slots=True)
class Grammar:
    """One room's lines. ``start``: a hand's first line(s), group ``id``; ``header``: reads
    the first lines (raising a :class:`HandHistoryError` via ``fail`` when it cannot);
    ``act``: a player's line, groups ``name``, ``verb``, ``a`` (the amount), ``to`` (a
    ``raises X to Y`` total), ``cards``; ``verbs``: each verb to its meaning
    (:data:`MEANINGS`); ``street``: a street marker, groups ``street`` and ``cards``, the
    street's name lower-cased through ``streets``; ``dealt`` (a line starting ``Dealt to ``,
    groups ``name`` and ``cards``), ``seat`` (groups ``seat``, ``name``, ``stack``);
    ``quiet``: the starts of lines that say nothing about the cards or money."""

    name: str
    start: re.Pattern[str]
    header: Callable[[list[str], Callable[..., HandHistoryError]], Header]
    act: re.Pattern[str]
    verbs: Mapping[str, str]
    street: re.Pattern[str]
    streets: Mapping[str, str]
    dealt: re.Pattern[str]
    seat: re.Pattern[str]
    quiet: tuple[str, ...]
    chat: bool = False
    """Players' chat stands among the lines (``ann: nice hand``): quiet."""
    rake: re.Pattern[str] | None = None
    """A summary line that prints the rake (group ``rake``)."""
    notice: re.Pattern[str] | None = None
    """Other lines that say nothing of the cards or money, where a start is not enough."""
    blinds: re.Pattern[str] | None = None
    """A line giving the blinds posted without a line (groups ``kind``, ``a``, ``b``: ``Blinds(50/100)``;
    ``Stakes(200/400)`` of a limit game, whose blinds are half the small bet and the small bet)."""
    anchor: str = ""
    lookback: int = 0
    """Words every hand's first lines hold, and how far before them the lines may begin: the
    hands are found by searching for these words (:func:`~pokerrank.handhistory.sites.vocabulary.cut_hands`)."""
    won: str = "'collected'"
    """The room's word for a line that pays a player, for the error when a hand has none."""
    split: PlayerLines | None = None
    """``act`` read without the regex engine where ``act`` is a :class:`PlayerLines`' pattern
    (this one's: checked when the grammar is made)."""
    whole: QuietLines | None = None
    """The :attr:`quiet` lines whole (:class:`~pokerrank.handhistory.owntext.QuietLines`): one
    that starts as one but has words after it no rule reads is read as any other line (quoted
    where none reads it). None: a start is enough."""
    blinds_after_button: bool = False
    """Whether the small blind is judged the first player's after the button the first lines
    name (888: :func:`~pokerrank.handhistory._posts.blind_out_of_turn`); else only the big
    blind's place after the small blind is (partypoker's button line may name an empty seat, and
    a player between it and the small blind post nothing: NLHE #14019052)."""
    quiet_first: frozenset[str] = field(init=False, repr=False, compare=False)
    """The first letters of :attr:`quiet`'s starts: a line beginning otherwise is none of them."""
    quiet_verbs: tuple[str, ...] = field(init=False, repr=False, compare=False)
    """The verbs of :attr:`verbs` that mean ``quiet`` (the room's notices about a player)."""
    words: str = field(init=False, repr=False, compare=False)
    """What decides how a player's words read (:attr:`act`'s pattern, each verb's meaning), as one
    text: the key of the grammar's plans (:data:`_PLANS`)."""

    def __post_init__(self) -> None:
        if self.split is not None and self.split.pattern is not self.act:
            raise ValueError(f"grammar {self.name!r}: its split reads another pattern than its act")
        object.__setattr__(self, "quiet_first", frozenset(prefix[0] for prefix in self.quiet))
        object.__setattr__(
            self, "quiet_verbs", tuple(verb for verb, meaning in self.verbs.items() if meaning == "quiet")
        )
        object.__setattr__(self, "words", f"{self.act.pattern}\n{sorted(self.verbs.items())!r}")


_Round = tuple[str, dict[str, int], int, int]
"""A street ended: its name, each player's chips in on it, its bet and the line of the next
street's marker (a player's first turn on the next street is judged by it)."""

_Parts = tuple[str, str, str | None, str | None, str | None, str]
"""A player's line in parts: the name, the verb, the cards, the amount, the ``to`` total, the tail."""

_After = tuple[str | None, str | None, str | None, str]
"""What follows the verb: the cards, the amount, the ``to`` total, the tail."""

_RESTS: dict[str, dict[str, _After]] = {}
"""What follows the verb, already read, by the text of the pattern reading it: most amounts
and words come again (``raises [$0.25 USD]``, ``folds``), a name never is part of it."""

_Said = tuple[str, str | None, str | None, str | None, str]
"""A player's line from its verb on: the verb, the cards, the amount, the ``to`` total, the tail."""

_SAID: dict[tuple[tuple[str, ...], str], dict[str, _Said]] = {}
"""A player's line from its verb on, already read, by the text from the verb (``calls [$0.10
USD]``, ``folds``) and by the verbs and pattern reading it: the same words come again in every
hand, a name never is part of them (only a text a verb begins is kept)."""


class PlayerLines:
    """A room's player lines: the name (at least one character), a space, one of ``verbs``,
    then what ``rest`` reads, a pattern that takes whatever follows (its last group
    ``(?P<tail>.*)$``). :attr:`pattern` is the whole line's regex; calling the object reads a
    line as that regex does, without trying every verb at every place (the regex's first
    match: the first space after which a verb begins, the longest verb there), and what
    follows the space is looked up where it was read before (:attr:`said`: what a text from a
    verb on reads as does not depend on what comes before it).

    >>> lines = PlayerLines(["calls", "raises", "raises to"], r"(?:\\s+(?P<a>\\d+))?(?P<to>)(?P<cards>)(?P<tail>.*)$")
    >>> lines("ann lee raises to 30 now")
    ('ann lee', 'raises to', '', '30', '', ' now')
    >>> lines("ann lee raises to 30 now") == lines.pattern.match("ann lee raises to 30 now").group(
    ...     "name", "verb", "cards", "a", "to", "tail")
    True
    """

    __slots__ = ("first", "known", "pattern", "rest", "said")

    def __init__(self, verbs: Iterable[str], rest: str) -> None:
        order = sorted(
            verbs, key=len, reverse=True
        )  # the longest first: "posts big blind + dead", then "posts big blind"
        self.pattern = re.compile(rf"^(?P<name>.+?) (?P<verb>{'|'.join(map(re.escape, order))})" + rest)
        self.rest = re.compile(rest)
        first: dict[str, list[str]] = {}
        for verb in order:
            first.setdefault(verb[0], []).append(verb)
        self.first = {letter: tuple(words) for letter, words in first.items()}
        self.known = _RESTS.setdefault(rest, {})
        self.said = _SAID.setdefault((tuple(order), rest), {})
        """The text after a name's space, from the verb on, already read: its parts but the name."""

    def __call__(self, row: str) -> _Parts | None:
        """``row``'s parts, as ``pattern.match(row).group("name", "verb", "cards", "a", "to",
        "tail")`` gives them; None where it does not match."""
        if "\n" in row:  # (a name or a tail never holds one: the regex's own answer)
            return _parts(self.pattern.match(row))
        first, said = self.first, self.said
        at = row.find(" ", 1)
        while at > 0:
            rest = row[at + 1 :]
            parts = said.get(rest)
            if parts is not None:
                return (row[:at], *parts)
            verbs = first.get(rest[:1])
            if verbs is not None:
                for verb in verbs:
                    if rest.startswith(verb):
                        after = rest[len(verb) :]
                        known = self.known.get(after)
                        if known is None:
                            found = self.rest.match(after)
                            if found is None:  # pragma: no cover - the rest takes whatever follows
                                return _parts(self.pattern.match(row))
                            known = found.group("cards", "a", "to", "tail")  # type: ignore[assignment]
                            if len(self.known) < 20_000 and len(after) <= 200:  # (a line of any length: not kept)
                                self.known[after] = known  # type: ignore[assignment]
                        parts = (verb, *known)  # type: ignore[misc]
                        if len(said) < 20_000 and len(rest) <= 200:
                            said[rest] = parts
                        return (row[:at], *parts)
            at = row.find(" ", at + 1)
        return None


_Plan = tuple[int, ActionKind | None, int, bool]
"""What a player's line does, decided by its words from the verb on alone (:data:`_PLANS`): what
it does (:data:`_ADDS` chips, :data:`_RAISES_TO` a total, :data:`_FOLDS`, :data:`_CHECKS`,
:data:`_NOTHING`), the kind of action (None for an all-in's: decided by the bets before it), the
chips in the hand's units and whether the words say all in."""

_ADDS, _RAISES_TO, _FOLDS, _CHECKS, _NOTHING = range(5)
"""What a planned line does (:data:`_Plan`): puts chips in (a post, a call, a bet, a raise by, an
all-in), raises to a total, folds, checks, nothing (a notice, a hand not shown)."""

_PLANS: dict[tuple[str, bool | None, int], dict[str, _Plan]] = {}
"""The plans of a grammar's players' words, by the grammar (:attr:`Grammar.words`) and the
hand's layout (whether a comma is the decimal mark, the scale: the chips of ``[$0.10]``), then
by the text from the verb on (``calls [$0.10]``, ``folds``): the same words come again in every
hand, and what they do does not depend on the name before them. Only words a line ends with (a
tail of spaces and full stops at most) are planned: words after them may be another line run
in, which the names decide (:func:`_run_together`)."""


def _plans_of(grammar: Grammar, comma_decimal: bool | None, scale: int) -> dict[str, _Plan]:
    """The plans of ``grammar``'s players' words in a layout (:data:`_PLANS`)."""
    key = (grammar.words, comma_decimal, scale)
    plans = _PLANS.get(key)
    if plans is None:
        plans = {}
        if len(_PLANS) < 64:  # (grammars and layouts are few: one beyond these plans nothing kept)
            _PLANS[key] = plans
    return plans


def _parts(found: re.Match[str] | None) -> _Parts | None:
    """A player line's parts from its regex's match."""
    return None if found is None else found.group("name", "verb", "cards", "a", "to", "tail")  # type: ignore[return-value]


_new = tuple.__new__
_SEAT: Final = operator.itemgetter(0)
"""A seat's number."""
_AMOUNTS: dict[tuple[bool | None, int], dict[str, int]] = {}
"""Amounts already read, by the hand's layout (whether a comma is the decimal mark, the scale)
and their text (most hands repeat a few)."""


def _amounts_of(comma_decimal: bool | None, scale: int) -> dict[str, int]:
    """The amounts already read in a layout (:data:`_AMOUNTS`): a hand looks them up by their
    text alone (a key of one string is hashed faster than a tuple)."""
    layout = (comma_decimal, scale)
    known = _AMOUNTS.get(layout)
    if known is None:
        known = {}
        if len(_AMOUNTS) < 64:  # (scales are few: one a hand beyond these is not kept)
            _AMOUNTS[layout] = known
    return known


_SPACES: Final = re.compile(r"Â?[\s\u00a0\u202f]|[A-Z]{3}$|chips$")
"""Spaces between thousands (``Â`` before a no-break space is one written in UTF-8 in a file
otherwise in Windows-1252), and a currency's code or ``chips`` after the number."""
_PLAIN_MONEY: Final = re.compile(r"[$€£]?([0-9]{1,15})(?:\.([0-9]{1,2}))?(?: (?:USD|EUR|GBP|chips))?")
"""An amount without a comma, in ASCII digits, its cents one or two digits (``$9.80 USD``, ``1250``):
where a comma is not the decimal mark, read as :meth:`_Hand._money`'s longer road reads it."""
_CODES: Final = frozenset({"USD", "EUR", "GBP", "chips"})
"""The words after an amount :data:`_SPACES` takes out, the most written (``$2.50 USD``)."""
_CARD_SPLIT: Final = re.compile(r"[\s,]+")
_CARDS_READ: dict[str, str] = {}
"""Cards already read, by their text (the same hands and boards come again)."""
_RANKS: Final = {
    "10": "T", "H": "K", "V": "Q", "B": "J",  # Dutch: heer, vrouw, boer
    "E": "A", "D": "Q", "Kn": "J",  # Swedish: ess, dam, knekt
    "Т": "A", "К": "K", "Д": "Q", "В": "J",  # Russian: туз, король, дама, валет
    "Ò": "A", "Ê": "K", "Ä": "Q", "Â": "J",  # the same, written in Windows-1251 and read as Windows-1252
}  # fmt: skip
"""Ranks 888 writes in its other languages (no English rank is one of these letters)."""
_ENGLISH_CARDS: Final = re.compile(r"(?:[2-9TJQKA]\S(?: [2-9TJQKA]\S)*)?")
"""Cards of two characters each, an English rank first (none is a key of :data:`_RANKS`),
one space apart: nothing to translate."""
_POSTS: Final = {
    "small blind": ActionKind.SMALL_BLIND,
    "big blind": ActionKind.BIG_BLIND,
    "ante": ActionKind.ANTE,
    "dead blind": ActionKind.DEAD_BLINDS,
    "button blind": ActionKind.BUTTON_BLIND,
    "bring-in": ActionKind.BRING_IN,
}
_STUD: Final = frozenset({"stud", "stud-hi-lo", "razz"})
_BEFORE_BLINDS: Final = frozenset(
    {"ante", "quiet", "small blind", "big blind", "big blind + dead", "dead blind", "button blind"}
)
"""Meanings whose lines may come before the blinds a room posts without a line."""
_CALL: Final = ActionKind.CALL
_BET: Final = ActionKind.BET
_RAISE: Final = ActionKind.RAISE
_SMALL: Final = ActionKind.SMALL_BLIND
_BIG: Final = ActionKind.BIG_BLIND
_FOLD: Final = ActionKind.FOLD
_CHECK: Final = ActionKind.CHECK
_ANTE: Final = ActionKind.ANTE
_DEAD: Final = ActionKind.DEAD_BLINDS
_FORCED: Final = frozenset(kind for kind in ActionKind if kind.posts)
"""The kinds of a forced bet (an ante, a blind, a bring-in): the posts :meth:`_Hand.check_forced` judges."""
"""The kinds of action the loop makes, looked up once (an enum member's lookup costs more)."""
_BETS: Final[dict[str, ActionKind | None]] = {
    "call": _CALL, "bet": _BET, "complete": _BET, "raise": _RAISE, "raise-to": _RAISE, "all-in": None,
    "small blind": ActionKind.SMALL_BLIND, "big blind": ActionKind.BIG_BLIND, "button blind": ActionKind.BUTTON_BLIND,
    "bring-in": ActionKind.BRING_IN,
}  # fmt: skip
"""The meanings of a line putting chips in that counts towards the street's bets: its kind
(None: an all-in, a call, bet or raise by what it comes to; a bet into a bet is a raise)."""
_PLANNED: Final[dict[str, _Plan]] = {
    "fold": (_FOLDS, _FOLD, 0, False), "check": (_CHECKS, _CHECK, 0, False), "quiet": (_NOTHING, None, 0, False),
    "hidden": (_NOTHING, None, 0, False),
}  # fmt: skip
"""The plans of the meanings that put no chips in (:data:`_Plan`)."""
_STUD_ONLY: Final = frozenset({"fourth", "fifth", "sixth"})
"""The streets only stud deals (a board game's are the flop, turn and river)."""
_TALKING: Final = frozenset({"show", "muck", "collect", "hidden", "quiet", "balance"})
"""Meanings whose lines may go on after the amount or cards (a hand's description, a pot)."""
_POT: Final = re.compile(r"from\s+(?:the\s+)?(?P<pot>main pot|side pot\s*#?\s*\d+)")
_COLLECT_TAIL: Final = re.compile(
    r"[\s.]*(?:chips\s+)?(?:from\s+(?:the\s+)?(?:main pot|side pot\s*#?\s*\d+|pot)\s*)?(?:with\b.*)?[\s.]*",
    re.DOTALL,
)
"""What may follow a pot's winner's amount: the pot (``from the main pot``, ``from side pot #1``)
and the hand's words (``with a pair of Queens.``); anything else no rule reads (``from insurance``)."""
_SUMMARY_BET: Final = re.compile(r", (?:bet (?P<b>[^,\s\[]+)|lost (?P<l>[^,\s\[(]+))")
_WORDS: Final = re.compile(r"\]\s*\[\s*+(?P<words>(?:[^\]\[]*?(?<!\s))?)\s*--")
"""A summary line's words for a player's hand, after the cards: ``[ Ad 5d ] [ a pair of nines -- ...``
(the words end at a character that is no space: a run of spaces is read once, in linear work)."""
_BALANCE_TAIL: Final = re.compile(r"\[[^\[\]]*+\]\s*+(?:\[(?P<words>[^\[\]]*+)\]\s*+)?$")
"""What a summary line holds from its first bracket on: the cards, then the hand's words
``[ a pair of nines -- Ad,Kh,Qc,9h,9d ]`` (a bracket left open, or more after them, is no
line of the room)."""
_POTS: dict[str, str | None] = {}
"""The pots of the words after a pot's winner's amount already read (:func:`_pot_of`): a few
pots and the hands' words, again and again."""


def _pot_of(tail: str) -> str | None:
    """The pot the words after a winner's amount name (``from side pot #1 with a flush`` names
    ``side pot #1``; none named: ``pot``), or None where they are words no rule reads
    (:data:`_COLLECT_TAIL`)."""
    known = _POTS.get(tail, "")
    if known != "":
        return known
    pot: str | None = None
    if _COLLECT_TAIL.fullmatch(tail) is not None:
        found = _POT.search(tail)
        pot = found.group("pot") if found else "pot"
    if len(_POTS) < 20_000 and len(tail) <= 200:
        _POTS[tail] = pot
    return pot


_BALANCE: Final = re.compile(r"collected (?P<c>[^,\s\[]+(?:,\d{3}[^,\s\[]*)*)")
_AFTER: Final = re.compile(r"\s*(?:Cashed out  )?balance (?P<a>[^,\s\[]+(?:,\d{3}[^,\s\[]*)*)")
"""A summary line's stack after the hand (from its verb on: ``balance $19.83, ...``; thousands
written with commas, ``balance $1,044.16``, read whole)."""
_NET: Final = re.compile(r", net (?P<sign>[-+])(?P<n>[^,\s\[]+(?:,\d{3}[^,\s\[]*)*)")
"""A summary line's net (``net +$0.57``, ``net -$20.20[ Tc ...``)."""
_CARDS_IN: Final = re.compile(r"\[(?P<cards>[^\]]*)\]")


def read_bracketed(grammar: Grammar, text: str, source: str, encoding: str) -> Iterator[HandRecord]:
    """Every hand of a text in ``grammar``'s room. A hand's first line may follow the last
    line of the hand before on the same line (files written so). Lines no room writes after
    a hand's last (:func:`~pokerrank.handhistory.sites.vocabulary.cut_hands` gives them apart)
    are a record of their own, text between hands; control characters that only end a hand's
    last line (a DOS end-of-file mark, NUL padding) are passed over."""
    start = grammar.start
    for hand, line in cut_hands(text, start, grammar.anchor, grammar.lookback):
        found = start.match(hand)
        if found is None:  # no first line: text between hands
            if hand.strip(" \t\r\n\ufeff"):
                yield stray_text(hand, source, line, (grammar.name, grammar.name), encoding)
            continue
        lines = lines_of(hand)
        if hand.rstrip(" \t\r\n\ufeff")[-1:] in _CONTROL:  # (the most hands end otherwise: one test)
            last = len(lines) - 1
            while last > 0 and not lines[last].strip():
                last -= 1
            lines[last] = lines[last].rstrip(_END_CONTROL)
        yield guarded(_Hand(grammar, hand, source, encoding, line, found.group("id")), _Hand.read, lines)


_CONTROL: Final = "".join(map(chr, (*range(0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F)))
"""Control characters that may end a hand's last line: not the room's words (a DOS end-of-file mark, NUL padding)."""
_END_CONTROL: Final = _CONTROL + " \t\r"
"""What :func:`read_bracketed` takes off the end of a hand's last line that ends in a :data:`_CONTROL`."""


class _Hand(TextHand):
    def __init__(
        self, grammar: Grammar, text: str, source: str, encoding: str, line: int, hand_id: str | None = None
    ) -> None:
        if hand_id is None:
            found = grammar.start.match(text)
            hand_id = found.group("id") if found else "?"
        TextHand.__init__(self, source, hand_id, grammar.name, grammar.name, line, text=text, encoding=encoding)
        self.grammar = grammar
        self.max_rake = MAX_INFERRED_RAKE
        self.back_as_side_pot = True
        self.summary_bets: dict[str, int] = {}
        self.nets: dict[str, tuple[int, int, str, int]] = {}
        """Each player's ``net`` on the summary's line (partypoker from 2013), what the line says
        they collected, the line and its number (:meth:`check_balances`)."""
        self.balances: dict[str, tuple[int, str, int]] = {}
        """Each player's ``balance`` on the summary's line (partypoker from 2013): the stack after
        the hand, the line and its number (:meth:`check_balances`)."""
        self.joined = ""
        """A player who sat down after the seats were listed and posted the big blind to be
        dealt in (partypoker): their seat and stack are not known."""

    def read(self, lines: list[str]) -> HandRecord:
        """The hand's lines read by the room's grammar, onto the builder."""
        grammar = self.grammar

        def fail(message: str, index: int = 0) -> HandHistoryError:
            return self.fail(message, self.line + index)

        head = grammar.header(lines, fail)
        self.site, self.scale = head.site, head.scale  # (the scale: the money of a contradiction's message)
        comma_decimal, scale = head.comma_decimal, head.scale
        stud = head.game in _STUD
        first_line = self.line
        button = head.button
        seats, names, actions, hole = self.seats, self.names, self.actions, self.hole
        shown, mucked, collected, cash_outs = self.shown, self.mucked, self.collected, self.cash_outs
        claims, unparsed, dead = self.claims, self.unparsed, self.dead
        boards: dict[str, str] = {}
        arrived: set[str] = set()  # players who sat down after the seat list (``dan has joined the table.``)
        street = "third" if stud else "preflop"
        street_in: dict[str, int] = {}
        printed_rake: int | None = None
        posted: set[int] = set()  # the amounts of the small and big blinds posted
        silent = head.blinds
        high = 0  # the most any player has put in on this street
        turned: set[str] = set()  # the players who took a turn on this street
        ended: _Round = ("", {}, 0, 0)  # the street before this one: its name, its chips in, its bet, the marker's line
        out: set[str] = set()  # the players who folded
        problem: HandHistoryError | None = None  # the first turn out of turn: raised once the posts are judged
        amounts, cards_read = _amounts_of(comma_decimal, scale), _CARDS_READ
        left: dict[str, int] = {}  # each player's chips not yet put in (antes and dead blinds aside)
        seat_re, act_re, street_re, dealt_re = grammar.seat, grammar.act, grammar.street, grammar.dealt
        player_line = grammar.split
        read_before = player_line.said if player_line is not None else None
        verbs, quiet, streets = grammar.verbs, grammar.quiet, grammar.streets
        quiet_first = grammar.quiet_first  # most lines start otherwise: one test
        whole = grammar.whole
        plans = _plans_of(grammar, comma_decimal, scale)
        rows = [row.strip(" \t\r\ufeff") for row in lines[head.body :]]
        kind: ActionKind | None  # (a planned line's, or one the long road works out)
        numbers = list(range(head.body, len(lines)))  # each row's line (a row put in after one: that one's)
        for index, row in enumerate(rows):  # (rows put after the one being read are read next: the list grows)
            number = numbers[index]
            if not row:
                continue
            first = row[0]
            if first in quiet_first and row.startswith(quiet) and (whole is None or whole.whole(row)):
                continue
            at = first_line + number
            if not actions and first in "Ss" and row[:5].lower() == "seat ":
                seat = seat_re.match(row)
                if seat is not None:
                    number_text, name, token = seat.group("seat", "name", "stack")
                    if name in names:
                        raise self.fail(f"two seats named {name!r}", at)
                    names.add(name)
                    stack = amounts.get(token)  # most stacks were read before
                    if stack is None:
                        stack = self.new_amount(amounts, token, comma_decimal, scale, at)
                    seats.append(_new(Seat, (int(number_text), name, stack, False)))
                    left[name] = stack
                    continue
                found_button = _BUTTON.match(row)
                if found_button is not None:
                    button = int(found_button.group("seat"))
                    continue
                unparsed.append((at, row))
                continue
            if first == "*" and row[:2] == "**":
                marker = street_re.match(row)
                if marker is not None:
                    street_word, cards = marker.group("street", "cards")
                    new = streets.get((street_word or "").lower())
                    if new is None:
                        unparsed.append((at, row))
                        continue
                    if (not stud and new in _STUD_ONLY) or (stud and new in ("flop", "turn")):
                        unparsed.append((at, row))  # (a stud street in a board game, a flop in stud: no street of it)
                        continue
                    if new:
                        if not stud and new == "seventh":
                            new = "river"
                        ended = (street, street_in, high, at)  # (a player's first turn on the next is judged by it)
                        street = new
                        if cards:
                            boards[street] = cards_read.get(cards) or self.cards(cards)
                        street_in = {}
                        high = 0
                        turned = set()
                    continue
            dealt = dealt_re.match(row) if first == "D" and row[:9] == "Dealt to " else None
            if dealt is not None:
                seated = _seated(dealt.group("name"), names)
                if seated is not None:
                    said = dealt.group("cards")
                    new_cards = cards_read.get(said) or self.cards(said)  # most were read before
                    hole[seated] = f"{hole[seated]} {new_cards}" if stud and seated in hole else new_cards
                    continue
            plan = parts = None
            if read_before is not None:
                space = row.find(" ", 1)
                if space > 0:
                    said = row[space + 1 :]
                    plan = plans.get(said)  # the most lines: a seated name, then words planned before
                    if plan is not None:
                        name = row[:space]
                        if silent is not None or name not in names:
                            plan = None
                    if plan is None:
                        parts = read_before.get(said)
            if plan is None:
                if parts is not None:  # a name without a space, then words read before
                    is_act = True
                    name = said_name = row[:space]
                    verb, cards_said, token, to_token, tail = parts
                else:
                    act = player_line(row) if player_line is not None else _parts(act_re.match(row))
                    is_act = act is not None
                    if act is not None:
                        said_name, verb, cards_said, token, to_token, tail = act
                        name = said_name
                if is_act and name not in names:
                    name = _seated(name, names) or name
                if not is_act or name not in names:
                    if grammar.chat and ": " in row:
                        speaker = row.partition(": ")[0]
                        if speaker in names or speaker in arrived:
                            continue  # a player's chat (or of one who just sat down, not dealt in yet)
                    if is_act and verb == "has joined the table" and grammar.chat:
                        arrived.add(name)  # a player sitting down after the seats were listed: may chat
                    if grammar.notice is not None and grammar.notice.match(row) is not None:
                        continue
                    if grammar.blinds is not None:
                        level = grammar.blinds.match(row)
                        if level is not None:  # the level changed: the blinds of the new one
                            if silent is not None:
                                silent = blinds_of(level, functools.partial(self.chips, comma_decimal, scale, at))
                            continue
                    if grammar.rake is not None:
                        found_rake = grammar.rake.search(row)
                        if found_rake is not None:
                            printed_rake = self.amount(found_rake.group("rake"), comma_decimal, scale, at)
                            continue
                    split = _run_together(row, names, act_re)
                    if split is not None:  # two lines written as one ("...cards.ann wins $1 USD"): each read next
                        _read_next(rows, numbers, index, split)
                        continue
                    if is_act and names and grammar.chat:
                        meaning = verbs[verb]
                        if meaning == "quiet":  # "ann is sitting out": a newcomer not dealt in
                            continue
                        if street == "preflop" and not self.joined and meaning in ("big blind", "big blind + dead"):
                            # a player who sat down after the seats were listed posts the big blind to be dealt in
                            self.joined = name
                            names.add(name)
                            _read_next(rows, numbers, index, [row])  # (read again, seated)
                            continue
                        why = (
                            f"a second player with no seat line beside {self.joined!r}"
                            if self.joined
                            else "did not sit down posting the big blind (as a player joining after the seat list does)"
                        )
                        raise self.fail(
                            f"line {number + 1} names {said_name!r}, who has no seat line: {why}: {row[:80]!r}", at
                        )
                    unparsed.append((at, row))
                    continue
                meaning = verbs[verb]
                if silent is not None and meaning not in _BEFORE_BLINDS:
                    self.post_blinds(silent, seats, button, actions, street_in, at, posted)
                    high = max(street_in.values(), default=0)
                    silent = None
                if tail and (meaning not in _TALKING or "." in tail.rstrip(" .") or meaning == "quiet"):
                    # more after the line's end: another line run into it, or words no rule reads
                    split = _run_together(row, names, act_re) if tail.strip(" .") else None
                    if split is not None:  # two lines written as one ("...cards.ann wins $1 USD"): each read next
                        _read_next(rows, numbers, index, split)
                        continue
                    if meaning not in _TALKING and tail.strip(" ."):
                        unparsed.append((at, row))
                        continue
                plan = _PLANNED.get(meaning)
                if plan is None and meaning in _BETS and token is not None and to_token is None:
                    value = amounts.get(token)
                    if value is None:
                        value = self.new_amount(amounts, token, comma_decimal, scale, at)
                    plan = (_RAISES_TO if meaning == "raise-to" else _ADDS, _BETS[meaning], value, meaning == "all-in")
                if plan is not None:
                    if (
                        read_before is not None
                        and " " not in said_name
                        and not tail.strip(" .")
                        and len(row) - len(said_name) <= 201
                        and len(plans) < 20_000
                    ):  # words that alone decide what the line does: their next line is read by this plan
                        plans[row[len(said_name) + 1 :]] = plan
                else:
                    if meaning in ("show", "muck"):
                        cards_token = cards_said or (token if meaning == "muck" else None) or token
                        if cards_token and cards_token.strip():
                            # "mucks [ Qc, Ad ]" in the summary names the cards: the hand is still in (#190631995)
                            hole[name] = cards_read.get(cards_token) or self.cards(cards_token)
                            shown.add(name)
                            claim = tail.strip(" .") if tail else ""
                            if claim:  # the room's words for it: "a pair of Queens."
                                claims.append(_new(Claim, (name, claim, 1, at)))
                        elif meaning == "muck":
                            mucked.add(name)
                        elif tail and tail.endswith("for low."):  # "shows8,5,3,2,A  for low."
                            claims.append(Claim(name, "Lo: " + tail.split()[0], 1, at))
                        continue
                    if meaning == "balance":  # partypoker from 2013: the summary's line per player
                        summary = row[len(said_name) :]  # (from the verb on: a name's brackets, ``[Bob]``, no cards)
                        bracket = summary.find("[")
                        shape = _BALANCE_TAIL.match(summary, bracket) if bracket >= 0 else None
                        if bracket >= 0 and (shape is None or "--" not in (shape["words"] or "--")):
                            unparsed.append((at, row))
                            continue
                        self.balance(summary, name, collected, cash_outs, hole, shown, comma_decimal, scale, at)
                        words = _WORDS.search(summary)
                        if words is not None and name in shown:  # "[ a pair of nines -- Ad,Kh,Qc,9h,9d ]"
                            claims.append(Claim(name, words.group("words"), 1, at))
                        continue
                    if meaning == "all-in" and not token:  # "ann is all-In." after her last action
                        for k in range(len(actions) - 1, -1, -1):
                            if actions[k].player == name:
                                actions[k] = actions[k]._replace(all_in=True)
                                break
                        continue
                    if token is None:
                        unparsed.append((at, row))
                        continue
                    if meaning == "dead blind" and "+" in token:  # 888: the small and the big blind, the small dead
                        small_token, _, big_token = token.partition("+")
                        small = self.amount(small_token, comma_decimal, scale, at)
                        big = self.amount(big_token, comma_decimal, scale, at)
                        dead[name] = dead.get(name, 0) + small
                        street_in[name] = street_in.get(name, 0) + big
                        high = max(high, street_in[name])
                        actions.append(_new(Action, (street, name, _DEAD, small + big, None, False, None, None, at)))
                        continue
                    value = amounts.get(token)
                    if value is None:
                        value = self.new_amount(amounts, token, comma_decimal, scale, at)
                    if meaning == "collect":
                        pot_name = _pot_of(tail) if tail else "pot"
                        if pot_name is None:  # ("from insurance", "and pays $1": no rule)
                            unparsed.append((at, row))
                            continue
                        collected.append(_new(Collection, (name, value, pot_name, 1, at)))
                        worded = tail.partition("with ")[2].strip(" .") if tail else ""
                        if worded:  # the room's words: "from the main pot with a pair of Queens.", "wins Lo" a low's
                            claims.append(_new(Claim, (name, "low hand: " * verb.endswith(" Lo") + worded, 1, at)))
                        continue
                    if meaning == "big blind + dead":  # partypoker: the big blind live, the rest (the small) dead
                        big = head_big(actions) or value
                        small = max(0, value - big)
                        dead[name] = dead.get(name, 0) + small
                        street_in[name] = street_in.get(name, 0) + value - small
                        high = max(high, street_in[name])
                        actions.append(_new(Action, (street, name, _DEAD, value, None, False, None, None, at)))
                        continue
                    before = street_in.get(name, 0)
                    post = _POSTS.get(meaning)
                    if post is _ANTE:
                        actions.append(_new(Action, (street, name, post, value, None, False, None, None, at)))
                        continue
                    if post is _DEAD:  # a blind posted out of turn: dead money
                        dead[name] = dead.get(name, 0) + value
                        actions.append(_new(Action, (street, name, post, value, None, False, None, None, at)))
                        continue
                    if meaning == "raise-to" or to_token is not None:
                        if to_token is not None:  # "raises 6000000 to 8000000": the second is the total
                            value = self.amount(to_token, comma_decimal, scale, at)
                        value -= before
                        if value <= 0:
                            raise self.fail(f"a raise to no more than the player had in: {row[:80]!r}", at)
                    kind = post or (
                        _CALL
                        if meaning == "call"
                        else _BET
                        if meaning in ("bet", "complete") and not high
                        else _RAISE
                        if meaning in ("raise", "raise-to", "bet", "complete")
                        else None
                    )
                    if kind is None:  # "is all-in": a call, bet or raise by what it comes to
                        kind = _CALL if before + value <= high else _BET if not high else _RAISE
                    elif kind is _SMALL or kind is _BIG:
                        posted.add(value)
                    if (kind is _CALL or kind is _BET or kind is _RAISE) and name not in turned:
                        turned.add(name)
                        if ended[1].get(name, 0) < ended[2]:
                            problem = problem or self.out_of_turn(name, at, street, row, ended, out, lines)
                    if kind is _CALL and before + value > high:
                        problem = problem or self.call_over(name, value, before, high, at, street, row)
                    to = before + value if kind in (_BET, _RAISE) else None
                    actions.append(_new(Action, (street, name, kind, value, to, meaning == "all-in", None, None, at)))
                    street_in[name] = before + value
                    if before + value > high:
                        high = before + value
                    continue
            code, kind, value, all_in = plan
            if code == _ADDS:  # chips put in: the most lines
                before = street_in.get(name, 0)
                if kind is None:  # "is all-in": a call, bet or raise by what it comes to
                    kind = _CALL if before + value <= high else _BET if not high else _RAISE
                    turn = True
                elif kind is _BET:
                    if high:  # a bet into a bet (a completion, a stud raise)
                        kind = _RAISE
                    turn = True
                elif kind is _SMALL or kind is _BIG:
                    posted.add(value)
                    turn = False
                else:  # a call or a raise; a bring-in or a button's blind is a post
                    turn = kind is _CALL or kind is _RAISE
                if turn:
                    if name not in turned:
                        turned.add(name)
                        if ended[1].get(name, 0) < ended[2]:
                            problem = problem or self.out_of_turn(name, at, street, row, ended, out, lines)
                    if kind is _CALL and before + value > high:
                        problem = problem or self.call_over(name, value, before, high, at, street, row)
            elif code == _RAISES_TO:  # a raise to the total
                if name not in turned:
                    turned.add(name)
                    if ended[1].get(name, 0) < ended[2]:
                        problem = problem or self.out_of_turn(name, at, street, row, ended, out, lines)
                before = street_in.get(name, 0)
                value -= before
                if value <= 0:
                    raise self.fail(f"a raise to no more than the player had in: {row[:80]!r}", at)
                turn = True
            elif code == _FOLDS:
                if name not in turned:
                    turned.add(name)
                    if ended[1].get(name, 0) < ended[2]:
                        problem = problem or self.out_of_turn(name, at, street, row, ended, out, lines)
                out.add(name)
                actions.append(_new(Action, (street, name, _FOLD, 0, None, False, None, None, at)))
                continue
            elif code == _CHECKS:
                if street_in.get(name, 0) < high:
                    raise self.fail(f"{name!r} checks facing a bet: chips posted without a line", at)
                if name not in turned:
                    turned.add(name)
                    if ended[1].get(name, 0) < ended[2]:
                        problem = problem or self.out_of_turn(name, at, street, row, ended, out, lines)
                actions.append(_new(Action, (street, name, _CHECK, 0, None, False, None, None, at)))
                continue
            else:  # a notice, a hand not shown
                continue
            to = before + value if kind is _BET or kind is _RAISE else None
            rest = left.get(name, 0) - value
            left[name] = rest
            actions.append(
                _new(Action, (street, name, kind, value, to, all_in or rest == 0, None, None, at))
            )  # (all in: the words say so, or a blind, call or bet of the whole stack)
            before += value
            street_in[name] = before
            if before > high:
                high = before
        return self.settle(head, boards, printed_rake, button, posted, lines, problem)

    def post_blinds(
        self,
        blinds: tuple[int, int],
        seats: list[Seat],
        button: int | None,
        actions: list[Action],
        street_in: dict[str, int],
        at: int,
        posted: set[int],
    ) -> None:
        """The blinds a room posts without a line: the small from the first seat after the
        button's, the big from the next (heads-up, the button posts the small), each at most
        what the player has left."""
        if any(a.kind is _SMALL or a.kind is _BIG for a in actions):
            return  # posted with lines after all
        if button is None or len(seats) < 2:  # pragma: no cover - every hand has a button line
            raise self.fail("the blinds are posted without a line, and the button's seat is not known", at)
        order = [  # who plays: a player moved in from another table sits the hand out
            s for s in sorted(seats, key=lambda s: (s.seat <= button, s.seat)) if self._plays(s.name)
        ]
        if len(order) == 2:
            order = order[::-1]
        put: dict[str, int] = {}
        for action in actions:
            put[action.player] = put.get(action.player, 0) + action.amount
        for seat, blind, kind in (
            (order[0], blinds[0], _SMALL),
            (order[1], blinds[1], _BIG),
        ):
            value = min(blind, seat.stack - put.get(seat.name, 0))
            if value > 0:
                actions.append(_new(Action, ("preflop", seat.name, kind, value, None, value < blind, None, None, at)))
                posted.add(value)
                street_in[seat.name] = street_in.get(seat.name, 0) + value

    def _plays(self, name: str) -> bool:
        """Whether a line of the hand begins with ``name`` and a word of play: a line of the
        room's notices about the player alone (``has left the table.``, ``will be using his time
        bank``) says nothing of being dealt in."""
        text, key = self.text, f"\n{name} "
        at = text.find(key)
        while at >= 0:
            at += len(key)
            end = text.find("\n", at)
            rest = text[at : len(text) if end < 0 else end]
            if not any(rest.startswith(verb) for verb in self.grammar.quiet_verbs):
                return True
            at = text.find(key, at)
        return False

    def balance(
        self,
        row: str,
        name: str,
        collected: list[Collection],
        cash_outs: dict[str, tuple[int, int]],
        hole: dict[str, str],
        shown: set[str],
        comma_decimal: bool | None,
        scale: int,
        at: int,
    ) -> None:
        """A partypoker summary line from its verb on (the player's name before it may hold
        brackets and the room's words): ``ann balance $100.57, bet $3, collected $3.57, net
        +$0.57 [ Ad 5d ] [ a pair of nines -- ... ]``; a player who cashed out (``ann Cashed
        out  balance``) was paid by the room, not from the pot."""
        cards = _CARDS_IN.search(row)
        if cards is not None and cards.group("cards").strip():
            hole[name] = self.cards(cards.group("cards"))
            shown.add(name)
        bet = _SUMMARY_BET.search(row)
        if bet is not None:
            self.summary_bets[name] = self.amount(bet.group("b") or bet.group("l"), comma_decimal, scale, at)
        elif "didn't bet" in row:
            self.summary_bets[name] = 0
        after = _AFTER.match(row)
        if after is not None:
            self.balances[name] = (
                self.summary_figure(after.group("a"), comma_decimal, scale, at, f"{name}{row}"),
                row,
                at,
            )
        got = _BALANCE.search(row)
        if got is None:
            return
        value = self.amount(got.group("c"), comma_decimal, scale, at)
        net = _NET.search(row)
        if net is not None and bet is not None:  # the net the line says: checked once the hand is read
            said = self.summary_figure(net.group("n"), comma_decimal, scale, at, f"{name}{row}")
            self.nets[name] = (-said if net.group("sign") == "-" else said, value, f"{name}{row}", at)
        if " Cashed out " in row:
            cash_outs[name] = (value, 0)
        elif value:
            collected.append(Collection(name, value, "pot", 1, at))

    def summary_figure(self, token: str, comma_decimal: bool | None, scale: int, at: int, row: str) -> int:
        """An amount of a summary's line ``row`` (:meth:`amount`), or an error quoting the line."""
        try:
            return self.amount(token, comma_decimal, scale, at)
        except HandHistoryError:
            raise self.fail(f"line {at}: {shorten(token, 30)} is no amount: {shorten(row, 80)}", at) from None

    def check_balances(self, record: HandRecord) -> None:
        """Each ``net`` the summary's lines say (partypoker from 2013) against what the line says
        the player collected less what it says they bet (which the hand's lines put in:
        :meth:`check_settled`), and each ``balance`` (``ann balance $19.83, lost $0.10
        (folded)``) against the stack the player began with, less what they put in, plus what
        the pots paid them, what went back and a cash-out the room paid: else the file disagrees
        with itself."""
        money = self.money_text
        for name, (net, value, row, at) in self.nets.items():  # what it collected less what it bet
            if net != value - self.summary_bets[name]:
                found = f"it collected {money(value)} and bet {money(self.summary_bets[name])}"
                raise self.disagrees(
                    f"{name}'s net was {row[row.rfind(' net ') + 5 :].split('[')[0].strip()}", found, row, at
                )
        if not self.balances:
            return
        got: dict[str, int] = dict(record.returned)
        for collection in record.collected:
            got[collection.player] = got.get(collection.player, 0) + collection.amount
        for name, (amount, _) in record.cash_outs.items():
            got[name] = got.get(name, 0) + amount
        put = self.put
        for seat in record.seats:
            said = self.balances.get(seat.name)
            if said is None or seat.name == self.joined:  # (a newcomer's stack is not known)
                continue
            expected = seat.stack - put.get(seat.name, 0) + got.get(seat.name, 0)
            if said[0] != expected:
                found = (
                    f"the stack before ({money(seat.stack)}) less what was put in, plus what was paid and went back,"
                    f" is {money(expected)}"
                )
                raise self.disagrees(
                    f"{seat.name}'s balance was {money(said[0])}", found, f"{seat.name}{said[1]}", said[2]
                )

    def settle(
        self,
        head: Header,
        boards: dict[str, str],
        printed_rake: int | None,
        button: int | None,
        posted: set[int],
        lines: list[str],
        problem: HandHistoryError | None = None,
    ) -> HandRecord:
        """What the first lines said, the board and the blinds ``posted`` (their amounts), onto
        the builder; the record, with the bet nobody called and the rake the room did not print
        (:meth:`TextHand.record`: none in a cash hand of a board game that ended before the flop,
        "no flop, no drop"), its posts judged (:meth:`check_forced`; ``lines``: the hand's), then
        ``problem`` raised, the first turn the reading found out of turn (:meth:`out_of_turn`,
        :meth:`call_over`): a post against the rules (a blind written twice) is named first,
        and a hand whose numbers do not add up keeps the reason it had."""
        stud = head.game in _STUD
        self.game, self.game_text, self.structure = head.game, head.game_text, head.structure
        self.currency = head.currency
        self.scale, self.tournament, self.table = head.scale, head.tournament, head.table
        self.button = None if stud else button
        board: list[str] = []
        for dealt in ("flop", "turn", "river", "seventh"):  # (a loop, not a comprehension: read for every hand)
            if dealt in boards:
                board += boards[dealt].split()
        self.board = board
        if not head.tournament:
            # no flop, no drop (docs/RULES.md, "888poker"): chips a winner is short of are no rake; partypoker's
            # and Betfair's own (888's: pacific.py), not the exporters' whose hands party.py reads (PokerBros, WPN)
            no_drop = head.site in _NO_DROP and printed_rake is None and not board and not stud
            self.rake = 0 if no_drop else printed_rake
        blinds = sorted(posted)
        if head.bets is not None:
            self.stakes = head.bets
        elif head.structure == "limit" and len(blinds) > 1:  # the small bet is the big blind
            self.stakes = (blinds[1], 2 * blinds[1])
        else:
            self.stakes = tuple(blinds[:2])
        self.extra = self.extras(head)
        record = self.record()
        if not record.unparsed:  # (a line not read may be the chips a balance misses: that line is the reason)
            self.check_balances(record)
            self.check_forced(head, lines)
            order = self.out_of_order(lines, declined=self.deal_line(lines, _DECLINED.get(head.site)))
            if order is not None and (problem is None or (order.line or 0) < (problem.line or 0)):
                problem = order
            if problem is not None:  # (a line not read may be the turn that seems out of turn: the audit names it)
                raise problem
        return record

    def deal_line(self, lines: list[str], deal: str | None) -> int:
        """The line of the hand's first line that starts with ``deal`` (its room's deal,
        :data:`_DECLINED`); 0 where the room has none or the hand does not write it."""
        if deal is not None:
            for index, line in enumerate(lines):
                if line.lstrip().startswith(deal):
                    return self.line + index
        return 0

    def check_forced(self, head: Header, lines: list[str]) -> None:
        """The posts against the rules every room plays them by, the blinds of a no-limit or
        pot-limit game against those the first lines print (:attr:`Header.printed`), and the
        blinds' places (:func:`~pokerrank.handhistory._posts.check_posts`; where the grammar's
        button is not judged, :attr:`Grammar.blinds_after_button`, the big blind's place after
        the small blind alone, judged where one player posts both: the check is given no button,
        and otherwise the posts alone are read, every action where antes are posted): a post
        against them had been taken for a bet handed back or a rake (NOT AUDITABLE, the line
        quoted)."""
        stakes: tuple[int, ...] = ()
        printed = head.printed
        if printed is not None and not head.tournament:
            small_token, big_token = printed
            try:
                big = self.amount(big_token, head.comma_decimal, head.scale, self.line)
                small = (
                    self.amount(small_token, head.comma_decimal, head.scale, self.line)
                    if small_token is not None
                    else next((a.amount for a in self.actions if a.kind is _SMALL), big)  # (the small blind posted)
                )
            except HandHistoryError:  # (a stakes line whose figures are no amounts: the posts' sizes not judged)
                pass
            else:
                stakes = (small, big)
        if self.grammar.blinds_after_button:
            check_posts(self, lines, stakes)
            return
        actions = self.actions
        posts = [action for action in actions if action[2] in _FORCED]
        blinds: dict[tuple[str, ActionKind], int] = {}  # each player's small and big blind
        plain = True  # (each blind posted once, the stakes' own, and no other post: nothing the rules judge)
        for post in posts:
            kind = post[2]
            if kind is _SMALL or kind is _BIG:
                key = (post[1], kind)
                if key in blinds or (stakes and post[3] != stakes[kind is _BIG]):
                    plain = False
                blinds[key] = post[3]
            else:
                plain = False
        if any(kind is _BIG and (name, _SMALL) in blinds for name, kind in blinds):  # one player's two blinds
            button, self.button = self.button, None  # (the button's seat not judged: the big blind's place alone)
            try:
                check_posts(self, lines, stakes)
            finally:
                self.button = button
            return
        if plain:
            return
        # the posts alone are judged (every action where antes are posted: a player acting without one)
        judged = actions if any(post[2] is _ANTE for post in posts) else posts
        found = forced_bet_contradiction(
            judged, {seat.name: seat.stack for seat in self.seats}, stakes, self.dead, self.money_text
        )
        if found is not None:
            at, why = found
            row = lines[at - self.line].strip() if 0 <= at - self.line < len(lines) else ""
            raise self.fail(f"line {at}: {shorten(row, 80)}: {why}", at, INCONSISTENT)

    def out_of_turn(
        self,
        name: str,
        at: int,
        street: str,
        row: str,
        ended: _Round,
        out: set[str],
        lines: list[str],
    ) -> HandHistoryError | None:
        """The contradiction of ``name`` taking his first turn on ``street`` at line ``at``
        (``row``) having ended the street before (``ended``) short of its bet with chips left (a
        call left out, the chips taken back as a bet nobody called; a call for less than the bet,
        and a turn after a fold, ``out``, are the replay's to judge). NOT AUDITABLE, the lines
        quoted: a betting round ends only when every player still in has put in as much. None: he
        did not. (A turn taken again with no bet or raise since is :mod:`~pokerrank.handhistory._order`'s,
        judged once the hand is read: :meth:`TextHand.out_of_order`.)"""
        was, chips_in, bet, _ = ended
        chips = chips_in.get(name, 0)
        last = next((a for a in reversed(self.actions) if a.player == name and a.street == was), None)
        if name in out or chips >= bet or (last is not None and last.kind is _CALL):
            return None
        return self.went_on_behind(name, at, street, was, chips, bet, self.bet_made(was, bet), lines)

    def call_over(
        self, name: str, value: int, before: int, high: int, at: int, street: str, row: str
    ) -> HandHistoryError | None:
        """The contradiction of a call (``row``, line ``at``) that puts ``value`` in over
        ``before``, more than the street's bet (``high``): a call matches the bet (a blind left
        out before it: its chips taken for a bet nobody called). Not judged on the first street
        where a blind or a stud bring-in was posted all in for less (the players call its full
        level, as the replay's ``_over_call`` has it: a review's partypoker stud hand)."""
        if street in ("preflop", "third"):  # (a blind all in for less: the antes counted, as _posts counts them)
            stacks = {seat.name: seat.stack for seat in self.seats}
            actions = self.actions
            if any(a.kind in _CALLED_IN_FULL for a in actions if spent_all(actions, stacks, a)):
                return None
        money = self.money_text
        return self.fail(
            f"{name} calls (line {at}: {shorten(row, 60)}) to {money(before + value)} on the {street}, more than"
            f" the bet of {money(high)}: a call puts in what the bet asks, no more",
            at,
            INCONSISTENT,
        )

    def unprinted_rake(self, total: int, back: int, paid: int) -> int | None:
        """:meth:`TextHand.unprinted_rake` in whole numbers (the share :data:`MAX_INFERRED_RAKE` as a
        ratio of two: the same answer without a Decimal product a hand)."""
        if self.max_rake is not MAX_INFERRED_RAKE:  # pragma: no cover - the family's share is this one
            return TextHand.unprinted_rake(self, total, back, paid)
        taken = total - back - paid
        share, whole = _RAKE_SHARE
        return taken if taken >= 0 and taken * whole <= (total - back) * share else 0

    def back_by_rules(self, put: dict[str, int], total: int, paid: int) -> tuple[dict[str, int], int]:
        """:meth:`TextHand.back_by_rules`; where the room's win lines hold the bet nobody called
        (:data:`~pokerrank.handhistory.sites.uncalled.BET_IN_WIN`), nothing went back on no line,
        and a "side pot" of its bettor alone paying less than the bet while the other lines pay
        the pots whole hands it back short: NOT AUDITABLE, the line quoted (the chips kept can
        come only from the bet nobody called, which no rake touches)."""
        if self.site in BET_IN_WIN:
            self.side_pot_short(put, total, paid)
        back, pots = TextHand.back_by_rules(self, put, total, paid)
        if back and pots == paid and self.site in BET_IN_WIN:
            # (not a side pot of its bettor alone, nor an exporter's text: PokerBros' has its own ways)
            return {}, paid
        return back, pots

    def side_pot_short(self, put: dict[str, int], total: int, paid: int) -> None:
        """Raise where a "side pot" line pays the player with the bet nobody called less than
        that bet while the room's other lines pay every other chip put in (the pots whole): the
        side pot is that bettor's alone, the bet handed back short (``ann wins $0.99 USD from
        the side pot 1`` of a $1 bet nobody called, the main pot's $1 paid)."""
        excess = self.uncalled(put)
        if excess is None:
            return
        top, chips = excess
        for collection in self.collected:
            amount = collection.amount
            if (
                collection.player == top
                and collection.pot[:4] == "side"
                and 0 < amount < chips == total - paid + amount
            ):
                dead = self.dead
                live = sorted((chips - dead.get(name, 0) for name, chips in put.items()), reverse=True)
                row = lines_of(self.text)[collection.line - self.line].strip()
                said = f"line {collection.line} ({shorten(row, 80)}: a side pot of {top!r} alone)"
                short = ShortBack(top, amount, live[0] - live[1], live[0], live[1])
                raise self.fail(short_back_said(short, said, self.money_text), collection.line, INCONSISTENT)

    def check_settled(self, put: dict[str, int], total: int, paid: int, back: int) -> None:
        """The summary's bets (partypoker) against the lines, a result line, and no more paid
        and handed back than was put in."""
        for name, bet in self.summary_bets.items():
            if bet != put.get(name, 0):
                raise self.fail(
                    f"the summary says {name!r} bet {bet}, the hand's lines put in {put.get(name, 0)}: "
                    "the room's lines do not add up (units of the hand)"
                )
        if not self.collected:
            if self.unparsed:  # (a win line no rule reads: that line named, not the result missing)
                at, row = self.unparsed[0]
                raise self.fail(
                    f"line {at} is not understood: {row[:80]!r} (and no other {self.grammar.won} line)",
                    at,
                    UNPARSED,
                )
            raise self.fail(f"the hand records no {self.grammar.won} line: no result to audit")
        if paid + back > total:
            raise self.paid_over(total, back)

    def paid_over(self, total: int, back: int) -> HandHistoryError:
        """A hand whose win lines pay (with what it hands back) more than every chip put in
        (``total``): chips no action moved, the record leaves out a line or writes one twice
        (NOT AUDITABLE, the chips do not add up: 888, partypoker and Betfair in these words). The
        win line that takes the payouts over is quoted, with what it pays and what was put in."""
        lines = lines_of(self.text)
        money = self.money_text
        running = back
        for collection in sorted(self.collected, key=lambda c: c.line):
            running += collection.amount
            if running > total:
                break
        row = lines[collection.line - self.line].strip() if 0 <= collection.line - self.line < len(lines) else ""
        said = f"line {collection.line} ({shorten(row, 80)})" if row else "a win line"
        if running != collection.amount:  # (with other lines or a bet handed back)
            what = f", which brings what the room pays and hands back to {money(running)}"
        else:
            what = ""
        return self.fail(
            f"{said} pays {collection.player!r} {money(collection.amount)}{what}, more than the {money(total)} put"
            " in: chips no action moved (the record leaves out a line, or writes one twice)" + repeated_line(lines),
            collection.line or self.line,
            "chips do not add up",
        )

    def check_paid(self, put: dict[str, int]) -> None:
        """Nothing: this family hands back only what the rules say went back, and a payout to
        a player who put nothing in is the audit's to show (each player's payout beside the
        rules')."""

    def dealt_in(self, put: dict[str, int]) -> tuple[list[Seat], dict[str, str]]:
        """Every seat as listed (the room lists those dealt in), with the player who joined after
        the list (:meth:`newcomer`); every player's cards."""
        seats = self.seats
        if self.joined:
            seats = [*seats, self.newcomer(self.actions, put)]
        return sorted(seats, key=_SEAT), self.hole

    def pots_paid(self, rake: int | None) -> tuple[int, ...]:
        """Not recorded: the audit splits the pots itself."""
        return ()

    def newcomer(self, actions: list[Action], put: dict[str, int]) -> Seat:
        """The seat of the player who joined after the seats were listed (:attr:`joined`):
        read only where their seat and stack cannot change who is paid what, that is where
        they folded or everyone else did (then no showdown places an odd chip by seat, and
        no side pot turns on their stack). Seat 0 (the room numbers its seats from 1) and a
        stack of what they put in, the least they had; the record's ``extra["joined"]``
        names them, so that no writer or rule check takes either for the room's."""
        name = self.joined
        folded = {a.player for a in actions if a.kind is _FOLD}
        still_in = {a.player for a in actions} - folded
        if name not in folded and still_in != {name}:
            raise self.fail(
                f"{name!r}, who joined after the seats were listed (their seat and stack are not known), is still "
                "in at the end beside other players: their seat and stack could change the pots"
            )
        return Seat(0, name, put.get(name, 0))

    def extras(self, head: Header) -> dict[str, object]:
        """The record's ``extra``: the family of its game and, where a player cashed out, the
        premium each one paid as printed (``ann Cash-out Premium % is 1.0``: the room kept that
        share of the exact value of the player's pots; no line, no premium known)."""
        extra: dict[str, object] = {"family": "stud" if head.game in _STUD else "board"}
        if self.joined:
            extra["joined"] = self.joined
        if self.cash_outs:
            premiums = {m["name"]: m["premium"] for m in _PREMIUM.finditer(self.text) if m["name"] in self.cash_outs}
            extra["cash_out_premium"] = premiums
        return extra

    def chips(self, comma_decimal: bool | None, scale: int, line: int, token: str) -> int:
        """:meth:`amount`, the token last."""
        return self.amount(token, comma_decimal, scale, line)

    def amount(self, token: str, comma_decimal: bool | None, scale: int, line: int) -> int:
        """An amount as the hand's layout writes it (:attr:`Header.comma_decimal`)."""
        known = _amounts_of(comma_decimal, scale)
        value = known.get(token)
        if value is not None:
            return value
        return self.new_amount(known, token, comma_decimal, scale, line)

    def new_amount(self, known: dict[str, int], token: str, comma_decimal: bool | None, scale: int, line: int) -> int:
        """:meth:`amount` of a token not in ``known`` (the layout's amounts read before), kept there."""
        value = self._money(token, comma_decimal, scale, line)
        if len(known) < 100_000 and len(token) <= 32:  # (a token padded to any length: read, not kept)
            known[token] = value
        return value

    def _money(self, token: str, comma_decimal: bool | None, scale: int, line: int) -> int:
        plain = _PLAIN_MONEY.fullmatch(token) if comma_decimal is not True else None
        if plain is not None:  # the most new amounts (a stack, ``$9.80 USD``): what the road below gives
            whole, cents = plain.groups()
            if cents is None:
                return int(whole) * scale
            if scale == 100:
                return int(whole) * 100 + int(cents) * (10 if len(cents) == 1 else 1)
        raw = token.strip()
        if not raw[-1:].isdigit() or len(raw.split()) != 1:  # (else nothing for _SPACES to take out)
            head, space, code = raw.rpartition(" ")
            if space and code in _CODES and " " not in head and head.isprintable() and head[-1:] != "Â":
                raw = head  # the most: "$2.50 USD", what _SPACES leaves of it (a printable head has no space)
            else:
                raw = _SPACES.sub("", raw)
        raw = raw.strip("$€£").rstrip(".")
        if comma_decimal is None:  # a comma before the last two digits (``\d``: a decimal digit) is the decimal mark
            comma_decimal = scale != 1 and raw[-3:-2] == "," and raw[-2:].isdecimal()
        raw = raw.replace(".", "").replace(",", ".") if comma_decimal else raw.replace(",", "")
        whole, point, cents = raw.partition(".")
        if len(raw) <= 18 and whole.isascii() and whole.isdigit():  # the most amounts: what Decimal gives, quicker
            if not point:
                return int(whole) * scale
            if scale == 100 and 0 < len(cents) <= 2 and cents.isascii() and cents.isdigit():
                return int(whole) * 100 + int(cents) * (10 if len(cents) == 1 else 1)
        if PLAIN_NUMBER.fullmatch(raw) is None:  # (no exponent, sign, NaN or other digits: 9e900000 is no stack)
            raise self.fail(f"{shorten(token)} is not an amount", line)
        try:
            value = Decimal(raw)
        except ArithmeticError:
            raise self.fail(f"{shorten(token)} is not an amount", line) from None
        units = value * scale
        if not value.is_finite() or value < 0 or units != units.to_integral_value() or len(raw) > 18:
            raise self.fail(f"{shorten(token)} is not an amount in this hand", line)
        return int(units)

    def cards(self, text: str) -> str:
        """Cards as pokerrank writes them (``[ 8c, Ac ]`` is ``8c Ac``), ranks in the room's
        other languages as :data:`_RANKS` gives them; a card no deck has stays as written, and
        the audit names it."""
        known = _CARDS_READ.get(text)
        if known is not None:
            return known
        cards = " ".join(text.replace(",", " ").split())
        if _ENGLISH_CARDS.fullmatch(cards) is None:  # (most are two characters, an English rank first: as written)
            out = []
            for card in _CARD_SPLIT.split(text):
                if card:
                    rank = _RANKS.get(card[:-1])
                    out.append(rank + card[-1] if rank is not None else card)
            cards = " ".join(out)
        if len(_CARDS_READ) < 50_000 and len(text) <= 64:
            _CARDS_READ[text] = cards
        return cards


def _read_next(rows: list[str], numbers: list[int], index: int, new: list[str]) -> None:
    """``new`` rows read right after the row at ``index`` (a line holding two read as each, a
    newcomer's blind read again): put there, the loop reading ``rows`` reads them next; each
    is on the line of the row at ``index`` (``numbers``: each row's line, beside ``rows``)."""
    rows[index + 1 : index + 1] = [row.strip(" \t\r\ufeff") for row in new]
    numbers[index + 1 : index + 1] = [numbers[index]] * len(new)


_BUTTON: Final = re.compile(r"^Seat (?P<seat>[0-9]{1,9}) is the button")


def blinds_of(level: re.Match[str], money: Callable[[str], int]) -> tuple[int, int]:
    """The blinds a :attr:`Grammar.blinds` line gives: ``Blinds(50/100)`` as written,
    ``Stakes(200/400)`` of a limit game half the small bet and the small bet."""
    small, big = money(level.group("a")), money(level.group("b"))
    return (small // 2, small) if level.group("kind") == "Stakes" else (small, big)


def head_big(actions: list[Action]) -> int | None:
    """The big blind posted so far in a hand, if any."""
    return next((a.amount for a in actions if a.kind is _BIG), None)


def _seated(name: str, names: set[str]) -> str | None:
    """The seated player a line names: the name itself, or the one seated name it begins with
    and a space (partypoker's seat lines of 2013 may cut a name: ``Seat 2: Hero ($100)``, then
    ``Hero Name raises 3.0 to 3.0``); None when there is no such one."""
    if name in names:
        return name
    found = [seated for seated in names if name.startswith(seated + " ")]
    return found[0] if len(found) == 1 else None


def _in_amount(row: str, at: int, name: str) -> bool:
    """Whether a name of digits at ``at`` goes on a number (``$27,37``: ``37`` after ``27,``;
    ``2.65`` then ``7``; ``447``: ``7`` after ``44``): a digit before it, or a decimal or
    thousands' mark after a digit."""
    if not name[:1].isdigit():
        return False
    before = row[at - 1]
    return before.isdigit() or (before in ",." and at > 1 and row[at - 2].isdigit())


def _run_together(row: str, names: set[str], act: re.Pattern[str]) -> list[str] | None:
    """A line holding two, the second starting right after the first with a seated player's
    name (``ann does not show cards.ann wins $1,10 USD``, ``ann is sitting outbob posts big
    blind``), both players' lines: as two lines (a name of digits inside an amount, ``7`` in
    ``303 wins $27,37 USD``, starts no line: the second line's name is a seated one, or one
    cut short not inside an amount, :func:`_in_amount`, :func:`_seated`)."""
    for name in sorted(names, key=len, reverse=True):  # (the longest first: `7` is in `447`)
        at = row.find(name + " ", 1)
        while at > 0:
            if not row[at - 1].isspace() and not _in_amount(row, at, name):
                first = act.match(row[:at])
                if first is not None and first.group("name") in names:
                    second = act.match(row[at:])
                    said = None if second is None else second.group("name")
                    if said in names or (said is not None and not _in_amount(row, at, said) and _seated(said, names)):
                        return [row[:at], row[at:]]
            at = row.find(name + " ", at + 1)
    return None
