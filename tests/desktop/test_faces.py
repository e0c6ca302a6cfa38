"""Card pictures: rendered faces cached as PNG by data digest; a user's own image wins; a back per ruleset."""

from __future__ import annotations

from desktop.cards.images import PREVIEW_SIZE, TABLE_SIZE, CardImages
from desktop.qt import QColor, QImage
from desktop.settings import cache_dir
from tests.support import demo

from .conftest import screenshot


def _images(tmp_path):
    return CardImages("skirmish", "Skirmish (demo)", cache_dir(), tmp_path / "images")


def test_a_rendered_face_is_cached_as_png(tmp_path):
    card = demo.database().get("SK-003")
    face = _images(tmp_path).face(card)
    assert (face.width(), face.height()) == TABLE_SIZE
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
