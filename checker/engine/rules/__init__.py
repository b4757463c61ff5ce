"""One module per glossary entry; one small function per rule, registered with the clauses it
implements (:mod:`checker.engine.registry`). Only :mod:`checker.engine.loader` imports them."""
