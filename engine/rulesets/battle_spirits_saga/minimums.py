"""What the checkpoints read (9-3, 9-4): the field cards short of their LV1 cores or at 0 BP, by printed numbers where
no effect can change the answer."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.abilities.static import effect_of
from engine.ids import PLAYERS, CardId, InstanceId
from engine.kept import Kept
from engine.rulesets.battle_spirits_saga import carddata as C
from engine.rulesets.battle_spirits_saga import stats as S
from engine.rulesets.battle_spirits_saga import zones as Z

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase, CardDefinition
    from engine.game import Game

LOWERING_KINDS = ("lv1_cost", "set_level", "set_bp")
"""Effect kinds that may leave a card short of its LV1 cores or lower its BP, whatever their value (the checkpoints
read them); a BP change does so only when it is negative, and a 【Link】 only adds BP (11-18-1)."""


def _may_lower(kind: str, value: object) -> bool:
    return kind in LOWERING_KINDS or (kind == "bp" and int(value) < 0)  # type: ignore[call-overload]


FIELDS = (Z.ref(Z.FIELD, PLAYERS[0]), Z.ref(Z.FIELD, PLAYERS[1]))


@dataclass
class _Known:
    """What a card database tells the checkpoints, worked out once per database."""

    raise_only: bool
    """Every continuous ability of its cards that touches a number the checkpoints read only adds BP: such abilities
    can never leave a card short or at 0 BP."""
    verdicts: dict[CardId, tuple[bool | None, ...]] = field(default_factory=dict)
    """Each card's printed verdicts by cores (carddata.printed_verdict), by card id, filled as cards are met."""


_KNOWN: Kept[CardDatabase, _Known] = Kept(64)


def _known(game: Game) -> _Known:
    """What the game's card database tells the checkpoints, worked out once per database object (`_KNOWN`)."""
    language = game.ruleset.abilities
    only = True
    for card in game.database.cards() if language is not None else ():
        for ability, _ in language.continuous(card):  # type: ignore[union-attr]
            for step in ability.effect:
                made = effect_of(step)
                if made is not None and _may_lower(*made):
                    only = False
    return _Known(only)


def below_minimum(game: Game, iid: InstanceId, definition: CardDefinition) -> bool:
    """9-3-2, 9-4-2: a card on the field short of its LV1 cores, or a spirit at 0 BP (never a card of another kind).
    With no lasting effect on the card that may lower it (`_may_lower`) and continuous abilities that can only add
    BP, its printed numbers answer but for a spirit at 0 printed BP (no ability is evaluated)."""
    tokens = game.state.cards[iid].tokens
    cores = tokens.get(Z.CORE, 0) + tokens.get(Z.SOUL, 0)
    lasting = game.state.effects
    lowered = lasting and any(iid in e.targets and _may_lower(e.kind, e.value) for e in lasting)
    if not lowered and _KNOWN.answer(game.database, _known, game).raise_only:
        verdict = C.printed_verdict(definition, cores)
        if verdict is not None:
            return verdict
    if not C.on_field_kind(definition):
        return False
    return cores < S.lv1_cost(game, iid) or (C.is_spirit(definition) and S.bp(game, iid) <= 0)


def below_minimum_on_fields(game: Game) -> list[InstanceId]:
    """`below_minimum` for every card of both fields, player one's first. With no lasting effect that may lower a card
    and continuous abilities that can only add BP, each card's printed verdict for its cores answers, looked up by its
    card id; a spirit at 0 printed BP is read in full."""
    state = game.state
    known = _KNOWN.answer(game.database, _known, game)
    found: list[InstanceId] = []
    effects = state.effects
    if not known.raise_only or (effects and any(_may_lower(e.kind, e.value) for e in effects)):
        with game.frozen_effects():
            for ref in FIELDS:
                found.extend(iid for iid in state.zones[ref] if below_minimum(game, iid, game.definition(iid)))
        return found
    cards, zones, verdicts = state.cards, state.zones, known.verdicts
    for ref in FIELDS:
        for iid in zones[ref]:
            card = cards[iid]
            tokens = card.tokens
            cores = tokens.get(Z.CORE, 0) + tokens.get(Z.SOUL, 0)
            table = verdicts.get(card.card_id)
            if table is None:
                table = verdicts[card.card_id] = C.printed_verdicts(game.definition(iid))
            if cores < len(table):
                verdict = table[cores]
            elif len(table) <= C.TABLED_CORES:  # the table reaches every level: more cores change nothing
                verdict = table[-1]
            else:
                verdict = C.printed_verdict(game.definition(iid), cores)
            if verdict is None:
                with game.frozen_effects():
                    verdict = below_minimum(game, iid, game.definition(iid))
            if verdict:
                found.append(iid)
    return found
