"""The guest's audit catches a tampered log, a broken commitment and a host that lied about its hidden cards."""

from engine.lan import AuditDone, ReplayLines
from engine.lan.messages import GameLog, Update
from tests.engine.lan.pair import Pair, contribution


def audit_of(pair: Pair) -> AuditDone:
    (done,) = [n for n in pair.guest_notices if isinstance(n, AuditDone)]
    return done


def test_an_honest_game_passes_and_the_host_hears_so():
    pair = Pair.make()
    pair.connect()
    pair.play()
    assert audit_of(pair).ok
    assert [n for n in pair.host_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_a_tampered_log_is_caught_with_the_action_number():
    def tamper(message):
        if isinstance(message, GameLog):
            actions = list(message.actions)
            actions[4] = {**actions[4], "player": 1 - actions[4]["player"]}
            return message.model_copy(update={"actions": tuple(actions)})
        return message

    pair = Pair.make()
    pair.tamper = tamper
    pair.connect()
    pair.play()
    done = audit_of(pair)
    assert not done.ok
    assert any("action 5" in problem for problem in done.problems)
    assert [n for n in pair.host_notices if isinstance(n, AuditDone)] == [done]


def test_a_broken_commitment_is_caught():
    def tamper(message):
        if isinstance(message, GameLog):
            return message.model_copy(update={"contribution": contribution("another").hex()})
        return message

    pair = Pair.make()
    pair.tamper = tamper
    pair.connect()
    pair.play()
    done = audit_of(pair)
    assert not done.ok
    assert "committed to" in done.problems[0]


def test_a_host_that_reorders_its_hidden_deck_during_play_is_caught():
    pair = Pair.make()
    pair.connect()
    pair.play(stop_after=6)
    game = pair.host.game
    deck = next(ids for ref, ids in game.state.zones.items() if ref.name == "deck" and ref.owner == 0)
    deck.reverse()  # a cheating host stacks its deck: the guest's view cannot show it
    pair.play()
    done = audit_of(pair)
    assert not done.ok
    assert any("does not re-simulate" in problem for problem in done.problems)


def test_a_log_cut_short_is_caught():
    def tamper(message):
        if isinstance(message, GameLog):
            return message.model_copy(update={"actions": message.actions[:-3]})
        return message

    pair = Pair.make()
    pair.tamper = tamper
    pair.connect()
    pair.play()
    done = audit_of(pair)
    assert not done.ok and any("actions" in problem for problem in done.problems)
    partial = [n for n in pair.guest_notices if isinstance(n, ReplayLines) and n.complete]
    assert partial, "the guest still keeps what could be verified"


def test_a_host_that_changes_the_hashes_it_sends_is_reported_as_a_desync_or_caught():
    tampered = []

    def tamper(message):  # once, on an update after which the host decides (the guest could not act on it)
        decider = pair.host.game and pair.host.game.decision
        if isinstance(message, Update) and message.n >= 3 and not tampered and decider and decider.player == 0:
            tampered.append(message.n)
            return message.model_copy(update={"state_hash": "ab" * 32})
        return message

    pair = Pair.make()
    pair.tamper = tamper
    pair.connect()
    pair.play()
    assert not audit_of(pair).ok
