"""The table at common window sizes: zones never overlap, cards stay inside their zones, screenshots saved."""

from __future__ import annotations

import pytest

from desktop.playmat.geometry import TableGeometry, default_layout
from desktop.playmat.scene import PlaymatScene
from engine.ids import PlayerId
from tests.support import demo

from .conftest import screenshot, start
from .helpers import answer_passively, wait_for_decision


def _no_overlaps(geometry: TableGeometry):
    rects = [place.rect for place in geometry.places.values()]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.intersects(b), (a, b)


def test_zones_never_overlap_on_either_half():
    for seat in (PlayerId(0), PlayerId(1)):
        _no_overlaps(TableGeometry(demo.ruleset(), seat))


def test_a_ruleset_without_a_layout_still_gets_every_zone():
    ruleset = demo.ruleset()
    ruleset.layout = None
    geometry = TableGeometry(ruleset, PlayerId(0))
    assert {ref.name for ref in geometry.places} == {spec.name for spec in ruleset.zones}
    assert default_layout(ruleset).zones
    _no_overlaps(geometry)


def _cards_inside_zones(scene: PlaymatScene):
    for item in scene.cards.values():
        zone = scene.zones[item.zone].place.rect.adjusted(-14, -14, 14, 14)
        box = item.mapToScene(item.boundingRect()).boundingRect().adjusted(8, 8, -8, -8)
        assert zone.contains(box), (item.zone, box, zone)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_table_fits_and_looks_right(qtbot, window, size):
    window.resize(*size)
    screen = start(window, seed="look-1")
    for _ in range(40):
        snapshot = wait_for_decision(qtbot, screen)
        if snapshot.view.turn >= 4 and snapshot.view.decision.kind.value == "act":
            break
        plays = [a for a in snapshot.legal if a.kind in ("play", "attack")]
        if plays:
            screen.submit(plays[0])
        else:
            answer_passively(qtbot, screen)
    qtbot.waitUntil(lambda: window.size().width() == size[0], timeout=2000)
    _cards_inside_zones(screen.scene)
    visible = screen.view.mapToScene(screen.view.viewport().rect()).boundingRect()
    assert visible.contains(screen.scene.sceneRect().adjusted(1, 1, -1, -1)), "the whole table is on screen"
    item = next(iter(screen.scene.cards.values()))
    screen.scene.hover(item)
    assert screen.preview.card_id == item.card.card_id
    screenshot(window, f"table-{size[0]}x{size[1]}")
    screenshot(screen.preview, f"preview-{size[0]}x{size[1]}")
