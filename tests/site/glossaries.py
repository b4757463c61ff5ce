"""A small hand-made glossary with one of every shape a page must show.

The texts paraphrase the rules briefly; they are test data, not rules text.
"""

from __future__ import annotations

from checker.glossary.model import (
    Clause,
    ClauseKind,
    Entry,
    Glossary,
    Lang,
    SeeAlso,
    SourceRef,
    Variant,
    VariantClause,
)

SOURCE = "hand-made.txt"


def clause(
    clause_id: str,
    kind: ClauseKind,
    es: str | None,
    en: str | None,
    *,
    number: int | None = None,
    unofficial: frozenset[Lang] = frozenset(),
    outdated: frozenset[Lang] = frozenset(),
    children: tuple[Clause, ...] = (),
    line: int = 1,
) -> Clause:
    text = {lang: value for lang, value in ((Lang.ES, es), (Lang.EN, en)) if value}
    return Clause(
        id=clause_id,
        kind=kind,
        depth=clause_id.count(".") - 1,
        number=number,
        text=text,
        source={lang: SourceRef(SOURCE, line + (lang is Lang.EN) * 100) for lang in text},
        unofficial=unofficial,
        outdated=outdated,
        children=list(children),
    )


def entry(entry_id: str, es: str | None, en: str | None, clauses: list[Clause], **fields) -> Entry:
    title = {lang: value for lang, value in ((Lang.ES, es), (Lang.EN, en)) if value}
    return Entry(
        id=entry_id,
        title=title,
        title_source={lang: SourceRef(SOURCE, 1) for lang in title},
        clauses=clauses,
        **fields,
    )


ADVANCE = clause(
    "main-scheme.2",
    ClauseKind.RULE,
    "Cuando el plan avanza, sigue estos pasos:",
    "When the scheme advances, follow these steps:",
    line=4,
    children=(
        clause("main-scheme.2.1", ClauseKind.STEP, "Retira la carta.", "Remove the card.", number=1, line=5),
        clause("main-scheme.2.2", ClauseKind.STEP, "Muestra la siguiente.", "Reveal the next one.", number=2, line=6),
        clause("main-scheme.2.3", ClauseKind.STEP, "Coloca la amenaza.", "Place the threat.", number=3, line=7),
    ),
)

MAIN_SCHEME = entry(
    "main-scheme",
    "Plan principal",
    "Main Scheme",
    [
        clause("main-scheme.1", ClauseKind.DEFINITION, "El objetivo del villano.", "The villain's goal.", line=2),
        ADVANCE,
        clause(
            "main-scheme.3",
            ClauseKind.RULE,
            "La aceleración se transfiere.",
            "Acceleration carries over.",
            line=8,
            children=(
                clause("main-scheme.3.1", ClauseKind.SUB_RULE, "Salvo la amenaza.", "Except threat.", line=9),
                clause("main-scheme.3.2", ClauseKind.EXAMPLE, None, "For example, two tokens stay.", line=10),
            ),
        ),
    ],
    see_also=[
        SeeAlso({Lang.ES: "Ámbito"}, "scope", SourceRef(SOURCE, 11)),
        SeeAlso({Lang.ES: "Amenaza", Lang.EN: "Threat"}, None, SourceRef(SOURCE, 12)),
    ],
    variants=[
        Variant(
            Lang.EN,
            "Main Scheme",
            SourceRef(SOURCE, 200),
            [
                VariantClause("The villain's goal, older wording.", SourceRef(SOURCE, 201), 0, "main-scheme.1"),
                VariantClause("A sentence no longer in the rules.", SourceRef(SOURCE, 202), 1, None),
            ],
        )
    ],
)

SCOPE = entry(
    "scope",
    "Ámbito",
    "Scope",
    [clause("scope.1", ClauseKind.DEFINITION, "Dónde actúa una capacidad.", "Where an ability works.", line=20)],
)

ZONE = entry(
    "zone",
    "Zona",
    "Zone",
    [clause("zone.1", ClauseKind.DEFINITION, "Un lugar de la mesa.", "A place on the table.", line=30)],
)

ELIMINATION = entry(
    "player-elimination",
    "Eliminación de jugadores",
    "Player Elimination",
    [
        clause(
            "player-elimination.1",
            ClauseKind.DEFINITION,
            "Un jugador queda eliminado.",
            "A player is eliminated.",
            unofficial=frozenset({Lang.EN}),
            line=40,
        ),
        clause(
            "player-elimination.2",
            ClauseKind.RULE,
            "Los demás siguen jugando.",
            "The others play on.",
            unofficial=frozenset({Lang.EN}),
            outdated=frozenset({Lang.EN}),
            line=41,
        ),
    ],
    unofficial=frozenset({Lang.EN}),
)

SPANISH_ONLY = entry(
    "nemesis",
    "Némesis",
    None,
    [clause("nemesis.1", ClauseKind.DEFINITION, "El archienemigo de un héroe.", None, line=50)],
)

ENTRIES = [MAIN_SCHEME, SCOPE, ZONE, ELIMINATION, SPANISH_ONLY]


def hand_made_glossary() -> Glossary:
    return Glossary(entries=list(ENTRIES))
