"""Illegal moves in tests: refused under their rule, in players' words, nothing changed; every rule has its test."""

from __future__ import annotations

import importlib
import re
from collections.abc import Mapping
from pathlib import Path

import pytest

from engine import Action, Game, PlayerId
from engine.errors import RulesError


def refused(game: Game, kind: str, player: int, rule: str, *words: str, **fields: object) -> str:
    """Check and apply the move: refused under `rule`, its reason holding `words` and no internal name (no "_"),
    and `apply` changed nothing (the state hash is the same); returns the reason."""
    action = Action(kind, PlayerId(player), **fields)  # type: ignore[arg-type]
    before = game.state_hash()
    error = game.check(action)
    assert error is not None, f"{action} was legal"
    assert error.rule == rule, (error.rule, error.reason)
    for word in words:
        assert word in error.reason, (word, error.reason)
    assert "_" not in error.reason, error.reason
    with pytest.raises(RulesError):
        game.apply(action)
    assert game.state_hash() == before
    return error.reason


def written_rules(folder: Path, *patterns: str) -> set[str]:
    """The rule numbers a ruleset's modules (the .py files in `folder`) write into their refusals,
    `IllegalAction("7-1-1-1", ...)`, and what the extra `patterns` (regular expressions, group 1 the rule) find."""
    written: set[str] = set()
    for path in sorted(folder.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        for pattern in (r'IllegalAction\(\s*"([0-9-]+)"', *patterns):
            written |= set(re.findall(pattern, text))
    return written


def assert_every_rule_has_its_test(written: set[str], sites: Mapping[str, str], here: Mapping[str, object]) -> None:
    """Every rule in `written` has its line in `sites` (rule: the test that makes the move and checks it), and every
    test named there exists: in `here` (the test module's globals()) or, named "module::test", in that module."""
    missing = sorted(written - set(sites))
    assert not missing, f"refusal rules without a test in SITES: {missing}"
    for name in sites.values():
        module, _, test = name.rpartition("::")
        found = vars(importlib.import_module(module)).get(test) if module else here.get(name)
        assert callable(found), f"SITES names a test that does not exist: {name}"
