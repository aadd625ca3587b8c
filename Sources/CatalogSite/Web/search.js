// The search of `catalog search` (SymbolCatalog/Search/DataSet+Search.swift and SymbolScan.swift):
// each term's pass over the symbols, typos, filters, the ranking's order; the outcomes kept.
(function () {
  'use strict';
  const { R, INSIDE, NOT_EXACT, utf8Length, byName, NO_CORRECTIONS, mapped, prepare, makeTerm, matchTerm, matchesAsWord } = window.CatalogTerms;
  const NO_VOCABULARY = Object.freeze([]);
  const { queryTerms, score, typoScore } = window.CatalogScore;
  const { filter, osVersion, compareVersions } = window.CatalogFilters;

  // One term on every symbol, as SymbolScan walks them: its matches, and whether it matched
  // some symbol exactly (a whole word or the start of one), inside a word, or by category;
  // `hits` the symbols it matched, in order. A term that extends a term already passed (the
  // next keystroke) matches only symbols that one matched by name, keyword or old name: each
  // occurrence of it holds one of the shorter term at the same place, so at a word start
  // where it is. Only a category can match otherwise, when the term is a key or a label.
  function termPass(text, set) {
    const cache = set.search.terms;
    let pass = cache.get(text);
    if (pass) return pass;
    const term = makeTerm(text, set), records = set.search.records;
    // One loop for both (every symbol, or the shorter term's): the engine compiles one path.
    // (An everyday word matches its targets' symbols too, which the shorter term's need not hold.)
    let candidates = set.search.every;
    if (!set.search.categoryTexts.has(text) && !term.targets.length) {
      for (let length = text.length - 1; length > 0; length--) {
        const shorter = cache.get(text.slice(0, length));
        if (shorter) { candidates = shorter.hits; break; }
      }
    }
    // `hits` ascending (as the candidates are), `found` the match of each. The hits are an
    // Int32Array, as `every` is: arrays of numbers made by pushing came in two element kinds
    // in Chromium, and each new kind cost a recompile of the code that reads them.
    const hits = new Int32Array(candidates.length);
    let count = 0;
    pass = { hits, found: [], exact: false, inside: false, category: false, withTypos: null };
    for (let at = 0; at < candidates.length; at++) {
      const index = candidates[at];
      const m = matchTerm(term, set, index);
      if (!m) continue;
      hits[count++] = index;
      pass.found.push(m);
      if (m.rule === 'category') pass.category = true;
      else if (INSIDE.has(m.rule)) pass.inside = true;
      else if (!NOT_EXACT.has(m.rule)) pass.exact = true;
    }
    // The one-letter passes and the heavy two-letter ones (made ahead, see `warm`) stay: every
    // longer term starts from one. Past 100 more, the oldest other one goes (a few at a time,
    // not a heap of garbage at once).
    if (count < hits.length) pass.hits = hits.slice(0, count);
    const kept = set.search.keptTerms;
    if (cache.size > 100 + kept.size) for (const key of cache.keys()) if (key.length > 1 && !kept.has(key)) { cache.delete(key); break; }
    cache.set(text, pass);
    return pass;
  }

  // DataSet+Search's vocabularyUses: the everyday words that found symbol `index` (each term of
  // the vocabulary that matched it through a target, or whose target made the rule of the query
  // as a whole: `through`), with its first target that is whole words of the name or a keyword.
  function vocabularyUses(terms, row, set, index, through) {
    let uses = NO_VOCABULARY;
    for (let position = 0; position < row.length; position++) {
      if (!terms.terms[position].targets.length || !(row[position].rule === 'vocabulary' || through)) continue;
      const term = terms.terms[position], target = term.targets.find(t => matchesAsWord(t, set, index));
      if (target) (uses === NO_VOCABULARY ? (uses = []) : uses).push({ term: term.text, target: target.text });
    }
    return uses;
  }

  // A term's hits and its typos' symbols, ascending (kept on the pass: a term's typos are
  // the same on every keystroke that repeats it).
  function withTypos(hits, typos) {
    return Int32Array.from(new Set([...hits, ...typos.keys()])).sort();
  }

  // The ranking's order: score, then fewer extra components, fewer bytes, the name. With the
  // symbols in name order and every result shown by its current name, the walk's order (the
  // symbols') breaks the last tie, and the other three pack with a result's place into one
  // number: a Float64Array sorts those natively, without calling a comparator per comparison
  // (on SF 6 the comparator was a sixth of the search for `ar`, 2,405 results). Results
  // outside the packing's ranges are sorted with the comparator.
  const byRank = (a, b) => b.score - a.score || a.extra - b.extra || a.bytes - b.bytes || byName(a.name, b.name);
  const TOP_SCORE = R.thousand * Math.max(...Object.values(R.thousands)) + R.maximumPoints, EXTRA_LIMIT = 128, BYTES_LIMIT = 4096;
  function rankOrder(results, walkIsNameOrder) {
    const n = results.length;
    if (!walkIsNameOrder || (TOP_SCORE + 1) * EXTRA_LIMIT * BYTES_LIMIT * n > Number.MAX_SAFE_INTEGER) return results.sort(byRank);
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const r = results[i];
      if (!(Number.isInteger(r.score) && r.score >= 0 && r.score <= TOP_SCORE && r.extra < EXTRA_LIMIT && r.bytes < BYTES_LIMIT)) return results.sort(byRank);
      keys[i] = (((TOP_SCORE - r.score) * EXTRA_LIMIT + r.extra) * BYTES_LIMIT + r.bytes) * n + i;
    }
    keys.sort();
    const ranked = new Array(n);
    for (let i = 0; i < n; i++) ranked[i] = results[keys[i] % n];
    return ranked;
  }

  // DataSet.searchOutcome: every symbol matching every term and passing the filters, best first.
  function search(set, query) {
    if (!set.search) prepare(set);
    const raw = query.terms || [];
    if (raw.length > R.maximumTerms) throw new Error('at most ' + R.maximumTerms + ' words');
    const memo = new Map();
    const terms = queryTerms(raw, set, memo);
    const count = terms.terms.length, symbols = set.symbols, records = set.search.records;
    // Each term's match on every symbol (no typos), with what it matched anywhere: kept for
    // the next keystroke, which mostly repeats the terms before the one being typed.
    const passes = mapped(terms.terms, term => termPass(term.text, set));
    const fuzzy = new Array(count).fill(null), fuzzyTerms = [];
    if (!query.exact) {
      for (let position = 0; position < count; position++) {
        // A word of the vocabulary is never taken for a typo of another word.
        if (passes[position].exact || terms.terms[position].targets.length) continue;
        fuzzy[position] = window.CatalogTypos.matches(terms.terms[position].text, set);
        if (fuzzy[position].size) fuzzyTerms.push(terms.terms[position].text);
      }
    }
    const unmatched = terms.terms.filter((t, p) => !passes[p].exact && !(fuzzy[p] && fuzzy[p].size) && !passes[p].category && !passes[p].inside).map(t => t.text);
    const check = filter(query, set);
    const results = [];
    const row = new Array(count);
    // A symbol must match every term: walk the symbols of the term that matched fewest
    // (with its typos), in order, not every symbol.
    let walk = null;
    for (let position = 0; position < count; position++) {
      const f = fuzzy[position];
      let hits = passes[position].hits;
      if (f && f.size) hits = passes[position].withTypos || (passes[position].withTypos = withTypos(hits, f));
      if (!walk || hits.length < walk.length) walk = hits;
    }
    if (!walk) walk = set.search.every;
    // Each term's hits are ascending, as the walk is: a cursor per term finds its match.
    const total = walk.length, cursors = new Array(count).fill(0);
    let shownByOldName = false;
    for (let at = 0; at < total; at++) {
      const index = walk[at];
      let all = true;
      for (let position = 0; position < count; position++) {
        const hits = passes[position].hits;
        let c = cursors[position];
        while (c < hits.length && hits[c] < index) c += 1;
        cursors[position] = c;
        let m = c < hits.length && hits[c] === index ? passes[position].found[c] : null;
        const f = fuzzy[position];
        if (f && f.size && (!m || INSIDE.has(m.rule)) && f.has(index)) m = f.get(index).match;
        if (!m) { all = false; break; }
        row[position] = m;
      }
      if (!all) continue;
      const symbol = symbols[index];
      if (!check.admits(symbol)) continue;
      // The current name (most results), else the old name the filters show.
      const current = check.current(symbol), shown = current ? null : check.name(symbol);
      if (!current && !shown) continue;
      if (shown) shownByOldName = true;
      // The typos by position, and whether a term matched inside a word where typos were tried
      // (made only when there are any: most results have neither).
      let typos = null, inside = false;
      for (let position = 0; position < count; position++) {
        const m = row[position], f = fuzzy[position];
        if (m.rule === 'fuzzy') (typos || (typos = new Map())).set(position, f.get(index));
        else if (f && f.size && INSIDE.has(m.rule)) inside = true;
      }
      const scored = typos ? typoScore(terms, set, index, row.slice(), typos, memo) : score(terms, set, records[index], row);
      if (inside) scored.score = Math.floor(scored.score / R.insideWordDivisor);
      results.push({ index, bytes: shown ? utf8Length(shown.name) : records[index].bytes, name: shown ? shown.name : symbol.n, release: shown ? shown.release : symbol.r, note: shown ? shown.note : null,
        score: scored.score, match: scored.match, extra: scored.extra,
        corrections: typos ? mapped(Array.from(typos.keys()).sort((a, b) => a - b), p => ({ term: terms.terms[p].text, word: typos.get(p).word })) : NO_CORRECTIONS,
        vocabulary: vocabularyUses(terms, row, set, index, scored.through) });
    }
    // (No term: every result by name, the walk's order when the symbols come in name order.)
    const walkIsNameOrder = set.search.inNameOrder && !shownByOldName;
    const ranked = count ? rankOrder(results, walkIsNameOrder) : walkIsNameOrder ? results : results.sort((a, b) => byName(a.name, b.name));
    return { results: ranked, fuzzyTerms, unmatchedTerms: unmatched };
  }
  // A kept outcome's results as its symbols' numbers (an Int32Array, not an object each: the
  // two-letter outcomes warm.js keeps hold some 70,000 results on SF 6), when every result
  // shows its symbol's current name and release without a typo; each result is made as read.
  function IndexedResults(set, indices) { this.symbols = set.symbols; this.indices = indices; this.length = indices.length; }
  IndexedResults.prototype.at = function (i) {
    const index = this.indices[i], symbol = this.symbols[index];
    return symbol === undefined ? undefined : { index, name: symbol.n, release: symbol.r, note: null, corrections: NO_CORRECTIONS, vocabulary: NO_VOCABULARY };
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
      if (r.note !== null || r.corrections.length || r.vocabulary.length || r.name !== symbol.n || r.release !== symbol.r) return null;
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
