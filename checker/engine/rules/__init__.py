"""One module per glossary entry; one small function per rule, citing the clause it implements."""
