"""A static HTML report of a store: one folder, no server, no internet.

``index.html`` holds the audit's summary by room and game; where the hands were imported with
``--results``, each player's results, one player's winnings picture and the fairness check
(:mod:`~pokerrank.store._report_results`); then every mismatch with its board and hands drawn
as cards, the pots as the room paid them against what the rules give, and the verdict in
words; every style and picture is inside the page (no script, no font, no file to fetch).
"""

from __future__ import annotations

import html
import os
from pathlib import Path
from typing import Any, Final

from pokerrank._version import __version__
from pokerrank.errors import StoreError
from pokerrank.i18n import catalog, number, resolve_language
from pokerrank.store._export import _where, missing_game
from pokerrank.store._import import connect
from pokerrank.store._report_results import results_sections

__all__ = ["MAX_SHOWN", "write_report"]

MAX_SHOWN: Final = 500
"""At most this many problem hands are laid out one by one (the rest are counted)."""

_SUITS: Final = {"s": ("♠", "black"), "h": ("♥", "red"), "d": ("♦", "red"), "c": ("♣", "black")}

_STYLE: Final = """
:root { color-scheme: light; --ink: #1b1f23; --muted: #57606a; --line: #d0d7de; --green: #1a7f37; --red: #cf222e;
        --amber: #9a6700; --felt: #e8f3ec; }
* { box-sizing: border-box; }
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); margin: 0;
       background: #fff; }
header, main { max-width: 1100px; margin: 0 auto; padding: 0 24px; }
header { padding-top: 28px; border-bottom: 1px solid var(--line); }
h1 { font-size: 26px; margin: 0 0 4px; }
h2 { font-size: 20px; margin: 32px 0 12px; }
h3 { font-size: 16px; margin: 0 0 6px; }
.sub { color: var(--muted); margin: 0 0 18px; }
.tiles { display: flex; flex-wrap: wrap; gap: 12px; margin: 18px 0; }
.tile { border: 1px solid var(--line); border-radius: 8px; padding: 10px 16px; min-width: 150px; }
.tile b { display: block; font-size: 24px; }
.match b { color: var(--green); } .mismatch b { color: var(--red); } .na b { color: var(--amber); }
table { border-collapse: collapse; width: 100%; margin: 6px 0 12px; }
th, td { text-align: left; padding: 5px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: #f6f8fa; font-weight: 600; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
.hand { border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px; margin: 14px 0; }
.where { color: var(--muted); font-size: 13px; overflow-wrap: anywhere; }
td.game { white-space: nowrap; }
.verdict { margin: 8px 0; }
.felt { background: var(--felt); border-radius: 8px; padding: 8px 10px; margin: 8px 0; }
.card { display: inline-block; min-width: 30px; padding: 2px 5px; margin: 1px 2px; border: 1px solid #8c959f;
        border-radius: 5px; background: #fff; text-align: center; font-weight: 600; }
.card.red { color: var(--red); } .card.back { background: #6e7781; color: #6e7781; }
.bad { color: var(--red); font-weight: 600; }
figure.picture { margin: 12px 0; } figure.picture svg { max-width: 100%; height: auto; }
figcaption { color: var(--muted); font-size: 13px; }
footer { max-width: 1100px; margin: 40px auto; padding: 0 24px; color: var(--muted); font-size: 13px; }
"""


def _e(value: Any) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def cards_html(text: str | None) -> str:
    """Cards as small drawn cards (``As`` as A♠ in black, ``Kh`` as K♥ in red; unknown ones face down)."""
    if not text:
        return ""
    out = []
    for card in text.split():
        if len(card) == 2 and card[1].lower() in _SUITS:
            symbol, colour = _SUITS[card[1].lower()]
            rank = "10" if card[0] == "T" else card[0]
            out.append(f'<span class="card {"red" if colour == "red" else ""}">{_e(rank)}{symbol}</span>')
        else:
            out.append(f'<span class="card back" title="{_e(card)}">?</span>')
    return "".join(out)


def _money(amount: int | None, unit: Any, lang: str) -> str:
    if amount is None:
        return ""
    if unit is None or unit == 1:
        return number(amount, lang)
    places = max(0, -unit.normalize().as_tuple().exponent) if hasattr(unit, "normalize") else 2
    return number(float(amount * unit), lang, places)


def write_report(
    db: str | os.PathLike[str], out: str | os.PathLike[str], *, lang: str | None = "en", **filters: Any
) -> Path:
    """Write the report of the store ``db`` (the hands the filters keep) into the folder
    ``out`` (made if missing; its ``index.html`` replaced); the page's path. ``lang``: the
    language of the page's words (``en``, ``nl``, ``fr``, ``de``; None: from the environment);
    the verdicts' sentences stay in English, as the store keeps them."""
    folder = Path(out)
    if folder.exists() and not folder.is_dir():
        raise StoreError(f"the report goes into a folder; {os.fspath(out)!r} is a file")
    code = resolve_language(lang)
    w: dict[str, str] = catalog(code)["store"]

    def n(value: int) -> str:
        return number(value, code)

    def say(key: str, **params: Any) -> str:
        return _e(w[key].format(**params))

    where, params = _where(filters)
    connection = connect(db, read_only=True)
    try:
        missing_game(connection, db, filters)
        outcomes = dict(
            connection.execute(f"SELECT outcome, count(*) FROM hands h WHERE {where} GROUP BY 1", params).fetchall()
        )
        by_room = connection.execute(
            f"SELECT site, coalesce(game, game_text) AS game, count(*) FILTER (outcome = 'match'),"
            " count(*) FILTER (outcome = 'mismatch'), count(*) FILTER (outcome = 'not auditable'), count(*)"
            f" FROM hands h WHERE {where} GROUP BY ALL ORDER BY 1, 2",
            params,
        ).fetchall()
        reasons = connection.execute(
            "SELECT outcome, coalesce(reason, '') AS reason, count(*) FROM hands h"
            f" WHERE {where} AND outcome <> 'match' GROUP BY ALL ORDER BY 3 DESC, 1, 2",
            params,
        ).fetchall()
        problems = connection.execute(
            "SELECT h.hand_key, h.site, h.hand_id, h.table_name, coalesce(h.game, h.game_text), h.played_at,"
            " h.outcome, h.reason, h.detail, h.boards, h.unit, h.total_pot, h.rake, f.path, h.line"
            f" FROM hands h JOIN files f USING (file_id) WHERE {where} AND h.outcome = 'mismatch'"
            f" ORDER BY h.played_at NULLS LAST, f.path, h.line LIMIT {MAX_SHOWN}",
            params,
        ).fetchall()
        keys = [row[0] for row in problems]
        seats: dict[str, list[tuple[Any, ...]]] = {}
        payouts: dict[str, list[tuple[Any, ...]]] = {}
        if keys:
            marks = ", ".join("?" for _ in keys)
            for row in connection.execute(
                f"SELECT hand_key, seat, player, position, hole, put_in, collected, net FROM seats"
                f" WHERE hand_key IN ({marks}) ORDER BY hand_key, seat",
                keys,
            ).fetchall():
                seats.setdefault(row[0], []).append(row[1:])
            for row in connection.execute(
                f"SELECT hand_key, pot, player, rules, paid FROM payouts WHERE hand_key IN ({marks})"
                " ORDER BY hand_key, pot, player",
                keys,
            ).fetchall():
                payouts.setdefault(row[0], []).append(row[1:])
        files = connection.execute("SELECT count(*), count(error) FROM files").fetchall()[0]
        unreadable = connection.execute(
            "SELECT path, error FROM files WHERE error IS NOT NULL ORDER BY path"
        ).fetchall()
        results = results_sections(connection, where, params, filters.get("player"), code, say)
    finally:
        connection.close()
    total = sum(outcomes.values())
    parts = [
        "<!doctype html>",
        f'<html lang="{code}"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>pokerrank: {say('title')}</title>",
        f"<style>{_STYLE}</style></head><body>",
        f"<header><h1>{say('title')}</h1>",
        f'<p class="sub">{say("subtitle", hands=n(total), files=n(files[0]), version=__version__)}</p></header>',
        "<main>",
        f'<section id="summary"><h2>{say("summary")}</h2><div class="tiles">',
    ]
    for css, key, label in (
        ("match", "match", "match"),
        ("mismatch", "mismatch", "mismatch"),
        ("na", "not auditable", "not_auditable"),
    ):
        parts.append(f'<div class="tile {css}"><b>{n(outcomes.get(key, 0))}</b>{say(label)}</div>')
    parts.append(f'<div class="tile"><b>{n(files[1])}</b>{say("unreadable_files")}</div></div>')
    parts.append(f'<table id="by-room"><thead><tr><th>{say("room")}</th><th>{say("game")}</th>')
    parts.append(f'<th class="n">{say("match")}</th><th class="n">{say("mismatch")}</th>')
    parts.append(f'<th class="n">{say("not_auditable")}</th><th class="n">{say("hands")}</th></tr></thead><tbody>')
    for site, game, match, mismatch, na, count in by_room:
        parts.append(
            f"<tr><td>{_e(site)}</td><td class='game'>{_e(game)}</td><td class='n'>{n(match)}</td>"
            f"<td class='n'>{n(mismatch)}</td><td class='n'>{n(na)}</td><td class='n'>{n(count)}</td></tr>"
        )
    parts.append("</tbody></table></section>")
    if reasons:
        parts.append(f'<section id="reasons"><h2>{say("reasons")}</h2><table><thead><tr><th>{say("outcome")}</th>')
        parts.append(f'<th>{say("reason")}</th><th class="n">{say("hands")}</th></tr></thead><tbody>')
        for outcome, reason, count in reasons:
            label = say({"mismatch": "mismatch", "not auditable": "not_auditable"}.get(outcome, "match"))
            parts.append(f"<tr><td>{label}</td><td>{_e(reason)}</td><td class='n'>{n(count)}</td></tr>")
        parts.append("</tbody></table></section>")
    parts.extend(results)
    parts.append(f'<section id="mismatches"><h2>{say("mismatches", n=n(outcomes.get("mismatch", 0)))}</h2>')
    if not problems:
        parts.append(f"<p>{say('none')}</p>")
    elif code != "en":
        parts.append(f'<p class="where">{say("verdict_language")}</p>')
    for (
        key,
        site,
        hand_id,
        table,
        game,
        when,
        _outcome,
        _reason,
        detail,
        boards,
        unit,
        total_pot,
        rake,
        path,
        line,
    ) in problems:
        parts.append(f'<article class="hand"><h3>{say("hand", site=site, id=hand_id)} · {_e(game)}</h3>')
        where = f"{_e(path)}, {say('line', line=line)}"
        if table:
            where += ", " + say("table", table=table)
        if when:
            where += ", " + _e(when)
        parts.append(f'<div class="where">{where}</div>')
        parts.append(f'<p class="verdict">{_e(detail)}</p>')
        for run, board in enumerate(boards or [], 1):
            label = say("board") if len(boards) == 1 else say("board_n", n=run)
            parts.append(f'<div class="felt">{label}: {cards_html(board) or say("no_board")}</div>')
        parts.append(f"<table><thead><tr><th>{say('seat')}</th><th>{say('player')}</th><th>{say('position')}</th>")
        parts.append(f'<th>{say("cards")}</th><th class="n">{say("put_in")}</th><th class="n">{say("collected")}</th>')
        parts.append(f'<th class="n">{say("net")}</th></tr></thead><tbody>')
        for seat, player, position, hole, put_in, collected, net in seats.get(key, []):
            parts.append(
                f"<tr><td>{_e(seat)}</td><td>{_e(player)}</td><td>{_e(position)}</td><td>{cards_html(hole)}</td>"
                f"<td class='n'>{_money(put_in, unit, code)}</td><td class='n'>{_money(collected, unit, code)}</td>"
                f"<td class='n'>{_money(net, unit, code)}</td></tr>"
            )
        parts.append("</tbody></table>")
        if payouts.get(key):
            parts.append(f"<table><thead><tr><th>{say('pot')}</th><th>{say('player')}</th>")
            parts.append(
                f'<th class="n">{say("rules_give")}</th><th class="n">{say("room_paid")}</th></tr></thead><tbody>'
            )
            for pot, player, rules, paid in payouts[key]:
                bad = ' class="n bad"' if rules != paid else " class='n'"
                parts.append(
                    f"<tr><td>{_e(pot)}</td><td>{_e(player)}</td><td class='n'>{_money(rules, unit, code)}</td>"
                    f"<td{bad}>{_money(paid, unit, code)}</td></tr>"
                )
            parts.append("</tbody></table>")
        pot_line = say("total_pot", amount=_money(total_pot, unit, code)) if total_pot is not None else ""
        if rake is not None:
            pot_line += (", " if pot_line else "") + say("rake", amount=_money(rake, unit, code))
        if pot_line:
            parts.append(f'<div class="where">{pot_line}</div>')
        parts.append("</article>")
    if outcomes.get("mismatch", 0) > len(problems):
        parts.append(f"<p>{say('more', n=n(outcomes['mismatch'] - len(problems)))}</p>")
    parts.append("</section>")
    if unreadable:
        parts.append(f'<section id="unreadable"><h2>{say("unreadable")}</h2><table><thead><tr><th>{say("file")}</th>')
        parts.append(f"<th>{say('why')}</th></tr></thead><tbody>")
        for path, error in unreadable:
            parts.append(f"<tr><td>{_e(path)}</td><td>{_e(error)}</td></tr>")
        parts.append("</tbody></table></section>")
    parts.append(f"</main><footer>{say('footer')}</footer></body></html>")
    folder.mkdir(parents=True, exist_ok=True)
    page = folder / "index.html"
    page.write_text("\n".join(parts), encoding="utf-8")
    return page
