"""Hostile chat and names: terminal control sequences (CSI, OSC, DCS and other ESC sequences, by ESC or by C1) go
whole, not only their ESC ("\\x1b[2J" once showed "[2J"); other controls and direction overrides go; line breaks read
as spaces; ordinary text, accents and emoji (joined, flagged, skin-toned) stay as written."""

import dataclasses

import pytest

from engine.lan import AuditDone, ChatReceived, Joined, ReplayLines
from engine.lan.chat import MAX_CHAT_CHARS, clean_text
from engine.lan.framing import FrameDecoder
from engine.lan.messages import ErrorMessage, decode
from tests.engine.lan.pair import Pair, replay_text
from tests.engine.lan.test_chat_bounds import chat_frames, started

HOSTILE = [
    ("\x1b[2Jhello", "hello"),  # clear the screen
    ("\x1b[H\x1b[2J\x1b[3Jwiped", "wiped"),  # home, clear, clear the scrollback
    ("\x1b[1;31mred\x1b[0m text", "red text"),  # colours (SGR with parameters)
    ("\x1b[?25lhidden cursor\x1b[?25h", "hidden cursor"),  # private parameters
    ("\x1b[38;2;255;0;0mtrue colour\x1b[m", "true colour"),
    ("\x1b]0;pwned title\x07after", "after"),  # OSC window title ended by BEL
    ("\x1b]2;title\x1b\\after", "after"),  # ... ended by ST (ESC \)
    ("\x1b]8;;https://evil.example\x1b\\click here\x1b]8;;\x1b\\", "click here"),  # a hidden hyperlink
    ("\x1b]52;c;ZWNobyBoaQ==\x07copied", "copied"),  # OSC 52: writes the clipboard
    ("a\x1bPq#0;2;0;0;0#0~~@@\x1b\\b", "ab"),  # DCS (sixel) up to ST
    ("a\x1b_apc\x1b\\b\x1b^pm\x1b\\c\x1bXsos\x1b\\d", "abcd"),  # APC, PM, SOS
    ("\x9b2Jeight-bit CSI", "eight-bit CSI"),  # C1 CSI
    ("\x9d0;title\x9cC1 OSC", "C1 OSC"),  # C1 OSC ended by C1 ST
    ("\x1bcreset", "reset"),  # RIS: reset the terminal
    ("a\x1b(Bb\x1b)0c", "abc"),  # character sets (an intermediate byte, then the final)
    ("\x1b7saved\x1b8", "saved"),  # save / restore the cursor
    ("\x1b#8fill", "fill"),  # DECALN: fill the screen with E
    ("ok \x1b]0;never ended", "ok"),  # an unended string runs to the end, as a terminal would swallow it
    ("\x1b]0;title\x1b[31mred", "red"),  # another ESC ends a string, and its own sequence goes too
    ("\x1b[12", ""),  # a CSI cut before its final byte
    ("end\x1b", "end"),  # a lone ESC
    ("bell\x07\x07 and\x00 nul\x7f del\x85", "bell and nul del"),  # C0, DEL, C1 controls
    ("line\nbreak\r\nand\ttab\u2028sep\x0bvt", "line break  and tab sep vt"),  # breaks read as spaces
    ("\u202eevil\u202c \u2066iso\u2069 \u200fmark", "evil iso mark"),  # direction overrides and marks
    ("lone \ud800surrogate", "lone surrogate"),  # no file can hold it
]

KEPT = [
    "Good game, well played!",
    "¿Qué tal? Ça va — très bien, danke schön",
    "日本語のチャット、한국어, русский, עברית, العربية",
    "👍🏽 🇫🇷 👨\u200d👩\u200d👧 ❤\ufe0f 🃏",  # skin tone, a flag, a family joined by ZWJ, a variation selector
    "زیبا\u200cترین",  # ZWNJ: Persian needs it
    "[2J is just text when typed, and so is ^[ or \\x1b",
    "e\u0301 combining",
]


@pytest.mark.parametrize(("sent", "shown"), HOSTILE)
def test_a_hostile_line_loses_whole_control_sequences_and_controls(sent, shown):
    cleaned = clean_text(sent)
    assert cleaned == shown
    assert not any(0x80 <= ord(c) < 0xA0 or ord(c) < 0x20 or ord(c) == 0x7F for c in cleaned)


@pytest.mark.parametrize("text", KEPT)
def test_ordinary_text_and_emoji_are_kept_as_written(text):
    assert clean_text(text) == text


def test_a_line_of_sequences_is_cut_to_the_limit_after_cleaning():
    """A flood of sequences around a long line: the sequences go, the text is cut to the chat limit."""
    sent = "\x1b[31m" + "x" * (2 * MAX_CHAT_CHARS) + "\x1b[0m"
    assert clean_text(sent) == "x" * MAX_CHAT_CHARS
    assert clean_text("\x1b[2J" * 10_000) == ""


def test_a_guests_hostile_chat_and_name_reach_the_host_and_its_replay_clean():
    plain = Pair.make()
    pair = Pair.make(guest_config=dataclasses.replace(plain.guest.config, name="\x1b]0;owned\x07\x1b[5mGus\x1b[0m"))
    pair.connect()
    assert pair.host.guest.name == "Gus"
    assert any(isinstance(n, Joined) and n.opponent == "Gus" for n in pair.host_notices)
    pair.guest_step(pair.guest.chat("\x1b]8;;https://evil.example\x1b\\gg\x1b]8;;\x1b\\ \x1b[2J👍🏽"))
    said = [n for n in pair.host_notices if isinstance(n, ChatReceived)]
    assert said[-1].text == "gg 👍🏽"
    assert pair.guest.chat_lines[-1].text == "gg 👍🏽", "the guest keeps the line as the host has it"
    pair.play()
    text = replay_text(pair.host_notices)
    assert "gg 👍🏽" in text and "\\u001b" not in text and "evil.example" not in text


def test_a_raw_chat_frame_full_of_sequences_is_cleaned_by_the_host():
    """What a hostile program (not our guest) sends straight on the wire: the host cleans it on arrival, answers no
    error, keeps the clean line in its replay, and the game goes on (audited fair)."""
    pair = started()
    step = pair.host.receive(chat_frames(pair, 1, "\x1b[2J\x1b]0;t\x07hi \x1bPq#0~\x1b\\there\x9b31m 🃏\x1b[0m"))
    assert [n.text for n in step.notices if isinstance(n, ChatReceived)] == ["hi there 🃏"]
    assert not [m for m in (decode(f) for f in FrameDecoder().feed(bytes(step.out))) if isinstance(m, ErrorMessage)]
    kept = [n.text for n in step.notices if isinstance(n, ReplayLines)]
    assert kept == ['{"n":4,"player":1,"t":"chat","text":"hi there 🃏"}\n'], "the replay keeps the clean line"
    pair.play()
    assert [n for n in pair.guest_notices if isinstance(n, AuditDone)] == [AuditDone(True, ())]
