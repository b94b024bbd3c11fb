"""Every word every command prints in the language asked for, and numbers as that language
writes them.

- every command has ``--lang`` (``convert`` prints only data: JSON or PHH);
- for each command, the catalog words it prints (headers, pot names, "folded", "returned
  uncalled", "totals", footers, progress words) are the language's, and the English word is
  gone where the language says it otherwise;
- numbers: 1,712,304 and 46.21% in English; 1.712.304 and 46,21% in Dutch; 1 712 304 and
  46,21 % in French (narrow no-break spaces); 1.712.304 and 46,21 % in German;
- every catalog has the words (the same keys: tests/test_i18n.py) and the audit has a word
  for every reason a hand is not auditable.
"""

from __future__ import annotations

import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from pokerrank.cli import cli
from pokerrank.cli._lang import say
from pokerrank.i18n import catalog, number, percent

LANGS = ("en", "nl", "fr", "de")
DATA = Path(__file__).parent / "data"
BOARD = "Ah Kh 7d 4c 2s"


def run(*args: str) -> str:
    result = CliRunner(env={"COLUMNS": "300"}).invoke(cli, list(args))
    assert result.exit_code in (0, 1), result.output
    return result.output


def _commands(group: click.Group, path: tuple[str, ...] = ()) -> dict[tuple[str, ...], click.Command]:
    found: dict[tuple[str, ...], click.Command] = {}
    for name, command in group.commands.items():
        if isinstance(command, click.Group):
            found |= _commands(command, (*path, name))
        else:
            found[(*path, name)] = command
    return found


def test_every_command_that_prints_words_has_lang() -> None:
    without = [" ".join(path) for path, command in _commands(cli).items()
               if not any("--lang" in getattr(p, "opts", ()) for p in command.params)]  # fmt: skip
    assert without == []


# (command line, the catalog keys of the words it prints)
SHOWDOWN = ("showdown", "-g", "holdem", "-b", BOARD, "-p", "ann=As Ad", "-p", "bob=Ks Kd", "-p", "cid=Qs Qd",
            "--bet", "ann=1500", "--bet", "bob=2000", "--bet", "cid=3000", "--fold", "dee", "--bet", "dee=20",
            "--button", "bob")  # fmt: skip
CASES: list[tuple[tuple[str, ...], list[str]]] = [
    (SHOWDOWN, ["common.board", "common.button", "showdown.seat", "common.player", "common.cards", "showdown.bet",
                "showdown.gets", "showdown.net", "showdown.folded", "showdown.pot", "showdown.chips",
                "showdown.eligible", "showdown.side", "showdown.winners", "showdown.awards", "showdown.totals"]),
    (("equity", "AsKs", "QdQc", "--board", "2c 7d 9h"),
     ["common.board", "common.player", "common.cards", "equity.equity", "equity.win", "equity.tie", "equity.lose"]),
    (("equity", "-g", "o8", "Ah 2h 9c 9d", "Ks Kh Qd Jd", "--board", "3d 4s 5c", "--samples", "3000", "--seed", "2"),
     ["equity.scoop", "equity.high_only", "equity.low_only", "equity.both", "equity.nothing"]),
    (("icm", "-s", "ann=5000", "-s", "bob=3000", "-s", "cid=1500", "-s", "dee=500", "--payout", "500 300 200",
      "--hero", "bob", "--villain", "ann", "--equity", "55%", "--pot", "150"),
     ["common.player", "icm.stack", "icm.chips", "icm.equity", "icm.of_pool", "icm.call", "icm.fold",
      "icm.call_minus_fold", "icm.break_even", "icm.chips_row", "icm.money_row"]),
    (("outs", "-g", "o8", "ann=As 2s Kd Qc", "bob=Kh Kc 9d 9c", "--board", "Ks 8h 3d"),
     ["common.board", "outs.next_card", "outs.count", "outs.chance", "outs.makes", "outs.wins", "outs.side"]),
    (("audit", str(DATA / "pokerstars-match.txt"), "--show", "all"),
     ["audit.files", "audit.hands", "audit.showdowns", "audit.matched", "audit.mismatched", "audit.not_auditable"]),
    (("results", str(DATA / "pokerstars-match.txt"), "--fairness", "--by", "position"),
     ["common.player", "results.stats_title", "results.hands", "results.net", "results.adjusted",
      "results.showdown", "results.non_showdown", "results.luck", "results.by.position", "results.stats.3-bet",
      "results.stats.fold to 3-bet", "results.stats.c-bet", "results.stats.aggression", "results.status.adjusted",
      "results.bb_100"]),
    (("table", "matchups", "--hands", "AA, KK", "--samples", "200", "--seed", "1", "--no-progress"), []),
]  # fmt: skip


@pytest.mark.parametrize("lang", ["nl", "fr", "de"])
@pytest.mark.parametrize(("args", "keys"), CASES, ids=[" ".join(args[:2]) for args, _ in CASES])
def test_every_word_a_command_prints_is_the_languages(args: tuple[str, ...], keys: list[str], lang: str) -> None:
    english, out = run(*args), run(*args, "--lang", lang)
    assert english != out
    for key in keys:
        word, english_word = say(lang, key), say("en", key)
        assert word in out, (key, word)
        if english_word.lower() not in word.lower() and english_word not in catalog(lang)["cli"].values():
            assert not re.search(rf"(?<![\w-]){re.escape(english_word)}(?![\w-])", out), (key, english_word, out)


def test_the_showdown_says_its_pots_returns_and_totals_in_the_language() -> None:
    out = run(*SHOWDOWN, "--lang", "nl")
    assert "hoofdpot │" in out and "zijpot 1 │" in out and "hoofdpot: ann wint" in out
    assert "niet gevolgde inzet terug: cid 1.000" in out
    assert "totaal: ann 4.520, bob 1.000, cid 1.000, dee 0" in out
    assert "gepast" in out and "folded" not in out and "main pot" not in out and "totals" not in out
    english = run(*SHOWDOWN)
    assert "returned uncalled: cid 1,000" in english and "totals: ann 4,520, bob 1,000" in english


@pytest.mark.parametrize(
    ("lang", "deals", "equity"),
    [("en", "1,712,304", "46.21%"), ("nl", "1.712.304", "46,21%"), ("fr", "1\u202f712\u202f304", "46,21\u202f%"),
     ("de", "1.712.304", "46,21\u00a0%")],
)  # fmt: skip
def test_numbers_are_written_as_each_language_writes_them(lang: str, deals: str, equity: str) -> None:
    assert number(1712304, lang) == deals and percent(0.462145, lang) == equity
    out = run("equity", "AsKs", "QdQc", "--lang", lang)
    assert deals in out and equity in out


def test_icm_numbers_and_decision_in_french() -> None:
    out = run(*CASES[3][0], "--lang", "fr")
    assert "dotation 1\u202f000" in out and "5\u202f000" in out and "37,78\u202f%" in out
    assert "l'ICM dit : se coucher" in out
    assert "+382,50" in out and "-87,57" in out


def test_the_audit_has_a_word_for_every_reason_a_hand_is_not_auditable(tmp_path: Path) -> None:
    from pokerrank.handhistory import verdicts

    reasons = {getattr(verdicts, name) for name in verdicts.__all__ if name.isupper()}
    for lang in LANGS:
        words = catalog(lang)["cli"]["audit"]["reasons"]
        assert reasons <= set(words), (lang, reasons - set(words))
        assert all(words.values())
    mismatch = tmp_path / "mismatch.txt"
    mismatch.write_text((DATA / "pokerstars-match.txt").read_text().replace("ann collected", "bob collected"))
    out = run("audit", str(mismatch), "--lang", "de")
    assert out.startswith("STIMMT NICHT  Hand 1  holdem")
    assert re.search(r"Pot +Spieler +laut Regeln +vom Anbieter gezahlt", out) and "gesamt" in out


def test_the_no_bets_lines_are_in_the_language_too() -> None:
    out = run("showdown", "-g", "o8", "-b", BOARD, "-p", "al=As 3s Qd Qc", "-p", "bo=8h 6h 5c Kd", "--lang", "fr")
    assert "haute : al a la meilleure main haute" in out
    assert "basse : bo a la meilleure main basse" in out
    assert "aucun jeton n'a été misé : il n'y a pas de pot à attribuer" in out
    assert "totaux : al 0, bo 0" in out


def test_results_json_is_the_same_in_every_language_and_the_table_writes_its_numbers() -> None:
    args = ("results", str(DATA / "pokerstars-match.txt"), "--fairness")
    english = run(*args, "--json")
    assert all(run(*args, "--json", "--lang", lang) == english for lang in LANGS[1:])
    table = run(*args)
    assert "-100.00" in table and "-5,000.0" in table  # bob's net and bb/100
    dutch = run(*args, "--lang", "nl")
    assert "-100,00" in dutch and "-5.000,0" in dutch and "-5,000.0" not in dutch
    german = run(*args, "--lang", "de")
    assert "Ergebnisse aus 1 Händen" in german and "z = -0,46" in german
    assert "Hände je Spiel: holdem: 1 bereinigt" in german
