"""Battle Spirits Saga test scaffolding: the sample set and starter decks, plain test cards, and table set-ups."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from engine import Action, Game, PlayerId
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.ids import CardId, InstanceId, ZoneRef
from engine.rulesets.battle_spirits_saga import build_ruleset
from engine.rulesets.battle_spirits_saga import zones as Z
from tests.support import card_sets as C
from tests.support.answering import advance_to as advance_to  # the package's tests call them from here
from tests.support.answering import answer_default as answer_default
from tests.support.scenarios import act as act
from tests.support.scenarios import remove_cards

ROOT = Path(__file__).resolve().parents[4]
SAMPLE = ROOT / "assets" / "cards" / "battle-spirits-saga-sample.json"
DECKS = {"rush": ROOT / "decks" / "battle-spirits-saga-crimson-dusk-rush.json",
         "bastion": ROOT / "decks" / "battle-spirits-saga-tidegrove-bastion.json"}  # fmt: skip


def plain(card_id: str, cost: int, levels: list[tuple[int, int]], color: str = "red", **extra: object) -> dict:
    """A spirit with no text: (cores, BP) per level, one symbol of its colour unless `symbols` says otherwise."""
    stats: dict[str, object] = {"reduction": extra.pop("reduction", []), "symbols": extra.pop("symbols", [color])}
    nexus = extra.get("category") == "nexus"
    for n, (cores, bp) in enumerate(levels, start=1):
        stats[f"lv{n}_cores"] = cores
        if not nexus:
            stats[f"lv{n}_bp"] = bp
    stats.update(extra.pop("stats", {}))  # type: ignore[call-overload]
    return {"id": card_id, "name": extra.pop("name", f"Plain {card_id}"), "category": extra.pop("category", "spirit"),
            "colors": extra.pop("colors", [color]), "cost": cost, "stats": stats, **extra}  # fmt: skip


TEST_CARDS = [
    plain("T-1", 1, [(1, 1000), (3, 3000)]),
    plain("T-3K", 3, [(1, 3000), (3, 5000)]),
    plain("T-5K", 3, [(1, 5000)], name="Five Thousand"),
    plain("T-5K2", 3, [(1, 5000)], name="Five Thousand", text="The same card name with an additional name (2-1-2)."),
    plain("T-5KB", 3, [(1, 5000)], name="Five Thousand Too", color="blue"),
    plain("T-R5", 5, [(1, 4000)], reduction=["red", "red"], name="Red Reducer"),
    plain("T-RB", 2, [(1, 2000)], reduction=["red", "blue"], color="blue", name="Mixed Reducer"),
    plain("T-DUAL", 1, [(1, 1000)], symbols=["red/blue"], colors=["red", "blue"], name="Dual Symbol"),
    plain("T-BLUE", 1, [(1, 1000)], color="blue", name="Blue One"),
    plain("T-2SYM", 2, [(1, 3000)], symbols=["red", "red"], name="Double Striker"),
    plain("T-LV", 2, [(1, 1000), (3, 4000)], name="Level Climber"),
    plain("T-WATCH", 1, [(1, 1000)], name="Fall Watcher", text="When a spirit of yours is destroyed, draw a card.",
          abilities=[{"kind": "auto", "label": "Watcher: draw", "trigger": {"event": "destroyed", "on": "yours",
                      "filter": {"category": ["spirit"]}}, "effect": [{"do": "draw"}]}]),
    plain("T-WATCHB", 1, [(1, 1000)], color="blue", name="Blue Fall Watcher", abilities=[
        {"kind": "auto", "label": "Watcher: draw", "trigger": {"event": "destroyed", "on": "yours",
         "filter": {"category": ["spirit"]}}, "effect": [{"do": "draw"}]}]),
    plain("T-CONF", 2, [(1, 2000)], keywords=["confront"], name="Challenger"),
    plain("T-ASTRAL", 2, [(1, 2000)], keywords=["astral"], stats={"astral": "always"}, name="Star Walker"),
    plain("T-BLESS", 2, [(1, 2000)], keywords=["blessed"], name="Blessed One"),
    plain("T-CRUSH", 2, [(1, 2000), (2, 3000)], keywords=["crush"], stats={"crush": 1}, name="Crusher"),
    plain("T-GALE", 2, [(1, 2000)], keywords=["gale"], stats={"gale": 2}, name="Gale Bringer"),
    plain("T-CURSE", 2, [(1, 1000)], keywords=["curse"], name="Curser"),
    plain("T-SWIFT", 2, [(1, 2000)], keywords=["swift"], name="Swift One"),
    plain("T-AWAKE", 2, [(1, 1000), (3, 6000)], keywords=["awaken"], name="Awakener"),
    plain("T-ATF", 2, [(1, 3000)], keywords=["at_field"], name="Field Holder"),
    plain("T-ARMOR", 2, [(1, 3000)], keywords=["armor"], stats={"armor": ["red"]}, color="white", name="Armored"),
    plain("T-RAID", 2, [(1, 2000)], keywords=["raid"], stats={"raid": 1}, name="Raider"),
    plain("T-LINK", 2, [(1, 3000)], keywords=["link"], stats={"link": ["red"]}, name="Linker"),
    plain("T-ASC", 3, [(1, 6000)], keywords=["ascend"], stats={"ascend": ["red"]}, name="Ascender"),
    plain("T-IMM", 2, [(1, 2000)], keywords=["immortal"], stats={"immortal": ["red"]}, name="Undying"),
    plain("T-LUSTER", 2, [(1, 2000)], keywords=["luster"], name="Shiner"),
    plain("T-AGILE", 5, [(1, 5000)], keywords=["agile"], name="Quick Swap"),
    plain("T-SUB", 2, [(1, 1000)], name="Stand-In", abilities=[
        {"kind": "replacement", "replaces": "would_be_destroyed", "optional": True, "limit": "once_per_turn",
         "effect": [{"do": "discard", "count": 1}]}]),
    plain("T-KWL", 2, [(1, 1000), (2, 2000)], keywords=["confront"], stats={"confront_level": 2},
          name="Late Challenger"),
    plain("T-RALLY", 1, [(0, 0)], category="nexus", name="Rally Banner", symbols=[], abilities=[
        {"kind": "continuous", "effect": [{"do": "modify", "stat": "bp", "amount": 1000, "target": {
            "mode": "all", "filter": {"zone": ["field"], "controller": "you", "keyword": "confront"}}}]}]),
    *[plain(f"T-EV-{event}", 1, [(1, 1000)], name=f"On {event}", abilities=[
        {"kind": "auto", "trigger": {"event": event, "on": on, **({"whose": "yours"} if on == "none" else {})},
         "effect": [{"do": "draw"}]}])
      for event, on in (("when_blocks", "self"), ("battle_ends", "self"), ("destroyed_by_opponent", "self"),
                        ("end_step", "none"), ("start_step", "none"), ("when_placed", "yours"))],
    plain("T-NEX", 1, [(0, 0)], name="Plain Nexus", category="nexus", symbols=["red"]),
    plain("T-LOOPNEX", 1, [(0, 0)], name="Endless Feast Hall", category="nexus", symbols=[], abilities=[
        {"kind": "auto", "trigger": {"event": "destroyed", "on": "yours", "filter": {"category": ["token"]}},
         "effect": [{"do": "feast", "small": "BSA-T01", "medium": "BSA-T02", "large": "BSA-T03"}]}]),
    plain("T-SUMKILL", 1, [(1, 1000)], name="Arrival Strike", abilities=[
        {"kind": "auto", "label": "Arrival Strike: destroy", "trigger": {"event": "when_summoned"},
         "effect": [{"do": "destroy", "target": {"filter": {"zone": ["field"], "controller": "opponent",
                                                            "category": ["spirit"]}}}]}]),
    plain("T-AVENGER", 1, [(1, 1000)], name="Avenger", abilities=[
        {"kind": "auto", "label": "Avenger: destroy", "trigger": {"event": "destroyed", "on": "yours",
                                                                   "filter": {"category": ["spirit"]}},
         "effect": [{"do": "destroy", "target": {"filter": {"zone": ["field"], "controller": "opponent",
                                                            "category": ["spirit"]}}}]}]),
    plain("T-SUMWATCH", 1, [(1, 1000)], name="Arrival Watcher", abilities=[
        {"kind": "auto", "label": "Arrival Watcher: draw", "trigger": {"event": "when_summoned", "on": "yours"},
         "effect": [{"do": "draw"}]}]),
    {"id": "T-ZAP", "name": "Zap", "category": "magic", "colors": ["red"], "cost": 1, "stats": {},
     "abilities": [{"kind": "activated", "timing": ["flash"], "effect": [{"do": "destroy", "target": {
         "filter": {"zone": ["field"], "controller": "opponent", "category": ["spirit"]}}}]}]},
    {"id": "T-DRAIN", "name": "Drain", "category": "magic", "colors": ["purple"], "cost": 0, "stats": {},
     "abilities": [{"kind": "activated", "timing": ["main"], "effect": [{"do": "remove_cores", "count": 1, "target": {
         "filter": {"zone": ["field"], "controller": "opponent", "category": ["spirit"]}}}]}]},
    {"id": "T-DUEL", "name": "Duel", "category": "magic", "colors": ["red"], "cost": 0, "stats": {},
     "abilities": [{"kind": "activated", "timing": ["main"], "effect": [{"do": "attack_spirit",
         "attacker": {"filter": {"zone": ["field"], "controller": "you", "orientation": "refreshed"}},
         "target": {"filter": {"zone": ["field"], "controller": "opponent", "category": ["spirit"]}}}]}]},
    {"id": "T-DRAW", "name": "Study", "category": "magic", "colors": ["red"], "cost": 1, "stats": {},
     "abilities": [{"kind": "activated", "timing": ["main"], "effect": [{"do": "draw"}]}]},
    {"id": "T-BURST", "name": "Plain Burst", "category": "magic", "colors": ["red"], "cost": 2, "stats": {},
     "abilities": [{"kind": "auto", "zone": ["burst"], "trigger": {"event": "burst_life", "on": "none"},
                    "effect": [{"do": "draw"}]}]},
    *[{"id": f"T-BURST-{name}", "name": f"Burst on {name.lower()}", "category": "magic", "colors": ["red"], "cost": 2,
       "stats": {}, "abilities": [{"kind": "auto", "zone": ["burst"], "trigger": trigger, "effect": [{"do": "draw"}]}]}
      for name, trigger in (
          ("SUMMON", {"event": "when_summoned", "on": "opponents"}),  # after your opponent summons a spirit
          ("MAGIC", {"event": "magic_used", "on": "opponents"}),  # after your opponent uses magic
          ("DESTROYED", {"event": "destroyed", "on": "yours"}),  # after your spirit is destroyed
          ("BLOCKS", {"event": "when_blocks", "on": "opponents"}),  # when an opponent's spirit blocks
          ("LIFE", {"event": "life_reduced", "on": "none", "whose": "yours"}),  # after your life is reduced
      )],
]  # fmt: skip


@cache
def sample_database() -> CardDatabase:
    return C.read_card_file("battle-spirits-saga", SAMPLE)


def card_set_text(cards: list[dict], set_id: str = "TEST") -> str:
    return C.card_set_text("battle-spirits-saga", set_id, cards)


@cache
def database() -> CardDatabase:
    """The sample set plus the plain test cards."""
    return sample_database().extended([C.read_cards("battle-spirits-saga", "TEST", TEST_CARDS)])


def with_cards(cards: list[dict], set_id: str) -> CardDatabase:
    """`database()` and a test module's own `cards` (set `set_id`; callers cache it)."""
    return database().extended([C.read_cards("battle-spirits-saga", set_id, cards)])


@cache
def starter(name: str) -> Deck:
    return C.read_deck_file(DECKS[name], sample_database())


def new_game(
    seed: str = "bss", decks: tuple[str, str] = ("rush", "bastion"), *, cards: CardDatabase | None = None
) -> Game:
    """A game at its first decision (who goes first), its cards from `cards` (`database()` unless said)."""
    return Game.new(build_ruleset(), cards or database(), (starter(decks[0]), starter(decks[1])), seed)


def ref(name: str, player: int) -> ZoneRef:
    return Z.ref(name, PlayerId(player))


def zone(game: Game, name: str, player: int) -> list[InstanceId]:
    return game.zone(ref(name, player))


def go_first(game: Game, keep: bool = True) -> PlayerId:
    """Answer the setup: the chooser goes first, both keep (or both mulligan); returns player one."""
    decision = game.decision
    assert decision is not None and decision.context == "first_or_second"
    game.apply(Action("choose", decision.player, picks=(0,)))
    first = decision.player
    while game.decision is not None and game.decision.context == "mulligan":
        game.apply(Action("yes" if not keep else "no", game.decision.player))
    return first


def main_step(turn: int = 2, seed: str = "bss", *, cards: CardDatabase | None = None) -> tuple[Game, PlayerId]:
    """A game in the main step of `turn` (both hands kept), and its turn player."""
    game = new_game(seed, cards=cards)
    go_first(game)
    advance_to(game, "main", turn=turn)
    return game, game.state.turn_player


def put(game: Game, player: int, card_id: str, name: str = Z.FIELD, *, cores: int = 0, soul: bool = False,
        face_up: bool = True, orientation: str = "") -> InstanceId:  # fmt: skip
    """Scenario set-up: a fresh card straight into a zone (bypassing the rules), with cores on it."""
    iid = game.create_card(CardId(card_id), PlayerId(player), ref(name, player), face_up=face_up,
                           orientation=orientation)  # fmt: skip
    if cores:
        game.add_tokens(iid, Z.CORE, cores)
    if soul:
        game.add_tokens(iid, Z.SOUL, 1)
    return iid


def clear(game: Game, player: int, *names: str) -> None:
    """Scenario set-up: empty zones of a player (their cards leave the game)."""
    remove_cards(game, *(ref(name, player) for name in names))


def set_cores(game: Game, player: int, name: str, cores: int, soul: int | None = None) -> None:
    """Scenario set-up: exactly `cores` regular cores (and `soul` soul cores, if given) in a pool."""
    pool = game.state.pools[ref(name, player)]
    pool[Z.CORE] = cores
    if soul is not None:
        pool[Z.SOUL] = soul


def pool(game: Game, player: int, name: str) -> tuple[int, int]:
    """(regular cores, soul cores) in a player's pool."""
    found = game.state.pools[ref(name, player)]
    return found.get(Z.CORE, 0), found.get(Z.SOUL, 0)


def use_magic(game: Game, player: int, card: InstanceId, at: InstanceId) -> None:
    """Use a magic card; if its effect asks which card (an ability_target question), choose `at`."""
    act(game, "magic", player, card=card)
    if game.decision is not None and game.decision.context == "ability_target":
        act(game, "choose", player, picks=(at,))


def refusal(game: Game, kind: str, player: int, **fields: object) -> str:
    """The rule number a move is refused with ("" if it is legal)."""
    error = game.check(Action(kind, PlayerId(player), **fields))  # type: ignore[arg-type]
    return "" if error is None else error.rule


def cleared_main(turn: int = 2, seed: str = "bss", *, cards: CardDatabase | None = None) -> tuple[Game, PlayerId]:
    """A main step with both fields, hands and bursts empty and 5 life each; the reserve keeps its cores."""
    game, player = main_step(turn, seed, cards=cards)
    for seat in (0, 1):
        clear(game, seat, Z.FIELD, Z.HAND, Z.BURST)
    return game, player


def attack(game: Game, player: PlayerId, attacker: InstanceId) -> None:
    """From the main step: end it, and attack with `attacker` (the flash window before blocking is then open)."""
    if game.decision is not None and game.decision.context == "main":
        game.apply(Action("pass", player))
    assert game.decision is not None and game.decision.context == "attack", game.decision
    game.apply(Action("attack", player, card=attacker))


def pass_flash(game: Game) -> None:
    """Both players pass the open flash window (and any question before it is answered dully)."""
    while game.decision is not None and game.decision.context == "flash":
        game.apply(Action("pass", game.decision.player))


def to_block(game: Game) -> None:
    """Pass the flash window before blocking: the block declaration is open."""
    pass_flash(game)
    assert game.decision is not None and game.decision.context == "block", game.decision


def pick_core(game: Game, label_start: str) -> None:
    """Answer a core payment or placement question (10-6-6, 10-6-7) with the option whose label starts so."""
    decision = game.decision
    assert decision is not None and decision.context in ("core_payment", "core_placement"), decision
    index = next(i for i, label in enumerate(decision.labels) if label.startswith(label_start))
    game.apply(Action("choose", decision.player, picks=(decision.options[index],)))


def pick_cores(game: Game, *labels: str, stop: bool = True) -> None:
    """Pick cores in order, then stop placing (the "Stop" option offered once LV1's cores are on the card)."""
    for label in labels:
        pick_core(game, label)
    if stop:
        pick_core(game, "Stop")
