"""The handshake refuses a guest whose versions, ruleset, card data or deck differ, and says what differs."""

import dataclasses
import json

from engine.formats.decks import Deck, DeckEntry
from engine.lan import GuestConfig, GuestPhase, HandshakeRefused, HostPhase
from engine.lan.framing import encode_frame
from tests.engine.lan.pair import DATE, Pair, contribution, skirmish


def refused(pair: Pair) -> HandshakeRefused:
    (notice,) = [n for n in pair.guest_notices if isinstance(n, HandshakeRefused)]
    return notice


def guest_config(**changes) -> GuestConfig:
    ruleset, database, _, deck = skirmish()
    config = GuestConfig(ruleset, database, deck, "Gus", "test", contribution("guest"), DATE)
    return dataclasses.replace(config, **changes)


def test_a_matching_guest_is_welcomed():
    pair = Pair.make()
    pair.connect()
    assert pair.guest.seat == 1 and pair.guest.game_id == "g1" and pair.guest.host_name == "Hana"


def test_another_app_version_is_refused_naming_both_versions():
    pair = Pair.make(guest_config=guest_config(app_version="9.9"))
    pair.connect()
    notice = refused(pair)
    assert notice.differences == ("Playmat version: host test, guest 9.9",)
    assert pair.guest.phase is GuestPhase.REFUSED and pair.host.phase is HostPhase.WAITING


def test_another_rules_version_and_card_data_are_both_named():
    ruleset, database, _, _ = skirmish()
    other_rules = dataclasses.replace(ruleset, version="2")
    fewer_cards = database.__class__(database.ruleset, [])
    pair = Pair.make(guest_config=guest_config(ruleset=other_rules, database=fewer_cards))
    pair.connect()
    notice = refused(pair)
    assert len(notice.differences) == 2
    assert notice.differences[0] == f"rules version: host {ruleset.version}, guest 2"
    assert notice.differences[1].startswith("card data: the host's cards (")


def test_an_illegal_guest_deck_is_refused_with_the_rule():
    small = Deck(ruleset="skirmish", name="tiny", sections={"main": (DeckEntry(card="SK-001", count=3),)})
    pair = Pair.make(guest_config=guest_config(deck=small))
    pair.connect()
    notice = refused(pair)
    assert any("S-1-1" in difference for difference in notice.differences)


def test_another_protocol_version_is_refused_by_version():
    pair = Pair.make()
    pair.host.connection_made()
    hello = {"v": 7, "seq": 0, "type": "hello"}
    step = pair.host.receive(encode_frame(json.dumps(hello).encode()))
    assert step.close
    assert b"protocol version: host 3, guest 7" in step.out


def test_a_second_guest_cannot_take_over_a_game():
    pair = Pair.make()
    pair.connect()
    intruder = Pair(pair.host, Pair.make(guest_config=guest_config(name="Eve")).guest)
    intruder.connect()
    assert "already playing" in str(refused(intruder))
