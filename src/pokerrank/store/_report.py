"""A static HTML report of a store: one folder, no server, no internet.

``index.html`` holds the audit's summary by room and game, then every mismatch with its board
and hands drawn as cards, the pots as the room paid them against what the rules give, and the
verdict in words; every style is inside the page (no script, no font, no image to fetch).
"""

from __future__ import annotations

import html
import os
from pathlib import Path
from typing import Any, Final

from pokerrank._version import __version__
from pokerrank.errors import StoreError
from pokerrank.store._export import _where
from pokerrank.store._import import connect

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
.hand .where { color: var(--muted); font-size: 13px; overflow-wrap: anywhere; }
.verdict { margin: 8px 0; }
.felt { background: var(--felt); border-radius: 8px; padding: 8px 10px; margin: 8px 0; }
.card { display: inline-block; min-width: 30px; padding: 2px 5px; margin: 1px 2px; border: 1px solid #8c959f;
        border-radius: 5px; background: #fff; text-align: center; font-weight: 600; }
.card.red { color: var(--red); } .card.back { background: #6e7781; color: #6e7781; }
.bad { color: var(--red); font-weight: 600; }
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


def _money(amount: int | None, unit: Any) -> str:
    if amount is None:
        return ""
    if unit is None or unit == 1:
        return f"{amount:,}"
    return f"{amount * unit:,.2f}"


def write_report(db: str | os.PathLike[str], out: str | os.PathLike[str], **filters: Any) -> Path:
    """Write the report of the store ``db`` (the hands the filters keep) into the folder
    ``out`` (made if missing; its ``index.html`` replaced); the page's path."""
    folder = Path(out)
    if folder.exists() and not folder.is_dir():
        raise StoreError(f"the report goes into a folder; {os.fspath(out)!r} is a file")
    where, params = _where(filters)
    connection = connect(db, read_only=True)
    try:
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
    finally:
        connection.close()
    total = sum(outcomes.values())
    parts = [
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        "<title>pokerrank audit report</title>",
        f"<style>{_STYLE}</style></head><body>",
        "<header><h1>Audit report</h1>",
        f'<p class="sub">{total:,} hands from {files[0]:,} files, decided by pokerrank {_e(__version__)}</p></header>',
        "<main>",
        '<section id="summary"><h2>Summary</h2><div class="tiles">',
    ]
    for css, key, label in (
        ("match", "match", "match"),
        ("mismatch", "mismatch", "mismatch"),
        ("na", "not auditable", "not auditable"),
    ):
        parts.append(f'<div class="tile {css}"><b>{outcomes.get(key, 0):,}</b>{label}</div>')
    parts.append(f'<div class="tile"><b>{files[1]:,}</b>unreadable files</div></div>')
    parts.append('<table id="by-room"><thead><tr><th>room</th><th>game</th><th class="n">match</th>')
    parts.append(
        '<th class="n">mismatch</th><th class="n">not auditable</th><th class="n">hands</th></tr></thead><tbody>'
    )
    for site, game, match, mismatch, na, n in by_room:
        parts.append(
            f"<tr><td>{_e(site)}</td><td>{_e(game)}</td><td class='n'>{match:,}</td>"
            f"<td class='n'>{mismatch:,}</td><td class='n'>{na:,}</td><td class='n'>{n:,}</td></tr>"
        )
    parts.append("</tbody></table></section>")
    if reasons:
        parts.append('<section id="reasons"><h2>Why hands were not matched</h2><table><thead><tr><th>outcome</th>')
        parts.append('<th>reason</th><th class="n">hands</th></tr></thead><tbody>')
        for outcome, reason, n in reasons:
            parts.append(f"<tr><td>{_e(outcome)}</td><td>{_e(reason)}</td><td class='n'>{n:,}</td></tr>")
        parts.append("</tbody></table></section>")
    parts.append(f'<section id="mismatches"><h2>Mismatches ({outcomes.get("mismatch", 0):,})</h2>')
    if not problems:
        parts.append("<p>None: every auditable hand was paid as the rules give.</p>")
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
        parts.append(f'<article class="hand"><h3>{_e(site)} hand {_e(hand_id)} · {_e(game)}</h3>')
        parts.append(
            f'<div class="where">{_e(path)}, line {line}{", table " + _e(table) if table else ""}'
            f"{', ' + _e(when) if when else ''}</div>"
        )
        parts.append(f'<p class="verdict">{_e(detail)}</p>')
        for run, board in enumerate(boards or [], 1):
            label = "Board" if len(boards) == 1 else f"Board {run}"
            parts.append(f'<div class="felt">{label}: {cards_html(board) or "none"}</div>')
        parts.append("<table><thead><tr><th>seat</th><th>player</th><th>position</th><th>cards</th>")
        parts.append('<th class="n">put in</th><th class="n">collected</th><th class="n">net</th></tr></thead><tbody>')
        for seat, player, position, hole, put_in, collected, net in seats.get(key, []):
            parts.append(
                f"<tr><td>{seat}</td><td>{_e(player)}</td><td>{_e(position)}</td><td>{cards_html(hole)}</td>"
                f"<td class='n'>{_money(put_in, unit)}</td><td class='n'>{_money(collected, unit)}</td>"
                f"<td class='n'>{_money(net, unit)}</td></tr>"
            )
        parts.append("</tbody></table>")
        if payouts.get(key):
            parts.append('<table><thead><tr><th>pot</th><th>player</th><th class="n">the rules give</th>')
            parts.append('<th class="n">the room paid</th></tr></thead><tbody>')
            for pot, player, rules, paid in payouts[key]:
                bad = ' class="n bad"' if rules != paid else " class='n'"
                parts.append(
                    f"<tr><td>{_e(pot)}</td><td>{_e(player)}</td><td class='n'>{_money(rules, unit)}</td>"
                    f"<td{bad}>{_money(paid, unit)}</td></tr>"
                )
            parts.append("</tbody></table>")
        pot_line = f"Total pot {_money(total_pot, unit)}" if total_pot is not None else ""
        if rake is not None:
            pot_line += f", rake {_money(rake, unit)}"
        if pot_line:
            parts.append(f'<div class="where">{pot_line}</div>')
        parts.append("</article>")
    if outcomes.get("mismatch", 0) > len(problems):
        parts.append(f"<p>{outcomes['mismatch'] - len(problems):,} more mismatches are in the store.</p>")
    parts.append("</section>")
    if unreadable:
        parts.append('<section id="unreadable"><h2>Unreadable files</h2><table><thead><tr><th>file</th>')
        parts.append("<th>why</th></tr></thead><tbody>")
        for path, error in unreadable:
            parts.append(f"<tr><td>{_e(path)}</td><td>{_e(error)}</td></tr>")
        parts.append("</tbody></table></section>")
    parts.append("</main><footer>Made by pokerrank from a hand store; everything on this page is in this one file.")
    parts.append("</footer></body></html>")
    folder.mkdir(parents=True, exist_ok=True)
    page = folder / "index.html"
    page.write_text("\n".join(parts), encoding="utf-8")
    return page
