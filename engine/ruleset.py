"""What a game supplies to the kernel: zones, turn structure, procedures and action rules."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from engine.actions import Action
from engine.admission import CardRules, admit_cards, printed_problems
from engine.errors import IllegalAction, RulesError
from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.layout import TableLayout
from engine.state import Task
from engine.views import Battle, Modifier, effect_modifiers
from engine.zones import PhaseSpec, Visibility, ZoneSpec

if TYPE_CHECKING:
    from engine.abilities.language import Language
    from engine.abilities.model import ActivatedAbility
    from engine.bot import BotPolicy
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.formats.decks import Deck
    from engine.formats.problems import Problem
    from engine.game import Game

Handler = Callable[["Game", Task], None]
"""Runs one step of a task. The task is already off the stack: push it back to continue."""


class ActionRule(Protocol):
    """One kind of player action: how to list it, check it and carry it out.

    `legal_actions()` is `candidates()` filtered by `check()`, and `apply()` runs `check()`
    first, so the desktop never offers a move the engine refuses.

    Optional, for menus and the log (engine/words.py): `label`, what players call the action ("Give DON!!",
    "Attack with"), a text or `label(ruleset) -> str`; `number_words(number) -> str`, what its number means
    ("to position 2 (center middle)"). A Main Phase window's decision has the context "main": the desktop never
    answers it by itself, and ending it with moves left takes a second press.
    """

    kind: str

    def candidates(self, game: Game, player: PlayerId) -> Iterable[Action]:
        """A superset of the legal actions of this kind (cheap to produce)."""
        ...

    def check(self, game: Game, action: Action) -> RulesError | None:
        """None if legal, else the refusal with its rule number."""
        ...

    def perform(self, game: Game, action: Action) -> None:
        """Carry out a checked action: change state, emit events, push tasks."""
        ...


class ListsLegal(Protocol):
    """An action rule that can also list its legal actions at once, sharing the work every check of one position
    repeats (a card's cost, the active resources, keywords): `legal(game, player)` must give exactly
    `[a for a in candidates(game, player) if check(game, a) is None]`, in the same order
    (tests/engine/test_legal_listing.py plays every ruleset's games to hold it). `legal_actions()` uses it where
    a rule has one; a single action's `check` (a player's move) stays the authority."""

    def legal(self, game: Game, player: PlayerId) -> Iterable[Action]: ...


def legal_lister(rule: ActionRule) -> Callable[[Game, PlayerId], Iterable[Action]] | None:
    """The rule's `legal` (ListsLegal) if it has one, else None: `legal_actions()` filters candidates by `check`.

    A subclass that overrides `check` or `candidates` without its own `legal` (a ruleset refining the ability
    layer's action) does not inherit its base's listing, which would skip the subclass's check."""
    lister: Callable[[Game, PlayerId], Iterable[Action]] | None = getattr(rule, "legal", None)
    if not callable(lister):
        return None
    for cls in type(rule).__mro__:
        defined = vars(cls)
        if "legal" in defined:
            return lister
        if "check" in defined or "candidates" in defined:
            return None
    return lister


@dataclass(frozen=True, slots=True)
class DeckSection:
    """A section of a deck file and the zone its cards start in."""

    name: str
    zone: str
    face_up: bool = False


@dataclass
class Ruleset:
    """The declaration of one game. Subclass it, or fill it in, per game.

    `handlers` maps task kinds to procedures; "setup" must exist and runs first, and
    "phase:<name>" runs each declared phase. The kernel adds its own ("turn", "phase",
    "resolve_triggers", "trigger").

    Card data a ruleset cannot play never reaches a game: the app loads every card set through
    `admit_cards`, which refuses a card with a problem in its printed data (`card_problems`) and
    loads a card with a problem in its ability data (`ability_problems`) as a manual card without
    its abilities, each problem naming the card id and the field. A ruleset gets this by declaring
    `card_rules` (its categories, colours, keywords and stats with their kinds: engine.admission),
    and adds what only it knows (a category's required numbers, a closed list of icons) by
    overriding `card_problems` and calling the default.
    """

    id: str
    version: str
    name: str
    zones: tuple[ZoneSpec, ...]
    phases: tuple[PhaseSpec, ...]
    deck_sections: tuple[DeckSection, ...]
    orientations: tuple[str, ...] = ("upright", "rested")
    handlers: Mapping[str, Handler] = field(default_factory=dict)
    action_rules: Mapping[str, ActionRule] = field(default_factory=dict)
    trigger_ordering: str = "one_at_a_time"  # or "batch": order all of a player's at once, or "turn_player_all":
    # the turn player picks which of all pending triggers (both players') resolves next, or "stack_turn_player":
    # the same among the most recently activated ones (those activated while another resolved come first)
    not_your_decision_rule: str = ""
    concede_rule: str = ""
    loop_rule: str = ""  # an infinite loop neither player can stop is a draw (empty: the engine reports a fault)
    trigger_rule: str = ""
    activation_rule: str = ""  # cited when an ability cannot be activated
    refusal_rules: Mapping[str, str] = field(default_factory=dict)
    """The rule an ability refusal cites, by reason ("timing", "zone", "limit", "condition", "cost", "target");
    a reason not listed cites `activation_rule` (see `activation_refusal`)."""
    detached_orientation: str | None = None  # how a card comes off its host (None: default)
    layout: TableLayout | None = None
    abilities: Language | None = None  # the ruleset's dialect of the ability language
    card_rules: CardRules | None = None  # what printed card data may say (None: not checked)
    _zone_specs: dict[str, ZoneSpec] = field(default_factory=dict, init=False, repr=False, compare=False)
    ids_shown_in: dict[str, bool] = field(default_factory=dict, init=False, repr=False, compare=False)
    """Whether a zone shows its cards' instance ids, by declared name (`TableOps.ids_shown`, asked all the time)."""

    def __post_init__(self) -> None:
        self._zone_specs = {spec.name: spec for spec in self.zones}
        self.ids_shown_in = {spec.name: spec.visibility != Visibility.NOBODY for spec in self.zones}

    def zone_spec(self, name: str) -> ZoneSpec:
        """The declared zone `name` (a dict lookup: views ask for every card)."""
        try:
            return self._zone_specs[name]
        except KeyError:
            raise KeyError(f"ruleset {self.id!r} declares no zone {name!r}") from None

    # Hooks with defaults a game overrides where its rules differ.

    def rule_processing(self, game: Game) -> None:
        """State-based checks, run before every task and every decision."""

    def trigger_order(self, game: Game) -> tuple[PlayerId, PlayerId]:
        """Whose pending triggers resolve first: the turn player's, by default."""
        first = game.state.turn_player
        return (first, PlayerId(1 - first))

    def attachment_destination(self, game: Game, host_zone: ZoneRef, attached_owner: PlayerId) -> ZoneRef:
        """Where a card attached to a card that leaves its zone goes."""
        raise NotImplementedError(f"ruleset {self.id!r} has no rule for attachments")

    def token_destination(self, game: Game, host_zone: ZoneRef, kind: str) -> ZoneRef | None:
        """Where tokens on a card that leaves its zone go (None: they vanish)."""
        return None

    def after_move(self, game: Game, before: InstanceId, after: InstanceId, src: ZoneRef, dst: ZoneRef) -> None:
        """Called after every card move (`before`/`after`: its instance ids), for what the rules
        attach to a move: markers leaving with their character, an Encore triggering."""

    def refusal_outside_window(self, game: Game, action: Action) -> RulesError | None:
        """A specific refusal for an action kind the open window does not allow (None: the
        kernel's generic "you cannot ... now", citing the window's rule)."""
        return None

    def activation_refusal(
        self, game: Game, iid: InstanceId, ability: ActivatedAbility, reason: str, text: str
    ) -> RulesError:
        """Why card `iid` cannot activate `ability` now (`reason` as in `refusal_rules`, `text` in words): by
        default under the rule `refusal_rules` names for the reason; a game refines it (a keyword's own rule)."""
        return IllegalAction(self.refusal_rules.get(reason, self.activation_rule), text)

    def next_turn_player(self, game: Game) -> PlayerId:
        return PlayerId(1 - game.state.turn_player)

    def card_stats(self, game: Game, iid: int) -> dict[str, int]:
        """Current numbers of a visible card (power, cost...) with every effect applied."""
        return {}

    def plain_stats(self, card: CardDefinition) -> bool:
        """Whether `card_stats` gives this card, while no effect targets it, numbers that depend only on the printed
        card, its zone's name, whether it lies under (is attached to) a card, the tokens and counters on it and, when
        cards are attached to it, which printed cards those are and whether its controller is the turn player,
        whatever else is on the table: views then work them out once for each such combination. By default only
        when `card_stats` is the kernel's (no numbers at all)."""
        return type(self).card_stats is Ruleset.card_stats

    def stats_follow_effects(self, card: CardDefinition) -> bool:
        """Whether `card_stats` gives this card, while effects target it, numbers that depend only on what
        `plain_stats` names and on those effects (`Game.effects_targeting`): each one's kind, value, id and source, in
        their order, whatever else is on the table: views then work them out once for each such combination. By
        default not."""
        return False

    def validate_deck(self, deck: Deck, database: CardDatabase) -> list[RulesError]:
        """Deck-construction problems, each naming its rule."""
        return []

    def card_problems(self, card: CardDefinition) -> list[Problem]:
        """What this ruleset cannot play in a card's printed data, each naming the card id and the field (a card
        with any is refused at load): by default the `card_rules` checks; override to add the ruleset's own."""
        return printed_problems(card, self.card_rules) if self.card_rules is not None else []

    def ability_problems(self, card: CardDefinition) -> list[Problem]:
        """What is wrong with a card's ability data (a card with any loads as a manual card without its
        abilities): by default the dialect's load-time checks (`Language.parse`)."""
        return self.abilities.parse(card)[1] if self.abilities is not None else []

    def admit_cards(self, database: CardDatabase) -> tuple[CardDatabase, list[Problem]]:
        """The database with only what this ruleset can play, and every problem found (engine.admission)."""
        return admit_cards(self, database)

    def describe_card(self, card: CardDefinition) -> str:
        return card.name

    def battle(self, game: Game) -> Battle | None:
        """The battle under way, for the table's attack arrows and battle panel (None: none, or not said)."""
        return None

    def stat_modifiers(self, game: Game, viewer: PlayerId | None) -> tuple[Modifier, ...]:
        """What changes the numbers of the cards `viewer` sees, each with its source (the card preview lists
        them): by default every numeric effect; a game adds its own (a DON!! given adds power)."""
        return effect_modifiers(game, viewer)

    def bot_policy(self, database: CardDatabase) -> BotPolicy | None:
        """How the heuristic bot judges this game's moves from a seat's view (None: the kernel's defaults:
        develop rather than pass, keep opening hands, accept optional abilities)."""
        return None
