"""The rooms' fast paths give what the plain paths give: a rewrite rule skipped for the words
its pattern needs (:func:`~pokerrank.handhistory.sites.spec.needed_words`) changes no text."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any, Final

import pytest
from _helpers import hand_texts
from hypothesis import example, given, settings
from hypothesis import strategies as st

from pokerrank.handhistory.sites import ROOMS, room_of
from pokerrank.handhistory.sites.spec import Room, needed_words


def every_rule(room: Room, text: str) -> str:
    """``room``'s rewrite with every rule tried (what :meth:`Room.rewritten` must equal)."""
    for pattern, replacement in room.rewrite:
        text = pattern.sub(replacement, text)
    return text


@pytest.mark.parametrize(
    ("pattern", "words"),
    [
        (r"^[^\n:]*: ante processed 0(?:\.00?)?[ \t]*(?=\r?$)", ": ante processed 0"),
        (r"(?<=[\[ ,])10(?=[cdhs])", "10"),
        (r"^(Game #\d+: [^(\n]*?) (\([^\n]*\n)(Table '[^'\n]*)", "\nTable '"),  # across groups
        (r"ab(?:cd)?ef", "ab"),  # an optional part breaks the run
        (r"(?:abc|xyz)", ""),  # a choice: no word every match holds
        (r"(?:abc|abd)", "ab"),  # ... but the words its branches share
        (r"x+yz", "yz"),
        (r"(?i)shows", ""),
        (r"a(?i:bcd)e", "a"),
    ],
)
def test_the_words_a_pattern_needs(pattern: str, words: str) -> None:
    compiled = re.compile(pattern, re.MULTILINE)
    assert needed_words(compiled) == words


FRAGMENTS = (
    "\n", " ", ": ", "Player0", "Hero", "shows ", "10c", "10d", "As", "Kh", "[", "]", "[d6 sJ h10]", " and is all in",
    ": ante processed 0.00", ": ante processed 0.50", ": post dead 0.50", "*** SUMMARY ***", "Total pot $1.00",
    " Rake $0.05", ": wins $2.00", " (uncalled)", ": wins ", "Player1: Call $4.00",
    ": Shows [SQ DQ] Two Pair", "$1 (uncalled) ", " collected (1.50) from pot", ": mucked", "Table 'T'", "1,000",
    "Tournament", "Game #12: Table X - 0.02/0.05 - ", "*** Flop ***", ", and is all-in", ": Raise (NF) $5.00",
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([room for room in ROOMS if room.rewrite]), st.lists(st.sampled_from(FRAGMENTS), max_size=30))
def test_skipping_a_rule_whose_words_are_missing_changes_nothing(room: Room, parts: list[str]) -> None:
    text = "".join(parts)
    assert room.rewritten(text) == every_rule(room, text)


def as_was() -> list[tuple[re.Pattern[str], re.Pattern[str]]]:
    """Each rule whose pattern was written again with its words first, as it was and as it is
    (the same matches: the same text once rewritten)."""
    from pokerrank.handhistory.sites import POKERTRACKER
    from pokerrank.handhistory.sites.vocabulary import TEN

    summary = [pattern for pattern, _ in POKERTRACKER.rewrite if "SUMMARY" in pattern.pattern]
    return [
        (re.compile(r"(?<=[\[ ,])10(?=[cdhs](?:[\] ,]|\r?$))", re.M), TEN[0]),  # (a line may end "\r\n")
        (re.compile(r"(?<=\d),(?=\d)"), re.compile(r",(?<=\d,)(?=\d)")),  # (Enet's, before its one pass)
        (re.compile(r"^\*\*\* SUMMARY \*\*\*\n(Total pot [^\n]*?) (Rake [^\n]*)\n(.*?)\s*\Z", re.M | re.S), summary[0]),
        (re.compile(r"^\*\*\* SUMMARY \*\*\*(?!\nTotal pot )(.*?)\s*\Z", re.M | re.S), summary[1]),
    ]


def same_matches(old: re.Pattern[str], new: re.Pattern[str], text: str) -> bool:
    return [m.span() for m in old.finditer(text)] == [m.span() for m in new.finditer(text)] and [
        m.groups() for m in old.finditer(text)
    ] == [m.groups() for m in new.finditer(text)]


def pokertracker_as_was(room: Room) -> list[tuple[re.Pattern[str], Any]]:
    """PokerTracker's rewrite as it was: a player's lines of one word and amount (the name, then
    the line's first colon), then a bet nobody called, then what the room paid, each a rule of
    its own (now one search for all, from the colon: the same on every shared hand)."""
    from pokerrank.handhistory.sites.pokertracker import _PLAYER_LINE

    rules: list[tuple[re.Pattern[str], Any]] = []
    for pattern, replacement in room.rewrite:
        if pattern is not _PLAYER_LINE:
            rules.append((pattern, replacement))
            continue
        verbs = pattern.pattern.split("(?:", 1)[1].split("|wins ")[0]
        rules += [
            (
                re.compile(r"^([^\n:]+): " + verbs, re.M),
                lambda found, said=replacement: _PLAYER_LINE.sub(said, found[0]),
            ),
            (re.compile(r"^([^\n:]+): wins (\S+) \(uncalled\)[ \t]*$", re.M), r"Uncalled bet (\2) returned to \1"),
            (re.compile(r"^([^\n:]+): wins (\S+)[ \t]*$", re.M), r"\1 collected \2 from pot"),
        ]
    return rules


def rewritten_as_was(room: Room, text: str) -> str:
    for pattern, replacement in pokertracker_as_was(room):
        text = pattern.sub(replacement, text)
    return text


@given(
    st.lists(
        st.sampled_from(
            (
                "10",
                "c",
                "d",
                "x",
                " ",
                ",",
                "[",
                "]",
                "\n",
                "\r",
                "1",
                "0",
                "*** SUMMARY ***",
                "Total pot 1",
                " Rake 2",
                "*",
            )
        ),
        max_size=40,
    )
)
@example(["*** SUMMARY ***"])  # (nothing after the summary: the rest is '' as it was, not None)
@example(["*** SUMMARY ***", "\n", "Total pot 1", " Rake 2", "\n"])
def test_the_rules_written_words_first_find_what_they_found(parts: list[str]) -> None:
    text = "".join(parts)
    for old, new in as_was():
        assert same_matches(old, new, text), (old.pattern, text)


@pytest.mark.shared
def test_every_shared_hand_is_rewritten_as_with_every_rule_tried(shared_dir: Path) -> None:

    rules = as_was()
    rewritten = 0
    for path, _, chunk in hand_texts(shared_dir / "hand-histories" / "sites"):
        room = room_of(chunk)
        if room is None or not room.rewrite:
            continue
        assert room.rewritten(chunk) == every_rule(room, chunk), (str(path), chunk.splitlines()[0])
        assert room.rewritten(chunk) == rewritten_as_was(room, chunk), (str(path), chunk.splitlines()[0])
        for old, new in rules:
            assert same_matches(old, new, chunk), (str(path), old.pattern)
        rewritten += 1
    assert rewritten > 350  # BetOnline, Enet, Unibet, PokerTracker's export


def low_board_play(rng: random.Random, game_name: str) -> Any:
    """A random deal of a high-low game on a board of low cards (qualifying lows, tied lows,
    quartered pots), from :func:`test_handhistory_quick.random_play`."""
    from test_handhistory_quick import random_play

    play = random_play(rng, game_name)
    if not play.game.board_cards:
        return play
    low = ["Ah", "2d", "3c", "4s", "5h", "6d", "7c", "8s", "Ad", "2c", "3h"]
    rng.shuffle(low)
    board = low[: rng.choice([3, 4, 5])]
    board += [card for card in ("Kd", "Qs", "Jc") if card not in board][: 5 - len(board)]
    taken = set(board)
    cards = {name: hole for name, hole in play.cards.items() if not set(hole.split()) & taken}
    if len(cards) < 2:
        return low_board_play(rng, game_name)
    import dataclasses

    contenders = tuple(name for name in play.contenders if name in cards)
    if len(contenders) < 2:
        return low_board_play(rng, game_name)
    return dataclasses.replace(play, cards=cards, boards=(" ".join(board),), contenders=contenders)


@pytest.mark.parametrize("game", ["omaha-hi-lo", "big-o", "stud-hi-lo", "omaha-5-hi-lo"])
def test_a_high_low_pot_is_split_as_the_showdown_splits_it(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from test_handhistory_quick import facts

    from pokerrank.errors import PokerRankError
    from pokerrank.games import get_game
    from pokerrank.handhistory import decision

    try:
        get_game(game)
    except PokerRankError:
        pytest.skip(f"{game} is not dealt")
    rng = random.Random(f"high low {game}")
    quick = decision._quick
    took = split = 0
    for _ in range(300):
        play = low_board_play(rng, game)
        rake = rng.choice([0, 0, 1, 3])
        try:
            fast: Any = decision.decide(play, rake)
        except PokerRankError as exc:
            fast = repr(exc)
        monkeypatch.setattr(decision, "_quick", lambda *args: None)
        try:
            full: Any = decision.decide(play, rake)
        except PokerRankError as exc:
            full = repr(exc)
        monkeypatch.setattr(decision, "_quick", quick)
        if isinstance(fast, str) or isinstance(full, str):
            assert fast == full
            continue
        assert facts(fast) == facts(full), (play.cards, play.boards, play.put_in)
        took += fast.result is None
        split += fast.result is None and any(len(awards) > 1 for _, _, awards in fast.pots)
    assert took > 150 and split > 10  # most pots on the quick path, split ones too


SITE_ROOMS = (
    "wpn",
    "winamax",
    "kingsclub",
    "absolute",
    "pkr",
    "fulltilt",
    "betonline",
    "pokertracker-export",
    "888",
    "bovada",
    "partypoker",
    "everleaf",
    "ongame",
    "cake",
    "entraction",
    "sealswithclubs",
    "unibet",
    "enet",
    "betfair",
)


@pytest.mark.shared
def test_the_quick_decision_equals_the_showdowns_on_every_rooms_shared_showdown(
    shared_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every shared hand of these rooms decided both ways: the same pots, payouts, rake and
    hands (hence the same verdict), high-low hands included."""
    from pokerrank.handhistory import decision, read, replay

    quick = decision._quick
    took = high_low = 0
    for room in SITE_ROOMS:
        for record in read(shared_dir / "hand-histories" / "sites" / room):
            if not record.ok or record.game is None or record.unparsed or record.cancelled:
                continue
            try:
                play = replay(record)
            except Exception:  # a hand the replay refuses: the audit says so, no decision to compare
                continue
            if not play.showdown or play.missing:
                continue
            decided = []
            for path in (quick, lambda *args: None):
                monkeypatch.setattr(decision, "_quick", path)
                try:
                    made = decision.decide(play, record.rake or 0, record.pots, added=record.added)
                    decided.append((made.totals, made.pots, made.rake, made.rake_note, hands_of(made), made))
                except Exception as exc:  # the same refusal both ways
                    decided.append((repr(exc),))
            monkeypatch.setattr(decision, "_quick", quick)
            assert decided[0][:5] == decided[1][:5], (record.source, record.hand_id)
            if len(decided[0]) > 1 and decided[0][5].result is None:
                took += 1
                high_low += len(play.game.sides) == 2
    assert took > 1500 and high_low > 50


def hands_of(decided: Any) -> list[dict[str, dict[str, Any]]]:
    return [
        {p: {s: (h.strength, h.name) if h else None for s, h in sides.items()} for p, sides in run.items()}
        for run in decided.run_hands
    ]


@given(st.lists(st.sampled_from([r + s for r in "23456789TJQKA" for s in "cdhs"]), min_size=2, max_size=7))
def test_enets_glued_cards_are_spaced_as_they_were(cards: list[str]) -> None:
    from pokerrank.handhistory.sites.enet import _GLUED, _spaced

    found = _GLUED.search(f"Dealt to Hero [{''.join(cards)}]")
    assert found is not None
    assert _spaced(found) == "[" + " ".join(re.findall("..", found[1])) + "]" == f"[{' '.join(cards)}]"


@pytest.mark.parametrize(
    ("river", "total"),
    [
        ("bob: Allin $50.00\nann: Allin $40.00\n", "$112.50"),  # a bet, then a call all in for less
        ("bob: Bet $5.00\nann: Allin $20.00\nbob: Allin $30.00\n", "$77.50"),  # a raise, then a call
        ("bob: Check\nann: Allin $45.00\n", "$67.50"),  # a bet nobody calls
    ],
)
def test_the_fast_lane_reads_pokertrackers_all_in_as_the_full_reader(
    river: str, total: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import dataclasses

    from test_handhistory_textrooms import ipoker

    from pokerrank.handhistory import pokerstars

    text = ipoker(river=river, total=total).replace("ann ($100.00", "ann ($51.00")
    quick = pokerstars._Reader.quick
    took: list[bool] = []

    def spy(reader: Any) -> Any:
        record = quick(reader)
        took.append(record is not None)
        return record

    monkeypatch.setattr(pokerstars._Reader, "quick", spy)
    fast = list(pokerstars.read_text(text))
    monkeypatch.setattr(pokerstars._Reader, "quick", lambda reader: None)
    full = list(pokerstars.read_text(text))
    assert took == [True]
    assert len(fast) == len(full) == 1
    for field in dataclasses.fields(fast[0]):
        assert getattr(fast[0], field.name) == getattr(full[0], field.name), field.name


ENET_AS_WAS: Final = (
    (re.compile(r"(?<=\d),(?=\d)"), "."),
    (re.compile(r"\[((?:[2-9TJQKA][cdhs]){2,})\]"), lambda found: "[" + " ".join(re.findall("..", found[1])) + "]"),
    (
        re.compile(
            r"^(Game #\d+: [^(\n]*?) (\([^\n]*\n)(Table '[^'\n]* - (Pot Limit|No Limit|Fixed Limit|Limit)')", re.M
        ),
        r"\1 \4 \2\3",
    ),
    (re.compile(r": mucked(?=[ \t]*\r?$)", re.M), ": mucks hand"),
    (re.compile(r":? collected \((\S+)\) from pot"), r" collected \1 from pot"),
)
"""Enet's rewrite as it was, each rule searched from every place of the hand."""

ENET_FRAGMENTS = (
    "\n", " ", ":", ": ", "Game #7732310: Omaha ", "(€0,25/€0,50) - 23:31:54 29.7.2012",
    "Table 'SantElena 1 - Pot Limit'", " 6-max", "Player2",
    ": collected (€1,50) from pot", " collected (", "€2,5", ") from pot", "(x)", "[9c2cQd]",
    "[9c 2c]", ": mucked", "Game #", "1,000", ",",
)  # fmt: skip


def enet_as_was(text: str) -> str:
    for pattern, replacement in ENET_AS_WAS:
        text = pattern.sub(replacement, text)  # type: ignore[arg-type]
    return text


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(ENET_FRAGMENTS), max_size=30))
def test_enets_rewrite_gives_what_it_gave(parts: list[str]) -> None:
    from pokerrank.handhistory.sites import ENET

    text = "".join(parts)
    assert ENET.rewritten(text) == enet_as_was(text)


@pytest.mark.shared
def test_enets_rewrite_gives_what_it_gave_on_every_shared_hand(shared_dir: Path) -> None:
    from pokerrank.handhistory.detect import decode
    from pokerrank.handhistory.reader import source_files
    from pokerrank.handhistory.sites import ENET

    files = source_files([shared_dir / "hand-histories" / "sites" / "enet"])
    for path in files:
        text, _ = decode(path.read_bytes(), str(path))
        assert ENET.rewritten(text) == enet_as_was(text), str(path)
    assert files


OLD_TABLE_LINE: Final = re.compile(r"\A([^\n]*\n)Table ([^\n]*?)(?:, Seats (\d+))?[ \t]*(?=\n)")
OLD_BUTTON: Final = re.compile(r"\A([^\n]*\nTable '[^\n]*')((?:\n[^\n]*)*?\nSeat (\d+): [^\n]* DEALER[ \t]*(?=\n))")


_TABLE_WORDS: Final = ("HandHQ", "Kentucky (1)", ", Seats ", "2", "10", " ", "\t", "'", "x", ",", "\n")
_SEAT_WORDS: Final = ("\n", "Seat 1: ann ($5 in chips)", " DEALER", "Seat 3: bob", " ", "\t", "Table 'x'", "x")


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_TABLE_WORDS), max_size=8), st.lists(st.sampled_from(_SEAT_WORDS), max_size=10))
def test_pokertrackers_table_and_button_rule_is_the_two_it_was(table: list[str], seats: list[str]) -> None:
    from pokerrank.handhistory.sites.pokertracker import _TABLE_LINE, _table

    text = "GAME #1\nTable " + "".join(table) + "\n" + "".join(seats)

    def old_table(found: re.Match[str]) -> str:
        return f"{found[1]}Table '{found[2]}'" + (f" {found[3]}-max" if found[3] else "")

    def rule(pattern: re.Pattern[str], replacement: Any, text: str) -> str:
        found = pattern.match(text)
        if found is None:
            return text
        said = replacement(found) if callable(replacement) else found.expand(replacement)
        return said + text[found.end() :]

    old = rule(OLD_BUTTON, r"\1 Seat #\3 is the button\2", rule(OLD_TABLE_LINE, old_table, text))
    assert rule(_TABLE_LINE, _table, text) == old
