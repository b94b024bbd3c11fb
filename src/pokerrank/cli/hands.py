"""``pokerrank rank``, ``compare``, ``stats`` and ``rankings``."""

from __future__ import annotations

from typing import Any

import click

from pokerrank import compare as compare_hands
from pokerrank import formats, wild_ranking
from pokerrank.cards import format_cards
from pokerrank.cli import cli, emit_json, guarded
from pokerrank.cli._lang import number, percent, resolve, say
from pokerrank.cli._options import json_option, lang_option, old_spelling, progress_option, use_new_or_old
from pokerrank.cli._progress import ProgressBar
from pokerrank.cli._render import progress_run
from pokerrank.comparison import hand_dict as comparison_hand_dict
from pokerrank.errors import InvalidCardError
from pokerrank.hands import Hand
from pokerrank.i18n import describe
from pokerrank.rankings import RANKINGS, Ranking, get_ranking
from pokerrank.stats import enumerate_stats

RANKING_HELP = "Ranking to use: " + ", ".join(RANKINGS) + " (aliases accepted)."


def _ranking_option(func: Any) -> Any:
    return click.option("--ranking", "-r", default="high", show_default=True, help=RANKING_HELP)(func)


WILD_HELP = (
    "Play with a wild card: 'joker' (fully wild; in ace-to-five, the lowest missing rank), "
    "'bug' (the joker as an ace or to complete a straight or flush) or '2' (deuces wild). "
    "A joker joins the deck (53 cards)."
)


def _wild_option(func: Any) -> Any:
    return click.option("--wild", "-w", metavar="joker|bug|2", default=None, help=WILD_HELP)(func)


def _with_wild(ranking: str, wild: str | None) -> Ranking:
    """The ranking named on the command line, in its form with the wild card if one is given."""
    if wild is None:
        return get_ranking(ranking)
    return wild_ranking(ranking, wild)


def _json_option(func: Any) -> Any:
    return json_option()(func)


def hand_dict(hand: Hand | None, lang: str = "en") -> dict[str, Any] | None:
    """A hand as JSON-ready data (its ranking, and its name in ``lang``)."""
    data = comparison_hand_dict(hand, lang)
    return None if hand is None or data is None else {"ranking": hand.ranking.name, **data}


@cli.command()
@click.argument("cards", nargs=-1, required=True)
@_ranking_option
@_wild_option
@lang_option
@_json_option
@guarded
def rank(cards: tuple[str, ...], ranking: str, wild: str | None, lang: str | None, as_json: bool) -> None:
    """Rank one hand: CARDS as separate words or one quoted string.

    \b
    pokerrank rank As Ks Qs Js Ts
    pokerrank rank "7c 7d 7h 2s 2d Ah Kh"
    pokerrank rank --wild joker Jk 7h 7d 7s 7c
    pokerrank rank --lang nl "Kc Kd Ks 8h 8c"
    """
    code = resolve(lang)
    rk = _with_wild(ranking, wild)
    try:
        hand = rk.evaluate(" ".join(cards))
    except InvalidCardError as exc:
        if wild is None and "joker" in str(exc):
            raise InvalidCardError(f"{exc} (to play with a joker: --wild joker or --wild bug)") from exc
        raise
    if as_json:
        data = hand_dict(hand, code) or {
            "ranking": rk.name,
            "cards": format_cards(rk.parse(" ".join(cards))),
            "plays": None,
            "name": None,
            "category": None,
            "strength": None,
        }
        emit_json(data, formats.HAND)
        return
    if hand is None:
        click.echo(say(code, "no_hand", cards=" ".join(cards), title=rk.title))
        return
    click.echo(describe(hand, code))
    plays, strength = say(code, "plays"), say(code, "strength")
    click.echo(f"  {plays}: {format_cards(hand.cards)}   {strength} {hand.strength} ({rk.name})")


@cli.command()
@click.argument("hand_a")
@click.argument("hand_b")
@_ranking_option
@lang_option
@_json_option
@guarded
def compare(hand_a: str, hand_b: str, ranking: str, lang: str | None, as_json: bool) -> None:
    """Compare two hands, each one quoted string: who wins, and what decided it.

    \b
    pokerrank compare "As Ad Kc Qd 2h" "Ks Kd Kh 3c 4c"
    pokerrank compare --lang de "Jc Jd 4h 4s Ac" "Jh Js 4c 4d Kc"
    """
    code = resolve(lang)
    result = compare_hands(hand_a, hand_b, ranking, lang=code)
    if as_json:
        emit_json(result.to_dict(), formats.COMPARISON)
        return
    for label, hand, given in (("A", result.a, hand_a), ("B", result.b, hand_b)):
        shown = format_cards(hand.cards) if hand is not None else given
        click.echo(f"{label}: {shown}  {describe(hand, code)}")
    if result.winner is None:
        click.echo(say(code, "tie", reason=result.reason))
    else:
        click.echo(say(code, "wins", who="AB"[result.winner], reason=result.reason))


@cli.command()
@_ranking_option
@click.option("--hand-size", "-k", type=int, default=None, metavar="N", help="Cards per hand [default: 5].")
@old_spelling("--cards", dest="old_cards", kind=int)
@_wild_option
@progress_option
@lang_option
@_json_option
@guarded
def stats(
    ranking: str, hand_size: int | None, old_cards: int | None, wild: str | None, progress: bool, lang: str | None,
    as_json: bool,
) -> None:  # fmt: skip
    """Count every hand of a size by category, and the distinct strengths.

    \b
    pokerrank stats --ranking high --hand-size 7
    pokerrank stats --wild joker -k 5     (the 53-card deck)
    """
    code = resolve(lang)
    n_cards = use_new_or_old(hand_size, old_cards, "--hand-size", "--cards", 5)
    rk = _with_wild(ranking, wild)
    bar = ProgressBar(say(code, "stats.enumerating"), enabled=progress)
    with progress_run(bar, code):
        result = enumerate_stats(rk, n_cards, progress=bar)
    if as_json:
        emit_json(result.to_dict(), formats.STATS)
        return
    names = {name: say(code, f"stats.categories.{name}") for name in result.counts}
    width = max(len(name) for name in names.values())
    deck = say(code, "stats.deck", n=52 + rk.jokers) if rk.jokers else ""
    total = number(result.total, code)
    click.echo(say(code, "stats.header", ranking=result.ranking, n=result.n_cards, deck=deck, total=total))
    for name, count in result.counts.items():
        share = count / result.total if result.total else 0.0
        click.echo(f"  {names[name]:<{width}}  {number(count, code):>13}  {percent(share, code, 4):>8}")
    seconds = number(result.seconds, code, 2)
    click.echo("  " + say(code, "stats.distinct", n=number(result.distinct, code), seconds=seconds))


@cli.command()
@lang_option
@_json_option
@guarded
def rankings(lang: str | None, as_json: bool) -> None:
    """List the rankings pokerrank knows."""
    if as_json:
        rows = [
            {"name": rk.name, "title": rk.title, "aliases": list(rk.aliases), "cards": [rk.min_cards, rk.max_cards]}
            for rk in RANKINGS.values()
        ]
        emit_json({"rankings": rows}, formats.RANKINGS)
        return
    code = resolve(lang)
    width = max(len(name) for name in RANKINGS)
    for rk in RANKINGS.values():
        aliases = ", ".join(rk.aliases)
        title = say(code, f"rankings.titles.{rk.name}")
        click.echo(
            f"{rk.name:<{width}}  {title}" + (f"  ({say(code, 'rankings.also', names=aliases)})" if aliases else "")
        )
