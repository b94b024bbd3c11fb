"""The hand engine after a showdown that fails, cards given to an action that takes none, and
the set-up's numbers read by one rule (docs/engine.md, "Set-ups refused"):

- a showdown that raises (reached here by a patched :func:`pokerrank.showdown`: no known input
  makes it since the set-up checks) leaves the hand broken: the error goes to the caller, no
  chip is paid, and every later :meth:`Hand.act` or :meth:`Hand.legal` raises
  :class:`~pokerrank.engine.BrokenHandError` naming why, the hand unchanged (it was taken: a
  check by nobody, or an IndexError at the showdown);
- ``cards=`` given to fold, check, call, bet, raise, complete, bring-in, show, muck or run is
  refused naming it (it was silently dropped);
- every amount of the set-up is a whole number of chips of an integer type: ``rake=2.0``,
  ``max_runs=1.0``, ``added=0.0`` and a rate rake's cap of ``50.0`` are refused naming the
  parameter, as ``antes=2.0`` was."""

from __future__ import annotations

import pickle
from typing import Any

import pytest

import pokerrank._showdown
from pokerrank.engine import BrokenHandError, Hand, IllegalActionError, Table
from pokerrank.errors import ChipAmountError, DealError, PokerRankError
from pokerrank.pots import Rake


class ShowdownFailedError(DealError):
    """What the patched showdown raises."""


@pytest.fixture
def failing_showdown(monkeypatch: pytest.MonkeyPatch) -> None:
    def showdown(*args: Any, **kwargs: Any) -> Any:
        raise ShowdownFailedError("the showdown failed")

    monkeypatch.setattr(pokerrank._showdown, "showdown", showdown)


def snapshot(hand: Hand) -> tuple[Any, ...]:
    return (
        tuple(hand.events), tuple(hand.stacks), hand.pot, tuple(hand.won), tuple(hand.put_in), tuple(hand.hole),
        tuple(hand.board), hand.over, hand.street,
    )  # fmt: skip


def all_in_with_rake() -> Hand:
    """A hand both players are all in in, a rake to take: the showdown decides the pots."""
    hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=1, rake=1)
    hand.act("raise", 100)
    return hand


@pytest.mark.usefixtures("failing_showdown")
def test_a_showdown_that_raises_leaves_the_hand_broken_and_every_later_action_refused():
    hand = all_in_with_rake()
    with pytest.raises(ShowdownFailedError, match="the showdown failed"):
        hand.act("call")
    assert not hand.over
    assert hand.won == [0, 0] and sum(hand.stacks) + hand.pot == 200  # nothing paid, no chip lost
    before = snapshot(hand)
    for action, amount in (("check", None), ("call", None), ("fold", None), ("raise", 4), ("show", None)):
        with pytest.raises(BrokenHandError) as refused:
            hand.act(action, amount)
        assert "ShowdownFailedError" in str(refused.value) and "the showdown failed" in str(refused.value)
        why = "its showdown raised ShowdownFailedError('the showdown failed'): nothing was paid"
        assert refused.value.reason == why
        assert isinstance(refused.value, IllegalActionError) and isinstance(refused.value, PokerRankError)
        assert snapshot(hand) == before
    with pytest.raises(BrokenHandError, match="the showdown failed"):
        hand.legal()
    for twin in (hand.copy(), pickle.loads(pickle.dumps(hand))):  # a copy is as broken, and a pickle
        with pytest.raises(BrokenHandError, match="the showdown failed"):
            twin.act("check")
    assert "broken" in repr(hand)
    seen = hand.view(0)  # (a broken hand may still be looked at: nobody acts)
    assert seen["legal"] is None and seen["pot"] == hand.pot and seen["to_act"] is None


@pytest.mark.usefixtures("failing_showdown")
def test_a_showdown_shown_in_turn_that_raises_leaves_the_hand_broken():
    hand = Hand(
        "holdem", [100, 100], blinds=(1, 2), seed=1, auto_show=False, cards=[["As", "Kd"], ["Ah", "Kc"]],
        board="2c 7d 9h Js 3s",
    )  # fmt: skip  # (a tie: the showdown splits the pot)
    hand.act("raise", 100)
    hand.act("call")
    hand.act("show")
    with pytest.raises(ShowdownFailedError):
        hand.act("show")
    before = snapshot(hand)
    with pytest.raises(BrokenHandError, match="the showdown failed"):
        hand.act("show")
    assert snapshot(hand) == before and not hand.over


@pytest.fixture
def failing_evaluation(monkeypatch: pytest.MonkeyPatch) -> None:
    """The showdown's evaluation broken: the quick road to one winner (no rake, one board) raises too."""

    def strengths(*args: Any, **kwargs: Any) -> Any:
        raise ShowdownFailedError("the ranking failed")

    monkeypatch.setattr(Hand, "_strengths", strengths)


@pytest.mark.usefixtures("failing_evaluation")
def test_a_showdown_on_the_quick_road_that_raises_leaves_the_hand_broken():
    # no rake, one board, a one-sided game: the hand looks for one winner itself first
    hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=1)
    hand.act("raise", 100)
    with pytest.raises(ShowdownFailedError, match="the ranking failed"):
        hand.act("call")
    assert not hand.over and hand.won == [0, 0] and sum(hand.stacks) + hand.pot == 200
    with pytest.raises(BrokenHandError, match="the ranking failed"):
        hand.act("check")


def test_the_engine_errors_pickle_whole():
    # (raised in a worker process, they come back as they were)
    for error in (BrokenHandError("check", "its showdown raised X(): nothing was paid"),
                  IllegalActionError("p1", "raise to 3", "call 2", "E1: min raise")):  # fmt: skip
        back = pickle.loads(pickle.dumps(error))
        assert type(back) is type(error) and str(back) == str(error) and back.args == error.args
        assert vars(back) == vars(error)


def test_a_showdown_that_pays_is_not_broken():
    hand = all_in_with_rake()
    hand.act("call")
    assert hand.over and sum(hand.stacks) == 199  # (the rake)
    with pytest.raises(IllegalActionError) as refused:
        hand.act("check")
    assert not isinstance(refused.value, BrokenHandError)


@pytest.mark.usefixtures("failing_showdown")
def test_a_broken_table_hand_names_why_and_is_voided():
    table = Table("holdem", [100, 100, 100], blinds=(1, 2), rake=1)
    hand = table.deal(seed=1)
    hand.act("fold")
    hand.act("raise", 100)
    with pytest.raises(ShowdownFailedError):
        hand.act("call")
    with pytest.raises(BrokenHandError):
        hand.act("check")
    why = r"the hand is broken \(its showdown raised ShowdownFailedError\('the showdown failed'\).*\): void\(\) it"
    with pytest.raises(PokerRankError, match=r"the last hand is not over: " + why):
        table.deal(seed=2)
    with pytest.raises(PokerRankError, match=r"'p2' is in a hand: " + why):
        table.leave(1)
    table.void()  # the table as before the hand: every stack, the button and the blinds
    assert table.stacks == [100, 100, 100] and table.hand is None
    again = table.deal(seed=1)
    assert again.bets == [0, 1, 2] and again.names == hand.names and again.button == hand.button


def test_void_keeps_the_joins_and_leaves_of_players_not_in_the_hand():
    # a player joins an empty seat during the hand, another (away, not dealt in) leaves: the void puts
    # back the hand's players only (it undid both: the new player and 50 chips gone, the leaver seated)
    table = Table("holdem", [100, 100, 100, None, 100], blinds=(1, 2))
    table.sit_out(4)
    hand = table.deal(seed=1)
    hand.act("raise", 10)
    table.join(3, "new", 50)
    table.leave(4)
    table.void()
    assert table.stacks == [100, 100, 100, 50, None] and table.names[3] == "new"
    again = table.deal(seed=1)  # (the leaver is not dealt; the new player as the rules say)
    assert "p5" not in again.names and set(again.names) <= {"p1", "p2", "p3", "new"}


def test_void_puts_the_table_back_as_before_the_hand():
    table = Table("holdem", [100, 100, 100, 100], blinds=(1, 2))
    with pytest.raises(PokerRankError, match=r"void\(\): no hand in play"):
        table.void()
    first = table.deal(seed=1)
    while not first.over:
        first.act("fold")
    second = table.deal(seed=2)  # the button moved on
    dealt = (second.button, list(second.bets), second.names, list(second.stacks), list(second.hole))
    second.act("raise", 10)
    table.sit_out(0)  # (away from the next hand: the player's own say, kept)
    table.void()
    assert table.stacks == first.stacks and table.away == [True, False, False, False]
    table.sit_in(0)
    third = table.deal(seed=2)  # the same hand dealt again
    assert (third.button, list(third.bets), third.names, list(third.stacks), list(third.hole)) == dealt
    while not third.over:
        third.act("fold")
    with pytest.raises(PokerRankError, match=r"void\(\): no hand in play"):
        table.void()  # (done twice: the first put the table back, there is no hand to void)


# -- cards given where an action takes none ---------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "amount"), [("fold", None), ("call", None), ("raise", 4), ("call", 1), ("check", None)]
)
def test_cards_given_to_a_betting_action_are_refused_naming_them(action, amount):
    hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=1)
    if action == "check":
        hand.act("call")
    before = snapshot(hand)
    with pytest.raises(IllegalActionError, match=r"cards='As'.*\(" + action + " takes no cards\\)") as refused:
        hand.act(action, amount, cards="As")
    assert refused.value.player == hand.legal().name
    assert snapshot(hand) == before
    hand.act(action, amount)  # (without the cards: taken)


def test_cards_given_to_a_bring_in_or_a_completion_are_refused():
    hand = Hand("stud", [100, 100], antes=1, bring_in=1, bets=(2, 4), seed=1)
    for action, amount in (("bring-in", None), ("complete", 2)):
        with pytest.raises(IllegalActionError, match=f"{action} takes no cards"):
            hand.act(action, amount, cards=["As"])
    hand.act("bring-in")


def test_cards_given_to_show_muck_or_run_are_refused():
    hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=1, auto_show=False, max_runs=2)
    hand.act("raise", 100)
    hand.act("call")
    with pytest.raises(IllegalActionError, match="run takes no cards"):
        hand.act("run", 1, cards="As")
    hand.act("run", 1)
    shown = hand.hole[hand.legal().player]
    for action in ("show", "muck"):
        with pytest.raises(IllegalActionError, match=f"{action} takes no cards"):
            hand.act(action, cards=list(shown))
    hand.act("show")


def test_cards_given_to_a_draw_are_still_the_discards():
    hand = Hand("2-7-single-draw", [100, 100], blinds=(1, 2), seed=1)
    hand.act("call")
    hand.act("check")
    p = hand.legal().player
    thrown = hand.hole[p][:2]
    hand.act("draw", cards=list(thrown))
    assert not set(thrown) & set(hand.hole[p])


# -- the set-up's numbers: whole chips of an integer type, by one rule ----------------------------------


@pytest.mark.parametrize(
    ("given", "named"),
    [
        ({"rake": 2.0}, "rake"),
        ({"rake": 2.5}, "rake"),
        ({"rake": True}, "rake"),
        ({"rake": {"rate": 0.05, "cap": 50.0}}, "rake's cap"),
        ({"rake": Rake(0.05, cap=50.0)}, "rake's cap"),  # type: ignore[arg-type]
        ({"added": 0.0}, "added"),
        ({"added": 2.0}, "added"),
        ({"button_straddle": 0.0}, "button_straddle"),
        ({"antes": 2.0}, "antes"),
        ({"bring_in": 0.0}, "bring_in"),
    ],
)
def test_a_number_of_the_set_up_that_is_not_an_integer_is_refused_naming_it(given, named):
    with pytest.raises(ChipAmountError, match=f"{named}.* (whole )?number of chips") as refused:
        Hand("holdem", [100, 100], blinds=(1, 2), seed=1, **given)
    assert repr(next(iter(given.values())) if named != "rake's cap" else 50.0) in str(refused.value)


def test_the_same_numbers_as_integers_are_taken():
    np = pytest.importorskip("numpy")
    for given in ({"rake": 2}, {"rake": np.int64(2)}, {"rake": {"rate": 0.05, "cap": 50}}, {"max_runs": 1}):
        hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=1, **given)
        hand.act("raise", 100)
        hand.act("call")
        assert hand.over and sum(hand.stacks) + (hand.to_record().rake or 0) == 200
    assert Hand("holdem", [100, 100], blinds=(1, 2), seed=1, added=np.int64(3)).pot == 6


def test_a_table_refuses_a_float_rake_naming_it():
    with pytest.raises(ChipAmountError, match="rake must be a whole number of chips"):
        Table("holdem", [100, 100], blinds=(1, 2), rake=2.0).deal(seed=1)


@pytest.mark.parametrize("runs", [1.0, True, 0, -1, 2.5, "2", "numpy -1"])
def test_max_runs_not_a_whole_number_1_or_more_is_refused_by_one_message(runs):
    if runs == "numpy -1":
        runs = pytest.importorskip("numpy").int64(-1)
    with pytest.raises(DealError, match=r"max_runs: .* a whole number, 1 or more, got ") as refused:
        Hand("holdem", [100, 100], blinds=(1, 2), seed=1, max_runs=runs)
    assert str(refused.value).endswith(f"got {runs!r}")


def test_max_runs_of_numpy_integer_type_is_taken():
    np = pytest.importorskip("numpy")
    assert Hand("holdem", [100, 100], blinds=(1, 2), seed=1, max_runs=np.int64(2)).max_runs == 2
