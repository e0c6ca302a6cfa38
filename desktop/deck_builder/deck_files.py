"""The deck builder's deck-file actions: open, new, copy, save and delete a deck, and play with a saved one."""

from __future__ import annotations

from pathlib import Path

from desktop.deck_builder.draft import DeckDraft
from desktop.deck_builder.editor import NEW_DECK_NAME, DeckEditor


class DeckFileActions(DeckEditor):
    """Opening, creating, copying, saving and deleting the user's decks (starter decks are read-only), and
    starting a game with a legal saved one."""

    def open_choice(self, index: int) -> None:
        """Open a starter deck (read-only) or one of the user's decks."""
        if not 0 <= index < len(self.choices):
            return
        choice = self.choices[index]
        self._open(DeckDraft.from_deck(choice.deck, self.section_names), choice.path, choice.read_only)
        notes = f" ({len(choice.problems)} entries could not be read: {'; '.join(choice.problems)})"
        self.say(f"Opened {choice.name}." + (notes if choice.problems else ""))

    def open_deck_named(self, name: str) -> None:
        self._reload_choices()
        self.open_choice(next((n for n, choice in enumerate(self.choices) if choice.name == name), -1))

    def new_deck(self) -> None:
        draft = DeckDraft(self.ruleset_id, self.section_names, self.store.unique_name(NEW_DECK_NAME))
        self._open(draft, None, read_only=False)
        self.say("A new, empty deck: double-click or drag cards to add them.")

    def copy_deck(self) -> None:
        """An editable, unsaved copy of the open deck (the way to change a starter deck)."""
        copy = DeckDraft.from_deck(self.draft.to_deck(), self.section_names)
        copy.name = self.store.unique_name(f"{self.draft.name} (copy)")
        self._open(copy, None, read_only=False, dirty=True)
        self.say(f"Editing {copy.name}: save it to keep it.")

    def save(self) -> Path | None:
        """Save the open deck among the user's decks, legal or not."""
        if self.read_only:
            self.say("Starter decks are read-only: press Copy to save a copy.")
            return None
        if not self.draft.name.strip():
            self.draft.name = self.store.unique_name(NEW_DECK_NAME)
        try:
            self.path = self.store.save(self.draft.to_deck(), self.path)
        except OSError as error:
            self.say(f"The deck could not be saved: {error}")
            return None
        self.dirty = False
        self._leave_armed = False
        self._after_disk_change()
        legal = "" if not self.problems() else " It is not legal yet, so it cannot be played."
        self.say(f"Saved {self.draft.name} to {self.path}.{legal}")
        return self.path

    def delete_deck(self) -> None:
        if self.path is None:
            return
        name = self.draft.name
        self.store.delete(self.path)
        self.path = None
        self._after_disk_change()
        self.new_deck()
        self.say(f"Deleted {name}.")

    def _after_disk_change(self) -> None:
        self._reload_package()
        self._reload_choices(self.path, None)
        self._refresh()
        self.decks_changed.emit(self.ruleset_id)

    def play(self) -> None:
        """Start a game with this deck: saved first (a copy of nothing for a starter), legal only."""
        if self.problems():
            self.say("This deck has problems (see the list): fix them before playing.")
            return
        if not self.read_only and (self.dirty or self.path is None) and self.save() is None:
            return
        name = next((n for n, deck in self.package.decks.items() if deck == self.draft.to_deck()), None)
        if name is None:
            self.say("This deck is not among the playable decks; save it first.")
            return
        self.play_with.emit(self.ruleset_id, name)
