"""Numbers as each language writes them: the decimal separator, the thousands separator and
the percent sign, from the ``numbers`` section of a catalog.

English writes 1,712,304 and 46.21%; Dutch 1.712.304 and 46,21%; French 1 712 304 and
46,21 % (with narrow no-break spaces); German 1.712.304 and 46,21 % (with a no-break space).

>>> number(1712304, "en"), number(1712304, "nl"), number(1712304, "de")
('1,712,304', '1.712.304', '1.712.304')
>>> number(1712304, "fr") == "1\\u202f712\\u202f304"
True
>>> percent(0.462145, "en"), percent(0.462145, "nl"), number(-2.5, "de", 2, sign=True)
('46.21%', '46,21%', '-2,50')
"""

from __future__ import annotations

from fractions import Fraction

from pokerrank.i18n.catalogs import catalog

__all__ = ["number", "percent"]


def number(value: float | int | Fraction, lang: str, digits: int = 0, *, sign: bool = False) -> str:
    """``value`` with ``digits`` decimals, its thousands grouped, in the language's separators;
    ``sign=True`` writes a ``+`` before a positive number (a net gain)."""
    text = f"{float(value) if isinstance(value, Fraction) else value:{'+' if sign else ''},.{digits}f}"
    if text.startswith("-") and not text.strip("-0.,"):  # no "-0.00" for a tiny negative number
        text = ("+" if sign else "") + text[1:]
    separators = catalog(lang)["numbers"]
    return text.translate({ord(","): "\0", ord("."): separators["decimal"]}).replace("\0", separators["group"])


def percent(fraction: float | Fraction, lang: str, digits: int = 2) -> str:
    """``fraction`` (0.4621) as a percentage in the language (``46.21%``, ``46,21 %``)."""
    template: str = catalog(lang)["numbers"]["percent"]
    return template.format(n=number(100 * float(fraction), lang, digits))
