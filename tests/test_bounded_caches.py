"""Memory: the caches that make the engine and the readers fast stay bounded, whatever stream of
inputs a user feeds them (new spellings of a game's name, new stakes in a session's game type, a
table of a thousand players refused, rooms built per call), and a game is known by identity, not
by its name (a game replaced under the name of another is itself)."""

from __future__ import annotations

import dataclasses
import importlib
import itertools

import pytest

from pokerrank.engine import Hand, from_record
from pokerrank.engine import hand as engine_hand
from pokerrank.errors import DealError
from pokerrank.games import get_game
from pokerrank.handhistory import read


def spellings(name: str, count: int) -> list[str]:
    """``count`` different spellings of a game's ``name`` that get_game takes (case, dots, spaces)."""
    out = []
    for gaps in itertools.product(("", ".", " "), repeat=len(name) - 1):
        for upper in itertools.product((False, True), repeat=len(name)):
            letters = [c.upper() if up else c for c, up in zip(name, upper, strict=True)]
            out.append(letters[0] + "".join(gap + c for gap, c in zip(gaps, letters[1:], strict=True)))
            if len(out) == count:
                return out
    return out


def test_a_table_the_deck_cannot_deal_is_refused_before_its_orders_of_play_are_made() -> None:
    before = len(engine_hand._FROM)
    with pytest.raises(DealError, match="for 2000 players needs 4005 cards"):
        Hand("holdem", [100] * 2000, blinds=(1, 2))
    assert len(engine_hand._FROM) == before < 2000  # (n * n orders of 2,000 players: 4 M entries kept)


def test_new_spellings_of_a_game_do_not_grow_the_engines_caches() -> None:
    for word in spellings("holdem", 600):
        hand = Hand(word, [100, 100], blinds=(1, 2), seed=1)
        assert hand.game is get_game("holdem")
    assert len(engine_hand._GAMES) <= 256


def test_new_spellings_of_a_game_do_not_grow_the_drives_and_the_replays_caches() -> None:
    from pokerrank.engine import drive
    from pokerrank.handhistory import audit_hand

    replay_module = importlib.import_module("pokerrank.handhistory.replay")  # (the package names its function so)

    hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=1)
    hand.act("raise", 100)
    hand.act("call")
    record = dataclasses.replace(hand.to_record(), format="phh", extra={})
    for word in spellings("holdem", 1200):
        respelled = dataclasses.replace(record, game=word)
        assert from_record(respelled).status == "ok"
        audit_hand(respelled)
    assert len(drive._GAMES) <= 256 and len(drive._LEAN_GAMES) <= 256
    assert len(replay_module._GAMES) <= 1024 and len(replay_module._PLAIN_GAMES) <= 1024


_IPOKER_GAME = """<game gamecode="77"><general><players>
<player seat="1" name="ann" chips="$100" dealer="1" win="$3.80" bet="$2"/>
<player seat="2" name="bob" chips="$100" dealer="0" win="$0" bet="$2"/>
</players></general>
<round no="0"><action no="1" player="ann" type="1" sum="$1"/><action no="2" player="bob" type="2" sum="$2"/></round>
<round no="1"><cards type="Pocket" player="ann">SA HA</cards><cards type="Pocket" player="bob">S2 H7</cards>
<action no="3" player="ann" type="3" sum="$1"/><action no="4" player="bob" type="4" sum="$0"/></round>
</game>"""


def _ipoker(gametype: str, game: str = _IPOKER_GAME) -> str:
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n<session sessioncode="9"><general>'
        f"<gametype>{gametype}</gametype><tablename>T, 1</tablename>"
        f"<currency>USD</currency></general>\n{game}</session>\n"
    )


def test_a_stream_of_new_stakes_does_not_grow_ipokers_game_names() -> None:
    from pokerrank.handhistory import ipoker

    for k in range(1, 1300):
        record = next(read(_ipoker(f"Holdem NL ${k}/${2 * k}")))
        assert record.game == "holdem" and record.structure == "no-limit", record.error
    assert len(ipoker._NAMED) <= 1000


def test_a_stream_of_new_limit_stakes_keeps_ipokers_title_bets_bounded() -> None:
    """The small and big bet each fixed-limit title prints, kept a title: at most 1,000 titles,
    none padded to any length."""
    from pokerrank.handhistory import ipoker

    for k in range(1, 1300):
        record = next(read(_ipoker(f"Holdem L ${k}/${2 * k}")))
        assert record.structure == "limit" and record.stakes == (200, 400), record.error  # (the big blind's)
    padded = next(read(_ipoker(f"Holdem L $2/$4{' ' * 5000}")))
    assert padded.stakes == (200, 400)
    assert 0 < len(ipoker._TITLE_BETS) <= 1000
    assert max(len(title) for title, _, _ in ipoker._TITLE_BETS) <= ipoker._KEPT_TITLE


def test_ipoker_amounts_and_cards_padded_to_any_length_are_read_not_kept() -> None:
    from pokerrank.handhistory import ipoker

    for k in range(0, 3000, 100):
        padded = _IPOKER_GAME.replace('chips="$100"', f'chips="$100{" " * k}"').replace("SA HA", f"SA HA{' ' * k}")
        record = next(read(_ipoker("Holdem NL $1/$2", padded)))
        assert record.error is None and [seat.stack for seat in record.seats] == [10000, 10000]
        assert record.hole["ann"] == "As Ah"
    assert max(map(len, ipoker._NUMBERS[False]), default=0) <= ipoker._KEPT
    assert max(map(len, ipoker._CARDS[False]), default=0) <= ipoker._KEPT_CARDS


def test_one_ipoker_hand_of_more_new_amounts_than_the_bound_keeps_the_amount_stores_bounded() -> None:
    """The stores of amounts read before take a hand's new amounts at once (a review found both
    growing to the biggest hand's count: 150,006 of a bound of 100,000)."""
    from pokerrank.handhistory import ipoker

    many = 150_000
    sums = "".join(f'<action no="{100 + i}" player="bob" type="4" sum="${i}.{i % 97:02d}"/>' for i in range(many))
    game = _IPOKER_GAME.replace("</round>\n</game>", f"{sums}</round>\n</game>")
    assert game != _IPOKER_GAME
    record = next(read(_ipoker("Holdem NL $1/$2", game)))
    assert record.error is not None and "the actions put in" in record.error.reason  # (read, then refused)
    assert len(ipoker._NUMBERS[False]) <= 100_000
    assert len(ipoker._SCALED) <= ipoker._SCALED.limit


def test_a_game_is_known_by_identity_not_by_its_name() -> None:
    # razz under the name "stud": its bring-in is by the highest card showing (a low shows best)
    stud, razz = get_game("stud"), get_game("razz")
    renamed = dataclasses.replace(razz, name="stud")
    assert engine_hand._low_of(stud) != engine_hand._low_of(razz)
    assert engine_hand._low_of(renamed) == engine_hand._low_of(razz)
    assert engine_hand._low_of(stud) == engine_hand._low_showing(stud)


def test_pokertracker_export_words_keep_no_long_key() -> None:
    # a PokerTracker export's words as written (a player's line, cards in brackets) are kept
    # by their text: a line of 4 kB was kept whole, 50,000 of them about 200 MB
    from pokerrank.handhistory.sites import pokertracker

    pokertracker._SAID.clear()
    long_cards = "[" + " ".join(["d6"] * 1500) + "]"
    text = f"Bob: Shows {long_cards}\nBob: Shows [d6 sJ]\n"
    for found in pokertracker._PLAYER_LINE.finditer(text):
        pokertracker._player(found)
    assert all(len(key) <= 120 for key in pokertracker._SAID) and len(pokertracker._SAID) == 1


def test_a_room_s_words_for_a_hand_keep_no_long_key() -> None:
    # a hand's description as the room wrote it is kept by its text: 100,000 descriptions of
    # 4 kB each were kept whole
    from pokerrank.handhistory import words

    words._CLAIMS.clear()
    words.parse_claim("a pair of Kings" + " and more" * 500, "holdem")
    words.parse_claim("a pair of Kings", "holdem")
    assert len(words._CLAIMS) == 1 and all(len(text) <= 200 for text, _ in words._CLAIMS)


def test_pkr_cards_and_seats_keep_no_long_key() -> None:
    # PKR's cards and seat lines as written are kept by their text: bounded by count alone
    from pokerrank.handhistory import pkr

    pkr._CARDS_READ.clear()
    pkr._SEATS_READ.clear()
    assert pkr._cards("[9 d]" * 400).startswith("9d 9d")
    pkr._cards("[9 d][5 d]")
    assert list(pkr._CARDS_READ) == ["[9 d][5 d]"]
    long_name = "x" * 5000
    pkr._seat(f"Seat 1: {long_name} - $2.00")
    pkr._seat("Seat 2: ann - $2.00")
    assert all(len(row) <= 200 for row in pkr._SEATS_READ) and len(pkr._SEATS_READ) == 1


def test_absolute_lines_read_before_keep_no_long_key() -> None:
    # Absolute's wager and post lines are kept by their words: a line padded to any length is read, not kept
    from test_handhistory_absolute import PROPOSITION

    from pokerrank.handhistory import absolute

    absolute._READ_BEFORE.clear()
    for k in range(30):
        padded = PROPOSITION.replace("CID - Calls $8", "CID - Calls $8" + " " * (20_000 + k))
        (hand,) = read(padded)
        assert hand.error is None
    assert absolute._READ_BEFORE and all(len(said) <= 64 for said, _ in absolute._READ_BEFORE)


_BETFAIR_HEAD = """***** Betfair Poker Hand History for Game 77 *****
NL $0.05/$0.10 Texas Hold'em - Sunday, October 18, 20:00:00 GMT 2009
Table Oslo 2 (Real Money)
Seat 2 is the button
Total number of active players : 2
Seat 1: ann ( $10 )
Seat 2: bob ( $10 )
ann posts small blind [$0.05]
bob posts big blind [$0.10]
"""


def test_betfair_players_words_and_pots_keep_no_long_key_and_stay_bounded() -> None:
    """A hand of 21,000 players' lines, each of new words (a fold's tail of full stops and
    spaces, a winner's words), the first padded beyond 200 characters: the plans of the words
    (:data:`bracket._PLANS`) and the pots of the winners' words (:data:`bracket._POTS`) keep at
    most 20,000 each, and none of the padded ones."""
    from pokerrank.handhistory import bracket
    from pokerrank.handhistory.party import read_party

    count = 21_000
    padded = [f"ann folds {'.' * 201}", f"ann folds {'. ' * 150}.", f"ann folds {'.' * 5000}"]
    folds = [f"ann folds {''.join('. '[int(b)] for b in bin(k)[2:])}." for k in range(count)]
    padded_wins = [f"bob wins $0.15 from main pot with {'a' * 200}", f"bob wins $0.15 with {'b' * 5000}"]
    wins = [f"bob wins $0.15 from main pot with words {k}" for k in range(count)]
    bracket._PLANS.clear()
    bracket._POTS.clear()
    try:
        (record,) = read_party(_BETFAIR_HEAD + "\n".join(padded + folds + padded_wins + wins) + "\n")
        assert record.error is not None  # (pays more than was put in: the stores are what is checked)
        (plans,) = bracket._PLANS.values()
        assert "folds .." in plans  # (the words are planned: the store is the one read)
        assert len(plans) <= 20_000 and max(map(len, plans)) <= 200
        assert " from main pot with words 0" in bracket._POTS
        assert len(bracket._POTS) <= 20_000 and max(map(len, bracket._POTS)) <= 200
    finally:
        bracket._PLANS.clear()
        bracket._POTS.clear()
