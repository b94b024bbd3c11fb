"""Every all-in cash-out of the shared hand histories against pokerrank's exact equity, to the cent.

    python benchmarks/compare_cash_outs.py [FOLDER ...]

Default folders: ``../shared/hand-histories/pokerstars`` and ``../shared/hand-histories/sites/ggpoker``.
Two rooms print a cash-out:

- PokerStars, ``P cashed out the hand for $22.77 | Cash Out Fee $0.46``, offered when betting
  closes with an all-in: the room's figure is offer plus fee, pokerrank's the player's exact
  equity of each pot times the pot after rake (:class:`pokerrank.results.CashOut`, its
  ``fair`` verdict: the two within a cent, the room's rounding of offer and fee);
- GGPoker's EV cash-out, ``P: Chooses to EV Cashout`` at the end of a street, then after the
  next card ``P: Pays Cashout Risk ($0.27)`` (the player won the pot and gives part back) or
  ``P: Receives Cashout ($8.54)`` (the player lost the pot and the room pays). The room's
  cash-out is what the player ends with from the pot: the pot won less the risk, or the sum
  received. pokerrank's figure is the exact equity, on the board of the street where the
  player chose, of each pot the player could win times the pot after rake (every runout
  enumerated; the hero's folded cards dead), and its ratio to the room's.

One line per cash-out; the money in the room's units.
"""

from __future__ import annotations

import re
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

SHARED = Path(__file__).resolve().parents[2] / "shared" / "hand-histories"
_STREET = re.compile(r"^\*\*\* (FLOP|TURN|RIVER|FIRST FLOP|FIRST TURN|FIRST RIVER) \*\*\*")
_CHOICE = re.compile(r"^(?P<player>.+?): Chooses to EV Cashout\s*$")
_BOARD_AT = {"preflop": 0, "FLOP": 3, "TURN": 4, "RIVER": 5}


def cents(value: Fraction, unit: Any) -> str:
    """An exact amount of units as money to the cent (half-even), e.g. ``24.46``."""
    from decimal import ROUND_HALF_EVEN, Decimal

    exact = Decimal(value.numerator) / Decimal(value.denominator) * unit
    return str(exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN))


def choices(text: str) -> list[tuple[str, str]]:
    """GGPoker: (player, street) of each ``Chooses to EV Cashout`` line, in order; the street
    is the last one dealt before the line (``preflop`` before the flop)."""
    street = "preflop"
    out = []
    for line in text.splitlines():
        found = _STREET.match(line)
        if found:
            street = found.group(1).split()[-1]
            continue
        chose = _CHOICE.match(line)
        if chose:
            out.append((chose.group("player"), street))
    return out


def ggpoker_value(result: Any, player: str, street: str, *, dead: bool = True) -> Fraction | None:
    """The exact value of ``player``'s pots (equity times each pot after rake) on the board of
    ``street`` (``dead=False``: the folded cards the history shows counted live, as a player
    who cannot see them would), or None where the hand was not adjusted."""
    from pokerrank.cards import parse_cards
    from pokerrank.results import runout_values

    allin = result.allin
    if allin is None or player not in allin.players:
        return None
    game, hands, _, known_dead, pots, _ = allin.spot
    board = tuple(int(c) for c in parse_cards(result.record.boards[0]))[: _BOARD_AT[street]]
    dist = runout_values(game, hands, board, known_dead if dead else (), pots)
    return dist.mean(allin.players.index(player))


def main() -> None:
    from pokerrank.handhistory import read
    from pokerrank.results import hand_result

    folders = [Path(f) for f in sys.argv[1:]] or [SHARED / "pokerstars", SHARED / "sites" / "ggpoker"]
    ratios: list[float] = []
    for folder in folders:
        for record in read(folder):
            deals = record.extra.get("side_deals") if record.extra else None
            if not record.cash_outs and not deals:
                continue
            result = hand_result(record)
            unit = record.unit
            where = f"{Path(record.source).name} #{record.hand_id} ({record.game}, {result.status.value})"
            if result.allin is not None:
                for deal in result.allin.cash_outs:
                    print(
                        f"PokerStars {where} {deal.player} on the {result.allin.street}: room {cents(Fraction(deal.offer), unit)}"
                        f" + fee {cents(Fraction(deal.fee), unit)} = {cents(Fraction(deal.offer + deal.fee), unit)};"
                        f" pokerrank {cents(deal.value, unit)} ({float(deal.value) * float(unit):.5f});"
                        f" difference {cents(deal.difference, unit)}: {'fair' if deal.fair else 'OFF'}"
                    )
            elif record.cash_outs:
                print(f"PokerStars {where}: cash-out of {', '.join(record.cash_outs)} not valued: {result.reason}")
            if not deals:
                continue
            chosen = choices(record.text)
            won = {name: 0 for name, _, _ in deals}
            for collection in record.collected:
                if collection.player in won:
                    won[collection.player] += collection.amount
            for i, (player, words, amount) in enumerate(deals):
                street = chosen[i][1] if i < len(chosen) and chosen[i][0] == player else "?"
                room = won[player] - amount if words == "Pays Cashout Risk" else amount
                value = ggpoker_value(result, player, street) if street != "?" else None
                if value is None:
                    ours = f"not valued: {result.reason}"
                else:
                    live = ggpoker_value(result, player, street, dead=False)
                    assert live is not None
                    ours = f"{cents(value, unit)} (room/pokerrank {float(room / value):.4f}); with the folded cards"
                    ours += f" live {cents(live, unit)} (room/that {float(room / live):.4f})"
                    ratios.append(float(room / live))
                print(
                    f"GGPoker {where} {player} chose on the {street}: {words} {cents(Fraction(amount), unit)},"
                    f" pot won {cents(Fraction(won[player]), unit)}, the room's cash-out {cents(Fraction(room), unit)};"
                    f" pokerrank's equity value {ours}"
                )
    if ratios:
        ratios.sort()
        print(
            f"GGPoker: {len(ratios)} cash-outs valued; the room's over the live-card equity value:"
            f" median {ratios[len(ratios) // 2]:.4f}, {sum(0.98 <= r <= 0.995 for r in ratios)} of them"
            f" within 0.980-0.995, range {ratios[0]:.4f}-{ratios[-1]:.4f}"
        )


if __name__ == "__main__":
    main()
