"""Problems found while reading files, and the error raised when nothing usable can be read."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a file: where it is (e.g. "line 3", "cards[4].power") and what."""

    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message}" if self.where else self.message


class FormatError(ValueError):
    """The text cannot be read at all (not JSON, wrong kind of file, newer format version)."""

    problems: tuple[Problem, ...]

    def __init__(self, *problems: Problem | str) -> None:
        self.problems = tuple(p if isinstance(p, Problem) else Problem("", p) for p in problems)
        super().__init__("; ".join(str(p) for p in self.problems) or "unreadable file")


def newer_version_message(needed: int, supported: int) -> str:
    """The message shown when a file was written by a newer Playmat."""
    return f"this file needs format version {needed}; this Playmat reads up to {supported}"


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in Playmat files")


MAX_DIGITS = 100
"""No number in a Playmat file is longer; a longer one is refused in words before Python converts it."""


def _bounded_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise ValueError(f"a number with {digits} digits is too large")
    return int(text)


def parse_json(text: str) -> Any:
    """Parse strict JSON (no NaN/Infinity, no number longer than MAX_DIGITS); ValueError with a readable message."""
    try:
        return json.loads(text.removeprefix("\ufeff"), parse_constant=_reject_constant, parse_int=_bounded_int)
    except json.JSONDecodeError as error:
        raise ValueError(f"not valid JSON (line {error.lineno} column {error.colno}: {error.msg})") from None
    except RecursionError:
        raise ValueError("not valid JSON (nested too deeply)") from None


def load_document(text: str, kind: str, what: str, supported: int) -> dict[str, Any]:
    """Parse a whole-file JSON document and check its kind and format version."""
    try:
        data = parse_json(text)
    except ValueError as error:
        raise FormatError(f"not a Playmat {what}: {error}") from None
    if not isinstance(data, dict):
        raise FormatError(f"not a Playmat {what}: the file is not a JSON object")
    if data.get("kind") != kind:
        found = data.get("kind")
        detail = f'kind is "{found}"' if isinstance(found, str) else "no kind field"
        raise FormatError(f'not a Playmat {what}: {detail}, expected "{kind}"')
    check_version(data.get("format"), supported)
    return data


def check_version(value: object, supported: int, where: str = "format") -> int:
    """Return the format version, raising FormatError if it is missing, bad or too new."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise FormatError(Problem(where, "missing or invalid format version (expected a whole number)"))
    if value < 1:
        raise FormatError(Problem(where, f"invalid format version {value}"))
    if value > supported:
        raise FormatError(newer_version_message(value, supported))
    return value


def where_from_loc(prefix: str, loc: Iterable[int | str]) -> str:
    """Turn a pydantic error location into "prefix.field[2].sub"."""
    where = prefix
    for part in loc:
        if isinstance(part, int):
            where += f"[{part}]"
        else:
            where += f".{part}" if where else part
    return where


def problems_from_validation(prefix: str, error: ValidationError, label: str = "") -> list[Problem]:
    """One Problem per pydantic error, located under prefix and optionally labelled."""
    lead = f"{label}: " if label else ""
    problems: list[Problem] = []
    for item in error.errors(include_url=False):
        message = str(item["msg"]).removeprefix("Value error, ")
        problem = Problem(where_from_loc(prefix, item["loc"]), lead + message)
        if problem not in problems:
            problems.append(problem)
    return problems


def unknown_keys(data: Mapping[str, Any], known: Iterable[str], prefix: str = "") -> list[Problem]:
    """Problems for keys that are not part of the format (reported, then ignored)."""
    allowed = set(known)
    return [Problem(where_from_loc(prefix, [key]), "unknown field; ignored") for key in data if key not in allowed]
