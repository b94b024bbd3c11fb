"""One argument order, did-you-mean for every unknown name, messages in the project's words
(issue 14).

- ``explain(a, b, ranking, *, lang)`` as ``compare(a, b, ranking, *, lang)``; the order
  before 0.2.0, ``explain(a, b, lang, ranking=...)``, still works and warns;
- ``range_equity(game, players, board, dead, ...)`` as ``equity(game, hands, board, dead,
  ...)``; ``range_equity(players, ..., game=...)`` still works and warns;
- every place a name is looked up (players, the button, deal and player keys, formats,
  starting-hand classes, stud receivers, sides, hero and villain, --bet and --fold names)
  suggests the closest known name;
- messages say what a value is in plain words (``got the text '10'``, ``got True (a yes/no
  value)``), never Python's type names (``got str '10'``, ``got bool True``).
"""

from __future__ import annotations

import json
import re
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner

import pokerrank
from pokerrank._checks import close_names, did_you_mean, plainly
from pokerrank.cli import cli
from pokerrank.errors import ChipAmountError, DealError, PokerRankError

BOARD = "Ah Kh 7d 4c 2s"
HANDS = {"alice": "As Ad", "bob": "Ks Kd"}


# -- one argument order ------------------------------------------------------------------------


def test_explain_takes_the_order_of_compare() -> None:
    razz = ("6h 4d 3c 2s Ad", "6c 5d 4h 2c Ac")
    new = pokerrank.explain(*razz, "razz", lang="fr")
    assert new.text == pokerrank.compare(*razz, "razz", lang="fr").reason
    assert new.text == "on compare la deuxième carte, la plus basse gagne : Quatre contre Cinq"
    assert pokerrank.explain(*razz, ranking="razz", lang="fr") == new
    assert pokerrank.explain(*razz, pokerrank.ACE_TO_FIVE, lang="fr") == new
    high = pokerrank.explain("As Ad Kc Qd 2h", "Ks Kd Kh 3c 4c")
    assert (high.winner, high.lang) == (1, "en")


@pytest.mark.parametrize(
    ("call", "hint"),
    [
        (lambda a, b: pokerrank.explain(a, b, "fr", ranking="razz"), "explain(a, b, 'razz', lang='fr')"),
        (lambda a, b: pokerrank.explain(a, b, "Français", ranking=pokerrank.ACE_TO_FIVE), "ranking, lang='Français'"),
    ],
)
def test_explain_in_the_old_order_still_works_and_warns(call: Any, hint: str) -> None:
    razz = ("6h 4d 3c 2s Ad", "6c 5d 4h 2c Ac")
    with pytest.deprecated_call(match=re.escape(hint)) as record:
        old = call(*razz)
    assert old == pokerrank.explain(*razz, "razz", lang="fr")
    assert record[0].filename == __file__  # the warning points at the caller


def test_explain_with_a_language_third_and_no_ranking_is_the_old_order() -> None:
    with pytest.deprecated_call(match=re.escape("write explain(a, b, lang='nl')")):
        old = pokerrank.explain("As Ad Kc Qd 2h", "Ks Kd Kh 3c 4c", "nl")
    assert old.text == "een Three of a Kind verslaat een paar" and old.lang == "nl"
    with pytest.raises(TypeError, match="the language twice"):
        pokerrank.explain("As Ad Kc Qd 2h", "Ks Kd Kh 3c 4c", "nl", ranking="high", lang="de")
    with pytest.raises(TypeError, match="2 or 3 positional"):
        pokerrank.explain("As Ad Kc Qd 2h", "Ks Kd Kh 3c 4c", "high", "nl")  # type: ignore[call-overload]
    with pytest.raises(pokerrank.UnknownNameError, match="unknown ranking 'razzz'; did you mean ace-to-five"):
        pokerrank.explain("As Ad Kc Qd 2h", "Ks Kd Kh 3c 4c", "razzz")


def test_range_equity_takes_the_order_of_equity() -> None:
    new = pokerrank.range_equity("holdem", ["As Ks", "QQ"], "2c 7d 9h", "Qh")
    same = pokerrank.equity("holdem", ["As Ks", "Qd Qc"], "2c 7d 9h", "Qh")
    assert new.players[0].equity == pytest.approx(same.players[0].equity, abs=1e-12)
    assert pokerrank.range_equity(game="holdem", players=["As Ks", "QQ"], board="2c 7d 9h", dead="Qh") == new
    assert pokerrank.range_equity(pokerrank.get_game("holdem"), ["As Ks", "QQ"], "2c 7d 9h", "Qh") == new
    with pytest.deprecated_call(match=re.escape("write range_equity(game, players, board, dead, ...)")) as record:
        old = pokerrank.range_equity(["As Ks", "QQ"], "2c 7d 9h", "Qh")
    assert old == new and record[0].filename == __file__
    with pytest.deprecated_call():
        assert pokerrank.range_equity(["As Ks", "QQ"], "2c 7d 9h", "Qh", game="nlhe") == new
    with pytest.raises(TypeError, match="the game twice"):
        pokerrank.range_equity("holdem", ["As Ks", "QQ"], game="holdem")


# -- did you mean ------------------------------------------------------------------------------


def test_close_names_and_the_hint() -> None:
    assert close_names("bbo", ["ann", "bob", "carol"]) == ("bob",)
    assert close_names("ALICE", ["alice", "bob"]) == ("alice",)
    assert close_names("zzz", ["ann", "bob"]) == () and close_names(5, ["ann"]) == ()
    assert did_you_mean("bbo", ["ann", "bob"]) == "; did you mean 'bob'?"
    assert did_you_mean("xyz", ["ann"]) == ""


def _raises(call: Any, error: type[Exception], message: str) -> None:
    with pytest.raises(error) as info:
        call()
    assert str(info.value) == message


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: pokerrank.showdown("holdem", BOARD, HANDS).player("alcie"), pokerrank.UnknownNameError,
         "no player called 'alcie' in this showdown; the players are ['alice', 'bob']; did you mean 'alice'?"),
        (lambda: pokerrank.showdown("holdem", BOARD, HANDS, button="bbo"), pokerrank.DealError,
         "the button 'bbo' is not one of the players ['alice', 'bob']; did you mean 'bob'?"),
        (lambda: pokerrank.showdown_from_dict({"game": "holdem", "players": HANDS, "buton": "bob"}),
         pokerrank.DealError,
         "a deal has no key 'buton'; its keys are game, board, boards, players, button, odd_chip, chip, rake, dead, "
         "lang, run_cards; did you mean 'button'?"),
        (lambda: pokerrank.showdown("holdem", BOARD, [{"name": "a", "card": "As Ad"}]), pokerrank.DealError,
         "player 'a': unknown key 'card'; a player has bet, cards, folded, name, seat; did you mean 'cards'?"),
        (lambda: pokerrank.pots.build_pots({"alice": 10, "bob": 10}, folded={"alcie"}), pokerrank.DealError,
         "folded player 'alcie' is not among the players ['alice', 'bob']; did you mean 'alice'?"),
        (lambda: pokerrank.icm({"ann": 2, "bob": 1}, [1]).player("bbo"), pokerrank.ICMError,
         "no player is called 'bbo'; the players are ['ann', 'bob']; did you mean 'bob'?"),
        (lambda: pokerrank.icm_call({"ann": 2, "bob": 1, "cid": 1}, [1], "bbo", "ann", 0.5), pokerrank.ICMError,
         "the hero 'bbo' is not one of the players ['ann', 'bob', 'cid']; did you mean 'bob'?"),
        (lambda: pokerrank.outs("holdem", {"ann": "Ah Kh", "bob": "9s 9d"}, board="2h 7h 9c").player("an"),
         pokerrank.DealError,
         "no outs for 'an' on the 'high' side; the players are ['ann', 'bob'], the sides ['high']; "
         "did you mean 'ann'?"),
        (lambda: pokerrank.outs("stud", {"ann": "Ah Kh 7h 2h 9c", "bob": "Qs Qd 5c 5d 8s"}, player="bbo"),
         pokerrank.DealError, "player 'bbo' is not one of the players ['ann', 'bob']; did you mean 'bob'?"),
        (lambda: pokerrank.formats.read_format({"format": "pokerrank.dael", "format_version": 1}, ["pokerrank.deal"]),
         pokerrank.FormatError,
         "'pokerrank.dael' is not a format pokerrank knows; a document has format 'pokerrank.deal'; "
         "did you mean 'pokerrank.deal'?"),
        (lambda: pokerrank.formats.schema("pokerrank.showdwn"), pokerrank.FormatError,
         f"unknown format 'pokerrank.showdwn'; the formats are {', '.join(pokerrank.formats.FORMATS)}; "
         "did you mean 'pokerrank.showdown'?"),
    ],
)  # fmt: skip
def test_every_unknown_name_gets_the_closest_known_one(call: Any, error: type[Exception], message: str) -> None:
    _raises(call, error, message)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bet", "alcie=10", "--bet", "bob=10"], "error: --bet alcie: no --player alcie; did you mean 'alice'?"),
        (["--fold", "bbo"], "error: --fold bbo: no --player bbo; did you mean 'bob'?"),
        (["--button", "alcie"], "error: the button 'alcie' is not one of the players ['alice', 'bob']; did you mean "
                                "'alice'?"),
        (["--odd-chip", "robrts"], "error: unknown odd-chip policy 'robrts'; did you mean roberts?"),
    ],
)  # fmt: skip
def test_the_command_line_suggests_a_player_for_a_misspelt_name(args: list[str], message: str) -> None:
    base = ["showdown", "-g", "holdem", "-b", BOARD, "-p", "alice=As Ad", "-p", "bob=Ks Kd"]
    result = CliRunner().invoke(cli, [*base, *args])
    assert (result.exit_code, result.output.strip()) == (2, message)


def test_a_folded_player_without_cards_and_a_close_name_is_no_typo_when_they_bet() -> None:
    # dee folded after putting in 20 and shows nothing: a real player, not a typo of 'ann'
    args = ["showdown", "-g", "holdem", "-b", BOARD, "-p", "ann=As Ad", "-p", "bob=Ks Kd", "--bet", "ann=50"]
    result = CliRunner().invoke(cli, [*args, "--bet", "bob=50", "--fold", "an", "--bet", "an=20", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["totals"] == {"ann": 120, "bob": 0, "an": 0}


# -- messages in the project's own words -------------------------------------------------------


def test_plainly_says_what_a_value_is_without_python_type_names() -> None:
    assert plainly("10") == "the text '10'"
    assert plainly(True) == "True (a yes/no value)" and plainly(False) == "False (a yes/no value)"
    assert plainly(None) == "nothing (None)"
    assert (plainly(5), plainly(2.5)) == ("5", "2.5")
    assert plainly(["As", 5]) == "a list ['As', 5]" and plainly({"a": 1}) == "a mapping {'a': 1}"
    assert plainly(object()).startswith("an object of type object, <object object at ")
    assert len(plainly("x" * 10**6)) < 100


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: pokerrank.showdown("holdem", BOARD, [{"name": "a", "cards": "As Ad", "bet": "10"},
                                                      {"name": "b", "cards": "Ks Kd"}]),
         "a's bet must be a whole number of chips, got the text '10'"),
        (lambda: pokerrank.showdown("holdem", BOARD, [{"name": "a", "cards": "As Ad", "bet": True},
                                                      {"name": "b", "cards": "Ks Kd"}]),
         "a's bet must be a number of chips, got True (a yes/no value)"),
        (lambda: pokerrank.showdown("holdem", BOARD, HANDS, chip=True),
         "the smallest chip must be a whole number of at least 1, got True (a yes/no value)"),
        (lambda: pokerrank.showdown("holdem", BOARD, [{"name": "a", "cards": "As Ad", "folded": "yes"},
                                                      {"name": "b", "cards": "Ks Kd"}]),
         "a's 'folded' must be true or false, got the text 'yes'"),
        (lambda: pokerrank.showdown("holdem", BOARD, HANDS, odd_chip=3),
         "an odd-chip policy is named by a string, got 3"),
        (lambda: pokerrank.showdown_from_dict([]), "a deal is a JSON object, got a list []"),
        (lambda: pokerrank.showdown_from_dict({}),
         "a deal needs 'game'; its keys are game, board, boards, players, button, odd_chip, chip, rake, dead, lang, "
         "run_cards"),
        (lambda: pokerrank.evaluate(None), "cards must be a string such as 'As Kd' or a sequence of cards or int "
                                           "codes, got nothing (None)"),
    ],
)  # fmt: skip
def test_messages_say_what_was_given_in_plain_words(call: Any, message: str) -> None:
    _raises(call, PokerRankError, message)


def test_an_empty_deal_file_names_what_a_deal_needs() -> None:
    result = CliRunner().invoke(cli, ["showdown", "--file", "-"], input="{}")
    assert result.exit_code == 2
    assert result.output.strip() == (
        "error: a deal needs 'game'; its keys are game, board, boards, players, button, odd_chip, chip, rake, dead, "
        "lang, run_cards"
    )
    assert "lang" not in result.output.split(";")[0]


def test_no_message_of_the_library_names_a_python_type() -> None:
    # every 'got ...' the checks write goes through plainly(): no "got str", "got int", "got NoneType"
    import pathlib

    source = pathlib.Path(pokerrank.__file__).parent
    leaks = [
        f"{path.relative_to(source)}:{number}"
        for path in source.rglob("*.py")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"(got|not) \{type\([a-z_]+\)\.__name__\}", line)
    ]
    assert leaks == []


@pytest.mark.parametrize("chip", [1.0, 2.0, np.int64(2)])
def test_the_smallest_chip_is_read_as_a_bet_is(chip: object) -> None:
    """A bet of ``10.0`` is the bet 10, but ``chip=1.0`` was refused (one number, two rules): a
    whole float or numpy integer is that chip, and pays as the int does."""
    players = [pokerrank.Player("a", "As Ad", bet=10), pokerrank.Player("b", "Ks Kd", bet=12)]
    given = pokerrank.showdown("holdem", "Ah Kh 7d 4c 2s", players, chip=chip)  # type: ignore[arg-type]
    whole = pokerrank.showdown("holdem", "Ah Kh 7d 4c 2s", players, chip=int(chip))  # type: ignore[call-overload]
    assert given.to_dict() == whole.to_dict()


@pytest.mark.parametrize("chip", [2.5, "1", 0, -1.0])
def test_a_smallest_chip_that_is_no_whole_chip_is_refused(chip: object) -> None:
    players = [pokerrank.Player("a", "As Ad", bet=10), pokerrank.Player("b", "Ks Kd", bet=10)]
    with pytest.raises(ChipAmountError, match=r"the smallest chip (must be a whole number|-1 is negative)"):
        pokerrank.showdown("holdem", "Ah Kh 7d 4c 2s", players, chip=chip)  # type: ignore[arg-type]


def test_a_negative_seat_says_seats_start_at_0() -> None:
    players = [pokerrank.Player("a", "As Ad", bet=10, seat=-1), pokerrank.Player("b", "Ks Kd", bet=10, seat=2)]
    with pytest.raises(DealError, match="a's seat must be a whole number, 0 or more, got -1"):
        pokerrank.showdown("holdem", "Ah Kh 7d 4c 2s", players)
