"""The settings dialog from the start screen: accepted changes are saved and used by the next game; Cancel keeps
everything as it was."""

from __future__ import annotations

import json

from desktop.qt import QDialogButtonBox, QPushButton, Qt
from desktop.settings import settings_path
from desktop.settings_dialog import SettingsDialog

from .conftest import screenshot, start


def open_dialog(qtbot, window) -> SettingsDialog:
    qtbot.mouseClick(window.start_screen.findChild(QPushButton, "settingsButton"), Qt.MouseButton.LeftButton)
    dialog = window.findChild(SettingsDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_accepted_settings_are_saved_and_used_by_the_next_game(qtbot, window, tmp_path):
    dialog = open_dialog(qtbot, window)
    assert dialog.bot_pause.value() == 0 and dialog.animation.text() == "off"
    screenshot(dialog, "settings-dialog")
    dialog.bot_pause.setValue(250)
    dialog.images.setText(str(tmp_path / "my-images"))
    qtbot.mouseClick(dialog.findChild(QPushButton, "settingsOk"), Qt.MouseButton.LeftButton)
    assert window.settings.bot_pause_ms == 250
    assert window.settings.images_root() == tmp_path / "my-images"
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["bot_pause_ms"] == 250 and saved["image_folder"] == str(tmp_path / "my-images")
    assert "next game" in window.statusBar().currentMessage()
    screen = start(window)
    assert screen.table.bot_pause_ms == 250


def test_cancel_changes_nothing(qtbot, window):
    dialog = open_dialog(qtbot, window)
    dialog.bot_pause.setValue(5000)
    dialog.findChild(QDialogButtonBox).rejected.emit()
    assert window.settings.bot_pause_ms == 0
    assert not settings_path().exists()


def test_forced_answers_and_the_second_press_of_next_are_settings(qtbot, window):
    """Both on by default; unticked in the dialog, saved, and the next game plays without them."""
    from desktop.qt import QCheckBox

    dialog = open_dialog(qtbot, window)
    auto, confirm = dialog.findChild(QCheckBox, "autoAnswer"), dialog.findChild(QCheckBox, "confirmEndMain")
    assert auto.isChecked() and confirm.isChecked()
    for box in (auto, confirm):
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().topLeft() + box.rect().center() / 4)
    assert not auto.isChecked() and not confirm.isChecked()
    qtbot.mouseClick(dialog.findChild(QPushButton, "settingsOk"), Qt.MouseButton.LeftButton)
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["auto_answer"] is False and saved["confirm_end_main"] is False
    screen = start(window)
    assert not screen.auto_answer and not screen.confirm_end_main
