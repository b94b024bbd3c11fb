"""Every rank the room names in its words, changed, is caught: for each hand of the test modules
that MATCHes, each of the room's words the audit compared (a claim with a check in the verdict)
has each rank in it (a rank word, a low's or a kicker's letter, a digit) changed in its line,
and the hand read again is no MATCH. The sweep of this session's fuzz run (a wrong rank in OnGame's
``PAIR QUEEN``, PKR's ``Straight, 5 high``, a lone winner's ``Badugi: 8,6,4,3`` MATCHed)."""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from pathlib import Path

from pokerrank.handhistory import Outcome, audit_hand, read

_WORDS = (
    "Deuce",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Jack",
    "Queen",
    "King",
    "Ace",
)
_RANK_WORD = re.compile(
    r"\b(Deuce|Two|Trey|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace)(e?s)?\b"
    r"(?! pairs?\b| of (?:a )?kind\b|-card\b"
    r"| (?:Deuce|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace)s\b)",
    re.I,
)  # (not a category's own number: "two pair", "three of a kind", "Three Aces", "3-Card")
_LIST = re.compile(r"(?<![\w\[$€£])([2-9TJQKA])((?:, ?|-)[2-9TJQKA]){2,}(?![\w\]])")
_DIGIT = re.compile(r"(?<![\w$€£.,:/#(\[-])([2-9])(?=s?\b)")
_LETTERS = "23456789TJQKA"


def _changed(line: str) -> Iterator[tuple[int, str]]:
    """Each rank of ``line`` changed to another (where it starts, the new line)."""
    for match in _RANK_WORD.finditer(line):
        word = match.group(1)
        index = _WORDS.index("Three" if word.lower() == "trey" else word.capitalize())
        other = _WORDS[(index + 1) % 14 if index != 0 else 2]  # (Deuce and Two name one rank)
        other = other.upper() if word.isupper() else other.lower() if word.islower() else other
        plural = match.group(2) or ""
        if plural:
            plural = "es" if other.lower() == "six" else "s"
        yield match.start(), line[: match.start()] + other + plural + line[match.end() :]
    for match in _LIST.finditer(line):
        start, letter = match.start(1), match.group(1)
        named = set(match.group(0))
        other = next(c for c in "98765432TJQKA" if c not in named and c != letter)
        yield start, line[:start] + other + line[start + 1 :]
    for match in _DIGIT.finditer(line):
        other = str(int(match.group(1)) + 1) if match.group(1) != "9" else "8"
        yield match.start(), line[: match.start()] + other + line[match.end() :]


def _hands() -> Iterator[tuple[str, str]]:
    """The hand texts of the test modules (each module's upper-case string constants that read)."""
    for path in sorted(Path(__file__).parent.glob("test_handhistory*.py")):
        module = importlib.import_module(path.stem)
        for name, value in vars(module).items():
            if name.isupper() and isinstance(value, str) and "\n" in value and len(value) > 150:
                yield f"{path.stem}.{name}", value


def test_every_rank_in_the_rooms_compared_words_changed_is_caught() -> None:
    seen: set[str] = set()
    tried, missed = 0, []
    for origin, text in _hands():
        try:
            records = list(read(text))
        except Exception:  # (a constant that is no hand, or a hand a test expects refused)
            continue
        for record in records:
            if record.text in seen or not record.claims:
                continue
            seen.add(record.text)
            verdict = audit_hand(record)
            if verdict.outcome is not Outcome.MATCH:
                continue
            compared = {(check.player, check.printed) for check in verdict.words}
            lines = record.text.split("\n")
            for claim in record.claims:
                index = claim.line - record.line
                if (claim.player, claim.text) not in compared or not 0 <= index < len(lines):
                    continue
                line = lines[index]
                said = (
                    claim.text.partition("hand: ")[2]
                    if claim.text.startswith(("high hand: ", "low hand: "))
                    else claim.text
                )
                at = line.rfind(said)
                if at < 0:
                    continue
                cards = [(m.start(), m.end()) for m in re.finditer(r"\[[^\]]*\]", line)]  # (cards, not words)
                for start, changed in _changed(line):
                    if not at <= start < at + len(said) or any(a <= start < b for a, b in cards):
                        continue
                    tried += 1
                    (again,) = read("\n".join([*lines[:index], changed, *lines[index + 1 :]]))
                    if audit_hand(again).outcome is Outcome.MATCH:
                        missed.append(f"{origin}: {line!r} -> {changed!r}")
    assert tried >= 100  # (the test modules' words: OnGame, PKR, Full Tilt, partypoker, WPN, Seals With Clubs, ...)
    assert missed == [], "\n".join(missed)
