"""Tests of the ONE PIECE and ENERGIO!! rulesets."""
