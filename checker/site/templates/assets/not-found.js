/*
 * The not-found page in the language of the address it answers, leading on from there.
 *
 * The site has one 404.html, written in both languages (checker/site/not_found.py); a server
 * sends it for any missing address. Here the page keeps the section of the address's language
 * (under <base>en/ English, anywhere else Spanish) and puts its header in that language. When
 * the address's last part is another name of an entry ("/glossary/guardia/" for the Guard
 * entry, at glossary/guard/), the reader is sent to that page in that language. Otherwise the
 * page searches for the words of the address: with the site's search API, it lists the best
 * hits; in any case, a button puts the words in the site's search box.
 */
(function () {
  "use strict";

  var HITS = 5;
  var dataNode = document.getElementById("mc-not-found-data");
  if (!dataNode) {
    return;
  }
  var data = JSON.parse(dataNode.textContent);
  var base = String(data.base || "/");

  /* A name as the site's addresses write it (checker.site.not_found.slug does the same). */
  function slug(text) {
    return text.normalize("NFKD").toLowerCase().replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  }

  var path = window.location.pathname;
  try {
    path = decodeURIComponent(path);
  } catch (error) {
    /* A malformed escape: the address as it came. */
  }
  var rest = path.indexOf(base) === 0 ? path.slice(base.length) : path.replace(/^\/+/, "");
  var lang = /^en(\/|$)/.test(rest) ? "en" : "es";
  var languageRoot = base + (lang === "en" ? "en/" : "");
  if (lang === "en") {
    rest = rest.replace(/^en\/?/, "");
  }
  var parts = rest.split("/").map(function (part) {
    return part.replace(/\.html?$/, "");
  }).filter(function (part) {
    return part && part !== "index";
  });

  var target = parts.length ? (data.names || {})[slug(parts[parts.length - 1])] : undefined;
  if (target) {
    window.location.replace(languageRoot + target + window.location.hash);
    return;
  }

  var section = null;
  document.querySelectorAll(".mc-not-found").forEach(function (candidate) {
    if (candidate.getAttribute("lang") === lang) {
      section = candidate;
    } else {
      candidate.hidden = true;
    }
  });
  if (!section) {
    return;
  }
  document.documentElement.lang = lang;
  document.title = section.dataset.title;
  if (section.dataset.siteName) {
    document.querySelectorAll(".md-header__topic:first-child .md-ellipsis").forEach(function (name) {
      name.textContent = section.dataset.siteName;
    });
  }
  document.querySelectorAll(".md-search__input").forEach(function (input) {
    input.placeholder = section.dataset.searchPlaceholder;
    input.setAttribute("aria-label", section.dataset.searchPlaceholder);
  });

  var folders = data.folders || [];
  var words = parts.filter(function (part) {
    return folders.indexOf(part) < 0;
  }).join(" ").split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(" ");
  var search = section.querySelector(".mc-not-found__search");
  if (!words || !search) {
    return;
  }
  search.hidden = false;

  var heading = document.createElement("h2");
  heading.textContent = search.dataset.bestHits.replace("{words}", words);
  var list = document.createElement("ul");
  list.className = "mc-not-found__hits";
  var button = document.createElement("button");
  button.type = "button";
  button.className = "md-button";
  button.textContent = search.dataset.searchSite.replace("{words}", words);
  button.addEventListener("click", function () {
    var input = document.querySelector(".md-search__input");
    var toggle = document.getElementById("__search");
    if (!input) {
      return;
    }
    if (toggle) {
      toggle.checked = true;
      toggle.dispatchEvent(new Event("change"));
    }
    input.focus();
    input.value = words;
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
  });
  search.appendChild(heading);
  search.appendChild(list);
  search.appendChild(button);

  if (!window.fetch) {
    heading.hidden = true;
    return;
  }
  var api = new URL(base + "api/search", window.location.href);
  api.searchParams.set("q", words);
  api.searchParams.set("lang", lang);
  api.searchParams.set("limit", String(HITS));
  fetch(api, { headers: { Accept: "application/json" } })
    .then(function (response) {
      return response.ok ? response.json() : null;
    })
    .then(function (hits) {
      if (!Array.isArray(hits)) {
        /* No search API: a static copy of the site, whose search is the box's own. */
        heading.hidden = true;
        return;
      }
      if (!hits.length) {
        var none = document.createElement("li");
        none.textContent = search.dataset.noHits;
        list.appendChild(none);
      }
      hits.forEach(function (hit) {
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = new URL(String(hit.url || ""), window.location.origin + base).href;
        link.target = "_self";
        link.textContent = String(hit.title || "");
        if (hit.lang && hit.lang !== lang) {
          link.lang = String(hit.lang);
          link.hreflang = String(hit.lang);
        }
        item.appendChild(link);
        list.appendChild(item);
      });
    })
    .catch(function () {
      heading.hidden = true;
    });
})();
