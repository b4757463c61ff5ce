"""The catalogs and the term table, installed as the package data of ``checker.locales``.

This folder stays at the top of the checkout, where translators find it; the build maps the
package ``checker.locales`` onto it (see ``setup.py``), and :mod:`checker.i18n` reads it from
that package's folder.
"""
