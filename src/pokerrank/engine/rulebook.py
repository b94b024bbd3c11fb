"""The rules behind a refusal: each rule's number in docs/RULES.md ("The hand engine") and its words.

>>> RULES["E3"][:40]
'a short all-in raise does not reopen the'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from pokerrank.handhistory.records import ActionKind

if TYPE_CHECKING:
    from pokerrank.engine.hand import Hand
    from pokerrank.engine.legal import Legal

__all__ = ["RULES", "rule_for"]

_STRADDLE: Final = ActionKind.STRADDLE

RULES: Final[dict[str, str]] = {
    "E1": "players act in turn, one at a time; a player facing a bet may fold, call or raise, and one facing none "
    "may check or bet (WSOP 2024 Live Action, 'Action in turn'; Robert's Rules, Section 3)",
    "E2": "a bet is at least the big blind and a raise at least the largest full bet or raise of the round; a bet "
    "follows no bet, a raise follows one (TDA 'Raise amounts'; Robert's Rules, Section 3)",
    "E3": "a short all-in raise does not reopen the betting for players who already acted, unless short all-ins "
    "together make a full raise (TDA 47-A; WSOP 2024 Live Action rule 171)",
    "E4": "limit: bets and raises are of the fixed size of the street; an all-in of at least half a bet or raise "
    "counts as a full one, less does not reopen the betting (TDA 47-B; WSOP 2024 Live Action rule 129)",
    "E5": "limit: a bet and a capped number of raises (four: WSOP, TDA, PokerStars; three: Robert's Rules); no cap "
    "heads-up (WSOP, TDA: when the round starts heads-up; Robert's Rules: two players left before the cap)",
    "E6": "a live straddle plays as the big blind: the least raise over it is its size (the rule sets' "
    "straddle_min_raise)",
    "E7": "pot-limit: the largest raise is to the call plus the pot after the call (antes counted by the rule set)",
    "E8": "stud: the lowest card face up brings in, suits breaking ties (clubs, diamonds, hearts, spades, from "
    "the lowest); razz: the highest, aces low (2-7 razz: aces high); the bring-in player brings in or completes, "
    "and may not fold (Robert's Rules, Seven-Card Stud 1 and Razz 1)",
    "E9": "seven card stud high: an open pair on fourth street lets any player bet or raise the big bet "
    "(Robert's Rules, Seven-Card Stud 8); not in stud hi/lo or razz",
    "E10": "stud: from fourth street the best hand face up acts first (razz, 2-7 razz: the lowest), ties to the "
    "first from the dealer's left",
    "E11": "heads-up the button posts the small blind, acts first before the flop and last after it",
    "E12": "big blind ante: a short big blind posts the blind first, then the ante; the ante is dead money",
    "E13": "showdown: the last aggressor of the last round shows first, else the first player left of the "
    "button (stud: the best hand face up); once a player is all-in and the betting is over every hand is shown "
    "(TDA 16); otherwise a player may muck while another is still in",
    "E14": "odd chips by the rule set's policy (pokerrank.showdown: WSOP 2024 rule 73, or Robert's Rules)",
    "E15": "draws: in turn from the button's left, each player still in discards none or any of their cards and "
    "draws as many; when the deck runs out the earlier discards are shuffled to finish the draw (no more cards "
    "than the deck and those discards hold), and for a board card after the draws",
    "E16": "once the betting is closed with board cards to come, the players may agree to run the board more than "
    "once, as often as the deck gives every run its cards",
    "E17": "stud: when the deck cannot give every player a card on the last street, one card is dealt face up in "
    "the middle for all (Robert's Rules, Seven-Card Stud 10); a table the deck cannot deal up to then is refused",
    "E18": "chips are whole numbers (of the smallest chip in play); nobody puts in more than they have; a player "
    "short of a forced bet or a call is all-in for what they have",
    "E19": "a fold a record writes for a player all in is read as a muck: the player gives the hand up, the "
    "chips stay in the pots",
    "E20": "cap games: nobody puts more than the cap into one hand; a player who reaches it is all in for the "
    "rest of the hand, the rest of their stack staying behind (PokerStars' capped no-limit and pot-limit)",
    "E21": "a player posting both blinds posts the big blind live and the small blind dead (Robert's Rules, Section 2)",
    "E22": "spread limit: a bet is between the round's least and most; a raise is at least the round's largest "
    "bet or raise and at most the spread's most (Robert's Rules, Section 3)",
    "E23": "a straddle from the button (Mississippi) only where the rule set allows it; then the player left of "
    "the big blind acts first before the flop and the straddler last",
    "E24": "between hands the big blind moves one player; the dead button or a moving button by the rule set; "
    "a player who missed the blinds posts them (the big blind live, the small blind dead) or waits for the big "
    "blind",
    "E25": "the room's rake is never more than the pot: a fixed rake larger than the pot takes the pot; a rake "
    "that is no number of chips, or no rate and cap, is refused when the hand is set up",
    "E26": "a pot run more than once is shared between the runs in equal parts, the odd chips to the first runs, "
    "or by the rule set to the runs whose winner sits first from the button's left (GGPoker's of 2025)",
    "E27": "the rake comes from the main pot first, or by the rule set from every pot in proportion to its size, "
    "each side pot's share rounded down and the rest from the main pot (Everest)",
}


def rule_for(hand: Hand, legal: Legal, action: str, amount: int | None) -> str:
    """The rule (number and words) that forbids ``action`` when ``legal`` is what was allowed."""

    def say(key: str) -> str:
        return f"{key}: {RULES[key]}"

    phase = legal.phase
    if phase == "over":
        return say("E1")
    if phase == "draw":
        return say("E15")
    if phase == "show":
        return say("E13")
    if phase == "run":
        return say("E16")
    if legal.bring_in is not None:
        if action == "complete" and hand.kind == 3 and type(amount) is int:
            return say("E22")  # spread limit stud: an opening bet outside the round's spread
        return say("E8")
    if action in ("bet", "raise", "complete"):
        p = legal.player
        if legal.aggressive is None:
            assert p is not None
            if hand.kind in (2, 3) and hand._capped():
                return say("E5")
            if hand._acted[p] >= 0:
                return say("E4" if hand.kind == 2 else "E3")
            return say("E18") if hand.bets[p] + hand.stacks[p] <= hand._current else say("E1")
        if action != legal.aggressive:
            return say("E2")
        if type(amount) is not int or amount % hand._chip:
            return say("E18")
        all_in = legal.all_in or 0
        if amount > all_in:
            return say("E20") if hand._behind is not None and hand._behind[p if p is not None else 0] else say("E18")
        if hand.kind == 2:
            return say("E9") if hand._open_pair else say("E4")
        if hand.kind == 3:
            return say("E22")
        if legal.max_to is not None and amount > legal.max_to:
            return say("E7")
        # E6 only while the least raise is the straddle's: before the flop, a straddle posted, no full raise since
        straddled = hand._street_index == 0 and hand._n_bets == 0 and any(a.kind is _STRADDLE for a in hand.events)
        return say("E6") if straddled else say("E2")
    if action == "fold" or action == "check" or action == "call":
        return say("E1")
    return say("E1")
