"""The deck builder for Battle Spirits Saga: its cards browse and filter, the validation cites 5-1-1-1."""

from __future__ import annotations

from tests.desktop.deck_builder.test_builder import double_click, problem_rules


def test_battle_spirits_saga_deck_limits_are_shown_with_their_rule(open_builder, qtbot):
    builder = open_builder("battle-spirits-saga")
    builder.browser.set_filter("category", "spirit")
    spirits = builder.browser.shown_cards()
    assert spirits and all(card.category == "spirit" for card in spirits)
    builder.browser.clear_filters()
    for _ in range(5):
        double_click(qtbot, builder, "BSA-001")
    rules = problem_rules(builder)
    assert "5-1-1-1" in rules  # five Cinder Whelps, and a deck of 5 cards, not 50 to 60
    assert builder.draft.sections["main"] == {"BSA-001": 5}
