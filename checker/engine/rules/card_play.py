"""Cards entering, leaving and acting in play: reveal, play, put into play, attach, flip, defeat.

Where a card goes when it enters play follows its type; the In Play and Out of Play entry
then decides, from that zone, that it is in play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from checker.engine.cards import DAMAGE, CardType, Keyword, Side
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.rules import in_play, main_scheme
from checker.engine.rules.encounter_deck import ensure_encounter_deck
from checker.engine.zones import (
    ENCOUNTER_DECK,
    SET_ASIDE,
    VILLAIN_AREA,
    Zone,
    ZoneKind,
    attached,
    engaged,
    play_area,
    under,
)

if TYPE_CHECKING:
    from checker.engine.state import TableView
    from checker.engine.table import Table


def attach_targets(view: TableView, card_id: str, *, outside_player: str | None = None) -> list[str]:
    """Cards that ``card_id``'s "Attach to X" rule allows, in table order: in play, of type X,
    and not part of ``outside_player``'s area."""
    rule = view.card(card_id).attach_to
    if rule is None:
        return []
    return [
        host
        for host in view.in_play_cards()
        if host != card_id
        and view.card(host).type is rule
        and not (outside_player is not None and view.base_zone(host).holder == outside_player)
    ]


def attach(table: Table, card_id: str, host: str, *, facedown: bool = False, clause: str | None = None) -> None:
    """Attach ``card_id`` to ``host``, faceup or facedown (placed under it)."""
    table.card(host)
    if host == card_id or host in table.cards_on(card_id):
        raise table.error(REASONS.ATTACH_TO_ITSELF, card=table.ref(card_id))
    key = EventKey.PLACED_UNDER if facedown else EventKey.ATTACHED
    table.emit(key, clause, card=table.ref(card_id), host=table.ref(host))
    table.move(card_id, under(host) if facedown else attached(host))


def play_zone_for(table: Table, card_id: str, player: str | None) -> Zone | None:
    """The play area a card of this type enters, or None for cards that attach to another card."""
    card = table.card(card_id)
    match card.type:
        case CardType.IDENTITY | CardType.ALLY | CardType.SUPPORT | CardType.UPGRADE | CardType.OBLIGATION:
            owner = player or card.owner
            if owner is None:
                raise table.error(REASONS.NO_PLAYER_FOR_CARD, card=table.ref(card_id))
            return play_area(owner)
        case CardType.MINION:
            engaged_with = player or table.first_player
            if engaged_with is None:
                raise table.error(REASONS.NO_PLAYER_FOR_CARD, card=table.ref(card_id))
            return engaged(engaged_with)
        case CardType.SIDE_SCHEME | CardType.ENVIRONMENT:
            return VILLAIN_AREA
        case CardType.ATTACHMENT:
            return None
    raise table.error(REASONS.CANNOT_BE_PLAYED, card=table.ref(card_id))


def put_into_play(table: Table, card_id: str, player: str | None = None, host: str | None = None) -> None:
    """in-play-and-out-of-play.2.4: move an out-of-play card into the play area for its type,
    or attach it; the move itself logs that it enters play."""
    if table.is_in_play(card_id):
        raise table.error(REASONS.ALREADY_IN_PLAY, card=table.ref(card_id))
    card = table.card(card_id)
    zone = None if host is not None else play_zone_for(table, card_id, player)
    if zone is None:
        attach(table, card_id, host or choose_attach_target(table, card_id, host))
    else:
        if zone.kind is ZoneKind.ENGAGED:
            table.emit(EventKey.ENGAGED, None, card=table.ref(card_id), player=zone.holder)
        table.move(card_id, zone)
    if card.type is CardType.SIDE_SCHEME:
        starting = main_scheme.stats(table, card_id).starting.resolve(table.starting_players)
        if starting:
            main_scheme.place_threat(table, card_id, starting)


def choose_attach_target(table: Table, card_id: str, host: str | None) -> str:
    """The host a revealed attachment goes to: the one asked for if legal, else the first legal one."""
    targets = attach_targets(table, card_id)
    if host is not None:
        if table.card(card_id).attach_to is not None and host not in targets:
            raise table.error(REASONS.ILLEGAL_ATTACH_TARGET, card=table.ref(card_id), host=table.ref(host))
        return host
    if not targets:
        raise table.error(REASONS.NO_ATTACH_TARGET, card=table.ref(card_id))
    return targets[0]


def reveal(table: Table, card_id: str, player: str | None = None, host: str | None = None) -> None:
    """Reveal a facedown encounter card (dealt to a player, on top of the encounter deck, or set
    aside). A treachery resolves from out of play and is discarded (in-play-and-out-of-play.3.4);
    attachments, environments, minions, obligations and side schemes enter play (.2.3)."""
    card = table.card(card_id)
    zone = table.location(card_id)
    revealable = (
        zone.kind is ZoneKind.DEALT
        or zone == SET_ASIDE
        or (zone == ENCOUNTER_DECK and table.top(ENCOUNTER_DECK) == card_id)
    )
    if card.is_player_card or not revealable:
        raise table.error(REASONS.CANNOT_BE_REVEALED, card=table.ref(card_id))
    if player is None and zone.kind is ZoneKind.DEALT:
        player = zone.holder
    table.emit(EventKey.REVEALED, "in-play-and-out-of-play.2.3", card=table.ref(card_id))
    if in_play.resolves_out_of_play(card):
        table.emit(EventKey.RESOLVED, "in-play-and-out-of-play.3.4", card=table.ref(card_id))
        table.discard(card_id)
    elif card.type is CardType.ATTACHMENT:
        attach(table, card_id, choose_attach_target(table, card_id, host), clause="in-play-and-out-of-play.2.3")
    else:
        put_into_play(table, card_id, player)
    if zone == ENCOUNTER_DECK:
        ensure_encounter_deck(table)


def play_card(table: Table, player: str, card_id: str, host: str | None = None) -> None:
    """A player plays a card from hand: an event resolves from out of play and is discarded
    (in-play-and-out-of-play.3.4); an ally, support or upgrade enters play (.2.1, .2.4)."""
    card = table.card(card_id)
    if table.location(card_id) != Zone(ZoneKind.HAND, player):
        raise table.error(REASONS.NOT_IN_HAND, card=table.ref(card_id), player=player)
    if card.type not in (CardType.EVENT, CardType.ALLY, CardType.SUPPORT, CardType.UPGRADE):
        raise table.error(REASONS.CANNOT_BE_PLAYED, card=table.ref(card_id))
    table.emit(EventKey.PLAYED, None, player=player, card=table.ref(card_id))
    if card.type is CardType.EVENT:
        table.emit(EventKey.RESOLVED, "in-play-and-out-of-play.3.4", card=table.ref(card_id))
        table.discard(card_id)
    elif host is not None:
        attach(table, card_id, host)
    else:
        table.move(card_id, play_area(player))


def flip(table: Table, card_id: str) -> None:
    """Turn a double-sided card over: the side that comes up is in play, the other is not
    (in-play-and-out-of-play.2.7, .3.7)."""
    card = table.card(card_id)
    side = card.side.other if card.double_sided else Side.A
    table.set_card(card.flipped(side))
    table.emit(EventKey.FLIPPED, "in-play-and-out-of-play.2.7", card=table.ref(card_id), side=side.value)


def deal_damage(table: Table, card_id: str, amount: int) -> None:
    """Damage a character; at its hit points it is defeated (player-elimination.1 for a hero)."""
    card = table.card(card_id)
    table.set_card(card.with_counter(DAMAGE, card.counter(DAMAGE) + amount))
    table.emit(EventKey.DAMAGE_DEALT, None, card=table.ref(card_id), count=amount)
    if card.hit_points is not None and card.counter(DAMAGE) + amount >= card.hit_points:
        defeat(table, card_id)


def defeat(table: Table, card_id: str) -> None:
    """Defeat a card. A defeated identity eliminates its player (player-elimination.1); a minion
    or side scheme with Victory is removed from the game (in-play-and-out-of-play.3.5), others
    are discarded."""
    from checker.engine.rules.player_elimination import eliminate_player

    card = table.card(card_id)
    if card.type is CardType.IDENTITY and card.owner is not None:
        table.emit(EventKey.HERO_DEFEATED, "player-elimination.1", card=table.ref(card_id), player=card.owner)
        eliminate_player(table, card.owner)
    elif card.type in (CardType.MINION, CardType.SIDE_SCHEME) and table.is_in_play(card_id):
        table.emit(EventKey.DEFEATED, None, card=table.ref(card_id))
        if Keyword.VICTORY in card.keywords:
            table.remove_from_game(card_id, "in-play-and-out-of-play.3.5")
        else:
            table.discard(card_id)
    else:
        raise table.error(REASONS.NOT_DEFEATABLE, card=table.ref(card_id))


def use_ability(table: Table, source: str, side: Side | None) -> None:
    """Initiate an ability of ``source`` (in-play-and-out-of-play.2.6, .2.7, .3.4)."""
    in_play.check_ability(table, source, side=side)
    table.emit(EventKey.ABILITY_USED, "in-play-and-out-of-play.2.6", card=table.ref(source))


def target(table: Table, source: str, target_id: str, side: Side | None) -> None:
    """An ability of ``source`` targets ``target_id`` (in-play-and-out-of-play.2.5)."""
    in_play.check_ability(table, source, side=side, target_id=target_id)
    table.emit(EventKey.TARGETED, "in-play-and-out-of-play.2.5", source=table.ref(source), card=table.ref(target_id))


def move_card(table: Table, card_id: str, zone: Zone, bottom: bool) -> None:
    """Move a card as a card ability or game step says; discarding a main scheme is refused
    (main-scheme.7)."""
    if zone.kind in (ZoneKind.DISCARD, ZoneKind.ENCOUNTER_DISCARD):
        main_scheme.check_can_be_discarded(table, card_id)
    if zone.is_player_zone and zone.holder is not None:
        table.player(zone.holder)
    if zone.is_card_zone and zone.holder is not None:
        table.card(zone.holder)
    table.emit(EventKey.MOVED, None, card=table.ref(card_id), zone=zone)
    table.move(card_id, zone, bottom=bottom)


def set_counter(table: Table, card_id: str, counter: str, delta: int) -> None:
    """Add (or, with a negative ``delta``, take away) counters; a count never goes below zero."""
    card = table.card(card_id)
    count = max(0, card.counter(counter) + delta)
    table.set_card(card.with_counter(counter, count))
    table.emit(EventKey.COUNTERS_SET, None, card=table.ref(card_id), counter=counter, count=count)
