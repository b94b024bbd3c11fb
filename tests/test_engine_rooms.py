"""The other rooms' real hands driven through the engine (docs/engine.md, "Real hands"): per
room, how many drive with every action legal and the room's payout, and the few that do not,
named and judged there. A hand the reader cannot read is the reader's NOT AUDITABLE, not the
engine's; a hand whose cards are never shown cannot be compared."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from pokerrank.engine import from_record
from pokerrank.handhistory import read

pytestmark = pytest.mark.shared

# room folder: (hands that drive "ok" at least, illegal actions + payouts that differ at most).
# Each of those few is judged in docs/engine.md ("Real hands"): a record that contradicts
# itself, a reader's slip, or the room's own rule where it differs from the rule set's.
ROOMS = {
    "winamax": (87, 4),
    "fulltilt": (264, 0),
    "bovada": (776, 21),
    "888": (272, 5),
    "ipoker": (184, 0),
    "merge": (67, 8),
    "wpn": (23, 0),
    "ohh-spec-examples": (5, 0),
}
BIG_ROOMS = {"ggpoker": (11059, 12), "pokernow": (2567, 20)}


def drive_room(shared_dir: Path, room: str) -> tuple[Counter[str], list[str]]:
    folder = shared_dir / "hand-histories" / "sites" / room
    counts: Counter[str] = Counter()
    odd = []
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        for record in read(path):
            result = from_record(record)
            counts[result.status] += 1
            if result.status in ("illegal", "stacks differ"):
                odd.append(result.describe())
    return counts, odd


def check(counts: Counter[str], odd: list[str], least_ok: int, most_odd: int) -> None:
    assert counts["ok"] >= least_ok, counts
    assert len(odd) <= most_odd, odd
    assert set(counts) <= {"ok", "illegal", "stacks differ", "not drivable", "not comparable"}


@pytest.mark.parametrize("room", sorted(ROOMS))
def test_every_room_drives_but_the_judged_few(shared_dir: Path, room: str) -> None:
    check(*drive_room(shared_dir, room), *ROOMS[room])


@pytest.mark.slow
@pytest.mark.parametrize("room", sorted(BIG_ROOMS))
def test_the_big_rooms_drive_but_the_judged_few(shared_dir: Path, room: str) -> None:
    check(*drive_room(shared_dir, room), *BIG_ROOMS[room])


def one(shared_dir: Path, relative: str, hand_id: str):
    path = shared_dir / "hand-histories" / "sites" / relative
    return from_record(next(r for r in read(path) if r.hand_id == hand_id))


def test_a_player_posting_both_blinds_has_a_live_big_blind(shared_dir: Path) -> None:
    # Winamax: "posts small blind 3€ out of position" and "posts big blind 0€": 2€ live, 1€ dead (E21)
    result = one(shared_dir, "winamax/fpdb-chaz/cash/Flop/PLO-5max-EUR-1.00-2.00-201611.post.both.txt",
                 "9260931-103-1479198677")  # fmt: skip
    assert result.status == "ok", result.describe()
    assert result.hand is not None and result.hand.put_in[result.hand.names.index("Player4")] == 200 + 800


def test_a_room_that_rakes_a_bet_nobody_called_takes_its_chips(shared_dir: Path) -> None:
    # Winamax, fixed limit: the uncalled bet is in its pot and raked (1 cent): the room's chips
    result = one(shared_dir, "winamax/fpdb-chaz/cash/Flop/LHE-2max-EUR-0.05-0.10-201204.txt", "2769259-665-1335035306")
    assert result.status == "ok", result.describe()


def test_players_named_by_their_places_act_in_the_places_order(shared_dir: Path) -> None:
    # Ignition: the seat numbers do not follow the table round, the names (UTG, Dealer, ...) do
    result = one(shared_dir, "bovada/fpdb-chaz/tour/Flop/NLHE-6max-USD-STT - Hyper Turbo (500 Chips) - $25-$1.25 - "
                 "201706.txt", "3534392764")  # fmt: skip
    assert result.status == "ok", result.describe()
    assert result.hand is not None and result.hand.names[result.hand.button] == "Dealer"


def test_limit_stakes_printed_as_blinds(shared_dir: Path) -> None:
    # 888: "0.50/1 Blinds Fix Limit Holdem": the bets are 1 and 2, a raise is to 2
    result = one(shared_dir, "888/fpdb-chaz/cash/Flop/888-FLH-PM-1.00-2.00-stacks_over_1k.txt", "440726931")
    assert result.status == "ok", result.describe()
    assert result.hand is not None and (result.hand.small_bet, result.hand.big_bet) == (100, 200)


def test_a_room_that_reopens_the_betting_after_a_short_all_in_is_named(shared_dir: Path) -> None:
    # PokerNow lets a player who already acted re-raise after a short all-in: E3 forbids it
    result = one(shared_dir, "pokernow/drkyoda-ohh/ohh-sample/poker_now_log_pglbcN5nQo3bUmuXx6tROb3yN.ohh",
                 "1655600815630")  # fmt: skip
    assert result.status == "illegal"
    assert result.error is not None and result.error.rule.startswith("E3")


def test_a_post_of_both_blinds_written_as_one_big_blind(shared_dir: Path) -> None:
    # iPoker: "Player11 posts big blind 0.03" at blinds 0.01-0.02, another player in the big blind:
    # 2 live, 1 dead (E21); the player after the real big blind acts first
    result = one(shared_dir, "ipoker/fpdb-chaz/cash/Flop/PLO-USD-0.01-0.02-201108.Sample.txt", "2874262545")
    assert result.status == "ok", result.describe()


def test_a_player_who_declines_the_big_blind_is_not_dealt_in(shared_dir: Path) -> None:
    # 888: "Tigran64 folds" before "Juliojesusmg posts big blind": the big blind passed on
    result = one(shared_dir, "888/fpdb-chaz/cash/Flop/888-FLH-PM-1.00-2.00-stacks_over_1k.txt", "440729020")
    assert result.status == "ok", result.describe()
    assert result.hand is not None and "Tigran64" not in result.hand.names


def test_an_all_in_raise_past_players_all_in_is_a_call(shared_dir: Path) -> None:
    # Winamax: "AXELEO bets 2380 and is all-in", "besancon2500 raises 230 to 2610 and is all-in":
    # nobody can answer the 230, which comes back (the room's side pot 1): a call (E18)
    result = one(shared_dir, "winamax/fpdb-chaz/tour/Flop/20110305_Freeroll 150%80(5142226)_real_holdem_no-limit.txt",
                 "22085692498641245-7-1299346692")  # fmt: skip
    assert result.status == "ok", result.describe()
