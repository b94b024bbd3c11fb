"""The Microgaming network's XML hand histories (MPN: Betsson-era skins, 2009-2016; closed).

A Microgaming file holds ``<Game id="..." hhversion="..." stakes="0.50|1.00" betlimit="NL"
gametype="Hold'em" currencysymbol="..." rake="...">`` elements (the ``PRIMA.DAT`` export puts
a ``----PRIMA.DAT----`` line before them and an ``ExtendedTableName:`` line after). Each game
lists its ``<Seat num alias balance endbalance dealer sittingout>`` and then ``<Gameplay>``:
``<Action seq type seat value>`` in ``seq`` order. Since hhversion 2 every amount an action
names is the chips it adds (``Bet``, ``Raise`` and ``AllIn`` included: a big blind that raises
"0.12" puts 0.12 more in); the files before (2009-2011, no ``hhversion``) name the player's
street total after a ``Call`` or ``Raise`` (``AllIn`` still adds); ``MoneyReturned`` is the
bet nobody called handed back; the closing ``Win`` lists ``<Seat num amount lowhandwin>``,
what each player was paid (a low half with ``lowhandwin="1"``). The game's ``rake`` is the
rake in hundredths of the money (``rake="186"``: 1.86); ``currencysymbol`` is the symbol
in base64 UTF-16 (``rCA=`` is €).

Rules of the network (docs/RULES.md): the rake is printed and taken from the pot; a
``BadBeatContribution`` (the bad-beat jackpot's fee, 0.02 at tables with ``badbeat="true"``)
comes out of a player's stack and never enters the pot, so it is in neither the pot nor the
rake. Before hhversion 2 ``Win`` leaves the bet nobody called out: the player got it back all
the same (``endbalance`` says so).

>>> text = '''<Game hhversion="4" id="9" stakes="1|2" betlimit="NL" gametype="Hold&apos;em"
... currencysymbol="rCA=" istournament="0" rake="10"><Seats>
... <Seat num="1" alias="ann" balance="100.00" endbalance="103.90" dealer="true"/>
... <Seat num="2" alias="bob" balance="100.00" endbalance="96.00"/></Seats><Gameplay>
... <Action seq="1" type="SmallBlind" seat="1" value="1.00"/>
... <Action seq="2" type="BigBlind" seat="2" value="2.00"/>
... <Action seq="3" type="Raise" seat="1" value="3.00"/>
... <Action seq="4" type="Call" seat="2" value="2.00"/>
... <Action seq="5" type="DealFlop"><Card value="10" suit="c"/><Card value="2" suit="d"/>
... <Card value="7" suit="h"/></Action>
... <Action seq="6" type="Check" seat="2"/><Action seq="7" type="Bet" seat="1" value="4.00"/>
... <Action seq="8" type="Fold" seat="2"/><Action seq="9" type="MoneyReturned" seat="1" value="4.00"/>
... <Action type="Win"><Seat num="1" amount="7.90" pot="0" type="" lowhandwin="0"/></Action>
... </Gameplay></Game>'''
>>> hand = next(read_microgaming(text))
>>> hand.site, hand.game, hand.currency, hand.boards
('Microgaming', 'holdem', 'EUR', ('Tc 2d 7h',))
>>> [(a.player, a.kind.value, hand.format_money(a.amount)) for a in hand.actions][2:4]
[('ann', 'raise', '€3'), ('bob', 'call', '€2')]
>>> from pokerrank.handhistory.audit import audit_hand
>>> verdict = audit_hand(hand)
>>> verdict.outcome.value, hand.format_money(verdict.rake or 0)
('match', '€0.10')
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator
from decimal import Decimal
from itertools import compress, repeat
from operator import itemgetter
from typing import TYPE_CHECKING, Final, cast

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory._xmlgame import READ_AGAIN, UNIT, WHOLE, Scaled, Shape, XmlGame, read_games
from pokerrank.handhistory.records import Action, ActionKind, Collection, HandRecord, Seat

if TYPE_CHECKING:
    from xml.etree.ElementTree import Element

__all__ = ["looks_like_microgaming", "read_microgaming"]

_LOOKS: Final = re.compile(r'<Game\b(?=[^>]*\bid="[^"]*")(?=[^>]*\bstakes=")')
_KINDS: Final[dict[str, ActionKind]] = {
    "SmallBlind": ActionKind.SMALL_BLIND,
    "BigBlind": ActionKind.BIG_BLIND,
    "PostedToPlay": ActionKind.BIG_BLIND,
    "Ante": ActionKind.ANTE,
    "Fold": ActionKind.FOLD,
    "Check": ActionKind.CHECK,
    "Call": ActionKind.CALL,
    "Bet": ActionKind.BET,
    "Raise": ActionKind.RAISE,
    "AllIn": ActionKind.CALL,  # by what it comes to (see _Game.read)
}
_QUIET: Final = frozenset({"DealCards", "ShowCards", "MuckCards", "Disconnect", "Reconnect", "SitOut", "SitIn"})
"""Actions that put nothing in (the cards they carry are read apart)."""
_SHAPE: Final = Shape(
    "Game",
    {
        "Game": (
            "Seats Gameplay",
            "id date tablename unicodetablename stakes hhversion gametype gametypeid betlimit betamount currencyId"
            " currencysymbol istournament playerseat rake badbeat realmoney tablesize tabletype totalplayers"
            " unicodetabletype",
        ),
        "Seats": ("Seat", ""),
        "Seat": ("", "num alias unicodealias balance endbalance dealer sittingout amount pot type lowhandwin"),
        "Gameplay": ("Action", ""),
        "Action": ("Card Seat", "seq type seat value"),
        "Card": ("", "id value suit"),
    },
)
"""The elements and attributes of a Microgaming ``<Game>`` (hhversion 1 to 5): anything else
in a hand is named (:meth:`XmlGame.strays`)."""
_STREETS: Final = {"DealFlop": "flop", "DealTurn": "turn", "DealRiver": "river"}
_GAMES: Final = (("omaha h/l", "omaha-hi-lo"), ("omaha", "omaha"), ("hold'em", "holdem"))
_STRUCTURES: Final = {"NL": "no-limit", "PL": "pot-limit", "FL": "limit", "L": "limit"}
_CURRENCIES: Final = {"€": "EUR", "$": "USD", "£": "GBP"}
_RANKS: Final = {"10": "T", **{r: r for r in "23456789TJQKA"}}
_CARDS: Final = {(value, suit): rank + suit for value, rank in _RANKS.items() for suit in "cdhs"}
"""Each card as its ``value`` and ``suit`` write it."""


def looks_like_microgaming(text: str) -> bool:
    """Whether a text is Microgaming XML: a ``<Game id=... stakes=...>`` near its start, its
    attributes in any order (XML's order says nothing).

    >>> looks_like_microgaming('----PRIMA.DAT----\\n<Game id="1" date="x" stakes="1|2">')
    True
    >>> looks_like_microgaming('<Game stakes="1|2" id="1">'), looks_like_microgaming('<Game gameid="1" stakes="1|2">')
    (True, False)
    """
    return _LOOKS.search(text, 0, 5000) is not None


def read_microgaming(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of a Microgaming XML text (see the module docstring)."""
    return read_games(text, _Game, source, encoding)


class _Game(XmlGame):
    site = "Microgaming"
    format = "microgaming"
    tag = "Game"

    def cards(self, action: Element) -> str:
        known = [_CARDS.get((card.get("value", ""), card.get("suit", ""))) for card in action.iter("Card")]
        if None not in known:  # (every card as the format writes it)
            return " ".join(cast("list[str]", known))
        out = []
        for card in action.iter("Card"):
            rank, suit = _RANKS.get(card.get("value", "")), card.get("suit", "")
            if rank is None or suit not in ("c", "d", "h", "s"):
                raise self.fail(f"the card {card.get('value')!r} of {card.get('suit')!r}, which no deck holds")
            out.append(rank + suit)
        return " ".join(out)

    def read(self) -> HandRecord:
        game = self.parse()
        self.strays(game, _SHAPE)
        seats_element = game.find("Seats")
        play = game.find("Gameplay")
        if seats_element is None or play is None:
            raise self.fail("a <Game> without its <Seats> or <Gameplay>")
        known = WHOLE.get
        raw_seats: list[tuple[int, str, str, bool, bool]] = []
        ends: dict[str, tuple[str, Element]] = {}  # each player's endbalance as written, and its seat
        for seat in seats_element.iter("Seat"):
            get = seat.attrib.get
            name = get("alias") or _unbase64(get("unicodealias", ""))
            if not name:
                raise self.fail(f"seat {get('num')!r} without a name")
            balance = get("balance", "0")
            if known(balance) is None:
                self.plain_number(balance, "{!r}'s balance", name)
            end = get("endbalance")
            if end is not None:
                if known(end) is None:
                    self.plain_number(end, "{!r}'s endbalance", name)
                ends[name] = (end, seat)
            raw_seats.append(
                (int(get("num", "0")), name, balance, get("dealer") == "true", get("sittingout") == "true")
            )
        by_seat = dict(zip(map(str, map(_FIRST, raw_seats)), map(_PLAYER, raw_seats), strict=True))
        if len(by_seat) != len(raw_seats) or len(set(by_seat.values())) != len(raw_seats):
            raise self.fail("two players at one seat, or one name at two seats")
        amounts = list(map(_BALANCE, raw_seats))
        amounts.extend([end for end, _ in ends.values()])
        steps: list[tuple[int, str, str, str | None, Element]] = []
        wins: list[tuple[str, str]] = []
        for action in play:
            if action.tag != "Action":
                continue  # (named by strays)
            get = action.attrib.get
            kind_text = get("type", "")
            if kind_text == "Win":
                for paid in action.iter("Seat"):
                    winner = by_seat.get(paid.get("num", ""))
                    if winner is None:
                        raise self.fail(f"a win paid to seat {paid.get('num')!r}, where nobody sits")
                    won = paid.get("amount", "0")
                    if known(won) is None:
                        self.plain_number(won, "a win")
                    amounts.append(won)
                    wins.append((winner, won))
                continue
            raw = get("value")
            if raw is not None:  # (None: nothing, 0, which needs no places and reads the same however it is looked up)
                if raw not in WHOLE:
                    self.plain_number(raw, "the {} action's value", kind_text)
                if kind_text in _BETS_AND_MONEY:
                    amounts.append(raw)
            steps.append((int(get("seq", "0")), kind_text, get("seat", ""), raw, action))
        money = game.get("istournament") != "1"
        stakes_text = game.get("stakes", "")
        for part in stakes_text.split("|"):
            if part:
                if known(part) is None:
                    self.plain_number(part, "the stakes")
                amounts.append(part)
        least = 2 if money else 0
        if _WORDS.search(self.text) is not None:  # (a '>' in an attribute's value is no such text)
            self.words_between(game)
        read = (game, raw_seats, by_seat, steps, wins, money, stakes_text, ends)
        try:  # most hands: every amount read before at the room's least places, looked up in their table
            return self.build(*read, least, self.least_table(least), self.unread)
        except READ_AGAIN:  # an amount not in that table, or a broken hand: read again, every amount's places first
            pass
        return self.build(*read, *self.hand_scale(amounts, least), self.scaled)

    def build(
        self,
        game: Element,
        raw_seats: list[tuple[int, str, str, bool, bool]],
        by_seat: dict[str, str],
        steps: list[tuple[int, str, str, str | None, Element]],
        wins: list[tuple[str, str]],
        money: bool,
        stakes_text: str,
        ends: dict[str, tuple[str, Element]],
        scale_places: int,
        value: dict[str, int],
        scaled: Scaled,
    ) -> HandRecord:
        """The hand's record from the seats, steps and wins :meth:`read` found, its amounts
        ``value``'s (see :meth:`XmlGame.least_table`), each one :meth:`read` counts looked up."""
        scale = 10**scale_places
        street = "preflop"
        board: list[str] = []
        hole: dict[str, str] = {}
        shown: set[str] = set()
        mucked: set[str] = set()
        returned: dict[str, int] = {}
        actions: list[Action] = []
        add = actions.append
        totals: dict[str, int] = {}
        high = 0  # the most a player has put in on the street
        dead: dict[str, int] = {}
        folded: set[str] = set()
        total = 0
        unparsed: list[tuple[int, str]] = []
        fees: dict[str, int] = {}  # each player's bad-beat fee

        def amount_of(raw: str) -> int:  # (an amount read counts: in value, or scaled's)
            known = value.get(raw)
            return scaled(raw, "an amount", scale) if known is None else known

        stakes = tuple([amount_of(part) for part in stakes_text.split("|") if part])  # (each one of the amounts)
        big = stakes[-1] if stakes else 0
        street_totals = game.get("hhversion") is None  # before hhversion 2: Call and Raise name the street total
        steps.sort(key=_FIRST)
        for _, kind_text, at_seat, raw, element in steps:
            if kind_text in _STREETS:
                street = _STREETS[kind_text]
                totals = {}
                high = 0
                board.extend(self.cards(element).split())
                continue
            player = by_seat.get(at_seat)
            if player is None:
                if kind_text in _QUIET and not at_seat:
                    continue
                raise self.fail(f"a {kind_text} action by seat {at_seat!r}, where nobody sits")
            name = player
            if raw is None and kind_text in _PASSIVE:  # a fold or a check (most actions): nothing to add up
                passive = _PASSIVE[kind_text]
                add(_new(Action, (street, name, passive, 0, None, False, None, None, 0)))
                if passive is _FOLD:
                    folded.add(name)
                continue
            if kind_text in _QUIET:
                cards = self.cards(element)
                if cards:
                    hole[name] = cards
                if kind_text == "ShowCards":
                    shown.add(name)
                elif kind_text == "MuckCards":
                    mucked.add(name)
                continue
            amount = value.get("0" if raw is None else raw)
            if amount is None:
                amount = scaled(raw, "the {} action's value", scale, kind_text)
            if kind_text == "MoneyReturned":
                returned[name] = returned.get(name, 0) + amount
                continue
            if kind_text == "BadBeatContribution":  # the jackpot's fee: from the stack, never in the pot
                fees[name] = fees.get(name, 0) + amount
                continue
            kind = _KINDS.get(kind_text)
            if kind is None:
                unparsed.append((self.line, f"the action {kind_text!r}"))
                continue
            if kind is _ANTE:
                add(_new(Action, (street, name, kind, amount, None, False, None, None, 0)))
                total += amount
                continue
            if kind_text == "PostedToPlay" and amount < big:  # a small blind posted out of place: dead
                add(_new(Action, (street, name, _DEAD, amount, None, False, None, None, 0)))
                dead[name] = amount
                total += amount
                continue
            before = totals.get(name, 0)
            all_in = kind_text == "AllIn"
            if street_totals and (kind is _CALL or kind is _RAISE) and not all_in:
                amount -= before
                if amount < 0:
                    raise self.fail(f"{name!r}'s {kind_text} to {raw}, under what they already put in")
            now = totals[name] = before + amount
            if all_in:
                kind = _CALL if now <= high else _RAISE if high else _BET
            elif kind is _FOLD:
                folded.add(name)
            if kind is _BET and high and street == "preflop":
                kind = _RAISE
            add(
                _new(
                    Action,
                    (
                        street,
                        name,
                        kind,
                        amount,
                        now if kind is _BET or kind is _RAISE else None,
                        all_in,
                        None,
                        None,
                        0,
                    ),
                )
            )
            total += amount
            if now > high:
                high = now
        paid = [(name, amount_of(won)) for name, won in wins]
        if ends and not unparsed:  # (an action not read may be the chips an endbalance misses: that is the reason)
            self.check_ends(ends, raw_seats, actions, paid, returned, fees, street_totals, amount_of, scale_places)
        collected = tuple([_new(Collection, (name, won, "pot", 1, 0)) for name, won in paid if won])
        rake = self.whole(game.get("rake", "0"), "the rake") * scale // 100 if money else 0
        in_hand = set(map(_PLAYER, actions))
        seated = sorted(raw_seats)
        in_seats = list(map(_PLAYER, seated))  # (the names, seat by seat)
        contenders = [name for name in in_seats if name in in_hand and name not in folded]
        showdown = len(contenders) > 1
        game_name = _game_name(game.get("gametype") or "")
        symbol = _symbol(game.get("currencysymbol", ""))
        tournament = None if money else (game.get("tablename") or "tournament")
        return HandRecord(  # (made here, not by XmlGame.hand: one mapping of the fields fewer)
            *self.head,
            encoding=self.encoding,
            game=game_name,
            game_text=f"{game.get('gametype', '')} {game.get('betlimit', '')} {stakes_text}".strip(),
            structure=_STRUCTURES.get(game.get("betlimit", ""), ""),
            stakes=stakes,
            currency=_CURRENCIES.get(symbol) if money else None,
            currency_symbol=symbol or None if money else None,
            unit=UNIT[scale_places],
            tournament=tournament,
            table=game.get("tablename") or None,
            max_seats=int(game.get("tablesize", "0")) or None,
            button=next(compress(map(_FIRST, raw_seats), map(_DEALER, raw_seats)), None),
            seats=tuple(
                map(
                    _new,
                    repeat(Seat),
                    zip(
                        map(_FIRST, seated),
                        in_seats,
                        map(amount_of, map(_BALANCE, seated)),
                        map(_OUT, seated),
                        strict=True,
                    ),
                )
            ),
            actions=tuple(actions),
            boards=(" ".join(board),),
            hole=hole,
            shown=frozenset(shown.intersection(contenders)) if showdown else frozenset(),
            mucked=frozenset(mucked.intersection(contenders).difference(shown)) if showdown else frozenset(),
            returned=returned,
            dead=dead,
            collected=collected,
            total_pot=total,
            rake=rake,
            unparsed=tuple(unparsed),
        )

    def check_ends(
        self,
        ends: dict[str, tuple[str, Element]],
        raw_seats: list[tuple[int, str, str, bool, bool]],
        actions: list[Action],
        paid: list[tuple[str, int]],
        returned: dict[str, int],
        fees: dict[str, int],
        old: bool,
        amount_of: Callable[[str], int],
        places: int,
    ) -> None:
        """Each seat's ``endbalance`` (its stack after the hand) against its ``balance`` less
        what it put in and its bad-beat fee, plus what it was paid and got back: the first that
        differs makes the hand NOT AUDITABLE, its seat quoted (a seat that puts nothing in and
        gets nothing is not checked: sitting out, the room writes it leaving, 0.00, or adding
        chips meanwhile; nothing in the hand says a seat dealt in cannot be topped up alike).
        Before hhversion 2 (``old``) the bet nobody called is in no ``Win`` and no
        ``MoneyReturned``: the chips that one player put in beyond everyone else are his again."""
        put: dict[str, int] = {}
        for name, amount in map(_PLAYER_AMOUNT, compress(actions, map(_AMOUNT, actions))):  # (those with chips)
            put[name] = put.get(name, 0) + amount
        got = dict(returned)
        for name, won in paid:
            got[name] = got.get(name, 0) + won
        if old and not returned and put:
            most = max(put.values())
            top = [name for name, amount in put.items() if amount == most]
            if len(top) == 1:
                got[top[0]] = got.get(top[0], 0) + most - max([0, *(v for n, v in put.items() if n != top[0])])
        for _, name, balance, _, _ in raw_seats:
            said = ends.get(name)
            if said is None or (name not in put and name not in got):  # (a seat with no chips in the hand)
                continue
            before = amount_of(balance)
            change = got.get(name, 0) - put.get(name, 0) - fees.get(name, 0)
            end = amount_of(said[0])
            if end != before + change:
                line, quoted = self.stray_line(said[1], None, "")
                raise HandHistoryError(
                    f"the room's figures disagree: the endbalance {said[0]} of {name!r} is not the balance {balance}"
                    f" less the {_text(put.get(name, 0) + fees.get(name, 0), places)} put in, plus the"
                    f" {_text(got.get(name, 0), places)} paid and given back: {quoted.removesuffix(' ()')}",
                    self.source,
                    self.hand_id,
                    line,
                    "chips do not add up",
                )

    def words_between(self, game: Element) -> None:
        """Raises for the first words the game holds outside any tag (``<Action .../> all in``):
        XML keeps them as an element's text, which no rule reads."""
        for element in game.iter():
            for words in (element.text, element.tail if element is not game else None):
                if words is not None and words.strip():
                    line, quoted = self.stray_line(element, None, "")
                    raise self.fail(
                        f"words no rule reads, {shorten(words.strip())!r}, by {quoted.removesuffix(' ()')}", line
                    )


_WORDS: Final = re.compile(r">[ \t\r\n]*+[^<\s]")
"""Words between two tags (the rare hit, a ``>`` in an attribute's value, is looked at in the tree)."""
_FIRST: Final = itemgetter(0)
_AMOUNT, _PLAYER_AMOUNT = itemgetter(3), itemgetter(1, 3)
"""An action's amount; its player and amount."""
_PLAYER: Final = itemgetter(1)
_BALANCE, _DEALER, _OUT = itemgetter(2), itemgetter(3), itemgetter(4)
"""A seat's balance as written, whether it holds the button, whether it sits out (as :meth:`_Game.read` finds them)."""
"""An action's player."""
_PASSIVE: Final = {"Fold": ActionKind.FOLD, "Check": ActionKind.CHECK}
_MONEY: Final = frozenset(("MoneyReturned", "BadBeatContribution"))
"""The actions that move chips and are no bets (their amounts count for the hand's decimals)."""
_BETS_AND_MONEY: Final = frozenset(_KINDS) | _MONEY
_new: Final = tuple.__new__
_ANTE, _DEAD, _FOLD = ActionKind.ANTE, ActionKind.DEAD_BLINDS, ActionKind.FOLD
_CALL, _BET, _RAISE = ActionKind.CALL, ActionKind.BET, ActionKind.RAISE


def _text(units: int, places: int) -> str:
    """An amount in units as the room writes it (``places`` decimals: 350, 2 places: ``3.50``)."""
    return f"{Decimal(units).scaleb(-places):f}"


def _game_name(gametype: str) -> str | None:
    """pokerrank's name for a ``gametype`` (``Hold'em``, ``Omaha H/L``), once for each."""
    if gametype in _GAME_NAMES:
        return _GAME_NAMES[gametype]
    lowered = gametype.lower()
    title = lowered.removeprefix("multi table ")  # the whole title: "Hold'em Wild" is no Hold'em
    known = next((name for key, name in _GAMES if key == title), None)
    if len(_GAME_NAMES) < 1_000:
        _GAME_NAMES[gametype] = known
    return known


def _symbol(currencysymbol: str) -> str:
    """The currency symbol a ``currencysymbol`` writes in base64 (``rCA=``: €), once for each."""
    known = _SYMBOLS.get(currencysymbol)
    if known is None:
        known = _unbase64(currencysymbol).strip()
        if len(_SYMBOLS) < 1_000:
            _SYMBOLS[currencysymbol] = known
    return known


_GAME_NAMES: dict[str, str | None] = {}
_SYMBOLS: dict[str, str] = {}


def _unbase64(text: str) -> str:
    """A base64 UTF-16 text as the format writes names and symbols ("" when it is not one)."""
    try:
        return base64.b64decode(text, validate=True).decode("utf-16-le")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return ""
