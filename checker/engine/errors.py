"""Errors: an illegal request names the rule, the reason and the state, in either language.

An error keeps its reason's message id and parameters and renders only when shown
(:meth:`EngineError.render`, or ``str()`` for English), so raising one reads no catalog.

>>> error = RuleViolation("main-scheme.7", REASONS.MAIN_SCHEME_NOT_DISCARDABLE,
...                       {"card": "The Break-In!"}, "scheme: ms1")
>>> error.render("en")
'Main scheme cards cannot be discarded: The Break-In! stays (rule main-scheme.7; state: scheme: ms1)'
>>> error.render("es")
'Las cartas de Plan principal no pueden descartarse: The Break-In! se queda (regla main-scheme.7; estado: scheme: ms1)'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import SimpleNamespace
from typing import Any

from checker.engine.events import DOMAIN, render_message
from checker.i18n import N_, translate

REASONS = SimpleNamespace(
    UNKNOWN_CARD=N_("There is no card {card} in this game"),
    UNKNOWN_PLAYER=N_("There is no player {player} in this game"),
    GAME_OVER=N_("The game is over"),
    ALREADY_EXHAUSTED=N_("{card} is exhausted: it cannot exhaust again until it is readied"),
    NO_ATTACK_POWER=N_("{card} has no attack power (ATK) to use"),
    NO_THWART_POWER=N_("{card} has no thwart power (THW) to use"),
    NO_RECOVERY_POWER=N_("{card} has no recovery power (REC): only an alter-ego recovers"),
    NO_THREAT_TO_THWART=N_("{card} is not a scheme in play with threat to remove"),
    NOT_AN_ENEMY=N_("{card} is not an enemy in play"),
    NO_DAMAGE_TO_HEAL=N_("{card} has no damage to heal"),
    PLAYER_ELIMINATED=N_("{player} has been eliminated and no longer takes part in the game"),
    CRISIS=N_("a crisis icon is in play: player cards cannot remove threat from {card}"),
    GUARDED=N_("{minion}, a minion with guard, is engaged with the player: they cannot attack {card}"),
    PERIL=N_("{resolver} is resolving {card}, a card with peril: {player} cannot trigger abilities"),
    PATROLLED=N_("{minion}, a minion with patrol, is engaged with the player: they cannot thwart {card}"),
    ALREADY_DISCARDED=N_("{card} is in a discard pile already: discarding moves a card to one from elsewhere"),
    IDENTITY_NOT_DISCARDABLE=N_("identity cards cannot be discarded from play: {card}"),
    VILLAIN_NOT_DISCARDABLE=N_("villain cards cannot be discarded from play: {card}"),
    MAIN_SCHEME_NOT_DISCARDABLE=N_("Main scheme cards cannot be discarded: {card} stays"),
    NO_MAIN_SCHEME=N_("There is no main scheme in play"),
    NO_NEXT_STAGE=N_("{card} is the final stage: the main scheme deck cannot advance"),
    NOT_COMPLETED=N_("{card} has {threat} threat, less than its target threat {target}: it is not completed"),
    NOT_A_SCHEME=N_("{card} is not a scheme"),
    ALREADY_IN_PLAY=N_("{card} is already in play"),
    TARGET_OUT_OF_PLAY=N_(
        "{card} is out of play and the ability of {source} does not refer to an out-of-play area"
    ),
    SOURCE_OUT_OF_PLAY=N_("{source} is out of play: its abilities cannot be initiated"),
    SIDE_FACEDOWN=N_("Side {side} of {card} is facedown, so it is out of play"),
    ORDER_FIXED=N_(
        "The order of the encounter deck cannot change unless a game step, game function or card ability says so"
    ),
    PLAYER_DECK_ORDER_FIXED=N_(
        "The order of a player's deck cannot change unless a game step, game function or card ability says so"
    ),
    NOT_A_PERMUTATION=N_("The new order must hold exactly the cards of the encounter deck"),
    NOT_IN_HAND=N_("{card} is not in the hand of {player}"),
    CANNOT_BE_PLAYED=N_("{card} cannot be played"),
    CANNOT_PAY=N_("the resources its player can generate cannot pay the cost of {card} ({count})"),
    CANNOT_PAY_ADDITIONAL=N_("the resources its player can generate cannot pay the cost of {card} with its additional costs ({count}): none is paid"),
    NO_TARGET=N_("{card} has no valid target"),
    CANNOT_TAKE_DAMAGE=N_("{card} cannot take damage: it is no valid target for an attack that only deals damage"),
    NOT_FOUND=N_("{card} is in a game area that finding a card does not search"),
    NOTHING_TO_SWAP=N_("{zone} has no card to swap"),
    SAME_PLACEMENT=N_("{card} is where the move would put it already"),
    NO_MOVE=N_("{card} is no valid source or destination for the move"),
    REMOVED_FOR_GOOD=N_("{card} has been removed from the game: it cannot reenter it"),
    DASH_COST=N_("{card} has a dash as its cost: it cannot be played"),
    DASH_POWER=N_("{card} has a dash as the value of that power: it cannot exhaust to use it"),
    NO_USES_LEFT=N_("{card} has fewer {counter} uses left than its ability spends ({count})"),
    NO_COST_ELEMENTS=N_("{player} does not have the elements the cost of {card} asks for"),
    FORCED_ACTION_LEFT=N_("the Forced Action of {card} must be resolved before the player phase ends"),
    NOT_DURING_SETUP=N_("The setup is over: its steps are not carried out again"),
    SPECIAL_ONLY_WHEN_INSTRUCTED=N_('The "Special" ability of {card} resolves only when another card\'s ability instructs it'),
    NOT_A_SETUP_ABILITY=N_('The ability of {card} is not a "Setup" ability: no player card ability resolves during setup'),
    LIMIT_REACHED=N_("the ability of {card} has been used {count} times, its limit for this period"),
    MAX_REACHED=N_("copies of {card} have been played {count} times, the maximum for this period"),
    MAX_PER_PLAYER=N_("{player} already controls a copy of {card} in play, the maximum per player"),
    MAX_PER_CARD=N_("{host} already has the maximum of copies of {card} attached"),
    UNIQUE_IN_PLAY=N_("{card} is unique and {other}, which matches it, is in play"),
    DECK_UNKNOWN_CARD=N_("No card of the card data has the code {code}"),
    NOT_ALONGSIDE_IDENTITY=N_("{code} is used only alongside an identity that shares its set icon, and none is played"),
    NOT_A_SCENARIO=N_("The set {code} is not the encounter set of a scenario"),
    NOT_A_MODULAR_SET=N_("The set {code} is not a modular encounter set: it cannot be chosen as one"),
    NOT_AN_ENCOUNTER_DECK_CARD=N_("{code} is not a card of the encounter deck"),
    MODULAR_CARD_ALONE=N_("{code} belongs to a modular set: it is added or left out only with the whole set"),
    SCENARIO_CARD_LEFT_OUT=N_("{code} belongs to the scenario: the scenario includes each of its cards"),
    DECK_NOT_PLAYER_CARD=N_("{code} is not a player card: a player's deck holds player cards only"),
    DECK_LINKED_CARD=N_("{code} has the linked keyword: it cannot be included in any deck"),
    DECK_CAMPAIGN_CARD=N_("{code} is campaign-specific: it is used only during a campaign"),
    DECK_OTHER_IDENTITY=N_("{code} does not share a set icon with the identity {other}"),
    DECK_OTHER_ASPECT=N_("{code} belongs to an aspect the deck did not choose"),
    DECK_TEAM_UP=N_("{code} has team-up: the identity {other} is not named {names}"),
    DECK_OVER_MAX=N_("{code} is included {count} times, over its maximum per deck"),
    DECK_UNIQUE_COPIES=N_("{code} is unique and is included {count} times"),
    DECK_MATCHING=N_("{code} and {other} are unique and match: a deck holds only one of them"),
    DECK_IDENTITY_SET=N_("the identity {other} comes with {count} copies of {code}: the deck must hold exactly that many"),
    TEAM_UP_MISSING=N_("{card} has team-up: no friendly character in play is named {names}"),
    WRONG_FORM_ONLY=N_("{card} is played or put into play only by a player in the form it names"),
    EFFECT_NOT_CARRIED_OUT=N_("{card}: the engine carries out the effect {effect} only in an event or a card action"),
    ALLY_ATTACK_NOT_CARRIED_OUT=N_("{card}: the engine carries out the effect {effect} only in a \"When Revealed\" ability, which a player resolves"),
    CANCEL_OUTSIDE_INTERRUPT=N_("{card}: the engine cancels effects only from an interrupt to a card being revealed"),
    PREVENT_OUTSIDE_INTERRUPT=N_("{card}: the engine prevents threat only from an interrupt to threat about to be placed"),
    STEP_WITHOUT_END=N_(
        "This step logged {count} events without ending: a loop of effects that no rule the engine carries out ends"
    ),
    DECISION_IN_DAMAGE_INTERRUPTS=N_(
        "{card}: an interrupt to damage being dealt to it or taken by it, or to its being about to be defeated,"
        " asks a player a decision, which the engine cannot carry on in the middle of the damage"
    ),
    RANGED_CARD_NOT_CARRIED_OUT=N_(
        "{card}: the engine carries out ranged only on the character making the attack, not on the card whose"
        " ability is the attack"
    ),
    NOT_AN_ACTION_EVENT=N_("{card} is an interrupt or a response: it is played when its triggering condition occurs"),
    NOT_CONTROLLED=N_("{player} does not control {card}"),
    WRONG_FORM=N_("the ability of {card} is used only in the form it names"),
    CANNOT_PAY_REQUIREMENT=N_("the resources its player can generate do not include those {card} requires"),
    CANNOT_BE_REVEALED=N_("{card} is not a facedown encounter card that can be revealed"),
    NO_ATTACH_TARGET=N_("{card} has no legal card to attach to"),
    ILLEGAL_ATTACH_TARGET=N_("{host} is not a legal card for {card} to attach to"),
    NO_PLAYER_FOR_CARD=N_("{card} needs a player to go to"),
    NOT_DEFEATABLE=N_("{card} cannot be defeated"),
    NEGATIVE_AMOUNT=N_("The amount must not be negative: {amount}"),
    ATTACH_TO_ITSELF=N_("{card} cannot be attached to itself or to a card attached to it"),
    DECISION_PENDING=N_("The game waits for {player} to choose among: {options}"),
    NOT_LEGAL_NOW=N_("{player} may not decide that now: it is not among the legal decisions"),
    NO_RULE_FOR_CHOICE=N_("No rule carries the game on after a choice under {clause}"),
    FORM_ALREADY_CHANGED=N_("{player} has already changed form this round"),
    FORM_NOT_THEIR_TURN=N_("{player} may change form only during their own turn"),
    NO_IDENTITY=N_("{player} has no identity card in play"),
)
"""Every reason an engine error can give, as English message ids of the ``engine`` catalog."""


_STATE_WRITER: list[Callable[[Any], str]] = []


def writes_states(writer: Callable[[Any], str]) -> Callable[[Any], str]:
    """Make ``writer`` the one that writes a state in the notation for the errors it meets.

    The notation (:mod:`checker.engine.notation`) reads and writes states from a layer above the
    state and these errors, which therefore cannot import it: its writer registers itself as the
    notation module is loaded, and the engine package loads it before any state exists."""
    _STATE_WRITER[:] = [writer]
    return writer


def state_notation(state: Any) -> str:
    """``state`` (a game state, or the engine's working copy of one) written in the notation,
    in English, as an error shows the state it met."""
    return _STATE_WRITER[0](state)


class EngineError(Exception):
    """A request the engine cannot carry out, with a translatable reason and the state it met."""

    template = N_("{reason} (state: {state})")

    def __init__(
        self, reason: str, params: Mapping[str, object] | None = None, notation: str | Callable[[], str] = ""
    ) -> None:
        self.reason = reason
        """The English message id of the reason (one of :data:`REASONS`)."""
        self.params = dict(params or {})
        """The reason's placeholders."""
        self._notation = notation
        super().__init__(reason)

    @property
    def notation(self) -> str:
        """The state notation at the time of the request. It may be given as a function of a
        frozen state, written only when asked for: the legal decisions ask every prohibition of
        every offer, and most refusals there are never shown."""
        if callable(self._notation):
            self._notation = self._notation()
        return self._notation

    def __str__(self) -> str:
        return self.render("en")

    def _fields(self, lang: str) -> dict[str, object]:
        return {"reason": render_message(lang, self.reason, self.params), "state": self.notation}

    def render(self, lang: str) -> str:
        return translate(lang, self.template, DOMAIN, **self._fields(lang))


class RuleViolation(EngineError):
    """A request the rules forbid; ``clause`` is the glossary clause id that forbids it."""

    template = N_("{reason} (rule {clause}; state: {state})")

    def __init__(
        self, clause: str, reason: str, params: Mapping[str, object] | None = None,
        notation: str | Callable[[], str] = "",
    ) -> None:
        self.clause = clause
        super().__init__(reason, params, notation)

    def _fields(self, lang: str) -> dict[str, object]:
        return {**super()._fields(lang), "clause": self.clause}


class NotationError(ValueError):
    """State notation that cannot be read; ``line`` and ``column`` count from 1."""

    template = N_("State notation, line {line}, column {column}: {reason}")

    def __init__(
        self, reason: str, params: Mapping[str, object] | None = None, column: int = 1, line: int = 1
    ) -> None:
        self.reason = reason
        """The English message id of the reason (one of :data:`NOTATION_REASONS`)."""
        self.params = dict(params or {})
        self.column = column
        self.line = line
        super().__init__(reason)

    def __str__(self) -> str:
        return self.render("en")

    def render(self, lang: str) -> str:
        reason = render_message(lang, self.reason, self.params)
        return translate(lang, self.template, DOMAIN, line=self.line, column=self.column, reason=reason)


class CardDataError(ValueError):
    """A card data file that cannot be read: the file, the line of the card, and why."""

    template = N_("Card data {file}, line {line}: {reason}")

    def __init__(self, file: str, line: int, reason: str, params: Mapping[str, object] | None = None) -> None:
        self.file = file
        self.line = line
        self.reason = reason
        self.params = dict(params or {})
        super().__init__(reason)

    def __str__(self) -> str:
        return self.render("en")

    def render(self, lang: str) -> str:
        reason = render_message(lang, self.reason, self.params)
        return translate(lang, self.template, DOMAIN, file=self.file, line=self.line, reason=reason)


NOTATION_REASONS = SimpleNamespace(
    UNKNOWN_SECTION=N_("unknown section {section!r}"),
    DUPLICATE_SECTION=N_("section {section!r} is given twice"),
    MISSING_COLON=N_("expected ':' after {section!r}"),
    UNKNOWN_PLAYER=N_("unknown player {player!r}; list it under 'players' first"),
    UNKNOWN_TYPE=N_("unknown card type {type!r}"),
    UNKNOWN_ATTRIBUTE=N_("unknown attribute {attribute!r}"),
    BAD_NUMBER=N_("expected a number, got {text!r}"),
    BAD_VALUE=N_("bad value {text!r} for {attribute!r}"),
    DUPLICATE_CARD=N_("card {card!r} appears twice"),
    UNEXPECTED=N_("unexpected {text!r}"),
    UNCLOSED=N_("{opening!r} is never closed"),
    NEEDS_OWNER=N_("player card {card!r} outside a player's zones needs owner=<player>"),
    FACEDOWN_OUTSIDE_CARD=N_("'~' (facedown) only marks cards placed under another card"),
    UNKNOWN_CARD=N_("{card!r} is not a card of this state"),
    BAD_ABILITY=N_("bad ability {text!r} for {attribute!r}: write a timing trigger, a colon and the effects"),
    SIDE_B_OF_SINGLE_SIDED_CARD=N_("a single-sided card prints nothing on side B"),
    UNKNOWN_CARD_DEFINITION=N_("no card of the card data has the code or title {card!r}"),
    AMBIGUOUS_CARD_DEFINITION=N_("several cards of the card data are titled {card!r}; name one by its code: {codes}"),
    PRINTED_WITH_CARD_DATA=N_(
        "{card!r} takes what it prints from the card data; {attribute!r} cannot be given here as well"
    ),
    TYPE_OF_CARD_DATA=N_("{card!r} is a {type} in the card data"),
    BAD_CARD_DATA=N_("bad card data: {reason}"),
)
"""Reasons a notation cannot be read, as English message ids of the ``engine`` catalog."""
