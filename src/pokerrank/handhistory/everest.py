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
from operator import itemgetter
from typing import TYPE_CHECKING, Final

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory._xmlgame import Shape, XmlGame, read_games
from pokerrank.handhistory.records import Action, ActionKind, Collection, HandRecord, Seat
from pokerrank.handhistory.sites.uncalled import whole_bet_back

if TYPE_CHECKING:
    from xml.etree.ElementTree import Element

__all__ = ["looks_like_everest", "read_everest"]

_SESSION: Final = re.compile(r"<SESSION\b[^>]*/>")
_LOOKS: Final = re.compile(r"<SESSION\s[^>]*\btableName=")
_ATTRIBUTE: Final = re.compile(r'(\w+)="([^"]*)"')
_GAMES: Final = {"hold-em": "holdem", "omaha-hi": "omaha", "omaha-hi-lo": "omaha-hi-lo"}
_STRUCTURES: Final = {"no-limit": "no-limit", "pot-limit": "pot-limit", "fixed-limit": "limit"}
_CURRENCIES: Final = {"$": "USD", "€": "EUR", "£": "GBP"}
_STREET_OF_BOARD: Final = {3: "flop", 4: "turn", 5: "river"}
"""The street a board of so many cards opens."""
_RANKS: Final = frozenset("23456789TJQKA")
_CARDS: Final = {"--": "?"} | {
    rank + suit: ("T" if rank == "10" else rank.upper()) + suit.lower()
    for rank in (*"23456789TJQKAtjqka", "10")
    for suit in "cdhsCDHS"
}
"""A card as a ``<HOLE>`` writes it (each its own: ``Jh``, ``10d``, ``--`` one not seen)."""
_HUNDREDTH: Final = Decimal("0.01")
_SEAT: Final = itemgetter(0)
_new: Final = tuple.__new__
_ANTE, _SMALL_BLIND, _BIG_BLIND = ActionKind.ANTE, ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND
_CHECK, _CALL, _BET, _RAISE, _FOLD = (
    ActionKind.CHECK,
    ActionKind.CALL,
    ActionKind.BET,
    ActionKind.RAISE,
    ActionKind.FOLD,
)
_SHAPE: Final = Shape(
    "HAND",
    {
        "HAND": (
            "SEAT DEALER ANTE BLIND XBLIND HOLE BET FOLD SWEEP COMMUNITY PUSH SHOW XSHOW WIN CHAT",
            "time id index blinds stakes",
        ),
        **dict.fromkeys(("SEAT",), ("", "position name balance")),
        **dict.fromkeys(("DEALER", "HOLE", "FOLD", "SHOW", "XSHOW", "XBLIND"), ("", "position")),
        **dict.fromkeys(("ANTE", "PUSH"), ("", "position amount")),
        "BLIND": ("", "position amount penalty"),
        "BET": ("", "position amount allin"),
        "SWEEP": ("", "rake tax"),
        "COMMUNITY": ("", ""),
        "WIN": ("", "position amount pot potAmount"),
        "CHAT": ("", "time name"),
    },
)
"""The elements and attributes of an Everest ``<HAND>``: any other is named
(:meth:`XmlGame.strays`)."""
_SKIPPED: Final = frozenset(("SEAT", "CHAT", "XBLIND", "XSHOW"))
"""The elements of a hand that say nothing the record holds (the seats are read first)."""


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

    def cards(self, text: str) -> list[str]:
        out = []
        for card in text.replace(",", " ").split():
            known = _CARDS.get(card)  # (a card as the rooms write them; "--" face down)
            if known is not None:
                out.append(known)
                continue
            rank, suit = card[:-1].upper(), card[-1:].lower()
            rank = "T" if rank == "10" else rank
            if rank not in _RANKS or suit not in ("c", "d", "h", "s"):
                raise self.fail(f"{card!r} is not a card")
            out.append(rank + suit)
        return out

    def disagrees(self, said: str) -> HandHistoryError:
        """The error of a hand whose figures disagree (``said``): the file disagrees with itself."""
        return HandHistoryError(
            f"the room's figures disagree: {said}", self.source, self.hand_id, self.line, "chips do not add up"
        )

    def check_pots(self, swept: int | None, rake: int, kept: int, pots: dict[str, int]) -> None:
        """The figures of what the hand came to: the last ``SWEEP``'s pot (where no chips went in
        after it) and its rake and tax, against what was put in and not handed back (``kept``);
        the pots' ``potAmount`` against that ``SWEEP``'s pot. What the ``WIN`` lines paid is the
        audit's to judge (a pot paid short is a MISMATCH)."""
        if swept is not None and swept + rake != kept:
            raise self.disagrees(
                f"the last SWEEP's pot {_hundredths(swept)} and its rake and tax {_hundredths(rake)} are not the"
                f" {_hundredths(kept)} put in and not handed back"
            )
        sizes = sum(pots.values())
        if pots and swept is not None and sizes != swept:
            raise self.disagrees(
                f"the WINs' potAmounts add up to {_hundredths(sizes)}, the last SWEEP's pot is {_hundredths(swept)}"
            )

    def sweep_disagrees(self, element: Element, swept: int, rake: int, before: int, kept: int) -> HandHistoryError:
        """A ``SWEEP`` whose pot and rake and tax so far are not what was put in and not handed
        back so far (``kept``), or whose rake and tax are less than the ``SWEEP``'s before:
        the file disagrees with itself, the ``SWEEP`` quoted at its line."""
        line, quoted = self.stray_line(element, None, "")
        written = f"{quoted.removesuffix(' ()')}{(element.text or '').strip()}</SWEEP>"
        if swept + rake != kept:
            said = (
                f"a SWEEP's pot {_hundredths(swept)} and its rake and tax {_hundredths(rake)} are not the"
                f" {_hundredths(kept)} put in and not handed back by then"
            )
        else:
            said = f"a SWEEP's rake and tax {_hundredths(rake)} are less than the {_hundredths(before)} before it"
        return HandHistoryError(
            f"the room's figures disagree: {said}: {written}", self.source, self.hand_id, line, "chips do not add up"
        )

    def read(self) -> HandRecord:
        game = self.parse()
        self.strays(game, _SHAPE)
        session: dict[str, str] = self.context or {}
        by_position: dict[str, str] = {}
        seats: list[Seat] = []
        for seat in game.iter("SEAT"):
            name, position = seat.get("name", ""), seat.get("position", "")
            if not name or position in by_position or name in by_position.values():
                raise self.fail(f"seat {position!r} without a name, or a seat or name twice")
            by_position[position] = name
            number, balance = int(position), seat.get("balance")
            if balance and balance.isascii() and balance.isdigit() and len(balance) <= 15:  # (most)
                stack = int(balance)
            else:
                stack = self.whole(balance, f"{name!r}'s balance")
            seats.append(_new(Seat, (number, name, stack, False)))
        street = "preflop"
        board: list[str] = []
        dealt: dict[str, list[str]] = {}
        shown: dict[str, str] = {}
        actions: list[Action] = []
        add = actions.append
        totals: dict[str, int] = {}
        high = 0  # the most a player has put in on the betting round
        returned: dict[str, int] = {}
        collected: list[Collection] = []
        unparsed: list[tuple[int, str]] = []
        folded: set[str] = set()
        total = 0
        rake = 0
        button = None
        posted = False  # whether a blind was posted
        blinds: set[int] = set()  # the blinds posted (the stakes)
        lone_blind = len(game.findall("BLIND")) == 1  # the big blind alone, or a small blind alone
        whole = self.whole
        swept: int | None = None  # the last SWEEP's pot (after the rake), where no chips went in after it
        pots: dict[str, int] = {}  # each pot the WINs name: its potAmount
        wrong: tuple[Element, int, int, int, int] | None = None  # the first SWEEP that disagrees, and the chips then
        for element in game:
            tag = element.tag
            if tag in _SKIPPED:
                continue
            if tag == "SWEEP":
                before = rake
                rake = whole(element.get("rake"), "the rake") + whole(element.get("tax"), "the tax")
                swept = whole((element.text or "").strip(), "the SWEEP's pot")
                if (swept + rake != total - sum(returned.values()) or rake < before) and wrong is None:
                    wrong = (element, swept, rake, before, total - sum(returned.values()))
                totals = {}
                high = 0
                continue
            if tag == "COMMUNITY":
                board.extend(self.cards(element.text or ""))
                street = _STREET_OF_BOARD.get(len(board), street)
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
                text = element.text or ""
                card = _CARDS.get(text)
                if card is None:
                    dealt.setdefault(name, []).extend(self.cards(text))
                elif name in dealt:
                    dealt[name].append(card)
                else:
                    dealt[name] = [card]
            elif tag == "BET":
                raw = element.get("amount")
                if raw and raw.isascii() and raw.isdigit() and len(raw) <= 15:  # (most)
                    amount = int(raw)
                else:
                    amount = whole(raw, "the BET's amount")
                now = totals[name] = totals.get(name, 0) + amount
                kind = _CHECK if not amount else _CALL if now <= high else _RAISE if high else _BET
                to = now if kind is _BET or kind is _RAISE else None
                add(_new(Action, (street, name, kind, amount, to, element.get("allin") == "1", None, None, 0)))
                total += amount
                if amount:
                    swept = None
                if now > high:
                    high = now
            elif tag == "FOLD":
                add(_new(Action, (street, name, _FOLD, 0, None, False, None, None, 0)))
                folded.add(name)
            elif tag == "SHOW":
                shown[name] = " ".join(self.cards(element.text or ""))
            elif tag == "PUSH":
                returned[name] = returned.get(name, 0) + whole(element.get("amount"), "a bet handed back")
            elif tag == "WIN":
                won = whole(element.get("amount"), "a win")
                collected.append(_new(Collection, (name, won, "pot", 1, 0)))
                if "potAmount" in element.attrib:
                    pot = element.get("pot", "")
                    size = whole(element.get("potAmount"), "a WIN's potAmount")
                    if pots.setdefault(pot, size) != size:
                        raise self.disagrees(
                            f"the WINs of pot {pot} say it held {_hundredths(pots[pot])} and {_hundredths(size)}"
                        )
            elif tag == "ANTE" or tag == "BLIND":
                raw = element.get("amount")
                if raw and raw.isascii() and raw.isdigit() and len(raw) <= 15:  # (most)
                    amount = int(raw)
                else:
                    amount = whole(raw, f"the {tag}'s amount")
                total += amount
                swept = None
                if tag == "ANTE":
                    add(_new(Action, (street, name, _ANTE, amount, None, False, None, None, 0)))
                    continue
                now = totals[name] = totals.get(name, 0) + amount
                if now > high:
                    high = now
                big = posted or (lone_blind and amount >= _big_blind(game.get("blinds", ""), amount))
                posted = True
                blinds.add(amount)
                add(
                    _new(
                        Action, (street, name, _BIG_BLIND if big else _SMALL_BLIND, amount, None, False, None, None, 0)
                    )
                )
            else:
                unparsed.append((self.line, f"the element <{tag}>"))
        self.check_pots(swept, rake, total - sum(returned.values()), pots)  # (the last SWEEP's, named as such)
        if wrong is not None:
            raise self.sweep_disagrees(*wrong)
        hole = {name: " ".join(cards) for name, cards in dealt.items() if cards and "?" not in cards}
        hole.update(shown)
        acted = {a.player for a in actions}
        contenders = [s.name for s in seats if s.name in acted and s.name not in folded]
        showdown = len(contenders) > 1
        money = session.get("type") == "ring"
        symbol = session.get("money", "")
        record = HandRecord(  # (made here, not by XmlGame.hand: one mapping of the fields fewer)
            *self.head,
            encoding=self.encoding,
            game=_GAMES.get(session.get("game", "")),
            game_text=f"{session.get('game', '')} {session.get('gametype', '')} {game.get('stakes', '')}".strip(),
            structure=_STRUCTURES.get(session.get("gametype", ""), ""),
            stakes=tuple(sorted(blinds)),
            currency=_CURRENCIES.get(symbol) if money else None,
            unit=_HUNDREDTH,
            tournament=None if money else (session.get("id") or "tournament"),
            table=session.get("tableName") or None,
            button=button,
            seats=tuple(sorted(seats, key=_SEAT)),
            actions=tuple(actions),
            boards=(" ".join(board),),
            hole=hole,
            shown=frozenset(shown.keys() & contenders) if showdown else frozenset(),
            mucked=frozenset(contenders).difference(shown) if showdown and shown else frozenset(),
            returned=returned,
            collected=tuple(collected),
            total_pot=total,
            rake=rake,
            unparsed=tuple(unparsed),
        )
        if returned:  # (a <PUSH> hands back the bet nobody called whole: a cent short is no rake)
            whole_bet_back(record, self.text, ("<push",), named=False)
        return record


def _hundredths(amount: int) -> str:
    """An amount in whole hundredths as a number (``17750`` is ``177.50``)."""
    return f"{amount // 100}.{amount % 100:02d}" if amount >= 0 else f"-{_hundredths(-amount)}"


def _big_blind(blinds: str, fallback: int) -> int:
    """The big blind as ``blinds="5 €/10 €"`` names it, in the hand's whole units (a larger
    ``fallback`` when it cannot be read: then the first blind is the small one)."""
    parts = blinds.split("/")
    digits = re.sub(r"[^0-9]", "", parts[-1]) if len(parts) == 2 else ""
    if not digits:
        return fallback + 1
    has_decimals = "," in parts[-1] or "." in parts[-1]
    return int(digits) if has_decimals else int(digits) * 100
