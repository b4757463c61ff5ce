"""Events: every change of the game state, as a key plus parameters, readable in es and en.

An :class:`Event` keeps the English message id of its :class:`EventKey` and renders through the
``engine`` catalog. Card parameters are :class:`CardRef` values (id for code, name for people),
zone parameters are :class:`~checker.engine.zones.Zone` values rendered with a translated label.

>>> event = Event.make(EventKey.ENTERS_PLAY, "in-play-and-out-of-play.2.4", card=CardRef("rhino", "Rhino"))
>>> event.render("en")
'Rhino enters play.'
>>> event.render("es")
'Rhino entra en juego.'
>>> event.params["card"].id
'rhino'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from checker.engine.cards import Form, PrintedWords
from checker.engine.zones import Zone, ZoneKind
from checker.i18n import N_, translate

DOMAIN = "engine"


class EventKey(StrEnum):
    """What happened. The value is a stable, language-neutral key."""

    ENTERS_PLAY = "enters-play"
    LEAVES_PLAY = "leaves-play"
    MOVED = "moved"
    DISCARDED = "discarded"
    REMOVED_FROM_GAME = "removed-from-game"
    ATTACHED = "attached"
    PLACED_UNDER = "placed-under"
    FLIPPED = "flipped"
    REVEALED = "revealed"
    RESOLVED = "resolved"
    PLAYED = "played"
    DEALT = "dealt"
    ENGAGED = "engaged"
    THREAT_PLACED = "threat-placed"
    THREAT_REMOVED = "threat-removed"
    COUNTERS_SET = "counters-set"
    LOSES_KEYWORD = "loses-keyword"
    GAINS_KEYWORD = "gains-keyword"
    PLAYER_PART = "player-part"
    READY_COST_DECLINED = "ready-cost-declined"
    LASTING_ATK_PHASE = "lasting-atk-phase"
    LASTING_ATK_ROUND = "lasting-atk-round"
    LASTING_ALLIES_ATK_PHASE = "lasting-allies-atk-phase"
    LASTING_ATK_PER_MINION_PHASE = "lasting-atk-per-minion-phase"
    NEXT_COSTS_LESS = "next-costs-less"
    LASTING_PHASE_EXPIRES = "lasting-phase-expires"
    LASTING_ROUND_EXPIRES = "lasting-round-expires"
    DELAYED_DRAW = "delayed-draw"
    DAMAGE_DEALT = "damage-dealt"
    DEFEATED = "defeated"
    STEP_ONE_THREAT = "step-one-threat"
    SCHEME_COMPLETED = "scheme-completed"
    SCHEME_ADVANCED_OTHER = "scheme-advanced-other"
    TOKENS_RETURNED = "tokens-returned"
    ACCELERATION_CARRIED = "acceleration-carried"
    WHEN_REVEALED = "when-revealed"
    VILLAIN_WINS = "villain-wins"
    ACCELERATION_TOKEN = "acceleration-token"
    ENCOUNTER_RESHUFFLED = "encounter-reshuffled"
    DISCARD_FULFILLED = "discard-fulfilled"
    INFINITE_LOOP = "infinite-loop"
    ENDLESS_REVEALING = "endless-revealing"
    SHUFFLED = "shuffled"
    REORDERED = "reordered"
    HERO_DEFEATED = "hero-defeated"
    PLAYER_ELIMINATED = "player-eliminated"
    FIRST_PLAYER_PASSES = "first-player-passes"
    FIRST_PLAYER_CHOSEN = "first-player-chosen"
    COMPONENTS_REMOVED = "components-removed"
    ALL_ELIMINATED = "all-eliminated"
    PLAYER_SKIPPED = "player-skipped"
    ABILITY_USED = "ability-used"
    TARGETED = "targeted"
    ROUND_BEGINS = "round-begins"
    TURN_BEGINS = "turn-begins"
    VILLAIN_PHASE_BEGINS = "villain-phase-begins"
    PLAYERS_WIN = "players-win"
    DREW = "drew"
    PLAYER_DECK_RESHUFFLED = "player-deck-reshuffled"
    SEARCH_FOUND = "search-found"
    DISCARD_SHUFFLED_IN = "discard-shuffled-in"
    LOOKED = "looked"
    SWAPPED = "swapped"
    PLAYER_DECK_DISCARD_STOPPED = "player-deck-discard-stopped"
    FORM_CHANGED = "form-changed"
    WHEN_COMPLETED = "when-completed"
    WOULD_BE_DEALT_DAMAGE = "would-be-dealt-damage"
    WOULD_GET_THREAT = "would-get-threat"
    """Threat is about to be placed on a scheme: its interrupts may prevent some (prevent.3)."""
    THREAT_PREVENTED = "threat-prevented"
    WOULD_TAKE_DAMAGE = "would-take-damage"
    WOULD_BE_DEFEATED = "would-be-defeated"
    WHEN_DEFEATED = "when-defeated"
    OVER_ALLY_LIMIT = "over-ally-limit"
    DECK_LEGAL = "deck-legal"
    LINKED_NOT_COUNTED = "linked-not-counted"
    VILLAIN_DECK_BUILT = "villain-deck-built"
    MAIN_SCHEME_DECK_BUILT = "main-scheme-deck-built"
    ENCOUNTER_DECK_BUILT = "encounter-deck-built"
    ABILITY_RESOLVES = "ability-resolves"
    ABILITY_DECLINED = "ability-declined"
    ATTACK_INITIATED = "attack-initiated"
    ATTACK_BEGINS = "attack-begins"
    THWARTS = "thwarts"
    THWARTED = "thwarted"
    USES_BASIC_POWER = "uses-basic-power"
    ALLY_ATTACKED = "ally-attack-initiated"
    OVERKILL = "overkill"
    SCHEME_INITIATED = "scheme-initiated"
    BOOST_GIVEN = "boost-given"
    BOOST_FLIPPED = "boost-flipped"
    BOOST_ABILITY = "boost-ability"
    DEFENDER_DECLARED = "defender-declared"
    IDENTITY_DEFENDS = "identity-defends"
    DECLARED_BY_ABILITY = "declared-by-ability"
    UNDEFENDED = "undefended"
    ATTACK_DAMAGE = "attack-damage"
    ATTACKED = "attacked"
    ATTACK_ENDS = "attack-ends"
    ATTACK_ENDS_EARLY = "attack-ends-early"
    RETALIATES = "retaliates"
    RETALIATE_IGNORED = "retaliate-ignored"
    PIERCES = "pierces"
    PLAYER_PHASE_ENDS = "player-phase-ends"
    OVER_HAND_SIZE = "over-hand-size"
    DONE_DISCARDING = "done-discarding"
    READIED = "readied"
    EXHAUSTED_TO_THWART = "exhausted-to-thwart"
    EXHAUSTED_TO_ATTACK = "exhausted-to-attack"
    EXHAUSTED_TO_RECOVER = "exhausted-to-recover"
    HEALED = "healed"
    RECOVERED = "recovered"
    CARRIED_OVER = "carried-over"
    PLAYER_DECK_WAITS = "player-deck-waits"
    COST_TO_PAY = "cost-to-pay"
    VICTORY_ADDED = "victory-added"
    CONDITION_WON = "condition-won"
    CONDITION_LOST = "condition-lost"
    RESOURCES_GENERATED = "resources-generated"
    COST_PAID = "cost-paid"
    COST_NOT_PAID = "cost-not-paid"
    RESOURCES_LOST = "resources-lost"
    EXHAUSTED = "exhausted"
    ATTACK_CANCELED = "attack-canceled"
    SCHEME_CANCELED = "scheme-canceled"
    THWART_CANCELED = "thwart-canceled"
    ABILITY_CANCELED = "ability-canceled"
    EFFECTS_CANCELED = "effects-canceled"
    CANNOT_BE_CANCELED = "cannot-be-canceled"
    OWNER_CHANGED = "owner-changed"
    """A player became the owner of a card (linked-card-title.5)."""
    USES_PLACED = "uses-placed"
    OVER_RESTRICTED_LIMIT = "over-restricted-limit"
    USE_SPENT = "use-spent"
    COUNTERS_MOVED = "counters-moved"
    """All-purpose counters moved to a card that defines their type (all-purpose-counter.4.3)."""
    UNTYPED_COUNTERS_MOVED = "untyped-counters-moved"
    """All-purpose counters moved to a card that defines no type for them (all-purpose-counter.4.3)."""


MESSAGES: Mapping[EventKey, str] = MappingProxyType(
    {
        EventKey.ENTERS_PLAY: N_("{card} enters play."),
        EventKey.LEAVES_PLAY: N_("{card} leaves play."),
        EventKey.MOVED: N_("{card} moves to {zone}."),
        EventKey.DISCARDED: N_("{card} is discarded."),
        EventKey.REMOVED_FROM_GAME: N_("{card} is removed from the game."),
        EventKey.ATTACHED: N_("{card} is attached to {host}."),
        EventKey.PLACED_UNDER: N_("{card} is placed facedown under {host}."),
        EventKey.FLIPPED: N_("{card} is flipped to side {side}."),
        EventKey.REVEALED: N_("{card} is revealed."),
        EventKey.RESOLVED: N_("{card} resolves from out of play."),
        EventKey.PLAYED: N_("{player} plays {card}."),
        EventKey.DEALT: N_("{player} is dealt {card} facedown."),
        EventKey.ENGAGED: N_("{card} engages {player}."),
        EventKey.OWNER_CHANGED: N_("{player} becomes the owner of {card}."),
        EventKey.THREAT_PLACED: N_("{card} gets {count} threat."),
        EventKey.THREAT_REMOVED: N_("{card} loses {count} threat."),
        EventKey.COUNTERS_SET: N_("{card} now has {count} {counter}."),
        EventKey.LOSES_KEYWORD: N_("{card} loses {keyword} until the end of the phase."),
        EventKey.GAINS_KEYWORD: N_("{card} gains {keyword} until the end of the phase."),
        EventKey.PLAYER_PART: N_("Cards {player} discards from the encounter deck: {count}."),
        EventKey.READY_COST_DECLINED: N_("{card} does not ready: its cost is not paid."),
        EventKey.LASTING_ATK_PHASE: N_("{card} gets +{count} ATK until the end of the phase."),
        EventKey.LASTING_ALLIES_ATK_PHASE: N_("The allies of {player} get +{count} ATK until the end of the phase."),
        EventKey.NEXT_COSTS_LESS: N_("The next card {player} plays costs {count} less."),
        EventKey.LASTING_ATK_PER_MINION_PHASE: N_("{card} gets +{count} ATK for each minion in play until the end of the phase."),
        EventKey.LASTING_ATK_ROUND: N_("{card} gets +{count} ATK until the end of the round."),
        EventKey.LASTING_PHASE_EXPIRES: N_("The lasting effects on {card} until the end of the phase expire."),
        EventKey.LASTING_ROUND_EXPIRES: N_("The lasting effects on {card} until the end of the round expire."),
        EventKey.DELAYED_DRAW: N_("{player} will draw {count} cards at the end of the round."),
        EventKey.DAMAGE_DEALT: N_("{card} takes {count} damage."),
        EventKey.DEFEATED: N_("{card} is defeated."),
        EventKey.STEP_ONE_THREAT: N_(
            "Villain phase, step one: {card} gets {count} threat"
            " (field {field}, tokens {tokens}, icons {icons})."
        ),
        EventKey.SCHEME_COMPLETED: N_("{card} is completed."),
        EventKey.SCHEME_ADVANCED_OTHER: N_("{card} advances by other means and is not completed."),
        EventKey.TOKENS_RETURNED: N_("Tokens on {card} return to the pool."),
        EventKey.ACCELERATION_CARRIED: N_("Acceleration tokens carried over to {card}: {count}."),
        EventKey.WHEN_REVEALED: N_("When Revealed (side {side}) of {card}: {effect}."),
        EventKey.VILLAIN_WINS: N_("The villain completes the final stage {card} and wins the game."),
        EventKey.ACCELERATION_TOKEN: N_("An acceleration token is placed next to the main scheme deck."),
        EventKey.ENCOUNTER_RESHUFFLED: N_(
            "The encounter discard pile is shuffled into a new encounter deck."
        ),
        EventKey.DISCARD_FULFILLED: N_(
            "The encounter deck ran out: the discard effect is fulfilled after {count} cards."
        ),
        EventKey.INFINITE_LOOP: N_(
            "The encounter deck and its discard pile are both empty: infinite loop, the players lose."
        ),
        EventKey.ENDLESS_REVEALING: N_(
            "Revealing the encounter cards has come back to where it was: infinite loop, the players lose."
        ),
        EventKey.SHUFFLED: N_("{zone} is shuffled."),
        EventKey.REORDERED: N_("{source} changes the order of the encounter deck."),
        EventKey.HERO_DEFEATED: N_("The hero of {player}, {card}, is defeated."),
        EventKey.PLAYER_ELIMINATED: N_("{player} is eliminated."),
        EventKey.FIRST_PLAYER_PASSES: N_("The first player token passes to {player}."),
        EventKey.FIRST_PLAYER_CHOSEN: N_("{player} takes the first player token."),
        EventKey.COMPONENTS_REMOVED: N_(
            "The play area and components of {player} are removed from the game."
        ),
        EventKey.ALL_ELIMINATED: N_("Every player has been eliminated: the players lose."),
        EventKey.PLAYER_SKIPPED: N_("{player} is no longer in the game and is skipped."),
        EventKey.ABILITY_USED: N_("The ability of {card} is used."),
        EventKey.TARGETED: N_("{source} targets {card}."),
        EventKey.ROUND_BEGINS: N_("Round {round} begins."),
        EventKey.TURN_BEGINS: N_("{player} takes their turn."),
        EventKey.VILLAIN_PHASE_BEGINS: N_("The villain phase begins."),
        EventKey.PLAYERS_WIN: N_("The final stage of the villain, {card}, is defeated: the players win."),
        EventKey.DREW: N_("{player} draws {card}."),
        EventKey.PLAYER_DECK_RESHUFFLED: N_("{player} shuffles their discard pile into a new deck."),
        EventKey.SEARCH_FOUND: N_("{player} searches their deck and adds {card} to their hand."),
        EventKey.DISCARD_SHUFFLED_IN: N_("{player} shuffles their discard pile into their deck."),
        EventKey.LOOKED: N_("{player} looks at the top {count} cards of their deck."),
        EventKey.SWAPPED: N_("{card} and {host} swap places."),
        EventKey.PLAYER_DECK_DISCARD_STOPPED: N_(
            "The deck of {player} ran out after {count} cards were discarded: none is discarded from the new deck."
        ),
        EventKey.FORM_CHANGED: N_("{player} changes to {form} form."),
        EventKey.WHEN_COMPLETED: N_("When Completed of {card}: {effect}."),
        EventKey.WOULD_BE_DEALT_DAMAGE: N_("{card} would be dealt {count} damage."),
        EventKey.WOULD_GET_THREAT: N_("{card} would get {count} threat."),
        EventKey.THREAT_PREVENTED: N_("{source} prevents {count} of the threat about to be placed on {card}."),
        EventKey.WOULD_TAKE_DAMAGE: N_("{card} would take {count} damage."),
        EventKey.WOULD_BE_DEFEATED: N_("{card} would be defeated."),
        EventKey.WHEN_DEFEATED: N_("When Defeated of {card}: {effect}."),
        EventKey.VILLAIN_DECK_BUILT: N_("Cards in the villain deck: {count}."),
        EventKey.MAIN_SCHEME_DECK_BUILT: N_("Cards in the main scheme deck: {count}."),
        EventKey.ENCOUNTER_DECK_BUILT: N_("The encounter deck may be played, with {count} cards."),
        EventKey.LINKED_NOT_COUNTED: N_(
            "{count} linked cards come with the deck of {player} and do not count toward its size."
        ),
        EventKey.DECK_LEGAL: N_("The deck of {player} may be played: {count} cards count toward its size."),
        EventKey.OVER_ALLY_LIMIT: N_(
            "{player} controls {count} allies, over the ally limit: they choose allies to discard."
        ),
        EventKey.ABILITY_RESOLVES: N_("Ability of {card}: {effect}."),
        EventKey.ABILITY_DECLINED: N_("{player} declines the ability of {card}."),
        EventKey.ATTACK_INITIATED: N_("{enemy} attacks {player}."),
        EventKey.ATTACK_BEGINS: N_("{character} begins an attack with {card}."),
        EventKey.THWARTS: N_("{card} begins a thwart with {source}."),
        EventKey.THWARTED: N_("{card} has thwarted {scheme}."),
        EventKey.USES_BASIC_POWER: N_("{card} uses a basic power."),
        EventKey.ALLY_ATTACKED: N_("{enemy} attacks {card}, an ally of {player}."),
        EventKey.OVERKILL: N_("Overkill: the {count} excess damage on {card} is dealt to {character}."),
        EventKey.SCHEME_INITIATED: N_("{enemy} schemes against {player}."),
        EventKey.BOOST_GIVEN: N_("{enemy} is given {card} facedown as a boost card."),
        EventKey.BOOST_FLIPPED: N_("The boost card {card} of {enemy} is turned faceup (boost icons: {count})."),
        EventKey.BOOST_ABILITY: N_("Boost of {card}: {effect}."),
        EventKey.DEFENDER_DECLARED: N_("{card} exhausts to defend against {enemy}."),
        EventKey.IDENTITY_DEFENDS: N_("{card} becomes the defender against {enemy} with a defense ability."),
        EventKey.DECLARED_BY_ABILITY: N_(
            "{card} is declared the defender against {enemy} by an ability, without exhausting."
        ),
        EventKey.UNDEFENDED: N_("The attack of {enemy} is undefended."),
        EventKey.ATTACK_DAMAGE: N_(
            "The attack of {enemy} deals {count} damage (ATK {attack}, boost {boost}, DEF {defense})."
        ),
        EventKey.ATTACKED: N_("{card} has been attacked by {attacker}."),
        EventKey.ATTACK_ENDS: N_("{player} is eliminated: the attack of {enemy} ends."),
        EventKey.ATTACK_ENDS_EARLY: N_("{enemy} has left play: its attack on {card} ends before its damage."),
        EventKey.RETALIATES: N_("{card} retaliates against {enemy}."),
        EventKey.RETALIATE_IGNORED: N_("The attack of {attacker} is ranged: {card} does not retaliate."),
        EventKey.PIERCES: N_("The attack of {attacker} is piercing: the tough status cards of {card} are discarded."),
        EventKey.PLAYER_PHASE_ENDS: N_("The player phase ends."),
        EventKey.OVER_HAND_SIZE: N_(
            "{player} has {count} cards in hand, over their hand size of {size}: they discard down to it."
        ),
        EventKey.DONE_DISCARDING: N_("{player} discards no more cards."),
        EventKey.READIED: N_("{card} readies."),
        EventKey.EXHAUSTED_TO_THWART: N_("{card} exhausts to thwart {scheme}."),
        EventKey.EXHAUSTED_TO_ATTACK: N_("{card} exhausts to attack {enemy}."),
        EventKey.EXHAUSTED_TO_RECOVER: N_("{card} exhausts to recover."),
        EventKey.HEALED: N_("{card} heals {count} damage."),
        EventKey.RECOVERED: N_("{card} has recovered."),
        EventKey.CARRIED_OVER: N_("What was on {card} carries over to {stage}, the same character."),
        EventKey.PLAYER_DECK_WAITS: N_("The deck of {player} is empty with no discard pile: it waits for a discarded card."),
        EventKey.VICTORY_ADDED: N_("{card} is added to the victory display."),
        EventKey.CONDITION_WON: N_("{card}: an alternate win condition is met, the players win."),
        EventKey.CONDITION_LOST: N_("{card}: an alternate loss condition is met, the players lose."),
        EventKey.COST_TO_PAY: N_("{player} pays the cost of {card}: {count} resources."),
        EventKey.RESOURCES_GENERATED: N_("{card} generates {resources}."),
        EventKey.COST_PAID: N_("The cost of {card} is paid."),
        EventKey.COST_NOT_PAID: N_("The cost of {card} is not paid: its effects do not occur."),
        EventKey.RESOURCES_LOST: N_("{count} resources generated beyond the cost are lost."),
        EventKey.EXHAUSTED: N_("{card} exhausts."),
        EventKey.ATTACK_CANCELED: N_("{card} is stunned: its attack is canceled."),
        EventKey.SCHEME_CANCELED: N_("{card} is confused: its scheme is canceled."),
        EventKey.THWART_CANCELED: N_("{card} is confused: its thwart is canceled."),
        EventKey.EFFECTS_CANCELED: N_("{source} cancels the effects of {card}."),
        EventKey.CANNOT_BE_CANCELED: N_("The revealing of {card} cannot be canceled."),
        EventKey.ABILITY_CANCELED: N_("The ability of {card} is canceled, except for its costs: {character} has a status card that cancels it."),
        EventKey.USES_PLACED: N_("{card} enters play with {count} all-purpose counters, its {counter} uses."),
        EventKey.OVER_RESTRICTED_LIMIT: N_(
            "{player} controls {count} restricted cards, more than two: they choose restricted cards to discard."
        ),
        EventKey.USE_SPENT: N_("{card} spends one of its {counter} uses: {count} left."),
        EventKey.COUNTERS_MOVED: N_("{count} all-purpose counters move from {card} to {host}, where they are {counter} counters."),
        EventKey.UNTYPED_COUNTERS_MOVED: N_(
            "{count} all-purpose counters move from {card} to {host}, where they are only all-purpose counters."),
    }
)
"""The English message id of every event key."""

ZONE_LABELS: Mapping[ZoneKind, str] = MappingProxyType(
    {
        ZoneKind.HAND: N_("the hand of {holder}"),
        ZoneKind.DECK: N_("the deck of {holder}"),
        ZoneKind.DISCARD: N_("the discard pile of {holder}"),
        ZoneKind.PLAY: N_("the play area of {holder}"),
        ZoneKind.ENGAGED: N_("the engagement area of {holder}"),
        ZoneKind.DEALT: N_("the facedown cards dealt to {holder}"),
        ZoneKind.VILLAIN_DECK: N_("the villain deck"),
        ZoneKind.MAIN_SCHEME_DECK: N_("the main scheme deck"),
        ZoneKind.ENCOUNTER_DECK: N_("the encounter deck"),
        ZoneKind.ENCOUNTER_DISCARD: N_("the encounter discard pile"),
        ZoneKind.VILLAIN_AREA: N_("the villain area"),
        ZoneKind.REMOVED: N_("the cards removed from the game"),
        ZoneKind.SET_ASIDE: N_("the set-aside cards"),
        ZoneKind.VICTORY_DISPLAY: N_("the victory display"),
        ZoneKind.ATTACHED: N_("the cards attached to {holder}"),
        ZoneKind.UNDER: N_("the cards under {holder}"),
    }
)
"""How a zone reads inside an event, per zone kind."""


FORM_LABELS: Mapping[Form, str] = MappingProxyType({Form.HERO: N_("hero"), Form.ALTER_EGO: N_("alter-ego")})
"""How a form reads inside an event."""

RESOURCE_LABELS: Mapping[str, str] = MappingProxyType(
    {"energy": N_("energy"), "mental": N_("mental"), "physical": N_("physical"), "wild": N_("wild")}
)
"""How each resource reads inside an event, by the value of :class:`~checker.engine.cards.Resource`."""


COUNTER_LABELS: Mapping[str, str] = MappingProxyType(
    {
        "threat": N_("threat"),
        "damage": N_("damage"),
        "tough": N_("tough"),
        "stunned": N_("stunned"),
        "confused": N_("confused"),
        "all-purpose": N_("all-purpose"),
        "accel-token": N_("acceleration tokens"),
    }
    | {
        "alert": N_("alert"),
        "ammo": N_("ammo"),
        "attack": N_("attack"),
        "backup": N_("backup"),
        "bird": N_("bird"),
        "bomb": N_("bomb"),
        "bystander": N_("bystander"),
        "charge": N_("charge"),
        "command": N_("command"),
        "deploy": N_("deploy"),
        "doubt": N_("doubt"),
        "emergency": N_("emergency"),
        "energy": N_("energy"),
        "fuel": N_("fuel"),
        "fury": N_("fury"),
        "judo": N_("judo"),
        "labor": N_("labor"),
        "leadership": N_("leadership"),
        "leap": N_("leap"),
        "medical": N_("medical"),
        "mental": N_("mental"),
        "missile": N_("missile"),
        "mission": N_("mission"),
        "notoriety": N_("notoriety"),
        "operation": N_("operation"),
        "operative": N_("operative"),
        "physical": N_("physical"),
        "psi": N_("psi"),
        "rage": N_("rage"),
        "reflection": N_("reflection"),
        "research": N_("research"),
        "snoop": N_("snoop"),
        "staff": N_("staff"),
        "stake": N_("stake"),
        "steel": N_("steel"),
        "stronghold": N_("stronghold"),
        "supply": N_("supply"),
        "sword": N_("sword"),
        "target": N_("target"),
        "training": N_("training"),
        "warrior": N_("warrior"),
        "web": N_("web"),
    }
)
"""How a counter reads inside an event (the ``counter`` of an event's fields): the counters and
statuses the engine places, then each type of uses the cards print (uses-x-type.1), named as
the Spanish card data names them. A name not listed reads as it is written."""


def render_counter(name: str, lang: str) -> str:
    label = COUNTER_LABELS.get(name)
    return name if label is None else translate(lang, label, DOMAIN)


class Resources(tuple):
    """Resources named in an event, in the order generated: values of
    :class:`~checker.engine.cards.Resource`."""


@dataclass(frozen=True)
class CardRef:
    """A card named in an event: its id for code, its name for the reader."""

    id: str
    name: str

    def __str__(self) -> str:
        return self.name


def render_zone(zone: Zone, lang: str) -> str:
    return translate(lang, ZONE_LABELS[zone.kind], DOMAIN, holder=zone.holder or "")


def render_form(form: Form, lang: str) -> str:
    return translate(lang, FORM_LABELS[form], DOMAIN)


def render_resources(resources: Resources, lang: str) -> str:
    return ", ".join(translate(lang, RESOURCE_LABELS[resource], DOMAIN) for resource in resources)


def _render_param(value: object, lang: str) -> object:
    if isinstance(value, Zone):
        return render_zone(value, lang)
    if isinstance(value, Form):
        return render_form(value, lang)
    if isinstance(value, Resources):
        return render_resources(value, lang)
    if isinstance(value, PrintedWords):
        return value.in_language(lang)
    return str(value) if isinstance(value, CardRef) else value


def render_message(lang: str, msgid: str, params: Mapping[str, object]) -> str:
    """``msgid`` from the engine catalog in ``lang``, with cards, zones and counters rendered."""
    return translate(lang, msgid, DOMAIN, **{
        key: render_counter(value, lang) if key == "counter" and isinstance(value, str) else _render_param(value, lang)
        for key, value in params.items()
    })


@dataclass(frozen=True)
class Event:
    """One change of the game state."""

    key: EventKey
    clause: str | None
    """The glossary clause that made this happen, when one did."""
    items: tuple[tuple[str, object], ...] = ()
    """The parameters, in the order given; read them through :attr:`params`."""

    @classmethod
    def make(cls, key: EventKey, clause: str | None = None, /, **params: object) -> Event:
        return cls(key, clause, tuple(params.items()))

    @property
    def params(self) -> Mapping[str, object]:
        return MappingProxyType(dict(self.items))

    def render(self, lang: str) -> str:
        return render_message(lang, MESSAGES[self.key], self.params)
