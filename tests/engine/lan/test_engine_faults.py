"""A fault inside the host's engine during a LAN game: whoever moved is told in words, nothing is recorded or sent
but the refusal, and the game goes on to an audited end with a replay of accepted actions only."""

import pytest

from engine.errors import InternalError
from engine.lan import AuditDone, HostPhase
from engine.lan.notices import ActionRefused
from tests.engine.lan.pair import Pair, last_changed, replay_text


def _arm(pair: Pair) -> list[int]:
    """Every procedure of the host's game fails during the next action; returns the faults that fired."""
    game = pair.host.game
    armed, fired = game.state.actions_applied + 1, []

    def wrap(handler):
        def run(g, task):
            if g.state.actions_applied == armed and not fired:
                fired.append(armed)
                raise KeyError("an injected fault")
            handler(g, task)

        return run

    game._handlers = {kind: wrap(handler) for kind, handler in game._handlers.items()}
    return fired


@pytest.mark.parametrize("seat", [0, 1])
def test_a_fault_on_either_seats_move_is_refused_in_words_and_the_game_goes_on(seat):
    pair = Pair.make()
    pair.connect()
    game = pair.host.game
    while game.decision.player != seat:
        pair.play(stop_after=len(pair.host.actions) + 1)
    actions, state_hash, lines = list(pair.host.actions), game.state_hash(), replay_text(pair.host_notices)
    fired = _arm(pair)
    if seat == 0:
        shown = pair.host.changed()
        pair.host_step(pair.host.submit(shown.legal[-1]))
    else:
        shown = last_changed(pair.guest_notices)
        pair.guest_step(pair.guest.submit(shown.legal[-1]))
    assert fired
    host_refusal = pair.host_notices[-1]
    assert isinstance(host_refusal, ActionRefused) and isinstance(host_refusal.error, InternalError)
    if seat == 1:
        guest_refusal = pair.guest_notices[-1]
        assert isinstance(guest_refusal, ActionRefused)
        assert guest_refusal.error.reason == host_refusal.error.reason and "KeyError" not in guest_refusal.error.reason
    assert pair.host.actions == actions and game.state_hash() == state_hash
    assert replay_text(pair.host_notices) == lines, "nothing is recorded for the failed move"
    pair.play()
    assert pair.host.phase is HostPhase.OVER
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]
