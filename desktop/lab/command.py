"""`playmat lab`: a lab run from the command line, printed as a table and written as JSON."""

from __future__ import annotations

import argparse
import json
import secrets
from collections.abc import Mapping
from pathlib import Path
from typing import Any, TextIO

from desktop.lab.ray_runner import RayUnavailable
from desktop.lab.runner import LabRun, default_workers
from desktop.rulesets import RulesetPackage
from engine.formats.decks import Deck, read_deck
from engine.formats.problems import FormatError
from engine.harness.lab import LAB_BOTS, MAX_GAMES, MIN_GAMES, LabPlan

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


class DeckNotFound(Exception):
    """A deck named on the command line that is neither a deck of the ruleset nor a readable, legal deck file."""


def add_parser(commands: Any, games: str) -> None:
    """The `lab` subcommand on `commands` (the CLI's subparsers); `games` is the CLI's list of ruleset ids."""
    lab = commands.add_parser(
        "lab", help="deck lab: play a deck against others many times (playmat lab --help)",
        description="Play one deck against one or more decks (a gauntlet) with bots, on every core, and report the "
        "win rate with its 95 % interval (Wilson), going first and second, game length and how often each card "
        "was drawn or played in won and lost games. Every game has its seed and can be opened as a replay.",
    )  # fmt: skip
    lab.add_argument("--ruleset", required=True, help=games)
    lab.add_argument("--deck", required=True, help="the deck to test: a deck's name (as in the app) or a deck file")
    lab.add_argument("--against", action="append", metavar="DECK", help="an opponent deck (name or file); repeat "
                     "it for a gauntlet (default: every other deck)")  # fmt: skip
    lab.add_argument("--games", type=int, default=100, help=f"how many games, {MIN_GAMES} to {MAX_GAMES:,} "
                     "(default 100)")  # fmt: skip
    lab.add_argument("--bot", choices=list(LAB_BOTS), default="heuristic", help="the deck's bot (default heuristic)")
    lab.add_argument("--against-bot", choices=list(LAB_BOTS), default="heuristic",
                     help="the opponents' bot (default heuristic)")  # fmt: skip
    lab.add_argument("--workers", type=int, default=default_workers(),
                     help=f"processes to play on (default: every core, {default_workers()})")  # fmt: skip
    lab.add_argument("--ray", metavar="ADDRESS", help="play on a Ray cluster instead (the optional extra "
                     "playmat[ray]): its address, or 'local' to start one on this machine")  # fmt: skip
    lab.add_argument("--seed", help="the run's seed: game i is played with seed SEED:i (default: a new one)")
    lab.add_argument("--json", type=Path, metavar="FILE", help="where to write the report (default: "
                     "playmat-lab-SEED.json in this folder)")  # fmt: skip


def find_deck(text: str, package: RulesetPackage) -> Deck:
    """A deck by name (exact, else the only one whose name starts with or contains `text`), or read from a file."""
    decks = package.decks
    if text in decks:
        return decks[text]
    lowered = text.lower()
    for matches in ([n for n in decks if n.lower().startswith(lowered)], [n for n in decks if lowered in n.lower()]):
        if len(matches) == 1:
            return decks[matches[0]]
        if len(matches) > 1:
            raise DeckNotFound(f"{text!r} could be {', '.join(repr(m) for m in matches)}: say which")
    path = Path(text)
    if not path.is_file():
        raise DeckNotFound(f"no deck {text!r}; the decks are: {', '.join(repr(n) for n in decks)}")
    try:
        result = read_deck(path.read_text(encoding="utf-8"), package.database)
    except (OSError, UnicodeDecodeError, FormatError) as error:
        raise DeckNotFound(f"{path.name} cannot be read as a deck: {error}") from None
    problems = [str(p) for p in result.problems] + [
        f"{p.reason} (rule {p.rule})" for p in package.ruleset.validate_deck(result.deck, package.database)
    ]
    if problems:
        raise DeckNotFound(f"{path.name} cannot be played: {'; '.join(problems[:3])}")
    return result.deck.model_copy(update={"name": result.deck.name or path.stem})


def run(args: argparse.Namespace, package: RulesetPackage, out: TextIO) -> int:
    """Play the run the arguments describe, print its table and write its JSON; the exit code."""
    if not MIN_GAMES <= args.games <= MAX_GAMES:
        out.write(f"playmat: --games must be {MIN_GAMES} to {MAX_GAMES:,} (not {args.games})\n")
        return EXIT_USAGE
    if args.workers < 1:
        out.write("playmat: --workers must be at least 1\n")
        return EXIT_USAGE
    try:
        deck = find_deck(args.deck, package)
        names = args.against or [name for name in package.decks if package.decks[name] != deck]
        gauntlet = tuple(find_deck(name, package) for name in names)
    except DeckNotFound as error:
        out.write(f"playmat: {error}\n")
        return EXIT_USAGE
    if not gauntlet:
        out.write("playmat: there is no other deck to play against: name one with --against\n")
        return EXIT_USAGE
    seed = args.seed or secrets.token_hex(4)
    plan = LabPlan(package.ruleset.id, deck, gauntlet, (args.bot, args.against_bot), args.games, seed)
    lab = LabRun(plan, package.ruleset, package.database, args.workers, args.ray)
    where = f"the Ray cluster at {args.ray}" if args.ray else f"{lab.workers} process{'es' if lab.workers > 1 else ''}"
    out.write(f"Deck lab: {plan.deck.name} ({args.bot} bot) against {', '.join(d.name for d in gauntlet)} "
              f"({args.against_bot} bot), {plan.games} games on {where}, seed {seed}\n")  # fmt: skip
    try:
        report = lab.run(_progress(out))
    except RayUnavailable as error:
        out.write(f"playmat: {error}\n")
        return EXIT_FAILED
    data = report.to_data(package.ruleset, package.database)
    out.write("\n")
    out.writelines(line + "\n" for line in table_lines(data))
    path: Path = args.json or Path(f"playmat-lab-{_safe(seed)}.json")
    try:
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    except OSError as error:
        out.write(f"playmat: cannot write {path}: {error.strerror or error}\n")
        return EXIT_FAILED
    out.write(f"Report with every game's seed: {path}\n")
    if report.cancelled:
        out.write(f"Stopped after {len(report.games)} of {plan.games} games.\n")
        return EXIT_FAILED
    return EXIT_OK if data["errors"] < data["played"] else EXIT_FAILED


def _safe(seed: str) -> str:
    return "".join(c if c.isalnum() or c in "-_" else "-" for c in seed)[:40]


def _progress(out: TextIO) -> Any:
    step = [0]

    def progress(done: int, total: int) -> None:
        if done == total or done >= step[0]:
            step[0] = done + max(1, total // 50)
            out.write(f"\r{done}/{total} games")
            out.flush()

    return progress


def _percent(value: float) -> str:
    return f"{100 * value:5.1f} %"


DASH = "\u2013"


def _rate_row(label: str, rate: Mapping[str, Any]) -> str:
    interval = f"{_percent(rate['low'])} {DASH} {_percent(rate['high'])}" if rate["games"] else DASH
    shown = _percent(rate["rate"]) if rate["games"] else DASH
    return f"{label[:44]:<44} {rate['games']:>7} {rate['wins']:>6}  {shown:>8}  {interval}"


def table_lines(data: Mapping[str, Any]) -> list[str]:
    """The report's table as text lines: win rates with intervals, length, problems, and each card."""
    lines = [f"{'':<44} {'games':>7} {'wins':>6}  {'win rate':>8}  95 % interval (Wilson)"]
    lines.append(_rate_row("All games", data["win_rate"]))
    lines.append(_rate_row("Going first", data["going_first"]))
    lines.append(_rate_row("Going second", data["going_second"]))
    lines.extend(_rate_row(f"Against {row['deck']}", row) for row in data["opponents"])
    length = data["length"]
    lines.append(f"Length: {length['mean_turns']} turns on average (median {length['median_turns']}, "
                 f"{length['min_turns']} to {length['max_turns']}), {length['mean_actions']} actions")  # fmt: skip
    lines.append(f"Won {data['won']}, lost {data['lost']}, drawn {data['draws']}; unfinished {data['unfinished']}, "
                 f"failed with an engine error {data['errors']}")  # fmt: skip
    errors = [game for game in data["games"] if game["result"] == "error"]
    lines.extend(f"  game {g['index'] + 1} (seed {g['seed']}): {g['reason']}" for g in errors[:5])
    lines.append("")
    lines.append(f"{'Card (drawn / played: share of won and lost games)':<44} {'drawn won':>9} {'lost':>6} "
                 f"{'played won':>10} {'lost':>6}  {'win rate when drawn':>19}")  # fmt: skip
    for row in data["cards"]:
        name = f"{row['name']} ({row['card']}) x{row['copies']}"
        drawn = row["win_rate_when_drawn"]
        when = _percent(drawn["rate"]) if drawn["games"] else DASH
        lines.append(f"{name[:44]:<44} {_percent(row['drawn_won_share']):>9} {_percent(row['drawn_lost_share']):>6} "
                     f"{_percent(row['played_won_share']):>10} {_percent(row['played_lost_share']):>6}  "
                     f"{when:>19}")  # fmt: skip
    return lines
