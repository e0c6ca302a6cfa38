"""Cards on the table: orientation by the ruleset's order, attached cards, tokens, counters and changed stats."""

from __future__ import annotations

import dataclasses

from desktop.cards.images import CardImages
from desktop.playmat.scene import PlaymatScene, SceneContext
from desktop.playmat.view import PlaymatView
from desktop.settings import cache_dir
from desktop.table import Snapshot
from desktop.words import Words
from engine.ids import PlayerId, ZoneRef
from tests.support import demo

from .conftest import screenshot

P1, P2 = PlayerId(0), PlayerId(1)


def _scene(ruleset, game, tmp_path):
    database = game.database
    images = CardImages(ruleset.id, ruleset.name, cache_dir(), tmp_path / "images")
    scene = PlaymatScene(SceneContext(ruleset, database, images, Words(ruleset, database), game.check, 0.0))
    scene.show(Snapshot(P1, game.view(P1), (), tuple(game.legal_actions())))
    return scene


def test_orientations_attachments_tokens_and_counters_are_drawn(qtbot, tmp_path):
    ruleset = dataclasses.replace(demo.ruleset(), orientations=("ready", "tapped", "reversed"))
    game = demo.start()
    game.ruleset = ruleset
    ready = demo.put(game, P1, "SK-001", "field")
    tapped = demo.put(game, P1, "SK-002", "field")
    reversed_ = demo.put(game, P2, "SK-006", "field")
    game.set_orientation(tapped, "tapped")
    game.set_orientation(reversed_, "reversed")
    for _ in range(2):
        game.attach(game.zone(ZoneRef("deck", P1))[-1], ready)
    game.add_tokens(tapped, "core", 3)
    game.add_counter(ready, "+1", 2)
    game.add_effect("power", P1, (ready,), 2, "end_of_turn")
    scene = _scene(ruleset, game, tmp_path)
    view = PlaymatView(scene)
    qtbot.addWidget(view)
    view.resize(900, 900)
    view.show()
    items = {iid: scene.cards[iid] for iid in (ready, tapped, reversed_)}
    assert [round(items[i].turn) for i in (ready, tapped, reversed_)] == [0, 90, 180]
    assert items[tapped].footprint().width() > items[tapped].footprint().height()
    assert len(items[ready].card.attached) == 2
    assert items[ready].boundingRect().height() > items[tapped].boundingRect().height(), "attached cards peek out"
    badges = [text for text, _ in items[ready]._badges]
    assert any("+1" in b for b in badges), "counters are pills"
    power = next(n for n in items[ready].numbers if n.spot == "bottom_right")
    assert power.text == str(dict(items[ready].card.stats)["power"]), "the live power is drawn over the printed one"
    assert not any("face down" in b for b in badges), "no face-down pill on a face-up card"
    assert items[tapped].card.tokens == (("core", 3),)
    hand = [i for i in scene.cards.values() if i.zone == ZoneRef("hand", P2)]
    assert hand and all(i.card.card_id is None for i in hand), "the opponent's hand is drawn as backs"
    screenshot(view, "table-markers")


def test_a_sideways_cards_name_is_said_upright_at_any_size(qtbot, tmp_path):
    """A rested card's printed name runs down its side: the table says it upright over the card even when the table
    is large enough to read faces (an upright card then shows only its own print)."""
    from desktop.qt import QColor, QImage, QPainter

    ruleset = dataclasses.replace(demo.ruleset(), orientations=("ready", "tapped"))
    game = demo.start()
    game.ruleset = ruleset
    ready = demo.put(game, P1, "SK-001", "field")
    tapped = demo.put(game, P1, "SK-002", "field")
    game.set_orientation(tapped, "tapped")
    scene = _scene(ruleset, game, tmp_path)

    def drawn(item, name):
        item.name = name
        item._name_lines = None
        image = QImage(200, 200, QImage.Format.Format_ARGB32)
        image.fill(QColor("#000000"))
        painter = QPainter(image)  # at full size (scale 1): the face's own print is readable
        item.paint(painter, None)
        painter.end()
        return image

    for iid, said in ((tapped, True), (ready, False)):
        item = scene.cards[iid]
        assert (drawn(item, "Harbor Golem") != drawn(item, "")) is said, iid


def test_a_name_band_leaves_the_printed_corner_discs_in_sight(qtbot, tmp_path):
    """A card turned a quarter clockwise carries its cost disc in its top-right corner: the upright name band along its
    top stops short of it (ONE PIECE's rested Characters, 6-5-2: their cost stays readable); an upright card's band
    starts below a small disc under the cost (Dragon Ball Super's combo cost, 2-10; Weiss Schwarz's cost, 2.7)."""
    from desktop.cards.faces import spot_rect
    from desktop.cards.images import TABLE_SIZE
    from desktop.playmat.card_item import FACE_SCALE
    from desktop.qt import QColor, QImage, QPainter

    ruleset = dataclasses.replace(demo.ruleset(), orientations=("ready", "tapped"))
    game = demo.start()
    game.ruleset = ruleset
    tapped = demo.put(game, P1, "SK-002", "field")
    game.set_orientation(tapped, "tapped")
    scene = _scene(ruleset, game, tmp_path)
    item = scene.cards[tapped]
    assert item.spots == {"bottom_right"}, "the spots its face prints a number at (the demo's cards: power only)"
    item.spots = frozenset({"top_left", "bottom_right"})  # as a ONE PIECE Character's: its cost in the corner

    def drawn(name):
        item.name, item._name_lines = name, None
        image = QImage(int(item.width), int(item.height), QImage.Format.Format_ARGB32)
        image.fill(QColor("#000000"))
        painter = QPainter(image)
        item.paint(painter, None)
        painter.end()
        return image

    named, bare = drawn("Harbor Golem"), drawn("")
    corner = spot_rect("top_left", *TABLE_SIZE).bottom() * FACE_SCALE
    for x in range(int(item.width - corner) + 1, int(item.width)):
        for y in range(6, 12):
            assert named.pixel(x, y) == bare.pixel(x, y), ("the cost corner is covered", x, y)
    assert named.pixel(10, 8) != bare.pixel(10, 8), "the band is drawn along the top"
    item.spots = frozenset({"top_left", "top_left_below"})
    item.width, item.height = item.height, item.width  # upright now
    below = spot_rect("top_left_below", *TABLE_SIZE).bottom() * FACE_SCALE
    assert item._name_box().top() > below, "an upright band starts below the small disc"


def test_tokens_on_a_card_are_drawn_once_as_coins_not_again_under_its_name(qtbot, tmp_path):
    """Battle Spirits Saga's cores on a spirit: the scene's coins show them (desktop/playmat/cores.py); the card's
    own picture adds no second, half-hidden chip under the name band."""
    from desktop.playmat.cores import CoinItem
    from desktop.qt import QColor, QImage, QPainter

    game = demo.start()
    bare = demo.put(game, P1, "SK-001", "field")
    cored = demo.put(game, P1, "SK-001", "field")
    game.add_tokens(cored, "core", 3)
    scene = _scene(demo.ruleset(), game, tmp_path)

    def drawn(item):
        image = QImage(200, 260, QImage.Format.Format_ARGB32)
        image.fill(QColor("#000000"))
        painter = QPainter(image)
        item.paint(painter, None)
        painter.end()
        return image

    coins = [c for c in scene.cards[cored].childItems() if isinstance(c, CoinItem)]
    assert [(c.kind, c.count) for c in coins] == [("core", 3)]
    assert drawn(scene.cards[cored]) == drawn(scene.cards[bare])
