"""Battle Spirits Saga: the `battle-spirits-saga` ruleset (see NOTES.md beside this file for every choice made)."""

from engine.rulesets.battle_spirits_saga.language import language
from engine.rulesets.battle_spirits_saga.ruleset import RULESET_ID, BattleSpiritsRuleset, build_ruleset

__all__ = ["RULESET_ID", "BattleSpiritsRuleset", "build_ruleset", "language"]
