"""Steps of keyword skills ([Offering], [Alliance], [Revive], [Limit]...), negation (8-3) and control (11-5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field, field_validator

from engine.abilities import model as M
from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId, opponent
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.effects import Args, CountArg
from engine.rulesets.dragon_ball_super.procedures import draw, to_drop
from engine.rulesets.dragon_ball_super.stats import colors
from engine.sentences import plural, subject

if TYPE_CHECKING:
    from engine.abilities.interpreter import Resolution
    from engine.game import Game


def offering(res: Resolution, args: Args) -> bool:
    """[Offering] (10-36-2): the opponent may put 1 of their Life cards in their Drop; if they don't, you draw 2."""
    game = res.game
    other = opponent(res.controller)
    life = game.zone(Z.ref(Z.LIFE, other))
    if res.answer is None and life:
        return res.ask(Decision(other, DecisionKind.YES_NO, "[Offering]: put 1 of your Life cards in your Drop? "
                                "If you don't, your opponent draws 2 cards.", "10-36-2", "offering"))  # fmt: skip
    if res.answer is not None and res.answer.kind == "yes" and life:
        to_drop(game, life[-1], rule="10-36-2")
    else:
        draw(game, res.controller, 2, rule="10-36-2")
    return True


class ColoursArgs(Args):
    colors: tuple[str, ...] = Field(min_length=1)
    count: int = Field(1, ge=1)


def _alliance_cards(game: Game, player: PlayerId, source: InstanceId | None, colours: tuple[str, ...]) -> list[
        InstanceId]:  # fmt: skip
    cards = game.state.cards
    return [c for c in game.zone(Z.ref(Z.BATTLE, player)) if c != source and cards[c].orientation == Z.ACTIVE
            and game.definition(c).category == "battle" and set(colours) & set(colors(game, c))]  # fmt: skip


def alliance(res: Resolution, args: ColoursArgs) -> bool:
    """[Alliance XY] cost (10-35-1): choose your Active Battle Cards of those colours; they are switched to Rest Mode
    (NOTES.md)."""
    game = res.game
    pool = _alliance_cards(game, res.controller, res.source, args.colors)
    if res.answer is None and len(pool) > args.count:
        return res.ask(Decision(res.controller, DecisionKind.CHOOSE, "[Alliance]: choose the Battle Card(s) to rest",
                                "10-35-1", "alliance", options=tuple(pool),
                                labels=tuple(game.definition(c).name for c in pool), minimum=args.count,
                                maximum=args.count))  # fmt: skip
    chosen = [InstanceId(i) for i in res.answer.picks] if res.answer is not None else pool[: args.count]
    for iid in chosen:
        game.set_orientation(iid, Z.REST, rule="10-35-1")
    return True


def can_alliance(game: Game, source: InstanceId | None, controller: PlayerId, args: ColoursArgs) -> bool:
    return len(_alliance_cards(game, controller, source, args.colors)) >= args.count


def _colour_cards(game: Game, player: PlayerId, colours: tuple[str, ...]) -> list[InstanceId]:
    """Cards in hand whose original colours are exactly `colours` (10-37-1: "match both X and Y")."""
    return [c for c in game.zone(Z.ref(Z.HAND, player)) if set(game.definition(c).colors) == set(colours)]


def discard_colors(res: Resolution, args: ColoursArgs) -> bool:
    """[Revive XY] cost (10-37-1): discard cards from hand whose original colours match X and Y."""
    game = res.game
    pool = _colour_cards(game, res.controller, args.colors)
    if res.answer is None and len(pool) > args.count:
        return res.ask(Decision(res.controller, DecisionKind.CHOOSE, "Choose the card(s) to discard", "10-45-1",
                                "discard", options=tuple(pool), labels=tuple(game.definition(c).name for c in pool),
                                minimum=args.count, maximum=args.count))  # fmt: skip
    chosen = [InstanceId(i) for i in res.answer.picks] if res.answer is not None else pool[: args.count]
    for iid in chosen:
        to_drop(game, iid, rule="10-45-1")
    return True


def can_discard_colors(game: Game, source: InstanceId | None, controller: PlayerId, args: ColoursArgs) -> bool:
    return len(_colour_cards(game, controller, args.colors)) >= args.count


def _servants(game: Game, player: PlayerId) -> list[InstanceId]:
    from engine.rulesets.dragon_ball_super.keywords import SERVANT, has_keyword

    return [c for c in game.zone(Z.ref(Z.BATTLE, player)) if has_keyword(game, c, SERVANT)]


def servant_to_deck(res: Resolution, args: Args) -> bool:
    """[Overlord] cost (10-44-1): put one of your [Servant] Battle Cards at the bottom of your deck."""
    game = res.game
    pool = _servants(game, res.controller)
    if res.answer is None and len(pool) > 1:
        return res.ask(Decision(res.controller, DecisionKind.CHOOSE, "[Overlord]: choose a [Servant] to put at the "
                                "bottom of your deck", "10-44-1", "overlord", options=tuple(pool),
                                labels=tuple(game.definition(c).name for c in pool), minimum=1, maximum=1))  # fmt: skip
    chosen = InstanceId(res.answer.picks[0]) if res.answer is not None else pool[0]
    game.move(chosen, Z.ref(Z.DECK, game.state.cards[chosen].owner), bottom=True, face_up=False, rule="10-44-1")
    return True


def can_servant_to_deck(game: Game, source: InstanceId | None, controller: PlayerId, args: Args) -> bool:
    return bool(_servants(game, controller))


def drop_under(res: Resolution, args: Args) -> bool:
    """[Rejuvenate] cost (10-46-1): place a card from beneath this card in its owner's Drop."""
    source = res.source
    if source is not None and res.game.state.cards[source].attached:
        to_drop(res.game, res.game.state.cards[source].attached[0], rule="10-46-1")
    return True


def can_drop_under(game: Game, source: InstanceId | None, controller: PlayerId, args: Args) -> bool:
    return source is not None and source in game.state.cards and bool(game.state.cards[source].attached)


def _limit_key(game: Game, source: InstanceId | None, controller: PlayerId) -> str:
    card_id = game.state.cards[source].card_id if source is not None and source in game.state.cards else ""
    return f"limit:{card_id}:{game.state.turn}"


def limit(res: Resolution, args: CountArg) -> bool:
    """[Limit X] (10-48-1): counts one use of the skill for its master this turn, across the copies of the card
    number (a cost step placed first)."""
    key = _limit_key(res.game, res.source, res.controller)
    counters = res.game.state.player_counters[res.controller]
    res.game.set_player_counter(res.controller, key, counters.get(key, 0) + 1)
    return True


def can_limit(game: Game, source: InstanceId | None, controller: PlayerId, args: CountArg) -> bool:
    return game.state.player_counters[controller].get(_limit_key(game, source, controller), 0) < args.count


class NegateArgs(Args):
    target: M.Target
    duration: M.Duration = "end_of_turn"


def negate_skills(res: Resolution, args: NegateArgs) -> bool:
    """Negate the skills of the targets for a duration (8-3-2): no [Auto] triggers, no [Permanent], no [Activate],
    no keyword; they cannot gain new skills meanwhile (8-3-5)."""
    from engine.abilities.primitives import DURATION_TURN_OWNER
    from engine.rulesets.dragon_ball_super.keywords import NEGATE

    targets = res.targets(args.target, "Choose the card(s) whose skills are negated")
    if targets is None:
        return False
    if targets:
        player = res.player(DURATION_TURN_OWNER.get(args.duration, "you"))
        res.game.add_effect(NEGATE, res.controller, tuple(targets), "all", args.duration, player=player,
                            source=res.source)  # fmt: skip
    return True


class TargetArgs(Args):
    target: M.Target


def gain_control(res: Resolution, args: TargetArgs) -> bool:
    """Gain control of the targets (11-5): each moves to your Battle Area keeping its position, mode, the cards
    under it and its effects (11-5-1); its owner does not change."""
    from engine.events import Event

    game = res.game
    targets = res.targets(args.target, "Choose the Battle Card(s) to gain control of")
    if targets is None:
        return False
    for iid in targets:
        card = game.state.cards[iid]
        if card.zone.name != Z.BATTLE or card.attached_to is not None or card.controller == res.controller:
            continue
        src, dst = card.zone, Z.ref(Z.BATTLE, res.controller)
        game.state.zones[src].remove(iid)
        game.state.zones[dst].append(iid)
        card.zone, card.controller = dst, res.controller
        for under in card.attached:
            game.state.cards[under].zone = dst
        game.emit(Event("move", player=res.controller, card=iid, new_card=iid, card_id=card.card_id, src=src,
                        dst=dst, rule="11-5-1"))  # fmt: skip
        game.log(f"{subject(res.controller, 'gains', 'gain')} control of {game.definition(iid).name}.", res.controller,
                 "11-5")  # fmt: skip
    return True


class MarkerChangeArgs(Args):
    count: int

    @field_validator("count")
    @classmethod
    def _not_zero(cls, value: int) -> int:
        if value == 0:
            raise ValueError("add (a positive count) or remove (a negative count) markers")
        return value


def unison_play_markers(res: Resolution, args: MarkerChangeArgs) -> bool:
    """Add (+) or remove (-) markers on the Unison Card being played (6.3.1.2.2.3.2): the changes add up, and it
    enters play with the final count; nothing when no Unison Card is being played."""
    from engine.rulesets.dragon_ball_super.main_actions import UNISON_PLAYING

    playing = res.game.state.vars.get(UNISON_PLAYING)
    if playing is not None:
        playing["change"] = int(playing["change"]) + args.count
        name = res.game.definition(InstanceId(playing["card"])).name
        verb = "gets" if args.count > 0 else "loses"
        res.game.log(f"{name} {verb} {plural(abs(args.count), 'marker')} as it is played.", rule="6.3.1.2.2.3.2")
    return True


class UnisonArgs(Args):
    target: M.Target
    markers: int = Field(1, ge=1)


def play_unison(res: Resolution, args: UnisonArgs) -> bool:
    """ "Play (a Unison Card) with N markers on it" (6.3.1.2.2.3.1): without paying its cost, the markers set by the
    effect; the Unison Cards already in play go to the Drop (6-3-1-2-2-3)."""
    from engine.rulesets.dragon_ball_super.procedures import place_unison
    from engine.rulesets.dragon_ball_super.skill_counters import play_negated, played

    targets = res.targets(args.target, "Choose the Unison Card to play")
    if targets is None:
        return False
    for iid in targets[:1]:
        if res.game.definition(iid).category == "unison" and not play_negated(res.game, res.rid, iid):
            played(res.game, res.rid, place_unison(res.game, iid, res.controller, args.markers, rule="6.3.1.2.2.3.1"))
    return True
