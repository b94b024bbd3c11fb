"""``pokerrank games``: the games pokerrank knows, one line each with its rules."""

from __future__ import annotations

from typing import Any

import click

from pokerrank import Game, formats
from pokerrank.cli import cli, emit_json, guarded
from pokerrank.cli._lang import resolve, say, side_label
from pokerrank.cli._options import json_option, lang_option
from pokerrank.games import GAMES


def _game_dict(game: Game) -> dict[str, Any]:
    return {
        "name": game.name,
        "title": game.title,
        "aliases": list(game.aliases),
        "deck": game.deck.name,
        "hole_cards": game.hole_cards,
        "board_cards": game.board_cards,
        "discards": game.discards,
        "sides": [
            {
                "name": side.name,
                "ranking": side.ranking,
                "hole": side.hole,
                "board": side.board,
                "qualifier": side.qualifier.name if side.qualifier else None,
            }
            for side in game.sides
        ],
        "odd_chip": game.odd_chip,
        "rules": game.describe(),
    }


def describe_game(game: Game, lang: str) -> str:
    """The game's rules in one line, in a language (``Game.describe()`` in English)."""
    from pokerrank.i18n import catalog

    def said(key: str, **params: Any) -> str:
        return say(lang, f"games.{key}", **params)

    board = said("board", n=game.board_cards) if game.board_cards else ""
    cards = said("cards", hole=said("hole", n=game.hole_cards), board=board)
    deck = "" if game.deck.name == "standard" else f", {said(f'decks.{game.deck.name}')}"
    sides = []
    for side in game.sides:
        if side.hole is None and side.board is None:
            made = said("all_cards")
        elif side.board is None:
            made = said("hole_only", n=side.hole)
        else:
            made = said("exactly", hole=side.hole, board=side.board)
        label = (
            side_label(lang, side.name)
            if side.ranking == side.name
            else f"{side_label(lang, side.name)} {side.ranking}"
        )
        qualifiers = catalog(lang)["showdown"]["qualifiers"]
        qualifier = f", {qualifiers.get(side.qualifier.name, side.qualifier.name)}" if side.qualifier else ""
        sides.append(f"{label}{qualifier}, {made}")
    split = said("split") if game.split else ""
    odd = said("odd_button" if game.odd_chip == "button" else "odd_stud")
    return f"{game.title}{say(lang, 'common.colon')}{cards}{deck}; {' | '.join(sides)}{split}; {odd}"


@cli.command()
@lang_option
@json_option()
@guarded
def games(lang: str | None, as_json: bool) -> None:
    """List the games pokerrank knows, one line each with its rules."""
    if as_json:
        emit_json({"games": [_game_dict(game) for game in GAMES.values()]}, formats.GAMES)
        return
    code = resolve(lang)
    width = max(len(name) for name in GAMES)
    for game in GAMES.values():
        click.echo(f"{game.name:<{width}}  {describe_game(game, code)}")
        if game.aliases:
            click.echo(f"{'':<{width}}    {say(code, 'games.also', names=', '.join(game.aliases))}")
