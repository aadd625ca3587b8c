extension SiteAssets {
    /// The warm part of `assets/site.js`: the one-letter and heavy two-letter outcomes and the paths of
    /// later keystrokes made in idle time, with the search part's search.
    static let warm = #"""
// The page made ready for typing, in idle time once the first grid is up: the one-letter
// outcomes (kept), a few queries of each kind a keystroke makes, and the heavy two-letter
// outcomes (kept), with search.js's `search`; `set.search.warmed` once all are done.
(function () {
  'use strict';
  const search = window.CatalogSearch.uncached;

  // A one-letter query matches most of a set (`a`: 5,071 of SF 6's 6,404 symbols), so it is
  // the heaviest keystroke, and every search starts with one: the outcomes of the one-letter
  // queries under `base()`'s filters are made in idle time after the first paint and kept
  // (`pinned`, never cleared). The same `search`, so the same ranking.
  const FIRST_KEYS = 'abcdefghijklmnopqrstuvwxyz0123456789', LONG_IDLE_MS = 30, QUERY_MS = 15, HEAVY_RESULTS = 300;
  // `search` of `query`, the longer term passes it made dropped after it but `keeps(outcome)`'s
  // (left in the cache, they would be old garbage by the time typing evicts them, and a full
  // collection in the middle of typing).
  function searchDroppingPasses(set, query, keeps = () => null) {
    const passes = set.search.terms, before = new Set(passes.keys());
    const outcome = search(set, query), kept = keeps(outcome);
    for (const key of Array.from(passes.keys())) if (!before.has(key) && key.length > 1 && key !== kept) passes.delete(key);
    return outcome;
  }

  window.CatalogSearch.warm = function warm(set, base) {
    if (!set.search) window.CatalogSearch.prepare(set);
    // Queries run in long idle periods only (the page idle, not between the frames of
    // typing), as many as fit with QUERY_MS left for each: a keystroke waits for at most one.
    const jobs = [];
    const run = deadline => {
      if (deadline.timeRemaining() >= LONG_IDLE_MS) {
        while (jobs.length && deadline.timeRemaining() >= QUERY_MS) jobs.shift()();
      }
      if (jobs.length) requestIdleCallback(run);
    };
    for (const key of FIRST_KEYS) {
      jobs.push(() => {
        const query = Object.assign(base(), { terms: [key] });
        const text = JSON.stringify(query);
        if (!set.search.pinned.has(text) && !set.search.outcomes.has(text)) set.search.pinned.set(text, search(set, query));
      });
    }
    // Then the paths later keystrokes take, so that the engine has compiled them before they
    // are typed: a term extending a passed one, several words, a typo, a category, an old
    // name (their outcomes are not kept).
    const practice = [];
    for (const symbol of set.symbols) {
      const words = symbol.n.split('.');
      if (words.length < 2 || words[0].length < 4) continue;
      const first = words[0];
      practice.push(first.slice(0, 2), first.slice(0, 3), first, words.join(' '), first[1] + first[0] + first.slice(2));
      if (practice.length >= 40) break;
    }
    const category = set.categories.find(c => c.key !== 'all');
    if (category) practice.push(category.label);
    const renamed = set.symbols.find(symbol => symbol.o && symbol.o.length);
    if (renamed) practice.push(renamed.o[0]);
    for (const text of practice) {
      jobs.push(() => searchDroppingPasses(set, Object.assign(base(), { terms: text.toLowerCase().split(/\s+/).filter(Boolean) })));
    }
    // Last the heavy two-letter outcomes (the second keystroke of a search: `ar` has 2,405
    // results on SF 6, `le` 2,979), kept as symbol numbers (`indexed`); a lighter one takes
    // its keystroke little. A term extending a one-letter one matches only symbols that one
    // matched (see `termPass`; a category name aside), so only first letters with enough hits
    // can give one: those pairs, likeliest first. On SF 6 the page is warm some 2 s after the
    // first grid.
    const twoLetters = term => () => {
      const query = Object.assign(base(), { terms: [term] }), text = JSON.stringify(query);
      if (set.search.pinned.has(text)) return;
      // (A kept one's pass stays too, for the word it starts anywhere in a query.)
      searchDroppingPasses(set, query, outcome => {
        const kept = outcome.results.length >= HEAVY_RESULTS && window.CatalogSearch.indexed(set, outcome);
        if (!kept) return null;
        set.search.pinned.set(text, kept);
        set.search.keptTerms.add(term);
        return term;
      });
    };
    jobs.push(() => {
      const hits = letter => { const pass = set.search.terms.get(letter); return pass ? pass.hits.length : set.symbols.length; };
      const pairs = [];
      for (const first of FIRST_KEYS) {
        for (const second of FIRST_KEYS) {
          if (hits(first) >= HEAVY_RESULTS || set.search.categoryTexts.has(first + second)) pairs.push(first + second);
        }
      }
      pairs.sort((a, b) => hits(b[0]) * hits(b[1]) - hits(a[0]) * hits(a[1]));
      for (const term of pairs) jobs.push(twoLetters(term));
      jobs.push(() => { set.search.warmed = true; });
    });
    if (window.requestIdleCallback) { requestIdleCallback(run); return; }
    const later = () => { if (jobs.length) { jobs.shift()(); setTimeout(later, 250); } };
    setTimeout(later, 250);
  };
})();
"""#
}
