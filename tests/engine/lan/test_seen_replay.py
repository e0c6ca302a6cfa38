"""A LAN guest's replay of what it was shown (replay format 3): written update by update, read back position by
position, never holding anything the guest was not shown, and saying where the host was lost."""

from __future__ import annotations

import json

from engine.formats.replays import SEEN_FORMAT, read_replay, skim_replay
from engine.lan import Changed
from engine.lan.seen import ZONE_UPDATES, SeenCursor, SeenRecorder, seen_header, seen_log, seen_text

from .pair import Pair


def seen_file(stop_after: int) -> tuple[Pair, str]:
    """A game played in memory until `stop_after` actions, and the guest's replay of it, as GuestPeer writes it."""
    pair = Pair.make()
    pair.connect()
    pair.play(stop_after=stop_after)
    recorder = SeenRecorder(seen_header(pair.guest))
    text = recorder.header_text()
    for notice in pair.guest_notices:
        if isinstance(notice, Changed):
            text += recorder.changed(notice)
    return pair, text + recorder.lost()


def test_the_guests_replay_reads_back_every_view_it_was_shown_and_where_the_host_was_lost():
    pair, text = seen_file(stop_after=12)
    replay = read_replay(text)
    assert replay.header.format == SEEN_FORMAT and not replay.problems and not replay.actions
    shown = [notice for notice in pair.guest_notices if isinstance(notice, Changed)]
    cursor = SeenCursor.load(pair.guest.config.ruleset, pair.guest.config.database, replay)
    assert cursor.mismatch is None and cursor.length == len(shown) - 1 == pair.guest.n
    assert [cursor.view_at(p) for p in range(cursor.length + 1)] == [notice.view for notice in shown]
    assert cursor.events_at(3) == shown[3].events
    turn = shown[-1].view.turn
    assert cursor.lost == replay.lost == f"host disconnected at turn {turn}"
    skim = skim_replay(text)
    assert (skim.actions, skim.turn, skim.lost) == (12, turn, f"host disconnected at turn {turn}")
    log = seen_log(cursor)
    assert log[-1].text == f"The game stops here: host disconnected at turn {turn}."
    assert any(line.text.startswith("12. ") for line in log)
    assert "the moves are not checked" in seen_text(cursor)


def test_the_guests_replay_holds_none_of_the_hosts_hidden_cards():
    pair, text = seen_file(stop_after=20)
    cursor = SeenCursor.load(pair.guest.config.ruleset, pair.guest.config.database, read_replay(text))
    for view in cursor.views:
        hand = next(zone for zone in view.zones if zone.ref.owner == 0 and zone.ref.name == "hand")
        assert hand.count > 0 and all(card.card_id is None for card in hand.cards)


def test_a_later_line_for_an_earlier_position_replaces_what_followed_it():
    """A take-back (or a return to the game) shows a position again: the replay keeps what was shown last."""
    _, text = seen_file(stop_after=6)
    lines = text.splitlines(keepends=True)
    seen = [line for line in lines if '"t":"seen"' in line]
    again = seen[3]  # the view after 3 actions, shown again after the 6th
    replay = read_replay("".join(lines[:-1]) + again)
    assert [entry.n for entry in replay.seen] == [0, 1, 2, 3] and replay.lost == ""


def test_moves_in_a_guests_replay_or_views_in_a_games_are_refused_as_damage():
    _, text = seen_file(stop_after=3)
    header, _, body = text.partition("\n")
    forged = read_replay(header + "\n" + '{"action":{"kind":"pass","player":1},"n":0,"t":"action"}\n' + body)
    assert forged.problems and "action line in a guest's replay" in forged.problems[0].message
    assert not forged.seen


def test_an_unreadable_view_stops_the_replay_at_the_position_before():
    pair, text = seen_file(stop_after=5)
    broken = text.replace('"turn_player":', '"turn_player":"x","_":', 3)
    cursor = SeenCursor.load(pair.guest.config.ruleset, pair.guest.config.database, read_replay(broken))
    assert cursor.mismatch is not None and cursor.length < 5


def test_an_update_keeps_only_the_zones_it_changed_and_reads_back_whole():
    pair, text = seen_file(stop_after=10)
    lines = [json.loads(line) for line in text.splitlines() if '"t":"seen"' in line]
    assert "zones" in lines[0]["view"] and ZONE_UPDATES not in lines[0]["view"], "the first view is whole"
    later = [line["view"] for line in lines[1:]]
    assert all("zones" not in view for view in later)
    zone_count = len(lines[0]["view"]["zones"])
    assert all(len(view[ZONE_UPDATES]) < zone_count for view in later)
    cursor = SeenCursor.load(pair.guest.config.ruleset, pair.guest.config.database, read_replay(text))
    shown = [notice.view for notice in pair.guest_notices if isinstance(notice, Changed)]
    assert cursor.views == shown


def test_a_zone_change_that_fits_no_zone_stops_the_replay_there():
    pair, text = seen_file(stop_after=4)
    head, *body = text.splitlines(keepends=True)
    third = json.loads(body[2])
    third["view"][ZONE_UPDATES] = [[999, {}]]
    body[2] = json.dumps(third) + "\n"
    cursor = SeenCursor.load(pair.guest.config.ruleset, pair.guest.config.database, read_replay(head + "".join(body)))
    assert cursor.length == 1 and "fits no zone" in str(cursor.mismatch)


def test_a_restarted_guest_writes_on_after_what_its_file_shows_without_the_whole_log_again():
    pair, text = seen_file(stop_after=6)
    shown = [notice for notice in pair.guest_notices if isinstance(notice, Changed)]
    back = Changed(shown[-1].n, shown[-1].view, tuple(e for n in shown for e in n.events), (), full=True)
    recorder = SeenRecorder(seen_header(pair.guest), (6, shown[-1].view.turn))
    line = json.loads(recorder.changed(back))
    assert line["n"] == 6 and line["events"] == [] and "zones" in line["view"], "the view whole, no log again"
    replay = read_replay(text + recorder.changed(back))
    assert [entry.n for entry in replay.seen] == list(range(7)) and replay.lost == ""
