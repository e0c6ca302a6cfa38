"""Session keys: a Diffie-Hellman exchange at the first handshake (so a listener learns no key), and the HMAC proof a
guest gives of that key when it comes back, bound to a fresh challenge from the host (so seen traffic proves nothing).

Standard library only (`hashlib`, `hmac`, `pow`): the group is RFC 3526's 2048-bit MODP group 14, exponents are
256 bits. Secrets come from the caller as random bytes; the engine has no randomness of its own.
"""

from __future__ import annotations

import hashlib
import hmac

PRIME = int(
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD"
    "EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED"
    "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F"
    "83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B"
    "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510"
    "15728E5A8AACAA68FFFFFFFFFFFFFFFF",
    16,
)
GENERATOR = 2
SHARE_HEX = 512
"""A key share is the group element as exactly this many hex digits."""
NONCE_BYTES = 32


def derive(secret: bytes, label: str, index: int = 0) -> bytes:
    """32 bytes for `label` and `index` from a secret (HMAC-SHA256): knowing one says nothing of another."""
    return hmac.new(secret, f"playmat:{label}:{index}".encode(), hashlib.sha256).digest()


def _exponent(secret: bytes) -> int:
    return int.from_bytes(derive(secret, "dh"), "big") | (1 << 255)


def key_share(secret: bytes) -> str:
    """The public share (hex) of the private exponent derived from `secret`."""
    return format(pow(GENERATOR, _exponent(secret), PRIME), f"0{SHARE_HEX}x")


def shared_key(secret: bytes, their_share: str, context: str) -> bytes:
    """The session key both sides compute from their own secret and the other's share, bound to `context` (the
    game id and both commitments); raises ValueError for a share that is not a usable group element."""
    if len(their_share) != SHARE_HEX:
        raise ValueError("a key share has the wrong length")
    try:
        element = int(their_share, 16)
    except ValueError:
        raise ValueError("a key share must be hexadecimal") from None
    if not 1 < element < PRIME - 1:
        raise ValueError("a key share is outside the group")
    secret_element = pow(element, _exponent(secret), PRIME).to_bytes(256, "big")
    return hashlib.sha256(b"playmat-session\0" + secret_element + b"\0" + context.encode("utf-8")).digest()


def context(game_id: str, host_commitment: str, guest_commitment: str, host_share: str, guest_share: str) -> str:
    return "\0".join((game_id, host_commitment, guest_commitment, host_share, guest_share))


def proof(key: bytes, nonce: str, game_id: str) -> str:
    """What a returning guest sends: an HMAC of the host's fresh challenge under the session key."""
    return hmac.new(key, f"playmat-resume\0{nonce}\0{game_id}".encode(), hashlib.sha256).hexdigest()


def proves(key: bytes, nonce: str, game_id: str, claimed: str) -> bool:
    return bool(key) and hmac.compare_digest(proof(key, nonce, game_id), claimed)
