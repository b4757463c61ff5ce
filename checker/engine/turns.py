"""The structure of a game in time: seats, rounds, phases, steps, turns, and the decision awaited.

A round is a player phase (each player in player order takes one turn; the player taking it is
the active player) followed by a villain phase of six steps. Before the first round comes the
set-up. A :class:`Pending` decision stops the game until the player it names answers it.

>>> VillainStep(1).name, VillainStep.PASS_FIRST_PLAYER_TOKEN.value
('PLACE_THREAT', 5)
>>> Pending("B", Choice.ATTACH_HOST, ("carol", "dave"), "player-elimination.2.3.1", "hook", "A").options
('carol', 'dave')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum, StrEnum

from checker.engine.cards import Occurrence, Trigger


@dataclass(frozen=True)
class Player:
    """A seat at the table. Seats are clockwise in the order of the game's players."""

    id: str
    eliminated: bool = False
    changed_form: bool = False
    """The player has used their one voluntary change of form this round (form.2)."""
    deck_waiting: bool = False
    """The player's deck ran out while their discard pile was empty: it resets once a card is in
    the discard pile (player-deck.3.3)."""


class Phase(StrEnum):
    """The parts of the game; the value is the notation's English keyword."""

    SETUP = "setup"
    PLAYER = "player"
    """Each player, in player order, takes one turn."""
    VILLAIN = "villain"
    """The six steps of :class:`VillainStep`."""


class VillainStep(IntEnum):
    """The steps of the villain phase, numbered as the Rules Reference numbers them."""

    PLACE_THREAT = 1
    ENEMIES_ACTIVATE = 2
    DEAL_ENCOUNTER_CARDS = 3
    REVEAL_ENCOUNTER_CARDS = 4
    PASS_FIRST_PLAYER_TOKEN = 5
    END_OF_ROUND = 6


class SetupStep(Enum):
    """The steps of the game's set-up that the engine plays, in the order of the Rules
    Reference's setup appendix (Appendix II, which the glossary's sources do not hold). The
    glossary fixes step one (permanent.3.1), step eight, "Select Scenario" (modes-of-play.5.1),
    and names "Put Setup Cards Into Play" (setup-keyword.2), "Resolve Character Setup Abilities"
    (setup-triggered-ability.4) and "Resolve Scenario Setup and When Revealed Abilities"
    (setup-triggered-ability.3), step ten in MarvelCDB's text of the Rules Reference. The steps
    after it (the opening hands) have no text among the sources, and the engine does not play them.
    Not an :class:`IntEnum`, so that no step equals a villain step of the same number."""

    SELECT_HEROES = 1
    SET_HIT_POINTS = 2
    SELECT_FIRST_PLAYER = 3
    SET_ASIDE_NEMESIS_AND_OBLIGATIONS = 4
    PUT_SETUP_CARDS_INTO_PLAY = 5
    SHUFFLE_PLAYER_DECKS = 6
    RESOLVE_CHARACTER_SETUP_ABILITIES = 7
    SELECT_SCENARIO = 8
    SHUFFLE_ENCOUNTER_DECK = 9
    RESOLVE_SCENARIO_SETUP_ABILITIES = 10


class Choice(StrEnum):
    """What a pending decision asks for; the value is the notation's English keyword."""

    ATTACH_HOST = "attach-host"
    """The card that ``subject`` attaches to."""
    DISCARD_ALLY = "discard-ally"
    """An ally to discard, for a player over the ally limit (``subject``: the ally whose
    entering play put them over it, if one did)."""
    DISCARD_RESTRICTED = "discard-restricted"
    """A restricted card to discard, for a player who controls more than two (``subject``: the
    restricted card whose entering play put them over, if one did)."""
    USE_ABILITY = "use-ability"
    """Whether to use the optional interrupt or response of ``subject``: the options are
    :class:`Answer` words."""
    RESOLVE_NEXT = "resolve-next"
    """Which of the abilities triggered at the same moment resolves (or is offered) next: the
    cards bearing them (simultaneous-resolution.1)."""
    DECLARE_DEFENDER = "declare-defender"
    """A character to defend against the attack of ``subject`` on ``context``, or
    :attr:`Answer.NO_DEFENDER`."""
    ATTACKED_ALLY = "attacked-ally"
    """The ally of the choosing player that the enemy ``subject`` attacks (attacks-against-allies.1)."""
    NEXT_MINION = "next-minion"
    """The minion engaged with the choosing player that activates next against them (villain-phase.1.2)."""
    NEXT_PLAYER = "next-player"
    """The player who resolves an "each player" effect of the ability of ``subject`` next, in the
    order the first player decides (each-player.2): the options are the players yet to resolve it."""
    DISCARD_FROM_HAND = "discard-from-hand"
    """A card of their hand the choosing player discards at the end of the player phase, or
    :attr:`Answer.DONE_DISCARDING` once they are at or under their hand size (end-of-player-phase.1.1)."""
    PAY = "pay"
    """A source of resources toward the cost of playing ``subject`` (on the card ``context``, for
    an upgrade played on one): a card of their hand to discard, or a card in play whose resource
    ability they use (cost.4)."""
    DISCARD_PLAYER_SIDE_SCHEME = "discard-player-side-scheme"
    """A player side scheme to discard, with more in play than the limit (player-side-scheme-limit.3, .4)."""
    ASSIGN_INDIRECT_DAMAGE = "assign-indirect-damage"
    """The character the choosing player assigns the next point of indirect damage dealt to
    them to (indirect-damage.2); ``subject`` is their identity, ``context`` the points still to
    assign, then the characters assigned one so far, joined by ``/``."""
    TARGET = "choose-target"
    """The target of an effect of the ability of ``subject`` (an event or a card's action);
    ``context`` is the number of that effect among the ability's effects, counting from zero
    (for an option of an effect with options, then a dot and the option's number, and a slash
    before each option of it resolved already), then the enemies the ability has damaged so far,
    so that the rest resolve once it is chosen."""
    FIRST_PLAYER = "first-player"
    """The player who takes the first player token as the game is set up (first-player.1): the
    options are the players."""
    VILLAIN_VERSION = "villain-version"
    """The one version of the villain a skirmish game uses (modes-of-play.5.1): the options are
    the cards of the villain deck."""
    COST_ELEMENT = "cost-element"
    """An element of a cost of the ability of ``subject`` that its player chooses while paying it
    (cost.8): ``context`` is the number of that cost among the ability's costs; for "up to", also
    :attr:`Answer.DONE_CHOOSING` once one is chosen (cost.10)."""
    OPTION = "choose-option"
    """Which option of an effect of the ability of ``subject`` its player resolves
    (choose-option.1): the options are :data:`OPTIONS`; ``context`` is the effect's number, a
    slash before each option of it resolved already, then the enemies damaged so far."""


class Answer(StrEnum):
    """The options of a decision that are not cards; the value is the notation's English word."""

    USE = "use"
    DECLINE = "decline"
    NO_DEFENDER = "no-defender"
    """The option of a defender declaration that leaves the attack undefended."""
    DONE_DISCARDING = "done-discarding"
    """The option that ends a player's discarding from hand at the end of the player phase."""
    DONE_CHOOSING = "done-choosing"
    """The option that ends a player's choosing of "any number" of targets (choose-game-element.5)."""
    FIRST_OPTION = "first-option"
    SECOND_OPTION = "second-option"
    THIRD_OPTION = "third-option"


OPTIONS = (Answer.FIRST_OPTION, Answer.SECOND_OPTION, Answer.THIRD_OPTION)
"""The answers that choose an option of a "choose" effect, in the order the card prints them."""


ANSWERS = frozenset(Answer)
"""Every answer word: a decision's option is one of them or a card id."""


@dataclass(frozen=True)
class Pending:
    """A decision the game waits for: who must choose, what, among which options, under which clause.

    ``subject`` is the card the choice is about and ``context`` the player whose procedure was
    interrupted by it (empty when none), so that the procedure can carry on once it is answered;
    a payment names the host of the card being played there instead.
    """

    player: str
    kind: Choice
    options: tuple[str, ...]
    clause: str
    subject: str = ""
    context: str = ""
    paid: tuple[str, ...] = ()
    """For a payment (:attr:`Choice.PAY`), the resources generated toward it so far: values of
    :class:`~checker.engine.cards.Resource`."""


@dataclass(frozen=True)
class Activation:
    """An activation of villain phase step two still to resolve: ``enemy`` activates against
    ``player``; with no enemy, the player's turn, whose enemies are listed when it comes.
    Written ``A.m1`` or ``A`` in the notation.

    >>> Activation.parse("A.m1"), str(Activation("B"))
    (Activation(player='A', enemy='m1'), 'B')
    """

    player: str
    enemy: str | None = None

    @classmethod
    def parse(cls, text: str) -> Activation:
        player, _, enemy = text.partition(".")
        return cls(player, enemy or None)

    def __str__(self) -> str:
        return self.player if self.enemy is None else f"{self.player}.{self.enemy}"


@dataclass(frozen=True)
class Window:
    """An interrupt or response window left open by a decision (triggering-condition.3): the
    abilities with timing trigger ``trigger`` that one occurrence of a triggering condition
    triggered, and the cards bearing those still to resolve or be offered, in no set order.

    ``card`` is the card the occurrence is about.
    """

    trigger: Trigger
    occurrence: Occurrence
    card: str
    abilities: tuple[str, ...] = ()
    also: tuple[Occurrence, ...] = ()
    """The other triggering conditions about ``card`` that the same occurrence created, whose
    abilities this one window handles too (triggering-condition.3)."""
    attacked: str = ""
    """For a window an attack opened (``card`` being its attacker): the character it attacked,
    so that what the attack triggers after the window carries on against it."""
    attack_clause: str = ""
    """For a window an attack opened: the clause the attack was logged under (a basic attack,
    an ability labeled an attack, an enemy's attack), which says what else it triggers."""
    count: int = 0
    """For a window that threat about to be placed opened: how much of it is still to be
    placed, less what its interrupts have prevented so far (prevent.3)."""

    @property
    def occurrences(self) -> tuple[Occurrence, ...]:
        """Every triggering condition the window handles."""
        return (self.occurrence, *self.also)



@dataclass(frozen=True)
class Suspended:
    """A resolution that a decision stopped in the middle, kept in the state until that decision,
    and everything it set off, is over: then it goes on where it stopped.

    How a resolution stops and goes on. The state holds one decision awaited (:class:`Pending`),
    one open window (:class:`Window`) and the resolutions stopped, the next to go on first. A
    rule whose resolution meets a decision (its own, or one that something it set off asks:
    a window of responses, a defender to declare, indirect damage to assign) puts what it has
    left to do here and returns; the code that called it sees the decision and does the same, so
    each level of a resolution waits beneath the one it was resolving (ability.6: one sentence
    at a time; forced.7: each forced ability as completely as possible before the next). A
    window that opens while another is open, or while a decision is awaited, is handled first
    and the open one waits above what it was resolving (interrupt.1, response.1). Once an answer
    has been carried out and nothing is awaited or open, the registry takes the first of them
    and runs the rule registered at :attr:`~checker.engine.timing.When.RESUME` on its clause
    (:meth:`~checker.engine.registry.Registry.go_on`); one that stops again waits again. The
    notation writes them, so that a scenario can start from a stopped resolution.

    ``clause`` names the rule that carries it on (registered at
    :attr:`~checker.engine.timing.When.RESUME` on that clause); ``player``, ``subject`` and
    ``words`` say, as a :class:`Pending` decision's subject and context do, who was resolving what
    and how far it had gone. Written as one word in the notation, its parts joined by ``/`` and
    its words by ``,`` (empty parts at the end go unsaid): ``action.1/A/blast/2!10,m1``.

    >>> Suspended.parse("triggering-condition.3/A/ms1/forced-response,enters-play,m1,b2").words
    ('forced-response', 'enters-play', 'm1', 'b2')
    """

    clause: str
    player: str
    subject: str
    words: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> Suspended:
        clause, player, subject, words = (text.split("/", 3) + ["", "", ""])[:4]
        return cls(clause, player, subject, tuple(words.split(",")) if words else ())

    def __str__(self) -> str:
        return "/".join((self.clause, self.player, self.subject, ",".join(self.words))).rstrip("/")
