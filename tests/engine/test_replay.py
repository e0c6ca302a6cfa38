"""Recording a game as a replay, verifying it, and seeking anywhere in it."""

import pytest

from engine.formats.replays import ReplayHeader, read_replay
from engine.game import Game
from engine.harness import play_game
from engine.ids import PlayerId
from engine.replay import BOTH, HASH_EVERY, Recorder, ReplayCursor, perspective_view
from tests.support import demo

SEED = "5eed"


@pytest.fixture(scope="module")
def recorded():
    decks = (demo.deck(demo.DECK_A), demo.deck(demo.DECK_B))
    record = play_game(demo.ruleset(), demo.database(), decks, SEED)
    header = ReplayHeader(app_version="test", ruleset="skirmish", ruleset_version="1",
                          card_digest=demo.database().digest(), players=("Ann", "Bob"), decks=decks, seed=SEED,
                          date="2026-11-21T12:00:00Z")  # fmt: skip
    recorder = Recorder(header)
    game = Game.new(demo.ruleset(), demo.database(), decks, SEED)
    text = recorder.header_text()
    for action in record.actions:
        turn = game.state.turn
        game.apply(action)
        text += recorder.record(game, action, turn)
    return record, text


def load(text):
    return ReplayCursor.load(demo.ruleset(), demo.database(), read_replay(text))


def test_recorded_replay_verifies_and_ends_with_the_outcome(recorded):
    record, text = recorded
    replay = read_replay(text)
    assert replay.problems == () and len(replay.actions) == len(record.actions)
    assert replay.outcome == record.outcome.to_data()
    assert len(replay.hashes) >= len(record.actions) // HASH_EVERY
    cursor = load(text)
    assert cursor.mismatch is None and cursor.length == len(record.actions)


def test_seek_gives_the_recorded_state_anywhere(recorded):
    record, text = recorded
    cursor = load(text)
    for position in (0, 1, 7, len(record.actions) // 2, len(record.actions) - 1, len(record.actions)):
        if position:
            assert cursor.seek(position).state_hash() == record.hashes[position - 1]
    assert cursor.seek(10**6).outcome is not None


def test_turn_starts_are_indexed(recorded):
    _, text = recorded
    cursor = load(text)
    turns = [turn for turn, _ in cursor.turn_starts]
    assert turns[:3] == [0, 1, 2] or turns[:2] == [1, 2]
    for turn, position in cursor.turn_starts[1:]:
        assert cursor.seek(position).state.turn == turn


def test_a_tampered_hash_is_reported_at_its_action_and_viewable_before(recorded):
    _, text = recorded
    lines = text.splitlines(keepends=True)
    index = next(i for i, line in enumerate(lines) if '"t":"hash"' in line and '"n":20' in line)
    lines[index] = lines[index].replace('"hash":"', '"hash":"0', 1).replace('"hash":"0', '"hash":"f', 1)
    cursor = load("".join(lines))
    assert cursor.mismatch is not None and cursor.mismatch.index == 19
    assert "action 20" in str(cursor.mismatch) and cursor.length == 19
    cursor.seek(19)


def test_a_tampered_action_is_caught(recorded):
    _, text = recorded
    lines = text.splitlines(keepends=True)
    index = next(i for i, line in enumerate(lines) if '"t":"action"' in line and '"kind":"play"' in line)
    lines[index] = lines[index].replace('"kind":"play"', '"kind":"attack"')
    cursor = load("".join(lines))
    assert cursor.mismatch is not None and cursor.length < index


def test_a_truncated_last_line_is_tolerated(recorded):
    _, text = recorded
    cut = text[: text.rindex('{"action"') + 20] if '{"action"' in text else text[:-15]
    replay = read_replay(cut)
    assert replay.truncated
    assert load(cut).mismatch is None


def test_events_at_are_the_events_the_action_had(recorded):
    _, text = recorded
    cursor = load(text)
    game = cursor.seek(4)
    assert cursor.events_at(5) == game.apply(cursor.actions[4])
    assert cursor.events_at(cursor.length + 1) == ()


def test_position_0_has_the_setup_events_that_happen_before_anyone_acts(recorded):
    _, text = recorded
    cursor = load(text)
    decks = (demo.deck(demo.DECK_A), demo.deck(demo.DECK_B))
    setup = Game.new(demo.ruleset(), demo.database(), decks, SEED).last_events
    assert cursor.events_at(0) == setup
    kinds = [event.kind for event in setup]
    assert kinds.count("shuffle") == 2 and kinds.count("move") == 6, "both decks shuffled, both opening hands drawn"


def test_walk_visits_every_action_with_the_game_before_it(recorded):
    record, text = recorded
    cursor = load(text)
    seen = []
    for index, game, action, events in cursor.walk():
        assert game.state_hash() == cursor.seek(index).state_hash()
        assert action == cursor.actions[index] and events == cursor.events_at(index + 1)
        seen.append(index)
    assert seen == list(range(len(record.actions)))


def test_turn_jumps_land_on_turn_starts(recorded):
    _, text = recorded
    cursor = load(text)
    starts = [position for _, position in cursor.turn_starts]
    middle = starts[3] + 1
    assert cursor.turn_start(middle) == starts[3]
    assert cursor.next_turn_start(middle) == starts[4]
    assert cursor.next_turn_start(cursor.length) == cursor.length
    assert cursor.turn_start(0) == 0


def test_a_recorder_goes_on_from_where_a_file_stopped(recorded):
    _, text = recorded
    cursor = load(text)
    header = cursor.header
    recorder = Recorder(header)
    first = recorder.header_text() + recorder.record_all(cursor.seek(0), cursor.actions[:12])
    game = cursor.seek(12)
    rest = Recorder(header, recorded=12).record_all(game, cursor.actions[12:])
    assert first + rest == text


def test_both_hands_open_shows_each_hand_to_its_owner_and_keeps_decks_hidden(recorded):
    _, text = recorded
    game = load(text).seek(3)
    both = perspective_view(game, BOTH)
    hands = [zone for zone in both.zones if zone.ref.name == "hand"]
    assert len(hands) == 2 and all(card.card_id is not None for zone in hands for card in zone.cards)
    decks = [zone for zone in both.zones if zone.ref.name == "deck"]
    assert all(card.card_id is None for zone in decks for card in zone.cards)
    one = perspective_view(game, PlayerId(0))
    assert one == game.view(PlayerId(0))
    assert all(card.card_id is None for card in one.zone(hands[1].ref).cards)
    assert perspective_view(game, BOTH, bottom=PlayerId(1)).viewer == 1


def test_loading_reports_its_progress_and_a_raise_from_the_callback_stops_it(recorded):
    _, text = recorded
    replay = read_replay(text)
    total = len(replay.actions)
    reports = []
    cursor = ReplayCursor.load(demo.ruleset(), demo.database(), replay, lambda d, t: reports.append((d, t)), every=10)
    assert reports == [(n, total) for n in range(10, total, 10)] + [(total, total)]
    assert cursor.length == total

    class Stop(Exception):
        pass

    def stop_at_20(done, _total):
        if done >= 20:
            raise Stop

    with pytest.raises(Stop):
        ReplayCursor.load(demo.ruleset(), demo.database(), replay, stop_at_20, every=10)
