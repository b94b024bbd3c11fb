"""The engine's quick roads give what the slow ones give: a showdown with one clear winner
paid at once against :func:`pokerrank.showdown` on the same hand, a table's prepared
set-up (kept for its next hand, its first round open in board and draw games) against a
set-up made from nothing, and :func:`~pokerrank.engine.from_record`'s own road for an
ordinary action against the same record driven through ``act()`` alone."""

from __future__ import annotations

import random

import pytest

from pokerrank.engine import Hand
from pokerrank.engine.hand import _PREPARED
from pokerrank.errors import ChipAmountError, DealError

GAMES = ["holdem", "omaha", "stud", "razz", "2-7-triple-draw", "badugi", "5-card-draw", "omaha-hi-lo", "short-deck"]


def act_randomly(
    hand: Hand, legal, rng: random.Random, *, raises: float, folds: float, bring_in: float | None = None
) -> None:
    """One random legal action: a raise (to the least or the most) one time in ``1/raises``, facing a bet a
    fold one time in ``1/folds``, else a call or check; the bring-in (or, ``bring_in`` given, a completion
    where a draw is not under it)."""
    if legal.phase == "draw":
        hand.act("draw", rng.randint(0, legal.draw or 0))
    elif legal.phase == "run":
        hand.act("run", 1)
    elif legal.phase == "show":
        hand.act("show")
    elif legal.bring_in is not None:
        hand.act("bring-in") if bring_in is None or rng.random() < bring_in else hand.act("complete", legal.min_to)
    elif legal.aggressive is not None and rng.random() < raises:
        assert legal.min_to is not None and legal.max_to is not None
        hand.act(legal.aggressive, rng.choice([legal.min_to, legal.max_to]))
    elif legal.call is not None:
        hand.act("fold" if rng.random() < folds else "call")
    else:
        hand.act("check")


def play(hand: Hand, rng: random.Random) -> None:
    """Random legal actions to the end (calls more often than folds: showdowns are wanted)."""
    while not hand.over:
        act_randomly(hand, hand.legal(), rng, raises=0.3, folds=0.1)


def make(game: str, rng: random.Random, seed: int) -> Hand:
    n = rng.randint(2, 6)
    stacks = [rng.choice([30, 200, 400]) for _ in range(n)]
    if game in ("stud", "razz", "2-7-razz"):
        return Hand(game, stacks, antes=1, bring_in=2, bets=(4, 8), seed=seed)
    structure = "limit" if "draw" in game or game == "badugi" else "no-limit"
    return Hand(game, stacks, structure=structure, blinds=(1, 2), seed=seed)


@pytest.mark.parametrize("game", GAMES)
def test_a_showdown_paid_at_once_is_the_showdown_s_payout(game):
    rng = random.Random(game)
    showdowns = 0
    for seed in range(60):
        hand = make(game, rng, seed)
        start = sum(hand.starting)
        play(hand, rng)
        assert sum(hand.stacks) == start
        result = hand.result  # written out now where the hand was paid at once
        if result is None:
            continue
        showdowns += 1
        assert [result.totals.get(name, 0) for name in hand.names] == hand.won
    assert showdowns > 5


def test_the_showdown_is_written_out_once_and_copies_keep_it():
    hand = Hand("holdem", [100, 100], blinds=(1, 2), cards=[["As", "Ad"], ["Ks", "Kd"]], board="2c 7d 9h Js 3c", seed=1)
    hand.act("raise", 100)
    hand.act("call")
    other = hand.copy()
    assert hand.stacks == [200, 0] and hand.won == [200, 0]
    assert hand.result is hand.result
    assert other.result.totals == {"p1": 200, "p2": 0}
    assert [pot.awards for pot in hand.result.pots] == [{"p1": 200}]


def test_a_tie_and_a_side_pot_still_go_to_the_showdown():
    tie = Hand("holdem", [100, 100], blinds=(1, 2), cards=[["As", "Kd"], ["Ac", "Kh"]], board="2c 7d 9h Js 3c", seed=1)
    tie.act("raise", 100)
    tie.act("call")
    assert tie.stacks == [100, 100]
    side = Hand(
        "holdem",
        [50, 100, 100],
        blinds=(1, 2),
        cards=[["As", "Ad"], ["Ks", "Kd"], ["Qs", "Qd"]],
        board="2c 7d 9h Js 3c",
        seed=1,
    )
    side.act("raise", 100)  # p3 (after the blinds), all in
    side.act("call")  # p1, all in for 50
    side.act("call")  # p2
    # the aces win the main pot (3 x 50), the kings the side pot (2 x 50) over the queens
    assert side.stacks == [150, 100, 0]
    assert [pot.awards for pot in side.result.pots] == [{"p1": 150}, {"p2": 100}]


def test_a_prepared_set_up_is_a_fresh_hand():
    _PREPARED.clear()
    first = Hand("holdem", [100, 100, 100], blinds=(1, 2), seed=1)
    second = Hand("holdem", [100, 100, 100], blinds=(1, 2), seed=2)
    assert len(_PREPARED) == 1
    first.act("raise", 10)
    assert second.bets == [1, 2, 0] and second.stacks == [99, 98, 100] and len(second.events) == 2
    third = Hand("holdem", [100, 100, 100], blinds=(1, 2), seed=1)
    assert third.hole == Hand("holdem", [100, 100, 100], blinds=(1, 2), seed=1, names=["p1", "p2", "p3"]).hole
    assert third.legal().actions == ("fold", "call", "raise") and third.pot == 3


def test_a_prepared_set_up_still_checks_its_arguments():
    Hand("holdem", [100, 100], blinds=(1, 2), button=1, seed=1)
    with pytest.raises(ChipAmountError):
        Hand("holdem", [100.0, 100], blinds=(1, 2), button=1, seed=1)
    with pytest.raises(DealError):
        Hand("holdem", [100, 100], blinds=(1, 2), button=True, seed=1)
    with pytest.raises(ChipAmountError):
        Hand("holdem", [100, 100], blinds=(1.0, 2), button=1, seed=1)


def showing_reference(cards, low):
    """The cards face up as the rule says (E10): what the groups of a rank make first (their
    sizes, largest first: fours, trips, two pairs, a pair, no pair), then their ranks (larger
    groups first, then higher ranks), then the best suit of the top group; low: fewer of a rank
    and lower ranks look better."""
    counts: dict[int, int] = {}
    for c in cards:
        r = (c // 4 + 1) % 13 if low else c // 4
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(((k, r) for r, k in counts.items()), reverse=True)
    if low:
        return (tuple(-k for k, _ in groups), tuple(-r for _, r in groups))
    top_suit = max((c % 4 for c in cards if c // 4 == groups[0][1]), default=0) if groups else 0
    return (tuple(k for k, _ in groups), tuple(r for _, r in groups), top_suit)


@pytest.mark.parametrize("low", [False, True])
def test_the_showing_order_is_the_order_of_the_groups(low):
    from pokerrank.engine.hand import _showing_key

    rng = random.Random(low)
    for _ in range(3000):
        size = rng.randint(1, 5)
        a, b = rng.sample(range(52), size), rng.sample(range(52), size)
        ref = (showing_reference(a, low) > showing_reference(b, low)) - (
            showing_reference(a, low) < showing_reference(b, low)
        )
        got = (_showing_key(a, low) > _showing_key(b, low)) - (_showing_key(a, low) < _showing_key(b, low))
        assert got == ref, (a, b)


def _showing_reference(hand: Hand, pair: bool) -> tuple[int, bool]:
    """Stud's order of play by the cards face up (E10, E9's pair), read player by player in
    seat order with the slow reading (:func:`_up_key` of the cards the flags say are face up)."""
    from itertools import compress

    from pokerrank.engine.hand import _low_showing, _up_key

    low = _low_showing(hand.game)
    best, best_key, paired = -1, 0, False
    for i in range(hand.n):
        if hand.folded[i]:
            continue
        key, own = _up_key(list(compress(hand.hole[i], hand._up[i])), hand.board, low)
        paired = paired or (pair and own)
        if best < 0 or key > best_key:
            best, best_key = i, key
    return (best if best >= 0 else 0), paired


@pytest.mark.parametrize("game", ["stud", "razz", "2-7-razz", "stud-hi-lo", "five-card-stud"])
def test_who_shows_best_is_the_reading_of_every_player_s_cards_face_up(game):
    """Random hands played on (up to eight players: a card in the middle, E17), and cards face up
    made to tie by rank (other suits) or pair."""
    from pokerrank.cards import Card

    rng = random.Random(game)
    checked = 0
    for seed in range(150):
        hand = Hand(game, [400] * rng.randint(2, 8), antes=1, bring_in=2, bets=(4, 8), seed=seed)
        while not hand.over:
            if hand.phase == 0 and hand._street_index > 0:
                for pair in (False, True):
                    assert hand._showing(pair) == _showing_reference(hand, pair), (seed, hand.hole, hand._up)
                # the player found at the street's start (or the one before, nothing dealt face up since)
                assert hand._best_showing() == _showing_reference(hand, False)[0], (seed, hand._best_up)
                checked += 1
                tied = hand.copy()  # every player still in shows the first one's ranks, suits at random
                live = [i for i in range(tied.n) if not tied.folded[i]]
                cards = list(range(52))
                rng.shuffle(cards)
                ranks = [rng.randrange(13) for _ in tied.hole[live[0]]]
                for i in live:
                    row = [Card(4 * r + rng.randrange(4)) for r in ranks]
                    tied.hole[i] = tuple(row) if len(set(row)) == len(row) else tuple(map(Card, cards[: len(row)]))
                    cards = cards[len(row) :]
                for pair in (False, True):
                    assert tied._showing(pair) == _showing_reference(tied, pair), (seed, tied.hole, tied._up)
            legal = hand.legal()
            if legal.bring_in is not None:
                hand.act("bring-in")
            elif legal.call is not None:
                hand.act("fold" if rng.random() < 0.15 else "call")
            else:
                hand.act("check")
    assert checked > 150


@pytest.mark.parametrize("game", GAMES)
def test_a_deck_built_when_first_needed_is_the_deck_built_at_once(game, monkeypatch):
    """Cards given (whole rows, rows with unknown cards, a board or none): the deck left is built
    only when the hand first draws from it. Built at once instead (right after the cards are
    given, as it used to be), it is every other card in the order of the codes, and the hand
    plays out the same."""
    from pokerrank.cards import Card
    from pokerrank.engine.hand import _full_deck

    deal_cards = Hand._deal_cards
    decks: list[list[Card]] = []

    def at_once(self, *given_cards):
        deal_cards(self, *given_cards)
        decks.append(list(self._deck))  # built now

    rng = random.Random(f"deck {game}")
    built_late = 0
    for seed in range(40):
        first = make(game, rng, seed)
        n, size = first.n, first.game.hole_cards
        codes = rng.sample(_full_deck(first.game)[0], n * size + 5)  # (short-deck: its own 36)
        rows: list[list[Card | None] | None] = []
        for i in range(n):
            row: list[Card | None] = list(codes[i * size : (i + 1) * size])
            if rng.random() < 0.3:
                row[rng.randrange(size)] = None
            rows.append(row if rng.random() < 0.8 else None)
        board = list(codes[n * size : n * size + rng.choice([0, 3, 5])]) or None
        given = {card for row in rows if row for card in row if card is not None} | set(board or ())
        if game in ("stud", "razz"):
            given -= set(board or ())
            board = None  # (a stud hand's cards are each player's)
            args = {"antes": 1, "bring_in": 2, "bets": (4, 8), "seed": seed, "cards": rows}
        else:
            if first.game.dealt != "board":  # (a draw game has no board: board cards given to one are refused)
                given -= set(board or ())
                board = None
            structure = "limit" if "draw" in game or game == "badugi" else "no-limit"
            args = {"structure": structure, "blinds": (1, 2), "seed": seed, "cards": rows, "board": board}
        lazy = Hand(game, list(first.starting), **args)
        built_late += lazy._cards_left is None
        decks.clear()
        with monkeypatch.context() as patch:
            patch.setattr(Hand, "_deal_cards", at_once)
            eager = Hand(game, list(first.starting), **args)
        assert decks == [sorted(_full_deck(eager.game)[1] - given)]
        play(lazy, random.Random(seed))
        play(eager, random.Random(seed))
        assert (lazy.events, lazy.stacks, lazy.hole) == (eager.events, eager.stacks, eager.hole)
        assert lazy.board == eager.board
    assert built_late > 0 or game in ("stud", "razz")  # (stud counts the deck at its first street: E17)


@pytest.mark.parametrize("game", ["stud", "razz", "2-7-triple-draw", "badugi", "holdem", "omaha-hi-lo"])
def test_a_limit_raise_every_player_can_call_is_offered_as_the_opponents_stacks_say(game):
    """Fixed limit: a bet or raise that every player still in can call (the least bet and stack
    of the round, kept when it opens) skips the look at the opponents' stacks (E4, E18). With
    short stacks, an all-in now and then and up to 23 players (the orders of play made when first
    asked for), the option offered is the one the full look gives."""
    rng = random.Random(f"cover {game}")
    checked = 0
    for seed in range(120):
        most = {"holdem": 23, "omaha-hi-lo": 11, "badugi": 10}.get(game, 7)  # (as many as the deck deals)
        n = rng.choice([2, 3, 6, most])
        stacks = [rng.choice([3, 5, 9, 14, 30, 200]) for _ in range(n)]
        if game in ("stud", "razz"):
            hand = Hand(game, stacks, antes=1, bring_in=2, bets=(4, 8), seed=seed)
        else:
            hand = Hand(game, stacks, structure="limit", blinds=(1, 2), seed=seed)
        while not hand.over:
            legal = hand.legal()
            if legal.phase == "bet" and legal.bring_in is None:
                full = hand.copy()
                full._cover_floor = -1  # the full look at every opponent's stack
                full._level = None  # (worked out again, with it)
                assert full._aggression(legal.player) == (
                    None if legal.aggressive is None else (legal.aggressive, legal.min_to, legal.max_to)
                ), (seed, hand.bets, hand.stacks)
                checked += 1
            act_randomly(hand, legal, rng, raises=0.4, folds=0.2)
    assert checked > 500


@pytest.mark.parametrize("rules", ["wsop-2024", "tda", "roberts", "pokerstars"])
@pytest.mark.parametrize("game", ["stud", "razz", "2-7-triple-draw", "badugi", "holdem"])
def test_the_limit_bet_kept_for_the_round_is_the_one_worked_out_afresh(game, rules):
    """Fixed limit: the bet or raise worked out once a round (kept until the round's bets
    change) is, for every player at every turn, the one worked out from nothing; so is the
    street's name kept for the events. Short stacks, caps that lift heads-up, stud's open pair,
    copies taken mid-round and played on."""
    rng = random.Random(f"level {game} {rules}")
    checked = 0
    for seed in range(40):
        n = rng.choice([2, 3, 6])
        stacks = [rng.choice([3, 9, 30, 200, 400]) for _ in range(n)]
        if game in ("stud", "razz"):
            hand = Hand(game, stacks, antes=1, bring_in=2, bets=(4, 8), rules=rules, seed=seed)
        else:
            hand = Hand(game, stacks, structure="limit", blinds=(1, 2), rules=rules, seed=seed)
        while not hand.over:
            assert hand._street == hand.streets[hand._street_index][0] == hand.street
            legal = hand.legal()
            if legal.phase == "bet":
                for p in range(hand.n):  # every player, as the hand stands (the kept level shared)
                    fresh = hand.copy()
                    fresh._level = None
                    assert hand._aggression(p) == fresh._aggression(p), (seed, p, hand.bets, hand.stacks)
                    checked += 1
            if rng.random() < 0.2:
                hand = hand.copy()  # (a copy carries the kept level on)
            act_randomly(hand, legal, rng, raises=0.5, folds=0.15, bring_in=0.7)
        assert hand._street == hand.streets[hand._street_index][0]
    assert checked > 300


@pytest.mark.parametrize("game", GAMES)
def test_an_opened_set_up_is_the_hand_a_set_up_from_nothing_deals(game):
    # a board or draw game's prepared set-up has its first betting round open already (it does not
    # depend on the cards): every field of a hand dealt from it is the field of a hand set up afresh
    from pokerrank.engine.hand import _copy_state

    rng = random.Random(game)
    for seed in range(12):
        state = rng.getstate()
        _PREPARED.clear()
        fresh = make(game, rng, seed)
        rng.setstate(state)
        again = make(game, rng, seed)  # from the prepared set-up
        assert _PREPARED, "the set-up was kept"
        mine, theirs = Hand.__new__(Hand), Hand.__new__(Hand)
        _copy_state(fresh, mine)
        _copy_state(again, theirs)
        for name in Hand.__slots__:
            assert getattr(mine, name) == getattr(theirs, name), (game, seed, name)
        play(fresh, random.Random(seed))
        play(again, random.Random(seed))
        assert fresh.events == again.events and fresh.stacks == again.stacks


def _random_record(rng: random.Random, seed: int):
    """A hand of the engine (no-limit or limit Hold'em, pot-limit Omaha) with random bets and
    raises to random sizes, all-ins among them, written as PHH and read back."""
    from pokerrank.handhistory import read
    from pokerrank.handhistory.writers import to_phh

    game, structure = rng.choice([("holdem", "no-limit"), ("holdem", "limit"), ("omaha", "pot-limit")])
    stacks = [rng.choice([30, 100, 300]) for _ in range(rng.randint(2, 6))]
    hand = Hand(game, stacks, structure=structure, blinds=(1, 2), seed=seed)
    while not hand.over:
        legal = hand.legal()
        r = rng.random()
        if legal.aggressive is not None and r < 0.35:
            assert legal.min_to is not None and legal.max_to is not None
            sizes = [legal.min_to, legal.max_to] + ([rng.randint(legal.min_to, legal.max_to)] if hand.kind != 2 else [])
            hand.act(legal.aggressive, rng.choice(sizes))
        elif legal.call is not None:
            hand.act("fold" if r < 0.5 else "call")
        else:
            hand.act("check")
    return next(read(to_phh(hand.to_record())))


def _driven_by_act(record, stop=None):
    """``record`` driven through the public ``act()`` alone (up to its action ``stop``), as
    from_record reads each action (E18: an all-in raise past players all in is a call): the
    reference for its quick road."""
    from pokerrank.engine.drive import _STRUCTURES, _build, _nobody_answers
    from pokerrank.handhistory.records import ActionKind as K

    hand, _, index, _held = _build(record, _STRUCTURES[record.structure], "wsop-2024", 0)
    for action in record.actions[:stop]:
        if action.kind in (K.FOLD, K.CHECK, K.CALL):
            hand.act(action.kind.value)
        elif action.kind in (K.BET, K.RAISE):
            p = index[action.player]
            to = action.to if action.to is not None else hand.bets[p] + action.amount
            if action.all_in:
                to = min(to, hand.bets[p] + hand.stacks[p])
            if action.all_in and (_nobody_answers(hand) or to <= hand._current):
                hand.act("call")
            else:
                hand.act(hand.aggressive_word(), to)
    return hand


def test_from_record_takes_each_action_as_act_does():
    # from_record takes a fold, check, call, bet or raise in turn without act()'s dispatch by words:
    # every hand ends as the same hand driven through act() alone, event by event
    from pokerrank.engine import from_record

    rng = random.Random(5)
    for seed in range(150):
        record = _random_record(rng, seed)
        result = from_record(record)
        reference = _driven_by_act(record)
        assert result.hand is not None and result.status == "ok", result.describe()
        assert result.hand.events == reference.events and result.hand.stacks == reference.stacks, seed


def test_from_record_refuses_what_act_refuses_with_the_same_words():
    # a raise one chip short of the least, or one past the most, in a read record: the same
    # IllegalActionError act() raises, word for word
    from dataclasses import replace

    from pokerrank.engine import IllegalActionError, from_record
    from pokerrank.handhistory.records import ActionKind as K

    rng = random.Random(8)
    checked = 0
    for seed in range(120):
        record = _random_record(rng, seed)
        raises = [k for k, a in enumerate(record.actions) if a.kind in (K.BET, K.RAISE) and not a.all_in]
        if not raises:
            continue
        k = rng.choice(raises)
        action = record.actions[k]
        hand = _driven_by_act(record, stop=k)  # the hand just before that raise
        legal = hand.legal()
        assert legal.min_to is not None and legal.max_to is not None
        to = rng.choice([legal.min_to - 1, legal.max_to + 1])
        changed = action._replace(to=to, amount=to - hand.bets[legal.player or 0])
        result = from_record(replace(record, actions=(*record.actions[:k], changed, *record.actions[k + 1 :])))
        with pytest.raises(IllegalActionError) as refused:
            hand.act(hand.aggressive_word(), to)
        if to == legal.min_to - 1 and to <= hand._current:
            continue  # (no raise at all: not what this test is about)
        assert result.status == "illegal", result.describe()
        assert result.error is not None and str(result.error) == str(refused.value)
        checked += 1
    assert checked > 50


def test_the_orders_of_play_are_every_player_in_turn():
    """The orders of play read on every action (made when a table of ``n`` is set up): from
    each player, everybody in turn; after each player, the others in turn."""
    from pokerrank.engine.hand import _AFTER, _FROM, _orders

    for n in (*range(2, 12), 23, 30):
        _orders(n)
        _orders(n)  # (asked again: kept as made)
        for p in range(n):
            assert _FROM[n][p] == tuple((p + k) % n for k in range(n))
            assert _AFTER[n][p] == tuple((p + k) % n for k in range(1, n))
    hand = Hand("holdem", [100] * 9, blinds=(1, 2), seed=3)
    assert hand.legal().player == 2  # (left of the big blind, in a table of nine made above)


def test_the_bring_in_card_is_read_as_the_rule_says():
    """Stud brings in the lowest card by rank, then suit (clubs lowest); razz the highest
    with the ace low (spades highest); 2-7 razz the highest with the ace high (E8): the key
    looked up for each card against the rule written out."""
    from pokerrank.engine.hand import _BRING_IN_KEYS

    for card in range(53):
        rank, suit = card // 4, card % 4
        assert _BRING_IN_KEYS[0][card] == -card
        assert _BRING_IN_KEYS[1][card] == (rank + 1) % 13 * 4 + suit
        assert _BRING_IN_KEYS[2][card] == card
    lowest = sorted(range(52), key=lambda c: (c // 4, c % 4))[0]
    assert max(range(52), key=_BRING_IN_KEYS[0].__getitem__) == lowest
    assert max(range(52), key=_BRING_IN_KEYS[1].__getitem__) == 4 * 11 + 3  # the king of spades, razz's worst


def _flags_dealt(hand: Hand, i: int) -> tuple[bool, ...]:
    """Player ``i``'s cards face up and down as the streets dealt them, worked out from the
    number of cards the player holds (a street dealt to the player or not at all)."""
    flags: tuple[bool, ...] = ()
    for street in hand.streets:
        if len(flags) == len(hand.hole[i]):
            break
        flags += (False,) * street[1] + (True,) * street[2]
    return flags


@pytest.mark.parametrize("game", ["stud", "razz", "stud-hi-lo", "2-7-razz"])
def test_each_stud_player_s_cards_face_up_are_the_streets_and_the_players_share_them(game):
    """Stud: the players still in are dealt alike, so a street's flags are one tuple for all
    of them (who shows best is read once a street): each player's flags are the ones the
    streets dealt, at every turn, in copies too, up to eight players (the deck may run out
    and deal one card in the middle, E17); and who shows best is the reading from nothing."""
    rng = random.Random(f"flags {game}")
    for seed in range(30):
        n = rng.choice([2, 5, 8])
        hand = Hand(game, [rng.choice([20, 400]) for _ in range(n)], antes=1, bring_in=2, bets=(4, 8), seed=seed)
        while not hand.over:
            for i in range(n):
                assert hand._up[i] == _flags_dealt(hand, i), (seed, i, hand.street)
            live = [i for i in range(n) if not hand.folded[i]]
            if len({hand._up[i] for i in live}) == 1 and hand._street_index > 0:
                assert len({id(hand._up[i]) for i in live}) == 1  # (one tuple for all: the quick look-up)
                assert hand._showing(False) == _showing_reference(hand, False)
            if rng.random() < 0.2:
                hand = hand.copy()
            legal = hand.legal()
            if legal.bring_in is not None:
                hand.act("bring-in")
            elif legal.phase == "show":
                hand.act("show")
            elif legal.call is not None:
                hand.act("fold" if rng.random() < 0.15 else "call")
            else:
                hand.act("check")


@pytest.mark.parametrize("game", ["stud", "razz", "2-7-triple-draw", "badugi", "holdem"])
def test_the_round_s_least_bet_and_stack_is_kept_right(game):
    """Fixed limit: the least bet plus stack of the round, kept when the round opens (worked
    out from the stacks alone after the first round, when nobody has bet yet), is at every turn
    the least over every player of the bet and the stack (each is constant within a round)."""
    rng = random.Random(f"floor {game}")
    checked = 0
    for seed in range(40):
        n = rng.choice([2, 3, 6])
        stacks = [rng.choice([3, 9, 30, 200]) for _ in range(n)]
        if game in ("stud", "razz"):
            hand = Hand(game, stacks, antes=1, bring_in=2, bets=(4, 8), seed=seed)
        else:
            hand = Hand(game, stacks, structure="limit", blinds=(1, 2), seed=seed)
        while not hand.over:
            legal = hand.legal()
            if legal.phase == "bet":
                assert hand._cover_floor == min(b + s for b, s in zip(hand.bets, hand.stacks, strict=True))
                checked += 1
            act_randomly(hand, legal, rng, raises=0.4, folds=0.2)
    assert checked > 300


def test_the_kernel_s_strengths_of_a_sole_winner_are_the_showdown_s():
    """Where a game's one side values a player's cards and the board whole, the sole winner is
    found from the ranking's kernel at once: the very strengths ``deal_hands`` gives, for every
    catalogue game, hole size and board size the engine deals; other games go by deal_hands."""
    from pokerrank._showdown import _plans
    from pokerrank._showdown.sides import deal_hands
    from pokerrank.cards import parse_cards
    from pokerrank.engine.hand import _full_deck, _whole_valuer
    from pokerrank.games import GAMES as CATALOGUE

    rng = random.Random("kernel")
    kernel = other = picked = 0
    for name in sorted(CATALOGUE):
        game = CATALOGUE[name]
        if game.deck.jokers:
            continue  # (wild cards: valued by deal_hands, the kernel's valuer is None)
        sizes = {(game.hole_cards, game.board_cards)}
        if game.dealt == "stud":
            sizes |= {(game.hole_cards - 1, 1)}  # (the deck ran out: one card in the middle)
        for size, on_board in sizes:
            _, valuer = _whole_valuer(game, size, on_board)
            if valuer is None:
                other += 1
                continue
            plans = _plans(game, size, on_board)
            key_of, start, finish, pick_hole, pick_board = valuer
            if key_of is None:
                picked += 1
            else:
                kernel += 1
            codes = _full_deck(game)[0]
            for _ in range(40):
                dealt = parse_cards(rng.sample(codes, 2 * size + on_board))
                holes = [tuple(dealt[:size]), tuple(dealt[size : 2 * size])]
                board = tuple(dealt[2 * size :])
                expected = [None if hand is None else hand.strength for hand in deal_hands(plans, holes, board)[0]]
                cards = [(hole if pick_hole is None else pick_hole(hole)) + pick_board(board) for hole in holes]
                if key_of is None:  # (the ranking's strength of the one pick, None below the least that plays)
                    got = [value if value >= finish else None for value in map(start, cards)]
                else:
                    got = [finish(sum(map(key_of, c), start), c) for c in cards]
                assert got == expected, name
    assert kernel > 10 and other > 3 and picked >= 2  # (picked: Badugi, 2-7 razz)


@pytest.mark.parametrize("game", [*[game for game in GAMES if game != "omaha-hi-lo"], "2-7-razz"])  # (hi-lo: two sides)
def test_the_strengths_paid_at_once_are_the_ones_deal_hands_gives(game, monkeypatch):
    """The strengths a showdown is paid at once by (or none: a hand that does not qualify, a stud
    board, hands of different sizes) are the ones the old reading by ``deal_hands`` gives, hand by
    hand."""
    from pokerrank.engine import hand as engine_hand

    def by_deal_hands(self, contenders):
        plans, deal_hands = engine_hand._EVALUATION or engine_hand._evaluation()
        holes = [self.hole[i] for i in contenders]
        size = len(holes[0])
        if (self.game.dealt == "stud" and self.board) or any(len(h) != size for h in holes):
            return None
        board = tuple(self.board) if self.game.board_cards else ()
        hands = deal_hands(plans(self.game, size, len(board)), holes, board)[0]
        if any(h is None for h in hands):
            return None
        return [h.strength for h in hands]

    strengths = Hand._strengths
    checked = 0

    def both(self, contenders):
        nonlocal checked
        checked += 1
        found = strengths(self, contenders)
        assert found == by_deal_hands(self, contenders)
        return found

    monkeypatch.setattr(Hand, "_strengths", both)
    rng = random.Random(f"sole {game}")
    for seed in range(80):
        hand = make(game, rng, seed)
        play(hand, rng)
    assert checked > 10


def play_one(hand: Hand, legal, rng: random.Random) -> None:
    if legal.phase == "draw":
        hand.act("draw", rng.randint(0, legal.draw or 0))
    elif legal.phase == "run":
        hand.act("run", 1)
    elif legal.phase == "show":
        hand.act("show")
    elif legal.bring_in is not None:
        hand.act("bring-in")
    elif legal.call is not None:
        hand.act("call")
    elif legal.aggressive is not None:
        hand.act(legal.aggressive, legal.min_to)
    else:
        hand.act("check")


@pytest.mark.parametrize("game", ["2-7-triple-draw", "badugi", "5-card-draw"])
def test_a_draw_by_count_is_the_draw_of_the_same_last_cards(game):
    """``act("draw", k)`` (act()'s own road) leaves the hand a draw of the player's last ``k``
    cards named would; a count the player cannot draw is refused and changes nothing."""
    from pokerrank.engine import IllegalActionError
    from pokerrank.engine.hand import _TEXT

    rng = random.Random(f"draw {game}")
    drawn = 0
    for seed in range(40):
        hand = Hand(game, [200] * rng.randint(2, 6), structure="limit", blinds=(1, 2), seed=seed)
        while not hand.over:
            legal = hand.legal()
            if legal.phase != "draw":
                play_one(hand, legal, rng)
                continue
            held = hand.hole[legal.player]
            for wrong in (-1, len(held) + 1, True, 1.0, None):
                state = (list(hand.events), list(hand.hole), hand.legal().player)
                with pytest.raises(IllegalActionError):
                    hand.act("draw", wrong)
                assert (list(hand.events), list(hand.hole), hand.legal().player) == state
            k = rng.randint(0, legal.draw or 0)
            named = hand.copy()
            hand.act("draw", k)
            if k:
                named.act("draw", cards=" ".join(_TEXT[c] for c in held[len(held) - k :]))
            else:
                named.act("stand pat")
            assert (named.events, named.hole, named._drawn, named._muck) == (
                hand.events, hand.hole, hand._drawn, hand._muck,
            )  # fmt: skip
            drawn += 1
    assert drawn > 50


def test_the_kernels_store_of_games_stays_bounded_when_each_hand_has_a_new_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import dataclasses

    from pokerrank.engine import hand as module
    from pokerrank.games import get_game

    monkeypatch.setattr(module, "_WHOLE_LIMIT", 8)
    module._WHOLE.clear()
    for k in range(30):  # a program making a new game object per hand (a name of its own each)
        game = dataclasses.replace(get_game("holdem"), name=f"holdem-{k}")
        hand = Hand(game, [100, 100], blinds=(1, 2), cards=["Ac Ad", "Kc Kd"], board="2c 7d 9h Js 3c", seed=1)
        while not hand.over:
            options = hand.legal()
            hand.act("check" if options.check else "call" if options.call is not None else "show")
        assert hand.stacks == [102, 98]  # (the aces win the blinds checked down)
        assert 0 < len(module._WHOLE) <= 8
    assert any(name.startswith("holdem-") for name, _, _ in module._WHOLE)


@pytest.mark.parametrize("game", ["stud", "razz", "2-7-razz", "stud-hi-lo"])
def test_the_bring_in_and_the_first_to_act_are_the_seat_by_seat_reading(game):
    """E8: the bring-in is the first player, seat by seat, whose first card face up has the
    largest key (read at once when everybody is in and dealt alike), and the first to act is
    the one the turn-by-turn look finds from there, players all in by the antes included;
    on a table's prepared set-up and on one made from nothing (other names: a fresh key)."""
    from pokerrank.engine.hand import _BRING_IN_KEYS, _low_showing

    rng = random.Random(f"bring-in {game}")
    for seed in range(200):
        n = rng.randint(2, 8)
        stacks = [rng.choice([1, 3, 400, 400]) for _ in range(n)]
        names = [f"s{seed}p{i}" for i in range(n)] if seed % 3 == 0 else None
        hand = Hand(game, stacks, antes=1, bring_in=2, bets=(4, 8), seed=seed, names=names)
        if hand.over:
            continue
        keys = _BRING_IN_KEYS[_low_showing(hand.game)]
        shown = [keys[hand.hole[i][hand._up[i].index(True)]] for i in range(n)]
        assert hand._bring_in_player == shown.index(max(shown)), (seed, hand.hole)
        assert hand._to_act == hand._from(hand._bring_in_player), (seed, stacks)


@pytest.mark.parametrize("game", ["stud", "razz", "2-7-razz", "stud-hi-lo", "five-card-stud"])
def test_each_later_street_opens_with_the_player_the_turn_by_turn_look_finds(game):
    """E10: a later street's first to act is the player still in who shows best, or the next
    one who can act, at every street's start, in copies too (up to eight players: a card in
    the middle, E17; short stacks: players all in)."""
    rng = random.Random(f"opens {game}")
    opened = 0
    for seed in range(120):
        n = rng.randint(2, 8)
        hand = Hand(game, [rng.choice([6, 30, 400]) for _ in range(n)], antes=1, bring_in=2, bets=(4, 8), seed=seed)
        seen = -1
        while not hand.over:
            if hand.phase == 0 and hand._street_index > 0 and hand._street_index != seen:
                seen = hand._street_index
                assert all(a < 0 for a in hand._acted)
                assert hand._to_act == hand._from(hand._showing(False)[0]), (seed, hand.hole, hand.stacks)
                opened += 1
            if rng.random() < 0.2:
                hand = hand.copy()
            legal = hand.legal()
            if legal.phase == "show":
                hand.act("show")
            elif legal.bring_in is not None:
                hand.act("bring-in")
            elif legal.aggressive is not None and rng.random() < 0.25:
                hand.act(legal.aggressive, legal.min_to)
            elif legal.call is not None:
                hand.act("fold" if rng.random() < 0.15 else "call")
            else:
                hand.act("check")
    assert opened > 100


@pytest.mark.parametrize("limit", [None, 7])
def test_the_cards_face_up_kept_as_dealt_read_as_the_cards_in_order(limit, monkeypatch):
    """Who shows best looks the cards face up up as dealt (no sorting): every entry kept is
    the slow reading of the same cards in order, also when the store is emptied often; the
    store has room for every one, two or three cards of a deck of 53 in every order."""
    from math import perm

    from pokerrank.engine import hand as hand_module
    from pokerrank.engine.hand import _BY_DEALT, _low_showing, _up_key

    assert perm(53, 1) + perm(53, 2) + perm(53, 3) <= hand_module._DEALT_LIMIT
    if limit is None:
        limit = hand_module._DEALT_LIMIT
    monkeypatch.setattr(hand_module, "_DEALT_LIMIT", limit)
    for store in _BY_DEALT:
        store.clear()
    rng = random.Random(f"dealt {limit}")
    for game in ("stud", "razz", "2-7-razz"):
        low = _low_showing(Hand(game, [400, 400], antes=1, bring_in=2, bets=(4, 8), seed=0).game)
        for seed in range(40):
            hand = Hand(game, [400] * rng.randint(2, 7), antes=1, bring_in=2, bets=(4, 8), seed=seed)
            play(hand, rng)
        assert _BY_DEALT[low]
        assert len(_BY_DEALT[low]) <= limit
        for up, found in _BY_DEALT[low].items():
            assert found == _up_key(sorted(up), (), low), (game, up)


def _one_card_at_a_time(x: int, deck: list[int], k: int) -> tuple[list[int], int]:
    """The deal as ``Hand._draw_cards`` describes it, one generator state a card: x -> (A x + C) mod 2**64,
    the card at ``(x >> 32) * m >> 32`` of the ``m`` left, the last card put in its place."""
    out = []
    for _ in range(k):
        x = (x * 6364136223846793005 + 1442695040888963407) % 2**64
        m = len(deck)
        j = ((x >> 32) * m) >> 32
        out.append(deck[j])
        deck[j] = deck[-1]
        deck.pop()
    return out, x


@pytest.mark.parametrize("k", [1, 2, 5, 7, 8, 9, 16, 30, 52, 53])
def test_the_deck_is_drawn_as_the_generator_says(k):
    rng = random.Random(k)
    hand = Hand("2-7-triple-draw", [100] * 2, structure="limit", blinds=(2, 4), seed=1)
    for x in [0, 2**64 - 1, 2**63, 2**64 + 5, -3, *(rng.getrandbits(64) for _ in range(200))]:
        deck = rng.sample(range(53), rng.randint(k, 53))
        cards, state = _one_card_at_a_time(x, deck[:], k)
        hand._cards_left, hand._rng = deck[:], x
        assert hand._draw_cards(k) == cards and hand._rng == state
        assert sorted(hand._cards_left + cards) == sorted(deck)  # (the cards drawn left the deck, no other)
