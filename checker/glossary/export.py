"""The glossary model as plain JSON-ready data: the contract other tools and our checks read.

>>> from checker.glossary import load_glossary
>>> members = dict(glossary_members(load_glossary(), "en"))
>>> list(members)
['entries', 'front_matter', 'aliases', 'moved_clauses', 'unaccounted', 'warnings']
>>> first = next(members["entries"])
>>> first["clauses"][0]["id"], first["edition"]
('ability.1', {'en': '1.7-1.8 compilation'})
>>> [section["id"] for section in members["front_matter"]]
['the-golden-rules', 'the-grim-rule', 'component-limitations', 'round-overview', 'glossary']
"""

from __future__ import annotations

from checker.glossary.lang import LANGUAGES
from checker.glossary.model import Alias, Clause, Entry, Glossary, Lang, SourceRef


_KEYS = tuple((lang, str(lang)) for lang in LANGUAGES)
"""Each language with its key in the data, in the model's order: every clause has two maps."""


def _source(ref: SourceRef) -> dict:
    return {"file": ref.file, "line": ref.line}


# Loops, not comprehensions: on Python 3.11 a comprehension is a function call of its own, and
# every clause has two such maps of two languages.
def _by_lang(values: dict[Lang, object]) -> dict:
    found = {}
    for lang, key in _KEYS:
        if lang in values:
            found[key] = values[lang]
    return found


def _sources_by_lang(sources: dict[Lang, SourceRef]) -> dict:
    found = {}
    for lang, key in _KEYS:
        if lang in sources:
            found[key] = _source(sources[lang])
    return found


def _languages(languages: frozenset[Lang]) -> list[str]:
    return sorted(map(str, languages))


def _clause(clause: Clause, parent: str | None) -> dict:
    data = {
        "id": clause.id,
        "kind": str(clause.kind),
        "depth": clause.depth,
        "number": clause.number,
        "parent": parent,
        "text": _by_lang(clause.text),
        "source": _sources_by_lang(clause.source),
        "unofficial": _languages(clause.unofficial) if clause.unofficial else [],
        "outdated": _languages(clause.outdated) if clause.outdated else [],
    }
    if clause.more_sources:
        data["more_sources"] = {key: [_source(ref) for ref in refs] for key, refs in _by_lang(clause.more_sources).items()}
    return data


def _clauses(clauses: list[Clause], parent: str | None = None, into: list[dict] | None = None) -> list[dict]:
    """``clauses`` and every clause under them, in reading order, each naming its parent."""
    flat = [] if into is None else into
    for clause in clauses:
        flat.append(_clause(clause, parent))
        if clause.children:
            _clauses(clause.children, clause.id, flat)
    return flat


def _entry(entry: Entry) -> dict:
    return {
        "id": entry.id,
        "title": _by_lang(entry.title),
        "title_source": _sources_by_lang(entry.title_source),
        "unofficial": _languages(entry.unofficial),
        "outdated": _languages(entry.outdated),
        "edition": _by_lang(entry.edition),
        "clauses": _clauses(entry.clauses),
        "see_also": [
            {"label": _by_lang(link.label), "target": link.target, "term": link.term, "source": _source(link.source),
             "in_text": link.in_text}
            for link in entry.see_also
        ],
        "variants": [
            {
                "lang": str(variant.lang),
                "edition": variant.edition,
                "title": variant.title,
                "title_source": _source(variant.title_source),
                "clauses": [
                    {"text": clause.text, "depth": clause.depth, "matches": clause.matches, "source": _source(clause.source)}
                    for clause in variant.clauses
                ],
            }
            for variant in entry.variants
        ],
    }


def _alias(alias: Alias) -> dict:
    return {
        "title": alias.title,
        "lang": str(alias.lang),
        "source": _source(alias.source),
        "targets": [
            {"label": target.label, "target": target.target, "term": target.term, "source": _source(target.source)}
            for target in alias.targets
        ],
    }


def glossary_members(glossary: Glossary, lang: str) -> list[tuple[str, object]]:
    """The members of the export contract, in order, each a key and its value; warnings are
    rendered in ``lang``. Each list is an iterator that makes its items as they are read: a writer
    can write the export of a glossary of any size while only one entry's data exists at a time
    (:func:`checker.cli.output.json_pieces`). They make no cycle (:mod:`checker.gc_tuning`)."""
    return [
        ("entries", map(_entry, glossary.entries)),
        ("front_matter", map(_entry, glossary.front_matter)),
        ("aliases", map(_alias, glossary.aliases)),
        ("moved_clauses", dict(glossary.moved_clauses)),
        ("unaccounted", ({**_source(ref), "text": text} for ref, text in glossary.unaccounted)),
        ("warnings", ({**_source(problem.source), "message": problem.render(lang)} for problem in glossary.warnings)),
    ]

