"""pokerrank's decision for a replayed hand: every pot, the rake, the runs, with ``showdown``.

A hand won without a showdown (one player left) needs no cards: every chip that was called
is that player's, less the rake. Any other hand is decided by :func:`pokerrank.showdown`
itself, with the hand's boards (run it twice), its rake (main pot first, RULES.md "Rake")
and its dead money (in the main pot).

The rake's split between pots needs the room's rate. Where the room printed each pot after
rake (``Main pot X. Side pot-1 Y.``), the rates that give that split are worked out (a
split no rate gives is not the room's policy: a mismatch), and the showdown takes the
lowest of them; otherwise the rate is the one the hand shows (rake over all the chips).

A pot run more than once is shared between the runs in equal parts, the odd chips to the
first runs (PokerStars' rule), except in the hands of :data:`RUNS_BY_SEAT`, which share it
as between tied winners: the odd chips go to the runs' winners in seat order from the
button's left (RULES.md, GGPoker). At the rooms of :data:`RAKE_IN_PROPORTION` the rake is
shared between the pots in proportion to their size, each side pot's share rounded down and
the rest from the main pot (RULES.md, Everest).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from pokerrank._checks import MAX_CHIPS, MAX_NAME_LENGTH, check_name
from pokerrank._showdown import _check_boards, _plans
from pokerrank._showdown.reasons import pot_name
from pokerrank._showdown.results import ShownHand
from pokerrank._showdown.sides import SidePlan, deal_hands, side_strengths
from pokerrank.cards import Card, parse_cards
from pokerrank.deal import Player
from pokerrank.errors import ChipAmountError, DealError, PokerRankError
from pokerrank.handhistory.records import ActionKind, HandRecord
from pokerrank.handhistory.replay import Replay
from pokerrank.handhistory.verdicts import language, money, say, separator
from pokerrank.handhistory.verdicts import pot_name as pot_label
from pokerrank.i18n.phrases import Phrase
from pokerrank.pots import Rake, build_pots, chip_amount, pot_parts, pot_rake, split_runs

if TYPE_CHECKING:
    from pokerrank._showdown import ShowdownResult
    from pokerrank.games import Game
    from pokerrank.hands import Hand

RunHands = tuple[dict[str, dict[str, ShownHand | None]], ...]
"""Each board's hands: board -> player -> side -> the hand (None: no qualifying hand)."""


class Strengths(NamedTuple):
    """What the quick path found deciding the chips alone (``hands=False``): each board's
    strengths of the players still in, side by side, and what makes a player's hands on a board
    when they are asked for (:meth:`hands_of`: the room's words for a strength not checked
    before). The same hands and strengths as :attr:`Decision.run_hands`' with ``hands=True``."""

    plans: list[SidePlan]
    sides: tuple[str, ...]
    """The sides' names, in the game's order."""
    live: list[str]
    """The players still in, in seat order."""
    holes: list[list[tuple[Card, ...]]]
    """Each board's hole cards of the players still in (a draw run more than once: each run's)."""
    boards: list[tuple[Card, ...]]
    runs: list[list[dict[str, int]]]
    """Each board's strengths: side -> player -> strength (a player without a qualifying hand left out)."""
    lang: str
    """The language of the hands' names."""

    def hands_of(self, board: int, player: str) -> dict[str, ShownHand | None]:
        """``player``'s hands on board ``board`` (0: the first), side by side (None: no
        qualifying hand): :func:`deal_hands` of their cards alone (each player's hand is made
        of their own cards and the board)."""
        hole = self.holes[board][self.live.index(player)]
        made = deal_hands(self.plans, [hole], self.boards[board])
        return {
            side: None if of_side[0] is None else _shown_hand(player, side, of_side[0].strength, of_side[0], self.lang)
            for side, of_side in zip(self.sides, made, strict=True)
        }


__all__ = ["RAKE_IN_PROPORTION", "RUNS_BY_SEAT", "Decision", "decide", "rake_rates"]

RAKE_IN_PROPORTION: Final = frozenset({"Everest"})
"""The rooms (``HandRecord.site``) that share the rake between the pots in proportion to their
size, each side pot's share rounded down and the odd cents from the main pot, rather than main
pot first (Everest: RULES.md). Where the room printed its pots, their split is the rule."""

RUNS_BY_SEAT: Final = {"GGPoker": "Fortune"}
"""The rooms (``HandRecord.site``) that give the odd chips of a pot run more than once to the
runs' winners in seat order from the button's left, as between tied winners, not to the
first runs, and the fee whose name on the totals line marks the room's software that does
(GGPoker's of 2025 names ``Fortune`` and ``Tax``; its files of 2021 pay the first run the
odd cent: RULES.md)."""


@dataclass
class Decision:
    """pokerrank's decision for a replayed hand, rake and runs included."""

    totals: dict[str, int]
    """What each player gets back: pots won (after rake) and bets nobody called."""
    pots: list[tuple[str, int, dict[str, int]]]
    """Each pot (once per board when the hand ran more than once): name, chips, awards."""
    rake: int
    result: ShowdownResult | None
    """The showdown (None when one player was left, or when the quick path decided)."""
    rake_note: str | None = None
    """Why the room's split of the rake is not the policy's, when it is not."""
    run_hands: RunHands = ()
    """Each board's hands (as :attr:`ShowdownResult.run_hands`); empty with one player left,
    and where the quick path decided a hand whose hands were not asked for (``hands=False``)."""
    strengths: Strengths | None = None
    """Where the quick path decided a hand whose hands were not asked for: the players'
    strengths, and their hands on demand (the audit checks the room's words by them)."""

    def explain(self, record: HandRecord, lang: str | None = "en") -> str:
        """The pots in words (in a language): how much each held and who the rules give it to."""
        parts = []
        for name, amount, awards in self.pots:
            who = ", ".join(say(lang, "award", player=p, amount=money(record, a, lang)) for p, a in awards.items() if a)
            pot = pot_label(lang, name)
            parts.append(say(lang, "pot", name=pot, amount=money(record, amount, lang), who=who or say(lang, "nobody")))
        if self.rake:
            parts.append(say(lang, "rake", amount=money(record, self.rake, lang)))
        return separator(lang).join(parts)


def decide(
    play: Replay,
    rake: int = 0,
    printed_pots: tuple[int, ...] = (),
    *,
    lang: str | None = "en",
    added: int = 0,
    hands: bool = True,
    shared: dict[str, Any] | None = None,
) -> Decision:
    """Decide every pot of a replayed hand (see the module docstring). ``printed_pots``: the
    room's pots after rake, when it printed them; ``added``: money the room added;
    ``hands=False``: the players' hands are not needed (no words of the room to check them
    against), only the chips: the quick path leaves :attr:`Decision.run_hands` empty and
    keeps the players' strengths, their hands made on demand (:attr:`Decision.strengths`).
    ``shared``: a dict kept by the caller between decisions of the same hand with other cards
    alone (the audit's tries of the cards a player never showed): what does not depend on
    the cards (the rake's rule) is worked out at the first and kept there."""
    dead = sum(play.dead.values()) + added
    if not play.showdown:  # one player left: every chip not returned is theirs, in one pot
        winner = play.contenders[0]
        totals = dict.fromkeys(play.players, 0)
        if play.uncalled:
            totals[play.uncalled[0]] += play.uncalled[1]
        pot = play.total - (play.uncalled[1] if play.uncalled else 0) + added
        totals[winner] += pot - rake
        pots = [("main pot", pot - rake, {winner: pot - rake})] if pot else []
        return Decision(totals, pots, rake, None)

    assert play.game is not None
    rule: int | Rake | None = None
    note = None
    if rake and shared is None and len(printed_pots) < 2:  # no split printed: the rate the hand shows
        rule = rake
    elif rake:
        key = (rake, printed_pots, added)
        shared = kept_for(shared, play)
        held = shared.get("rake") if shared is not None else None
        if held is None or held[0] != key:  # (the chips are the same for every try of ``shared``)
            bets = {name: play.put_in[name] - play.dead.get(name, 0) for name in play.players}
            held = (key, _rake_rule(play, rake, printed_pots, bets))
            if shared is not None:
                shared["rake"] = held
        rule, note = held[1]
    record = play.record
    run_cards = play.run_cards() if record.run_hole else None
    chip, odd_chip = _chip_rules(record)
    quick = _quick(play, rule, dead, lang, run_cards, hands) if chip == 1 and odd_chip == "wsop" else None
    if quick is not None:
        totals, pots, taken, run_hands, strengths = quick
        decided = Decision(totals, pots, taken, None, note, run_hands, strengths)
        return _room_rules(play, decided, None, dead, rule)
    players, folded_chips = _showdown_players(play)
    from pokerrank._showdown import showdown  # looked up here: what the quick path leaves to it

    result = showdown(
        play.game,
        None,
        [Player(*player) for player in players],
        boards=list(play.boards),
        button=play.record.button,
        odd_chip=odd_chip,
        chip=chip,
        lang=lang,
        rake=rule,
        dead=dead + folded_chips,
        run_cards=run_cards,
    )
    pots = [
        (pot.name if not pot.run else f"{pot.name}, board {pot.run}", pot.amount, pot.awards) for pot in result.pots
    ]
    totals = dict.fromkeys(play.players, 0)
    totals.update(result.totals)
    decided = Decision(totals, pots, result.rake, result, note, result.run_hands)
    return _room_rules(play, decided, players, dead + folded_chips, rule)


def _chip_rules(record: HandRecord) -> tuple[int, str]:
    """The smallest chip and the odd-chip policy of a hand (:func:`_smallest_chip`,
    :func:`odd_chip_policy`): a room's hand's, chip 1 and WSOP's odd chips, without asking.

    >>> from pokerrank.handhistory.records import HandRecord
    >>> _chip_rules(HandRecord("t", "1")), _chip_rules(HandRecord("t", "1", format="engine", extra={"chip": 25}))
    ((1, 'wsop'), (25, 'wsop'))
    """
    if record.format != "engine" and record.format != "phh":
        return 1, "wsop"
    return _smallest_chip(record), odd_chip_policy(record)


def _smallest_chip(record: HandRecord) -> int:
    """The smallest chip in play, in which odd chips are split: an engine hand's record keeps
    it in ``extra["chip"]`` (E14: a pot of 125 tied in a 25/50 game is 75/50), as does its PHH
    read back (pokerrank's ``_chip`` field); every other record 1.

    >>> from pokerrank.handhistory.records import HandRecord
    >>> _smallest_chip(HandRecord("t", "1", format="engine", extra={"chip": 25})), _smallest_chip(HandRecord("t", "1"))
    (25, 1)
    """
    if (record.format != "engine" and record.format != "phh") or not record.extra:
        return 1
    chip = record.extra.get("chip")
    return chip if type(chip) is int and chip > 0 else 1


def _room_rules(
    play: Replay, decided: Decision, players: list[_Player] | None, dead: int, rule: int | Rake | None
) -> Decision:
    """The decision with the room's own rules where they differ from the policy: the odd
    chips between runs (:data:`RUNS_BY_SEAT`), the rake between the pots
    (:func:`_in_proportion`: where the room printed no pots, or printed them so).
    ``players``: the showdown's (:func:`_showdown_players`), ``dead`` with the chips of those
    it leaves out; None: not worked out yet (the quick path's), ``dead`` without them. A hand
    no rule can change (:func:`_room_rules_may_apply`) is given back as it is, at once."""
    if not _room_rules_may_apply(play, decided.pots):
        return decided
    return _apply_room_rules(play, decided, players, dead, rule)


def _apply_room_rules(
    play: Replay, decided: Decision, players: list[_Player] | None, dead: int, rule: int | Rake | None
) -> Decision:
    """:func:`_room_rules`' rules, each applied where it says it applies."""
    decided = _room_runs(play, decided)
    if len(decided.pots) < 2:  # one pot (or none): no rake to share between pots
        return decided
    if type(rule) is int and len(play.boards) < 2 and _in_proportion(play.record):
        if players is None:
            players, folded_chips = _showdown_players(play)
            dead += folded_chips
        decided = _rake_in_proportion(
            decided, _gross_pots(players, dead), _split_among(play, players), chip=_smallest_chip(play.record)
        )
    return decided


def _room_rules_may_apply(play: Replay, pots: Sequence[object]) -> bool:
    """Whether a rule of :func:`_room_rules` may change a decision of ``pots``: the odd chips
    between runs (:func:`_room_runs`: a hand run more than once) or the rake shared between
    pots (:func:`_in_proportion`: two pots or more, one board). A new rule there is added here
    too (a test holds the two together on every game and site: the decision not looked at is
    the one the rules give back)."""
    return len(play.boards) >= 2 or (len(pots) >= 2 and _in_proportion(play.record))


def _in_proportion(record: HandRecord) -> bool:
    """Whether the record's room shares the rake between the pots in proportion: a room of
    :data:`RAKE_IN_PROPORTION`, or an engine hand played so (E27)."""
    return record.site in RAKE_IN_PROPORTION or (
        record.format == "engine" and record.extra.get("rake_split") == "in proportion"
    )


def odd_chip_policy(record: HandRecord) -> str:
    """The odd-chip policy a hand's chips are split by (E14): the rule set's of an engine hand
    (its record names it where it is not WSOP's), else WSOP's (a room's hand: RULES.md)."""
    if record.format == "engine":
        policy = record.extra.get("odd_chip")
        if isinstance(policy, str):
            return policy
    return "wsop"


def _split_among(play: Replay, players: list[_Player]) -> Callable[[Mapping[str, int], int], dict[str, int]]:
    """How the showdown shares ``chips`` between a pot's winners (``awards``' names): the same
    game, boards, button and odd-chip policy, with the winners alone contesting the chips (the
    winners of a pot, among themselves, win the same halves and split it the same way)."""
    hands = {player[0]: player for player in players}

    def split(awards: Mapping[str, int], chips: int) -> dict[str, int]:
        assert play.game is not None
        among = [Player(name, hands[name][1], 0, False, hands[name][4]) for name in awards]
        return _share_among(
            play.game, None, list(play.boards), among, play.record.button, odd_chip_policy(play.record),
            _smallest_chip(play.record), chips,
        )  # fmt: skip

    return split


def _share_among(
    game: Any,
    board: Any,
    boards: list[Any] | None,
    among: list[Player],
    button: int | None,
    odd_chip: str,
    chip: int,
    chips: int,
) -> dict[str, int]:
    """``chips`` shared between the players ``among`` (a pot's winners, with their cards and
    seats) as the showdown shares a pot between them: they alone contest it, by the hand's
    board(s), button, odd-chip policy and smallest chip (E14). The audit's and the engine's
    (``Hand._split_pot``) one way of sharing a pot again."""
    from pokerrank._showdown import showdown

    result = showdown(game, board, among, boards=boards, button=button, odd_chip=odd_chip, dead=chips, chip=chip)
    return {player.name: result.totals.get(player.name, 0) for player in among}


def _places_from_button(seats: Mapping[str, int], button: int, size: int) -> dict[str, int]:
    """Each player's place from the button's left (0: the first seat after ``button``), of
    ``size`` seats: the audit's and the engine's one order for the odd chips between runs."""
    return {name: (seat - button - 1) % size for name, seat in seats.items()}


def _gross_pots(players: list[_Player], dead: int) -> list[int]:
    """The pots before rake as the decision makes them: the dead money in the main pot."""
    bets = {player[0]: player[2] for player in players}
    layout = build_pots(bets, {player[0] for player in players if player[3]})
    pots = [pot.amount for pot in layout.pots]
    if pots:
        pots[0] += dead
    elif dead:
        pots = [dead]
    return pots


def _proportion_shares(gross: list[int], rake: int, chip: int = 1) -> list[int]:
    """The rake each of the ``gross`` pots pays in proportion (E27): each side pot
    ``rake * pot // all the pots`` in whole ``chip`` (the smallest chip in play, E14), the main
    pot the rest.

    >>> _proportion_shares([1500, 1000], 75, 25), _proportion_shares([1500, 1000], 75)
    ([50, 25], [45, 30])
    """
    whole = sum(gross)
    units = rake // chip
    side = [units * amount // whole * chip if whole else 0 for amount in gross[1:]]
    return [rake - sum(side), *side]


def _rake_in_proportion(
    decided: Decision,
    gross: list[int],
    split: Callable[[Mapping[str, int], int], dict[str, int]] | None = None,
    *,
    chip: int = 1,
) -> Decision:
    """``decided`` with the rake shared between the ``gross`` pots in proportion
    (:func:`_proportion_shares`, in whole ``chip``); the pots' winners follow
    (a pot between several winners shared again by ``split``: its winners and chips to their
    shares). Unchanged where the main pot could not pay the rest, or a shared pot has no
    ``split``.

    >>> main_first = Decision({"ann": 14977, "bob": 11748}, [("main pot", 14977, {"ann": 14977}),
    ...     ("side pot 1", 11748, {"bob": 11748})], 300, None)
    >>> again = _rake_in_proportion(main_first, [15145, 11880])
    >>> again.pots, again.totals
    ([('main pot', 14976, {'ann': 14976}), ('side pot 1', 11749, {'bob': 11749})], {'ann': 14976, 'bob': 11749})
    """
    rake = decided.rake
    if len(gross) < 2 or len(decided.pots) != len(gross) or not rake:
        return decided
    whole = sum(gross)
    if whole != sum(amount for _, amount, _ in decided.pots) + rake:
        return decided
    taken = _proportion_shares(gross, rake, chip)
    if taken[0] > gross[0]:
        return decided
    pots = list(decided.pots)
    totals = dict(decided.totals)
    for index, ((name, amount, awards), before, fee) in enumerate(zip(decided.pots, gross, taken, strict=True)):
        due = before - fee
        if due == amount:
            continue
        if sum(awards.values()) != amount:
            return decided
        if len(awards) == 1:
            shares = {next(iter(awards)): due}
        elif split is None:
            return decided
        else:
            shares = split(awards, due)
        if sum(shares.values()) != due:
            return decided
        for winner, share in shares.items():
            totals[winner] = totals.get(winner, 0) + share - awards[winner]
        pots[index] = (name, due, shares)
    if pots == decided.pots:
        return decided
    return Decision(totals, pots, rake, decided.result, decided.rake_note, decided.run_hands, decided.strengths)


def _room_runs(play: Replay, decided: Decision) -> Decision:
    """The decision with the odd chips between runs placed by the room's rule: unchanged but
    at the rooms of :data:`RUNS_BY_SEAT` when the hand ran more than once."""
    record = play.record
    marker = RUNS_BY_SEAT.get(record.site)
    if marker is None or len(play.boards) < 2:  # (most hands: no ABC's isinstance asked)
        if record.format == "engine" and len(play.boards) >= 2 and record.extra.get("runs_odd_chip") == "by seat":
            return _odd_runs_by_seat(decided, _seat_order(play), _smallest_chip(record))  # (the engine's: E26)
        return decided
    fees = record.extra.get("fees")
    if not isinstance(fees, Mapping) or marker not in fees:
        return decided
    return _odd_runs_by_seat(decided, _seat_order(play))


def _seat_order(play: Replay) -> dict[str, int]:
    """Each player's place from the button's left (0: the first seat after the button)."""
    seats = play.seats
    button = play.record.button or 0
    size = max([play.record.max_seats or 0, 1, *seats.values()])
    return _places_from_button(seats, button, size)


def _odd_runs_by_seat(decided: Decision, order: Mapping[str, int], chip: int = 1) -> Decision:
    """``decided`` with each pot's shares between the runs made again: equal parts in whole
    ``chip`` (the smallest chip in play, E14; what is less than one chip with the first), the
    odd chips to the runs whose winner sits first from the button's left (``order``: each
    player's place; runs won by one player keep their order). A pot some run of which is
    split between players, or paid to nobody, keeps its shares. The totals follow.

    >>> runs = [("main pot, board 1", 101, {"bob": 101}), ("main pot, board 2", 100, {"ann": 100})]
    >>> again = _odd_runs_by_seat(Decision({"ann": 100, "bob": 101}, runs, 0, None), {"ann": 0, "bob": 1})
    >>> again.pots[0][1], again.pots[1][1], again.totals
    (100, 101, {'ann': 101, 'bob': 100})
    """
    runs_of: dict[str, list[int]] = {}
    for index, (name, _, _) in enumerate(decided.pots):
        pot, board, _ = name.partition(", board ")
        if board:
            runs_of.setdefault(pot, []).append(index)
    pots = list(decided.pots)
    totals = dict(decided.totals)
    for indices in runs_of.values():
        shares = [pots[index] for index in indices]
        if len(shares) < 2 or any(len(awards) != 1 or sum(awards.values()) != amount for _, amount, awards in shares):
            continue
        winners = [next(iter(awards)) for _, _, awards in shares]
        if any(winner not in order for winner in winners):
            continue
        units, less = divmod(sum(amount for _, amount, _ in shares), chip)
        base, odd = divmod(units, len(shares))
        ranked = sorted(range(len(shares)), key=lambda k: (order[winners[k]], k))
        for place, k in enumerate(ranked):
            name, amount, _ = shares[k]
            due = (base + (1 if place < odd else 0)) * chip + (less if place == 0 else 0)
            if due != amount:
                totals[winners[k]] = totals.get(winners[k], 0) + due - amount
                pots[indices[k]] = (name, due, {winners[k]: due})
    if pots == decided.pots:
        return decided
    return Decision(totals, pots, decided.rake, decided.result, decided.rake_note, decided.run_hands, decided.strengths)


def _quick(
    play: Replay,
    rake: int | Rake | None,
    dead: int,
    lang: str | None,
    run_cards: list[dict[str, str]] | None = None,
    hands: bool = True,
) -> tuple[dict[str, int], list[tuple[str, int, dict[str, int]]], int, RunHands, Strengths | None] | None:
    """The common showdown decided on the scalar path of :func:`pokerrank.showdown`, without
    its reasons and hand names: one board or several (a pot's share of each run decided on
    its board alone, the odd chips of the split to the first runs; ``run_cards``: each run's
    hands where a draw was run more than once), a game of one side without a qualifier or of a
    high and a low side (Omaha Hi/Lo, Big O, stud Hi/Lo: the low half to the best qualifying
    low, the odd chip of the halves to the high, the whole pot to the high when no low
    qualifies; badugi and badeucy, the badugi side first), no wild cards (rankings the rank
    keys do not value, badugi's, 2-7 razz's, are valued as the showdown values them, combination
    by combination; each hand made only where ``hands`` asks for them, else only their
    strengths are kept, with what makes the hands on demand: :class:`Strengths`), every side
    of every pot won by one player or split without an odd chip, or on one board of a button
    game with one (clockwise from the button). The
    same players, bets, pots, rake and hands as :func:`pokerrank.showdown` (its own functions: ``build_pots``,
    ``pot_rake``, its side plans, ``deal_hands``); None for anything else (another game, a
    tie with an odd chip on several boards or in a stud or hi/lo game, a deal the showdown
    would refuse), and the showdown decides.
    A test checks both give the same decision on every shared hand and on random deals."""
    game = play.game
    assert game is not None
    held = _QUICK_GAMES.get(id(game))
    if held is None or held[0] is not game:  # (a game met first, or another at a freed id)
        held = (game, _quick_game(game))
        if len(_QUICK_GAMES) < 4_096:
            _QUICK_GAMES[id(game)] = held
    facts = held[1]
    if facts is None:  # another game: the showdown decides
        return None
    plans, side_names, need, board_cards, deck, button_game = facts
    # the showdown's players (:func:`_kept_players`' choice, in one loop over the players, who
    # are in seat order where the replay made them: a seat out of order or twice leaves the
    # deal to the showdown): a folded player who put in no more than every player still in
    # gives dead chips to the main pot
    seat_of, put_in, off, contenders = play.seats, play.put_in, play.dead, play.contenders
    if off:
        floor = min([put_in[name] - off.get(name, 0) for name in contenders])
    else:
        floor = min(map(put_in.__getitem__, contenders))
    plain = _PLAIN_CARDS
    try:
        code = language(lang)
        boards = [_cards_of(text) if text else () for text in play.boards]
        for board in boards:
            if len(board) != board_cards:
                return None
        holes = []
        live: list[str] = []
        bets: dict[str, int] = {}
        folded: set[str] = set()
        cards_of = play.cards
        last = -MAX_CHIPS  # (the seat before: each kept player's seat a larger whole number)
        for name in play.players:  # (_kept_players' floor and choice, inline with the checks: one loop a hand)
            bet = put_in[name] - off.get(name, 0) if off else put_in[name]
            if name not in contenders:
                if bet <= floor:
                    dead += bet
                    continue
                folded.add(name)
            seat = seat_of[name]
            if type(seat) is not int or seat <= last:  # (a seat twice, or players out of seat order)
                return None
            last = seat
            if not (type(name) is str and name.isprintable() and 0 < len(name) <= MAX_NAME_LENGTH) or name.isspace():
                check_name(name, "a player's name", error=DealError)  # (a plain name passes: no need to ask)
            bets[name] = bet if type(bet) is int and 0 <= bet <= MAX_CHIPS else chip_amount(bet, "a bet")
            if name in folded:
                continue
            cards = cards_of.get(name, "")
            try:  # (_cards_of's lookup, without its call)
                hole = tuple([plain[token] for token in cards.split()]) if cards else ()
            except KeyError:
                hole = ()
            if not hole:
                hole = _cards_of(cards or "")
            if len(hole) != need:
                return None
            holes.append(hole)
            live.append(name)
        extra = dead if type(dead) is int and 0 <= dead <= MAX_CHIPS else chip_amount(dead, "the dead money")
        run_holes = [holes] * len(boards)
        if run_cards is not None:  # each run's hands (a draw run more than once)
            in_play = set(live)
            if len(run_cards) != len(boards) or any(not run.keys() <= in_play for run in run_cards):
                return None
            run_holes = [
                [_cards_of(run[name]) if name in run else hole for name, hole in zip(live, holes, strict=True)]
                for run in run_cards
            ]
        if len(boards) > 1:  # the boards share what was dealt before the runs, at the same places
            _check_boards(boards)
    except PokerRankError:  # the showdown says what is wrong
        return None
    for board, hands_of_run in zip(boards, run_holes, strict=True):  # each run's cards: each once, of the deck
        dealt = list(board)
        for hole in hands_of_run:
            dealt += hole
        held_cards = set(dealt)
        if len(held_cards) != len(dealt) or not held_cards <= deck:
            return None
        if hands_of_run is not holes:  # (a run's own hands: each of the game's size; the hands dealt are, above)
            for hole in hands_of_run:
                if len(hole) != need:
                    return None
    runs: list[list[dict[str, int]]] = []  # per board, per side: the players with a hand for it
    run_hands: list[dict[str, dict[str, ShownHand | None]]] = []
    one_side, several = len(side_names) == 1, len(boards) > 1
    for board, hands_of_run in zip(boards, run_holes, strict=True):
        if not hands:  # the strengths alone (no hand made)
            strengths: list[dict[str, int]] = []
            for of_each in side_strengths(plans, hands_of_run, board):
                if None in of_each:  # (a side without a qualifying hand for some)
                    of_side = {name: value for name, value in zip(live, of_each, strict=True) if value is not None}
                else:
                    of_side = dict(zip(live, of_each, strict=True))  # type: ignore[arg-type]  # (no None: checked)
                strengths.append(of_side)
            if len(strengths[0]) != len(live):  # every live hand has a high hand
                return None
            runs.append(strengths)
            continue
        hands_by_side = deal_hands(plans, hands_of_run, board)
        shown: dict[str, dict[str, ShownHand | None]] = {name: dict.fromkeys(side_names) for name in bets}
        if one_side:  # (most games: one side, every live hand has a hand for it)
            (side_name,), (side_hands,) = side_names, hands_by_side
            of_side = {}
            for name, hand in zip(live, side_hands, strict=True):
                if hand is None:
                    return None
                strength = of_side[name] = hand.strength
                shown[name][side_name] = _shown_hand(name, side_name, strength, hand, code)
            runs.append([of_side])
            run_hands.append(shown)
            continue
        strengths = [{} for _ in side_names]
        for k, (side_name, side_hands) in enumerate(zip(side_names, hands_by_side, strict=True)):
            of_side = strengths[k]
            for name, hand in zip(live, side_hands, strict=True):
                if hand is None:
                    if k == 0:  # every live hand has a high hand
                        return None
                    continue  # no qualifying low
                strength = of_side[name] = hand.strength
                shown[name][side_name] = _shown_hand(name, side_name, strength, hand, code)
        runs.append(strengths)
        run_hands.append(shown)

    # build_pots(bets, folded), its checks done above: whole chips, the live players in seat order
    one = _one_pot(bets) if not folded else None
    if one is not None:  # (most showdowns: one pot every player still in contests, no layout to make)
        level, returned = one
        amounts = [level * len(live) + extra]
        eligibles = [tuple(live)]
    else:
        if live:
            amounts, eligibles, _, returned = pot_parts(dict(bets), live)
        else:  # (no player still in: build_pots says what is wrong)
            layout = build_pots(bets, folded)
            returned = layout.returned
            amounts = [pot.amount for pot in layout.pots]
            eligibles = [pot.eligible for pot in layout.pots]
        if extra:  # the dead money in the main pot
            if amounts:
                amounts[0] += extra
            else:
                amounts, eligibles = [extra], [tuple(live)]
    taken = _rake_taken(amounts, rake) if rake is not None else [0] * len(amounts)
    totals = dict.fromkeys(play.players, 0)  # (the kept players are among them)
    pots: list[tuple[str, int, dict[str, int]]] = []
    for index, eligible in enumerate(eligibles):
        net = amounts[index] - taken[index]
        shares = split_runs(net, len(boards)) if several else (net,)
        name_of_pot = _POT_NAMES[index] if index < len(_POT_NAMES) else pot_name(index)
        for number, (strengths, share) in enumerate(zip(runs, shares, strict=True), start=1):
            if len(eligible) == 1:
                awards = {eligible[0]: share}
            elif one_side:  # (every player still in has a high hand: each eligible player a strength)
                of_side = strengths[0]
                values = [of_side[name] for name in eligible]
                top = max(values)
                if values.count(top) == 1:
                    awards = {eligible[values.index(top)]: share} if share else {}
                else:
                    winners = [name for name, value in zip(eligible, values, strict=True) if value == top]
                    if share % len(winners):  # an odd chip: clockwise from the button (one board, a button game)
                        button = play.record.button
                        if several or not button_game or not (button is None or type(button) is int):
                            return None
                        awards = _odd_chips(share, winners, seat_of, button)
                    else:
                        part = share // len(winners)
                        awards = dict.fromkeys(winners, part) if part else {}
            else:
                halves = _high_low(strengths, eligible, share)
                if halves is None:
                    return None
                awards = halves
            for name, amount in awards.items():
                totals[name] += amount
            pots.append((f"{name_of_pot}, board {number}" if several else name_of_pot, share, awards))
    if returned:  # (the uncalled bet: a kept player's)
        for name, amount in returned.items():
            totals[name] += amount
    if hands:
        return totals, pots, sum(taken), tuple(run_hands), None
    found = _new_tuple(Strengths, (plans, side_names, live, run_holes, boards, runs, code))
    return totals, pots, sum(taken), (), found


def _one_pot(bets: dict[str, int]) -> tuple[int, dict[str, int]] | None:
    """The pot :func:`~pokerrank.pots.layout_pots` makes of ``bets`` (two players or more,
    none folded, whole chips) where it is one: every player put in the same, but the largest
    bet's excess over the second, returned; (its level, the bet returned), else None.

    >>> _one_pot({"ann": 50, "bob": 80, "cid": 50}), _one_pot({"ann": 50, "bob": 50})
    ((50, {'bob': 30}), (50, {}))
    >>> _one_pot({"ann": 20, "bob": 80, "cid": 50}) is None, _one_pot({"ann": 0, "bob": 80}) is None
    (True, True)
    """
    if len(bets) < 2:
        return None
    ordered = sorted(bets.values(), reverse=True)
    top, level = ordered[0], ordered[1]
    if level <= 0 or ordered[-1] != level:
        return None
    if top == level:
        return level, {}
    for name, amount in bets.items():  # (the one player who put in the most)
        if amount == top:
            return level, {name: top - level}
    return None  # pragma: no cover  (top is one of the bets)


_POT_NAMES: Final = tuple(pot_name(index) for index in range(10))
"""The first pots' names (``pot_name``'s), looked up."""

_QuickGame = tuple[list[SidePlan], tuple[str, ...], int, int, frozenset[int], bool]
"""What :func:`_quick` needs of a game it decides: the showdown's side plans, the sides'
names, the hole and board cards, the deck's codes, whether its odd chip goes from the button."""
_QUICK_GAMES: Final[dict[int, tuple[Game, _QuickGame | None]]] = {}
""":func:`_quick_game` of each game met (by identity, the game kept to tell a new one at a freed id)."""


def _quick_game(game: Game) -> _QuickGame | None:
    """What :func:`_quick` needs of ``game`` (:data:`_QuickGame`), worked out once a game;
    None for a game it leaves to the showdown: more than two sides, jokers, a qualifier on the
    first side, a ranking the rank keys do not value (wild cards; badugi's and 2-7 razz's are
    valued)."""
    sides = game.sides
    if not 1 <= len(sides) <= 2 or game.deck.jokers or sides[0].qualifier is not None:
        return None
    plans = _plans(game, game.hole_cards, game.board_cards)  # the showdown's plans (hashing a side is slow)
    if any(plan.ranking.is_wild for plan in plans):
        return None
    names = tuple(side.name for side in sides)
    return plans, names, game.hole_cards, game.board_cards, game.deck.codes, game.odd_chip == "button"


_PLAIN_CARDS: Final = {str(card): card for card in map(Card, range(52))}
"""Each card of the deck by the way most rooms write it (``Ah``)."""


def _cards_of(text: str) -> tuple[Card, ...]:
    """The cards of ``text``: :func:`~pokerrank.cards.parse_cards`' for text that is cards as
    most rooms write them, read by a lookup a card; any other text (none, a card written
    otherwise) by ``parse_cards`` itself, which may refuse it. A card given twice is not
    refused here: :func:`_quick` checks every card of the deal once.

    >>> _cards_of("Ah Kd") == parse_cards("Ah Kd"), _cards_of("ah,kd") == parse_cards("ah,kd")
    (True, True)
    """
    plain = _PLAIN_CARDS
    try:
        cards = tuple([plain[token] for token in text.split()])
    except KeyError:
        return parse_cards(text)
    return cards if cards else parse_cards(text)  # (no cards: refused as parse_cards refuses them)


def _odd_chips(share: int, winners: list[str], seat_of: Mapping[str, int], button: int | None) -> dict[str, int]:
    """``share`` split between tied ``winners`` as the showdown splits it in a button game
    (``odd_chip="wsop"``, :func:`~pokerrank.pots.odd_chip_order` and
    :func:`~pokerrank.pots.split_among`): equal parts, one odd chip each to the first winners
    clockwise from the button's seat (``button``: its number; None: from the first seat); in
    the winners' order, those paid nothing left out.

    >>> _odd_chips(101, ["ann", "bob", "cid"], {"ann": 1, "bob": 3, "cid": 5}, 3)
    {'ann': 34, 'bob': 33, 'cid': 34}
    """
    if button is None:
        ranked = sorted(winners, key=seat_of.__getitem__)
    else:
        ranked = sorted(winners, key=lambda name: (seat_of[name] <= button, seat_of[name]))
    base, odd = divmod(share, len(winners))
    first = set(ranked[:odd])
    return {name: base + 1 if name in first else base for name in winners if base or name in first}


def _shown_hand(player: str, side: str, strength: int, hand: Hand, lang: str) -> ShownHand:
    """``ShownHand(player, side, strength, hand, lang)`` as its frozen dataclass's ``__init__``
    writes it, at a third of the cost (a hand of every showdown; equal, same hash and repr).

    >>> from pokerrank import evaluate
    >>> hand = evaluate("As Ks Qs Js Ts")
    >>> _shown_hand("ann", "high", 9, hand, "en") == ShownHand("ann", "high", 9, hand, "en")
    True
    """
    made = _new_object(ShownHand)
    made.__dict__.update(player=player, side=side, strength=strength, hand=hand, lang=lang)
    return made


_new_object = object.__new__
_new_tuple = tuple.__new__


def _rake_taken(amounts: list[int], rake: int | Rake | None) -> list[int]:
    """:func:`~pokerrank.pots.pot_rake` of the pots (``chip=1``): a number of chips the pots
    hold taken at the rate the hand shows, in whole numbers (``floor(rake * c_k / all)``
    capped at the rake, less the pots before's: the same shares as its fractions); a
    :class:`~pokerrank.pots.Rake` whose rate is a fraction (the one the room's printed pots
    tell, :func:`rake_rates`) the same way with its numerator and denominator; anything else
    by ``pot_rake`` itself.

    >>> _rake_taken([247, 93, 30], 18), pot_rake([247, 93, 30], 18)
    ([12, 4, 2], [12, 4, 2])
    >>> rate = Rake(Fraction(1, 20), cap=18)
    >>> _rake_taken([247, 93, 30], rate), pot_rake([247, 93, 30], rate)
    ([12, 5, 1], [12, 5, 1])
    """
    whole = sum(amounts)
    if type(rake) is Rake:  # a rate the room's printed pots tell (:func:`rake_rates`): its fraction, exactly
        rate = rake.rate
        cap = rake.cap
        if (
            type(rate) is not Fraction
            or not 0 <= rate < 1
            or rate.denominator > 10**9  # (pot_rake's rate is limited to such denominators)
            or not (cap is None or (type(cap) is int and cap >= 0))
            or min(amounts, default=0) < 0
        ):
            return pot_rake(amounts, rake, chip=1)
        top, under = rate.numerator, rate.denominator
        rake = top * whole // under  # Rake.amount: the rate of all the chips, rounded down, capped
        if cap is not None and cap < rake:
            rake = cap
        if not rake:
            return [0] * len(amounts)
    elif type(rake) is not int or not 0 < rake <= whole:
        return pot_rake(amounts, rake, chip=1)
    else:  # the rate the hand shows
        top, under = rake, whole
    taken = []
    before = cumulative = 0
    for amount in amounts:  # min(rake, floor(rate * c_k)), less the pots before's
        cumulative += amount
        upto = min(rake, top * cumulative // under)
        taken.append(upto - before)
        before = upto
    taken[-1] += rake - before  # (a rate that leaves some of the rake: the last pot pays it)
    return taken


def _high_low(strengths: list[dict[str, int]], eligible: tuple[str, ...], net: int) -> dict[str, int] | None:
    """A pot of a high-low game as the showdown splits it: the high half (the odd chip with
    it) to the best high, the low half to the best qualifying low, the whole pot to the high
    when no low qualifies; each in the order of the eligible players. None where tied
    winners leave an odd chip (the showdown places it).

    >>> _high_low([{"ann": 9, "bob": 7}, {"bob": 3}], ("ann", "bob"), 101)
    {'ann': 51, 'bob': 50}
    >>> _high_low([{"ann": 9, "bob": 9}, {}], ("ann", "bob"), 101) is None
    True
    """
    high = _best(strengths[0], eligible)
    low = _best(strengths[1], eligible)
    if not low:  # no qualifying low: the whole pot to the high
        if net % len(high):
            return None
        part = net // len(high)
        return dict.fromkeys(high, part) if part else {}
    upper = (net + 1) // 2
    lower = net - upper
    if upper % len(high) or lower % len(low):
        return None
    paid: dict[str, int] = {}
    for winners, share in ((high, upper), (low, lower)):
        if share:
            part = share // len(winners)
            for name in winners:
                paid[name] = paid.get(name, 0) + part
    if len(paid) < 2:
        return paid
    return {name: paid[name] for name in eligible if name in paid}


def _best(by_name: Mapping[str, int], eligible: tuple[str, ...]) -> list[str]:
    """The eligible players with the strongest hand of ``by_name`` (those without one left
    out), in their order; none when no eligible player has one."""
    top: int | None = None
    winners: list[str] = []
    for name in eligible:
        value = by_name.get(name)
        if value is None:
            continue
        if top is None or value > top:
            top = value
            winners = [name]
        elif value == top:
            winners.append(name)
    return winners


_Player = tuple[str, str, int, bool, int]
"""A player as :class:`~pokerrank.deal.Player` takes them: name, cards, bet, folded, seat (a
frozen dataclass takes microseconds to make: made only when the showdown decides)."""


def _showdown_players(play: Replay) -> tuple[list[_Player], int]:
    """The players the showdown needs (``Player``'s fields), and the chips of those it does not.

    A player who folded having put in no more than every player still in (the usual folds
    of a full table) has chips in the main pot only, and counts for nothing else: not the
    uncalled bet (the two largest bets are players still in), not a side pot, not the odd
    chips. Those chips go to the showdown as dead money in the main pot, which is the same
    deal with fewer players to validate. A folded player who put in more than some player
    still in stays: their chips reach the side pots.
    """
    cards, seats = play.cards, play.seats
    kept, given, gone, folded_chips = _kept_players(play)
    players: list[_Player] = [
        (name, "", bet, True, seats[name]) if name in gone else (name, cards.get(name, ""), bet, False, seats[name])
        for name, bet in zip(kept, given, strict=True)
    ]
    return players, folded_chips


def _kept_players(play: Replay) -> tuple[list[str], list[int], set[str], int]:
    """:func:`_showdown_players`' choice, as plain lists: the names kept
    in the order of ``play.players``, their bets (dead chips left out), the folded players
    among them, and the chips of the folded players left out."""
    put_in, off, contenders = play.put_in, play.dead, play.contenders
    if off:
        floor = min([put_in[name] - off.get(name, 0) for name in contenders])
    else:
        floor = min(map(put_in.__getitem__, contenders))
    kept: list[str] = []
    given: list[int] = []
    gone: set[str] = set()  # (the folded players kept)
    folded_chips = 0
    for name in play.players:
        bet = put_in[name] - off.get(name, 0) if off else put_in[name]
        if name not in contenders:
            if bet <= floor:
                folded_chips += bet
                continue
            gone.add(name)
        kept.append(name)
        given.append(bet)
    return kept, given, gone, folded_chips


def _rake_rule(
    play: Replay, rake: int, printed: tuple[int, ...], bets: Mapping[str, int]
) -> tuple[int | Rake, str | None]:
    """The rake to hand the showdown: the room's rate where its printed pots tell it."""
    if len(printed) < 2:
        return rake, None
    room = _room_pots(play, bets)
    if len(printed) != len(room):
        return rake, None
    charged = [gross - net for gross, net in zip(room, printed, strict=True)]
    if sum(charged) != rake or min(charged) < 0:
        shown, gross = ", ".join(map(str, printed)), ", ".join(map(str, room))
        return rake, Phrase("audit.rake_not_left", printed=shown, rake=str(rake), room=gross)
    chip = _smallest_chip(play.record)
    rates = rake_rates(room, charged, rake, chip=chip)
    if rates is None and _in_proportion(play.record) and charged == _proportion_shares(room, rake, chip):
        return rake, None  # (the room's own rule, E27: :func:`_room_rules` shares the rake so)
    if rates is None:
        taken, gross = ", ".join(map(str, charged)), ", ".join(map(str, room))
        return rake, Phrase("audit.rake_order", rake=str(rake), charged=taken, room=gross)
    return Rake(rates[0], cap=rake), None


def _room_pots(play: Replay, bets: Mapping[str, int]) -> list[int]:
    """The pots as the room makes them: a player who mucked at the showdown still counts."""
    mucked = set(play.record.mucked) | {a.player for a in play.record.actions if a.kind is ActionKind.MUCK}
    folded = {name for name in play.folded if name not in mucked}
    pots = [pot.amount for pot in build_pots(dict(bets), folded).pots]
    if pots:
        pots[0] += sum(play.dead.values()) + play.record.added
    return pots


def kept_for(shared: dict[str, Any] | None, play: Replay) -> dict[str, Any] | None:
    """``shared`` (see :func:`decide`) as kept for ``play``'s hand: emptied first unless it was
    kept for this very hand, the same chips put in and the same payouts printed (the same
    objects: every try of one hand's cards shares them), so a store handed from one hand to
    another is never read for it."""
    if shared is None:
        return None
    record = play.record
    owner = (play.put_in, play.dead, record.collected, record.returned, record.pots, record.cash_outs)
    held = shared.get("owner")
    if held is None or any(a is not b for a, b in zip(held, owner, strict=True)):
        shared.clear()
        shared["owner"] = owner
    return shared


def rake_rates(pots: list[int], charged: list[int], rake: int, *, chip: int = 1) -> tuple[Fraction, Fraction] | None:
    """The rake rates r (low included, high not) that give this split main pot first: pot k
    pays ``min(R, floor(r * c_k)) - min(R, floor(r * c_(k-1)))``, ``c_k`` the pots up to k
    and R the rake, each floor in whole ``chip`` (the smallest chip in play, E14); None when
    no rate does.

    >>> rake_rates([247, 93, 30], [12, 5, 1], 18)
    (Fraction(1, 20), Fraction(1, 19))
    >>> rake_rates([300, 400], [0, 35], 35) is None
    True
    >>> rake_rates([65, 125, 80], [0, 0, 5], 5, chip=5), rake_rates([65, 125, 80], [0, 0, 5], 5)
    ((Fraction(1, 54), Fraction(1, 38)), None)
    """
    if len(pots) != len(charged):
        raise ChipAmountError(f"rake_rates: a rake for each pot wanted, got {len(charged)} for {len(pots)}")
    for amount in (*pots, *charged, rake):
        if type(amount) is not int:  # (the arithmetic below is exact for whole numbers only)
            raise ChipAmountError(f"rake_rates: whole numbers of chips wanted, got {amount!r}")
    if type(chip) is not int or chip < 1:
        raise ChipAmountError(f"rake_rates: the smallest chip is a whole number 1 or more, got {chip!r}")
    # each bound a numerator and a denominator (made positive), compared by cross-multiplying:
    # the same bounds as in fractions, one Fraction made of each
    low_top, low_under, high_top, high_under = 0, 1, 1, 1
    cumulative_pot = cumulative_rake = 0
    for amount, charge in zip(pots, charged, strict=True):
        cumulative_pot += amount
        cumulative_rake += charge
        if cumulative_pot == 0:
            continue
        sign = 1 if cumulative_pot > 0 else -1  # (no pot of a hand is negative: the fractions' signs all the same)
        top, under = sign * cumulative_rake, sign * cumulative_pot
        if top * low_under > low_top * under:
            low_top, low_under = top, under
        if cumulative_rake % chip:
            return None  # (each pot's rake is whole chips of the smallest)
        if cumulative_rake < rake and (top + sign * chip) * high_under < high_top * under:
            high_top, high_under = top + sign * chip, under  # floor(r * c) is exactly what the pots so far paid
    if low_top * high_under >= high_top * low_under:
        return None
    return Fraction(low_top, low_under), Fraction(high_top, high_under)
