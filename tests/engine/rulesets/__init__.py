"""Tests of the game rulesets."""
