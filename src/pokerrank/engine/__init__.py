"""The hand engine: run a hand action by action under a card room's rule book.

:class:`Hand` holds one hand in progress for any game of the catalogue; :meth:`Hand.legal`
says who acts and what they may do, :meth:`Hand.act` takes it. Rule sets are data
(:class:`RuleSet`, :func:`get_rules`: ``wsop-2024``, ``tda``, ``roberts``, ``pokerstars``,
``ggpoker``, ``everest``).
:class:`Table` deals a table's hands one after another (the button, the blinds and the
missed blinds moving between them). :func:`from_record` drives a hand history through the engine, action by action, and
:func:`audit_with_rules` adds to an audit's verdict whether every action was legal.

>>> from pokerrank.engine import Hand
>>> hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=1)
>>> hand.legal().actions
('fold', 'call', 'raise')
"""

from pokerrank.engine.audit import ILLEGAL_ACTION, audit_with_rules
from pokerrank.engine.drive import DriveResult, from_record
from pokerrank.engine.hand import Hand, streets_of
from pokerrank.engine.legal import BrokenHandError, IllegalActionError, Legal
from pokerrank.engine.rules import RULE_SETS, RuleSet, get_rules
from pokerrank.engine.table import Table

__all__ = [
    "ILLEGAL_ACTION",
    "RULE_SETS",
    "BrokenHandError",
    "DriveResult",
    "Hand",
    "IllegalActionError",
    "Legal",
    "RuleSet",
    "Table",
    "audit_with_rules",
    "from_record",
    "get_rules",
    "streets_of",
]
