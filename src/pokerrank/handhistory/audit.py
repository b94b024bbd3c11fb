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
after the rake. When the room prints each pot after rake, the audit takes its share of the
rake from there and checks that it follows that order (some rake rate gives it).

>>> from pokerrank.handhistory import read
>>> text = '''PokerStars Hand #5: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:00:00 ET
... Table 'T' 6-max Seat #1 is the button
... Seat 1: ann ($100 in chips)
... Seat 2: bob ($100 in chips)
... ann: posts small blind $1
... bob: posts big blind $2
... *** HOLE CARDS ***
... ann: raises $4 to $6
... bob: calls $4
... *** FLOP *** [2c 7d 9h]
... bob: checks
... ann: checks
... *** TURN *** [2c 7d 9h] [Js]
... bob: checks
... ann: checks
... *** RIVER *** [2c 7d 9h Js] [Kd]
... bob: checks
... ann: checks
... *** SHOW DOWN ***
... bob: shows [Ks Qs] (a pair of Kings)
... ann: shows [Ah Ad] (a pair of Aces)
... ann collected $11.50 from pot
... *** SUMMARY ***
... Total pot $12 | Rake $0.50
... Board [2c 7d 9h Js Kd]'''
>>> verdict = audit_hand(next(read(text)))
>>> verdict.outcome.value, verdict.detail
('match', 'ann wins $11.50 (pot $12 less $0.50 rake), as paid')
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, NamedTuple

from pokerrank.errors import PokerRankError
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.replay import Replay, replay
from pokerrank.handhistory.words import agree, hand_facts, parse_claim
from pokerrank.pots import build_pots, odd_chip_order, rake_by_pots, split_among, split_runs, split_sides

if TYPE_CHECKING:
    from pokerrank import ShowdownResult

__all__ = ["Outcome", "Payout", "Summary", "Verdict", "WordCheck", "audit", "audit_hand"]


class Outcome(StrEnum):
    """A hand's verdict."""

    MATCH = "match"
    MISMATCH = "mismatch"
    NOT_AUDITABLE = "not auditable"


# Reasons a hand is not auditable, as short keys (the detail says more).
UNREADABLE = "unreadable"
CANCELLED = "hand cancelled"
UNKNOWN_GAME = "game pokerrank does not play"
UNPARSED = "line not understood"
CARDS_NOT_SHOWN = "cards never shown"
CASHED_OUT = "pot replaced by a cash-out"
INCONSISTENT = "record contradicts itself"
NO_RESULT = "no result recorded"
NOT_DEALT = "no cards dealt"


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


@dataclass(frozen=True)
class Verdict:
    """One hand's verdict: the outcome, a reason key (not auditable, or what mismatched), a
    sentence, and the evidence (payouts per pot and player, words checked)."""

    hand: HandRecord = field(repr=False)
    outcome: Outcome
    reason: str | None
    detail: str
    payouts: tuple[Payout, ...] = ()
    words: tuple[WordCheck, ...] = ()
    showdown: bool = False
    rake: int = 0

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


def audit(source: Iterable[HandRecord] | Any, *, lang: str | None = "en") -> Iterator[Verdict]:
    """A verdict for every hand: ``source`` is hand records, or anything
    :func:`~pokerrank.handhistory.read` takes (paths, folders, text). Hands that cannot be
    read get a NOT AUDITABLE verdict too: nothing is skipped.

    ``lang``: the language of the hand names in the evidence (``en``, ``nl``, ``fr``, ``de``).
    """
    if isinstance(source, (str, bytes, os.PathLike)) or hasattr(source, "read"):
        from pokerrank.handhistory.reader import read

        records: Iterable[HandRecord] = read(source)  # type: ignore[arg-type]
    else:
        records = source
    for record in records:
        yield audit_hand(record, lang=lang)


def audit_hand(record: HandRecord, *, lang: str | None = "en") -> Verdict:
    """The verdict for one hand (see the module docstring)."""
    if record.error is not None:
        return Verdict(record, Outcome.NOT_AUDITABLE, record.error.kind, record.error.reason)
    if record.cancelled:
        return Verdict(record, Outcome.NOT_AUDITABLE, CANCELLED, "the room cancelled the hand: nothing was won")
    if record.game is None:
        return Verdict(
            record, Outcome.NOT_AUDITABLE, UNKNOWN_GAME, f"{record.game_text or 'the game'} is not in pokerrank's games"
        )
    if record.unparsed:
        number, line = record.unparsed[0]
        return Verdict(record, Outcome.NOT_AUDITABLE, UNPARSED, f"line {number} is not understood: {line[:80]!r}")
    try:
        play = replay(record)
    except PokerRankError as exc:
        return Verdict(record, Outcome.NOT_AUDITABLE, INCONSISTENT, str(exc))
    if not play.players:
        return Verdict(record, Outcome.NOT_AUDITABLE, NOT_DEALT, "nobody put chips in or acted: no hand was played")
    if record.format == "phh":
        from pokerrank.handhistory.phh import audit_phh

        return audit_phh(record, play, lang=lang)
    return _audit_room(record, play, lang)


# -- a room's hand (PokerStars text) ---------------------------------------------------------------


def _audit_room(record: HandRecord, play: Replay, lang: str | None) -> Verdict:
    showdown = play.showdown
    if record.pot_not_awarded:
        who = ", ".join(record.cash_outs) or "a player"
        return Verdict(
            record,
            Outcome.NOT_AUDITABLE,
            CASHED_OUT,
            f"{who} cashed out; the room did not award the pot, so there is no payout to check",
            showdown=showdown,
        )
    if play.missing:
        names = ", ".join(play.missing)
        return Verdict(
            record,
            Outcome.NOT_AUDITABLE,
            CARDS_NOT_SHOWN,
            f"{names} stayed in to the end but the record never shows all of their cards",
            showdown=showdown,
        )
    paid = _paid(record, play)  # the reader checked that the room's own numbers add up
    rake = record.rake or 0
    try:
        decided = decide(play, rake, record.pots, lang=lang, added=record.added)
    except PokerRankError as exc:  # the deal itself is bad: a card twice, a card not in the deck
        return Verdict(
            record, Outcome.NOT_AUDITABLE, INCONSISTENT, f"the cards do not make a deal: {exc}", showdown=showdown
        )
    rules = decided.totals
    payouts = tuple(
        Payout("total", name, rules.get(name, 0), paid.get(name, 0))
        for name in play.players
        if rules.get(name, 0) or paid.get(name, 0)
    )
    words = _words(record, play, decided.results)
    money_ok = all(p.ok for p in payouts)
    words_ok = all(w.ok for w in words)
    if money_ok and decided.rake_note is None and words_ok:
        return Verdict(record, Outcome.MATCH, None, _summary(record, decided), payouts, words, showdown, rake)
    if not money_ok:
        wrong = [p for p in payouts if not p.ok]
        detail = "; ".join(
            f"{p.player}: the rules give {record.format_money(p.rules)}, the room paid {record.format_money(p.paid)}"
            for p in wrong
        )
        pot_detail = decided.explain(record)
        return Verdict(record, Outcome.MISMATCH, "payout", f"{detail} ({pot_detail})", payouts, words, showdown, rake)
    if decided.rake_note is not None:
        return Verdict(record, Outcome.MISMATCH, "rake", decided.rake_note, payouts, words, showdown, rake)
    bad = [w for w in words if not w.ok]
    detail = "; ".join(f"{w.player}: the room says {w.printed!r}, pokerrank finds {w.found}" for w in bad)
    return Verdict(record, Outcome.MISMATCH, "words", detail, payouts, words, showdown, rake)


def _paid(record: HandRecord, play: Replay) -> dict[str, int]:
    """What the room gave each player: the pots it paid and the bets it handed back."""
    paid: dict[str, int] = dict.fromkeys(play.players, 0)
    for collection in record.collected:
        paid[collection.player] = paid.get(collection.player, 0) + collection.amount
    returned = dict(record.returned)
    # Some exports leave the uncalled bet in the pot and pay it as a win; others print no
    # "Uncalled bet" line at all. What the player got back is the same: compare totals.
    if (
        not returned
        and play.uncalled is not None
        and sum(paid.values()) + (record.rake or 0) < play.total + record.added
    ):
        name, amount = play.uncalled
        returned[name] = amount
    for name, amount in returned.items():
        paid[name] = paid.get(name, 0) + amount
    return paid


def _pot_total(play: Replay, record: HandRecord) -> int:
    uncalled = play.uncalled[1] if play.uncalled else 0
    return play.total - uncalled + record.added


# -- deciding the pots: rake, runs, sides, odd chips -------------------------------------------------


@dataclass
class Decision:
    """pokerrank's decision for a replayed hand, rake and runs included."""

    totals: dict[str, int]
    pots: list[tuple[str, int, int, dict[str, int]]]
    """Each pot: name, chips, rake taken from it, awards."""
    results: list[ShowdownResult | None]
    returned: dict[str, int]
    rake_note: str | None = None

    def explain(self, record: HandRecord) -> str:
        """The pots in words: how much each held and who the rules give it to."""
        parts = []
        for name, amount, rake, awards in self.pots:
            who = ", ".join(f"{p} {record.format_money(a)}" for p, a in awards.items() if a) or "nobody"
            taken = f" less {record.format_money(rake)} rake" if rake else ""
            parts.append(f"{name} {record.format_money(amount)}{taken}: {who}")
        return "; ".join(parts)


def decide(
    play: Replay,
    rake: int = 0,
    printed_pots: tuple[int, ...] = (),
    *,
    lang: str | None = "en",
    added: int = 0,
) -> Decision:
    """Decide every pot of a replayed hand with :func:`pokerrank.showdown`, then take the rake
    off the pots (main pot first) and split each pot over the runs, the sides and the tied
    winners by the rules. ``printed_pots``: the room's pots after rake, when it printed them."""
    import pokerrank

    totals: dict[str, int] = dict.fromkeys(play.players, 0)
    decided: list[tuple[str, int, int, dict[str, int]]] = []
    results: list[ShowdownResult | None] = []
    if not play.showdown:  # one player left: every chip not returned is theirs, in one pot
        winner = play.contenders[0]
        returned = {play.uncalled[0]: play.uncalled[1]} if play.uncalled else {}
        pot = play.total - sum(returned.values()) + added
        rake_by_pot, note = _rake_by_pot(play, [pot], rake, printed_pots, {})
        for name, amount in returned.items():
            totals[name] += amount
        if pot:
            totals[winner] += pot - rake_by_pot[0]
            decided.append((_pot_name(0), pot, rake_by_pot[0], {winner: pot - rake_by_pot[0]}))
        results.append(None)
        return Decision(totals, decided, results, returned, note)

    assert play.game is not None
    players = play.deal_players()
    runs = play.boards
    for board in runs:
        results.append(
            pokerrank.showdown(play.game, board, players, button=play.record.button, odd_chip="wsop", chip=1, lang=lang)
        )
    first = results[0]
    assert first is not None
    returned = dict(first.returned)
    for name, amount in returned.items():
        totals[name] += amount
    pots = [pot.amount for pot in first.pots]
    extra = added + sum(play.dead.values())
    if extra and pots:  # dead money and money the room added (splash the pot) join the main pot
        pots[0] += extra
    bets = {p["name"]: p["bet"] for p in players}
    rake_by_pot, note = _rake_by_pot(play, pots, rake, printed_pots, bets)
    seats = [p.name for p in first.players]
    button = seats.index(first.button) if first.button is not None else None
    for index, (amount, taken) in enumerate(zip(pots, rake_by_pot, strict=True)):
        net = amount - taken
        awards: dict[str, int] = {}
        for run_share, result in zip(split_runs(net, len(runs)), results, strict=True):
            assert result is not None
            for name, chips in _split_pot(play, result, index, run_share, seats, button).items():
                awards[name] = awards.get(name, 0) + chips
        for name, chips in awards.items():
            totals[name] += chips
        decided.append((_pot_name(index), amount, taken, awards))
    return Decision(totals, decided, results, returned, note)


def _pot_name(index: int) -> str:
    return "main pot" if index == 0 else f"side pot {index}"


def _split_pot(
    play: Replay, result: ShowdownResult, index: int, amount: int, seats: list[str], button: int | None
) -> dict[str, int]:
    """One run's share of one pot, split between the sides and the tied winners."""
    pot = result.pots[index]
    if len(pot.eligible) == 1:
        return {pot.eligible[0]: amount}
    game = play.game
    assert game is not None
    playing_sides = [side for side in pot.sides if side.winners]
    shares = split_sides(amount, len(playing_sides))
    awards: dict[str, int] = {}
    had_odd: set[str] = set()
    for side, share in zip(playing_sides, shares, strict=True):
        winners = list(side.winners)
        if len(winners) == 1:
            awards[winners[0]] = awards.get(winners[0], 0) + share
            continue
        spec = next(s for s in game.sides if s.name == side.side)
        playing = None
        if game.odd_chip == "stud":
            playing = {w: _hand_cards(result, w, side.side) for w in winners}
        ranked = odd_chip_order(
            winners,
            policy="wsop",
            mode=game.odd_chip,
            seats=seats,
            button=button,
            playing=playing,
            low=side.side != "high",
            ace_low=spec.ace_low,
        )
        for name, chips in split_among(share, ranked, had_odd=had_odd).items():
            awards[name] = awards.get(name, 0) + chips
    return awards


def _hand_cards(result: ShowdownResult, player: str, side: str) -> tuple[Any, ...]:
    shown = result.player(player).hands.get(side)
    return tuple(shown.hand.cards) if shown is not None else ()


def _rake_by_pot(
    play: Replay, pots: list[int], rake: int, printed: tuple[int, ...], bets: Mapping[str, int]
) -> tuple[list[int], str | None]:
    """The rake each pot pays: the room's own split when it printed each pot after rake (and
    that split follows the policy), else the policy with the rate the hand shows."""
    if not rake or not pots:
        return [0] * len(pots), None
    if len(pots) == 1:
        return [rake], None
    room = _room_pots(play, bets)
    if len(printed) == len(room) and len(room) >= len(pots):
        charged = [gross - net for gross, net in zip(room, printed, strict=True)]
        if sum(charged) != rake or min(charged) < 0:
            return _policy(pots, rake), (
                f"the room's pots after rake ({', '.join(map(str, printed))}) do not leave {rake} of rake"
                f" from the pots ({', '.join(map(str, room))})"
            )
        if not _main_first(room, charged, rake):
            note = (
                f"the rake ({rake}) was not taken from the pots main pot first: {', '.join(map(str, charged))}"
                f" from pots of {', '.join(map(str, room))}"
            )
        else:
            note = None
        return _merge_charges(room, charged, pots), note
    return _policy(pots, rake), None


def _room_pots(play: Replay, bets: Mapping[str, int]) -> list[int]:
    """The pots as the room makes them: a player who mucked at the showdown still counts."""
    folded = {name for name in play.players if name in play.folded and not _mucked(play, name)}
    pots = [pot.amount for pot in build_pots(dict(bets), folded).pots]
    if pots:
        pots[0] += sum(play.dead.values()) + play.record.added
    return pots


def _mucked(play: Replay, name: str) -> bool:
    return name in play.record.mucked or any(a.player == name and a.kind.value == "muck" for a in play.record.actions)


def _merge_charges(room: list[int], charged: list[int], pots: list[int]) -> list[int]:
    """The room's pots (finer when a player mucked) charged to pokerrank's pots, in order."""
    out: list[int] = []
    k = 0
    for amount in pots:
        have, take = 0, 0
        while k < len(room) and have < amount:
            have += room[k]
            take += charged[k]
            k += 1
        out.append(take)
    return out


def _policy(pots: list[int], rake: int) -> list[int]:
    """Main pot first: each pot pays the rake its own size brings, at the rate the whole hand
    shows (rake / total), until the rake is used up."""
    return rake_by_pots(pots, rake)


def _main_first(pots: list[int], charged: list[int], rake: int) -> bool:
    """Whether some rake rate r gives this split: pot k pays floor(r * c_k) - floor(r * c_(k-1))
    (c_k the pots up to k), the total capped at ``rake``."""
    from fractions import Fraction

    low, high = Fraction(0), Fraction(10**9)
    cumulative_pot = cumulative_rake = 0
    for amount, charge in zip(pots, charged, strict=True):
        cumulative_pot += amount
        cumulative_rake += charge
        if cumulative_pot == 0:
            continue
        if cumulative_rake < rake:  # floor(r * c) == q exactly
            low = max(low, Fraction(cumulative_rake, cumulative_pot))
            high = min(high, Fraction(cumulative_rake + 1, cumulative_pot))
        else:  # capped: floor(r * c) >= q
            low = max(low, Fraction(cumulative_rake, cumulative_pot))
    return low < high


# -- words --------------------------------------------------------------------------------------------


def _words(record: HandRecord, play: Replay, results: list[ShowdownResult | None]) -> tuple[WordCheck, ...]:
    checks: list[WordCheck] = []
    game = play.game
    if game is None:
        return ()
    short = game.deck.name == "short"
    for claim in record.claims:
        run = claim.run if 1 <= claim.run <= len(results) else 1
        result = results[run - 1] if results else None
        if result is None:
            continue
        facts = parse_claim(claim.text, game.name)
        if facts is None:
            continue
        try:
            player = result.player(claim.player)
        except KeyError:
            continue
        if player.folded:
            continue
        found: list[str] = []
        ok = True
        for side in game.sides:
            said = facts.get(side.name)
            shown = player.hands.get(side.name)
            mine: tuple[str, tuple[int, ...]] | None
            if shown is None:
                mine = ("NO_LOW", ()) if side.qualifier is not None else None
                label = "no qualifying low" if side.qualifier is not None else "no hand"
            else:
                hand = shown.hand
                mine = hand_facts(hand.category.name, hand.cards, side.name, side.ace_low, short)
                label = shown.name
            found.append(label if len(game.sides) == 1 else f"{side.name}: {label}")
            if said is None:
                if side.name == "low" and "low" not in facts and "high" in facts and mine and mine[0] != "NO_LOW":
                    ok = ok and False
                continue
            ok = ok and mine is not None and agree(said, mine)
        checks.append(WordCheck(claim.player, run, claim.text, "; ".join(found), ok))
    return tuple(checks)


def _summary(record: HandRecord, decided: Decision) -> str:
    winners: Counter[str] = Counter()
    for _, _, _, awards in decided.pots:
        winners.update(awards)
    rake = sum(taken for _, _, taken, _ in decided.pots)
    pot = sum(amount for _, amount, _, _ in decided.pots)
    who = " and ".join(f"{name} wins {record.format_money(amount)}" for name, amount in winners.items() if amount)
    if not who:
        who = "nobody wins"
    less = f" less {record.format_money(rake)} rake" if rake else ""
    return f"{who} (pot {record.format_money(pot)}{less}), as paid"


class Summary:
    """Counts of an audit: files, hands, showdowns, and verdicts per game and reason.

    >>> summary = Summary()
    >>> summary.hands, summary.matched
    (0, 0)
    """

    def __init__(self) -> None:
        self.files: set[str] = set()
        self.hands = 0
        self.showdowns = 0
        self.matched = 0
        self.mismatched = 0
        self.not_auditable: Counter[str] = Counter()
        self.by_game: dict[str, Counter[str]] = {}

    def add(self, verdict: Verdict) -> None:
        """Count one verdict."""
        self.files.add(verdict.hand.source)
        self.hands += 1
        self.showdowns += verdict.showdown
        game = self.by_game.setdefault(verdict.game, Counter())
        if verdict.outcome is Outcome.MATCH:
            self.matched += 1
            game["match"] += 1
        elif verdict.outcome is Outcome.MISMATCH:
            self.mismatched += 1
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
            "not_auditable": dict(sorted(self.not_auditable.items())),
            "by_game": {game: dict(sorted(counts.items())) for game, counts in sorted(self.by_game.items())},
        }
