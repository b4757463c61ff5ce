// Clause permalinks: a click copies the clause's full address to the clipboard and still
// follows the link, so without clipboard access (or without JavaScript) the address bar
// holds the same link.
document.addEventListener("click", function (event) {
  var link = event.target.closest ? event.target.closest("a.mc-permalink") : null;
  if (!link || !navigator.clipboard || !window.isSecureContext) {
    return;
  }
  navigator.clipboard.writeText(link.href).then(function () {
    link.classList.add("mc-permalink--copied");
    window.setTimeout(function () {
      link.classList.remove("mc-permalink--copied");
    }, 1500);
  }, function () {});
});

// Details for contributors (sources, scenario notation, notes on regressions, why a clause
// cannot be executed): hidden in the players' view, shown while the root element says so. The
// browser remembers the choice; the head of every page applies it before the page shows.
(function () {
  var KEY = "mcrules.details";

  function shown() {
    return document.documentElement.getAttribute("data-mc-details") === "shown";
  }

  function label(button) {
    button.setAttribute("aria-pressed", shown() ? "true" : "false");
    button.textContent = button.getAttribute(shown() ? "data-mc-hide" : "data-mc-show");
  }

  document.querySelectorAll(".mc-details-toggle").forEach(function (button) {
    label(button);
    button.addEventListener("click", function () {
      if (shown()) {
        document.documentElement.removeAttribute("data-mc-details");
      } else {
        document.documentElement.setAttribute("data-mc-details", "shown");
      }
      try {
        window.localStorage.setItem(KEY, shown() ? "shown" : "hidden");
      } catch (error) {
        /* Storage refused (private browsing): the choice lasts for this page only. */
      }
      document.querySelectorAll(".mc-details-toggle").forEach(label);
    });
  });
})();
