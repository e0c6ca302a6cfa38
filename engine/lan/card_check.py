"""When the two sides' card data differ: which sets and which cards, in words, so the players can fix it."""

from __future__ import annotations

from collections.abc import Mapping

from engine.formats.cards import CardDatabase

MAX_NAMED = 12
"""Cards named one by one; past that, a count."""


def card_sets_of(database: CardDatabase) -> dict[str, str]:
    """Each card's set, by card id (sent with the card digests)."""
    return {card.id: card.set_id for card in database.cards()}


def _listed(ids: list[str]) -> str:
    shown = ", ".join(ids[:MAX_NAMED])
    return shown + (f" and {len(ids) - MAX_NAMED} more" if len(ids) > MAX_NAMED else "")


def card_differences(host: CardDatabase, guest_cards: Mapping[str, str], guest_sets: Mapping[str, str]) -> list[str]:
    """The differences between the host's card data and the guest's (card id → digest, card id → set), by set."""
    mine = host.card_digests()
    my_sets = card_sets_of(host)
    if not guest_cards:
        return []  # an older guest that sent no card list: only the digest can be compared
    found: list[str] = []
    sets = sorted(set(my_sets.values()) | set(guest_sets.values()))
    for set_id in sets:
        host_ids = sorted(i for i, s in my_sets.items() if s == set_id)
        guest_ids = sorted(i for i, s in guest_sets.items() if s == set_id)
        if not guest_ids:
            found.append(f"card set {set_id}: only the host has it ({len(host_ids)} cards)")
            continue
        if not host_ids:
            found.append(f"card set {set_id}: only the guest has it ({len(guest_ids)} cards)")
            continue
        only_host = [i for i in host_ids if i not in guest_cards]
        only_guest = [i for i in guest_ids if i not in mine]
        changed = [i for i in host_ids if i in guest_cards and guest_cards[i] != mine[i]]
        if only_host:
            found.append(f"card set {set_id}: only the host has {_listed(only_host)}")
        if only_guest:
            found.append(f"card set {set_id}: only the guest has {_listed(only_guest)}")
        if changed:
            found.append(f"card set {set_id}: {_listed(changed)} differ (import the same version of the set)")
    return found
