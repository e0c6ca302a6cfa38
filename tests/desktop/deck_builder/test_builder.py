"""The deck builder as a player uses it: search and filter, build a legal deck from nothing, watch the validation
change, save, reload, and the saved deck joins the decks the start screen offers."""

from __future__ import annotations

from desktop import rulesets
from desktop.qt import QDropEvent, QPoint, QPointF, Qt
from tests.desktop.conftest import screenshot


def double_click(qtbot, builder, card_id):
    """Select a card in the results and double-click it, as a player would."""
    browser = builder.browser
    row = next(n for n, card in enumerate(browser.model.cards) if card.id == card_id)
    index = browser.model.index(row)
    browser.view.scrollTo(index)
    rect = browser.view.visualRect(index)
    qtbot.mouseClick(browser.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(browser.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def problem_rules(builder):
    return [problem.rule for problem in builder.validation.problems]


def test_build_a_one_piece_deck_from_scratch_save_and_reload(open_builder, qtbot, playmat_home):
    builder = open_builder("one-piece")
    assert builder.draft.total() == 0
    assert problem_rules(builder) == ["5-1-2", "5-1-2", "5-1-2"]  # no leader, no deck, no DON!!
    assert not builder.bar.play_button.isEnabled()

    # Search by name, then by card number, then by rules text.
    browser = builder.browser
    qtbot.keyClicks(browser.search_box, "ember vale")
    found = browser.shown_cards()
    assert "PM1-L01" in [card.id for card in found] and len(found) < 5
    assert all("ember" in (card.name + card.text).lower() for card in found)
    browser.search_box.clear()
    qtbot.keyClicks(browser.search_box, "pm1-00")
    assert len(browser.shown_cards()) == 9
    browser.search_box.clear()
    qtbot.keyClicks(browser.search_box, "rush")
    assert all("rush" in (card.text + card.name).lower() for card in browser.shown_cards())
    browser.clear_filters()

    # The leader, found with the category filter.
    browser.set_filter("category", "leader")
    assert {card.category for card in browser.shown_cards()} == {"leader"}
    double_click(qtbot, builder, "PM1-L01")
    assert builder.draft.sections["leader"] == {"PM1-L01": 1}
    assert "1 Leader" not in " ".join(builder.validation.lines())
    assert builder.preview.card is not None and builder.preview.card.id == "PM1-L01"
    screenshot(builder.window(), "deck-builder-leader")

    # Fifty red cards, four of each, through the colour and category filters.
    browser.set_filter("category", "character")
    browser.set_filter("color", "red")
    characters = browser.shown_cards()
    assert characters and all(card.category == "character" and "red" in card.colors for card in characters)
    for card in characters:
        for _ in range(min(4, 50 - builder.draft.count("main"))):
            double_click(qtbot, builder, card.id)
    if builder.draft.count("main") < 50:
        browser.set_filter("category", "event")
        for card in browser.shown_cards():
            for _ in range(min(4, 50 - builder.draft.count("main"))):
                double_click(qtbot, builder, card.id)
    assert builder.draft.count("main") == 50
    assert problem_rules(builder) == ["5-1-2"]  # only the DON!! deck is missing now
    assert "DON!!" in builder.validation.lines()[0]

    # Ten DON!! cards go to their own section by themselves.
    browser.clear_filters()
    browser.set_filter("category", "don")
    for _ in range(10):
        double_click(qtbot, builder, "PM1-DON")
    assert builder.draft.count("don") == 10
    assert builder.validation.problems == ()
    assert builder.validation.headline.text().startswith("Legal deck")
    assert builder.bar.play_button.isEnabled()
    curve, colours, categories = (chart.series for chart in builder.charts)
    assert curve.title == "Cost curve" and curve.total == 50
    assert dict(colours.bars) == {"Red": 50}
    assert sum(count for _, count in categories.bars) == 50
    builder.tabs.setCurrentIndex(1)
    screenshot(builder.window(), "deck-builder-legal-statistics")

    # One copy too many of a card number: rule 5-1-2-3 names it.
    builder.tabs.setCurrentIndex(0)
    first = characters[0]
    builder.add_card(first)
    assert "5-1-2-3" in problem_rules(builder)
    assert any(first.id in line and "Rule 5-1-2-3" in line for line in builder.validation.lines())
    screenshot(builder.window(), "deck-builder-problems")
    builder.remove_card(first.id, "main")
    assert builder.validation.problems == ()

    # Save under a name; the file is in the data folder and the deck is offered for play.
    builder.bar.name_edit.selectAll()
    qtbot.keyClicks(builder.bar.name_edit, "Red Rush")
    assert builder.draft.name == "Red Rush"
    qtbot.mouseClick(builder.bar.save_button, Qt.MouseButton.LeftButton)
    assert builder.path is not None and builder.path.parent == playmat_home / "data" / "decks"
    assert builder.path.name == "one-piece-red-rush.json"
    package = rulesets.load("one-piece")
    assert package.user_decks == ("Red Rush",)
    assert package.decks["Red Rush"] == builder.draft.to_deck()
    played = []
    builder.play_with.connect(lambda ruleset_id, name: played.append((ruleset_id, name)))
    qtbot.mouseClick(builder.bar.play_button, Qt.MouseButton.LeftButton)
    assert played == [("one-piece", "Red Rush")]

    # A fresh builder finds it again, unchanged.
    saved = builder.draft.to_deck()
    again = open_builder("one-piece")
    again.open_deck_named("Red Rush")
    assert again.draft.to_deck() == saved
    assert not again.read_only and again.path == builder.path
    assert again.validation.problems == ()


def test_an_invalid_deck_can_be_saved_but_not_played(open_builder, qtbot):
    builder = open_builder("one-piece")
    builder.add_card(builder.package.database.get("PM1-001"))
    assert builder.save() is not None
    assert not builder.bar.play_button.isEnabled()
    played = []
    builder.play_with.connect(lambda *args: played.append(args))
    builder.play()
    assert played == []
    assert "problems" in builder.status_label.text()
    package = rulesets.load("one-piece")
    assert builder.draft.name not in package.decks  # saved, but not offered for a game
    assert builder.draft.name in [choice.name for choice in builder.store.user_decks()[0]]


def test_starter_decks_are_read_only_and_a_copy_can_be_edited(open_builder, qtbot):
    builder = open_builder("one-piece")
    starter = next(n for n, choice in enumerate(builder.choices) if choice.read_only)
    builder.open_choice(starter)
    assert builder.read_only
    assert builder.bar.name_edit.isReadOnly() and not builder.bar.save_button.isEnabled()
    before = builder.draft.to_deck()
    builder.add_card(builder.package.database.get("PM1-001"))
    builder.remove_card(builder.draft.to_deck().sections["main"][0].card, "main")
    assert builder.draft.to_deck() == before
    assert "read-only" in builder.status_label.text()
    screenshot(builder.window(), "deck-builder-starter")
    qtbot.mouseClick(builder.bar.copy_button, Qt.MouseButton.LeftButton)
    assert not builder.read_only and builder.path is None
    assert builder.draft.name == f"{before.name} (copy)"
    builder.remove_card(before.sections["main"][0].card, "main")
    assert builder.save() is not None
    names = [choice.name for choice in builder.choices]
    assert before.name in names and f"{before.name} (copy)" in names


def test_delete_asks_twice(open_builder, qtbot):
    builder = open_builder("skirmish")
    builder.add_card(builder.package.database.get("SK-001"))
    path = builder.save()
    assert path is not None and path.exists()
    qtbot.mouseClick(builder.bar.delete_button, Qt.MouseButton.LeftButton)
    assert path.exists() and builder.bar.delete_button.text() == "Really delete?"
    qtbot.mouseClick(builder.bar.delete_button, Qt.MouseButton.LeftButton)
    assert not path.exists() and builder.path is None and builder.draft.total() == 0


def test_cards_dropped_on_the_deck_are_added_and_keys_remove_them(open_builder, qtbot):
    builder = open_builder("one-piece")
    model = builder.browser.model
    row = next(n for n, card in enumerate(model.cards) if card.id == "PM1-L02")
    data = model.mimeData([model.index(row)])
    sections = builder.sections
    drop = QDropEvent(
        QPointF(20, 20), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    sections.dropEvent(drop)
    assert builder.draft.sections["leader"] == {"PM1-L02": 1}
    item = sections.card_items()[0]
    sections.setCurrentItem(item)
    sections.setFocus()
    qtbot.keyClick(sections, Qt.Key.Key_Plus)
    assert builder.draft.sections["leader"] == {"PM1-L02": 2}
    assert any("exactly 1 Leader" in line for line in builder.validation.lines())
    qtbot.keyClick(sections, Qt.Key.Key_Minus)
    assert builder.draft.sections["leader"] == {"PM1-L02": 1}
    item = sections.card_items()[0]
    rect = sections.visualItemRect(item)
    qtbot.mouseClick(sections.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(sections.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert builder.draft.sections["leader"] == {}
    assert sections.itemAt(QPoint(5, 5)) is not None  # the section headings stay


def test_weiss_schwarz_counts_names_and_climaxes_and_draws_a_level_curve(open_builder, qtbot):
    builder = open_builder("weiss-schwarz")
    database = builder.package.database
    builder.browser.set_filter("category", "climax")
    climaxes = builder.browser.shown_cards()
    assert len(climaxes) >= 3
    for card in climaxes[:3]:
        for _ in range(3):
            builder.add_card(card)
    assert "5.1.2.3" in problem_rules(builder)  # nine climaxes, at most eight
    builder.add_card(climaxes[0], count=2)
    assert "5.1.2.2" in problem_rules(builder)  # five copies of a name: at most four
    builder.browser.clear_filters()
    builder.browser.set_filter("level", "1")
    assert all(card.stats.get("level") == 1 for card in builder.browser.shown_cards())
    for card in builder.browser.shown_cards()[:3]:
        builder.add_card(card)
    curve = builder.charts[0].series
    assert curve.title == "Level curve"
    assert dict(curve.bars)["1"] == 3
    assert len(database) > 0
    builder.browser.set_grid(False)
    builder.tabs.setCurrentIndex(1)
    screenshot(builder.window(), "deck-builder-weiss-schwarz")


def test_back_with_unsaved_changes_asks_for_a_second_press(open_builder, qtbot):
    builder = open_builder("skirmish")
    closed = []
    builder.closed.connect(lambda: closed.append(True))
    qtbot.mouseClick(builder.bar.close_button, Qt.MouseButton.LeftButton)
    assert closed == [True]  # nothing to lose
    builder.add_card(builder.package.database.get("SK-001"))
    qtbot.mouseClick(builder.bar.close_button, Qt.MouseButton.LeftButton)
    assert closed == [True] and "unsaved changes" in builder.status_label.text()
    qtbot.mouseClick(builder.bar.close_button, Qt.MouseButton.LeftButton)
    assert closed == [True, True]
    builder.add_card(builder.package.database.get("SK-001"))
    builder.save()
    qtbot.mouseClick(builder.bar.close_button, Qt.MouseButton.LeftButton)
    assert closed == [True, True, True]


def test_energio_names_its_resource_deck_and_the_grid_shows_counts_first(open_builder):
    builder = open_builder("energio")
    headings = [builder.sections.topLevelItem(n).text(0) for n in range(builder.sections.topLevelItemCount())]
    assert headings == ["Leader", "Main deck", "ENERGIO!! deck"]
    leader = next(card for card in builder.package.database.cards() if card.category == "leader")
    builder.add_card(leader)
    row = builder.browser.model.cards.index(leader)
    label = builder.browser.model.data(builder.browser.model.index(row))
    assert label == f"\u00d71 {leader.name}"
