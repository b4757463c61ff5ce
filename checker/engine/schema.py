"""The attributes of the state, declared once: what each is, its default, and its notation words.

Each :class:`Attribute` names one thing the state records (a section of the whole table, a flag
of a seat, an attribute or counter of a card, a zone), the field of
:class:`~checker.engine.state.GameState`, :class:`~checker.engine.turns.Player` or
:class:`~checker.engine.cards.Card` that holds it, its type and default, its keyword in each
language, and what it means in each language. The notation (:mod:`checker.engine.notation`)
reads and writes its keywords from here, and the "Writing a ruling" guide's table of
attributes is generated from here (:mod:`checker.scenarios.guide_tables`), so an attribute
added here is readable, writable and documented at once.

>>> [attribute.word("es") for attribute in SEAT_FLAGS]
['inicial', 'eliminado', 'cambio-identidad', 'mazo-en-espera']
>>> SECTIONS["accel-tokens"].field, SECTIONS["accel-tokens"].default
('acceleration_tokens', 0)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

from checker.engine.cards import (
    ABILITY_CHOSEN, ACCELERATION_TOKENS_ON, ALL_PURPOSE, ALLIES_ATK_UNTIL_PHASE, ATK_PER_MINION_UNTIL_PHASE, ATK_UNTIL_PHASE,
    ATK_UNTIL_ROUND, CONFUSED, DAMAGE, DRAW_AT_ROUND_END, NEXT_COSTS_LESS, STUNNED, THREAT, TOUGH, Side,
)
from checker.engine.turns import Activation, Answer, Choice, Pending, Phase, Suspended, Window
from checker.engine.zones import ZoneKind

LANGS = ("en", "es")
"""The languages of the notation."""


class Shape(Enum):
    """How a section of the whole table is written."""

    VALUE = "value"
    """``name: value``: a number, or a word (the seed)."""
    LIST = "list"
    """``name: id id ...``: card ids, in order."""
    FLAG = "flag"
    """``name`` alone, when true."""
    OWN = "own"
    """A syntax of its own, read and written by :mod:`checker.engine.notation`."""


@dataclass(frozen=True)
class Attribute:
    """One attribute of the state: the field that holds it and how the notation says it."""

    en: str
    """The English keyword; the attribute's name."""
    es: str
    """The Spanish keyword."""
    field: str
    """The field that holds it (of the game state, a player or a card); for a zone, its kind."""
    type: type
    default: object
    """The value that goes unsaid: the notation leaves it out."""
    about_en: str
    about_es: str
    covers: tuple[str, ...] = ()
    """Further fields of the game state this attribute's notation says (a section may set
    several: ``phase`` sets the step and the active player too)."""
    shape: Shape = Shape.OWN
    """For a section: how it is written."""
    item: type | None = None
    """For a list section of values that are not card ids, their type: read from a word by its
    ``parse``, written by ``str``."""
    after: ZoneKind | None = None
    """For a section: written right after the section of this zone (whether or not the zone
    holds cards). Without it, a flag is written after every zone, any other section before them."""

    def word(self, lang: str) -> str:
        return self.en if lang == "en" else self.es

    def about(self, lang: str) -> str:
        """What it means in ``lang``; ``{seat_flags}``, ``{choices}`` or ``{answers}`` in it stand
        for the words of that group, ``{phases[setup]}`` for one word of the group."""
        return (self.about_en if lang == "en" else self.about_es).format(**_word_lists(lang))


def _by_name(*attributes: Attribute) -> Mapping[str, Attribute]:
    return MappingProxyType({attribute.en: attribute for attribute in attributes})


SECTIONS = _by_name(
    Attribute("players", "jugadores", "players", tuple, (),
              "the seats, clockwise, each with its flags in parentheses: {seat_flags}",
              "los asientos, en el sentido de las agujas del reloj, cada uno con sus marcas entre paréntesis: "
              "{seat_flags}"),
    Attribute("round", "ronda", "round", int, 1, "the round", "la ronda", shape=Shape.VALUE),
    Attribute("phase", "fase", "phase", Phase, Phase.PLAYER,
              "`{phases[setup]}`, `{phases[setup]} 1` (the set-up the engine plays, at its step 1), "
              "`{phases[player]} B` (B's turn) or `{phases[villain]} 3` (step 3 of the "
              "villain phase); unsaid, the first player's turn",
              "`{phases[setup]}`, `{phases[setup]} 1` (la preparación que juega el motor, en su paso 1), "
              "`{phases[player]} B` (el turno de B) o `{phases[villain]} 3` (el paso 3 de "
              "la fase del Villano); si no se dice, el turno del jugador inicial",
              covers=("step", "active_player")),
    Attribute("pending", "pendiente", "pending", Pending, None,
              "the decision the game waits for: who chooses, what ({choices}), the options (cards, or "
              "{answers}) and the clause; for a payment, then the resources generated so far",
              "la decisión que espera la partida: quién elige, qué ({choices}), las opciones (cartas, o "
              "{answers}) y la cláusula; en un pago, después, los recursos generados hasta ahora"),
    Attribute("window", "ventana", "window", Window, None,
              "the interrupt or response window the pending decision left open: the timing trigger, "
              "the occurrence (the triggering conditions one occurrence created, joined by `+`), the card it "
              "is about and the cards whose abilities are still to resolve",
              "la ventana de interrupciones o de respuestas que dejó abierta la decisión pendiente: el "
              "desencadenante, el suceso (las condiciones desencadenantes que creó un mismo suceso, unidas por "
              "`+`), la carta a la que afecta y las cartas cuyas capacidades faltan por resolverse"),
    Attribute("suspended", "suspendidas", "suspended", tuple, (),
              "the resolutions the pending decision stopped in the middle, the next to go on first: each is "
              "the clause of the rule that carries it on, the player, the card and how far it had gone, "
              "joined by `/` (`action.1/A/blast/2!10`); an interrupt or response window waiting for the one "
              "opened inside it is `triggering-condition.1//card/trigger,occurrence,cards...`",
              "las resoluciones que la decisión pendiente detuvo a medias, primero la que sigue antes: cada una es "
              "la cláusula de la regla que la continúa, el jugador, la carta y hasta dónde había llegado, "
              "unidos por `/` (`action.1/A/blast/2!10`); una ventana de interrupciones o de respuestas que espera "
              "a la que se abrió dentro de ella es `triggering-condition.1//carta/desencadenante,suceso,cartas...`",
              shape=Shape.LIST, item=Suspended),
    Attribute("activations", "activaciones", "activations", tuple, (),
              "villain phase step two: the activations still to resolve, in order; a player "
              "(whose enemies are listed when their turn comes) or `A.rhino` (rhino activates against A)",
              "paso dos de la fase del Villano: las activaciones que quedan por resolver, en orden; un jugador "
              "(cuyos enemigos se anotan cuando le llega el turno) o `A.rhino` (rhino se activa contra A)",
              shape=Shape.LIST, item=Activation),
    Attribute("seed", "semilla", "seed", str, "0", "the seed of every shuffle", "la semilla de cada barajado",
              shape=Shape.VALUE),
    Attribute("shuffles", "barajados", "shuffles", int, 0, "how many shuffles happened so far",
              "cuántos barajados ha habido hasta ahora", shape=Shape.VALUE),
    Attribute("heroic", "heroico", "heroic_level", int, 0,
              "the heroic level of heroic mode: the encounter cards dealt to each player in addition "
              "in villain phase step three (default 0, not heroic)",
              "el nivel heroico del Modo heroico: las cartas de Encuentro que se reparten además a cada "
              "jugador en el paso tres de la fase del Villano (por defecto 0, no heroico)",
              shape=Shape.VALUE),
    Attribute("expert", "experto", "expert", bool, False,
              "the game is played in expert mode: the set-up uses the villain stages and the encounter "
              "cards that print Expert",
              "la partida se juega en Modo experto: la preparación usa las etapas del Villano y las cartas "
              "de Encuentro que imprimen Experto", shape=Shape.FLAG),
    Attribute("skirmish", "escaramuza", "skirmish", bool, False,
              "the game is played in skirmish mode: the set-up puts one version of the villain, chosen by "
              "the players, into play",
              "la partida se juega en Modo escaramuza: la preparación pone en juego una versión del Villano, "
              "elegida por los jugadores", shape=Shape.FLAG),
    Attribute("accel-tokens", "fichas-aceleracion", "acceleration_tokens", int, 0,
              "acceleration tokens next to the main scheme deck",
              "fichas de Aceleración junto al mazo de Plan principal",
              shape=Shape.VALUE, after=ZoneKind.MAIN_SCHEME_DECK),
    Attribute("completed", "completados", "completed", tuple, (),
              "main schemes completed by threat, in order",
              "planes principales completados por Amenaza, en orden",
              shape=Shape.LIST, after=ZoneKind.MAIN_SCHEME_DECK),
    Attribute("forced-actions-done", "acciones-obligadas-hechas", "forced_actions_done", tuple, (),
              "the cards whose Forced Action has been resolved this player phase",
              "las cartas cuya Acción obligada se ha resuelto en esta fase de los jugadores",
              shape=Shape.LIST),
    Attribute("limits-used", "limites-usados", "limits_used", tuple, (),
              "the cards whose limited ability was used, or that were played under a maximum, in the "
              "period their limit counts over: once per use",
              "las cartas cuya capacidad con límite se usó, o que se jugaron con un máximo, en el periodo "
              "en que cuenta su límite: una vez por uso",
              shape=Shape.LIST),
    Attribute("resolving", "resolviendose", "resolving", tuple, (),
              "the treacheries whose resolution waits for the activation their ability initiated, "
              "which a decision stopped: they are discarded once it has resolved",
              "las Perfidias cuya resolución espera a la activación que inició su capacidad, detenida "
              "por una decisión: se descartan cuando esa activación se ha resuelto",
              shape=Shape.LIST),
    Attribute("infinite-loop", "bucle-infinito", "infinite_loop", bool, False,
              "the encounter deck runs out in a loop that never ends (encounter-deck.3.3)",
              "el mazo de Encuentros se agota en un bucle que no termina nunca (encounter-deck.3.3)", shape=Shape.FLAG),
    Attribute("villain-defeated", "villano-derrotado", "villain_defeated", bool, False,
              "the final stage of the villain was defeated",
              "la última fase del Villano fue derrotada", shape=Shape.FLAG),
    Attribute("condition-won", "condicion-ganada", "condition_won", bool, False,
              "the players met an alternate win condition",
              "los jugadores cumplieron una condición de victoria alternativa", shape=Shape.FLAG),
    Attribute("condition-lost", "condicion-perdida", "condition_lost", bool, False,
              "the players met an alternate loss condition",
              "los jugadores cumplieron una condición de derrota alternativa", shape=Shape.FLAG),
)
"""The sections of the whole table, in the order the notation writes them (see
:attr:`Attribute.after`); the zones are sections too (:data:`ZONES`)."""

FLAG_SECTIONS = tuple(attribute for attribute in SECTIONS.values() if attribute.shape is Shape.FLAG)
VALUE_SECTIONS = tuple(attribute for attribute in SECTIONS.values() if attribute.shape is Shape.VALUE)

FIRST_PLAYER = Attribute("first", "inicial", "first_player", str, None,
                         "holds the first player token", "tiene el marcador de jugador inicial")
"""The seat flag that says who is the first player: the state records it, not the seat."""

PLAYER_FLAGS = (
    Attribute("out", "eliminado", "eliminated", bool, False, "is eliminated", "está eliminado"),
    Attribute("changed-form", "cambio-identidad", "changed_form", bool, False,
              "has changed form this round (form.2)", "ya ha cambiado de identidad en esta ronda (form.2)"),
    Attribute("deck-waiting", "mazo-en-espera", "deck_waiting", bool, False,
              "their deck ran out with no discard pile to reset it from (player-deck.3.3)",
              "su mazo se agotó sin pila de descartes con la que restablecerlo (player-deck.3.3)"),
)
"""The flags of a seat that are fields of :class:`~checker.engine.turns.Player`."""

SEAT_FLAGS = (FIRST_PLAYER, *PLAYER_FLAGS)
"""Every flag a seat can carry in ``players: A(first) B(out)``, in the order they are written."""

CARD_ATTRIBUTES = _by_name(
    Attribute("card", "carta", "definition", str, None,
              "the card of the card data it is, by code or by title",
              "la carta de los datos de cartas que es, por código o por título"),
    Attribute("name", "nombre", "name", str, None, "the name the event log shows (default: the id)",
              "el nombre que muestra el registro de eventos (por defecto, el id)"),
    Attribute("owner", "propietario", "owner", str, None,
              "its owner (`-` for none); default: the player whose zone holds it, for player cards",
              "su propietario (`-` si no tiene); por defecto, el jugador en cuya zona está, para las cartas de jugador"),
    Attribute("side", "cara", "side", Side, Side.A, "the side face up", "la cara que está boca arriba"),
    Attribute("exhausted", "agotada", "exhausted", bool, False, "the card is exhausted (a bare flag)",
              "la carta está agotada (una marca sola)"),
)
"""What one copy of a card is doing in this game, in the order they are written; what a card
prints is declared in :mod:`checker.engine.card_schema`."""

COUNTERS = _by_name(
    Attribute("threat", "amenaza", THREAT, int, 0, "threat on a scheme", "Amenaza sobre un Plan"),
    Attribute("damage", "daño", DAMAGE, int, 0, "damage on a character", "Daño sobre un personaje"),
    Attribute("tough", "duro", TOUGH, int, 0, "tough status cards on a character",
              "cartas de estado Duro sobre un personaje"),
    Attribute("stunned", "aturdido", STUNNED, int, 0, "stunned status cards on a character",
              "cartas de estado Aturdido sobre un personaje"),
    Attribute("confused", "confundido", CONFUSED, int, 0, "confused status cards on a character",
              "cartas de estado Confundido sobre un personaje"),
    Attribute("all-purpose", "generico", ALL_PURPOSE, int, 0,
              "all-purpose counters on a card, of the type that card defines (its uses)",
              "contadores genéricos sobre una carta, del tipo que define esa carta (sus usos)"),
    Attribute("atk-phase", "atq-fase", ATK_UNTIL_PHASE, int, 0,
              "ATK a character gets until the end of the phase (a lasting effect)",
              "ATQ que obtiene un personaje hasta el final de la fase (un efecto duradero)"),
    Attribute("atk-round", "atq-ronda", ATK_UNTIL_ROUND, int, 0,
              "ATK a character gets until the end of the round (a lasting effect)",
              "ATQ que obtiene un personaje hasta el final de la ronda (un efecto duradero)"),
    Attribute("accel-token", "ficha-aceleracion", ACCELERATION_TOKENS_ON, int, 0,
              "acceleration tokens placed on a card other than the main scheme",
              "fichas de aceleración colocadas sobre una carta que no es el Plan principal"),
    Attribute("ability-chosen", "capacidad-elegida", ABILITY_CHOSEN, int, 0,
              "on an event being played: the number of the triggered ability its player chose to trigger (event.2.1)",
              "sobre un Evento que se está jugando: el número de la capacidad desencadenada que su jugador eligió desencadenar (event.2.1)"),
    Attribute("next-costs-less", "proxima-cuesta-menos", NEXT_COSTS_LESS, int, 0,
              "resources less the next card a player plays costs, on their identity",
              "recursos menos que cuesta la próxima carta que juegue un jugador, sobre su identidad"),
    Attribute("atk-per-minion-phase", "atq-por-esbirro-fase", ATK_PER_MINION_UNTIL_PHASE, int, 0,
              "ATK a character gets for each minion in play until the end of the phase (a lasting effect)",
              "ATQ que obtiene un personaje por cada Esbirro en juego hasta el final de la fase (un efecto duradero)"),
    Attribute("allies-atk-phase", "aliados-atq-fase", ALLIES_ATK_UNTIL_PHASE, int, 0,
              "ATK each ally a player controls gets until the end of the phase, on their identity (a lasting effect)",
              "ATQ que obtiene cada Aliado que controla un jugador hasta el final de la fase, sobre su identidad "
              "(un efecto duradero)"),
    Attribute("draw-round-end", "robo-fin-ronda", DRAW_AT_ROUND_END, int, 0,
              "cards a player draws at the end of the round, on their identity (a delayed effect)",
              "cartas que roba un jugador al final de la ronda, sobre su identidad (un efecto retardado)"),
)
"""The counters a card carries, ``key=number``; any other key with a number is a counter too."""

ZONES = _by_name(
    Attribute("villain", "villano", ZoneKind.VILLAIN_DECK, ZoneKind, None, "the villain deck",
              "el mazo del Villano"),
    Attribute("scheme", "plan", ZoneKind.MAIN_SCHEME_DECK, ZoneKind, None, "the main scheme deck",
              "el mazo de Plan principal"),
    Attribute("villain-area", "zona-villano", ZoneKind.VILLAIN_AREA, ZoneKind, None,
              "revealed side schemes and environments", "planes secundarios y entornos revelados"),
    Attribute("encounter-deck", "mazo-encuentros", ZoneKind.ENCOUNTER_DECK, ZoneKind, None,
              "the encounter deck", "el mazo de Encuentros"),
    Attribute("encounter-discard", "descartes-encuentros", ZoneKind.ENCOUNTER_DISCARD, ZoneKind, None,
              "the encounter discard pile", "la pila de descartes del mazo de Encuentros"),
    Attribute("set-aside", "apartadas", ZoneKind.SET_ASIDE, ZoneKind, None, "cards set aside",
              "cartas apartadas"),
    Attribute("victory-display", "zona-victoria", ZoneKind.VICTORY_DISPLAY, ZoneKind, None,
              "the victory display: defeated cards with the victory keyword",
              "la zona de victoria: las cartas con la palabra clave Victoria que fueron derrotadas"),
    Attribute("removed", "retiradas", ZoneKind.REMOVED, ZoneKind, None, "removed from the game",
              "retiradas de la partida"),
    Attribute("hand", "mano", ZoneKind.HAND, ZoneKind, None, "a player's hand: `A.hand`",
              "la mano de un jugador: `A.mano`"),
    Attribute("deck", "mazo", ZoneKind.DECK, ZoneKind, None, "a player's deck: `A.deck`",
              "el mazo de un jugador: `A.mazo`"),
    Attribute("discard", "descartes", ZoneKind.DISCARD, ZoneKind, None, "a player's discard pile: `A.discard`",
              "la pila de descartes de un jugador: `A.descartes`"),
    Attribute("play", "juego", ZoneKind.PLAY, ZoneKind, None,
              "a player's play area: identity, allies, supports, upgrades, obligations",
              "la zona de juego de un jugador: Superhéroe, Aliados, Apoyos, Mejoras, Obligaciones"),
    Attribute("engaged", "enfrentados", ZoneKind.ENGAGED, ZoneKind, None, "minions engaged with a player",
              "esbirros enfrentados con un jugador"),
    Attribute("dealt", "repartidas", ZoneKind.DEALT, ZoneKind, None,
              "encounter cards dealt facedown to a player",
              "cartas de encuentro repartidas boca abajo a un jugador"),
)
"""The zones that are sections, by their notation name (a player's zones by the part after
``A.``); cards on a card are written inside ``{...}`` after it. Every zone lists its cards
top card first."""

PHASES = _by_name(
    Attribute("setup", "preparacion", Phase.SETUP, Phase, None, "the set-up", "la preparación"),
    Attribute("player", "jugadores", Phase.PLAYER, Phase, None, "the player phase", "la fase de los jugadores"),
    Attribute("villain", "villano", Phase.VILLAIN, Phase, None, "the villain phase", "la fase del Villano"),
)
"""The words of the ``phase`` section."""

CHOICES = _by_name(
    Attribute("first-player", "jugador-inicial", Choice.FIRST_PLAYER, Choice, None,
              "the player who takes the first player token during the set-up",
              "el jugador que toma la ficha de jugador inicial durante la preparación"),
    Attribute("villain-version", "version-villano", Choice.VILLAIN_VERSION, Choice, None,
              "the version of the villain a skirmish game uses",
              "la versión del Villano que usa una partida en Modo escaramuza"),
    Attribute("attach-host", "vincular-a", Choice.ATTACH_HOST, Choice, None,
              "the card a card attaches to", "la carta a la que se vincula una carta"),
    Attribute("discard-ally", "descartar-aliado", Choice.DISCARD_ALLY, Choice, None,
              "the ally a player over the ally limit discards", "el Aliado que descarta un jugador que supera el límite de aliados"),
    Attribute("discard-restricted", "descartar-restringida", Choice.DISCARD_RESTRICTED, Choice, None,
              "the restricted card a player who controls more than two discards",
              "la carta restringida que descarta un jugador que controla más de dos"),
    Attribute("use-ability", "usar-capacidad", Choice.USE_ABILITY, Choice, None,
              "whether a player uses an optional interrupt or response",
              "si un jugador usa una interrupción o respuesta opcional"),
    Attribute("resolve-next", "resolver-siguiente", Choice.RESOLVE_NEXT, Choice, None,
              "which of the abilities triggered at the same moment resolves next",
              "cuál de las capacidades desencadenadas a la vez se resuelve antes"),
    Attribute("declare-defender", "declarar-defensor", Choice.DECLARE_DEFENDER, Choice, None,
              "the character that defends against an enemy attack", "el personaje que defiende contra el ataque de un enemigo"),
    Attribute("attacked-ally", "aliado-atacado", Choice.ATTACKED_ALLY, Choice, None,
              "the ally of theirs an enemy attacks", "el Aliado suyo al que ataca un enemigo"),
    Attribute("next-minion", "siguiente-esbirro", Choice.NEXT_MINION, Choice, None,
              "the engaged minion that activates next", "el esbirro enfrentado que se activa a continuación"),
    Attribute("next-player", "siguiente-jugador", Choice.NEXT_PLAYER, Choice, None,
              "the player who resolves an \"each player\" effect next, in the order the first player decides",
              "el jugador que resuelve a continuación un efecto «cada jugador», en el orden que decide el jugador inicial"),
    Attribute("discard-from-hand", "descartar-de-mano", Choice.DISCARD_FROM_HAND, Choice, None,
              "a card a player discards from hand at the end of the player phase",
              "una carta que un jugador descarta de su mano al final de la fase de los jugadores"),
    Attribute("pay", "pagar", Choice.PAY, Choice, None,
              "a source of resources toward the cost of the card being played: a card of the hand "
              "to discard, or a card in play whose resource ability the player uses",
              "una fuente de recursos para el coste de la carta que se juega: una carta de la mano "
              "que descartar, o una carta en juego cuya capacidad de Recurso usa el jugador"),
    Attribute("discard-player-side-scheme", "descartar-plan-de-jugador", Choice.DISCARD_PLAYER_SIDE_SCHEME, Choice,
              None, "the player side scheme discarded over the limit",
              "el Plan secundario de jugador que se descarta por superar el límite"),
    Attribute("assign-indirect-damage", "asignar-dano-indirecto", Choice.ASSIGN_INDIRECT_DAMAGE, Choice, None,
              "the character a player assigns the next point of indirect damage to",
              "el personaje al que un jugador asigna el siguiente punto de Daño indirecto"),
    Attribute("choose-target", "elegir-objetivo", Choice.TARGET, Choice, None,
              "the target of an effect of an event being played",
              "el objetivo de un efecto de un Evento que se está jugando"),
    Attribute("cost-element", "elemento-coste", Choice.COST_ELEMENT, Choice, None,
              "an element of a cost a player chooses while paying it",
              "un elemento de un coste que un jugador elige mientras lo paga"),
    Attribute("choose-option", "elegir-opcion", Choice.OPTION, Choice, None,
              "the option of an effect a player chooses to resolve",
              "la opción de un efecto que un jugador elige resolver"),
)
"""The words of the ``pending`` section: what a decision asks for."""

ANSWERS = _by_name(
    Attribute("use", "usar", Answer.USE, Answer, None, "use the ability", "usar la capacidad"),
    Attribute("decline", "rechazar", Answer.DECLINE, Answer, None, "decline it", "no usarla"),
    Attribute("no-defender", "sin-defensor", Answer.NO_DEFENDER, Answer, None,
              "no character defends: the attack is undefended", "ningún personaje defiende: el ataque se considera no defendido"),
    Attribute("done-discarding", "fin-descarte", Answer.DONE_DISCARDING, Answer, None,
              "discard no more cards from hand", "no descartar más cartas de la mano"),
    Attribute("done-choosing", "fin-eleccion", Answer.DONE_CHOOSING, Answer, None,
              "choose no more targets", "no elegir más objetivos"),
    Attribute("first-option", "primera-opcion", Answer.FIRST_OPTION, Answer, None,
              "the first option the effect prints", "la primera opción que imprime el efecto"),
    Attribute("second-option", "segunda-opcion", Answer.SECOND_OPTION, Answer, None,
              "the second option the effect prints", "la segunda opción que imprime el efecto"),
    Attribute("third-option", "tercera-opcion", Answer.THIRD_OPTION, Answer, None,
              "the third option the effect prints", "la tercera opción que imprime el efecto"),
)
"""The words of the options of a decision that are not cards."""

GROUPS: Mapping[str, tuple[Attribute, ...]] = MappingProxyType(
    {
        "sections": tuple(SECTIONS.values()),
        "zones": tuple(ZONES.values()),
        "seat_flags": SEAT_FLAGS,
        "attributes": tuple(CARD_ATTRIBUTES.values()),
        "counters": tuple(COUNTERS.values()),
        "phases": tuple(PHASES.values()),
        "choices": tuple(CHOICES.values()),
        "answers": tuple(ANSWERS.values()),
    }
)
"""Every declaration, by the table of the notation's keywords it fills."""


class _WordList(dict):
    """The words of a group keyed by the English word, written as the list of them."""

    def __format__(self, spec: str) -> str:
        return ", ".join(f"`{word}`" for word in self.values())


def _word_lists(lang: str) -> dict[str, object]:
    """Each group's words in ``lang``: as a Markdown list (``{answers}``) and one by one (``{answers[use]}``)."""
    return {group: _WordList(words(group, lang)) for group in GROUPS}


def listed(group: str, lang: str) -> str:
    """The words of ``group`` in ``lang`` as prose lists them: ```use`, `decline```."""
    return format(_WordList(words(group, lang)))


def words(group: str, lang: str) -> dict[str, str]:
    """The keywords of ``group`` in ``lang``, keyed by the English keyword."""
    return {attribute.en: attribute.word(lang) for attribute in GROUPS[group]}


def state_fields_said() -> Iterator[str]:
    """The fields of the game state that the notation says: by its sections and by its zones."""
    for attribute in SECTIONS.values():
        yield attribute.field
        yield from attribute.covers
    yield FIRST_PLAYER.field
    yield from ("cards", "zones")


def player_fields_said() -> Iterator[str]:
    yield "id"
    for attribute in PLAYER_FLAGS:
        yield attribute.field
