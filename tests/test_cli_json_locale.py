"""``--json`` is the same whatever the language: ``--lang nl`` or a Dutch locale changes
words (hand names, reasons), never the data (players' default names above all)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from click.testing import CliRunner

from pokerrank.cli import cli

LOCALES = {
    "english": ((), {"POKERRANK_LANG": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": "en_US.UTF-8"}),
    "--lang nl": (("--lang", "nl"), {}),
    "--lang de": (("--lang", "de"), {}),
    "Dutch LANG": ((), {"POKERRANK_LANG": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": "nl_NL.UTF-8"}),
    "POKERRANK_LANG=fr": ((), {"POKERRANK_LANG": "fr"}),
}


def _json(args: tuple[str, ...], locale: str) -> Any:
    extra, env = LOCALES[locale]
    result = CliRunner().invoke(cli, [*args, *extra, "--json"], env=env)
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


NO_WORDS = {
    "equity of cards": ("equity", "AsKs", "QdQc", "-b", "2c 7d 9h"),
    "equity of a range": ("equity", "AsKs", "QQ+, AKs", "-b", "2c 7d 9h"),
    "sampled equity": ("equity", "AsKs", "QdQc", "8h8c", "--samples", "2000", "--seed", "3"),
    "icm": ("icm", "-s", "5000", "-s", "3000", "-s", "2000", "--payout", "50 30 20"),
    "icm decision": ("icm", "-s", "5000", "-s", "3000", "--payout", "70 30", "--hero", "player 1",
                     "--villain", "player 2", "--equity", "40%"),
}  # fmt: skip


@pytest.mark.parametrize("name", list(NO_WORDS))
def test_json_without_words_is_the_same_in_every_language(name: str) -> None:
    english = _json(NO_WORDS[name], "english")
    assert "player 1" in json.dumps(english)
    for locale in LOCALES:
        assert _json(NO_WORDS[name], locale) == english, locale


def test_outs_json_keeps_its_data_and_english_names_in_every_language() -> None:
    args = ("outs", "Ah Kh", "9s 9d", "-b", "2h 7h 9c")
    english = _json(args, "english")
    for locale in LOCALES:
        found = _json(args, locale)
        names = [p["player"] for p in found["players"]]
        assert names == [p["player"] for p in english["players"]] == ["player 1", "player 2"], locale
        assert [(g["count"], g["winners"], g["cards"]) for g in found["groups"]] == [
            (g["count"], g["winners"], g["cards"]) for g in english["groups"]
        ], locale
        mine = [(o["player"], o["wins"]["cards"]) for o in found["outs"]]
        assert mine == [(o["player"], o["wins"]["cards"]) for o in english["outs"]], locale


def test_the_table_still_speaks_the_language() -> None:
    result = CliRunner().invoke(cli, ["equity", "AsKs", "QdQc", "-b", "2c 7d 9h", "--lang", "nl"])
    assert result.exit_code == 0 and "speler 1" in result.stdout
