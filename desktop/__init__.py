"""Playmat's PySide6 desktop application: renders engine views and turns gestures into actions."""
