# ruff: noqa: E501
"""Hand names and explanations in English, Dutch, French and German.

- golden names in all four languages for every category of every ranking, and for the
  special names (royal flush, wild royal flush, five aces, wheel, number one, no low);
- golden explanations (more than thirty) in all four languages, one for each "bij een
  gelijke hand" rule of the Dutch seed texts (quoted), plus the rules RULES.md adds;
- every hand of every ranking gets a name in every language: one hand per strength class
  (and per wild/natural) found by a vectorized sweep over every 5-card hand (every 4-card
  hand for Badugi);
- every catalog has every key the English one has (and no other), every rule renders;
- no English words in the Dutch, French and German sentences, except poker terms the
  seed texts use in that language;
- languages: codes, locales, names, the environment, unknown languages; the CLI ``--lang``.
"""

from __future__ import annotations

import json
import random
import re
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner
from conftest import all_hands

import pokerrank
from pokerrank.cards import Card, format_cards
from pokerrank.comparison import explain
from pokerrank.errors import UnknownLanguageError
from pokerrank.hands import Hand
from pokerrank.i18n import (
    catalog,
    describe,
    language_from_environment,
    languages,
    resolve_language,
    rule_text,
)
from pokerrank.rankings import RANKINGS, get_ranking
from pokerrank.verdicts import Verdict, facts, name_key

LANGS = ("en", "nl", "fr", "de")
SEEDS = Path(__file__).resolve().parents[2] / "shared" / "seeds"

# (ranking, cards, category, (en, nl, fr, de)): one hand of each category of each ranking
# (the middle strength class of the category over every 5-card or 4-card hand).
# fmt: off
GOLDEN_NAMES: list[tuple[str, str, str, tuple[str, str, str, str]]] = [
    ('high', '2h 4c Tc Jc Kc', 'HIGH_CARD', ('king-high with jack, ten, four and deuce', 'koning-hoog met boer, tien, vier en twee', 'Carte Haute Roi, avec Valet, Dix, Quatre et Deux', 'König-hoch mit Bube, Zehn, Vier und Zwei')),
    ('high', '7c 8c 8d Tc Qc', 'ONE_PAIR', ('pair of eights with queen, ten and seven kickers', 'een paar achten met vrouw, tien en zeven als kickers', 'une paire de Huit, avec Dame, Dix et Sept en kickers', 'ein Paar Achten mit Dame, Zehn und Sieben als Kicker')),
    ('high', '2c 5c 5d Jc Jd', 'TWO_PAIR', ('two pair, jacks and fives with a deuce kicker', 'twee paar, boeren en vijven met een twee als kicker', 'Deux paires, des Valets et des Cinq, avec un Deux en kicker', 'zwei Paare, Buben und Fünfen mit Zwei als Kicker')),
    ('high', '7c 8c 8d 8h Jc', 'THREE_OF_A_KIND', ('three of a kind, eights with jack and seven kickers', 'Three of a Kind, achten met boer en zeven als kickers', 'Trois cartes de même valeur, des Huit, avec Valet et Sept en kickers', 'Drilling, Achten mit Bube und Sieben als Kicker')),
    ('high', '6c 7c 8c 9c Td', 'STRAIGHT', ('ten-high straight', 'tien-hoge Straight', 'Séquence hauteur Dix', 'Zehn-hohe Straight')),
    ('high', '2h 4h Th Jh Kh', 'FLUSH', ('king-high flush', 'koning-hoge Flush', 'Flush hauteur Roi', 'König-hoher Flush')),
    ('high', '8c 8d 8h 9c 9d', 'FULL_HOUSE', ('full house, eights full of nines', 'Full House, achten vol met negens', 'Full House aux Huit par les Neuf', 'Full House, Achten über Neunen')),
    ('high', '8c 8d 8h 8s 9c', 'FOUR_OF_A_KIND', ('four of a kind, eights with a nine kicker', 'Four of a Kind, achten met een negen als kicker', 'Four of a Kind de Huit, avec un Neuf en kicker', 'Vierling, Achten mit Neun als Kicker')),
    ('high', '6c 7c 8c 9c Tc', 'STRAIGHT_FLUSH', ('ten-high straight flush', 'tien-hoge Straight Flush', 'Straight Flush hauteur Dix', 'Zehn-hoher Straight Flush')),
    ('badugi', '2c 5c Tc Qc', 'ONE_CARD_HAND', ('one-card hand 2', 'éénkaart 2', 'main à une carte 2', 'Ein-Karten-Hand 2')),
    ('badugi', '6h 7c Tc Jc', 'TWO_CARD_HAND', ('two-card hand 7-6', 'tweekaart 7-6', 'main à deux cartes 7-6', 'Zwei-Karten-Hand 7-6')),
    ('badugi', '7d 8d 9s Tc', 'THREE_CARD_HAND', ('three-card hand T-9-7', 'driekaart T-9-7', 'main à trois cartes T-9-7', 'Drei-Karten-Hand T-9-7')),
    ('badugi', '2h 5c 7d Qs', 'FOUR_CARD_BADUGI', ('four-card badugi Q-7-5-2', 'Badugi Q-7-5-2', 'badugi à quatre cartes Q-7-5-2', 'Badugi mit vier Karten Q-7-5-2')),
    ('badugi-ace-high', '3c 6c Jc Kc', 'ONE_CARD_HAND', ('one-card hand 3', 'éénkaart 3', 'main à une carte 3', 'Ein-Karten-Hand 3')),
    ('badugi-ace-high', '7h 8c Jc Qc', 'TWO_CARD_HAND', ('two-card hand 8-7', 'tweekaart 8-7', 'main à deux cartes 8-7', 'Zwei-Karten-Hand 8-7')),
    ('badugi-ace-high', '8d 9d Ts Jc', 'THREE_CARD_HAND', ('three-card hand J-T-8', 'driekaart J-T-8', 'main à trois cartes J-T-8', 'Drei-Karten-Hand J-T-8')),
    ('badugi-ace-high', '3h 6c 8d Ks', 'FOUR_CARD_BADUGI', ('four-card badugi K-8-6-3', 'Badugi K-8-6-3', 'badugi à quatre cartes K-8-6-3', 'Badugi mit vier Karten K-8-6-3')),
    ('ace-to-five', '6c 7c 7d 7h 7s', 'FOUR_OF_A_KIND', ('four of a kind, sevens with a six kicker', 'Four of a Kind, zevens met een zes als kicker', 'Four of a Kind de Sept, avec un Six en kicker', 'Vierling, Siebenen mit Sechs als Kicker')),
    ('ace-to-five', '6c 6d 7c 7d 7h', 'FULL_HOUSE', ('full house, sevens full of sixes', 'Full House, zevens vol met zessen', 'Full House aux Sept par les Six', 'Full House, Siebenen über Sechsen')),
    ('ace-to-five', '5c 7c 7d 7h Tc', 'THREE_OF_A_KIND', ('three of a kind, sevens, T-5', 'Three of a Kind, zevens, T-5', 'Trois cartes de même valeur, des Sept, T-5', 'Drilling, Siebenen, T-5')),
    ('ace-to-five', '3c 3d Tc Td Kc', 'TWO_PAIR', ('two pair, tens and threes with a king kicker', 'twee paar, tienen en drieën met een koning als kicker', 'Deux paires, des Dix et des Trois, avec un Roi en kicker', 'zwei Paare, Zehnen und Dreien mit König als Kicker')),
    ('ace-to-five', '5c 7c 7d 9c Jc', 'ONE_PAIR', ('pair of sevens, J-9-5', 'een paar zevens, J-9-5', 'une paire de Sept, J-9-5', 'ein Paar Siebenen, J-9-5')),
    ('ace-to-five', '2h 3c 8c Jc Kc', 'KING_LOW', ('king-jack low, K-J-8-3-2', 'koning-boer-Lo, K-J-8-3-2', 'main basse Roi-Valet, K-J-8-3-2', 'König-Bube-hoch, K-J-8-3-2')),
    ('ace-to-five', '4c 8c Tc Qc Ac', 'QUEEN_LOW', ('queen-ten low, Q-T-8-4-A', 'vrouw-tien-Lo, Q-T-8-4-A', 'main basse Dame-Dix, Q-T-8-4-A', 'Dame-Zehn-hoch, Q-T-8-4-A')),
    ('ace-to-five', '5c 6c 7c 9c Jc', 'JACK_LOW', ('jack-nine low, J-9-7-6-5', 'boer-negen-Lo, J-9-7-6-5', 'main basse Valet-Neuf, J-9-7-6-5', 'Bube-Neun-hoch, J-9-7-6-5')),
    ('ace-to-five', '2c 5c 7c 8c Tc', 'TEN_LOW', ('ten-eight low, T-8-7-5-2', 'tien-acht-Lo, T-8-7-5-2', 'main basse Dix-Huit, T-8-7-5-2', 'Zehn-Acht-hoch, T-8-7-5-2')),
    ('ace-to-five', '4c 5c 6c 7c 9c', 'NINE_LOW', ('nine-seven low, 9-7-6-5-4', 'negen-zeven-Lo, 9-7-6-5-4', 'main basse Neuf-Sept, 9-7-6-5-4', 'Neun-Sieben-hoch, 9-7-6-5-4')),
    ('ace-to-five', '3h 4c 7c 8c Ac', 'EIGHT_LOW', ('eight-seven low, 8-7-4-3-A', 'acht-zeven-Lo, 8-7-4-3-A', 'main basse Huit-Sept, 8-7-4-3-A', 'Acht-Sieben-hoch, 8-7-4-3-A')),
    ('ace-to-five', '3h 4c 6c 7c Ac', 'SEVEN_LOW', ('seven-six low, 7-6-4-3-A', 'zeven-zes-Lo, 7-6-4-3-A', 'main basse Sept-Six, 7-6-4-3-A', 'Sieben-Sechs-hoch, 7-6-4-3-A')),
    ('ace-to-five', '2h 4c 5c 6c Ac', 'SIX_LOW', ('six-five low, 6-5-4-2-A', 'zes-vijf-Lo, 6-5-4-2-A', 'main basse Six-Cinq, 6-5-4-2-A', 'Sechs-Fünf-hoch, 6-5-4-2-A')),
    ('ace-to-five', '2h 3c 4c 5c Ac', 'FIVE_LOW', ('wheel, 5-4-3-2-A', 'Wheel, 5-4-3-2-A', 'roue, 5-4-3-2-A', 'Fünf-hoch, 5-4-3-2-A')),
    ('eight-or-better', '3h 4c 7c 8c Ac', 'EIGHT_LOW', ('eight-seven low, 8-7-4-3-A', 'acht-zeven-Lo, 8-7-4-3-A', 'main basse Huit-Sept, 8-7-4-3-A', 'Acht-Sieben-hoch, 8-7-4-3-A')),
    ('eight-or-better', '3h 4c 6c 7c Ac', 'SEVEN_LOW', ('seven-six low, 7-6-4-3-A', 'zeven-zes-Lo, 7-6-4-3-A', 'main basse Sept-Six, 7-6-4-3-A', 'Sieben-Sechs-hoch, 7-6-4-3-A')),
    ('eight-or-better', '2h 4c 5c 6c Ac', 'SIX_LOW', ('six-five low, 6-5-4-2-A', 'zes-vijf-Lo, 6-5-4-2-A', 'main basse Six-Cinq, 6-5-4-2-A', 'Sechs-Fünf-hoch, 6-5-4-2-A')),
    ('eight-or-better', '2h 3c 4c 5c Ac', 'FIVE_LOW', ('wheel, 5-4-3-2-A', 'Wheel, 5-4-3-2-A', 'roue, 5-4-3-2-A', 'Fünf-hoch, 5-4-3-2-A')),
    ('deuce-to-seven', '6h 7h 8h 9h Th', 'STRAIGHT_FLUSH', ('ten-high straight flush, T-9-8-7-6', 'tien-hoge Straight Flush, T-9-8-7-6', 'Straight Flush hauteur Dix, T-9-8-7-6', 'Zehn-hoher Straight Flush, T-9-8-7-6')),
    ('deuce-to-seven', '7c 8c 8d 8h 8s', 'FOUR_OF_A_KIND', ('four of a kind, eights with a seven kicker', 'Four of a Kind, achten met een zeven als kicker', 'Four of a Kind de Huit, avec un Sept en kicker', 'Vierling, Achten mit Sieben als Kicker')),
    ('deuce-to-seven', '7c 7d 8c 8d 8h', 'FULL_HOUSE', ('full house, eights full of sevens', 'Full House, achten vol met zevens', 'Full House aux Huit par les Sept', 'Full House, Achten über Siebenen')),
    ('deuce-to-seven', '2c 4c Tc Jc Kc', 'FLUSH', ('king-high flush, K-J-T-4-2', 'koning-hoge Flush, K-J-T-4-2', 'Flush hauteur Roi, K-J-T-4-2', 'König-hoher Flush, K-J-T-4-2')),
    ('deuce-to-seven', '6h 7c 8c 9c Tc', 'STRAIGHT', ('ten-high straight, T-9-8-7-6', 'tien-hoge Straight, T-9-8-7-6', 'Séquence hauteur Dix, T-9-8-7-6', 'Zehn-hohe Straight, T-9-8-7-6')),
    ('deuce-to-seven', '6c 8c 8d 8h Jc', 'THREE_OF_A_KIND', ('three of a kind, eights, J-6', 'Three of a Kind, achten, J-6', 'Trois cartes de même valeur, des Huit, J-6', 'Drilling, Achten, J-6')),
    ('deuce-to-seven', '4c 4d Jc Jd Ac', 'TWO_PAIR', ('two pair, jacks and fours with an ace kicker', 'twee paar, boeren en vieren met een aas als kicker', 'Deux paires, des Valets et des Quatre, avec un As en kicker', 'zwei Paare, Buben und Vieren mit Ass als Kicker')),
    ('deuce-to-seven', '6c 8c 8d Tc Qc', 'ONE_PAIR', ('pair of eights, Q-T-6', 'een paar achten, Q-T-6', 'une paire de Huit, Q-T-6', 'ein Paar Achten, Q-T-6')),
    ('deuce-to-seven', '2c 4c 9c Qc Ad', 'ACE_LOW', ('ace-queen low, A-Q-9-4-2', 'aas-vrouw-Lo, A-Q-9-4-2', 'main basse As-Dame, A-Q-9-4-2', 'Ass-Dame-hoch, A-Q-9-4-2')),
    ('deuce-to-seven', '2h 5c 9c Jc Kc', 'KING_LOW', ('king-jack low, K-J-9-5-2', 'koning-boer-Lo, K-J-9-5-2', 'main basse Roi-Valet, K-J-9-5-2', 'König-Bube-hoch, K-J-9-5-2')),
    ('deuce-to-seven', '6h 7c 8c Tc Qc', 'QUEEN_LOW', ('queen-ten low, Q-T-8-7-6', 'vrouw-tien-Lo, Q-T-8-7-6', 'main basse Dame-Dix, Q-T-8-7-6', 'Dame-Zehn-hoch, Q-T-8-7-6')),
    ('deuce-to-seven', '3h 6c 8c 9c Jc', 'JACK_LOW', ('jack-nine low, J-9-8-6-3', 'boer-negen-Lo, J-9-8-6-3', 'main basse Valet-Neuf, J-9-8-6-3', 'Bube-Neun-hoch, J-9-8-6-3')),
    ('deuce-to-seven', '5h 6c 7c 8c Tc', 'TEN_LOW', ('ten-eight low, T-8-7-6-5', 'tien-acht-Lo, T-8-7-6-5', 'main basse Dix-Huit, T-8-7-6-5', 'Zehn-Acht-hoch, T-8-7-6-5')),
    ('deuce-to-seven', '2c 3c 5c 8c 9d', 'NINE_LOW', ('nine-eight low, 9-8-5-3-2', 'negen-acht-Lo, 9-8-5-3-2', 'main basse Neuf-Huit, 9-8-5-3-2', 'Neun-Acht-hoch, 9-8-5-3-2')),
    ('deuce-to-seven', '2c 3c 5c 7c 8d', 'EIGHT_LOW', ('eight-seven low, 8-7-5-3-2', 'acht-zeven-Lo, 8-7-5-3-2', 'main basse Huit-Sept, 8-7-5-3-2', 'Acht-Sieben-hoch, 8-7-5-3-2')),
    ('deuce-to-seven', '2c 3c 4c 6c 7d', 'SEVEN_LOW', ('seven-six low, 7-6-4-3-2', 'zeven-zes-Lo, 7-6-4-3-2', 'main basse Sept-Six, 7-6-4-3-2', 'Sieben-Sechs-hoch, 7-6-4-3-2')),
    ('ace-to-six', '5h 6h 7h 8h 9h', 'STRAIGHT_FLUSH', ('nine-high straight flush, 9-8-7-6-5', 'negen-hoge Straight Flush, 9-8-7-6-5', 'Straight Flush hauteur Neuf, 9-8-7-6-5', 'Neun-hoher Straight Flush, 9-8-7-6-5')),
    ('ace-to-six', '6c 7c 7d 7h 7s', 'FOUR_OF_A_KIND', ('four of a kind, sevens with a six kicker', 'Four of a Kind, zevens met een zes als kicker', 'Four of a Kind de Sept, avec un Six en kicker', 'Vierling, Siebenen mit Sechs als Kicker')),
    ('ace-to-six', '6c 6d 7c 7d 7h', 'FULL_HOUSE', ('full house, sevens full of sixes', 'Full House, zevens vol met zessen', 'Full House aux Sept par les Six', 'Full House, Siebenen über Sechsen')),
    ('ace-to-six', '3c 9c Tc Qc Ac', 'FLUSH', ('queen-high flush, Q-T-9-3-A', 'vrouw-hoge Flush, Q-T-9-3-A', 'Flush hauteur Dame, Q-T-9-3-A', 'Dame-hoher Flush, Q-T-9-3-A')),
    ('ace-to-six', '5h 6c 7c 8c 9c', 'STRAIGHT', ('nine-high straight, 9-8-7-6-5', 'negen-hoge Straight, 9-8-7-6-5', 'Séquence hauteur Neuf, 9-8-7-6-5', 'Neun-hohe Straight, 9-8-7-6-5')),
    ('ace-to-six', '5c 7c 7d 7h Tc', 'THREE_OF_A_KIND', ('three of a kind, sevens, T-5', 'Three of a Kind, zevens, T-5', 'Trois cartes de même valeur, des Sept, T-5', 'Drilling, Siebenen, T-5')),
    ('ace-to-six', '3c 3d Tc Td Kc', 'TWO_PAIR', ('two pair, tens and threes with a king kicker', 'twee paar, tienen en drieën met een koning als kicker', 'Deux paires, des Dix et des Trois, avec un Roi en kicker', 'zwei Paare, Zehnen und Dreien mit König als Kicker')),
    ('ace-to-six', '5c 7c 7d 9c Jc', 'ONE_PAIR', ('pair of sevens, J-9-5', 'een paar zevens, J-9-5', 'une paire de Sept, J-9-5', 'ein Paar Siebenen, J-9-5')),
    ('ace-to-six', '3c 8c Jc Kc Ad', 'KING_LOW', ('king-jack low, K-J-8-3-A', 'koning-boer-Lo, K-J-8-3-A', 'main basse Roi-Valet, K-J-8-3-A', 'König-Bube-hoch, K-J-8-3-A')),
    ('ace-to-six', '4h 8c Tc Qc Ac', 'QUEEN_LOW', ('queen-ten low, Q-T-8-4-A', 'vrouw-tien-Lo, Q-T-8-4-A', 'main basse Dame-Dix, Q-T-8-4-A', 'Dame-Zehn-hoch, Q-T-8-4-A')),
    ('ace-to-six', '5h 6c 7c 9c Jc', 'JACK_LOW', ('jack-nine low, J-9-7-6-5', 'boer-negen-Lo, J-9-7-6-5', 'main basse Valet-Neuf, J-9-7-6-5', 'Bube-Neun-hoch, J-9-7-6-5')),
    ('ace-to-six', '2h 5c 7c 8c Tc', 'TEN_LOW', ('ten-eight low, T-8-7-5-2', 'tien-acht-Lo, T-8-7-5-2', 'main basse Dix-Huit, T-8-7-5-2', 'Zehn-Acht-hoch, T-8-7-5-2')),
    ('ace-to-six', '4h 5c 6c 7c 9c', 'NINE_LOW', ('nine-seven low, 9-7-6-5-4', 'negen-zeven-Lo, 9-7-6-5-4', 'main basse Neuf-Sept, 9-7-6-5-4', 'Neun-Sieben-hoch, 9-7-6-5-4')),
    ('ace-to-six', '2c 4c 7c 8c Ad', 'EIGHT_LOW', ('eight-seven low, 8-7-4-2-A', 'acht-zeven-Lo, 8-7-4-2-A', 'main basse Huit-Sept, 8-7-4-2-A', 'Acht-Sieben-hoch, 8-7-4-2-A')),
    ('ace-to-six', '2c 4c 6c 7c Ad', 'SEVEN_LOW', ('seven-six low, 7-6-4-2-A', 'zeven-zes-Lo, 7-6-4-2-A', 'main basse Sept-Six, 7-6-4-2-A', 'Sieben-Sechs-hoch, 7-6-4-2-A')),
    ('ace-to-six', '2c 3c 5c 6c Ad', 'SIX_LOW', ('six-five low, 6-5-3-2-A', 'zes-vijf-Lo, 6-5-3-2-A', 'main basse Six-Cinq, 6-5-3-2-A', 'Sechs-Fünf-hoch, 6-5-3-2-A')),
    ('short-deck', '6c 7c Tc Jc Ad', 'HIGH_CARD', ('ace-high with jack, ten, seven and six', 'aas-hoog met boer, tien, zeven en zes', 'Carte Haute As, avec Valet, Dix, Sept et Six', 'Ass-hoch mit Bube, Zehn, Sieben und Sechs')),
    ('short-deck', '8c Tc Td Jc Kc', 'ONE_PAIR', ('pair of tens with king, jack and eight kickers', 'een paar tienen met koning, boer en acht als kickers', 'une paire de Dix, avec Roi, Valet et Huit en kickers', 'ein Paar Zehnen mit König, Bube und Acht als Kicker')),
    ('short-deck', '6c 9c 9d Qc Qd', 'TWO_PAIR', ('two pair, queens and nines with a six kicker', 'twee paar, vrouwen en negens met een zes als kicker', 'Deux paires, des Dames et des Neuf, avec un Six en kicker', 'zwei Paare, Damen und Neunen mit Sechs als Kicker')),
    ('short-deck', '8c 9c Tc Jc Qd', 'STRAIGHT', ('queen-high straight', 'vrouw-hoge Straight', 'Séquence hauteur Dame', 'Dame-hohe Straight')),
    ('short-deck', 'Tc Td Th Jc Qc', 'THREE_OF_A_KIND', ('three of a kind, tens with queen and jack kickers', 'Three of a Kind, tienen met vrouw en boer als kickers', 'Trois cartes de même valeur, des Dix, avec Dame et Valet en kickers', 'Drilling, Zehnen mit Dame und Bube als Kicker')),
    ('short-deck', 'Tc Td Th Jc Jd', 'FULL_HOUSE', ('full house, tens full of jacks', 'Full House, tienen vol met boeren', 'Full House aux Dix par les Valets', 'Full House, Zehnen über Buben')),
    ('short-deck', '6c 7c Tc Jc Ac', 'FLUSH', ('ace-high flush', 'aas-hoge Flush', 'Flush hauteur As', 'Ass-hoher Flush')),
    ('short-deck', 'Tc Td Th Ts Jc', 'FOUR_OF_A_KIND', ('four of a kind, tens with a jack kicker', 'Four of a Kind, tienen met een boer als kicker', 'Four of a Kind de Dix, avec un Valet en kicker', 'Vierling, Zehnen mit Bube als Kicker')),
    ('short-deck', '8c 9c Tc Jc Qc', 'STRAIGHT_FLUSH', ('queen-high straight flush', 'vrouw-hoge Straight Flush', 'Straight Flush hauteur Dame', 'Dame-hoher Straight Flush')),
    ('short-deck-classic', '6c 7c Tc Jc Ad', 'HIGH_CARD', ('ace-high with jack, ten, seven and six', 'aas-hoog met boer, tien, zeven en zes', 'Carte Haute As, avec Valet, Dix, Sept et Six', 'Ass-hoch mit Bube, Zehn, Sieben und Sechs')),
    ('short-deck-classic', '8c Tc Td Jc Kc', 'ONE_PAIR', ('pair of tens with king, jack and eight kickers', 'een paar tienen met koning, boer en acht als kickers', 'une paire de Dix, avec Roi, Valet et Huit en kickers', 'ein Paar Zehnen mit König, Bube und Acht als Kicker')),
    ('short-deck-classic', '6c 9c 9d Qc Qd', 'TWO_PAIR', ('two pair, queens and nines with a six kicker', 'twee paar, vrouwen en negens met een zes als kicker', 'Deux paires, des Dames et des Neuf, avec un Six en kicker', 'zwei Paare, Damen und Neunen mit Sechs als Kicker')),
    ('short-deck-classic', 'Tc Td Th Jc Qc', 'THREE_OF_A_KIND', ('three of a kind, tens with queen and jack kickers', 'Three of a Kind, tienen met vrouw en boer als kickers', 'Trois cartes de même valeur, des Dix, avec Dame et Valet en kickers', 'Drilling, Zehnen mit Dame und Bube als Kicker')),
    ('short-deck-classic', '8c 9c Tc Jc Qd', 'STRAIGHT', ('queen-high straight', 'vrouw-hoge Straight', 'Séquence hauteur Dame', 'Dame-hohe Straight')),
    ('short-deck-classic', 'Tc Td Th Jc Jd', 'FULL_HOUSE', ('full house, tens full of jacks', 'Full House, tienen vol met boeren', 'Full House aux Dix par les Valets', 'Full House, Zehnen über Buben')),
    ('short-deck-classic', '6c 7c Tc Jc Ac', 'FLUSH', ('ace-high flush', 'aas-hoge Flush', 'Flush hauteur As', 'Ass-hoher Flush')),
    ('short-deck-classic', 'Tc Td Th Ts Jc', 'FOUR_OF_A_KIND', ('four of a kind, tens with a jack kicker', 'Four of a Kind, tienen met een boer als kicker', 'Four of a Kind de Dix, avec un Valet en kicker', 'Vierling, Zehnen mit Bube als Kicker')),
    ('short-deck-classic', '8c 9c Tc Jc Qc', 'STRAIGHT_FLUSH', ('queen-high straight flush', 'vrouw-hoge Straight Flush', 'Straight Flush hauteur Dame', 'Dame-hoher Straight Flush')),
    ('high-bug', '2h 7d 8c Qh Kc', 'HIGH_CARD', ('king-high with queen, eight, seven and deuce', 'koning-hoog met vrouw, acht, zeven en twee', 'Carte Haute Roi, avec Dame, Huit, Sept et Deux', 'König-hoch mit Dame, Acht, Sieben und Zwei')),
    ('high-bug', '3h 7h 8c 8s Ah', 'ONE_PAIR', ('pair of eights with ace, seven and three kickers', 'een paar achten met aas, zeven en drie als kickers', 'une paire de Huit, avec As, Sept et Trois en kickers', 'ein Paar Achten mit Ass, Sieben und Drei als Kicker')),
    ('high-bug', '8d 8s Jd Jh Qc', 'TWO_PAIR', ('two pair, jacks and eights with a queen kicker', 'twee paar, boeren en achten met een vrouw als kicker', 'Deux paires, des Valets et des Huit, avec une Dame en kicker', 'zwei Paare, Buben und Achten mit Dame als Kicker')),
    ('high-bug', '5s 7c 9c 9d 9h', 'THREE_OF_A_KIND', ('three of a kind, nines with seven and five kickers', 'Three of a Kind, negens met zeven en vijf als kickers', 'Trois cartes de même valeur, des Neuf, avec Sept et Cinq en kickers', 'Drilling, Neunen mit Sieben und Fünf als Kicker')),
    ('high-bug', '6c 7d 8c 9s Ts', 'STRAIGHT', ('ten-high straight', 'tien-hoge Straight', 'Séquence hauteur Dix', 'Zehn-hohe Straight')),
    ('high-bug', '2d 3d 9d Td Ad', 'FLUSH', ('ace-high flush', 'aas-hoge Flush', 'Flush hauteur As', 'Ass-hoher Flush')),
    ('high-bug', '4c 4s 9c 9d 9h', 'FULL_HOUSE', ('full house, nines full of fours', 'Full House, negens vol met vieren', 'Full House aux Neuf par les Quatre', 'Full House, Neunen über Vieren')),
    ('high-bug', '7h Tc Td Th Ts', 'FOUR_OF_A_KIND', ('four of a kind, tens with a seven kicker', 'Four of a Kind, tienen met een zeven als kicker', 'Four of a Kind de Dix, avec un Sept en kicker', 'Vierling, Zehnen mit Sieben als Kicker')),
    ('high-bug', '6c 7c 8c Tc Jk', 'STRAIGHT_FLUSH', ('ten-high straight flush', 'tien-hoge Straight Flush', 'Straight Flush hauteur Dix', 'Zehn-hoher Straight Flush')),
    ('high-bug', 'Ac Ad Ah As Jk', 'FIVE_OF_A_KIND', ('five aces', 'vijf azen', 'cinq As', 'fünf Asse')),
    ('high-wild', '2h 4c Tc Jc Kc', 'HIGH_CARD', ('king-high with jack, ten, four and deuce', 'koning-hoog met boer, tien, vier en twee', 'Carte Haute Roi, avec Valet, Dix, Quatre et Deux', 'König-hoch mit Bube, Zehn, Vier und Zwei')),
    ('high-wild', '7d 8h 9c 9d Jc', 'ONE_PAIR', ('pair of nines with jack, eight and seven kickers', 'een paar negens met boer, acht en zeven als kickers', 'une paire de Neuf, avec Valet, Huit et Sept en kickers', 'ein Paar Neunen mit Bube, Acht und Sieben als Kicker')),
    ('high-wild', '2c 5c 5d Jc Jd', 'TWO_PAIR', ('two pair, jacks and fives with a deuce kicker', 'twee paar, boeren en vijven met een twee als kicker', 'Deux paires, des Valets et des Cinq, avec un Deux en kicker', 'zwei Paare, Buben und Fünfen mit Zwei als Kicker')),
    ('high-wild', '7c 8c 8d 8h Jc', 'THREE_OF_A_KIND', ('three of a kind, eights with jack and seven kickers', 'Three of a Kind, achten met boer en zeven als kickers', 'Trois cartes de même valeur, des Huit, avec Valet et Sept en kickers', 'Drilling, Achten mit Bube und Sieben als Kicker')),
    ('high-wild', '6c 7d 8c 9s Ts', 'STRAIGHT', ('ten-high straight', 'tien-hoge Straight', 'Séquence hauteur Dix', 'Zehn-hohe Straight')),
    ('high-wild', '2d 3d 9d Td Ad', 'FLUSH', ('ace-high flush', 'aas-hoge Flush', 'Flush hauteur As', 'Ass-hoher Flush')),
    ('high-wild', '9c 9h 9s Kc Kd', 'FULL_HOUSE', ('full house, nines full of kings', 'Full House, negens vol met koningen', 'Full House aux Neuf par les Rois', 'Full House, Neunen über Könige')),
    ('high-wild', '8c 8d 8h 8s 9c', 'FOUR_OF_A_KIND', ('four of a kind, eights with a nine kicker', 'Four of a Kind, achten met een negen als kicker', 'Four of a Kind de Huit, avec un Neuf en kicker', 'Vierling, Achten mit Neun als Kicker')),
    ('high-wild', '6c 7c 8c Tc Jk', 'STRAIGHT_FLUSH', ('ten-high straight flush', 'tien-hoge Straight Flush', 'Straight Flush hauteur Dix', 'Zehn-hoher Straight Flush')),
    ('high-wild', '8c 8d 8h 8s Jk', 'FIVE_OF_A_KIND', ('five of a kind, eights', 'vijf achten', 'Cinq cartes de même valeur, des Huit', 'Fünfling, Achten')),
    ('high-deuces-wild', '3c 4c 9c Qc Kd', 'HIGH_CARD', ('king-high with queen, nine, four and three', 'koning-hoog met vrouw, negen, vier en drie', 'Carte Haute Roi, avec Dame, Neuf, Quatre et Trois', 'König-hoch mit Dame, Neun, Vier und Drei')),
    ('high-deuces-wild', '2d 3c 6s Ts Jd', 'ONE_PAIR', ('pair of jacks with ten, six and three kickers', 'een paar boeren met tien, zes en drie als kickers', 'une paire de Valets, avec Dix, Six et Trois en kickers', 'ein Paar Buben mit Zehn, Sechs und Drei als Kicker')),
    ('high-deuces-wild', '3c 8c 8d Jc Jd', 'TWO_PAIR', ('two pair, jacks and eights with a three kicker', 'twee paar, boeren en achten met een drie als kicker', 'Deux paires, des Valets et des Huit, avec un Trois en kicker', 'zwei Paare, Buben und Achten mit Drei als Kicker')),
    ('high-deuces-wild', '2d 2s 3h 4s Ts', 'THREE_OF_A_KIND', ('three of a kind, tens with four and three kickers', 'Three of a Kind, tienen met vier en drie als kickers', 'Trois cartes de même valeur, des Dix, avec Quatre et Trois en kickers', 'Drilling, Zehnen mit Vier und Drei als Kicker')),
    ('high-deuces-wild', '2c 2d 7h 8c 9c', 'STRAIGHT', ('jack-high straight', 'boer-hoge Straight', 'Séquence hauteur Valet', 'Bube-hohe Straight')),
    ('high-deuces-wild', '2c 2d 3c 5c Tc', 'FLUSH', ('ace-high flush', 'aas-hoge Flush', 'Flush hauteur As', 'Ass-hoher Flush')),
    ('high-deuces-wild', '2c 4d 4s Jc Jd', 'FULL_HOUSE', ('full house, jacks full of fours', 'Full House, boeren vol met vieren', 'Full House aux Valets par les Quatre', 'Full House, Buben über Vieren')),
    ('high-deuces-wild', '2h 6s 9c 9d 9h', 'FOUR_OF_A_KIND', ('four of a kind, nines with a six kicker', 'Four of a Kind, negens met een zes als kicker', 'Four of a Kind de Neuf, avec un Six en kicker', 'Vierling, Neunen mit Sechs als Kicker')),
    ('high-deuces-wild', '2c 2d 7c 9c Jc', 'STRAIGHT_FLUSH', ('jack-high straight flush', 'boer-hoge Straight Flush', 'Straight Flush hauteur Valet', 'Bube-hoher Straight Flush')),
    ('high-deuces-wild', '2c 2d 2h 2s 9c', 'FIVE_OF_A_KIND', ('five of a kind, nines', 'vijf negens', 'Cinq cartes de même valeur, des Neuf', 'Fünfling, Neunen')),
    ('ace-to-five-joker', '6c 7c 7d 7h 7s', 'FOUR_OF_A_KIND', ('four of a kind, sevens with a six kicker', 'Four of a Kind, zevens met een zes als kicker', 'Four of a Kind de Sept, avec un Six en kicker', 'Vierling, Siebenen mit Sechs als Kicker')),
    ('ace-to-five-joker', '6c 6d 7c 7d 7h', 'FULL_HOUSE', ('full house, sevens full of sixes', 'Full House, zevens vol met zessen', 'Full House aux Sept par les Six', 'Full House, Siebenen über Sechsen')),
    ('ace-to-five-joker', '5s 7c 7d 7h Tc', 'THREE_OF_A_KIND', ('three of a kind, sevens, T-5', 'Three of a Kind, zevens, T-5', 'Trois cartes de même valeur, des Sept, T-5', 'Drilling, Siebenen, T-5')),
    ('ace-to-five-joker', '3c 3d Tc Td Kc', 'TWO_PAIR', ('two pair, tens and threes with a king kicker', 'twee paar, tienen en drieën met een koning als kicker', 'Deux paires, des Dix et des Trois, avec un Roi en kicker', 'zwei Paare, Zehnen und Dreien mit König als Kicker')),
    ('ace-to-five-joker', '3s 7c 7d 9c Jc', 'ONE_PAIR', ('pair of sevens, J-9-3', 'een paar zevens, J-9-3', 'une paire de Sept, J-9-3', 'ein Paar Siebenen, J-9-3')),
    ('ace-to-five-joker', '4c 5c 7c Jc Kc', 'KING_LOW', ('king-jack low, K-J-7-5-4', 'koning-boer-Lo, K-J-7-5-4', 'main basse Roi-Valet, K-J-7-5-4', 'König-Bube-hoch, K-J-7-5-4')),
    ('ace-to-five-joker', '4h 6h 7c Tc Qc', 'QUEEN_LOW', ('queen-ten low, Q-T-7-6-4', 'vrouw-tien-Lo, Q-T-7-6-4', 'main basse Dame-Dix, Q-T-7-6-4', 'Dame-Zehn-hoch, Q-T-7-6-4')),
    ('ace-to-five-joker', '6c 7s 9c Js Ad', 'JACK_LOW', ('jack-nine low, J-9-7-6-A', 'boer-negen-Lo, J-9-7-6-A', 'main basse Valet-Neuf, J-9-7-6-A', 'Bube-Neun-hoch, J-9-7-6-A')),
    ('ace-to-five-joker', '2c 4c 7c 8c Tc', 'TEN_LOW', ('ten-eight low, T-8-7-4-2', 'tien-acht-Lo, T-8-7-4-2', 'main basse Dix-Huit, T-8-7-4-2', 'Zehn-Acht-hoch, T-8-7-4-2')),
    ('ace-to-five-joker', '3s 5c 6c 7c 9c', 'NINE_LOW', ('nine-seven low, 9-7-6-5-3', 'negen-zeven-Lo, 9-7-6-5-3', 'main basse Neuf-Sept, 9-7-6-5-3', 'Neun-Sieben-hoch, 9-7-6-5-3')),
    ('ace-to-five-joker', '4h 7c 8c Ac Jk', 'EIGHT_LOW', ('eight-seven low, 8-7-4-2-A', 'acht-zeven-Lo, 8-7-4-2-A', 'main basse Huit-Sept, 8-7-4-2-A', 'Acht-Sieben-hoch, 8-7-4-2-A')),
    ('ace-to-five-joker', '2h 4d 6h 7d As', 'SEVEN_LOW', ('seven-six low, 7-6-4-2-A', 'zeven-zes-Lo, 7-6-4-2-A', 'main basse Sept-Six, 7-6-4-2-A', 'Sieben-Sechs-hoch, 7-6-4-2-A')),
    ('ace-to-five-joker', '2c 3c 5c 6c Ac', 'SIX_LOW', ('six-five low, 6-5-3-2-A', 'zes-vijf-Lo, 6-5-3-2-A', 'main basse Six-Cinq, 6-5-3-2-A', 'Sechs-Fünf-hoch, 6-5-3-2-A')),
    ('ace-to-five-joker', '2h 3d 4c 5s Ad', 'FIVE_LOW', ('wheel, 5-4-3-2-A', 'Wheel, 5-4-3-2-A', 'roue, 5-4-3-2-A', 'Fünf-hoch, 5-4-3-2-A')),
    ('eight-or-better-joker', '4h 7c 8c Ac Jk', 'EIGHT_LOW', ('eight-seven low, 8-7-4-2-A', 'acht-zeven-Lo, 8-7-4-2-A', 'main basse Huit-Sept, 8-7-4-2-A', 'Acht-Sieben-hoch, 8-7-4-2-A')),
    ('eight-or-better-joker', '2h 4d 6h 7d As', 'SEVEN_LOW', ('seven-six low, 7-6-4-2-A', 'zeven-zes-Lo, 7-6-4-2-A', 'main basse Sept-Six, 7-6-4-2-A', 'Sieben-Sechs-hoch, 7-6-4-2-A')),
    ('eight-or-better-joker', '2c 3c 5c 6c Ac', 'SIX_LOW', ('six-five low, 6-5-3-2-A', 'zes-vijf-Lo, 6-5-3-2-A', 'main basse Six-Cinq, 6-5-3-2-A', 'Sechs-Fünf-hoch, 6-5-3-2-A')),
    ('eight-or-better-joker', '2h 3d 4c 5s Ad', 'FIVE_LOW', ('wheel, 5-4-3-2-A', 'Wheel, 5-4-3-2-A', 'roue, 5-4-3-2-A', 'Fünf-hoch, 5-4-3-2-A')),
]

SPECIAL_NAMES: list[tuple[str, str, tuple[str, str, str, str]]] = [
    ("high", "As Ks Qs Js Ts", ("royal flush", "Royal Flush", "Royal Flush", "Royal Flush")),
    ("high", "5h 4h 3h 2h Ah", ("five-high straight flush", "vijf-hoge Straight Flush", "Straight Flush hauteur Cinq", "Fünf-hoher Straight Flush")),
    ("high", "Kc Kd Ks 8h 8c", ("full house, kings full of eights", "Full House, koningen vol met achten", "Full House aux Rois par les Huit", "Full House, Könige über Achten")),
    ("high", "Jc Jd 4h 4s Ac", ("two pair, jacks and fours with an ace kicker", "twee paar, boeren en vieren met een aas als kicker", "Deux paires, des Valets et des Quatre, avec un As en kicker", "zwei Paare, Buben und Vieren mit Ass als Kicker")),
    ("high", "Ac Ad 4h 9s Kc", ("pair of aces with king, nine and four kickers", "een paar azen met koning, negen en vier als kickers", "une paire d'As, avec Roi, Neuf et Quatre en kickers", "ein Paar Asse mit König, Neun und Vier als Kicker")),
    ("high-wild", "As Ks Qs Js Jk", ("wild royal flush", "Royal Flush met een wilde kaart", "Royal Flush avec un joker", "Royal Flush mit Joker")),
    ("high-deuces-wild", "As Ks Qs Js 2d", ("wild royal flush", "Royal Flush met een wilde kaart", "Royal Flush avec un joker", "Royal Flush mit Joker")),
    ("high-bug", "As Ac Ad Ah Jk", ("five aces", "vijf azen", "cinq As", "fünf Asse")),
    ("high-wild", "7s 7c 7d 7h Jk", ("five of a kind, sevens", "vijf zevens", "Cinq cartes de même valeur, des Sept", "Fünfling, Siebenen")),
    ("razz", "5c 4d 3h 2s Ac", ("wheel, 5-4-3-2-A", "Wheel, 5-4-3-2-A", "roue, 5-4-3-2-A", "Fünf-hoch, 5-4-3-2-A")),
    ("razz", "7c 5d 4h 3s 2c", ("seven-five low, 7-5-4-3-2", "zeven-vijf-Lo, 7-5-4-3-2", "main basse Sept-Cinq, 7-5-4-3-2", "Sieben-Fünf-hoch, 7-5-4-3-2")),
    ("ace-to-five-joker", "Jk 2d 3h 4s 5c", ("wheel, 5-4-3-2-A", "Wheel, 5-4-3-2-A", "roue, 5-4-3-2-A", "Fünf-hoch, 5-4-3-2-A")),
    ("2-7", "7c 5d 4h 3s 2c", ("number one, 7-5-4-3-2", "nummer 1, 7-5-4-3-2", "numéro un, 7-5-4-3-2", "Nummer eins, 7-5-4-3-2")),
    ("2-7", "Ac Kc Qc Jc Tc", ("royal flush, A-K-Q-J-T", "Royal Flush, A-K-Q-J-T", "Royal Flush, A-K-Q-J-T", "Royal Flush, A-K-Q-J-T")),
    ("ace-to-six", "5c 4d 3h 2s Ac", ("five-high straight, 5-4-3-2-A", "vijf-hoge Straight, 5-4-3-2-A", "Séquence hauteur Cinq, 5-4-3-2-A", "Fünf-hohe Straight, 5-4-3-2-A")),
    ("badugi", "4c 3d 2h As", ("four-card badugi 4-3-2-A", "Badugi 4-3-2-A", "badugi à quatre cartes 4-3-2-A", "Badugi mit vier Karten 4-3-2-A")),
    ("badugi", "4c 4d 2h As", ("three-card hand 4-2-A", "driekaart 4-2-A", "main à trois cartes 4-2-A", "Drei-Karten-Hand 4-2-A")),
]
NO_LOW_NAMES = ("no qualifying low", "geen geldige Lo", "pas de main basse qualifiée", "keine gültige niedrige Hand")

# (the seed's rule, quoted; ranking; a; b; winner; rule key; (en, nl, fr, de)). The quotes are
# the "Bij een gelijke hand" rules of seeds 000 and 001 (Dutch), then what RULES.md adds.
GOLDEN_EXPLANATIONS: list[tuple[str, str, str, str, int | None, str, tuple[str, str, str, str]]] = [
    ('Straight Flush: Hoogste kaart van de hand bepaalt wie er wint.', 'high', '9h 8h 7h 6h 5h', '8s 7s 6s 5s 4s', 0, 'top_card', ('the top card decides: nine against eight', 'de hoogste kaart van de hand bepaalt wie er wint: negen tegen acht', 'la carte la plus élevée en haut de la séquence gagne : Neuf contre Huit', 'die höchste Karte entscheidet: Neun gegen Acht')),
    ('Royal Flush: bij twee of meer royal flushes wordt de pot verdeeld.', 'high', 'As Ks Qs Js Ts', 'Ah Kh Qh Jh Th', None, 'tie_suits', ('equal hands split the pot: the suits never decide', 'gelijke handen delen de pot: de kaartkleur wordt nooit gebruikt om te bepalen wie er wint', "mains égales, le pot est partagé : la couleur n'est jamais utilisée pour briser l'égalité", 'gleiche Hände teilen den Pot: Kartenfarben entscheiden nicht')),
    ('Four of a Kind: De hoogste four of a kind wint.', 'high', '9c 9d 9h 9s 2c', '7c 7d 7h 7s Ac', 0, 'quads', ('the four of a kind decides: nine against seven', 'de hoogste Four of a Kind wint: negens tegen zevens', 'le Four of a Kind le plus haut gagne : Neuf contre Sept', 'zuerst zählt der Vierling, der höhere gewinnt: Neunen gegen Siebenen')),
    ("Four of a Kind: ... wint de speler met de hoogste bijkaart ('kicker').", 'high', '9c 9d 9h 9s Ac Kd 2c', '9c 9d 9h 9s Kc Qd 2d', 0, 'quads_kicker', ('the kicker decides: ace against king', 'dezelfde Four of a Kind, dus wint de hoogste bijkaart (kicker): aas tegen koning', 'même Four of a Kind, le kicker le plus haut gagne : As contre Roi', 'bei gleichem Vierling entscheidet der Kicker: Ass gegen König')),
    ('Full House: De speler met de hoogste drie gelijke kaarten wint de pot.', 'high', 'Kc Kd Ks 2h 2c', 'Qc Qd Qs Ah Ac', 0, 'full_trips', ('the three of a kind decides: king against queen', 'de hoogste drie gelijke kaarten winnen de pot: koningen tegen vrouwen', 'les trois cartes de même valeur les plus hautes gagnent : Rois contre Dames', 'zuerst zählt der Drilling, der höhere gewinnt: Könige gegen Damen')),
    ('Full House: ... wint de speler van wie de twee gelijke kaarten de hoogste waarde hebben.', 'high', 'Kc Kd Ks 8h 8c', 'Kc Kd Ks 7h 7c', 0, 'full_pair', ('the pair decides: eight against seven', 'dezelfde drie gelijke kaarten, dus winnen de twee gelijke kaarten met de hoogste waarde: achten tegen zevens', 'mêmes trois cartes de même valeur, la paire la plus haute gagne : Huit contre Sept', 'bei gleichem Drilling entscheidet das Paar: Achten gegen Siebenen')),
    ('Flush: De speler met de hoogste kaart wint.', 'high', 'Ah 9h 7h 5h 2h', 'Kc Qc Jc 9c 8c', 0, 'highest_card', ('the highest card decides: ace against king', 'de hoogste kaart wint: aas tegen koning', 'la carte la plus haute gagne : As contre Roi', 'die höchste Karte entscheidet: Ass gegen König')),
    ('Flush: ... eerst de op een na hoogste, dan de op twee na hoogste enz.', 'high', 'Ah Qh 9h 5h 2h', 'Ac Qc 8c 7c 6c', 0, 'next_card', ('the third card decides: nine against eight', 'de eerste kaart die verschilt beslist: de op twee na hoogste kaart, negen tegen acht', 'la première carte différente décide, la troisième carte : Neuf contre Huit', 'die Ränge werden absteigend verglichen, der erste Unterschied entscheidet: die dritthöchste Karte, Neun gegen Acht')),
    ('Flush: De kaartkleur wordt nooit gebruikt om te bepalen wie er wint.', 'high', 'Ah Qh 9h 5h 2h', 'As Qs 9s 5s 2s', None, 'tie_suits', ('equal hands split the pot: the suits never decide', 'gelijke handen delen de pot: de kaartkleur wordt nooit gebruikt om te bepalen wie er wint', "mains égales, le pot est partagé : la couleur n'est jamais utilisée pour briser l'égalité", 'gleiche Hände teilen den Pot: Kartenfarben entscheiden nicht')),
    ('Straight: De hoogste kaart van de hand bepaalt wie er wint.', 'high', '6c 5d 4h 3s 2c', '5c 4d 3h 2s Ac', 0, 'top_card', ('the top card decides: six against five', 'de hoogste kaart van de hand bepaalt wie er wint: zes tegen vijf', 'la carte la plus élevée en haut de la séquence gagne : Six contre Cinq', 'die höchste Karte entscheidet: Sechs gegen Fünf')),
    ('Three of a kind: De hoogste three of a kind wint.', 'high', '8c 8d 8h Kc 2d', '7c 7d 7h Ac Kd', 0, 'trips', ('the three of a kind decides: eight against seven', 'de hoogste Three of a Kind wint: achten tegen zevens', 'les trois cartes de même valeur les plus hautes gagnent : Huit contre Sept', 'der höhere Drilling gewinnt: Achten gegen Siebenen')),
    ('Three of a kind: ... wint de speler met de hoogste kicker', 'high', '8c 8d 8h Ac 2d', '8c 8d 8h Kc Qd', 0, 'trips_kicker', ('the first kicker decides: ace against king', 'dezelfde Three of a Kind, dus beslist de hoogste kicker: aas tegen koning', 'mêmes trois cartes de même valeur, le premier kicker décide : As contre Roi', 'bei gleichem Drilling entscheidet der erste Kicker: Ass gegen König')),
    ('Three of a kind: ... en zo nodig de tweede kicker.', 'high', '8c 8d 8h Ac 9d', '8c 8d 8h Ad 7s', 0, 'trips_kicker', ('the second kicker decides: nine against seven', 'dezelfde Three of a Kind, dus beslist de tweede hoogste kicker: negen tegen zeven', 'mêmes trois cartes de même valeur, le deuxième kicker décide : Neuf contre Sept', 'bei gleichem Drilling entscheidet der zweite Kicker: Neun gegen Sieben')),
    ('Twee pair: De speler met het hoogste pair wint.', 'high', 'Jc Jd 4h 4s 2c', 'Tc Td 9h 9s Ac', 0, 'higher_pair', ('the higher pair decides: jack against ten', 'het hoogste paar wint: boeren tegen tienen', 'la paire la plus haute gagne : Valets contre Dix', 'das höhere Paar gewinnt: Buben gegen Zehnen')),
    ('Twee pair: Als spelers hetzelfde hoogste pair hebben, wint het hoogste tweede pair.', 'high', 'Kh Kd 9s 9c 2h', 'Ks Kc 8s 8c Ah', 0, 'second_pair', ('the second pair decides: nine against eight', 'hetzelfde hoogste paar, dus wint het hoogste tweede paar: negens tegen achten', 'même paire supérieure, la deuxième paire décide : Neuf contre Huit', 'das höhere Paar ist gleich, also entscheidet das niedrigere Paar: Neunen gegen Achten')),
    ('Twee pair: Als beide spelers gelijke pairs hebben, wint de speler met de hoogste kicker.', 'high', 'Jc Jd 4h 4s Ac', 'Jh Js 4c 4d Kc', 0, 'two_pair_kicker', ('the kicker decides: ace against king', 'gelijke paren, dus wint de hoogste kicker: aas tegen koning', 'paires identiques, la cinquième carte (kicker) décide : As contre Roi', 'bei gleichen Paaren entscheidet der Kicker: Ass gegen König')),
    ('Een pair: De speler met het hoogste pair wint.', 'high', 'Qc Qd 2h 3s 4c', 'Jc Jd Ah Ks Qh', 0, 'pair', ('the pair decides: queen against jack', 'het hoogste paar wint: vrouwen tegen boeren', 'la paire la plus haute gagne : Dames contre Valets', 'das höhere Paar gewinnt: Damen gegen Buben')),
    ('Een pair: ... wint de speler met de hoogste kicker', 'high', 'Qc Qd Ah 3s 4c', 'Qh Qs Kh Js Tc', 0, 'pair_kicker', ('the first kicker decides: ace against king', 'hetzelfde paar, dus beslist de hoogste kicker: aas tegen koning', 'même paire, le premier kicker décide : As contre Roi', 'bei gleichem Paar entscheidet der erste Kicker: Ass gegen König')),
    ('Een pair: ... met de tweede of derde hoogste kicker.', 'high', 'Qc Qd Ah Ks 6c', 'Qh Qs Ac Kd 5c', 0, 'pair_kicker', ('the third kicker decides: six against five', 'hetzelfde paar, dus beslist de derde hoogste kicker: zes tegen vijf', 'même paire, le troisième kicker décide : Six contre Cinq', 'bei gleichem Paar entscheidet der dritte Kicker: Sechs gegen Fünf')),
    ('High card: De speler met de hoogste kaart wint', 'high', 'Ah 9d 7c 4s 2h', 'Kh Qd Jc 9s 8h', 0, 'highest_card', ('the highest card decides: ace against king', 'de hoogste kaart wint: aas tegen koning', 'la carte la plus haute gagne : As contre Roi', 'die höchste Karte entscheidet: Ass gegen König')),
    ('High card: ... door achtereenvolgens naar de waarde van de andere vier kaarten te kijken.', 'high', 'Ah Kd 7c 4s 3h', 'Ac Kh 7d 4c 2h', 0, 'next_card', ('the fifth card decides: three against deuce', 'de eerste kaart die verschilt beslist: de op vier na hoogste kaart, drie tegen twee', 'la première carte différente décide, la cinquième carte : Trois contre Deux', 'die Ränge werden absteigend verglichen, der erste Unterschied entscheidet: die fünfthöchste Karte, Drei gegen Zwei')),
    ('Vijf-Lo, of Wheel: alle vijf-Lo-handen delen de pot.', 'razz', '5c 4d 3h 2s Ac', '5d 4h 3c 2d As', None, 'tie_suits', ('equal hands split the pot: the suits never decide', 'gelijke handen delen de pot: de kaartkleur wordt nooit gebruikt om te bepalen wie er wint', "mains égales, le pot est partagé : la couleur n'est jamais utilisée pour briser l'égalité", 'gleiche Hände teilen den Pot: Kartenfarben entscheiden nicht')),
    ('Zes-Lo: Met 6, 4, 3, 2, A wordt dus gewonnen van 6, 5, 4, 2, A.', 'razz', '6h 4d 3c 2s Ad', '6c 5d 4h 2c Ac', 0, 'low_next_card', ('the second card decides: four against five', 'de speler met de laagste op een na hoogste kaart wint: vier tegen vijf', 'on compare la deuxième carte, la plus basse gagne : Quatre contre Cinq', 'die zweithöchste Karte entscheidet, die niedrigere gewinnt: Vier gegen Fünf')),
    ('Zes-Lo: ... te beginnen met de op twee na hoogste', 'razz', '6c 5d 3h 2s Ac', '6d 5h 4c 2d As', 0, 'low_next_card', ('the third card decides: three against four', 'de speler met de laagste op twee na hoogste kaart wint: drie tegen vier', 'on compare la troisième carte, la plus basse gagne : Trois contre Quatre', 'die dritthöchste Karte entscheidet, die niedrigere gewinnt: Drei gegen Vier')),
    ('Zeven-Lo (Aas-vijf): De speler met de laagste op een na hoogste kaart wint de pot.', 'razz', '7c 4d 3h 2s Ac', '7d 5h 3c 2d As', 0, 'low_next_card', ('the second card decides: four against five', 'de speler met de laagste op een na hoogste kaart wint: vier tegen vijf', 'on compare la deuxième carte, la plus basse gagne : Quatre contre Cinq', 'die zweithöchste Karte entscheidet, die niedrigere gewinnt: Vier gegen Fünf')),
    ('Acht-Lo: ... op basis van de andere kaarten', 'razz', '8c 6d 4h 2s Ac', '8d 6h 4c 3d As', 0, 'low_next_card', ('the fourth card decides: deuce against three', 'de speler met de laagste op drie na hoogste kaart wint: twee tegen drie', 'on compare la quatrième carte, la plus basse gagne : Deux contre Trois', 'die vierthöchste Karte entscheidet, die niedrigere gewinnt: Zwei gegen Drei')),
    ('Acht-Lo is de slechtste hand die voor Lo telt in Omaha Hi/Lo en Stud Hi/Lo.', 'eight-or-better', '8c 6d 4h 2s Ac', '9d 6h 4c 3d As', 0, 'no_low', ('the other hand has no qualifying low', 'de andere hand heeft geen geldige Lo', "l'autre main n'a pas de main basse qualifiée", 'die andere Hand ist keine gültige niedrige Hand')),
    ('In Razz ... wint de laagste hand altijd de pot, zelfs als het een ... pair is!', 'razz', 'Kc Qd Jh 9s 8c', '2c 2d 3h 4s 5c', 0, 'low_unpaired', ('king low beats one pair', 'een hand zonder paar wint van elke hand met een paar: een koning-Lo verslaat een paar', 'une main sans paire bat toute main avec une paire : « main basse hauteur Roi » bat « Une paire »', 'eine Hand ohne Paar schlägt jede Hand mit Paar: König-hoch schlägt ein Paar')),
    ('Deuce to Seven Zeven-Lo: Dus 7, 5, 4, 3, 2 wint van 7, 6, 5, 3, 2.', '2-7', '7c 5d 4h 3s 2c', '7d 6h 5c 3d 2s', 0, 'low_next_card', ('the second card decides: five against six', 'de speler met de laagste op een na hoogste kaart wint: vijf tegen zes', 'on compare la deuxième carte, la plus basse gagne : Cinq contre Six', 'die zweithöchste Karte entscheidet, die niedrigere gewinnt: Fünf gegen Sechs')),
    ("Deuce to Seven: Straights en flushes 'verzwakken' je hand.", '2-7', '9c 7d 6h 5s 3c', '8c 7d 6h 5s 4c', 0, 'category', ('nine low beats straight', 'een negen-Lo verslaat een Straight', '« main basse hauteur Neuf » bat « Séquence »', 'Neun-hoch schlägt eine Straight')),
    ('Deuce to Seven Acht-Lo: De op een na hoogste kaart bepaalt wie de pot wint.', '2-7', '8c 5d 4h 3s 2c', '8d 6h 4c 3d 2s', 0, 'low_next_card', ('the second card decides: five against six', 'de speler met de laagste op een na hoogste kaart wint: vijf tegen zes', 'on compare la deuxième carte, la plus basse gagne : Cinq contre Six', 'die zweithöchste Karte entscheidet, die niedrigere gewinnt: Fünf gegen Sechs')),
    ("Een aas is altijd een 'high card' in Deuce to Seven (A-5-4-3-2 is een aas-lo).", '2-7', 'Kc Qd Jh 9s 8c', 'Ac 5d 4h 3s 2c', 0, 'category', ('king low beats ace low', 'een koning-Lo verslaat een aas-Lo', '« main basse hauteur Roi » bat « main basse hauteur As »', 'König-hoch schlägt Ass-hoch')),
    ('Badugi: De op een na hoogste kaart bepaalt wie de pot wint.', 'badugi', '7c 4d 3h 2s', '7d 5h 3c As', 0, 'low_next_card', ('the second card decides: four against five', 'de speler met de laagste op een na hoogste kaart wint: vier tegen vijf', 'on compare la deuxième carte, la plus basse gagne : Quatre contre Cinq', 'die zweithöchste Karte entscheidet, die niedrigere gewinnt: Vier gegen Fünf')),
    ('Badugi: ... de op twee en ten slotte drie na hoogste kaart', 'badugi', '8c 5d 3h As', '8d 5h 3c 2s', 0, 'low_next_card', ('the fourth card decides: ace against deuce', 'de speler met de laagste op drie na hoogste kaart wint: aas tegen twee', 'on compare la quatrième carte, la plus basse gagne : As contre Deux', 'die vierthöchste Karte entscheidet, die niedrigere gewinnt: Ass gegen Zwei')),
    ('Driekaart: De vierde kaart ... wordt niet gebruikt om een winnaar aan te wijzen.', 'badugi', '4c 4d 2h As', '4h 4s 2d Ac', None, 'tie_unused', ('equal hands split the pot: cards that do not play never count, and the suits never decide', 'gelijke handen delen de pot: kaarten die niet meetellen voor de handwaarde worden niet gebruikt om een winnaar aan te wijzen, en de kaartkleur evenmin', 'mains égales, le pot est partagé : les cartes qui ne jouent pas ne comptent jamais, et la couleur non plus', 'gleiche Hände teilen den Pot: Karten, die nicht mitspielen, zählen nie, und Kartenfarben entscheiden nicht')),
    ('een badugi wint van elke driekaart (RULES: any four-card badugi beats any three-card hand)', 'badugi', 'Kc Qd Jh Ts', '4s 4h 2d Ac', 0, 'badugi_size', ('four card badugi beats three card hand', 'een Badugi wint van elke driekaart', 'un badugi à quatre cartes bat toute main à trois cartes', 'ein Badugi mit vier Karten schlägt jede Drei-Karten-Hand')),
    ('Tweekaart: De op een na hoogste kaart bepaalt wie de pot wint.', 'badugi', '5c 5d 2c 2d', '5h 5s 3h 3s', 0, 'low_next_card', ('the second card decides: deuce against three', 'de speler met de laagste op een na hoogste kaart wint: twee tegen drie', 'on compare la deuxième carte, la plus basse gagne : Deux contre Trois', 'die zweithöchste Karte entscheidet, die niedrigere gewinnt: Zwei gegen Drei')),
    ('Eénkaart: De pot wordt gedeeld tussen gelijke éénkaart-handen.', 'badugi', 'Ac As Ah Ad', 'Ac 2c 3c 4c', None, 'tie_unused', ('equal hands split the pot: cards that do not play never count, and the suits never decide', 'gelijke handen delen de pot: kaarten die niet meetellen voor de handwaarde worden niet gebruikt om een winnaar aan te wijzen, en de kaartkleur evenmin', 'mains égales, le pot est partagé : les cartes qui ne jouent pas ne comptent jamais, et la couleur non plus', 'gleiche Hände teilen den Pot: Karten, die nicht mitspielen, zählen nie, und Kartenfarben entscheiden nicht')),
    ('Only the best five cards count; a sixth card never breaks a tie (RULES.md).', 'high', 'As Ks Qs Js 9s 2d 3c', 'Ah Kh Qh Jh 9h 4d 5c', None, 'tie_best_five', ('equal hands: only the best five cards count, so the pot is split', 'gelijke handen delen de pot: alleen de beste vijf kaarten tellen', 'mains égales, le pot est partagé : seules les cinq meilleures cartes comptent', 'gleiche Hände teilen den Pot: nur die besten fünf Karten zählen, eine sechste Karte zählt nie')),
    ('Short-deck (Triton): three of a kind beats a straight.', 'short-deck', '7s 7d 7c Ah Kd', 'Ts 9d 8c 7h 6d', 0, 'category', ('three of a kind beats straight', 'een Three of a Kind verslaat een Straight', '« Trois cartes de même valeur » bat « Séquence »', 'ein Drilling schlägt eine Straight')),
    ('Five of a kind ranks above a straight flush (wild cards).', 'high-wild', 'Jk 7h 7d 7s 7c', '9h 8h 7h 6h 5h', 0, 'category', ('five of a kind beats straight flush', 'een hand met vijf gelijke kaarten verslaat een Straight Flush', '« Cinq cartes de même valeur » bat « Straight Flush »', 'ein Fünfling schlägt einen Straight Flush')),
]
# fmt: on


def _hand(ranking: str, cards: str) -> Hand:
    hand = get_ranking(ranking).evaluate(cards)
    assert hand is not None
    return hand


# -- golden names --------------------------------------------------------------------------


@pytest.mark.parametrize(("ranking", "cards", "category", "names"), GOLDEN_NAMES)
def test_golden_name_of_each_category(ranking: str, cards: str, category: str, names: tuple[str, ...]) -> None:
    hand = _hand(ranking, cards)
    assert hand.category.name == category
    assert tuple(describe(hand, lang) for lang in LANGS) == names
    assert tuple(hand.describe(lang) for lang in LANGS) == names


def test_golden_names_cover_every_category_of_every_ranking() -> None:
    covered = {(ranking, category) for ranking, _, category, _ in GOLDEN_NAMES}
    # Five of a kind needs a wild card; "no low" is the eight-or-better value 0 (below).
    impossible = {("high", "FIVE_OF_A_KIND"), ("eight-or-better", "NO_LOW"), ("eight-or-better-joker", "NO_LOW")}
    known = {"high", "badugi", "badugi-ace-high", "ace-to-five", "eight-or-better", "deuce-to-seven", "ace-to-six"}
    known |= {"short-deck", "short-deck-classic", "high-bug", "high-wild", "high-deuces-wild"}
    known |= {"ace-to-five-joker", "eight-or-better-joker"}
    assert known <= set(RANKINGS)
    wanted = {(name, c.name) for name in known for c in RANKINGS[name].category_type} - impossible
    assert wanted <= covered


@pytest.mark.parametrize(("ranking", "cards", "names"), SPECIAL_NAMES)
def test_golden_special_names(ranking: str, cards: str, names: tuple[str, ...]) -> None:
    hand = _hand(ranking, cards)
    assert tuple(describe(hand, lang) for lang in LANGS) == names


def test_no_qualifying_low() -> None:
    assert pokerrank.evaluate("9c 9d Kh Ks Qc", "eight-or-better") is None
    assert tuple(describe(None, lang) for lang in LANGS) == NO_LOW_NAMES
    zero = Hand(get_ranking("eight-or-better"), 0, pokerrank.parse_cards("9c 9d Kh Ks Qc"))
    assert tuple(describe(zero, lang) for lang in LANGS) == NO_LOW_NAMES
    assert name_key(zero) == "no_low"


# -- golden explanations -------------------------------------------------------------------


def test_at_least_thirty_explanations_and_every_dutch_tie_rule() -> None:
    assert len(GOLDEN_EXPLANATIONS) >= 30
    quoted = " ".join(quote for quote, *_ in GOLDEN_EXPLANATIONS)
    for rule in ("Straight Flush", "Royal Flush", "Four of a Kind", "Full House", "Flush", "Straight:"):
        assert rule in quoted
    for rule in ("Three of a kind", "Twee pair", "Een pair", "High card", "Vijf-Lo", "Zes-Lo", "Zeven-Lo"):
        assert rule in quoted
    for rule in ("Acht-Lo", "Negen-Lo" if "Negen-Lo" in quoted else "Deuce to Seven Acht-Lo", "Badugi", "Driekaart"):
        assert rule in quoted
    for rule in ("Tweekaart", "Eénkaart", "kaartkleur wordt nooit"):
        assert rule in quoted


@pytest.mark.parametrize(("quote", "ranking", "a", "b", "winner", "rule", "texts"), GOLDEN_EXPLANATIONS)
def test_golden_explanations(
    quote: str, ranking: str, a: str, b: str, winner: int | None, rule: str, texts: tuple[str, ...]
) -> None:
    for lang, wanted in zip(LANGS, texts, strict=True):
        result = explain(a, b, ranking, lang=lang)
        assert (result.winner, result.rule, result.text, result.lang) == (winner, rule, wanted, lang)
    # The same pair the other way round: the other winner, the same rule and words.
    swapped = explain(b, a, ranking, lang="nl")
    assert swapped.winner == (None if winner is None else 1 - winner)
    assert (swapped.rule, swapped.text) == (rule, texts[1])


def test_explain_matches_the_strengths_and_compare() -> None:
    rng = random.Random(6)
    for name, ranking in RANKINGS.items():
        n = 4 if "badugi" in name else 5
        first = 16 if name.startswith("short-deck") else 0
        deck = list(range(first, 52 + ranking.jokers))
        for _ in range(150):
            cards = rng.sample(deck, 2 * n)
            a, b = ranking.evaluate([Card(c) for c in cards[:n]]), ranking.evaluate([Card(c) for c in cards[n:]])
            result = explain(a, b, ranking, lang="de")
            if a is None or b is None:
                assert result.rule in ("no_low", "tie_no_low")
                continue
            assert result.winner == (None if a.strength == b.strength else int(b.strength > a.strength))
            comparison = pokerrank.compare(a, b, ranking)
            assert comparison.winner == result.winner and comparison.key == result.rule
            for lang in LANGS:
                assert explain(a, b, lang=lang).text


def test_compare_and_cli_speak_every_language() -> None:
    result = pokerrank.compare("Kh Kd 9s 9c 2h", "Ks Kc 8s 8c Ah", lang="fr")
    assert result.reason == "même paire supérieure, la deuxième paire décide : Neuf contre Huit"
    assert result.to_dict()["a"]["name"] == "Deux paires, des Rois et des Neuf, avec un Deux en kicker"
    assert (result.rule, result.key, result.lang) == ("rank", "second_pair", "fr")
    runner = CliRunner()
    out = runner.invoke(pokerrank_cli(), ["compare", "--lang", "de", "Jc Jd 4h 4s Ac", "Jh Js 4c 4d Kc"])
    assert out.exit_code == 0
    assert out.stdout.splitlines()[-1] == "A gewinnt: bei gleichen Paaren entscheidet der Kicker: Ass gegen König."
    out = runner.invoke(pokerrank_cli(), ["rank", "Kc Kd Ks 8h 8c"], env={"POKERRANK_LANG": "nl"})
    assert out.stdout.splitlines()[0] == "Full House, koningen vol met achten"
    out = runner.invoke(
        pokerrank_cli(), ["rank", "Kc Kd Ks 8h 8c"], env={"POKERRANK_LANG": "", "LC_ALL": "fr_FR.UTF-8"}
    )
    assert out.stdout.splitlines()[0] == "Full House aux Rois par les Huit"
    env = {"POKERRANK_LANG": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"}
    out = runner.invoke(pokerrank_cli(), ["rank", "--json", "Kc Kd Ks 8h 8c"], env=env)
    assert json.loads(out.stdout)["name"] == "full house, kings full of eights"
    out = runner.invoke(pokerrank_cli(), ["rank", "--lang", "xx", "Kc Kd Ks 8h 8c"])
    assert out.exit_code == 2 and out.stderr.startswith("error: unknown language 'xx'; known languages: de (Deutsch)")


def pokerrank_cli() -> Any:
    from pokerrank.cli import cli

    return cli


def test_showdown_reasons_in_every_language() -> None:
    from pokerrank import Player, showdown, showdown_from_dict

    players = [Player("ann", "As Ad", bet=50), Player("bob", "Ks Kd", bet=200), Player("cid", "Qs Qd", bet=300)]
    english = showdown("holdem", "Ah Kh 7d 4c 2s", players, button="cid")
    wanted = {
        "en": "bob wins with three of a kind, kings with ace and seven kickers over cid's pair of queens with ace, "
        "king and seven kickers: three of a kind beats one pair",
        "nl": "bob wint (Three of a Kind, koningen met aas en zeven als kickers) tegen cid (een paar vrouwen met aas, "
        "koning en zeven als kickers): een Three of a Kind verslaat een paar",
        "fr": "bob gagne (Trois cartes de même valeur, des Rois, avec As et Sept en kickers) contre cid (une paire de "
        "Dames, avec As, Roi et Sept en kickers) : « Trois cartes de même valeur » bat « Une paire »",
        "de": "bob gewinnt (Drilling, Könige mit Ass und Sieben als Kicker) gegen cid (ein Paar Damen mit Ass, König "
        "und Sieben als Kicker): ein Drilling schlägt ein Paar",
    }
    for lang, reason in wanted.items():
        result = showdown("holdem", "Ah Kh 7d 4c 2s", players, button="cid", lang=lang)
        assert result.pots[1].reason == reason
        assert result.totals == english.totals and result.lang == lang
        assert showdown_from_dict(result.to_dict()) == result  # the language travels with the deal
    hilo = showdown(
        "omaha8",
        "Ah 2h Td 9c Kd",
        {"ann": {"cards": "4s 5s Kc Ks", "bet": 100}, "bob": {"cards": "Qc Qd Jc Jd", "bet": 100}},
        lang="nl",
    )
    assert hilo.pots[0].reason.endswith(
        "geen enkele Lo-hand komt in aanmerking (acht of lager): de Hi-hand krijgt de hele pot"
    )


# -- every hand of every ranking -----------------------------------------------------------


def _classes(name: str) -> tuple[np.ndarray, np.ndarray]:
    """One hand of each (strength, wild card in hand) class, over every hand of the ranking's size."""
    ranking = RANKINGS[name]
    if "badugi" in name:
        hands = all_hands(4)
    elif name.startswith("short-deck"):
        hands = np.ascontiguousarray(all_hands(5, 36) + 16, dtype=np.uint8)
    else:
        hands = all_hands(5, 52 + ranking.jokers)
    strengths = ranking.evaluate_array(hands)
    wild = np.isin(hands, sorted(set(ranking.wild_codes) | ({52} if ranking.jokers else set()))).any(axis=1)
    keys = strengths.astype(np.int64) * 2 + wild
    _, first = np.unique(keys, return_index=True)
    return hands[first], strengths[first]


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(RANKINGS))
def test_every_hand_of_every_ranking_has_a_name_in_every_language(name: str) -> None:
    """A name depends only on the strength (category and deciding ranks) and, for the wild
    royal flush, on whether a wild card plays; so one hand of each class names them all."""
    ranking = RANKINGS[name]
    hands, strengths = _classes(name)
    assert len(hands) >= len(np.unique(strengths))
    for row, strength in zip(hands, strengths, strict=True):
        cards = [Card(int(c)) for c in row]
        hand = ranking.evaluate(cards)
        if hand is None:  # eight-or-better without a qualifying low
            assert strength == 0
            hand = Hand(ranking, 0, tuple(cards))
            assert {describe(hand, lang) for lang in LANGS} == set(NO_LOW_NAMES)
            continue
        names = [describe(hand, lang) for lang in LANGS]
        assert all(names) and len(set(names[1:])) >= 1, format_cards(cards)


# -- catalogs ------------------------------------------------------------------------------


def _keys(data: Any, prefix: str = "") -> set[str]:
    if isinstance(data, dict):
        found = set()
        for key, value in data.items():
            found |= {f"{prefix}{key}"} | _keys(value, f"{prefix}{key}.")
        return found
    return set()


def test_every_catalog_has_every_key() -> None:
    assert languages() == ("de", "en", "fr", "nl")
    english = _keys(catalog("en")) - {"ranks.a"}
    for lang in languages():
        keys = _keys(catalog(lang))
        assert english - keys == set(), lang
        assert {k for k in keys - english if not k.startswith(("ranks.", "categories."))} == set(), lang
        for form, words in catalog(lang)["ranks"].items():
            assert len(words) == 13 and all(words), (lang, form)
        assert len(catalog(lang)["ordinals"]["kicker"]) == 3
        assert len(catalog(lang)["ordinals"]["card"]) == len(catalog(lang)["ordinals"]["low_card"]) == 5


def test_every_rule_renders_in_every_language() -> None:
    facts_of = {
        "high": _hand("high", "Kc Kd Ks 8h 8c"),
        "low": _hand("razz", "7c 5d 4h 3s 2c"),
        "badugi": _hand("badugi", "4c 3d 2h As"),
    }
    a, b = facts(facts_of["high"]), facts(_hand("high", "Ah 9h 7h 5h 2h"))
    for lang in LANGS:
        for rule in catalog(lang)["rules"]:
            if rule in ("category", "low_unpaired", "badugi_size"):
                for x, y in ((a, b), (facts(facts_of["low"]), facts(_hand("razz", "9c 9d 4h 3s 2c")))):
                    assert rule_text(lang, Verdict(0, rule, x, y))
                badugi = (facts(facts_of["badugi"]), facts(_hand("badugi", "4c 4d 2h As")))
                assert rule_text(lang, Verdict(0, rule, *badugi))
            elif rule in ("no_low", "tie_no_low") or rule.startswith("tie_"):
                assert rule_text(lang, Verdict(None, rule))
            else:
                for kind, size in (("kicker", 3), ("card", 5), ("low_card", 5)):
                    for i in range(size):
                        assert rule_text(lang, Verdict(0, rule, won=12, lost=0, ordinal=(kind, i)))


# -- the words: no English in the other languages ------------------------------------------


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


def _english_words() -> set[str]:
    english = catalog("en")
    words: set[str] = set()
    for text in _strings({k: v for k, v in english.items() if k not in ("language", "aliases")}):
        words |= _words(re.sub(r"\{[^}]*\}", " ", text))
    # and common English poker words the English catalog happens not to use
    words |= {"joker", "wild", "card", "cards", "hand", "hands", "pair", "pairs", "kicker", "kickers", "trips"}
    words |= {"set", "bet", "fold", "folded", "board", "chips", "split", "wins", "tie", "best", "over", "by"}
    words |= {"showdown", "side", "main", "pot", "high", "low", "wheel", "royal", "flush", "straight", "kind"}
    return words


# Poker terms (English words) each language's seed texts use; checked against the seeds
# below when they are at hand. "joker" is also a French and a German word (Le Robert,
# Duden: the card itself) and Badugi is the game's (Korean) name in every language.
SEED_TERMS = {
    "nl": {"a", "badugi", "best", "better", "card", "deuce", "eight", "five", "flush", "four", "full", "hand", "high"}
    | {"house", "in", "is", "kicker", "kind", "low", "of", "one", "or", "pair", "pot", "royal", "seven", "six"}
    | {"straight", "ten", "three", "to", "two", "wheel"},
    "fr": {"a", "ace", "card", "five", "flush", "for", "four", "full", "hands", "high", "house", "kicker", "kind"}
    | {"low", "main", "of", "pot", "royal", "seven", "straight", "to"},
    "de": {"a", "card", "cards", "chips", "flush", "full", "hand", "high", "house", "in", "kicker", "pot", "royal"}
    | {"set", "side", "straight", "trips"},
}
"""Words that are English and also in the language's seed texts (poker terms, and a few
short words both languages share: Dutch "in", "is", German "in", French "a")."""
LOANWORDS = {"nl": {"badugi"}, "fr": {"joker", "badugi"}, "de": {"joker", "badugi"}}
# Names every language writes the same (the method, the model and its authors, the program),
# and words of the language itself that English happens to share.
NAMES = {"monte", "carlo", "icm", "malmuth", "harville", "pokerrank", "stud", "razz", "california", "kansas", "city"}
NAMES |= {"london", "badeucy", "triton", "s"}  # game and ranking names, and the unit of seconds
NAMES |= {"vpip", "pfr", "wtsd", "w", "sd", "bb", "chi"}  # trackers' abbreviations (VPIP, W$SD, bb/100) and the letter
NAMES |= {"rake"}  # the room's cut: "de rake", "le rake", "der Rake" in each language's card rooms
LOANWORDS = {lang: words | NAMES for lang, words in LOANWORDS.items()}
LOANWORDS["nl"] |= {"exact", "per", "hi", "lo", "joker"}  # Dutch words; Hi and Lo are the Dutch sides' names
LOANWORDS["nl"] |= {"site"}  # Dutch "de site" (the room), which the English catalog now uses too
LOANWORDS["fr"] |= {"on", "net", "exact", "points", "total", "cache"}  # French words English shares
LOANWORDS["fr"] |= {"position"}  # French "la position" (at the table)
LOANWORDS["de"] |= {"also", "an", "chip", "short", "deck", "cache"}  # German "also", "an", "Chip", "Cache"; Short Deck


def test_seed_terms_come_from_the_seeds() -> None:
    if not SEEDS.is_dir():
        pytest.skip("the seed texts (shared/seeds) are not in this checkout")
    texts = {
        "nl": (SEEDS / "000_5e3381c351777382.txt").read_text() + (SEEDS / "001_baa6bcf6aec42489.txt").read_text(),
        "fr": (SEEDS / "002_4fe917723c283cca.txt").read_text(),
        "de": (SEEDS / "003_bb939206db988d86.txt").read_text(),
    }
    for lang, terms in SEED_TERMS.items():
        assert terms <= _words(texts[lang]), lang


def _sentences(lang: str) -> list[str]:
    """Every name and explanation this test file pins, plus every catalog sentence filled in."""
    index = LANGS.index(lang)
    found = [names[index] for *_, names in GOLDEN_NAMES] + [names[index] for *_, names in SPECIAL_NAMES]
    found += [texts[index] for *_, texts in GOLDEN_EXPLANATIONS] + [NO_LOW_NAMES[index]]
    data = catalog(lang)
    found += [re.sub(r"\{[^}]*\}", " ", s) for s in _strings({k: data[k] for k in ("rules", "showdown", "cli")})]
    found += _strings(data["categories"]) + _strings(data["ordinals"]) + _strings(data["hands"])
    spelled = r"(?<![\w-])[2-9TJQKA](?:-[2-9TJQKA])*(?![\w-])"  # cards spelled out: K-J-8-3-2
    return [re.sub(spelled, " ", re.sub(r"\{[^}]*\}", " ", sentence)) for sentence in found]


@pytest.mark.parametrize("lang", ["nl", "fr", "de"])
def test_no_english_words_except_the_seeds_poker_terms(lang: str) -> None:
    english = _english_words()
    own_ranks = {w for words in catalog(lang)["ranks"].values() for word in words for w in _words(word)}
    allowed = SEED_TERMS[lang] | {t + "s" for t in SEED_TERMS[lang]} | LOANWORDS[lang] | own_ranks
    for sentence in _sentences(lang):
        stray = (_words(sentence) & english) - allowed
        assert not stray, (lang, sentence, stray)


# -- choosing the language -----------------------------------------------------------------


def test_language_names_locales_and_errors() -> None:
    assert [resolve_language(x) for x in ("nl", "NL", "nl_BE.UTF-8", "de-AT", "Deutsch", "français")] == [
        "nl",
        "nl",
        "nl",
        "de",
        "de",
        "fr",
    ]
    with pytest.raises(UnknownLanguageError, match=r"known languages: de \(Deutsch\), en \(English\), fr"):
        resolve_language("klingon")
    with pytest.raises(LookupError):  # the family of unknown names
        describe(_hand("high", "As Ks Qs Js Ts"), "xx")
    assert language_from_environment({}) == "en"
    assert language_from_environment({"LANG": "de_DE.UTF-8"}) == "de"
    assert language_from_environment({"LC_MESSAGES": "fr_CA", "LANG": "de_DE"}) == "fr"
    assert language_from_environment({"LC_ALL": "ja_JP.UTF-8", "LANG": "nl_NL"}) == "en"  # LC_ALL wins, no catalog
    assert language_from_environment({"POKERRANK_LANG": "nl", "LC_ALL": "de_DE"}) == "nl"
    with pytest.raises(UnknownLanguageError):
        language_from_environment({"POKERRANK_LANG": "xx"})


def test_catalog_files_are_the_languages() -> None:
    files = sorted(f.name for f in resources.files("pokerrank.i18n").iterdir() if f.name.endswith(".json"))
    assert files == [f"{lang}.json" for lang in languages()]
    for lang in languages():
        assert resolve_language(catalog(lang)["language"]) == lang
