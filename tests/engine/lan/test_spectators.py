"""Spectators (issue 17): admitted with the game's join code when the host lets others watch, sent the spectator
view (`view(None)`) and events only, joining late they catch up, and a hostile one cannot disturb the game."""

import json

from engine.harness.invariants import check_views_leak_nothing
from engine.lan import AuditDone, Changed, GameOver, HandshakeRefused, ProtocolProblem, Said, Spectators, Watching
from engine.lan.framing import FrameDecoder, encode_frame
from engine.lan.host_watch import MAX_STRIKES
from engine.lan.messages import Chat, Message, decode
from engine.lan.notices import Step
from tests.engine.lan.pair import Pair, replay_text

CODE = "K7Q2M9XP"


def changes(pair: Pair, cid: int) -> list[Changed]:
    return [n for n in pair.spectator_notices[cid] if isinstance(n, Changed)]


def ever_public(pair: Pair) -> set[str]:
    """Card ids of the cards a spectator may see now (the caller gathers them after every action)."""
    game = pair.host.game
    return {card.card_id for card in game.state.cards.values() if game.can_see(None, card.iid)}


def spectator_messages(pair: Pair, cid: int) -> list[Message]:
    """Everything the spectator was sent, decoded (no join code: the frames are in clear)."""
    return [decode(frame) for frame in FrameDecoder().feed(bytes(pair.to_spectators[cid]))]


def test_a_spectator_never_receives_a_hidden_card():
    pair = Pair.make(spectators=True)
    pair.connect()
    pair.watch(1)
    public: set[str] = set()
    while pair.host.game.outcome is None:
        pair.play(stop_after=len(pair.host.actions) + 1)
        public |= ever_public(pair)
        shown = changes(pair, 1)[-1]
        assert shown.view == pair.host.game.view(None)  # what it was sent is exactly the spectator's view
        if len(pair.host.actions) % 25 == 0:
            check_views_leak_nothing(pair.host.game)  # the kernel's leak check: that view hides every hidden card
    messages = spectator_messages(pair, 1)
    kinds = {message.type for message in messages}
    assert kinds <= {"challenge", "watching", "update", "said"}, kinds  # never a game log (it reveals the seed)
    assert all(message.state_hash == "" for message in messages)  # no hash of the hidden state either
    text = bytes(pair.to_spectators[1]).decode("utf-8", "replace")
    decks = (pair.host.config.deck, pair.guest.config.deck)
    deck_ids = {card_id for deck in decks for section in deck.sections for card_id in deck.card_ids(section)}
    never_seen = {card_id for card_id in deck_ids if card_id not in public}
    assert never_seen, "the test needs cards that stayed hidden all game"
    leaked = sorted(card_id for card_id in never_seen if f'"{card_id}"' in text)
    assert leaked == [], f"hidden cards reached the spectator: {leaked}"
    assert all(not message.legal for message in messages if message.type == "update")
    assert isinstance(pair.spectator_notices[1][-1], GameOver)


def test_a_late_spectator_catches_up_with_the_same_public_state_and_log():
    pair = Pair.make(spectators=True, code=CODE)
    pair.connect()
    pair.watch(1, CODE)
    pair.play(stop_after=30)
    late = pair.watch(2, CODE, name="Lee")
    assert any(isinstance(n, Watching) and n.players == ("Hana", "Gus") for n in pair.spectator_notices[2])
    first = changes(pair, 2)[0]
    assert first.full and first.view == pair.host.game.view(None) == changes(pair, 1)[-1].view
    early_log = [event for change in changes(pair, 1) for event in change.events]
    assert list(first.events) == early_log  # the spectator-filtered log so far, nothing more
    pair.play()
    assert late.view == pair.host.game.view(None) and late.over
    assert pair.host_notices.count(Spectators(("Sam", "Lee"))) == 1


def test_watching_needs_the_hosts_leave_and_the_join_code():
    pair = Pair.make(code=CODE)
    pair.connect()
    pair.watch(1, CODE)
    assert any(isinstance(n, HandshakeRefused) and "does not let anyone watch" in str(n)
               for n in pair.spectator_notices[1])  # fmt: skip
    open_pair = Pair.make(spectators=True, code=CODE)
    open_pair.connect()
    open_pair.watch(1, "AAAAAAAA")  # a wrong code: refused at the door, never admitted
    assert open_pair.host.spectators == ()
    assert any(isinstance(n, HandshakeRefused) for n in open_pair.spectator_notices[1])


def test_spectators_chat_only_when_the_host_allows_and_not_into_the_replay():
    pair = Pair.make(spectators=True, spectator_chat=True)
    pair.connect()
    spectator = pair.watch(1)
    pair.play(stop_after=4)
    step = spectator.chat("nice play")
    pair.host_step(pair.host.receive(bytes(step.out), 1))
    assert Said("Sam", "nice play") in pair.host_notices and Said("Sam", "nice play") in pair.guest_notices
    pair.host_step(pair.host.chat("thanks"))
    assert Said("Hana", "thanks") in pair.spectator_notices[1]
    assert "nice play" not in replay_text(pair.host_notices)
    quiet = Pair.make(spectators=True)
    quiet.connect()
    assert quiet.watch(1).chat("hello").notices  # refused on its side: the host does not allow it


def bot_game(spectate) -> str:
    pair = Pair.make(spectators=True)
    pair.connect()
    spectate(pair)
    pair.play()
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]
    assert not any(isinstance(n, ProtocolProblem) for n in pair.host_notices)  # the host's player is not bothered
    return replay_text(pair.host_notices)


def test_a_hostile_spectator_does_not_disturb_the_game():
    def hostile(pair: Pair) -> None:
        spectator = pair.watch(1, name="Eve")
        pair.watch(2, name="Deaf")
        pair.deaf.add(2)  # from now on it never reads (the transport drops it when its unread bytes pile up)
        for index in range(100):  # a chat flood, where chat is not allowed
            step = Step()
            spectator._send(step, Chat(text=f"spam {index}"))
            pair.host_step(pair.host.receive(bytes(step.out), 1))
        assert pair.host.spectators == ("Deaf",)  # let go after its strikes
        pair.watch(3, name="Mallory")
        garbage = [encode_frame(b"not json"), encode_frame(json.dumps({"v": 3, "type": "x"}).encode()), b"\xff" * 40]
        for data in garbage:
            pair.host_step(pair.host.receive(data, 3))

    calm = bot_game(lambda pair: None)
    assert bot_game(hostile) == calm  # the same game, move for move, with the same replay


def test_a_striking_spectator_is_let_go():
    pair = Pair.make(spectators=True)
    pair.connect()
    pair.watch(1)
    for _ in range(MAX_STRIKES + 1):
        pair.host_step(pair.host.receive(encode_frame(b"{}"), 1))
    assert pair.host.spectators == () and 1 not in pair.spectators
    pair.play()
    assert pair.host.game.outcome is not None


def test_a_spectator_there_before_the_guest_learns_its_name_when_the_game_starts():
    pair = Pair.make(spectators=True)
    pair.watch(1)
    pair.connect()
    watching = [n for n in pair.spectator_notices[1] if isinstance(n, Watching)]
    assert watching[-1].players == ("Hana", "Gus")
    assert changes(pair, 1)[0].full and changes(pair, 1)[0].view == pair.host.game.view(None)
