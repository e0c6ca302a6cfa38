"""Whether a whole cost can be paid: every part on its own, and all parts together (a cost paid whole or not at all,
Weiß Schwarz 8.4.2.2 and 8.6.2.3.2), so an ability whose whole cost cannot be paid is never offered or half paid."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.abilities import model as M
from engine.abilities.filters import language_of, matching, zone_ref
from engine.abilities.interpreter import _matches_any, can_pay
from engine.ids import InstanceId, PlayerId

if TYPE_CHECKING:
    from engine.game import Game

CostTakes = Callable[["Game", "InstanceId | None", "PlayerId", Any], "tuple[int, Sequence[InstanceId]]"]
"""The cards a cost part takes away: `count` different cards among the candidates (stock cards paid, the top cards of
a deck put into a clock, cards put under a character). Two parts never take the same card, and a deck does not
refill while a cost is paid (Weiß Schwarz 9.2.3), so parts drawing on one pile add up."""

Slot = tuple[Hashable, ...]


def can_pay_all(game: Game, steps: Sequence[Any], source: InstanceId | None, controller: PlayerId) -> bool:
    """Whether the whole cost `steps` can be paid now: each part can (`can_pay`), the card of the ability is
    not rested twice nor used after it left, and the cards the parts take can all be different cards."""
    if not all(can_pay(game, step, source, controller) for step in steps):
        return False
    if len(steps) < 2:
        return True
    slots: list[Slot] = []
    gone = rested = False
    for step in steps:
        on_self = getattr(getattr(step, "target", None), "mode", None) == "self"
        if on_self and gone:
            return False  # the card left in an earlier part: nothing more can be done with it
        if isinstance(step, M.Orient) and on_self:
            if rested:
                return False
            rested = True
        if isinstance(step, M.Move) and on_self:
            gone = True
        count, candidates = _takes(game, step, source, controller)
        slots.extend(tuple(candidates) for _ in range(count))
    return _all_different(slots)


def _takes(game: Game, step: Any, source: InstanceId | None, controller: PlayerId) -> tuple[int, Sequence[Hashable]]:
    language = language_of(game)
    if isinstance(step, M.RulesetStep):
        takes = language.primitives[step.name].takes
        return takes(game, source, controller, language.parsed_args(step)) if takes is not None else (0, ())
    custom = language.cost_takes.get(step.do)
    if custom is not None:
        return custom(game, source, controller, step)
    if isinstance(step, M.Discard) and not step.up_to:
        hand = zone_ref(game, "hand", controller if step.who == "you" else PlayerId(1 - controller))
        return step.count, [i for i in game.zone(hand) if _matches_any(game, i, step.filter, controller, source)]
    if isinstance(step, M.Move) and step.target.mode == "self" and source is not None:
        return 1, [source]
    if isinstance(step, M.Move) and step.target.mode == "chosen" and not step.target.up_to:
        return step.target.count, matching(game, step.target.filter, controller, source)
    return 0, ()


def _all_different(slots: list[Slot]) -> bool:
    """Whether each slot can get its own card among its candidates (a bipartite matching, augmenting paths)."""
    owner: dict[Hashable, int] = {}

    def place(slot: int, visited: set[Hashable]) -> bool:
        for card in slots[slot]:
            if card in visited:
                continue
            visited.add(card)
            holder = owner.get(card)
            if holder is None or place(holder, visited):
                owner[card] = slot
                return True
        return False

    return all(place(index, set()) for index in range(len(slots)))


def keep_payable(game: Game, steps: Sequence[Any], index: int, source: InstanceId | None, controller: PlayerId) -> None:
    """While part `index` of a whole cost asks which cards to take, offer only the cards that leave the rest of the
    cost payable (8.4.2.2: a cost is paid whole, so no choice may strand a later part)."""
    decision = game.state.decision
    if decision is None or not decision.options:
        return
    count, candidates = _takes(game, steps[index], source, controller)
    if not count:
        return
    later: list[Slot] = []
    for step in steps[index + 1 :]:
        n, cards = _takes(game, step, source, controller)
        later.extend(tuple(cards) for _ in range(n))
    others = [tuple(candidates)] * (count - 1)
    allowed = {card for card in candidates if _all_different([(card,), *others, *later])}
    keep = [i for i, option in enumerate(decision.options) if option not in candidates or option in allowed]
    if keep and len(keep) < len(decision.options):
        game.state.decision = replace(
            decision,
            options=tuple(decision.options[i] for i in keep),
            labels=tuple(decision.labels[i] for i in keep) if decision.labels else (),
            maximum=min(decision.maximum, len(keep)),
            minimum=min(decision.minimum, len(keep)),
        )
