"""The ability language: a closed, validated vocabulary of abilities, costs, conditions and steps.

Used as `from engine.abilities import model as M`; the vocabulary lives in modules by concept:
`base` (Node, shared literals), `targets` (Filter, Target), `conditions`, `steps` and `abilities`.
"""

from engine.abilities.model.abilities import (
    Ability,
    AbilityBase,
    ActivatedAbility,
    AutoAbility,
    Cause,
    ContinuousAbility,
    ReplacementAbility,
    Trigger,
)
from engine.abilities.model.base import Compare, Comparison, Duration, Limit, Node, Who
from engine.abilities.model.conditions import (
    _CONDITION_TAGS,
    _CORE_CONDITIONS,
    CombinedCondition,
    Condition,
    CountCondition,
    CounterCondition,
    RulesetCondition,
    TurnCondition,
)
from engine.abilities.model.registered import _tag, _wrap_registered
from engine.abilities.model.steps import (
    _CORE_STEPS,
    _STEP_TAGS,
    ActivateEffect,
    AddToLife,
    ChooseOne,
    CreateToken,
    Damage,
    Destroy,
    Discard,
    Draw,
    EndGame,
    Grant,
    If,
    LookAt,
    ManualStep,
    MayDo,
    Mode,
    Modify,
    Move,
    Orient,
    Prevent,
    Resource,
    Reveal,
    RulesetStep,
    Script,
    Search,
    SetStat,
    Shuffle,
    Step,
)
from engine.abilities.model.targets import SELF, Filter, Target

__all__ = [
    "SELF", "Ability", "AbilityBase", "ActivateEffect", "ActivatedAbility", "AddToLife", "AutoAbility", "Cause",
    "ChooseOne", "CombinedCondition", "Compare", "Comparison", "Condition", "ContinuousAbility", "CountCondition",
    "CounterCondition", "CreateToken", "Damage", "Destroy", "Discard", "Draw", "Duration", "EndGame", "Filter",
    "Grant", "If", "Limit", "LookAt", "ManualStep", "MayDo", "Mode", "Modify", "Move", "Node", "Orient", "Prevent",
    "ReplacementAbility", "Resource", "Reveal", "RulesetCondition", "RulesetStep", "Script", "Search", "SetStat",
    "Shuffle", "Step", "Target", "Trigger", "TurnCondition", "Who",
    "_CONDITION_TAGS", "_CORE_CONDITIONS", "_CORE_STEPS", "_STEP_TAGS", "_tag", "_wrap_registered",
]  # fmt: skip
