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
