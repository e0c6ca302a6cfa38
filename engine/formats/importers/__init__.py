"""Importers of the card databases players keep (community-card-data.md): bytes in, Playmat card sets out."""

from engine.formats.importers import battle_spirits_saga, dragon_ball_super, one_piece, weiss_schwarz
from engine.formats.importers.decoding import DecodeError, decode_text, parse_json_bytes, parse_json_text, short
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


def community_source(name: str, text: str) -> Source | None:
    """The community source a file's text is in, or None (not JSON, a Playmat file, or no known shape)."""
    try:
        document = parse_json_text(text)
    except DecodeError:
        return None
    if isinstance(document, dict) and isinstance(document.get("kind"), str):
        return None  # a Playmat file says what it is
    return next((source for source in SOURCES if source.detect(name, document)), None)


def rulesets_served() -> tuple[str, ...]:
    """The rulesets some source gives cards for."""
    return tuple(dict.fromkeys(r for source in SOURCES for r in source.rulesets))


__all__ = [
    "SOURCES", "CardImporter", "DecodeError", "ImportResult", "Source", "SourceFile", "community_source",
    "decode_text", "import_files", "importer", "parse_json_bytes", "rulesets_served", "short",
]  # fmt: skip
