"""Host and guest sessions back to back: a whole game in every ruleset, filtered views, replays and chat."""

import pytest

from desktop import rulesets
from engine.formats.replays import read_replay
from engine.game import Game
from engine.lan import (
    HOST_SEAT,
    AuditDone,
    Changed,
    ChatReceived,
    GameOver,
    GuestPhase,
    HostPhase,
    Joined,
    ReplayLines,
    fairness,
)
from engine.lan.codec import view_from_data
from engine.lan.messages import GameLog, Update
from engine.replay import ReplayCursor
from engine.zones import Visibility
from tests.engine.lan.pair import Pair, replay_text, sent_to_guest


def _audits(notices):
    return [n for n in notices if isinstance(n, AuditDone)]


def test_a_whole_game_ends_with_an_audit_both_sides_hear_of():
    pair = Pair.make()
    pair.connect()
    assert [type(n) for n in pair.guest_notices] == [Joined, Changed]
    assert pair.host.phase is HostPhase.PLAYING and pair.guest.phase is GuestPhase.PLAYING
    pair.play()
    assert pair.host.phase is HostPhase.OVER and pair.guest.phase is GuestPhase.AUDITED
    assert _audits(pair.guest_notices) == [AuditDone(True, ())]
    assert _audits(pair.host_notices) == [AuditDone(True, ())]
    assert any(isinstance(n, GameOver) for n in pair.guest_notices)
    assert pair.guest.hashes == pair.host.hashes


@pytest.mark.parametrize("ruleset_id", ["one-piece", "energio", "weiss-schwarz"])
def test_every_shipped_ruleset_plays_to_an_audited_end(ruleset_id):
    rulesets.register_builtin()
    package = rulesets.load(ruleset_id)
    decks = list(package.decks.values())
    pair = Pair.make(package.ruleset, package.database, (decks[0], decks[-1]))
    pair.connect()
    pair.play()
    assert pair.host.game.outcome is not None
    assert _audits(pair.guest_notices) == [AuditDone(True, ())]


def test_the_guest_is_sent_exactly_its_own_view_and_never_the_hosts_hidden_cards():
    pair = Pair.make()
    pair.connect()
    game = pair.host.game
    checked = 0
    while game.outcome is None:
        pair.play(stop_after=len(pair.host.actions) + 1)
        assert pair.guest.view == game.view(1)
        checked += 1
    ruleset = game.ruleset
    hidden = {spec.name for spec in ruleset.zones if spec.visibility is not Visibility.EVERYONE}
    updates = [m for m in sent_to_guest(pair) if isinstance(m, Update)]
    assert len(updates) == checked + 1
    for update in updates:
        view = view_from_data(update.view)
        for zone in view.zones:
            if zone.ref.owner == 0 and zone.ref.name in hidden:
                assert all(card.card_id is None for card in zone.cards), zone
        for event in update.events:
            dst, src = event.get("dst"), event.get("src", {"name": None})
            if dst and dst["owner"] == 0 and dst["name"] in hidden and src["name"] in hidden | {None}:
                assert "card_id" not in event, event
    (log,) = [m for m in sent_to_guest(pair) if isinstance(m, GameLog)]  # the seed is revealed only at the end
    assert sent_to_guest(pair).index(log) > sent_to_guest(pair).index(updates[-1])


def test_the_guest_gets_legal_actions_exactly_when_it_decides():
    pair = Pair.make()
    pair.connect()
    game = pair.host.game
    while game.outcome is None:
        shown = [n for n in pair.guest_notices if isinstance(n, Changed)][-1]
        deciding = game.decision.player == 1
        assert bool(shown.legal) == deciding
        if deciding:
            assert list(shown.legal) == game.legal_actions()
        pair.play(stop_after=len(pair.host.actions) + 1)


def test_both_replays_hold_the_game_and_the_chat():
    pair = Pair.make()
    pair.connect()
    pair.host_step(pair.host.chat("good luck"))
    pair.play(stop_after=5)
    pair.guest_step(pair.guest.chat("you too"))
    pair.play()
    assert [n.text for n in pair.guest_notices if isinstance(n, ChatReceived)] == ["good luck"]
    assert [n.text for n in pair.host_notices if isinstance(n, ChatReceived)] == ["you too"]
    host_replay = read_replay(replay_text(pair.host_notices))
    guest_text = [n for n in pair.guest_notices if isinstance(n, ReplayLines) and n.complete]
    guest_replay = read_replay(guest_text[0].text)
    for replay in (host_replay, guest_replay):
        assert not replay.problems
        assert len(replay.actions) == len(pair.host.actions)
        assert [c.text for c in replay.chat] == ["good luck", "you too"]
        assert replay.header.seed == guest_replay.header.seed
        cursor = ReplayCursor.load(pair.host.game.ruleset, pair.host.game.database, replay)
        assert cursor.mismatch is None and cursor.length == len(pair.host.actions)
    assert guest_replay.header.commitments == (pair.host.commitment, pair.guest.commitment)
    assert guest_replay.hashes[len(pair.host.actions)] == pair.host.hashes[-1]


def test_the_hosts_own_table_is_worked_out_late_but_shows_the_game_as_each_action_left_it():
    """The host's view is computed after the guest's update (on first reading): read only after the game has moved
    on, each one still shows the game right after its own action."""
    pair = Pair.make()
    pair.connect()
    pair.play(stop_after=25)
    game = pair.host.game
    seed = fairness.game_seed(pair.host.config.contribution, pair.guest.contribution)
    decks = (pair.host.config.deck, pair.guest.config.deck)
    replayed = Game.new(game.ruleset, game.database, decks, seed, keyed_shuffles=True)  # as every LAN game
    seen = {n.n: n for n in pair.host_notices if isinstance(n, Changed) and not n.full}
    assert sorted(seen) == list(range(1, len(pair.host.actions) + 1))
    for n, action in enumerate(pair.host.actions, start=1):
        replayed.apply(action)
        decision = replayed.decision
        legal = replayed.legal_actions() if decision is not None and decision.player == HOST_SEAT else []
        assert seen[n].view == replayed.view(HOST_SEAT), f"the host's table after action {n}"
        assert seen[n].legal == tuple(legal)
