"""An engine hand of every game and structure OHH names goes out as Open Hand History and comes
back the same: :meth:`Hand.to_record` -> :func:`~pokerrank.handhistory.to_ohh` -> ``json.dumps``
-> :func:`~pokerrank.handhistory.ohh.read_ohh` gives the same payout verdict, drives through the
engine (:func:`~pokerrank.engine.from_record`) to the hand's own stacks, and the OHH fits the
project's OHH JSON Schema. A hand OHH cannot hold is refused by ``to_ohh`` with a
:class:`~pokerrank.errors.HandHistoryError` of a kind docs/ohh.md lists, never written as
another hand."""

from __future__ import annotations

import json
import os
import random
import re
from collections import Counter
from dataclasses import replace
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest
from _helpers import play_randomly_once, random_table
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerrank.engine import Hand, from_record, get_rules
from pokerrank.errors import DealError, HandHistoryError
from pokerrank.handhistory import ActionKind, audit_hand
from pokerrank.handhistory.ohh import read_ohh
from pokerrank.handhistory.verdicts import Outcome
from pokerrank.handhistory.writers_ohh import to_ohh

GAMES = ["holdem", "omaha", "omaha-5", "omaha-6", "omaha-hi-lo", "big-o"]
"""The engine's games OHH names (game_type Holdem, Omaha with 4, 5 or 6 cards, OmahaHiLo)."""
STRUCTURES = ["no-limit", "pot-limit", "limit", "capped"]
FORCED = ["blinds", "straddles", "mississippi", "antes", "button", "big blind", "posts"]
RULES = ["wsop-2024", "tda", "roberts", "pokerstars"]
_HOUSE = replace(get_rules("wsop-2024"), name="house", mississippi_straddle=True)

REFUSALS = {
    "smallest chip": r"OHH has no field for the engine hand's smallest chip",
    "Mississippi straddle": r"OHH has no way to write a straddle on the button that acts last",
    "short straddle": r"OHH has no field for the level of a straddle posted all in for less",
    "short big blind": r"OHH has no field for the level of a big blind posted all in for less",
    "cap": r"OHH's bet_cap is not read back as the engine's cap",
    "least bet": r"OHH has no field for a least bet",
    "limit bets": r"OHH's fixed limit bets are the big blind and twice it",
}
"""The refusals the property accepts, each a kind docs/ohh.md names (what OHH cannot hold)."""


def test_every_refusal_is_documented() -> None:
    docs = (Path(__file__).resolve().parents[1] / "docs" / "ohh.md").read_text(encoding="utf-8")
    section = docs.partition("### What OHH cannot hold")[2]
    for kind in REFUSALS:
        assert f"**{kind.lower()}**" in section.lower(), kind


def _schema() -> Any:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(files("pokerrank").joinpath("schemas", "ohh", "ohh-1.4.schema.json").read_text())
    return jsonschema.Draft202012Validator(schema)


def ohh_hand(seed: int, game: str, structure: str, forced: str, short: bool, rules: str) -> Hand:
    """A random engine hand of an OHH game played to its end with random legal actions:
    ``forced`` names the forced bets (blinds; straddles, live or on the button; antes of each
    player, of the button or of the big blind; each player's post as a record gives them, with
    dead money and money added), ``short`` gives some players a few chips (forced bets and
    calls all in for less, side pots); the rest (the smallest chip, a rake fixed or by rate,
    mucks at the showdown, boards run two or three times, the button, 2 to 10 players, a cap)
    drawn from ``seed``."""
    rng = random.Random(seed)
    most = {"omaha-5": 9, "big-o": 9, "omaha-6": 7}.get(game, 10)
    chip, n, stacks, small, big, kw = random_table(
        rng, seed, rules, structure, forced, short, [1, 1, 1, 1, 1, 5, 25], most
    )
    kw["button"] = rng.randrange(n)
    if forced == "posts":  # as a record gives them: any player's blind, straddle or none, dead money
        posts = [rng.choice([0, 0, small, big, 2 * big]) for _ in range(n)]
        posts[rng.randrange(n)] = big
        dead = [rng.choice([0, 0, 0, small]) for _ in range(n)]
        kw.update(posts=posts, dead=dead, added=chip * rng.choice([0, 0, 0, 3]))
        if rng.random() < 0.5:
            kw["big_blind"] = big
    else:
        kw["blinds"] = (small, big)
        if forced == "straddles":
            kw["straddles"] = [big * 2 ** (k + 1) for k in range(rng.randint(1, min(2, n - 2)))]
        elif forced == "mississippi":
            kw.update(button_straddle=2 * big, rules=_HOUSE)
        elif forced == "antes":
            kw["antes"] = rng.choice([chip, small])
        elif forced in ("button", "big blind"):
            kw.update(antes=rng.choice([small, big]), ante=forced)
    if rng.random() < 0.4:
        kw["max_runs"] = rng.choice([2, 3])
    hand = Hand(game, stacks, **kw)
    passive = rng.random() < 0.5  # (half the hands mostly called down to a showdown, where players show or muck)
    while not hand.over:
        legal = hand.legal()
        if not passive:
            play_randomly_once(hand, rng, chip)
        elif legal.phase == "bet" and rng.random() < 0.85:
            hand.act("check" if legal.check else "call")
        elif legal.phase == "show":
            hand.act("muck" if legal.muck and rng.random() < 0.5 else "show")
        else:
            play_randomly_once(hand, rng, chip)
    return hand


def ohh_round_trip(hand: Hand) -> str | None:
    """Check that the hand's record goes out as OHH that fits the schema and comes back to the
    same payout verdict and, driven through the engine, the hand's own stacks; or that
    ``to_ohh`` refuses it with a documented kind of refusal (returned: its name)."""
    record = hand.to_record()
    try:
        document = to_ohh(record)
    except HandHistoryError as exc:
        refusal = str(exc)
    else:
        refusal = None
    if refusal is not None:
        kind = next((name for name, words in REFUSALS.items() if re.search(words, refusal)), None)
        assert kind is not None, f"an undocumented refusal: {refusal}"
        return kind
    errors = [f"{list(e.path)}: {e.message}" for e in _schema().iter_errors(document)]
    assert not errors, errors
    back = list(read_ohh(json.dumps(document)))
    assert len(back) == 1 and back[0].ok, back[0].error
    before, after = audit_hand(record), audit_hand(back[0])
    assert after.outcome is before.outcome is Outcome.MATCH, (before.detail, after.detail)
    assert back[0].boards == record.boards and back[0].hole == record.hole
    result = from_record(back[0], hand.rules)
    assert result.status == "ok", result.describe()
    assert list(result.stacks.values()) == hand.stacks
    return None


@pytest.mark.parametrize(
    ("stacks", "posts", "button", "refused"),
    [
        ([6, 2, 29], [0, 6, 3], 0, True),  # a small blind of more posted after the short big blind
        ([268, 2, 252], [0, 6, 2], 1, True),  # a small blind of as much posted before it
        ([268, 2, 252], [0, 6, 1], 1, False),  # a small blind of less: the short one still posts the most
    ],
)
def test_a_short_big_blind_beside_a_small_blind_of_as_much(
    stacks: list[int], posts: list[int], button: int, refused: bool
) -> None:
    # read back, the big blind posted all in for 2 (its level 6) is a smaller blind: the play began
    # after the small blind, not after it ("illegal", out of turn: found by the long run of the property)
    hand = Hand("omaha", stacks, posts=posts, big_blind=6, button=button, seed=1)
    while not hand.over:
        hand.act("call" if hand.legal().call else "check")
    post = next(a for a in hand.events if a.player == "p2")
    assert (post.kind, post.amount, post.all_in) == (ActionKind.BIG_BLIND, 2, True)
    kind = ohh_round_trip(hand)
    assert kind == ("short big blind" if refused else None)


@settings(
    max_examples=int(os.environ.get("POKERRANK_ROUNDTRIP_EXAMPLES", "200")),  # (a long run: thousands)
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    seed=st.integers(0, 2**31),
    game=st.sampled_from(GAMES),
    structure=st.sampled_from(STRUCTURES),
    forced=st.sampled_from(FORCED),
    short=st.booleans(),
    rules=st.sampled_from(RULES),
)
def test_random_engine_hands_come_back_from_ohh(
    seed: int, game: str, structure: str, forced: str, short: bool, rules: str
) -> None:
    try:
        hand = ohh_hand(seed, game, structure, forced, short, rules)
    except DealError:  # (a table the deck cannot deal)
        return
    ohh_round_trip(hand)


def test_the_random_hands_cover_what_the_property_claims() -> None:
    # drawn in turn from fixed seeds: hands of each kind OHH holds written and read back (a writer
    # that refused them would pass the property unseen), and each documented refusal reached
    seen: Counter[str] = Counter()
    refused: Counter[str] = Counter()
    rng = random.Random(2026)
    for seed in range(600):
        args = (rng.choice(GAMES), rng.choice(STRUCTURES), rng.choice(FORCED), rng.random() < 0.5, rng.choice(RULES))
        try:
            hand = ohh_hand(seed, *args)
        except DealError:
            continue
        kind = ohh_round_trip(hand)
        if kind is not None:
            refused[kind] += 1
            continue
        record = hand.to_record()
        kinds = [a.kind for a in record.actions]
        seen["written"] += 1
        seen[args[0]] += 1
        seen[record.structure] += 1
        seen["runs"] += len(record.boards) > 1
        seen["muck"] += bool(record.mucked)
        seen["side pots"] += len(record.pots) > 1 or len(hand.result.pots if hand.result else ()) > 1
        seen["all in"] += any(a.all_in for a in record.actions)
        seen["dead money"] += ActionKind.DEAD_BLINDS in kinds
        seen["straddle"] += ActionKind.STRADDLE in kinds
        seen["big blind ante"] += record.extra.get("ante") == "big blind"
        seen["button ante"] += record.extra.get("ante") == "button"
        seen["antes"] += ActionKind.ANTE in kinds and "ante" not in record.extra
        seen["rake"] += bool(record.rake)
        seen["money added"] += bool(record.added)
    wanted = {"written": 200, "runs": 10, "muck": 20, "side pots": 60, "all in": 80, "dead money": 12, "straddle": 25,
              "big blind ante": 20, "button ante": 20, "antes": 25, "rake": 80, "money added": 3, "no-limit": 50,
              "pot-limit": 50, "limit": 50, **dict.fromkeys(GAMES, 25)}  # fmt: skip
    assert all(seen[key] >= least for key, least in wanted.items()), (seen, refused)
    assert all(refused[kind] for kind in ("smallest chip", "Mississippi straddle", "cap")), refused
