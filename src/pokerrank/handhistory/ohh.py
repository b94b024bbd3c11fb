"""Open Hand History (OHH): the JSON exchange format of the trackers (hh-specs.handhistory.org).

An OHH file holds one hand, ``{"ohh": {...}}``, or many: such objects one after another
(the standard's storage format, a blank line between them) or a JSON list of them. The
reader takes the players and their starting stacks, every round's cards and actions (the
``amount`` of an action is what it put in the pot: a raise to 20 after a bet of 2 is 18), the
hole cards dealt, shown and mucked, and what each pot paid to whom (``pots[].player_wins``)
with the pot's ``rake``. The audit is the room's: each player's winnings against what the
rules give, the rake off the main pot first (docs/RULES.md, "Rake").

Money is written as JSON numbers (``0.02``); pokerrank reads each number's digits exactly
(never through a binary float), and the hand's unit is the smallest one its amounts use. A
number that is not finite (``NaN``, ``Infinity``), negative, longer than 15 digits or with
more than 6 decimals makes that hand unreadable, with a
:class:`~pokerrank.errors.HandHistoryError` naming the file, the hand and the line; the
other hands of the file are still read.

>>> text = '''{"ohh": {"spec_version": "1.4.6", "site_name": "Home", "game_number": "7",
...   "game_type": "Holdem", "bet_limit": {"bet_type": "NL"}, "table_size": 6, "currency": "USD",
...   "dealer_seat": 1, "small_blind_amount": 0.5, "big_blind_amount": 1,
...   "players": [{"id": 0, "seat": 1, "name": "ann", "starting_stack": 100},
...               {"id": 1, "seat": 2, "name": "bob", "starting_stack": 80}],
...   "rounds": [{"id": 0, "street": "Preflop", "cards": [], "actions": [
...       {"action_number": 1, "player_id": 0, "action": "Post SB", "amount": 0.5},
...       {"action_number": 2, "player_id": 1, "action": "Post BB", "amount": 1},
...       {"action_number": 3, "player_id": 0, "action": "Raise", "amount": 2.5},
...       {"action_number": 4, "player_id": 1, "action": "Fold", "amount": 0}]}],
...   "pots": [{"number": 0, "amount": 2, "rake": 0, "player_wins": [{"player_id": 0, "win_amount": 2}]}]}}'''
>>> hand = next(read_ohh(text))
>>> hand.format, hand.game, hand.structure, hand.stakes, hand.unit
('ohh', 'holdem', 'no-limit', (5, 10), Decimal('0.1'))
>>> [(a.player, a.kind.value, a.amount, a.to) for a in hand.actions]
[('ann', 'small blind', 5, None), ('bob', 'big blind', 10, None), ('ann', 'raise', 25, 30), ('bob', 'fold', 0, None)]
>>> from pokerrank.handhistory.audit import audit_hand
>>> audit_hand(hand).outcome.value
'match'
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from decimal import Decimal
from typing import Any, Final

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory._xmlgame import money_field
from pokerrank.handhistory.records import Action, ActionKind, Collection, HandRecord, Seat, found_at

__all__ = ["DEAD_ANTES", "OHH_GAMES", "OHH_STRUCTURES", "looks_like_ohh", "read_ohh"]

DEAD_ANTES: Final = "Dead_Antes"
"""pokerrank's hand flag (OHH's ``flags`` are open to more): the hand's antes are dead money,
posted for the table by one player (a big blind or button ante, docs/RULES.md E12), in the
main pot and counting towards nobody's side pot; read back as dead money. OHH 1.4 gives no
form (prefix, namespace) for a writer's own flags, only its Change Request Process to add one
to the specification: the name is spelled as the specification's flags are (docs/ohh.md)."""

OHH_GAMES: Final[dict[str, str]] = {
    "Holdem": "holdem",
    "Omaha": "omaha",
    "OmahaHiLo": "omaha-hi-lo",
}
"""OHH ``game_type`` values pokerrank plays, and its name for each (an Omaha hand with five
or six hole cards is ``omaha-5`` / ``omaha-6``; a Hi/Lo one with five is ``big-o``)."""
_MORE_CARDS: Final = {("omaha", 5): "omaha-5", ("omaha", 6): "omaha-6", ("omaha-hi-lo", 5): "big-o"}

OHH_STRUCTURES: Final[dict[str, str]] = {"NL": "no-limit", "PL": "pot-limit", "FL": "limit"}
"""OHH ``bet_type`` values and pokerrank's betting structures."""

_STREETS: Final = {"Preflop": "preflop", "Flop": "flop", "Turn": "turn", "River": "river", "Showdown": "showdown"}
_BOARD_ORDER: Final = ("flop", "turn", "river")
_KINDS: Final[dict[str, ActionKind | None]] = {
    "Post Ante": ActionKind.ANTE,
    "Post SB": ActionKind.SMALL_BLIND,
    "Post BB": ActionKind.BIG_BLIND,
    "Straddle": ActionKind.STRADDLE,
    "Post Dead": ActionKind.DEAD_BLINDS,
    "Post Extra Blind": ActionKind.BIG_BLIND,
    "Fold": ActionKind.FOLD,
    "Check": ActionKind.CHECK,
    "Bet": ActionKind.BET,
    "Raise": ActionKind.RAISE,
    "Call": ActionKind.CALL,
    "Shows Cards": ActionKind.SHOW,
    "Mucks Cards": ActionKind.MUCK,
    "Dealt Cards": None,
    "Added Chips": None,
    "Sits Down": None,
    "Stands Up": None,
    "Payout": None,
    "Add to Pot": ActionKind.DEAD_BLINDS,
}
"""The OHH actions. ``Dealt Cards`` gives hole cards; ``Added Chips``, ``Sits Down`` and
``Stands Up`` put nothing in the pot; ``Add to Pot`` is money the room added (no player's) or
a player's dead money; ``Payout`` (not in the specification, written in its
examples' showdowns) repeats what the pots say, which is what the audit reads."""

_CARD: Final = re.compile(r"(10|[2-9TJQKA])([cdhs])", re.IGNORECASE)
_FIELDS: Final = {
    where: frozenset(names.split())
    for where, names in {
        "the document": "ohh",
        "the hand": "spec_version internal_version network_name site_name game_type table_name table_handle"
        " table_skin table_size game_number start_date_utc currency ante_amount small_blind_amount"
        " big_blind_amount bet_limit dealer_seat hero_player_id players rounds pots flags tournament"
        " tournament_info tournament_bounties",
        "bet_limit": "bet_type bet_cap",
        "tournament_info": "tournament_number name start_date_utc currency buyin_amount fee_amount"
        " bounty_fee_amount initial_stack type flags speed",
        "a tournament_bounties entry": "player_id bounty_won defeated_player_id",
        "a player": "id seat name display starting_stack player_bounty is_sitting_out",
        "a round": "id street cards actions",
        "an action": "action_number player_id action amount is_allin cards",
        "a pot": "number amount rake jackpot player_wins",
        "a player_wins entry": "player_id win_amount cashout_amount cashout_fee bonus_amount contributed_rake",
    }.items()
}
"""The fields of each object OHH 1.4 defines (its JSON Schema, ``schemas/ohh``). The standard
has no rule for a writer's own fields: an unknown one that carries money (:func:`money_field`:
a name like ``insurance`` or ``bounty`` with an amount, or a decimal amount) is named and the
hand not audited; any other (an id, a time, a word) is the format's growth and ignored."""
_MAX_PLACES: Final = 6
_MAX_DIGITS: Final = 15
_START: Final = re.compile(r"\s*")


def read_ohh(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of an OHH text: one ``{"ohh": ...}`` object, several one after another, or
    a JSON list of them. JSON that cannot be read is one unreadable record naming its line,
    and the reader goes on at the next object that begins a line."""
    decoder = json.JSONDecoder(parse_float=Decimal, parse_constant=_constant)
    at = _START.match(text).end()  # type: ignore[union-attr]
    count = 0
    while at < len(text):
        line = text.count("\n", 0, at) + 1
        try:
            document, end = decoder.raw_decode(text, at)
        except (ValueError, RecursionError) as exc:  # JSONDecodeError, a number too long for int(), nesting too deep
            where = getattr(exc, "lineno", line)
            message = getattr(exc, "msg", str(exc)) if not isinstance(exc, RecursionError) else "nested too deep"
            error = HandHistoryError(f"not valid JSON: {message}", source, None, where)
            yield HandRecord(source, "?", site="OHH", format="ohh", line=line, error=error, encoding=encoding)
            following = text.find("\n{", getattr(exc, "pos", at) + 1)
            if following < 0:
                return
            at = following + 1
            continue
        hands = document if isinstance(document, list) else [document]
        for hand in hands:
            count += 1
            yield _hand(hand, source, encoding, line, count)
        at = _START.match(text, end).end()  # type: ignore[union-attr]


def _constant(name: str) -> Decimal:
    return Decimal(name.replace("Infinity", "Inf"))


def _hand(document: Any, source: str, encoding: str, line: int, count: int) -> HandRecord:
    hand_id = f"#{count}"
    try:
        if not isinstance(document, dict) or not isinstance(document.get("ohh"), dict):
            raise HandHistoryError(
                'an OHH hand is an object {"ohh": {...}}, not ' + _shown(document), source, None, line
            )
        data = document["ohh"]
        number = data.get("game_number")
        if isinstance(number, (str, int)) and not isinstance(number, bool) and str(number):
            hand_id = str(number)
        return _Hand(data, source, hand_id, encoding, line, document).record()
    except HandHistoryError as exc:
        if exc.hand_id is None and hand_id:
            exc = HandHistoryError(exc.reason, exc.source, hand_id, exc.line, exc.kind)
        return HandRecord(source, hand_id, site="OHH", format="ohh", line=line, error=exc, encoding=encoding)
    except (ArithmeticError, ValueError, TypeError, KeyError, AttributeError) as exc:
        error = HandHistoryError(f"a value pokerrank cannot read: {exc}", source, hand_id, line)
        return HandRecord(source, hand_id, site="OHH", format="ohh", line=line, error=error, encoding=encoding)


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


class _Hand:
    """One ``ohh`` object made a :class:`HandRecord`."""

    def __init__(
        self, data: dict[str, Any], source: str, hand_id: str, encoding: str, line: int, document: Any = None
    ) -> None:
        self.data = data
        self.document = document if isinstance(document, dict) else {"ohh": data}
        self.source = source
        self.hand_id = hand_id
        self.encoding = encoding
        self.line = line
        self.scale = 1
        flags = data.get("flags")
        self.dead_antes = isinstance(flags, list) and DEAD_ANTES in flags
        self.added = 0

    def fail(self, message: str) -> HandHistoryError:
        return HandHistoryError(message, self.source, self.hand_id, self.line)

    def field(self, obj: dict[str, Any], key: str, kind: type, what: str) -> Any:
        value = obj.get(key)
        if not isinstance(value, kind) or isinstance(value, bool):
            raise self.fail(f"{what} needs {key!r}; it has {_shown(value)}")
        return value

    def number(self, value: Any, what: str) -> Decimal:
        """An amount as the file wrote it, checked: a finite number, not negative, not huge."""
        if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
            raise self.fail(f"{what} is {_shown(value)}, not an amount")
        number = Decimal(value)
        if not number.is_finite():
            raise self.fail(f"{what} is {value}, not an amount")
        if number < 0:
            raise self.fail(f"{what} is negative ({value})")
        digits, exponent = number.as_tuple()[1:]
        assert isinstance(exponent, int)
        if len(digits) + max(exponent, 0) > _MAX_DIGITS or -exponent > _MAX_DIGITS:
            raise self.fail(f"{what} ({_shown(value)}) has more digits than any amount of money")
        return number

    def strays(self) -> list[tuple[int, str]]:
        """Each field of the hand OHH does not define that carries money, named (see :data:`_FIELDS`)."""
        data = self.data
        objects: list[tuple[str, Any]] = [("the document", self.document), ("the hand", data)]
        for key in ("bet_limit", "tournament_info"):
            objects.append((key, data.get(key)))
        for key, where in (("tournament_bounties", "a tournament_bounties entry"), ("players", "a player")):
            objects.extend((where, each) for each in _listed(data.get(key)))
        for round_ in _listed(data.get("rounds")):
            objects.append(("a round", round_))
            objects.extend(("an action", each) for each in _listed(round_.get("actions")))
        for pot in _listed(data.get("pots")):
            objects.append(("a pot", pot))
            objects.extend(("a player_wins entry", each) for each in _listed(pot.get("player_wins")))
        found = []
        for where, fields in objects:
            if isinstance(fields, dict) and not _FIELDS[where].issuperset(fields):
                for key, value in fields.items():
                    if key not in _FIELDS[where] and money_field(key, value):
                        found.append(
                            (self.line, f'"{key}": {_written(value)} (a field OHH does not define) in {where}')
                        )
        return found

    def record(self) -> HandRecord:
        data = self.data
        players_raw = self.field(data, "players", list, "an OHH hand")
        rounds_raw = data.get("rounds", [])
        pots_raw = data.get("pots", [])
        if not isinstance(rounds_raw, list) or not isinstance(pots_raw, list):
            raise self.fail("'rounds' and 'pots' must be lists")
        # every amount, first: the unit is the smallest one they use
        amounts: list[tuple[Decimal, str]] = []
        for key in ("small_blind_amount", "big_blind_amount", "ante_amount"):
            if data.get(key) is not None:
                amounts.append((self.number(data[key], key), key))
        for player in players_raw:
            if not isinstance(player, dict):
                raise self.fail(f"a player is an object, not {_shown(player)}")
            amounts.append((self.number(player.get("starting_stack"), "a starting_stack"), "starting_stack"))
        for round_ in rounds_raw:
            for action in round_.get("actions", []) if isinstance(round_, dict) else ():
                if isinstance(action, dict) and action.get("amount") is not None:
                    amounts.append((self.number(action["amount"], "an action's amount"), "amount"))
        for pot in pots_raw:
            if not isinstance(pot, dict):
                raise self.fail(f"a pot is an object, not {_shown(pot)}")
            for key in ("amount", "rake"):
                if pot.get(key) is not None:
                    amounts.append((self.number(pot[key], f"a pot's {key}"), key))
            for win in pot.get("player_wins", []):
                if isinstance(win, dict) and win.get("win_amount") is not None:
                    amounts.append((self.number(win["win_amount"], "a win_amount"), "win_amount"))
        places = 0
        for number, key in amounts:
            exponent = number.normalize().as_tuple().exponent
            assert isinstance(exponent, int)
            if -exponent > _MAX_PLACES:
                raise self.fail(f"{key} {number} has more than {_MAX_PLACES} decimals")
            places = max(places, -exponent)
        self.scale = 10**places
        unit = Decimal(1).scaleb(-places) if places else Decimal(1)
        units = self.units

        names: dict[int, str] = {}
        seats: list[Seat] = []
        for player in players_raw:
            pid = self.field(player, "id", int, "a player")
            name = player.get("name")
            if not isinstance(name, str) or not name:
                name = f"Player {pid}"
            if pid in names:
                raise self.fail(f"two players have the id {pid}")
            if name in names.values():
                raise self.fail(f"two players are named {name!r}")
            names[pid] = name
            seat = player.get("seat", len(seats) + 1)
            if isinstance(seat, bool) or not isinstance(seat, int):
                raise self.fail(f"{name!r} has the seat {_shown(seat)}, not a number")
            seats.append(Seat(seat, name, units(player["starting_stack"]), bool(player.get("is_sitting_out", False))))
        seats.sort(key=lambda s: s.seat)

        game_type = str(data.get("game_type", ""))
        raw_limit = data.get("bet_limit")
        limit: dict[str, Any] = raw_limit if isinstance(raw_limit, dict) else {}
        bet_type = str(limit.get("bet_type", ""))
        structure = OHH_STRUCTURES.get(bet_type, bet_type)
        if structure == "no-limit" and limit.get("bet_cap") and self.number(limit["bet_cap"], "bet_cap") > 0:
            structure = "capped no-limit"
        game = OHH_GAMES.get(game_type)

        actions: list[Action] = []
        hole: dict[str, str] = {}
        shown: set[str] = set()
        mucked: set[str] = set()
        runs: list[dict[str, str]] = [{}]
        ordered = sorted(
            (r for r in rounds_raw if isinstance(r, dict)),
            key=lambda r: r.get("id", 0) if isinstance(r.get("id", 0), int) else 0,
        )
        if len(ordered) != len(rounds_raw):
            raise self.fail("a round is an object")
        for round_ in ordered:
            street = _STREETS.get(str(round_.get("street")))
            if street is None:
                raise self.fail(f"{round_.get('street')!r} is not a street (Preflop, Flop, Turn, River, Showdown)")
            cards = self.cards(round_.get("cards"), f"the {round_.get('street')} cards")
            if street in _BOARD_ORDER:
                board = runs[-1]
                if street in board:  # the board run again: a new run shares the cards dealt before it
                    index = _BOARD_ORDER.index(street)
                    runs.append({s: board[s] for s in _BOARD_ORDER[:index] if s in board})
                    board = runs[-1]
                if cards:
                    board[street] = cards
            round_actions = round_.get("actions", [])
            if not isinstance(round_actions, list):
                raise self.fail(f"the {round_.get('street')} actions are not a list")
            totals: dict[str, int] = {}
            for action in sorted(round_actions, key=_action_number):
                actions_made = self.action(action, street, names, totals, hole, shown, mucked)
                actions.extend(actions_made)
        dead: dict[str, int] = {}
        for action in actions:
            if action.kind is ActionKind.DEAD_BLINDS:
                dead[action.player] = dead.get(action.player, 0) + action.amount
        if game is not None and hole:
            most = max(value.count(" ") + 1 for value in hole.values())
            game = _MORE_CARDS.get((game, most), game)

        collected: list[Collection] = []
        after_rake: list[int] = []
        rake = 0
        total = 0
        for index, pot in enumerate(
            sorted(pots_raw, key=lambda p: p.get("number", 0) if isinstance(p.get("number", 0), int) else 0)
        ):
            name = "main pot" if index == 0 else f"side pot-{index}"
            pot_rake = units(pot["rake"]) if pot.get("rake") is not None else 0
            amount = units(pot["amount"]) if pot.get("amount") is not None else None
            wins = pot.get("player_wins", [])
            if not isinstance(wins, list):
                raise self.fail(f"the {name}'s player_wins is not a list")
            paid = 0
            for win in wins:
                if not isinstance(win, dict):
                    raise self.fail(f"a player_wins entry is an object, not {_shown(win)}")
                pid = win.get("player_id")
                if pid not in names:
                    raise self.fail(f"the {name} pays the player id {_shown(pid)}, who is not at the table")
                won = units(win.get("win_amount", 0))
                paid += won
                if won:
                    collected.append(Collection(names[pid], won, name))
                if win.get("cashout_amount"):
                    raise self.fail(f"{names[pid]!r} cashed out: pokerrank does not audit cash-outs")
            if amount is None:
                amount = paid + pot_rake
            rake += pot_rake
            total += amount
            after_rake.append(amount - pot_rake)
        boards = tuple(" ".join(board[s] for s in _BOARD_ORDER if s in board) for board in runs)
        stakes = tuple(
            units(data[key]) for key in ("small_blind_amount", "big_blind_amount") if data.get(key) is not None
        )
        if structure == "limit" and data.get("big_blind_amount"):  # fixed limit's bets: the big blind, twice it
            stakes = (stakes[-1], 2 * stakes[-1])
        tournament = data.get("tournament_info") if isinstance(data.get("tournament_info"), dict) else None
        table_size = data.get("table_size")
        dealer = data.get("dealer_seat")
        return HandRecord(
            **found_at(self),
            site=str(data.get("site_name") or data.get("network_name") or "OHH"),
            format="ohh",
            game=game,
            game_text=f"{game_type} ({bet_type})" if bet_type else game_type,
            structure=structure,
            stakes=stakes,
            currency=str(data["currency"]) if data.get("currency") else None,
            unit=unit,
            tournament=str(tournament.get("tournament_number", "")) or None if tournament else None,
            table=str(data["table_name"]) if data.get("table_name") is not None else None,
            max_seats=int(table_size) if isinstance(table_size, (int, str)) and str(table_size).isdigit() else None,
            button=dealer if isinstance(dealer, int) and not isinstance(dealer, bool) else None,
            seats=tuple(seats),
            actions=tuple(actions),
            boards=boards,
            hole=hole,
            shown=frozenset(shown),
            mucked=frozenset(mucked),
            dead=dead,
            added=self.added,
            collected=tuple(collected),
            total_pot=total if pots_raw else None,
            pots=tuple(after_rake) if len(after_rake) > 1 else (),
            rake=rake if pots_raw else None,
            extra={"ohh": data},
            unparsed=tuple(self.strays()),
        )

    def units(self, value: Any) -> int:
        number = self.number(value, "an amount")
        return int(number * self.scale)

    def cards(self, value: Any, what: str) -> str:
        """Cards as pokerrank writes them (``"As Td"``): a list of OHH card strings, or a string."""
        if value is None or value == "":
            return ""
        items = value.split() if isinstance(value, str) else value
        if not isinstance(items, list):
            raise self.fail(f"{what} are {_shown(value)}, not a list of cards")
        out = []
        for item in items:
            card = _CARD.fullmatch(item) if isinstance(item, str) else None
            if card is None:
                if isinstance(item, str) and item.strip("xX?") == "":
                    return ""  # a card nobody saw: the cards are unknown
                raise self.fail(f"{what}: {_shown(item)} is not a card")
            rank = card.group(1).upper()
            out.append(("T" if rank == "10" else rank) + card.group(2).lower())
        return " ".join(out)

    def action(
        self,
        action: Any,
        street: str,
        names: dict[int, str],
        totals: dict[str, int],
        hole: dict[str, str],
        shown: set[str],
        mucked: set[str],
    ) -> list[Action]:
        if not isinstance(action, dict):
            raise self.fail(f"an action is an object, not {_shown(action)}")
        word = action.get("action")
        if word not in _KINDS:
            raise self.fail(f"{_shown(word)} is not an OHH action ({', '.join(_KINDS)})")
        pid = action.get("player_id")
        if word == "Add to Pot" and pid is None:  # money the room added to the pot (a splash, a bomb pot)
            self.added += self.units(action.get("amount", 0))
            return []
        if pid not in names:
            raise self.fail(f"the action {word!r} names the player id {_shown(pid)}, who is not at the table")
        name = names[pid]
        kind = _KINDS[word]
        if kind is ActionKind.ANTE and self.dead_antes:
            kind = ActionKind.DEAD_BLINDS  # (an ante posted for the table: dead money)
        cards = self.cards(action.get("cards"), f"{name!r}'s cards")
        if word == "Dealt Cards":
            if cards:
                hole[name] = cards
            return []
        if kind is None:
            return []
        given = action.get("amount")
        amount = self.units(given) if given is not None else 0
        all_in = bool(action.get("is_allin", False))
        if kind is ActionKind.SHOW:
            if cards:
                hole[name] = cards
            shown.add(name)
            return [Action(street, name, kind, 0, None, False, cards or None)]
        if kind is ActionKind.MUCK:
            if cards:
                hole[name] = cards
            mucked.add(name)
            return [Action(street, name, kind, 0, None, False, cards or None)]
        if kind in (ActionKind.FOLD, ActionKind.CHECK) and amount:
            raise self.fail(f"{name!r}: {word!r} with an amount ({action['amount']})")
        to = None
        if amount:
            if kind is not ActionKind.DEAD_BLINDS and kind is not ActionKind.ANTE:
                totals[name] = totals.get(name, 0) + amount
            if kind in (ActionKind.BET, ActionKind.RAISE):
                to = totals[name]
        elif kind in (ActionKind.BET, ActionKind.RAISE, ActionKind.CALL):
            if given is None:
                raise self.fail(f"{name!r}: {word!r} without an amount")
            to = totals.get(name, 0) if kind is not ActionKind.CALL else None  # (written 0: it put in nothing)
        return [Action(street, name, kind, amount, to, all_in)]


def _written(value: Any) -> str:
    """A JSON value as the file wrote it (its numbers' digits kept), cut to 60 characters."""
    text = json.dumps(value, default=str, ensure_ascii=False)
    text = re.sub(r'"(-?[0-9][0-9.]*(?:E[+-]?[0-9]+)?)"', r"\1", text) if '"' in text else text
    return text if len(text) <= 60 else text[:57] + "..."


def _listed(value: Any) -> list[dict[str, Any]]:
    """The objects of a list (nothing where it is not a list)."""
    return [each for each in value if isinstance(each, dict)] if isinstance(value, list) else []


def _pot_number(pot: dict[str, Any]) -> int:
    number = pot.get("number", 0)
    return number if isinstance(number, int) and not isinstance(number, bool) else 0


def _action_number(action: Any) -> int:
    number = action.get("action_number", 0) if isinstance(action, dict) else 0
    return number if isinstance(number, int) and not isinstance(number, bool) else 0


def looks_like_ohh(text: str) -> bool:
    """Whether a text is OHH JSON: it begins with ``{`` or ``[`` and names ``"ohh"`` at once.

    >>> looks_like_ohh('{"ohh": {}}'), looks_like_ohh('variant = "NT"')
    (True, False)
    """
    start = text.lstrip("\ufeff \t\r\n")[:200]
    return start[:1] in ("{", "[") and re.match(r'[\[\s]*\{\s*"ohh"\s*:', start) is not None
