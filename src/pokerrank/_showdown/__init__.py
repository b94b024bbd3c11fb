"""Showdowns: who gets what from every pot, and why (the public face of the package).

:func:`showdown` takes a game, the board and the players (their cards, the chips each put
in, whether they folded) and returns, for the main pot and each side pot in order, the
amount, who could win it, the winners of each side (high, low) with the cards that play and
the hand's name, each player's award, and a reason in plain English; then each player's
total. Everything is validated before anything is computed. Results are plain
dataclasses; ``to_dict()`` gives JSON-ready data in the same shape :func:`showdown_from_dict`
reads back.

>>> result = showdown(
...     "holdem", "Ah Kh 7d 4c 2s",
...     [Player("ann", "As Ad", bet=50), Player("bob", "Ks Kd", bet=200), Player("cid", "Qs Qd", bet=300)],
...     button="cid",
... )
>>> [(pot.name, pot.amount, pot.eligible, pot.awards) for pot in result.pots]
[('main pot', 150, ('ann', 'bob', 'cid'), {'ann': 150}), ('side pot 1', 300, ('bob', 'cid'), {'bob': 300})]
>>> result.returned, result.totals
({'cid': 100}, {'ann': 150, 'bob': 300, 'cid': 100})
>>> result.pots[1].reason
"bob wins with three of a kind, kings with ace and seven kickers over cid's pair of queens ..."

:func:`showdown_batch` decides many deals of one game at once (arrays of hole cards and
boards to strengths, winners and pot shares), for simulations.

The package, in the order a deal travels: the deal is validated once
(:mod:`pokerrank.deal`); each side is resolved once and every player's hand valued on the
scalar path (:mod:`~pokerrank._showdown.sides`); the pots are built (:mod:`pokerrank.pots`)
and each is decided (:mod:`~pokerrank._showdown.decide`) with its reason
(:mod:`~pokerrank._showdown.reasons`) into results (:mod:`~pokerrank._showdown.results`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Final

from pokerrank._checks import MAX_CHIPS, did_you_mean, plainly
from pokerrank._showdown.decide import PotAward, Table, award_pot, best_hands, pot_result
from pokerrank._showdown.results import PlayerResult, PotResult, ShowdownResult, ShownHand, SideResult, later
from pokerrank._showdown.sides import SidePlan, deal_hands, side_plan
from pokerrank.cards import Card, CardsLike, format_cards
from pokerrank.deal import Deal, Player, Seat, read_deal, read_players
from pokerrank.errors import ChipAmountError, DealError, DuplicateCardError
from pokerrank.formats import DEAL, SHOWDOWN, read_format
from pokerrank.games import Game, PerGame, get_game
from pokerrank.hands import Hand
from pokerrank.i18n import DEFAULT_LANGUAGE, resolve_language
from pokerrank.pots import OddChipPolicy, Pot, Rake, chip_amount, layout_pots, policy_name, pot_rake, split_runs
from pokerrank.registry import shorten

if TYPE_CHECKING:
    from pokerrank._showdown.batch import BatchShowdown, showdown_batch

__all__ = [
    "BatchShowdown",
    "Player",
    "PlayerResult",
    "PotResult",
    "ShowdownResult",
    "ShownHand",
    "SideResult",
    "showdown",
    "showdown_batch",
    "showdown_from_dict",
]


def __getattr__(name: str) -> Any:
    """``showdown_batch`` and ``BatchShowdown`` load on first use: a single showdown never needs them."""
    if name in ("BatchShowdown", "showdown_batch"):
        from pokerrank._showdown import batch

        return getattr(batch, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def showdown(
    game: str | Game,
    board: CardsLike | None,
    players: Iterable[Player | Mapping[str, Any] | CardsLike] | Mapping[str, Any],
    *,
    button: str | int | None = None,
    odd_chip: str = "wsop",
    chip: int = 1,
    lang: str | None = DEFAULT_LANGUAGE,
    boards: Sequence[CardsLike] | None = None,
    rake: int | Rake | Mapping[str, Any] | None = None,
    dead: int = 0,
    run_cards: Sequence[Mapping[str, CardsLike]] | None = None,
) -> ShowdownResult:
    """Decide every pot of a hand: who wins each side of each pot, how many chips, and why.

    ``players``: :class:`Player` values, or mappings with ``name``, ``cards``, ``bet``,
    ``folded`` and ``seat``, or a mapping of names to cards; in seat order (clockwise)
    unless seats are given. ``button``: the button's name or seat number (button games:
    odd chips go to the first tied winner clockwise from it; without a button, seat order
    from the first seat). ``odd_chip``: ``"wsop"`` (default, 2024 WSOP Rule 73),
    ``"roberts"`` or ``"seat"`` (see :mod:`pokerrank.pots`). ``chip``: the smallest chip in
    play; every bet is a whole number of it, and odd chips are of that size. ``lang``: the
    language of the reasons and hand names (``en``, ``nl``, ``fr``, ``de``; ``None``: from
    the environment, see :mod:`pokerrank.i18n`).

    ``boards`` (instead of ``board``): the boards of a hand run more than once (run it
    twice), or played with two boards. Each pot, after the rake, is split evenly over the
    boards, the odd chips to the first ones, and each board decides its share alone, as a
    showdown of its own (RULES.md, "Running the board more than once"): the result then
    holds each pot once per board (``PotResult.run``: 1, 2, ...). ``rake``: what the room
    takes, main pot first, before any split (RULES.md, "Rake"): the chips it took (the rate
    is then the one the hand shows), or a :class:`~pokerrank.pots.Rake` (a rate and a cap;
    as JSON ``{"rate": 0.05, "cap": 300}``). ``dead``: chips in the main pot that count
    towards nobody's bets (a dead blind, antes posted as dead money, money the room adds).
    ``run_cards`` (with ``boards``): a hand whose players hold other cards on each run (a
    draw run more than once, each run with its own draw), one mapping per run of the players
    whose cards on that run are not those of ``players`` to their cards on it.

    Errors (each raised before anything is computed, naming the player and the cards):
    :class:`~pokerrank.errors.UnknownGameError`, :class:`~pokerrank.errors.CardCountError`,
    :class:`~pokerrank.errors.MissingCardsError`, :class:`~pokerrank.errors.DuplicateCardError`,
    :class:`~pokerrank.errors.InvalidCardError`, :class:`~pokerrank.errors.ChipAmountError`,
    :class:`~pokerrank.errors.DealError`.

    >>> result = showdown("holdem", "Ah Kh Qh Jh Th", {"ann": "2c 3d", "bob": "4c 5d"})
    >>> result.pots  # nobody put chips in: nothing to award
    ()
    >>> result.player("ann").hands["high"].name
    'royal flush'

    Run twice, with a rake of 5%: 2,000 chips less 100 is 950 a board, Aces on the first,
    Kings (three of them) on the second.

    >>> twice = showdown(
    ...     "holdem", None, [Player("ann", "As Ad", bet=1000), Player("bob", "Ks Kd", bet=1000)],
    ...     boards=["2c 7d 9h Js 3c", "4h 8s Th Kh 5c"], rake=Rake("0.05"),
    ... )
    >>> [(pot.run, pot.amount, pot.awards) for pot in twice.pots], twice.rake, twice.totals
    ([(1, 950, {'ann': 950}), (2, 950, {'bob': 950})], 100, {'ann': 950, 'bob': 950})
    """
    code, spec, policy = _settings(game, odd_chip, lang)
    listed = read_players(players)
    if boards is None:
        if run_cards is not None:
            raise DealError("run_cards gives the cards of each run: give the boards of every run too")
        deal = read_deal(spec, board, listed, button, chip)
        deals = [deal]
    else:
        runs = _boards(board, boards)
        each = _run_players(listed, run_cards, len(runs))
        deals = [
            read_deal(spec, cards, run_players, button, chip) for cards, run_players in zip(runs, each, strict=True)
        ]
        if len(deals) > 1:
            _check_runs(deals)
        deal = deals[0]
    seats = deal.seats

    bets: dict[str, int] = {}
    live: list[Seat] = []
    showing: list[Seat] = []
    for s in seats:  # the deal's seats, once: bets, who is still in, whose cards show
        bets[s.name] = s.bet
        if not s.folded:
            live.append(s)
            if s.cards is not None:
                showing.append(s)
    order = list(bets)
    layout = layout_pots(bets, [s.name for s in live])
    pots = list(layout.pots)
    extra = dead if type(dead) is int and 0 <= dead <= MAX_CHIPS else chip_amount(dead, "the dead money")
    if extra % chip:
        raise ChipAmountError(f"the dead money {extra} is not a whole number of the smallest chip {chip}")
    if extra and pots:
        main = pots[0]
        pots[0] = Pot(main.amount + extra, main.eligible, main.level)
    elif extra:
        pots = [Pot(extra, tuple(s.name for s in live), 0)]
    taken = pot_rake([pot.amount for pot in pots], rake, chip=chip)
    holes = [s.cards or () for s in showing]
    names = [s.name for s in showing]
    stud = spec.odd_chip == "stud"
    tables: list[Table] = []
    for run in deals:
        board_cards = run.board
        if run_cards and run is not deal:  # the cards of this run
            showing = [s for s in run.seats if not s.folded and s.cards is not None]
            holes, names = [s.cards or () for s in showing], [s.name for s in showing]
        if len(live) > 1 and showing:
            per_side = deal_hands(_plans(spec, len(holes[0]), len(board_cards)), holes, board_cards)
        else:
            per_side = [[None] * len(showing) for _ in spec.sides]
        hands: dict[str, dict[str, Hand | None]] = {
            side.name: dict(zip(names, side_hand, strict=True))
            for side, side_hand in zip(spec.sides, per_side, strict=True)
        }
        held = {s.name: (s.cards or ()) + board_cards for s in run.seats} if stud else {}
        tables.append(Table(spec, hands, order, deal.button, held, policy, chip, code))

    won = dict.fromkeys(order, 0)
    decided: list[tuple[Table, int, Pot, PotAward, int]] = []
    several = len(tables) > 1
    for index, pot in enumerate(pots):
        net = pot.amount - taken[index]
        shares = split_runs(net, len(tables), chip=chip) if several else (net,)
        for number, (table, share) in enumerate(zip(tables, shares, strict=True), start=1):
            part = pot if share == pot.amount else Pot(share, pot.eligible, pot.level)
            award = award_pot(table, part)
            decided.append((table, index, part, award, number if several else 0))
            for name, amount in award.paid.items():
                won[name] += amount

    returned = layout.returned
    totals = {name: returned.get(name, 0) + won[name] for name in order}
    return ShowdownResult._later(
        totals,
        game=spec.name,
        board=later(format_cards, deal.board) if deal.board else "",
        button=seats[deal.button].name if deal.button is not None else None,
        odd_chip=policy,
        chip=chip,
        players=later(_players, seats, tables[0], returned, won),
        pots=later(_pots, decided),
        returned=returned,
        lang=code,
        boards=tuple(format_cards(run.board) for run in deals) if several else (),
        rake=sum(taken),
        pot_rake=tuple(taken) if rake is not None else (),
        rake_rule=_rake_rule(rake),
        dead=extra,
        run_cards=tuple({s.name: format_cards(s.cards) for s in run.seats if s.cards} for run in deals)
        if run_cards
        else (),
        run_hands=later(_run_hands, seats, tables),
        best=later(best_hands, tables[0], [s.name for s in live]),
    )


_SETTINGS: dict[tuple[str, str, str], tuple[str, Game, OddChipPolicy]] = {}
"""(game, odd-chip policy, language) as given -> (language code, game, policy): a server names
the same ones every call."""


def _settings(game: str | Game, odd_chip: str, lang: str | None) -> tuple[str, Game, OddChipPolicy]:
    """The language code, the game and the odd-chip policy of a call (each checked, in this
    order, the first time these names are seen; ``lang=None`` reads the environment each time)."""
    if type(game) is str and type(odd_chip) is str and type(lang) is str:
        known = _SETTINGS.get((game, odd_chip, lang))
        if known is not None:
            return known
    code = resolve_language(lang)
    spec = get_game(game)
    policy: OddChipPolicy = policy_name(odd_chip)
    if type(game) is str and type(odd_chip) is str and type(lang) is str and len(_SETTINGS) < 1024:
        _SETTINGS[game, odd_chip, lang] = (code, spec, policy)
    return code, spec, policy


def _side_plans(spec: Game, n_hole: int, n_board: int) -> list[SidePlan]:
    return [side_plan(side, n_hole, n_board) for side in spec.sides]


_plans: PerGame[list[SidePlan]] = PerGame(_side_plans, limit=4096)
"""``_plans(game, hole cards, board cards)``: the plans of the game's sides for hands of that
many hole and board cards (by the game's value, as every per-game cache)."""


def _pots(decided: list[tuple[Table, int, Pot, PotAward, int]]) -> tuple[PotResult, ...]:
    """Each pot's result (with hands and reasons), from its award."""
    return tuple(pot_result(table, index, pot, award, run) for table, index, pot, award, run in decided)


def _run_hands(seats: Sequence[Seat], tables: list[Table]) -> tuple[dict[str, dict[str, ShownHand | None]], ...]:
    """Each board's hands: player -> side -> the hand shown (None: folded, not shown, no qualifier)."""
    out = []
    for table in tables:
        shown = table.shown
        sides = [(side.name, shown[side.name]) for side in table.game.sides]
        out.append({s.name: {name: hands.get(s.name) for name, hands in sides} for s in seats})
    return tuple(out)


def _players(
    seats: Sequence[Seat], table: Table, returned: Mapping[str, int], won: Mapping[str, int]
) -> tuple[PlayerResult, ...]:
    """Each player's result, in seat order."""
    shown = table.shown
    sides = [(side.name, shown[side.name]) for side in table.game.sides]
    return tuple(
        PlayerResult(
            s.name,
            s.seat,
            format_cards(s.cards) if s.cards else "",
            s.bet,
            s.folded,
            {name: hands.get(s.name) for name, hands in sides},
            returned.get(s.name, 0),
            won[s.name],
        )
        for s in seats
    )


MAX_RUNS: Final = 1_000
"""The most boards (runs) one showdown takes: a hand run twice, three times, or played with
two boards needs a few; a longer list is refused before it is read."""


def _boards(board: CardsLike | None, boards: Sequence[CardsLike] | None) -> list[CardsLike | None]:
    """The board of each run: ``board`` alone, or the ``boards`` of a hand run more than once."""
    if boards is None:
        return [board]
    if isinstance(boards, str) or not isinstance(boards, Sequence):
        raise DealError(f"boards is a list of boards, one per run, got {plainly(boards)}")
    try:
        count = len(boards)
    except OverflowError:  # len(range(10**20))
        count = MAX_RUNS + 1
    if not count:
        raise DealError("boards is a list of boards, one per run; it is empty")
    if count > MAX_RUNS:  # counted, not read: range(10**12) is no list of a trillion boards
        raise DealError(f"boards is a list of boards, one per run: at most {MAX_RUNS:,} runs, got {shorten(boards)}")
    if board is not None and not (isinstance(board, str) and not board.strip()):
        raise DealError("give the board or the boards of every run, not both")
    return list(boards)


def _run_players(
    listed: list[Player], run_cards: Sequence[Mapping[str, CardsLike]] | None, runs: int
) -> list[list[Player]]:
    """The players of each run: ``listed``, with the cards ``run_cards`` gives them on that run."""
    if run_cards is None:
        return [listed] * runs
    if isinstance(run_cards, str | Mapping) or not isinstance(run_cards, Sequence):
        raise DealError(f"run_cards is a list of mappings of names to cards, one per run, got {plainly(run_cards)}")
    if len(run_cards) != runs:
        raise DealError(f"run_cards gives {len(run_cards)} runs and the boards {runs}: one mapping per run")
    names = [player.name for player in listed]
    out = []
    for number, cards in enumerate(run_cards, start=1):
        if not isinstance(cards, Mapping):
            raise DealError(f"run {number} of run_cards is a mapping of names to cards, got {plainly(cards)}")
        for name in cards:
            if name not in names:
                raise DealError(
                    f"run {number} of run_cards names {shorten(name)}, who is not a player; the players are"
                    f" {names}{did_you_mean(str(name), names)}"
                )
        out.append([Player(p.name, cards[p.name], p.bet, p.folded, p.seat) if p.name in cards else p for p in listed])
    return out


def _check_runs(deals: list[Deal]) -> None:
    """Boards run more than once share the cards dealt before the runs, at the same places;
    any other card is on one board only."""
    _check_boards([deal.board for deal in deals])


def _check_boards(boards: list[tuple[Card, ...]]) -> None:
    """:func:`_check_runs` of the runs' boards (the cards of each). Two boards (run twice) are
    passed at once where they share their first cards and no card after them is on both or
    twice (the card by card check below names the card that is not so).

    >>> from pokerrank.cards import parse_cards
    >>> _check_boards([parse_cards("As Kd 7c 2h 9s"), parse_cards("As Kd 7c 3d Th")])
    >>> _check_boards([parse_cards("As Kd 7c 2h 9s"), parse_cards("As Kd 3d 7c Th")])
    Traceback (most recent call last):
    ...
    pokerrank.errors.DuplicateCardError: duplicate card '7c': dealt on board 1 and again on board 2
    """
    if len(boards) == 2 and boards[0]:  # (a draw's boards hold no card)
        first, second = boards
        shared, most = 0, min(len(first), len(second))
        while shared < most and first[shared] == second[shared]:
            shared += 1
        if len({*first, *second[shared:]}) == len(first) + len(second) - shared:
            return
    first_seen: dict[int, tuple[int, int]] = {}
    for number, board in enumerate(boards, start=1):
        for place, card in enumerate(board):
            seen = first_seen.get(card)
            if seen is None:
                first_seen[card] = (number, place)
            elif seen[1] != place or any(other[:place] != board[:place] for other in boards[seen[0] - 1 : number]):
                raise DuplicateCardError(
                    f"duplicate card {str(card)!r}: dealt on board {seen[0]} and again on board {number}"
                )


def _rake_rule(rake: int | Rake | Mapping[str, Any] | None) -> int | dict[str, Any] | None:
    """The rake as JSON data, the way :func:`showdown_from_dict` reads it back."""
    if rake is None or type(rake) is int:
        return rake
    if isinstance(rake, Rake):
        rate = rake.rate
        text = str(rate) if not isinstance(rate, Fraction) else f"{rate.numerator}/{rate.denominator}"
        return {"rate": text} if rake.cap is None else {"rate": text, "cap": rake.cap}
    if isinstance(rake, Mapping):
        return dict(rake)
    return chip_amount(rake, "the rake")  # (a whole float or a numpy integer, read as the rake was: 2.0 is 2)


def showdown_from_dict(data: Mapping[str, Any]) -> ShowdownResult:
    """Replay a deal given as data in the shape :meth:`ShowdownResult.to_dict` emits.

    Only the deal is read (game, board or boards, players with name, cards, bet, folded and
    seat, button, odd_chip, chip, rake, dead, lang, run_cards); results in the data are ignored and
    computed afresh. A document that names its format (``"format": "pokerrank.deal"`` or
    ``"pokerrank.showdown"`` and a ``format_version``, as ``--json`` and
    :func:`pokerrank.formats.stamp` write them) is checked for it first
    (:func:`pokerrank.formats.read_format`): a document of another format, or of a version
    newer than this pokerrank reads, raises :class:`~pokerrank.errors.FormatError`.

    >>> first = showdown("holdem", "2c 7d 9h Js Kd", {"a": "As Ad", "b": "Ks Kh"})
    >>> showdown_from_dict(first.to_dict()) == first
    True
    """
    if not isinstance(data, Mapping):
        raise DealError(f"a deal is a JSON object, got {plainly(data)}")
    data = read_format(data, (DEAL, SHOWDOWN), "deal")
    deal_keys = (
        "game", "board", "boards", "players", "button", "odd_chip", "chip", "rake", "dead", "lang", "run_cards"
    )  # fmt: skip
    results = ("pots", "returned", "totals", "pot_rake", "best")
    unknown = sorted(str(key) for key in data if key not in deal_keys and key not in results)
    if unknown:  # a typo such as "buton" must not be dropped without a word
        hint = did_you_mean(unknown[0], deal_keys)
        raise DealError(f"a deal has no key {shorten(unknown[0])}; its keys are {', '.join(deal_keys)}{hint}")
    for key in ("game", "players"):
        if key not in data:
            raise DealError(f"a deal needs {key!r}; its keys are {', '.join(deal_keys)}")
    board = data.get("board")
    boards = data.get("boards")
    if boards is not None and isinstance(boards, list) and boards and board is not None:
        if board != boards[0]:  # a saved result names the first board as the board too
            raise DealError("a deal gives 'board' or 'boards', not both (or 'board' as the first of 'boards')")
        board = None
    return showdown(
        data["game"],
        board,
        data["players"],
        button=data.get("button"),
        odd_chip=data.get("odd_chip", "wsop"),
        chip=data.get("chip", 1),
        lang=data.get("lang", DEFAULT_LANGUAGE),
        boards=boards,
        rake=data.get("rake"),
        dead=data.get("dead", 0),
        run_cards=data.get("run_cards"),
    )
