"""What a LAN guest was shown, kept as it plays (a format 3 replay): its lines, and the replay as a seekable cursor."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from engine.events import Event
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.formats.replays import SEEN_FORMAT, ReplayHeader, ReplayResult, ReplayWriter
from engine.ids import PlayerId
from engine.lan.codec import event_from_data, event_to_data, view_from_data, view_to_data
from engine.lan.guest_state import GuestState
from engine.lan.notices import Changed
from engine.narration import narrate
from engine.replay import Mismatch, Perspective
from engine.replay_text import ACTION, EFFECT, HEADING, LogLine
from engine.ruleset import Ruleset
from engine.state import Outcome
from engine.views import View
from engine.words import Words, player_name

SEEN = "seen"
"""The header's `extra` flag of a guest's replay of what it was shown."""
UNKNOWN_SEED = "unknown"
"""A guest's replay has no seed: the host never revealed its part of it."""


def seen_header(session: GuestState) -> ReplayHeader:
    """The header of the guest's replay of what it is shown (the host's deck is not known: an empty one stands in)."""
    config = session.config
    return ReplayHeader(
        format=SEEN_FORMAT,
        app_version=config.app_version,
        ruleset=config.ruleset.id,
        ruleset_version=config.ruleset.version,
        card_digest=session.identity.card_digest,
        players=(session.host_name or "Host", session.name),
        decks=(Deck(ruleset=config.ruleset.id, name=""), config.deck),
        seed=UNKNOWN_SEED,
        commitments=(session.host_commitment, session.commitment),
        date=session.host_date or config.date,
        extra={"game_id": session.game_id, "lan": "guest", SEEN: True},
    )


ZONE_UPDATES = "zone_updates"
"""A `seen` line's view may leave out `zones` and list only the zones that changed since the line before, as
[index, zone] pairs: a move changes a few zones of twenty or more, so a long game's file stays a few times smaller."""


class SeenRecorder:
    """Turns what the guest is shown into lines, one `seen` line per update (a return to the game shows the view
    again without the whole log; a take-back shows the view it went back to and the host's last event). An update's
    view holds only the zones that changed (ZONE_UPDATES); a full update's holds them all."""

    def __init__(self, header: ReplayHeader, shown: tuple[int, int] | None = None) -> None:
        """`shown`: the action count and turn a file already shows (a restarted guest writes on after them)."""
        self.header = header
        self._writer = ReplayWriter()
        self._last: int | None = None if shown is None else shown[0]
        self._turn = 0 if shown is None else shown[1]
        self._zones: list[dict[str, Any]] | None = None

    def header_text(self) -> str:
        return self._writer.header_line(self.header)

    def changed(self, changed: Changed) -> str:
        events = changed.events
        if changed.full and self._last is not None:
            events = events[-1:] if changed.n < self._last else ()
        self._last, self._turn = changed.n, changed.view.turn
        view = view_to_data(changed.view)
        zones, before = view["zones"], self._zones
        self._zones = zones
        if not changed.full and before is not None and [z["ref"] for z in zones] == [z["ref"] for z in before]:
            del view["zones"]
            view[ZONE_UPDATES] = [
                [i, zone] for i, (zone, old) in enumerate(zip(zones, before, strict=True)) if zone != old
            ]
        return self._writer.seen_line(changed.n, view, [event_to_data(e) for e in events])

    def chat(self, n: int, player: int, text: str) -> str:
        """A chat line (said after `n` actions, never after the last view shown)."""
        return self._writer.chat_line(min(n, self._last or 0), player, text)

    def lost(self, reason: str = "") -> str:
        """The line saying the connection to the host ended (by default: "host disconnected at turn N")."""
        return self._writer.lost_line(self._last or 0, self._turn, reason or f"host disconnected at turn {self._turn}")


@dataclass
class SeenCursor:
    """A guest's replay as the viewer reads it: position p shows the p-th view the guest was shown (the first is the
    game's start), seen only through the guest's eyes. Nothing is re-simulated: the host never revealed the seed."""

    ruleset: Ruleset
    database: CardDatabase
    header: ReplayHeader
    views: list[View] = field(default_factory=list)
    events: list[tuple[Event, ...]] = field(default_factory=list)
    numbers: list[int] = field(default_factory=list)  # the host's action count at each position
    mismatch: Mismatch | None = None  # a line that could not be read: shown up to the one before
    turn_starts: list[tuple[int, int]] = field(default_factory=list)
    lost: str = ""

    @classmethod
    def load(cls, ruleset: Ruleset, database: CardDatabase, replay: ReplayResult) -> SeenCursor:
        cursor = cls(ruleset, database, replay.header, lost=replay.lost)
        zones: list[Any] = []
        for index, seen in enumerate(replay.seen):
            try:
                zones = _zones(seen.view, zones)
                whole = {key: value for key, value in seen.view.items() if key != ZONE_UPDATES}
                view = view_from_data({**whole, "zones": zones})
                events = tuple(event_from_data(event) for event in seen.events)
            except (ValueError, ValidationError) as error:
                cursor.mismatch = Mismatch(index, f"what was shown cannot be read ({str(error).splitlines()[0]})")
                break
            if not cursor.turn_starts or cursor.turn_starts[-1][0] != view.turn:
                cursor.turn_starts.append((view.turn, len(cursor.views)))
            cursor.views.append(view)
            cursor.events.append(events)
            cursor.numbers.append(seen.n)
        return cursor

    @property
    def seat(self) -> PlayerId:
        """Whose eyes: the guest's seat, as its first view says."""
        viewer = self.views[0].viewer if self.views else None
        return PlayerId(1) if viewer is None else viewer

    @property
    def length(self) -> int:
        return max(0, len(self.views) - 1)

    def view_at(self, position: int, perspective: Perspective | None = None, bottom: PlayerId | None = None) -> View:
        """The view at `position` (only the guest's: the perspective cannot open the host's hand)."""
        return self.views[max(0, min(position, self.length))]

    def outcome_at(self, position: int) -> Outcome | None:
        return self.view_at(position).outcome

    def turn_player_at(self, position: int) -> PlayerId:
        return self.view_at(position).turn_player

    def turn_of(self, position: int) -> int:
        return self.view_at(position).turn

    def turn_start(self, position: int) -> int:
        return max((p for _, p in self.turn_starts if p <= position), default=0)

    def next_turn_start(self, position: int) -> int:
        return min((p for _, p in self.turn_starts if p > position), default=self.length)

    def events_at(self, position: int) -> tuple[Event, ...]:
        return self.events[position] if 0 <= position < len(self.events) else ()


def _zones(view: dict[str, Any], before: list[Any]) -> list[Any]:
    """A `seen` line's zones: its own, or those before with its ZONE_UPDATES; raises ValueError if they do not fit."""
    if ZONE_UPDATES not in view:
        zones = view.get("zones")
        if not isinstance(zones, list):
            raise ValueError("a view without zones")
        return zones
    view = dict(view)
    updates = view.pop(ZONE_UPDATES)
    if "zones" in view or not isinstance(updates, list) or not before:
        raise ValueError("zone changes with no view before them")
    zones = list(before)
    for update in updates:
        if not (
            isinstance(update, list) and len(update) == 2 and type(update[0]) is int and 0 <= update[0] < len(zones)
        ):
            raise ValueError(f"a zone change that fits no zone: {str(update)[:80]}")
        zones[update[0]] = update[1]
    return zones


def seen_log(cursor: SeenCursor) -> list[LogLine]:
    """The log of what the guest was told, position by position, with the cards named as it knew them."""
    words = Words(cursor.ruleset, cursor.database)
    lines = [LogLine(0, HEADING, f"Game of {cursor.ruleset.name}: as {player_name(cursor.seat)} saw it")]
    for position, (view, events) in enumerate(zip(cursor.views, cursor.events, strict=True)):
        words.learn(view)
        words.seat = None
        told = [LogLine(position, HEADING if said.heading else EFFECT, said.text) for said in narrate(words, events)]
        acted = next((i for i, line in enumerate(told) if line.depth == EFFECT), None)
        if position and acted is not None:  # the first thing told of a move is the move
            told[acted] = LogLine(position, ACTION, f"{cursor.numbers[position]}. {told[acted].text}")
        lines += told
    if cursor.lost:
        lines.append(LogLine(cursor.length, HEADING, f"The game stops here: {cursor.lost}."))
    return lines


def seen_text(cursor: SeenCursor) -> str:
    """A readable text log of what the guest was shown."""
    header = cursor.header
    out = [
        f"Playmat replay: {cursor.ruleset.name}, as {header.players[1]} (Player 2) saw it (the host's hidden cards "
        "stay hidden; the host never revealed the seed, so the moves are not checked)",
        f"Date: {header.date}",
        f"Player 1: {header.players[0]}",
        f"Player 2: {header.players[1]}, deck “{header.decks[1].name or 'unnamed'}”",
    ]
    indent = {HEADING: "", ACTION: "  ", EFFECT: "      "}
    for line in seen_log(cursor):
        if line.depth == HEADING:
            out.append("")
        out.append(indent[line.depth] + line.text)
    return "\n".join(out) + "\n"
