"""The guest's audit of a finished LAN game: re-simulate the host's whole log from the revealed seed and check every
state hash the guest was sent during play, so a host that lied about a hidden card or changed the log is caught."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.errors import RulesError
from engine.formats.cards import CardDatabase
from engine.formats.replays import ReplayHeader, ReplayResult, ReplayWriter
from engine.lan import fairness
from engine.lan.messages import ChatLine
from engine.replay import ReplayCursor
from engine.ruleset import Ruleset
from engine.state import Outcome


@dataclass(frozen=True)
class AuditReport:
    """What the audit found (`ok` when nothing), and the complete replay it could write."""

    ok: bool
    problems: tuple[str, ...]
    replay_text: str


@dataclass(frozen=True)
class AuditInput:
    """Everything the guest holds at the end: its own secrets, what it was sent, and what the host revealed."""

    ruleset: Ruleset
    database: CardDatabase
    header: ReplayHeader  # the seed in it is recomputed; the rest is as the guest knows it
    host_contribution: bytes
    guest_contribution: bytes
    actions: tuple[dict[str, Any], ...]
    hashes: Sequence[str]  # hashes[i]: the state hash the guest was sent after action i + 1
    outcome: Outcome | None  # as the guest was shown it
    chat: tuple[ChatLine, ...] = ()


def audit(given: AuditInput) -> AuditReport:
    """Check the commitment, re-simulate every action, compare every hash; never raises on a bad log."""
    header = given.header
    host_commitment, guest_commitment = header.commitments
    problems: list[str] = []
    game_id = str(header.extra.get("game_id", ""))
    host_kept = fairness.is_kept(host_commitment, given.host_contribution, header.decks[0], header.players[0], game_id,
                                 header.date)  # fmt: skip
    if not host_kept:
        problems.append(
            "The host's seed contribution or deck is not what it committed to at the start: its shuffles cannot "
            "be trusted."
        )
    if not fairness.is_kept(guest_commitment, given.guest_contribution, header.decks[1], header.players[1]):
        problems.append("The guest's own commitment does not match its contribution (a local problem).")
    seed = fairness.game_seed(given.host_contribution, given.guest_contribution)
    contributions = [given.host_contribution.hex(), given.guest_contribution.hex()]
    header = header.model_copy(update={"seed": seed, "extra": {**header.extra, "contributions": contributions}})
    hashes = {index + 1: h for index, h in enumerate(given.hashes)}
    if len(given.actions) != len(given.hashes):
        problems.append(f"The host's log has {len(given.actions)} actions, but {len(given.hashes)} were played.")
    replay = ReplayResult(header, given.actions, hashes, None, (), (), False)
    try:
        cursor = ReplayCursor.load(given.ruleset, given.database, replay)
    except RulesError as error:
        problems.append(f"The game cannot even be set up again: {error}")
        return AuditReport(False, tuple(problems), "")
    if cursor.mismatch is not None:
        problems.append(f"The host's log does not re-simulate to what was played, at {cursor.mismatch}.")
    else:
        final = cursor.seek(cursor.length).outcome
        if final is None:
            problems.append("The host's log stops before the end of the game.")
        elif given.outcome is not None and final != given.outcome:
            problems.append(f"The log ends with {final.reason!r}, but the game was shown ending with "
                            f"{given.outcome.reason!r}.")  # fmt: skip
    text = replay_text(header, given.actions[: cursor.length], given.hashes, given.chat, cursor)
    return AuditReport(not problems, tuple(problems), text)


def header_problems(header: ReplayHeader) -> list[str]:
    """What is wrong with a LAN replay's header: its commitments, decks and seed must agree with the contributions
    both players revealed (kept in `extra`), so an edited commitment, deck or seed is reported."""
    revealed = header.extra.get("contributions")
    if not header.extra.get("lan") or not isinstance(revealed, list) or len(header.commitments) != 2:
        return []
    try:
        host, guest = (fairness.parse_contribution(str(part)) for part in revealed)
    except ValueError:
        return ["Its header's seed contributions are unreadable: its commitments cannot be checked."]
    found = []
    bound = ((str(header.extra.get("game_id", "")), header.date), ("", ""))  # the host's names the game and date
    for seat, (contribution, deck) in enumerate(zip((host, guest), header.decks, strict=True)):
        if not fairness.is_kept(header.commitments[seat], contribution, deck, header.players[seat], *bound[seat]):
            found.append(f"Its header's commitment, deck, name or date of player {seat + 1} was changed after the "
                         "game.")  # fmt: skip
    if fairness.game_seed(host, guest) != header.seed:
        found.append("Its header's seed is not the one both players' contributions make: it was changed.")
    return found


def replay_text(
    header: ReplayHeader,
    actions: Sequence[dict[str, Any]],
    hashes: Sequence[str],
    chat: Sequence[ChatLine],
    cursor: ReplayCursor,
) -> str:
    """A complete replay: the header, every action with its verified hash, the chat and the end."""
    writer = ReplayWriter()
    lines = [writer.header_line(header)]
    pending = sorted(chat, key=lambda line: line.n)
    said = 0
    for n in range(len(actions) + 1):
        while said < len(pending) and pending[said].n <= n:
            line = pending[said]
            lines.append(writer.chat_line(line.n, line.player, line.text))
            said += 1
        if n < len(actions):
            lines.append(writer.action_line(n, actions[n]))
            if n < len(hashes):
                lines.append(writer.hash_line(n + 1, hashes[n]))
    outcome = cursor.seek(cursor.length).outcome if actions else None
    if outcome is not None:
        lines.append(writer.end_line(outcome.to_data()))
    return "".join(lines)
