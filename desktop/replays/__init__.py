"""Replays on the desktop: the recording store, loading with clear messages, the saved-games list and the viewer."""
