"""Writer: a hand record as Open Hand History (OHH 1.4, hh-specs.handhistory.org).

:func:`to_ohh` writes the JSON object ``{"ohh": {...}}`` of a hand; the PHH and deal writers are
in :mod:`pokerrank.handhistory.writers`, the PokerStars text writer in
:mod:`pokerrank.handhistory.writers_text`.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from pokerrank.errors import HandHistoryError, PokerRankError
from pokerrank.handhistory.ohh import DEAD_ANTES
from pokerrank.handhistory.records import ActionKind, HandRecord, a_record
from pokerrank.handhistory.replay import joined_refusal
from pokerrank.handhistory.writers import (
    _check_chip,
    _check_over,
    _check_rake_split,
    _check_runs_by_seat,
    _partial_refusal,
    _short_blind_moving_the_play,
)

__all__ = ["OHH_SPEC_VERSION", "to_ohh"]

OHH_SPEC_VERSION = "1.4.6"
"""The version of the Open Hand History specification :func:`to_ohh` writes."""


_OHH_GAME_TYPES = {
    "holdem": "Holdem",
    "omaha": "Omaha",
    "omaha-5": "Omaha",
    "omaha-6": "Omaha",
    "omaha-hi-lo": "OmahaHiLo",
    "big-o": "OmahaHiLo",
}
_OHH_BET_TYPES = {"no-limit": "NL", "capped no-limit": "NL", "pot-limit": "PL", "limit": "FL"}
_OHH_ACTIONS = {
    ActionKind.ANTE: "Post Ante",
    ActionKind.SMALL_BLIND: "Post SB",
    ActionKind.BIG_BLIND: "Post BB",
    ActionKind.DEAD_BLINDS: "Post BB",
    ActionKind.STRADDLE: "Straddle",
    ActionKind.BUTTON_BLIND: "Post Extra Blind",
    ActionKind.FOLD: "Fold",
    ActionKind.CHECK: "Check",
    ActionKind.CALL: "Call",
    ActionKind.BET: "Bet",
    ActionKind.RAISE: "Raise",
}
_CARDS = frozenset(rank + suit for rank in "23456789TJQKA" for suit in "cdhs")
"""The cards as OHH writes them (its card strings)."""
_OHH_STREETS = (("preflop", "Preflop"), ("flop", "Flop"), ("turn", "Turn"), ("river", "River"))


def _check_runs(record: HandRecord, form: str) -> None:
    """Refuse a hand run more than once whose odd chips between the runs go by seat, in a
    ``form`` with no field that tells it (``writers._check_runs_by_seat``), but an engine hand
    whose runs both rules pay alike (:func:`_runs_pay_alike`): read back by the first run's
    rule, it audits the same."""
    if not (
        len(record.boards) > 1
        and record.format == "engine"
        and record.extra.get("runs_odd_chip") == "by seat"
        and _runs_pay_alike(record)
    ):
        _check_runs_by_seat(record, form)


def _runs_pay_alike(record: HandRecord) -> bool:
    """Whether an engine hand played with the odd chips between runs by seat (E26) pays every
    pot of every run as the first run's rule does, the rule a form without a field for it is
    read back by: no odd chip between the runs, the same winner on each, or the odd chips'
    run won by the player who sits first from the button's left. Decided as the audit decides
    the hand read back (no rule's name in it), then shared again by seat."""
    from dataclasses import replace

    from pokerrank.handhistory.decision import _odd_runs_by_seat, _seat_order, _smallest_chip, decide
    from pokerrank.handhistory.replay import replay

    extra = {key: value for key, value in record.extra.items() if key != "runs_odd_chip"}
    try:
        play = replay(replace(record, extra=extra))
        decided = decide(play, record.rake or 0, record.pots, added=record.added, hands=False)
    except PokerRankError:
        return False  # (the rules cannot decide it: refused as before)
    return _odd_runs_by_seat(decided, _seat_order(play), _smallest_chip(record)) is decided


def to_ohh(record: HandRecord) -> dict[str, Any]:
    """A hand as Open Hand History (OHH 1.4, hh-specs.handhistory.org): the JSON object
    ``{"ohh": {...}}`` (``json.dumps`` writes it; amounts are numbers of the room's money).

    Hold'em and Omaha (4, 5 or 6 cards, high or Hi/Lo) under no-limit, pot-limit or fixed
    limit: the games OHH names. Each action's ``amount`` is what it put in (a raise to 60
    after 20 in is 40); dead money is a ``Post Dead`` of its own, and a big blind or button
    ante (dead money, E12) a ``Post Ante`` of its poster with the hand's flag ``Dead_Antes``;
    ``small_blind_amount`` and ``big_blind_amount`` are the table's blinds (fixed limit: its
    bets are the big blind and twice it); cards known before the showdown are ``Dealt Cards``;
    a board run twice (flag ``Run_It_Twice``) has a second Flop, Turn or River round from where
    the runs part; each pot pays its winners (``player_wins``): where the room named no pots,
    each pot as the rules lay it out (main pot, side pots) with its own rake and what each run
    paid from it, else the room's pots with the rake on the main pot. What OHH cannot hold
    (docs/ohh.md): the time (no record keeps it), the room's words for each hand, the uncalled
    bet as a line of its own (the audit works it out). Money the room added to the pot is an
    ``Add to Pot`` of no player.

    Raises :class:`~pokerrank.errors.HandHistoryError` for a hand OHH cannot hold: a game it
    does not name (stud, draw, short deck, Courchevel), a cash-out in place of the pot, money
    a line of the hand no rule reads; of an engine hand, a smallest
    chip other than 1, a Mississippi straddle, a straddle posted all in for less, a cap, a
    least bet that is not the big blind, fixed limit bets that are not the big blind and twice
    it.

    >>> from pokerrank.handhistory import read
    >>> from pokerrank.handhistory.examples import ALL_IN_SHOWDOWN
    >>> ohh = to_ohh(next(read(ALL_IN_SHOWDOWN)))["ohh"]
    >>> ohh["game_type"], ohh["bet_limit"], [p["starting_stack"] for p in ohh["players"]]
    ('Holdem', {'bet_type': 'NL', 'bet_cap': 0}, [100, 50, 200])
    >>> [(a["player_id"], a["action"], a["amount"]) for a in ohh["rounds"][0]["actions"]]
    [(1, 'Post SB', 1), (2, 'Post BB', 2), (0, 'Raise', 10), (1, 'Raise', 49), (2, 'Fold', 0), (0, 'Call', 40)]
    >>> [(pot["amount"], pot["rake"], pot["player_wins"]) for pot in ohh["pots"]]
    [(102, 3, [{'player_id': 1, 'win_amount': 99, 'contributed_rake': 3}])]
    """
    record = a_record(record, "to_ohh()")
    if record.error is not None:
        raise record.error
    _check_over(record, "OHH")
    _check_chip(record, "OHH")
    _check_rake_split(record, "OHH")

    def refuse(what: str) -> HandHistoryError:
        return HandHistoryError(what, record.source, record.hand_id, record.line)

    if record.cancelled:
        raise refuse("the hand was cancelled: there is no hand to write")
    if record.run_hole:
        raise refuse("OHH has no way to write a draw run more than once, each run with its own cards")
    if "joined" in record.extra:
        raise refuse(joined_refusal(record, "OHH"))
    if "best_five" in record.extra:
        raise refuse(_partial_refusal(record, "OHH"))
    if record.format == "engine":
        _check_engine(record, refuse)
    game_type = _OHH_GAME_TYPES.get(record.game or "")
    bet_type = _OHH_BET_TYPES.get(record.structure)
    if game_type is None or bet_type is None:
        raise refuse(
            f"OHH has no game type for {record.game_text or record.game!r} ({record.structure}); it names Hold'em,"
            " Omaha and Omaha Hi/Lo, no-limit, pot-limit or fixed limit"
        )
    if record.pot_not_awarded or record.cash_outs:
        raise refuse("a player cashed out: pokerrank writes no OHH cash-out")
    if record.unparsed:
        number, text = record.unparsed[0]
        raise refuse(f"line {number} ({text[:60]!r}) is one no rule reads: OHH would leave it out")
    for name, cards in [*record.hole.items(), *(("the board", board) for board in record.boards)]:
        bad = next((card for card in cards.split() if card not in _CARDS), None)
        if bad is not None:
            raise refuse(f"{bad!r} ({name}'s cards) is not a card OHH can write")
    _check_runs(record, "OHH")
    money = _ohh_money(record)
    ids = {seat.name: i for i, seat in enumerate(record.seats)}
    ohh: dict[str, Any] = {
        "spec_version": OHH_SPEC_VERSION,
        "internal_version": OHH_SPEC_VERSION,
        "site_name": record.site,
        "network_name": record.site,
        "game_number": record.hand_id,
    }
    if record.tournament:
        ohh["tournament"] = True
        ohh["tournament_info"] = {"tournament_number": record.tournament}
    if record.table:
        ohh["table_name"] = record.table
    ohh["game_type"] = game_type
    ohh["bet_limit"] = {"bet_type": bet_type, "bet_cap": 0}
    if record.max_seats:
        ohh["table_size"] = record.max_seats
    if record.currency:
        ohh["currency"] = record.currency
    if record.button is not None:
        ohh["dealer_seat"] = record.button
    small, big = _blinds(record)
    ohh["small_blind_amount"] = money(small)
    ohh["big_blind_amount"] = money(big)
    ohh["ante_amount"] = money(max((a.amount for a in record.actions if a.kind is ActionKind.ANTE), default=0))
    flags = []
    if len(record.boards) > 1:
        flags.append("Run_It_Twice")
    if _dead_antes(record, refuse):
        flags.append(DEAD_ANTES)
    if flags:
        ohh["flags"] = flags
    players = []
    for seat in record.seats:
        player: dict[str, Any] = {"id": ids[seat.name], "seat": seat.seat, "name": seat.name}
        player["starting_stack"] = money(seat.stack)
        if seat.sitting_out:
            player["is_sitting_out"] = True
        players.append(player)
    ohh["players"] = players
    ohh["rounds"] = _ohh_rounds(record, ids, money)
    ohh["pots"] = _ohh_pots(record, ids, money)
    _check_unit(record, ohh, refuse)
    return {"ohh": ohh}


def _check_unit(record: HandRecord, ohh: dict[str, Any], refuse: Any) -> None:
    """Refuse a hand whose pot the rules split in amounts finer than any written, where the
    room's smallest amount (``record.unit``, in which odd chips are split) is finer than them:
    OHH has no field for it, and the reader takes the smallest amount the numbers use (whole
    chips of a room that counts cents: a pot of 105 the rules split 52.50 each would be read
    back as split 52 and 53)."""
    if record.unit >= 1 and record.unit == record.unit.to_integral_value():
        return
    if not any(len(pot["player_wins"]) > 1 for pot in ohh["pots"]):
        return  # (no pot split: no odd chip)
    amounts = [ohh["small_blind_amount"], ohh["big_blind_amount"], ohh["ante_amount"]]
    amounts += [player["starting_stack"] for player in ohh["players"]]
    amounts += [action["amount"] for round_ in ohh["rounds"] for action in round_["actions"]]
    amounts += [pot[key] for pot in ohh["pots"] for key in ("amount", "rake")]
    amounts += [win["win_amount"] for pot in ohh["pots"] for win in pot["player_wins"]]
    places = max(-min(Decimal(str(amount)).normalize().as_tuple().exponent, 0) for amount in amounts)  # type: ignore[operator]
    written = Decimal(1).scaleb(-places)
    if written <= record.unit:
        return
    from pokerrank.handhistory.decision import decide
    from pokerrank.handhistory.replay import replay

    step = written / record.unit  # (the written amounts' unit, in the room's units)
    try:
        decided = decide(replay(record), record.rake or 0, record.pots, added=record.added, hands=False)
    except PokerRankError:
        return  # (the rules cannot decide the hand: nothing for the unit to change)
    if all(amount % step == 0 for _, _, awards in decided.pots for amount in awards.values()):
        return
    raise refuse(
        f"OHH has no field for the room's smallest amount ({record.unit}), in which the rules split a pot's odd"
        f" chips: every amount of the hand is a whole {written}, as the reader would read them back"
    )


def _blinds(record: HandRecord) -> tuple[int, int]:
    """The table's small and big blind: an engine hand's as it was set up (its blinds, whatever
    was posted all in for less), a room's as its first posts say (else its stakes)."""
    if record.format == "engine":
        blinds = record.extra.get("blinds") if record.structure == "limit" else record.stakes
        blinds = tuple(blinds or ())
        if len(blinds) == 1:  # blinds of one amount
            return blinds[0], blinds[0]
        return (blinds[0], blinds[1]) if len(blinds) == 2 else (0, 0)
    posts = dict.fromkeys((ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND), 0)
    for action in record.actions:
        if action.kind in posts and not posts[action.kind]:
            posts[action.kind] = action.amount
    small = posts[ActionKind.SMALL_BLIND] or (record.stakes[0] if record.stakes else 0)
    big = posts[ActionKind.BIG_BLIND] or (record.stakes[1] if len(record.stakes) > 1 else 0)
    return small, big


def _check_engine(record: HandRecord, refuse: Any) -> None:
    """Refuse what an engine hand's set-up holds that OHH has no field for (docs/ohh.md)."""
    extra = record.extra
    if extra.get("button_straddle"):
        raise refuse("OHH has no way to write a straddle on the button that acts last (a Mississippi straddle, E23)")
    short = extra.get("straddles")
    if short:
        name, level = next(iter(short.items()))
        raise refuse(
            f"OHH has no field for the level of a straddle posted all in for less ({name!r}'s straddle of {level}):"
            " read back, the others would call only what was posted"
        )
    if "cap" in extra:
        raise refuse(f"OHH's bet_cap is not read back as the engine's cap of {extra['cap']} (E20)")
    if "min_bet" in extra:
        raise refuse(f"OHH has no field for a least bet ({extra['min_bet']}) that is not the big blind")
    big = _blinds(record)[1]
    short_big = next(
        (a for a in record.actions if a.kind is ActionKind.BIG_BLIND and a.all_in and a.amount < big), None
    )
    if short_big is not None:
        kinds = [a.kind for a in record.actions]
        dead = dict(record.dead)
        if extra.get("ante") in ("button", "big blind"):  # (a table's ante is its poster's Post Ante, flagged)
            for a in record.actions:
                if a.kind is ActionKind.ANTE:
                    dead[a.player] = dead.get(a.player, 0) - a.amount
        if any(dead.values()) or kinds.count(ActionKind.SMALL_BLIND) > 1 or kinds.count(ActionKind.BIG_BLIND) > 1:
            raise refuse(
                f"OHH has no field for the level of a big blind posted all in for less ({short_big.player!r}:"
                f" {short_big.amount} of {big}) beside other blinds or dead money: read back, it would be taken for"
                " a smaller blind, or the dead money for part of it"
            )
        moving = _short_blind_moving_the_play(record, big)
        if moving is not None:
            raise refuse(
                f"OHH has no field for the level of a big blind posted all in for less ({moving.player!r}:"
                f" {moving.amount} of {big}) beside a small blind of as much: read back, it would be a smaller blind,"
                " and another player would act first"
            )
    if record.structure == "limit":
        bets = tuple(extra.get("bets") or ())
        if bets != (big, 2 * big):
            raise refuse(
                f"OHH's fixed limit bets are the big blind and twice it ({big}, {2 * big}); this hand's are {bets!r}"
            )


def _dead_parts(record: HandRecord) -> dict[int, int]:
    """Each post's part of its player's dead money (``record.dead``), by the action's index: a
    dead blind's post first, then an ante that is dead money (an engine hand's big blind or
    button ante, E12; PHH's antes without ante trimming), then the player's other posts in
    order (a blind posted with a missed one), a room's antes last (its dead money is a missed
    blind's, never an ante)."""
    parts: dict[int, int] = {}
    if not record.dead:
        return parts
    dead_antes = record.format == "engine" or record.format == "phh"
    order = {ActionKind.DEAD_BLINDS: 0, ActionKind.ANTE: 1 if dead_antes else 3}
    for name, amount in record.dead.items():
        posts = [(order.get(a.kind, 2), i) for i, a in enumerate(record.actions) if a.player == name and a.kind.posts]
        for _, index in sorted(posts):
            if amount <= 0:
                break
            part = min(amount, record.actions[index].amount)
            if part:
                parts[index] = part
                amount -= part
    return parts


def _dead_antes(record: HandRecord, refuse: Any) -> bool:
    """Whether the hand's antes are dead money (a big blind or button ante posted for the table,
    E12), written with the flag :data:`DEAD_ANTES`: every ante dead, or none (else refused)."""
    if not record.dead:
        return False
    parts = _dead_parts(record)
    antes = [(i, a) for i, a in enumerate(record.actions) if a.kind is ActionKind.ANTE and a.amount]
    dead = [parts.get(i, 0) == a.amount for i, a in antes]
    if any(dead) and not all(dead):
        raise refuse("OHH has no way to write one ante as dead money and another as live")
    return any(dead)


def _ohh_money(record: HandRecord) -> Any:
    """Units as a JSON number of the room's money: whole chips as ``int``, cents as ``float``
    (whose shortest text is the amount: 0.07, never 0.07000000000000001)."""
    if record.unit == 1:
        return int

    def money(amount: int) -> int | float:
        value = Decimal(amount) * record.unit
        return int(value) if value == value.to_integral_value() else float(value)

    return money


def _ohh_rounds(record: HandRecord, ids: dict[str, int], money: Any) -> list[dict[str, Any]]:
    by_street: dict[str, list[dict[str, Any]]] = {street: [] for street, _ in _OHH_STREETS}
    showdown: list[dict[str, Any]] = []
    dead_parts = _dead_parts(record)
    shown_cards: set[str] = set()
    for index_, action in enumerate(record.actions):
        pid = ids.get(action.player)
        if pid is None:
            raise HandHistoryError(f"{action.player!r} acts but has no seat", record.source, record.hand_id)
        if action.kind in (ActionKind.SHOW, ActionKind.MUCK):
            entry: dict[str, Any] = {
                "player_id": pid,
                "action": "Shows Cards" if action.kind is ActionKind.SHOW else "Mucks Cards",
            }
            cards = action.cards or (record.hole.get(action.player) if action.kind is ActionKind.SHOW else None)
            if cards:
                entry["cards"] = cards.split()
                shown_cards.add(action.player)
            showdown.append(entry)
            continue
        word = _OHH_ACTIONS.get(action.kind)
        street = action.street if action.street in by_street else None
        if word is None or street is None:
            raise HandHistoryError(
                f"OHH has no {action.kind.value!r} on the {action.street!r} street",
                record.source,
                record.hand_id,
                action.line or record.line,
            )
        target = by_street[street]
        amount = action.amount
        part = dead_parts.get(index_, 0) if action.kind is not ActionKind.ANTE else 0  # (dead antes: flagged)
        if part:
            target.append({"player_id": pid, "action": "Post Dead", "amount": money(part), "is_allin": False})
            amount -= part
            if not amount:
                continue
        if word == "Bet" and street == "preflop":
            word = "Raise"  # OHH: "Bet is not a valid pre-flop action"
        target.append({"player_id": pid, "action": word, "amount": money(amount), "is_allin": action.all_in})
    dealt = [
        {"player_id": ids[name], "action": "Dealt Cards", "cards": cards.split(), "amount": 0, "is_allin": False}
        for name, cards in record.hole.items()
        if name in ids and name not in shown_cards and cards
    ]
    preflop = by_street["preflop"]
    posted = next((i for i, entry in enumerate(preflop) if not entry["action"].startswith(("Post", "Straddle"))), None)
    at = len(preflop) if posted is None else posted
    added = [{"action": "Add to Pot", "amount": money(record.added), "is_allin": False}] if record.added else []
    by_street["preflop"] = preflop[:at] + added + dealt + preflop[at:]  # (money the room added: no player's)
    for name in sorted(
        record.shown - shown_cards, key=lambda n: (ids.get(n, len(ids)), n)
    ):  # shown at the showdown, by the record's cards (seat order: the same text each run)
        cards = record.hole.get(name)
        if name in ids and cards:
            showdown.append({"player_id": ids[name], "action": "Shows Cards", "cards": cards.split()})
    mucks = {entry["player_id"] for entry in showdown if entry["action"] == "Mucks Cards"}
    for name in sorted(record.mucked & ids.keys(), key=ids.__getitem__):  # gave up at the showdown
        if ids[name] not in mucks:
            showdown.append({"player_id": ids[name], "action": "Mucks Cards"})
    boards = [board.split() for board in record.boards] or [[]]
    first = boards[0]
    rounds: list[dict[str, Any]] = []
    slices = {"flop": (0, 3), "turn": (3, 4), "river": (4, 5)}
    for street, name in _OHH_STREETS:
        board_cards = first[slices[street][0] : slices[street][1]] if street in slices else []
        if street != "preflop" and not board_cards and not by_street[street]:
            continue
        rounds.append({"street": name, "cards": board_cards, "actions": by_street[street]})
    for board in boards[1:]:  # a board run again: its streets from where it parts from the first
        parts = next((i for i, (a, b) in enumerate(zip(board, first, strict=False)) if a != b), len(first))
        for street, name in _OHH_STREETS[1:]:
            low, high = slices[street]
            if high > parts and board[low:high]:
                rounds.append({"street": name, "cards": board[low:high], "actions": []})
    if showdown:
        rounds.append({"street": "Showdown", "cards": [], "actions": showdown})
    for number, round_ in enumerate(rounds):
        round_["id"] = number
        for index, entry in enumerate(round_["actions"]):
            entry["action_number"] = index + 1
            entry.setdefault("amount", 0)
            entry.setdefault("is_allin", False)
    return [{"id": r["id"], "street": r["street"], "cards": r["cards"], "actions": r["actions"]} for r in rounds]


def _ohh_pots(record: HandRecord, ids: dict[str, int], money: Any) -> list[dict[str, Any]]:
    """The pots, by the room's names in the order it paid them, each with its winners; the
    rake on the main pot (the first), as the rooms take it."""
    from pokerrank.handhistory.replay import replay

    play = replay(record)
    groups: dict[str, dict[str, int]] = {}
    for collection in record.collected:
        wins = groups.setdefault(collection.pot, {})
        wins[collection.player] = wins.get(collection.player, 0) + collection.amount
    rake = record.rake or 0
    if not record.collected and (record.finishing_stacks is not None or record.winnings is not None):
        return _ohh_phh_pot(record, play, ids, money)
    if len(groups) == 1 or all(_pot_order(name) for name in groups):  # no pot named, or no main pot named (Full
        # Tilt's runs: "side pot", "pot 1", "pot 2"): each pot as the rules lay them out, where they pay as the room did
        by_rules = _pots_by_rules(record, play)
        if by_rules is not None:
            return [
                {
                    "number": number,
                    "amount": money(gross),
                    "rake": money(cut),
                    "player_wins": [
                        {
                            "player_id": ids[name],
                            "win_amount": money(amount),
                            "contributed_rake": money(cut if len(awards) == 1 else 0),  # (as below)
                        }
                        for name, amount in awards.items()
                    ],
                }
                for number, (gross, cut, awards) in enumerate(by_rules)
            ]
    groups = dict(sorted(groups.items(), key=lambda item: _pot_order(item[0])))  # the main pot first
    if not groups and not rake and not record.returned:
        return []  # the record says nothing of what was paid: no pots (the audit says so)
    if not groups and rake:
        groups["pot"] = {}
    printed = record.pots if len(record.pots) == len(groups) else ()
    # OHH has no uncalled bet: a reader hands back the bet nobody called, by the rules. What
    # the room handed back beyond that (or paid as a win within it) goes into the winnings.
    returned = dict(record.returned)
    paid = sum(c.amount for c in record.collected)
    if not returned and play.uncalled and paid + rake < play.total + record.added:
        returned[play.uncalled[0]] = play.uncalled[1]
    extra = dict(returned)
    if play.uncalled:
        extra[play.uncalled[0]] = extra.get(play.uncalled[0], 0) - play.uncalled[1]
    extra = {name: amount for name, amount in extra.items() if amount}
    if not groups:  # (the bet nobody called handed back, and nothing else in the pot: a pot of nothing)
        groups["pot"] = {}
    if extra:
        printed = ()
        for name, amount in extra.items():
            wins = next((w for w in groups.values() if name in w), next(iter(groups.values())))
            wins[name] = wins.get(name, 0) + amount
            if wins[name] < 0:
                raise HandHistoryError(
                    f"the room's payments to {name!r} cannot be written as OHH winnings",
                    record.source,
                    record.hand_id,
                    record.line,
                )
        last = next(reversed(groups))  # a last side pot that only paid the bet back (Winamax's) is no pot
        if len(groups) > 1 and not any(groups[last].values()):
            del groups[last]
    pots = []
    for number, wins in enumerate(groups.values()):
        pot_rake = rake if number == 0 else 0
        after = printed[number] if printed else sum(wins.values())
        player_wins = [
            {"player_id": ids[name], "win_amount": money(amount), "contributed_rake": 0}
            for name, amount in wins.items()
        ]
        if pot_rake and len(player_wins) == 1:
            player_wins[0]["contributed_rake"] = money(pot_rake)
        pots.append(
            {"number": number, "amount": money(after + pot_rake), "rake": money(pot_rake), "player_wins": player_wins}
        )
    return pots


def _pots_by_rules(record: HandRecord, play: Any) -> list[tuple[int, int, dict[str, int]]] | None:
    """Each pot (the main pot, then the side pots) as the rules lay it out: its chips before the
    rake, its rake and what it paid whom (a board run more than once: every run's share), where
    the rules pay every player what the record says and take its rake; else None."""
    from pokerrank.handhistory.decision import decide
    from pokerrank.pots import build_pots

    rake = record.rake or 0
    if not play.showdown or len(play.contenders) < 2:
        return None
    bets = {name: play.put_in[name] - play.dead.get(name, 0) for name in play.players}
    gross = [pot.amount for pot in build_pots(bets, play.folded).pots]
    if len(gross) < 2 and len(record.boards) < 2:
        return None  # (one pot, one board: the room's one pot is the same)
    try:
        decided = decide(play, rake, record.pots, added=record.added, hands=False)
    except PokerRankError:  # (cards the rules cannot read: the room's pots, as it paid them)
        return None
    paid: dict[str, int] = {}
    for collection in record.collected:
        paid[collection.player] = paid.get(collection.player, 0) + collection.amount
    for name, amount in record.returned.items():
        paid[name] = paid.get(name, 0) + amount
    if decided.rake != rake or {k: v for k, v in decided.totals.items() if v} != {k: v for k, v in paid.items() if v}:
        return None
    merged: dict[str, tuple[int, dict[str, int]]] = {}
    for name, amount, awards in decided.pots:  # (a board run more than once: each run's share of a pot)
        base = name.partition(", board ")[0]
        chips, wins = merged.get(base, (0, {}))
        for player, won in awards.items():
            if won:
                wins[player] = wins.get(player, 0) + won
        merged[base] = (chips + amount, wins)
    if not gross or len(gross) != len(merged):
        return None
    gross[0] += sum(play.dead.values()) + record.added
    pots = [(chips, chips - net, wins) for chips, (net, wins) in zip(gross, merged.values(), strict=True)]
    if any(cut < 0 or sum(wins.values()) != chips - cut for chips, cut, wins in pots):
        return None
    return pots


def _pot_order(name: str) -> int:
    """Where a room's pot comes: the main pot (or the only pot) first, then side pots by number."""
    if name in ("pot", "main pot"):
        return 0
    tail = name.replace("-", " ").rpartition(" ")[2]  # PokerStars' "side pot-2", Winamax's "side pot 2"
    return int(tail) if name.startswith("side pot") and tail.isdigit() else 1


def _ohh_phh_pot(record: HandRecord, play: Any, ids: dict[str, int], money: Any) -> list[dict[str, Any]]:
    """A PHH hand's one pot: what each player won, from its finishing stacks (the stack after
    the hand less what was left of it, the uncalled bet apart) or its winnings; the rake is
    the pot less the winnings."""
    uncalled = play.uncalled[1] if play.uncalled else 0
    if record.finishing_stacks is not None:
        wins = {
            seat.name: record.finishing_stacks.get(seat.name, 0) - seat.stack + play.put_in.get(seat.name, 0)
            for seat in record.seats
        }
        if play.uncalled:
            wins[play.uncalled[0]] -= uncalled
    else:
        assert record.winnings is not None
        wins = dict(record.winnings)
    pot = play.total - uncalled + record.added
    rake = pot - sum(wins.values())
    if rake < 0 or any(amount < 0 for amount in wins.values()):
        raise HandHistoryError(
            "the finishing stacks pay out more than was put in: OHH cannot write that as a pot",
            record.source,
            record.hand_id,
            record.line,
        )
    player_wins = [
        {"player_id": ids[name], "win_amount": money(amount), "contributed_rake": 0}
        for name, amount in wins.items()
        if amount
    ]
    return [{"number": 0, "amount": money(pot), "rake": money(rake), "player_wins": player_wins}]
