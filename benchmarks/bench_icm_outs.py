"""ICM and outs speed: pokerrank.icm against the finishing-order loop every ICM snippet runs,
and pokerrank.outs against checking every next card one at a time (pokerrank.showdown, and
pokerkit's hand classes).

    python benchmarks/bench_icm_outs.py [--quick] [--markdown] [--json PATH]

Every side computes the same thing and is checked to agree before anything is timed:
- ICM: the textbook algorithm (Malmuth-Harville over all n! finishing orders, in floats, as
  the snippets in ICM articles and forum posts do it) against ``pokerrank.icm`` (exact
  fractions over the sets of finishers);
- outs: for each next card, who wins; pokerrank answers all cards in one call (groups,
  words, every player's outs), the loops decide one card at a time.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from itertools import combinations, permutations
from typing import Any

from _harness import Report, Row, best_of, environment

STACKS = [5200, 4100, 3900, 3300, 2800, 2200, 1900, 1400, 900, 600]
PAYOUTS = [3000, 1800, 1200, 900, 700, 550, 450, 400, 350, 300]


def icm_by_orders(stacks: list[int], payouts: list[int]) -> list[float]:
    """Malmuth-Harville by brute force: every finishing order, in floats."""
    total = float(sum(stacks))
    equity = [0.0] * len(stacks)
    for order in permutations(range(len(stacks))):
        chance, left = 1.0, total
        for i in order:
            chance *= stacks[i] / left
            left -= stacks[i]
        for place, i in enumerate(order[: len(payouts)]):
            equity[i] += chance * payouts[place]
    return equity


SPOTS: list[tuple[str, dict[str, str], str, int]] = [
    ("holdem", {"hero": "Ah Kh", "villain": "9s 9d"}, "2h 7h 9c 3s", 1),
    ("holdem", {"hero": "Ah Kh", "villain": "9s 9d", "third": "Qc Jc"}, "2h 7h 9c", 2),
    ("omaha-hi-lo", {"ann": "As 2s Kd Qc", "bob": "Kh Kc 9d 9c"}, "Ks 8h 3d", 2),
]


def unseen(hands: dict[str, str], board: str) -> list[str]:
    ranks, suits = "23456789TJQKA", "cdhs"
    known = set(" ".join([*hands.values(), board]).split())
    return [r + s for r in ranks for s in suits if r + s not in known]


def winners_by_showdown(game: str, hands: dict[str, str], board: str, cards: int) -> dict[tuple[str, ...], Any]:
    import pokerrank

    players = [pokerrank.Player(name, held, bet=1) for name, held in hands.items()]
    out = {}
    for deal in combinations(unseen(hands, board), cards):
        result = pokerrank.showdown(game, f"{board} {' '.join(deal)}", players)
        out[tuple(sorted(deal))] = {side.side: tuple(sorted(side.winners)) for side in result.pots[0].sides}
    return out


def winners_by_pokerkit(hands: dict[str, str], board: str, cards: int) -> dict[tuple[str, ...], Any]:
    """Hold'em only: pokerkit's StandardHighHand for every player and every next card (or pair)."""
    from pokerkit import Card, StandardHighHand

    holes = {name: list(Card.parse(held.replace(" ", ""))) for name, held in hands.items()}
    board_cards = list(Card.parse(board.replace(" ", "")))
    out = {}
    for deal in combinations(unseen(hands, board), cards):
        full = board_cards + list(Card.parse("".join(deal)))
        ranked = {name: StandardHighHand.from_game(hole, full) for name, hole in holes.items()}
        best = max(ranked.values())
        out[tuple(sorted(deal))] = {"high": tuple(sorted(n for n, h in ranked.items() if h == best))}
    return out


def winners_by_outs(game: str, hands: dict[str, str], board: str, cards: int) -> dict[tuple[str, ...], Any]:
    import pokerrank

    result = pokerrank.outs(game, hands, board, cards=cards)
    now = {lead.side: tuple(sorted(lead.winners)) for lead in result.now}
    out = {tuple(sorted(deal)): dict(now) for deal in combinations(unseen(hands, board), cards)}
    for group in result.groups:
        for text in group.cards:
            out[tuple(sorted(text.split()))][group.side] = tuple(sorted(group.winners))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats, smaller fields")
    parser.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    parser.add_argument("--json", metavar="PATH", help="write the report as JSON")
    args = parser.parse_args()
    say = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731

    import pokerrank

    repeat = 2 if args.quick else 3
    report = Report(f"pokerrank {pokerrank.__version__}: ICM and outs")

    # -- ICM: exact --------------------------------------------------------------------
    for n in (7, 8) if args.quick else (7, 8, 9):
        say(f"ICM, {n} players ...")
        stacks, payouts = STACKS[:n], PAYOUTS[:n]
        ours = pokerrank.icm(stacks, payouts)
        theirs = icm_by_orders(stacks, payouts)
        assert all(abs(p.equity - t) < 1e-6 for p, t in zip(ours.players, theirs, strict=True)), "ICM disagrees"
        t_ours = best_of(lambda s=stacks, p=payouts: pokerrank.icm(s, p), repeat)
        t_orders = best_of(lambda s=stacks, p=payouts: icm_by_orders(s, p), 1 if n >= 9 else repeat)
        report.add(Row("icm", f"pokerrank.icm, {n} players, every place paid (exact fractions)", t_ours * 1e3,
                       unit="ms", ratio=f"{t_orders / t_ours:.0f}x the order loop"))  # fmt: skip
        report.add(Row("icm", f"  every finishing order ({n}! = {math.factorial(n):,}), in floats", t_orders * 1e3,
                       unit="ms"))  # fmt: skip
    t10 = best_of(lambda: pokerrank.icm(STACKS, PAYOUTS), repeat)
    report.add(Row("icm", "pokerrank.icm, 10 players, every place paid (exact fractions)", t10 * 1e3, unit="ms",
                   note="the order loop would visit 3,628,800 orders"))  # fmt: skip
    field = [1000 + 37 * i for i in range(1000)]
    prizes = list(range(1500, 0, -10))
    samples = 20_000 if args.quick else 100_000
    say("ICM sampled, 1,000 players ...")
    t_sampled = best_of(lambda: pokerrank.icm(field, prizes, samples=samples, seed=1), 1)
    report.add(Row("icm", "pokerrank.icm, 1,000 players, 150 paid, sampled", samples / t_sampled, n=samples,
                   note="finishing orders per second"))  # fmt: skip

    # -- outs ----------------------------------------------------------------------------
    for game, hands, board, cards in SPOTS:
        label = f"{game}, {len(hands)} players, {'turn' if board.count(' ') == 3 else 'flop'}, cards={cards}"
        say(f"outs, {label} ...")
        ours = winners_by_outs(game, hands, board, cards)
        by_showdown = winners_by_showdown(game, hands, board, cards)
        assert ours == by_showdown, f"outs and showdown disagree on {label}"
        t_ours = best_of(lambda g=game, h=hands, b=board, c=cards: pokerrank.outs(g, h, b, cards=c), repeat)
        t_loop = best_of(lambda g=game, h=hands, b=board, c=cards: winners_by_showdown(g, h, b, c), 1)
        report.add(Row("outs", f"pokerrank.outs ({label}: {len(ours):,} deals)", t_ours * 1e3, unit="ms",
                       ratio=f"{t_loop / t_ours:.0f}x the showdown loop", note="groups, words, each player's outs"))  # fmt: skip
        report.add(Row("outs", "  one pokerrank.showdown per deal", t_loop * 1e3, unit="ms"))
        if game == "holdem":
            try:
                theirs = winners_by_pokerkit(hands, board, cards)
            except ImportError as exc:
                report.add(Row("outs", "  pokerkit StandardHighHand per deal", None, note=f"skipped: {exc}"))
                continue
            assert theirs == {k: {"high": v["high"]} for k, v in ours.items()}, "pokerkit disagrees"
            t_kit = best_of(lambda h=hands, b=board, c=cards: winners_by_pokerkit(h, b, c), 1)
            report.add(Row("outs", "  pokerkit StandardHighHand per player and deal", t_kit * 1e3, unit="ms",
                           ratio=f"pokerrank {t_kit / t_ours:.0f}x"))  # fmt: skip

    report.notes.append(
        "times are one call, best of several; every comparison was checked to agree before timing; "
        "the order loop is the textbook Malmuth-Harville sum over every finishing order"
    )
    report.packages = ("pokerrank", "numpy", "numba", "pokerkit")
    versions = ", ".join(f"{name} {version}" for name, version in environment(report.packages)["packages"].items())
    report.notes.append(f"Python {sys.version.split()[0]}; {versions}; {time.strftime('%Y-%m-%d')}")
    if args.quick:
        report.notes.append("--quick: fewer repeats, figures are rough")
    print(report.text())
    if args.markdown:
        print()
        print(report.markdown())
    if args.json:
        report.write_json(args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
