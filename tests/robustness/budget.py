"""How hard the properties try: moderate counts for CI, multiplied by ``ROBUSTNESS_EXAMPLES``.

``ROBUSTNESS_EXAMPLES=10 pytest tests/robustness`` tries ten times as many examples, for a long
run on a developer's machine before a release.

Under ``CI=true`` the examples are the same on every run, so that whether a change lands never
depends on the draw; runs elsewhere draw new examples each time, to keep finding new cases.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

FACTOR_VARIABLE = "ROBUSTNESS_EXAMPLES"


def factor() -> float:
    value = os.environ.get(FACTOR_VARIABLE, "1")
    try:
        number = float(value)
    except ValueError:
        raise ValueError(f"{FACTOR_VARIABLE} must be a number, not {value!r}") from None
    if number <= 0:
        raise ValueError(f"{FACTOR_VARIABLE} must be positive, not {value!r}")
    return number


def trying(examples: int) -> settings:
    """Settings for a property that runs a command per example.

    No deadline: a command's duration depends on the machine; hangs are caught by the
    subprocess timeout instead. Generated source sets are large and slow to write by design.
    """
    return settings(
        max_examples=max(1, round(examples * factor())),
        derandomize=os.environ.get("CI") == "true",
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
    )
