"""The app's look: a dark slate frame around a felt-green table, in one Qt style sheet (dialogs included)."""

from desktop.qt import QWidget

STYLE_SHEET = """
QMainWindow, QDialog, QWidget#startScreen, QWidget#gameScreen, QWidget#sidePanel {
    background: #1b2128; color: #e6e9ec;
}
QLabel { color: #e6e9ec; }
QStatusBar { background: #12161b; color: #ffd166; font-weight: bold; }
QPushButton {
    background: #2d3843; color: #eef1f4; border: 1px solid #44525f; border-radius: 6px;
    padding: 6px 14px; font-size: 13px;
}
QPushButton:hover { background: #38475a; }
QPushButton:focus { border: 2px solid #ffd166; }
QPushButton:checked { background: #1f7a8c; border-color: #5bc0eb; }
QPushButton:disabled { color: #7b8590; background: #242b33; border-color: #323b45; }
QPushButton#playButton {
    background: #2e9e5b; border-color: #47c27a; font-size: 18px; font-weight: bold; padding: 12px 36px;
}
QPushButton#playButton:hover { background: #35b368; }
QPushButton#passButton, QPushButton#nextButton, QPushButton#confirmButton, QPushButton#yesButton {
    background: #2e6f9e; border-color: #4c93c6; font-weight: bold;
}
QPushButton#passButton:disabled, QPushButton#nextButton:disabled, QPushButton#confirmButton:disabled,
QPushButton#yesButton:disabled {
    color: #7b8590; background: #242b33; border-color: #323b45;
}
QPushButton#nextButton[armed="true"] { background: #b8661f; border-color: #e0913f; }
QPushButton#concedeButton { color: #f0b3a8; }
QFrame#questionBar { background: #232c35; border-top: 2px solid #3d4b58; }
QLabel#prompt { font-size: 15px; }
QFrame#phaseStrip { background: #151a20; border-bottom: 1px solid #2c3540; }
QLabel#phase { padding: 3px 12px; border-radius: 10px; color: #9aa5b1; background: #232b34; }
QLabel#phase[current="true"] { color: #10241a; background: #7ee081; font-weight: bold; }
QLabel#busyLabel { color: #ffd166; }
QListWidget#gameLog { background: #141a20; color: #d8dde2; border: 1px solid #2c3540; font-size: 12px; }
QLabel#logTitle { color: #9aa5b1; font-weight: bold; }
QLabel#previewNotes { color: #ffd166; background: #141a20; border: 1px solid #5c4a1e; border-radius: 6px;
    padding: 4px; }
QToolButton#sidePanelButton { background: rgba(12, 16, 20, 200); color: #dfe6ee; border: 1px solid #3a4652;
    border-radius: 6px; padding: 3px 8px; }
QLabel#preview { background: #141a20; border: 1px solid #2c3540; border-radius: 8px; color: #6c7782; }
QFrame#gameOver, QFrame#seatCover { background: rgba(8, 12, 16, 200); }
QFrame#seatCover { background: rgb(16, 22, 28); }
QFrame#overlayCard { background: #232c35; border: 2px solid #ffd166; border-radius: 14px; min-width: 380px; }
QLabel#gameOverTitle, QLabel#coverTitle { font-size: 30px; font-weight: bold; color: #ffd166; }
QLabel#gameOverReason, QLabel#coverHint { font-size: 15px; }
QFrame#overlayCard QPushButton { min-height: 30px; font-size: 15px; padding: 8px 18px; }
QLabel#title { font-size: 44px; font-weight: bold; color: #7ee081; }
QLabel#subtitle { font-size: 15px; color: #9aa5b1; }
QGroupBox { border: 1px solid #3d4b58; border-radius: 8px; margin-top: 14px; padding: 12px; font-weight: bold; }
QGroupBox::title { subcontrol-origin: margin; left: 12px; padding: 0 4px; color: #9aa5b1; }
QComboBox, QSpinBox, QDoubleSpinBox, QLineEdit {
    background: #2d3843; color: #eef1f4; border: 1px solid #44525f; border-radius: 5px; padding: 4px 8px;
}
QComboBox:focus, QSpinBox:focus, QDoubleSpinBox:focus, QLineEdit:focus, QRadioButton:focus {
    border: 2px solid #ffd166;
}
QComboBox:disabled, QSpinBox:disabled, QDoubleSpinBox:disabled, QLineEdit:disabled {
    color: #7b8590; background: #242b33; border-color: #323b45;
}
QListView, QListWidget, QTreeWidget {
    background: #141a20; color: #e6e9ec; border: 1px solid #2c3540; border-radius: 6px;
}
QListView::item:selected, QListWidget::item:selected, QTreeWidget::item:selected {
    background: #2e6f9e; color: #eef1f4;
}
QListView:disabled, QListWidget:disabled, QTreeWidget:disabled { color: #7b8590; }
QComboBox QAbstractItemView { border: 1px solid #44525f; border-radius: 0; }
QComboBox QAbstractItemView::item { min-height: 24px; padding: 0 6px; }
QComboBox { combobox-popup: 0; }  /* a plain list below the box: the menu-like popup drew white bands around it */
QHeaderView::section { background: #232c35; color: #9aa5b1; border: none; padding: 3px 6px; }
QTabWidget::pane { border: 1px solid #2c3540; border-radius: 6px; }
QTabBar::tab { background: #232c35; color: #9aa5b1; padding: 5px 12px; border-radius: 4px; margin: 2px; }
QTabBar::tab:selected { background: #2e6f9e; color: #eef1f4; }
QLabel#note { color: #9aa5b1; }
QLabel#status { color: #ffd166; }
QLabel#note[problem="true"], QLabel#status[problem="true"] { color: #ff6b5b; }
QRadioButton { color: #e6e9ec; spacing: 8px; }
QRadioButton::indicator {
    width: 12px; height: 12px; border-radius: 8px; border: 2px solid #8a96a3; background: #1b2128;
}
QRadioButton::indicator:checked { background: #7ee081; border-color: #eef1f4; }
QMenu { background: #232c35; color: #eef1f4; border: 1px solid #ffd166; }
QMenu::item { padding: 6px 22px; }
QMenu::item:selected { background: #2e6f9e; }
QMenu::item:disabled { color: #7b8590; }
QSplitter::handle { background: #2c3540; }
QProgressBar {
    background: #141a20; color: #e6e9ec; border: 1px solid #44525f; border-radius: 5px; text-align: center;
}
QProgressBar::chunk { background: #2e6f9e; border-radius: 4px; }
"""


def show_problem(label: QWidget, problem: bool) -> None:
    """Colour a `note` or `status` label as a problem (or not again): the sheet styles its `problem` property."""
    label.setProperty("problem", problem)
    label.style().unpolish(label)
    label.style().polish(label)
