"""The lean road of :func:`pokerrank.engine.from_record` (flat lists, no :class:`Hand`, for the
common hand) against the full road (a :class:`Hand` played action by action): the same result,
field by field and the hand's final state, on random engine hands, on the same hands broken in
every way a record can be (amounts a chip off, players swapped, actions dropped, doubled or
moved, raises short, all-ins marked where they are not), and on each case the lean road leaves to
the full road (docs/engine.md, "The lean road"). The corpus-wide check (every shared hand) is in
tests/test_engine_shared.py."""

from __future__ import annotations

import dataclasses
import operator
import random
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from _helpers import play_randomly
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerrank.engine import DriveResult, Hand, drive, from_record
from pokerrank.errors import PokerRankError, UnknownNameError
from pokerrank.handhistory import read
from pokerrank.handhistory.records import ActionKind, HandRecord, Seat

K = ActionKind
RULES = ["wsop-2024", "tda", "roberts", "pokerstars"]
NAMES = ["ann", "bob", "cid", "dan", "eve", "fay", "gus", "hal", "ivy"]


def state(hand: Hand | None) -> Any:
    if hand is None:
        return None
    return repr(
        (hand.stacks, hand.won, hand.put_in, hand.pot, hand.phase, hand.board, hand.boards, hand.hole,
         [tuple(e) for e in hand.events], hand.folded, hand.mucked, hand.shown, hand.over, hand.street)
    )  # fmt: skip


def fields(result: DriveResult) -> tuple[Any, ...]:
    a = result.action
    error = result.error
    return (
        result.record, result.status, tuple(a) if a else None, type(error).__name__, str(error) if error else None,
        getattr(error, "rule", None), result.reason, result.stacks, result.expected, result.conceded, result.ok,
        result.describe(), state(result.hand),
    )  # fmt: skip


def structure_of(record: HandRecord) -> str:
    return drive._STRUCTURES.get(record.structure, record.structure)


def agree(record: HandRecord, rules: str | None = None) -> DriveResult:
    """The result by the lean road (where it answers) and by the full road: the same in every field."""
    stopped: Exception | None = None
    try:
        full = drive._from_record(record, rules, 0, lean=False)
    except Exception as exc:  # (a record the full road stops on: the lean road must leave it to the full road)
        stopped = exc
    if stopped is not None:
        with pytest.raises(type(stopped)) as raised:
            from_record(record, rules)
        assert str(raised.value) == str(stopped)
        assert not took_lean(record, rules)
        return DriveResult(record, "raised")
    lean = from_record(record, rules)
    assert type(full) is DriveResult
    assert fields(lean) == fields(full)
    for field in dataclasses.fields(DriveResult):  # (each field, those added later too)
        if field.name != "hand":
            assert getattr(lean, field.name) == getattr(full, field.name) or field.name == "error", field.name
    return lean


def test_a_player_posting_after_folding_before_the_big_blind_is_not_drivable() -> None:
    # (a record no room writes, found by the property below: the set-up stopped with a KeyError)
    record = scripted(CHECK_DOWN)
    first = record.actions[0]._replace(kind=K.FOLD, amount=0)
    record = dataclasses.replace(record, actions=(first, *record.actions))
    result = agree(record)
    assert result.status == "not drivable"
    assert "'bob' posts a small blind but is not dealt in" in result.reason


def took_lean(record: HandRecord, rules: str | None = None) -> bool:
    chosen = rules or ("pokerstars" if record.site == "PokerStars" else "wsop-2024")
    return drive._lean(record, structure_of(record), chosen) is not None


def random_record(seed: int, game: str = "holdem", structure: str = "no-limit", rules: str = "wsop-2024") -> HandRecord:
    rng = random.Random(seed)
    n = rng.randint(2, 6 if game.startswith("omaha") else 9)
    deep = rng.random() < 0.5
    stacks = [rng.randint(150, 400) if deep else rng.randint(3, 60) for _ in range(n)]
    kwargs: dict[str, Any] = {"structure": structure, "rules": rules, "seed": seed, "names": NAMES[:n]}
    kwargs["blinds"] = rng.choice([(1, 2), (2, 5), (5, 10)])
    kwargs["antes"] = rng.choice([0, 0, 1])
    if rng.random() < 0.1 and n > 2:  # (heads-up nobody is left to straddle)
        kwargs["straddles"] = [2 * kwargs["blinds"][1]]
    if rng.random() < 0.1:
        kwargs["button"] = rng.randrange(n)
    hand = Hand(game, stacks, **kwargs)
    play_randomly(hand, rng)
    return hand.to_record()


# -- random hands, whole and broken ------------------------------------------------------------------

_KINDS = [K.FOLD, K.CHECK, K.CALL, K.BET, K.RAISE]


def mutate(record: HandRecord, ops: list[tuple[Any, ...]]) -> HandRecord:
    """``record`` broken by each of ``ops`` in turn (an op that does not apply is skipped)."""
    actions = list(record.actions)
    seats = list(record.seats)
    names = [seat.name for seat in seats]
    hole = dict(record.hole)
    finishing = dict(record.finishing_stacks or {})
    boards = record.boards
    for op, x, y in ops:
        if not actions:
            break
        i = x % len(actions)
        a = actions[i]
        if op == "amount":  # a chip or a few off
            actions[i] = a._replace(amount=max(0, a.amount + y), to=None if a.to is None else max(0, a.to + y))
        elif op == "to" and a.kind in (K.BET, K.RAISE):  # a raise to anything (below the least, above the most)
            actions[i] = a._replace(to=abs(y) % 120, amount=abs(y) % 120)
        elif op == "player":
            actions[i] = a._replace(player=names[y % len(names)])
        elif op == "drop":
            del actions[i]
        elif op == "double":
            actions.insert(i, a)
        elif op == "move":
            del actions[i]
            actions.insert(y % (len(actions) + 1), a)
        elif op == "all-in":
            actions[i] = a._replace(all_in=not a.all_in)
        elif op == "kind":
            actions[i] = a._replace(kind=_KINDS[y % len(_KINDS)])
        elif op == "stack":
            j = y % len(seats)
            seats[j] = seats[j]._replace(stack=max(0, seats[j].stack + (1 if x % 2 else -1)))
        elif op == "finish" and finishing:
            name = names[y % len(names)]
            finishing[name] = finishing.get(name, 0) + (1 if x % 2 else -1)
        elif op == "hole":
            name = names[y % len(names)]
            if x % 2:
                hole.pop(name, None)
            else:
                hole[name] = hole.get(names[x % len(names)], "") or "As Ks"  # (another's cards: a card twice)
        elif op == "board":
            boards = () if x % 2 else tuple(b.replace(b[:2], "Ah") if b else b for b in boards)
    return dataclasses.replace(
        record,
        actions=tuple(actions),
        seats=tuple(seats),
        hole=hole,
        finishing_stacks=finishing if record.finishing_stacks is not None else None,
        boards=boards,
    )


MUTATIONS = ["amount", "to", "player", "drop", "double", "move", "all-in", "kind", "stack", "finish", "hole", "board"]
OPS = st.lists(
    st.tuples(
        st.sampled_from(MUTATIONS),
        st.integers(0, 60),
        st.integers(-3, 130),
    ),
    max_size=3,
)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31),
    game=st.sampled_from(["holdem", "holdem", "omaha", "courchevel", "omaha-hi-lo", "short-deck"]),
    structure=st.sampled_from(["no-limit", "no-limit", "pot-limit", "limit"]),
    rules=st.sampled_from(RULES),
    drive_rules=st.sampled_from([None, "tda", "wsop-2024", "roberts", "pokerstars"]),
    ops=OPS,
)
def test_lean_and_full_roads_agree_on_random_records_whole_and_broken(
    seed: int, game: str, structure: str, rules: str, drive_rules: str | None, ops: list[tuple[Any, ...]]
) -> None:
    try:
        record = random_record(seed, game, structure, rules)
    except PokerRankError:  # (a table the deck cannot deal)
        return
    agree(mutate(record, ops), drive_rules)


def test_most_random_hands_of_the_common_kind_take_the_lean_road_and_agree() -> None:
    taken = 0
    statuses = set()
    for seed in range(300):
        structure = "pot-limit" if seed % 3 == 0 else "no-limit"
        record = random_record(seed, "omaha" if seed % 5 == 0 else "holdem", structure, RULES[seed % 4])
        result = agree(record, RULES[seed % 4])
        if isinstance(result, drive._LeanResult):
            statuses.add(result.status)
            taken += 1
    assert statuses == {"ok"}
    assert taken >= 150  # (the rest: a split pot, a side pot, a blind or ante all in, a straddle: the full road)


def test_a_broken_random_hand_gives_the_full_roads_answer() -> None:
    # a chip off in every bet and raise of a few hundred hands: the lean road never answers where
    # the full road finds an illegal action, and agrees where the chips still add up otherwise
    statuses: dict[str, int] = {}
    for seed in range(150):
        record = random_record(seed, "holdem", "no-limit" if seed % 2 else "pot-limit", RULES[seed % 4])
        for i, a in enumerate(record.actions):
            if a.kind in (K.BET, K.RAISE):
                for delta in (-1, 1):
                    result = agree(mutate(record, [("amount", i, delta)]), RULES[(seed + 1) % 4])
                    statuses[result.status] = statuses.get(result.status, 0) + 1
    assert statuses.get("illegal", 0) > 50  # (the tests above see refusals, not only agreements)


# -- the cases the lean road leaves to the full road ---------------------------------------------------


def scripted(
    moves: list[tuple[str, int | None]],
    *,
    stacks: tuple[int, ...] = (100, 100, 100),
    cards: list[str] | None = None,
    board: str = "2c 7d 9h Js 3s",
    **kwargs: Any,
) -> HandRecord:
    """An engine hand of three players (ann on the button) played by ``moves``, as a record."""
    n = len(stacks)
    kwargs.setdefault("blinds", (1, 2))
    kwargs.setdefault("names", NAMES[:n])
    hand = Hand(kwargs.pop("game", "holdem"), list(stacks), cards=cards or ["Ac Kc", "Qd Qh", "8s 8c", "5h 4h"][:n],
                board=board, button=0, seed=1, **kwargs)  # fmt: skip
    for word, amount in moves:
        hand.act(word, amount)
    while not hand.over:  # (checked down)
        legal = hand.legal()
        word = "check" if legal.check else "call" if legal.call else "run" if legal.phase == "run" else "show"
        hand.act(word, 1 if word == "run" else None)  # (a call names no amount, or the one offered)
    return hand.to_record()


CHECK_DOWN = [("call", None), ("call", None), ("check", None)]


def past_all_in() -> HandRecord:
    """ann all in for 30, bob folds, cid's call written as a raise all in to 100 (E18: a call)."""
    record = scripted([("raise", 30), ("fold", None), ("call", None)], stacks=(30, 100, 100))
    actions = tuple(
        a._replace(kind=K.RAISE, to=100, amount=98, all_in=True) if a.kind is K.CALL and a.player == "cid" else a
        for a in record.actions
    )
    assert actions != record.actions
    return dataclasses.replace(record, actions=actions)


def test_the_lean_road_answers_the_common_hand() -> None:
    # a fold-out, a showdown with one best hand, an all-in called with the rest back, a short all-in
    # that does not reopen, pot-limit's most, a raise all in past a player all in (a call, E18)
    cases = [
        scripted([("raise", 6), ("fold", None), ("fold", None)]),
        scripted(CHECK_DOWN),
        scripted([("raise", 60), ("call", None), ("fold", None)], stacks=(60, 100, 100)),
        scripted([("raise", 6), ("call", None), ("raise", 9), ("call", None), ("call", None)], stacks=(100, 100, 9)),
        scripted([("raise", 7), ("call", None), ("call", None)], structure="pot-limit"),
        past_all_in(),
        _card_twice(scripted([("raise", 6), ("fold", None), ("fold", None)])),  # (no showdown: no matter)
    ]
    for record in cases:
        for rules in (None, "tda", "roberts", "pokerstars"):
            assert took_lean(record, rules), record.actions
            result = agree(record, rules)
            assert isinstance(result, drive._LeanResult)
            assert result.status == "ok"


def _boards(record: HandRecord) -> HandRecord:
    return dataclasses.replace(record, boards=(*record.boards, record.boards[0]))


def _by_place(record: HandRecord) -> HandRecord:
    places = {"ann": "Dealer", "bob": "Small Blind", "cid": "Big Blind"}
    return dataclasses.replace(
        record,
        seats=tuple(s._replace(name=places[s.name]) for s in record.seats),
        actions=tuple(a._replace(player=places[a.player]) for a in record.actions),
        hole={places[k]: v for k, v in record.hole.items()},
        finishing_stacks={places[k]: v for k, v in (record.finishing_stacks or {}).items()},
    )


def _declined(record: HandRecord) -> HandRecord:  # a fourth player folds before the big blind (888)
    fold = record.actions[0]._replace(player="dan", kind=K.FOLD, amount=0, to=None, all_in=False)
    actions = list(record.actions)
    actions.insert(1, fold)
    seats = (*record.seats, Seat(4, "dan", 100))
    return dataclasses.replace(record, actions=tuple(actions), seats=seats)


def _late_post(record: HandRecord) -> HandRecord:  # the big blind posted after the first action
    actions = list(record.actions)
    big = next(i for i, a in enumerate(actions) if a.kind is K.BIG_BLIND)
    actions.insert(big + 1, actions.pop(big))
    return dataclasses.replace(record, actions=tuple(actions))


def _no_result(record: HandRecord) -> HandRecord:
    return dataclasses.replace(record, finishing_stacks=None, collected=())


def _ends_early(record: HandRecord) -> HandRecord:  # the last check missing
    last = max(i for i, a in enumerate(record.actions) if a.kind is K.CHECK)
    return dataclasses.replace(record, actions=record.actions[:last] + record.actions[last + 1 :])


def _after_the_end(record: HandRecord) -> HandRecord:
    return dataclasses.replace(record, actions=(*record.actions, record.actions[-1]))


def _out_of_turn(record: HandRecord) -> HandRecord:
    actions = list(record.actions)
    first = next(i for i, a in enumerate(actions) if a.kind is K.CALL)
    actions[first], actions[first + 1] = actions[first + 1], actions[first]
    return dataclasses.replace(record, actions=tuple(actions))


def _unshown(record: HandRecord) -> HandRecord:
    return dataclasses.replace(record, hole={k: v for k, v in record.hole.items() if k != "cid"})


def _card_twice(record: HandRecord) -> HandRecord:
    return dataclasses.replace(record, hole={**record.hole, "cid": record.hole["bob"]})


def _bad_card(record: HandRecord) -> HandRecord:
    return dataclasses.replace(record, hole={**record.hole, "cid": "8s 8x"})


def _partial(record: HandRecord) -> HandRecord:
    return dataclasses.replace(record, hole={**record.hole, "cid": "8s"})


def _board_twice(record: HandRecord) -> HandRecord:
    return dataclasses.replace(record, boards=("2c 2c 9h Js 3s",))


def _short_board(record: HandRecord) -> HandRecord:
    return dataclasses.replace(record, boards=("2c 7d 9h",))


def _structure(name: str) -> Any:
    return lambda record: dataclasses.replace(record, structure=name)


def _field(**changes: Any) -> Any:
    return lambda record: dataclasses.replace(record, **changes)


FALLBACKS: dict[str, tuple[dict[str, Any], Any, str | None]] = {
    # name: (the hand: scripted's arguments, the record changed by, rules)
    "limit": ({"structure": "limit"}, None, None),
    "a cap game": ({}, _structure("capped no-limit"), None),
    "a stud game": ({"game": "stud", "moves": [], "blinds": (), "antes": 1, "bring_in": 1, "board": None}, None, None),
    "a game of two sides (hi-lo)": (
        {"game": "omaha-hi-lo", "cards": ["Ac Kc 2d 3d", "Qd Qh Jd Th", "8s 8c 4s 5c"]},
        None,
        None,
    ),
    "short deck": ({"game": "short-deck", "cards": ["Ac Kc", "Qd Qh", "8s 8c"], "board": "6c 7d 9h Js Ts"}, None, None),
    "a draw before the turn (drawmaha)": ({"game": "2-7-drawmaha", "moves": [], "board": None}, None, None),
    "rake": ({"rake": 1}, None, None),
    "dead money": ({"dead": [0, 0, 1]}, None, None),
    "added money": ({"added": 5}, None, None),
    "two boards": (
        {"moves": [("raise", 100), ("call", None), ("call", None)], "max_runs": 2, "board": None},
        _boards,
        None,
    ),
    "a straddle": ({"straddles": [4], "stacks": (100, 100, 100, 100), "moves": []}, None, None),
    "a blind all in": ({"stacks": (100, 1, 100), "moves": [("call", None), ("check", None)]}, None, None),
    "an ante all in": ({"stacks": (100, 100, 1), "antes": 1, "moves": []}, None, None),
    "players named by their places": ({}, _by_place, None),
    "a big blind declined": ({}, _declined, None),
    "a blind posted late": ({}, _late_post, None),
    "the file gives no result": ({}, _no_result, None),
    "the record ends early": ({}, _ends_early, None),
    "an action after the end": ({"moves": [("raise", 6), ("fold", None), ("fold", None)]}, _after_the_end, None),
    "out of turn": ({}, _out_of_turn, None),
    "cards never shown": ({}, _unshown, None),
    "a card twice": ({}, _card_twice, None),
    "a card that is not one": ({}, _bad_card, None),
    "a player's cards in part": ({}, _partial, None),
    "a board card twice": ({}, _board_twice, None),
    "a board short at the showdown": ({}, _short_board, None),
    "a split pot": ({"board": "Ts Js Qs Ks As"}, None, None),
    "a side pot the best hand does not cover": (
        {
            "stacks": (100, 100, 20),
            "cards": ["Ac Kc", "Qd Qh", "9s 9c"],
            "board": "9d 9h 2s 5c Tc",
            "moves": [("raise", 30), ("call", None), ("call", None)],
        },
        None,
        None,
    ),
    "a pot the room did not award": ({}, _field(pot_not_awarded=True), None),
    "a raise below the least": ({}, None, None),
}


@pytest.mark.parametrize("case", list(FALLBACKS))
def test_each_unusual_case_goes_the_full_road(case: str) -> None:
    spec, change, rules = FALLBACKS[case]
    spec = dict(spec)
    moves = spec.pop("moves", CHECK_DOWN)
    if case == "a raise below the least":
        record = scripted([("raise", 6), ("call", None), ("call", None)])
        record = dataclasses.replace(
            record, actions=tuple(a._replace(to=3, amount=3) if a.to == 6 else a for a in record.actions)
        )
    elif spec.get("game") == "stud":
        hand = Hand("stud", [100, 100, 100], antes=1, bring_in=1, bets=(2, 4), seed=3, names=NAMES[:3])
        play_randomly(hand, random.Random(3))
        record = hand.to_record()
    elif spec.get("game") == "2-7-drawmaha":
        hand = Hand("2-7-drawmaha", [100, 100, 100], blinds=(1, 2), seed=3, names=NAMES[:3])
        play_randomly(hand, random.Random(3))
        record = hand.to_record()
    else:
        record = scripted(moves, **spec)
    if change is not None:
        record = change(record)
    assert not took_lean(record, rules)
    result = agree(record, rules)
    assert not isinstance(result, drive._LeanResult)


def test_the_hand_of_a_lean_result_is_played_when_first_asked_for() -> None:
    record = scripted(CHECK_DOWN)
    result = from_record(record)
    assert isinstance(result, drive._LeanResult) and isinstance(result, DriveResult)
    assert drive._HAND.__get__(result) is None  # (not played yet)
    hand = result.hand
    assert hand is not None and hand.over
    assert result.hand is hand  # (played once)
    assert dict(zip(hand.names, hand.stacks, strict=True)) == result.stacks == result.expected
    assert "hand=<Hand holdem" in repr(result)
    assert [f.name for f in dataclasses.fields(result)] == [f.name for f in dataclasses.fields(DriveResult)]
    copied = dataclasses.replace(result, status="ok")
    assert copied.hand is hand
    result.hand = None
    assert result.hand is None  # (set by the caller: kept)


# -- real hands ------------------------------------------------------------------------------------------


def drive_both(records: Any, rules: tuple[str | None, ...] = (None, "tda")) -> tuple[int, int, list[str]]:
    """Each record under each of ``rules`` by both roads: the drives, those the lean road answered,
    and the hands where the two differ."""
    driven = lean = 0
    differ = []
    for record in records:
        for chosen in rules:
            try:
                result = agree(record, chosen)
            except AssertionError:
                differ.append(f"{record.source}#{record.hand_id} {chosen}")
                continue
            driven += 1
            lean += isinstance(result, drive._LeanResult)
    return driven, lean, differ


@pytest.mark.shared
def test_first_pluribus_hands_the_same_by_both_roads(shared_dir: Path) -> None:
    files = sorted((shared_dir / "hand-histories" / "phh" / "pluribus").rglob("*.phh"))[:200]
    driven, lean, differ = drive_both(read(files))
    assert differ == []
    assert driven == 400
    assert lean >= 390  # (the rest: split pots and side pots, settled by the full road)


@pytest.mark.shared
@pytest.mark.exhaustive
def test_every_shared_hand_the_same_by_both_roads(shared_dir: Path) -> None:
    # every hand of every shared file that pokerrank reads, under the room's rules and tda (about
    # 70,000 drives, a minute or two: `pytest -m exhaustive`)
    root = shared_dir / "hand-histories"
    driven = lean = 0
    differ: list[str] = []
    for path in sorted(p for p in root.rglob("*") if p.is_file() and p.suffix != ".md" and p.name != "README"):
        try:
            records = list(read([path]))
        except PokerRankError:
            continue
        counts = drive_both(records)
        driven += counts[0]
        lean += counts[1]
        differ += counts[2]
    assert differ == []
    assert driven > 60_000
    assert lean > 15_000


def test_the_lean_road_in_a_process_that_never_set_up_a_table() -> None:
    # the orders of play are made when a table of n players is first set up: a record driven before
    # any Hand of its size exists must find them made for it (an IndexError on the merged code)
    import subprocess
    import sys

    from pokerrank.handhistory.writers import to_phh

    five = ["Ac Kc", "Qd Qh", "8s 8c", "5h 4h", "Td 6d"]
    moves: list[tuple[str, int | None]] = [("raise", 6), ("fold", None), ("call", None)]
    record = scripted(moves, stacks=(100,) * 5, cards=five, names=list("abcde"))
    text = to_phh(record)
    code = (
        "import sys\n"
        "from pokerrank.engine import drive, from_record\n"
        "from pokerrank.engine.hand import _AFTER\n"
        "from pokerrank.handhistory import read\n"
        "assert len(_AFTER) <= 5 or not _AFTER[5]\n"
        "result = from_record(next(read(sys.stdin.read())))\n"
        "print(result.status, isinstance(result, drive._LeanResult))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], input=text, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["ok", "True"]


# -- found by a review of the lean road and the faster Hand -----------------------------------------


def _renamed(record: HandRecord, old: str, new: str) -> HandRecord:
    return dataclasses.replace(
        record,
        seats=tuple(s._replace(name=new) if s.name == old else s for s in record.seats),
        actions=tuple(a._replace(player=new) if a.player == old else a for a in record.actions),
    )


def test_a_name_seated_twice_is_not_drivable_by_either_road() -> None:
    record = _renamed(scripted(CHECK_DOWN), "cid", "ann")
    result = agree(record)
    assert result.status == "not drivable"
    assert "3 different names wanted" in result.reason and "'ann'" in result.reason


@pytest.mark.parametrize("amount", [Decimal(1), 1.0, Decimal("0.5"), -1])
@pytest.mark.parametrize("kind", [K.ANTE, K.SMALL_BLIND])
def test_a_forced_bet_not_a_whole_number_of_chips_goes_the_full_road(kind: ActionKind, amount: Any) -> None:
    record = scripted(CHECK_DOWN, antes=1)
    actions = tuple(a._replace(amount=amount) if a.kind is kind and a.player == "bob" else a for a in record.actions)
    assert [a.amount for a in actions if a.kind is kind and a.player == "bob"] == [amount]
    assert any(type(a.amount) is not int or a.amount < 0 for a in actions)  # (Decimal(1) == 1: by type)
    record = dataclasses.replace(record, actions=actions)
    assert not took_lean(record)
    assert agree(record).status == "not drivable"


@pytest.mark.parametrize("kind", [K.CALL, K.FOLD, K.CHECK])
def test_an_action_of_nobody_after_the_hand_is_over_is_the_full_roads(kind: ActionKind) -> None:
    record = scripted([("raise", 6), ("fold", None), ("fold", None)])
    late = record.actions[-1]._replace(player=None, kind=kind, amount=0, to=None)
    agree(dataclasses.replace(record, actions=(*record.actions, late)))


def test_a_lean_results_hand_set_stays_and_threads_reading_it_get_one_hand() -> None:
    import threading

    record = scripted(CHECK_DOWN)
    result = from_record(record)
    assert isinstance(result, drive._LeanResult)
    result.hand = None  # (set before it was read: it stays, as on any result)
    assert result.hand is None
    full = drive._from_record(record, None, 0, lean=False)
    for _ in range(20):
        result = from_record(record)
        seen: list[Any] = []
        readers = [threading.Thread(target=lambda r=result, out=seen: out.append(r.hand)) for _ in range(4)]
        for t in readers:
            t.start()
        for t in readers:
            t.join()
        assert len(seen) == 4 and all(hand is seen[0] for hand in seen)
        assert state(seen[0]) == state(full.hand)


def test_a_hand_unpickled_in_a_process_that_never_set_up_a_table_of_its_size_plays_on() -> None:
    import pickle
    import subprocess
    import sys

    hand = Hand("holdem", [100] * 7, blinds=(1, 2), seed=3)
    hand.act("call")
    expected = hand.copy()
    expected.act("call")
    code = (
        "import pickle, sys\n"
        "from pokerrank.engine.hand import _FROM\n"
        "assert len(_FROM) <= 7 or not _FROM[7]\n"
        "hand = pickle.loads(sys.stdin.buffer.read())\n"
        "hand.act('call')\n"
        "sys.stdout.write(hand.legal().describe())\n"
    )
    done = subprocess.run([sys.executable, "-c", code], input=pickle.dumps(hand), capture_output=True, check=False)
    assert done.returncode == 0, done.stderr.decode()
    assert done.stdout.decode() == expected.legal().describe()
    assert state(pickle.loads(pickle.dumps(hand))) == state(hand)


@pytest.mark.parametrize("game", ["holdem", "omaha"])
def test_a_shown_hand_holding_a_card_of_the_board_is_not_drivable_by_either_road(game: str) -> None:
    # the record contradicts itself: the cards put back at the showdown were valued with a card twice
    # (Hold'em said "ok"; a Microgaming file shows 'Js Ks' on a board with the Ks)
    cards = ["Ac Kc", "Qd Qh", "8s 8c"] if game == "holdem" else ["Ac Kc Ad Kd", "Qd Qh Qs Jd", "8s 8c 6d 6h"]
    record = scripted(CHECK_DOWN, cards=cards, game=game)
    twice = cards[1].replace("Qh", "2c")  # (2c: the board's first card)
    result = agree(dataclasses.replace(record, hole={**record.hole, "bob": twice}))
    assert result.status == "not drivable"
    assert "duplicate card '2c'" in result.reason and "bob's hand" in result.reason
    assert agree(record).status == "ok"  # (the same hand as dealt)


def test_rules_of_no_name_are_refused_before_either_road() -> None:
    record = scripted(CHECK_DOWN)
    with pytest.raises(UnknownNameError, match="'no such rules'"):
        from_record(record, "no such rules")


# -- the lean road's tables, kept (drive._LEAN_TABLES) -----------------------------------------------


def _same_values_other_types(record: HandRecord) -> list[HandRecord]:
    """``record`` with the same antes and blinds (the same objects) and each of its table's fields
    equal in value but of another type (``1 == 1.0 == True``): none is the same hand."""
    data = {"variant": "NT", "min_bet": 2}
    as_phh = dataclasses.replace(record, format="phh", extra={"data": data})
    return [
        dataclasses.replace(record, stakes=tuple(float(s) for s in record.stakes)),
        dataclasses.replace(record, stakes=tuple(Decimal(s) for s in record.stakes)),
        dataclasses.replace(record, button=float(record.button or 0)),
        dataclasses.replace(record, unit=1.0),  # type: ignore[arg-type]
        as_phh,
        dataclasses.replace(as_phh, extra={"data": {**data, "min_bet": 2.0}}),
        dataclasses.replace(as_phh, extra={"data": {**data, "min_bet": Decimal(2)}}),
        dataclasses.replace(as_phh, extra={"data": {**data, "min_bet": True}}),
        dataclasses.replace(record, seats=tuple(s._replace(stack=float(s.stack)) for s in record.seats)),
    ]


@pytest.mark.parametrize("at", range(9))
def test_a_kept_table_is_not_taken_for_a_hand_whose_fields_are_equal_but_of_other_types(at: int) -> None:
    # each hand's table is set up from its own fields: the first hand's kept table is not the second's
    first = scripted(CHECK_DOWN)
    other = _same_values_other_types(first)[at]
    assert other.actions is first.actions
    drive._LEAN_TABLES.clear()
    for rules in (None, "tda"):
        agree(first, rules)
        agree(other, rules)
        drive._LEAN_TABLES.clear()
        agree(other, rules)
        agree(first, rules)


def test_a_kept_table_is_its_seats_and_posts_own() -> None:
    # equal seats and posts that are other objects (a hand of another table of the same values) set
    # up a table of their own; the same objects (the hands of one table of a file set) share it
    drive._LEAN_TABLES.clear()
    first = scripted(CHECK_DOWN)
    agree(first)
    assert len(drive._LEAN_TABLES) == 1
    again = dataclasses.replace(first, seats=tuple(first.seats), hole=dict(first.hole))
    agree(again)
    assert len(drive._LEAN_TABLES) == 1  # (the same tuple: the same objects)
    copied = dataclasses.replace(first, seats=tuple(s._replace() for s in first.seats))
    agree(copied)
    assert len(drive._LEAN_TABLES) == 2
    (seats, posted, table), *_ = drive._LEAN_TABLES.values()
    assert seats is first.seats and all(map(operator.is_, posted, first.actions))  # (held: their ids stay theirs)
    assert table is not None and table[0] == first.players


def test_a_kept_table_answers_for_a_hand_that_differs_after_the_blinds() -> None:
    # the same table, another hand: a fold where the first called, a stack that runs out (every such
    # hand by both roads the same, the table kept from the first)
    drive._LEAN_TABLES.clear()
    first = scripted(CHECK_DOWN)
    agree(first)
    for ops in ([("kind", 2, 0)], [("amount", 3, 5)], [("drop", 4, 0)], [("hole", 0, 1)], [("finish", 1, 2)]):
        broken = mutate(first, ops)
        broken = dataclasses.replace(broken, seats=first.seats, actions=(*first.actions[:2], *broken.actions[2:]))
        agree(broken)
        agree(broken, "tda")


def test_a_kept_table_is_not_served_to_seats_changed_in_place() -> None:
    # seats given as a list can be changed under the same id: such a hand sets up its own table
    # (a stack changed in place drove from the first table's stacks: p2's 104 where 7 is right)
    drive._LEAN_TABLES.clear()
    first = scripted(CHECK_DOWN)
    record = dataclasses.replace(first, seats=list(first.seats))  # type: ignore[arg-type]
    agree(record)
    record.seats[1] = record.seats[1]._replace(stack=3)  # type: ignore[index]
    agree(record)


def _each_field_of_the_table_changed(record: HandRecord) -> list[HandRecord]:
    """``record`` with the same seats and posts (the same objects) and one field of its table
    changed in a way that changes the hand: the kept table must not answer for it."""
    small, big = record.stakes
    seats = [seat.seat for seat in record.seats]
    data = {"variant": "NT", "min_bet": 2}
    as_phh = dataclasses.replace(record, format="phh", extra={"data": data})
    return [
        dataclasses.replace(record, stakes=(small, 2 * big)),
        dataclasses.replace(record, button=seats[1] if record.button == seats[0] else seats[0]),
        as_phh,
        dataclasses.replace(as_phh, extra={"data": {**data, "min_bet": 4 * big}}),
    ]


@pytest.mark.parametrize("at", range(4))
def test_a_kept_table_is_not_taken_for_a_hand_of_other_stakes_button_or_least_bet(at: int) -> None:
    first = scripted([("raise", 5), ("call", None), ("call", None)])
    other = _each_field_of_the_table_changed(first)[at]
    assert other.seats is first.seats and other.actions is first.actions
    for rules in (None, "tda"):
        drive._LEAN_TABLES.clear()
        agree(first, rules)
        agree(other, rules)
        drive._LEAN_TABLES.clear()
        agree(other, rules)
        agree(first, rules)
