"""Registers the Skirmish demonstration ruleset for tests (PLAYMAT_DEMO set) when tests/support/demo/ is importable."""

from __future__ import annotations

from desktop.rulesets import RulesetPackage, register
from engine.formats.decks import Deck, DeckEntry

BALANCED = {"SK-001": 4, "SK-002": 4, "SK-003": 3, "SK-004": 3, "SK-005": 3, "SK-006": 3}
GIANTS = {"SK-001": 4, "SK-002": 4, "SK-003": 4, "SK-005": 4, "SK-006": 4}


def _deck(name: str, counts: dict[str, int]) -> Deck:
    entries = tuple(DeckEntry(card=card, count=n) for card, n in counts.items() if n)
    return Deck(ruleset="skirmish", name=name, sections={"main": entries})


def register_demo() -> bool:
    """Register "Skirmish (demo)"; False when the demo module is not there (an installed app)."""
    try:
        from tests.support import demo
    except ImportError:
        return False

    def factory() -> RulesetPackage:
        decks = {"Balanced": BALANCED, "Giants": GIANTS}
        for name, attribute in (("Tricks", "DECK_A"), ("Tempo", "DECK_B")):
            counts = getattr(demo, attribute, None)
            if isinstance(counts, dict):
                decks[name] = counts
        ruleset, database = demo.ruleset(), demo.database()
        built = {name: _deck(name, counts) for name, counts in decks.items()}
        playable = {name: deck for name, deck in built.items() if not ruleset.validate_deck(deck, database)}
        return RulesetPackage(ruleset, database, playable)

    register("skirmish", factory, "Skirmish (demo)")
    return True
