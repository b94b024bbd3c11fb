"""Writers: a hand record as PHH text (for pokerkit and the other PHH tools) or as pokerrank's deal.

:func:`to_phh` writes the PHH fields from the record: the variant code, antes, blinds or
straddles, bring-in and bet sizes, starting stacks, every action (``d dh``, ``d db``, ``f``,
``cc``, ``cbr`` to the street total, ``pb``, ``sd``, ``sm``), the players and their
finishing stacks (what the room paid). Cards nobody saw are ``??``. In button games the
players are written from the seat after the button round to the button, heads-up the big
blind first (and the blinds and antes lists then reversed, as pokerkit reads them).

>>> from pokerrank.handhistory import read
>>> from pokerrank.handhistory.examples import ALL_IN_SHOWDOWN
>>> print(to_phh(next(read(ALL_IN_SHOWDOWN))))  # doctest: +ELLIPSIS
variant = "NT"
ante_trimming_status = true
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [50, 200, 100]
actions = ["d dh p1 KcKs", "d dh p2 ????", "d dh p3 AsAd", "p3 cbr 10", "p1 cbr 50", "p2 f", "p3 cc", ...]
players = ["bob", "cid", "ann"]
finishing_stacks = [99, 198, 50]
hand = 3
...
"""

from __future__ import annotations

import json
import re
from decimal import Decimal
from itertools import pairwise
from typing import Any, Final

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.records import Action, ActionKind, HandRecord, a_record, blinds_printed
from pokerrank.handhistory.replay import joined_refusal
from pokerrank.handhistory.sitegames import PHH_VARIANTS, phh_code

__all__ = ["faithful_deal", "phhs_table", "to_phh"]

_BLINDS = frozenset(
    {
        ActionKind.SMALL_BLIND,
        ActionKind.BIG_BLIND,
        ActionKind.STRADDLE,
        ActionKind.BUTTON_BLIND,
        ActionKind.DEAD_BLINDS,
    }
)
_BETTING = frozenset({ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE, ActionKind.FOLD})


def to_phh(record: HandRecord) -> str:
    """A hand as PHH text (TOML): see the module docstring.

    Raises :class:`~pokerrank.errors.HandHistoryError` for a hand PHH cannot hold: a game or
    betting structure with no PHH variant code, a board run more than once, an engine hand
    not yet over.
    """
    from pokerrank.handhistory.replay import replay

    record = a_record(record, "to_phh()")
    if record.error is not None:
        raise record.error
    _check_over(record, "PHH")
    _check_rake_split(record, "PHH")
    if record.cancelled:
        raise HandHistoryError(
            "the hand was cancelled: there is no hand to write", record.source, record.hand_id, record.line
        )
    if record.format == "phh" and "data" in record.extra:
        replay(record)  # (a file that contradicts itself, a player acting after a fold: refused, as from any room)
        return _dump(record.extra["data"])
    if "joined" in record.extra:
        raise _refused(record, joined_refusal(record, "PHH"))
    if "best_five" in record.extra:
        raise _refused(record, _partial_refusal(record, "PHH"))
    structure = record.structure.removeprefix("capped ")
    code = phh_code(record.game or "", structure)
    if code is None and record.game and not structure:  # a room that does not print the limit
        raise HandHistoryError(
            f"the hand does not say its limit ({record.game_text.strip() or record.game!r}): PHH needs it to name"
            " the variant",
            record.source,
            record.hand_id,
            record.line,
        )
    if code is None:
        raise HandHistoryError(
            f"PHH has no variant for {record.game_text or record.game!r} ({record.structure}); it holds"
            " NT, FT, NS, PO, FO/8, F7S, F7S/8, FR, N2L1D, F2L3D, FB",
            record.source,
            record.hand_id,
            record.line,
        )
    if record.run_hole:
        raise _refused(record, "PHH has no way to write a draw run more than once, each run with its own cards")
    if record.format == "engine":  # (what the engine's record says that PHH has no field for)
        _check_engine(record)
    if record.runs > 1:
        raise HandHistoryError(
            "PHH has no way to write a board run more than once", record.source, record.hand_id, record.line
        )
    play = replay(record)
    family = record.extra.get("family") or PHH_VARIANTS[code][0].family  # (the XML rooms' records name none)
    order = _order(record, play.players, family)
    index = {name: i for i, name in enumerate(order)}
    label = {name: f"p{i + 1}" for i, name in enumerate(order)}
    n = len(order)
    money = _money(record)
    stack_of = {seat.name: seat.stack for seat in record.seats}

    antes = [0] * n
    posted = [0] * n
    blinds = [0] * n  # the table's: a blind posted all in for less written at its level (posted as far as it goes)
    kinds: list[ActionKind | None] = [None] * n  # each place's blind, as the record names it
    most_blind = 0  # the most a blind (no straddle) posted
    for action in record.actions:
        if action.kind is ActionKind.ANTE:
            antes[index[action.player]] += action.amount
        elif action.kind in _BLINDS:
            posted[index[action.player]] += action.amount
            blinds[index[action.player]] += _nominal_blind(record, structure, action)
            kinds[index[action.player]] = action.kind
            if action.kind is not ActionKind.STRADDLE and action.amount > most_blind:
                most_blind = action.amount
    _check_blinds(record, blinds, play.dead)
    named = _blind_names(blinds, kinds)
    if record.format == "engine":
        _check_short_big_blind(record, order, posted, blinds, kinds)
    if n == 2 and family != "stud":
        antes.reverse()
        blinds.reverse()
        if named is not None:
            named.reverse()

    fields: dict[str, Any] = {"variant": code}
    fields["ante_trimming_status"] = True
    fields["antes"] = [money(a) for a in antes]
    if family == "stud":
        bring_in = next((a.amount for a in record.actions if a.kind is ActionKind.BRING_IN), 0)
        fields["bring_in"] = money(bring_in or (record.stakes[0] // 2 if record.stakes else 0))
    else:
        fields["blinds_or_straddles"] = [money(b) for b in blinds]
    if structure == "limit":
        if len(record.stakes) < 2:
            raise HandHistoryError(
                "PHH needs a limit game's small and big bet, and this hand neither prints them nor bets a big bet",
                record.source,
                record.hand_id,
                record.line,
            )
        small, big = record.stakes[0], record.stakes[1]
        if family != "stud" and record.format not in ("engine", "phh") and blinds_printed(record, record.stakes):
            small, big = big, 2 * big  # the room printed its blinds (as from_record drives the hand)
        fields["small_bet"], fields["big_bet"] = money(small), money(big)
    else:
        # the most posted, not the table's big blind, straddles apart (a straddle is no least bet: a bet
        # after the first round below it is a bet); and where a player calls a short blind up to its level
        # above every post, no more than the gap: PHH's call is then a raise ("cbr"), which pokerkit takes only
        # from min_bet above the highest post
        top, level = max(posted), max(blinds)
        gap = level - top if level > top and _calls_above(record, top) else top
        fields["min_bet"] = money(min(most_blind or top, gap) or _big_blind(record))
    fields["starting_stacks"] = [money(stack_of[name]) for name in order]
    fields["actions"] = _actions(record, play, order, label, money, family)
    fields["players"] = order
    paid = dict.fromkeys(order, 0)
    for collection in record.collected:
        paid[collection.player] = paid.get(collection.player, 0) + collection.amount
    for name, amount in record.returned.items():
        paid[name] = paid.get(name, 0) + amount
    if not record.returned and play.uncalled and sum(paid.values()) + (record.rake or 0) < play.total + record.added:
        paid[play.uncalled[0]] += play.uncalled[1]
    fields["finishing_stacks"] = [money(stack_of[name] - play.put_in[name] + paid.get(name, 0)) for name in order]
    fields["hand"] = _hand_number(record.hand_id)
    fields["venue"] = record.site
    if record.currency:
        fields["currency"] = record.currency
    if record.currency_symbol:
        fields["currency_symbol"] = record.currency_symbol
    if record.table:
        fields["table"] = record.table
    if record.max_seats:
        fields["seat_count"] = record.max_seats
    fields["seats"] = [next(s.seat for s in record.seats if s.name == name) for name in order]
    fields.update(_room_fields(record, money))
    if named is not None and family != "stud":
        fields["_blind_kinds"] = named
    text = _dump(fields)
    try:
        _check_replays(record, play, text)
    except HandHistoryError as trimmed:
        if len(set(antes)) < 2:
            raise
        return _live_ante(record, play, fields, trimmed)
    return text


def faithful_deal(record: HandRecord) -> dict[str, Any]:
    """A hand's deal (:func:`~pokerrank.handhistory.to_deal`), checked to pay what the audit pays.

    ``convert --to deal`` writes this: the two roads to a hand's payout, ``audit`` and the deal's
    showdown, must agree. A deal holds one rake taken main pot first, WSOP's odd chips and every
    pot run on every board; a hand the room pays by rules a deal cannot say (a side pot not run
    twice, its rake split over the printed pots otherwise, the odd chip between runs by seat)
    whose showdown would pay otherwise than the audit's decision is refused with a
    :class:`~pokerrank.errors.HandHistoryError` naming the hand and why. A stud hand won
    uncontested before the seventh card gives its winner no cards (a deal's stud hand holds
    seven cards or none; the winner's are not compared with anyone's), as does one whose uncontested
    winner showed part of their hand.

    >>> from pokerrank.handhistory import read
    >>> from pokerrank.handhistory.examples import ALL_IN_SHOWDOWN
    >>> faithful_deal(next(read(ALL_IN_SHOWDOWN)))["game"]
    'holdem'
    """
    from pokerrank import PokerRankError, showdown_from_dict
    from pokerrank.handhistory.audit import Outcome, audit_hand
    from pokerrank.handhistory.decision import decide
    from pokerrank.handhistory.replay import replay, to_deal

    record = a_record(record, "faithful_deal()")
    deal = to_deal(record)
    _uncontested_stud(deal)
    verdict = audit_hand(record)
    if verdict.outcome is not Outcome.MATCH and verdict.outcome is not Outcome.MISMATCH:
        return deal  # (no decision to agree with: a hand not auditable)
    rules = {p.player: p.rules for p in verdict.payouts if p.pot == "total"}
    if not rules:  # (a file of finishing stacks: the audit compares stacks, the decision is the same)
        play = replay(record)
        rules = decide(play, record.rake or 0, record.pots, added=record.added, hands=False).totals
    try:
        totals = showdown_from_dict(deal).totals
    except PokerRankError as error:
        raise _refused(record, f"the deal of this hand would not be read by the showdown ({error})") from None
    paid = {name: amount for name, amount in totals.items() if amount or rules.get(name)}
    decided = {name: amount for name, amount in rules.items() if amount or paid.get(name)}
    if paid != decided:
        differ = sorted(set(paid) | set(decided), key=lambda name: (name not in decided, name))
        shown = "; ".join(
            f"{name} {record.format_money(paid.get(name, 0))}, not {record.format_money(decided.get(name, 0))}"
            for name in differ
            if paid.get(name, 0) != decided.get(name, 0)
        )
        raise _refused(
            record,
            f"a deal cannot say how this hand is paid ({_deal_cannot(record, deal)}): its showdown would pay"
            f" {shown} as the audit decides",
        )
    return deal


def _uncontested_stud(deal: dict[str, Any]) -> None:
    """A hand won uncontested whose winner's cards are not a whole hand (a stud hand won
    before the seventh card, a Hold'em winner who showed one card): written as none, which
    the showdown reads (a deal's hand is the game's whole hand or none, and an uncontested
    winner's cards are compared with nobody's)."""
    from pokerrank.games import get_game

    live = [player for player in deal["players"] if not player.get("folded")]
    if len(live) != 1 or not deal.get("game") or deal.get("boards"):
        return
    game = get_game(deal["game"])
    cards = str(live[0].get("cards") or "").split()
    if cards and len(cards) != game.hole_cards:
        live[0]["cards"] = ""


def _deal_cannot(record: HandRecord, deal: dict[str, Any]) -> str:
    """What of the room's way of paying a deal cannot say, as far as the record tells."""
    from pokerrank.handhistory.decision import RAKE_IN_PROPORTION, RUNS_BY_SEAT

    why = []
    if len(deal.get("boards", ())) > 1:
        why.append("which pots were run more than once, and the odd chips between the runs")
        if record.site in RUNS_BY_SEAT:
            why.append(f"{record.site}'s odd chips between runs by seat")
    if record.rake and record.site in RAKE_IN_PROPORTION:
        why.append(f"{record.site}'s rake from every pot in proportion")
    elif record.rake and len(record.pots) > 1:
        why.append("the rake the room took from each pot it printed")
    if not why:
        why.append("the room's rake or odd-chip rule")
    return "; ".join(why)


def phhs_table(record: HandRecord, text: str, names: set[str]) -> str:
    r"""A hand's PHH text as one table of a ``.phhs`` file: ``[name]`` then the fields. The name
    is the hand's number (quoted where TOML's bare keys cannot hold it), made unique among
    ``names`` (the tables written before, to which it is added) by ``-2``, ``-3``, ... : two
    hands of one number in a folder are two tables, each keeping its number in ``hand``.

    >>> from pokerrank.handhistory.records import HandRecord
    >>> names = set()
    >>> phhs_table(HandRecord("t", "7"), "hand = 7\n", names), phhs_table(HandRecord("t", "7"), "hand = 7\n", names)
    ('[7]\nhand = 7\n', '[7-2]\nhand = 7\n')
    """
    name, count = record.hand_id or "hand", 1
    while name in names:
        count += 1
        name = f"{record.hand_id or 'hand'}-{count}"
    names.add(name)
    return f"[{_key(name)}]\n{text}"


def _hand_number(hand_id: str) -> int | str:
    """PHH's ``hand``: the room's number as a TOML integer where one holds it (digits alone, up
    to TOML's 64-bit limit), else as text (a number of 5,000 digits is written, not an error).

    >>> _hand_number("254886543210"), _hand_number("RC37"), _hand_number("9" * 20), _hand_number("0021")
    (254886543210, 'RC37', '99999999999999999999', '0021')
    """
    whole = hand_id.isascii() and hand_id.isdigit() and (hand_id[0] != "0" or hand_id == "0")  # ("0021" kept)
    if whole and len(hand_id) <= 19 and int(hand_id) < 2**63:
        return int(hand_id)
    return hand_id


def _check_engine(record: HandRecord) -> None:
    """Refuse an engine hand PHH cannot hold: a straddle on the button that acts last (a
    Mississippi straddle: PHH's straddles follow the big blind), a bring-in posted all in for
    less that the others call in full (PHH's bring-in is the posted one), a stud hand whose
    last card is one card face up in the middle for all (E17: more players than the deck
    deals; PHH deals stud's cards to each player alone), a limit big blind other than the small
    bet posted all in for less (PHH reads a short big blind's level as the small bet), an ante
    above every other, its player all in on the ante or a blind, beside a blind posted all in
    for less (PHH's ante trimming gives the part above back before the play: the player would
    have chips to call the blind's level with)."""
    if record.extra.get("family") == "stud" and any(board.strip() for board in record.boards):
        raise _refused(
            record, f"PHH has no way to write stud's last card dealt face up in the middle for all ({record.boards[0]})"
        )
    if record.extra.get("button_straddle"):
        raise _refused(record, "PHH has no place for a straddle on the button that acts last")
    level = record.extra.get("bring_in")
    short = next((a for a in record.actions if a.kind is ActionKind.BRING_IN and a.all_in), None)
    if short is not None and type(level) is int and short.amount < level:
        raise _refused(record, f"PHH has no way to write a bring-in of {level} posted all in for {short.amount}")
    blinds = record.extra.get("blinds")
    if record.structure == "limit" and isinstance(blinds, tuple) and blinds and record.stakes:
        level, small_bet = blinds[-1], record.stakes[0]
        short = next(
            (a for a in record.actions if a.kind is ActionKind.BIG_BLIND and a.all_in and a.amount < level), None
        )
        if short is not None and level != small_bet:
            raise _refused(
                record,
                f"PHH has no way to write the limit big blind {short.player!r} of {level} (the small bet {small_bet})"
                f" posted all in for {short.amount}: read back, its level is the small bet",
            )
    antes = [a for a in record.actions if a.kind is ActionKind.ANTE]
    if len(antes) > 1 and record.extra.get("ante", "each") == "each":
        cutoff = sorted(a.amount for a in antes)[-2]
        all_in = {a.player for a in record.actions if a.all_in and (a.kind is ActionKind.ANTE or a.kind in _BLINDS)}
        over = next((a for a in antes if a.player in all_in and a.amount > cutoff), None)
        short_blind = any(a.kind in _BLINDS and a.all_in for a in record.actions)  # (called in full, E18)
        if over is not None and short_blind:  # (the engine returns it at the end, as a bet nobody called)
            how = "posted all in" if over.all_in else "posted, its player all in on a blind,"
            raise _refused(
                record,
                f"PHH has no way to write the ante of {over.amount} {over.player!r} {how} above every other"
                f" ante ({cutoff}) beside a blind posted all in for less: PHH gives the part above back before the"
                " play, and the player would have chips to call the blind's level with",
            )


def _live_ante(record: HandRecord, play: Any, fields: dict[str, Any], trimmed: HandHistoryError) -> str:
    """A hand whose antes differ (a live big blind ante) that does not replay with PHH's
    antes trimmed (the part nobody else antes returned at once): written untrimmed, the
    antes dead money in the main pot, where that replays to what each player put in and
    audits to the room's stacks; else refused (docs/convert.md)."""
    from pokerrank.handhistory.audit import Outcome, audit_hand
    from pokerrank.handhistory.phh import read_phh

    text = _dump({**fields, "ante_trimming_status": False})
    why = "PHH has no way to write this live big blind ante: trimmed, the part no other ante matches comes back"
    try:
        _check_replays(record, play, text)
    except HandHistoryError:
        problem = str(trimmed).rpartition("(")[2].rstrip(")")
        raise _refused(
            record, f"{why} at once; untrimmed, it is dead money; either way the hand would not replay ({problem})"
        ) from None
    verdict = audit_hand(next(read_phh(text, record.source)))
    if verdict.outcome is not Outcome.MATCH:
        raise _refused(
            record,
            f"{why} at once; untrimmed, it is dead money in the main pot, and the pots are paid otherwise"
            f" ({verdict.detail})",
        )
    return text


def _check_replays(record: HandRecord, play: Any, text: str) -> None:
    """Refuse a hand whose PHH would not replay to what each player put in as the room
    wrote it (an action PHH's rules read another way): a typed error, never a wrong file."""
    from pokerrank.handhistory.phh import read_phh
    from pokerrank.handhistory.replay import replay

    back = next(read_phh(text, record.source))
    problem = str(back.error) if back.error is not None else None
    if problem is None:
        again = replay(back)
        for name in play.players:  # what stays in the pots; the PHH hand's unit is the smallest its amounts use
            put_in, phh_put_in = _in_pots(play, name), _in_pots(again, name)
            if back.money(phh_put_in) != record.money(put_in):
                problem = f"{name} would put in {back.format_money(phh_put_in)}, not {record.format_money(put_in)}"
                break
    if problem is not None:
        raise _refused(record, f"PHH's actions would not replay this hand as the room wrote it ({problem})")


def _in_pots(play: Any, name: str) -> int:
    """What a player put in that stayed in the pots (the bet nobody called apart)."""
    uncalled = play.uncalled[1] if play.uncalled and play.uncalled[0] == name else 0
    return int(play.put_in.get(name, 0)) - uncalled


def _partial_refusal(record: HandRecord, form: str) -> str:
    """Why a hand whose summary shows a winner's best five, not his hole cards (the Action
    Poker network), is not written as ``form``: of his hole only the cards off the board are
    known, and a hand is written with every hand it shows whole."""
    name, five = next(iter(record.extra["best_five"].items()))
    known = record.hole.get(name, "")
    return (
        f"{name!r} showed their best five [{five}], not their hole cards: of them only {known!r} is known, and"
        f" pokerrank writes no {form} hand with hole cards known in part"
    )


def _refused(record: HandRecord, message: str) -> HandHistoryError:
    """The typed error for a hand a writer cannot write, naming the hand and its line."""
    return HandHistoryError(message, record.source, record.hand_id, record.line)


def _check_over(record: HandRecord, form: str) -> None:
    """Refuse an engine hand's record made before the hand was over (no finishing stacks): a
    hand history tells a hand played to its end, and ``form`` would have to invent the rest
    (a showdown, who was paid what)."""
    if record.format == "engine" and record.finishing_stacks is None:
        raise _refused(
            record,
            f"the engine hand {record.hand_id!r} is not over: pokerrank writes no {form} of a hand still in"
            " play (play it to its end, then write its record)",
        )


_LIVE_POSTS: Final = frozenset(
    {ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND, ActionKind.STRADDLE, ActionKind.BUTTON_BLIND}
)


def _short_blind_moving_the_play(record: HandRecord, level: int) -> Action | None:
    """The first of an engine hand's big blinds posted all in for less (for more than nothing)
    whose reading back as a smaller blind would move who acts first, or None. The engine
    counts such a blind at its ``level`` (E18: the others call it in full); a text that gives
    no level of its own reads it as what was posted (a blind posted for nothing: at the
    stakes' level; beside a short big blind, each side counts it at a level of its own: that
    big blind is returned, refused). The first to act is the first player with chips left after the forced
    bets, after the one who posts the most: the first of them clockwise from the button, two
    equal blinds in the first two places the second (as the engine plays)."""
    first = record.actions[0].street if record.actions else None
    posts = [a for a in record.actions if a.street == first and a.kind in _LIVE_POSTS]
    shorts = [a for a in posts if a.kind is ActionKind.BIG_BLIND and a.all_in and 0 < a.amount < level]
    if not shorts:
        return None
    if any(not a.amount for a in posts):  # (a blind posted for nothing beside it: each side counts it
        return shorts[0]  # at a level of its own; not told apart here: refused)
    paid: dict[str, int] = {}
    for a in posts:
        paid[a.player] = paid.get(a.player, 0) + a.amount
    played = paid | {a.player: paid[a.player] - a.amount + level for a in shorts}
    forced: dict[str, int] = {}  # (what each put in before the play: who has chips left to act)
    for a in record.actions:
        if a.street == first and (a.kind in _BLINDS or a.kind is ActionKind.ANTE):
            forced[a.player] = forced.get(a.player, 0) + a.amount
    button = record.button if record.button is not None else 0
    seats = sorted(record.seats, key=lambda seat: (seat.seat <= button, seat.seat))  # (after the button)

    def first_to_act(posted: dict[str, int]) -> str | None:
        amounts = [posted.get(seat.name, 0) for seat in seats]
        most = amounts.index(max(amounts))
        if most == 0 and len(amounts) > 2 and amounts[1] == amounts[0]:
            most = 1
        for k in range(1, len(seats) + 1):
            seat = seats[(most + k) % len(seats)]
            if seat.stack > forced.get(seat.name, 0):
                return seat.name
        return None

    return None if first_to_act(played) == first_to_act(paid) else shorts[0]


def _check_chip(record: HandRecord, form: str) -> None:
    """Refuse a hand whose smallest chip is not 1 (E14: an engine hand's, or its PHH read back)
    in a ``form`` with no field for it: read back, its odd chips would be split in ones (PHH
    writes it, ``_chip``)."""
    from pokerrank.handhistory.decision import _smallest_chip  # (the audit's own reading of it)

    chip = _smallest_chip(record)
    if chip != 1:
        raise _refused(
            record,
            f"{form} has no field for the engine hand's smallest chip {chip}: read back, its odd chips would be"
            " split in ones",
        )


def _check_rake_split(record: HandRecord, form: str) -> None:
    """Refuse an engine hand whose rake went to the pots in proportion (E27) where no rate taken
    main pot first gives its pots: ``form`` has no field for the rule, and read back the audit
    would find a rake not taken main pot first."""
    if record.format != "engine" or record.extra.get("rake_split") != "in proportion":
        return
    if len(record.pots) < 2 or not record.rake or type(record.rake) is not int:
        return
    from pokerrank.handhistory.decision import _room_pots, _smallest_chip, rake_rates
    from pokerrank.handhistory.replay import replay

    play = replay(record)  # (an engine record: its chips add up, E-rules checked as it was played)
    bets = {name: play.put_in[name] - play.dead.get(name, 0) for name in play.players}
    room = _room_pots(play, bets)
    if len(room) != len(record.pots):
        return
    charged = [gross - net for gross, net in zip(room, record.pots, strict=True)]
    if rake_rates(room, charged, record.rake, chip=_smallest_chip(record)) is None:
        taken = ", ".join(map(str, charged))
        raise _refused(
            record,
            f"the engine's rule set took the rake from the pots in proportion (E27: {taken}): {form} has no field"
            " for it, and read back no rate taken main pot first gives those pots",
        )


def _runs_by_seat(record: HandRecord) -> str | None:
    """The fee name that marks the room's own rule for the odd chips between runs
    (``decision.RUNS_BY_SEAT``), where the record's fees name it; ``"runs_odd_chip"`` for an
    engine hand played by that rule (E26, its record's ``extra``); else None."""
    from pokerrank.handhistory.decision import RUNS_BY_SEAT

    if record.format == "engine" and record.extra.get("runs_odd_chip") == "by seat":
        return "runs_odd_chip"
    marker = RUNS_BY_SEAT.get(record.site)
    fees = record.extra.get("fees")
    return marker if marker is not None and isinstance(fees, dict) and marker in fees else None


def _check_runs_by_seat(record: HandRecord, form: str) -> None:
    """Refuse a hand run more than once whose odd chips between the runs go by seat (a room's
    own rule, or an engine hand's rule set: E26) in a ``form`` with no field that tells it:
    read back, the odd chips would go to the first runs and the audit disagree."""
    marker = _runs_by_seat(record) if len(record.boards) > 1 else None
    if marker is None:
        return
    if marker == "runs_odd_chip":
        raise _refused(
            record,
            f"the engine's rule set shares the odd chips of a pot run more than once by seat (E26): {form} has no"
            " field for it, and read back they would go to the first runs",
        )
    raise _refused(
        record,
        f"{record.site} shares a pot run more than once between the runs by its own rule (docs/RULES.md),"
        f" told by the fee {marker!r} its totals name: {form} has no field for the room's fees",
    )


def _room_fields(record: HandRecord, money: Any) -> dict[str, Any]:
    """What the room's record holds that PHH has no field for, as PHH's user-defined fields
    (a name that begins with an underscore; pokerkit keeps them aside), so that the hand reads
    back to the same audit (docs/convert.md): ``_unit`` (the room's smallest amount, in which
    odd chips are split), ``_chip`` (an engine hand's smallest chip in play, E14), ``_rake``
    (all the room took), ``_fees`` (each fee it named, when more than a rake), ``_pots`` (the
    pots as the room printed them, after rake), ``_added`` (money the room put in),
    ``_pot_not_awarded`` and ``_cash_outs`` (players who cashed out: amount and fee),
    ``_cash_out_premium`` (the premium per cent a room that prints no fee keeps, per player),
    ``_side_deals`` ([player, deal, amount]) and ``_unparsed`` ([line, text] of each line no
    rule read); ``_claims`` ([player, words, run]: the room's words for each shown hand);
    ``_cashed_out_won`` (the pot the room says a player won when it paid a cash-out instead);
    ``_cap`` (the most each player may put in, a cap game's, where the record gives it: the
    engine's)."""
    from pokerrank.handhistory.allin import cashed_out_won

    fields: dict[str, Any] = {}
    if record.unit != 1:  # the room's smallest amount: the pots' odd chips are split in it
        fields["_unit"] = record.unit.normalize()
    from pokerrank.handhistory.decision import _smallest_chip  # (the audit's own reading of it)

    chip = _smallest_chip(record)
    if chip != 1:  # the engine's smallest chip in play (E14): odd chips split in it
        fields["_chip"] = money(chip)
    if record.rake:
        fields["_rake"] = money(record.rake)  # pokerkit's own "rake" is a function, not a field
    fees = record.extra.get("fees")
    if isinstance(fees, dict) and fees:
        fields["_fees"] = {str(name): money(amount) for name, amount in fees.items()}
    if record.pots:
        fields["_pots"] = [money(amount) for amount in record.pots]
    if record.added:
        fields["_added"] = money(record.added)
    cap = record.extra.get("cap") if record.structure.startswith("capped") else None
    if type(cap) is int:
        fields["_cap"] = money(cap)
    if record.pot_not_awarded:
        fields["_pot_not_awarded"] = True
    if record.cash_outs:
        fields["_cash_outs"] = {name: [money(amount), money(fee)] for name, (amount, fee) in record.cash_outs.items()}
    premiums = record.extra.get("cash_out_premium")
    if isinstance(premiums, dict):  # a room that prints the premium it keeps, not a fee
        fields["_cash_out_premium"] = {str(name): str(premium) for name, premium in premiums.items()}
    won = cashed_out_won(record)
    if won:
        fields["_cashed_out_won"] = {name: money(amount) for name, amount in won.items()}
    side_deals = record.extra.get("side_deals")
    if side_deals:
        fields["_side_deals"] = [[player, deal, money(amount)] for player, deal, amount in side_deals]
    if record.unparsed:
        fields["_unparsed"] = [[number, text] for number, text in record.unparsed]
    if record.claims:
        fields["_claims"] = [[claim.player, claim.text, claim.run] for claim in record.claims]
    return fields


def _big_blind(record: HandRecord) -> int:
    """The min bet of a hand nobody posted a blind in: the record's big blind (of blinds of one
    amount, that amount: an engine hand whose blinds the antes left no chips for), else one chip."""
    return record.stakes[1] if len(record.stakes) > 1 else record.stakes[0] if record.stakes else 1


def _calls_above(record: HandRecord, top: int) -> bool:
    """Whether a player calls above ``top`` (the most posted) before any bet or raise: a call of a
    blind posted all in for less, up to the table's level."""
    first = record.actions[0].street if record.actions else None
    commit: dict[str, int] = {}
    for action in record.actions:
        if action.street != first or action.kind in (ActionKind.BET, ActionKind.RAISE):
            return False
        if action.kind in _BLINDS or action.kind is ActionKind.CALL:
            commit[action.player] = commit.get(action.player, 0) + action.amount
            if action.kind is ActionKind.CALL and commit[action.player] > top:
                return True
    return False


def _nominal_blind(record: HandRecord, structure: str, action: Any) -> int:
    """What a blind action is written as in PHH's blinds: its amount, or, for a small or big blind
    posted all in for less, the table's blind that the record's stakes give (no-limit and pot-limit:
    the small and big blind; limit: the big blind is the small bet), or a straddle's level that the
    engine's record gives (``extra["straddles"]``). pokerkit and :func:`read_phh`
    post the blind as far as the stack goes, and the hand reads back with the table's stakes."""
    stakes = record.stakes
    if action.kind is ActionKind.STRADDLE and action.all_in:  # the engine's record keeps a short straddle's level
        levels = record.extra.get("straddles")
        level = levels.get(action.player) if isinstance(levels, dict) else None
        return max(int(action.amount), level) if type(level) is int else int(action.amount)
    if len(stakes) == 1 and record.format == "engine" and structure != "limit" and action.all_in:
        # (the engine's own record: blinds of one amount, each a big blind at the stakes' level)
        return max(int(action.amount), stakes[0]) if action.kind is ActionKind.BIG_BLIND else int(action.amount)
    if not action.all_in or len(stakes) != 2:
        return int(action.amount)
    if structure == "limit":
        table = stakes[0] if action.kind is ActionKind.BIG_BLIND else 0
    else:
        table = {ActionKind.SMALL_BLIND: stakes[0], ActionKind.BIG_BLIND: stakes[1]}.get(action.kind, 0)
    return max(int(action.amount), table)


def _check_blinds(record: HandRecord, blinds: list[int], dead: dict[str, int]) -> None:
    """PHH (pokerkit) posts the blinds in order: small, big, then straddles each above the
    last. A dead blind, or a big blind a returning player posts out of turn, has no place."""
    problem = None
    button_blind = any(a.kind is ActionKind.BUTTON_BLIND for a in record.actions)
    if dead:
        problem = f"dead money ({', '.join(dead)})"
    elif button_blind:  # 6+ Hold'em: the button's blind alone (pokerkit's NS, last in the order)
        if any(blinds[:-1]):
            problem = "a blind besides the button blind"
    else:
        straddles = blinds[2:]
        gap = next((i for i, b in enumerate(straddles) if not b), len(straddles))
        chain = blinds[1:2] + straddles[:gap]
        if any(straddles[gap:]) or any(b <= a for a, b in pairwise(chain)):
            problem = "a blind posted out of turn"
    if problem is not None:
        raise _refused(
            record, f"PHH has no place for {problem}: its blinds are the small blind, the big blind and straddles"
        )


def _check_short_big_blind(
    record: HandRecord, order: list[str], posted: list[int], blinds: list[int], kinds: list[ActionKind | None]
) -> None:
    """Refuse an engine hand's big blind posted all in for less beside another big blind, the two
    not in the first two places (the engine's ``posts=``, a player between them), alone in a
    straddle's place, the only blind, or before a small blind of as much: the engine plays on
    from the short one, PHH's reader elsewhere (read back, an action out of turn, or its level
    called otherwise)."""
    bigs = [i for i, kind in enumerate(kinds) if kind is ActionKind.BIG_BLIND]
    short = next((i for i in bigs if posted[i] < blinds[i]), None)
    if short is not None and len(bigs) > 1 and bigs != [0, 1]:
        raise _refused(
            record,
            f"PHH has no way to write the big blind {order[short]!r} posted all in for {posted[short]} beside another"
            " big blind out of the small and big blind's places: read back, the play would begin after the other",
        )
    if short is not None and len(bigs) == 1 and short >= 2:
        raise _refused(
            record,
            f"PHH has no way to write the big blind {order[short]!r} posted all in for {posted[short]} in a straddle's"
            " place (the third from the button on): read back, its level is not called as the engine called it",
        )
    if short is not None and posted[short] and sum(1 for b in blinds if b) == 1:
        raise _refused(
            record,
            f"PHH has no way to write the big blind {order[short]!r} posted all in for {posted[short]}, the only"
            f" blind: read back, the stakes are that one blind, its level ({blinds[short]}) what it posted",
        )
    small = next((i for i, kind in enumerate(kinds) if kind is ActionKind.SMALL_BLIND), None)
    if short is not None and small is not None and short < small and posted[short] <= posted[small] and len(order) > 2:
        raise _refused(
            record,
            f"PHH has no way to write the big blind {order[short]!r} posted all in for {posted[short]} before the"
            f" small blind {order[small]!r} of as much: read back the play would begin after the small blind",
        )


def _blind_names(blinds: list[int], kinds: list[ActionKind | None]) -> list[str] | None:
    """pokerrank's field ``_blind_kinds`` where the blinds' amounts alone would be read as other
    blinds (:func:`~pokerrank.handhistory.phh.blind_kinds`): blinds of one amount beside a
    straddle (read as two small blinds and a big blind), two small blinds before a big blind of
    twice as much; else None (the amounts say it, the field is not written)."""
    from pokerrank.handhistory.phh import blind_kinds

    if any(kind not in _NAMED_BLINDS for kind, amount in zip(kinds, blinds, strict=True) if amount):
        return None  # (a button blind: said by the variant; dead money is refused before)
    if blind_kinds(blinds) == [kind if amount else None for kind, amount in zip(kinds, blinds, strict=True)]:
        return None
    return [kind.value if kind is not None and amount else "" for kind, amount in zip(kinds, blinds, strict=True)]


_NAMED_BLINDS: Final = frozenset({ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND, ActionKind.STRADDLE})


def _order(record: HandRecord, players: tuple[str, ...], family: str) -> list[str]:
    """PHH's order: from the seat after the button round to the button (stud: seat order)."""
    seat_of = {seat.name: seat.seat for seat in record.seats}
    ordered = sorted(players, key=lambda name: seat_of[name])
    if family == "stud" or record.button is None:
        return ordered
    after = [name for name in ordered if seat_of[name] > record.button]
    return after + [name for name in ordered if seat_of[name] <= record.button]


def _money(record: HandRecord) -> Any:
    unit = record.unit

    def money(amount: int) -> int | Decimal:
        if unit == 1:
            return amount
        value = (Decimal(amount) * unit).normalize()
        return int(value) if value == value.to_integral_value() else value

    return money


def _actions(
    record: HandRecord, play: Any, order: list[str], label: dict[str, str], money: Any, family: str
) -> list[str]:
    out: list[str] = []
    hole_size = play.game.hole_cards if play.game is not None else 2
    board = record.boards[0].split() if record.boards else []
    dealt_board = 0
    street: str | None = None
    first_seen: dict[str, list[str]] = {}
    by_street: dict[str, dict[str, list[str]]] = {}
    for when, name, cards in record.dealt:
        by_street.setdefault(when, {})[name] = cards.split()
        first_seen.setdefault(name, cards.split())
    if family == "stud" and not record.dealt:  # a room that gives each hand's cards at once: three, then one a street
        for name, cards in record.hole.items():
            known = cards.split()
            for when, part in zip(_STUD_STREETS, [known[:3], *([card] for card in known[3:])], strict=False):
                by_street.setdefault(when, {})[name] = part

    if family == "stud":
        stud_streets = list(_STUD_STREETS)
        dealt_streets: list[str] = []

        def deal_stud(upto: str) -> None:
            for when in stud_streets[: stud_streets.index(upto) + 1]:
                if when in dealt_streets:
                    continue
                dealt_streets.append(when)
                cards = by_street.get(when, {})
                for name in order:
                    if _folded_before(record, name, when):
                        continue
                    mine = cards.get(name, [])
                    if when == "third":
                        text = "".join(mine) if len(mine) == 3 else "????" + ("".join(mine[-1:]) or "??")
                    else:
                        text = "".join(mine) if len(mine) == 1 else "??"
                    out.append(f"d dh {label[name]} {text}")

        deal_stud("third")
    else:
        for name in order:
            known = record.hole.get(name, "").split() if family == "board" else first_seen.get(name, [])
            text = "".join(known) if len(known) == hole_size else "??" * hole_size
            out.append(f"d dh {label[name]} {text}")
    street_cards = {"flop": 3, "turn": 4, "river": 5}
    commit: dict[str, int] = {}
    remaining = {seat.name: seat.stack for seat in record.seats}
    folded: set[str] = set()
    draws: list[str] = []  # the cards drawn, dealt once every player has discarded or stood pat
    for action in record.actions:
        remaining[action.player] = remaining.get(action.player, 0) - action.amount
        if draws and (action.kind not in (ActionKind.DISCARD, ActionKind.STAND_PAT) or action.street != street):
            out.extend(draws)  # a draw's cards before the next betting or the next draw (the others all in)
            draws = []
        if action.street != street and action.street != record.actions[0].street:
            commit = {}
        if action.kind is ActionKind.ANTE:
            continue
        if action.kind in _BLINDS:
            commit[action.player] = commit.get(action.player, 0) + action.amount
            continue
        if action.street != street and action.street in street_cards and action.kind is not ActionKind.SHOW:
            upto = street_cards[action.street]
            if upto > dealt_board and len(board) >= upto:
                out.append(f"d db {''.join(board[dealt_board:upto])}")
                dealt_board = upto
        if family == "stud" and action.street != street and action.street in ("fourth", "fifth", "sixth", "seventh"):
            deal_stud(action.street)
        street = action.street
        who = label.get(action.player)
        if who is None:
            continue
        kind = action.kind
        if kind is ActionKind.FOLD:
            if remaining.get(action.player, 0) <= 0:
                raise HandHistoryError(
                    f"PHH has no place for a fold by {action.player}, who is all in already",
                    record.source,
                    record.hand_id,
                    action.line or record.line,
                )
            folded.add(action.player)
            out.append(f"{who} f")
        elif kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE, ActionKind.BRING_IN):
            top = max(commit.values(), default=0)
            mine = commit.get(action.player, 0) + action.amount
            commit[action.player] = mine
            if kind is ActionKind.BRING_IN:
                out.append(f"{who} pb")
            elif mine > top and not _covered(action.player, top, order, folded, commit, remaining):
                out.append(f"{who} cbr {money(mine)}")  # a bet, a raise, or a "call" of a short all-in blind
            else:
                out.append(f"{who} cc")
        elif kind in (ActionKind.DISCARD, ActionKind.STAND_PAT):
            count = action.drawn or 0
            discarded = (action.cards or "").split()
            shown = "".join(discarded) if len(discarded) == count else "??" * count
            out.append(f"{who} sd {shown}" if count else f"{who} sd")
            if count:
                new = by_street.get(action.street, {}).get(action.player, [])
                draws.append(f"d dh {who} {''.join(new) if len(new) == count else '??' * count}")
    out.extend(draws)
    if family == "stud" and (any(w == "seventh" for w, _, _ in record.dealt) or _all_in_stud(record)):
        deal_stud("seventh")
    live = [name for name in order if not any(a.player == name and a.kind is ActionKind.FOLD for a in record.actions)]
    if len(live) > 1:  # a showdown: every card still to come, then each hand shown or mucked
        for upto in (3, 4, 5):
            if upto > dealt_board and len(board) >= upto and family == "board":
                out.append(f"d db {''.join(board[dealt_board:upto])}")
                dealt_board = upto
        said = [a.player for a in record.actions if a.kind in (ActionKind.SHOW, ActionKind.MUCK) and a.player in live]
        for name in [*dict.fromkeys(said), *(n for n in live if n not in said)]:
            if name in play.contenders and name not in record.mucked:
                cards = play.cards.get(name, "").split()
                out.append(f"{label[name]} sm {''.join(cards)}" if cards else f"{label[name]} sm -")
            else:
                out.append(f"{label[name]} sm")
    return out


_STUD_STREETS: Final = ("third", "fourth", "fifth", "sixth", "seventh")


def _all_in_stud(record: HandRecord) -> bool:
    """Whether a stud hand went to the last card with nobody left to bet (all in before it)."""
    live = {a.player for a in record.actions} - {a.player for a in record.actions if a.kind is ActionKind.FOLD}
    return len(live) > 1


def _covered(
    player: str, top: int, order: list[str], folded: set[str], commit: dict[str, int], remaining: dict[str, int]
) -> bool:
    """Whether nobody else can put in more than ``top`` on this street: a raise then only
    comes back uncalled, and pokerkit refuses it, so the writer calls instead."""
    others = [name for name in order if name != player and name not in folded]
    return all(commit.get(name, 0) + max(remaining.get(name, 0), 0) <= top for name in others)


def _folded_before(record: HandRecord, name: str, street: str) -> bool:
    order = ("third", "fourth", "fifth", "sixth", "seventh")
    for action in record.actions:
        if action.player == name and action.kind is ActionKind.FOLD:
            return order.index(action.street) < order.index(street) if action.street in order else True
    return False


def _dump(fields: dict[str, Any]) -> str:
    """TOML for the PHH fields (strings, numbers, booleans and lists of them)."""
    lines = []
    for key, value in fields.items():
        lines.append(f"{key} = {_value(value)}")
    return "\n".join(lines) + "\n"


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, Decimal)):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + "}"
    return json.dumps(str(value), ensure_ascii=False)


def _key(key: Any) -> str:
    """A TOML key: bare where TOML allows (letters, digits, ``_`` and ``-``), else quoted."""
    text = str(key)
    return text if text and _BARE_KEY.fullmatch(text) else json.dumps(text, ensure_ascii=False)


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
