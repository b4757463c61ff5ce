"""The errors the site builder raises, carrying an English message id and its parameters."""

from __future__ import annotations

import errno
from pathlib import Path

from checker.i18n import N_, translate


class SiteBuildError(Exception):
    """The site could not be built; :meth:`render` says why in the reader's language."""

    def __init__(self, msgid: str, **params: object) -> None:
        super().__init__(msgid.format(**params) if params else msgid)
        self.msgid = msgid
        self.params = params

    def render(self, lang: str) -> str:
        return translate(lang, self.msgid, "site", **self.params)


_REASONS = {
    errno.ENOSPC: N_("the disk is full"),
    errno.EDQUOT: N_("the disk quota is used up"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.EROFS: N_("the file system is read-only"),
    errno.ENOTDIR: N_("part of the path is a file, not a folder"),
}
"""The reasons a build meets when its folder cannot be written, in words the catalogs translate;
any other reason is the system's own text."""


class SiteWriteError(SiteBuildError):
    """The file system refused to let the site be written to ``folder``."""

    def __init__(self, folder: Path, error: OSError) -> None:
        super().__init__(
            N_("cannot write the site to {folder}: {reason}"), folder=str(folder), reason=error.strerror or str(error)
        )
        self.errno = error.errno

    def render(self, lang: str) -> str:
        reason = self.params["reason"]
        if self.errno in _REASONS:
            reason = translate(lang, _REASONS[self.errno], "site")
        return translate(lang, self.msgid, "site", **{**self.params, "reason": reason})
