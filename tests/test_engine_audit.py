"""The audit with the rules of play (``engine.audit_with_rules``, ``pokerrank audit --rules``):
a hand with an action the rules forbid is a MISMATCH naming the player, the action and the
rule; a fold the room writes for a player all in is read as a muck (RULES.md E19)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from pokerrank import formats
from pokerrank.cli import cli
from pokerrank.engine import ILLEGAL_ACTION, Hand, audit_with_rules, from_record
from pokerrank.handhistory import audit_hand, read
from pokerrank.handhistory.verdicts import Outcome
from pokerrank.handhistory.writers import to_phh

# co limps, the button is all in for 15 (5 more: short of a full raise), the small blind folds,
# the big blind calls; co may only call or fold (TDA 47-A, WSOP LA 171), but raises to 30.
SHORT_RERAISE = """variant = "NT"
antes = [0, 0, 0, 0]
blinds_or_straddles = [5, 10, 0, 0]
min_bet = 10
starting_stacks = [1000, 1000, 1000, 15]
actions = ["d dh p1 7c2d", "d dh p2 8h3s", "d dh p3 AsAd", "d dh p4 KsKd", "p3 cc", "p4 cbr 15", "p1 f", "p2 cc",
           "p3 cbr 30", "p2 f", "d db 2c3c4h", "d db 9s", "d db Jd", "p3 sm AsAd", "p4 sm KsKd"]
finishing_stacks = [995, 985, 1035, 0]
"""

# fixed limit, three players: the big blind is the bet, then raises to 4, 6, 8, 10 (four: the
# WSOP and TDA cap) and a fifth to 12; Robert's Rules cap at three, so 10 is already too many.
PAST_THE_CAP = """variant = "FT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100]
actions = ["d dh p1 7c2d", "d dh p2 8h3s", "d dh p3 AsAd", "p3 cbr 4", "p1 cbr 6", "p2 cbr 8", "p3 cbr 10",
           "p1 cbr 12", "p2 f", "p3 f"]
finishing_stacks = [118, 92, 90]
"""

# the room writes a player all in on the big blind (and sitting out) as folding
ALL_IN_FOLD = """PokerStars Hand #200000000001: Tournament #3000000001, $10+$1 USD Hold'em No Limit - \
Level IV (30/60) - 2016/05/20 8:33:34 ET
Table '3000000001 1' 6-max Seat #1 is the button
Seat 1: ann (2135 in chips)
Seat 4: bob (815 in chips)
Seat 5: cid (50 in chips) is sitting out
ann: posts the ante 6
bob: posts the ante 6
cid: posts the ante 6
bob: posts small blind 30
cid: posts big blind 44 and is all-in
*** HOLE CARDS ***
ann: raises 76 to 120
bob: folds
cid: folds
Uncalled bet (76) returned to ann
ann collected 136 from pot
ann: doesn't show hand
*** SUMMARY ***
Total pot 136 | Rake 0
Seat 1: ann (button) collected (136)
Seat 4: bob (small blind) folded before Flop
Seat 5: cid (big blind) folded before Flop

"""


def one(text: str):  # type: ignore[no-untyped-def]
    return next(read(text))


def test_a_short_all_in_does_not_reopen_so_the_re_raise_is_a_mismatch_naming_rule_e3() -> None:
    record = one(SHORT_RERAISE)
    assert audit_hand(record).outcome is Outcome.MATCH  # the chips were paid as the rules give
    for rules in (None, "wsop-2024", "tda", "roberts"):
        verdict = audit_with_rules(record, rules=rules)
        assert (verdict.outcome, verdict.reason) == (Outcome.MISMATCH, ILLEGAL_ACTION)
        assert verdict.detail.startswith("p3 raises to 30, which rule E3 of the ")
        assert not verdict.words_only
        assert verdict.payouts == audit_hand(record).payouts


def test_a_limit_raise_past_the_cap_is_named_by_the_rule_set_s_cap() -> None:
    record = one(PAST_THE_CAP)
    assert audit_with_rules(record).detail == "p1 raises to 12, which rule E5 of the wsop-2024 rule set forbids"
    assert audit_with_rules(record, rules="tda").detail.startswith("p1 raises to 12, which rule E5")
    assert audit_with_rules(record, rules="roberts").detail.startswith("p3 raises to 10, which rule E5")


def test_a_legal_hand_keeps_the_payout_audit_s_verdict() -> None:
    legal = SHORT_RERAISE.replace('"p3 cbr 30", "p2 f"', '"p3 cc"')
    record = one(legal)
    assert audit_with_rules(record) == audit_hand(record)
    assert audit_with_rules(record).outcome is Outcome.MATCH


def test_a_rule_set_passed_where_the_verdict_goes_is_a_typed_error() -> None:
    from pokerrank.errors import ArgumentError

    record = one(SHORT_RERAISE)
    with pytest.raises(ArgumentError, match="rules="):
        audit_with_rules(record, "tda")  # type: ignore[arg-type]


def test_a_payout_mismatch_keeps_its_reason_and_adds_the_illegal_action() -> None:
    record = one(SHORT_RERAISE.replace("[995, 985, 1035, 0]", "[995, 985, 1000, 35]"))
    before = audit_hand(record)
    verdict = audit_with_rules(record, before)
    assert before.outcome is Outcome.MISMATCH and verdict.reason == before.reason != ILLEGAL_ACTION
    assert verdict.detail == before.detail + "; p3 raises to 30, which rule E3 of the wsop-2024 rule set forbids"


def test_a_hand_not_auditable_with_an_illegal_re_raise_is_a_mismatch() -> None:
    record = one(SHORT_RERAISE.replace("finishing_stacks = [995, 985, 1035, 0]\n", ""))
    before = audit_hand(record)
    assert before.outcome is Outcome.NOT_AUDITABLE
    verdict = audit_with_rules(record, before)
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == ILLEGAL_ACTION
    assert verdict.detail == "p3 raises to 30, which rule E3 of the wsop-2024 rule set forbids; " + before.detail
    assert audit_with_rules(record) == verdict


@pytest.mark.parametrize(
    ("lang", "words"),
    [("nl", "verhoogt naar"), ("fr", "relance à"), ("de", "erhöht auf")],
)
def test_the_sentence_is_said_in_each_language(lang: str, words: str) -> None:
    detail = audit_with_rules(one(SHORT_RERAISE), rules="tda", lang=lang).detail
    assert detail.startswith(f"p3 {words} 30")
    assert "E3" in detail and "tda" in detail
    assert "raises" not in detail and "rule" not in detail


def test_a_fold_written_for_a_player_all_in_is_a_muck_under_every_rule_set() -> None:
    record = one(ALL_IN_FOLD)
    result = from_record(record)
    assert (result.status, result.conceded) == ("ok", ("cid",))
    assert result.stacks == {"ann": 2221, "bob": 779, "cid": 0}
    for rules in ("pokerstars", "wsop-2024", "tda", "roberts"):
        assert audit_with_rules(record, rules=rules).outcome is Outcome.MATCH
    # a fold by a player with chips behind is still a fold: nothing is conceded
    assert from_record(one(ALL_IN_FOLD.replace("(50 in chips)", "(500 in chips)"))).conceded == ()


def test_the_engine_s_own_hands_are_legal_and_a_changed_raise_is_not() -> None:
    rng = random.Random(7)
    flagged = 0
    for seed in range(40):
        hand = Hand("holdem", [200, 150, 300], blinds=(1, 2), seed=seed)
        while not hand.over:
            legal = hand.legal()
            choice = rng.choice(legal.actions)
            if choice in ("bet", "raise"):
                hand.act(choice, rng.randint(legal.min_to or 0, legal.max_to or 0))
            else:
                hand.act(choice)
        text = to_phh(hand.to_record(str(seed)))
        record = one(text)
        assert audit_with_rules(record) == audit_hand(record)
        for action in record.actions:
            if action.kind.value == "raise" and action.to is not None and action.to > 4 and not action.all_in:
                # one chip less than the least raise is refused: E2 (or E3 where the raise was not open)
                words = f'"{action.player} cbr {action.to}"'
                assert words in text
                changed = one(text.replace(words, f'"{action.player} cbr 3"', 1))
                verdict = audit_with_rules(changed)
                assert verdict.outcome is Outcome.MISMATCH  # the raise, and the chips it no longer adds up to
                assert f"{action.player} raises to 3, which rule E2 of the wsop-2024" in verdict.detail
                flagged += 1
                break
    assert flagged > 5


def test_cli_rules_option_names_the_action_and_rule(tmp_path: Path) -> None:
    (tmp_path / "short.phh").write_text(SHORT_RERAISE, encoding="utf-8")
    (tmp_path / "cap.phh").write_text(PAST_THE_CAP, encoding="utf-8")
    runner = CliRunner()
    plain = runner.invoke(cli, ["audit", str(tmp_path)])
    assert plain.exit_code == 0
    ruled = runner.invoke(cli, ["audit", str(tmp_path), "--rules", "roberts", "--json"])
    assert ruled.exit_code == 1
    data = json.loads(ruled.stdout)
    assert data["format"] == formats.AUDIT
    assert data["summary"]["mismatched"] == 2
    details = sorted((v["reason"], v["detail"]) for v in data["verdicts"])
    assert details == [
        (ILLEGAL_ACTION, "p3 raises to 10, which rule E5 of the roberts rule set forbids"),
        (ILLEGAL_ACTION, "p3 raises to 30, which rule E3 of the roberts rule set forbids"),
    ]
    text = runner.invoke(cli, ["audit", str(tmp_path / "cap.phh"), "--rules", "room", "--lang", "de"])
    assert text.exit_code == 1
    assert "p1 erhöht auf 12: das verbietet Regel E5 des Regelwerks wsop-2024" in text.stdout


# no result recorded and p2's cards never shown: the payout cannot be checked, but p2's raise
# to 3 (the least is 4: E2) can be seen in the actions
NO_RESULT = """variant = "NT"
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = ["d dh p1 AsAd", "d dh p2 ????", "p2 cbr 3", "p1 cc", "d db 2c3c4h", "d db 9s", "d db Jd"]
"""


def test_a_hand_not_auditable_with_an_illegal_action_is_flagged():
    record = next(read(NO_RESULT))
    plain = audit_hand(record)
    assert plain.outcome is Outcome.NOT_AUDITABLE
    verdict = audit_with_rules(record)
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == ILLEGAL_ACTION
    assert verdict.detail.startswith("p2 raises to 3, which rule E2 of the wsop-2024 rule set forbids")
    assert plain.detail in verdict.detail  # why the payout was not checked is still said
    legal = next(read(NO_RESULT.replace('"p2 cbr 3"', '"p2 cbr 4"')))
    assert audit_with_rules(legal).outcome is Outcome.NOT_AUDITABLE


def test_a_hand_that_could_not_be_read_stays_not_auditable():
    record = next(read(NO_RESULT.replace("starting_stacks = [100, 100]", "starting_stacks = [100]")))
    assert record.error is not None
    verdict = audit_with_rules(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE


# the big blind antes $0.50 and posts its last $1.50 (short of the $2 blind): the room's text
# may say "and is all-in" or not; either way the least raise is to the full blind and a raise
# of it ($4), so ann's raise to $3.50 is refused alike (E2), never taken as a $1.50 blind level.
# PokerStars writes the raise's X over the $1.50 the short blind put in ("raises $2 to $3.50"),
# as its own files do (#47659234486: a 630 big blind all in at 350/700, "raises 1470 to 2100")
SHORT_BIG_BLIND_AFTER_ANTE = """PokerStars Hand #7: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($50 in chips)
Seat 3: cid ($2 in chips)
ann: posts the ante $0.50
bob: posts the ante $0.50
cid: posts the ante $0.50
bob: posts small blind $1
cid: posts big blind $1.50{all_in}
*** HOLE CARDS ***
ann: raises $2 to $3.50
bob: folds
Uncalled bet ($2) returned to ann
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [Kd]
*** SHOW DOWN ***
ann: shows [As Ad] (a pair of Aces)
cid: shows [Kc Ks] (three of a kind, Kings)
cid collected $5.50 from pot
*** SUMMARY ***
Total pot $5.50 | Rake $0
Board [2c 7d 9h Js Kd]
"""


@pytest.mark.parametrize("all_in", [" and is all-in", ""])
def test_a_big_blind_all_in_after_its_ante_is_short_whether_or_not_the_text_says_so(all_in: str) -> None:
    (record,) = read(SHORT_BIG_BLIND_AFTER_ANTE.format(all_in=all_in))
    assert audit_hand(record).outcome is Outcome.MATCH  # the payout is right ...
    verdict = audit_with_rules(record)  # ... the raise is not
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == ILLEGAL_ACTION
    assert "ann raises to $3.50" in verdict.detail and "E2" in verdict.detail


def test_cards_dealt_twice_on_a_run_twice_stay_a_verdict_and_the_file_s_other_hands_are_audited(
    tmp_path: Path,
) -> None:
    # the engine checks a run-out's cards only when it deals the boards (after the last action):
    # the duplicate card was a DuplicateCardError out of audit_with_rules, and `audit --rules`
    # gave no verdict for the file's other hands
    from test_handhistory import RUN_TWICE

    twice = RUN_TWICE.replace("[Kc Kd]", "[Kc As]")  # bob shown the ace ann holds
    record = one(twice)
    before = audit_hand(record)
    assert before.outcome is Outcome.NOT_AUDITABLE and "duplicate card 'As'" in before.detail
    verdict = audit_with_rules(record, before)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == before.reason
    assert verdict.detail.endswith("could not be checked against the pokerstars rules: duplicate card 'As': "
                                   "dealt in ann's hand and in bob's hand")  # fmt: skip
    path = tmp_path / "hands.txt"
    good = RUN_TWICE.replace("#310", "#311")
    path.write_text(f"{good}\n\n{twice}\n\n{good.replace('#311', '#312')}\n")
    result = CliRunner().invoke(cli, ["audit", str(path), "--rules", "room", "--json", "--show", "all"])
    assert result.exit_code == 0, result.output
    outcomes = [row["outcome"] for row in json.loads(result.output)["verdicts"]]
    assert outcomes == ["match", "not auditable", "match"]
