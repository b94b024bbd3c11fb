"""A hand record as PokerStars text: the format most trackers, reviewers and converters read.

:func:`to_pokerstars` writes the hand in PokerStars' own words: the first line (game, limit,
stakes and currency, or the tournament), the table line (max seats and the button), one line
per seat with its stack, the antes, blinds, straddles and the stud bring-in, the street
markers of each family (``*** HOLE CARDS ***`` and the board streets, ``*** 3rd STREET ***``
to ``*** RIVER ***``, ``*** DEALING HANDS ***`` and the draws), every action (``raises X to
Y``, ``and is all-in``, ``discards 2 cards [..]``), the uncalled bet returned, ``*** SHOW
DOWN ***`` with shows and mucks, the ``collected X from pot`` lines (``main pot``, ``side
pot-1``), the runs of a board run twice or three times (``*** FIRST FLOP ***``, ``*** SECOND
SHOW DOWN ***``, ``FIRST Board [...]``) and the ``*** SUMMARY ***`` with ``Total pot X |
Rake Y``, the board and a line per seat. The text reads back (:func:`pokerrank.handhistory.read`)
to the same record and the same audit.

A hand PokerStars' words cannot hold is refused with a :class:`~pokerrank.errors.HandHistoryError`
that says why: a game pokerrank does not play or PokerStars never dealt, a capped game (the
record keeps no cap), a room's fees beyond one rake (a jackpot, a tax), side deals, more than
three runs, amounts in a unit PokerStars does not write, an engine hand's straddle on the button
(Mississippi), straddle or bring-in posted all in for less than its level, a big blind posted
all in for less beside its poster's dead money or where, read back as a smaller blind, another
player would act first, a least bet that is not the big blind, an ante that is dead money beside
other players' antes, or an engine hand's live big blind ante (one player's ante is the table's
dead ante in PokerStars' words, :func:`pokerrank.handhistory.replay.table_ante`).

>>> from pokerrank.handhistory import read
>>> from pokerrank.handhistory.examples import HEADS_UP_STEAL
>>> text = to_pokerstars(next(read(HEADS_UP_STEAL)))
>>> print(text.splitlines()[0])
PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02 USD) - 2026/01/01 0:00:00 ET
>>> for line in text.splitlines()[-3:]:
...     print(line)
Total pot $0.04 | Rake $0
Seat 1: ann (button) (small blind)
Seat 2: bob (big blind) folded before Flop
>>> again = next(read(text))
>>> [(a.player, a.kind.value, a.amount) for a in again.actions][2:], again.returned
([('ann', 'raise', 5), ('bob', 'fold', 0)], {'ann': 4})
"""

from __future__ import annotations

import re
import zlib
from decimal import Decimal
from typing import Any, Final

from pokerrank.games import get_game
from pokerrank.handhistory.pokerstars import _THROWING
from pokerrank.handhistory.records import Action, ActionKind, Collection, HandRecord, a_record
from pokerrank.handhistory.replay import joined_refusal, lone_ante, table_ante
from pokerrank.handhistory.sitegames import SITE_GAMES, Family, site_game
from pokerrank.handhistory.writers import (
    _LIVE_POSTS,
    _check_chip,
    _check_over,
    _check_rake_split,
    _refused,
    _short_blind_moving_the_play,
)
from pokerrank.handhistory.writers_ohh import _check_runs

__all__ = ["to_pokerstars"]

_DATE: Final = "2026/01/01 0:00:00 ET"
"""The date every written hand carries (a record keeps none)."""
_LIMITS: Final = {
    "no-limit": "No Limit",
    "pot-limit": "Pot Limit",
    "limit": "Limit",
    "pot-limit preflop, no-limit after": "Pot Limit Pre-Flop, No Limit Post-Flop",
}
_SYMBOLS: Final = {"USD": "$", "EUR": "€", "GBP": "£", "CNY": "¥", "INR": "₹", "CAD": "$"}
_CENT: Final = Decimal("0.01")
_POSTS: Final = {
    ActionKind.ANTE: "posts the ante",
    ActionKind.SMALL_BLIND: "posts small blind",
    ActionKind.BIG_BLIND: "posts big blind",
    ActionKind.STRADDLE: "posts straddle",
    ActionKind.BUTTON_BLIND: "posts button blind",
    ActionKind.BRING_IN: "brings in for",
}
_POSTS_FIRST: Final = frozenset(_POSTS) - {ActionKind.BRING_IN} | {ActionKind.DEAD_BLINDS}
_BOARD_MARKERS: Final = {"flop": "FLOP", "turn": "TURN", "river": "RIVER"}
_BOARD_SIZES: Final = {"flop": 3, "turn": 4, "river": 5}
_STUD_MARKERS: Final = {
    "third": "3rd STREET",
    "fourth": "4th STREET",
    "fifth": "5th STREET",
    "sixth": "6th STREET",
    "seventh": "RIVER",
}
_DRAW_MARKERS: Final = {
    "deal": "DEALING HANDS",
    "draw 1": "FIRST DRAW",
    "draw 2": "SECOND DRAW",
    "draw 3": "THIRD DRAW",
}
_RUN_WORDS: Final = ("FIRST", "SECOND", "THIRD")
_SEAT_TAGS: Final = {ActionKind.SMALL_BLIND: "small blind", ActionKind.BIG_BLIND: "big blind"}
_ORDINAL: Final = {"1": "st", "2": "nd", "3": "rd"}
_STUD_SUMMARY: Final = {street: marker.replace("STREET", "Street") for street, marker in _STUD_MARKERS.items()} | {
    "seventh": "7th Street"
}
_POT_NAME: Final = re.compile(r"(?:main |side )?pot(?:[- ]?\d+)?(?:\((?:HI|LO)\))?")
_MAX_RUNS: Final = 3
_KIND: Final = re.compile(r"(?:(?:Home Game|Zoom|Rush) )?(?:Hand|Game)|Home Game|Zoom|Rush")
"""The words before the hand's number on PokerStars' first line (``PokerStars Zoom Hand #``)."""


def to_pokerstars(record: HandRecord) -> str:
    """A hand as PokerStars text (see the module docstring); raises
    :class:`~pokerrank.errors.HandHistoryError`, naming why, for a hand PokerStars' words
    cannot hold."""
    record = a_record(record, "to_pokerstars()")
    text = _Writer(record).write()
    _check_audits_alike(record, text)
    return text


def _check_audits_alike(record: HandRecord, text: str) -> None:
    """Refuse a hand whose text, read back as PokerStars', would audit otherwise: MATCH stays
    MATCH and a MISMATCH stays the same one. PokerStars' words say one rake taken main pot
    first, WSOP's odd chips and the first runs' odd chips: a room that pays by another rule
    (Everest's rake from every pot in proportion, ``decision.RAKE_IN_PROPORTION``; GGPoker's
    odd chips between runs by seat) is checked here, whatever the rule, by the audit itself."""
    from pokerrank.handhistory.audit import Outcome, audit_hand
    from pokerrank.handhistory.reader import read_bytes

    before = audit_hand(record)
    if before.outcome is not Outcome.MATCH and before.outcome is not Outcome.MISMATCH:
        return
    back = next(read_bytes(text.encode(), str(record.source)), None)
    after = audit_hand(back) if back is not None else None
    if back is not None and after is not None and after.outcome is before.outcome:
        were: dict[str, Any] | None = _totals(record, before)
        are: dict[str, Any] | None = _totals(back, after)
        if not were or not are:  # (a file of finishing stacks names no payouts per player: what the rules give)
            were, are = _rules(record), _rules(back)
        if were is None or are is None or were == are:
            return
    said = after.detail if after is not None else "no hand"
    raise _refused(
        record,
        f"PokerStars text cannot say how the room paid this hand ({_room_rule(record)}): read back, its audit"
        f" would be {after.outcome.value.upper() if after is not None else 'nothing'}, not"
        f" {before.outcome.value.upper()} ({said})",
    )


def _totals(record: Any, verdict: Any) -> dict[str, tuple[Any, Any]]:
    """Each player's money from the whole hand in a verdict (in the record's money, so a hand
    counted in dollars compares with its text in cents): what the rules give, what was paid."""
    money = record.money
    return {
        p.player: (money(p.rules), money(p.paid)) for p in verdict.payouts if p.pot == "total" and (p.rules or p.paid)
    }


def _rules(record: HandRecord) -> dict[str, Any] | None:
    """What the rules give each player from the whole hand, in the record's money (the audit's
    decision, as :func:`~pokerrank.handhistory.writers.faithful_deal` takes it); None where the
    hand cannot be decided so (its audit then said all there is)."""
    from pokerrank.errors import PokerRankError
    from pokerrank.handhistory.decision import decide
    from pokerrank.handhistory.replay import replay

    try:
        totals = decide(replay(record), record.rake or 0, record.pots, added=record.added, hands=False).totals
    except PokerRankError:
        return None
    return {name: record.money(amount) for name, amount in totals.items() if amount}


def _room_rule(record: HandRecord) -> str:
    """The room's rule PokerStars' words cannot say, as far as the record tells."""
    from pokerrank.handhistory.decision import RAKE_IN_PROPORTION, RUNS_BY_SEAT

    if record.site in RAKE_IN_PROPORTION and record.rake:
        return (
            f"{record.site} takes the rake from every pot in proportion; PokerStars' words say one rake, taken main"
            " pot first"
        )
    if record.site in RUNS_BY_SEAT and record.runs > 1:
        return f"{record.site} gives the odd chips between runs by seat; PokerStars' words give them to the first runs"
    return "its rake, its odd chips or its runs are taken by a rule PokerStars' words do not say"


def _number(said: str) -> str:
    """A hand's or a tournament's number as PokerStars writes it (digits): the room's own if it
    is one, else the digits it holds, else a number made from it (the same every time)."""
    if said.isdigit():
        return said
    digits = "".join(c for c in said if c.isdigit())
    return digits if digits and len(digits) <= 20 else str(zlib.crc32(said.encode()))


class _Writer:
    """Writes one record: the checks first, then the lines in PokerStars' order."""

    def __init__(self, record: HandRecord) -> None:
        self.record = record
        self.lines: list[str] = []
        self.family: Family = "board"
        self.game_name = ""
        self.boards_written: set[str] = set()

    # -- what PokerStars cannot hold --------------------------------------------------------------

    def check(self) -> None:
        record = self.record
        if record.error is not None:
            raise record.error
        if record.cancelled:
            raise _refused(record, "the hand was cancelled: there is no hand to write")
        _check_over(record, "PokerStars text")
        _check_chip(record, "PokerStars text")
        _check_runs(record, "PokerStars text")
        _check_rake_split(record, "PokerStars text")
        if "joined" in record.extra:
            raise _refused(record, joined_refusal(record, "PokerStars text"))
        if record.game is None:
            raise _refused(
                record, f"pokerrank does not play {record.game_text or 'the game'!r}: PokerStars text needs its game"
            )
        base = record.game_text.strip()
        for limit in sorted((*_LIMITS.values(), "Fixed Limit"), key=len, reverse=True):  # "Razz Limit": "Razz"
            if base.lower().endswith(" " + limit.lower()):
                base = base[: -len(limit) - 1]
                break
        if record.game in _THROWING:  # (Irish: PokerStars' text has no round without a draw)
            raise _refused(
                record, f"{get_game(record.game).title}: its discard round has no marker PokerStars' reader knows"
            )
        said = site_game(base) if base else None
        names = [g.name for g in SITE_GAMES.values() if g.game == record.game]
        if said is not None and said.game == record.game and said.name in names:
            names.insert(0, said.name)
        if not names:
            raise _refused(record, f"PokerStars never dealt {record.game!r}: its text has no name for the game")
        if record.game == "five-card-stud":
            raise _refused(record, "five card stud's second street has no marker PokerStars' reader knows")
        self.game_name = names[0]
        self.family = SITE_GAMES[self.game_name.lower()].family
        if record.structure not in _LIMITS:
            what = record.structure or "no betting structure"
            why = (
                "the record keeps no cap" if record.structure.startswith("capped") else "PokerStars has no name for it"
            )
            raise _refused(record, f"the hand's limit {what!r} cannot be written: {why}")
        self.stakes = record.stakes
        bets = record.extra.get("bets") if record.format == "engine" and self.family == "stud" else None
        if record.structure in ("no-limit", "pot-limit") and isinstance(bets, tuple) and len(bets) == 2 and bets[0]:
            self.stakes = bets  # (the engine's no-limit or pot-limit stud: its small and big bet, as in limit)
        elif len(record.stakes) < 2 and not (len(record.stakes) == 1 and self.family == "stud"):
            self.stakes = self.stakes_posted()
        fees = record.extra.get("fees")
        if fees and any(amount for name, amount in fees.items() if name != "Rake"):
            named = ", ".join(f"{name} {record.format_money(amount)}" for name, amount in fees.items() if amount)
            raise _refused(record, f"PokerStars text has a rake and no other fee; the room took {named}")
        for field in ("side_deals", "cash_out_premium"):
            if record.extra.get(field):
                raise _refused(record, f"PokerStars text has no line for the room's {field.replace('_', ' ')}")
        if record.format == "engine" and record.extra.get("button_straddle"):  # (the engine's record: E23)
            raise _refused(record, "PokerStars text has no words for a straddle on the button that acts last")
        if record.format == "engine" and any(
            a.kind is ActionKind.BRING_IN and a.all_in and a.amount < record.extra.get("bring_in", 0)
            for a in record.actions
        ):  # (the level: called in full, E18)
            raise _refused(record, "PokerStars text has no words for the level of a bring-in posted all in for less")
        blinds = record.extra.get("blinds") if record.format == "engine" and record.structure == "limit" else None
        if isinstance(blinds, tuple) and blinds and self.family != "stud" and blinds[-1] != self.stakes[0]:
            raise _refused(  # (read back, the big blind is the small bet, or the stakes the blinds: E5's cap moves)
                record,
                f"PokerStars text has no words for a limit big blind of {record.format_money(blinds[-1])} with a small"
                f" bet of {record.format_money(self.stakes[0])}: its limit games' big blind is the small bet",
            )
        if record.format == "engine" and self.family != "stud":
            self.check_short_big_blind()
        if record.format == "engine" and "min_bet" in record.extra:  # (no-limit stud, a least bet of its own)
            raise _refused(record, "PokerStars text has no words for a least bet that is not the big blind")
        if record.format == "engine" and record.extra.get("straddles"):  # (the level: called in full, E18)
            who = ", ".join(record.extra["straddles"])
            raise _refused(
                record, f"PokerStars text has no words for the level of a straddle posted all in for less ({who})"
            )
        if record.unit != 1 and record.unit != _CENT:
            raise _refused(record, f"PokerStars writes amounts in chips or cents, not in units of {record.unit}")
        if record.unit == _CENT and record.currency is None:
            raise _refused(record, "play money counted in hundredths: PokerStars writes play chips whole")
        if record.unit == _CENT and record.currency not in _SYMBOLS:
            raise _refused(record, f"PokerStars text has no currency {record.currency!r}")
        self.scale = 1  # a cash game counted in whole dollars (a PHH file) is written in cents
        if record.unit == 1 and record.currency is not None and record.tournament is None:
            if record.currency not in _SYMBOLS:
                raise _refused(record, f"PokerStars text has no currency {record.currency!r}")
            self.scale = 100
        unpaid = not record.collected and record.finishing_stacks is None and record.winnings is None
        if unpaid and record.format not in ("pokerstars", "engine"):
            raise _refused(record, "the hand says nothing of what each player was paid: no line would say it")
        if record.runs > _MAX_RUNS:
            raise _refused(record, f"the board was run {record.runs} times: PokerStars' words name three runs at most")
        if record.unparsed:
            number, line = record.unparsed[0]
            raise _refused(record, f"line {number} was not read ({line!r}): it cannot be written again")
        for seat in record.seats:
            name = seat.name
            if not name or name != name.strip() or "\n" in name or name.startswith(("*", "Seat ", "Dealt to ")):
                raise _refused(record, f"the player's name {name!r} cannot stand at the start of a PokerStars line")

    def check_short_big_blind(self) -> None:
        """Refuse an engine hand's big blind posted all in for less where, read back, it would be
        another hand: the others call it in full (E18), but PokerStars' words give it no level
        of its own (the stakes' big blind is the level of a post of 0 alone). By a player who
        posts dead money too, the blind and the dead money would be one post whose part above
        the level is the dead money (a post of both blinds, E21); beside other blinds it would
        be a smaller blind, and where that moves who acts first (the player after the first to
        post the most clockwise from the button, equal blinds the second), an action out of turn."""
        record = self.record
        first = record.actions[0].street if record.actions else None
        posts = [a for a in record.actions if a.street == first and a.kind in _LIVE_POSTS]
        blinds = record.extra.get("blinds")
        level = blinds[-1] if isinstance(blinds, tuple) and blinds else record.stakes[-1] if record.stakes else 0
        shorts = [
            a for a in posts if a.kind is ActionKind.BIG_BLIND and a.all_in and 0 < a.amount < level
        ]  # (a blind posted for nothing is read back at the stakes' level)
        if not shorts:
            return
        money = record.format_money
        for post in shorts:
            dead = record.dead.get(post.player, 0)
            if dead:
                raise _refused(
                    record,
                    f"PokerStars text has no words for the level ({money(level)}) of {post.player}'s big blind"
                    f" posted all in for {money(post.amount)} beside their dead money ({money(dead)}): read back,"
                    " the blind and the dead money would be one post, its part above the level the dead money",
                )
        short = _short_blind_moving_the_play(record, level)
        if short is None:
            return
        others = [a for a in posts if all(a is not s for s in shorts)]
        if any(a.kind is ActionKind.BIG_BLIND for a in others):
            beside = "another big blind"
        elif any(a.kind is ActionKind.SMALL_BLIND and a.amount >= short.amount for a in others):
            beside = "a small blind of as much"
        else:
            beside = "the other blinds"
        raise _refused(
            record,
            f"PokerStars text has no words for the level ({money(level)}) of {short.player}'s big"
            f" blind posted all in for {money(short.amount)} beside {beside}: read back, it would be"
            " a smaller blind, and another player would act first",
        )

    def stakes_posted(self) -> tuple[int, ...]:
        """The stakes of a hand whose room printed no small and big amount, by its blinds:
        small and big blind, or (limit) the big blind as the small bet."""
        record = self.record
        small = next((a.amount for a in record.actions if a.kind is ActionKind.SMALL_BLIND), None)
        big = next((a.amount for a in record.actions if a.kind is ActionKind.BIG_BLIND), None)
        if record.format == "engine" and len(record.stakes) == 1 and record.stakes[0] and big is not None:
            big = record.stakes[0]  # (the engine's own record: its big blind, the first posted all in for less)
        if big is None:
            raise _refused(
                record,
                f"the room printed no small and big amount ({record.stakes!r}) and no big blind says them:"
                " PokerStars' first line needs them",
            )
        if record.structure == "limit":
            return (big, 2 * big)
        return (small or (big + 1) // 2, big)

    # -- amounts -----------------------------------------------------------------------------------

    def money(self, amount: int) -> str:
        record = self.record
        if record.unit == 1 and self.scale == 1:
            return str(amount)
        if amount < 0:
            return "-" + self.money(-amount)
        amount *= self.scale
        symbol = _SYMBOLS[record.currency or ""]
        whole, part = divmod(amount, 100)
        return f"{symbol}{whole}" if not part else f"{symbol}{whole}.{part:02d}"

    # -- the hand ------------------------------------------------------------------------------------

    def write(self) -> str:
        from pokerrank.handhistory.replay import replay

        self.check()
        record = self.record
        self.play = replay(record)
        self.returned = dict(record.returned)
        derived = not record.collected and (record.finishing_stacks is not None or record.winnings is not None)
        if derived and not record.returned and self.play.uncalled is not None:  # PHH: no line returns it
            self.returned = {self.play.uncalled[0]: self.play.uncalled[1]}
        self.header()
        self.body()
        self.summary()
        return "\n".join(self.lines) + "\n"

    def header(self) -> None:
        record = self.record
        money = self.money
        stakes = self.stakes if len(self.stakes) >= 2 else (self.stakes[0], self.stakes[0] * 2)
        iso = f" {record.currency}" if record.currency and record.tournament is None else ""
        game = f"{self.game_name} {_LIMITS[record.structure]}"
        if record.mix:
            game = f"{record.mix} ({game})"
        hand_id = _number(record.hand_id)
        kind = record.extra.get("kind") if record.format == "pokerstars" else None
        kind = kind if isinstance(kind, str) and _KIND.fullmatch(kind) else "Hand"  # "Game", "Zoom Hand", ...
        home = record.extra.get("home")
        club = f"{{{home}}} " if isinstance(home, str) and "}" not in home and "\n" not in home else ""
        if record.tournament is not None:
            level = f"Level I ({stakes[0]}/{stakes[1]})"
            number = _number(record.tournament)
            first = f"PokerStars {kind} #{hand_id}: {club}Tournament #{number}, {game} - {level} - {_DATE}"
        else:
            amounts = f"({money(stakes[0])}/{money(stakes[1])}{iso})"
            first = f"PokerStars {kind} #{hand_id}: {club}{game} {amounts} - {_DATE}"
        self.lines.append(first)
        table = f"Table '{record.table or 'pokerrank'}'"
        if record.max_seats:
            table += f" {record.max_seats}-max"
        if record.button is not None and self.family != "stud":
            table += f" Seat #{record.button} is the button"
        self.lines.append(table)
        for seat in record.seats:
            out = " is sitting out" if seat.sitting_out else ""
            self.lines.append(f"Seat {seat.seat}: {seat.name} ({money(seat.stack)} in chips){out}")

    def body(self) -> None:
        record = self.record
        family = self.family
        actions = [a for a in record.actions if a.street != "showdown"]
        showdown = [a for a in record.actions if a.street == "showdown"]
        gave_up = {a.player for a in record.actions if a.kind is ActionKind.MUCK}
        order = {name: k for k, name in enumerate(record.players)}
        for name in sorted(record.mucked - gave_up - set(record.hole), key=lambda n: (order.get(n, len(order)), n)):
            showdown.append(Action("showdown", name, ActionKind.MUCK))  # a muck the room named without cards
        first = self.first = "deal" if family == "draw" else ("third" if family == "stud" else "preflop")
        lead = 0  # the forced bets come before the first street's marker
        while lead < len(actions) and actions[lead].street == first and actions[lead].kind in _POSTS_FIRST:
            lead += 1
        posts, rest = actions[:lead], actions[lead:]
        self.dead_left = dict(record.dead)
        lone = lone_ante(record.actions)  # (the table's ante: PokerStars' words for it are dead money, E12)
        table = table_ante(record, record.actions) if lone is not None else None
        if lone is not None and record.format == "engine" and (table is None) == bool(record.extra.get("ante_dead")):
            raise _refused(
                record,
                f"{lone[0]}'s ante of {record.format_money(lone[1])} is a "
                + ("live bet in the engine's rule set" if table is not None else "dead ante of the engine's rule set")
                + ", and PokerStars' words for one player's ante make it the table's dead ante only where that"
                " player posts the big blind or is on the button of three players or more",
            )
        if table is not None and table[0] in self.dead_left and (record.format == "engine" or record.format == "phh"):
            self.dead_left[table[0]] -= table[1]  # (its dead money holds the ante: written as the ante)
        self.claims = list(record.claims)
        self.last_show = {a.player: a for a in record.actions if a.kind is ActionKind.SHOW}
        self.small_posted = False
        self.opened = self.brought_in = False
        self.written: set[str] = set()
        self.commit: dict[str, int] = {}
        self.held: dict[str, str] = {}
        for action in posts:
            self.action(action)
        street = None
        dealt = list(record.dealt)
        for action in rest:
            if action.street != street:
                self.catch_up(action.street, dealt)
                street = action.street
                self.marker(street, dealt)
            self.action(action)
            if action.kind is ActionKind.DISCARD or action.kind is ActionKind.STAND_PAT:
                self.deal(street, dealt, action)
        self.deal_rest(street or first, dealt)
        for name, left in self.dead_left.items():
            if left < 0:
                raise _refused(
                    record,
                    f"{name}'s second small blind is a live bet in the room's record, and PokerStars' words"
                    " make a second small blind dead money",
                )
            if left:
                raise _refused(
                    record,
                    f"{name} put in {record.format_money(left)} of dead money (an ante that is no bet) that"
                    " PokerStars text has no words for: it would read as a live bet",
                )
        for name, amount in self.returned.items():
            self.lines.append(f"Uncalled bet ({self.money(amount)}) returned to {name}")
        self.showdown(showdown)

    def marker(self, street: str, dealt: list[tuple[str, str, str]]) -> None:
        """The marker of ``street`` (and of the board streets skipped before it), then the
        cards dealt on it."""
        family = self.family
        if street != self.first:  # the forced bets count towards the first round's bets
            self.commit = {}
            self.opened = self.brought_in = False
        self.written.add(street)
        if family == "board":
            if street == "preflop":
                self.lines.append("*** HOLE CARDS ***")
            elif street in _BOARD_SIZES:
                for before in ("flop", "turn", "river"):
                    if before in self.boards_written:
                        continue
                    self.board_street(before)
                    if before == street:
                        break
            else:
                raise _refused(self.record, f"a board game's action on street {street!r}")
        elif family == "stud":
            if street not in _STUD_MARKERS:
                raise _refused(self.record, f"a stud action on street {street!r}")
            self.lines.append(f"*** {_STUD_MARKERS[street]} ***")
        else:
            if street not in _DRAW_MARKERS:
                raise _refused(self.record, f"a draw game's action on street {street!r}")
            if street == "draw 1" and not any(s.startswith("draw 2") for s, *_ in self.record.actions):
                self.lines.append("*** DRAW ***" if self.single_draw else "*** FIRST DRAW ***")
            else:
                self.lines.append(f"*** {_DRAW_MARKERS[street]} ***")
        self.deal(street, dealt)
        if family == "board" and street == "preflop":
            record = self.record
            revealed = {a.player for a in record.actions if a.cards and a.kind in (ActionKind.SHOW, ActionKind.MUCK)}
            for name, cards in record.hole.items():  # cards known and dealt on no line: on one
                if name not in self.held and name not in revealed | record.shown | record.mucked:
                    self.lines.append(f"Dealt to {name} [{cards}]")
                    self.held[name] = cards

    @property
    def single_draw(self) -> bool:
        return self.record.game in ("2-7-single-draw", "five-card-draw")

    def catch_up(self, street: str | None, dealt: list[tuple[str, str, str]]) -> None:
        """The streets of a stud or draw hand dealt before ``street`` (None: all that are
        left) with no action on them (all in): their markers and cards, in order."""
        if self.family == "board":
            return
        markers = _STUD_MARKERS if self.family == "stud" else _DRAW_MARKERS
        order = list(markers)
        end = len(order) if street is None else order.index(street) if street in markers else -1
        while dealt:
            before = dealt[0][0]
            if before not in markers:
                raise _refused(self.record, f"cards dealt on street {before!r}")
            if order.index(before) >= end:
                return
            if before not in self.written:
                self.lines.append(f"*** {markers[before]} ***")
                self.written.add(before)
            entries = [d for d in dealt if d[0] == before]
            dealt[:] = [d for d in dealt if d[0] != before]
            self.dealt_lines(entries)

    def board_street(self, street: str) -> None:
        """A board street's marker, the board as PokerStars shows it; where the boards differ
        (a board run twice, Split Hold'em), one marker per board, street by street, as
        PokerStars writes them (``*** FIRST TURN ***``, ``*** SECOND TURN ***``, ...)."""
        boards = [b.split() for b in self.record.boards if b]
        size = _BOARD_SIZES[street]
        self.boards_written.add(street)
        if not boards or len(boards[0]) < size:
            return
        cut = size - 1 if street != "flop" else 0

        def shown(board: list[str]) -> str:  # the flop whole, a later street's card apart
            return f"[{' '.join(board[:3])}]" if street == "flop" else f"[{' '.join(board[:cut])}] [{board[cut]}]"

        marker = _BOARD_MARKERS[street]
        if len({tuple(b[:size]) for b in boards}) == 1:
            self.lines.append(f"*** {marker} *** {shown(boards[0])}")
            return
        for k, board in enumerate(boards):
            if len(board) >= size:
                self.lines.append(f"*** {_RUN_WORDS[k]} {marker} *** {shown(board)}")

    def deal(self, street: str, dealt: list[tuple[str, str, str]], drawn: Action | None = None) -> None:
        """The ``Dealt to`` lines of ``street``: the cards seen before, then the new ones. On a
        draw, each player's line follows their discard (``drawn``): the cards kept, then the
        new ones."""
        if drawn is not None:
            at = next((k for k, d in enumerate(dealt) if d[0] == street and d[1] == drawn.player), None)
            if at is None:
                return
            entries = [dealt.pop(at)]
            gone = set((drawn.cards or "").split())
            name = drawn.player
            if name in self.held:
                self.held[name] = " ".join(c for c in self.held[name].split() if c not in gone)
        elif self.family == "draw" and street != "deal":
            return  # (after each discard)
        else:
            entries = []
            while dealt and dealt[0][0] == street:
                entries.append(dealt.pop(0))
        self.dealt_lines(entries)

    def dealt_lines(self, entries: list[tuple[str, str, str]]) -> None:
        """``Dealt to`` lines, each with the cards the reader holds for the player before it."""
        for _, name, cards in entries:
            before = self.held.get(name)
            if before:
                self.lines.append(f"Dealt to {name} [{before}] [{cards}]")
                size = 4 if self.record.game == "badugi" else 5
                joined = f"{before} {cards}"
                kept = self.family == "draw" and joined.count(" ") >= size and cards.count(" ") == size - 1
                self.held[name] = cards if kept else joined
            else:
                self.lines.append(f"Dealt to {name} [{cards}]")
                self.held[name] = cards

    def deal_rest(self, street: str, dealt: list[tuple[str, str, str]]) -> None:
        """The streets after the last action: the board run out (all in), the cards dealt."""
        if self.family == "board":
            if "preflop" not in self.written:
                self.marker("preflop", dealt)
            boards = [b for b in self.record.boards if b]
            longest = max((len(b.split()) for b in boards), default=0)
            for name, size in _BOARD_SIZES.items():
                if size <= longest and name not in self.boards_written:
                    self.board_street(name)
            return
        self.catch_up(None, dealt)

    def action(self, action: Action) -> None:
        """One action's line (``name: verb amount``)."""
        kind = action.kind
        money = self.money
        name = action.player
        have = self.commit.get(name, 0)
        all_in = " and is all-in" if action.all_in else ""
        if kind is ActionKind.DEAD_BLINDS:
            left = self.dead_left.get(name, 0)
            if left >= action.amount:
                self.dead_left[name] = left - action.amount
                verb = f"posts dead blind {money(action.amount)}"
            else:
                self.dead_left[name] = 0
                verb = f"posts small & big blinds {money(action.amount)}"
                self.commit[name] = have + action.amount - left
        elif kind in _POSTS:
            verb = f"{_POSTS[kind]} {money(action.amount)}"
            if kind is ActionKind.SMALL_BLIND and self.small_posted:  # a second small blind is dead
                self.dead_left[name] = self.dead_left.get(name, 0) - action.amount
            self.small_posted = self.small_posted or kind is ActionKind.SMALL_BLIND
            self.brought_in = self.brought_in or kind is ActionKind.BRING_IN
            if kind is not ActionKind.ANTE:
                self.commit[name] = have + action.amount
        elif kind is ActionKind.FOLD:
            verb = f"folds [{action.cards}]" if action.cards else "folds"
        elif kind is ActionKind.CHECK:
            verb = "checks"
        elif kind is ActionKind.CALL:
            verb = f"calls {money(action.amount)}"
            self.commit[name] = have + action.amount
        elif kind is ActionKind.BET:
            verb = f"bets {money(action.amount)}"
            self.opened = True
            self.commit[name] = have + action.amount
        elif kind is ActionKind.RAISE:
            to = have + action.amount
            if action.amount <= 0:
                raise _refused(self.record, f"{name} raises and puts in {money(action.amount)}: no raise to write")
            level = max(self.commit.values(), default=0)
            if self.brought_in and not self.opened and level and to > level:
                verb = f"completes it to {money(to)}"
            else:
                verb = f"raises {money(max(to - level, 0) or action.amount)} to {money(to)}"
            self.commit[name] = to
            self.opened = True
        elif kind is ActionKind.DISCARD:
            n = action.drawn if action.drawn is not None else len((action.cards or "").split())
            cards = f" [{action.cards}]" if action.cards else ""
            verb = f"discards {n} card{'s' if n != 1 else ''}{cards}"
        elif kind is ActionKind.STAND_PAT:
            verb = f"stands pat on [{action.cards}]" if action.cards else "stands pat"
        elif kind is ActionKind.SHOW:
            words = self.words(name, 1) if self.last_show.get(name) is action else ""
            verb = f"shows [{action.cards}]{words}"
        elif kind is ActionKind.MUCK:
            verb = f"mucks [{action.cards}]" if action.cards else "mucks hand"
        else:  # pragma: no cover - every kind is above
            raise _refused(self.record, f"an action PokerStars has no words for: {kind.value!r}")
        self.lines.append(f"{name}: {verb}{all_in}")

    def showdown(self, showdown: list[Action]) -> None:
        """The show down (one per run), the cash-outs and the collect lines."""
        record = self.record
        runs = record.runs
        by_run: list[list[Action]] = [showdown]
        if runs > 1 and showdown and len(showdown) % runs == 0:
            size = len(showdown) // runs
            parts = [showdown[k * size : (k + 1) * size] for k in range(runs)]
            if all([(a.player, a.kind) for a in p] == [(a.player, a.kind) for a in parts[0]] for p in parts):
                by_run = parts
        money = self.money
        for run in range(1, runs + 1):
            shown = by_run[run - 1] if run - 1 < len(by_run) else []
            if runs > 1:
                self.lines.append(f"*** {_RUN_WORDS[run - 1]} SHOW DOWN ***")
            elif shown:
                self.lines.append("*** SHOW DOWN ***")
            for action in shown:
                if action.kind is ActionKind.SHOW:
                    last = runs > 1 or self.last_show.get(action.player) is action
                    words = self.words(action.player, run) if last else ""
                    self.lines.append(f"{action.player}: shows [{action.cards}]{words}")
                else:
                    self.action(action)
            if run == 1:
                for name, (amount, fee) in record.cash_outs.items():
                    with_fee = f" | Cash Out Fee {money(fee)}" if fee else ""
                    self.lines.append(f"{name} cashed out the hand for {money(amount)}{with_fee}")
            for collection in self.collections():
                if collection.run == run or (run == 1 and collection.run > runs):
                    pot = collection.pot if _POT_NAME.fullmatch(collection.pot) else "pot"
                    self.lines.append(f"{collection.player} collected {money(collection.amount)} from {pot}")

    def words(self, name: str, run: int) -> str:
        """The room's words for the hand ``name`` shows on ``run`` (`` (a pair of Kings)``), once."""
        claim = next((c for c in self.claims if c.player == name and c.run == run), None)
        if claim is None:
            return ""
        self.claims.remove(claim)
        return f" ({claim.text})"

    def collections(self) -> tuple[Collection, ...]:
        """What the room paid: its collect lines, or (a PHH hand) what the finishing stacks say."""
        record = self.record
        if record.collected or (record.finishing_stacks is None and record.winnings is None):
            return record.collected
        play = self.play
        paid: dict[str, int] = {}
        if record.winnings is not None:
            paid = {name: won for name, won in record.winnings.items() if won}
        else:
            assert record.finishing_stacks is not None
            stacks = {seat.name: seat.stack for seat in record.seats}
            for name, end in record.finishing_stacks.items():
                got = end - stacks.get(name, 0) + play.put_in.get(name, 0)
                if play.uncalled is not None and play.uncalled[0] == name:
                    got -= play.uncalled[1]
                if got:
                    paid[name] = got
        if any(amount < 0 for amount in paid.values()):
            raise _refused(record, "the finishing stacks say a player lost more than they put in")
        if not paid and record.rake:  # the rake took the whole pot: the one player left collects nothing
            folded = {a.player for a in record.actions if a.kind is ActionKind.FOLD}
            left = [name for name in play.players if name not in folded]
            if len(left) == 1:
                return (Collection(left[0], 0),)
        return tuple(Collection(name, amount) for name, amount in paid.items())

    def summary(self) -> None:
        record = self.record
        money = self.money
        lines = self.lines
        lines.append("*** SUMMARY ***")
        total, rake = self.totals()
        pots = ""
        shown = record.pots
        sides = shown[1:]
        if shown and sum(shown) == total - rake:  # PokerStars' pots: after the rake, the money added in them
            parts = [f"Main pot {money(shown[0])}."]
            for k, amount in enumerate(sides, 1):
                parts.append(f"Side pot{'' if len(sides) == 1 else f'-{k}'} {money(amount)}.")
            pots = " " + " ".join(parts)
        elif shown and sum(shown) + record.added == total:  # Run It Once's: before the rake, its STP beside them
            parts = [f"Main pot {money(shown[0])}"]
            parts += [f"Side pot{'' if len(sides) == 1 else f'-{k}'} {money(a)}" for k, a in enumerate(sides, 1)]
            parts += [f"STP {money(record.added)}"] if record.added else []
            pots = " | " + " | ".join(parts)
        if record.added:
            lines.insert(self.first_street(), f"STP added: {money(record.added)}")
        lines.append(f"Total pot {money(total)}{pots} | Rake {money(rake)}")
        boards = [b for b in record.boards if b]
        if len(boards) > 1:
            lines.append(f"Hand was run {('twice' if len(boards) == 2 else 'three times')}")
            lines.extend(f"{_RUN_WORDS[k]} Board [{b}]" for k, b in enumerate(boards))
        elif boards:
            lines.append(f"Board [{boards[0]}]")
        posted = {a.player: a.kind for a in record.actions if a.kind in _SEAT_TAGS}
        put_in = self.play.put_in
        folded = {a.player: a.street for a in record.actions if a.kind is ActionKind.FOLD}
        paid_nothing = {c.player for c in self.collections() if not c.amount}
        for seat in record.seats:
            name = seat.name
            where = ""
            if record.button == seat.seat and self.family != "stud":
                where = " (button)"
            if name in posted:
                where += f" ({_SEAT_TAGS[posted[name]]})"
            status = self.folded_words(folded[name], put_in.get(name, 0)) if name in folded else ""
            cards = record.hole.get(name)
            if name in record.mucked and cards:
                status = f" mucked [{cards}]"
            elif name in record.shown and cards:
                status = f" showed [{cards}]"
            won = record.summary_won.get(name)
            if won is None and name in paid_nothing:  # (the rake took the pot whole: said in the summary too)
                won = 0
            if won is not None:
                status += f" and won ({money(won)})" if " showed [" in status else f" collected ({money(won)})"
            if record.pot_not_awarded and name in record.cash_outs:
                status += " (pot not awarded as player cashed out)"
            lines.append(f"Seat {seat.seat}: {name}{where}{status}")

    def folded_words(self, street: str, put_in: int) -> str:
        """The summary's words for a player who folded on ``street`` (``folded before Flop
        (didn't bet)``, ``folded on the 4th Street``, ``folded after the 1st Draw``)."""
        if self.family == "board":
            words = " folded before Flop" if street == "preflop" else f" folded on the {street.capitalize()}"
        elif self.family == "stud":
            words = f" folded on the {_STUD_SUMMARY.get(street, street)}"
        else:
            words = (
                " folded before the Draw"
                if street == "deal"
                else f" folded after the {street[-1:]}{_ORDINAL.get(street[-1:], 'th')} Draw"
            )
        return words + (" (didn't bet)" if not put_in else "")

    def totals(self) -> tuple[int, int]:
        """The total pot and the rake to print: a PokerStars-format hand's own total where it
        adds up as PokerStars' reader reads it, else PokerStars' total (what the actions put in
        less the bets returned, with money the room added); the room's rake. A hand whose
        chips do not add up is refused."""
        record = self.record
        play = self.play
        everything = play.total
        returned = sum(self.returned.values())
        live = sorted((amount - play.dead.get(name, 0) for name, amount in play.put_in.items()), reverse=True)
        uncalled = (live[0] - live[1] if len(live) > 1 else live[0]) if live else 0
        rake = record.rake or 0
        total = record.total_pot
        readings = (everything - returned, everything - uncalled, everything)
        own = record.format == "pokerstars"  # another room's total, or the engine's, is written as PokerStars'
        if (
            not own
            or total is None
            or (total - record.added not in readings and total - record.added + rake not in readings)
        ):
            total = everything - returned + record.added
        paid = sum(c.amount for c in self.collections())
        if paid and not record.pot_not_awarded:
            put = everything + record.added
            out = paid + rake + returned
            if out != put and (self.returned or out + uncalled not in (put, put + uncalled)):
                raise _refused(
                    record,
                    f"the room's chips do not add up: it pays {record.format_money(paid)}, returns"
                    f" {record.format_money(returned)} and takes {record.format_money(rake)} rake of"
                    f" {record.format_money(put)}; PokerStars text would read as another hand",
                )
        return total, rake

    def first_street(self) -> int:
        """Where the first street's marker stands in the lines (for ``STP added``)."""
        return next((k for k, line in enumerate(self.lines) if line.startswith("*** ")), len(self.lines))
