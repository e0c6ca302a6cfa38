"""How the heuristic bot plays Skirmish."""

from __future__ import annotations

from collections.abc import Sequence

from engine import Action
from engine.bot import cards_by_id, stat, zone_of
from engine.ids import opponent
from engine.views import View


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
