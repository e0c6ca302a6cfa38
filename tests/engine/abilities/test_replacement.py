"""The replacement kernel's pure parts: which causes a replacement ability accepts (the rulesets' scenario tests
in tests/engine/rulesets/*/test_replacements*.py play the whole flow)."""

import pytest

from engine.abilities.replacement import _cause_matches
from engine.ids import PlayerId

ME, THEM = PlayerId(0), PlayerId(1)


@pytest.mark.parametrize(
    ("cause", "context", "accepted"),
    [
        ("any", {}, True),
        ("any", {"cause": "battle"}, True),
        ("battle", {"cause": "battle", "by": 1}, True),
        ("battle", {"cause": "effect", "by": 1}, False),
        ("effect", {"cause": "effect", "by": 0}, True),
        ("effect", {"cause": "battle"}, False),
        ("opponent_effect", {"cause": "effect", "by": 1}, True),
        ("opponent_effect", {"cause": "effect", "by": 0}, False),
        ("opponent_effect", {"cause": "effect"}, False),  # whose effect unknown: not the opponent's
        ("your_effect", {"cause": "effect", "by": 0}, True),
        ("your_effect", {"cause": "effect", "by": 1}, False),
        ("your_effect", {"cause": "battle", "by": 0}, False),
    ],
)
def test_a_replacement_accepts_only_its_cause(cause, context, accepted):
    assert _cause_matches(cause, context, ME) is accepted
