"""Unique Icon: when a villain and an identity match (unique-icon.2), as the set-up asks
(unique-icon.4.1)."""

import pytest

from checker.engine import read_state
from checker.engine.rules.unique import match

IDENTITY = 'A.play: flash:identity[name="Venom" hp=12 alter-ego="Flash Thompson"]'


@pytest.mark.parametrize("villain, matches", [
    # Same title, but the identity prints an alter-ego title: unique-icon.2.1 does not apply,
    # and no name under a title is the other card's (unique-icon.2.2).
    ('v1:villain[name="Venom" hp=14]', False),
    ('v1:villain[name="Venom" subtitle="Flash Thompson" hp=14]', True),
    ('v1:villain[name="Flash Thompson" hp=14]', True),
])
def test_a_villain_matches_an_identity_only_as_unique_icon_2_says(villain, matches):
    state = read_state(f"players: A(first); villain: {villain}; {IDENTITY}")
    assert match(state, "v1", "flash") is matches
    assert match(state, "flash", "v1") is matches
