extension SiteAssets {
    /// `assets/warm.js`: the one-letter outcomes and the paths of later keystrokes made in idle time, with `assets/search.js`'s search.
    static let warm = #"""
// The page made ready for typing, in idle time once the first grid is up: the one-letter
// outcomes (kept) and a few queries of each kind a keystroke makes, with search.js's `search`.
(function () {
  'use strict';
  const search = window.CatalogSearch.uncached;

  // A one-letter query matches most of a set (`a`: 5,071 of SF 6's 6,404 symbols), so it is
  // the heaviest keystroke, and every search starts with one: the outcomes of the one-letter
  // queries under `base()`'s filters are made in idle time after the first paint and kept
  // (`pinned`, never cleared). The same `search`, so the same ranking.
  const FIRST_KEYS = 'abcdefghijklmnopqrstuvwxyz0123456789', LONG_IDLE_MS = 30;
  window.CatalogSearch.warm = function warm(set, base) {
    if (!set.search) window.CatalogSearch.prepare(set);
    const keys = FIRST_KEYS.split('');
    // One query in a long idle period (the page idle, not between the frames of typing): a
    // keystroke waits for at most one of them.
    const schedule = work => {
      if (!window.requestIdleCallback) { setTimeout(work, 250); return; }
      requestIdleCallback(function idle(deadline) { if (deadline.timeRemaining() < LONG_IDLE_MS) requestIdleCallback(idle); else work(); });
    };
    const step = () => {
      const query = Object.assign(base(), { terms: [keys.shift()] });
      const key = JSON.stringify(query);
      if (!set.search.pinned.has(key) && !set.search.outcomes.has(key)) set.search.pinned.set(key, search(set, query));
      if (keys.length) schedule(step);
      else schedule(practise);
    };
    // Then the paths later keystrokes take, a query an idle period, so that the engine has
    // compiled them before they are typed: a term extending a passed one, several words, a
    // typo, a category, an old name (their outcomes are not kept).
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
    const practise = () => {
      const text = practice.shift();
      if (text === undefined) return;
      search(set, Object.assign(base(), { terms: text.toLowerCase().split(/\s+/).filter(Boolean) }));
      schedule(practise);
    };
    schedule(step);
  };
})();
"""#
}
