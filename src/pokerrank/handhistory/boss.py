"""The Boss Media network's XML hand histories (Boss Poker and its skins: Espacejeux, Opoker,
Svenska Spel; 2009-2016).

A Boss file holds ``<HISTORY ID="..." GAME="GAME_THM" GAMEKIND="GAMEKIND_CASH"
TABLECURRENCY="SEK" LIMIT="PL" STAKES="5.00/10.00" DATE="...">`` elements (alone, or in a
``<ROOT>``): the ``<PLAYER NAME SEAT AMOUNT STATE DEALER>`` rows, then ``<ACTION TYPE=...>`` in
the order played (``HAND_BLINDS`` with ``KIND`` ``HAND_SB``, ``HAND_BB``, ``HAND_DSB`` a dead
small blind, ``HAND_AB`` a blind posted to come in; ``HAND_ANTE``; ``ACTION_FOLD``, ``_CHECK``,
``_CALL``, ``_BET``, ``_RAISE``, ``_ALLIN``; ``HAND_BOARD`` for each street with the board so
far, the pot and the rake taken so far; ``CHANGECARD`` a draw), then ``<SHOWDOWN POT RAKE>``
with a ``<RESULT PLAYER WIN>`` for every player: what the room paid them. A board's or the
showdown's ``MAINPOT`` (with ``LEFTPOT`` and ``RIGHTPOT``) must add up to its ``POT``, and the
``<HISTORY>``'s ``POT`` be the showdown's; a board's ``POT`` and ``RAKE`` (the rake so far)
add up to what the actions put in before it (:meth:`_Game.check_boards`). A card is
``<CARD LINK="n">``: n = 13 × suit + rank, suits in the order diamonds, clubs, hearts, spades
and ranks ace, 2, ..., king (``LINK="25"`` is the king of clubs); ``b`` is a card face down.

Amounts: the files with ``BET=`` and ``POT=`` on ``<HISTORY>`` (the export of 2014 on) give a
call as the chips it adds and a raise or an all-in as the player's total on the street; the
files without (2010-2013) give every call, bet, raise and all-in as the street total.

The tournament export of 2011 (a tournament ``<HISTORY>`` with neither ``BET=`` nor
``ENDTIME=``) leaves the antes out; the pot it prints holds them: when what the pot holds
beyond the actions shares evenly among the players dealt in, that share is each one's ante,
else the hand is NOT AUDITABLE, the chips do not add up (the amounts named), as is one whose
printed pot is less than its actions put in. In any other export, whose record is whole
without the printed pot, a pot that holds more or less than the actions is quoted as a line
no rule reads (the record kept). That export prints each stack after its ante, and a blind
or an ante whole where the player posts it all in for less; a player shown with no chips who
puts chips in has a stack the file does not know (``extra["stack_unknown"]``). A second
``HAND_SB`` (a player coming in who posts the small blind too) is dead money, as ``HAND_DSB``
is; a ``HAND_AB`` (a blind posted to come in) over the big blind posted is both blinds together,
the small one dead (``VALUE="15.00"`` at 5/10: 10 live, 5 dead; a call to 20 then adds 10).

Rules of the network (docs/RULES.md): the rake is printed (``RAKE``, taken from the pot as it
grows: ``HAND_BOARD`` shows it after each street); ``WIN`` is after rake and holds the bet
nobody called (there is no separate line for it).

>>> text = '''<HISTORY ID="7" GAME="GAME_THM" GAMEKIND="GAMEKIND_CASH" TABLECURRENCY="EUR"
... LIMIT="NL" STAKES="1.00/2.00" DATE="1392720085" BET="4.00" POT="7.80" WIN="7.80" LOSS="0.00">
... <PLAYER NAME="ann" SEAT="1" AMOUNT="100.00" STATE="STATE_PLAYING" DEALER="Y"></PLAYER>
... <PLAYER NAME="bob" SEAT="2" AMOUNT="100.00" STATE="STATE_PLAYING" DEALER="N"></PLAYER>
... <ACTION TYPE="HAND_BLINDS" PLAYER="ann" KIND="HAND_SB" VALUE="1.00"></ACTION>
... <ACTION TYPE="HAND_BLINDS" PLAYER="bob" KIND="HAND_BB" VALUE="2.00"></ACTION>
... <ACTION TYPE="ACTION_RAISE" PLAYER="ann" VALUE="4.00"></ACTION>
... <ACTION TYPE="ACTION_CALL" PLAYER="bob" VALUE="2.00"></ACTION>
... <ACTION TYPE="HAND_BOARD" VALUE="BOARD_FLOP" POT="7.80" RAKE="0.20">
... <CARD LINK="0"></CARD><CARD LINK="14"></CARD><CARD LINK="51"></CARD></ACTION>
... <ACTION TYPE="ACTION_CHECK" PLAYER="bob"></ACTION><ACTION TYPE="ACTION_BET" PLAYER="ann" VALUE="5.00"></ACTION>
... <ACTION TYPE="ACTION_FOLD" PLAYER="bob"></ACTION>
... <SHOWDOWN NAME="HAND_SHOWDOWN" POT="7.80" RAKE="0.20"><RESULT PLAYER="ann" WIN="12.80" HAND=""></RESULT>
... <RESULT PLAYER="bob" WIN="0.00" HAND="$(STR_G_FOLD)"></RESULT></SHOWDOWN></HISTORY>'''
>>> hand = next(read_boss(text))
>>> hand.site, hand.game, hand.boards, [hand.format_money(a.amount) for a in hand.actions][2:4]
('Boss', 'holdem', ('Ad 2c Ks',), ['€3', '€2'])
>>> from pokerrank.handhistory.audit import audit_hand
>>> verdict = audit_hand(hand)
>>> verdict.outcome.value, [(p.player, hand.format_money(p.paid)) for p in verdict.payouts]
('match', [('ann', '€12.80')])
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import chain, compress, repeat
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING, Final, cast

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory._posts import posts_checked
from pokerrank.handhistory._xmlgame import (
    READ_AGAIN,
    UNIT,
    WHOLE,
    Scaled,
    Shape,
    XmlGame,
    _quoted,
    betting_checked,
    element_lines,
    read_games,
    read_number,
)
from pokerrank.handhistory.records import Action, ActionKind, Collection, HandRecord, Seat, button_by_blinds
from pokerrank.handhistory.verdicts import INCONSISTENT, UNPARSED

if TYPE_CHECKING:
    from xml.etree.ElementTree import Element

__all__ = ["looks_like_boss", "read_boss"]

_KINDS: Final[dict[str, ActionKind]] = {
    "ACTION_FOLD": ActionKind.FOLD,
    "ACTION_CHECK": ActionKind.CHECK,
    "ACTION_CALL": ActionKind.CALL,
    "ACTION_BET": ActionKind.BET,
    "ACTION_RAISE": ActionKind.RAISE,
    "ACTION_ALLIN": ActionKind.CALL,  # by what it comes to (see _Game.read)
}
_BLINDS: Final = {
    "HAND_SB": ActionKind.SMALL_BLIND,
    "HAND_BB": ActionKind.BIG_BLIND,
    "HAND_AB": ActionKind.BIG_BLIND,
    "HAND_DSB": ActionKind.DEAD_BLINDS,
}
_STREETS: Final = {"BOARD_FLOP": "flop", "BOARD_TURN": "turn", "BOARD_RIVER": "river"}
_GAMES: Final = {
    "GAME_THM": ("holdem", "board"),
    "GAME_OMA": ("omaha", "board"),
    "GAME_OMAHL": ("omaha-hi-lo", "board"),
    "GAME_FCD": ("five-card-draw", "draw"),
}
_NOT_AMOUNTS: Final = frozenset(("HAND_BOARD", "HAND_DEAL", "CHANGECARD"))
"""The actions whose ``VALUE`` is no amount (``BOARD_FLOP``) or is never read."""
_STRUCTURES: Final = {"NL": "no-limit", "PL": "pot-limit", "FL": "limit"}
_SUITS: Final = "dchs"
_RANKS: Final = "A23456789TJQK"
_LINKS: Final = {str(n): _RANKS[n % 13] + _SUITS[n // 13] for n in range(52)} | {"b": "?"}
"""Each card as ``LINK`` writes it (``b``: face down)."""
_TO_TOTAL: Final = frozenset(("ACTION_RAISE", "ACTION_ALLIN"))
"""The actions whose amount is the player's street total in every export."""
_TOTALS_BEFORE_2014: Final = frozenset(("ACTION_CALL", "ACTION_BET"))
"""The actions whose amount is the street total in the export before 2014 too."""
_new: Final = tuple.__new__
_ANTE, _DEAD, _SMALL_BLIND, _BIG = ActionKind.ANTE, ActionKind.DEAD_BLINDS, ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND
_CALL, _BET, _RAISE, _FOLD = ActionKind.CALL, ActionKind.BET, ActionKind.RAISE, ActionKind.FOLD
_STRAY: Final = ("VALUE", "WIN", "RAKE")
"""The attributes whose amounts count for the hand's places (a ``VALUE`` unless its ``TYPE``
is one of :data:`_NOT_AMOUNTS`), on any element but a card."""
_STRAY_SHOWDOWN: Final = ("VALUE", "WIN")
"""Those of ``<SHOWDOWN>`` not read otherwise (its ``RAKE`` is, and its ``POT``)."""
_STRAY_RESULT: Final = ("VALUE", "RAKE")
"""Those of ``<RESULT>`` not read otherwise (its ``WIN`` is)."""
_STRAY_ACTION: Final = ("WIN", "RAKE")
"""Those of ``<ACTION>`` not read otherwise (its ``VALUE`` is, where it is an amount)."""
_FIGURES: Final = ("MAINPOT", "LEFTPOT", "RIGHTPOT", "POT", "BET", "LOSS")
"""The figures of what a hand came to that :meth:`_Game.read` counts the places of (the pot a
board or the showdown says and its parts, the ``HISTORY``'s own pot, bet and loss)."""
_SIDE_POTS: Final = ("LEFTPOT", "RIGHTPOT")
"""The side pots a board or the showdown may name (every shared file writes them empty: none)."""
_HISTORY_FIGURES: Final = ("POT", "BET", "LOSS")
"""The ``HISTORY``'s figures read as amounts (``WIN`` is among :data:`_STRAY`): its ``POT`` is
the showdown's; what its ``BET``, ``WIN`` and ``LOSS`` are of (the player who saved the file,
not named) is not checked."""
_SHAPE: Final = Shape(
    "HISTORY",
    {
        "HISTORY": (
            "PLAYER ACTION SHOWDOWN",
            "ID SESSION TABLE GAME GAMETYPE GAMEKIND TABLECURRENCY LIMIT STAKES DATE ENDTIME BET POT WIN LOSS"
            " TABLETOURNEYID",
        ),
        "PLAYER": ("", "NAME SEAT AMOUNT STATE DEALER BLINDSTATE"),
        "ACTION": ("CARD", "TYPE PLAYER KIND VALUE POT RAKE MAINPOT LEFTPOT RIGHTPOT COUNT"),
        "CARD": ("", "LINK"),
        "SHOWDOWN": ("RESULT", "NAME POT RAKE MAINPOT LEFTPOT RIGHTPOT STARTING"),
        "RESULT": ("CARD", "PLAYER WIN HAND HANDEXT WINCARDS WINTYPE"),
    },
)
"""The elements and attributes of a Boss ``<HISTORY>`` (the exports of 2010 to 2016):
anything else in a hand is named (:meth:`XmlGame.strays`)."""
_PLAYER_FIELDS, _ACTION_FIELDS, _SHOWDOWN_FIELDS, _RESULT_FIELDS, _CARD_FIELDS = (
    _SHAPE.attributes[tag] for tag in ("PLAYER", "ACTION", "SHOWDOWN", "RESULT", "CARD")
)
_ATTRIB: Final = attrgetter("attrib")


def _plain(game: Element) -> bool:
    """Whether every element of ``game`` stands where :data:`_SHAPE` puts it and carries the
    attributes it lists (then :meth:`XmlGame.strays` finds nothing), the elements of each tag
    looked at together: the game's players, actions and showdowns must be all it holds, the
    showdowns' results all they hold, and the cards the actions and results hold every element
    below those, each a ``<CARD LINK>`` (the game's own attributes are its header, which the
    careful walk does not judge either)."""
    if game.tag != "HISTORY":
        return False
    players, actions, showdowns = game.findall("PLAYER"), game.findall("ACTION"), game.findall("SHOWDOWN")
    if len(players) + len(actions) + len(showdowns) != len(game) or any(map(len, players)):
        return False
    results = list(chain.from_iterable(showdowns))
    if (
        not _PLAYER_FIELDS.issuperset(chain.from_iterable(map(_ATTRIB, players)))
        or not _ACTION_FIELDS.issuperset(chain.from_iterable(map(_ATTRIB, actions)))
        or not _SHOWDOWN_FIELDS.issuperset(chain.from_iterable(map(_ATTRIB, showdowns)))
        or not _RESULT_FIELDS.issuperset(chain.from_iterable(map(_ATTRIB, results)))
        or any(result.tag != "RESULT" for result in results)
    ):
        return False
    held = sum(map(len, actions)) + sum(map(len, results))  # (what the actions and results hold: cards alone)
    if len(list(game.iter())) != 1 + len(game) + len(results) + held:  # (nothing below a held element)
        return False
    cards = list(game.iter("CARD"))
    return len(cards) == held and _CARD_FIELDS.issuperset(chain.from_iterable(map(_ATTRIB, cards)))


_SEAT, _NAME, _CHIPS, _DEALER = itemgetter(0), itemgetter(1), itemgetter(2), itemgetter(3)
"""A seat's number, name, chips and whether it holds the button, as :meth:`_Game.read` finds them."""
_QUIET: Final = {"ACTION_FOLD": ActionKind.FOLD, "ACTION_CHECK": ActionKind.CHECK}
"""The actions that put nothing in, where they name no ``VALUE``."""


class _Game(XmlGame):
    site = "Boss"
    format = "boss"
    tag = "HISTORY"
    id_attribute = "ID"
    named: tuple[str | None, str] = (None, "")
    """The game its ``HISTORY`` names and that text (``GAME_THM NL 100.00/200.00``), for the
    record of a hand that cannot be read (:meth:`record`)."""

    def record(self) -> HandRecord:
        """:meth:`XmlGame.record`; a hand that cannot be read keeps the game its ``HISTORY``
        names, as PokerStars' first line (what the first line said, for the counts by game)."""
        record = read = super().record()
        if read.error is None:  # the forced bets against the rules (the blinds' sizes aside: a
            # hand's amounts may outrun its STAKES' places)
            record = posts_checked(read, quote=lambda action: self.event(read, action))
            record = betting_checked(record, quote=lambda action: self.event(read, action))
        if record.error is not None and record.game is None:
            record.game, record.game_text = self.named
        return record

    def event(self, record: HandRecord, action: Action) -> tuple[int, str]:
        """The line of the ``<ACTION>`` that is ``action`` of ``record`` and that element quoted
        (a refusal names it, as it names a stray): a player's antes are their ``HAND_ANTE``
        elements in order, their other actions their other ``<ACTION>`` elements the reader
        makes an action of, in order (not a ``HAND_DEAL``, a ``HAND_BOARD`` nor a type it does
        not know). The line is the one the parser met the element on
        (:func:`~pokerrank.handhistory._xmlgame.element_lines`: a tag in a comment is none).
        Where the counts differ (the antes the 2011 tournament export leaves out, which have
        no element), the hand's first line, nothing quoted."""
        game = self.parse()
        events = list(game.iter("ACTION"))
        name, ante = action.player, action.kind is _ANTE
        own = [
            event
            for event in events
            if event.get("PLAYER") == name and _acts(event) and (event.get("TYPE") == "HAND_ANTE") is ante
        ]
        mine = [done for done in record.actions if done.player == name and (done.kind is _ANTE) is ante]
        k = next((k for k, done in enumerate(mine) if done is action), -1)
        lines = element_lines(self.text, "ACTION")
        if len(own) != len(mine) or k < 0 or len(lines) != len(events):
            return self.line, ""
        element = own[k]
        return self.line + lines[events.index(element)] - 1, _quoted(element)

    def cards(self, element: Element) -> list[str]:
        """The cards under an element; ``?`` for one face down."""
        link = _LINKS.get
        known = [link(card.get("LINK", "")) for card in element.iter("CARD")]
        if None not in known:  # (every card as the export writes it)
            return known  # type: ignore[return-value]
        out = []
        for written in [card.get("LINK", "") for card in element.iter("CARD")]:
            card = link(written)
            if card is None:
                if not written.isdigit() or int(written) > 51:
                    raise self.fail(f"the card LINK={written!r}, which no deck holds")
                card = _LINKS[str(int(written))]
            out.append(card)
        return out

    def read(self) -> HandRecord:
        game = self.parse()
        kind_text = game.get("GAME", "")
        self.named = (
            _GAMES.get(kind_text, (None, ""))[0],
            f"{kind_text} {game.get('LIMIT', '')} {game.get('STAKES', '')}".strip(),
        )
        if not _plain(game):  # a hand not as the format writes it: each odd element named
            self.strays(game, _SHAPE)
        raw_seats: list[tuple[int, str, str, bool]] = []
        for player in game.iter("PLAYER"):
            get = player.attrib.get
            if get("STATE") in ("STATE_EMPTY", "STATE_RESERVED"):
                continue
            name = get("NAME", "")
            if not name:
                raise self.fail(f"seat {get('SEAT')!r} without a name")
            chips = get("AMOUNT", "0")
            if chips not in WHOLE:  # (each text read once)
                self.plain_number(chips, "{!r}'s chips", name)
            raw_seats.append((int(get("SEAT", "0")), name, chips, get("DEALER") == "Y"))
        names = set(map(_NAME, raw_seats))
        if len(names) != len(raw_seats):
            raise self.fail("one name at two seats")
        least = 2 if game.get("GAMEKIND") == "GAMEKIND_CASH" else 0
        try:  # most hands: every amount read before at the room's least places, looked up in their table
            return self.build(game, raw_seats, names, least, self.least_table(least), self.unread)
        except READ_AGAIN:  # an amount not in that table, or a broken hand: read again, every amount's places first
            pass
        amounts = {chips: "a player's chips" for _, _, chips, _ in raw_seats}  # each text: what it is
        owners = {chips: name for _, name, chips, _ in raw_seats[::-1]}  # each text: whose (the first seat's)

        def keep(text: str, what: str, player: str = "") -> None:
            """``text`` kept as ``what``, ``player``'s (where it is not yet: its first reading names it)."""
            if text not in amounts:
                amounts[text], owners[text] = what, player

        results = [result for showdown in game.findall("SHOWDOWN") for result in showdown]
        for element in (game, *game, *results):  # (the amounts the hand's elements carry; never a card's)
            attributes = element.attrib
            if "VALUE" in attributes or "WIN" in attributes or "RAKE" in attributes:  # (in this order)
                player = attributes.get("PLAYER", "")
                value = attributes.get("VALUE")
                if value is not None and attributes.get("TYPE") not in _NOT_AMOUNTS:
                    keep(value, "a VALUE", player)
                value = attributes.get("WIN")
                if value is not None:
                    keep(value, "a WIN", player)
                value = attributes.get("RAKE")
                if value is not None:
                    keep(value, "a RAKE")
            if element.tag == "SHOWDOWN":  # (the pot it prints: the one read)
                keep(attributes.get("POT", "0"), "the POT")
            if "MAINPOT" in attributes or "POT" in attributes or "BET" in attributes or "LOSS" in attributes:
                for key in _FIGURES:  # (the pots a board or the showdown says, the HISTORY's own figures)
                    value = attributes.get(key)
                    if value or (value is not None and key not in _SIDE_POTS):  # (an empty side pot: none)
                        keep(value, f"the {attributes.get('TYPE') or element.tag}'s {key}")
        for part in game.get("STAKES", "").split("/"):
            if part:
                keep(part, "the STAKES")
        scale_places, scale_value = self.hand_scale(amounts, least)
        if scale_places and not least:  # a tournament's chips are whole (each amount's places: read once already)
            self.fraction_of_chip(amounts, owners)
        return self.build(game, raw_seats, names, scale_places, scale_value, self.scaled)

    def fraction_of_chip(self, amounts: dict[str, str], owners: dict[str, str]) -> None:
        """Refuse a tournament hand with an amount that is a fraction of a chip (``250.01``):
        a tournament's chips are whole, and every shared Boss tournament writes them so
        (``250.00``); such an amount, of a post, a bet, a stack or a result, is no chip the
        table holds (a cent moved on a bet nobody called had MATCHed, only the hand's unit
        changing). NOT AUDITABLE, the amount and its player named (``amounts``: each text and
        what it is; ``owners``: the player of the seat or the element each was first read from,
        "" where none)."""
        raw, what = next((raw, what) for raw, what in amounts.items() if (read_number(raw) or (0, 0))[1])
        whose = owners.get(raw)
        said = f"{what} {raw!r}" + (f" ({whose}'s)" if whose else "")
        raise HandHistoryError(
            f"{said} is a fraction of a chip: a tournament's chips are whole",
            self.source,
            self.hand_id,
            self.line,
            INCONSISTENT,
        )

    def build(
        self,
        game: Element,
        raw_seats: list[tuple[int, str, str, bool]],
        names: set[str],
        scale_places: int,
        value: dict[str, int],
        scaled: Scaled,
    ) -> HandRecord:
        """The hand's record, its amounts in units of ``scale_places`` places (see
        :meth:`XmlGame.least_table`); every amount :meth:`read` counts the places of looked up."""
        kind_text = game.get("GAME", "")
        game_name, family = _GAMES.get(kind_text, (None, "board"))
        totals_always = game.get("BET") is None  # the export before 2014: every amount is the street total
        money = game.get("GAMEKIND") == "GAMEKIND_CASH"
        # the tournament export of 2011 (no ENDTIME=, no BET=): antes left out, stacks printed after them
        antes_left_out = not money and totals_always and game.get("ENDTIME") is None
        scale = 10**scale_places

        def units(raw: str | None, what: str, *about: object) -> int:
            known = value.get(raw)  # type: ignore[arg-type]
            return scaled(raw, what, scale, *about) if known is None else known

        def stray(attributes: dict[str, str], keys: tuple[str, ...]) -> None:
            """The amounts an element carries that the hand never uses: looked up all the same."""
            for key in keys:
                raw = attributes.get(key)
                if raw is not None and (key != "VALUE" or attributes.get("TYPE") not in _NOT_AMOUNTS):
                    units(raw, "an amount")

        stray(game.attrib, _STRAY)
        history = game.attrib
        if "POT" in history or "BET" in history or "LOSS" in history:  # (LOSS: every export; POT, BET: 2014 on)
            for key in _HISTORY_FIGURES:
                if key in history:
                    units(history[key], f"the HISTORY's {key}")

        def pots(attributes: dict[str, str], pot: int, where: str) -> None:
            """The pots ``where`` (a board, the showdown) says, ``MAINPOT`` and the side pots
            ``LEFTPOT`` and ``RIGHTPOT`` (empty: none), where it writes them, must add up to its
            ``POT``: else the file disagrees with itself."""
            main = attributes.get("MAINPOT")
            if main is None:
                return
            said = units(main, "the {}'s MAINPOT", where)
            for key in _SIDE_POTS:
                side = attributes.get(key)
                if side:
                    said += units(side, f"the {{}}'s {key}", where)
            if said != pot:
                written = " ".join(f'{key}="{attributes[key]}"' for key in ("POT", *_FIGURES[:3]) if key in attributes)
                raise HandHistoryError(
                    f"the room's figures disagree: the {where}'s pots add up to {_units(said, scale_places)}, but its"
                    f" POT is {_units(pot, scale_places)}: {shorten(written, 80)}",
                    self.source,
                    self.hand_id,
                    self.line,
                    "chips do not add up",
                )

        street = "deal" if family == "draw" else "preflop"
        draws = 0
        board: list[str] = []
        hole: dict[str, str] = {}
        dealt: list[str] = []
        actions: list[Action] = []
        add = actions.append
        totals: dict[str, int] = {}
        high = 0  # the most any player has put in on the street
        unparsed: list[tuple[int, str]] = []
        collected: list[Collection] = []
        shown: set[str] = set()
        rake = 0
        printed_pot: int | None = None
        stacks = {name: units(chips, "{!r}'s chips", name) for _, name, chips, _ in raw_seats}
        put: dict[str, int] = {}  # what each player's actions put in
        live: dict[str, int] = {}  # what each player bet, dead money apart: the bet nobody called is of it
        dead: dict[str, int] = {}
        folded: set[str] = set()
        small_blind = False  # whether a small blind was posted
        big_blind = small_size = 0  # the largest big blind posted (HAND_BB), the first small blind (HAND_SB)
        for element in game:  # (found first: a HAND_AB over the big blind is both blinds, wherever the HAND_BB)
            if element.tag == "ACTION" and element.get("TYPE") == "HAND_BLINDS":
                blind = element.get("KIND")
                if blind == "HAND_BB":
                    big_blind = max(big_blind, units(element.get("VALUE"), "the {} value", "HAND_BLINDS"))
                elif blind == "HAND_SB" and not small_size:
                    small_size = units(element.get("VALUE"), "the {} value", "HAND_BLINDS")
        boards: list[tuple[Element, int, str | None, int]] = []  # each board's POT, RAKE and the pot the actions made
        add_dealt, add_folded, link = dealt.append, folded.add, _LINKS.get
        for element in game:
            attributes = element.attrib
            if element.tag != "ACTION":
                if element.tag != "SHOWDOWN":
                    if "VALUE" in attributes or "WIN" in attributes or "RAKE" in attributes:
                        stray(attributes, _STRAY)
                    continue
                if "VALUE" in attributes or "WIN" in attributes:
                    stray(attributes, _STRAY_SHOWDOWN)
                for result in element:  # (a RESULT's WIN is read below)
                    carried = result.attrib
                    if "VALUE" in carried or "RAKE" in carried or ("WIN" in carried and result.tag != "RESULT"):
                        stray(carried, _STRAY if result.tag != "RESULT" else _STRAY_RESULT)
                    if result.tag == "SHOWDOWN":  # (a showdown in a showdown: its POT counts, as read counts it)
                        units(carried.get("POT", "0"), "the POT")
                self.one_result_each(element)
                rake = units(element.get("RAKE"), "the rake")
                printed_pot = units(element.get("POT"), "the pot") + rake
                pots(attributes, printed_pot - rake, "SHOWDOWN")
                for result in element.iter("RESULT"):
                    name = result.get("PLAYER", "")
                    if name not in names:
                        raise self.fail(f"a result of {name!r}, who is not at the table")
                    won = value.get(result.get("WIN"))  # type: ignore[arg-type]
                    if won is None:
                        won = scaled(result.get("WIN"), "{!r}'s win", scale, name)
                    if won:
                        collected.append(_new(Collection, (name, won, "pot", 1, 0)))
                    if not len(result):  # no cards shown (most results)
                        continue
                    faces = [link(card.get("LINK", "")) for card in result.iter("CARD")]
                    cards = self.cards(result) if None in faces else cast("list[str]", faces)
                    if cards and "?" not in cards:
                        hole[name] = " ".join(cards)
                        shown.add(name)
                continue
            get = attributes.get
            if "WIN" in attributes or "RAKE" in attributes:  # (HAND_BOARD's RAKE: the rake so far)
                stray(attributes, _STRAY_ACTION)
            type_ = get("TYPE", "")
            name = get("PLAYER", "")
            quiet = _QUIET.get(type_)
            if quiet is not None and name in names and get("VALUE") is None:  # a fold or check (most actions)
                add(_new(Action, (street, name, quiet, 0, None, False, None, None, 0)))
                if quiet is _FOLD:
                    add_folded(name)
                if name not in live:
                    live[name] = 0
                continue
            if type_ == "HAND_DEAL" and name in names:
                add_dealt(name)
                faces = [link(card.get("LINK", "")) for card in element.iter("CARD")]
                cards = self.cards(element) if None in faces else cast("list[str]", faces)
                if cards and "?" not in cards:
                    hole[name] = " ".join(cards)
                continue
            if type_ == "HAND_BOARD":
                if "POT" in attributes:  # the pot so far, after the rake so far
                    board_pot = units(get("POT"), "the {}'s POT", get("VALUE"))
                    pots(attributes, board_pot, "HAND_BOARD")
                    ranked = [*sorted(live.values(), reverse=True), 0, 0]
                    boards.append((element, board_pot, get("RAKE"), sum(put.values()) - ranked[0] + ranked[1]))
                if get("VALUE") in _STREETS:
                    street = _STREETS[get("VALUE", "")]
                    board = self.cards(element)
                else:  # a draw game's betting round ends: the draw comes
                    draws += 1
                    street = f"draw {draws}"
                totals = {}
                high = 0
                continue
            if name not in names:
                raise self.fail(f"the {type_} of {name!r}, who is not at the table")
            if type_ == "CHANGECARD":
                count = self.drawn(get("COUNT", "0"), "CHANGECARD", name, 5)  # (5-card draw)
                cards = self.cards(element)
                if cards and "?" not in cards:
                    hole[name] = " ".join(cards)
                kind = ActionKind.DISCARD if count else ActionKind.STAND_PAT
                add(_new(Action, (street, name, kind, 0, None, False, None, count, 0)))
                live[name] = live.get(name, 0)
                continue
            raw = get("VALUE")
            amount = value.get(raw)  # type: ignore[arg-type]
            if amount is None:
                amount = scaled(raw, "the {} value", scale, type_)
            if type_ == "HAND_ANTE":
                amount, short = self.held(name, amount, stacks, put, antes_left_out)
                add(_new(Action, (street, name, _ANTE, amount, None, short, None, None, 0)))
                live[name] = live.get(name, 0) + amount
                continue
            known = _BLINDS.get(get("KIND", "")) if type_ == "HAND_BLINDS" else _KINDS.get(type_)
            if known is None:
                unparsed.append((self.line, f"the action {type_!r} {get('KIND', '')}".strip()))
                continue
            kind = known
            if kind is _SMALL_BLIND:
                if small_blind:
                    kind = _DEAD  # a second small blind, posted to come in: dead, as HAND_DSB
                small_blind = True
            if kind is _DEAD:  # a missed small blind: dead money
                amount, short = self.held(name, amount, stacks, put, antes_left_out)
                add(_new(Action, (street, name, kind, amount, None, short, None, None, 0)))
                dead[name] = amount
                continue
            if kind is _BIG and type_ == "HAND_BLINDS" and get("KIND") == "HAND_AB" and 0 < big_blind < amount:
                if small_size and big_blind + small_size < amount:  # (over both blinds: refused; both: the small dead)
                    line, said = self.stray_line(element, None, f"{name!r} posts {get('VALUE')} to come in")
                    raise HandHistoryError(
                        f"line {line}: {said}: more than both blinds ({_units(small_size, scale_places)} and"
                        f" {_units(big_blind, scale_places)}): a player coming in posts the big blind, or both",
                        self.source, self.hand_id, line, INCONSISTENT,
                    )  # fmt: skip
                amount, short = self.held(name, amount, stacks, put, antes_left_out)
                add(_new(Action, (street, name, _DEAD, amount, None, short, None, None, 0)))
                dead[name] = dead.get(name, 0) + amount - min(amount, big_blind)
                live[name] = live.get(name, 0) + min(amount, big_blind)
                totals[name] = now = totals.get(name, 0) + min(amount, big_blind)
                high = max(high, now)
                continue
            before = totals.get(name, 0)
            if type_ in _TO_TOTAL or (totals_always and type_ in _TOTALS_BEFORE_2014):
                amount -= before  # the street total
                if amount < 0:
                    raise self.fail(f"{name!r}'s {type_} to {get('VALUE')}, under what they already put in")
            if antes_left_out and type_ == "HAND_BLINDS":
                amount, short = self.held(name, amount, stacks, put, True)
            else:  # (held, uncapped)
                put[name] = put.get(name, 0) + amount
                short = False
            now = totals[name] = before + amount
            if type_ == "ACTION_ALLIN":
                kind = _CALL if now <= high else _RAISE if high else _BET
            elif kind is _FOLD:
                add_folded(name)
            if kind is _BET and high:
                kind = _RAISE
            to = now if kind is _BET or kind is _RAISE else None
            add(_new(Action, (street, name, kind, amount, to, short or type_ == "ACTION_ALLIN", None, None, 0)))
            live[name] = live.get(name, 0) + amount
            high = max(totals.values()) if amount < 0 else now if now > high else high
        most = [*sorted(live.values(), reverse=True), 0, 0]
        total = sum(put.values())
        called = total - (most[0] - most[1])
        missing = printed_pot - called if printed_pot is not None else 0
        # a stack printed as 0 of a player who puts chips in: one the file does not know
        seated = sorted(raw_seats)
        in_seats = list(map(_NAME, seated))  # (the names, seat by seat)
        unknown = (
            [name for _, name, _, _ in seated if stacks[name] == 0 and put.get(name)] if 0 in stacks.values() else []
        )
        acted = live.keys() | dead.keys()
        antes = 0  # the antes the 2011 tournament export leaves out, each board's pot holds them
        uneven = ""  # why the pot it prints is not what the actions put in (with the antes it leaves out)
        if missing > 0 and antes_left_out and dealt:  # the 2011 export leaves the antes out: the pot holds them
            broke = [name for name in dealt if stacks[name] == 0 and not put.get(name)]
            ante, odd = divmod(missing, len(dealt))
            if broke:  # all in on the ante for what he had left: how much, the hand does not say
                uneven = (
                    f"the pot holds {_units(missing, scale_places)} no action put in (the antes, which this export"
                    f" leaves out), and {broke[0]!r}, shown with no chips, is dealt in: all in on an ante for what"
                    " he had left, how much the hand does not say, so neither is each one's ante"
                )
            elif odd:
                uneven = (
                    f"chips in the pot no action put in: {_units(missing, scale_places)} (the antes, which this"
                    f" export leaves out), not one ante each of the {len(dealt)} players dealt in"
                )
            else:  # and each stack is printed after its ante: the stack the hand began with holds it
                actions[:0] = [
                    _new(Action, ("preflop", name, _ANTE, ante, None, False, None, None, 0)) for name in dealt
                ]
                total += ante * len(dealt)
                antes = ante * len(dealt)
                acted |= set(dealt)
                for name in dealt:
                    if name not in unknown:
                        stacks[name] += ante
        elif missing < 0 and antes_left_out:
            uneven = (
                f"the pot it prints ({_units(printed_pot or 0, scale_places)}) is {_units(-missing, scale_places)}"
                f" less than the actions put in ({_units(called, scale_places)}), and the antes, which this export"
                " leaves out, only add to them"
            )
        elif missing > 0:  # another export: its record is whole without the printed pot, the sentence quoted
            unparsed.append((self.line, f"chips in the pot no action put in: {missing} units"))
        elif missing < 0:
            unparsed.append((self.line, f"the pot it prints is {-missing} units less than the actions put in"))
        if uneven:  # the 2011 export's antes are known from its printed pot alone: a pot they cannot
            # explain leaves the record's chips unknown, so there is no record to audit
            if unparsed:  # an action no rule reads may be the chips: that line is named first, the pot after it
                at, said = unparsed[0]
                unread = f"line {at} is not understood: {said[:80]!r} (and the chips do not add up: {uneven})"
                raise HandHistoryError(unread, self.source, self.hand_id, at, UNPARSED)
            raise HandHistoryError(uneven, self.source, self.hand_id, self.line, "chips do not add up")
        if boards and not unparsed:  # (a line no rule reads may be the chips a board's pot misses: it is named)
            self.check_boards(boards, rake, antes, units, scale_places)
        whole_pot = history.get("POT")
        if (
            whole_pot is not None
            and printed_pot is not None
            and units(whole_pot, "the HISTORY's POT") != printed_pot - rake
        ):
            raise HandHistoryError(
                f"the room's figures disagree: the HISTORY's POT={whole_pot!r}, but the SHOWDOWN's POT is"
                f" {_units(printed_pot - rake, scale_places)}",
                self.source,
                self.hand_id,
                self.line,
                "chips do not add up",
            )
        contenders = [name for name in in_seats if name in acted and name not in folded]
        showdown = len(contenders) > 1
        stakes_text = game.get("STAKES", "")
        stakes = tuple([value[part] for part in stakes_text.split("/") if part])  # (each one of the amounts)
        currency = game.get("TABLECURRENCY") or None
        seats = tuple(
            map(_new, repeat(Seat), zip(map(_SEAT, seated), in_seats, map(stacks.get, in_seats), repeat(False)))
        )
        button = next(compress(map(_SEAT, raw_seats), map(_DEALER, raw_seats)), None)
        if button is None:  # (no seat holds the DEALER mark: the small blind places the button, E4)
            button = button_by_blinds(seats, actions)
        return HandRecord(  # (made here, not by XmlGame.hand: one mapping of the fields fewer)
            *self.head,
            encoding=self.encoding,
            game=game_name,
            game_text=f"{kind_text} {game.get('LIMIT', '')} {stakes_text}".strip(),
            structure=_STRUCTURES.get(game.get("LIMIT", ""), ""),
            stakes=stakes,
            currency=currency if money else None,
            currency_symbol=None if not money or currency in ("USD", "EUR", "GBP") else f"{currency} ",
            unit=UNIT[scale_places],
            tournament=None if money else (game.get("TABLETOURNEYID") or game.get("TABLE") or "tournament"),
            table=game.get("TABLE") or None,
            button=button,
            seats=seats,
            actions=tuple(actions),
            boards=(" ".join(board),) if family == "board" else ("",),
            hole=hole,
            shown=frozenset(shown.intersection(contenders)) if showdown else frozenset(),
            mucked=frozenset(contenders).difference(shown) if showdown and shown else frozenset(),
            dead=dead,
            collected=tuple(collected),
            total_pot=total,
            rake=rake,
            unparsed=tuple(unparsed),
            extra={"stack_unknown": unknown[0]} if unknown else {},
        )

    def one_result_each(self, showdown: Element) -> None:
        """A ``SHOWDOWN`` (and each one in it) holds one ``RESULT`` a player at most (none for some
        players who folded; never two: the 140 shared hands hold none), else the record
        contradicts itself: NOT AUDITABLE, the second quoted (a result given to another player
        had MATCHed, paying the winner's ``WIN`` to a player who lost)."""
        for level in (showdown, *[inner for inner in showdown if inner.tag == "SHOWDOWN"]):
            seen: set[str] = set()
            for result in level:
                if result.tag != "RESULT":
                    continue
                name = result.get("PLAYER", "")
                if name in seen:
                    line, said = self.stray_line(result, None, f"a second RESULT of {name!r} in one SHOWDOWN")
                    raise HandHistoryError(
                        f"line {line}: {said}: the room writes one a player", self.source, self.hand_id, line,
                        INCONSISTENT,
                    )  # fmt: skip
                seen.add(name)

    def check_boards(
        self, boards: list[tuple[Element, int, str | None, int]], rake: int, antes: int, units: Scaled, places: int
    ) -> None:
        """Each board's ``POT`` (the pot so far, after the rake so far) and ``RAKE`` (the rake so
        far, from 2012 on) against the pot the actions made up to it (less the bet nobody could
        call) and the hand's rake: ``POT`` and ``RAKE`` must add up to that pot, the rake so far
        never shrink nor pass the hand's; a board without ``RAKE`` (the export of 2010-2011)
        must leave between nothing and the hand's rake of that pot out, and no less than the
        board before (``antes``: those the 2011 tournament export leaves out, in every board's
        pot; how much of the rake it took by then it does not say: a POT off by less
        than that is not seen). The first that differs is a file that disagrees with itself, quoted."""
        before = 0  # the rake so far at the board before
        for element, pot, raw_rake, made_by_actions in boards:
            made = made_by_actions + antes
            taken = made - pot if raw_rake is None else units(raw_rake, "the HAND_BOARD's RAKE")
            if raw_rake is not None and pot + taken != made:
                said, put = _units(pot + taken, places), _units(made, places)
                why = f"its POT and RAKE add up to {said}, but the actions put {put} in"
            elif not before <= taken <= rake:
                why = (
                    f"the rake so far would be {_units(taken, places)}, outside {_units(before, places)} (the board"
                    f" before) to {_units(rake, places)} (the hand's)"
                    + (f": the actions put {_units(made, places)} in" if raw_rake is None else "")
                )
            else:
                before = taken
                continue
            line, quoted = self.stray_line(element, None, "")
            raise HandHistoryError(
                f"the room's figures disagree: {why}: {shorten(quoted.removesuffix(' ()'), 100)}",
                self.source,
                self.hand_id,
                line,
                "chips do not add up",
            )

    @staticmethod
    def held(name: str, amount: int, stacks: dict[str, int], put: dict[str, int], cap: bool) -> tuple[int, bool]:
        """What of ``amount`` the player puts in (``put``: what they put in so far), and whether
        that makes them all in: with ``cap`` (a blind or an ante of the 2011 tournament export,
        which prints one whole where the player posts it all in for less), at most what their
        stack holds. A stack printed as 0 of a player who puts chips in is one the file does
        not know: the amount stands."""
        before = put.get(name, 0)
        held = stacks[name] - before
        short = cap and stacks[name] > 0 and held < amount
        if short:
            amount = held
        put[name] = before + amount
        return amount, short


def _units(amount: int, places: int) -> str:
    """An amount in a hand's units as the file writes it (``25``, ``0.40``).

    >>> _units(2500, 2), _units(25, 0), _units(-40, 2)
    ('25.00', '25', '-0.40')
    """
    whole, part = divmod(abs(amount), 10**places)
    sign = "-" if amount < 0 else ""
    return f"{sign}{whole}.{part:0{places}d}" if places else f"{sign}{whole}"


def read_boss(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of a Boss XML text (see the module docstring), each one's forced bets against
    the rules (:func:`~pokerrank.handhistory._posts.posts_checked`: docs/RULES.md, "Boss")."""
    return read_games(text, _Game, source, encoding)  # (each one's posts checked by _Game.record)


def looks_like_boss(text: str) -> bool:
    """Whether a text is Boss Media XML: a ``<HISTORY ID=... GAME="GAME_...">`` near its start,
    its attributes in any order (XML's order says nothing).

    >>> looks_like_boss('<ROOT><HISTORY ID="1" SESSION="s" GAME="GAME_THM">'), looks_like_boss("<a/>")
    (True, False)
    >>> looks_like_boss('<ROOT><HISTORY GAME="GAME_THM" SESSION="s" ID="1">'), looks_like_boss('<HISTORY ID="1">')
    (True, False)
    """
    return _LOOKS.search(text, 0, 5000) is not None


def _acts(event: Element) -> bool:
    """Whether the reader makes an action of an ``<ACTION>`` element (its player's)."""
    kind = event.get("TYPE", "")
    if kind == "HAND_BLINDS":
        return event.get("KIND", "") in _BLINDS
    return kind in _KINDS or kind in ("HAND_ANTE", "CHANGECARD")


_LOOKS: Final = re.compile(r'<HISTORY\s(?=[^>]*\bID="[^"]*")(?=[^>]*\bGAME="GAME_)')
