"""Skirmish: a tiny demonstration ruleset that proves the kernel end to end (test scaffolding only).

Rules (numbered S-x-y so refusals can cite them):
S-1-1 a deck is exactly 20 cards; S-1-2 at most 4 copies of a card.
S-2-1 a player who must draw from an empty deck loses; S-2-2 the first player skips the
draw of turn 1; S-2-3 the turn player readies their creatures at the start of the draw phase.
S-3-1 one creature may be played per turn; S-3-2 at most 3 creatures on a field.
S-4-1 a creature that entered this turn cannot attack; S-4-2 nobody attacks on turn 1;
S-4-3 only ready creatures attack; S-4-4 the defender may block with one ready creature
(or one with Guard, even tapped).
S-4-6 a creature an effect forbids to attack cannot attack. S-3-3 activated abilities: see the card.
S-4-5 a blocked battle destroys the weaker creature (both on a tie); unblocked, the
defender loses health equal to the attacker's power.
S-5-1 a player at 0 health or less loses; both at once: a draw.
S-6-1 hand limit 5 at the end of the turn. S-6-2 "until end of turn" effects end then.
S-7-1 each player may mulligan once. S-8-1 triggered abilities: the turn player's first.

Its parts: `cards` (cards, sample decks), `procedures` (set-up, phases, battle), `actions`, `dialect` (its ability
language), `bot`, `skirmish` (the ruleset) and `scenarios` (test helpers); every name is re-exported here.
"""

from engine.abilities.filters import has_keyword, prevented  # re-exported for tests
from tests.support.demo.actions import Attack, PlayCreature
from tests.support.demo.bot import SkirmishPolicy
from tests.support.demo.cards import (
    CARD_IDS,
    CARDS,
    DECK_A,
    DECK_B,
    THEIR_FIELD,
    VANILLA,
    YOURS_OTHERS,
    database,
    deck,
)
from tests.support.demo.dialect import (
    GainHealth,
    HealthArgs,
    damage,
    destroy,
    double_power,
    gain_health,
    health_at_most,
    language,
)
from tests.support.demo.procedures import (
    HAND_LIMIT,
    STARTING_HEALTH,
    battle,
    destroy_card,
    draw,
    phase_draw,
    phase_end,
    phase_main,
    power,
    ref,
    setup,
)
from tests.support.demo.scenarios import pass_until, put, start
from tests.support.demo.skirmish import Skirmish, ruleset

__all__ = [
    "CARDS", "CARD_IDS", "DECK_A", "DECK_B", "HAND_LIMIT", "STARTING_HEALTH", "THEIR_FIELD", "VANILLA",
    "YOURS_OTHERS", "Attack", "GainHealth", "HealthArgs", "PlayCreature", "Skirmish", "SkirmishPolicy", "battle",
    "damage", "database", "deck", "destroy", "destroy_card", "double_power", "draw", "gain_health", "has_keyword",
    "health_at_most", "language", "pass_until", "phase_draw", "phase_end", "phase_main", "power", "prevented",
    "put", "ref", "ruleset", "setup", "start",
]  # fmt: skip
