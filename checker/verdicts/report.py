"""The verify report as text for people, as JSON-ready data for scripts and as JUnit XML for CI,
in either language."""

from __future__ import annotations

import re
from xml.etree import ElementTree

from checker.i18n import N_, translate, translate_plural
from checker.verdicts.pages import DOMAIN
from checker.verdicts.clauses import FAILED, NOT_EXECUTABLE, NOT_RUN, UNCOVERED, VERIFIED, VerifyReport

NOT_IN_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")
"""Characters XML 1.0 cannot hold, even escaped: a page's control characters would make the
whole report unreadable to CI."""

STATUS_LABELS = {
    VERIFIED: N_("verified"),
    FAILED: N_("FAILED"),
    NOT_RUN: N_("NOT RUN"),
    NOT_EXECUTABLE: N_("not executable"),
    UNCOVERED: N_("UNCOVERED"),
}


def _say(lang: str, message: str, **params: object) -> str:
    return translate(lang, message, DOMAIN, **params)


def problem_lines(report: VerifyReport, lang: str) -> list[str]:
    """Everything that makes the report bad except failed scenarios, and uncovered clauses or
    clauses cited but never run."""
    lines = [error.render(lang) for error in report.syntax_errors]
    lines += [problem.render(lang) for problem in report.parity]
    lines += [
        _say(lang, N_("{location}: clause {clause} is not in the glossary"), location=str(c.location), clause=c.clause)
        for c in report.unknown_citations
    ]
    lines += [
        _say(lang, N_("not-executable.toml: clause {clause} is not in the glossary"), clause=clause)
        for clause in report.stale_reasons
    ]
    return lines


def clause_totals(counts: dict[str, int], lang: str) -> str:
    """How many clauses have each status, each count with the word form it asks for."""
    return _say(
        lang,
        N_("Clauses: {verified}, {failed}, {not_run}, {not_executable}, {uncovered}."),
        verified=translate_plural(lang, "{count} verified", "{count} verified", counts[VERIFIED], DOMAIN),
        failed=translate_plural(lang, "{count} failing", "{count} failing", counts[FAILED], DOMAIN),
        not_run=translate_plural(lang, "{count} not run", "{count} not run", counts[NOT_RUN], DOMAIN),
        not_executable=translate_plural(
            lang, "{count} not executable", "{count} not executable", counts[NOT_EXECUTABLE], DOMAIN
        ),
        uncovered=translate_plural(lang, "{count} uncovered", "{count} uncovered", counts[UNCOVERED], DOMAIN),
    )


def report_text(report: VerifyReport, lang: str) -> str:
    """Per entry and per clause, the verdict; then the failures and problems; then the totals."""
    lines = []
    for entry in report.entries:
        lines.append(entry.id)
        for clause in entry.clauses:
            label = _say(lang, STATUS_LABELS[clause.status])
            if clause.status == NOT_EXECUTABLE:
                detail = clause.reason[lang]
            elif clause.status == NOT_RUN:
                locations = "; ".join(str(result.scenario.location) for result in clause.results)
                detail = _say(lang, N_("cited by {locations}, but the engine never carried it out"), locations=locations)
            elif clause.results:
                detail = "; ".join(
                    f"{result.scenario.location}{'' if result.passed else ' ✗'}" for result in clause.results
                )
            else:
                detail = _say(lang, N_("no scenario cites it"))
            lines.append(f"  {clause.id:<36} {label:<15} {detail}")
    failures = [result for result in report.results if not result.passed]
    if failures:
        lines.append("")
        lines.append(_say(lang, N_("Failed scenarios:")))
        for result in failures:
            lines.append("")
            lines.append(result.report(lang))
    problems = problem_lines(report, lang)
    if problems:
        lines.append("")
        lines.append(_say(lang, N_("Problems:")))
        lines += [f"  {line}" for line in problems]
    if report.without_scenarios:
        clauses = sum(len(entry.clauses) for entry in report.without_scenarios)
        lines.append("")
        lines.append(translate_plural(
            lang,
            "{count} entry has no scenarios yet ({clauses} clauses): --json lists it.",
            "{count} entries have no scenarios yet ({clauses} clauses): --json lists them.",
            len(report.without_scenarios), DOMAIN, clauses=clauses,
        ))
    lines.append("")
    lines.append(
        translate_plural(lang, "{count} scenario passed", "{count} scenarios passed", report.passed, DOMAIN)
        + ", "
        + translate_plural(lang, "{count} failed", "{count} failed", report.failed, DOMAIN)
        + ". "
        + clause_totals({status: len(report.clauses_with(status)) for status in STATUS_LABELS}, lang)
    )
    if problems:
        # A problem fails the run as a failed scenario does, so the last line says so too.
        lines[-1] += " " + translate_plural(
            lang, "{count} problem, listed above.", "{count} problems, listed above.", len(problems), DOMAIN
        )
    return "\n".join(lines)


def junit_xml(report: VerifyReport, lang: str) -> str:
    """One test case per scenario (named after it, with its file and line), plus one per problem."""
    suite = ElementTree.Element(
        "testsuite",
        name="mcrules verify",
        tests=str(len(report.results) + len(problem_lines(report, lang))),
        failures=str(report.failed),
        errors=str(len(problem_lines(report, lang))),
    )
    for result in report.results:
        scenario = result.scenario
        case = ElementTree.SubElement(
            suite,
            "testcase",
            classname=f"{scenario.location.file.rsplit('/', 1)[-1].removesuffix('.md')}.{scenario.lang}",
            name=scenario.name,
            file=scenario.location.file,
            line=str(scenario.location.line),
        )
        if not result.passed:
            failure = ElementTree.SubElement(
                case, "failure", message=_say(lang, N_("Scenario “{name}” failed"), name=scenario.name)
            )
            failure.text = result.report(lang)
    for number, line in enumerate(problem_lines(report, lang), start=1):
        case = ElementTree.SubElement(suite, "testcase", classname="problems", name=f"problem {number}")
        ElementTree.SubElement(case, "error", message=line).text = line
    uncovered = report.clauses_with(UNCOVERED) if report.coverage_required else []
    for clause in uncovered:
        case = ElementTree.SubElement(suite, "testcase", classname="coverage", name=clause.id)
        ElementTree.SubElement(case, "failure", message=_say(lang, N_("no scenario cites it")))
    not_run = report.clauses_with(NOT_RUN)
    for clause in not_run:
        case = ElementTree.SubElement(suite, "testcase", classname="coverage", name=clause.id)
        locations = "; ".join(str(result.scenario.location) for result in clause.results)
        message = _say(lang, N_("cited by {locations}, but the engine never carried it out"), locations=locations)
        ElementTree.SubElement(case, "failure", message=message)
    suite.set("tests", str(len(suite)))
    suite.set("failures", str(report.failed + len(uncovered) + len(not_run)))
    ElementTree.indent(suite)
    return NOT_IN_XML.sub("", ElementTree.tostring(suite, encoding="unicode", xml_declaration=True)) + "\n"


def report_data(report: VerifyReport, lang: str) -> dict:
    """The report as JSON-ready data: per entry, per clause, status and scenarios."""
    return {
        "entries": [
            {
                "id": entry.id,
                "clauses": [
                    {
                        "id": clause.id,
                        "status": clause.status,
                        "scenarios": [
                            {
                                "name": result.scenario.name,
                                "lang": result.scenario.lang,
                                "location": str(result.scenario.location),
                                "anchor": result.scenario.anchor,
                                "passed": result.passed,
                                "ran": clause.id in result.clauses_ran,
                            }
                            for result in clause.results
                        ],
                        **({"reason": clause.reason[lang]} if clause.reason else {}),
                    }
                    for clause in entry.clauses
                ],
            }
            for entry in report.entries
        ],
        "without_scenarios": [
            {"id": entry.id, "clauses": [clause.id for clause in entry.clauses]} for entry in report.without_scenarios
        ],
        "passed": report.passed,
        "failed": report.failed,
        "failures": [result.report(lang) for result in report.results if not result.passed],
        "problems": problem_lines(report, lang),
        "ok": report.ok,
    }
