"""Card abilities: one data language for every game, its interpreter, and manual resolution.

See REFERENCE.md beside this file for every ability kind, condition and primitive.
"""

from engine.abilities.activation import ActivateAbility, resolve_printed, usable
from engine.abilities.filters import has_keyword, matches, matching, prevented
from engine.abilities.interpreter import ABILITY_HANDLERS as _CORE_HANDLERS
from engine.abilities.interpreter import Resolution, start_resolution
from engine.abilities.language import Executor, Language, Primitive, RulesetConditionDef
from engine.abilities.manual import MANUAL_RULES, run_manual
from engine.abilities.replacement import offer as offer_replacement
from engine.abilities.replacement import replacing, run_replace, run_replace_done
from engine.abilities.triggers import signal
from engine.ruleset import ActionRule

ABILITY_HANDLERS = {
    **_CORE_HANDLERS,
    "ability:manual": run_manual,
    "ability:replace": run_replace,
    "ability:replace_done": run_replace_done,
}


def ability_action_rules() -> dict[str, ActionRule]:
    """The action rules a ruleset with abilities adds: "activate" and the manual moves."""
    return {"activate": ActivateAbility(), **MANUAL_RULES}


__all__ = [
    "ABILITY_HANDLERS", "ActivateAbility", "Executor", "Language", "Primitive", "Resolution", "RulesetConditionDef",
    "ability_action_rules", "has_keyword", "matches", "matching", "offer_replacement", "prevented", "replacing",
    "resolve_printed", "signal", "start_resolution", "usable",
]  # fmt: skip
