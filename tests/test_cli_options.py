"""The command line's shared options: one letter, one meaning, in every command."""

from __future__ import annotations

import json

import click
import pytest
from click.testing import CliRunner

from pokerrank.cli import cli
from pokerrank.cli._render import and_list, named_hands, split_hand, std_error_cell
from pokerrank.errors import DealError


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr


def _commands(group: click.Group = cli, prefix: str = "") -> dict[str, click.Command]:
    found: dict[str, click.Command] = {}
    for name, command in group.commands.items():
        if isinstance(command, click.Group):
            found |= _commands(command, f"{prefix}{name} ")
        else:
            found[f"{prefix}{name}"] = command
    return found


COMMANDS = _commands()


def test_every_command_is_found() -> None:
    assert {"rank", "compare", "stats", "rankings", "games", "showdown", "equity", "outs", "icm", "audit",
            "convert", "warmup", "table vs-random", "table matchups"} <= set(COMMANDS)  # fmt: skip


def test_a_letter_means_one_option_in_every_command() -> None:
    meaning: dict[str, set[str]] = {}
    for command in COMMANDS.values():
        for param in command.params:
            if not isinstance(param, click.Option) or param.hidden:
                continue
            longs = [o for o in param.opts if o.startswith("--")]
            for short in (o for o in param.opts if not o.startswith("--")):
                meaning.setdefault(short, set()).update(longs)
    assert all(len(longs) == 1 for longs in meaning.values()), meaning
    assert meaning["-p"] == {"--player"}
    assert meaning["-n"] == {"--samples"}
    assert meaning["-g"] == {"--game"}


def test_one_json_dest_and_one_progress_switch() -> None:
    for name, command in COMMANDS.items():
        params = {p.name: p for p in command.params}
        jsons = [p for p in command.params if "--json" in getattr(p, "opts", ())]
        if jsons:
            assert jsons[0].name == "as_json", name
        progress = [p for p in command.params if "--no-progress" in getattr(p, "secondary_opts", ())]
        assert "no_progress" not in params, name
        if name in {"equity", "stats", "audit", "table vs-random", "table matchups"}:
            assert progress and progress[0].opts == ["--progress"], name


def test_cards_means_one_thing_per_command_in_help() -> None:
    outs_help = run("outs", "--help")[1]
    stats_help = run("stats", "--help")[1]
    assert "--next" in outs_help and "--cards" not in outs_help
    assert "--hand-size" in stats_help and "--cards" not in stats_help


def test_icm_payout_has_no_letter_and_p_says_so() -> None:
    code, _, err = run("icm", "-s", "5", "-s", "3", "-p", "10")
    assert code == 2
    assert "--payout" in err and "--player" in err and err.count("\n") == 1
    code, out, _ = run("icm", "-s", "5", "-s", "3", "--payout", "10", "--json")
    assert code == 0 and json.loads(out)["payouts"] == [10]


def test_outs_next_and_its_old_spelling() -> None:
    base = ("outs", "a=Ah Kh", "b=9s 9d", "-b", "2h 7h 9c", "--json")
    new = json.loads(run(*base, "--next", "2")[1])
    old = json.loads(run(*base, "--cards", "2")[1])
    assert new == old and new["cards"] == 2
    assert json.loads(run(*base)[1])["cards"] == 1
    code, _, err = run(*base, "--next", "2", "--cards", "2")
    assert code == 2 and "--next" in err
    code, _, err = run(*base, "--next", "3")
    assert code == 2 and "3" in err


def test_stats_hand_size_and_its_old_spelling() -> None:
    new = json.loads(run("stats", "-r", "badugi", "--hand-size", "4", "--no-progress", "--json")[1])
    old = json.loads(run("stats", "-r", "badugi", "--cards", "4", "--no-progress", "--json")[1])
    short = json.loads(run("stats", "-r", "badugi", "-k", "4", "--json")[1])
    assert new["total"] == old["total"] == short["total"] == 270725  # C(52, 4)


def test_outs_player_takes_p() -> None:
    args = ("outs", "-g", "stud", "ann=Ah Kh 7h 2h 9c", "bob=Qs Qd 5c 5d 8s", "--json")
    assert json.loads(run(*args, "-p", "ann")[1]) == json.loads(run(*args, "--player", "ann")[1])


@pytest.mark.parametrize("flag", ["--progress", "--no-progress"])
def test_equity_takes_the_progress_switch(flag: str) -> None:
    code, out, _ = run("equity", "AsAd", "KsKd", "-b", "2c 7d 9h Js", flag, "--json")
    assert code == 0 and json.loads(out)["exact"] is True


def test_shared_helpers() -> None:
    assert split_hand("ann = As Ks", 3) == ("ann", " As Ks")
    assert split_hand("=As Ks", 0) == ("player 1", "=As Ks")
    assert named_hands(["As Ks", "Qd Qc"], "nl") == [("speler 1", "As Ks"), ("speler 2", "Qd Qc")]
    with pytest.raises(DealError, match="'ann' is named twice"):
        named_hands(["ann=As Ks", "ann=Qd Qc"])
    assert std_error_cell(0.000123, "en") == "0.012%"
    assert std_error_cell(0.5, "en") == "50%"
    assert std_error_cell(12.345, "de", as_percent=False) == "12"
    assert and_list(["a", "b", "c"], "fr") == "a, b et c"


def test_the_command_line_page_describes_every_command_and_option() -> None:
    from pathlib import Path

    page = (Path(__file__).resolve().parents[1] / "docs" / "cli.md").read_text(encoding="utf-8")
    missing = []
    for name, command in COMMANDS.items():
        if f"`{name}" not in page and f"`pokerrank {name}" not in page:
            missing.append(name)
        for param in command.params:
            if isinstance(param, click.Option) and not param.hidden:
                names = [o for o in (*param.opts, *param.secondary_opts) if o.startswith("--") and o != "--help"]
                missing += [f"{name} {o}" for o in names if f"`{o}" not in page and f"/{o}`" not in page]
    assert missing == []


def test_dask_options_read_the_same_everywhere() -> None:
    helps = {}
    for name in ("audit", "table vs-random", "table matchups"):
        params = {p.name: p for p in COMMANDS[name].params}
        helps[name] = tuple((params[k].metavar, params[k].help) for k in ("workers", "scheduler"))  # type: ignore[attr-defined]
    assert len(set(helps.values())) == 1
