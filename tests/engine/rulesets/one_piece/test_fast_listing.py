"""Issue 18's fast paths answer as the plain rules: listings, keywords, prohibitions and numbers read lazily."""

from __future__ import annotations

import json

import pytest

from engine import Action, Game
from engine.decisions import DecisionKind
from engine.formats.cards import CardDatabase, read_card_set
from engine.ids import opponent
from engine.rng import Rng
from engine.ruleset import legal_lister
from engine.rulesets.one_piece import PARAMS, build_ruleset
from engine.rulesets.one_piece import zones as Z
from engine.rulesets.one_piece.keywords import GRANTED, PREVENT, REMOVED, has_keyword, prevented
from engine.rulesets.one_piece.language import language
from engine.rulesets.one_piece.procedures import cannot_be_ko
from engine.rulesets.one_piece.stats import card_stats, cost, counter_value, power
from tests.support import one_piece_cards as C

YOURS = {"zone": ["character"], "controller": "you"}
THEIRS = {"zone": ["character"], "controller": "opponent"}


def _continuous(cid: str, name: str, cost: int, effect: dict[str, object], condition: str = "") -> dict[str, object]:
    ability: dict[str, object] = {"kind": "continuous", "effect": [effect]}
    if condition:
        ability["condition"] = {"check": condition}
    return {"id": cid, "name": name, "category": "character", "colors": ["red"], "cost": cost, "power": 3000,
            "stats": {"counter": 1000, "attribute": ["Strike"]}, "abilities": [ability]}  # fmt: skip


STATIC_CARDS = [
    _continuous("PMT-S01", "Shield Drillmaster", 1,
                {"do": "grant", "keyword": "blocker", "target": {"mode": "all", "filter": YOURS}}, "opponent_turn"),
    _continuous("PMT-S02", "Chained Brute", 1, {"do": "prevent", "action": "attack"}),
    _continuous("PMT-S03", "Eager Recruit", 2, {"do": "grant", "keyword": "rush"}, "your_turn"),
    _continuous("PMT-S04", "Fog Horn", 2,
                {"do": "prevent", "action": "block", "target": {"mode": "all", "filter": THEIRS}}, "your_turn"),
    _continuous("PMT-S05", "Net Thrower", 2,
                {"do": "grant", "keyword": "blocker", "remove": True, "target": {"mode": "all", "filter": THEIRS}}),
    _continuous("PMT-S06", "Iron Hull", 3, {"do": "prevent", "action": "be_ko_in_battle"}),
    _continuous("PMT-S08", "Lone Guard", 2, {"do": "grant", "keyword": "blocker"}, "opponent_turn"),
    _continuous("PMT-S09", "Drum Major", 2,
                {"do": "modify", "stat": "power", "amount": 1000, "target": {"mode": "all", "filter": YOURS}},
                "your_turn"),
    _continuous("PMT-S10", "Stubborn Mule", 1, {"do": "modify", "stat": "power", "amount": 2000}, "opponent_turn"),
    {"id": "PMT-S07", "name": "Signal Mast", "category": "stage", "colors": ["red"], "cost": 1,
     "abilities": [{"kind": "continuous", "effect": [{"do": "grant", "keyword": "counter", "target": {
         "mode": "all", "filter": {"zone": ["hand"], "controller": "you", "category": "event"}}}]}]},
]  # fmt: skip
MAIN = {"PMT-S01": 4, "PMT-S02": 4, "PMT-S03": 4, "PMT-S04": 4, "PMT-S05": 4, "PMT-S06": 4, "PMT-S07": 4,
        "PMT-S08": 2, "PMT-S09": 4, "PMT-S10": 4, "PMT-011": 4, "PMT-006": 2, "PMT-021": 4, "PMT-020": 2}  # fmt: skip
KEYWORDS = ("rush", "blocker", "double_attack", "banish", "trigger", "main", "counter")
LASTING = (  # added now and then on a random card of the field or hand: (kind, value)
    (GRANTED, "main"), (GRANTED, "blocker"), (REMOVED, "rush"), (REMOVED, "counter"), (PREVENT, "attack"),
    (PREVENT, "block"), (PREVENT, "be_ko"), ("cost", -2), ("counter", 1000), ("power", -3000), ("base_power", 0),
)  # fmt: skip


def _database(ruleset_id: str) -> CardDatabase:
    """The test set with the continuous-ability cards (the resource card named as the game names it)."""
    resource = PARAMS[ruleset_id].resource
    cards = [dict(c, name=resource) if c["category"] == "don" else c for c in [*C.CARDS, *STATIC_CARDS]]
    text = json.dumps({"format": 1, "kind": "playmat-card-set", "ruleset": ruleset_id,
                       "set": {"id": "PMT", "name": "continuous abilities"}, "cards": cards})  # fmt: skip
    result = read_card_set(text)
    assert not result.problems, result.problems
    return CardDatabase(ruleset_id, [result.card_set])


def _new_game(ruleset_id: str, seed: str) -> Game:
    """A game of two decks full of continuous abilities, the dialect playing them, at its first decision."""
    ruleset = build_ruleset(ruleset_id, abilities=language(ruleset_id))
    decks = (C.deck("PMT-L04", MAIN, ruleset_id=ruleset_id), C.deck("PMT-L04", MAIN, ruleset_id=ruleset_id))
    return Game.new(ruleset, _database(ruleset_id), decks, seed)


def _plain_has_keyword(game: Game, iid: int, keyword: str) -> bool:
    """has_keyword as the rules say it, from every effect on the card (continuous abilities evaluated)."""
    effects = [e for e in game.effects_targeting(iid) if e.value == keyword]  # type: ignore[arg-type]
    if any(e.kind == REMOVED for e in effects):
        return False
    return keyword in game.definition(iid).keywords or any(e.kind == GRANTED for e in effects)  # type: ignore[arg-type]


def _plain_prevented(game: Game, iid: int, action: str) -> bool:
    return any(e.kind == PREVENT and e.value == action for e in game.effects_targeting(iid))  # type: ignore[arg-type]


def _cards_in_play(game: Game) -> list[int]:
    areas = (Z.HAND, Z.LEADER, Z.CHARACTERS, Z.STAGE)
    return [i for p in (C.P1, C.P2) for area in areas for i in C.zone(game, area, p)]


def _compare(game: Game) -> int:
    """Every listing and every keyword answer against the plain rules at this position; how many were compared."""
    decision = game.decision
    assert decision is not None
    compared = 0
    with game.frozen_effects():
        for kind in decision.allowed:
            rule = game.ruleset.action_rules[kind]
            lister = legal_lister(rule)
            if lister is None:
                continue
            listed = list(lister(game, decision.player))
            assert listed == [a for a in rule.candidates(game, decision.player) if rule.check(game, a) is None], kind
            compared += 1
        for iid in _cards_in_play(game):
            for keyword in KEYWORDS:
                assert has_keyword(game, iid, keyword) == _plain_has_keyword(game, iid, keyword), (iid, keyword)
            for action in ("attack", "block"):
                assert prevented(game, iid, action) == _plain_prevented(game, iid, action), (iid, action)
            plain_ko = _plain_prevented(game, iid, "be_ko") or _plain_prevented(game, iid, "be_ko_in_battle")
            assert cannot_be_ko(game, iid, "battle") == plain_ko
            shown = card_stats(game, iid)  # every effect on the card, continuous abilities evaluated
            if "power" in shown:
                assert power(game, iid) == shown["power"], iid
            if "cost" in shown:
                assert cost(game, iid) == shown["cost"], iid
            assert counter_value(game, iid) == shown.get("counter", counter_value(game, iid))
    return compared


@pytest.mark.parametrize("ruleset_id", ["one-piece", "energio"])
def test_fast_listings_and_keyword_answers_equal_the_plain_rules_6_5_2_7_1_10_1(ruleset_id: str) -> None:
    """6-5-2 (Main Phase actions), 7-1-2-1 ([Blocker]), 7-1-3-2 (Counters), 10-1 (keywords), 1-3-3 (prohibitions):
    with continuous abilities granting, removing and forbidding, and lasting effects doing the same, every act window
    lists exactly the checked candidates and every keyword answer is the one all effects give (random games of cards
    whose continuous abilities grant, take away and forbid, for themselves or others, plus lasting effects added on
    the way: positions the shipped cards never reach)."""
    rng = Rng.from_seed(f"fast-listing:{ruleset_id}")
    compared = 0
    kinds_seen: set[str] = set()
    for number in range(6):
        game = _new_game(ruleset_id, f"fast-{number}")
        while game.outcome is None and game.state.actions_applied < 500:
            decision = game.decision
            assert decision is not None
            if decision.kind is DecisionKind.ACT:
                if rng.below(4) == 0:
                    cards = _cards_in_play(game)
                    kind, value = LASTING[rng.below(len(LASTING))]
                    target = cards[rng.below(len(cards))]
                    game.add_effect(kind, decision.player, (target,), value, "end_of_turn")
                compared += _compare(game)
            legal = game.legal_actions()
            action = legal[rng.below(len(legal))]
            kinds_seen.add(action.kind)
            game.apply(action)
    assert compared > 500
    assert {"attack", "block", "counter", "counter_event", "play_character", "play_stage"} <= kinds_seen


def test_a_continuous_grant_or_prohibition_is_still_seen_10_1_1_1_3_3() -> None:
    """10-1-1 ([Rush] granted by a card's own continuous ability), 1-3-3 (a continuous "cannot attack"): the
    answers that need continuous abilities still evaluate them."""
    game = _new_game("one-piece", "fast")
    while game.state.turn < 3 or game.decision is None or game.decision.context != "main":
        C.answer_default(game)
    me = game.decision.player
    recruit = C.put(game, me, "PMT-S03", Z.CHARACTERS, played=True)
    chained = C.put(game, me, "PMT-S02", Z.CHARACTERS)
    leader = C.leader(game, opponent(me))
    assert game.check(Action("attack", me, card=recruit, target=leader)) is None  # its own [Rush]
    refused = game.check(Action("attack", me, card=chained, target=leader))
    assert refused is not None and refused.rule == "1-3-3"
    attacks = [a for a in game.legal_actions() if a.kind == "attack"]
    assert Action("attack", me, card=recruit, target=leader) in attacks
    assert all(a.card != chained for a in attacks)
