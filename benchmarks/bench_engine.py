"""The hand engine side by side with pokerkit's, in one run, on one core.

    python benchmarks/bench_engine.py [--quick] [--markdown] [--json PATH] [--before OLD/src] [--only WORDS]
    python benchmarks/bench_engine.py --bytecodes [--before OLD/src] [--only WORDS]
    python benchmarks/bench_engine.py --digest HANDS [--before OLD/src] [--only WORDS]

1. Driving the Pluribus hands (``../shared/hand-histories/phh/pluribus``): pokerkit's
   ``HandHistory`` iterated to its last state, against :func:`pokerrank.engine.from_record`
   on the same hands, each from its text (reading included) and from hands already read
   (driving alone: pokerkit's ``HandHistory`` loaded before the clock, pokerrank's records read
   before it).
2. Random legal self-play: the same policy on both sides (facing a bet: fold, call or raise,
   one chance in three each; else check or bet, even chances; a bet or raise to a random amount
   between the least and the most; draws stand pat or discard a random number of cards),
   every hand dealt, played to its end and its pots awarded. No-limit Hold'em heads-up and
   6-max, pot-limit Omaha 6-max, seven card stud (fixed limit) 6-max, 2-7 triple draw (fixed
   limit) 6-max; stacks of 200 big blinds. Then pokerkit's other stud and draw games, 6-max:
   razz (fixed limit), 2-7 single draw (no-limit), Badugi (fixed limit).
3. Creating a hand (six players, cards dealt, blinds posted) and copying one in the middle of
   the flop (pokerkit's state is copied with ``copy.deepcopy``, as its docs suggest;
   pokerrank's with ``Hand.copy``).

Every self-play and create row comes twice. ``..., new stacks each hand`` (the rows issue 26's
targets are judged on): each hand's stacks drawn anew (each player's between half and one and
a half times the row's stack, as a table's next hand has new stacks), drawn before the clock,
the same stacks on both sides; each timed run takes the next of four windows of draws, so no
round replays the stacks of the round before (a cache of set-ups by their stacks, as the
tree before 0.2.0's new-stacks set-up had, would serve a replay). ``..., same stacks every hand``: every hand with the row's
stack for each player (what these rows measured until the 0.2.0 cycle, named then without the
suffix): pokerrank keeps a table's set-up and copies it for its next hand, so these rows show
the set-up kept for the same stacks; no target.

Rates are per CPU second of one process, best of several rounds; the two libraries take turns
in every round. The targets are issue 26's. ``--before OLD/src`` also times an older tree of
pokerrank (``git worktree add OLD <commit>``) in the same turns, loaded beside this one as
``pokerrank_before`` (``bench_handhistory.load_before``), and adds a row with each speedup. ``--only stud,draw``: only the rows whose names hold one of these words.

``--digest HANDS``: instead of timing, a digest of every record of the self-play rows' first
``HANDS`` hands (the same seeds and policy as timed), and the older tree's beside it with
``--before``: a speed change must leave them the same (exit status 1 where one differs).

``--bytecodes``: instead of timing, count the Python bytecode instructions pokerrank runs for
each hand of the rows (a trace of every instruction: slow, but the same on a loaded machine
as on an idle one), with the functions that run most of them, and the older tree's count
beside it with ``--before``. Fewer instructions is not the same time saved (a call or an
allocation costs more than a jump), but it shows where a change goes.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import importlib
import os
import random
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from _harness import Report, Row, Target

SHARED = (
    Path(os.environ.get("POKERRANK_SHARED") or Path(__file__).resolve().parents[2] / "shared")
    / "hand-histories"
    / "phh"
    / "pluribus"
)
"""``../shared`` beside the checkout, or the folder named by ``POKERRANK_SHARED``."""


def best_rate(fn: Callable[[], int], rounds: int) -> float:
    best = 0.0
    for _ in range(rounds):
        start = time.process_time()
        n = fn()
        took = time.process_time() - start
        best = max(best, n / took if took > 0 else 0.0)
    return best


# -- driving real hands --------------------------------------------------------------------------


def pluribus_texts(limit: int) -> list[str]:
    files = sorted(SHARED.rglob("*.phh"))[:limit]
    return [f.read_text() for f in files]


def _engine(package: str) -> Any:
    """``package.engine`` (``pokerrank``, or ``pokerrank_before`` for ``--before``)."""
    return importlib.import_module(f"{package}.engine")


def _read(package: str) -> Any:
    return importlib.import_module(f"{package}.handhistory").read


def ours_drive_texts(texts: list[str], package: str = "pokerrank") -> Callable[[], int]:
    from_record = _engine(package).from_record
    read = _read(package)

    def run() -> int:
        n = 0
        for text in texts:
            result = from_record(next(read(text)))
            n += result.status == "ok"
        return n

    return run


def ours_drive_records(texts: list[str], package: str = "pokerrank") -> Callable[[], int]:
    from_record = _engine(package).from_record
    read = _read(package)

    records = [next(read(text)) for text in texts]

    def run() -> int:
        return sum(from_record(record).status == "ok" for record in records)

    return run


def pokerkit_drive_texts(texts: list[str]) -> Callable[[], int]:
    from pokerkit import HandHistory

    def run() -> int:
        n = 0
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for text in texts:
                states = list(HandHistory.loads(text))
                n += states[-1].status is False
        return n

    return run


def pokerkit_drive_loaded(texts: list[str]) -> Callable[[], int]:
    from pokerkit import HandHistory

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        loaded = [HandHistory.loads(text) for text in texts]

    def run() -> int:
        n = 0
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for hh in loaded:
                state = None
                for state in hh:  # noqa: B007
                    pass
                n += state is not None and state.status is False
        return n

    return run


# -- random self-play -------------------------------------------------------------------------------


def row_stack(kind: str) -> int:
    """Each player's stack in a self-play row of ``kind`` (200 big blinds; the stud and limit draw
    rows 100 big bets)."""
    return 400 if kind in ("nlhe", "plo", "single draw") else 800


def new_stacks(kind: str, players: int, hands: int) -> list[list[int]]:
    """Each hand's stacks, drawn anew (a table's next hand has new stacks): each player's between
    half and one and a half times :func:`row_stack`, the same draws for both libraries and every run."""
    rng = random.Random(f"stacks {kind} {players}")
    low, high = row_stack(kind) // 2, row_stack(kind) * 3 // 2
    return [[rng.randint(low, high) for _ in range(players)] for _ in range(hands)]


WINDOWS = 4
"""A timed run with new stacks takes the next of this many windows of stacks drawn before the
clock (a tree that keeps set-ups by their stacks finds none it has seen in a later round)."""


def stack_windows(kind: str, players: int, size: int, stride: int | None = None) -> tuple[list[list[int]], Any]:
    """A list of ``size`` hands' stacks and a function that fills it, run by run, with the next
    window of :data:`WINDOWS` drawn at once (:func:`new_stacks`; window ``k`` starts at
    ``k * stride``: pokerkit's side, playing fewer hands, takes the first hands of each window
    pokerrank's side does)."""
    stride = stride or size
    pool = new_stacks(kind, players, stride * (WINDOWS - 1) + size)
    window = pool[:size]
    calls = [0]

    def advance() -> None:
        base = calls[0] % WINDOWS * stride
        calls[0] += 1
        window[:] = pool[base : base + size]

    return window, advance


def same_stacks(kind: str, players: int, hands: int) -> list[list[int]]:
    """Every hand's stacks: :func:`row_stack` for each player, one list for all."""
    stacks = [row_stack(kind)] * players
    return [stacks] * hands


def ours_game(
    kind: str, players: int, package: str = "pokerrank", stacks: list[list[int]] | None = None
) -> Callable[[int], Any]:
    """The hand of a seed of a self-play row; ``stacks``: each seed's stacks (else the row's stack
    for each player)."""
    Hand = _engine(package).Hand

    each = stacks if stacks is not None else [[row_stack(kind)] * players]
    at: Callable[[int], list[int]] = each.__getitem__ if stacks is not None else lambda seed: each[0]
    if kind == "nlhe":
        return lambda seed: Hand("holdem", at(seed), blinds=(1, 2), seed=seed)
    if kind == "plo":
        return lambda seed: Hand("omaha", at(seed), structure="pot-limit", blinds=(1, 2), seed=seed)
    if kind in ("stud", "razz"):
        return lambda seed: Hand(kind, at(seed), antes=1, bring_in=2, bets=(4, 8), seed=seed)
    if kind == "single draw":
        return lambda seed: Hand("2-7-single-draw", at(seed), blinds=(1, 2), seed=seed)
    game = "badugi" if kind == "badugi" else "2-7-triple-draw"
    return lambda seed: Hand(game, at(seed), structure="limit", blinds=(2, 4), bets=(4, 8), seed=seed)


def ours_selfplay(
    kind: str, players: int, hands: int, package: str = "pokerrank", make: Callable[[int], Any] | None = None,
    new: bool = False,
) -> Callable[[], int]:  # fmt: skip
    """The self-play row's timed run; ``new``: each hand with new stacks (:func:`stack_windows`,
    drawn here, before the clock); ``make``: the hand of a seed, where not :func:`ours_game`'s
    (``--digest`` keeps every hand it makes; the timed loop is the same)."""
    advance: Any = _nothing
    if make is None:
        if new:
            window, advance = stack_windows(kind, players, hands)
            make = ours_game(kind, players, package, window)
        else:
            make = ours_game(kind, players, package, same_stacks(kind, players, hands))

    def run() -> int:
        advance()
        rng = random.Random(7)
        rand = rng.random
        randint = rng.randint
        for k in range(hands):
            hand = make(k)
            legal = hand.legal
            act = hand.act
            limit = hand.kind == 2  # (fixed limit: the least amount, as pokerkit's side bets)
            while not hand.over:
                options = legal()
                phase = options.phase
                if phase != "bet":
                    if phase == "draw":
                        act("draw", randint(0, options.draw))
                    else:
                        act("run", 1) if phase == "run" else act("show")
                    continue
                if options.bring_in is not None:
                    act("bring-in")
                    continue
                word = options.aggressive
                if options.call is not None:
                    r = rand()
                    if r < 1 / 3:
                        act("fold")
                    elif r < 2 / 3 or word is None:
                        act("call")
                    else:
                        act(word, options.min_to if limit else randint(options.min_to, options.max_to))
                else:
                    if word is None or rand() < 0.5:
                        act("check")
                    else:
                        act(word, options.min_to if limit else randint(options.min_to, options.max_to))
        return hands

    return run


def _nothing() -> None:
    pass


_NO_LIMIT = ("nlhe", "plo", "single draw")
"""The self-play kinds bet at a random amount between the least and the most (else the least)."""


def pokerkit_selfplay(
    kind: str, players: int, hands: int, new: bool = False, stride: int | None = None
) -> Callable[[], int]:
    """pokerkit's side of a self-play row: the same policy, the same stacks (``new``: the first
    hands of pokerrank's windows, ``stride`` its hands a run: :func:`stack_windows`)."""
    import pokerkit as pk

    each: Any = [tuple(stacks) for stacks in same_stacks(kind, players, hands)]
    advance: Any = _nothing
    if new:
        window, advance = stack_windows(kind, players, hands, stride)
        each = _Tuples(window)

    automations = (
        pk.Automation.ANTE_POSTING,
        pk.Automation.BET_COLLECTION,
        pk.Automation.BLIND_OR_STRADDLE_POSTING,
        pk.Automation.CARD_BURNING,
        pk.Automation.HOLE_DEALING,
        pk.Automation.BOARD_DEALING,
        pk.Automation.RUNOUT_COUNT_SELECTION,
        pk.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        pk.Automation.HAND_KILLING,
        pk.Automation.CHIPS_PUSHING,
        pk.Automation.CHIPS_PULLING,
    )
    if kind == "nlhe":

        def make(k: int) -> Any:
            return pk.NoLimitTexasHoldem.create_state(automations, True, 0, (1, 2), 2, each[k], players)
    elif kind == "plo":

        def make(k: int) -> Any:
            return pk.PotLimitOmahaHoldem.create_state(automations, True, 0, (1, 2), 2, each[k], players)
    elif kind in ("stud", "razz"):
        stud = pk.FixedLimitSevenCardStud if kind == "stud" else pk.FixedLimitRazz

        def make(k: int) -> Any:
            return stud.create_state(automations, True, 1, 2, 4, 8, each[k], players)
    elif kind == "single draw":

        def make(k: int) -> Any:
            return pk.NoLimitDeuceToSevenLowballSingleDraw.create_state(
                automations, True, 0, (1, 2), 2, each[k], players
            )
    elif kind == "badugi":

        def make(k: int) -> Any:
            return pk.FixedLimitBadugi.create_state(automations, True, 0, (2, 4), 4, 8, each[k], players)
    else:

        def make(k: int) -> Any:
            return pk.FixedLimitDeuceToSevenLowballTripleDraw.create_state(
                automations, True, 0, (2, 4), 4, 8, each[k], players
            )

    def run() -> int:
        rng = random.Random(7)
        rand = rng.random
        randint = rng.randint
        advance()
        for k in range(hands):
            state = make(k)
            while state.status:
                if state.can_post_bring_in():
                    state.post_bring_in()
                    continue
                if state.can_stand_pat_or_discard():
                    hole = state.hole_cards[state.stand_patter_or_discarder_index]
                    state.stand_pat_or_discard(hole[: randint(0, len(hole))])
                    continue
                raising = state.can_complete_bet_or_raise_to()
                facing = state.can_fold()
                if facing:
                    r = rand()
                    if r < 1 / 3:
                        state.fold()
                    elif r < 2 / 3 or not raising:
                        state.check_or_call()
                    else:
                        low = state.min_completion_betting_or_raising_to_amount
                        high = state.max_completion_betting_or_raising_to_amount
                        state.complete_bet_or_raise_to(randint(low, high) if kind in _NO_LIMIT else low)
                elif state.can_check_or_call():
                    if not raising or rand() < 0.5:
                        state.check_or_call()
                    else:
                        low = state.min_completion_betting_or_raising_to_amount
                        high = state.max_completion_betting_or_raising_to_amount
                        state.complete_bet_or_raise_to(randint(low, high) if kind in _NO_LIMIT else low)
                else:
                    raise RuntimeError(f"pokerkit state with no action: {state}")
        return hands

    return run


# -- creating and copying ----------------------------------------------------------------------------


class _Tuples:
    """pokerkit's stacks: a window's lists read as tuples."""

    def __init__(self, window: list[list[int]]) -> None:
        self.window = window

    def __getitem__(self, k: int) -> tuple[int, ...]:
        return tuple(self.window[k])


def ours_create(n: int, package: str = "pokerrank", new: bool = False) -> Callable[[], int]:
    """``n`` 6-max no-limit Hold'em hands created (``new``: each with new stacks, :func:`stack_windows`)."""
    Hand = _engine(package).Hand
    each = [[400] * 6 for _ in range(n)]
    advance: Any = _nothing
    if new:
        each, advance = stack_windows("nlhe", 6, n)

    def run() -> int:
        advance()
        for k in range(n):
            Hand("holdem", each[k], blinds=(1, 2), seed=k)
        return n

    return run


def pokerkit_create(n: int, new: bool = False, stride: int | None = None) -> Callable[[], int]:
    import pokerkit as pk

    automations = tuple(a for a in pk.Automation if a is not pk.Automation.HOLE_CARDS_SHOWING_OR_MUCKING)
    each: Any = [(400,) * 6] * n
    advance: Any = _nothing
    if new:
        window, advance = stack_windows("nlhe", 6, n, stride)
        each = _Tuples(window)

    def run() -> int:
        advance()
        for k in range(n):
            pk.NoLimitTexasHoldem.create_state(automations, True, 0, (1, 2), 2, each[k], 6)
        return n

    return run


def ours_copy(n: int, package: str = "pokerrank") -> Callable[[], int]:
    Hand = _engine(package).Hand

    hand = Hand("holdem", [400] * 6, blinds=(1, 2), seed=1)
    for _ in range(6):
        hand.act("call" if hand.legal().call else "check")
    assert hand.street == "flop"
    hand.act("bet", 10)

    def run() -> int:
        for _ in range(n):
            hand.copy()
        return n

    return run


def pokerkit_copy(n: int) -> Callable[[], int]:
    import pokerkit as pk

    automations = tuple(a for a in pk.Automation if a is not pk.Automation.HOLE_CARDS_SHOWING_OR_MUCKING)
    state = pk.NoLimitTexasHoldem.create_state(automations, True, 0, (1, 2), 2, (400,) * 6, 6)
    while state.street_index == 0:
        state.check_or_call()
    state.complete_bet_or_raise_to(10)

    def run() -> int:
        for _ in range(n):
            copy.deepcopy(state)
        return n

    return run


def bytecodes(fn: Callable[[], int], hands: int, top: int = 8) -> tuple[float, list[tuple[str, float]]]:
    """The bytecode instructions ``fn`` runs a hand (it plays ``hands``), and the ``top``
    functions that run most of them (``file:function``, instructions a hand)."""
    fn()  # (caches filled, as a timed round finds them)
    counts: dict[tuple[str, str], int] = {}

    def trace(frame: Any, event: str, arg: Any) -> Any:
        frame.f_trace_opcodes = True
        if event == "opcode":
            key = (frame.f_code.co_filename, frame.f_code.co_name)
            counts[key] = counts.get(key, 0) + 1
        return trace

    sys.settrace(trace)
    try:
        fn()
    finally:
        sys.settrace(None)
    total = sum(counts.values()) / hands
    ranked = sorted(counts.items(), key=lambda item: -item[1])[:top]
    return total, [(f"{Path(file).name}:{name}", n / hands) for (file, name), n in ranked]


def count_bytecodes(only: list[str], before: str | None) -> None:
    """``--bytecodes``: see the module's docstring."""
    rows: list[tuple[str, Callable[[str], tuple[Callable[[], int], int]]]] = []
    if SHARED.is_dir():
        texts = pluribus_texts(60)
        rows.append(("Pluribus hands: driving read hands", lambda package: (ours_drive_records(texts, package), 60)))
        rows.append(("Pluribus hands: from the text", lambda package: (ours_drive_texts(texts, package), 60)))
    for kind in ("nlhe", "plo", "stud", "triple draw", "razz", "single draw", "badugi"):
        rows.append(
            (
                f"random self-play: {kind} 6-max, new stacks each hand",
                lambda package, kind=kind: (ours_selfplay(kind, 6, 60, package, new=True), 60),
            )
        )
    rows.append(("a hand: create, new stacks each hand", lambda package: (ours_create(200, package, True), 200)))
    rows.append(("a hand: create, same stacks every hand", lambda package: (ours_create(200, package), 200)))
    for name, make in rows:
        if only and not any(word in name for word in only):
            continue
        total, top = bytecodes(*make("pokerrank"))
        line = f"{name}: {total:,.0f} instructions a hand"
        if before is not None:
            old, _ = bytecodes(*make(before))
            line += f" (before: {old:,.0f}, {total / old - 1:+.1%})"
        print(line)
        for where, n in top:
            print(f"    {n:8,.0f}  {where}")


SELF_PLAY = (
    ("nlhe", 2, 10, 150),
    ("nlhe", 6, 20, 60),
    ("plo", 6, 20, 40),
    ("stud", 6, 20, 30),
    ("triple draw", 6, 20, 30),
    ("razz", 6, 20, 30),
    ("single draw", 6, 20, 30),
    ("badugi", 6, 20, 30),
)
"""The self-play rows: game, players, target (times pokerkit) and hands a timed pass (``--quick``;
four times as many on pokerrank's side), timed by ``main`` and digested by ``--digest``."""


def selfplay_name(kind: str, players: int) -> str:
    """A self-play row's name: ``nlhe heads-up``, ``stud 6-max``."""
    return f"{kind} {'heads-up' if players == 2 else f'{players}-max'}"


def selfplay_digest(kind: str, players: int, hands: int, package: str = "pokerrank") -> str:
    """A digest of every record of ``hands`` hands the self-play row plays (the same seeds and
    policy), with the same stacks every hand and then with new stacks each hand (the row's two
    timed forms): each hand's events, stacks, winnings, pot, chips put in, cards, folds and pots
    won. Two trees that digest alike played every hand alike."""
    made: list[Any] = []
    for stacks in (same_stacks, new_stacks):
        plain = ours_game(kind, players, package, stacks(kind, players, hands))

        def make(seed: int, plain: Callable[[int], Any] = plain) -> Any:
            hand = plain(seed)
            made.append(hand)
            return hand

        ours_selfplay(kind, players, hands, package, make)()
    digest = hashlib.sha256()
    for hand in made:
        result = hand.result
        state = (
            hand.events, hand.stacks, hand.won, hand.pot, hand.put_in, hand.hole, hand.board, hand.boards,
            hand.folded, sorted(result.totals.items()) if result is not None else None,
        )  # fmt: skip
        digest.update(repr(state).replace(package, "pokerrank").encode())
    return digest.hexdigest()[:16]


def print_digests(hands: int, only: list[str], before: str | None) -> int:
    """``--digest``: each self-play row's :func:`selfplay_digest`, and the older tree's beside it
    (``--before``); 1 where any differs."""
    differ = 0
    for kind, players, _, _ in SELF_PLAY:
        name = f"random self-play: {selfplay_name(kind, players)}"
        if only and not any(word in name for word in only):
            continue
        ours = selfplay_digest(kind, players, hands)
        line = f"{name}: {hands} hands, digest {ours}"
        if before is not None:
            old = selfplay_digest(kind, players, hands, before)
            differ += old != ours
            line += f" (before: {old}, {'the same' if old == ours else 'DIFFERENT'})"
        print(line)
    return 1 if differ else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--json")
    parser.add_argument("--before", metavar="SRC", type=Path, help="an older tree's src folder, timed in turns")
    parser.add_argument("--only", help="comma-separated words: only the rows whose names hold one")
    parser.add_argument("--bytecodes", action="store_true", help="count bytecode instructions a hand, no timing")
    parser.add_argument("--digest", type=int, metavar="HANDS", help="digest every record of the self-play rows' hands")
    args = parser.parse_args()
    only = [word.strip() for word in args.only.split(",")] if args.only else []
    if args.digest is not None and (args.digest < 1 or args.bytecodes):
        parser.error("--digest takes a number of hands of at least 1, and not beside --bytecodes")
    if args.digest is not None:
        old = None
        if args.before is not None:
            from bench_handhistory import load_before

            old = load_before(args.before)
        return print_digests(args.digest, only, old)
    if args.bytecodes:
        old = None
        if args.before is not None:
            from bench_handhistory import load_before

            old = load_before(args.before)
        count_bytecodes(only, old)
        return 0
    rounds = 2 if args.quick else 3
    scale = 1 if args.quick else 4
    try:
        import pokerkit  # noqa: F401
    except ImportError as exc:
        print(f"pokerkit is not installed ({exc}): nothing to compare", file=sys.stderr)
        return 1
    report = Report("The hand engine against pokerkit 0.7.7 (one core, rates per CPU second)")
    before = None
    if args.before is not None:
        from bench_handhistory import load_before

        before = load_before(args.before)

    def pair(
        section: str, name: str, ours: Callable[[], int], theirs: Callable[[], int], target: float | None,
        old: Callable[[], int] | None = None,
    ) -> None:  # fmt: skip
        if only and not any(word in f"{section}: {name}" for word in only):
            return
        print(f"{section}: {name} ...", file=sys.stderr)
        ours_rate = theirs_rate = old_rate = 0.0
        for _ in range(rounds):  # the two (or three) take turns
            ours_rate = max(ours_rate, best_rate(ours, 1))
            theirs_rate = max(theirs_rate, best_rate(theirs, 1))
            if old is not None:
                old_rate = max(old_rate, best_rate(old, 1))
        ratio = ours_rate / theirs_rate if theirs_rate else 0.0
        report.add(Row(section, f"{name}: pokerrank", ours_rate, ratio=f"{ratio:.1f}x pokerkit"))
        report.add(Row(section, f"{name}: pokerkit", theirs_rate))
        report.add(Row(section, f"{name}: ratio", ratio, unit="x", target=Target(target) if target else None))
        if old is not None and old_rate:
            was = old_rate / theirs_rate if theirs_rate else 0.0
            speedup = ours_rate / old_rate
            note = f"{speedup:.3f}x: {was:.1f}x pokerkit before ({args.before})"
            report.add(Row(section, f"{name}: speedup over the tree before", speedup, unit="x", note=note))

    if SHARED.is_dir():
        texts = pluribus_texts(60 * scale)
        old = ours_drive_texts(texts, before) if before else None
        pair("Pluribus hands", "from the text", ours_drive_texts(texts), pokerkit_drive_texts(texts), 20, old)
        old = ours_drive_records(texts, before) if before else None
        pair("Pluribus hands", "driving read hands", ours_drive_records(texts), pokerkit_drive_loaded(texts), 20, old)
    else:
        report.notes.append("../shared/hand-histories is absent: the Pluribus hands were not driven")
    for kind, players, target, n in SELF_PLAY:
        for new in (True, False):
            pair(
                "random self-play",
                f"{selfplay_name(kind, players)}, {'new stacks each hand' if new else 'same stacks every hand'}",
                ours_selfplay(kind, players, n * scale * 4, new=new),
                pokerkit_selfplay(kind, players, n * scale, new, n * scale * 4),
                target if new else None,
                ours_selfplay(kind, players, n * scale * 4, before, new=new) if before else None,
            )
    create, copies = 500 * scale * 10, 2000 * scale * 20
    for new in (True, False):
        old = ours_create(create, before, new) if before else None
        pair(
            "a hand",
            f"create (6-max NLHE, dealt), {'new stacks each hand' if new else 'same stacks every hand'}",
            ours_create(create, new=new),
            pokerkit_create(500 * scale, new, create),
            20 if new else None,
            old,
        )
    old = ours_copy(copies, before) if before else None
    pair("a hand", "copy (6-max NLHE, on the flop)", ours_copy(copies), pokerkit_copy(200 * scale), 50, old)
    print(report.markdown() if args.markdown else report.text())
    if args.json:
        report.write_json(args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
