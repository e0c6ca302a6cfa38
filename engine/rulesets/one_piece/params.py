"""The parameter sets of ONE PIECE (`one-piece`) and its ENERGIO!! variant (`energio`): every difference as data."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.game import Game

# Durations an effect can last (`ContinuousEffect.until`); the ruleset ends them at the boundaries the
# rules name. `player` on the effect is whose turn / side the duration counts.
UNTIL_NEXT_TURN = "until_start_of_next_turn"  # ends in that player's next Refresh Phase (6-2-1)
END_OF_TURN = "end_of_turn"  # "until the end of the turn" (6-6-1-2)
END_OF_END_PHASE = "end_of_end_phase"  # "until the end of the End Phase" (A 6-6-1-2; B has none)
THIS_TURN = "this_turn"  # "during this turn" (6-6-1-3)
THIS_BATTLE = "battle"  # "during this battle" (7-1-5-3, 7-1-5-4)
END_OF_OPPONENT_TURN = "end_of_opponent_turn"  # "until the end of your opponent's next turn": `player` is that
# opponent; it ends in the last step of their End Phase, with "until the end of the turn"


@dataclass(frozen=True, slots=True)
class Params:
    """One game's switches. Shared values default here; `ONE_PIECE` and `ENERGIO` set the differences.

    Digest section 13 lists every difference between the two rules texts; each one that changes what
    the engine does is a field below (the rest are presentation or ability-layer policy, and NOTES.md
    says where each went).
    """

    id: str
    name: str
    # 13.1-2 Renaming: the resource card and its cost symbol (display only; the card category and deck
    # section stay "don" in data for both games).
    resource: str
    cost_symbol: str
    # 13.12 Attributes (2-5-2).
    attributes: tuple[str, ...]
    # 13.14 Effects on a resource card are removed when it moves (A 3-1-6-1; absent in B).
    resource_effects_cleared_on_move: bool
    # 13.15 The 3-7-6-1 overflow trash is rule processing that no effect can touch (A 3-7-6-1-1; absent
    # in B). Read by the ability layer's replacement/prohibition logic; reported in the log rule.
    overflow_trash_is_rule_processing: bool
    # 13.18 Several "set base power/cost" effects on one card: "highest" (A 4-9-2-1/2) or "latest".
    base_value_tiebreak: str
    # 13.19 "At the start of the game" Leader effects run in setup (A 5-2-1-5-1/2; absent in B).
    start_of_game_effects: bool
    # 13.20 Given resource cards return rested in the Refresh Phase (A 6-2-3) or just return (B 6-2-3).
    refresh_returns_rested: bool
    # 13.21 End Phase: [End of Your Opponent's Turn] in its own step after [End of Your Turn] (A 6-6-1-1-2),
    # or in the same step (B 6-6-1-1); which durations end, in order, each group turn player first.
    end_phase_opponent_step: bool
    end_phase_delayed_step: bool
    end_phase_expiry: tuple[tuple[str, ...], ...]
    # 13.22 Simultaneous auto effects: each player orders all of theirs at once, turn player first
    # (A 8-6-1/8-6-1-1; B 8-1-3-2 says it outright).
    trigger_ordering: str
    # 13.24, 13.26, 13.27, 13.32: ability-layer policies, kept here so one object holds every switch.
    replacement_chaining: str  # "distinct" (A 8-1-3-4-3/6) or "once" (B 8-1-3-5-3)
    partial_payment: bool  # pay as much as possible and use up [Once Per Turn] (A 8-3-1-3-1, 10-2-13-5)
    move_triggers_need_open_area: bool  # A 8-4-5
    counter_main_by_effects: bool  # A 10-2-3-1-1, 10-2-4-1-1/2
    # 13.31 Where a resolved [Trigger] card goes (A 10-1-5-3; B is silent: same, see NOTES.md).
    trigger_card_destination: str
    # Rule numbers that differ between the two texts (13.7-13.11), by topic.
    rules: dict[str, str]
    # The same in both games.
    leader_count: int = 1
    deck_size: int = 50
    don_deck_size: int = 10
    max_copies: int = 4
    opening_hand: int = 5
    redraws: int = 1
    don_per_turn: int = 2
    first_turn_don: int = 1
    don_power: int = 1000
    character_limit: int = 5
    stage_limit: int = 1
    main_categories: tuple[str, ...] = ("character", "event", "stage")
    # Ambiguities the digest lists (14d) where both texts agree; see NOTES.md.
    extra_damage_at_zero_life_loses: bool = False  # [Double Attack] against 1 Life (14d.1)
    both_lose_is_draw: bool = True  # 9-2-1 with both players defeated (14d.2)

    def rule(self, topic: str) -> str:
        """The rule number of `topic` in this game's text."""
        return self.rules[topic]


_SHARED_RULES = {
    "counter_step_exit": "7-1-3-3",  # printed as a second "7-1-2-3" in A (digest 1, 14d.5)
    "negative_power": "1-3-6-1",
    "cost_floor": "1-3-6-2",
    "trigger_order": "8-6-1",
    "trigger_card": "10-1-5-3",
    "base_value": "4-9-2-1",
    "replacement": "8-1-3-4",
    "win_or_lose": "1-2-5",
    "auto_left_area": "8-1-3-1-3",  # an auto effect whose card moved before it activated does not activate
}

ONE_PIECE = Params(
    id="one-piece",
    name="ONE PIECE Card Game",
    resource="DON!!",
    cost_symbol="(D)",
    attributes=("Slash", "Strike", "Ranged", "Special", "Wisdom", "?"),
    resource_effects_cleared_on_move=True,
    overflow_trash_is_rule_processing=True,
    base_value_tiebreak="highest",
    start_of_game_effects=True,
    refresh_returns_rested=True,
    end_phase_opponent_step=True,
    end_phase_delayed_step=True,
    end_phase_expiry=((END_OF_TURN, END_OF_END_PHASE), (THIS_TURN,)),
    trigger_ordering="batch",
    replacement_chaining="distinct",
    partial_payment=True,
    move_triggers_need_open_area=True,
    counter_main_by_effects=True,
    trigger_card_destination="trash",
    rules=dict(_SHARED_RULES),
)

ENERGIO = Params(
    id="energio",
    name="ENERGIO!! (ONE PIECE variant)",
    resource="ENERGIO!!",
    cost_symbol="①",
    attributes=("Slash", "Strike", "Ranged", "Special", "Wisdom"),
    resource_effects_cleared_on_move=False,
    overflow_trash_is_rule_processing=False,
    base_value_tiebreak="latest",
    start_of_game_effects=False,
    refresh_returns_rested=False,
    end_phase_opponent_step=False,
    end_phase_delayed_step=False,
    end_phase_expiry=((THIS_TURN, END_OF_TURN, END_OF_END_PHASE),),
    trigger_ordering="batch",
    replacement_chaining="once",
    partial_payment=False,
    move_triggers_need_open_area=False,
    counter_main_by_effects=False,
    trigger_card_destination="trash",
    rules={
        **_SHARED_RULES,
        "counter_step_exit": "7-1-3-2-3",
        "negative_power": "1-3-7",
        "cost_floor": "1-3-6",
        "trigger_order": "8-1-3-2",
        "trigger_card": "10-1-5-2",  # B has no 10-1-5-3: the nearest rule on the used [Trigger] card
        "base_value": "4-9-2",
        "replacement": "8-1-3-5",  # B numbers the replacement rules one higher (digest 10)
        "auto_left_area": "8-1-3-2-3",  # B nests the auto-effect details under its new 8-1-3-2 (digest 9)
    },
)

PARAMS: dict[str, Params] = {ONE_PIECE.id: ONE_PIECE, ENERGIO.id: ENERGIO}


def params_of(game: Game) -> Params:
    """The parameter set of the ruleset `game` is played under."""
    found = getattr(game.ruleset, "params", None)
    if not isinstance(found, Params):
        raise TypeError(f"ruleset {game.ruleset.id!r} is not a ONE PIECE-family ruleset")
    return found
