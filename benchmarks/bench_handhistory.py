"""Hand histories: read, replay and audit real hands, side by side with pokerkit's parsers.

    python benchmarks/bench_handhistory.py [--quick] [--markdown] [--json PATH] [--before OLD/src] [--only ROOMS]

The other rooms' hands (``sites/ggpoker``, ``winamax``, ``wpn``, ``fulltilt``, ``bovada``, ``888``,
``betonline``, ``pokertracker-export``, ``enet``, ``unibet``, ``sealswithclubs``, ``kingsclub``, and the XML
networks' ``ipoker``, ``merge``, ``microgaming``, ``boss``, ``everest``: every file,
every game, what cannot be read included) are read, replayed and audited the same way, and
their rate is set against the PokerStars hands' in the same run; pokerkit's Full Tilt parser
gets the Full Tilt files, its iPoker parser the iPoker files it reads a hand of, its partypoker parser
the partypoker files (``partypoker``, ``betfair``).

Both libraries get the same no-limit Hold'em hands from ``../shared/hand-histories``: the
PokerStars text files whose every hand is PokerStars no-limit Hold'em (pokerkit's
``PokerStarsParser`` reads nothing else), and the Pluribus PHH files. pokerkit's parsers
replay each hand to its final state (that is how they find the stacks and payouts); the
pokerrank side reads every hand into a record, replays it to a deal and audits it (every
pot decided, the rake taken, the payouts and the room's words compared), each stage timed
alone and all three in one pass. Rates are hands per CPU second on one core, best of
several rounds in which every measurement (pokerkit's too) takes its turn. The share of
the audit spent inside ``pokerrank.showdown`` is measured too.

A room's rate against PokerStars' is a hand of each: a room whose few shared hands are long
(three players to a showdown with a side pot) does more per hand than PokerStars' average
hand. Each room is also timed beside the same hands written in PokerStars' words
(``to_pokerstars``, the hands those words hold) and read by the PokerStars reader: the
readers and the audit compared on equal work.

``--before OLD/src`` also times an older tree (``git worktree add OLD <commit>``, or ``git
archive <commit> src | tar -x -C OLD``) in the same process: its ``pokerrank`` is copied to a
temporary folder as a package named ``pokerrank_before`` (its imports renamed), and each of its
stages takes its turn beside the same stage of this tree in every round, so the speedups are
measured under the same load (on a shared machine, rates of separate runs differ by a third).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import importlib
import io
import re
import shutil
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

from _harness import Report, Row, Target, environment

SHARED = Path(__file__).resolve().parents[2] / "shared" / "hand-histories"


def nlhe_texts() -> list[tuple[str, str]]:
    """(path, text) of the PokerStars files whose hands are all PokerStars no-limit Hold'em."""
    from pokerrank.handhistory import read
    from pokerrank.handhistory.detect import decode
    from pokerrank.handhistory.reader import source_files

    out = []
    for path in source_files([SHARED / "pokerstars"]):
        text, _ = decode(path.read_bytes(), str(path))
        records = list(read(text))
        if records and all(
            r.ok and r.site == "PokerStars" and r.game == "holdem" and r.structure == "no-limit" for r in records
        ):
            out.append((str(path), text))
    return out


OWN_READERS = {
    "bovada": ("bovada", "read_bovada"),
    "888": ("pacific", "read_pacific"),
    "partypoker": ("party", "read_party"),
    "betfair": ("party", "read_party"),
}
XML_ROOMS = ("ipoker", "merge", "microgaming", "boss", "everest")
OWN_READERS.update({room: (room, f"read_{room}") for room in XML_ROOMS})  # the XML networks' readers
OWN_READERS.update(dict.fromkeys(("sealswithclubs", "kingsclub", "wpn-old"), ("plainlines", "read_line_rooms")))
"""The rooms read by a reader of their own rather than the PokerStars family's: (module, function)."""
OWN_READERS["ongame"] = ("ongame", "read_ongame")
OWN_READERS["entraction"] = ("entraction", "read_entraction")
OWN_READERS["cake"] = ("cake", "read_cake")
OWN_READERS["pkr"] = ("pkr", "read_pkr")
OWN_READERS["everleaf"] = ("everleaf", "read_everleaf")
OWN_READERS["absolute"] = ("absolute", "read_absolute")
PEER_PARSERS = {
    "ongame": ("OngameNetworkParser", r"^\*{5} History for hand "),
    "absolute": ("AbsolutePokerParser", r"^\s*Stage #C?\d+: "),
}
"""Rooms pokerkit also reads: its parser, and the pattern of a hand's first line (hands offered)."""


def room_texts(room: str, every: int = 1) -> list[tuple[str, str]]:
    """(path, text) of a room's files in ``../shared/hand-histories/sites/ROOM`` (every
    ``every``-th file), whatever their games; not its ``summaries`` folders (tournament
    summaries, no hands in them)."""
    from pokerrank.handhistory.detect import decode
    from pokerrank.handhistory.reader import source_files

    files = [f for f in source_files([SHARED / "sites" / room]) if "summaries" not in f.parts][::every]
    return [(str(path), decode(path.read_bytes(), str(path))[0]) for path in files]


def wpn_texts(old: bool) -> list[tuple[str, str]]:
    """WPN's files of the format of 2019 on, or (``old``) of the format before (``Game started at:``)."""
    return [(p, t) for p, t in room_texts("wpn") if t.lstrip("\ufeff \r\n").startswith("Game started") == old]


def phh_texts(limit: int) -> list[tuple[str, str]]:
    files = sorted((SHARED / "phh" / "pluribus").rglob("*.phh"))[:limit]
    return [(str(p), p.read_text(encoding="utf-8")) for p in files]


def stages(
    texts: list[tuple[str, str]], phh: bool, package: str = "pokerrank", room: str = ""
) -> dict[str, Callable[[], int]]:
    """pokerrank's stages on the same hands, each a callable that returns the hands it did:
    ``read`` (text to records), ``replay`` (records to deals), ``audit`` (records to verdicts:
    the replay, every pot decided, the payouts and the room's words checked) and ``total``
    (text to verdicts, the three in one pass). ``package``: ``pokerrank_before`` for the
    older tree of ``--before``; ``room``: a room read by a reader of its own (``bovada``)."""
    handhistory = importlib.import_module(f"{package}.handhistory")
    audit_hand, replay = handhistory.audit_hand, handhistory.replay
    read_phh = importlib.import_module(f"{package}.handhistory.phh").read_phh
    read_text = importlib.import_module(f"{package}.handhistory.pokerstars").read_text

    reader = read_phh if phh else read_text
    if room in OWN_READERS:
        module, function = OWN_READERS[room]
        reader = getattr(importlib.import_module(f"{package}.handhistory.{module}"), function)
    records = [record for path, text in texts for record in reader(text, path)]
    readable = [record for record in records if record.ok]

    def read() -> int:
        return sum(1 for path, text in texts for _ in reader(text, path))

    def replayed() -> int:
        for record in readable:
            replay(record)
        return len(readable)

    def audited() -> int:
        for record in records:
            audit_hand(record)
        return len(records)

    def total() -> int:
        n = 0
        for path, text in texts:
            for record in reader(text, path):
                audit_hand(record)
                n += 1
        return n

    return {"read": read, "replay": replayed, "audit": audited, "total": total}


def same_hands_in_pokerstars_words(
    texts: list[tuple[str, str]], room: str
) -> tuple[Callable[[], int], Callable[[], int], int]:
    """A room's hands beside the same hands in PokerStars' words: each hand that
    ``to_pokerstars`` can write (the rest left out of both), read + replay + audit from its own
    text by the room's reader, and from its PokerStars text by the PokerStars reader. A room
    whose few hands are long (a three-way showdown with a side pot) is set against PokerStars'
    average hand by the row "a hand of each"; this row sets it against the same hands."""
    from pokerrank.errors import PokerRankError
    from pokerrank.handhistory import audit_hand
    from pokerrank.handhistory.pokerstars import read_text
    from pokerrank.handhistory.writers_text import to_pokerstars

    reader = read_text
    if room in OWN_READERS:
        module, function = OWN_READERS[room]
        reader = getattr(importlib.import_module(f"pokerrank.handhistory.{module}"), function)
    own: list[tuple[str, str]] = []
    written: list[tuple[str, str]] = []
    for path, text in texts:
        for record in reader(text, path):
            if not record.ok:
                continue
            try:
                as_stars = to_pokerstars(record)
            except PokerRankError:  # a hand PokerStars' words cannot hold
                continue
            alone = list(reader(record.text, path))  # the hand's own text (an XML hand needs its session)
            stars = list(read_text(as_stars, path))
            if len(alone) == 1 and alone[0].ok and len(stars) == 1 and stars[0].ok:
                own.append((path, record.text))
                written.append((path, as_stars))

    def run(items: list[tuple[str, str]], read: Callable[..., Any]) -> Callable[[], int]:
        def total() -> int:
            n = 0
            for path, text in items:
                for record in read(text, path):
                    audit_hand(record)
                    n += 1
            return n

        return total

    return run(own, reader), run(written, read_text), len(own)


def load_before(src: Path) -> str:
    """An older tree's ``pokerrank`` (``src``: its ``src`` folder), importable beside this one
    as ``pokerrank_before``: copied to a temporary folder, every ``pokerrank`` name in its
    modules renamed."""
    folder = Path(tempfile.mkdtemp(prefix="pokerrank-before-"))
    target = folder / "pokerrank_before"
    shutil.copytree(src / "pokerrank", target, ignore=shutil.ignore_patterns("__pycache__"))
    for path in target.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        path.write_text(re.sub(r"\bpokerrank\b", "pokerrank_before", text), encoding="utf-8")
    sys.path.insert(0, str(folder))
    importlib.import_module("pokerrank_before.handhistory")
    return "pokerrank_before"


def ours_pokerstars(texts: list[tuple[str, str]]) -> Callable[[], int]:
    return stages(texts, phh=False)["total"]


def ours_phh(texts: list[tuple[str, str]]) -> Callable[[], int]:
    return stages(texts, phh=True)["total"]


def pokerkit_pokerstars(texts: list[tuple[str, str]], room: str = "pokerstars") -> tuple[Callable[[], int], int, int]:
    import pokerkit

    if room in PEER_PARSERS:
        parser = getattr(pokerkit, PEER_PARSERS[room][0])()
    else:
        parser = pokerkit.FullTiltPokerParser() if room == "fulltilt" else pokerkit.PokerStarsParser()

    def parse_all() -> int:
        n = 0
        with warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()):  # it prints each failure
            warnings.simplefilter("ignore")
            for _, text in texts:
                n += sum(1 for _ in parser(text))
        return n

    parsed = parse_all()
    if room in PEER_PARSERS:
        offered = sum(len(re.findall(PEER_PARSERS[room][1], text, re.M)) for _, text in texts)
    elif room == "fulltilt":
        offered = sum(
            len(re.findall(r"^(?:Full Tilt Poker(?:\.fr)?|FullTiltPoker) Game #", text, re.M)) for _, text in texts
        )
    else:
        offered = sum(text.count("PokerStars ") - text.count("PokerStars Home") for _, text in texts)
    return parse_all, parsed, offered


def pokerkit_ipoker(texts: list[tuple[str, str]]) -> Callable[[], int]:
    """pokerkit's iPoker parser over ``texts`` (parse + replay): the hands it parsed."""
    import pokerkit

    parser = pokerkit.IPokerNetworkParser()

    def run() -> int:
        n = 0
        with warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()):  # it prints each failure
            warnings.simplefilter("ignore")
            for _, text in texts:
                try:
                    n += sum(1 for _ in parser(text))
                except Exception:  # a file pokerkit cannot take is one it does not read
                    continue
        return n

    return run


def ipoker_files_pokerkit_reads(texts: list[tuple[str, str]]) -> tuple[list[tuple[str, str]], int, int]:
    """The iPoker files pokerkit reads a hand of, the hands it reads there, and the hands
    offered (every ``<game gamecode=``)."""
    read = [item for item in texts if pokerkit_ipoker([item])()]
    return read, pokerkit_ipoker(read)(), sum(text.count('<game gamecode="') for _, text in texts)


def pokerkit_party(texts: list[tuple[str, str]]) -> tuple[Callable[[], int], int, list[tuple[str, str]]]:
    """pokerkit's ``PartyPokerParser`` on the partypoker files, helped as little as it needs:
    line ends as LF and a blank line after the last hand (it finds a hand only up to blank
    lines); the files it reads at least one hand of, for pokerrank to run on the same."""
    import pokerkit

    parser = pokerkit.PartyPokerParser()
    helped = [(path, text.replace("\r\n", "\n") + "\n\n") for path, text in texts]

    def count(items: list[tuple[str, str]]) -> int:
        n = 0
        with warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()):  # it prints each failure
            warnings.simplefilter("ignore")
            for _, text in items:
                n += sum(1 for _ in parser(text))
        return n

    read = [(path, text) for (path, text), (_, easy) in zip(texts, helped, strict=True) if count([(path, easy)])]
    mine = [(path, easy) for path, easy in helped if any(path == p for p, _ in read)]
    return lambda: count(mine), count(mine), read


def pokerkit_phh(texts: list[tuple[str, str]]) -> Callable[[], int]:
    from pokerkit import HandHistory

    def run() -> int:
        n = 0
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for _, text in texts:
                states = list(HandHistory.loads(text))
                _ = states[-1].stacks
                n += 1
        return n

    return run


def time_share(run: Callable[[], int]) -> tuple[float, float]:
    """The parts of ``run``'s CPU time spent deciding the pots (``decision.decide``: the quick
    path or ``pokerrank.showdown``) and inside ``pokerrank.showdown`` itself."""
    import pokerrank._showdown as showdowns  # what the audit calls
    from pokerrank.handhistory import phh, room

    spent = {"decide": 0.0, "showdown": 0.0}

    def timed(inner: Callable[..., Any], key: str) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time()
            try:
                return inner(*args, **kwargs)
            finally:
                spent[key] += time.process_time() - start

        return call

    saved = (showdowns.showdown, room.decide, phh.decide)
    showdowns.showdown = timed(saved[0], "showdown")  # type: ignore[assignment]
    room.decide = phh.decide = timed(saved[1], "decide")  # type: ignore[assignment]
    try:
        start = time.process_time()
        run()
        total = time.process_time() - start
    finally:
        showdowns.showdown, room.decide, phh.decide = saved  # type: ignore[assignment]
    return spent["decide"] / total, spent["showdown"] / total


def best_of(fn: Callable[[], object], repeat: int = 3) -> float:
    """The shortest CPU time (this process, one core) of ``repeat`` calls of ``fn``, in
    seconds: on a machine shared with other jobs, wall-clock time counts the waits too."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        fn()
        best = min(best, time.process_time() - start)
    return best


def forget_first_lines() -> None:
    """Empty every reader's store of first lines read (both trees'): the PokerStars family's,
    888's and partypoker's. Every round reads the files as a new process would, each table's
    first line parsed once (a store kept from the round before would spare a room the cost a
    real first read pays, and PokerStars', keyed by each hand's time of day, never served a
    real read, yet served every round after the first)."""
    for package in ("pokerrank", "pokerrank_before"):
        for name in ("pokerstars", "pacific", "party"):
            module = sys.modules.get(f"{package}.handhistory.{name}")
            if module is not None:
                module._HEADERS.clear()


def interleaved(runs: dict[str, Callable[[], int]], rounds: int) -> dict[str, float]:
    """Hands per CPU second of each run, best of ``rounds``, the runs taken in turn in every
    round (a machine whose load changes slows them alike, not one more than another)."""
    done = {name: run() for name, run in runs.items()}  # warm-up: caches, compiled kernels
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(rounds):
        for name, run in runs.items():
            forget_first_lines()
            start = time.process_time()
            run()
            best[name] = min(best[name], time.process_time() - start)
    return {name: done[name] / best[name] for name in runs}


IN_TURNS: Final = "pokerstars, in turns"
"""The PokerStars hands' read + replay + audit, timed again in every room's rounds, in turn with
the room's stages: a room's ratio sets two rates taken under the same load. (The PokerStars
section's own rounds run minutes before a room's; on a shared machine whose load changes, one
run's PokerStars rate was 9.3 k/s in its own rounds and its Enet, BetOnline and PokerTracker
ratios 0.06 to 0.1 above those of runs of the same code that timed both in the same rounds.)"""


def reference_loop() -> float:
    """CPU seconds of a fixed pure-Python loop (a million additions), best of five: how fast
    this machine runs Python now, to compare runs on different machines or loads."""
    return best_of(lambda: sum(range(1_000_000)), 5)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer PHH files and repeats, rough figures")
    parser.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    parser.add_argument("--json", metavar="PATH", help="write the report as JSON")
    parser.add_argument("--before", metavar="SRC", type=Path, help="an older tree's src folder, timed in turns")
    parser.add_argument(
        "--only", metavar="ROOMS", help="these sections only, comma-separated (PokerStars too: the reference)"
    )
    args = parser.parse_args()
    say = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731

    import pokerrank

    report = Report(f"pokerrank {pokerrank.__version__}: hand histories (read, replay, audit)")
    if not SHARED.is_dir():
        report.notes.append(f"skipped: {SHARED} (the shared hand histories) is not beside this checkout")
        print(report.text())
        return 0
    repeat = 2 if args.quick else 5
    before = load_before(args.before) if args.before else None
    try:
        import pokerkit  # noqa: F401

        have_pokerkit = True
    except ImportError:
        have_pokerkit = False

    totals: dict[str, float] = {}
    reference: Callable[[], int] | None = None  # PokerStars' read + replay + audit, timed again in each room's turns
    for section, texts, phh in (
        ("pokerstars", nlhe_texts, False),
        ("ggpoker", lambda: room_texts("ggpoker", 4 if args.quick else 1), False),
        ("winamax", lambda: room_texts("winamax"), False),
        ("wpn", lambda: wpn_texts(old=False), False),
        ("fulltilt", lambda: room_texts("fulltilt"), False),
        ("bovada", lambda: room_texts("bovada"), False),
        ("888", lambda: room_texts("888"), False),
        *((room, lambda room=room: room_texts(room), False) for room in XML_ROOMS),
        ("betonline", lambda: room_texts("betonline"), False),
        ("pokertracker-export", lambda: room_texts("pokertracker-export"), False),
        ("enet", lambda: room_texts("enet"), False),
        ("unibet", lambda: room_texts("unibet"), False),
        ("partypoker", lambda: room_texts("partypoker"), False),
        ("betfair", lambda: room_texts("betfair"), False),
        ("ongame", lambda: room_texts("ongame"), False),
        ("entraction", lambda: room_texts("entraction"), False),
        ("cake", lambda: room_texts("cake"), False),
        ("pkr", lambda: room_texts("pkr"), False),
        ("everleaf", lambda: room_texts("everleaf"), False),
        ("absolute", lambda: room_texts("absolute"), False),
        ("sealswithclubs", lambda: room_texts("sealswithclubs", 4 if args.quick else 1), False),
        ("kingsclub", lambda: room_texts("kingsclub"), False),
        ("wpn-old", lambda: wpn_texts(old=True), False),
        ("phh", lambda: phh_texts(1000 if args.quick else 6000), True),
    ):
        if args.only and section != "pokerstars" and section not in args.only.split(","):
            continue
        say(f"{section}: pokerrank's stages" + (" and pokerkit" if have_pokerkit else "") + " ...")
        hands = texts()
        runs = stages(hands, phh, room=section)
        n = runs["total"]()
        same_n = 0
        if section != "pokerstars" and not phh:  # the same hands, in PokerStars' words, read by its reader
            runs["same hands"], runs["same hands, PokerStars"], same_n = same_hands_in_pokerstars_words(hands, section)
        if section == "pokerstars":
            reference = runs["total"]
        elif reference is not None and not phh:  # the rate a room's is set against, taken under the same load
            runs[IN_TURNS] = reference
        if before is not None:  # the tree before, in the same rounds (a room it has no reader for: left out)
            with contextlib.suppress(ImportError, AttributeError):
                runs.update({f"before {stage}": run for stage, run in stages(hands, phh, before, section).items()})
        peer_n = 0
        if have_pokerkit and section in ("pokerstars", "fulltilt", *PEER_PARSERS):
            peer, peer_n, offered = pokerkit_pokerstars(hands, section)
            runs["pokerkit"] = peer
            name = (
                PEER_PARSERS[section][0]
                if section in PEER_PARSERS
                else "FullTiltPokerParser"
                if section == "fulltilt"
                else "PokerStarsParser"
            )
            peer_note = f"{name} (parse + replay): {peer_n} of {offered} hands parsed"
        elif have_pokerkit and section == "ipoker":  # pokerkit reads a few iPoker files: those, both
            sample, peer_n, offered = ipoker_files_pokerkit_reads(hands)
            runs["pokerkit"] = pokerkit_ipoker(sample)
            runs["sample"] = stages(sample * 50, phh, room=section)["total"]  # a timing as long as pokerkit's
            peer_note = f"IPokerNetworkParser (parse + replay): {peer_n} of {offered} hands parsed, same files"
        elif have_pokerkit and section == "partypoker":
            runs["pokerkit"], peer_n, both = pokerkit_party(hands)
            runs["sample"] = stages(both * 20, phh, room=section)["total"]  # twenty times over: a longer timing
            peer_note = f"PartyPokerParser (parse + replay), LF line ends and a blank line added: {len(both)} files"
        elif (
            have_pokerkit and phh
        ):  # pokerkit takes about 2 ms a hand: every tenth file, and pokerrank on the same ones
            sample = hands[::10]
            runs["pokerkit"] = pokerkit_phh(sample)
            runs["sample"] = stages(sample * 5, phh)["total"]  # five times over: a timing as long as pokerkit's
            peer_n = len(sample)
            peer_note = f"HandHistory.loads + replay, every tenth file ({peer_n})"
        gc.collect()
        gc.freeze()  # the hands and records held for the rounds are the harness's: no collection scans them
        rates = interleaved(runs, repeat)
        gc.unfreeze()
        for stage, label in (
            ("read", "read (text to records)"),
            ("replay", "replay (records to deals)"),
            ("audit", "audit (replay, every pot decided, payouts and words checked)"),
        ):
            report.add(Row(section, f"pokerrank {label}", rates[stage], n=n))
        report.add(Row(section, "pokerrank read + replay + audit", rates["total"], n=n, target=Target(1e4)))
        totals[section] = rates["total"]
        if section != "pokerstars" and not phh:  # a room against the PokerStars reader, in the same rounds
            ratio = rates["total"] / rates[IN_TURNS]
            label = "read + replay + audit / PokerStars' (a hand of each)"
            note = f"PokerStars' {rates[IN_TURNS] / 1e3:.1f} k/s in these rounds ({totals['pokerstars'] / 1e3:.1f} k/s in its own)"
            report.add(Row(section, label, ratio, unit="x", target=Target(0.8), note=note))
        if same_n:
            ratio = rates["same hands"] / rates["same hands, PokerStars"]
            label = "read + replay + audit / PokerStars' on the same hands in its words"
            note = f"{same_n} hands PokerStars' words hold; PokerStars' reader {rates['same hands, PokerStars'] / 1e3:.1f} k/s"
            report.add(Row(section, label, ratio, unit="x", n=same_n, note=note))
        if "before total" in rates:
            for stage in ("read", "replay", "audit", "total"):
                speedup = rates[stage] / rates[f"before {stage}"]
                label = "read + replay + audit" if stage == "total" else stage
                note = f"{speedup:.3f}x: {rates[f'before {stage}'] / 1e3:.2f} k/s before ({args.before})"
                report.add(Row(section, f"speedup over the tree before, {label}", speedup, unit="x", note=note))
        if "sample" in rates:
            report.add(Row(section, "pokerrank read + replay + audit, pokerkit's files", rates["sample"], n=peer_n))
        if "pokerkit" in rates:
            report.add(Row(section, "pokerkit", rates["pokerkit"], n=peer_n, note=peer_note))
            if rates["pokerkit"] > 0:  # pokerkit read some of the hands
                ratio = rates.get("sample", rates["total"]) / rates["pokerkit"]  # on the same hands
                label = "pokerrank read + replay + audit / pokerkit"
                report.add(Row(section, label, ratio, unit="x", target=Target(10)))
        deciding, inside = time_share(runs["total"])
        report.add(Row(section, "share of that time deciding the pots", round(deciding * 100, 1), unit="%", n=n))
        report.add(Row(section, "of which in pokerrank.showdown", round(inside * 100, 1), unit="%", n=n))
    if not have_pokerkit:
        report.notes.append("pokerkit is not installed (pip install -e '.[bench]'): its rows are skipped")
    loop = reference_loop()
    report.add(Row("machine", "reference: sum(range(10**6)), CPU time", loop * 1e3, unit="ms"))

    report.notes.append(
        "rates from CPU time (time.process_time), best of several rounds, pokerrank's stages and pokerkit taken in "
        "turn in each round; one core, pure Python; the audit decides every showdown (pokerrank.showdown's scalar "
        "path, the showdown itself for ties with odd chips, hi/lo and wild games), takes the rake off main pot "
        "first, and compares each player's payout and the room's words; the reference loop says how fast this "
        "machine ran Python during the run (rates scale with it)"
    )
    report.packages = ("pokerrank", "numpy", "numba", "pokerkit")
    versions = ", ".join(f"{name} {version}" for name, version in environment(report.packages)["packages"].items())
    report.notes.append(f"Python {sys.version.split()[0]}; {versions}; {time.strftime('%Y-%m-%d')}")
    if args.quick:
        report.notes.append("--quick: fewer files and repeats, figures are rough")
    print(report.text())
    if args.markdown:
        print()
        print(report.markdown())
    if args.json:
        report.write_json(args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
