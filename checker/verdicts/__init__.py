"""What ``verify`` reports, apart from the engine: where the pages of scenarios are and what
they hold as files (:mod:`~checker.verdicts.pages`), the verdict on each clause and the report
(:mod:`~checker.verdicts.clauses`), the report as text, data or JUnit XML
(:mod:`~checker.verdicts.report`), and what the cache keeps of each page for the report
(:mod:`~checker.verdicts.kept`).

Nothing here imports the engine or the scenario reader: when the cache keeps every page, a
``verify`` loads neither (:mod:`checker.scenarios` reads and runs the scenarios).
"""
