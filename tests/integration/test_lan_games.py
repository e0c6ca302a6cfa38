"""Two real peers over loopback sockets play whole games in every landed ruleset, and both keep a replay."""

from __future__ import annotations

import pytest

from desktop import rulesets
from engine.formats.replays import read_replay
from engine.replay import ReplayCursor

from .conftest import WAIT

RULESETS = ["skirmish", "one-piece", "energio", "weiss-schwarz", "battle-spirits-saga", "dragon-ball-super"]


def check_replay(text: str, ruleset_id: str) -> int:
    replay = read_replay(text)
    assert not replay.problems
    package = rulesets.load(ruleset_id)
    cursor = ReplayCursor.load(package.ruleset, package.database, replay)
    assert cursor.mismatch is None
    assert cursor.seek(cursor.length).outcome is not None
    return cursor.length


@pytest.mark.slow
@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_host_and_a_headless_guest_play_to_the_end(peers, ruleset_id):
    rulesets.register_builtin()
    decks = list(rulesets.load(ruleset_id).decks)
    host, port = peers.host("--ruleset", ruleset_id, "--deck", decks[0], "--name", "Hana")
    guest = peers.start("guest", "join", f"127.0.0.1:{port}", "--ruleset", ruleset_id, "--deck", decks[-1],
                        "--name", "Gus", "--timeout", str(WAIT))  # fmt: skip
    assert guest.finish() == 0, guest.text()
    assert host.finish() == 0, host.text()
    for process in (host, guest):
        assert "game over:" in process.text() and "audit: ok" in process.text()
    host_replay = host.wait_for(r"replay: (\S+)").group(1)
    guest_replay = guest.wait_for(r"replay: (\S+)").group(1)
    with open(host_replay, encoding="utf-8") as file:
        host_actions = check_replay(file.read(), ruleset_id)
    with open(guest_replay, encoding="utf-8") as file:
        guest_text = file.read()
    assert check_replay(guest_text, ruleset_id) == host_actions
    assert read_replay(guest_text).header.players == ("Hana", "Gus")


def test_a_guest_with_other_rules_is_refused_and_told_what_differs(peers):
    host, port = peers.host("--ruleset", "one-piece")
    guest = peers.start("guest", "join", f"127.0.0.1:{port}", "--ruleset", "energio", "--timeout", "30")
    assert guest.finish() == 3
    assert "game: host one-piece, guest energio" in guest.text()
    host.kill()


def test_a_guest_with_no_host_gives_up_clearly(peers):
    guest = peers.start("guest", "join", "127.0.0.1:1", "--ruleset", "skirmish", "--reconnect-for", "1",
                        "--timeout", "30")  # fmt: skip
    assert guest.finish() == 5
    assert "connection failed: could not reach 127.0.0.1:1" in guest.text()


@pytest.mark.slow
def test_a_headless_host_plays_the_search_bot_at_a_level_against_a_headless_guest(peers):
    """Issue 18: `playmat host --level normal` puts the search bot on the host's seat (as the start screen's levels);
    it searches from the host seat's information set (the guest's decklist secret), and the game ends and audits."""
    host, port = peers.host("--ruleset", "skirmish", "--level", "normal")
    guest = peers.start("guest", "join", f"127.0.0.1:{port}", "--ruleset", "skirmish", "--timeout", str(WAIT))
    assert guest.finish() == 0, guest.text()
    assert host.finish() == 0, host.text()
    assert "bot: the search bot, Normal" in host.text()
    played = int(host.wait_for(r"the search bot played out (\d+) sampled games").group(1))
    assert played > 0 and "audit: ok" in guest.text()
