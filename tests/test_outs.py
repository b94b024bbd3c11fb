"""pokerrank.outs: every next card (and every pair of the next two) checked against brute force.

The reference decides each deal on its own: where the board is complete it calls
``pokerrank.showdown`` (one showdown per card or pair); otherwise, and in stud, where the
other players do not receive a card, it ranks every five-card choice the game allows with
``pokerrank.evaluate`` and keeps the best. The result of ``outs`` must give every deal the
same winners on every side, the same category, and every player the same outs.
"""

from __future__ import annotations

import random
import zlib
from itertools import combinations, product

import pytest

import pokerrank
from pokerrank import parse_cards

BOARD_GAMES = [
    "holdem", "short-deck", "short-deck-classic", "omaha", "omaha-5", "omaha-6",
    "omaha-hi-lo", "big-o", "courchevel", "courchevel-hi-lo",
]  # fmt: skip
STUD_GAMES = ["stud", "stud-hi-lo", "razz"]
WILD_GAMES = ["holdem with wild joker", "holdem with wild 2", "omaha hi-lo with wild joker", "razz with wild joker"]


# -- the reference -------------------------------------------------------------------------------


def best_hand(side, cards: list[int], n_hole: int) -> pokerrank.Hand | None:
    """The best hand for one side, trying every five cards the game allows (None: no qualifying hand)."""
    hole, board = cards[:n_hole], cards[n_hole:]
    if side.hole is None:
        choices = combinations(cards, 5)
    else:
        choices = (h + b for h, b in product(combinations(hole, side.hole), combinations(board, side.board)))
    top = max(choices, key=lambda five: pokerrank.strength(five, side.ranking))
    best = pokerrank.evaluate(list(top), side.ranking)
    if side.qualifier is not None and best.strength < pokerrank.evaluate(side.qualifier.worst, side.ranking).strength:
        return None
    return best


def reference(game, hands: dict[str, list[int]], board: list[int], n_hole: dict[str, int]):
    """{side: (winners, category words)} by brute force over five-card choices."""
    out = {}
    for side in game.sides:
        found = {name: best_hand(side, cards + board, n_hole[name]) for name, cards in hands.items()}
        strengths = {name: hand.strength for name, hand in found.items() if hand is not None}
        if not strengths:
            out[side.name] = ((), f"no qualifying {side.name}")
            continue
        top = max(strengths.values())
        winners = tuple(name for name in hands if strengths.get(name) == top)
        category = found[winners[0]].category.name.lower().replace("_", " ")
        out[side.name] = (winners, category)
    return out


def by_showdown(game, hands: dict[str, list[int]], board: list[int]):
    """{side: winners} from pokerrank.showdown, every player in for one chip."""
    result = pokerrank.showdown(game, board, [pokerrank.Player(n, c, bet=1) for n, c in hands.items()])
    return {side.side: tuple(side.winners) for side in result.pots[0].sides}


def codes(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text, jokers=True)] if text else []


def deal_key(text: str) -> frozenset[int]:
    return frozenset(codes(text))


# -- checking a result against the reference ------------------------------------------------------


def check(game_name: str, hands: dict[str, str], board: str = "", dead: str = "", cards: int = 1) -> int:
    """Check one spot deal by deal; the number of (receiver, deal) pairs checked."""
    game = pokerrank.get_game(game_name)
    result = pokerrank.outs(game, hands, board, dead, cards=cards)
    held = {name: codes(text) for name, text in hands.items()}
    known = {c for cs in held.values() for c in cs} | set(codes(board)) | set(codes(dead))
    unseen = sorted(c for c in game.deck.codes if c not in known)
    assert result.unseen == len(unseen)
    deals = [frozenset(d) for d in combinations(unseen, cards)]
    assert result.deals == len(deals)
    board_now = codes(board)
    now = reference(game, held, board_now, {n: len(c) for n, c in held.items()})
    assert {lead.side: (lead.winners, lead.makes) for lead in result.now} == now
    stud = not game.board_cards
    receivers = [n for n, c in held.items() if len(c) + cards <= game.hole_cards] if stud else [None]
    checked = 0
    for receiver in receivers:
        groups = [g for g in result.groups if g.receiver == receiver]
        after_of: dict[tuple[str, frozenset[int]], tuple[tuple[str, ...], str]] = {}
        for group in groups:
            for text in group.cards:
                key = (group.side, deal_key(text))
                assert key not in after_of, f"{text} is in two groups of the {group.side} side"
                after_of[key] = (group.winners, group.makes)
            assert group.count == len(group.cards) > 0
        for deal in deals:
            if stud:
                after_hands = {n: c + sorted(deal) if n == receiver else c for n, c in held.items()}
                sizes = {n: len(c) for n, c in after_hands.items()}
                expected = reference(game, after_hands, [], sizes)
            else:
                full = board_now + sorted(deal)
                expected = reference(game, held, full, {n: len(c) for n, c in held.items()})
                if len(full) == game.board_cards:
                    shown = by_showdown(game, held, full)
                    assert {side: w for side, (w, _) in expected.items()} == shown
            for side in game.sides:
                got = after_of.get((side.name, deal), now[side.name])
                want = expected[side.name]
                if want[0] == now[side.name][0]:  # no change: the deal is in no group
                    assert (side.name, deal) not in after_of
                else:
                    assert got == want, (receiver, side.name, sorted(deal))
            checked += 1
        # each player's own outs follow from the winners deal by deal
        for player in [receiver] if stud else list(held):
            for side in game.sides:
                mine = result.player(player, side.name)
                winners_now = now[side.name][0]
                wins, splits, loses = set(), set(), set()
                for deal in deals:
                    winners = after_of.get((side.name, deal), now[side.name])[0]
                    if winners == (player,) and winners_now != (player,):
                        wins.add(deal)
                    elif player in winners and len(winners) > 1 and player not in winners_now:
                        splits.add(deal)
                    elif player not in winners and player in winners_now:
                        loses.add(deal)
                assert {deal_key(t) for t in mine.wins} == wins
                assert {deal_key(t) for t in mine.splits} == splits
                assert {deal_key(t) for t in mine.loses} == loses
                assert len(mine.wins) == len(wins)
    return checked


def random_spot(game_name: str, seed: int, players: int, street: int) -> tuple[dict[str, str], str]:
    """Random hands and a board of ``street`` cards (stud: ``street`` cards per hand)."""
    game = pokerrank.get_game(game_name)
    rng = random.Random(seed)
    deck = sorted(game.deck.codes)
    rng.shuffle(deck)
    per_hand = game.hole_cards if game.board_cards else street
    hands = {}
    for p in range(players):
        hands[f"p{p + 1}"] = pokerrank.format_cards(deck[:per_hand])
        deck = deck[per_hand:]
    board = pokerrank.format_cards(deck[:street]) if game.board_cards else ""
    return hands, board


# -- every game, every street --------------------------------------------------------------------


@pytest.mark.parametrize("game", BOARD_GAMES)
@pytest.mark.parametrize(("street", "cards"), [(3, 1), (4, 1), (3, 2)])
def test_board_games_against_brute_force(game: str, street: int, cards: int) -> None:
    hands, board = random_spot(game, seed=zlib.crc32(f"{game} {street} {cards}".encode()), players=3, street=street)
    assert check(game, hands, board, cards=cards) > 0


@pytest.mark.parametrize("game", STUD_GAMES)
@pytest.mark.parametrize(("street", "cards"), [(5, 1), (6, 1), (5, 2)])
def test_stud_games_against_brute_force(game: str, street: int, cards: int) -> None:
    hands, _ = random_spot(game, seed=len(game) * 10 + street + cards, players=3, street=street)
    assert check(game, hands, cards=cards) > 0


@pytest.mark.parametrize("game", WILD_GAMES)
def test_wild_card_games_against_brute_force(game: str) -> None:
    street = 5 if "razz" in game else 4
    hands, board = random_spot(game, seed=7, players=2, street=street)
    assert check(game, hands, board) > 0


@pytest.mark.parametrize(
    ("game", "hands", "board", "dead", "cards"),
    [
        # a flush draw and a low draw against a set, with dead cards
        ("omaha-hi-lo", {"ann": "As 2s Kd Qc", "bob": "Kh Kc 9d 9c"}, "Ks 8h 3d", "4c 5c", 1),
        ("omaha-hi-lo", {"ann": "As 2s Kd Qc", "bob": "Kh Kc 9d 9c"}, "Ks 8h 3d", "", 2),
        # a split pot that a card breaks, and a player who is drawing dead
        ("holdem", {"a": "Ac Kd", "b": "Ad Kc", "c": "2s 3s"}, "Qh Jd 7c 4h", "", 1),
        ("big-o", {"a": "Ah 2h 3c Kd Qs", "b": "As 3s 4d 8c 9c", "c": "Td Jh Jc 6h 6s"}, "5h 7d Ks", "", 2),
        ("stud-hi-lo", {"a": "Ah 2h 3c 7h 9h", "b": "Ks Kd Qc 4s 5d", "c": "6c 6d 8s Tc Js"}, "", "2s 3h", 2),
        ("razz", {"a": "Ac 2d 3h Ks Kh", "b": "4c 5d 6h 7s Qd"}, "", "", 2),
    ],
)
def test_chosen_spots_against_brute_force(game, hands, board, dead, cards) -> None:
    assert check(game, hands, board, dead, cards) > 0


# -- textbook outs ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hero", "villain", "board", "count", "text"),
    [
        # the standard outs table (for example toolsofpoker.com, "Draws and Outs Tutorial": flush
        # draw 9, open-ended straight draw 8, gutshot 4, two overcards 6); each spot below is
        # built so that every such card wins and no other card does
        ("Ah 3h", "Qs Qd", "Jh 8h 2c", 12, "any heart, any ace"),  # flush draw 9 + an overcard 3
        ("9c 8d", "As Ad", "7h 6s 2c", 8, "any ten, any five"),  # open-ended straight draw
        ("9c 8d", "As Ad", "Jh 7s 2c", 4, "any ten"),  # gutshot
        ("Ac Kd", "7s 7c", "Qh 8s 3c", 6, "any ace, any king"),  # two overcards
        # texasholdem-poker.com, "Eighteen Outs Example": AhKh on JhTh6d, 1 + 8 + 3 + 3 + 3 = 18
        ("Ah Kh", "9s 9c", "Jh Th 6d", 18, "any heart, any ace, any king, any queen"),
        # Poker Academy Pro manual, "Draws", example 3: Tc9c on 7c8cAh, 15 cards
        ("Tc 9c", "Ad Kd", "7c 8c Ah", 15, "any club, any jack, any six"),
    ],
)
def test_textbook_outs(hero: str, villain: str, board: str, count: int, text: str) -> None:
    result = pokerrank.outs("holdem", {"hero": hero, "villain": villain}, board)
    mine = result.player("hero")
    assert (len(mine.wins), mine.wins_text, mine.splits) == (count, text, ())
    assert result.now[0].winners == ("villain",)
    assert len(result.player("villain").loses) == count


def test_the_groups_say_what_the_cards_make() -> None:
    result = pokerrank.outs("holdem", {"ann": "Ah Kh", "bob": "9s 9d"}, board="2h 7h 9c")
    (group,) = result.groups
    assert (group.winners, group.makes, group.best) == (("ann",), "flush", "ace-high flush")
    assert group.text == "any heart but 9h"
    assert group.cards == ("3h", "4h", "5h", "6h", "8h", "Th", "Jh", "Qh")


def test_hand_names_in_another_language() -> None:
    result = pokerrank.outs("holdem", {"ann": "Ah Kh", "bob": "9s 9d"}, board="2h 7h 9c", lang="de")
    assert result.groups[0].best == pokerrank.describe(pokerrank.evaluate("Ah Kh Qh 7h 2h"), "de")
    assert result.now[0].hand.startswith("Drilling")
    with pytest.raises(pokerrank.UnknownLanguageError):
        pokerrank.outs("holdem", ["Ah Kh", "9s 9d"], board="2h 7h 9c", lang="xx")


def test_stud_outs_are_the_receivers_own() -> None:
    hands = {"ann": "Ah Kh 7h 2h 9c", "bob": "Qs Qd 5c 5d 8s"}
    both = pokerrank.outs("stud", hands)
    assert {g.receiver for g in both.groups} == {"ann"}  # bob leads and stays ahead with any card
    assert [(o.player, o.now) for o in both.outs] == [("ann", "loses"), ("bob", "wins")]
    only = pokerrank.outs("stud", hands, player="ann")
    assert only.player("ann").wins_text == "any heart" and len(only.player("ann").wins) == 9
    with pytest.raises(pokerrank.DealError, match="'bob'"):
        only.player("bob")


def test_a_qualifying_low_and_no_low() -> None:
    result = pokerrank.outs("omaha-hi-lo", {"ann": "As 2s Kd Qc", "bob": "Kh Kc 9d 9c"}, board="Ks 8h 3d")
    _, low = result.now
    assert (low.winners, low.makes, low.hand) == ((), "no qualifying low", "no qualifying low")
    (group,) = [g for g in result.groups if g.side == "low"]
    assert (group.winners, group.makes, group.text) == (("ann",), "eight low", "any seven, any six, any five, any four")
    assert (group.best, group.worst) == ("eight-four low, 8-4-3-2-A", "eight-seven low, 8-7-3-2-A")


def test_two_cards_in_words() -> None:
    result = pokerrank.outs("holdem", {"ann": "Ah Kh", "bob": "9s 9d"}, board="2h 7h 9c", cards=2)
    assert result.deals == 990
    flush = [g for g in result.groups if g.makes == "flush"]
    assert flush and all(len(t.split()) == 2 for g in flush for t in g.cards)


# -- describing cards ----------------------------------------------------------------------------


def test_describe_cards() -> None:
    from pokerrank import describe_cards

    unseen = "Ah Kh Qh 3h 7c 7d 7s 2s"
    assert describe_cards(["Ah", "Kh", "Qh", "3h"], unseen) == "any heart"
    assert describe_cards(["Ah", "Kh", "Qh"], unseen) == "Ah, Kh, Qh"
    assert describe_cards(["Ah", "Kh", "Qh", "3h", "7c", "7d", "7s"], unseen) == "any card but 2s"
    assert describe_cards(["7c", "7d"], unseen) == "any seven but 7s"
    assert describe_cards(["Ah Kh", "Ah Qh", "Kh Qh", "Ah 3h", "Kh 3h", "Qh 3h"], unseen) == "two hearts"
    assert describe_cards([], unseen) == ""
    with pytest.raises(pokerrank.InvalidCardError, match="'5c'"):
        describe_cards(["5c"], unseen)
    with pytest.raises(pokerrank.CardCountError):
        describe_cards(["Ah", "Kh Qh"], unseen)


# -- bad input ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "kwargs", "error", "words"),
    [
        (("holdem", ["Ah Kh", "9s 9d"], "2h 7h"), {}, pokerrank.CardCountError, "from the flop on"),
        (("holdem", ["Ah Kh", "9s 9d"], "2h 7h 9c 3s 4d"), {}, pokerrank.CardCountError, "0 board cards to come"),
        (("holdem", ["Ah Kh", "9s 9d"], "2h 7h 9c 3s"), {"cards": 2}, pokerrank.CardCountError, "not 2"),
        (("holdem", ["Ah Kh", "9s 9d"], "2h 7h 9c"), {"cards": 3}, pokerrank.DealError, "got 3"),
        (("holdem", ["Ah Kh", "9s 9d"], "2h 7h 9c"), {"cards": True}, pokerrank.DealError, "got True"),
        (("holdem", ["Ah Kh"], "2h 7h 9c"), {}, pokerrank.DealError, "at least two players"),
        (("holdem", "Ah Kh 9s 9d", "2h 7h 9c"), {}, pokerrank.EmptyInputError, "one per player"),
        (("holdem", ["Ah Kh", "Ah 9d"], "2h 7h 9c"), {}, pokerrank.DuplicateCardError, "'Ah'"),
        (("holdem", ["Ah Kh", "9s 9d"], "2h 7h 9c", "9c"), {}, pokerrank.DuplicateCardError, "dead cards"),
        (("holdem", ["Ah Kh Qh", "9s 9d"], "2h 7h 9c"), {}, pokerrank.CardCountError, "player 1 has 3 cards"),
        (("holdem", ["Ah Xh", "9s 9d"], "2h 7h 9c"), {}, pokerrank.InvalidCardError, "player 1's hand"),
        (("short-deck", ["Ah Kh", "9s 9d"], "2h 7h 9c"), {}, pokerrank.InvalidCardError, "'2h'"),
        (("holdem", ["Ah Kh", "9s 9d"], "2h 7h 9c"), {"player": "player 1"}, pokerrank.DealError, "stud"),
        (("badugi", ["Ah 2c 3d 4s", "5h 6c 7d 8s"]), {}, pokerrank.DealError, "draw"),
        (("holdm", ["Ah Kh", "9s 9d"], "2h 7h 9c"), {}, pokerrank.UnknownGameError, "holdem"),
        (("stud", ["Ah Kh 7h 2h", "Qs Qd 5c 5d"]), {}, pokerrank.CardCountError, "fifth street"),
        (("stud", ["Ah Kh 7h 2h 9c 3c 4c", "Qs Qd 5c 5d 8s 8c 8d"]), {}, pokerrank.CardCountError, "too many"),
        (("stud", {"a": "Ah Kh 7h 2h 9c 3c 4c", "b": "Qs Qd 5c 5d 8s"}), {"player": "a"}, pokerrank.CardCountError,
         "no room"),
        (("stud", {"a": "Ah Kh 7h 2h 9c", "b": "Qs Qd 5c 5d 8s"}), {"player": "c"}, pokerrank.DealError, "'c'"),
        (("stud", {"a": "Ah Kh 7h 2h 9c", "b": "Qs Qd 5c 5d 8s"}, "2c"), {}, pokerrank.CardCountError, "no board"),
    ],
)  # fmt: skip
def test_bad_input_is_a_typed_error_naming_the_culprit(args, kwargs, error, words) -> None:
    with pytest.raises(error, match=words):
        pokerrank.outs(*args, **kwargs)


def test_result_to_dict_is_json() -> None:
    import json

    result = pokerrank.outs("omaha-hi-lo", {"ann": "As 2s Kd Qc", "bob": "Kh Kc 9d 9c"}, board="Ks 8h 3d")
    data = json.loads(json.dumps(result.to_dict()))
    assert data["players"] == [{"player": "ann", "cards": "As 2s Kd Qc"}, {"player": "bob", "cards": "Kh Kc 9d 9c"}]
    assert data["groups"][0]["count"] == len(data["groups"][0]["cards"]) == 16
    assert data["outs"][2]["wins"]["count"] == 16


def test_the_package_is_private_and_the_function_public(monkeypatch: pytest.MonkeyPatch) -> None:
    """``pokerrank.outs`` is the function; its package is ``pokerrank._outs``, where pytest's
    dotted ``monkeypatch.setattr`` reaches (it failed on the function of the same name)."""
    import importlib

    from pokerrank import _outs

    assert pokerrank.outs is _outs.outs and pokerrank.describe_cards is _outs.describe_cards
    assert pokerrank.outs.__module__ == "pokerrank._outs" and "describe_cards" in pokerrank.__all__
    assert "SCALAR_MOST" in _outs.__all__ and _outs.SCALAR_MOST > 0
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("pokerrank.outs")
    monkeypatch.setattr("pokerrank._outs._rank.SCALAR_MOST", 0)  # every batch on the kernels: the same outs
    assert pokerrank.outs("holdem", ["Ah Kh", "9s 9d"], board="2h 7h 9c").player("player 1").wins_text == (
        "any heart but 9h"
    )


@pytest.mark.parametrize(
    ("game", "hands", "board", "dead", "error"),
    [
        ("holdem", {"ann": "Ah Kh", "bob": "Ah 9d"}, "2h 7h 9c", "", pokerrank.DuplicateCardError),
        ("holdem", {"ann": "Ah Ah", "bob": "9s 9d"}, "2h 7h 9c", "", pokerrank.DuplicateCardError),
        ("holdem", {"ann": "Ah Kh", "bob": "9s 9d"}, "2h 7h 9c", "Kh", pokerrank.DuplicateCardError),
        ("holdem", {"ann": "Ah Kh", "bob": "9s 9d"}, "2h 7h 9s", "", pokerrank.DuplicateCardError),
        ("short-deck", {"ann": "Ah Kh", "bob": "9s 9d"}, "2h 7h 9c", "", pokerrank.InvalidCardError),
        ("holdem", {"ann": "Ah Xh", "bob": "9s 9d"}, "2h 7h 9c", "", pokerrank.InvalidCardError),
        ("holdem", {"ann": "Ah Kh Qh", "bob": "9s 9d"}, "2h 7h 9c", "", pokerrank.CardCountError),
        ("omaha", ["Ah Kh Qh", "9s 9d 8c 7c"], "2h 7h 9c", "", pokerrank.CardCountError),
    ],
)  # fmt: skip
def test_the_same_mistake_in_the_same_words_as_equity_and_showdown(game, hands, board, dead, error) -> None:
    """outs reads a spot with the pieces a showdown's deal and an equity spot use: a mistake
    they share is one error, in one sentence."""
    with pytest.raises(error) as in_outs:
        pokerrank.outs(game, hands, board, dead)
    with pytest.raises(error) as in_equity:
        pokerrank.equity(game, hands, board, dead)
    assert str(in_outs.value) == str(in_equity.value)
    if isinstance(in_outs.value, pokerrank.DuplicateCardError) and not dead and "board" not in str(in_outs.value):
        # (showdown reads the board before the hands, so a board card a player holds too is
        # named board first there; a card twice among the hands reads the same)
        river = {"holdem": "2c", "short-deck": "6c", "omaha": "2c"}[game]  # a complete board for a showdown
        with pytest.raises(error) as in_showdown:
            pokerrank.showdown(game, f"{board} {river} 3c", hands)
        assert str(in_outs.value) == str(in_showdown.value)
