"""The settings dialog: the bot's pace, animation speed, forced answers, the card-image folder, the game's keys,
and where Playmat keeps its files."""

from __future__ import annotations

from pathlib import Path

from desktop.hotkey_settings import HotkeyEditor
from desktop.qt import (
    QCheckBox,
    QDesktopServices,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    Qt,
    QUrl,
    QVBoxLayout,
    QWidget,
)
from desktop.settings import Settings, cache_dir, config_dir, data_dir


class SettingsDialog(QDialog):
    """Edits a copy of the settings; `result_settings()` is the edited copy once accepted."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle("Settings")
        self.setMinimumWidth(720)
        self._settings = settings.model_copy()
        form = QFormLayout()
        self.bot_pause = QSpinBox()
        self.bot_pause.setObjectName("botPause")
        self.bot_pause.setRange(0, 10_000)
        self.bot_pause.setSingleStep(100)
        self.bot_pause.setSuffix(" ms")
        self.bot_pause.setValue(settings.bot_pause_ms)
        self.bot_pause.setToolTip("How long the bot waits before each move, so you can follow it")
        form.addRow("Bot's pause before each move", self.bot_pause)
        self.animation = QDoubleSpinBox()
        self.animation.setObjectName("animationSpeed")
        self.animation.setRange(0.0, 4.0)
        self.animation.setSingleStep(0.25)
        self.animation.setSuffix(" x")
        self.animation.setSpecialValueText("off")
        self.animation.setValue(settings.animation_speed)
        form.addRow("Animation speed", self.animation)
        self.auto_answer = QCheckBox("Answer a question that has only one legal answer by itself (said in the log)")
        self.auto_answer.setObjectName("autoAnswer")
        self.auto_answer.setChecked(settings.auto_answer)
        form.addRow("Forced decisions", self.auto_answer)
        self.confirm_end_main = QCheckBox("Ask for a second press of Next to end a Main Phase with moves left")
        self.confirm_end_main.setObjectName("confirmEndMain")
        self.confirm_end_main.setChecked(settings.confirm_end_main)
        form.addRow("Ending a Main Phase", self.confirm_end_main)
        self.cues = QCheckBox("Beep and flash at your turn, an attack on you and the game's end")
        self.cues.setObjectName("cues")
        self.cues.setChecked(settings.cues)
        self.cues.setToolTip("For when you look away while the bot or your friend moves: the system beep (no other "
                             "sound is available), the taskbar entry flashes and the phase strip pulses")  # fmt: skip
        form.addRow("Cues", self.cues)
        self.download_art = QCheckBox("Download card pictures from your card data's image links (into the cache)")
        self.download_art.setObjectName("downloadArt")
        self.download_art.setChecked(settings.download_art)
        form.addRow("Card pictures", self.download_art)
        self.images = QLineEdit(settings.image_folder)
        self.images.setObjectName("imageFolder")
        self.images.setPlaceholderText(str(data_dir() / "images"))
        browse = QPushButton("Choose…")
        browse.clicked.connect(self._choose_images)
        row = QHBoxLayout()
        row.addWidget(self.images, 1)
        row.addWidget(browse)
        form.addRow("Your card images", row)
        hint = QLabel("Images go in <i>folder</i>/<i>game id</i>/<i>card id</i>.png (or .jpg) and replace drawn faces.")
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #9aa5b1; font-size: 12px;")
        form.addRow("", hint)
        self.hotkeys = HotkeyEditor(settings.hotkeys)
        form.addRow("Keys in a game", self.hotkeys)
        folders = (("Decks, replays, card sets", data_dir()), ("Settings", config_dir()), ("Cache", cache_dir()))
        for name, folder in folders:
            form.addRow(name, self._folder_row(folder))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setObjectName("settingsOk")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def _folder_row(self, folder: Path) -> QWidget:
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        label = QLabel(str(folder))
        label.setToolTip(str(folder))
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(label, 1)
        show = QPushButton("Open")
        show.setToolTip(f"Open {folder} in the file manager")
        show.clicked.connect(lambda: self._open_folder(folder))
        layout.addWidget(show)
        return row

    def _open_folder(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def _choose_images(self) -> None:
        start = self.images.text() or str(data_dir() / "images")
        chosen = QFileDialog.getExistingDirectory(self, "Folder of your card images", start)
        if chosen:
            self.images.setText(chosen)

    def accept(self) -> None:
        """OK keeps the settings unless two moves share a key (the clash is said under the keys)."""
        if self.hotkeys.problem_lines():
            self.hotkeys.problems.setFocus()
            return
        super().accept()

    def result_settings(self) -> Settings:
        """The settings as edited (the original is left untouched)."""
        return self._settings.model_copy(
            update={
                "bot_pause_ms": self.bot_pause.value(),
                "animation_speed": self.animation.value(),
                "image_folder": self.images.text().strip(),
                "auto_answer": self.auto_answer.isChecked(),
                "confirm_end_main": self.confirm_end_main.isChecked(),
                "download_art": self.download_art.isChecked(),
                "cues": self.cues.isChecked(),
                "hotkeys": self.hotkeys.chosen(),
            }
        )
