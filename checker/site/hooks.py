"""MkDocs hooks of the site, listed in ``mkdocs.yml``: small, and each delegating to a module."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from mkdocs.config.config_options import ExtraScriptValue
from mkdocs.plugins import CombinedEvent, event_priority

from checker.glossary.model import Lang
from checker.site import direct_pages
from checker.site.fences import enter_page, load_known_clauses
from checker.site.search_duplicates import use_linear_dedupe
from checker.site.fragments import BUILD_FRAGMENTS
from checker.site.generated_pages import GENERATED_PAGES, add_generated, fill_generated
from checker.site.theme_files import list_templates_once
from checker.site.theme_markup import drop_alternate_links, name_search_dialog
from checker.site.permalinks import PERMALINK_TITLE, heading_links_titled
from checker.site.not_found import NOT_FOUND_TEMPLATE, default_language_page, language_homes, notices, page_data
from checker.site.staging import EXTRA_ASSETS_DIR
from checker.site.template_cache import COMPILED_TEMPLATES
from checker.site.text import DISCLAIMER, SEARCH_DIALOG_NAME, translate
from checker.site.urls import DEFAULT_LANG, doc_language


SEARCH_SCRIPTS = "search_scripts"
"""Where, in ``extra``, the page template finds the search package's scripts. It loads them
before the theme's bundle: they stand in for part of the theme's search, and must hold back
its search index before the bundle asks for it."""


def on_config(config):
    """Load every file the search package ships in ``static/``, as a script or as extra CSS,
    learn which clauses scenarios may link to, give the i18n plugin a linear way to drop
    repeated search entries (:mod:`checker.site.search_duplicates`), and list the theme's files
    once for both languages (:mod:`checker.site.theme_files`)."""
    load_known_clauses(Path(config.docs_dir))
    list_templates_once(config.theme)
    use_linear_dedupe(config)
    assets = Path(config.docs_dir) / str(Lang.ES) / EXTRA_ASSETS_DIR
    if not assets.is_dir():
        return config
    scripts = config.extra.setdefault(SEARCH_SCRIPTS, [])
    for asset in sorted(assets.iterdir()):
        path = f"{EXTRA_ASSETS_DIR}/{asset.name}"
        if asset.suffix in {".js", ".mjs"} and path not in {str(script) for script in scripts}:
            script = ExtraScriptValue(path)
            if asset.suffix == ".mjs":
                script.type = "module"
            scripts.append(script)
        elif asset.suffix == ".css" and path not in config.extra_css:
            config.extra_css.append(path)
    return config


@event_priority(100)
def _add_generated_pages(files, config):
    """Before the i18n plugin sorts the files by language, add the generated pages."""
    return add_generated(files, config)


@event_priority(-200)
def _fill_generated_pages(files, config):
    """Once the i18n plugin has made the files of the language it builds, give the pages their Markdown."""
    return fill_generated(files)


on_files = CombinedEvent(_add_generated_pages, _fill_generated_pages)


def on_pre_page(page, config, files):
    """Let a generated page that needs no Markdown be written without it (:mod:`checker.site.direct_pages`)."""
    if page.file.src_uri in GENERATED_PAGES.get():
        page.render = partial(direct_pages.render, page)
    return page


def on_page_markdown(markdown, page, config, files):
    """Tell the scenario fence which page, in which language, it is rendering."""
    enter_page(page.file.src_uri)
    return markdown


def on_page_content(html, page, config, files):
    """Give the headings' permalinks their title in the page's language: Markdown's table of
    contents gives every page the one title of ``mkdocs.yml``.

    The page keeps the placeholders of its generated HTML fragments until it is written.
    """
    lang, _ = doc_language(page.file.src_uri)
    return heading_links_titled(html, config.mdx_configs["toc"]["permalink_title"], translate(lang, PERMALINK_TITLE))


@event_priority(100)
def on_page_context(context, page, config, nav):
    """Before the theme's search indexes the page, show it the plain version of the fragments.

    ``hooks_after_search.py`` gives the page its full HTML once the page is indexed.
    """
    page.mc_content = page.content
    fragments = BUILD_FRAGMENTS.get()
    if fragments is not None:
        page.content = fragments.fill_searchable(page.content)
    return context


def on_post_page(output, page, config):
    """Leave out the head's links to the page in the other language, and name the search dialog.

    The theme fetches ``sitemap.xml`` from beside every such link, expecting each one to be a
    language's home, so each page asked for two sitemaps that do not exist. The header's
    language switch keeps its links, and the sitemap names each page's twin when the site
    knows its address.
    """
    lang, _ = doc_language(page.file.src_uri)
    # The page is rendered: let go of its HTML, which its fragments make most of.
    page.content = page.mc_content
    return name_search_dialog(drop_alternate_links(output), translate(lang, SEARCH_DIALOG_NAME))


def on_post_template(output_content, template_name, config):
    """The not-found page as the default language's build writes it, without head links to the homes.

    Each language's build writes the one ``404.html`` in turn, so the last language's header
    (site name, search box, page language) would stay on a page whose default is Spanish.
    """
    if template_name != NOT_FOUND_TEMPLATE:
        return output_content
    page = name_search_dialog(drop_alternate_links(output_content), translate(DEFAULT_LANG, SEARCH_DIALOG_NAME))
    return default_language_page(config.site_dir, str(config.theme["language"]), page)


def on_env(env, config, files):
    """Templates translate our strings with ``translate(lang, msgid)`` from the site catalog,
    and each language's environment reuses the templates compiled for the one before it."""
    env.bytecode_cache = COMPILED_TEMPLATES
    env.globals["translate"] = translate
    env.globals["disclaimer"] = DISCLAIMER
    return env


def site_names(config) -> dict[str, str]:
    """Each language's site name: the i18n plugin's for the language, else ``site_name``. Read
    while the default language builds the not-found page, when ``site_name`` is its own."""
    i18n = config.plugins.get("i18n")
    languages = i18n.config.languages if i18n is not None else []
    return {str(language.locale): language.site_name or config.site_name for language in languages}


def on_template_context(context, template_name, config):
    """Give the not-found page its message in both languages and a switcher to both home pages.

    The i18n plugin sets the switcher's links as an attribute of ``config.extra`` before each
    page, and the theme reads that attribute first; left alone, this page would keep the links
    of the page built before it.
    """
    if template_name == NOT_FOUND_TEMPLATE:
        config.extra.alternate = language_homes(config.site_url)
        context["mc_not_found"] = notices(config.site_url, site_names(config))
        context["mc_not_found_data"] = page_data(config.site_url)
    return context
