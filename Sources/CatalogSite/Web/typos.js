// Typo matching of `catalog search`, ported from SymbolCatalog/Search/FuzzyIndex.swift and
// CatalogSystem/Names/TypingDistance.swift: the words within one slip of a term (two for terms
// of R.twoSlipTermLength bytes or more), by the typing-weighted distance. The Swift index finds
// candidates through hashed deletions; here every word is checked by the same two measures
// (common subsequence and distance), which admit exactly the same words.
(function () {
  'use strict';
  const R = window.CATALOG_RULES;
  const encoder = new TextEncoder();
  // A typo match has the fields of search.js's TermMatch, in its order (one hidden class for all).
  const FUZZY_ORDER = R.rules.indexOf('fuzzy');
  const scalarOrder = /[\uD800-\uDFFF]/;
  // UTF-8 byte order (the Swift index sorts its words so): code unit order unless a surrogate.
  const byBytes = (a, b) => {
    if (!scalarOrder.test(a) && !scalarOrder.test(b)) return a < b ? -1 : a > b ? 1 : 0;
    const x = Array.from(a, c => c.codePointAt(0)), y = Array.from(b, c => c.codePointAt(0));
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
    return x.length - y.length;
  };

  // The words of a set (name components, keyword words, lowercased, at most
  // R.maximumTypoWordLength bytes), sorted, each with its symbols: name component or keyword.
  function typoWords(set) {
    if (set.search.typoWords) return set.search.typoWords;
    const words = new Map();
    const post = (word, symbol, onKeyword) => {
      if (!word) return;
      let postings = words.get(word);
      if (!postings) { postings = new Map(); words.set(word, postings); }
      const known = postings.get(symbol);
      // A name component comes before a keyword word of the same symbol, as the index's postings sort.
      postings.set(symbol, known === false ? false : onKeyword);
    };
    set.search.records.forEach((record, index) => {
      for (const word of record.ln.split(/[.-]/)) post(word, index, false);
      for (const k of record.ki) for (const word of set.search.keywords[k].split(/[ -]/)) post(word, index, true);
    });
    set.search.typoWords = [];
    for (const word of Array.from(words.keys()).sort(byBytes)) {
      const bytes = encoder.encode(word);
      if (bytes.length > R.maximumTypoWordLength) continue;
      const counts = new Int16Array(128);
      for (const byte of bytes) counts[byte & 0x7F] += 1;
      const postings = words.get(word);
      set.search.typoWords.push({ word, bytes, counts, postings: Array.from(postings.keys()).sort((a, b) => a - b).map(s => [s, postings.get(s)]) });
    }
    return set.search.typoWords;
  }

  // TypingDistance.lowerBound: letters one has more of than the other.
  function lowerBound(counts, other) {
    let surplus = 0, deficit = 0;
    for (let i = 0; i < 128; i++) { const d = counts[i] - other[i]; if (d > 0) surplus += d; else deficit -= d; }
    return Math.min(surplus, deficit) * R.substitutionCost + Math.abs(surplus - deficit) * R.omissionCost;
  }

  // TypingDistance: optimal string alignment over UTF-8 bytes, weighted; null over `limit`.
  function typingDistance(a, b, limit) {
    if (Math.abs(a.length - b.length) * R.omissionCost > limit) return null;
    const width = b.length + 1;
    let before = new Array(width).fill(Infinity), previous = new Array(width), current = new Array(width);
    for (let j = 0; j < width; j++) previous[j] = j * R.omissionCost;
    for (let i = 1; i <= a.length; i++) {
      current[0] = i * R.omissionCost;
      let rowMinimum = current[0];
      for (let j = 1; j < width; j++) {
        const x = a[i - 1], y = b[j - 1];
        let value = previous[j - 1] + (x === y ? 0 : R.substitutionCost);
        value = Math.min(value, previous[j] + R.omissionCost, current[j - 1] + R.omissionCost);
        if (i > 1 && j > 1 && x !== y && x === b[j - 2] && a[i - 2] === y) value = Math.min(value, before[j - 2] + R.transpositionCost);
        current[j] = value;
        rowMinimum = Math.min(rowMinimum, value);
      }
      [before, previous, current] = [previous, current, before];
    }
    return previous[b.length] <= limit ? previous[b.length] : null;
  }
  function commonLength(a, b) {
    let previous = new Array(b.length + 1).fill(0), current = new Array(b.length + 1).fill(0);
    for (let i = 1; i <= a.length; i++) {
      for (let j = 1; j <= b.length; j++) current[j] = a[i - 1] === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
      [previous, current] = [current, previous];
    }
    return previous[b.length];
  }

  // FuzzyIndex.matches(for:): per symbol index, its closest word within the term's slips.
  function typoMatches(text, set) {
    const cache = set.search.typos;
    if (cache.has(text)) return cache.get(text);
    if (cache.size > 200) cache.clear();
    const matches = new Map();
    cache.set(text, matches);
    const bytes = encoder.encode(text.toLowerCase());
    // (No typos in a set whose typo index `catalog search` does not keep: its words need too many entries.)
    if (set.typos === false || !bytes.length || bytes.length > R.maximumTypoWordLength) return matches;
    const edits = bytes.length >= R.twoSlipTermLength ? 2 : 1;
    const limit = edits * R.substitutionCost;
    const found = [];
    const counts = new Int16Array(128);
    for (const byte of bytes) counts[byte & 0x7F] += 1;
    const words = typoWords(set);
    words.forEach((entry, number) => {
      const word = entry.bytes;
      if (Math.abs(word.length - bytes.length) > edits) return;
      if (lowerBound(counts, entry.counts) > limit) return;
      if (word.length === bytes.length && word.every((byte, i) => byte === bytes[i])) return;
      if (commonLength(bytes, word) < Math.max(bytes.length, word.length) - edits) return;
      const distance = typingDistance(bytes, word, limit);
      if (distance !== null) found.push({ number, distance });
    });
    found.sort((a, b) => a.distance - b.distance || a.number - b.number);
    for (const { number, distance } of found) {
      const entry = words[number];
      for (const [symbol, onKeyword] of entry.postings) {
        const points = Math.max(1, R.typoPoints - distance - (onKeyword ? R.typoKeywordPenalty : 0));
        const known = matches.get(symbol);
        if (known && known.match.points >= points) continue;
        matches.set(symbol, { match: { rule: 'fuzzy', points, order: FUZZY_ORDER }, word: entry.word, distance });
      }
    }
    return matches;
  }

  // prepare: the set's typo words made ahead of the first typo (the page does it once idle).
  window.CatalogTypos = { matches: typoMatches, distance: typingDistance, prepare: typoWords };
})();
