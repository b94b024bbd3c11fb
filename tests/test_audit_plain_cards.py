"""The audit's one pass over a hand's card texts (``_all_plain``) says "every card plain" only
where the token-by-token scans find no word among the cards and no unreadable card, and says
otherwise wherever a token is not a card as most rooms write it (``10h``, ``[of]``, ``Jk``, a
word): those hands still take the scans."""

from __future__ import annotations

import importlib
import random

from pokerrank.handhistory.records import HandRecord

audit_module = importlib.import_module("pokerrank.handhistory.audit")

_PLAIN = [f"{rank}{suit}" for rank in "23456789TJQKA" for suit in "cdhs"]
_OTHER = ["10h", "ah", "[of]", "Jk", "insurance", "xx", "8t", "Ah,", ""]


def _text(rng: random.Random, odd: float) -> str:
    tokens = [rng.choice(_OTHER) if rng.random() < odd else rng.choice(_PLAIN) for _ in range(rng.randrange(0, 6))]
    return rng.choice((" ", "  ", "\t")).join(tokens)


def test_all_plain_is_the_scans_finding_nothing() -> None:
    rng = random.Random("plain cards")
    plain_seen = other_seen = 0
    for _ in range(3000):
        odd = rng.choice((0.0, 0.05, 0.3))
        hole = {f"p{i}": _text(rng, odd) for i in range(rng.randrange(0, 4))}
        boards = tuple(_text(rng, odd) for _ in range(rng.randrange(0, 3)))
        record = HandRecord("t", "1", hole=hole, boards=boards)
        tokens = " ".join((*hole.values(), *boards)).split()
        plain = audit_module._all_plain(record)
        assert plain == all(token in _PLAIN for token in tokens)
        if plain:
            plain_seen += 1
            assert audit_module._word_among_cards(record) is None
            assert audit_module._unreadable_cards(hole) == []
        else:
            other_seen += 1
    assert plain_seen > 500 and other_seen > 500


def test_a_word_or_garbled_card_is_still_found() -> None:
    """A hand with a word among its cards, and one with a garbled card, are not passed as plain."""
    worded = HandRecord("t", "1", hole={"ann": "Qd insurance 6c"}, boards=("Ah Kd 2c",))
    garbled = HandRecord("t", "1", hole={"ann": "Qd [of]"}, boards=("Ah Kd 2c",))
    on_board = HandRecord("t", "1", hole={"ann": "Qd 6c"}, boards=("Ah Kd banana",))
    assert not audit_module._all_plain(worded) and audit_module._word_among_cards(worded) == ("ann", "insurance")
    assert not audit_module._all_plain(garbled) and audit_module._unreadable_cards(garbled.hole) == [("ann", "[of]")]
    assert not audit_module._all_plain(on_board) and audit_module._word_among_cards(on_board) == ("", "banana")


def test_a_card_text_that_is_no_text_takes_the_scans_not_a_type_error() -> None:
    """A record built by hand with a hole that is bytes: the one pass says "not plain" and the
    scans decide, as before it (a review found a TypeError out of the join)."""
    record = HandRecord(source="<t>", hand_id="1", hole={"ann": b"Ah Kd"}, boards=("2c 3d 4h",))  # type: ignore[dict-item]
    assert audit_module._all_plain(record) is False
