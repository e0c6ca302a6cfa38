"""The game screen's hotkeys at work: a shortcut per configurable move (desktop.hotkeys) and what each one does."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from desktop.hotkeys import HELP_KEY, HOTKEYS, bindings
from desktop.playmat.menus import open_action_menu
from desktop.qt import QKeySequence, QLineEdit, QObject, QShortcut, Qt, QWidget

if TYPE_CHECKING:
    from desktop.game_screen import GameScreen

ATTACK = "attack"
"""The action kind of an attack in every ruleset."""
CHAT_EDIT = "chat_edit"
"""The attribute of a side widget that holds a chat's text box (the LAN panel's)."""


class GameKeys(QObject):
    """One QShortcut per configurable move, on the game screen and everything in it; `rebind` applies new keys."""

    def __init__(self, screen: GameScreen, chosen: Mapping[str, str] | None = None) -> None:
        super().__init__(screen)
        self.screen = screen
        handlers: dict[str, Callable[[], object]] = {
            "pass": screen.pass_turn,
            "attack": self.attack_with_selected,
            "menu": screen.question_bar.open_actions_menu,
            "zoom": self.toggle_zoom,
            "undo": screen.take_back,
            "chat": self.focus_chat,
        }
        self.shortcuts: dict[str, QShortcut] = {}
        for hotkey in HOTKEYS:
            shortcut = QShortcut(screen)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(handlers[hotkey.name])
            self.shortcuts[hotkey.name] = shortcut
        self.keys: dict[str, str] = {}
        self.rebind(chosen)
        self.help_shortcut = QShortcut(QKeySequence(HELP_KEY), screen)
        self.help_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.help_shortcut.activated.connect(self.toggle_help)
        self.pointed: int | None = None  # the card under the pointer, for "attack with the selected card"
        screen.scene.hovered.connect(lambda card: setattr(self, "pointed", None if card is None else card.iid))

    def rebind(self, chosen: Mapping[str, str] | None) -> None:
        self.keys = bindings(chosen)
        for name, shortcut in self.shortcuts.items():
            shortcut.setKey(QKeySequence.fromString(self.keys[name], QKeySequence.SequenceFormat.PortableText))

    def toggle_help(self) -> None:
        """F1: the keys and gestures of this game over the table, or away again."""
        overlay = self.screen.help
        if overlay.isVisible():
            overlay.hide()
        else:
            overlay.show_help(self.screen.table.ruleset, self.keys)

    def attack_with_selected(self) -> None:
        """Attack with the card the keyboard selected (else the one under the pointer): at once when it has one
        attack, from a menu of its attacks when it has several."""
        screen = self.screen
        item = screen.view.focused_card() or screen.scene.cards.get(self.pointed if self.pointed is not None else -1)
        if item is None or item.iid is None:
            screen.status.emit("Select a card first (Tab or the arrow keys, or point at it), then attack with it.")
            return
        attacks = [action for action in screen.scene.actions_for(item.iid) if action.kind == ATTACK]
        if not attacks:
            screen.status.emit(f"{screen.words.card(item.iid).capitalize()} cannot attack now.")
        elif len(attacks) == 1:
            screen.submit(attacks[0])
        else:
            open_action_menu(screen.scene, attacks, item=item)

    def toggle_zoom(self) -> None:
        scene = self.screen.scene
        scene.zoom_enabled = not scene.zoom_enabled
        if not scene.zoom_enabled:
            scene.hover(None)
        self.screen.status.emit(f"Large card on hover: {'on' if scene.zoom_enabled else 'off'}.")

    def focus_chat(self) -> None:
        holders = [widget for widget in self.screen.findChildren(QWidget) if hasattr(widget, CHAT_EDIT)]
        edits = [getattr(widget, CHAT_EDIT) for widget in holders]
        edit = next((e for e in edits if isinstance(e, QLineEdit) and e.isVisible()), None)
        if edit is None:
            self.screen.status.emit("There is no chat in this game (chat is for LAN games).")
            return
        edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
