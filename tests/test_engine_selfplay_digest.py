"""Seeded random self-play pinned by a digest: every action, card, refusal, stack and pot of
hundreds of hands of each game family (stud, draw, Badugi, Hold'em), under every rule set and
betting structure, short and deep stacks, players who show or muck, copies taken in the middle
and played apart. A change of the engine's speed must leave every one of them as it was: the
digests were taken on the engine before its speed work on the limit draw games and stud.

Run as a script for thousands of hands a game (``--hands 3000``), printing each game's digest,
to compare two trees: ``PYTHONPATH=OLD/src python tests/test_engine_selfplay_digest.py`` and
the same with the new tree."""

from __future__ import annotations

import hashlib
import random
import sys

import pytest

from pokerrank.engine import Hand, IllegalActionError

RULES = ("wsop-2024", "tda", "roberts", "pokerstars")
STRUCTURES = ("limit", "no-limit", "pot-limit")


def _make(game: str, rng: random.Random, seed: int) -> Hand:
    n = rng.randint(2, 6) if rng.random() < 0.4 else 6
    stacks = [rng.choice([7, 30, 200, 800]) if rng.random() < 0.5 else 800 for _ in range(n)]
    rules = rng.choice(RULES)
    auto_show = rng.random() < 0.7
    if game in ("stud", "stud-hi-lo", "razz", "2-7-razz", "five-card-stud"):
        structure = "limit" if rng.random() < 0.8 else rng.choice(STRUCTURES[1:])
        return Hand(
            game, stacks, antes=rng.choice([0, 1]), bring_in=2, bets=(4, 8), seed=seed, rules=rules,
            structure=structure, auto_show=auto_show,
        )  # fmt: skip
    if game == "holdem":
        structure = rng.choice(STRUCTURES)
        return Hand(
            game, stacks, structure=structure, blinds=(1, 2), seed=seed, rules=rules, auto_show=auto_show,
            max_runs=rng.choice([1, 1, 3]),
        )  # fmt: skip
    structure = "limit" if rng.random() < 0.7 else rng.choice(STRUCTURES[1:])
    bets = (4, 8) if structure == "limit" else None
    blinds = (2, 4) if structure == "limit" else (1, 2)
    return Hand(
        game, stacks, structure=structure, blinds=blinds, bets=bets, seed=seed, rules=rules, auto_show=auto_show
    )


def _state(hand: Hand) -> tuple[object, ...]:
    return (
        tuple(hand.events), tuple(hand.stacks), tuple(hand.won), hand.pot, tuple(hand.put_in), tuple(hand.hole),
        tuple(hand.board), tuple(map(tuple, hand.boards)), tuple(hand.folded), hand.over,
    )  # fmt: skip


def _step(hand: Hand, rng: random.Random, out: list[object]) -> None:
    """One random legal action (now and then an illegal one first: refused, the hand unchanged)."""
    legal = hand.legal()
    out.append((legal.phase, legal.player, legal.call, legal.aggressive, legal.min_to, legal.max_to, legal.draw))
    if rng.random() < 0.05:  # an action one chip past the most, or a word not offered: refused
        before = _state(hand)
        try:
            if legal.phase == "bet" and legal.aggressive is not None and legal.max_to is not None:
                hand.act(legal.aggressive, legal.max_to + 1)
            elif legal.phase == "draw":
                hand.act("draw", (legal.draw or 0) + 1)
            else:
                hand.act("raise", -1)
        except IllegalActionError as error:
            out.append(str(error))
        assert _state(hand) == before
    phase = legal.phase
    if phase == "draw":
        hand.act("draw", rng.randint(0, legal.draw or 0))
    elif phase == "run":
        hand.act("run", rng.randint(1, legal.runs or 1))
    elif phase == "show":
        hand.act("muck" if legal.muck and rng.random() < 0.4 else "show")
    elif legal.bring_in is not None:
        if legal.aggressive is not None and rng.random() < 0.3:
            hand.act(legal.aggressive, legal.max_to)
        else:
            hand.act("bring-in")
    else:
        word = legal.aggressive
        r = rng.random()
        if legal.call is not None and r < 0.25:
            hand.act("fold")
        elif word is not None and r > 0.7:
            assert legal.min_to is not None and legal.max_to is not None
            amounts = [legal.min_to, legal.max_to]
            if hand.structure != "limit":
                amounts.append(rng.randint(legal.min_to, legal.max_to))
            hand.act(word, rng.choice(amounts))
        else:
            hand.act("call" if legal.call is not None else "check")


def play_digest(game: str, hands: int) -> str:
    """The digest of ``hands`` seeded hands of ``game``, a copy taken in the middle of every
    fourth hand and played apart."""
    rng = random.Random(game)
    digest = hashlib.sha256()
    for seed in range(hands):
        hand = _make(game, rng, seed)
        out: list[object] = []
        copy_at = rng.randint(0, 12) if seed % 4 == 0 else -1
        steps = 0
        while not hand.over:
            if steps == copy_at:
                twin = hand.copy()
                twin_rng = random.Random(seed)
                while not twin.over:
                    _step(twin, twin_rng, out)
                out.append(("twin", _state(twin)))
            _step(hand, rng, out)
            steps += 1
        out.append(_state(hand))
        result = hand.result
        if result is not None:
            out.append(sorted(result.totals.items()))
        digest.update(repr(out).encode())
    return digest.hexdigest()[:16]


GAMES = {
    # the digests of 200 hands each, taken on the engine before its speed work (main at 8fcc01d)
    "holdem": "132894b964a255ee",
    "stud": "d7f0d249b3dea0b0",
    "stud-hi-lo": "a0f248f2a640b0e8",
    "razz": "435448b4bd25e81e",
    "2-7-razz": "467404f9b1d388f6",
    "2-7-triple-draw": "7b8c37c72fdb5796",
    "2-7-single-draw": "00d623aaaa589de2",
    "a-5-triple-draw": "c3d6513bd3e7c6f5",
    "five-card-draw": "47d6d4208d5e61c2",
    "badugi": "26c945a4240ffdee",
    "badeucy": "2b26da9202522625",
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_seeded_self_play_is_every_action_card_and_pot_as_before(game):
    assert play_digest(game, 200) == GAMES[game]


if __name__ == "__main__":
    count = int(sys.argv[sys.argv.index("--hands") + 1]) if "--hands" in sys.argv else 200
    for name in sorted(GAMES):
        print(f'    "{name}": "{play_digest(name, count)}",', flush=True)
