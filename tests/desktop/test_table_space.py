"""The table uses the window it has, in every game: zones drawn wider to fill a wide window, the opponent's hand
row short so the rows in play get the height, and cards large enough to read at 1024x700 and 1920x1080."""

from __future__ import annotations

import pytest

from desktop import rulesets
from desktop.playmat.geometry import CARD_W, GAP, MAX_STRETCH, MIN_STRETCH, TableGeometry
from desktop.qt import Qt
from engine.ids import PlayerId, opponent

from .gestures import game_at, show
from .test_layout import _cards_inside_zones, _no_overlaps

GAMES = ("one-piece", "energio", "weiss-schwarz", "battle-spirits-saga", "dragon-ball-super")


def _battle(game) -> bool:
    """Mid-battle, the human seat to answer with a real choice (nothing moves on by itself while the test looks)."""
    decision = game.decision
    return (
        game.state.turn >= 5
        and game.view(PlayerId(0)).battle is not None
        and decision.player == PlayerId(0)
        and len(game.legal_actions()) > 1
    )


@pytest.mark.parametrize("ruleset_id", GAMES)
def test_every_game_fills_a_wide_window_with_a_short_opponent_hand(ruleset_id):
    ruleset = rulesets.load(ruleset_id).ruleset
    for seat in (PlayerId(0), PlayerId(1)):
        narrow = TableGeometry(ruleset, seat)
        rect = narrow.scene_rect
        hand = ruleset.layout.zones if ruleset.layout is not None else ()
        hand_zone = next(z for z in hand if z.style.value == "fan")
        mine = narrow.places[next(r for r in narrow.places if r.name == hand_zone.zone and r.owner == seat)]
        theirs = narrow.places[next(r for r in narrow.places if r.name == hand_zone.zone and r.owner != seat)]
        assert theirs.rect.height() < 0.7 * mine.rect.height() and theirs.scale < 0.5 and mine.scale == 1.0
        for aspect in (1.1, 1.3, 1.75):
            wide = TableGeometry(ruleset, seat, aspect)
            _no_overlaps(wide)
            shape = wide.scene_rect.width() / wide.scene_rect.height()
            assert wide.scene_rect.height() == rect.height()  # cards keep their size: the height binds
            limits = (narrow.unit_x * MAX_STRETCH, narrow.unit_x * MIN_STRETCH)
            bound = any(wide.unit_x == pytest.approx(limit) for limit in limits)
            assert shape == pytest.approx(aspect, abs=0.01) or bound, (aspect, shape)
            assert wide.unit_x - GAP >= CARD_W, "a one-card zone still holds its card"


@pytest.mark.parametrize("ruleset_id", GAMES)
def test_cards_are_readable_and_the_table_fills_the_window(qtbot, window, ruleset_id):
    """At 1920x1080 the table spans the playmat's whole width; at 1024x700 the window keeps its width with every
    phase name whole ("Main" for "Main Phase" where room is short) and a card is at least 50 px wide on screen, and
    hiding the side panel (F9) lays the table out again to fill the wider playmat (cards at least 50 px wide)."""
    game = _first(ruleset_id)
    window.resize(1920, 1080)
    screen = show(window, game)
    qtbot.waitUntil(lambda: screen.snapshot is not None)
    view = screen.view
    qtbot.waitUntil(lambda: _filled(view) > 0.97, timeout=10_000)
    _cards_inside_zones(screen.scene)
    window.resize(1024, 700)
    # The phase strip squeezes and a question's options scroll sideways (Weiß Schwarz here asks which of seven clock
    # cards goes to the level): neither makes the window wider than 1024.
    qtbot.waitUntil(lambda: window.width() == 1024, timeout=10_000)
    phases = screen.strip.phases.values()
    qtbot.waitUntil(lambda: all(label.width() >= label.sizeHint().width() for label in phases), timeout=10_000)
    qtbot.waitUntil(lambda: _filled(view) > 0.97 or _filled(view, vertical=True) > 0.97, timeout=10_000)
    qtbot.waitUntil(lambda: _card_px(screen) >= 50, timeout=10_000)  # with the card preview and log beside it
    shown = _card_px(screen)
    _side_button_covers_no_zone(screen)
    before = screen.scene.geometry.width
    qtbot.keyClick(screen, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: not screen.side.isVisible(), timeout=10_000)
    qtbot.waitUntil(lambda: screen.scene.geometry.width > before, timeout=10_000)
    assert _card_px(screen) >= max(50, shown - 1)  # never smaller for a wider playmat
    _cards_inside_zones(screen.scene)
    _side_button_covers_no_zone(screen)
    seat = screen.snapshot.seat
    assert any(item.zone.owner == opponent(seat) for item in screen.scene.cards.values())


def _side_button_covers_no_zone(screen) -> None:
    """The button that hides and shows the side panel sits where no zone is (it hid the label of the opponent's
    top-right zone, Dragon Ball Super's Warp, at 1024x700)."""
    button = screen.view.side_button.geometry()
    for ref, place in screen.scene.geometry.places.items():
        frame = screen.view.mapFromScene(place.rect).boundingRect()
        assert not frame.intersects(button), (ref, frame, button, screen.view.side_button.text())


def _first(ruleset_id: str):
    """The first bot game of a few seeds that comes to a battle the human seat answers."""
    for seed in ("space", *(f"shots-{n}" for n in range(1, 8))):
        try:
            return game_at(ruleset_id, _battle, seed=seed)
        except AssertionError:
            continue
    raise AssertionError(f"no {ruleset_id} game came to a battle for the human seat")


def _filled(view, vertical: bool = False) -> float:
    """How much of the playmat's width (or height) the table covers on screen."""
    shown = view.mapFromScene(view.sceneRect()).boundingRect()
    port = view.viewport().rect()
    return shown.height() / port.height() if vertical else shown.width() / port.width()


def _card_px(screen) -> float:
    """An upright card of the seat's on screen, in pixels wide."""
    seat = screen.snapshot.seat
    item = next(i for i in screen.scene.cards.values() if i.zone.owner == seat and i.width < i.height)
    return screen.view.mapFromScene(item.mapToScene(item.footprint())).boundingRect().width()


def test_a_long_word_in_a_small_cards_name_is_broken_with_a_hyphen_not_cut(qtbot):
    """On a small table a card's name is drawn over its art in up to three lines: a word wider than the card is
    broken with a hyphen (every letter stays readable) instead of ending in '…'."""
    from desktop.playmat.card_item import _small_font
    from desktop.playmat.name_lines import wrap_name
    from desktop.qt import QFontMetricsF

    font = _small_font(20)
    width = QFontMetricsF(font).horizontalAdvance("Apprentic")  # "Apprentice" does not fit
    lines, _ = wrap_name("Taiko Apprentice Sora", font, width, 3)
    assert not any("…" in line for line in lines), lines
    assert all(QFontMetricsF(font).horizontalAdvance(line) <= width for line in lines), lines
    assert "".join(line.removesuffix("-") + ("" if line.endswith("-") else " ") for line in lines).strip() == (
        "Taiko Apprentice Sora"
    )


def test_a_name_with_long_words_takes_one_line_more_rather_than_being_cut(qtbot):
    """ "Lighthouse Cadet Finn" on a 1024x700 table (card name box 94 units wide, lines of 22 units): broken words
    may take a fourth line, so nothing is cut off; whole words are kept when they fit."""
    from desktop.playmat.card_item import _fitting_size, _small_font
    from desktop.playmat.name_lines import wrap_name
    from desktop.qt import QFontMetricsF

    name = "Lighthouse Cadet Finn"
    font = _small_font(_fitting_size(name, 22, 94))
    lines, _ = wrap_name(name, font, 94, 3)
    assert len(lines) == 4 and not any("…" in line for line in lines), lines
    assert "".join(line.removesuffix("-") + ("" if line.endswith("-") else " ") for line in lines).strip() == name
    plain, _ = wrap_name(name, font, QFontMetricsF(font).horizontalAdvance("Lighthouse"), 3)
    assert plain == ("Lighthouse", "Cadet Finn"), "whole words when they fit"


def test_a_word_with_its_own_hyphen_breaks_there(qtbot):
    """ "Dusk Double-Dealer" breaks at its own hyphen, never as "Double--Dealer" or "Dou-ble-Dealer"."""
    from desktop.playmat.card_item import _fitting_size, _small_font
    from desktop.playmat.name_lines import wrap_name

    name = "Dusk Double-Dealer"
    for pixels in (20, 22):
        lines, _ = wrap_name(name, _small_font(_fitting_size(name, pixels, 94)), 94, 3)
        assert lines == ("Dusk", "Double-", "Dealer"), lines


def test_a_long_word_is_hyphenated_where_a_reader_expects():
    """ "Lampli-ght", "Shieldma-iden" broke words where they fitted: a word is broken between the parts a reader
    sees (a compound's, a syllable's), never inside a sound ("sh", "ck") nor before too few letters."""
    from desktop.playmat.name_lines import break_points

    def first(word: str) -> str:
        at = break_points(word)[0]
        return f"{word[:at]}-{word[at:]}"

    expected = {"Lamplight": "Lamp-light", "Shieldmaiden": "Shield-maiden", "Lighthouse": "Light-house",
                "Stormcaller": "Storm-caller", "Sunglare": "Sun-glare", "Maelstrom": "Mael-strom",
                "Frostwave": "Frost-wave", "Mosslight": "Moss-light", "Skywreck": "Sky-wreck",
                "Blueprint": "Blue-print", "Apprentice": "Appren-tice", "Flameheart": "Flame-heart"}  # fmt: skip
    assert {word: first(word) for word in expected} == expected
    assert break_points("Wishing") == [] and break_points("Reckoning") == [5], "never inside 'sh' or 'ck'"
    assert all(3 <= at <= len(word) - 3 for word in expected for at in break_points(word))


def test_a_name_breaks_at_its_spaces_and_a_word_at_a_sensible_place_or_is_elided(qtbot):
    """The names a player saw broken oddly on a small table (1024x700: name box 94 units, lines of 22): whole words on
    their own lines, a word too long hyphenated at a sensible place; a word with no such place that fits is elided
    ("…") rather than cut at any letter."""
    from desktop.playmat.card_item import _fitting_size, _small_font
    from desktop.playmat.name_lines import wrap_name
    from desktop.qt import QFontMetricsF

    for name, expected in (("Lamplight Oracle", ("Lamp-", "light", "Oracle")),
                           ("Radiant Shieldmaiden", ("Radiant", "Shield-", "maiden")),
                           ("Stormcaller Aria Vance", ("Storm-", "caller", "Aria", "Vance"))):  # fmt: skip
        lines, _ = wrap_name(name, _small_font(_fitting_size(name, 22, 94)), 94, 3)
        assert lines == expected, lines
    font = _small_font(20)
    lines, _ = wrap_name("Wishing Well", font, QFontMetricsF(font).horizontalAdvance("Wishin"), 3)
    assert lines[0].endswith("…") and "-" not in lines[0], lines


@pytest.mark.parametrize("ruleset_id", GAMES)
def test_a_short_window_has_narrow_margins_so_cards_are_larger(ruleset_id):
    """At 1024x700 cards were 46-52 px wide: a short window's zones keep their labels but have half the margins, so
    the same table is at least 6% shorter for the same cards (1024x700: 50-56 px), and still every zone holds its
    card rows whole and no zone overlaps another."""
    from desktop.playmat.build import inner_rect
    from desktop.playmat.geometry import CARD_H

    from .test_layout import _no_overlaps

    ruleset = rulesets.load(ruleset_id).ruleset
    for seat in (PlayerId(0), PlayerId(1)):
        normal, compact = TableGeometry(ruleset, seat, 1.3), TableGeometry(ruleset, seat, 1.3, compact=True)
        _no_overlaps(compact)
        assert compact.scene_rect.height() <= 0.94 * normal.scene_rect.height()
        for ref, place in compact.places.items():
            rows = next(z.height for z in (*compact.layout.zones, *compact.layout.shared) if z.zone == ref.name)
            if rows >= 1:  # a row of cards (a Weiss Schwarz marker slot is a half row: its cards peek out)
                assert inner_rect(place).height() >= CARD_H * place.scale - 0.01, ref


def test_the_table_is_compact_only_in_a_short_window(qtbot, window):
    """The margins narrow where the table view is short (1024x700), not in a taller window (1920x1080); cards stay
    inside their zones either way."""
    game = _first("weiss-schwarz")
    window.resize(1920, 1080)
    screen = show(window, game)
    qtbot.waitUntil(lambda: screen.snapshot is not None)
    qtbot.waitUntil(lambda: screen.scene.geometry is not None and screen.scene.geometry.gap == GAP, timeout=10_000)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: screen.scene.geometry is not None and screen.scene.geometry.gap < GAP, timeout=10_000)
    qtbot.waitUntil(lambda: _card_px(screen) >= 50, timeout=10_000)
    _cards_inside_zones(screen.scene)
