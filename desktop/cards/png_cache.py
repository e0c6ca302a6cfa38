"""Rendered faces written to the PNG cache off the UI thread: the pixels are copied at once, then one background thread
compresses them (zlib lets go of the interpreter while it works) and writes the file, so a card drawn for the first time
costs the table no PNG encoding (3-4 ms a face with Qt's encoder, on the UI thread)."""

from __future__ import annotations

import os
import struct
import zlib
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from desktop.qt import QImage

_WRITER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="png-cache")
_pending: list[Future[None]] = []


def write_later(image: QImage, path: Path) -> None:
    """Write `image` as a PNG at `path` soon, in the background (a read-only or missing cache only costs speed)."""
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)  # straight alpha, bytes in R G B A order
    width, height, line = rgba.width(), rgba.height(), rgba.bytesPerLine()
    pixels = bytes(rgba.constBits())[: line * height]
    _pending[:] = [f for f in _pending if not f.done()]
    _pending.append(_WRITER.submit(_write, pixels, width, height, line, path))


def wait_for_writes() -> None:
    """Block until every PNG asked for so far is on disk (for tests and for leaving)."""
    for future in list(_pending):
        future.result()


def _write(pixels: bytes, width: int, height: int, line: int, path: Path) -> None:
    partial = path.with_name(f"{path.name}.{os.getpid()}.part")  # renamed when whole: a reader never sees half a file
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial.write_bytes(png_bytes(pixels, width, height, line))
        partial.replace(path)
    except OSError:
        partial.unlink(missing_ok=True)


def png_bytes(pixels: bytes, width: int, height: int, line: int) -> bytes:
    """A PNG file of 8-bit RGBA rows (`line` bytes apart in `pixels`), each row unfiltered."""
    row = width * 4
    raw = b"".join(b"\0" + pixels[y * line : y * line + row] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8 bits, RGBA, deflate, no filter, no interlace
    body = _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(raw, 6)) + _chunk(b"IEND", b"")
    return b"\x89PNG\r\n\x1a\n" + body


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
