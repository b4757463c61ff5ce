"""Source pages with every shape the importer makes besides plain entries: redirect pages,
section headings inside an entry, and a page that is only a title.

The texts paraphrase the rules briefly; they are test data, not rules text.
"""

from __future__ import annotations

from pathlib import Path

from checker.glossary import Glossary, load_glossary

PAGES = {
    "001_ability.txt": """Capacidad

Una capacidad es el texto especial que una carta aporta a la partida.

• Cada capacidad indica cuándo se puede usar.

• Un icono de crisis en una carta no es una capacidad.

Capacidades constantes

• Una capacidad constante está activa mientras su carta está en juego.

Capacidades activadas

Una capacidad activada espera a su desencadenante.

Ability

An ability is the special text a card brings to the game.

• Each ability says when it can be used.

• A crisis icon on a card is not an ability.

Constant Abilities

• A constant ability is active while its card is in play.

Triggered Abilities

A triggered ability waits for its trigger.
""",
    "002_threat.txt": """Amenaza

La Amenaza mide el avance del Villano hacia su objetivo.

Threat

Threat measures the villain's progress towards its goal.
""",
    "003_crisis.txt": "Crisis Icon\n\nSee: Threat\n",
    "004_efecto.txt": "Efecto\n\nVéase: Capacidad, Villano\n",
    "005_peligro.txt": "Ícono de peligro\n\nVéase: Amenaza\n",
    "006_zona.txt": "Zona de juego\n\nVéase: Amenaza\n",
    "007_rhino.txt": "Saltar al contenido principal\n\nRhino\n",
}
"""Two entries (Ability with two sections), four redirect pages (one to an entry not imported
yet, one with an accented initial) and a page with only a title."""

HEADINGS = {"ability.4": ("Capacidades constantes", "Constant Abilities"),
            "ability.6": ("Capacidades activadas", "Triggered Abilities")}
"""Clause id of each section heading of Ability -> its Spanish and English text."""


def import_pages(folder: Path) -> Glossary:
    """Write :data:`PAGES` into ``folder`` and import them, without the project's translations."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in PAGES.items():
        (folder / name).write_text(text, encoding="utf-8")
    return load_glossary(folder, None)
