"""Cores: the void, paying costs and placing cores, with the soul core's choices (10-6-6, 10-6-7, 4-11)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.actions import Action
from engine.errors import IllegalAction, RulesError
from engine.frozen import fast_init
from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.sentences import plural

if TYPE_CHECKING:
    from engine.game import Game
    from engine.table_ops import TokenPlace

PAY_SOUL, PLACE_SOUL = "soul_core_paid", "soul_core_placed"
CHOOSE_CORES = "choose_cores"
"""`Action.option` of a summon, placement or magic whose cores the player picks one at a time once it is under way
(no `picks`/`groups`: the engine asks; see core_choice.py)."""  # words a menu shows: "(soul core paid)"
SELF_CHANGED = "bss_self_changed"
"""Cards whose cores their owner's own action or payment changed since the last checkpoint (9-3-2: self-destroyed)."""


@fast_init
@dataclass(frozen=True, slots=True)
class CorePlan:
    """Where the cores of a payment and of a placement come from, as an action carries them.

    `paid_from` names a field card for each core paid from one (`Action.picks`), `placed_from` for each core placed
    from one (`Action.groups[0]`); every other core comes from the reserve. `placed` is how many cores go on the new
    card (`Action.number`). `soul` is whether the soul core is one of the paid cores (PAY_SOUL), one of the placed
    ones (PLACE_SOUL), or neither (None): the soul core comes from wherever it lies, the reserve or a field card.
    """

    paid_from: tuple[InstanceId, ...] = ()
    placed_from: tuple[InstanceId, ...] = ()
    placed: int = 0
    soul: str | None = None
    extra_groups: bool = False  # an action naming more than one list of sources is malformed

    @classmethod
    def of(cls, action: Action) -> CorePlan:
        groups = action.groups
        if not groups and not action.picks:  # most plans take every core from the reserve
            return cls((), (), action.number or 0, action.option, False)
        placed_from = groups[0] if groups else ()
        return cls(tuple(InstanceId(i) for i in action.picks), tuple(InstanceId(i) for i in placed_from),
                   action.number or 0, action.option, len(groups) > 1)  # fmt: skip

    def action(self, kind: str, player: PlayerId, card: InstanceId, target: InstanceId | None = None) -> Action:
        """The action that carries this plan."""
        groups = (tuple(int(i) for i in self.placed_from),) if self.placed_from else ()
        picks = tuple(int(i) for i in self.paid_from) if self.paid_from else ()
        return Action(kind, player, card, target, picks, groups, self.placed, self.soul)


_RESERVES = Z.refs(Z.RESERVE)


def reserve(player: PlayerId) -> ZoneRef:
    return _RESERVES[player]


def count_at(game: Game, place: TokenPlace) -> int:
    """Every core at a place (a zone's pool or a card), the soul core included."""
    pool = game.state.pools[place] if isinstance(place, ZoneRef) else game.state.cards[place].tokens
    return pool.get(Z.CORE, 0) + pool.get(Z.SOUL, 0)


def soul_place(game: Game, player: PlayerId) -> TokenPlace | None:
    """Where a player's soul core lies among their reserve and field cards (None: elsewhere, say the trash)."""
    if game.tokens_at(reserve(player), Z.SOUL):
        return reserve(player)
    for iid in Z.field(game, player):
        if game.state.cards[iid].tokens.get(Z.SOUL):
            return iid
    return None


def from_void(game: Game, dst: TokenPlace, count: int, *, rule: str) -> None:
    """Put regular cores from the void; the void never runs out (3-9-2: more cores are added)."""
    if count <= 0:
        return
    void = Z.void()
    short = count - game.tokens_at(void, Z.CORE)
    if short > 0:
        game.add_tokens(void, Z.CORE, short)
    game.move_tokens(Z.CORE, count, void, dst, rule=rule)


def available(game: Game, player: PlayerId, *, reserve_only: bool = False) -> int:
    """Cores a player can pay with: reserve and field cards (10-6-6), or the reserve alone (【Swift】, 11-9-1). Inside
    a query counted once per position (`query_memo`: every candidate payment asks)."""
    memo = game.query_memo()
    key = ("bss:available", player, reserve_only)
    if memo is not None:
        kept: int | None = memo.get(key)
        if kept is not None:
            return kept
    total = count_at(game, reserve(player))
    if not reserve_only:
        cards = game.state.cards
        for iid in Z.field(game, player):
            tokens = cards[iid].tokens
            total += tokens.get(Z.CORE, 0) + tokens.get(Z.SOUL, 0)
    if memo is not None:
        memo[key] = total
    return total


def enough(game: Game, player: PlayerId, need: int, *, reserve_only: bool, exclude: InstanceId | None) -> bool:
    """Whether the cores a player may take (reserve, and field cards but `exclude`) cover `need` (8-4-2-3)."""
    total = available(game, player, reserve_only=reserve_only)
    if not reserve_only and exclude is not None and exclude in Z.field(game, player):
        total -= count_at(game, exclude)
    return total >= need


def plan_error(
    game: Game,
    player: PlayerId,
    plan: CorePlan,
    cost: int,
    *,
    placing: int | None,
    reserve_only: bool,
    rule: str,
    exclude: InstanceId | None = None,
) -> RulesError | None:
    """Why a plan cannot pay `cost` and place its cores (`placing`: the least to place, None: nothing is placed)."""
    if plan.extra_groups:
        return IllegalAction(rule, "Name one list of cards the placed cores come from, not several.")
    if placing is None and (plan.placed or plan.placed_from or plan.soul == PLACE_SOUL):
        return IllegalAction(rule, "Nothing is placed on a card here: only pay the cost.")
    if placing is not None and plan.placed < placing:
        return IllegalAction(
            _placing_rule(rule), f"Place at least {plural(placing, 'core')} on it, enough for its lowest level (LV1)."
        )
    if reserve_only and (plan.paid_from or plan.placed_from):
        return IllegalAction("11-9-1", "【Swift】: the cost and the cores placed come from your reserve only.")
    if len(plan.paid_from) > cost or len(plan.placed_from) > plan.placed:
        return IllegalAction(rule, "More cores are taken from cards than the payment needs.")
    if plan.soul == CHOOSE_CORES:
        if plan.paid_from or plan.placed_from:
            return IllegalAction(rule, "Choosing the cores one by one names no cards in advance.")
        if not enough(game, player, cost + plan.placed, reserve_only=reserve_only, exclude=exclude):
            return IllegalAction(rule, f"You have fewer cores than the {cost + plan.placed} this needs.")
        return None
    if plan.soul not in (None, PAY_SOUL, PLACE_SOUL):
        return IllegalAction(rule, "Say whether the soul core is paid, placed, or left where it is.")
    uses: dict[TokenPlace, int] = {}  # how many cores each place gives
    if plan.paid_from or plan.placed_from:
        taken = Counter(plan.paid_from) + Counter(plan.placed_from)
        for iid in sorted(taken):
            if iid == exclude or not Z.on_field(game, iid, player):
                return IllegalAction(rule, "Cores are taken only from your own field and reserve.")
        for card, n in taken.items():
            uses[card] = n
    soul_at = soul_place(game, player) if plan.soul is not None else None  # read only when the soul core is used
    if plan.soul is not None and soul_at is None:
        return IllegalAction(rule, "Your soul core is neither in your reserve nor on your field: it cannot be used.")
    uses[reserve(player)] = (cost - len(plan.paid_from)) + (plan.placed - len(plan.placed_from))
    for place, n in uses.items():
        soul_here = plan.soul is not None and soul_at == place
        regular = game.tokens_at(place, Z.CORE)
        if n > regular + (1 if soul_here else 0):
            where = "in your reserve" if isinstance(place, ZoneRef) else f"on {game.definition(place).name}"
            return IllegalAction(rule, f"Not enough cores {where}: this takes {n} from there.")
        if soul_here and n < 1:
            return IllegalAction("4-11-3", "The soul core is used only from where it lies.")
    if plan.soul == PAY_SOUL and soul_at is not None and not _soul_in(plan.paid_from, soul_at, cost, player):
        return IllegalAction("4-11-3", "The soul core must be one of the paid cores taken from where it lies.")
    if plan.soul == PLACE_SOUL and soul_at is not None and not _soul_in(plan.placed_from, soul_at, plan.placed, player):
        return IllegalAction("4-11-3", "The soul core must be one of the placed cores taken from where it lies.")
    return None


def _placing_rule(rule: str) -> str:
    """The rule that places a new card's cores (10-6-7, 10-7-7), from its payment's rule (10-6-6, 10-7-6)."""
    return rule.rsplit("-", 1)[0] + "-7"


def _soul_in(sources: tuple[InstanceId, ...], soul_at: TokenPlace, total: int, player: PlayerId) -> bool:
    if isinstance(soul_at, ZoneRef):
        return total - len(sources) >= 1
    return soul_at in sources


def carry_out(
    game: Game, player: PlayerId, plan: CorePlan, cost: int, new_card: InstanceId | None, *, rule: str
) -> None:
    """Pay (sources to the trash's core section, 10-6-6, 3-4-1), then place cores on `new_card` (10-6-7)."""
    trash = Z.ref(Z.TRASH, player)
    soul_at = soul_place(game, player)
    _take(game, player, plan.paid_from, cost, trash, plan.soul == PAY_SOUL, soul_at, rule)
    if new_card is not None:
        _take(game, player, plan.placed_from, plan.placed, new_card, plan.soul == PLACE_SOUL, soul_at, "10-6-7")


def _take(
    game: Game,
    player: PlayerId,
    sources: tuple[InstanceId, ...],
    total: int,
    dst: TokenPlace,
    soul: bool,
    soul_at: TokenPlace | None,
    rule: str,
) -> None:
    places: list[TokenPlace] = [*sources, *([reserve(player)] * (total - len(sources)))]
    for place in places:
        kind = Z.CORE
        if soul and place == soul_at:
            kind, soul = Z.SOUL, False
        game.move_tokens(kind, 1, place, dst, rule=rule)
        if not isinstance(place, ZoneRef):
            mark_self_changed(game, place)


def mark_self_changed(game: Game, iid: InstanceId) -> None:
    changed = game.state.vars.setdefault(SELF_CHANGED, [])
    if int(iid) not in changed:
        changed.append(int(iid))


def _spare(game: Game, player: PlayerId) -> tuple[InstanceId, ...]:
    """The regular cores a default plan takes from field cards, in order: from the cards with the most cores first,
    each card's cores above its LV1 cost (one entry per core). Inside a query worked out once per position."""
    from engine.rulesets.battle_spirits_saga import stats as S

    memo = game.query_memo()
    key = ("bss:spare", player)
    if memo is not None:
        kept: tuple[InstanceId, ...] | None = memo.get(key)
        if kept is not None:
            return kept
    spare: list[InstanceId] = []
    for iid in sorted(Z.field(game, player), key=lambda i: -game.tokens_at(i, Z.CORE)):
        extra = game.tokens_at(iid, Z.CORE) - S.lv1_cost(game, iid)
        spare.extend([iid] * max(0, extra))
    found = tuple(spare)
    if memo is not None:
        memo[key] = found
    return found


def default_plan(
    game: Game, player: PlayerId, cost: int, placed: int, *, reserve_only: bool = False
) -> CorePlan | None:
    """A plan a player would usually make: regular cores from the reserve first, then from the field cards with the
    most cores above their lowest level; the soul core only when nothing else is left (None: it cannot be paid)."""
    need = cost + placed
    regular = game.tokens_at(reserve(player), Z.CORE)
    if need <= regular:
        return CorePlan(placed=placed)
    soul_in_reserve = game.tokens_at(reserve(player), Z.SOUL) > 0
    if reserve_only:
        if need <= regular + int(soul_in_reserve):
            return CorePlan(placed=placed, soul=PAY_SOUL if cost else PLACE_SOUL)
        return None
    short = need - regular
    spare = _spare(game, player)
    if len(spare) >= short:
        taken = tuple(spare[:short])
        paid = taken[: min(cost, len(taken))]
        return CorePlan(paid_from=paid, placed_from=taken[len(paid) :], placed=placed)
    if soul_in_reserve and len(spare) + 1 >= short:
        taken = tuple(spare[: short - 1])
        paid = taken[: min(cost, len(taken))]
        soul = PAY_SOUL if cost - len(paid) >= 1 else PLACE_SOUL
        return CorePlan(paid_from=paid, placed_from=taken[len(paid) :], placed=placed, soul=soul)
    return None
