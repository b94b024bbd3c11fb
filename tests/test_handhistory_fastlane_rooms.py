"""The fast lane (``_Reader.quick``) for the rooms of the PokerStars family beside PokerStars
and GGPoker (Winamax, WPN, Enet, Unibet, BetOnline, PokerTracker's iPoker export): on hand texts
written here, in each room's words, it reads every hand it takes to the record the full
reader (``_Reader.read``) gives, field by field; it leaves to the full reader what it does not
read as that reader does; a hand whose numbers do not add up is refused with the full reader's
own error; and the first lines of a table are read once whatever the date looks like."""

from __future__ import annotations

import dataclasses
import re

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from test_handhistory_sites import WPN_HAND, gg_hand, wx_hand
from test_handhistory_textrooms import ENET_HAND, MICROGAMING, UNIBET_HAND, betonline, ipoker, side_pot

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import detect, pokerstars, read, sites
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.sites import ENET, UNIBET, LineKind, room_of
from pokerrank.handhistory.sites.pokerstars import GAME, ISO, MIX, MIX_WORDS, TOURNAMENT


def reader(text: str) -> pokerstars._Reader:
    """A fresh reader of ``text``'s one hand, its room found from the text and its lines rewritten."""
    room = room_of(text)
    assert room is not None
    return pokerstars._Reader("<text>", 1, room.rewritten(text).splitlines(), "utf-8", text, room)


def lanes(text: str) -> tuple[HandRecord | None, HandRecord]:
    """The one hand of ``text`` by the fast lane (None: left to the full reader) and by the full reader."""
    return reader(text).quick(), reader(text).read()


def assert_same(fast: HandRecord, full: HandRecord) -> None:
    for field in dataclasses.fields(full):
        assert getattr(fast, field.name) == getattr(full, field.name), field.name


HOLD_UP = "Hold-up to Pot: total 0.50€\n"
OUT_OF_POSITION = "Incognito 1 posts small blind 0.05€ out of position\n"

WINAMAX_HANDS = {
    "cash": wx_hand(),
    "no rake, money added": wx_hand(
        extra=HOLD_UP, collected="Incognito 1 collected 5.96€ from pot", totals="Total pot 5.96€ | No rake"
    ),
    "small blind out of position": wx_hand()
    .replace("Incognito 3 posts big blind 0.10€\n", "Incognito 3 posts big blind 0.10€\n" + OUT_OF_POSITION)
    .replace("5.12€", "5.17€"),
}
HANDS = {
    **{f"Winamax {name}": text for name, text in WINAMAX_HANDS.items()},
    "WPN": WPN_HAND,
    "Enet": ENET_HAND,
    "Unibet": UNIBET_HAND,
    "BetOnline": betonline(),
    "BetOnline, its totals twice": betonline().replace(
        "Board [2h 7c 10d Jc 4s]\n", "Board [2h 7c 10d Jc 4s]\nTotal pot 5.25 | Rake 0.25\nBoard [2h 7c 10d Jc 4s]\n"
    ),
    "BetOnline, a side pot's totals line before the showdown": side_pot(),
    "Enet, a post without its amount": ENET_HAND.replace(
        "Seat 8: bob (€5,62 in chips)\n", "Seat 8: bob (€5,62 in chips)\nSeat 9: cat (€10 in chips)\n"
    ).replace("bob: posts big blind €0,25\n", "bob: posts big blind €0,25\ncat: posts big blind \n"),
    "Enet, Hero's cards dealt, a comma in a name": ENET_HAND.replace(
        "Hero: folds\n", "Dealt to He,ro 1 [AhKs2c3d]\nHe,ro 1: folds\n"
    ).replace("Hero", "He,ro 1"),
    "Enet, a hand mucked": ENET_HAND.replace("bob: shows [3sKs8cAh] (Straight, Fives high)\n", "bob: mucked\n")
    .replace("bob: collected (€5,29) from pot\n", "")
    .replace("ann: collected (€5,29) from pot", "ann: collected (€10,58) from pot")
    .replace("showed [3sKs8cAh] and won (€5,29) with Straight, Fives high", "mucked")
    .replace("won (€5,29)", "won (€10,58)"),
    "iPoker in PokerTracker's words": ipoker(),
    "iPoker, two seats said to be the button": ipoker().replace("($200.00 in chips)", "($200.00 in chips) DEALER"),
    "iPoker, a game pokerrank does not deal": ipoker(head="GAME #2607739781: Crazy Pineapple NL $0.50/$1 2011/01/23"),
}


@pytest.mark.parametrize("text", HANDS.values(), ids=HANDS.keys())
def test_the_fast_lane_reads_each_room_s_hand_as_the_full_reader_does(text: str) -> None:
    fast, full = lanes(text)
    assert full.ok and full.unparsed == (() if "posts big blind \n" not in text else ((9, "cat: posts big blind"),))
    assert fast is not None  # the hand takes the fast lane ...
    assert_same(fast, full)  # ... to the same record


PADDED = {name: text for name, text in HANDS.items() if not name.startswith("iPoker")}
"""(PokerTracker's words are put into PokerStars' by patterns of lines without a space at their end.)"""


@pytest.mark.parametrize("text", PADDED.values(), ids=PADDED.keys())
def test_line_ends_as_windows_writes_them_and_spaces_at_the_ends_change_nothing(text: str) -> None:
    first, _, rest = text.partition("\n")
    padded = first + "\r\n" + "".join(f"{line} \r\n" if line else "\r\n" for line in rest.split("\n"))
    fast, full = lanes(padded)
    assert fast is not None
    assert_same(fast, full)
    plain = lanes(text)[1]  # (the text kept is the padded one)
    assert (full.actions, full.collected, full.seats, full.boards, full.rake) == (
        plain.actions, plain.collected, plain.seats, plain.boards, plain.rake
    )  # fmt: skip


@pytest.mark.parametrize("crlf", [False, True])
@pytest.mark.parametrize("text", HANDS.values(), ids=HANDS.keys())
def test_reading_each_room_s_text_takes_the_fast_lane(text: str, crlf: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(self: object) -> HandRecord:
        raise AssertionError("the full reader was asked")

    text = text.replace("\n", "\r\n") if crlf else text
    expected = lanes(text)[1]
    monkeypatch.setattr(pokerstars._Reader, "read", refused)
    (hand,) = read(text)
    assert hand.ok and (hand.site, hand.actions, hand.collected, hand.rake) == (
        expected.site, expected.actions, expected.collected, expected.rake
    )  # fmt: skip


@pytest.mark.parametrize(
    ("change", "why"),
    [
        (("Hero bets 1€\n", "Hero bets 1€, and is capped\n"), "Full Tilt's words"),
        (("Hero bets 1€\n", "Hero bets 1€ and is all in\n"), "Full Tilt's words"),
        (
            ("Hero posts small blind 0.05€\n", "Hero posts small blind 0.05€ and is all-in out of position\n"),
            "all in, then",
        ),
    ],
)
def test_what_the_fast_lane_does_not_read_as_the_full_reader_it_leaves_to_it(change: tuple[str, str], why: str) -> None:
    text = wx_hand().replace(*change)
    assert text != wx_hand(), why
    fast, _ = lanes_or_error(text)
    assert fast is None, why


def lanes_or_error(text: str) -> tuple[HandRecord | None, HandRecord | HandHistoryError]:
    try:
        return lanes(text)
    except HandHistoryError as exc:
        try:
            return reader(text).quick(), exc
        except HandHistoryError:
            return None, exc


@pytest.mark.parametrize(
    "text",
    [
        wx_hand(collected="Incognito 1 collected 6.12€ from pot").replace("won 6.12€", "won 6.12€"),
        WPN_HAND.replace("Player0 collected $11.50 from main pot", "Player0 collected $12.50 from main pot").replace(
            "won $11.50", "won $12.50"
        ),
        betonline(won="6.25"),
    ],
    ids=["Winamax", "WPN", "BetOnline"],
)
def test_a_hand_whose_numbers_do_not_add_up_is_refused_with_the_full_reader_s_words(text: str) -> None:
    fast, error = assert_refused_alike(text)
    assert fast.unsettled is error  # read whole: read() would find the same


def test_a_table_s_first_lines_are_read_once_whatever_its_date_looks_like() -> None:
    dashed = ipoker(head="GAME #3704959981 Texas Hold'em NL $0.50/$1 2018-12-24 10:34:39/GMT")
    later = dashed.replace("#3704959981", "#3704959999").replace("2018-12-24 10:34:39", "2018-12-25 11:00:02")
    micro = MICROGAMING
    micro_later = MICROGAMING.replace("4908778359", "4908778360").replace("16:44:14", "16:45:10")
    pokerstars._HEADERS.clear()
    together = [*read(dashed + "\n\n" + later), *read(micro), *read(micro_later)]
    keys = len(pokerstars._HEADERS)
    apart = []
    for text in (dashed, later, micro, micro_later):
        pokerstars._HEADERS.clear()
        apart.extend(read(text))
    assert keys == 2  # one a table
    assert [(r.game, r.stakes, r.currency, r.tournament, r.structure) for r in together] == [
        (r.game, r.stakes, r.currency, r.tournament, r.structure) for r in apart
    ]
    assert all(r.ok for r in together)


def reference_clean(text: str) -> bool:
    """``_clean`` as it was: one search for the odd spaces."""
    if text.endswith((" ", "\t")) or any(odd in text for odd in pokerstars._ODD_TEXT):
        return False
    return text.isascii() or pokerstars._ODD_UNICODE.search(text) is None


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(["a", " ", "\n", "\r", "\t", "€", "£", "\xa0", "\u2028", "\u3000", "é", "x\n"]), max_size=12
    )
)
def test_a_clean_text_is_found_as_before(parts: list[str]) -> None:
    text = "".join(parts)
    assert pokerstars._clean(text) == reference_clean(text)


def test_the_rooms_own_lines_are_read_on_the_fast_lane() -> None:
    """A Winamax hold-up adds money, WPN's pot lines after each street say nothing new, Unibet's
    winner and button lines name the player: each read as the full reader reads it."""
    fast, full = lanes(WINAMAX_HANDS["no rake, money added"])
    assert fast is not None and fast.added == full.added == 50
    fast, full = lanes(WPN_HAND)
    assert fast is not None and re.search(r"Main pot", WPN_HAND) and fast.collected == full.collected
    fast, full = lanes(UNIBET_HAND)
    assert fast is not None and fast.button == full.button and fast.collected == full.collected


STARS_FIRST_LINES = [
    "PokerStars Hand #1: Hold'em No Limit ($0.05/$0.10 USD) - 2024/01/01 1:00:00 CET [2023/12/31 19:00:00 ET]",
    "PokerStars Hand #2: Hold'em No Limit ($0.05/$0.10 USD) - 2024/02/11 3:10:00 CET [2024/02/10 21:10:00 ET]",
    "PokerStars Hand #3: Hold'em No Limit ($0.05/$0.10 USD) - 2024/2/11 3:10:00 CET",
    "PokerStars Hand #4: Hold'em No Limit ($0.05/$0.10 USD) - 2024/02/11/3 3:10:00 CET",
    "PokerStars Hand #5: Hold'em No Limit ($0.05/$0.10 USD) - 12024/02/11 3:10:00 CET",
    "PokerStars Hand #6: Hold'em No Limit ($0.05/$0.10 USD) - 2024/02/11",
    "PokerStars Hand #7: Hold'em No Limit ($0.05/$0.10 USD) - 1/2 2024/02/11",
    "PokerStars Hand #8: Hold'em No Limit ($0.05/$0.1 USD) - 2024/02/11 3:10:00 CET",
    "PokerStars Game #9: Tournament #55, $5.00+$0.50 USD Hold'em No Limit - Level II (15/30) - 2024/01/01 1:00:00 ET",
    "PokerStars Game #10: Tournament #55, $5.00+$0.50 USD Hold'em No Limit - Level II (15/30) - 2024/01/01",
    "PokerStars Hand #11: Omaha Pot Limit ($0.05/$0.10 USD) - 2024/02/11 3:10:00 CET",
]


def first_words(line: str) -> dict[str, object]:
    """What a PokerStars first line says (game, stakes, currency, tournament), read by the reader."""
    of_line = pokerstars._Reader("<text>", 1, [line], "utf-8")
    header = pokerstars.FIRST_WORDS.match(line)
    assert header is not None
    of_line.header(line[header.end() :], line)
    return {name: getattr(of_line, name) for name in pokerstars._HEADER_FIELDS}


@pytest.mark.parametrize("after", STARS_FIRST_LINES)
def test_a_first_line_after_another_says_what_it_says_alone(after: str) -> None:
    """The words of the hand before, then a date, are taken as read (no search for the date):
    every line read after every other says what it says read alone."""
    for line in STARS_FIRST_LINES:
        pokerstars._HEADERS.clear()
        alone = first_words(line)
        first_words(after)
        assert first_words(line) == alone, (after, line)


LINE_WORDS = ["Hold'em", "HOLD'EM", "Omaha", " ", "No", "Limit", "LIMIT", "Pot", "Mixed", "Games", "HORSE", "hose",
              "8-Game", "Triple", "Stud", "(", ")", "$1/$2", "-", "Razz", "limi", "t", "mixed", "é", "ſ", "€", "£",
              "(€0.25/€0.50)", "Mixed €"]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(LINE_WORDS), max_size=12))
@example(["Mixed", " ", "Games", " ", "(€0.25/€0.50)"])
@example(["HORSE", " ", "(€0.25/€0.50)", " ", "Omaha", " ", "Pot", " ", "Limit"])
def test_a_first_line_without_their_words_has_no_game_or_mix_to_search_for(parts: list[str]) -> None:
    """The first line's game and mix patterns are searched only where their words are (in plain
    ASCII, in small letters, currency signs left out): where they are not, neither pattern finds anything."""
    rest = "".join(parts)
    plain = pokerstars._plain(rest)
    if plain is None:
        assert not rest.replace("€", "").replace("£", "").isascii()
        return
    if "limit" not in plain:
        assert GAME.search(rest) is None
    if not any(word in plain for word in MIX_WORDS):
        assert MIX.search(rest) is None


FIRST_LINE_WORDS = ["Tournament #", "TOURNAMENT #", "tOuRnAmEnT #", "Tourn", "ament #", "Zoom ", "Rush ", "123", " ",
                    "USD", "usd", "EUR", "GBP", "CAD", "CNY", "INR", "US", "D", "(", ")", "$1/$2", "-", "€", "£", "é",
                    "İ", "ſ", "K", "Hold'em No Limit", "(€0.25/€0.50)", "U€SD", "Tourn€ament #7"]  # fmt: skip


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(FIRST_LINE_WORDS), max_size=12))
@example(["Zoom ", "TOURNAMENT #", "123", " ", "(€0.25/€0.50)", " ", "EUR"])
@example(["Tourn€ament #7", "U€SD"])
def test_the_first_line_tournament_and_currency_searches_skipped_are_the_searches(parts: list[str]) -> None:
    """A first line read for the first time (every hand of a file of one hand) searches for a
    tournament and a currency code only where its plain letters hold their words: the same
    match, or none, as the patterns' search of the whole line."""
    rest = "".join(parts)
    plain = pokerstars._plain(rest)
    for shortcut, pattern in ((pokerstars._tournament_in, TOURNAMENT), (pokerstars._iso_in, ISO)):
        found, searched = shortcut(rest, plain), pattern.search(rest)
        assert (found and (found.span(), found.groups())) == (searched and (searched.span(), searched.groups()))


ENET_CAT = ENET_HAND.replace(
    "Seat 8: bob (€5,62 in chips)\n", "Seat 8: bob (€5,62 in chips)\nSeat 9: cat (€10 in chips)\n"
)
"""Enet's hand with a fourth player, cat, who posts and folds in the tests below."""


@pytest.mark.parametrize(
    "post",
    [
        "cat: posts big blind \n",  # Enet #19408739: the amount not printed
        "cat: posts small blind\n",
        "cat: posts \n",
        "cat: posts €0,25\n",  # no words: which post?
        "cat: posts a straddle €0,50\n",  # words no rule reads
        "cat: posts small & big blinds €0,35\n",  # (a dead blind: left to the full reader)
    ],
)
def test_a_post_no_rule_reads_is_the_same_unread_line_on_both_lanes(post: str) -> None:
    text = ENET_CAT.replace("bob: posts big blind €0,25\n", "bob: posts big blind €0,25\n" + post)
    fast, full = lanes_or_error(text)
    if "small &" in post:
        assert fast is None  # (the full reader reads dead blinds)
        return
    assert fast is not None  # the fast lane reads the hand ...
    if isinstance(full, HandHistoryError):  # ... to the same refusal (a post's amount that was money)
        raise AssertionError(full)
    assert_same(fast, full)  # ... or to the same record, the post unread where no rule reads it
    assert [at for at, _ in full.unparsed] == [9] and all(a.player != "cat" for a in full.actions)
    (record,) = read(text)
    assert record.unparsed == ((9, post.strip()),)  # (the line as the room wrote it, its space stripped)


def test_a_post_without_its_amount_whose_chips_were_paid_out_is_refused_at_once() -> None:
    # Enet #19408739: cat's big blind was money (the room pays it out), but its amount is not printed
    text = (
        ENET_CAT.replace("bob: posts big blind €0,25\n", "bob: posts big blind €0,25\ncat: posts big blind \n")
        .replace("ann: collected (€5,29) from pot", "ann: collected (€5,54) from pot")
        .replace("won (€5,29) with Straight, Fives high\nSeat 8", "won (€5,54) with Straight, Fives high\nSeat 8")
    )
    _, error = assert_refused_alike(text, "the room pays €10,83")
    assert "line 9 is not understood: 'cat: posts big blind'" in str(error)  # the line that may have moved them, first


def assert_refused_alike(text: str, words: str = "") -> tuple[pokerstars._Reader, HandHistoryError]:
    """Both lanes refuse ``text`` with one error (its words, line and kind), and so does reading it;
    the fast lane's reader and its error."""
    fast = reader(text)
    with pytest.raises(HandHistoryError) as by_fast:
        fast.quick()
    with pytest.raises(HandHistoryError) as by_full:
        reader(text).read()
    said = (str(by_full.value), by_full.value.line, by_full.value.kind)
    assert words in said[0], said
    assert (str(by_fast.value), by_fast.value.line, by_fast.value.kind) == said
    (record,) = read(text)
    assert record.error is not None and (str(record.error), record.error.line, record.error.kind) == said
    return fast, by_fast.value


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            side_pot(ann="did not win", bob="won (5.70)").replace("As Ad", "As 3c"),
            "no line pays the side pot of 7.60 (the totals line 'Total pot 7.60 | Rake 0.70')",
        ),
        (side_pot(side="Total pot 7.60 | Rake 0.40"), "the totals lines disagree on the rake"),
        (side_pot(side="Total pot 7.90 | Rake 0.70"), "the chips do not add up"),
    ],
    ids=["a side pot no line pays", "the rake twice, two ways", "a side pot too large"],
)
def test_a_side_pot_s_totals_line_that_does_not_add_up_is_refused_alike_by_both_lanes(text: str, words: str) -> None:
    assert_refused_alike(text, words)


def test_side_pots_are_read_on_the_fast_lane_line_by_line() -> None:
    # two side pots' lines, each the hand's whole rake: the pots in the order written, main first
    text = side_pot(side="Total pot 3.60 | Rake 0.70\nTotal pot 4.00 | Rake 0.70")
    fast, full = lanes(text)
    assert fast is not None
    assert_same(fast, full)
    assert (fast.total_pot, fast.pots) == (570 + 360 + 400, (570, 360, 400))


STARS_FOLD = """PokerStars Hand #11: Hold'em No Limit ($0.01/$0.02 USD) - 2024/01/01 12:00:00 ET
Table 'Cafe' 6-max Seat #1 is the button
Seat 1: ann ($2 in chips)
Seat 2: bob ($2 in chips)
ann: posts small blind $0.01
bob: posts big blind $0.02
*** HOLE CARDS ***
ann: folds
Uncalled bet ($0.01) returned to bob
bob collected $0.02 from pot
*** SUMMARY ***
Total pot $0.02 | Rake $0
Seat 1: ann (button) (small blind) folded before Flop
Seat 2: bob (big blind) collected ($0.02)
"""


def test_a_run_s_word_in_the_summary_is_left_to_the_full_reader() -> None:
    at = STARS_FOLD.index("Seat ", STARS_FOLD.index("*** SUMMARY ***"))
    fast, full = lanes(STARS_FOLD[:at] + "SECOND\n" + STARS_FOLD[at:])
    assert fast is None and full.unparsed == ()


def both_lanes(text: str) -> tuple[object, object]:
    """What each lane makes of ``text``'s one hand: its record, or its error's (words, line, kind)."""
    out: list[object] = []
    for lane in ("quick", "read"):
        try:
            out.append(getattr(reader(text), lane)())
        except HandHistoryError as exc:
            out.append((str(exc), exc.line, exc.kind))
    return out[0], out[1]


DAN_IN = betonline(won="6.00").replace("Seat 3: dan (20.00 in chips) - Sitting out", "Seat 3: dan (20.00 in chips)")
"""BetOnline's hand with dan in: his posts below put 0.75 more in, and he folds."""


@pytest.mark.parametrize(
    ("before", "post"),
    [
        ("*** HOLE CARDS ***", "dan: post dead 0.50"),  # (BetOnline's words for small & big blinds 0.75)
        ("cat: posts big blind", "dan: posts small & big blinds 0.75"),  # before any big blind: the stakes'
        ("*** HOLE CARDS ***", "dan: posts small & big blinds 0.30"),  # less than a big blind, all live
        ("*** HOLE CARDS ***", "dan: posts small & big blinds 0.75 and is all-in"),
        ("*** HOLE CARDS ***", "dan: posts dead blind 0.25\ndan: posts big blind 0.50"),
        ("*** HOLE CARDS ***", "dan: posts a missed blind 0.75"),
        ("*** HOLE CARDS ***", "dan: posts small & big blinds 0.75\nann: posts small & big blinds 0.75"),
    ],
)
def test_dead_blinds_are_read_alike_on_both_lanes(before: str, post: str) -> None:
    text = DAN_IN.replace(before, f"{post}\n{before}").replace("cat: folds\n", "cat: folds\ndan: folds\n")
    fast, full = both_lanes(text)
    assert fast is not None  # the fast lane reads the hand: to the same record, or to the same refusal
    if isinstance(full, HandRecord):
        assert isinstance(fast, HandRecord)
        assert_same(fast, full)
        assert any(a.kind == "small & big blinds" for a in full.actions)
    else:
        assert fast == full


def test_a_dead_blind_of_the_record_is_what_it_was() -> None:
    (record,) = read(
        DAN_IN.replace("*** HOLE CARDS ***", "dan: post dead 0.50\n*** HOLE CARDS ***").replace(
            "cat: folds\n", "cat: folds\ndan: folds\n"
        )
    )
    assert record.error is None and record.dead == {"dan": 25}
    assert ("dan", 75) in [(a.player, a.amount) for a in record.actions if a.kind == "small & big blinds"]


def with_summary_line(text: str, line: str) -> str:
    """``text`` with ``line`` in its summary, after the totals line (before the board's)."""
    at = text.index("\n", text.index("Total pot ", text.index("*** SUMMARY ***"))) + 1
    return text[:at] + line + "\n" + text[at:]


def test_a_summary_line_no_rule_reads_is_the_same_unread_line_on_both_lanes() -> None:
    # a "P shows ..." line in BetOnline's summary that repeats none of the showdown's (#900221194
    # repeats the showdown's, read once on both lanes: the second case)
    text = with_summary_line(betonline(), "cat shows Qh 3c")
    fast, full = lanes(text)
    assert fast is not None  # the fast lane takes the hand, to the full reader's record
    assert_same(fast, full)
    (record,) = read(text)
    at = text.splitlines().index("cat shows Qh 3c") + 1
    assert record.unparsed == ((at, "cat shows Qh 3c"),)  # quoted as written, on its own line number
    again = with_summary_line(betonline(), "bob shows Kd 10c")
    fast, full = lanes(again)
    assert fast is not None
    assert_same(fast, full)
    assert not full.unparsed


@pytest.mark.parametrize(
    "line",
    [
        "SECOND",  # a run's word: read() reads the board after it as that run's
        "*** SUMMARY 2 ***",  # Full Tilt's summary of a run
        "Board [2h 7c 10d Jc 4s] FIRST",
        "Board [2h 7c 10d Jc 4s]",
        "*** FIRST SHOW DOWN ***",
        "Hand was run twice",
        "Total pot 5.25",  # BetOnline's line of a kind the summary does not read
        "ann has left the table",  # BetOnline's noise
        'cat said "nh"',
        "Pot 1 $12",
        "ann: mucks hand",
        "zed collected (1.00)",
        "",
    ],
)
def test_each_kind_of_summary_line_is_read_alike_by_both_lanes(line: str) -> None:
    for text in (betonline(), STARS_FOLD, ENET_HAND, UNIBET_HAND, WPN_HAND, wx_hand(), ipoker()):
        if "Total pot " not in text.partition("*** SUMMARY ***")[2]:  # (Unibet's and iPoker's: a summary of their own)
            continue
        fast, full = both_lanes(with_summary_line(text, line))
        if fast is not None:  # taken: the same record (or the same refusal) as the full reader's
            if isinstance(full, HandRecord):
                assert isinstance(fast, HandRecord)
                assert_same(fast, full)
            else:
                assert fast == full


SUMMARY_WORDS = st.sampled_from(
    ["Board", "[2h 7c]", "Seat", "1:", "ann", "bob", "shows", "*", "***", "SUMMARY", "2", "FIRST", "SECOND", "Hand",
     "was", "run", "Total", "pot", "1.00", "|", "Rake", "collected", "(0.50)", "said", '"x"', "has left the table",
     "Pot", "wins", "€0,10", ":", "#", "Rake:", "collects", "$3"]
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(words=st.lists(SUMMARY_WORDS, min_size=1, max_size=6), room=st.sampled_from(["BetOnline", "Stars", "Enet"]))
def test_any_summary_line_is_read_alike_by_both_lanes(words: list[str], room: str) -> None:
    text = {"BetOnline": betonline(), "Stars": STARS_FOLD, "Enet": ENET_HAND}[room]
    line = " ".join(words)
    fast, full = both_lanes(with_summary_line(text, line))
    if fast is None:
        return
    if isinstance(full, HandRecord):
        assert isinstance(fast, HandRecord)
        assert_same(fast, full)
    else:
        assert fast == full


@pytest.mark.parametrize(
    ("text", "line"),
    [
        (wx_hand().replace("Hero checks\n", "Hero: checks\n", 1), "Hero: checks"),  # a colon Winamax does not write
        (betonline().replace("bob: calls 0.75\n", "bob: calls 0.75\nUnknown player: raises 3.00 to 3.00\n"), ""),
        (STARS_FOLD.replace("*** HOLE CARDS ***\n", "*** HOLE CARDS ***\nzed: bets $1\n"), "zed: bets $1"),
    ],
)
def test_an_action_line_no_rule_reads_is_the_same_unread_line_on_both_lanes(text: str, line: str) -> None:
    # BetOnline #991142904: "Unknown player: raises 3.00 to 3.00", no seat of that name
    line = line or "Unknown player: raises 3.00 to 3.00"
    fast, full = both_lanes(text)
    assert fast is not None  # the fast lane takes the hand: the full reader's record, or its refusal
    if isinstance(full, HandRecord):
        assert isinstance(fast, HandRecord)
        assert_same(fast, full)
        assert [said for _, said in full.unparsed] == [line]
    else:
        assert fast == full


@pytest.mark.parametrize(
    "line",
    [
        "Hand cancelled",
        "STP added: $1",
        "zed cashed out the hand for $1",
        "zed shows [Ah Kd] for a pair",
        "zed collected $1 from pot",
        "Uncalled bet ($1) returned to zed",
        "Uncalled bet returned",
        "No low hand qualified",
        "# a remark",
        "zed is back",
        "zed: raises $1 to $2",
        "zed: sits down",
        "Total pot 1.00",
        "Rake: €0,09",
    ],
)
def test_each_kind_of_action_line_is_read_alike_by_both_lanes(line: str) -> None:
    for text in (betonline(), STARS_FOLD, ENET_HAND, UNIBET_HAND, WPN_HAND, wx_hand(), ipoker()):
        at = text.index("\n", text.index("*** HOLE CARDS ***" if "*** HOLE CARDS ***" in text else "Seat ")) + 1
        fast, full = both_lanes(text[:at] + line + "\n" + text[at:])
        if fast is not None:
            if isinstance(full, HandRecord):
                assert isinstance(fast, HandRecord)
                assert_same(fast, full)
            else:
                assert fast == full


ACTION_WORDS = st.sampled_from(
    ["zed", "ann", "bob", "Unknown player:", ":", "raises", "to", "calls", "bets", "1.00", "$1", "€0,10", "collected",
     "from", "pot", "Uncalled", "bet", "(1.00)", "returned", "cashed out the hand", "shows", "[Ah Kd]", "for",
     "Hand cancelled", "STP added:", "#", "is back", "has left the table", "said", '"x"', "Total", "Rake:", "wins",
     "has the button", "Dealt in", "*"]
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(words=st.lists(ACTION_WORDS, min_size=1, max_size=6), room=st.sampled_from(["BetOnline", "Stars", "Enet"]))
def test_any_action_line_is_read_alike_by_both_lanes(words: list[str], room: str) -> None:
    text = {"BetOnline": betonline(), "Stars": STARS_FOLD, "Enet": ENET_HAND}[room]
    at = text.index("\n", text.index("*** HOLE CARDS ***" if room != "Enet" else "*** HOLECARDS ***")) + 1
    fast, full = both_lanes(text[:at] + " ".join(words) + "\n" + text[at:])
    if fast is None:
        return
    if isinstance(full, HandRecord):
        assert isinstance(fast, HandRecord)
        assert_same(fast, full)
    else:
        assert fast == full


def test_a_line_the_full_reader_s_table_reads_is_left_to_the_full_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    # the fast lane keeps a line unread only where read()'s own table says no rule reads it: were
    # read() to learn the line (here: taken as "Hand cancelled"), the fast lane hands the hand over
    text = STARS_FOLD.replace("*** HOLE CARDS ***\n", "*** HOLE CARDS ***\nzed: bets $1\n")
    assert reader(text).quick() is not None
    table = pokerstars._action_line

    def learnt(line: str, *rest: object) -> object:
        return (pokerstars._CANCELLED_LINE, None) if line == "zed: bets $1" else table(line, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(pokerstars, "_action_line", learnt)
    assert reader(text).quick() is None
    assert reader(text).read().cancelled


UNIBET_BEFORE = (  # Unibet's rewrite patterns as they were, each searched for a line's start at every place
    re.compile(
        r"^(Game #\d+: Table [^\n]*? - )([\d.]+)/([\d.]+)( - [^\n]*\n(?:[^\n]*\n)*?Seat \d+: [^\n]*\(([$€£]))", re.M
    ),
    re.compile(r"^\*\*\* (?:Seated players|Blinds and button) \*\*\*[ \t]*(?=\r?$)", re.M),
    re.compile(r"^\*\*\* (Hole cards|Flop|Turn|River|Summary|Showdown) \*\*\*", re.M),
)
UNIBET_LINE = st.tuples(
    st.sampled_from(["", "", "x", " ", "\t", "***", "Game #12: Table €1 NL - 0.05/0.10 - x"]),
    st.sampled_from(["", "*** ", "*** ", "** "]),
    st.sampled_from(["", "Seated players", "Blinds and button", "Hole cards", "Flop", "Summary", "Showdown", "x"]),
    st.sampled_from(["", " ***", " ***", " *** ", "***"]),
    st.sampled_from(["", "", " ", "\t", "x", " [Ah 2c 3d]", "Seat 1: ann (€5.15)", "Seat 2: bob ($3)"]),
).map("".join)
"""A line of Unibet's words, or of words like them, at a line's start or not."""


@settings(max_examples=500, deadline=None)
@given(lines=st.lists(UNIBET_LINE, max_size=8), crlf=st.booleans())
def test_unibet_s_words_are_found_from_their_words_as_from_a_line_s_start(lines: list[str], crlf: bool) -> None:
    hands = UNIBET_HAND, "x" + UNIBET_HAND, "x" + UNIBET_HAND.replace("\n", "\nx")  # (a line's start, or not)
    for text in ("\r\n" if crlf else "\n").join(lines), *hands:
        for (pattern, said), before in zip(UNIBET.rewrite, UNIBET_BEFORE, strict=False):
            assert pattern.sub(said, text) == before.sub(said, text)


@pytest.mark.parametrize("added_first", [False, True])
def test_a_line_two_of_a_room_s_rules_read_is_read_by_the_first_on_both_lanes(added_first: bool) -> None:
    noise = (re.compile(r"^Rake: \S+\s*$"), LineKind.NOISE)
    added = (re.compile(r"^Rake: (?P<amount>\S+)\s*$"), LineKind.ADDED)
    room = dataclasses.replace(ENET, lines=(added, noise) if added_first else (noise, added))
    text = ENET_HAND.replace("*** FLOP ***", "Rake: €0,10\n*** FLOP ***", 1)
    assert text != ENET_HAND
    lines = room.rewritten(text).splitlines()
    out: list[object] = []
    for lane in ("quick", "read"):
        try:
            out.append(getattr(pokerstars._Reader("<text>", 1, lines, "utf-8", text, room), lane)())
        except HandHistoryError as exc:
            out.append((str(exc), exc.line, exc.kind))
    fast, full = out
    if added_first:  # the money "added" by the first rule does not add up: refused alike
        assert isinstance(full, tuple) and fast == full
    else:
        assert isinstance(fast, HandRecord) and isinstance(full, HandRecord)
        assert_same(fast, full)
        assert full.added == 0


HEADS = ["", "\n", "\r\n\r\n\r\n", "Tournament will start in a moment.\r\n\r\n", "x\n" * 3000]
"""Text before a file's first hand: none, blank lines, a room's remark, a long one."""
EVERY_ROOM = re.compile(r"\n(?=" + sites.STARTS + ")")
"""A line break before any room's first line, each room's pattern whole (spaces and words)."""


@pytest.mark.parametrize("head", HEADS, ids=["none", "blank", "blanks, CRLF", "remark", "long"])
@pytest.mark.parametrize(
    "hands",
    [
        [betonline(), betonline()],
        [STARS_FOLD, STARS_FOLD, STARS_FOLD],
        [ENET_HAND, ENET_HAND],
        [betonline(), STARS_FOLD],
        [UNIBET_HAND, "\t" + ipoker(), MICROGAMING, wx_hand(), WPN_HAND],
    ],
    ids=["BetOnline", "PokerStars", "Enet", "two rooms", "five rooms"],
)
def test_a_hand_of_any_room_is_found_where_its_first_line_begins(head: str, hands: list[str]) -> None:
    # every room's first words may follow spaces (or a byte-order mark): tried once a line, then the words
    text = head + "\n".join(hands)
    assert [m.start() for m in sites.NEXT_HAND.finditer(text)] == [m.start() for m in EVERY_ROOM.finditer(text)]
    records = [r for r in read(text) if r.hand_id != "?"]
    assert [r.hand_id for r in records] == [next(read(hand.lstrip(" \t\ufeff"))).hand_id for hand in hands]


def test_a_hand_of_another_room_after_a_hand_cut_off_is_a_hand_of_its_own() -> None:
    # (the summaries, one, are as many as the first room's hands: every room's first lines are
    # still looked for, and the other room's hand is not read as the rest of the hand cut off)
    cut = STARS_FOLD[: STARS_FOLD.index("*** SUMMARY")]
    text = cut + "\n" + betonline()
    assert [m.start() for m in sites.NEXT_HAND.finditer(text)] == [len(cut)]  # (found by any room's search)
    assert [r.hand_id for r in read(text)] == ["11", "1002134798"]


FIRST_LINE_BITS = st.sampled_from(
    ["\n", "\r\n", " ", "\t", "\ufeff", "PokerStars Hand #1: ", "Poker Hand #RC2: ", "Game #3: ", "GAME #4 ",
     "Hand #5 - ", "** Game ID 6 ", "BetOnline Poker Game #7:", "Winamax Poker - x - HandId: #8-1 - ", "Seat 1: ",
     "Full Tilt Poker Game #9:", "MERGE_GAME #10-1:", "EverestPoker Game #11:", "Game #12: Table x", "x"]
)  # fmt: skip


def blinds_as_before(hand: str) -> dict[str, str]:
    """The first small and big blind as PokerTracker's rule finds them, by a search at every line's start
    (a name may hold a colon, ``Jo:hn``, but not a colon and a space: the line's first ``: `` is the name's end)."""
    blinds: dict[str, str] = {}
    for post in re.finditer(r"\n(?:[^\n:]|:(?! ))+: Post (SB|BB) (\S+)", hand):
        blinds.setdefault(post[1], post[2])
        if len(blinds) == 2:
            break
    return blinds


BLIND_LINE = st.tuples(
    st.sampled_from(["", "ann", "bob", "x: y", "Seat 1", " ", "Jo:hn", "re:", ":"]),
    st.sampled_from(["", ":", ": "]),
    st.sampled_from(["", "Post SB", "Post BB", "Post SBB", "Post Ante", "Post BB "]),
    st.sampled_from(["", " ", " $30.00", " 60", " $5: Post BB $9", "\t1"]),
).map("".join)


@settings(max_examples=500, deadline=None)
@given(lines=st.lists(BLIND_LINE, max_size=8), first=st.booleans())
def test_pokertracker_s_blinds_are_found_from_their_words_as_before(lines: list[str], first: bool) -> None:
    from pokerrank.handhistory.sites.pokertracker import _blinds

    hand = ("" if first else "GAME #1\n") + "\n".join(lines)
    assert _blinds(hand) == blinds_as_before(hand)


@pytest.mark.parametrize("hand", [ENET_HAND, betonline(), UNIBET_HAND, ipoker(), STARS_FOLD])
def test_a_room_s_hand_cut_off_before_its_summary_is_said_to_be_where_it_ends(hand: str) -> None:
    # a room whose words are rewritten: its lines as written
    cut = hand[: hand.upper().index("*** SUMMARY ***")]
    (record,) = read("\n" + cut + "\n\n")
    assert record.error is not None and record.error.kind == "truncated"
    assert record.line == 1 + len(cut.rstrip().splitlines())  # the hand's last line, counted from the blank before it
    whole = next(read(hand))
    assert (record.site, record.hand_id) == (whole.site, whole.hand_id)


ROOM_HANDS = [STARS_FOLD, betonline(), ENET_HAND, UNIBET_HAND, WPN_HAND, wx_hand(), ipoker(), MICROGAMING, side_pot()]
"""Whole hands of several rooms, to be cut and joined."""


def starts_as_every_room_s(text: str) -> list[int]:
    """Where :func:`~pokerrank.handhistory.detect.hand_starts` should find hands: the text's
    start if it is a first line, every line break before any room's first line (each room's
    whole pattern), and the first hand's site's first lines in the middle of a line."""
    starts = [0] if re.match(sites.STARTS, text) else []
    starts.extend(m.end() for m in EVERY_ROOM.finditer(text))
    first = detect.FIRST_WORDS.match(text, starts[0]) if starts else None
    return sorted({*starts, *(detect._inline_starts(text, first.group("site")) if first is not None else [])})


PIECE = st.tuples(
    st.sampled_from(range(len(ROOM_HANDS))),
    st.integers(1, 40),  # the lines kept (a cut hand, or the whole)
    st.sampled_from(["", " ", "\t", "\ufeff", "  \ufeff"]),  # before its first line
    st.sampled_from(["\n", "\n\n", "", "x\n"]),  # after it
)


@settings(max_examples=300, deadline=None)
@given(st.lists(PIECE, min_size=1, max_size=6), st.booleans(), st.booleans())
@example([(0, 11, "", "\n"), (1, 40, "", "\n")], False, False)  # the hand cut off before its summary
def test_hands_of_several_rooms_cut_and_joined_are_found_as_by_every_room_s_search(
    pieces: list[tuple[int, int, str, str]], crlf: bool, bom: bool
) -> None:
    text = "".join(before + "\n".join(ROOM_HANDS[k].splitlines()[:kept]) + after for k, kept, before, after in pieces)
    text = ("\ufeff" if bom else "") + (text.replace("\n", "\r\n") if crlf else text)
    assert detect.hand_starts(text) == starts_as_every_room_s(text)


ROOM_FIRST_BITS = st.sampled_from(
    ["\n", "\r\n", " ", "\t", "\ufeff", "x", "*** FLOP ***", "** Game ID 6 ", "** Hand #7 ", "** Hand 7 ",
     "PokerStars Zoom Hand #1:", "POKERSTARS GAME #2:", "Hive Poker Home Game Hand #3:", "Run It Once Poker Hand #4:",
     "PokerBros Rush #5:", "Game Hand #6 - ", "Hand #7 - ", "Game Hand #", "FullTiltPoker Game #8:",
     "Full Tilt Poker.fr Game #9:", "Full Tilt Game #10:", "PayNoRake Game #11:", "BetOnline Poker Game #12:",
     "Merge Game #13-2 ", "MERGE_GAME #14:", "GAME #15:", "Game #16: Table ", "Game #17: x (y) - 1:02:03 4.5.2006",
     "EverestPoker Game #18:", "Poker Hand #TM19:", "Winamax Poker - Tournament - HandId: #20-1 -", "Poker ", "Gam"]
)  # fmt: skip


@settings(max_examples=1500, deadline=None)
@given(st.lists(FIRST_LINE_BITS, max_size=14) | st.lists(ROOM_FIRST_BITS, max_size=12))
def test_every_room_s_first_lines_are_found_past_their_first_words(bits: list[str]) -> None:
    # each room's first line found as by each room's whole pattern; the plain words a room's first line
    # begins with are looked for first: never a first line missed
    text = "".join(bits)
    assert [m.start() for m in sites.NEXT_HAND.finditer(text)] == [m.start() for m in EVERY_ROOM.finditer(text)]


WORD_PARTS = st.sampled_from(
    ["a", "b", "ab", "(?:a|b)", "(?:ab)?", "(?:a|ba|)", "[ab]", "a*", "b+", "(?=a)", "(?:b)", "(a)", "(?i:a)",
     "\\d", "A", "(?:aa|ab)(?:b|)", "a??", "(?:ab){2}", "(?>a)"]
)  # fmt: skip


@settings(max_examples=1000, deadline=None)
@given(
    st.lists(st.lists(WORD_PARTS, min_size=1, max_size=5).map("".join), min_size=1, max_size=3),
    st.text("abAB1", max_size=8),
)
def test_the_words_first_looked_for_begin_every_match_of_the_rooms_words(words: list[str], text: str) -> None:
    prefix = sites._first_words_prefix(words)
    if prefix is None:  # some may begin with anything: no words looked for first
        return
    for word in words:
        if re.match(word, text):
            assert re.match(prefix, text), (word, prefix)


def test_words_that_may_begin_with_anything_have_no_words_looked_for_first() -> None:
    assert sites._first_words_prefix(["ab", "[ab]c"]) is None
    assert sites._first_words_prefix(["ab", "(?i)ab"]) is None
    assert sites._first_words_prefix(["ab", "(?:c)?d"]) == "ab|cd|d"


# -- found by a review of the lines read by one table for both lanes -------------------------------


@pytest.mark.parametrize("name", list(HANDS))
@pytest.mark.parametrize("blanks", ["\n", "\n\n", "\r\n"])
def test_a_blank_line_between_seats_is_read_alike_by_both_lanes(name: str, blanks: str) -> None:
    # read() reads a seat after a blank line as a seat; the fast lane stopped there (and, since the
    # seat line then reads as a line no rule reads, went on with a seat missing)
    text = HANDS[name]
    lines = text.split("\n")
    first = next(k for k, line in enumerate(lines) if line.startswith("Seat "))
    last = first
    while lines[last + 1].startswith("Seat "):  # (the seat block: the summary's seat lines come later)
        last += 1
    assert last > first  # (every hand here seats two players or more)
    changed = "\n".join(lines[:last]) + blanks + "\n".join(lines[last:])
    fast, full = both_lanes(changed)
    if isinstance(fast, HandRecord):
        assert isinstance(full, HandRecord)
        assert_same(fast, full)
    else:
        assert fast is None or fast == full
    if isinstance(full, HandRecord):
        assert [s.name for s in full.seats] == [s.name for s in read(text).__next__().seats]


def test_a_ggpoker_name_with_a_space_before_it_is_read_alike_by_both_lanes() -> None:
    # "Dealt to  zed" (no cards): the fast lane stripped the right end only, read() both ends
    text = gg_hand().replace("4019ead2", " zed")
    fast, full = both_lanes(text)
    assert isinstance(full, HandRecord)
    if fast is not None:
        assert isinstance(fast, HandRecord)
        assert_same(fast, full)
