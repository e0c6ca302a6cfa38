"""A LAN guest keeps what it was shown as it plays: when its host dies mid-game, the saved games list the game as
interrupted ("Host disconnected at turn N") and it opens in the replay viewer as far as it went; when the game ends
and is audited, the complete replay takes its place (one file per game)."""

from __future__ import annotations

import time

from desktop import rulesets
from desktop.lan.peers import GuestPeer
from desktop.replays.loading import load_file
from desktop.replays.store import ReplayStore
from engine.bot import heuristic_bot
from engine.formats.replays import read_replay
from engine.lan import Changed, GuestConfig, GuestSession, Paused
from engine.lan.seen import SeenCursor

from .conftest import WAIT
from .test_lan_faults import DATE, journal_hashes


def guest_games(peers) -> list:
    """The guest's rows of the saved-games list (host and guest share the test's home folder)."""
    games = ReplayStore(peers.home / "data", sync=False).list()
    return [game for game in games if game.header is not None and game.header.extra.get("lan") == "guest"]


def test_a_guest_whose_host_is_killed_keeps_the_game_as_far_as_it_went(peers, tmp_path):
    host, port = peers.host("--ruleset", "skirmish", "--bot-delay", "0.1", "--name", "Hana")
    journal = tmp_path / "journal.json"
    guest = peers.start("guest", "join", f"127.0.0.1:{port}", "--ruleset", "skirmish", "--bot-delay", "0.1",
                        "--deck", "Giants", "--name", "Gus", "--journal", str(journal), "--reconnect-for", "1",
                        "--timeout", str(WAIT))  # fmt: skip
    deadline = time.monotonic() + WAIT
    while journal_hashes(journal) < 8:
        assert time.monotonic() < deadline and guest.popen.poll() is None, guest.text()
        time.sleep(0.05)
    host.kill()
    assert guest.finish() == 5, guest.text()
    played = journal_hashes(journal)
    [game] = guest_games(peers)
    assert game.seen and not game.unfinished and game.outcome is None
    assert game.actions == played >= 8
    assert game.turn >= 1 and game.result == f"Host disconnected at turn {game.turn}"
    assert game.players == "Hana vs You with Giants"

    rulesets.register_builtin()
    loaded = load_file(game.path)
    cursor = loaded.cursor
    assert isinstance(cursor, SeenCursor) and cursor.mismatch is None
    assert cursor.numbers[-1] == played and cursor.view_at(cursor.length).turn == game.turn
    assert cursor.lost == f"host disconnected at turn {game.turn}"
    assert any("could not be checked" in warning for warning in loaded.warnings)
    hand = next(zone for zone in cursor.view_at(cursor.length).zones if zone.ref.owner == 0 and zone.ref.name == "hand")
    assert all(card.card_id is None for card in hand.cards)  # the host's hand stays hidden


def test_a_finished_games_audited_replay_takes_the_place_of_what_the_guest_was_shown(peers):
    host, port = peers.host("--ruleset", "skirmish", "--name", "Hana")
    guest = peers.start("guest", "join", f"127.0.0.1:{port}", "--ruleset", "skirmish", "--deck", "Giants",
                        "--name", "Gus", "--timeout", str(WAIT))  # fmt: skip
    assert guest.finish() == 0, guest.text()
    assert host.finish() == 0, host.text()
    [game] = guest_games(peers)
    assert not game.seen and game.outcome is not None and not game.unfinished
    assert str(game.path) == guest.wait_for(r"replay: (\S+)").group(1)
    replay = read_replay(game.path.read_text(encoding="utf-8"))
    assert not replay.problems and not replay.seen and replay.actions


def test_the_guests_chat_is_kept_in_what_it_was_shown(peers, tmp_path):
    """The guest's own chat (which no notice tells) goes into its replay with the views, and stays when the host
    dies."""
    rulesets.register_builtin()
    host, port = peers.host("--ruleset", "skirmish", "--bot-delay", "0.1")
    package = rulesets.load("skirmish")
    deck = next(iter(package.decks.values()))
    config = GuestConfig(package.ruleset, package.database, deck, "Gus", "0.1.0", b"g" * 32, DATE, join_code=peers.code)
    store = ReplayStore(tmp_path / "guest-data", sync=False)
    peer = GuestPeer(GuestSession(config), "127.0.0.1", port, store=store, reconnect_seconds=30)
    bot = heuristic_bot(package.ruleset, package.database, "chatty")
    shown: list[int] = []

    def heard(notice):
        if isinstance(notice, Changed):
            shown.append(notice.n)
            if len(shown) == 2:
                peer.chat("good \x1b[2Jluck")
                peer.loop.call_soon_threadsafe(host.kill)  # the host dies mid-game, after the chat went out
            elif notice.legal and len(shown) < 2:
                peer.submit(bot.choose(notice.view, notice.legal))
        elif isinstance(notice, Paused):
            peer.loop.call_soon_threadsafe(peer.loop.stop)

    peer.add_listener(heard)
    peer.connect()
    assert peer.run(WAIT), "the guest never saw its host go"
    replay = read_replay(peer.replay_path.read_text(encoding="utf-8"))
    assert [(line.player, line.text) for line in replay.chat] == [(1, "good luck")], "kept as sent (no control)"
    assert replay.lost.startswith("host disconnected at turn") and len(replay.seen) == len(shown)
