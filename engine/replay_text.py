"""A replay in words: the log lines a viewer shows beside its cursor, and the readable text export."""

from __future__ import annotations

from dataclasses import dataclass

from engine import actions as A
from engine.actions import Action
from engine.decisions import Decision
from engine.events import Event
from engine.game import Game
from engine.ids import PlayerId
from engine.narration import narrate
from engine.replay import BOTH, Perspective, ReplayCursor, perspective_view
from engine.takeback import MAIN_WINDOW
from engine.words import Words, player_name

HEADING, ACTION, EFFECT = 0, 1, 2
"""Depths of a log line: a turn heading, an action, one of the action's effects."""

_SILENT = {"answer", "step"}  # the action line already says what was answered


@dataclass(frozen=True, slots=True)
class LogLine:
    """One line of a replay's log: the position it belongs to (after that many actions), its depth, its words."""

    position: int
    depth: int
    text: str


def describe_answer(words: Words, action: Action, decision: Decision | None) -> str:
    """What a player did, in words: "Play Archer", "Chooses Footman, Scout", "Answers yes"."""
    if action.kind == A.CONCEDE:
        return "Concedes"
    question = words.prompt(decision.prompt, action.player) if decision is not None else ""  # "their hand" to others
    if action.kind == A.PASS:  # what was passed up, but for the end of a Main Phase (the next line says so)
        chance = decision is not None and decision.prompt and decision.context != MAIN_WINDOW
        return f"Passes on “{question}”" if chance and decision is not None else "Passes"
    if action.kind in (A.YES, A.NO):
        return f"Answers {action.kind}" + (f" to “{question}”" if decision is not None else "")
    if action.kind == A.NUMBER:
        return f"Chooses the number {action.number}"
    if action.kind in (A.CHOOSE, A.ORDER):
        names = ", ".join(_option(words, pick, decision) for pick in action.picks) or "nothing"
        asked = f" (“{question}”)" if decision is not None and decision.prompt else ""
        return f"{'Chooses' if action.kind == A.CHOOSE else 'Orders'} {names}{asked}"
    if action.kind == A.ARRANGE:
        piles = decision.piles if decision is not None else ()
        parts = []
        for index, group in enumerate(action.groups):
            pile = piles[index] if index < len(piles) else f"pile {index + 1}"
            parts.append(f"{pile}: {', '.join(_option(words, o, decision) for o in group) or 'nothing'}")
        return "Arranges " + "; ".join(parts)
    return words.action(action)


def _option(words: Words, option: int, decision: Decision | None) -> str:
    if decision is not None and decision.labels and option in decision.options:
        label = decision.labels[decision.options.index(option)]
        if label:
            return label
    return words.card(option)


class _Narrator:
    """Names cards as one perspective knows them, learning from each position's view before its action."""

    def __init__(self, cursor: ReplayCursor, perspective: Perspective) -> None:
        self.perspective = perspective
        self.words = Words(cursor.ruleset, cursor.database)

    def before(self, game: Game) -> Decision | None:
        view = perspective_view(game, self.perspective)
        self.words.learn(view)
        self.words.seat = None  # a replay names every zone by its owner ("Player 1's hand")
        return view.decision

    def effects(self, position: int, events: tuple[Event, ...]) -> list[LogLine]:
        """The lines of what happened on the way to `position`, alike events grouped (a new turn is a heading)."""
        viewer = None if self.perspective == BOTH else PlayerId(int(self.perspective))
        seen = [event if viewer is None else event.seen_by(viewer) for event in events if event.kind not in _SILENT]
        return [LogLine(position, HEADING if said.heading else EFFECT, said.text) for said in narrate(self.words, seen)]


def replay_log(cursor: ReplayCursor, perspective: Perspective = BOTH) -> list[LogLine]:
    """Every line of the replay's log as `perspective` may know it, each tied to the position it shows."""
    narrator = _Narrator(cursor, perspective)
    lines = [LogLine(0, HEADING, f"Game of {cursor.ruleset.name}: setup")]
    narrator.before(cursor.seek(0))
    lines += narrator.effects(0, cursor.events_at(0))
    for index, game, action, events in cursor.walk():
        decision = narrator.before(game)
        position = index + 1
        deciding = decision if decision is not None and decision.player == action.player else None
        text = f"{position}. {player_name(action.player)}: {describe_answer(narrator.words, action, deciding)}"
        lines.append(LogLine(position, ACTION, text))
        lines += narrator.effects(position, events)
    return lines


def replay_text(cursor: ReplayCursor, perspective: Perspective = BOTH) -> str:
    """A readable text log of the whole replay: who played what, then turn by turn every action and its effects."""
    header = cursor.header
    out = [f"Playmat replay: {cursor.ruleset.name} (rules version {header.ruleset_version}, Playmat "
           f"{header.app_version})", f"Date: {header.date}", f"Seed: {header.seed}"]  # fmt: skip
    for seat, (name, deck) in enumerate(zip(header.players, header.decks, strict=True)):
        out.append(f"{player_name(seat)}: {name}, deck “{deck.name or 'unnamed'}”")
    if perspective != BOTH:
        out.append(f"Seen by {player_name(PlayerId(int(perspective)))} (the other hand hidden)")
    outcome = cursor.seek(cursor.length).outcome
    if outcome is None:
        out.append(f"Result: unfinished after {cursor.length} actions")
    else:
        winner = "a draw" if outcome.winner is None else f"{player_name(outcome.winner)} wins"
        out.append(f"Result: {winner} after {cursor.length} actions. {outcome.reason} (rule {outcome.rule})")
    if cursor.mismatch is not None:
        out.append(f"Warning: the replay stops agreeing with the rules at {cursor.mismatch}; shown up to there.")
    indent = {HEADING: "", ACTION: "  ", EFFECT: "      "}
    for line in replay_log(cursor, perspective):
        if line.depth == HEADING:
            out.append("")
        out.append(indent[line.depth] + line.text)
    return "\n".join(out) + "\n"
