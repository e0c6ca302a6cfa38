"""The deck builder: browse and filter a ruleset's cards, build a deck in its sections, see it validated and
counted live, save it among the user's decks, share it as text, and import card sets and whole card pools."""

from __future__ import annotations

from desktop.cards.images import CardImages
from desktop.deck_builder.deck_files import DeckFileActions
from desktop.deck_builder.pool_import import PoolImport
from desktop.qt import QWidget


class DeckBuilder(DeckFileActions, PoolImport):
    """One ruleset's deck builder, for the main window's stack. Emits `closed` when the player leaves,
    `play_with(ruleset id, deck name)` to start a game with a legal saved deck (the name is a key of
    rulesets.load(ruleset_id).decks), and `decks_changed(ruleset id)` whenever the user's decks or card sets
    on disk change (the start screen should then refill its deck lists)."""

    def __init__(self, ruleset_id: str, parent: QWidget | None = None, *, images: CardImages | None = None) -> None:
        super().__init__(ruleset_id, parent, images=images)
        self._connect_bar()
        self.new_deck()

    def _connect_bar(self) -> None:
        bar = self.bar
        bar.deck_picked.connect(self.open_choice)
        bar.delete_confirmed.connect(self.delete_deck)
        bar.name_edit.textEdited.connect(self._rename)
        bar.new_button.clicked.connect(self.new_deck)
        bar.copy_button.clicked.connect(self.copy_deck)
        bar.save_button.clicked.connect(self.save)
        bar.transfer_button.clicked.connect(self.open_transfer)
        bar.card_set_button.clicked.connect(self._choose_card_set_file)
        bar.pool_button.clicked.connect(self._choose_pool)
        bar.play_button.clicked.connect(self.play)
        bar.close_button.clicked.connect(self.request_close)

    def request_close(self) -> None:
        """Leave the builder; with unsaved changes, only on a second press (nothing is lost by a slip)."""
        if self.dirty and not self.read_only and not self._leave_armed:
            self._leave_armed = True
            self.say("This deck has unsaved changes: press Save to keep them, or Back again to leave without saving.")
            return
        self._leave_armed = False
        self.closed.emit()
