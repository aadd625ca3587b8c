// The page made ready for typing, in idle time once the first grid is up: the one-letter
// outcomes (kept), a few queries of each kind a keystroke makes, and the heavy two-letter
// outcomes (kept), with search.js's `search`; `set.search.warmed` and the performance mark
// `catalog-search-warmed` once all are done.
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

  // Per pair of FIRST_KEYS (the first's number times their count plus the second's), the
  // symbols with it in their name, a keyword or an old name: where a two-letter term can match
  // but by category or typo (see `matchTerm`), so a bound of its results but for those. One
  // walk over the texts, each symbol counted once per pair. (A pair it misses is only searched
  // when typed, with the same outcome.)
  function pairBounds(set) {
    const size = FIRST_KEYS.length, number = new Int8Array(128).fill(-1), search = set.search;
    for (let i = 0; i < size; i++) number[FIRST_KEYS.charCodeAt(i)] = i;
    const counts = new Int32Array(size * size), counted = new Int32Array(size * size).fill(-1);
    const count = (text, symbol) => {
      let previous = -1;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i), current = c < 128 ? number[c] : -1;
        if (previous >= 0 && current >= 0) {
          const pair = previous * size + current;
          if (counted[pair] !== symbol) { counted[pair] = symbol; counts[pair] += 1; }
        }
        previous = current;
      }
    };
    for (let symbol = 0; symbol < search.records.length; symbol++) {
      const record = search.records[symbol];
      count(record.ln, symbol);
      for (let i = 0; i < record.ki.length; i++) count(search.keywords[record.ki[i]], symbol);
      for (let i = 0; i < record.oi.length; i++) count(search.olds[record.oi[i]], symbol);
    }
    return counts;
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
    // its keystroke little. Only the pairs `pairBounds` finds in enough symbols can give one
    // (and a category name), heaviest first: on SF 6, 183 of the 1,296 pairs.
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
      const bounds = pairBounds(set), size = FIRST_KEYS.length, pairs = [];
      for (let pair = 0; pair < bounds.length; pair++) {
        const term = FIRST_KEYS[Math.floor(pair / size)] + FIRST_KEYS[pair % size];
        if (bounds[pair] >= HEAVY_RESULTS || set.search.categoryTexts.has(term)) pairs.push([term, bounds[pair]]);
      }
      pairs.sort((a, b) => b[1] - a[1]);
      for (const [term] of pairs) jobs.push(twoLetters(term));
      jobs.push(() => { set.search.warmed = true; performance.mark('catalog-search-warmed'); });
    });
    if (window.requestIdleCallback) { requestIdleCallback(run); return; }
    const later = () => { if (jobs.length) { jobs.shift()(); setTimeout(later, 250); } };
    setTimeout(later, 250);
  };
})();
