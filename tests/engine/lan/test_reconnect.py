"""Dropped connections: the game pauses on both sides; the guest comes back (even restarted from its journal)
with its view and pending decision; the host may claim the game."""

import dataclasses

import pytest
from pydantic import ValidationError

from engine.lan import AuditDone, Changed, GuestPhase, HandshakeRefused, HostPhase, Paused, Resumed
from engine.lan.guest import GuestJournal
from tests.engine.lan.pair import Pair, contribution


def test_a_drop_pauses_both_sides_and_a_reconnect_resumes():
    pair = Pair.make()
    pair.connect()
    pair.play(stop_after=8)
    pair.disconnect()
    assert pair.host.phase is HostPhase.PAUSED and pair.guest.phase is GuestPhase.PAUSED
    assert isinstance(pair.host_notices[-1], Paused) and isinstance(pair.guest_notices[-1], Paused)
    refused = pair.host.submit(pair.host.game.legal_actions()[0]) if pair.host.game.decision.player == 0 else None
    if refused is not None:
        assert "paused" in str(refused.notices[0].error)
    pair.connect()
    assert any(isinstance(n, Resumed) for n in pair.host_notices)
    shown = [n for n in pair.guest_notices if isinstance(n, Changed)][-1]
    assert shown.full and shown.view == pair.host.game.view(1)
    pair.play()
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_a_restarted_guest_comes_back_from_its_journal_and_still_audits():
    pair = Pair.make()
    pair.connect()
    pair.play(stop_after=10)
    saved = GuestJournal.model_validate_json(pair.guest.journal().model_dump_json())
    pair.disconnect()
    fresh = dataclasses.replace(pair.guest.config, journal=saved, contribution=contribution("ignored"))
    restarted = Pair(pair.host, Pair.make(guest_config=fresh).guest)
    restarted.connect()
    shown = [n for n in restarted.guest_notices if isinstance(n, Changed)][-1]
    assert shown.view == pair.host.game.view(1)
    assert len(shown.events) > 0  # its whole filtered log, to rebuild the game log
    restarted.play()
    assert [n for n in restarted.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_a_guest_killed_after_the_end_gets_the_log_when_it_comes_back():
    pair = Pair.make()
    pair.connect()
    pair.play(stop_after=len(pair.host.actions) + 1)
    game = pair.host.game
    pair.disconnect()
    while game.outcome is None:  # the host plays on alone: the guest concedes on its behalf only via claim
        pair.host_step(pair.host.claim_victory())
    assert game.outcome.winner == 0 and "conceded" in game.outcome.reason
    journal = pair.guest.journal()
    back = Pair(pair.host, Pair.make(guest_config=dataclasses.replace(pair.guest.config, journal=journal)).guest)
    back.connect()
    assert [n for n in back.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_only_the_same_guest_can_come_back():
    pair = Pair.make()
    pair.connect()
    pair.play(stop_after=4)
    pair.disconnect()
    stolen = GuestJournal(game_id="g1", contribution=contribution("eve").hex())
    eve = Pair(pair.host, Pair.make(guest_config=dataclasses.replace(pair.guest.config, journal=stolen)).guest)
    eve.connect()
    assert any(isinstance(n, HandshakeRefused) and "Only the guest" in n.reason for n in eve.guest_notices)
    assert pair.host.phase is HostPhase.PAUSED


def test_a_guest_whose_host_is_gone_can_claim_the_game():
    pair = Pair.make()
    pair.connect()
    pair.play(stop_after=4)
    assert pair.guest.claim_victory().notices == []  # not while the game is on
    pair.disconnect()
    (over,) = pair.guest.claim_victory().notices
    assert over.outcome.winner == 1 and "claims" in over.outcome.reason
    assert pair.guest.phase is GuestPhase.CLAIMED
    assert pair.guest.claim_victory().notices == []


def test_a_host_that_rewrites_history_on_resume_is_reported_and_the_guest_keeps_what_it_saw():
    from engine.lan import Desync
    from engine.lan.messages import Update

    pair = Pair.make()
    pair.connect()
    pair.play(stop_after=6)
    seen = list(pair.guest.hashes)
    pair.disconnect()

    def rewrite(message):
        if isinstance(message, Update) and message.full:
            hashes = ("cd" * 32, *message.hashes[1:])
            return message.model_copy(update={"hashes": hashes})
        return message

    pair.tamper = rewrite
    pair.connect()
    assert any(isinstance(n, Desync) and n.n == 1 for n in pair.guest_notices)
    assert pair.guest.hashes[: len(seen)] == seen
    pair.tamper = None
    pair.play()
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_a_damaged_journal_is_refused_when_read_not_when_played():
    good = Pair.make()
    good.connect()
    data = good.guest.journal().model_dump()
    for field, bad in (("contribution", "zz"), ("session_key", "12"), ("hashes", ["not hex"])):
        with pytest.raises(ValidationError):
            GuestJournal.model_validate({**data, field: bad})
