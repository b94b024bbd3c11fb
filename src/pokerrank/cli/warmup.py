"""``pokerrank warmup``: compile the numba kernels now, once, for images and CI."""

from __future__ import annotations

import time
from typing import Any

import click

from pokerrank import formats
from pokerrank._checks import did_you_mean
from pokerrank._compile import Family, cache_location, is_cached, notices_enabled, prepare
from pokerrank.cli import cli, emit_json, guarded
from pokerrank.cli._lang import lang_option, number, resolve, say
from pokerrank.cli._options import json_option
from pokerrank.errors import UnknownNameError
from pokerrank.i18n import catalog
from pokerrank.kernels.families import DEFAULT, FAMILIES


def _chosen(names: tuple[str, ...], every: bool) -> list[Family]:
    if every:
        return list(FAMILIES.values())
    if not names:
        return [FAMILIES[name] for name in DEFAULT]
    chosen = []
    for name in names:
        family = FAMILIES.get(name.strip().lower())
        if family is None:
            raise UnknownNameError(
                f"no kernel family {name!r}; the families are {', '.join(FAMILIES)}{did_you_mean(name, FAMILIES)}"
            )
        if family not in chosen:
            chosen.append(family)
    return chosen


def _row(family: Family, state: str, seconds: float | None) -> dict[str, Any]:
    return {
        "name": family.name,
        "title": family.title,
        "kernels": list(family.kernels),
        "state": state,
        "seconds": None if seconds is None else round(seconds, 3),
    }


@cli.command()
@click.argument("families", nargs=-1, metavar="[FAMILY]...")
@click.option("--all", "every", is_flag=True, help="Every kernel family.")
@click.option("--list", "listing", is_flag=True, help="List the families and whether the cache holds them.")
@lang_option
@json_option()
@guarded
def warmup(families: tuple[str, ...], every: bool, listing: bool, lang: str | None, as_json: bool) -> None:
    """Compile the numba kernels now, so that later runs load them from the cache.

    Each family of kernels otherwise compiles on its first use (seconds, once per machine).
    Without FAMILY: the families the commands use most; --list shows them all. The cache is
    NUMBA_CACHE_DIR when set, else a user cache folder (the same for every install).

    \b
    pokerrank warmup
    pokerrank warmup --all
    pokerrank warmup hands stats
    pokerrank warmup --list
    """
    code = resolve(lang)
    chosen = list(FAMILIES.values()) if listing and not families and not every else _chosen(families, every)
    location = cache_location()
    rows = []
    if listing:
        rows = [_row(f, "cached" if is_cached(f) else "not cached", None) for f in chosen]
    else:
        for family in chosen:
            cached = is_cached(family)
            start = time.perf_counter()
            prepare(family, notice=notices_enabled() and not as_json)
            seconds = time.perf_counter() - start
            rows.append(_row(family, "loaded" if cached else "compiled", seconds))
            if not as_json and not notices_enabled():  # a log line per family where no bar shows
                state = say(code, f"warmup.states.{rows[-1]['state']}")
                click.echo(
                    say(code, "warmup.log", name=family.name, state=state, seconds=number(seconds, code, 1)), err=True
                )
    if as_json:
        emit_json({"cache": None if location is None else str(location), "families": rows}, formats.WARMUP)
        return
    width = max(len(row["name"]) for row in rows)
    states = {row["state"]: say(code, f"warmup.states.{row['state']}") for row in rows}
    state_width = max(12, *(len(state) + 1 for state in states.values()))
    for row in rows:
        took = "" if row["seconds"] is None else f"  {number(row['seconds'], code, 1)} s"
        title = catalog(code)["kernels"].get(row["name"], row["title"])  # JSON keeps the English title
        click.echo(f"{row['name']:<{width}}  {states[row['state']]:<{state_width}}{took}  {title}")
    where = str(location) if location is not None else say(code, "warmup.nowhere")
    click.echo(say(code, "warmup.cache", where=where))
