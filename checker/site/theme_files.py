"""The theme's files listed once for both languages, not once per language.

At the start of each language's build, MkDocs lists the theme's static files (its scripts,
stylesheets and images) by walking every folder of the theme, the custom folder included, and
matching each of the 14,500 files it finds (most of them icons) against a dozen patterns: about
0.08 s, 2% of the Rules Reference's build. The i18n plugin builds the second language with the
same theme and the same configuration, so the second listing can only repeat the first.

A listing is kept for the environments one theme makes, that is for one build: the next build
loads the configuration again, and with it a new theme, which lists its folders afresh.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial
from types import FunctionType

from jinja2 import Environment
from mkdocs.theme import Theme


def list_templates_once(theme: Theme) -> None:
    """Let the environments that ``theme`` makes from now on share their template listings;
    doing it again changes nothing."""
    if isinstance(vars(theme).get("get_env"), _SharingListings):
        return
    theme.get_env = _SharingListings(theme.get_env)


class _SharingListings:
    """A theme's ``get_env``, whose environments keep each listing for the next one."""

    def __init__(self, make_environment: Callable[[], Environment]) -> None:
        self._make_environment = make_environment
        self._listings: dict[Hashable, tuple[tuple[object, ...], list[str]]] = {}
        """Key -> the objects the filter held (kept alive, so that their ids stay theirs) and the names listed."""

    def __call__(self) -> Environment:
        environment = self._make_environment()
        environment.list_templates = partial(self._list, environment)
        return environment

    def _list(self, environment: Environment, extensions=None, filter_func=None) -> list[str]:
        """``environment.list_templates``, found once per theme folders, extensions and filter."""
        held = _held_objects(filter_func)
        folders = getattr(environment.loader, "searchpath", None)
        if held is None or not folders:
            return Environment.list_templates(environment, extensions, filter_func)
        key = (
            tuple(folders),
            None if extensions is None else tuple(extensions),
            filter_func.__code__ if filter_func is not None else None,
            tuple(map(id, held)),
        )
        if key not in self._listings:
            self._listings[key] = (held, Environment.list_templates(environment, extensions, filter_func))
        return list(self._listings[key][1])


def _held_objects(function: Callable[[str], bool] | None) -> tuple[object, ...] | None:
    """What a filter's result may depend on besides the name it is given: the objects its code
    holds, compared by identity (MkDocs makes its filter anew for each language, holding the
    same configuration). None for a callable other than a plain function, or one holding a name
    not bound yet, whose listing is never reused."""
    if function is None:
        return ()
    if not isinstance(function, FunctionType) or function.__defaults__ or function.__kwdefaults__:
        return None
    try:
        return tuple(cell.cell_contents for cell in function.__closure__ or ())
    except ValueError:  # An empty cell: a name the function holds has no value yet.
        return None
