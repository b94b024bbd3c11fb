"""Everest Poker's XML hand histories (closed in 2014).

An Everest file is a ``<SESSION tableName id type="ring|tournament" money="€" game="hold-em"
gametype="no-limit"/>`` followed by ``<HAND id ... blinds stakes>`` elements, each a list of
events in the order they happened, every player named by ``position``: ``SEAT`` (name and
``balance``), ``DEALER``, ``ANTE``, ``BLIND``, ``HOLE`` (one card each, ``--`` for one not
seen), ``BET`` (the chips it adds: ``0`` is a check, ``allin="1"`` an all-in), ``FOLD``,
``SWEEP`` (the end of a betting round: the pot so far after the rake, and the ``rake`` and
``tax`` taken so far), ``COMMUNITY`` (the street's new cards), ``PUSH`` (the bet nobody called,
handed back), ``SHOW``, ``XSHOW`` (no show), ``WIN`` (``amount`` paid). Amounts are whole
hundredths, of the money at a cash table (``balance="197"`` is $1.97) and of a chip in a
tournament (``blinds="150/300"`` posts ``15000``).

Rules of the room (docs/RULES.md): the rake and a tax are printed on every ``SWEEP`` as totals
so far, taken from the pot; the last ``SWEEP`` gives the hand's.

>>> text = '''<SESSION time="1" tableName="T" id="1.2.3" type="ring" money="$" game="hold-em" gametype="no-limit"/>
... <HAND time="2" id="55" index="0" blinds="$1/$2" stakes="$1/$2">
...   <SEAT position="0" name="ann" balance="10000"/><SEAT position="1" name="bob" balance="10000"/>
...   <DEALER position="0"/><BLIND position="0" amount="100" penalty="0"/>
...   <BLIND position="1" amount="200" penalty="0"/>
...   <HOLE position="0">As</HOLE><HOLE position="1">--</HOLE><HOLE position="0">Ad</HOLE><HOLE position="1">--</HOLE>
...   <BET position="0" amount="500"/><FOLD position="1"/><PUSH position="0" amount="400"/>
...   <SWEEP rake="0" tax="0">400</SWEEP><WIN position="0" amount="400" pot="0" potAmount="400"/>
... </HAND>'''
>>> hand = next(read_everest(text))
>>> hand.site, hand.game, hand.hole, [hand.format_money(a.amount) for a in hand.actions]
('Everest', 'holdem', {'ann': 'As Ad'}, ['$1', '$2', '$5', '$0'])
>>> from pokerrank.handhistory.audit import audit_hand
>>> verdict = audit_hand(hand)
>>> verdict.outcome.value, [(p.player, hand.format_money(p.paid)) for p in verdict.payouts]
('match', [('ann', '$8')])
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal
from typing import Final

from pokerrank._checks import shorten
from pokerrank.handhistory._xmlgame import XmlGame, read_games
from pokerrank.handhistory.records import Action, ActionKind, Collection, HandRecord, Seat

__all__ = ["looks_like_everest", "read_everest"]

_SESSION: Final = re.compile(r"<SESSION\b[^>]*/>")
_LOOKS: Final = re.compile(r"<SESSION\s[^>]*\btableName=")
_ATTRIBUTE: Final = re.compile(r'(\w+)="([^"]*)"')
_GAMES: Final = {"hold-em": "holdem", "omaha-hi": "omaha", "omaha-hi-lo": "omaha-hi-lo"}
_STRUCTURES: Final = {"no-limit": "no-limit", "pot-limit": "pot-limit", "fixed-limit": "limit"}
_CURRENCIES: Final = {"$": "USD", "€": "EUR", "£": "GBP"}
_STREETS: Final = ("preflop", "flop", "turn", "river")
_RANKS: Final = frozenset("23456789TJQKA")


def looks_like_everest(text: str) -> bool:
    """Whether a text is Everest XML: it opens with a ``<SESSION ... tableName=...>``.

    >>> looks_like_everest('<SESSION time="1" tableName="T" id="1" type="ring"/><HAND id="2">')
    True
    """
    head = text[:3000]
    return head.lstrip("\ufeff \t\r\n")[:1] == "<" and _LOOKS.search(head) is not None and "<HAND " in text[:20_000]


def read_everest(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of an Everest XML text (see the module docstring)."""
    found = _SESSION.search(text)
    session = dict(_ATTRIBUTE.findall(found.group(0))) if found is not None else {}
    return read_games(text, _Game, source, encoding, session)


class _Game(XmlGame):
    site = "Everest"
    format = "everest"
    tag = "HAND"

    def whole(self, raw: str | None, what: str) -> int:
        """An amount: a whole number of cents or chips."""
        if raw is None or not raw.isdigit() or len(raw) > 15:
            raise self.fail(f"{what} {shorten(raw)} is not an amount")
        return int(raw)

    def cards(self, text: str) -> list[str]:
        out = []
        for card in text.replace(",", " ").split():
            if card == "--":
                out.append("?")
                continue
            rank, suit = card[:-1].upper(), card[-1:].lower()
            rank = "T" if rank == "10" else rank
            if rank not in _RANKS or suit not in ("c", "d", "h", "s"):
                raise self.fail(f"{card!r} is not a card")
            out.append(rank + suit)
        return out

    def read(self) -> HandRecord:
        game = self.parse()
        session: dict[str, str] = self.context or {}
        by_position: dict[str, str] = {}
        seats: list[Seat] = []
        for seat in game.iter("SEAT"):
            name, position = seat.get("name", ""), seat.get("position", "")
            if not name or position in by_position or name in by_position.values():
                raise self.fail(f"seat {position!r} without a name, or a seat or name twice")
            by_position[position] = name
            seats.append(Seat(int(position), name, self.whole(seat.get("balance"), f"{name!r}'s balance")))
        street = 0
        board: list[str] = []
        dealt: dict[str, list[str]] = {}
        shown: dict[str, str] = {}
        actions: list[Action] = []
        totals: dict[str, int] = {}
        returned: dict[str, int] = {}
        collected: list[Collection] = []
        unparsed: list[tuple[int, str]] = []
        rake = 0
        button = None
        lone_blind = len(game.findall("BLIND")) == 1  # the big blind alone, or a small blind alone
        for element in game:
            tag = element.tag
            if tag in ("SEAT", "CHAT", "XBLIND", "XSHOW"):
                continue
            if tag == "SWEEP":
                rake = self.whole(element.get("rake"), "the rake") + self.whole(element.get("tax"), "the tax")
                totals = {}
                continue
            if tag == "COMMUNITY":
                board.extend(self.cards(element.text or ""))
                street = {3: 1, 4: 2, 5: 3}.get(len(board), street)
                continue
            position = element.get("position", "")
            if tag == "DEALER":
                button = int(position) if position.isdigit() else None
                continue
            player = by_position.get(position)
            if player is None:
                raise self.fail(f"a {tag} at position {position!r}, where nobody sits")
            name = player
            if tag == "HOLE":
                dealt.setdefault(name, []).extend(self.cards(element.text or ""))
            elif tag == "SHOW":
                shown[name] = " ".join(self.cards(element.text or ""))
            elif tag == "FOLD":
                actions.append(Action(_STREETS[street], name, ActionKind.FOLD))
            elif tag == "PUSH":
                returned[name] = returned.get(name, 0) + self.whole(element.get("amount"), "a bet handed back")
            elif tag == "WIN":
                collected.append(Collection(name, self.whole(element.get("amount"), "a win"), "pot"))
            elif tag in ("ANTE", "BLIND", "BET"):
                amount = self.whole(element.get("amount"), f"the {tag}'s amount")
                if tag == "ANTE":
                    actions.append(Action(_STREETS[street], name, ActionKind.ANTE, amount))
                    continue
                high = max(totals.values(), default=0)
                totals[name] = totals.get(name, 0) + amount
                if tag == "BLIND":
                    posted = any(a.kind is not ActionKind.ANTE and a.kind.posts for a in actions)
                    big = posted or (lone_blind and amount >= _big_blind(game.get("blinds", ""), amount))
                    kind = ActionKind.BIG_BLIND if big else ActionKind.SMALL_BLIND
                    actions.append(Action(_STREETS[street], name, kind, amount))
                    continue
                kind = (
                    ActionKind.CHECK
                    if not amount
                    else ActionKind.CALL
                    if totals[name] <= high
                    else ActionKind.RAISE
                    if high
                    else ActionKind.BET
                )
                to = totals[name] if kind in (ActionKind.BET, ActionKind.RAISE) else None
                actions.append(Action(_STREETS[street], name, kind, amount, to, element.get("allin") == "1"))
            else:
                unparsed.append((self.line, f"the element <{tag}>"))
        hole = {name: " ".join(cards) for name, cards in dealt.items() if cards and "?" not in cards}
        hole.update(shown)
        folded = {a.player for a in actions if a.kind is ActionKind.FOLD}
        acted = {a.player for a in actions}
        contenders = [s.name for s in seats if s.name in acted and s.name not in folded]
        showdown = len(contenders) > 1
        money = session.get("type") == "ring"
        symbol = session.get("money", "")
        return self.hand(
            game=_GAMES.get(session.get("game", "")),
            game_text=f"{session.get('game', '')} {session.get('gametype', '')} {game.get('stakes', '')}".strip(),
            structure=_STRUCTURES.get(session.get("gametype", ""), ""),
            stakes=tuple(sorted({a.amount for a in actions if a.kind.posts and a.kind is not ActionKind.ANTE})),
            currency=_CURRENCIES.get(symbol) if money else None,
            unit=Decimal("0.01"),
            tournament=None if money else (session.get("id") or "tournament"),
            table=session.get("tableName") or None,
            button=button,
            seats=tuple(sorted(seats, key=lambda s: s.seat)),
            actions=tuple(actions),
            boards=(" ".join(board),),
            hole=hole,
            shown=frozenset(n for n in contenders if n in shown) if showdown else frozenset(),
            mucked=frozenset(n for n in contenders if n not in shown) if showdown and shown else frozenset(),
            returned=returned,
            collected=tuple(collected),
            total_pot=sum(a.amount for a in actions),
            rake=rake,
            unparsed=tuple(unparsed),
        )


def _big_blind(blinds: str, fallback: int) -> int:
    """The big blind as ``blinds="5 €/10 €"`` names it, in the hand's whole units (a larger
    ``fallback`` when it cannot be read: then the first blind is the small one)."""
    parts = blinds.split("/")
    digits = re.sub(r"[^\d]", "", parts[-1]) if len(parts) == 2 else ""
    if not digits:
        return fallback + 1
    has_decimals = "," in parts[-1] or "." in parts[-1]
    return int(digits) if has_decimals else int(digits) * 100
