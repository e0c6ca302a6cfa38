"""A card's name in a few short lines: broken at spaces, a word too long for a line hyphenated where readers expect."""

from __future__ import annotations

from desktop.qt import QFont, QFontMetricsF, Qt


def _letters(groups: str) -> frozenset[str]:
    return frozenset(groups.split())


VOWELS = "aeiouy"
ONSETS = _letters("bl br ch cl cr dr fl fr gl gr kn ph pl pr qu sc sh sk sl sm sn sp st sw th tr tw wh wr "
                  "chr phr sch scr shr spl spr squ str thr")  # fmt: skip
"""Consonant groups an English syllable may begin with ("Blue-print", "Mael-strom"): a break leaves them whole."""
KEPT = ("ght", "gh", "ck", "mp", "ss", "ll", "ff", "st")
"""Word endings a break after them keeps whole when more consonants follow ("Light-house", "Lamp-light", "Moss-light",
"Frost-wave", not "Ligh-thouse", "Lam-plight", "Mos-slight", "Fros-twave")."""
TIGHT = _letters("bl br ch cl cr dr fl fr gl gr kn ph pl pr qu sh th tr wh wr")
"""Two consonants between vowels that begin the next syllable together ("Pro-phet", "Blue-print", "Levia-than");
any other two are split between them ("Dockmas-ter", "Cap-tain")."""
INSEPARABLE = ("ch", "ck", "gh", "ph", "sh", "wh")
"""Letter pairs said as one sound: never hyphenated between ("Fi-shing", not "Fis-hing")."""
LEFT, RIGHT = 3, 3  # the fewest letters a broken word leaves on either side of its hyphen


def break_points(word: str) -> list[int]:
    """Where `word` may be hyphenated, best first: within a group of consonants ("Shield-maiden", "Storm-caller",
    "Sun-glare"), then before a lone consonant, a doubled one or two that start a syllable ("Flame-heart",
    "Bles-sing", "Pro-phet"); each place leaves the letters after it a syllable's start and at least LEFT and RIGHT
    letters either side, later places first."""
    low = word.lower()
    strong: list[int] = []
    weak: list[int] = []
    index = 0
    while index < len(low):
        if low[index] in VOWELS or not low[index].isalpha():
            index += 1
            continue
        end = index
        while end < len(low) and low[end].isalpha() and low[end] not in VOWELS:
            end += 1
        group = low[index:end]
        if index > 0 and low[index - 1] in VOWELS and end < len(low) and low[end] in VOWELS:
            cut = _split(group)
            if cut is not None:
                at = index + cut
                between = len(group) == 2 and (group[0] == group[1] or cut == 0)  # "Bles-sing", "Pro-phet"
                (weak if len(group) == 1 or between else strong).append(at)
        index = end
    fits = [at for at in strong + weak if LEFT <= at <= len(word) - RIGHT]
    return sorted((at for at in fits if at in strong), reverse=True) + sorted(
        (at for at in fits if at not in strong), reverse=True
    )


def _split(group: str) -> int | None:
    """Where a group of consonants between two vowels divides: the longest syllable start it ends with, unless that
    would break a word ending (KEPT) it begins with; None when no place divides it well ("ck" in "Reckoning")."""
    if len(group) == 2:  # two consonants: split between them unless they start a syllable together ("Blue-print")
        return 0 if group in TIGHT else None if group in INSEPARABLE else 1
    kept = next((len(end) for end in KEPT if group.startswith(end) and len(end) < len(group)), 0)
    for earliest in (kept, 0):
        for cut in range(earliest, len(group)):
            start = group[cut:]
            if (len(start) == 1 or start in ONSETS) and (cut == 0 or group[cut - 1 : cut + 1] not in INSEPARABLE):
                return cut
    return None


def wrap_name(name: str, font: QFont, width: float, most: int) -> tuple[tuple[str, ...], float]:
    """`name` in at most `most` lines of `width` broken at spaces, and the font's line height. A word too long for a
    whole line is hyphenated at the best of its `break_points` that fits (in one line more if need be); a word with
    no such place is elided ("…"), never cut at a random letter."""
    metrics = QFontMetricsF(font)
    words = name.split()
    if all(metrics.horizontalAdvance(word) <= width for word in words):
        plain = _whole_words(words, metrics, width)
        if len(plain) <= most:
            return tuple(plain), metrics.height()
    lines: list[str] = []
    while words and len(lines) < most:  # broken words may take one line more
        line = ""
        while words:
            word = words[0]
            whole = f"{line} {word}" if line else word
            if metrics.horizontalAdvance(whole) <= width:
                line = whole
                words.pop(0)
                continue
            if metrics.horizontalAdvance(word) > width:  # too long for any line: broken here with a hyphen
                start = f"{line} " if line else ""
                own = [i + 1 for i in range(LEFT, len(word) - RIGHT) if word[i] == "-"]  # its own hyphen first
                places = sorted(own, reverse=True) + ([] if own and line else break_points(word))
                cut = next((i for i in places if metrics.horizontalAdvance(_hyphened(start, word, i)) <= width), 0)
                if cut:
                    line, words[0] = _hyphened(start, word, cut), word[cut:]
                elif not line:
                    line = words.pop(0)  # elided below
            break
        lines.append(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width))
    if words:
        lines.append(metrics.elidedText(" ".join(words), Qt.TextElideMode.ElideRight, width))
    return tuple(lines), metrics.height()


def _hyphened(start: str, word: str, cut: int) -> str:
    return start + word[:cut] + ("" if word[cut - 1] == "-" else "-")


def _whole_words(words: list[str], metrics: QFontMetricsF, width: float) -> list[str]:
    lines: list[str] = []
    for word in words:
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines
