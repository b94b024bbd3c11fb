"""``pokerrank outs``: which next cards change who wins, grouped by what they make."""

from __future__ import annotations

from typing import Any

import click

from pokerrank import formats
from pokerrank.cli import cli, emit_json, guarded
from pokerrank.cli._lang import number, percent, resolve, say, side_label, styled
from pokerrank.cli._options import (
    deal_options,
    json_option,
    lang_option,
    old_spelling,
    use_new_or_old,
)
from pokerrank.cli._render import and_list, deal_header, named_hands, print_table


@cli.command()
@deal_options("Board cards so far (the flop or the turn).")
@click.option(
    "--next",
    "next_cards",
    type=click.IntRange(1, 2),
    default=None,
    metavar="1|2",
    help="How many cards to come: 1, the next card (default); 2, the next two (from the flop, or two more stud cards).",
)
@old_spelling("--cards", "-c", dest="old_cards", kind=int)
@click.option("--player", "-p", default=None, help="Stud: the player who receives the cards (default: each in turn).")
@lang_option
@json_option("Print JSON instead of a table.")
@guarded
def outs(
    hands: tuple[str, ...], game: str, board: str, dead: str, next_cards: int | None, old_cards: int | None,
    player: str | None, lang: str | None, as_json: bool,
) -> None:  # fmt: skip
    """Outs of each player's HANDS, one argument per player (NAME=CARDS to name them).

    \b
    pokerrank outs "Ah Kh" "9s 9d" --board "2h 7h 9c"
    pokerrank outs -g o8 ann="As 2s Kd Qc" bob="Kh Kc 9d 9c" -b "Ks 8h 3d" --next 2
    pokerrank outs -g stud ann="Ah Kh 7h 2h 9c" bob="Qs Qd 5c 5d 8s" --player ann
    A card is an out when, with it, the hands as they then stand have a new winner. In stud
    the cards go to one player; the others stand as they are.
    """
    from pokerrank import outs as compute

    code = resolve(lang)
    n_cards = use_new_or_old(next_cards, old_cards, "--next", "--cards", 1)
    named = named_hands(hands, "en" if as_json else code)  # JSON: the same names in every language
    result = compute(game, dict(named), board, dead, cards=n_cards, player=player, lang=code)
    if as_json:
        emit_json(result.to_dict(), formats.OUTS)
        return
    _print(result, code)


def _print(result: Any, code: str) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from pokerrank import get_game

    spec = get_game(result.game)
    console = Console(highlight=False, soft_wrap=False)
    console.print(deal_header(spec.title, code, board=result.board, dead=result.dead))
    for name, cards in zip(result.names, result.hands, strict=True):
        console.print(Text.assemble("  ", (name, "bold"), f"  {cards}"))
    split = len(result.now) > 1
    for lead in result.now:
        side = say(code, "outs.side_prefix", side=side_label(code, lead.side)) if split else ""
        if lead.winners:
            key = "outs.now_wins" if len(lead.winners) == 1 else "outs.now_split"
            players = and_list(lead.winners, code)
            console.print(Text(say(code, key, side=side, players=players, hand=lead.hand)))
        else:
            console.print(Text(say(code, "outs.now", side=side, hand=lead.hand)))
    what = say(code, "outs.next_card" if result.cards == 1 else "outs.next_two")
    per = say(code, "outs.of_cards" if result.cards == 1 else "outs.of_pairs", n=number(result.deals, code))
    if not result.groups:
        console.print(Text(say(code, "outs.no_change", what=what, per=per), "dim"))
        return
    table = Table(show_edge=False, pad_edge=False)
    stud = result.kind == "stud"
    if stud:
        table.add_column(say(code, "outs.to"))
    if split:
        table.add_column(say(code, "outs.side"))
    table.add_column(what)
    table.add_column(say(code, "outs.count"), justify="right")
    table.add_column(say(code, "outs.chance"), justify="right")
    table.add_column(say(code, "outs.makes"))
    table.add_column(say(code, "outs.wins"))
    for group in result.groups:
        row: list[str | Text] = []
        if stud:
            row.append(Text(group.receiver or ""))
        if split:
            row.append(side_label(code, group.side))
        makes = group.makes if code == "en" or group.best is None else group.best
        winners = and_list(group.winners, code) if group.winners else say(code, "outs.nobody")
        row += [Text(group.text), number(group.count, code), percent(group.count / result.deals, code, 1),
                Text(makes), Text(winners)]  # fmt: skip
        table.add_row(*row)
    print_table(console, table)
    for mine in result.outs:
        for kind, cards, card_words in (
            ("to_win", mine.wins, mine.wins_text),
            ("to_split", mine.splits, mine.splits_text),
        ):
            if not cards:
                continue
            side = say(code, "outs.the_side", side=side_label(code, mine.side)) if split else ""
            chance = percent(len(cards) / result.deals, code, 1)
            if result.cards == 1:
                count = say(code, "outs.out" if len(cards) == 1 else "outs.outs", n=number(len(cards), code))
            else:
                count = say(code, "outs.pairs_of", n=number(len(cards), code), deals=number(result.deals, code))
            console.print(
                styled(code, f"outs.{kind}", {"player": "bold"}, player=mine.player, count=count, side=side,
                       chance=chance, cards=card_words)
            )  # fmt: skip
    console.print(Text(say(code, "outs.footer" if result.cards == 1 else "outs.footer_two", per=per), "dim"))
