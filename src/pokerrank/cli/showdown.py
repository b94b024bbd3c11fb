"""``pokerrank showdown``: a whole deal decided, every pot and side pot, and why."""

from __future__ import annotations

from typing import Any

import click

from pokerrank import Player, ShowdownResult, formats, showdown, showdown_from_dict
from pokerrank._checks import did_you_mean, load_json, shorten
from pokerrank.cli import cli, emit_json, guarded
from pokerrank.cli._lang import number, pot_label, resolve, say, side_label
from pokerrank.cli._options import board_option, game_option, json_option, lang_option
from pokerrank.cli._render import deal_header, print_table
from pokerrank.errors import ChipAmountError, DealError, FormatError
from pokerrank.pots import ODD_CHIP_POLICIES


def _pairs(values: tuple[str, ...], option: str) -> list[tuple[str, str]]:
    out = []
    for value in values:
        name, sep, rest = value.partition("=")
        if not sep or not name.strip():
            raise DealError(f"{option} takes NAME=VALUE, got {value!r}")
        out.append((name.strip(), rest.strip()))
    return out


def _chips(name: str, text: str) -> int:
    try:
        return int(text)
    except ValueError:
        who = name if len(name) <= 40 else shorten(name, 40)  # a megabyte of option makes no megabyte of message
        if text.strip().lstrip("+").isdigit():  # (a whole number too long for int(): past 10**18 anyway)
            raise ChipAmountError(
                f"{who}'s bet {shorten(text)} is more than 10**18 chips, the most a showdown takes (--bet {who}=N)"
            ) from None
        raise ChipAmountError(f"{who}'s bet {shorten(text)} is not a whole number of chips (--bet {who}=N)") from None


@cli.command(name="showdown")
@game_option(None, "The game (see `pokerrank games`; aliases such as nlhe, o8, stud8 work).")
@board_option('The board, e.g. "Ah Kh 7d 4c 2s" (none in stud and draw games).')
@click.option("--player", "-p", "player_opts", multiple=True, metavar="NAME=CARDS", help="A player and their cards.")
@click.option("--bet", "bet_opts", multiple=True, metavar="NAME=CHIPS", help="Chips a player put in the pot.")
@click.option("--fold", "fold_opts", multiple=True, metavar="NAME", help="A player who folded (cards optional).")
@click.option("--button", default=None, help="The button: a player's name or a seat number.")
@click.option(
    "--odd-chip",
    default="wsop",
    show_default=True,
    help="Odd-chip policy: " + "; ".join(f"{k}: {v}" for k, v in ODD_CHIP_POLICIES.items()),
)
@click.option("--chip", default=1, show_default=True, type=int, help="The smallest chip in play.")
@click.option(
    "--file",
    "-f",
    "deal_file",
    type=click.File("rb"),
    help="Read the deal from a JSON file ('-' for standard input; UTF-8), in the shape --json prints.",
)
@lang_option
@json_option("Print JSON instead of a table.")
@guarded
def showdown_command(
    game: str | None,
    board: str,
    player_opts: tuple[str, ...],
    bet_opts: tuple[str, ...],
    fold_opts: tuple[str, ...],
    button: str | None,
    odd_chip: str,
    chip: int,
    deal_file: Any,
    lang: str | None,
    as_json: bool,
) -> None:
    """Decide a showdown: every pot and side pot, who wins each half, and why.

    \b
    pokerrank showdown --game omaha-hi-lo --board "Ah Kh 7d 4c 2s" \\
        --player alice="As 3s Qd Qc" --player bob="8h 6h 5c Kd" \\
        --bet alice=100 --bet bob=60 --button bob
    pokerrank showdown --game holdem --board "Ah Kh 7d 4c 2s" -p ann="As Ad" -p bob="Ks Kd" \\
        -p cid="Qs Qd" --bet ann=50 --bet bob=200 --bet cid=300 --fold dee --bet dee=20
    pokerrank showdown --json ... | pokerrank showdown --file -
    pokerrank showdown --lang fr --game holdem --board "Ah Kh 7d 4c 2s" -p ann="As Ad" -p bob="Ks Kd"
    """
    code = resolve(lang)
    if deal_file is not None:
        if player_opts or game:
            raise DealError("give the deal either with --file or with --game and --player, not both")
        data = _one_deal(deal_file)
        if isinstance(data, dict) and lang is not None:
            data = {**data, "lang": code}  # --lang overrides the language a saved deal carries
        elif isinstance(data, dict) and "lang" not in data:
            data = {**data, "lang": code}
        try:  # the deal reader checks the format keys (pokerrank.formats)
            result = showdown_from_dict(data)
        except FormatError as exc:
            raise FormatError(f"--file: {exc}") from None
    else:
        if not game:
            raise DealError("name the game with --game (see `pokerrank games`), or give a deal with --file")
        order: list[str] = []
        cards: dict[str, str] = {}
        for name, text in _pairs(player_opts, "--player"):
            if name in cards:
                raise DealError(f"--player {name} is given twice")
            cards[name] = text
            order.append(name)
        bets: dict[str, int] = {}
        for name, text in _pairs(bet_opts, "--bet"):
            if name in bets:  # (the last would win, silently)
                raise DealError(f"--bet {name} is given twice")
            bets[name] = _chips(name, text)
            if name not in order:
                order.append(name)
        for name in fold_opts:
            if name not in order:
                order.append(name)
        # a name that only --bet (for a player still in) or only --fold gives, close to a
        # player's name, is a typo: it would be a player without cards, or a fold of nobody
        typos = [("--bet", n) for n in bets if n not in cards and n not in fold_opts]
        typos += [("--fold", n) for n in fold_opts if n not in cards and n not in bets]
        for option, name in typos:
            hint = did_you_mean(name, cards)
            if hint:
                raise DealError(f"{option} {name}: no --player {name}{hint}")
        players = [
            Player(name, cards.get(name) or None, bet=bets.get(name, 0), folded=name in fold_opts) for name in order
        ]
        seat: str | int | None = button
        if button is not None and button.isdigit() and button not in order:
            seat = int(button)
        result = showdown(game, board, players, button=seat, odd_chip=odd_chip, chip=chip, lang=code)
    if as_json:
        emit_json(result.to_dict(), formats.SHOWDOWN)
        return
    _print_table(result)


def _one_deal(deal_file: Any) -> Any:
    """The deal of ``--file``: one JSON document (UTF-8, bounded depth and numbers); an empty
    input, or a list of several deals (what ``convert`` writes for a file of several hands),
    is a :class:`DealError` that says what to give instead."""
    raw = deal_file.read()
    name = getattr(deal_file, "name", None)  # a file's path; standard input has none, or '<stdin>'
    where = f"the file {name!r}" if isinstance(name, str) and name not in ("-", "<stdin>") else "standard input"
    if not raw.strip():
        raise DealError(
            f"--file: {where} is empty; give a deal in JSON, as `pokerrank showdown --json` "
            "or `pokerrank convert HAND_FILE --to deal` prints it"
        )
    data = load_json(raw, "--file", error=DealError)
    if isinstance(data, list):
        if len(data) == 1:
            return data[0]
        raise DealError(
            f"--file holds a list of {len(data)} deals (what `pokerrank convert` writes for a file of several "
            "hands); showdown decides one deal: convert one hand with `pokerrank convert HAND_FILE --to deal "
            "--hand ID`"
        )
    return data


def _print_table(result: ShowdownResult) -> None:
    # Text the user gave (names above all) goes to rich as Text, never as markup: a name such
    # as 'x[/]' or '[afk]bob' is printed as written (escape() is not enough: it doubles a
    # trailing backslash that no markup follows). Every word is the language's (--lang).
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from pokerrank.games import get_game
    from pokerrank.i18n import describe

    game = get_game(result.game)
    code = result.lang
    colon = say(code, "common.colon")
    console = Console(highlight=False, soft_wrap=False)
    console.print(deal_header(game.title, code, board=result.board, button=result.button or "", boards=result.boards))

    players = Table(show_edge=False, pad_edge=False)
    players.add_column(say(code, "showdown.seat"), justify="right")
    players.add_column(say(code, "common.player"))
    players.add_column(say(code, "common.cards"))
    players.add_column(say(code, "showdown.bet"), justify="right")
    for side in game.sides:
        players.add_column(Text(side_label(code, side.name)))
    players.add_column(say(code, "showdown.gets"), justify="right")
    players.add_column(say(code, "showdown.net"), justify="right")
    for p in result.players:
        hands = []
        for side in game.sides:
            hand = p.hands.get(side.name)
            if p.folded:
                hands.append(Text(say(code, "showdown.folded"), "dim"))
            elif hand is None:
                hands.append(Text("-" if side.qualifier is None else describe(None, code), "dim"))
            else:
                hands.append(Text(f"{hand.cards}  {hand.name}"))
        gets = number(p.total, code)
        if p.returned:
            gets += f" ({say(code, 'showdown.returned_note', chips=number(p.returned, code))})"
        players.add_row(
            str(p.seat), Text(p.name), Text(p.cards), number(p.bet, code), *hands, gets, number(p.net, code, sign=True)
        )
    print_table(console, players)

    if result.pots:
        pots = Table(show_edge=False, pad_edge=False)
        for column in ("pot", "chips", "eligible", "side", "winners", "awards"):
            pots.add_column(say(code, f"showdown.{column}"), justify="right" if column == "chips" else "left")
        for pot in result.pots:
            for i, part in enumerate(pot.sides):
                awards = ", ".join(f"{name} {number(chips, code)}" for name, chips in part.awards.items()) or "-"
                pots.add_row(
                    Text(pot_label(code, pot.name, pot.run) if i == 0 else ""),
                    number(pot.amount, code) if i == 0 else "",
                    Text(", ".join(pot.eligible) if i == 0 else ""),
                    Text(f"{side_label(code, part.side)} ({number(part.amount, code)})"),
                    Text(", ".join(part.winners) or "-"),
                    Text(awards),
                )
        print_table(console, pots)
        for pot in result.pots:
            console.print(Text(f"{pot_label(code, pot.name, pot.run)}{colon}{pot.reason}"))
    else:
        for best in result.best:  # no chips: the library says whose hand is best on each side
            label = f"{side_label(code, best.side)}{colon}" if game.split else ""
            console.print(Text(f"{label}{best.reason}"))
        console.print(Text(say_showdown(code, "no_chips")))
    if result.returned:
        back = ", ".join(f"{name} {number(chips, code)}" for name, chips in result.returned.items())
        console.print(Text(say(code, "showdown.returned_uncalled", players=back)))
    totals = ", ".join(f"{name} {number(chips, code)}" for name, chips in result.totals.items())
    console.print(Text.assemble((say(code, "showdown.totals"), "bold"), f"{colon}{totals}"))


def say_showdown(lang: str, key: str) -> str:
    """A phrase of the ``showdown`` section of a catalog (the words of the library's reasons)."""
    from pokerrank.i18n import catalog

    template: str = catalog(lang)["showdown"][key]
    return template
