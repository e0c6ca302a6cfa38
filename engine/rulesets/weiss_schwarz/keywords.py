"""Keywords and keyword abilities (section 10): their names and the primitives that carry them out."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from engine.abilities import Resolution, matches
from engine.abilities import model as M
from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.rulesets.weiss_schwarz import carddata as C
from engine.rulesets.weiss_schwarz import procedures as P
from engine.rulesets.weiss_schwarz import zones as Z
from engine.rulesets.weiss_schwarz.primitives import Args, ask_slot, choose, names
from engine.sentences import plural

KEYWORDS = C.KEYWORDS


def _plain(f: M.Filter) -> M.Filter:
    return f.model_copy(update={"zone": ()})


class NoArgs(Args):
    pass


def encore(res: Resolution, args: NoArgs) -> bool:
    """10.2.2: put this card (from the waiting room) on the stage position it was in, rested."""
    game, source = res.game, res.source
    slot = res.context.get("position")
    if source is None or not isinstance(slot, int) or game.card(source).zone != ZoneRef(Z.WAITING_ROOM, res.controller):
        return True  # 8.7.7: the card has moved on; the effect fails
    P.put_character(game, source, res.controller, slot, orientation=Z.REST, rule="10.2.2", event="on_encore")
    return True


class BrainstormArgs(Args):
    """10.7: flip `count` cards from the top of the deck into the resolution zone, then all of them
    into the waiting room at once (10.7.3); for each climax among them, the `reward` (up to once each):
    draw, salvage (a card matching `filter` from the waiting room to hand), search (the deck, to
    hand) or stock (the top card of the deck into the stock)."""

    count: int = Field(ge=1)
    reward: Literal["draw", "salvage", "search", "stock"] | None = None
    filter: M.Filter = M.Filter()


def brainstorm(res: Resolution, args: BrainstormArgs) -> bool:
    game, player, scratch = res.game, res.controller, res.scratch
    if "climaxes" not in scratch:
        flipped = []
        for _ in range(args.count):
            card = P.take_top(game, player, ZoneRef(Z.RESOLUTION, player), face_up=True, reveal=True, rule="10.7.3")
            if card is None:
                break
            flipped.append(card)
        climaxes = sum(1 for i in flipped if C.is_climax(game.definition(i)))
        for iid in flipped:
            game.move(iid, ZoneRef(Z.WAITING_ROOM, player), rule="10.7.3")
        P.refresh(game, player)
        scratch["climaxes"] = climaxes
        game.log(f"Brainstorm: {plural(climaxes, 'climax', 'climaxes')} among {len(flipped)} cards.", player, "10.7.3")
    count = int(scratch["climaxes"])
    if not count or args.reward is None:
        return True
    if args.reward == "draw":
        P.draw(game, player, count, rule="10.7")
        return True
    if args.reward == "stock":
        for _ in range(count):
            P.take_top(game, player, ZoneRef(Z.STOCK, player), face_up=False, rule="10.7")
        return True
    zone = ZoneRef(Z.WAITING_ROOM if args.reward == "salvage" else Z.DECK, player)
    if res.answer is None:
        options = [i for i in game.zone(zone) if matches(game, i, _plain(args.filter), player, res.source)]
        if args.reward == "search":
            game.look(player, list(game.zone(zone)))
        if options:
            return choose(
                res,
                player,
                f"Brainstorm: choose up to {count} card(s) for your hand",
                options,
                names(res, options),
                minimum=0,
                maximum=min(count, len(options)),
                context="brainstorm",
            )
    for pick in res.answer.picks if res.answer is not None else ():
        game.move(InstanceId(pick), ZoneRef(Z.HAND, player), reveal=True, rule="10.7")
    if args.reward == "search":
        game.shuffle(zone, rule="3.2.4")
    return True


class ChangeArgs(Args):
    """10.8: put this character into `to` and a card matching `filter` from your `zone` on the
    position it was in. Nothing is exchanged if this character left the stage, or no card matches (10.8.3)."""

    filter: M.Filter
    zone: Literal["waiting_room", "hand", "deck"] = "waiting_room"
    to: Literal["waiting_room", "hand", "deck", "memory", "clock"] = "waiting_room"


def change(res: Resolution, args: ChangeArgs) -> bool:
    game, player, source = res.game, res.controller, res.source
    if source is None or not Z.is_on_stage(game, source):
        return True
    zone = ZoneRef(args.zone, player)
    options = [i for i in game.zone(zone) if matches(game, i, _plain(args.filter), player, source)]
    if not options:
        return True
    if res.answer is None and len(options) > 1:
        return choose(res, player, "Change: choose the character to put on the stage", options, names(res, options),
                      minimum=1, maximum=1, context="change")  # fmt: skip
    chosen = InstanceId(res.answer.picks[0]) if res.answer is not None else options[0]
    slot = game.card(source).zone.slot
    game.move(source, ZoneRef(args.to, game.card(source).owner), rule="10.8.1")
    P.put_character(game, chosen, player, slot, rule="10.8.1", event="on_change")
    return True


def _shift_options(game: Any, source: InstanceId | None, player: PlayerId) -> list[InstanceId]:
    """The cards of the hand Shift may exchange this card with: none unless it is in the clock (10.11.3.1), those of
    its colour (10.11.3.2)."""
    if source is None or game.card(source).zone != ZoneRef(Z.CLOCK, player):
        return []
    colors = game.definition(source).colors
    return [i for i in game.zone(ZoneRef(Z.HAND, player)) if any(c in colors for c in game.definition(i).colors)]


def shift_possible(game: Any, source: InstanceId | None, player: PlayerId, args: BaseModel) -> bool:
    """Whether Shift can exchange anything now: if not, "use it?" is not asked (10.11.3.1-2, as 8.7.3.1.1)."""
    return bool(_shift_options(game, source, player))


def shift(res: Resolution, args: NoArgs) -> bool:
    """10.11.2-3: exchange this card in your clock with a card of the same colour from your hand;
    exactly those two cards, or nothing (10.11.3.1-2)."""
    game, player, source = res.game, res.controller, res.source
    clock = ZoneRef(Z.CLOCK, player)
    options = _shift_options(game, source, player)
    if source is None or not options:
        return True
    if res.answer is None:
        return choose(res, player, "Shift: choose a card of the same colour from your hand", options,
                      names(res, options), minimum=1, maximum=1, context="shift")  # fmt: skip
    index = game.zone(clock).index(source)
    game.move(source, ZoneRef(Z.HAND, player), reveal=True, rule="10.11.2")
    placed = game.move(InstanceId(res.answer.picks[0]), clock, face_up=True, reveal=True, rule="10.11.2")
    cards = game.zone(clock)
    cards.remove(placed)
    cards.insert(index, placed)  # the exchanged card takes the clock place of the Shift card
    return True


class FilterArgs(Args):
    filter: M.Filter = M.Filter()


def marker_from_stage(res: Resolution, args: FilterArgs) -> bool:
    """Fusion's cost (10.14.1.1): put another of your characters (matching) face up under this card
    as a marker; that character's own markers go to the waiting room (10.14.1.1.2.1)."""
    game, player, host = res.game, res.controller, res.source
    options = _other_characters(game, player, host, args.filter)
    if host is None or not options:
        return True
    if res.answer is None and len(options) > 1:
        return choose(res, player, "Choose the character to put under this card", options, names(res, options),
                      minimum=1, maximum=1, context="fusion_cost")  # fmt: skip
    chosen = InstanceId(res.answer.picks[0]) if res.answer is not None else options[0]
    P.put_marker(game, chosen, host, face_up=True, rule="10.14.1.1")
    return True


def _other_characters(game: Any, player: PlayerId, host: InstanceId | None, f: M.Filter) -> list[InstanceId]:
    return [i for i in Z.characters(game, player) if i != host and matches(game, i, _plain(f), player, host)]


def can_marker_from_stage(game: Any, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    assert isinstance(args, FilterArgs)
    return (
        source is not None
        and Z.is_on_stage(game, source)
        and bool(_other_characters(game, controller, source, args.filter))
    )


def marker_from_stage_taken(
    game: Any, source: InstanceId | None, controller: PlayerId, args: BaseModel
) -> tuple[int, list[InstanceId]]:
    """As a cost part (Fusion): one other character of the stage."""
    assert isinstance(args, FilterArgs)
    return 1, _other_characters(game, controller, source, args.filter)


def fusion(res: Resolution, args: FilterArgs) -> bool:
    """10.14.1.1: search your deck for up to one character matching, put it on this card's position,
    put this card (with its markers) under it face up, and shuffle; the shuffle happens even if
    nothing is found (10.14.1.1.1)."""
    game, player, source = res.game, res.controller, res.source
    deck = ZoneRef(Z.DECK, player)
    if res.answer is None:
        game.look(player, list(game.zone(deck)))
        options = [i for i in game.zone(deck) if matches(game, i, _plain(args.filter), player, source)]
        if options and source is not None and Z.is_on_stage(game, source):
            return choose(res, player, "Fusion: search your deck for up to one character", options,
                          names(res, options), minimum=0, maximum=1, context="fusion")  # fmt: skip
    picks = res.answer.picks if res.answer is not None else ()
    if picks and source is not None and Z.is_on_stage(game, source):
        slot = game.card(source).zone.slot
        P.put_character(game, InstanceId(picks[0]), player, slot, rule="10.14.1.1", event="on_fusion")
        P.put_marker(game, source, Z.character_at(game, player, slot) or source, face_up=True, rule="10.14.1.1")
    game.shuffle(deck, rule="10.14.1.1")
    return True


class SunderArgs(Args):
    """10.15.2: the English card name of the marker that becomes the new character."""

    name: str


def sunder(res: Resolution, args: SunderArgs) -> bool:
    """10.15.2: choose a marker named `name` under this card and a position (this card's own, or an
    empty one: NOTES.md); that card becomes a new character there, standing (10.15.3.1), with this
    card and the other markers under it. No such marker: nothing happens (10.15.4)."""
    game, player, source, scratch = res.game, res.controller, res.source, res.scratch
    if source is None or not Z.is_on_stage(game, source):
        return True
    under = P.markers_under(game, source)
    options = [i for i in under if game.definition(i).name == args.name]
    if not options:
        return True
    here = game.card(source).zone.slot
    if "marker" not in scratch:
        if res.answer is None and len(options) > 1:
            return choose(res, player, f"Sunder: choose a {args.name} among the markers", options,
                          names(res, options), minimum=1, maximum=1, context="sunder")  # fmt: skip
        scratch["marker"] = res.answer.picks[0] if res.answer is not None else int(options[0])
        res.answer = None
    if res.answer is None:
        slots = [here] + [s for s in Z.POSITIONS if s != here and Z.character_at(game, player, s) is None]
        return ask_slot(res, player, slots, "Sunder: on which position?")
    slot = res.answer.picks[0]
    chosen = InstanceId(scratch["marker"])
    if slot != here:
        for iid in [i for i in under if i != chosen]:
            card = game.card(iid)
            game.move(iid, Z.marker_ref(player, slot), face_up=card.face_up, keep_instance=True, rule="10.15.2")
    new = P.put_character(game, chosen, player, slot, rule="10.15.3", event="on_sunder")
    P.put_marker(game, source, new, face_up=True, rule="10.15.2")
    return True


def reveal_from_hand(res: Resolution, args: FilterArgs) -> bool:
    """Resonate's cost (10.13): reveal a matching card from your hand."""
    game, player = res.game, res.controller
    options = [i for i in game.zone(ZoneRef(Z.HAND, player)) if matches(game, i, _plain(args.filter), player,
                                                                       res.source)]  # fmt: skip
    if not options:
        return True
    if res.answer is None and len(options) > 1:
        return choose(res, player, "Resonate: choose a card in your hand to reveal", options, names(res, options),
                      minimum=1, maximum=1, context="resonate")  # fmt: skip
    chosen = InstanceId(res.answer.picks[0]) if res.answer is not None else options[0]
    game.reveal([chosen], rule="10.13.1")
    return True


def can_reveal_from_hand(game: Any, source: InstanceId | None, controller: PlayerId, args: BaseModel) -> bool:
    assert isinstance(args, FilterArgs)
    hand = game.zone(ZoneRef(Z.HAND, controller))
    return any(matches(game, i, _plain(args.filter), controller, source) for i in hand)
