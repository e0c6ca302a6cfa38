"""The deck builder's own style rules, on top of the main window's style sheet (lists, tabs, dialogs come from it)."""

BUILDER_STYLE = """
QWidget#deckBuilder { background: #1b2128; color: #e6e9ec; }
QLabel#builderTitle { font-size: 18px; font-weight: bold; color: #7ee081; }
QLabel#deckNote { color: #ffd166; }
QLabel#resultCount, QLabel#cardFacts, QLabel#builderStatus, QLabel#allClear { color: #9aa5b1; }
QLabel#validationHeadline { font-weight: bold; padding: 4px 6px; border-radius: 5px; }
QLabel#validationHeadline[legal="true"] { color: #10241a; background: #7ee081; }
QLabel#validationHeadline[legal="false"] { color: #2a1a05; background: #ffd166; }
QLineEdit, QPlainTextEdit {
    background: #141a20; color: #eef1f4; border: 1px solid #44525f; border-radius: 5px; padding: 4px 6px;
}
QLineEdit:focus, QPlainTextEdit:focus { border: 2px solid #ffd166; }
QLineEdit[readOnly="true"] { color: #9aa5b1; }
QPushButton#playDeckButton { background: #2e9e5b; border-color: #47c27a; font-weight: bold; }
QPushButton#playDeckButton:disabled { background: #242b33; border-color: #323b45; }
"""
