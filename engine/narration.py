"""One action's events told in few lines: alike events grouped ("3 DON!! are now rested"), empty ones dropped."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from engine import actions as A
from engine.actions import Action
from engine.events import Event
from engine.ids import CardId, PlayerId, ZoneRef
from engine.words import QUIET_EVENTS, Words, capital

SAID_BY_ACTION = frozenset({A.CHOOSE, A.ORDER, A.ARRANGE, A.NUMBER})
"""Answers whose effects say what was chosen: the answer itself is not worth a line."""


@dataclass(frozen=True, slots=True)
class Said:
    """One line of a game log: its words, whose action (or turn) it tells (for its colour), the cards it names (to
    preview them on hover) and whether it heads a turn."""

    text: str
    player: PlayerId | None = None
    cards: tuple[CardId, ...] = ()
    heading: bool = False


def narrate(words: Words, events: Sequence[Event]) -> list[Said]:
    """The lines of what `events` did, as `words.seat` may know them (events already filtered for that seat)."""
    for event in events:  # a card revealed or moved later in the batch is named from the start ("plays Archer")
        words.learn_event(event)
    moved = {e.card for e in events if e.kind == "move" and e.card is not None}
    named = {e.card for e in events if e.kind == "answer" and e.card is not None}  # "Player 2: Play Reef Bulwark."
    retold = _retold_by_rule(words, events)  # answer index -> the index of the rule's line telling it again
    said: list[Said] = []
    kinds: list[str] = []  # the kind of event each line tells
    actor: PlayerId | None = None  # whose action (or turn) the lines tell: their colour
    index = 0
    while index < len(events):
        event = events[index]
        if event.kind in ("answer", "turn") and event.player is not None:
            actor = event.player
        if event.kind == "turn":
            words.turn_player = event.player  # whose passes end their own steps, and whose pass up a chance
        run = 1
        while index + run < len(events) and _alike(event, events[index + run]):
            run += 1
        start, group = index, events[index : index + run]
        index += run
        if event.kind == "reveal":
            group = [e for e in group if e.card not in moved | named]  # the move or the play names the card
        if event.kind == "flip" and _told_by_rule(event, events[index : index + 1]):
            continue
        if start in retold.values():  # the rule's line, told in place of the answer
            continue
        if event.kind == "ability" and _named_by_answer(words, event, events[:start]):
            continue
        line = _tell(words, group) if group else None
        if start in retold and line is not None:
            told = words.event(events[retold[start]]) or ""
            whose = words.player(event.player)  # a rule's line that names its player says who did it
            line = replace(line, text=told if told.startswith(f"{whose} ") else f"{whose}: {told}")
        if line is not None:
            said.append(line if actor is None or line.player is None else replace(line, player=actor))
            kinds.append(event.kind)
    # A phase in which nothing was told (followed at once by the next phase or turn) says nothing.
    return [
        line
        for i, line in enumerate(said)
        if not (kinds[i] == "phase" and kinds[i + 1 : i + 2] in (["phase"], ["turn"]))
    ]


def _alike(first: Event, other: Event) -> bool:
    """Whether two events in a row tell one thing (cards moving the same way, turning the same way, ...)."""
    if first.kind != other.kind or first.kind not in ("move", "orient", "look", "reveal", "attach", "flip", "tokens"):
        return False
    if first.kind == "tokens":  # cores paid one by one: one line with their sum
        return (first.src, first.dst, first.card, first.new_card, first.text) == (
            other.src, other.dst, other.card, other.new_card, other.text)  # fmt: skip
    if first.kind == "move":
        return first.src == other.src and first.dst == other.dst
    if first.kind == "attach":
        return first.new_card == other.new_card
    if first.kind in ("look", "reveal"):
        return first.player == other.player
    return first.text == other.text and first.amount == other.amount


def _tell(words: Words, group: Sequence[Event]) -> Said | None:
    event = group[0]
    kind = event.kind
    cards = tuple(c for c in (_card_id(words, e) for e in group) if c is not None)
    player = event.player
    if kind in QUIET_EVENTS:
        return None
    if kind == "turn":
        return Said(f"— Turn {event.amount}: {words.player(player)} —", player, heading=True)
    if kind == "move":
        return Said(_moves(words, group), _owner(event.dst) if player is None else player, cards)
    if kind == "orient":
        return Said(f"{capital(words.cards(group))} {_be(group)} now {_state(event.text)}.", player, cards)
    if kind == "attach":
        host = words.card(event.new_card)
        return Said(f"{capital(words.cards(group))} {_be(group, 'is', 'are')} attached to {host}.", player, cards)
    if kind == "flip":
        facing = "face up" if event.amount else "face down"
        return Said(f"{capital(words.cards(group))} {_be(group, 'is', 'are')} turned {facing}.", player, cards)
    if kind == "look":
        if not cards and not words.is_shown(player):
            return None  # "Player 2 looks at a card" says nothing
        return Said(f"{words.subject(player, 'looks', 'look')} at {words.cards(group)}.", player, cards)
    if kind == "reveal":
        return Said(f"{words.subject(player, 'reveals', 'reveal')} {words.cards(group)}.", player, cards)
    if kind == "shuffle":
        return Said(f"{words.subject(player, 'shuffles', 'shuffle')} {words.zone(event.dst, player)}.", player)
    if kind == "answer":
        return _answer(words, event)
    if kind == "tokens" and len(group) > 1:
        event = replace(event, amount=sum(e.amount for e in group))
    if kind == "game_over":
        return Said(words.game_over(event), player)
    if kind == "player_counter":  # a counter set up at 0 says nothing ("Your refresh point is now 0." at the start)
        before = words.counters.get((player, event.text))
        words.counters[(player, event.text)] = event.amount
        if before is None and event.amount == 0:
            return None
    line = words.event(event)
    if line is None:
        return None
    if kind == "log" and event.player is None:
        player = None
    return Said(line, player, cards)


def _answer(words: Words, event: Event) -> Said | None:
    player, kind = event.player, event.text
    if kind in SAID_BY_ACTION:
        return None
    if kind == A.PASS:  # the other player's pass names the chance passed up: "Player 2 passes on “Use Counters ...”"
        other = words.turn_player is not None and player != words.turn_player
        chance = f" on “{words.prompt(event.prompt, player)}”" if event.prompt and other else ""
        return Said(f"{words.subject(player, 'passes', 'pass')}{chance}.", player)
    if kind in (A.YES, A.NO) and event.said:  # what the answer does, when its question said it: "You keep your hand."
        return Said(words.said(event.said), player)
    if kind in (A.YES, A.NO):  # to the question it answered, as the replay log says it
        asked = f" to “{words.prompt(event.prompt, player)}”" if event.prompt else ""
        return Said(f"{words.subject(player, 'answers', 'answer')} {kind}{asked}.", player)
    if player is None:
        return Said(f"{capital(kind.replace('_', ' '))}.")
    action = Action(kind, player, card=event.card, target=event.new_card)
    cards = tuple(c for c in (words.card_id(event.card), words.card_id(event.new_card)) if c is not None)
    return Said(f"{words.player(player)}: {words.action(action)}.", player, cards)


def _moves(words: Words, group: Sequence[Event]) -> str:
    verb = "goes" if len(group) == 1 else "go"
    return f"{capital(words.cards(group))} {verb} from {words.zone(group[0].src)} to {words.zone(group[0].dst)}."


def _told_by_rule(flip: Event, following: Sequence[Event]) -> bool:
    """Whether the rule that turned a card says so itself in the next line: a Dragon Ball Super Leader turned face up
    is told "Your Leader awakens: ..." (9-9-1), not "... is turned face up"."""
    return bool(flip.rule) and any(e.kind == "log" and e.rule == flip.rule for e in following)


def _retold_by_rule(words: Words, events: Sequence[Event]) -> dict[int, int]:
    """The answers a rule tells again in the same batch, each with the index of the rule's line: "You: Attack with
    Reef Crab." and then "Reef Crab attacks. (rule 7-1-1-1)" is one line, "You: Reef Crab attacks. (rule 7-1-1-1)",
    and "Player 2: Combo with Reef Bulwark." then "Player 2 combos with Reef Bulwark (+5000). (rule 7-2-1-2)" is the
    rule's line alone (the rule's words, number and place of the answer; the answer's cards for the preview)."""
    retold: dict[int, int] = {}
    for index, event in enumerate(events):
        if event.kind != "answer" or event.card is None or event.text in SAID_BY_ACTION or event.said:
            continue
        name = words.card(event.card)
        if name == "a card":
            continue
        for later in range(index + 1, len(events)):
            told = events[later]
            if told.kind == "answer":
                break
            if told.kind == "log" and told.rule and told.player == event.player and later not in retold.values():
                said, subject = words.said(told.text), words.player(event.player)  # "You", "Player 2"
                if not said.startswith(f"{name} ") and not (said.startswith(f"{subject} ") and name in said):
                    continue
                retold[index] = later
                break
    return retold


def _named_by_answer(words: Words, used: Event, before: Sequence[Event]) -> bool:
    """Whether an ability used is the card an answer before it already named: "You: Activate Broadside Volley."
    says it, "You use Broadside Volley." (the Event's ability, named after its card) would say it again; "You use
    Fusion." after "You: Activate Steam Engineer Bram." says more, and stays."""
    return any(e.kind == "answer" and e.card is not None and e.player == used.player
               and words.card(e.card) == used.text for e in before)  # fmt: skip


def _card_id(words: Words, event: Event) -> CardId | None:
    return event.card_id or words.card_id(event.card)


def _owner(ref: ZoneRef | None) -> PlayerId | None:
    return None if ref is None or ref.owner not in (0, 1) else PlayerId(ref.owner)


def _be(group: Sequence[Event], one: str = "is", many: str = "are") -> str:
    return one if len(group) == 1 else many


ORIENTATION_WORDS = {"rest": "rested", "stand": "standing", "reverse": "reversed"}
"""Orientations named by a verb (Weiss Schwarz, Dragon Ball Super) as the state a card is in."""


def _state(orientation: str) -> str:
    """ "rested", "standing", "reversed", "active", "exhausted": how a card now lies, in words."""
    return ORIENTATION_WORDS.get(orientation, orientation.replace("_", " "))
