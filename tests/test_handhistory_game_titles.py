"""A room's game title is read whole: a title with a word the reader does not know (a room's
new game, a variant, a mix) is NOT AUDITABLE quoting it, never the known game found inside it."""

from __future__ import annotations

import pytest
from test_handhistory_888 import SHOWDOWN as SHOWDOWN_888
from test_handhistory_party import CASH as PARTY_CASH

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.records import HandRecord


def _one(text: str) -> HandRecord:
    hands = list(read(text))
    assert len(hands) == 1
    return hands[0]


def _refused(text: str, quoted: str, *, on_its_chips: bool = False) -> None:
    """The hand is not read as a game pokerrank plays: NOT AUDITABLE, what it says quoting
    ``quoted``; ``on_its_chips``: a hand whose every other player folded (no ranking decides
    its pot, tests/test_handhistory_unplayed_games.py) is a MATCH on its chips, of no game, the
    verdict quoting the title and saying the game is not pokerrank's and why no ranking was
    needed."""
    hand = _one(text)
    verdict = audit_hand(hand)
    said = (verdict.detail or "") + " " + str(hand.error or "") + " " + (hand.game_text or "")
    if on_its_chips:
        assert (hand.game, verdict.outcome) == (None, Outcome.MATCH), (verdict.outcome, verdict.detail, hand.game)
        assert (verdict.detail or "").endswith(
            " is not in pokerrank's games: no ranking was needed (every other player folded)"
        ), verdict.detail
    else:
        assert verdict.outcome is Outcome.NOT_AUDITABLE, (verdict.outcome, verdict.detail, hand.game)
    assert quoted in said, said


def _matches(text: str, game: str) -> None:
    hand = _one(text)
    verdict = audit_hand(hand)
    assert (hand.game, verdict.outcome) == (game, Outcome.MATCH), verdict.detail


# -- Bovada / Ignition ----------------------------------------------------------------------------

BOVADA = """Bovada Hand #20 TBL#7 HOLDEM No Limit - 2012-05-14 00:54:46
Seat 1: Dealer [ME] ($60 in chips)
Seat 2: Small Blind ($100 in chips)
Seat 3: Big Blind ($100 in chips)
Dealer  [ME] : Set dealer/Bring in spot [1]
Small Blind : Small Blind $1
Big Blind : Big blind $2
*** HOLE CARDS ***
Dealer  [ME] : Card dealt to a spot [As Ks]
Small Blind : Card dealt to a spot [7c 2d]
Big Blind : Card dealt to a spot [Qc Qd]
Dealer  [ME] : Raises $6 to $6
Small Blind : Folds
Big Blind : Folds
Dealer  [ME] : Return uncalled portion of bet $4
Dealer  [ME] : Hand result $5
*** SUMMARY ***
Total Pot($5)
Seat+1: Dealer [ME] $5 [Does not show]
"""


def test_bovada_titles_it_writes_read() -> None:
    _matches(BOVADA, "holdem")
    _matches(BOVADA.replace("No Limit - ", "No Limit [MVS] - "), "holdem")


@pytest.mark.parametrize("title", ["HOLDEM No Limit Zorbix", "HOLDEM No Limit Turbo Wild", "HOLDEM Wild No Limit"])
def test_bovada_an_unknown_title_is_not_audited(title: str) -> None:
    _refused(BOVADA.replace("HOLDEM No Limit", title), title)


def test_bovada_a_tournament_title_with_an_unknown_limit_is_not_audited() -> None:
    first = "Bovada Hand #30: HOLDEM Tournament #8 TBL#1, {}- Level 1 (10/20) - 2014-08-06 23:16:25"
    text = BOVADA.replace(BOVADA.splitlines()[0], first.format("No Limit"))
    _matches(text, "holdem")
    _refused(text.replace("No Limit-", "No Limit Zorbix-"), "No Limit Zorbix")


# -- iPoker -----------------------------------------------------------------------------------------


def _ipoker(gametype: str) -> str:
    return f"""<?xml version="1.0" encoding="utf-8"?>
<session sessioncode="9">
<general><gametype>{gametype}</gametype><tablename>T, 1</tablename><currency>USD</currency></general>
<game gamecode="77"><general><players>
<player seat="1" name="ann" chips="$100" dealer="1" win="$7.70" bet="$4"/>
<player seat="2" name="bob" chips="$100" dealer="0" win="$0" bet="$4"/>
</players></general>
<round no="0"><action no="2" player="bob" type="2" sum="$2"/>
<action no="1" player="ann" type="1" sum="$1"/></round>
<round no="1"><cards type="Pocket" player="ann">SA HA</cards><action no="3" player="ann" type="3" sum="$1"/>
<cards type="Pocket" player="bob">C10 D10</cards><action no="4" player="bob" type="4" sum="$0"/></round>
<round no="2"><cards type="Flop" player="">C2 D7 H9</cards><action no="5" player="bob" type="5" sum="$2"/>
<action no="6" player="ann" type="3" sum="$2"/></round>
<round no="3"><cards type="Turn" player="">SJ</cards><action no="8" player="ann" type="4" sum="$0"/>
<action no="7" player="bob" type="4" sum="$0"/></round>
<round no="4"><cards type="River" player="">C3</cards></round>
</game>
</session>
"""


@pytest.mark.parametrize(
    "gametype",
    ["Holdem NL $1/$2", "Holdem NL", "Holdem NL 1/2", "Holdem NL €0.50/€1", "LH 2/4 x2 Limit $1.00/$2.00"],
)
def test_ipoker_titles_it_writes_read(gametype: str) -> None:
    hand = _one(_ipoker(gametype))
    assert hand.game == "holdem", hand.game_text


@pytest.mark.parametrize(
    "gametype", ["Holdem Turbo Wild NL $1/$2", "Holdem NL Wild $1/$2", "Holdemwild NL $1/$2", "Holdem NL $1/$2 Wild"]
)
def test_ipoker_an_unknown_title_is_not_audited(gametype: str) -> None:
    _refused(_ipoker(gametype), gametype)


@pytest.mark.parametrize("gametype", ["Holdem NL $1/$2 Fun", "Holdem NL $1/$2 Mix", "Holdem NL Wi1/2"])
def test_ipoker_letters_beside_the_stakes_are_a_currency_code_only_in_capitals(gametype: str) -> None:
    _refused(_ipoker(gametype), gametype)
    assert _one(_ipoker("Holdem NL RSD1/RSD2")).game == "holdem"
    assert _one(_ipoker("Holdem NL 1 USD/2 USD")).game == "holdem"


# -- PokerNow ---------------------------------------------------------------------------------------


def _pokernow(title: str, extra: tuple[str, ...] = ()) -> str:
    rows = [
        f'-- starting hand #1  ({title}) (dealer: "ann @ a1") --',
        'Player stacks: #1 "ann @ a1" (1000) | #2 "bob @ b2" (1000)',
        '"ann @ a1" posts a small blind of 10',
        '"bob @ b2" posts a big blind of 20',
        '"ann @ a1" raises to 60',
        '"bob @ b2" folds',
        'Uncalled bet of 40 returned to "ann @ a1"',
        '"ann @ a1" collected 40 from pot',
        *extra,
        "-- ending hand #1 --",
    ]
    out = ["entry,at,order"]
    for order, entry in reversed(list(enumerate(rows))):
        quoted = '"' + entry.replace('"', '""') + '"'
        out.append(f"{quoted},2021-10-10T01:05:31.000Z,{1000 + order}")
    return "\n".join(out) + "\n"


@pytest.mark.parametrize(
    ("title", "game"),
    [
        ("No Limit Texas Hold'em", "holdem"),
        ("Pot Limit Omaha Hi", "omaha"),
        ("Pot Limit Omaha Hi/Lo 8 or Better", "omaha-hi-lo"),
    ],
)
def test_pokernow_titles_it_writes_read(title: str, game: str) -> None:
    assert _one(_pokernow(title)).game == game
    assert _one(_pokernow(f"id: abc123)  ({title}")).game == game  # (the hand's id first, from 2021)


@pytest.mark.parametrize(("cards", "game"), [(4, "omaha"), (5, "omaha-5"), (6, "omaha-6")])
def test_pokernow_omaha_is_the_omaha_of_the_cards_shown(cards: int, game: str) -> None:
    # a 6-card hand under 'Pot Limit Omaha Hi' was "a record that contradicts itself" (only 5 mapped)
    shown = ", ".join(["A♥", "K♥", "Q♥", "J♥", "10♥", "9♥"][:cards])
    assert _one(_pokernow("Pot Limit Omaha Hi", (f'"ann @ a1" shows a {shown}.',))).game == game


@pytest.mark.parametrize(
    "title",
    [
        "No Limit Texas Hold'em Wild",
        "No Limit Short Deck Texas Hold'em",
        "Pot Limit Omaha Hi Turbo Wild",
        "Pot Limit Omaha Hi/Lo 7 or Better",
        "No Limit Holdem Zorbix",
    ],
)
def test_pokernow_an_unknown_title_is_not_read_as_the_game_in_it(title: str) -> None:
    _refused(_pokernow(title), title, on_its_chips=True)  # (the hand: every other player folds)
    _refused(_pokernow(f"id: abc123)  ({title}"), title, on_its_chips=True)


# -- Unibet -----------------------------------------------------------------------------------------

UNIBET = """Game #1463192545: Table €1 NL - 0.05/0.10 - No Limit Hold'Em Banzai - 13:22:50 2021/04/04
*** Seated players ***
Seat 1: ann (€5.15)
Seat 2: bob (€1)
Seat 4: Hero (€0.95)
Seat 6: cat (€2.35)
*** Blinds and button ***
cat has the button
ann posts small blind €0.05
bob posts big blind €0.10
*** Hole cards ***
Dealt in ann
Dealt in bob
Dealt to Hero [Ac 7c]
Dealt in cat
*** Preflop ***
Hero raises €0.95 to €0.95, and is all-in
cat folds
ann folds
bob folds
*** Flop *** [2c 7d 9h]
*** Turn *** [2c 7d 9h] [Js]
*** River *** [2c 7d 9h Js] [3c]
Hero wins €1.10
*** Summary ***
Total pot €1.10 Rake €0
Seat 1: ann: bet €0.05 and won €0, net result: €-0.05
Seat 2: bob: bet €0.10 and won €0, net result: €-0.10
Seat 4: Hero: bet €0.95 and won €1.10, net result: €0.15
"""


def test_unibet_titles_it_writes_read() -> None:
    _matches(UNIBET, "holdem")
    _matches(UNIBET.replace("Hold'Em Banzai", "Hold'Em"), "holdem")


@pytest.mark.parametrize("title", ["No Limit Hold'Em Turbo Wild Banzai", "No Limit Hold'Em Banzai Wild"])
def test_unibet_an_unknown_title_is_not_read_as_the_game_in_it(title: str) -> None:
    _refused(UNIBET.replace("No Limit Hold'Em Banzai", title), title, on_its_chips=True)


# -- 888 --------------------------------------------------------------------------------------------

PACIFIC = SHOWDOWN_888


def test_888_titles_it_writes_read() -> None:
    _matches(PACIFIC, "holdem")
    _matches(PACIFIC.replace("No Limit Holdem", "No Limit Holdem Jackpot table"), "holdem")


@pytest.mark.parametrize("title", ["No Limit Holdem Turbo Wild", "No Limit HoldemX", "Wild No Limit Holdem"])
def test_888_an_unknown_title_is_not_audited(title: str) -> None:
    _refused(PACIFIC.replace("No Limit Holdem", title), title)


# -- partypoker / Betfair ---------------------------------------------------------------------------

PARTY = PARTY_CASH.split("\n", 2)[2].replace("ann: anyone here?\n", "")


def test_party_titles_it_writes_read() -> None:
    _matches(PARTY, "omaha")
    _matches(PARTY.replace("$10,000 USD PL Omaha", "PL $10,000/$20,000 Omaha"), "omaha")


@pytest.mark.parametrize(
    "title", ["$10,000 USD PL Omaha Turbo Wild", "$10,000 USD PL Wild Omaha", "$10,000 USD PL Omaha Hi-Lo Wild"]
)
def test_party_an_unknown_title_is_not_audited(title: str) -> None:
    _refused(PARTY.replace("$10,000 USD PL Omaha", title), title)


def test_party_a_plus_beside_the_game_is_another_game() -> None:
    # '6+ Holdem' (short deck) was read as Hold'em: a number and a '+' were taken anywhere
    hand = _one(PARTY.replace("$10,000 USD PL Omaha", "$10,000 USD PL 6+ Omaha"))
    assert "names a game pokerrank does not read: '+'" in str(hand.error), hand.error
    _matches(PARTY.replace("$10,000 USD PL Omaha", "$10+$1 USD PL Omaha"), "omaha")  # a buy-in and its fee


def test_party_a_hand_after_another_of_the_same_table_still_has_its_title_checked() -> None:
    # the game lines were kept by the words before the first ' - ': the second hand's 'Turbo Wild'
    # was never looked at (MATCH as Omaha, its title cut)
    wild = PARTY.replace("900", "901").replace("PL Omaha - ", "PL Omaha - Turbo Wild - ")
    first, second = list(read(PARTY + "\n" + wild))
    assert audit_hand(first).outcome is Outcome.MATCH
    verdict = audit_hand(second)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "Turbo Wild" in (verdict.detail or ""), verdict.detail


# -- Microgaming ------------------------------------------------------------------------------------


def _microgaming(gametype: str) -> str:
    return f"""----PRIMA.DAT----
<Game hhversion="4" id="31" stakes="1.00|2.00" betlimit="NL" gametype="{gametype}" realmoney="true"
 currencysymbol="rCA=" istournament="0" rake="0" tablename="T">
 <Seats>
  <Seat num="1" alias="ann" balance="100.00" endbalance="102.00" dealer="true"/>
  <Seat num="2" alias="bob" balance="100.00" endbalance="98.00"/>
 </Seats>
 <Gameplay>
  <Action seq="1" type="SmallBlind" seat="1" value="1.00"/>
  <Action seq="2" type="BigBlind" seat="2" value="2.00"/>
  <Action seq="3" type="Raise" seat="1" value="5.00"/>
  <Action seq="4" type="Fold" seat="2"/>
  <Action seq="5" type="MoneyReturned" seat="1" value="4.00"/>
  <Action type="Win"><Seat num="1" amount="4.00" pot="0" type="" lowhandwin="0"/></Action>
 </Gameplay>
</Game>
ExtendedTableName: T [1]
"""


@pytest.mark.parametrize("gametype", ["Hold&apos;em", "Multi Table Hold&apos;em", "Hold'em"])
def test_microgaming_titles_it_writes_read(gametype: str) -> None:
    _matches(_microgaming(gametype), "holdem")


@pytest.mark.parametrize("gametype", ["Hold&apos;em Wild", "Wild Hold&apos;em", "Omaha H/L Turbo"])
def test_microgaming_an_unknown_title_is_not_read_as_the_game_in_it(gametype: str) -> None:
    _refused(_microgaming(gametype), gametype.replace("&apos;", "'"), on_its_chips=True)
