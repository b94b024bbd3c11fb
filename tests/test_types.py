"""Types that tell the truth: what mypy --strict accepts of user code runs, and
what would fail at run time mypy refuses.

- ``pokerrank.evaluate`` is ``-> Hand`` for the default ranking, a literal name of a ranking
  without a qualifier, or such a ranking object; ``-> Hand | None`` for eight-or-better and
  any name mypy cannot see (a ``str`` variable);
- ``Hand.category`` is one of the rankings' category enums (``HandCategory``), which print
  as their names (``Category.STRAIGHT_FLUSH``) on every Python version;
- the literal names in ``PlainRankingName`` are exactly the names and aliases of the
  rankings whose ``evaluate`` never returns ``None``.
"""

from __future__ import annotations

import re
import textwrap
from enum import IntEnum
from pathlib import Path
from typing import get_args

import pytest

import pokerrank
from pokerrank.rankings import REGISTRY, HandCategory, PlainRanking, PlainRankingName
from pokerrank.rankings.base import CategoryEnum
from pokerrank.rankings.lows import EightOrBetter

ROOT = Path(__file__).resolve().parents[1]

ACCEPTED = '''
import pokerrank
from pokerrank import Category, EIGHT_OR_BETTER, HIGH, Hand, HandCategory

hand: Hand = pokerrank.evaluate("As Ks Qs Js Ts 2c 3d")
print(hand.strength + 1, hand.category.name)
razz = pokerrank.evaluate("7c 5d 4h 3s 2c", "razz")
print(razz.strength, pokerrank.evaluate("4s 3h 2d Ac", "badugi").cards)
print(HIGH.evaluate("As Ks Qs Js Ts").strength, pokerrank.evaluate("As Ks Qs Js Ts", HIGH).strength)
print(pokerrank.get_ranking("2-7").evaluate("7c 5d 4h 3s 2c").strength)

low = pokerrank.evaluate("Ac 2d 3h 9s 9c", "eight-or-better")
print(low.strength if low is not None else "no low")
low2 = EIGHT_OR_BETTER.evaluate("Ac 2d 3h 4s 5c")
if low2 is not None:
    print(low2.strength)

category: HandCategory = hand.category
if isinstance(category, Category):
    exact: Category = category
    print(exact is Category.STRAIGHT_FLUSH, category >= Category.FLUSH)
print(int(category), category.value, f"{category}")
reveal_type(hand.category)
reveal_type(pokerrank.evaluate("As Ks Qs Js Ts", "8ob"))
'''

REFUSED = '''
import pokerrank
from pokerrank import Category

name = input()
a = pokerrank.evaluate("Ac 2d 3h 9s 9c", "eight-or-better").strength
b = pokerrank.evaluate("Ac 2d 3h 9s 9c", name).strength
c = pokerrank.get_ranking(name).evaluate("Ac 2d 3h 9s 9c").strength
d = pokerrank.EIGHT_OR_BETTER.evaluate("Ac 2d 3h 9s 9c").strength
e: Category = pokerrank.evaluate("As Ks Qs Js Ts", "razz").category
'''


def _mypy(tmp_path: Path, source: str) -> tuple[list[str], int]:
    api = pytest.importorskip("mypy.api")
    script = tmp_path / "user.py"
    script.write_text(textwrap.dedent(source))
    stdout, stderr, status = api.run(
        ["--strict", "--no-error-summary", "--cache-dir", str(tmp_path / "cache"), str(script)]
    )
    assert not stderr, stderr
    return [line.split(": ", 1)[1] for line in stdout.splitlines() if line.startswith(str(script))], status


@pytest.mark.slow
def test_mypy_strict_accepts_correct_user_code_and_refuses_what_fails_at_run_time(tmp_path: Path) -> None:
    # correct code: no error, and the types are the true ones
    found, _ = _mypy(tmp_path, ACCEPTED)
    errors = [line for line in found if line.startswith("error")]
    assert errors == [], errors
    notes = [line for line in found if line.startswith("note: Revealed type")]
    assert notes == [
        'note: Revealed type is "pokerrank.rankings.high.Category | pokerrank.rankings.high.ShortDeckCategory | '
        "pokerrank.rankings.high.ShortDeckClassicCategory | pokerrank.rankings.lows.AceToFiveCategory | "
        "pokerrank.rankings.lows.EightOrBetterCategory | pokerrank.rankings.lows.DeuceToSevenCategory | "
        'pokerrank.rankings.lows.AceToSixCategory | pokerrank.rankings.badugi.BadugiCategory"',
        'note: Revealed type is "pokerrank.hands.Hand | None"',
    ]
    # it runs
    namespace: dict[str, object] = {"input": lambda: "razz", "reveal_type": lambda value: value}
    exec(compile(textwrap.dedent(ACCEPTED), "user.py", "exec"), namespace)

    # code that fails at run time (a None low, a category of another ranking): refused, line by line
    found, status = _mypy(tmp_path, REFUSED)
    assert status == 1
    union_attr = 'error: Item "None" of "Hand | None" has no attribute "strength"  [union-attr]'
    assert found[:4] == [union_attr] * 4
    assert re.fullmatch(r"error: Incompatible types in assignment \(expression has type .*\[assignment\]", found[4])
    assert len(found) == 5


def test_plain_ranking_names_are_exactly_the_names_of_rankings_that_always_give_a_hand() -> None:
    plain, qualified = set(), set()
    for name, ranking in REGISTRY.items().items():
        names = {name, *ranking.aliases}
        if isinstance(ranking, PlainRanking):
            plain |= names
        else:
            assert isinstance(ranking, EightOrBetter), name
            qualified |= names
    assert set(get_args(PlainRankingName)) == plain
    assert qualified == {
        "eight-or-better", "8-or-better", "a5-8", "8ob", "hilo-low", "eight-or-better-low",
        "eight-or-better-joker", "8ob-joker", "a5-8-joker", "eight-or-better-low-joker",
    }  # fmt: skip
    # every plain ranking gives a Hand for every hand; the qualified ones give None for no low
    for name, ranking in REGISTRY.items().items():
        cards = "9c 9d Kh Ks Qc" if ranking.min_cards == 5 else "9c 9d Kh Ks"
        if not ranking.first_code:
            assert (ranking.evaluate(cards) is None) == (name in qualified), name


def test_every_category_enum_is_a_hand_category_that_prints_its_name() -> None:
    enums = set(get_args(HandCategory))
    assert {ranking.category_type for ranking in pokerrank.RANKINGS.values()} == enums
    for enum in enums:
        assert issubclass(enum, CategoryEnum) and issubclass(enum, IntEnum)
        for member in enum:
            assert str(member) == f"{enum.__name__}.{member.name}" == f"{member}" == format(member, "")
            assert f"{member:d}" == str(int(member)) and f"{member:>40}".strip() == str(member)
            assert member == member.value and repr(member) == f"<{enum.__name__}.{member.name}: {member.value}>"
    hand = pokerrank.evaluate("As Ks Qs Js Ts 2c 3d")
    assert str(hand.category) == "Category.STRAIGHT_FLUSH"  # what README shows (it printed 8 before)
