"""The audit's quick paths give what the full ones give: the showdown decided on the scalar
path (``decision._quick``) against :func:`pokerrank.showdown` itself, on random deals of every
game it takes and of some it leaves to the showdown (ties with and without odd chips, side
pots, folded chips, dead money, rake)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from pokerrank.errors import PokerRankError
from pokerrank.games import get_game
from pokerrank.handhistory import HandRecord, decision
from pokerrank.handhistory.decision import Decision, decide
from pokerrank.handhistory.replay import Replay

QUICK = [
    "holdem",
    "omaha",
    "omaha-5",
    "short-deck",
    "stud",
    "razz",
    "2-7-triple-draw",
    "omaha-hi-lo",
    "big-o",
    "stud-hi-lo",
    "badugi",
    "badeucy",
    "badacey",
    "2-7-razz",
]
GAMES = [*QUICK, "deuces-wild-draw"]


def random_play(rng: random.Random, game_name: str) -> Replay:
    game = get_game(game_name)
    deck = sorted(game.deck.codes)
    rng.shuffle(deck)
    n = rng.randint(2, 6)
    names = [f"p{i}" for i in range(n)]
    cards = {name: " ".join(str(_card(deck.pop())) for _ in range(game.hole_cards)) for name in names}
    board = " ".join(str(_card(deck.pop())) for _ in range(game.board_cards))
    if game.board_cards and rng.random() < 0.15:  # a board that plays for everyone: ties
        board = "As Ks Qs Js Ts"
        cards = {name: hole for name, hole in cards.items() if not set(hole.split()) & set(board.split())}
        names = list(cards)
        if len(names) < 2:
            return random_play(rng, game_name)
    levels = [rng.choice([0, 1, 2, 5, 7, 10, 40, 101]) for _ in names]
    put_in = dict(zip(names, levels, strict=True))
    dead = {names[0]: 1} if rng.random() < 0.2 else {}
    for name, amount in dead.items():
        put_in[name] += amount
    folded = {name for name in names if rng.random() < 0.3}
    if len(names) - len(folded) < 2:
        folded = set(names[2:])
    contenders = tuple(name for name in names if name not in folded)
    record = HandRecord("<test>", "1", button=rng.randint(1, n), game=game.name)
    live = {name: put_in[name] - dead.get(name, 0) for name in names}
    ordered = sorted(live.values(), reverse=True)
    top = next(name for name in names if live[name] == ordered[0])
    return Replay(
        record,
        tuple(names),
        {name: i + 1 for i, name in enumerate(names)},
        put_in,
        dead,
        frozenset(folded),
        contenders,
        {name: cards[name] for name in contenders},
        (board,),
        (),
        (top, ordered[0] - ordered[1]) if ordered[0] > ordered[1] else None,
        game,
    )


def _card(code: int) -> Any:
    from pokerrank.cards import Card

    return Card(code)


def facts(decided: Decision) -> tuple[Any, ...]:
    hands = [
        {player: {side: (h.strength, h.name, h.cards) if h else None for side, h in sides.items()}}
        for run in decided.run_hands
        for player, sides in run.items()
    ]
    return decided.totals, decided.pots, decided.rake, decided.rake_note, sorted(map(repr, hands))


@pytest.mark.parametrize("game", GAMES)
def test_the_quick_decision_equals_the_showdowns(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(f"quick {game}")
    quick = decision._quick
    took = ties = 0
    for _ in range(150):
        play = random_play(rng, game)
        rake = rng.choice([0, 0, 1, 3, 7])
        try:
            fast: Decision | str = decide(play, rake)
        except PokerRankError as exc:  # a rake larger than the pots: both say so
            fast = repr(exc)
        monkeypatch.setattr(decision, "_quick", lambda *args: None)
        try:
            full: Decision | str = decide(play, rake)
        except PokerRankError as exc:
            full = repr(exc)
        monkeypatch.setattr(decision, "_quick", quick)
        if isinstance(fast, str) or isinstance(full, str):
            assert fast == full
            continue
        assert facts(fast) == facts(full), (play.cards, play.boards, play.put_in)
        took += fast.result is None
        ties += any(len(awards) > 1 for _, _, awards in fast.pots) and fast.result is None
    if game in QUICK:  # most deals are decided on the quick path, some ties too
        assert took > 100
        assert ties > 0 or not get_game(game).board_cards
    else:  # a ranking with wild cards: the showdown decides
        assert took == 0


def test_a_deal_the_showdown_refuses_is_left_to_it() -> None:
    rng = random.Random("refused")
    play = random_play(rng, "holdem")
    first, second = play.contenders[:2]
    play.cards[second] = play.cards[first]  # the same cards twice: the showdown names them
    from pokerrank.errors import DuplicateCardError

    with pytest.raises(DuplicateCardError):
        decide(play)


@pytest.mark.parametrize("scale", [10**15, 10**18])
def test_chips_past_the_bound_give_what_the_showdown_gives(scale: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bets of up to 10**18 chips (MAX_CHIPS) and past it: the quick path decides what the
    showdown decides, or leaves to it what it refuses (it decided bets past the bound)."""
    rng = random.Random(f"past the bound {scale}")
    quick = decision._quick
    past = 0
    for _ in range(40):
        play = random_play(rng, "holdem")
        play.put_in.update({name: amount * scale for name, amount in play.put_in.items()})
        play.dead.update({name: amount * scale for name, amount in play.dead.items()})
        past += max(play.put_in.values()) > 10**18
        outcomes = []
        for road in (quick, lambda *args: None):
            monkeypatch.setattr(decision, "_quick", road)
            try:
                outcomes.append(facts(decide(play)))
            except PokerRankError as exc:
                outcomes.append(repr(exc))
        monkeypatch.setattr(decision, "_quick", quick)
        assert outcomes[0] == outcomes[1], (play.put_in, outcomes)
    assert past > 0 if scale == 10**18 else past == 0


@pytest.mark.parametrize("lang", ["en", "nl", "fr", "de"])
def test_the_match_sentence_is_the_catalogs(lang: str) -> None:
    """The MATCH sentence, with its templates looked up once, is what ``say`` and ``money``
    make of the catalog: a winner, two winners, a rake, and no rake."""
    from collections import Counter

    from test_handhistory import SHOWDOWN, SIDE_POTS, tie

    from pokerrank.handhistory import audit_hand, read
    from pokerrank.handhistory.decision import decide as decide_hand
    from pokerrank.handhistory.replay import replay
    from pokerrank.handhistory.verdicts import money, say

    for text in (SHOWDOWN, SIDE_POTS, tie("cid collected $2.37 from pot\nbob collected $2.36 from pot")):
        record = next(read(text))
        decided = decide_hand(replay(record), record.rake or 0, record.pots, lang=lang)
        winners: Counter[str] = Counter()
        for _, _, awards in decided.pots:
            winners.update(awards)
        pot = sum(amount for _, amount, _ in decided.pots) + decided.rake
        who = say(lang, "also").join(
            say(lang, "wins", player=name, amount=money(record, amount, lang))
            for name, amount in winners.items()
            if amount
        )
        less = say(lang, "less_rake", rake=money(record, decided.rake, lang)) if decided.rake else ""
        expected = say(lang, "summary", who=who or say(lang, "nobody_wins"), pot=money(record, pot, lang), less=less)
        assert audit_hand(record, lang=lang).detail == expected


@pytest.mark.parametrize(
    "text",
    [
        "PokerStars Hand #1: x\nline\nPokerStars Hand #2: y\n",
        "\ufeffPokerStars Hand #1: x\r\nline\r\n\r\nPokerStars Zoom Hand #2: y\r\n",
        "junk\nPokerStars Home Game #3: z\n  PokerStars Hand #4: indented\nFull Tilt Poker Game #5: f\n",
        "no hand here\nPokerStars Hand #x: not a number\n",
        "a line that says PokerStars Hand #6: in the middle\nPokerStars Hand #7: yes",
    ],
)
def test_hand_starts_are_where_the_first_line_pattern_matches(text: str) -> None:
    import re

    from pokerrank.handhistory.detect import hand_starts
    from pokerrank.handhistory.sites import STARTS  # every room's first line (Full Tilt's own included)

    assert hand_starts(text) == [match.start() for match in re.finditer(rf"(?m)^(?:{STARTS})", text)]


def test_a_hand_cut_off_and_followed_at_once_by_the_next_is_two_hands() -> None:
    # a hand written part way, and the next one written on after it, in the middle of a line
    # (fpdb keeps such a file: "concatenated.partial"): the first is truncated, the second read
    from pokerrank.handhistory import Outcome, audit_hand, read
    from pokerrank.handhistory.detect import hand_starts

    one = (
        "PokerStars Hand #1: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET\n"
        "Table 'T' 6-max Seat #1 is the button\nSeat 1: ann ($100 in chips)\nSeat 2: bob ($100 in chips)\n"
        "ann: posts small blind $1\nbob: posts big blind $2\n*** HOLE CARDS ***\n"
    )
    two = one.replace("#1:", "#2:") + (
        "ann: folds\nUncalled bet ($1) returned to bob\nbob collected $2 from pot\n*** SUMMARY ***\n"
        "Total pot $2 | Rake $0\nSeat 1: ann (button) (small blind) folded before Flop\n"
        "Seat 2: bob (big blind) collected ($2)\n"
    )
    text = one + "ann: raises $4 to $6\n*** FLOP *** [2c 7d 9" + two
    assert hand_starts(text) == [0, text.index("PokerStars Hand #2")]
    first, second = read(text)
    assert first.hand_id == "1" and first.error is not None and first.error.kind == "truncated"
    assert second.hand_id == "2" and second.ok and second.line == one.count("\n") + 2
    assert audit_hand(second).outcome is Outcome.MATCH
    # a line that only names a hand (no date after it) is no hand
    said = one.replace("*** HOLE CARDS ***", 'ann said, "PokerStars Hand #3: a bad beat"\n*** HOLE CARDS ***')
    assert hand_starts(said) == [0]
