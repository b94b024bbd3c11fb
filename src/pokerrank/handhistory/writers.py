"""Writers: a hand record as PHH text (for pokerkit and the other PHH tools) or as pokerrank's deal.

:func:`to_phh` writes the PHH fields from the record: the variant code, antes, blinds or
straddles, bring-in and bet sizes, starting stacks, every action (``d dh``, ``d db``, ``f``,
``cc``, ``cbr`` to the street total, ``pb``, ``sd``, ``sm``), the players and their
finishing stacks (what the room paid). Cards nobody saw are ``??``. In button games the
players are written from the seat after the button round to the button, heads-up the big
blind first (and the blinds and antes lists then reversed, as pokerkit reads them).

>>> from pokerrank.handhistory import read
>>> text = '''PokerStars Hand #9: Hold'em No Limit ($0.50/$1 USD) - 2020/01/01 0:00:00 ET
... Table 'T' 6-max Seat #3 is the button
... Seat 1: ann ($100 in chips)
... Seat 2: bob ($80 in chips)
... Seat 3: cid ($120 in chips)
... ann: posts small blind $0.50
... bob: posts big blind $1
... *** HOLE CARDS ***
... Dealt to cid [As Kd]
... cid: raises $2 to $3
... ann: folds
... bob: folds
... Uncalled bet ($2) returned to cid
... cid collected $2.50 from pot
... *** SUMMARY ***
... Total pot $2.50 | Rake $0'''
>>> print(to_phh(next(read(text))))  # doctest: +ELLIPSIS
variant = "NT"
ante_trimming_status = true
antes = [0, 0, 0]
blinds_or_straddles = [0.5, 1, 0]
min_bet = 1
starting_stacks = [100, 80, 120]
actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 AsKd", "p3 cbr 3", "p1 f", "p2 f"]
players = ["ann", "bob", "cid"]
finishing_stacks = [99.5, 79, 121.5]
hand = 9
...
"""

from __future__ import annotations

import json
from decimal import Decimal
from itertools import pairwise
from typing import Any

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.records import ActionKind, HandRecord
from pokerrank.handhistory.sitegames import phh_code

__all__ = ["to_phh"]

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
    betting structure with no PHH variant code, a board run more than once.
    """
    from pokerrank.handhistory.replay import replay

    if record.error is not None:
        raise record.error
    if record.cancelled:
        raise HandHistoryError(
            "the hand was cancelled: there is no hand to write", record.source, record.hand_id, record.line
        )
    if record.format == "phh" and "data" in record.extra:
        return _dump(record.extra["data"])
    structure = record.structure.removeprefix("capped ")
    code = phh_code(record.game or "", structure)
    if code is None:
        raise HandHistoryError(
            f"PHH has no variant for {record.game_text or record.game!r} ({record.structure}); it holds"
            " NT, FT, NS, PO, FO/8, F7S, F7S/8, FR, N2L1D, F2L3D, FB",
            record.source,
            record.hand_id,
            record.line,
        )
    if record.runs > 1:
        raise HandHistoryError(
            "PHH has no way to write a board run more than once", record.source, record.hand_id, record.line
        )
    play = replay(record)
    family = record.extra.get("family", "board")
    order = _order(record, play.players, family)
    index = {name: i for i, name in enumerate(order)}
    label = {name: f"p{i + 1}" for i, name in enumerate(order)}
    n = len(order)
    money = _money(record)
    stack_of = {seat.name: seat.stack for seat in record.seats}

    antes = [0] * n
    blinds = [0] * n
    for action in record.actions:
        if action.kind is ActionKind.ANTE:
            antes[index[action.player]] += action.amount
        elif action.kind in _BLINDS:
            blinds[index[action.player]] += action.amount
    _check_blinds(record, blinds, play.dead)
    if n == 2 and family != "stud":
        antes.reverse()
        blinds.reverse()

    fields: dict[str, Any] = {"variant": code}
    fields["ante_trimming_status"] = True
    fields["antes"] = [money(a) for a in antes]
    if family == "stud":
        bring_in = next((a.amount for a in record.actions if a.kind is ActionKind.BRING_IN), 0)
        fields["bring_in"] = money(bring_in or record.stakes[0] // 2)
    else:
        fields["blinds_or_straddles"] = [money(b) for b in blinds]
    if structure == "limit":
        small, big = record.stakes[0], record.stakes[1]
        fields["small_bet"], fields["big_bet"] = money(small), money(big)
    else:
        fields["min_bet"] = money(max(blinds) or (record.stakes[1] if len(record.stakes) > 1 else 1))
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
    fields["hand"] = int(record.hand_id) if record.hand_id.isdigit() else record.hand_id
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
    if record.rake:
        fields["_rake"] = money(record.rake)  # a user-defined field: pokerkit's own "rake" is a function
    return _dump(fields)


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
        raise HandHistoryError(
            f"PHH has no place for {problem}: its blinds are the small blind, the big blind and straddles",
            record.source,
            record.hand_id,
            record.line,
        )


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

    if family == "stud":
        stud_streets = ["third", "fourth", "fifth", "sixth", "seventh"]
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
        if draws and action.kind not in (ActionKind.DISCARD, ActionKind.STAND_PAT):
            out.extend(draws)
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
        return "{" + ", ".join(f"{k} = {_value(v)}" for k, v in value.items()) + "}"
    return json.dumps(str(value), ensure_ascii=False)
