"""The hook the plain mkdocs-material anchor of :mod:`bench_build` shares with the project's
build: the i18n plugin drops repeated search entries in one pass, not by comparing every pair
(:mod:`checker.site.search_duplicates`). Without it, the anchor's time grows with the square of
the site, and a ratio against it says nothing about the project's own work."""

from checker.site.search_duplicates import use_linear_dedupe


def on_config(config):
    use_linear_dedupe(config)
    return config
