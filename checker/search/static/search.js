/*
 * The glossary search in Material's search box, when the site is served with its search API.
 *
 * On a static host there is no API, and Material's own search is left exactly as it is. When
 * GET <site root>/api/search answers, typing in the search box asks our search (stemming,
 * accents, typos, both languages) instead, and its hits fill Material's result list, hits in
 * the page's language first. Nothing else of Material's search is changed.
 *
 * Material also downloads its whole lunr index (search/search_index.json) as soon as a page
 * loads, for its own search; on a large site that is most of what a page weighs. That request
 * is held back here: when the API answers it is never sent, and on a static host it is sent
 * when the reader opens the search box (or arrives from one of its results, to highlight them).
 *
 * The site root comes from Material's page configuration (the "base" of #__config); without it,
 * from a data-site-root attribute on this script's tag, or else the folder this script is in.
 *
 * On a static host, Material's search finds a word as typed or as the start of a longer one,
 * so one typo finds nothing. A query that finds nothing is asked once more with one typo allowed
 * in each word of five letters or more (lunr's "~1"): "ecnounter" then finds "encounter".
 */
(function () {
  "use strict";

  var MESSAGES = {
    es: {
      empty: "Escribe para buscar",
      none: "Sin resultados",
      one: "1 resultado",
      many: "{count} resultados",
      failed: "La búsqueda no está disponible"
    },
    en: {
      empty: "Type to start searching",
      none: "No matching documents",
      one: "1 matching document",
      many: "{count} matching documents",
      failed: "Search is not available"
    }
  };
  var LIMIT = 10;
  var DELAY_MS = 150;

  var script = document.currentScript || document.querySelector('script[src*="search.js"]');
  /* The page's language, read when it is needed: the not-found page takes the language of its
     address after this script has run. */
  function pageLang() {
    var lang = (document.documentElement.lang || "es").slice(0, 2).toLowerCase();
    return MESSAGES[lang] ? lang : "es";
  }

  function message(key, count) {
    return MESSAGES[pageLang()][key].replace("{count}", String(count));
  }

  function siteRoot() {
    var config = document.getElementById("__config");
    if (config) {
      try {
        var base = JSON.parse(config.textContent).base;
        if (typeof base === "string") {
          return new URL(base.replace(/\/?$/, "/"), document.baseURI);
        }
      } catch (error) {
        /* fall through to the script's own location */
      }
    }
    if (script && script.dataset.siteRoot) {
      return new URL(script.dataset.siteRoot, script.src || document.baseURI);
    }
    return new URL("./", script && script.src ? script.src : document.baseURI);
  }

  var root = siteRoot();

  /*
   * Material asks for its index with an XMLHttpRequest as soon as its bundle runs; the page
   * template loads this script before the bundle. Holding back that one request's send() is
   * enough, and every other request goes through untouched.
   */
  var lunrIndex = new URL("search/search_index.json", root).href;
  var heldIndexRequests = [];
  var withoutApiKnown = false;
  /* The reader opened the search box, or came from one of the theme's results to highlight. */
  var indexWanted = new URL(window.location.href).searchParams.has("h");
  var originalOpen = XMLHttpRequest.prototype.open;
  var originalSend = XMLHttpRequest.prototype.send;

  XMLHttpRequest.prototype.open = function (method, url) {
    this.mcLunrIndex = new URL(String(url), document.baseURI).href === lunrIndex;
    return originalOpen.apply(this, arguments);
  };
  XMLHttpRequest.prototype.send = function () {
    if (this.mcLunrIndex && heldIndexRequests !== null) {
      heldIndexRequests.push([this, arguments]);
      return undefined;
    }
    return originalSend.apply(this, arguments);
  };

  function releaseLunrIndex() {
    if (!withoutApiKnown || !indexWanted || heldIndexRequests === null) {
      return;
    }
    var held = heldIndexRequests;
    heldIndexRequests = null;
    held.forEach(function (request) {
      originalSend.apply(request[0], request[1]);
    });
  }

  function openingSearch() {
    indexWanted = true;
    releaseLunrIndex();
  }

  function withoutApi() {
    withoutApiKnown = true;
    releaseLunrIndex();
  }

  document.addEventListener("focusin", function (event) {
    if (event.target && event.target.matches && event.target.matches(".md-search__input")) {
      openingSearch();
    }
  });
  document.addEventListener("change", function (event) {
    if (event.target && event.target.id === "__search" && event.target.checked) {
      openingSearch();
    }
  });

  /*
   * Material's search runs in a web worker, created by the theme's bundle, which this script
   * precedes. The theme sends the worker a query as {type: 2, data: text} and the worker answers
   * each query in turn with {type: 3, data: {items: [...]}}. An empty answer to the latest
   * query is held back and the query asked again with typos allowed; the theme then receives
   * the second answer as the answer to what the reader typed.
   */
  var WORKER_QUERY = 2;
  var WORKER_RESULT = 3;
  var TYPO_WORD = /^[\p{L}\p{N}]{5,}$/u;

  function allowingTypos(query) {
    return query.split(/(\s+)/).map(function (word) {
      return TYPO_WORD.test(word) ? word + "~1" : word;
    }).join("");
  }

  function retryingWithTypos(worker) {
    var post = worker.postMessage;
    var asked = [];
    worker.postMessage = function (message) {
      if (message && message.type === WORKER_QUERY && typeof message.data === "string") {
        asked.push({ query: message.data, retry: false });
      }
      return post.apply(worker, arguments);
    };
    /* Listening first, before the theme: an answer held back never reaches it. */
    worker.addEventListener("message", function (event) {
      var answer = event.data;
      if (!answer || answer.type !== WORKER_RESULT || !asked.length) {
        return;
      }
      var question = asked.shift();
      var items = answer.data && answer.data.items;
      var retry = allowingTypos(question.query);
      if (!question.retry && !asked.length && Array.isArray(items) && !items.length && retry !== question.query) {
        event.stopImmediatePropagation();
        asked.push({ query: retry, retry: true });
        post.call(worker, { type: WORKER_QUERY, data: retry });
      }
    });
    return worker;
  }

  if (typeof window.Worker === "function") {
    var NativeWorker = window.Worker;
    window.Worker = function (url, options) {
      var worker = new NativeWorker(url, options);
      return /\/workers\/search\b/.test(String(url)) ? retryingWithTypos(worker) : worker;
    };
    window.Worker.prototype = NativeWorker.prototype;
  }

  function apiUrl(query) {
    var url = new URL("api/search", root);
    url.searchParams.set("q", query);
    url.searchParams.set("lang", pageLang());
    url.searchParams.set("limit", String(LIMIT));
    return url;
  }

  function hitsOf(data) {
    if (Array.isArray(data)) {
      return data;
    }
    return data && Array.isArray(data.hits) ? data.hits : null;
  }

  /* A game icon that the rules text writes as letters, as the badge the entry pages show. */
  function iconNode(icon) {
    var badge = document.createElement("span");
    badge.className = "mc-icon mc-icon--" + String(icon.name || "");
    badge.setAttribute("role", "img");
    badge.title = String(icon.description || "");
    badge.setAttribute("aria-label", String(icon.description || ""));
    badge.textContent = String(icon.label || "");
    return badge;
  }

  /* Text from ``start`` to ``end`` of the snippet into ``parent``, its icons as badges. */
  function appendText(parent, text, start, end, icons) {
    var cursor = start;
    icons.forEach(function (icon) {
      var from = Number(icon.start), to = Number(icon.end);
      if (from >= cursor && to <= end) {
        parent.appendChild(document.createTextNode(text.slice(cursor, from)));
        parent.appendChild(iconNode(icon));
        cursor = to;
      }
    });
    parent.appendChild(document.createTextNode(text.slice(cursor, end)));
  }

  /* The snippet as nodes: plain text, each highlighted span in a <mark>, icons as badges. */
  function snippetNodes(hit) {
    var paragraph = document.createElement("p");
    var text = String(hit.snippet || "");
    var icons = Array.isArray(hit.icons) ? hit.icons : [];
    var cursor = 0;
    (hit.highlights || []).forEach(function (span) {
      var start = Math.max(cursor, Number(span[0]) || 0);
      var end = Math.min(text.length, Number(span[1]) || 0);
      if (end <= start) {
        return;
      }
      appendText(paragraph, text, cursor, start, icons);
      var mark = document.createElement("mark");
      appendText(mark, text, start, end, icons);
      paragraph.appendChild(mark);
      cursor = end;
    });
    appendText(paragraph, text, cursor, text.length, icons);
    return paragraph;
  }

  function resultItem(hit) {
    var item = document.createElement("li");
    item.className = "md-search-result__item";
    var link = document.createElement("a");
    link.className = "md-search-result__link";
    link.tabIndex = -1;
    link.href = new URL(String(hit.url || ""), root).href;
    var article = document.createElement("article");
    article.className = "md-search-result__article md-typeset";
    article.dataset.mdScore = String(hit.score);
    var icon = document.createElement("div");
    icon.className = "md-search-result__icon md-icon";
    var title = document.createElement("h1");
    title.textContent = String(hit.title || "");
    if (hit.lang && hit.lang !== pageLang()) {
      title.lang = String(hit.lang);
      var tag = document.createElement("small");
      tag.textContent = " (" + String(hit.lang).toUpperCase() + ")";
      title.appendChild(tag);
    }
    article.appendChild(icon);
    article.appendChild(title);
    article.appendChild(snippetNodes(hit));
    link.appendChild(article);
    item.appendChild(link);
    return item;
  }

  /* ``query``: the query the results answer, which the list keeps in ``data-query``;
     ``total``: how many match in all (the API's X-Total-Count), of which ``hits`` are the best. */
  function show(meta, list, hits, failed, query, total) {
    if (meta) {
      var count = hits === null ? 0 : Math.max(hits.length, Number(total) || 0);
      meta.textContent = failed ? message("failed")
        : hits === null ? message("empty")
        : count === 0 ? message("none")
        : count === 1 ? message("one")
        : message("many", count);
    }
    if (list) {
      list.replaceChildren.apply(list, (hits || []).map(resultItem));
      list.dataset.query = query || "";
    }
  }

  function takeOver(input) {
    var meta = document.querySelector(".md-search-result__meta");
    var list = document.querySelector(".md-search-result__list");
    var timer = null;
    var latest = 0;

    function search() {
      var query = input.value.trim();
      var ticket = ++latest;
      if (!query) {
        show(meta, list, null, false);
        return;
      }
      var total = null;
      fetch(apiUrl(query), { headers: { Accept: "application/json" } })
        .then(function (response) {
          total = response.headers.get("X-Total-Count");
          return response.ok ? response.json() : null;
        })
        .then(function (data) {
          if (ticket === latest) {
            var hits = hitsOf(data);
            show(meta, list, hits || [], hits === null, query, total);
          }
        })
        .catch(function () {
          if (ticket === latest) {
            show(meta, list, [], true, query);
          }
        });
    }

    function schedule() {
      clearTimeout(timer);
      timer = setTimeout(search, DELAY_MS);
    }

    /* Capture on window runs before Material's own listeners on the input, and stops them. */
    ["input", "keyup"].forEach(function (type) {
      window.addEventListener(type, function (event) {
        if (event.target === input) {
          event.stopImmediatePropagation();
          if (type === "input" || event.key === "Enter" || event.key === "Backspace") {
            schedule();
          }
        }
      }, true);
    });
    /* Enter in the box opens the first result shown, as the theme's own search does; without
       this the box's form would be sent, to a page that lists nothing. */
    window.addEventListener("keydown", function (event) {
      if (event.target === input && event.key === "Enter") {
        event.preventDefault();
        event.stopImmediatePropagation();
        var first = list && list.querySelector("a.md-search-result__link");
        if (first) {
          window.location.assign(first.href);
        }
      }
    }, true);
    /* Material redraws its results when the box gains focus; draw ours over them. */
    input.addEventListener("focus", function () {
      setTimeout(search, 50);
    });
    if (input.value) {
      schedule();
    }
  }

  function start() {
    var input = document.querySelector('[data-md-component="search-query"], .md-search__input');
    if (!input) {
      return;
    }
    if (!window.fetch) {
      withoutApi();
      return;
    }
    fetch(apiUrl(""), { headers: { Accept: "application/json" } })
      .then(function (response) {
        if (!response.ok) {
          return null;
        }
        return response.json().then(hitsOf, function () { return null; });
      })
      .then(function (hits) {
        if (hits === null) {
          withoutApi();
        } else {
          takeOver(input);
        }
      })
      .catch(function () {
        /* No API: this is a static copy of the site, and Material's search stays in charge. */
        withoutApi();
      });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
