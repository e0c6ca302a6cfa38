"""Where card pictures come from: a user's own image first, then the card data's picture once downloaded (art
downloads), else a rendered face, cached as PNG."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from desktop.cards.art_downloads import ArtDownloads
from desktop.cards.faces import RENDER_VERSION, render_back, render_face
from desktop.cards.png_cache import write_later
from desktop.qt import QImage, QPixmap, Qt
from engine.formats.cards import CardDefinition
from engine.layout import DEFAULT_FACE, FaceNumber

TABLE_SIZE = (180, 252)  # drawn at twice the scene's card size, so zoomed-in tables stay sharp
PREVIEW_SIZE = (360, 504)
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg")


def _safe(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]", "_", text)


class CardImages:
    """Card pictures for one ruleset, in memory and on disk."""

    def __init__(self, ruleset_id: str, ruleset_name: str, cache_root: Path, images_root: Path) -> None:
        self.ruleset_id = ruleset_id
        self.ruleset_name = ruleset_name
        self._cache = cache_root / "faces" / _safe(ruleset_id)
        self._images = images_root / _safe(ruleset_id)
        self._memory: dict[tuple[str, int, int], QPixmap] = {}
        self.numbers: tuple[FaceNumber, ...] = DEFAULT_FACE
        self.downloads: ArtDownloads | None = None

    def use_downloads(self, downloads: ArtDownloads) -> None:
        """Fetch the card data's pictures with `downloads`; a face drawn before one arrives is drawn again after."""
        self.downloads = downloads
        downloads.arrived.connect(self.forget)

    def forget(self, card_id: str) -> None:
        """Drop a card's pictures from memory (its art arrived): the next `face` reads it again."""
        for key in [key for key in self._memory if key[0] == card_id]:
            del self._memory[key]

    def use_numbers(self, numbers: tuple[FaceNumber, ...]) -> None:
        """Draw faces with the game's printed numbers (its layout's `face`)."""
        if numbers != self.numbers:
            self.numbers = numbers
            self._memory.clear()

    def user_image(self, card_id: str) -> Path | None:
        for suffix in IMAGE_SUFFIXES:
            path = self._images / f"{card_id}{suffix}"
            if path.is_file():
                return path
        return None

    def face(self, card: CardDefinition, size: tuple[int, int] = TABLE_SIZE) -> QPixmap:
        key = (card.id, *size)
        if key not in self._memory:
            self._memory[key] = self._load_face(card, size)
        return self._memory[key]

    def back(self, size: tuple[int, int] = TABLE_SIZE) -> QPixmap:
        key = ("\0back", *size)
        if key not in self._memory:
            self._memory[key] = QPixmap.fromImage(render_back(self.ruleset_id, self.ruleset_name, *size))
        return self._memory[key]

    def _load_face(self, card: CardDefinition, size: tuple[int, int]) -> QPixmap:
        own = self.user_image(card.id)
        if own is not None:
            image = QImage(str(own))
            if not image.isNull():
                return _cover(image, size)
        if self.downloads is not None:
            art = self.downloads.cached(card.id)
            image = QImage(str(art)) if art is not None else QImage()
            if not image.isNull():
                return _cover(image, size)
            self.downloads.request(card)  # the rendered face shows until it arrives (and if it fails)
        key = f"{RENDER_VERSION}:{card.model_dump_json()}:{self.numbers!r}"
        digest = hashlib.sha256(key.encode()).hexdigest()[:16]
        path = self._cache / f"{_safe(card.id)}-{digest}-{size[0]}x{size[1]}.png"
        if path.is_file():
            cached = QPixmap(str(path))
            if not cached.isNull():
                return cached
        image = render_face(card, *size, self.numbers)
        write_later(image, path)  # encoded and written in the background: the table does not wait for it
        return QPixmap.fromImage(image)


def _cover(image: QImage, size: tuple[int, int]) -> QPixmap:
    """Scale a user's image to fill the card, cropping the overflow evenly."""
    scaled = image.scaled(
        size[0], size[1], Qt.AspectRatioMode.KeepAspectRatioByExpanding, Qt.TransformationMode.SmoothTransformation
    )
    x, y = (scaled.width() - size[0]) // 2, (scaled.height() - size[1]) // 2
    return QPixmap.fromImage(scaled.copy(x, y, size[0], size[1]))
