"""Replays tell the truth: a flipped winner in the end line, removed hash lines, a cut-off end and an edited LAN
header (commitments, decks, names, game id, date, seed) are each reported when the replay is loaded; an honest replay
has nothing to say."""

import dataclasses
import json

from desktop import rulesets
from desktop.replays.loading import load_text
from engine.formats.replays import read_replay
from engine.lan import AuditDone
from engine.lan.audit import header_problems
from engine.replay import ReplayCursor
from tests.engine.lan.pair import Pair, replay_text


def finished_game() -> tuple[Pair, str]:
    pair = Pair.make()
    pair.connect()
    pair.play()
    return pair, replay_text(pair.host_notices)


def honesty(pair: Pair, text: str) -> list[str]:
    replay = read_replay(text)
    config = pair.host.config
    cursor = ReplayCursor.load(config.ruleset, config.database, replay)
    return cursor.honesty(replay) + header_problems(replay.header)


def lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines()]


def joined(records: list[dict]) -> str:
    return "".join(json.dumps(record, sort_keys=True, separators=(",", ":")) + "\n" for record in records)


def test_an_honest_replay_has_nothing_to_say_on_both_sides():
    pair, text = finished_game()
    assert honesty(pair, text) == []
    guest_text = next(n.text for n in pair.guest_notices if getattr(n, "complete", False))
    assert honesty(pair, guest_text) == []


def test_a_flipped_winner_in_the_end_line_is_reported():
    pair, text = finished_game()
    records = lines(text)
    end = records[-1]
    assert end["t"] == "end"
    end["outcome"] = {**end["outcome"], "winner": 1 - end["outcome"]["winner"], "reason": "Player 2 won."}
    (problem,) = honesty(pair, joined(records))
    assert "Its end line says “Player 2 won.”" in problem and "the end line is not true" in problem


def test_removed_hash_lines_and_a_cut_off_end_are_reported():
    pair, text = finished_game()
    records = lines(text)
    without_hashes = [r for r in records if not (r["t"] == "hash" and r["n"] in (10, 20))]
    problems = honesty(pair, joined(without_hashes))
    assert any("State checks are missing after action 10, 20" in p for p in problems)
    cut = joined([r for r in records if r["t"] != "end"])
    assert any("the end line is missing: the last lines were cut off" in p for p in honesty(pair, cut))


def test_an_edited_lan_header_is_reported():
    pair, text = finished_game()
    records = lines(text)
    header = records[0]
    other = dict(header, commitments=["ab" * 32, header["commitments"][1]])
    assert honesty(pair, joined([other, *records[1:]])) == [
        "Its header's commitment, deck, name or date of player 1 was changed after the game."
    ]
    renamed = dict(header, players=[header["players"][0], "Somebody Else"])
    assert honesty(pair, joined([renamed, *records[1:]])) == [
        "Its header's commitment, deck, name or date of player 2 was changed after the game."
    ]
    redated = dict(header, date="2020-02-02T02:02:02Z")
    assert any("player 1 was changed" in p for p in honesty(pair, joined([redated, *records[1:]])))
    moved = dict(header, extra={**header["extra"], "game_id": "another"})
    assert any("player 1 was changed" in p for p in honesty(pair, joined([moved, *records[1:]])))
    reseeded = dict(header, seed="cd" * 32)
    assert any("seed is not the one" in p for p in honesty(pair, joined([reseeded, *records[1:]])))


def test_the_replay_viewer_shows_each_of_them():
    rulesets.register_builtin()
    _, text = finished_game()
    records = lines(text)
    records[-1]["outcome"]["reason"] = "Forged."
    loaded = load_text(joined(records), "forged.jsonl")
    assert any("the end line is not true" in warning for warning in loaded.warnings)


def test_both_replays_carry_the_hosts_date_and_still_audit():
    plain = Pair.make()
    guest_config = dataclasses.replace(plain.guest.config, date="2030-12-31T23:59:00Z")
    pair = Pair.make(guest_config=guest_config)
    pair.connect()
    pair.play()
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]
    guest_text = next(n.text for n in pair.guest_notices if getattr(n, "complete", False))
    assert read_replay(guest_text).header.date == pair.host.config.date
    assert honesty(pair, guest_text) == []
