"""The keyword effects of chapter 11 that the rules carry out at fixed points of a battle or a destruction."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId, opponent
from engine.rulesets.battle_spirits_saga import carddata as C
from engine.rulesets.battle_spirits_saga import stats as S
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.state import Task

if TYPE_CHECKING:
    from engine.game import Game

KEYWORD_TASK = "bss:keyword"
LINK_KIND = S.LINKED
RAID_USED = "raid_used"


def active(game: Game, iid: InstanceId, keyword: str) -> bool:
    """The keyword works now: printed or granted, and its level met on the field (10-13-1)."""
    return iid in game.state.cards and S.keyword_active(game, iid, keyword)


def number(game: Game, iid: InstanceId, keyword: str) -> int:
    """The keyword's number; several copies count as the largest (11-10-3, 11-11-4, 11-12-3): one printed here."""
    return C.keyword_number(game.definition(iid), keyword)


def confronts(game: Game, attacker: InstanceId) -> bool:
    """11-2-1: the defending player must block if any spirit can."""
    return active(game, attacker, C.CONFRONT)


def has_astral(game: Game, iid: InstanceId) -> bool:
    """11-14-4: a spirit with 【Astral】 may block an 【Astral】 attacker whatever its own timing."""
    return active(game, iid, C.ASTRAL)


def astral_on(game: Game, iid: InstanceId, *, attacking: bool) -> bool:
    """11-14-1, 11-14-2: 【Astral】 is on at its printed timing (none printed: always)."""
    if not active(game, iid, C.ASTRAL):
        return False
    timing = C.astral_timing(game.definition(iid))
    mine = game.card(iid).controller == game.state.turn_player
    return timing == "always" or (timing == "your_turn") == mine


def _queue(game: Game, controller: PlayerId, keyword: str, source: InstanceId, **data: Any) -> None:
    name = "A card in your hand" if game.card(source).zone.name == Z.HAND else game.definition(source).name
    label = f"{name}: 【{keyword.replace('_', ' ').title()}】"  # a hand card's name stays secret (3-3-3)
    game.trigger(controller, KEYWORD_TASK, source, label, keyword=keyword, **data)


def on_attack(game: Game, attacker: InstanceId) -> None:
    """Triggered "when attacks" keywords: 【Crush】 (11-11), 【Raid】 (11-12), and other spirits' 【Link】 (11-18)."""
    controller = game.card(attacker).controller
    if active(game, attacker, C.CRUSH):
        _queue(game, controller, C.CRUSH, attacker)
    if active(game, attacker, C.RAID):
        _queue(game, controller, C.RAID, attacker)
    colors = set(game.definition(attacker).colors)
    for iid in Z.field(game, controller):
        if (
            iid != attacker
            and active(game, iid, C.LINK)
            and colors & set(C.keyword_colors(game.definition(iid), C.LINK))
        ):
            _queue(game, controller, C.LINK, iid, attacker=int(attacker))


def on_blocked(game: Game, attacker: InstanceId, blocker: InstanceId, defender: PlayerId) -> None:
    """Triggered "when blocked" keywords: 【Gale】 (11-10-1)."""
    if active(game, attacker, C.GALE):
        _queue(game, game.card(attacker).controller, C.GALE, attacker, defender=int(defender))


def curse_marks(game: Game, attacker: InstanceId, blocker: InstanceId) -> None:
    """11-3-1: 【Curse】 triggers during battle resolution; the blocker is destroyed at the end of the battle."""
    from engine.rulesets.battle_spirits_saga.battle import battle

    current = battle(game)
    if current is not None and active(game, attacker, C.CURSE):
        current["cursed"] = int(blocker)
        game.log(f"【Curse】: {game.definition(blocker).name} will be destroyed at the end of the battle.",
                 game.card(attacker).controller, "11-3-1")  # fmt: skip


def on_battle_end(game: Game, attacker: InstanceId, current: dict[str, Any]) -> None:
    """At the end of the battle: 【Curse】's destruction (11-3-1), 【Luster】 (11-6-1) and 【Agile】 (11-16-1)."""
    from engine.rulesets.battle_spirits_saga.management import EFFECT, destroy

    attacking = opponent(PlayerId(current["defender"]))
    cursed = current.get("cursed")
    if cursed is not None and Z.on_field(game, InstanceId(cursed)):
        destroy(game, InstanceId(cursed), EFFECT, by=attacking, rule="11-3-1")
    if current.get("luster") and current["magic"]:
        _queue_luster(game, attacking, current)
    for battler in (attacker, current.get("blocker")):
        if battler is not None and Z.on_field(game, InstanceId(battler)):
            owner = game.card(InstanceId(battler)).controller
            for iid in game.zone(Z.ref(Z.HAND, owner)):
                agile = game.definition(iid)
                if C.AGILE in agile.keywords and S.cost(game, InstanceId(battler)) < C.printed_cost(agile):
                    _queue(game, owner, C.AGILE, iid, spirit=int(battler))


def _queue_luster(game: Game, player: PlayerId, current: dict[str, Any]) -> None:
    cards = [int(i) for i in current["magic"]]
    game.trigger(player, KEYWORD_TASK, InstanceId(current["attacker"]), "【Luster】: magic returns to hand",
                 keyword=C.LUSTER, cards=cards)  # fmt: skip


def end_links(game: Game) -> None:
    """11-18-1: a link lasts for the battle."""
    game.state.effects = [e for e in game.state.effects if e.kind != LINK_KIND]


def immortal_triggers(game: Game, destroyed: InstanceId) -> None:
    """11-4-1: each 【Immortal】 spirit in the trash of the destroyed spirit's controller whose colours match it."""
    owner = game.card(destroyed).controller
    colors = set(game.definition(destroyed).colors)
    if not C.is_spirit(game.definition(destroyed)):
        return
    for iid in game.zone(Z.ref(Z.TRASH, owner)):
        definition = game.definition(iid)
        if C.IMMORTAL in definition.keywords and colors & set(C.keyword_colors(definition, C.IMMORTAL)):
            _queue(game, owner, C.IMMORTAL, iid)


def run_keyword(game: Game, task: Task) -> None:
    """Resolve one triggered keyword (queued by the functions above)."""
    keyword = task.args["keyword"]
    source = InstanceId(task.args["source"])
    player = PlayerId(task.args["controller"])
    answer = game.answer(task)
    if source not in game.state.cards and keyword != C.LUSTER:
        return
    if keyword == C.CRUSH:
        _crush(game, source, player)
    elif keyword == C.RAID:
        _raid(game, task, source, player, answer)
    elif keyword == C.LINK:
        _link(game, task, source, player, answer)
    elif keyword == C.GALE:
        _gale(game, task, source, PlayerId(task.args["defender"]), answer)
    elif keyword == C.LUSTER:
        for iid in task.args["cards"]:
            if iid in game.state.cards and game.card(InstanceId(iid)).zone == Z.ref(Z.TRASH, player):
                game.move(InstanceId(iid), Z.ref(Z.HAND, player), reveal=True, rule="11-6-1")
    elif keyword in (C.IMMORTAL, C.AGILE):
        from engine.rulesets.battle_spirits_saga.main_actions import summon_from

        summon_from(game, task, source, player, keyword, answer)


def _crush(game: Game, source: InstanceId, player: PlayerId) -> None:
    """11-11-1, 11-11-3: the top (level + modifier) cards of the opponent's deck go to their trash."""
    count = (S.level(game, source) if Z.on_field(game, source) else 0) + number(game, source, C.CRUSH)
    target = opponent(player)
    for iid in game.top(Z.ref(Z.DECK, target), count):
        game.move(iid, Z.ref(Z.TRASH, target), rule="11-11-1")


def _raid(game: Game, task: Task, source: InstanceId, player: PlayerId, answer: Any) -> None:
    """11-12-1: its owner may exhaust one of their refreshed nexuses to refresh the attacker, N times a turn."""
    card = game.card(source)
    nexuses = [i for i in Z.field(game, player) if game.definition(i).category == C.NEXUS
               and game.card(i).orientation == Z.REFRESHED]  # fmt: skip
    if not Z.on_field(game, source) or card.turn_flags.get(RAID_USED, 0) >= number(game, source, C.RAID):
        return
    if answer is None:
        if nexuses and card.orientation == Z.EXHAUSTED:
            labels = tuple(game.definition(i).name for i in nexuses)
            prompt = "【Raid】: exhaust a nexus to refresh the attacker?"
            game.ask(task, Decision(player, DecisionKind.CHOOSE, prompt, "11-12-1", "raid", options=tuple(nexuses),
                                    labels=labels, minimum=0, maximum=1))  # fmt: skip
        return
    for nexus in answer.picks:
        game.set_orientation(InstanceId(nexus), Z.EXHAUSTED, rule="11-12-1")
        game.set_orientation(source, Z.REFRESHED, rule="11-12-1")
        card.turn_flags[RAID_USED] = card.turn_flags.get(RAID_USED, 0) + 1


def _link(game: Game, task: Task, source: InstanceId, player: PlayerId, answer: Any) -> None:
    """11-18-1, 11-18-3: exhaust the 【Link】 spirit to link it to the attacker, which is not linked yet."""
    attacker = InstanceId(task.args["attacker"])
    linked = any(e.kind == LINK_KIND and attacker in e.targets for e in game.state.effects)
    if linked or not Z.on_field(game, attacker) or not Z.on_field(game, source):
        return
    if game.card(source).orientation != Z.REFRESHED:
        return
    if answer is None:
        name = game.definition(source).name
        game.ask(task, Decision(player, DecisionKind.YES_NO, f"【Link】: exhaust {name} to link it to the attacker?",
                                "11-18-1", "link", options=(source,), labels=(name,)))  # fmt: skip
        return
    if answer.kind == "yes":
        game.set_orientation(source, Z.EXHAUSTED, rule="11-18-1")
        game.add_effect(LINK_KIND, player, (attacker,), int(source), "end_of_battle", source=source)
        game.log(f"{game.definition(source).name} links to {game.definition(attacker).name}.", player, "11-18-1")


def _gale(game: Game, task: Task, source: InstanceId, defender: PlayerId, answer: Any) -> None:
    """11-10-1: the blocking player exhausts N of their refreshed spirits, chosen by them."""
    refreshed = [i for i in Z.field(game, defender) if C.is_spirit(game.definition(i))
                 and game.card(i).orientation == Z.REFRESHED]  # fmt: skip
    count = min(number(game, source, C.GALE), len(refreshed))
    if not count:
        return
    if answer is None and count < len(refreshed):
        labels = tuple(game.definition(i).name for i in refreshed)
        game.ask(task, Decision(defender, DecisionKind.CHOOSE, f"【Gale】: exhaust {count} of your refreshed spirits",
                                "11-10-1", "gale", options=tuple(refreshed), labels=labels, minimum=count,
                                maximum=count))  # fmt: skip
        return
    for iid in answer.picks if answer is not None else refreshed:
        game.set_orientation(InstanceId(iid), Z.EXHAUSTED, rule="11-10-1")
