"""A faster `__init__` for frozen slotted dataclasses made by the thousand (actions, events), same class otherwise."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar, cast

T = TypeVar("T")


def fast_init(cls: type[T]) -> type[T]:
    """Give a frozen slotted dataclass an `__init__` that stores each field through its slot's setter, instead of the
    generated one's `object.__setattr__(self, name, value)` per field (about a third faster). The signature, defaults,
    equality, hash and immutability stay the dataclass's own. Only for fields with plain defaults (no factories)."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in vars(cls):
        raise TypeError(f"{cls.__name__} is not a frozen slotted dataclass")
    fields = dataclasses.fields(cast(Any, cls))
    names: list[str] = []
    scope: dict[str, Any] = {}
    for index, field in enumerate(fields):
        if field.default_factory is not dataclasses.MISSING or not field.init:
            raise TypeError(f"{cls.__name__}.{field.name}: only plain defaults are supported")
        if field.default is dataclasses.MISSING:
            names.append(field.name)
        else:
            scope[f"_d{index}"] = field.default
            names.append(f"{field.name}=_d{index}")
        scope[f"_s{index}"] = vars(cls)[field.name].__set__
    count = len(names)
    setters = "".join(f"        _s{i}(self, {f.name})\n" for i, f in enumerate(fields))
    source = (  # the setters are closure cells of `__init__`: fast lookups, and its signature is the fields only
        f"def _make({', '.join(f'_s{i}' for i in range(count))}):\n"
        f"    def __init__(self, {', '.join(names)}):\n{setters}"
        "    return __init__\n"
    )
    exec(source, scope)  # built from the class's own field names, as dataclasses builds its own __init__
    init = scope["_make"](*(scope[f"_s{i}"] for i in range(count)))
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = dict(cls.__init__.__annotations__)
    cls.__init__ = init  # type: ignore[method-assign]
    return cls
