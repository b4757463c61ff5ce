// The header's language switcher keeps the reader's place on an entry page: the clause named in
// the address while it is still on screen, otherwise the clause at the top of the viewport.
// Clause ids are the same in both languages, so the other language's page has the same anchor.
// Pages without clauses, and an entry not scrolled yet, keep the theme's behaviour: the same
// page, from its top.
(function () {
  var SWITCHER_LINK = ".md-header .md-select__link[hreflang]";

  function headerBottom() {
    var header = document.querySelector(".md-header");
    return header ? header.getBoundingClientRect().bottom : 0;
  }

  function isOnScreen(element, top) {
    var box = element.getBoundingClientRect();
    return box.bottom > top && box.top < window.innerHeight;
  }

  function addressedClause() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    var element = id ? document.getElementById(id) : null;
    return element && element.matches(".mc-clause") ? element : null;
  }

  // The first clause that starts below the header; when a long clause fills the whole screen,
  // the last one that started above it.
  function clauseAtTop(clauses, top) {
    var above = null;
    for (var i = 0; i < clauses.length; i++) {
      var clauseTop = clauses[i].getBoundingClientRect().top;
      if (clauseTop >= top - 1) {
        return clauseTop < window.innerHeight ? clauses[i] : above;
      }
      above = clauses[i];
    }
    return above;
  }

  function clauseInView() {
    var clauses = document.querySelectorAll(".mc-clause[id]");
    if (!clauses.length) {
      return null;
    }
    var top = headerBottom();
    var addressed = addressedClause();
    if (addressed && isOnScreen(addressed, top)) {
      return addressed;
    }
    return window.scrollY > 0 ? clauseAtTop(clauses, top) : null;
  }

  function keepPlace(event) {
    var link = event.target.closest ? event.target.closest(SWITCHER_LINK) : null;
    if (!link) {
      return;
    }
    var clause = clauseInView();
    link.hash = clause ? clause.id : "";
    if (!clause) {
      return;
    }
    // The theme sends a followed switcher link to its own guess of the other page, built from
    // the address bar; a link with a target is left to the browser.
    link.target = "_self";
  }

  // Enter on a focused link fires "click" too; "auxclick" covers opening it in a new tab.
  document.addEventListener("click", keepPlace, true);
  document.addEventListener("auxclick", keepPlace, true);
})();
