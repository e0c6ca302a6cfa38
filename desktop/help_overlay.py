"""The F1 help over the game screen: every hotkey as set now, the fixed keys, and the gestures of the game played."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from desktop.hotkeys import FIXED_KEYS, HELP_KEY, HOTKEYS, shown
from desktop.overlays import Overlay
from desktop.qt import QHideEvent, QKeyEvent, QLabel, QMouseEvent, QPushButton, QScrollArea, Qt, QWidget, Signal
from engine.layout import Gesture
from engine.ruleset import Ruleset

EVERY_GAME: tuple[tuple[str, str], ...] = (
    ("Drag a card onto a card", "Use it on that card: attack, block, give, choose a target"),
    ("Drag a card onto the table", "Its move that needs no target: play it, summon it"),
    ("Double-click a card", "Its only move, or a menu of its moves"),
    ("Right-click a card", "The menu of its moves"),
    ("Point at a card", "See it large beside itself, and in the preview with what changes its numbers"),
    ("Click a card a question offers", "Select it (or unselect it) for the answer"),
)
"""Gestures of every game's table."""

STYLE = """
QFrame#helpOverlay { background: rgba(8, 12, 16, 215); }
QLabel#helpTitle { font-size: 24px; font-weight: bold; color: #ffd166; }
QLabel#helpBody { font-size: 14px; color: #e8ecf1; background: transparent; }
QScrollArea#helpPane, QWidget#helpPaneInside { background: transparent; border: none; }
"""


def action_label(ruleset: Ruleset, kind: str) -> str:
    """What players call an action kind ("Play", "Give DON!!"), as the menus say it (engine.words)."""
    naming = getattr(ruleset.action_rules.get(kind), "label", None)
    if isinstance(naming, str):
        return naming
    if callable(naming):
        return str(naming(ruleset))
    return kind.replace("_", " ").capitalize()


def gesture_line(ruleset: Ruleset, gesture: Gesture) -> tuple[str, str]:
    """One declared gesture in words: (the move, how the hand makes it)."""

    def zone(name: str) -> str:
        return f"your {ruleset.zone_spec(name).label}"

    if gesture.any_card:
        start = f"Drag any card of {zone(gesture.source)}"
    elif gesture.source:
        start = f"Drag a card from {zone(gesture.source)}"
    else:
        start = "Drag the card"
    if gesture.onto == "card":
        end = "onto the card it pays for"
    elif gesture.onto:
        end = f"onto {zone(gesture.onto)}" + (", at the position you want" if gesture.slot else "")
    else:
        end = "onto the card it acts on (anywhere on the table if none)"
    return action_label(ruleset, gesture.kind).rstrip(":"), f"{start} {end}"


def game_gestures(ruleset: Ruleset) -> list[tuple[str, str]]:
    """The gestures of this game: its declared ones (each once), then moving counted tokens where it has them."""
    lines: list[tuple[str, str]] = []
    for gesture in ruleset.layout.gestures if ruleset.layout is not None else ():
        line = gesture_line(ruleset, gesture)
        if line not in lines:
            lines.append(line)
    if any(spec.holds_tokens for spec in ruleset.zones):
        lines.append(("Move cores", "Drag a core between your pools and your cards when a cost or an effect asks"))
    return lines


def _rows(title: str, rows: list[tuple[str, str]]) -> str:
    heading = f"<tr><td colspan='2' style='padding:14px 0 4px 0; font-size:16px'><b>{escape(title)}</b></td></tr>"
    cells = "".join(
        f"<tr><td style='padding:3px 24px 3px 0; color:#ffd166; white-space:nowrap'><b>{escape(key)}</b></td>"
        f"<td style='padding:3px 0'>{escape(what)}</td></tr>"
        for key, what in rows
    )
    return heading + cells


def help_html(ruleset: Ruleset, keys: Mapping[str, str]) -> str:
    """The whole help as rich text, one table so the columns line up: configurable keys as set now, the fixed keys,
    every game's and this game's gestures."""
    configurable = [(shown(keys.get(hotkey.name, "")), hotkey.label) for hotkey in HOTKEYS]
    parts = [
        _rows("Keys (change them in Settings)", configurable),
        _rows("Other keys", list(FIXED_KEYS)),
        _rows("On every table", list(EVERY_GAME)),
    ]
    own = game_gestures(ruleset)
    if own:
        parts.append(_rows(f"In {ruleset.name}", own))
    return f"<table cellspacing='0'>{''.join(parts)}</table>"


class HelpOverlay(Overlay):
    """Keys and gestures over the table; F1, Esc, a click beside it or Close hides it (`closed` then)."""

    closed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "helpOverlay")
        self.setStyleSheet(STYLE)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.title = QLabel()
        self.title.setObjectName("helpTitle")
        self.text = QLabel()
        self.text.setObjectName("helpBody")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        scroll = QScrollArea()
        scroll.setObjectName("helpPane")
        scroll.setWidget(self.text)
        scroll.viewport().setObjectName("helpPaneInside")
        scroll.setWidgetResizable(True)
        scroll.setMinimumSize(760, 420)
        self.pane = scroll
        self.close_button = QPushButton(f"Close ({HELP_KEY})")
        self.close_button.setObjectName("helpClose")
        self.close_button.clicked.connect(self.hide)
        for widget in (self.title, scroll, self.close_button):
            self.body.addWidget(widget)

    def show_help(self, ruleset: Ruleset, keys: Mapping[str, str]) -> None:
        self.title.setText(f"Keys and gestures · {ruleset.name}")
        self.text.setText(help_html(ruleset, keys))
        parent = self.parentWidget()
        if parent is not None:
            self.pane.setMinimumHeight(max(240, min(620, parent.height() - 220)))
        self.cover_parent()
        self.show()
        self.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.closed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F1):
            self.hide()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.card.geometry().contains(event.position().toPoint()):
            self.hide()  # a click beside the help closes it
            return
        super().mousePressEvent(event)
