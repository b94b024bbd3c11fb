"""Rule sets as data: where the rule books disagree, each choice is a named field.

A :class:`RuleSet` is a frozen dataclass; :data:`RULE_SETS` holds the named ones
(``wsop-2024``, the default; ``tda``; ``roberts``; ``pokerstars``, ``ggpoker`` and ``everest``,
how the online rooms play)
and :func:`get_rules` finds one by name. Make your own with :func:`dataclasses.replace`.
Each field names the rule it stands for (docs/RULES.md, "The hand engine", gives the number
of each rule and the rule books' words).

>>> get_rules("roberts").limit_raises, get_rules("wsop-2024").limit_raises
(3, 4)
>>> from dataclasses import replace
>>> replace(get_rules("tda"), limit_raises=None).limit_raises is None
True
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass, fields
from operator import index
from typing import Final, Literal, get_args

from pokerrank._checks import check_name, plainly
from pokerrank.errors import ArgumentError, UnknownNameError
from pokerrank.pots import policy_name
from pokerrank.registry import Registry

__all__ = ["RULE_SETS", "RuleSet", "get_rules"]

HeadsUpCap = Literal["round start", "before cap", "never"]
StraddleRaise = Literal["straddle", "increment"]
HalfBetRaise = Literal["all-in", "full"]
MissedBlinds = Literal["post", "wait"]
RunsOddChip = Literal["first run", "by seat"]
RakeSplit = Literal["main pot first", "in proportion"]


@dataclass(frozen=True, slots=True)
class RuleSet:
    """How a card room runs a hand, where the rule books differ (docs/RULES.md, E1-E27).

    - ``short_all_in_reopens`` (E3): whether an all-in raise of less than a full raise reopens
      the betting for players who already acted (no-limit and pot-limit). The books say no.
    - ``cumulative_reopen`` (E3): several short all-ins that together come to a full raise
      reopen the betting.
    - ``half_bet_rule`` (E4): limit: an all-in of at least half a full bet or raise counts as a
      full raise (reopens the betting, sets the new level, counts towards the cap).
    - ``half_bet_raise_from`` (E4): after such an all-in the next raise is a full bet over the
      all-in (``"all-in"``: the books) or completes the last full bet plus one (``"full"``:
      PokerStars, a raise "to 180" after a bet of 60, a raise to 120 and an all-in of 150).
    - ``limit_raises`` (E5): the cap in limit: a bet and this many raises (None: no cap).
    - ``heads_up_uncapped`` (E5): when the cap does not apply: ``"round start"`` (the round
      began with two players who can bet), ``"before cap"`` (two players are left before the
      cap is reached), ``"never"``.
    - ``straddle_min_raise`` (E6): ``"straddle"`` (the straddle plays as the big blind: the
      least raise is its size) or ``"increment"`` (the largest bet or raise of the round: the
      straddle's raise over the blind).
    - ``pot_limit_counts_antes`` (E7): antes count in the pot for the pot-limit maximum.
    - ``open_pair_big_bet`` (E9): seven card stud high: an open pair on fourth street lets
      any player bet or raise the big bet.
    - ``heads_up_button_small_blind`` (E11): heads-up the button posts the small blind and acts
      first before the flop, last after.
    - ``big_blind_ante_blind_first`` (E12): a big blind ante player short of chips posts the
      blind first, then the ante; ``big_blind_ante_dead``: the big blind ante is dead money (it
      counts towards no side pot).
    - ``all_in_face_up`` (E13): once a player is all-in and the betting is over, every hand
      still in is shown: nobody may muck.
    - ``mississippi_straddle`` (E23): whether the button may straddle (a Mississippi straddle:
      the player left of the big blind acts first before the flop, the straddler last); off in
      every named rule set, a house turns it on.
    - ``dead_button`` (E24): between hands the big blind moves one player and the button may
      be dead (in front of an empty seat or a player away); False (a moving button, as
      PokerStars plays): the button moves to the next player and the two players after it post
      the blinds (no dead small blind; a player may skip the big blind).
    - ``missed_blinds`` (E24): a player back after missing blinds posts them (``"post"``: the
      big blind live, the small blind dead) or waits for the big blind (``"wait"``).
    - ``odd_chip`` (E14): the odd-chip policy of :func:`pokerrank.showdown` (``"wsop"``,
      ``"roberts"``, ``"seat"``).
    - ``runs_odd_chip`` (E26): the odd chips of a pot run more than once go to the first runs
      (``"first run"``: the books, PokerStars) or, as between tied winners, to the runs whose
      winner sits first from the button's left (``"by seat"``: GGPoker's software of 2025).
    - ``rake_split`` (E27): the rake comes from the main pot first (``"main pot first"``:
      RULES.md "Rake") or from every pot in proportion to its size, each side pot's share
      rounded down and the rest from the main pot (``"in proportion"``: Everest).

    Every field is checked when the rule set is made: a flag must be True or False, a choice
    one of its words, ``limit_raises`` None or a whole number 0 or more, ``odd_chip`` a policy
    :func:`pokerrank.showdown` knows (its name as given there, ``"Robert's Rules"`` too). A
    wrong one is an :class:`~pokerrank.errors.ArgumentError` (a wrong type) or an
    :class:`~pokerrank.errors.UnknownNameError` (an unknown word) naming the field:

    >>> from dataclasses import replace
    >>> replace(get_rules(), name="mine", odd_chip="bogus")
    Traceback (most recent call last):
    ...
    pokerrank.errors.UnknownNameError: rule set 'mine': odd_chip: unknown odd-chip policy 'bogus'; ...
    """

    name: str
    title: str
    short_all_in_reopens: bool = False
    cumulative_reopen: bool = True
    half_bet_rule: bool = True
    half_bet_raise_from: HalfBetRaise = "all-in"
    limit_raises: int | None = 4
    heads_up_uncapped: HeadsUpCap = "round start"
    straddle_min_raise: StraddleRaise = "straddle"
    pot_limit_counts_antes: bool = True
    open_pair_big_bet: bool = True
    heads_up_button_small_blind: bool = True
    big_blind_ante_blind_first: bool = True
    big_blind_ante_dead: bool = True
    all_in_face_up: bool = True
    mississippi_straddle: bool = False
    dead_button: bool = True
    missed_blinds: MissedBlinds = "post"
    odd_chip: str = "wsop"
    runs_odd_chip: RunsOddChip = "first run"
    rake_split: RakeSplit = "main pot first"

    def __post_init__(self) -> None:
        cap = self.limit_raises
        if type(cap) is not int and cap is not None and not isinstance(cap, bool) and hasattr(cap, "__index__"):
            with suppress(TypeError):  # numpy's integers: a whole number, as an int (an array: refused below)
                object.__setattr__(self, "limit_raises", index(cap))
        _check_rule_set(self)


_CHOICES: Final = {
    "half_bet_raise_from": get_args(HalfBetRaise),
    "heads_up_uncapped": get_args(HeadsUpCap),
    "straddle_min_raise": get_args(StraddleRaise),
    "missed_blinds": get_args(MissedBlinds),
    "runs_odd_chip": get_args(RunsOddChip),
    "rake_split": get_args(RakeSplit),
}
"""The fields that take one of a few words, and the words."""


def _check_rule_set(rules: RuleSet) -> None:
    """Every field of ``rules`` as its rule needs it, or an error naming the field (see :class:`RuleSet`)."""
    check_name(rules.name, "a rule set's name", error=ArgumentError)
    where = f"rule set {rules.name!r}"
    if type(rules.title) is not str:
        raise ArgumentError(f"{where}: title must be a string, got {plainly(rules.title)}")
    for field in fields(rules):
        value = getattr(rules, field.name)
        if field.type == "bool" and value is not True and value is not False:
            raise ArgumentError(f"{where}: {field.name} must be True or False, got {plainly(value)}")
        words = _CHOICES.get(field.name)
        if words is not None and value not in words:
            raise UnknownNameError(
                f"{where}: {field.name} must be one of {', '.join(map(repr, words))}, got {plainly(value)}"
            )
    cap = rules.limit_raises
    if cap is not None and (type(cap) is not int or cap < 0):
        raise ArgumentError(
            f"{where}: limit_raises must be None (no cap) or a whole number 0 or more, got {plainly(cap)}"
        )
    if type(rules.odd_chip) is not str:
        raise ArgumentError(f"{where}: odd_chip must be an odd-chip policy's name, got {plainly(rules.odd_chip)}")
    try:
        policy_name(rules.odd_chip)
    except UnknownNameError as error:
        raise UnknownNameError(f"{where}: odd_chip: {error}") from None


RULE_SETS: Final[Registry[RuleSet]] = Registry(
    "rule set", UnknownNameError, hint="wsop-2024, tda, roberts, pokerstars, ggpoker, everest"
)
"""The named rule sets."""

WSOP_2024: Final = RuleSet("wsop-2024", "2024 WSOP Tournament and Live Action Rules")
TDA: Final = RuleSet("tda", "Poker TDA Rules (2024)")
ROBERTS: Final = RuleSet(
    "roberts",
    "Robert's Rules of Poker (version 10)",
    limit_raises=3,
    heads_up_uncapped="before cap",
    odd_chip="roberts",
)
POKERSTARS: Final = RuleSet(
    "pokerstars",
    "PokerStars (online, as its hand histories show)",
    limit_raises=4,
    half_bet_raise_from="full",
    dead_button=False,  # its help pages: a forward-moving button, not a dead button
)
GGPOKER: Final = RuleSet(
    "ggpoker",
    "GGPoker (online, its software of 2025: a totals line naming Fortune)",
    runs_odd_chip="by seat",
)
EVEREST: Final = RuleSet("everest", "Everest Poker (online)", rake_split="in proportion")

for _rules, _aliases in (
    (WSOP_2024, ("wsop", "wsop 2024", "default")),
    (TDA, ("poker tda", "tournament directors association")),
    (ROBERTS, ("robert's rules", "roberts rules", "robert's rules of poker")),
    (POKERSTARS, ("stars", "online")),
    (GGPOKER, ("gg", "gg poker")),
    (EVEREST, ("everest poker",)),
):
    RULE_SETS.add(_rules.name, _rules, _aliases)


_BY_NAME: Final = {rules.name: rules for rules in (WSOP_2024, TDA, ROBERTS, POKERSTARS, GGPOKER, EVEREST)}


def get_rules(rules: str | RuleSet | None = None) -> RuleSet:
    """The rule set with this name (None: ``wsop-2024``); a :class:`RuleSet` is returned as is.

    >>> get_rules().name, get_rules("Robert's Rules").name
    ('wsop-2024', 'roberts')
    """
    if rules is None:
        return WSOP_2024
    if isinstance(rules, RuleSet):
        return rules
    found = _BY_NAME.get(rules) if type(rules) is str else None
    return found if found is not None else RULE_SETS.get(rules)
