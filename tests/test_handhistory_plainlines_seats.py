"""The seats of a plain-lines room's hand (Seals With Clubs, KingsClub) are put on the record
builder by the reader itself: the same seats, and the same refusals, as the builder's own
:meth:`~pokerrank.handhistory.owntext.TextHand.seat` gives."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.owntext import TextHand
from pokerrank.handhistory.plainlines import read_lines
from pokerrank.handhistory.sites.kingsclub import KINGSCLUB
from pokerrank.handhistory.sites.sealswithclubs import SEALS_WITH_CLUBS

_SWC_HEAD = """Hand #100-1 - 2013-06-28 02:13:53
Game: NL Hold'em (40 - 200) - Blinds 1/2
Site: Seals With Clubs
Table: NLHE 6max 1/2 #7
"""


def _swc(seats: list[tuple[int, str, int, bool]]) -> str:
    lines = [f"Seat {n}: {name} ({stack})" + (" - sitting out" if out else "") for n, name, stack, out in seats]
    first, second = seats[0][1], seats[-1][1]
    return (
        _SWC_HEAD
        + "\n".join(lines)
        + f"\n{first} posts small blind 1\n{second} posts big blind 2\n** Hole Cards **\n{first} folds\n"
        + f"{second} refunded 1\n{second} wins Pot (2)\nRake (0)\n"
    )


def _builder_seats(seats: list[tuple[int, str, int, bool]]) -> tuple[tuple[object, ...], str | None]:
    """The seats as :meth:`TextHand.seat` takes them, one by one: the seats by number, or the
    refusal's reason and line."""
    hand = TextHand("<text>", "100-1", "Seals With Clubs", "sealswithclubs", 1, scale=100)
    try:
        for at, (number, name, stack, out) in enumerate(seats, start=5):
            hand.seat(number, name, stack * 100, out, at)  # (a cash game's amounts: in hundredths)
    except HandHistoryError as exc:
        return (), f"{exc.reason} @ {exc.line}"
    return tuple(sorted(hand.seats, key=lambda seat: seat.seat)), None  # (by number, as the record)


@settings(max_examples=120, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(1, 9), st.sampled_from(["Ann", "Bob", "Cid", "Dee"]), st.integers(3, 500), st.booleans()),
        min_size=2,
        max_size=5,
    )
)
def test_the_readers_seats_are_the_builders(seats: list[tuple[int, str, int, bool]]) -> None:
    """Any seat lines, a name seated twice among them or not: the record's seats are the
    builder's, and a name seated twice is refused as the builder refuses it, at its line."""
    record = next(read_lines(_swc(seats), SEALS_WITH_CLUBS))
    want, refused = _builder_seats(seats)
    if refused is not None:
        assert record.error is not None
        assert f"{record.error.reason} @ {record.error.line}" == refused
    else:
        assert record.error is None or "two seats" not in record.error.reason
        if record.error is None:
            assert record.seats == want


def test_a_name_seated_twice_is_named_at_its_second_seat() -> None:
    text = (
        "#7: No Limit Holdem - 5/10\n2021-01-01 00:00:00\nTable 'T' Seat 1 is the button\n"
        "Seat 1: Ann (1,000)\nSeat 2: Bob (500)\nSeat 3: Ann (700)\n*** HOLE CARDS ***\n"
        "Ann: posts the small blind 5\nBob: posts the big blind 10\nAnn folds\n"
    )
    record = next(read_lines(text, KINGSCLUB))
    assert record.error is not None
    assert record.error.reason == "two seats named 'Ann'"
    assert record.error.line == 6  # the second of Ann's seat lines


def test_a_bad_stack_is_named_before_a_name_seated_twice() -> None:
    """A seat line whose stack is no amount is named for it, even where its name is taken (the
    amount is read first, as it was when the builder took the seat)."""
    text = (
        "#7: No Limit Holdem - 5/10\n2021-01-01 00:00:00\nTable 'T' Seat 1 is the button\n"
        "Seat 1: Ann (1,000)\nSeat 2: Ann (5.5.5)\n*** HOLE CARDS ***\nAnn: posts the small blind 5\n"
    )
    record = next(read_lines(text, KINGSCLUB))
    assert record.error is not None
    assert "5.5.5" in record.error.reason and "two seats" not in record.error.reason


def test_the_amounts_kept_stop_at_the_most_and_new_ones_are_still_read(monkeypatch) -> None:
    # a stream of hands with new stacks: the amounts read once are kept up to a bound, past it read
    # each time (the same records), so a long run does not grow without bound
    from pokerrank.handhistory import plainlines

    monkeypatch.setattr(plainlines, "_MOST_AMOUNTS", 3)
    monkeypatch.setitem(plainlines._AMOUNTS, 100, {})
    stacks = []
    for k in range(12):
        text = _swc([(1, "ann", 300 + k, False), (2, "bob", 500 + k, False)])
        record = next(iter(read_lines(text, SEALS_WITH_CLUBS)))
        assert record.error is None
        stacks.append([seat.stack for seat in record.seats])
        assert len(plainlines._AMOUNTS[100]) <= 3
    assert stacks == [[(300 + k) * 100, (500 + k) * 100] for k in range(12)]
