"""Bounds before expansion: a deck entry with a huge count (the 607-byte hello that ran a host out of memory) is
refused wherever a deck arrives — a hello, a game log, a shared deck file or list, a replay's header."""

import json

import pytest

from engine.formats.decks import MAX_COPIES, MAX_DECK_CARDS, Deck, parse_deck_list, read_deck
from engine.formats.problems import FormatError
from engine.formats.replays import read_replay
from engine.lan import PROTOCOL_VERSION, ProtocolProblem
from engine.lan.framing import FrameDecoder, encode_frame
from engine.lan.messages import ErrorMessage, GameLog, ProtocolError, decode
from tests.engine.lan.pair import Pair, replay_text

HUGE = 10**12


def huge_deck_data(deck: Deck) -> dict:
    data = deck.model_dump(mode="json")
    first = next(iter(data["sections"]))
    data["sections"][first][0]["count"] = HUGE
    return data


def test_a_deck_entry_is_bounded_before_any_expansion():
    deck = Pair.make().guest.config.deck
    with pytest.raises(ValueError, match="less than or equal"):
        Deck.model_validate(huge_deck_data(deck))
    many = {"main": [{"card": "x", "count": MAX_COPIES}] * 3}
    with pytest.raises(ValueError, match=f"at most {MAX_DECK_CARDS} cards"):
        Deck.model_validate({"ruleset": "skirmish", "name": "n", "sections": many})


def test_a_hello_with_a_huge_count_is_refused_before_the_handshake():
    pair = Pair.make()
    guest = pair.guest
    pair.host.connection_made()  # a stranger connects: the challenge goes to nobody who answers it
    hello = {"v": PROTOCOL_VERSION, "seq": 0, "type": "hello", "name": "Eve", "app_version": "test",
             "ruleset": "skirmish", "ruleset_version": guest.identity.ruleset_version,
             "card_digest": guest.identity.card_digest,
             "deck": huge_deck_data(guest.config.deck), "commitment": "00" * 32}  # fmt: skip
    frame = encode_frame(json.dumps(hello).encode())
    assert len(frame) < 1000
    step = pair.host.receive(frame)
    replies = [decode(f) for f in FrameDecoder().feed(bytes(step.out))]
    assert [type(r) for r in replies] == [ErrorMessage] and replies[0].code == "malformed"
    assert any(isinstance(n, ProtocolProblem) for n in step.notices)
    assert pair.host.game is None and pair.host.guest is None


def test_a_game_log_with_a_huge_count_is_refused_by_the_guest():
    pair = Pair.make()
    log = GameLog(contribution="00" * 32, deck=pair.host.config.deck, actions=())
    data = json.loads(log.model_dump_json())
    data["deck"] = huge_deck_data(pair.host.config.deck)
    with pytest.raises(ProtocolError) as caught:
        decode(json.dumps(data).encode())
    assert caught.value.code == "malformed" and "count" in caught.value.message


def test_a_shared_deck_file_or_list_with_a_huge_count_is_refused_in_words():
    deck = Pair.make().guest.config.deck
    data = {"format": 1, "kind": "playmat-deck", **huge_deck_data(deck)}
    result = read_deck(json.dumps(data))
    assert any("less than or equal" in str(p) or "copies" in str(p) for p in result.problems)
    assert all(entry.count <= MAX_COPIES for entries in result.deck.sections.values() for entry in entries)
    database = Pair.make().host.config.database
    card = next(iter(deck.sections.values()))[0].card
    listed = parse_deck_list(f"{HUGE}x{card}\n{'9' * 5000} {card}\n3x{card}\n", "skirmish", database)
    assert [str(p) for p in listed.problems][:2] == [
        f"line 1: at most {MAX_COPIES} copies of a card: '{HUGE}x{card}'",
        f"line 2: at most {MAX_COPIES} copies of a card: {('9' * 5000 + ' ' + card)[:80]!r}",
    ]
    assert listed.deck.count("main") == 3
    too_many = {"format": 1, "kind": "playmat-deck", "ruleset": "skirmish", "name": "n",
                "sections": {"main": [{"card": card, "count": MAX_COPIES}] * 3}}  # fmt: skip
    with pytest.raises(FormatError, match=f"at most {MAX_DECK_CARDS} cards"):
        read_deck(json.dumps(too_many))


def test_a_replay_whose_header_holds_a_huge_count_does_not_load():
    pair = Pair.make()
    pair.connect()
    pair.play(stop_after=2)
    header_line, _, rest = replay_text(pair.host_notices).partition("\n")
    header = json.loads(header_line)
    decks = header.get("decks") or header["header"]["decks"]
    decks[1] = huge_deck_data(Deck.model_validate(decks[1]))
    with pytest.raises(FormatError):
        read_replay(json.dumps(header) + "\n" + rest)
