"""One judge of a field a format does not define: does it say money moved?

A reader meets fields its format's rules do not hold (a PHH user-defined field, an XML room's
attribute, an Open Hand History key). Most are the format's growth (a nickname, a stream, a
level) and a reader ignores them; one that says money moved outside the actions (an insurance,
a tip, a fee) would be money left out of the audit, so the hand is refused. The rule:

- a **name** says money where its *last* word names money moved (``cashout_fee``,
  ``_dealer_toke``, ``insuranceAmount``; a word holding a part such as ``bount`` or ``insur``:
  ``_bountywon``) and the value holds a number other than zero (``_bounty = 0`` and
  ``_insurance = [0, 0]`` say none moved); a name that counts (``_hands_won``) names no money;
- a **text** says money where it writes an amount (``$20``, ``USD 20``, ``1.500 kr``) or a
  money word with a number beside it (``"bob paid ann 20"``, ``"ann cashed out for 50"``); a
  money word alone (``"Tip: never call a 4-bet"``, ``"Rake Radio"``) says none moved;
- a table's keys are names, its values judged under them;
- a number that is none (NaN, infinite) is named: nothing can be read of it.

Values are looked at up to a limit; a value holding more is reported as unread, never passed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from typing import Final, Literal

__all__ = ["VALUES_LOOKED_AT", "MoneySaid", "money_field", "money_said"]

VALUES_LOOKED_AT: Final = 10_000
"""The most values of one field looked at: a field holding more is reported unread."""

_NAME_MONEY: Final = frozenset(
    {
        "addon",
        "amount",
        "ante",
        "bet",
        "bets",
        "blind",
        "bonus",
        "bounty",
        "cash",
        "cashout",
        "charge",
        "chop",
        "collect",
        "collected",
        "commission",
        "cost",
        "credit",
        "cut",
        "debit",
        "debt",
        "deduction",
        "dollar",
        "drop",
        "euro",
        "fee",
        "insurance",
        "insure",
        "insured",
        "jackpot",
        "money",
        "paid",
        "payment",
        "payoff",
        "payout",
        "penalty",
        "pot",
        "prize",
        "rake",
        "raked",
        "rakeback",
        "rebate",
        "rebuy",
        "refund",
        "returned",
        "straddle",
        "sum",
        "surcharge",
        "tax",
        "tip",
        "toke",
        "uncalled",
        "vig",
        "vigorish",
        "win",
        "winning",
        "winnings",
        "won",
    }
)
"""The words a field's name ends with where it names money moved (less a plural ``s``)."""
_NAME_PARTS: Final = ("insur", "bount", "jackpot", "cashout", "rakeback", "payout", "refund", "rebate", "surcharge")
"""Parts of a name's last word that say money where its words are not apart (``bountywon``)."""
_COUNTS: Final = frozenset({"hands", "count", "number", "num", "times", "games", "rounds", "players", "seats"})
"""Words of a name that make it a count, not money (``_hands_won``, ``pot_count``)."""
_WHICH: Final = frozenset(
    {
        "id", "ids", "seat", "player", "index", "number", "num", "no", "count", "time", "timestamp", "date",
        "version", "level", "position", "name", "hand", "round", "street", "order", "code", "type",
    }
)  # fmt: skip
"""The last words of a key inside a money field's table that say which, not how much
(``insurance = [{player_id = 1, amount = 0}]``: the id names the player, the amount is 0)."""
_TEXT_MONEY: Final = frozenset(
    {
        "bonus",
        "bounty",
        "cashed",
        "cashout",
        "charged",
        "chips",
        "commission",
        "deducted",
        "fee",
        "gave",
        "give",
        "gives",
        "insurance",
        "insured",
        "jackpot",
        "paid",
        "pay",
        "pays",
        "payout",
        "penalty",
        "prize",
        "rake",
        "raked",
        "rakeback",
        "rebate",
        "refund",
        "refunded",
        "surcharge",
        "tax",
        "tip",
        "tipped",
        "toke",
        "vig",
    }
)
"""The words of a text that say money moved where a number stands beside them (less a plural
``s``); winning words are not among them: a text that a player won says what the actions say."""
_CODES: Final = "USD|EUR|GBP|CAD|AUD|CHF|CNY|JPY|INR|SEK|NOK|DKK|kr"
_AMOUNT: Final = re.compile(
    rf"(?:[$€£¥₹]|(?<![A-Za-z])(?:{_CODES}))[ \t\u00a0]*([0-9][0-9.,\u00a0]*)"
    rf"|(?<![\w.,])([0-9][0-9.,\u00a0]*?)[ \t\u00a0]*(?:[$€£¥₹]|(?:{_CODES})(?![A-Za-z]))"
)
"""An amount written as money: a currency sign or code before or after the number."""
_TOKEN: Final = re.compile(r"[^\W\d_]+|(?<![\w.,-])[0-9][0-9.,]*(?![\w-])")
"""A text's words and its numbers standing alone (``4-bet`` and ``3rd`` are no numbers)."""
_NAME_WORDS: Final = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
"""The words of a name (``cashoutFee``: ``cashout``, ``Fee``; ``RAKE2``: ``RAKE``)."""
_NEAR: Final = 3
"""How many words after a money word its number may stand (``cashed out for 50``)."""


@dataclass(frozen=True, slots=True)
class MoneySaid:
    """What in a field says money moved: ``said`` is where (its ``name``, its ``value``), or
    ``unread`` where it holds more values than are looked at; ``word`` is the words that say it."""

    said: Literal["name", "value", "unread"]
    word: str


def _plural(low: str, words: frozenset[str]) -> bool:
    return low in words or (low[-1:] == "s" and low[:-1] in words) or (low[-2:] == "es" and low[:-2] in words)


def _money_name(name: str) -> str | None:
    """The last word of ``name`` where it names money moved, else None.

    >>> [_money_name(n) for n in ("cashout_fee", "_dealer_toke", "_bountywon", "_hands_won", "_pot_type", "RAKE2")]
    ['fee', 'toke', 'bountywon', None, None, 'RAKE']
    >>> _money_name("cash-out"), _money_name("_buy_in"), _money_name("_bet_sizing")
    ('cash-out', None, None)
    """
    words: list[str] = _NAME_WORDS.findall(name)
    if not words:
        return None
    last = words[-1]
    low = last.lower()
    if not (_plural(low, _NAME_MONEY) or any(part in low for part in _NAME_PARTS)):
        if len(words) < 2 or not _plural(words[-2].lower() + low, _NAME_MONEY):
            return None  # (the last two words, ``cash-out``, ``pay_out``, may be one)
        last = f"{words[-2]}-{last}"
    if any(word.lower() in _COUNTS for word in words[:-1]):
        return None
    return last


def _key_word(key: str, word: str | None) -> str | None:
    """The money word a table's ``key`` carries: its own, else the table's unless the key says
    which (an id, a seat, a time), not how much.

    >>> _key_word("amount", "insurance"), _key_word("player_id", "insurance"), _key_word("ann", "insurance")
    ('amount', None, 'insurance')
    >>> _key_word("fee", None), _key_word("seat", None)
    ('fee', None)
    """
    own = _money_name(key)
    if own is not None or word is None:
        return own
    words = _NAME_WORDS.findall(key)
    return None if words and words[-1].lower() in _WHICH else word


def _nonzero(value: object) -> bool:
    """Whether a scalar holds a number other than zero (a text: a digit other than 0)."""
    if isinstance(value, bool) or value is None:
        return False
    if isinstance(value, (int, float, Decimal)):
        return value != 0  # (NaN too: no number to read)
    return any(digit in str(value) for digit in "123456789")


def _finite(value: float | Decimal) -> bool:
    """Whether a number is one (not NaN, not infinite)."""
    return value.is_finite() if isinstance(value, Decimal) else value - value == 0


def _money_text(text: str) -> str | None:
    """What in ``text`` says money moved: an amount (a currency by a number other than zero),
    or a money word with a number other than zero beside it; else None.

    >>> [_money_text(t) for t in ("bob paid ann 20", "USD 20", "1.500 kr", "Tip: never call a 4-bet", "Rake Radio")]
    ['paid ann 20', 'USD 20', '1.500 kr', None, None]
    """
    for found in _AMOUNT.finditer(text):
        number = found.group(1) or found.group(2) or ""
        if _nonzero(number):
            return found.group().strip()
    tokens = list(_TOKEN.finditer(text))
    for at, token in enumerate(tokens):
        if not _plural(token.group().lower(), _TEXT_MONEY):
            continue
        before = tokens[at - 1] if at else None
        if before is not None and before.group()[0].isdigit() and _nonzero(before.group()):
            return text[before.start() : token.end()]
        for after in tokens[at + 1 : at + 1 + _NEAR]:
            if after.group()[0].isdigit():
                if _nonzero(after.group()):
                    return text[token.start() : after.end()]
                break
    return None


def money_said(name: str, value: object, limit: int = VALUES_LOOKED_AT) -> MoneySaid | None:
    """What says money moved in a field ``name`` holding ``value`` (a scalar, a list, a table of
    names), None where nothing does; ``unread`` where ``value`` holds more than ``limit`` values.

    >>> money_said("_insurance", [0, 20]), money_said("_insurance", [0, 0]), money_said("_nicknames", ["Tip"])
    (MoneySaid(said='name', word='insurance'), None, None)
    >>> money_said("_note", "ann gave bob 20 chips"), money_said("_extras", {"ann": {"fee": 1}})
    (MoneySaid(said='value', word='gave bob 20'), MoneySaid(said='name', word='fee'))
    >>> money_said("_ratio", float("nan"))
    MoneySaid(said='value', word='nan')
    >>> money_said("_blob", list(range(20)), limit=10)
    MoneySaid(said='unread', word='more than 10 values')
    """
    stack: list[tuple[str | None, object]] = [(_money_name(name), value)]
    for _ in range(limit):
        if not stack:
            return None
        word, item = stack.pop()
        if isinstance(item, dict):
            for key, each in item.items():
                stack.append((_key_word(str(key), word), each))
        elif isinstance(item, (list, tuple)):
            stack.extend((word, each) for each in item)
        else:
            if isinstance(item, (float, Decimal)) and not _finite(item):
                return MoneySaid("value", str(item))  # (no number: nothing to read, named)
            if word is not None and _nonzero(item):
                return MoneySaid("name", word)
            if isinstance(item, str):
                text = _money_text(item)
                if text is not None:
                    return MoneySaid("value", text)
    if not stack:
        return None
    return MoneySaid("unread", f"more than {limit:,} values")


def money_field(name: str, value: object) -> bool:
    """Whether a field a format does not hold carries money the audit would not see
    (:func:`money_said`).

    >>> [money_field(*f) for f in (("bounty", "2"), ("insurance", "0.00"), ("tip", "1"), ("time", "1338274747"))]
    [True, False, True, False]
    """
    return money_said(name, value) is not None
