"""Tests of the Weiß Schwarz ruleset."""
