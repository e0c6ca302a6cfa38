"""Plain words for games: card and zone names, action labels, one sentence per event (table, log, export)."""

from __future__ import annotations

from engine.actions import Action
from engine.events import Event
from engine.formats.cards import CardDatabase
from engine.ids import SHARED, CardId, PlayerId, ZoneRef
from engine.ruleset import Ruleset
from engine.views import CardView, View

QUIET_EVENTS = {"step"}


def player_name(player: PlayerId | int | None) -> str:
    return "Nobody" if player is None else f"Player {int(player) + 1}"


class Words:
    """Names what the shown seat may know; remembers every card identity it has seen in a view or event."""

    def __init__(self, ruleset: Ruleset, database: CardDatabase) -> None:
        self.ruleset = ruleset
        self.database = database
        self.seat: PlayerId | None = None
        self._known: dict[int, CardId] = {}

    def learn(self, view: View) -> None:
        self.seat = view.viewer
        for zone in view.zones:
            for card in zone.cards:
                self._learn_card(card)

    def _learn_card(self, card: CardView) -> None:
        if card.iid is not None and card.card_id is not None:
            self._known[card.iid] = card.card_id
        for attached in card.attached:
            self._learn_card(attached)

    def card_id(self, iid: int | None) -> CardId | None:
        return None if iid is None else self._known.get(iid)

    def card(self, iid: int | None, card_id: CardId | str | None = None) -> str:
        """A card's name, or "a card" when the shown seat may not know it."""
        card_id = card_id or self.card_id(iid)
        if card_id is None or card_id not in self.database:
            return "a card"
        return self.database.get(card_id).name

    def zone(self, ref: ZoneRef | None) -> str:
        if ref is None:
            return "somewhere"
        try:
            label = self.ruleset.zone_spec(ref.name).label
        except KeyError:
            label = ref.name
        label = label.lower()
        if ref.slot:
            label = f"{label} {ref.slot}"
        if ref.owner == SHARED:
            return f"the {label}"
        return f"your {label}" if ref.owner == self.seat else f"{player_name(ref.owner)}'s {label}"

    def action(self, action: Action) -> str:
        """A menu label: "Attack with Footman", "Play Archer → Giant (left)"."""
        words = action.kind.replace("_", " ").capitalize()
        if action.card is not None:
            joiner = " with " if action.kind in ("attack", "block") else " "
            words += joiner + self.card(action.card)
        if action.target is not None:
            words += f" → {self.card(action.target)}"
        if action.option:
            words += f" ({action.option.replace('_', ' ')})"
        if action.number is not None:
            words += f": {action.number}"
        return words

    def event(self, event: Event) -> str | None:
        """One sentence for the game log, or None for events not worth a line."""
        who = player_name(event.player)
        kind = event.kind
        if kind in QUIET_EVENTS:
            return None
        if kind == "turn":
            return f"— Turn {event.amount}: {who} —"
        if kind == "phase":
            label = _phase_label(self.ruleset, event.text)
            return f"{label}." if label.lower().endswith("phase") else f"{label} phase."
        if kind == "move":
            name = self.card(event.card, event.card_id)
            if event.card_id is not None and event.new_card is not None:
                self._known[event.new_card] = event.card_id
            return f"{_capital(name)} goes from {self.zone(event.src)} to {self.zone(event.dst)}."
        if kind == "attach":
            return f"{_capital(self.card(event.card, event.card_id))} is attached to {self.card(event.new_card)}."
        if kind == "orient":
            return f"{_capital(self.card(event.card))} is now {event.text}."
        if kind == "flip":
            facing = "face up" if event.amount else "face down"
            return f"{_capital(self.card(event.card, event.card_id))} is turned {facing}."
        if kind == "shuffle":
            return f"{who} shuffles {self.zone(event.dst)}."
        if kind == "reveal":
            return f"{who} reveals {self.card(event.card, event.card_id)}."
        if kind == "look":
            return f"{who} looks at {self.card(event.card, event.card_id)}."
        if kind == "counter":
            return f"{_capital(self.card(event.card))}: {event.amount:+d} {event.text}."
        if kind == "player_counter":
            return f"{who}'s {event.text} is now {event.amount}."
        if kind == "tokens":  # a token place is a zone's pool or a card (`card`: the source, `new_card`: the target)
            src = self.card(event.card) if event.card is not None else self.zone(event.src)
            dst = self.card(event.new_card) if event.new_card is not None else self.zone(event.dst)
            return f"{event.amount} {event.text} moved from {src} to {dst}."
        if kind == "trigger":
            return f"Triggered: {event.text}."
        if kind == "answer":
            return _answer_sentence(who, event.text)
        if kind == "game_over":
            winner = "It is a draw" if event.player is None else f"{who} wins"
            return f"Game over: {winner}. {event.text} (rule {event.rule})"
        if kind == "log":
            return f"{event.text} (rule {event.rule})" if event.rule else event.text
        return f"{who}: {kind} {event.text}".strip()


def _answer_sentence(who: str, kind: str) -> str:
    if kind == "pass":
        return f"{who} passes."
    if kind in ("yes", "no"):
        return f"{who} answers {kind}."
    if kind in ("choose", "order", "arrange", "number"):
        return f"{who} decides ({kind})."
    return f"{who} chooses to {kind.replace('_', ' ')}."


def _phase_label(ruleset: Ruleset, name: str) -> str:
    return next((p.label for p in ruleset.phases if p.name == name), name)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def describe_outcome(winner: PlayerId | None, seat: PlayerId | None) -> str:
    if winner is None:
        return "A draw"
    if seat is not None and winner == seat:
        return "You win!"
    return f"{player_name(winner)} wins"
