extension SiteAssets {
    /// `assets/typos.js`: typo matching (FuzzyIndex and TypingDistance) ported, for the search port.
    static let typos = #"""
// Typo matching of `catalog search`, ported from SymbolCatalog/Search/FuzzyIndex.swift and
// CatalogSystem/Names/TypingDistance.swift: the words within one slip of a term (two for terms
// of R.twoSlipTermLength bytes or more), by the typing-weighted distance. The Swift index finds
// candidates through hashed deletions; here every word is checked by the same two measures
// (common subsequence and distance), which admit exactly the same words.
(function () {
  'use strict';
  const R = window.CATALOG_RULES;
  const encoder = new TextEncoder();

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
    const matches = new Map();
    const bytes = encoder.encode(text.toLowerCase());
    if (!bytes.length || bytes.length > R.maximumTypoWordLength) return matches;
    const edits = bytes.length >= R.twoSlipTermLength ? 2 : 1;
    const limit = edits * R.substitutionCost;
    const found = [];
    set.search.typoWords.forEach((entry, number) => {
      const word = entry.bytes;
      if (Math.abs(word.length - bytes.length) > edits) return;
      if (word.length === bytes.length && word.every((byte, i) => byte === bytes[i])) return;
      if (commonLength(bytes, word) < Math.max(bytes.length, word.length) - edits) return;
      const distance = typingDistance(bytes, word, limit);
      if (distance !== null) found.push({ number, distance });
    });
    found.sort((a, b) => a.distance - b.distance || a.number - b.number);
    for (const { number, distance } of found) {
      const entry = set.search.typoWords[number];
      for (const [symbol, onKeyword] of entry.postings) {
        const points = Math.max(1, R.typoPoints - distance - (onKeyword ? R.typoKeywordPenalty : 0));
        const known = matches.get(symbol);
        if (known && known.match.points >= points) continue;
        matches.set(symbol, { match: { rule: 'fuzzy', points }, word: entry.word, distance });
      }
    }
    return matches;
  }

  window.CatalogTypos = { matches: typoMatches, distance: typingDistance };
})();
"""#
}
