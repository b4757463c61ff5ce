"""MkDocs hooks of the site, listed in ``mkdocs.yml``: small, and each delegating to a module."""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.config_options import ExtraScriptValue
from mkdocs.plugins import event_priority

from checker.glossary.model import Lang
from checker.site.search_fallback import add_folded_text
from checker.site.staging import EXTRA_ASSETS_DIR
from checker.site.text import DISCLAIMER, translate


def on_config(config):
    """Load every file the search package ships in ``static/`` as extra JS or CSS."""
    assets = Path(config.docs_dir) / str(Lang.ES) / EXTRA_ASSETS_DIR
    if not assets.is_dir():
        return config
    scripts = {str(script) for script in config.extra_javascript}
    for asset in sorted(assets.iterdir()):
        path = f"{EXTRA_ASSETS_DIR}/{asset.name}"
        if asset.suffix in {".js", ".mjs"} and path not in scripts:
            script = ExtraScriptValue(path)
            if asset.suffix == ".mjs":
                script.type = "module"
            config.extra_javascript.append(script)
        elif asset.suffix == ".css" and path not in config.extra_css:
            config.extra_css.append(path)
    return config


def on_env(env, config, files):
    """Templates translate our strings with ``translate(lang, msgid)`` from the site catalog."""
    env.globals["translate"] = translate
    env.globals["disclaimer"] = DISCLAIMER
    return env


@event_priority(-50)
def on_page_context(context, page, config, nav):
    """After Material's search has indexed the page, add the folded spelling of its words."""
    search = config.plugins.get("material/search") or config.plugins.get("search")
    index = getattr(search, "search_index", None)
    # The page's sections are the entries the search plugin has just appended.
    for entry in reversed(getattr(index, "entries", [])):
        if entry["location"].split("#", 1)[0] != page.url:
            break
        add_folded_text(entry)
    return context
