"""Forcing replay files to disk: off the caller's thread, in order, and a stuck disk never holds up the table."""

from __future__ import annotations

import threading

import pytest

from desktop.replays import syncing
from desktop.replays.store import ReplayStore
from desktop.replays.syncing import DiskSyncer
from engine.formats.replays import read_replay
from tests.support import demo
from tests.support.replays import header_for

from ..conftest import start
from ..helpers import answer_passively, wait_for_decision

BOUND = 10.0  # seconds: only a broken syncer would ever wait this long


class StuckDisk:
    """A disk whose every sync hangs until `release`; it notes the paths in the order they were synced."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.started = threading.Event()
        self.paths: list = []

    def sync(self, path) -> None:
        self.paths.append(path)
        self.started.set()
        assert self.gate.wait(BOUND)

    def release(self) -> None:
        self.gate.set()


@pytest.fixture
def stuck():
    disk = StuckDisk()
    yield disk
    disk.release()


def test_a_real_file_is_synced_on_the_syncers_thread(tmp_path):
    syncer = DiskSyncer()
    path = tmp_path / "game.jsonl"
    path.write_text("line\n", encoding="utf-8")
    syncer.request(path)
    syncer.request(tmp_path)
    assert syncer.wait(BOUND) and syncer.synced == 2 and syncer.failures == [] and syncer.idle


def test_syncs_run_in_the_order_asked_and_waiting_ones_of_one_file_merge(tmp_path, stuck):
    syncer = DiskSyncer(stuck.sync)
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    syncer.request(a)
    assert stuck.started.wait(BOUND), "the first sync is under way (and hangs)"
    for path in (b, a, b, a):
        syncer.request(path)  # returns at once although the disk is stuck
    assert not syncer.wait(0.01) and not syncer.idle
    stuck.release()
    assert syncer.wait(BOUND)
    assert stuck.paths == [a, b, a], "a's second sync is after b's; the repeated requests merged into the waiting ones"


def test_a_path_that_cannot_be_synced_is_noted_and_the_rest_go_on(tmp_path):
    syncer = DiskSyncer()
    good = tmp_path / "good.jsonl"
    good.write_text("x\n", encoding="utf-8")
    syncer.request(tmp_path / "gone.jsonl")
    syncer.request(good)
    assert syncer.wait(BOUND) and syncer.synced == 2
    assert len(syncer.failures) == 1 and syncer.failures[0].startswith("gone.jsonl")


def test_a_store_asks_for_every_append_and_the_new_files_folder_entry(tmp_path, stuck):
    syncer = DiskSyncer(stuck.sync)
    store = ReplayStore(tmp_path, syncer=syncer)
    recording = store.begin(header_for(demo.ruleset(), demo.database(), (demo.deck(demo.DECK_A),
                                                                         demo.deck(demo.DECK_B)), "s"))  # fmt: skip
    recording.append('{"t":"note"}\n')
    assert recording.path.read_text(encoding="utf-8").endswith('{"t":"note"}\n'), "written and flushed at once"
    stuck.release()
    assert syncer.wait(BOUND)
    assert stuck.paths[:2] == [recording.path, store.folder] and set(stuck.paths) == {recording.path, store.folder}
    assert ReplayStore(tmp_path, sync=False).syncer is None


def test_a_stuck_disk_never_holds_up_the_table(qtbot, window, stuck, monkeypatch):
    syncer = DiskSyncer(stuck.sync)
    monkeypatch.setattr(syncing, "DISK", syncer)
    screen = start(window)
    table = screen.table
    path = table.recording.file.path
    for _ in range(4):  # the human answers through the question bar; the bot answers on its own
        if wait_for_decision(qtbot, screen).view.outcome is not None:
            break
        answer_passively(qtbot, screen)
    played = table.game.state.actions_applied
    assert played >= 4 and stuck.started.is_set() and not syncer.idle, "the disk is still stuck"
    replay = read_replay(path.read_text(encoding="utf-8"))
    assert len(replay.actions) == played, "every action is written and flushed, the sync can wait"
    stuck.release()
    assert syncer.wait(BOUND) and set(stuck.paths) == {path, path.parent}
