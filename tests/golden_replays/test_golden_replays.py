"""Golden replays re-simulate to their stored hashes; a rules change that alters one fails with how to regenerate."""

from __future__ import annotations

import json

import pytest

from tests.golden_replays.games import GOLDEN_IDS, REGENERATE, path_of, problems


@pytest.mark.parametrize("ruleset_id", GOLDEN_IDS)
def test_the_golden_replay_still_plays_out_the_same(ruleset_id):
    text = path_of(ruleset_id).read_text(encoding="utf-8")
    assert text.count('"t":"action"') >= 30, "a golden game is a real game"
    found = problems(ruleset_id, text)
    assert not found, "\n".join(found)


def test_a_changed_game_fails_loudly_with_the_regeneration_hint():
    lines = path_of("skirmish").read_text(encoding="utf-8").splitlines(keepends=True)
    index = next(i for i, line in enumerate(lines) if '"t":"hash"' in line and '"n":30,' in line)
    lines[index] = json.dumps({"hash": "0" * 64, "n": 30, "t": "hash"}) + "\n"
    found = problems("skirmish", "".join(lines))
    assert len(found) == 1 and "stops agreeing with the rules at action 30" in found[0] and REGENERATE in found[0]
