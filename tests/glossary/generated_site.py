"""A folder of made-up glossary pages in the shapes of the source site, and what it must import to.

The pages are written the way ``sources/`` receives them: page chrome, a Spanish entry followed
by its English text, or one language only; bullets at several indents, numbered steps with the
scraper's broken numbers, "For example" sentences, missing final periods, section headings,
"Véase también" lists bulleted, inline or empty, "See also" lists on one line; and the site's
other page shapes: redirect pages ("Crisis Icon / See: Side Scheme") and pages that are only a
title. The same seed always writes the same folder.
"""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

ADJECTIVES = [
    ("Hidden", "oculta"), ("Frozen", "helada"), ("Crimson", "carmesí"), ("Silent", "silenciosa"),
    ("Rapid", "rápida"), ("Golden", "dorada"), ("Broken", "rota"), ("Distant", "lejana"),
    ("Hollow", "hueca"), ("Cosmic", "cósmica"), ("Iron", "férrea"), ("Stellar", "estelar"),
]
NOUNS = [
    ("Gate", "Puerta"), ("Signal", "Señal"), ("Engine", "Máquina"), ("Vault", "Cámara"),
    ("Beacon", "Baliza"), ("Relay", "Antena"), ("Harbor", "Dársena"), ("Reactor", "Central"),
    ("Tower", "Torre"), ("Bridge", "Pasarela"), ("Forge", "Fragua"), ("Shield", "Barrera"),
    ("Portal", "Grieta"),
]
THINGS = [("tokens", "fichas"), ("allies", "aliados"), ("upgrades", "mejoras"), ("minions", "esbirros"),
          ("cards", "cartas"), ("counters", "contadores")]
UNUSUAL_TITLES = [
    ('"After"', "after"), ('"Would"', "would"), ("Hold On…", "hold-on"), ("Go Now!", "go-now"),
    ("Attack (Enemy Activation)", "attack-enemy-activation"),
    ("Attack (Player Ability Type)", "attack-player-ability-type"),
]
SPANISH_TERMS = ["Amenaza", "Aceleración, ficha de", "Villano", "Plan principal", "Esbirro"]
"""Labels of the term table that a Spanish "Véase también" list may name."""


def slug(title: str) -> str:
    ascii_title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode().lower()
    return "-".join("".join(c if c.isalnum() else " " for c in ascii_title).split())


@dataclass
class Expected:
    """What the import of the generated folder must give."""

    entries: set[str] = field(default_factory=set)
    empty_entries: dict[str, str] = field(default_factory=dict)
    """Entry id -> file of a page that is only a title."""
    aliases: dict[str, list[str]] = field(default_factory=dict)
    """Title of a redirect page -> ids of the entries it sends to."""
    inline_see_also: dict[str, list[str]] = field(default_factory=dict)
    """Entry id -> ids its one-line "See also" list names, split from one label."""


class SiteGenerator:
    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)
        pairs = [(f"{adjective} {noun}", f"{noun_es} {adjective_es}")
                 for adjective, adjective_es in ADJECTIVES for noun, noun_es in NOUNS]
        self.random.shuffle(pairs)
        self.names = pairs
        self.expected = Expected()

    def number(self) -> int:
        return self.random.randint(1, 9)

    def paragraph(self, english: bool, name: str) -> str:
        thing, cosa = self.random.choice(THINGS)
        n = self.number()
        text = self.random.choice([
            (f"If a player controls {n} or more {thing}, that player must resolve the {name} effect "
             f"before any other effect.",
             f"Si un jugador controla {n} o más {cosa}, ese jugador debe resolver el efecto de {name} "
             f"antes que cualquier otro efecto."),
            (f"When the villain activates, place {n} threat on the {name} card and check its target "
             f"threat value.",
             f"Cuando el Villano se activa, se colocan {n} fichas de Amenaza sobre la carta de {name} "
             f"y se comprueba su umbral de Amenaza."),
            (f"Each player may discard {n} {thing} from the {name} to draw the same number of cards "
             f"from their deck.",
             f"Cada jugador puede descartar {n} {cosa} de la {name} para robar el mismo número de "
             f"cartas de su mazo."),
        ])[0 if english else 1]
        # The scraper drops some final periods.
        return text[:-1] if self.random.random() < 0.2 else text

    def example(self, english: bool) -> str:
        n = self.number()
        return f"For example, a hero with {n} allies in play." if english else \
            f"Por ejemplo, un héroe con {n} aliados en juego."

    def body(self, english: bool, name: str, section: bool, examples: list[bool]) -> list[str]:
        """Definition, rules with nested bullets and examples, a procedure, maybe a section."""
        steps_intro = "Follow these steps:" if english else "Sigue estos pasos:"
        definition = (f"{name} is a game concept that changes how the players handle the round."
                      if english else
                      f"La {name} es un concepto de juego que cambia cómo los jugadores juegan la ronda.")
        lines = [definition, ""]
        for position, with_example in enumerate(examples):
            rule = f"• {self.paragraph(english, name)}"
            if with_example:
                rule = f"{rule.removesuffix('.')}. {self.example(english)}"
            lines += [rule, f"  • {self.paragraph(english, name)}"]
            if position == 0:
                lines.append(f"    • {self.paragraph(english, name)}")
            lines.append("")
        lines += [f"• {steps_intro}", ""]
        for number in (1, 2, 1):
            lines += [f"  {number}. {self.paragraph(english, name)}", ""]
        if section:
            lines += ["Special Rules" if english else "Reglas especiales", "",
                      f"• {self.paragraph(english, name)}", ""]
        return lines

    def write(self, folder: Path, pages: int) -> Expected:
        kinds = (["bilingual"] * (pages * 45 // 100) + ["english"] * (pages * 20 // 100)
                 + ["spanish"] * (pages * 10 // 100) + ["redirect"] * (pages * 15 // 100))
        kinds += ["title"] * (pages - len(kinds))
        self.random.shuffle(kinds)
        english_titles: dict[str, str] = {}
        spanish_titles: dict[str, str] = {}
        unusual = list(UNUSUAL_TITLES)
        texts = {}
        for number, kind in enumerate(kinds):
            if kind in ("bilingual", "english"):
                title, spanish = self.names.pop()
                if kind == "english" and unusual:
                    title, entry_id = unusual.pop()
                else:
                    entry_id = slug(title)
                english_titles[title] = entry_id
                if kind == "bilingual":
                    spanish_titles[spanish] = entry_id
            elif kind == "spanish":
                _, spanish = self.names.pop()
                spanish_titles[spanish] = slug(spanish)
            texts[number] = (kind, title if kind in ("bilingual", "english") else None,
                             spanish if kind in ("bilingual", "spanish") else None)
        for number, (kind, title, spanish) in texts.items():
            lines = ["Saltar al contenido principal", ""] if number % 3 else []
            if kind in ("bilingual", "spanish"):
                examples = [self.random.random() < 0.3 for _ in range(self.random.randint(1, 3))]
                section = self.random.random() < 0.3
                lines += [spanish, ""] + self.body(False, spanish, section, examples)
                if kind == "bilingual":
                    lines += [title, ""] + self.body(True, title, section, examples)
                    self.expected.entries.add(english_titles[title])
                else:
                    self.expected.entries.add(spanish_titles[spanish])
                lines += self.spanish_see_also(spanish_titles, spanish)
            elif kind == "english":
                examples = [self.random.random() < 0.5 for _ in range(self.random.randint(1, 3))]
                lines += [title, ""] + self.body(True, title, self.random.random() < 0.3, examples)
                lines += self.english_see_also(english_titles, title)
                self.expected.entries.add(english_titles[title])
            elif kind == "redirect":
                lines += self.redirect(number, english_titles, spanish_titles)
            else:
                entry_id = f"lost-marker-{number}"
                lines += [f"Lost Marker {number}"]
                self.expected.entries.add(entry_id)
                self.expected.empty_entries[entry_id] = f"{number:03}.txt"
            text = "\n".join(lines).rstrip("\n")
            (folder / f"{number:03}.txt").write_text(text + ("\n" if number % 2 else ""), encoding="utf-8")
        return self.expected

    def spanish_see_also(self, spanish_titles: dict[str, str], own: str) -> list[str]:
        others = [title for title in spanish_titles if title != own]
        labels = self.random.sample(SPANISH_TERMS, 2) + self.random.sample(others, 1)
        shape = self.random.choice(["bulleted", "inline", "empty"])
        if shape == "bulleted":
            return ["Véase también", ""] + [f"• {label}" for label in labels]
        if shape == "inline":
            return [f"Véase también: {'; '.join(labels)}"]
        return ["Véase también"]

    def english_see_also(self, english_titles: dict[str, str], own: str) -> list[str]:
        others = [title for title in english_titles if title != own and "," not in title]
        if len(others) < 3 or self.random.random() < 0.3:
            return ["", "See also", "", "• Threat", "• Main Scheme"]
        labels = self.random.sample(others, 3)
        self.expected.inline_see_also[english_titles[own]] = [english_titles[label] for label in labels]
        return ["", f"See also: {', '.join(labels)}"]

    def redirect(self, number: int, english_titles: dict[str, str], spanish_titles: dict[str, str]) -> list[str]:
        noun, noun_es = NOUNS[number % len(NOUNS)]
        if self.random.random() < 0.5 and len(english_titles) >= 2:
            targets = self.random.sample(sorted(english_titles), self.random.randint(1, 2))
            title = f"{noun} Icon {number}"
            self.expected.aliases[title] = [english_titles[target] for target in targets]
            return [title, "", f"See: {', '.join(targets)}"]
        target = self.random.choice(sorted(spanish_titles))
        title = f"Icono de {noun_es.lower()} {number}"
        self.expected.aliases[title] = [spanish_titles[target]]
        return [title, "", f"Véase: {target}"]


def write_site(folder: Path, pages: int, seed: int) -> Expected:
    """Write ``pages`` pages into ``folder`` and say what their import must give."""
    return SiteGenerator(seed).write(folder, pages)


CORPUS_PAGES = 140
CORPUS_SEED = 7


def write_corpus(folder: Path) -> tuple[Path, Expected]:
    """The corpus the export and build tests share: a ``sources`` folder of generated pages in
    ``folder``, and what their import must give."""
    sources = folder / "sources"
    sources.mkdir()
    return sources, write_site(sources, CORPUS_PAGES, CORPUS_SEED)
