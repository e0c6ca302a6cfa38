"""Card art from the card data's image links: downloaded in the background from a loopback HTTP server into the
cache, with progress; the rendered face shows until it arrives and stays when a download fails; the setting turns
downloads off; the user's own images folder still wins."""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar

import pytest

from desktop.cards.art_downloads import ArtDownloads
from desktop.cards.images import CardImages
from desktop.qt import QColor, QImage
from engine.formats.cards import CardArt, CardDefinition

SIZE = (90, 126)


def _png(color: str, folder) -> bytes:
    image = QImage(60, 84, QImage.Format.Format_RGB32)
    image.fill(QColor(color))
    path = folder / f"{color[1:]}.png"
    image.save(str(path))
    return path.read_bytes()


class _Handler(BaseHTTPRequestHandler):
    pictures: ClassVar[dict[str, bytes]] = {}

    def do_GET(self) -> None:
        body = self.pictures.get(self.path)
        if body is None:
            self.send_error(404, "Not Found")
            return
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("pictures")
    _Handler.pictures = {"/red.png": _png("#ff0000", folder), "/text.png": b"not a picture"}
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def _card(card_id: str, link: str) -> CardDefinition:
    return CardDefinition(id=card_id, name="Harbor Lookout", category="character", cost=1, power=2000,
                          arts=(CardArt(print_id=card_id, image=link),))  # fmt: skip


def _images(tmp_path, enabled=True):
    images = CardImages("one-piece", "ONE PIECE", tmp_path / "cache", tmp_path / "images")
    downloads = ArtDownloads(tmp_path / "cache", "one-piece", enabled=enabled)
    images.use_downloads(downloads)
    return images, downloads


def _centre(pixmap) -> str:
    image = pixmap.toImage()
    return image.pixelColor(image.width() // 2, image.height() // 2).name()


def test_a_picture_arrives_in_the_cache_with_progress_and_replaces_the_rendered_face(tmp_path, server, qtbot):
    images, downloads = _images(tmp_path)
    card = _card("ZZ01-001", f"{server}/red.png")
    seen = []
    downloads.progress.connect(lambda done, total: seen.append((done, total)))
    with qtbot.waitSignal(downloads.arrived, timeout=15_000) as arrived:
        rendered = images.face(card, SIZE)  # asks for the picture; the rendered face shows meanwhile
        assert _centre(rendered) != "#ff0000"
    assert arrived.args == ["ZZ01-001"]
    assert downloads.cached("ZZ01-001") is not None
    assert seen[0] == (0, 1) and seen[-1] == (1, 1)
    assert _centre(images.face(card, SIZE)) == "#ff0000"


def test_a_failed_download_keeps_the_rendered_face_and_says_why(tmp_path, server, qtbot):
    images, downloads = _images(tmp_path)
    for card_id, path, words in (("ZZ01-002", "/missing.png", "404"), ("ZZ01-003", "/text.png", "not a picture")):
        card = _card(card_id, f"{server}{path}")
        with qtbot.waitSignal(downloads.failed, timeout=15_000) as failed:
            first = images.face(card, SIZE)
        assert failed.args[0] == card_id and words in failed.args[1]
        assert downloads.cached(card_id) is None
        assert _centre(images.face(card, SIZE)) == _centre(first)
        assert downloads.request(card) is False  # not asked again this session


def test_downloads_off_or_the_users_own_image_means_no_request(tmp_path, server):
    images, downloads = _images(tmp_path, enabled=False)
    card = _card("ZZ01-004", f"{server}/red.png")
    images.face(card, SIZE)
    assert downloads.request(card) is False and downloads.cached("ZZ01-004") is None
    mine, mine_downloads = _images(tmp_path / "own")
    own = tmp_path / "own" / "images" / "one-piece"
    own.mkdir(parents=True)
    blue = QImage(60, 84, QImage.Format.Format_RGB32)
    blue.fill(QColor("#0000ff"))
    blue.save(str(own / "ZZ01-004.png"))
    assert _centre(mine.face(card, SIZE)) == "#0000ff"
    mine_downloads.wait()
    assert mine_downloads.cached("ZZ01-004") is None  # the user's own image wins: nothing was fetched


def test_the_deck_builders_card_list_redraws_a_card_when_its_picture_arrives(tmp_path, server, qtbot):
    from desktop.deck_builder.browser import CardListModel
    from desktop.deck_builder.preview import card_facts
    from desktop.qt import Qt

    images, _ = _images(tmp_path)
    card = _card("ZZ01-009", f"{server}/red.png")
    model = CardListModel(images, lambda card_id: 0)
    model.set_cards([card])
    with qtbot.waitSignal(model.dataChanged, timeout=15_000) as changed:
        model.data(model.index(0), Qt.ItemDataRole.DecorationRole)  # the rendered face, and a download starts
    assert changed.args[2] == [Qt.ItemDataRole.DecorationRole]
    assert _centre(model.data(model.index(0), Qt.ItemDataRole.DecorationRole)) == "#ff0000"
    assert "Played by the rules engine." in card_facts(card)
