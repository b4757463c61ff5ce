"""Triggered abilities: the interrupts and responses of the cards in play, forced or optional.

An interrupt or response is an :class:`~checker.engine.cards.Ability` with its timing trigger and
its :class:`~checker.engine.cards.TriggeringCondition` (``ability="response[enters-play]: stun
an enemy"``): an occurrence, about the card bearing it or about any card of a type. When an
occurrence meets the condition of abilities on faceup cards in play (triggering-condition.1),
they are handled in the windows of that occurrence, in Simultaneous Timing Priority (ability.9):
forced interrupts, interrupts, then forced responses, responses (forced.5). Each window is one
timing trigger, and each ability in it is offered or resolved once (interrupt.3, response.3,
triggering-condition.2), copies of a card each once (interrupt.3.1, response.3.1,
triggering-condition.2.1):

* a forced ability resolves without asking, completely, before the next one (forced.1, .2, .7);
* an optional one stops the game: its controller decides whether to use it (ability.8.1; the
  :data:`~checker.engine.turns.Choice.USE_ABILITY` choice, answered ``use`` or ``decline``).
  A player card's controller decides (interrupt.2, response.2); an obligation's, the player in
  whose area it is (interrupt.2.1, response.2.1); any player may use one on an encounter card (ability.6.4), so
  the first player is asked for the group. A declined ability is not offered again for that
  occurrence (interrupt.6, response.5);
* when two or more abilities of the window are left, the first player chooses which comes next
  (simultaneous-resolution.1; for forced abilities, forced.6): the
  :data:`~checker.engine.turns.Choice.RESOLVE_NEXT` choice, whose options are the cards bearing
  them.

While a decision is awaited, the rest of the window is part of the state
(:class:`~checker.engine.turns.Window`), and the other triggers of the occurrence wait: an answer
that closes the window carries them on (:meth:`~checker.engine.registry.Registry.resume`).
Interrupts are offered only to occurrences whose code initiates them
(:data:`INTERRUPTIBLE`), so that they resolve before the occurrence resolves (interrupt.4): the
occurrence waits for their window. The engine logs the other occurrences once they have
happened, and offers only responses to them. The damage a character takes and the defeat it
causes share one response window, whose abilities to either come in any order
(triggering-condition.3, .4).

>>> from checker.engine import Choose, PutIntoPlay, apply, read_state, setup
>>> state = read_state(
...     'players: A(first); set-aside: mock:ally[owner=A ability="response[enters-play]: stun an enemy"]')
>>> after, events = setup.perform(state, PutIntoPlay("mock", "A"))
>>> after.pending.kind.value, after.pending.player, after.pending.options
('use-ability', 'A', ('use', 'decline'))
>>> done, events = apply(after, Choose("A", "use"))
>>> [event.render("en") for event in events]
['Ability of mock: stun an enemy.']
>>> done.pending, done.window
(None, None)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from checker.engine.cards import (
    OPTIONAL_TRIGGERS,
    Ability,
    Card,
    CardType,
    DrawEffect,
    Effect,
    EffectWords,
    Keyword,
    Occurrence,
    PayCost,
    Trigger,
)
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.attack import attacking_too
from checker.engine.rules.attack_triggers import (
    ATTACK_EVENTS,
    ATTACK_OCCURRENCES,
    INTERRUPTS,
    attack_record,
    attack_window,
    attacked_player,
    held_until_attack_ends,
    resumed_attack,
    star_record,
    subject,
)
from checker.engine.rules.cancel import canceled
from checker.engine.rules.cards_in_play import ability_bearers
from checker.engine.rules.effects import has_targets, pay_costs
from checker.engine.rules.limit import count_use, within_limit
from checker.engine.rules.main_scheme import resolve_effects
from checker.engine.rules.maximum import copies_triggered_once
from checker.engine.rules.thwart import thwarting_too
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Answer, Choice, Pending, Suspended, Window

WINDOW_TIMING = {
    Trigger.FORCED_INTERRUPT: When.FORCED_INTERRUPT,
    Trigger.INTERRUPT: When.INTERRUPT,
    Trigger.FORCED_RESPONSE: When.FORCED_RESPONSE,
    Trigger.RESPONSE: When.RESPONSE,
}
"""The timing point of each window's abilities (ability.9.2, .9.4)."""

FORCED_TRIGGERS = frozenset({Trigger.FORCED_INTERRUPT, Trigger.FORCED_RESPONSE})
"""The timing triggers of forced abilities that wait for a triggering condition (forced.2)."""

PRIORITY_STEP = {
    Trigger.FORCED_INTERRUPT: "ability.9.2",
    Trigger.INTERRUPT: "ability.9.2",
    Trigger.FORCED_RESPONSE: "ability.9.4",
    Trigger.RESPONSE: "ability.9.4",
}
"""The step of the Simultaneous Timing Priority each window's abilities resolve in."""

INTERRUPTIBLE = frozenset({
    Occurrence.SCHEME_COMPLETED,
    Occurrence.WOULD_BE_DEALT_DAMAGE,
    Occurrence.WOULD_TAKE_DAMAGE,
    Occurrence.DAMAGE_TAKEN,
    Occurrence.WOULD_BE_DEFEATED,
    Occurrence.DEFEATED,
    Occurrence.REVEALED,
    Occurrence.WOULD_GET_THREAT,
    Occurrence.USES_BASIC_POWER,
})
"""The occurrences the engine initiates before it carries them out, so that an interrupt can
resolve before its triggering condition resolves (interrupt.4)."""

WOULD_HAPPEN = frozenset({
    Occurrence.WOULD_BE_DEALT_DAMAGE,
    Occurrence.WOULD_TAKE_DAMAGE,
    Occurrence.WOULD_BE_DEFEATED,
    Occurrence.WOULD_GET_THREAT,
})
"""The occurrences a "would" triggering condition names: their interrupts come before those to
the same occurrence happening (would.1), as the order of damage sets them (damage.2.3.3)."""

REVEALS_INITIATED = frozenset({CardType.TREACHERY, CardType.VILLAIN})
"""The cards whose revealing the engine initiates (a treachery's, a villain stage's), so that
an interrupt to it resolves before their "When Revealed" abilities; no other revealing is
interrupted."""

AFTER_DAMAGE = frozenset({Occurrence.DAMAGE_TAKEN, Occurrence.DEFEATED})
"""The occurrences whose responses come after the whole resolution of damage and of the defeat
it causes (damage.2.3.3.9)."""

ENTRY = {
    Trigger.FORCED_INTERRUPT: "interrupt",
    Trigger.INTERRUPT: "interrupt",
    Trigger.FORCED_RESPONSE: "response",
    Trigger.RESPONSE: "response",
}
"""The glossary entry of each kind of ability of a window."""


@dataclass(frozen=True)
class Opportunity:
    """``player``'s opportunity to trigger the optional interrupts or responses of ``source`` in
    a window: a prohibition on this type withholds it (peril.1)."""

    player: str
    source: str


def meets(ability: Ability, trigger: Trigger, occurrence: str, source: str, about: Card) -> bool:
    """triggering-condition.1: whether ``ability`` of card ``source`` has timing trigger
    ``trigger`` and a triggering condition that the occurrence about card ``about`` meets."""
    condition = ability.condition
    if ability.trigger is not trigger or condition is None or condition.occurrence.value != occurrence:
        return False
    return about.id == source if condition.of is None else about.type is condition.of


def refers_to_itself_only(table: Table, about: Card, trigger: Trigger, occurrence: str, bearers: list[str]) -> None:
    """self-referential-abilities.1, referential-ability.1.1: an ability whose condition is about
    the card bearing it refers to that card only, not to other copies of it: a copy that the
    occurrence is about does not trigger it (:func:`meets`). ``bearers`` are the cards in play
    that have abilities, in table order."""
    for source in bearers:
        card = table.card(source)
        # The abilities first: comparing definitions is slower.
        if source != about.id and any(
                ability.trigger is trigger and ability.condition is not None and ability.condition.of is None
                and ability.condition.occurrence.value == occurrence for ability in card.abilities()) \
                and card.definition == about.definition:
            record("self-referential-abilities.1", "referential-ability.1", "referential-ability.1.1",
                   "referential-ability.1.1.1", *(("referential-ability.1.1.2",) if occurrence == Occurrence.ATTACKS else ()))
            return


def abilities_of(table: Table, source: str, window: Window) -> list[Ability]:
    """The abilities on the faceup side of ``source`` that belong to ``window``."""
    trigger, about = window.trigger, table.card(window.card)
    abilities = table.card(source).abilities()
    return [ability for ability in abilities
            if any(meets(ability, trigger, occurrence.value, source, subject(table, occurrence.value, about, window.attacked))
                   for occurrence in window.occurrences)]


def gathered(table: Table, event: Event, trigger: Trigger) -> tuple[Occurrence, ...]:
    """triggering-condition.3: the other triggering conditions that the occurrence of ``event``
    created, whose abilities share its window: for its interrupts, the character thwarting that
    a character using its basic thwart power also is; for its responses, the defeat that the
    damage a character takes causes, logged after it and not yet answered. Its own responses are then handled here, so
    its event is held. The conditions gathered before a decision ride along with the event the
    window resumes with."""
    if "also" in event.params:
        return event.params["also"]
    if trigger in INTERRUPTS:
        # A character using its basic thwart (attack) power is thwarting (attacking) too.
        return thwarting_too(table, event) or attacking_too(table, event)
    if event.key is not EventKey.DAMAGE_DEALT:
        return ()
    logged = [index for index, candidate in enumerate(table.events) if candidate is event]
    card_id = event.params["card"].id
    for index in range(logged[0] + 1 if logged else len(table.events), len(table.events)):
        later = table.events[index]
        if later.key is EventKey.DEFEATED and later.params["card"].id == card_id and index in table.initiated \
                and (index >= table.dispatched or index in table.held):
            table.held.add(index)
            return (Occurrence.DEFEATED,)
    return ()


def open_window(table: Table, event: Event, trigger: Trigger) -> None:
    """Gather the abilities with timing trigger ``trigger`` that ``event`` triggers on the cards
    in play, in table order, leaving out a copy whose limit is used up for its period (limit.1),
    and resolve or offer them until a player must decide. The event of an attacked character
    is the occurrence of its attacker having attacked (:func:`attack_window`)."""
    if not ability_bearers(table) and not (trigger in INTERRUPTS and event.key is EventKey.REVEALED) \
            and not (trigger not in INTERRUPTS and event.key is EventKey.DAMAGE_DEALT):
        # No card in play has an ability, so no window opens. What is still looked at then: a
        # card revealed whose effects were canceled, and the defeat that damage caused, whose
        # responses would have come in the damage's window (:func:`gathered`).
        return
    attack = attack_window(table, event)
    if event.key in ATTACK_EVENTS and attack is None:
        return
    if trigger not in INTERRUPTS and held_until_attack_ends(event):
        return
    about = table.card(event.params["card"].id if attack is None else attack.attacker)
    if trigger in INTERRUPTS and event.key is EventKey.REVEALED:
        if about.type not in REVEALS_INITIATED:
            return
        if canceled(table, about.id):
            # Its effects replaced with none, they are no longer imminent.
            record("replacement-effect.2", "would.2")
            return
    if attack is None:
        occurrence, also = Occurrence(event.key.value), gathered(table, event, trigger)
    else:
        occurrence, also = attack.occurrence, attack.also
    occurrences = (occurrence.value, *(other.value for other in also))
    attacked = "" if attack is None else attack.attacked
    bearers = ability_bearers(table)
    sources = [
        source
        for source in bearers
        if any(meets(ability, trigger, occurrence, source, subject(table, occurrence, about, attacked))
               for ability in table.card(source).abilities() for occurrence in occurrences)
        and within_limit(table, source)
    ]
    refers_to_itself_only(table, about, trigger, occurrence.value, bearers)
    if trigger in OPTIONAL_TRIGGERS:
        sources = [source for source in sources if REGISTRY.legal(table, Opportunity(decider(table, source), source))]
    if not sources:
        return
    record("triggered-ability.1", "triggering-condition.1", "ability.9", PRIORITY_STEP[trigger])
    if event.key.value in WOULD_HAPPEN:
        # Its window opens before the interrupts to the condition happening (would.1): an
        # interrupt that says "would" resolves as the condition becomes imminent (interrupt.4.1).
        record("would.1", "interrupt.4.1", *(("would.2.1",) if event.key is EventKey.WOULD_BE_DEFEATED else ()))
    if trigger not in INTERRUPTS and event.key.value in AFTER_DAMAGE:
        record("damage.2.3.3.9")
    waiting = wait_for_inner_window(table)
    if trigger in OPTIONAL_TRIGGERS:
        # Its timing point comes after the forced one's: the forced abilities of this
        # occurrence have initiated already (forced.5).
        record("forced.5")
    definitions = [table.card(source).definition for source in sources]
    if len(set(definitions)) < len(definitions):
        record(f"{ENTRY[trigger]}.3.1", "triggering-condition.2.1")
    if also:
        record("triggering-condition.3")
    kept = {} if attack is None else {"attacked": attack.attacked, "attack_clause": attack.clause}
    if attack is not None and attack.excess:
        kept["count"] = attack.excess
    if event.key is EventKey.WOULD_GET_THREAT:
        kept["count"] = event.params["count"]
    table.window = Window(trigger, occurrence, about.id, tuple(sources), also, **kept)
    if carry_on(table) and waiting is not None:
        # The inner window closed with no decision: what it interrupted goes on at once.
        table.suspended = table.suspended[1:]
        REGISTRY.trigger(table, When.RESUME, waiting.clause, waiting, False)


def wait_for_inner_window(table: Table) -> Suspended | None:
    """A window opens inside another (an ability resolving in it set off a new occurrence), or
    while a decision is awaited: the new window is handled first, completely, and what it
    interrupted goes on afterwards where it stopped (interrupt.1, response.1). The open window, or
    the awaited decision, waits in the state (:class:`~checker.engine.turns.Suspended`)."""
    if table.window is None and table.pending is None:
        return None
    pending = table.pending
    if pending is not None:
        words = (pending.kind.value, pending.clause, pending.context.replace(" ", "+"), *pending.options)
        # The innermost of all: it is asked again as soon as the new window has closed.
        table.suspended = (Suspended(ASKED_AGAIN, pending.player, pending.subject, words), *table.suspended)
        table.pending = None
    if table.window is not None:
        # Above the decision it awaited, if any: both are back together.
        suspend_window(table)
    return table.suspended[0]


def suspend_window(table: Table) -> None:
    """The open window waits in the state, with the abilities it has left, until what stopped it
    is over."""
    record("triggering-condition.1")
    window = table.window
    occurrences = "+".join(occurrence.value for occurrence in window.occurrences)
    if window.attacked or window.attack_clause or window.count:
        # The attack it is about goes on against the same character once it is open again, and
        # the threat about to be placed is still what its interrupts have left.
        occurrences += ATTACK_MARK + ATTACK_MARK.join((window.attacked, window.attack_clause, str(window.count)))
    words = (window.trigger.value, occurrences, *window.abilities)
    table.wait(Suspended(NESTED, "", window.card, words))
    table.window = None


ATTACK_MARK = ">"
"""Written after the occurrences of a waiting window that an attack or threat about to be
placed opened, before the character attacked, the clause of the attack and the threat left."""
NESTED = "triggering-condition.1"
"""The clause of a window waiting for one opened inside it."""
ASKED_AGAIN = "triggering-condition.3"
"""The clause of a decision waiting for a window opened while it was awaited."""


@rule(when=When.RESUME, on=NESTED)
def outer_window_goes_on(table: Table, waiting: Suspended, carry: bool = True) -> None:
    """The window opened inside this one has closed: it is open again, its abilities left
    resolve or are offered, and once it closes the other triggers of its occurrence
    (interrupt.4); without ``carry``, the code that was carrying it on goes on with it."""
    trigger, written, *abilities = waiting.words
    occurrences, *kept = written.split(ATTACK_MARK)
    attacked, attack_clause, count = kept or ("", "", "0")
    occurrence, *also = (Occurrence(word) for word in occurrences.split("+"))
    window = Window(Trigger(trigger), occurrence, waiting.subject, tuple(abilities), tuple(also), attacked,
                    attack_clause, int(count))
    table.window = window
    if table.suspended and table.suspended[0].clause == ASKED_AGAIN:
        # The window was waiting for a decision about one of its abilities: it is asked again.
        waiting, *rest = table.suspended
        table.suspended = tuple(rest)
        asked_again(table, waiting)
    elif carry:
        close_or_carry_on(table, window)


@rule(when=When.RESUME, on=ASKED_AGAIN)
def asked_again(table: Table, waiting: Suspended, _carry: bool = True) -> None:
    """The window opened while this decision was awaited has closed: it is awaited again."""
    kind, clause, context, *options = waiting.words
    table.pending = Pending(waiting.player, Choice(kind), tuple(options), clause, waiting.subject,
                            context.replace("+", " "))


def carry_on(table: Table) -> bool:
    """Resolve or offer the abilities left in the open window until a player must decide;
    True when none is left and the window closed."""
    while table.window is not None and table.window.abilities:
        window = table.window
        candidates = next_opportunity(table, window)
        if len(candidates) > 1:
            ask_which_next(table, window, candidates)
            return False
        take(table, candidates[0])
        if table.pending is not None:
            return False
    table.window = None
    return True


def next_opportunity(table: Table, window: Window) -> tuple[str, ...]:
    """The abilities of the window that may come next. Forced ones: all of them. Optional ones:
    those of the first player in player order who has one left, since the first player has the
    first opportunity and the others follow in player order (first-player.5 to .7)."""
    trigger = window.trigger
    if trigger not in OPTIONAL_TRIGGERS:
        return window.abilities
    order = table.player_order()
    deciding = {source: decider(table, source) for source in window.abilities}
    ranked = sorted(set(deciding.values()), key=lambda player: order.index(player) if player in order else len(order))
    if len(ranked) > 1:
        record("first-player.5", *(("first-player.5.1", "first-player.6") if trigger in INTERRUPTS
                                   else ("first-player.6.1", "first-player.7")))
    return tuple(source for source in window.abilities if deciding[source] == ranked[0])


def ask_which_next(table: Table, window: Window, candidates: tuple[str, ...]) -> None:
    """simultaneous-resolution.1: the first player determines the order in which abilities with
    the same timing trigger resolve, whoever controls them (forced.6 for forced abilities); of
    the optional ones a player has the opportunity to use, that player chooses."""
    forced = window.trigger not in OPTIONAL_TRIGGERS
    clause = "forced.6" if forced else "simultaneous-resolution.1"
    if len({condition for source in candidates for condition in conditions_met(table, source, window)}) > 1:
        # Abilities to different triggering conditions of one occurrence come in any order.
        record("triggering-condition.4", *(("response.4",) if window.trigger not in INTERRUPTS else ()))
    chooser = table.first_player or "" if forced else decider(table, candidates[0])
    if chooser == table.first_player:
        record(clause, "first-player.4", "first-player.4.3")
    table.pending = Pending(chooser, Choice.RESOLVE_NEXT, candidates, clause)


def conditions_met(table: Table, source: str, window: Window) -> set[Occurrence]:
    """The triggering conditions of ``window`` that the abilities of ``source`` refer to."""
    return {ability.condition.occurrence for ability in abilities_of(table, source, window)}


def take(table: Table, source: str) -> None:
    """The abilities of ``source`` in the window come next, once for this occurrence
    (interrupt.3, response.3, triggering-condition.2): a forced one resolves, an optional one
    is offered to its controller."""
    window = table.window
    trigger = window.trigger
    table.window = replace(window, abilities=tuple(card for card in window.abilities if card != source))
    record(f"{ENTRY[trigger]}.3", "triggering-condition.2")
    if trigger in OPTIONAL_TRIGGERS:
        record("ability.8.1")
        options = (Answer.USE.value, Answer.DECLINE.value)
        clause = f"{ENTRY[trigger]}.2"
        table.pending = Pending(controller(table, source, trigger), Choice.USE_ABILITY, options, clause, source)
        return
    record("forced.1", "forced.2", "ability.6.3", "ability.8.2")
    if table.window.abilities:
        record("forced.7")
    resolve(table, source, window)


def deciding(table: Table, source: str, entry: str) -> tuple[str, tuple[str, ...]]:
    """Who decides whether to use an optional ability of ``source``, and the clauses that say so
    (``entry`` is "interrupt" or "response"): the controller of a player card (.2), the player in
    whose area an obligation is (.2.1, obligation.7.1), for an attachment on a player card that
    card's controller (attachment.3.1.1); for a card with peril in a player's area, only that
    player (peril.2); for any other encounter card, any player may (ability.6.4): the first
    player decides for them."""
    card = table.card(source)
    holder = table.base_zone(source).holder
    host = table.host_of(source)
    if card.type is CardType.OBLIGATION and holder is not None:
        return holder, (f"{entry}.2.1", "obligation.7.1", "ability.6.4.2")
    if card.is_player_card:
        return holder or card.owner or "", (f"{entry}.2",)
    if card.type is CardType.ATTACHMENT and host is not None and table.card(host).is_player_card and holder is not None:
        return holder, ("attachment.3.1.1", "ability.6.4.1")
    if Keyword.PERIL in card.keywords and holder is not None:
        return holder, ("peril.2",)
    return table.first_player or "", ("ability.6.4", "first-player.4", "first-player.4.2")


def decider(table: Table, source: str) -> str:
    """Who decides on an optional ability of ``source``, recording nothing."""
    return deciding(table, source, "response")[0]


def controller(table: Table, source: str, trigger: Trigger) -> str:
    """Who decides on the optional ability of ``source`` offered now, recording the clauses."""
    player, clauses = deciding(table, source, ENTRY[trigger])
    record(*clauses)
    return player


def resolve(table: Table, source: str, window: Window) -> None:
    """Carry out the abilities of ``source`` that belong to ``window``: an interrupt before its
    triggering condition resolves (interrupt.1, .4), a response after it (response.1)."""
    if window.trigger in INTERRUPTS:
        record("interrupt.1", "interrupt.4")
    else:
        # "After": the occurrence that triggered it has just concluded (after.1).
        record("response.1", "after.1")
    attack_record(table, window, window.trigger in FORCED_TRIGGERS, conditions_met(table, source, window))
    star_record(table, window, source, window.trigger in FORCED_TRIGGERS)
    count_use(table, source)
    if table.window is not None:
        table.window = replace(table.window, abilities=copies_triggered_once(table, source, table.window.abilities))
    own = table.window
    for ability in abilities_of(table, source, window):
        if ability.trigger in FORCED_TRIGGERS and not has_targets(table, source, ability.effects):
            # A forced ability with no valid target does not initiate, and its costs are not
            # paid (forced.4, forced.4.1).
            record("forced.4", *(("forced.4.1",) if ability.costs else ()))
            continue
        costs = ability.costs
        if costs and not any(isinstance(cost, PayCost) for cost in costs):
            # The interrupt or response timing before the arrow is not part of its cost
            # (cost.2.1): what the cost prints is paid, then the effects resolve.
            record("cost.2.1")
            if not pay_costs(table, decider(table, source), source, ability):
                continue
            costs = ()
        # A cost the engine does not pay here (resources) is refused with the effects it does
        # not carry out.
        player = you(table, source, ability)
        if player is None and window.attacked:
            player = attacked_player(table, window, ability)
        carry_out_from(table, source, ability, (*costs, *ability.effects), 0, player)
    if table.pending is not None and own is not None and table.window is own:
        # A decision arose inside the ability, with no window of its own: the window waits for
        # it, beneath what the ability has left to resolve.
        suspend_window(table)


EFFECTS_LEFT = "ability.8"
"""The clause of a triggered ability that a decision stopped between two of its effects."""


def carry_out_from(
    table: Table, source: str, ability: Ability, effects: tuple[Effect, ...], start: int, player: str | None
) -> None:
    """Carry out the effects of the triggered ``ability`` of ``source`` from the one at
    ``start``, ``player`` being its "you"; one that asks a player to decide stops them: the rest
    wait in the state and go on once that decision and what it set off are over (forced.7: as
    completely as possible)."""

    def log(name: EffectWords) -> None:
        table.emit(EventKey.ABILITY_RESOLVES, None, card=table.ref(source), effect=name)

    stopped = resolve_effects(table, source, effects[start:], None, log, player, start=start, stop=True)
    if stopped is not None and stopped < len(effects):
        number = table.card(source).abilities().index(ability)
        words = (str(number), str(len(effects) - len(ability.effects)), str(stopped))
        table.wait(Suspended(EFFECTS_LEFT, player or "", source, words))


@rule(when=When.RESUME, on=EFFECTS_LEFT)
def effects_left_go_on(table: Table, waiting: Suspended) -> None:
    """The decision that stopped the ability is over: its next effect resolves."""
    number, costs, start = map(int, waiting.words)
    ability = table.card(waiting.subject).abilities()[number]
    effects = (*ability.costs, *ability.effects)[len(ability.costs) - costs:]
    carry_out_from(table, waiting.subject, ability, effects, start, waiting.player or None)


def you(table: Table, source: str, ability: Ability) -> str | None:
    """The player a card's triggered ability means by "you": for a player card, its controller;
    for an obligation, the player whose play area it is in (obligation.2); for an attachment on
    a player card, that card's controller (attachment.3.1); no one for any other encounter card."""
    card = table.card(source)
    holder = table.base_zone(source).holder
    host = table.host_of(source)
    if holder is None:
        return None
    if card.is_player_card:
        return holder
    if card.type is CardType.OBLIGATION:
        clause = "obligation.2"
    elif card.type is CardType.ATTACHMENT and host is not None and table.card(host).is_player_card:
        clause = "attachment.3.1"
    else:
        return None
    if any(isinstance(effect, DrawEffect) for effect in ability.effects):
        record(clause)
    return holder


def close_or_carry_on(table: Table, window: Window) -> None:
    """After an answer: go on with the window; once it closes, the other triggers of its
    occurrence resolve, and an interrupted occurrence resolves first (interrupt.4). A decision
    that arose as an ability resolved stops it: the window waits in the state."""
    if table.pending is not None or not carry_on(table):
        return
    trigger = window.trigger
    also = {"also": window.also} if window.also else {}
    if window.attacked:
        occurrence = resumed_attack(table, window, also)
    else:
        occurrence = Event.make(EventKey(window.occurrence), None, card=table.ref(window.card), **also)
    REGISTRY.resume(table, occurrence, WINDOW_TIMING[trigger], resolves=trigger in INTERRUPTS)


@rule(when=When.ANSWER, on="interrupt.2")
@rule(when=When.ANSWER, on="response.2")
def use_or_decline(table: Table, pending: Pending, answer: str) -> None:
    """The player asked uses the offered ability, which resolves, or declines it: it cannot be
    used for this occurrence any more (interrupt.6, response.5)."""
    window = table.window
    if Answer(answer) is Answer.USE:
        resolve(table, pending.subject, window)
    else:
        record("interrupt.6" if window.trigger in INTERRUPTS else "response.5")
        table.emit(EventKey.ABILITY_DECLINED, None, player=pending.player, card=table.ref(pending.subject))
    close_or_carry_on(table, window)


@rule(when=When.ANSWER, on="simultaneous-resolution.1")
@rule(when=When.ANSWER, on="forced.6")
def chosen_next(table: Table, pending: Pending, source: str) -> None:
    """The first player chose which ability of the window comes next."""
    window = table.window
    take(table, source)
    if table.pending is None:
        close_or_carry_on(table, window)


def offer_forced_interrupts(table: Table, event: Event) -> None:
    open_window(table, event, Trigger.FORCED_INTERRUPT)


def offer_interrupts(table: Table, event: Event) -> None:
    open_window(table, event, Trigger.INTERRUPT)


def offer_forced_responses(table: Table, event: Event) -> None:
    open_window(table, event, Trigger.FORCED_RESPONSE)


def offer_responses(table: Table, event: Event) -> None:
    open_window(table, event, Trigger.RESPONSE)


for _occurrence in Occurrence:
    if _occurrence in INTERRUPTIBLE:
        rule(when=When.FORCED_INTERRUPT, on=EventKey(_occurrence.value))(offer_forced_interrupts)
        rule(when=When.INTERRUPT, on=EventKey(_occurrence.value))(offer_interrupts)
    if _occurrence not in (*ATTACK_OCCURRENCES, Occurrence.THWARTS, Occurrence.USES_BASIC_POWER):
        # Those resolve in the window of the attack, defense, thwart or recovery they are part of.
        rule(when=When.FORCED_RESPONSE, on=EventKey(_occurrence.value))(offer_forced_responses)
        rule(when=When.RESPONSE, on=EventKey(_occurrence.value))(offer_responses)
for _key in (EventKey.ATTACK_INITIATED, EventKey.ATTACK_BEGINS, EventKey.THWARTS):
    rule(when=When.FORCED_INTERRUPT, on=_key)(offer_forced_interrupts)
    rule(when=When.INTERRUPT, on=_key)(offer_interrupts)
rule(when=When.FORCED_INTERRUPT, on=EventKey.IDENTITY_DEFENDS)(offer_forced_interrupts)
rule(when=When.INTERRUPT, on=EventKey.IDENTITY_DEFENDS)(offer_interrupts)
rule(when=When.FORCED_INTERRUPT, on=EventKey.DEFENDER_DECLARED)(offer_forced_interrupts)
rule(when=When.INTERRUPT, on=EventKey.DEFENDER_DECLARED)(offer_interrupts)
for _key in (EventKey.ATTACKED, EventKey.ATTACK_ENDS_EARLY, EventKey.THWARTED, EventKey.RECOVERED):
    rule(when=When.FORCED_RESPONSE, on=_key)(offer_forced_responses)
    rule(when=When.RESPONSE, on=_key)(offer_responses)
