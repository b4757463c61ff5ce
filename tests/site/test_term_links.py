"""Game terms in the rules text link to their entries: the first mention in each clause, in
both languages, never inside a quotation and never from an entry to itself.

The count of unlinked terms reads the built pages with its own plain matching of a few terms
whose names are no part of another term's, so it does not take the site's word for it."""

from __future__ import annotations

import re
from html import unescape

import pytest

from checker.glossary.model import Lang
from checker.glossary.terms import fold

PREFIX = {Lang.ES: "", Lang.EN: "en/"}
SAMPLE_TERMS = {
    "minion": {Lang.EN: r"minions?", Lang.ES: r"esbirros?"},
    "villain-phase": {Lang.EN: r"villain phase", Lang.ES: r"fase del villano"},
    "attachment": {Lang.EN: r"attachments?", Lang.ES: r"accesorios?"},
    "treachery": {Lang.EN: r"treachery|treacheries", Lang.ES: r"perfidias?"},
    "obligation": {Lang.EN: r"obligations?", Lang.ES: r"obligacion(?:es)?"},
    "environment": {Lang.EN: r"environments?", Lang.ES: r"entornos?"},
    "victory-display": {Lang.EN: r"victory display", Lang.ES: r"zona de victoria"},
    "status-cards": {Lang.EN: r"status cards?", Lang.ES: r"cartas? de estado"},
}
"""A few terms, each named by words no other term's name holds, and how each language writes them."""
CLAUSE = re.compile(r'<p class="mc-clause__text" lang="(\w+)">(.*?)</p>', re.S)
LINK = re.compile(r'<a href="([^"]*)">(.*?)</a>', re.S)
QUOTED = re.compile(r'“[^”]*”|"[^"\n]*"|«[^»]*»')


def clauses(site, url: str) -> list[tuple[str, str]]:
    """Each clause of the page: its language and its HTML."""
    return CLAUSE.findall((site / url / "index.html").read_text(encoding="utf-8"))


def plain(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", html))


def linked_entries(html: str) -> list[str]:
    """The entries the clause links to, by id, one per link."""
    return [href.rstrip("/").rsplit("/", 1)[-1] for href, _ in LINK.findall(html)]


def sample(reference_glossary) -> list[str]:
    """Every fifth entry, and the entries of the sample terms, whose texts name the others."""
    ids = [entry.id for entry in reference_glossary.entries]
    return sorted({*ids[::5], "encounter-deck", "villain", "side-scheme", *SAMPLE_TERMS})


@pytest.mark.parametrize("lang", Lang)
def test_no_sample_term_is_left_unlinked_in_a_clause_of_a_sample_of_pages(reference_site, reference_glossary, lang):
    unlinked, linked = [], 0
    for entry_id in sample(reference_glossary):
        for text_lang, html in clauses(reference_site, f"{PREFIX[lang]}glossary/{entry_id}"):
            text = fold(QUOTED.sub("", plain(html)))
            for term_id, names in SAMPLE_TERMS.items():
                if term_id == entry_id or not re.search(rf"\b(?:{names[Lang(text_lang)]})\b", text):
                    continue
                if term_id in linked_entries(html):
                    linked += 1
                else:
                    unlinked.append(f"{entry_id}: {term_id} in {plain(html)[:80]}")
    assert linked > 30
    assert unlinked == []


@pytest.mark.parametrize("lang", Lang)
def test_a_clause_links_a_term_once_never_to_its_own_page_nor_inside_a_quotation(reference_site, reference_glossary, lang):
    links = 0
    for entry in reference_glossary.entries:
        for _, html in clauses(reference_site, f"{PREFIX[lang]}glossary/{entry.id}"):
            targets = linked_entries(html)
            links += len(targets)
            assert entry.id not in targets, html
            see_list = html.find("Véase:") if "Véase:" in html else html.find("See:")
            terms_linked = targets if see_list < 0 else linked_entries(html[:see_list])
            assert len(terms_linked) == len(set(terms_linked)), html
            quotations = [quoted.span() for quoted in QUOTED.finditer(plain(html))]
            for found in LINK.finditer(html):
                at = len(plain(html[: found.start()]))
                assert not [span for span in quotations if span[0] <= at < span[1]], html
    assert links > 2000


def test_a_spanish_clause_links_inflected_names_and_the_longest_name_that_fits(reference_pages):
    """"mazo de Encuentros" is the encounter deck, not a deck; "Esbirros" the minions."""
    page = reference_pages["glossary/encounter-deck/"]
    links = {" ".join(element.text.split()): element.attrs["href"] for element in page.elements
             if element.tag == "a" and element.attrs.get("href", "").startswith("../")}
    assert links["Esbirros"] == "../minion/" and links["pila de descartes"] == "../discard-pile/"
    assert links["mazo de Plan principal"] == "../main-scheme/"
