"""``pokerrank outs``: which next cards change who wins, grouped by what they make."""

from __future__ import annotations

from typing import Any

import click

from pokerrank import formats
from pokerrank.cli import cli, emit_json, guarded
from pokerrank.cli._lang import lang_option, resolve
from pokerrank.errors import DealError

_SHOWN_CARDS = 60
"""Characters of a group's card words shown in the table (``--json`` has them all)."""


def _split_hand(arg: str, index: int) -> tuple[str, str]:
    name, sep, cards = arg.partition("=")
    if sep and name.strip():
        return name.strip(), cards
    return f"player {index + 1}", arg


@cli.command()
@click.argument("hands", nargs=-1, required=True)
@click.option("--game", "-g", default="holdem", show_default=True, help="Game name or alias (see `pokerrank games`).")
@click.option("--board", "-b", default="", help="Board cards so far (the flop or the turn).")
@click.option("--dead", "-d", default="", help="Cards known to be out of play.")
@click.option(
    "--cards",
    "-c",
    "n_cards",
    type=int,
    default=1,
    show_default=True,
    help="1: the next card; 2: the next two (from the flop, or two more stud cards).",
)
@click.option("--player", default=None, help="Stud: the player who receives the cards (default: each in turn).")
@lang_option
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
@guarded
def outs(
    hands: tuple[str, ...], game: str, board: str, dead: str, n_cards: int, player: str | None,
    lang: str | None, as_json: bool,
) -> None:  # fmt: skip
    """Outs of each player's HANDS, one argument per player (NAME=CARDS to name them).

    \b
    pokerrank outs "Ah Kh" "9s 9d" --board "2h 7h 9c"
    pokerrank outs -g o8 ann="As 2s Kd Qc" bob="Kh Kc 9d 9c" -b "Ks 8h 3d" --cards 2
    pokerrank outs -g stud ann="Ah Kh 7h 2h 9c" bob="Qs Qd 5c 5d 8s" --player ann
    A card is an out when, with it, the hands as they then stand have a new winner. In stud
    the cards go to one player; the others stand as they are.
    """
    from pokerrank.outs import outs as compute

    named = [_split_hand(arg, i) for i, arg in enumerate(hands)]
    seen: set[str] = set()
    for name, _ in named:
        if name in seen:
            raise DealError(f"player {name!r} is named twice; give each player a different name")
        seen.add(name)
    code = resolve(lang)
    result = compute(game, dict(named), board, dead, cards=n_cards, player=player, lang=code)
    if as_json:
        emit_json(result.to_dict(), formats.OUTS)
        return
    _print(result, code)


def _short(text: str) -> str:
    return text if len(text) <= _SHOWN_CARDS else text[: _SHOWN_CARDS - 1] + "…"


def _print(result: Any, code: str) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from pokerrank import get_game

    spec = get_game(result.game)
    console = Console(highlight=False, soft_wrap=False)
    header = Text.assemble((spec.title, "bold"))
    if result.board:
        header.append("   board ").append(result.board, "bold")
    if result.dead:
        header.append(f"   dead {result.dead}")
    console.print(header)
    for name, cards in zip(result.names, result.hands, strict=True):
        console.print(Text.assemble("  ", (name, "bold"), f"  {cards}"))
    split = len(result.now) > 1
    for lead in result.now:
        side = f"{lead.side}: " if split else ""
        if lead.winners:
            who = " and ".join(lead.winners)
            verb = "wins" if len(lead.winners) == 1 else "split"
            console.print(Text(f"now {side}{who} {verb} with {lead.hand}"))
        else:
            console.print(Text(f"now {side}{lead.hand}"))
    what = "next card" if result.cards == 1 else "next two cards"
    per = f"of {result.deals:,} {'cards' if result.cards == 1 else 'pairs'}"
    if not result.groups:
        console.print(Text(f"no {what} changes who wins ({per})", "dim"))
        return
    table = Table(show_edge=False, pad_edge=False)
    stud = result.kind == "stud"
    if stud:
        table.add_column("to")
    if split:
        table.add_column("side")
    table.add_column(what)
    table.add_column("count", justify="right")
    table.add_column("chance", justify="right")
    table.add_column("makes")
    table.add_column("wins")
    for group in result.groups:
        row: list[str | Text] = []
        if stud:
            row.append(Text(group.receiver or ""))
        if split:
            row.append(group.side)
        makes = group.makes if code == "en" or group.best is None else group.best
        winners = " and ".join(group.winners) if group.winners else "nobody"
        row += [Text(_short(group.text)), str(group.count), f"{100 * group.count / result.deals:.1f}%",
                Text(makes), Text(winners)]  # fmt: skip
        table.add_row(*row)
    console.print(table)
    for mine in result.outs:
        for kind, cards, words in (("win", mine.wins, mine.wins_text), ("split", mine.splits, mine.splits_text)):
            if not cards:
                continue
            side = f" the {mine.side}" if split else ""
            chance = 100 * len(cards) / result.deals
            unit = ("out" if len(cards) == 1 else "outs") if result.cards == 1 else f"of {result.deals:,} pairs"
            console.print(Text.assemble(
                (mine.player, "bold"), f": {len(cards)} {unit} to {kind}{side} ({chance:.1f}%): {_short(words)}",
            ))  # fmt: skip
    console.print(Text(f"{per}; the hands are compared as they stand after the card{'s' * (result.cards > 1)}", "dim"))
