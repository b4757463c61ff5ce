"""The error the site builder raises, carrying an English message id and its parameters."""

from __future__ import annotations

from checker.i18n import translate


class SiteBuildError(Exception):
    """The site could not be built; :meth:`render` says why in the reader's language."""

    def __init__(self, msgid: str, **params: object) -> None:
        super().__init__(msgid.format(**params) if params else msgid)
        self.msgid = msgid
        self.params = params

    def render(self, lang: str) -> str:
        return translate(lang, self.msgid, "site", **self.params)
