"""Importing a user's card-set file: read it forgivingly, report every bad record, keep a copy in the data folder."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from desktop import content
from desktop.card_import import clash_problems, set_file_name, user_sets
from desktop.rulesets import RulesetPackage
from engine.formats.cards import CardDatabase, CardSet, read_card_set
from engine.formats.importers import short
from engine.formats.problems import FormatError


@dataclass(frozen=True)
class CardSetImport:
    """What importing a card-set file did: the set (None if nothing could be read), where it was kept,
    and every problem, each naming its record and field."""

    card_set: CardSet | None
    saved_to: Path | None
    problems: tuple[str, ...]
    loaded: int = 0  # cards that joined the database (not those another set already defines)

    def summary(self) -> str:
        if self.card_set is None:
            return "Nothing was imported."
        bad = len(self.problems)
        tail = f"; {bad} problem{'s' if bad != 1 else ''} (see the list)" if bad else ""
        name = f"{short(self.card_set.set_id, 40)} ({short(self.card_set.name, 60)})"
        return f"Imported {self.loaded} cards from set {name}{tail}."


def import_card_set(text: str, package: RulesetPackage, folder: Path | None = None) -> CardSetImport:
    """Check a card-set file against the package's ruleset and card data and keep it as
    <folder>/<ruleset>-<set id>.json (the text as given, so a later fix of a bad record is one edit away).
    A file for another ruleset, or with no usable card, is refused and nothing is written."""
    ruleset = package.ruleset
    try:
        result = read_card_set(text)
    except FormatError as error:
        return CardSetImport(None, None, tuple(str(p) for p in error.problems))
    card_set = result.card_set
    problems = [str(p) for p in result.problems]
    if card_set.ruleset != ruleset.id:
        refusal = f"ruleset: this set is for {card_set.ruleset!r}, not {ruleset.id!r}; nothing imported"
        return CardSetImport(None, None, (refusal,))
    if not card_set.cards:
        return CardSetImport(None, None, (*problems, "cards: no card could be read; nothing imported"))
    folder = folder or content.user_cards_folder()
    target = folder / set_file_name(ruleset.id, card_set.set_id)
    admitted, found = ruleset.admit_cards(CardDatabase(ruleset.id, [card_set]))  # as the app will load it
    problems.extend(str(p) for p in found)
    refused = {card.id for card in card_set.cards if card.id not in admitted}
    if all(card.id in refused for card in card_set.cards):
        return CardSetImport(None, None, (*problems, "cards: no card of it can be used; nothing imported"))
    builtin, _ = content.read_card_sets(content.CARDS, ruleset.id)
    clashes, lost = clash_problems(card_set, target.name, builtin, user_sets(folder, ruleset.id))
    problems.extend(clashes)
    loaded = sum(1 for card in card_set.cards if card.id not in lost)
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_suffix(".tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(target)
    return CardSetImport(card_set, target, tuple(problems), loaded)
