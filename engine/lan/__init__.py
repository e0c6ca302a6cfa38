"""LAN play without I/O: messages, framing, handshake, commit-reveal seeds, host and guest sessions, the audit."""

from engine.lan.audit import AuditInput, AuditReport, audit
from engine.lan.clock import ClockSetting, TurnClock, clock_words
from engine.lan.framing import MAX_MESSAGE_BYTES, FrameDecoder, encode_frame
from engine.lan.guest import GuestConfig, GuestJournal, GuestPhase, GuestSession
from engine.lan.host import GUEST_SEAT, HOST_SEAT, HostConfig, HostPhase, HostSession
from engine.lan.messages import PROTOCOL_VERSION, ProtocolError
from engine.lan.notices import (
    ActionRefused,
    AuditDone,
    Changed,
    ChatReceived,
    ClockShown,
    Desync,
    GameOver,
    HandshakeRefused,
    Joined,
    Notice,
    Paused,
    ProtocolProblem,
    ReplayLines,
    Resumed,
    Said,
    Spectators,
    Step,
    TakeBackAnswered,
    TakeBackAsked,
    Watching,
)
from engine.lan.spectator import SpectatorConfig, SpectatorSession

__all__ = [
    "GUEST_SEAT", "HOST_SEAT", "MAX_MESSAGE_BYTES", "PROTOCOL_VERSION", "ActionRefused", "AuditDone", "AuditInput",
    "AuditReport", "Changed", "ChatReceived", "Desync", "FrameDecoder", "GameOver", "GuestConfig", "GuestJournal",
    "GuestPhase", "GuestSession", "HandshakeRefused", "HostConfig", "HostPhase", "HostSession", "Joined", "Notice",
    "Paused", "ProtocolError", "ProtocolProblem", "ReplayLines", "Resumed", "Step", "audit", "encode_frame",
    "ClockSetting", "ClockShown", "Said", "SpectatorConfig", "SpectatorSession", "Spectators", "TurnClock",
    "TakeBackAnswered", "TakeBackAsked", "Watching", "clock_words",
]  # fmt: skip
