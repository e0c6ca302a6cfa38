"""Plain words for games: card and zone names, action labels, one sentence per event (table, log, export)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.actions import Action
from engine.events import Event
from engine.formats.cards import CardDatabase
from engine.ids import SHARED, CardId, PlayerId, ZoneRef
from engine.ruleset import Ruleset
from engine.sentences import plural, render, told_of
from engine.views import CardView, View

__all__ = [
    "QUIET_EVENTS", "Words", "a_or_an", "capital", "describe_outcome", "player_name", "plural", "trigger_source",
]  # fmt: skip

QUIET_EVENTS = {"step"}
UNCOUNTED = ("power", "damage", "BP")
"""Counters said without a plural ("+2000 power")."""


def player_name(player: PlayerId | int | None) -> str:
    return "Nobody" if player is None else f"Player {int(player) + 1}"


class Words:
    """Names what the shown seat may know; remembers every card identity it has seen in a view or event."""

    def __init__(self, ruleset: Ruleset, database: CardDatabase) -> None:
        self.ruleset = ruleset
        self.database = database
        self.seat: PlayerId | None = None
        self.proxy = ""  # who plays the shown seat for its reader ("your bot", a LAN host's bot); "": the reader
        self.watched = False  # nobody here plays (the bot plays itself): every player is told of by number
        self.turn_player: PlayerId | None = None  # whose turn the told events are in (engine.narration keeps it)
        self.counters: dict[tuple[PlayerId | None, str], int] = {}  # each player counter's last told value (idem)
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

    def learn_event(self, event: Event) -> None:
        """Remember the identity an event tells (a revealed or moved card), before and after a move."""
        if event.card_id is None:
            return
        for iid in (event.card, event.new_card if event.kind == "move" else None):
            if iid is not None:
                self._known[iid] = event.card_id

    def card_id(self, iid: int | None) -> CardId | None:
        return None if iid is None else self._known.get(iid)

    def is_shown(self, player: PlayerId | int | None) -> bool:
        """Whether `player` is the shown seat (whose cards these words know, whose log lines are coloured)."""
        return player is not None and self.seat is not None and int(player) == int(self.seat)

    def is_you(self, player: PlayerId | int | None) -> bool:
        """Whether the reader is told of `player` as "you" (or as the `proxy` playing for them): the shown seat,
        unless nobody here plays it (`watched`)."""
        return not self.watched and self.is_shown(player)

    @property
    def reader(self) -> PlayerId | None:
        """The seat told of as "you" (None: every player by number, as to a spectator)."""
        return None if self.watched else self.seat

    def player(self, player: PlayerId | int | None) -> str:
        """ "You" for the shown seat ("Your bot" when the `proxy` plays it), else "Player 2"."""
        if self.is_you(player):
            return capital(self.proxy) or "You"
        return player_name(player)

    def named(self, player: PlayerId | int | None) -> str:
        """A player as the subject of a verb in the third person ("... is deciding"): "Your bot" for the shown seat
        the `proxy` plays, else by number ("Player 1" too for a seat shown to nobody who plays it)."""
        return capital(self.proxy) if self.proxy and self.is_you(player) else player_name(player)

    def subject(self, player: PlayerId | int | None, third: str, base: str) -> str:
        """A player doing something: "You shuffle", "Player 2 shuffles", "Your bot shuffles"."""
        if self.is_you(player) and not self.proxy:
            return f"You {base}"
        return f"{self.named(player)} {third}"

    def said(self, text: str) -> str:
        """A sentence with engine.sentences marks as the shown seat reads it: "You summon", "Player 2 summons"."""
        return render(text, self.reader, self.proxy)

    def cards(self, events: Sequence[Event]) -> str:
        """The cards of alike events, counted: "Captain Vale and 5 DON!!", "3 cards"."""
        counts: dict[str, int] = {}
        for event in events:
            name = self.card(event.card, event.card_id)
            counts[name] = counts.get(name, 0) + 1
        parts = []
        for name, count in counts.items():
            if count == 1:
                parts.append(name)
            else:
                parts.append(f"{count} cards" if name == "a card" else f"{count} {name}")
        return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]

    def card(self, iid: int | None, card_id: CardId | str | None = None) -> str:
        """A card's name, or "a card" when the shown seat may not know it."""
        card_id = card_id or self.card_id(iid)
        if card_id is None or card_id not in self.database:
            return "a card"
        return self.database.get(card_id).name

    def zone(self, ref: ZoneRef | None, subject: PlayerId | int | None = None) -> str:
        """ "your hand", "Player 2's deck", or "their deck" when `subject` (who acts in the sentence) owns it; a place
        of a zone of positions is "position 2 of your stage" (Weiss Schwarz 3.6)."""
        if ref is None:
            return "somewhere"
        place = ""
        try:
            spec = self.ruleset.zone_spec(ref.name)
            label = spec.said or _lower(spec.label)  # the game's own name: "your Life area", "your hand"
            if ref.slot and spec.positions:
                place = f"position {ref.slot} of "
            elif ref.slot:
                label = f"{label} {ref.slot}"
        except KeyError:
            label = ref.name.replace("_", " ") + (f" {ref.slot}" if ref.slot else "")
        if ref.owner == SHARED:
            return f"{place}the {label}"
        if self.is_you(ref.owner):
            return f"{place}your {label}"
        if subject is not None and ref.owner == subject:
            return f"{place}their {label}"
        return f"{place}{player_name(ref.owner)}'s {label}"

    def action(self, action: Action) -> str:
        """A menu label: "Attack with Footman", "Give DON!! → Archer", "Play Archer → Giant (left)"."""
        rule = self.ruleset.action_rules.get(action.kind)
        describe = getattr(rule, "describe", None)  # a rule may word each of its actions: describe(action, card)
        if callable(describe):
            names = [self.card(action.card) if action.card is not None else ""]
            if getattr(rule, "describes_target", False):  # ... or describe(action, card, target)
                names.append(self.card(action.target) if action.target is not None else "")
            extra: dict[str, object] = {}
            if getattr(rule, "describes_card", False):  # ... given the card's printed data too (None: unknown)
                card_id = self.card_id(action.card)
                known = card_id is not None and card_id in self.database
                extra["definition"] = self.database.get(card_id) if card_id is not None and known else None
            said = describe(action, *names, **extra)
            if isinstance(said, str) and said:
                return said
        naming = getattr(rule, "label", None)  # a rule may name its kind for players: a text, or label(ruleset)
        if isinstance(naming, str) or callable(naming):
            words = naming if isinstance(naming, str) else str(naming(self.ruleset))
        else:
            words = action.kind.replace("_", " ").capitalize()
            if action.kind in ("attack", "block"):
                words += " with"
        if action.card is not None:
            words += " " + self.card(action.card)
        if action.target is not None:
            words += f" → {self.card(action.target)}"
        if action.option:
            words += f" ({action.option.replace('_', ' ')})"
        if action.number is not None:
            number_words = getattr(rule, "number_words", None)  # a rule may say what its number means
            words += f" {number_words(action.number)}" if callable(number_words) else f": {action.number}"
        return words

    def event(self, event: Event) -> str | None:
        """One sentence for the game log, or None for events not worth a line."""
        who = self.player(event.player)
        kind = event.kind
        if kind in QUIET_EVENTS:
            return None
        if kind == "turn":
            return f"— Turn {event.amount}: {who} —"
        if kind == "phase":
            label = _phase_label(self.ruleset, event.text)
            return f"{label}." if label.lower().endswith(("phase", "step")) else f"{label} phase."
        if kind == "move":
            name = self.card(event.card, event.card_id)
            if event.card_id is not None and event.new_card is not None:
                self._known[event.new_card] = event.card_id
            return f"{capital(name)} goes from {self.zone(event.src)} to {self.zone(event.dst)}."
        if kind == "attach":
            return f"{capital(self.card(event.card, event.card_id))} is attached to {self.card(event.new_card)}."
        if kind == "orient":
            return f"{capital(self.card(event.card))} is now {event.text.replace('_', ' ')}."
        if kind == "flip":
            facing = "face up" if event.amount else "face down"
            return f"{capital(self.card(event.card, event.card_id))} is turned {facing}."
        if kind == "shuffle":
            return f"{self.subject(event.player, 'shuffles', 'shuffle')} {self.zone(event.dst, event.player)}."
        if kind == "reveal":
            return f"{self.subject(event.player, 'reveals', 'reveal')} {self.card(event.card, event.card_id)}."
        if kind == "look":
            return f"{self.subject(event.player, 'looks', 'look')} at {self.card(event.card, event.card_id)}."
        if kind == "counter":
            counted = event.text.replace("_", " ")
            if abs(event.amount) != 1 and counted not in UNCOUNTED:
                counted = plural(2, counted)[2:]  # "+3 markers"
            return f"{capital(self.card(event.card))}: {event.amount:+d} {counted}."
        if kind == "player_counter":
            whose = "Your" if self.is_you(event.player) else f"{who}'s"
            return f"{whose} {event.text.replace('_', ' ')} is now {event.amount}."
        if kind == "tokens":  # a token place is a zone's pool or a card (`card`: the source, `new_card`: the target)
            src = self.card(event.card) if event.card is not None else self.zone(event.src)
            dst = self.card(event.new_card) if event.new_card is not None else self.zone(event.dst)
            noun = getattr(self.ruleset, "token_noun", None)  # a ruleset may name its tokens: "soul core"
            what = str(noun(event.text)) if callable(noun) else event.text
            return f"{plural(event.amount, what)} moved from {src} to {dst}."
        if kind == "trigger":
            return self.trigger(event)
        if kind == "answer":
            return self.said(event.said) if event.said else self._answer(event.player, event.text, event.prompt)
        if kind == "take_back":  # engine.takeback: the move as this seat may name it
            move = Action(event.text, PlayerId(event.player or 0), card=event.card, target=event.new_card)
            return f"{self.subject(event.player, 'takes', 'take')} back: {self.action(move)}."
        if kind == "game_over":
            return self.game_over(event)
        if kind == "ability":  # an activated ability used (engine.abilities.interpreter.emit_used)
            return f"{self.subject(event.player, 'uses', 'use')} {event.text}."
        if kind == "manual":  # a step done by hand (engine.abilities.manual)
            return f"{who}, by hand: {event.text}."
        if kind == "log":
            return f"{self.said(event.text)} (rule {event.rule})" if event.rule else self.said(event.text)
        return f"{who}: {kind} {event.text}".strip()

    def trigger(self, event: Event) -> str:
        """A queued automatic ability as a player says it: "Moss Scout Wren's [On Play] triggers.", "Harbor Golem's
        【Crush】 triggers.", "Tide Reader Maren's Encore ③ triggers." (the label: the ruleset's or the card's)."""
        label = event.text
        source = trigger_source(self.ruleset, label)
        if source is not None:
            return f"{capital(source)} triggers."
        name = self.card(event.card, event.card_id)
        if name == "a card":
            return f"{capital(label)}."  # a secret card's: "A set burst's condition is met."
        if label.startswith(f"{name}: "):
            return f"{name}'s {label[len(name) + 2 :]} triggers."
        if label.endswith(f": {name}"):
            return f"{name}'s {label[: -len(name) - 2]} triggers."
        if label == f"{name} (by hand)":
            return f"{name}'s ability triggers: it is resolved by hand."
        return f"{name}'s “{label}” triggers."

    def prompt(self, text: str, asked: PlayerId | int | None = None) -> str:
        """A question as a player reads it: the ability asking it said with its printed timing ("Deckhand Pip's
        [On Play]: Choose up to 1", not "Deckhand Pip: on play: Choose up to 1"; the state keeps its own words), and
        its ability named once: "Harbor Mechanic Tess: Use Accelerate?", not "Harbor Mechanic Tess (Accelerate): Use
        Accelerate?" (see engine.views.asked_by). Put to `asked`, another player than the reader, it is read from the
        reader's side: "Use Counters from their hand, or pass" (engine.sentences.told_of); None: put to the reader."""
        text = _named_once(text) if asked is None or self.is_you(asked) else told_of(_named_once(text))
        at = text.find(": ")
        while at != -1:
            source = trigger_source(self.ruleset, text[:at])
            if source is not None:
                return source + text[at:]
            at = text.find(": ", at + 2)
        return text

    def _answer(self, player: PlayerId | None, kind: str, prompt: str = "") -> str:
        if kind == "pass":
            return f"{self.subject(player, 'passes', 'pass')}."
        if kind in ("yes", "no"):
            asked = f" to “{self.prompt(prompt, player)}”." if prompt else "."
            return f"{self.subject(player, 'answers', 'answer')} {kind}{asked}"
        if kind in ("choose", "order", "arrange", "number"):
            return f"{self.subject(player, 'decides', 'decide')} ({kind})."
        return f"{self.subject(player, 'chooses', 'choose')} to {kind.replace('_', ' ')}."

    def game_over(self, event: Event) -> str:
        """ "Game over: you win." for the shown seat ("your bot wins" when the `proxy` plays it), "Game over: Player 1
        wins." for anyone else."""
        if event.player is None:
            result = "it is a draw"
        elif self.is_you(event.player):
            result = f"{self.proxy} wins" if self.proxy else "you win"
        elif self.reader is not None:
            result = f"{self.proxy + ' loses' if self.proxy else 'you lose'}, {player_name(event.player)} wins"
        else:
            result = f"{player_name(event.player)} wins"
        return f"Game over: {result}. {self.said(event.text)} (rule {event.rule})"


def trigger_source(ruleset: Ruleset, label: str) -> str | None:
    """A trigger's label as the interpreter writes it for a card's ability ("Moss Scout Wren: on play") said with the
    timing the cards print: "Moss Scout Wren's [On Play]" (the dialect's `event_words`), else "Summoner's “on play”
    ability"; None for any other label (an ability's own, a rule's)."""
    language = ruleset.abilities
    name, _, said = label.rpartition(": ")
    event = said.replace(" ", "_")
    if language is None or not name or event not in language.events:
        return None
    printed = getattr(language, "event_words", {}).get(event)
    return f"{name}'s {printed or f'“{said}” ability'}"


def _named_once(text: str) -> str:
    """A question its ability's card names as "Card (label): question" with the label said in it again: "Card:
    Use label?" when the question says the label, "Card (label): do it?" when it begins with it."""
    at = text.find("): ")
    while at != -1:
        head, question = text[:at], text[at + 3 :]
        start = head.find(" (")
        while start != -1:
            name, label = head[:start], head[start + 2 :]
            if label and question.startswith(f"{label}: "):
                return f"{head}): {question[len(label) + 2 :]}"
            if label and label in question:
                return f"{name}: {question}"
            start = head.find(" (", start + 2)
        at = text.find("): ", at + 3)
    return text


def _lower(label: str) -> str:
    """A zone's label as a sentence says it: "hand", "DON!! deck" (a word in capitals stays)."""
    return " ".join(word if word.isupper() else word.lower() for word in label.split())


def _phase_label(ruleset: Ruleset, name: str) -> str:
    return next((p.label for p in ruleset.phases if p.name == name), name)


def a_or_an(word: str) -> str:
    """The word with its article: "an Event", "a Character", "an ENERGIO!! card"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def describe_outcome(winner: PlayerId | None, seat: PlayerId | None, proxy: str = "") -> str:
    """The result for the one seat a person plays ("You win!", "You lost"; "Your bot wins!" when `proxy` plays it
    for them), or by number (`seat` None: hot-seat)."""
    if winner is None:
        return "A draw"
    if seat is not None and proxy:
        return f"{capital(proxy)} {'wins!' if winner == seat else 'lost'}"
    if seat is not None:
        return "You win!" if winner == seat else "You lost"
    return f"{player_name(winner)} wins"
