"""Readers that turn each kind of source file into blocks for the importer."""
