"""Engine speed: actions applied and notations read per second, against a baseline measured in
the same run (freezing a state without changing it), so figures compare across machines.

Run: python benchmarks/bench_engine.py
"""

import time

from checker.engine import DiscardFromEncounterDeck, GameState, PlaceThreat, VillainPhaseStepOne, apply
from checker.engine.table import Table

CARDS = " ".join(f"t{n}" for n in range(40))
STATE = GameState.from_notation(
    "players: A(first) B C D; scheme: ms1[side=B accel=1 target=999] ms2; "
    f"encounter-deck: {CARDS}; encounter-discard: d1 d2; "
    "A.hand: a1 a2 a3; A.play: ia:identity[hp=10]{w1:upgrade w2:upgrade}; B.play: ib:identity[hp=10]; "
    "C.play: ic:identity[hp=10]; D.play: id:identity[hp=10]; A.engaged: m1:minion{x1 ~x2}"
)


def rate(label: str, work, repeat: int = 2000) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        work()
    per_second = repeat / (time.perf_counter() - start)
    print(f"{label:<40} {per_second:>10,.0f} /s")
    return per_second


def main() -> None:
    baseline = rate("baseline: thaw and freeze a state", lambda: Table(STATE).freeze())
    figures = {
        "apply VillainPhaseStepOne": rate("apply VillainPhaseStepOne", lambda: apply(STATE, VillainPhaseStepOne())),
        "apply PlaceThreat": rate("apply PlaceThreat", lambda: apply(STATE, PlaceThreat("ms1", 1))),
        "apply DiscardFromEncounterDeck(5)": rate(
            "apply DiscardFromEncounterDeck(5)", lambda: apply(STATE, DiscardFromEncounterDeck(5))
        ),
        "notation write": rate("notation write", STATE.notation),
        "notation write + read": rate("notation write + read", lambda: GameState.from_notation(STATE.notation())),
    }
    print()
    for label, per_second in figures.items():
        print(f"{label:<40} {baseline / per_second:>6.1f}x the baseline's time")


if __name__ == "__main__":
    main()
