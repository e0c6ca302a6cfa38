"""Reading the bytes of a community file: text encodings, bounded numbers, JSON, and short labels for reports."""

from __future__ import annotations

import html
import json
import re
from typing import Any

MAX_DIGITS = 12
"""No printed number of these games has more digits; a longer one is refused in words, never converted."""

SUMMARY_WIDTH = 80


class DecodeError(ValueError):
    """A file that cannot be read as text or JSON; the message is for players."""


def short(text: str, width: int = SUMMARY_WIDTH) -> str:
    """The text on one line, cut to `width` characters with an ellipsis (for summaries and problem lists)."""
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "\u2026"


def decode_text(data: bytes) -> str:
    """UTF-8 text (a byte-order mark is dropped); UTF-16 with its mark is read too. Anything else is refused
    with the position of the first bad byte."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            raise DecodeError("the file says it is UTF-16 text but is not; save it as UTF-8") from None
    if b"\x00" in data[:64]:
        raise DecodeError("the file looks like UTF-16 text without its byte-order mark; save it as UTF-8")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        bad = data[error.start]
        raise DecodeError(
            f"not UTF-8 text (byte 0x{bad:02X} at position {error.start}, perhaps Latin-1 or Windows text); "
            "save the file as UTF-8"
        ) from None


def _bounded_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise DecodeError(f"a number with {digits} digits is too large for a card")
    return int(text)


def _no_constant(name: str) -> Any:
    raise DecodeError(f"{name} is not a number a card can print")


def parse_json_text(text: str) -> Any:
    """Strict JSON with bounded whole numbers; DecodeError with line and column when it is not."""
    try:
        return json.loads(text, parse_int=_bounded_int, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise DecodeError(f"not valid JSON (line {error.lineno} column {error.colno}: {error.msg})") from None
    except RecursionError:
        raise DecodeError("not valid JSON (nested too deeply)") from None


def parse_json_bytes(data: bytes) -> Any:
    """Decode and parse a JSON file (see `decode_text`, `parse_json_text`)."""
    return parse_json_text(decode_text(data))


_NUMBER = re.compile(r"[+-]?\d+")


def whole_number(value: object) -> int | None:
    """A printed number given as an int or as text ("5000", "+1000"); None for placeholders ("-", "", null).
    ValueError (in words) for anything else."""
    if value is None or (isinstance(value, str) and value.strip() in ("", "-", "\u2010", "N/A", "null")):
        return None
    if isinstance(value, bool):
        raise ValueError(f"expected a whole number, not {value!r}")
    if isinstance(value, int):
        if len(str(abs(value))) > MAX_DIGITS:
            raise ValueError("the number is too large for a card")
        return value
    if isinstance(value, str) and _NUMBER.fullmatch(value.strip()):
        return _bounded_int(value.strip().lstrip("+"))
    shown = short(value, 30) if isinstance(value, str) else type(value).__name__
    raise ValueError(f"expected a whole number, not {shown!r}")


_TAG = re.compile(r"<\s*br\s*/?\s*>", re.IGNORECASE)
_ANY_TAG = re.compile(r"</?[A-Za-z][^<>]{0,200}>")


def clean_text(value: object) -> str:
    """Printed text with the sources' markup removed: <br> becomes a line break, other tags go, HTML entities
    are decoded, Windows line ends unified; placeholders ("-") give ""."""
    if not isinstance(value, str):
        return ""
    text = _TAG.sub("\n", value.replace("\r\n", "\n").replace("\r", "\n"))
    text = html.unescape(_ANY_TAG.sub("", text))
    text = "\n".join(line.strip() for line in text.split("\n")).strip()
    return "" if text in ("-", "\u2010", "N/A") else text
