"""The audit of a room's hand (PokerStars text): what it paid against what the rules give,
and its words for each shown hand against the hand pokerrank finds."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from pokerrank.errors import PokerRankError
from pokerrank.handhistory.decision import Decision, RunHands, decide
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.replay import Replay
from pokerrank.handhistory.verdicts import (
    CARDS_NOT_SHOWN,
    CASHED_OUT,
    INCONSISTENT,
    Outcome,
    Payout,
    Verdict,
    WordCheck,
)
from pokerrank.handhistory.words import agree, hand_facts, parse_claim

if TYPE_CHECKING:
    from pokerrank._showdown import ShownHand

__all__ = ["audit_room"]


def audit_room(record: HandRecord, play: Replay, lang: str | None = "en") -> Verdict:
    """A room's hand: each player's payout (pots and uncalled bets) against the rules, the
    rake's split against the policy, and the room's words for each shown hand."""
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
    words = _words(record, play, decided.run_hands)
    money_ok = all(p.ok for p in payouts)
    if money_ok and decided.rake_note is None and all(w.ok for w in words):
        return Verdict(record, Outcome.MATCH, None, _summary(record, decided), payouts, words, showdown, rake)
    money = "; ".join(
        f"{p.player}: the rules give {record.format_money(p.rules)}, the room paid {record.format_money(p.paid)}"
        for p in payouts
        if not p.ok
    )
    if decided.rake_note is not None:  # the room's split of the rake is not the policy's
        detail = decided.rake_note + (f"; so {money} ({decided.explain(record)})" if money else "")
        return Verdict(record, Outcome.MISMATCH, "rake", detail, payouts, words, showdown, rake)
    if not money_ok:
        detail = f"{money} ({decided.explain(record)})"
        return Verdict(record, Outcome.MISMATCH, "payout", detail, payouts, words, showdown, rake)
    detail = "; ".join(f"{w.player}: the room says {w.printed!r}, pokerrank finds {w.found}" for w in words if not w.ok)
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


def _words(record: HandRecord, play: Replay, runs: RunHands) -> tuple[WordCheck, ...]:
    """The room's description of each shown hand, on its board, against pokerrank's hand."""
    game = play.game
    if game is None or not runs:
        return ()
    checks: list[WordCheck] = []
    short = game.deck.name == "short"
    for claim in record.claims:
        run = claim.run if 1 <= claim.run <= len(runs) else 1
        hands = runs[run - 1].get(claim.player) if runs else None
        if hands is None or claim.player not in play.contenders:
            continue
        facts = parse_claim(claim.text, game.name)
        if facts is None:
            continue
        found: list[str] = []
        ok = True
        for side in game.sides:
            said = facts.get(side.name)
            shown = hands.get(side.name)
            mine: tuple[str, tuple[int, ...]] | None
            if shown is None:
                mine = ("NO_LOW", ()) if side.qualifier is not None else None
                label = "no qualifying low" if side.qualifier is not None else "no hand"
            else:
                mine = _facts(shown, side.name, side.ace_low, short)
                label = shown.name
            found.append(label if len(game.sides) == 1 else f"{side.name}: {label}")
            if said is not None:
                ok = ok and mine is not None and agree(said, mine)
        checks.append(WordCheck(claim.player, run, claim.text, "; ".join(found), ok))
    return tuple(checks)


def _facts(shown: ShownHand, side: str, ace_low: bool, short: bool) -> tuple[str, tuple[int, ...]]:
    """The facts of a hand pokerrank found (:func:`~pokerrank.handhistory.words.hand_facts`).
    Without wild cards the strength says the category and every rank the room names, so the
    facts are worked out once per ranking and strength."""
    hand = shown.hand
    ranking = hand.ranking
    if ranking.is_wild:
        return hand_facts(hand.category.name, hand.cards, side, ace_low, short)
    key = (ranking.name, shown.strength, side, ace_low, short)
    found = _FACTS.get(key)
    if found is None:
        found = hand_facts(hand.category.name, hand.cards, side, ace_low, short)
        if len(_FACTS) < 200_000:
            _FACTS[key] = found
    return found


_FACTS: dict[tuple[str, int, str, bool, bool], tuple[str, tuple[int, ...]]] = {}


def _summary(record: HandRecord, decided: Decision) -> str:
    winners: Counter[str] = Counter()
    for _, _, awards in decided.pots:
        winners.update(awards)
    pot = sum(amount for _, amount, _ in decided.pots) + decided.rake
    who = " and ".join(f"{name} wins {record.format_money(amount)}" for name, amount in winners.items() if amount)
    less = f" less {record.format_money(decided.rake)} rake" if decided.rake else ""
    return f"{who or 'nobody wins'} (pot {record.format_money(pot)}{less}), as paid"
