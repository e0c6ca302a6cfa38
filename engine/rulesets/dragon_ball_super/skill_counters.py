"""Counter timings around skills (4-7-2-3, 4-7-2-4), what they let the opponent answer, and skills that attack."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict

from engine.abilities import model as M
from engine.abilities.interpreter import RESOLUTIONS, ability_at, run_triggered
from engine.ids import InstanceId, PlayerId, opponent
from engine.rulesets.dragon_ball_super import carddata as C
from engine.rulesets.dragon_ball_super import keywords as K
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.counters import RESOLVED, SKILL, open_counter_timing
from engine.rulesets.dragon_ball_super.procedures import cannot_attack_yet, to_drop
from engine.state import Task

if TYPE_CHECKING:
    from engine.abilities.interpreter import Resolution
    from engine.game import Game

SKILL_TIMING = "dbs:skill_timing"
SKILLS = "skill_counters"
"""`state.vars` key: per resolution id of a skill between its two counter timings, what the counters answering it
negated ("play", "attack") and the cards it played."""
PLAY_STEPS = ("play_card", "play_unison")
"""Steps that "play" a card (10-10-3-2)."""
ATTACK_STEP = "attack"
"""The step that makes an attack (10-10-3-3, 10-10-3-4)."""


def _ruleset_steps(node: Any) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every ruleset step (name, args) written anywhere in a skill: in branches, choices and wrapped steps too."""
    if isinstance(node, M.RulesetStep):
        yield node.name, node.args
        yield from _ruleset_steps(node.args)
    elif isinstance(node, BaseModel):
        for name in type(node).model_fields:
            yield from _ruleset_steps(getattr(node, name))
    elif isinstance(node, (tuple, list)):
        for item in node:
            yield from _ruleset_steps(item)
    elif isinstance(node, dict):
        if node.get("do") == "ruleset" and isinstance(node.get("name"), str):
            args = node.get("args", {})
            yield node["name"], args if isinstance(args, dict) else {}
        for value in node.values():
            yield from _ruleset_steps(value)


def _battle_card_attacks(game: Game, args: dict[str, Any], source: InstanceId | None) -> bool:
    """Whether an attack step reads "attack with a Battle Card" (10-10-3-4): this Battle Card or a chosen one."""
    attacker = args.get("attacker", {"mode": "self"})  # AttackArgs' default
    if not isinstance(attacker, dict):
        return False
    if attacker.get("mode", "chosen") == "self":
        return source is not None and game.definition(source).category == C.BATTLE
    return list(attacker.get("filter", {}).get("category", [])) == [C.BATTLE]


def skill_kinds(
    game: Game, steps: list[tuple[str, dict[str, Any]]], source: InstanceId | None, *, resolved: bool
) -> list[str]:
    """The [Counter] sub-types a skill (its `steps`, `_ruleset_steps`) makes pending for its master's opponent when it
    is activated, or (`resolved`) after it resolves: [Counter: Play] for a skill that plays a card (10-10-3-2),
    [Counter: Attack] for one that attacks (10-10-3-3), [Counter: Battle Card Attack] when it activates and reads
    "attack with a Battle Card" (10-10-3-4)."""
    kinds = [K.COUNTER_PLAY] if any(name in PLAY_STEPS for name, _ in steps) else []
    attacks = [args for name, args in steps if name == ATTACK_STEP]
    if attacks:
        kinds.append(K.COUNTER_ATTACK)
        if not resolved and any(_battle_card_attacks(game, args, source) for args in attacks):
            kinds.append(K.COUNTER_BATTLE_CARD_ATTACK)
    return kinds


def around_skill(game: Game, depth: int, actor: PlayerId, effect: Any, source: InstanceId | None) -> None:
    """Called right after a skill's resolution was scheduled (the stack was `depth` tasks deep before):
    a counter timing comes after its cost is paid and before it resolves (8-5-2-4), and another after it resolves
    (8-5-2-6, scheduled once the first has come). A card played by hand (not automated) has none."""
    stack = game.state.stack
    effect_at = next((i for i in range(len(stack) - 1, depth - 1, -1)
                      if stack[i].kind == "ability:block" and not stack[i].args.get("cost")), None)  # fmt: skip
    if effect_at is None:
        return
    steps = list(_ruleset_steps(effect))  # the skill's steps, walked once for both timings
    args = {"rid": stack[effect_at].args["rid"], "actor": int(actor), "when": SKILL,
            "kinds": skill_kinds(game, steps, source, resolved=False),
            "after": skill_kinds(game, steps, source, resolved=True)}  # fmt: skip
    stack.insert(effect_at + 1, Task(SKILL_TIMING, args))


def skill_timing(game: Game, task: Task) -> None:
    """The "dbs:skill_timing" task: the counter timing after a skill is activated (4-7-2-3), unless its cost was not
    paid (it was not activated, 8-5-2-2); then, once the skill has resolved, the one after it (4-7-2-4). Rule
    processing ran before it as at any counter timing (4-7-3-1, `rules.at_checkpoint`); players are asked only when
    the skill makes a [Counter] pending."""
    args = task.args
    rid, actor = str(args["rid"]), PlayerId(args["actor"])
    skills: dict[str, Any] = game.state.vars.setdefault(SKILLS, {})
    if args["when"] == SKILL:
        record = game.state.vars.get(RESOLUTIONS, {}).get(rid)
        if record is None or record.get("failed"):
            if not skills:
                del game.state.vars[SKILLS]
            return
        skills[rid] = {"negated": [], "played": []}
        stack = game.state.stack
        finish = next(i for i in range(len(stack) - 1, -1, -1)
                      if stack[i].kind == "ability:finish" and stack[i].args["rid"] == rid)  # fmt: skip
        stack.insert(finish, Task(SKILL_TIMING, {"rid": rid, "actor": int(actor), "when": RESOLVED,
                                                 "kinds": args["after"]}))  # fmt: skip
        if args["kinds"]:  # else nothing can be answered: the timing is its rule processing (4-7-3-1), done
            open_counter_timing(game, SKILL, actor, kinds=args["kinds"], rid=rid)
        return
    entry = skills.pop(rid, {"played": []})
    if not skills:
        del game.state.vars[SKILLS]
    if args["kinds"]:
        open_counter_timing(game, RESOLVED, actor, kinds=args["kinds"], played=entry["played"])


def auto_skill(game: Game, task: Task) -> None:
    """The "ability:triggered" task: a pending [Auto] skill is activated and resolved like any skill (8-5-1, 8-6-4),
    so with the counter timings around it (8-5-2-4, 8-5-2-6)."""
    depth = len(game.state.stack)
    run_triggered(game, task)
    args = task.args
    if args.get("manual"):
        return
    node = ability_at(game, args["card_id"], [args["ability_index"]])
    source = args.get("source")
    card = InstanceId(source) if source is not None and source in game.state.cards else None
    around_skill(game, depth, PlayerId(args["controller"]), node.effect, card)


def negate_part(game: Game, answering: dict[str, Any] | None, part: str) -> bool:
    """ "Negate the play" / "negate the attack" (`part`) resolving at a counter timing around a skill: at its
    activation (4-7-2-3) the skill's plays or attacks are negated as it carries them out (4-7-3-6: the skill resolves
    "if possible"); after it resolved (4-7-2-4) the cards it played go to their owners' Drop, as a negated play does
    (NOTES.md choice 8). False when the timing is not one around a skill."""
    if answering is None or answering.get("event") not in (SKILL, RESOLVED):
        return False
    if answering["event"] == SKILL:
        entry = game.state.vars.get(SKILLS, {}).get(answering["rid"])
        if entry is not None and part not in entry["negated"]:
            entry["negated"].append(part)
        return True
    if part == "play":
        for iid in [InstanceId(i) for i in answering.get("played", [])]:
            card = game.state.cards.get(iid)
            if card is not None and card.zone.name in (Z.BATTLE, Z.UNISON):
                game.log(f"The play of {game.definition(iid).name} is negated: it goes to the Drop.", rule="4-7-3-6")
                to_drop(game, iid, rule="4-7-3-6")
    return True


def _entry(game: Game, rid: str) -> dict[str, Any] | None:
    found: dict[str, Any] | None = game.state.vars.get(SKILLS, {}).get(rid)
    return found


def play_negated(game: Game, rid: str, iid: InstanceId) -> bool:
    """Whether a [Counter: Play] at this skill's activation negated its plays: the card does not enter play and goes
    to its owner's Drop (NOTES.md choice 8)."""
    entry = _entry(game, rid)
    if entry is None or "play" not in entry["negated"]:
        return False
    game.log(f"The play of {game.definition(iid).name} is negated.", rule="4-7-3-6")
    if game.state.cards[iid].zone.name != Z.DROP:
        to_drop(game, iid, rule="4-7-3-6")
    return True


def played(game: Game, rid: str, iid: InstanceId) -> None:
    """Remember a card this skill played, for a [Counter: Play] after it resolves (4-7-2-4)."""
    entry = _entry(game, rid)
    if entry is not None:
        entry["played"].append(int(iid))


class AttackArgs(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    attacker: M.Target = M.Target(mode="self")
    target: M.Target


def attack(res: Resolution, args: AttackArgs) -> bool:
    """A skill's attack ("this card attacks ...", "choose 1 of your Battle Cards; it attacks ..."): the attacker, an
    Active card of the skill's master that may attack, rests and attacks the target as 7-1 says (a Leader or Unison
    Card, or a Battle Card in Rest Mode); the battle is fought at once, the skill's later steps after it. Nothing
    happens during a battle, on the first player's first turn (6-3-1-2-4), or without a legal attacker and target.
    Negated by a [Counter: Attack] at the skill's activation: the attack is made and negated (7-1-4)."""
    from engine.rulesets.dragon_ball_super.battle import start_battle

    game, player = res.game, res.controller
    if "battle" in game.state.vars or cannot_attack_yet(game, player):
        return True
    if "attacker" not in res.scratch:
        attackers = res.targets(args.attacker, "Choose the card that attacks")
        if attackers is None:
            return False
        res.scratch["attacker"] = [int(i) for i in attackers[:1]]
        res.answer = None
    targets = res.targets(args.target, "Choose the card to attack")
    if targets is None:
        return False
    attacker = next((InstanceId(i) for i in res.scratch["attacker"] if _can_attack(game, InstanceId(i), player)), None)
    target = next((t for t in targets if _attackable(game, t, player)), None)
    if attacker is None or target is None:
        return True
    entry = _entry(game, res.rid)
    res.then()
    start_battle(game, attacker, target)
    if entry is not None and "attack" in entry["negated"]:
        game.state.vars["battle"]["negated"] = True
        game.log("The attack is negated.", player, "4-7-3-6")
    return False


def _can_attack(game: Game, iid: InstanceId, player: PlayerId) -> bool:
    card = game.state.cards.get(iid)
    return (card is not None and Z.lies_in(game, iid, player, *Z.IN_PLAY) and card.orientation == Z.ACTIVE
            and game.definition(iid).category != C.EXTRA and not K.prevented(game, iid, "attack"))  # fmt: skip


def _attackable(game: Game, iid: InstanceId, player: PlayerId) -> bool:
    if not Z.lies_in(game, iid, opponent(player), *Z.IN_PLAY):
        return False
    kind = game.definition(iid).category
    return kind in (C.LEADER, C.UNISON) or (kind != C.EXTRA and game.state.cards[iid].orientation == Z.REST)
