"""Random legal games: how long the engine takes to play many games through ``legal_actions``
and ``apply``, with the invariants of the property tests checked after every decision, against a
baseline measured in the same run (thawing and freezing each state the games pass through).

Each game starts from a seeded position (one to four players, each with a hero who can attack,
thwart and recover, allies in hand, minions engaged, a villain of two stages and a main scheme
deck) and plays a decision drawn at random from the legal ones until the game is over, the
round limit is reached or nothing is legal. The games are the same on every run with the same
seed. The target of the players' side of the game: 1,000 games of up to 20 rounds in under 60 s.

Run: python benchmarks/bench_games.py [--games N] [--rounds R] [--seed S]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from checker.engine import DAMAGE, THREAT, GameState, apply, legal_actions, outcome, read_state
from checker.engine.table import Table

ALLIES = ("ally[hp=2 atk=1 thw=1]", "ally[hp=3 atk=2 thw=1]", "ally[hp=1 thw=2 retaliate=1]")
MINIONS = ("minion[atk=1 sch=1 hp=2]", "minion[atk=2 hp=3 victory]", "minion[villainous atk=1 sch=1 hp=3]")
ENCOUNTERS = ("treachery", "treachery[boost=2]", "minion[atk=1 sch=1 hp=2 boost=1]", "side-scheme[start=1]")


def position(rng: random.Random) -> GameState:
    """A seeded starting position in the state notation."""
    players = "ABCD"[: rng.randint(1, 4)]
    numbers = iter(range(1, 10_000))

    def cards(kinds: tuple[str, ...], count: int, prefix: str) -> str:
        return " ".join(f"{prefix}{next(numbers)}:{rng.choice(kinds)}" for _ in range(count))

    sections = [
        "players: " + " ".join(f"{player}(first)" if player == "A" else player for player in players),
        "phase: player A",
        f"seed: {rng.randint(0, 1000)}",
        f"villain: rhino1[hp={rng.randint(8, 14)} atk=2 sch=1] rhino2[hp=16 atk=3 sch=1]",
        f"scheme: ms0[side=B accel=1 target={rng.randint(8, 14)}p threat=2] ms1[target=12p start=1]",
        f"encounter-deck: {cards(ENCOUNTERS, 20, 'e')}",
    ]
    for player in players:
        sections += [
            f"{player}.play: id{player}:identity[hp=10 def=1 hand-size=5 a.atk=2 a.thw=1 b.rec=2]",
            f"{player}.hand: {cards(ALLIES, 3, 'h')}",
            f"{player}.deck: {cards(ALLIES, 6, 'c')}",
            f"{player}.engaged: {cards(MINIONS, rng.randint(0, 2), 'm')}",
        ]
    return read_state("; ".join(section for section in sections if not section.endswith(": ")))


def check_invariants(state: GameState, cards: list[str]) -> None:
    """The property tests' checks that need nothing but the state."""
    assert sorted(state.all_card_ids()) == cards, "every card is in exactly one zone"
    assert all(count >= 0 for card in state.cards.values() for _, count in card.counters)
    assert all(card.counter(THREAT) >= 0 for card in state.cards.values())
    if state.pending is None:
        for card_id in state.in_play_cards():
            card = state.card(card_id)
            hit_points = card.hit_points.resolve(state.starting_players) if card.hit_points else None
            assert hit_points is None or card.counter(DAMAGE) < hit_points, "defeat.1"


def play(start: GameState, rng: random.Random, rounds: int) -> list[GameState]:
    """The states of one game, from its start to its end."""
    cards = sorted(start.cards)
    states = [start]
    state = start
    while state.round <= rounds:
        decisions = legal_actions(state)
        if not decisions:
            break
        state, _ = apply(state, rng.choice(decisions))
        check_invariants(state, cards)
        states.append(state)
    return states


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=20, help="the most rounds a game lasts")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    starts = [position(rng) for _ in range(args.games)]
    played: list[list[GameState]] = []
    outcomes: dict[str, int] = {}
    began = time.perf_counter()
    for start in starts:
        states = play(start, rng, args.rounds)
        played.append(states)
        result = outcome(states[-1]).result
        outcomes[str(result)] = outcomes.get(str(result), 0) + 1
    games_seconds = time.perf_counter() - began
    decisions = sum(len(states) - 1 for states in played)
    assert decisions > args.games, "the games play decisions"
    began = time.perf_counter()
    for states in played:
        for state in states:
            Table(state).freeze()
    baseline_seconds = time.perf_counter() - began
    per_decision = games_seconds / decisions
    per_state = baseline_seconds / sum(len(states) for states in played)
    print(f"{args.games} games, {decisions:,} decisions, up to {args.rounds} rounds each: {games_seconds:.1f} s")
    print(f"outcomes: {', '.join(f'{name} {count}' for name, count in sorted(outcomes.items()))}")
    print(f"decisions per game: median {statistics.median(len(states) - 1 for states in played):.0f}")
    print(f"{'one decision, invariants checked':<40} {per_decision * 1e6:>10,.0f} µs")
    print(f"{'baseline: thaw and freeze a state':<40} {per_state * 1e6:>10,.0f} µs")
    print(f"one decision is {per_decision / per_state:.1f}x the baseline's time")


if __name__ == "__main__":
    main()
