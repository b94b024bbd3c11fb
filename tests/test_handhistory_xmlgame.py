"""What the XML rooms' readers share (handhistory._xmlgame): each short cut it takes for speed
gives what the plain way gives, on texts drawn to hit the edges (quotes, brackets, repeats,
amounts with many places, hostile declarations)."""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import _xmlgame, boss, everest, ipoker, merge, microgaming
from pokerrank.handhistory import read as read_hands
from pokerrank.handhistory._xmlgame import XmlGame, find_tag, refusal
from pokerrank.handhistory.merge import _descriptions


class _Hand(XmlGame):
    site = "Test"
    format = "test"
    tag = "HISTORY"
    id_attribute = "ID"


_PIECES = st.sampled_from(
    [
        '<HISTORY ID="',
        "<HISTORY ",
        'ID="',
        '<game id="',
        '<game gamecode="',
        "<game  ",
        '<Game id="',
        "<Game ",
        ' id="',
        'xid="',
        "<Gameplay ",
        "_",
        "\t",
        '"',
        ">",
        "<",
        "a",
        "7",
        " ",
        "\n",
    ]
)
_TEXTS = st.lists(_PIECES, max_size=12).map("".join)
_GAMES = (_Hand, merge._Game, ipoker._Game, microgaming._Game, boss._Game)


@given(_TEXTS, st.sampled_from(_GAMES))
@example('<HISTORY ID="5" SESSION="s">', _Hand)
@example('<HISTORY ID="5\n>x">', _Hand)
@example('<HISTORY ID="unclosed> <HISTORY ID="2">', _Hand)
@example('<game id="7" x="1">', merge._Game)
@example('<game gamecode="9\n">', ipoker._Game)
@example('<game gamecode="unclosed>', ipoker._Game)
@example('<Game hhversion="2" id="45" date="x">', microgaming._Game)
@example('<Game hhversion="2" xid="1" _id="2" \u0663id="3" id="4">', microgaming._Game)
@example('<Game a="x" id="unclosed', microgaming._Game)
@example('<Game a="x>" id="after the tag">', microgaming._Game)
@example('<Game\tid="4">', microgaming._Game)
@example('<Gameplay id="4">', microgaming._Game)
@example('<HISTORY SESSION="s" ID="5">', boss._Game)
def test_a_hand_id_is_what_the_pattern_reads(text: str, game: type[XmlGame]) -> None:
    """The id read without the pattern (the first attribute, or a later one where the room's
    pattern is the default) is the pattern's."""
    found = game.hand_id_pattern.match(text)
    context = {merge._Game: "", ipoker._Game: {}}.get(game)  # (a description, a session)
    assert game(text, "f.xml", "utf-8", 1, context).hand_id == (found.group(1) if found else "?")


_HOSTILE = re.compile(r"<!\s*(?:DOCTYPE|ENTITY)", re.IGNORECASE)


@given(st.lists(st.sampled_from(["<!", "!", "<", "DOCTYPE", "entity", " ", "\n", "x", "<!-- -->"]), max_size=10))
@example(["<!-- -->", "<!", " ", "entity"])
@example(["<", "!", "DOCTYPE"])
def test_a_text_is_refused_where_it_declares_a_doctype_or_an_entity(pieces: list[str]) -> None:
    """The scan for one byte first refuses what a search of the whole text refuses, at its line."""
    text = "".join(pieces)
    refused = refusal(text, "Test", "test", "f.xml", "utf-8")
    found = _HOSTILE.search(text)
    assert (refused is None) == (found is None)
    if refused is not None and found is not None:
        assert refused.line == text.count("\n", 0, found.start()) + 1


_GAME_PIECES = st.sampled_from(
    ["<g>", "</g>", "<g a='1'>", "<a>", "</a>", "<a/>", "<gg/>", " x ", "\n", "&amp;", "&bad;", '<a b="<">',
     "<!-- </g> -->", "<![CDATA[</g><g>]]>", "<?p x?>", "</g ", ">", "<g/>"]
)  # fmt: skip


@given(st.lists(_GAME_PIECES, max_size=16))
@example(["<g>", "<a>", "</g>", "<g>", "</a>", "</g>"])  # each broken alone, well-formed side by side
@example(["<g>", "<g>", "</g>", "<g>", "</g>", "</g>"])  # a game in a game
@example(["<g>", "<g>", "</g>", "<g/>", "</g>", "<g/>", "<g>", "</g>"])  # games broken alone that pair up together
@example(["<g>", "<!-- </g> -->", "</g>", "<g>", "</g>"])  # a comment that holds the end tag
@example(["<g>", "</g>", "\n", "<g a='1'>", "&amp;", "<a/>", "</g>"])
def test_games_parsed_together_are_each_what_it_parses_to_alone(pieces: list[str]) -> None:
    """:func:`_xmlgame.parsed_games` finds the games :func:`_xmlgame.games` finds, and the element
    it gives a game (parsed with the games beside it) is the one the game's text parses to alone:
    where that would fail, or differ, it gives None (the game is parsed alone)."""
    from xml.etree.ElementTree import tostring

    text = "".join(pieces)
    parsed = list(_xmlgame.parsed_games(text, "g"))
    assert [found[:3] for found in parsed] == list(_xmlgame.games(text, "g"))
    for element, _, _, root in parsed:
        if root is not None:
            assert tostring(root) == tostring(_xmlgame.tree(element))


def test_a_lone_surrogate_in_a_batch_is_the_games_own_error_not_a_crash() -> None:
    found = list(_xmlgame.parsed_games("<g n='ann'></g><g n='b\udcffob'></g>", "g"))
    assert [root for _, _, _, root in found] == [None, None]  # (each parsed alone: the second names its error)


def test_a_long_file_is_parsed_in_batches_each_game_as_alone() -> None:
    """A file of more games than a batch: every game found, each element the one its text parses
    to alone, a broken game's batch parsed game by game (the games of the other batches together)."""
    from xml.etree.ElementTree import tostring

    parts = [f'<g n="{n}"><a/></g>\n' if n != 20 else "<g><a></g>\n" for n in range(3 * _xmlgame._BATCH + 1)]
    found = list(_xmlgame.parsed_games("".join(parts), "g"))
    assert [element + "\n" for element, _, _, _ in found] == parts
    batch_of_the_broken = range(20 // _xmlgame._BATCH * _xmlgame._BATCH, (20 // _xmlgame._BATCH + 1) * _xmlgame._BATCH)
    for n, (element, line, _, root) in enumerate(found):
        assert line == n + 1
        assert (root is None) == (n in batch_of_the_broken or n == len(parts) - 1)  # (the last: a batch of one)
        if root is not None:
            assert tostring(root) == tostring(_xmlgame.tree(element))


def test_a_broken_game_among_others_is_named_as_when_read_alone() -> None:
    """A file whose games are parsed together reads each good game, and names the broken one's
    fault at its line, as each game read alone does."""
    good = (
        '<HISTORY ID="{}" GAME="GAME_THM" GAMEKIND="GAMEKIND_CASH" LIMIT="NL" STAKES="0.01/0.02">\n'
        '<PLAYER NAME="ann" SEAT="1" AMOUNT="1.00"></PLAYER>\n</HISTORY>\n'
    )
    broken = '<HISTORY ID="2" GAME="GAME_THM">\n<PLAYER NAME="bob"></HISTORY>\n'
    text = good.format(1) + broken + good.format(3)
    together = [(r.hand_id, r.line, r.error and r.error.reason) for r in boss.read_boss(text, "f.xml")]
    alone = [
        (r.hand_id, r.line + start, r.error and r.error.reason)
        for start, part in ((0, good.format(1)), (3, broken), (5, good.format(3)))
        for r in boss.read_boss(part, "f.xml")
    ]
    assert together == alone
    assert together[1][2] is not None and "not well-formed" in together[1][2]


@given(st.lists(st.sampled_from(["<description", ">", " x", "_", "a", "<", "\n", "é", "<descriptions"]), max_size=12))
@example(["<description", "_", ">", "<description", ">"])
@example(["<description", "é", " x", ">", "<description", "\n", ">"])
@example(["<description", " x", "<description", ">", ">"])
def test_merge_descriptions_are_what_the_pattern_finds(pieces: list[str]) -> None:
    text = "".join(pieces)
    expected = [(found.start(), found.group(0)) for found in re.finditer(r"<description\b[^>]*>", text)]
    assert list(_descriptions(text)) == expected


@given(
    st.lists(
        st.sampled_from(["<game", "<gametype>", "<game ", "<game>", "<game_", "<game1", "<gameé", "x", "<"]), max_size=8
    )
)
def test_a_tag_found_by_plain_search_is_where_the_pattern_finds_it(pieces: list[str]) -> None:
    text = "".join(pieces)
    for at in range(len(text) + 1):
        found = re.compile(r"<game\b").search(text, at)
        assert find_tag(text, "game", at) == (found.start() if found else -1)


_AMOUNTS = st.decimals(min_value=0, max_value=10**6, places=6, allow_nan=False, allow_infinity=False)


@given(st.lists(_AMOUNTS.map(str), min_size=1, max_size=8), st.integers(0, 6))
def test_amounts_in_units_read_before_or_not_are_the_plain_arithmetic(raws: list[str], extra: int) -> None:
    """:meth:`XmlGame.text_places` and :meth:`XmlGame.units`, whose tables keep what they have
    read, give what the decimals say, the first time and every time after."""
    hand = _Hand('<HISTORY ID="1"/>', "f.xml", "utf-8", 1)
    needs = max(max(0, -Decimal(raw).normalize().as_tuple().exponent) for raw in raws)  # type: ignore[operator]
    for _ in range(2):
        assert hand.text_places(raws) == needs
        scale = 10 ** (needs + extra)
        assert hand.units(raws, scale) == {raw: int(Decimal(raw) * scale) for raw in raws}
        assert [hand.scaled(raw, "an amount", scale) for raw in raws] == [int(Decimal(raw) * scale) for raw in raws]


@given(
    st.one_of(_AMOUNTS.map(str), st.sampled_from(["1e2", "1.2.3", "", "+1", "\u0663", "1" * 19, ".5", "7."])),
    st.integers(0, 6),
)
@example("0.125", 2)
@example("1.50", 1)
def test_an_amount_read_in_whole_numbers_is_the_decimal_arithmetic(raw: str, places: int) -> None:
    """:meth:`XmlGame.plain_number` and :meth:`XmlGame.unread` read an amount without a ``Decimal``:
    its digits and places are its decimal's, its units at a scale the decimal's times the scale
    where that is whole (else it is read again: :class:`_xmlgame.UnreadError`), and a text that is
    no amount is refused as :meth:`XmlGame.decimal` refuses it, with its message."""
    hand = _Hand('<HISTORY ID="1"/>', "f.xml", "utf-8", 1)
    scale = 10**places
    refused: list[str] = []
    try:
        value = hand.decimal(raw, "the {} value", "BET")
    except HandHistoryError as exc:
        refused.append(exc.reason)
    if refused:
        with pytest.raises(HandHistoryError) as caught:
            hand.plain_number(raw, "the {} value", "BET")
        assert [caught.value.reason] == refused
        with pytest.raises(_xmlgame.UnreadError):
            hand.unread(raw, "an amount", scale)
        return
    for _ in range(2):  # (read, then looked up)
        digits, needs = hand.plain_number(raw, "the {} value", "BET")
        assert Decimal(digits).scaleb(-needs) == value and needs == _needs(raw)
        units = value * scale
        if units == units.to_integral_value():
            assert hand.unread(raw, "an amount", scale) == int(units)
        else:
            with pytest.raises(_xmlgame.UnreadError):
                hand.unread(raw, "an amount", scale)


def _needs(raw: str) -> int:
    return max(0, -Decimal(raw).normalize().as_tuple().exponent)  # type: ignore[operator]


@given(st.lists(st.lists(_AMOUNTS.map(str), max_size=6), min_size=1, max_size=4), st.sampled_from([0, 2]))
@example([["1.5", "2"], ["1.5", "0.125"], ["1.5"]], 2)
@example([["3"], ["3", "0.5"]], 0)
def test_a_hands_scale_from_the_amounts_read_before_is_the_plain_one(hands: list[list[str]], least: int) -> None:
    """:meth:`XmlGame.hand_scale` takes the table of amounts read at ``least`` places where it
    holds every amount of the hand (:meth:`XmlGame.known_units`): hand after hand, cold or warm,
    the places are the most the amounts need (``least`` at least) and each amount is exact."""
    hand = _Hand('<HISTORY ID="1"/>', "f.xml", "utf-8", 1)
    for raws in hands + hands[::-1]:
        needs = max([least, *map(_needs, raws)])
        places, units = hand.hand_scale(raws, least)
        assert places == needs
        assert {raw: units[raw] for raw in raws} == {raw: int(Decimal(raw) * 10**needs) for raw in raws}
        known = hand.known_units(raws, least)
        assert (known is not None) == (needs == least)  # (every amount of the hand was just read at its places)
        if known is not None:
            assert all(known[raw] == units[raw] for raw in raws)
    for raws in hands:  # a table the bound emptied holds none of them: the plain way again
        _xmlgame._SCALED.table(10**least).clear()
        assert hand.known_units(raws, least) is None or not raws
        assert hand.hand_scale(raws, least)[0] == max([least, *map(_needs, raws)])


# -- every XML room's amount path: a plain amount read exactly, anything else refused ------

_DIGITS = "0123456789"


def _plain(text: str) -> bool:
    """A plain amount, by its characters alone: ASCII digits (one at least), one point at most, 18 at most."""
    return (
        0 < len(text) <= 18
        and all(c in _DIGITS or c == "." for c in text)
        and text.count(".") <= 1
        and any(c in _DIGITS for c in text)
    )


def _amount_paths() -> dict[str, Callable[[str], Decimal]]:
    """Each room's way of reading an amount's text (a typed error where it is none)."""
    boss_like = _Hand('<HISTORY ID="1"/>', "f.xml", "utf-8", 1)
    merge_game = merge._Game('<game id="1"/>', "f.xml", "utf-8", 1, "")
    point, comma = (ipoker._Game('<game gamecode="1"/>', "f.xml", "utf-8", 1, {}) for _ in range(2))
    point.comma_decimal, comma.comma_decimal = False, True
    everest_game = everest._Game('<HAND id="1"/>', "f.xml", "utf-8", 1)
    return {
        "boss, microgaming": lambda raw: boss_like.decimal(raw, "a VALUE"),
        "boss, microgaming (in units)": lambda raw: Decimal(boss_like.scaled(raw, "a VALUE", 10**6)) / 10**6,
        "merge": lambda raw: merge_game.number(raw, "an amount"),
        "ipoker (decimal point)": lambda raw: point.number(raw, "an amount"),
        "ipoker (decimal comma)": lambda raw: comma.number(raw.replace(".", ","), "an amount"),
        "everest": lambda raw: Decimal(everest_game.whole(raw, "an amount")),
    }


_ODD = st.text(st.sampled_from("0123456789.,+-_ eE$€£xRSD\u0663\u00b2\u0e51\uff11\u00a0\t"), max_size=12)
"""Texts near an amount: signs, exponents, separators, currencies, digits that are not ASCII."""


@given(st.one_of(_ODD, st.text(max_size=12), _AMOUNTS.map(str), _AMOUNTS.map(lambda d: f"{d:f}".lstrip("0"))))
@example(".125")
@example("\u0663.00")
@example("")
@example("1_0.00")
@example("1e2")
@example("1.")
@example(" 1.00")
@example("NaN")
@example("1" * 19)
def test_a_plain_amount_is_read_exactly_and_anything_else_is_refused_by_every_room(text: str) -> None:
    """Where a text is a plain amount (ASCII digits, one point at most) every room reads it
    exactly (Everest: its whole numbers); where it is not, the rooms that write plain amounts
    refuse it with a typed error naming it, and the rooms that write currencies and thousands
    (Merge, iPoker) read only the ASCII digits and the decimal point it writes, in order, or
    refuse it."""
    for room, read in _amount_paths().items():
        strict = room.startswith(("boss", "everest"))  # the rooms that write plain amounts only
        if (strict and not _plain(text)) or (room == "everest" and "." in text):
            with pytest.raises(HandHistoryError, match=f"{re.escape(shorten(text))} is not an amount"):
                read(text)
        elif room.endswith("(in units)") and Decimal(text).as_tuple().exponent < -6:  # type: ignore[operator]
            with pytest.raises(HandHistoryError, match="has more decimals than the hand's other amounts"):
                read(text)
        elif _plain(text):
            assert read(text) == Decimal(text), (room, text)
        else:  # Merge, iPoker: the ASCII digits and the decimal point written, in order, or refused
            point = "," if room == "ipoker (decimal comma)" else "."
            written = text.replace(".", ",") if point == "," else text
            try:
                value = read(text)
            except HandHistoryError as error:
                assert "is not an amount" in str(error)  # noqa: PT017 (not every such text is refused)
                continue
            assert all(c.isascii() for c in written if c.isdigit()), (room, text)  # no digit but ASCII
            kept = "".join(c for c in written if c in _DIGITS or c == point).replace(point, ".")
            assert value == Decimal(kept), (room, text)


@pytest.mark.parametrize(
    ("room", "text", "value"),
    [
        ("merge", "$1,127.50", "1127.50"),
        ("merge", "1.5", "1.5"),
        ("merge", "1,2", None),  # no group of three: not thousands
        ("merge", "1.2.3", None),
        ("merge", "$\u0663", None),
        ("ipoker (decimal point)", "RSD1,110.25", "1110.25"),
        ("ipoker (decimal point)", "$55,756.00", "55756.00"),
        ("ipoker (decimal point)", "\x800.20", "0.20"),  # the euro sign of a cp1252 file read as Latin-1
        ("ipoker (decimal point)", "1e5", None),  # was 15
        ("ipoker (decimal point)", "0x10", None),  # was 10
        ("ipoker (decimal point)", "1,5", None),  # a decimal comma where the hand writes points: was 15
        ("ipoker (decimal comma)", "1 192.65€", "1192.65"),  # (the test writes the comma as a point)
        ("ipoker (decimal comma)", "3.60\x80", "3.60"),
        ("ipoker (decimal comma)", "\u0663.50€", None),
        ("everest", "17750", "17750"),
        ("everest", "\u0663", None),
        ("everest", "\u00b2", None),
        ("boss, microgaming", ".125", "0.125"),
        ("boss, microgaming", "", None),
        ("boss, microgaming", "+1", None),
    ],
)
def test_each_rooms_amounts_as_its_files_write_them(room: str, text: str, value: str | None) -> None:
    read = _amount_paths()[room]
    if value is None:
        with pytest.raises(HandHistoryError, match="is not an amount"):
            read(text)
    else:
        assert read(text) == Decimal(value)


@given(st.one_of(_ODD, st.text(max_size=12), _AMOUNTS.map(str), _AMOUNTS.map(lambda d: f"{d:f}".lstrip("0"))))
@example("0.00")
@example(".0")
@example("1.")
@example("0.10")
@example("1" * 19)
@example("1 001,240€")
def test_an_amounts_digits_and_places_are_what_its_decimal_gives(text: str) -> None:
    """read_number (no Decimal) gives what read_amount's Decimal and places() give, in every
    room's form of an amount: None for the same texts, else the same value and places."""
    forms = [(_xmlgame.PLAIN, "."), (ipoker._POINT_DECIMAL, "."), (ipoker._COMMA_DECIMAL, ","), (merge._MONEY, ".")]
    for form, point in forms:
        value = _xmlgame.read_amount(text, form, point)
        found = _xmlgame.read_number(text, form, point)
        if value is None:
            assert found is None, (form.pattern, text)
        else:
            assert found is not None, (form.pattern, text)
            digits, needs = found
            assert Decimal(digits).scaleb(-needs) == value, (form.pattern, text)
            assert needs == _xmlgame.places([value]), (form.pattern, text)


def test_an_amount_is_never_cut_to_the_hands_scale() -> None:
    hand = _Hand('<HISTORY ID="1"/>', "f.xml", "utf-8", 1)
    assert hand.scaled("0.125", "the pot", 1000) == 125
    with pytest.raises(HandHistoryError, match=r"the pot '0\.125' has more decimals"):
        hand.scaled("0.125", "the pot", 100)
    with pytest.raises(HandHistoryError, match=r"an amount '0\.125' has more decimals"):
        hand.units(["0.125"], 100)


# -- the tables of amounts in units are bounded in all ----------------------------------


@pytest.mark.parametrize("table", ["_xmlgame", "merge", "ipoker"])
def test_the_amounts_kept_in_units_stay_within_the_bound_in_all(table: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Many distinct amounts at every scale (a long-running process fed hostile files) keep
    no more than the bound, counted over all the scales; a text over 32 characters is never kept."""
    kept = {"_xmlgame": _xmlgame._SCALED, "merge": merge._SCALED, "ipoker": ipoker._SCALED}[table]
    monkeypatch.setattr(kept, "limit", 300)
    hand = _Hand('<HISTORY ID="1"/>', "f.xml", "utf-8", 1)
    merge_game = merge._Game('<game id="1"/>', "f.xml", "utf-8", 1, "")
    for places in range(7):
        raws = [f"{n}.{places * 7 % 10}" if places else str(n) for n in range(1000 * places, 1000 * places + 200)]
        if table == "_xmlgame":
            got = hand.units(raws, 10**places)
        elif table == "merge":
            got = merge_game.units(raws, 10**places, merge_game.number, merge._SCALED)
        else:
            got = {}
            for comma in (False, True):
                known = kept.table((comma, 10**places))
                for raw in raws:
                    kept.keep(known, raw, int(Decimal(raw) * 10**places))
                    got[raw] = known.get(raw, int(Decimal(raw) * 10**places))
        assert got == {raw: int(Decimal(raw) * 10**places) for raw in raws}  # (whatever was dropped)
        assert 0 < len(kept) <= 300
    known = kept.table("long")
    kept.keep(known, "1" * 33, 1)
    assert "1" * 33 not in known


def test_the_amounts_kept_in_units_are_in_module_stores_a_reset_finds() -> None:
    """The tables of amounts in units live in module-level dicts, where the speed bench's reset
    (every module-level store of the readers put back as a new process has it) finds them: after
    it, no amount read before is served from them (they were kept out of sight, and a new pass of
    new hands read them again)."""
    from test_handhistory_bench_fresh import fresh_stores
    from test_handhistory_ipoker import _game as _ipoker_game
    from test_handhistory_ipoker import _session
    from test_handhistory_merge import _game as _merge_game
    from test_handhistory_xmlrooms import _boss

    kept = (_xmlgame._SCALED, merge._SCALED, ipoker._SCALED)
    for units in kept:
        units.tables.clear()
    fresh = fresh_stores()
    for text in (_boss(), _session(_ipoker_game()), _merge_game()):
        assert all(record.ok for record in read_hands(text)), text
    assert all(len(units) for units in kept)
    fresh.restore()
    assert [len(units) for units in kept] == [0, 0, 0]


# -- a hand read with the tables of amounts filled or empty: the same record ---------------

_WRITTEN = re.compile(r'\b((?:VALUE|WIN|RAKE|POT|AMOUNT|STAKES|value|amount|balance|stakes)=")([^"]*)(")')
"""An amount as the rooms' XML writes it (in Boss, Microgaming and Merge hands)."""
_REWRITES = st.sampled_from(
    ["1.00", "2", "0.5", "5.00", "0.125", "19.40", "3", "100.00", "0.02", "$2", "$1,000", "1.5.0", "", "1e2", "\u0663"]
)


def _fields(record: object) -> dict[str, object]:
    """Every field of a record (its error by type and words)."""
    out = {name: getattr(record, name) for name in record.__dataclass_fields__}  # type: ignore[attr-defined]
    error = out.get("error")
    out["error"] = None if error is None else (type(error).__name__, str(error))
    return out


def _mg_unended() -> str:
    """The Microgaming hand without its ``endbalance`` figures (the amounts rewritten around
    it change what they would have to be)."""
    from test_handhistory_xmlrooms import _mg

    return re.sub(r' endbalance="[^"]*"', "", _mg())


def _written_hands() -> dict[str, str]:
    from test_handhistory_merge import _game
    from test_handhistory_xmlrooms import _boss, _mg

    called = '<Action seq="7" type="Call" seat="1" value="5.00"/>'
    return {
        "boss": _boss(cards="1 14 27 40 5"),
        "boss 2010": _boss(new=False),
        "boss, no rake printed": _boss().replace('POT="19.40" RAKE="0.60"', 'POT="19.40"'),
        "microgaming": _mg(),
        "microgaming, a call with no value": _mg()
        .replace(called, called.replace(' value="5.00"', ""))
        .replace('endbalance="109.80"', 'endbalance="114.80"'),  # (its call puts nothing in)
        "merge": _game(),
    }


@given(st.sampled_from(sorted(_written_hands())), st.lists(st.tuples(st.integers(0, 40), _REWRITES), max_size=6))
@example("boss", [(0, "0.125")])
@example("microgaming", [(3, "0.125"), (5, "1.5.0")])
@example("merge", [(2, "0.125")])
def test_a_hand_reads_the_same_whatever_amounts_were_read_before(room: str, rewrites: list[tuple[int, str]]) -> None:
    """Boss, Microgaming and Merge hands with their amounts rewritten (more decimals, other
    forms, none at all) read to the same records, fields and errors, when every table of
    amounts in units is empty (each hand's places read from its texts) and when they are
    full of what the hands read before (:meth:`XmlGame.known_units`)."""
    text = _written_hands()[room]
    for at, written in rewrites:  # the at-th amount of the text (counting round) rewritten
        found = list(_WRITTEN.finditer(text))
        place = found[at % len(found)]
        text = f"{text[: place.start(2)]}{written}{text[place.end(2) :]}"
    variants = [_written_hands()[room], text]

    def cold() -> list[dict[str, object]]:
        out = []
        for variant in variants:
            for kept in (_xmlgame._SCALED, merge._SCALED):
                kept.tables.clear()
            out.extend(_fields(hand) for hand in read_hands(variant))
        return out

    def warm() -> list[dict[str, object]]:
        return [_fields(hand) for variant in variants for hand in read_hands(variant)]

    first = cold()
    assert warm() == first and warm() == first  # (the first warm read fills what the second looks up)
    assert cold() == first


@given(st.lists(st.sampled_from(["As", "Ah", "null", ",", " ", "\t", "", "Kd"]), max_size=8).map("".join))
@example("As, Ah")
@example("As,,Ah,")
def test_merge_cards_read_once_are_the_plain_split(written: str) -> None:
    """A Merge ``cards=`` text, read once and kept: each time the cards between its commas,
    spaces stripped and empty ones left out, and those cards as one text."""
    plain = [card.strip() for card in written.split(",") if card.strip()]
    for _ in range(2):
        cards, joined = merge._cards(written)
        assert cards == plain and joined == " ".join(plain)


def test_a_hand_reads_the_same_when_the_tables_of_amounts_empty_while_it_is_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Tables of units so small that a hand's amounts fill them, and the bound reached empties
    them while the hand is read (a text it had not read before kept after its amounts were
    looked up): every room's records as with room to spare, hand after hand, for every bound."""
    hands = _written_hands()
    expected = {room: [_fields(hand) for hand in read_hands(text)] for room, text in hands.items()}
    assert all(fields["error"] is None for each in expected.values() for fields in each)
    assert 'type="Call" seat="1"/>' in hands["microgaming, a call with no value"]  # (the texts rewritten)
    assert '"HAND_SHOWDOWN" POT="19.40" MAINPOT' in hands["boss, no rake printed"]
    for limit in range(1, 30):
        for kept in (_xmlgame._SCALED, merge._SCALED):
            monkeypatch.setattr(kept, "limit", limit)
        for kept in (_xmlgame._SCALED, merge._SCALED):
            kept.tables.clear()
        for _ in range(3):  # (each room's hands one after the other: the second fills what the third looks up)
            for room, text in hands.items():
                assert [_fields(hand) for hand in read_hands(text)] == expected[room], (room, limit)


_STRAYS = {
    ("boss", "the HISTORY's WIN"): ('LOSS="0.00">', 'LOSS="0.00" WIN="0.125">', ' WIN="0.00" LOSS'),
    ("boss", "a PLAYER's VALUE"): ('DEALER="Y">', 'DEALER="Y" VALUE="0.125">', None),
    ("boss", "an empty seat's WIN"): (
        'STATE="STATE_EMPTY" DEALER="N">',
        'STATE="STATE_EMPTY" DEALER="N" WIN="0.125">',
        None,
    ),
    ("boss", "a blind's WIN"): ('KIND="HAND_SB" VALUE="1.00">', 'KIND="HAND_SB" VALUE="1.00" WIN="0.125">', None),
    ("boss", "a board's RAKE"): (
        'POT="9.80" RAKE="0.20" MAINPOT="9.80"',
        'POT="9.875" RAKE="0.125" MAINPOT="9.875"',  # (the board's figures add up: 10 put in)
        None,
    ),
    ("boss", "a deal's RAKE"): ('PLAYER="bob"><CARD', 'PLAYER="bob" RAKE="0.125"><CARD', None),
    ("boss", "the SHOWDOWN's WIN"): ('MAINPOT="19.40">', 'MAINPOT="19.40" WIN="0.125">', None),
    ("boss", "a RESULT's RAKE"): ('WIN="19.40" HAND=""', 'WIN="19.40" RAKE="0.125" HAND=""', None),
    ("boss", "a showdown's showdown's POT"): ("</SHOWDOWN>", '<SHOWDOWN POT="0.125"></SHOWDOWN></SHOWDOWN>', None),
    ("boss", "a RESULT's VALUE"): ('WIN="0.00" HAND=""', 'WIN="0.00" VALUE="0.125" HAND=""', None),
    ("boss", "another element's WIN in the SHOWDOWN"): ("</SHOWDOWN>", '<NOTE WIN="0.125"></NOTE></SHOWDOWN>', None),
    ("microgaming", "a balance"): ('balance="50.00"', 'balance="50.125"', None),
    ("microgaming", "a win"): ('amount="19.80"', 'amount="19.805"', None),
    ("microgaming", "the stakes"): ('stakes="1.00|2.00"', 'stakes="1.00|2.005"', None),
    ("microgaming", "a fee"): ('value="0.02"', 'value="0.025"', None),
    ("microgaming", "a bet handed back"): ('value="6.00"', 'value="6.005"', None),
    ("microgaming", "a fold's value"): ('type="Fold" seat="3"/>', 'type="Fold" seat="3" value="0.125"/>', None),
}
"""Where a written hand carries an amount the reader counts for its places (used or not): the
text there, what it becomes (3 places), and an attribute then left out (written twice)."""
_NOT_COUNTED = {
    ("boss", "a RESULT nested in a RESULT"): (
        "</RESULT>\n</SHOWDOWN>",
        '<RESULT PLAYER="bob" WIN="0.125"></RESULT></RESULT>\n</SHOWDOWN>',
        None,
    ),
}
"""A place whose amount is read but does not count for the hand's places: one with more is refused."""


@pytest.mark.parametrize(("room", "place"), sorted(_STRAYS) + sorted(_NOT_COUNTED))
def test_an_amount_with_more_places_counts_wherever_the_rest_were_read_before(room: str, place: str) -> None:
    """A Boss or Microgaming hand whose amounts were all read before at the cash game's 2
    places looks them up in that table; one amount with 3 places anywhere the reader counts
    them (read or not) makes the hand's unit 0.001 all the same, as when nothing was read
    before; and a hand made unreadable there is refused alike."""
    from test_handhistory_xmlrooms import _boss

    old, new, drop = _STRAYS.get((room, place)) or _NOT_COUNTED[room, place]
    plain = _boss() if room == "boss" else _mg_unended()
    assert plain.count(old) == 1
    text = plain.replace(old, new)
    if drop is not None:  # (an attribute written twice is no XML)
        text = text.replace(drop, " LOSS", 1)
    more = re.search(r'"[0-9.|]*?(\.[0-9]{3})"', text)
    assert more is not None
    broken = f"{text[: more.start(1)]}.1.2{text[more.end(1) :]}"

    def cold(variant: str) -> list[dict[str, object]]:
        _xmlgame._SCALED.tables.clear()
        return [_fields(hand) for hand in read_hands(variant)]

    expected, refused = cold(text), cold(broken)
    if (room, place) in _STRAYS:
        assert expected[0]["error"] is None and expected[0]["unit"] == Decimal("0.001")
    else:
        error = expected[0]["error"]
        assert isinstance(error, tuple)
        assert "'0.125' has more decimals than the hand's other amounts" in error[1]
        assert '<RESULT PLAYER="bob" WIN="0.125"> (an element no Boss hand holds there)' in error[1]  # named first
    assert refused[0]["error"] is not None and ".1.2" in str(refused[0]["error"])
    for _ in range(2):  # (the plain hand fills the table of 2 places; the others look their amounts up in it)
        assert next(read_hands(plain)).unit == Decimal("0.01")
        assert [_fields(hand) for hand in read_hands(text)] == expected, place
        assert [_fields(hand) for hand in read_hands(broken)] == refused, place


def _everest_cards_plainly(text: str) -> list[str] | None:
    """Everest's cards worked out one by one (rank before suit, either case, 10 for T,
    ``--`` face down): None where one is no card."""
    out = []
    for card in text.replace(",", " ").split():
        if card == "--":
            out.append("?")
            continue
        rank, suit = card[:-1].upper(), card[-1:].lower()
        rank = "T" if rank == "10" else rank
        if rank not in "23456789TJQKA" or len(rank) != 1 or suit not in "cdhs":
            return None
        out.append(rank + suit)
    return out


@given(st.lists(st.sampled_from(["Ah", "10h", "10H", "tc", "TC", "kD", "--", "-", "1", "0h", "X", "\u0663s", " ", ","]))
       .map("".join))  # fmt: skip
@example("10h, --, tC")
@example("1h")
def test_everest_cards_looked_up_are_the_ones_worked_out(text: str) -> None:
    """An Everest card text reads to the cards worked out one by one, or is refused where one is no card."""
    game = everest._Game('<HAND id="1"/>', "f.xml", "utf-8", 1, {})
    expected = _everest_cards_plainly(text)
    if expected is None:
        with pytest.raises(HandHistoryError, match="is not a card"):
            game.cards(text)
    else:
        assert game.cards(text) == expected


def _ipoker_cards_plainly(text: str, keep_unknown: bool) -> str | None:
    """iPoker's cards by its rule, card by card: suit letter first (``HA``, ``c10``, either
    case), ``X`` unknown (all of them ``?`` unless ``keep_unknown``); None where one is no card."""
    out = []
    for card in text.split():
        if card in ("X", "x"):
            out.append("?")
            continue
        suit, rank = card[:1].lower(), card[1:].upper()
        if suit not in ("c", "d", "h", "s") or rank not in {*"23456789TJQKA", "10"}:
            return None if keep_unknown or "?" not in out else "?"
        out.append(("T" if rank == "10" else rank) + suit)
    return "?" if "?" in out and not keep_unknown else " ".join(out)


@given(
    st.lists(
        st.sampled_from(["HA", "ha", "hA", "C10", "c10", "St", "DT", "d1", "X", "x", "SB", "A", "H\u0663", "İK"])
    ).map(" ".join),
    st.booleans(),
)
@example("X C10", False)
@example("SB X", False)
def test_ipoker_cards_looked_up_are_the_ones_read_card_by_card(text: str, keep_unknown: bool) -> None:
    """An iPoker card text reads to its cards worked out one by one, or is refused where one is
    no card, whatever was read before."""
    game = ipoker._Game('<game gamecode="1"/>', "f.xml", "utf-8", 1, {})
    ipoker._CARDS[keep_unknown].pop(text, None)
    expected = _ipoker_cards_plainly(text, keep_unknown)
    if expected is None:
        with pytest.raises(HandHistoryError, match="is not a card"):
            game.cards(text, keep_unknown)
    else:
        assert game.cards(text, keep_unknown) == expected
        assert game.cards(text, keep_unknown) == expected  # (read again: kept)


@pytest.mark.parametrize("room", ["boss", "microgaming"])
def test_a_hand_of_new_amounts_at_the_least_places_is_read_in_one_pass(
    room: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """New stacks and wins (most hands: stacks change every hand) that need no more places than
    the room's least are worked out on the one-pass read, not read again the careful way; an
    amount that needs more places is; and every record is the careful read's."""
    from test_handhistory_xmlrooms import _boss

    plain = _boss() if room == "boss" else _mg_unended()
    seat = 'NAME="ann" SEAT="1" AMOUNT=' if room == "boss" else 'alias="ann" balance='
    assert plain.count(f'{seat}"100.00"') == 1
    texts = [plain.replace(f'{seat}"100.00"', f'{seat}"{100 + k}.{k:02d}"') for k in range(1, 4)]
    finer = plain.replace(f'{seat}"100.00"', f'{seat}"100.125"')
    careful = []
    for text in [*texts, finer]:
        _xmlgame._SCALED.tables.clear()
        careful.append([_fields(hand) for hand in read_hands(text)])
    again: list[str] = []
    real = _xmlgame.XmlGame.hand_scale

    def counted(self: _xmlgame.XmlGame, amounts: object, least: int) -> object:
        again.append("again")
        return real(self, amounts, least)  # type: ignore[arg-type]

    _xmlgame._SCALED.tables.clear()
    next(read_hands(plain))
    monkeypatch.setattr(_xmlgame.XmlGame, "hand_scale", counted)
    assert [[_fields(hand) for hand in read_hands(text)] for text in texts] == careful[:3]
    assert again == []
    assert [_fields(hand) for hand in read_hands(finer)] == careful[3]
    assert again == ["again"]
    assert careful[3][0]["unit"] == Decimal("0.001")


@pytest.mark.parametrize("text", ["$1,127.50", "2.25", "$" + "1" * 40 + ".5", "1,2", None])
def test_merges_two_amount_readers_agree_and_keep_only_short_amounts_they_read(text: str | None) -> None:
    # number (a Decimal) and parsed (digits and places) share one first read (XmlGame.kept):
    # the same amount or the same refusal, kept once read where its text is at most 32 characters
    game = merge._Game('<game id="1"/>', "f.xml", "utf-8", 1, "")
    for _ in range(2):  # the first read, then the kept one
        try:
            value = game.number(text, "an amount")
        except HandHistoryError as error:
            assert f"an amount {shorten(text)} is not an amount" in str(error)  # noqa: PT017
            with pytest.raises(HandHistoryError, match="is not an amount"):
                game.parsed(text, "an amount")
            assert (text or "") not in merge._NUMBERS and (text or "") not in merge._PARSED
            continue
        digits, places = game.parsed(text, "an amount")
        assert value == Decimal(digits).scaleb(-places)
        kept = len(text or "") <= merge._KEPT
        assert ((text or "") in merge._NUMBERS, (text or "") in merge._PARSED) == (kept, kept)


def test_the_plain_amount_readers_name_what_they_read_formatted_only_when_refused() -> None:
    hand = _Hand('<HISTORY ID="1"/>', "f.xml", "utf-8", 1)
    assert hand.decimal(None, "{}'s bet", "ann") == 0 and hand.plain_number("1.50", "{}'s bet", "ann") == (15, 1)
    for read in (hand.decimal, hand.plain_number):
        with pytest.raises(HandHistoryError, match="ann's bet '1,5' is not an amount"):
            read("1,5", "{}'s bet", "ann")
