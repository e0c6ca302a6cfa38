"""The ONE PIECE Card Game and its ENERGIO!! variant: one rules engine, two parameter sets."""

from engine.rulesets.one_piece.params import ENERGIO, ONE_PIECE, PARAMS, Params, params_of
from engine.rulesets.one_piece.ruleset import OnePieceRuleset, build_ruleset, energio, one_piece

RULESET_IDS = tuple(PARAMS)

__all__ = [
    "ENERGIO",
    "ONE_PIECE",
    "PARAMS",
    "RULESET_IDS",
    "OnePieceRuleset",
    "Params",
    "build_ruleset",
    "energio",
    "one_piece",
    "params_of",
]
