"""The Dragon Ball Super Card Game (General Rules Ver. 1.23): ruleset `dragon-ball-super`."""

from engine.rulesets.dragon_ball_super.ruleset import RULESET_ID, DragonBallRuleset, build_ruleset

__all__ = ["RULESET_ID", "DragonBallRuleset", "build_ruleset"]
