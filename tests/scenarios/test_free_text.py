"""A free-text effect (an effect the engine knows by its name only) is the page's own prose: each
language writes it in its own words, and the parity check asks only that both pages have one in
the same place."""

import re

import pytest

from checker.scenarios import parse_block, parse_scenarios, parity_problems, run_scenario
from checker.scenarios.model import free_texts
from checker.scenarios.verify import DOCS_DIR

ES = ("Escenario: La trampa\nCita: ability.9\n"
      "Dado: jugadores: A(inicial); fase: villano 4; villano: rhino[vida=14]; plan: ms1[cara=B umbral=20]\n"
      "  A.juego: spidey:identidad[vida=10]\n"
      "  zona-villano: trap:entorno[capacidad=\"respuesta-obligada[mostrada perfidia]: {es}\"]\n"
      "  A.repartidas: t1:perfidia\n"
      "Cuando: fase del Villano, paso 4\n  Se muestra t1.\n  t1 se descarta.\n  Capacidad de trap: {es}.\n  ...\n")
EN = ("Scenario: The trap\nCites: ability.9\n"
      "Given: players: A(first); phase: villain 4; villain: rhino[hp=14]; scheme: ms1[side=B target=20]\n"
      "  A.play: spidey:identity[hp=10]\n"
      "  villain-area: trap:environment[ability=\"forced-response[revealed treachery]: {en}\"]\n"
      "  A.dealt: t1:treachery\n"
      "When: villain phase, step 4\n  t1 is revealed.\n  t1 is discarded.\n  Ability of trap: {en}.\n  ...\n")


def pages(spanish: str, english: str, spanish_line: str | None = None, english_line: str | None = None):
    es = ES.format(es=spanish)
    en = EN.format(en=english)
    if spanish_line is not None:
        es = es.replace(f"Capacidad de trap: {spanish}.", spanish_line)
    if english_line is not None:
        en = en.replace(f"Ability of trap: {english}.", english_line)
    return [parse_block(es, "es")], [parse_block(en, "en")]


def test_a_free_text_effect_in_each_language_is_in_parity():
    assert parity_problems("ability", *pages("activa la trampa", "spring the trap")) == []


@pytest.mark.parametrize(
    ("spanish", "english", "aspect"),
    [
        ("activa la trampa", "draw+1", "set-up"),
        ("roba+1", "spring the trap", "set-up"),
        ("activa la trampa, suena la alarma", "spring the trap", "set-up"),
    ],
)
def test_a_free_text_effect_where_the_other_page_has_another_effect_breaks_parity(spanish, english, aspect):
    problems = parity_problems("ability", *pages(spanish, english))
    assert any(f"the {aspect} of “La trampa”" in problem.render("en") for problem in problems)


@pytest.mark.parametrize(
    ("spanish_line", "english_line"),
    [
        ("Capacidad de trap: activa la trampa.", "Boost of trap: spring the trap."),
        ("Capacidad de t1: activa la trampa.", None),
        ("Capacidad de trap: activa la trampa.\n  t1 se descarta.", None),
    ],
)
def test_the_expected_lines_around_a_free_text_effect_must_still_agree(spanish_line, english_line):
    [problem] = parity_problems("ability", *pages("activa la trampa", "spring the trap", spanish_line, english_line))
    assert "the steps of “La trampa”" in problem.render("en")


ENGLISH = re.compile(r"\b(the|an|of|to|on|from|with|you|your|each|and|or|if|this|that|its|a card|draws?|cards?)\b",
                     re.IGNORECASE)
"""English words that a Spanish free-text effect would not use."""


def written_free_texts(scenario) -> list[str]:
    """The free-text effects a scenario's page writes, in its set-up and its actions: a card of
    the card data brings its own, which the page does not write (the engine then checks that the
    expected lines repeat what it logs)."""
    return [*(text for text in free_texts(scenario.setup) if text in scenario.setup_text),
            *(text for step in scenario.steps for text in free_texts(step.action))]


def test_the_english_words_check_finds_an_english_free_text():
    [scenario] = pages("spring the trap", "spring the trap")[0]
    assert [text for text in written_free_texts(scenario) if ENGLISH.search(text)] == ["spring the trap"]


SPANISH_PAGES = sorted((DOCS_DIR / "es" / "scenarios").glob("*.md"))


@pytest.mark.parametrize("page", SPANISH_PAGES, ids=[page.stem for page in SPANISH_PAGES])
def test_spanish_pages_write_their_free_text_effects_in_spanish(page):
    english = sorted({f"{scenario.location}: {text}" for scenario in parse_scenarios(page)
                      for text in written_free_texts(scenario) if ENGLISH.search(text)})
    assert not english, "\n".join(english)


ENTRIES = sorted(page.stem for page in SPANISH_PAGES)


@pytest.mark.parametrize("entry", ENTRIES)
def test_spanish_free_text_effects_are_not_the_english_words(entry):
    """A free-text effect of one English word ("cheer") has no function word to give it away; the
    English page's effect in the same place does."""
    spanish = parse_scenarios(DOCS_DIR / "es" / "scenarios" / f"{entry}.md")
    english = parse_scenarios(DOCS_DIR / "en" / "scenarios" / f"{entry}.md")
    same = sorted({f"{mine.location}: {text}" for mine, theirs in zip(spanish, english)
                   for text, other in zip(free_texts(mine.setup), free_texts(theirs.setup))
                   if text == other and text in mine.setup_text})
    assert not same, "\n".join(same)



SPIDER_WOMAN = {
    "es": "Escenario: Spiderwoman\nCita: triggered-ability.1\n"
          "Dado: jugadores: A(inicial); plan: ms1[cara=B umbral=20] ms2\n  apartadas: jess[carta=01011 propietario=A]\n"
          "Cuando: pon jess en juego para A\n  jess entra en juego.\n"
          "Cuando: A elige usar\n  Capacidad de jess: {words}.\n",
    "en": "Scenario: Spider-Woman\nCites: triggered-ability.1\n"
          "Given: players: A(first); scheme: ms1[side=B target=20] ms2\n  set-aside: jess[card=01011 owner=A]\n"
          "When: put jess into play for A\n  jess enters play.\n"
          "When: A chooses use\n  Ability of jess: {words}.\n",
}
"""Spider-Woman's response, a free-text effect of the card data, which the engine logs in the
words of the card data's language."""


@pytest.mark.parametrize(("lang", "words", "other"), [("es", "confunde al Villano", "confuse the villain"),
                                                      ("en", "confuse the villain", "confunde al Villano")])
def test_a_card_data_free_text_effect_is_expected_in_the_words_of_the_pages_language(lang, words, other):
    assert run_scenario(parse_block(SPIDER_WOMAN[lang].format(words=words), lang, "page.md")).passed
    assert not run_scenario(parse_block(SPIDER_WOMAN[lang].format(words=other), lang, "page.md")).passed
