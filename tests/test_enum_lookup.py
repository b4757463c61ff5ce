"""Enum members stay reachable in every way once ``EnumType.__getattr__`` is gone, and a read of
a member no longer takes the path of a type that defines ``__getattr__``."""

from __future__ import annotations

import enum
import subprocess
import sys

import pytest

import checker  # noqa: F401  (importing the package drops the fallback)
from checker.glossary.model import Lang


class Shaped(enum.Enum):
    """Members named like the properties every member has, an alias, and an ordinary one."""

    name = "n"
    value = "v"
    PLAIN = "p"
    ALIAS = "p"


def test_the_enum_type_has_no_attribute_fallback_once_checker_is_imported():
    assert not hasattr(enum.EnumType, "__getattr__")


def test_a_fresh_interpreter_drops_it_on_importing_the_package_alone():
    probe = "import enum, checker; print(hasattr(enum.EnumType, '__getattr__'))"
    assert subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout == "False\n"


def test_members_named_like_properties_aliases_and_lookups_by_name_and_value_still_work():
    assert Shaped.name is Shaped["name"] is Shaped("n")
    assert Shaped.value is Shaped["value"] is Shaped("v")
    assert Shaped.ALIAS is Shaped.PLAIN is Shaped("p")
    assert (Shaped.name.name, Shaped.name.value, Shaped.value.name) == ("name", "n", "value")
    assert [member.name for member in Shaped] == ["name", "value", "PLAIN"]
    assert Lang.ES is Lang("es") and Lang.EN.other is Lang.ES


def test_a_missing_member_is_still_an_attribute_error():
    with pytest.raises(AttributeError):
        Shaped.MISSING  # noqa: B018
    with pytest.raises(KeyError):
        Shaped["MISSING"]
