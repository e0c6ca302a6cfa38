"""The join code and the sealed connection: SPAKE2 (the `spake2` package) turns the code both players know into a key
for each connection, and every later message is sealed with AES-GCM (`cryptography`), one key and counter per
direction, so a listener reads nothing and a wrong code or a changed byte is refused.

Randomness comes from the caller's secret bytes; the engine has none of its own.
"""

from __future__ import annotations

import hashlib
import hmac

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from spake2 import SPAKE2_A, SPAKE2_B  # type: ignore[import-untyped]
from spake2.ed25519_basic import NotOnCurve  # type: ignore[import-untyped]
from spake2.spake2 import SPAKEError  # type: ignore[import-untyped]

CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base 32: no I, L, O or U, so a code read aloud or off a screen is typed right."""
CODE_LENGTH = 8
PAKE_MESSAGE_BYTES = 33
NONCE_BYTES = 12
SEAL_BYTES = NONCE_BYTES + 16
"""What sealing adds to a message: its nonce and its authentication tag."""
_CONFUSABLE = str.maketrans({"I": "1", "L": "1", "O": "0", "U": "V"})


def join_code(random_bytes: bytes) -> str:
    """A join code from the caller's random bytes (at least 5), shown as two groups of four: "K7Q2-M9XP"."""
    number = int.from_bytes(random_bytes[:8], "big")
    chars = []
    for _ in range(CODE_LENGTH):
        number, digit = divmod(number, 32)
        chars.append(CODE_ALPHABET[digit])
    return f"{''.join(chars[:4])}-{''.join(chars[4:])}"


def normal_code(text: str) -> str:
    """A typed code as compared: case, spaces and dashes do not matter, nor O/0 and I/L/1."""
    kept = "".join(char for char in text.upper() if not char.isspace() and char != "-")
    return kept.translate(_CONFUSABLE)


def code_problem(text: str) -> str:
    """Why a typed join code cannot be one ("" when it can)."""
    code = normal_code(text)
    if len(code) != CODE_LENGTH or any(char not in CODE_ALPHABET for char in code):
        return f"a join code is {CODE_LENGTH} letters and digits, like K7Q2-M9XP"
    return ""


class _Entropy:
    """Deterministic bytes from a secret, for the key exchange's random scalar."""

    def __init__(self, secret: bytes) -> None:
        self._secret = secret
        self._counter = 0

    def __call__(self, count: int) -> bytes:
        out = b""
        while len(out) < count:
            self._counter += 1
            out += hmac.new(self._secret, self._counter.to_bytes(8, "big"), hashlib.sha256).digest()
        return out[:count]


class KeyExchange:
    """One side of one connection's SPAKE2 exchange over the join code, bound to the host's challenge nonce."""

    def __init__(self, code: str, *, host: bool, nonce: str, secret: bytes) -> None:
        password = normal_code(code).encode("ascii", "replace")
        ids = {"idA": b"playmat-guest", "idB": b"playmat-host:" + nonce.encode("ascii")}
        kind = SPAKE2_B if host else SPAKE2_A
        self._pake = kind(password, entropy_f=_Entropy(secret), **ids)
        self._host = host
        self.message = bytes(self._pake.start()).hex()

    def finish(self, their_message: str) -> Sealer:
        """The sealer for this connection; raises ValueError for a message that is not the other side's."""
        try:
            raw = bytes.fromhex(their_message)
        except ValueError:
            raise ValueError("a key exchange message must be hexadecimal") from None
        if len(raw) != PAKE_MESSAGE_BYTES:
            raise ValueError("a key exchange message has the wrong length")
        try:
            key = bytes(self._pake.finish(raw))
        except (SPAKEError, NotOnCurve, ValueError):
            raise ValueError("the key exchange message is not a usable one") from None
        return Sealer(key, host=self._host)


class Sealer:
    """AES-GCM in both directions of one connection: each message carries its counter as nonce, which must be the
    next one expected (a replayed, dropped or reordered message does not open)."""

    def __init__(self, key: bytes, *, host: bool) -> None:
        to_guest = AESGCM(hmac.new(key, b"playmat host to guest", hashlib.sha256).digest())
        to_host = AESGCM(hmac.new(key, b"playmat guest to host", hashlib.sha256).digest())
        self._out, self._in = (to_guest, to_host) if host else (to_host, to_guest)
        self._sent = 0
        self._opened = 0

    @property
    def opened(self) -> int:
        """Messages opened so far (0: nothing has yet proven the other side holds the key)."""
        return self._opened

    def seal(self, payload: bytes) -> bytes:
        nonce = self._sent.to_bytes(NONCE_BYTES, "big")
        self._sent += 1
        return nonce + self._out.encrypt(nonce, payload, None)

    def open(self, sealed: bytes) -> bytes | None:
        """The payload, or None if it was not sealed by the other side as its next message."""
        nonce = sealed[:NONCE_BYTES]
        if nonce != self._opened.to_bytes(NONCE_BYTES, "big"):
            return None
        try:
            payload = self._in.decrypt(nonce, sealed[NONCE_BYTES:], None)
        except InvalidTag:
            return None
        self._opened += 1
        return payload

    def peek_sent(self, sealed: bytes) -> bytes:
        """What this side sealed in `sealed` (a test reads its own traffic with it)."""
        return self._out.decrypt(sealed[:NONCE_BYTES], sealed[NONCE_BYTES:], None)

    def reseal(self, sealed: bytes, payload: bytes) -> bytes:
        """`payload` sealed in place of what `sealed` held, with its nonce (a test plays a cheating peer with it)."""
        nonce = sealed[:NONCE_BYTES]
        return nonce + self._out.encrypt(nonce, payload, None)
