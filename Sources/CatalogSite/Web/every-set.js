// The cross-set view (`set=all`, the set switcher's "Every set"): each set searched with the
// same words, the lists merged as `catalog search --data-set all` merges them (SetSearch):
// by score, then the shorter name, then the name, the set named first on a tie; with no words,
// by name. Each set's own order is kept. No page needed.
(function () {
  'use strict';
  // Swift's Character count of a name (its grapheme clusters; code points where the engine has
  // no segmenter: the names of the sets are ASCII).
  const segmenter = typeof Intl !== 'undefined' && Intl.Segmenter ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;
  function length(name) {
    if (!segmenter) return [...name].length;
    let count = 0;
    for (const _ of segmenter.segment(name)) count++;
    return count;
  }
  // Swift's String `<`: by Unicode scalars (JavaScript's `<` compares UTF-16 units).
  function before(a, b) {
    const x = [...a], y = [...b];
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      if (x[i] !== y[i]) return x[i].codePointAt(0) < y[i].codePointAt(0);
    }
    return x.length < y.length;
  }
  const byRelevance = (a, b) => a.result.score !== b.result.score ? a.result.score > b.result.score
    : length(a.result.name) !== length(b.result.name) ? length(a.result.name) < length(b.result.name)
    : before(a.result.name, b.result.name);
  const byName = (a, b) => before(a.result.name, b.result.name);

  // `lists`: each set's outcome in the order the sets are named, `{set, results}` (results an
  // array or the search's kept outcome: `length` and `at(i)`). The merged list, each entry
  // `{set, result}`; by name when `relevance` is false (a search with no words).
  function merge(lists, relevance) {
    const precedes = relevance ? byRelevance : byName;
    const positions = lists.map(() => 0), heads = lists.map(() => null), merged = [];
    const head = k => heads[k] || (heads[k] = { set: lists[k].set, result: lists[k].results.at(positions[k]) });
    for (;;) {
      let best = -1;
      for (let k = 0; k < lists.length; k++) {
        if (positions[k] >= lists[k].results.length) continue;
        if (best < 0 || precedes(head(k), head(best))) best = k;
      }
      if (best < 0) return merged;
      merged.push(head(best));
      heads[best] = null;
      positions[best]++;
    }
  }

  window.CatalogEverySet = { merge };
})();
