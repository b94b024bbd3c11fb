"""What :func:`pokerrank.outs` returns: who leads now, the groups of next cards that change
it, and each player's own outs, all JSON-ready through ``to_dict()``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pokerrank._checks import plainly, shorten
from pokerrank.errors import DealError, UnknownPlayerError
from pokerrank.registry import did_you_mean

__all__ = ["Lead", "OutGroup", "OutsResult", "PlayerOuts"]


@dataclass(frozen=True)
class Lead:
    """Who wins one side as the hands stand now: the winners (empty: no qualifying hand),
    what they make (the ranking's category, in English words) and the hand's name (in the
    language asked for)."""

    side: str
    winners: tuple[str, ...]
    makes: str
    hand: str | None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {"side": self.side, "winners": list(self.winners), "makes": self.makes, "hand": self.hand}


@dataclass(frozen=True)
class OutGroup:
    """The next cards that give one side to the same winners, making the same kind of hand.

    ``receiver``: in stud, the player the cards are dealt to (``None`` for board cards).
    ``winners``: who wins the side after these cards (empty: nobody qualifies for it);
    ``makes``: the category of their hand in English words ("flush", "seven low") or
    ``"no qualifying low"``; ``best`` and ``worst``: the names of the strongest and weakest
    winning hands in the group (in the language asked for). ``cards``: each card, or each
    pair of cards (``"7h 8h"``), in deck order; ``text``: the same in words ("any heart but
    9h", in the language asked for: "n'importe quel cœur sauf 9h").
    """

    side: str
    receiver: str | None
    winners: tuple[str, ...]
    makes: str
    best: str | None
    worst: str | None
    cards: tuple[str, ...]
    text: str

    @property
    def count(self) -> int:
        """How many cards (or pairs of cards) the group holds."""
        return len(self.cards)

    def __str__(self) -> str:
        """The group in one line.

        >>> from pokerrank import outs
        >>> print(outs("holdem", {"ann": "Ah Kh", "bob": "9s 9d"}, board="2h 7h 9c").groups[0])
        any heart but 9h: flush (8, ann wins the high)
        """
        who = " and ".join(self.winners) or "nobody"
        verb = "wins" if len(self.winners) <= 1 else "split"
        to = f" to {self.receiver}" if self.receiver else ""
        return f"{self.text}{to}: {self.makes} ({self.count}, {who} {verb} the {self.side})"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {
            "side": self.side,
            "receiver": self.receiver,
            "winners": list(self.winners),
            "makes": self.makes,
            "best": self.best,
            "worst": self.worst,
            "count": self.count,
            "text": self.text,
            "cards": list(self.cards),
        }


@dataclass(frozen=True)
class PlayerOuts:
    """One player's outs for one side.

    ``now``: ``"wins"``, ``"splits"`` or ``"loses"`` the side as the hands stand;
    ``wins``: the cards (or pairs) with which the player wins the side alone, where they do
    not now; ``splits``: with which they share it, where they win none of it now;
    ``loses``: with which they win none of a side they win or share now. ``*_text``: the
    same in words. In stud, the cards are dealt to this player.
    """

    player: str
    side: str
    now: str
    wins: tuple[str, ...]
    splits: tuple[str, ...]
    loses: tuple[str, ...]
    wins_text: str
    splits_text: str
    loses_text: str

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {
            "player": self.player,
            "side": self.side,
            "now": self.now,
            "wins": {"count": len(self.wins), "text": self.wins_text, "cards": list(self.wins)},
            "splits": {"count": len(self.splits), "text": self.splits_text, "cards": list(self.splits)},
            "loses": {"count": len(self.loses), "text": self.loses_text, "cards": list(self.loses)},
        }


@dataclass(frozen=True)
class OutsResult:
    """The outs of one spot (JSON-ready through :meth:`to_dict`).

    ``cards``: 1 (the next card) or 2 (the next two); ``unseen``: the cards that can come;
    ``deals``: what was tried for each receiver (cards, or pairs of cards); ``kind``:
    ``"board"`` or ``"stud"``; ``now``: who wins each side as the hands stand; ``groups``:
    every change of winner, biggest first within each receiver and side; ``outs``: each
    player's outs for each side.
    """

    game: str
    kind: str
    board: str
    dead: str
    cards: int
    names: tuple[str, ...]
    hands: tuple[str, ...]
    unseen: int
    deals: int
    now: tuple[Lead, ...]
    groups: tuple[OutGroup, ...]
    outs: tuple[PlayerOuts, ...]
    lang: str | None = "en"

    def player(self, name: str, side: str | None = None) -> PlayerOuts:
        """The outs of the player called ``name`` for ``side`` (default: the game's first side).

        >>> from pokerrank import outs
        >>> r = outs("holdem", {"a": "Ac Kc", "b": "Qd Qs"}, board="2c 7c Qh Jd")
        >>> r.player("a").wins_text  # Qc gives b four queens, Jc a full house
        'any club but Qc and Jc, any ten'
        """
        if not isinstance(name, str) or (side is not None and not isinstance(side, str)):
            bad = ("name", name) if not isinstance(name, str) else ("side", side)
            raise DealError(f"player() takes a player's name and a side as text; the {bad[0]} is {plainly(bad[1])}")
        wanted = side or self.now[0].side
        for found in self.outs:
            if found.player == name and found.side == wanted:
                return found
        sides = sorted({o.side for o in self.outs})
        hint = did_you_mean(name, self.names) if name not in self.names else did_you_mean(wanted, sides)
        raise UnknownPlayerError(f"no outs for {shorten(name)} on the {shorten(wanted)} side; "
                        f"the players are {shorten(list(self.names), 400)}, the sides {sides}{hint}")  # fmt: skip

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON.

        >>> import json
        >>> from pokerrank import outs
        >>> r = outs("holdem", ["Ah Kh", "9s 9d"], board="2h 7h 9c 3s")
        >>> json.loads(json.dumps(r.to_dict()))["groups"][0]["text"]
        'any heart but 9h and 3h'
        """
        return {
            "game": self.game,
            "kind": self.kind,
            "board": self.board,
            "dead": self.dead,
            "cards": self.cards,
            "players": [{"player": n, "cards": h} for n, h in zip(self.names, self.hands, strict=True)],
            "unseen": self.unseen,
            "deals": self.deals,
            "now": [lead.to_dict() for lead in self.now],
            "groups": [group.to_dict() for group in self.groups],
            "outs": [o.to_dict() for o in self.outs],
            "lang": self.lang,
        }
