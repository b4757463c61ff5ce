"""The cards in play that the rules look through after every step: those with an ability, those
with a keyword, and the icons they print.

Most cards in play have no ability, no keyword that a state check watches and no icon, yet the
rules asking "does an ability wait for this?", "is a vulnerable character stunned?" or "how many
crisis icons are in play?" would otherwise look at every card in play each time. A table keeps
each of these lists until a card enters, leaves or moves in play, shows another side, or gains
or loses a keyword (:func:`~checker.engine.table.kept_while_in_place`); a frozen state works them
out each time.

>>> from checker.engine import read_state
>>> state = read_state("players: A(first); villain: rhino[restricted crisis=1]; "
...                    "A.play: spidey:identity ally:ally[restricted]")
>>> with_keyword(state, Keyword.RESTRICTED), icons_in_play(state, "crisis"), ability_bearers(state)
(('rhino', 'ally'), 1, ())
"""

from __future__ import annotations

from checker.engine.cards import Keyword
from checker.engine.state import TableView
from checker.engine.table import kept_while_in_place


@kept_while_in_place
def ability_bearers(view: TableView) -> tuple[str, ...]:
    """The cards in play with an ability on their faceup side, in table order."""
    return tuple(card_id for card_id in view.in_play_cards() if view.card(card_id).abilities())


@kept_while_in_place
def with_keyword(view: TableView, keyword: Keyword) -> tuple[str, ...]:
    """The cards in play with ``keyword``, in table order."""
    return tuple(card_id for card_id in view.in_play_cards() if keyword in view.card(card_id).keywords)


@kept_while_in_place
def with_uses(view: TableView) -> tuple[str, ...]:
    """The cards in play with uses (uses-x-type.1), in table order."""
    return tuple(card_id for card_id in view.in_play_cards() if view.card(card_id).uses_type is not None)


@kept_while_in_place
def icons_in_play(view: TableView, icon: str) -> int:
    """How many ``icon`` icons (``"crisis"``, ``"hazard"``, ``"amplify"``, ``"acceleration"``)
    the faceup sides of the cards in play print."""
    return sum(getattr(view.card(card_id).face.icons, icon) for card_id in view.in_play_cards())
