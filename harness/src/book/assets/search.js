// The book's search box: rule ids, statements and rulings, from search-index.js; no network.
(function () {
  "use strict";
  var input = document.getElementById("search");
  var list = document.getElementById("search-results");
  var index = window.VEROPOLY_SEARCH || [];
  if (!input || !list) {
    return;
  }
  function matches(entry, terms) {
    var hay = (entry.id + " " + entry.of + " " + entry.text).toLowerCase();
    return terms.every(function (t) { return hay.indexOf(t) !== -1; });
  }
  function show() {
    var terms = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    list.textContent = "";
    if (terms.length === 0) {
      list.hidden = true;
      return;
    }
    var found = index.filter(function (e) { return matches(e, terms); }).slice(0, 40);
    if (found.length === 0) {
      var none = document.createElement("li");
      none.className = "none";
      none.textContent = "Nothing found";
      list.appendChild(none);
    }
    found.forEach(function (e) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = e.url;
      var id = document.createElement("strong");
      id.textContent = e.id === "ruling" ? "Ruling" : e.id;
      var of = document.createElement("span");
      of.className = "of";
      of.textContent = " " + e.of + " ";
      a.appendChild(id);
      a.appendChild(of);
      a.appendChild(document.createTextNode(e.text));
      li.appendChild(a);
      list.appendChild(li);
    });
    list.hidden = false;
  }
  input.addEventListener("input", show);
  input.addEventListener("keydown", function (ev) {
    if (ev.key === "Enter") {
      var first = list.querySelector("a");
      if (first) {
        window.location.href = first.href;
      }
    } else if (ev.key === "Escape") {
      input.value = "";
      show();
    }
  });
  document.addEventListener("click", function (ev) {
    if (!list.contains(ev.target) && ev.target !== input) {
      list.hidden = true;
    }
  });
})();
