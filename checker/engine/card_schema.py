"""What a card prints, declared once: each printed attribute and word of the notation, in both languages.

The sibling of :mod:`checker.engine.schema` for the printed part of a card. Each :class:`Printed`
is one word of :mod:`checker.engine.card_notation` (an attribute such as ``atk``, a flag such as
``double``, a keyword, a timing trigger, an occurrence, an effect, a resource, a card type) with
its English and Spanish words and, for the attributes, flags and effects, what it means and an
example value in each language. The card notation reads and writes its words from here, and
the "What a card prints" block of the "Writing a ruling" guide is generated from here
(:mod:`checker.scenarios.guide_tables`).

>>> ATTRIBUTES["hp"].word("es"), ATTRIBUTES["hp"].field, ATTRIBUTES["hp"].per_player
('vida', 'hit_points', True)
>>> [word.es for word in OCCURRENCES][:3]
['entra-en-juego', 'jugada', 'plan-completado']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from checker.engine.cards import CardType, Form, Keyword, Label, Occurrence, Period, Resource, Side, Trigger


@dataclass(frozen=True)
class Printed:
    """One word of what a card prints: its words, what it means and an example, in each language."""

    en: str
    """The English word; the name the code uses."""
    es: str
    about_en: str = ""
    about_es: str = ""
    example_en: str = ""
    """For an attribute, the value of the guide's example (``14p`` in ``hp=14p``); for an
    effect, what follows its word (``+2``)."""
    example_es: str = ""
    """The Spanish example, when it differs from the English one."""
    kind: str = ""
    """For an attribute: ``stat`` or ``icon`` (a field of every face), ``ability`` (an ability
    of one side), or empty (the card's)."""
    field: str = ""
    """For a stat or an icon: the field of :class:`~checker.engine.cards.Stats` or
    :class:`~checker.engine.cards.Icons` it sets."""
    per_player: bool = False
    """For a stat: whether it may carry the per-player icon (``14p``)."""
    side: Side | None = None
    """For an ability: the side it is printed on."""
    trigger: Trigger | None = None
    """For an ability written with its effects only: the timing trigger it implies."""

    def word(self, lang: str) -> str:
        return self.en if lang == "en" else self.es

    def about(self, lang: str) -> str:
        return self.about_en if lang == "en" else self.about_es

    def example(self, lang: str) -> str:
        return self.example_es or self.example_en if lang == "es" else self.example_en


def _by_name(*words: Printed) -> Mapping[str, Printed]:
    return MappingProxyType({word.en: word for word in words})


def _stat(en: str, es: str, field: str, about_en: str, about_es: str, example: str, per_player: bool = False) -> Printed:
    return Printed(en, es, about_en, about_es, example, kind="stat", field=field, per_player=per_player)


def _icon(en: str, es: str, field: str, about_en: str, about_es: str) -> Printed:
    return Printed(en, es, about_en, about_es, "1", kind="icon", field=field)


def _ability(en: str, es: str, side: Side, trigger: Trigger | None, about_en: str, about_es: str,
             example_en: str, example_es: str) -> Printed:
    return Printed(en, es, about_en, about_es, example_en, example_es, kind="ability", side=side, trigger=trigger)


ATTRIBUTES = _by_name(
    Printed("code", "codigo", "the card's code in the card data (MarvelCDB's for official cards)",
            "el código de la carta en los datos de cartas (el de MarvelCDB para las cartas oficiales)", "01101"),
    Printed("traits", "rasgos", "its traits, comma-separated, as printed",
            "sus rasgos, separados por comas, tal como están impresos", "Hydra,Elite"),
    Printed("side-type", "tipo-cara", "the card type one side prints when it differs from the card's (with a. or b.)",
            "el tipo de carta que imprime una cara cuando difiere del de la carta (con a. o b.)", "minion", "esbirro"),
    _stat("atk", "atq", "attack", "attack", "ataque", "1"),
    _stat("thw", "int", "thwart", "thwart", "intervención", "1"),
    _stat("atk-cd", "atq-dd", "attack_consequential", "consequential damage icons beneath ATK",
          "iconos de Daño derivado bajo el ATQ", "1"),
    _stat("thw-cd", "int-dd", "thwart_consequential", "consequential damage icons beneath THW",
          "iconos de Daño derivado bajo la INT", "1"),
    _stat("def", "def", "defense", "defense", "defensa", "3"),
    _stat("rec", "rec", "recover", "recover", "recuperación", "3"),
    _stat("sch", "pla", "scheme", "scheme", "plan", "1"),
    _stat("hp", "vida", "hit_points", "hit points", "puntos de vida", "14p", per_player=True),
    _stat("hand-size", "tamaño-mano", "hand_size", "hand size", "tamaño de mano", "5"),
    _stat("start", "inicial", "starting_threat", "starting threat of a scheme", "amenaza inicial de un plan", "2",
          per_player=True),
    _stat("target", "umbral", "target_threat", "target threat of a main scheme",
          "umbral de Amenaza de un Plan principal", "7p", per_player=True),
    _stat("accel", "aceleracion", "acceleration", "acceleration field of a main scheme",
          "recuadro de Aceleración de un plan principal", "1p", per_player=True),
    _icon("icons", "iconos", "acceleration", "acceleration icons", "iconos de Aceleración"),
    _icon("crisis", "crisis", "crisis", "crisis icons", "iconos de Crisis"),
    _icon("hazard", "riesgo", "hazard", "hazard icons", "iconos de Riesgo"),
    _icon("amplify", "amplificacion", "amplify", "amplify icons", "iconos de Amplificación"),
    Printed("boost", "aumento", "boost icons", "iconos de aumento", "2"),
    Printed("cost", "coste", "its cost (a dash, -, as in any number the card prints: a value that cannot be used)",
            "su coste (un guion, -, como en cualquier número que imprima la carta: un valor que no puede usarse)", "3"),
    Printed("resources", "recursos", "the resources it generates, comma-separated",
            "los recursos que genera, separados por comas", "energy,wild", "energia,comodin"),
    Printed("form-only", "solo-identidad", "the \"[form] form only\" text: the form a player must be in to play it",
            "el texto «Sólo identidad de [tipo]»: la identidad que debe tener adoptada un jugador para jugarla",
            "hero", "heroe"),
    Printed("give-to", "dar-a", "the \"Give to the [identity] player\" instruction of an obligation: the identity's name",
            "la instrucción «Dale esta carta al jugador que lleva a [identidad]» de una Obligación: el nombre de la identidad",
            '"Peter Parker"'),
    Printed("nemesis", "archienemigo", "the nemesis set a card belongs to: the alter-ego name of the identity it comes with",
            "el conjunto de Archienemigo del que forma parte una carta: el nombre de Alter ego del Superhéroe con el que viene",
            '"Peter Parker"'),
    Printed("subtitle", "subtitulo", "its subtitle, printed under its title (an ally's alter-ego name)",
            "su subtítulo, impreso bajo su título (el nombre de alter ego de un Aliado)", '"Felicia Hardy"'),
    Printed("alter-ego", "alter-ego", "the title an identity's alter-ego side prints",
            "el título que imprime la cara de Alter ego de un Superhéroe", '"Peter Parker"'),
    Printed("limit", "limite", "\"Limit X per [period]\" on its ability: a count, a slash and a period",
            "«Límite de X por [periodo]» en su capacidad: un número, una barra y un periodo", "1/round", "1/ronda"),
    Printed("max", "maximo", "\"Max X per [period]\": a count, a slash and a period, a player or a card type",
            "«Máximo X por [periodo]»: un número, una barra y un periodo, un jugador o un tipo de carta",
            "1/phase", "1/fase"),
    Printed("attach-to", "vincular-a", "the \"Attach to X\" rule of an attachment: a card type",
            "la regla «Vincular a X» de un accesorio: un tipo de carta", "identity", "identidad"),
    _ability("ability", "capacidad", Side.A, None, "an ability on side A (see below)",
             "una capacidad en la cara A (ver abajo)", '"response: threat+1"', '"respuesta: amenaza+1"'),
    _ability("ability-b", "capacidad-b", Side.B, None, "an ability on side B", "una capacidad en la cara B",
             '"action: Rhino charges"', '"accion: Rhino charges"'),
    _ability("reveal-a", "muestra-a", Side.A, Trigger.WHEN_REVEALED,
             "a \"When Revealed\" ability on side A: its effects",
             "una capacidad «Cuando se muestre» en la cara A: sus efectos", '"accel+1"', '"aceleracion+1"'),
    _ability("reveal-b", "muestra-b", Side.B, Trigger.WHEN_REVEALED, "a \"When Revealed\" ability on side B",
             "una capacidad «Cuando se muestre» en la cara B", '"threat+1p"', '"amenaza+1p"'),
    _ability("when-completed", "al-completarse", Side.B, Trigger.WHEN_COMPLETED,
             "a \"When Completed\" ability on side B, the side of a main scheme in play (when-completed-abilities.2)",
             "una capacidad «Al completarse» en la cara B, la cara de un plan principal en juego "
             "(when-completed-abilities.2)", '"accel+1"', '"aceleracion+1"'),
)
"""The printed attributes, ``key=value``, in the order the guide shows them."""

FLAGS = _by_name(
    Printed("double", "doble", "game text on both sides (default: by card type)",
            "texto de juego en las dos caras (por defecto, según el tipo de carta)"),
    Printed("single", "simple", "game text on one side only", "texto de juego en una sola cara"),
    Printed("boost-star", "aumento-estrella", "the star boost icon", "el icono de aumento estrella"),
    Printed("atk-star", "atq-estrella", "a star beside its ATK, or in an attachment's ATK field (star-icon.2, .3)",
            "una estrella junto a su ATQ, o en el recuadro de ATQ de un Accesorio (star-icon.2, .3)"),
    Printed("atk-indirect", "atq-indirecto", "an enemy whose attack deals indirect damage (indirect-damage.6)",
            "un enemigo cuyo ataque inflige Daño indirecto (indirect-damage.6)"),
    Printed("unique", "unica", "the unique icon before its title", "el icono de único delante de su título"),
    Printed("campaign", "campaña", "a campaign-specific or scenario-specific player card",
            "una carta de Jugador específica de campaña o de escenario"),
    Printed("nemesis-minion", "esbirro-archienemigo", "the parenthetical text \"([identity]'s nemesis minion.)\": "
            "the nemesis minion among several minions of a nemesis set",
            "el texto entre paréntesis «(Esbirro Archienemigo de [identidad].)»: el Esbirro Archienemigo entre "
            "varios Esbirros de un conjunto de Archienemigo"),
    Printed("standard", "normal", "\"Standard\" printed in its encounter set name area: a card standard mode uses",
            "«Normal» impreso en la zona del nombre de su conjunto de Encuentros: una carta que usa el Modo normal"),
    Printed("expert", "experto", "\"Expert\" printed in its encounter set name area: a card expert mode uses",
            "«Experto» impreso en la zona del nombre de su conjunto de Encuentros: una carta que usa el Modo experto"),
)
"""The printed flags, written bare."""

KEYWORD_VALUES = Printed(
    "keywords", "palabras-clave", "keywords: bare, or with a number, a text or both",
    "palabras clave: solas, o con un número, un texto o los dos",
    'guard retaliate=1 hinder=1p linked=Rhino uses="3 charge"',
    'guardia represalia=1 complicacion=1p enlazada=Rhino usos="3 charge"',
)
"""How a keyword is written, as the guide shows it (:data:`KEYWORDS` has the keywords)."""

EFFECTS = _by_name(
    Printed("threat", "amenaza", "place that much threat on this card", "coloca esa Amenaza sobre esta carta", "+2"),
    Printed("accel", "aceleracion", "place acceleration tokens", "coloca fichas de Aceleración", "+1"),
    Printed("used-from-out-of-play", "se-usa-fuera-de-juego", "the ability is used from an out-of-play area",
            "la capacidad se usa desde una zona fuera de juego"),
    Printed("refers-to-out-of-play", "alude-a-fuera-de-juego", "it may target out-of-play cards",
            "puede tener como objetivo cartas fuera de juego"),
    Printed("exhaust", "agota", "exhaust this card (a cost)", "agota esta carta (un coste)"),
    Printed("generate", "genera", "generate a resource of that type (after a /, only for a card of that type)",
            "genera un recurso de ese tipo (tras una /, solo para una carta de ese tipo)",
            "+wild", "+comodin"),
    Printed("damage", "daño", "deal that much damage to an enemy its player chooses",
            "inflige ese Daño a un enemigo que elige su jugador", "+3"),
    Printed("basic-attack", "ataque-basico", "the character making the ability makes a basic attack, without exhausting, "
            "against an enemy its player chooses",
            "el personaje que realiza la capacidad realiza un ataque básico, sin agotarse, contra un enemigo que elige su jugador"),
    Printed("basic-thwart", "intervencion-basica", "the character making the ability makes a basic thwart, without exhausting, "
            "against a scheme its player chooses",
            "el personaje que realiza la capacidad realiza una intervención básica, sin agotarse, en un Plan que elige su jugador"),
    Printed("damage-minion", "daño-esbirro", "deal that much damage to a minion its player chooses",
            "inflige ese Daño a un Esbirro que elige su jugador", "+5"),
    Printed("remove-threat", "retira-amenaza", "remove that much threat from a scheme its player chooses",
            "retira esa Amenaza de un Plan que elige su jugador", "+2"),
    Printed("draw", "roba", "its player draws that many cards", "su jugador roba esa cantidad de cartas", "+1"),
    Printed("pay", "paga", "spend that many resources (a cost)", "gasta esa cantidad de recursos (un coste)", "+2"),
    Printed("take-damage", "recibe-daño", "its player's identity takes that much damage (a cost)",
            "la identidad de su jugador recibe ese Daño (un coste)", "+1"),
    Printed("damage-own", "daño-propio", "deal that much damage to its player's identity (a cost)",
            "inflige ese Daño a la identidad de su jugador (un coste)", "+1"),
    Printed("spend-use", "gasta-uso", "remove that many counters of its uses from this card (a cost)",
            "retira esa cantidad de contadores de sus usos de esta carta (un coste)", "+1"),
    Printed("exhaust-friendly", "agota-amigo",
            "exhaust a ready friendly card of that type, any player's, that its player chooses (a cost)",
            "agota una carta amiga preparada de ese tipo, de cualquier jugador, que elige su jugador (un coste)",
            "+ally", "+aliado"),
    Printed("choose-exhaust", "elige-agota",
            "its player chooses a ready card of that type in play, whoever controls it, and exhausts it (a cost)",
            "su jugador elige una carta preparada de ese tipo en juego, la controle quien la controle, y la agota "
            "(un coste)", "+minion", "+esbirro"),
    Printed("discard-cards", "descarta-cartas", "its player discards that many cards from their hand, which they choose (a cost)",
            "su jugador descarta esa cantidad de cartas de su mano, que elige (un coste)", "+2"),
    Printed("discard-up-to", "descarta-hasta",
            "its player discards up to that many cards from their hand, one at least, which they choose (a cost)",
            "su jugador descarta hasta esa cantidad de cartas de su mano, una al menos, que elige (un coste)", "+2"),
    Printed("discard", "descarta", "its player discards a card of that type they control (they choose which)",
            "su jugador descarta una carta de ese tipo que controla (elige cuál)", "+support", "+apoyo"),
    Printed("discard-lowest", "descarta-menor-coste", "its player discards the lowest-cost card of that type they control",
            "su jugador descarta la carta de ese tipo de menor coste que controla", "+support", "+apoyo"),
    Printed("ready-character", "prepara-personaje", "its player readies a character in play (they choose which)",
            "su jugador prepara un personaje en juego (elige cuál)"),
    Printed("attached-cannot-ready", "vinculado-no-se-prepara",
            "a constant ability of an attachment or upgrade: the character it is attached to cannot ready",
            "una capacidad constante de un Accesorio o una Mejora: el personaje al que está vinculado no puede prepararse"),
    Printed("attached-ready-cost", "vinculado-coste-preparar",
            "a constant ability of an attachment or upgrade: as an additional cost to ready the character it is "
            "attached to, deal that much damage to it", "una capacidad constante de un Accesorio o una Mejora: como "
            "coste adicional para preparar al personaje al que está vinculado, inflígele esa cantidad de Daño", "+1"),
    Printed("take-control", "toma-control", "its player takes control of a card of that type another player controls "
            "(they choose which)",
            "su jugador toma el control de una carta de ese tipo que controla otro jugador (elige cuál)",
            "+ally", "+aliado"),
    Printed("double", "duplica",
            "a constant ability of an attachment or upgrade: that stat of the character it is attached to is doubled",
            "una capacidad constante de un Accesorio o una Mejora: esa estadística del personaje vinculado se duplica",
            "+atk", "+atq"),
    Printed("halve", "divide-a-la-mitad",
            "a constant ability of an attachment or upgrade: that stat of the character it is attached to is halved",
            "una capacidad constante de un Accesorio o una Mejora: esa estadística del personaje vinculado se divide a la mitad",
            "+atk", "+atq"),
    Printed("set", "fija",
            "a constant ability of an attachment or upgrade: that stat of the character it is attached to is the number "
            "after the /",
            "una capacidad constante de un Accesorio o una Mejora: esa estadística del personaje vinculado es el número "
            "tras la /",
            "+atk/1", "+atq/1"),
    Printed("play-from-discard", "juega-de-descartes",
            "a constant ability: its player may play cards of that type from their discard pile",
            "una capacidad constante: su jugador puede jugar cartas de ese tipo desde su pila de descartes",
            "+ally", "+aliado"),
    Printed("discard-hand", "descarta-de-mano", "the player resolving it discards a card from their hand (they choose which)",
            "el jugador que la resuelve descarta una carta de su mano (elige cuál)"),
    Printed("remove-counter", "retira-contador",
            "its player removes an all-purpose counter, of any type, from a card of that type they control",
            "su jugador retira un contador genérico, de cualquier tipo, de una carta de ese tipo que controla",
            "+support", "+apoyo"),
    Printed("loses", "pierde", "an enemy its player chooses loses that keyword until the end of the phase",
            "un enemigo que elige su jugador pierde esa palabra clave hasta el final de la fase", "+guard", "+guardia"),
    Printed("gains", "gana", "an enemy its player chooses gains that keyword until the end of the phase",
            "un enemigo que elige su jugador gana esa palabra clave hasta el final de la fase", "+guard", "+guardia"),
    Printed("each-player-discards", "cada-jugador-descarta",
            "each player, in player order, discards that many cards from the encounter deck",
            "cada jugador, en orden de jugadores, descarta esa cantidad de cartas del mazo de Encuentros", "+2"),
    Printed("each-player-discards-unordered", "cada-jugador-descarta-sin-orden",
            "each player discards that many cards from the encounter deck, in the order the first player decides",
            "cada jugador descarta esa cantidad de cartas del mazo de Encuentros, en el orden que decide el jugador inicial",
            "+1"),
    Printed("stun", "aturde", "give a stunned status card to an enemy its player chooses",
            "da una carta de Estado Aturdido a un enemigo que elige su jugador"),
    Printed("confuse", "confunde", "give a confused status card to an enemy its player chooses",
            "da una carta de Estado Confundido a un enemigo que elige su jugador"),
    Printed("exhaust-you", "te-agota", "the player resolving it exhausts their identity",
            "el jugador que la resuelve agota su identidad"),
    Printed("indirect-you", "te-inflige-indirecto",
            "deal that much indirect damage to the player resolving it, who assigns it among the characters they control",
            "inflige esa cantidad de Daño indirecto al jugador que la resuelve, que lo asigna entre los personajes que controla",
            "+2"),
    Printed("stun-you", "te-aturde", "the player resolving it gives their identity a stunned status card",
            "el jugador que la resuelve da a su identidad una carta de Estado Aturdido"),
    Printed("confuse-you", "te-confunde", "the player resolving it gives their identity a confused status card",
            "el jugador que la resuelve da a su identidad una carta de Estado Confundido"),
    Printed("cannot-take-damage", "no-puede-sufrir-daño", "a constant ability: this character cannot take damage",
            "una capacidad constante: este personaje no puede sufrir Daño"),
    Printed("players-win", "ganan-jugadores", "the players win: an alternate win condition is met",
            "ganan los jugadores: se cumple una condición de victoria alternativa"),
    Printed("players-lose", "pierden-jugadores", "the players lose: an alternate loss condition is met",
            "pierden los jugadores: se cumple una condición de derrota alternativa"),
    Printed("attack-ally", "ataca-aliado", "this enemy, or else the villain, attacks an ally its player controls",
            "este enemigo, o si no el Villano, ataca a un Aliado que controla su jugador"),
    Printed("hero-atk", "atq-heroe", "in a constant ability: its player's hero gets that much ATK while the card is "
            "in play", "en una capacidad constante: el Héroe de su jugador obtiene ese ATQ mientras la carta "
            "está en juego", "+1"),
    Printed("declare-defender", "declara-defensor", "the character making the ability is declared the defender of the "
            "enemy attack, without exhausting", "el personaje que realiza la capacidad es declarado defensor del ataque "
            "enemigo, sin agotarse"),
    Printed("atk-until-phase", "atq-hasta-fin-fase", "its player's hero gets that much ATK until the end of the phase",
            "el Héroe de su jugador obtiene ese ATQ hasta el final de la fase", "+2"),
    Printed("atk-until-round", "atq-hasta-fin-ronda", "its player's hero gets that much ATK until the end of the round",
            "el Héroe de su jugador obtiene ese ATQ hasta el final de la ronda", "+2"),
    Printed("draw-per-minion", "roba-por-esbirro",
            "its player draws that many cards for each minion in play, to the maximum after the /",
            "su jugador roba esa cantidad de cartas por cada Esbirro en juego, hasta el máximo tras la /", "+1/2"),
    Printed("draw-per-excess", "roba-por-dano-sobrante",
            "its player draws that many cards for each excess damage of the attack that triggered it",
            "su jugador roba esa cantidad de cartas por cada Daño sobrante del ataque que la desencadenó", "+1"),
    Printed("next-costs-less", "proxima-cuesta-menos", "the next card its player plays costs that many resources less",
            "la próxima carta que juegue su jugador cuesta esa cantidad de recursos menos", "+1"),
    Printed("atk-per-minion-until-phase", "atq-por-esbirro-hasta-fin-fase",
            "its player's hero gets that much ATK for each minion in play until the end of the phase",
            "el Héroe de su jugador obtiene ese ATQ por cada Esbirro en juego hasta el final de la fase", "+1"),
    Printed("allies-atk-until-phase", "aliados-atq-hasta-fin-fase",
            "each ally its player controls gets that much ATK until the end of the phase",
            "cada Aliado que controla su jugador obtiene ese ATQ hasta el final de la fase", "+1"),
    Printed("draw-at-round-end", "roba-al-final-de-ronda", "at the end of the round, its player draws that many cards",
            "al final de la ronda, su jugador roba esa cantidad de cartas", "+1"),
    Printed("search", "busca", "its player searches their deck for a card of that type and adds it to their hand "
            "(they choose which), then shuffles the deck",
            "su jugador busca en su mazo una carta de ese tipo y la añade a su mano (elige cuál), y luego baraja el mazo",
            "+ally", "+aliado"),
    Printed("resolve-special", "resuelve-especial", "the Special abilities of a card its player controls resolve "
            "(they choose which card)", "se resuelven las capacidades Especiales de una carta que controla su "
            "jugador (elige cuál)"),
    Printed("put-nemesis", "pon-archienemigo", "its player puts their nemesis card of that type (minion or side "
            "scheme) into play, from the set-aside cards",
            "su jugador pone en juego su carta Archienemigo de ese tipo (Esbirro o Plan secundario), de entre las "
            "cartas apartadas", "+minion", "+esbirro"),
    Printed("shuffle-discard", "baraja-descartes", "its player shuffles their discard pile into their deck",
            "su jugador baraja su pila de descartes en su mazo"),
    Printed("look", "mira", "its player looks at that many cards from the top of their deck, which stay in order",
            "su jugador mira esa cantidad de cartas de la parte superior de su mazo, que no cambian de orden", "+3"),
    Printed("look-discard", "mira-descarta",
            "its player looks at that many cards from the top of their deck and discards one of them (they choose which)",
            "su jugador mira esa cantidad de cartas de la parte superior de su mazo y descarta una de ellas (elige cuál)",
            "+3"),
    Printed("targets", "objetivos", "the effect after the /, on each of that many different targets its player chooses",
            "el efecto tras la /, sobre cada uno de esa cantidad de objetivos distintos que elige su jugador",
            "+2/damage+1", "+2/daño+1"),
    Printed("any-targets", "cualquier-numero", "the effect that follows, on any number of different targets its player chooses",
            "el efecto que sigue, sobre cualquier número de objetivos distintos que elige su jugador",
            "+damage+1", "+daño+1"),
    Printed("for-each", "por-cada", "the effect after the /, once for each card of that type its player controls: "
            "one instance on one target, its amount multiplied",
            "el efecto tras la /, una vez por cada carta de ese tipo que controla su jugador: una sola instancia "
            "sobre un solo objetivo, con su cantidad multiplicada",
            "+support/damage+1", "+apoyo/daño+1"),
    Printed("for-each-choose", "por-cada-elige", "the effect after the /, once for each card of that type its player "
            "controls, each time on a target its player chooses: each one an instance of its own",
            "el efecto tras la /, una vez por cada carta de ese tipo que controla su jugador, cada vez sobre un "
            "objetivo que elige su jugador: cada una es una instancia propia",
            "+upgrade/damage+2", "+mejora/daño+2"),
    Printed("same-target", "mismo-objetivo",
            "the effects that follow, separated by /, on one target its player chooses, valid if any of them can affect it",
            "los efectos que siguen, separados por /, sobre un objetivo que elige su jugador, válido si alguno puede afectarlo",
            "+damage+2/stun", "+daño+2/aturde"),
    Printed("each", "cada", "the effect that follows, on each of its valid targets in play",
            "el efecto que sigue, sobre cada uno de sus objetivos válidos en juego",
            "+remove-threat+1", "+retira-amenaza+1"),
    Printed("either", "elige-entre", "its player chooses one of the effects that follow, separated by /, and resolves it",
            "su jugador elige uno de los efectos que siguen, separados por /, y lo resuelve",
            "+damage+1/draw+1", "+daño+1/roba+1"),
    Printed("choose-two", "elige-dos", "its player chooses two different effects of those that follow, separated by /, "
            "and resolves each as they choose it",
            "su jugador elige dos efectos distintos de los que siguen, separados por /, y resuelve cada uno al elegirlo",
            "+damage+1/draw+1/remove-threat+1", "+daño+1/roba+1/retira-amenaza+1"),
    Printed("cancel", "anula", "cancel the effects its interrupt's triggering condition would resolve",
            "anula los efectos que resolvería la condición desencadenante de su Interrupción"),
    Printed("prevent-threat", "evita-amenaza",
            "of the threat about to be placed on the scheme its interrupt is about, that much is not placed",
            "de la Amenaza que va a colocarse en el Plan al que se refiere su Interrupción, esa cantidad no se coloca",
            "+1", "+1"),
    Printed("then", "luego", "before an effect: it resolves only if every effect before it fully resolved",
            "ante un efecto: solo se resuelve si todos los efectos anteriores se resolvieron por completo",
            " draw+2", " roba+2"),
    Printed("otherwise", "de-no-ser-asi", "before an effect: it resolves only if the effects before it did not resolve at all",
            "ante un efecto: solo se resuelve si los efectos anteriores no se resolvieron en absoluto",
            " draw+1", " roba+1"),
    Printed("if-hero", "si-heroe", "before an effect: it resolves only if the player resolving the ability is in hero form",
            "ante un efecto: solo se resuelve si el jugador que resuelve la capacidad tiene adoptada su identidad de Héroe",
            " draw+2", " roba+2"),
    Printed("if-spent", "si-gasto",
            "before an effect: it resolves only if the identity of the player resolving the event spent a resource of that type to pay for it",
            "ante un efecto: solo se resuelve si el Superhéroe del jugador que resuelve el Evento gastó un recurso de ese tipo para pagarlo",
            "+physical draw+2", "+fisico roba+2"),
    Printed("if-alter-ego", "si-alter-ego",
            "before an effect: it resolves only if the player resolving the ability is in alter-ego form",
            "ante un efecto: solo se resuelve si el jugador que resuelve la capacidad tiene adoptada su identidad de Alter ego",
            " draw+2", " roba+2"),
    Printed("may", "puede", "before an effect: the player resolving the ability chooses whether it resolves",
            "ante un efecto: el jugador que resuelve la capacidad elige si se resuelve", " draw+1", " roba+1"),
    Printed("ignore", "ignora", "while it resolves, the ability treats that keyword or icon as not there (guard, patrol, crisis)",
            "mientras se resuelve, la capacidad trata esa palabra clave o ese icono como si no estuviera (guardia, patrulla, crisis)",
            "+guard", "+guardia"),
    Printed("reduce-cost", "reduce-coste", "a constant ability: the cards of the type after the / its controller plays cost that much less",
            "una capacidad constante: las cartas del tipo que sigue a la / que juega su controlador cuestan eso menos",
            "+1/ally", "+1/aliado"),
    Printed("damage-per", "daño-por",
            "its player discards the top card of their deck and deals an enemy they choose 1 damage for each resource of that type it prints",
            "su jugador descarta la carta superior de su mazo e inflige a un enemigo que elige 1 de Daño por cada recurso de ese tipo que tenga impreso",
            "+physical", "+fisico"),
    Printed("damage-sustained", "daño-acumulado",
            "deal damage equal to the sustained damage of the character performing the ability to an enemy its player chooses",
            "inflige un Daño igual al Daño acumulado del personaje que realiza la capacidad a un enemigo que elige su jugador"),
    Printed("additional-cost", "coste-adicional",
            "a constant ability: as an additional cost to play a card of the type after the /, its player pays that many more resources",
            "una capacidad constante: como coste adicional para jugar una carta del tipo que sigue a la /, su jugador paga esa cantidad más de recursos",
            "+1/ally", "+1/aliado"),
    Printed("activate", "activa",
            "the villain activates against its player: it attacks them in hero form, schemes in alter-ego form",
            "el Villano se activa contra su jugador: lo ataca en forma de Héroe, ejecuta un Plan en forma de Alter ego"),
    Printed("villain-heals", "villano-se-cura",
            "the villain heals that much damage, whatever character resolves the ability",
            "el Villano se cura esa cantidad de Daño, sea cual sea el personaje que resuelve la capacidad",
            "+2", "+2"),
    Printed("double-resources", "recursos-dobles",
            "a constant ability: the resource cards its controller discards from hand to pay generate twice what they print",
            "una capacidad constante: las cartas de Recurso que su controlador descarta de la mano para pagar generan el doble de lo que tienen impreso"),
    Printed("only-for", "solo-para",
            "a constant ability of a resource card: the resources it generates from hand pay only for a card of that type",
            "una capacidad constante de una carta de Recurso: los recursos que genera desde la mano solo pagan una carta de ese tipo",
            "+ally", "+aliado"),
    Printed("play-free", "juega-gratis",
            "its player plays a card of that type from their hand, ignoring its resource cost (they choose which)",
            "su jugador juega una carta de ese tipo de su mano, ignorando su coste en recursos (elige cuál)",
            "+ally", "+aliado"),
    Printed("event-damage", "daño-evento", "a constant ability: each instance of damage an event its controller plays deals is that much more",
            "una capacidad constante: cada vez que un Evento que juega su controlador inflige Daño, inflige eso más",
            "+1", "+1"),
    Printed("attack-damage", "daño-ataque",
            "an interrupt to an attack (an attack ability or a basic attack) as it begins: each instance of that attack's damage is that much more",
            "una Interrupción a un ataque (una capacidad de ataque o un ataque básico) cuando empieza: cada instancia de Daño de ese ataque es eso mayor",
            "+2", "+2"),
    Printed("attacks-in-order", "ataques-en-orden",
            "make the following attacks in order: each number, after the + and between the /, is the damage of a "
            "separate attack on an enemy its player chooses",
            "realiza los siguientes ataques en orden: cada número, tras el + y entre las /, es el Daño de un ataque "
            "distinto contra un enemigo que elige su jugador",
            "+1/2/3", "+1/2/3"),
    Printed("thwart-threat", "amenaza-intervencion",
            "an interrupt to a thwart (a thwart ability or a basic thwart) as it begins: each instance of threat that thwart removes is that much more",
            "una Interrupción a una intervención (una capacidad de intervención o una intervención básica) cuando empieza: cada cantidad de Amenaza que quita esa intervención es eso mayor",
            "+1", "+1"),
    Printed("power", "atributo",
            "an interrupt to a character using a basic power: that power is that much more for this use",
            "una Interrupción a que un personaje use un atributo básico: ese atributo es eso mayor en este uso",
            "+1", "+1"),
)
"""The effects the rules read in an ability; any other text is an effect known by its name only."""

OTHER_EFFECTS: Mapping[str, str] = MappingProxyType(
    {"en": "any other words (an effect known by its name only)", "es": "otras palabras (un efecto conocido solo por su nombre)"}
)
"""What the guide says of the effects that are not words of the notation."""


def _enum_words(enum: type[StrEnum], spanish: Mapping[str, str]) -> tuple[Printed, ...]:
    """The words of every member of ``enum`` (its value is the English word), in its order."""
    if set(spanish) != {member.value for member in enum}:
        raise ValueError(f"the Spanish words of {enum.__name__} do not match its members")
    return tuple(Printed(member.value, spanish[member.value]) for member in enum)


KEYWORDS = _enum_words(Keyword, {
    "alliance": "alianza", "assault": "asalto", "form": "identidad-de", "guard": "guardia", "hinder": "complicacion",
    "incite": "incitar", "linked": "enlazada", "overkill": "brutalidad", "patrol": "patrulla", "peril": "peligro",
    "permanent": "permanente", "piercing": "penetrante", "quickstrike": "ataque-veloz", "ranged": "a-distancia",
    "requirement": "requisito", "restricted": "restringida", "retaliate": "represalia", "setup": "inicio",
    "stalwart": "firmeza", "steady": "teson", "surge": "oleada", "team-up": "equipo",
    "teamwork": "trabajo-en-equipo", "temporary": "temporal", "toughness": "dureza", "uses": "usos",
    "victory": "victoria", "villainous": "infame", "vulnerable": "vulnerable",
})
"""The keywords: bare (``guard``), with a number (``retaliate=1``, ``hinder=1p``), a text
(``linked=Rhino``) or both (``uses="3 charge"``)."""

TRIGGERS = _enum_words(Trigger, {
    "constant": "constante", "setup": "preparacion", "when-revealed": "cuando-se-muestre",
    "when-defeated": "cuando-se-derrote", "when-completed": "cuando-se-complete",
    "forced-interrupt": "interrupcion-obligada", "forced-response": "respuesta-obligada", "forced-action": "accion-obligada",
    "interrupt": "interrupcion", "response": "respuesta", "action": "accion", "hero-action": "accion-de-heroe",
    "alter-ego-action": "accion-de-alter-ego", "resource": "recurso", "boost": "aumento", "special": "especial",
})
"""The timing triggers that start an ability."""

OCCURRENCES = _enum_words(Occurrence, {
    "enters-play": "entra-en-juego", "played": "jugada", "scheme-completed": "plan-completado",
    "would-be-dealt-damage": "se-le-vaya-a-infligir-dano", "would-take-damage": "vaya-a-sufrir-dano",
    "damage-dealt": "sufre-dano", "would-be-defeated": "vaya-a-ser-derrotado", "defeated": "derrotado",
    "revealed": "mostrada", "discarded": "descartada", "attacks": "ataca",
    "attacks-and-damages": "ataca-e-inflige-dano", "defends": "defiende",
    "would-get-threat": "vaya-a-recibir-amenaza", "thwarts": "interviene",
    "uses-basic-power": "usa-atributo-basico",
})
"""The occurrences a triggering condition names."""

FORMS = _enum_words(Form, {"hero": "heroe", "alter-ego": "alter-ego"})
"""The forms, in ``form-only``."""

LABELS = _enum_words(Label, {"attack": "ataque", "thwart": "intervencion", "defense": "defensa"})
"""The labels of a labeled ability, in parentheses after its timing trigger: ``hero-action(attack)``."""

PERIODS = _enum_words(Period, {"round": "ronda", "phase": "fase", "turn": "turno", "player": "jugador",
                                "instance": "instancia"})
"""What a limit or a maximum counts over, after its slash (``limit=1/round``); a maximum may
name a card type instead (``max=1/ally``)."""

RESOURCES = _enum_words(Resource, {"energy": "energia", "mental": "mental", "physical": "fisico", "wild": "comodin"})

TYPES = _enum_words(CardType, {
    "identity": "identidad", "ally": "aliado", "support": "apoyo", "upgrade": "mejora", "event": "evento",
    "resource": "recurso", "villain": "villano", "main-scheme": "plan-principal",
    "side-scheme": "plan-secundario", "minion": "esbirro", "treachery": "perfidia", "attachment": "accesorio",
    "environment": "entorno", "obligation": "obligacion", "player-side-scheme": "plan-secundario-de-jugador",
    "leader": "lider",
})
"""The card types, written after a card's id (``m1:minion``) and in ``attach-to``."""

GROUPS: Mapping[str, tuple[Printed, ...]] = MappingProxyType(
    {
        "attributes": tuple(ATTRIBUTES.values()),
        "flags": tuple(FLAGS.values()),
        "keywords": KEYWORDS,
        "triggers": TRIGGERS,
        "occurrences": OCCURRENCES,
        "effects": tuple(EFFECTS.values()),
        "resources": RESOURCES,
        "types": TYPES,
        "labels": LABELS,
        "forms": FORMS,
        "periods": PERIODS,
    }
)
"""Every declaration, by the table of the card notation's words it fills."""

WORD_LISTS = (
    ("keywords", "keywords", "palabras clave"),
    ("triggers", "timing triggers", "momentos"),
    ("occurrences", "occurrences", "sucesos"),
    ("effects", "effects", "efectos"),
    ("resources", "resources", "recursos"),
    ("types", "card types", "tipos de carta"),
    ("labels", "ability labels", "etiquetas de capacidad"),
    ("forms", "forms", "identidades"),
    ("periods", "limit and max periods", "periodos de límite y máximo"),
)
"""The groups the guide lists word by word after the attributes, with their title in each language."""


def words(group: str, lang: str) -> dict[str, str]:
    """The words of ``group`` in ``lang``, keyed by the English word."""
    return {word.en: word.word(lang) for word in GROUPS[group]}
