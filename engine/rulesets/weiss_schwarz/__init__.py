"""Weiß Schwarz: the `weiss-schwarz` ruleset (see NOTES.md beside this file for every choice made)."""

from engine.rulesets.weiss_schwarz.language import language
from engine.rulesets.weiss_schwarz.ruleset import RULESET_ID, WeissSchwarzRuleset, build_ruleset

__all__ = ["RULESET_ID", "WeissSchwarzRuleset", "build_ruleset", "language"]
