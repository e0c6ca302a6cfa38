"""How a ruleset's own conditions and steps join the closed unions: the discriminator tag and the wrapping."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel


def _tag(data: Any, key: str, core: set[str], tags: dict[str, str], registered: type[BaseModel]) -> str:
    """The union member for raw or parsed data: a core name's own tag, else the ruleset's (`registered`)."""
    value = data.get(key) if isinstance(data, dict) else getattr(data, key, None)
    if isinstance(data, registered) or not isinstance(value, str) or value not in core:
        return "ruleset"
    return tags.get(value, value)


def _wrap_registered(data: Any, key: str) -> Any:
    """`{"do": "give_don", "count": 1}` → `{"do": "ruleset", "name": "give_don", "args": {"count": 1}}`."""
    if isinstance(data, dict) and data.get(key) != "ruleset":
        return {key: "ruleset", "name": data.get(key), "args": {k: v for k, v in data.items() if k != key}}
    return data
