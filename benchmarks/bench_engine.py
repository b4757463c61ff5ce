"""Engine speed: actions applied and notations read per second, against a baseline measured in
the same run (freezing a state without changing it), so figures compare across machines.

Baseline and measured rounds alternate, so a slow spell of the machine weighs on both; each
figure is the median over the rounds, and each ratio the median of the per-round ratios.

Run: python benchmarks/bench_engine.py [--rounds R] [--repeat N]
"""

import argparse
import statistics
import time

from checker.engine import (
    DiscardFromEncounterDeck,
    PerformStep,
    PlaceThreat,
    VillainStep,
    apply,
    read_state,
    setup,
    write_state,
)
from checker.engine.table import Table

CARDS = " ".join(f"t{n}" for n in range(40))
STATE = read_state(
    "players: A(first) B C D; phase: villain 1; scheme: ms1[side=B accel=1 target=999] ms2; "
    f"encounter-deck: {CARDS}; encounter-discard: d1 d2; "
    "A.hand: a1 a2 a3; A.play: ia:identity[hp=10]{w1:upgrade w2:upgrade}; B.play: ib:identity[hp=10]; "
    "C.play: ic:identity[hp=10]; D.play: id:identity[hp=10]; A.engaged: m1:minion{x1 ~x2}"
)
STEP_ONE = PerformStep(VillainStep.PLACE_THREAT)
WORKS = {
    "apply villain phase, step one": lambda: apply(STATE, STEP_ONE),
    "perform PlaceThreat": lambda: setup.perform(STATE, PlaceThreat("ms1", 1)),
    "perform DiscardFromEncounterDeck(5)": lambda: setup.perform(STATE, DiscardFromEncounterDeck(5)),
    "notation write": lambda: write_state(STATE),
    "notation write + read": lambda: read_state(write_state(STATE)),
}


def baseline() -> object:
    return Table(STATE).freeze()


def check_work() -> None:
    """Every measured call does what it claims before any of it is timed."""
    assert baseline() == STATE
    after_step_one, _ = apply(STATE, STEP_ONE)
    assert after_step_one != STATE
    after_threat, _ = setup.perform(STATE, PlaceThreat("ms1", 1))
    assert "ms1[side=B accel=1 target=999 threat=1]" in write_state(after_threat)
    after_discard, _ = setup.perform(STATE, DiscardFromEncounterDeck(5))
    assert "encounter-deck: t5 " in write_state(after_discard)
    assert "encounter-discard: t4 t3 t2 t1 t0 d1 d2;" in write_state(after_discard)
    assert read_state(write_state(STATE)) == STATE


def seconds(work, repeat: int) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        work()
    return (time.perf_counter() - start) / repeat


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--repeat", type=int, default=200, help="calls per round")
    args = parser.parse_args()
    check_work()
    base_rounds: list[float] = []
    rounds: dict[str, list[float]] = {label: [] for label in WORKS}
    ratios: dict[str, list[float]] = {label: [] for label in WORKS}
    for _ in range(args.rounds):
        for label, work in WORKS.items():
            base = seconds(baseline, args.repeat)
            measured = seconds(work, args.repeat)
            base_rounds.append(base)
            rounds[label].append(measured)
            ratios[label].append(measured / base)
    print(f"{args.rounds} rounds of {args.repeat} calls, each measured round next to a baseline round")
    print(f"{'baseline: thaw and freeze a state':<40} {1 / statistics.median(base_rounds):>10,.0f} /s")
    for label, samples in rounds.items():
        print(f"{label:<40} {1 / statistics.median(samples):>10,.0f} /s")
    print()
    for label, samples in ratios.items():
        print(f"{label:<40} {statistics.median(samples):>6.1f}x the baseline's time (median of rounds)")


if __name__ == "__main__":
    main()
