"""Random legal games: how long the engine takes to play many games through ``legal_actions``
and ``apply``, with the invariants of the property tests checked after every decision, against a
baseline measured in the same run (thawing and freezing each state the games pass through).

Each game starts from a seeded position (one to four players, each with a hero who can attack,
thwart and recover, allies in hand, minions engaged, a villain of two stages and a main scheme
deck) and plays a decision drawn at random from the legal ones until the game is over, the
round limit is reached or nothing is legal. The games are the same on every run with the same
seed. The target of the players' side of the game: 1,000 games of up to 20 rounds in under 60 s.

Wall and CPU time are both given: on a machine shared with others the wall time of the same
run can swing several times over, its CPU time much less.

Run: python benchmarks/bench_games.py [--games N] [--rounds R] [--seed S] [--processes P]
(with P processes the games are handed out among them a few at a time, each game drawing its
decisions with a generator of its own: the wall time of the whole and the CPU time of all are
given.)
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import time
from functools import partial

from checker.engine import DAMAGE, GameState, apply, legal_actions, outcome, read_state
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


def check_invariants(state: GameState, cards: frozenset[str]) -> None:
    """The property tests' checks that need nothing but the state. As many card ids in the
    zones as cards in the game, and the same ids, is every card in exactly one zone; threat is
    one of the counters."""
    placed = list(state.all_card_ids())
    assert len(placed) == len(cards) and cards == set(placed), "every card is in exactly one zone"
    assert all(count >= 0 for card in state.cards.values() for _, count in card.counters)
    if state.pending is None:
        for card_id in state.in_play_cards():
            card = state.card(card_id)
            hit_points = card.hit_points.resolve(state.starting_players) if card.hit_points else None
            assert hit_points is None or card.counter(DAMAGE) < hit_points, "defeat.1"


def play(start: GameState, rng: random.Random, rounds: int) -> list[GameState]:
    """The states of one game, from its start to its end."""
    cards = frozenset(start.cards)
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


def starting_positions(seed: int, games: int) -> tuple[random.Random, list[GameState]]:
    """The seeded starting positions, and the generator that made them."""
    rng = random.Random(seed)
    return rng, [position(rng) for _ in range(games)]


_STARTS: list[GameState] = []
"""The starting positions, made once in each process of ``--processes``."""


def make_starts(seed: int, games: int) -> None:
    _STARTS[:] = starting_positions(seed, games)[1]


def play_game(args: argparse.Namespace, index: int) -> tuple[int, float]:
    """Game ``index``, its decisions drawn with a generator of its own (so the same game whichever
    process plays it): how many decisions, and their CPU seconds."""
    rng = random.Random(f"{args.seed}:game:{index}")
    began = time.process_time()
    decisions = len(play(_STARTS[index], rng, args.rounds)) - 1
    return decisions, time.process_time() - began


def main_processes(args: argparse.Namespace) -> None:
    """The games handed out to ``args.processes`` processes a few at a time, so that none waits
    idle while another still has a share of long games: the wall time, and the CPU time of all."""
    began = time.perf_counter()
    with multiprocessing.Pool(args.processes, initializer=make_starts, initargs=(args.seed, args.games)) as pool:
        results = list(pool.imap_unordered(partial(play_game, args), range(args.games), chunksize=5))
    wall = time.perf_counter() - began
    decisions = sum(result[0] for result in results)
    cpu = sum(result[1] for result in results)
    assert decisions > args.games, "the games play decisions"
    print(f"{args.games} games over {args.processes} processes (each game drawing decisions with a generator of its "
          f"own, so not the games of one process), {decisions:,} decisions: {wall:.1f} s wall (the positions "
          f"made in each process included), {cpu:.1f} s CPU playing in all")
    print(f"{'one decision, invariants checked':<40} {cpu / decisions * 1e6:>10,.0f} µs CPU")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=20, help="the most rounds a game lasts")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=1, help="split the games over this many processes")
    args = parser.parse_args()
    if args.processes > 1:
        main_processes(args)
        return
    rng, starts = starting_positions(args.seed, args.games)
    played: list[list[GameState]] = []
    outcomes: dict[str, int] = {}
    began, began_cpu = time.perf_counter(), time.process_time()
    for start in starts:
        states = play(start, rng, args.rounds)
        played.append(states)
        result = outcome(states[-1]).result
        outcomes[str(result)] = outcomes.get(str(result), 0) + 1
    games_seconds, games_cpu = time.perf_counter() - began, time.process_time() - began_cpu
    decisions = sum(len(states) - 1 for states in played)
    assert decisions > args.games, "the games play decisions"
    began, began_cpu = time.perf_counter(), time.process_time()
    for states in played:
        for state in states:
            Table(state).freeze()
    baseline_seconds, baseline_cpu = time.perf_counter() - began, time.process_time() - began_cpu
    count = sum(len(states) for states in played)
    per_decision, per_decision_cpu = games_seconds / decisions, games_cpu / decisions
    per_state, per_state_cpu = baseline_seconds / count, baseline_cpu / count
    print(f"{args.games} games, {decisions:,} decisions, up to {args.rounds} rounds each: "
          f"{games_seconds:.1f} s wall, {games_cpu:.1f} s CPU")
    print(f"outcomes: {', '.join(f'{name} {count}' for name, count in sorted(outcomes.items()))}")
    print(f"decisions per game: median {statistics.median(len(states) - 1 for states in played):.0f}")
    print(f"{'':<40} {'wall':>10}    {'CPU':>10}")
    print(f"{'one decision, invariants checked':<40} {per_decision * 1e6:>10,.0f} µs {per_decision_cpu * 1e6:>10,.0f} µs")
    print(f"{'baseline: thaw and freeze a state':<40} {per_state * 1e6:>10,.0f} µs {per_state_cpu * 1e6:>10,.0f} µs")
    print(f"one decision is {per_decision / per_state:.1f}x the baseline's wall time, "
          f"{per_decision_cpu / per_state_cpu:.1f}x its CPU time")


if __name__ == "__main__":
    main()
