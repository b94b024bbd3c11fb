"""The library's own sentences in the language asked for (issue 14: ``--lang`` for every word
a command prints): the audit's ``detail``, the card words of ``outs``, the equity and ICM
``notes``, the kernel families' titles of ``warmup`` and the compile notice.

The check is against the English catalog, never against hard-coded output: the words of
the English sentences (sections ``audit``, ``outs``, ``notes``, ``kernels``) that the
language's own catalog never uses must not appear in what a command prints in that
language; and the same command in English prints some of them (so the check can fail).
English output is pinned by the existing tests (test_handhistory*, test_outs, test_icm,
test_cli_equity, test_compile) and did not change.
"""

from __future__ import annotations

import functools
import json
import pickle
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import pokerrank
from pokerrank import icm, outs
from pokerrank.cli import cli
from pokerrank.i18n import Phrase, catalog, sentence

LANGS = ("nl", "fr", "de")
SECTIONS = ("audit", "outs", "notes", "kernels")
DATA = Path(__file__).parent / "data"
PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")


def _words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]+", text)}


def _strings(data: Any) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for value in data.values() for s in _strings(value)]
    if isinstance(data, list):
        return [s for value in data for s in _strings(value)]
    return []


@functools.cache
def english_only(lang: str) -> frozenset[str]:
    """The words of the English sentences of these sections that the language's catalog
    never uses (its shared poker words, "pot", "rake", "kicker", are not among them)."""
    english = {w for s in _strings({k: catalog("en")[k] for k in SECTIONS}) for w in _words(PLACEHOLDER.sub(" ", s))}
    own = {w for s in _strings(dict(catalog(lang))) for w in _words(s)}
    return frozenset(english - own)


@functools.cache
def _titles() -> tuple[str, ...]:
    """Game titles: names, the same in every language (the header of outs shows one)."""
    return tuple(sorted((game.title for game in pokerrank.GAMES.values()), key=len, reverse=True))


CARD = re.compile(r"(?<!\w)[2-9TJQKA][cdhs](?!\w)")


def leaked(text: str, lang: str, *names: str) -> set[str]:
    """English words of these sentences in ``text``; game titles, card codes ("As") and the
    ``names`` (the user's: players, files, the room's own words) do not count."""
    for name in (*_titles(), *sorted(names, key=len, reverse=True)):
        text = text.replace(name, " ")
    return _words(CARD.sub(" ", text)) & english_only(lang)


def run(*args: str) -> str:
    result = CliRunner(env={"COLUMNS": "400"}).invoke(cli, list(args))
    assert result.exit_code in (0, 1), result.output
    return result.output


# -- the catalogs ---------------------------------------------------------------------------


def test_every_language_has_every_sentence_with_the_same_parameters() -> None:
    for section in SECTIONS:
        english = catalog("en")[section]
        for lang in LANGS:
            theirs = catalog(lang)[section]
            assert set(theirs) == set(english), (lang, section)
            for key, template in english.items():
                if isinstance(template, list):
                    assert len(theirs[key]) == len(template) and all(theirs[key]), (lang, key)
                    continue
                # a translation may leave a parameter out ("the last place", not "the last 1 place"), never add one
                assert set(PLACEHOLDER.findall(theirs[key])) <= set(PLACEHOLDER.findall(template)), (lang, key)


def test_the_translations_use_no_english_word_but_the_seeds_poker_terms() -> None:
    from test_i18n import LOANWORDS, SEED_TERMS, _english_words

    english = _english_words() | {w for s in _strings({k: catalog("en")[k] for k in SECTIONS}) for w in _words(s)}
    strays = []
    for lang in LANGS:
        own_ranks = {w for words in catalog(lang)["ranks"].values() for word in words for w in _words(word)}
        allowed = SEED_TERMS[lang] | {t + "s" for t in SEED_TERMS[lang]} | LOANWORDS[lang] | own_ranks
        allowed |= {"samples"}  # the option, named as it is
        allowed |= {"rake"}  # the room's cut: "de rake", "le rake", "der Rake" in each language's card rooms
        allowed |= {"omaha"}  # a game's name
        for text in _strings({k: catalog(lang)[k] for k in SECTIONS}):
            plain = PLACEHOLDER.sub(" ", text)
            for field in ("finishing_stacks", "winnings"):  # the PHH fields, named as they are
                plain = plain.replace(field, " ")
            stray = {w for w in _words(plain) & english if len(w) > 1} - allowed  # "n'" is no word
            strays.append((lang, text, stray)) if stray else None
    assert not strays


def test_a_phrase_is_its_english_text_and_says_itself_in_every_language() -> None:
    note = Phrase("notes.std_error_met", target=0.001, deals=1712304)
    assert note == "sampled until every standard error was below 0.001: 1,712,304 deals"
    assert json.loads(json.dumps([note])) == [str(note)]
    copy = pickle.loads(pickle.dumps(note))
    assert isinstance(copy, Phrase) and copy == note and copy.say("de") == note.say("de")
    assert note.say("nl") == "steekproef getrokken tot elke standaardfout onder 0,001 lag: 1.712.304 delingen"
    assert "1\u202f712\u202f304" in note.say("fr") and "0,001" in note.say("fr")
    assert note.say("en") == note and sentence("en", "notes.std_error_met", target=0.001, deals=1712304) == note
    for lang in LANGS:
        assert not leaked(note.say(lang), lang)


# -- the library ----------------------------------------------------------------------------


CARD_SETS = [
    (["Ah", "Kh", "Qh", "3h"], "Ah Kh Qh 3h 7c 7d"),
    (["Ah", "Kh", "Qh", "7c", "7d"], "Ah Kh Qh 3h 7c 7d 2s"),
    (["Ah", "Kh", "Qh", "Jh", "Th", "8h", "7h", "6h"], "Ah Kh Qh Jh Th 9h 8h 7h 6h 5c 4d"),
    (["7c", "7d"], "7c 7d 7s Ah Kh"),
    (["Ah", "Kh", "Qh", "Jh", "Th", "9h", "8h", "7h", "6h", "5c", "4c", "3c", "2c", "2d", "3d", "4d", "5d"],
     "Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 5c 4c 3c 2c 2d 3d 4d 5d 6d 7s"),
    (["Ah Kh", "Ah Qh", "Kh Qh", "7c 7d"], "Ah Kh Qh 7c 7d 2s"),
    (["As Kd", "As Kc", "As Kh", "Ad Kd", "Ad Kc", "Ad Kh", "Qs Js", "Qs Jd"], "As Ad Kd Kc Kh Qs Js Jd 2c"),
    ([f"Ah {c}" for c in ("Kh", "Qh", "Jh", "7c", "7d", "2s")] + ["Kh Qh", "7c 7d"], "Ah Kh Qh Jh 7c 7d 2s"),
]  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_card_words_are_the_languages(lang: str) -> None:
    from pokerrank import describe_cards

    for cards, unseen in CARD_SETS:
        english, theirs = describe_cards(cards, unseen), describe_cards(cards, unseen, lang=lang)
        assert _words(english) & english_only(lang), english  # the English says something the check sees
        assert not leaked(theirs, lang), (english, theirs)


@pytest.mark.parametrize("lang", LANGS)
def test_outs_groups_and_players_speak_the_language(lang: str) -> None:
    spots = [
        ("holdem", {"ann": "Ah Kh", "bob": "9s 9d"}, "2h 7h 9c", 1),
        ("omaha-hi-lo", {"ann": "As 2s Kd Qc", "bob": "Kh Kc 9d 9c"}, "Ks 8h 3d", 2),
        ("stud", {"ann": "Ah Kh 7h 2h 9c", "bob": "Qs Qd 5c 5d 8s"}, "", 1),
    ]
    for game, hands, board, cards in spots:
        english = outs(game, hands, board, cards=cards)
        theirs = outs(game, hands, board, cards=cards, lang=lang)
        texts = [g.text for g in theirs.groups] + [t for o in theirs.outs for t in (o.wins_text, o.splits_text)]
        assert [g.cards for g in english.groups] == [g.cards for g in theirs.groups]
        assert not leaked(" | ".join(texts), lang), texts
        assert [g.makes for g in english.groups] == [g.makes for g in theirs.groups]  # a key, in English


@pytest.mark.parametrize("lang", LANGS)
def test_equity_and_icm_notes(lang: str) -> None:
    sampled = pokerrank.equity("holdem", ["As Ks", "Qd Qc"], std_error=0.02, seed=1)
    pat = pokerrank.equity("5-card-draw", ["As Ks Qs Js Ts", "2c 3d 4h 5s 7c"])
    stopped = pokerrank.equity("holdem", ["As Ks", "Qd Qc"], std_error=0.0001, samples=2000, seed=1)
    dropped_one = icm({"ann": 5000, "bob": 3000, "cid": 1000}, [50, 30, 20, 10])
    dropped_two = icm({"ann": 5000, "bob": 3000}, [50, 30, 20, 10])
    notes = [*sampled.notes, *pat.notes, *stopped.notes, *dropped_one.notes, *dropped_two.notes]
    assert len(notes) == 5 and all(isinstance(note, Phrase) for note in notes)
    for note in notes:
        assert _words(note) & english_only(lang), note
        assert not leaked(note.say(lang), lang), note.say(lang)


@functools.cache
def _shared_records(shared_dir: Path) -> tuple[list[list[Any]], dict[tuple[str, str], Any]]:
    """The shared hand histories read once for the languages' runs, and their English verdicts."""
    from pokerrank.handhistory import audit, read

    hands = shared_dir / "hand-histories"
    sources = [hands / "pokerstars", hands / "phh" / "wsop", *sorted((hands / "phh").glob("*.phh"))]
    records = [list(read(source)) for source in sources]
    english = {(v.hand.source, v.hand.hand_id): v for source in records for v in audit(source)}
    return records, english


@pytest.mark.shared
@pytest.mark.parametrize("lang", LANGS)
def test_every_audit_sentence_of_the_shared_hand_histories(lang: str, shared_dir: Path) -> None:
    from pokerrank.handhistory import audit

    records, english = _shared_records(shared_dir)
    seen = 0
    for source in records:
        for verdict in audit(source, lang=lang):
            if verdict.hand.error is not None:  # the reader's own message (an error message: English)
                continue
            before = english[verdict.hand.source, verdict.hand.hand_id]
            assert (verdict.outcome, verdict.reason) == (before.outcome, before.reason)
            detail, english_detail = verdict.detail, before.detail
            for seat in verdict.hand.seats:  # screen names are the players' ("Pho3nix.two")
                detail, english_detail = detail.replace(seat.name, " "), english_detail.replace(seat.name, " ")
            assert not leaked(detail, lang), (before.detail, verdict.detail)
            seen += bool(_words(english_detail) & english_only(lang))
    assert seen > 1000


# -- the commands ---------------------------------------------------------------------------


def _mutations(tmp_path: Path) -> list[Path]:
    """Hands for every kind of sentence the audit writes: a match, payouts and words that do
    not match, side pots, rake not taken main pot first, a hand not shown, an unknown game, a
    line not understood, a cash-out instead of the pot, a cancelled hand, and PHH finishing
    stacks (right and wrong)."""
    from test_handhistory import SIDE_POTS, cash_out, ps

    base = (DATA / "pokerstars-match.txt").read_text()
    halves = "ann collected $98.50 from pot\nbob collected $98.50 from pot"
    texts = {
        "match": base,
        "payout": base.replace("ann collected $197", "bob collected $197"),
        "split": base.replace("ann collected $197 from pot", halves),
        "words": base.replace("(a pair of Aces)", "(a pair of Queens)"),
        "not-shown": base.replace("bob: shows [Ks Kd] (a pair of Kings)\n", ""),
        "unknown-game": base.replace("Hold'em No Limit", "Pineapple No Limit"),
        "unparsed": base.replace("*** FLOP ***", "bob: levitates $5\n*** FLOP ***"),
        "cash-out": cash_out("", " (pot not awarded as player cashed out)"),
        "cancelled": ps("PokerStars Game #370: Triple Draw 2-7 Lowball Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET",
                        "Table 'Nu' 6-max Seat #5 is the button", "Seat 5: ann ($30 in chips)",
                        "ann: posts small blind $0.50", "bob: is sitting out", "Hand cancelled", "*** SUMMARY ***",
                        "Seat 5: ann (button) collected ($0)"),
        "side-pots": SIDE_POTS.replace("bob collected $3.80", "cid collected $3.80")  # (the summary says so too)
        .replace("[Kh Ks] and won ($3.80) with", "[Kh Ks] and lost with")
        .replace("[Qc Jc] and lost with", "[Qc Jc] and won ($3.80) with"),
        "rake": SIDE_POTS.replace("ann collected $2.85", "ann collected $3")
        .replace("bob collected $3.80", "bob collected $3.65")
        .replace("Main pot $2.85. Side pot $3.80.", "Main pot $3. Side pot $3.65.")
        .replace("won ($2.85)", "won ($3)")
        .replace("won ($3.80)", "won ($3.65)"),
    }  # fmt: skip
    paths = []
    for name, text in texts.items():
        path = tmp_path / f"{name}.txt"
        path.write_text(text)
        paths.append(path)
    phh = """variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p2 cbr 100', 'p1 cc', 'd db 2c7d9h', 'd db Js', 'd db 3c']
finishing_stacks = {finishing}
"""
    for name, finishing in (("right", "[200, 0]"), ("wrong", "[0, 200]")):
        path = tmp_path / f"stacks-{name}.phh"
        path.write_text(phh.format(finishing=finishing))
        paths.append(path)
    return paths


@pytest.mark.parametrize("lang", LANGS)
def test_the_audit_command_says_every_sentence_in_the_language(lang: str, tmp_path: Path) -> None:
    paths = [str(p) for p in _mutations(tmp_path)]
    english, out = run("audit", *paths, "--show", "all"), run("audit", *paths, "--show", "all", "--lang", lang)
    sentences = {"rules", "paid", "wins", "less", "says", "finds", "stack", "file", "cancelled", "cashed", "stayed"}
    assert sentences | {"understood", "first"} <= _words(english)  # every kind of sentence is there to check
    rooms = ("'a pair of Queens'", "Pineapple No Limit", "'bob: levitates $5'")  # what the room wrote, quoted
    assert not (found := leaked(out, lang, *paths, *rooms)), (found, out)
    assert catalog(lang)["audit"]["finishing_stack"] in out  # the payout table's pot of a PHH hand


def test_the_audit_writes_money_as_the_language_does(tmp_path: Path) -> None:
    payout = _mutations(tmp_path)[2]  # $98.50 each where the rules give ann $197
    assert payout.name == "split.txt"
    assert "the room paid $98.50" in run("audit", str(payout))
    assert "la salle a payé 98,50\u00a0$" in run("audit", str(payout), "--lang", "fr")
    assert "de site betaalde $ 98,50" in run("audit", str(payout), "--lang", "nl")
    assert "der Anbieter zahlte 98,50\u00a0$" in run("audit", str(payout), "--lang", "de")


@pytest.mark.parametrize("lang", LANGS)
def test_outs_equity_icm_and_warmup_commands(lang: str) -> None:
    commands = [
        ("outs", "ann=Ah Kh", "bob=9s 9d", "--board", "2h 7h 9c"),
        ("outs", "-g", "o8", "ann=As 2s Kd Qc", "bob=Kh Kc 9d 9c", "-b", "Ks 8h 3d", "--cards", "2"),
        ("outs", "-g", "stud", "ann=Ah Kh 7h 2h 9c", "bob=Qs Qd 5c 5d 8s", "--player", "ann"),
        ("equity", "AsKs", "QdQc", "--std-error", "0.02", "--seed", "1"),
        ("equity", "AsKs", "QdQc", "--std-error", "0.0001", "--samples", "2000", "--seed", "1"),
        ("equity", "-g", "5cd", "As Ks Qs Js Ts", "2c 3d 4h 5s 7c"),
        ("equity", "AA", "KK", "--board", "2c 7d 9h", "--samples", "2000", "--std-error", "0.2", "--seed", "1"),
        ("icm", "-s", "ann=5000", "-s", "bob=3000", "--payout", "50 30 20"),
        ("warmup", "--list"),
    ]
    from pokerrank._compile import cache_location
    from pokerrank.kernels.families import FAMILIES

    names = (*FAMILIES, str(cache_location()))  # warmup's names of families (arguments) and its cache folder
    for args in commands:
        english, out = run(*args), run(*args, "--lang", lang)
        assert _words(english) & english_only(lang), (args, english)
        assert not (found := leaked(out, lang, *names)), (args, found, out)


@pytest.mark.parametrize("lang", LANGS)
def test_the_compile_notice_speaks_the_commands_language(lang: str) -> None:
    from pokerrank import _compile
    from pokerrank.kernels.families import FAMILIES

    families = [FAMILIES["validate"], FAMILIES["badugi"], FAMILIES["lowball"]]
    english = _compile._Notice(families, None).text()  # type: ignore[arg-type]
    assert english.startswith("pokerrank: compiling the card checks, the Badugi evaluator and the deuce-to-seven")
    _compile.say_notice_in(catalog(lang)["kernels"])
    try:
        theirs = _compile._Notice(families, None).text()  # type: ignore[arg-type]
    finally:
        _compile.say_notice_in({})
    assert not leaked(theirs, lang), theirs
    assert catalog(lang)["kernels"]["badugi"] in theirs
    assert _compile._Notice(families, None).text() == english  # type: ignore[arg-type]
