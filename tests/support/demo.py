"""Skirmish: a tiny demonstration ruleset that proves the kernel end to end (test scaffolding only).

Rules (numbered S-x-y so refusals can cite them):
S-1-1 a deck is exactly 20 cards; S-1-2 at most 4 copies of a card.
S-2-1 a player who must draw from an empty deck loses; S-2-2 the first player skips the
draw of turn 1; S-2-3 the turn player readies their creatures at the start of the draw phase.
S-3-1 one creature may be played per turn; S-3-2 at most 3 creatures on a field.
S-4-1 a creature that entered this turn cannot attack; S-4-2 nobody attacks on turn 1;
S-4-3 only ready creatures attack; S-4-4 the defender may block with one ready creature.
S-4-5 a blocked battle destroys the weaker creature (both on a tie); unblocked, the
defender loses health equal to the attacker's power.
S-5-1 a player at 0 health or less loses; both at once: a draw.
S-6-1 hand limit 5 at the end of the turn. S-6-2 "until end of turn" effects end then.
S-7-1 each player may mulligan once. S-8-1 triggered abilities: the turn player's first.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from engine import Action, Decision, DecisionKind, Game, IllegalAction, PhaseSpec, PlayerId, RulesError, Ruleset
from engine.formats.cards import CardDatabase, read_card_set
from engine.formats.decks import Deck, DeckEntry
from engine.ids import CardId, InstanceId, ZoneRef, opponent
from engine.ruleset import DeckSection
from engine.state import Task
from engine.zones import Visibility, ZoneSpec

CARDS = [
    {"id": "SK-001", "name": "Footman", "category": "creature", "power": 2},
    {"id": "SK-002", "name": "Archer", "category": "creature", "power": 3},
    {"id": "SK-003", "name": "Scout", "category": "creature", "power": 1, "keywords": ["scout"],
     "text": "When played: draw a card."},
    {"id": "SK-004", "name": "Herald", "category": "creature", "power": 1, "keywords": ["herald"],
     "text": "Whenever another creature enters your field: gain 1 health."},
    {"id": "SK-005", "name": "Captain", "category": "creature", "power": 2, "keywords": ["rally"],
     "text": "When played: your other creatures get +1 power until end of turn."},
    {"id": "SK-006", "name": "Giant", "category": "creature", "power": 5},
]  # fmt: skip

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


def deck(name: str = "Demo", counts: tuple[int, ...] = (4, 4, 3, 3, 3, 3)) -> Deck:
    entries = tuple(DeckEntry(card=c["id"], count=n) for c, n in zip(CARDS, counts, strict=True) if n)
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
    base = game.definition(iid).power or 0
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
                 allowed=("play", "attack")),
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
        blockers = tuple(i for i in game.zone(_ref("field", defender)) if game.card(i).orientation == "ready")
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
            game.move(iid, _ref("discard", game.card(iid).owner), rule="S-4-5")


def scout(game: Game, task: Task) -> None:
    draw(game, PlayerId(task.args["controller"]))


def herald(game: Game, task: Task) -> None:
    player = PlayerId(task.args["controller"])
    game.set_player_counter(player, "health", game.state.player_counters[player]["health"] + 1)


def rally(game: Game, task: Task) -> None:
    player = PlayerId(task.args["controller"])
    others = tuple(i for i in game.zone(_ref("field", player)) if i != task.args["source"])
    if others:
        game.add_effect("power", player, others, 1, "end_of_turn", source=task.args["source"])


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
        keywords = game.definition(iid).keywords
        for other in game.zone(_ref("field", action.player)):
            if other != iid and "herald" in game.definition(other).keywords:
                game.trigger(action.player, "demo:herald", other, "Herald: gain 1 health")
        if "scout" in keywords:
            game.trigger(action.player, "demo:scout", iid, "Scout: draw a card")
        if "rally" in keywords:
            game.trigger(action.player, "demo:rally", iid, "Captain: others +1 power")


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
        return None

    def perform(self, game: Game, action: Action) -> None:
        assert action.card is not None
        game.set_orientation(action.card, "tapped", rule="S-4-3")
        game.push(Task("demo:battle", {"attacker": action.card}))


class Skirmish(Ruleset):
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
            "demo:scout": scout,
            "demo:herald": herald,
            "demo:rally": rally,
        },
        action_rules={"play": PlayCreature(), "attack": Attack()},
        not_your_decision_rule="S-0-1",
        concede_rule="S-5-2",
        trigger_rule="S-8-1",
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
