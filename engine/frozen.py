"""A faster `__init__` for frozen slotted dataclasses made by the thousand (actions, events), same class otherwise."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar, cast

T = TypeVar("T")

_set_class = object.__dict__["__class__"].__set__  # `obj.__class__ = cls` without the frozen class's __setattr__


def fast_init(cls: type[T]) -> type[T]:
    """Give a frozen slotted dataclass a faster `__init__`; the signature, defaults, equality, hash, repr and
    immutability stay the dataclass's own. Only for fields with plain defaults (no factories).

    The generated `__init__` of a frozen dataclass stores each field with `object.__setattr__(self, name, value)`.
    This one turns the new instance, for the time of its `__init__`, into an instance of a twin subclass that adds
    no slot and keeps the plain `__setattr__`, so each field is stored by an ordinary attribute store (which Python
    specialises for slots), then gives it back its class (about twice as fast for a dozen fields). An instance of a
    subclass is made field by field through each slot's setter instead, keeping its own class."""
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
    opened = type(
        cls.__name__,
        (cls,),
        {"__slots__": (), "__setattr__": object.__setattr__, "__delattr__": object.__delattr__,
         "__qualname__": cls.__qualname__, "__module__": cls.__module__},
    )  # fmt: skip
    stores = "".join(f"            self.{f.name} = {f.name}\n" for f in fields)
    setters = "".join(f"            _s{i}(self, {f.name})\n" for i, f in enumerate(fields))
    source = (  # the classes and setters are closure cells of `__init__`: fast lookups, and its signature is the fields
        f"def _make(_cls, _opened, _set_class, {', '.join(f'_s{i}' for i in range(count))}):\n"
        f"    def __init__(self, {', '.join(names)}):\n"
        "        if type(self) is _cls:\n"
        "            _set_class(self, _opened)\n"
        f"{stores}"
        "            self.__class__ = _cls\n"
        "        else:\n"
        f"{setters}"
        "    return __init__\n"
    )
    exec(source, scope)  # built from the class's own field names, as dataclasses builds its own __init__
    init = scope["_make"](cls, opened, _set_class, *(scope[f"_s{i}"] for i in range(count)))
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = dict(cls.__init__.__annotations__)
    cls.__init__ = init  # type: ignore[method-assign]
    return cls
