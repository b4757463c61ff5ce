"""The printed part of a card in the state notation: its definition, written as attributes.

A card item of the notation (:mod:`checker.engine.notation`) carries two kinds of attributes:
what this copy is doing in this game (name, owner, side, counters), read there, and what the
card prints, read here into a :class:`~checker.engine.cards.CardDefinition`. The card data file
(:mod:`checker.engine.card_data`) uses the same words and values, so a card written out in a
scenario's ``Given`` and the same card in the data file are one definition.

The words are declared in :mod:`checker.engine.card_schema`, with what each means: attributes
``key=value`` (``code=01094``, ``traits="Brute,Criminal"``, ``atk=2``, ``hp=14p``, where ``p``
is the per-player icon; an attachment's ATK, THW or SCH modifier may be negative, ``atk=-2``),
flags (``double``, ``single``, ``boost-star``) and keywords, bare or with a number or a text
(``guard retaliate=1 linked="Cap" uses="3 charge"``). An ability is written::

    ability="response: threat+1, Rhino charges"
    ability="constant(in-play-and-out-of-play.2.6.1): used-from-out-of-play"
                            its timing trigger, optionally the clause or card that grants it in
                            parentheses, a colon and its effects
    ability="response[enters-play]: stun an enemy"
    ability="response[enters-play minion]: deal 2 damage"
                            an interrupt or response with its triggering condition in
                            brackets: the occurrence, about this card, or about any card of
                            the type named after it
    ability="action: exhaust, pay+1 -> draw+1"
                            what comes before the arrow is the ability's cost (cost.2)
    ability="hero-action(attack): damage+3"
                            a labeled ability: the labels (attack, thwart, defense, joined by
                            ``/``) in the parentheses
    reveal-a="accel+1"      a "When Revealed" ability: its effects only (so are
                            reveal-b and when-completed)

Effects: ``threat+N`` (place N threat on this card, ``p`` per player), ``accel+N`` (acceleration
tokens), ``used-from-out-of-play`` (the ability is used from an out-of-play area),
``refers-to-out-of-play`` (it may target out-of-play cards), ``exhaust`` (exhaust this card, a
cost), ``generate+wild`` (generate a resource of that type), ``damage+N``, ``damage-minion+N``
and ``remove-threat+N`` (on a target the player chooses), ``draw+N``, ``draw-per-excess+N`` (N cards
for each excess damage of the attack that triggered it), ``draw-per-minion+N/M`` (N
for each minion in play, to a maximum of M), ``allies-atk-until-phase+N`` and
``atk-per-minion-until-phase+N`` (lasting effects), ``next-costs-less+N`` (a modifier to the
cost of the next card its player plays), ``exhaust-you``, ``stun-you`` and ``confuse-you`` (on
the identity of the player resolving the ability), ``indirect-you+N`` (indirect damage that
player assigns among their characters), ``exhaust-friendly+ally``, ``choose-exhaust+minion``,
``discard-cards+N`` and ``discard-up-to+N`` (costs whose elements the player chooses), ``cannot-take-damage`` (a constant ability of
a character), ``players-win`` and ``players-lose``, ``attack-ally`` (this enemy, or else the
villain, attacks an ally of the player resolving the ability), ``search+ally`` (search the deck
for a card of that type), ``take-control+ally`` (of a card of that type another player
controls), ``discard-hand`` (a card of the hand of the player resolving the ability, who chooses
it), ``play-from-discard+ally`` (a constant ability: its player may play cards of that type from
their discard pile), ``double+atk``, ``halve+atk`` and ``set+atk/1`` (a constant ability of an
attachment or upgrade on the stat of the character it is attached to), ``ready-character``
(ready a character its player chooses), ``attached-cannot-ready`` (a constant ability of an
attachment or upgrade), ``basic-attack`` and ``basic-thwart`` (the character making the ability uses that
basic power, without exhausting), ``declare-defender`` (the character making it defends an
enemy attack without exhausting), the repetitions of ``for-each+support/damage+1`` and
``for-each-choose+upgrade/damage+2``, ``look+N`` and
``look-discard+N`` (the top N cards of the deck),
``shuffle-discard``, the options of ``either+damage+1/draw+1`` and ``choose-two+...``, the
targets of ``targets+2/damage+1`` and ``any-targets+stun``, the effect of
``each+remove-threat+1`` on each valid target, the effects of ``same-target+damage+2/stun`` on
one target, ``cancel`` (cancel the effects its interrupt's triggering condition would resolve),
and before an effect ``then``, ``otherwise``, ``may``, ``if-hero`` or ``if-alter-ego``
(``discard+support, then draw+2``), ``ignore+guard`` (while it resolves, the ability treats
guard, patrol or the crisis icon as not there); any other text is an effect known by its name
only.
Hit points may be ``inf``, infinite, and any number ``-``, a dash (dash-value.1). Every attribute but the abilities describes every side of the card; ``a.`` or
``b.`` before a trait, side type, stat, icon or keyword attribute (``b.hand-size=6``) says only that side
prints it.

>>> draft = PrintedDraft()
>>> for key, value in [("traits", "Brute,Criminal"), ("hp", "14p"), ("retaliate", "1"), ("guard", None)]:
...     _ = read_printed(draft, key, value)
>>> printed = draft.definition(CardType.MINION)
>>> printed.faces[0].stats.hit_points, [item.keyword.value for item in printed.faces[0].keywords]
(Amount(value=14, per_player=True, infinite=False, dash=False), ['retaliate', 'guard'])
>>> format_printed(printed, "es")
('vida=14p', 'represalia=1', 'guardia', 'rasgos=Brute,Criminal')
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from functools import lru_cache
from types import MappingProxyType

from checker.engine import card_schema
from checker.engine.cards import (
    DOUBLE_SIDED_TYPES,
    Ability,
    CONFUSED,
    STUNNED,
    AccelerationTokenEffect,
    Amount,
    AttackAllyEffect,
    BasicPowerEffect,
    DeclareDefenderEffect,
    CancelEffect,
    PreventThreatEffect,
    IgnoreEffect,
    ReduceCostEffect,
    EventDamageEffect,
    AttackIncreaseEffect,
    ThwartIncreaseEffect,
    PowerIncreaseEffect,
    PlayIgnoringCostEffect,
    OnlyForEffect,
    DoubleResourcesEffect,
    CannotTakeDamageEffect,
    ActivateEffect,
    VillainHealsEffect,
    AdditionalCostEffect,
    MayEffect,
    OtherwiseEffect,
    ThenEffect,
    ConditionMetEffect,
    DamageEffect,
    ReadyEffect,
    AttachedCannotReadyEffect,
    AttachedReadyCostEffect,
    TakeControlEffect,
    ExhaustYouEffect,
    IndirectDamageYouEffect,
    ExhaustCardCost,
    DiscardCardsCost,
    IfHeroEffect,
    IfAlterEgoEffect,
    IfSpentEffect,
    StatusOnYouEffect,
    DealDamageCost,
    DiscardEffect,
    DelayedDrawEffect,
    DrawEffect,
    LastingAttackEffect,
    LastingAlliesAttackEffect,
    LastingAttackPerMinionEffect,
    NextCardCostsLessEffect,
    DrawPerMinionEffect,
    DrawPerExcessEffect,
    DiscardFromHandEffect,
    PlayFromDiscardEffect,
    MultiplyStatEffect,
    SetStatEffect,
    ExhaustEffect,
    GenerateEffect,
    RemoveThreatEffect,
    CardDefinition,
    CardType,
    ChooseOptionEffect,
    LookDiscardEffect,
    LookEffect,
    TargetsEffect,
    ForEachEffect,
    ConstantAttackEffect,
    ResolveSpecialEffect,
    EachEffect,
    SameTargetEffect,
    Effect,
    Face,
    Icons,
    Form,
    Keyword,
    KeywordValue,
    Label,
    Limit,
    NamedEffect,
    Occurrence,
    PayCost,
    Period,
    PlaceThreatEffect,
    RefersToOutOfPlay,
    RemoveCounterEffect,
    SearchEffect,
    ShuffleDiscardEffect,
    NemesisCardEffect,
    Resource,
    Side,
    SpendUseCost,
    Stats,
    TakeDamageCost,
    StatusEffect,
    LosesKeywordEffect,
    EachPlayerDiscardsEffect,
    GainsKeywordEffect,
    Trigger,
    TriggeringCondition,
    UsedFromOutOfPlay,
)
from checker.engine.errors import NOTATION_REASONS as R
from checker.engine.errors import NotationError
from checker.engine.schema import LANGS


@dataclass(frozen=True)
class CardWords:
    """The words of printed attributes in one language, each table keyed by the English word."""

    attributes: Mapping[str, str]
    flags: Mapping[str, str]
    keywords: Mapping[str, str]
    triggers: Mapping[str, str]
    occurrences: Mapping[str, str]
    effects: Mapping[str, str]
    resources: Mapping[str, str]
    types: Mapping[str, str]
    labels: Mapping[str, str]
    forms: Mapping[str, str]
    periods: Mapping[str, str]


STAT_FIELDS: Mapping[str, str] = MappingProxyType(
    {word.en: word.field for word in card_schema.ATTRIBUTES.values() if word.kind == "stat"}
)
"""Stat attributes -> the :class:`~checker.engine.cards.Stats` field they set."""

MULTIPLIED = frozenset({"atk", "thw", "sch"})
"""The stats a modifier may double, halve or set (``double+atk``, ``halve+sch``, ``set+atk/1``)."""

AMOUNT_STATS = frozenset(word.en for word in card_schema.ATTRIBUTES.values() if word.per_player)
"""Stats that may carry the per-player icon."""

ICON_FIELDS: Mapping[str, str] = MappingProxyType(
    {word.en: word.field for word in card_schema.ATTRIBUTES.values() if word.kind == "icon"}
)
"""Icon attributes -> the :class:`~checker.engine.cards.Icons` field they count."""

STATUS_EFFECTS: Mapping[str, str] = MappingProxyType({"stun": STUNNED, "confuse": CONFUSED})
"""The effect words that give an enemy a status card, and the counter of that status."""
STATUS_ON_YOU: Mapping[str, str] = MappingProxyType({"stun-you": STUNNED, "confuse-you": CONFUSED})
"""The effect words that give the identity of the player resolving the ability a status card."""
STATUS_ON_YOU_WORDS: Mapping[str, str] = MappingProxyType({status: word for word, status in STATUS_ON_YOU.items()})
STATUS_WORDS: Mapping[str, str] = MappingProxyType({status: word for word, status in STATUS_EFFECTS.items()})
"""The effect word of each status an effect gives."""

ABILITY_SIDES: Mapping[str, tuple[Side, Trigger | None]] = MappingProxyType(
    {word.en: (word.side, word.trigger) for word in card_schema.ATTRIBUTES.values() if word.kind == "ability"}
)
"""Ability attributes -> the side they are printed on, and the trigger they imply (if any)."""


def _card_words(lang: str) -> CardWords:
    return CardWords(**{table: card_schema.words(table, lang) for table in card_schema.GROUPS})


CARD_WORDS: Mapping[str, CardWords] = MappingProxyType({lang: _card_words(lang) for lang in LANGS})
"""The printed attributes' words per language, from :mod:`checker.engine.card_schema`."""

CARD_TABLES = tuple(item.name for item in fields(CardWords))


def _readers() -> dict[str, dict[str, str]]:
    """For each table, every word of every language mapped to its English word."""
    readers: dict[str, dict[str, str]] = {table: {} for table in CARD_TABLES}
    for words in CARD_WORDS.values():
        for table in CARD_TABLES:
            for english, word in getattr(words, table).items():
                if readers[table].setdefault(word, english) != english:
                    raise ValueError(f"card notation word {word!r} means two things in table {table!r}")
    return readers


READ = _readers()

AMOUNT = re.compile(r"(\d+)(p?)")
INFINITE = "inf"
"""Infinite hit points, ``hp=inf``, in either language."""
DASH = "-"
"""A value printed as a dash (–), ``cost=-`` or ``atk=-``, in either language (dash-value.1)."""
NUMBER_AND_TEXT = re.compile(r"(\d+p?)\s+(.+)")


# ----------------------------------------------------------------------------- reading


@dataclass
class FaceDraft:
    """What the attributes read so far say one side prints (or every side)."""

    traits: tuple[str, ...] | None = None
    stats: dict[str, object] = field(default_factory=dict)
    icons: dict[str, int] = field(default_factory=dict)
    keywords: list[KeywordValue] = field(default_factory=list)
    type: CardType | None = None


@dataclass
class PrintedDraft:
    """The printed attributes of one card while they are read."""

    code: str | None = None
    double_sided: bool | None = None
    every: FaceDraft = field(default_factory=FaceDraft)
    """What every side prints: the attributes written without a side."""
    sides: dict[Side, FaceDraft] = field(default_factory=lambda: {Side.A: FaceDraft(), Side.B: FaceDraft()})
    """What only one side prints: the attributes written with ``a.`` or ``b.``."""
    abilities: dict[Side, list[Ability]] = field(default_factory=lambda: {Side.A: [], Side.B: []})
    card: dict[str, object] = field(default_factory=dict)
    """Card-wide fields of :class:`CardDefinition`: cost, resources, boost, boost_star, atk_star, atk_indirect, attach_to, form_only,
    give_to, subtitle, alter_ego, unique, campaign, limit, maximum."""

    def face(self, side: Side) -> Face:
        own, every = self.sides[side], self.every
        return Face(
            traits=own.traits if own.traits is not None else every.traits or (),
            stats=Stats(**{**every.stats, **own.stats}),
            keywords=(*every.keywords, *own.keywords),
            icons=Icons(**{**every.icons, **own.icons}),
            abilities=tuple(self.abilities[side]),
            type=own.type or every.type,
        )

    def definition(self, card_type: CardType) -> CardDefinition:
        """The card these attributes describe, as a card of ``card_type``."""
        if self == BLANK:
            return _blank(card_type)
        double = self.double_sided
        if double is None:
            double = card_type in DOUBLE_SIDED_TYPES
        if not double and (self.abilities[Side.B] or self.sides[Side.B] != FaceDraft()):
            raise NotationError(R.SIDE_B_OF_SINGLE_SIDED_CARD, {})
        faces = (self.face(Side.A), self.face(Side.B)) if double else (self.face(Side.A),)
        return CardDefinition(card_type, faces, self.code, double, **self.card)


BLANK = PrintedDraft()
"""No printed attribute at all."""


@lru_cache(maxsize=None)
def _blank(card_type: CardType) -> CardDefinition:
    """A card of ``card_type`` that prints nothing the notation would say: one per type."""
    return CardDefinition(card_type)


SIDE_PREFIXES: Mapping[str, Side] = MappingProxyType({"a.": Side.A, "b.": Side.B})
"""Written before a face attribute (``b.hand-size=6``): only that side prints it."""

FACE_ATTRIBUTES = frozenset({"traits", "side-type", *STAT_FIELDS, *ICON_FIELDS})
"""The attributes that one side prints (keywords too); the others are the card's."""


TEXT_FIELDS: Mapping[str, str] = MappingProxyType(
    {"give-to": "give_to", "nemesis": "nemesis", "subtitle": "subtitle", "alter-ego": "alter_ego"}
)
"""Card-wide attributes holding a text as written, by notation word: the field of
:class:`CardDefinition` each sets."""


def read_printed(draft: PrintedDraft, word: str, value: str | None) -> bool:
    """Read one printed attribute (``value`` None for a bare flag or keyword) into ``draft``.

    False when ``word`` is not a printed attribute; a :class:`NotationError` (with no position)
    when its value is bad.
    """
    face = draft.every
    side = SIDE_PREFIXES.get(word[:2].lower())
    if side is not None:
        face, word = draft.sides[side], word[2:]
        if READ["attributes"].get(word) not in FACE_ATTRIBUTES and word not in READ["keywords"]:
            return False
    if value is None:
        return _read_flag(draft, face, word)
    attribute = READ["attributes"].get(word)
    if attribute is None:
        keyword = READ["keywords"].get(word)
        if keyword is None:
            return False
        face.keywords.append(_keyword_value(Keyword(keyword), value, word))
        return True
    if attribute == "code":
        draft.code = value
    elif attribute == "traits":
        face.traits = tuple(part.strip() for part in value.split(",") if part.strip())
    elif attribute == "side-type":
        face.type = CardType(_word("types", value, word))
    elif attribute in STAT_FIELDS and value.strip() == DASH:
        face.stats[STAT_FIELDS[attribute]] = 0
        face.stats["dashes"] = face.stats.get("dashes", frozenset()) | {STAT_FIELDS[attribute]}
    elif attribute in STAT_FIELDS:
        number = amount(value, word) if attribute in AMOUNT_STATS else signed_number(value, word)
        face.stats[STAT_FIELDS[attribute]] = number
    elif attribute in ICON_FIELDS:
        face.icons[ICON_FIELDS[attribute]] = number_of(value, word)
    elif attribute == "boost":
        draft.card["boost"] = number_of(value, word)
    elif attribute == "cost":
        draft.card["cost"] = amount(value, word)
    elif attribute == "resources":
        draft.card["resources"] = tuple(
            Resource(_word("resources", part.strip(), word)) for part in value.split(",") if part.strip()
        )
    elif attribute == "attach-to":
        draft.card["attach_to"] = CardType(_word("types", value, word))
    elif attribute == "form-only":
        draft.card["form_only"] = Form(_word("forms", value, word))
    elif attribute in TEXT_FIELDS:
        draft.card[TEXT_FIELDS[attribute]] = value
    elif attribute in ("limit", "max"):
        draft.card["limit" if attribute == "limit" else "maximum"] = _limit(value, word)
    else:
        ability_side, trigger = ABILITY_SIDES[attribute]
        draft.abilities[ability_side].append(read_ability(value, word, trigger))
    return True


def _read_flag(draft: PrintedDraft, face: FaceDraft, word: str) -> bool:
    flag = READ["flags"].get(word)
    if flag is not None and face is not draft.every:
        return False
    if flag == "boost-star":
        draft.card["boost_star"] = True
    elif flag == "atk-star":
        draft.card["atk_star"] = True
    elif flag == "atk-indirect":
        draft.card["atk_indirect"] = True
    elif flag == "unique":
        draft.card["unique"] = True
    elif flag == "campaign":
        draft.card["campaign"] = True
    elif flag == "nemesis-minion":
        draft.card["nemesis_minion"] = True
    elif flag in ("standard", "expert"):
        draft.card[flag] = True
    elif flag is not None:
        draft.double_sided = flag == "double"
    elif word in READ["keywords"]:
        face.keywords.append(KeywordValue(Keyword(READ["keywords"][word])))
    else:
        return False
    return True


def _word(table: str, text: str, attribute: str) -> str:
    english = READ[table].get(text.strip().lower())
    if english is None:
        raise NotationError(R.BAD_VALUE, {"text": text, "attribute": attribute})
    return english


def _limit(text: str, attribute: str) -> Limit:
    """``1/round``: a count, a slash, and a period or (for a maximum) a card type."""
    count, _, per = text.partition("/")
    period = READ["periods"].get(per.strip().lower())
    if period is not None:
        return Limit(number_of(count.strip(), attribute), Period(period))
    if READ["attributes"].get(attribute) == "limit":
        raise NotationError(R.BAD_VALUE, {"text": text, "attribute": attribute})
    return Limit(number_of(count.strip(), attribute), CardType(_word("types", per, attribute)))


def _format_limit(limit: Limit, words: CardWords) -> str:
    per = words.periods[limit.per.value] if isinstance(limit.per, Period) else words.types[limit.per.value]
    return f"{limit.count}/{per}"


def number_of(text: str, attribute: str) -> int:
    if not text.isdigit():
        raise NotationError(R.BAD_VALUE, {"text": text, "attribute": attribute})
    return int(text)


def signed_number(text: str, attribute: str) -> int:
    """A number that may be negative: the modifier an attachment prints, such as ``atk=-2``."""
    negative = text.strip().startswith("-")
    return -number_of(text.strip()[1:], attribute) if negative else number_of(text, attribute)


def amount(text: str, attribute: str) -> Amount:
    if text.strip().lower() == INFINITE:
        return Amount(0, infinite=True)
    if text.strip() == DASH:
        return Amount(0, dash=True)
    match = AMOUNT.fullmatch(text)
    if match is None:
        raise NotationError(R.BAD_VALUE, {"text": text, "attribute": attribute})
    return Amount(int(match.group(1)), per_player=bool(match.group(2)))


def _keyword_value(keyword: Keyword, text: str, attribute: str) -> KeywordValue:
    """A keyword's value: a number (``1``, ``2p``), a number and a text (``3 charge``), or a text."""
    text = text.strip()
    if AMOUNT.fullmatch(text):
        return KeywordValue(keyword, amount(text, attribute))
    match = NUMBER_AND_TEXT.fullmatch(text)
    if match:
        return KeywordValue(keyword, amount(match.group(1), attribute), match.group(2))
    if not text:
        raise NotationError(R.BAD_VALUE, {"text": text, "attribute": attribute})
    if keyword is Keyword.REQUIREMENT:
        # The resources it requires, kept in English whatever the page's language.
        text = ",".join(_word("resources", part, attribute) for part in text.split(","))
    return KeywordValue(keyword, None, text)


ABILITY_HEAD = re.compile(
    r"\s*([^\s()\[\]]+)\s*(?:\(\s*([^()]+?)\s*\))?"
    r"\s*(?:\[\s*([^\s\[\]]+)(?:\s+([^\s\[\]]+))?\s*\])?\s*"
)
"""``trigger(source)[occurrence type]``: the timing trigger, the clause or card that grants the
ability, and its triggering condition (an occurrence, about this card or any card of a type)."""


def read_ability(text: str, attribute: str, trigger: Trigger | None = None) -> Ability:
    """``trigger(source)[occurrence type]: effect, effect``; with ``trigger`` given, only the effects."""
    source = condition = None
    if trigger is None:
        head, colon, text = text.partition(":")
        match = ABILITY_HEAD.fullmatch(head)
        if not colon or match is None or match.group(1).lower() not in READ["triggers"]:
            raise NotationError(R.BAD_ABILITY, {"text": head, "attribute": attribute})
        trigger = Trigger(READ["triggers"][match.group(1).lower()])
        source = match.group(2)
        if match.group(3) is not None:
            condition = read_condition(match.group(3), match.group(4), head, attribute)
    labels: tuple[Label, ...] = ()
    if source is not None:
        words = [READ["labels"].get(part.strip().lower()) for part in source.split("/")]
        if None not in words:
            # "(attack)" and "(attack/thwart)" are labels; anything else names the source.
            labels, source = tuple(Label(word) for word in words), None
    costs, arrow, effects = text.rpartition(COST_ARROW)
    costs = read_effects(costs, attribute) if arrow else ()
    return Ability(trigger, read_effects(effects, attribute), source, condition, labels, costs)


def read_condition(occurrence: str, of: str | None, head: str, attribute: str) -> TriggeringCondition:
    """The triggering condition ``[occurrence type]`` of an ability's head."""
    occurrence_word = READ["occurrences"].get(occurrence.lower())
    type_word = None if of is None else READ["types"].get(of.lower())
    if occurrence_word is None or (of is not None and type_word is None):
        raise NotationError(R.BAD_ABILITY, {"text": head, "attribute": attribute})
    return TriggeringCondition(Occurrence(occurrence_word), None if type_word is None else CardType(type_word))


COST_ARROW = "->"
"""The notation's cost arrow (cost.2): the terms before it are the ability's costs."""

COST_WORDS: Mapping[str, type] = MappingProxyType(
    {"pay": PayCost, "take-damage": TakeDamageCost, "damage-own": DealDamageCost, "spend-use": SpendUseCost}
)
"""The notation's English word of each cost that carries an amount."""


IGNORABLE = frozenset({"guard", "patrol", "crisis"})
"""The keywords and icons an ability may ignore (ignore.1)."""


def ignorable(text: str, attribute: str) -> str:
    """The English word of the keyword or icon ``ignore+`` names."""
    word = READ["keywords"].get(text.strip().lower()) or READ["attributes"].get(text.strip().lower())
    if word not in IGNORABLE:
        raise NotationError(R.BAD_VALUE, {"text": text, "attribute": attribute})
    return word


CONNECTIVES: Mapping[str, type] = MappingProxyType({"then": ThenEffect, "otherwise": OtherwiseEffect, "may": MayEffect,
                                                   "if-hero": IfHeroEffect, "if-alter-ego": IfAlterEgoEffect})
"""The notation's English word of each connective written before an effect: ``then draw+2``,
``may draw+1``."""


def read_effects(text: str, attribute: str) -> tuple[Effect, ...]:
    effects: list[Effect] = []
    for term in (part.strip() for part in text.split(",")):
        first, _, rest = term.partition(" ")
        connective = CONNECTIVES.get(READ["effects"].get(first.lower(), ""))
        if connective is not None and rest.strip():
            effects.append(connective())
            term = rest.strip()
        condition, plus, resource = first.partition("+")
        if READ["effects"].get(condition.lower()) == "if-spent" and plus and rest.strip():
            effects.append(IfSpentEffect(Resource(_word("resources", resource.strip(), attribute))))
            term = rest.strip()
        word, plus, number = term.partition("+")
        kind = READ["effects"].get(word.lower())
        if kind == "threat" and plus:
            effects.append(PlaceThreatEffect(amount(number, attribute)))
        elif kind == "accel" and plus:
            effects.append(AccelerationTokenEffect(number_of(number, attribute)))
        elif kind == "used-from-out-of-play" and not plus:
            effects.append(UsedFromOutOfPlay())
        elif kind == "refers-to-out-of-play" and not plus:
            effects.append(RefersToOutOfPlay())
        elif kind == "exhaust" and not plus:
            effects.append(ExhaustEffect())
        elif kind == "generate" and plus:
            resource, _, only_for = number.partition("/")
            effects.append(GenerateEffect(Resource(_word("resources", resource.strip(), attribute)),
                                          CardType(_word("types", only_for, attribute)) if only_for else None))
        elif kind == "damage-per" and plus:
            effects.append(DamageEffect(0, per_resource=Resource(_word("resources", number.strip(), attribute))))
        elif kind == "damage-sustained" and not plus:
            effects.append(DamageEffect(0, sustained=True))
        elif kind == "damage" and plus:
            effects.append(DamageEffect(number_of(number, attribute)))
        elif kind in ("basic-attack", "basic-thwart") and not plus:
            effects.append(BasicPowerEffect(kind.removeprefix("basic-")))
        elif kind == "damage-minion" and plus:
            effects.append(DamageEffect(number_of(number, attribute), CardType.MINION))
        elif kind == "remove-threat" and plus:
            effects.append(RemoveThreatEffect(number_of(number, attribute)))
        elif kind == "draw" and plus:
            effects.append(DrawEffect(number_of(number, attribute)))
        elif kind in ("discard", "discard-lowest") and plus:
            effects.append(DiscardEffect(CardType(_word("types", number, attribute)), kind == "discard-lowest"))
        elif kind == "ready-character" and not plus:
            effects.append(ReadyEffect())
        elif kind == "attached-ready-cost" and plus:
            effects.append(AttachedReadyCostEffect(number_of(number, attribute)))
        elif kind == "attached-cannot-ready" and not plus:
            effects.append(AttachedCannotReadyEffect())
        elif kind == "take-control" and plus:
            effects.append(TakeControlEffect(CardType(_word("types", number, attribute))))
        elif kind in ("double", "halve") and plus and _word("attributes", number, attribute) in MULTIPLIED:
            effects.append(MultiplyStatEffect(STAT_FIELDS[_word("attributes", number, attribute)], kind == "halve"))
        elif kind == "set" and plus and _word("attributes", number.partition("/")[0], attribute) in MULTIPLIED:
            stat, _, value = number.partition("/")
            effects.append(SetStatEffect(STAT_FIELDS[_word("attributes", stat, attribute)], number_of(value, attribute)))
        elif kind == "play-from-discard" and plus:
            effects.append(PlayFromDiscardEffect(CardType(_word("types", number, attribute))))
        elif kind == "discard-hand" and not plus:
            effects.append(DiscardFromHandEffect())
        elif kind == "remove-counter" and plus:
            effects.append(RemoveCounterEffect(CardType(_word("types", number, attribute))))
        elif kind in ("exhaust-friendly", "choose-exhaust") and plus:
            effects.append(ExhaustCardCost(CardType(_word("types", number, attribute)), kind == "exhaust-friendly"))
        elif kind in ("discard-cards", "discard-up-to") and plus:
            effects.append(DiscardCardsCost(number_of(number, attribute), kind == "discard-up-to"))
        elif kind in COST_WORDS and plus:
            effects.append(COST_WORDS[kind](number_of(number, attribute)))
        elif kind in ("each-player-discards", "each-player-discards-unordered") and plus:
            effects.append(EachPlayerDiscardsEffect(number_of(number, attribute), kind == "each-player-discards"))
        elif kind in ("loses", "gains") and plus:
            keyword = Keyword(_word("keywords", number, attribute))
            effects.append(LosesKeywordEffect(keyword) if kind == "loses" else GainsKeywordEffect(keyword))
        elif kind in STATUS_EFFECTS and not plus:
            effects.append(StatusEffect(STATUS_EFFECTS[kind]))
        elif kind in STATUS_ON_YOU and not plus:
            effects.append(StatusOnYouEffect(STATUS_ON_YOU[kind]))
        elif kind == "indirect-you" and plus:
            effects.append(IndirectDamageYouEffect(number_of(number, attribute)))
        elif kind == "exhaust-you" and not plus:
            effects.append(ExhaustYouEffect())
        elif kind == "cannot-take-damage" and not plus:
            effects.append(CannotTakeDamageEffect())
        elif kind in ("players-win", "players-lose") and not plus:
            effects.append(ConditionMetEffect(kind == "players-win"))
        elif kind == "attack-ally" and not plus:
            effects.append(AttackAllyEffect())
        elif kind == "hero-atk" and plus:
            effects.append(ConstantAttackEffect(number_of(number, attribute)))
        elif kind == "declare-defender" and not plus:
            effects.append(DeclareDefenderEffect())
        elif kind in ("atk-until-phase", "atk-until-round") and plus:
            effects.append(LastingAttackEffect(number_of(number, attribute), kind == "atk-until-round"))
        elif kind == "draw-per-minion" and plus:
            per, _, most = number.partition("/")
            effects.append(DrawPerMinionEffect(number_of(per, attribute), number_of(most, attribute)))
        elif kind == "draw-per-excess" and plus:
            effects.append(DrawPerExcessEffect(number_of(number, attribute)))
        elif kind == "next-costs-less" and plus:
            effects.append(NextCardCostsLessEffect(number_of(number, attribute)))
        elif kind == "atk-per-minion-until-phase" and plus:
            effects.append(LastingAttackPerMinionEffect(number_of(number, attribute)))
        elif kind == "allies-atk-until-phase" and plus:
            effects.append(LastingAlliesAttackEffect(number_of(number, attribute)))
        elif kind == "draw-at-round-end" and plus:
            effects.append(DelayedDrawEffect(number_of(number, attribute)))
        elif kind == "search" and plus:
            effects.append(SearchEffect(CardType(_word("types", number, attribute))))
        elif kind in ("look", "look-discard") and plus:
            effects.append((LookDiscardEffect if kind == "look-discard" else LookEffect)(number_of(number, attribute)))
        elif kind == "targets" and plus:
            count, _, inner = number.partition("/")
            effects.append(TargetsEffect(*read_effects(inner, attribute)[:1], number_of(count, attribute)))
        elif kind == "any-targets" and plus:
            effects.append(TargetsEffect(*read_effects(number, attribute)[:1], 0))
        elif kind in ("for-each", "for-each-choose") and plus:
            counted, _, inner = number.partition("/")
            effects.append(ForEachEffect(CardType(_word("types", counted, attribute)),
                                         *read_effects(inner, attribute)[:1], kind == "for-each-choose"))
        elif kind == "same-target" and plus:
            effects.append(SameTargetEffect(tuple(effect for part in number.split("/")
                                                  for effect in read_effects(part, attribute))))
        elif kind == "each" and plus:
            effects.append(EachEffect(*read_effects(number, attribute)[:1]))
        elif kind in ("either", "choose-two") and plus:
            effects.append(ChooseOptionEffect(tuple(effect for option in number.split("/")
                                                    for effect in read_effects(option, attribute)),
                                              2 if kind == "choose-two" else 1))
        elif kind == "resolve-special" and not plus:
            effects.append(ResolveSpecialEffect())
        elif kind == "put-nemesis" and plus:
            effects.append(NemesisCardEffect(CardType(_word("types", number, attribute))))
        elif kind == "shuffle-discard" and not plus:
            effects.append(ShuffleDiscardEffect())
        elif kind == "cancel" and not plus:
            effects.append(CancelEffect())
        elif kind == "prevent-threat" and plus:
            effects.append(PreventThreatEffect(number_of(number, attribute)))
        elif kind == "ignore" and plus:
            effects.append(IgnoreEffect(ignorable(number, attribute)))
        elif kind == "additional-cost" and plus:
            count, _, card_type = number.partition("/")
            effects.append(AdditionalCostEffect(number_of(count, attribute), CardType(_word("types", card_type, attribute))))
        elif kind == "activate" and not plus:
            effects.append(ActivateEffect())
        elif kind == "villain-heals" and plus:
            effects.append(VillainHealsEffect(number_of(number, attribute)))
        elif kind == "double-resources" and not plus:
            effects.append(DoubleResourcesEffect())
        elif kind == "only-for" and plus:
            effects.append(OnlyForEffect(CardType(_word("types", number, attribute))))
        elif kind == "play-free" and plus:
            effects.append(PlayIgnoringCostEffect(CardType(_word("types", number, attribute))))
        elif kind == "event-damage" and plus:
            effects.append(EventDamageEffect(number_of(number, attribute)))
        elif kind == "attack-damage" and plus:
            effects.append(AttackIncreaseEffect(number_of(number, attribute)))
        elif kind == "thwart-threat" and plus:
            effects.append(ThwartIncreaseEffect(number_of(number, attribute)))
        elif kind == "power" and plus:
            effects.append(PowerIncreaseEffect(number_of(number, attribute)))
        elif kind == "reduce-cost" and plus:
            count, _, card_type = number.partition("/")
            effects.append(ReduceCostEffect(number_of(count, attribute), CardType(_word("types", card_type, attribute))))
        elif term:
            effects.append(NamedEffect(term))
    return tuple(effects)


# ----------------------------------------------------------------------------- writing


def format_amount(value: Amount) -> str:
    if value.infinite:
        return INFINITE
    if value.dash:
        return DASH
    return f"{value.value}{'p' if value.per_player else ''}"


def quote_if_needed(text: str) -> str:
    return text if re.fullmatch(r'[^\s\[\]{}()~=:";]+', text) else f'"{text}"'


EFFECT_WORDS: Mapping[type, str] = MappingProxyType(
    {DamageEffect: "damage", RemoveThreatEffect: "remove-threat", DrawEffect: "draw", ExhaustEffect: "exhaust",
     GenerateEffect: "generate", PlaceThreatEffect: "threat", AccelerationTokenEffect: "accel",
     AttackAllyEffect: "attack-ally", IndirectDamageYouEffect: "indirect-you", **{kind: word for word, kind in COST_WORDS.items()}}
)
"""The notation's English word of each kind of effect."""


def _format_effects(effects: tuple[Effect, ...], words: CardWords) -> str:
    terms = []
    connective = ""
    for effect in effects:
        if type(effect) in CONNECTIVE_WORDS:
            connective = words.effects[CONNECTIVE_WORDS[type(effect)]] + " "
            continue
        if isinstance(effect, IfSpentEffect):
            connective = f"{words.effects['if-spent']}+{words.resources[effect.resource.value]} "
            continue
        if connective:
            terms.append(connective)
            connective = ""
        match effect:
            case PlaceThreatEffect(value):
                terms.append(f"{words.effects['threat']}+{format_amount(value)}")
            case AccelerationTokenEffect(count):
                terms.append(f"{words.effects['accel']}+{count}")
            case UsedFromOutOfPlay():
                terms.append(words.effects["used-from-out-of-play"])
            case RefersToOutOfPlay():
                terms.append(words.effects["refers-to-out-of-play"])
            case ExhaustEffect():
                terms.append(words.effects["exhaust"])
            case GenerateEffect(resource, only_for):
                restriction = "" if only_for is None else f"/{words.types[only_for.value]}"
                terms.append(f"{words.effects['generate']}+{words.resources[resource.value]}{restriction}")
            case StatusOnYouEffect(status):
                terms.append(words.effects[STATUS_ON_YOU_WORDS[status]])
            case ExhaustYouEffect():
                terms.append(words.effects["exhaust-you"])
            case ConditionMetEffect(players_win):
                terms.append(words.effects["players-win" if players_win else "players-lose"])
            case AttackAllyEffect():
                terms.append(words.effects["attack-ally"])
            case ConstantAttackEffect(amount):
                terms.append(f"{words.effects['hero-atk']}+{amount}")
            case DeclareDefenderEffect():
                terms.append(words.effects["declare-defender"])
            case LastingAttackEffect(amount, until_round):
                terms.append(f"{words.effects['atk-until-round' if until_round else 'atk-until-phase']}+{amount}")
            case DrawPerMinionEffect(per, most):
                terms.append(f"{words.effects['draw-per-minion']}+{per}/{most}")
            case DrawPerExcessEffect(per):
                terms.append(f"{words.effects['draw-per-excess']}+{per}")
            case NextCardCostsLessEffect(amount):
                terms.append(f"{words.effects['next-costs-less']}+{amount}")
            case LastingAttackPerMinionEffect(amount):
                terms.append(f"{words.effects['atk-per-minion-until-phase']}+{amount}")
            case LastingAlliesAttackEffect(amount):
                terms.append(f"{words.effects['allies-atk-until-phase']}+{amount}")
            case DelayedDrawEffect(count):
                terms.append(f"{words.effects['draw-at-round-end']}+{count}")
            case SearchEffect(card_type):
                terms.append(f"{words.effects['search']}+{words.types[card_type.value]}")
            case ShuffleDiscardEffect():
                terms.append(words.effects["shuffle-discard"])
            case NemesisCardEffect(card_type):
                terms.append(f"{words.effects['put-nemesis']}+{words.types[card_type.value]}")
            case ResolveSpecialEffect():
                terms.append(words.effects["resolve-special"])
            case LookEffect(count):
                terms.append(f"{words.effects['look']}+{count}")
            case LookDiscardEffect(count):
                terms.append(f"{words.effects['look-discard']}+{count}")
            case SameTargetEffect(parts):
                joined = "/".join(_format_effects((part,), words) for part in parts)
                terms.append(f"{words.effects['same-target']}+{joined}")
            case EachEffect(inner):
                terms.append(f"{words.effects['each']}+{_format_effects((inner,), words)}")
            case TargetsEffect(inner, 0):
                terms.append(f"{words.effects['any-targets']}+{_format_effects((inner,), words)}")
            case TargetsEffect(inner, count):
                terms.append(f"{words.effects['targets']}+{count}/{_format_effects((inner,), words)}")
            case ForEachEffect(counted, inner, choose):
                word = words.effects["for-each-choose" if choose else "for-each"]
                terms.append(f"{word}+{words.types[counted.value]}/{_format_effects((inner,), words)}")
            case ChooseOptionEffect(options, count):
                word = words.effects["either" if count == 1 else "choose-two"]
                terms.append(f"{word}+" + "/".join(_format_effects((option,), words) for option in options))
            case CancelEffect():
                terms.append(words.effects["cancel"])
            case PreventThreatEffect(amount):
                terms.append(f"{words.effects['prevent-threat']}+{amount}")
            case DamageEffect(_, _, Resource() as resource):
                terms.append(f"{words.effects['damage-per']}+{words.resources[resource.value]}")
            case DamageEffect(_, True):
                terms.append(words.effects["damage-sustained"])
            case AdditionalCostEffect(amount, card_type):
                terms.append(f"{words.effects['additional-cost']}+{amount}/{words.types[card_type.value]}")
            case ActivateEffect():
                terms.append(words.effects["activate"])
            case VillainHealsEffect(amount):
                terms.append(f"{words.effects['villain-heals']}+{amount}")
            case CannotTakeDamageEffect():
                terms.append(words.effects["cannot-take-damage"])
            case DoubleResourcesEffect():
                terms.append(words.effects["double-resources"])
            case OnlyForEffect(card_type):
                terms.append(f"{words.effects['only-for']}+{words.types[card_type.value]}")
            case PlayIgnoringCostEffect(card_type):
                terms.append(f"{words.effects['play-free']}+{words.types[card_type.value]}")
            case EventDamageEffect(amount):
                terms.append(f"{words.effects['event-damage']}+{amount}")
            case AttackIncreaseEffect(amount):
                terms.append(f"{words.effects['attack-damage']}+{amount}")
            case ThwartIncreaseEffect(amount):
                terms.append(f"{words.effects['thwart-threat']}+{amount}")
            case PowerIncreaseEffect(amount):
                terms.append(f"{words.effects['power']}+{amount}")
            case ReduceCostEffect(amount, card_type):
                terms.append(f"{words.effects['reduce-cost']}+{amount}/{words.types[card_type.value]}")
            case IgnoreEffect(word):
                table = words.keywords if word in words.keywords else words.attributes
                terms.append(f"{words.effects['ignore']}+{table[word]}")
            case ReadyEffect():
                terms.append(words.effects["ready-character"])
            case AttachedCannotReadyEffect():
                terms.append(words.effects["attached-cannot-ready"])
            case AttachedReadyCostEffect(amount):
                terms.append(f"{words.effects['attached-ready-cost']}+{amount}")
            case TakeControlEffect(card_type):
                terms.append(f"{words.effects['take-control']}+{words.types[card_type.value]}")
            case MultiplyStatEffect(stat, halve):
                word = next(key for key, field in STAT_FIELDS.items() if field == stat)
                terms.append(f"{words.effects['halve' if halve else 'double']}+{words.attributes[word]}")
            case SetStatEffect(stat, value):
                word = next(key for key, field in STAT_FIELDS.items() if field == stat)
                terms.append(f"{words.effects['set']}+{words.attributes[word]}/{value}")
            case PlayFromDiscardEffect(card_type):
                terms.append(f"{words.effects['play-from-discard']}+{words.types[card_type.value]}")
            case DiscardFromHandEffect():
                terms.append(words.effects["discard-hand"])
            case ExhaustCardCost(card_type, friendly):
                word = words.effects["exhaust-friendly" if friendly else "choose-exhaust"]
                terms.append(f"{word}+{words.types[card_type.value]}")
            case DiscardCardsCost(count, up_to):
                terms.append(f"{words.effects['discard-up-to' if up_to else 'discard-cards']}+{count}")
            case RemoveCounterEffect(card_type):
                terms.append(f"{words.effects['remove-counter']}+{words.types[card_type.value]}")
            case DiscardEffect(card_type, lowest):
                terms.append(f"{words.effects['discard-lowest' if lowest else 'discard']}+{words.types[card_type.value]}")
            case DamageEffect(amount, CardType.MINION):
                terms.append(f"{words.effects['damage-minion']}+{amount}")
            case (DamageEffect(amount) | RemoveThreatEffect(amount) | DrawEffect(amount) | PayCost(amount)
                  | IndirectDamageYouEffect(amount) | TakeDamageCost(amount) | DealDamageCost(amount) | SpendUseCost(amount)):
                terms.append(f"{words.effects[EFFECT_WORDS[type(effect)]]}+{amount}")
            case StatusEffect(status):
                terms.append(words.effects[STATUS_WORDS[status]])
            case LosesKeywordEffect(keyword):
                terms.append(f"{words.effects['loses']}+{words.keywords[keyword.value]}")
            case EachPlayerDiscardsEffect(count, in_order):
                word = "each-player-discards" if in_order else "each-player-discards-unordered"
                terms.append(f"{words.effects[word]}+{count}")
            case GainsKeywordEffect(keyword):
                terms.append(f"{words.effects['gains']}+{words.keywords[keyword.value]}")
            case BasicPowerEffect(power):
                terms.append(words.effects[f"basic-{power}"])
            case NamedEffect(name):
                terms.append(name)
    return ",".join(_joined(terms))


CONNECTIVE_WORDS: Mapping[type, str] = MappingProxyType({kind: word for word, kind in CONNECTIVES.items()})


def _joined(terms: list[str]) -> list[str]:
    """The terms, each connective (ending in a space) joined to the effect it comes before."""
    joined: list[str] = []
    for term in terms:
        if joined and joined[-1].endswith(" "):
            joined[-1] += term
        else:
            joined.append(term)
    return joined


SHORT_ABILITIES: Mapping[tuple[Side, Trigger], str] = MappingProxyType(
    {implied: word for word, implied in ABILITY_SIDES.items() if implied[1] is not None}
)
"""The attribute that writes an ability of that side and trigger with its effects only."""


def _format_ability(ability: Ability, side: Side, words: CardWords) -> str:
    effects = _format_effects(ability.effects, words)
    if ability.costs:
        effects = f"{_format_effects(ability.costs, words)} {COST_ARROW} {effects}"
    short = SHORT_ABILITIES.get((side, ability.trigger))
    if short is not None and ability.source is None and ability.condition is None and not ability.labels:
        return f"{words.attributes[short]}={quote_if_needed(effects)}"
    key = "ability" if side is Side.A else "ability-b"
    source = f"({ability.source})" if ability.source else ""
    if ability.labels:
        source = f"({'/'.join(words.labels[label.value] for label in ability.labels)})"
    condition = ""
    if ability.condition is not None:
        of = ability.condition.of
        occurrence = words.occurrences[ability.condition.occurrence.value]
        condition = f"[{occurrence}{'' if of is None else ' ' + words.types[of.value]}]"
    return f'{words.attributes[key]}="{words.triggers[ability.trigger.value]}{source}{condition}: {effects}"'


def _format_keyword(item: KeywordValue, words: CardWords, prefix: str = "") -> str:
    word = prefix + words.keywords[item.keyword.value]
    text = item.text
    if item.keyword is Keyword.REQUIREMENT:
        text = ",".join(words.resources[part] for part in text.split(","))
    value = " ".join(part for part in (format_amount(item.amount) if item.amount else "", text) if part)
    return f"{word}={quote_if_needed(value)}" if value else word


def _per_side(faces: tuple[Face, ...], read, write, printed=bool) -> list[str]:
    """One face attribute: written once when every side prints the same, else side by side
    (``a.``, ``b.``). ``read`` gets its value from a face, ``printed`` says whether a value is
    printed at all, ``write`` says a value after a prefix."""
    values = [read(face) for face in faces]
    if all(value == values[0] for value in values):
        return write("", values[0]) if printed(values[0]) else []
    return [text for prefix, value in zip(SIDE_PREFIXES, values) if printed(value) for text in write(prefix, value)]


def _stat(key: str, faces: tuple[Face, ...], words: CardWords) -> list[str]:
    def write(prefix: str, value: int | Amount | str) -> list[str]:
        shown = format_amount(value) if isinstance(value, Amount) else value
        return [f"{prefix}{words.attributes[key]}={shown}"]

    def read(face: Face) -> int | Amount | str | None:
        return DASH if STAT_FIELDS[key] in face.stats.dashes else getattr(face.stats, STAT_FIELDS[key])

    return _per_side(faces, read, write, lambda v: v is not None)


def _icon(key: str, faces: tuple[Face, ...], words: CardWords) -> list[str]:
    return _per_side(
        faces, lambda face: getattr(face.icons, ICON_FIELDS[key]),
        lambda prefix, count: [f"{prefix}{words.attributes[key]}={count}"],
    )


@lru_cache(maxsize=4096)
def format_printed(definition: CardDefinition, lang: str = "en") -> tuple[str, ...]:
    """The printed attributes that say ``definition`` (its type is written by the item itself).
    Definitions repeat from card to card, so each is written once per language."""
    words = CARD_WORDS[lang]
    attr = words.attributes
    faces = definition.faces
    out = []
    if definition.double_sided != (definition.type in DOUBLE_SIDED_TYPES):
        out.append(words.flags["double" if definition.double_sided else "single"])
    for key in ("accel", "target", "start"):
        out += _stat(key, faces, words)
    for side, printed in zip((Side.A, Side.B), faces):
        out += [_format_ability(ability, side, words) for ability in printed.abilities]
    out += _icon("icons", faces, words)
    out += _stat("hp", faces, words)
    if definition.attach_to is not None:
        out.append(f"{attr['attach-to']}={words.types[definition.attach_to.value]}")
    if definition.form_only is not None:
        out.append(f"{attr['form-only']}={words.forms[definition.form_only.value]}")
    for word, name in TEXT_FIELDS.items():
        if getattr(definition, name) is not None:
            out.append(f"{attr[word]}={quote_if_needed(getattr(definition, name))}")
    if definition.limit is not None:
        out.append(f"{attr['limit']}={_format_limit(definition.limit, words)}")
    if definition.maximum is not None:
        out.append(f"{attr['max']}={_format_limit(definition.maximum, words)}")
    out += _per_side(
        faces, lambda face: face.keywords,
        lambda prefix, keywords: [_format_keyword(item, words, prefix) for item in keywords],
    )
    if definition.code is not None:
        out.append(f"{attr['code']}={quote_if_needed(definition.code)}")
    out += _per_side(
        faces, lambda face: face.type,
        lambda prefix, card_type: [f"{prefix}{attr['side-type']}={words.types[card_type.value]}"],
        lambda value: value is not None,
    )
    out += _per_side(
        faces, lambda face: face.traits,
        lambda prefix, traits: [f"{prefix}{attr['traits']}={quote_if_needed(','.join(traits))}"],
    )
    for key in ("atk", "atk-cd", "thw", "thw-cd", "def", "rec", "sch", "hand-size"):
        out += _stat(key, faces, words)
    for key in ("crisis", "hazard", "amplify"):
        out += _icon(key, faces, words)
    if definition.boost:
        out.append(f"{attr['boost']}={definition.boost}")
    if definition.boost_star:
        out.append(words.flags["boost-star"])
    if definition.atk_star:
        out.append(words.flags["atk-star"])
    if definition.atk_indirect:
        out.append(words.flags["atk-indirect"])
    if definition.unique:
        out.append(words.flags["unique"])
    if definition.campaign:
        out.append(words.flags["campaign"])
    if definition.nemesis_minion:
        out.append(words.flags["nemesis-minion"])
    for flag in ("standard", "expert"):
        if getattr(definition, flag):
            out.append(words.flags[flag])
    if definition.cost is not None:
        out.append(f"{attr['cost']}={format_amount(definition.cost)}")
    if definition.resources:
        out.append(f"{attr['resources']}={','.join(words.resources[r.value] for r in definition.resources)}")
    return tuple(out)
