"""The PHH reader's quick steps give the records its plain steps give, field by field, errors included.

The quick steps: the players' first hole cards read at once where the actions begin, as they
usually do, with one deal a player in order (``phh._dealt``), a player's action read from its
words kept from an earlier hand (``phh._STEPS``), hole cards worded once (``phh._SPACED``),
the table's lines read once (``phh._HEADS``), and a PHH text told at once by
``detect._surely_phh``. Each is compared with the reader that
takes the plain steps only, on generated hands of every family (whole, and mutated: deals out
of order, missing, split, commented, with line breaks inside an action, cards of odd lengths,
players not at the table) and on the shared Pluribus and WSOP hands mutated.
"""

from __future__ import annotations

import dataclasses
import enum
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.handhistory import detect, phh
from pokerrank.handhistory.reader import read

_NEVER = re.compile(r"(?!)")


def canon(value: Any) -> Any:
    """A value as nested tuples that compare equal only where every field, type and error message is the same."""
    if isinstance(value, BaseException):
        return ("error", type(value).__name__, str(value), canon(vars(value)), canon(value.args))
    if isinstance(value, enum.Enum):
        return ("enum", type(value).__name__, value.value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__, tuple((f.name, canon(getattr(value, f.name))) for f in dataclasses.fields(value)))
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, tuple(canon(item) for item in value))
    if isinstance(value, dict):
        return ("dict", tuple((canon(key), canon(item)) for key, item in value.items()))
    if isinstance(value, (set, frozenset)):
        return (type(value).__name__, tuple(sorted(repr(canon(item)) for item in value)))
    return (type(value).__name__, repr(value))


def _records(text: str, name: str = "<text>") -> Any:
    try:
        return [canon(record) for record in read(text if name == "<text>" else text.encode())]
    except Exception as exc:  # what escapes, compared as it is
        return ("raised", type(exc).__name__, str(exc))


def _plain(text: str, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The records the reader gives without its quick steps."""
    with monkeypatch.context() as patch:
        patch.setattr(phh, "_dealt", lambda n: _NEVER)
        patch.setattr(phh, "_STEPS", [{} for _ in phh._STEPS])
        patch.setattr(phh, "_STEPS_KEPT", 0)
        patch.setattr(phh, "_SPACED", {})
        patch.setattr(phh, "_HEADS", {})
        patch.setattr(phh, "_keep_head", lambda head, text, data: None)
        patch.setattr(detect, "_surely_phh", lambda text: False)
        phh._TABLES.clear()
        return _records(text)


def assert_same(text: str) -> None:
    phh._TABLES.clear()
    for steps in phh._STEPS:
        steps.clear()
    phh._SPACED.clear()
    phh._HEADS.clear()
    quick = _records(text)
    kept = _records(text)  # a second time, the table and the actions' words kept
    with pytest.MonkeyPatch.context() as monkeypatch:
        assert quick == _plain(text, monkeypatch), text
    assert kept == quick, text


RANKS = "23456789TJQKA"
SUITS = "cdhs"
VARIANTS = ["NT", "NT", "NT", "PO", "FT", "NS", "FO/8", "F7S", "F2L3D", "N2L1D", "FB"]


def _card(rng: random.Random) -> str:
    return rng.choice(RANKS) + rng.choice(SUITS)


def _quote(action: str, rng: random.Random) -> str:
    if "'" in action or "\n" in action or rng.random() < 0.1:
        return '"' + action.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
    return f"'{action}'"


def hand_text(rng: random.Random) -> str:
    """A PHH hand such as Pluribus's and the WSOP's, often changed in one or more ways."""
    n = rng.choice([2, 3, 6, 6, 6, 9, 10, 11])
    variant = rng.choice(VARIANTS)
    stacks = [rng.choice([10000, 10000, 500, 40, 0]) for _ in range(n)]
    blinds = [50, 100, *[0] * (n - 2)] if rng.random() < 0.9 else [rng.choice([0, 25, 50, 100]) for _ in range(n)]
    antes = [0] * n if rng.random() < 0.8 else [rng.choice([0, 10]) for _ in range(n)]
    actions = [f"d dh p{k} {_card(rng)}{_card(rng)}" for k in range(1, n + 1)]
    for _ in range(rng.randrange(30)):
        player = f"p{rng.randrange(1, n + 2)}"
        actions.append(
            rng.choice(
                [
                    f"{player} f", f"{player} cc", f"{player} cc",
                    f"{player} cbr {rng.choice([100, 225, 750, 10000, 5])}",
                    f"d db {_card(rng)}{_card(rng)}{_card(rng)}", f"d db {_card(rng)}",
                    f"{player} sm {_card(rng)}{_card(rng)}", f"{player} sm", f"{player} sd {_card(rng)}",
                    f"{player} pb", f"d dh {player} {_card(rng)}",
                ]
            )
        )  # fmt: skip
    for _ in range(rng.choice([0, 0, 0, 1, 2, 3])):  # the changes a quick step must notice
        if not actions:
            break
        k = rng.randrange(len(actions) if rng.random() < 0.5 else min(len(actions), n + 1))  # often a first deal
        change = rng.randrange(15)
        if change == 0:
            actions.insert(rng.randrange(len(actions) + 1), actions.pop(k))
        elif change == 1:
            del actions[k]
        elif change == 2:
            actions[k] = actions[k].replace(" ", "  ", 1)
        elif change == 3:
            actions[k] = actions[k].replace(" ", "\t")
        elif change == 4:
            actions[k] += " # a comment"
        elif change == 5:
            actions[k] = actions[k][:-1]  # three cards' letters, or fewer
        elif change == 6:
            actions[k] += rng.choice(["7c", "?", "#", " ", "\n"])
        elif change == 7 and k + 1 < len(actions):
            actions[k : k + 2] = [actions[k] + "\n" + actions[k + 1]]  # two lines in one action
        elif change == 8:
            actions[k] = re.sub(r"p\d+", f"p{rng.choice([0, n + 1, 100, 1])}", actions[k])
        elif change == 9:
            actions[k] = actions[k].replace("dh", rng.choice(["db", "dx", "DH"]))
        elif change == 10:
            actions[k] = "??" * 2 if rng.random() < 0.5 else actions[k][:-4] + "????"
        elif change == 11:
            actions[k] = ""
        elif change == 12:
            actions.insert(k, "")
        elif change == 13 and actions[k]:
            at = rng.randrange(len(actions[k]))
            actions[k] = actions[k][:at] + rng.choice("# ?\t\n\u00a0") + actions[k][at + 1 :]
        else:
            actions[k] = actions[k].upper()
    lines = [
        f"variant = '{variant}'",
        f"ante_trimming_status = {rng.choice(['true', 'false'])}",
        f"antes = {antes}",
        f"blinds_or_straddles = {blinds}",
        "min_bet = 100",
        f"starting_stacks = {stacks}",
        "actions = [" + ", ".join(_quote(action, rng) for action in actions) + "]",
    ]
    if rng.random() < 0.5:
        lines.append(f"hand = {rng.randrange(1000)}")
    if rng.random() < 0.7:
        lines.append("players = [" + ", ".join(f"'P{k}'" for k in range(n)) + "]")
    if rng.random() < 0.7:
        lines.append(f"finishing_stacks = {stacks}")
    if variant in ("F7S", "FT", "FO/8", "F2L3D", "FB"):
        lines += ["small_bet = 100", "big_bet = 200", "bring_in = 25"]
    if rng.random() < 0.1:
        lines.insert(1, "# a comment line")
    return "\n".join(lines) + "\n"


@settings(max_examples=400, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_generated_hands_read_the_same_by_the_quick_and_plain_steps(seed: int) -> None:
    assert_same(hand_text(random.Random(seed)))


def test_words_kept_from_other_hands_read_each_hand_as_the_plain_steps_do() -> None:
    """Many hands of 2 to 11 players read one after another, the actions' words kept between
    them (a player of one table beyond another's), each as the plain steps read it alone."""
    phh._TABLES.clear()
    for steps in phh._STEPS:
        steps.clear()
    texts = [hand_text(random.Random(seed)) for seed in range(1_000, 1_300)]
    quick = [_records(text) for text in texts]
    assert sum(map(len, phh._STEPS)) > 50
    with pytest.MonkeyPatch.context() as monkeypatch:
        for text, record in zip(texts, quick, strict=True):
            assert record == _plain(text, monkeypatch), text


def test_the_generated_hands_take_the_quick_steps_and_miss_them() -> None:
    """The generator makes hands of both kinds: dealt at once, and not."""
    taken = missed = 0
    for seed in range(300):
        text = hand_text(random.Random(seed))
        data = phh._flat_toml(text)
        if data is None or not isinstance(data.get("actions"), list):
            continue
        joined = "\n".join(a for a in data["actions"] if isinstance(a, str))
        n = len(data.get("starting_stacks", ()))
        hit = n <= phh._DEALS_AT_ONCE and phh._dealt(n).match(joined) is not None
        taken += hit
        missed += not hit
    assert taken > 100 and missed > 50


def test_a_hand_dealt_at_once_reads_its_hole_cards() -> None:
    hand = (
        "variant = 'NT'\nstarting_stacks = [100, 100, 100]\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\n"
        "actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 7c2d', 'p3 f', 'p1 cc', 'p2 cc', 'd db 2c3c4h']\n"
    )
    record = next(read(hand))
    assert record.error is None
    assert record.hole == {"p1": "As Ad", "p2": "Ks Kd", "p3": "7c 2d"}
    assert [a.line for a in record.actions if a.player == "p3"] == [4]  # the actions keep their numbers
    assert_same(hand)


@pytest.mark.parametrize(
    "first",
    [
        "'d dh p1 A#Kd'", "'d dh p1 AsKd # dealt'", "'d dh p1 As\tKd'", "'d dh p1 As\u00a0d'", "'d dh p1  AsKd'",
        "'d dh p1 AsKd7c'", "'d dh p1 AsK'", "'d dh p1 ????'", "'d dh p1 As Kd'", '"d dh p1 AsAd\\nd dh p2 KsKd"',
        "'d dh p1 AsAd', 'd dh p1 KsKd'", "'d dh p2 KsKd', 'd dh p1 AsAd'", "'d db AsKd7c', 'd dh p1 AsAd'",
        "'d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 7c2d', 'd dh p4 8c8d'", "'d dh p1 AsAd', 'p3 f'",
    ],
)  # fmt: skip
def test_a_hand_that_is_not_dealt_as_usual_reads_as_the_plain_steps_read_it(first: str) -> None:
    """Each way the first deals may differ from the usual, where the quick step must leave them to the loop."""
    for rest in ("'d dh p2 KsKd', 'd dh p3 7c2d', 'p3 f', 'p1 cc', 'p2 cc'", "'d dh p3 7c2d', 'p3 f'", ""):
        actions = ", ".join(part for part in (first, rest) if part)
        for variant in ("NT", "F7S"):
            assert_same(
                f"variant = '{variant}'\nstarting_stacks = [100, 100, 100]\nantes = [0, 0, 0]\n"
                f"blinds_or_straddles = [1, 2, 0]\nactions = [{actions}]\nfinishing_stacks = [100, 100, 100]\n"
            )


def _shared_texts(shared: Path) -> Iterator[str]:
    folder = shared / "hand-histories" / "phh"
    files = sorted(folder.rglob("*.phh"))
    rng = random.Random(26)
    yield from (path.read_text() for path in files if "wsop" in path.parts or path.parent == folder)
    yield from (path.read_text() for path in rng.sample(files, 200))


@pytest.mark.shared
def test_shared_hands_mutated_read_the_same_by_the_quick_and_plain_steps(shared_dir: Path) -> None:
    rng = random.Random(23)
    count = 0
    for text in _shared_texts(shared_dir):
        assert_same(text)
        for _ in range(3):
            lines = text.splitlines()
            k = next((i for i, line in enumerate(lines) if line.startswith("actions = [")), None)
            if k is None:
                break
            actions = re.findall(r"'[^']*'", lines[k])
            if not actions:
                break
            j = rng.randrange(len(actions))
            mutated = rng.choice(
                [
                    actions[j].replace(" ", "  ", 1), actions[j][:-2] + "'", actions[j][:-1] + " # x'",
                    actions[j].replace("p", "p1", 1), "'d db 2c'", "''", actions[j].replace("dh", "db"),
                ]
            )  # fmt: skip
            actions[j] = mutated
            if rng.random() < 0.3:
                actions.insert(rng.randrange(len(actions)), actions.pop(j))
            lines[k] = "actions = [" + ", ".join(actions) + "]"
            assert_same("\n".join(lines) + "\n")
            count += 1
    assert count > 500


_TOKENS = [
    "1", "0", "-0", "10000", "01", "1_000", "+1", "1.5", "1e5", "1.", ".5", "-2.50", "nan", "inf", "NaN", "Infinity",
    "-Infinity", "null", "true", "false", "True", "'x'", "'NaN'", "'Infinity'", "'null'", "'p1 cbr 2'", "'a = b'",
    '"x"', "'it's'", "'é'", "[]", "[1, 2]", "[1,2,]", "['a', 'b']", "[1, 'a']", "[[1], [2]]", "[1, NaN]",
    "['NaN', '-Infinity']", "[1, -Infinity]", "{}", "'a', 'b': 1", "1979-05-27", "'x' # c", "1 2", "]", "[1", "-",
    "'x' 'y'", "1]", "[1]]", "'x", "x'", "[1, 2] 3",
    "'T\x0c1'", "'a\x7fb'", "'a\rb'", "true\r", "'tab\tok'", "'\x01'", "[1, '\x1f']", "1 # \x0b",
    "'x = = y'", "= 1", "['a = b', 'c']", "1,", "7 ,", "'x',", "true,", "[1],",
    "'\x85'", "'\u2028'", "'\xa0 \u200b'", "'a\x00'",
]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(
    lines=st.lists(
        st.tuples(st.sampled_from(["a", "b", "actions", "actions", "a-b", "a.b", "1"]), st.sampled_from(_TOKENS)),
        max_size=6,
    ),
    ending=st.sampled_from(["\n", "", "\r\n"]),
)
def test_the_quick_toml_reader_reads_as_tomllib_or_leaves_it(lines: list[tuple[str, str]], ending: str) -> None:
    """Values JSON and TOML read apart (NaN, Infinity, null, ...) are left to tomllib."""
    import tomllib
    from decimal import Decimal

    text = "".join(f"{key} = {value}{ending}" for key, value in lines)
    phh._HEADS.clear()
    quick = phh._flat_toml(text)
    assert canon(phh._flat_toml(text)) == canon(quick)  # the lines before the actions kept, or not
    try:
        expected = tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError:
        assert quick is None, text
    else:
        assert quick is None or canon(quick) == canon(expected), text


def test_hands_of_one_table_share_no_list_and_a_key_given_twice_is_left_to_tomllib() -> None:
    """The table's lines read once give each hand its own lists; a key before and after the actions is TOML's error."""
    phh._HEADS.clear()
    head = "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nstarting_stacks = [200, 200]\n"
    first = next(read(head + "actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p2 f']\nhand = 1\n"))
    second = next(read(head + "actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p1 f']\nhand = 2\n"))
    assert len(phh._HEADS) == 1
    assert first.error is None and second.error is None
    first.extra["data"]["antes"].append(5)
    first.extra["data"]["starting_stacks"][0] = 1
    assert second.extra["data"]["antes"] == [0, 0]
    assert second.extra["data"]["starting_stacks"] == [200, 200]
    third = next(read(head + "actions = []\nhand = 3\n"))
    assert third.extra["data"]["antes"] == [0, 0] and third.extra["data"]["starting_stacks"] == [200, 200]
    assert phh._flat_toml(head + "actions = []\nantes = [1, 1]\n") is None
    broken = next(read(head + "actions = []\nantes = [1, 1]\n"))
    assert broken.error is not None and "not valid TOML" in broken.error.reason


def test_the_kept_words_and_tables_lines_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """A long action text, a long table, or more texts than the stores keep: read, not kept."""
    for steps in phh._STEPS:
        steps.clear()
    phh._HEADS.clear()
    long_fold = "p3" + " " * 60 + "f"
    players = "players = [" + ", ".join(f"'{'x' * 2_000}{k}'" for k in range(3)) + "]\n"
    text = (
        "variant = 'NT'\nstarting_stacks = [100, 100, 100]\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\n"
        + players
        + f"actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 7c2d', '{long_fold}', 'p1 cc', 'p2 cc']\n"
    )
    assert next(read(text)).error is None
    assert long_fold not in phh._STEPS[3] and "p1 cc" in phh._STEPS[3]
    assert not phh._HEADS  # (the table's lines, with the long names, are longer than kept)
    monkeypatch.setattr(phh, "_STEPS_KEPT", 3)
    for k in range(10):
        next(read(text.replace("'p1 cc'", f"'p1 cbr {10 + k}'")))
    assert len(phh._STEPS[3]) == 3
    assert_same(text)


@pytest.mark.parametrize("control", ["\x0c", "\x7f", "\r", "\x01", "\x1f"])
def test_a_control_character_is_tomls_error_whatever_was_read_before(control: str) -> None:
    """The table's lines are read apart from the rest once kept: a control character TOML refuses
    in one part, and a value only the careful step reads in the other, are still TOML's error."""
    phh._HEADS.clear()
    head = (
        "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\n"
        f"starting_stacks = [200, 200]\ntable = 'T{control}1'\n"
    )
    first = head + "actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p2 f']\nhand = 1\n"
    second = head + "actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p2 f']\nhand = 2\nmin_bet = 2e0\n"
    alone = next(read(second))
    next(read(first))
    after = next(read(second))
    assert alone.error is not None and "not valid TOML" in alone.error.reason
    assert after.error is not None and after.error.reason == alone.error.reason


def test_actions_given_as_a_table_are_read_as_its_keys_were_before() -> None:
    """A (nonsense) inline table of actions takes no quick step that reads a list."""
    text = (
        "variant = 'NT'\nstarting_stacks = [100, 100]\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\n"
        "actions = {'d dh p1 AsAd' = 1, 'd dh p2 KsKd' = 2, 'p2 f' = 3}\n"
    )
    record = next(read(text))
    assert record.error is None, record.error
    assert record.hole == {"p1": "As Ad", "p2": "Ks Kd"}
    assert [(a.player, a.kind.name, a.amount) for a in record.actions][-1] == ("p2", "FOLD", 0)


def test_lists_nested_a_thousand_deep_are_an_error_record() -> None:
    text = "variant = 'NT'\nstarting_stacks = " + "[" * 5000 + "]" * 5000 + "\nactions = []\n"
    record = next(read(text))
    assert record.error is not None and "nested too deeply" in record.error.reason


@pytest.mark.parametrize("place", ["in a string", "after a value", "in a comment", "a line of its own"])
def test_every_ascii_character_reads_as_tomllib_reads_it_or_is_left_to_it(place: str) -> None:
    """Every ASCII character (the control characters TOML refuses among them, and a carriage
    return alone or before a line break) where a hand's text may hold it: the quick reader's
    fields are tomllib's, or it leaves the text to tomllib; an error is tomllib's."""
    import tomllib
    from decimal import Decimal

    head = "variant = 'NT'\nstarting_stacks = [200, 200]\nblinds_or_straddles = [1, 2]\n"
    for code in [*range(128), "\r\n"]:
        c = chr(code) if isinstance(code, int) else code
        if place == "in a string":
            line = f"table = 'T{c}1'\n"
        elif place == "after a value":
            line = f"hand = 7{c}\n"
        elif place == "in a comment":
            line = f"hand = 7 # {c}\n"
        else:
            line = f"{c}\n"
        for text in (head + line + "actions = ['p2 f']\n", head + "actions = ['p2 f']\n" + line):
            phh._HEADS.clear()
            quick = phh._flat_toml(text)
            try:
                expected = tomllib.loads(text, parse_float=Decimal)
            except tomllib.TOMLDecodeError:
                assert quick is None, repr(text)
                record = next(read(text))
                assert record.error is not None and "not valid TOML" in record.error.reason
            else:
                assert quick is None or canon(quick) == canon(expected), repr(text)


def test_a_value_ending_in_a_comma_is_not_valid_toml() -> None:
    """``hand = 7,`` (a list's item may end with a comma, a value not): TOML's error, as tomllib
    says, not a hand read as if the comma were not there (the quick reader took it before)."""
    head = "variant = 'NT'\nstarting_stacks = [200, 200]\nblinds_or_straddles = [1, 2]\n"
    for line in ("hand = 7,\n", "hand = 7 ,\n", "min_bet = 2.5,\n", "ante_trimming_status = true,\n"):
        for text in (head + line + "actions = ['p2 f']\n", head + "actions = ['p2 f']\n" + line):
            phh._HEADS.clear()
            assert phh._flat_toml(text) is None
            record = next(read(text))
            assert record.error is not None and "not valid TOML" in record.error.reason, text
