"""The audit of an all-in cash-out: the room's offer plus its fee against the exact value of
the player's pots when betting closed (docs/RULES.md, "All-in cash-outs").

A PokerStars cash-out (``P cashed out the hand for $22.77 | Cash Out Fee $0.46``) is fair
when offer plus fee is pokerrank's exact value of the player's pots (their equity of each pot
times the pot after rake, :mod:`~pokerrank.handhistory.allin`) within the room's rounding,
a cent (:data:`~pokerrank.handhistory.allin.ROUNDING`). A fair one leaves the hand's verdict
as the pots make it, with the cash-out said in the detail; an unfair one makes the hand a
MISMATCH ``cash-out`` whose sentence names the player, the offer, the fee, pokerrank's value
and the difference; one that cannot be valued (a card never shown, betting behind the
all-in) is said so in the detail. GGPoker's EV cash-out prints neither its fee nor its price:
the deal is said in the detail, not judged. partypoker prints no fee but the premium it keeps
(``ann Cash-out Premium % is 1.0``): the fee is that share of the exact value, to the cent,
and the offer plus it is judged as above; a partypoker cash-out without its premium line is
said, not judged.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from typing import Final

from pokerrank.errors import PokerRankError
from pokerrank.handhistory.allin import CashOut, Spot, Unvalued, allin_spot, cash_outs, spot_values
from pokerrank.handhistory.decision import Decision, decide
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.replay import Replay
from pokerrank.handhistory.verdicts import CASH_OUT, CASHED_OUT, Outcome, Verdict, money, say, separator

__all__ = ["judge_cash_outs"]

_OTHER_RANKING: Final = {"short-deck": "short-deck-classic", "short-deck-classic": "short-deck"}
"""Short-deck's two rankings (three of a kind over a straight, and the other way round): a
cash-out priced under the other one is said so."""

_SIDE_DEALS: Final = {"Pays Cashout Risk": "side_deal_pays", "Receives Cashout": "side_deal_receives"}


def judge_cash_outs(verdict: Verdict, record: HandRecord, play: Replay, lang: str | None = "en") -> Verdict:
    """``verdict`` (the pots') with the hand's cash-outs judged (the module docstring)."""
    kept = record.pot_not_awarded and verdict.reason != CASHED_OUT  # that verdict says it already
    notes: list[str] = [say(lang, "cash_out_pot_kept")] if kept else []
    unfair = False
    if record.cash_outs:
        deals, why, spot = _valued(record, play)
        premiums = record.extra.get("cash_out_premium") if record.extra else None
        for name, (offer, fee) in record.cash_outs.items():
            deal = deals.get(name)
            if deal is not None:
                fee = deal.fee  # a room that prints its premium: the fee is its share of the value
            elif spot is not None and isinstance(premiums, dict) and name not in premiums:
                why = Unvalued("the room printed neither the fee nor its premium", "fee")
            said = {"player": name, "offer": money(record, offer, lang), "fee": money(record, fee, lang)}
            if deal is None:
                because = say(lang, f"cash_out_why_{why.key}", name=why.name)
                notes.append(say(lang, "cash_out_unvalued", why=because, **said))
                continue
            said |= {"total": money(record, offer + fee, lang), "value": _exact(record, deal.value, lang)}
            if deal.fair:
                notes.append(say(lang, "cash_out_fair", **said))
                continue
            unfair = True
            difference = _exact(record, deal.difference, lang)
            notes.append(
                say(lang, "cash_out_off", difference=difference, **said) + _other_ranking(record, spot, deal, lang)
            )
    deals_beside = record.extra.get("side_deals") if record.extra else None
    for name, words, amount in deals_beside or ():
        key = _SIDE_DEALS.get(words)
        if key is not None:
            notes.append(say(lang, key, player=name, amount=money(record, amount, lang)))
    if not notes:
        return verdict
    detail = separator(lang).join((verdict.detail, *notes)) if verdict.detail else separator(lang).join(notes)
    outcome, reason = verdict.outcome, verdict.reason
    if unfair and outcome is not Outcome.MISMATCH:
        outcome, reason = Outcome.MISMATCH, CASH_OUT
    return Verdict(record, outcome, reason, detail, verdict.payouts, verdict.words, verdict.showdown, verdict.rake)


def _valued(record: HandRecord, play: Replay) -> tuple[dict[str, CashOut], Unvalued, Spot | None]:
    """Each cash-out against the exact value of the player's pots, why one is not valued, and
    the all-in."""
    rake = record.rake or 0

    def decided() -> Decision | None:  # the rake's split by pot, as the audit decides it (asked for two pots or more)
        if not rake or play.missing or play.game is None:
            return None
        try:
            return decide(play, rake, record.pots, added=record.added)
        except PokerRankError:
            return None

    spot = allin_spot(record, play, rake, decided)
    if spot is None:
        return {}, Unvalued("no card came after betting closed", "closed"), None
    if isinstance(spot, Unvalued):
        return {}, spot, None
    try:
        deals = {deal.player: deal for deal in cash_outs(record, spot)}
    except PokerRankError as exc:  # too many runouts, or not a deal
        return {}, Unvalued(str(exc), "deal"), None
    return deals, Unvalued("the player was not in the all-in", "closed"), spot


def _exact(record: HandRecord, value: Fraction, lang: str | None) -> str:
    """An exact amount as money to a hundredth of the hand's unit (``$22.8695``)."""
    finer = replace(record, unit=record.unit * Decimal("0.01"))
    return money(finer, round(value * 100), lang)


def _other_ranking(record: HandRecord, spot: Spot | None, deal: CashOut, lang: str | None) -> str:
    """Where a short-deck cash-out is fair under the game's other ranking, the sentence that
    says so (else nothing)."""
    from pokerrank.games import get_game

    other = _OTHER_RANKING.get(spot.game.name) if spot is not None else None
    if spot is None or other is None:
        return ""
    value = spot_values(spot, get_game(other))[0][spot.players.index(deal.player)]
    if not replace(deal, value=value).fair:
        return ""
    return say(lang, f"cash_out_ranking_{other.replace('-', '_')}", value=_exact(record, value, lang))
