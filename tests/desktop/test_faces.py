"""Card pictures: rendered faces cached as PNG by data digest; a user's own image wins; a back per ruleset."""

from __future__ import annotations

import pytest

from desktop.cards.images import PREVIEW_SIZE, TABLE_SIZE, CardImages
from desktop.cards.png_cache import wait_for_writes
from desktop.qt import QColor, QImage
from desktop.settings import cache_dir
from tests.support import demo

from .conftest import screenshot


@pytest.fixture(autouse=True)
def _application(qapp):
    """Drawing text needs a QApplication, also when this file runs alone."""
    return qapp


def _images(tmp_path):
    return CardImages("skirmish", "Skirmish (demo)", cache_dir(), tmp_path / "images")


def test_a_rendered_face_is_cached_as_png(tmp_path):
    card = demo.database().get("SK-003")
    face = _images(tmp_path).face(card)
    assert (face.width(), face.height()) == TABLE_SIZE
    wait_for_writes()  # the PNG is written in the background
    cached = list((cache_dir() / "faces" / "skirmish").glob("SK-003-*-180x252.png"))
    assert len(cached) == 1
    again = _images(tmp_path).face(card)  # a new CardImages reads the PNG back
    assert again.toImage() == face.toImage()


def test_a_users_own_image_wins(tmp_path):
    folder = tmp_path / "images" / "skirmish"
    folder.mkdir(parents=True)
    own = QImage(63, 88, QImage.Format.Format_RGB32)
    own.fill(QColor("#ff00ff"))
    own.save(str(folder / "SK-001.png"))
    face = _images(tmp_path).face(demo.database().get("SK-001")).toImage()
    assert face.pixelColor(face.width() // 2, face.height() // 2) == QColor("#ff00ff")


def test_preview_faces_and_backs_are_drawn(tmp_path):
    images = _images(tmp_path)
    for card in demo.database().cards()[:3]:
        face = images.face(card, PREVIEW_SIZE)
        assert (face.width(), face.height()) == PREVIEW_SIZE
    back = images.back(PREVIEW_SIZE)
    assert not back.isNull()
    from desktop.qt import QLabel

    label = QLabel()
    label.setPixmap(images.face(demo.database().get("SK-005"), PREVIEW_SIZE))
    label.resize(*PREVIEW_SIZE)
    screenshot(label, "face-preview")


def test_each_game_prints_its_deciding_numbers_where_its_cards_do():
    """Weiß Schwarz: level (2.6) in the corner, cost (2.7) under it, soul (2.10), trigger icons (2.11); ONE PIECE:
    cost (2-7), a Leader's Life (2-9), the counter (2-10) down the left edge, power (2-6)."""
    from desktop import rulesets
    from desktop.cards.faces import printed

    def numbers(ruleset_id, card):
        face = rulesets.load(ruleset_id).ruleset.layout.face
        return {n.spot: text for n in face if (text := printed(card, n)) is not None}

    ws = rulesets.load("weiss-schwarz").database
    level_one = next(c for c in ws.cards() if c.category == "character" and c.stats.get("level") == 1)
    shown = numbers("weiss-schwarz", level_one)
    assert shown["top_left"] == "1", "a level 1 card reads 1 in its corner, not its cost"
    assert shown["top_left_below"] == str(level_one.cost)
    assert shown["bottom_left"] == f"Soul {level_one.stats['soul']}"
    climax = next(c for c in ws.cards() if c.category == "climax" and c.stats.get("triggers"))
    assert numbers("weiss-schwarz", climax)["top_right"]
    op = rulesets.load("one-piece").database
    leader = next(c for c in op.cards() if c.category == "leader")
    assert numbers("one-piece", leader)["top_right"] == f"Life {leader.stats['life']}"
    assert "top_left" not in numbers("one-piece", leader), "a Leader has no cost"
    counter = next(c for c in op.cards() if c.stats.get("counter"))
    assert numbers("one-piece", counter)["left"] == f"+{counter.stats['counter']}"
