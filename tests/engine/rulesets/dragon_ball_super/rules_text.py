"""Cards and positions for the scenarios written from the rules text (test_rules_text_*): the sample set plus a few."""

from __future__ import annotations

from functools import cache

from engine.formats.cards import CardDatabase, CardDefinition, CardSet
from engine.game import Game
from engine.ids import PlayerId
from engine.rulesets.dragon_ball_super import zones as Z
from tests.engine.rulesets.dragon_ball_super import support as S
from tests.engine.rulesets.dragon_ball_super.support import put as put  # the scenarios call R.put

DRAW = {"do": "draw"}
WEAK_OPPONENTS = {
    "filter": {
        "zone": ["battle"],
        "controller": "opponent",
        "category": ["battle"],
        "power": {"op": "<=", "value": 15000},
    }
}


def _battle(
    card_id: str, name: str, *abilities: dict, cost: int = 0, power: int = 10000, **stats: object
) -> CardDefinition:
    return CardDefinition(
        id=card_id,
        name=name,
        category="battle",
        colors=["black"],
        cost=cost,
        power=power,
        stats={"characters": [name], **stats},
        set_id="RT",
        abilities=abilities,
    )


def _extra(
    card_id: str,
    name: str,
    effect: list[dict],
    *,
    cost: int = 0,
    colors: tuple[str, ...] = ("black",),
    timing: tuple[str, ...] = ("extra_main",),
    **stats: object,
) -> CardDefinition:
    return CardDefinition(
        id=card_id,
        name=name,
        category="extra",
        colors=list(colors),
        cost=cost,
        stats=stats,
        set_id="RT",
        abilities=({"kind": "activated", "timing": list(timing), "effect": effect},),
    )


def _at(event: str, *effect: dict, whose: str = "yours", **extra: object) -> dict:
    return {"kind": "auto", "trigger": {"event": event, "on": "none", "whose": whose}, "effect": list(effect), **extra}


_POWERFUL = {
    "check": "count",
    "op": ">=",
    "value": 1,
    "filter": {"zone": ["battle"], "source_only": True, "power": {"op": ">=", "value": 20000}},
}


def _marker_skill(count: int, *effect: dict) -> dict:
    """[Activate: Main] with the marker skill cost [count] (8-4-2-5)."""
    return {
        "kind": "activated",
        "timing": ["main"],
        "effect": list(effect),
        "cost": [{"do": "ruleset", "name": "marker_cost", "args": {"count": count}}],
    }


CARDS = (
    _battle(
        "RT-WATCH",
        "KO Watcher",
        {"kind": "auto", "trigger": {"event": "on_ko", "on": "yours"}, "effect": [DRAW]},
        power=20000,
    ),
    _battle("RT-LAST", "Last Word", {"kind": "auto", "trigger": {"event": "on_ko", "on": "self"}, "effect": [DRAW]}),
    _battle(
        "RT-ONCE",
        "Once Watcher",
        {"kind": "auto", "trigger": {"event": "on_ko", "on": "yours"}, "limit": "once_per_turn", "effect": [DRAW]},
        power=20000,
    ),
    _extra("RT-WIPE", "Clean Sweep", [{"do": "destroy", "target": {"mode": "all", **WEAK_OPPONENTS}}]),
    _battle(
        "RT-PAYPLAY",
        "Toll Scholar",
        {
            "kind": "auto",
            "trigger": {"event": "on_play"},
            "cost": [{"do": "pay_resource", "amount": 2}],
            "effect": [{"do": "draw", "count": 2}],
        },
    ),
    _battle(
        "RT-TWOPART",
        "Twofold Price",
        {
            "kind": "activated",
            "timing": ["main"],
            "effect": [DRAW],
            "cost": [
                {"do": "pay_resource", "amount": 1},
                {"do": "ruleset", "name": "discard_colors", "args": {"colors": ["red"], "count": 1}},
            ],
        },
    ),
    _battle(
        "RT-FREE", "Open Hand", {"kind": "activated", "timing": ["main"], "limit": "once_per_turn", "effect": [DRAW]}
    ),
    _extra("RT-XRED", "Twin Flame Rite", [DRAW], cost=1, colors=("red",), specified=["red", "red"]),
    _battle("RT-ENDMAIN", "Phase Closer", _at("end_of_main", DRAW)),
    _battle("RT-ENDCHECK", "Dusk Gauge", _at("end_of_turn", {"do": "if", "condition": _POWERFUL, "then": [DRAW]})),
    _battle("RT-ENDDRAW", "Dusk Drawer", _at("end_of_turn", DRAW)),
    _battle(
        "RT-CALLER",
        "Dusk Caller",
        _at(
            "end_of_turn",
            {
                "do": "ruleset",
                "name": "play_card",
                "args": {"target": {"filter": {"zone": ["hand"], "controller": "you", "name": "Dusk Drawer"}}},
            },
        ),
    ),
    _battle("RT-DAWN", "Dawn Purger", _at("start_of_turn", {"do": "discard", "count": 1})),
    _extra("RT-LASTBLOW", "Last Blow", [{"do": "damage", "amount": 1}, {"do": "add_to_life", "who": "opponent"}]),
    _battle(
        "RT-SPHERE",
        "Sphere Adept",
        {
            "kind": "activated",
            "timing": ["main"],
            "effect": [DRAW],
            "cost": [{"do": "ruleset", "name": "pay_energy", "args": {"amount": 1, "colors": ["red"]}}],
        },
    ),
    CardDefinition(
        id="RT-UNISON",
        name="Fusion Banner",
        category="unison",
        colors=["black"],
        cost=2,
        power=15000,
        stats={},
        set_id="RT",
        abilities=(
            _marker_skill(2, DRAW),
            _marker_skill(0, DRAW),
            _marker_skill(-2, DRAW),
            _marker_skill(
                -4,
                {
                    "do": "modify",
                    "stat": "power",
                    "amount": 20000,
                    "duration": "end_of_turn",
                    "target": {"mode": "self"},
                },
            ),
        ),
    ),
    _battle("RT-OPPEND", "Night Sentry", _at("end_of_turn", DRAW, whose="opponents")),
    _battle("RT-WANE", "Waning Sentry", _at("start_of_turn", DRAW, whose="opponents")),
    _battle(
        "RT-RALLY",
        "Rally Caller",
        {
            "kind": "activated",
            "timing": ["main"],
            "effect": [
                {
                    "do": "ruleset",
                    "name": "play_card",
                    "args": {"target": {"filter": {"zone": ["hand"], "controller": "you", "category": ["battle"]}}},
                }
            ],
        },
    ),
    _battle(
        "RT-CHARGE",
        "Sudden Charger",
        {
            "kind": "activated",
            "timing": ["main"],
            "effect": [
                {
                    "do": "ruleset",
                    "name": "attack",
                    "args": {"target": {"filter": {"zone": ["leader"], "controller": "opponent"}}},
                }
            ],
        },
    ),
    _battle(
        "RT-DMG",
        "Twin Omen",
        {"kind": "auto", "trigger": {"event": "before_damage", "on": "self"}, "effect": [DRAW]},
        {"kind": "auto", "trigger": {"event": "on_deal_damage", "on": "self"}, "effect": [DRAW]},
        power=15000,
    ),
)


@cache
def database() -> CardDatabase:
    """The sample set with these cards."""
    return S.database().extended([CardSet(ruleset="dragon-ball-super", set_id="RT", name="Rules text", cards=CARDS)])


def scenario(seed: str = "scenario") -> tuple[Game, PlayerId, PlayerId]:
    """support.scenario with these cards known: turn 2's Main Phase, hands, Battle Areas and energy emptied."""
    return S.scenario(seed, cards=database())


def ids(game: Game, zone: str, player: PlayerId) -> list[str]:
    return [game.card(c).card_id for c in game.zone(Z.ref(zone, player))]


def hand(game: Game, player: PlayerId) -> int:
    return len(game.zone(Z.ref(Z.HAND, player)))


def rested(game: Game, player: PlayerId) -> int:
    """How many of a player's energy are in Rest Mode."""
    return sum(game.card(c).orientation == Z.REST for c in game.zone(Z.ref(Z.ENERGY, player)))


def settle(game: Game, context: str = "main") -> None:
    """Answer every question (first options, passes) until a decision of `context`."""
    S.pass_until(game, context, limit=40)


def to_step(game: Game, step: str) -> None:
    """Pass (no [Counter], no action) until the battle's `step` ("offense", "defense") has its free timing."""
    for _ in range(10):
        if game.state.step == step:
            return
        S.pass_(game)
    raise AssertionError(f"no {step} step")
