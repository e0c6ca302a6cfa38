"""Replays on the desktop: recording, resuming, the saved-games list, the viewer and bad files."""
