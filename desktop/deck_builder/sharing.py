"""The deck builder's imports and exports: decks shared as text or a picture (the transfer window), card-set files."""

from __future__ import annotations

from pathlib import Path

from desktop.deck_builder.card_sets import CardSetImport, import_card_set
from desktop.deck_builder.draft import DeckDraft
from desktop.deck_builder.editor import DeckEditor
from desktop.deck_builder.picture import DeckPicture, deck_picture
from desktop.deck_builder.report import ProblemReport
from desktop.deck_builder.transfer import DeckTransferDialog
from desktop.qt import QFileDialog
from engine.formats.decks import DeckResult, sections_by_category
from engine.formats.importers import DecodeError, decode_text
from engine.words import plural


class DeckSharing(DeckEditor):
    """Import and export the lists players share, and import card sets with a report of every bad record."""

    # Sharing as text.

    def open_transfer(self) -> DeckTransferDialog:
        """The import/export window (not modal: the builder stays usable beside it)."""
        if self.transfer is not None:
            self.transfer.close()
            self.transfer.deleteLater()
        chooser = sections_by_category(self.section_names)
        self.transfer = DeckTransferDialog(
            self.draft.to_deck(), self.package.database, chooser, self, picture=self.deck_picture
        )
        self.transfer.imported.connect(self.apply_import)
        self.transfer.show()
        return self.transfer

    def deck_picture(self) -> DeckPicture:
        """The open deck as a picture, with the faces the builder shows (the player's own art where there is some)."""
        return deck_picture(self.draft.to_deck(), self.package.database, self.images.face, self.package.ruleset.name)

    def apply_import(self, result: DeckResult) -> None:
        """Open an imported deck as a new, unsaved user deck."""
        draft = DeckDraft.from_deck(result.deck, self.section_names)
        draft.name = self.store.unique_name(result.deck.name or "Imported deck")
        self._open(draft, None, read_only=False, dirty=True)
        skipped = len(result.problems)
        note = f"; {plural(skipped, 'line')} skipped." if skipped else "."
        self.say(f"Imported {draft.total()} cards as {draft.name}{note}")

    # Card sets.

    def import_card_set_file(self, path: Path) -> CardSetImport:
        """Import a Playmat card-set file (UTF-8 with or without a byte-order mark, or UTF-16), reporting every
        problem in words."""
        try:
            text = decode_text(path.read_bytes())
        except OSError as error:
            report = CardSetImport(None, None, (f"{path.name}: could not be read ({error.strerror or error})",))
        except DecodeError as error:
            report = CardSetImport(None, None, (f"{path.name}: {error}",))
        else:
            report = import_card_set(text, self.package)
        if report.card_set is not None:
            self._use_package()
        self._show_report(report)
        return report

    def _use_package(self) -> None:
        """Reload the package (new cards) and rebuild what shows cards."""
        self._reload_package()
        old = self.browser
        self.browser = self._new_browser()
        self.splitter.replaceWidget(0, self.browser)
        old.deleteLater()
        self.sections.database = self.package.database
        self._refresh()
        self.decks_changed.emit(self.ruleset_id)

    def _show_report(self, report: CardSetImport) -> None:
        self.say(report.summary())
        if report.problems:
            self.card_set_report = ProblemReport("Card set import", report.summary(), report.problems, self)
            self.card_set_report.show()

    def _choose_card_set_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Import a card set", "", "Card sets (*.json);;All files (*)")
        if name:
            self.import_card_set_file(Path(name))
