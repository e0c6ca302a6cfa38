"""Playmat's command line: help, version, headless LAN peers, card-pool and deck-list imports, the deck lab; none
opens the app."""

from __future__ import annotations

import argparse
import sys
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from desktop.rulesets import RulesetPackage

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
GAMES = "the game: one-piece, energio, weiss-schwarz, battle-spirits-saga, dragon-ball-super"
COMMANDS = ("host", "join", "watch", "cards", "deck", "lab")


class _Parser(argparse.ArgumentParser):
    """argparse that writes to our stream and exits with EXIT_USAGE on a bad command line."""

    out: TextIO = sys.stdout

    def _print_message(self, message: str, file: object = None) -> None:
        if message:
            self.out.write(message)

    def exit(self, status: int = 0, message: str | None = None) -> None:  # type: ignore[override]
        if message:
            self.out.write(message)
        raise SystemExit(status)

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage()
        self.exit(EXIT_USAGE, f"{self.prog}: {message}\n")


def build_parser(out: TextIO) -> argparse.ArgumentParser:
    from engine import __version__

    _Parser.out = out
    parser = _Parser(prog="playmat", description="Playmat: a tabletop for trading card games with a rules engine. "
                     "With no command, the app opens.")  # fmt: skip
    parser.add_argument("--version", action="version", version=f"playmat {__version__}")
    parser.add_argument("--smoke-test", action="store_true", help="check that the app starts, then quit")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    commands.add_parser("host", help="host a LAN game headless (playmat host --help)", add_help=False)
    commands.add_parser("join", help="join a LAN game headless (playmat join --help)", add_help=False)
    commands.add_parser("watch", help="watch a LAN game, printing its log (playmat watch --help)", add_help=False)
    cards = commands.add_parser("cards", help="card pools: playmat cards import SOURCE --ruleset ID")
    card_commands = cards.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=_Parser)
    card_import = card_commands.add_parser(
        "import", help="import a card database (a file, a folder tree or a zip) as your own card sets",
        description="Import a community card database (ONE PIECE punk-records or optcgjson, Weiß Schwarz English DB "
        "or wsoffdata, Battle Spirits Saga BSS Companion, Dragon Ball Super dbs-scraper or dbs-tracker) into your "
        "card sets; prints cards imported, automated, manual and every problem.",
    )  # fmt: skip
    card_import.add_argument("source", type=Path, help="a JSON file, a folder of them, or a zip")
    card_import.add_argument(
        "--ruleset",
        required=True,
        help=GAMES,
    )
    deck = commands.add_parser("deck", help="decks: playmat deck import FILE --ruleset ID")
    deck_commands = deck.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=_Parser)
    deck_import = deck_commands.add_parser(
        "import", help="import a deck list (OPTCGSim, Limitless, EGMan, deckpack, one code per line, .ws-dek)",
        description="Read a deck list players share (OPTCGSim NxCODE, Limitless, EGMan, deckpack JSON, one code per "
        "line, .ws-dek) and save it as your deck; prints every line's problem and the deck-construction problems the "
        "rules find.",
    )  # fmt: skip
    deck_import.add_argument("file", type=Path, help="the deck list (text or JSON)")
    deck_import.add_argument(
        "--ruleset",
        required=True,
        help=GAMES,
    )
    deck_import.add_argument("--name", help="the deck's name (default: the file's name)")
    from desktop.lab.command import add_parser as add_lab

    add_lab(commands, GAMES)
    return parser


def run(argv: list[str], out: TextIO = sys.stdout) -> int | None:
    """Run a command line (without the program name). None: no command, open the app."""
    if argv[:1] in (["host"], ["join"], ["watch"]):
        from desktop.lan.headless import run as run_headless

        return run_headless(argv)
    parser = build_parser(out)
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else EXIT_USAGE
    if args.smoke_test:
        from desktop import smoke

        return smoke.run()
    if args.command is None:
        return None
    if args.command == "lab":
        return _lab(args, out)
    return _import_cards(args, out) if args.command == "cards" else _import_deck(args, out)


def _package(ruleset_id: str, out: TextIO) -> RulesetPackage | None:
    from desktop import rulesets

    rulesets.register_builtin()
    known = [entry.id for entry in rulesets.entries()]
    if ruleset_id not in known:
        out.write(f"playmat: unknown ruleset {ruleset_id!r}; known: {', '.join(known)}\n")
        return None
    return rulesets.load(ruleset_id)


def _lab(args: argparse.Namespace, out: TextIO) -> int:
    from desktop.lab import command

    package = _package(args.ruleset, out)
    return EXIT_USAGE if package is None else command.run(args, package, out)


def _import_cards(args: argparse.Namespace, out: TextIO) -> int:
    from desktop.card_import import read_pool, save_sets
    from engine.formats.importers import rulesets_served

    package = _package(args.ruleset, out)
    if package is None:
        return EXIT_USAGE
    if args.ruleset not in rulesets_served():
        out.write(f"playmat: no card source for {args.ruleset} yet (known: {', '.join(rulesets_served())})\n")
        return EXIT_FAILED
    source: Path = args.source
    try:
        result = read_pool(source, args.ruleset, progress=_dots(out))
    except (OSError, zipfile.BadZipFile) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        out.write(f"\nplaymat: cannot read {source}: {reason}\n")
        return EXIT_FAILED
    report = save_sets(result, package.ruleset)
    out.write(f"\nRead {result.files_read} files ({', '.join(result.sources) or 'no known source'}).\n")
    out.write(report.summary() + "\n")
    for card_set, path in report.saved:
        out.write(f"  {card_set.set_id}: {len(card_set.cards)} cards -> {path}\n")
    if report.problems:
        out.write(f"{len(report.problems)} problem{'s' if len(report.problems) != 1 else ''}:\n")
        out.writelines(f"  {problem}\n" for problem in report.problems)
    return EXIT_OK if report.saved else EXIT_FAILED


def _dots(out: TextIO) -> Callable[[int, int], None]:
    def progress(done: int, total: int) -> None:
        if done == total or done % 200 == 0:
            out.write(f"\r{done}/{total} files")
            out.flush()

    return progress


def _import_deck(args: argparse.Namespace, out: TextIO) -> int:
    from desktop import content
    from desktop.deck_builder.store import DeckStore
    from engine.formats.coverage import coverage_line, deck_coverage
    from engine.formats.decks import sections_by_category
    from engine.formats.decks_import import read_deck_text, total_cards
    from engine.formats.importers import DecodeError, decode_text
    from engine.formats.problems import FormatError

    package = _package(args.ruleset, out)
    if package is None:
        return EXIT_USAGE
    path: Path = args.file
    try:
        text = decode_text(path.read_bytes())
        chooser = sections_by_category(section.name for section in package.ruleset.deck_sections)
        result = read_deck_text(text, args.ruleset, package.database, args.name or path.stem, chooser)
    except OSError as error:
        out.write(f"playmat: cannot read {path}: {error.strerror or error}\n")
        return EXIT_FAILED
    except (DecodeError, FormatError) as error:
        out.write(f"playmat: {path.name}: {error}\n")
        return EXIT_FAILED
    for problem in result.problems:
        out.write(f"  {problem}\n")
    for note in result.notes:
        out.write(f"  note: {note}\n")
    cards = total_cards(result.deck)
    if not cards:
        out.write("Nothing was imported: no line names a card.\n")
        return EXIT_FAILED
    store = DeckStore(package, content.user_decks_folder())
    deck = result.deck.model_copy(update={"name": store.unique_name(result.deck.name)})
    saved = store.save(deck)
    out.write(f"Imported {cards} cards as {deck.name} -> {saved}\n")
    out.write(f"Coverage: {coverage_line(deck_coverage(deck, package.database))}\n")
    illegal = package.ruleset.validate_deck(deck, package.database)
    for refusal in illegal:
        out.write(f"  not legal yet: {refusal.reason} (rule {refusal.rule})\n")
    return EXIT_OK
