"""Reading one record of a community file: typed field getters that turn every bad field into a named problem."""

from __future__ import annotations

from typing import Any

from engine.formats.importers.decoding import clean_text, short, whole_number
from engine.formats.problems import Problem


class RecordError(ValueError):
    """A record that cannot become a card; its problems are already noted."""


class Record:
    """One source record: `where` names the file and the record; each getter notes a problem for a bad field."""

    def __init__(self, file: str, locator: str, data: dict[str, Any]) -> None:
        self.file = file
        self.locator = locator
        self.where = f"{file}: {locator}" if locator else file
        self.data = data
        self.problems: list[Problem] = []

    def note(self, field: str, message: str) -> None:
        path = ".".join(part for part in (self.locator, field) if part)
        self.problems.append(Problem(f"{self.file}: {path}" if path else self.file, message))

    def fail(self, field: str, message: str) -> RecordError:
        """Note why the record is skipped, and the error to raise."""
        self.note(field, f"{message}; record skipped")
        return RecordError(message)

    def text(self, key: str, *, required: bool = False) -> str:
        value = self.data.get(key)
        if value is not None and not isinstance(value, str):
            raise self.fail(key, f"expected text, not {type(value).__name__}")
        text = clean_text(value)
        if required and not text:
            raise self.fail(key, "missing")
        return text

    def code(self, key: str) -> str:
        """A card code, exactly as printed (never padded or re-cased); no spaces."""
        value = self.data.get(key)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(key, "missing card code")
        code = value.strip()
        if any(char.isspace() for char in code) or len(code) > 40:
            raise self.fail(key, f"{short(code, 40)!r} is not a card code")
        return code

    def number(self, key: str) -> int | None:
        try:
            return whole_number(self.data.get(key))
        except ValueError as error:
            raise self.fail(key, str(error)) from None

    def texts(self, key: str) -> list[str]:
        """A list of text (a single text is a list of one); placeholders ("-", "") dropped."""
        value = self.data.get(key)
        if value is None:
            return []
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise self.fail(key, "expected a list of text")
        return [text for text in (clean_text(item) for item in value) if text]

    def label(self) -> str:
        for key in ("id", "code", "cardcode", "number"):
            value = self.data.get(key)
            if isinstance(value, str) and value.strip():
                return short(value, 40)
        return ""
