"""Importers of the card databases players keep (community-card-data.md): bytes in, Playmat card sets out."""

from engine.formats.importers import battle_spirits_saga, dragon_ball_super, one_piece, weiss_schwarz
from engine.formats.importers.decoding import DecodeError, decode_text, parse_json_bytes, short
from engine.formats.importers.pool import CardImporter, ImportResult, Source, SourceFile

SOURCES: tuple[Source, ...] = (
    *one_piece.SOURCES,
    *weiss_schwarz.SOURCES,
    *battle_spirits_saga.SOURCES,
    *dragon_ball_super.SOURCES,
)
"""Every source, in the order files are matched against them."""


def importer(ruleset: str) -> CardImporter:
    """A fresh importer for a ruleset, recognising every known source."""
    return CardImporter(ruleset, SOURCES)


def import_files(ruleset: str, files: list[SourceFile]) -> ImportResult:
    """Import a whole pool at once (tests, small pools); large ones feed `importer(...).add` file by file."""
    pool = importer(ruleset)
    for file in files:
        pool.add(file)
    return pool.finish()


def rulesets_served() -> tuple[str, ...]:
    """The rulesets some source gives cards for."""
    return tuple(dict.fromkeys(r for source in SOURCES for r in source.rulesets))


__all__ = [
    "SOURCES", "CardImporter", "DecodeError", "ImportResult", "Source", "SourceFile", "decode_text", "import_files",
    "importer", "parse_json_bytes", "rulesets_served", "short",
]  # fmt: skip
