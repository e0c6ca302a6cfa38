"""Fair seeds under every reconnect (the grinding host): once the guest has revealed its contribution for a game id,
a host that offers another commitment for that game voids it as unfair, never plays on; before a welcome, every
attempt commits to a fresh contribution; an honest drop between the reveal and the game's start resumes the seed."""

import dataclasses

from engine.formats.replays import read_replay
from engine.lan import AuditDone, Changed, GameOver, GuestPhase, GuestSession, HostConfig, HostPhase, HostSession
from engine.lan.fairness import commitment, game_seed
from engine.lan.framing import FrameDecoder
from engine.lan.guest import GuestJournal
from engine.lan.messages import Challenge, Hello, RevealSeed, Welcome, decode, encode
from tests.engine.lan.pair import Pair, contribution, replay_text


def frames(data) -> list:
    return [decode(frame) for frame in FrameDecoder().feed(bytes(data))]


def reveal_then_hang_up(pair: Pair) -> str:
    """The first handshake up to the guest's reveal, which the host reads before hanging up; the revealed hex."""
    pair.guest.connection_made()
    hello = pair.guest.receive(bytes(pair.host.connection_made().out))
    welcome = pair.host.receive(bytes(hello.out))
    reveal = pair.guest.receive(bytes(welcome.out))
    (message,) = frames(reveal.out)
    assert isinstance(message, RevealSeed)
    pair.guest.connection_lost()
    pair.host.connection_lost()
    return message.contribution


def fake_welcome(guest: GuestSession, host_commitment: str, *, resume: bool = True, game_id: str = "g1"):
    """A fake host's second connection: its challenge and a welcome with `host_commitment`; the guest's steps."""
    steps = [guest.connection_made()]
    steps.append(guest.receive(encode(Challenge(nonce="ab" * 32))))
    welcome = Welcome(game_id=game_id, seat=1, host_name="Hana", commitment=host_commitment, resume=resume, seq=1)
    steps.append(guest.receive(encode(welcome)))
    return steps


def grind(revealed: str, deck, tries: int = 3000) -> tuple[bytes, str]:
    """What the attack did: try host contributions against the guest's revealed one, keep the 'best' seed."""
    guest_part = bytes.fromhex(revealed)
    best = min((contribution(f"try{i}") for i in range(tries)), key=lambda mine: game_seed(mine, guest_part))
    return best, commitment(best, deck)


def test_a_host_that_changes_its_commitment_after_the_reveal_voids_the_game_as_unfair():
    pair = Pair.make()
    first_commitment = pair.host.commitment
    revealed = reveal_then_hang_up(pair)
    assert pair.guest.host_commitment == first_commitment
    assert pair.guest.journal().host_commitment == first_commitment  # kept on disk before the reveal left
    _, ground = grind(revealed, pair.host.config.deck)
    steps = fake_welcome(pair.guest, ground)
    notices = [notice for step in steps for notice in step.notices]
    reason = next(n for n in notices if isinstance(n, GameOver)).outcome.reason
    assert "unfair" in reason and "changed its seed commitment" in reason
    assert AuditDone(False, (reason,)) in notices
    assert steps[-1].close and pair.guest.phase is GuestPhase.UNFAIR
    assert not any(isinstance(m, RevealSeed) for step in steps for m in frames(step.out))
    assert pair.guest.connection_made().close  # and it never plays on with that host


def test_a_restarted_guest_refuses_the_changed_commitment_from_its_journal():
    pair = Pair.make()
    revealed = reveal_then_hang_up(pair)
    saved = GuestJournal.model_validate_json(pair.guest.journal().model_dump_json())
    restarted = GuestSession(dataclasses.replace(pair.guest.config, journal=saved))
    _, ground = grind(revealed, pair.host.config.deck, tries=50)
    steps = fake_welcome(restarted, ground)
    assert restarted.phase is GuestPhase.UNFAIR
    assert any(isinstance(n, AuditDone) and not n.ok for step in steps for n in step.notices)


def test_a_new_game_offered_in_place_of_the_revealed_one_is_refused():
    pair = Pair.make()
    revealed = reveal_then_hang_up(pair)
    _, ground = grind(revealed, pair.host.config.deck, tries=50)
    for game_id, resume in (("g1", False), ("g2", False), ("g2", True)):
        steps = fake_welcome(pair.guest, ground, resume=resume, game_id=game_id)
        assert steps[-1].close
        assert not any(isinstance(m, RevealSeed) for step in steps for m in frames(step.out))
        pair.guest.connection_lost()
    assert pair.guest.contribution == bytes.fromhex(revealed) and pair.guest.game_id == "g1"


def test_each_attempt_before_a_welcome_commits_to_a_fresh_contribution():
    pair = Pair.make()
    commitments = []
    for _ in range(3):
        pair.guest.connection_made()
        hello = pair.guest.receive(bytes(pair.host.connection_made().out))
        (message,) = frames(hello.out)
        assert isinstance(message, Hello) and message.game_id is None
        commitments.append(message.commitment)
        pair.guest.connection_lost()
        pair.host.connection_lost()
    assert len(set(commitments)) == 3
    assert contribution("guest").hex() not in {pair.guest.contribution.hex()}  # the caller's secret is never sent


def test_an_honest_drop_before_the_host_heard_the_reveal_resumes_the_same_seed():
    pair = Pair.make()
    pair.guest.connection_made()
    hello = pair.guest.receive(bytes(pair.host.connection_made().out))
    pair.guest.receive(bytes(pair.host.receive(bytes(hello.out)).out))  # the reveal is lost with the connection
    pair.disconnect()
    assert pair.host.phase is HostPhase.SEEDING and pair.guest.phase is GuestPhase.PAUSED
    pair.connect()
    assert pair.host.phase is HostPhase.PLAYING
    header = read_replay(replay_text(pair.host_notices)).header
    assert header.seed == game_seed(pair.host.config.contribution, pair.guest.contribution)
    pair.play()
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_an_honest_drop_before_the_guest_heard_the_start_resumes_the_same_game():
    pair = Pair.make()
    pair.guest.connection_made()
    hello = pair.guest.receive(bytes(pair.host.connection_made().out))
    reveal = pair.guest.receive(bytes(pair.host.receive(bytes(hello.out)).out))
    pair.host.receive(bytes(reveal.out))  # the game starts; its first update is lost with the connection
    game = pair.host.game
    pair.disconnect()
    pair.connect()  # the guest reveals again (it never heard the start): the host lets it be
    assert pair.host.game is game and pair.host.phase is HostPhase.PLAYING
    assert any(isinstance(n, Changed) and n.full for n in pair.guest_notices)
    pair.play()
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_a_guest_can_join_afresh_when_the_pending_one_never_came_back():
    pair = Pair.make()
    reveal_then_hang_up(pair)
    newcomer = Pair(pair.host, Pair.make().guest)
    newcomer.guest.config = dataclasses.replace(newcomer.guest.config, contribution=contribution("other"))
    newcomer.connect()
    newcomer.play()
    assert [n for n in newcomer.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]


def test_the_host_secret_keys_the_challenges():
    config: HostConfig = Pair.make().host.config
    with_secret = HostSession(dataclasses.replace(config, secret=b"s" * 32))
    assert bytes(with_secret.connection_made().out) != bytes(HostSession(config).connection_made().out)
