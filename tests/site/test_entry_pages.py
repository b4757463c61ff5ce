"""What an entry page shows, on a site built from a hand-made glossary."""

from __future__ import annotations

import shutil

import pytest

from checker.glossary.model import Lang
from checker.site import SiteBuildError, build_site
from tests.site.glossaries import MAIN_SCHEME, hand_made_glossary
from tests.site.htmlpages import resolve

MAIN_ES = "glossary/main-scheme/"
MAIN_EN = "en/glossary/main-scheme/"


def page_clause(page, clause_id):
    return page.by_id(clause_id)


def in_clauses(page, css_class):
    """Each element of ``css_class`` with the id of the clause it stands in, in page order."""
    found = []
    inside = None
    for element in page.elements:
        if "mc-clause" in element.attrs.get("class", "").split():
            inside = element.attrs["id"]
        if css_class in element.attrs.get("class", "").split():
            found.append((inside, element))
    return found


def markers(page, clause_ids):
    """The marker text shown before each clause (step number or bullet), in page order."""
    return [(inside, element.text) for inside, element in in_clauses(page, "mc-clause__marker") if inside in clause_ids]


def test_steps_show_their_number(hand_pages):
    steps = [child.id for child in MAIN_SCHEME.clause("main-scheme.2").children]
    assert markers(hand_pages[MAIN_ES], steps) == [(step, f"{n}.") for n, step in enumerate(steps, 1)]


def test_sub_rules_are_bulleted_and_nested_under_their_rule(hand_pages):
    page = hand_pages[MAIN_EN]
    assert markers(page, {"main-scheme.3.1"}) == [("main-scheme.3.1", "•")]
    assert "Except threat." in page_clause(page, "main-scheme.3").text
    assert page_clause(page, "main-scheme.3.1").attrs["data-depth"] == "1"


def test_examples_are_set_apart(hand_pages):
    element = page_clause(hand_pages[MAIN_EN], "main-scheme.3.2")
    assert "mc-clause--example" in element.attrs["class"].split()


@pytest.mark.parametrize("url", [MAIN_ES, MAIN_EN])
def test_every_clause_has_a_permalink_and_a_link_to_the_other_language(hand_pages, url):
    page = hand_pages[url]
    other = MAIN_EN if url == MAIN_ES else MAIN_ES
    permalinks = [element.attrs["href"] for element in page.with_class("mc-permalink")]
    switches = [resolve(url, element.attrs["href"]) for element in page.with_class("mc-other-lang")]
    clause_ids = [clause.id for clause in MAIN_SCHEME.walk()]
    assert permalinks == [f"#{clause_id}" for clause_id in clause_ids]
    assert switches == [(other, clause_id) for clause_id in clause_ids]


def test_clause_sources_are_shown(hand_pages):
    element = page_clause(hand_pages[MAIN_ES], "main-scheme.1")
    assert "hand-made.txt:2" in element.text
    assert "hand-made.txt:102" in element.text


def test_see_also_links_to_entries_and_marks_the_missing_ones(hand_pages):
    [see_also] = hand_pages[MAIN_ES].with_class("mc-see-also")
    assert "Ámbito" in see_also.text and "Amenaza (aún no está en el glosario)" in " ".join(see_also.text.split())
    links = [link for link in hand_pages[MAIN_ES].links if resolve(MAIN_ES, link)[0] == "glossary/scope/"]
    assert links
    [missing] = hand_pages[MAIN_EN].with_class("mc-see-also--missing")
    assert " ".join(missing.text.split()) == "Threat (not yet in the glossary)"
    assert not any(element.tag == "a" for element in hand_pages[MAIN_EN].elements if element.text.strip() == "Threat")


def test_a_clause_without_text_in_the_page_language_shows_the_other_with_a_notice(hand_pages):
    element = page_clause(hand_pages[MAIN_ES], "main-scheme.3.2")
    [text] = [el for el in hand_pages[MAIN_ES].with_class("mc-clause__text") if el.text == "For example, two tokens stay."]
    assert text.attrs["lang"] == "en"
    assert "Aún no hay texto en este idioma: se muestra en inglés." in element.text


def test_an_entry_without_text_in_the_page_language_says_so_once(hand_pages):
    page = hand_pages["en/glossary/nemesis/"]
    [notice] = page.with_class("mc-notice--missing")
    assert "no text in this language yet" in notice.text
    assert not page.with_class("mc-badge--missing")
    assert next(el for el in page.elements if el.tag == "h1").text == "Nemesis"


def test_unofficial_translations_are_labelled(hand_pages):
    assert hand_pages["en/glossary/player-elimination/"].with_class("mc-notice--unofficial")
    assert not hand_pages["glossary/player-elimination/"].with_class("mc-notice--unofficial")
    assert not hand_pages[MAIN_EN].with_class("mc-notice--unofficial")


def badged(page, css_class):
    """The clauses of ``page`` that show a badge of ``css_class`` in their own line, in order."""
    return [inside for inside, _ in in_clauses(page, css_class)]


def test_each_unofficial_clause_says_so_itself(hand_pages):
    english, spanish = hand_pages["en/glossary/player-elimination/"], hand_pages["glossary/player-elimination/"]
    assert badged(english, "mc-badge--unofficial") == ["player-elimination.1", "player-elimination.2"]
    assert badged(spanish, "mc-badge--unofficial") == []
    assert badged(hand_pages[MAIN_EN], "mc-badge--unofficial") == []


def test_an_outdated_translation_is_marked_on_its_clause_and_in_the_notice(hand_pages):
    english = hand_pages["en/glossary/player-elimination/"]
    assert badged(english, "mc-badge--outdated") == ["player-elimination.2"]
    assert english.with_class("mc-notice--outdated") and english.with_class("mc-notice--unofficial")
    assert not hand_pages["glossary/player-elimination/"].with_class("mc-notice--outdated")
    assert not hand_pages[MAIN_EN].with_class("mc-notice--outdated")


def test_kept_variants_show_in_a_folded_block_with_their_matches(hand_pages):
    page = hand_pages[MAIN_ES]
    [details] = page.with_class("mc-variants")
    assert details.tag == "details" and "open" not in details.attrs
    assert "Otra versión de este texto (inglés)" in details.text
    matches = [" ".join(el.text.split()) for el in page.with_class("mc-variant__match")]
    assert matches == [
        "Corresponde a la cláusula 1 hand-made.txt:201",
        "Ninguna cláusula del texto actual le corresponde hand-made.txt:202",
    ]
    # The clause's number within the entry reads on the page; its id stays in the link.
    [link] = [el for el in page.elements if el.tag == "a" and el.attrs.get("href") == "#main-scheme.1" and el.text == "1"]


def test_notes_and_scenarios_are_merged_in_with_scenarios_last(hand_pages):
    page = hand_pages[MAIN_ES]
    order = [el.attrs["id"] for el in page.elements if el.tag == "h2" and "id" in el.attrs]
    assert order == ["notes", "see-also", "scenarios"]
    [scenario] = page.with_class("mc-scenario")
    [source] = page.with_class("mc-scenario__source")
    assert scenario.tag == "div" and "mc-scenario--invalid" in scenario.attrs["class"].split()
    assert source.tag == "pre" and source.text == "plan: 3 amenaza <de 5>"
    [badge] = page.with_class("mc-scenario__badge")
    assert badge.text == "no se puede leer"


def test_scenario_and_note_files_are_not_pages_of_their_own(hand_pages):
    assert not [url for url in hand_pages if "/scenarios/" in f"/{url}" or "/notes/" in f"/{url}"]


def index_groups(page):
    """The entry titles listed under each letter heading of an index page, in page order."""
    groups: dict[str, list[str]] = {}
    letter = None
    for element in page.elements:
        if element.tag == "h2" and element.attrs.get("id", "").startswith("letter-"):
            letter = element.text.strip()
            groups[letter] = []
        elif letter and element.tag == "a" and not element.attrs.get("class"):
            groups[letter].append(element.text)
    return groups


def test_the_index_sorts_accented_titles_with_their_base_letter(hand_pages):
    assert list(index_groups(hand_pages["glossary/"]).items()) == [
        ("A", ["Ámbito"]),
        ("E", ["Eliminación de jugadores"]),
        ("N", ["Némesis"]),
        ("P", ["Plan principal"]),
        ("Z", ["Zona"]),
    ]
    assert list(index_groups(hand_pages["en/glossary/"]).items()) == [
        ("M", ["Main Scheme"]),
        ("N", ["Nemesis"]),
        ("P", ["Player Elimination"]),
        ("S", ["Scope"]),
        ("Z", ["Zone"]),
    ]


def test_the_index_marks_entries_without_text_in_its_language(hand_pages):
    [item] = [el for el in hand_pages["en/glossary/"].elements if el.tag == "li" and "Nemesis" in el.text]
    assert "(text in Spanish only)" in item.text


def test_the_term_table_links_both_names_when_the_entry_exists(hand_pages):
    page = hand_pages["en/terms/"]
    [row] = [el for el in page.elements if el.tag == "tr" and "Main Scheme" in el.text]
    targets = [resolve("en/terms/", el.attrs["href"]) for el in page.elements
               if el.tag == "a" and el.text in {"Main Scheme", "Plan principal"}]
    assert targets == [("en/glossary/main-scheme/", ""), ("glossary/main-scheme/", "")]
    assert not [el for el in page.elements if el.tag == "a" and el.text == "Threat"]


def test_extra_search_assets_are_loaded_on_every_page(hand_site, hand_pages):
    for url, page in hand_pages.items():
        scripts = {resolve(url, link)[0] for link in page.links if link.endswith("probe.js")}
        styles = {resolve(url, link)[0] for link in page.links if link.endswith("probe.css")}
        assert len(scripts) == 1 and len(styles) == 1, url
        assert (hand_site / scripts.pop()).is_file()


def test_progress_reports_each_step_in_the_requested_language(hand_build):
    report, messages = hand_build
    assert messages == [
        "Building the search index",
        f"Generated {sum(report.pages.values())} pages",
        "Building the site in Spanish and English",
        f"Site written to {report.site_dir}",
    ]
    assert report.pages[Lang.ES] == report.pages[Lang.EN]


def test_a_failed_build_leaves_the_previous_site_untouched(tmp_path, hand_site, hand_docs):
    site = tmp_path / "site"
    shutil.copytree(hand_site, site)
    before = sorted(path.relative_to(site) for path in site.rglob("*"))
    docs = tmp_path / "docs"
    shutil.copytree(hand_docs, docs)
    (docs / "es" / "index.md").write_text("[roto](no-such-page.md)\n", encoding="utf-8")
    with pytest.raises(SiteBuildError) as raised:
        build_site(hand_made_glossary(), site, docs_dir=docs)
    assert raised.value.msgid == "MkDocs could not build the site: {details}"
    assert "no-such-page.md" in raised.value.params["details"]
    assert sorted(path.relative_to(site) for path in site.rglob("*")) == before
    assert sorted(path.name for path in tmp_path.iterdir()) == ["docs", "site"]


def test_a_hand_written_page_cannot_replace_a_generated_one(tmp_path, hand_docs):
    docs = tmp_path / "docs"
    shutil.copytree(hand_docs, docs)
    (docs / "en" / "glossary").mkdir()
    (docs / "en" / "glossary" / "scope.md").write_text("# Scope\n", encoding="utf-8")
    with pytest.raises(SiteBuildError) as raised:
        build_site(hand_made_glossary(), tmp_path / "site", docs_dir=docs)
    assert raised.value.render("en") == "docs/en/glossary/scope.md: a hand-written page stands where a generated page goes"
    assert not (tmp_path / "site").exists()


def test_every_executable_clause_names_its_verifying_scenarios_and_they_pass(real_glossary, real_pages):
    for lang, prefix in (("es", ""), ("en", "en/")):
        for entry in real_glossary.entries:
            page = real_pages[f"{prefix}glossary/{entry.id}/"]
            scenarios = page.with_class("mc-scenario")
            assert scenarios and all("mc-scenario--verified" in s.attrs["class"].split() for s in scenarios)
            anchors = {s.attrs["id"] for s in scenarios}
            for clause in entry.walk():
                clause_element = page.by_id(clause.id)
                assert clause_element.tag == "div"
            verified_links = [link for link in page.links if link.startswith("#") and link[1:] in anchors]
            assert verified_links, (lang, entry.id)
            not_executable = page.with_class("mc-clause__not-executable")
            assert len(page.with_class("mc-clause__verified")) + len(not_executable) == len(list(entry.walk()))


def test_the_per_player_glyph_of_the_sources_shows_as_a_labelled_icon(real_pages):
    for url, label in (("glossary/player-elimination/", "por jugador"), ("en/glossary/player-elimination/", "per player")):
        [icon] = real_pages[url].with_class("mc-icon--per-player")
        assert icon.attrs["role"] == "img" and icon.text == label
        clause = real_pages[url].by_id("player-elimination.3.3")
        assert "(v)" not in clause.text
