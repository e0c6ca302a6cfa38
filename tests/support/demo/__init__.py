"""Skirmish: a tiny demonstration ruleset that proves the kernel end to end (test scaffolding only).

Rules (numbered S-x-y so refusals can cite them):
S-1-1 a deck is exactly 20 cards; S-1-2 at most 4 copies of a card.
S-2-1 a player who must draw from an empty deck loses; S-2-2 the first player skips the
draw of turn 1; S-2-3 the turn player readies their creatures at the start of the draw phase.
S-3-1 one creature may be played per turn; S-3-2 at most 3 creatures on a field.
S-4-1 a creature that entered this turn cannot attack; S-4-2 nobody attacks on turn 1;
S-4-3 only ready creatures attack; S-4-4 the defender may block with one ready creature
(or one with Guard, even tapped).
S-4-6 a creature an effect forbids to attack cannot attack. S-3-3 activated abilities: see the card.
S-4-5 a blocked battle destroys the weaker creature (both on a tie); unblocked, the
defender loses health equal to the attacker's power.
S-5-1 a player at 0 health or less loses; both at once: a draw.
S-6-1 hand limit 5 at the end of the turn. S-6-2 "until end of turn" effects end then.
S-7-1 each player may mulligan once. S-8-1 triggered abilities: the turn player's first.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

from pydantic import BaseModel, ConfigDict, Field

from engine import Action, Decision, DecisionKind, Game, IllegalAction, PhaseSpec, PlayerId, RulesError, Ruleset
from engine.abilities import Language, Primitive, Resolution, RulesetConditionDef, ability_action_rules, signal
from engine.abilities import model as M
from engine.abilities.filters import has_keyword, prevented  # re-exported for tests
from engine.bot import cards_by_id, stat, zone_of
from engine.formats.cards import CardDatabase, read_card_set
from engine.formats.decks import Deck, DeckEntry
from engine.ids import CardId, InstanceId, ZoneRef, opponent
from engine.layout import TableLayout, ZoneLayout, ZoneStyle
from engine.ruleset import DeckSection
from engine.state import Task
from engine.views import View
from engine.zones import Visibility, ZoneSpec


def _auto(event: str, *effect: dict[str, object], **extra: object) -> dict[str, object]:
    return {"kind": "auto", "trigger": {"event": event, **extra.pop("trigger", {})}, "effect": list(effect), **extra}  # type: ignore[dict-item]


YOURS_OTHERS = {"zone": ["field"], "controller": "you", "other_than_source": True}
THEIR_FIELD = {"zone": ["field"], "controller": "opponent"}

CARDS = [
    {"id": "SK-001", "name": "Footman", "category": "creature", "power": 2},
    {"id": "SK-002", "name": "Archer", "category": "creature", "power": 3},
    {"id": "SK-003", "name": "Scout", "category": "creature", "power": 1, "text": "When played: draw a card.",
     "abilities": [_auto("on_play", {"do": "draw"}, label="Scout: draw a card")]},
    {"id": "SK-004", "name": "Herald", "category": "creature", "power": 1,
     "text": "Whenever another creature enters your field: gain 1 health.",
     "abilities": [_auto("on_play", {"do": "gain_health", "amount": 1}, label="Herald: gain 1 health",
                         trigger={"on": "yours", "filter": {"other_than_source": True}})]},
    {"id": "SK-005", "name": "Captain", "category": "creature", "power": 2,
     "text": "When played: your other creatures get +1 power until end of turn.",
     "abilities": [_auto("on_play", {"do": "modify", "stat": "power", "amount": 1,
                                     "target": {"mode": "all", "filter": YOURS_OTHERS}},
                         label="Captain: others +1 power")]},
    {"id": "SK-006", "name": "Giant", "category": "creature", "power": 5},
    {"id": "SK-007", "name": "Sage", "category": "creature", "power": 1,
     "text": "Main, tap this: look at the top 3 cards of your deck, put 1 into your hand, the rest on the bottom.",
     "abilities": [{"kind": "activated", "timing": ["main"], "label": "Sage: look at 3",
                    "cost": [{"do": "orient", "to": "tapped"}],
                    "effect": [{"do": "look", "count": 3, "pick": 1, "to": "hand", "rest": "bottom"}]}]},
    {"id": "SK-008", "name": "Warden", "category": "creature", "power": 2,
     "text": "While you have 3 or more creatures, your other creatures get +1 power.",
     "abilities": [{"kind": "continuous", "condition": {"check": "count", "filter": {"zone": ["field"],
                    "controller": "you"}, "op": ">=", "value": 3},
                    "effect": [{"do": "modify", "stat": "power", "amount": 1,
                                "target": {"mode": "all", "filter": YOURS_OTHERS}}]}]},
    {"id": "SK-009", "name": "Assassin", "category": "creature", "power": 1,
     "text": "When played: destroy up to 1 opposing creature with 2 power or less.",
     "abilities": [_auto("on_play", {"do": "destroy", "target": {"filter": {**THEIR_FIELD, "power": {"op": "<=",
                         "value": 2}}, "up_to": True}})]},
    {"id": "SK-010", "name": "Trickster", "category": "creature", "power": 2, "automated": False,
     "text": "When played: swap this with a creature in your discard pile (resolve by hand)."},
    {"id": "SK-011", "name": "Oracle", "category": "creature", "power": 1,
     "text": "When played: choose one: draw a card; or your opponent discards a card.",
     "abilities": [_auto("on_play", {"do": "choose_one", "modes": [
         {"label": "Draw a card", "steps": [{"do": "draw"}]},
         {"label": "Opponent discards", "steps": [{"do": "discard", "who": "opponent"}]}]})]},
    {"id": "SK-012", "name": "Bard", "category": "creature", "power": 1,
     "text": "When played: you may search your deck for a Footman and put it into your hand.",
     "abilities": [_auto("on_play", {"do": "search", "filter": {"name": "Footman"}, "to": "hand"}, optional=True)]},
    {"id": "SK-013", "name": "Cleric", "category": "creature", "power": 1,
     "text": "When played: if you have 4 health or less, gain 2 health; otherwise draw a card.",
     "abilities": [_auto("on_play", {"do": "if", "condition": {"check": "health_at_most", "value": 4},
                                     "then": [{"do": "gain_health", "amount": 2}], "otherwise": [{"do": "draw"}]})]},
    {"id": "SK-014", "name": "Smith", "category": "creature", "power": 2,
     "text": "Main, once per turn, discard a card: a creature of yours gains Guard until end of turn.",
     "abilities": [{"kind": "activated", "timing": ["main"], "limit": "once_per_turn",
                    "cost": [{"do": "discard"}],
                    "effect": [{"do": "grant", "keyword": "guard",
                                "target": {"filter": {"zone": ["field"], "controller": "you"}}}]}]},
    {"id": "SK-015", "name": "Golem", "category": "creature", "power": 2,
     "text": "When played: this gets + its own power until end of turn.",
     "abilities": [_auto("on_play", {"do": "script", "name": "double_power"})]},
    {"id": "SK-016", "name": "Summoner", "category": "creature", "power": 1,
     "text": "When played: create a 1-power Sprite token.",
     "abilities": [_auto("on_play", {"do": "create_token", "card": "SK-T01", "zone": "field"})]},
    {"id": "SK-017", "name": "Jailer", "category": "creature", "power": 2,
     "text": "When played: an opposing creature cannot attack until the start of your next turn.",
     "abilities": [_auto("on_play", {"do": "prevent", "action": "attack", "duration": "start_of_your_next_turn",
                                     "target": {"filter": THEIR_FIELD}})]},
    {"id": "SK-018", "name": "Storm", "category": "creature", "power": 1,
     "text": "When played: deal 1 damage to your opponent, then return up to 1 opposing creature to its hand.",
     "abilities": [_auto("on_play", {"do": "damage"},
                         {"do": "move", "to": "hand", "target": {"filter": THEIR_FIELD, "up_to": True}})]},
    {"id": "SK-019", "name": "Mystic", "category": "creature", "power": 2,
     "text": "When destroyed: you may draw a card.",
     "abilities": [_auto("on_destroyed", {"do": "may", "steps": [{"do": "draw"}]})]},
    {"id": "SK-020", "name": "Tactician", "category": "creature", "power": 2,
     "text": "Main, tap this: tap an opposing creature.",
     "abilities": [{"kind": "activated", "timing": ["main"], "cost": [{"do": "orient", "to": "tapped"}],
                    "effect": [{"do": "orient", "to": "tapped", "target": {"filter": THEIR_FIELD}}]}]},
    {"id": "SK-021", "name": "Seer", "category": "creature", "power": 1,
     "text": "When played: reveal the top card of your deck, then shuffle your deck.",
     "abilities": [_auto("on_play", {"do": "reveal", "target": {"mode": "top", "zone": "deck"}}, {"do": "shuffle"})]},
    {"id": "SK-022", "name": "Titan", "category": "creature", "power": 3,
     "text": "When played: this has 6 power until end of turn.",
     "abilities": [_auto("on_play", {"do": "set_stat", "stat": "power", "value": 6})]},
    {"id": "SK-023", "name": "Lifebinder", "category": "creature", "power": 1,
     "text": "At the start of your turn: gain 1 health.",
     "abilities": [_auto("start_of_turn", {"do": "gain_health", "amount": 1},
                         trigger={"on": "none", "whose": "yours"})]},
    {"id": "SK-T01", "name": "Sprite", "category": "token", "power": 1},
]  # fmt: skip

DECK_A = {"SK-001": 2, "SK-002": 2, "SK-003": 1, "SK-004": 1, "SK-005": 1, "SK-006": 1, "SK-007": 1, "SK-008": 1,
          "SK-009": 1, "SK-010": 1, "SK-011": 1, "SK-012": 2, "SK-013": 1, "SK-014": 1, "SK-015": 1, "SK-016": 1,
          "SK-017": 1}  # fmt: skip
DECK_B = {"SK-001": 2, "SK-002": 2, "SK-006": 2, "SK-018": 2, "SK-019": 2, "SK-020": 2, "SK-021": 2, "SK-022": 2,
          "SK-023": 2, "SK-003": 2}  # fmt: skip
VANILLA = {"SK-001": 4, "SK-002": 4, "SK-003": 3, "SK-004": 3, "SK-005": 3, "SK-006": 3}

STARTING_HEALTH = 8
HAND_LIMIT = 5


def database() -> CardDatabase:
    text = json.dumps(
        {"format": 1, "kind": "playmat-card-set", "ruleset": "skirmish",
         "set": {"id": "SK", "name": "Skirmish demo"}, "cards": CARDS}
    )  # fmt: skip
    result = read_card_set(text)
    assert not result.problems, result.problems
    return CardDatabase("skirmish", [result.card_set])


def deck(counts: dict[str, int] | None = None, name: str = "Demo") -> Deck:
    entries = tuple(DeckEntry(card=card, count=n) for card, n in (counts or VANILLA).items() if n)
    return Deck(ruleset="skirmish", name=name, sections={"main": entries})


def _ref(name: str, player: PlayerId) -> ZoneRef:
    return ZoneRef(name, player)


def draw(game: Game, player: PlayerId, count: int = 1) -> bool:
    """Draw `count` cards; False (and the game lost, S-2-1) if the deck runs out."""
    for _ in range(count):
        deck_zone = game.zone(_ref("deck", player))
        if not deck_zone:
            game.end_game(opponent(player), f"Player {player + 1} could not draw.", "S-2-1")
            return False
        game.move(deck_zone[-1], _ref("hand", player))
    return True


def power(game: Game, iid: InstanceId) -> int:
    base = max([game.definition(iid).power or 0] + [int(e.value) for e in game.effects_on(iid, "set_power")])
    return base + game.modifier(iid, "power")


# Setup and phases.


def setup(game: Game, task: Task) -> None:
    answer = game.answer(task)
    state = game.state
    if task.step == 0:
        for player in (PlayerId(0), PlayerId(1)):
            game.shuffle(_ref("deck", player))
            game.set_player_counter(player, "health", STARTING_HEALTH)
        state.vars["first_player"] = game.rng.below(2)
        for player in (PlayerId(0), PlayerId(1)):
            draw(game, player, 3)
        task.step = 1
    if task.step in (1, 2):
        player = PlayerId(state.vars["first_player"] if task.step == 1 else 1 - state.vars["first_player"])
        if answer is None:
            game.ask(task, Decision(player, DecisionKind.YES_NO, "Mulligan your hand?", "S-7-1", "mulligan"))
            return
        if answer.kind == "yes":
            for iid in list(game.zone(_ref("hand", player))):
                game.move(iid, _ref("deck", player))
            game.shuffle(_ref("deck", player))
            draw(game, player, 3)
        task.step += 1
        if task.step == 2:
            game.push(task)


def phase_draw(game: Game, task: Task) -> None:
    player = game.state.turn_player
    game.end_effects("start_of_your_next_turn", player)
    signal(game, "start_of_turn", None, player)
    for iid in game.zone(_ref("field", player)):
        game.set_orientation(iid, "ready", rule="S-2-3")
    if game.state.turn == 1:
        game.log("The first player skips their first draw.", player, "S-2-2")
        return
    draw(game, player)


def phase_main(game: Game, task: Task) -> None:
    answer = game.answer(task)
    if answer is not None and answer.kind == "pass":
        return
    game.ask(
        task,
        Decision(game.state.turn_player, DecisionKind.ACT, "Play a creature, attack, or pass", "S-3-0", "main",
                 allowed=("play", "attack", "activate")),
    )  # fmt: skip


def phase_end(game: Game, task: Task) -> None:
    player = game.state.turn_player
    hand = game.zone(_ref("hand", player))
    answer = game.answer(task)
    if answer is not None:
        for iid in answer.picks:
            game.move(InstanceId(iid), _ref("discard", player), rule="S-6-1")
    elif len(hand) > HAND_LIMIT:
        excess = len(hand) - HAND_LIMIT
        labels = tuple(game.definition(i).name for i in hand)
        game.ask(task, Decision(player, DecisionKind.CHOOSE, f"Discard {excess} card(s)", "S-6-1", "discard",
                                options=tuple(hand), labels=labels, minimum=excess, maximum=excess))  # fmt: skip
        return
    game.end_effects("end_of_turn")


def battle(game: Game, task: Task) -> None:
    attacker = InstanceId(task.args["attacker"])
    defender = opponent(game.state.turn_player)
    answer = game.answer(task)
    if task.step == 0:
        blockers = tuple(
            i
            for i in game.zone(_ref("field", defender))
            if game.card(i).orientation == "ready" or has_keyword(game, i, "guard")
        )
        task.step = 1
        if blockers:
            game.ask(task, Decision(defender, DecisionKind.CHOOSE, "Block with a creature?", "S-4-4", "block",
                                    options=blockers, labels=tuple(game.definition(b).name for b in blockers),
                                    minimum=0, maximum=1))  # fmt: skip
            return
    if attacker not in game.state.cards:
        return
    blocker = InstanceId(answer.picks[0]) if answer is not None and answer.picks else None
    if blocker is None:
        health = game.state.player_counters[defender]["health"] - power(game, attacker)
        game.set_player_counter(defender, "health", health)
        return
    attack, block = power(game, attacker), power(game, blocker)
    for iid, loses in ((attacker, attack <= block), (blocker, block <= attack)):
        if loses:
            destroy_card(game, iid)


def gain_health(res: Resolution, args: GainHealth) -> bool:
    player = res.controller
    game = res.game
    game.set_player_counter(player, "health", game.state.player_counters[player]["health"] + args.amount)
    return True


def destroy(res: Resolution, step: M.Destroy) -> bool:
    targets = res.targets(step.target, "Choose a creature to destroy")
    if targets is None:
        return False
    for iid in targets:
        destroy_card(res.game, iid)
    return True


def damage(res: Resolution, step: M.Damage) -> bool:
    player = res.player(step.who)
    game = res.game
    game.set_player_counter(player, "health", game.state.player_counters[player]["health"] - step.amount)
    return True


def double_power(res: Resolution, args: dict[str, object]) -> bool:
    """Escape-hatch script: the source gets + its current power until end of turn."""
    if res.source is not None:
        res.game.add_effect("power", res.controller, (res.source,), power(res.game, res.source), "end_of_turn")
    return True


def health_at_most(game: Game, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    assert isinstance(args, HealthArgs)
    return game.state.player_counters[controller]["health"] <= args.value


class GainHealth(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    amount: int = Field(1, ge=1)


class HealthArgs(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    value: int


def destroy_card(game: Game, iid: InstanceId) -> None:
    signal(game, "on_destroyed", iid, game.card(iid).controller)
    game.move(iid, _ref("discard", game.card(iid).owner), rule="S-4-5")


def language() -> Language:
    lang = Language(
        ruleset="skirmish",
        zones=("deck", "hand", "field", "discard"),
        roles={},
        ability_zones=("field",),
        timings=("main",),
        events=("on_play", "on_destroyed", "start_of_turn", "end_of_turn"),
        keywords=("guard",),
        orientations=("ready", "tapped"),
        stats=("power",),
        executors={"destroy": destroy, "damage": damage},
    )
    lang.register_primitive(Primitive("gain_health", GainHealth, gain_health, doc="Gain health."))
    lang.register_condition(RulesetConditionDef("health_at_most", HealthArgs, health_at_most))
    lang.register_script("double_power", double_power)
    return lang


# Actions.


class PlayCreature:
    kind = "play"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return [Action("play", player, card=iid) for iid in game.zone(_ref("hand", player))]

    def check(self, game: Game, action: Action) -> RulesError | None:
        if action.card is None or action.card not in game.zone(_ref("hand", action.player)):
            return IllegalAction("S-3-0", "Play a creature from your own hand.")
        if game.state.vars.get("played_turn") == game.state.turn:
            return IllegalAction("S-3-1", "You have already played a creature this turn.")
        if not game.room_in(_ref("field", action.player)):
            return IllegalAction("S-3-2", "Your field already holds 3 creatures.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        game.state.vars["played_turn"] = game.state.turn
        iid = game.move(action.card, _ref("field", action.player), reveal=True)
        signal(game, "on_play", iid, action.player)


class Attack:
    kind = "attack"

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        return [Action("attack", player, card=iid) for iid in game.zone(_ref("field", player))]

    def check(self, game: Game, action: Action) -> RulesError | None:
        if action.card is None or action.card not in game.zone(_ref("field", action.player)):
            return IllegalAction("S-4-0", "Attack with one of your own creatures.")
        if game.state.turn == 1:
            return IllegalAction("S-4-2", "Nobody may attack on the first turn.")
        card = game.card(action.card)
        if card.entered_turn == game.state.turn:
            return IllegalAction("S-4-1", "A creature cannot attack on the turn it entered.")
        if card.orientation != "ready":
            return IllegalAction("S-4-3", "Only a ready creature can attack.")
        if prevented(game, action.card, "attack"):
            return IllegalAction("S-4-6", "An effect forbids this creature to attack.")
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        game.set_orientation(action.card, "tapped", rule="S-4-3")
        game.push(Task("demo:battle", {"attacker": action.card}))


class SkirmishPolicy:
    """How the heuristic bot plays Skirmish, from its view: play the strongest creature, attack when no ready
    creature of the opponent's can stop the attacker, block when the blocker survives or health runs low, and
    discard the weakest cards."""

    def scores(self, view: View, legal: Sequence[Action]) -> list[float | None]:
        decision, me = view.decision, view.viewer
        if decision is None or me is None:
            return [None] * len(legal)
        them = opponent(me)
        field = {p: zone_of(view, "field", p).cards for p in (me, them)}
        cards = cards_by_id(view)
        power = {iid: stat(card, "power") for iid, card in cards.items()}
        health = dict(view.player_counters[them]).get("health", 0)
        if decision.context == "main":
            blockers = [stat(c, "power") for c in field[them] if c.orientation == "ready"]
            return [self._main(a, power, blockers, health) for a in legal]
        if decision.context == "block":
            attacking = max((stat(c, "power") for c in field[them] if c.orientation == "tapped"), default=0)
            own_health = dict(view.player_counters[me]).get("health", 0)
            return [self._block(a, power, attacking, own_health) for a in legal]
        if decision.context == "discard":
            return [-sum(power.get(p, 0) for p in a.picks) for a in legal]
        return [None] * len(legal)

    @staticmethod
    def _main(action: Action, power: dict[int, int], blockers: list[int], health: int) -> float | None:
        if action.kind == "play":
            return 100.0 + power.get(action.card or 0, 0)
        if action.kind == "attack":
            attack = power.get(action.card or 0, 0)
            if not blockers and attack >= health:
                return 500.0  # lethal
            return 50.0 - attack if all(b < attack for b in blockers) else -1.0
        return None

    @staticmethod
    def _block(action: Action, power: dict[int, int], attacking: int, health: int) -> float:
        if not action.picks:
            return 0.0
        blocker = power.get(action.picks[0], 0)
        if blocker > attacking:
            return 20.0 - blocker  # it survives and destroys the attacker: the smallest that does
        if health - attacking <= 2:
            return 10.0 - blocker  # health is running low: the smallest blocker
        return -1.0


class Skirmish(Ruleset):
    def bot_policy(self, database: CardDatabase) -> SkirmishPolicy:
        return SkirmishPolicy()

    def rule_processing(self, game: Game) -> None:
        low = [p for p in (PlayerId(0), PlayerId(1)) if game.state.player_counters[p].get("health", 1) <= 0]
        if len(low) == 2:
            game.end_game(None, "Both players fell to 0 health.", "S-5-1")
        elif low:
            game.end_game(opponent(low[0]), f"Player {low[0] + 1} fell to 0 health.", "S-5-1")

    def attachment_destination(self, game: Game, host_zone: ZoneRef, attached_owner: PlayerId) -> ZoneRef:
        return _ref("discard", attached_owner)

    def card_stats(self, game: Game, iid: int) -> dict[str, int]:
        return {"power": power(game, InstanceId(iid))}

    def validate_deck(self, deck: Deck, database: CardDatabase) -> list[RulesError]:
        problems: list[RulesError] = []
        ids = deck.card_ids("main")
        if len(ids) != 20:
            problems.append(IllegalAction("S-1-1", f"A deck has exactly 20 cards, not {len(ids)}."))
        for card_id in sorted(set(ids)):
            if card_id not in database:
                problems.append(IllegalAction("S-1-0", f"Unknown card {card_id}."))
            elif ids.count(card_id) > 4:
                problems.append(IllegalAction("S-1-2", f"At most 4 copies of {card_id}."))
        return problems


def ruleset() -> Skirmish:
    return Skirmish(
        id="skirmish",
        version="1",
        name="Skirmish (demo)",
        zones=(
            ZoneSpec("deck", "Deck", visibility=Visibility.NOBODY, enters_face_up=False),
            ZoneSpec("hand", "Hand", visibility=Visibility.OWNER),
            ZoneSpec("field", "Field", ordered=False, capacity=3),
            ZoneSpec("discard", "Discard"),
        ),
        phases=(PhaseSpec("draw", "Draw"), PhaseSpec("main", "Main"), PhaseSpec("end", "End")),
        deck_sections=(DeckSection("main", "deck"),),
        orientations=("ready", "tapped"),
        handlers={
            "setup": setup,
            "phase:draw": phase_draw,
            "phase:main": phase_main,
            "phase:end": phase_end,
            "demo:battle": battle,
        },
        action_rules={"play": PlayCreature(), "attack": Attack(), **ability_action_rules()},
        not_your_decision_rule="S-0-1",
        concede_rule="S-5-2",
        trigger_rule="S-8-1",
        activation_rule="S-3-3",
        abilities=language(),
        layout=TableLayout(
            zones=(
                ZoneLayout("field", 0, 0, width=4, style=ZoneStyle.ROW),
                ZoneLayout("deck", 4.2, 0),
                ZoneLayout("hand", 0, 1, width=4, style=ZoneStyle.FAN),
                ZoneLayout("discard", 4.2, 1),
            )
        ),
    )


CARD_IDS = [CardId(c["id"]) for c in CARDS]  # type: ignore[arg-type]


def start(seed: str = "demo") -> Game:
    """A new demo game past both mulligans (both keep)."""
    game = Game.new(ruleset(), database(), (deck(), deck()), seed)
    while game.decision is not None and game.decision.context == "mulligan":
        game.apply(Action("no", game.decision.player))
    return game


def put(game: Game, player: PlayerId, card_id: str, zone: str) -> InstanceId:
    """Scenario set-up: place a fresh card straight into a zone (bypassing the rules)."""
    return game.create_card(CardId(card_id), player, ZoneRef(zone, player))


def pass_until(game: Game, turn: int) -> None:
    """Pass every window (and keep every hand) until `turn` begins its main phase."""
    while not (game.state.turn == turn and game.state.phase == "main") and game.outcome is None:
        decision = game.decision
        assert decision is not None
        if decision.kind is DecisionKind.ACT:
            game.apply(Action("pass", decision.player))
        else:
            game.apply(game.legal_actions()[0])
