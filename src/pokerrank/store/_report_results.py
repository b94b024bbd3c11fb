"""The report's results and fairness sections: each player's results, the winnings picture of
one player, and the fairness check, from the ``results``, ``allins`` and ``dealt`` tables that
``import --results`` fills.

The pictures are drawn by :mod:`pokerrank.results.pictures` (the same as ``pokerrank results
--plot``) as SVG inside the page, so the page stays one file with nothing to fetch.
"""

from __future__ import annotations

import html
import io
import re
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction
from typing import Any, Final

from pokerrank.errors import MissingExtraError
from pokerrank.i18n import catalog, number, percent

__all__ = ["MAX_POINTS", "TOP_PLAYERS", "results_sections", "winnings_curve"]

TOP_PLAYERS: Final = 15
"""The players with the most hands listed (and heroes of the dealt-hands check)."""
MAX_POINTS: Final = 2_000
"""The winnings picture draws at most about this many points (every k-th hand, and the last)."""

_SVG_START: Final = re.compile(r"<svg\b")


def winnings_curve(
    connection: Any, player: str, currency: str, where: str, params: list[Any]
) -> list[tuple[float, float, float, float]]:
    """After each of ``player``'s stored hands in ``currency`` ("" for chips; the hands ``where``
    keeps, in the order they were played, then by file and line): net, all-in adjusted, showdown
    and non-showdown winnings so far, in money, as :attr:`PlayerSummary.curve
    <pokerrank.results.PlayerSummary.curve>` gives them from the files."""
    rows = connection.execute(
        "SELECT sum(r.net * h.unit) OVER w, sum(r.adjusted * h.unit) OVER w,"
        " sum(CASE WHEN r.showdown THEN r.net * h.unit ELSE 0 END) OVER w,"
        " sum(CASE WHEN r.showdown THEN 0 ELSE r.net * h.unit END) OVER w"
        " FROM results r JOIN hands h USING (hand_key) JOIN files f USING (file_id)"
        f" WHERE r.player = ? AND coalesce(h.currency, '') = ? AND {where}"
        " WINDOW w AS (ORDER BY h.played_at NULLS LAST, f.path, h.line ROWS UNBOUNDED PRECEDING)"
        " ORDER BY h.played_at NULLS LAST, f.path, h.line",
        [player, currency, *params],
    ).fetchall()
    return [(float(a), float(b), float(c), float(d)) for a, b, c, d in rows]


def _svg(draw: Callable[[io.StringIO], None]) -> str:
    """A picture as an inline ``<svg>`` element (the XML prologue left out)."""
    out = io.StringIO()
    draw(out)
    text = out.getvalue()
    found = _SVG_START.search(text)
    return text[found.start() :] if found else text


def _places(unit: Any) -> int:
    if not isinstance(unit, Decimal):
        return 2
    return max(0, -int(unit.normalize().as_tuple().exponent))


def results_sections(
    connection: Any, where: str, params: list[Any], player: str | None, code: str, say: Callable[..., str]
) -> list[str]:
    """The results and fairness sections of the report (HTML lines)."""
    from pokerrank.results.fairness import Bucket, Fairness, chi_square
    from pokerrank.results.pictures import draw_fairness, draw_winnings

    words: dict[str, Any] = catalog(code)["cli"]["results"]

    def rsay(key: str, **values: Any) -> str:
        return str(words[key]).format(**values)

    def e(value: Any) -> str:
        return html.escape(str(value), quote=True)

    parts = [f'<section id="results"><h2>{say("results")}</h2>']
    stored = connection.execute(
        f"SELECT count(*) FROM results r JOIN hands h USING (hand_key) WHERE {where}", params
    ).fetchall()[0][0]
    if not stored:
        parts.append(f"<p>{say('no_results')}</p></section>")
        return parts
    top = connection.execute(
        "SELECT r.player, coalesce(h.currency, ''), count(*), sum(r.net * h.unit), sum(r.adjusted * h.unit),"
        " min(h.unit) FROM results r JOIN hands h USING (hand_key)"
        f" WHERE {where} GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT {TOP_PLAYERS}",
        params,
    ).fetchall()
    parts.append(f"<h3>{say('top_players', n=number(len(top), code))}</h3>")
    parts.append(f"<table id='players'><thead><tr><th>{say('player')}</th><th>{say('currency')}</th>")
    parts.append(f'<th class="n">{say("hands")}</th><th class="n">{e(rsay("net"))}</th>')
    parts.append(f'<th class="n">{e(rsay("adjusted"))}</th><th class="n">{e(rsay("luck"))}</th></tr></thead><tbody>')
    for name, currency, hands, net, adjusted, unit in top:
        places = _places(unit)
        luck = float(net) - float(adjusted)
        parts.append(
            f"<tr><td>{e(name)}</td><td>{e(currency)}</td><td class='n'>{number(hands, code)}</td>"
            f"<td class='n'>{number(float(net), code, places)}</td>"
            f"<td class='n'>{number(float(adjusted), code, places)}</td>"
            f"<td class='n'>{number(luck, code, places, sign=True)}</td></tr>"
        )
    parts.append("</tbody></table>")
    shown, currency = top[0][:2]  # the player with the most hands, in their currency with the most
    if player is not None:
        asked = [row for row in top if row[0] == player] or connection.execute(
            "SELECT r.player, coalesce(h.currency, ''), count(*) FROM results r JOIN hands h USING (hand_key)"
            f" WHERE r.player = ? AND {where} GROUP BY 1, 2 ORDER BY 3 DESC, 2 LIMIT 1",
            [player, *params],
        ).fetchall()
        shown, currency = asked[0][:2] if asked else (player, "")
    curve = winnings_curve(connection, shown, currency, where, params)
    fair = Fairness()
    for bucket, allins, expected, won, variance in connection.execute(
        "SELECT a.bucket, count(*), sum(a.equity), sum(a.won), sum(a.variance)"
        f" FROM allins a JOIN hands h USING (hand_key) WHERE {where} GROUP BY 1 ORDER BY 1",
        params,
    ).fetchall():
        low, high = fair.buckets[bucket].low, fair.buckets[bucket].high
        fair.buckets[bucket] = Bucket(low, high, allins, Fraction(expected), Fraction(won), Fraction(variance))
    dealt: dict[str, dict[str, int]] = {}
    for name, kind, count in connection.execute(
        f"SELECT d.player, d.hand_class, count(*) FROM dealt d JOIN hands h USING (hand_key) WHERE {where}"
        " GROUP BY 1, 2",
        params,
    ).fetchall():
        dealt.setdefault(name, {})[kind] = count
    try:
        if curve:
            step = max(1, -(-len(curve) // MAX_POINTS))
            at = list(range(step, len(curve) + 1, step))  # hands played at each point drawn
            if at[-1] != len(curve):
                at.append(len(curve))
            points = [curve[k - 1] for k in at]
            parts.append('<figure class="picture">')
            played = number(len(curve), code)
            parts.append(_svg(lambda out: draw_winnings(points, shown, rsay, played, out, fmt="svg", hands=at)))
            if step > 1:
                parts.append(f"<figcaption>{say('every_kth', k=number(step, code))}</figcaption>")
            parts.append("</figure>")
        fairness_picture = (
            _svg(
                lambda out: draw_fairness(
                    fair,
                    rsay,
                    percent(0.95, code, 0),
                    "z = " + number(fair.z, code, 2, sign=True) if fair.z is not None else "-",
                    number(fair.allins, code),
                    out,
                    fmt="svg",
                )
            )
            if fair.allins
            else ""
        )
    except MissingExtraError:
        parts.append(f"<p>{say('no_pictures')}</p>")
        fairness_picture = ""
    parts.append("</section>")
    parts.append(f'<section id="fairness"><h2>{say("fairness")}</h2>')
    if not fair.allins:
        parts.append(f"<p>{e(rsay('no_allins'))}</p>")
    else:
        z = "z = " + number(fair.z, code, 2, sign=True) if fair.z is not None else "-"
        parts.append(f"<p>{e(rsay('underdogs', n=number(fair.allins, code), z=z))}</p>")
        parts.append(f"<table id='buckets'><thead><tr><th>{e(rsay('underdog_equity'))}</th>")
        parts.append(f'<th class="n">{say("allins")}</th><th class="n">{say("expected")}</th>')
        parts.append(f'<th class="n">{e(rsay("share_won"))}</th>')
        parts.append(f'<th class="n">{say("band", level=percent(0.95, code, 0))}</th></tr></thead><tbody>')
        for b in fair.buckets:
            if not b.allins:
                continue
            band = b.band
            parts.append(
                f"<tr><td>{percent(b.low, code, 0)} – {percent(b.high, code, 0)}</td>"
                f"<td class='n'>{number(b.allins, code)}</td>"
                f"<td class='n'>{number(float(b.expected), code, 2)}</td>"
                f"<td class='n'>{number(float(b.actual), code, 2)}</td>"
                f"<td class='n'>{number(max(0.0, band[0]), code, 2)} – {number(band[1], code, 2)}</td></tr>"
            )
        parts.append("</tbody></table>")
        if fairness_picture:
            parts.append(f'<figure class="picture">{fairness_picture}</figure>')
    if dealt:
        heroes = sorted(dealt, key=lambda h: (-sum(dealt[h].values()), h))
        parts.append(f"<h3>{say('dealt')}</h3><table id='dealt'><thead><tr><th>{say('player')}</th>")
        parts.append(f'<th class="n">{say("hands")}</th><th class="n">{say("chi_square")}</th>')
        parts.append(f'<th class="n">{say("p_value")}</th></tr></thead><tbody>')
        for hero in heroes[:TOP_PLAYERS]:
            deal = chi_square(hero, dealt[hero])
            parts.append(
                f"<tr><td>{e(hero)}</td><td class='n'>{number(deal.hands, code)}</td>"
                f"<td class='n'>{number(deal.chi_square, code, 1)}</td>"
                f"<td class='n'>{number(deal.p_value, code, 4)}</td></tr>"
            )
        parts.append("</tbody></table>")
        if len(heroes) > TOP_PLAYERS:
            parts.append(f"<p>{say('others', n=number(len(heroes) - TOP_PLAYERS, code))}</p>")
    parts.append(f'<p class="where">{say("fair_note")}</p></section>')
    return parts
