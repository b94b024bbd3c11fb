"""The published JSON formats: every ``--json`` output of every command validates against the
JSON Schema shipped for its format, the deal schema describes what ``showdown --file`` reads,
and a deal file of the wrong format or version is a one-line error."""

from __future__ import annotations

import json
import tempfile
from importlib.resources import files
from pathlib import Path
from typing import Any

import click
import pytest
from _helpers import run_cli as run

import pokerrank
from pokerrank import formats
from pokerrank.cli import cli
from pokerrank.pots import ODD_CHIP_POLICIES

jsonschema = pytest.importorskip("jsonschema")

BOARD = "Ah Kh 7d 4c 2s"
DATA = Path(__file__).parent / "data"
STORE = str(Path(tempfile.mkdtemp(prefix="pokerrank-schemas-")) / "hands.duckdb")
"""A hand store for `pokerrank import --json` (made by the first case that imports)."""


def validator(name: str) -> Any:
    schema = formats.schema(name)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def errors(name: str, document: Any) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator(name).iter_errors(document)]


# -- the schemas themselves --------------------------------------------------------------------


def test_one_schema_file_per_format_and_each_names_its_format_and_version() -> None:
    shipped = sorted(p.name for p in files("pokerrank").joinpath("schemas").iterdir() if p.name.endswith(".json"))
    assert shipped == sorted(formats.schema_name(name) for name in formats.FORMATS)
    for name, version in formats.FORMATS.items():
        schema = formats.schema(name)
        assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
        assert schema["$id"] == f"urn:pokerrank:schema:{name.removeprefix('pokerrank.')}:{version}"
        allowed = schema["properties"]["format"].get("enum", [schema["properties"]["format"].get("const")])
        assert name in allowed
        assert schema["properties"]["format_version"] == {"const": version, **_description(schema, "format_version")}


def _description(schema: dict[str, Any], key: str) -> dict[str, Any]:
    text = schema["properties"][key].get("description")
    return {"description": text} if text else {}


def test_the_odd_chip_policies_in_the_showdown_schema_are_the_librarys() -> None:
    schema = formats.schema(formats.SHOWDOWN)
    assert schema["properties"]["odd_chip"]["enum"] == list(ODD_CHIP_POLICIES)


# -- every --json output of every command --------------------------------------------------------

SHOWDOWN = ("showdown", "--game", "holdem", "--board", BOARD)
CASES: list[tuple[str, tuple[str, ...]]] = [
    # showdown: side pots, a fold, the button, uncalled chips
    (formats.SHOWDOWN, (*SHOWDOWN, "-p", "ann=As Ad", "-p", "bob=Ks Kd", "-p", "cid=Qs Qd", "--bet", "ann=50",
                        "--bet", "bob=200", "--bet", "cid=300", "--fold", "dee", "--bet", "dee=20", "--button", "bob")),
    # no chips at all: no pots
    (formats.SHOWDOWN, (*SHOWDOWN, "-p", "ann=As Ad", "-p", "bob=Ks Kd")),
    # hi/lo with and without a qualifying low, in Dutch
    (formats.SHOWDOWN, ("showdown", "-g", "o8", "-b", BOARD, "-p", "al=As 3s Qd Qc", "-p", "bo=8h 6h 5c Kd",
                        "--bet", "al=100", "--bet", "bo=60", "--lang", "nl")),
    (formats.SHOWDOWN, ("showdown", "-g", "o8", "-b", "Ah Kh Td 9c 2s", "-p", "al=As 3s Qd Qc", "-p", "bo=8h 6h 5c Kd",
                        "--bet", "al=5", "--bet", "bo=5")),
    # stud hi/lo (odd chip by suit), Badeucy, a wild-card game, a chip of 5, Robert's Rules
    (formats.SHOWDOWN, ("showdown", "-g", "stud8", "-p", "a=Ac 2c 3c 4c 5c Kd Kh", "-p", "b=Ad 2d 3d 4d 5d Qs Qh",
                        "--bet", "a=15", "--bet", "b=15", "--chip", "5", "--odd-chip", "roberts")),
    (formats.SHOWDOWN, ("showdown", "-g", "badeucy", "-p", "a=Ac 2d 3h 4s 7c", "-p", "b=2c 3d 4h 5s 8c",
                        "--bet", "a=3", "--bet", "b=3", "--lang", "de")),
    (formats.SHOWDOWN, ("showdown", "-g", "five-card-draw-bug", "-p", "a=Jk As Ad Ac Kd", "-p", "b=Ks Kh Kc Qd Qh",
                        "--bet", "a=7", "--bet", "b=7")),
    # equity: exact, Monte Carlo, hi/lo, stud, standing pat, ranges exact and sampled
    (formats.EQUITY, ("equity", "AsKs", "QdQc", "--board", "2c 7d 9h Th")),
    (formats.EQUITY, ("equity", "a=AsKs", "b=QdQc", "c=7h 7c", "--samples", "2000", "--seed", "3")),
    (formats.EQUITY, ("equity", "-g", "o8", "Ah 2h 9c 9d", "Ks Kh Qd Jd", "--board", "3d 4s 5c")),
    (formats.EQUITY, ("equity", "-g", "razz", "Ac 2d 3h 4s Kh", "Kc Kd Qh Js 6c", "--dead", "5c")),
    (formats.EQUITY, ("equity", "-g", "badugi", "Ac 2d 3h 4s", "Kc Qd Jh 9c")),
    (formats.RANGE_EQUITY, ("equity", "AsKs", "QQ+, AKs", "--board", "2c 7d 9h")),
    (formats.RANGE_EQUITY, ("equity", "hero=AsKs", "villain=random", "--samples", "2000", "--seed", "4")),
    # rank: high, no qualifying low, a joker, Badugi, German
    (formats.HAND, ("rank", "7c 7d 7h 2s 2d Ah Kh")),
    (formats.HAND, ("rank", "-r", "8ob", "Kc Qd Jh 9s 8c")),
    (formats.HAND, ("rank", "--wild", "joker", "Jk 7h 7d 7s 7c")),
    (formats.HAND, ("rank", "-r", "badugi", "Ac Ad 2c 3d")),
    (formats.HAND, ("rank", "--lang", "de", "Kc Kd Ks 8h 8c")),
    # compare: A wins, B wins, a tie, neither qualifies, one qualifies
    (formats.COMPARISON, ("compare", "Jc Jd 4h 4s Ac", "Jh Js 4c 4d Kc")),
    (formats.COMPARISON, ("compare", "--lang", "fr", "As Ad Kc Qd 2h", "Ks Kd Kh 3c 4c")),
    (formats.COMPARISON, ("compare", "As Ks Qs Js 9s", "Ah Kh Qh Jh 9h")),
    (formats.COMPARISON, ("compare", "-r", "8ob", "Kc Qd Jh 9s 8c", "Kd Qc Jd 9h 8d")),
    (formats.COMPARISON, ("compare", "-r", "8ob", "As 2d 3c 4h 9s", "Kd Kc Qh Jd Td")),
    # stats, games, rankings
    (formats.STATS, ("stats", "--cards", "5", "--no-progress")),
    (formats.STATS, ("stats", "-r", "badugi", "--cards", "4", "--no-progress")),
    (formats.GAMES, ("games",)),
    (formats.RANKINGS, ("rankings",)),
    # icm: exact, sampled, an all-in call; outs: a board card, two cards hi/lo, stud
    (formats.ICM, ("icm", "-s", "ann=5000", "-s", "bob=3000", "-s", "cid=2000", "--payout", "50 30 20")),
    (formats.ICM, ("icm", "-s", "5000", "-s", "3000", "--payout", "70", "-n", "2000", "--seed", "1")),
    (formats.ICM, ("icm", "-s", "h=3000", "-s", "v=5000", "-s", "c=1500", "-s", "d=500", "--payout", "50 30 20",
                   "--hero", "h", "--villain", "v", "--equity", "55%", "--pot", "150")),
    (formats.OUTS, ("outs", "Ah Kh", "9s 9d", "--board", "2h 7h 9c")),
    (formats.OUTS, ("outs", "-g", "o8", "a=As 2s Kd Qc", "b=Kh Kc 9d 9c", "-b", "Ks 8h 3d", "--cards", "2")),
    (formats.OUTS, ("outs", "-g", "stud", "a=Ah Kh 7h 2h 9c", "b=Qs Qd 5c 5d 8s", "--lang", "nl")),
    # audit: a hand the room paid right (exit status 0), every verdict shown
    (formats.AUDIT, ("audit", str(DATA / "pokerstars-match.txt"), "--show", "all", "--lang", "fr")),
    # preflop tables: against a random hand, class against class, per combination
    (formats.PREFLOP_TABLE, ("table", "vs-random", "--samples", "200", "--seed", "1", "--tasks", "2", "--no-progress")),
    (formats.PREFLOP_TABLE, ("table", "matchups", "--hands", "AA, KK, AKs", "--samples", "100", "--seed", "2",
                             "--tasks", "2", "--no-progress")),
    (formats.PREFLOP_TABLE, ("table", "matchups", "-g", "short-deck", "--hands", "AA, AKs", "--per-combo",
                             "--tasks", "1", "--no-progress")),
    # import: a file into a new store
    (formats.IMPORT, ("import", str(DATA / "pokerstars-match.txt"), "--db", STORE)),
    # warmup: compile (or load) one small family; list them all
    (formats.WARMUP, ("warmup", "validate")),
    (formats.WARMUP, ("warmup", "--list")),
]  # fmt: skip


@pytest.mark.parametrize(("name", "args"), CASES, ids=[" ".join(args)[:60] for _, args in CASES])
def test_every_json_output_validates_against_its_schema(name: str, args: tuple[str, ...]) -> None:
    code, out, err = run(*args, "--json")
    assert code == 0, err
    document = json.loads(out)
    assert list(document)[:2] == ["format", "format_version"]
    assert (document["format"], document["format_version"]) == (name, formats.FORMATS[name])
    assert errors(name, document) == []


def _commands_with_json(group: click.Group, path: tuple[str, ...] = ()) -> set[tuple[str, ...]]:
    """The path of every command (subcommands of groups included) with a --json option."""
    found: set[tuple[str, ...]] = set()
    for name, command in group.commands.items():
        if isinstance(command, click.Group):
            found |= _commands_with_json(command, (*path, name))
        elif any("--json" in getattr(p, "opts", ()) for p in command.params):
            found.add((*path, name))
    return found


def test_every_command_with_json_output_has_a_case() -> None:
    with_json = _commands_with_json(cli)
    assert {("showdown",), ("audit",), ("table", "vs-random"), ("table", "matchups")} <= with_json
    covered = {args[: len(path)] for path in with_json for _, args in CASES if args[: len(path)] == path}
    missing = sorted(" ".join(path) for path in with_json - covered)
    assert not missing, (
        f"pokerrank {' and '.join(missing)} --json: give the output a format (emit_json(data, fmt)), "
        "a schema in src/pokerrank/schemas/ and a case in CASES above"
    )


def test_a_showdown_document_is_a_deal_and_reads_back_to_itself() -> None:
    for name, args in CASES:
        if name != formats.SHOWDOWN:
            continue
        code, out, _ = run(*args, "--json")
        assert errors(formats.DEAL, json.loads(out)) == []
        code, again, err = run("showdown", "--file", "-", "--json", stdin=out)
        assert code == 0, err
        assert json.loads(again) == json.loads(out)


# -- the schemas are not a rubber stamp ----------------------------------------------------------


def _output(*args: str) -> dict[str, Any]:
    code, out, err = run(*args, "--json")
    assert code == 0, err
    document: dict[str, Any] = json.loads(out)
    return document


def test_the_output_schemas_refuse_what_their_format_does_not_have() -> None:
    sd = _output(*CASES[0][1])
    assert errors(formats.SHOWDOWN, {**sd, "format_version": 2}) != []
    assert errors(formats.SHOWDOWN, {**sd, "format": "pokerrank.equity"}) != []
    assert errors(formats.SHOWDOWN, {k: v for k, v in sd.items() if k != "format"}) != []
    assert errors(formats.SHOWDOWN, {**sd, "jackpot": 0}) != []  # a new key means a new version
    assert errors(formats.SHOWDOWN, {k: v for k, v in sd.items() if k != "best"}) != []
    bad_player = {**sd["players"][0], "bet": "50"}
    assert errors(formats.SHOWDOWN, {**sd, "players": [bad_player, *sd["players"][1:]]}) != []
    bad_pot = {**sd["pots"][0], "awards": {"ann": -1}}
    assert errors(formats.SHOWDOWN, {**sd, "pots": [bad_pot]}) != []
    eq = _output("equity", "AsKs", "QdQc", "--board", "2c 7d 9h Th")
    assert errors(formats.EQUITY, {**eq, "players": [{**eq["players"][0], "equity": 1.5}, eq["players"][1]]}) != []
    assert errors(formats.RANGE_EQUITY, eq) != []  # the two equity formats are told apart
    hand = _output("rank", "As Ks Qs Js Ts")
    assert errors(formats.HAND, {**hand, "name": None}) != []  # null only together with the strength
    assert errors(formats.HAND, {**hand, "category": "royal"}) != []
    cmp = _output("compare", "As Ad Kc Qd 2h", "Ks Kd Kh 3c 4c")
    assert errors(formats.COMPARISON, {**cmp, "winner": "A"}) != []
    games = _output("games")
    assert errors(formats.GAMES, {**games, "games": [{**games["games"][0], "odd_chip": "dealer"}]}) != []
    rankings = _output("rankings")
    assert errors(formats.RANKINGS, {**rankings, "rankings": [{**rankings["rankings"][0], "cards": [5]}]}) != []
    audit = _output("audit", str(DATA / "pokerstars-match.txt"), "--show", "all")
    assert errors(formats.AUDIT, {**audit, "summary": {**audit["summary"], "hands": -1}}) != []
    assert errors(formats.AUDIT, {**audit, "verdicts": [{**audit["verdicts"][0], "outcome": "ok"}]}) != []
    assert errors(formats.AUDIT, {**audit, "verdicts": [{**audit["verdicts"][0], "rake": "$3"}]}) != []
    table = _output("table", "vs-random", "--samples", "200", "--seed", "1", "--tasks", "2", "--no-progress")
    assert errors(formats.PREFLOP_TABLE, {**table, "wins": [table["wins"]]}) != []  # a matrix in a vs-random table
    assert errors(formats.PREFLOP_TABLE, {**table, "method": "exact"}) != []  # exact with a seed
    assert errors(formats.PREFLOP_TABLE, {**table, "equity": [1.5] * len(table["classes"])}) != []


# deals the library reads, in every shape the deal schema describes
GOOD_DEALS: list[dict[str, Any]] = [
    {"game": "holdem", "board": BOARD,
     "players": [{"name": "a", "cards": "As Ad", "bet": 5}, {"name": "b", "cards": "Ks Kd", "bet": 5}]},
    {"game": "holdem", "board": ["Ah", "Kh", "7d", "4c", "2s"], "players": {"a": "As Ad", "b": [47, 45]}},
    {"game": "nlhe", "board": BOARD,
     "players": {"a": {"cards": "As Ad", "bet": 10, "seat": 3}, "b": {"cards": "Ks Kd", "bet": 10, "seat": 5}},
     "button": 5, "odd_chip": "Robert's Rules", "chip": 5, "lang": "nl_BE.UTF-8"},
    {"game": "holdem", "board": BOARD, "players": ["As Ad", "Ks Kd", {"name": "c", "bet": 2, "folded": True}]},
    {"format": "pokerrank.deal", "format_version": 1, "game": "razz", "board": None,
     "players": [{"name": "a", "cards": "Ac 2d 3h 4s 5c Kd Kh"}, {"name": "b", "cards": "Ad 2s 3s 4d 6d Qs Qh"}]},
    # run twice with a rake of 5% and a dead blind; a rake in chips
    {"game": "holdem", "boards": ["2c 7d 9h Js 3c", "4h 8s Th Kh 5c"], "rake": {"rate": "0.05", "cap": 300},
     "dead": 50,
     "players": [{"name": "a", "cards": "As Ad", "bet": 1000}, {"name": "b", "cards": "Ks Kd", "bet": 1000}]},
    {"game": "holdem", "board": BOARD, "rake": 3,
     "players": [{"name": "a", "cards": "As Ad", "bet": 100}, {"name": "b", "cards": "Ks Kd", "bet": 100}]},
]  # fmt: skip
# deals the library refuses and the schema refuses too
BAD_DEALS: list[dict[str, Any]] = [
    {"board": BOARD, "players": {"a": "As Ad"}},  # no game
    {"game": "holdem", "board": BOARD, "players": {"a": "As Ad", "b": "Ks Kd"}, "buton": "a"},  # a typo
    {"game": "holdem", "board": BOARD, "players": [{"name": "a", "cards": "As Ad", "fold": True}, "Ks Kd"]},  # a typo
    {"game": "holdem", "board": BOARD, "players": [{"name": "a", "cards": "As Ad", "bet": -5}, "Ks Kd"]},
    {"game": "holdem", "board": BOARD, "players": [{"name": "a", "cards": "As Ad", "folded": "no"}, "Ks Kd"]},
    {"game": "holdem", "board": BOARD, "players": {"a": "As Ad", "b": "Ks Kd"}, "chip": 0},
    {"game": "holdem", "board": BOARD, "players": []},
    {"game": "holdem", "board": BOARD, "players": [{"cards": "As Ad"}, "Ks Kd"]},  # no name
]  # fmt: skip


@pytest.mark.parametrize("deal", GOOD_DEALS)
def test_deals_the_library_reads_validate(deal: dict[str, Any]) -> None:
    assert errors(formats.DEAL, deal) == []
    code, out, err = run("showdown", "--file", "-", "--json", stdin=json.dumps(deal))
    assert code == 0, err
    assert errors(formats.SHOWDOWN, json.loads(out)) == []


@pytest.mark.parametrize("deal", BAD_DEALS)
def test_deals_the_library_refuses_do_not_validate(deal: dict[str, Any]) -> None:
    assert errors(formats.DEAL, deal) != []
    with pytest.raises(pokerrank.PokerRankError):
        pokerrank.showdown_from_dict(deal)


# -- a deal file names its format, or names none ---------------------------------------------------

DEAL = {"game": "holdem", "board": BOARD, "players": {"a": "As Ad", "b": "Ks Kd"}}


@pytest.mark.parametrize(
    ("stamp", "message"),
    [
        ({"format": "pokerrank.equity", "format_version": 1},
         "error: --file: a 'pokerrank.equity' document is not a deal; a deal has format 'pokerrank.deal' or "
         "'pokerrank.showdown'"),
        ({"format": "pokerrank.deal", "format_version": 2},
         f"error: --file: 'pokerrank.deal' version 2 is newer than pokerrank {pokerrank.__version__} reads "
         "(up to version 1); upgrade pokerrank"),
        ({"format": "pokerrank.deal", "format_version": 0},
         "error: --file: 'pokerrank.deal' has no version 0; it has version 1"),
        ({"format": "pokerrank.deal", "format_version": "1"},
         "error: --file: format_version is a whole number such as 1, got the text '1'"),
        ({"format": "pokerrank.deal", "format_version": True},
         "error: --file: format_version is a whole number such as 1, got True (a yes/no value)"),
        ({"format": "pokerrank.deal"},
         'error: --file: format \'pokerrank.deal\' without a format_version; add "format_version": 1'),
        ({"format_version": 1},
         'error: --file: format_version 1 without a format name; a deal starts with "format": "pokerrank.deal"'),
        ({"format": "pokerstars", "format_version": 1},
         "error: --file: 'pokerstars' is not a format pokerrank knows; a deal has format 'pokerrank.deal' or "
         "'pokerrank.showdown'"),
        ({"format": ["pokerrank.deal"], "format_version": 1},
         "error: --file: 'format' names a format such as 'pokerrank.deal' or 'pokerrank.showdown', "
         "got a list ['pokerrank.deal']"),
    ],
)  # fmt: skip
def test_a_deal_file_of_the_wrong_format_or_version_is_one_line(stamp: dict[str, Any], message: str) -> None:
    deal = {**stamp, **DEAL}
    assert errors(formats.DEAL, deal) != []  # the schema refuses it too
    code, out, err = run("showdown", "--file", "-", stdin=json.dumps(deal))
    assert (code, out, err) == (2, "", message + "\n")


def test_the_library_reads_a_stamped_deal_and_refuses_another_format() -> None:
    result = pokerrank.showdown("holdem", BOARD, {"a": "As Ad", "b": "Ks Kd"})
    for name in (formats.SHOWDOWN, formats.DEAL):
        assert pokerrank.showdown_from_dict(formats.stamp(result.to_dict(), name)) == result
    with pytest.raises(pokerrank.FormatError, match=r"a 'pokerrank\.equity' document is not a deal"):
        pokerrank.showdown_from_dict({"format": "pokerrank.equity", "format_version": 1, **DEAL})
    with pytest.raises(pokerrank.FormatError, match="newer than pokerrank"):
        pokerrank.showdown_from_dict({"format": "pokerrank.deal", "format_version": 99, **DEAL})


def test_a_deal_file_with_its_format_or_without_one_is_read() -> None:
    code, plain, err = run("showdown", "--file", "-", "--json", stdin=json.dumps(DEAL))
    assert code == 0, err
    for stamp in (
        {"format": "pokerrank.deal", "format_version": 1},
        {"format": "pokerrank.showdown", "format_version": 1},
    ):
        code, out, err = run("showdown", "--file", "-", "--json", stdin=json.dumps({**stamp, **DEAL}))
        assert code == 0, err
        assert out == plain
