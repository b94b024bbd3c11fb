"""Coverage-guided fuzzing of pokerrank's text parsers with atheris (issue 16).

One target per parser: cards (``parse_cards``), ranges (``parse_range``), deal JSON (the
bytes ``pokerrank showdown --file`` reads, through ``_checks.load_json`` and
``showdown_from_dict``) and hand histories (``handhistory.read`` and the audit of every hand).
Each input must give a result or a :class:`~pokerrank.errors.PokerRankError`; anything else
is a finding, and atheris keeps the input that caused it.

    pip install -e ".[fuzz]"
    python fuzz/fuzz_parsers.py cards -atheris_runs=100000        # or: ranges, deal, handhistory
    python fuzz/fuzz_parsers.py deal fuzz/corpus/deal/ -max_total_time=600

(libFuzzer options after the target's name; a folder is a corpus, read and grown.)
"""

from __future__ import annotations

import sys

import atheris

with atheris.instrument_imports():
    import pokerrank
    from pokerrank._checks import load_json
    from pokerrank.errors import DealError, PokerRankError
    from pokerrank.handhistory import audit_hand, read


def cards(data: bytes) -> None:
    fdp = atheris.FuzzedDataProvider(data)
    jokers = fdp.ConsumeBool()
    text = fdp.ConsumeUnicodeNoSurrogates(200)
    try:
        parsed = pokerrank.parse_cards(text, jokers=jokers, allow_duplicates=True)
    except PokerRankError:
        return
    again = pokerrank.parse_cards(pokerrank.format_cards(parsed), jokers=True, allow_duplicates=True)
    if again != parsed:
        raise AssertionError(f"format_cards does not read back: {text!r}")


def ranges(data: bytes) -> None:
    text = atheris.FuzzedDataProvider(data).ConsumeUnicodeNoSurrogates(300)
    try:
        found = pokerrank.parse_range(text)
    except PokerRankError:
        return
    if len(set(found.combos)) != len(found.combos):
        raise AssertionError(f"a combo twice in {text!r}")


def deal(data: bytes) -> None:
    try:
        pokerrank.showdown_from_dict(load_json(data, "the deal", error=DealError))
    except PokerRankError:
        return


def handhistory(data: bytes) -> None:
    try:
        for record in read(data):
            audit_hand(record)
    except PokerRankError:
        return


TARGETS = {"cards": cards, "ranges": ranges, "deal": deal, "handhistory": handhistory}


def main() -> None:
    if len(sys.argv) < 2 or sys.argv[1] not in TARGETS:
        sys.exit(f"usage: python fuzz/fuzz_parsers.py {{{'|'.join(TARGETS)}}} [libFuzzer options]")
    target = TARGETS[sys.argv.pop(1)]
    atheris.Setup(sys.argv, target)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
