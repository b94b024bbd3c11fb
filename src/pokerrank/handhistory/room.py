"""The audit of a room's hand (PokerStars text): what it paid against what the rules give,
and its words for each shown hand against the hand pokerrank finds."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from pokerrank._showdown import _plans
from pokerrank._showdown.results import ShownHand
from pokerrank._showdown.sides import deal_hands
from pokerrank.cards import parse_cards
from pokerrank.errors import PokerRankError
from pokerrank.handhistory import verdicts
from pokerrank.handhistory.allin import cashed_out_won
from pokerrank.handhistory.decision import Decision, RunHands, Strengths, decide, kept_for
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.replay import Replay
from pokerrank.handhistory.sites.uncalled import BET_IN_WIN
from pokerrank.handhistory.verdicts import Outcome, Payout, Verdict, WordCheck, language, money, say, separator
from pokerrank.handhistory.words import agree, hand_facts, parse_claim
from pokerrank.i18n import catalog
from pokerrank.i18n.phrases import words

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from pokerrank.games import Game

__all__ = ["audit_room"]

_new = tuple.__new__


def audit_room(
    record: HandRecord, play: Replay, lang: str | None = "en", *, shared: dict[str, Any] | None = None
) -> Verdict:
    """A room's hand: each player's payout (pots and uncalled bets) against the rules, the
    rake's split against the policy, and the room's words for each shown hand; an all-in
    cash-out against the exact value of the player's pots
    (:func:`~pokerrank.handhistory.cashouts.judge_cash_outs`). ``shared``: kept by the caller
    between audits of the same hand with other cards alone (:func:`~pokerrank.handhistory.decision.decide`'s):
    what the room paid and the rake's rule, worked out once."""
    verdict = _pots(record, play, lang, shared)
    if record.cash_outs or (record.extra and record.extra.get("side_deals")):
        from pokerrank.handhistory.cashouts import judge_cash_outs

        return judge_cash_outs(verdict, record, play, lang)
    return verdict


def _pots(record: HandRecord, play: Replay, lang: str | None = "en", shared: dict[str, Any] | None = None) -> Verdict:
    """:func:`audit_room` but for the cash-outs."""
    showdown = play.showdown
    if record.pot_not_awarded and not any(cashed_out_won(record).values()):
        who = ", ".join(record.cash_outs) or say(lang, "a_player")
        return Verdict(
            record, Outcome.NOT_AUDITABLE, verdicts.CASHED_OUT, say(lang, "cashed_out", who=who), showdown=showdown
        )
    if play.missing:
        names = ", ".join(play.missing)
        code = language(lang)  # (the audit tries their cards, and may never read this sentence)
        say_it = lambda: say(code, "not_shown", names=names)  # noqa: E731
        return Verdict.deferred(record, Outcome.NOT_AUDITABLE, verdicts.CARDS_NOT_SHOWN, say_it, showdown=showdown)
    shared = kept_for(shared, play)
    paid = shared.get("paid") if shared is not None else None  # (the same whatever cards are tried)
    if paid is None:
        paid = _paid(record, play)  # the reader checked that the room's own numbers add up
        if shared is not None:
            shared["paid"] = paid
    rake = record.rake or 0
    try:
        decided = decide(play, rake, record.pots, lang=lang, added=record.added, hands=False, shared=shared)
    except PokerRankError as exc:  # the deal itself is bad: a card twice, a card not in the deck
        detail = say(lang, "no_deal", error=str(exc))
        return Verdict(record, Outcome.NOT_AUDITABLE, verdicts.INCONSISTENT, detail, showdown=showdown)
    rules = decided.totals
    found: list[Payout] = []
    money_ok = True
    for name in play.players:
        given, got = rules.get(name, 0), paid.get(name, 0)
        if given or got:
            found.append(_new(Payout, ("total", name, given, got)))
            money_ok = money_ok and given == got
    if money_ok and len(play.boards) > 1:  # run more than once: each run paid to its own winners
        wrong = _runs_paid_wrong(record, decided)
        found += wrong
        money_ok = not wrong
    payouts = tuple(found)
    words = _words(record, play, decided.run_hands, lang, decided.strengths) if record.claims else ()
    if money_ok and decided.rake_note is None and all(w.ok for w in words):
        code = language(lang)  # now: an unknown language is refused here, and None reads the environment now
        winners, pot, taken = _winners(decided)  # the sentence's numbers, not the whole decision, wait for it
        say_it = lambda: _sentence(record, winners, pot, taken, code)  # noqa: E731
        return Verdict.deferred(record, Outcome.MATCH, None, say_it, payouts, words, showdown, rake)
    code = language(lang)  # (as for a match: the language now, the sentence on first read)
    what = "rake" if decided.rake_note is not None else "payout" if not money_ok else "words"
    say_why = lambda: _why(record, decided, payouts, words, what, code)  # noqa: E731
    return Verdict.deferred(record, Outcome.MISMATCH, what, say_why, payouts, words, showdown, rake)


def _runs_paid_wrong(record: HandRecord, decided: Decision) -> list[Payout]:
    """Where the room says which run paid whom (its collections on runs 2 and on) and paid a
    player on a run that the rules give nothing on it (but from a pot not run: a side pot one
    player alone contests is printed on some run), each player paid on a run otherwise than a
    winner or loser of it, as a payout ``total, board N`` (what the rules give on that run,
    what the room paid on it); else none. A run's odd chips and rake are left to the totals
    (rooms place them their own ways), and a winner the room paid on another run than the
    rules is not wrong alone (Full Tilt prints a player who won both runs on the second): the
    winners alone are checked here, so that runs swapped in a text do not pass."""
    if not any(collection.run > 1 for collection in record.collected):
        return []  # (the room's lines do not say the runs apart)
    rules: dict[int, dict[str, int]] = {}
    unrun: set[str] = set()
    for name, _, awards in decided.pots:
        board = name.partition(", board ")[2]
        if board:
            won = rules.setdefault(int(board), {})
            for player, amount in awards.items():
                won[player] = won.get(player, 0) + amount
        else:
            unrun.update(player for player, amount in awards.items() if amount)
    if not rules or not rules.keys() <= {collection.run for collection in record.collected}:
        return []  # (a run on which the room printed nobody paid: its lines do not say every run apart)
    paid: dict[int, dict[str, int]] = {}
    for collection in record.collected:
        on_run = paid.setdefault(collection.run, {})
        on_run[collection.player] = on_run.get(collection.player, 0) + collection.amount
    wrong: list[Payout] = []
    foreign = False  # (a player paid on a run the rules give them nothing on)
    for run in sorted(rules.keys() | paid.keys()):
        given, got = rules.get(run, {}), paid.get(run, {})
        for player in sorted(given.keys() | got.keys()):
            should, was = given.get(player, 0), got.get(player, 0)
            stranger = bool(was and not should and player not in unrun)
            if stranger or (should and not was):
                wrong.append(_new(Payout, (f"total, board {run}", player, should, was)))
                foreign = foreign or stranger
    return wrong if foreign else []


def _why(
    record: HandRecord,
    decided: Decision,
    payouts: tuple[Payout, ...],
    words: tuple[WordCheck, ...],
    what: str,
    lang: str,
) -> str:
    """The sentence of a mismatch of ``what`` (``rake``, ``payout``, ``words``) in the
    language ``lang``: worded when first read (an audit trying the cards a player never showed
    decides the hand several times and reads one verdict's sentence at most)."""
    shown = [  # (a run's payout named with its board)
        p if p.pot == "total" else p._replace(player=f"{p.player} ({verdicts.pot_name(lang, p.pot)})") for p in payouts
    ]
    paid_wrong = verdicts.wrong_payouts(record, shown, "paid_wrong", lang)
    if what == "rake":  # the room's split of the rake is not the policy's
        assert decided.rake_note is not None
        note = verdicts.phrase(decided.rake_note, lang)
        pots = decided.explain(record, lang)
        return say(lang, "rake_so", note=note, money=paid_wrong, pots=pots) if paid_wrong else note
    if what == "payout":
        detail = say(lang, "because", money=paid_wrong, pots=decided.explain(record, lang))
        if _fees_per_winner(record, decided, tuple(p for p in payouts if p.pot == "total")):  # (not a run's)
            detail = separator(lang).join((detail, say(lang, "fees_per_winner", room=record.site)))
        return detail
    return separator(lang).join(
        say(lang, "words_wrong", player=w.player, printed=repr(w.printed), found=w.found) for w in words if not w.ok
    )


FEES_PER_WINNER: Final = frozenset({"GGPoker"})
"""The rooms (``HandRecord.site``) that take the fees of a pot shared between winners (tied,
or each winning a run) from each winner's share at that winner's own rate, which their hands
do not print (GGPoker: docs/RULES.md): a mismatch between such winners says so."""


def _fees_per_winner(record: HandRecord, decided: Decision, payouts: tuple[Payout, ...]) -> bool:
    """Whether the payouts the room got wrong are only those of winners sharing a pot, each
    off by less than the fees, at a room of :data:`FEES_PER_WINNER`, with the chips paid in
    all what the rules give."""
    if record.site not in FEES_PER_WINNER:
        return False
    wrong = {payout.player for payout in payouts if not payout.ok}
    if not wrong or sum(p.rules for p in payouts) != sum(p.paid for p in payouts):
        return False
    if any(abs(p.paid - p.rules) >= decided.rake for p in payouts if not p.ok):
        return False
    winners: dict[str, set[str]] = {}
    for name, _, awards in decided.pots:
        winners.setdefault(name.partition(", board ")[0], set()).update(p for p, won in awards.items() if won)
    shared = set().union(*(names for names in winners.values() if len(names) > 1))
    return wrong <= shared


def _paid(record: HandRecord, play: Replay) -> dict[str, int]:
    """What the room gave each player: the pots it paid and the bets it handed back (the bet
    nobody called counted once, whether the room's lines print it apart or in a win)."""
    paid: dict[str, int] = dict.fromkeys(play.players, 0)
    for collection in record.collected:
        paid[collection.player] = paid.get(collection.player, 0) + collection.amount
    returned = dict(record.returned)
    # Some rooms pay the uncalled bet with the pot, in their win lines (partypoker's and 888's
    # ``wins $0.40``, PokerTracker's ``wins $0.08 (uncalled)``, iPoker's and Microgaming's WIN);
    # others print no "Uncalled bet" line at all and pay the pots alone (Boss's WIN, and 888's win
    # lines in 149 of its shared hands). Where a room's files settle it (partypoker's win lines
    # hold the bet in every shared hand: ``sites.uncalled.BET_IN_WIN``), its lines are read by that
    # convention: what they paid is what the room paid. Elsewhere a room's hands do not settle it:
    # both sides of a payout hold the bet (the rules' totals do), so it is added to what the room
    # paid where its lines paid nearer the pots alone than the pots and the bet (no more than the
    # pots and half the bet), else they hold it: a room's lines a chip over or short of either are
    # that chip's MISMATCH (docs/RULES.md, "Payouts"). (The own-text readers decide as they read,
    # ``TextHand.back_by_rules``: a win line no more than the pots is the pots alone, but where
    # the room's win lines hold the bet, ``BET_IN_WIN``.)
    if not returned and play.uncalled is not None and record.site not in BET_IN_WIN:
        name, amount = play.uncalled
        if sum(paid.values()) + (record.rake or 0) <= play.total + record.added - amount + amount // 2:
            returned[name] = amount
    for name, amount in returned.items():
        paid[name] = paid.get(name, 0) + amount
    for name, amount in cashed_out_won(record).items():  # the pot the room says they won, not awarded
        paid[name] = paid.get(name, 0) + amount
    return paid


def _words(
    record: HandRecord, play: Replay, runs: RunHands, lang: str | None = "en", strengths: Strengths | None = None
) -> tuple[WordCheck, ...]:
    """The room's description of each shown hand, on its board, against pokerrank's hand
    (pokerrank's in a language: the showdown's hand names, and these words).

    Without wild cards a check is the same for the same words, game, language and
    hands (each side's ranking and strength: the hand's name and facts depend on nothing
    else), so each is worked out once (:func:`_check`) and looked up after. Where the
    decision kept the players' strengths rather than their hands (``runs`` empty,
    ``strengths`` given: the quick path's), a check already worked out is found by the
    strengths alone, and a player's hands are made only for a check not worked out before."""
    game = play.game
    if game is None:
        return ()
    if not (runs or strengths):  # no showdown: the one player left, if they showed a whole hand
        runs = _lone_hands(play, game, lang)
        if not runs:
            return ()
    held = _CHECKED.get(id(game))
    if held is None or held[0] is not game:  # a game met for the first time (or a new one at a freed id)
        if len(_CHECKED) >= 1_000:  # games made on demand, each kept: start again
            _forget_checks()
        held = _CHECKED[id(game)] = (game, {})
    checked = held[1]
    sides = game.sides
    one = sides[0].name if len(sides) == 1 else None
    contenders = play.contenders
    count = len(runs) if runs else len(strengths.boards) if strengths is not None else 0
    code: str | None = lang if type(lang) is str else None  # None: the environment's, read once below
    checks: list[WordCheck] = []
    for claim in record.claims:
        player, text, run = claim.player, claim.text, claim.run
        if not 1 <= run <= count:
            run = 1
        hands = runs[run - 1].get(player) if runs else None
        if (hands is None and runs) or player not in contenders:
            continue
        if code is None:
            code = language(lang)
        key: tuple[Any, ...]
        if hands is None:  # (the strengths alone: each side's ranking, strength and language as a hand's)
            assert strengths is not None
            key = _strengths_key(text, code, strengths, run - 1, player)
        else:
            key = _hands_key(text, code, hands, one, sides)
        try:
            found = checked[key]
        except KeyError:  # worked out the first time
            if hands is None:  # (made now: a check not worked out before)
                assert strengths is not None
                hands = strengths.hands_of(run - 1, player)
            found = _check(text, hands, game, code)  # (the language resolved: the key's)
            if not any(shown.hand.ranking.is_wild for shown in hands.values() if shown):
                if _HELD[0] >= _MOST_CHECKED:  # room for the next ones
                    _forget_checks()
                    held = _CHECKED[id(game)] = (game, {})
                    checked = held[1]
                checked[key] = found
                _HELD[0] += 1  # (a count, not a sum over the games: another thread may be adding one)
        if found is not None:
            checks.append(_new(WordCheck, (player, run, text, *found)))
    return tuple(checks)


def _lone_hands(play: Replay, game: Game, lang: str | None) -> RunHands:
    """The hands of the one player left (every other folded or mucked: no ranking decided the
    pots) on each board, where they showed as many cards as the game deals and each board is
    whole (the words of a hand cut short by the folds are not checked); else none."""
    if play.showdown or len(play.contenders) != 1:
        return ()
    name = play.contenders[0]
    cards = play.cards.get(name)
    if not cards:
        return ()
    try:
        hole = tuple(parse_cards(cards))
        boards = [tuple(parse_cards(board)) if board else () for board in play.boards] or [()]
        if len(hole) != game.hole_cards or any(len(board) != game.board_cards for board in boards):
            return ()
        plans = _plans(game, game.hole_cards, game.board_cards)
        code = language(lang)
        made = []
        for board in boards:
            if len({*hole, *board}) < len(hole) + len(board):  # a card twice (deal_hands does not refuse it)
                return ()
            hands = deal_hands(plans, [hole], board)
            made.append(
                {
                    name: {
                        side.name: None
                        if of_side[0] is None
                        else ShownHand(name, side.name, of_side[0].strength, of_side[0], code)
                        for side, of_side in zip(game.sides, hands, strict=True)
                    }
                }
            )
    except PokerRankError:  # cards the deal refuses: their words are not checked
        return ()
    return tuple(made)


def _hands_key(
    text: str, code: str, hands: Mapping[str, Any], one: str | None, sides: Sequence[Any]
) -> tuple[Any, ...]:
    """:func:`_words`' key of a check, from a player's ``hands`` (by side name; ``one``: the
    game's one side's name, None for a game of several): the words, the language, and each side's
    ranking, strength and language (None for a side without a qualifying hand). The key
    :func:`_strengths_key` makes from the same player's strengths is the same tuple."""
    if one is not None:
        shown = hands.get(one)
        return (text, code, None) if shown is None else (text, code, shown.hand.ranking, shown.strength, shown.lang)
    parts: list[Any] = [text, code]
    for side in sides:
        shown = hands.get(side.name)
        if shown is None:
            parts.append(None)
        else:
            parts += (shown.hand.ranking, shown.strength, shown.lang)
    return tuple(parts)


def _strengths_key(text: str, code: str, strengths: Strengths, board: int, player: str) -> tuple[Any, ...]:
    """:func:`_words`' key of a check, from ``player``'s strengths on board ``board`` (0: the
    first): the key their hands give (:func:`_hands_key`: each side's ranking, strength and
    language, None for a side without a qualifying hand)."""
    on_board = strengths.runs[board]
    lang = strengths.lang
    if len(on_board) == 1:
        value = on_board[0].get(player)
        return (text, code, None) if value is None else (text, code, strengths.plans[0].ranking, value, lang)
    parts: list[Any] = [text, code]
    for plan, of_side in zip(strengths.plans, on_board, strict=True):
        value = of_side.get(player)
        if value is None:
            parts.append(None)
        else:
            parts += (plan.ranking, value, lang)
    return tuple(parts)


def _check(text: str, hands: dict[str, ShownHand | None], game: Game, lang: str | None) -> tuple[str, bool] | None:
    """:func:`_words`' check of one claim: pokerrank's hands in words (each side's, joined),
    and whether the room's words agree; None when the words are not ones the reader knows."""
    facts = parse_claim(text, game.name)
    if facts is None:
        return None
    short = game.deck.name == "short"
    found: list[str] = []
    ok = True
    for side in game.sides:
        said = facts.get(side.name)
        shown = hands.get(side.name)
        mine: tuple[str, tuple[int, ...]] | None
        if shown is None:
            mine = ("NO_LOW", ()) if side.qualifier is not None else None
            label = say(lang, "no_low" if side.qualifier is not None else "no_hand")
        else:
            mine = _facts(shown, side.name, side.ace_low, short)
            label = shown.name
        found.append(label if len(game.sides) == 1 else say(lang, "hand", side=_side(lang, side.name), hand=label))
        if said is not None:
            ok = ok and mine is not None and agree(said, mine)
    if ok and (len(facts) > len(game.sides) or "low" in facts):  # a side the game does not have, named
        names = {side.name for side in game.sides}  # ("LO: 5,4,3,2,A" in Omaha high, with a high or alone)
        extra = [name for name, fact in facts.items() if name not in names and fact[0] != "NO_LOW"]
        ok = not extra or (len(facts) <= len(game.sides) and "low" not in extra)
    return separator(lang).join(found), ok


_CHECKED: dict[int, tuple[Game, dict[tuple[Any, ...], tuple[str, bool] | None]]] = {}
""":func:`_words`' checks worked out, per game (by identity, the game kept to tell a new one at a freed id)."""
_MOST_CHECKED: Final = 100_000
"""The most checks :data:`_CHECKED` holds in all (then it starts again): rooms repeat a few thousand."""
_HELD: Final = [0]
"""How many checks :data:`_CHECKED` holds (about, where threads audit at once)."""


def _forget_checks() -> None:
    """Empty :data:`_CHECKED` and its count."""
    _CHECKED.clear()
    _HELD[0] = 0


def _facts(shown: ShownHand, side: str, ace_low: bool, short: bool) -> tuple[str, tuple[int, ...]]:
    """The facts of a hand pokerrank found (:func:`~pokerrank.handhistory.words.hand_facts`).
    Without wild cards the strength says the category and every rank the room names, so the
    facts are worked out once per ranking and strength."""
    hand = shown.hand
    ranking = hand.ranking
    if ranking.is_wild:
        return hand_facts(hand.category.name, hand.cards, side, ace_low, short)
    key = (ranking.name, shown.strength, side, ace_low, short)
    found = _FACTS.get(key)
    if found is None:
        category = hand.category.name
        cards = hand.all_cards
        if not 5 < len(cards) <= 7 or ranking.family != "high" or side != "high" or category not in _GROUPED:
            cards = hand.cards  # the five that play, found among more
        found = hand_facts(category, cards, side, ace_low, short)
        if len(_FACTS) < 200_000:
            _FACTS[key] = found
    return found


_FACTS: dict[tuple[str, int, str, bool, bool], tuple[str, tuple[int, ...]]] = {}
_GROUPED: Final = frozenset({"HIGH_CARD", "ONE_PAIR", "TWO_PAIR", "THREE_OF_A_KIND", "FULL_HOUSE", "FOUR_OF_A_KIND"})
"""The categories of a high hand (no wild card) whose facts all of a player's cards give as the
five that play give them (:func:`~pokerrank.handhistory.words.hand_facts`: the highest card, the
one pair, the two highest pairs, the trips, the highest trips and the highest pair or trips
after them, the quads: what six or seven cards add cannot be a larger group of these
categories without making a better hand), so that the search for the five (Hold'em, stud) is
not needed. Not straights and flushes (their top card is the five's), nor eight cards or more
(two trips and a higher pair: the full house takes the pair)."""


def _summary(record: HandRecord, decided: Decision, lang: str | None = "en") -> str:
    """The sentence of a MATCH: who wins what, the pot and the rake. The same words as
    :func:`~pokerrank.handhistory.verdicts.say` and ``money`` give, with each language's
    templates looked up once (every matched hand says this)."""
    return _sentence(record, *_winners(decided), language(lang))


def _winners(decided: Decision) -> tuple[dict[str, int], int, int]:
    """What each player wins over all the pots, the pot before rake, and the rake."""
    winners: dict[str, int] = {}
    pot = decided.rake
    for _, amount, awards in decided.pots:
        pot += amount
        for name, won in awards.items():
            winners[name] = winners.get(name, 0) + won
    return winners, pot, decided.rake


def _sentence(record: HandRecord, winners: dict[str, int], pot: int, rake: int, code: str) -> str:
    """:func:`_summary`'s sentence from its numbers, in the language ``code``."""
    said = _SUMMARY_WORDS.get(code)
    if said is None:
        said = _SUMMARY_WORDS[code] = {key: words(code, f"audit.{key}") for key in _SUMMARY_KEYS}
    if code == "en":
        money_of = record.format_money
    else:

        def money_of(amount: int) -> str:
            return money(record, amount, code)

    wins = said["wins"]
    who = (
        said["also"]
        .format()
        .join(wins.format(player=name, amount=money_of(amount)) for name, amount in winners.items() if amount)
    )
    less = said["less_rake"].format(rake=money_of(rake)) if rake else ""
    return str(said["summary"].format(who=who or said["nobody_wins"].format(), pot=money_of(pot), less=less))


_SUMMARY_KEYS: Final = ("also", "wins", "less_rake", "summary", "nobody_wins")
_SUMMARY_WORDS: dict[str, dict[str, Any]] = {}


def _side(lang: str | None, side: str) -> str:
    """A side's name (``high``, ``low``) in a language."""
    word: str = catalog(lang or "en")["showdown"]["sides"].get(side, side)
    return word
