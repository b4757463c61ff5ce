"""A stop asked for with Ctrl-C or SIGTERM ends a command with status 130, whatever error
Python wraps the interruption in."""

import gc

import pytest

import checker.cli
import checker.cli.ending
from checker import entry_point


@pytest.fixture(autouse=True)
def this_process_goes_on(monkeypatch):
    """``main`` says the process ends with its command and freezes the collector's view; the
    test process goes on, so both are put back as they were."""
    monkeypatch.setattr(checker.cli.ending, "_process_ends_with_command", False)
    yield
    gc.unfreeze()


def test_an_interruption_wrapped_in_another_error_still_ends_with_130(monkeypatch):
    """An interruption that lands while a class is made (a library being imported) reaches the
    command as a RuntimeError caused by the KeyboardInterrupt."""

    def stopped_while_importing():
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt as interruption:
            raise RuntimeError("Error calling __set_name__ on 'SubConfig' instance 'nav'") from interruption

    monkeypatch.setattr(checker.cli, "main", stopped_while_importing)
    assert entry_point.main() == entry_point.EXIT_INTERRUPTED


def test_an_error_that_is_not_an_interruption_is_not_hidden(monkeypatch):
    def broken():
        raise RuntimeError("broken")

    monkeypatch.setattr(checker.cli, "main", broken)
    with pytest.raises(RuntimeError, match="broken"):
        entry_point.main()
