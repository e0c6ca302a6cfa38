"""Invented card pools in the exact shapes of the community card databases (community-card-data.md), quirks included.

Every card here is our own: names, text and numbers are made up. Each builder returns `SourceFile`s as a folder,
zip or set file would give them."""

from __future__ import annotations

import json
from typing import Any

from engine.formats.importers import SourceFile

ONE_PIECE_TEXTS = (
    None,  # vanilla
    "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the "
    "attack.)",
    "[On Play] Look at the top 3 cards of your deck and put them back in any order.",
    "[DON!! x1] [When Attacking] Up to 1 of your Characters gains +1000 power during this turn.",
    "[DON!! x2] This Character gains [Rush].<br>(This card can attack on the turn in which it is played.)",
    "[Rush] (This card can attack on the turn in which it is played.)",
    "[Activate: Main] [Once Per Turn] You may rest this Character: Draw 1 card.",
    "[On K.O.] Draw 1 card.",
    "[Your Turn] This Character gains +1000 power if you have 3 or more Characters.",
    "[Double Attack] (This card deals 2 damage.)",
    "[On Block] Draw 1 card &amp; trash 1 card from your hand.",
    "[Banish] (When this card deals damage, the target card is trashed without activating its Trigger.)",
    None,
)


def _punk(card_id: str, name: str, category: str, color: str, cost: int | None, power: int | None,
          counter: int | None, effect: str | None, trigger: str | None = None) -> dict[str, Any]:  # fmt: skip
    return {
        "attributes": ["Slash"], "block_number": 9, "category": category, "colors": [color], "cost": cost,
        "counter": counter, "effect": effect, "id": card_id,
        "img_full_url": f"http://127.0.0.1:1/cards/{card_id}.png?260616",
        "img_url": f"../images/cardlist/card/{card_id}.png", "name": name, "pack_id": "900001", "power": power,
        "rarity": "Common", "trigger": trigger, "types": ["Lantern Guild"],
    }  # fmt: skip


def punk_records_pool(prefix: str = "ZZ01") -> list[SourceFile]:
    """A punk-records folder: one file per card under english/cards/<pack>/, parallels as _p1, packs.json."""
    cards: list[dict[str, Any]] = [
        _punk(f"{prefix}-001", "Captain Mirela Quay", "Leader", "Red", 5, 5000, None,
              "[DON!! x1] [When Attacking] Up to 1 of your Characters gains +1000 power during this turn."),
        _punk(f"{prefix}-001_p1", "Captain Mirela Quay", "Leader", "Red", 5, 5000, None,
              "[DON!! x1] [When Attacking] Up to 1 of your Characters gains +1000 power during this turn."),
        _punk(f"{prefix}-002", "Warden Ostrel", "Leader", "Green", 4, 5000, None,
              "[Your Turn] All of your {Lantern Guild} Characters gain +1000 power."),
    ]  # fmt: skip
    for number in range(3, 17):
        color = "Red" if number % 2 else "Green"
        text = ONE_PIECE_TEXTS[number % len(ONE_PIECE_TEXTS)]
        trigger = "[Trigger] Play this card." if number % 5 == 0 else None
        cards.append(_punk(f"{prefix}-{number:03d}", f"Deckhand No. {number}", "Character", color, 1 + number % 5,
                           1000 * (1 + number % 6), 1000 if number % 3 else None, text, trigger))  # fmt: skip
    for number, color in ((17, "Red"), (18, "Green")):
        cards.append(_punk(f"{prefix}-{number:03d}", f"Tide Call {number}", "Event", color, 1, None, None,
                           "[Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle.",
                           "[Trigger] Activate this card's [Counter] effect."))  # fmt: skip
        plan = "[Main] Draw 2 cards." if color == "Green" else (
            "[Main] Look at the top 3 cards of your deck and put them back in any order.")  # fmt: skip
        cards.append(_punk(f"{prefix}-{number + 2:03d}", f"Harbor Plan {number}", "Event", color, 2, None, None,
                           plan, "[Trigger] Activate this card's [Main] effect."))  # fmt: skip
    cards.append(
        _punk(
            f"{prefix}-021",
            "Lantern Dock",
            "Stage",
            "Red",
            1,
            None,
            None,
            "[Activate: Main] You may rest this Stage: Up to 1 of your Leader gains +1000 power.",
        )
    )
    for number in range(22, 36):  # enough of each colour for two 50-card decks
        color = "Red" if number % 2 else "Green"
        text = ONE_PIECE_TEXTS[number % len(ONE_PIECE_TEXTS)]
        cards.append(_punk(f"{prefix}-{number:03d}", f"Crew Member No. {number}", "Character", color, 2 + number % 4,
                           2000 + 1000 * (number % 4), 1000, text))  # fmt: skip
    files = [
        SourceFile(f"english/cards/900001/{card['id']}.json", json.dumps(card, ensure_ascii=False).encode())
        for card in cards
    ]
    parts = {"label": "ZZ-01", "prefix": "BOOSTER PACK", "title": "LANTERN TIDES"}
    packs = {"900001": {"id": "900001", "raw_title": "BOOSTER PACK -LANTERN TIDES- [ZZ-01]", "title_parts": parts}}
    files.append(SourceFile("english/packs.json", json.dumps(packs).encode()))
    return files


def punk_records_broken() -> list[SourceFile]:
    """Records and files that are wrong in the ways real files are: each must be reported, none may crash."""
    bom = _punk("ZZ09-001", "Byte Order Sailor", "Character", "Red", 2, 3000, 1000, None)
    bad = [
        ("bad-category", _punk("ZZ09-002", "Wrong Kind", "Captain", "Red", 1, 1000, None, None)),
        ("bad-colour", _punk("ZZ09-003", "Teal Drifter", "Character", "Teal", 1, 1000, None, None)),
        ("no-cost-event", _punk("ZZ09-004", "Free Lunch", "Event", "Red", None, None, None, "[Main] Draw 1 card.")),
        ("text-power", _punk("ZZ09-005", "Wordy Power", "Character", "Red", 1, None, None, None) | {"power": "lots"}),
        ("no-name", _punk("ZZ09-006", "", "Character", "Red", 1, 1000, None, None)),
        ("list-id", _punk("ZZ09-007", "Odd Id", "Character", "Red", 1, 1000, None, None) | {"id": ["ZZ09-007"]}),
    ]
    files = [SourceFile(f"english/cards/900009/{label}.json", json.dumps(card).encode()) for label, card in bad]
    files += [
        SourceFile("english/cards/900009/ZZ09-001.json", b"\xef\xbb\xbf" + json.dumps(bom).encode()),
        SourceFile("english/cards/900009/latin1.json", '{"name": "Caf\u00e9 Cook"}'.encode("latin-1")),
        SourceFile("english/cards/900009/utf16.json", json.dumps(bom | {"id": "ZZ09-008"}).encode("utf-16")),
        SourceFile("english/cards/900009/huge.json", b'{"id": "ZZ09-009", "cost": ' + b"9" * 5000 + b"}"),
        SourceFile("english/cards/900009/cut.json", b'{"id": "ZZ09-010", "name": "Cut Of'),
        SourceFile("english/cards/900009/notes.json", b'{"hello": "world"}'),
    ]
    return files


def _optcg(card_id: str, number: str, name: str, card_class: str, color: str, cost: str | None, life: str | None,
           power: str | None, effect: str | None, parallel: bool = False) -> dict[str, Any]:  # fmt: skip
    return {
        "id": card_id, "number": number, "name": name + (" (Parallel)" if parallel else ""), "rarity": "C",
        "cardClass": card_class, "cost": cost, "life": life, "attribute": ["Wisdom"], "power": power,
        "counter": "1000" if card_class == "CHARACTER" else None, "color": [color], "feature": ["Cloud Court"],
        "trigger": None, "blockIcon": "9", "effect": effect, "imageUrl": f"http://127.0.0.1:1/{card_id}.png",
        "isParallel": parallel, "languages": ["English", "Korean"],
        "foreignData": [{"language": "Korean", "name": "\uc774\ub984", "effect": None, "trigger": None,
                         "attribute": ["\uc9c0\ud61c"], "feature": ["\uad6c\ub984"]}],
    }  # fmt: skip


def optcgjson_set(code: str = "ZY01") -> SourceFile:
    """An optcgjson set file: numbers as strings, Life in `life`, parallels with " (Parallel)", a broken record."""
    cards = [
        _optcg(f"{code}-001", f"{code}-001", "Skyward Regent Aulis", "LEADER", "Blue", None, "5", "5000",
               "[Activate: Main] [Once Per Turn] Draw 1 card, then trash 1 card from your hand."),
        _optcg(f"{code}-001_p1", f"{code}-001", "Skyward Regent Aulis", "LEADER", "Blue", None, "5", "5000",
               "[Activate: Main] [Once Per Turn] Draw 1 card, then trash 1 card from your hand.", parallel=True),
        _optcg(f"{code}-002", f"{code}-002", "Cloud Courier", "CHARACTER", "Blue", "2", None, "3000", None),
        _optcg(f"{code}-003", f"{code}-003", "Storm Warden", "CHARACTER", "Blue", "4", None, "5000",
               "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target "
               "of the attack.)"),
        _optcg(f"{code}-004", f"{code}-004", "Endless Drizzle", "CHARACTER", "Blue", "1", None, "1000",
               "Under the rules of this game, you may have any number of this card in your deck.\n[Blocker]"),
        _optcg(f"{code}-005", f"{code}-005", "Gale Sermon", "EVENT", "Blue", "1", None, None,
               "[Counter] Up to 1 of your Leader or Character cards gains +3000 power during this battle."),
        _optcg(f"{code}-006", f"{code}-006", "Broken Kite", "CHARACTER", "Blue", "x", None, "1000", None),
        _optcg(f"{code}-007", f"{code}-007", "Free Rain", "EVENT", "Blue", None, None, None, "[Main] Draw 1 card."),
    ]  # fmt: skip
    document = {
        "meta": {"date": "2026-01-01", "version": "1.0.0"},
        "data": {"code": code, "name": f"BOOSTER PACK -CLOUD COURT- [{code}]", "type": "booster", "cards": cards},
    }
    return SourceFile(f"output/{code}.json", json.dumps(document, ensure_ascii=False, indent=2).encode())


def _ws_en(code: str, name: str, kind: str, color: str, level: str, cost: str, power: str, soul: int,
           trigger: list[str], abilities: list[str]) -> dict[str, Any]:  # fmt: skip
    prefix, _, sid = code.partition("-")
    title, _, release = prefix.partition("/")
    return {
        "name": name, "code": code, "rarity": "C", "expansion": "Paper Lantern Academy", "side": release[0],
        "type": kind, "color": color, "level": level, "cost": cost, "power": power, "soul": soul, "trigger": trigger,
        "attributes": ["Lantern", "Academy"] if kind != "Climax" else ["-", "-"], "ability": abilities,
        "flavor_text": "-", "set": title, "release": release[1:], "sid": sid,
        "image": f"http://127.0.0.1:1/ws/{code.replace('/', '_')}.png",
    }  # fmt: skip


WS_TEXTS = (
    [],
    ["【AUTO】 When this card is placed on the stage from your hand, look at up to 1 card from the top of your deck, "
     "and put it on the top of your deck or into your waiting room."],
    ["【CONT】 All of your other 《Lantern》 characters get +500 power."],
    ["【AUTO】 When this card attacks, choose 1 of your characters, and that character gets +1000 power until end "
     "of turn."],
    ["【ACT】 [(1) 【REST】 this card] Choose 1 of your characters, and that character gets +1500 power until end of "
     "turn."],
    ["【AUTO】 When this card becomes 【REVERSE】, you may put the top card of your deck into your waiting room."],
    ["【AUTO】 Encore [Put 1 character from your hand into your waiting room] (When this card is put into your "
     "waiting room from the stage, you may pay the cost. If you do, return this card to its previous stage position "
     "as 【REST】)"],
)  # fmt: skip


def ws_english_set(prefix: str = "PLA/S01") -> SourceFile:
    """A WeissSchwarz-ENG-DB set file: level/cost/power as text, "-" on climaxes, soul as a number, broken records."""
    cards = []
    for number in range(1, 19):
        level = str(min(3, (number - 1) // 5))
        cards.append(_ws_en(f"{prefix}-E{number:03d}", f"Lantern Student {number}", "Character", "YELLOW", level,
                            str(min(2, int(level))), str(1500 + 1500 * int(level) + 500 * (number % 3)),
                            1 + number // 10,
                            ["SOUL"] if number % 4 == 0 else [], WS_TEXTS[number % len(WS_TEXTS)]))  # fmt: skip
    cards.append(_ws_en(f"{prefix}-E018SP", "Lantern Student 18", "Character", "YELLOW", "3", "2", "9000", 2, [],
                        WS_TEXTS[18 % len(WS_TEXTS)]))  # fmt: skip
    cards.append(
        _ws_en(
            f"{prefix}-E019",
            "Festival Plan",
            "Event",
            "YELLOW",
            "1",
            "1",
            "-",
            0,
            [],
            ["Draw up to 2 cards, choose 1 card in your hand, and put it into your waiting room."],
        )
    )
    cards.append(_ws_en(f"{prefix}-E020", "Shared Umbrella", "Climax", "YELLOW", "-", "-", "-", 0, ["SOUL", "SOUL"],
                        ["【CONT】 All of your characters get +1000 power and +1 soul."]))  # fmt: skip
    cards.append(_ws_en(f"{prefix}-E021", "Odd Icon", "Climax", "YELLOW", "-", "-", "-", 0, ["CHOICE"],
                        ["【CONT】 All of your characters get +1000 power."]))  # fmt: skip
    cards.append(_ws_en(f"{prefix}-E022", "Bad Level", "Character", "YELLOW", "high", "0", "500", 1, [], []))
    cards.append(_ws_en(f"{prefix}-E023", "Bad Colour", "Character", "ORANGE", "0", "0", "500", 1, [], []))
    cards.append(_ws_en(f"{prefix}-E024", "No Cost Event", "Event", "YELLOW", "0", "-", "-", 0, [], ["Draw 1 card."]))
    return SourceFile(f"DB/{prefix.replace('/', '_')}.json", json.dumps(cards, ensure_ascii=False, indent=4).encode())


ATTACK_JP = (
    "\u3010\u81ea\u3011 \u3053\u306e\u30ab\u30fc\u30c9\u304c\u30a2\u30bf\u30c3\u30af\u3057\u305f\u6642\u3001"
    + ("\u3042\u306a\u305f\u306f1\u679a\u5f15\u304f\u3002\u003cbr\u003e")
)  # "【自】 When this card attacks, draw 1 card." in Japanese, with the source's <br>


def wsoffdata_pool(title: str = "5QQ", release: str = "W90") -> list[SourceFile]:
    """wsoffdata files: one Japanese card per file, numbers as text, `name` empty, parallels as separate files."""
    files = []
    for number, suffix in ((1, ""), (1, "OFR"), (2, ""), (3, ""), (4, "SSP")):
        record = {
            "set": title, "setName": "\u6620\u753b\u300c\u63d0\u706f\u300d", "side": "W", "release": release[1:],
            "id": f"{number:03d}{suffix}", "name": "", "jpName": f"\u63d0\u706f\u306e\u5b50 {number}",
            "cardType": "CH" if number < 4 else "CX", "colour": "RED",
            "level": "0" if number < 4 else "-", "cost": "0" if number < 4 else "-",
            "power": str(1000 * number) if number < 4 else "-", "soul": "1" if number < 4 else "0",
            "rarity": suffix or "C", "breakDeckbuilding": False, "EN_Equivalent": False, "flavourText": "-",
            "trigger": None if number < 4 else ["SOUL"],
            "ability": [ATTACK_JP] if number == 2 else [],
            "specialAttrib": ["\u63d0\u706f"], "version": "4", "cardcode": f"{title}/{release}-{number:03d}{suffix}",
            "imageURL": f"http://127.0.0.1:1/{title}_{number}.png", "tags": None, "expansionId": 9,
        }  # fmt: skip
        files.append(SourceFile(f"{title}/{release}/{title}-{release}-{number:03d}{suffix}.json",
                                json.dumps(record, ensure_ascii=False, indent="\t").encode()))  # fmt: skip
    return files


BSS_EFFECTS = (
    [],
    [{"levels": [1, 2, 3], "condition": "N/A", "keywords": [{"keyword_name": "Gale", "keyword_modifier": 1}],
      "details": "N/A", "steps": []}],
    [{"levels": [1, 2, 3], "condition": "When Summoned", "keywords": [],
      "details": "Draw a card, then discard a card.", "steps": []}],
    [{"levels": [2, 3], "condition": "When This Spirit Attacks", "keywords": [],
      "details": "Select one of your opponent's spirits with 3000 or less BP and destroy it.", "steps": []}],
    [{"levels": [1, 2, 3], "condition": "N/A", "keywords": [{"keyword_name": "Confront", "keyword_modifier": None}],
      "details": "N/A", "steps": []}],
    [{"levels": [], "condition": "N/A", "keywords": [{"keyword_name": "Ascend", "keyword_modifier": 6}],
      "details": "N/A", "steps": []},
     {"levels": [1, 2, 3], "condition": "During Your Attack Step", "keywords": [],
      "details": "All your spirits get +1000 BP.", "steps": []}],
)  # fmt: skip


def _bss(card_id: str, name: str, kind: str, color: str, cost: str, effects: list[Any],
         levels: list[tuple[int, int]]) -> dict[str, Any]:  # fmt: skip
    return {
        "name": name, "ID": card_id, "set": card_id.split("-")[0], "image": f"images/ZS/{card_id}.png",
        "color": [color], "cost": cost, "reduction": [color.lower()],
        "symbols": [color.lower()] if kind != "MAGIC" else [],
        "cardType": kind, "subType": ["SKY KNIGHT"] if kind == "SPIRIT" else [""], "rarity": "C", "effects": effects,
        "core_requirements": [{"level": n + 1, "battlePoints": bp, "cores": cores} for n, (cores, bp) in
                              enumerate(levels)],
    }  # fmt: skip


def bss_companion_pool(prefix: str = "ZS01") -> list[SourceFile]:
    """BSS Companion files: json/Sets/<SET>/<ID>.json, costs as text, alternate arts as _p1, a nexus with
    subType [""], magic cards with their Main/Flash steps, and broken records."""
    cards = []
    for number in range(1, 15):
        effects = BSS_EFFECTS[number % len(BSS_EFFECTS)]
        cards.append(_bss(f"{prefix}-{number:03d}", f"Sky Knight {number}", "SPIRIT", "Red", str(1 + number % 5),
                          effects, [(1, 2000 + 1000 * (number % 4)), (3, 5000 + 1000 * (number % 4))]))  # fmt: skip
    cards.append(_bss(f"{prefix}-001_p1", "Sky Knight 1", "SPIRIT", "Red", "2", BSS_EFFECTS[1], [(1, 3000), (3, 6000)]))
    cards.append(_bss(f"{prefix}-015", "Ember Keep", "NEXUS", "Red", "3", [
        {"levels": [1, 2], "condition": "During Your Attack Step", "keywords": [],
         "details": "Draw a card when one of your spirits is destroyed.", "steps": []}], [(0, 0), (3, 0)]))  # fmt: skip
    cards.append(_bss(f"{prefix}-016", "Flame Volley", "MAGIC", "Red", "3", [
        {"levels": [], "condition": "N/A", "keywords": [], "details": "Select a spirit with 4000 or less BP and "
         "destroy it.", "steps": ["Main", "Flash"]}], []))  # fmt: skip
    cards.append(_bss(f"{prefix}-017", "Ember Toll", "MAGIC", "Red", "2", [
        {"levels": [], "condition": "When You Lose Life", "keywords": [{"keyword_name": "Burst",
         "keyword_modifier": None}], "details": "Draw two cards.", "steps": []},
        {"levels": [], "condition": "N/A", "keywords": [], "details": "Draw a card.", "steps": ["Main"]},
    ], []))  # fmt: skip
    broken = [
        ("bad-type", _bss(f"{prefix}-090", "Odd Trap", "TRAP", "Red", "1", [], [])),
        ("bad-cost", _bss(f"{prefix}-091", "Costly", "SPIRIT", "Red", "lots", [], [(1, 1000)])),
        ("no-levels", _bss(f"{prefix}-092", "Levelless", "SPIRIT", "Red", "1", [], [])),
    ]
    files = [SourceFile(f"json/Sets/{prefix}/{card['ID']}.json", json.dumps(card, indent=4).encode()) for card in cards]
    files += [SourceFile(f"json/Sets/{prefix}/{label}.json", json.dumps(card).encode()) for label, card in broken]
    return files


DBS_SKILLS = (
    "\u2010",  # a vanilla card's skill is a single U+2010 hyphen
    "[Blocker] (When one of your other cards is attacked, you may switch this card to Rest Mode and change the "
    "target of the attack to this card)",
    "[Auto] When you play this card, draw 1 card.",
    "[Double Strike] (This card inflicts 2 damage instead of 1 when attacking) | [Auto] When this card attacks, "
    "choose 1 of your opponent's Battle Cards with 10000 or less power and KO it.",
    "[Activate Main] [Once per turn] : Switch this card to Active Mode.",
    "[Permanent] This card can attack Battle Cards in Active Mode.",
    "[Evolve] : \uff1cStorm Lancer\uff1e (Play this card on top of the specified card) | [Critical]",
)


def _dbs(number: str, name: str, kind: str, power: str, energy: str, combo: tuple[str, str], skill: str,
         back: tuple[str, str] | None = None) -> dict[str, Any]:  # fmt: skip
    back_power, back_skill = back or ("", "")
    return {
        "cardNumber": number, "name": name, "type": kind, "color": "Red", "power": power, "energy": energy,
        "comboEnergy": combo[0], "comboPower": combo[1], "character": "Storm Lancer" if kind != "EXTRA" else "",
        "specialTrait": "Sky Tribe/Lancer" if kind != "EXTRA" else "", "era": "Tempest Saga" if kind != "EXTRA" else "",
        "skill": skill, "backPower": back_power, "backCharacter": "Storm Lancer" if back else "",
        "backSpecialTrait": "Sky Tribe" if back else "", "backEra": "Tempest Saga" if back else "",
        "backSkill": back_skill,
    }  # fmt: skip


def dbs_tracker_set(prefix: str = "ZT1") -> SourceFile:
    """A dbs-tracker bt1_scraped.json-shaped file: energy "3(RR)" (a Unison's "X(KK)"), combo as text, " | "
    between skills, Leader back fields, _PR/_SPR prints, a [Permanent] copy limit, and broken records."""
    awaken = "[Awaken] When your life is at 4 or less : You may draw 2 cards and flip this card over."
    cards = [
        _dbs(f"{prefix}-001", "Storm Lancer", "LEADER", "10000", "", ("", ""),
             "[Auto] When this card attacks, it gains +5000 power for the duration of the turn. | " + awaken,
             ("15000", "[Auto] When this card attacks, draw 1 card.")),
        _dbs(f"{prefix}-002", "Gale Regent", "LEADER", "10000", "", ("", ""), awaken, ("15000", "\u2010")),
    ]  # fmt: skip
    for number in range(3, 18):
        energy = f"{1 + number % 4}({'R' * (1 + number % 2)})"
        cards.append(_dbs(f"{prefix}-{number:03d}", f"Sky Lancer {number}", "BATTLE", str(5000 * (1 + number % 4)),
                          energy, ("0", "5000"), DBS_SKILLS[number % len(DBS_SKILLS)]))  # fmt: skip
    cards.append(_dbs(f"{prefix}-005_PR", "Sky Lancer 5", "BATTLE", "10000", "2(RR)", ("0", "5000"), DBS_SKILLS[5]))
    cards.append(_dbs(f"{prefix}-018", "Tempest Call", "EXTRA", "", "1(R)", ("", ""),
                      "[Activate Main] Draw 2 cards. | [Counter Attack] Negate the attack."))  # fmt: skip
    cards.append(_dbs(f"{prefix}-019", "Endless Squall", "BATTLE", "5000", "1(R)", ("0", "5000"),
                      "[Permanent] You can include up to 8 copies of this card in your deck."))  # fmt: skip
    cards.append(_dbs(f"{prefix}-090", "Unison Storm", "UNISON", "10000", "X(KK)", ("", ""), "\u2010"))
    cards.append(_dbs(f"{prefix}-091", "Powerless", "BATTLE", "", "2(R)", ("0", "5000"), "\u2010"))
    cards.append(_dbs(f"{prefix}-092", "Half Combo", "BATTLE", "5000", "2(R)", ("1", ""), "\u2010"))
    cards.append(_dbs(f"{prefix}-093", "Odd Kind", "ZORD", "5000", "2(R)", ("0", "5000"), "\u2010"))
    cards.append(_dbs(f"{prefix}-094", "X Marks", "BATTLE", "5000", "X(R)", ("0", "5000"), "\u2010"))
    return SourceFile(f"scripts/data_tools/{prefix.lower()}_scraped.json", json.dumps(cards, ensure_ascii=False,
                                                                                     indent=2).encode())  # fmt: skip


def dbs_scraper_file(prefix: str = "ZU1") -> SourceFile:
    """A dbs-scraper cards.json-shaped file: HTML entities, "\\n" between skills, `cardBack` objects on Leaders, and
    no energy costs at all (this version of the file has none)."""
    cards = [
        {"type": "LEADER", "seriesName": "Series 9 Booster", "seriesFullName": "TEMPEST RISING",
         "skillDescription": "[Awaken] When your life is at 4 or less : You may draw 2 cards and flip this card over.",
         "skillKeywords": ["Awaken"], "cardNumber": f"{prefix}-001", "cardName": "Rain Warden", "rarity": "Rare[R]",
         "color": "Red", "power": "10000", "character": "Rain Warden", "specialTrait": "Sky Tribe",
         "era": "Tempest Saga", "cardBack": {"skillDescription": "[Auto] When this card attacks, draw 1 card.",
                                              "cardNumber": f"{prefix}-001", "cardName": "Rain Warden, Unbound",
                                              "type": "LEADER", "color": "Red", "power": "15000",
                                              "character": "Rain Warden", "specialTrait": "Sky Tribe",
                                              "era": "Tempest Saga"}},
        {"type": "BATTLE", "seriesName": "Series 9 Booster", "seriesFullName": "TEMPEST RISING",
         "skillDescription": "[Auto] When you play a red &#x300A;Sky Tribe&#x300B;, draw 1 card.",
         "skillKeywords": ["Auto"], "cardNumber": f"{prefix}-002", "cardName": "Cloud Runner",
         "rarity": "Common[C]", "color": "Red", "power": "10000", "character": "Cloud Runner",
         "specialTrait": "Sky Tribe", "era": "Tempest Saga", "cardBack": None},
    ]  # fmt: skip
    return SourceFile("src/cards.json", json.dumps(cards).encode())


def _tcg(product: int, name: str, data: dict[str, str]) -> dict[str, Any]:
    return {
        "productId": product, "name": name, "cleanName": name.replace(".", ""),
        "imageUrl": f"http://127.0.0.1:1/product/{product}_200w.jpg", "categoryId": 68, "groupId": 99999,
        "url": f"http://127.0.0.1:1/product/{product}", "modifiedOn": "2026-01-01T00:00:00", "imageCount": 1,
        "presaleInfo": {"isPresale": False, "releasedOn": None, "note": None},
        "extendedData": [{"name": k, "displayName": k, "value": v} for k, v in data.items()],
    }  # fmt: skip


def tcgplayer_catalogue(prefix: str = "ZP01") -> SourceFile:
    """A TCGplayer catalogue dump: sealed products with no extendedData, an "(Alternate Art)" product sharing the
    card's Number, " - ZP01-003" name suffixes, HTML in Description, "A;B" subtypes, and a Leader without Life."""
    blocker = ("[Blocker] <em>(After your opponent declares an attack, you may rest this card to make it the new target"
               " of the attack.)</em>\r\n<br>[On Play] <strong>You may trash 1 card from your hand:</strong> Draw 1 "
               "card.")  # fmt: skip
    character = {"Rarity": "R", "Number": f"{prefix}-002", "Description": blocker, "Color": "Green",
                 "CardType": "Character", "Cost": "3", "Power": "3000", "Subtypes": "Reef Guard;Tidefolk",
                 "Counterplus": "1000", "Attribute": "Special"}  # fmt: skip
    results = [
        _tcg(1, "Reef Tides - Booster Box", {}),
        _tcg(2, "Reef Sentinel", character),
        _tcg(3, "Reef Sentinel (Alternate Art)", character),
        _tcg(
            4,
            "Shell Scout - ZP01-003",
            {**character, "Number": f"{prefix}-003", "Description": "", "Cost": "1", "Power": "2000"},
        ),
        _tcg(
            5,
            "Reef Warden",
            {
                "Rarity": "L",
                "Number": f"{prefix}-001",
                "Description": "",
                "Color": "Green",
                "CardType": "Leader",
                "Power": "5000",
                "Subtypes": "Reef Guard",
            },
        ),
    ]
    return SourceFile("tcgcsv/99999/products", json.dumps({"totalItems": len(results), "success": True,
                                                           "errors": [], "results": results}).encode())  # fmt: skip
