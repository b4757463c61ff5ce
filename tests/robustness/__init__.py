"""Robustness: hostile source sets and command lines, checked from the outside.

Every property here runs ``mcrules`` as a user would, in a child process, and judges only what
a user can see: the exit code, standard error, the files written and the files left alone.

* ``pages`` generates source sets: folders of scraped-looking pages mixed with hostile text,
  bytes, file names and things that only look like files.
* ``oracle`` says, independently of the importer, which sentences a source set holds and which
  of them an export lost.
* ``markup`` finds HTML that came from a source and reached a built page or JSON file raw.
* ``sandbox`` runs the command line and lays out the user files a command must never touch.
* ``budget`` sets how many examples each property tries (``ROBUSTNESS_EXAMPLES`` multiplies them).
"""
