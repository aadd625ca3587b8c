extension SiteAssets {
    /// The search part's last piece (in `assets/site.js`, after `searchRanking`): the outcomes
    /// kept, compact ones for warm.js, and the part's interface (`window.CatalogSearch`).
    static let searchCache = #"""

  // A kept outcome's results as its symbols' numbers (an Int32Array, not an object each: the
  // two-letter outcomes warm.js keeps hold some 70,000 results on SF 6), when every result
  // shows its symbol's current name and release without a typo; each result is made as read.
  function IndexedResults(set, indices) { this.symbols = set.symbols; this.indices = indices; this.length = indices.length; }
  IndexedResults.prototype.at = function (i) {
    const index = this.indices[i], symbol = this.symbols[index];
    return symbol === undefined ? undefined : { index, name: symbol.n, release: symbol.r, note: null, corrections: NO_CORRECTIONS };
  };
  IndexedResults.prototype.map = function (f) {
    const out = new Array(this.length);
    for (let i = 0; i < this.length; i++) out[i] = f(this.at(i), i);
    return out;
  };
  function indexed(set, outcome) {
    const results = outcome.results, indices = new Int32Array(results.length);
    for (let i = 0; i < results.length; i++) {
      const r = results[i], symbol = set.symbols[r.index];
      if (r.note !== null || r.corrections.length || r.name !== symbol.n || r.release !== symbol.r) return null;
      indices[i] = r.index;
    }
    return { results: new IndexedResults(set, indices), fuzzyTerms: outcome.fuzzyTerms, unmatchedTerms: outcome.unmatchedTerms };
  }

  // The outcomes of the last queries, by query (a word deleted shows its results again at once).
  function cachedSearch(set, query) {
    if (!set.search) prepare(set);
    const key = JSON.stringify(query), outcomes = set.search.outcomes;
    let outcome = set.search.pinned.get(key) || outcomes.get(key);
    if (outcome) return outcome;
    outcome = search(set, query);
    if (outcomes.size >= 24) outcomes.clear();
    outcomes.set(key, outcome);
    return outcome;
  }

  // (`uncached` is for warm.js, which keeps its outcomes itself.)
  window.CatalogSearch = { search: cachedSearch, uncached: search, indexed, prepare, osVersion, compareVersions, utf8Length };
})();
"""#
}
