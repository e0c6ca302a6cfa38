"""Card art from the card data's image links, fetched in the background into the cache (the face shows meanwhile)."""

from __future__ import annotations

import re
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from desktop.qt import QImage, QObject, Signal
from engine.formats.cards import CardDefinition

MAX_BYTES = 8 * 1024 * 1024
"""A card picture is far smaller; a bigger answer is refused before it is all read."""
TIMEOUT_S = 15.0
SCHEMES = ("http://", "https://")


def _safe(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]", "_", text)


def image_link(card: CardDefinition) -> str:
    """The card's first image link (its base printing's), or ""."""
    return next((art.image for art in card.arts if art.image.startswith(SCHEMES)), "")


class ArtDownloads(QObject):
    """Downloads card pictures of one ruleset into <cache>/art/<ruleset>/<card id>.img, a few at a time.

    `progress(done, total)` after each finished download (done counts failures too), `arrived(card id)` when a
    picture is in the cache, `failed(card id, reason)` when it could not be had (the rendered face stays).
    """

    progress = Signal(int, int)
    arrived = Signal(str)
    failed = Signal(str, str)

    def __init__(self, cache_root: Path, ruleset_id: str, *, enabled: bool = True, workers: int = 2) -> None:
        super().__init__()
        self.folder = cache_root / "art" / _safe(ruleset_id)
        self.enabled = enabled
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="playmat-art")
        self._asked: dict[str, str] = {}
        self._done = 0

    def path(self, card_id: str) -> Path:
        return self.folder / f"{_safe(card_id)}.img"

    def cached(self, card_id: str) -> Path | None:
        path = self.path(card_id)
        return path if path.is_file() else None

    def request(self, card: CardDefinition) -> bool:
        """Fetch the card's picture in the background unless downloads are off, it has no link, it is cached or
        already asked for (a failed one is not asked again this session). True if a download started."""
        link = image_link(card)
        if not self.enabled or not link or card.id in self._asked or self.cached(card.id) is not None:
            return False
        self._asked[card.id] = link
        self.progress.emit(self._done, len(self._asked))
        self._pool.submit(self._fetch, card.id, link)
        return True

    def _fetch(self, card_id: str, link: str) -> None:
        try:
            data = _download(link)
            if QImage.fromData(data).isNull():
                raise ValueError("the answer is not a picture")
            self.folder.mkdir(parents=True, exist_ok=True)
            temporary = self.path(card_id).with_suffix(".part")
            temporary.write_bytes(data)
            temporary.replace(self.path(card_id))
        except (OSError, ValueError, urllib.error.URLError) as error:
            self._finish()
            self.failed.emit(card_id, _reason(error))
            return
        self._finish()
        self.arrived.emit(card_id)

    def _finish(self) -> None:
        self._done += 1
        self.progress.emit(self._done, len(self._asked))

    def wait(self) -> None:
        """Finish every started download (tests, shutting down)."""
        self._pool.shutdown(wait=True)
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="playmat-art")

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


def _download(link: str) -> bytes:
    request = urllib.request.Request(link, headers={"User-Agent": "Playmat card art"})
    with urllib.request.urlopen(request, timeout=TIMEOUT_S) as answer:
        length = answer.headers.get("Content-Length")
        if length is not None and length.isdigit() and int(length) > MAX_BYTES:
            raise ValueError(f"the picture is larger than {MAX_BYTES // (1024 * 1024)} MB")
        data: bytes = answer.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise ValueError(f"the picture is larger than {MAX_BYTES // (1024 * 1024)} MB")
    return data


def _reason(error: Exception) -> str:
    if isinstance(error, urllib.error.HTTPError):
        return f"the server answered {error.code} {error.reason}"
    if isinstance(error, urllib.error.URLError):
        return f"the server could not be reached ({error.reason})"
    if isinstance(error, TimeoutError):
        return "the server took too long to answer"
    return str(error) or error.__class__.__name__
