"""The drawings of a worked example in a real browser: they show the state the rules ask about
(the form an identity shows, exhausted, status cards, counters, attachments, facedown cards),
they mark what changed between the table before and after, with words a screen reader reads,
and on a phone the change and what it was stand within one screen.

The scenarios are written here, in both languages, on the page of an entry the test site shows
(Player Elimination), so that what they set up is known without reading the project's pages.
"""

from __future__ import annotations

import shutil

import pytest

from checker import PROJECT_ROOT
from checker.site import build_site
from tests.site.conftest import served

PREFIXES = {"es": "", "en": "en/"}
ENTRY = "player-elimination"

STATE = {
    "es": """\
Escenario: Lo que importa de cada carta en la mesa
Cita: in-play-and-out-of-play.2.1
Dado: jugadores: A(inicial)
  villano: rhino[vida=14 daño=3 aturdido=1 confundido=2]{~b1}
  plan: ms1[cara=B umbral=20 amenaza=2]
  A.juego: peter:identidad[cara=B vida=10]{web:mejora} cap:aliado[vida=3 agotada duro=1] lab:apoyo[generico=2]
  A.repartidas: t1
Entonces: cap está en juego
""",
    "en": """\
Scenario: What matters about each card on the table
Cites: in-play-and-out-of-play.2.1
Given: players: A(first)
  villain: rhino[hp=14 damage=3 stunned=1 confused=2]{~b1}
  scheme: ms1[side=B target=20 threat=2]
  A.play: peter:identity[side=B hp=10]{web:upgrade} cap:ally[hp=3 exhausted tough=1] lab:support[all-purpose=2]
  A.dealt: t1
Then: cap is in play
""",
}
"""A table with every kind of state drawn, and no step: one drawing."""

STATE_WORDS = {
    "es": {"peter": ["Alter ego", "Daño 0/10"], "web": [], "cap": ["Agotado", "Duro", "Daño 0/3"],
           "lab": ["Contadores genéricos 2"], "rhino": ["Aturdido", "Confundido ×2", "Daño 3/14"]},
    "en": {"peter": ["alter-ego", "damage 0/10"], "web": [], "cap": ["exhausted", "tough", "damage 0/3"],
           "lab": ["all-purpose counters 2"], "rhino": ["stunned", "confused ×2", "damage 3/14"]},
}
"""What the chip of each card writes after its name (the card data's words for the states)."""

CHANGE = {
    "es": """\
Escenario: Un Héroe aturdido ataca: se agota y pierde su carta de Estado Aturdido
Cita: in-play-and-out-of-play.2.1
Dado: jugadores: A(inicial)
  villano: rhino[vida=14]
  plan: ms1[cara=B umbral=20]
  A.juego: spidey:identidad[vida=10 atq=2 aturdido=1]
Cuando: A ataca a rhino con spidey
  spidey se agota para atacar a rhino.
  spidey está aturdido: su ataque se anula.
  spidey tiene ahora aturdido: 0.
Entonces: la carta spidey está agotada
""",
    "en": """\
Scenario: A stunned hero attacks: it exhausts and loses its stunned status card
Cites: in-play-and-out-of-play.2.1
Given: players: A(first)
  villain: rhino[hp=14]
  scheme: ms1[side=B target=20]
  A.play: spidey:identity[atk=2 hp=10 stunned=1]
When: A attacks rhino with spidey
  spidey exhausts to attack rhino.
  spidey is stunned: its attack is canceled.
  spidey now has 0 stunned.
Then: spidey is exhausted
""",
}
"""One step that changes one card: spidey exhausts and its stunned status card goes."""

CHANGED_CHIP = {"es": ("Superhéroe de A · Héroe · Aturdido", "Superhéroe de A · Héroe · Agotado"),
                "en": ("Identity of A · hero · stunned", "Identity of A · hero · exhausted")}
"""The start of spidey's chip before and after the step."""

DRAWINGS = """(scenario) => [...scenario.querySelectorAll('svg.mc-table__drawing')].map((svg) => ({
    chips: Object.fromEntries([...svg.querySelectorAll('g.mc-table__card[data-card]')].map(
        (g) => [g.dataset.card, [...g.querySelectorAll('text')].map((t) => t.textContent).join(' ')])),
    backs: [...svg.querySelectorAll('g.mc-table__card[data-state="facedown"]')].map(
        (g) => [...g.querySelectorAll('text')].map((t) => t.textContent).join(' ')),
    changed: [...svg.querySelectorAll('.mc-table__change')].map((g) => g.querySelector('title').textContent),
    changedCards: [...svg.querySelectorAll('g.mc-table__card.mc-table__change')].map((g) => g.dataset.card),
    description: svg.querySelector('desc').textContent,
}))"""


@pytest.fixture(scope="module")
def drawing_url(tmp_path_factory, real_glossary):
    """The site of the Spanish site pages, with the two scenarios above as Player Elimination's only ones."""
    docs = tmp_path_factory.mktemp("drawing-docs") / "docs"
    shutil.copytree(PROJECT_ROOT / "docs", docs, ignore=shutil.ignore_patterns("scenarios", "notes"))
    for lang in PREFIXES:
        page = docs / lang / "scenarios" / f"{ENTRY}.md"
        page.parent.mkdir(parents=True)
        page.write_text("".join(f"```scenario\n{block[lang]}```\n\n" for block in (STATE, CHANGE)), encoding="utf-8")
    site = tmp_path_factory.mktemp("drawing-site") / "site"
    build_site(real_glossary, site, docs_dir=docs)
    with served(site) as url:
        yield url


def scenario_named(page, url: str, lang: str, scenarios: dict[str, str]):
    page.goto(f"{url}{PREFIXES[lang]}glossary/{ENTRY}/")
    name = scenarios[lang].splitlines()[0].partition(": ")[2]
    scenario = page.locator(".mc-scenario").filter(has=page.locator(".mc-scenario__name", has_text=name))
    assert scenario.evaluate("(block) => block.classList.contains('mc-scenario--verified')")
    return scenario


@pytest.mark.parametrize("lang", PREFIXES)
def test_each_card_shows_its_form_its_status_cards_and_its_counters(page, drawing_url, lang):
    """form.1: the identity shows its form, not the side of the card; exhausted, stunned,
    confused and tough, damage and all-purpose counters are written on the card they are on."""
    (drawing,) = scenario_named(page, drawing_url, lang, STATE).evaluate(DRAWINGS)
    for card, words in STATE_WORDS[lang].items():
        chip = drawing["chips"][card]
        assert chip.split(" · ")[1:] == words, chip
        assert all(word in drawing["description"] for word in words)
    assert "side" not in drawing["chips"]["peter"] and "cara" not in drawing["chips"]["peter"]


@pytest.mark.parametrize("lang", PREFIXES)
def test_attachments_are_drawn_under_their_card_and_facedown_cards_as_card_backs(page, drawing_url, lang):
    """in-play-and-out-of-play.3.2: b1 under rhino and t1 dealt to A are facedown, so unnamed."""
    facedown = {"es": "Boca abajo", "en": "facedown"}[lang]
    (drawing,) = scenario_named(page, drawing_url, lang, STATE).evaluate(DRAWINGS)
    assert drawing["chips"]["web"].startswith({"es": "↳ Mejora", "en": "↳ Upgrade"}[lang])
    assert drawing["backs"] == [f"↳ {facedown}", facedown]
    assert "b1" not in drawing["description"] and "t1" not in drawing["description"]


@pytest.mark.parametrize("lang", PREFIXES)
def test_the_drawing_after_marks_what_changed_and_says_it_in_words(page, drawing_url, lang):
    was, now = CHANGED_CHIP[lang]
    before, after = scenario_named(page, drawing_url, lang, CHANGE).evaluate(DRAWINGS)
    assert before["changed"] == []
    assert after["chips"]["spidey"].startswith(now) and before["chips"]["spidey"].startswith(was)
    assert after["changedCards"] == ["spidey"]
    assert after["changed"] and all(told.startswith(now) and was in told for told in after["changed"])
    assert after["changed"][0] in after["description"]


@pytest.mark.parametrize("lang", PREFIXES)
def test_on_a_phone_each_change_and_what_it_was_are_seen_together(browser, drawing_url, lang):
    """390x844: a changed card in the drawing after, and what it read before, within one screen."""
    was = CHANGED_CHIP[lang][0]
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
    page = context.new_page()
    scenario = scenario_named(page, drawing_url, lang, CHANGE)
    after = scenario.locator("svg.mc-table__drawing").last
    chip = after.locator('g.mc-table__card[data-card="spidey"]')
    shown_before = after.locator("text", has_text=was)
    chip.scroll_into_view_if_needed()
    assert chip.is_visible() and shown_before.count() == 1
    chip_box, before_box = chip.bounding_box(), shown_before.bounding_box()
    assert abs(before_box["y"] - chip_box["y"]) + before_box["height"] < 844 / 2
    assert before_box["x"] >= 0 and before_box["x"] + before_box["width"] <= 390
    context.close()
