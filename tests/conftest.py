"""Test-wide settings: Qt always offscreen, the demo ruleset registered."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PLAYMAT_DEMO", "1")  # the Skirmish demo ruleset is registered for tests only
