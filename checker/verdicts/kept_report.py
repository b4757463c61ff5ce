"""``verify``'s report from what the cache keeps of every page, without the engine.

When the cache keeps what the report says of every page asked for (:mod:`checker.verdicts.kept`),
as the pages, the glossary and the code are now, the report is made from that alone: no page is
read into scenarios, no scenario runs, and the engine is not loaded. It is the report that
reading and running them would give (:func:`checker.scenarios.verify.verify`), since each kept
summary is what that report reads of a result.

Whatever this does not answer is left to the whole ``verify``: a page without a kept summary or
that cannot be read, an entry with pages in one language only (its twin is then looked for),
and an entry whose two languages differ (the scenarios are then compared to say how).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

from checker.gc_tuning import young_collections_only
from checker.i18n import LANGUAGES
from checker.verdicts.clauses import VerifyReport, all_paths, conclude, load_not_executable, scenario_files
from checker.verdicts.kept import GlossaryOutline, KeptResult
from checker.verdicts.pages import ScenarioSyntaxError, page_place, read_page
from checker.verdicts.result_cache import ResultCache


def kept_report(paths: Sequence[Path], glossary: GlossaryOutline, cache: ResultCache) -> VerifyReport | None:
    """The report on the pages under ``paths`` for the glossary that ``glossary`` outlines, from
    what ``cache`` keeps of them; None when it does not keep enough to make it.

    Raises what :func:`checker.scenarios.verify.verify` raises for the not-executable reasons and
    the paths, in the same order.
    """
    with young_collections_only():
        reasons = load_not_executable()
        by_entry: dict[str, dict[str, list[list[KeptResult]]]] = defaultdict(lambda: defaultdict(list))
        for path in scenario_files(paths):
            try:
                (shown, lang), text = page_place(path), read_page(path)
            except ScenarioSyntaxError:
                return None
            kept = cache.summaries(shown, lang, text)
            if kept is None:
                return None
            by_entry[path.stem][lang].append(kept)
        if not all(_same_in_every_language(pages) for pages in by_entry.values()):
            return None
        report = VerifyReport()
        for entry_id in sorted(by_entry):
            for lang in LANGUAGES:
                for page in by_entry[entry_id][lang]:
                    report.results += page
        conclude(report, glossary.entries, glossary.clauses, by_entry, reasons, all_paths(paths))
        return report


def _same_in_every_language(pages: dict[str, list[list[KeptResult]]]) -> bool:
    """Whether an entry has pages in every language and its scenarios say the same thing in
    each, by the digests of their neutral forms (:func:`checker.scenarios.parity.parity_problems`
    finds no problem)."""
    if len(pages) < len(LANGUAGES):
        return False
    first, *others = ([result.scenario.neutral for page in pages[lang] for result in page] for lang in LANGUAGES)
    return all(other == first for other in others)
