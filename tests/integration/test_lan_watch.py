"""Turn clocks and spectators between real peer processes on loopback (issue 17): a tiny clock runs out and both
sides and the replay say so; a spectator admitted with the join code prints the game and never a hidden card."""

from __future__ import annotations

from engine.formats.replays import read_replay

from .conftest import WAIT


def test_a_tiny_clock_runs_out_and_the_slow_guest_loses_by_time(peers):
    host, port = peers.host("--ruleset", "energio", "--clock", "2")
    assert "turn clock: 2 s each" in host.wait_for(r"turn clock: .*").group(0)
    guest = peers.start("guest", "join", f"127.0.0.1:{port}", "--ruleset", "energio", "--bot-delay", "3",
                        "--timeout", str(WAIT))  # fmt: skip
    assert guest.finish() == 0, guest.text()
    assert host.finish() == 0, host.text()
    for process in (host, guest):
        text = process.text()
        assert "turn clock: 2 s each" in text
        assert "game over: Player 2 ran out of time on the turn clock." in text and "audit: ok" in text
    with open(host.wait_for(r"replay: (\S+)").group(1), encoding="utf-8") as file:
        replay = read_replay(file.read())
    assert replay.outcome is not None and "ran out of time" in replay.outcome["reason"]


def test_a_spectator_watches_with_the_join_code_and_a_wrong_code_is_refused(peers):
    host, port = peers.host("--ruleset", "energio", "--spectators")
    code = peers.code
    wrong = peers.start("wrong", "watch", f"127.0.0.1:{port}", "--code", "AAAA-AAAA", "--ruleset", "energio",
                        "--timeout", "30")  # fmt: skip
    assert wrong.finish() == 3 and "join code is wrong" in wrong.text()
    spectator = peers.start("spectator", "watch", f"127.0.0.1:{port}", "--code", code, "--ruleset", "energio",
                            "--timeout", str(WAIT))  # fmt: skip
    spectator.wait_for(r"watching game \w+")
    guest = peers.start("guest", "join", f"127.0.0.1:{port}", "--ruleset", "energio", "--timeout", str(WAIT))
    assert guest.finish() == 0, guest.text()
    assert host.finish() == 0, host.text()
    assert spectator.finish() == 0, spectator.text()
    text = spectator.text()
    assert "game over:" in text and "cards go from Player 1's deck to Player 1's hand" in text
    assert "spectators: Spectator" in host.text()
